"""Japanese patterns for the workshop and who works in it (round 8, issue #25): a rule said as the place's rule
(工房の決まりで、…), the business's work done in a named tool (受注管理はBacklog Cloudでやってます), a team named in
brackets (…チームは「…」って名前です), a tool the workshop stopped using (窯元ではもう…使うのやめました), and a kind of
place (教室, 工房, 旅館 …) that says where a trade is held but is no workplace's name. FIRST_PATTERNS correct an
older reading and are read before every other Japanese pattern; LATER_PATTERNS after them all."""

import re

from teams.extraction._patterns import WE, Pattern, policy
from teams.extraction._patterns_ja_spoken import ROLES

_END = r"(?:よ|ね|よね|わ|笑|っす)?[。！!、]?$"
# A kind of place a trade is held in: said with で it says where, not whom one works for (囲碁教室で講師をしてます).
KIND_OF_PLACE = r"(?:教室|工房|窯元|工場|旅館|農園|牧場|厩舎|船宿|道場|酒蔵|蔵元|料亭|作業場|アトリエ)"
# What a business does for its customers: done in a tool, the tool is the business's (受注管理, 予約, 会計 …).
_BUSINESS_TASK = (
    r"(?:[^、。はで]{0,4}(?:受注|発注|予約|会計|経理|在庫|顧客|請求|売上|出荷|仕入れ?|勤怠|給与|決済)[^、。はで]{0,4})"
)


def _ja(regex: str) -> re.Pattern:
    return re.compile(regex)


FIRST_PATTERNS = [
    Pattern(
        "ja.role_at_kind_of_place",
        # 囲碁教室で講師をしてます / 町工場で旋盤工やってて: the role, where a kind of place says where it is held
        # (ja.role_in_dept would keep the place as a workplace's name).
        _ja(
            rf"^(?:私は|僕は)?[^、。のでは]{{0,4}}?{KIND_OF_PLACE}で(?:[^、。をで]{{0,10}}の)?"
            rf"(?P<obj>[^、。をでの]{{0,15}}?(?:{ROLES}|士|師|員|匠|職人|頭))を?(?:やって|して)"
            r"(?:います|ます|いる|る|いて|て)" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.workshop_no_longer_uses",
        # 工房ではもうMakeShop使ってないです / 窯元ではもうソリマチ会計王使うのやめました: the place of the work said as
        # the topic makes the tool the workshop's (ja.no_longer_used would read it as the speaker's).
        _ja(
            rf"^(?:うちの)?[^、。]{{0,4}}?{KIND_OF_PLACE}(?:では|は)、?もう(?P<obj>[^、。はをで]{{1,15}}?)(?:は|を)?"
            r"(?:使って(?:い)?(?:ない|ません)(?:です)?|使うの(?:を)?(?:やめ|止め)ました)(?:、.*)?[。！!]?$"
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
        _ja(
            rf"^{_BUSINESS_TASK}は(?P<obj>[A-Za-z][\w .+-]{{0,20}}?)\s*で(?:やって|管理して|受けて|回して|つけて|して)"
            r"(?:い)?(?:ます|る)(?:、(?:うちの)?[^、。]{1,6}では)?" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.team_called",
        # うちの和太鼓チームは「鳴神衆」って名前です: the team by its name in brackets (ja.our_value reads a slot of
        # its own).
        _ja(
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
        _ja(r"^(?:[^、。]{1,8}の)?(?:決まり|ルール|規則|方針|掟)で、?(?P<obj>[^。]{3,30}?)(?:です|だ)?" + _END),
    ),
]
