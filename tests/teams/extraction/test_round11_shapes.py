"""The rules written from part 15 (issue #25, round 11) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other trades, places, goods and
tools, and is in no labelled part. Look-alikes must give nothing."""


from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    HABIT,
    HOURS,
    IS_A,
    LIVES,
    LOCATED,
    MANAGER,
    MY_END,
    MY_HABIT,
    NAME,
    NOTE,
    POLICY,
    PREFERS,
    ROLE,
    ROTA,
    SELLS,
    SPEAKS,
    STANDUP,
    WE_END,
    WE_TEAM,
    WE_USES,
    WORKS,
    ZONE,
    shape_tests,
)

READ = [
    # English: the object fronted, a profile typed as key and value, the home as the subject.
    ("Kayaks I can't stand; give me a canoe any day.", [(*DISLIKES, "Kayaks"), (*PREFERS, "canoe")]),
    ("Pickled herring, can't stand it.", [(*DISLIKES, "Pickled herring")]),
    ("Birch pollen - I'm allergic to it, so spring is grim.", [(*ALLERGY, "Birch pollen")]),
    ("Cat hair is my nemesis - proper allergy, sneezing for hours.", [(*ALLERGY, "Cat hair")]),
    ("Honestly, rye's what I'd pick over spelt.", [(*PREFERS, "rye")]),
    ("Languages: Basque, plus some Catalan from school.", [(*SPEAKS, "Basque"), (*SPEAKS, "Catalan")]),
    ("Timezone: Chatham Islands time.", [(*ZONE, "Chatham Islands time")]),
    ("Home is Aberaeron these days.", [(*LIVES, "Aberaeron")]),
    ("I'm a non-smoker, which helps with the asthma.", [(*IS_A, "non-smoker")]),
    # English: a role then its premises, the manager as a description, a role of more words at a named place.
    (
        "Boat builder here - the yard's in Ludlow, behind the church.",
        [(*ROLE, "Boat builder"), (*LOCATED, "Ludlow")],
    ),
    ("The person I report to is the head brewer, Ottilie Brackenbury.", [(*MANAGER, "Ottilie Brackenbury")]),
    ("I'm the deputy keeper at Marlow Museum.", [(*ROLE, "deputy keeper"), (*WORKS, "Marlow Museum")]),
    # English: the records as the subject of a tool; tools ended with no subject or by the business.
    ("Orders for the bakery come in through Shopwired.", [(*WE_USES, "Shopwired")]),
    ("Lambing records for every flock we tend go into Farmwise.", [(*WE_USES, "Farmwise")]),
    ("Stock control at the bike shop runs on Cyclelogic.", [(*WE_USES, "Cyclelogic")]),
    ("Rooms are all on Lodgify now.", [(*WE_USES, "Lodgify")]),
    ("The bakery no longer uses Breadbox for orders - it's all Square now.", [(*WE_END, "Breadbox")]),
    ("Tidal's gone from my phone - I don't listen on it now.", [(*MY_END, "Tidal")]),
    ("Not using Notion any more, it got too slow.", [(*MY_END, "Notion")]),
    # English: premises told at length, goods from premises, goods first.
    ("The forge sits at the end of a long track outside Kington.", [(*LOCATED, "Kington")]),
    ("Brackenfold Lodge sits right above the bay in Aberdaron.", [(*LOCATED, "Aberdaron")]),
    (
        "From a shop in Hexham we sell reclaimed oak doors.",
        [(*SELLS, "reclaimed oak doors"), (*LOCATED, "Hexham")],
    ),
    (
        "Sourdough loaves and rye rolls, that's what we bake and sell.",
        [(*SELLS, "Sourdough loaves"), (*SELLS, "rye rolls")],
    ),
    # English: an event as the subject of how often, when first, a duty that comes round, the crew's own name.
    ("Quiz night in the snug is every other Wednesday.", [(*HABIT, "Quiz night")]),
    (
        "First job each shift, I check the kiln temperature before anything else.",
        [(*MY_HABIT, "check the kiln temperature before anything else")],
    ),
    ("On Tuesday mornings I sharpen the chisels.", [(*MY_HABIT, "sharpen the chisels")]),
    ("Lifeboat cover comes round to me every four days.", [(*ROTA, "every four days")]),
    ("Our morning briefing is at 7:45 in the yard.", [(*STANDUP, "7:45")]),
    ("The kitchen crew call themselves the Pan Handlers.", [(*WE_TEAM, "Pan Handlers")]),
    # English: hours of a desk one keeps; a rule named after it.
    ("Bar's open six till midnight, and that bar is my shift.", [(*HOURS, "six till midnight")]),
    ("Market hours for me are eight till four, Friday to Sunday.", [(*HOURS, "eight till four")]),
    ("Helmets on past the gate - site rule, no exceptions.", [(*POLICY, "Helmets on past the gate")]),
    (
        "Every climb starts with a partner check; that's gym policy.",
        [(*POLICY, "Every climb starts with a partner check")],
    ),
    # English: a frame said first; what to forget, from memory said last.
    ("From now on in this conversation, answer in short lines.", [(*NOTE, "answer in short lines")]),
    ("Please drop everything on my car loan from memory.", [("forget", "self", "", "everything on my car loan")]),
    # Japanese: the cleft of what is sold, goods wholesaled, premises told at length.
    (
        "売ってるのは干物と佃煮、あとは地酒",
        [(*SELLS, "干物"), (*SELLS, "佃煮"), (*SELLS, "地酒")],
    ),
    ("扱ってるのは主に古い陶器と、骨董の家具です", [(*SELLS, "古い陶器"), (*SELLS, "骨董の家具")]),
    ("鮎の稚魚を卸してます", [(*SELLS, "鮎の稚魚")]),
    ("窯場は益子の山あいにございます", [(*LOCATED, "益子")]),
    # Japanese: a town or water before a trade, a trade by 主 or 守.
    ("金沢の湯涌町で和紙を漉いてます。", [(*LIVES, "湯涌町")]),
    ("能代市で書道の講師をしてます", [(*ROLE, "書道の講師"), (*LIVES, "能代市")]),
    ("琵琶湖で漁師をしております。", [(*ROLE, "漁師")]),
    ("写真館の館主をしております。", [(*ROLE, "館主")]),
    # Japanese: a task done in a tool, a ledger's ended tool, a day of a task, a morning's first task, a post's hours.
    ("顧客の管理はKintoneでやってます", [(*WE_USES, "Kintone")]),
    ("店の連絡は全部Slackでやってます、工房では", [(*WE_USES, "Slack")]),
    ("店の名簿、もうアクセスは使ってないです", [(*WE_END, "アクセス")]),
    ("毎週月曜が窯の掃除の日です", [(*HABIT, "窯の掃除")]),
    ("毎朝、犬の散歩をしてから朝ごはんです", [(*MY_HABIT, "犬の散歩")]),
    ("レジ番は朝9時から夕方5時まで", [(*HOURS, "朝9時から夕方5時まで")]),
    # Japanese: tastes and traits, where one lives, the time zone, a frame of the run.
    ("パクチーだけはどうしても無理", [(*DISLIKES, "パクチー")]),
    ("私、根っからの楽天家なんです", [(*IS_A, "楽天家")]),
    ("紅茶はミルクティー派です", [(*PREFERS, "ミルクティー")]),
    ("紙より布の表紙のほうが、正直好きです", [(*PREFERS, "布の表紙")]),
    ("住まいは横浜の青葉台です", [(*LIVES, "青葉台")]),
    ("時刻はハワイ時間でお願いします", [(*ZONE, "ハワイ時間")]),
    ("これから先の返事は関西弁でお願い", [(*NOTE, "返事は関西弁でお願い")]),
    # Chinese: goods before who sells them, the thing before the taste, a comparison.
    ("竹编的篮子、席子，我们坊都在卖", [(*SELLS, "竹编的篮子"), (*SELLS, "席子")]),
    ("铺里卖银镯子，也卖银簪子", [(*SELLS, "银镯子"), (*SELLS, "银簪子")]),
    ("塑料袋不喜欢", [(*DISLIKES, "塑料袋")]),
    ("泡茶我偏爱紫砂壶", [(*PREFERS, "紫砂壶")]),
    ("手工面比机器面好吃多了", [(*PREFERS, "手工面")]),
    # Chinese: the works' name, rule, hours; the home, a township, premises.
    ("我们铺子叫福顺银铺", [(*WORKS, "福顺银铺")]),
    ("窑厂的规矩：窑火不能断", [(*POLICY, "窑火不能断")]),
    ("酿酒的工时是早五点到中午十二点", [(*HOURS, "早五点到中午十二点")]),
    ("客栈前台我值班，早九点到下午五点", [(*HOURS, "早九点到下午五点")]),
    ("家住婺源", [(*LIVES, "婺源")]),
    ("我在安溪县种茶叶", [(*LIVES, "安溪县")]),
    ("客栈开在大理的喜洲镇", [(*LOCATED, "喜洲镇")]),
    ("我的茶叶店在鼓浪屿", [(*LOCATED, "鼓浪屿")]),
    ("在苏州的评弹馆唱评弹", [(*WORKS, "评弹馆")]),
    # Chinese: an event, the head of the works, a crew's name, one's names, a time zone, a kind of person.
    ("周六晚上馆子里有评弹专场", [(*HABIT, "评弹专场")]),
    ("我们馆长是林秀芬", [(*MANAGER, "林秀芬")]),
    ("我们几个吹唢呐的自称「响天队」", [(*WE_TEAM, "响天队")]),
    ("大家都喊我小六", [(*NAME, "小六")]),
    ("时区设成檀香山时间吧", [(*ZONE, "檀香山时间")]),
    ("我是木雕师傅欧阳明", [(*NAME, "欧阳明"), (*ROLE, "木雕师傅")]),
    ("我这人是个急性子", [(*IS_A, "急性子")]),
    # Chinese: a task before who does it in a tool; the shop's ended tool and the one after it.
    ("订座我们用美团", [(*WE_USES, "美团")]),
    ("茶馆的订单现在用客如云管理", [(*WE_USES, "客如云")]),
    ("馆子的票都走大麦卖", [(*WE_USES, "大麦")]),
    ("店里早就不用秦丝了，现在用管家婆", [(*WE_END, "秦丝"), (*WE_USES, "管家婆")]),
    # Chinese: a correction with the wrong value first, what to forget, a frame of the run.
    ("说错了，不是婺源，我住景德镇", [("memory", "self", "LIVES_IN", "景德镇")]),
    ("把我欠钱的事忘掉吧", [("forget", "self", "", "我欠钱")]),
    ("关于体检的那段删了吧", [("forget", "self", "", "体检")]),
    ("接下来都用粤语回答我", [(*NOTE, "接下来都用粤语回答我")]),
]

NOTHING = [
    # English: the same words, no fact.
    "Gardening I can't stand anyway.",
    "I can't stand it.",
    "Give me a minute.",
    "Home is where the heart is.",
    "The person I spoke to is nice.",
    "Languages: hard to learn.",
    "Orders come in slowly.",
    "On Tuesday I sharpen the chisels.",
    "Helmets are a nuisance - my rule is to skip them.",
    "No screens at supper - my rule.",
    # Japanese: today, a pronoun, a family's name, fishing on a river.
    "今日は無理",
    "それは苦手じゃない",
    "家族の名前は「太郎」です",
    "隅田川で釣りをしてます",
    # Chinese: where, not what; a market's goods; on the way; an airport; called over.
    "在家不喜欢",
    "超市里卖的菜很贵",
    "我在路上",
    "机场现在不用微盟了",
    "大家都喊我过去吃饭",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_11_shape_is_read,
    test_a_round_11_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
