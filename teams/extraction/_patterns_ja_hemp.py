"""Japanese patterns read before every other (round 46, issue #25): the shapes of parts 37-39. Premises in a
district of a town (製茶工場は信楽町の朝宮にあります: the district, not the town), a CI left and the one moved to
(…をやめて、先週…に移行しました / …は引退、いまは…でビルドしてる), one's own notes or diary kept in a tool (said with
ている), a role given up and the one taken on (…は卒業して、四月から…をやることになりました), a workshop named after
the craft one does in a town, a rule of the craft (糸は手績みの麻だけを使う / 一番茶は手摘みのみ), a live key named (no
tool), habits said with when (寝る前に…を吹いてます), a food refused after a liking (…だけはなぜかダメ), a drink one is
happy with, the sprint, the release day and the stand-up said plainly, hours release is held back in, how customers
pay, a town left and the one lived in now (…を出て、…に引っ越しました), and who buys (…の卸先は…と、あとは… /
…は…から、…は…からの注文が多い)."""

import re

from teams.extraction._patterns import DOUBTFUL, WE, Pattern, ja, policy

_END = r"(?:よ|ね|よね|わ|っす)?[。！!]?$"
_NAME = r"(?:「[^」]{1,12}」|[A-Za-zァ-ヶ][A-Za-z0-9.+#ァ-ヶー一-龥]{1,15}?)"
_TOOL = rf"(?P<obj>{_NAME})"
_DOING = r"(?:る|ます|いる|います)"
# A premises of the business (製茶工場, 出荷場, かんぴょうの干し場, 会社, オフィス).
_PREMISES = r"(?:[一-龥ぁ-んァ-ヶー]{1,6}の)?(?:工場|製茶工場|出荷場|干し場|作業場|会社|オフィス|事務所|倉庫)"
# A town said before its district (信楽町の, 土浦の, 下野市の, つくばの): two to six characters.
_TOWN = r"[一-龥ぁ-んァ-ヶ々ヶ]{2,6}?"
_DISTRICT = r"[一-龥ァ-ヶー々ヶ]{2,8}?"
_SINCE = r"(?:先週|先月|今月|今週|昨日|この前|[一二三四五六七八九十]{1,2}月から)?"

FIRST_PATTERNS = [
    Pattern(
        "ja.premises_in_district",
        # 製茶工場は信楽町の朝宮にあります / 会社は大津市の浜大津、港のすぐそばです / オフィスはつくばの研究学園、駅から
        # …: the district is where the premises are; the town before it only says which district.
        ja(rf"^{_PREMISES}は{_TOWN}の(?P<obj>{_DISTRICT})(?:にあります|にある|、[^、。]{{2,16}})" + _END),
        "LOCATED_IN",
        0.8,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.ci_left_moved_to",
        # カスミCIをやめて、先週ヒタチCIに移行しました / ヒエイCIはやめて、イブキCIに移行済み: the old tool is the value
        # the new one replaces (a time word before the new one is no part of its name).
        ja(
            rf"^(?P<wrong>{_NAME})[はを](?:もう)?(?:やめて|止めて|解約して)、\s*{_SINCE}{_TOOL}に"
            r"(?:移行しました|移行した|移行済み|移行済|移行完了)" + _END
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.ci_retired_builds_now",
        # キヌCIは引退、いまはニョホウCIでビルドしてる: where the builds run now, the retired one replaced.
        ja(
            rf"^(?P<wrong>{_NAME})は(?:引退|廃止|お役御免)、\s*(?:いまは|今は)\s*{_TOOL}で"
            rf"(?:ビルドして|回して|動かして){_DOING}" + _END
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.own_notes_kept_in_tool",
        # 自分のタスクはJotfinchに入れてる / 個人の日記はホタル手帳につけてる (the pipeline reads てる as ている):
        # one's own list, so the speaker's tool, not the team's.
        ja(
            r"^(?:個人の|自分の|私の|わたしの)(?:メモ|タスク|日記|ToDo|TODO|やること)は\s*"
            + _TOOL
            + r"に(?:入れて|まとめて|つけて|書いて|放り込んで)"
            + _DOING
            + _END
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "ja.role_graduated_taking_on",
        # DevOpsエンジニアは卒業して、四月から技術責任者をやることになりました: the new role replaces the one left
        # (卒業 of a role is no tool ended).
        ja(
            r"^(?P<wrong>[^、。]{2,16}?)は卒業して、\s*(?:[^、。]{1,6}から)?"
            r"(?P<obj>[^、。をが]{2,12}?)を(?:やることになりました|やることになった|やります|任されました)" + _END
        ),
        "HAS_ROLE",
        0.85,
        object_type="Role",
    ),
    Pattern(
        "ja.craft_in_town_workshop_named",
        # 鹿沼で組子職人をしていて、工房は上材木町の「麻の葉工房」です: the named workshop is the workplace and the
        # district where it is; the town the craft is done in is no workplace.
        ja(
            r"^[一-龥ぁ-んァ-ヶ]{2,6}で(?P<role>[一-龥ァ-ヶー]{1,6}(?:職人|師|工))をしていて、\s*"
            r"(?:工房|お店|店)は(?P<town>[一-龥々ヶ]{2,6})の(?P<obj>「[^」]{2,12}」)です" + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
        also=(("role", "HAS_ROLE", "Role"), ("town", "LOCATED_IN", "Place")),
    ),
    policy(
        "ja.craft_rule_only",
        # 糸は手績みの麻だけを使う / 一番茶は手摘みのみ、機械は入れない: what the craft keeps to, the team's rule, not a
        # tool the speaker uses.
        ja(
            r"^(?P<obj>[一-龥ぁ-んァ-ヶー]{1,6}は[一-龥ぁ-んァ-ヶー]{2,8}?(?:だけを使う|のみ))"
            r"(?:、[^、。]{1,10}は(?:入れない|入れません|使わない|使いません))?" + _END
        ),
    ),
    Pattern(
        "ja.live_key_named",
        # …、rk_live_… を使ってます: a live key is a secret, not a tool; read so that nothing is kept.
        ja(r"^(?P<obj>(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{8,})\s*を使って" + _DOING + _END),
        "USES",
        DOUBTFUL,
    ),
    Pattern(
        "ja.habit_with_when",
        # 寝る前に少しだけ尺八を吹いてます / 出勤前に十五分だけヨガをしてる / 毎晩けん玉を練習してる: what one does at a
        # time said before it, kept with its verb as the habit.
        ja(
            r"^(?:寝る前に|出勤前に|毎晩|毎朝|仕事のあとに|帰ってから)(?:少しだけ|[一二三四五六七八九十]+分だけ)?\s*"
            r"(?P<obj>[一-龥ぁ-んァ-ヶー]{2,10}を(?:吹いて|して|練習して|やって|弾いて))"
            + _DOING
            # …、千ピースのやつ / …、まだ日本一周すらできないけど: what is said of it after.
            + r"(?:、[^、。]{2,20})?"
            + _END
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.allergy_cannot_touch",
        # ウールはアレルギーで触れないから、麻一本でやってる: the allergy (what one does instead is no tool).
        ja(
            r"^(?P<obj>[一-龥ぁ-んァ-ヶー]{2,8}?)はアレルギーで(?:触れない|触れません|食べられない|飲めない)"
            r"(?:から|ので)?(?:、[^、。]{2,16})?" + _END
        ),
        "HAS_ALLERGY",
        0.8,
    ),
    Pattern(
        "ja.foods_both_refused",
        # なまこもうるかも、食感と苦みがどうしても無理 / イナゴの佃煮も蜂の子も、見た目でもう無理: both foods refused.
        ja(
            r"^(?P<obj>[一-龥ぁ-んァ-ヶー]{2,8}?)も(?P<second>[一-龥ぁ-んァ-ヶー]{2,8}?)も、\s*[^、。]{0,12}?"
            r"(?:どうしても|もう)(?:無理|ダメ|駄目)" + _END
        ),
        "DISLIKES",
        0.8,
        object_type="Food",
        also=(("second", "DISLIKES", "Food"),),
    ),
    Pattern(
        "ja.kind_especially_refused",
        # きのこ類、特になめことしいたけは苦手: the two named, not the kind they are of.
        ja(
            r"^[一-龥ぁ-んァ-ヶー]{1,6}、\s*特に(?P<obj>[一-龥ぁ-んァ-ヶー]{2,8}?)と(?P<second>[一-龥ぁ-んァ-ヶー]{2,8}?)は"
            r"(?:苦手|ダメ|駄目|無理)(?:です)?" + _END
        ),
        "DISLIKES",
        0.8,
        object_type="Food",
        also=(("second", "DISLIKES", "Food"),),
    ),
    Pattern(
        "ja.role_taken_on_too",
        # (それと、)フロアの救護係にもなりました: a role taken on as well, none given up (開発本部長になりました！
        # is left: the role it replaces is said in the next sentence).
        ja(
            r"^(?:それと、|あと、)?\s*(?:[一-龥ァ-ヶー]{1,6}の)?"
            r"(?P<obj>[一-龥ァ-ヶーA-Za-z]{1,10}(?:本部長|部長|責任者|係|マネージャー|推進者))"
            # あと、社内の安全衛生推進者もなぜか私に回ってきた: handed to one, as well.
            r"(?:にもなりました|も(?:なぜか)?(?:私|僕|自分)に回ってきた)" + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.works_at_firm_kind",
        # ニオ技研というソフト会社に勤めてます / ツクバネ技研っていう、社員二十人ちょっとの会社に勤めてます: the
        # firm named, not the kind of firm.
        ja(r"^(?P<obj>[一-龥ァ-ヶーA-Za-z]{2,12}?)(?:という|っていう)、?\s*[^、。]{0,16}?会社に勤めて" + _DOING + _END),
        "WORKS_AT",
        0.85,
        object_type="Organisation",
    ),
    Pattern(
        "ja.helps_at_family_place",
        # 実家の「杣川製茶」を手伝ってます / 平日は叔父の「蓮田ファーム」で出荷の仕事をしてます: where one works.
        ja(
            r"^(?:平日は|週末は)?(?:実家|叔父|叔母|祖父母|両親|父|母|親戚)の(?P<obj>「[^」]{2,12}」)"
            r"(?:を手伝って|で[^、。]{1,10}をして)" + _DOING + _END
        ),
        "WORKS_AT",
        0.8,
        object_type="Organisation",
    ),
    Pattern(
        "ja.home_is",
        # 住まいはひたちなか市。: where one lives.
        ja(r"^住まいは(?P<obj>[一-龥ぁ-んァ-ヶ々ヶ]{1,8}?[市町村区])(?:です)?" + _END),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "ja.moved_town_to_town",
        # ひたちなか市から水戸市に引っ越しました、駅まで歩けるのがうれしい: the town left is the value replaced.
        ja(
            r"^(?P<wrong>[一-龥ぁ-んァ-ヶ々ヶ]{1,8}?[市町村区])から(?P<obj>[一-龥ぁ-んァ-ヶ々ヶ]{1,8}?[市町村区])に"
            r"引っ越(?:しました|した)(?:、[^、。]{2,20})?" + _END
        ),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "ja.left_town_moved_to",
        # 守山市を出て、彦根市に引っ越しました / (引っ越し完了！)真岡市じゃなくて、これからは小山市です: the town
        # lived in now, the one left the value it replaces.
        ja(
            r"^(?P<wrong>[一-龥ぁ-んァ-ヶ々ヶ]{1,8}?[市町村区])(?:を出て|じゃなくて)、\s*(?:これからは)?"
            r"(?P<obj>[一-龥ぁ-んァ-ヶ々ヶ]{1,8}?[市町村区])(?:に引っ越(?:しました|した)|です)" + _END
        ),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "ja.town_from_now",
        # (引っ越し完了！真岡市じゃなくて、)これからは小山市です: the town lived in from now on (the one corrected is
        # said before じゃなくて).
        ja(r"^これからは(?P<obj>[一-龥ぁ-んァ-ヶ々ヶ]{1,8}?[市町村])です" + _END),
        "LIVES_IN",
        0.8,
        object_type="Place",
    ),
    Pattern(
        "ja.manager_is",
        # 飯村たかしさんがうちの上司で、: the one one works under.
        ja(r"^(?P<obj>[一-龥ぁ-んァ-ヶ]{2,10}さん)が(?:うちの|私の|僕の)?上司(?:で、|です)" + _END),
        "HAS_MANAGER",
        0.85,
        object_type="Person",
    ),
    Pattern(
        "ja.team_is_bracketed",
        # チームは「しもつかれ班」。: the team's name.
        ja(r"^チームは(?P<obj>「[^」]{2,12}」)(?:です)?" + _END),
        "HAS_TEAM",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.role_as_looking_after",
        # いまはプラットフォームエンジニアとして予約APIの基盤を見てます: the role the work is done as.
        ja(
            r"^(?:いまは|今は)?(?P<obj>[一-龥ァ-ヶーA-Za-z]{2,12}(?:エンジニア|マネージャー|デザイナー))として、?"
            r"[^、。]{2,20}を見て" + _DOING + _END
        ),
        "HAS_ROLE",
        0.8,
        object_type="Role",
    ),
    Pattern(
        "ja.working_hours_are",
        # 勤務は8時25分から16時35分、フレックスだけどほぼ固定: one's working hours.
        ja(
            r"^勤務は(?P<obj>\d{1,2}時(?:\d{1,2}分|半)?から\d{1,2}時(?:\d{1,2}分|半)?)(?:まで)?"
            r"(?:、[^、。]{2,20})?" + _END
        ),
        "HAS_WORKING_HOURS",
        0.85,
    ),
    Pattern(
        "ja.wholesale_buyers",
        # お茶の卸先は町の茶舗と、あとは喫茶店が何軒か / かんぴょうの卸先は寿司屋さんと乾物屋さんがほとんど / おもな
        # 取引先は天ぷら屋さんと、あとは生協: both buyers.
        ja(
            r"^(?:[一-龥ぁ-んァ-ヶー]{1,6}の)?(?:卸先|取引先|おもな取引先|主な取引先)は\s*"
            r"(?P<obj>[一-龥ぁ-んァ-ヶー]{2,10}?)と、?\s*(?:あとは)?(?P<second>(?:(?!が)[一-龥ぁ-んァ-ヶー]){2,10}?)"
            r"(?:が(?:何軒か|ほとんど|多い|中心|メイン)(?:です)?|です)?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "ja.orders_from_each",
        # のれんは料理旅館から、コースターは雑貨屋さんからの注文が多い: who orders each of the goods.
        ja(
            r"^[一-龥ぁ-んァ-ヶー]{1,6}は(?P<obj>[一-龥ぁ-んァ-ヶーの]{2,12}?)から、\s*[一-龥ぁ-んァ-ヶー]{1,6}は"
            r"(?P<second>[一-龥ぁ-んァ-ヶーの]{2,12}?)からの注文が(?:多い|ほとんど)(?:です)?" + _END
        ),
        "HAS_CLIENTS",
        0.8,
        who=WE,
        also=(("second", "HAS_CLIENTS", "Organisation"),),
    ),
    Pattern(
        "ja.only_this_refused",
        # (魚卵はだいたい好きなんだけど、)たらこだけはなぜかダメ / あん肝だけはどうしても食べられない: the one food
        # refused among those liked.
        ja(
            r"^(?P<obj>[一-龥ぁ-んァ-ヶー]{2,8}?)(?:だけは|は)(?:なぜか|どうしても)"
            r"(?:ダメ|駄目|食べられない|無理)" + _END
        ),
        "DISLIKES",
        0.8,
        object_type="Food",
    ),
    Pattern(
        "ja.drink_happy_with",
        # 飲み物はハニーブッシュティーがあれば満足 / 飲み物はゆず茶があれば幸せ: the drink one prefers.
        ja(r"^飲み物は(?P<obj>[一-龥ぁ-んァ-ヶー]{2,14}?)があれば(?:満足|幸せ|十分)(?:です)?" + _END),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.sprint_business_days",
        # うちのスプリントは十九営業日 / スプリントの長さは二十一営業日: the sprint's length.
        ja(r"^(?:うちの)?スプリント(?:の長さ)?は\s*(?P<obj>[一二三四五六七八九十0-9]{1,4}営業日)(?:です)?" + _END),
        "HAS_SPRINT_LENGTH",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.release_monthly_day",
        # リリースは毎月最終水曜日 / 本番リリースは毎月第二金曜日と決まってます: the release cadence.
        ja(
            r"^(?:本番)?リリースは\s*(?P<obj>毎月(?:最終|第[一二三四1-4])[月火水木金土日]曜日)"
            r"(?:です|と決まって(?:ます|います|る))?" + _END
        ),
        "HAS_RELEASE_CADENCE",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.standup_starts",
        # 朝会は9時05分スタート: the stand-up's time.
        ja(r"^朝会は\s*(?P<obj>\d{1,2}時(?:\d{1,2}分|半)?)(?:スタート|開始|から)" + _END),
        "HAS_STANDUP_TIME",
        0.85,
        who=WE,
    ),
    policy(
        "ja.no_release_in",
        # 二月と三月はリリースしない / 夕方の四時から七時は本番に触らない: times the team holds releases back in.
        ja(r"^(?P<obj>[^、。]{2,14}は(?:リリースしない|本番に触らない|デプロイしない))" + _END),
    ),
    Pattern(
        "ja.payment_taken_with",
        # 機場での支払いはハタオリペイで受けてます / 工房の店先での支払いはマカベペイに対応: how customers pay.
        ja(
            r"^[一-龥ぁ-んァ-ヶー]{1,8}での支払いは\s*(?P<obj>[ァ-ヶA-Za-z][ァ-ヶーA-Za-z0-9]{1,12}?)"
            r"(?:で受けて|に対応して)?" + _DOING + r"?" + _END
        ),
        "USES",
        0.8,
        who=WE,
    ),
]

# Clauses the pipeline reads as one (round 46): a CI left (…をやめて、 / …はやめて、) with the one moved to, and a
# role given up (…は卒業して、) with the one taken on from a time; read apart, the old one was an end of a tool.
_LEFT = re.compile(rf"^\s*{_NAME}[はを](?:もう)?(?:やめて|止めて|解約して)、\s*$")
_MOVED = re.compile(rf"^\s*{_SINCE}{_NAME}に移行(?:しました|した|済み|済|完了)")
_GRADUATED = re.compile(r"^\s*[^、。]{2,16}?は卒業して、\s*$")
# 鹿沼で組子職人をしていて、 / 工房は上材木町の「麻の葉工房」です: the craft and its named workshop.
_CRAFT_DONE = re.compile(r"^\s*[一-龥ぁ-んァ-ヶ]{2,6}で[一-龥ァ-ヶー]{1,6}(?:職人|師|工)をしていて、\s*$")
_WORKSHOP_NAMED = re.compile(r"^\s*(?:工房|お店|店)は[一-龥々ヶ]{2,6}の「[^」]{2,12}」です")
# 守山市を出て、 / 彦根市に引っ越しました, 真岡市じゃなくて、 / これからは小山市です: the town left and the new one.
_TOWN_LEFT = re.compile(r"^\s*[一-龥ぁ-んァ-ヶ々ヶ]{1,8}?[市町村区](?:を出て|じゃなくて)、\s*$")
_TOWN_NOW = re.compile(
    r"^\s*(?:[一-龥ぁ-んァ-ヶ々ヶ]{1,8}?[市町村区]に引っ越(?:しました|した)|これからは[^、。]{1,8}?[市町村区]です)"
)
_TAKING_ON = re.compile(
    r"^\s*(?:[^、。]{1,6}から)?[^、。をが]{2,12}?を(?:やることになりました|やることになった|任されました)"
)


def joins_ja_hemp(before: str, after: str) -> bool:
    """Whether a Japanese clause is read with the one before it (round 46's pairs)."""
    return bool(
        (_LEFT.match(before) and _MOVED.match(after))
        or (_GRADUATED.match(before) and _TAKING_ON.match(after))
        or (_CRAFT_DONE.match(before) and _WORKSHOP_NAMED.match(after))
        or (_TOWN_LEFT.match(before) and _TOWN_NOW.match(after))
    )
