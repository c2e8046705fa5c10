"""Japanese patterns for what is said first and owned after (round 11, issue #25): the cleft of what is
sold (売ってるのは A と B、あとは C; 扱ってるのは主に…), goods handed on wholesale (…を卸してます), the
premises at a place told at length (…は高円寺の商店街の二階にございます; 金魚の養殖場は大和郡山にあります),
a trade in a town or on a river (五所川原で…の講師をしてます; 長良川で鵜匠をしております), a trade by a
suffix older patterns do not know (席主, 湯守), the business's task done in a tool (棋譜の管理は
KifuBaseでやってます), a ledger's tool ended with a comma for the topic, a day of the week that is the day
of a task (毎週水曜が…の日です), a yearly event (毎年十月には…の発表会をやる), a habit said before the rest
of the morning (…をしてから朝飯です; …から一日が始まる), hours of a post (店番は…から…まで), a dislike said
with 苦手 or 無理, a trait said with 根っからの, a drink one is a faction of, a place one lives said after
the clause (…でした、住んでるの) and the time zone asked for with 時刻. FIRST_PATTERNS correct an older
reading and are read before every other Japanese pattern; LATER_PATTERNS after them all."""

from teams.extraction._patterns import WE, Pattern, ja

_END = r"(?:よ|ね|よね|わ|笑|っす|〜|~|…)*[。！!、]?$"
_MASU = r"(?:(?:い|おり)?ます|る|とります)"
# A premises by the word it ends in (養殖場, 道場, 古本屋, 工房, 宿 …).
_PREMISES = r"(?:うちの)?(?:[一-龥ァ-ヶー]{0,6}(?:場|所|屋|館|園|房|店|宿|窯|蔵|室|院|寺|舎|庵|小屋))"
# A place's name, in kanji or kana (大和郡山, 高円寺, みなべ町).
_PLACE = r"[一-龥々ァ-ヶーぁ-ん]{2,8}?"
# A tool named in Latin letters or katakana (KifuBase, LINE公式アカウント, 楽楽販売).
_TOOL = r"(?P<obj>[A-Za-zァ-ヶー][\w.+#ァ-ヶー一-龥-]{1,20}?)"
# 工房の告知は全部ペライチで出してます (round 12): what the business puts out is a task too.
_TASK = r"(?:管理|記録|予約|連絡|会計|受付|集計|発注|在庫|顧客管理|売上管理|帳簿|経理|告知|お知らせ|案内|宣伝|発信)"
_SPAN = (
    r"(?P<obj>(?:朝|午前|午後|昼|夕方|夜|深夜)?[\d一二三四五六七八九十]{1,3}時(?:半|\d{1,2}分)?から"
    r"(?:朝|午前|午後|昼|夕方|夜|深夜)?[\d一二三四五六七八九十]{1,3}時(?:半|\d{1,2}分)?まで)"
)
# Drinks and dishes: a faction of one of them (日本酒はぬる燗派) is the speaker's taste, not the drink's.
_FOOD = (
    r"(?:日本酒|お酒|酒|ビール|ワイン|焼酎|コーヒー|お茶|紅茶|緑茶|味噌汁|卵焼き|目玉焼き|蕎麦|そば|うどん|ラーメン|"
    r"カレー|納豆|餃子|寿司|パン|ご飯|朝ごはん|朝食|お燗|燗|[一-龥]{1,3}茶|"
    # ふぐは唐揚げ派です (round 12): a fish, a meat or a vegetable is had one way or another, like a dish.
    r"ふぐ|フグ|河豚|魚|肉|鶏|鶏肉|豚|豚肉|牛|牛肉|卵|玉子|豆腐|牡蠣|カキ|マグロ|鮭|サバ|イカ|タコ|うなぎ|鰻|"
    r"野菜|トマト|じゃがいも|ポテト|なす|茄子|餅|お餅)"
)

FIRST_PATTERNS = [
    Pattern(
        "ja.trade_in_town",
        # 五所川原で津軽三味線の講師をしてます: a town (a place's ending, not water), then a trade of any craft: where
        # one lives and what one does (a name of a firm before で is read by the older ja.role_in_dept).
        ja(
            r"^(?P<place>[一-龥]{1,4}(?:原|町|市|村|郡|島|野|谷|沢|崎|浜|津|岡|尾|井|瀬|関|郷|里))で"
            r"(?P<obj>[^、。をで]{0,10}?(?:講師|教師|先生|師|士|匠|職人|家|屋))を(?:して|やって)" + _MASU + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("place", "LIVES_IN", "Place"),),
    ),
    Pattern(
        "ja.trade_on_water",
        # 長良川で鵜匠をしております: a trade done on a river, a lake or the sea; the water is no town and no firm.
        ja(
            r"^[一-龥ァ-ヶ]{1,6}(?:川|湖|海|湾|沖|浦|港)で"
            # (a boatman, 船頭, is told by round 9's look-alikes to give nothing here: the crafts' suffixes only.)
            r"(?P<obj>[^、。をで]{0,8}?(?:師|士|匠|職人))を(?:して|やって)" + _MASU + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.task_in_tool",
        # 棋譜の管理はKifuBaseでやってます、道場では / 道場の連絡は全部LINE公式アカウントでやってます: a business's task
        # done in a tool is the business's (the topic names the task, not someone).
        ja(
            rf"^(?:[^、。は]{{1,8}}の)?{_TASK}は(?:全部|すべて|ぜんぶ|主に)?{_TOOL}(?:経由)?で(?:やって|して|回して|出して){_MASU}"
            r"(?:、[^、。]{1,8}では)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.ledger_comma_ended",
        # 池の台帳、もうエクセルは使ってないです: the ledger as the topic, set off by a comma, then the tool it left.
        ja(
            r"^(?:[^、。]{0,6}の)?(?:台帳|帳簿|名簿|カルテ)、もう(?P<obj>[^、。は]{1,15})は使って(?:い)?ない(?:です)?"
            + _END
        ),
        "USES",
        0.85,
        who=WE,
        kind="end",
    ),
    Pattern(
        "ja.food_faction",
        # 日本酒はぬる燗派です: how one takes a drink or a dish is the speaker's taste.
        ja(rf"^{_FOOD}は(?:[^、。]{{1,8}}より)?(?P<obj>[^、。]{{1,8}}?)派(?:です|だ|っす)?" + _END),
        "PREFERS",
        0.8,
    ),
]

LATER_PATTERNS = [
    Pattern(
        "ja.sold_cleft",
        # 売ってるのは備長炭と竹炭、あとは…の袋詰め / 扱ってるのは主に絶版の文庫と、昭和の映画パンフです: what is sold,
        # clefted (the goods after のは).
        ja(
            r"^(?:うちで|店で)?(?:売って|扱って|卸して|出して)(?:い)?る(?:の|もの)は、?(?:主に|おもに|だいたい)?"
            # …、あとは…: the last of the goods after "and besides" (あとは is no good of its own).
            # …、あと修理も受けてます (round 18): a service said with its own verb after it is no good sold.
            r"(?P<obj>[^。]+?)(?:、(?:あとは|あと|それと|それから)"
            r"(?:[^。、]{1,12}?(?:も|を)[^。、]{1,8}(?:ます|る)|(?P<more>[^。]+?)))?(?:です|っす|だよ|ですね)?" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("more", "SELLS", ""),),
    ),
    Pattern(
        "ja.goods_wholesaled",
        # 金魚すくい用の小赤と、らんちゅうを卸してます: goods sold on to shops are sold too.
        ja(r"^(?P<obj>[^。]+?)を(?:卸して|卸売りして|出荷して|納めて)" + _MASU + _END),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.premises_at_length",
        # 金魚の養殖場は大和郡山にあります / 道場は高円寺の商店街の二階にございます: where the premises are; the place
        # is the first name, what follows with の says where in it.
        ja(
            rf"^(?:[^、。は]{{1,8}}の)?{_PREMISES}は、?(?P<obj>{_PLACE})(?:の[^、。]{{1,12}}?)?に"
            r"(?:あります|ある|ございます|あるんです)" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.made_in_town",
        # 紀州のみなべ町で炭を焼いてます: a town (in kanji or kana, …町, …村) where one makes or raises something.
        ja(
            r"^(?:[一-龥]{1,4}の)?(?P<obj>[一-龥ぁ-んァ-ヶ]{1,5}(?:町|村|郡))で[^、。]{1,10}を"
            r"(?:焼いて|作って|造って|育てて|飼って|織って|漉いて|獲って|採って|栽培して|打って|染めて)" + _MASU + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.trade_by_suffix",
        # 将棋道場の席主をしております / 湯守やってます、秋田の…で: a trade whose word ends in 主 or 守.
        ja(
            r"^(?:[^、。]{1,10}の)?(?P<obj>(?!留守)[一-龥]{1,3}(?:主|守))を?(?:して|やって|務めて)" + _MASU
            + r"(?:、[^。]{1,16}で)?" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.suffix_trade_then_name",
        # 湯守の百目鬼です: the trade, then the name.
        ja(r"^(?P<obj>(?!留守)[一-龥]{1,3}(?:主|守))の(?P<name>[一-龥]{2,4})です" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("name", "HAS_NAME", "Name"),),
    ),
    Pattern(
        "ja.became_trade_years",
        # 炭焼き職人になって今年で十二年です: a trade one became, and has been for years.
        ja(
            r"^(?P<obj>[^、。]{1,10}?(?:職人|師|士|匠|家|員))になって(?:今年で|もう)?[\d一二三四五六七八九十]{1,3}年"
            r"(?:です|目です|目|になります)" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.weekday_is_task_day",
        # 養魚場では、毎週水曜が池の水替えの日です: a weekday that is the day of a task is the business's habit.
        ja(
            r"^(?:[^、。]{1,8}では、?)?毎(?:週|月)[^、。がは]{1,6}(?:が|は)(?P<obj>[^、。]{2,12}?)の日(?:です|だ|っす)?"
            + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.yearly_event",
        # 毎年十月には教室の発表会をやるんです: an event held every year (the place's, by its word before の).
        ja(
            r"^毎(?:年|月)[^、。]{0,8}(?:に|には)、?(?:[^、。]{1,6}の)?"
            r"(?P<obj>[^、。]{0,8}?(?:会|祭り?|大会|市|展|ライブ|イベント|まつり))を"
            r"(?:やる|やります|やって(?:い)?ます|開いて(?:い)?ます|開きます|開催して(?:い)?ます)(?:んです|んだ)?" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.habit_before_the_rest",
        # 毎朝、鵜の羽の手入れをしてから朝飯です / 毎朝4時、源泉の温度測りから一日が始まる: what comes first every
        # morning.
        ja(
            r"^毎(?:朝|日|晩)[^、。]{0,6}、?(?P<obj>[^、。]{2,20}?)(?:を(?:して|やって)から[^、。]{1,10}(?:です|だ|ます)|"
            r"から(?:一日|仕事|朝)が始ま(?:る|ります))" + _END
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.post_hours",
        # 店番は昼12時から夜8時まで / 養魚場に出るのは朝4時半から昼12時半までです: the hours of one's post.
        ja(
            # 作業船に乗るのは… (round 12): boarding the work's boat is going out to work.
            r"^(?:[^、。]{1,4}番|[^、。のは]{1,8}に(?:出る|入る|いる|立つ|乗る)の)は"
            + _SPAN
            + r"(?:です|だ|っす)?"
            + _END
        ),
        "HAS_WORKING_HOURS",
        0.8,
    ),
    Pattern(
        "ja.not_my_thing",
        # 民謡酒場の雰囲気って、実はちょっと苦手で… / ゴーヤの苦みだけはどうしても無理: a dislike said with 苦手 or
        # 無理.
        ja(
            r"^(?P<obj>[^、。]{2,15}?)(?:って、?(?:実は|正直)?(?:ちょっと|少し|どうも|かなり)?苦手(?:で|なんです|です)?|"
            r"だけは、?(?:どうしても|本当に|ほんとに|絶対)?無理(?:です|なんです)?)" + _END
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "ja.trait_born",
        # 私、根っからの負けず嫌いなんです: a kind of person one is through and through.
        ja(
            r"^(?:私|僕|俺|わたし|あたし)?、?(?:根っからの|生粋の|筋金入りの|生まれつきの)(?P<obj>[^、。]{2,8}?)"
            r"(?:なんです|です|なんだ|だ|っす)" + _END
        ),
        "IS_A",
        0.8,
        object_type="Trait",
    ),
    Pattern(
        "ja.lives_said_after",
        # ごめん、高尾じゃなくて相模湖でした、住んでるの: the place first, "where I live" after.
        # (a correction's wrong value is blanked before it is read: ごめん、       相模湖でした、…).
        ja(
            r"^(?:ごめん|ごめんなさい|すみません|訂正|失礼)?、?\s*(?:[^、。]{1,8}じゃなくて)?(?P<obj>[一-龥ァ-ヶ]{2,6})"
            r"(?:でした|です)、住んで(?:い)?るの" + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.premises_named",
        # 教室の名前は「撥音会」っていいます / 宿の名前は「湯ノ沢荘」です: the workplace named in brackets.
        ja(
            # 工場の名前は「…」です (round 15): a works or a farm named so too.
            r"^(?:うちの)?(?:教室|宿|道場|工房|店|お店|窯|蔵|会社|事務所|工場|農園|牧場|酒蔵|窯元)の名前は、?「(?P<obj>[^」]{1,20})」"
            r"(?:です|っていいます|と言います|といいます|っす)" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "ja.team_called_by",
        # 裏方のチームは、宿のみんなに「釜番組」って呼ばれてる: the team, who calls it so, and the name.
        ja(r"^[^「」。]{0,10}(?:チーム|班|組|隊)は、?[^「」。]{0,12}に「(?P<obj>[^」]{1,12})」(?:って|と)呼ばれて"),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.moved_records_to",
        # 今は楽楽販売に移しました: the records moved to a tool (移す takes what is moved: the business's records).
        ja(
            r"^今は(?P<obj>[A-Za-zァ-ヶー一-龥][\w.+#ァ-ヶー一-龥-]{1,20}?)に"
            r"(?:移しました|移行しました|切り替えました|移しています)" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.time_zone_asked",
        # 時刻はマルケサス時間でお願いします.
        ja(
            r"^(?:時刻|時間|時計)は(?P<obj>[^、。]{2,12}?時間)で(?:お願いします|お願い|頼みます|お願いできますか)"
            + _END
        ),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
    Pattern(
        "ja.rather_than_prefer",
        # 鼈甲より樹脂の撥のほうが、正直好きですね: a preference over another, an adverb after the comma.
        ja(
            r"^[^、。]{1,12}より(?:も)?(?P<obj>[^、。]{1,12}?)(?:のほう|の方)が、?(?:正直|やっぱり|断然|ずっと)?"
            r"好き(?:です)?" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.home_of_town",
        # 住まいは八王子の高尾です: where one lives, said with the larger place before の.
        ja(
            r"^(?:私の|僕の)?住まい(?:も|は)[一-龥々ァ-ヶー]{1,5}の(?P<obj>[一-龥々ァ-ヶー]{2,6}?)(?:です|っす|だ)"
            + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.allergy_to",
        # 古い紙のカビにアレルギーがあるんですよね、古本屋なのに: an allergy, then what it means said after.
        ja(r"^(?P<obj>[^、。]{2,15}?)にアレルギーが(?:あります|ある|あって|あるんです)(?:よね|よ|ね)?(?:、[^。]*)?$"),
        "HAS_ALLERGY",
        0.85,
        object_type="Allergen",
    ),
]
