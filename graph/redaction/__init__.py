"""Secrets never stored: credentials in a text are replaced by `[redacted:<kind>]` before it is written.

`redact(text)` is called on every text we keep (documents and passages, memory statements and
attributes, job payloads and reports, audit details) at the write paths' choke points, and by
the `redact_stored` command on what was stored before. Finders:
- `detect-secrets`' own plugins (AWS, private keys, basic auth, JWT, OpenAI, Stripe, GitHub,
  Slack, keyword assignments), run in-process on each line;
- our shapes of keys and tokens (sk-…, ghp_…, xox…, AKIA…, PEM blocks, URLs with a password or a
  credential in the query, command-line passwords, card numbers);
- our spoken forms ("my password is …", "パスワードは…です", "我的密码是…", "the door code is …", seed words);
- last, where no other finder named a kind, any token that looks machine-made (`_random`);
- with `MEMORYMESH_REDACT_CONTACTS`, e-mail addresses and phone numbers.
Redacting is idempotent: a marker is never found again.
"""

from graph.redaction._redact import Redacted, marker, redact, redact_value
from graph.redaction.consent import asks_not_to_remember

__all__ = ["Redacted", "asks_not_to_remember", "marker", "redact", "redact_value"]
