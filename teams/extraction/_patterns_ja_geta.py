"""Japanese patterns read before every other (round 41, issue #25): the shapes of part 34. A town moved out of and
the one lived in now (…は引き払って、今は…に住んでる), two languages each from a parent (父が…語、母が…語なので、
どっちも話せます), a paper list of the workplace given up (紙の予定表、ついに撤去 / 手書きの…はやめました) and the
tool everything is kept in now (予定は全部…に入れてます)."""

from teams.extraction._patterns import WE, Pattern, ja

_END = r"(?:よ|ね|よね|わ)?[。！!]?$"
_TOOL = r"(?P<obj>「[^」]{1,12}」|[A-Za-zァ-ヶ][A-Za-z0-9.+#ァ-ヶー一-龥]{1,15})"
_KIN = r"(?:父|母|祖母|祖父|両親|妻|夫|父親|母親)"
_LANG = r"[ァ-ヶー一-龥]{1,8}語"

FIRST_PATTERNS = [
    Pattern(
        "ja.moved_out_lives_now",
        # 大野市は引き払って、今は勝山市に住んでる: the town left (the value it replaces) and the one lived in now.
        ja(
            r"^(?:訂正[！!]\s*)?(?P<wrong>[一-龥ァ-ヶ]{1,10}?)は引き払って、\s*(?:今は|いまは)\s*"
            r"(?P<obj>[一-龥ァ-ヶの]{2,15}?)に住んで(?:る|ます|います)" + _END
        ),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "ja.languages_from_parents",
        # 父がコサ語、母がソト語なので、どっちも話せます: a language from each parent, both spoken.
        ja(
            rf"^{_KIN}が(?P<obj>{_LANG})、\s*{_KIN}が(?P<second>{_LANG})(?:なので|だから|なんで)、?\s*"
            r"(?:どっちも|どちらも|両方(?:とも)?)(?:話せます|話せる|しゃべれます|しゃべれる)" + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
        also=(("second", "SPEAKS", "SpokenLanguage"),),
    ),
    Pattern(
        "ja.paper_list_given_up",
        # 壁に貼ってた紙の予定表、ついに撤去 / 手書きの注文控えはやめました: a paper list of the workplace given up.
        ja(
            r"^(?P<obj>[^、。]{0,10}?(?:紙|手書き)の[^、。はを]{1,8}?)(?:、\s*(?:ついに|とうとう|もう)?|は(?:もう)?)"
            r"(?:撤去|廃止|処分)?(?:しました|した|やめました|やめた)?" + _END
        ),
        "USES",
        0.85,
        kind="end",
        who=WE,
    ),
    Pattern(
        "ja.all_kept_in_now",
        # 予定は全部ジオ帳に入れてます: the tool everything is kept in now.
        ja(
            r"^(?:[^、。]{1,6}?は)?\s*(?:全部\s*)?"
            + _TOOL
            + r"に(?:全部\s*)?(?:入れて|まとめて)(?:る|ます|います|てます)"
            + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
]
