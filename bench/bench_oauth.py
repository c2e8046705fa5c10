"""OAuth token issue for a public client with PKCE (target p50 ≤ 50 ms), and a refresh.

A person signs in once and approves the client 100 times (not timed); then each code is
exchanged at /oauth/token/ with its code_verifier, one at a time, and each refresh token
once. Baseline in the same run: `GET /v1/whoami` with an API token (auth and one query).
"""

import argparse
import base64
import hashlib
import secrets
import time

import httpx

from bench.harness import Server, report, timed
from bench.in_process import bench_token, setup_django
from tests.identity.oauth.browser import Person, query_of

REDIRECT = "http://127.0.0.1:9/callback"
TARGET_P50_MS = 50


def _approved_codes(server: Server, person: Person, client_id: str, n: int) -> list[tuple[str, str]]:
    codes = []
    for _ in range(n):
        verifier = secrets.token_urlsafe(48)
        challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
        url = (
            f"{server.url}/oauth/authorize/?response_type=code&client_id={client_id}&redirect_uri={REDIRECT}"
            f"&scope=memory:read+memory:write&code_challenge_method=S256&code_challenge={challenge}"
        )
        codes.append((query_of(person.answer(person.open_consent(url), allow=True, write=True))["code"], verifier))
    return codes


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_oauth", description=__doc__.splitlines()[0])
    parser.add_argument("--codes", type=int, default=100)
    n = parser.parse_args().codes
    setup_django()
    from django.contrib.auth import get_user_model

    user, _ = get_user_model().objects.get_or_create(username="bench-oauth")
    user.set_password("pw-bench-oauth")
    user.save()
    api_token = bench_token()
    server = Server()
    try:
        client_id = httpx.post(
            f"{server.url}/oauth/register/",
            json={"client_name": "bench", "redirect_uris": [REDIRECT], "token_endpoint_auth_method": "none"},
        ).json()["client_id"]
        person = Person(server.url, "bench-oauth", "pw-bench-oauth")
        codes = _approved_codes(server, person, client_id, n + 10)
        with httpx.Client(base_url=server.url, timeout=30) as http:
            report(
                "GET /v1/whoami (baseline)",
                timed(lambda: http.get("/v1/whoami", headers={"Authorization": f"Bearer {api_token}"}), 200),
            )
            refresh_tokens: list[str] = []

            def exchange() -> None:
                code, verifier = codes.pop()
                answer = http.post(
                    "/oauth/token/",
                    data={
                        "grant_type": "authorization_code",
                        "code": code,
                        "code_verifier": verifier,
                        "client_id": client_id,
                        "redirect_uri": REDIRECT,
                    },
                )
                refresh_tokens.append(answer.json()["refresh_token"])

            report("token: code + PKCE → tokens", timed(exchange, n, warmup=10), TARGET_P50_MS)

            def refresh() -> None:
                http.post(
                    "/oauth/token/",
                    data={"grant_type": "refresh_token", "refresh_token": refresh_tokens.pop(), "client_id": client_id},
                )

            report("token: refresh (rotation)", timed(refresh, n - 10, warmup=10))
    finally:
        server.stop()
    print(f"load average: {' '.join(open('/proc/loadavg').read().split()[:3])} at {time.strftime('%H:%M:%S')}")


if __name__ == "__main__":
    main()
