"""Japanese patterns for the workshop and who works in it (round 8, issue #25): a rule said as the place's rule
(工房の決まりで、…), the business's work done in a named tool (受注管理はBacklog Cloudでやってます), a team named in
brackets (…チームは「…」って名前です), a tool the workshop stopped using (窯元ではもう…使うのやめました), and a kind of
place (教室, 工房, 旅館 …) that says where a trade is held but is no workplace's name. FIRST_PATTERNS correct an
older reading and are read before every other Japanese pattern; LATER_PATTERNS after them all."""


from teams.extraction._patterns import SELF, WE, Pattern, ja, policy
from teams.extraction._patterns_ja_spoken import ROLES

_END = r"(?:よ|ね|よね|わ|笑|っす)?[。！!、]?$"
# A kind of place a trade is held in: said with で it says where, not whom one works for (囲碁教室で講師をしてます).
# Round 10: a storehouse-brewery (醤油蔵, 蔵), a stable of wrestlers and a cinema by its kind (名画座, 劇場) as well.
KIND_OF_PLACE = (
    r"(?:教室|工房|窯元|工場|旅館|農園|牧場|厩舎|船宿|道場|酒蔵|蔵元|料亭|作業場|アトリエ|小屋|[一-龯]{0,2}蔵|相撲部屋|"
    r"名画座|劇場|映画館)"
)
# What a business does for its customers: done in a tool, the tool is the business's (受注管理, 予約, 会計 …).
# A tool named in Latin letters, or in katakana (a kanji may end it: ネクスタ帳).
_KANA_TOOL = r"(?P<obj>[A-Za-z][\w .+-]{0,20}?|(?=[^、。]*[ァ-ヶ])[ァ-ヶーぁ-んA-Za-z][ァ-ヶーぁ-んA-Za-z一-龥]{1,14}?)"
_BUSINESS_TASK = (
    r"(?:[^、。はで]{0,6}(?:受注|発注|注文|予約|会計|経理|在庫|顧客|請求|売上|出荷|仕入れ?|勤怠|給与|決済|通販|チケット|発送|前売り?)"
    r"[^、。はで]{0,4})"
)

# A business's book of records (顧客台帳, 仕入帳簿): what is kept in it is the business's, and so is the tool (予約は
# もう… is labelled the speaker's as often as the shop's, so a task alone does not say whose).
_LEDGER = r"(?:[^、。はで]{0,6}(?:台帳|帳簿|名簿|カルテ))"


FIRST_PATTERNS = [
    Pattern(
        "ja.role_at_kind_of_place",
        # 囲碁教室で講師をしてます / 町工場で旋盤工やってて: the role, where a kind of place says where it is held
        # (ja.role_in_dept would keep the place as a workplace's name).
        ja(
            rf"^(?:私は|僕は)?(?:[^、。のでは]{{1,5}}の)?[^、。のでは]{{0,4}}?{KIND_OF_PLACE}で(?:[^、。をで]{{0,10}}の)?"
            rf"(?P<obj>[^、。をでの]{{0,15}}?(?:{ROLES}|士|師|員|匠|職人|頭|人|技師))を?"
            # しとります / しております: the same, said in a dialect or humbly.
            r"(?:(?:やって|して)(?:います|ます|いる|る|いて|て)|(?:やっ|し)(?:とり|てお?り)ます)" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.workshop_no_longer_uses",
        # 工房ではもうMakeShop使ってないです / 窯元ではもうソリマチ会計王使うのやめました: the place of the work said as
        # the topic makes the tool the workshop's (ja.no_longer_used would read it as the speaker's).
        ja(
            rf"^(?:うちの)?(?:[^、。]{{0,4}}?{KIND_OF_PLACE}(?:では|は)|{_LEDGER}は)、?もう(?P<obj>[^、。はをで]{{1,15}}?)(?:は|を)?"
            # …使うのやめて、いまはTocaroです: stopped, then what instead.
            r"(?:使って(?:い)?(?:ない|ません)(?:です)?|使うの(?:を)?(?:やめ|止め)(?:ました|て))(?:、.*)?[。！!]?$"
        ),
        "USES",
        0.85,
        who=WE,
        kind="end",
    ),
    Pattern(
        "ja.task_in_tool",
        # 受注管理はBacklog Cloudでやってます / 予約はRESERVAで受けてます、うちの船宿では: the business's work, done in
        # a tool named in Latin letters (ja.uses_instrument reads it as a doubtful tool of the task).
        ja(
            # 在庫の管理はクラウドトーマスでやってます / 会計はOkageレジです、うちの店では: a name in katakana as well,
            # sold through it (出して), or said with です when it is named as a kind of tool (顧客名はGlobexです is a
            # name given, not a tool).
            # 受注はネクスタ帳で管理してます (round 15): a katakana name may end in a kanji (…帳, …丸).
            rf"^{_BUSINESS_TASK}は{_KANA_TOOL}\s*"
            r"(?:で(?:やって|管理して|受けて|回して|つけて|して|出して)(?:い)?(?:ます|る)|"
            r"(?:(?<=レジ)|(?<=ソフト)|(?<=アプリ)|(?<=システム))です)"
            r"(?:、(?:うちの)?[^、。]{1,6}(?:では|は))?" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.own_records_in_tool",
        # 自分の作業記録はラクメモでつけてます / 出張の旅程はタビメモで管理してます (round 15): one's own records or
        # plans kept in a tool are the speaker's tool, not the business's.
        ja(
            r"^(?:(?:自分の|私の|僕の|個人の)[^、。はで]{1,8}|(?:出張|旅行)の(?:旅程|予定)|家計簿|日記|スケジュール)は"
            rf"{_KANA_TOOL}\s*で(?:管理して|つけて|書いて|記録して|立てて)(?:い)?(?:ます|る)" + _END
        ),
        "USES",
        0.8,
        object_type="Tool",
    ),
    Pattern(
        "ja.team_called",
        # うちの和太鼓チームは「鳴神衆」って名前です: the team by its name in brackets (ja.our_value reads a slot of
        # its own).
        ja(
            r"^(?:うちの|私たちの|僕らの)[^、。]{0,8}?(?:チーム|班|組|隊|衆|部)は、?「(?P<obj>[^」]{1,20})」"
            r"(?:って|という)名前(?:です|だ)?" + _END
        ),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
]

LATER_PATTERNS = [
    policy(
        "ja.rule_of_the_place",
        # 工房の決まりで、漉き場には土足厳禁です / 厩舎の決まりで、馬房にスマホは持ち込み禁止: the place's rule, said
        # first.
        # そのルールで、問題ないです: a rule pointed back to says nothing new.
        ja(
            # 店の決まり：櫨の実は地元のものしか使わない: said with a colon as well.
            r"^(?!その|この|あの)(?:[^、。]{1,8}の)?(?:決まり|きまり|ルール|規則|方針|掟)(?:で、?|\s*[：:]\s*)(?P<obj>[^。]{3,30}?)(?:です|だ)?"
            + _END
        ),
    ),
    Pattern(
        "ja.allergy_by_symptom",
        # 銀杏を食べると蕁麻疹が出るんです / 猫を触るとかゆみが出ます: what brings on hives or an itch.
        ja(
            r"^(?P<obj>[^、。をは]{1,10}?)を(?:食べる|飲む|触る|触ったり|食べたり)と[^、。]{0,8}?"
            r"(?:蕁麻疹|じんましん|湿疹|発疹|かゆみ|痒み)が出(?:る|ます)(?:んです|んだ)?(?:、.*)?[。！!]?$"
        ),
        "HAS_ALLERGY",
        0.8,
        object_type="Allergen",
    ),
    Pattern(
        "ja.languages_get_by",
        # シンハラ語とベンガル語、どっちも日常会話くらいならいけます: languages one gets by in.
        ja(
            # 日本語のほかに、ハウサ語と…が話せます: the language one has anyway, said first.
            r"^(?:[^、。]{1,6}語の(?:ほかに|他に)、?)?(?P<obj>[^、。]{1,10}?語(?:と[^、。]{1,10}?語)*)、?(?:は、?|が)?(?:どっちも|両方|どちらも|両方とも)?"
            r"[^、。]{0,14}?(?:いけます|話せます|しゃべれます|喋れます|いける)" + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "ja.lives_te",
        # 鳴子に住んで、こけし工人をしております: where one lives, said before what one does there.
        ja(r"^(?:私は|僕は)?(?!ここ|そこ|あそこ|どこ)(?P<obj>[^、。をはがに]{2,8}?)に住んで(?:いて|て)?、$"),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.chore_at_hour",
        # 馬の手入れ、毎朝4時からっす: a chore at a fixed hour every morning or evening is the speaker's habit (a
        # meeting at a fixed hour is the team's, read elsewhere).
        ja(
            r"^(?!.*(?:会議|ミーティング|朝礼|打ち合わせ|朝会|夕礼|定例))(?P<obj>[^、。]{2,12}?)、"
            r"毎(?:朝|晩|日|夕方)(?:\d{1,2}|[一二三四五六七八九十]{1,3})時(?:半)?から(?:です|っす)?" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=SELF,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.tool_of_kind_corrected",
        # うちの会計ソフト、ツカエル会計じゃなくて勘定奉行でした: the kind of tool said first, then the one it is (the
        # framing has blanked the wrong one and keeps it as what this corrects).
        ja(
            r"^(?P<topic>うち|私|僕)の[^、。]{0,6}?(?:ソフト|アプリ|ツール|システム)(?:は|、)\s*"
            r"(?P<obj>[^、。\s]{1,15}?)(?:でした|です|だった)" + _END
        ),
        "USES",
        0.85,
    ),
]
