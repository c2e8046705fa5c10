"""The patterns plus a sequence tagger learned from the labelled turns, where the tagger is sure.

The rules were tuned part after part and reach about a third of the memories in sentences written
blind; a CRF tagger trained on the same labels reaches more (bench/bench_blind_rules.py --tagger: each
part the rules met blind, scored with a tagger trained without it). `extract_with_tagger(text)` is the
rules' extraction plus each memory the tagger finds that the rules did not, when the tagger's
confidence in the span (the lowest marginal probability of its tokens' tags) is at least TAGGER_GATE.
The tagger only adds memories: forgetting, ending and replacing stay the rules' (and the user's)
decisions, and its memories are implicit, at TAGGER_CONFIDENCE, so they never end a stronger fact. An end
it is sure of and no rule read is handed on as `proposed`: the turn's report asks the person to confirm it.
A rule that was mostly wrong on the parts it met blind (`models/weak_rules.json`) gives way where the tagger is
sure of another memory in the same words: its draft drops to DOUBTFUL, below the threshold.
It is kept off what is said as someone else's (hearsay, a guess, a third person as subject: `_framing.py`),
which it would otherwise read as the speaker's. Beside its own features the CRF reads what a pretrained encoder's
head says of each token in its sentence (teams.extraction.token_states, teams.extraction.token_head): on the
blind parts 32-34 that raised recall by 0.08-0.17 at the same gate (docs/team-memory.md).
"""

import json
import threading
from dataclasses import replace
from pathlib import Path
from typing import Any

from teams.extraction._framing import THIRD_PERSON, not_the_speakers
from teams.extraction._objects import object_type
from teams.extraction._patterns import DOUBTFUL
from teams.extraction._pipeline import extract_message, hedged
from teams.extraction._sentences import language, mask_code, sentences
from teams.extraction._statements import statement
from teams.extraction._tagger_features import Tokens, features, spans, tokens_of
from teams.extraction.drafts import Draft, Extraction, dimension_of_who
from teams.extraction.encoder_lora import encoder_of
from teams.extraction.token_head import Head, head_features, head_path
from teams.extraction.token_states import token_states

MODELS = Path(__file__).resolve().parent / "models"
# Picked on the blind history (parts 4-9, each scored with the rules of its day and a tagger trained
# without it; bench_blind_rules --tagger): the lowest gate at which rules + tagger stayed within 0.01 of the
# rules' precision in every language (0.8: EN 0.809 -> 0.843, JA 0.755 -> 0.771, ZH 0.851 -> 0.845) while
# recall rose (EN 0.299 -> 0.483, JA 0.304 -> 0.421, ZH 0.450 -> 0.529); at 0.7 ZH lost 0.011.
TAGGER_GATE = 0.8
TAGGER_CONFIDENCE = 0.75  # above the default threshold (0.7), below every rule's own
# Only memories (a correction's among them): ending and forgetting stay the rules' and the user's to say.
TAGGER_KINDS = frozenset({"memory"})
# What the tagger may propose for the person to confirm: on the blind parts 37-39 its sure ends were right 11 times
# in 14 (docs/team-memory.md), too few to apply and too many to drop.
PROPOSED_KINDS = frozenset({"end"})
_WHO = {"account": "self", "org": "we", "session": "other"}
# A third person's manager is said the same way as the speaker's ("My manager is Priya"): not gated.
_SAID_OF_A_THIRD_PERSON_TOO = frozenset({"HAS_MANAGER"})
_heads: dict[tuple[str, Path], Head | None] = {}  # read-only once loaded: shared by every thread
_weak: dict[Path, frozenset[str]] = {}
_local = threading.local()  # a pycrfsuite Tagger keeps the last sequence it tagged: one per thread


def model_path(lang: str, folder: Path = MODELS) -> Path:
    return folder / f"crf-{lang}.crfsuite"


def trained_on(folder: Path = MODELS) -> dict:
    """What the shipped models were trained on (`train_extractor` writes it)."""
    return json.loads((folder / "trained.json").read_text(encoding="utf-8"))


def _tagger(lang: str, folder: Path) -> Any:
    taggers = _local.__dict__.setdefault("taggers", {})
    key = (lang, folder)
    if key not in taggers:
        path = model_path(lang, folder)
        tagger = None
        if path.exists():
            import pycrfsuite  # here, not at import: only the processes that read turns load it (~5 MB)

            tagger = pycrfsuite.Tagger()
            tagger.open(str(path))
        taggers[key] = tagger
    return taggers[key]


def _head(lang: str, folder: Path) -> Head | None:
    key = (lang, folder)
    if key not in _heads:
        path = head_path(lang, folder)
        _heads[key] = Head.load(path) if path.exists() else None
    return _heads[key]


def tagger_features(text: str, toks: Tokens, lang: str, folder: Path = MODELS) -> list[dict[str, Any]]:
    """The features the tagger of `folder` reads for `toks` of `text`: the CRF's own and its encoder head's."""
    head = _head(lang, folder)
    read = head_features(head.names, head.probabilities(token_states(text, toks, encoder_of(folder)))) if head else None
    return features(toks, lang, read=read)


def tagged(text: str, folder: Path = MODELS) -> list[Draft]:
    """Every span the tagger finds in `text` as a draft (memory, end or forget), each with its confidence
    (not yet gated)."""
    masked, _ = mask_code(text)
    lang = language(masked)
    toks = tokens_of(masked, lang)
    tagger = _tagger(lang, folder) if toks else None
    if tagger is None:
        return []
    tags = tagger.tag(tagger_features(masked, toks, lang, folder))
    sure = [tagger.marginal(tag, i) for i, tag in enumerate(tags)]
    found = spans(tags, toks)
    # "Actually X, not Y": the replaced value is tagged REPL; it becomes what the turn's memories correct
    # (a correction ends Y, visibly and undoably, whatever its strength), so only when the tagger is sure of it.
    corrects = next(
        (
            text[s:e]
            for label, s, e, first, last in found
            if label == "REPL" and min(sure[first : last + 1]) >= TAGGER_GATE
        ),
        "",
    )
    drafts = []
    for label, start, end, first, last in found:
        kind, _, rest = label.partition("|")
        dimension, _, relation = rest.partition("|")
        if label == "REPL" or (kind == "memory" and not relation):
            continue
        obj = text[start:end]
        drafts.append(
            Draft(
                kind=kind,
                who=_WHO.get(dimension, "other") if dimension else "self",
                relation=relation,
                subject=None,
                obj=obj,
                object_type=object_type(obj, "") if kind == "memory" else "",
                statement=statement(relation, obj, lang=lang) if kind == "memory" else obj,
                confidence=round(min(sure[first : last + 1]), 3),
                explicit=False,
                pattern=f"{lang}.tagger",
                lang=lang,
                start=start,
                end=end,
                corrects=corrects if kind == "memory" else "",
            )
        )
    return drafts


def speakers_own(drafts: list[Draft], text: str) -> list[Draft]:
    """The tagger's drafts without those said as someone else's (the hearsay gate): nothing in what is heard,
    rumoured or guessed, and none of the speaker's or the team's facts in a clause about a third person (a
    span the tagger gives the third person, `other`, is theirs and stays). The rules read these framings
    already; the tagger, which sees a window of tokens, would read "听说她住在杭州" as the speaker's home."""
    others = not_the_speakers(mask_code(text)[0]) if drafts else []
    return [d for d in drafts if not any(_someone_elses(d, start, end, why) for start, end, why in others)]


def _someone_elses(draft: Draft, start: int, end: int, why: str) -> bool:
    if not start <= draft.start < end:
        return False
    if why != THIRD_PERSON:
        return True
    return draft.kind == "memory" and draft.who in ("self", "we") and draft.relation not in _SAID_OF_A_THIRD_PERSON_TOO


def same_memory(a: Draft, b: Draft) -> bool:
    """Whether two drafts state the same memory: kind, relation, dimension, and one object inside the other.
    An end or a forget reaches every relation to its object, so theirs are not compared (a rule's end says
    USES, the tagger's none)."""
    x, y = " ".join(a.obj.casefold().split()), " ".join(b.obj.casefold().split())
    same_object = bool(x) and bool(y) and (x in y or y in x)
    same_place = dimension_of_who(a.who) == dimension_of_who(b.who)
    same_relation = a.relation == b.relation or a.kind != "memory"
    return same_object and a.kind == b.kind and same_relation and same_place


def with_tagger(
    rules: Extraction,
    text: str,
    threshold: float,
    folder: Path = MODELS,
    kinds: frozenset[str] = TAGGER_KINDS,
    proposes: frozenset[str] = PROPOSED_KINDS,
) -> Extraction:
    """The rules' extraction plus the tagger's sure memories that no kept rule draft already states, and
    its sure ends that no rule states as `proposed` ones (for the person to confirm)."""
    readings = speakers_own(tagged(text, folder), text)
    drafts = [_doubted_if_read_otherwise(d, readings, text, folder) for d in rules.drafts]
    kept = [d for d in drafts if d.explicit or d.kind != "memory" or d.confidence >= threshold]
    # A memory the rules found in a hedged clause ("I think I prefer Svelte") stays below the threshold: the tagger
    # reads the words of the memory, not the doubt said around them.
    doubted = [d for d in drafts if d not in kept and hedged(text[d.start : d.end], d.lang)]
    extra = [
        _proposed(d, text) if d.kind not in kinds else replace(d, confidence=TAGGER_CONFIDENCE)
        for d in readings
        if d.kind in kinds | proposes
        and d.confidence >= TAGGER_GATE
        and not any(same_memory(d, r) for r in [*kept, *doubted])
    ]
    # A rule's draft below the threshold that the tagger is sure of is said once, by the tagger.
    said = [d for d in drafts if d in kept or not any(same_memory(d, x) for x in extra)]
    return Extraction(drafts=[*said, *extra], excluded=rules.excluded, unmatched=rules.unmatched)


def _doubted_if_read_otherwise(draft: Draft, readings: list[Draft], text: str, folder: Path) -> Draft:
    """A weak rule's memory (right in under 0.8 of its drafts on the parts it met blind: `weak_rules.json`)
    is doubted where the tagger is sure of another memory in the same words; where the tagger reads nothing
    there, or not surely, it stands ("Our policy: all PRs need two reviews", a form the blind parts' writers
    no longer write; "I like Python.", which the tagger reads as USES at 0.41)."""
    if draft.explicit or draft.kind != "memory" or draft.pattern not in weak_rules(folder):
        return draft
    other = [r for r in readings if r.kind == "memory" and r.confidence >= TAGGER_GATE and not same_memory(r, draft)]
    if any(same_memory(r, draft) for r in readings) or not any(same_words(r.obj, draft.obj, text) for r in other):
        return draft
    return replace(draft, confidence=min(draft.confidence, DOUBTFUL))


def weak_rules(folder: Path = MODELS) -> frozenset[str]:
    """The rules the tagger's other reading outweighs (bench_blind_rules --write-weak-rules)."""
    if folder not in _weak:
        path = folder / "weak_rules.json"
        found = json.loads(path.read_text(encoding="utf-8"))["patterns"] if path.exists() else {}
        _weak[folder] = frozenset(found)
    return _weak[folder]


def same_words(a: str, b: str, text: str) -> bool:
    """Whether two objects said in `text` overlap there (each at its first place)."""
    start_a, start_b = text.find(a), text.find(b)
    return start_a >= 0 and start_b >= 0 and start_a < start_b + len(b) and start_b < start_a + len(a)


def _proposed(draft: Draft, text: str) -> Draft:
    """A draft for the person to confirm, quoting its whole sentence: they judge what was said, not one name."""
    around = next((s for s in sentences(mask_code(text)[0]) if s.start <= draft.start < s.end), None)
    where = {"start": around.start, "end": around.end} if around else {}
    return replace(draft, confidence=TAGGER_CONFIDENCE, proposed=True, **where)


def extract_with_tagger(text: str, threshold: float = 0.7) -> Extraction:
    """`extract_message(text)` plus the tagger's sure memories (the per-turn job's default extractor)."""
    return with_tagger(extract_message(text), text, threshold)
