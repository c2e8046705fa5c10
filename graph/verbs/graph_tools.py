"""The graph tools (MemoryMesh compatibility), registered once for HTTP (/v1/graph/*) and MCP.

Tool names and argument shapes are those of the original MemoryMesh server, so its
prompts keep working; nodes and edges are views over the same entities and facts the
memory verbs use — one store, not two.
"""

from typing import Any

from pydantic import BaseModel

from graph.contracts import inputs_graph as inputs
from graph.contracts.registry import Verb, VerbFunction, registry, verb
from graph.selectors.communities import graph_communities
from graph.selectors.graph_ranked import read_graph_ranked
from graph.selectors.graph_read import read_graph
from graph.selectors.graph_search import extract_entities, open_nodes, search_nodes
from graph.selectors.graph_walk import neighborhood, shortest_path
from graph.services.graph_edges import add_edges, delete_edges, update_edges
from graph.services.graph_metadata import add_metadata, delete_metadata
from graph.services.graph_nodes import add_nodes, delete_nodes, update_nodes

_SCOPE = "Every tool takes an optional `scope` (default 'default') and never reaches outside it."
_NAMES = "Node names are unique per scope and matched case-insensitively."


def _verb(name: str, function: VerbFunction, model: type[BaseModel], description: str, **flags: Any) -> Verb:
    return verb(name, function, model, description, http_path=f"graph/{name}", **flags)


GRAPH_VERBS = [
    _verb(
        "add_nodes",
        add_nodes,
        inputs.AddNodesIn,
        "Add new nodes {name, nodeType, metadata: ['Key: value', …]} to the knowledge graph. A name that already "
        "exists is refused with the stored node: change it with update_nodes or add_metadata instead. "
        f"{_NAMES} {_SCOPE}",
        answers=(409,),
    ),
    _verb(
        "update_nodes",
        update_nodes,
        inputs.UpdateNodesIn,
        "Update existing nodes by name: nodeType, metadata ('Key: value' entries replace the stored entries with "
        "that key; all others are kept) and newName (rename; the node's edges follow). Unknown names are refused "
        f"with close spellings. {_SCOPE}",
        answers=(404, 409),
    ),
    _verb(
        "delete_nodes",
        delete_nodes,
        inputs.DeleteNodesIn,
        "Delete nodes by name, with every edge touching them. Unknown names are refused (nothing is deleted). "
        + _SCOPE,
        destructive=True,
        answers=(404,),
    ),
    _verb(
        "add_edges",
        add_edges,
        inputs.AddEdgesIn,
        "Add edges {from, to, edgeType, weight 0..1} between existing nodes (create missing nodes with add_nodes "
        "first). An edge that already exists is not doubled. Use active-voice edge types: owns, located_in. " + _SCOPE,
        idempotent=True,
        answers=(404,),
    ),
    _verb(
        "update_edges",
        update_edges,
        inputs.UpdateEdgesIn,
        "Update edges found by {from, to, edgeType}: newWeight, or move them with newFrom / newTo / newEdgeType "
        f"(the old edge stays in history). {_SCOPE}",
        answers=(404, 409),
    ),
    _verb(
        "delete_edges",
        delete_edges,
        inputs.DeleteEdgesIn,
        "Delete edges found by {from, to, edgeType}; the nodes stay. Unknown edges are refused with the edge "
        f"types that do link those nodes. {_SCOPE}",
        destructive=True,
        answers=(404,),
    ),
    _verb(
        "add_metadata",
        add_metadata,
        inputs.AddMetadataIn,
        "Append metadata entries ('Key: value') to existing nodes: [{nodeName, contents: […]}]. Entries the node "
        f"already has are not added twice. {_SCOPE}",
        idempotent=True,
        answers=(404,),
    ),
    _verb(
        "delete_metadata",
        delete_metadata,
        inputs.DeleteMetadataIn,
        "Remove metadata entries from nodes: [{nodeName, metadata: […]}] — an exact entry, or a bare key "
        f"('Status') for every entry with that key. {_SCOPE}",
        destructive=True,
        idempotent=True,
        answers=(404,),
    ),
    _verb(
        "read_graph",
        read_graph,
        inputs.ReadGraphIn,
        "Read the graph one page at a time: nodes first, then edges, `limit` items per page; pass nextCursor back "
        "for the next page. Filter with nodeTypes / edgeTypes; namesOnly saves tokens. Prefer search_nodes or "
        f"open_nodes when you know what you look for. {_SCOPE}",
        read_only=True,
    ),
    _verb(
        "read_graph_ranked",
        read_graph_ranked,
        inputs.ReadGraphRankedIn,
        "Read the graph most connected nodes first: each page holds the next `limit` nodes by degree and every "
        "edge whose later-ranked end is on it, so the pages read so far always hold both ends of each edge "
        f"(the MemoryViewer loads big scopes this way). `as_of` reads the graph as it was known then; "
        f"`community` reads one community of graph_communities. {_SCOPE}",
        read_only=True,
        mcp=False,
    ),
    _verb(
        "graph_communities",
        graph_communities,
        inputs.GraphCommunitiesIn,
        "The scope's communities as computed in the background after writes (the MemoryViewer's overview of "
        "big scopes): each with its size, its most connected member and commonest node types, the edge counts "
        f"between communities, and the scope's node types in order of first appearance. {_SCOPE}",
        read_only=True,
        mcp=False,
    ),
    _verb(
        "search_nodes",
        search_nodes,
        inputs.SearchNodesIn,
        "Find nodes whose name, type or metadata values (the part after `Key: `) contain every word of `query` "
        "(any order, case-insensitive). "
        f"Returns the matches with their edges and 1-hop neighbours. {_SCOPE}",
        read_only=True,
    ),
    _verb(
        "open_nodes",
        open_nodes,
        inputs.OpenNodesIn,
        "Open nodes by exact name: each with its metadata, edges and 1-hop neighbours. Names not found are listed "
        f"in `missing` with close spellings. {_SCOPE}",
        read_only=True,
    ),
    _verb(
        "neighborhood",
        neighborhood,
        inputs.NeighborhoodIn,
        "The nodes within 1–4 hops of a node (edges walked in both directions), nearest first, with the edges "
        f"among them. {_SCOPE}",
        read_only=True,
        answers=(404,),
    ),
    _verb(
        "shortest_path",
        shortest_path,
        inputs.ShortestPathIn,
        "A shortest chain of edges between two named nodes (either direction unless directed), with the nodes "
        f"and edges along it; found: false when none is within maxHops. {_SCOPE}",
        read_only=True,
        answers=(404,),
    ),
    _verb(
        "extract_entities",
        extract_entities,
        inputs.ExtractEntitiesIn,
        "List the stored nodes whose names occur in a text (whole words, case-insensitive), in order of "
        f"appearance: use it to link what you read to what is known. {_SCOPE}",
        read_only=True,
    ),
]

for _verb_def in GRAPH_VERBS:
    registry.register(_verb_def)
