"""What the word-segmentation features (MEMORYMESH_TAGGER_SEGMENT) cost: CPU per Japanese and Chinese turn of
rules + tagger with and without them (taking turns, same process, the shipped models; the lite set or every
feature as MEMORYMESH_TAGGER_SEGMENT says), and each analyser's import and first call in a fresh process.

    .venv/bin/python -m bench.bench_segmentation_cost [--passes 2]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench.team_labels import labelled_turns
from teams.extraction import _tagger_features
from teams.extraction.tagger import extract_with_tagger

_FIRST_CALL = """
import time
from teams.extraction._segmentation import words
start = time.perf_counter()
words({text!r}, {lang!r})
first = time.perf_counter() - start
start = time.perf_counter()
words({text!r}, {lang!r})
print(f"{{first:.3f}} {{(time.perf_counter() - start) * 1000:.3f}}")
"""


def first_call(lang: str, text: str) -> tuple[float, float]:
    """Seconds to load the analyser and segment one sentence in a fresh process (teams.extraction already
    imported), and milliseconds for the same sentence again."""
    code = _FIRST_CALL.format(text=text, lang=lang)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    first, again = out.stdout.split()[-2:]
    return float(first), float(again)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passes", type=int, default=2)
    args = parser.parse_args(argv)
    for lang, text in (("ja", "大阪の支社で溶接工として働いています"), ("zh", "我们公司用飞书管理项目")):
        first, again = first_call(lang, text)
        print(f"{lang}: analyser import + load + first call {first:.3f} s wall, the same call again {again:.3f} ms")
    turns = [t for t in labelled_turns() if t["lang"] in ("ja", "zh")]
    timings: dict[tuple[str, bool], list[float]] = {}
    for segment in (False, True):  # warm up: models, analysers
        _tagger_features.SEGMENT_LANGS = frozenset({"ja", "zh"} if segment else ())
        extract_with_tagger(turns[0]["text"])
    for _ in range(args.passes):
        for turn in turns:
            for segment in (False, True):
                _tagger_features.SEGMENT_LANGS = frozenset({"ja", "zh"} if segment else ())
                start = time.process_time()
                extract_with_tagger(turn["text"])
                timings.setdefault((turn["lang"], segment), []).append((time.process_time() - start) * 1000)
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    for (lang, segment), values in sorted(timings.items()):
        p99 = statistics.quantiles(values, n=100)[98]
        print(
            f"{lang} rules + tagger, segmentation {'on ' if segment else 'off'}: CPU per turn p50 "
            f"{statistics.median(values):.3f} ms, p99 {p99:.3f} ms ({len(values)} calls; load average {load})"
        )


if __name__ == "__main__":
    main()
