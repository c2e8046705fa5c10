"""Japanese patterns read before every other (round 37, issue #25): the shapes of part 32. The release cadence
said as fixed (リリース日は…おきの…曜日って決まってる), how often one's on-call turn comes
(当番は…週にいっぺん回ってくる),
the editor one uses mostly (エディタはもっぱら…です), the one drink one has (飲むのは…ばっかり), the language one would
write in if free to choose (好きに選べるなら…で書きたい), what pages at night (アラートは…で飛んできます), how the
workshop takes payment (支払いは…にしてます), a food one is allergic to (…はアレルギーがあってダメ), who the goods
are sold on to (卸してる先は…と…), a role given as well (…担当も任されてます), an event held in a season or each
month (秋には…「…」をします / 毎月…「…」をやるのが恒例), how one gets to work (会社までは毎日歩いて通勤してます),
what one is a fan of through a hobby (…が趣味の…好きです), where the firm is (会社は…の…町), the fields somewhere
(…畑は…のほうにあります), a move (…から…に越しました) and a bracketed app removed
(…アプリの「…」、アンインストールしました). Also a new role and the old one left
(この春から…です、…は卒業), what one does at a time of day (夕方は…で…を…てます), a food disliked too
(…も苦手で、), a tool the work is taken with now (…で受けるようにしました), a described sheet dropped and where the
work went (…はもうやめて、タスクは…に寄せました) and a third kind of team work loosely (連絡は…って感じ)."""

from teams.extraction._patterns import SESSION, WE, Pattern, ja

_END = r"(?:よ|ね|よね|わ|っす)?[。！!]?$"
_TOOL = r"(?P<obj>[A-Za-zァ-ヶ「][A-Za-z0-9.+#ァ-ヶー一-龥」]{0,15}?)"
_NUM = r"[一二三四五六七八九十0-9０-９]{1,3}"
_FOOD = r"[ァ-ヶー一-龥ぁ-ん][ぁ-んァ-ヶー一-龥]{0,7}?"
_TOWN = r"(?:(?![でにをがはもとへ])[一-龥々ァ-ヶーぁ-ん]){1,6}?(?:市|町|村|区)"
_ROLE_END = r"(?:リード|エンジニア|マネージャー|マネジャー|担当|リーダー|デザイナー|責任者|主任|課長|部長|店長)"

FIRST_PATTERNS = [
    Pattern(
        "ja.role_from_then_left",
        # この春からテックリードです、バックエンドエンジニアは卒業: a role held from some time on, the old one left.
        ja(
            r"^(?:この|今年の?)?(?:春|夏|秋|冬|[一二三四五六七八九十0-9]{1,2}月)から(?:は)?\s*"
            rf"(?P<obj>[^、。のはを]{{1,12}}?{_ROLE_END})です、\s*(?P<wrong>[^、。のはを]{{1,14}}?)は卒業"
            r"(?:です|しました)?" + _END
        ),
        "HAS_ROLE",
        0.85,
        object_type="Role",
    ),
    Pattern(
        "ja.release_fixed",
        # リリース日は五週おきの火曜日って決まってる: the release cadence said as fixed.
        ja(
            rf"^リリース(?:日)?は\s*(?P<obj>{_NUM}(?:週|か月|ヶ月)(?:おき|ごと|に一度|に一回)の[月火水木金土日]曜日?)"
            r"(?:って|と)決まって(?:い)?(?:る|ます)" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.turn_comes_every",
        # 当番は十三週にいっぺん回ってくる: how often one's on-call turn comes.
        ja(
            rf"^(?:当番|夜間当番|オンコール|輪番)は\s*(?P<obj>{_NUM}(?:週|日|か月|ヶ月)に(?:いっぺん|一度|一回|1回))"
            r"(?:回ってくる|回ってきます|回ってくるよ|です)" + _END
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.editor_mostly",
        # エディタはもっぱらMousepadです: the editor one uses mostly.
        ja(
            r"^(?:エディタ|エディター|IDE)は(?:もっぱら|ほぼ|いつも|ずっと)\s*"
            r"(?P<obj>[A-Za-z][A-Za-z0-9 .+#-]{1,20}?)(?:です|だ)?" + _END
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "ja.drinks_only",
        # 飲むのはとうもろこし茶ばっかり: the one drink one has.
        ja(rf"^飲むのは\s*(?P<obj>{_FOOD}(?:茶|ティー|コーヒー|酒))(?:ばっかり|ばかり|ばっか)(?:です)?" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.would_write_if_free",
        # 好きに選べるならPharoで全部書きたい: the language one would write in if free to choose.
        ja(
            r"^(?:好きに|自由に)選べるなら\s*(?P<obj>[A-Za-z][A-Za-z0-9+#]{0,15})"
            r"で(?:全部|すべて|ぜんぶ)?書きたい" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.alerts_come_by",
        # 夜間のアラートはエゾベルで飛んできます: what pages the team.
        ja(
            r"^(?:夜間の|夜中の|障害の)?(?:アラート|呼び出し|通知)は\s*"
            + _TOOL
            + r"で(?:飛んで|来|届いて|鳴って)(?:き)?(?:ます|る)"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.payment_set_to",
        # 工房の支払いはカラコロペイにしてます: how the workshop takes payment.
        ja(r"^(?:工房|店|お店|うち)?の?(?:支払い|決済|お会計)は\s*" + _TOOL + r"に(?:して(?:い)?ます|してる)" + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.allergic_cannot",
        # クルミはアレルギーがあってダメなんです: a food one is allergic to.
        ja(
            rf"^(?P<obj>{_FOOD})は(?:アレルギーがあって|アレルギーで)"
            r"(?:ダメ|だめ|無理|食べられない)(?:なんです|です)?" + _END
        ),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "ja.sold_on_to",
        # 卸してる先はリゾートホテルとケーキ屋さん: who the goods are sold on to.
        ja(r"^(?:卸して|売って)(?:い)?る先は\s*(?P<obj>[^、。はがを]{2,24}?)(?:です|が多い)?" + _END),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "ja.role_given_too",
        # (それと、)アクセシビリティ担当も任されてます: a role given as well.
        ja(rf"^(?:それと|あと)?、?\s*(?P<obj>[^、。はがを]{{1,12}}?{_ROLE_END})も任されて(?:い)?ます" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.season_event",
        # 秋には会社総出で「ぶどう踏み会」をします: an event held each season.
        ja(
            r"^(?:毎年)?(?:春|夏|秋|冬)(?:に|には)[^「」、。]{0,8}?(?P<obj>「[^」]{1,15}」)"
            r"を(?:します|やります|開きます)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.monthly_custom",
        # 毎月最後の金曜は「ザンギ発表会」をやるのが恒例: an event held as a custom.
        ja(
            r"^毎(?:月|週|年)[^「」、。]{0,8}?は\s*(?P<obj>「[^」]{1,15}」)を(?:やる|する|開く)のが(?:恒例|決まり|お約束)(?:です)?"
            + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.commute_by",
        # 会社までは毎日歩いて通勤してます: how one gets to work.
        ja(
            r"^(?:会社|職場|オフィス|工房)まで(?:は)?(?:毎日|いつも)?\s*"
            r"(?P<obj>(?:歩いて|自転車で|電車で|バスで|バイクで|車で)通勤して)(?:い)?ます" + _END
        ),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "ja.fan_by_hobby",
        # ちなみに城めぐりが趣味の城好きです: what one is a fan of, through a hobby.
        ja(r"^(?:ちなみに|実は)?、?[^、。がは]{1,10}が趣味の\s*(?P<obj>[^、。がは]{1,8}好き)です" + _END),
        "IS_A",
        0.8,
    ),
    Pattern(
        "ja.firm_in_town",
        # 会社は余市の黒川町(、駅から…): where the firm is, a town in a district.
        ja(
            rf"^(?:会社|工房|事務所|店|お店)は\s*[一-龥ァ-ヶ]{{1,4}}の(?P<obj>{_TOWN})"
            r"(?:です)?(?:、[^。]{1,20})?" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.fields_over_at",
        # パイン畑は慶佐次のほうにあります: where one's fields or workshop are.
        ja(r"^[^、。はがを]{0,6}(?:畑|農園|工房|工場|倉庫)は\s*(?P<obj>[一-龥ァ-ヶ]{2,6}?)のほうにあります" + _END),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.moved_from_to",
        # 仁木町から小樽市の塩谷に越しました: a move, the new place.
        ja(
            rf"^(?P<wrong>{_TOWN})から\s*(?P<obj>{_TOWN}(?:の[一-龥ァ-ヶ]{{1,4}})?)"
            r"に(?:越しました|引っ越しました|移りました)" + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.app_removed_bracketed",
        # 睡眠アプリの「ネムネム」、アンインストールしました: a bracketed app removed.
        ja(
            r"^[^、。はがを「]{1,8}アプリの(?P<obj>「[^」]{1,12}」)(?:、|も|は)\s*"
            r"(?:消しちゃった|消しました|消した|やめました|やめた|アンインストールしました)" + _END
        ),
        "USES",
        0.8,
        kind="end",
    ),
    Pattern(
        "ja.time_of_day_doing",
        # 夕方はベランダで野菜を育ててます: what one does at a time of day, where.
        ja(
            r"^(?:朝|夕方|夜|晩|昼休み|週末|休日|休みの日)は\s*"
            r"(?P<obj>[^、。はがで]{1,8}?で[^、。はがを]{1,8}?を[^、。はが]{1,6}?て)(?:い)?ます" + _END
        ),
        "HAS_HABIT",
        0.8,
        phrase=True,
    ),
    Pattern(
        "ja.also_disliked_so",
        # グリーンピースも苦手で、(よけちゃう): a food disliked too, and what one does about it.
        ja(rf"^(?P<obj>{_FOOD})も(?:苦手|ダメ|だめ|嫌い)で、\s*$"),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "ja.taken_with_now",
        # (紙の注文ノートはやめて、)かご帳で受けるようにしました: the tool the work is done with now.
        # A named tool, not a pronoun or a channel (これで, メールで, FAXで).
        ja(
            r"^(?P<obj>(?!これ|それ|あれ|どれ|メール|ファックス|FAX|LINE)[ぁ-んァ-ヶA-Za-z「][ぁ-んァ-ヶー一-龥A-Za-z0-9」]{0,12}?)"
            r"で(?:受ける|管理する|回す|受け付ける|記録する)ようにしました" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.dropped_already",
        # 紙の進捗カードはもうやめて、: a described board or sheet dropped.
        # Not a talk or a matter (仕事の話はもうやめて、: let us stop talking).
        ja(
            r"^(?P<obj>[^、。はがを]{1,6}の[^、。はがを]{0,7}[^、。はがを話件事])はもう(?:やめて|廃止して|撤去して)、\s*$"
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "ja.work_gathered_in",
        # (…はもうやめて、)タスクはホタテ帳に寄せました: where a kind of work is gathered now.
        ja(r"^(?:タスク|課題|チケット|予定|注文|進捗)は\s*" + _TOOL + r"に(?:寄せ|移し|まとめ)ました" + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.contact_tool_feel",
        # (…、)連絡はウニチャットって感じ: the tool a kind of team work is done with, said loosely.
        ja(r"^(?:連絡|やりとり|チャット|相談)は\s*" + _TOOL + r"って感じ(?:です)?" + _END),
        "USES",
        0.8,
        who=WE,
    ),
    # Round 37 follow-up: shapes that `_exclusions.py` dropped before any rule saw them.
    Pattern(
        "ja.bug_named_so",
        # (このやりとりの中だけ、)在庫がずれるバグを「…」って呼ぶね: a name given to a bug for this chat.
        ja(
            r"^[^「」。、]{1,30}?(?:バグ|不具合)(?:のこと)?を(?P<obj>「[^」]{1,20}」)(?:って|と)"
            r"(?:呼ぶ|呼ぼう|呼びます|呼ぶことにする|呼ぶことにします)" + _END
        ),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "ja.ended_now_run_on",
        # (ビルド環境の件、)…CIは先週で終了、今は…CIで回してます: the tool ended and the one the work runs on now.
        ja(
            r"^(?:[^、。]{1,12}の件、)?(?P<wrong>[A-Za-zァ-ヶ「][A-Za-z0-9.+#ァ-ヶー一-龥」]{1,15}?)は"
            r"(?:先週|先月|去年|昨日|この前|先日)?で?(?:終了|終わり|引退|お役御免)(?:して|で|しました)?、\s*今は\s*"
            + _TOOL
            + r"で(?:回して|やって|動かして)(?:ます|る|います)"
            + _END
        ),
        "USES",
        0.85,
        who=WE,
    ),
]
