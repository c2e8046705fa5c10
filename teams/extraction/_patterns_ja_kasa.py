"""Japanese patterns read before every other (round 43, issue #25): the shapes of parts 35 and 36. A tool cancelled
and the one the work moved to (…は解約して、ビルドは…に引っ越しました / …は止めて、…に切り替えました), a town
moved from and the one lived in now (…から引っ越して、今は…に住んでます), the person one works under (…さんの下で
働いてます), a release day every few weeks (リリース日は四週おきの木曜日), a named workshop kept in a town
(…で「…」って工房をやってます), one's own notes kept in a tool (ちょっとしたメモは…に放り込んでる), one item of a
tool list (連絡はトキチャット) and the firm's yearly outing (毎年八月、会社ごと「…」に繰り出します)."""

import re

from teams.extraction._patterns import WE, Pattern, ja
from teams.extraction._sentences import Piece

_END = r"(?:よ|ね|よね|わ|っす)?[。！!]?$"
_NAME = r"(?:「[^」]{1,12}」|[A-Za-zァ-ヶ][A-Za-z0-9.+#ァ-ヶー一-龥]{1,15}?)"
# A tool named before how the work is kept in it (べに帳で管理してます): kana allowed, the ending marks it.
_KEPT_NAME = r"[^、。！\s]{2,14}?"
_TOOL = rf"(?P<obj>{_NAME})"
# A kind of work a team keeps in a tool, said as the item of a tool list (連絡は…, 障害の通知は…).
_WORK = r"(?:連絡|チャット|障害の通知|通知|アラート|タスク管理|課題管理|チケット|ビルド|CI)"
_TOWN = r"[一-龥々ヶ]{1,6}?[市町村区]"
_MONTH = r"(?:[一二三四五六七八九十]{1,2}|1[0-2]|[1-9])月"

# The work kept in a tool now (注文は, これからは当番も, 予定は全部) and how it is kept there.
_WORK_NOW = r"(?:注文|予定|当番|タスク|在庫|シフト)[はも](?:全部|すべて)?\s*(?:も)?"
_KEPT = (
    r"(?:に入れて(?:る|ます|いる|います)|で見てね|で見てください|で管理して(?:る|ます|いる|います)|"
    r"で回します|で回してます)"
)

FIRST_PATTERNS = [
    Pattern(
        "ja.cancelled_moved_to",
        # ヤヒコCIはもう解約して、ビルドはヨネヤマCIに引っ越しました: the old tool ended, the work moved to the new
        # one (引っ越し said of builds is no move of home), the old one as the value replaced.
        ja(
            rf"^(?P<wrong>{_NAME})は(?:もう)?(?:解約して|止めて|やめて)、\s*(?:[^、。]{{1,6}}は)?{_TOOL}に"
            r"(?:引っ越しました|引っ越した|切り替えました|切り替えた|乗り換えました|乗り換えた|"
            r"移しました|移した)" + _END
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.moved_from_lives_now",
        # 寒河江市から引っ越して、今は山形市の馬見ヶ崎に住んでます: the town left is the value replaced.
        ja(
            rf"^(?P<wrong>{_TOWN})から引っ越して、\s*(?:今は|いまは)\s*(?P<obj>[一-龥々ヶァ-ヶの]{{2,15}}?)に"
            r"住んで(?:る|ます|います)" + _END
        ),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "ja.works_under",
        # 長井しんごさんの下で働いてます: the one worked under is the manager, not a workplace.
        ja(r"^(?P<obj>[一-龥ァ-ヶぁ-ん]{2,10}さん)の(?:下|もと)で働いて(?:る|ます|います)" + _END),
        "HAS_MANAGER",
        0.85,
        object_type="Person",
    ),
    Pattern(
        "ja.release_day_every_few_weeks",
        # リリース日は四週おきの木曜日: a day every few weeks is a cadence, not a day.
        ja(
            r"^リリース日は\s*(?P<obj>[一二三四五六七八九十0-9]{1,2}週(?:間)?おきの[月火水木金土日]曜日?)"
            r"(?:です|だ)?" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.named_workshop_in_town",
        # 淀江町で「傘屋ひより」って工房をやってます / 河北町の谷地で「べにや工房」という小さな工房を構えてます:
        # the workshop named is the workplace, the town (its last part) where the business is.
        ja(
            r"^(?:[一-龥々ヶ]{1,5}[市町村区]の)?(?P<town>[一-龥々ヶ]{2,6})で(?P<obj>「[^」]{2,12}」)"
            r"(?:って|という|っていう)(?:小さな)?(?:工房|お店|店|会社|教室|果樹園)を"
            r"(?:やって|構えて|営んで)(?:る|ます|います)" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("town", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "ja.own_notes_in_tool",
        # ちょっとしたメモはQuillnookに放り込んでる: one's own notes, so the speaker's tool, not the team's.
        ja(
            r"^(?:ちょっとした|個人の|自分の|私の)(?:メモ|ToDo|TODO|やること|覚え書き)は\s*"
            + _TOOL
            + r"に(?:放り込んで|入れて|書いて|まとめて)(?:る|ます|います)"
            + _END
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "ja.paper_dropped_work_in_tool",
        # 手書きの受注ノートはやめた、注文は「かさ帳」に入れてる / 紙の当番表は廃止、これからは当番もモガミ帳で回します:
        # the old way ended, the tool the work is kept in now used.
        ja(
            r"^(?P<obj>[^、。！]{2,14}?)は(?:やめた|やめました|やめにして|やめて|廃止)、\s*(?:これからは)?"
            rf"{_WORK_NOW}(?P<new>{_KEPT_NAME}){_KEPT}" + _END
        ),
        "USES",
        0.8,
        who=WE,
        kind="end",
        also=(("new", "USES", "Tool", "memory"),),
    ),
    Pattern(
        "ja.paper_thrown_out",
        # 壁掛けの紙カレンダーは捨てた！: a paper list of the workplace thrown out.
        ja(r"^(?P<obj>[^、。！]{0,8}?(?:紙|手書き|黒板)[^、。！は]{0,8}?)は(?:捨てた|捨てました)" + _END),
        "USES",
        0.8,
        who=WE,
        kind="end",
    ),
    Pattern(
        "ja.work_seen_in_tool",
        # 予定はギンヤンマ帳で見てね: where the work is kept now, said to the others.
        ja(rf"^{_WORK_NOW}(?P<obj>{_KEPT_NAME}){_KEPT}" + _END),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.own_app_dropped",
        # ハラペコ帳も消した / 家計簿のケチケチ帳もやめました / 睡眠アプリのネムリスはアンインストールした: an app of
        # one's own dropped (what it is for said before it with の).
        ja(
            r"^(?:[一-龥ァ-ヶー]{1,6}の)?(?P<obj>[ァ-ヶ][ァ-ヶー一-龥]{1,8}?)"
            r"(?:も(?:消した|消しました|やめた|やめました)|は(?:アンインストールした|アンインストールしました))"
            # …、通知うるさすぎ: why, said after it.
            r"(?:、[^、。]{1,12})?" + _END
        ),
        "USES",
        0.8,
        kind="end",
    ),
    Pattern(
        "ja.buyers_mostly",
        # 買ってくれるのは神社とか撮影スタジオが多いかな / 注文をくれるのはだいたい着物店と、美術館のショップです /
        # 主な出荷先は果物屋さんと、市内のパティスリー: who buys.
        ja(
            r"^(?:買ってくれるの|注文をくれるの|主な出荷先|おもな出荷先)は(?:だいたい|主に)?\s*"
            r"(?P<obj>[^、。がを]{2,12}?(?:とか|と、?)\s*(?:市内の)?[^、。がを]{2,12}?)"
            r"(?:が多いかな|が多い|です)?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        listed=True,
    ),
    Pattern(
        "ja.tool_list_item",
        # タスク管理は…、CIは…、連絡はトキチャット、障害の通知はヒメサユリベル: each item a tool the team uses.
        ja(
            rf"^{_WORK}[はが]\s*{_TOOL}(?:、\s*{_WORK}[はが]\s*(?P<second>{_NAME}))?"
            rf"(?:、\s*{_WORK}[はが]\s*(?P<third>{_NAME}))?(?:、|です)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
        also=(("second", "USES", "Tool"), ("third", "USES", "Tool")),
    ),
    Pattern(
        "ja.firm_outing_yearly",
        # 毎年八月、会社ごと「花笠まつり見物」に繰り出します / 毎年五月は会社のみんなで「凧揚げ見物」に行くのが恒例.
        ja(
            rf"^毎年{_MONTH}(?:は|、)\s*(?:会社ごと|会社のみんなで|全社で|みんなで)\s*(?P<obj>「[^」]{{2,15}}」)に"
            r"(?:繰り出します|繰り出す|行きます|行く|行くのが恒例(?:です)?)" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
    ),
]

# Clauses the pipeline reads as one (round 43): a tool cancelled or a town moved from (…は解約して、,
# …から引っ越して、, or a tool named alone and stopped: ザオウCIは止めて、) with where the work or the speaker went,
# a paper list given up (…はやめにして、) with the tool the work is kept in now, and a month of the year (毎年八月、)
# with the outing held in it. Read apart, the move of the builds was a move of home and the outing had no time it
# recurs at. 注文を…に控えるのはやめて、 (a habit given up, not a tool named) is read apart, as before.
_LEFT = re.compile(rf"(?:は(?:もう)?解約して|[市町村区]から引っ越して|^\s*{_NAME}は(?:止め|やめ)て)、\s*$")
_WENT_TO = re.compile(r"^\s*(?:今は|いまは|[^、。]{1,6}は)?[^、。]{2,16}に(?:引っ越し|切り替え|乗り換え|移し|住んで)")
_GIVEN_UP = re.compile(r"は(?:やめにして|やめて)、\s*$")
_NOW_KEPT = re.compile(rf"^\s*{_WORK_NOW}{_KEPT_NAME}{_KEPT}")
_YEARLY_MONTH = re.compile(rf"^\s*毎年{_MONTH}、\s*$")
_FIRM_OUTING = re.compile(r"^\s*(?:会社ごと|会社のみんなで|全社で)")


def joins_ja(before: str, after: str) -> bool:
    """Whether a Japanese clause is read with the one before it (round 43's pairs)."""
    return bool(
        (_LEFT.search(before) and _WENT_TO.match(after))
        or (_YEARLY_MONTH.match(before) and _FIRM_OUTING.match(after))
        or (_GIVEN_UP.search(before) and _NOW_KEPT.match(after))
    )


# プロフィールまとめ→名前：ちなつ／役職：技術部長／… / 一言でいうと：みのり・開発マネージャー・… (round 43): one's
# own summary after a heading, its items cut at ／ or ・, each read as the plain statement it stands for.
_SUMMARY_HEAD = re.compile(r"^\s*(?:プロフィールまとめ|一言でいうと|一言で言うと|ひとことで言うと)\s*(?:→|->|[：:])\s*")
_ITEM_BREAK = re.compile(r"\s*[／/｜|・]\s*")
_ROLE = re.compile(
    r"^[ァ-ヶー一-龥A-Za-z]{1,10}(?:マネージャー|エンジニア|リード|部長|課長|主任|リーダー|デザイナー|責任者)$"
)
_FIRM = re.compile(r"[ァ-ヶー一-龥A-Za-z]{2,12}(?:技研|工業|商事|製作所|株式会社|システムズ)")
# An item with its key said first (名前：…, 役職：…, 朝会9時10分, 十七営業日スプリント), and the statement it
# stands for.
_KEYED = [
    (re.compile(r"^名前[：:]\s*(?P<v>[^／・]{2,8})$"), "名前は{}です"),
    (re.compile(r"^役職[：:]\s*(?P<v>[^／・]{2,12})$"), "役職は{}です"),
    (re.compile(r"^(?:会社|勤め先)[：:]\s*(?P<v>[^／・「」]{2,12})$"), "{}で働いています"),
    (re.compile(r"^チーム[：:]\s*(?P<v>「[^」]{2,10}」)$"), "チームは{}です"),
    (re.compile(r"^朝会[：:]?\s*(?P<v>\d{1,2}時(?:\d{1,2}分|半)?)$"), "朝会は{}です"),
    (
        re.compile(r"^スプリント[：:]\s*(?P<v>[^／・]{2,10}日)$|^(?P<w>[^／・]{2,10}営業日)スプリント$"),
        "スプリントは{}です",
    ),
    (re.compile(r"^(?:チケット|CI)[：:]\s*(?P<v>[^／・]{2,15})$"), ""),
]


# 整理すると：…、…、… (round 33): a summary whose items are cut at 、 and read as they are said.
_LISTED_HEAD = re.compile(r"^\s*(?:整理しとくと|整理すると|まとめると|まとめとくと|まとめとくね|まとめておくね)[：:]")


def summary_items_ja(pieces: list[Piece]) -> list[Piece]:
    """A Japanese summary after a heading, each item read as its own clause: cut at 、 after 整理すると： and the
    like, or at ／ and ・ after プロフィールまとめ→ and the like, there each item as the statement it stands for."""
    read: list[Piece] = []
    for piece in pieces:
        if _LISTED_HEAD.match(piece.text) and "、" in piece.text:
            offset = 0
            for item in piece.text.split("、"):
                read.append(Piece(item, piece.start + offset, piece.start + offset + len(item)))
                offset += len(item) + 1
            continue
        head = _SUMMARY_HEAD.match(piece.text)
        if head is None or not _ITEM_BREAK.search(piece.text):
            read.append(piece)
            continue
        offset, firm_said = head.end(), False
        for position, value in enumerate(_ITEM_BREAK.split(piece.text[head.end() :])):
            start = piece.text.index(value, offset) if value else offset
            offset = start + len(value)
            said = _item_said(value.strip(), first_item=position == 0, firm_said=firm_said)
            firm_said = firm_said or said.endswith("で働いています")
            read.append(Piece(said, piece.start + start, piece.start + offset))
    return read


def _item_said(value: str, *, first_item: bool, firm_said: bool) -> str:
    """The statement a summary's item stands for: its key's, or its shape's, or the item as it is."""
    for key, said in _KEYED:
        match = key.match(value)
        if match:
            found = match["v"] or match.groupdict().get("w")
            return said.format(found) if said else f"{value.split('：')[0].split(':')[0]}は{found}"
    if first_item and re.fullmatch(r"[ぁ-んァ-ヶー一-龥]{2,8}", value):
        return f"名前は{value}です"
    if _ROLE.match(value):
        return f"{value}です"
    if re.fullmatch(r"「[^」]{1,8}(?:班|組|チーム)」", value):
        return f"チームは{value}です"
    if not firm_said and _FIRM.fullmatch(value):
        return f"{value}で働いています"
    return value
