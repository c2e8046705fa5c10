"""Japanese patterns for the shop, its name and its people (round 9, issue #25): names said in brackets
(the workplace: 勤め先は水沢の「…」でございます, 店の名前は「…」っていいます; a team: 「…」ってチームが作ってます;
an event: 毎年…「…」をやってます), the town said with a craft (鳥羽で海女をやってます; …やってます、江田島です),
where one lives said with 住まい (住まいも内子です), a craft said alone (宮大工っす), what the shop sells or serves
(うちでは…を作って売ってます), and the master one works under (棟梁は御厨さんです). FIRST_PATTERNS correct an older
reading (ja.name_alone would keep the trade or the town as a name; the workplace's name would keep its bracket)
and are read before every other Japanese pattern; LATER_PATTERNS after them all."""


from teams.extraction._patterns import SELF, WE, Pattern, ja
from teams.extraction._surnames import JA_TOWN

_END = r"(?:よ|ね|よね|わ|笑|っす)?[〜~ー]*[。！!、]?$"
# A craft or a trade of the land and the sea, by its last word (竹細工の職人, 海女, 漁師): said with a place and で, the
# place is a town. An office job said so (楽天でデータエンジニアをしています) names the employer instead.
_CRAFT = r"(?:大工|職人|匠|海女|海士|漁師|猟師|杜氏|鍛冶|陶工|船頭|農家|養蜂家)"
# Said in brackets: a name.
_BRACKETED = r"「(?P<obj>[^」]{1,20})」"


FIRST_PATTERNS = [
    Pattern(
        "ja.workplace_bracketed",
        # 勤め先は水沢の「鋳房しのぶ」でございます / 店の名前は「灯芯堂」っていいます: the workplace, named in brackets
        # (older patterns keep the bracket and what comes before it).
        ja(
            r"^(?:私の|僕の)?(?:勤め先|勤務先|職場|店の名前|店名|屋号|工房の名前)は、?(?:[^、。「]{1,8}の)?"
            rf"{_BRACKETED}(?:です|でございます|って(?:いい|言い)ます|と(?:いい|言い)ます|っす)" + _END
        ),
        "WORKS_AT",
        0.8,
        who=SELF,
        object_type="Organisation",
    ),
    Pattern(
        "ja.trade_alone",
        # 宮大工っす / 鍛冶職人です: a trade said alone (ja.name_alone reads any kanji before です as a name).
        ja(r"^(?P<obj>[一-龯々]{0,4}(?:大工|職人|師|匠))(?:です|っす|でございます)" + _END),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.work_then_town",
        # 広島で牡蠣の養殖やってます、江田島です: a town said after what one does is where one lives (the clause is
        # kept whole: see _sentences).
        ja(
            # 漆器の塗師やってます、輪島です: a trade said first is kept too.
            rf"^(?:(?P<role>(?:[^、。]{{1,8}}の)?[^、。をの]{{0,6}}?(?:{_CRAFT}|師|士|工))を?|[^。]{{2,30}}?)"
            rf"(?:やって|して|作って)(?:い|おり)?ます、(?P<obj>{JA_TOWN})です" + _END
        ),
        "LIVES_IN",
        0.8,
        object_type="Place",
        also=(("role", "HAS_ROLE", "Role"),),
    ),
    Pattern(
        "ja.trade_in_town",
        # 鳥羽で海女をやってます / 別府で竹細工の職人やってます〜: the trade, and the town it is done in (a workplace's
        # word, 工房 or 店, is no town: ja.role_at_kind_of_place and ja.role_in_dept read those; nor is water, 隅田川).
        ja(
            r"^(?:私は|僕は)?(?P<place>[一-龯々]{2,3})(?<![屋店社所場院園館部課室房元蔵舎宿堂会局団庁校川湖湾沖海])で"
            rf"(?P<obj>(?:[^、。をでの]{{1,8}}の)?[^、。をでの]{{0,6}}?{_CRAFT})を?(?:やって|して)(?:おり|い)?ます"
            r"(?:、.*)?" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
        also=(("place", "LIVES_IN", "Place"),),
    ),
]

LATER_PATTERNS = [
    Pattern(
        "ja.lives_too",
        # 住まいも内子です / 住まいは大洲です: where one lives, said with 住まい (a place's name, in kanji or katakana:
        # 住まいは駅から遠いです says how it is).
        ja(r"^(?:私の|僕の)?住まい(?:も|は)(?P<obj>[一-龯々ァ-ヶー]{2,8}?)(?:です|っす|だ|でございます)" + _END),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.team_bracketed",
        # ろうそくの芯は「芯巻き組」ってチームが作ってます / 一座の若手は「木偶の会」ってチームにまとまってます.
        ja(
            rf"^[^「」。]{{0,20}}?{_BRACKETED}(?:って|という)(?:チーム|班|組|グループ)(?:が|に|で)[^。]{{0,20}}?"
            + _END
        ),
        "HAS_TEAM",
        0.8,
        who=WE,
    ),
    Pattern(
        "ja.event_bracketed",
        # 毎年冬至の日に、うちの店で「冬至の灯り市」をやってます: an event the shop holds every so often.
        ja(
            # …、うちの店で「…」をやってます: the clause after the time (a new clause starts at うち).
            r"^(?:毎(?:年|月|週)[^、。「]{0,12}?、?(?:うちの[^、。「]{1,6}で)?|うちの[^、。「]{1,6}で)"
            rf"{_BRACKETED}を(?:やって|開いて|開催して|催して)(?:い|おり)?ます" + _END
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.shop_sells",
        # うちでは鉄瓶と風鈴を作って売ってます / うちの海女小屋では焼きサザエと…を出してます: what the shop makes and
        # sells, or serves (と lists the goods: SELLS only).
        ja(
            r"^うち(?:の[^、。では]{1,6})?では、?(?P<obj>[^、。をで]{1,25}?)を(?:作って)?(?:売って|出して|販売して)"
            r"(?:い|おり)?ます" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.master_is",
        # 棟梁は御厨さんです / 親方は…さんです: the master one works under.
        # 師匠は漣山親方です (round 10): the master's title after the name, as さん.
        ja(
            r"^(?:うちの)?(?:棟梁|親方|師匠|座長|船頭)は(?P<obj>[一-龯々]{1,4})(?:さん|親方|師匠)(?:です|っす)(?:、.*)?"
            + _END
        ),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
]
