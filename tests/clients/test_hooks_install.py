"""`python -m memorymesh_client.hooks install` writes both hooks into a project's Claude Code
settings, keeps what was there, installs once however often it runs, and the command it
writes runs the hook."""

import json
import subprocess
import sys
import uuid

from tests.clients.conftest import client_env
from tests.clients.test_hooks import prompt_payload

HOOK = [sys.executable, "-m", "memorymesh_client.hooks"]  # python -m memorymesh_client.hooks install
THEIRS = {
    "permissions": {"allow": ["Bash(npm test)"]},
    "hooks": {
        "Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}],
        "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "./check.sh"}]}],
    },
}


def hooks_command(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([*HOOK, *arguments], capture_output=True, text=True, timeout=30, env=client_env())


def test_install_merges_with_the_settings_there_and_twice_is_once(tmp_path):
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(json.dumps(THEIRS))
    for _ in range(2):
        done = hooks_command("install", str(tmp_path))
        assert done.returncode == 0 and str(settings) in done.stdout, done.stderr
    written = json.loads(settings.read_text())
    assert written["permissions"] == THEIRS["permissions"]
    assert written["hooks"]["PreToolUse"] == THEIRS["hooks"]["PreToolUse"]
    stop, prompt = written["hooks"]["Stop"], written["hooks"]["UserPromptSubmit"]
    assert stop[0] == THEIRS["hooks"]["Stop"][0] and len(stop) == 2 and len(prompt) == 1
    ours = stop[1]["hooks"][0]
    assert ours["type"] == "command" and ours["command"].endswith("-m memorymesh_client.hooks stop")
    assert ours["command"].startswith(sys.executable) and ours["timeout"] == 10
    assert "MEMORYMESH_TOKEN" not in settings.read_text() and "mm_" not in settings.read_text()


def test_install_into_a_project_without_settings_and_local_settings(tmp_path):
    assert hooks_command("install", str(tmp_path)).returncode == 0
    assert set(json.loads((tmp_path / ".claude" / "settings.json").read_text())["hooks"]) == {
        "UserPromptSubmit",
        "Stop",
    }
    assert hooks_command("install", "--local", str(tmp_path)).returncode == 0
    assert (tmp_path / ".claude" / "settings.local.json").exists()


def test_uninstall_takes_out_only_ours(tmp_path):
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(json.dumps(THEIRS))
    hooks_command("install", str(tmp_path))
    assert hooks_command("uninstall", str(tmp_path)).returncode == 0
    assert json.loads(settings.read_text()) == THEIRS


def test_settings_that_are_not_json_are_refused_and_left_as_they_are(tmp_path):
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text('{"hooks": {')
    done = hooks_command("install", str(tmp_path))
    assert done.returncode == 1 and "not valid JSON" in done.stderr
    assert settings.read_text() == '{"hooks": {'


def test_the_installed_command_runs_the_hook(mesh, server_url, tmp_path):
    hooks_command("install", str(tmp_path))
    written = json.loads((tmp_path / ".claude" / "settings.json").read_text())
    command = written["hooks"]["UserPromptSubmit"][0]["hooks"][0]["command"]
    mesh.manage("add", text="I prefer TypeScript")
    token = mesh.http.headers["Authorization"].removeprefix("Bearer ")
    ran = subprocess.run(
        command,
        shell=True,  # as Claude Code runs a command hook
        input=json.dumps(prompt_payload(str(uuid.uuid4()), "Which language?", tmp_path)),
        capture_output=True,
        text=True,
        timeout=30,
        cwd=tmp_path,
        env=client_env(MEMORYMESH_URL=server_url, MEMORYMESH_TOKEN=token),
    )
    assert ran.returncode == 0, ran.stderr
    assert "Prefers TypeScript" in json.loads(ran.stdout)["hookSpecificOutput"]["additionalContext"]
