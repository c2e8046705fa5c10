"""Japanese patterns read before every other (round 20, issue #25): the boss by name said with で before who they are
(上司は…さんで、…です), one tool "only" for a department (…部は…一択) or for oneself if one could choose (…一択です、
自分で選べるなら), a trade's premises introduced by its bracketed name (…で…をやっております、「…」と申します), a role
said with として before a relative's workplace (…として、父の…で働いてます), and premises near a landmark (…は…の…の
近くにございます)."""

from teams.extraction._patterns import SESSION, WE, Pattern, ja
from teams.extraction._patterns_ja_constructions import _END, _MASU, _WORK_KIND
from teams.extraction._patterns_ja_fronted import _PLACE, _PREMISES

# A department or team said by its own name (デザイン部, 経理課, 物流チーム), whose choices are the team's.
_DEPARTMENT = r"[一-龥ァ-ヶー]{1,6}(?:部|課|班|チーム|グループ|室)"
# Kin whose workplace is theirs, not a workplace one names (父の窯, 実家の店).
_KIN = r"(?:父|母|親|兄|姉|祖父|祖母|叔父|伯父|叔母|伯母|実家|義父|義母)"
# A tool name in Latin, katakana or kanji, without the kana of a verb or particle (シオリ帳, not シオリ帳に置いてます).
_TOOL = r"[A-Za-zァ-ヶ][A-Za-z0-9.+#ァ-ヶー一-龥-]{0,20}?"
# A kind of a software team's work (チケット, CI, 開発, ドキュメント …), besides the records and tools of round 16.
_WORK = rf"(?:{_WORK_KIND}|CI|CD|CI/CD|開発|リポジトリ|レビュー|テスト|設計|デザイン|ビルド|インフラ)"
_TOOLS = rf"(?P<obj>{_TOOL})(?:と(?P<second>{_TOOL}))?"
# Goods listed with 、 (染付の皿、湯呑み、箸置き).
_GOODS = r"[^、。はがをと]{1,12}?"
# How often, said before an event (月に一回, 四半期ごとに, 毎年秋に).
_HOW_OFTEN = r"(?:(?:年|月|週)に(?:一|1|二|2)回|[^、。]{1,6}ごとに|毎(?:年|月|週|朝|晩)[^、。「]{0,6}?)"
# The company's legal form, before or after its name (株式会社ウドンバ, ウドンバ株式会社).
_COMPANY = r"(?:株式会社|有限会社|合同会社)[^、。\s]{1,12}|[^、。\s]{1,12}(?:株式会社|有限会社)"
# Roles a software or office worker states (the roles of ja.role, said with やってます).
_ROLE_WORDS = (
    r"エンジニア|デザイナー|マネージャー|プログラマー?|アーキテクト|リード|ディレクター|SRE|アナリスト|"
    r"スクラムマスター|プロダクトオーナー|テスター|責任者|担当"
)


FIRST_PATTERNS = [
    Pattern(
        "ja.boss_name_then_title",
        # 上司は香川ゆずるさんで、開発部長です: the title after で is the boss's, not the speaker's role.
        ja(
            r"^(?:私の|僕の)?(?:直属の)?(?:上司|上長|師匠|親方)は\s*(?P<obj>[一-龯々ァ-ヶぁ-ん]{1,8}?)(?:さん|様|氏)で、"
            r"[^。]{2,25}?(?:です|だ|っす)" + _END
        ),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "ja.only_tool_if_i_chose",
        # 言語はTypeScript一択です、自分で選べるなら: what one would pick if it were up to oneself is a preference.
        ja(
            rf"^[^、。はが]{{1,12}}は\s*(?P<obj>{_TOOL})\s*(?:一択|オンリー|一本)(?:です|だ)?、\s*"
            r"(?:自分で|私が|僕が|俺が)?(?:選べる|決められる)なら" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.department_only_tool",
        # デザイン部はFigma一択です: a department's one tool is the team's, not the speaker's taste.
        ja(rf"^(?:うちの)?{_DEPARTMENT}は\s*(?P<obj>{_TOOL})\s*(?:一択|オンリー|一本)(?:です|だ)?" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.trade_then_bracketed_name",
        # 有田で窯元をやっております、「青海窯」と申します: the bracketed name after a trade is the workplace's.
        ja(
            r"^(?:(?P<place>[一-龥ァ-ヶ]{2,6})で)?[^、。「]{1,10}?を(?:やって|営んで|して)(?:おり|い)?ます、\s*"
            r"「(?P<obj>[^」]{1,15})」と(?:申します|いいます|言います)" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LIVES_IN", "Place"),),
    ),
    Pattern(
        "ja.role_at_kin_workplace",
        # 絵付け師として、父の窯で働いてます: the role; a relative's unnamed workplace is no workplace to keep.
        ja(
            rf"^(?P<obj>[^、。はが]{{1,10}}?)として、?\s*{_KIN}の[^、。]{{1,6}}?で(?:働いて|勤めて|修業して)"
            rf"{_MASU}" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.premises_near_landmark",
        # 青海窯は有田の泉山の近くにございます: near a landmark, the landmark in its town is where the premises are.
        ja(
            rf"^{_PREMISES}は、?(?P<obj>{_PLACE}の{_PLACE})の(?:近く|そば|隣|向かい|裏|前)に"
            r"(?:あります|ある|ございます|あるんです)" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.two_works_tools_used",
        # チケットはイワシ帳、CIはコンピラ号を使ってます: two kinds of work, each with its tool, one verb at the end.
        ja(
            rf"^{_WORK}は\s*(?P<obj>{_TOOL})、\s*{_WORK}は\s*(?P<second>{_TOOL})\s*(?:を|で)?"
            rf"(?:使って|使用して|回して|管理して){_MASU}" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "ja.works_tools_listed",
        # (会社名、)開発はSlackとGitLab、ドキュメントはNotionって感じ: the team's tools listed by the work, no verb.
        ja(
            rf"^(?:[^、。]{{1,10}}、)?{_WORK}は\s*{_TOOLS}、\s*{_WORK}は\s*(?P<third>{_TOOL})"
            r"(?:って感じ|です|だ|かな|ですね)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"), ("third", "USES", "Tool")),
    ),
    Pattern(
        "ja.work_two_tools_then_more",
        # (会社名、)開発はSlackとGitLab、(ドキュメントは…): a kind of work and two tools, the clause cut before the next
        # kind of work (a comma after a Latin name ends it).
        ja(rf"^(?:[^、。]{{1,10}}、)?{_WORK}は\s*(?P<obj>{_TOOL})と(?P<second>{_TOOL})、$"),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "ja.tool_became_from",
        # CIは(コンピラ号じゃなくて、)先月からヤシマCIになりました: the correction's framing has blanked the wrong
        # tool and keeps it as what this corrects; the kind of work's tool now.
        ja(
            rf"^{_WORK}は\s*(?:[^、。]{{1,6}}から)?(?P<obj>{_TOOL})\s*(?:になりました|になった|に変わりました|に変わった)"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.my_tool_for_work",
        # タスク管理は個人的にはTickTick使ってます: one's own tool for a kind of work, not the team's.
        ja(rf"^{_WORK}は\s*(?:個人的には|自分では|私は|僕は)\s*(?P<obj>{_TOOL})\s*(?:を)?使って{_MASU}" + _END),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "ja.company_in_town",
        # 高松の株式会社ウドンバで、(…やってます): the company by its legal form, the town before it.
        ja(rf"^(?:(?P<place>[一-龥ァ-ヶ]{{2,6}})の)?(?P<obj>{_COMPANY})で" + _END),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "ja.role_doing",
        # フロントエンドエンジニアやってます / スクラムマスターを務めてます: a role said with やる or 務める.
        # …でQAエンジニアをやってます is read with the workplace by ja.role; this reads the role said alone.
        # エンジニアやってます alone says too little to keep (round 9's test); フロントエンドエンジニア does.
        ja(rf"^(?!エンジニア)(?P<obj>[^、。はがをで]{{0,16}}?(?:{_ROLE_WORDS}))(?:を)?(?:やって|務めて){_MASU}" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.role_also_held",
        # 来期からスクラムマスターも兼任することになりました: a role held as well as one's own.
        ja(
            r"^(?:[^、。]{1,6}から)?(?P<obj>[^、。はがを]{2,15}?)(?:も|を)兼任(?:する|している|してます|しています|します|"
            r"することになりました|することになった)" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.company_that_makes",
        # 学習塾向けの予約システムを作ってる会社です: what the company makes, said of it.
        ja(r"^(?P<obj>[^、。]{2,20}?)を(?:作って|開発して|提供して|売って)(?:い)?る会社(?:です|だ)" + _END),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.team_bracketed_kind",
        # うちは「オリーブ班」っていう決済まわりのチームです: the team by its bracketed name, then what it does.
        ja(
            r"^(?:うち|私たち|僕たち|我々)は「(?P<obj>[^」]{1,15})」(?:っていう|という)[^、。]{0,15}?(?:チーム|班|部署|部隊)"
            r"(?:です|だ)" + _END
        ),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.release_weekday",
        # リリースは毎週木曜日です: the team's release cadence by its weekday.
        ja(r"^(?:うちの|チームの)?リリースは\s*(?P<obj>(?:毎週|隔週)[月火水木金土日]曜日?)(?:です|だ)" + _END),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.clients_two_mostly",
        # お客さんは個人塾とそろばん教室が多いです / お得意さんは料亭と旅館が中心です: two kinds of clients, most of
        # them.
        ja(
            r"^(?:うちの)?(?:お客さん|お客様|お得意さん|お得意様|顧客|客層|取引先|クライアント)は\s*"
            r"(?P<obj>[^、。はがと]{2,15}?)と(?P<second>[^、。はがと]{2,15}?)が(?:多い|多め|中心|メイン)(?:です|だ)?"
            + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", ""),),
    ),
    Pattern(
        "ja.app_no_longer_used",
        # メモアプリのカミクズはもう使ってない / 歩数計アプリのアルクマ、やめた: an app by kind and name, ended.
        ja(
            rf"^[^、。はが]{{1,10}}(?:アプリ|ツール|サービス)の(?P<obj>{_TOOL})(?:は|、)\s*(?:もう)?"
            r"(?:使ってない|使っていない|使ってません|使わなくなった|やめた|やめました)" + _END
        ),
        "USES",
        0.8,
        kind="end",
        object_type="Tool",
    ),
    Pattern(
        "ja.record_given_up",
        # ホワイトボードの進捗表はやめて、… / 注文は手書きの台帳をやめて、…: the team's old way of keeping a record,
        # ended (what replaced it is the next clause).
        ja(
            r"^(?:[^、。はを]{1,8}は)?(?P<obj>[^、。はをが]{1,10}の[^、。はをが]{1,8}?(?:表|台帳|帳|ノート|ボード|シート|"
            r"ファイル|リスト|メモ))(?:は|を)(?:もう)?やめて" + _END
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "ja.now_managed_in",
        # (…はやめて、)今はマメカンバンで管理してます: the tool the team keeps things in now.
        ja(rf"^今は\s*(?P<obj>{_TOOL})\s*で(?:管理して|回して|まとめて|記録して){_MASU}" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.bracketed_event_held",
        # 月に一回、チームで「バグ供養会」をやってます / …では四半期ごとに「…」をやってます: the event by its name.
        ja(
            rf"^(?:[^、。「]{{1,10}}では)?(?:{_HOW_OFTEN}、?\s*)?(?:チームで|みんなで|社内で|部署で)?"
            r"「(?P<obj>[^」]{1,15})」を(?:やって|開いて|開催して|して)" + _MASU + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.goods_three_commas",
        # 窯では染付の皿、湯呑み、箸置きを作って売ってございます: three goods listed with 、.
        ja(
            rf"^(?:[^、。]{{1,8}}では)?(?P<obj>{_GOODS})、(?P<second>{_GOODS})、(?P<third>{_GOODS})を"
            r"(?:作って|焼いて|打って)?(?:売って|扱って)(?:ございます|おります|います|ます|る)" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "SELLS", ""), ("third", "SELLS", "")),
    ),
    Pattern(
        "ja.kind_of_fan",
        # 私、駅弁マニアなんです / ってかラーメンマニアです: the kind of enthusiast one is.
        ja(
            r"^(?:私|僕|俺|自分)?、?\s*(?:ってか|というか|まあ)?(?P<obj>[^、。はがを]{1,10}(?:マニア|オタク))"
            r"(?:なん)?(?:です|だ)" + _END
        ),
        "IS_A",
        0.8,
        object_type="Trait",
    ),
    Pattern(
        "ja.thing_cannot_stand",
        # セロリ、どうしても無理 / 釉薬の粉、アレルギーなんですよ: the thing said first, then what it is to one.
        ja(r"^(?P<obj>[^、。はが]{1,10})、\s*(?:どうしても|ほんとに|本当に|絶対)無理" + _END),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "ja.thing_then_allergy",
        # 釉薬の粉、アレルギーなんですよ: what one is allergic to, said first.
        ja(r"^(?P<obj>[^、。はが]{1,10})、\s*アレルギー(?:なんです|です|持ち|がある|があります)(?:よ|ね)?" + _END),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "ja.thing_called_here",
        # (この会話の間だけ、)落ちるテストのことを「うどん玉」って呼んで: a name for a thing in this chat.
        ja(
            # The brackets go with the name, so that a name ending in の (「ゆの」) keeps it (`_objects._JA_QUOTED`).
            r"^(?P<topic>[^、。「]{1,20}?)のことを、?\s*(?P<obj>「[^」]{1,15}」)(?:って|と)呼んで(?:ください|ね|ほしい)?"
            + _END
        ),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "ja.standup_bare_time",
        # (…、)朝会は10時20分: the standup's time said bare, with no "from" or "starts".
        ja(
            r"^(?:うちの|チームの)?(?:毎朝の|毎日の)?(?:朝会|朝礼|夕礼|デイリー|スタンドアップ)は\s*(?:毎朝|毎日|平日)?"
            r"(?P<obj>[0-9０-９]{1,2}時(?:[0-9０-９]{1,2}分|半)?)(?:です|だ)?" + _END
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
]
