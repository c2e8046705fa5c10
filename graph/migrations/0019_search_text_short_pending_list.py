"""search_nodes' trigram index keeps a pending list of at most 64 kB instead of 4 MB.

A GIN index with fastupdate (PostgreSQL's default) adds new rows' trigrams to an unsorted
pending list, and every search reads that list whole until it is merged into the index:
when it passes gin_pending_list_limit (4 MB by default, ~9,500 new nodes) or when
autovacuum visits the table (0013: every 5,000 changed entities). On the 50,000-node bench
scope each pending page cost a search ~7.5 µs, so after 2,250 add_nodes (122 pages)
search_nodes took 1.71 ms in-process against 0.68 with the list empty, and a full list
would add ~3.8 ms (docs/performance.md, "search_nodes and the pending list"). At 64 kB
(8 pages, the smallest PostgreSQL allows) a search reads at most ~0.06 ms of it, while a
write still only appends and merges in batches of ~30 rows: a 50,000-node import spent
~10 % more database CPU; fastupdate off (no list) cost it ~60 %.

The index itself is unchanged (a storage parameter, no rebuild); the list it holds now is
merged here once, so the first searches after the upgrade do not pay for it.
"""

import django.contrib.postgres.indexes
from django.db import migrations, models

INDEX = "entity_search_text_trgm"
PENDING_LIST_KB = 64


def search_index(**options: int) -> django.contrib.postgres.indexes.GinIndex:
    return django.contrib.postgres.indexes.GinIndex(
        django.contrib.postgres.indexes.OpClass("search_text", name="gin_trgm_ops"),
        condition=models.Q(("forgotten_at__isnull", True)),
        name=INDEX,
        **options,
    )


class Migration(migrations.Migration):
    dependencies = [("graph", "0018_passage_cjk_words")]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.RemoveIndex(model_name="entity", name=INDEX),
                migrations.AddIndex(model_name="entity", index=search_index(gin_pending_list_limit=PENDING_LIST_KB)),
            ],
            database_operations=[
                migrations.RunSQL(
                    f"ALTER INDEX {INDEX} SET (gin_pending_list_limit = {PENDING_LIST_KB}); "
                    f"SELECT gin_clean_pending_list('{INDEX}'::regclass)",
                    f"ALTER INDEX {INDEX} RESET (gin_pending_list_limit)",
                ),
            ],
        ),
    ]
