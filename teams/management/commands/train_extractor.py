"""Train the extraction tagger from labelled turns into teams/extraction/models/ (see teams.extraction.tagger)."""

import json
import shutil
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from teams.extraction import token_head
from teams.extraction._tagger_features import SEGMENT
from teams.extraction.encoder_lora import RANK, TUNED_LAYERS, lora_path
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
        parser.add_argument(
            "--tune-encoder",
            nargs="?",
            const="per-fold",
            choices=("per-fold", "once"),
            help="first tune the encoder's layers 9-12 on the turns (needs torch: requirements-train.txt); per-fold "
            "(the default) also tunes without each fold, for the CRF's out-of-fold readings; once does not",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        exclude = frozenset(options["exclude_split"])
        turns = training_turns(options["labels"], exclude)
        out: Path = options["out"]
        out.mkdir(parents=True, exist_ok=True)
        shutil.rmtree(out / "folds", ignore_errors=True)  # an interrupted training's per-fold updates
        tuning = None
        if options["tune_encoder"]:
            tuning = self._tune(turns, out, options["tune_encoder"])
        else:  # the heads below must not read through an earlier training's tuned layers
            lora_path(out).unlink(missing_ok=True)
        for lang in LANGS:
            seconds = train(turns, lang, model_path(lang, out))
            self.stdout.write(f"{lang}: {sum(t['lang'] == lang for t in turns)} turns, {seconds:.1f} s")
        shutil.rmtree(out / "folds", ignore_errors=True)  # the per-fold updates served the CRF's training only
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
            "encoder_tuning": tuning,
        }
        (out / "trained.json").write_text(json.dumps(note, indent=2) + "\n", encoding="utf-8")
        self.stdout.write(f"trained on {len(turns)} turns (not {sorted(exclude) or 'none'}) into {out}")

    def _tune(self, turns: list[dict[str, Any]], out: Path, how_often: str) -> dict[str, Any]:
        try:
            from teams.extraction import encoder_tuning
        except ImportError as e:  # torch is a training requirement only
            raise CommandError(f"--tune-encoder needs torch (pip install -r requirements-train.txt): {e}") from e
        how = encoder_tuning.tune_per_fold if how_often == "per-fold" else encoder_tuning.tune
        seconds = how(turns, out)
        self.stdout.write(f"encoder layers {list(TUNED_LAYERS)} tuned, {seconds:.1f} s")
        epochs = {"heads": encoder_tuning.HEAD_EPOCHS, "together": encoder_tuning.TUNE_EPOCHS}
        return {
            "layers": list(TUNED_LAYERS),
            "rank": RANK,
            "scale": encoder_tuning.SCALE,
            "epochs": epochs,
            "out_of_fold": how_often == "per-fold",
        }
