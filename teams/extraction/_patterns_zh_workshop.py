"""Chinese patterns for the workshop and who works in it (round 8, issue #25): what a workshop, a co-op or a shop
sells (醋坊卖…和…, 我们合作社卖…), an event it holds every year or month (我们壶坊每月十五号办一次品茗会), where its
shop is opened online (网店开在抖店上) or moved to (全搬到视频号小店上了), the workshop one works at named in quotes
(工作室叫“金漆坊”), and when a team trains (龙舟队每周日早上在江边训练). Round 9 adds where the premises are
(珍珠场就在流沙湾边上), the team's name (我们舞狮队的名字叫“金睛”), a workplace named in quotes after 在, a group
one is in (在狮队里当鼓手), a language said first (吴川话我说得很溜) and what one looks down on (机压的看不上).
FIRST_PATTERNS correct an older reading (a daily meeting said as 定在, an event held every year with the time said
first, a workplace in quotes) and are read before every other Chinese pattern; LATER_PATTERNS after them all."""


from teams.extraction._patterns import SELF, WE, Pattern, zh
from teams.extraction._patterns_zh_trades import _CLOCK, _TRADE

_END = r"(?:了|的|啊|呢|吧)?[。！!]?$"
# A workshop, a co-op or a shop: the words a small business is called by (作坊, 醋坊, 合作社, 绣坊, 网店 …).
# 我们堂, 我们轩 (round 15): an old shop's name word (嵌玉堂, 玉瓷轩) said alone is the shop too; 食堂 and 教堂 are
# places, not the speaker's shop.
_WORKSHOP = r"(?:合作社|作坊|工作室|坊|社|店|铺|厂|园|场|馆|(?<![食教礼学课])堂|轩|斋)"


# Every so often: 每年, 每个月, 每周 … (an event's rhythm).
_EVERY = r"每(?:年|个?月|周|星期|季度)"
# An event a business holds, by its last character (品茗会, 开缸节, 采青大会), optionally in quotes.
_EVENT = r"[“\"「]?(?P<obj>[一-龥]{1,6}?(?:会|节|展|集|市|赛|课|宴))[”\"」]?"

# A street, a lane or a road (南大街, 陶瓷街, 解放路, 东关巷): where premises stand, never a platform sold on.
_STREET = r"[一-龥]{1,6}?(?:大街|街|路|巷|大道|胡同|弄)"

FIRST_PATTERNS = [
    Pattern(
        "zh.premises_on_street",
        # 壶坊就在枫溪的陶瓷街上 / (我们漆器店叫…，)开在南大街上 (round 14): premises on a street are where the
        # business is (zh.shop_opened_on read 上 as a platform, zh.premises_at left 上 out). Without a premises'
        # word only 开在 or 设在 says a business (我在南大街上 is where one is now).
        zh(
            rf"^(?:(?:我们的?)?[一-龥]{{0,4}}?{_WORKSHOP}(?:就|也)?(?:开在|设在|在)|(?:就|也)?(?:开在|设在))"
            rf"(?:[一-龥]{{1,4}}的)?(?P<obj>{_STREET})(?:上|边|旁边)?" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.works_at_quoted",
        # 在泉州的“嘉礼木偶社”演戏 / 在“灯芯坊”上班: a workplace named in quotes, where one works (zh.works_at keeps
        # the town and the quote).
        zh(
            r"^(?:我)?(?:现在|目前)?在(?:[一-龥]{1,4}的)?[“\"「](?P<obj>[^”\"」]{2,12})[”\"」]"
            r"(?:上班|工作|干活|演戏|演出|做事|打工|当学徒)(?:呢|呀|啊)?" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "zh.meeting_set_at",
        # 我们每天的晨会定在七点四十五: a daily meeting set at a time (zh.habit reads the whole clause as a habit).
        zh(
            r"^(?:我们)?(?:每天|每日|工作日)?的?(?:晨会|早会|站会|例会|早班会|交班会|班前会)(?:定在|安排在|在)"
            rf"(?P<obj>{_CLOCK})(?:开|开始)?" + _END
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.event_held_time_first",
        # 每年正月十五我们狮队都办一场采青大会: when first, then who (zh.habit takes it all for the speaker's habit).
        zh(
            rf"^{_EVERY}[^，。我]{{0,6}}[，,]?(?:我们|咱们)[一-龥]{{0,4}}?(?:都|会|都会)?(?:办|举办|开|搞)(?:一次|一场|一回)?"
            + _EVENT
            + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
]

LATER_PATTERNS = [
    Pattern(
        "zh.workshop_sells",
        # 醋坊卖老陈醋和醋泡黑豆 / 铺里卖廿四味、五花茶 (round 10, in the shop) / 我们合作社卖牦牛肉干和酥油: what the
        # workshop sells (zh.sells knows 我们 and a few
        # kinds of shop only).
        zh(
            rf"^(?:我们)?[一-龥]{{0,4}}?{_WORKSHOP}(?:里)?(?:主要|也|还|专门)?(?:卖|出售|销售)(?P<obj>[^，。！]{{1,30}}?)"
            + _END
        ),
        "SELLS",
        0.85,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "zh.event_held",
        # 我们壶坊每月十五号办一次品茗会 / 我们醋坊每年冬至办开缸节: an event the business holds every so often.
        zh(
            # 木偶社每个月初一办一次“开箱会”: 每个月, and the event in quotes.
            rf"^(?:我们)?[一-龥]{{0,4}}?{_EVERY}[^，。办]{{0,6}}?(?:办|举办|开|搞)(?:一次|一场|一回)?" + _EVENT + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.shop_opened_on",
        # 壶坊的网店开在抖店上 / 我们绣坊现在…，全搬到视频号小店上了 / 网上店铺在微店上: the platform the business
        # sells on.
        zh(
            rf"^(?:我们)?(?:[一-龥]{{0,4}}?{_WORKSHOP}的?)?(?:网上)?(?:网店|店铺|小店)?(?:现在|已经)?(?:全|都|全部)?"
            # 全搬到快手小店: 上 may be left out after a shop's word (搬到杭州 is a move, 店开在西关 where it is).
            r"(?:(?:开在|设在|搬到|转到|迁到|(?<=网店|店铺|小店)在)(?P<obj>[^，。]{2,12}?)上|"
            r"(?:搬到|转到|迁到)(?P<span>[^，。]{0,8}?(?:小店|网店|商城|平台)))" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.workshop_called",
        # …，工作室叫“金漆坊”: the workshop one works at, named in quotes.
        zh(
            # 店名「五星巷粉铺」 (round 15): the shop's name said as 店名.
            r"^(?:我的|我们的)?(?:(?:工作室|作坊|工坊|铺子|店)(?:叫|名叫|名字叫)|店名(?:叫|是)?[：:]?)"
            r"[“\"「](?P<obj>[^”\"」]{1,12})[”\"」]"
            + _END
        ),
        "WORKS_AT",
        0.8,
        who=SELF,
        object_type="Organisation",
    ),
    Pattern(
        "zh.team_trains",
        # 龙舟队每周日早上在江边训练: when and where a team trains is its habit.
        zh(
            r"^(?:我们)?[一-龥]{1,4}?(?:队|团|社|组|班)每(?:周|天|星期|月)[^，。在]{0,6}?"
            r"(?P<obj>(?:在[^，。]{1,8}?)?(?:训练|排练|练习|集训|操练|练球|练功))" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "zh.premises_at",
        # 珍珠场就在流沙湾边上 / …，店开在兰州西关: where the workshop, the farm or the shop is.
        zh(
            # 网上店铺在微店上: a shop on a platform (上) is where it sells, not where it is.
            # 广场就在江边上: a square, a market or an airport is no one's premises.
            rf"^(?!广场|市场|商场|机场|操场|球场|现场)(?:我们的?)?(?:[一-龥]{{0,4}}?{_WORKSHOP})(?:就|也)?(?:在|开在|设在)(?!家|这|那)(?![^，。]*(?<!边)上{_END})"
            # 店在二楼: a floor or a room is no place.
            r"(?P<obj>[一-龥]{2,8}?)(?<![楼层室号])(?:边上|旁边|附近|一带|那边|这边)?" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "zh.team_named",
        # 我们舞狮队的名字叫“金睛”: the team by its name in quotes.
        zh(
            r"^(?:我们|咱们)[一-龥]{0,4}?(?:队|团|组|社|班子?)的?(?:名字|队名|名称)?叫"
            r"[“\"「](?P<obj>[^”\"」]{1,12})[”\"」]" + _END
        ),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.trade_in_group",
        # 我在狮队里当鼓手: the trade, in a group one is in (no workplace to name).
        zh(rf"^我?在[一-龥]{{1,6}}里(?:当|做|担任)(?P<obj>{_TRADE})(?:[，, ].*)?" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "zh.language_said_first",
        # 吴川话我说得很溜 / 黎语只会几句: the language first, then how well one speaks it.
        zh(
            r"^(?P<obj>[一-龥]{1,4}(?:话|语))我?(?:(?:说|讲)得(?:很|挺|还|比较|非常)?(?:溜|好|流利|地道|不错|顺)|"
            r"(?:只)?会(?:说|讲)?(?:几句|一点|一些|一点点))" + _END
        ),
        "SPEAKS",
        0.8,
        object_type="Language",
    ),
    Pattern(
        "zh.looks_down_on",
        # …，机压的看不上: what one looks down on, said first (the clause after a preference).
        zh(r"^(?P<obj>[^，。我]{1,10}?)我?(?:看不上|瞧不上|看不上眼)" + _END),
        "DISLIKES",
        0.75,
    ),
]
