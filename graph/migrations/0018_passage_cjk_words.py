"""graph_passage.cjk_words: Japanese and Chinese terms (graph.text.cjk_words) under a GIN index,
and their BM25 statistics per scope in graph_scopeterm, kept by triggers like 0010's.

The terms are stored there under the prefix E'\\x01' (graph.models.term_stats.CJK_PREFIX), the
totals under E'\\x01' alone; only passages with CJK terms are counted. A passage counts from
the moment its cjk_words is filled (written, or re-indexed from NULL) while it is live. These
triggers are named before 0010's, so they fire first: every writer takes the CJK rows' locks
before the English ones, each set in (scope, term) order, and two writers cannot deadlock.
"""

import django.contrib.postgres.indexes
import django.contrib.postgres.search
from django.db import migrations, models

APPLY = r"""
CREATE FUNCTION graph_cjk_term_stats_apply(changes graph_term_change[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
    WITH words AS (
        SELECT c.scope_id, t.lexeme, c.sign, coalesce(array_length(t.positions, 1), 1) AS tf
        FROM unnest(changes) c CROSS JOIN LATERAL unnest(c.vector) t
    ),
    per_term AS (
        SELECT scope_id, E'\x01' || lexeme AS term, sum(sign) AS passages, sum(sign * tf) AS occurrences
        FROM words GROUP BY scope_id, lexeme
        UNION ALL
        SELECT c.scope_id, E'\x01', sum(c.sign), sum(c.sign * length(c.vector))
        FROM unnest(changes) c GROUP BY c.scope_id
    ),
    added AS (
        INSERT INTO graph_scopeterm AS s (scope_id, term, passages, occurrences)
        SELECT scope_id, term, passages, occurrences FROM per_term WHERE passages > 0
        ORDER BY scope_id, term
        ON CONFLICT (scope_id, term) DO UPDATE
        SET passages = s.passages + EXCLUDED.passages, occurrences = s.occurrences + EXCLUDED.occurrences
    )
    UPDATE graph_scopeterm s
    SET passages = s.passages + d.passages, occurrences = s.occurrences + d.occurrences
    FROM (SELECT * FROM per_term WHERE passages <= 0 AND (passages <> 0 OR occurrences <> 0)) d
    WHERE s.scope_id = d.scope_id AND s.term = d.term
$$;

CREATE FUNCTION graph_passage_cjk_term_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- length(NULL) is NULL: passages not re-indexed yet, like those without CJK, count nowhere.
    IF TG_OP = 'INSERT' THEN
        PERFORM graph_cjk_term_stats_apply(ARRAY(
            SELECT ROW(n.scope_id, n.cjk_words, 1)::graph_term_change
            FROM new_rows n WHERE n.forgotten_at IS NULL AND length(n.cjk_words) > 0));
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM graph_cjk_term_stats_apply(ARRAY(
            SELECT ROW(o.scope_id, o.cjk_words, -1)::graph_term_change
            FROM old_rows o WHERE o.forgotten_at IS NULL AND length(o.cjk_words) > 0));
    ELSE
        PERFORM graph_cjk_term_stats_apply(ARRAY(
            SELECT ROW(o.scope_id, o.cjk_words, -1)::graph_term_change
            FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE o.forgotten_at IS NULL AND length(o.cjk_words) > 0
              AND (n.forgotten_at IS NOT NULL OR n.cjk_words IS DISTINCT FROM o.cjk_words OR n.scope_id <> o.scope_id)
            UNION ALL
            SELECT ROW(n.scope_id, n.cjk_words, 1)::graph_term_change
            FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE n.forgotten_at IS NULL AND length(n.cjk_words) > 0
              AND (o.forgotten_at IS NOT NULL OR n.cjk_words IS DISTINCT FROM o.cjk_words OR n.scope_id <> o.scope_id)));
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER graph_passage_cjk_terms_insert AFTER INSERT ON graph_passage
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION graph_passage_cjk_term_stats();
CREATE TRIGGER graph_passage_cjk_terms_update AFTER UPDATE ON graph_passage
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION graph_passage_cjk_term_stats();
CREATE TRIGGER graph_passage_cjk_terms_delete AFTER DELETE ON graph_passage
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION graph_passage_cjk_term_stats();
"""

UNDO = """
DROP TRIGGER IF EXISTS graph_passage_cjk_terms_insert ON graph_passage;
DROP TRIGGER IF EXISTS graph_passage_cjk_terms_update ON graph_passage;
DROP TRIGGER IF EXISTS graph_passage_cjk_terms_delete ON graph_passage;
DROP FUNCTION IF EXISTS graph_passage_cjk_term_stats();
DROP FUNCTION IF EXISTS graph_cjk_term_stats_apply(graph_term_change[]);
DELETE FROM graph_scopeterm WHERE term LIKE E'\\x01%';
"""


class Migration(migrations.Migration):
    dependencies = [
        ("graph", "0017_mcp_session_subscriptions"),
    ]

    operations = [
        migrations.AddField(
            model_name="passage",
            name="cjk_words",
            field=django.contrib.postgres.search.SearchVectorField(
                blank=True,
                help_text="Its Japanese and Chinese text as character bigrams and Han characters (graph.text.cjk_words), which the english configuration cannot split; empty when it has none, NULL until the background re-index reaches it.",
                null=True,
            ),
        ),
        migrations.AddIndex(
            model_name="passage",
            index=django.contrib.postgres.indexes.GinIndex(
                condition=models.Q(("cjk_words__isnull", False)), fields=["cjk_words"], name="passage_cjk_words"
            ),
        ),
        migrations.AddIndex(
            model_name="passage",
            index=models.Index(
                condition=models.Q(("cjk_words__isnull", True)), fields=["id"], name="passage_cjk_words_pending"
            ),
        ),
        migrations.RunSQL(APPLY, UNDO),
    ]
