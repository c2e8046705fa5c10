"""Japanese patterns for things given up, the ends blind parts 34-39 showed the rules missed most (round 44, issue
#25): an app of one's own deleted or cancelled, named with what it is for or with a reason after it
(ゴクゴクカエルっていう水分補給の通知アプリも消した、うるさくて / ネムネムウサギ、睡眠記録アプリだけど結局
アンインストールした / チリツモ帳も使うのやめた / ポワポワ瞑想も解約), and a team's paper record taken down with the
tool its work is in now (壁に貼ってた勤怠表は撤去、勤怠もオウミ帳で付けることになりました / 回覧板がやっとなくなって、
ミトボードに一本化された). Read after every other Japanese pattern, so what the earlier rules read they
still read."""

import re

from teams.extraction._patterns import WE, Pattern, ja

_END = r"(?:よ|ね|よね|わ|っす)?[。！!]?$"
# An app of one's own: 「ホテクマ」, ネムネムウサギ, チリツモ帳, ポワポワ瞑想.
_APP = r"(?P<obj>「[^」]{1,12}」|[ァ-ヶ][ァ-ヶー一-龥]{1,10}?)"
_DELETED = (
    r"(?:結局|もう)?(?:使うのを?)?(?:消した|消しました|消しちゃった|やめた|やめました|やめちゃった|アンインストールした|"
    r"アンインストールしました|アンインストールしちゃった|解約した|解約しました|解約)"
)
# A record a team kept its work on: 勤怠表, 有休申請書, コルクボード, 回覧板.
_RECORD = (
    r"(?P<obj>[^、。！はが]{0,20}?(?:表|板|帳|簿|ノート|ボード|カレンダー|申請書|票|メモ|FAX|ファックス|グループ))"
)
_TAKEN_DOWN = (
    r"(?:は|が)(?:やっと|ついに|とうとう|もう)?(?:(?:撤去|廃止)(?:になって|になった|して|した|しました|された)?|"
    r"外して|外した|捨てて|捨てた|なくなって|なくなった)"
)
# The tool its work is in now, and the work: 勤怠もオウミ帳で付ける…, 今は全部ごろた帳で管理…, ミトボードに一本化….
_NOW_IN = (
    r"(?:今は|いまは|これからは|今後は)?(?:[^、。]{1,6}?[はも])?(?:全部|すべて|全て)?\s*"
    r"(?P<new>「[^」]{1,12}」|[ぁ-んァ-ヶー]{2,8}(?:帳|ボード|ノート)|[ァ-ヶー]{3,12}|[A-Za-z][A-Za-z0-9.+#-]{1,20})"
    r"(?:で|から|に)(?:管理|申請|一本化|付け|入れ|回|受け|やり|記録)[^、。]{0,16}"
)
_TAKEN_DOWN_CLAUSE = re.compile(rf"{_RECORD}{_TAKEN_DOWN}、\s*$")
_NOW_IN_CLAUSE = re.compile(rf"^\s*{_NOW_IN}")


def joins_ja_disposals(before: str, after: str) -> bool:
    """A team's record taken down (…は廃止になって、) is read with the clause that names the tool its work is in now."""
    return bool(_TAKEN_DOWN_CLAUSE.search(before) and _NOW_IN_CLAUSE.match(after))


DISPOSAL_PATTERNS = [
    Pattern(
        "ja.app_of_kind_deleted",
        # 歩数アプリの「ホテクマ」、アンインストールした /
        # ゴクゴクカエルっていう水分補給の通知アプリも消した、うるさくて /
        # ネムネムウサギ、睡眠記録アプリだけど結局アンインストールした / チリツモ帳も使うのやめた、家計簿は三日坊主.
        ja(
            rf"^(?:[^、。はがを]{{1,10}}?の)?{_APP}(?:っていう[^、。]{{1,14}}?)?(?:、|も)\s*"
            rf"(?:[^、。]{{1,14}}?だけど)?{_DELETED}(?:、[^、。]{{1,20}})?" + _END
        ),
        "USES",
        0.8,
        object_type="Tool",
        kind="end",
    ),
    Pattern(
        "ja.record_taken_down_work_now_in",
        # 壁に貼ってた勤怠表は撤去、勤怠もオウミ帳で付けることになりました / 紙の有休申請書は廃止になって、有休も
        # ナンタイ帳から申請する形に: the team's old record ended, the tool its work is in now used.
        ja(rf"^{_RECORD}{_TAKEN_DOWN}、\s*{_NOW_IN}" + _END),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
]
