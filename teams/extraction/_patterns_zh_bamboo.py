"""Chinese patterns read before every other (round 46, issue #25): the shapes of parts 37-39. The firm's outing in a
season (每年七月公司包车去「…」), a rash that is an allergy (我碰…就起疹子，医生说是过敏), a food asked back and refused
(…？我真吃不来), a rule with what it turns away (…必须…，…的一律不卖 / 只用…，…一概不收), a named farm or workshop one's
family owns and where it is, one's own notes or diary kept in a tool, a district moved from and to, two foods one
cannot eat, a double surname said after the name, the release day of each month, how customers pay, a CI retired
and where the builds run now, a time zone to plan by, pastimes said after when, a role said now, the stand-up,
on-call and sprint said plainly, premises built in a town, and who buys (…主要供…，剩下的走… / …也会整批订)."""

import re

from teams.extraction._patterns import DOUBTFUL, OTHER, WE, Pattern, policy, zh

_END = r"[。！!]?$"
_NAME = r"[A-Za-z「一-龥][A-Za-z0-9.+#一-龥」]{1,12}?"
_NUM = r"[一二三四五六七八九十两]"
_PLACE = r"[一-龥]{1,6}?[区县市镇村乡]"
# What a rule's second clause turns away (浇铸的一律不卖, 杂木一概不要, 外地料一概不收, 明文一个字都不许落盘).
_TURNED_AWAY = r"[^，。]{1,8}?(?:的一律不(?:卖|收|用|要)|一概不(?:要|收|卖|用)|都不许[^，。]{1,6})"
# A CI retired (已经停用 / 下线了) and where the builds run now.
_CI_RETIRED = r"(?P<wrong>" + _NAME + r")(?:已经)?(?:停用了?|下线了|停了)"
_BUILDS_NOW = r"(?:现在的?)?构建(?:全|都)(?:搬到|挪到|在)(?P<obj>" + _NAME + r")(?:上跑|上)?"
# A pastime said after when it is done (周末, 晚上在家, 每晚睡前, 午休时间, 早上起来先).
_WHEN = r"(?:周末|晚上|每晚睡前|睡前|午休时间|午休|早上起来先|早上)(?:在家)?(?:爱|喜欢|常)?"
_PASTIME = r"[打弹练绣逛踢跳折包][一-龥]{1,4}"

FIRST_PATTERNS = [
    Pattern(
        "zh.firm_outing_season",
        # 每年七月公司包车去「团湖赏荷」 / 每年春天公司组织去「鼎湖山徒步」 / 秋天公司会组织「伏牛山露营」: the firm's
        # custom (the bracketed outing, not the whole clause), not the speaker's habit.
        zh(
            r"^(?:每年)?(?:[一二三四五六七八九十]{1,2}月|春天|夏天|秋天|冬天)公司(?:会)?(?:包车|组织大家|组织)去?"
            r"(?P<obj>「[^」]{2,10}」)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.touch_rash_allergy",
        # 我碰松香就起疹子，医生说是过敏: what brings the rash on is the allergy ("医生说是" is no allergen).
        zh(
            r"^我?(?:一)?碰(?P<obj>(?![到了过着])[一-龥]{2,6}?)就(?:起疹子|长疹子|起红疹|发痒)(?:，\s*医生说是过敏)?"
            + _END
        ),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "zh.food_asked_back_cannot_eat",
        # 羊杂？我真吃不来: the food asked back is the one refused (the refusal alone named "我").
        zh(
            r"^(?![^？]*[去来上下开加发做天周点会])(?P<obj>[一-龥]{2,6})？\s*我?(?:真|实在|是真)?(?:吃不来|吃不惯)"
            + _END
        ),
        "DISLIKES",
        0.8,
    ),
    policy(
        "zh.rule_and_turned_away",
        # 剑身必须折叠锻打，浇铸的一律不卖 / 只用独山玉，外地料一概不收 / 处方数据一律加密存储，明文一个字都不许
        # 落盘: the rule is the first clause; what it turns away is part of it, no second rule.
        zh(rf"^(?P<obj>[^，。]{{0,8}}(?:必须|只用|一律)[^，。]{{2,10}})，\s*{_TURNED_AWAY}" + _END),
    ),
    Pattern(
        "zh.family_place_named",
        # 「黄海草莓园」是我们家的，在东港 / 「星湖软件」是我现在的东家: where one works, and where it is (not where
        # one lives).
        zh(
            r"^(?P<obj>「[^」]{2,12}」)是(?:我们家的|我家的|我现在的东家|我的东家)"
            r"(?:，\s*(?:就)?在(?P<town>[一-龥]{2,6}))?" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("town", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "zh.team_name_origin",
        # (我在「裹蒸粽组」，)组名是投票投出来的: how the team's name came about, not the name; read so that nothing
        # is kept.
        zh(r"^组名是(?P<obj>[^，。「」]{1,10}?)(?:出来的|起的|取的)" + _END),
        "HAS_TEAM",
        DOUBTFUL,
    ),
    Pattern(
        "zh.own_notes_kept_in",
        # 私人笔记我放在Quillmoth里 / 自己的日记都记在「栀子本」上: one's own notes, so one's own tool.
        zh(
            r"^(?:私人|个人|自己的|我自己的)(?:笔记|日记|待办)(?:我)?(?:都)?(?:放在|记在|存在)"
            r"(?P<obj>[A-Za-z「][A-Za-z0-9.+#一-龥」 ]{1,20}?)(?:里|里面|上)?" + _END
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "zh.moved_from_district",
        # 上个月从卧龙区搬到了宛城区: the district moved to, the one left the value it replaces.
        zh(rf"^(?:上个月|去年|上周|前阵子|最近)?(?:我)?从(?P<wrong>{_PLACE})搬到了?(?P<obj>{_PLACE})" + _END),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "zh.two_foods_cannot_eat",
        # 猪蹄和酸菜鱼，这俩我都吃不来: both foods refused.
        zh(r"^(?P<obj>[一-龥]{1,6}和[一-龥]{1,6})，\s*(?:这俩|这两样|两样)?我?都(?:吃不来|吃不惯)" + _END),
        "DISLIKES",
        0.8,
        listed=True,
    ),
    Pattern(
        "zh.name_double_surname",
        # 左丘知远，复姓左丘: the name said, then that its surname is a double one.
        zh(r"^(?P<obj>(?P<sur>[一-龥]{2})[一-龥]{1,2})，\s*复姓(?P=sur)" + _END),
        "HAS_NAME",
        0.85,
        object_type="Person",
    ),
    Pattern(
        "zh.name_hard_to_read",
        # (…，复姓左丘，)一般人第一次都念不顺: how others read the name, no habit of the speaker's.
        zh(r"^(?P<obj>(?:一般人|别人|大家)[^，。]{0,8}都念(?:不顺|不对|错))" + _END),
        "HAS_HABIT",
        DOUBTFUL,
    ),
    Pattern(
        "zh.release_day_monthly",
        # 每月第二个周五是发版日 / 每月第一个周二发版，雷打不动: the release cadence, not a habit.
        zh(
            r"^(?P<obj>每月(?:第[一二三四]个|最后一个)周[一二三四五六日])(?:是发版日|发版)"
            r"(?:，\s*雷打不动)?" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.customers_pay_with",
        # 客人扫码付款用的是「宛付」 / 来买剑的客人都扫剑庐收付款: how the customers pay, the business's tool.
        zh(r"^(?:来[一-龥]{1,4}的)?客人(?:都)?(?:扫码付款用的是(?P<obj>「[^」]{1,10}」|[A-Za-z一-龥]{2,6}))" + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.customers_scan_to_pay",
        # 来买剑的客人都扫剑庐收付款: the app scanned to pay with.
        zh(r"^(?:来[一-龥]{1,4}的)?客人(?:都)?扫(?P<obj>[一-龥A-Za-z]{2,5}?)付款" + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.role_now_old_handed_over",
        # 我现在是研发副总了，平台工程师那摊已经交出去 / 发布工程师那个岗我不干了，现在是技术副总裁: the new role, the
        # one given up the value it replaces.
        zh(r"^我现在是(?P<obj>[一-龥A-Za-z]{2,8})了，\s*(?P<wrong>[一-龥A-Za-z]{2,10}?)那摊(?:已经)?交出去了?" + _END),
        "HAS_ROLE",
        0.85,
        object_type="Role",
    ),
    Pattern(
        "zh.role_quit_now_is",
        zh(r"^(?P<wrong>[一-龥A-Za-z]{2,10}?)那个岗我不干了，\s*现在是(?P<obj>[一-龥A-Za-z]{2,8})" + _END),
        "HAS_ROLE",
        0.85,
        object_type="Role",
    ),
    Pattern(
        "zh.fan_one_of",
        # 地铁迷一枚 / 天文爱好者一枚: what one is, said of oneself.
        zh(r"^(?P<obj>[一-龥]{1,6}(?:迷|爱好者))一枚" + _END),
        "IS_A",
        0.8,
    ),
    Pattern(
        "zh.github_find_me",
        # GitHub上找我：tinglan-hl / GitHub上搜zhiyuan-zq就是我: one's GitHub handle.
        zh(r"^GitHub上(?:找我[：:]\s*|搜)(?P<obj>[A-Za-z0-9][A-Za-z0-9_-]{1,38})(?:就是我)?" + _END),
        "HAS_GITHUB_HANDLE",
        0.85,
    ),
    Pattern(
        "zh.working_hours_from_to",
        # 我上班时间七点四十到下午三点五十五: one's working hours.
        zh(
            rf"^我?上班时间(?:是)?(?P<obj>(?:上午|早上)?{_NUM}{{1,3}}点(?:半|{_NUM}{{0,3}})(?:分)?到"
            rf"(?:下午|晚上)?{_NUM}{{1,3}}点(?:半|{_NUM}{{0,3}})(?:分)?)" + _END
        ),
        "HAS_WORKING_HOURS",
        0.85,
    ),
    Pattern(
        "zh.ask_them_my_manager",
        # 有事找拓跋海涛，他是我直属上司: the one one reports to.
        zh(r"^有事(?:就)?找(?P<obj>[一-龥]{2,4})，\s*(?:他|她)是我(?:的)?(?:直属)?上司" + _END),
        "HAS_MANAGER",
        0.85,
        object_type="Person",
    ),
    Pattern(
        "zh.drink_first_choice",
        # 喝茶我首选柠檬草茶 / 桂花茶是我的心头好: what one prefers.
        zh(r"^喝茶我首选(?P<obj>[一-龥]{2,8})" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.my_favourite",
        zh(r"^(?P<obj>[一-龥]{2,6})是我的心头好" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.all_but_this",
        # (卤味我基本都爱，)唯独猪耳朵不碰 / 除了蒜薹，啥菜我都吃: the one food refused.
        zh(r"^唯独(?P<obj>[一-龥]{2,6}?)不(?:碰|吃)" + _END),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.all_food_but",
        zh(r"^除了(?P<obj>[一-龥]{2,6})，\s*(?:啥|什么)菜?我都吃" + _END),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.runs_family_place_in_town",
        # 我在广宁帮姑姑打理「竹海笋园」 / 我在西峡和爱人一起经营「老界岭菇场」: where one works, and where it is.
        zh(
            r"^我在(?P<town>[一-龥]{2,4})(?:帮[一-龥]{1,3}|和[一-龥]{1,3}一起|跟[一-龥]{1,3}一起)(?:打理|经营)"
            r"(?P<obj>「[^」]{2,12}」)" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("town", "LOCATED_IN", "Place"),),
    ),
    policy(
        "zh.all_by_hand",
        # 每方砚都手工雕，不用机器开坯: the rule is the work by hand; the machine is part of it, not avoided alone.
        zh(r"^(?P<obj>[^，。]{1,6}都手工[^，。]{1,6})，\s*不用[^，。]{1,8}" + _END),
    ),
    policy(
        "zh.no_release_when",
        # 考研前一个月不上线 / 每周一上午不发版，那是中医馆挂号最多的时候: when the team holds releases back.
        zh(r"^(?P<obj>[^，。]{2,10}不(?:上线|发版))(?:，\s*那是[^，。]{2,16}的时候)?" + _END),
    ),
    Pattern(
        "zh.bug_called_here",
        # (吞预约的那个bug，)咱们这儿就叫它「饕餮」: a name for the session.
        zh(r"^(?:咱们|我们)(?:这儿)?就叫它(?P<obj>「[^」]{1,10}」)吧?" + _END),
        "IS_CALLED",
        0.8,
        who=OTHER,
    ),
    Pattern(
        "zh.goods_go_to",
        # 鲜笋主要供粤菜馆 / 砚台多半卖给文房四宝店 / 干香菇多半发给素食馆 / 草莓大头给烘焙店 / 买剑的多是武馆: who buys
        # the goods named first.
        zh(
            r"^(?:[一-龥]{1,4}(?:主要供|多半卖给|多半发给|大多卖给|大头给)|买[一-龥]{1,2}的多是)"
            r"(?P<obj>[一-龥]{2,8})"
            # …，剩下的走生鲜电商 / …，笋干走干货批发商: the rest, or the other goods, go to another buyer.
            r"(?:，\s*(?:剩下的|[一-龥]{1,3})走(?P<second>[一-龥]{2,8}))?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "zh.buyers_also",
        # (…，)书画院也会整批订 / 团餐公司也是固定客户 / 古玩城的商户也常来拿货 / 珠宝店是老主顾 / 偶尔也有影视剧组来订
        # 道具: another buyer, said after the first.
        zh(r"^(?P<obj>[一-龥的]{2,10}?)(?:也会整批订|也是固定客户|也常来拿货|是老主顾)" + _END),
        "HAS_CLIENTS",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.buyers_now_and_then",
        # (买剑的多是武馆，)偶尔也有影视剧组来订道具: a buyer now and then.
        zh(r"^偶尔也有(?P<obj>[一-龥]{2,8}?)来订[一-龥]{0,4}" + _END),
        "HAS_CLIENTS",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.sprint_end_custom",
        # 迭代收尾那天是「荷叶饭分享会」: the team's custom at the end of a sprint.
        zh(r"^迭代(?:收尾|结束)那天是(?P<obj>「[^」]{2,12}」)" + _END),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.ci_retired_builds_now",
        # 羚羊CI下线了，构建全搬到鼎湖CI / 独山CI已经停用，现在的构建都在丹江CI上跑: the new CI, the old replaced.
        zh(rf"^{_CI_RETIRED}，\s*{_BUILDS_NOW}" + _END),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.timezone_plan_by",
        # 时间先按缅甸时间来 / 这阵子按阿富汗时间给我排 / 接下来一个月按伊朗时间帮我安排: the time zone to plan by.
        zh(
            r"^(?:时间)?(?:先|这阵子|接下来一个月|接下来|最近)?按(?P<obj>[一-龥]{2,6}时间)"
            r"(?:来|给我排|帮我安排|安排)" + _END
        ),
        "HAS_TIMEZONE",
        0.8,
    ),
    Pattern(
        "zh.pastime_after_when",
        # 晚上练硬笔字 / 周末爱包馄饨 / 午休喜欢折纸 / 早上起来先打八段锦: a pastime (a verb of doing it first) at a
        # time said before it.
        zh(rf"^{_WHEN}(?P<obj>{_PASTIME})" + _END),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
    ),
    Pattern(
        "zh.role_doing_now",
        # 目前做平台工程师 / 我现在做发布工程师 / 我现在还是公司的工会小组长 / 从这个月起我当首席技术官了.
        zh(
            r"^(?:(?:目前|我现在|现在)做|我(?:现在)?还是公司的|(?:从这个月起|这个月起|从今天起)我当)"
            r"(?P<obj>[一-龥A-Za-z]{2,10}?)(?:了)?" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.standup_bare",
        # 早会八点四十五 / 每天八点十五开站会: the stand-up's time.
        zh(rf"^(?:早会|每天)(?P<obj>{_NUM}{{1,3}}点{_NUM}{{1,3}}(?:分)?)(?:开站会|开早会)?" + _END),
        "HAS_STANDUP_TIME",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.on_call_every_weeks",
        # 每二十三周轮我值一次班 / 每二十七周才轮到一次: the on-call turn.
        zh(rf"^(?P<obj>每{_NUM}{{1,3}}周)(?:轮我值一次班|才轮到一次|轮到一次|值一次班)" + _END),
        "HAS_ON_CALL_ROTATION",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.sprint_cycle_is",
        # 一个迭代周期是二十一个工作日: the sprint's length.
        zh(rf"^一个迭代(?:周期)?是(?P<obj>{_NUM}{{1,3}}个工作日)" + _END),
        "HAS_SPRINT_LENGTH",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.premises_built_in",
        # 包装棚在椅圈镇 / 烘干房建在丁河镇: where the business's sheds are.
        zh(r"^(?:[一-龥]{0,2}(?:棚|房|车间|作坊))(?:建)?在(?P<obj>[一-龥]{1,5}[镇村乡])" + _END),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
]

# Clauses the pipeline reads as one (round 46): a rash and that it is an allergy, a rule and what it turns away, a
# named place one's family owns and where it is, a name and its double surname, two foods and that they cannot be
# eaten, and a CI retired with where the builds run now.
_RASH = re.compile(r"^\s*我?(?:一)?碰[一-龥]{1,6}?就(?:起疹子|长疹子|起红疹|发痒)$")
_SAID_ALLERGY = re.compile(r"^\s*医生说是过敏" + _END)
_RULE = re.compile(r"(?:必须|只用|一律)[^，。]{2,10}$")
_TURNED_AWAY_CLAUSE = re.compile(rf"^\s*{_TURNED_AWAY}{_END}")
_FAMILY_PLACE = re.compile(r"^\s*「[^」]{2,12}」是(?:我们家的|我家的)$")
_BARE_AT = re.compile(r"^\s*(?:就)?在[一-龥]{2,6}$")
_NAME_SAID = re.compile(r"^\s*[一-龥]{3,4}$")
_DOUBLE_SURNAME = re.compile(r"^\s*复姓[一-龥]{2}$")
_FOODS = re.compile(r"^\s*[一-龥]{1,6}和[一-龥]{1,6}$")
_CANNOT_EAT = re.compile(r"^\s*(?:这俩|这两样|两样)?我?都(?:吃不来|吃不惯)" + _END)
_ROLE_NOW = re.compile(r"^\s*我现在是[一-龥A-Za-z]{2,8}了$")
_ROLE_HANDED = re.compile(r"^\s*[一-龥A-Za-z]{2,10}?那摊(?:已经)?交出去了?" + _END)
_ROLE_QUIT = re.compile(r"^\s*[一-龥A-Za-z]{2,10}?那个岗我不干了$")
_ROLE_IS_NOW = re.compile(r"^\s*现在是[一-龥A-Za-z]{2,8}" + _END)
_ASK_THEM = re.compile(r"^\s*有事(?:就)?找[一-龥]{2,4}$")
_MY_MANAGER = re.compile(r"^\s*(?:他|她)是我(?:的)?(?:直属)?上司" + _END)
_ALL_BUT = re.compile(r"^\s*除了[一-龥]{2,6}$")
_EAT_ALL = re.compile(r"^\s*(?:啥|什么)菜?我都吃" + _END)
_GOODS_GO_TO = re.compile(r"^\s*[一-龥]{1,4}(?:主要供|多半卖给|多半发给|大多卖给|大头给)[一-龥]{2,8}$")
_REST_GO_TO = re.compile(r"^\s*(?:剩下的|[一-龥]{1,3})走[一-龥]{2,8}" + _END)
_RETIRED = re.compile(rf"^\s*{_CI_RETIRED}$")
_BUILDS = re.compile(rf"^\s*{_BUILDS_NOW}{_END}")


def joins_zh_bamboo(before: str, after: str) -> bool:
    """Whether a Chinese clause is read with the one before it (round 46's pairs)."""
    return bool(
        (_RASH.match(before) and _SAID_ALLERGY.match(after))
        or (_RULE.search(before) and _TURNED_AWAY_CLAUSE.match(after))
        or (_FAMILY_PLACE.match(before) and _BARE_AT.match(after))
        or (_NAME_SAID.match(before) and _DOUBLE_SURNAME.match(after))
        or (_FOODS.match(before) and _CANNOT_EAT.match(after))
        or (_RETIRED.match(before) and _BUILDS.match(after))
        or (_ROLE_NOW.match(before) and _ROLE_HANDED.match(after))
        or (_ROLE_QUIT.match(before) and _ROLE_IS_NOW.match(after))
        or (_ASK_THEM.match(before) and _MY_MANAGER.match(after))
        or (_ALL_BUT.match(before) and _EAT_ALL.match(after))
        or (_GOODS_GO_TO.match(before) and _REST_GO_TO.match(after))
    )
