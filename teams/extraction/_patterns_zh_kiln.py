"""Chinese patterns read before every other (round 27, issue #25): the shop, kiln and office shapes of part 27. An app
named by its kind and bracketed name no longer used (笔记软件「…」我不用了), the team's bracketed event after when
it comes round (每个迭代结束我们都有「…」), where a kind of work is kept or run (缺陷记在…，构建跑在…上, 外卖走…),
the team one is in by its bracketed name (我在「…组」), an old record given up (…本子不用了) and where things are
kept now (现在都放在…里), a name for a thing in this chat only (这次聊天里就叫它「…」), a name in a summary after a
colon, goods newly put on sale (还上了一款…), a shop opened in a street (在…开了家「…」), a liking one is (…爱好者),
a food one never touches or cannot get down, the only drink one has of a kind, what one usually does in the evening,
and a workshop near a place."""

from teams.extraction._patterns import SESSION, WE, Pattern, zh

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
# A tool's name: Latin letters, or a Chinese name of up to eight characters (TAPD, 城墙构建, 饿了么).
_TOOL = r"(?:[A-Za-z][A-Za-z0-9_.+#-]*(?: [A-Za-z0-9][A-Za-z0-9_.+#-]*)?|[一-龥]{1,8}?(?:[A-Za-z]{1,6})?)"
_WORK = r"(?:缺陷|bug|Bug|BUG|需求|文档|任务|代码|构建|CI|用例|测试用例|工单|账|订单)"
_FOOD = r"[一-龥]{1,6}?"

FIRST_PATTERNS = [
    Pattern(
        "zh.bracketed_app_no_longer",
        # 笔记软件「…」我不用了: an app by its kind and bracketed name, no longer used (zh.app_by_kind_no_longer cut the
        # name at the bracket).
        zh(
            r"^(?:[一-龥A-Za-z]{2,6})?(?P<obj>「[^」]{1,15}」)我?(?:已经|早就)?(?:不用了|不再用了|没在用了|弃用了)"
            + _END
        ),
        "USES",
        0.8,
        kind="end",
        object_type="Tool",
    ),
    Pattern(
        "zh.every_round_bracketed_event",
        # 每个迭代结束我们都有「…复盘会」: the team's bracketed event after when it comes round (zh.habit read the whole
        # clause).
        zh(
            r"^(?:每个|每次|每周|每月|每)[^，。「」]{1,8}?(?:结束|之后|以后|后|前|末)?[，,]?\s*(?:我们|咱们)?(?:都|还)?"
            r"(?:有|会开|开|办)(?:个|一个|一场|一次)?(?P<obj>「[^」]{1,15}」)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "zh.work_kept_on",
        # 缺陷记在TAPD / 构建跑在城墙构建上 / 现在都放在…里: where a kind of work is kept or run, the team's tool.
        zh(
            rf"^(?:{_WORK}|现在)(?:都|也)?(?:记在|跑在|放在|存在|挂在|托管在|提在)\s*(?P<obj>{_TOOL})\s*(?:上|里|里面)?"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.work_goes_through",
        # 外卖走饿了么: the platform a kind of business goes through.
        zh(rf"^(?:外卖|配送|快递|物流|收款|支付|结算)(?:都)?走\s*(?P<obj>{_TOOL})" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "zh.in_bracketed_team",
        # 我在「泡馍组」: the team one is in, by its bracketed name.
        zh(r"^我在(?P<obj>「[^」]{1,15}(?:组|队|部|小组|团队|班)」)" + _END),
        "HAS_TEAM",
        0.8,
        who=WE,
        object_type="Team",
    ),
    Pattern(
        "zh.record_book_no_longer",
        # 手写的测试用例本子不用了: the team's old record, given up (where things go now is the next clause).
        zh(r"^(?P<obj>[^，。我]{2,12}?(?:本子|笔记本|记事本|表格|台账|白板|小本))(?:已经)?不(?:再)?用了" + _END),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "zh.summary_name",
        # 简单说：我是青禾 (…在…做测试): a name given first in a summary after a colon.
        zh(r"^(?:简单说|简单来说|总结一下|概括一下|一句话)[：:]\s*我是(?P<obj>[一-龥]{2,3})$"),
        "HAS_NAME",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "zh.newly_on_sale",
        # 最近还上了一款柴烧的公道杯: goods newly put on sale.
        zh(r"^(?:最近|最近还|前阵子)?还?(?:新上了|上新了|上了)(?:一款|一批|几款|一种)(?P<obj>[^，。]{2,12})" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.opened_shop_in",
        # (我是做面包的，)在哈尔滨中央大街开了家「列巴坊」: the shop one opened, and where it is (the business's).
        zh(r"^在(?P<place>[一-龥]{2,10}?)开了(?:家|一家|个|一个|间|一间)(?P<obj>「[^」]{1,15}」)" + _END),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "zh.this_chat_call_it",
        # (…那个偶发超时，)这次聊天里就叫它「…」吧: a name for the thing said before, in this chat only.
        zh(r"^(?:这次|本次|这个)(?:聊天|对话)(?:里|中)?[，,]?(?:就|先)?(?:叫它|管它叫)(?P<obj>「[^」]{1,15}」)" + _END),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "zh.fan_of",
        # 我是个骑行爱好者: a liking one is.
        zh(r"^我是(?:个|一个|一名)?(?P<obj>[一-龥]{2,6}(?:爱好者|发烧友|迷))" + _END),
        "IS_A",
        0.8,
    ),
    Pattern(
        "zh.never_touches",
        # 香菜我是一口都不碰: a food said first that one never touches.
        zh(rf"^(?P<obj>{_FOOD})我(?:是)?(?:一口都|一点都|从来)不(?:碰|吃|沾)" + _END),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.cannot_get_down",
        # (猪肉我没问题，)鸭血是真吃不来: a food said first that one cannot eat.
        zh(rf"^(?P<obj>{_FOOD})(?:我)?(?:是真|是|真|实在|真的)?吃不来" + _END),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "zh.only_drinks",
        # 茶我只喝茉莉花茶: the only drink one has of a kind.
        zh(r"^(?:茶|咖啡|酒|饮料)我只喝(?P<obj>[一-龥A-Za-z]{2,8})" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "zh.evening_habit",
        # 我晚上一般去城墙根下慢跑: what one usually goes to do at a time of day.
        zh(r"^我(?:早上|晚上|下班后|周末|每天)(?:一般|通常|基本上?|经常|都)(?P<obj>去[^，。]{2,15}?)" + _END),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "zh.workshop_near",
        # 作坊离陶溪川很近: the workshop or shop is near a place.
        zh(
            r"^(?:我们)?(?:作坊|工作室|店|店铺|铺子|工厂|窑|厂)离(?P<obj>[一-龥]{2,8}?)(?:很近|挺近|不远|特别近)"
            + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
]
