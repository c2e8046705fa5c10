"""The rules written from parts 22 and 23 (issue #25, round 19) read constructions, not those parts' sentences: every
case here was written for this test, after the rules, in the same constructions with other tools, teams, towns and
goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    HOURS,
    IS_A,
    LIVES,
    LOCATED,
    MANAGER,
    MY_END,
    NAME,
    ROLE,
    SELLS,
    STANDUP,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    shape_tests,
)

CLIENTS = ("memory", "we", "HAS_CLIENTS")
SESSION_CALLED = ("memory", "session", "IS_CALLED")
WE_HABIT = ("memory", "we", "HAS_HABIT")
SPRINT = ("memory", "we", "HAS_SPRINT_LENGTH")
CADENCE = ("memory", "we", "HAS_RELEASE_CADENCE")
ROTA = ("memory", "we", "HAS_ON_CALL_ROTATION")
MY_USES = ("memory", "self", "USES")
PREFERS = ("memory", "self", "PREFERS")

READ = [
    # English software and office team: where a kind of work goes, clients who are mostly some kinds, goods after
    # "does", the sprint, the on-call share, a release every so many weeks, the team's name.
    (
        "Invoices go into Ledgerly and the designs sit on Sketchpool.",
        [(*WE_USES, "Ledgerly"), (*WE_USES, "Sketchpool")],
    ),
    ("Our incident queue runs through Beaconry, and the runbooks too.", [(*WE_USES, "Beaconry")]),
    ("Recipes go in Cookwell on my tablet.", [(*MY_USES, "Cookwell")]),
    (
        "Our regulars are mostly dog walkers and night-shift nurses.",
        [(*CLIENTS, "dog walkers"), (*CLIENTS, "night-shift nurses")],
    ),
    ("Most of our customers are village halls in the Cotswolds.", [(*CLIENTS, "village halls")]),
    (
        "The stall does oyster loaves, crab rolls and pickled samphire.",
        [(*SELLS, "oyster loaves"), (*SELLS, "crab rolls"), (*SELLS, "pickled samphire")],
    ),
    ("sprints are nine working days, annoyingly", [(*SPRINT, "nine working days")]),
    ("I'm on call one weekend in five, sadly.", [(*ROTA, "one weekend in five")]),
    ("we ship every four weeks, mostly on a Monday", [(*CADENCE, "every four weeks")]),
    # The lead, after the merge: a release every weekday, month or sprint is the cadence too (tuning-2 relabelled).
    ("We release every Thursday, give or take.", [(*CADENCE, "every Thursday")]),
    ("we cut a release every sprint", [(*CADENCE, "every sprint")]),
    ("We're the Kestrels - the payments squad.", [(*WE_TEAM, "Kestrels")]),
    ("The night porters call themselves the Owls.", [(*WE_TEAM, "Owls")]),
    ("Once a month we hold a Friday Demo Lunch with the sales team.", [(*WE_HABIT, "Friday Demo Lunch")]),
    (
        "I'm a baker at Cinderloaf Bakery, out near Malton.",
        [(*ROLE, "baker"), (*WORKS, "Cinderloaf Bakery"), (*LOCATED, "Malton")],
    ),
    ("Horsehair - I'm allergic, my eyes stream.", [(*ALLERGY, "Horsehair")]),
    ("Accordions on the telly - can't stand them.", [(*DISLIKES, "Accordions")]),
    ("Quince paste is my snack of choice.", [(*PREFERS, "Quince paste")]),
    ("I'm an avid birdwatcher, mostly estuaries.", [(*IS_A, "birdwatcher")]),
    (
        "Orders used to go in a notebook by the till; we ditched it and use Tallyhut now.",
        [(*WE_END, "notebook"), (*WE_USES, "Tallyhut")],
    ),
    # English: the full name before a nickname, where one lives "out in", the hours one is in, a tool deleted.
    ("name's Wilhelmina Achterberg-Osei, folks call me Billie", [(*NAME, "Wilhelmina Achterberg-Osei")]),
    ("I live up in Settle and bus in most days", [(*LIVES, "Settle")]),
    ("in from 7:30 till 3:30, most weeks", [(*HOURS, "7:30 till 3:30")]),
    ("Deleted Notably, I don't use it for lists any more.", [(*MY_END, "Notably")]),
    # English names for this chat: "call me …" limited to the chat is what one is called in it.
    ("Call me Bea for this chat, it's shorter.", [(*SESSION_CALLED, "Bea")]),
    # Japanese: a department's only tool, an event by how often, a team named with っていう, a name in brackets.
    ("うちの課、資料作りはCanva一択です。", [(*WE_USES, "Canva")]),
    ("年に一度、工房で「蜜蝋キャンドル教室」を開いてます。", [(*WE_HABIT, "蜜蝋キャンドル教室")]),
    ("うちは「白樺班」っていう検索チームです。", [(*WE_TEAM, "白樺班")]),
    ("この会話では私のことを「ゆの」って呼んで。", [(*SESSION_CALLED, "ゆの")]),
    ("大阪の物流の会社でデータエンジニアをやってます。", [(*ROLE, "データエンジニア")]),
    ("窓口はヨビリン箱で受けてます。", [(*WE_USES, "ヨビリン箱")]),
    ("勤務は8時から16時半、残業なし。", [(*HOURS, "8時から16時半")]),
    ("親方の五島さんは無口だけど親切。", [(*MANAGER, "五島")]),
    # Chinese: a firm named with 叫 and where it is; a tool used before, then changed; hours with 一刻; a standup
    # time straight after its name.
    ("店叫「老樟树茶馆」，在解放街那边。", [(*WORKS, "老樟树茶馆"), (*LOCATED, "解放街")]),
    (
        "排班以前用「白板」，现在不用了，都换成「轮值宝」。",
        [(*WE_END, "白板"), (*WE_USES, "轮值宝")],
    ),
    ("我一般八点一刻到五点一刻。", [(*HOURS, "八点一刻到五点一刻")]),
    ("站会九点零五，一般十五分钟结束。", [(*STANDUP, "九点零五")]),
    # Chinese: the duty that comes round to the speaker, a sprint with no 是, the boss's title before the name.
    ("值班每三周轮到我一次。", [(*ROTA, "每三周")]),
    ("我们一个迭代八个工作日。", [(*SPRINT, "八个工作日")]),
    ("我老板是技术总监欧阳青禾。", [(*MANAGER, "欧阳青禾")]),
]

NOTHING = [
    # A person who lives somewhere; hearsay; a fan of nothing named; a note to remember; a month's release (part 2
    # reads it as a habit, so it is no cadence here either and is left to that reading); a troupe's name with no place.
    "My sister lives in Harrogate.",
    "My friend says she lives in Leeds.",
    "I'm a huge fan, honestly.",
    "乐团叫「夜莺」。",
    "我们的客人大多是来看海的。",
    "この会話、ちょっと長いね。",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_19_shape_is_read,
    test_a_round_19_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
