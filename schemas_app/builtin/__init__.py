"""The 11 built-in RPG schemas of MemoryMesh, shipped as `<type>.schema.json` files beside this module.

Read by migration 0002 (first run) and by `manage.py schemas builtin` (restore).
"""

import json
from pathlib import Path
from typing import Any

BUILTIN_DIR = Path(__file__).resolve().parent


def builtin_definitions() -> list[dict[str, Any]]:
    """Every built-in schema definition, in file-name order."""
    return [json.loads(path.read_text(encoding="utf-8")) for path in sorted(BUILTIN_DIR.glob("*.schema.json"))]
