"""Keys, tokens and credentials recognised by their shape, wherever they stand in a sentence."""

import re
from collections.abc import Iterator

from graph.redaction._findings import Finding

# Each pattern's group "secret" (or the whole match) is what is replaced. Each has a literal
# it cannot match without ("needle"), looked for first: most texts hold none, and a plain
# substring search is far faster than a pattern tried at every position.
_SHAPES: tuple[tuple[str, tuple[str, ...], re.Pattern], ...] = (
    (
        "private_key",
        ("PRIVATE KEY",),
        re.compile(
            r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----.*?"
            r"(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|\Z)",
            re.DOTALL,
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
    # An HTTP Basic header is a user and password in base64, as readable as the plain pair.
    ("password", ("asic",), re.compile(r"(?i:authorization)\s*[:=]\s*[Bb]asic\s+(?P<secret>[A-Za-z0-9+/]{8,}={0,2})")),
)


def shape_findings(text: str) -> Iterator[Finding]:
    """Each key, token, private key block or connection-string password in `text`."""
    for kind, needles, pattern in _SHAPES:
        if not any(needle in text for needle in needles):
            continue
        for match in pattern.finditer(text):
            group = "secret" if "secret" in pattern.groupindex else 0
            yield Finding(match.start(group), match.end(group), kind)
