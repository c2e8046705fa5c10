"""Static files answered on the event loop in front of Django (memorymesh_site.static_files):
WhiteNoise's files, types and caching, with the headers every answer of the site carries."""

import httpx

from memorymesh_site.site_headers import site_headers

STYLESHEET = "/static/site/memorymesh.css"
SITE_HEADERS = ("content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy")


def test_a_stylesheet_is_served_with_its_type_and_caching_headers(server_url):
    answer = httpx.get(server_url + STYLESHEET, timeout=30)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/css")
    assert answer.headers["cache-control"].startswith("max-age=")
    assert answer.headers["etag"]
    assert int(answer.headers["content-length"]) == len(answer.content) > 0


def test_a_static_file_carries_the_same_security_headers_as_a_page(server_url):
    static = httpx.get(server_url + STYLESHEET, timeout=30)
    page = httpx.get(server_url + "/teams/login/", timeout=30)
    for header in SITE_HEADERS:
        assert static.headers[header] == page.headers[header], header


def test_a_known_etag_is_answered_304_without_a_body(server_url):
    first = httpx.get(server_url + STYLESHEET, timeout=30)
    again = httpx.get(server_url + STYLESHEET, headers={"If-None-Match": first.headers["etag"]}, timeout=30)
    assert again.status_code == 304
    assert again.content == b""


def test_head_answers_the_headers_without_the_body(server_url):
    answer = httpx.head(server_url + STYLESHEET, timeout=30)
    assert answer.status_code == 200
    assert answer.content == b""
    assert int(answer.headers["content-length"]) > 0


def test_a_post_to_a_static_file_is_refused_405(server_url):
    assert httpx.post(server_url + STYLESHEET, timeout=30).status_code == 405


def test_the_favicon_at_the_root_is_served(server_url):
    answer = httpx.get(server_url + "/favicon.ico", timeout=30)
    assert answer.status_code == 200
    assert answer.headers["content-type"] == "image/x-icon"


def test_an_unknown_static_path_goes_on_to_djangos_404(server_url):
    answer = httpx.get(server_url + "/static/site/nothing-here.css", timeout=30)
    assert answer.status_code == 404


def test_site_headers_name_the_content_security_policy_but_no_content_type():
    names = {name for name, _value in site_headers("/static/")}
    assert b"content-security-policy" in names
    assert b"content-type" not in names
