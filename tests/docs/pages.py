"""Which Markdown files are the documentation, in the order a reader meets them."""

from pathlib import Path

import yaml

from tests.processes import REPO


def _flatten(nav: list) -> list[str]:
    files: list[str] = []
    for entry in nav:
        for value in entry.values() if isinstance(entry, dict) else [entry]:
            files += _flatten(value) if isinstance(value, list) else [value]
    return files


def documentation() -> list[Path]:
    """The README, then docs/ in the site's navigation order."""
    site = yaml.safe_load((REPO / "mkdocs.yml").read_text())
    return [REPO / "README.md"] + [REPO / "docs" / name for name in _flatten(site["nav"])]
