"""`python -m memorymesh_client.hooks prompt|stop|install|uninstall`."""

import argparse
import sys
from pathlib import Path

from memorymesh_client.hooks import claude_code
from memorymesh_client.hooks.install import SettingsError, install, uninstall


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m memorymesh_client.hooks", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("prompt", help="the UserPromptSubmit hook: memory before the turn")
    commands.add_parser("stop", help="the Stop hook: the turn to memory")
    for name, verb in (("install", "write the hooks into"), ("uninstall", "take the hooks out of")):
        command = commands.add_parser(name, help=f"{verb} the project's .claude/settings.json")
        command.add_argument("project", nargs="?", default=".", type=Path, help="the project folder (default: here)")
        command.add_argument("--local", action="store_true", help="use .claude/settings.local.json (not committed)")
    arguments = parser.parse_args(argv)
    if arguments.command in ("prompt", "stop"):
        return claude_code.main(arguments.command)
    try:
        if arguments.command == "install":
            path = install(arguments.project.resolve(), local=arguments.local)
            print(f"MemoryMesh hooks (UserPromptSubmit, Stop) written to {path}")
        else:
            path = uninstall(arguments.project.resolve(), local=arguments.local)
            print(f"MemoryMesh hooks taken out of {path}")
    except SettingsError as exc:
        print(f"memorymesh hooks: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
