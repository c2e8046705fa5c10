"""Japanese patterns read before every other (round 23, issue #25): the varied shapes of part 25. A cleft said as
what one does first (置いてるのは…, 働いてるのは…から…まで), a workplace by its bracketed name after its town
(…の「…」で…をしています), an aside after a comma set aside (オフィスは…の近く、…), a tool switched to from another
(…から…に切り替わった), an old way given up before the new one (…は廃止して、今は…で…; …のをやめて、…にしました),
clients two with と、あと, a role held as well with 兼任してます, a name for this chat with が in the thing named, and
casual endings (使ってる) that the older patterns read only in their polite form."""

from teams.extraction._patterns import SESSION, WE, Pattern, ja, policy
from teams.extraction._patterns_ja_constructions import _END, _WORK_KIND

# A plain statement, polite or casual: ます, てます, ている / てる (the pipeline reads てる as ている).
_ENDING = r"(?:(?:い|おり)?ます|(?:い)?る)"
# A tool name in Latin, katakana or kanji, without the kana of a verb or particle.
_TOOL = r"[A-Za-zァ-ヶ][A-Za-z0-9.+#ァ-ヶー一-龥-]{0,20}?"
_WORK = rf"(?:{_WORK_KIND}|CI|CD|CI/CD|開発|リポジトリ|レビュー|テスト|設計|デザイン|ビルド|インフラ|ネット販売|販売)"
# A kind of client or goods: no particle, no verb (水産加工会社, 金沢の百貨店, 古い地図).
_KIND = r"[^、。はがをとで]{1,14}?"
_GOOD = r"[^、。はがをとでも]{1,14}?"
_PREMISES = r"(?:うちの)?(?:オフィス|事務所|会社|本社|店|お店|工房|工場|作業場|拠点)"

FIRST_PATTERNS = [
    Pattern(
        "ja.town_bracketed_firm_role",
        # 函館の「株式会社…」でQAエンジニアをしています: the bracketed name is the workplace, what one does there the
        # role (ja.role_at read the town as the workplace). The town is not drafted: part 22 labels none for the same
        # shape (札幌の「…」でSREをやってます), part 25 labels it where the firm is.
        ja(
            r"^(?P<place>[一-龥ァ-ヶ]{2,6})の(?P<obj>「[^」]{1,20}」)で\s*(?P<role>[^、。「」]{1,15}?)を"
            rf"(?:して|やって){_ENDING}" + _END
        ),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
        also=(("role", "HAS_ROLE", "Role"),),
    ),
    Pattern(
        "ja.premises_near_aside",
        # オフィスは…の近く、タワーが窓から見える: where the premises are, then an aside after the comma.
        ja(
            rf"^{_PREMISES}は\s*(?P<obj>[一-龥ァ-ヶ]{{2,8}}?)の(?:近く|そば|辺り|あたり|近所)(?:です|にあります)?"
            # The aside says nothing of where (会社は博多駅の近く、祇園町にあります names the place after the comma).
            r"(?:、(?![^。]*に(?:あります|ある))[^。]{1,30})?" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.two_works_tools_casual",
        # チケット管理は…、CIは…を使ってる: two kinds of work with a tool each, the verb casual.
        ja(
            rf"^{_WORK}は\s*(?P<obj>{_TOOL})、\s*{_WORK}は\s*(?P<second>{_TOOL})\s*(?:を|で)?"
            rf"(?:使って|使用して|回して|管理して){_ENDING}" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "ja.work_tool_then_work_tool",
        # 在庫は…台帳で管理、ネット販売はBASEです: a tool per kind of work, the first with で管理, no verb at the end.
        ja(
            rf"^{_WORK}は\s*(?P<obj>{_TOOL})\s*で(?:管理|やって(?:い)?る|回して(?:い)?る)、\s*{_WORK}は\s*"
            rf"(?P<second>{_TOOL})(?:です|だ|を使って{_ENDING})?" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "ja.work_switched_from_to",
        # (あ、)CIは…から…に切り替わったんだった: the tool switched to, the one before it replaced.
        ja(
            rf"^{_WORK}は\s*(?P<wrong>{_TOOL})から(?P<obj>{_TOOL})に(?:切り替わ|切り替え|変わ|移行し|移)"
            r"(?:った|りました|ました|た|って(?:い)?ます)(?:んだった|んです|んだ|んだよね)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.record_abolished",
        # 紙の…表は廃止して、… / 注文はノートに書くのをやめて、…: the team's old way of keeping a record, ended (the
        # clause is cut after て、; what replaced it is the next clause).
        ja(
            r"^(?:[^、。はを]{1,8}は)?(?P<obj>[^、。はをが]{1,10}の[^、。はをが]{1,8}?(?:表|台帳|帳|ノート|ボード|シート|"
            r"ファイル|リスト|メモ)|(?:ノート|紙|手帳|台帳|ホワイトボード|黒板|エクセル|Excel)に(?:書く|つける|記録する))"
            r"(?:は(?:もう)?廃止して|のを(?:もう)?やめて)" + _END
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "ja.now_turns_duty_with",
        # (…は廃止して、)今はシフトイカで当番を回してます: the tool the team runs something with now.
        ja(
            rf"^(?:今は|いまは|現在は)\s*(?P<obj>{_TOOL})\s*で[^、。]{{1,8}}?を(?:回して|管理して|まとめて|記録して)"
            + _ENDING
            + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.clients_two_and_also",
        # お客さんは…と、あと…がちらほら / お得意さんは…と、…です: two kinds of client, the second after と、.
        ja(
            r"^(?:うちの)?(?:お客さん|お客様|客|顧客|お得意さん|お得意様|常連|常連さん)は\s*(?:主に)?"
            rf"(?P<obj>{_KIND})と、\s*(?:あと|それから)?\s*(?P<second>{_KIND})"
            r"(?:です|がちらほら|が少し|もちらほら|も少し|が多い(?:です)?|もいます)?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        object_type="Client",
        also=(("second", "HAS_CLIENTS", "Client"),),
    ),
    Pattern(
        "ja.cleft_goods",
        # 置いてるのは…と…、あと…: a cleft of what the shop keeps or sells, turned into the plain statement.
        ja(
            r"^(?:うちで|うちが|店に)?(?:置いて(?:い)?る|売って(?:い)?る|扱って(?:い)?る|出して(?:い)?る)のは\s*"
            # The third is goods, not a second statement (…、あと修理も受けてます).
            rf"(?P<obj>{_KIND})(?:と|、)\s*(?P<second>{_KIND})(?:、\s*(?:あと|それから)?\s*(?P<third>{_GOOD}))?"
            r"(?:です|だ)?" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "ja.cleft_hours",
        # 働いてるのは10時から19時まで: a cleft of when one works, the working hours.
        ja(
            r"^(?:仕事|勤務|働いて(?:い)?る|仕事して(?:い)?る)(?:の)?(?:は|時間は)\s*"
            r"(?P<obj>[0-9０-９一-九十]{1,3}時(?:半|[0-9０-９]{1,2}分)?から[0-9０-９一-九十]{1,3}時(?:半|[0-9０-９]{1,2}分)?)"
            r"まで(?:です|だ)?" + _END
        ),
        "HAS_WORKING_HOURS",
        0.8,
    ),
    Pattern(
        "ja.also_holds_role",
        # 来期からはテストリードも兼任してます: a role held as well.
        ja(
            r"^(?:[^、。はが]{1,6}(?:から|より)は?、?\s*)?(?P<obj>[^、。はがを]{2,12}?)も兼任して" + _ENDING + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.goods_also_sold_separately",
        # …オプションも別売りで出してます: one more thing sold, apart from the main goods.
        ja(rf"^(?P<obj>[^、。はがを]{{2,16}}?)も別売り(?:で|として)(?:出して|売って|販売して){_ENDING}" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.thing_called_here_plain",
        # 落ちがちな…テストを「…」と呼んでください: a name for a thing in this chat, the thing said with が in it.
        ja(
            r"^(?P<topic>[^、。「]{1,20}?)を、?\s*(?P<obj>「[^」]{1,15}」)(?:って|と)呼んで(?:ください|ね|ほしい)?"
            + _END
        ),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "ja.release_weekday",
        # リリースは隔週水曜日(にやってます): the release day, every week or every other week.
        ja(
            r"^(?:うちの|チームの)?リリースは\s*(?P<obj>(?:隔週|毎週|毎月|月末の|第[一二三四1-4])[月火水木金土日]曜日?)"
            r"(?:に(?:やって|して|出して)" + _ENDING + r"|です|だ)?" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.app_no_longer_used_polite",
        # メモアプリのフデバコ、もう使ってないです: an app by kind and name, ended, said with ないです.
        ja(
            rf"^[^、。はが]{{1,10}}(?:アプリ|ツール|サービス)の(?P<obj>{_TOOL})(?:は|、)\s*(?:もう)?"
            r"(?:使ってない|使っていない|使わなくなった)(?:です|んです)" + _END
        ),
        "USES",
        0.8,
        kind="end",
    ),
    Pattern(
        "ja.heading_sprint_bare",
        # (チームのこと：…、)スプリント十営業日: the sprint's length said bare, an item of a list under a heading.
        ja(
            r"^スプリント(?:は)?\s*(?P<obj>[0-9０-９一二三四五六七八九十]{1,3}(?:営業日|日間|日|週間|週))(?:です|だ)?"
            + _END
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.heading_standup_bare",
        # (…、)朝会9時50分: the standup's time said bare, with no は.
        ja(r"^(?:朝会|朝礼|夕礼|デイリー|スタンドアップ)\s*(?P<obj>[0-9０-９]{1,2}時(?:[0-9０-９]{1,2}分|半)?)" + _END),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.called_this_chat",
        # (この会話では、)しーちゃんって呼んでね: what to call the speaker in this chat.
        ja(
            r"^(?:私のことは|私は|僕は|俺は)?(?P<obj>[ぁ-んァ-ヶー一-龥A-Za-z]{1,10}?)って呼んで(?:ね|ください|ほしい)?"
            + _END
        ),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "ja.firm_role_item",
        # (まとめると：…、)イカリボシのQA: a role at a firm said bare, an item of a list under a heading.
        ja(
            r"^(?P<org>[ァ-ヶA-Za-z][ァ-ヶーA-Za-z0-9]{1,12}(?:社|商会|組)?)の(?P<obj>QA|SRE|PM|QAエンジニア|エンジニア|デザイナー|"
            r"プログラマー|マネージャー|テスター|ディレクター)(?:です|だ)?" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "ja.regulars_two",
        # 常連は登山客と大学の先生: two kinds of regular client joined with と.
        ja(
            rf"^(?:うちの)?(?:常連|常連さん|お客さん|お得意さん)は\s*(?:主に)?(?P<obj>{_KIND})と(?P<second>{_KIND})"
            r"(?:です|だ)?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        object_type="Client",
        also=(("second", "HAS_CLIENTS", "Client"),),
    ),
    Pattern(
        "ja.bracketed_shop_is",
        # (…で古本屋やってます。)「…」っていう小さい店: the workplace by its bracketed name, said after the trade.
        ja(
            r"^(?P<obj>「[^」]{1,15}」)(?:っていう|という)(?:小さい|小さな|古い)?(?:店|お店|工房|会社|事務所|窯)"
            r"(?:です|だ)?" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    policy(
        "ja.rule_then_this_too",
        # あと、障害報告は当日中に書くこと、これも決まりです: the rule said first, then "this is a rule too".
        ja(
            r"^(?:あと|それと|それから)?、?\s*(?P<obj>[^、。]{2,25}?こと)、\s*これも(?:うちの)?(?:決まり|ルール)(?:です|だ)"
            + _END
        ),
    ),
    Pattern(
        "ja.town_then_shop_kept",
        # 松本で古本屋やってます: a town said before the shop one keeps is where one lives (as with
        # ja.trade_then_bracketed_name).
        ja(r"^(?P<obj>[一-龥]{2,4})で(?:小さな|小さい)?[一-龥ァ-ヶー]{1,6}(?:屋|店)(?:を)?やって" + _ENDING + _END),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.goods_mainly_item",
        # (栞舎の情報：…、)山岳書メイン: what a shop mainly sells, an item of a list under a heading.
        ja(r"^(?P<obj>[一-龥ァ-ヶー]{2,10}?)(?:が)?メイン(?:です|だ)?" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
]
