"""detect-secrets' plugins, called on each line of a text in-process (no files, no baseline).

A plugin answers with the secret's value, sometimes only part of it (GitHub's answers its
prefix, JWT's stops before the signature): each value found in the line is widened to the
whole token around it, so the redaction covers what the plugin meant.
"""

import re
from collections.abc import Iterator

from detect_secrets.plugins.aws import AWSKeyDetector
from detect_secrets.plugins.azure_storage_key import AzureStorageKeyDetector
from detect_secrets.plugins.base import BasePlugin
from detect_secrets.plugins.basic_auth import BasicAuthDetector
from detect_secrets.plugins.discord import DiscordBotTokenDetector
from detect_secrets.plugins.github_token import GitHubTokenDetector
from detect_secrets.plugins.jwt import JwtTokenDetector
from detect_secrets.plugins.keyword import KeywordDetector
from detect_secrets.plugins.mailchimp import MailchimpDetector
from detect_secrets.plugins.openai import OpenAIDetector
from detect_secrets.plugins.private_key import PrivateKeyDetector
from detect_secrets.plugins.sendgrid import SendGridDetector
from detect_secrets.plugins.slack import SlackDetector
from detect_secrets.plugins.square_oauth import SquareOAuthDetector
from detect_secrets.plugins.stripe import StripeDetector
from detect_secrets.plugins.telegram_token import TelegramBotTokenDetector
from detect_secrets.plugins.twilio import TwilioKeyDetector

from graph.redaction._findings import Finding

# detect-secrets' secret types, as our kinds.
_KINDS = {
    "AWS Access Key": "aws_key",
    "Private Key": "private_key",
    "Basic Auth Credentials": "connection_string",
    "JSON Web Token": "token",
    "OpenAI Token": "api_key",
    "Stripe Access Key": "api_key",
    "GitHub Token": "token",
    "Slack Token": "token",
    "Secret Keyword": "password",
    "Telegram Bot Token": "token",
    "Discord Bot Token": "token",
    "SendGrid API Key": "api_key",
    "Twilio API Key": "api_key",
    "Mailchimp Access Key": "api_key",
    "Square OAuth Secret": "api_key",
    "Azure Storage Account access key": "api_key",
}
_PLUGINS: tuple[BasePlugin, ...] = (
    AWSKeyDetector(),
    PrivateKeyDetector(),
    BasicAuthDetector(),
    JwtTokenDetector(),
    OpenAIDetector(),
    StripeDetector(),
    GitHubTokenDetector(),
    SlackDetector(),
    KeywordDetector(),
    TelegramBotTokenDetector(),
    DiscordBotTokenDetector(),
    SendGridDetector(),
    TwilioKeyDetector(),
    MailchimpDetector(),
    SquareOAuthDetector(),
    AzureStorageKeyDetector(),
)
# Every plugin above needs one of these in a line to find anything (their patterns and
# keyword lists, detect-secrets 1.5.0): lines without any are not handed to them, which
# makes a long document ~10x faster to redact.
_MAY_HOLD_ONE = re.compile(
    r"(?i:key|pass|pwd|secret|contrase|token|a3t|abia|acca|akia|asia|aws|private|putty|://|eyj|t3blbkfj|k_live|"
    r"gh[pousr]_|xox|slack|sg\.|sq0csp-|-us\d)"
    # Telegram (digits, a colon, AA…), Discord (a dotted triple) and Twilio (AC or SK and 32) tokens.
    r"|\d{8}:|[MNO][\w-]{23}|(?:AC|SK)[a-z0-9]{32}"
)
_TOKEN_CHARS = re.compile(r"[A-Za-z0-9_\-.+/=~]*")
_LINE = re.compile(r"[^\n]+")
# The plugins read each line as if from a file: a plain-text name picks their generic rules.
_FILENAME = "turn.txt"


def library_findings(text: str) -> Iterator[Finding]:
    """What detect-secrets' plugins find in `text`, line by line."""
    for line in _LINE.finditer(text):
        if not _MAY_HOLD_ONE.search(line.group()):
            continue
        for plugin in _PLUGINS:
            for secret in plugin.analyze_line(filename=_FILENAME, line=line.group(), line_number=1):
                kind = _KINDS.get(secret.type, "token")
                yield from _spans_of(line.group(), line.start(), secret.secret_value or "", kind)


def _spans_of(line: str, offset: int, value: str, kind: str) -> Iterator[Finding]:
    if not value:
        return
    for found in re.finditer(re.escape(value), line):
        end = found.end()
        if kind != "private_key":  # its value is the header's words; our PEM finder takes the block
            end += len(_TOKEN_CHARS.match(line, end).group())
        yield Finding(offset + found.start(), offset + end, kind)
