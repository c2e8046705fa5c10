"""Train the extraction tagger from labelled turns into teams/extraction/models/ (see teams.extraction.tagger)."""

import json
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from teams.extraction import token_head
from teams.extraction._tagger_features import SEGMENT
from teams.extraction.tagger import MODELS, model_path
from teams.extraction.tagger_training import LANGS, PARAMS, digest, train, training_turns
from teams.extraction.token_states import ENCODER
from teams.extraction.word_clusters import table_digest


class Command(BaseCommand):
    help = "Train the per-turn extraction tagger (one CRF and one encoder head per language) from labelled turns."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--labels",
            type=Path,
            default=Path(settings.BASE_DIR) / "tests" / "fixtures" / "extraction_labelled.jsonl",
            help="JSON lines of labelled turns (lang, text, expect, split)",
        )
        parser.add_argument(
            "--exclude-split",
            action="append",
            default=[],
            help="a split never trained on (the held-out part); may be repeated",
        )
        parser.add_argument("--out", type=Path, default=MODELS, help="where the models go")

    def handle(self, *args: Any, **options: Any) -> None:
        exclude = frozenset(options["exclude_split"])
        turns = training_turns(options["labels"], exclude)
        out: Path = options["out"]
        out.mkdir(parents=True, exist_ok=True)
        for lang in LANGS:
            seconds = train(turns, lang, model_path(lang, out))
            self.stdout.write(f"{lang}: {sum(t['lang'] == lang for t in turns)} turns, {seconds:.1f} s")
        note = {
            "turns": len(turns),
            "excluded_splits": sorted(exclude),
            "digest": digest(turns),
            "params": PARAMS,
            "clusters": table_digest(),  # the features read the cluster table: a new table needs new models
            # Japanese and Chinese characters read with their words (MEMORYMESH_TAGGER_SEGMENT): tagging must agree.
            "segmentation": SEGMENT,
            # The CRFs read the encoder's head (head-<lang>.npz beside them): a new encoder needs new models.
            "encoder": ENCODER,
            "head": {"folds": token_head.FOLDS, "epochs": token_head.EPOCHS, "hidden": token_head.HIDDEN},
        }
        (out / "trained.json").write_text(json.dumps(note, indent=2) + "\n", encoding="utf-8")
        self.stdout.write(f"trained on {len(turns)} turns (not {sorted(exclude) or 'none'}) into {out}")
