"""Two Japanese constructions read after round 17 (issue #25), to bring the rules' Japanese recall on the tuned parts
back to 0.85 once part 21 counted as tuned: the business's customers said with no うちの (お客さんは主に…と…です),
listed as goods are, and a tool dropped said plainly after its name (…はやめた、もう使ってない / …、もう使ってない).
Every case was written for this test, after the rules, and is in no labelled part; look-alikes give nothing."""

from tests.teams.extraction.kept_drafts import MY_END, shape_tests

CLIENTS = ("memory", "we", "HAS_CLIENTS")

READ = [
    ("お客さんは主に町の整骨院と歯科医院です。", [(*CLIENTS, "町の整骨院"), (*CLIENTS, "歯科医院")]),
    ("取引先は主に県内の工務店です。", [(*CLIENTS, "県内の工務店")]),
    ("顧客はほとんど個人の農家です", [(*CLIENTS, "個人の農家")]),
    ("クライアントは主に地方の自治体と大学です。", [(*CLIENTS, "地方の自治体"), (*CLIENTS, "大学")]),
    ("ノートリはやめた、もう使ってないよ", [(*MY_END, "ノートリ")]),
    ("Trello、もう使ってない。", [(*MY_END, "Trello")]),
    ("カケイボン、もう使っていないです", [(*MY_END, "カケイボン")]),
    # And with は (ja.no_longer, 2026-12-07): the spoken 使ってない as 使っていない was read.
    ("モチモチ鳥はもう使ってない", [(*MY_END, "モチモチ鳥")]),
]

NOTHING = [
    # A question about customers; customers liked, not served; a tool dropped with no name before it.
    "お客さんは主にどこの人ですか？",
    "お客さんはみんな優しいです。",
    "もう使ってないよ。",
    "それ、もう使ってない。",
    "Windowsは使ってない",
]

(
    test_none_of_these_sentences_is_in_a_labelled_part,
    test_the_construction_is_read,
    test_a_look_alike_gives_nothing,
) = shape_tests(READ, NOTHING)
