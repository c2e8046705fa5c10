"""Keys, tokens and credentials recognised by their shape, wherever they stand in a sentence."""

import re
from collections.abc import Iterator

from graph.redaction._findings import Finding

# Each pattern's group "secret" (or the whole match) is what is replaced.
_SHAPES: tuple[tuple[str, re.Pattern], ...] = (
    (
        "private_key",
        re.compile(
            r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----.*?"
            r"(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|\Z)",
            re.DOTALL,
        ),
    ),
    ("aws_key", re.compile(r"(?<![A-Za-z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16}(?![A-Za-z0-9])")),
    # scheme://user:password@host — the password only: who and where are not secret.
    (
        "connection_string",
        re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s:/@\[\]]*:(?P<secret>[^\s@/]+)@[^\s/@]+"),
    ),
    # OpenAI / Anthropic style keys; "sk-learn" is far too short to be one.
    ("api_key", re.compile(r"(?<![A-Za-z0-9_-])sk-(?:proj-|ant-|live-|test-|svcacct-)?[A-Za-z0-9_\-]{16,}")),
    ("api_key", re.compile(r"(?<![A-Za-z0-9_])[sr]k_(?:live|test)_[A-Za-z0-9]{10,}")),
    ("api_key", re.compile(r"(?<![A-Za-z0-9_])AIza[0-9A-Za-z_\-]{35}")),
    ("token", re.compile(r"(?<![A-Za-z0-9_])(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}")),
    ("token", re.compile(r"(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{22,}")),
    ("token", re.compile(r"(?<![A-Za-z0-9_])glpat-[A-Za-z0-9_\-]{20,}")),
    ("token", re.compile(r"(?<![A-Za-z0-9_])xox[abposr]-[A-Za-z0-9\-]{10,}")),
    ("token", re.compile(r"(?<![A-Za-z0-9_])eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*")),
    ("token", re.compile(r"\b[Bb]earer\s+(?P<secret>[A-Za-z0-9._~+/\-]{16,}=*)")),
)


def shape_findings(text: str) -> Iterator[Finding]:
    """Each key, token, private key block or connection-string password in `text`."""
    for kind, pattern in _SHAPES:
        for match in pattern.finditer(text):
            group = "secret" if "secret" in pattern.groupindex else 0
            yield Finding(match.start(group), match.end(group), kind)
