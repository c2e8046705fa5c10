"""Telling connected MCP clients that the tool list changed.

A change made in any process arrives here as a NOTIFY (graph.transport.tool_list_signal)
and is delivered in both protocol eras:

- handshake-era sessions (2025-11-25 and older) get `notifications/tools/list_changed`
  on their GET stream (graph.transport.mcp_streams.NoticeStreams);
- 2026-07-28 clients, which have no session, get it on the `subscriptions/listen`
  streams they opened, through the SDK's subscription bus.
"""

from mcp.server.subscriptions import InMemorySubscriptionBus, ToolsListChanged

from graph.transport.mcp_resource_watch import ResourceWatch
from graph.transport.mcp_streams import NoticeStreams

TOOLS_LIST_CHANGED = "notifications/tools/list_changed"


class ToolListChanges:
    """This process's GET streams and listen-stream bus, and the fan-out to both; `resources`
    tells the same streams of resource changes (graph.transport.mcp_resource_watch)."""

    def __init__(self) -> None:
        self.bus = InMemorySubscriptionBus()
        self.streams = NoticeStreams()
        self.resources = ResourceWatch(self.streams, self.bus)

    @property
    def connection_count(self) -> int:
        """Handshake-era sessions with a GET stream open in this process."""
        return self.streams.count

    async def broadcast(self) -> None:
        """Send the change to every GET stream and every listen stream of this process."""
        self.streams.send_to_all(TOOLS_LIST_CHANGED)
        await self.bus.publish(ToolsListChanged())
        await self.resources.tools_changed()  # the schema catalogue follows the tool list
