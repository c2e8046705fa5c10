"""Japanese patterns read before every other (round 20, issue #25): the boss by name said with で before who they are
(上司は…さんで、…です), one tool "only" for a department (…部は…一択) or for oneself if one could choose (…一択です、
自分で選べるなら), a trade's premises introduced by its bracketed name (…で…をやっております、「…」と申します), a role
said with として before a relative's workplace (…として、父の…で働いてます), and premises near a landmark (…は…の…の
近くにございます)."""

from teams.extraction._patterns import WE, Pattern, ja
from teams.extraction._patterns_ja_constructions import _END, _MASU, _TOOL_NAME
from teams.extraction._patterns_ja_fronted import _PLACE, _PREMISES

# A department or team said by its own name (デザイン部, 経理課, 物流チーム), whose choices are the team's.
_DEPARTMENT = r"[一-龥ァ-ヶー]{1,6}(?:部|課|班|チーム|グループ|室)"
# Kin whose workplace is theirs, not a workplace one names (父の窯, 実家の店).
_KIN = r"(?:父|母|親|兄|姉|祖父|祖母|叔父|伯父|叔母|伯母|実家|義父|義母)"


FIRST_PATTERNS = [
    Pattern(
        "ja.boss_name_then_title",
        # 上司は香川ゆずるさんで、開発部長です: the title after で is the boss's, not the speaker's role.
        ja(
            r"^(?:私の|僕の)?(?:直属の)?(?:上司|上長|師匠|親方)は\s*(?P<obj>[一-龯々ァ-ヶぁ-ん]{1,8}?)(?:さん|様|氏)で、"
            r"[^。]{2,25}?(?:です|だ|っす)" + _END
        ),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
    Pattern(
        "ja.only_tool_if_i_chose",
        # 言語はTypeScript一択です、自分で選べるなら: what one would pick if it were up to oneself is a preference.
        ja(
            rf"^[^、。はが]{{1,12}}は\s*(?P<obj>{_TOOL_NAME})\s*(?:一択|オンリー|一本)(?:です|だ)?、\s*"
            r"(?:自分で|私が|僕が|俺が)?(?:選べる|決められる)なら" + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.department_only_tool",
        # デザイン部はFigma一択です: a department's one tool is the team's, not the speaker's taste.
        ja(rf"^(?:うちの)?{_DEPARTMENT}は\s*(?P<obj>{_TOOL_NAME})\s*(?:一択|オンリー|一本)(?:です|だ)?" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.trade_then_bracketed_name",
        # 有田で窯元をやっております、「青海窯」と申します: the bracketed name after a trade is the workplace's.
        ja(
            r"^(?:(?P<place>[一-龥ァ-ヶ]{2,6})で)?[^、。「]{1,10}?を(?:やって|営んで|して)(?:おり|い)?ます、\s*"
            r"「(?P<obj>[^」]{1,15})」と(?:申します|いいます|言います)" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LIVES_IN", "Place"),),
    ),
    Pattern(
        "ja.role_at_kin_workplace",
        # 絵付け師として、父の窯で働いてます: the role; a relative's unnamed workplace is no workplace to keep.
        ja(
            rf"^(?P<obj>[^、。はが]{{1,10}}?)として、?\s*{_KIN}の[^、。]{{1,6}}?で(?:働いて|勤めて|修業して)"
            rf"{_MASU}" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.premises_near_landmark",
        # 青海窯は有田の泉山の近くにございます: near a landmark, the landmark in its town is where the premises are.
        ja(
            rf"^{_PREMISES}は、?(?P<obj>{_PLACE}の{_PLACE})の(?:近く|そば|隣|向かい|裏|前)に"
            r"(?:あります|ある|ございます|あるんです)" + _END
        ),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
]
