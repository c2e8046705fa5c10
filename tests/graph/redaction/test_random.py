"""Keys of kinds no shape lists are redacted because they look machine-made; identifiers, hashes and names are not."""

import pytest

from graph.redaction import redact
from graph.redaction._random import looks_machine_made


@pytest.mark.parametrize(
    "token",
    [
        # Prefixes of issuers no shape names, each with a body in another alphabet.
        "lin_api_Xq7Rb2Lk9Tz4Vm8Nc3Wp5Hd6Fs1Ga0Ue2Yj",
        "hvs.CAESIJx9k2Lq7Tz3Vb8Nm1Yp5Hc6Fd4Gs0Ae",
        "dp.st.prd.k8Lm2Qx7Rz4Tv9Wb3Nc6Hp1Fd5Gs0Aj",
        "figd_b34ad38bc8fc3460091239240736543a8991a58666d6",
        "ntn_syjbelyn23wa7y938vzetni34ceqxxo7",
        "PMAK-65f1c2a9e7b3d4f0a1b2c3d4-5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c",
        # No prefix at all: an AWS secret access key, a Firebase server key.
        "wJx9Rk2Lq7Tz3Vb8Nm1Yp5Hc6Fd4Gs0Ae/KqWu",
        "AAAAq9Xk2Lm:APA91bH7Zq4Rt8Vy2Wn6Kp3Jd9Fs5Gb1Hc0Lx7Mz",
    ],
)
def test_a_key_of_an_unlisted_kind_looks_machine_made(token):
    assert looks_machine_made(token)
    redacted = redact(f"here it is: {token} - keep it safe")
    assert token not in redacted.text and redacted.kinds == ["token"]


@pytest.mark.parametrize(
    "token",
    [
        "HTTPServerConfigV2Builder",
        "MacBookPro16M3Max2024",
        "OAuth2AuthorizationCodeFlowPKCE",
        "base.M2MDeserializationError",
        "tlsSocket.getPeerX509Certificate",
        "ProjectPhoenixQ4Roadmap2025v3.pdf",
        "billing-worker-deployment-5f7c9d8b4-abcde",
        "paraphrase-multilingual-MiniLM-L12-v2",
        "Llama-3.1-8B-Instruct-Q4_K_M",
        "v22.0.0-nightly20240424ddd0a9e494",
        "GHSA-f74f-cvh7-c6q6",
        "3f2a9c0d1e4b5a6978c0d1e2f3a4b5c6d7e8f9a0",
        "GUID-D0C5A47E-6F93-4C2D-9E49-4F2B86B359DD",
        "sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg==",
        "src/components/UserProfile/UserProfileCard2.tsx",
        "test_user_profile_update_2024_v2",
    ],
)
def test_an_identifier_hash_or_name_is_not_taken_for_a_key(token):
    assert not looks_machine_made(token)
    assert redact(f"see {token} for details").kinds == []


def test_a_url_is_left_to_the_rules_for_urls():
    text = "the doc is https://docs.example.com/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit"
    assert redact(text).text == text


def test_a_variable_keeps_its_name_when_its_value_goes():
    redacted = redact("export LINEAR_TOKEN=lin_api_Xq7Rb2Lk9Tz4Vm8Nc3Wp5Hd6Fs1Ga0Ue2Yj")
    assert redacted.text.startswith("export LINEAR_TOKEN=") and "Xq7Rb2" not in redacted.text


def test_a_kind_another_finder_names_is_kept():
    redacted = redact("curl -H 'Authorization: Basic dXNlcjpQYXNzMTIzNDU2Nzg5MGFiY2RlZg==' https://api.example.org")
    assert redacted.kinds == ["password"]
