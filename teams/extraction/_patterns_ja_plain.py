"""Japanese patterns read before every other (round 25, issue #25): the plain everyday shapes of part 26. A team by
its bracketed name with っていうチーム, a shop's bracketed name said with と申します or って店です after the trade, the
town one keeps a workshop in (…で…の工房をしております), an old record given up with はやめて and the app switched to,
a tool moved to after the one it replaced (…じゃなくて、もう…に移った), clients as the ones who use or order, goods as
what one makes or lines up (作ってるのは / 並べてるのは…と…、あと…), a tool per kind of work with no verb, hours with
にしてもらってます, a role taken on as well (…も兼務することになりました), the release day decided, a thing one can't
eat or is allergic to said first, and a habit as the first thing one does."""

from teams.extraction._patterns import WE, Pattern, ja, policy
from teams.extraction._patterns_ja_constructions import _END

_ENDING = r"(?:(?:い|おり)?ます|(?:い)?る)"
# A tool name in Latin, katakana or kanji, without the kana of a verb or particle.
_TOOL = r"[A-Za-zァ-ヶ一-龥][A-Za-z0-9.+#ァ-ヶー一-龥-]{0,20}?"
_WORK = (
    r"(?:ドキュメント|雑談|チャット|連絡|レジ|通販|ネット販売|会計|経理|課題管理|タスク管理|チケット管理|ビルド|CI|"
    r"監視|エラー監視|予約|在庫|勤怠|決済|デザイン|コード管理)"
)
# A kind of client or goods: no particle, no verb (病院, 地元の旅館, 柑橘大福).
_KIND = r"[^、。はがをとでも]{1,14}?"
_PLACE = r"[一-龥ァ-ヶ]{2,6}"

FIRST_PATTERNS = [
    Pattern(
        "ja.home_is",
        # 家は谷山です、市電で通ってる: where one's home is, an aside after the comma.
        ja(rf"^(?:家|自宅|住まい|うち)は\s*(?P<obj>{_PLACE})(?:です|だ)" + _END),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.cleft_one_good",
        # うちが売ってるのは看護師向けのシフト管理SaaSです: one thing the firm sells, as a cleft.
        ja(r"^(?:うちが|うちで|弊社が)?売って(?:い)?るのは\s*(?P<obj>[^、。とは]{2,25}?)(?:です|だ)" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.sells_also",
        # 夜勤手当の計算オプションも売ってます: one more thing sold.
        ja(r"^(?P<obj>[^、。はがをも]{2,20}?)も(?:売って|扱って)(?:い)?ます" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.team_bracketed_bare",
        # (チームについて：)「さつまいも班」、…: a bracketed name that ends in a team's word, an item of a list.
        ja(r"^(?P<obj>「[^」]{1,15}(?:班|組|チーム|隊|部)」)" + _END),
        "HAS_TEAM",
        0.8,
        who=WE,
        object_type="Team",
    ),
    Pattern(
        "ja.on_call_bare",
        # オンコール七週に一度: the on-call rotation, an item of a list.
        ja(r"^オンコール(?:は)?\s*(?P<obj>[一二三四五六七八九十\d]{1,3}週(?:間)?に一(?:度|回))" + _END),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.release_bare",
        # リリース毎月第二火曜日: the release day, an item of a list.
        ja(r"^リリース\s*(?P<obj>(?:毎月|隔週|毎週)第?[一二三四1-4]?[月火水木金土日]曜日?)" + _END),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.goods_is_signboard",
        # 柑橘大福が看板: the shop's signature goods.
        ja(r"^(?P<obj>[^、。はがを]{2,12}?)が(?:看板|看板商品|一番人気)(?:です|だ)?" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.actually_a",
        # 実はサウナーでして、…: what one is, said with 実は and でして.
        ja(r"^実は(?P<obj>[ァ-ヶー]{2,8})でして" + _END),
        "IS_A",
        0.8,
    ),
    Pattern(
        "ja.team_bracketed_called",
        # 所属は「…」っていうチームっす: the team by its bracketed name (ja.workplace_is read the rest as a firm).
        ja(
            r"^(?:所属|うちのチーム|チーム|部署|私の所属|僕の所属)は\s*(?P<obj>「[^」]{1,20}」)\s*(?:っていう|という)"
            r"(?:チーム|班|部署|グループ)(?:です|だ|っす|になります)?" + _END
        ),
        "HAS_TEAM",
        0.85,
        who=WE,
        object_type="Team",
    ),
    Pattern(
        "ja.bracketed_shop_humble",
        # (…で家具の工房をしております。)「木霊舎」と申します: a bracketed name said humbly is the shop's name, not
        # the speaker's (ja.name_humble); people do not bracket their own names.
        ja(r"^(?P<obj>「[^」]{1,20}」)\s*(?:と申します|という店です|って店です|っていう店です)" + _END),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
    ),
    Pattern(
        "ja.town_workshop_humble",
        # 飛騨高山で家具の工房をしております: the town one keeps a workshop or shop in is where one lives.
        ja(
            rf"^(?P<obj>{_PLACE})で\s*(?:[^、。でを]{{1,8}}の)?(?:工房|店|お店|教室|工場|事務所)を"
            r"(?:して|やって|営んで)(?:おります|います|ます|る)" + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.record_dropped",
        # 手書きの伝票はやめて、… / ホワイトボードの当番表はやめて、…: the team's old record, ended (the new tool is
        # the next clause).
        ja(
            r"^(?P<obj>[^、。はをが]{1,10}の[^、。はをが]{0,8}?(?:表|伝票|台帳|帳|ノート|ボード|シート|ファイル|リスト|メモ))"
            r"は(?:もう)?(?:やめて|やめました|廃止しました)" + _END
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "ja.switched_to_app",
        # (…はやめて、)キザミ帳というアプリに切り替えました: the app switched to, the team's (ja.switched read the
        # whole of というアプリ as the name, and as the speaker's).
        ja(
            rf"^(?P<obj>{_TOOL})\s*(?:という|っていう)(?:アプリ|ツール|サービス|システム)に"
            r"(?:切り替えました|切り替えた|乗り換えました|移行しました|しました)" + _END
        ),
        "USES",
        0.85,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.now_runs_with",
        # (…はやめて、)いまは当番ボラで回してます: the tool the team runs things with now.
        ja(rf"^(?:今は|いまは|現在は)\s*(?P<obj>{_TOOL})\s*で(?:回して|管理して|やって){_ENDING}" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.moved_on_to_tool",
        # (ビルドは…じゃなくて、)もうキリシマCIに移ったんでした: the tool the team has moved to.
        ja(
            # The kind of work said first stays when the tool before it is blanked as the wrong value.
            rf"^(?:そういえば|あ、)?\s*(?:{_WORK}は)?\s*(?:もう|今は|いまは)\s*(?P<obj>{_TOOL})に(?:移った|移りました|移行した|移行しました|変わった|変わりました)"
            r"(?:んでした|んだった|んです|んだ)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.clients_who_use",
        # 使ってくれてるのは…と…が中心です / 注文をくださるのは…と…が多いです: the clients, said as who uses or orders.
        ja(
            r"^(?:使ってくれて(?:い)?る|注文を(?:くださる|くれる)|買ってくれ(?:て(?:い)?)?る|来てくれ(?:て(?:い)?)?る)"
            rf"(?:の|方|人)は\s*(?P<obj>{_KIND})と(?P<second>{_KIND})(?:が中心|が多い|がメイン)?(?:です|だ)?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        object_type="Client",
        also=(("second", "HAS_CLIENTS", "Client"),),
    ),
    Pattern(
        "ja.cleft_made_goods",
        # 作ってるのは椅子とテーブル、あとまな板も / 並べてるのは…と…、それに…: what one makes or lines up, three.
        ja(
            r"^(?:うちで|うちが)?(?:作って(?:い)?る|並べて(?:い)?る|焼いて(?:い)?る|売って(?:い)?る)のは\s*"
            rf"(?P<obj>{_KIND})と(?P<second>{_KIND})、\s*(?:あと|それに|それから)\s*(?P<third>{_KIND})(?:も)?"
            r"(?:です|だ)?" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "ja.two_works_tools_bare",
        # ドキュメントはConfluence、雑談はDiscordです / レジはエアレジ、通販はSquareでやってます: a tool per kind of
        # work, no verb but the last.
        ja(
            rf"^{_WORK}は\s*(?P<obj>{_TOOL})、\s*{_WORK}は\s*(?P<second>{_TOOL})"
            rf"(?:です|だ|でやって{_ENDING}|を使って{_ENDING})" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "ja.chat_tool_bare",
        # (ドキュメントはConfluence、)雑談はDiscordです: the second kind of work, cut off as a clause of its own; the
        # tool is Latin or katakana (連絡は明日です names no tool).
        ja(
            r"^(?:雑談|チャット|連絡|通販|ネット販売|決済|予約)は\s*(?P<obj>[A-Za-zァ-ヶ][A-Za-z0-9.+#ァ-ヶー]{1,20}?)"
            r"(?:です|だ)" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.hours_arranged",
        # 勤務は8時半から17時半までにしてもらってます: the hours one works, arranged.
        ja(
            r"^(?:勤務|勤務時間|仕事|就業時間)は\s*(?P<obj>[0-9０-９一-九十]{1,3}時(?:半|[0-9０-９]{1,2}分)?から"
            r"[0-9０-９一-九十]{1,3}時(?:半|[0-9０-９]{1,2}分)?)まで(?:にしてもらって|にして|で働いて)"
            + _ENDING
            + _END
        ),
        "HAS_WORKING_HOURS",
        0.8,
    ),
    Pattern(
        "ja.role_taken_on",
        # 四月からSREも兼務することになりました: a role taken on as well.
        ja(
            r"^(?:[^、。]{1,6}から)?\s*(?P<obj>[A-Za-zァ-ヶー一-龥]{2,12}?)も(?:兼務|兼任)"
            r"(?:することになりました|することになった|します|しています|してます)" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.release_decided",
        # リリースは毎月第二火曜日と決まってます: the release day, decided.
        ja(
            r"^リリースは\s*(?P<obj>(?:毎月|隔週|毎週)第?[一二三四1-4]?[月火水木金土日]曜日?)"
            r"(?:と|に)決まって(?:い)?(?:ます|る)" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.cannot_eat_fronted",
        # パクチー、あれだけは食べられない: a food said first, then that one cannot eat it.
        ja(r"^(?P<obj>[ァ-ヶー一-龥]{2,8})、\s*(?:あれ|それ)だけは(?:どうしても)?食べられ(?:ない|ません)" + _END),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "ja.allergy_fronted",
        # ラッカー、実は駄目なんです。アレルギーが出ちゃって。: the thing said first is what one reacts to; the
        # allergy is said in the next sentence, so only 駄目 after 実は is read here.
        ja(r"^(?P<obj>[ァ-ヶー]{2,8})、\s*実は(?:駄目|ダメ|だめ)なんです(?=。\s*アレルギー)"),
        "HAS_ALLERGY",
        0.8,
    ),
    policy(
        "ja.policy_then_absolute",
        # (それと、)レビューは二人以上通すこと。これは絶対。: a rule said, then that it is absolute.
        ja(r"^(?:それと、|あと、)?\s*(?P<obj>[^、。]{2,20}?こと)。\s*(?:これは|ここは)?絶対(?:です)?[。！!]?$"),
    ),
]
