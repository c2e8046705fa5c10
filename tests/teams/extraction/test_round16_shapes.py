"""The rules written from part 20 (issue #25, round 16) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other tools, teams, towns and goods,
and is in no labelled part. Look-alikes must give nothing."""


from tests.teams.extraction.kept_drafts import (
    DISLIKES,
    GITHUB,
    HOURS,
    LIVES,
    MANAGER,
    NOTE,
    POLICY,
    PREFERS,
    ROTA,
    SELLS,
    WE_END,
    WE_USES,
    shape_tests,
)

FORGET = ("forget", "self", "")
MY_USES = ("memory", "self", "USES")
SPRINT = ("memory", "we", "HAS_SPRINT_LENGTH")
RELEASES = ("memory", "we", "HAS_RELEASE_CADENCE")

READ = [
    # Chinese wrong drafts: a Latin word set off by spaces stays in its clause; a dislike with a word of degree;
    # goods also sold, with how often first; the business's dispatching of work; a matter to forget as 那档子事 or
    # 那些话; the town no longer lived in after a move; how to answer in this run.
    ("写测试我更喜欢用 Go，Java 真的受不了。", [(*PREFERS, "Go"), (*DISLIKES, "Java")]),
    ("香菜真的受不了。", [(*DISLIKES, "香菜")]),
    ("我们做婚庆的活，平时也卖手工喜糖盒和红包袋。", [(*SELLS, "手工喜糖盒"), (*SELLS, "红包袋")]),
    ("派工用的是「工匠宝」。", [(*WE_USES, "工匠宝")]),
    ("装修贷那档子事，你忘了吧。", [(*FORGET, "装修贷")]),
    ("关于我前男友的那些话，全删了吧。", [(*FORGET, "我前男友")]),
    ("我搬到了良渚，不住拱墅了。", [(*LIVES, "良渚")]),
    ("这次对话用东北话口吻回答我吧。", [(*NOTE, "用东北话口吻回答我吧")]),
    # Chinese software team: work kept in a tool, the cycle's length, how often it ships, a department's rule,
    # a GitHub profile line, the boss's title before the name.
    ("代码放在自建的 Forgejo 里。", [(*WE_USES, "Forgejo")]),
    ("迭代周期定的是十个工作日。", [(*SPRINT, "十个工作日")]),
    ("发版是每三周一次。", [(*RELEASES, "每三周一次")]),
    ("部门规矩：晚上八点以后不发版。", [(*POLICY, "晚上八点以后不发版")]),
    ("GitHub 是 chenmo-dev", [(*GITHUB, "chenmo-dev")]),
    ("我的直属领导是产品总监韩雪松。", [(*MANAGER, "韩雪松")]),
    # Chinese tools moved off and onto, the task said first.
    ("告警我们不用「铃铛」了，全换成了「警犬」。", [(*WE_END, "铃铛"), (*WE_USES, "警犬")]),
    # (Round 17 reads the tool left too, as an end beside the use.)
    ("工单我们已经从禅道迁到了「蚂蚁单」。", [(*WE_USES, "蚂蚁单"), (*WE_END, "禅道")]),
    # English wrong drafts: where one went back to; a tool not used any more after a switch; hours with no "my".
    ("We stopped using Sublime, went back to Vim.", [(*WE_END, "Sublime")]),
    (
        "Our tickets were in Trello; we switched to Plane in May and don't use Trello any more.",
        [(*WE_USES, "Plane"), (*WE_END, "Trello")],
    ),
    ("Hours are half seven till four, Monday to Thursday.", [(*HOURS, "half seven till four")]),
    # English software team: sprints in any number word, on-call for us, shipping to production so many times a
    # week, alerting through a tool, a kind of work that goes in or is all in a tool now.
    ("Our iterations run nine working days.", [(*SPRINT, "nine working days")]),
    ("On-call rotates every sixth day for us.", [(*ROTA, "every sixth day")]),
    ("We deploy to production three times a week - usually after lunch.", [(*RELEASES, "three times a week")]),
    ("We alert the on-call engineer through Beepwise.", [(*WE_USES, "Beepwise")]),
    ("The design docs go in Slabnote.", [(*WE_USES, "Slabnote")]),
    ("runbooks are all in Pagehaven now.", [(*WE_USES, "Pagehaven")]),
    # Japanese: a sprint in working days with a casual ending; the on-call duty set off by a comma.
    ("スプリントの長さは八営業日だよ。", [(*SPRINT, "八営業日")]),
    ("障害対応の当番、二週間に一回回ってくるんです。", [(*ROTA, "二週間に一回")]),
    # Japanese tools: one's own kind of tool with を dropped; the business's task run in a tool, casually.
    ("ブラウザはずっとArc使ってます。", [(*MY_USES, "Arc")]),
    ("シフトはシフトノで回してるっす。", [(*WE_USES, "シフトノ")]),
]

NOTHING = [
    # A Latin word before Chinese that says no taste; notes of one's own; a judgement of the sprint; a day off;
    # a topic put off, not forgotten; a task or a tool kind with no tool named.
    "Perl 写得不多。",
    "My notes are in Obsidian.",
    "Our sprints are too long.",
    "Saturdays I'm off.",
    "关于那些话题我们改天再聊吧。",
    "経費の精算は月末でいいです。",
    "エディタは何でもいいです。",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_16_shape_is_read,
    test_a_round_16_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
