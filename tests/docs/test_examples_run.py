"""Every command the README and docs/ show runs, against a server started the way the
README says, and prints what they show.

The reader's situation is rebuilt first: `./memorymesh serve` started (here with no
terminal, so the first-run secrets go to data/first-run-credentials.txt), the
`export MEMORYMESH_TOKEN=…` line it printed pasted, the working folder the checkout. Only
the port differs: the docs say 8000, the commands here go to the test server's port. Each
page runs top to bottom in one shell state (variables exported by one command are seen by
the next), pages in the site's order.

Two kinds of command are checked rather than run. The two commands themselves: the server
here is the one `./memorymesh serve` started, and `./memorymesh test` is this very run (CI
runs exactly it). And benchmarks (`.venv/bin/python -m bench.…`), which print figures for
minutes: each is started with `--help`, and every option the docs give it must be one it
takes (for `bench.run`, every benchmark named must exist).
"""

import os
import re
import shlex
import subprocess
from pathlib import Path

import pytest

from tests.docs.answers import mismatch
from tests.docs.fences import Block, console_commands, read_page
from tests.docs.pages import documentation
from tests.processes import REPO, ServeProcess, free_port

pytestmark = pytest.mark.slow

PAGES = documentation()
THE_TWO_COMMANDS = ("./memorymesh serve", "./memorymesh test")
COMMAND_SECONDS = 240
_BENCHMARK = re.compile(r"^\.venv/bin/python -m (?P<module>bench\.\w+)(?P<rest>.*)$")


class Reader:
    """A shell in the checkout with the server running, whose state lasts from one command to the next."""

    def __init__(self, workdir: Path, data_dir: Path, port: int) -> None:
        self.workdir, self.port = workdir, port
        self.state = workdir / ".docs-shell-state"
        token = next(
            line.split("=", 1)[1]
            for line in (data_dir / "first-run-credentials.txt").read_text().splitlines()
            if line.startswith("export MEMORYMESH_TOKEN=")
        )
        exports = {"MEMORYMESH_TOKEN": token, "MEMORYMESH_DATA_DIR": str(data_dir), "MEMORYMESH_PORT": str(port)}
        self.state.write_text("".join(f"export {k}={shlex.quote(v)}\n" for k, v in exports.items()))

    def run(self, command: str) -> subprocess.CompletedProcess:
        command = command.replace("127.0.0.1:8000", f"127.0.0.1:{self.port}").replace(
            "localhost:8000", f"localhost:{self.port}"
        )
        script = f"source {self.state}\nset -o pipefail\n{command}\nstatus=$?\nexport -p > {self.state}\nexit $status\n"
        env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMORYMESH_", "DJANGO_"))}
        env["PYTHONPATH"] = str(REPO)
        return subprocess.run(
            ["bash", "-c", script], cwd=self.workdir, env=env, capture_output=True, text=True, timeout=COMMAND_SECONDS
        )


@pytest.fixture(scope="module")
def reader(tmp_path_factory):
    """The checkout as a reader has it, with `./memorymesh serve` running on its own data folder."""
    workdir = tmp_path_factory.mktemp("reader")
    for name in ("memorymesh", ".venv", "bench", "tests"):
        (workdir / name).symlink_to(REPO / name)
    data_dir, port = workdir / "data", free_port()
    serve = ServeProcess(data_dir, port, command=["./memorymesh", "serve"])
    try:
        yield Reader(workdir, data_dir, port)
    finally:
        serve.stop()


def _runs_here(block: Block) -> bool:
    return block.lang in ("console", "sh") and block.not_run is None


def _logical_lines(script: str) -> list[str]:
    joined = re.sub(r"\\\n\s*", " ", script)
    return [line.split(" #")[0].strip() for line in joined.splitlines() if line.strip() and not line.startswith("#")]


def _benchmark_failures(where: str, command: str, reader: Reader) -> list[str]:
    match = _BENCHMARK.match(command)
    usage = reader.run(f".venv/bin/python -m {match['module']} --help")
    if usage.returncode != 0:
        return [f"{where}: `{match['module']} --help` exit {usage.returncode}\n{usage.stderr}"]
    words = shlex.split(match["rest"])
    wanted = [w.split("=")[0] for w in words if w.startswith("--")]
    if match["module"] == "bench.run":
        wanted += [w for w in words if not w.startswith("-")]
    return [f"{where}: {match['module']} takes no {word!r}" for word in wanted if word not in usage.stdout]


def _failures_of(block: Block, reader: Reader) -> list[str]:
    if block.lang == "sh":
        lines = _logical_lines(block.text)
        if all(line in THE_TWO_COMMANDS for line in lines):
            return []  # the server is the one the fixture started with it; the suite is this run
        if all(_BENCHMARK.match(line) for line in lines):
            return [failure for line in lines for failure in _benchmark_failures(block.where, line, reader)]
        done = reader.run(block.text)
        return [] if done.returncode == 0 else [f"{block.where}: exit {done.returncode}\n{done.stdout}{done.stderr}"]
    failures = []
    for command in console_commands(block):
        done = reader.run(command.text)
        if done.returncode != 0:
            failures.append(f"{block.where}: `{command.text}` exit {done.returncode}\n{done.stdout}{done.stderr}")
            continue
        shown = command.shown.replace("127.0.0.1:8000", f"127.0.0.1:{reader.port}")
        problem = mismatch(shown, done.stdout) if shown else None
        if problem:
            failures.append(f"{block.where}: `{command.text}`: {problem}")
    return failures


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_command_of_the_page_runs_and_answers_as_shown(page, reader):
    failures = [
        failure for block in read_page(page).blocks if _runs_here(block) for failure in _failures_of(block, reader)
    ]
    assert failures == [], "\n\n".join(failures)


def test_the_readme_test_command_is_what_ci_runs():
    ci = [line for line in (REPO / ".ci" / "run").read_text().splitlines() if line and not line.startswith("#")]
    assert ci[-1] == "./memorymesh test"
    assert "./memorymesh test" in (REPO / "README.md").read_text()
