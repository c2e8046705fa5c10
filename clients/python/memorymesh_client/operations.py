"""One method per operation of the server's OpenAPI document (`GET /v1/schema`).

The methods are written once, here, and shared by the sync and the async client: each
builds the arguments and hands them to `_call`, which the sync client answers with the
reply and the async client with an awaitable of it. `OPERATIONS` maps each operationId to
its route; tests/clients/test_drift.py checks both against a live server's document, so a
route or a field added there without a method or parameter here fails the tests.

Arguments keep the server's field names, except `from` (a Python keyword: `from_`) and the
graph tools' camelCase fields (`node_names` for `nodeNames` …, see `WIRE_NAMES`). An
argument left at None is not sent, so the server's default applies. Every method returns
the verb's JSON reply as a dict; its fields are described on the HTTP API page.
"""

import keyword
from datetime import date, datetime
from typing import Any, Generic, Literal, TypeVar

Reply = TypeVar("Reply")
Json = dict[str, Any]
Instant = str | date | datetime  # ISO 8601; a date or datetime is sent as its isoformat()

# operationId -> (HTTP method, path)
OPERATIONS: dict[str, tuple[str, str]] = {
    "health": ("GET", "/v1/health"),
    "whoami": ("GET", "/v1/whoami"),
    "memory_status": ("GET", "/v1/memory/status"),
    "memory_remember": ("POST", "/v1/memory/remember"),
    "memory_relate": ("POST", "/v1/memory/relate"),
    "memory_recall": ("POST", "/v1/memory/recall"),
    "memory_context": ("POST", "/v1/memory/context"),
    "memory_document": ("POST", "/v1/memory/document"),
    "memory_forget": ("POST", "/v1/memory/forget"),
    "memory_export": ("POST", "/v1/memory/export"),
    "memory_import": ("POST", "/v1/memory/import"),
    "memory_audit": ("POST", "/v1/memory/audit"),
    "delete_user": ("POST", "/v1/memory/delete_user"),
    "memory_before_turn": ("POST", "/v1/memory/before_turn"),
    "memory_after_turn": ("POST", "/v1/memory/after_turn"),
    "memory_query": ("POST", "/v1/memory/query"),
    "memory_manage": ("POST", "/v1/memory/manage"),
    "memory_turn_report": ("GET", "/v1/memory/turns/{job_id}"),
    "add_nodes": ("POST", "/v1/graph/add_nodes"),
    "update_nodes": ("POST", "/v1/graph/update_nodes"),
    "delete_nodes": ("POST", "/v1/graph/delete_nodes"),
    "add_edges": ("POST", "/v1/graph/add_edges"),
    "update_edges": ("POST", "/v1/graph/update_edges"),
    "delete_edges": ("POST", "/v1/graph/delete_edges"),
    "add_metadata": ("POST", "/v1/graph/add_metadata"),
    "delete_metadata": ("POST", "/v1/graph/delete_metadata"),
    "read_graph": ("POST", "/v1/graph/read_graph"),
    "read_graph_ranked": ("POST", "/v1/graph/read_graph_ranked"),
    "graph_communities": ("POST", "/v1/graph/graph_communities"),
    "search_nodes": ("POST", "/v1/graph/search_nodes"),
    "open_nodes": ("POST", "/v1/graph/open_nodes"),
    "extract_entities": ("POST", "/v1/graph/extract_entities"),
    "neighborhood": ("POST", "/v1/graph/neighborhood"),
    "shortest_path": ("POST", "/v1/graph/shortest_path"),
    "schema_tool": ("POST", "/v1/schemas/{type_name}/{action}"),
}

# Python parameter name -> the field name on the wire
WIRE_NAMES = {
    "from_": "from",
    "node_names": "nodeNames",
    "node_types": "nodeTypes",
    "edge_types": "edgeTypes",
    "names_only": "namesOnly",
    "with_metadata": "withMetadata",
    "max_hops": "maxHops",
}


def method_name(operation_id: str) -> str:
    """The client method of an operation: the operationId without its `memory_` prefix (`import_` for import)."""
    name = operation_id.removeprefix("memory_")
    return f"{name}_" if keyword.iskeyword(name) else name


def wire_arguments(arguments: dict[str, Any]) -> Json:
    """The JSON fields of a method's arguments: None left out, names as the server spells them."""
    fields: Json = {}
    for name, value in arguments.items():
        if name == "self" or value is None:
            continue
        fields[WIRE_NAMES.get(name, name)] = value.isoformat() if isinstance(value, date | datetime) else value
    return fields


class Operations(Generic[Reply]):
    """Every operation; `_call(operation_id, fields)` is the transport's."""

    def _call(self, operation_id: str, fields: Json) -> Reply:
        raise NotImplementedError

    # --- the server ---------------------------------------------------------------

    def health(self) -> Reply:
        """The server's health: database, broker, worker (no token needed)."""
        return self._call("health", {})

    def whoami(self) -> Reply:
        """Who this token is: user, token name, what it reaches."""
        return self._call("whoami", {})

    # --- memory verbs -------------------------------------------------------------

    def status(self, *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """Memory on?, your scopes with counts; with `scope`, its ontology."""
        return self._call("memory_status", wire_arguments(locals()))

    def remember(
        self,
        content: str | None = None,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        messages: list[Json] | None = None,
        passages: list[Json] | None = None,
        facts: Json | None = None,
        source: str | None = None,
        date: Instant | None = None,
    ) -> Reply:
        """Store `content`, `messages` [{role, content}] or `passages`, with optional `facts`."""
        return self._call("memory_remember", wire_arguments(locals()))

    def relate(
        self,
        from_: str,
        to: str,
        type: str,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        attributes: Json | None = None,
        weight: float | None = None,
        replaces: bool | None = None,
        date: Instant | None = None,
        source: str | None = None,
    ) -> Reply:
        """One typed edge `from_` -> `to` (entities created if new)."""
        return self._call("memory_relate", wire_arguments(locals()))

    def recall(
        self,
        subject: str | None = None,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        attribute: Json | None = None,
        k: int | None = None,
        compact: bool | None = None,
        direction: str | None = None,
        as_of: Instant | None = None,
        valid_at: Instant | None = None,
    ) -> Reply:
        """One entity by `subject` (or `attribute` {key, value}) with its facts, each cited."""
        return self._call("memory_recall", wire_arguments(locals()))

    def context(
        self,
        query: str,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        hops: int | None = None,
        k: int | None = None,
        compact: bool | None = None,
        as_of: Instant | None = None,
        valid_at: Instant | None = None,
    ) -> Reply:
        """The passages and facts relevant to a free-text `query`."""
        return self._call("memory_context", wire_arguments(locals()))

    def document(
        self,
        content_base64: str,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        name: str | None = None,
        date: Instant | None = None,
    ) -> Reply:
        """Store a file (PDF, .docx, HTML, text) sent as standard base64."""
        return self._call("memory_document", wire_arguments(locals()))

    def forget(
        self,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        subject: str | None = None,
        fact: Json | None = None,
        passage: str | None = None,
        source: str | None = None,
        all: Literal[True] | None = None,
        attribute: Json | None = None,
        reason: str | None = None,
    ) -> Reply:
        """Forget exactly one of: `subject`, `fact` {from, to, type}, `passage`, `source`, `attribute`, `all`."""
        return self._call("memory_forget", wire_arguments(locals()))

    def export(
        self,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        cursor: str | None = None,
        limit: int | None = None,
    ) -> Reply:
        """One page of exported records; pass the reply's `next` as `cursor` for the following one."""
        return self._call("memory_export", wire_arguments(locals()))

    def import_(self, records: list[Json], *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """Import exported records (a page sent twice stores nothing twice)."""
        return self._call("memory_import", wire_arguments(locals()))

    def audit(
        self,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        cursor: str | None = None,
        limit: int | None = None,
    ) -> Reply:
        """The change log of the scopes you own, oldest first, paged."""
        return self._call("memory_audit", wire_arguments(locals()))

    def delete_user(self, user_id: str | None = None) -> Reply:
        """Erase one end user's partition physically, at once."""
        return self._call("delete_user", wire_arguments(locals()))

    # --- per-turn and team verbs --------------------------------------------------

    def before_turn(
        self,
        message: str,
        *,
        org: str | None = None,
        run_id: str | None = None,
        k: int | None = None,
        profile_chars: int | None = None,
        min_confidence: float | None = None,
        user_id: str | None = None,
    ) -> Reply:
        """Before a turn: the relevant memories of account, organisation and session, both profiles,
        and a `system_prompt` ready to paste."""
        return self._call("memory_before_turn", wire_arguments(locals()))

    def after_turn(
        self,
        run_id: str,
        messages: list[Json],
        *,
        org: str | None = None,
        extract: bool | None = None,
        user_id: str | None = None,
    ) -> Reply:
        """After a turn: store its messages [{role, content, at?, id?}] in session `run_id` and
        queue the extraction of its memories. The same messages with the same times again store nothing."""
        return self._call("memory_after_turn", wire_arguments(locals()))

    def query(
        self,
        query: str | None = None,
        *,
        org: str | None = None,
        run_id: str | None = None,
        dimensions: list[str] | None = None,
        k: int | None = None,
        hops: int | None = None,
        min_confidence: float | None = None,
        user_id: str | None = None,
    ) -> Reply:
        """Search memories across dimensions (account, org, session)."""
        return self._call("memory_query", wire_arguments(locals()))

    def manage(
        self,
        action: Literal["add", "update", "delete", "resolve", "undo_replace"],
        *,
        dimension: Literal["account", "org"] | None = None,
        org: str | None = None,
        id: str | None = None,
        choice: Literal["keep_old", "take_new", "keep_both"] | None = None,
        text: str | None = None,
        user_id: str | None = None,
    ) -> Reply:
        """Add, update, delete a memory, resolve a conflict, or undo a replacement."""
        return self._call("memory_manage", wire_arguments(locals()))

    def turn_report(self, job_id: str, *, user_id: str | None = None) -> Reply:
        """What the extraction of one turn did (`job_id` from after_turn's `extraction.job_id`)."""
        return self._call("memory_turn_report", wire_arguments(locals()))

    # --- graph tools --------------------------------------------------------------

    def add_nodes(self, nodes: list[Json], *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """Add nodes [{name, nodeType, metadata: ["Key: value"]}]."""
        return self._call("add_nodes", wire_arguments(locals()))

    def update_nodes(self, nodes: list[Json], *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """Update nodes by name: nodeType, metadata, newName."""
        return self._call("update_nodes", wire_arguments(locals()))

    def delete_nodes(self, node_names: list[str], *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """Delete nodes by name, with every edge touching them."""
        return self._call("delete_nodes", wire_arguments(locals()))

    def add_edges(self, edges: list[Json], *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """Add edges [{from, to, edgeType, weight}] between existing nodes."""
        return self._call("add_edges", wire_arguments(locals()))

    def update_edges(self, edges: list[Json], *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """Update edges found by {from, to, edgeType}: newWeight, newFrom, newTo, newEdgeType."""
        return self._call("update_edges", wire_arguments(locals()))

    def delete_edges(self, edges: list[Json], *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """Delete edges found by {from, to, edgeType}; the nodes stay."""
        return self._call("delete_edges", wire_arguments(locals()))

    def add_metadata(self, metadata: list[Json], *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """Add "Key: value" metadata entries to nodes."""
        return self._call("add_metadata", wire_arguments(locals()))

    def delete_metadata(self, deletions: list[Json], *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """Delete metadata entries of nodes."""
        return self._call("delete_metadata", wire_arguments(locals()))

    def read_graph(
        self,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        cursor: str | None = None,
        limit: int | None = None,
        node_types: list[str] | None = None,
        edge_types: list[str] | None = None,
        names_only: bool | None = None,
        as_of: Instant | None = None,
    ) -> Reply:
        """One page of the graph's nodes and edges."""
        return self._call("read_graph", wire_arguments(locals()))

    def read_graph_ranked(
        self,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        cursor: str | None = None,
        limit: int | None = None,
        as_of: Instant | None = None,
        node_types: list[str] | None = None,
        community: int | None = None,
    ) -> Reply:
        """One page of the graph, most connected nodes first (of one community, if given)."""
        return self._call("read_graph_ranked", wire_arguments(locals()))

    def graph_communities(self, *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """The scope's overview: its communities (as last computed) and the links between them."""
        return self._call("graph_communities", wire_arguments(locals()))

    def search_nodes(
        self,
        query: str,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        limit: int | None = None,
        node_types: list[str] | None = None,
    ) -> Reply:
        """Nodes whose names, types or metadata match `query`."""
        return self._call("search_nodes", wire_arguments(locals()))

    def open_nodes(self, names: list[str], *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """Nodes by name, with the edges between them."""
        return self._call("open_nodes", wire_arguments(locals()))

    def extract_entities(self, text: str, *, scope: str | None = None, user_id: str | None = None) -> Reply:
        """The stored entities a text names."""
        return self._call("extract_entities", wire_arguments(locals()))

    def neighborhood(
        self,
        name: str,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        hops: int | None = None,
        limit: int | None = None,
        edge_types: list[str] | None = None,
        with_metadata: bool | None = None,
        as_of: Instant | None = None,
    ) -> Reply:
        """The nodes and edges within `hops` of a node."""
        return self._call("neighborhood", wire_arguments(locals()))

    def shortest_path(
        self,
        from_: str,
        to: str,
        *,
        scope: str | None = None,
        user_id: str | None = None,
        max_hops: int | None = None,
        directed: bool | None = None,
        edge_types: list[str] | None = None,
        as_of: Instant | None = None,
    ) -> Reply:
        """The shortest path of edges between two nodes."""
        return self._call("shortest_path", wire_arguments(locals()))

    # --- schema tools (one per enabled schema and action, so generic) -------------

    def schema_tool(self, type_name: str, action: str, **fields: Any) -> Reply:
        """A schema tool: `schema_tool("person", "add", person={"name": "Dana", ...})`; the
        fields are the tool's (memory_status and MCP tools/list show each schema's)."""
        return self._call("schema_tool", {"type_name": type_name, "action": action, **wire_arguments(fields)})
