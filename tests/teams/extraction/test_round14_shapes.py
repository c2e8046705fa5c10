"""The rules written from part 18 (issue #25, round 14) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other trades, places, goods and
tools, and is in no labelled part. Look-alikes must give nothing."""


from tests.teams.extraction.kept_drafts import (
    HOURS,
    IS_A,
    LIVES,
    LOCATED,
    MANAGER,
    MY_END,
    NAME,
    PREFERS,
    ROLE,
    SELLS,
    WE_END,
    WE_USES,
    WORKS,
    shape_tests,
)

READ = [
    # Chinese: premises on a street are where the business is; a platform after 开在 is still where it sells.
    ("茶馆开在解放路上。", [(*LOCATED, "解放路")]),
    ("我们的面馆叫「老街面」，开在东关街上。", [(*WORKS, "老街面"), (*LOCATED, "东关街")]),
    ("布坊就在周庄的中市街上。", [(*LOCATED, "中市街")]),
    ("网店开在抖店上。", [(*WE_USES, "抖店")]),
    # Chinese: a premises by its kind names no workplace; 也 or 兼 before the trade; a kind of person on 男 or 女;
    # the boss by the title of who runs the place.
    ("我是茶园的采茶工。", [(*ROLE, "采茶工")]),
    ("我在染坊也做染工。", [(*ROLE, "染工")]),
    ("我是个暖男。", [(*IS_A, "暖男")]),
    ("我老板是厂长孙立群。", [(*MANAGER, "孙立群")]),
    # Japanese: a town in kanji, then a trade's work there, is where one lives (the trade too, when said).
    ("加賀で九谷焼の絵付け職人をしております。", [(*LIVES, "加賀"), (*ROLE, "九谷焼の絵付け職人")]),
    ("輪島で漆器の店をやってます。", [(*LIVES, "輪島")]),
    ("小鹿田で器を焼いてます。", [(*LIVES, "小鹿田")]),
    ("川越で菓子屋をやっている、小江戸と申します。", [(*LIVES, "川越"), (*NAME, "小江戸")]),
    # Japanese: goods listed, then この二つ or これ said of them.
    ("どら焼きと最中、この二つをうちの店で作って売ってます。", [(*SELLS, "どら焼き"), (*SELLS, "最中")]),
    ("藍染めの手ぬぐいと巾着、うちはこの二つを売ってます。", [(*SELLS, "藍染めの手ぬぐい"), (*SELLS, "巾着")]),
    ("コシヒカリと新之助、これがうちの主力の品種です。", [(*SELLS, "コシヒカリ"), (*SELLS, "新之助")]),
    # Japanese: a bath or a meal in topic position is among what one chooses; a kind of person on 男 or 女.
    ("お風呂はぬるめが好みです。", [(*PREFERS, "ぬるめ")]),
    ("休日の朝ごはんは、ご飯よりパン派です。", [(*PREFERS, "パン")]),
    ("僕、典型的な雨男なんです。", [(*IS_A, "雨男")]),
    ("私は根っからの晴れ女です。", [(*IS_A, "晴れ女")]),
    # English: "do" a tool any more; what is booked through a tool; two records joined; how goods are made; an
    # appositive after a name.
    ("We don't do Square any more.", [(*WE_END, "Square")]),
    ("Pottery classes are booked through Acuity now.", [(*WE_USES, "Acuity")]),
    ("Bookings and invoices are in Xero now.", [(*WE_USES, "Xero")]),
    ("We sell oak benches, made to measure.", [(*SELLS, "oak benches")]),
    ("I've quit using Todoist, the task app.", [(*MY_END, "Todoist")]),
    # English: hours said in words; the working day; a trade then where one works out of.
    ("My hours are half eight till five.", [(*HOURS, "half eight till five")]),
    ("My working day runs from quarter past seven till three.", [(*HOURS, "quarter past seven till three")]),
    ("I'm a stonemason, working out of Frome.", [(*ROLE, "stonemason"), (*LIVES, "Frome")]),
    ("I'm a thatcher based in Dorchester.", [(*ROLE, "thatcher"), (*LIVES, "Dorchester")]),
    # The trade said first, what it is to the speaker after, in each language.
    ("Hoof trimmer, that's my day job.", [(*ROLE, "Hoof trimmer")]),
    ("Dry-stone waller is my main trade.", [(*ROLE, "Dry-stone waller")]),
    ("ぬか床担当、それが僕の持ち場です。", [(*ROLE, "ぬか床担当")]),
    ("紫砂壶的制壶师，这就是我的饭碗。", [(*ROLE, "紫砂壶的制壶师")]),
]

NOTHING = [
    # Chinese: on a street now is where one is, not premises; a tool described, not named; a beauty is no trait.
    "我在解放路上。",
    "我们用的是免费的记账软件。",
    "我是个美女。",
    # Japanese: a premises, not a town, before で.
    "旅館で料理を作ってます。",
    "工場で部品を作ってます。",
    # English: one's own trains; a way of working, not hours; a fan is no trade.
    "My trains are booked through Trainline.",
    "I work one to one with clients.",
    "I'm a big fan, living in hope.",
    # A task is no trade; "this is my job" names none.
    "Cleaning up is my job.",
    "这是我的工作。",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_14_shape_is_read,
    test_a_round_14_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
