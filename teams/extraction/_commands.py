"""Explicit commands: "remember that …" and "forget …", in English, Japanese and Chinese.

A command is the user telling the agent what to keep or drop, so it is acted on at
confidence 0.99 whatever the threshold. "Do you remember what I said?" is a question,
not a command: the body of a remember command never starts with a question word.
"""

import re
from dataclasses import dataclass

REMEMBER, FORGET = "remember", "forget"

_EN_ASK = r"^(?:(?:please|hey|ok|okay|so|also)[\s,]+)*(?:(?:can|could|would|will) you\s+)?(?:please\s+)?"
_EN_NOT_A_QUESTION = r"(?!what\b|who\b|where\b|when\b|why\b|how\b|which\b|if\b|whether\b)"
_COMMANDS = {
    "en": [
        (
            REMEMBER,
            re.compile(
                _EN_ASK + r"(?:remember|memori[sz]e|keep in mind|don't forget|do not forget|make a note|take note|"
                r"note down|save (?:to|in) (?:your )?memory|add to (?:your )?memory)(?: that| this| the fact that)?"
                rf"[:,]?\s+{_EN_NOT_A_QUESTION}(?P<body>\S.*?)(?:,? please)?[?.!]*$",
                re.IGNORECASE,
            ),
        ),
        (
            FORGET,
            re.compile(
                _EN_ASK + r"(?:forget|(?:delete|remove|erase|drop|wipe|scrub|scrap|clear|purge)"
                r"(?=\s+(?:from (?:your )?memory\s+)?"
                r"(?:what (?:i said|you know)|my\b|the memory|that memory|everything (?:about|on|you know)|"
                # "erase anything about …", "scrap all of it about …", "wipe what I told you about …", "delete what
                # I mentioned re: …" (round 21).
                r"(?:anything|all of it|all of that) (?:about|on|re:?)\s|"
                r"(?:what|whatever|everything) i (?:said|told you|mentioned) (?:about|on|re:?)\s|"
                # "wipe the note about …", "delete whatever you have on …": what is kept, named by its kind.
                # "scrap the stuff I said about …", "delete what you've got on …".
                r"the (?:note|entry|bit|stuff|part|info|information|detail|record)s? (?:(?:i|we) (?:said|told you|"
                r"mentioned) )?(?:about|on)|"
                r"(?:whatever|anything|everything|what) you(?:'ve| have)? "
                r"(?:have|know|keep|hold|stored|saved|got|kept|noted) (?:on|about)))"
                r"(?:\s+from (?:your )?memory)?)(?:\s+about)?[:,]?\s+"
                # "drop everything on the allotment row from memory": where from, said last.
                r"(?P<body>\S.*?)(?:\s+from (?:your )?memory)?(?:,? please)?[?.!]*$",
                re.IGNORECASE,
            ),
        ),
        (
            FORGET,
            # "The stuff about my cat, please scrub it from memory": what to forget first, then the verb.
            re.compile(
                r"^(?:(?:that|the|this) (?:bit|stuff|part|thing|note|entry|memory|info|information|detail)s?|"
                r"(?:anything|everything|whatever) you(?:'ve got| have got| have| know| keep| hold| remember))"
                r" (?:about|on) (?P<body>.+?),\s*(?:please |you can |could you |can you |just )*(?:drop|scrub|delete|"
                r"remove|wipe|erase|forget|clear|purge)(?: it| that| them)?(?: from (?:your )?memory)?"
                r"(?:,? please)?[?.!]*$",
                re.IGNORECASE,
            ),
        ),
        (
            FORGET,
            # "The overdraft thing from earlier - delete that" (round 28): what to forget, named as a thing said
            # before, then the verb after a dash.
            re.compile(
                # "The hot water tank saga with my landlord, wipe that", "that stuff about my brother-in-law's van -
                # just drop it" (round 42): the thing named by whom or what it was about.
                r"^(?P<body>(?:the|that) (?:(?:[\w'-]+ ){1,3}(?:thing|stuff|bit|business|story|saga)"
                r"(?: (?:with|about|over|on) (?:my|our|the) [\w'-]+(?: [\w'-]+){0,2})?|"
                r"(?:stuff|thing|bit) (?:about|on|with) (?:my|our|the) [\w'-]+(?: [\w'-]+){0,2}))"
                r"(?: (?:from earlier|from before|i mentioned|i told you about|i said))?\s*[-–—:,]\s*"
                r"(?:please |you can |could you |can you |just )*(?:drop|scrub|delete|remove|wipe|erase|forget|clear|"
                r"purge|bin)(?: it| that| them)?(?: from (?:your )?memory)?(?:,? please)?[?.!]*$",
                re.IGNORECASE,
            ),
        ),
        (
            FORGET,
            # "My landlord's damp complaint from before - bin that, don't keep it" (round 38): one's own thing, named
            # as said before, then the verb after a dash and what not to do.
            re.compile(
                # "The parking permit moan from earlier - bin it." (round 40): the thing named with "the".
                # "The physio rant from this morning - bin it" (round 42): said earlier today or the day before.
                r"^(?P<body>(?:my|our|the) [\w'-]+(?: [\w'-]+){0,3} (?:from earlier|from before|from this morning|"
                r"from this afternoon|from yesterday|from last night|from the other day))\s*[-–—:,]\s*"
                r"(?:please |you can |could you |can you |just )*(?:drop|scrub|delete|remove|wipe|erase|forget|clear|"
                r"purge|bin)(?: it| that| them)?(?:,? please)?(?:,\s*(?:don't|do not) (?:keep|store) (?:it|that))?"
                r"[?.!]*$",
                re.IGNORECASE,
            ),
        ),
        (
            FORGET,
            # "Ignore all that about my cousin's wedding row, don't hang on to it" (round 40): what to forget named
            # as all that was said about it, then what not to do.
            re.compile(
                r"^(?:please |just )?(?:ignore|disregard|forget) (?P<body>all (?:that|of that|the stuff) (?:about|on) "
                r"[^,;.!?]{2,60}?),\s*(?:don't|do not) (?:hang on to|hold on to|keep|store|remember) (?:it|that|any of "
                r"it)[.!]*$",
                re.IGNORECASE,
            ),
        ),
        (
            FORGET,
            # "Scratch the thing about my landlord dispute", "Ditch the bit on my overdraft fee, it's sorted" (round
            # 30): what to forget named as a thing said before, after a verb of throwing out.
            re.compile(
                # "Could you bin what I said about my car loan?" (round 32): asked, the thing named as what was said.
                r"^(?:please |just |and |(?:could|can|would) you (?:please |just )?)?(?:scratch|ditch|bin|chuck|toss|"
                r"drop|scrub) (?P<body>(?:(?:the|that) (?:thing|bit|stuff|part|note|business)|what i (?:said|told you|"
                r"mentioned)) (?:about|on|re:?) [^,;.!?]{2,60}?)"
                r"(?:,\s*(?:it's|that's|it is|that is) (?:sorted|done|over|settled|resolved|fixed|old news)\b.*)?"
                r"(?:,? please)?[.!?]*$",
                re.IGNORECASE,
            ),
        ),
        (
            REMEMBER,
            # "remind me: hearing test, 26 August, 2:10", "don't let me forget: …", "pop this in my notes: …" (round
            # 45): a note for oneself after a lead-in and a colon, kept as said.
            re.compile(
                r"^(?:remind me|don't let me forget|do not let me forget|(?:pop|put|add) (?:this|that) (?:in|into|to) "
                rf"my notes)\s*:\s*{_EN_NOT_A_QUESTION}(?P<body>\S.*?)[.!]*$",
                re.IGNORECASE,
            ),
        ),
        (
            FORGET,
            # "The rant about the bin men, just delete that", "the moan about the council rates bill - please forget
            # it, it's paid", "that whole saga about the neighbour's barking dog - forget it, it's sorted", "the
            # whole thing with my ex and the boat trailer, wipe that, I overshared" (round 45): what to forget named
            # as a grumble about something, the verb after it, and why after that.
            re.compile(
                r"^(?P<body>(?:the|that) (?:whole )?(?:rant|moan|grumble|whinge|saga|thing|business|story) "
                r"(?:about|with|over|on) (?:my|our|the) [\w'-]+(?: [\w'-]+){0,4}?)\s*[-–—:,]\s*"
                r"(?:please |you can |could you |can you |just )*(?:drop|scrub|delete|remove|wipe|erase|forget|clear|"
                r"purge|bin)(?: it| that| them)?(?:,\s*(?:it's|that's|i) [\w' ]{2,30})?[?.!]*$",
                re.IGNORECASE,
            ),
        ),
        (
            FORGET,
            # "you can drop everything about my neighbour's extension, I've calmed down now" (round 45).
            re.compile(
                r"^(?:you can |please |just )*(?:drop|forget|delete|wipe|bin|scrub) (?P<body>everything (?:about|on) "
                r"(?:my|our|the) [\w'-]+(?: [\w'-]+){0,3}),\s*(?:i've|i have|it's|that's) [\w' ]{2,40}[.!]*$",
                re.IGNORECASE,
            ),
        ),
    ],
    "ja": [
        (
            REMEMBER,
            re.compile(
                r"^(?:これ|これを)?(?:覚えて(?:おいて)?|覚えといて|記憶して|メモして|忘れないように)(?:ください|ね|よ)?[：:、]\s*(?P<body>.+?)[。！!]*$"
            ),
        ),
        (
            REMEMBER,
            re.compile(
                r"^(?P<body>.+?)(?:ということ|ってこと|こと)?(?:って|と|を)?(?:覚えて|記憶して|覚えといて|メモして)"
                r"(?:おいて|おいてください|ください|ね|くれ|ほしい|おいてね|置いて|もらえますか|くれますか)?[。！!？?]*$"
            ),
        ),
        (
            FORGET,
            re.compile(
                r"^(?P<body>.+?)(?:のことを|のこと|について(?:は)?|に関して(?:は)?|を|は)?[、\s]*(?:忘れて|忘れといて|"
                r"(?:記憶|記録|メモ|メモリ)から(?:消して|消しといて|消しておいて|削除して|削除しといて)|"
                r"メモリから削除して|(?:の|に関する|についての)記憶を(?:削除|消去|消)して|"
                # 私のアレルギーの情報は消してください: what is kept (情報, メモ …) asked to be deleted.
                r"(?:(?<=情報は|情報を|メモは|メモを|記録は|記録を)|(?<=データは|データを))(?:消して|削除して)|"
                # 面打ちのことで話した内容は、消去しておいて: what was said about it, asked to be erased.
                r"(?:(?<=内容は、)|(?<=内容は|内容を))(?:消して|消去して|削除して)|"
                # 転職した話、消しといて: a story told (話, 件) asked to be deleted.
                # 菓子司の件は全部消して, …の件、記録から全部消して: where from and how much say the same.
                # さっきの…の話、やっぱり消しておいて (round 27): after all (やっぱり) changes nothing asked.
                # 歯医者の愚痴、あれ消しといて / …の話、なかったことにして (round 43): a grumble told, pointed back to
                # with あれ, or what was told taken back, says the same.
                # …への文句、あれは無かったことにして / …の話は、記録から外しておいて (round 46): a complaint, あれは,
                # 無かった in kanji, and 外して (taken out of the record) say the same.
                r"(?:(?<=話、|件、|話は|件は)|(?<=愚痴、|愚痴は|文句、|文句は)|(?<=話は、))(?:やっぱり|やっぱ)?"
                r"(?:あれ|それ)?(?:は)?(?:記録から|メモから)?"
                r"(?:全部|ぜんぶ|すべて)?(?:消して|消しといて|消しておいて|削除して|削除しといて|なかったことにして|"
                r"無かったことにして|外して|外しといて))"
                r"(?:おいて(?=ください|ね|くれ|ほしい))?"
                r"(?:ください|ほしい|おいて|くれ|ね|もらえますか|くれますか|いい(?:よ|です)?|もいい(?:よ|です)?)?[。！!？?]*$"
            ),
        ),
        (
            FORGET,
            # 健康診断の結果について言ったこと、なかったことにしてください: what was said about it, taken back.
            re.compile(
                r"^(?P<body>[^、。]{1,20}?)(?:について|のことで|のことを|に関して)(?:言った|話した|伝えた)こと(?:は)?、?"
                r"(?:なかったことに|忘れて|消して)(?:して)?(?:ください|ほしい|おいて|ね)?[。！!]*$"
            ),
        ),
    ],
    "zh": [
        (
            REMEMBER,
            re.compile(
                r"^(?:请|帮我|麻烦你?|你要)?(?:你)?(?:记住|记下|记一下|记着|提醒我(?=[：:]))(?:[：:，,、]|一下|了)?\s*(?P<body>.+?)[。！!]*$"
            ),
        ),
        (REMEMBER, re.compile(r"^(?P<body>.+?)[，,]\s*(?:请|你要)?记住(?:了|哦|啊)?[。！!]*$")),
        (
            FORGET,
            re.compile(
                # 不要记住这个：… keeps nothing back from what follows, it asks that nothing be kept (no forget);
                # 忘记支付密码怎么办？ asks what to do, it is no command.
                r"^(?:请|帮我|麻烦你?)?(?:你)?(?:忘记|忘掉|忘了|别再?记着|不要再?记着|不要记住|删除)"
                r"(?!(?:这个|这些|下面的?|以下的?)(?:话|内容)?[：:，,])(?![^。]*(?:怎么办|怎么|如何|吗)[？?]?$)"
                r"(?:[：:，,]|关于)?\s*(?P<body>.+?)了?[。！!]*$"
            ),
        ),
        (
            FORGET,
            # 之前提过的那笔贷款，忘掉: what to forget first, then the bare verb.
            # 信用卡分期的事，请忘了它 (round 31): the matter said as 的事 needs no 提过.
            re.compile(
                r"^(?P<body>(?:(?:之前|刚才|以前|上次)?(?:我)?(?:提过|说过|讲过|提到过?|聊过)的[^，,。]{1,20}?|"
                r"[^，,。的]{2,10}的事))[，,]\s*"
                r"(?:请|帮我)?(?:忘掉|忘了|删掉|删了|删除|清除|别记了)(?:它|吧|吧)?[。！!]*$"
            ),
        ),
        (
            FORGET,
            # 我欠债的事情删掉吧 / 上回说的相亲那件事，别记了: a matter told, then the verb.
            re.compile(
                # 关于我欠款的那件事 忘了吧: the matter said "about" is the matter (as 把我说的关于…的事 reads it).
                # 把我前夫的事忘掉吧, 关于房贷的那段删了吧 (round 11): 把 before the matter; a passage (那段) of it.
                # 房贷逾期那档子事，你忘了吧 / 关于我前夫的那些话，全删了吧 (round 16): the matter as 那档子事 or
                # 那些话, the one asked, and "all of it" (全).
                # 请把我说的那次车祸的事忘掉, 我之前说的…那件事 (round 18): "I said" is how it is asked
                # (上次说的… is kept).
                # 之前说的我爸住院的事，请忘掉 (round 27): "said before" or "just now" without 我 is how it is asked
                # too (上次说的…, "said last time", still says which matter and is kept, as round 6 reads it).
                r"^(?:请|麻烦你?)?(?:把)?(?:我(?:之前|刚才|刚|以前|上次)?(?:说的|说过的|讲的|提过的|提到的)|"
                # 刚说的…的事 (round 43): "just now" said as 刚 is how it is asked too.
                r"(?:之前|刚才|刚)(?:说的|说过的|讲的|提过的|提到的))?(?:关于)?"
                # 牙医那段吐槽删了吧 (round 43): the passage named for what it was (吐槽, 牢骚).
                # 我堂哥开饭馆那事 / 邻居家狗半夜叫的那些抱怨 (round 46): the matter said as 那事, the complaints as
                # 那些抱怨.
                r"(?P<body>[^，,。]{1,20}?)的?(?:那件事|这件事|的事情|的事|(?:那段|这段)(?:吐槽|牢骚)?|那部分|那档子事|"
                r"那些事|那些话|那些内容|那事|那些抱怨)[，,]?\s*"
                r"(?:你|请你?|帮我)?(?:全部|全都|全)?"
                # …，别记了，删掉吧 (round 27): the ask said twice; …别记了，忘掉 (round 33) too.
                # …那些事，不用记 (round 43): "no need to keep it" asks the same.
                r"(?:删掉|删了|删除|忘掉|忘了|别记了|不要记了|不用记了?)(?:吧|了吧)?"
                r"(?:[，,]\s*(?:删掉|删了|删除|忘掉|忘了)(?:吧|了吧)?)?[。！!]*$"
            ),
        ),
        (
            FORGET,
            # 把我前面讲的体检报告删了: what one told earlier, named, is a kept item too (把这个文件删掉 names nothing
            # told, so it stays no command).
            re.compile(
                r"^(?:请|帮我|麻烦你?)?把我?(?:前面|之前|刚才|上次|以前)(?:讲|说|提|聊)(?:过|到)?的(?P<body>[^，。]{2,12}?)"
                r"(?:全部|都)?(?:删掉|删除|删了|去掉|忘掉|忘了)(?:吧|了)?[。！!]*$"
            ),
        ),
        (
            FORGET,
            # 把我对芒果过敏那条删掉: a kept item (那条, 的记录 …) asked to be deleted ("把这个文件删掉" is not one).
            re.compile(
                # 把我说的关于装修的事都删掉: what was said about a matter is the matter.
                r"^(?:请|帮我|麻烦你?)?把(?:我?(?:说的|说过的|讲的|提到的|提过的)关于)?(?P<body>.+?)(?:那条|这条|的记忆|的信息|的记录|这件事|那件事|的事)(?:记录|信息)?"
                r"(?:从(?:你的)?(?:记忆|记录|内存)(?:里|中|里面)?)?(?:全部|都)?(?:删掉|删除|去掉|忘掉|忘了|删了)(?:吧|了)?[。！!]*$"
            ),
        ),
        (
            FORGET,
            # 请删掉我喜欢Lua的那条记录 / 关于我老家的信息请全部忘掉: a kept item named, then or after the verb.
            re.compile(
                r"^(?:请|帮我|麻烦你?)?(?:删掉|删除|去掉)(?P<body>.+?)的?(?:那条|这条)(?:记录|信息)?(?:吧)?[。！!]*$|"
                # 关于我欠信用卡的事，全部忘了吧 / 关于蜂园的那些都忘了吧: a comma, or 那些 for what was said.
                r"^(?:(?:之前|刚才|以前)?(?:我)?(?:说的|说过的|讲的|提到的))?关于(?P<about>.+?)的(?:信息|记录|记忆|内容|事|话|那些)?"
                r"[，,]?(?:请|麻烦)?(?:全部|都)?(?:忘掉|删掉|删除|忘了|清除)(?:吧)?[。！!]*$"
            ),
        ),
    ],
}
_BODY_TAIL = {
    "en": re.compile(r"[\s.!]+$"),
    "ja": re.compile(r"(?:だ|です|である|ということ|ってこと|こと)?[\s。！]*$"),
    "zh": re.compile(r"[\s。！]+$"),
}
_PREFERENCE_WORDS = re.compile(r"prefer|preference|favou?rite|\blike|好み|好き|喜欢|偏好|爱用", re.IGNORECASE)


@dataclass(frozen=True)
class Command:
    verb: str  # remember | forget
    body: str  # what to remember, or what to forget
    body_start: int  # offset of the body in the clause
    about_preference: bool  # "forget my preference for Python": only preferences


def command_in(text: str, lang: str) -> Command | None:
    """The explicit command a clause gives, or None."""
    for verb, pattern in _COMMANDS[lang]:
        match = pattern.match(text)
        if match is None:
            continue
        group = "body" if match.group("body") is not None else "about"
        body = _BODY_TAIL[lang].sub("", match.group(group)).strip()
        if body:
            return Command(verb, body, match.start(group), bool(_PREFERENCE_WORDS.search(body)))
    return None


# The words of a forget that only say how it is asked ("my preference for", "what I said about",
# の好み, 我对…的偏好): what is left names the memory.
_FORGET_FRAME = {
    "en": (
        re.compile(
            r"^(?:(?:(?:my|our) (?:preferences?|choice|setting) (?:for|of|about)|(?:what|whatever|everything|anything) "
            r"(?:i|we|you)(?:'ve| have)? "
            r"(?:said|told you|mentioned|wrote|know|have|keep|hold|stored|saved|got|kept|noted) (?:about|on)|"
            r"the (?:note|entry|bit|stuff|part|info|information|detail|record)s? (?:(?:i|we) (?:said|told you|"
            r"mentioned) )?(?:about|on)|"
            r"that (?:i|we) (?:prefer|like|love|use|am|'m|work|live|"
            r"said)|the (?:memory|fact|note) (?:about|that)|everything about|anything about|i (?:prefer|like|love|use)|"
            r"my|our|the|that|this|about)\s+)+",
            re.IGNORECASE,
        ),
        re.compile(r"\s+(?:preferences?|setting|thing|stuff)$", re.IGNORECASE),
    ),
    "ja": (
        re.compile(r"^(?:私の|僕の|俺の|私が|僕が|私は|僕は)"),
        re.compile(r"(?:の|が|を)?(?:好み|こと|設定|記憶|件|話|好きなこと|好き|が好きということ)$"),
    ),
    "zh": (
        re.compile(r"^(?:我对|我们对|关于|我的|我们的|我(?:喜欢|爱用|偏好|用)|我们(?:喜欢|用)|我)"),
        re.compile(r"(?:的)?(?:偏好|喜好|设置|记忆|事情|事|这件事)$"),
    ),
}


def forget_words(body: str, lang: str) -> str:
    """The words of a forget command's body that name what to forget: "my preference for dark mode"
    → "dark mode", "ダークモードの好み" → "ダークモード", "我对深色模式的偏好" → "深色模式"."""
    lead, tail = _FORGET_FRAME[lang]
    return tail.sub("", lead.sub("", body.strip())).strip(" .。、，,")
