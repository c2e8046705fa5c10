"""E-mail addresses and phone numbers: redacted only where the owner asks (MEMORYMESH_REDACT_CONTACTS)."""

import re
from collections.abc import Iterator

from graph.redaction._findings import Finding

_EMAIL = re.compile(r"(?<![\w.+\-])[\w.+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}\b")
# +81 90-1234-5678, (555) 123-4567, 090-1234-5678, 13812345678: 9 to 15 digits in groups.
_PHONE = re.compile(r"(?<![\w+])(?:\+\d{1,3}[\s.\-]?)?(?:\(\d{1,4}\)[\s.\-]?)?\d{2,5}(?:[\s.\-]?\d{2,5}){1,4}(?!\w)")
_DATE = re.compile(r"^\d{4}[\-./]\d{1,2}[\-./]\d{1,2}")


def contact_findings(text: str) -> Iterator[Finding]:
    """Each e-mail address and phone number in `text`."""
    for match in _EMAIL.finditer(text):
        yield Finding(match.start(), match.end(), "email")
    for match in _PHONE.finditer(text):
        digits = sum(c.isdigit() for c in match.group())
        # Long plain numbers without a separator or a + are ids and amounts more often than phones,
        # except mainland mobile numbers (11 digits starting with 1).
        plain = match.group().isdigit()
        if 9 <= digits <= 15 and not _DATE.match(match.group()) and (not plain or _is_mobile(match.group())):
            yield Finding(match.start(), match.end(), "phone")


def _is_mobile(number: str) -> bool:
    return len(number) == 11 and number[0] == "1" and number[1] in "3456789"
