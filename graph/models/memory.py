"""Entities, facts (edges), documents and their passages.

Forgetting sets `forgotten_at`: every read path filters on it, so forgotten rows are
unreachable the moment the call answers; the purge job erases them physically later.
Facts are bitemporal: valid_from/valid_to say when a fact was true, recorded_at/ended_at
when the store believed it.
"""

from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex, GistIndex, OpClass
from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.db import models
from django.db.models import Func, Value
from django.db.models.functions import Concat, Lower
from django.db.models.lookups import GreaterThan
from pgvector.django import HnswIndex, VectorField

from graph.models.scopes import Scope
from graph.text.dates import EARLIEST, LATEST

EMBEDDING_DIMENSIONS = 384
#: multilingual-e5-small's vectors (graph_passage.e5_embedding).
E5_DIMENSIONS = 384
#: A live passage holding Japanese or Chinese text (its CJK terms are not empty) without its e5 vector.
E5_PENDING = models.Q(
    GreaterThan(Func("cjk_words", function="length", output_field=models.IntegerField()), 0),
    e5_embedding__isnull=True,
    forgotten_at__isnull=True,
)

#: A live passage without its vector of the main model (all-MiniLM-L6-v2, or the operator's).
UNEMBEDDED = models.Q(embedding__isnull=True, forgotten_at__isnull=True)


def awaiting_main_vector(*, e5_armed: bool) -> models.Q:
    """Live passages that wait for a vector of the main model. With e5 armed a mostly Japanese
    or Chinese passage is not one of them: e5's vector alone serves it (MiniLM reads such text
    as noise, and no question that reads MiniLM's vectors is answered by one; docs/retrieval.md).
    The same predicate in SQL: graph.retrieval._candidates.meaning_coverage."""
    return UNEMBEDDED & models.Q(mostly_cjk=False) if e5_armed else UNEMBEDDED


def awaiting_vectors(*, e5_armed: bool) -> models.Q:
    """Live passages still without a vector an armed model owes them: the main model's, or e5's."""
    return awaiting_main_vector(e5_armed=True) | E5_PENDING if e5_armed else UNEMBEDDED


def readable_instant(field: str, name: str) -> models.CheckConstraint:
    """`field` holds only instants Python can read back (UTC years 1..9999; PostgreSQL stores
    more): one such row would otherwise fail every read of its scope. NULL passes."""
    return models.CheckConstraint(condition=models.Q(**{f"{field}__gte": EARLIEST, f"{field}__lte": LATEST}), name=name)


class Entity(models.Model):
    # No index of its own: the indexes below that start with scope_id serve it, and each
    # extra index is paid on every insert (graph migration 0010).
    scope = models.ForeignKey(Scope, on_delete=models.CASCADE, related_name="entities", db_index=False)
    name = models.TextField()
    name_norm = models.TextField(help_text="Case-folded, NFKC-normalised name: the identity within a scope.")
    name_key = models.TextField(default="", help_text="The name's words joined by one space, for finding it in text.")
    type = models.TextField(blank=True)
    type_norm = models.TextField(blank=True)
    metadata = models.JSONField(default=list, blank=True, help_text="MemoryMesh 'Key: value' strings.")
    attributes = models.JSONField(default=dict, blank=True, help_text="{key: {value, valid_from}}")
    origin = models.CharField(max_length=20, default="asserted")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    forgotten_at = models.DateTimeField(null=True, blank=True)
    # What search_nodes matches: the name, the type and the *values* of the metadata entries
    # (never the JSON text of the list), computed once per write by the database function
    # of graph migration 0007, so a search reads text instead of re-deriving it per row.
    search_text = models.GeneratedField(
        expression=Concat(
            "name_norm",
            Value(" "),
            "type_norm",
            Value(" "),
            Lower(Func("metadata", function="graph_metadata_values", output_field=models.TextField())),
            output_field=models.TextField(),
        ),
        output_field=models.TextField(),
        db_persist=True,
    )

    class Meta:
        verbose_name_plural = "entities"
        constraints = [
            models.UniqueConstraint(
                fields=["scope", "name_norm"],
                condition=models.Q(forgotten_at__isnull=True),
                name="entity_unique_name_in_scope",
            )
        ]
        indexes = [
            # GiST rather than GIN: it also serves nearest-spelling ordering (lower(name_norm) <-> query).
            # Over lower(name_norm), not name_norm (trigrams are case-folded either way): gist_trgm_ops
            # also supports `=`, and on name_norm the planner picked it for exact-name lookups
            # (3 ms, 400 buffers at 50,000 nodes) over the (scope_id, name_norm) btree (0.04 ms).
            GistIndex(OpClass(Lower("name_norm"), name="gist_trgm_ops"), name="entity_spelling_trgm"),
            GinIndex(OpClass("name_key", name="gin_trgm_ops"), name="entity_key_trgm"),
            models.Index(fields=["scope", "type_norm"], name="entity_scope_type"),
            models.Index(fields=["scope", "name_key"], name="entity_scope_key"),
            # Keyset pages in id order (read_graph): without it the first page walked the
            # primary key past every other scope's rows (63,000 of them, 17 ms, in the bench).
            models.Index(fields=["scope", "id"], condition=models.Q(forgotten_at__isnull=True), name="entity_scope_id"),
            # A short pending list: every search reads it whole (graph migration 0019).
            GinIndex(
                OpClass("search_text", name="gin_trgm_ops"),
                condition=models.Q(forgotten_at__isnull=True),
                name="entity_search_text_trgm",
                gin_pending_list_limit=64,
            ),
        ]

    def __str__(self) -> str:
        return self.name


class Document(models.Model):
    scope = models.ForeignKey(Scope, on_delete=models.CASCADE, related_name="documents")
    kind = models.CharField(max_length=20, help_text="content, messages, passages, pdf, docx, html, text")
    source_label = models.TextField(blank=True)
    text = models.TextField()
    sha256 = models.CharField(max_length=64)
    byte_size = models.IntegerField(default=0)
    source_date = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True, help_text="ingested_at")
    forgotten_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [readable_instant("source_date", "document_source_date_readable")]
        indexes = [
            models.Index(fields=["scope", "sha256"], name="document_scope_sha"),
            models.Index(fields=["scope", "source_label"], name="document_scope_source"),
        ]


class Fact(models.Model):
    class Origin(models.TextChoices):
        ASSERTED = "asserted", "asserted"
        DOCUMENT = "document", "document"
        EXTRACTED = "extracted", "extracted"
        IMPORTED = "imported", "imported"

    scope = models.ForeignKey(Scope, on_delete=models.CASCADE, related_name="facts", db_index=False)  # as Entity.scope
    subject = models.ForeignKey(Entity, on_delete=models.CASCADE, related_name="outgoing")
    object = models.ForeignKey(Entity, on_delete=models.CASCADE, related_name="incoming")
    type = models.TextField()
    type_norm = models.TextField()
    weight = models.FloatField(default=1.0)
    attributes = models.JSONField(default=dict, blank=True)
    confidence = models.FloatField(default=1.0)
    origin = models.CharField(max_length=20, choices=Origin.choices, default=Origin.ASSERTED)
    valid_from = models.DateTimeField(null=True, blank=True)
    valid_to = models.DateTimeField(null=True, blank=True)
    recorded_at = models.DateTimeField(auto_now_add=True)
    ended_at = models.DateTimeField(null=True, blank=True)
    # Indexed only where set (Meta.indexes): most facts cite no document and replace nothing,
    # and a full index would take an entry for each of them on every insert.
    replaced_by = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="+", db_index=False
    )
    document = models.ForeignKey(
        Document, null=True, blank=True, on_delete=models.SET_NULL, related_name="facts", db_index=False
    )
    span_start = models.IntegerField(null=True, blank=True)
    span_end = models.IntegerField(null=True, blank=True)
    source_label = models.TextField(blank=True)
    source_date = models.DateTimeField(null=True, blank=True)
    forgotten_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["scope", "subject", "object", "type_norm"],
                condition=models.Q(ended_at__isnull=True, forgotten_at__isnull=True),
                name="fact_unique_current_edge",
            ),
            models.CheckConstraint(condition=models.Q(weight__gte=0, weight__lte=1), name="fact_weight_0_1"),
            readable_instant("valid_from", "fact_valid_from_readable"),
            readable_instant("valid_to", "fact_valid_to_readable"),
            readable_instant("source_date", "fact_source_date_readable"),
        ]
        indexes = [
            models.Index(fields=["scope", "subject", "type_norm"], name="fact_scope_from_type"),
            models.Index(fields=["scope", "object", "type_norm"], name="fact_scope_to_type"),
            models.Index(
                fields=["scope", "id"],
                condition=models.Q(ended_at__isnull=True, forgotten_at__isnull=True),
                name="fact_scope_current_id",
            ),  # read_graph's edge pages, as entity_scope_id
            models.Index(fields=["document"], condition=models.Q(document__isnull=False), name="fact_document"),
            models.Index(
                fields=["replaced_by"], condition=models.Q(replaced_by__isnull=False), name="fact_replaced_by"
            ),
        ]


class Passage(models.Model):
    scope = models.ForeignKey(Scope, on_delete=models.CASCADE, related_name="passages")
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="passages")
    ordinal = models.IntegerField()
    text = models.TextField()
    start = models.IntegerField(help_text="Code-point offset of the passage in its document's text.")
    end = models.IntegerField()
    key = models.TextField(blank=True, help_text="The caller's own id for this passage.")
    source_date = models.DateTimeField(null=True, blank=True)
    said_dates = ArrayField(
        models.DateField(),
        null=True,
        blank=True,
        help_text="The days its time words point to, resolved against source_date ('yesterday' said on "
        "3 May is 2 May); empty when it has none, NULL until the background re-index reaches it.",
    )
    cjk_words = SearchVectorField(
        null=True,
        blank=True,
        help_text="Its Japanese and Chinese text as character bigrams and Han characters (graph.text.cjk_words), "
        "which the english configuration cannot split; empty when it has none, NULL until the background "
        "re-index reaches it.",
    )
    search_vector = models.GeneratedField(
        expression=SearchVector("text", config="english"),
        output_field=SearchVectorField(),
        db_persist=True,
    )
    mostly_cjk = models.BooleanField(
        db_default=False,
        help_text="Whether more of its letters are Japanese, Chinese or Korean than not (graph.text.cjk_words."
        "mostly_cjk), set at write time. With e5 armed such a passage gets no `embedding`: e5's vector "
        "serves it. False for passages stored before the column, which keep both vectors.",
    )
    embedding = VectorField(dimensions=EMBEDDING_DIMENSIONS, null=True, blank=True)
    e5_embedding = VectorField(
        dimensions=E5_DIMENSIONS,
        null=True,
        blank=True,
        help_text="Its multilingual-e5-small vector (graph.embeddings._e5), only when it holds Japanese or "
        "Chinese text (non-empty cjk_words); NULL otherwise and until the embedding job reaches it. "
        "Never compared with `embedding`: the two models' spaces are unrelated.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    forgotten_at = models.DateTimeField(null=True, blank=True)
    mentions = models.ManyToManyField(Entity, through="PassageMention", related_name="passages")

    class Meta:
        constraints = [readable_instant("source_date", "passage_source_date_readable")]
        indexes = [
            models.Index(fields=["scope", "document", "ordinal"], name="passage_scope_doc"),
            GinIndex(fields=["search_vector"], name="passage_search_vector"),
            # The date route: passages whose time words point to a day a question names.
            GinIndex(fields=["said_dates"], name="passage_said_dates", condition=models.Q(said_dates__isnull=False)),
            # The re-index finds passages stored before said_dates existed without a scan.
            models.Index(fields=["id"], condition=models.Q(said_dates__isnull=True), name="passage_said_dates_pending"),
            # The CJK word route, and the re-index of passages stored before cjk_words existed.
            GinIndex(fields=["cjk_words"], name="passage_cjk_words", condition=models.Q(cjk_words__isnull=False)),
            models.Index(fields=["id"], condition=models.Q(cjk_words__isnull=True), name="passage_cjk_words_pending"),
            # Finds passages still waiting for a vector without scanning the scope. With e5 armed
            # the mostly Japanese or Chinese ones stay here for good (awaiting_main_vector):
            # mostly_cjk in the key keeps them out of the range the counts read.
            models.Index(fields=["scope", "mostly_cjk"], condition=UNEMBEDDED, name="passage_unembedded"),
            # The embedding job's and catch-up's Japanese and Chinese passages still without an e5 vector.
            models.Index(fields=["scope"], condition=E5_PENDING, name="passage_e5_pending"),
            HnswIndex(
                name="passage_embedding_hnsw",
                fields=["embedding"],
                m=16,
                ef_construction=64,
                opclasses=["vector_cosine_ops"],
            ),
            # The CJK meaning route in a scope of more than EXACT_SCAN_MAX Japanese or Chinese
            # passages (100,000: 92 ms compared exactly, 1.3 ms by it; docs/retrieval.md, sixth round).
            HnswIndex(
                name="passage_e5_embedding_hnsw",
                fields=["e5_embedding"],
                m=16,
                ef_construction=64,
                opclasses=["vector_cosine_ops"],
            ),
        ]


class PassageMention(models.Model):
    scope = models.ForeignKey(Scope, on_delete=models.CASCADE)
    passage = models.ForeignKey(Passage, on_delete=models.CASCADE)
    entity = models.ForeignKey(Entity, on_delete=models.CASCADE)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["passage", "entity"], name="mention_unique")]
        indexes = [models.Index(fields=["scope", "entity"], name="mention_scope_entity")]
