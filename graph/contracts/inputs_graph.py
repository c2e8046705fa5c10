"""The input schema of every graph tool (MemoryMesh compatibility), declared once.

Field names follow the original MemoryMesh tools (`nodeType`, `edgeType`,
`nodeNames` …) so that prompts and clients written for it keep working; every tool
also takes the `scope` / `user_id` of the memory verbs. Unknown fields are refused.
"""

from typing import Annotated

from pydantic import ConfigDict, Field, field_validator

from graph.contracts import limits
from graph.contracts.inputs import InstantField, Integer, Name, Scoped, Strict
from graph.contracts.limits import MAX_ENTITIES, MAX_METADATA_ENTRIES, MAX_RELATIONS, MaxBytes

MAX_NAMES_PER_CALL = 100

NodeName = Annotated[Name, Field(description="The node's name (unique in its scope, case-insensitive).")]
MetadataEntry = Annotated[str, MaxBytes(limits.MAX_METADATA_ENTRY_BYTES)]
MetadataList = Annotated[
    list[MetadataEntry],
    Field(max_length=MAX_METADATA_ENTRIES, description='Facts about the node as "Key: value" strings.'),
]
Weight = Annotated[float, Field(ge=0, le=1, description="Strength or confidence of the edge, 0..1 (default 1).")]
TypeFilter = Annotated[
    list[Annotated[str, MaxBytes(limits.MAX_NAME_BYTES)]] | None,
    Field(default=None, max_length=50, description="Only these types (case-insensitive)."),
]

# The verbs refuse a name (or an edge) sent twice in one call (duplicate_names, duplicate_edges).
UNIQUE = {"uniqueItems": True}


class Aliased(Strict):
    """Accepts `from` on the wire (a Python keyword, so the attribute is `from_`)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class NodeIn(Strict):
    name: NodeName
    nodeType: Name = Field(description="The node's type, e.g. npc, location, artifact.")
    metadata: MetadataList = Field(default_factory=list)


class AddNodesIn(Scoped):
    nodes: list[NodeIn] = Field(min_length=1, json_schema_extra=UNIQUE, max_length=MAX_ENTITIES)


class NodeUpdateIn(Strict):
    name: NodeName
    newName: Name | None = Field(default=None, description="Rename the node; its edges follow.")
    nodeType: Name | None = Field(default=None, description="Change the node's type.")
    metadata: MetadataList | None = Field(
        default=None,
        description='"Key: value" entries replace the stored entries with the same key; other entries are kept.',
    )


class UpdateNodesIn(Scoped):
    nodes: list[NodeUpdateIn] = Field(min_length=1, json_schema_extra=UNIQUE, max_length=MAX_ENTITIES)


class DeleteNodesIn(Scoped):
    nodeNames: list[Name] = Field(
        min_length=1, json_schema_extra=UNIQUE, max_length=MAX_ENTITIES, description="Names of the nodes to delete."
    )


class EdgeRef(Aliased):
    from_: Name = Field(alias="from", description="Name of the source node.")
    to: Name = Field(description="Name of the target node.")
    edgeType: Name = Field(description="The relation, e.g. located_in, owns.")


class EdgeIn(EdgeRef):
    weight: Weight | None = None


class AddEdgesIn(Scoped):
    edges: list[EdgeIn] = Field(min_length=1, max_length=MAX_RELATIONS)


class EdgeUpdateIn(EdgeRef):
    newFrom: Name | None = Field(default=None, description="Move the edge to another source node.")
    newTo: Name | None = Field(default=None, description="Point the edge at another target node.")
    newEdgeType: Name | None = Field(default=None, description="Change the relation type.")
    newWeight: Weight | None = None


class UpdateEdgesIn(Scoped):
    edges: list[EdgeUpdateIn] = Field(min_length=1, json_schema_extra=UNIQUE, max_length=MAX_RELATIONS)


class DeleteEdgesIn(Scoped):
    edges: list[EdgeRef] = Field(min_length=1, json_schema_extra=UNIQUE, max_length=MAX_RELATIONS)


class MetadataAddition(Strict):
    nodeName: NodeName
    contents: list[MetadataEntry] = Field(
        min_length=1, max_length=MAX_METADATA_ENTRIES, description='"Key: value" strings.'
    )


class AddMetadataIn(Scoped):
    metadata: list[MetadataAddition] = Field(min_length=1, json_schema_extra=UNIQUE, max_length=MAX_ENTITIES)


class MetadataDeletion(Strict):
    nodeName: NodeName
    metadata: list[MetadataEntry] = Field(
        min_length=1,
        max_length=MAX_METADATA_ENTRIES,
        description='Entries to remove: an exact entry ("Status: Active"), or a bare key ("Status") for every entry '
        "with that key.",
    )


class DeleteMetadataIn(Scoped):
    deletions: list[MetadataDeletion] = Field(min_length=1, json_schema_extra=UNIQUE, max_length=MAX_ENTITIES)


class ReadGraphIn(Scoped):
    cursor: Annotated[str, Field(max_length=limits.MAX_CURSOR_CHARS)] | None = Field(
        default=None, description="nextCursor from the previous page; omit for the first page."
    )
    limit: Integer = Field(default=100, ge=1, le=1000, description="Items (nodes, then edges) per page.")
    nodeTypes: TypeFilter = None
    edgeTypes: TypeFilter = None
    namesOnly: bool = Field(default=False, description="Nodes as names only and edges without weight: fewer tokens.")
    as_of: InstantField = None


class ReadGraphRankedIn(Scoped):
    cursor: Annotated[str, Field(max_length=limits.MAX_CURSOR_CHARS)] | None = Field(
        default=None, description="nextCursor from the previous page; omit for the first page."
    )
    limit: Integer = Field(default=500, ge=1, le=2000, description="Nodes per page, most connected first.")
    as_of: InstantField = None
    nodeTypes: TypeFilter = None
    community: Integer | None = Field(
        default=None, ge=0, le=1_000_000, description="Only the nodes of this community (see graph_communities)."
    )


class GraphCommunitiesIn(Scoped):
    """No arguments besides the scope: the overview is the scope's last computed communities."""


class SearchNodesIn(Scoped):
    query: Annotated[str, MaxBytes(limits.MAX_SEARCH_QUERY_BYTES)] = Field(
        min_length=1,
        description="Words to find in node names, types and metadata; a node must contain every word.",
    )
    limit: Integer = Field(default=10, ge=1, le=50, description="Most matching nodes returned.")
    nodeTypes: TypeFilter = None


class OpenNodesIn(Scoped):
    names: list[Name] = Field(min_length=1, max_length=MAX_NAMES_PER_CALL, description="Exact node names.")


class NeighborhoodIn(Scoped):
    name: NodeName
    hops: Integer = Field(default=1, ge=1, le=4, description="How far to walk, 1..4 edges in either direction.")
    limit: Integer = Field(default=100, ge=1, le=1000, description="Most nodes returned, nearest first.")
    edgeTypes: TypeFilter = None
    withMetadata: bool = Field(default=False, description="Include each node's metadata (more tokens).")
    as_of: InstantField = None


class ShortestPathIn(Aliased, Scoped):
    from_: Name = Field(alias="from", description="Name of the start node.")
    to: Name = Field(description="Name of the end node.")
    maxHops: Integer = Field(default=6, ge=1, le=6, description="Longest path searched.")
    directed: bool = Field(default=False, description="Follow edges only from source to target.")
    edgeTypes: TypeFilter = None
    as_of: InstantField = None


# What `str.strip()` leaves something of, in the document's regular expressions (ECMA 262):
# Python also strips U+001C-U+001F and U+0085, which ECMA's \s leaves; ECMA's \s holds U+FEFF,
# which Python keeps.
SOME_NON_SPACE = "[^\\s\\u001c-\\u001f\\u0085]|\\ufeff"


class ExtractEntitiesIn(Scoped):
    text: Annotated[str, MaxBytes(limits.MAX_TEXT_BYTES)] = Field(
        min_length=1,
        description="Text in which to find stored node names.",
        json_schema_extra={"pattern": SOME_NON_SPACE},
    )

    @field_validator("text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("text must contain words")
        return value
