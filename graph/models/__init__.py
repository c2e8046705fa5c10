"""The memory store: scopes, the graph, documents and passages, the trail."""

from graph.models.communities import EntityCommunity
from graph.models.events import Event
from graph.models.jobs import Job
from graph.models.mcp_sessions import McpSession, McpSessionSubscription
from graph.models.memory import Document, Entity, Fact, Passage, PassageMention
from graph.models.scopes import Scope
from graph.models.term_stats import ScopeTerm
from graph.models.uploads import Upload
from graph.models.write_marks import WriteMark

__all__ = [
    "Document",
    "Entity",
    "EntityCommunity",
    "Event",
    "Fact",
    "Job",
    "McpSession",
    "McpSessionSubscription",
    "Passage",
    "PassageMention",
    "Scope",
    "ScopeTerm",
    "Upload",
    "WriteMark",
]
