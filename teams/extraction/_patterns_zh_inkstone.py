"""Chinese patterns read before every other (round 43, issue #25): the shapes of parts 35 and 36. One's own list or
notes kept in a tool (我个人的待办清单放在…里), a personal app dropped as well (…也不用了 / …也删了 / …卸载了), two
foods refused together (…和…，看一眼都受不了 / …，这俩我都不碰), a rule and what it rules out (…一律…，不用… /
…只…，…一概不用), the firm's outing on a day of the year (每年五一公司组织大家去「…」) and one item of a tool list
(任务丢…, 告警发到…)."""

import re

from teams.extraction._patterns import WE, Pattern, policy, zh
from teams.extraction._sentences import Piece

_END = r"[。！!]?$"
_NAME = r"[A-Za-z「一-龥][A-Za-z0-9.+#一-龥」]{1,12}?"
# A kind of work a team keeps in a tool, said as the item of a tool list (任务丢…, 平时聊天走…, 告警发到…).
_WORK = r"(?:任务|需求|工单|构建|CI|平时聊天|聊天|沟通|告警|报警)"
# How a rule's second clause says what it rules out (不用胶水, 硫磺一点不用, 化学颜料一概不用).
_RULED_OUT = r"[^，。]{0,6}?(?:一点|一概|一律|从来)?不用[^，。]{0,6}"

# Where the work went after a tool stopped (现在构建全在…, 构建改到…) or a paper list was dropped (排期都看…).
_MOVED = r"(?:现在)?(?:构建|任务|排期)?(?:全|都)?(?:在|改到|迁到|换到|挪到)"
_KEPT_IN = r"[^，。]{1,6}?(?:都|全)(?:录进|看|在|放进|记在)"

_TOOL_MOVED = zh(rf"^(?P<wrong>{_NAME})(?:停了|下线了|停用了)，\s*{_MOVED}(?P<obj>{_NAME})(?:上跑|上|里)?" + _END)
_PAPER_DROPPED = zh(
    rf"^(?P<obj>[^，。]{{2,14}}?)(?:不用了|扔了|撤了)，\s*{_KEPT_IN}(?P<new>{_NAME})(?<![排跑做记])(?:里)?" + _END
)

FIRST_PATTERNS = [
    Pattern(
        "zh.own_list_in_tool",
        # 我个人的待办清单放在Scrawlbarrow里 / 自己的笔记都放Quillnook里: one's own list, so one's own tool.
        zh(
            r"^(?:我个人的|我自己的|自己的|我的)(?:待办清单|待办|笔记|备忘录?|日程)(?:都)?(?:放在|放|记在|存在)"
            r"(?P<obj>[A-Za-z「][A-Za-z0-9.+#一-龥」 ]{1,20}?)(?:里|里面|上)?" + _END
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "zh.own_app_dropped",
        # 记账的抠门兔也不用了 / 睡眠鹿也删了 / 省钱熊卸载了: an app of one's own dropped (what it is for said before
        # it with 的); 这个也不用了 names no app. (我)把笔记鲸卸载了 names 笔记鲸, not 把笔记鲸 (an end that named
        # no memory); 我们把… is the team's, and not read here.
        zh(
            r"^(?:[一-龥]{1,4}的)?(?:我把|把)?(?P<obj>(?![这那把我])[A-Za-z一-龥][A-Za-z0-9一-龥]{1,5}?)"
            r"(?:也(?:不用了|删了|卸载了)|卸载了)" + _END
        ),
        "USES",
        0.8,
        kind="end",
    ),
    Pattern(
        "zh.two_foods_refused",
        # 猪脑和蚕蛹，看一眼都受不了 / 海蜇和毛蛋，这俩我都不碰: both foods refused.
        zh(
            r"^(?P<obj>[一-龥]{1,6}和[一-龥]{1,6})，\s*(?:这俩|这两样|两样)?我?"
            r"(?:都|看一眼都|闻着都|一口都)(?:受不了|不碰|不吃|吃不了)" + _END
        ),
        "DISLIKES",
        0.8,
        listed=True,
    ),
    Pattern(
        "zh.food_asked_back_refused",
        # 酸笋？那个味儿我真不行 / 羊肉泡馍？不太行: the food asked back is the one refused (明天加班？不行 asks
        # about a plan: no verb or time in the thing).
        zh(
            r"^(?![^？]*[去来上下开加发做天周点会])(?P<obj>[一-龥]{2,6})？\s*(?:那个味儿?|那味儿?)?我?"
            r"(?:真|实在|是真)?(?:不行|不太行|受不了|吃不了)" + _END
        ),
        "DISLIKES",
        0.8,
    ),
    policy(
        "zh.rule_and_ruled_out",
        # 笔头一律手工扎，不用胶水 / 枸杞只晒不熏，硫磺一点不用: the rule is the first clause; what it rules out is
        # part of it, no thing the speaker avoids.
        zh(rf"^(?P<obj>[^，。]{{1,8}}(?:一律|只)[^，。]{{2,12}})，\s*{_RULED_OUT}" + _END),
    ),
    Pattern(
        "zh.firm_outing_yearly",
        # 每年五一公司组织大家去「赶海」 / 中元节那晚全公司去江边「放河灯」: the firm's custom, not the speaker's.
        zh(
            r"^(?:每年[^，。]{1,4}|[一-龥]{1,4}节(?:那晚|那天)?)(?:公司组织大家|全公司|公司|全组)(?:一起)?去"
            r"(?:[一-龥]{1,3})?(?P<obj>「[^」]{2,10}」)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "zh.tool_stopped_work_moved",
        # 庐山CI停了，现在构建全在锁江CI上跑 / 石岛CI下线了，构建改到乳山CI: the new tool, the old one replaced.
        _TOOL_MOVED,
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "zh.paper_dropped_work_in_tool",
        # 办公室那本排期挂历扔了，排期都看烟水单 / 以前记订单的那个账本不用了，订单都录进「笔单」: the old way ended,
        # the tool the work is kept in now used.
        _PAPER_DROPPED,
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "zh.buyers_mostly",
        # 买家多是书法培训班和文具店 / 主要供给养生馆和中药铺 / 最近电竞馆和卡丁车场也开始用了: who buys.
        zh(
            r"^(?:(?:买家|客户|来买的|来订[一-龥]{1,3}的)(?:多是|主要是|大多是|大部分是)|主要(?:供给|供应给|卖给)|"
            r"(?:最近|今年)?(?=[^，。]{2,16}也开始用了))(?P<obj>[一-龥]{2,8}和[一-龥]{2,8}?)(?:也开始用了)?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "zh.tool_list_item",
        # 任务丢烟水单 / 平时聊天走浔阳信 / 告警发到鞋山铃 / (工具链：)任务用成山单: an item of the team's tools.
        zh(rf"^(?:工具链?[：:]\s*)?{_WORK}(?:丢|用|走|靠|发到|推到|记在|放在)(?![的是])(?P<obj>{_NAME})" + _END),
        "USES",
        0.8,
        who=WE,
    ),
]

# Clauses the pipeline reads as one (round 43): a rule and what it rules out (…一律…，不用…), foods and that they
# are refused (…和…，看一眼都受不了), and a tool stopped or a paper list dropped with where the work went (…停了，现在…
# 在…). Read apart, the second clause was a thing avoided, a dislike of nothing, or a tool without what it replaced.
_RULE = re.compile(r"(?:一律|只)[^，。]{2,12}$")
_RULED_OUT_CLAUSE = re.compile(rf"^\s*{_RULED_OUT}{_END}")
_FOODS = re.compile(r"^\s*[一-龥]{1,6}和[一-龥]{1,6}$")
_REFUSED = re.compile(r"^\s*(?:这俩|这两样|两样)?我?(?:都|看一眼都|闻着都|一口都)(?:受不了|不碰|不吃|吃不了)" + _END)


def joins_zh(before: str, after: str) -> bool:
    """Whether a Chinese clause is read with the one before it (round 43's pairs)."""
    return bool(
        (_RULE.search(before) and _RULED_OUT_CLAUSE.match(after))
        or (_FOODS.match(before) and _REFUSED.match(after))
        # Joined only when the pair is read so (…撤了，现在排班都在…上排 is read apart, as before).
        or bool(_TOOL_MOVED.match(f"{before.strip()}，{after.strip()}"))
        or bool(_PAPER_DROPPED.match(f"{before.strip()}，{after.strip()}"))
    )


# 简单说下我：星遥／研发主管／「甘棠软件」／… / 我的基本情况：名字月白，职位研发负责人，公司「海驴软件」，… (round 43):
# one's own summary after a heading, its items cut at ／ (or each a clause of its own after ，), each item read as
# the plain statement it stands for. Read as it was, 公司「海驴软件」 gave the firm's town as "公司".
_SUMMARY_HEAD = re.compile(r"^\s*(?:简单说下我|简单说一下我|我的基本情况|我的情况)[：:]\s*")
_ITEM_BREAK = re.compile(r"\s*[／/｜|]\s*")
_ROLE = re.compile(r"^[一-龥A-Za-z]{1,8}(?:主管|负责人|工程师|开发|经理|设计师|总监|组长|架构师)$")
_TEAM = re.compile(r"^「[^」]{1,8}(?:组|班|队)」$")
# An item with its key said first (名字月白, 职位…, 公司「…」, 小组「…」, 早会…), and the statement it stands for.
_KEYED = [
    (re.compile(r"^名字(?:是|叫)?(?P<v>[一-龥]{2,3})$"), "我叫{}"),
    (re.compile(r"^职位(?:是)?(?P<v>[一-龥A-Za-z]{2,10})$"), "我是{}"),
    (re.compile(r"^公司(?:是)?(?P<v>「[^」]{2,12}」)$"), "我在{}上班"),
    (re.compile(r"^(?:小组|组)(?:是)?(?P<v>「[^」]{2,10}」)$"), "我们组叫{}"),
    (re.compile(r"^(?P<k>任务|需求|工单)在(?P<v>[A-Za-z「一-龥][A-Za-z0-9一-龥」]{1,12})$"), "{}"),
    (re.compile(r"^(?:早会|站会)(?:是)?(?P<v>[一二三四五六七八九十零两\d]{1,3}点[^，。／]{0,5})$"), "早会：{}"),
]


def summary_items_zh(pieces: list[Piece]) -> list[Piece]:
    """One's own Chinese summary after a heading, each item read as the statement it stands for."""
    heads = [i for i, piece in enumerate(pieces) if _SUMMARY_HEAD.match(piece.text)]
    if not heads:
        return pieces
    first = heads[0]
    head = pieces[first]
    start = head.start + _SUMMARY_HEAD.match(head.text).end()
    items = [Piece(head.text[start - head.start :], start, head.end), *pieces[first + 1 :]]
    read = pieces[:first]
    for item in items:
        offset = item.start
        for value in _ITEM_BREAK.split(item.text):
            value_start = item.text.index(value, offset - item.start) + item.start if value else offset
            offset = value_start + len(value)
            said = _item_said(value.strip(), first_item=len(read) == first)
            read.append(Piece(said, value_start, offset))
    return read


def _item_said(value: str, *, first_item: bool) -> str:
    """The statement a summary's item stands for: its key's, or its shape's, or the item as it is."""
    for key, said in _KEYED:
        match = key.match(value)
        if match:
            # 任务在烟水单: where the tasks are kept, said as 记在 (a bare 在 is read no further).
            return f"{match['k']}记在{match['v']}" if match.groupdict().get("k") else said.format(match["v"])
    if first_item and re.fullmatch(r"[一-龥]{2,3}", value):
        return f"我叫{value}"
    if _ROLE.match(value):
        return f"我是{value}"
    if _TEAM.match(value):
        return f"我们组叫{value}"
    if re.fullmatch(r"「[^」]{2,12}」", value):
        return f"我在{value}上班"
    return value
