"""Keys, tokens and credentials recognised by their shape, wherever they stand in a sentence."""

import re
from collections.abc import Iterator

from graph.redaction._findings import Finding


def _assigned(names: str) -> re.Pattern:
    """A quoted value, with a digit and a letter, assigned to a name holding one of `names`."""
    return re.compile(
        # The name's part before the word is left out: matched from every letter of it, it cost a document 3x.
        rf"(?i:(?:{names})[\w$]*)[\"']?\s*[:=]\s*[\"']"
        r"(?P<secret>(?=[^\"'\s]*\d)(?=[^\"'\s]*[A-Za-z])[^\"'\s]{8,})[\"']"
    )


# Each pattern's group "secret" (or the whole match) is what is replaced. Each has a literal
# it cannot match without ("needle"), looked for first: most texts hold none, and a plain
# substring search is far faster than a pattern tried at every position.
_SHAPES: tuple[tuple[str, tuple[str, ...], re.Pattern], ...] = (
    # Any armoured block of a key that is not public: PEM private keys, PGP's PRIVATE KEY BLOCK, OpenVPN's
    # static key (its lines are hex), up to its END line or the end of the text. Certificates and public
    # keys are left.
    (
        "private_key",
        ("-----BEGIN ",),
        re.compile(
            r"-----BEGIN (?![^\n]*PUBLIC)[A-Za-z0-9 ]*(?i:key)[A-Za-z0-9 ]*-----.*?(?:-----END [A-Za-z0-9 ]*-----|\Z)",
            re.DOTALL,
        ),
    ),
    # A BitLocker recovery key: eight groups of six digits.
    ("password", ("-",), re.compile(r"(?<![\d-])\d{6}(?:-\d{6}){7}(?![\d-])")),
    # A wallet's or a signing key's 64 hex digits after the words for a private key (a transaction hash of the same
    # shape is public, so never without them).
    (
        "private_key",
        ("私钥", "秘密鍵", "秘钥", "rivate key", "rivkey"),
        re.compile(
            r"(?:私钥|秘密鍵|秘钥|(?i:private key|privkey))[^\n!-~]{0,12}?\s*[:：=]?\s*"
            r"(?P<secret>(?:0x)?[0-9a-fA-F]{64})(?![0-9a-fA-F])"
        ),
    ),
    # A key, secret, token or password assigned in code or config under a name of its own (securityJsCode: '…',
    # smtp_password = "…"): quoted, with a digit and a letter; the kind follows the name.
    ("password", ("'", '"'), _assigned(r"passw(?:or)?d|passwd|pwd")),
    ("token", ("'", '"'), _assigned(r"token")),
    ("api_key", ("'", '"'), _assigned(r"secret|api_?key|private_?key|access_?key|security_?(?:js_?)?code|credential")),
    # A .pgpass line: host:port:database:user:password.
    (
        "password",
        (":",),
        re.compile(
            r"(?<![\w.:-])(?:[\w-]+(?:\.[\w-]+)+|localhost|\*):\d{2,5}:(?:[\w.-]*[A-Za-z][\w.-]*|\*):"
            r"(?:[\w.@-]*[A-Za-z][\w.@-]*|\*):(?P<secret>[^\s:]{3,})"
        ),
    ),
    (
        "aws_key",
        ("AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA"),
        re.compile(r"(?<![A-Za-z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}(?![A-Za-z0-9])"),
    ),
    # scheme://user:password@host — the password only: who and where are not secret.
    (
        "connection_string",
        ("://",),
        # Not \b: after a Japanese or Chinese word (テスト環境のDBはmysql://…) there is no word boundary.
        re.compile(r"(?<![a-zA-Z0-9+.\-])[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s:/@\[\]]*:(?P<secret>[^\s@/]+)@[^\s/@]+"),
    ),
    # OpenAI / Anthropic style keys; "sk-learn" is far too short to be one.
    ("api_key", ("sk-",), re.compile(r"(?<![A-Za-z0-9_-])sk-(?:proj-|ant-|live-|test-|svcacct-)?[A-Za-z0-9_\-]{16,}")),
    ("api_key", ("k_live_", "k_test_"), re.compile(r"(?<![A-Za-z0-9_])[sr]k_(?:live|test)_[A-Za-z0-9]{10,}")),
    # Google's keys are AIza and 35 more; one pasted a few short or long is as secret.
    ("api_key", ("AIza",), re.compile(r"(?<![A-Za-z0-9_])AIza[0-9A-Za-z_\-]{30,40}(?![A-Za-z0-9_\-])")),
    # DigitalOcean (dop_v1_, doo_v1_, dor_v1_) and Shopify (shpat_, shpca_, shppa_, shpss_) tokens.
    ("token", ("_v1_",), re.compile(r"(?<![A-Za-z0-9_])do[por]_v1_[a-f0-9]{40,}")),
    ("token", ("shp",), re.compile(r"(?<![A-Za-z0-9_])shp(?:at|ca|pa|ss)_[a-fA-F0-9]{24,}")),
    ("token", ("gh",), re.compile(r"(?<![A-Za-z0-9_])(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}")),
    ("token", ("github_pat_",), re.compile(r"(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{22,}")),
    ("token", ("glpat-",), re.compile(r"(?<![A-Za-z0-9_])glpat-[A-Za-z0-9_\-]{16,}")),
    # A Discord webhook's URL holds its token: whoever has it posts as the hook.
    (
        "token",
        ("/api/webhooks/",),
        re.compile(r"discord(?:app)?\.com/api/webhooks/\d+/(?P<secret>[A-Za-z0-9_\-]{20,})"),
    ),
    # Hugging Face, npm and PyPI tokens carry their issuer's prefix.
    ("token", ("hf_",), re.compile(r"(?<![A-Za-z0-9_])hf_[A-Za-z0-9]{30,}")),
    ("token", ("npm_",), re.compile(r"(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{30,}")),
    ("token", ("pypi-",), re.compile(r"(?<![A-Za-z0-9_])pypi-[A-Za-z0-9_\-]{40,}")),
    ("token", ("xox",), re.compile(r"(?<![A-Za-z0-9_])xox[abposr]-[A-Za-z0-9\-]{10,}")),
    ("token", ("eyJ",), re.compile(r"(?<![A-Za-z0-9_])eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*")),
    ("token", ("earer",), re.compile(r"\b[Bb]earer\s+(?P<secret>[A-Za-z0-9._~+/\-]{16,}=*)")),
    # A URL that carries its credential in the query: a SAS signature, an otpauth secret, ?token=….
    (
        "token",
        ("=",),
        re.compile(
            r"[?&;](?i:sig|signature|x-amz-signature|token|access_token|refresh_token|id_token|auth|api_?key|key|"
            r"secret|client_secret)=(?P<secret>[^&\s#\"'<>]{8,})"
        ),
    ),
    ("password", ("=",), re.compile(r"[?&;](?i:password|passwd|pwd)=(?P<secret>[^&\s#\"'<>]{3,})")),
    # Passwords on a command line: --password=…, mysql -p…, sshpass -p …, docker login -p …, curl -u user:….
    (
        "password",
        ("--",),
        re.compile(
            r"(?<![\w-])--(?i:password|passwd|pass|token|api-key|apikey|secret|client-secret|auth-token|access-token)"
            r"(?:=|\s+)[\"']?(?P<secret>[^\s\"'`$<{][^\s\"'`]{2,})"
        ),
    ),
    (
        "password",
        (" -p",),
        re.compile(r"\b(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n]*?\s-p[\"']?(?P<secret>[^\s\"'`$<{][^\s\"'`]{2,})"),
    ),
    # Java's keytool and OpenSSL take the password after a flag of their own: -storepass X, -passout pass:X.
    (
        "password",
        ("pass",),
        re.compile(
            r"(?<![\w-])-(?:storepass|keypass|srcstorepass|deststorepass|srckeypass|destkeypass|passout|passin|pass)"
            r"\s+[\"']?(?:pass:)?(?P<secret>(?!env:|file:|fd:|stdin)[^\s\"'`$<{][^\s\"'`]{2,})"
        ),
    ),
    # LDAP's tools: -w X is the bind password (-W asks for it).
    (
        "password",
        ("ldap",),
        re.compile(r"\bldap[a-z]*\b[^\n]*?\s-w\s+[\"']?(?P<secret>[^\s\"'`$<{][^\s\"'`]{2,})"),
    ),
    ("password", ("sshpass",), re.compile(r"\bsshpass\s+-p\s*[\"']?(?P<secret>[^\s\"']{3,})")),
    (
        "password",
        ("login",),
        re.compile(
            r"\b(?:docker|podman|helm|oras)\s+(?:registry\s+)?login\b[^\n]*?\s(?:-p|--password)\s+[\"']?"
            r"(?P<secret>[^\s\"'`$<{][^\s\"'`]{2,})"
        ),
    ),
    (
        "password",
        ("-u ", "--user "),
        re.compile(r"\bcurl\b[^\n]*?\s(?:-u|--user)\s+[\"']?[^\s:\"']+:(?P<secret>[^\s\"'@]{3,})"),
    ),
    # An HTTP Basic header is a user and password in base64, as readable as the plain pair.
    ("password", ("asic",), re.compile(r"(?i:authorization)\s*[:=]\s*[Bb]asic\s+(?P<secret>[A-Za-z0-9+/]{8,}={0,2})")),
)


# A payment card's number: 13 to 19 digits, plain or in groups (4-4-4-4, Amex's 4-6-5).
_CARD = re.compile(r"(?<![\d\-])\d{4}(?:[ \-]?\d{2,6}){2,4}(?![\d\-])")
# The networks' number ranges and lengths (Visa, Mastercard, Amex, Discover, JCB, UnionPay, Diners): a
# long order or account id that happens to pass the check digit rarely starts as a card does.
_CARD_NETWORK = re.compile(
    r"4(?:\d{12}|\d{15}|\d{18})$|5[1-5]\d{14}$|2(?:2[2-9]|[3-6]\d|7[01]|720)\d{12,13}$|3[47]\d{13}$"
    r"|6(?:011|4[4-9]\d|5\d\d)\d{12,15}$|35(?:2[89]|[3-8]\d)\d{12,15}$|62\d{14,17}$|3(?:0[0-5]|[689]\d)\d{11}$"
)


# What stands in documentation where a value goes: TOKEN, YOUR_API_KEY, ***, xxxx.
_PLACEHOLDER = re.compile(r"[A-Z_]+|[*x.•]+")


def shape_findings(text: str) -> Iterator[Finding]:
    """Each key, token, private key block, connection-string password or card number in `text`."""
    yield from _card_findings(text)
    for kind, needles, pattern in _SHAPES:
        if not any(needle in text for needle in needles):
            continue
        for match in pattern.finditer(text):
            group = "secret" if "secret" in pattern.groupindex else 0
            if not _PLACEHOLDER.fullmatch(match.group(group)):
                yield Finding(match.start(group), match.end(group), kind)


def _card_findings(text: str) -> Iterator[Finding]:
    for match in _CARD.finditer(text):
        digits = [int(c) for c in match.group() if c.isdigit()]
        if _CARD_NETWORK.match("".join(map(str, digits))) and _luhn(digits):
            yield Finding(match.start(), match.end(), "card_number")


def _luhn(digits: list[int]) -> bool:
    """The check digit every card number carries; an order id of as many digits passes it one time in ten."""
    total = 0
    for i, digit in enumerate(reversed(digits)):
        doubled = digit * 2 if i % 2 else digit
        total += doubled - 9 if doubled > 9 else doubled
    return total % 10 == 0
