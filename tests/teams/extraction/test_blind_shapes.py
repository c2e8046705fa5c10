"""The rules written from the blind parts 5 and 6 (issue #25, round 3) read constructions, not the
sentences of those parts: every case here was written for this test, after the rules, and is in no
labelled part. Look-alikes that state no durable fact must give nothing (precision)."""

import pytest

from bench.team_labels import labelled_turns
from teams.extraction import extract_message
from tests.teams.extraction.kept_drafts import found

SELF_NAME = ("memory", "self", "HAS_NAME")
SPEAKS, LIVES = ("memory", "self", "SPEAKS"), ("memory", "self", "LIVES_IN")
WE_USES, WE_POLICY = ("memory", "we", "USES"), ("memory", "we", "HAS_POLICY")
PREFERS = ("memory", "self", "PREFERS")

READ = [
    # A preamble before the facts is not a fact and does not hide them.
    (
        "Quick intro: I'm Marisol, a data engineer at Pellucid Foods.",
        [
            (*SELF_NAME, "Marisol"),
            ("memory", "self", "HAS_ROLE", "data engineer"),
            ("memory", "self", "WORKS_AT", "Pellucid Foods"),
        ],
    ),
    ("Hi there, Bartholomew here.", [(*SELF_NAME, "Bartholomew")]),
    ("Heads up, I'm on Pacific time.", [("memory", "self", "HAS_TIMEZONE", "Pacific time")]),
    ("Some context first: we deploy with Nomad.", [("memory", "we", "USES", "Nomad")]),
    ("改めまして、岸部と申します。", [(*SELF_NAME, "岸部")]),
    ("背景として：私は京都に住んでいます。", [("memory", "self", "LIVES_IN", "京都")]),
    ("大家好，我叫庞一鸣。", [(*SELF_NAME, "庞一鸣")]),
    ("先说下情况：我们公司用Gitee管理代码。", [("memory", "we", "USES", "Gitee")]),
    # The context a question is asked in is read; the question is left out.
    ("I use Deno, but how do I vendor npm packages?", [("memory", "self", "USES", "Deno")]),
    ("We host on Render - how do I add a cron job?", [("memory", "we", "USES", "Render")]),
    ("Since I live in Quito, which cloud region is nearest?", [("memory", "self", "LIVES_IN", "Quito")]),
    ("Zigが好きなんですけど、コンパイルが遅いのは普通ですか？", [("memory", "self", "PREFERS", "Zig")]),
    # The speaker's facts with the fact first, the time or place as the subject, a tenure.
    ("Portuguese is my mother tongue.", [("memory", "self", "SPEAKS", "Portuguese")]),
    ("Conversational in Korean, and my Swahili is rusty.", [(*SPEAKS, "Korean"), (*SPEAKS, "Swahili")]),
    ("I grew up speaking Urdu.", [(*SPEAKS, "Urdu")]),
    ("Home base is Porto.", [(*LIVES, "Porto")]),
    ("I call Leeds home.", [(*LIVES, "Leeds")]),
    ("I'm in Valparaíso, so I'm a few hours behind you.", [(*LIVES, "Valparaíso")]),
    ("I relocated to Tallinn back in October.", [(*LIVES, "Tallinn")]),
    ("My calendar runs on Eastern time.", [("memory", "self", "HAS_TIMEZONE", "Eastern time")]),
    ("My time zone's HKT.", [("memory", "self", "HAS_TIMEZONE", "HKT")]),
    ("My usual hours are 7am to 3pm.", [("memory", "self", "HAS_WORKING_HOURS", "7am to 3pm")]),
    ("Given my kids' schedule I work 7 to 3.", [("memory", "self", "HAS_WORKING_HOURS", "7 to 3")]),
    ("Brightwater Labs pays my salary.", [("memory", "self", "WORKS_AT", "Brightwater Labs")]),
    (
        "I've been with Tidewell Freight since 2017, now as their platform lead.",
        [("memory", "self", "WORKS_AT", "Tidewell Freight"), ("memory", "self", "HAS_ROLE", "platform lead")],
    ),
    (
        "I've been a cartographer at Fenwick Maps for a decade.",
        [("memory", "self", "HAS_ROLE", "cartographer"), ("memory", "self", "WORKS_AT", "Fenwick Maps")],
    ),
    ("My position on the team is scrum master.", [("memory", "self", "HAS_ROLE", "scrum master")]),
    ("By profession I'm a data engineer.", [("memory", "self", "HAS_ROLE", "data engineer")]),
    (
        "I do consulting for Brightwater Labs.",
        [("memory", "self", "HAS_ROLE", "consulting"), ("memory", "self", "WORKS_AT", "Brightwater Labs")],
    ),
    (
        "Odalys Brenner here, staff engineer at Quillon Bank.",
        [
            (*SELF_NAME, "Odalys Brenner"),
            ("memory", "self", "HAS_ROLE", "staff engineer"),
            ("memory", "self", "WORKS_AT", "Quillon Bank"),
        ],
    ),
    ("the name's Evander, by the way", [(*SELF_NAME, "Evander")]),
    # The team's facts: a kind of tool as the subject, a product with what it is, routines said of the thing.
    ("Our incident paging is PagerDuty.", [(*WE_USES, "PagerDuty")]),
    ("Our knowledge base is Outline.", [(*WE_USES, "Outline")]),
    ("Our core product is Fernleaf, a scheduling tool for clinics.", [("memory", "we", "HAS_PRODUCT", "Fernleaf")]),
    ("Iterations for us last three weeks.", [("memory", "we", "HAS_SPRINT_LENGTH", "three weeks")]),
    ("We work in one-week sprints.", [("memory", "we", "HAS_SPRINT_LENGTH", "one-week")]),
    ("The daily standup's at 9:20.", [("memory", "we", "HAS_STANDUP_TIME", "9:20")]),
    ("The on-call rotation changes hands every Monday.", [("memory", "we", "HAS_ON_CALL_ROTATION", "every Monday")]),
    ("The team I'm in is called Heron.", [("memory", "we", "HAS_TEAM", "Heron")]),
    ("We're the Osprey crew.", [("memory", "we", "HAS_TEAM", "Osprey")]),
    ("We're a tiny studio based in Ghent.", [("memory", "we", "LOCATED_IN", "Ghent")]),
    ("Backups in our company are handled by Restic.", [(*WE_USES, "Restic")]),
    ("Secrets are all stored in Doppler for us.", [(*WE_USES, "Doppler")]),
    ("Our build logs all flow through Loki.", [(*WE_USES, "Loki")]),
    ("We track every expense in cal.com.", [(*WE_USES, "cal.com")]),
    ("Team-wide we talk on Zulip.", [(*WE_USES, "Zulip")]),
    # Rules said as a label, a ban, or of the thing.
    ("House rule: nobody deploys after 4pm.", [(*WE_POLICY, "nobody deploys after 4pm")]),
    ("Every PR gets two reviews, that's our rule.", [(*WE_POLICY, "Every PR gets two reviews")]),
    ("Pushing straight to main is forbidden.", [(*WE_POLICY, "Pushing straight to main")]),
    ("No deploying on Fridays.", [(*WE_POLICY, "deploying on Fridays")]),
    ("Passwords never get pasted into chat, no exceptions.", [(*WE_POLICY, "Passwords never get pasted into chat")]),
    # Tastes said of the thing, or with no subject.
    ("Nothing beats Kakoune for quick edits.", [(*PREFERS, "Kakoune")]),
    ("Tmux is the one I always reach for.", [(*PREFERS, "Tmux")]),
    ("Favourite shell: Nushell.", [(*PREFERS, "Nushell")]),
    ("I'll pick Preact over React any day.", [(*PREFERS, "Preact")]),
    ("Webpack drives me up the wall.", [("memory", "self", "DISLIKES", "Webpack")]),
    ("Not keen on Helm charts, too much templating.", [("memory", "self", "DISLIKES", "Helm charts")]),
    ("Grammarly isn't something I use.", [("memory", "self", "AVOIDS", "Grammarly")]),
    ("My colleague Ayaan is hooked on Obsidian.", [("memory", "other", "PREFERS", "Obsidian")]),
    # Forget said with the kind of thing kept, or the thing first; corrections said as a fix.
    ("Please scrub the entry about my home address.", [("forget", "self", "", "the entry about my home address")]),
    ("The bit about my dog, you can delete it.", [("forget", "self", "", "my dog")]),
    ("Quick fix: our chat tool is Zulip, not Slack.", [(*WE_USES, "Zulip")]),
    # Japanese: the person around the name, time lived by, hours as a span, the team's things by their label,
    # routines said of the routine, rules as NG / 不可 / 決まり, tastes with しっくり / 性に合う, ends with 廃止.
    (
        "ヤクルトのQAエンジニア、砂川真帆です。",
        [
            ("memory", "self", "HAS_NAME", "砂川真帆"),
            ("memory", "self", "HAS_ROLE", "QAエンジニア"),
            ("memory", "self", "WORKS_AT", "ヤクルト"),
        ],
    ),
    (
        "日立の設計部門で図面を描いている梶浦です。",
        [("memory", "self", "HAS_NAME", "梶浦"), ("memory", "self", "WORKS_AT", "日立")],
    ),
    ("梶浦です、よろしくお願いします！", [("memory", "self", "HAS_NAME", "梶浦")]),
    ("芦田っていいます。", [("memory", "self", "HAS_NAME", "芦田")]),
    (
        "クボタの生産管理部でデータエンジニアをやってます。",
        [("memory", "self", "HAS_ROLE", "データエンジニア"), ("memory", "self", "WORKS_AT", "クボタ")],
    ),
    ("肩書きはスクラムマスターです。", [("memory", "self", "HAS_ROLE", "スクラムマスター")]),
    ("勤務先はデンソーです。", [("memory", "self", "WORKS_AT", "デンソー")]),
    (
        "函館在住のデザイナーです。",
        [("memory", "self", "LIVES_IN", "函館"), ("memory", "self", "HAS_ROLE", "デザイナー")],
    ),
    ("住まいは富山です。", [("memory", "self", "LIVES_IN", "富山")]),
    ("去年、岡山から松江へ引っ越しました。", [("memory", "self", "LIVES_IN", "松江")]),
    ("私はロンドン時間で仕事しています。", [("memory", "self", "HAS_TIMEZONE", "ロンドン時間")]),
    ("時間帯はベトナム時間です。", [("memory", "self", "HAS_TIMEZONE", "ベトナム時間")]),
    ("平日は9時から18時まで働いています。", [("memory", "self", "HAS_WORKING_HOURS", "9時から18時")]),
    ("11時〜20時が稼働時間です。", [("memory", "self", "HAS_WORKING_HOURS", "11時〜20時")]),
    ("母語はタガログ語です。", [("memory", "self", "SPEAKS", "タガログ語")]),
    ("タイ語はネイティブです。", [("memory", "self", "SPEAKS", "タイ語")]),
    (
        "ベトナム語と英語なら日常会話で使えます。",
        [("memory", "self", "SPEAKS", "ベトナム語"), ("memory", "self", "SPEAKS", "英語")],
    ),
    ("私、そばにアレルギーがあります。", [("memory", "self", "HAS_ALLERGY", "そば")]),
    ("私は根っからの朝型です。", [("memory", "self", "IS_A", "朝型")]),
    ("チーム名は「ツバメ」です。", [("memory", "we", "HAS_TEAM", "ツバメ")]),
    ("弊社のプロダクトは「ヒバリ」という勤怠管理アプリです。", [("memory", "we", "HAS_PRODUCT", "ヒバリ")]),
    ("本社は松山にあります。", [("memory", "we", "LOCATED_IN", "松山")]),
    ("スプリントの長さは2週間です。", [("memory", "we", "HAS_SPRINT_LENGTH", "2週間")]),
    ("朝会は毎朝9時半からです。", [("memory", "we", "HAS_STANDUP_TIME", "9時半")]),
    ("リリースは月に1回のペースです。", [("memory", "we", "HAS_RELEASE_CADENCE", "月に1回")]),
    ("議事録はすべてNotionに置いてます。", [("memory", "we", "USES", "Notion")]),
    ("社内チャットはSlack一択です。", [("memory", "we", "USES", "Slack")]),
    ("うちのログ監視はDatadogです。", [("memory", "we", "USES", "Datadog")]),
    ("本番DBに直接つなぐのは原則NGです。", [("memory", "we", "HAS_POLICY", "本番DBに直接つなぐ")]),
    ("金曜のデプロイは不可です。", [("memory", "we", "HAS_POLICY", "金曜のデプロイ")]),
    (
        "PRは30分以内にレビューするのがチームの決まりです。",
        [("memory", "we", "HAS_POLICY", "PRは30分以内にレビューするのがチームの決まりです")],
    ),
    ("リリースには二人の承認が必要です。", [("memory", "we", "HAS_POLICY", "リリースには二人の承認が必要です")]),
    ("寝る前にスマホを見ないようにしてる。", [("memory", "self", "HAS_HABIT", "寝る前にスマホを見ない")]),
    (
        "週末に一週間分の作り置きをするのが習慣です。",
        [("memory", "self", "HAS_HABIT", "週末に一週間分の作り置きをする")],
    ),
    ("毎週月曜の朝にチーム全員で振り返りをやってます。", [("memory", "we", "HAS_HABIT", "毎週月曜の朝に振り返り")]),
    ("ブラウザはやっぱりVivaldiが一番しっくりきます。", [("memory", "self", "PREFERS", "Vivaldi")]),
    ("静的型付けのほうが性に合ってます。", [("memory", "self", "PREFERS", "静的型付け")]),
    ("キーボードはHHKBじゃないと落ち着かない。", [("memory", "self", "PREFERS", "HHKB")]),
    ("CSSはTailwindくらい素っ気ないのが好みです。", [("memory", "self", "PREFERS", "Tailwind")]),
    ("長い会議、正直あれ苦手なんですよね。", [("memory", "self", "DISLIKES", "長い会議")]),
    ("同僚の早瀬はNixにどハマりしてます。", [("memory", "other", "PREFERS", "Nix")]),
    ("Trelloはとっくにやめました。", [("end", "self", "USES", "Trello")]),
    ("弊社はJenkinsを昨年廃止しました。", [("end", "we", "USES", "Jenkins")]),
    ("私の誕生日の情報は消しておいてください。", [("forget", "self", "", "私の誕生日の情報")]),
    ("この会話の中だけ、新しい機能は「ツクシ」と呼ぶことにします。", [("memory", "session", "IS_CALLED", "ツクシ")]),
    (
        "うちはCIにBuildkiteを使ってるんですが、キャッシュってどう効かせますか？",
        [("memory", "we", "USES", "Buildkite")],
    ),
    # Chinese: the thing first, tastes with 受不了 / 只用, the person around the work, 常住 / 家在, the time lived
    # by, 母语 / 没问题, the team's things by their label, routines, 严禁 / 规定, 都放在, 弃用 / 下线, 更新成.
    ("说实话我受不了Teams。", [("memory", "self", "DISLIKES", "Teams")]),
    ("我特别烦写周报。", [("memory", "self", "DISLIKES", "写周报")]),
    ("Java的泛型我是真受不了。", [("memory", "self", "DISLIKES", "Java的泛型")]),
    ("写文档我只用Typora，别的都用不惯。", [("memory", "self", "PREFERS", "Typora")]),
    ("我更习惯用Emacs写代码。", [("memory", "self", "PREFERS", "Emacs")]),
    ("组里的小魏很迷Haskell。", [("memory", "other", "PREFERS", "Haskell")]),
    ("本轮对话我希望你用英文回答。", [("memory", "session", "PREFERS", "英文")]),
    ("下班前我总会把桌面收拾干净。", [("memory", "self", "HAS_HABIT", "下班前把桌面收拾干净")]),
    ("每周三下午我们组会做一次技术分享。", [("memory", "we", "HAS_HABIT", "每周三下午做一次技术分享")]),
    ("每个季度最后一周，我们团队会搞一次复盘。", [("memory", "we", "HAS_HABIT", "每个季度最后一周搞一次复盘")]),
    ("大家好，我是邬子涵。", [("memory", "self", "HAS_NAME", "邬子涵")]),
    ("我是做数据分析的。", [("memory", "self", "HAS_ROLE", "数据分析")]),
    ("美团的算法工程师。", [("memory", "self", "HAS_ROLE", "算法工程师"), ("memory", "self", "WORKS_AT", "美团")]),
    (
        "现在在蔚来汽车当测试组长。",
        [("memory", "self", "HAS_ROLE", "测试组长"), ("memory", "self", "WORKS_AT", "蔚来汽车")],
    ),
    (
        "本人在京东负责推荐系统的后端开发。",
        [("memory", "self", "HAS_ROLE", "推荐系统的后端开发"), ("memory", "self", "WORKS_AT", "京东")],
    ),
    ("我常住成都。", [("memory", "self", "LIVES_IN", "成都")]),
    ("我家在潍坊。", [("memory", "self", "LIVES_IN", "潍坊")]),
    ("前年搬到了厦门。", [("memory", "self", "LIVES_IN", "厦门")]),
    ("平时按东京时间作息。", [("memory", "self", "HAS_TIMEZONE", "东京时间")]),
    ("我一般早上九点到下午六点在线。", [("memory", "self", "HAS_WORKING_HOURS", "早上九点到下午六点")]),
    ("工作时间一般是上午十点到晚上七点。", [("memory", "self", "HAS_WORKING_HOURS", "上午十点到晚上七点")]),
    ("我母语是粤语。", [("memory", "self", "SPEAKS", "粤语")]),
    ("日语是我的母语。", [("memory", "self", "SPEAKS", "日语")]),
    ("英语和德语都没问题。", [("memory", "self", "SPEAKS", "英语"), ("memory", "self", "SPEAKS", "德语")]),
    ("我能用西班牙语日常交流。", [("memory", "self", "SPEAKS", "西班牙语")]),
    ("组名叫猎户座。", [("memory", "we", "HAS_TEAM", "猎户座")]),
    ("我们小组叫“蜂鸟”。", [("memory", "we", "HAS_TEAM", "蜂鸟")]),
    ("我们做的产品叫“小满日记”。", [("memory", "we", "HAS_PRODUCT", "小满日记")]),
    ("总部在苏州。", [("memory", "we", "LOCATED_IN", "苏州")]),
    ("我们一个迭代是两周。", [("memory", "we", "HAS_SPRINT_LENGTH", "两周")]),
    ("值班按一周一轮来排。", [("memory", "we", "HAS_ON_CALL_ROTATION", "一周一轮")]),
    ("站会定在每天上午九点半。", [("memory", "we", "HAS_STANDUP_TIME", "上午九点半")]),
    ("我们组严禁在周五上线。", [("memory", "we", "HAS_POLICY", "在周五上线")]),
    ("团队规定，代码必须经过评审。", [("memory", "we", "HAS_POLICY", "代码必须经过评审")]),
    ("我们组的设计稿都放在Figma里。", [("memory", "we", "USES", "Figma")]),
    ("公司内部沟通全靠飞书。", [("memory", "we", "USES", "飞书")]),
    ("Trello我早就弃用了。", [("end", "self", "USES", "Trello")]),
    ("我们去年把Jenkins下线了。", [("end", "we", "USES", "Jenkins")]),
    ("所在城市更新成青岛。", [("memory", "self", "LIVES_IN", "青岛")]),
    ("时区那项请改为伦敦时间。", [("memory", "self", "HAS_TIMEZONE", "伦敦时间")]),
    ("我的职位更新一下，改成架构师。", [("memory", "self", "HAS_ROLE", "架构师")]),
    ("请删掉我喜欢Scala的那条记录。", [("forget", "self", "PREFERS", "我喜欢Scala")]),
    ("关于我孩子的信息请全部忘掉。", [("forget", "self", "", "我孩子")]),
    ("在这次对话中，把这个模块称为“青鸟”。", [("memory", "session", "IS_CALLED", "青鸟")]),
    ("我的上级是沈青，之前说成沈清了。", [("memory", "self", "HAS_MANAGER", "沈青")]),
    (
        "嗨 我叫孔维 在滴滴做运维 平时写Go",
        [
            ("memory", "self", "HAS_NAME", "孔维"),
            ("memory", "self", "HAS_ROLE", "运维"),
            ("memory", "self", "WORKS_AT", "滴滴"),
            ("memory", "self", "USES", "Go"),
        ],
    ),
    # English, second pass: a plural or 'first thing' time first, 'X are when I …', an event day, 'the one I prefer',
    # a preference with what is not wanted, casual spelling, a second verb beside 'sell', ends said with 'retired'.
    (
        "Saturday mornings are when I water the balcony plants.",
        [("memory", "self", "HAS_HABIT", "water the balcony plants saturday mornings")],
    ),
    (
        "First thing in the morning, I check the deploy dashboard.",
        [("memory", "self", "HAS_HABIT", "check the deploy dashboard first thing in the morning")],
    ),
    ("Tuesdays I do a long review session.", [("memory", "self", "HAS_HABIT", "do a long review session tuesdays")]),
    (
        "Every Sunday evening I plan the week ahead.",
        [("memory", "self", "HAS_HABIT", "plan the week ahead every sunday evening")],
    ),
    (
        "Before each deploy I read the migration diff.",
        [("memory", "self", "HAS_HABIT", "read the migration diff before each deploy")],
    ),
    (
        "Weekday evenings I practise the cello, and on weekends I bake bread.",
        [
            ("memory", "self", "HAS_HABIT", "practise the cello weekday evenings"),
            ("memory", "self", "HAS_HABIT", "bake bread on weekends"),
        ],
    ),
    (
        "Every other Monday we run a security drill.",
        [("memory", "we", "HAS_HABIT", "run a security drill every other monday")],
    ),
    ("The first Friday of each month is hack day for us.", [("memory", "we", "HAS_HABIT", "hack day")]),
    ("I meant Polars, that's the library I prefer.", [("memory", "self", "PREFERS", "Polars")]),
    ("The editor I prefer is Helix.", [("memory", "self", "PREFERS", "Helix")]),
    ("I'd prefer short answers, no bullet points.", [("memory", "self", "PREFERS", "short answers")]),
    ("Update my working hours to 8 to 4.", [("memory", "self", "HAS_WORKING_HOURS", "8 to 4")]),
    ("I'm colour-blind, so please avoid red and green.", [("memory", "self", "IS_A", "colour-blind")]),
    ("i cant stand jira tbh", [("memory", "self", "DISLIKES", "jira")]),
    ("i dont like docker compose, way too fiddly", [("memory", "self", "DISLIKES", "docker compose")]),
    ("We design and sell ergonomic chairs.", [("memory", "we", "SELLS", "ergonomic chairs")]),
    ("We retired our Nagios setup last spring.", [("end", "we", "USES", "our Nagios setup")]),
    (
        "When it comes to terminals, WezTerm is the one I keep coming back to.",
        [("memory", "self", "PREFERS", "WezTerm")],
    ),
    ("Not Marek, sorry - my manager is Ilona.", [("memory", "self", "HAS_MANAGER", "Ilona")]),
    ("I said Rust before but I meant Zig, that's the language I prefer.", [("memory", "self", "PREFERS", "Zig")]),
    ("Scratch what I said about Trello; the tool I prefer is Linear.", [("memory", "self", "PREFERS", "Linear")]),
    # A kind of monitoring named after errors is no error report; a way one keeps to on a weekday recurs.
    ("うちのエラー通知はSentryです。", [("memory", "we", "USES", "Sentry")]),
    ("月曜の朝は、メールを先に片付けるようにしてる。", [("memory", "self", "HAS_HABIT", "メールを先に片付ける")]),
    # Round 4 (part 7): a second item said in the same frame as the first ("X at home and Y at work").
    ("I speak Hausa at home and French at the office.", [(*SPEAKS, "Hausa"), (*SPEAKS, "French")]),
    ("I speak Cantonese with my grandparents and English at school.", [(*SPEAKS, "Cantonese"), (*SPEAKS, "English")]),
    ("We use Jira at work and Trello at home.", [(*WE_USES, "Jira"), (*WE_USES, "Trello")]),
    # ... and a verb after "and" is no second item.
    ("I speak Welsh at home and sing at work.", [(*SPEAKS, "Welsh")]),
    # A request to set a profile field is its value.
    ("部署を経理部に変えておいてください。", [("memory", "self", "HAS_DEPARTMENT", "経理部")]),
    ("ニックネームはトモにしておいて。", [("memory", "self", "HAS_NICKNAME", "トモ")]),
    ("タイムゾーンをJSTに設定してください。", [("memory", "self", "HAS_TIMEZONE", "JST")]),
    # A shift's hours are working hours; a clock time beside one's zone converts it (not an appointment).
    ("My shift is 6am to 2pm.", [("memory", "self", "HAS_WORKING_HOURS", "6am to 2pm")]),
    ("シフトは夜10時から朝6時までです。", [("memory", "self", "HAS_WORKING_HOURS", "夜10時から朝6時")]),
    ("上班时间改成八点到五点。", [("memory", "self", "HAS_WORKING_HOURS", "八点到五点")]),
    ("I'm on Hawaii time, so your noon is my 9am.", [("memory", "self", "HAS_TIMEZONE", "Hawaii time")]),
    # A language said with how or when one acquired it is spoken; the te-form goes on to the next fact.
    (
        "母語はタミル語で、英語は学校で身につけました。",
        [(*SPEAKS, "タミル語"), (*SPEAKS, "英語")],
    ),
    ("タイ語は現地で覚えました。", [(*SPEAKS, "タイ語")]),
    ("粤语是我从小讲的。", [(*SPEAKS, "粤语")]),
    ("英语是工作后学的。", [(*SPEAKS, "英语")]),
    # A tool in Latin letters used for the work, after an adverb or after the organisation set apart first.
    ("うちの会社、経費精算は全部Concurで回してます。", [(*WE_USES, "Concur")]),
    # A duty after the when word is no habit; the role before it is still read.
    ("我是一名护士，经常要上夜班。", [("memory", "self", "HAS_ROLE", "护士")]),
]

NOTHING = [
    "Heads up, the build is broken.",
    "Quick question: do you know Rust?",
    "Some context: the server was down all morning.",
    "背景として、昨日障害がありました。",
    "大家好，今天天气不错。",
    "It builds fine, but why is the test slow?",
    "Since yesterday, what changed in the config?",
    "試してみたんですけど、動きませんでした。",
    "I'm in Sales.",
    "I'm in Lagos for a workshop this week.",
    "My Python is rusty.",
    "My Bash is passable.",
    "I do my best for Alice.",
    "I've been at it for years.",
    "Our roadmap is a mess.",
    "Our product is down again.",
    "Sprints are hard to plan.",
    "No worries, thanks.",
    "This is not allowed.",
    "Things always break on Fridays.",
    "Nothing beats a good night's sleep.",
    "Clear the cache, please.",
    "When it comes to deadlines, we slip.",
    "昨日、会議が長かったです。",
    "寝る前に本を読みました。",
    "それはNGです。",
    "会議は長いです。",
    "このファイルを消しておいてください。",
    "毎週月曜に会議がありました。",
    "我家在装修。",
    "假设我们把Kafka下线了，会怎样？",
    "这个错误处理得不对。",
    "每个人都有自己的习惯。",
    "我更习惯了。",
    "值班表在哪里？",
    "Mondays are hard.",
    "Not now, sorry - I'm busy.",
    "The first Friday of the month was a mess.",
    "Before the release I was nervous.",
    "When it comes to it, we'll see.",
    "それがルールです。",
    "新しいルールです。",
    "家は遠いです。",
    "地元は青森です。",
    "钥匙放在桌子上。",
    "我人在公司。",
    "Sprints are two weeks too long, honestly.",
    "My role is to review code.",
    "この部屋は禁止です。",
    "そのツールはNGです。",
    "Logs never get rotated, which is a problem.",
    "No merging yet, the CI is red.",
    "Our main product is down.",
    "我家在三楼。",
    # Round 4 look-alikes: a setting of something else, a duty.
    "役職を書き換えておいてください。",
    "会議を3時に変えておいてください。",
    "その資料を明日にしておいて。",
    "我经常得出差。",
    "うちのチーム、今日はお休みです。",
    "うち、明日はZoomで会議します。",
    "その単語は昨日覚えました。",
    "这句话是他说的。",
    "那句话是我说的。",
    "上海话是他从小说的。",
    "My shifts are long.",
    "My shift starts at 6am tomorrow.",
    "明日のシフトは朝7時からです。",
    "シフトは大変です。",
    "工作时间更新为明天。",
    "The call is at 3pm on Pacific time.",
    "他们经常要加班。",
]


def test_none_of_these_sentences_is_in_a_labelled_part():
    labelled = {t["text"] for t in labelled_turns()}
    assert not labelled & ({text for text, _ in READ} | set(NOTHING))


@pytest.mark.parametrize(("text", "expected"), READ)
def test_a_blind_shape_is_read(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", NOTHING)
def test_a_look_alike_gives_nothing(text):
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "obj", "corrects"),
    [
        ("Not Marek, sorry - my manager is Ilona.", "Ilona", "Marek"),
        ("I said Rust before but I meant Zig, that's the language I prefer.", "Zig", "Rust"),
        ("Scratch what I said about Trello; the tool I prefer is Linear.", "Linear", "Trello"),
        ("我的上级是沈青，之前说成沈清了。", "沈青", "沈清"),
    ],
)
def test_a_correction_that_names_the_wrong_value_first_or_after_replaces_it(text, obj, corrects):
    drafts = extract_message(text).drafts
    assert [(d.obj, d.corrects) for d in drafts] == [(obj, corrects)]
