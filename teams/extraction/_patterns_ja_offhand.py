"""Japanese patterns read before every other (round 31, issue #25): the offhand shapes of part 29. A tool stopped
and the one moved to (…はもう止めて、…に移りました), a tool taken down and the one everything is kept in now
(…は撤去、いまは…に一本化 / …はやめて、今は…で…管理してます), a release day said as decided (…って決まってます), a
rule under a heading (…の約束事：…は禁止), a rule said as a こと (…こと、って方針です / あと、…こと。), the sprint's
length as a question answered, a rota said as one's turn coming round, the boss now (今の上長は…さん), a habit on
arriving (出社したらまず…), the team's bracketed meeting on a sprint day or every month, working hours with a reason,
the editor one uses day to day, a name for a thing in this chat (…の件、ここでは「…」と呼ぼう / この中では「…」で),
a move said with the town it is not, summary items (a name after the heading, a bare role, the town's firm one works
at, a tool after its kind), goods on the shelf and goods made, who buys (…と、あと…がちらほら), the product one
handles, two languages by where they are spoken, the time zone to think in, what one is said after why, a food
refused or neither of two, the only drink, an app deleted or given up, and a note asked to be kept."""

from teams.extraction._patterns import WE, Pattern, ja

_END = r"(?:よ|ね|よね|わ|っす|っすね)?[。！!]?$"
# A tool name: it starts with Latin or katakana (クルシマCI, ポンカン帳, ハリシゴト), never with kana of a verb.
_TOOL = r"[A-Za-zァ-ヶ][A-Za-z0-9.+#ァ-ヶー一-龥]{0,15}?"
# A kind of client or goods: no particle, no verb.
_KIND = r"[^、。はがをとでも「」]{1,14}?"
_TOWN = r"[一-龥ァ-ヶ]{1,5}(?:市|町|村|区)"
_FOOD = r"[ァ-ヶー一-龥]{2,8}"
_NUM = r"[0-9０-９一二三四五六七八九十]{1,3}"
_ROLE = (
    r"[ァ-ヶー]{0,12}(?:エンジニア|デザイナー|ディレクター|マネージャー|プログラマー|アナリスト|アーキテクト|"
    r"デベロッパー)"
)

FIRST_PATTERNS = [
    Pattern(
        "ja.stopped_then_moved_to",
        # (CIの件、)…に移りました: the tool moved to, after the one stopped (…はもう止めて、), which _framing blanks and
        # keeps as the value replaced (ja.switched read the speaker's own move).
        ja(rf"^[^、。]{{1,8}}の件、\s*(?P<obj>{_TOOL})に(?:移り|移行し|乗り換え)ました" + _END),
        "USES",
        0.85,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.removed_now_all_in",
        # …は撤去、いまは…に一本化: a thing taken down ends, the tool everything is in now is used.
        ja(
            rf"^(?P<obj>[^、。はがを]{{2,16}})は(?:撤去|廃止|やめ|終了)、\s*(?:いまは|今は)\s*(?P<new>{_TOOL})に"
            r"(?:一本化|統一|集約)(?:しました|した|です)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "ja.dropped_thing_of_kind",
        # 紙の注文控えはやめて、(今は…で…管理してます): a thing of some kind given up ends (大学は卒業して has no の).
        ja(r"^(?P<obj>[^、。はがをの]{1,8}の[^、。はがをの]{1,8})は(?:やめて|廃止して|卒業して)、\s*$"),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "ja.now_kept_in_tool",
        # (…はやめて、)今は…で受注管理してます: the tool a kind of work is kept in now.
        ja(
            rf"^(?:いまは|今は)\s*(?P<obj>{_TOOL})で[^、。はがを]{{0,6}}"
            rf"(?:管理|記録|共有)して(?:い)?(?:ます|る)" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.paid_with_tool",
        # お会計は…で: the tool a shop takes payment with.
        ja(rf"^(?:お会計|会計|お支払い|支払い|決済)は\s*(?P<obj>{_TOOL})で(?:す)?[。！!]?$"),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.release_day_decided",
        # リリース日は毎月第一水曜日って決まってます: the release's cadence said as decided.
        ja(
            r"^(?:リリース日|リリース|出荷日)は\s*(?P<obj>毎(?:月|週|年)[^、。はがを]{1,10}?)\s*(?:って|と)"
            r"決まって(?:い)?(?:ます|る)" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.rule_under_heading",
        # 工房の約束事：…は禁止: a rule under a heading that says it is a rule (ja.forbidden kept the heading).
        ja(
            r"^[^、。：:]{0,8}(?:約束事|約束|決まり事|決まり|きまり|ルール)[：:]\s*"
            r"(?P<obj>[^。：:]{2,30}?は禁止)(?:です)?" + _END
        ),
        "HAS_POLICY",
        0.85,
        who=WE,
        object_type="Policy",
        phrase=True,
    ),
    Pattern(
        "ja.koto_then_policy",
        # …を添えること、って方針です: a rule said as a こと, then named a policy.
        ja(r"^(?P<obj>[^。、]{2,20}[^。]{0,24}?こと)、?\s*(?:って|という)(?:方針|ルール|決まり)(?:です|だ)" + _END),
        "HAS_POLICY",
        0.85,
        who=WE,
        object_type="Policy",
        phrase=True,
    ),
    Pattern(
        "ja.also_a_koto_rule",
        # (…って方針です。)あと、機能フラグは…以内に消すこと。: one more rule, said as a こと with a limit.
        ja(
            r"^(?:(?:あと|それと|それから)、)?\s*(?P<obj>[^、。はがを]{2,12}は[^、。]{0,16}"
            r"(?:以内|まで)に[^、。]{1,8}こと)[。！!]?$"
        ),
        "HAS_POLICY",
        0.85,
        who=WE,
        object_type="Policy",
        phrase=True,
    ),
    Pattern(
        "ja.sprint_length_answered",
        # スプリントの長さ？八営業日です。: the sprint's length asked and answered.
        ja(rf"^スプリント(?:の長さ|の期間|期間)[？?]\s*(?P<obj>{_NUM}(?:営業日|日間|日|週間|週))(?:です|だ)?" + _END),
        "HAS_SPRINT_LENGTH",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.duty_comes_round",
        # 当番（オンコール）は七週に一回まわってくる: how often one's on-call turn comes round.
        ja(
            rf"^(?:当番|オンコール|オンコール当番)(?:[（(][^）)]{{1,8}}[）)])?は\s*"
            rf"(?P<obj>{_NUM}(?:週|週間|か月|ヶ月)に"
            r"(?:一|1)(?:回|度))\s*(?:まわって|回って)(?:くる|きます|来る|来ます)" + _END
        ),
        "HAS_ON_CALL_ROTATION",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.boss_now",
        # 今の上長は…さん: the boss now.
        ja(r"^(?:今の|いまの)?(?:上長|上司)は\s*(?P<obj>[ぁ-んァ-ヶー一-龥]{2,8}?)(?:さん|様)(?:です)?" + _END),
        "HAS_MANAGER",
        0.85,
    ),
    Pattern(
        "ja.first_thing_on_arriving",
        # 出社したらまず…を空にしてます: the first thing done on arriving, a habit.
        ja(
            r"^(?:出社したら|出勤したら|会社に着いたら)(?:まず|最初に)\s*"
            r"(?P<obj>[^、。]{2,24}?を[^、。]{1,8}して)(?:い)?(?:ます|る)" + _END
        ),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "ja.sprint_day_bracketed_meeting",
        # スプリント最終日は「…会」: the team's bracketed meeting on a sprint's day.
        ja(
            r"^(?:スプリント|イテレーション)の?(?:最終日|最後の日|初日|最初の日)は\s*"
            r"(?P<obj>「[^」]{1,20}」)(?:です|だ)?" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "ja.monthly_bracketed_meeting",
        # 月イチで「…ふりかえり」っていうのもやってる: a bracketed meeting held every month or week.
        ja(
            r"^(?:月イチ|週イチ|月一|週一|毎月|毎週|隔週)で\s*(?P<obj>「[^」]{1,20}」)\s*(?:っていう|という)のも"
            r"(?:やって(?:い)?(?:る|ます)|あります|ある)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "ja.hours_with_reason",
        # 勤務時間は7時半〜15時半、お迎えがあるので: one's hours, with why after them.
        ja(
            r"^(?:勤務時間|就業時間|勤務)は\s*(?P<obj>[0-9０-９]{1,2}時(?:半|[0-9０-９]{2}分)?\s*[〜~～ー-]\s*"
            r"[0-9０-９]{1,2}時(?:半|[0-9０-９]{2}分)?)(?:です)?、[^。]{1,16}(?:ので|から)[。！!]?$"
        ),
        "HAS_WORKING_HOURS",
        0.85,
    ),
    Pattern(
        "ja.everyday_editor",
        # 普段のエディタ、…なんですよ: the editor one uses day to day.
        ja(
            r"^(?:普段|いつも|ふだん)の(?:エディタ|エディター|ブラウザ|ターミナル|IDE)、\s*"
            r"(?P<obj>[A-Za-z][A-Za-z0-9.+#-]{1,20})\s*(?:なんです|です|なんだ)" + _END
        ),
        "USES",
        0.85,
    ),
    Pattern(
        "ja.matter_called_here",
        # …の件、ここでは「…」と呼ぼう / この中では「…」で: a name for a matter in this chat.
        ja(
            r"^[^、。]{2,30}の件、\s*(?:ここでは|この中では|この会話では|このチャットでは)\s*"
            r"(?P<obj>「[^」]{1,20}」)\s*"
            r"(?:と呼ぼう|と呼びましょう|と呼びます|で)" + _END
        ),
        "IS_CALLED",
        0.85,
        who="other",
    ),
    Pattern(
        "ja.moved_not_that_town",
        # 引っ越しました、…市じゃなくて今は…市です: where one lives now, and the town it replaces.
        ja(
            # The town it is not (…市じゃなくて) is blanked by _framing and kept as the value replaced.
            rf"^引っ越し(?:ました|た)、\s*(?:今は|いまは)\s*(?P<obj>{_TOWN})(?:です|だ|に住んでます)?" + _END
        ),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "ja.summary_name_after_heading",
        # 整理しとくと：…(、…): a summary's first item is one's name.
        ja(
            r"^(?:整理しとくと|整理すると|まとめると|まとめとくと|要するに)[：:]\s*"
            r"(?P<obj>[ぁ-んァ-ヶ一-龥]{2,4}[ぁ-ん一-龥]{1,4})[、。]?$"
        ),
        "HAS_NAME",
        0.8,
    ),
    Pattern(
        "ja.summary_bare_role",
        # (まとめると：…、)フロントエンドエンジニア(、…): an item of a summary, one's role said bare.
        ja(rf"^(?P<obj>{_ROLE})[、。]?$"),
        "HAS_ROLE",
        0.8,
    ),
    Pattern(
        "ja.summary_town_firm_worked_at",
        # (まとめると：…、)八幡浜のミカンバコ勤務(、…): the firm one works at, and its town.
        ja(r"^(?P<town>[一-龥]{2,5})の(?P<obj>[A-Za-zァ-ヶ][A-Za-z0-9ァ-ヶー]{1,15})(?:勤務|勤め)[、。]?$"),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("town", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "ja.summary_kind_then_tool",
        # (まとめると：…、)課題はポンカン帳 / CIはクルシマCI(。): an item of a summary, the tool a kind of work is in;
        # ビルドは…CI、チャットは… (round 33): the build's tool too.
        ja(
            r"^(?:課題|タスク|チケット|CI|CD|チャット|ドキュメント|監視|ビルド|デプロイ)は\s*"
            r"(?P<obj>[A-Za-zァ-ヶ][A-Za-z0-9ァ-ヶー一-龥]{1,15})[、。]?$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.goods_on_the_shelf",
        # 店に並ぶのは…、…、それと…: the goods on a shop's shelves, listed.
        ja(
            r"^(?:店に|店頭に|棚に)?(?:並ぶ|並んでる|並んでいる|置いてある)のは、?\s*"
            rf"(?P<obj>{_KIND})、\s*(?P<second>{_KIND})、\s*(?:あと|それと|それに|それから)?\s*"
            r"(?P<third>[^、。はがを「」]{1,14}?)(?:です)?[。！!]?$"
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "ja.made_pair_and_a_little",
        # 造っているのは…と…、あと…も少し: goods made, two and a little of a third.
        ja(
            r"^(?:造って|作って|焼いて|仕込んで)(?:い)?るのは、?\s*(?P<obj>[^、。はがをとでも「」]{1,12}?)と\s*"
            rf"(?P<second>{_KIND})、\s*(?:あと|それと|それに)\s*(?P<third>{_KIND})も(?:少し|ちょっと|少々)" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
        also=(("second", "SELLS", "Product"), ("third", "SELLS", "Product")),
    ),
    Pattern(
        "ja.who_buys_and_some",
        # 買ってくれるのは…と、あと…がちらほら / 買っていくのは…と、…: who buys, two kinds.
        ja(
            r"^(?:買って(?:くれる|いく|くださる)|買いに来る)(?:人|方)?のは\s*"
            rf"(?P<obj>{_KIND})と、\s*(?:あと)?\s*(?P<second>{_KIND})(?:がちらほら|が少し|もちらほら)?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", ""),),
    ),
    Pattern(
        "ja.product_handled",
        # 扱ってる製品は、…向けの…アプリ: the product one handles, for a kind of client.
        ja(
            r"^(?:扱って(?:い)?る|作って(?:い)?る|売って(?:い)?る)(?:製品|商品|プロダクト)は、?\s*"
            r"(?:[^、。はがを]{1,12}向けの)?(?P<obj>[^、。はがを]{2,14}?)(?:です|だ)?" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.language_where_first",
        # フランス語は仕事で、(ハワイ語は家で話してます): a language and where it is spoken.
        ja(r"^(?P<obj>[ァ-ヶー一-龥]{1,8}語)は(?:仕事|職場|会社|家|家庭|学校|地元)で、\s*$"),
        "SPEAKS",
        0.8,
        object_type="Language",
    ),
    Pattern(
        "ja.language_where_spoken",
        # (フランス語は仕事で、)ハワイ語は家で話してます: a language with where it is spoken.
        ja(r"^(?P<obj>[ァ-ヶー一-龥]{1,8}語)は[^、。はがを]{1,6}で(?:話して|喋って)(?:い)?(?:ます|る)" + _END),
        "SPEAKS",
        0.85,
        object_type="Language",
    ),
    Pattern(
        "ja.zone_to_think_in",
        # 時間帯は…時間で考えてください: the time zone to think in.
        ja(
            r"^(?:時間帯|タイムゾーン|時刻)は\s*(?P<obj>[ァ-ヶー一-龥A-Za-z]{1,12}時間)で(?:考えて|見て|計算して)"
            r"(?:ください|ね|ほしい)(?:、[^。]{1,12})?[。！!]?$"
        ),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
    Pattern(
        "ja.is_a_after_why",
        # 酒は一滴も飲まない、下戸なんで: what one is, said after why.
        ja(
            r"^[^、。]{1,12}?(?:飲まない|飲めない|食べない)、\s*"
            r"(?P<obj>[ァ-ヶー一-龥]{1,6}"
            r"(?:好き|党|派|オタク|マニア)|下戸|ベジタリアン)(?:です|なんで|なので|なんです)" + _END
        ),
        "IS_A",
        0.8,
    ),
    Pattern(
        "ja.well_a_fan",
        # (寄席通いが趣味で、)まあ落語好きです: what one is, a fan of a thing, said with a shrug.
        ja(r"^(?:まあ|まぁ)、?\s*(?P<obj>[ァ-ヶー一-龥]{2,6}好き)(?:です|なんです|だ)" + _END),
        "IS_A",
        0.8,
    ),
    Pattern(
        "ja.food_asked_refused",
        # 納豆？ムリムリ。: a food named as a question, then refused.
        ja(rf"^(?P<obj>{_FOOD})(?:[？?]|は)\s*(?:ムリムリ|無理無理|むりむり|ムリ|無理|絶対ムリ|絶対無理)" + _END),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "ja.neither_food",
        # 椎茸とナメコ、どっちも苦手: two foods, neither liked.
        ja(
            rf"^(?P<obj>{_FOOD})と(?P<second>{_FOOD})、\s*"
            rf"(?:どっちも|どちらも|両方)(?:苦手|無理|ムリ|だめ|ダメ|嫌い)(?:です)?" + _END
        ),
        "DISLIKES",
        0.8,
        also=(("second", "DISLIKES", ""),),
    ),
    Pattern(
        "ja.all_but_one_food",
        # (肉は何でも食べるけど、)レバーだけは勘弁: all of a kind but one food.
        ja(rf"^(?P<obj>{_FOOD})だけは(?:勘弁|勘弁してほしい|勘弁して)(?:です)?" + _END),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "ja.only_drink_ippon",
        # 飲み物は玄米茶一本です: the only drink one has.
        ja(r"^(?:飲み物|お茶|コーヒー)は\s*(?P<obj>[ぁ-んァ-ヶー一-龥]{2,8}?)一本(?:です|だ)?" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.app_of_mine_used",
        # 家計簿アプリは…を使ってる: the app one uses for a kind of one's own work (ja.uses read the app as someone).
        ja(rf"^[^、。はがを]{{1,8}}アプリは\s*(?P<obj>{_TOOL})を使って(?:い)?(?:ます|る)" + _END),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "ja.habit_along_a_place",
        # 夕方は…沿いをジョギングしてる: a run or a walk at a time of day, a habit.
        ja(
            r"^(?:朝|夕方|夜|週末|昼休み|休日|仕事終わり)は\s*"
            r"(?P<obj>[^、。はがを]{2,12}を(?:ジョギング|ランニング|散歩|"
            r"ウォーキング|サイクリング)して)(?:い)?(?:る|ます)" + _END
        ),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "ja.app_deleted_offhand",
        # 睡眠アプリのねむねむ、消しちゃった / 請求書アプリのカキダシもやめました: an app deleted or given up.
        ja(
            r"^[^、。はがを]{1,8}(?:アプリ)の(?P<obj>[ぁ-んァ-ヶーA-Za-z][ぁ-んァ-ヶーA-Za-z0-9]{1,12})(?:、|も|は)\s*"
            r"(?:消しちゃった|消しました|消した|やめました|やめた|やめちゃった|アンインストールしました)" + _END
        ),
        "USES",
        0.8,
        kind="end",
    ),
    Pattern(
        "ja.keep_this_note",
        # これ覚えておいて：…: a note asked to be kept.
        ja(
            r"^(?:これ|これを)?(?:覚えておいて|覚えといて|メモしておいて|メモしといて)"
            r"(?:ください)?[：:]\s*(?P<obj>[^。]{2,40}?)[。！!]?$"
        ),
        "NOTE",
        0.85,
        phrase=True,
    ),
]
