"""The extraction code of one commit (or of the working tree), unpacked on its own and run in a
child process: benches compare rules and taggers of different commits without Django."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("teams/extraction", "graph/text")


def unpack_extraction(commit: str | None, into: Path) -> Path:
    """`teams/extraction` and `graph/text` of `commit` (`git archive`), or of the working tree
    when `commit` is None, in `into`, with the apps' package files emptied (they would want Django)."""
    into.mkdir(parents=True)
    if commit:
        archive = subprocess.run(["git", "archive", commit, *PACKAGES], cwd=ROOT, check=True, capture_output=True)
        subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    else:
        for package in PACKAGES:
            shutil.copytree(ROOT / package, into / package, ignore=shutil.ignore_patterns("__pycache__"))
    for package in ("teams", "graph"):
        (into / package / "__init__.py").write_text("")
    return into


def run_in_tree(tree: Path, script: str, texts: list[str]) -> str:
    """What `script` prints when run in `tree` with `texts` on its stdin, one JSON string a line.

    Refuses (SystemExit with the child's stderr) when the script fails."""
    child = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tree,
        input="".join(json.dumps(t) + "\n" for t in texts),
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1"},
    )
    if child.returncode:
        raise SystemExit(f"the extraction code in {tree} failed:\n{child.stderr}")
    return child.stdout
