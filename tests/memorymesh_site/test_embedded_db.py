"""The test run uses the embedded PostgreSQL 18 server with pgvector and pg_trgm."""

from django.db import connection


def test_database_is_postgresql_18_with_vector_and_trigram(db):
    with connection.cursor() as cursor:
        cursor.execute("SHOW server_version_num")
        assert int(cursor.fetchone()[0]) >= 180000
        cursor.execute("SELECT extname FROM pg_extension")
        extensions = {row[0] for row in cursor.fetchall()}
    assert {"vector", "pg_trgm"} <= extensions


def test_hot_path_indexes_exist(db):
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'")
        indexes = dict(cursor.fetchall())
    assert "USING hnsw" in indexes["passage_embedding_hnsw"]
    assert "gist_trgm_ops" in indexes["entity_spelling_trgm"] and "lower(name_norm)" in indexes["entity_spelling_trgm"]
    assert "gin_trgm_ops" in indexes["entity_key_trgm"]
    assert "USING gin" in indexes["passage_search_vector"]
    assert "(scope_id, name_norm)" in indexes["entity_unique_name_in_scope"]
    assert "(scope_id, subject_id, type_norm)" in indexes["fact_scope_from_type"]
    assert "(scope_id, term)" in indexes["scope_term_unique"]
