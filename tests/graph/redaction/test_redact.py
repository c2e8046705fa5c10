"""What redaction takes out of a text, and what it leaves: the labelled turns, the markers, the setting."""

from collections import Counter

import pytest

from graph.redaction import asks_not_to_remember, redact, redact_value
from graph.services.texts import TextToStore
from graph.text.passages import Span
from tests.secret_turns import labelled_turns, look_alikes, secret_turns


def test_the_fixture_holds_a_hundred_secrets_and_a_hundred_look_alikes_in_three_languages():
    rows = labelled_turns()
    assert len(secret_turns()) >= 100 and len(look_alikes()) >= 100
    assert {lang for lang, _secret in Counter((r["lang"], r["secret"] is None) for r in rows)} == {"en", "ja", "zh"}
    assert all(r["secret"] in r["text"] for r in secret_turns())


@pytest.mark.parametrize("row", secret_turns(), ids=lambda r: r["text"][:40])
def test_every_secret_bearing_turn_loses_its_secret(row):
    redacted = redact(row["text"])
    assert row["secret"] not in redacted.text
    assert redacted.kinds and all(f"[redacted:{kind}]" in redacted.text for kind in redacted.kinds)


@pytest.mark.parametrize("row", look_alikes(), ids=lambda r: r["text"][:40])
def test_an_innocent_look_alike_is_left_as_it_is(row):
    assert redact(row["text"]).text == row["text"]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("My database password is hunter2, can you check why login fails?", "password"),
        ("Here's my OpenAI key: sk-proj-Abc123Def456Ghi789Jkl012", "api_key"),
        ("My AWS secret access key is AKIAIOSFODNN7EXAMPLE", "aws_key"),
        ("-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIB\n-----END EC PRIVATE KEY-----", "private_key"),
        ("postgres://bob:s3cretPw@db.example.com/app", "connection_string"),
        ("my token is ghp_abcdefghijklmnopqrstuvwxyz0123456789", "token"),
    ],
)
def test_each_kind_is_named_in_its_marker(text, kind):
    assert redact(text).kinds == [kind]


# Kinds the extraction's labelled parts showed the detector missing (2026-12-07), each with a value written here.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("the bot's token is in the repo: 6120984431:AAH3kLm9QpR2sT5vW8xY1zB4cD7eF0gH2jK", "6120984431:AAH3kLm9Qp"),
        ("curl -H 'Authorization: Basic dXNlcjpQYXNzMTIzNDU=' https://api.example.org", "dXNlcjpQYXNzMTIzNDU="),
        ("DO_TOKEN=dop_v1_" + "3a" * 32, "dop_v1_3a3a"),
        ("店铺令牌 shpat_" + "9f" * 16 + " 报401", "shpat_9f9f"),
        ("服务器登录 root / Haikou#5521，帮我看看", "Haikou#5521"),
        ("ログイン情報：kaede / Momiji#4410 です", "Momiji#4410"),
        ("阿里云的 AccessKeySecret 是 Pq8Zr2Lt7Vx4Kb9Nc3Jd6Fs1Ga0", "Pq8Zr2Lt7Vx4Kb9Nc3Jd6Fs1Ga0"),
        ("SecretKey：Tq5t9xK2mQ7bR4wZ8nL1cV6pY3hD0sJf", "Tq5t9xK2mQ7bR4wZ8nL1cV6pY3hD0sJf"),
        ("本番のDBはpostgres://app:Sakura#77@db.internal:5432/main", "Sakura#77"),
        ("地図APIのキーはこれ：AIzaSyB1kQ2mLp9Xv4Tn8Wr3Yb6Zc1Hf5Jg0K", "AIzaSyB1kQ2mLp9Xv4Tn8Wr3Yb6Zc1Hf5Jg0K"),
        ("https://discord.com/api/webhooks/998877665/Zq9vXz2LmP7wR4tY8uB3nC6eF1hJ5sD0aG", "Zq9vXz2LmP7wR4tY8uB3nC6eF1"),
        ("GitLab令牌 glpat-Ab7Kq2Lm9Tz4Vb8Nc3W 先发你", "glpat-Ab7Kq2Lm9Tz4Vb8Nc3W"),
        ("路由器的admin密码是Adm1n!abc，怎么登录不了？", "Adm1n!abc"),
        ("SG.abcdefghij0123456789AB.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG is the mail key", "SG.abcdefghij"),
    ],
)
def test_a_kind_the_labelled_parts_showed_missing_is_redacted(text, secret):
    redacted = redact(text)
    assert secret not in redacted.text and redacted.kinds


@pytest.mark.parametrize(
    "text",
    [
        "登录页面 / 首页都打不开",
        "ログイン画面 / トップページ",
        "the Basic plan costs 10 dollars",
        "AccessKeyId and SecretKey: where?",
    ],
)
def test_a_look_alike_of_those_kinds_is_left_as_it_is(text):
    assert redact(text).text == text


def test_a_connection_string_keeps_its_user_and_host():
    assert redact("postgres://bob:s3cretPw@db.example.com/app").text == (
        "postgres://bob:[redacted:connection_string]@db.example.com/app"
    )


def test_redacting_twice_changes_nothing():
    for row in secret_turns():
        once = redact(row["text"]).text
        assert redact(once).text == once and redact(once).kinds == []


def test_contacts_are_redacted_only_when_the_owner_asks(settings):
    text = "Mail bob@example.com or call +81 90-1234-5678 before 2024-05-01."
    assert redact(text).text == text
    settings.REDACT_CONTACTS = True
    redacted = redact(text)
    assert redacted.text == "Mail [redacted:email] or call [redacted:phone] before 2024-05-01."
    assert redacted.kinds == ["email", "phone"]


def test_a_json_value_is_redacted_in_every_string_it_holds():
    kinds: list[str] = []
    value = {"note": ["pw=Hunter22", {"k": "api_key = 'abcd1234efgh5678'"}], "n": 3}
    redacted = {"note": ["pw=[redacted:password]", {"k": "api_key = '[redacted:api_key]'"}], "n": 3}
    assert redact_value(value, kinds) == redacted
    assert kinds == ["password", "api_key"]


def test_passage_spans_move_with_the_redacted_text():
    first, second = "user: my password is Hunter22!", "assistant: I won't keep it."
    text = first + "\n" + second
    stored = TextToStore("messages", text, [Span(0, len(first)), Span(len(first) + 1, len(text))], ["", ""], [[], []])
    assert [stored.text[s.start : s.end] for s in stored.spans] == [
        "user: my password is [redacted:password]",
        second,
    ]
    assert stored.redactions == ["password"]


@pytest.mark.parametrize(
    "text",
    [
        "Don't remember this, but my salary is 90k.",
        "Please don't store this: I am job hunting.",
        "do not save this in memory please",
        "This is off the record: we might reorganise.",
        "これは覚えないで。実は転職を考えています。",
        "今の話は記録しないでください",
        "不要记住这个，我在找新工作。",
        "这件事不要记",
    ],
)
def test_a_message_that_asks_not_to_be_remembered_is_recognised(text):
    assert asks_not_to_remember(text)


@pytest.mark.parametrize(
    "text",
    [
        "Don't save this file yet, it is still being edited.",
        "Forget my preference for dark mode.",
        "Please remember this: I prefer tabs.",
        "覚えておいて：私はRustが好きです。",
        "记住，我喜欢Python。",
        "I don't remember this library's name.",
    ],
)
def test_an_ordinary_message_is_not_taken_for_a_request_not_to_remember(text):
    assert not asks_not_to_remember(text)


# Kinds no labelled part had yet (2026-12-08): codes that open something, card numbers, seed words, keys
# named by what they open, and credentials in a URL's query or on a command line.
UNLISTED = [
    ("the door code is 4821, thanks", "4821"),
    ("Backup codes are 1234-5678, 2345-6789 and 3456-7890. Keep them safe", "3456-7890"),
    ("The safe combination is 12-34-56.", "12-34-56"),
    ("card 4111 1111 1111 1111 exp 12/27, CVV 123", "4111 1111"),
    ("card 4111 1111 1111 1111 exp 12/27, CVV 123", "CVV 123"),
    ("amex 3782-822463-10005 for the booking", "3782-822463"),
    ("seed phrase: abandon ability able about above absent absorb abstract absurd abuse access accident", "absurd"),
    ("シードフレーズは abandon ability able about above absent absorb abstract absurd abuse access able", "absurd"),
    ("助记词是 abandon ability able about above absent absorb abstract absurd abuse access accident", "absurd"),
    ("認証コードは482913です", "482913"),
    ("PINは7741です", "7741"),
    ("验证码是482913，别告诉别人", "482913"),
    ("门禁码：5931#", "5931#"),
    ("My wifi key is Hom3Net!2024", "Hom3Net!2024"),
    ("the license key is ABCD-1234-EFGH-5678", "ABCD-1234-EFGH-5678"),
    ("the security answer is Fluffy2009", "Fluffy2009"),
    ("https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&sig=Zm9vYmFyYmF6cXV4MTIz%3D&se=2025", "Zm9vYmFy"),
    ("otpauth://totp/Acme:bob?secret=JBSWY3DPEHPK3PXP&issuer=Acme", "JBSWY3DPEHPK3PXP"),
    ("jdbc:postgresql://db:5432/app?user=app&password=Kab#2291", "Kab#2291"),
    ("mysql -u root -pS3cretPass! mydb", "S3cretPass!"),
    ("sshpass -p hunter22 ssh bob@box", "hunter22"),
    ("docker login -u bob -p Dkr#4471 registry.example.com", "Dkr#4471"),
    ("psql --password=Pg!9981 -h db", "Pg!9981"),
    ("curl -u admin:Adm1n!pw https://x.example.com", "Adm1n!pw"),
]


UNLISTED_LOOK_ALIKES = [
    "the alarm code is the same as before",
    "the combination is perfect",
    "the product key is required",
    "the network key is in the drawer",
    "確認コードはメールで届きます",
    "order 1234567812345678 shipped",
    "see https://example.com/?page=2&sort=name",
    "mysql -u root -p mydb",
    "mkdir -p build/out && ssh -p 2222 bob@host",
    "run it with `--url URL --token TOKEN`",
    "run it with --token $GH_TOKEN",
]


# Part 41's secrets the detector kept when the part was measured blind (2026-12-08), each with a value written here.
PART_41 = [
    ("~/.pgpass has db-main.example.internal:5432:orders:svc_orders:Zq8vKx2LmP4w in it", "Zq8vKx2LmP4w"),
    ("localhost:5432:*:postgres:Pg!99ab", "Pg!99ab"),
    (
        "-----BEGIN OpenVPN Static key V1-----\n0f1e2d3c4b5a69788796a5b4c3d2e1f0\n-----END OpenVPN Static key V1-----",
        "0f1e",
    ),
    ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBGXz\n-----END PGP PRIVATE KEY BLOCK-----", "lQOYBGXz"),
    ("銀行アプリのパスワード、来月から Kx77aa に変える", "Kx77aa"),
    ("两步验证的备用码抄在这儿：1a2b3-c4d5e 9f8e7-d6c5b", "9f8e7-d6c5b"),
    ("backup codes (keep these somewhere safe): 44129 88231 10934", "88231"),
]


PART_41_LOOK_ALIKES = [
    "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----",
    "-----BEGIN PGP PUBLIC KEY BLOCK-----\nmQINBGXz\n-----END PGP PUBLIC KEY BLOCK-----",
    "the MAC is 00:1a:2b:3c:4d:5e and the meeting is at 10:30:00",
    "fe80:0000:0000:0000:0202:b3ff:fe1e:8329 is its link-local address",
    "備用の認証コードはどこで見られますか？",
]


# Part 42's secrets the detector kept when the part was measured blind (2026-12-08), each with a value written here.
PART_42 = [
    ("keytool -list -keystore app.jks -storepass Wq7rTz2kLm9x fails", "Wq7rTz2kLm9x"),
    ("openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:Hn4vXq8Lr2Tz", "Hn4vXq8Lr2Tz"),
    ('ldapsearch -x -D "cn=admin,dc=example,dc=org" -w \'Lp3Qz7Vx9Kr2\' -b "dc=example,dc=org"', "Lp3Qz7Vx9Kr2"),
    ("combo on the old bike shed lock is 14-07-33 now", "14-07-33"),
    ("倉庫の解錠番号、来週から 552901 になるそうです", "552901"),
    ("小程序的 AppSecret 是 0f9e8d7c6b5a49382716f5e4d3c2b1a0，别外传", "0f9e8d7c6b5a49382716f5e4d3c2b1a0"),
    (
        "助记词我记在这里了：apple river stone cloud maple tiger ocean lemon violet candle forest pepper",
        "maple tiger",
    ),
]


PART_42_LOOK_ALIKES = [
    "openssl enc -aes-256-cbc -pass env:BACKUP_PASS -in dump.sql",
    "keytool -storepass $STOREPASS -list",
    "ldapsearch -W -x -b dc=example,dc=org",
    "the password for the staging server in Frankfurt is required",
    "the app secret is the thing you need to rotate",
]


# Part 43's secrets the detector kept when the part was measured blind (2026-12-08), each with a value written here.
PART_43 = [
    ("my security question answer is Juniper1987 - the dog and a year", "Juniper1987"),
    ("BitLocker recovery key: 111111-222222-333333-444444-555555-666666-777777-888888", "444444-555555"),
    ("推送配置里 masterSecret 是 a1b2c3d4e5f60718293a4b5c，一直报错", "a1b2c3d4e5f60718293a4b5c"),
    ("导出来的私钥 0x" + "ab12" * 16 + " 导入不了", "ab12ab12ab12"),
    ("明天的会，会议密码 884213，别忘了", "884213"),
    ("window.cfg = { securityJsCode: '0a1b2c3d4e5f60718293a4b5c6d7e8f9' };", "0a1b2c3d4e5f"),
    ('mail.py has smtp_password = "Qx7!mail99" in it', "Qx7!mail99"),
]


PART_43_LOOK_ALIKES = [
    "tx 0x" + "ab12" * 16 + " confirmed in block 19000000",
    "密码6位数，必须有字母",
    "the order ids were 111111-222222 and 333333-444444",
]


@pytest.mark.parametrize(("text", "secret"), UNLISTED + PART_41 + PART_42 + PART_43)
def test_a_kind_the_blind_parts_or_no_part_showed_missing_is_redacted(text, secret):
    redacted = redact(text)
    assert secret not in redacted.text and redacted.kinds


@pytest.mark.parametrize("text", UNLISTED_LOOK_ALIKES + PART_41_LOOK_ALIKES + PART_42_LOOK_ALIKES + PART_43_LOOK_ALIKES)
def test_a_look_alike_of_those_kinds_is_left_as_it_is_too(text):
    assert redact(text).text == text
