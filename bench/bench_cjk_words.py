"""How Japanese and Chinese text is split for full-text search: bigrams against segmenters.

For each Japanese and Chinese depth set it ranks every question's conversation by plain
Okapi BM25 over the turns ("speaker: text", as the evaluator stores them), once per way of
splitting text, and prints recall@10 of the evidence turns (all five categories) beside the
cost of splitting one passage and one question, measured in the same run. The question
words context leaves out (graph.text.cjk_words) are left out for every splitter alike.

- `bigrams`: graph.text.cjk_words, what the server stores (no dependency);
- `jieba` (Chinese; its dictionary is in the package), `sudachi` (sudachipy with
  sudachidict_core, mode C, dictionary forms), `mecab` (fugashi with unidic-lite, lemmas),
  `janome` (its bundled IPADIC, base forms): each only where it is installed. Particles,
  auxiliaries and punctuation are dropped from the Japanese segmenters' words.

The segmenters are not the server's dependencies: run this from an environment that has
them (`python -m venv /tmp/seg && /tmp/seg/bin/pip install jieba janome sudachipy
sudachidict_core fugashi unidic-lite`, then `/tmp/seg/bin/python -m bench.bench_cjk_words`).
"""

import argparse
import json
import math
import os
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from graph.text.cjk_words import cjk_terms, question_terms, without_question_words

K1, B = 1.2, 0.75
DATA = Path(__file__).resolve().parent / "data"
SETS = {
    "ja": ["devset_depth_ja.json", "devset_depth_ja_heldout.json"],
    "zh": ["devset_depth_zh.json", "devset_depth_zh_heldout.json"],
}
_DROPPED_JA = ("助詞", "助動詞", "補助記号", "記号", "空白")

Splitter = Callable[[str], list[str]]


def _without_punctuation(words: list[str]) -> list[str]:
    return [w.lower() for w in words if any(ch.isalnum() for ch in w)]


def splitters(language: str) -> dict[str, tuple[Splitter, Splitter]]:
    """name -> (split a passage, split a question) for every splitter importable here."""
    found: dict[str, tuple[Splitter, Splitter]] = {"bigrams": (cjk_terms, question_terms)}
    if language == "zh":
        try:
            import jieba

            jieba.setLogLevel(60)
            jieba.initialize()
            split = lambda text: _without_punctuation(jieba.lcut(text))  # noqa: E731
            found["jieba"] = (split, lambda q: split(without_question_words(q)))
        except ImportError:
            pass
        return found
    for name, make in (("sudachi", _sudachi), ("mecab", _mecab), ("janome", _janome)):
        try:
            split = make()
        except ImportError:
            continue
        found[name] = (split, lambda q, split=split: split(without_question_words(q)))
    return found


def _sudachi() -> Splitter:
    from sudachipy import Dictionary, SplitMode

    tokenizer = Dictionary(dict="core").create()

    def split(text: str) -> list[str]:
        morphemes = tokenizer.tokenize(text, SplitMode.C)
        return _without_punctuation(
            [m.dictionary_form() for m in morphemes if m.part_of_speech()[0] not in _DROPPED_JA]
        )

    return split


def _mecab() -> Splitter:
    import fugashi

    tagger = fugashi.Tagger()

    def split(text: str) -> list[str]:
        return _without_punctuation(
            [(w.feature.lemma or w.surface) for w in tagger(text) if w.feature.pos1 not in _DROPPED_JA]
        )

    return split


def _janome() -> Splitter:
    from janome.tokenizer import Tokenizer

    tokenizer = Tokenizer()

    def split(text: str) -> list[str]:
        words = [
            t.base_form if t.base_form != "*" else t.surface
            for t in tokenizer.tokenize(text)
            if t.part_of_speech.split(",")[0] not in ("助詞", "助動詞", "記号")
        ]
        return _without_punctuation(words)

    return split


def _rank(passages: list[list[str]], question: list[str], k: int = 10) -> list[int]:
    df: Counter[str] = Counter()
    for terms in passages:
        df.update(set(terms))
    n = len(passages)
    average = sum(len(t) for t in passages) / n
    wanted = set(question)
    scored = []
    for i, terms in enumerate(passages):
        counts = Counter(t for t in terms if t in wanted)
        norm = K1 * (1 - B + B * len(terms) / average)
        score = sum(
            math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5)) * c * (K1 + 1) / (c + norm) for t, c in counts.items()
        )
        if score > 0:
            scored.append((-score, i))
    return [i for _s, i in sorted(scored)[:k]]


def evaluate(path: Path, split_passage: Splitter, split_question: Splitter) -> dict[str, float]:
    """R@10 (evidence turns found, over all questions) and µs per passage and per question."""
    found = wanted = 0
    passage_seconds = question_seconds = 0.0
    passages_split = questions_split = 0
    for sample in json.loads(path.read_text()):
        turns = [t for key, v in sample["conversation"].items() if isinstance(v, list) for t in v]
        split_passage(turns[0]["text"]), split_question(sample["qa"][0]["question"])  # lazy loading, untimed
        started = time.perf_counter()
        split = [split_passage(f"{t['speaker']}: {t['text']}") for t in turns]
        passage_seconds += time.perf_counter() - started
        passages_split += len(turns)
        ids = [t["dia_id"] for t in turns]
        for qa in sample["qa"]:
            started = time.perf_counter()
            terms = split_question(qa["question"])
            question_seconds += time.perf_counter() - started
            questions_split += 1
            top = {ids[i] for i in _rank(split, terms)}
            found += sum(1 for e in qa["evidence"] if e in top)
            wanted += len(qa["evidence"])
    return {
        "r10": 100.0 * found / wanted,
        "us_passage": 1e6 * passage_seconds / passages_split,
        "us_question": 1e6 * question_seconds / questions_split,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--heldout", action="store_true", help="also the held-out parts (never tune on them)")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}")
    for language, files in SETS.items():
        for name, (split_passage, split_question) in splitters(language).items():
            for file in files if args.heldout else files[:1]:
                figures = evaluate(DATA / file, split_passage, split_question)
                print(
                    f"{file:32} {name:8} R@10 {figures['r10']:5.1f}  "
                    f"{figures['us_passage']:7.1f} µs/passage  {figures['us_question']:7.1f} µs/question"
                )
    print(f"load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
