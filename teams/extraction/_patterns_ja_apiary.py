"""Japanese patterns read before every other (round 39, issue #25): the shapes of part 33. A kind of one's own work
done with the one tool (メモ書きは…一択), a house rule after a heading (班の決めごと：…こと), a rule and its name
after it (…こと、うちの鉄則です), a tool switched over to (…は廃止になって、…に切り替え済み), the
release cadence said bare (リリースは…おきの…曜日), two foods disliked together (…と…、どっちも苦手), the
language spoken with each person (母とは…語、友だちとは…語で話します), a role given as well, said casually
(…担当も任されちゃった), the main buyers (おもな卸先は…と…), where the hives
or the stock are kept (巣箱は…の山すそに置いてる), a time zone asked for a while (しばらく…時間で表示してほしい),
what one does on days off (休みの日は…を作ってる), what one does before work (朝は…してから出勤してます),
an outing in a season as a custom
(お盆はみんなで「…」に行くのが恒例), what one harvests or braids (採ってるのは… / 組んでるのは…), goods put out
as well (…と…も出してます), an on-call turn said roughly (当番は…週に一度くらいで回ってくる) and a count done
each night (毎晩、…を…回)."""

from teams.extraction._patterns import WE, Pattern, ja, policy

_END = r"(?:よ|ね|よね|わ|っす)?[。！!]?$"
_TOOL = r"(?P<obj>[A-Za-zァ-ヶ「][A-Za-z0-9.+#ァ-ヶー一-龥」]{0,15}?)"
_NUM = r"[一二三四五六七八九十0-9０-９]{1,3}"
_FOOD = r"[ァ-ヶー一-龥ぁ-ん][ぁ-んァ-ヶー一-龥]{0,7}?"
_ROLE_END = r"(?:リード|エンジニア|マネージャー|マネジャー|担当|リーダー|デザイナー|責任者|主任|課長|部長|店長)"
# A kind of work one does by oneself with a tool (メモ書き, 執筆, 作図).
_OWN_TASK = r"(?:メモ書き|メモ|書き物|執筆|日記|作図|下書き|原稿|コーディング|お絵かき|家計簿)"
# Who a house rule is of, and the word for it (班の決めごと, 工房の約束ごと, うちの鉄則).
_HOUSE = r"(?:班|チーム|工房|店|お店|うち|会社|職場|現場|畑|蔵|部署)"
_RULE_WORD = r"(?:決めごと|決め事|約束ごと|約束事|決まり|ルール|鉄則|掟)"
_KIN = r"(?:母|父|祖母|祖父|家族|両親|兄弟|姉|兄|妹|弟|妻|夫|友だち|友達|同僚|職場|学校|近所の人)"

FIRST_PATTERNS = [
    Pattern(
        "ja.own_task_only_tool",
        # メモ書きはLeafpad一択: the one tool one does a kind of one's own work with (used, not only liked).
        ja(rf"^{_OWN_TASK}は\s*(?P<obj>[A-Za-z][A-Za-z0-9.+#-]{{1,20}})一択(?:です|だ|なんです)?" + _END),
        "USES",
        0.8,
    ),
    policy(
        "ja.house_rule_headed",
        # 班の決めごと：本番の…は二人で確認してから触ること: a house rule after a heading that names it.
        ja(rf"^{_HOUSE}の{_RULE_WORD}[：:]\s*(?P<obj>[^。：:]{{4,40}}?こと)" + _END),
    ),
    policy(
        "ja.rule_named_after",
        # 巣箱の前では黒い服を着ないこと、うちの鉄則です: a rule said, then named as the house's.
        ja(rf"^(?P<obj>[^。、]{{4,40}}?(?:ない|る)こと)、\s*{_HOUSE}の{_RULE_WORD}(?:です|だ)?" + _END),
    ),
    Pattern(
        "ja.switched_over_to",
        # …CIは廃止になって、…CIに切り替え済み: the tool retired and the one the work is switched over to.
        ja(
            r"^(?P<wrong>[A-Za-zァ-ヶ「][A-Za-z0-9.+#ァ-ヶー一-龥」]{1,15}?)は(?:廃止|終了|停止)になって、\s*"
            + _TOOL
            + r"に(?:切り替え|移行|乗り換え)(?:済み|済|完了)(?:です)?"
            + _END
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.release_bare",
        # リリースは三週おきの月曜日: the release cadence said bare.
        ja(
            rf"^(?:リリース|デプロイ|出荷)は\s*(?P<obj>{_NUM}(?:週|か月|ヶ月)(?:おき|ごと)の[月火水木金土日]曜日?)"
            r"(?:です|だ)?" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.both_disliked",
        # ういろうと甘納豆、どっちも苦手: two foods, then that both are disliked.
        ja(
            rf"^(?P<obj>{_FOOD}と{_FOOD})、\s*(?:どっちも|どちらも|両方(?:とも)?)(?:苦手|ダメ|だめ|無理|嫌い)"
            r"(?:です|なんです)?" + _END
        ),
        "DISLIKES",
        0.8,
        listed=True,
    ),
    Pattern(
        "ja.speaks_with_each",
        # 母とはショナ語、友だちとはチェワ語で話します: the language spoken with each person.
        ja(
            rf"^{_KIN}とは\s*(?P<obj>[ァ-ヶー一-龥]{{1,8}}語)、\s*{_KIN}とは\s*(?P<second>[ァ-ヶー一-龥]{{1,8}}語)"
            r"で(?:話します|話してます|話す|話しています)" + _END
        ),
        "SPEAKS",
        0.8,
        also=(("second", "SPEAKS", "Language"),),
    ),
    Pattern(
        "ja.role_given_casual",
        # あと、個人情報保護の担当も任されちゃった: a role given as well, said casually.
        ja(rf"^(?:それと|あと)?、?\s*(?P<obj>[^、。はがを]{{1,14}}?{_ROLE_END})も任されちゃ(?:った|いました)" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.main_buyers",
        # おもな卸先は呉服屋さんと日舞の先生方: the main buyers (さん and 方 are politeness, not the buyer).
        ja(
            r"^(?:おもな|主な|メインの)(?:卸先|取引先|お客さん|納品先)は\s*"
            r"(?P<obj>[^、。はがを]{1,10}?(?:さん)?と[^、。はがを]{1,10}?)(?:方|がた|たち)?(?:です)?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "ja.kept_at_place",
        # 巣箱は七久保の山すそに置いてる: where the hives (the stock, the boats) are kept.
        ja(
            r"^(?:巣箱|在庫|倉庫|船|ハウス|窯|工房)は\s*(?P<obj>[一-龥々ァ-ヶー]{2,6})の"
            r"(?:山すそ|山の中|山あい|川沿い|外れ|近く|はずれ|奥)に(?:置いて|構えて)(?:いる|います|る|ます)" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.zone_shown_a_while",
        # しばらくイースター島時間で表示してほしい: a time zone asked for for a while.
        ja(
            r"^(?:しばらく|当分|今週は|今月は)\s*(?P<obj>[ァ-ヶー一-龥A-Za-z]{2,10}時間)で表示して(?:ほしい|ください|欲しい)"
            + _END
        ),
        "HAS_TIMEZONE",
        0.8,
    ),
    Pattern(
        "ja.days_off_making",
        # 休みの日は苔玉を作ってる: what one makes on days off.
        ja(
            r"^(?:休みの日|休日|週末|土日)は\s*(?P<obj>[^、。はが]{1,10}を(?:作って|育てて|編んで|焼いて))(?:いる|います|る|ます)"
            + _END
        ),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "ja.before_work",
        # 朝は写経してから出勤してます: what one does in the morning before work.
        ja(
            r"^(?:朝|毎朝)は?\s*(?P<obj>[^、。はがを]{1,8}して)から(?:出勤|仕事|出社)(?:して(?:ます|る|います)|します)"
            + _END
        ),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "ja.season_outing_custom",
        # お盆はみんなで「しし踊り見物」に行くのが恒例: an outing all make in a season, as a custom.
        ja(
            r"^(?:お盆|正月|お正月|年末|年始|夏|冬|春|秋|GW|連休)(?:に)?は\s*(?:みんな|全員|社員みんな|家族)で\s*"
            r"(?P<obj>「[^」]{1,15}」)に(?:行く|出かける)のが(?:恒例|決まり|お約束)(?:です)?" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.what_we_harvest",
        # 採ってるのは百花蜜 / 組んでるのは帯締めと羽織紐、それから…: what one harvests or makes, as the topic.
        ja(
            r"^(?:採って|組んで|織って|漬けて|焼いて|搾って)(?:いる|る)のは\s*"
            r"(?P<obj>[^、。はがを]{1,12}?(?:と[^、。はがを]{1,12}?)*)(?:、それから\s*(?P<more>[^、。はがを]{1,12}?))?"
            r"(?:です)?" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        listed=True,
        also=(("more", "SELLS", "Product"),),
    ),
    Pattern(
        "ja.put_out_too",
        # (採ってるのは…。)蜜蝋キャンドルとローヤルゼリーも出してます: goods put out as well.
        ja(r"^(?P<obj>[ァ-ヶー一-龥]{2,10}(?:と[ァ-ヶー一-龥]{2,10})*)も出して(?:います|ます)" + _END),
        "SELLS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "ja.duty_comes_round",
        # 夜間当番は十五週に一度くらいで回ってくる: how often one's on-call turn comes, said roughly.
        ja(
            rf"^(?:[一-龥]{{1,3}})?当番は\s*(?P<obj>{_NUM}(?:週|日|か月)に(?:一度|一回|いっぺん))(?:くらい|ぐらい|ほど)"
            r"(?:で)?回ってくる" + _END
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.nightly_count",
        # 毎晩、縄跳びを五百回: what one does each night (morning), with how many times.
        ja(r"^毎(?:晩|朝|日)、\s*(?P<obj>[^、。をはが]{1,8}を[一二三四五六七八九十百千0-9]{1,5}回)" + _END),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
]
