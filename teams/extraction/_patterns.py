"""Durable-fact patterns: what a pattern is, who a statement is about, and matching.

A pattern is a regular expression over one clause with a named group `obj` (the
object), an optional `topic` (who or what the clause is about: "I", "we", "our
team", 私は, 我们公司 …) and an optional `cat` (a category word: "my favourite
*editor* is …"). The first pattern of a language that matches wins, so tables list
the specific before the general. Confidence says how strongly the wording marks a
durable fact (0.5–0.93); hedges ("maybe", たぶん, 可能) lower it.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

from teams.extraction._objects import category_type, object_names, object_type

SELF, WE, OTHER = "self", "we", "other"
# "For this conversation, …": a statement the speaker limits to this run (session memory only).
SESSION = "session"
HEDGE_PENALTY = 0.3
# Relations whose object may be a list: "I speak Japanese and English" is two memories.
LISTING = frozenset({"PREFERS", "USES", "DISLIKES", "AVOIDS", "SPEAKS", "SELLS"})
MIN_CONFIDENCE = 0.5
# Below the default threshold (MEMORYMESH_EXTRACTION_THRESHOLD, 0.7): what a rule finds that was right in
# fewer than half of its drafts on the labelled parts it met blind (bench/bench_blind_rules.py, parts 2-8)
# lands in the turn report's `below_threshold` instead of being stored.
DOUBTFUL = 0.6


@dataclass(frozen=True)
class Pattern:
    name: str
    regex: re.Pattern
    relation: str  # may hold "{cat}": HAS_PROJECT from "our project is called …"
    confidence: float
    who: str = SELF  # when the clause names no topic
    object_type: str = ""  # a fixed type; else the category said, else the object's known type
    kind: str = "memory"  # memory | end ("I no longer use X" ends a current memory)
    # More memories from other groups of the same clause: ("org", "WORKS_AT", "Organisation") reads
    # "I'm a staff engineer at Acme" as a role and a workplace.
    # A fourth item gives that memory's own kind: ("new", "USES", "Tool", "memory") reads "we moved off X to Y" as X
    # ended and Y used (round 17).
    also: tuple[tuple[str, ...], ...] = ()
    phrase: bool = False  # the object is a phrase kept as said (a habit, a policy), not a name
    # "Our X is Y" names its relation after X. When no slot knows X (HAS_FRONTEND, HAS_主数据库), the draft
    # was wrong in 21 of 22 blind drafts (mostly a tool the team uses; with a known slot: right in 6 of 6).
    doubtful_unless_slot: bool = False
    # The object is a list of kinds of things joined as goods are (…と…, 、): お客さんは主に酒蔵と信用金庫です.
    listed: bool = False


def policy(name: str, regex: re.Pattern) -> Pattern:
    """A team rule ("we never deploy on Fridays", 金曜日のマージは禁止です): the org's, kept as said."""
    return Pattern(name, regex, "HAS_POLICY", 0.85, who=WE, object_type="Policy", phrase=True)


@dataclass(frozen=True)
class Found:
    pattern: str
    relation: str
    who: str
    subject: str | None  # what an OTHER statement is about ("project"); None: the speaker or the org
    obj: str
    object_type: str
    confidence: float
    kind: str
    corrects: str = ""  # the value a pattern says this one replaces ("moved from Northwind to Contoso")


# who_of(topic said or None, the pattern's default) -> (self | we | other, subject of an OTHER statement)
WhoOf = Callable[[str | None, str], tuple[str, str | None]]


def topic_reader(
    *,
    selves: set[str],
    we_marks: re.Pattern,
    determiners: re.Pattern,
    not_topics: frozenset[str] = frozenset(),
    settings: re.Pattern | None = None,
) -> WhoOf:
    """who_of for a language that marks its topic (私は, 我们): the speaker's own words say self,
    a word of the organisation says we, a kind of thing (`settings`: エディタは…派, 写前端…) says in
    what the statement holds, not who; anything else is what the statement is about."""

    def who_of(topic: str | None, default: str) -> tuple[str, str | None]:
        norm = (topic or "").strip()
        if not norm or norm in not_topics or (settings is not None and settings.fullmatch(norm)):
            return default, None
        if norm in selves:
            return SELF, None
        if we_marks.search(norm):
            return WE, None
        return OTHER, determiners.sub("", norm) or norm

    return who_of


def en(regex: str) -> re.Pattern:
    return re.compile(regex, re.IGNORECASE)


def ja(regex: str) -> re.Pattern:
    return re.compile(regex)


def zh(regex: str) -> re.Pattern:
    # Latin tool names inside Chinese turns ("用Jira", "用jira") match either case.
    return re.compile(regex, re.IGNORECASE)


# Category words that name a slot ("our *project* is called …") → the slot's name in relations.
_SLOTS = {
    "project": "PROJECT",
    "product": "PRODUCT",
    "company": "COMPANY",
    "team": "TEAM",
    "squad": "TEAM",
    "crew": "TEAM",
    "app": "APP",
    "application": "APP",
    "startup": "COMPANY",
    "service": "SERVICE",
    "repo": "REPO",
    "repository": "REPO",
    "リポジトリ": "REPO",
    "レポジトリ": "REPO",
    # 仓库 alone is as often a warehouse (我们的仓库是租的) as a repository: only 代码仓库 names the slot.
    "代码仓库": "REPO",
    "github handle": "GITHUB_HANDLE",
    "github": "GITHUB_HANDLE",
    "github username": "GITHUB_HANDLE",
    "githubのid": "GITHUB_HANDLE",
    "githubのアカウント": "GITHUB_HANDLE",
    "githubのユーザー名": "GITHUB_HANDLE",
    "github账号": "GITHUB_HANDLE",
    "github帐号": "GITHUB_HANDLE",
    "github用户名": "GITHUB_HANDLE",
    "github id": "GITHUB_HANDLE",
    "codebase": "REPO",
    "org": "COMPANY",
    "organisation": "COMPANY",
    "organization": "COMPANY",
    "library": "LIBRARY",
    "role": "ROLE",
    "job title": "ROLE",
    "position": "ROLE",
    "tool": "TOOL",
    "プロジェクト": "PROJECT",
    "製品": "PRODUCT",
    "主力製品": "PRODUCT",
    "主力商品": "PRODUCT",
    "プロダクト": "PRODUCT",
    "サービス": "SERVICE",
    "アプリ": "APP",
    "会社": "COMPANY",
    "チーム": "TEAM",
    "项目": "PROJECT",
    "产品": "PRODUCT",
    "主力产品": "PRODUCT",
    "主打产品": "PRODUCT",
    "主要产品": "PRODUCT",
    "公司": "COMPANY",
    "团队": "TEAM",
    "服务": "SERVICE",
    "应用": "APP",
    "时区": "TIMEZONE",
    "邮箱": "EMAIL",
    "电子邮件": "EMAIL",
    "手机号": "PHONE",
    "微信": "WECHAT",
    "昵称": "NICKNAME",
    "母语": "NATIVE_LANGUAGE",
    # A job title said in any language is the role (EN "role" / "position"), one relation for all three.
    "职位": "ROLE",
    "职务": "ROLE",
    "岗位": "ROLE",
    "上级": "MANAGER",
    "职称": "TITLE",
    "部门": "DEPARTMENT",
    "老板": "MANAGER",
    "上司": "MANAGER",
    "经理": "MANAGER",
    "领导": "MANAGER",
    "主管": "MANAGER",
    "タイムゾーン": "TIMEZONE",
    "メール": "EMAIL",
    "メールアドレス": "EMAIL",
    "部署": "DEPARTMENT",
    "役職": "ROLE",
    "ニックネーム": "NICKNAME",
    "母語": "NATIVE_LANGUAGE",
    "上司の名前": "MANAGER",
    "time zone": "TIMEZONE",
    "e-mail": "EMAIL",
    "email address": "EMAIL",
    "客户": "CLIENTS",
    "顾客": "CLIENTS",
    "顧客": "CLIENTS",
    "お客様": "CLIENTS",
    "customers": "CLIENTS",
    # Team routines said in any language land on one relation, so that "Our on-call rotation is
    # weekly" and 弊社のオンコール当番は毎週交代です are the same memory (and one replaces the other).
    "on-call": "ON_CALL_ROTATION",
    "on call": "ON_CALL_ROTATION",
    "oncall": "ON_CALL_ROTATION",
    "on-call rotation": "ON_CALL_ROTATION",
    "sprint": "SPRINT_LENGTH",
    "sprints": "SPRINT_LENGTH",
    "release cycle": "RELEASE_CADENCE",
    "releases": "RELEASE_CADENCE",
    "オンコール": "ON_CALL_ROTATION",
    "オンコール当番": "ON_CALL_ROTATION",
    "スプリント": "SPRINT_LENGTH",
    "スプリント期間": "SPRINT_LENGTH",
    "リリース": "RELEASE_CADENCE",
    "リリースサイクル": "RELEASE_CADENCE",
    "リリース周期": "RELEASE_CADENCE",
    "リリース日": "RELEASE_DAY",
    "デプロイ日": "DEPLOY_DAY",
    "值班": "ON_CALL_ROTATION",
    "值班轮换": "ON_CALL_ROTATION",
    "轮值": "ON_CALL_ROTATION",
    "迭代周期": "SPRINT_LENGTH",
    "迭代": "SPRINT_LENGTH",
    "发布": "RELEASE_CADENCE",
    "发布周期": "RELEASE_CADENCE",
    "发布节奏": "RELEASE_CADENCE",
    "发版周期": "RELEASE_CADENCE",
    "发布日": "RELEASE_DAY",
    "部署日": "DEPLOY_DAY",
    # A standup's time, said in any language, is one memory (the EN labels' HAS_STANDUP_TIME).
    "standup": "STANDUP_TIME",
    "stand-up": "STANDUP_TIME",
    "daily standup": "STANDUP_TIME",
    "standup time": "STANDUP_TIME",
    "スタンドアップ": "STANDUP_TIME",
    "朝会": "STANDUP_TIME",
    "デイリースタンドアップ": "STANDUP_TIME",
    "站会": "STANDUP_TIME",
    "站会时间": "STANDUP_TIME",
    "晨会": "STANDUP_TIME",
}


def slot(word: str) -> str:
    """The relation suffix a category word names: "project" → PROJECT, "time zone" → TIME_ZONE."""
    norm = word.strip().casefold()
    return _SLOTS.get(norm) or re.sub(r"\W+", "_", norm).strip("_").upper()


def match_clause(text: str, lang: str, patterns: list[Pattern], who_of: WhoOf, *, hedged: bool) -> list[Found]:
    """What the first pattern that names an object says: one Found per object ("I use Slack and
    Linear" gives two), resolved to who it is about. Empty when no pattern matches."""
    for pattern in patterns:
        match = pattern.regex.match(text)
        if match is None:
            continue
        names = object_names(
            _raw_object(match, lang),
            lang,
            listing=pattern.relation in LISTING or pattern.listed,
            phrase=pattern.phrase,
            goods=pattern.relation == "SELLS" or pattern.listed,
        )
        if not names:
            continue
        groups = match.groupdict()
        who, subject = who_of(groups.get("topic"), pattern.who)
        if groups.get("setting") and who == OTHER:
            # A setting in topic position ("仕事ではVS Codeが好き") says where; the speaker is still who.
            who, subject = pattern.who, None
        cat = groups.get("cat")
        relation = pattern.relation.format(cat=slot(cat) if cat else "")
        if who == OTHER and "{cat}" in pattern.relation:
            # "the project is called Alpha": a name of the thing itself, kept for this session.
            relation, subject = "IS_CALLED", cat
        confidence = _confidence(pattern, cat, hedged=hedged)
        default_type = ""
        if cat:
            # HAS_TIMEZONE's object is a Timezone; a category word names a type (editor → Editor).
            named_slot = "{cat}" in pattern.relation
            default_type = slot(cat).replace("_", " ").title().replace(" ", "") if named_slot else category_type(cat)
        found = [
            Found(
                pattern=pattern.name,
                relation=relation,
                who=who,
                subject=subject,
                obj=name,
                object_type=pattern.object_type or object_type(name, default_type),
                confidence=confidence,
                kind=pattern.kind,
                corrects=(groups.get("wrong") or "").strip(),
            )
            for name in names
        ]
        return found + _also(pattern, match, lang, who, subject, confidence)
    return []


def _confidence(pattern: Pattern, cat: str | None, *, hedged: bool) -> float:
    """The pattern's confidence, doubtful when it wants a known slot and the category is none,
    lowered when the clause was hedged."""
    confidence = pattern.confidence
    if pattern.doubtful_unless_slot and cat and cat.strip().casefold() not in _SLOTS:
        confidence = min(confidence, DOUBTFUL)
    if hedged:
        confidence = max(MIN_CONFIDENCE, round(confidence - HEDGE_PENALTY, 2))
    return confidence


def _raw_object(match: re.Match, lang: str) -> str:
    """The object as said, with the time a habit recurs at ("every Friday") when the pattern has one,
    and the end of a span said around a verb (从十点工作到六点 → 十点到六点) when it has a `till`."""
    # A pattern may say its object in one of several shapes, each in a group of its own (Python names a group once).
    raw = next((match.group(g) for g in ("obj", "span", "lang") if match.groupdict().get(g)), "")
    if match.groupdict().get("till"):
        raw = f"{raw}{match.group('sep')}{match.group('till')}"
    when = match.groupdict().get("when")
    if not when:
        return raw
    return f"{raw.rstrip(' .!')} {when.strip().casefold()}" if lang == "en" else f"{when.strip()}{raw}"


# A workplace said as a kind of place, not named ("at a small-animal practice", 在一家律所): the role is
# kept, the place is no organisation one could look up, and the labels never hold one.
_SOME_PLACE = re.compile(
    r"^(?:(?:a|an|some|one of the)\s|(?:一家|一个|一所|某家?|某个))|"
    # …or by its kind alone (介護施設で働いています, 我是三甲医院的护士).
    r"^(?:地元の|近所の|小さな|大きな|都内の|市内の|本地的?|当地的?)?(?:介護施設|老人ホーム|病院|総合病院|大学病院|クリニック|薬局|"
    r"大学|学校|小学校|中学校|高校|保育園|幼稚園|会社|工場|施設|事務所|役所|市役所|銀行|スーパー|コンビニ|ホテル|"
    r"医院|三甲医院|诊所|药店|律所|律师事务所|学校|小学|中学|大学|公司|工厂|银行|超市|酒店|餐厅|养老院)$|"
    # …or is a field of study or work (计算化学方向的博士生).
    r".*(?:方向|专业|领域|分野|専攻)$|"
    # …or is said after the city it is in (深圳一家硬件创业公司), or as a public body of a town (市立図書館), or
    # as a kind of business named by its trade (翻訳会社, 电竞俱乐部).
    r".*(?:一家|一个|一所)|^(?:市立|県立|区立|町立|村立|都立|府立|道立|国立|公立|私立|市|县|区)[^、。，]{0,6}?"
    r"(?:図書館|病院|大学|高校|学校|博物館|美術館|图书馆|医院|中学|小学|博物馆)$|"
    r"^(?:翻訳|ゲーム|IT|広告|不動産|物流|保険|商社|ソフトウェア|制作|出版|印刷|建設|運送|警備|派遣|人材|製薬|食品|"
    r"翻译|游戏|电竞|健身|软件|物流|广告|咨询|外贸|互联网|科技|创业|保险|房地产|设计|装修|教培|培训)"
    r"(?:会社|企業|事務所|公司|俱乐部|工作室|机构)$|"
    # …or by a trade's short workplace word (印刷所, 町工場, 八百屋, 整体院, 倉庫) or a neighbourhood's
    # (社区医院, 乡镇卫生院).
    r"^町?[一-龯]{1,2}(?:所|工場|屋|院)$|^(?:倉庫|物流倉庫|工房)$|^(?:社区|乡镇|镇|街道|村)(?:医院|卫生院|诊所|学校|小学|中学|幼儿园)$|"
    # …or by a two-character trade before a workshop's word (配音工作室, 马术俱乐部), or described with 的
    # (武夷山的岩茶作坊): a kind of place, not its name (round 7).
    r"^[一-龥]{2}(?:工作室|作坊|工作坊|俱乐部|车间)$|^[一-龥]{1,8}的[一-龥]{1,8}$|"
    # …or by one character of what it grows or makes and the premises' word (我是果园的技术员: 果园, 茶园, 瓷厂):
    # a farm or a workshop of that kind, not its name (round 14).
    r"^[一-龥](?:园|厂|场|坊|铺|馆)$",
    re.IGNORECASE,
)


def _also(
    pattern: Pattern, match: re.Match, lang: str, who: str, subject: str | None, confidence: float
) -> list[Found]:
    """The further memories a clause states in other groups (a workplace beside a role)."""
    found = []
    for group, relation, kind, *own_kind in pattern.also:
        raw = match.group(group)
        if raw and relation == "WORKS_AT" and _SOME_PLACE.match(raw.strip()):
            continue
        # "I build frames at Fellspoke Cycles in Kendal" (round 15): where a workplace is, said beside it, is the
        # business's place, whoever the clause is about.
        # What is sold, said beside one's role (round 21), is the business's too; a list of it is goods.
        said_of = (WE, None) if relation in ("LOCATED_IN", "SELLS") else (who, subject)
        goods = relation == "SELLS"
        for name in object_names(raw, lang, listing=goods, goods=goods) if raw else []:
            draft_kind = own_kind[0] if own_kind else pattern.kind
            found.append(Found(pattern.name, relation, *said_of, name, kind, confidence, draft_kind))
    return found
