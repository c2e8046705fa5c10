"""Japanese patterns read before every other (round 29, issue #25): the stall, office and table shapes of part 28.
The team's bracketed name said with っていいます (チーム名は「…」っていいます), a tool after a kind of work said
plainly (会計は…です), a name for a thing in this chat only (…を「…」と呼ぶことにしよう), a rule named as a rule
(…、というルールもあります), a tool grown out of (…は卒業して、) and the tool a kind of work is kept in now
(…は…で管理するようになりました), clients as a kind and a few more (…と、…がいくつか) or as who buys
(買ってくださるのは…と…が多い), goods listed with 、 and no copula, goods sold too (ほかに、…と、…も売ってます), what
one builds for a kind of client (…向けの…システムを作ってます), the town one works in and the bracketed team one
belongs to as items of a summary (…勤務, 「…」所属), a tool listed with a build tool (…と…CIを使ってます), the shop's
bracketed name after the trade (店は「…」), a move said as from one town to another, two languages one can get by
in, what one is (自分は…屋っす), a food one cannot stand said first or alone (…、あれは無理 / …だけはだめ), the only
drink one has, and an app deleted. The tool given up before a correction's move (訂正：…はもう廃止で、今は…に
移りました) is read in _framing."""

from teams.extraction._patterns import SESSION, WE, Pattern, ja

_END = r"(?:よ|ね|よね|わ|っす|っすね)?[。！!]?$"
_ENDING = r"(?:(?:い|おり)?ます|(?:い)?る)"
# A tool name: it starts with Latin or katakana (レジ丸, タスク灯, カモメ票), never with kana of a verb.
_TOOL = r"[A-Za-zァ-ヶ][A-Za-z0-9.+#ァ-ヶー一-龥]{0,15}?"
# A kind of client or goods: no particle, no verb.
_KIND = r"[^、。はがをとでも「」]{1,14}?"
_FOOD = r"[ァ-ヶー一-龥]{2,8}"
_TOWN = r"[一-龥ァ-ヶ]{1,5}(?:市|町|村|区)"
# Kinds of work a tool is named after (会計はレジ丸です).
_WORK = (
    r"(?:会計|経理|帳簿|記帳|在庫管理|予約管理|予約|勤怠管理|勤怠|給与計算|シフト管理|シフト|請求書|請求|"
    r"タスク管理|チケット管理)"
)

FIRST_PATTERNS = [
    Pattern(
        "ja.team_name_bracketed",
        # チーム名は「…班」っていいます: the team's bracketed name (ja.thing_name kept っていいます in the name).
        ja(
            r"^(?:うちの)?(?:チーム名|チームの名前|班の名前|班名)は\s*(?P<obj>「[^」]{1,20}」)\s*"
            r"(?:っていいます|といいます|と言います|って言います|です|だ)" + _END
        ),
        "HAS_TEAM",
        0.85,
        who=WE,
        object_type="Team",
    ),
    Pattern(
        "ja.work_tool_plain",
        # 会計はレジ丸です: the tool a kind of work is done with, said plainly.
        ja(rf"^{_WORK}は\s*(?P<obj>{_TOOL})\s*(?:です|だ|を使ってます|を使っています)" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.call_it_here",
        # (このチャットでは、)…を「…」と呼ぶことにしよう: a name for a thing in this chat only (ja.session_note kept the
        # whole clause as a note).
        ja(
            r"^(?:[^、。]{1,20}、)?[^、。「」]{1,20}を\s*(?P<obj>「[^」]{1,20}」)\s*と(?:呼ぶ|呼びます|呼ぼう)"
            r"(?:ことにしよう|ことにします|ことにしましょう|ことにする)?" + _END
        ),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "ja.named_rule",
        # (あと、)…は必ず…する、というルールもあります: a rule named as a rule after it is said.
        ja(
            r"^(?:あと|それと|それから|ほかに|他に)?、?\s*(?P<obj>[^、。「」]{4,40}?)、?\s*(?:という|っていう)"
            r"(?:ルール|決まり|きまり)(?:も|が)(?:あります|ある)" + _END
        ),
        "HAS_POLICY",
        0.85,
        who=WE,
        object_type="Policy",
        phrase=True,
    ),
    Pattern(
        "ja.graduated_from_tool",
        # …は卒業して、(タスクは…で管理するようになりました): a tool one has grown out of ends.
        # The thing holds katakana or Latin (付箋ボード, Excel): 大学は卒業して is a school left.
        ja(
            r"^(?P<obj>[一-龥]{0,4}[A-Za-zァ-ヶ][A-Za-z0-9.+#ァ-ヶー]{0,12})は\s*(?:卒業して|卒業しまして|やめて|"
            r"使わなくなって)、?\s*$"
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        object_type="Tool",
    ),
    Pattern(
        "ja.work_kept_in_tool_now",
        # (…は卒業して、)タスクは…で管理するようになりました: the tool a kind of work is kept in now.
        ja(
            rf"^[^、。はを]{{1,8}}は\s*(?P<obj>{_TOOL})\s*で(?:管理|記録|共有)する(?:ように|ことに)(?:なりました|なった|しました)"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.clients_and_a_few",
        # お客さんは主に…と、…がいくつか: clients, a main kind and a few of another.
        ja(
            rf"^(?:お客さん|お客様|お客|客|顧客|取引先)は\s*(?:主に|おもに|だいたい)?\s*(?P<obj>{_KIND})と、?\s*"
            rf"(?P<second>{_KIND})が(?:いくつか|少し|ちょっと|何社か|何軒か)(?:です|あります)?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", ""),),
    ),
    Pattern(
        "ja.who_buys_mostly",
        # 買ってくださるのは…と…が多いですね: clients as who buys, most of them two kinds.
        ja(
            rf"^(?:買って(?:くださる|くれる|いただく)|買いに来て(?:くださる|くれる)|お買い上げいただく)(?:方)?のは\s*"
            rf"(?P<obj>{_KIND})と\s*(?P<second>{_KIND})が(?:多い|中心|メイン|ほとんど)(?:です)?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", ""),),
    ),
    Pattern(
        "ja.cleft_goods_commas_bare",
        # 作ってるのは、…、…、それに…。: the goods listed with 、 and no copula.
        ja(
            r"^(?:うちで|うちが)?(?:作って(?:い)?る|並べて(?:い)?る|焼いて(?:い)?る|売って(?:い)?る|置いて(?:い)?る)"
            rf"のは、?\s*(?P<obj>{_KIND})、\s*(?P<second>{_KIND})、\s*(?:あと|それと|それに|それから)?\s*"
            rf"(?P<third>{_KIND})(?:あたり|なんか|など|とか)?[。！!]?$"
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "ja.also_sold_pair",
        # ほかに、…と、…も売ってます: two more goods sold as well.
        ja(
            rf"^(?:ほかに|他に|あと|それと)、?\s*(?P<obj>[^、。はがをでも「」]{{1,14}}?)と、?\s*"
            rf"(?P<second>{_KIND})も(?:売って|出して|扱って)" + _ENDING + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"),),
    ),
    Pattern(
        "ja.built_for_kind",
        # …会社向けの受発注システムを作ってます: what one builds for a kind of client is what the firm sells.
        ja(
            r"^(?:[^、。はがを]{1,14}向けの)(?P<obj>[^、。はがを]{1,14}?(?:システム|アプリ|サービス|ソフト|ツール|SaaS))"
            r"を(?:作って|開発して|作っては?)" + _ENDING + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.summary_town_worked_in",
        # (まとめると：…、)室蘭勤務(、…): an item of a summary, the town one works in, is where the firm is.
        ja(r"^(?P<obj>[一-龥ァ-ヶ]{2,5}?)(?:勤務|勤め)[、。]?$"),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.summary_bracketed_team",
        # (まとめると：…、)「…班」所属(、…): an item of a summary, the bracketed team one belongs to.
        ja(r"^(?P<obj>「[^」]{1,20}」)\s*(?:所属|に所属)[、。]?$"),
        "HAS_TEAM",
        0.8,
        who=WE,
        object_type="Team",
    ),
    Pattern(
        "ja.tools_with_build_tool",
        # (まとめると：…、)カモメ票とミナトCIを使ってます: a build tool is the team's, and so is the tool listed with it
        # (ja.uses kept the pair as one of the speaker's).
        ja(
            rf"^(?P<obj>{_TOOL})と\s*(?P<second>[A-Za-zァ-ヶ][A-Za-z0-9ァ-ヶー一-龥]{{0,10}}(?:CI|CD))\s*を"
            r"使って(?:い)?ます" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "ja.shop_is_bracketed",
        # (…で和菓子屋をやってます。)店は「…」: the shop's bracketed name.
        ja(
            r"^(?:店|お店|うちの店|店の名前|店名)は\s*(?P<obj>「[^」]{1,20}」)(?:です|だ|といいます|っていいます)?"
            + _END
        ),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
    ),
    Pattern(
        "ja.moved_town_to_town",
        # (引っ越しました。)…市から…市へ: a move from one town to another.
        ja(rf"^(?P<wrong>{_TOWN})から\s*(?P<obj>{_TOWN})へ(?:引っ越しました|引っ越した|越しました|移りました)?" + _END),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.languages_get_by",
        # …語と…語なら日常会話くらいはできます: two languages one can get by in.
        ja(
            r"^(?P<obj>[ァ-ヶー一-龥]{1,8}語)と(?P<second>[ァ-ヶー一-龥]{1,8}語)(?:なら|は)\s*[^、。]{0,12}?"
            r"(?:できます|できる|話せます|話せる|いけます)" + _END
        ),
        "SPEAKS",
        0.8,
        object_type="Language",
        also=(("second", "SPEAKS", "Language"),),
    ),
    Pattern(
        "ja.self_is_kind_casual",
        # 自分は山屋っすね: what one is, said casually.
        ja(
            r"^(?:自分|俺|僕|私|あたし)は\s*(?P<obj>[一-龥ァ-ヶー]{1,6}(?:屋|派|マニア|オタク|好き))"
            r"(?:っす|っすね|っすよ|です(?:ね|よ)|なんです|なんすよ|なんだ)[。！!]?$"
        ),
        "IS_A",
        0.75,
    ),
    Pattern(
        "ja.food_that_one_no",
        # パクチー、あれは無理: a food said first, then that one cannot have it.
        ja(rf"^(?P<obj>{_FOOD})、\s*(?:あれ|これ|それ)(?:は|だけは)\s*(?:無理|ムリ|だめ|ダメ|苦手)(?:です|だ)?" + _END),
        "DISLIKES",
        0.8,
        object_type="Food",
    ),
    Pattern(
        "ja.food_only_not",
        # (魚は好きだけど、)ウニだけはだめ: the one food one cannot have.
        ja(rf"^(?P<obj>{_FOOD})だけは\s*(?:無理|ムリ|だめ|ダメ|苦手|食べられない|食べられません)(?:です|だ)?" + _END),
        "DISLIKES",
        0.8,
        object_type="Food",
    ),
    Pattern(
        "ja.only_drink_of_kind",
        # お茶はほうじ茶しか飲まない: the only drink one has of a kind.
        ja(
            r"^(?:お茶|茶|コーヒー|お酒|酒|ビール|ジュース)は\s*(?P<obj>[ァ-ヶーぁ-ん一-龥]{2,8}?)しか\s*(?:飲まない|飲みません|飲まないです)"
            + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.app_deleted",
        # …、消しちゃった: an app named first, then deleted.
        ja(
            r"^(?P<obj>[ァ-ヶーぁ-ん]{3,10}|「[^」]{1,15}」)、\s*(?:消しちゃった|消した|消しました|削除した|削除しました|"
            r"アンインストールした|アンインストールしました)" + _END
        ),
        "USES",
        0.75,
        kind="end",
        object_type="Tool",
    ),
]
