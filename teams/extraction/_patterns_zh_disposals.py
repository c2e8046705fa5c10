"""Chinese patterns for things given up, the ends blind parts 34-39 showed the rules missed most (round 44, issue
#25): an app of one's own uninstalled, said with what it is for (瞌睡鸭那个睡眠app卸载了 /
咕咚蛙那个喝水提醒也关掉了 / 记账狸也卸了), and a team's record retired with the tool its work is in now
(前台那本值班登记簿停用了，换班都在君山单里弄 / 接单的那个微信群解散了，订单都录进「砚单」). Read after every other
Chinese pattern, so what the earlier rules read they still read."""

from teams.extraction._patterns import WE, Pattern, zh

_END = r"[。！!]?$"
_APP = r"(?P<obj>「[^」]{1,10}」|(?![这那把我你他她])[A-Za-z一-龥][A-Za-z0-9一-龥]{1,6}?)"
_ALSO = r"(?:也|我也|我|已经|我已经|也已经)?"
# What the app is for, said after its name: 那个睡眠app, 那个喝水提醒.
_OF_KIND = r"那个[一-龥A-Za-z]{0,6}?(?:app|App|APP|应用|软件|提醒)"
# A record a team kept its work on: 值班登记簿, 微信群, 请假白板, 蓝皮本子.
_RECORD = r"(?P<obj>[^，。]{0,12}?(?:簿|本子|本|白板|黑板|板|群|表|册|挂历|日历))"
_RETIRED = r"(?:停用了|解散了|撤了|撤掉了|退休了|拆了|扔了|作废了|废了|取消了)"
# The tool its work is in now: 换班都在君山单里弄, 请假都走七星单, 现在订单全进「玉单通」.
_NOW_IN = (
    r"(?:现在|以后|今后|之后)?[一-龥]{0,4}?(?:都|全|全部)(?:在|进|录进|走|放进|记在|用)\s*"
    r"(?P<new>「[^」]{1,8}」|[一-龥]{1,4}?(?:单通|单|板|簿)|[A-Za-z][A-Za-z0-9.+#-]{1,20})(?:里|上)?[一-龥]{0,3}"
)
_RECORD_RETIRED_NOW_IN = zh(rf"^(?:以前|原来|之前)?{_RECORD}{_RETIRED}，\s*{_NOW_IN}{_END}")


def joins_zh_disposals(before: str, after: str) -> bool:
    """A team's record retired (…停用了) is read with the clause that names the tool its work is in now."""
    return bool(_RECORD_RETIRED_NOW_IN.match(f"{before.strip()}，{after.strip()}"))


DISPOSAL_PATTERNS = [
    Pattern(
        "zh.app_of_kind_uninstalled",
        # 瞌睡鸭那个睡眠app卸载了 / 走走龟那个计步app删了 / 咕咚蛙那个喝水提醒也关掉了 / 记账狸也卸了: an app of one's
        # own; 关掉了 only of an app said to be one (空调关了 is no end).
        zh(
            rf"^(?:[一-龥]{{1,4}}的)?{_APP}(?:{_OF_KIND}{_ALSO}(?:卸了|卸载了|删了|删掉了|关掉了|关了)|"
            rf"{_ALSO}(?:卸了|卸载了|卸掉了))" + _END
        ),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "zh.record_retired_work_now_in",
        # 会议室门口那块请假白板撤了，请假都走七星单 / 记订单的蓝皮本子退休了，现在订单全进「玉单通」: the team's old
        # record ended, the tool its work is in now used.
        _RECORD_RETIRED_NOW_IN,
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
]
