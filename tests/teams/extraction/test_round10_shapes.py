"""The rules written from part 14 (issue #25, round 10) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other trades, places and tools, and
is in no labelled part. Look-alikes must give nothing."""

import pytest

from bench.team_labels import labelled_turns
from tests.teams.extraction.kept_drafts import found

ROLE, WORKS, NAME = ("memory", "self", "HAS_ROLE"), ("memory", "self", "WORKS_AT"), ("memory", "self", "HAS_NAME")
WE_USES, WE_END, SELLS = ("memory", "we", "USES"), ("end", "we", "USES"), ("memory", "we", "SELLS")
POLICY, HABIT, MY_HABIT = ("memory", "we", "HAS_POLICY"), ("memory", "we", "HAS_HABIT"), ("memory", "self", "HAS_HABIT")
LOCATED, LIVES, TEAM = ("memory", "we", "LOCATED_IN"), ("memory", "self", "LIVES_IN"), ("memory", "we", "HAS_TEAM")
HOURS, MANAGER = ("memory", "self", "HAS_WORKING_HOURS"), ("memory", "self", "HAS_MANAGER")
DISLIKES, PREFERS = ("memory", "self", "DISLIKES"), ("memory", "self", "PREFERS")

READ = [
    # English: the workplace as the subject, the role said first and owned after, a profile in apposition.
    ("The tannery at Mill Lane took me on as a currier back in 2016.", [(*ROLE, "currier"), (*WORKS, "Mill Lane")]),
    (
        "Harrowgate Saddlery hired me as a stitcher last spring.",
        [(*ROLE, "stitcher"), (*WORKS, "Harrowgate Saddlery")],
    ),
    (
        "Farrier, 41, living in Tetbury with a lurcher and three ponies.",
        [(*ROLE, "Farrier"), (*LIVES, "Tetbury")],
    ),
    ("Head gardener, that's me.", [(*ROLE, "Head gardener")]),
    ("Seasonal picker at the orchard while the season lasts.", [(*ROLE, "picker")]),
    ("For the crew at our lifeboat station, I'm the head launcher.", [(*ROLE, "head launcher")]),
    ("i'm the drivetime host on Riverside Radio", [(*ROLE, "drivetime host"), (*WORKS, "Riverside Radio")]),
    (
        "Oriel Vantongeren - I bind books by hand at Cresswell Bindery.",
        [(*NAME, "Oriel Vantongeren"), (*WORKS, "Cresswell Bindery")],
    ),
    ("Name: Ptolemy Hargreaves-Osei.", [("memory", "self", "HAS_NAME", "Ptolemy Hargreaves-Osei")]),
    ("I answer to Benedetta Oyelaran, who runs the yard.", [(*MANAGER, "Benedetta Oyelaran")]),
    ("My line manager at the depot is Horatio Blessing-Kaur.", [(*MANAGER, "Horatio Blessing-Kaur")]),
    # English: goods before their head, clefted, ranked.
    (
        "Hand-thrown mugs and salt-glazed jugs are what we sell.",
        [(*SELLS, "Hand-thrown mugs"), (*SELLS, "salt-glazed jugs")],
    ),
    (
        "Mostly it's smoked trout we sell, and potted shrimp at the farmers' markets.",
        [(*SELLS, "smoked trout"), (*SELLS, "potted shrimp")],
    ),
    (
        "Sourdough loaves are our bestseller, then the cinnamon knots.",
        [(*SELLS, "Sourdough loaves"), (*SELLS, "cinnamon knots")],
    ),
    # English: tools the records run through, a task on a tool, the business as the subject of an ended tool.
    ("Bookings and invoices run through Bookamat at the lodge.", [(*WE_USES, "Bookamat")]),
    ("Lambing records are all logged in Farmplan.", [(*WE_USES, "Farmplan")]),
    ("Billing's all on Xero now.", [(*WE_USES, "Xero")]),
    ("The kennels doesn't use Petbooker anymore for intake.", [(*WE_END, "Petbooker")]),
    ("We're not using Squarespace any more, it's all Shopify now.", [(*WE_END, "Squarespace")]),
    # English: premises by the building or the bearing; a lead-in before a colon.
    ("Our orchard is on the slope just south of Ledbury.", [(*LOCATED, "Ledbury")]),
    ("The forge itself is in a converted mill in Hebden Bridge.", [(*LOCATED, "Hebden Bridge")]),
    ("Slow week: we're a goat dairy near Hexham.", [(*LOCATED, "Hexham")]),
    ("Unlucky for a baker: I'm allergic to flour dust.", [("memory", "self", "HAS_ALLERGY", "flour dust")]),
    # English: the timetable as the subject, habits with when said first, a day's gathering, a rota, a rule typed bare.
    ("Seven till three, Monday to Friday, is when I'm at the bakery.", [(*HOURS, "Seven till three")]),
    ("On the boats five till noon, weekdays - that's my shift.", [(*HOURS, "five till noon")]),
    ("Fridays, after closing, I oil the butcher's blocks.", [(*MY_HABIT, "oil the butcher's blocks")]),
    (
        "Before I leave, I sweep the shavings into the stove, every single evening.",
        [(*MY_HABIT, "sweep the shavings into the stove")],
    ),
    ("Thursday is quiz night, eight till late.", [(*HABIT, "quiz night")]),
    (
        "In winter the gritting watch rotates every three nights between the four drivers.",
        [("memory", "we", "HAS_ON_CALL_ROTATION", "every three nights")],
    ),
    ("kitchen rule no gloves near the slicer", [(*POLICY, "no gloves near the slicer")]),
    ("The choir goes by the Wayfarers, since forever.", [(*TEAM, "Wayfarers")]),
    # English: tastes and traits said in other orders.
    ("What I'm after is a quiet table by the window.", [(*PREFERS, "quiet table by the window")]),
    ("shellfish is off limits for me, allergy", [("memory", "self", "HAS_ALLERGY", "shellfish")]),
    ("Can't abide strip lighting, it gives me a headache.", [(*DISLIKES, "strip lighting")]),
    ("I'm a diabetic, so no fudge for me please.", [("memory", "self", "IS_A", "diabetic")]),
    ("let's call the old grey van Bertha while we talk", [("memory", "session", "IS_CALLED", "Bertha")]),
    # Japanese: the cleft, a name in brackets and where it is, an event before when, said first and owned after.
    ("勤めておりますのは松本の「木工房ひだまり」でございます。", [(*WORKS, "木工房ひだまり")]),
    ("庵の名前は「松風庵」、鎌倉にあります。", [(*WORKS, "松風庵")]),
    ("陶器市、毎年五月に窯元でやってます", [(*HABIT, "陶器市")]),
    ("田植えは毎朝5時、それが私の仕事です。", [(*MY_HABIT, "田植え")]),
    ("竹刀の手入れは毎晩、それが僕の日課", [(*MY_HABIT, "竹刀の手入れ")]),
    ("工房に入る前は香水つけちゃダメ、これ工房の決まり。", [(*POLICY, "工房に入る前は香水つけちゃダメ")]),
    ("窯は山の北側、大平ってとこにあります", [(*LOCATED, "大平")]),
    ("信州の小川村で羊を飼ってます。", [(*LIVES, "小川村")]),
    ("住んでるのは高山の隣、飛騨古川です", [(*LIVES, "飛騨古川")]),
    # Japanese: goods before where they are sold, with no one said, as the signature.
    ("干し柿と柚子味噌、道の駅で売ってます", [(*SELLS, "干し柿"), (*SELLS, "柚子味噌")]),
    ("天然酵母のバゲットと、田舎パンを売ってます", [(*SELLS, "天然酵母のバゲット"), (*SELLS, "田舎パン")]),
    ("うちの宿は「鮎の塩焼き」と「山菜そば」が看板です", [(*SELLS, "鮎の塩焼き"), (*SELLS, "山菜そば")]),
    # Japanese: a team known as, hours, a name after the generation, a time zone, 断然, the thing first, meetings.
    ("配達のチーム、「韋駄天組」って呼ばれてます", [(*TEAM, "韋駄天組")]),
    ("仕込みの時間は毎日4時から9時まで", [(*HOURS, "4時から9時まで")]),
    ("和菓子屋の三代目、桐生です。", [(*NAME, "桐生")]),
    ("時間はハワイ時間で合わせてください", [("memory", "self", "HAS_TIMEZONE", "ハワイ時間")]),
    ("ガスよりも薪窯のほうが断然好き", [(*PREFERS, "薪窯")]),
    ("醤油樽の匂い、実はあんまり好きじゃないです", [(*DISLIKES, "醤油樽の匂い")]),
    ("夕礼は18時、売り場の奥で。", [("memory", "we", "HAS_STANDUP_TIME", "18時")]),
    ("うちの道場、朝練は毎日5時半からです", [(*HABIT, "朝練")]),
    ("酒蔵で麹職人しとります。", [(*ROLE, "麹職人")]),
    # Chinese: events with when first, the thing first, a language first, the role before its place.
    ("每月初一，茶园里都有开园仪式", [(*HABIT, "开园仪式")]),
    ("每逢端午，船厂都要办一次龙舟赛", [(*HABIT, "龙舟赛")]),
    ("鱼腥味我到现在都闻不惯", [(*DISLIKES, "鱼腥味")]),
    ("普洱是我的最爱，红茶反倒一般。", [(*PREFERS, "普洱")]),
    ("劈竹是我每天的第一件事", [(*MY_HABIT, "劈竹")]),
    (
        "白语是母语，彝语能说一点点",
        [("memory", "self", "SPEAKS", "白语"), ("memory", "self", "SPEAKS", "彝语")],
    ),
    ("木匠一个，在大理", [(*ROLE, "木匠"), (*LIVES, "大理")]),
    ("我是剪纸艺人，在蔚县。", [(*ROLE, "剪纸艺人"), (*LIVES, "蔚县")]),
    ("我在青田县做石雕", [(*LIVES, "青田县")]),
    ("我在绣坊是学徒，跟师父学针法", [(*ROLE, "学徒")]),
    # Chinese: a workshop's rule, a label and a colon, a duty that comes round, a team, a task's tool.
    ("绣坊规定绣花的时候不许吃东西", [(*POLICY, "绣花的时候不许吃东西")]),
    ("上班时间：早上八点至晚六点", [(*HOURS, "早上八点至晚六点")]),
    ("窑厂守夜每五天轮一回", [("memory", "we", "HAS_ON_CALL_ROTATION", "每五天")]),
    ("我们这个班子叫“火候组”", [(*TEAM, "火候组")]),
    ("茶馆管账用的是秦丝", [(*WE_USES, "秦丝")]),
    # Chinese: forgetting a matter, a kind of person, goods, finding fault, still better, every day, put out.
    ("关于我借钱的那件事 忘了吧", [("forget", "self", "", "我借钱")]),
    ("把我前面讲的装修预算删了", [("forget", "self", "", "装修预算")]),
    ("我是个急性子，等不了", [("memory", "self", "IS_A", "急性子")]),
    ("铺里卖桂花糕、绿豆糕", [(*SELLS, "桂花糕"), (*SELLS, "绿豆糕")]),
    ("蜡染布嫌它褪色。", [(*DISLIKES, "蜡染布")]),
    ("化纤的我不喜欢 还是纯棉好", [(*DISLIKES, "化纤"), (*PREFERS, "纯棉")]),
    ("天天清早六点我就起身磨豆浆", [(*MY_HABIT, "磨豆浆")]),
    ("我们主要出白茶，也出红茶", [(*SELLS, "白茶"), (*SELLS, "红茶")]),
]

NOTHING = [
    # English: the same words, no fact.
    "The bus at Mill Lane took me on a detour.",
    "Coffee, that's me sorted.",
    "Teacher, 12, living the dream.",
    "For the record, I'm the worst at quizzes.",
    "i'm the host on Friday nights",
    "Harrowgate - I think it rained.",
    "My rule: no screens after ten.",
    "Everything's on Monday now.",
    "Our house is in a former chapel in the village.",
    "Tea over coffee?",
    "I'm a bit tired, so no.",
    "Thursday is fine.",
    "Before lunch, I was at the bank.",
    "Unlucky: it rained all day.",
    "I live in this chat.",
    # Japanese: a food's name is no workplace, a meeting is no habit, a pronoun is no thing disliked.
    "食べ物の名前は「おにぎり」、コンビニにあります。",
    "明日、駅で会いましょう。",
    "それ、実はあんまり好きじゃないっす",
    "東京で友達と会ってます。",
    # Chinese: at home, on the way, a clause that goes on, setting off, never mind, a square, not sure.
    "在家",
    "在路上",
    "在自贡做彩灯",
    "我们出发吧",
    "还是算了吧",
    "我在车里是司机的朋友",
    "每年春节，广场都很热闹",
    "说不准",
]


def test_none_of_these_sentences_is_in_a_labelled_part():
    labelled = {t["text"] for t in labelled_turns()}
    assert not labelled & ({text for text, _ in READ} | set(NOTHING))


@pytest.mark.parametrize(("text", "expected"), READ)
def test_a_round_10_shape_is_read(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", NOTHING)
def test_a_round_10_look_alike_gives_nothing(text):
    assert found(text) == []
