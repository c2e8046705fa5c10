"""Reading the fenced blocks of the README and docs/: what each holds, where it stands.

A fence must say what it holds. Commands (`console` with `$ ` prompts and the answer shown
under each, or `sh`) are run against a live server; configuration (`json`, `yaml`, `toml`,
`ini`, `nginx`, `caddy`, `python`) is parsed; `text` is prose set in monospace (sample
output, diagrams) and is only checked for being closed. A command that cannot run beside a
live test server (it stops the database, it needs hardware or a paid account) is preceded by
`<!-- not run here: <why>; <the test file that runs it> -->`, and that file must exist and
mention the command.
"""

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

RUN = frozenset({"console", "sh"})
PARSED = frozenset({"json", "yaml", "toml", "ini", "nginx", "caddy", "python"})
PROSE = frozenset({"text"})
KNOWN = RUN | PARSED | PROSE

_OPEN = re.compile(r"^(?P<indent> {0,8})(?P<fence>`{3,}|~{3,})\s*(?P<info>[^`\s]*)[^`]*$")
_NOT_RUN = re.compile(r"^<!--\s*not run here:\s*(?P<why>.+?);\s*(?P<test>tests/\S+\.py)\s*-->$")


@dataclass
class Block:
    path: Path
    line: int  # 1-based line of the opening fence
    lang: str
    text: str
    not_run: tuple[str, str] | None = None  # (why, test file)

    @property
    def where(self) -> str:
        return f"{self.path.name}:{self.line}"


@dataclass
class Page:
    path: Path
    blocks: list[Block] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def read_page(path: Path) -> Page:
    """Every fenced block of one Markdown file, and what is wrong with its fences."""
    page, lines = Page(path), path.read_text().splitlines()
    i = 0
    while i < len(lines):
        opening = _OPEN.match(lines[i])
        if not opening:
            i += 1
            continue
        indent, fence, lang = len(opening["indent"]), opening["fence"], opening["info"]
        close = re.compile(rf"^ {{0,{indent + 3}}}{re.escape(fence[0])}{{{len(fence)},}}\s*$")
        end = next((j for j in range(i + 1, len(lines)) if close.match(lines[j])), None)
        if end is None:
            page.problems.append(f"{path.name}:{i + 1}: a fence that never closes")
            return page
        if lang not in KNOWN:
            page.problems.append(f"{path.name}:{i + 1}: fence language {lang!r} is not one of {sorted(KNOWN)}")
        body = "\n".join(line[indent:] if line[:indent].strip() == "" else line for line in lines[i + 1 : end])
        page.blocks.append(Block(path, i + 1, lang, body, _not_run_mark(lines, i)))
        i = end + 1
    return page


def _not_run_mark(lines: list[str], fence_at: int) -> tuple[str, str] | None:
    before = next((lines[j].strip() for j in range(fence_at - 1, -1, -1) if lines[j].strip()), "")
    mark = _NOT_RUN.match(before)
    return (mark["why"], mark["test"]) if mark else None


@dataclass(frozen=True)
class Command:
    text: str  # the command as typed (continuation lines joined with their backslashes)
    shown: str  # the answer printed under it, "" when none is shown


def _complete(command: str) -> bool:
    """Whether a shell line is whole: no quotation left open."""
    try:
        shlex.split(command)
    except ValueError:
        return False
    return True


def console_commands(block: Block) -> list[Command]:
    """`$ command` lines (a trailing backslash or an open quotation continues one), each with
    the answer below it."""
    commands: list[Command] = []
    lines, i = block.text.splitlines(), 0
    while i < len(lines):
        if not lines[i].startswith("$ "):
            raise ValueError(f"{block.where}: a console block must start each command with '$ '")
        command = [lines[i][2:]]
        while (command[-1].endswith("\\") or not _complete("\n".join(command))) and i + 1 < len(lines):
            i += 1
            command.append(lines[i])
        i += 1
        shown = []
        while i < len(lines) and not lines[i].startswith("$ "):
            shown.append(lines[i])
            i += 1
        commands.append(Command("\n".join(command), "\n".join(shown).strip("\n")))
    return commands
