"""The documentation builds as a site with no warning, and loads nothing from outside."""

import os
import re
import subprocess
import sys
from pathlib import Path

from tests.processes import REPO

_OUTSIDE = re.compile(r"""<(?:script|link|img|iframe)\b[^>]*\b(?:src|href)=["']https?://""", re.IGNORECASE)


def test_the_site_builds_in_strict_mode_and_loads_nothing_from_outside(tmp_path):
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    built = subprocess.run(
        [str(Path(sys.executable).parent / "mkdocs"), "build", "--strict", "--site-dir", str(tmp_path / "site")],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    pages = list((tmp_path / "site").rglob("*.html"))
    assert len(pages) >= 15
    outside = [f"{page.name}: {m.group(0)}" for page in pages for m in _OUTSIDE.finditer(page.read_text())]
    assert outside == []
    assert "fonts.googleapis" not in (tmp_path / "site" / "index.html").read_text()
