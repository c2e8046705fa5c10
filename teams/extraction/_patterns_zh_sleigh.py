"""Chinese patterns read before every other (round 39, issue #25): the shapes of part 33, each read in its clause
(a comma ends a clause). A paper chart torn down (纸质…撕了) and where the work went (排期都放进…), what pages
people when something breaks (线上出事了…会打电话叫人), a habit done with others in the evening
(晚上跟…跳广场舞), a quiet thing done at home (周末在家抄经), what the firm makes (我们做的是…的…系统), the tool
one keeps notes in (记东西我就用…), a season with no releases (…高峰期不发版), one's direct manager
(直属领导是…), how a shop takes money (琴铺收款用「…」), a language learnt later (…语后来学的), goods made on the
side (顺带做点…和…), the role one holds now (…不干了，现在是…负责人), the tool the builds moved to
(…停了，现在构建全迁到…), the release cadence after a heading (发版节奏：…), who orders from us (找我们订琴的多是…,
来拿货的主要是…), where a warehouse is (分拣仓库在…镇), others who use what we make (另外几家…也在用), an outing
the whole firm makes in a season (腊月里全公司一起去看「…」) and two foods one touches neither of
(…和…，我都不碰)."""

from teams.extraction._patterns import WE, Pattern, policy, zh

_END = r"[。！!]?$"
_TOOL = r"(?P<obj>「[^」]{1,12}」|[A-Za-z一-龥][A-Za-z0-9一-龥]{0,10}?)"
_NUM = r"[一二三四五六七八九十两\d]{1,3}"
# Kinds of business that buy or use: the last character or two says it is a kind of firm or shop.
_KIND = r"[一-龥]{1,6}(?:商|厂|店|馆|超市|公司|校|学院|医院|酒店|民宿|农户|合作社|团购|营)"
_ROLE_END = r"(?:负责人|经理|主管|组长|工程师|开发|设计师|总监|专员|主任)"

FIRST_PATTERNS = [
    Pattern(
        "zh.paper_chart_torn",
        # 纸质甘特图撕了(，排期都放进…): a paper chart or board taken down, no longer used.
        zh(r"^(?P<obj>(?:纸质|手写|纸面|墙上)的?[一-龥]{2,6}?(?:图|表|板|本|单))(?:撕了|撤了|扔了|拆了|摘了)" + _END),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "zh.work_put_into",
        # (纸质…撕了，)排期都放进雪橇单: where a kind of the team's work is kept now.
        zh(
            r"^(?:排期|任务|需求|工单|订单|进度|文档|计划)都(?:放进|搬进|挪进|挪到|迁到)了?\s*"
            + _TOOL
            + r"(?:里)?"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.pager_rings",
        # 线上出事了雪铃会打电话叫人: what pages people when something breaks.
        zh(
            r"^[一-龥]{0,4}?(?:出事|出故障|出问题|宕机|挂了)了?\s*"
            + _TOOL
            + r"会(?:打电话|发短信|打给值班的)?(?:叫人|喊人|通知)"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.evening_with_others",
        # 晚上跟小区阿姨们跳广场舞: a habit kept with others at a time of day.
        zh(r"^(?:晚上|早上|傍晚|周末)(?P<obj>跟[一-龥]{1,8}(?:跳|打|练|下|踢)[一-龥]{1,4})" + _END),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "zh.at_home_quietly",
        # 周末在家抄经: a quiet thing done at home (a verb of making or copying, not resting).
        zh(r"^(?:周末|晚上|休息日|放假)在家(?P<obj>(?:抄|练|画|写|烤|织|种|做)[一-龥]{1,3})" + _END),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "zh.we_make_system",
        # 我们做的是滑雪场的票务系统: what the firm makes, a kind of system for a kind of customer.
        zh(r"^我们(?:公司)?做的是\s*(?P<obj>[一-龥]{2,8}的[一-龥]{2,8}(?:系统|软件|平台|应用|小程序))" + _END),
        "SELLS",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "zh.notes_tool",
        # 记东西我就用Leafpad: the tool one keeps one's notes in.
        # The task said first is cut off as a setting (LEADING_HEDGE): 我就用… is read.
        zh(r"^我就用\s*(?P<obj>[A-Za-z][A-Za-z0-9.+#-]{1,20})" + _END),
        "USES",
        0.8,
    ),
    policy(
        "zh.no_release_season",
        # 雪季高峰期不发版(，谁也不能例外): a season the team never releases in.
        zh(r"^(?P<obj>[一-龥]{1,6}(?:高峰期|旺季|期间|繁忙期)不(?:发版|上线|部署|发布))" + _END),
    ),
    Pattern(
        "zh.direct_manager",
        # 直属领导是司马振华: one's direct manager.
        zh(r"^(?:我的)?直属(?:领导|上司|主管|上级)是\s*(?P<obj>[一-龥]{2,4})" + _END),
        "HAS_MANAGER",
        0.85,
        object_type="Person",
    ),
    Pattern(
        "zh.shop_takes_money",
        # 琴铺收款用「嘀嘀收」: how a shop takes money.
        zh(r"^[一-龥]{1,2}(?:铺|店|坊|摊|馆)(?:收钱|收款)用\s*(?P<obj>「[^」]{1,12}」)" + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.language_learnt_later",
        # (…语是小时候在家说的，)齐切瓦语后来学的 / 客家话后来才学的: a language one learnt later (and speaks).
        zh(r"^(?P<obj>[一-龥]{1,6}(?:语|话))(?:是)?后来(?:才)?学的" + _END),
        "SPEAKS",
        0.8,
        object_type="Language",
    ),
    Pattern(
        "zh.made_on_the_side",
        # (主打…，)顺带做点橙皮糖和鲜榨橙汁: goods made on the side.
        zh(r"^(?:顺带|顺便|捎带)(?:做点|做些|卖点|卖些|出点)\s*(?P<obj>[一-龥]{2,6}(?:[和、][一-龥]{2,6})*)" + _END),
        "SELLS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "zh.role_now",
        # 后端开发不干了，现在是技术负责人: the role given up and the one held now (joined in `_pipeline`).
        zh(rf"^(?P<wrong>[一-龥A-Za-z]{{2,8}})不干了，\s*现在是\s*(?P<obj>[一-龥]{{1,6}}{_ROLE_END})" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.builds_moved_to",
        # 冰川CI停了，现在构建全迁到雾凇CI: the tool stopped and the one a kind of work moved to.
        zh(
            r"^(?P<wrong>[A-Za-z一-龥「」]{2,12}?)(?:停了|停用了|下线了)，\s*现在(?:构建|部署|任务|代码|文档)全?"
            r"(?:迁到|搬到|换到|挪到)了?\s*" + _TOOL + _END
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.release_headed",
        # 发版节奏：每隔三周的周一: the release cadence after a heading.
        zh(
            rf"^(?:发版|发布|上线)(?:节奏|周期|频率)[：:]\s*(?P<obj>每隔?{_NUM}(?:周|个月)的周[一二三四五六日天])"
            + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.who_orders",
        # 找我们订琴的多是琴馆 / 来拿货的主要是水果店: who orders from us, said as the topic.
        zh(
            r"^(?:找我们(?:订|买|定)[一-龥]{0,2}|来(?:拿货|进货|订货))的(?:多是|主要是|大多是|基本是)\s*"
            rf"(?P<obj>{_KIND}(?:[和、]{_KIND})*)" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "zh.warehouse_in_town",
        # 分拣仓库在吉潭镇: where a warehouse (a workshop) is.
        zh(r"^[一-龥]{0,2}(?:仓库|厂房|车间)在\s*(?P<obj>[一-龥]{1,4}(?:镇|乡|村|县))" + _END),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.others_use_too",
        # 另外几家滑雪学校也在用: others who use what we make.
        # 另外 is cut off as a filler before any rule reads the clause.
        zh(rf"^(?:另外)?(?:还有)?(?:几家|好几家)\s*(?P<obj>{_KIND})也在用" + _END),
        "HAS_CLIENTS",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.season_outing",
        # 腊月里全公司一起去看「冰灯夜」: an outing the whole firm makes in a season.
        zh(
            r"^(?:腊月|正月|年底|年初|夏天|冬天|春天|秋天)里?(?:全公司|全组|全员|大家|团队)一起去(?:看|参加|逛)?\s*"
            r"(?P<obj>「[^」]{1,15}」)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.none_of_them",
        # 猪皮冻和羊肚，我都不碰: foods named, then that one touches none of them (joined in `_pipeline`).
        zh(r"^(?P<obj>[一-龥]{2,5}(?:和|、)[一-龥]{2,5})，\s*我(?:都|也)不(?:碰|吃)" + _END),
        "DISLIKES",
        0.8,
        listed=True,
    ),
]
