"""What every finder returns: a span of the text and the kind of secret it holds."""

from dataclasses import dataclass

# When findings overlap, the more specific kind names the merged span.
KIND_RANK = {
    "private_key": 0,
    "aws_key": 1,
    "connection_string": 2,
    "api_key": 3,
    "token": 4,
    "card_number": 5,
    "password": 6,
    "email": 7,
    "phone": 8,
}


@dataclass(frozen=True)
class Finding:
    start: int
    end: int
    kind: str


def merged(findings: list[Finding]) -> list[Finding]:
    """Overlapping or touching findings as one, named by their most specific kind."""
    result: list[Finding] = []
    for found in sorted(findings, key=lambda f: (f.start, -f.end)):
        if result and found.start <= result[-1].end:
            last = result[-1]
            kind = min(last.kind, found.kind, key=lambda k: KIND_RANK.get(k, 99))
            result[-1] = Finding(last.start, max(last.end, found.end), kind)
        else:
            result.append(found)
    return result
