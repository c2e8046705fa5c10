"""Secrets said in words: "my password is hunter2", "パスワードはabc123です", "我的密码是qwerty123".

A keyword ("password", "API key", "パスワード", "密码" …), a connective ("is", ":", "=", "は",
"是" …) and then the value, which must look like one: "the password is required" or
"パスワードは必須です" name no password. Japanese and Chinese values are taken only in
ASCII, as passwords are typed; a word of the sentence is never one.
"""

import re
from collections.abc import Iterator

from graph.redaction._findings import Finding

_EN_KEYWORDS = {
    "password": r"pass(?:word|wd|code|phrase|key)|pwd|pw|pin(?: code| number)?|"
    r"(?:security|secret) (?:question )?(?:answer|word|phrase)",
    "api_key": r"api[ _-]?key|api[ _-]?secret|(?:client|webhook|signing|shared|app|jwt|session|hmac)[ _-]?secret|"
    # Cloud consoles write them run together: AccessKeySecret, SecretKey, AccessKey Secret.
    r"access[ _-]?key[ _-]?secret|secret(?:[ _-]?access)?[ _-]?key|"
    r"access[ _-]key(?:[ _-]id)?|"
    # Keys that open one thing: a network, a licence, a disk, a vault.
    r"(?:wifi|wi-fi|wpa2?|network|licen[cs]e|product|activation|serial|registration|encryption|decryption|master|"
    r"recovery|bitlocker|vault|unseal|signing|private) key",
    "token": r"(?:access |auth |bearer |api |personal access |refresh )?token",
}
_EN_CONNECTIVE = (
    r"(?:\s*(?:[:=：]|\bis\b(?: set to| still| now)?|\bare\b|\bwas\b|\bwill be\b|\bwould be\b|\bequals\b|'s\b)\s*"
    r"|\s+(?=[\"'“‘`]))"  # or none before a quoted value: with password "…"
)
# "the password for the staging server is …", "combo on the saw shed lock is …": up to five words say whose it is.
_EN_WHOSE = r"(?:\s+(?:for|of|to|on|at)\s+(?:[\w.\-@]+\s+){0,4}?[\w.\-@]+)?"
_QUOTED = r"[\"'“‘`](?P<quoted>[^\"'”’`\n]{3,80})[\"'”’`]"
_BARE = r"(?P<bare>[^\s\"'“”‘’`]{3,200})"
_EN = tuple(
    (
        kind,
        re.compile(
            # Not \b: AWS_SECRET_ACCESS_KEY and DB_PASSWORD hold the keyword after an underscore.
            rf"(?<![A-Za-z])(?i:{keywords})(?![A-Za-z]){_EN_WHOSE}{_EN_CONNECTIVE}(?:{_QUOTED}|{_BARE})",
        ),
    )
    for kind, keywords in _EN_KEYWORDS.items()
)
# A value that cannot be a word: letters with digits or a symbol ("Sunflower#88", "cactus13220").
_TYPED = r"(?P<bare>(?=[^\s]*[0-9!#$%&*@^~])(?=[^\s]*[A-Za-z])[^\s\"'“”‘’`]{4,200})"
# "I set the root password to cactus13220", "the vpn password changed to Comet4709%": a new value.
_EN_CHANGED_TO = re.compile(
    r"(?<![A-Za-z])(?i:password|passwd|passcode|passphrase|pwd|pin)\s+(?i:(?:is |was |has been |got )?(?:now )?"
    r"(?:changed |set |reset |updated |switched )?to)\s+" + _TYPED
)
# "Login for the grafana box: admin / Harbor1367%": a user name and its password after a slash.
_EN_LOGIN_PAIR = re.compile(
    r"(?<![A-Za-z])(?i:login|log-in|credentials|creds|account|user(?:name)?)\b[^:\n]{0,40}[:：]\s*[^\s/]{1,40}\s*/\s*"
    + _TYPED
)
# 后台登录 admin / Yutang#7124, ログイン情報：admin / Kaede#2231: the same pair after a Japanese or Chinese word
# for signing in (a colon or none).
_CJK_LOGIN_PAIR = re.compile(
    r"(?:登录|登陆|登入|账号|帐号|账户|ログイン|アカウント)[^\n/／]{0,6}?[:：]?\s*[!-~]{1,40}?\s*[/／]\s*"
    r"(?P<bare>(?=[!-~]*[0-9!#$%&*@^~])(?=[!-~]*[A-Za-z])[!-~]{4,200}?)(?=[\s、。，,！？；」”]|$|[^!-~])"
)
# "the token hf_… has write access", "key 9f8e…": a long random value right after the keyword.
_EN_LONG_AFTER = re.compile(
    r"(?<![A-Za-z])(?i:token|key|secret)\s+(?P<bare>(?=[A-Za-z0-9_\-]*\d)(?=[A-Za-z0-9_\-]*[A-Za-z])[A-Za-z0-9_\-]{20,})"
)
# "…, password Sunflower#88": no connective, so only a value that cannot be a word (letters with
# digits, or a symbol) is taken; "password reset" and "token budget" stay.
_EN_BARE_AFTER = re.compile(
    r"(?<![A-Za-z])(?i:password|passwd|passcode|pwd)\s+"
    r"(?P<bare>(?=[^\s]*[0-9!#$%&*@^~])(?=[^\s]*[A-Za-z])[^\s\"'“”‘’`]{4,200})"
)
# "the jenkins admin pass is Gr4nite!Peak": "pass" alone is an ordinary word (a boarding pass, "the
# admin pass is expensive"), so only after a word saying whose login it opens, and only a value
# that cannot be a word (letters with digits or a symbol).
_EN_SHORT_PASS = re.compile(
    r"(?<![A-Za-z])(?i:admin|administrator|root|sudo|login|user|account|server|db|database|wifi|wi-fi|ssh|vpn|"
    rf"master) (?i:pass){_EN_CONNECTIVE}"
    r"(?P<bare>(?=[^\s]*[0-9!#$%&*@^~])(?=[^\s]*[A-Za-z])[^\s\"'“”‘’`]{4,200})"
)
# "hunter2 is my password"
_EN_BEFORE = re.compile(
    r"(?P<bare>[^\s\"'“”‘’`]{3,200})\s+(?i:is|was)\s+(?i:my|our|the|his|her|their)\s+(?:[\w\-]+\s+){0,2}?"
    r"(?i:password|passphrase|passcode|pin)\b"
)

# "the door code is 4821", "backup codes are 1234-5678": a code that opens something, when its
# value holds a digit ("the alarm code is the same as before" names none).
_EN_CODE = re.compile(
    r"(?<![A-Za-z])(?i:(?:door|gate|alarm|garage|lock|safe|locker|entry|building|keypad|access|security|backup|"
    r"recovery|verification|2fa|mfa|otp|one[- ]time|unlock|atm|sim|voicemail)[ -]?(?:codes?|pins?)|combination|combo|"
    r"cvv2?|cvc2?)"
    + _EN_WHOSE
    + _EN_CONNECTIVE
    # Several codes in a row ("1234-5678, 2345-6789 and 3456-7890") are one secret.
    + r"(?P<bare>(?=[^\s]*\d)[^\s\"'“”‘’`]{3,200}(?:(?:,\s*|\s+(?:and|&)\s+|\s+)(?=[^\s,]*\d)[^\s\"'“”‘’`,]{3,200})*)"
)
# "CVV 123", "cvc: 998": the three or four digits on a card's back, with or without a connective.
_EN_CVV = re.compile(r"(?<![A-Za-z])(?i:cvv2?|cvc2?)\s*(?:[:=]|is)?\s*(?P<bare>\d{3,4})(?!\d)")
# "backup codes (keep them safe): …", 两步验证的备用码抄在这儿：…, リカバリーコードのメモ：…: a list of codes after a
# colon, each holding a digit.
_CODE_LIST = re.compile(
    r"(?i:(?:backup|recovery|2fa|mfa) codes?|备用码|恢复码|验证码|バックアップコード|リカバリーコード|認証コード)"
    r"[^\n:：]{0,40}[:：]\s*(?P<bare>(?=[^\s,，、]*\d)[!-~]{4,40}(?:[ ,，、]+(?=[^\s,，、]*\d)[!-~]{4,40})*)"
)
# A wallet's seed words open it as a key does: "seed phrase: …", シードフレーズは…, 助记词是…, 助记词我抄在这儿了：… and
# 12 to 24 words.
_SEED_PHRASE = re.compile(
    r"(?i:seed (?:phrase|words)|recovery (?:phrase|words)|mnemonic(?: phrase)?|backup phrase|wallet words|"
    r"シードフレーズ|リカバリーフレーズ|復元フレーズ|ニーモニック|助记词|恢复短语|种子短语)"
    r"(?:\s*(?:[:：=]|\bis\b|\bare\b|は|是|为)?\s*|[^\n:：]{0,40}[:：]\s*)"
    r"(?P<bare>[a-z]{3,8}(?:[ ,、，]+[a-z]{3,8}){11,23})"
)

_ASCII_VALUE = r"[「『\"'“]?(?P<bare>[!-~]{3,200}?)[」』\"'”]?"
# What opens something, in Japanese: passwords, PINs, codes.
_JA_PASSWORDS = (
    r"(?:パスワード|暗証番号|暗証コード|パスコード|パスフレーズ|合言葉|認証コード|確認コード|リカバリーコード|"
    r"バックアップコード|セキュリティコード|解錠番号|解除番号|PINコード|PIN|ピン番号)"
)
_JA = (
    (
        "password",
        re.compile(
            _JA_PASSWORDS
            + r"(?:は|が|：|:|=|＝)\s*"
            + _ASCII_VALUE
            + r"(?=です|でした|だ|になります|となります|。|、|！|!|\s|$|」|』)"
        ),
    ),
    (
        # スマホのパスコード、今日から150387に変えた, 解錠番号、今月から430658になった: a few words between the keyword
        # and the new value.
        "password",
        re.compile(
            _JA_PASSWORDS + r"[^。\n!-~]{0,12}?\s*" + _ASCII_VALUE + r"\s*(?=に(?:変え|変更|設定|し|なり|なっ|なる))"
        ),
    ),
    (
        # rootパスワードをrocket98822に変えました: the new value is as secret.
        "password",
        re.compile(
            r"(?:パスワード|暗証番号|パスコード|パスフレーズ)を\s*" + _ASCII_VALUE + r"(?=に(?:変え|変更|設定|し|なり))"
        ),
    ),
    (
        "api_key",
        re.compile(
            # 地図APIのキーはこれ：… / APIキーは…: the value after これ or straight after は.
            r"(?:API ?キー|APIキー|APIのキー|アクセスキー|シークレットキー|シークレット|秘密鍵)(?:は|が|：|:|=|＝)"
            r"(?:これ|こちら)?[：:]?\s*"
            + _ASCII_VALUE
            + r"(?=です|でした|だ|になります|となります|。|、|！|!|\s|$|」|』)"
        ),
    ),
    (
        "token",
        re.compile(
            r"(?:トークン|アクセストークン)(?:は|が|：|:|=|＝)\s*"
            + _ASCII_VALUE
            + r"(?=です|でした|だ|になります|となります|。|、|！|!|\s|$|」|』)"
        ),
    ),
)
# "!" ends a value only before a space, a Chinese word or the end (Adm1n!abc is one password).
_ZH_END = r"(?=[。，,！；;\s」”]|!(?=\s|$|[\u4e00-\u9fff])|$|[\u4e00-\u9fff])"
# 改成了 / 换成 / 设为: the password was changed to a new value, which is as secret.
_ZH_CHANGED = r"|改成了?|换成了?|改为|设为|设置为|设置成|变成了?"
_ZH = (
    (
        "password",
        re.compile(
            r"(?:密码|口令|密碼|登录密码|开机密码|验证码|动态码|恢复码|备用码|安全码|PIN码|PIN|门禁码|开锁码|暗号)"
            r"(?:是|为|為|：|:|=|＝" + _ZH_CHANGED + r")\s*" + _ASCII_VALUE + _ZH_END
        ),
    ),
    # 会议密码 633871: digits alone after a space are a PIN-like password too.
    ("password", re.compile(r"(?:密码|口令|密碼)\s+(?P<bare>\d{4,12})(?!\d)")),
    # 密码Nebula9878@: no connective, so only a value that cannot be a word.
    (
        "password",
        re.compile(r"(?:密码|口令|密碼)\s*(?P<bare>(?=[!-~]*[0-9!#$%&*@^~])(?=[!-~]*[A-Za-z])[!-~]{4,200}?)" + _ZH_END),
    ),
    (
        "api_key",
        re.compile(
            r"(?:API ?密钥|API ?key|密钥|秘钥|私钥|访问密钥|金鑰|AccessKey ?Secret|Secret ?Key|App ?Secret|"
            r"Client ?Secret|[Ss]ecret)"  # masterSecret 是 …: the word before it is not needed
            r"\s*(?:是|为|為|：|:|=|＝)\s*" + _ASCII_VALUE + _ZH_END
        ),
    ),
    ("token", re.compile(r"(?:令牌|访问令牌|token|Token)(?:是|为|為|：|:|=|＝)\s*" + _ASCII_VALUE + _ZH_END)),
)

# Words that follow "password is" without being one ("the password is required").
_NOT_A_VALUE = frozenset(
    """
    a an the this that these those it its my your our their his her here there what which who whom
    required needed necessary mandatory optional wrong incorrect invalid correct right valid expired
    empty missing blank too not no never always still also very quite now set reset changed saved
    stored hashed encrypted encoded salted visible hidden shown masked secret private same different
    long short weak strong secure insecure unsafe safe good bad simple easy hard complex complicated
    case-sensitive sensitive protected locked unlocked ok okay fine broken new old default generated
    random unique forgotten lost known unknown written printed sent shared leaked compromised rotated
    revoked disabled enabled active inactive working accepted rejected checked verified being been
    to be in on at of for by with from into over under after before about as or and but so if
    field fields box input prompt page form dialog screen policy policies rule rules requirement
    requirements length characters character letters digits numbers symbols minimum maximum min max
    usually typically probably maybe something anything nothing everything someone one two three
    where when how why because since until stored. required. wrong. expired. correct. incorrect.
    null none nil undefined true false yes
    """.split()
)
_TRAILING = ".,;:?)]}>。、，！？）"  # not "!": passwords end with it more often than sentences do
_MASKS = frozenset("*•●xX.-_#")


# A text holds a keyword of a language's patterns only if it holds one of these (case-folded):
# most texts hold none, and a substring search is far faster than the patterns.
_EN_NEEDLES = (
    "pass",
    "pw",
    "pin",
    "key",
    "secret",
    "token",
    "login",
    "log-in",
    "cred",
    "account",
    "user",
    "code",
    "comb",
    "answer",
    "cvv",
    "cvc",
)
_CODE_NEEDLES = ("codes", "code:", "code：", "备用码", "恢复码", "验证码", "コード")
_SEED_NEEDLES = (
    "seed",
    "recovery",
    "mnemonic",
    "backup phrase",
    "wallet",
    "フレーズ",
    "ニーモニック",
    "助记词",
    "短语",
)
_JA_NEEDLES = ("パス", "暗証", "合言葉", "キー", "シークレット", "秘密鍵", "トークン", "コード", "番号", "pin")
_ZH_NEEDLES = (
    "密码",
    "口令",
    "密碼",
    "密钥",
    "秘钥",
    "私钥",
    "金鑰",
    "key",
    "令牌",
    "token",
    "码",
    "暗号",
    "pin",
    "secret",
)
_LOGIN_NEEDLES = ("登录", "登陆", "登入", "账号", "帐号", "账户", "ログイン", "アカウント")


def spoken_findings(text: str) -> Iterator[Finding]:
    """Each value said to be a password, key or token in `text`."""
    folded = text.casefold()
    patterns: list[tuple[str, re.Pattern]] = []
    for needles, group in ((_EN_NEEDLES, _EN), (_JA_NEEDLES, _JA), (_ZH_NEEDLES, _ZH)):
        if any(needle in folded for needle in needles):
            patterns += group
    if any(needle in folded for needle in _EN_NEEDLES):
        patterns += [("password", _EN_BARE_AFTER), ("password", _EN_SHORT_PASS), ("password", _EN_BEFORE)]
        patterns += [("password", _EN_CHANGED_TO), ("password", _EN_LOGIN_PAIR), ("token", _EN_LONG_AFTER)]
        patterns += [("password", _EN_CODE), ("password", _EN_CVV)]
    if any(needle in folded for needle in _CODE_NEEDLES):
        patterns.append(("password", _CODE_LIST))
    if any(needle in folded for needle in _SEED_NEEDLES):
        patterns.append(("private_key", _SEED_PHRASE))
    if any(needle in text for needle in _LOGIN_NEEDLES):
        patterns.append(("password", _CJK_LOGIN_PAIR))
    for kind, pattern in patterns:
        for match in pattern.finditer(text):
            found = _value(match, kind)
            if found is not None:
                yield found


def _value(match: re.Match, kind: str) -> Finding | None:
    group = "quoted" if match.groupdict().get("quoted") else "bare"
    start, end = match.start(group), match.end(group)
    value = match.group(group)
    if group == "bare":
        stripped = value.rstrip(_TRAILING)
        end -= len(value) - len(stripped)
        value = stripped
        if not _looks_like_a_secret(value) or _starts_a_name(value, match.string, end):
            return None
    elif value.casefold() in _NOT_A_VALUE:  # a label in quotes: the password "required" flag
        return None
    return Finding(start, end, kind)


def _starts_a_name(value: str, text: str, end: int) -> bool:
    """ "シークレットはGitHub Secretsに…": a word of letters followed by another word is a name."""
    return value.isalpha() and re.match(r"\s+[A-Za-z]", text[end:]) is not None


def _looks_like_a_secret(value: str) -> bool:
    if len(value) < 3 or value.casefold() in _NOT_A_VALUE or value.startswith("[redacted:"):
        return False
    if set(value) <= _MASKS or (value.isascii() and value.isalpha() and value.isupper() and len(value) <= 5):
        return False  # "********", or an acronym: "the password is LDAP"
    # A plain lowercase word is a secret only when it is not a word of the sentence's
    # own language; most are. One with a digit, a capital or a symbol looks typed.
    if value.isalpha() and value.islower() and value.isascii():
        return len(value) >= 6
    return True
