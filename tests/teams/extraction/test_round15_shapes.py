"""The rules written from part 19 (issue #25, round 15) read constructions, not that part's sentences: every case
here was written for this test, after the rules, in the same constructions with other trades, places, goods and
tools, and is in no labelled part. Look-alikes must give nothing."""


from tests.teams.extraction.kept_drafts import (
    ALLERGY,
    DISLIKES,
    HABIT,
    HOURS,
    LIVES,
    LOCATED,
    MANAGER,
    MY_END,
    NAME,
    POLICY,
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

MY_USES = ("memory", "self", "USES")
# A name given for this conversation only is the run's, not the other's memory.
SESSION_CALLED = ("memory", "session", "IS_CALLED")

READ = [
    # Japanese: the casual forms read as the polite ones; a correction headed by what it corrects.
    ("和紙の便箋と封筒を売ってるよ。", [(*SELLS, "和紙の便箋"), (*SELLS, "封筒")]),
    ("揚げ物のにおい、実はかなり苦手で…", [(*DISLIKES, "揚げ物のにおい")]),
    ("住所の訂正：本町じゃなくて元町です。", [(*LIVES, "元町")]),
    # Japanese: a tool ended where it was used; a workplace as a cleft's focus, after its kind, or named.
    ("工房ではスマレジはもう使ってません。", [(*WE_END, "スマレジ")]),
    ("勤めているのは「月影窯」っていう窯元です。", [(*WORKS, "月影窯")]),
    ("工房「藍の森」に勤めて五年になります。", [(*WORKS, "藍の森")]),
    ("農園の名前は「風の丘ファーム」です。", [(*WORKS, "風の丘ファーム")]),
    # Japanese: an event then how often; a duty coming round with が; the meeting set off by a comma.
    ("陶芸教室、月に二回やってます。", [(*HABIT, "陶芸教室")]),
    ("収穫祭は毎年10月にやります。", [(*HABIT, "収穫祭")]),
    ("窯の火の番が三日ごとに回ってくるんです。", [(*ROTA, "三日ごと")]),
    ("朝礼、うちは7時15分だよ、倉庫の前で。", [(*STANDUP, "7時15分")]),
    # Japanese: today's talk names something; a time zone matched; records kept in a katakana tool.
    ("今日の話では、うちの猫を「もち」って呼ぶね。", [(*SESSION_CALLED, "もち")]),
    ("時間帯はフィジー時間に合わせてください。", [(*ZONE, "フィジー時間")]),
    ("注文はカミダナ帳で管理してます。", [(*WE_USES, "カミダナ帳")]),
    ("自分の読書記録はヨミログでつけてます。", [(*MY_USES, "ヨミログ")]),
    # Japanese: work as a duty; an allergy by the rash; goods said to be ours; a premises then where it is;
    # languages learned; a tool and its kind ended; a place's rule ending in こと.
    ("仕事は釉掛け担当です。", [(*ROLE, "釉掛け担当")]),
    ("漆にかぶれるんです、アレルギーで。", [(*ALLERGY, "漆")]),
    ("どら焼きと羊羹、あと最中もうちの商品です。", [(*SELLS, "どら焼き"), (*SELLS, "羊羹"), (*SELLS, "最中")]),
    ("和紙の工房、場所は美濃の蕨生です。", [(*LOCATED, "蕨生")]),
    ("アイヌ語は祖父に習いました。", [(*SPEAKS, "アイヌ語")]),
    ("ハレノートってメモアプリ、もう使ってないです。", [(*MY_END, "ハレノート")]),
    ("工房のルールは、窯の前で走らないこと。", [(*POLICY, "窯の前で走らないこと")]),
    # English: goods first, then everything we sell; an event put on each month; a duty over a place falling to
    # one; the whole place meeting at a time; workers going by a name; an allergy by the rash.
    (
        "Walnut chopping boards, cheese knives and butter pats - that's basically everything we sell.",
        [(*SELLS, "Walnut chopping boards"), (*SELLS, "cheese knives"), (*SELLS, "butter pats")],
    ),
    ("Candle-dipping evening - we put one on the first Friday of each month.", [(*HABIT, "Candle-dipping evening")]),
    ("Lambing watch on the top field falls to me every fourth night.", [(*ROTA, "every fourth night")]),
    ("The whole yard meets at 7:40 by the crane.", [(*STANDUP, "7:40")]),
    ("The dye house lads go by the Indigo Boys.", [(*WE_TEAM, "Indigo Boys")]),
    ("Horsehair brings me out in hives.", [(*ALLERGY, "Horsehair")]),
    # English: a trade's own work at a named place and its town; a role just outside a town; the title.
    ("I turn wooden bowls at Oakhollow Crafts in Ludlow.", [(*WORKS, "Oakhollow Crafts"), (*LOCATED, "Ludlow")]),
    (
        "I'm the head brewer at Tallyho Brewery, just outside Thirsk.",
        [(*ROLE, "head brewer"), (*WORKS, "Tallyho Brewery"), (*LOCATED, "Thirsk")],
    ),
    ("Saddler is the official title, though I mostly stitch.", [(*ROLE, "Saddler")]),
    ("Job title's kiln technician, for what it's worth.", [(*ROLE, "kiln technician")]),
    ("Hours: eight till half four, Mondays to Thursdays.", [(*HOURS, "eight till half four")]),
    ("Diesel fumes don't bother me, but wet dogs I really hate.", [(*DISLIKES, "wet dogs")]),
    # English: goods sold now and then, and what one does instead of a dislike, are no more objects.
    (
        "We sell oak stools and ash ladders, plus the odd rocking chair.",
        [(*SELLS, "oak stools"), (*SELLS, "ash ladders")],
    ),
    ("I hate umbrellas, I just wear a hood.", [(*DISLIKES, "umbrellas")]),
    # Chinese: goods added with 还有; an old shop's word alone; a town before a trade's own work; a shop's name.
    ("我们卖桂花糕、绿豆糕，还有芝麻饼。", [(*SELLS, "桂花糕"), (*SELLS, "绿豆糕"), (*SELLS, "芝麻饼")]),
    ("我们轩主要卖紫砂壶和茶盘。", [(*SELLS, "紫砂壶"), (*SELLS, "茶盘")]),
    ("我在凤凰开银饰店。", [(*LIVES, "凤凰")]),
    ("我在汕头腌咸菜。", [(*LIVES, "汕头")]),
    ("店名「老码头茶馆」。", [(*WORKS, "老码头茶馆")]),
    # Chinese: the trade then one's formal title; the boss with 我 unsaid or as the master; a rule in the shop.
    ("制茶师，这是我的正式职称。", [(*ROLE, "制茶师")]),
    ("上司是厂长罗明远。", [(*MANAGER, "罗明远")]),
    ("我师傅是坊主许青山，也是我的上司。", [(*MANAGER, "许青山")]),
    ("铺里规矩：刀具用完要挂回墙上。", [(*POLICY, "刀具用完要挂回墙上")]),
    # Chinese: a name to be called by inside the name given is that name; 忘了说 brings a fact up late.
    ("我叫司马青禾，叫我青禾就行。", [(*NAME, "司马青禾")]),
    ("哦对，忘了说：我对芒果过敏。", [(*ALLERGY, "芒果")]),
]

NOTHING = [
    # Chinese: a canteen or a church is no shop; a premises or "online" is no town; 对 in a word is no filler.
    "我们在食堂吃饭。",
    "我在网上开网店。",
    "对面的咖啡店很好。",
    # Japanese: a story's talk is not this conversation's; what a rule is like says no rule.
    "この話では、犬をポチって呼ぶね。",
    "うちのルールは厳しいです。",
    # English: buying is no trade's work; a book's title is no job title; a rash from the weather is no allergy.
    "I bought bread at Tesco in Leeds.",
    "Dune is the title.",
    "It brings me out in a rash.",
]


(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_a_round_15_shape_is_read,
    test_a_round_15_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
