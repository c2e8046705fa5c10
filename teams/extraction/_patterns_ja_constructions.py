"""Japanese patterns for constructions rather than words (round 10, issue #25): what is said first and owned
after (櫂入れは毎朝6時、それがわしの仕事じゃ; 蔵に入る前は納豆食べちゃダメ、これ蔵の決まり), the cleft
(住んでるのは…、竹原っす; 勤めておりますのは…「…」でございます), an event said before when and where
(切子の実演会、毎月第三土曜に工房でやってます), goods said before where they are sold (繭と真綿、直売所で売ってます)
or as the shop's signature (うちの駅弁は「…」と「…」が看板です), the premises in a place "called" so
(…、馬木ってとこにあります), a town where one raises or makes something (群馬の甘楽町で蚕を飼ってます), a team known
by a name (…チーム、「早番組」って呼ばれてます), the hours of a kind of work (髷結いの時間は毎日7時から14時まで), a
name after the shop's generation (駅弁屋の二代目、宗像です), the time zone asked for (時間はカムチャツカ時間で
合わせてください) and a preference said with 断然. FIRST_PATTERNS correct an older reading and are read before every
other Japanese pattern; LATER_PATTERNS after them all."""


from teams.extraction._patterns import WE, Pattern, ja, policy
from teams.extraction._surnames import JA_TOWN

# 苦手で… (round 15): a sentence trailing off ends it too.
_END = r"(?:よ|ね|よね|わ|笑|っす|〜|~)?(?:[。！!、]|…+)?$"
# Ends of a plain statement, polite or not (ます, ってます, しとります).
_MASU = r"(?:(?:い|おり)?ます|る|とります)"
# Business words a premises is called by (蔵, 店, 工房 …).
_PREMISES = r"(?:うちの)?(?:蔵|店|お店|工房|会社|事務所|工場|農園|窯|劇場|宿|教室|スタジオ|作業場|直売所)"
_BRACKET = r"「(?P<obj>[^」]{1,20})」"
# A tool's name in Latin letters or katakana, which may end in kanji (ミハラシ板, ネクスタ帳).
_TOOL_NAME = r"[A-Za-zァ-ヶ][\w.+#ァ-ヶー一-龥-]{0,20}?"
# A kind of work a team does or keeps in a tool (集計, ダッシュボード, 議事録, 社内チャット, ジョブ管理 …).
_WORK_KIND = (
    r"(?:社内|チームの|うちの)?[^、。はがをで]{0,8}(?:チャット|管理|集計|議事録|ドキュメント|ダッシュボード|チケット|タスク|"
    # CI, デザイン, 窓口 (round 19): the build, the design and the support desk are kinds of the team's work too.
    r"コード|ソース|ログ|監視|デプロイ|ビルド|経理|会計|予約|在庫|勤怠|連絡|資料|仕様書|設計書|日報|分析|問い合わせ|"
    r"CI|デザイン|窓口)"
)
# 見て, 受けて (round 19): logs looked at in a tool, a support desk taking requests in one.
_IN_TOOL = r"(?:回して|まわして|管理して|やって|つくって|作って|書いて|置いて|残して|まとめて|つけて|見て|受けて)"


FIRST_PATTERNS = [
    Pattern(
        "ja.work_in_tool_clause",
        # 集計はクモノスで回して、… / 社内チャットはコエダマで、… / 議事録はフミクラに書いてます (round 17): a kind of
        # the team's work, then its tool, said whole or cut at a comma with で or a て-form before the next one.
        ja(
            # ソースは社内のGitLabに置いてます (round 19): a tool hosted in-house, said with 社内の.
            rf"^{_WORK_KIND}は\s*(?:社内の|自前の|自社の)?(?P<obj>{_TOOL_NAME})\s*"
            rf"(?:で{_IN_TOOL}?、|(?:で|に){_IN_TOOL}(?:(?:い|おり)?(?:ます|る)" + _END + r"))$"
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.work_quit_tool",
        # 勤怠はタイムカードをやめて、… (round 17): a kind of work, then the old tool it dropped, before the new one.
        ja(rf"^{_WORK_KIND}は\s*(?P<obj>[^、。をは]{{1,15}}?)をやめて、$"),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "ja.now_settled_on_tool",
        # …、今はジンジャに一本化しました / …、ヤキヨミっていうアプリにしました (round 17): the tool settled on after
        # one was dropped (the clause before ends in …をやめて、).
        ja(
            rf"^(?:いまは|今は|今では|いまでは)?\s*(?P<obj>{_TOOL_NAME})\s*(?:っていう|という)?"
            r"(?:(?:アプリ|ツール|システム|サービス)に|に(?:一本化|統一|切り替え|移行))(?:しました|した|して(?:い)?(?:ます|る))"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.boss_title_then_name",
        # 上司は開発部の課長、能見さんです (round 17): the boss's department and title, then the name after a comma.
        ja(
            r"^(?:私の|僕の)?(?:上司|上長|直属の上司)は(?:[^、。]{1,10}の)?[^、。]{1,6}、\s*"
            r"(?P<obj>[一-龯々ァ-ヶ]{1,6}?)(?:さん|様|氏)(?:です|っす|だよ|だね)?" + _END
        ),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "ja.how_often_named_event",
        # 毎年春に「桜市」っていうのをやってるよ (round 17): how often, then the event by its name, held by the place.
        ja(
            # 月に一回「…」っていう社内勉強会やってる / 年に一度、店で「…」を開いてます / 秋には「…」を
            # やってます (round 19): how often said with に一回 / に一度, or a season, and the kind of event after
            # っていう.
            r"^(?:うちは|うちでは)?(?:毎(?:年|月|週)[^、。「]{0,6}?に?|(?:月|年|週)に一(?:回|度)|(?:春|夏|秋|冬)に)は?、?"
            r"(?:(?:店|工房|会社|社内|うち)で)?" + _BRACKET
            + r"(?:っていう|という)?(?:の|イベント|催し|[一-龥]{0,4}(?:会|教室|講座))?を?"
            r"(?:やって|開いて|開催して|して)"
            + _MASU + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
    ),
    Pattern(
        "ja.workplace_cleft",
        # 勤めておりますのは亀戸の「硝子舎かげろう」でございます: where one works, clefted (the workplace after のは).
        ja(
            r"^(?:私が)?(?:勤めて|働いて)(?:い|おり)ます(?:の|ところ)は、?(?:[^、。「]{1,8}の)?"
            + _BRACKET
            + r"(?:です|でございます|っす)"
            + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "ja.place_name_bracketed_is_in",
        # 劇場の名前は「銀映座」、尾道にあります: the workplace by its name, then where it is (a premises' word
        # before の名前: 食べ物の名前は… names no workplace).
        ja(
            rf"^(?:うちの)?[^、。]{{0,3}}(?:店|屋|座|場|館|舎|庵|蔵|房|宿|院|所)の名前は、?{_BRACKET}"
            r"(?:、[^、。]{1,10}に(?:あります|ある))" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "ja.event_then_when",
        # 切子の実演会、毎月第三土曜に工房でやってます: the event first, then how often and where (the workshop's).
        ja(
            r"^(?P<obj>[^、。]{1,12}?(?:会|祭り?|市|教室|体験|ライブ|講座|まつり))、毎(?:月|年|週|日)[^、。]{0,8}?に?"
            rf"(?:[^、。]{{1,6}}で)?(?:やって|開いて|開催して|して){_MASU}" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.chore_is_my_job",
        # 櫂入れは毎朝6時、それがわしの仕事じゃ / 桑の葉やりは一日三回、これが私の日課: the chore, when, then whose.
        ja(
            r"^(?P<obj>[^、。は]{2,10}?)は(?:毎朝|毎日|毎晩|一日[一二三四五六\d]回)[^、。]{0,8}、(?:それが|これが|それは|これは)"
            r"(?:私|わし|僕|俺|あたし|自分|うち)の(?:仕事|日課)(?:じゃ|です|だ|なんです)?" + _END
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
]

LATER_PATTERNS = [
    policy(
        "ja.rule_said_after",
        # 蔵に入る前は納豆食べちゃダメ、これ蔵の決まり: the rule first, then the place it is the rule of.
        ja(
            r"^(?P<obj>[^、。]{4,30}?)、(?:これ|これが|それが|が)?(?:[^、。]{1,4}の)(?:決まり|きまり|ルール|掟)"
            r"(?:です|だ|なんです)?" + _END
        ),
    ),
    Pattern(
        "ja.premises_called_place",
        # 蔵は島の東側、馬木ってとこにあります: the premises, in a place said to be called so.
        ja(
            rf"^{_PREMISES}は[^。]{{0,12}}?、?(?P<obj>[一-龯ァ-ヶ]{{2,5}})って(?:とこ|ところ)に(?:あります|ある|あるんです)"
            + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.raise_in_town",
        # 群馬の甘楽町で蚕を飼ってます: a town by its suffix, and something raised or made there.
        ja(
            rf"^(?:[^、。]{{1,4}}の)?(?P<obj>{JA_TOWN})で[^、。]{{1,10}}を"
            rf"(?:飼って|育てて|作って|焼いて|織って|営んで|獲って|採って|漁って){_MASU}" + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.goods_then_where_sold",
        # 繭と真綿、直売所で売ってます: the goods first, then where they are sold.
        ja(rf"^(?P<obj>[^、。]{{1,20}}?)、[^、。]{{1,8}}で(?:売って|販売して|出して){_MASU}" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.goods_sold_no_topic",
        # 木桶仕込みの再仕込み醤油と、生のもろみを売ってます: the goods with no one said (the business's).
        ja(rf"^(?P<obj>[^。をはで]{{2,30}}?)を(?:作って)?(?:売って|販売して){_MASU}" + _END),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.signature_goods",
        # うちの駅弁は「穴子めし」と「蛸めし」が看板です: the shop's signature goods, in brackets.
        ja(
            r"^うちの[^、。]{0,6}は(?P<obj>「[^」]{1,12}」(?:と「[^」]{1,12}」)*)が(?:看板|人気|売れ筋|自慢)(?:商品)?"
            r"(?:です|だ)?" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.team_known_as",
        # 厨房の朝のチーム、「早番組」って呼ばれてます: the team, and the name it goes by.
        ja(
            r"^[^「」。]{0,10}(?:チーム|班|組|隊)(?:は|、)「(?P<obj>[^」]{1,12})」(?:って|と)呼ばれて"
            r"(?:い|おり)?ます" + _END
        ),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.lives_cleft",
        # 住んでるのは三原の隣、竹原っす: where one lives, clefted (a neighbour town said first).
        ja(
            r"^(?:私が)?住んで(?:る|いる|います|ます)のは、?(?:[^、。]{1,8}、)?(?P<obj>[一-龯々]{2,4})"
            r"(?:っす|です|だ|でございます)" + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.hours_of_work",
        # 髷結いの時間は毎日7時から14時まで / シフトは夕方4時〜夜11時半です: the hours of a kind of work.
        ja(
            r"^(?:[^、。]{1,8}の時間|シフト|勤務時間)は、?(?:毎日|平日)?(?P<obj>[^、。\d]{0,4}\d{1,2}時半?"
            r"(?:から|〜|～|-)[^、。\d]{0,4}\d{1,2}時半?(?:まで)?)(?:です|っす)?" + _END
        ),
        "HAS_WORKING_HOURS",
        0.8,
        phrase=True,
    ),
    Pattern(
        "ja.name_after_generation",
        # 駅弁屋の二代目、宗像です: the shop's generation, then the name.
        ja(r"^[^、。]{1,10}の[一二三四五六七八九十]代目、(?P<obj>[一-龯々]{2,3})(?:です|っす)" + _END),
        "HAS_NAME",
        0.8,
        object_type="Name",
    ),
    Pattern(
        "ja.timezone_asked",
        # 時間はカムチャツカ時間で合わせてください: the time zone to be kept to.
        ja(r"^時間は(?P<obj>[^、。]{1,12}時間)で(?:合わせて|お願いし|書いて)(?:ください|ほしい|下さい)?" + _END),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    Pattern(
        "ja.thing_first_not_fond",
        # 鬢付け油の匂い、実はあんまり好きじゃないっす: the thing first, a comma, then the dislike with no topic.
        ja(
            # 金属粉のにおい、実はかなり苦手で… (round 15): how much said before 苦手, the sentence left open with で.
            r"^(?P<obj>[^、。はが]{2,12}?)、(?:実は|正直)?(?:あんまり|あまり|かなり|すごく|ちょっと)?"
            r"(?:好きじゃない|好きではない|苦手)(?:です|っす|んです|んだ|で)?" + _END
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "ja.standup_then_where",
        # 朝礼は5時15分、厨房で立ったまま: the daily meeting's time, then where or how it is held.
        # うちの朝礼？8時5分っすね、工場の入口で / 朝礼、うちは6時40分だよ、… / 朝礼は毎朝7時50分、店の裏でやります
        # (round 15): the meeting asked back or set off by a comma, and 毎朝 before the time.
        # 朝会？9時40分からだね、みんな… (round 18): from when, said casually.
        ja(
            r"^(?:うちの)?(?:朝礼|朝会|夕礼)(?:は|[？?]|、\s*うちは)\s*(?:毎朝|毎日)?(?P<obj>\d{1,2}時(?:\d{1,2}分|半)?)"
            r"(?:から)?(?:です|だ|っす)?(?:ね|よ)?、[^、。]{1,12}" + _END
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.practice_daily_from",
        # うちの部屋、朝稽古は毎日6時半からっす: the group said first, then its practice and when it starts.
        ja(
            r"^(?:うちの[^、。]{1,6}、)?(?P<obj>[^、。は]{0,4}(?:稽古|練習|仕込み|朝練))は毎(?:日|朝)"
            r"\d{1,2}時半?から(?:です|っす)?" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.rather_much_prefer",
        # デジタルよりフィルム上映のほうが断然好き: a preference over another, said with 断然 or 絶対.
        ja(
            r"^[^、。]{1,12}より(?:も)?(?P<obj>[^、。]{1,12}?)(?:のほう|の方)?が(?:断然|絶対|ずっと)好き(?:です)?"
            + _END
        ),
        "PREFERS",
        0.8,
    ),
]
