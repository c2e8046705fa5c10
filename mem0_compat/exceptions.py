"""The one refusal this app adds to graph's hierarchy."""

from graph.exceptions import MemoryError_


class NotServed(MemoryError_):
    """A mem0 call this server does not serve (webhooks, projects, exports …): 501, naming it."""

    status = 501
    code = "not_served"
