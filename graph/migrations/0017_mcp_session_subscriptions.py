"""Resource subscriptions of MCP sessions, and the NOTIFYs that say which memory changed.

The triggers are how every write path is heard, whichever process or worker made it
(verbs, Celery extraction, imports, the admin): a change to a scope's facts, or to an
entity their profile lines name, is announced on the channel memorymesh_resources_changed
as "s:<scope ids>"; a membership that starts or ends as "m:<user id>". NOTIFY is sent at
commit and identical payloads of one transaction are sent once, so a bulk write costs
one notice per statement, and a rolled-back write none.
"""

import django.db.models.deletion
from django.db import migrations, models

FACTS_CHANGED = """
CREATE FUNCTION memorymesh_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    scopes text;
BEGIN
    IF TG_OP = 'DELETE' THEN
        SELECT string_agg(DISTINCT scope_id::text, ',') INTO scopes FROM old_rows;
    ELSE
        SELECT string_agg(DISTINCT scope_id::text, ',') INTO scopes FROM new_rows;
    END IF;
    IF scopes IS NOT NULL THEN
        -- NOTIFY payloads stop at 8000 bytes: past that, "every scope".
        PERFORM pg_notify(
            'memorymesh_resources_changed', 's:' || CASE WHEN length(scopes) > 7000 THEN '*' ELSE scopes END
        );
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER fact_inserted_notify AFTER INSERT ON graph_fact
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorymesh_facts_changed();
CREATE TRIGGER fact_updated_notify AFTER UPDATE ON graph_fact
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION memorymesh_facts_changed();
CREATE TRIGGER fact_deleted_notify AFTER DELETE ON graph_fact
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION memorymesh_facts_changed();

CREATE FUNCTION memorymesh_entity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('memorymesh_resources_changed', 's:' || NEW.scope_id);
    RETURN NULL;
END $$;
-- Row-level and only on what a profile line shows: entities are rewritten often
-- (search text, communities) without their facts' lines changing.
CREATE TRIGGER entity_shown_changed_notify AFTER UPDATE OF name, forgotten_at ON graph_entity
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.forgotten_at IS DISTINCT FROM NEW.forgotten_at)
    EXECUTE FUNCTION memorymesh_entity_changed();

CREATE FUNCTION memorymesh_membership_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('memorymesh_resources_changed', 'm:' || OLD.user_id);
    ELSE
        PERFORM pg_notify('memorymesh_resources_changed', 'm:' || NEW.user_id);
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER membership_changed_notify AFTER INSERT OR DELETE ON graph_membership
    FOR EACH ROW EXECUTE FUNCTION memorymesh_membership_changed();
"""

NO_NOTIFY = """
DROP TRIGGER IF EXISTS membership_changed_notify ON graph_membership;
DROP FUNCTION IF EXISTS memorymesh_membership_changed();
DROP TRIGGER IF EXISTS entity_shown_changed_notify ON graph_entity;
DROP FUNCTION IF EXISTS memorymesh_entity_changed();
DROP TRIGGER IF EXISTS fact_inserted_notify ON graph_fact;
DROP TRIGGER IF EXISTS fact_updated_notify ON graph_fact;
DROP TRIGGER IF EXISTS fact_deleted_notify ON graph_fact;
DROP FUNCTION IF EXISTS memorymesh_facts_changed();
"""


class Migration(migrations.Migration):
    dependencies = [
        ("graph", "0016_passage_said_dates"),
        ("identity", "0001_initial"),
    ]

    operations = [
        migrations.CreateModel(
            name="McpSessionSubscription",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("uri", models.CharField(max_length=2048)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                (
                    "session",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="subscriptions",
                        to="graph.mcpsession",
                    ),
                ),
            ],
            options={
                "constraints": [models.UniqueConstraint(fields=("session", "uri"), name="mcp_subscription_unique")]
            },
        ),
        migrations.RunSQL(FACTS_CHANGED, NO_NOTIFY),
    ]
