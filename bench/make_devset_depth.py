"""Write the depth dev set and its held-out part (LoCoMo JSON format): conversations like the
main dev set's, each also holding two list storylines (a category's instances over 4–5
sessions), one storyline of implied facts (questions sharing no content word with their
evidence) and two of time words relative to the session's date (bench/devset/stories_depth.py).

Every depth question is kept; the shared storylines add a quota of ordinary questions so a
ranking change that helps lists but hurts single-hop precision shows.

    .venv/bin/python -m bench.make_devset_depth [--out bench/data]
"""

import argparse
import json
import random
from pathlib import Path
from typing import Any

from bench.devset import filler_cjk
from bench.devset.layout import write_conversation
from bench.devset.names import SPEAKERS
from bench.devset.stories_cjk import instances_ja, instances_zh, relative_ja, relative_zh
from bench.devset.stories_depth import many_instances, relative_day, unsaid
from bench.devset.tale import ADVERSARIAL, MULTI_HOP, OPEN_DOMAIN, SINGLE_HOP, TEMPORAL, Casting, Tale, share
from bench.make_devset import SHARED, check, describe

DEPTH = [many_instances, many_instances, unsaid, relative_day, relative_day]
# part: (seed, conversations, file name)
SETS = {"dev": (2711, 6, "devset_depth.json"), "heldout": (9157, 3, "devset_depth_heldout.json")}
# Japanese and Chinese conversations: language: (talk, speakers, storylines, {part: (seed, conversations, file)})
LANGUAGES = {
    "ja": (filler_cjk.JAPANESE, ["ゆき", "はると", "さくら", "れん", "あおい", "そうた", "ひな", "かいと"],
           [relative_ja] * 4 + [instances_ja] * 2,
           {"dev": (3301, 3, "devset_depth_ja.json"), "heldout": (3307, 1, "devset_depth_ja_heldout.json")}),
    "zh": (filler_cjk.CHINESE, ["李娜", "王伟", "张敏", "刘洋", "陈静", "杨帆", "赵磊", "黄丽"],
           [relative_zh] * 4 + [instances_zh] * 2,
           {"dev": (3313, 3, "devset_depth_zh.json"), "heldout": (3319, 1, "devset_depth_zh_heldout.json")}),
}  # fmt: skip
QUOTA = {SINGLE_HOP: 10, MULTI_HOP: 4, TEMPORAL: 4, OPEN_DOMAIN: 4, ADVERSARIAL: 4}
SHARED_STORIES = 9


def questions(rng: random.Random, tales: list[tuple[Tale, dict[str, str]]], depth: int) -> list[dict[str, Any]]:
    """Every question of the first `depth` storylines, and up to QUOTA per category of the others."""
    kept: list[dict[str, Any]] = []
    pool: dict[int, list[dict[str, Any]]] = {category: [] for category in QUOTA}
    for number, (tale, ids) in enumerate(tales):
        for ask in tale.asks:
            qa = {
                "question": ask.question,
                "answer": ask.answer,
                "category": ask.category,
                "evidence": [ids[label] for label in ask.labels],
                "depth": number < depth,
            }
            (kept if number < depth else pool[ask.category]).append(qa)
    for category, wanted in QUOTA.items():
        rng.shuffle(pool[category])
        kept += pool[category][:wanted]
    return kept


def build(part: str) -> list[dict[str, Any]]:
    """The conversations of one part; the same every time (seeded)."""
    seed, count, _file = SETS[part]
    rng = random.Random(seed)
    names = share(SPEAKERS, part)
    rng.shuffle(names)
    samples = []
    for number in range(count):
        casting = Casting(rng, part)
        stories = DEPTH + rng.sample(SHARED, SHARED_STORIES)
        speakers = (names[2 * number], names[2 * number + 1])
        sample_id = f"depth-{part}-{number + 1:02d}"
        conversation, tales = write_conversation(
            sample_id=sample_id,
            speakers=speakers,
            stories=stories,
            casting=casting,
            sessions=rng.randint(20, 26),
            min_turns=rng.randint(300, 340),
            split=set(stories),
        )
        sample = {"sample_id": sample_id, "conversation": conversation, "qa": questions(rng, tales, len(DEPTH))}
        check(sample)
        samples.append(sample)
    return samples


def build_language(language: str, part: str) -> list[dict[str, Any]]:
    """One language's conversations of one part: only depth storylines, every question kept."""
    talk, names, stories, parts = LANGUAGES[language]
    seed, count, _file = parts[part]
    rng = random.Random(seed)
    names = share(names, part)
    samples = []
    for number in range(count):
        casting = Casting(rng, part)
        speakers = (names[2 * number], names[2 * number + 1])
        sample_id = f"depth-{language}-{part}-{number + 1:02d}"
        conversation, tales = write_conversation(
            sample_id=sample_id,
            speakers=speakers,
            stories=stories,
            casting=casting,
            sessions=rng.randint(16, 20),
            min_turns=rng.randint(150, 170),
            split=set(stories),
            talk=talk,
        )
        samples.append(
            {"sample_id": sample_id, "conversation": conversation, "qa": questions(rng, tales, len(stories))}
        )
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "data")
    args = parser.parse_args()
    for part, (_seed, _count, file_name) in SETS.items():
        samples = build(part)
        path = args.out / file_name
        path.write_text(json.dumps(samples, indent=1, ensure_ascii=False) + "\n")
        print(f"{describe(part, samples)} -> {path} ({path.stat().st_size // 1024} KiB)")
    for language, (_talk, _names, _stories, parts) in LANGUAGES.items():
        for part, (_seed, _count, file_name) in parts.items():
            samples = build_language(language, part)
            path = args.out / file_name
            path.write_text(json.dumps(samples, indent=1, ensure_ascii=False) + "\n")
            print(f"{language} {describe(part, samples)} -> {path} ({path.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
