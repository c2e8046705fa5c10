"""How a sentence frames what it states: for this conversation only, as a correction, or as someone else's.

- "For this conversation, the migration script is called phoenix." (今回だけ…, 这次对话…)
  limits what follows to this run: session memory, whoever it is about.
- "Actually I prefer Go, not Rust." (訂正：Rustではなく…, 更正：…，不是Rust) states Go and
  replaces Rust.

Both are found on the whole sentence, before it is cut into clauses, and the framing
words are blanked with spaces (as code is) so every offset still points into the message.

- "I heard she lives in Hangzhou" (听说…, …らしい), "My colleague likes Vim" (我同事…, 同僚は…): hearsay, a guess,
  or a third person's fact, not the speaker's (`not_the_speakers`; the tagger's gate, teams.extraction.tagger).
"""

import re
from dataclasses import dataclass

from teams.extraction._exclusions import is_question
from teams.extraction._patterns import SESSION, Found, Pattern, match_clause
from teams.extraction._patterns_zh import _PEOPLE as ZH_PEOPLE
from teams.extraction._sentences import Piece, clauses, language, sentences
from teams.extraction._words_en import PEOPLE as EN_PEOPLE

_SESSION_FRAME = {
    "en": re.compile(
        # "From now on in this conversation, …" (round 11): from now on is the same run.
        r"^(?:(?:for now,?\s+)?(?:(?:just|only) )?(?:(?:from now on|from here on),? )?(?:for|in|during|within) "
        r"(?:the rest of |the duration of )?"
        r"(?:this|the current|"
        # "For the rest of our chat, …" (round 36): "our" after "the rest of".
        r"our current|(?<=the rest of )our) "
        r"(?:conversation|convo|chat|session|thread|discussion|run)(?: only)?\s*[,:]?\s+|"
        # "Until we wrap up this chat, …": for as long as this conversation lasts.
        r"until (?:we (?:wrap up|finish|end|close)|the end of) (?:this|the) (?:conversation|convo|chat|session|thread)"
        r"\s*[,:]?\s+|"
        # "Until we finish here, …" (round 22): here is this conversation.
        r"until we(?: (?:wrap up|finish|are done|'re done)) here\s*[,:]?\s+|"
        # "While we're talking here, keep answers in …" (round 24): here is this conversation too.
        r"while we(?:'re| are) (?:talking|chatting)(?: here)?\s*,\s+|"
        # "Just for now, treat staging as production": an instruction for the run ("For now, we use X" is time-bound).
        # "Keep replies to short bullet points for the rest of this conversation" (round 26): the rest of it, said last.
        r"(?:just |only )?for now,\s+(?!(?:i|we)\b))|"
        r"[\s,]+(?:(?:just|only) )?for (?:the rest of )?(?:this|the current) "
        # "Call me Pet for this chat, everyone does" (round 19): an aside after a comma is no part of the frame.
        r"(?:conversation|convo|chat|session|thread)(?: only)?(?=[.!]*$|,)|"
        # "You can call me Captain in this conversation, it's a joke …" (round 24): "in this chat" said last, before
        # an aside (not at the very end: "I live in this chat." is no frame).
        r"[\s,]+in this (?:conversation|convo|chat)(?: only)?(?=,)|"
        # "… - let's call it 'the Haggis' in this chat." (round 26): said last after a name in quotes, the frame of
        # the naming (a name in quotes is no place one lives in).
        r"(?<=['’\"”])\s+in this (?:conversation|convo|chat)(?: only)?(?=[.!]*$)|"
        # "… while we talk", "… from here on in this chat" (round 10): the frame said last.
        # "… while we talk today" (round 19).
        r"\s+(?:while we (?:talk|chat)(?: today)?|"
        r"(?:from here on|from now on) in this (?:conversation|convo|chat|session))"
        r"(?=[.!]*$)",
        re.IGNORECASE,
    ),
    "ja": re.compile(
        # このやり取りの間は、…: this exchange is this conversation too.
        # 今日の話では、…って呼ぶね (round 15): today's talk is this conversation (この話 is as often a story's).
        r"^(?:今日の話(?:では|の(?:間|あいだ)(?:は)?)|"
        r"今回(?:だけ|に限り|に限って|限り)(?:は)?|(?:この|今回の|今日の)(?:会話|チャット|セッション|やり取り|やりとり)"
        r"(?:では|だけ(?:は)?|に限り|に限って|の(?:間|あいだ)(?:だけ|は)?|の中(?:では|だけ)|中は?)|"
        r"(?:この|今回の)(?:会話|チャット|セッション)限定で|"
        # 今回の相談では、…: this consultation is this conversation.
        r"今回の(?:相談|ご相談|やり取り|やりとり)(?:では|の(?:間|あいだ)(?:だけ|は)?|の中では|中は?)|"
        # 以降の返事は…: the answers from now on (round 10).
        r"(?:以降|これから先|これから|この先)の?(?=(?:返事|回答|返信)は))[、,：:\s]*"
    ),
    "zh": re.compile(
        # 接下来的对话请用文言文回复: the rest of this conversation is this run too.
        r"^(?:(?:就|只在|仅在|在|仅限)?(?:这次|本次|这个|此次|这轮|本轮|接下来的?)"
        r"(?:对话|聊天|会话)(?:里|中|期间|内)?(?:的话)?"
        r"[，,：:\s]*|"
        # 这轮回答都用文言文: the answers of this round.
        # 之后的回答都用四川话来说吧 (round 10): the answers from now on.
        r"(?:这轮|本轮|这次|之后的|以后的|接下来的?)(?=回答|回复)|"
        # 接下来都用繁体字回答我 (round 11): how to answer from now on; nothing is blanked (read without 接下来, "用…"
        # would be a tool), so the clause is kept as said, a note of the run.
        r"(?=接下来都?用[^，。]{1,12}(?:回答|回复)))"
    ),
}
_CORRECTION_MARK = {
    "en": re.compile(
        # "Ugh sorry, …": a sigh before the mark is part of it.
        r"^(?:(?:ugh|argh|oh|ah|hmm|oof)[,!]?\s+)?"
        r"(?:(?:actually|correction|sorry|oops|i meant|to correct myself|my bad|wait no|no wait|wait|scratch that|"
        r"(?:scratch|ignore) what i (?:just )?said(?! about)|"
        r"let me correct that|"
        # "Small fix: …", "Sorry, I misspoke earlier - …", "Oops, typo earlier - …".
        r"(?:small|quick|tiny) (?:fix|correction)|i misspoke(?: earlier)?|typo(?: earlier)?|i was wrong(?: earlier)?)"
        r"\s*[:,\-–—]?\s+)+",
        re.IGNORECASE,
    ),
    "ja": re.compile(r"^(?:訂正|修正|間違えました|すみません)[：:、,\s]*"),
    "zh": re.compile(r"^(?:更正|纠正|订正|改正|说错了)(?:一下)?[：:，,\s]*"),
}
# The wrong value and the words around it, blanked: ", not Rust" / "Rustではなく、" / "，不是Rust".
_NOT_THIS = {
    "en": re.compile(
        r",\s*(?:and\s+)?not\s+(?!(?:sure|really|always|yet|now|much|that|exactly|too|so|quite|entirely|often|"
        r"anymore|for long|at all)\b)(?P<wrong>(?:[^,.;!?–—]|\.(?=\w)|-(?=\w)){1,40}?)\s*"  # "Wiki.js" keeps its dot
        # "…, not Forres - moved in June", "…, not Bellwether - I mixed them up" (round 21): why it changed or how
        # the slip came, after a dash, is no part of the wrong value.
        r"(?=(?:\s*[-–—]\s*(?:i |we )?(?:moved|mixed|muddled|misspoke|got|changed|switched)\b[^,;!?]*)?[.!]*$)",
        re.IGNORECASE,
    ),
    # 好きなのは玄米茶で、麦茶じゃないです: the wrong value said last, in a clause of its own.
    # 住所の訂正：…じゃなくて… (round 15): what a colon heads is no part of the wrong value.
    # CIは…じゃなくなって、今は… (round 27): what it no longer is is the wrong value too.
    "ja": re.compile(
        r"(?P<wrong>[^、。はがを\s：:]{1,30}?)(?:ではなく(?:て)?|じゃなくて|じゃなくなって|でなく)[、,]?|"
        r"[、,]\s*(?P<wrong_after>[^、。はがを\s]{1,30}?)"
        r"(?:じゃないです|じゃないよ|じゃない|ではありません|ではないです)"
        r"(?=[。！!]?$)|"
        # CIの件、…CIはもう止めて、…に移りました (round 31): the tool stopped is the value replaced.
        r"(?<=、)\s*(?P<stopped>[A-Za-zァ-ヶ][^、。はがを\s]{1,15}?)は(?:もう)?(?:止めて|やめて)、"
        r"(?=\s*[^、。]{1,16}に(?:移り|移行し|乗り換え)ました)|"
        # 引っ越しました、…市から…市に (round 33): the town moved from, after the news, is the value replaced.
        r"(?<=引っ越しました、)\s*(?P<moved_off>[^、。からへに\s]{1,10})から(?=[^、。からへに]{1,10}(?:へ|に)[。！!]?$)"
    ),
    # …，之前说成柏文韬了: what was said before is the wrong value too.
    "zh": re.compile(
        r"[，,]?\s*(?:(?:而)?不是|(?:之前|刚才|前面|上次)"
        r"(?:说成|写成|打成|说的是)了?)(?P<wrong>[^，。,！!]{1,30}?)了?\s*"
        # …，不是「轮轴记账」，我记混了 (round 17): owning the slip after the wrong value still ends it.
        # …，不是雁塔区了，上个月搬的: when one moved, said after it, too.
        r"(?=(?:[，,]\s*(?:(?:是我|我)?"
        r"(?:记混|记错|说错|搞混|弄混|搞错|写错)了|[^，。,！!]{1,6}搬(?:过来)?的))?[。！!]?$)|"
        # 我搬到了闻堰，不住萧山了 (round 16): the town one no longer lives in, said after the move, is the value
        # replaced.
        r"[，,]\s*(?:已经|早就)?不(?:再)?住(?:在)?(?P<moved_from>[^，。,！!]{1,12}?)了\s*(?=[。！!]?$)|"
        # 搬家了，不在江川区了，现在住… / CI换了，滇池CI下线了，现在用… (round 31): the town left or the tool taken
        # down, said between the news and what it is now, is the value replaced.
        r"[，,]\s*不(?:再)?在(?P<not_in>[^，。,！!]{1,10}?)了(?=[，,]\s*现在住)|"
        r"[，,]\s*(?P<taken_off>[^，。,！!：:]{1,15}?)(?:已经)?(?:下线|停用|弃用|停掉)了(?=[，,]\s*现在(?:改|换)?用)"
    ),
}


# The wrong value said first: "Not Rosalind, sorry - …", "I said Astro before but I meant …", "Scratch what I said
# about Elm; …" (English; the other languages say the wrong value after the right one, in _NOT_THIS).
_WRONG_FIRST = {
    # 訂正です、谷山から姶良に引っ越しました (round 25): after a correction's mark, the town moved from is the value
    # replaced (read only after a mark: a move alone corrects nothing).
    "ja": re.compile(
        r"(?:です)?[、：:\s]*(?P<moved>[^、。からへに\s]{1,10})から(?=[^、。からへに]{1,10}(?:へ|に)引っ越)|"
        # 訂正：…CIはもう廃止で、今は…に移りました (round 29): the tool given up, said first, is the value replaced.
        r"(?:です)?[、：:\s]*(?P<given_up>[^、。はがを\s：:]{1,20}?)は"
        r"(?:もう)?(?:廃止|終了|終わり)(?:で|になって|して)、"
        r"(?=\s*(?:今は|いまは)[^、。]{1,20}に(?:移り|移っ|移行し|乗り換え|変わり|変わっ))|"
        # 訂正：…CIはやめて、今は…CIです (round 33): the tool stopped, said first, is the value replaced.
        r"(?:です)?[、：:\s]*(?P<quit>[^、。はがを\s：:]{1,20}?)は(?:もう)?(?:やめて|止めて)、"
        r"(?=\s*(?:今は|いまは)[^、。]{1,20}(?:です|だよ|になりました)[。！!]?$)"
    ),
    "en": re.compile(
        # "Not Rosalind, sorry - …" (an apology or a dash says it corrects; "Not keen on X, too …" does not).
        r"(?:(?:actually|sorry|oops),?\s+)?(?:not (?!sure\b|really\b|now\b|yet\b|quite\b|exactly\b|much\b|keen\b|a\b)"
        r"(?P<wrong>[^,;]{1,30}),\s*(?:(?:sorry|my bad|oops)\s*[-–—:,]?|[-–—])\s*|"
        # "I said Nantes earlier but I actually live in Rennes": the statement after "but" stands as said.
        r"i said (?P<said>[^,;]{1,30}?) (?:before|earlier),? but (?:i meant\s+|(?=i (?:actually|really)\b))|"
        r"(?:scratch|forget|ignore) what i said about (?P<about>[^,;]{1,30})\s*[;:,]\s*)",
        re.IGNORECASE,
    ),
    # 说错了，不是晋江，我住石狮 (round 11): after a correction's mark, the wrong value first (only after the mark:
    # "不是我说，…" opens no correction).
    # 更正：我不住开福区了，上个月搬到了… (round 23): the town one no longer lives in, said first before the move.
    "zh": re.compile(
        r"(?<=[：:，,\s])(?:不是(?P<wrong>[^，,。！!]{1,20})|"
        r"我?(?:已经)?不(?:再)?住(?:在)?(?P<moved>[^，,。！!]{1,12}?)了(?=[，,]\s*[^，,。]{0,6}搬到))[，,]\s*|"
        # 更正一下：我已经从长安区搬到曲江新区了 (round 27): the town moved from, said with 从 before the move.
        r"(?<=[：:，,\s])我?(?:已经)?从(?P<moved_from>[^，,。！!从]{1,10}?)"
        r"(?=搬(?:到|去|回)了?[^，,。！!]{1,10}?了?[。！!]?$)|"
        # 更正：…CI已经下线了，现在用… (round 29): the tool taken down, said first, is the value replaced.
        r"(?<=[：:，,\s])(?P<taken_down>[^，,。！!：:]{1,15}?)"
        r"(?:已经|早就)?(?:下线|停用|弃用|废弃|停掉)了[，,]\s*(?=现在(?:改|换)?用)|"
        # 更正：…CI不用了，现在全换成… (round 33): the tool not used any more, said first, is the value replaced.
        r"(?<=[：:，,\s])(?P<not_used>[^，,。！!：:]{1,15}?)不(?:再)?用了[，,]\s*(?=现在(?:全|都)?(?:换成|改成|改用|换用))"
    ),
}


@dataclass(frozen=True)
class Framed:
    """A sentence with its framing words blanked, and what they said."""

    sentence: Piece
    session: bool  # stated for this conversation only
    corrects: str  # the value a correction replaces ("" when none)
    marked: bool  # said as a correction ("actually", 訂正, 更正): the speaker's explicit fix


def framed(sentence: Piece, lang: str) -> Framed:
    """The sentence read for its framing: session-only, a correction, or neither (unchanged)."""
    text = _without_closing_aside(sentence.text, lang)
    session = _SESSION_FRAME[lang].search(text)
    if session is not None:
        text = _blank(text, session.start(), session.end())
    corrects, marked = "", False
    lead = len(text) - len(text.lstrip())
    mark = _CORRECTION_MARK[lang].match(text, lead)
    after_mark = mark.end() if mark is not None else lead
    wrong = _NOT_THIS[lang].search(text, after_mark)
    first = _WRONG_FIRST[lang].match(text, after_mark) if lang in _WRONG_FIRST and (lang != "ja" or mark) else None
    said_wrong = next((value for value in wrong.groupdict().values() if value), "") if wrong is not None else ""
    if wrong is not None and said_wrong.strip():
        corrects, marked = said_wrong.strip(), mark is not None
        text = _blank(_blank(text, wrong.start(), wrong.end()), lead, after_mark)
    elif first is not None:
        corrects, marked = next(g for g in first.groupdict().values() if g).strip(), True
        text = _blank(text, lead, first.end())
    return Framed(Piece(text, sentence.start, sentence.end), session is not None, corrects, marked)


# うちのチームは「…」って名前です（由来は誰も知らない） / 我们组叫「…」（别问为什么） (round 23): an aside in brackets
# at the end of a Japanese or Chinese sentence says why or how, not what; the statement is read without it.
_CLOSING_ASIDE = re.compile(r"[（(][^（）()「」]{1,30}[）)](?=[。！!]?\s*$)")


def _without_closing_aside(text: str, lang: str) -> str:
    aside = _CLOSING_ASIDE.search(text) if lang in ("ja", "zh") else None
    if aside is None:
        return text
    # The aside moves out behind the end of the sentence as blanks, so the text keeps its length.
    return text[: aside.start()] + text[aside.end() :] + " " * (aside.end() - aside.start())


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def _session_who(topic: str | None, default: str) -> tuple[str, str | None]:
    return SESSION, " ".join((topic or "").split()) or None


# ASCII only: "Dartでお願いします" is a request, not an identifier.
_IDENTIFIER = r"(?P<obj>[A-Za-z0-9](?a:[\w./:@+-]*))"
# What a session-only clause says when no durable-fact pattern reads it: a name given to
# something of this run ("the migration script is called phoenix"), else a note as said.
_SESSION_PATTERNS = {
    "en": [
        Pattern(
            "en.session_refer_as",
            # "refer to the billing rewrite as Project Tern": a name given for this run.
            re.compile(
                r"^(?:please )?(?:refer to|call|think of) (?:the |our |my |this |that )?"
                r"(?P<topic>[\w .'/-]{2,40}?) as\s+(?P<obj>.+)$",
                re.IGNORECASE,
            ),
            "IS_CALLED",
            0.9,
            who=SESSION,
        ),
        Pattern(
            "en.session_call_it",
            # "That flaky export job - call it 'the Wyvern'" (round 24): the thing first, then its name for this run.
            re.compile(
                r"^(?:the |our |my |this |that )?(?P<topic>[\w .'/-]{2,40}?)\s*[-–—:]\s*(?:let's |please |just )?"
                r"call (?:it|that|them|this)\s+[\"'‘“]?(?P<obj>[\w' -]{1,40}?)[\"'’”]?\s*[.!]*$",
                re.IGNORECASE,
            ),
            "IS_CALLED",
            0.85,
            who=SESSION,
        ),
        Pattern(
            "en.session_called",
            re.compile(
                r"^(?:the |our |my |this |that )?(?P<topic>[\w .'/-]{2,40}?) (?:is|are|will be|should be) "
                r"(?:called|named|code-?named)\s+(?P<obj>.+)$",
                re.IGNORECASE,
            ),
            "IS_CALLED",
            0.9,
            who=SESSION,
        ),
        Pattern(
            "en.session_is_quoted",
            # "The slow invoice export is 'the Boggart' (for this chat)" (round 32): a name in quotes, for this run.
            re.compile(
                r"^(?:the|our|my|this|that) (?P<topic>[\w .'/-]{2,40}?) (?:is|are) "
                r"[\"'‘“](?P<obj>[\w' -]{1,40}?)[\"'’”]\s*[.!]*\s*$",
                re.IGNORECASE,
            ),
            "IS_CALLED",
            0.85,
            who=SESSION,
        ),
        Pattern(
            "en.session_is",
            re.compile(
                r"^(?:the|our|my|this|that) (?P<topic>[\w .'/-]{2,40}?)(?: name)? (?:is|are) "
                rf"{_IDENTIFIER}[.!]*$",
                re.IGNORECASE,
            ),
            "IS_CALLED",
            0.85,
            who=SESSION,
        ),
        Pattern(
            "en.session_call",
            # "For this chat, call the repo orchard": a name given for this run.
            re.compile(
                r"^(?:please |let's )?call (?:the |our |my |this |that )?(?P<topic>[\w .'/-]{2,40}?)\s+"
                r"(?:(?P<span>(?-i:[A-Z][\w-]*(?: [A-Z][\w-]*){1,3}))[.!]*$|"
                rf"(?:\"|')?{_IDENTIFIER}(?:\"|')?[.!]*$)",
                re.IGNORECASE,
            ),
            "IS_CALLED",
            0.85,
            who=SESSION,
        ),
    ],
    "ja": [
        Pattern(
            "ja.session_called",
            re.compile(
                # うちの…を「…」って呼ぶね (round 15): the casual quote.
                r"^(?:この|その)?(?P<topic>[^、。はが\s]{1,20}?)(?:の名前|名)?(?:は|を)\s*(?P<obj>[^、。\s]{1,40}?)\s*"
                r"(?:って呼ぶ(?:ね|よ)?|って呼ぼう|って呼んで|って呼びます|と呼びます|と呼んで"
                r"(?:ください)?|と呼ばせて(?:ください)?|と呼ぶことにします|と呼びましょう|といいます|"
                r"という名前です|にします)[。！!]*$"
            ),
            "IS_CALLED",
            0.9,
            who=SESSION,
        ),
        Pattern(
            "ja.session_is",
            re.compile(
                rf"^(?:この|その)?(?P<topic>[^、。はが\s]{{1,20}}?)"
                rf"(?:の名前|名)?は\s*{_IDENTIFIER}\s*(?:です|だ)?[。！!]*$"
            ),
            "IS_CALLED",
            0.85,
            who=SESSION,
        ),
        Pattern(
            "ja.session_is_word",
            # リージョンは東京リージョンです: a short name in any script for something of this run.
            re.compile(
                r"^(?:この|その)?(?P<topic>[^、。はが\s]{1,20}?)(?:の名前|名)?は\s*(?P<obj>[^、。\s]{1,20}?)\s*"
                r"(?:です|とします)[。！!]*$"
            ),
            "IS_CALLED",
            0.8,
            who=SESSION,
        ),
    ],
    "zh": [
        Pattern(
            "zh.session_called",
            re.compile(
                r"^(?:这个|那个|把)?(?P<topic>[^，。\s]{1,20}?)"
                r"(?:叫做|叫|名叫|名为|称为|称作|叫作|的名字是|的名称是|的名字叫|名是)\s*"
                r"(?P<obj>[^，。]{1,40}?)[。！!]*$"
            ),
            "IS_CALLED",
            0.9,
            who=SESSION,
        ),
        Pattern(
            "zh.session_is",
            re.compile(rf"^(?:这个|那个)?(?P<topic>[^，。\s]{{1,20}}?)是\s*{_IDENTIFIER}[。！!]*$"),
            "IS_CALLED",
            0.85,
            who=SESSION,
        ),
        Pattern(
            "zh.session_is_word",
            # …是只读的 describes (a note); …是华东1 names.
            # 先假设预算是十万元: a supposition for the run is a note, not a name.
            re.compile(
                r"^(?!.*(?:假设|假定|假如|就当))(?:这个|那个)?(?P<topic>[^，。\s]{1,10}?)是\s*"
                r"(?P<obj>[^，。\s]{0,19}[^，。\s的])[。！!]*$"
            ),
            "IS_CALLED",
            0.8,
            who=SESSION,
        ),
    ],
}
SESSION_NOTE_CONFIDENCE = 0.85
_ZH_SOFTENER = re.compile(r"^(?:别|不要|不用)太[一-龥]{1,4}$")
MAX_SESSION_NOTE = 300


def session_statement(text: str, lang: str) -> list[Found]:
    """What a session-only clause no other pattern read says: a name, else a note as said."""
    found = match_clause(text, lang, _SESSION_PATTERNS[lang], _session_who, hedged=False)
    body = text.strip().rstrip("。.!！").rstrip()
    if found or not body:
        return found
    if lang == "zh" and _ZH_SOFTENER.match(body):
        # …回答都用大白话，别太正式: "not too …" after a note says the same note again the other way (round 13).
        return []
    note = body[:MAX_SESSION_NOTE]
    return [Found(f"{lang}.session_note", "NOTE", SESSION, None, note, "Note", SESSION_NOTE_CONFIDENCE, "memory")]



# Said as heard from someone, rumoured, or guessed: what follows is not the speaker's own fact.
_HEARSAY = {
    "en": re.compile(
        r"\b(?:i(?:'ve| have)? heard|i (?:have )?read that|apparently|supposedly|allegedly|reportedly|"
        r"rumou?r (?:has it|is)|(?:the )?word is|according to|"
        r"(?:some(?:one|body)|people|they|everyone) (?:say|says|said|told me|reckons?)|"
        # "The manager thinks …", "My old master reckons …": a statement that is someone else's ("I said" is not).
        r"(?<!\bi )(?<!\bwe )(?:says|said|thinks|reckons|claims|told me|tells me))\b",
        re.IGNORECASE,
    ),
    # 住んでるらしい, 使ってるみたいです, 住んでいるそうです, …って聞いた, 噂では, …って言ってました.
    "ja": re.compile(
        r"らしい|みたい(?!に|な)|(?:[るたいだ]|ない)そう(?:です|だ|な|よ)|(?:って|と)聞(?:いた|きました|いて)|噂|"
        r"(?:って|と)言って(?:た|ました|いました|いる|る)|(?:って|と)言われ|によると|によれば|聞いた話"
    ),
    # 听说…, 据说…, 他们公司好像用…, 似乎…, 有人说…
    "zh": re.compile(r"听说|据说|听人说|听别人说|有人说|传言|据传|好像|似乎|说是"),
}
# A third person as the clause's subject: 他/她/他们, 我同事…, 彼/同僚は…, "she", "my colleague".
_THIRD_PERSON = {
    "en": re.compile(
        # Not "they": it is often the team or the shop ("… doesn't use Zoho any more; they went into Baserow").
        rf"^(?:(?:and|but|so|also|oh|well|plus)\b[,\s]*)?(?:he|she|he's|she's|his|her|"
        rf"my (?:{EN_PEOPLE})s?|(?:our|the) (?:{EN_PEOPLE})s?)\b",
        re.IGNORECASE,
    ),
    "ja": re.compile(
        r"^(?:彼女?|彼ら|あの人|あいつ|同僚|上司|先輩|後輩|部長|課長|社長|友達|友人|妻|夫|母|父|兄|姉|弟|妹|"
        r"[^、。はがも\s]{1,8}(?<!客)(?:さん|くん|君|ちゃん|氏))(?:の[^、。はがも\s]{0,8})?(?:は|が|も)"
    ),
    "zh": re.compile(
        rf"^(?:{ZH_PEOPLE}|(?:他|她|它)们?|人家|别人|"
        rf"(?:同事|老板娘?|领导|经理|师父|师傅|老师|朋友|家人|老公|老婆|妈妈|爸爸)"
        r"(?:(?!说|听说|觉得|认为|告诉)[一-龥A-Za-z]){0,3})"
    ),
}
# The speaker (or the team) as the clause's own subject: a third person said before no longer frames it.
_FIRST_PERSON = {
    "en": re.compile(r"^(?:(?:and|but|so|also)\b[,\s]*)?(?:i|i'm|i've|i'd|we|we're|we've|my|our)\b", re.IGNORECASE),
    "ja": re.compile(r"^(?:私|僕|俺|うち|弊社|当社|我々|自分)"),
    "zh": re.compile(rf"^(?!{ZH_PEOPLE})(?:我|咱们|本人)"),
}
# "They call me Sam", "同事都叫我…": the speaker as the object of a third person's verb is still the speaker's fact.
_SPEAKER_AS_OBJECT = {
    "en": re.compile(r"\bme\b", re.IGNORECASE),
    "ja": re.compile(r"(?:私|僕|俺|自分)(?:を|のこと)"),
    "zh": re.compile(r"[叫喊称管]我"),
}
HEARSAY, THIRD_PERSON = "hearsay", "third person"
# Round 12: what the speaker asks (「APIキー」って結局何のことですか？) and what held once and no longer
# (子どものころは漁師町に住んでました, 二十年前までは明石で銀行員をしてました) state none of the speaker's facts now;
# the rules read neither, the tagger, seeing words, read a workplace, a home and a trade in them.
ASKED, FORMER = "asked", "former"
_FORMER = {
    "ja": re.compile(
        r"^(?:子ども|子供|こども|学生|若い|新人)(?:の)?(?:ころ|頃|時|とき|時代)(?:は|に)|"
        r"^[^、。]{1,8}前(?:まで)?は|^(?:昔|以前|前|かつて)は"
    ),
}
_PAST_END = {"ja": re.compile(r"(?:ました|でした|てた|でた|った|だった)[。！!]?\s*$")}


def not_the_speakers(text: str) -> list[tuple[int, int, str]]:
    """Where a (masked) message states someone else's fact, with why: HEARSAY (heard, rumoured, guessed: from
    the marker on in English and Chinese, the whole clause when it comes last, as in Japanese) or
    THIRD_PERSON (a third person as the clause's subject, the speaker not its object), ASKED (a Japanese question)
    or FORMER (a Japanese clause of a time gone by, in the past tense). A clause with no
    subject of its own after such a clause is read as said of the same person. (start, end, why) offsets."""
    found = []
    for sentence in sentences(text):
        lang = language(sentence.text)
        carried = ""
        for clause in clauses(sentence, lang):
            body, start = clause.text, clause.start
            heard = _HEARSAY[lang].search(body)
            why = ""
            if heard is not None:
                # "Everyone says Ife" frames what follows it; "…, apparently." and Japanese らしい what comes before.
                said_after = lang != "ja" and body[heard.end() :].strip(" .!。！,，")
                why, start = HEARSAY, clause.start + (heard.start() if said_after else 0)
            elif _THIRD_PERSON[lang].match(body) and not _SPEAKER_AS_OBJECT[lang].search(body):
                why = THIRD_PERSON
            elif lang == "ja" and is_question(body, lang):
                # (English and Chinese turns ask after a fact stated in the same clause: "I'm a farrier - any tips?")
                why = ASKED
            elif lang in _FORMER and _FORMER[lang].match(body) and _PAST_END[lang].search(body):
                why = FORMER
            elif carried and not _FIRST_PERSON[lang].match(body):
                why = carried
            elif _FIRST_PERSON[lang].match(body):
                carried = ""
            carried = why or carried
            if why:
                found.append((start, clause.end, why))
    return found
