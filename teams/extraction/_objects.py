"""The object of a statement: cleaned of trailing clauses, checked, and given a type.

Types matter for updates: "I now prefer Rust" replaces the preferred *language*
(TypeScript) and leaves the preferred theme alone. A small list of well-known names
gives the type; "my favourite editor is …" names it outright.
"""

import re

MAX_OBJECT_CHARS = 60
MAX_OBJECT_WORDS = 6
MAX_PHRASE_CHARS = 80  # a habit or a policy ("review pull requests in the morning")
MAX_PHRASE_WORDS = 14  # "hold a meeting at the office on the first Sunday of every month"

_KNOWN = {
    "Language": "python typescript javascript rust go golang java kotlin swift c++ c# ruby php scala elixir haskell "
    "dart lua perl julia zig ocaml clojure f# erlang sql bash",
    "Database": "postgresql postgres mysql mariadb sqlite mongodb redis cassandra dynamodb oracle elasticsearch neo4j "
    "clickhouse snowflake bigquery cockroachdb supabase firebase",
    "Framework": "react vue vue.js angular svelte django flask fastapi rails spring next.js nextjs nuxt express "
    "laravel .net tailwind pytorch tensorflow jquery remix astro",
    "Editor": "vim neovim emacs vscode intellij pycharm sublime cursor zed webstorm xcode",
    "OperatingSystem": "linux macos windows ubuntu debian arch fedora",
    "Cloud": "aws gcp azure heroku vercel netlify cloudflare",
    "Indentation": "tabs spaces",
}
_KNOWN_PHRASES = {
    "Theme": [
        "dark theme",
        "light theme",
        "dark mode",
        "light mode",
        "ダークテーマ",
        "ライトテーマ",
        "ダークモード",
        "深色主题",
        "浅色主题",
        "暗色主题",
        "深色模式",
    ],
    "Editor": ["vs code", "visual studio code"],
    "Database": ["sql server"],
    "Cloud": ["google cloud"],
    "Framework": ["ruby on rails", "spring boot"],
}
KNOWN_TYPES = {name: kind for kind, names in _KNOWN.items() for name in names.split()} | {
    name: kind for kind, names in _KNOWN_PHRASES.items() for name in names
}

# Category words ("my favourite <editor> is …", "our main <database> is …") → type.
_CATEGORIES = {
    "Language": r"(?:programming )?languages?|言語|プログラミング言語|语言|编程语言",
    "Database": r"databases?|db|データベース|DB|数据库",
    "Framework": r"frameworks?|フレームワーク|框架",
    "Editor": r"editors?|ide|エディタ|エディター|编辑器",
    "Theme": r"themes?|colou?r scheme|テーマ|主题",
    "OperatingSystem": r"os|operating systems?|OS|操作系统",
    "Cloud": r"clouds?|cloud providers?|クラウド|云",
    "Project": r"projects?|プロジェクト|项目",
    "Product": r"products?|製品|プロダクト|产品",
    "Company": r"compan(?:y|ies)|startups?|org|organi[sz]ations?|会社|公司",
    "Team": r"teams?|チーム|团队",
    "Service": r"services?|サービス|服务",
    "App": r"apps?|applications?|アプリ|应用",
}
_CATEGORY_RE = [(kind, re.compile(rf"^(?:{words})$", re.IGNORECASE)) for kind, words in _CATEGORIES.items()]

# "that idea", "this approach": a thing pointed back to in the chat, not one a memory can name.
_POINTS_BACK = re.compile(
    r"^(?:that|this|these|those|such)\s+\w|"
    # この二つ, その三つ, この両方 point back to what was said before (round 14), like "these two".
    r"^(?:この|その|あの)(?:[二三四2-4一]つ|ふたつ|みっつ|両方|辺)$|^(?:这|那)(?:两|[二三四])(?:样|种|个)$|"
    # 开源的密码管理器, 免费的记账软件: a tool described by what it is like names no tool (round 14).
    r"^[一-龥]{1,6}的[一-龥]{0,4}(?:软件|工具|系统|管理器|应用|小程序|平台|插件)$",
    re.IGNORECASE,
)
# "Fabulous, the habit app" (round 14): what the name is, set off after it, is no second object.
_APPOSITIVE = re.compile(
    r"^\s*(?:the|that|this) (?:[\w'-]+ ){0,3}(?:app|tool|platform|software|system|service|program|website|site)\s*$",
    re.IGNORECASE,
)
_PRONOUNS = set(
    "it this that them they those these you your me him her us one ones something anything everything nothing stuff "
    "things what which so not lot lots all both either neither btw lol too though etc".split()
) | set("それ これ あれ そこ ここ 何 なに 它 这个 那个 这 那 你 他 她 什么 都".split())
# Where a clause goes on after its object ("Go because it is fast", "Zed as my editor").
_EN_CLAUSE_END = re.compile(
    # A colon before a digit is a clock time ("9:30"), not a clause going on.
    r"(?:\s*[;(]|\s*:(?!\d)|\s+(?:because|since|as|when|while|but|so|if|though|although|which|who|to be honest|"
    r"these days|every day|at work|at home|at school|at the office|with (?:my|our)|"
    r"last (?:week|month|year|quarter|sprint|summer|winter|spring|autumn|fall)|"
    r"(?:a (?:few |couple of )?|two |three |several |\d+ )(?:years?|months?|weeks?|days?) ago|a while ago|"
    r"recently)\b).*$",
    re.IGNORECASE,
)
# "Tagalog at home and English at work": a second item said in the same frame as the first, after the
# setting that ends the first item's clause.
_EN_PARALLEL = re.compile(
    r"^\s+(?:at|with|for|to|in)\s+[\w ]{1,20}?\s+and\s+(?P<next>[A-Z][\w+#.-]*(?:\s[A-Z][\w+#.-]*)?)"
    r"\s+(?:at|with|for|to|in)\s+\w+[\w ]*$"
)
# What follows one item's name ("Slack for chat", "tabs over spaces", "Vim anymore"). A span of hours ("8 to 4",
# round 26) keeps its end.
_EN_TAIL = re.compile(
    r"(?:\s*,|\s+(?:for|over|rather than|instead of|than|more than|better than|"
    r"to(?! \d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?$)|anymore|any more|too|as well|"
    r"a lot|mostly|now)\b).*$",
    re.IGNORECASE,
)
_EN_LEAD = re.compile(
    # "a little German", "some Rust": how much of it is said, not what.
    r"^(?:(?:a little bit of|a little|a bit of|some|conversational|fluent|the|a|an|using|to use|to work with|"
    r"working with|writing|to write|mostly|mainly|only|both|"
    # "… and a few motorcycle schools" (round 21): how many of a kind of client, not which.
    r"a lot of|lots of|(?:a )?few|a handful of|the odd)\s+)+",
    re.IGNORECASE,
)
_JA_TAIL = re.compile(
    r"(?:を(?:使う|使用する|使っている|書く|選ぶ)|で(?:書く|開発する))?(?:の|こと)?(?:です|だ|である|でございます)?$"
)
# A name said whole in brackets: 「ほの」 (round 19) keeps its last の, which is no particle there.
_JA_QUOTED = re.compile(r"\s*「(?P<name>[^「」、。]{1,20})」[\s。！!]*")
# 哗啦啦 (an app's name): a doubled 啦 is part of the name, not a particle (round 13).
_ZH_TAIL = re.compile(r"(?:了|的|(?<!啦)啦(?!啦)|呀|哦|吧|呢|这个|那个)+$")
_ZH_LEAD = re.compile(r"^(?:用|使用|喝|吃|玩)(?=\w{2,})")
_TRAILING_PUNCT = re.compile(r"[\s.!。！、，,;；:：~〜…\"'“”「」『』]+$")
_LEADING_PUNCT = re.compile(r"^[\s\"'“”「」『』:：]+")
# Lists of objects ("React, Node and PostgreSQL", "中文和英语", "TypeScriptとReact").
_LIST_SPLIT = {
    "en": re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s*&\s*", re.IGNORECASE),
    # と joins names in Latin letters, and languages (英語と日本語): elsewhere it is part of a phrase.
    # 津軽弁とポルトガル語 (round 23): a dialect (…弁) is a language too.
    "ja": re.compile(r"、|・|\s*と\s*(?=[A-Za-z])|(?<=[語弁])と(?=[^、。と]{1,8}(?:語|弁)$)"),
    "zh": re.compile(r"、|和|与|及|跟"),
}
# Goods sold are listed with と in Japanese (便箋と襖紙を売ってます): in what a business sells と is no phrase's.
# 「穴子めし」と「蛸めし」 (round 10): the brackets between two names go with the と.
_GOODS_SPLIT = {**_LIST_SPLIT, "ja": re.compile(r"」?(?:、|・|\s*と\s*)「?")}


# Where a habit or a policy goes on to give its reasons ("… because it is quiet").
_EN_PHRASE_END = re.compile(
    r"(?:\s*[;(]|\s+(?:because|since|but|so that|if|though|although|unless)\b).*$", re.IGNORECASE
)


def object_names(raw: str, lang: str, *, listing: bool, phrase: bool = False, goods: bool = False) -> list[str]:
    """The names `raw` gives as an object: several for a list when `listing` (`goods`: a list of what is
    sold), none when it names nothing (a pronoun, a whole clause, too long). A `phrase` (a habit, a policy)
    is kept as said."""
    quoted = _JA_QUOTED.fullmatch(raw) if lang == "ja" and not phrase else None
    if quoted is not None:
        return [quoted.group("name")]
    text = _LEADING_PUNCT.sub("", _TRAILING_PUNCT.sub("", raw))
    if phrase:
        return _phrase(text, lang)
    parallel = None
    if lang == "en":
        cut = _EN_CLAUSE_END.search(text)
        parallel = _EN_PARALLEL.match(text[cut.start() :]) if cut and listing else None
        text = _EN_CLAUSE_END.sub("", text)
    parts = (_GOODS_SPLIT if goods else _LIST_SPLIT)[lang].split(text) if listing else [text]
    if parallel:
        parts.append(parallel.group("next"))
    names = [_clean(part, lang) for i, part in enumerate(parts) if not (i and _APPOSITIVE.match(part))]
    return [name for name in names if name is not None]


def _clean(text: str, lang: str) -> str | None:
    if lang == "en":
        text = _EN_LEAD.sub("", _EN_TAIL.sub("", text.strip()))
    elif lang == "ja":
        text = _JA_TAIL.sub("", text)
    else:
        text = _ZH_LEAD.sub("", _ZH_TAIL.sub("", text))
    text = _TRAILING_PUNCT.sub("", text).strip()
    if not text or text.casefold() in _PRONOUNS or len(text) > MAX_OBJECT_CHARS or _POINTS_BACK.match(text):
        return None
    if len(text.split()) > MAX_OBJECT_WORDS:
        return None
    return canonical_object(text)


# A Japanese habit or policy in its plain form: 毎朝ジョギングしています → 毎朝ジョギングしている.
_JA_PLAIN = [
    (re.compile(ending + "$"), plain)
    for ending, plain in (
        ("ています", "ている"),
        ("でいます", "でいる"),
        ("てます", "てる"),
        ("します", "する"),
        ("しません", "しない"),
    )
]


def _phrase(text: str, lang: str) -> list[str]:
    if lang == "en":
        text = _EN_PHRASE_END.sub("", text)
    elif lang == "ja":
        for ending, plain in _JA_PLAIN:
            text = ending.sub(plain, text)
    text = " ".join(_TRAILING_PUNCT.sub("", text).split())
    if len(text) < 2 or len(text) > MAX_PHRASE_CHARS or len(text.split()) > MAX_PHRASE_WORDS:
        return []
    return [text]


def object_type(name: str, default: str = "") -> str:
    """The type of a well-known name (TypeScript → Language, "dark テーマ" → Theme), else `default`."""
    norm = " ".join(name.casefold().split())
    if norm in KNOWN_TYPES:
        return KNOWN_TYPES[norm]
    words = norm.split()
    if len(words) > 1 and (words[0] in KNOWN_TYPES or _category(words[-1])):
        return KNOWN_TYPES.get(words[0]) or _category(words[-1]) or default
    if norm.endswith(("テーマ", "主题", "模式", "モード")):
        return "Theme"
    return default


def canonical_object(name: str) -> str:
    """A known name without its category word: "PostgreSQL database" → "PostgreSQL"."""
    words = name.split()
    if len(words) == 2 and words[0].casefold() in KNOWN_TYPES and _category(words[1]):
        return words[0]
    return name


def _category(word: str) -> str | None:
    for kind, pattern in _CATEGORY_RE:
        if pattern.match(word.strip()):
            return kind
    return None


def category_type(word: str) -> str:
    """The type a category word names ("editor" → Editor), or the word itself capitalised."""
    return _category(word) or word.strip().title().replace(" ", "")
