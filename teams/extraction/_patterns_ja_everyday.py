"""Japanese patterns for everyday turns of phrase the earlier tables did not know: tastes said with 推し and
無理, a role said with として or after a workplace in quotes (旅館「浜千鳥」の女将), the time zone one is on
(こちらはニュージーランド時間なので), rules said as 禁止 or as "…、というルールで", routines said of the routine
(スプリントは6週間で区切って, アップデートは月2回配信), and profile fields asked to be set (勤務時間、…に直しといて,
住所は…に更新して); from round 6, one choice (…一択), the liked one and one's home said as the topic, born traits,
the team's meeting start, make-and-sell, head office, a tool one quit and a service gone through.
Read first among the Japanese patterns, before teams.extraction._patterns_ja_spoken."""


from teams.extraction._patterns import WE, Pattern, ja, policy
from teams.extraction._patterns_ja_spoken import ROLES

_END = r"(?:よ|ね|よね|わ|笑)?[。！!、]?$"
# Someone named in topic position (田中さんは…, 同僚の…は) holds the taste, not the speaker: not read here.
_NOT_SOMEONE = r"(?![^、。は]*(?:さん|くん|君|ちゃん|氏|先輩|後輩|部長|課長|上司|同僚|妻|夫|母|父|兄|姉|弟|妹))"
_TIME = r"(?:朝|午前|午後|昼|夕方|夜)?\d{1,2}(?:時(?:半|\d{1,2}分)?|:\d{2})"
# The te-form's ending, polite or plain (勤務して|います, 区切って|ます).
_DONE = r"(?:います|ます|いる|る)"


EVERYDAY_PATTERNS = [
    Pattern(
        "ja.oshi",
        # メモアプリはずっとUpNote推しです: what one backs among its kind (the kind in topic position).
        ja(
            rf"^(?:(?:私|僕|俺|わたし)は|{_NOT_SOMEONE}[^、。は]{{1,12}}は)?、?(?:ずっと|断然|絶対|完全に|今は|昔から)?\s*"
            r"(?P<obj>[^、。]{1,20}?)推し(?:です|だ|なんです|なので)?" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.cannot_bear",
        # 人混みがほんと無理なんです: a thing one cannot bear, said with how strongly (明日は無理 is no taste).
        ja(
            r"^(?:(?:私|僕|俺|わたし)(?:は|、))?(?P<obj>[^、。]{1,20}?)が(?:ほんと(?:う)?に?|本当に|マジで|まじで|どうしても|"
            r"生理的に|昔から)、?(?:無理|ダメ|だめ)(?:なんです|です|だ|なので)?" + _END
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "ja.team_channel_is",
        # チームの連絡は全部LINE WORKSです: how the team does a kind of its work, by a tool named in Latin letters.
        ja(
            r"^(?:チーム|社内|会社|店|部署|うち)の(?:連絡|やり取り|やりとり|情報共有|共有|連絡手段|会議|打ち合わせ|勤怠|経理|会計)は\s*"
            r"(?:全部|全て|すべて|基本|ほぼ|だいたい)?\s*(?P<obj>[A-Za-z0-9][\w .+#-]{0,30}?)\s*"
            r"(?:です|だ|で統一しています)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.role_as",
        # 歯科衛生士として勤務しております / 市役所で保健師として働いています: the role one works as.
        ja(
            r"^(?:(?:私|僕|わたし|わたくし)(?:は|、))?(?:(?P<org>[^、。でと]{2,20}?)で)?(?P<obj>[^、。でと]{2,15}?)として"
            rf"(?:勤務して|働いて|勤めて){_DONE}" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "ja.role_at_quoted",
        # わたくし、旅館「浜千鳥」の女将をしております: a workplace named in quotes, then the role held there.
        ja(
            r"^(?:(?:私|僕|わたし|わたくし)(?:は|、))?\s*(?:[^、。「」]{0,6})「(?P<org>[^」]{1,20})」の"
            rf"(?P<obj>[^、。「」をの]{{1,10}}?)を(?:して|やって|務めて){_DONE}" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "ja.on_clock",
        # こちらはニュージーランド時間なので、…: the time the speaker lives by (not 勤務時間, 作業時間 …).
        ja(
            r"^(?:こちら|こっち|私|僕|わたし|うち)は(?:今|いま)?\s*"
            r"(?P<obj>(?!勤務|労働|作業|稼働|営業|空き|自由|睡眠|移動|待ち)[ァ-ヶー一-龯A-Za-z]{2,12}時間)"
            r"(?:です|なので|なんで|だから|で)" + _END
        ),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    policy(
        "ja.banned_here",
        # うちの蔵では、仕込みの期間は納豆禁止です: a ban where the team works.
        ja(
            # うちの工場、安全靴なしで…は禁止です: the place said with a comma.
            r"^(?:(?:うち|弊社|当社|私たち)の?[^、。]{0,6}?(?:では、?|(?<=[^、。])、))\s*"
            r"(?P<obj>[^、。]{2,24}?(?:禁止|厳禁|NG|御法度))"
            r"(?:です|だ|になっています|になってます)?" + _END
        ),
    ),
    policy(
        "ja.by_the_rule",
        # マージには必ず二人以上の承認が要る、というルールでやってます: the rule said first, then that it is one.
        ja(
            r"^(?P<obj>[^。]{2,40}?)、?(?:という|って)(?:ルール|決まり)(?:で(?:やって|運用して|回して)"
            r"(?:います|ます|いる|る)|にしています|にしてます|です)" + _END
        ),
    ),
    Pattern(
        "ja.sprint_cut",
        # スプリントは6週間で区切ってます / スプリントは2週間単位で回しています.
        ja(
            r"^(?:うちの|弊社の|チームの)?スプリントは\s*(?P<obj>[0-9０-９一二三四五六七八九十]+(?:週間?|日間?))(?:単位)?で"
            rf"(?:区切って|回して|やって|運用して){_DONE}" + _END
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.ships_per",
        # ゲームのアップデートは月2回配信しています / アプリの更新は隔週でリリースしています.
        ja(
            # 新バージョンの配信は隔月ペースです: the release said as a pace.
            r"^(?:[^、。はが]{1,8}の)?(?:アップデート|リリース|更新|新バージョン)(?:の(?:配信|リリース|公開))?は\s*"
            r"(?P<obj>月[0-9一二三四]回|週[0-9一二三]回|月に[0-9一二三四]回|週に[0-9一二三]回|毎週|隔週|毎月|隔月)"
            rf"(?:で?(?:配信して|リリースして|公開して|出して){_DONE}|(?:ペース|おき)(?:です|だ)?)" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "ja.home_said",
        # …、住まいは調布。: where one lives, said as a profile line (a place's name, no description of it).
        ja(r"^(?:私の|僕の)?(?:住まい|住所|居住地|在住)は\s*(?P<obj>[一-龯ァ-ヶー]{1,10})(?:です|だ)?" + _END),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.set_hours",
        # 勤務時間、6時45分から15時45分に直しといて: a request to set one's hours is their value.
        ja(
            rf"^(?:私の)?(?:勤務時間|勤務|稼働時間|就業時間)(?:は|を|、)\s*(?P<obj>{_TIME}\s*(?:から|〜|～|~|-)\s*{_TIME})に"
            r"(?:直して|直しといて|直しておいて|変えて|変えといて|変更して|変更しといて|更新して|更新しといて|して)"
            r"(?:おいて|ください|下さい|ほしい)*" + _END
        ),
        "HAS_WORKING_HOURS",
        0.85,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "ja.set_address",
        # 住所は名寄に更新して: a request to set where one lives is where one lives.
        ja(
            r"^(?:私の|僕の)?(?:住まい|住所|居住地)(?:は|、)\s*(?P<obj>[^、。]{1,20}?)\s*に"
            r"(?:変えて|変更して|更新して|直して|しといて|して)(?:おいて|ください|下さい|ほしい)*" + _END
        ),
        "LIVES_IN",
        0.9,
        object_type="Place",
    ),
    Pattern(
        "ja.only_choice",
        # 靴はニューバランス一択です: the one thing one would pick among its kind (社内チャットは…一択 is the team's).
        ja(
            rf"^(?![^、。]*(?:社内|チーム|会社|うち|弊社|当社|部署|店の))(?:{_NOT_SOMEONE}[^、。は]{{1,12}}は)?(?!これ|それ|あれ)(?P<obj>[^、。は]{{1,20}}?)一択(?:っす|です|だ|なんです)?(?:ね|よ)?[。！!]?$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.liked_is",
        # (ちがうちがう、)好きなのは梅酒じゃなくて杏酒: what one likes said as the topic (the wrong one is the
        # correction's).
        ja(
            r"^(?:[^、。]{1,10}、)?(?:私が|僕が|俺が)?(?:好きなの|推しなの|好きな方)(?:は|って)\s*"
            # 好きなのは分かるけど、…: that one likes it is granted, nothing liked is named.
            r"(?![^、。]*(?:けど|けれど|でも|のに|分かる|わかる))"
            r"(?P<obj>[^、。！!]{1,20}?)(?:の方|のほう)?(?:です|だ|なんです|で)?(?:よ|ね)?[。！!、]*$"
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.name_then_greeting",
        # 名前は柚木です、よろしく〜: the name, then a greeting in the same sentence.
        ja(
            r"^(?:私の|僕の)?名前は\s*(?P<obj>[一-龯々ぁ-んァ-ヶー]{1,8}?)(?:です|だよ|っす)、?\s*"
            r"(?:よろしく|宜しく)[^。]*$"
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
    ),
    Pattern(
        "ja.role_humble",
        # 整体師をしております (read as しています): a trade held, named by its suffix.
        ja(
            rf"^(?:私は|わたくしは|私、|わたくし、)?(?P<obj>[^、。をで]{{0,10}}(?:{ROLES}))を(?:しています|やっています)"
            + _END
        ),
        "HAS_ROLE",
        0.85,
        object_type="Role",
    ),
    Pattern(
        "ja.where_i_live_was",
        # 住んでるの、藤沢でした / 住んでるのは東大阪: where one lives said as the topic.
        ja(
            r"^(?:私が|僕が)?(?:住んでる|住んでいる)の(?:は)?、?\s*(?P<obj>[一-龯ァ-ヶー]{1,10})"
            r"(?:です|でした|だ|なんです)?(?:よ|ね)?[。！!]?$"
        ),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "ja.languages_a_little",
        # スワヒリ語を少しと、ポルトガル語が話せます: two languages, the first spoken a little.
        ja(
            r"^(?:私は)?(?P<obj>[ァ-ヶー一-龯]{1,8}語)を(?:少し|少しだけ|ちょっと)と、?\s*"
            r"(?P<second>[ァ-ヶー一-龯]{1,8}語)(?:が|を)?(?:話せます|話せる|喋れます|しゃべれます)" + _END
        ),
        "SPEAKS",
        0.85,
        object_type="SpokenLanguage",
        also=(("second", "SPEAKS", "SpokenLanguage"),),
    ),
    Pattern(
        "ja.time_zone_please",
        # タイムゾーンはハワイ時間でお願いします: the time zone asked for.
        ja(
            r"^(?:私の)?(?:タイムゾーン|時間帯)は\s*(?P<obj>[^、。]{1,15}?時間)"
            # 時間帯は…時間に合わせてください (round 15): the time zone to be matched.
            r"(?:で(?:お願いします|お願い|頼みます)|に(?:して|設定して|合わせて)(?:ください|ほしい)?|です)" + _END
        ),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
    Pattern(
        "ja.hours_until",
        # 勤務は朝6時から昼2時まで、…: one's hours said with まで.
        ja(
            rf"^(?:私の)?(?:勤務|シフト|勤務時間)は\s*(?P<obj>{_TIME}\s*から\s*{_TIME})まで(?:です|で)?(?:、[^。]*)?"
            + _END
        ),
        "HAS_WORKING_HOURS",
        0.85,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "ja.born_trait",
        # 根っからの甘党なので、…: what one is, said as one's nature.
        ja(
            r"^(?:私は|僕は)?(?:根っからの|生粋の|筋金入りの)(?P<obj>[^、。]{1,8}?)(?:人間)?"
            r"(?:です|だ|なので|なんで|だから)" + _END
        ),
        "IS_A",
        0.85,
        object_type="Trait",
    ),
    Pattern(
        "ja.meeting_starts",
        # 朝のミーティングは9時5分スタートです: the team's morning meeting, when it starts.
        ja(
            r"^(?:うちの|チームの)?(?:毎朝の|朝の|毎日の)(?:ミーティング|朝礼|朝会|打ち合わせ|MTG)は\s*"
            rf"(?P<obj>{_TIME})(?:スタート|開始|から)(?:です|だ)?" + _END
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.make_and_sell",
        # うちの工房では木のおもちゃを作って売ってます: what the team makes and sells.
        ja(
            r"^(?P<topic>うち|弊社|当社)の[^、。]{1,6}?(?:では|は)、?\s*(?P<obj>[^、。]{1,20}?)を"
            r"(?:作って|育てて|焼いて|造って)(?:売って|販売して)(?:います|ます)" + _END
        ),
        "SELLS",
        0.85,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.head_office_is",
        # 本部は岡崎です: where the head office is, said with the copula (a place's name).
        ja(
            r"^(?:(?:弊社|当社|うち|うちの会社)の)?(?:本社|本部|本店)は\s*(?P<obj>[一-龯ァ-ヶー]{1,8})(?:です|だ)"
            + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.quit_using",
        # 前に使ってたBoxは、もう使うのやめました: a tool one stopped using.
        ja(
            r"^(?:[^、。]{0,20}?だった)?(?P<obj>[A-Za-z][\w .+#-]{0,30}?)は、?\s*(?:もう)?使うの(?:を)?"
            r"(?:やめました|やめた|やめてます)" + _END
        ),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "ja.through_tool",
        # 備品の発注はアスクル経由でやってます: a kind of the team's work, done through a named service.
        ja(
            r"^(?:[^、。はが]{1,10}の)?(?:発注|注文|予約|決済|支払い|請求|配送|仕入れ|連絡|申請)は\s*"
            r"(?P<obj>[^、。はがで]{2,20}?)経由(?:で(?:やって|行って|して)(?:います|ます|いる|る)|です)" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
]
