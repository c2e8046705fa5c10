"""The rules written from blind part 8 (issue #25, round 5) read constructions, not that part's sentences:
every case here was written for this test, after the rules, and is in no labelled part. Look-alikes must give
nothing."""

import pytest

from bench.team_labels import labelled_turns
from tests.teams.extraction.kept_drafts import found

NAME, ROLE, WORKS_AT = ("memory", "self", "HAS_NAME"), ("memory", "self", "HAS_ROLE"), ("memory", "self", "WORKS_AT")
PREFERS, DISLIKES, AVOIDS = ("memory", "self", "PREFERS"), ("memory", "self", "DISLIKES"), ("memory", "self", "AVOIDS")
LIVES_IN, SPEAKS, TIMEZONE = (
    ("memory", "self", "LIVES_IN"),
    ("memory", "self", "SPEAKS"),
    ("memory", "self", "HAS_TIMEZONE"),
)
WE_USE, POLICY = ("memory", "we", "USES"), ("memory", "we", "HAS_POLICY")
FORGET = ("forget", "self", "")

READ = [
    # A clock time keeps its minutes; a workplace said by its trade, after its city or as a town's is no
    # organisation.
    ("Our standup time is 10:15.", [("memory", "we", "HAS_STANDUP_TIME", "10:15")]),
    ("市立病院で看護師をしています。", [(*ROLE, "看護師")]),
    ("在杭州一家电商公司做运营。", [(*ROLE, "运营")]),
    ("在健身俱乐部做销售。", [(*ROLE, "销售")]),
    # Every one of the work done through a tool; a patch or build shipped every so often.
    ("We route every delivery through Circuit and nobody complains.", [(*WE_USE, "Circuit")]),
    ("Our surgery schedules every appointment through Cliniko.", [(*WE_USE, "Cliniko")]),
    ("Our studio keeps all client files in Synology, nothing lives on laptops.", [(*WE_USE, "Synology")]),
    (
        "We ship a new build to the store every third Friday.",
        [("memory", "we", "HAS_RELEASE_CADENCE", "every third Friday")],
    ),
    ("App每两周发一次版。", [("memory", "we", "HAS_RELEASE_CADENCE", "每两周")]),
    ("アプリのアップデートは月1回配信しています。", [("memory", "we", "HAS_RELEASE_CADENCE", "月1回")]),
    # A job title asked to be changed is the role.
    ("Change my job title to night manager.", [(*ROLE, "night manager")]),
    # Tastes with no subject, with a reason after, or said as 推し / 无理 / 我最烦这个.
    ("Can't stand cold coffee, it tastes of regret.", [(*DISLIKES, "cold coffee")]),
    ("I steer clear of shellfish, it makes me ill.", [(*AVOIDS, "shellfish")]),
    ("I stay away from energy drinks.", [(*AVOIDS, "energy drinks")]),
    ("ノートアプリは昔からObsidian推しです。", [(*PREFERS, "Obsidian")]),
    ("満員電車がほんと無理です。", [(*DISLIKES, "満員電車")]),
    ("会議の司会を任されるのが大の苦手です。", [(*DISLIKES, "会議の司会を任される")]),
    ("コーヒーより紅茶のほうが好きです。", [(*PREFERS, "紅茶")]),
    ("画面の資料より紙の資料のほうが好きです。", [(*PREFERS, "紙の資料")]),
    ("散步我更喜欢一个人走。", [(*PREFERS, "一个人走")]),
    ("每周五下午开周会，我最烦这个。", [(*DISLIKES, "每周五下午开周会")]),
    ("我不喝咖啡。", [(*AVOIDS, "咖啡")]),
    # Languages: a second one learnt later or rated after the first, the ones one works in, the one from home.
    (
        "I grew up speaking Welsh and picked up Basque at university.",
        [(*SPEAKS, "Welsh"), (*SPEAKS, "Basque")],
    ),
    (
        "My Swahili is conversational, my Italian is rusty but fine.",
        [(*SPEAKS, "Swahili"), (*SPEAKS, "Italian")],
    ),
    ("我平时工作用日语和英语。", [(*SPEAKS, "日语"), (*SPEAKS, "英语")]),
    ("家乡话是闽南话。", [(*SPEAKS, "闽南话")]),
    # Where one lives and the clock one keeps, said in new ways; a correction whose wrong value comes last.
    ("I live on Skye, so the ferry decides my week.", [(*LIVES_IN, "Skye")]),
    ("It's Dundee I live in, not Dundalk.", [(*LIVES_IN, "Dundee")]),
    ("Put me down as Mountain Time.", [(*TIMEZONE, "Mountain Time")]),
    ("こちらはハワイ時間なので、夜遅くに返信します。", [(*TIMEZONE, "ハワイ時間")]),
    ("我在温哥华，按太平洋时间算。", [(*LIVES_IN, "温哥华"), (*TIMEZONE, "太平洋时间")]),
    ("坐标大理，离昆明不远。", [(*LIVES_IN, "大理")]),
    ("住まいは盛岡です。", [(*LIVES_IN, "盛岡")]),
    ("住所は函館に更新して。", [(*LIVES_IN, "函館")]),
    ("好きなのはほうじ茶で、緑茶じゃないです。", [(*PREFERS, "ほうじ茶")]),
    # The person: traits, profile lines, names said casually or corrected, roles said with として or in quotes.
    ("I'm a southpaw, so left-handed mice please.", [("memory", "self", "IS_A", "southpaw")]),
    ("根っからの夜型人間なので、朝の会議は苦手です。", [("memory", "self", "IS_A", "夜型"), (*DISLIKES, "朝の会議")]),
    ("我是个路痴，导航请说详细点。", [("memory", "self", "IS_A", "路痴")]),
    ("gh: tarn-wright", [("memory", "self", "HAS_GITHUB_HANDLE", "tarn-wright")]),
    ("Name's Teodor Vasquez, but the crew calls me Teo.", [(*NAME, "Teodor Vasquez")]),
    ("Day to day I'm a warehouse supervisor.", [(*ROLE, "warehouse supervisor")]),
    (
        "hospital porter at the Ravelston Royal, so weekends are gone",
        [(*ROLE, "hospital porter"), (*WORKS_AT, "Ravelston Royal")],
    ),
    (
        "I stopped using Evernote when I switched to Linux.",
        [("end", "self", "USES", "Evernote"), ("memory", "self", "USES", "Linux")],
    ),
    ("我在奥克兰，按新西兰时间算。", [(*LIVES_IN, "奥克兰"), (*TIMEZONE, "新西兰时间")]),
    ("名字打错了 应该是欧阳澜 不是欧阳岚", [(*NAME, "欧阳澜")]),
    ("我是上官婉 在一家律所做律师助理", [(*NAME, "上官婉"), (*ROLE, "律师助理")]),
    ("看護師として勤務しております。", [(*ROLE, "看護師")]),
    ("わたくし、民宿「しおさい」の女将をしております。", [(*ROLE, "女将"), (*WORKS_AT, "しおさい")]),
    ("NTTで技術職をしています。", [(*ROLE, "技術職"), (*WORKS_AT, "NTT")]),
    ("卵アレルギーがあるので、おやつは別のものでお願いします。", [("memory", "self", "HAS_ALLERGY", "卵")]),
    ("我芒果过敏。", [("memory", "self", "HAS_ALLERGY", "芒果")]),
    ("我工作时间是早九晚六。", [("memory", "self", "HAS_WORKING_HOURS", "早九晚六")]),
    ("勤務時間、9時から18時に直しといて。", [("memory", "self", "HAS_WORKING_HOURS", "9時から18時")]),
    # A statement before a question about crash logs is still read; ", we <verb>" starts a clause.
    (
        "I'm the shift lead at Copperbeck Foods - how do I read crash logs?",
        [(*ROLE, "shift lead"), (*WORKS_AT, "Copperbeck Foods")],
    ),
    (
        "I'm Imke, analyst at Pellworth Freight, we plan routes in Routific and I live in Husum.",
        [
            (*NAME, "Imke"),
            (*ROLE, "analyst"),
            (*WORKS_AT, "Pellworth Freight"),
            (*WE_USE, "Routific"),
            (*LIVES_IN, "Husum"),
        ],
    ),
    # The team's tools: the place first, a kind of its work, its system, who does the work (战队, CI).
    ("At the bakery our orders live in Square.", [(*WE_USE, "Square")]),
    ("決済はStripe、ログはDatadogに送ってます。", [(*WE_USE, "Stripe"), (*WE_USE, "Datadog")]),
    ("チームの連絡は全部Slackです。", [(*WE_USE, "Slack")]),
    ("ストレージはS3じゃなくてR2です。", [(*WE_USE, "R2")]),
    ("バグ管理はRedmine、住まいは松江。", [(*WE_USE, "Redmine"), (*LIVES_IN, "松江")]),
    ("我们宠物医院的收银系统是银豹。", [(*WE_USE, "银豹")]),
    ("我们门店排班走的是一个叫“易排”的系统。", [(*WE_USE, "易排")]),
    ("战队训练用的是腾讯会议。", [(*WE_USE, "腾讯会议")]),
    ("CI用的是Jenkins。", [(*WE_USE, "Jenkins")]),
    (
        "Notionはもう使ってません、Obsidianに乗り換えました。",
        [("end", "self", "USES", "Notion"), ("memory", "self", "USES", "Obsidian")],
    ),
    ("We stopped using Trello at the shop after the migration.", [("end", "we", "USES", "Trello")]),
    ("我们公司上个月就停用钉钉了。", [("end", "we", "USES", "钉钉")]),
    # Rules: named after the place, "nobody … without", 禁止 where the team works, …というルールで, no subject.
    ("Kitchen rule: nobody plates a dish without tasting it.", [(*POLICY, "nobody plates a dish without tasting it")]),
    ("At our lab nobody opens the freezer without gloves.", [(*POLICY, "nobody opens the freezer without gloves")]),
    ("うちの工房では、作業中は私語禁止です。", [(*POLICY, "作業中は私語禁止")]),
    (
        "本番デプロイには必ず二人の確認が要る、というルールでやってます。",
        [(*POLICY, "本番デプロイには必ず二人の確認が要る")],
    ),
    (
        "社外秘の資料は持ち帰らない決まりになってます。",
        [(*POLICY, "社外秘の資料は持ち帰らない決まりになってる")],
    ),
    ("进实验室必须穿白大褂。", [(*POLICY, "进实验室必须穿白大褂")]),
    ("公司这边规定，报销必须一周内提交。", [(*POLICY, "报销必须一周内提交")]),
    # Routines: duties that rotate, sprints cut, standups said time first, what all the staff do together.
    ("Weekend call-outs rotate between the four vets monthly.", [("memory", "we", "HAS_ON_CALL_ROTATION", "monthly")]),
    ("夜間の当番は週ごとに交代しています。", [("memory", "we", "HAS_ON_CALL_ROTATION", "週ごと")]),
    ("周末值班按科室轮。", [("memory", "we", "HAS_ON_CALL_ROTATION", "按科室轮")]),
    ("スプリントは3週間で区切っています。", [("memory", "we", "HAS_SPRINT_LENGTH", "3週間")]),
    ("毎朝の朝会、9時半に始めてます。", [("memory", "we", "HAS_STANDUP_TIME", "9時半")]),
    ("每天早上九点半开站会。", [("memory", "we", "HAS_STANDUP_TIME", "早上九点半")]),
    (
        "We hold a team lunch at the pub on the last Friday of every month.",
        [("memory", "we", "HAS_HABIT", "hold a team lunch at the pub on the last Friday of every month")],
    ),
    (
        "毎月第一土曜に、社員全員で清掃活動をしています。",
        [("memory", "we", "HAS_HABIT", "毎月第一土曜に社員全員で清掃活動をしている")],
    ),
    ("每个季度第一个周一，全公司一起开复盘会。", [("memory", "we", "HAS_HABIT", "每个季度第一个周一开复盘会")]),
    ("開店の前に、毎朝レジの釣り銭を数えます。", [("memory", "self", "HAS_HABIT", "毎朝レジの釣り銭を数えます")]),
    (
        "朝は必ず畑を見回ってから朝食にします。",
        [("memory", "self", "HAS_HABIT", "朝は必ず畑を見回ってから朝食にする")],
    ),
    # The team's name, product, trade and place.
    ("僕らのチームは「カモメ」って名前で、決済まわりを担当してます。", [("memory", "we", "HAS_TEAM", "カモメ")]),
    ("我所在的项目组叫“白鹭”，负责支付。", [("memory", "we", "HAS_TEAM", "白鹭")]),
    ("弊社は「ひだまり帳」という日記アプリを出しています。", [("memory", "we", "HAS_PRODUCT", "ひだまり帳")]),
    ("我们公司主打产品是一款叫“云雀”的智能音箱。", [("memory", "we", "HAS_PRODUCT", "云雀")]),
    ("We bake and sell rye loaves, mostly to cafés.", [("memory", "we", "SELLS", "rye loaves")]),
    ("うちは手作りの味噌を通販で売ってます。", [("memory", "we", "SELLS", "手作りの味噌")]),
    ("我们工作室自产自销手工皂。", [("memory", "we", "SELLS", "手工皂")]),
    ("Our bakery is based just outside Hexham.", [("memory", "we", "LOCATED_IN", "Hexham")]),
    ("弊社、松本に本社があるんです。", [("memory", "we", "LOCATED_IN", "松本")]),
    ("我们公司在杭州西湖区那边。", [("memory", "we", "LOCATED_IN", "杭州西湖区")]),
    # Someone else's favourite tool.
    ("My team lead Sunniva swears by Todoist.", [("memory", "other", "PREFERS", "Todoist")]),
    ("後輩の大槻さん、Neovimにぞっこんです。", [("memory", "other", "PREFERS", "Neovim")]),
    ("我们主管老王特别爱用飞书。", [("memory", "other", "PREFERS", "飞书")]),
    # This conversation only; forgetting with what to forget said first or as what was stored.
    (
        "今回の相談では、予算は30万円という前提でお願いします。",
        [("memory", "session", "NOTE", "予算は30万円という前提でお願いします")],
    ),
    ("Wipe whatever you've saved about my divorce.", [(*FORGET, "whatever you've saved about my divorce")]),
    ("上次说过的那套房子，忘掉。", [(*FORGET, "上次说过的那套房子")]),
    # A note about one's home is the speaker's, not the organisation's.
    ("帮我记一下：我们家的燃气表每年十月要检查。", [("memory", "self", "NOTE", "我们家的燃气表每年十月要检查")]),
]

NOTHING = [
    "我们的仓库是新建的。",
    "不要记住这个：我在考虑离婚。",
    "忘记密码怎么办？",
    "我明天必须早起。",
    "今天必须交报告。",
    "住まいは駅から遠いです。",
    "今は作業時間なので、あとで返信します。",
    "明日はほんと無理です。",
    "家族みんなで毎週日曜に外食しています。",
    "My Python is fluent.",
    "The bug tracker crashes when I open it.",
    "Nobody knows without asking.",
    "Put me down as a maybe.",
    "My shift lead says Asana is fine.",
    "I'm a lefty on most issues.",
    "Who rotates between the teams weekly?",
    "Can't make it today, sorry.",
    "我忘了，删掉。",
    "我们公司在开会。",
    "坐标轴要从零开始。",
    "名字写错了吗？",
    "这轮游戏我输了。",
    "弊社は「ハナ」という名前の犬を飼っています。",
    "The porter at the Grand was rude to us.",
    "我在开会，按北京时间算的话还早。",
]


def test_none_of_these_sentences_is_in_a_labelled_part():
    labelled = {t["text"] for t in labelled_turns()}
    assert not labelled & ({text for text, _ in READ} | set(NOTHING))


@pytest.mark.parametrize(("text", "expected"), READ)
def test_a_round_5_shape_is_read(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("text", NOTHING)
def test_a_round_5_look_alike_gives_nothing(text):
    assert found(text) == []
