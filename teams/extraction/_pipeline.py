"""The pattern extractor: one message in, drafts of memories and the reasons for what was left out.

Order per clause: an explicit command wins (it is the user's own instruction); then
the exclusion rules (small talk, questions, bug reports, time-bound facts); then the
durable-fact patterns of the clause's language. Code is masked before anything runs.
"""

import re
from dataclasses import replace

from teams.extraction import _patterns_en, _patterns_ja, _patterns_zh
from teams.extraction._commands import FORGET, Command, command_in
from teams.extraction._exclusions import (
    CODE_BLOCK,
    ERROR_REPORT,
    LEADING_FILLER,
    QUESTION,
    SMALL_TALK,
    excluded_because,
    is_question,
    is_small_talk,
    reports_error,
)
from teams.extraction._framing import Framed, framed, session_statement
from teams.extraction._objects import object_type
from teams.extraction._patterns import OTHER, SELF, SESSION, WE, Found, match_clause
from teams.extraction._patterns_en_asides import fronted_joined, summary_items, without_aside
from teams.extraction._patterns_en_constructions import COLON_LEAD_IN
from teams.extraction._patterns_ja_disposals import joins_ja_disposals
from teams.extraction._patterns_ja_hemp import joins_ja_hemp
from teams.extraction._patterns_ja_kasa import joins_ja, summary_items_ja
from teams.extraction._patterns_zh_bamboo import joins_zh_bamboo
from teams.extraction._patterns_zh_disposals import joins_zh_disposals
from teams.extraction._patterns_zh_inkstone import joins_zh, summary_items_zh
from teams.extraction._sentences import Piece, clauses, language, mask_code, sentences
from teams.extraction._statements import read_statement, statement
from teams.extraction.drafts import EXPLICIT_CONFIDENCE, Draft, Excluded, Extraction

_LANGS = {"en": _patterns_en, "ja": _patterns_ja, "zh": _patterns_zh}
MAX_NOTE_CHARS = 500
_WE_MARKS = {
    "en": re.compile(r"\b(?:we|our|us|the team|the company)\b", re.IGNORECASE),
    "ja": re.compile(r"私たち|僕たち|弊社|当社|うち|我々|チーム|会社"),
    # 我们小区, 我们家: where the speaker lives is theirs, not the organisation's.
    "zh": re.compile(r"(?:我们|咱们)(?!小区|家|村|楼|宿舍|班)|公司|团队"),
}


_BLANK_BEFORE_END = re.compile(r"\s+(?=[。！!.]*\s*$)")
# "请记住，…" / "覚えておいてください、…" / "Remember this: …": a bare command whose body is the next clause.
_BARE_REMEMBER = {
    "en": re.compile(r"^(?:please )?(?:remember|keep in mind|note)(?: this| that)?\s*[:,]?$", re.IGNORECASE),
    "ja": re.compile(r"^(?:覚えて(?:おいて)?|記憶して|メモして)(?:ください|ね)?[、：:]?$"),
    "zh": re.compile(r"^(?:请|帮我|麻烦你?)?(?:记住|记下|记一下)(?:了|哦)?[：:，,]?$"),
}


def hedged(text: str, lang: str) -> bool:
    """Whether a clause is hedged in its language ("I think …", たぶん…, 我觉得…): the rules lower such a draft's
    confidence below the threshold, and nothing else may lift it back."""
    module = _LANGS.get(lang)
    return bool(module and module.HEDGES.search(text))


def extract_message(text: str) -> Extraction:
    """Drafts of the memories one user message states, and what was excluded and why."""
    masked, blocks = mask_code(text)
    # "Beetroot. Can't stand it" (round 22): a thing said alone is read with the sentence that says what of it.
    masked = fronted_joined(masked)
    result = Extraction(excluded=[Excluded(b.text[:200], CODE_BLOCK, b.start, b.end) for b in blocks])
    for sentence in sentences(masked):
        lang = language(sentence.text)
        if reports_error(sentence.text, lang) and command_in(sentence.text, lang) is None:
            result.excluded.append(Excluded(sentence.text, ERROR_REPORT, sentence.start, sentence.end))
            continue
        frame = framed(sentence, lang)
        pieces = _with_lead_ins_joined(clauses(frame.sentence, lang), frame.sentence, lang)
        pieces = _with_bare_commands_joined(pieces, frame.sentence, lang)
        # "Quick summary of the team: the Guillemots, standup 9:50, …" (round 22): each item a statement.
        pieces = summary_items(pieces) if lang == "en" else pieces
        # 整理すると：…、… (round 33), 简单说下我：…／… / プロフィールまとめ→名前：…／… (round 43): a summary's items,
        # each read as its own clause.
        pieces = summary_items_ja(pieces) if lang == "ja" else summary_items_zh(pieces) if lang == "zh" else pieces
        for clause in _with_subjects_carried(pieces, lang):
            drafts, unmatched = len(result.drafts), result.unmatched
            _read_clause(clause, lang, result)
            if frame.session or frame.corrects:
                _reframe(result, drafts, unmatched, clause, lang, frame)
    return result


def _with_bare_commands_joined(pieces: list[Piece], sentence: Piece, lang: str) -> list[Piece]:
    """A clause that is only "remember" joined to the clause after it, which is what to remember."""
    if len(pieces) < 2 or not _BARE_REMEMBER[lang].match(pieces[0].text.strip()):
        return pieces
    first, second = pieces[0], pieces[1]
    joined = sentence.text[first.start - sentence.start : second.end - sentence.start]
    return [Piece(joined, first.start, second.end), *pieces[2:]]


# 每个月最后一个周五，我们部门会…, 团队规定，周末不发版, 我的职位更新一下，改成…: a Chinese clause that is only a
# time, a "the rule is" or an "update this" leads into the clause after it and is read with it.
_ZH_LEAD_IN = re.compile(
    # 物业这边规定，…: whose rule it is, then the rule. 名字写错了，应该是…: what is corrected, then how it should be.
    r"^\s*(?:每[^，。我]{1,12}|(?:团队|公司|我们|组里|部门|[^，。]{1,4}(?:这边|这里))?规定|我的[^，。]{1,6}更新一下|"
    r"(?:刚才|之前|上次|前面)?(?:我的?)?名字(?:写错了|打错了|说错了|错了)|"
    # 帮我记着 腊月二十…: what to remember, typed after a space.
    r"(?:请|帮我)?(?:记住|记下|记着|记一下))[，,：:\s]*$"
)


# 之前提过的那笔贷款，忘掉: a clause that is only "forget" is said of the clause before it.
# …，全部忘了吧 (round 7): how much to forget says the same.
# …，你忘了吧 / …，全删了吧 (round 16): the one asked, or "all of it" said with 全, says the same.
# …，不用记 (round 43): "no need to keep it".
_ZH_BARE_FORGET = re.compile(
    r"^\s*(?:你|请你?|帮我)?(?:全部|全都|全|都)?(?:忘掉|忘了|删掉|删了|删除|清除|别记了|不用记了?)(?:它|吧|了吧)?[。！!]*$"
)


# 蓝靛染的桌布、围巾，合作社都在卖 / 石狮子、石灯笼，我们厂都出 (round 11): a clause that is only who sells them (都 and
# the verb, no object) is said of the goods in the clause before it. 民宿前台我值班，早八点到下午四点: a clause that
# is only a span of hours is the hours of the clause before it.
_ZH_OWNER_AFTER = re.compile(
    r"^\s*(?:我们|咱们)?(?:[一-龥]{0,4}(?:坊|铺|馆|场|园子?|社|厂|店|民宿))?(?:都|也|全)(?:在)?(?:卖|出|做|有卖)"
    # 我们厂都做都卖, 是我们卖得最好的 (round 12): made and sold alike; the best sellers are sold.
    r"(?:都(?:卖|出|做))?[。！!]*$|^\s*是我们(?:卖得最好|最好卖|卖得最多|卖得最火)的[。！!]*$|"
    # 臭豆腐那个味儿，我受不了 (round 12): a clause that is only the speaker's dislike is of the thing before it.
    r"^\s*我(?:真|实在|真的|是)?受不了[。！!]*$|"
    # 猪皮冻和羊肚，我都不碰 (round 39): a clause that is only "I touch none of them" is of the foods before it.
    r"^\s*我(?:都|也)不(?:碰|吃)[。！!]*$|"
    r"^\s*(?:早上|上午|中午|下午|晚上|早|晚)?[一二三四五六七八九十零两\d]{1,3}点[^，。]{0,4}(?:到|至)"
    r"(?:早上|上午|中午|下午|晚上|早|晚)?[一二三四五六七八九十零两\d]{1,3}点[^，。]{0,4}[。！!]*$"
)


# 麩菓子と水あめ、それから型抜き菓子、うちで売ってます (round 12): a Japanese clause that is only who sells is
# the seller of the goods listed before it; one that is only a place is where the clause before it happens.
# 赤べこと起き上がり小法師、うちはこの二つを売ってます (round 14): この二つ points back to the goods too, and where they
# are made may come between (この二つをうちの工房で作って売ってます).
_JA_SELLER_AFTER = re.compile(
    r"^\s*(?:(?:うちは|うちでは)(?:(?:この|その)(?:[二三2-3]つ|ふたつ|みっつ|両方)を)?|"
    r"(?:(?:この|その)(?:[二三2-3]つ|ふたつ|みっつ|両方)を)?(?:うちで|店で|うちの店で|うちの[一-龥]{1,3}で))"
    r"(?:は)?(?:作って|焼いて|育てて)?売って(?:い|おり)?ます[。！!]*$"
)
# 扇骨職人をしてます、伏見で: a town added after what one does is where it is done (not a premises: 工房で).
_JA_TOWN_AFTER = re.compile(r"^\s*[一-龥々ァ-ヶーぁ-ん]{2,6}(?<![場所屋館園房店宿窯蔵室院寺舎庵])で[。！!]*$")
_JA_DOING = re.compile(r"(?:して|やって)(?:い|おり)?ます、\s*$")
# 付箋の壁は撤去して、計画は全部…に (round 35): what was taken down is read with where the work went; …にも少し売れて
# ます、あと…も: who else buys, the second buyer in a clause of its own.
_JA_TAKEN_DOWN = re.compile(r"は(?:撤去|廃止|片付け|処分)して、\s*$")
_JA_ALL_TO = re.compile(r"^\s*[^、。]{1,6}?は(?:全部|すべて|全て)")
_JA_SOLD_TO_TOO = re.compile(r"にも[^、。]{0,4}売れて(?:い|おり)?ます、\s*$")
_JA_AND_ALSO = re.compile(r"^\s*(?:あと|それと)[^、。]{1,14}も[。！!]*$")
# この春からテックリードです、バックエンドエンジニアは卒業 (round 37): a role held from some time on, then the old
# role left (…は卒業), is one change, read as one clause.
_JA_ROLE_FROM = re.compile(r"から(?:は)?[^、。]{1,14}です、\s*$")
_JA_GRADUATED = re.compile(r"^\s*[^、。]{1,16}は卒業(?:です|しました)?[。！!]*$")
# …CIは廃止になって、…CIに切り替え済み (round 39): a tool retired, then the one switched to, is one change.
_JA_RETIRED = re.compile(r"は(?:廃止|終了|停止)になって、\s*$")
_JA_SWITCHED = re.compile(r"^\s*[^、。]{1,16}に(?:切り替え|移行|乗り換え)(?:済み|済|完了)")


# The clause pairs each later round reads as one live beside its rules (rounds 43, 44 and 46); each answers whether
# a clause is read with the one before it. A new round adds its function here.
_JA_ROUND_JOINS = (joins_ja, joins_ja_disposals, joins_ja_hemp)
_ZH_ROUND_JOINS = (joins_zh, joins_zh_disposals, joins_zh_bamboo)


def _ja_pairs_joined(pieces: list[Piece], sentence: Piece) -> list[Piece]:
    """A Japanese clause that says a board was taken down, or who else buys, joined to the clause after it."""
    joined: list[Piece] = []
    for piece in pieces:
        if joined and (
            (_JA_TAKEN_DOWN.search(joined[-1].text) and _JA_ALL_TO.match(piece.text))
            or (_JA_SOLD_TO_TOO.search(joined[-1].text) and _JA_AND_ALSO.match(piece.text))
            or (_JA_ROLE_FROM.search(joined[-1].text) and _JA_GRADUATED.match(piece.text))
            or (_JA_RETIRED.search(joined[-1].text) and _JA_SWITCHED.match(piece.text))
            or (_JA_MOVED_OUT.search(joined[-1].text) and _JA_NOW_LIVES.match(piece.text))
            or (_JA_LANG_FROM_KIN.search(joined[-1].text) and _JA_BOTH_SPOKEN.match(piece.text))
            or any(joins(joined[-1].text, piece.text) for joins in _JA_ROUND_JOINS)
        ):
            first = joined.pop()
            text = sentence.text[first.start - sentence.start : piece.end - sentence.start]
            piece = Piece(text, first.start, piece.end)
        joined.append(piece)
    return joined


def _with_lead_ins_joined(pieces: list[Piece], sentence: Piece, lang: str) -> list[Piece]:
    """Chinese lead-in clauses (a time, a rule, an update) joined to the clause after them, and a bare
    "forget", a bare seller or a bare span of hours joined to the clause before it (a bare Japanese
    seller too, and a Japanese board taken down or a buyer named "as well" joined to the clause after it)."""
    if (
        lang == "ja"
        and len(pieces) >= 2
        and (
            _JA_SELLER_AFTER.match(pieces[-1].text)
            or (_JA_TOWN_AFTER.match(pieces[-1].text) and _JA_DOING.search(pieces[-2].text))
        )
    ):
        first, last = pieces[-2], pieces[-1]
        text = sentence.text[first.start - sentence.start : last.end - sentence.start]
        return [*pieces[:-2], Piece(text, first.start, last.end)]
    if lang == "ja" and len(pieces) >= 2:
        return _ja_pairs_joined(pieces, sentence)
    if lang == "en" and len(pieces) >= 2:
        return _with_en_subjects_carried(pieces)
    if lang != "zh" or len(pieces) < 2:
        return pieces
    joined: list[Piece] = []
    for i, piece in enumerate(pieces):
        after = pieces[i + 1].text if i + 1 < len(pieces) else ""
        if joined and (
            _ZH_LEAD_IN.match(joined[-1].text)
            or _ZH_FIRM_AFTER.match(piece.text)
            or (_ZH_RULED_OUT.match(piece.text) and _ZH_FIRM_AFTER.match(after))
            or (_ZH_PERSON_LIVES.match(joined[-1].text) and _ZH_COMMUTE.match(piece.text))
            or _ZH_BARE_FORGET.match(piece.text)
            or _ZH_OWNER_AFTER.match(piece.text)
            or (_ZH_NAMED_PREMISES.match(joined[-1].text) and _ZH_BARE_PLACE.match(piece.text))
            or (_ZH_USED_BEFORE.search(joined[-1].text) and _ZH_NOW_CHANGED.match(piece.text))
            or (_ZH_NOT_USING_NOW.match(joined[-1].text) and _ZH_USE_INSTEAD.match(piece.text))
            or (_ZH_CLIENTS_SAID.match(joined[-1].text) and _ZH_SOME_MORE.match(piece.text))
            or (_ZH_APP_NAMED.match(joined[-1].text) and _ZH_I_STOPPED.match(piece.text))
            or (_ZH_QUIT_ROLE.match(joined[-1].text) and _ZH_NOW_ROLE.match(piece.text))
            or (_ZH_TOOL_STOPPED.match(joined[-1].text) and _ZH_NOW_MOVED.match(piece.text))
            or any(joins(joined[-1].text, piece.text) for joins in _ZH_ROUND_JOINS)
        ):
            first = joined.pop()
            text = sentence.text[first.start - sentence.start : piece.end - sentence.start]
            piece = Piece(text, first.start, piece.end)
        joined.append(piece)
    return joined


# 壶一律手工锤打，不用机器压，铺子里没得商量 (round 41): a rule, what it rules out and that it is firm are one clause.
_ZH_FIRM_AFTER = re.compile(r"^\s*(?:铺子里|店里|厂里|园子里|我们这儿)(?:没得商量|没商量)[。！!]*$")
_ZH_RULED_OUT = re.compile(r"^\s*不[^，。]{1,10}$")
# 人住在襄州区，每天开车过桥上班 (round 41): how one gets to work, after where one lives, is no habit of its own.
_ZH_PERSON_LIVES = re.compile(r"^\s*(?:我)?人住在[一-龥]{1,6}?(?:区|县|市|镇|村|乡)\s*$")
_ZH_COMMUTE = re.compile(r"^\s*[^，。]{0,12}上班[。！!]*$")
# 大野市は引き払って、今は…に住んでる / 父が…語、母が…語なので、どっちも話せます (round 41): one statement each.
_JA_MOVED_OUT = re.compile(r"は引き払って、\s*$")
_JA_NOW_LIVES = re.compile(r"^\s*(?:今は|いまは)[^、。]{2,15}?に住んで")
_JA_LANG_FROM_KIN = re.compile(r"語(?:なので|だから|なんで)、\s*$")
_JA_BOTH_SPOKEN = re.compile(r"^\s*(?:どっちも|どちらも|両方(?:とも)?)(?:話せ|しゃべれ)")

# 店叫「金达莱冷面」，在河南街那边 (round 19): a clause that is only 在 and a place, after one naming the
# premises, is where the premises are (read alone it was where the speaker lives).
_ZH_NAMED_PREMISES = re.compile(
    r"^\s*(?:我的|我们的)?(?:工作室|作坊|工坊|铺子|店|公司|剧团|戏班|乐团|戏班子|乐队)(?:叫|名叫|名字叫)「[^」]{1,12}」\s*$"
)
_ZH_BARE_PLACE = re.compile(r"^\s*在[一-龥]{2,6}?(?:那边|那儿|这边|附近|一带)?[。！!]*$")
# 原型以前用「…」，现在不用了，都换成… / 构建不在…上了，换成「…」了 (round 19): a tool used before (or no
# longer the place of a kind of work), then "not any more" or what it changed to, is one change, read as one clause.
_ZH_USED_BEFORE = re.compile(
    # 以前订单记在挂历上，现在不用了，改用… (round 23): the old record kept "in" a thing is a tool used before too.
    r"(?:以前|之前|原来)[^，。]{0,6}(?:用|记在)|"
    r"^\s*(?:更正[：:]\s*)?[一-龥A-Za-z]{1,4}不(?:在|放在|跑在)[^，。]{1,15}(?:上|里)了|"
    # 流水线换了：兰亭CI下线，改用鉴湖CI (round 37): a tool taken offline, then the one used instead.
    r"[：:]\s*[A-Za-z一-龥「」]{2,12}(?:下线|停用)了?\s*$"
)
_ZH_NOW_CHANGED = re.compile(
    r"^\s*(?:(?:现在|已经)?(?:不用了|不再用了)[。！!]*$|"
    r"(?:去年|今年|后来|上个月|这个月|最近|现在|年初|年中)?(?:都|全|全都)?(?:换成|改用))"
)

# CI 早换了，现在不用园林构建，用平江CI (round 25): the tool no longer used now, then the one used instead, is one
# change, read as one clause (read alone, 用… was the speaker's tool).
_ZH_NOT_USING_NOW = re.compile(r"^\s*现在(?:已经)?不(?:再)?用[^，。我]{1,15}$")
_ZH_USE_INSTEAD = re.compile(r"^\s*(?:改|换)?用(?!户)")
# 客户基本是外贸公司，还有一些报关行 (round 25): "and some …" after the clients names more clients.
# 买米的主要是连锁超市，还有几家… (round 37): who buys the goods, said as the topic, is the clients too.
_ZH_CLIENTS_SAID = re.compile(
    r"^\s*(?:(?:我们的)?(?:客户|顾客|客人|常客)[^，。]{0,4}|买[一-龥]{1,3}的(?:主要|大多)?)是"
)
_ZH_SOME_MORE = re.compile(r"^\s*(?:还有|也有)(?:一些|几家|一部分)")
# 闪念胶囊那个 App 我早就不用了 (round 25): an app named first, then that one stopped using it.
_ZH_APP_NAMED = re.compile(r"^\s*[^，。]{1,10}那个\s*(?:App|APP|app|软件|应用)\s*$")
_ZH_I_STOPPED = re.compile(r"^\s*我(?:早就|已经|早)?不(?:再)?用了")
# 后端开发不干了，现在是技术负责人 / 冰川CI停了，现在构建全迁到雾凇CI (round 39): a role given up (a tool
# stopped), then what one is (where the work moved) now, is one change, read as one clause.
_ZH_QUIT_ROLE = re.compile(r"^\s*[一-龥A-Za-z]{2,8}不干了\s*$")
_ZH_NOW_ROLE = re.compile(r"^\s*现在是")
_ZH_TOOL_STOPPED = re.compile(r"^\s*[A-Za-z一-龥「」]{2,12}?(?:停了|停用了|下线了)\s*$")
_ZH_NOW_MOVED = re.compile(r"^\s*现在[^，。]{0,4}?(?:全|都)?(?:迁到|搬到|换到|挪到)")


# 我们用Jira管理任务，用Confluence写文档: a Chinese clause that starts with its verb has the subject of
# the clause before it (offsets stay those of the clause as said; only the text read gains the subject).
# 珍珠场主要卖…，也卖…; 银铺现在不用…了 全搬到…: a workshop, a shop or a farm by its own word is a subject too.
_ZH_SUBJECT = re.compile(
    # 店里卖…，也卖… (round 11): the shop said as "in the shop" is a subject too.
    r"^\s*(?:我们公司|我们团队|我们|咱们|公司|团队|店里|铺里|铺子里|厂里|我|"
    # 铺子里…，换成了… (round 13): a premises with 子 and 里 is "in the shop" too.
    r"(?!机场|市场|商场|广场|现场)[一-龥]{1,3}(?:坊|铺|馆|场|社)(?:子里|里)?)(?=[^的])"
)
# 监控我们不用「夜哨」了，全换成了「观星台」 (round 16): a task said before 我们 leaves 我们 the subject carried on.
_ZH_TASK_THEN_WE = re.compile(
    # 日志平台我们不用… (round 18): a kind of platform or system said before 我们, too.
    r"^\s*(?:监控|文档|代码托管|部署|发版|日志|告警|构建|CI|需求|任务|工单|排班|记账|收银|[一-龥]{1,4}(?:平台|系统))"
    r"(?P<we>我们|咱们)"
)
_ZH_VERB_FIRST = re.compile(
    # …不再用美萍了，换成了思迅: what it was changed to is the same subject's (round 7).
    # …，现在用生意专家 (round 11): what the subject uses now.
    # …，全换成了「观星台」 (round 16): all of it changed over, with 全.
    r"^\s*(?:现在|如今)?(?:也|还|都|全|全都|主要|平时|通常|一般)?(?:用(?!户)|使用|采用|在用|喜欢|讨厌|住在|不用|会说|换成|改用|(?:全|都)?搬到)|"
    # …，平时也卖楷木手串 (round 16): what is also sold, with how often said first, is the same subject's.
    r"^\s*(?:平时|通常|一般)?(?:也|还)(?:卖|出(?!发|门|差|去|来))|"
    # 我在歙县做徽墨，是制墨师傅: the trade said with 是 alone.
    r"^\s*是(?=[一-龥]{0,6}?(?:师傅|师|员|工|匠)[。！!]?$)"
)


# 我们卖黄鱼鲞、鳗鲞，还有墨鱼干 (round 15): 还有 after a clause of what is sold adds goods to the same list.
_ZH_MORE_GOODS = re.compile(r"^\s*还有(?!点|些|一|很|挺)(?P<goods>[^，。！？?]{1,15}?)[。！!]?$")
# 我们做的是改衣服、定做旗袍，还有改婚纱 (round 25): what a shop does, said as a cleft, lists goods too.
_ZH_SELLING = re.compile(r"(?:卖|出售|销售)(?!不|得)|做的是")


def _with_subjects_carried(pieces: list[Piece], lang: str) -> list[Piece]:
    """Clauses with no subject of their own read with the subject of the clause before them (Chinese)."""
    if lang == "en" and len(pieces) >= 2:
        return _with_en_subjects_carried(pieces)
    if lang != "zh" or len(pieces) < 2:
        return pieces
    carried, subject = [], ""
    for piece in pieces:
        said = _ZH_SUBJECT.match(piece.text)
        more = _ZH_MORE_GOODS.match(piece.text)
        task_first = _ZH_TASK_THEN_WE.match(piece.text)
        if task_first is not None:
            subject = task_first["we"]
        elif said is not None:
            subject = said.group().strip()
        elif subject and _ZH_VERB_FIRST.match(piece.text):
            piece = Piece(subject + piece.text.lstrip(), piece.start, piece.end)
        elif subject and more and carried and _ZH_SELLING.search(carried[-1].text):
            piece = Piece(subject + "卖" + more["goods"], piece.start, piece.end)
        carried.append(piece)
    return carried


# "…and don't touch Trailtally any more" (round 16): an English clause cut at "and" before a negated verb is the same
# subject's as the clause before it.
_EN_SUBJECT = re.compile(r"^(?:i|we)\b", re.IGNORECASE)
_EN_NEGATED_FIRST = re.compile(r"^(?:don't|do not|no longer|never)\s", re.IGNORECASE)


def _with_en_subjects_carried(pieces: list[Piece]) -> list[Piece]:
    carried: list[Piece] = []
    for piece in pieces:
        said = _EN_SUBJECT.match(carried[-1].text) if carried else None
        if said is not None and _EN_NEGATED_FIRST.match(piece.text):
            piece = Piece(f"{said.group()} {piece.text}", piece.start, piece.end)
        carried.append(piece)
    return carried


def _reframe(result: Extraction, drafts: int, unmatched: int, clause: Piece, lang: str, frame: Framed) -> None:
    """Session-only statements go to this run's memory (a clause no pattern read is kept as said);
    a correction's statements replace the wrong value, and are explicit when said as a correction."""
    found = result.drafts[drafts:]
    if frame.session and not found and result.unmatched > unmatched:
        result.unmatched = unmatched
        found = [_draft(f, clause, lang, explicit=False) for f in session_statement(clause.text, lang)]
    reframed = []
    for draft in found:
        if draft.kind == "memory" and frame.session:
            # "这次对话里，尺寸一律按厘米算": a rule limited to this run is how to answer in it, a note (no session
            # label in any part is a policy).
            relation = "NOTE" if draft.relation == "HAS_POLICY" else draft.relation
            # "Call me Pet for this chat", 在这个对话里叫我桐桐就好 (round 19): a name for this run only is what one
            # is called in it, not one's name (no session label in any part is a name).
            relation = "IS_CALLED" if relation == "HAS_NAME" else relation
            draft = replace(draft, who=SESSION, relation=relation)
        if draft.kind == "memory" and frame.corrects:
            draft = replace(draft, corrects=frame.corrects)
        if draft.kind == "memory" and frame.marked:
            draft = replace(draft, explicit=True, confidence=EXPLICIT_CONFIDENCE)
        reframed.append(draft)
    result.drafts[drafts:] = reframed


def _read_clause(clause: Piece, lang: str, result: Extraction) -> None:
    filler = LEADING_FILLER[lang].match(clause.text)
    body = clause.text[filler.end() :] if filler else clause.text
    command = command_in(body, lang)
    if command is not None:
        result.drafts += _command_drafts(command, clause, lang)
        return
    reason = None
    if is_small_talk(clause.text, lang) or not body.strip():
        reason = SMALL_TALK
    elif is_question(body, lang):
        reason = QUESTION
    else:
        reason = excluded_because(body, lang)
    if reason is not None:
        result.excluded.append(Excluded(clause.text, reason, clause.start, clause.end))
        return
    found = _durable(body, lang)
    if not found:
        result.unmatched += 1
    # 工作语言是泰语，平时跟供应商都用泰语沟通: a fact said twice in one message is one memory.
    said = {(d.kind, d.who, d.relation, d.obj) for d in result.drafts}
    result.drafts += [
        _draft(f, clause, lang, explicit=False)
        for f in found
        if (f.kind, f.who, f.relation, f.obj) not in said and not _name_again(f, result.drafts)
    ]


def _name_again(found: Found, drafts: list[Draft]) -> bool:
    """我叫邬霜序，叫我霜序就行 / 我姓郦，叫我小郦就行 (round 15): a name to be called by that is inside, or holds,
    the name the same person gave earlier in the message is that name again, not a second one."""
    if found.relation != "HAS_NAME" or not found.obj:
        return False
    return any(
        d.relation == "HAS_NAME" and d.who == found.who and d.obj and (d.obj in found.obj or found.obj in d.obj)
        for d in drafts
    )


# Emoji at the end of a clause ("釣りしてます🎣", "love it 😅") or at its start ("🙂 I'm …") say how it was said,
# not what.
_EMOJI = r"[\s\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]+"
_TRAILING_EMOJI = re.compile(rf"{_EMOJI}(?=[。！!.]?\s*$)|^{_EMOJI}")


def _durable(text: str, lang: str) -> list[Found]:
    # A correction's wrong value is blanked with spaces ("我在百度工作      。"): the end is still the end.
    text = _TRAILING_EMOJI.sub("", _BLANK_BEFORE_END.sub("", text))
    module = _LANGS[lang]
    if lang == "ja":
        text = _patterns_ja.HUMBLE.sub(r"てい\1", text)
        text = _patterns_ja.CONTEXT_END.sub("。", text)
        text = _patterns_ja.CASUAL_TE.sub("ている", text)
        text = _patterns_ja.EXPLAINING.sub("ます", text).replace("いるます", "います")
        text = _patterns_ja.CASUAL_PLAIN.sub("います", _patterns_ja.CASUAL_COPULA.sub("です", text))
        text = _patterns_ja.KANA_TASTE.sub(lambda m: "嫌い" if m[0] in ("きらい", "キライ") else "好き", text)
    if lang == "zh":
        text = _patterns_zh.SELF_FORMAL.sub("我", text)
    if lang == "en":
        text = _patterns_en.written_out(text)
    hedged = bool(module.HEDGES.search(text))
    found = match_clause(module.LEADING_HEDGE.sub("", text), lang, module.PATTERNS, module.who_of, hedged=hedged)
    lead_in = COLON_LEAD_IN.match(text) if lang == "en" and not found else None
    # "Unlucky for a bell ringer: I'm allergic to …": what comes before the colon only sets the scene.
    if lead_in:
        return _durable(text[lead_in.end() :], lang)
    # "Our squad is the Guillemots (booking engine, mostly)" (round 22): read again without the aside.
    shorter = without_aside(text) if lang == "en" and not found else ""
    return _durable(shorter, lang) if shorter else found


def _draft(found: Found, clause: Piece, lang: str, *, explicit: bool) -> Draft:
    return Draft(
        kind=found.kind,
        who=found.who,
        relation=found.relation,
        subject=found.subject,
        obj=found.obj,
        object_type=found.object_type,
        statement=statement(found.relation, found.obj, lang=lang, subject=found.subject)
        if found.kind == "memory"
        else found.obj,
        confidence=EXPLICIT_CONFIDENCE if explicit else found.confidence,
        explicit=explicit,
        pattern=found.pattern,
        lang=lang,
        corrects=found.corrects,
        start=clause.start,
        end=clause.end,
    )


def _command_drafts(command: Command, clause: Piece, lang: str) -> list[Draft]:
    body_lang = language(command.body)
    who = WE if _WE_MARKS[body_lang].search(command.body) else SELF
    if command.verb == FORGET:
        # What to forget is named by the words (command.body); a preference only, when they say so.
        relation = "PREFERS" if command.about_preference else ""
        forget = Found(f"{lang}.forget", relation, who, None, command.body, "", 0.0, "forget")
        return [_draft(forget, clause, lang, explicit=True)]
    found = [f for f in _durable(command.body, body_lang) if f.kind == "memory" and f.who != OTHER]
    # Anything else the user asks to keep ("remember that the deploy window is Friday") is kept as
    # they said it: a note, in their own memory (or the org's, for "we …").
    note = Found(f"{lang}.remember", "NOTE", who, None, command.body[:MAX_NOTE_CHARS], "Note", 0.0, "memory")
    return [_draft(f, clause, body_lang, explicit=True) for f in found or [note]]


def stated(text: str) -> Draft:
    """An explicit draft of a memory written out by a person ("We use PostgreSQL", "Prefers tabs"):
    a durable-fact pattern when one matches, then the way memories are shown ("Prefers light mode",
    "Habit: deploy on Fridays"), else a note holding the text as written."""
    clause = Piece(text, 0, len(text))
    lang = language(text)
    draft = _command_drafts(Command("remember", text.strip(), 0, False), clause, lang)[0]
    line = read_statement(text, lang) if draft.relation == "NOTE" else None
    if line is None:
        return draft
    relation, obj = line
    found = Found(f"{lang}.statement", relation, SELF, None, obj, object_type(obj), 0.0, "memory")
    return _draft(found, clause, lang, explicit=True)
