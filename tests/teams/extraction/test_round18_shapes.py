"""The rules written from part 22 (issue #25, round 18) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other tools, teams, towns and goods,
and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    HOURS,
    LOCATED,
    MANAGER,
    NAME,
    ROLE,
    SELLS,
    SPEAKS,
    STANDUP,
    WE_END,
    WE_USES,
    WORKS,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
SESSION_CALLED = ("memory", "session", "IS_CALLED")
WE_HABIT = ("memory", "we", "HAS_HABIT")
FORGET = ("forget", "self", "")

READ = [
    # The Japanese tuned-recall fix: a tool corrected for a kind of work, before or after the tool.
    ("訂正：議事録はカミフブキじゃなくてモクロクだった、ごめん", [(*WE_USES, "モクロク")]),
    ("すみません、Trelloじゃなくてタスクボでした、在庫管理は。", [(*WE_USES, "タスクボ")]),
    ("あ、ごめん、ハコブネじゃなくてツミキ帳でした、発注のほう。", [(*WE_USES, "ツミキ帳")]),
    # A thing asked back as a sentence of its own, then what it is.
    ("朝礼？7時50分からだよ、倉庫の前で。", [(*STANDUP, "7時50分")]),
    ("名前？砂川ゆずはっていいます。", [(*NAME, "砂川ゆずは")]),
    ("勤め先？「海猫舎」っていう小さな印刷所です。", [(*WORKS, "海猫舎")]),
    # Clients, goods listed with と and あと / それから, languages with と, a role as …担当, a workplace with where.
    ("お客さんは主に町の歯医者と個人の税理士です。", [(*CLIENTS, "町の歯医者"), (*CLIENTS, "個人の税理士")]),
    (
        "うちは干し芋と芋けんぴ、あと焼き芋の冷凍を売ってます。",
        [(*SELLS, "干し芋"), (*SELLS, "芋けんぴ"), (*SELLS, "焼き芋の冷凍")],
    ),
    ("タガログ語と、少しだけアイスランド語が話せます。", [(*SPEAKS, "タガログ語"), (*SPEAKS, "アイスランド語")]),
    ("工房では染め担当やってます。", [(*ROLE, "染め担当")]),
    ("函館の十字街にある「灯台舎」でガラスを吹いてます。", [(*WORKS, "灯台舎"), (*LOCATED, "十字街")]),
    # A name given for this chat after the thing named.
    ("例の遅い集計ジョブ、ここでは「かたつむり」って呼ぼう。", [(*SESSION_CALLED, "かたつむり")]),
    # Japanese software and office team: two works, two tools; clients who are most of them; two goods with a comma;
    # the boss by name, then an aside.
    ("議事録はフミバコ、ドキュメントはシオリ帳に置いてます。", [(*WE_USES, "フミバコ"), (*WE_USES, "シオリ帳")]),
    ("お客さんは学生と留学生がほとんど。", [(*CLIENTS, "学生"), (*CLIENTS, "留学生")]),
    (
        "うちは勤怠の自動集計と、シフトの通知サービスを売ってます。",
        [(*SELLS, "勤怠の自動集計"), (*SELLS, "シフトの通知サービス")],
    ),
    ("直属の上司は稚内さん、経理のまとめ役です。", [(*MANAGER, "稚内")]),
    (
        "竹籠舎では花籠と盛り籠、それから箸置きを作って売ってます。",
        [(*SELLS, "花籠"), (*SELLS, "盛り籠"), (*SELLS, "箸置き")],
    ),
    # Chinese wrong drafts: hours said with 两; a platform before 我们 ends the old tool; an event by its name;
    # forgets worded with who said it.
    ("我一般下午两点到晚上十点在店里。", [(*HOURS, "下午两点到晚上十点")]),
    (
        "监控平台我们不用「老灯塔」了，换成了「夜鹰」。",
        [(*WE_END, "老灯塔"), (*WE_USES, "夜鹰")],
    ),
    ("每年十月馆里办一次「旧书节」。", [(*WE_HABIT, "旧书节")]),
    ("我之前说的装修那件事，删掉吧。", [(*FORGET, "装修")]),
    ("请把我说的那次搬家的事忘掉。", [(*FORGET, "那次搬家")]),
    # Chinese software team: two kinds of work in one tool; who the clients mostly are.
    ("任务和缺陷都记在「刺猬板」里。", [(*WE_USES, "刺猬板")]),
    ("客户大多是社区诊所和小型药房。", [(*CLIENTS, "社区诊所"), (*CLIENTS, "小型药房")]),
    # English: the standup's time, then how it is held after "on" or "over".
    ("we hold the morning huddle at 8:45 over the phone", [(*STANDUP, "8:45")]),
    # English: one's own boss by name, then who they are.
    ("my boss is Perpetua Okonkwo-Lyle, she runs the print room", [(*MANAGER, "Perpetua Okonkwo-Lyle")]),
    # Japanese: a service said with its own verb after あと is no good sold.
    ("売ってるのは帆布の巾着と水筒カバー、あと名入れも受けてます。", [(*SELLS, "帆布の巾着"), (*SELLS, "水筒カバー")]),
]

NOTHING = [
    # A real question asked back; a correction of no tool; a client who is one person; a commute, not a habit;
    # an event called off; a name said of someone, not for this chat; a chat that is no platform.
    "なんで？よくわからない。",
    "訂正：会議は3時じゃなくて4時でした。",
    "お客さんは優しいです。",
    "周末一般坐公交过来。",
    "「旧书节」今年取消了。",
    "田中さん、ここでは静かにしてね。",
    "聊天平台我们讨论过很多次。",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_18_shape_is_read,
    test_a_round_18_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
