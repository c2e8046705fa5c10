"""Search terms of a memory or a message, the same way for both, in any of our languages.

Latin-script words are case-folded and stemmed (English Snowball: "prefers",
"preference" → "prefer"); stop-words are dropped. Japanese and Chinese have no spaces
between words, so a run of Han or katakana characters gives its character bigrams
("喜欢用" → 喜欢, 欢用), which match across word boundaries without a dictionary;
hiragana runs (mostly particles and endings) give none. A memory stores its terms
(`attributes.terms`, GIN-indexed); a query asks for any of the message's terms.
"""

import re
import unicodedata

import snowballstemmer

from graph.text.names import STOP_WORDS

MAX_TERMS = 64
_TOKEN = re.compile(r"[a-z0-9][a-z0-9+#._-]*|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[\u30a0-\u30ff]+")
_STEMMER = snowballstemmer.stemmer("english")
# Words that carry no topic in a message to an assistant ("please tell me about …").
_CHATTER = frozenset("please tell let know think want need help make get should".split())
# Words that name a type, in each language, stored with a memory of that type so that
# "which database …", "データベースは…", "用什么数据库" find "Uses PostgreSQL".
_TYPE_WORDS = {
    "Language": "language programming 言語 语言 编程",
    "Database": "database db データベース 数据库",
    "Framework": "framework library フレームワーク 框架",
    "Editor": "editor ide エディタ 编辑器",
    "Theme": "theme colour color テーマ 主题",
    "OperatingSystem": "os system 操作系统",
    "Cloud": "cloud hosting クラウド 云",
    "Role": "role job work 仕事 職業 工作 职业",
    "Place": "live city home 住 城市",
    "Organisation": "work company employer 会社 勤務 公司 工作",
    "Name": "name called 名前 名字",
    "Project": "project プロジェクト 项目",
    "Indentation": "indentation indent インデント 缩进",
}


def search_terms(*texts: str) -> list[str]:
    """The distinct search terms of the texts, in order of first appearance (at most MAX_TERMS)."""
    found: dict[str, None] = {}
    for text in texts:
        for token in _TOKEN.findall(unicodedata.normalize("NFKC", text).casefold()):
            for term in _terms_of(token.strip("._-")):
                found.setdefault(term, None)
    return list(found)[:MAX_TERMS]


def type_terms(object_type: str) -> list[str]:
    """Search terms for the words that name a type (Database → database, データベース, 数据库)."""
    return search_terms(object_type, _TYPE_WORDS.get(object_type, ""))


def query_terms(text: str) -> list[str]:
    """The terms of a message to search with: its search terms without conversational filler."""
    return [t for t in search_terms(text) if t not in _CHATTER]


def _terms_of(token: str) -> list[str]:
    if not token:
        return []
    if token[0].isascii():
        if token in STOP_WORDS or len(token) < 2:
            return []
        return [_STEMMER.stemWord(token) if token.isalpha() else token]
    if len(token) == 1:
        return [token]
    return [token[i : i + 2] for i in range(len(token) - 1)]


# Words that ask about a kind of memory ("what do I prefer", "好きな…", "喜欢什么") → its relation.
_RELATION_WORDS = {
    "PREFERS": "prefer preference favourite favorite like love enjoy 好き 好み 好む 喜欢 偏好 最爱 爱用",
    "DISLIKES": "dislike hate 嫌い 苦手 讨厌",
    "USES": "use using tool tools stack 使用 利用 採用 采用 使う",
    "HAS_ROLE": "role job position title 職業 仕事 役職 职业 职位",
    "WORKS_AT": "employer company workplace 勤務 勤め 公司 单位",
    "LIVES_IN": "live living city based 住む 住ん 在住 城市 住在",
    "HAS_NAME": "name called 名前 名字",
    "SPEAKS": "speak spoken 話す 会说",
}
RELATION_TERMS = {term: relation for relation, words in _RELATION_WORDS.items() for term in search_terms(words)}


def relations_asked(terms: list[str]) -> list[str]:
    """The relation types a message's terms ask about ("prefer" → PREFERS)."""
    return sorted({RELATION_TERMS[t] for t in terms if t in RELATION_TERMS})
