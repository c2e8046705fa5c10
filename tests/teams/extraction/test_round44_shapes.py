"""The rules written from the ends parts 34-39 missed (issue #25, round 44, all three languages) read constructions,
not those parts' sentences: every case here was written for this test, after the rules, with other apps, records
and tools, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import MY_END, WE_END, WE_USES, shape_tests

READ = [
    # English: an app of one's own.
    ("got rid of Nibblewise too, tracking snacks made me anxious", [(*MY_END, "Nibblewise")]),
    ("uninstalled Yawnly", [(*MY_END, "Yawnly")]),
    ("and Coinmoth is gone too - never once opened it", [(*MY_END, "Coinmoth")]),
    ("Drowsebird's been deleted as well, the alarms were useless", [(*MY_END, "Drowsebird")]),
    # English: the team's old way, and where its work goes now.
    (
        "chucked the biscuit tin of receipts under the counter - receipts all go into Tallyfern now",
        [(*WE_END, "biscuit tin of receipts"), (*WE_USES, "Tallyfern")],
    ),
    (
        "ditched the clipboard by the till - Ravelcount takes all the orders now",
        [(*WE_END, "clipboard"), (*WE_USES, "Ravelcount")],
    ),
    (
        "the notebook we kept holidays in is finally retired, holiday requests go through Ottersheet",
        [(*WE_END, "notebook we kept holidays in"), (*WE_USES, "Ottersheet")],
    ),
    ("the laminated rota stuck to the door has finally gone", [(*WE_END, "laminated rota")]),
    ("Got rid of the duplicate order pad.", [(*WE_END, "duplicate order pad")]),
    # Japanese.
    ("ネムネムパンダっていう睡眠アプリも消した、重くて", [(*MY_END, "ネムネムパンダ")]),
    ("ポチポチ家計、家計簿アプリだけど結局アンインストールした", [(*MY_END, "ポチポチ家計")]),
    ("カロリン帳も使うのやめた", [(*MY_END, "カロリン帳")]),
    ("ヨガヨガも解約。続かなかった", [(*MY_END, "ヨガヨガ")]),
    (
        "倉庫に貼ってた在庫表は撤去、在庫もヤマブキ帳で付けることになりました",
        [(*WE_END, "倉庫に貼ってた在庫表"), (*WE_USES, "ヤマブキ帳")],
    ),
    (
        "シフトの連絡に使ってたホワイトボードがやっとなくなって、ツクシボードに一本化された",
        [(*WE_END, "シフトの連絡に使ってたホワイトボード"), (*WE_USES, "ツクシボード")],
    ),
    # Chinese.
    ("打盹狗那个午睡app卸载了", [(*MY_END, "打盹狗")]),
    ("叮咚鲸那个喝水提醒也关掉了，太烦", [(*MY_END, "叮咚鲸")]),
    ("省省猫也卸了，广告太多。", [(*MY_END, "省省猫")]),
    ("「小算盘」已经卸载了。", [(*MY_END, "小算盘")]),
    (
        "仓库那本出库登记簿停用了，出库都在青竹单里记",
        [(*WE_END, "仓库那本出库登记簿"), (*WE_USES, "青竹单")],
    ),
    (
        "排班的那个微信群解散了，排班都走「松果单」",
        [(*WE_END, "排班的那个微信群"), (*WE_USES, "松果单")],
    ),
]

NOTHING = [
    # A bug or a plan got rid of, a place that is not a tool, the weather gone, a lamp or the air conditioning
    # switched off, a question about a deleted app, a thing lost that is no record, a group that merely ends.
    "I got rid of the bug in the parser",
    "chucked the ball for the dog, the weather is lovely in Cornwall",
    "the snow has finally gone",
    "did you delete Coinmoth?",
    "空调关了",
    "灯也关掉了",
    "财布がなくなって、困ってる",
    "微信群解散了，大家都在别的群里聊",
    "ネムネムパンダ、消した方がいい？",
]

test_none_in_labelled_parts, test_shape_is_read, test_look_alike_gives_nothing = shape_tests(READ, NOTHING)
