"""Run a few lines in a new Python interpreter of the site: what a process loads at start is
only seen in one that has not imported anything yet (this test run has)."""

import subprocess
import sys

from tests.processes import REPO


def printed_by(probe: str) -> str:
    """What `probe` printed, run with the site's settings in a fresh interpreter; fails the
    test with its error output if it did not end cleanly."""
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=REPO,
        env={"DJANGO_SETTINGS_MODULE": "memorymesh_site.settings", "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout
