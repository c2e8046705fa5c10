"""The per-turn calls and the agent's memory tools over MCP: the same verbs, the same fields."""

from graph.models import Job
from graph.tasks import run_job
from tests.mcp_client import call, refusal, run_in_session

TEAM_TOOLS = {"memory_before_turn", "memory_after_turn", "memory_query", "memory_manage"}


def test_the_team_tools_are_listed_with_truthful_hints(server_url, make_user):
    _user, secret = make_user("mia")

    async def steps(client):
        return {tool.name: tool for tool in (await client.list_tools()).tools}

    tools = run_in_session(server_url, secret, steps)
    assert TEAM_TOOLS <= set(tools)
    assert tools["memory_before_turn"].annotations.read_only_hint is True
    assert tools["memory_query"].annotations.read_only_hint is True
    assert tools["memory_manage"].annotations.read_only_hint is False
    assert "run_id" in tools["memory_after_turn"].input_schema["required"]


def test_a_turn_over_mcp_is_stored_extracted_and_seen_before_the_next(server_url, make_user):
    _user, secret = make_user("mia")
    after = run_in_session(server_url, secret, lambda client: call(
        client, "memory_after_turn", run_id="run-mcp",
        messages=[{"role": "user", "content": "私はデータサイエンティストです。Pythonが好きです。"}]))
    run_job(int(after["extraction"]["job_id"]))
    assert Job.objects.get(pk=after["extraction"]["job_id"]).state == "done"
    before = run_in_session(server_url, secret, lambda client: call(
        client, "memory_before_turn", message="どの言語を使うべき？", run_id="run-mcp"))
    assert before["user_profile"]["text"] == "## ユーザー概況\n- データサイエンティスト\n- Pythonを好む"
    assert before["memories"][0]["text"] == "Pythonを好む"


def test_a_refused_turn_is_an_error_result_naming_the_field(server_url, make_user):
    _user, secret = make_user("mia")
    body = run_in_session(server_url, secret, lambda client: refusal(
        client, "memory_after_turn", run_id="a:b", messages=[{"role": "user", "content": "hi"}]))
    assert (body["error"], body["field"]) == ("invalid_scope", "run_id")
    missing = run_in_session(server_url, secret, lambda client: refusal(client, "memory_manage", action="update",
                                                                        text="x"))
    assert missing["error"] == "invalid_arguments" and "needs id" in missing["detail"]
