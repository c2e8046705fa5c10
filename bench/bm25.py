"""Okapi BM25 over a handful of texts: the lexical baseline the evaluator prints beside the server.

Words are lower-cased runs of letters and digits (an apostrophe suffix kept, so the
stemmer drops a possessive 's) stemmed with the Snowball English stemmer. No stop word
list: IDF alone decides how little "really" or a speaker's name is worth, which is what
a plain baseline should show.
"""

import math
import re
from collections import Counter
from collections.abc import Sequence

import snowballstemmer

K1 = 1.2
B = 0.75

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_STEMMER = snowballstemmer.stemmer("english")


def tokens(text: str) -> list[str]:
    """The stemmed words of `text`, in order."""
    return _STEMMER.stemWords(_WORD.findall(text.lower().replace("\u2019", "'")))


class BM25:
    """An index over `texts`; `rank(query)` gives their positions, best first."""

    def __init__(self, texts: Sequence[str], *, k1: float = K1, b: float = B) -> None:
        self.k1, self.b = k1, b
        self.term_counts = [Counter(tokens(text)) for text in texts]
        self.lengths = [sum(counts.values()) for counts in self.term_counts]
        self.average_length = (sum(self.lengths) / len(self.lengths) if self.lengths else 0.0) or 1.0
        document_frequency: Counter[str] = Counter()
        for counts in self.term_counts:
            document_frequency.update(counts.keys())
        n = len(texts)
        # Lucene's form of the Okapi IDF: the +1 keeps a word found in more than half of
        # the texts from scoring below zero (the classic form would push those texts down).
        self.idf = {term: math.log(1 + (n - df + 0.5) / (df + 0.5)) for term, df in document_frequency.items()}

    def scores(self, query: str) -> list[float]:
        """One score per text; 0.0 where no query word occurs."""
        terms = [t for t in tokens(query) if t in self.idf]
        scores = []
        for counts, length in zip(self.term_counts, self.lengths, strict=True):
            norm = self.k1 * (1 - self.b + self.b * length / self.average_length)
            scores.append(
                sum(self.idf[t] * counts[t] * (self.k1 + 1) / (counts[t] + norm) for t in terms if t in counts)
            )
        return scores

    def rank(self, query: str, k: int | None = None) -> list[int]:
        """Positions of the texts that share a word with `query`, best first (ties: earlier text first)."""
        scored = [(score, i) for i, score in enumerate(self.scores(query)) if score > 0]
        scored.sort(key=lambda pair: (-pair[0], pair[1]))
        return [i for _score, i in scored[:k]]
