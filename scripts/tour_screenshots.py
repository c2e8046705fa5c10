"""Take the README tour's screenshots from a running server, in headless Chromium.

    .venv/bin/python scripts/tour_screenshots.py --password <owner's password> [--url URL]
        [--scope team-demo] [--org acme] [--schema npc]

Writes docs/images/viewer.png, schemas.png and team-memory.png (1400x900). Any server with
some memory will do; the committed pictures come from a fresh `serve` with the README's
examples run and a small graph of people, companies and projects in the scope given.
"""

import argparse
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

IMAGES = Path(__file__).resolve().parent.parent / "docs" / "images"


def _browser() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--window-size=1400,900", "--hide-scrollbars"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def _log_in(driver: webdriver.Chrome, url: str, username: str, password: str) -> None:
    driver.get(f"{url}/teams/login/")
    driver.find_element(By.NAME, "username").send_keys(username)
    driver.find_element(By.NAME, "password").send_keys(password)
    driver.find_element(By.CSS_SELECTOR, "form [type=submit]").click()
    WebDriverWait(driver, 15).until(lambda d: "/login/" not in d.current_url)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--username", default="owner")
    parser.add_argument("--password", required=True)
    parser.add_argument("--scope", default="team-demo")
    parser.add_argument("--org", default="acme")
    parser.add_argument("--schema", default="npc")
    options = parser.parse_args()
    IMAGES.mkdir(parents=True, exist_ok=True)
    driver = _browser()
    try:
        _log_in(driver, options.url, options.username, options.password)
        driver.get(f"{options.url}/viewer/{options.scope}/")
        time.sleep(8)  # the force layout settles
        driver.save_screenshot(str(IMAGES / "viewer.png"))
        driver.get(f"{options.url}/admin/schemas_app/schema/")
        driver.find_element(By.LINK_TEXT, options.schema).click()
        time.sleep(1)
        driver.save_screenshot(str(IMAGES / "schemas.png"))
        driver.get(f"{options.url}/teams/orgs/{options.org}/memory/")
        time.sleep(1)
        driver.save_screenshot(str(IMAGES / "team-memory.png"))
    finally:
        driver.quit()
    for name in ("viewer", "schemas", "team-memory"):
        print(IMAGES / f"{name}.png")


if __name__ == "__main__":
    main()
