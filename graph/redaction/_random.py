"""Keys and tokens of kinds nobody listed, recognised by looking machine-made.

Every issuer invents its own prefix (lin_api_…, hvs.…, ATATT3x…) and many keys have none (an AWS
secret access key beside its AKIA id): a list of shapes always trails the next vendor. A token
a person did not type has mixed case and digits in every stretch, no words, and many letters
that differ; an identifier (HTTPServerConfigV2Builder, MacBookPro16M3Max2024), a file name, a
model name or a commit hash does not. Hex strings (hashes, UUIDs) and URLs are left alone.
"""

import math
import re
from collections import Counter
from collections.abc import Iterator

from graph.redaction._findings import Finding

# A run of the characters keys are written in: '.' and '/' only inside it, '=' only as base64's
# padding (NAME=value is a name and a value).
_RUN = re.compile(r"(?<![A-Za-z0-9_\-+/.~])[A-Za-z0-9][A-Za-z0-9_\-+/.~]{18,}[A-Za-z0-9]=*")
_URL = re.compile(r"[a-zA-Z][a-zA-Z0-9+.\-]*://\S+")
# An issuer's prefix: up to three short parts, each closed by a separator (lin_api_, dp.st., xapp-1-).
_PREFIX = re.compile(r"[A-Za-z][A-Za-z0-9]{1,9}(?:[_\-.][A-Za-z0-9]{1,9}){0,2}[_\-.]")
# Public by their form: digests that say which hash they are (npm's integrity, a Docker image),
# advisories, versions (v22.0.0-nightly2024…), and file names (cid2code_Adobe_CNS1.txt).
_PUBLIC = re.compile(r"(?i:sha\d*|md5|blake2b?)[-:]|GHSA-|CVE-|v?\d+\.\d+[.\-]|.*\.[a-z]{2,4}$")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_HEX = re.compile(r"[0-9a-fA-F\-]+")
_NOT_ALNUM = re.compile(r"[^A-Za-z0-9]")
# A word in a run: a capitalised or lowercase stretch of letters; uppercase runs and digits apart.
_SEGMENT = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_VOWEL = re.compile(r"[aeiouy]")
_CAPITALISED = re.compile(r"[A-Z][a-z]*[aeiouy][a-z]*(?<=[a-z]{2})")
_WORD_PART = re.compile(r"(?:^|[_\-.])[A-Za-z]{4,}(?=[_\-.]|$)")


def random_findings(text: str) -> Iterator[Finding]:
    """Each run of `text` that looks like a key or token, outside URLs."""
    urls = [m.span() for m in _URL.finditer(text)] if "://" in text else []
    for match in _RUN.finditer(text):
        if any(start <= match.start() < end for start, end in urls):
            continue
        if looks_machine_made(match.group()):
            yield Finding(match.start(), match.end(), "token")


def looks_machine_made(token: str) -> bool:
    """Whether `token` reads as generated: after an issuer's prefix, or in mixed case throughout."""
    if _PUBLIC.match(token) or _UUID.search(token) or _is_path_of_words(token):
        return False
    prefix = _PREFIX.match(token)
    if prefix and _random_body(token[prefix.end() :]):
        return True
    return _random_mixed_case(token)


def _random_body(body: str) -> bool:
    """After a prefix, any alphabet will do (hex, lowercase, base64), but no words: neither
    parts (a pod name: billing-worker-deployment-5f7c9d8b4-abcde) nor capitalised ones
    (base.M2MDeserializationError)."""
    alnum = _NOT_ALNUM.sub("", body)
    if len(alnum) < 20 or alnum.isdigit() or alnum.isalpha() or _WORD_PART.search(body):
        return False
    if sum(map(len, _CAPITALISED.findall(alnum))) >= 0.5 * sum(c.isalpha() for c in alnum):
        return False
    return _class_switches(alnum) >= 0.2 and _entropy(alnum) >= 3.3


def _random_mixed_case(token: str) -> bool:
    alnum = _NOT_ALNUM.sub("", token)
    if len(alnum) < 20 or _HEX.fullmatch(token):
        return False
    digits = sum(c.isdigit() for c in alnum)
    upper = sum(c.isupper() for c in alnum)
    lower = len(alnum) - digits - upper
    if digits < 2 or upper < 2 or lower < 2:
        return False
    return _class_switches(alnum) >= 0.35 and _entropy(alnum) >= 3.5 and _wordiness(alnum) < 0.7


def _is_path_of_words(token: str) -> bool:
    """src/components/Card2.tsx: every part before the last is a word."""
    parts = re.split(r"[/.]", token)
    return "/" in token and all(part.isalpha() or not part for part in parts[:-1])


def _class_switches(alnum: str) -> float:
    """How often neighbours differ in kind (upper, lower, digit): ~0.6 for a random base62 string."""
    kinds = ["u" if c.isupper() else "l" if c.islower() else "d" for c in alnum]
    return sum(a != b for a, b in zip(kinds, kinds[1:], strict=False)) / max(1, len(alnum) - 1)


def _entropy(alnum: str) -> float:
    size = len(alnum)
    return -sum(n / size * math.log2(n / size) for n in Counter(alnum).values())


def _wordiness(alnum: str) -> float:
    """The share of letters in stretches that read as words (three letters or more, lowercase
    after a first capital, with a vowel): ~0.2 for a random base62 string, ~0.8 for identifiers."""
    segments = _SEGMENT.findall(alnum)
    letters = sum(len(s) for s in segments if s.isalpha())
    words = sum(len(s) for s in segments if len(s) >= 3 and s[1:].islower() and _VOWEL.search(s.lower()))
    return words / max(1, letters)
