"""Every fence of the docs is closed and says what it holds; configuration parses; a
command left out of the live run names the test that runs it."""

import configparser
import json
import re
import tomllib

import pytest
import yaml

from tests.docs.fences import read_page
from tests.docs.pages import documentation
from tests.processes import REPO

PAGES = documentation()


def test_every_markdown_file_of_docs_is_in_the_site_navigation():
    assert sorted((REPO / "docs").glob("*.md")) == sorted(PAGES[1:])


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_fence_closes_and_says_what_it_holds(page):
    assert read_page(page).problems == []


def _nginx_problem(text: str) -> str | None:
    if text.count("{") != text.count("}"):
        return "unbalanced braces"
    for line in text.splitlines():
        bare = line.split("#", 1)[0].strip()
        if bare and not bare.endswith(("{", "}", ";")):
            return f"a directive without ';': {bare!r}"
    return None


def _parse(lang: str, text: str) -> str | None:
    if lang == "json":  # one document, or JSON Lines (export files)
        try:
            json.loads(text)
        except json.JSONDecodeError:
            for line in filter(str.strip, text.splitlines()):
                json.loads(line)
    elif lang == "yaml":
        yaml.safe_load(text)
    elif lang == "toml":
        tomllib.loads(text)
    elif lang == "ini":
        configparser.ConfigParser(strict=False, interpolation=None).read_string(text)
    elif lang == "python":
        compile(text, "<docs>", "exec")
    elif lang in ("nginx", "caddy"):
        return _nginx_problem(text) if lang == "nginx" else (None if text.count("{") == text.count("}") else "braces")
    return None


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_configuration_blocks_parse(page):
    problems = []
    for block in read_page(page).blocks:
        try:
            problem = _parse(block.lang, block.text)
        except (ValueError, SyntaxError, yaml.YAMLError, configparser.Error) as error:
            problem = f"{type(error).__name__}: {error}"
        if problem:
            problems.append(f"{block.where} ({block.lang}): {problem}")
    assert problems == []


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_a_command_not_run_here_is_run_by_the_test_it_names(page):
    problems = []
    for block in read_page(page).blocks:
        if not block.not_run:
            continue
        why, test = block.not_run
        path = REPO / test
        if block.lang not in ("console", "sh"):
            problems.append(f"{block.where}: only commands are run; a {block.lang} block needs no mark")
        elif not path.is_file():
            problems.append(f"{block.where}: {test} does not exist")
        else:
            source = path.read_text()
            for word in _distinctive_words(block.text):
                if word not in source:
                    problems.append(f"{block.where}: {test} never mentions {word!r}")
    assert problems == []


def _distinctive_words(commands: str) -> list[str]:
    """What a test running these commands must name: each module run with -m, each manage command."""
    words = re.findall(r"-m (bench\.\w+)", commands) + re.findall(r"manage (\w+)", commands)
    return sorted(set(words)) or [commands.split()[0]]
