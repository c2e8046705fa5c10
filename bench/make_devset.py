"""Write our own retrieval dev set, and a held-out set, in the LoCoMo JSON format.

Each conversation is two named speakers over many dated sessions: storylines of life
events (bench/devset/stories_*.py, hand-written for this) laid out across the sessions
with small talk around them, and 30+ questions whose evidence turn ids are known by
construction. The held-out set uses another seed, other speakers, the held-out share of
every value pool and, besides the shared storylines, its own storyline templates.

A second held-out part, "heldout2" (devset_heldout2.json, 4 conversations), was written blind
on 2026-12-07 by a helper who had not read the retrieval code, its docs or any result: six
storylines of its own (bench/devset/stories_heldout2.py: a house fire and the insurance claim,
learning to sail, a fundraising bake sale, caring for a parent, a neighbour dispute, learning
to drive), all of them in every conversation, plus shared ones; the held-out share of every
shared pool; eight speakers no other part has; and 8 ADVERSARIAL questions a conversation
instead of 6 (32 in all, 22 of them from its own storylines). It is measured once. Adding
it left devset.json and devset_heldout.json byte-identical.

A second dev part, "dev2" (devset_dev2.json, 4 conversations, seed 5387), was added on 2026-12-07 for the
weak spot of every held-out part, adversarial questions, which the dev set barely shows: six storylines of
its own (bench/devset/stories_dev2.py: jury duty, a podcast, a school reunion, wisdom teeth out, a parent's
retirement party, learning to swim), all of them in every conversation, plus shared ones; the dev share of
every shared pool; eight speakers of its own; three ADVERSARIAL questions a storyline of the kinds the
held-out parts miss (what one speaker was told, advised or offered, answered by the other speaker's line in
other words; the wrong speaker named), and 8 of them a conversation. Every other file stays byte-identical.

    .venv/bin/python -m bench.make_devset [--out bench/data]
"""

import argparse
import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

from bench.devset.layout import write_conversation
from bench.devset.names import SPEAKERS, SPEAKERS_DEV2, SPEAKERS_HELDOUT2
from bench.devset.stories_craft import diet_change, market_stall, music_lessons, photo_contest
from bench.devset.stories_dev2 import STORIES as DEV2_ONLY
from bench.devset.stories_heldout2 import STORIES as HELD_OUT2_ONLY
from bench.devset.stories_home import (
    adopted_pet,
    big_purchase,
    community_garden,
    diy_project,
    family_heirloom,
    lost_and_found,
    moved_house,
)
from bench.devset.stories_people import (
    book_club,
    dinner_party,
    family_wedding,
    game_night,
    new_baby,
    new_relationship,
    volunteering,
)
from bench.devset.stories_pursuits import evening_course, injury, new_hobby, new_job, race, trip
from bench.devset.tale import ADVERSARIAL, MULTI_HOP, OPEN_DOMAIN, SINGLE_HOP, TEMPORAL, Casting, Story, Tale, share

SHARED = [adopted_pet, moved_house, diy_project, big_purchase, family_wedding, new_relationship, volunteering,
          new_hobby, new_job, evening_course, race, injury, trip]
DEV_ONLY = [community_garden, book_club, dinner_party, music_lessons, market_stall, photo_contest]
HELD_OUT_ONLY = [lost_and_found, family_heirloom, new_baby, game_night, diet_change]

# part: (seed, conversations, storylines only this part uses, file name)
SETS = {
    "dev": (1301, 10, DEV_ONLY, "devset.json"),
    "heldout": (7919, 3, HELD_OUT_ONLY, "devset_heldout.json"),
    "heldout2": (4271, 4, HELD_OUT2_ONLY, "devset_heldout2.json"),
    "dev2": (5387, 4, DEV2_ONLY, "devset_dev2.json"),
}
MIN_TURNS_PER_CONVERSATION, MIN_QUESTIONS_PER_CONVERSATION = 300, 30
QUOTA = {SINGLE_HOP: 12, MULTI_HOP: 8, TEMPORAL: 8, OPEN_DOMAIN: 6, ADVERSARIAL: 6}
# questions a conversation, where a part differs from QUOTA
QUOTAS = {"heldout2": {**QUOTA, ADVERSARIAL: 8}, "dev2": {**QUOTA, ADVERSARIAL: 8}}
STORIES_PER_CONVERSATION = (13, 15)
SESSIONS = (18, 28)
MIN_TURNS = (310, 360)


def choose_questions(rng: random.Random, tales: list[tuple[Tale, dict[str, str]]],
                     quota: dict[int, int] = QUOTA) -> list[dict[str, Any]]:
    """Up to `quota` questions of each category (others fill a category that runs short), in conversation order."""
    pool: dict[int, list[dict[str, Any]]] = {category: [] for category in quota}
    for tale, ids in tales:
        for ask in tale.asks:
            pool[ask.category].append({"question": ask.question, "answer": ask.answer,
                                       "evidence": [ids[label] for label in ask.labels], "category": ask.category})
    chosen, spare = [], []
    for category, wanted in quota.items():
        rng.shuffle(pool[category])
        chosen += pool[category][:wanted]
        spare += pool[category][wanted:]
    rng.shuffle(spare)
    chosen += spare[: max(0, sum(quota.values()) - len(chosen))]

    def position(qa: dict[str, Any]) -> tuple[int, int]:
        session, turn = qa["evidence"][0][1:].split(":")
        return int(session), int(turn)

    return sorted(chosen, key=position)


def conversation_sample(casting: Casting, sample_id: str, speakers: tuple[str, str],
                        stories: list[Story], quota: dict[int, int] = QUOTA) -> dict[str, Any]:
    rng = casting.rng
    conversation, tales = write_conversation(
        sample_id=sample_id, speakers=speakers, stories=stories, casting=casting,
        sessions=rng.randint(*SESSIONS), min_turns=rng.randint(*MIN_TURNS), split=set(SHARED))
    sample = {"sample_id": sample_id, "conversation": conversation, "qa": choose_questions(rng, tales, quota)}
    check(sample)
    return sample


def check(sample: dict[str, Any]) -> None:
    """Refuse a conversation that is too short, has too few questions, or cites a turn it does not have."""
    ids = {t["dia_id"] for key, turns in sample["conversation"].items() if isinstance(turns, list) for t in turns}
    cited = {dia_id for qa in sample["qa"] for dia_id in qa["evidence"]}
    if len(ids) < MIN_TURNS_PER_CONVERSATION or len(sample["qa"]) < MIN_QUESTIONS_PER_CONVERSATION or cited - ids:
        raise ValueError(f"{sample['sample_id']}: {len(ids)} turns, {len(sample['qa'])} questions, "
                         f"unknown evidence {sorted(cited - ids)}")


def build(part: str) -> list[dict[str, Any]]:
    """The conversations of one set; the same every time (seeded)."""
    seed, count, own, _file = SETS[part]
    rng = random.Random(seed)
    own_names = {"heldout2": SPEAKERS_HELDOUT2, "dev2": SPEAKERS_DEV2}
    names = list(own_names[part]) if part in own_names else share(SPEAKERS, part)
    rng.shuffle(names)
    samples = []
    for number in range(count):
        casting = Casting(rng, part)
        if part != "dev":  # all of its own storylines, then shared ones
            stories = own + rng.sample(SHARED, rng.randint(*STORIES_PER_CONVERSATION) - len(own))
        else:
            stories = rng.sample(SHARED + own, rng.randint(*STORIES_PER_CONVERSATION))
        speakers = (names[2 * number], names[2 * number + 1])
        samples.append(conversation_sample(casting, f"{part}-{number + 1:02d}", speakers, stories,
                                           QUOTAS.get(part, QUOTA)))
    return samples


def describe(part: str, samples: list[dict[str, Any]]) -> str:
    turns = [t for s in samples for k, v in s["conversation"].items() if isinstance(v, list) for t in v]
    sessions = sum(1 for s in samples for k in s["conversation"] if k.endswith("_date_time"))
    categories = Counter(qa["category"] for s in samples for qa in s["qa"])
    per_category = ", ".join(f"{category}: {categories[category]}" for category in sorted(categories))
    return (f"{part}: {len(samples)} conversations, {sessions} sessions, {len(turns)} turns "
            f"({sum('blip_caption' in t for t in turns)} with an image), "
            f"{sum(categories.values())} questions by category {{{per_category}}}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "data")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for part, (_seed, _count, _own, file_name) in SETS.items():
        samples = build(part)
        path = args.out / file_name
        path.write_text(json.dumps(samples, indent=1, ensure_ascii=False) + "\n")
        print(f"{describe(part, samples)} -> {path} ({path.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
