"""Japanese patterns for the person and the workplace said in any trade (round 7, issue #25): a role read by the
suffix that makes a word a trade (染め師, 通関士, 飼育係, 鷹匠, 菓子職人, 査定担当, 副住職) with やって/して/務めて,
a role corrected (…ではなく、二等機関士です), a shift's hours (勤務は午後3時から深夜0時まで), a clock one lives by
(フィジー時間で動いてます), where one lives said as 在住, a tool no longer used (もう…使ってないです), events the
business holds every so often (月に一度…相談会を開いてます), what one always does before a task (…前は、必ず…), a
preference said as XよりY派, duties that change every few days, a daily meeting's start, rules said as …がルールです,
and a GitHub handle. A few (FIRST_PATTERNS) are read before every other Japanese pattern, the rest (LATER_PATTERNS)
after them all."""


from teams.extraction._patterns import SELF, WE, Pattern, ja, policy

_END = r"(?:よ|ね|よね|わ|笑|っす)?[。！!、]?$"
# The suffix that makes a word a trade; 関係 (a relation), 当番 (a turn), 成長 … are not trades.
_TRADE = (
    r"(?!関係|当番|全員|会員)[^、。をでのにはがと]{0,8}?"
    r"(?:士|師|員|係|匠|職人|工人|担当|責任者|住職|小屋番|頭|主任|技師|女将|"
    r"(?:店|部|課|船|院|園|館|所|工場|班|室|係|料理|機関)長)"
)
# Where a trade is held, when it is no name: described with の (藍染の工房で, 水族館のクラゲ担当の), a short
# word of a kind of place (寺で, 盆栽園で); a name in Latin letters (JAしまねで) is kept as the workplace.
_WHERE = (
    # (日本郵船で経理部の課長: a workplace said with で before the の is named, and left to the older patterns.)
    # 隅田川で屋形船の船頭: where, then what the trade is of; 温泉旅館で, 囲碁教室で: a kind of place.
    r"(?:(?:[一-龥ァ-ヶー]{1,6}で)?[^、。「」で]*の(?:[^、。「」で]*?[でのに])?|[一-龥]{0,4}[寺園店館院所場屋社室]で|"
    r"(?P<org>[A-Za-z][\wァ-ヶー]{1,15})で)"
)
# 厩務員やってます〜 美浦のトレセンで: a drawl, then where, said after.
_DOING = r"を?(?:やって|して|務めて)(?:い)?(?:ます|る)(?:[〜~]+(?:\s*[^、。]{1,12}で)?)?"
_CLOCK = r"(?:(?:朝|午前|午後|昼|夕方|夜|深夜|夜中)?\d{1,2}(?:時(?:半|\d{1,2}分)?|:\d{2})|正午)"
_EVENT = r"(?:会|教室|見学会|相談会|体験会|祭り?|イベント|セミナー|講座|市|ツアー|ライブ|説明会|船|屋台|出店|ブース)"


TRADE_PATTERNS = [
    Pattern(
        "ja.trade_held",
        # 藍染の工房で染め師やってます / 寺で副住職をしております / 水族館のクラゲ担当の飼育係してます /
        # 盆栽園で剪定担当っす: a trade named by its suffix, after where it is held (a workplace word is no name).
        ja(
            # JAしまねで…: a workplace named in Latin letters is a name (工房で, 寺で are trades' words, not read).
            # A named workplace (ヤマト運輸で, 理研で, 旅館「浜千鳥」の) is left to the older patterns, which keep it.
            rf"^(?:(?:私|僕|わたし|わたくし)(?:は|、))?(?:(?:{_WHERE})?(?P<obj>{_TRADE}){_DOING}|"
            # 検品担当です alone may be the team's duty: with です a trade is read after where it is held.
            rf"{_WHERE.replace('?P<org>', '')}(?P<span>{_TRADE})(?:っす|です))" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "ja.trade_is",
        # 副技師です (after a correction blanks what was wrong), 鍼灸師でした: a word of a licensed trade or a
        # craft (士, 師, 匠, 職人) is a role, not a name; 担当 alone stays unread (検品担当です is the team's duty).
        # 面打ち師っす、よろしくっす: the casual copula, then a greeting.
        ja(r"^(?P<obj>[^、。をでのにはがと]{0,8}?(?:士|師|匠|職人))(?:です|でした|っす)(?:、よろしく[^。]*)?" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.trade_then_name",
        # 手話通訳士の榊原です: the trade, then the name.
        ja(rf"^(?P<role>{_TRADE})の(?P<obj>[一-龥]{{1,4}}|[ぁ-んァ-ヶー]{{2,6}})(?:です|と申します|っす)" + _END),
        "HAS_NAME",
        0.85,
        object_type="Name",
        also=(("role", "HAS_ROLE", "Role"),),
    ),
    Pattern(
        "ja.trade_corrected",
        # 一等機関士ではなく、二等機関士です: the trade it is, not the one first said.
        ja(rf"^[^、。]{{1,12}}?(?:ではなく|じゃなくて)、?(?P<obj>{_TRADE})(?:です|でした)" + _END),
        "HAS_ROLE",
        0.85,
        object_type="Role",
    ),
    Pattern(
        "ja.shift_from_to",
        # 勤務は午後3時から深夜0時までです / 豆腐屋なんで、私の仕事は朝4時から正午まで: a shift's hours.
        ja(
            r"^(?:[^。]*、)?(?:私の|僕の)?(?:勤務|仕事|シフト|勤務時間)は、?"
            rf"(?P<obj>{_CLOCK}から{_CLOCK})(?:まで)?(?:です)?" + _END
        ),
        "HAS_WORKING_HOURS",
        0.85,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "ja.lives_by_clock",
        # 船の上なので、時間はずっとアゾレス時間で動いてます: the clock one lives by (not 勤務時間, 営業時間 …).
        ja(
            r"^(?:[^。]*、)?(?:時間は)?(?:ずっと|いつも)?"
            r"(?P<obj>(?!勤務|作業|営業|労働|稼働|休憩|自由)[ァ-ヶー一-龥]{2,8}(?:時間|標準時))で"
            r"(?:動いて|生活して|暮らして|過ごして)"
            r"(?:い)?(?:ます|る)" + _END
        ),
        "HAS_TIMEZONE",
        0.8,
        object_type="Timezone",
    ),
    Pattern(
        "ja.resident_of",
        # いまスバ在住なので、…: where one lives, said as 在住 (not 在住の友人, someone else's).
        ja(r"^(?:いま|今|現在)?(?P<obj>[^、。のは]{2,8}?)在住(?:なので|です|で|、)"),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.orders_no_longer_taken",
        # 買取はもうジモティーでは受けてないです: orders or bookings taken through a tool are the business's; no longer.
        ja(
            r"^(?:[^、。]{1,8}は)?もう(?P<obj>[^、。はで]{1,15}?)(?:では|で)?受けて(?:い)?(?:ない|ません)(?:です)?"
            + _END
        ),
        "USES",
        0.85,
        who=WE,
        kind="end",
    ),
    Pattern(
        "ja.no_longer_used",
        # うちの農協、去年からもうロジザードは使ってないです / 予約はもうSTORES予約使ってないです: a tool no longer used
        # (うち says the organisation's).
        ja(
            # 自分の稽古メモには、もう…: what it was used for, said first, may be longer.
            r"^(?P<topic>うち|弊社|当社|私たち|僕ら|チーム|会社|部署|店)?[^、。]{0,10}?、?(?:[^、。]{0,8}?)もう"
            r"(?P<obj>[^、。はをで]{1,15}?)(?:は|を)?使って(?:い)?(?:ない|ません)(?:です)?" + _END
        ),
        "USES",
        0.85,
        kind="end",
    ),
    Pattern(
        "ja.event_held",
        # 月に一度、組合員さん向けに営農相談会を開いてます / 毎週土曜は朝イチで釣り教室やってます: an event the
        # business holds every so often is the team's habit.
        ja(
            r"^(?:毎(?:週|月|年|朝|晩)[^、。]{0,8}?|月に?[一二三1-3](?:度|回)|年に?[一二三1-3](?:度|回)|隔週)"
            r"[はに]?、?(?:[^、。]{0,12}?(?:向けに|で|に))?"
            rf"(?P<obj>[^、。をはがで]{{0,12}}?{_EVENT})を?(?:開いて|やって|開催して|出して|して)(?:い)?(?:ます|る)"
            + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.before_always",
        # 通訳に入る前は、必ず用語リストを読み返します: what the speaker always does before a task they do (a verb
        # before 前; "デプロイの前には必ず…", a thing of the work, stays a team rule).
        ja(r"^[^、。]{1,15}?[うくぐすつぬぶむる]前(?:は|に|には)、?必ず(?P<obj>[^、。]{2,30}?)(?:ます|る)[。！!]?$"),
        "HAS_HABIT",
        0.8,
        who=SELF,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.rather_than_faction",
        # 甘いものはこしあんより粒あん派です: of two, the one preferred (the kind of thing said first is no person).
        # 緑茶より、ほうじ茶ラテが好きです: the one liked, after a pause.
        ja(
            r"^(?:[^、。]{1,8}は)?[^、。]{1,10}?より、?(?P<obj>[^、。]{1,10}?)(?:のほう|の方)?(?:派|が好き)(?:です|だ)?"
            + _END
        ),
        "PREFERS",
        0.8,
        who=SELF,
    ),
    Pattern(
        "ja.changes_every",
        # 夜間の当直は3日おきに交代しています / 夜間の水温見回りは4日ごとに当番が替わります: a duty changes hands.
        ja(
            r"^[^、。]{1,15}?は、?(?P<obj>[\d一二三四五六七八九十]+(?:日|週|週間|か月|ヶ月)(?:おき|ごと))に"
            r"(?:当番が|担当が)?(?:交代|替わ|変わ|入れ替わ)"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "ja.meeting_daily_at",
        # 打ち合わせは毎日10時10分スタート / 朝のお勤めは毎日5時半からです: a daily gathering's start.
        ja(
            r"^(?:[^、。]{0,10}の)?(?:打ち合わせ|朝礼|ミーティング|お勤め|段取り確認|朝会|夕礼|申し送り)は、?毎日"
            rf"(?P<obj>{_CLOCK})(?:スタート|から|開始)(?:です)?" + _END
        ),
        "HAS_STANDUP_TIME",
        0.8,
        who=WE,
    ),
    policy(
        "ja.is_the_rule",
        # 山小屋ではゴミは全部持ち帰り、がルールです / 通訳は15分交代が原則になってます: a rule named as one.
        ja(
            # それがルールです points back to a rule said before: nothing to keep from it alone.
            r"^(?:[^、。]{1,10}では、?)?(?!それ|これ|あれ|その|この)(?P<obj>[^。]{3,25}?)、?が(?:ルール|原則|決まり)"
            r"(?:です|になって(?:い)?ます|になってる|だ)?" + _END
        ),
    ),
    Pattern(
        "ja.allergy_so",
        # マンゴーアレルギーなので、… / 鳥の羽毛アレルギーが少しあるんです、…: an allergy said as the reason.
        ja(
            # 実はピスタチオアレルギーなんです、…: said as a confession.
            # ウニアレルギーがあるんで、…: the casual "so".
            r"^(?:実は)?(?P<obj>[^、。]{1,10}?)アレルギー(?:なので|なんで|なんです(?:よ|ね)?|が(?:少し|ちょっと)?ある(?:んです|んで|ので)|"
            r"が(?:少し|ちょっと)あ(?:ります|る))(?:、.*)?[。！!]?$"
        ),
        "HAS_ALLERGY",
        0.85,
        object_type="Allergen",
    ),
    Pattern(
        "ja.premises_in",
        # 店は銚子にあります / うちの工房は上板町にあります: where the business's premises are.
        ja(
            # うちの船宿は浅草橋にあります: after うちの, any word of the premises.
            # 作業場は大柿町にあります / 海女小屋は…: a work yard or a hut, as well.
            r"^(?:(?:うちの|弊社の)?(?:店|お店|工房|会社|事務所|工場|農園|蔵|本社|本店|教室|スタジオ|作業場|[^、。は]{0,3}小屋)|"
            r"(?:うちの|弊社の)[一-龥ァ-ヶー]{1,4})は"
            r"(?P<obj>[^、。はにで]{2,8}?)にあ(?:ります|る)(?:んです)?" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.releases_a_year",
        # アプリのリリースは年4回です: how often a release goes out.
        ja(
            r"^[^、。]{0,10}?(?:リリース|配信|アップデート|バージョンアップ)は"
            r"(?P<obj>(?:年|月)[\d一二三四五六七八九十]+回)(?:です|ペース)?" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
        phrase=True,
    ),
    Pattern(
        "ja.github_is",
        # GitHubはhayabusa-tdです.
        ja(
            # GitHubアカウント：takezaiku-oita: a profile line.
            r"^(?:私の)?GitHub(?:のID|のアカウント|のユーザー名|アカウント)?(?:は|\s*[：:])\s*"
            r"(?P<obj>[A-Za-z0-9][\w-]*)\s*(?:です|だ)?" + _END
        ),
        "HAS_GITHUB_HANDLE",
        0.85,
    ),
]

# Read before every other Japanese pattern: they read a clause an older pattern misread (a habit as a
# rule, an event as the speaker's, a trade as a name, a clock with ずっと in it). The rest are read after
# every other pattern, so a clause the older patterns already read keeps its reading and confidence.
_FIRST = frozenset(
    {
        "ja.before_always",
        "ja.event_held",
        "ja.rather_than_faction",
        "ja.trade_is",
        "ja.trade_corrected",
        "ja.no_longer_used",
        "ja.orders_no_longer_taken",
        "ja.lives_by_clock",
    }
)
FIRST_PATTERNS = [p for p in TRADE_PATTERNS if p.name in _FIRST]
LATER_PATTERNS = [p for p in TRADE_PATTERNS if p.name not in _FIRST]
