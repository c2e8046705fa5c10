"""Per-scope word statistics for BM25: how many live passages hold each word.

Kept by statement-level triggers on graph_passage (migration 0010), so every write path —
remember, documents, imports, forget, purge, erasure — keeps them true without calling
anything. The row with term '' holds the scope's totals: live passages, and their distinct words
summed (BM25's passage length is its number of distinct words: length(tsvector)).

The Japanese and Chinese terms of graph_passage.cjk_words (migration 0018) are counted in the
same table under CJK_PREFIX (a control character, which no `english` lexeme holds), their
totals under CJK_TOTALS_TERM; passages without CJK text are not counted there.
"""

from django.db import models

from graph.models.scopes import Scope

TOTALS_TERM = ""
CJK_PREFIX = "\x01"
CJK_TOTALS_TERM = CJK_PREFIX


class ScopeTerm(models.Model):
    scope = models.ForeignKey(Scope, on_delete=models.CASCADE, related_name="terms")
    term = models.TextField(help_text="A lexeme as PostgreSQL's 'english' configuration stems it; '' for totals.")
    passages = models.BigIntegerField(help_text="Live passages holding the term (its document frequency).")
    occurrences = models.BigIntegerField(
        help_text="How often it occurs in them (for '': the passages' distinct words, summed)."
    )

    class Meta:
        verbose_name = "scope term"
        constraints = [models.UniqueConstraint(fields=["scope", "term"], name="scope_term_unique")]
