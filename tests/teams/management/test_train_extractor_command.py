"""train_extractor: the models, the note of what they were trained on, and the encoder's tuning when asked."""

import io
import json
import sys
from pathlib import Path

import numpy as np
import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

import teams.extraction
from teams.extraction.encoder_lora import lora_path
from teams.extraction.tagger import tagged, trained_on

LABELS = Path(settings.BASE_DIR) / "tests" / "fixtures" / "extraction_labelled.jsonl"


@pytest.fixture
def few_labels(tmp_path):
    """40 labelled turns a language from four splits (the head's folds are whole splits)."""
    rows = [json.loads(line) for line in LABELS.read_text(encoding="utf-8").splitlines() if line.strip()]
    picked = []
    for lang in ("en", "ja", "zh"):
        for split in ("heldout-10", "heldout-20", "heldout-25", "heldout-30"):
            picked += [r for r in rows if r["lang"] == lang and r.get("split") == split and r["expect"]][:10]
    path = tmp_path / "labels.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in picked), encoding="utf-8")
    return path


def test_it_trains_a_tagger_per_language_and_notes_what_it_read(few_labels, tmp_path):
    out = tmp_path / "models"
    out.mkdir()
    np.savez(lora_path(out), scale=np.float32(1))  # an earlier training's tuning, not asked for this time
    call_command("train_extractor", labels=few_labels, exclude_split=["heldout-30"], out=out, stdout=io.StringIO())
    note = trained_on(out)
    assert note["turns"] == 90 and note["excluded_splits"] == ["heldout-30"]
    assert note["encoder_tuning"] is None
    assert not lora_path(out).exists()  # the heads were fitted on the bundled encoder's states
    for lang in ("en", "ja", "zh"):
        assert (out / f"crf-{lang}.crfsuite").stat().st_size > 0 and (out / f"head-{lang}.npz").exists()
    assert isinstance(tagged("We deploy with Argo every Thursday.", out), list)


def test_tuning_the_encoder_without_torch_is_refused_by_name(few_labels, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "torch", None)  # as on a server installed from requirements.txt alone
    monkeypatch.delitem(sys.modules, "teams.extraction.encoder_tuning", raising=False)
    monkeypatch.delattr(teams.extraction, "encoder_tuning", raising=False)  # an earlier test's import
    with pytest.raises(CommandError, match="requirements-train.txt"):
        call_command("train_extractor", labels=few_labels, out=tmp_path / "models", tune_encoder=True)
    assert not (tmp_path / "models" / "trained.json").exists()
