"""Japanese patterns read before every other (round 18, issue #25): a tool corrected for a kind of the team's work
(訂正：集計はミハラシ板じゃなくてアオゾラBIだった / すみません、…じゃなくてJootoでした、工程管理は; the framing has
blanked the wrong tool and keeps it as what this corrects), who the clients mainly are, two and three goods listed
with と and あと / それから, a name given for this chat after the thing named (…、ここでは「…」って呼ぼう), two
languages listed with と, a role said as …担当, and a workplace named with where it is (…にある「…」で…)."""

from teams.extraction._patterns import SESSION, WE, Pattern, ja
from teams.extraction._patterns_ja_constructions import _END, _IN_TOOL, _MASU, _TOOL_NAME, _WORK_KIND

# Owning the slip before or after a correction (すみません、… / …、ごめん).
_SORRY = r"(?:ごめん(?:なさい)?|すみません|すいません|失礼(?:しました)?|訂正|あ)"
# Kinds of work a correction names after the tool (注文の受付, 受注のほう) besides the team's records and tools.
_WORK = rf"(?:{_WORK_KIND}|[^、。はがを]{{0,6}}(?:受付|受注|発注|注文|請求|見積もり|見積))"
_GOODS = r"[^、。はがを]{1,15}?"
_LANGUAGE = r"[一-龥ァ-ヶー]{1,8}語"


FIRST_PATTERNS = [
    Pattern(
        "ja.right_tool_for_work",
        # 訂正：ダッシュボードはミハラシ板じゃなくてアオゾラBIだった、ごめん: the kind of work first, then the right
        # tool.
        ja(
            rf"^(?:{_SORRY}[、：:\s]*)*{_WORK}は\s*(?P<obj>{_TOOL_NAME})\s*(?:でした|だった)"
            rf"(?:、\s*{_SORRY})?" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.right_tool_then_work",
        # すみません、…じゃなくてJootoでした、工程管理は / …でした、受注のほう: the right tool, then the work it is for.
        ja(rf"^(?:{_SORRY}[、：:\s]*)*(?P<obj>{_TOOL_NAME})\s*でした、\s*{_WORK}(?:は|のほう|の方)?" + _END),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
    ),
    Pattern(
        "ja.clients_mainly",
        # お客さんは主に老舗の酒蔵と地方の信用金庫です: who the business's clients mostly are, one or two.
        ja(
            r"^(?:うちの|弊社の|当社の)?(?:お客さん|お客様|お客|顧客|クライアント|取引先)は\s*"
            r"(?:主に|おもに|だいたい|大体|ほとんど|ほぼ)(?P<obj>[^、。]{2,20}?)(?:と(?P<second>[^、。]{2,20}?))?"
            r"(?:です|だ|っす|になります)" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", ""),),
    ),
    Pattern(
        "ja.goods_two_and_more",
        # うちは…と…、あと…を売ってます / …と…、それに…もうちで作って売ってます / …を扱っております: goods listed with
        # と, then one more after あと, それから or それに.
        ja(
            rf"^(?:うちは|うちでは|店では|[^、。をと]{{1,8}}では)?(?P<obj>{_GOODS})と(?P<second>{_GOODS})、\s*(?:あと|それから|それに|それと)"
            rf"(?P<third>{_GOODS})(?:も|を)(?:うちで|店で)?(?:作って|焼いて)?(?:売って|扱って){_MASU}" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "SELLS", ""), ("third", "SELLS", "")),
    ),
    Pattern(
        "ja.named_here",
        # 例の…、ここでは「…」って呼ぼう / うちの…、この会話では「…」って呼ぶね: the thing said first, then the name
        # it has in this chat (said after it, so the framing did not take it).
        ja(
            r"^[^、。]{1,20}、\s*(?:ここでは|この(?:会話|チャット|やり取り|やりとり)(?:の中)?では)、?\s*"
            r"「(?P<obj>[^」]{1,15})」(?:って|と)(?:呼ぼう|呼ぶ(?:ね|よ|ことにしよう|ことにします)?|呼びます|呼びましょう)"
            + _END
        ),
        "IS_CALLED",
        0.85,
        who=SESSION,
    ),
    Pattern(
        "ja.two_languages_spoken",
        # ラオ語と、ちょっとだけウェールズ語が話せます: two languages listed with と, how well before the second.
        ja(
            rf"^(?:私は|僕は)?(?P<obj>{_LANGUAGE})と、?\s*(?:ちょっと(?:だけ)?|少し(?:だけ)?|多少)?(?P<second>{_LANGUAGE})"
            r"(?:が|も|を)(?:話せ|しゃべれ|喋れ)(?:ます|る)" + _END
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
        also=(("second", "SPEAKS", "SpokenLanguage"),),
    ),
    Pattern(
        "ja.role_in_charge",
        # 店では焼き担当やってます / 仕事は…の字入れ担当です: one's role said as what one is in charge of.
        ja(
            r"^(?:(?:店|お店|工房|うち|会社|チーム|現場|職場)では|仕事は)\s*(?P<obj>[^、。はがを\s]{2,10}担当)"
            rf"(?:を)?(?:やって{_MASU}|です|っす)" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.workplace_where_it_is",
        # 長崎の思案橋にある「白凧堂」でカステラを焼いてます: the workplace by its name, where it is said before it.
        ja(
            r"^(?:[一-龥ァ-ヶ]{1,5}の)?(?P<place>[一-龥ァ-ヶ]{2,6})にある「(?P<obj>[^」]{1,15})」で"
            r"[^、。]{1,15}?(?:て|で)(?:い)?(?:ます|る)" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("place", "LOCATED_IN", "Place"),),
    ),
    Pattern(
        "ja.two_goods_comma",
        # うちは…ツールと、…アラートを売ってます: two goods, a comma after と.
        ja(
            rf"^(?:うちは|うちでは|店では|[^、。をと]{{1,8}}では)?(?P<obj>{_GOODS})と、\s*(?P<second>{_GOODS})を"
            rf"(?:作って|焼いて)?(?:売って|扱って){_MASU}" + _END
        ),
        "SELLS",
        0.8,
        who=WE,
        also=(("second", "SELLS", ""),),
    ),
    Pattern(
        "ja.clients_mostly_after",
        # お客さんは観光客とサイクリストがほとんど: who the clients are, then that they are most of them.
        ja(
            r"^(?:うちの|弊社の|当社の)?(?:お客さん|お客様|お客|顧客|クライアント|取引先)は\s*"
            r"(?P<obj>[^、。]{2,20}?)(?:と(?P<second>[^、。]{2,20}?))?が(?:ほとんど|大半|メイン|多い)(?:です|だ|っす)?"
            + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", ""),),
    ),
    Pattern(
        "ja.two_works_two_tools",
        # チケットは…、コードは…に置いてる: two kinds of work, each with its tool, the verb said once at the end.
        ja(
            rf"^{_WORK_KIND}は\s*(?P<obj>{_TOOL_NAME})、\s*{_WORK_KIND}は\s*(?P<second>{_TOOL_NAME})\s*(?:で|に)"
            rf"{_IN_TOOL}(?:(?:い|おり)?(?:ます|る))" + _END
        ),
        "USES",
        0.8,
        who=WE,
        object_type="Tool",
        also=(("second", "USES", "Tool"),),
    ),
    Pattern(
        "ja.boss_name_then_aside",
        # 直属の上司は…さん、インフラのまとめ役です / 師匠は…さん、口数は少ないけど…: the boss by name, then who
        # they are.
        ja(
            r"^(?:私の|僕の)?(?:直属の)?(?:上司|上長|師匠|親方)は\s*(?P<obj>[一-龯々ァ-ヶ]{1,6}?)(?:さん|様|氏)、"
            r"[^。]{2,25}?" + _END
        ),
        "HAS_MANAGER",
        0.8,
        object_type="Person",
    ),
]
