"""A message cut into the pieces rules look at: code masked, sentences, clauses, language.

Offsets are code points of the original message, so every memory can cite the exact
span it came from. Code is masked with spaces (same length) rather than removed, for
the same reason.
"""

import re
from dataclasses import dataclass

from teams.extraction._surnames import JA_TOWN

KANA = re.compile(r"[\u3040-\u30ff]")
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")

# ``` or ~~~ fenced blocks (an unclosed fence runs to the end), then `inline code`.
_FENCED = re.compile(r"(```|~~~)[^\n]*\n?.*?(?:\1|\Z)", re.DOTALL)
_INLINE = re.compile(r"`[^`\n]+`")
# Sentence ends: Latin . ! ? followed by white space; CJK 。！？ anywhere; line breaks.
# A title's full stop ("I'm Dr. Halvard Brekke") ends no sentence.
_SENTENCE_END = re.compile(
    r"(?<=[.!?])(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bMrs\.)(?<!\bProf\.)(?<!\bSt\.)\s+|(?<=[。！？])|\n+"
)
# Clause breaks inside a sentence, where a second statement starts.
_CLAUSE_BREAK = {
    # The context a question is asked in ("I live in Windhoek, so what time …?", "We deploy through Kamal -
    # any tips …?") is a clause of its own: the question is left out, the context still read.
    "en": re.compile(
        # "TickTick and I are done": "X and I" is one subject, not a second clause.
        # "Every dive starts with a buddy check; that's centre policy": the rule's name said after is no clause.
        # "Most orders come from eventing riders; trekking centres too" (round 30): a second kind added with "too" is
        # no clause.
        # "tl;dr me: …" (round 42): "tl;dr" is one word.
        r"\s*(?<!\btl);(?!\s*that's (?:[\w'-]+ )?(?:policy|rule)\b)"
        r"(?!\s*(?!(?:i|we|my|our|they|it|that|this)\b)(?-i:[a-z])[\w'-]+(?: [\w'-]+){0,2} (?:too|as well)[.!]*$)"
        # "We took down the felt board; it all lives in Thrushtrack now" (round 34): where it all is now says what
        # replaced the thing before, and is read with it.
        r"(?!\s*(?:it all|everything|all of it|the lot) (?:lives|is|goes|runs|builds) (?:in|on|through) [^;]{1,40}"
        r" now[.!]*$)"
        # "The magnet board came down; the tasks sit in Kelpforge now" (round 36): the same, said of its work.
        r"(?!\s*(?:the|our|all the) [\w-]+(?: [\w-]+)? (?:sit|sits|live|lives) (?:in|on) [^;]{1,40} now[.!]*$)"
        # "Ditched the order pad; orders go in Hankledger these days" (round 38): where the work goes now.
        r"(?!\s*(?:the |our )?[\w-]+ (?:go|goes) (?:in|into|on) [^;]{1,40} (?:these days|nowadays)[.!]*$)"
        # "Tentsmuirpipe's been switched off; CI runs on Largobuild from now on" (round 42): where the work runs now.
        r"(?!\s*(?:ci|builds?|deploys?|tickets|chat) (?:runs?|go|goes|lives?) (?:on|in|through) [^;]{1,40} "
        r"(?:from now on|now)[.!]*$)"
        # "The tearooms take the eggs; hotels buy the smoked breast" (round 36): a second buyer, its own clause
        # as the first, is read with it.
        r"(?!\s*(?-i:[a-z])[\w'-]*s (?:buy|take|order) (?:the|our) [^;]{1,30}[.!]*$)\s*|"
        r",?\s+(?:and|but|so)\s+(?=(?:i|we|my|our|everything|everyone|all of)\b)(?!i (?:are|'re|were)\b)|"
        # "I'm Joaquín, volunteer coordinator at …, we track shifts in Rosterfy": "we" and a verb start a clause
        # ("For now, we use X" is one clause: its time bounds what follows).
        r"(?<!\bnow)(?<!\btoday)(?<!\bmoment)(?<!\bweek)(?<!\bmonth)(?<!\bsprint)(?<!\bcurrently)(?<!\btemporarily)"
        r",\s+(?=we (?!(?:are|were|have|had|need|should|could|would|will|can|might|must)\b)[a-z]+s?\b)|"
        # "We dropped Vend, the shop runs on Epos Now": what the business runs on now is a statement of its own.
        # "…, the grow log lives in Fibery now": where the records live, too.
        # "…, and the incident notes go in Driftboard" (round 16): where a kind of work goes, after "and", too.
        r",\s+(?:and\s+)?(?=the [\w'-]+(?: [\w'-]+)? (?:runs? (?:on|off)|lives? in|(?:is|are) kept in|go in(?:to)?)\b)|"
        # "Pipe maker here - the workshop's in Kirriemuir" (round 11): where the premises are, after a dash, is a
        # statement of its own (the business's, not the speaker's).
        r"\s+[-–—]\s+(?=(?:the|our) [\w'-]+(?: [\w'-]+)?(?:'s| is| sits| lies) (?:in|at|near|outside|on)\b)|"
        # "Perdite here 👋 I'm the wig maker …": an emoji before "I'm" ends the clause before it.
        "\\s*[\U0001F300-\U0001FAFF\u2600-\u27BF]\\s+(?=i(?:'m| am)\\b)|"
        # "I stopped using Things 3 when I switched to Android": the switch is a statement of its own.
        r"\s+(?:when|after|once)\s+(?=i (?:switched|moved|migrated|changed) (?:over )?to\b)|"
        # "We switched to Herdpen and don't touch Trailtally any more" (round 16): the tool left is a statement of its
        # own (the pipeline gives it the subject before).
        r"\s+and\s+(?=(?:don't|do not|no longer|never)\s+(?:use|touch|open)\b)|"
        # "Weekday mornings I swim, and on weekends I fix radios": a second habit at its own time.
        r",\s+and\s+(?=(?:on|every|each|before|after|at) [\w-]+ (?:i|we)\b)|"
        r"(?:,\s+(?:but |so |and )?|\s+[-–—]\s+)"
        r"(?=(?:what|what's|how|why|is|are|can|could|should|would|will|do|does|did|any|anything|which|when|where|"
        # Only before a question ("…, which is a problem." is a relative clause, not a question).
        r"who|thoughts|ideas|tips)\b)(?=[^.!?]*\?)",
        re.IGNORECASE,
    ),
    # After a comma that starts a new subject, or after a te-form ("住んでいて、Pythonが好き"), or after
    # "…ですが、" / "…けど、" (the context of a question or a request: "Flaggerを使ってるんですが、…ですか？").
    # 朝礼、うちは6時40分だよ (round 15): a routine set off by a comma is what the clause after it tells of.
    "ja": re.compile(
        r"(?<=[、])(?<!朝礼、)(?<!朝会、)(?<!夕礼、)(?<!ないこと、)(?=(?:私|僕|俺|わたし|弊社|当社|うち|チーム|会社))|(?<=[てで]、)(?<!(?:まり|ール|規則|方針)で、)"
        # 上司は…さんで、開発部長です / 絵付け師として、父の窯で… (round 20): the boss's title after さんで and the role
        # said with として are read with what is said before them.
        r"(?<!として、)(?:(?<!さんで、)|(?![^、。]{1,10}(?:長|役|リーダー|マネージャー|責任者)(?:です|だ)[。！!]?$))|(?<=ます、)(?!「[^」]{1,15}」と申します)"
        # …やってます、江田島です: a town said bare after what one does is read with it (ja.work_then_town).
        r"(?!" + JA_TOWN + r"です[。！!]?$)|"
        # …鮒ずしの店をやっている、安曇川と申します (round 14): a name given humbly is a clause of its own after any
        # form of the verb before it.
        r"(?<=、)(?=[一-龥々ァ-ヶーぁ-ん]{1,6}と申します)|"
        # …上司は…さん、朝会は10時20分 (round 20): the standup after a comma is a statement of its own.
        r"(?<=、)(?=(?:朝会|朝礼|夕礼)は)|"
        r"(?<=ません、)|(?<=[A-Za-z0-9]、)(?=[^、。A-Za-z0-9]{1,6}は)|(?<=です、)(?!よろしく)(?!(?:自分で|私が|僕が|俺が)?(?:選べる|決められる)なら)|"
        r"(?<=すが、)|(?<=だが、)|(?<=たが、)|(?<=るが、)|(?<=けど、)|(?<=けれど、)|(?<=けれども、)"
    ),
    # Chat typed with spaces between clauses ("我叫阚宇 在货拉拉做数据开发 平时写PySpark") breaks there too.
    # "…，这是我们部门的规矩" says the clause before it is a rule: kept with it.
    # "…，我最烦这个" points back at the clause before it: kept with it too.
    "zh": re.compile(
        # "…开了家面包房，叫「…」" (round 20): the bracketed name is the business's said before it; "CI 不是…了，上个月
        # 换成了…": what the tool was changed to corrects the one before.
        # "…请用口语回答，别太正式" (round 29): a "not too …" after a request is the same request.
        # "…，我们一直这么定的" and "…那个bug，咱们这次就叫它「…」" (round 37 follow-up): a rule said to be agreed,
        # and a name given, are said of the clause before.
        r"[，,；;]\s*(?!叫「|别太|不要太|(?<=不用了，)现在用「|(?:两样|两个|俩)都|直接(?:写|说|给|用)|(?:上个?月|上周|去年|今年|最近)换成了|这是(?:我们|咱们|公司|团队)|这是(?:规矩|规定|铁律)|(?:组里|团队里?|店里|公司)定的|(?:我们|咱们)(?:一直|向来)(?:都)?(?:是)?(?:这么|这样)定的|(?:咱们|我们)?(?:这次)?就?叫它「|这(?:就)?是我的(?:本行|老本行|工作|职业|饭碗|(?:正式的?)?(?:职称|头衔|职位))|(?:所以)?(?:按|按照)[^，。]{1,10}时间|我(?:最|真的|特别|很|超)?(?:烦|讨厌|受不了|怕)(?:这个|这种|这事))|"
        # "github 账号 x-y" is one line of a profile.
        r"(?<=[一-龥A-Za-z])(?<![Gg]it[Hh]ub)\s+(?=[一-龥])"
    ),
}


@dataclass(frozen=True)
class Piece:
    """A sentence or clause of a message: its text and where it sits in the message."""

    text: str
    start: int
    end: int


def language(text: str) -> str:
    """'ja' when the text has kana, 'zh' when it has Han characters without kana, else 'en'."""
    if KANA.search(text):
        return "ja"
    if HAN.search(text):
        return "zh"
    return "en"


def mask_code(text: str) -> tuple[str, list[Piece]]:
    """The text with every code block and inline code span blanked out, and the pieces blanked."""
    blocks: list[Piece] = []

    def blank(match: re.Match) -> str:
        blocks.append(Piece(match.group(0), match.start(), match.end()))
        return re.sub(r"[^\n]", " ", match.group(0))

    masked = _FENCED.sub(blank, text)
    return _INLINE.sub(blank, masked), blocks


def _cut(text: str, start: int, end: int, breaker: re.Pattern) -> list[Piece]:
    pieces = []
    position = start
    for match in breaker.finditer(text, start, end):
        pieces.append(_trimmed(text, position, match.start()))
        position = match.end()
    pieces.append(_trimmed(text, position, end))
    return [p for p in pieces if p.text]


def _trimmed(text: str, start: int, end: int) -> Piece:
    chunk = text[start:end]
    lead = len(chunk) - len(chunk.lstrip())
    trail = len(chunk) - len(chunk.rstrip())
    return Piece(chunk.strip(), start + lead, end - trail)


# 朝会？9時40分からだね / 職場？「…」っていう… (round 18): a thing asked back as a sentence of its own, then what it
# is, is the topic of the sentence after it (said as 朝会は…; a question word asked back is not).
# 勤め先？ (kana inside a word that starts with a kanji or katakana).
# スプリントの長さ？… (round 31): a routine's measure asked back is joined too.
_ASKED_BACK = re.compile(
    r"(?:(?:うち|私|僕|俺)の)?(?!何|誰|本当|マジ)(?:[一-龥ァ-ヶー][一-龥ァ-ヶーぁ-ん]{0,5}|スプリントの(?:長さ|期間))？"
)


def sentences(text: str) -> list[Piece]:
    """The sentences of a (masked) message, white space trimmed."""
    return _asked_back_joined(text, _cut(text, 0, len(text), _SENTENCE_END))


# 酸笋？那个味儿我真不行 / 羊肉泡馍？不太行 (round 43): a Chinese food asked back, then refused, is one sentence
# (read apart, the refusal named "那个味儿我" as the food).
_ZH_ASKED_BACK = re.compile(r"[一-龥]{2,6}？")
# 羊杂？我真吃不来 (round 46): 吃不来 / 吃不惯 refuse it too.
_ZH_REFUSED = re.compile(
    r"(?:那个味儿?|那味儿?)?我?(?:真|实在|是真)?(?:不行|不太行|受不了|吃不了|吃不来|吃不惯)[。！!]*"
)


def _asked_back_joined(text: str, pieces: list[Piece]) -> list[Piece]:
    joined: list[Piece] = []
    for piece in pieces:
        last = joined[-1] if joined else None
        if last and _ASKED_BACK.fullmatch(last.text) and KANA.search(piece.text) and not piece.text.endswith("？"):
            said = last.text[:-1] + "は" + text[last.end : piece.end]
            joined[-1] = Piece(said, last.start, piece.end)
        elif last and _ZH_ASKED_BACK.fullmatch(last.text) and _ZH_REFUSED.fullmatch(piece.text):
            joined[-1] = Piece(text[last.start : piece.end], last.start, piece.end)
        else:
            joined.append(piece)
    return joined


# A Latin word set off by spaces ("代码放在自建的 Gitea 里", "Perl 真的受不了"): Chinese typed with spaces around a
# tool's name, not two clauses.
_SPACED_LATIN_END = re.compile(r"(?:^|\s)[A-Za-z][A-Za-z0-9_.+#-]*$")
# "hi 我是程野 …": a greeting, or a clause that says its own subject, still starts anew.
_GREETING = re.compile(r"^(?:hi|hello|hey|hiya|ok|okay|yo|嗨)$", re.IGNORECASE)
_NEW_SUBJECT = re.compile(r"^(?:我|你|他|她|咱)")


def _latin_words_kept(text: str, parts: list[Piece]) -> list[Piece]:
    """Pieces cut at the space after a Latin word that is set off by spaces joined again (round 16); a word glued to
    the Chinese before it ("平时写PySpark 住在杭州") still ends its clause."""
    joined: list[Piece] = []
    for part in parts:
        last = joined[-1] if joined else None
        if (
            last
            and not text[last.end : part.start].strip()
            and _SPACED_LATIN_END.search(last.text)
            and not _GREETING.match(last.text)
            and not _NEW_SUBJECT.match(part.text)
        ):
            joined[-1] = Piece(text[last.start : part.end], last.start, part.end)
        else:
            joined.append(part)
    return joined


# チームのこと：「…」、朝会…、スプリント…、リリースは… (round 23): a heading with a colon, then a list of three or more
# items with 、: each item is a clause of its own (覚えといてね：… is a command, not a heading).
# チームについて：… (round 25): a heading with について ends in て too.
_JA_HEADED_LIST = re.compile(
    r"^[^：:、。]{1,12}(?<![ねよ])(?:(?<=について)|(?<!て))[：:](?=[^、。]{1,20}、[^、。]{1,20}、)"
)
_JA_ITEM_BREAK = re.compile(r"[：:]|、")


def clauses(sentence: Piece, lang: str) -> list[Piece]:
    """The clauses of one sentence that may each state something ("I'm a nurse and I like tea")."""
    breaker = _CLAUSE_BREAK[lang]
    if lang == "ja" and _JA_HEADED_LIST.match(sentence.text):
        breaker = _JA_ITEM_BREAK
    parts = _cut(sentence.text, 0, len(sentence.text), breaker)
    if lang == "zh":
        parts = _latin_words_kept(sentence.text, parts)
    return [Piece(p.text, sentence.start + p.start, sentence.start + p.end) for p in parts]
