"""English questions about Japanese and Chinese conversations: recall of `context` when the
question is not mostly CJK (so the MiniLM routes read it) and the turns are.

The Japanese and Chinese dev parts' questions, written in English by one template per kind
with the speaker's name kept as written ("What dishes did 王伟 cook from scratch?"), asked of
those conversations stored afresh (deleted at the end). Prints R@10 per set and how many of
the top 10 items the meaning and seed-meaning routes found. Such a question is the one whose
routes would read a MiniLM vector of a mostly Japanese or Chinese passage, which e5 alone
serves when armed (docs/retrieval.md, "MiniLM skips mostly CJK passages").

    .venv/bin/python -m bench.bench_cjk_english
"""

import json
import os
import re
import statistics
import uuid
from typing import Any

from bench.bench_context_probe import DATA, _ask, _drop, _store
from bench.eval_locomo import evidence_ids
from bench.in_process import bench_token, setup_django, verb_caller

# Each dev part's question kinds, as an English speaker would ask them.
TEMPLATES = {
    "devset_depth_ja": [
        (r"(.+)さんが部屋の契約をしたのはいつですか", "When did {0} sign the lease for the flat?"),
        (r"(.+)さんがタトゥーを入れたのはいつですか", "When did {0} get a tattoo?"),
        (r"(.+)さんが親知らずを抜いたのはいつですか", "When did {0} have a wisdom tooth pulled?"),
        (r"(.+)さんが卒論を提出したのはいつですか", "When did {0} hand in the thesis?"),
        (r"(.+)さんの家の水漏れが直ったのはいつですか", "When was the water leak at {0}'s place fixed?"),
        (r"(.+)さんが運転免許に合格したのはいつですか", "When did {0} pass the driving test?"),
        (r"(\d+)年(\d+)月(\d+)日に(.+)さんに何がありましたか", "What happened to {3} on {0}-{1:0>2}-{2:0>2}?"),
        (r"(.+)さんはどんな料理を一から作りましたか", "What dishes did {0} cook from scratch?"),
        (r"(.+)さんはどんな楽器を弾いてみましたか", "What instruments has {0} tried playing?"),
        (r"(.+)さんはどんな国を訪れましたか", "What countries has {0} visited?"),
    ],
    "devset_depth_zh": [
        (r"(.+)是什么时候纹的纹身", "When did {0} get a tattoo?"),
        (r"(.+)是什么时候拔的智齿", "When did {0} have a wisdom tooth pulled?"),
        (r"(.+)家的漏水是什么时候修好的", "When was the water leak at {0}'s place fixed?"),
        (r"(.+)是什么时候交的毕业论文", "When did {0} hand in the thesis?"),
        (r"(.+)是什么时候签的租房合同", "When did {0} sign the lease for the flat?"),
        (r"(.+)在(\d+)年(\d+)月(\d+)日发生了什么", "What happened to {0} on {1}-{2:0>2}-{3:0>2}?"),
        (r"(.+)从头做过哪些菜", "What dishes did {0} cook from scratch?"),
        (r"(.+)尝试过哪些乐器", "What instruments has {0} tried playing?"),
        (r"(.+)去过哪些国家", "What countries has {0} visited?"),
    ],
}


def english(question: str, templates: list[tuple[str, str]]) -> str:
    """The question in English by the first template whose pattern it matches."""
    for pattern, template in templates:
        found = re.match(pattern, question)
        if found:
            return template.format(*found.groups())
    raise ValueError(f"no template for {question!r}")


def main() -> None:
    os.environ.setdefault("MEMORYMESH_EMBEDDINGS", "local")
    setup_django()
    call = verb_caller(bench_token("cjk-english"))
    run = f"-en{uuid.uuid4().hex[:6]}"
    print(f"load average {os.getloadavg()}")
    for stem, templates in TEMPLATES.items():
        path = DATA / f"{stem}.json"
        samples: list[dict[str, Any]] = json.loads(path.read_text())
        scopes = _store(call, path, samples, run)
        recall, by_meaning = [], 0
        for sample, scope in zip(samples, scopes, strict=True):
            for qa in sample["qa"]:
                keys, items, _elapsed = _ask(call, scope, english(qa["question"], templates))
                evidence = evidence_ids(qa["evidence"])
                recall.append(len(set(evidence) & set(keys[:10])) / len(evidence))
                routes = [set(item["citation"]["found_by"]) for item in items[:10]]
                by_meaning += sum(1 for found in routes if found & {"meaning", "seed_meaning"})
        print(
            f"{stem}: {len(recall)} English questions, R@10 {100 * statistics.fmean(recall):.1f}; "
            f"top-10 items found by meaning or seed_meaning: {by_meaning}"
        )
        _drop(scopes)
    print(f"load average {os.getloadavg()}")


if __name__ == "__main__":
    main()
