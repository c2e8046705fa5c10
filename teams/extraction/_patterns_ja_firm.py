"""Japanese patterns for a team's and a person's facts said in shapes part 23 showed the rules did not know (round 19,
issue #25): a department's only tool for a kind of work (うちの部署、デザインは…一択です), the release every so many
weeks, the on-call duty said after the duty's name, the team named with っていう, the hours of work with 勤務は,
the master by name before は, an allergy said with アレルギーで, a dislike said first (…、どうしても無理), a
self-description with マニアなんです, and an app of a kind dropped (…アプリの…はやめた). Read before every other
Japanese pattern."""

from teams.extraction._patterns import WE, Pattern, ja

_END = r"(?:よ|ね|よね|わ|笑|っす)?[。！!]?$"
_TOOL_NAME = r"[A-Za-zァ-ヶ][\w.+#ァ-ヶー一-龥-]{0,20}?"
_NUM = r"[一二三四五六七八九十\d]{1,3}"

JA_FIRM_PATTERNS = [
    Pattern(
        "ja.role_at_kind_of_firm",
        # 仙台の会計ソフトの会社でバックエンドエンジニアをやってます: a role at a firm said by its kind, not its name.
        ja(
            r"^(?:[^、。はが]{1,20}の)?(?:会社|事務所|工房|店|スタジオ|チーム)で\s*(?P<obj>[^、。をでは]{1,12}"
            r"(?:エンジニア|デザイナー|マネージャー|リーダー|ディレクター|職人|担当))を(?:やって|して)(?:い|おり)?"
            r"(?:ます|る)" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.dept_only_tool",
        # うちの部署、デザインはFigma一択です: a department's one tool for a kind of work is the team's (parts 7-10
        # label one's own …一択 a preference; the department said first makes it the org's).
        ja(
            r"^うちの(?:部署|チーム|会社|課|部)、\s*[^、。はが]{1,8}は\s*(?P<obj>" + _TOOL_NAME
            + r")\s*一択(?:です|だ)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.release_every",
        # リリースは三週間ごとにやってます: the release every so many weeks or months.
        ja(
            r"^(?:うちの)?リリースは\s*(?P<obj>" + _NUM + r"(?:週間|か月|ヶ月|カ月)(?:ごと|おき)|隔週|毎週|毎月)に?"
            r"(?:やって|出して|して)(?:い|おり)?(?:ます|る)" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.duty_then_how_often",
        # 夜間の呼び出し当番、うちは四週に一度ですね: the on-call duty named first, then how often it comes.
        ja(
            r"^[^、。]{0,6}(?:呼び出し当番|オンコール|当番)、\s*(?:うちは)?(?P<obj>" + _NUM
            + r"(?:週|日|か月|ヶ月)に一(?:度|回))(?:です|だ|っす)?(?:ね|よ)?[。！!]?$"
        ),
        "HAS_ON_CALL_ROTATION",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.we_are_team_named",
        # うちは「青葉班」っていう決済チームです: the team by its name, then what kind of team.
        ja(
            r"^うちは「(?P<obj>[^」]{1,12})」(?:っていう|という)[^、。]{0,8}(?:チーム|班|グループ|部隊)"
            r"(?:です|だ)?" + _END
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.work_hours_are",
        # 勤務は9時から17時半、ほぼ定時: the hours of work, then a remark.
        ja(r"^勤務(?:時間)?は\s*(?P<obj>\d{1,2}時(?:半)?から\d{1,2}時(?:半)?)(?:まで)?(?:、.*)?[。！!]?$"),
        "HAS_WORKING_HOURS",
        0.8,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "ja.master_named_is",
        # 親方の宍道さんは厳しいけど優しい: the master or boss by name, then what they are like.
        ja(r"^(?:うちの)?(?:親方|師匠|上司|店長|社長|ボス|親父さん)の(?P<obj>[一-龥ぁ-んァ-ヶ]{1,6})さんは[^。]*[。！!]?$"),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "ja.allergy_so",
        # トチの実アレルギーで、栃餅は食べられないんです: an allergy said first, then what it keeps one from.
        ja(r"^(?:実は)?(?P<obj>[^、。はが]{1,10}?)アレルギーで、[^。]*[。！!]?$"),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "ja.thing_then_no_way",
        # ナスの漬物、どうしても無理: the thing said first, then that one cannot take it.
        ja(
            r"^(?P<obj>[^、。はが]{2,12})、\s*(?:どうしても|ほんとに|本当に|まじで)(?:無理|ダメ|だめ)"
            r"(?:です|だ)?" + _END
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "ja.self_mania",
        # 実は御朱印マニアなんです: what one is, said as a …マニア or …オタク.
        ja(
            r"^(?:実は|じつは)?(?:私は|僕は|俺は)?(?P<obj>[^、。はが]{1,10}(?:マニア|オタク))"
            r"(?:なんです|です|なんだ)" + _END
        ),
        "IS_A",
        0.8,
    ),
    Pattern(
        "ja.kind_app_quit",
        # 習慣アプリのマイニチダネはやめた: an app of a kind, by its name, dropped.
        ja(
            r"^[^、。はが]{0,8}(?:アプリ|ツール|サービス)の\s*(?P<obj>" + _TOOL_NAME
            + r")\s*は(?:もう)?(?:やめた|やめました|使ってない|使ってません)" + _END
        ),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
]
