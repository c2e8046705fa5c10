"""Japanese patterns read before every other (round 33, issue #25): the terse shapes of part 30. The tool a kind of
team work is watched or run with (監視には…を使ってます, 当番は…で回すことにしました), the tool one keeps
one's own notes in (メモは…を使ってます), goods made, three listed (彫っているのは…、…、それに…), who buys, three listed
(買っていくのは…と、…、あとは…), the workshop's or shop's name said in a sentence of its own (屋号は「…」), a rule
said before whose rule it is (…、というのが班の決まりです), the premises' district before a landmark
(会社は…の…、港のそばです), a move said after the news (引っ越しました、…から…に), two foods neither eaten
(…も…も苦手 / 食べられない) what one is a fan of (…ファンです) and a
summary's item of a firm and two roles (…の…兼…)."""

from teams.extraction._patterns import WE, Pattern, ja

_END = r"(?:よ|ね|よね|わ|っす)?[。！!]?$"
_TOOL = r"(?P<obj>[A-Za-zァ-ヶ「][A-Za-z0-9.+#ァ-ヶー一-龥」]{0,15}?)"
_KIND = r"[^、。はがをとでも「」]{1,14}?"
_FOOD = r"[ァ-ヶー一-龥][ぁ-んァ-ヶー一-龥]{0,7}?"

FIRST_PATTERNS = [
    Pattern(
        "ja.team_work_tool",
        # 監視にはアビ窓を使ってます: the tool a kind of team work is done with.
        ja(
            r"^(?:監視|ビルド|デプロイ|タスク管理|課題管理|チケット管理|在庫管理|受注管理|シフト管理|当番管理|"
            r"アラート|通知|ログ管理)(?:には|は|で)\s*"
            + _TOOL
            + r"を(?:使って(?:い)?ます|使ってる|使用しています)"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.own_notes_tool",
        # メモはカキツバタ帳を使ってます: the tool one keeps one's own notes or diary in.
        ja(
            r"^(?:メモ|日記|家計簿|手帳|読書記録|買い物リスト|ToDo|TODO)(?:には|は)\s*"
            + _TOOL
            + r"を(?:使って(?:い)?ます|使ってる)"
            + _END
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "ja.duty_run_with_tool",
        # (…は廃止して、)当番はアビ窓で回すことにしました: the tool a duty or the tasks are run with now.
        ja(
            r"^(?:当番|シフト|タスク|予約|受注|在庫)は\s*"
            + _TOOL
            + r"で(?:回す|まわす|管理する|受ける)ことに(?:しました|なりました)"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.made_three_listed",
        # 彫っているのは…、…、それに…です: goods made, three listed.
        ja(
            r"^(?:彫って|作って|造って|焼いて|織って|編んで|縫って|打って|染めて)(?:い)?るのは、?\s*"
            rf"(?P<obj>{_KIND})、\s*(?P<second>{_KIND})、\s*(?:あと|あとは|それと|それに|それから)\s*"
            r"(?P<third>[^、。はがを「」]{1,14}?)(?:です)?[。！!]?$"
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "ja.buyers_three_listed",
        # 買っていくのは…と、…、あとは…: who buys, three kinds.
        ja(
            r"^(?:買って(?:くれる|いく|くださる)|買いに来る)(?:人|方)?のは\s*"
            rf"(?P<obj>{_KIND})と、\s*(?P<second>{_KIND})、\s*(?:あと|あとは|それと|それに)\s*"
            r"(?P<third>[^、。はがを「」]{1,14}?)(?:です)?[。！!]?$"
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", ""), ("third", "HAS_CLIENTS", "")),
    ),
    Pattern(
        "ja.trade_name_alone",
        # (…で…をやってます。)屋号は「…」 / 工房は「…」っていいます: the bracketed name of one's shop or workshop.
        ja(
            r"^(?:屋号|店名|店の名前|工房の名前|工房|窯の名前|蔵の名前)は\s*(?P<obj>「[^」]{1,15}」)"
            r"(?:っていいます|といいます|って言います|と言います|です)?" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "ja.rule_then_whose",
        # …禁止、というのが班の決まりです: a rule said before whose rule it is.
        ja(
            r"^(?P<obj>[^、。]{4,30}?)、?\s*(?:というのが|っていうのが)\s*"
            r"(?:班|チーム|うち|会社|店|工房|部署)の(?:決まり|ルール|方針|約束事?)(?:です)?" + _END
        ),
        "HAS_POLICY",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.premises_district_landmark",
        # 会社は…の東野、港のそばです: the premises' district, then a landmark it is near.
        ja(
            r"^(?:会社|事務所|オフィス|工房|店|お店)は\s*(?:[一-龥ァ-ヶ]{2,6}の)?(?P<obj>[一-龥ァ-ヶ]{2,5})、\s*"
            r"[^、。]{1,10}(?:のそば|の近く|の前|の隣|沿い)です" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.moved_news_first",
        # 引っ越しました、(…から)…に: a move said first, where to after the comma (the town left is framed).
        ja(r"^引っ越しました、\s*(?P<obj>[一-龥ァ-ヶ]{1,6}(?:市|町|村|区))(?:に|へ)" + _END),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.neither_food",
        # …も…も苦手 / 食べられない: two foods, neither eaten.
        ja(
            rf"^(?P<obj>{_FOOD})も(?P<second>{_FOOD})も\s*"
            r"(?:苦手|無理|ムリ|だめ|ダメ|嫌い|食べられない|食べられません|飲めない|飲めません)(?:です)?" + _END
        ),
        "DISLIKES",
        0.8,
        also=(("second", "DISLIKES", ""),),
    ),
    Pattern(
        "ja.fan_of",
        # ちなみに鉄道ファンです: what one is a fan of (…好きです is left: most earlier parts label it a liking).
        ja(
            r"^(?:ちなみに|実は|一応|こう見えて)?\s*(?P<obj>[一-龥ァ-ヶー][ぁ-んァ-ヶー一-龥]{1,5}?(?:ファン|マニア|オタク))です、?"
            r"(?:、[^。]{1,20})?[。！!]?$"
        ),
        "IS_A",
        0.8,
    ),
    Pattern(
        "ja.summary_firm_two_roles",
        # (整理すると：…、)…のバックエンドエンジニア兼リリース管理: a summary's item, the firm and two roles.
        ja(
            r"^(?P<org>[ァ-ヶーA-Za-z][ァ-ヶーA-Za-z0-9一-龥]{1,14}?)の\s*"
            r"(?P<obj>[ァ-ヶーA-Za-z一-龥]{2,12}?)兼(?P<role2>[ァ-ヶーA-Za-z一-龥]{2,12}?)[。]?$"
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"), ("role2", "HAS_ROLE", "Role")),
    ),
]
