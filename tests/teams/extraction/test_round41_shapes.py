"""The rules written from part 34 (issue #25, round 41, Japanese and Chinese) read constructions, not that part's
sentences: every case here was written for this test, after the rules, in the same constructions with other towns,
languages, tools and goods, and is in no labelled part. Look-alikes must give nothing."""

from tests.teams.extraction.kept_drafts import LIVES, POLICY, SPEAKS, WE_END, WE_USES, shape_tests

READ = [
    # Japanese.
    ("訂正！松本市は引き払って、今は安曇野市の穂高に住んでます。", [(*LIVES, "安曇野市の穂高")]),
    ("父がタミル語、母がシンハラ語なので、どちらも話せます", [(*SPEAKS, "タミル語"), (*SPEAKS, "シンハラ語")]),
    ("紙の在庫表、とうとう処分しました。", [(*WE_END, "紙の在庫表")]),
    ("手書きの伝票はもうやめました。", [(*WE_END, "手書きの伝票")]),
    ("在庫は全部カモシカ帳に入れてます", [(*WE_USES, "カモシカ帳")]),
    # Chinese.
    ("面一律手工擀，不用压面机，店里没得商量。", [(*POLICY, "面一律手工擀，不用压面机")]),
    ("人住在江宁区，每天坐地铁去上班。", [(*LIVES, "江宁区")]),
]

NOTHING = [
    # A report said alone, a move asked about, one language asked, a rule asked, a paper list asked about.
    "連絡です。",
    "松本市は引き払って、今はどこに住んでるの？",
    "父がタミル語、母がシンハラ語なので、どちらも話せますか？",
    "面一律手工擀吗？",
    "紙の在庫表はどうする？",
    "老大爱吃火锅。",
]

test_none_in_labelled_parts, test_shape_is_read, test_look_alike_gives_nothing = shape_tests(READ, NOTHING)
