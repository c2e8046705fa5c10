"""Write the hooks into a project's Claude Code settings, keeping everything else there.

Installing twice leaves one entry per event; `uninstall` takes ours out and nothing else.
The command names this Python (the one that has memorymesh_client installed). The token is
never written: the hooks read MEMORYMESH_TOKEN from the environment Claude Code runs in.
"""

import json
import shlex
import sys
from pathlib import Path
from typing import Any

MODULE = "memorymesh_client.hooks"
EVENTS = {"UserPromptSubmit": "prompt", "Stop": "stop"}
# Claude Code's own limit for the command, a backstop behind the hooks' deadline.
COMMAND_TIMEOUT_SECONDS = 10


class SettingsError(Exception):
    """The settings file exists but is not a JSON object: refused rather than overwritten."""


def settings_path(project: Path, *, local: bool = False) -> Path:
    return project / ".claude" / ("settings.local.json" if local else "settings.json")


def read_settings(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    try:
        settings = json.loads(path.read_text(encoding="utf-8") or "{}")
    except ValueError as exc:
        raise SettingsError(f"{path} is not valid JSON ({exc}); fix it, then install again") from None
    if not isinstance(settings, dict) or not isinstance(settings.get("hooks", {}), dict):
        raise SettingsError(f"{path} is not a JSON object with a `hooks` object; fix it, then install again")
    return settings


def without_ours(groups: list[Any]) -> list[Any]:
    """The event's matcher groups with our commands taken out (and groups left empty dropped)."""
    kept = []
    for group in groups:
        if not isinstance(group, dict) or not isinstance(group.get("hooks"), list):
            kept.append(group)
            continue
        hooks = [h for h in group["hooks"] if not (isinstance(h, dict) and MODULE in str(h.get("command", "")))]
        if hooks:
            kept.append({**group, "hooks": hooks})
    return kept


def install(project: Path, *, local: bool = False, python: str = sys.executable) -> Path:
    """Add (or refresh) the UserPromptSubmit and Stop hooks in the project's settings; returns the file."""
    path = settings_path(project, local=local)
    settings = read_settings(path)
    hooks = settings.setdefault("hooks", {})
    for event, name in EVENTS.items():
        command = f"{shlex.quote(python)} -m {MODULE} {name}"
        ours = {"hooks": [{"type": "command", "command": command, "timeout": COMMAND_TIMEOUT_SECONDS}]}
        hooks[event] = [*without_ours(hooks.get(event) or []), ours]
    write(path, settings)
    return path


def uninstall(project: Path, *, local: bool = False) -> Path:
    """Take our hooks out of the project's settings; everything else stays."""
    path = settings_path(project, local=local)
    settings = read_settings(path)
    hooks = settings.get("hooks", {})
    for event in EVENTS:
        if event in hooks:
            hooks[event] = without_ours(hooks[event] or [])
            if not hooks[event]:
                del hooks[event]
    if path.exists():
        write(path, settings)
    return path


def write(path: Path, settings: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".json.tmp")
    temporary.write_text(json.dumps(settings, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    temporary.replace(path)
