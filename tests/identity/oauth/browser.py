"""A headless person at the browser for OAuth tests: signs in on the login page and answers the consent page.

Plain httpx with a cookie jar, no JavaScript: what a user's browser posts, field by field.
"""

from html.parser import HTMLParser
from urllib.parse import parse_qs, urljoin, urlsplit

import httpx


class _Inputs(HTMLParser):
    """The inputs and selects of a page's forms, by name (the last value wins)."""

    def __init__(self) -> None:
        super().__init__()
        self.values: dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: list) -> None:
        found = dict(attrs)
        if tag == "input" and found.get("name") and found.get("type") in ("hidden", None, "text"):
            self.values[found["name"]] = found.get("value") or ""


def inputs_of(html: str) -> dict[str, str]:
    parser = _Inputs()
    parser.feed(html)
    return parser.values


class Person:
    """One user with a browser session on `server_url`."""

    def __init__(self, server_url: str, username: str, password: str) -> None:
        self.server_url = server_url
        self.username, self.password = username, password
        self.http = httpx.Client(base_url=server_url, timeout=30, follow_redirects=False)
        self.consent_pages: list[str] = []

    def open_consent(self, authorize_url: str) -> httpx.Response:
        """Follow the authorization URL, signing in on the way; returns the consent page."""
        response = self.http.get(authorize_url)
        if response.status_code == 302 and "/teams/login/" in response.headers["location"]:
            self.sign_in(urljoin(self.server_url, response.headers["location"]))
            response = self.http.get(authorize_url)
        assert response.status_code == 200, (response.status_code, response.text[:500])
        self.consent_pages.append(response.text)
        return response

    def sign_in(self, login_url: str) -> None:
        page = self.http.get(login_url)
        fields = inputs_of(page.text) | {"username": self.username, "password": self.password}
        signed_in = self.http.post(login_url, data=fields, headers={"Referer": login_url})
        assert signed_in.status_code == 302, signed_in.text[:500]

    def answer(self, consent: httpx.Response, *, allow: bool, write: bool = False, organisation: str = "") -> str:
        """Post the consent form; returns where the server sends the browser (the client's redirect URI)."""
        fields = inputs_of(consent.text) | {"organisation": organisation}
        fields.pop("allow", None)
        if allow:
            fields["allow"] = "Allow"
        if write:
            fields["write"] = "on"
        url = str(consent.url)
        answered = self.http.post(url, data=fields, headers={"Referer": url})
        assert answered.status_code == 302, answered.text[:500]
        return answered.headers["location"]

    def close(self) -> None:
        self.http.close()


def query_of(url: str) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(urlsplit(url).query).items()}
