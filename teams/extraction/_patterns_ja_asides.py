"""Japanese patterns for what is set off by a comma or a bracket (round 12, issue #25): goods listed before who
sells them (A と B、これがうちの看板商品です; A と B、それから C、うちで売ってます), a shop's name in brackets
before or after the trade (「…」、それが私の勤め先です; 下関の割烹「…」で…調理師をしてます), a town before a comma
and where in it (…工房は高山の郊外、川沿いにあります), a correction's right value before what it is of (…でした、
図面は; …でした、今住んでるのは), a boss told by a title then a name (上司にあたるのは工房主の…さんで), an event
held yearly or weekly with who it is for (毎年八月に、子ども向けの…大会を開きます), a habit after work (仕事終わり
には必ず…をします), a name given with a comma (…、と申します), what everyone calls one, a team named in its
workplace, two languages set off by a comma, a strong dislike (…が大っ嫌いで), a tool given up with a comma after
its name, the work's papers drawn in a tool (図面は…で引いてます), a service post in a shop (…屋で給仕をやってます),
and the time shown in a zone. Round 15 added a correction headed by what it corrects (住所の訂正：…), a tool ended
where it was used (農園では…はもう使ってません), where one works as a cleft's focus (勤めているのは「…」っていう
工房です) or after the kind of place (工房「…」に勤めて), and an event said first, then how often it is held
(…見学会、年に二回やってます). FIRST_PATTERNS correct an older reading and are read before every other Japanese
pattern; LATER_PATTERNS after them all."""

from teams.extraction._patterns import WE, Pattern, ja, policy

_END = r"(?:よ|ね|よね|わ|笑|っす|〜|~|…)*[。！!、]?$"
_MASU = r"(?:(?:い|おり)?ます|る|とります)"
# A premises by the word it ends in (家具工房, 駄菓子屋, 直売所 …).
_PREMISES = r"(?:うちの)?(?:[一-龥ァ-ヶー]{0,6}(?:場|所|屋|館|園|房|店|宿|窯|蔵|室|院|寺|舎|庵|小屋))"
_PLACE = r"[一-龥々ァ-ヶーぁ-ん]{2,8}?"
# A tool named in Latin letters or katakana (Vectorworks, Jw_cad, ペライチ).
_TOOL = r"(?P<obj>[A-Za-zァ-ヶー][\w.+#ァ-ヶー一-龥-]{1,20}?)"
# The work's papers, kept or drawn in a tool (図面, 見積書, 伝票 …).
_PAPERS = r"(?:図面|設計図|見積(?:もり|書)?|請求書|伝票|帳簿|台帳|シフト表|献立|レシピ|型紙|名簿|カルテ)"
# An event a business holds (見学会, 講習, くじ引き大会, 体験 …).
_EVENT = r"[^、。をのに]{1,10}?(?:会|講習|教室|大会|体験|市|祭り|祭|稽古|ツアー|フェア)"
_WHEN = r"毎(?:年|月|週)[^、。をに]{0,6}?"
# How a language came to be spoken: learned from someone, or enough for daily talk.
_LEARNED = (
    r"(?:[^、。]{1,8}?(?:に|から)(?:習いました|教わりました|習った)|"
    r"(?:日常会話|簡単な会話|挨拶)(?:くらい|程度|ぐらい)(?:なら|は)(?:話せます|できます)?)"
)
# A person's title before a name: 工房主の, 親方の, 店長の.
_NAME = r"[一-龥々ァ-ヶーぁ-ん]{1,6}?"

# A trade's work told as what one makes or keeps (…職人をしております, …の店をやって, …に勤めて, …を作って).
_WORK_THERE = (
    r"(?:(?P<role>[^、。をで]{1,14}?(?:職人|農家|漁師|大工))を(?:して|やって)|[^、。]{1,12}?屋を(?:して|やって)|[^、。]{1,12}?(?:店|工房|窯|蔵|場|園|所)"
    r"(?:を(?:やって|営んで)|に勤めて|で働いて)|[^、。]{1,12}?を(?:作って|焼いて|育てて|漬けて))"
)

FIRST_PATTERNS = [
    Pattern(
        "ja.address_corrected",
        # 住所の訂正：…じゃなくて…です (round 15): a correction headed by what it corrects; the wrong value is blanked,
        # the right one is where one lives (ja.name_alone took it for a name).
        ja(rf"^(?:住所|住まい|住んでる(?:所|とこ)|家)の訂正\s*[：:]\s*(?P<obj>{_PLACE})(?:です|でした|だ)" + _END),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "ja.ended_in_setting",
        # 農園ではハナヨヤクはもう使ってません (round 15): where the tool was used, with では, is no part of its name;
        # a place of work says the business's.
        ja(
            rf"^(?:{_PREMISES}|うち|店|会社|現場)では、?(?P<obj>[A-Za-zァ-ヶー][\w.+#ァ-ヶー一-龥-]{{1,20}}?)は、?(?:もう|すでに)?"
            r"(?:使って(?:い)?ません|使って(?:い)?ないです|やめました)" + _END
        ),
        "USES",
        0.85,
        who=WE,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "ja.workplace_cleft",
        # 勤めているのは「…」っていう工房です (round 15): where one works said as the cleft's focus, its name in
        # brackets, the kind of place after.
        ja(
            r"^(?:今)?(?:勤めて(?:い)?る|働いて(?:い)?る)(?:の|ところ|とこ)は、?[「『](?P<obj>[^」』]{1,16})[」』]"
            r"(?:っていう|という|って)?(?:[^、。]{0,8})?(?:です|だ)" + _END
        ),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
    ),
    Pattern(
        "ja.kind_then_named_workplace",
        # 工房「…」に勤めて十年になります (round 15): the kind of place, then its name in brackets, then that one works
        # there, how long after.
        ja(
            rf"^{_PREMISES}[「『](?P<obj>[^」』]{{1,16}})[」』](?:に勤めて|で働いて)(?:[^、。]{{0,12}}?(?:になります|です|ます|"
            r"います))?" + _END
        ),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
    ),
    Pattern(
        "ja.event_then_how_often",
        # 節の見学会、年に二回やってます / 刈り取り祭りは毎年7月にやります (round 15): an event said first, then how
        # often it is held; the business's habit.
        ja(
            rf"^(?P<obj>(?:[^、。をはに]{{1,8}}の)?{_EVENT})(?:は|、)\s*(?:{_WHEN}|年に[一二三四五六1-6]回|月に[一二三1-3]回)"
            r"(?:に|は)?(?:うちで|店で|[^、。]{1,6}で)?(?:(?:やって|開いて|開催して)(?:い)?ます|(?:やり|開き|開催し)ます)"
            + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
    ),
    Pattern(
        "ja.town_then_work",
        # 会津若松で赤べこの張り子職人をしております / 小千谷で錦鯉の養鯉場に勤めてます / 大館で曲げわっぱを作ってます
        # (round 14): a town in kanji first, then a trade's work, is where one lives (ja.role_in_dept took the town
        # for a workplace). A workplace has a company's or a department's word, or katakana
        # (カゴメのマーケティング部で).
        ja(
            # 大館 is a town, 旅館 or 公民館 a premises: 館 alone does not say which.
            r"^(?:私は|僕は)?(?!(?:旅|会|本|別|新|図書|美術|博物|体育|公民|記念|水族)館で)"
            r"(?P<obj>[一-龥々]{2,5})(?<![部課社店所場園屋室院司])で" + _WORK_THERE
            + r"(?:おります|います|ます|いる|る)(?:[、,][^。]*)?[。！!]?$"
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
        also=(("role", "HAS_ROLE", "Role"),),
    ),
    Pattern(
        "ja.day_set_up_each",
        # 毎月、染め体験の日を設けてます、工房で (round 13): a day or an event one sets up (設ける) each month or
        # week is the business's, where it is held added after a comma or not (ja.habit read it as the speaker's).
        ja(
            r"^毎(?:月|年|週|日)[^、。]{0,6}?、?(?P<obj>[^、。をに]{2,12}?)を設けて(?:ます|います|る)"
            r"(?:、[^、。]{1,10}?で)?" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
    ),
    Pattern(
        "ja.company_name_is",
        # 会社の名前は「白波織物」です (round 13): the name of "the company", said without うちの or 私たちの, is
        # where the speaker works (ja.team_label read the company's name as the team's).
        ja(
            r"^(?:会社|勤め先|勤務先|職場|勤めてる会社|勤めている会社)の名前は、?[「『]?(?P<obj>[^、。「」『』]{2,16}?)[」』]?"
            r"(?:です|といいます|って言います)" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "ja.after_work_without_fail",
        # 仕事終わりには必ず鉋の刃研ぎをします: 必ず said of one's own routine after work is a habit, not a rule.
        ja(
            r"^(?:仕事|作業|営業|店|稽古|練習)?(?:終わり|終わった後|上がり|明け|の後)(?:に|には|は)、?(?:必ず|毎日|いつも)"
            r"(?P<obj>[^、。]{2,14}?)を(?:し|やり)(?:ます|ています)" + _END
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
    ),
    Pattern(
        "ja.event_held_yearly",
        # 毎週月曜は、店で若手向けの捌き方講習をやってます / 駄菓子屋では毎年八月に、子ども向けのくじ引き大会を開きます:
        # the event held is the business's habit, without when, where and for whom.
        ja(
            rf"^(?:{_PREMISES}では)?{_WHEN}(?:は|に|には)、?(?:[^、。]{{1,6}}で)?(?:[^、。]{{1,8}}(?:向け|対象)の)?"
            rf"(?P<obj>{_EVENT})を(?:やって|開いて|開催して|して|開き|やり|開催し){_MASU}?(?:ます)?" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
    ),
    Pattern(
        "ja.event_then_when",
        # 真珠の浜揚げ見学会を、毎年十二月にうちでやってます: the event first, when and where after.
        ja(
            rf"^(?:[^、。を]{{1,6}}の)?(?P<obj>{_EVENT})を、?{_WHEN}に(?:うちで|店で|工房で|[^、。]{{1,6}}で)?"
            rf"(?:やって|開いて|開催して|して){_MASU}" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
    ),
    Pattern(
        "ja.task_ended_then_now",
        # 予約はもうトレタ使ってないです、今は…: the business's task as the topic, the new tool after, makes the
        # ended tool the business's.
        ja(
            r"^(?:予約|注文|受注|会計|在庫|顧客管理|売上管理|帳簿|経理|受付|図面)は、?もう"
            # Only with a comma after it, the move told on (今は…で受けてます): said alone and ended, part 11
            # labels it the speaker's (予約はもうSTORES予約使ってないです。).
            r"(?P<obj>[A-Za-zァ-ヶー][\w.+#ァ-ヶー一-龥-]{1,20}?)(?:は|を)?使って(?:い)?ない(?:です)?、$"
        ),
        "USES",
        0.85,
        who=WE,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "ja.papers_in_tool",
        # 図面はJw_cadで引いてます: the work's papers drawn or kept in a tool are the business's.
        ja(rf"^{_PAPERS}は(?:全部|すべて|主に)?{_TOOL}で(?:引いて|描いて|書いて|作って|つけて|管理して){_MASU}" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.named_shop_trade",
        # 下関の割烹「潮鳴」でふぐ調理師をしてます: a shop by its kind and its name in brackets, then the trade.
        ja(
            r"^(?:[^、。「]{1,6}の)?[^、。「]{0,6}「(?P<org>[^」]{1,12})」で"
            r"(?P<obj>[^、。をで「]{1,10}?(?:師|士|匠|職人|員|係|手|工|長))を(?:して|やって)" + _MASU + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "ja.now_taken_in_tool",
        # …、今はebicaで受けてます: bookings or orders taken in a tool are the business's (ja.uses_instrument read
        # it as the speaker's).
        ja(rf"^今は{_TOOL}で受けて{_MASU}" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
]

LATER_PATTERNS = [
    Pattern(
        "ja.trade_then_town",
        # 扇骨職人をしてます、伏見で (the pipeline joins the bare place): the trade, then the town it is done in.
        ja(
            r"^(?P<obj>[^、。をで]{1,10}?(?:師|士|匠|職人|家|屋|員|大工))を(?:して|やって)(?:い|おり)?ます、"
            rf"(?P<place>{_PLACE})で" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("place", "LIVES_IN", "Place"),),
    ),
    Pattern(
        "ja.goods_then_flagship",
        # 曲木の椅子とダイニングテーブル、これがうちの看板商品です: the goods first, what they are to the shop after.
        ja(
            # 紅白と大正三色、これがうちの主力の品種です (round 14): 主力 said with what kind of goods (品種, 商品).
            r"^(?P<obj>[^。]{2,30}?)、(?:これ|それ)が(?:うちの|店の)?"
            r"(?:看板商品|主力商品|売れ筋|人気商品|定番商品|(?:主力|看板|定番)の(?:品種|商品|品))(?:です|だ)?" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.goods_then_we_sell",
        # 麩菓子と水あめ、それから型抜き菓子、うちで売ってます (the pipeline joins the bare seller to the goods).
        ja(
            # 赤べこと起き上がり小法師、うちはこの二つを売ってます / …、この二つをうちの工房で作って売ってます
            # (round 14): この二つ points back to the goods said first, where they are made may come between.
            r"^(?P<obj>[^。]{2,30}?)、(?:(?:それから|あと|あとは|それと)(?P<second>[^、。]{1,15}?)、)?"
            r"(?:うちは|うちでは)?(?:(?:この|その)(?:[二三2-3]つ|ふたつ|みっつ|両方)を)?"
            r"(?:うちで|店で|うちの[一-龥]{1,3}で)?(?:は)?(?:作って|焼いて|育てて)?売って" + _MASU + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "SELLS", ""),),
    ),
    Pattern(
        "ja.premises_here_sold",
        # 直売所では真珠のネックレスと、貝柱の干物を売ってます: the premises' goods, two set off by a comma.
        ja(rf"^{_PREMISES}では(?P<obj>[^。]{{2,30}}?と、[^。]{{2,20}}?)を売って" + _MASU + _END),
        "SELLS",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.premises_town_outskirts",
        # 家具工房は高山の郊外、川沿いにあります: the town, then where about it.
        ja(
            rf"^{_PREMISES}は(?P<obj>{_PLACE})の(?:郊外|外れ|はずれ|近く|山奥|山あい|町外れ|中心部?)、"
            r"[^、。]{1,12}に(?:あります|ある|ございます)" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.role_first",
        # 漬け込み担当、それが私の役目です (round 14): the work first, what it is to the speaker after.
        ja(
            r"^(?P<obj>[^、。「」はがを]{2,15})、(?:それ|これ)が(?:私|僕|俺|わたし|自分)の"
            r"(?:役目|役割|担当|持ち場|本業|職業|仕事)(?:です|だ)?" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.named_workplace_first",
        # 「椀っこ亭」、それが私の勤め先です: the name first, what it is to the speaker after.
        ja(
            r"^「(?P<obj>[^」]{1,15})」、(?:それ|ここ|そこ)が(?:私|僕|俺|わたし|自分)の"
            r"(?:勤め先|職場|仕事場|勤務先)(?:です|だ)?" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "ja.boss_by_title",
        # 上司にあたるのは工房主の鳩山さんで、…: the boss's title, then the name.
        ja(
            r"^(?:私の)?上司(?:にあたる|っていう|と言える)?のは(?:[^、。]{1,8}の)?"
            rf"(?P<obj>{_NAME})(?:さん|様|氏)(?:で|です)" + _END
        ),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "ja.right_value_tool_of",
        # ごめん、Jw_cadじゃなくてVectorworksでした、図面は: the right tool, then the papers it is for.
        ja(rf"^(?:ごめん|すみません|失礼|あ)?、?\s*{_TOOL}でした、(?:[^、。]{{1,6}}の)?{_PAPERS}は" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.right_value_home",
        # あ、答志島じゃなくて菅島でした、今住んでるのは: the right place, then that it is where one lives.
        ja(rf"^(?:ごめん|すみません|失礼|あ)?、?\s*(?P<obj>{_PLACE})でした、(?:今)?住んで(?:る|いる)のは" + _END),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "ja.team_called_at_work",
        # 塗装担当のチームは、工房で「漆番」って呼ばれてます: a team's name where it works.
        ja(
            r"^[^、。]{0,10}(?:チーム|班|組)は、?[^、。「]{0,8}?で「(?P<obj>[^」]{1,12})」(?:って|と)呼ばれて"
            + _MASU
            + _END
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.called_by_everyone",
        # みんなには「ナギ」って呼ばれてます: what everyone calls one is one's name.
        ja(
            r"^(?:みんな|皆|周り|仲間|友達|職場)(?:には|から)「(?P<obj>[^」]{1,10})」(?:って|と)呼ばれて" + _MASU + _END
        ),
        "HAS_NAME",
        0.8,
    ),
    Pattern(
        "ja.name_comma_moushimasu",
        # 乙部みなと、と申します: a pause before と申します.
        ja(r"^(?P<obj>[一-龥々ァ-ヶーぁ-ん]{2,10})、と(?:申します|いいます|言います)" + _END),
        "HAS_NAME",
        0.85,
    ),
    Pattern(
        "ja.time_shown_in",
        # 時刻はネパール時間で表示してください.
        ja(r"^(?:時刻|時間)は(?P<obj>[^、。]{1,12}時間)で(?:表示して|出して|書いて)(?:ください|下さい|ね)?" + _END),
        "HAS_TIMEZONE",
        0.85,
        object_type="Timezone",
    ),
    Pattern(
        "ja.two_languages_comma",
        # リトアニア語と、マオリ語を少し話せます.
        ja(
            r"^(?P<obj>[一-龥ァ-ヶー]{1,8}語)と、(?P<second>[一-龥ァ-ヶー]{1,8}語)を(?:少し|ちょっと|少々|日常会話程度)?"
            r"話せ(?:ます|る)" + _END
        ),
        "SPEAKS",
        0.85,
        object_type="SpokenLanguage",
        also=(("second", "SPEAKS", "SpokenLanguage"),),
    ),
    Pattern(
        "ja.hate_strongly",
        # セロリの匂いが大っ嫌いで、…: 大っ嫌い (said with a small tsu) is a dislike.
        ja(r"^(?P<obj>[^、。がは]{1,12})が大っ?嫌い(?:で|です|なんです)?" + _END),
        "DISLIKES",
        0.85,
    ),
    Pattern(
        "ja.tool_given_up_comma",
        # マネーツリーは、もうやめました: a tool's name, a comma, then that it was given up (a habit given up, タバコ or
        # お酒, is none).
        ja(
            r"^(?!タバコ|たばこ|煙草|お酒|酒|コーヒー|ジム|ダイエット)(?P<obj>[A-Za-zァ-ヶー][\w.+#ァ-ヶー-]{1,20}?)は、"
            r"もう(?:やめ|辞め|止め)(?:ました|た)" + _END
        ),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "ja.service_post_in_shop",
        # わんこそば屋で給仕をやってます: a post in a shop by the word for the work.
        ja(
            rf"^(?:{_PREMISES}|[ぁ-ん]{{1,6}}(?:屋|店))で(?P<obj>給仕|配膳係?|仲居|接客係?|ホール係?|レジ係|厨房係?|板前|店番|皿洗い|洗い場)"
            r"を(?:して|やって)" + _MASU + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.work_is_duty",
        # 仕事は節削り担当です、一日中… (round 15): one's work said to be a duty (…担当, …係) is the role.
        ja(r"^(?:私の|僕の)?(?:仕事|持ち場|担当)は、?(?P<obj>[^、。はが]{1,10}?(?:担当|係))(?:です|だ)" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.allergy_rash",
        # 研磨剤のワックスにかぶれるんです、アレルギーで (round 15): what the skin breaks out from; an allergy said by
        # its symptom (西洋かぶれ, a noun, is a taste, not this verb).
        ja(
            r"^(?P<obj>[^、。はが]{1,14}?)(?:に|で)(?:肌が)?(?:かぶれ(?:る|ます|ちゃう|てしまう)|かぶれやすい)(?:んです|んだ)?"
            r"(?:、(?:アレルギー|体質)で)?" + _END
        ),
        "HAS_ALLERGY",
        0.8,
        object_type="Allergen",
    ),
    Pattern(
        "ja.goods_too_ours",
        # 宗田節とだしパック、あと削り節の小袋もうちの商品です (round 15): goods listed, more added with あと, said
        # to be the business's goods.
        ja(
            r"^(?P<obj>[^。]{2,30}?)(?:、(?:あと|あとは|それから|それと)(?P<second>[^、。]{1,15}?))?(?:も|が|は)"
            r"(?:うちの|店の)(?:商品|売り物|品物)(?:です|だ)" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "SELLS", ""),),
    ),
    Pattern(
        "ja.premises_place_is",
        # 提灯の工房、場所は岐阜の湊町です (round 15): the premises set off by a comma, then where it is; a prefecture
        # or city before の narrows the place and is left out.
        ja(
            rf"^(?:うちの)?(?:[^、。]{{1,8}}の)?{_PREMISES}、\s*(?:場所|所在地)は(?:[一-龥]{{2,4}}の)?(?P<obj>{_PLACE})"
            r"(?:です|にあります|だ)" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.language_learned_from",
        # サーミ語は祖母に習いました / ケチュア語も日常会話くらいなら (round 15): a language learned from someone, or
        # spoken "enough for daily talk", is one the speaker speaks.
        ja(
            rf"^(?P<obj>[一-龥ァ-ヶー]{{1,10}}語)(?:は|も)、?{_LEARNED}(?:、(?P<second>[一-龥ァ-ヶー]{{1,10}}語)も{_LEARNED})?"
            + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
        also=(("second", "SPEAKS", "SpokenLanguage"),),
    ),
    Pattern(
        "ja.tool_of_kind_ended",
        # メモリアンってメモアプリ、もう使ってないっす (round 15): a tool named, then its kind (…アプリ, …ツール), then
        # that it is no longer used.
        ja(
            r"^(?P<obj>[A-Za-zァ-ヶー][\w.+#ァ-ヶー一-龥-]{1,20}?)(?:って|という)(?:いう)?[^、。]{0,6}?"
            r"(?:アプリ|ツール|ソフト|サービス)、?(?:もう|今は)?(?:使って(?:い)?ない(?:です)?|使って(?:い)?ません|やめました)"
            + _END
        ),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    policy(
        "ja.rule_is_to",
        # 農園のルールは、畝の間を走らないこと (round 15): the place's rule, then what it says, ending in こと or a ban
        # (うちのルールは厳しいです says what the rule is like, not what it says).
        ja(
            # うちのルール、金曜はデプロイしないこと (round 17): the rule set off by a comma, with no は.
            r"^(?!その|この|あの)(?:[^、。]{1,8}の)?(?:決まり|きまり|ルール|規則|掟)(?:は、?|、)"
            r"(?P<obj>[^。]{3,30}?(?:こと|禁止|厳禁))(?:です|だ)?" + _END
        ),
    ),
]
