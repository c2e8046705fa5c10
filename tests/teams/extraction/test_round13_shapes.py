"""The rules written from part 17 (issue #25, round 13) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other trades, places, goods and
tools, and is in no labelled part. Look-alikes must give nothing."""


from tests.teams.extraction.kept_drafts import (
    HABIT,
    MY_END,
    NOTE,
    ROLE,
    STANDUP,
    WE_END,
    WE_USES,
    WORKS,
    shape_tests,
)

READ = [
    # Chinese: a standup said with a measure word, a business's planning as the topic of its tool.
    ("我们每天上午十点二十开个站会。", [(*STANDUP, "上午十点二十")]),
    ("排期用的是飞书多维表格。", [(*WE_USES, "飞书多维表格")]),
    ("对账用的是金蝶。", [(*WE_USES, "金蝶")]),
    # Chinese: a workshop of one character and 坊 is a kind, not a workplace's name.
    ("我在油坊当榨油工。", [(*ROLE, "榨油工")]),
    ("我在磨坊做帮工。", [(*ROLE, "帮工")]),
    # Chinese: a tool given up with 了, the shop said as 铺子里 carried to what replaced it, a doubled 啦 in a name.
    ("我不用滴答清单了。", [(*MY_END, "滴答清单")]),
    ("铺子里已经不用美团收银了，换成了客如云。", [(*WE_END, "美团收银"), (*WE_USES, "客如云")]),
    ("店里已经不用叮咚咚啦啦了。", [(*WE_END, "叮咚咚啦啦")]),
    # Chinese: an event held at the premises on a day that comes round; "not too …" after a note.
    ("每周日茶馆门口办一次品茶会。", [(*HABIT, "品茶会")]),
    ("每个月工坊里搞一场体验课。", [(*HABIT, "体验课")]),
    # Round 29: the "not too …" is read with the note it follows (part 28 labels it so), no clause of its own.
    ("这次聊天里，回答都用短句，别太啰嗦。", [(*NOTE, "回答都用短句，别太啰嗦")]),
    # Japanese: the company's name, said without うちの, is where one works.
    ("会社の名前は「青柳精工」です。", [(*WORKS, "青柳精工")]),
    ("勤め先の名前は丸吉製麺です。", [(*WORKS, "丸吉製麺")]),
    # Japanese: a day set up each week or month is the business's, the premises added after a comma or not.
    ("毎週土曜に試食の日を設けてます。", [(*HABIT, "試食の日")]),
    ("毎月、陶芸体験の日を設けてます、窯元で。", [(*HABIT, "陶芸体験の日")]),
]

NOTHING = [
    # Chinese: at a premises doing a task is no home; a photo, not a tool; no event held.
    "这周我在店里打包。",
    "我不用担心了。",
    "别太累了。",
    # Japanese: asking the company's name.
    "会社の名前は何ですか？",
    "毎月、休みの日を設けてますか？",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_13_shape_is_read,
    test_a_round_13_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
