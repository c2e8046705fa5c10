"""Japanese durable-fact patterns, specific before general (the first match wins).

Japanese often drops the subject: "TypeScriptが好きです" is about the speaker. A topic
("私は", "弊社では", "このプロジェクトは") says otherwise when it is there.
"""

import re

from teams.extraction._patterns import DOUBTFUL, OTHER, WE, Pattern, ja, policy, topic_reader
from teams.extraction._patterns_ja_apiary import FIRST_PATTERNS as APIARY_FIRST
from teams.extraction._patterns_ja_asides import FIRST_PATTERNS as ASIDES_FIRST
from teams.extraction._patterns_ja_asides import LATER_PATTERNS as ASIDES_LATER
from teams.extraction._patterns_ja_constructions import FIRST_PATTERNS as CONSTRUCTIONS_FIRST
from teams.extraction._patterns_ja_constructions import LATER_PATTERNS as CONSTRUCTIONS_LATER
from teams.extraction._patterns_ja_disposals import DISPOSAL_PATTERNS
from teams.extraction._patterns_ja_everyday import EVERYDAY_PATTERNS
from teams.extraction._patterns_ja_firm import JA_FIRM_PATTERNS
from teams.extraction._patterns_ja_fronted import FIRST_PATTERNS as FRONTED_FIRST
from teams.extraction._patterns_ja_fronted import LATER_PATTERNS as FRONTED_LATER
from teams.extraction._patterns_ja_geta import FIRST_PATTERNS as GETA_FIRST
from teams.extraction._patterns_ja_harbour import FIRST_PATTERNS as HARBOUR_FIRST
from teams.extraction._patterns_ja_hemp import FIRST_PATTERNS as HEMP_FIRST
from teams.extraction._patterns_ja_kasa import FIRST_PATTERNS as KASA_FIRST
from teams.extraction._patterns_ja_kiln import FIRST_PATTERNS as KILN_FIRST
from teams.extraction._patterns_ja_offhand import FIRST_PATTERNS as OFFHAND_FIRST
from teams.extraction._patterns_ja_office import FIRST_PATTERNS as OFFICE_FIRST
from teams.extraction._patterns_ja_orchard import FIRST_PATTERNS as ORCHARD_FIRST
from teams.extraction._patterns_ja_plain import FIRST_PATTERNS as PLAIN_FIRST
from teams.extraction._patterns_ja_shapes import FIRST_PATTERNS as SHAPES_FIRST
from teams.extraction._patterns_ja_shop import FIRST_PATTERNS as SHOP_FIRST
from teams.extraction._patterns_ja_shop import LATER_PATTERNS as SHOP_LATER
from teams.extraction._patterns_ja_spoken import SPOKEN_PATTERNS
from teams.extraction._patterns_ja_stall import FIRST_PATTERNS as STALL_FIRST
from teams.extraction._patterns_ja_team import FIRST_PATTERNS as TEAM_FIRST
from teams.extraction._patterns_ja_terse import FIRST_PATTERNS as TERSE_FIRST
from teams.extraction._patterns_ja_trades import FIRST_PATTERNS, LATER_PATTERNS
from teams.extraction._patterns_ja_workshop import FIRST_PATTERNS as WORKSHOP_FIRST
from teams.extraction._patterns_ja_workshop import LATER_PATTERNS as WORKSHOP_LATER
from teams.extraction._surnames import JA_SURNAMES

# A sentence-final particle (書いてるよ, 使ってますね) adds tone, not meaning.
_END = r"(?:よ|ね|よね|わ)?[。！!、]?$"
_COPULA = r"(?:です|だ|なんです|なのです|でございます)?"
# An optional topic: "私は", "うちのチームでは", "このプロジェクトは" (no は inside it).
# "仕事では…" / "個人のプロジェクトでは…": with で, the topic is a setting (where), not who.
# 私、甲殻類アレルギー持ちなので: the speaker set apart by a comma is a topic too.
# ごはん holds a は that marks no topic (晩ごはんは…: round 14).
_TOPIC = r"^(?:(?P<topic>(?:[^、。！？は]|(?<=ご)はん){1,15}?)(?:(?P<setting>で)は|は|も|って|(?<=[私僕俺])、)、?\s*)?"
_OBJ = r"(?P<obj>[^、。]{1,40}?)"
# A tool named in Latin letters and what is done with it (Kubernetesでサービスを動かしています).
_INSTRUMENT = (
    r"(?:基本的に|基本|全部|主に|ほぼ|だいたい|大体|たいてい)?(?P<obj>[A-Za-z0-9][\w .+#-]{0,30}?)\s*で"
    r"[^、。]{0,20}?(?:を|に)?[^、。]{0,12}?(?:しています|します|ています|います|てます|ます)" + _END
)
_ROLES = (
    r"エンジニア|開発者|デベロッパー|プログラマー?|デザイナー|マネージャー|マネジャー|研究者|学生|教師|先生|教授|コンサルタント|"
    r"アナリスト|アーキテクト|リーダー|リード|ディレクター|CTO|CEO|PM|SRE|データサイエンティスト|医者|医師|看護師|弁護士|会計士|ライター|"
    r"編集者|営業|経営者|創業者|フリーランス|インターン|部長|課長|係長|主任|室長|責任者|取締役"
)
_THINGS = r"プロジェクト|製品|プロダクト|サービス|アプリ|会社|チーム|リポジトリ|レポジトリ"
_CATEGORIES = (
    r"言語|プログラミング言語|データベース|DB|フレームワーク|エディタ|クラウド|OS|技術スタック|スタック|CI|CI/CD|CIツール|"
    r"インフラ|[^、。はがの]{0,8}ツール|リポジトリ|ホスティング|[^、。はがの]{0,8}基盤|"
    # The same kinds of tool as the English TOOL_CATEGORIES: their value is a tool the team uses.
    r"データウェアハウス|DWH|キャッシュ|メッセージキュー|キュー|ブローカー|CDN|レジストリ|検索エンジン|Webサーバー|"
    r"ランタイム|ORM|監視|ロギング|課題管理|チケット管理|バージョン管理|ソース管理|Wiki|チャット|パッケージマネージャー|"
    r"テストフレームワーク|リンター|フォーマッター|オーケストレーター|クラウドプロバイダー|"
    r"ヘルプデスク|会計ソフト|ERP|CRM|ゲートウェイ|APIゲートウェイ|POSレジ|レジ|予約システム"
)
# Programming languages by name, for "…を書いています".
_LANGUAGES = (
    r"Python|TypeScript|JavaScript|Rust|Go|Golang|Java|Kotlin|Swift|C\+\+|C#|Ruby|PHP|Scala|Elixir|Haskell|Dart|"
    r"Lua|Perl|Julia|Zig|OCaml|Clojure|Erlang|SQL|Bash"
)
# Team routines that are the team's even without "弊社の" (they have one relation in every language).
_ROUTINES = r"スプリント|スプリント期間|オンコール|オンコール当番|リリースサイクル|リリース周期|リリース日|デプロイ日"
_WE = r"(?P<topic>弊社|当社|私たち|僕たち|我々|うちのチーム|うちの会社|うち|チーム|会社)"
_MARKER = r"必ず|いつも|毎回|だいたい|大体|たいてい|基本"
_DAYTIME = r"週末|平日|休日|休みの日|昼休み|朝|夜|夕方|午前中|午後|仕事の後|始業前|就寝前|食後"
# 毎朝, 毎週金曜日に, 普段は, いつも, 週に一度: when a habit recurs (kept in the habit's line).
_WHEN_WORD = (
    r"毎(?:朝|晩|日|夜|週|月|年|週[月火水木金土日]曜日?|日[朝夜])(?:に|は)?|普段(?:は)?|いつも(?:は)?|通常(?:は)?|"
    r"基本的に|たいてい|週に(?:一度|一回|[1-9一二三]回)|月に(?:一度|一回)|朝に|夜に|"
    r"(?:第[一二三四1-4]|最終)?[月火水木金土日]曜(?:日)?(?:の(?:朝|夜|午前|午後|夕方|昼))?(?:には|は|に)|[^、。はがを]{1,8}?ごとに|"
    r"スプリントの(?:最後|終わり|最初|始め)に|隔週(?:で|に)?|隔月(?:で|に)?|"
    # 寝る前に必ず…, 週末はだいたい…: a time around which something is done, then a word that says it recurs.
    rf"(?:[^、。はがを\d０-９]{{1,8}}?(?:前|後|あと|中|の間|の時|のとき|終わり)|{_DAYTIME})(?:に|は|には)、?(?=\s*(?:{_MARKER}))|"
    rf"{_MARKER}"
)
# One or more: "月曜日の朝はいつも…" is a weekday and a habit marker.
_WHEN = rf"(?P<when>(?:{_WHEN_WORD})(?:、?\s*(?:{_WHEN_WORD}))*)"
# A verb ending a habit, said politely or plainly: しています → している.
# 読んでいます, 泳いでいます: a verb whose て-form is で (after ん or い).
_HABIT_END = (
    r"(?P<end>(?:し|て|で|い|き|み|り|ち|に|び|ぎ|め|け|べ|せ|え|れ)(?:ています|ている|てます|ます|る)|[んい]でいます|[んい]でいる|[んい]でます|"
    # 毎朝5時に筏の見回りに出ます: going out to a round of work.
    r"します|する|しています|出(?:ています|てます|ます|る))"
)
# 私はソニーのエンジニアです: a workplace before the role, not a kind of one (フリーランスの, チームの).
_ORG = (
    r"(?P<org>(?!フリーランス|チーム|プロジェクト|部署|会社|うち|弊社|当社|大学|新人|ベテラン|シニア|ジュニア|"
    r"(?:小さな|大きな|ある|とある|地元の|外資系の?|日系の?|IT)(?:スタートアップ|会社|企業|ベンチャー))"
    # で ends the workplace: 日本郵船で経理部の課長 is at 日本郵船.
    r"[^、。のはがで]{1,20})"
)


PATTERNS = [
    *HEMP_FIRST,
    *KASA_FIRST,
    *GETA_FIRST,
    *APIARY_FIRST,
    *ORCHARD_FIRST,
    *HARBOUR_FIRST,
    *TERSE_FIRST,
    *OFFHAND_FIRST,
    *STALL_FIRST,
    *KILN_FIRST,
    *PLAIN_FIRST,
    *SHAPES_FIRST,
    *JA_FIRM_PATTERNS,
    *TEAM_FIRST,
    *OFFICE_FIRST,
    *ASIDES_FIRST,
    *FRONTED_FIRST,
    *CONSTRUCTIONS_FIRST,
    *SHOP_FIRST,
    *WORKSHOP_FIRST,
    *FIRST_PATTERNS,
    *EVERYDAY_PATTERNS,
    *SPOKEN_PATTERNS,
    Pattern(
        "ja.name",
        # 名前は卯月ひかりです, said first in the turn, is the speaker's (not a name still to be decided).
        ja(
            r"^(?:(?:私|僕|俺|わたし|自分)の)?名前は\s*(?!未定|まだ|秘密|内緒|不明|なし|ありません)"
            # 名前？…っていいます (round 18): the name asked back, then said with って or と.
            rf"{_OBJ}\s*(?:(?:って|と)(?:いい|言い|申し)ます|{_COPULA}){_END}"
        ),
        "HAS_NAME",
        0.93,
        object_type="Name",
    ),
    Pattern(
        "ja.name_humble",
        ja(rf"^(?:私は|僕は|わたしは)?\s*{_OBJ}\s*(?:と申します|といいます|と言います){_END}"),
        "HAS_NAME",
        0.93,
        object_type="Name",
    ),
    Pattern(
        "ja.favourite",
        ja(
            rf"^(?P<topic>私の|僕の|俺の|わたしの|私たちの|うちの|弊社の)?(?:一番)?好きな(?P<cat>[^はが]{{1,15}})は\s*{_OBJ}\s*"
            # 好きなのは玄米茶で、…: the te-form of the copula goes on to the next clause.
            rf"(?:で(?=[、。]?$))?{_COPULA}{_END}"
        ),
        "PREFERS",
        0.9,
    ),
    Pattern(
        "ja.our_main",
        ja(
            rf"^(?P<topic>私たちの|うちのチームの|うちの会社の|うちの|弊社の|我々の|チームの|会社の|当社の)(?:主な|メインの?|標準の?|主要な)?(?P<cat>{_CATEGORIES})は\s*"
            rf"{_OBJ}\s*{_COPULA}{_END}"
        ),
        "USES",
        0.88,
        who=WE,
    ),
    Pattern(
        "ja.we_are_a",
        # うちの会社はスタートアップです: what kind of organisation the speaker's is.
        ja(
            r"^(?P<topic>弊社|当社|うちの会社|うちのチーム|私たちの会社|我々)は\s*(?P<obj>[^、。はが]{0,12}?"
            rf"(?:スタートアップ|ベンチャー|企業|会社|非営利団体|NPO|スタジオ|事務所|代理店))\s*{_COPULA}{_END}"
        ),
        "IS_A",
        0.8,
        who=WE,
        object_type="Kind",
    ),
    Pattern(
        "ja.attribute",
        ja(
            r"^(?:(?P<topic>私|僕|俺|わたし)の|(?=GitHub))(?P<cat>タイムゾーン|メールアドレス|メール|部署|役職|ニックネーム|母語|上司|"
            rf"GitHubの(?:ID|アカウント|ユーザー名))は\s*{_OBJ}(?:さん)?\s*"
            rf"{_COPULA}{_END}"
        ),
        "HAS_{cat}",
        0.88,
    ),
    Pattern(
        "ja.thing_name",
        ja(
            rf"^(?P<topic>私たちの|うちの|弊社の|我々の|チームの|この|現在の|今の|その|私の|僕の)?(?P<cat>{_THINGS})"
            rf"(?:の?名前|名|の?コードネーム|の?コード名)(?:は|が)\s*{_OBJ}\s*(?:という名前)?{_COPULA}{_END}"
        ),
        "HAS_{cat}",
        0.9,
        who=OTHER,
    ),
    Pattern(
        "ja.thing_called",
        ja(
            rf"^(?P<topic>私たちの|うちの|弊社の|我々の|チームの|この|現在の|今の|その|私の|僕の)?(?P<cat>{_THINGS})(?:は|が)\s*"
            rf"{_OBJ}\s*(?:という名前(?:です)?|と呼ばれています|と呼んでいます|と言います|といいます){_END}"
        ),
        "HAS_{cat}",
        0.88,
        who=OTHER,
    ),
    Pattern(
        "ja.surname",
        # 私は佐藤です / 鈴木です: a common family name (and a given name) and nothing else.
        ja(
            r"^(?:(?:私|僕|わたし)は)?\s*(?P<obj>(?:"
            + "|".join(JA_SURNAMES)
            + r")(?:\s?[一-龯]{1,2}(?:子|美|香|恵)?)?)"
            # 私は中村で、メルカリのSREです: で continues the sentence as です ends it.
            r"(?:です|と申します|といいます|で)[。！!、]?$"
        ),
        "HAS_NAME",
        0.85,
        object_type="Name",
    ),
    Pattern(
        "ja.manager",
        ja(
            rf"^(?:私の|僕の)?(?:マネージャー|マネジャー|上司|上長|直属の上司)は\s*(?P<obj>[^、。]{{1,12}}?)(?:さん|様)?{_COPULA}{_END}"
        ),
        "HAS_MANAGER",
        0.85,
        object_type="Person",
    ),
    Pattern(
        "ja.allergy",
        # 甲殻類アレルギー持ちなので、…: the reason a request is made is still a fact.
        ja(
            rf"{_TOPIC}(?P<obj>[^、。]{{1,15}}?)の?アレルギー(?:があります|がある|持ちです|です|持ちなので|持ちだから|持ちで|があるので|があるから|があって){_END}"
        ),
        "HAS_ALLERGY",
        0.88,
        object_type="Allergen",
    ),
    Pattern(
        "ja.lives_is",
        # …住んでいるのは新潟です: where the speaker lives, said as the answer.
        ja(rf"^(?:[^、。]*、)?(?:今|いま)?(?:住んでいる|住んでる|住んでいます)のは\s*{_OBJ}{_COPULA}{_END}"),
        "LIVES_IN",
        0.85,
        object_type="Place",
    ),
    Pattern(
        "ja.role_as_at",
        # 私はデータベースエンジニアとして日立で働いています: the role first, then the workplace.
        ja(
            rf"{_TOPIC}(?P<obj>[^、。]{{0,15}}?(?:{_ROLES}))として{_ORG}で(?:働いています|働いてます|勤務しています|働いている)"
            rf"{_END}"
        ),
        "HAS_ROLE",
        0.9,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "ja.role_at",
        ja(rf"{_TOPIC}{_ORG}の(?P<obj>[^、。の]{{0,15}}?(?:{_ROLES}))(?:です|だ|をしています|をやっています){_END}"),
        "HAS_ROLE",
        0.9,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "ja.works_as",
        ja(
            rf"{_TOPIC}{_ORG}で(?:[^、。]{{1,12}}?の)?(?P<obj>[^、。の]{{0,15}}?(?:{_ROLES}))(?:として(?:働いています|働いてます|勤務しています|働いている)|"
            rf"をしています|をやっています){_END}"
        ),
        "HAS_ROLE",
        0.9,
        object_type="Role",
        also=(("org", "WORKS_AT", "Organisation"),),
    ),
    Pattern(
        "ja.working_hours",
        ja(
            r"^(?:私は|僕は)?(?:普段は?|いつも(?:は)?|通常(?:は)?|平日は)?、?(?P<obj>\d{1,2}時(?:半)?から\d{1,2}時(?:半)?)まで"
            rf"(?:働いています|働いてます|勤務しています|仕事をしています|仕事しています|働く){_END}"
        ),
        "HAS_WORKING_HOURS",
        0.85,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "ja.working_hours_are",
        ja(
            r"^(?:私の|僕の)?(?:(?:勤務時間|就業時間|仕事の時間)は\s*(?P<obj>[^、。]{2,30}?)|"
            # 仕事はだいたい朝8時から夕方5時までです: work (or a shift) said with its span.
            # 筏の仕事は朝4時から昼1時までっす: the kind of work said before it.
            r"(?:[^、。は]{1,6}の)?(?:仕事|シフト)は\s*(?:だいたい|大体|普段|いつも|基本的に)?(?P<span>[^、。]{0,4}\d{1,2}時[^、。]{0,12}から"
            rf"[^、。]{{0,4}}\d{{1,2}}時(?:半)?)まで){_COPULA}(?:っす)?{_END}"
        ),
        "HAS_WORKING_HOURS",
        0.88,
        object_type="WorkingHours",
        phrase=True,
    ),
    Pattern(
        "ja.role",
        ja(
            rf"{_TOPIC}(?P<obj>[^、。]{{0,20}}?(?:{_ROLES}))(?:です|だ|をしています|として働いています|をやっています|を務めています|を担当しています){_END}"
        ),
        "HAS_ROLE",
        0.9,
        object_type="Role",
    ),
    Pattern(
        "ja.trait",
        # 典型的な晴れ男なんです (round 14): a kind of person said as a compound on 男 or 女 (雨女, 晴れ男); 長男
        # and 次女 are a place in the family.
        ja(
            rf"{_TOPIC}(?:典型的な|根っからの)?(?P<obj>朝型|夜型|ベジタリアン|ヴィーガン|菜食主義者|左利き|右利き|"
            rf"(?![長次三末彼])[一-龥ぁ-ん]{{1,2}}(?:男|女))(?:人間)?(?:なん)?{_COPULA}{_END}"
        ),
        "IS_A",
        0.85,
        object_type="Trait",
    ),
    Pattern(
        "ja.works_at",
        ja(rf"{_TOPIC}{_OBJ}(?:で働いています|で働いてます|に勤めています|に勤務しています|の社員です|で働く){_END}"),
        "WORKS_AT",
        0.88,
        object_type="Organisation",
    ),
    Pattern(
        "ja.lives_in",
        # 去年から那覇で暮らしています: since when is said before the place.
        ja(
            rf"{_TOPIC}(?:[^、。]{{1,6}}?から、?)?{_OBJ}(?:に|で)(?:住んでいます|住んでる|住んでます|住んでいて|住んでて|住む|"
            rf"(?:一人|ひとり|二人|家族で)?暮らし(?:をして|して)?(?:います|いて|ます|てます|てて)|暮らしています|暮らしていて|暮らしてます)"
            rf"{_END}"
        ),
        "LIVES_IN",
        0.88,
        object_type="Place",
    ),
    Pattern("ja.resident", ja(rf"{_TOPIC}{_OBJ}在住{_COPULA}{_END}"), "LIVES_IN", 0.85, object_type="Place"),
    Pattern(
        "ja.org_located",
        ja(rf"^{_WE}(?:の(?:オフィス|本社|事務所|拠点))?は\s*{_OBJ}に(?:あります|ある|位置しています){_END}"),
        "LOCATED_IN",
        0.85,
        who=WE,
        object_type="Place",
    ),
    Pattern(
        "ja.speaks",
        ja(
            rf"{_TOPIC}(?:{_OBJ}(?:を|も|が)(?:少し|ちょっと|流暢に|日常会話程度)?(?:話します|話せます|話す|喋れます|しゃべれます)|"
            # 韓国語とタガログ語ができます: a language (…語) one can do is one spoken.
            rf"(?P<lang>[^、。]{{1,10}}?語(?:と[^、。]{{1,10}}?語)*)(?:が|も)(?:少し|ちょっと|流暢に)?(?:できます|できる)){_END}"
        ),
        "SPEAKS",
        0.8,
        object_type="SpokenLanguage",
    ),
    Pattern(
        "ja.sells",
        ja(
            # うちは自家製の干し芋を通販で売ってます: how it is sold (通販で, ネットで) said before the verb.
            rf"^{_WE}(?:は|では)\s*(?:[^、。]{{0,15}}?向けの)?{_OBJ}を(?:[^、。をで]{{1,6}}で)?"
            rf"(?:販売しています|売っています|売ってます|販売|提供しています){_END}"
        ),
        "SELLS",
        0.85,
        who=WE,
        object_type="Product",
    ),
    Pattern(
        "ja.no_longer",
        ja(
            # もう ("any more") or やめました ends a memory; "Windowsを使っていません" alone avoids (ja.avoids). The
            # spoken 使ってない as well (テクテクカメはもう使ってない).
            rf"{_TOPIC}(?=[^。]*(?:もう|やめました|卒業))(?:もう\s*)?{_OBJ}(?:は|を)(?:もう)?(?:使っていません|使わない|使いません|"
            rf"使っていない|使ってないです|使ってない|使うのをやめました|好きではありません|好きじゃない|卒業しました|卒業した)"
            rf"{_END}"
        ),
        "USES",
        0.88,
        kind="end",
    ),
    Pattern(
        "ja.avoids",
        ja(
            rf"{_TOPIC}{_OBJ}(?:は|を)(?:使っていません|使いません|使っていない|採用していません|使わないことにしています){_END}"
        ),
        "AVOIDS",
        0.75,
    ),
    Pattern(
        "ja.dislikes",
        ja(
            rf"{_TOPIC}{_OBJ}(?:が|は)(?:(?:どうも|どうしても|正直|正直なところ|本当に|ちょっと|あまり|そんなに|それほど|全然|まったく)、?)*"
            rf"(?:大嫌い|嫌い|(?:大の)?苦手|好きではない|好きじゃない|好きではありません|好きになれ(?:ません|ない)){_COPULA}{_END}"
        ),
        "DISLIKES",
        0.8,
    ),
    Pattern(
        "ja.rather_than",
        # 資料は画面より紙で読むほうが好き / コーヒーより紅茶の方がいい: what is liked over something else. A thing in
        # topic position says among what (資料は); a person's name (田中さんは) is someone else's taste, not read here.
        ja(
            r"^(?:(?![^、。は]*(?:さん|くん|君|ちゃん|氏|先輩|部長|課長|上司|同僚|妻|夫|母|父|兄|姉|弟|妹))"
            r"(?:(?:私|僕|俺|わたし)は|[^、。は]{1,12}は)、?)?"
            # 二八より十割が好みっす: ほう may be left out before 好き or 好み.
            r"[^、。]{1,20}?より(?:も)?、?\s*(?P<obj>[^、。]{1,20}?)(?:の?(?:ほう|方)が(?:好き|いい|好み|楽)|が(?:好き|好み))"
            + _COPULA
            + "(?:っす)?"
            + _END
        ),
        "PREFERS",
        0.8,
    ),
    Pattern(
        "ja.prefers_rather",
        ja(rf"{_TOPIC}(?:今は|今では|最近は)?{_OBJ}(?:の方|のほう)が(?:好き|いい|良い){_COPULA}{_END}"),
        "PREFERS",
        0.88,
    ),
    Pattern(
        "ja.prefers", ja(rf"{_TOPIC}{_OBJ}を(?:好みます|好む|好んでいます|好んで使っています){_END}"), "PREFERS", 0.88
    ),
    Pattern("ja.likes", ja(rf"{_TOPIC}(?:今は)?{_OBJ}が(?:大好き|好き|一番好き|好み){_COPULA}{_END}"), "PREFERS", 0.8),
    Pattern(
        "ja.habit_faction",
        # 経費精算は月末にまとめてやる派です: a way of doing something one keeps to is a habit, not a liking.
        ja(rf"^(?P<obj>[^、。]{{1,15}}?は[^、。]{{2,30}}?[るうくすつむぶぬぐ])派{_COPULA}{_END}"),
        "HAS_HABIT",
        0.75,
        object_type="Habit",
        phrase=True,
    ),
    # 鍋よりおでん派 (round 14): what one is for, over what one is not.
    Pattern("ja.faction", ja(rf"{_TOPIC}(?:[^、。]{{1,12}}より)?{_OBJ}派{_COPULA}{_END}"), "PREFERS", 0.75),
    Pattern(
        "ja.our_value",
        ja(
            rf"^{_WE}の(?!(?:{_THINGS})は)(?P<cat>[^、。はがのでを]{{1,12}})は\s*(?:主に|ほとんど|大体)?"
            rf"(?P<obj>[^、。をが]{{1,30}}?)\s*(?:です|だ|となっています){_END}"
        ),
        "HAS_{cat}",
        0.85,
        who=WE,
        doubtful_unless_slot=True,
    ),
    policy(
        "ja.policy",
        ja(
            rf"^{_WE}(?:では|は|も)、?(?P<obj>[^、。]{{0,12}}?(?:必ず|常に|絶対に|一律で)[^、。]{{2,40}}?(?:[ぁ-ゖ]?ます|"
            r"しています|する|しなければなりません|することになっています|ことにしています|禁止です|しません))[。！!]?$"
        ),
    ),
    policy(
        "ja.policy_forbidden",
        # 弊社では金曜日にデプロイしてはいけません: what the team must not do.
        ja(
            rf"^{_WE}(?:では|は)、?(?P<obj>[^、。]{{2,40}}?(?:してはいけません|してはいけない|してはならない|は禁止です|"
            r"は禁止されています))[。！!]?$"
        ),
    ),
    policy(
        "ja.policy_rule",
        ja(
            # すべての…には / 各…は: whatever follows "every", a rule for each of them.
            r"^(?:(?P<topic>弊社|当社|私たち|うちのチーム|チーム)(?:では|は)、?)?(?P<obj>(?:(?:すべての|全ての|全部の|各)[^、。はに]{1,12}?|"
            r"(?:PR|プルリクエスト|プルリク|コミット|リリース|デプロイ|マージ|変更|レビュー|コードレビュー|本番環境|"
            r"mainブランチ|masterブランチ))(?:への[^、。]{1,10}|には|は|に|の前に)[^、。]{0,30}?"
            r"(?:が必要です|が必要|が必須です|必須です|必須|しなければなりません|が求められます|禁止です|は禁止です|"
            r"(?:という|の)?ルールです|(?:という|の)?決まりです|ことになっています))[。！!]?$"
        ),
    ),
    policy(
        "ja.forbidden",
        # 金曜日のマージは禁止です: a rule said without a subject is the team's.
        ja(
            rf"^(?P<obj>(?!私|僕|俺|わたし|それ|これ|あれ|この|その|あの)[^、。]{{2,30}}?)は(?:禁止です|禁止されています|禁止|厳禁です|NGです)"
            rf"{_END}"
        ),
    ),
    policy(
        "ja.not_allowed",
        # レビューなしのマージは認めていません / 金曜の夕方以降はデプロイしないルールです: a rule without a subject.
        ja(
            r"^(?!私|僕|俺|わたし)(?P<obj>[^、。]{2,30}?(?:は(?:認めていません|認めません|許可していません|許されていません)|"
            rf"(?:ない|る|こと)(?:という|って)?(?:ルール|決まり)(?:です|になっています|になってます|なんです))){_END}"
        ),
    ),
    policy(
        "ja.must",
        # マイグレーションは必ずDBAのレビューを受けること / リリースには必ずタグを付けます: what is always done to a
        # thing of the work (not to the speaker: 私は必ず… is read as a habit) is a team rule.
        ja(
            # …ようにしています is the speaker's own way of doing things (a habit), not a rule.
            # 朝は必ず…: a time of day in topic position makes it the speaker's routine (a habit, read below).
            r"^(?!私|僕|俺|わたし|毎|いつも|普段|.*ようにして|(?:" + _DAYTIME + r")(?:は|に|には)、?必ず)"
            r"(?P<obj>[^、。]{1,15}?(?:は|には|では|の前には?)、?必ず[^、。]{2,30}?"
            r"(?:こと|ます|する|しなければなりません|しなければならない))[。！!]?$"
        ),
    ),
    Pattern(
        "ja.env_runs_on",
        # 本番環境はさくらのクラウドで動かしています: where the team's environments and servers run is the team's.
        ja(
            r"^(?:[^、。はが]{0,8}?(?:環境|サーバー|サーバ|インフラ|本番|ステージング))は\s*(?P<obj>[^、。]{1,30}?)\s*(?:で|上で)"
            rf"(?:動かしています|動いています|運用しています|ホストしています|稼働しています|動かしてます|動いてます){_END}"
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.update",
        # 好きな言語をElixirに変えて: an update of a preference is the preference (the structured relation kept).
        ja(
            r"^(?:私の|僕の)?(?:(?:一番)?(?:好きな|お気に入りの|よく使う)(?P<cat>[^、。をは]{1,10}?)|[^、。をは]{1,10}?の好み)を\s*"
            r"(?P<obj>[^、。]{1,30}?)\s*に"
            rf"(?:変えて|変更して|更新して|切り替えて|して)(?:ください|ほしい|おいて)?{_END}"
        ),
        "PREFERS",
        0.9,
    ),
    Pattern(
        "ja.update_place",
        ja(
            r"^(?:私の|僕の)?(?:住まい|住所|居住地|住んでいる場所|住んでる場所|所在地)を\s*(?P<obj>[^、。]{1,20}?)\s*に"
            rf"(?:変えて|変更して|更新して)(?:ください|ほしい|おいて)?{_END}"
        ),
        "LIVES_IN",
        0.9,
        object_type="Place",
    ),
    Pattern(
        "ja.switched",
        ja(rf"{_TOPIC}{_OBJ}に(?:乗り換えました|移行しました|切り替えました|移りました){_END}"),
        "USES",
        0.88,
    ),
    Pattern(
        "ja.uses",
        ja(
            rf"{_TOPIC}(?:いつも|普段は?|主に|よく|基本的に|ずっと)?\s*{_OBJ}\s*を(?:いつも|よく|主に|普段|毎日)?(?:使っています|使ってます|使用しています|使用|"
            rf"使います|使う|使っている|採用しています|採用|利用しています|利用|併用しています|併用|導入しています|導入|"
            rf"導入しました|採用しました)(?:しています|している)?{_END}"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "ja.builds_with",
        ja(
            rf"{_TOPIC}{_OBJ}で(?:開発しています|開発|書いています|構築しています|作っています|デプロイしています|"
            rf"デプロイ|運用しています|ホストしています){_END}"
        ),
        "USES",
        0.8,
    ),
    Pattern(
        "ja.writes_language",
        # 私はKotlinを書いています: writing a programming language is using it (書類を書く is not).
        ja(
            rf"{_TOPIC}(?:主に|普段は?|いつも|毎日)?(?P<obj>(?:{_LANGUAGES})(?:と(?:{_LANGUAGES}))*)を(?:主に)?(?:書いています|書きます|書いてます){_END}"
        ),
        "USES",
        0.8,
        object_type="Language",
    ),
    Pattern(
        "ja.made_with",
        # 弊社のフロントエンドはReactで書かれています: how the team's thing is made or run.
        ja(
            rf"^{_WE}の[^、。はが]{{1,12}}は\s*{_OBJ}\s*(?:(?:で|上で)(?:書かれています|作られています|構築されています|動いています|"
            rf"ホストされています|管理されています|開発されています|運用されています|やっています|管理しています|行っています|"
            rf"回しています)|に(?:まとめています|置いています|集約しています|載せています|保存しています|入れています)){_END}"
        ),
        "USES",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.team_activity",
        # デプロイはSpinnakerで行っています, 社内チャットはZulipです: the team's work done with a named tool.
        ja(
            # チームの連絡は全部LINE WORKSです, アプリのビルドはCodemagic、ログはAxiomに送ってます, ストレージは…です.
            r"^(?:(?:社内|チーム|アプリ|サイト|サービス|店|会社|弊社|うち)の?)?(?:デプロイ|リリース|監視|運用|ビルド|CI|テスト|"
            r"ログ管理|ログ|タスク管理|課題管理|バグ管理|ドキュメント|チャット|社内チャット|コミュニケーション|連絡|コードレビュー|"
            r"ソース管理|バージョン管理|ストレージ|バックアップ|翻訳メモリ|QAチェック|決済|在庫管理|予約管理|顧客管理|ファイル共有)は\s*"
            r"(?:全部|全て|すべて|基本|ほぼ)?(?P<obj>[A-Za-z0-9][\w .+#-]{0,30}?)\s*"
            r"(?:、(?:ログ|テスト|監視|QAチェック|ドキュメント|バックアップ|デプロイ|CI)は\s*"
            r"(?P<second>[A-Za-z0-9][\w .+#-]{0,30}?)\s*)?"
            r"(?:(?:で|を使って|に)[^、。]{0,12}?(?:ています|てます|ます)|"
            rf"{_COPULA}){_END}"
        ),
        "USES",
        0.8,
        who=WE,
        also=(("second", "USES", ""),),
    ),
    Pattern(
        "ja.uses_instrument",
        # うちはKubernetesでサービスを動かしています: doing something with a tool named in Latin letters
        # (基本Nextflowで組んでます: an adverb of how often may come first).
        ja(rf"{_TOPIC}(?![^。]*お願い){_INSTRUMENT}"),
        "USES",
        DOUBTFUL,  # right in 2 of its 9 blind drafts (parts 3-8): a workplace, a sprint, a request
    ),
    Pattern(
        "ja.uses_instrument_we_first",
        # うちのチーム、secretsはDopplerで管理してます: the organisation set apart first, then the thing done.
        ja(
            rf"^(?P<topic>(?:うちの)?(?:チーム|会社|研究室|部署)|うち|弊社|私たち|我々)、\s*[^、。！？は]{{1,15}}?は\s*{_INSTRUMENT}"
        ),
        "USES",
        0.78,
        who=WE,
    ),
    Pattern(
        "ja.routine",
        # 訂正：スプリントは1週間です: a team routine needs no "弊社の" to be the team's.
        ja(rf"^(?P<cat>{_ROUTINES})は\s*{_OBJ}\s*{_COPULA}{_END}"),
        "HAS_{cat}",
        0.85,
        who=WE,
    ),
    Pattern(
        "ja.daily_routine",
        # 筋トレするのが日課です: what is one's daily routine is a habit.
        ja(
            rf"{_TOPIC}(?P<obj>(?!それ|これ|あれ)[^、。]{{2,30}}?)(?:の|こと)?が(?:日課|習慣|ルーティン|朝の日課|毎日の習慣){_COPULA}{_END}"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.resolved_habit",
        # 〜ことにしている / 〜ようにしている: a habit the speaker keeps on purpose, no time word needed.
        ja(
            rf"{_TOPIC}(?P<obj>[^、。]{{2,40}}?)(?:ことにしています|ことにしている|ことにしてます|ようにしています|ようにしている|"
            rf"ようにしてます|ようにしてる|ことにしてる){_END}"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.habit_all_of_us",
        # 毎週水曜の夕方に、スタッフ全員で賄い会をやってます: done by all of the staff, it is the team's habit
        # (家族みんなで… is a family's, not read here).
        ja(
            r"^(?=[^。]*(?<!家族)(?<!家族の)(?:全員|みんな|皆)で)(?![^。]*家族)"
            r"(?:(?P<topic>私たち|弊社|当社|うち(?:の[^、。はで]{1,8})?|チーム|部署|社内)(?:は|では|も)、?)?"
            rf"{_WHEN}、?\s*(?P<obj>[^、。]{{2,40}}?{_HABIT_END}){_END}"
        ),
        "HAS_HABIT",
        0.8,
        who=WE,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.habit",
        ja(
            r"^(?:(?P<topic>私|僕|俺|わたし|弊社|当社|私たち|我々|うち(?:の[^、。はで]{1,8})?|チーム|部署|社内)"
            # 仕込みの前に、毎朝…: what the habit comes before or after, said first.
            rf"(?:は|では|も)、?)?(?:[^、。はがを]{{1,10}}?の(?:前|後|あと)に、?)?{_WHEN}、?\s*"
            rf"(?P<obj>[^、。]{{2,40}}?{_HABIT_END}){_END}"
        ),
        "HAS_HABIT",
        0.8,
        object_type="Habit",
        phrase=True,
    ),
    Pattern(
        "ja.name_alone",
        # はじめまして、藤堂真央です。/ 桐谷です。: a name of kanji said alone (not 了解です, 大丈夫です).
        ja(
            r"^(?:(?:私|僕|わたし)は)?\s*(?!(?:了解|承知|賛成|反対|大丈夫|残念|最高|最悪|以上|無理|本当|同感|結構|心配|不安|安心|"
            r"必要|不要|大変|簡単|便利|元気|平気|完了|未定|不明|問題|正解|失礼|恐縮|光栄|感謝|同意|了承|十分|充分|順調|"
            r"休み|出張|在宅|独身|報告|連絡|相談|既婚|初心者|日本人|担当|本人|自分|私|僕|訂正|修正|朝型|夜型)(?:です|と申します))"
            # 八雲っす: the casual copula.
            r"(?P<obj>[一-龯々]{2,5})(?<![中的性者人員日時年月週様分住型当通])(?:です|と申します|っす)[。！!]?$"
        ),
        "HAS_NAME",
        0.8,
        object_type="Name",
    ),
    *LATER_PATTERNS,
    *WORKSHOP_LATER,
    *SHOP_LATER,
    *CONSTRUCTIONS_LATER,
    *FRONTED_LATER,
    *ASIDES_LATER,
    *DISPOSAL_PATTERNS,
]

# Words in topic position that say when, not who: "今はRustの方が好き" is still about the speaker.
who_of = topic_reader(
    selves={"私", "僕", "俺", "わたし", "自分", "あたし", "ぼく", "私の", "僕の", "俺の", "わたしの"},
    # A business's own work in topic position (会計はfreeeでやってます, 在庫はSortlyで管理): done for the
    # organisation, by its tool.
    we_marks=re.compile(
        r"私たち|僕たち|ぼくたち|僕ら|ぼくら|俺ら|我々|弊社|当社|うち|チーム|会社|我が社|みんな|社内|店|病棟|研究室|部署|"
        r"^(?:会計|経理|在庫|在庫管理|注文|受注|発注|ネット注文|予約|給与|勤怠|請求|決済|売上|顧客管理|シフト)$"
    ),
    determiners=re.compile(r"^(?:この|その|現在の|今の)"),
    not_topics=frozenset(
        {"今", "いま", "今では", "普段", "いつも", "いつ", "基本的に", "昔から", "ずっと"}
        | {"週末", "平日", "休日", "休みの日", "朝", "夜", "仕事中", "家", "自宅"}
        # 本業はiOSエンジニアです, 役職は…: the speaker's own work in topic position.
        | {"本業", "仕事", "職業", "職種", "役職", "肩書き", "肩書", "今の仕事", "担当"}
    ),
    # エディタはVim派です, 言語はGoが好き: a kind of thing in topic position says among what, not who.
    settings=re.compile(
        rf"(?:{_CATEGORIES}|エディタ|エディター|シェル|ブラウザ|ターミナル|テーマ|フォント|キーボード|IDE|"
        r"飲み物|食べ物|お酒|音楽|趣味|開発環境|"
        # 温泉は熱い湯が好み, 冬場の晩ごはんは…派 (round 14): a meal, a drink or a bath in topic position is among
        # what one chooses, not who chooses.
        r"[^、。]{0,6}(?:ごはん|ご飯|飯|食事|おやつ|お茶|茶|コーヒー|風呂|温泉|湯)|"
        # 昼休みには…, 寝る前は…: when, said in topic position.
        r"[^、。]{1,8}(?:に|前|後|中|の間|の時|のとき)|"
        # 月曜の朝は…, 金曜日は…: a day or a time of it in topic position.
        r"[^、。]{0,6}(?:[月火水木金土日]曜日?|の(?:朝|夜|午前|午後|夕方|昼)))"
    ),
)


HEDGES = re.compile(r"たぶん|多分|かも|と思う|と思います|気がする|みたい(?!な)|おそらく")
# A humble verb is the plain one (使用しております → 使用しています): politeness, not meaning.
HUMBLE = re.compile(r"ており(ます|ません)")
# "…使ってるんですが、" / "…好きなんですけど、": a clause that gives the context of a question ends as a statement.
CONTEXT_END = re.compile(r"(?<=[すだたる])(?:が|けど|けれど|けれども)、?\s*$")
# 使ってる → 使っている, 使っているんです → 使っています: the casual and the explanatory forms are the plain verb.
CASUAL_TE = re.compile(r"(?<=[っんいえけせてねめれ])てる(?=んです|んだ|よ|ね|[。！!、]|$)")
EXPLAINING = re.compile(r"(?<=いる)(?:ん|の)(?:です|だ)")
# きらい / キライ / すき written in kana are 嫌い and 好き.
# 売ってるよ / 8時半までっす (round 15): the casual copula and a verb's plain form before よ or ね at the end say
# what the polite forms say; the patterns read the polite ones.
CASUAL_COPULA = re.compile(r"っす(?=(?:よね|ね|よ)?[。！!…]*$)")
CASUAL_PLAIN = re.compile(r"(?<=て)いる(?:よね|よ|ね)(?=[。！!…]*$)")
KANA_TASTE = re.compile(r"(?:きらい|キライ)(?=です|だ|。|$)|(?<![ぁ-ん])(?:すき|スキ)(?=です|だ|。|$)")
LEADING_HEDGE = re.compile(r"^(?:たぶん|多分|おそらく)[、\s]*")
