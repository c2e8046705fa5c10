"""Every stored instant is one Python can read back: UTC years 1 to 9999.

Before graph.text.dates refused them, a date such as 9999-12-31T23:59:59-12:00 was
stored as year 10000 UTC, and every later read of its scope failed (psycopg cannot
load it). REPAIR_SQL clamps any such value already stored to the nearest readable
instant (the end of 9999, or the start of year 1); the CHECK constraints then keep
the columns readable whatever code writes them.
"""

import datetime

from django.db import migrations, models

EARLIEST = datetime.datetime(1, 1, 1, 0, 0, tzinfo=datetime.timezone.utc)
LATEST = datetime.datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=datetime.timezone.utc)
COLUMNS = {
    "graph_document": ["source_date"],
    "graph_fact": ["valid_from", "valid_to", "source_date"],
    "graph_passage": ["source_date"],
    "graph_upload": ["source_date"],
}
REPAIR_SQL = [
    f"UPDATE {table} SET {column} = CASE WHEN {column} < '{EARLIEST.isoformat()}' "
    f"THEN '{EARLIEST.isoformat()}'::timestamptz ELSE '{LATEST.isoformat()}'::timestamptz END "
    f"WHERE {column} < '{EARLIEST.isoformat()}' OR {column} > '{LATEST.isoformat()}'"
    for table, columns in COLUMNS.items()
    for column in columns
]


def readable(field, name):
    return models.CheckConstraint(
        condition=models.Q((f"{field}__gte", EARLIEST), (f"{field}__lte", LATEST)), name=name
    )


class Migration(migrations.Migration):

    dependencies = [
        ("graph", "0007_job_claimed_by"),
    ]

    operations = [
        migrations.RunSQL(REPAIR_SQL, migrations.RunSQL.noop),
        migrations.AddConstraint(model_name="document", constraint=readable("source_date", "document_source_date_readable")),
        migrations.AddConstraint(model_name="fact", constraint=readable("valid_from", "fact_valid_from_readable")),
        migrations.AddConstraint(model_name="fact", constraint=readable("valid_to", "fact_valid_to_readable")),
        migrations.AddConstraint(model_name="fact", constraint=readable("source_date", "fact_source_date_readable")),
        migrations.AddConstraint(model_name="passage", constraint=readable("source_date", "passage_source_date_readable")),
        migrations.AddConstraint(model_name="upload", constraint=readable("source_date", "upload_source_date_readable")),
    ]
