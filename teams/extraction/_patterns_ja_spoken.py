"""Japanese patterns for the ways people say a fact that the first patterns did not know: the person said
around the name (ミツカンのデータエンジニア、柚木彩花です), a timezone as the time one lives by
(シンガポール時間で動いています), hours as a span (10時〜19時が稼働時間です), the team's things by their label
(チーム名は「ハヤブサ」です, 「ミナモ」という予約管理SaaS), routines said of the routine (朝会は毎日9時45分から),
rules said as NG / 不可 / 決まり, tastes said with しっくり, 性に合う, じゃないと落ち着かない, and ends said with
廃止 / 終了. Read before the patterns of teams.extraction._patterns_ja."""


from teams.extraction._patterns import WE, Pattern, ja, policy

_END = r"(?:よ|ね|よね|わ|笑)?[。！!、]?$"
_ADVERB = r"(?:やっぱり|やはり|正直|正直なところ|どうにも|どうしても|本当に|ほんとに|かなり|すごく|とても|完全に)?、?"
_OURS = (
    r"(?P<topic>私たちの|僕たちの|ぼくたちの|僕らの|ぼくらの|俺らの|わたしたちの|うちの|弊社の|当社の|我々の|うちのチームの|"
    r"うちの会社の|チームの)"
)
_WE_SAID = r"(?P<topic>弊社|当社|うち|私たち|僕たち|我々|うちのチーム|うちの会社)"
ROLES = (
    r"エンジニア|開発者|デベロッパー|プログラマー?|デザイナー|マネージャー|研究者|アナリスト|アーキテクト|リーダー|リード|"
    r"ディレクター|CTO|CEO|PM|SRE|SE|データサイエンティスト|責任者|部長|課長|主任|"
    # Job titles outside software.
    r"店長|副店長|研究員|看護師|教師|教員|講師|薬剤師|医師|保育士|介護士|ケアマネジャー|営業(?:技術|職)?|事務|編集者|"
    r"記者|弁護士|税理士|会計士|販売員|店員|調理師|シェフ|パティシエ|司書|技術者|職人|院長|店主|社労士|獣医師?|"
    r"歯科医師?|助手|秘書|公務員|インターン|"
    # 佐川急便でセールスドライバー, JAXAで技術職: a driver, a hygienist, a kind of post (…職).
    r"ドライバー|衛生士|女将|(?:技術|事務|営業|専門|総合|研究|管理|一般)職|"
    # A trade named by its suffix: 飼育員, 運転士, 鍼灸師, 旋盤工, 職長; DTPオペレーター, エリアマネージャー.
    r"[一-龯]{1,4}(?:員|士|師|工|長)(?<!延長|成長|助長|特長|身長|加工|施工|着工|竣工|細工|人工|全員|満員|定員|人員|会員|動員|欠員|同士)|"
    r"オペレーター|トレーナー|キュレーター|コーディネーター|プランナー"
)
# A clock time (9時, 7時半, 9時45分, 17:30) and a span of two.
_TIME = r"(?:朝|午前|午後|夕方|夜)?\d{1,2}(?:時(?:半|\d{1,2}分)?|:\d{2})"
_SPAN = rf"{_TIME}\s*(?:から|〜|～|~|-|–)\s*{_TIME}"
# A Latin-script tool name (Scrapbox, JFrog, Dropbox Paper).
_TOOL = r"[A-Za-z][\w.+#-]*(?: [A-Za-z][\w.+#-]*)?"
# A kanji family name said alone, not a word that ends like one.
_NAME = r"(?P<obj>[一-龯々]{2,5})(?<![中的性者人員日時年月週様分住型])"

_HABIT = {"relation": "HAS_HABIT", "confidence": 0.8, "object_type": "Habit", "phrase": True}
_POLICY_WORDS = r"(?:NG|禁止|不可|厳禁|ダメ|御法度)"


SPOKEN_PATTERNS = [
    Pattern(
        "ja.team_named",
        # 私たちは「ミサゴ」チームで、決済まわりを担当しています: the team by its name in brackets.
        ja(r"^(?P<topic>私たち|僕たち|うち|我々)は「(?P<obj>[^」]{1,20})」チーム(?:で|です)[^。]{0,30}?" + _END),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.head_office_in",
        # 富山に本社を構える会社です、うちは: where the head office is.
        ja(r"^(?P<obj>[^、。にを]{2,10})に本社を(?:構える|置く|持つ)(?:会社|企業|メーカー)(?:です|だ)?" + _END),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.release_cadence",
        # アプリは毎月一度、月末にリリースしています: how often the team releases.
        ja(
            # A count per period (毎月一度, 隔週); "毎週金曜日にリリース" is a habit of the team's day, as labelled.
            r"^(?:[^、。]{1,10}は)?(?P<obj>(?:毎月|月に|週に|二週間に|2週間に|3か月に)(?:一度|1回|一回)|月一|隔週|四半期ごと)"
            r"、?[^、。]{0,8}?リリース(?:しています|してます|します)" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.sprint_said",
        # 3週間で1スプリント、というサイクルです: the sprint's length by its shape.
        ja(r"^(?:うちの|弊社の|チームの)?(?P<obj>[0-9０-９一二三四]+週間?)で1?スプリント[^。]{0,14}?" + _END),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.standup_said",
        # うちの朝会、毎朝8時50分スタートね / 毎朝の朝礼、9時5分に始めてます: when the standup starts.
        ja(
            r"^(?:うちの|弊社の|チームの)?(?:毎朝の|毎日の|平日の)?(?:朝会|朝礼|デイリー|スタンドアップ)(?:は|、)\s*"
            rf"(?:毎朝|毎日|平日)?(?P<obj>{_TIME})(?:スタート|開始|から|に?(?:始めています|始めてます|始めている|始めてる|"
            r"始まります|始まる|スタートします|開始します))(?:です)?" + _END
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.on_call_turns",
        # 夜間の当番は週ごとの持ち回りです: whose turn it is, and how often it changes.
        ja(
            # 夜間の呼び出し当番は、二週ごとに交代: the kind of duty said before 当番, a comma after は.
            # 燻し小屋の夜番が八日ごとに回ってくるんです (round 15): が says the same as は of a duty coming round.
            r"^(?:うちの|弊社の|チームの)?(?:[^、。]{0,4}の)?(?:[^、。のは]{1,4})?(?:当番|夜番|(?<=の)番|オンコール|待機)(?:は|が)、?\s*"
            # 公演中の楽屋当番は5日ごとに回ってきます: every so many days, and the turn coming round.
            r"(?P<obj>週ごと|毎週|日替わり|月ごと|毎月|隔週|[0-9一二三四]+週(?:間)?ごと|[0-9一二三四五六七八九十]+日(?:ごと|おき))"
            r"(?:の?(?:持ち回り|交代|輪番|ローテーション)(?:です|だ)?|に(?:回って|まわって)(?:きます|くる|います)(?:んです)?|"
            # 休日の当番は月ごとに交代しています.
            r"に(?:交代|交替|ローテーション)(?:しています|してます|します|している))" + _END
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.key_value",
        # タイムゾーン：JST / 役職: 主任: a profile line, a key and its value.
        ja(
            r"^(?:私の)?(?P<cat>タイムゾーン|役職|部署|ニックネーム|母語|メールアドレス)\s*[：:]\s*(?P<obj>[^、。！!？?]{1,30}?)[。！!]*$"
        ),
        "HAS_{cat}",
        0.85,
    ),
    Pattern(
        "ja.set_field",
        # 役職を主任に変えておいてください / 部署はCSにしておいて: a request to set a profile field is its value.
        ja(
            r"^(?:私の)?(?P<cat>タイムゾーン|役職|部署|ニックネーム)(?:は|を)\s*(?P<obj>[^、。！!？?]{1,20}?)に"
            r"(?:変更して|変えて|更新して|設定して|直して|して)(?:おいて|ください|下さい|ほしい|もらえますか)*" + _END
        ),
        "HAS_{cat}",
        0.85,
    ),
    Pattern(
        "ja.name_after_role",
        # ミツカンのデータエンジニア、柚木彩花です: a workplace and a role, then the name.
        ja(
            # 田中さんのデザイナー is someone's, not a workplace.
            rf"^(?P<org>[^、。の]{{2,20}})(?<!さん)の(?P<role>[^、。]{{0,12}}?(?:{ROLES}))、\s*(?P<obj>[一-龯々ぁ-んァ-ヶ]{{2,6}})"
            rf"(?:です|と申します){_END}"
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
        also=(("role", "HAS_ROLE", "Role"), ("org", "WORKS_AT", "Organisation")),
    ),
    Pattern(
        "ja.name_after_work",
        # 島津製作所の研究開発部門でソフトを書いている蓮見です: what one does where, then the name.
        ja(
            rf"^(?P<org>[^、。のでは]{{2,20}})の[^、。]{{0,15}}?で[^、。]{{1,20}}?(?:ている|てる){_NAME}"
            rf"(?:です|と申します){_END}"
        ),
        "HAS_NAME",
        0.8,
        object_type="Name",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "ja.name_greeting",
        # 菱川です、よろしくー / 杣田っていいます: a name, then a greeting or a casual "っていいます".
        ja(
            rf"^(?:私は|僕は)?\s*{_NAME}(?:です、\s*よろしく[^。]*|って(?:いいます|言います|申します))"
            r"[。！!ー〜～]*$"
        ),
        "HAS_NAME",
        0.8,
        object_type="Name",
    ),
    Pattern(
        "ja.role_in_dept",
        # カゴメのマーケティング部でデータアナリストをやってます / 日本ガイシで生産技術を担当しています.
        # The work is a role (…エンジニア, …SE, …のリード) done, or anything said to be in one's charge (担当).
        ja(
            r"^(?:私は|僕は)?(?P<org>(?!毎|弊社|当社|うち|チーム|私|僕|今|普段)[^、。のでは]{2,20}?)"
            r"(?:の[^、。]{1,15}?(?:部|部門|チーム|課|事業部|グループ|本部))?で"
            rf"(?:(?:[^、。をで]{{0,10}}の)?(?P<obj>[^、。をでの]{{0,15}}?(?:{ROLES}))を?(?:やって|して)|"
            r"(?P<lang>[^、。をで]{1,20}?)を担当して)"
            # …QAリードやってて、: the casual te-form goes on.
            r"(?:います|ます|いる|る|いて|て)" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "ja.title_is",
        # 肩書きはテックリードで、… / 今の職種はインフラエンジニアで、…: the speaker's title in topic position.
        ja(
            r"^(?:今の|現在の|私の)?(?:肩書き|肩書|職種|役職|本業|職業)は\s*(?P<obj>[^、。]{1,20}?)\s*(?:です|で|だ)?"
            + _END
        ),
        "HAS_ROLE",
        0.85,
        object_type="Role",
    ),
    Pattern(
        "ja.workplace_named_kind",
        # 職場？「香車堂」っていう小さな駒屋だよ (round 18): the workplace's name in brackets, then what kind it is.
        ja(
            r"^(?:私の)?(?:勤務先|勤め先|職場)は\s*「(?P<obj>[^」]{1,20})」(?:っていう|という)[^、。「」]{1,12}?"
            r"(?:です|だ|でございます)" + _END
        ),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
    ),
    Pattern(
        "ja.workplace_is",
        # 勤務先は村田製作所です (also the fixed half of 勤務先はオムロンではなく、村田製作所でした).
        ja(
            r"^(?:私の)?(?:勤務先|勤め先|職場|所属)は\s*(?P<obj>[^、。\s]{1,20}?)\s*(?:です|でした|だ|になります)"
            + _END
        ),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
    ),
    Pattern(
        "ja.lives_resident",
        # 姫路在住のフロントエンドエンジニアです: where one lives, said with 在住 (not a workplace).
        ja(
            rf"^(?:私は)?(?P<obj>[^、。の在は]{{1,10}}?)在住(?:の(?P<role>[^、。]{{0,20}}?(?:{ROLES}))|です|で)"
            rf"(?:です)?{_END}"
        ),
        "LIVES_IN",
        0.85,
        object_type="Place",
        also=(("role", "HAS_ROLE", "Role"),),
    ),
    Pattern(
        "ja.home_is",
        # 住まいは長野県の松本市です / 拠点は高松なので、…: where one lives, in topic position.
        ja(
            # 家は遠いです describes the house, 地元 is where one is from: neither is read.
            r"^(?:私の)?(?:住まい|住所|居住地|拠点)は\s*(?:[^、。の]{1,6}[都道府県]の)?"
            r"(?P<obj>[^、。の]{1,15}?)(?<!い)\s*(?:です|で|なので|だ|になります)、?" + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.moved_to",
        # 三年前に浜松から徳島へ引っ越してきました: where one moved to is where one lives.
        ja(
            r"^(?:[^、。]{1,8}?(?:に|、))?(?:[^、。]{1,10}から)?(?P<obj>[^、。からへに]{1,10})(?:へ|に)"
            r"(?:引っ越(?:して(?:きました|きた|きて)|しました|した)|移住(?:しました|した|して))" + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.lives_by_time",
        # シンガポール時間で動いています / 普段はヘルシンキ時間で生活しています: the time one lives by.
        ja(
            r"^(?:私は|僕は|普段は|基本)?、?\s*(?P<obj>[^、。はで]{1,12}時間)で(?:動いて|生活して|仕事して|働いて|"
            r"過ごして|作業して)(?:います|ます|いる|る)" + _END
        ),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    Pattern(
        "ja.time_band_is",
        # 時間帯は日本時間です / タイムゾーンをハワイ時間に変更してください.
        ja(
            r"^(?:私の)?(?:時間帯|タイムゾーン)(?:は\s*(?P<obj>[^、。]{1,15}?時間)\s*(?:です|だ)|を\s*(?P<lang>[^、。]{1,15}?)"
            r"に(?:変更して|変えて|更新して)(?:ください|おいて|ほしい)?)" + _END
        ),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
    Pattern(
        "ja.hours_span",
        # 平日は朝7時半から16時半まで仕事してます / 10時〜19時が稼働時間です / 勤務時間を9時〜17時半に変更しておいて.
        ja(
            rf"^(?:平日は|普段は|基本、?|いつも)?\s*(?P<obj>{_SPAN})(?:まで)?\s*(?:仕事して|働いて|勤務して|稼働して)"
            r"(?:います|ます|いる|る)|"
            rf"^(?:平日は|普段は|基本、?)?\s*(?P<span>{_SPAN})が(?:稼働時間|勤務時間|就業時間|業務時間|仕事の時間)(?:です|だ)|"
            rf"^(?:私の)?(?:勤務時間|稼働時間|就業時間)を\s*(?P<lang>{_SPAN})に(?:変更して|変えて|更新して)"
            r"(?:ください|おいて|ほしい)?" + _END
        ),
        "HAS_WORKING_HOURS",
        0.85,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "ja.native_language",
        # 母語はハンガリー語です / 広東語はネイティブです / インドネシア語と英語ならビジネスで使えます.
        ja(
            # 母語はマレー語で、…: the te-form goes on to the next fact.
            r"^(?:私の)?(?:母語|母国語|第一言語)は\s*(?P<obj>[^、。]{1,10}?語)\s*(?:です|だ|で)|"
            r"^(?P<lang>[^、。は]{1,10}?語)は(?:ネイティブ|母語)(?:レベル)?(?:です|だ)|"
            r"^(?P<span>[^、。]{1,10}?語(?:(?:と|、)[^、。]{1,10}?語)*)(?:なら|は)(?:ビジネス|日常会話|仕事|業務)"
            r"(?:レベル)?で?(?:使えます|話せます|大丈夫です|問題ありません)" + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "ja.language_acquired",
        # 日本語は仕事で覚えました / タイ語は現地で身につけました: a language one acquired is one spoken.
        ja(
            r"^(?P<obj>[^、。は]{1,10}?語)は[^、。]{0,12}?(?:覚えました|覚えた|身につけました|身に付けました|習得しました)"
            + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "ja.allergic_to",
        # ちなみに私、キウイにアレルギーがあります.
        ja(r"^(?:私|僕)?、?\s*(?P<obj>[^、。]{1,15}?)に(?:アレルギー)が(?:あります|ある|出ます)" + _END),
        "HAS_ALLERGY",
        0.85,
        object_type="Allergen",
    ),
    Pattern(
        "ja.chronotype",
        # 私は完全な夜型人間です.
        # 超がつくほどの朝型人間なので、…: how strongly said first, the reason for a request after.
        ja(
            r"^(?:私は|僕は)?(?:[^、。]{1,12}の)?(?:完全な|根っからの|典型的な|かなりの)?(?P<obj>朝型|夜型)(?:人間)?"
            r"(?:です|だ|なので|なんで|だから)" + _END
        ),
        "IS_A",
        0.85,
        object_type="Trait",
    ),
    # The team's things, by their label.
    Pattern(
        "ja.team_label",
        # チーム名は「ハヤブサ」です / 私たちのチームは「カワセミ」って名前です: one's own team.
        ja(
            # A name is marked as one (名, 名前, 「…」, って名前): うちの会社はスタートアップです is a kind.
            rf"^{_OURS}?(?P<cat>チーム|会社|プロダクト|製品)(?:(?:の?名前|名)は\s*「?(?P<obj>[^、。「」]{{1,20}})」?|"
            r"は\s*「(?P<lang>[^、。「」]{1,20})」|は\s*(?P<span>[^、。「」]{1,20}?))\s*"
            # …って名前で、課金まわりを見てます: the te-form goes on to what the team does.
            r"(?(span)(?:って名前|という名前)|(?:って名前|という名前)?)(?:です|だ|で)" + _END
        ),
        "HAS_{cat}",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.product_quoted",
        # 弊社のプロダクトは「ツムギ」という請求書管理サービスです / 弊社は「ミナモ」という予約管理SaaSを提供しています.
        ja(
            rf"^(?:{_OURS}(?:プロダクト|製品|サービス|アプリ)は|{_WE_SAID.replace('topic', 'we')}は)\s*"
            r"[「『](?P<obj>[^」』]{1,20})[」』]"
            r"という[^、。]{1,25}?(?:です|を(?:提供|開発|運営|販売|出|作っ|リリース)して(?:います|ます|いる)|を出して(?:います|ます|いる)|"
            r"を作って(?:います|ます|いる))" + _END
        ),
        "HAS_PRODUCT",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.head_office",
        # 本社は甲府にあります / 弊社は静岡に本社を置いています.
        ja(
            r"^(?:(?:弊社|当社|うち|うちの会社)の)?(?:本社|本店|オフィス|事務所)は\s*(?P<obj>[^、。]{1,15}?)(?:にあります|にある)|"
            r"^(?:弊社|当社|うち|うちの会社|私たち)は\s*(?P<lang>[^、。]{1,15}?)に(?:本社|本店|オフィス)を"
            r"(?:置いて|構えて)(?:います|ます|いる)|"
            # うちの会社、上田に本社があるんです.
            r"^(?:弊社|当社|うち|うちの会社)(?:は|、)\s*(?P<span>[^、。にを]{1,15}?)に(?:本社|本店)が(?:あります|ある|あるんです)"
            + _END
        ),
        "LOCATED_IN",
        0.85,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.sprint_length",
        # スプリントの長さは10日に設定しています / 開発は1週間スプリントで回してます.
        ja(
            r"^(?:うちの|弊社の|チームの)?(?:スプリント|イテレーション)(?:の長さ|の期間|期間)?は\s*"
            # スプリントの長さは十営業日ね (round 16): working days, and a casual ね or よ for です.
            r"(?P<obj>[\d一二三四五六七八九十]+(?:営業日|稼働日|日|週間|週))(?:に設定して(?:います|ます)|です|単位です|だ|"
            r"ね|よ|だね|だよ)|"
            r"^(?:[^、。]{1,8}は)?(?P<lang>[\d一二三四五六七八九十]+(?:週間|週|日))(?:の)?スプリント(?:で|を)"
            r"[^、。]{0,10}" + _END
        ),
        "HAS_SPRINT_LENGTH",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "ja.standup_time",
        # 朝会は毎日9時45分からです / デイリースクラムは毎朝10時スタートです.
        ja(
            # 楽屋の朝礼は9時50分です: where it is held said first, the time alone.
            r"^(?:うちの|弊社の|チームの|[^、。は]{1,4}の)?(?:朝会|デイリースクラム|デイリー|スタンドアップ|朝礼|夕会)は\s*"
            r"(?:毎日|毎朝|平日)?\s*(?:朝)?(?P<obj>\d{1,2}時(?:\d{1,2}分|半)?)(?:(?:から|スタート|開始)[^、。]{0,6}|です)"
            + _END
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "ja.on_call_comes_round",
        # オンコール当番、三週間に一回まわってくる / 夜間対応は五日ごとに回ってきます (round 16): the on-call duty set
        # off by a comma or with は, then how often it comes round to one.
        ja(
            r"^(?:うちの|チームの)?(?:オンコール|夜間対応|障害対応|当番|保守当番)(?:の)?(?:当番|番)?(?:は|が|、)\s*"
            # 五週に一度まわってきます (round 17): 一度 as well as 一回.
            r"(?P<obj>[^、。]{1,8}?に(?:[1一]回|[1一]度)|[^、。]{1,6}?ごと)(?:に)?\s*(?:まわって|回って)"
            r"(?:くる|きます|きています|くるんです|くるんだ|くるの)[^、。]{0,6}?" + _END
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "ja.release_pace",
        # リリースは2週に1回のペースです.
        ja(
            # リリースは毎週木曜に一回ってことになってる / リリースは月二回、金曜の夕方にやってる (round 17): what is
            # agreed, or how often and then when.
            r"^(?:うちの|弊社の|チームの)?リリースは\s*(?P<obj>[^、。]{1,8}?に[1一]回|毎週|隔週|毎月|月[1-4一二三四]回)"
            r"(?:の)?(?:ペース)?(?:です|だ|って(?:ことに|感じに)なって(?:い)?(?:ます|る)|ということになって(?:い)?(?:ます|る)|"
            r"、[^、。]{1,10}に(?:やって|出して)(?:い|おり)?(?:ます|る))" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "ja.kept_in_tool",
        # 成果物はJFrogに置いてます / 社内の文書は全部Scrapboxに放り込んでます: where the team keeps a kind of thing.
        ja(
            rf"^(?:[^、。]{{1,15}}、)?[^、。はが]{{1,10}}は\s*(?:全部|すべて|全て|主に|基本)?\s*(?P<obj>{_TOOL})に"
            r"(?:置いて|保存して|入れて|放り込んで|まとめて|集約して|溜めて)(?:います|ます|いる|る)" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.my_only_tool",
        # エディタはNova一択: one's own kind of tool (an editor, a browser), said with no "うち": a preference.
        ja(
            r"^(?:私は|僕は|個人的には)?(?:エディタ|エディター|ブラウザ|ターミナル|キーボード|フォント|テーマ|シェル|IDE|"
            rf"メモアプリ|ノートアプリ)は\s*(?P<obj>{_TOOL})\s*(?:一択|オンリー|一本)(?:です|だ)?" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.only_tool",
        # うちの会社、コミュニケーションはChatwork一択です.
        ja(
            r"^(?:(?P<topic>うちの会社|うち|弊社|うちのチーム|チーム)、\s*)?[^、。はが]{1,12}は\s*"
            rf"(?P<obj>{_TOOL})\s*(?:一択|オンリー|一本)(?:です|だ)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.our_kind_is_tool",
        # うちのエラー監視はRaygunです: a kind of the team's tooling named by what it does.
        ja(
            rf"^{_OURS}[^、。はがの]{{0,8}}(?:監視|管理|通知|分析|配信|トラッキング|基盤|ツール)は\s*(?P<obj>{_TOOL})\s*"
            r"(?:です|だ)" + _END
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.uses_for",
        # うちはCIにBuildkiteを使っています: what a tool is used for, then the tool.
        ja(
            r"^(?:(?P<topic>[^、。は]{1,10})(?:では|は)、?)?[^、。をには]{1,12}に(?P<obj>" + _TOOL + r")を"
            r"(?:使って|利用して|使用して|採用して|導入して)(?:います|ます|いる)" + _END
        ),
        "USES",
        0.8,
    ),
    # Rules said as a label.
    policy(
        "ja.is_ng",
        # ステージング以外のサーバーにsshで入るのは原則NGです / テストカバレッジ80%未満のマージは不可です.
        ja(
            rf"^(?:(?:うち|弊社|当社|チーム|うちのチーム)では、?)?(?P<obj>(?!私|僕|それ|これ|あれ|この|その|あの)[^、。]{{2,40}}?)(?:のは|は)"
            rf"(?:原則|基本的に|絶対)?{_POLICY_WORDS}(?:です|だ|になっています)" + _END
        ),
    ),
    policy(
        "ja.is_the_rule",
        # 会議は25分で切り上げるのがチームの決まりです / うちのチームでは、障害が起きたら…を出す決まりです.
        ja(
            # What the rule says ends in a verb (出す, 切り上げる, しない): "新しいルールです" states none.
            r"^(?:(?:うち|弊社|当社|チーム|うちのチーム)では、?)?(?P<obj>(?!私|僕|それ|これ|あれ)[^。]{1,50}?"
            r"(?:ない|[うくすつぬふむゆるぐぶた]|こと)(?:のが|という|って)?"
            r"(?:チームの|うちの|弊社の|社内の)?(?:決まり|ルール|方針)(?:です|だ|になっています))" + _END
        ),
    ),
    policy(
        "ja.needs",
        # コードレビューは最低二人の承認が要ります.
        ja(
            r"^(?P<obj>(?!私|僕|俺)[^、。]{1,15}?(?:は|には)[^、。]{1,20}?が(?:要ります|いります|必要です|必須です))"
            + _END
        ),
    ),
    # The speaker's habits.
    Pattern(
        "ja.habit_is",
        # 一日の終わりに、手帳へ一行だけ日記を書くのが習慣です.
        ja(r"^(?P<obj>[^。]{2,40}?)のが(?:習慣|日課|ルーティン|お決まり)(?:です|だ|になっています)" + _END),
        **_HABIT,
    ),
    Pattern(
        "ja.habit_together",
        # 毎週水曜の夕方にチーム全員でモブプロをやってます: what the team does together, at a recurring time.
        ja(
            r"^(?P<when>毎[週月日朝晩][^、。]{0,10}?に|[^、。]{0,6}[月火水木金土日]曜[^、。]{0,6}?に)、?\s*"
            r"(?:チーム全員|チーム|全員|みんな|部署|部全体|社内全体)で(?P<obj>[^、。]{1,20}?)を?(?:やって|して|開いて)"
            r"(?:います|ます|いる|る)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    # Tastes.
    Pattern(
        "ja.fits_me",
        # エディタはやっぱりFleetが一番しっくりきます / 動的型付けのほうが性に合ってます /
        # Alacrittyじゃないと落ち着かない.
        ja(
            rf"^(?:(?P<setting>[^、。は]{{1,10}})は)?{_ADVERB}\s*(?:[^、。]{{1,20}}より(?:も)?、?)?(?P<obj>[^、。はが]{{1,20}}?)"
            r"(?:(?:のほう|の方)?が(?:一番)?(?:しっくり(?:きます|くる|来ます|きてます)|性に合って(?:います|ます|る)|性に合います)|"
            r"じゃないと(?:落ち着かない|落ち着きません|ダメ|無理)(?:んです|んだ)?)" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.likes_like",
        # フロントはAlpine.jsくらい軽いのが好みです: the named thing, not the comparison.
        ja(
            rf"^(?:(?P<setting>[^、。は]{{1,10}})は)?(?P<obj>{_TOOL})(?:くらい|ぐらい|みたいに|のように)[^、。]{{1,10}}"
            r"のが(?:好み|好き)(?:です|だ)" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.that_one_dislike",
        # 朝の定例ミーティング、正直あれ苦手なんだよね / 長いミーティングはどうにも苦手で….
        ja(
            # ゆずの皮がどうも苦手で… / ニスの匂いは正直ムリっす: ムリ in katakana says a taste (無理 as often "can't").
            rf"^(?P<obj>[^、。]{{2,20}}?)(?:は、|が、|、|は|が)(?:どうも)?{_ADVERB}\s*(?:あれ|これ|それ)?(?:は|が)?"
            r"(?:大嫌い|嫌い|苦手|ムリ)(?:なんです|なんだ|です|だ|で|っす)?(?:よね|よ|ね)?[。！!…]*$"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "ja.hooked_on",
        # 後輩の七瀬はSvelteKitにどハマりしてます: someone the speaker names, and what they are into.
        ja(
            r"^(?P<topic>(?:同僚|後輩|先輩|上司|チームメイト|部下|同期)の[^、。は]{1,8})(?:は|、)\s*(?P<obj>[^、。]{1,20}?)に"
            r"(?:どハマり|ハマって|はまって|夢中|ぞっこん)(?:して)?(?:います|ます|いる|る|です|なんです)?" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.clients_are",
        # お客さんは主に老舗の酒蔵と地方の信用金庫です / クライアントは主に調剤薬局です: who the business serves,
        # said of its customers with no うちの (a person's own customers are not said so).
        ja(
            r"^(?:お客さん|お客様|顧客|クライアント|取引先)は、?\s*(?:主に|ほとんど|大体|だいたい)(?P<obj>[^、。をがはで]{2,40}?)"
            r"(?:です|だ|となっています)" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    # Ends.
    Pattern(
        "ja.dropped_tool_said_again",
        # マネクマはやめた、もう使ってないよ / セツナメモ、もう使ってない。: a name, then the end said plainly, with
        # a comma or a second clause that says it again; nothing before the name (a task or a subject reads
        # otherwise).
        ja(
            r"^(?P<obj>[A-Za-zァ-ヺー][A-Za-z0-9ァ-ヺー・ .+-]{1,20}?)(?:は(?:もう)?やめた、|、)\s*"
            r"もう使って(?:い)?ない(?:です|っす)?" + _END
        ),
        "USES",
        0.8,
        kind="end",
    ),
    # Ends.
    Pattern(
        "ja.ended",
        # Evernoteはとっくにやめました / Dropbox Paperはもう使ってないです / 弊社はBambooを今年の春に廃止しました /
        # 弊社はBacklogの利用を昨年終了しました.
        ja(
            rf"^(?:{_WE_SAID}は)?\s*(?P<obj>[^、。]{{1,20}}?)(?:は(?:とっくに|もう|すでに|既に)?(?:やめました|使ってないです|"
            r"使ってません|卒業しました|解約しました)|"
            # Dynalistは有料プランになった時点で解約しちゃいました: when, then the end.
            r"は[^、。]{0,20}?(?:解約|退会)(?:しました|しちゃいました|してしまいました|しちゃった)|"
            r"の(?:利用|使用|運用)を[^、。]{0,8}?(?:終了|停止|やめ)(?:しました|ました)|"
            r"を[^、。]{0,10}?(?:廃止|撤廃|停止|終了)しました)" + _END
        ),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "ja.kind_tool_no_o",
        # エディタはずっとHelix使ってます (round 16): one's own kind of tool, then its name with を dropped, as
        # people say it aloud.
        ja(
            r"^(?:エディタ|エディター|IDE|ターミナル|ブラウザ|シェル|キーボード|メモアプリ|ランチャー)は\s*"
            rf"(?:ずっと|いつも|今は|主に|普段)?\s*(?P<obj>{_TOOL})\s*を?(?:ずっと)?使って(?:い)?ます" + _END
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "ja.task_run_in_tool",
        # 経費の精算はカネログで回してます / シフトは…で回してます (round 16): the business's task, then the tool it
        # is run or managed in.
        ja(
            r"^(?:うちの|会社の|チームの)?[^、。はが]{0,6}(?:精算|請求|経理|会計|勤怠|経費|予約|受注|発注|在庫|顧客管理|"
            r"タスク管理|案件管理|進捗管理|シフト|給与計算|採用管理)(?:の[^、。はが]{1,4})?は\s*"
            r"(?P<obj>[A-Za-zァ-ヶー][\w.+#ァ-ヶー-]{1,20}?)で(?:回して|管理して|やって|まわして|処理して)"
            # 回してるっす reads as 回してるです: the casual る with the copula.
            r"(?:(?:い|おり)?ます|(?:い)?る(?:です)?)"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
]
