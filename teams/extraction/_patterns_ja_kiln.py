"""Japanese patterns read before every other (round 27, issue #25): the shop, kiln and office shapes of part 27. The
team's bracketed event after when it comes round (…には「…」をやってます), a shop's bracketed name said with
といいます or って名前です, the town one keeps a kiln or a shop in, goods as what one bakes or lines up listed with
、 (…、…、それと… / …、…、…あたり), goods put out as well (…も出してる), clients as where goods go or who comes to
buy, the tool moved to after the one that stopped (…じゃなくなって、今は…です), a rule after a colon, the release
day said plainly, what is sold as an option too, a tool one uses of late, a habit with when it is done set off by a
comma, a role taken on as well (…も兼ねる), two languages spoken in two settings, a time zone asked for, a liking
one is (…好きなんすよ), a diet one keeps, a food one cannot stand said first, the only thing one drinks, an old
record given up before the ledger app switched to, a name, firm and role in a summary, and a thing one reacts to
said first."""

from teams.extraction._patterns import WE, Pattern, ja, policy
from teams.extraction._patterns_ja_constructions import _END
from teams.extraction._patterns_ja_plain import _WORK

_ENDING = r"(?:(?:い|おり)?ます|(?:い)?る)"
# A tool name in Latin, katakana or kanji, without the kana of a verb or particle.
_TOOL = r"[A-Za-zァ-ヶ一-龥][A-Za-z0-9.+#ァ-ヶー一-龥 -]{0,20}?"
# A kind of client or goods: no particle, no verb (料亭さん, 染付の皿, 茶道の先生).
_KIND = r"[^、。はがをとでも]{1,14}?"
_PLACE = r"[一-龥ァ-ヶ]{2,6}"
_WHEN = r"(?:毎朝|毎晩|毎日|朝|夜|昼休み|寝る前|出勤前|始業前)"
_FOOD = r"[ァ-ヶー一-龥]{2,8}"

FIRST_PATTERNS = [
    Pattern(
        "ja.when_bracketed_event",
        # スプリントの終わりには「…反省会」をやってます: the team's bracketed event after when it comes round (ja.habit
        # read the whole clause, as the speaker's).
        ja(
            r"^(?:[^、。「」]{1,15}(?:には|に|は))?\s*(?P<obj>「[^」]{1,20}」)を(?:やって|開いて|して|開催して)"
            + _ENDING
            + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "ja.bracketed_shop_named",
        # (…で窯元をやっております。)「…窯」といいます / (…の店をやってます、)「…堂」って名前です: a bracketed name
        # said after the trade is the shop's (ja.name_humble read it as the speaker's name; people do not bracket
        # their own names).
        ja(
            r"^(?P<obj>「[^」]{1,20}」)\s*(?:といいます|っていいます|と言います|って名前です|という名前です|"
            r"っていう名前です|って名前でやってます)" + _END
        ),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
    ),
    Pattern(
        "ja.town_trade_humble",
        # 有田で窯元をやっております: the town one keeps a kiln (a brewery, a workshop) in is where one lives.
        ja(
            rf"^(?P<obj>{_PLACE})で\s*(?:[^、。でを]{{1,8}}の)?(?:窯元|窯|蔵元|酒蔵|工房|店|お店|商店|教室|工場|事務所|"
            r"農園|牧場|民宿|旅館)を(?:して|やって|営んで)(?:おります|います|ます|る)" + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.cleft_goods_commas",
        # うちで焼いてるのは、…、…、それと…です / 並べてるのは…、…、…あたりです: the goods, listed with 、.
        ja(
            r"^(?:うちで|うちが)?(?:作って(?:い)?る|並べて(?:い)?る|焼いて(?:い)?る|売って(?:い)?る|置いて(?:い)?る)"
            rf"のは、?\s*(?P<obj>{_KIND})、\s*(?P<second>{_KIND})、\s*(?:あと|それと|それに|それから)?\s*"
            rf"(?P<third>{_KIND})(?:あたり|なんか|など|とか)?(?:も)?(?:です|だ)" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "ja.cleft_made_one",
        # うちが作ってるのは…向けの在庫管理SaaSです: the one thing the firm makes, as a cleft.
        ja(r"^(?:うちが|うちで|弊社が|弊社で)作って(?:い)?るのは\s*(?P<obj>[^、。とは]{2,25}?)(?:です|だ)" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.goods_put_out_too",
        # 最近は豆皿も出してるんですけど: goods put out as well (the question after it asks, it does not doubt).
        ja(
            r"^(?:最近は|最近|今は|いまは)?\s*(?P<obj>[^、。はがをも]{2,12}?)も(?:出して|並べて|作って)(?:い)?"
            r"(?:る|ます)(?:んですけど|んですが|んだけど|んです)" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.sells_as_option",
        # あと、…機能もオプションで売ってます: one more thing sold, as an option.
        ja(
            r"^(?:あと、|それと、|それから、)?\s*(?P<obj>[^、。はがをも]{2,20}?)も(?:オプションで|別売りで|単品で)"
            r"(?:売って|販売して|提供して)(?:い)?ます" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.clients_where_goods_go",
        # 卸先は…と…が多いです / 買いに来るのは…と…が中心ですね: the clients, as where goods go or who comes to buy.
        ja(
            r"^(?:卸先|取引先|納品先|お得意さん|買いに来る(?:の|人|方)|来てくれる(?:の|人|方))は\s*"
            rf"(?P<obj>{_KIND})と(?P<second>{_KIND})(?:が中心|が多い|がメイン|がほとんど)(?:です|だ)?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        object_type="Client",
        also=(("second", "HAS_CLIENTS", "Client"),),
    ),
    Pattern(
        "ja.now_it_is_tool",
        # (CIは…じゃなくなって、)今は…CIです: the tool the team has now; the wrong value is blanked, the kind of work
        # said first stays.
        ja(
            rf"^(?:そういえば|あ、)?\s*(?:{_WORK}は)?\s*(?:今は|いまは|現在は)\s*(?P<obj>{_TOOL})"
            r"(?:です|だ|になりました|になった)" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.switched_to_ledger",
        # (…に控えるのはやめて、)ヤキモノ帳に切り替えました: a ledger app (…帳) switched to is the business's record
        # (ja.switched read it as the speaker's).
        ja(
            r"^(?P<obj>[A-Za-zァ-ヶー一-龥]{1,10}帳)に(?:切り替えました|切り替えた|乗り換えました|移行しました)" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.summary_name_firm_role",
        # まとめると、ひなた、…のQA、(上司は…): a summary: one's name, then one's role at a firm.
        ja(
            r"^(?:まとめると|要するに|簡単に言うと|ざっくり言うと)、\s*(?P<obj>[ぁ-んァ-ヶー一-龥]{2,6})、\s*"
            r"(?P<org>[^、。の「」]{2,12})の(?P<role>[A-Za-zァ-ヶー一-龥]{2,10})、?$"
        ),
        "HAS_NAME",
        0.8,
        object_type="Person",
        also=(("org", "WORKS_AT", "Organisation"), ("role", "HAS_ROLE", "Role")),
    ),
    Pattern(
        "ja.release_day_plain",
        # リリースは毎月第四木曜日です: the release day.
        ja(r"^リリースは\s*(?P<obj>(?:毎月|隔週|毎週)第?[一二三四1-4]?[月火水木金土日]曜日?)(?:です|だ)" + _END),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.lately_uses",
        # エディタは最近VS Codeを使ってます: a tool of a kind one uses of late.
        ja(
            r"^(?:エディタ|エディター|IDE|ブラウザ|ターミナル|シェル|メモアプリ|ノートアプリ)は\s*(?:最近|最近は|今は|いまは)\s*"
            r"(?P<obj>[A-Za-z][A-Za-z0-9.+# -]{0,20}?)を使って" + _ENDING + _END
        ),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "ja.habit_when_comma",
        # 毎朝、夜間のエラーログに目を通してます: what one does at a time said first, set off by a comma.
        ja(rf"^{_WHEN}、\s*(?P<obj>[^、。]{{2,20}}?(?:て|で))(?:い)?ます" + _END),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "ja.role_doubled",
        # 来月からテストリードも兼ねることになりました: a role taken on as well.
        ja(
            r"^(?:[^、。]{1,6}から)?\s*(?P<obj>[A-Za-zァ-ヶー一-龥]{2,12}?)も兼ねる"
            r"(?:ことになりました|ことになった|ことになってます)" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.speaks_two_settings",
        # 家では韓国語、仕事ではたまにタイ語も話します: a language for each of two settings.
        ja(
            r"^(?:家|うち|仕事|職場|学校|会社)では\s*(?P<obj>[ァ-ヶー一-龥]{1,8}語)、\s*(?:家|うち|仕事|職場|学校|会社)では\s*"
            r"(?:たまに|時々|ときどき|主に)?\s*(?P<second>[ァ-ヶー一-龥]{1,8}語)(?:も|を)?話し(?:ます|てます)" + _END
        ),
        "SPEAKS",
        0.8,
        object_type="Language",
        also=(("second", "SPEAKS", "Language"),),
    ),
    Pattern(
        "ja.timezone_asked",
        # タイムゾーン：…時間でお願いします: the time zone one asks to be given in.
        ja(r"^タイムゾーン[：:]\s*(?P<obj>[ァ-ヶー一-龥A-Za-z]{2,12}時間)でお願いします" + _END),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    Pattern(
        "ja.fond_of_is",
        # 自分、釣り好きなんすよ: a liking one is (…好き), said of oneself.
        ja(r"^(?:自分|私|僕|俺|わたし)、\s*(?P<obj>[^、。]{1,6}?好き)(?:なんすよ|なんです|なんですよ|です)" + _END),
        "IS_A",
        0.8,
    ),
    Pattern(
        "ja.diet_bare",
        # ペスカタリアンです: the diet one keeps, said bare.
        ja(
            r"^(?P<obj>ベジタリアン|ヴィーガン|ビーガン|ペスカタリアン|フレキシタリアン|ラクト・?ベジタリアン)"
            r"(?:です|なんです)" + _END
        ),
        "IS_A",
        0.8,
    ),
    Pattern(
        "ja.cannot_stand_fronted",
        # セロリ、あれだけは本当に無理: a food said first, then that one cannot stand it.
        ja(
            rf"^(?P<obj>{_FOOD})、\s*(?:あれ|それ)だけは(?:本当に|ほんとに|ほんと|どうしても|絶対)?"
            r"(?:無理|ダメ|駄目)(?:です)?" + _END
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "ja.only_drink",
        # 飲むのは麦茶だけ、ほかは要らないです: the only thing one drinks.
        ja(
            r"^(?:飲む|食べる)のは\s*(?P<obj>[^、。はがを]{2,8}?)だけ(?:です)?(?:、\s*(?:ほか|他)は[^、。]{1,8})?"
            + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.record_kept_in_dropped",
        # 注文を大学ノートに控えるのはやめて、…: the team's old record, ended (the app is the next clause).
        ja(
            r"^(?:[^、。をにはが]{1,8}を)?\s*(?P<obj>[^、。をにはが]{2,12}?)に(?:控える|書く|つける|記録する|書き込む|メモする)"
            r"のは(?:もう)?(?:やめて|やめました)" + _END
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "ja.allergy_fronted_skin",
        # 釉薬、実は肌に合わなくて。アレルギーなんです。: the thing said first is what one reacts to; the allergy is
        # said in the next sentence.
        ja(r"^(?P<obj>[ァ-ヶー一-龥]{2,8})、\s*実は(?:肌に合わなくて|肌に合わない(?:んです)?)[。]?$"),
        "HAS_ALLERGY",
        0.8,
    ),
    policy(
        "ja.policy_rule_colon",
        # チームのルール：…こと: a rule after a heading and a colon.
        ja(r"^(?:チームの|うちの)?(?:ルール|決まり|約束)[：:]\s*(?P<obj>[^。]{2,30}?こと)[。！!]?$"),
    ),
]
