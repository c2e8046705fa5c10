"""The input schema of every graph tool (MemoryMesh compatibility), declared once.

Field names follow the original MemoryMesh tools (`nodeType`, `edgeType`,
`nodeNames` …) so that prompts and clients written for it keep working; every tool
also takes the `scope` / `user_id` of the memory verbs. Unknown fields are refused.
"""

from typing import Annotated

from pydantic import ConfigDict, Field, field_validator

from graph.verbs.inputs import Scoped, Strict
from graph.verbs.limits import MAX_ENTITIES, MAX_RELATIONS

MAX_METADATA_ENTRIES = 1000
MAX_NAMES_PER_CALL = 100

NodeName = Annotated[str, Field(min_length=1, description="The node's name (unique in its scope, case-insensitive).")]
MetadataList = Annotated[
    list[str],
    Field(max_length=MAX_METADATA_ENTRIES, description='Facts about the node as "Key: value" strings.'),
]
Weight = Annotated[float, Field(ge=0, le=1, description="Strength or confidence of the edge, 0..1 (default 1).")]
TypeFilter = Annotated[
    list[str] | None, Field(default=None, max_length=50, description="Only these types (case-insensitive).")
]


class Aliased(Strict):
    """Accepts `from` on the wire (a Python keyword, so the attribute is `from_`)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class NodeIn(Strict):
    name: NodeName
    nodeType: str = Field(min_length=1, description="The node's type, e.g. npc, location, artifact.")
    metadata: MetadataList = Field(default_factory=list)


class AddNodesIn(Scoped):
    nodes: list[NodeIn] = Field(min_length=1, max_length=MAX_ENTITIES)


class NodeUpdateIn(Strict):
    name: NodeName
    newName: str | None = Field(default=None, min_length=1, description="Rename the node; its edges follow.")
    nodeType: str | None = Field(default=None, min_length=1, description="Change the node's type.")
    metadata: MetadataList | None = Field(
        default=None,
        description='"Key: value" entries replace the stored entries with the same key; other entries are kept.',
    )


class UpdateNodesIn(Scoped):
    nodes: list[NodeUpdateIn] = Field(min_length=1, max_length=MAX_ENTITIES)


class DeleteNodesIn(Scoped):
    nodeNames: list[str] = Field(min_length=1, max_length=MAX_ENTITIES, description="Names of the nodes to delete.")


class EdgeRef(Aliased):
    from_: str = Field(alias="from", min_length=1, description="Name of the source node.")
    to: str = Field(min_length=1, description="Name of the target node.")
    edgeType: str = Field(min_length=1, description="The relation, e.g. located_in, owns.")


class EdgeIn(EdgeRef):
    weight: Weight | None = None


class AddEdgesIn(Scoped):
    edges: list[EdgeIn] = Field(min_length=1, max_length=MAX_RELATIONS)


class EdgeUpdateIn(EdgeRef):
    newFrom: str | None = Field(default=None, min_length=1, description="Move the edge to another source node.")
    newTo: str | None = Field(default=None, min_length=1, description="Point the edge at another target node.")
    newEdgeType: str | None = Field(default=None, min_length=1, description="Change the relation type.")
    newWeight: Weight | None = None


class UpdateEdgesIn(Scoped):
    edges: list[EdgeUpdateIn] = Field(min_length=1, max_length=MAX_RELATIONS)


class DeleteEdgesIn(Scoped):
    edges: list[EdgeRef] = Field(min_length=1, max_length=MAX_RELATIONS)


class MetadataAddition(Strict):
    nodeName: NodeName
    contents: list[str] = Field(min_length=1, max_length=MAX_METADATA_ENTRIES, description='"Key: value" strings.')


class AddMetadataIn(Scoped):
    metadata: list[MetadataAddition] = Field(min_length=1, max_length=MAX_ENTITIES)


class MetadataDeletion(Strict):
    nodeName: NodeName
    metadata: list[str] = Field(
        min_length=1,
        max_length=MAX_METADATA_ENTRIES,
        description='Entries to remove: an exact entry ("Status: Active"), or a bare key ("Status") for every entry '
        "with that key.",
    )


class DeleteMetadataIn(Scoped):
    deletions: list[MetadataDeletion] = Field(min_length=1, max_length=MAX_ENTITIES)


class ReadGraphIn(Scoped):
    cursor: str | None = Field(default=None, description="nextCursor from the previous page; omit for the first page.")
    limit: int = Field(default=100, ge=1, le=1000, description="Items (nodes, then edges) per page.")
    nodeTypes: TypeFilter = None
    edgeTypes: TypeFilter = None
    namesOnly: bool = Field(default=False, description="Nodes as names only and edges without weight: fewer tokens.")


class SearchNodesIn(Scoped):
    query: str = Field(
        min_length=1,
        max_length=1024,
        description="Words to find in node names, types and metadata; a node must contain every word.",
    )
    limit: int = Field(default=10, ge=1, le=50, description="Most matching nodes returned.")
    nodeTypes: TypeFilter = None


class OpenNodesIn(Scoped):
    names: list[str] = Field(min_length=1, max_length=MAX_NAMES_PER_CALL, description="Exact node names.")


class NeighborhoodIn(Scoped):
    name: NodeName
    hops: int = Field(default=1, ge=1, le=4, description="How far to walk, 1..4 edges in either direction.")
    limit: int = Field(default=100, ge=1, le=1000, description="Most nodes returned, nearest first.")
    edgeTypes: TypeFilter = None
    withMetadata: bool = Field(default=False, description="Include each node's metadata (more tokens).")


class ShortestPathIn(Aliased, Scoped):
    from_: str = Field(alias="from", min_length=1, description="Name of the start node.")
    to: str = Field(min_length=1, description="Name of the end node.")
    maxHops: int = Field(default=6, ge=1, le=6, description="Longest path searched.")
    directed: bool = Field(default=False, description="Follow edges only from source to target.")
    edgeTypes: TypeFilter = None


class ExtractEntitiesIn(Scoped):
    text: str = Field(min_length=1, max_length=1024 * 1024, description="Text in which to find stored node names.")

    @field_validator("text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("text must contain words")
        return value
