"""memory_context: graph RAG over one scope, with verified citations and a grounding verdict."""

from graph.retrieval._context import context

__all__ = ["context"]
