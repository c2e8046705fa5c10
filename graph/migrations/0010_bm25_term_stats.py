"""BM25 statistics per scope, kept by triggers on graph_passage.

One function applies signed changes (+1 a passage became live, -1 it stopped being live)
to graph_scopeterm: document frequency per lexeme, and on term '' the scope's live
passages and their distinct words summed (for the average length). Statement-level triggers with
transition tables call it once per statement, whatever the number of rows, and take
the row locks in (scope, term) order so two writers of one scope cannot deadlock.
Decrements only UPDATE existing rows: a scope being erased never gets new rows.
"""

import django.db.models.deletion
from django.db import migrations, models


APPLY = r"""
CREATE TYPE graph_term_change AS (scope_id bigint, vector tsvector, sign integer);

CREATE FUNCTION graph_term_stats_apply(changes graph_term_change[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
    WITH words AS (
        SELECT c.scope_id, t.lexeme, c.sign, coalesce(array_length(t.positions, 1), 1) AS tf
        FROM unnest(changes) c CROSS JOIN LATERAL unnest(c.vector) t
    ),
    per_term AS (
        SELECT scope_id, lexeme AS term, sum(sign) AS passages, sum(sign * tf) AS occurrences
        FROM words GROUP BY scope_id, lexeme
        UNION ALL
        SELECT c.scope_id, '', sum(c.sign), sum(c.sign * length(c.vector))
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

CREATE FUNCTION graph_passage_term_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM graph_term_stats_apply(ARRAY(
            SELECT ROW(n.scope_id, n.search_vector, 1)::graph_term_change
            FROM new_rows n WHERE n.forgotten_at IS NULL));
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM graph_term_stats_apply(ARRAY(
            SELECT ROW(o.scope_id, o.search_vector, -1)::graph_term_change
            FROM old_rows o WHERE o.forgotten_at IS NULL));
    ELSE
        -- Only rows whose liveness or words changed; embedding updates pass through.
        PERFORM graph_term_stats_apply(ARRAY(
            SELECT ROW(o.scope_id, o.search_vector, -1)::graph_term_change
            FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE o.forgotten_at IS NULL
              AND (n.forgotten_at IS NOT NULL OR n.search_vector <> o.search_vector OR n.scope_id <> o.scope_id)
            UNION ALL
            SELECT ROW(n.scope_id, n.search_vector, 1)::graph_term_change
            FROM old_rows o JOIN new_rows n ON n.id = o.id
            WHERE n.forgotten_at IS NULL
              AND (o.forgotten_at IS NOT NULL OR n.search_vector <> o.search_vector OR n.scope_id <> o.scope_id)));
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER graph_passage_terms_insert AFTER INSERT ON graph_passage
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION graph_passage_term_stats();
CREATE TRIGGER graph_passage_terms_update AFTER UPDATE ON graph_passage
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION graph_passage_term_stats();
CREATE TRIGGER graph_passage_terms_delete AFTER DELETE ON graph_passage
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION graph_passage_term_stats();

SELECT graph_term_stats_apply(ARRAY(
    SELECT ROW(scope_id, search_vector, 1)::graph_term_change FROM graph_passage WHERE forgotten_at IS NULL));
"""

UNDO = """
DROP TRIGGER IF EXISTS graph_passage_terms_insert ON graph_passage;
DROP TRIGGER IF EXISTS graph_passage_terms_update ON graph_passage;
DROP TRIGGER IF EXISTS graph_passage_terms_delete ON graph_passage;
DROP FUNCTION IF EXISTS graph_passage_term_stats();
DROP FUNCTION IF EXISTS graph_term_stats_apply(graph_term_change[]);
DROP TYPE IF EXISTS graph_term_change;
"""


class Migration(migrations.Migration):
    dependencies = [
        ("graph", "0009_entity_search_text"),
    ]

    operations = [
        migrations.CreateModel(
            name="ScopeTerm",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                (
                    "term",
                    models.TextField(
                        help_text="A lexeme as PostgreSQL's 'english' configuration stems it; '' for totals."
                    ),
                ),
                (
                    "passages",
                    models.BigIntegerField(help_text="Live passages holding the term (its document frequency)."),
                ),
                (
                    "occurrences",
                    models.BigIntegerField(
                        help_text="How often it occurs in them (for '': the passages' distinct words, summed)."
                    ),
                ),
                (
                    "scope",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE, related_name="terms", to="graph.scope"
                    ),
                ),
            ],
            options={
                "verbose_name": "scope term",
                "constraints": [models.UniqueConstraint(fields=("scope", "term"), name="scope_term_unique")],
            },
        ),
        migrations.RunSQL(APPLY, UNDO),
    ]
