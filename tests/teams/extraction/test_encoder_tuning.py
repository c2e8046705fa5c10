"""Tuning layers 9-12 in torch (training only): the rebuilt layers are the numpy ones, and what is learnt is what the
tagger then reads. Runs where torch is installed (pip install -r requirements-train.txt)."""

import io
import json
from pathlib import Path

import numpy as np
import pytest
from django.conf import settings
from django.core.management import call_command

torch = pytest.importorskip("torch")

from teams.extraction import encoder_tuning  # noqa: E402  (needs torch)
from teams.extraction.encoder_lora import MATRICES, TUNED_LAYERS, encoder_of, fold_folder, lora_path  # noqa: E402
from teams.extraction.tagger import trained_on  # noqa: E402
from teams.extraction.token_head import FOLDS  # noqa: E402
from teams.extraction.token_states import encoder  # noqa: E402

LABELS = Path(settings.BASE_DIR) / "tests" / "fixtures" / "extraction_labelled.jsonl"
TEXTS = ["I do the books for Camel Valley Ferries.", "私は毎朝コーヒーを飲みます。", "我们用飞书开会，周五部署。"]


def _labelled(count_per_split: int = 12) -> list[dict]:
    rows = [json.loads(line) for line in LABELS.read_text(encoding="utf-8").splitlines() if line.strip()]
    picked = []
    for lang in ("en", "ja", "zh"):
        for split in ("heldout-10", "heldout-20", "heldout-25", "heldout-30"):
            picked += [r for r in rows if r["lang"] == lang and r.get("split") == split and r["expect"]][
                :count_per_split
            ]
    return picked


def _below_and_top(text: str, top) -> tuple[np.ndarray, np.ndarray]:
    ids, _ = encoder().sequence(text)
    below = encoder().forward_many([ids], (TUNED_LAYERS[0] - 1,))[0]
    with torch.no_grad():
        return ids, top([torch.from_numpy(below)])[0].numpy()


def test_the_rebuilt_layers_give_the_numpy_layers_states_before_tuning():
    top = encoder_tuning.Top(encoder())
    for text in TEXTS:
        ids, mine = _below_and_top(text, top)
        assert np.abs(mine - encoder().forward(ids)).max() < 1e-4


def test_padding_a_sequence_beside_a_longer_one_does_not_change_its_states():
    top = encoder_tuning.Top(encoder())
    below = [torch.from_numpy(encoder().forward_many([encoder().sequence(t)[0]], (8,))[0]) for t in TEXTS]
    with torch.no_grad():
        together = top(below)
        alone = [top([b])[0] for b in below]
    for a, b in zip(together, alone, strict=True):
        assert torch.allclose(a, b, atol=1e-5)


def test_what_is_learnt_is_what_the_merged_encoder_reads(tmp_path):
    seconds = encoder_tuning.tune(_labelled(4), tmp_path, epochs=(1, 1))
    assert seconds > 0 and lora_path(tmp_path).exists()
    stored = np.load(lora_path(tmp_path))
    assert any(np.abs(stored[f"l{n}.{m}.b"]).max() > 0 for n in TUNED_LAYERS for m in MATRICES)  # it moved
    top = encoder_tuning.Top(encoder())
    with torch.no_grad():
        for n, block in zip(TUNED_LAYERS, top.blocks, strict=True):
            for m in MATRICES:
                block.low[m].a.copy_(torch.from_numpy(stored[f"l{n}.{m}.a"].astype(np.float32)))
                block.low[m].b.copy_(torch.from_numpy(stored[f"l{n}.{m}.b"].astype(np.float32)))
    for text in TEXTS:
        ids, mine = _below_and_top(text, top)
        assert np.abs(mine - encoder_of(tmp_path).forward(ids)).max() < 1e-4
        assert np.abs(mine - encoder().forward(ids)).max() > 1e-4


def test_tuning_lowers_the_heads_loss_on_the_turns_it_learns_from():
    data, names = encoder_tuning.examples(_labelled(6), encoder())
    torch.manual_seed(encoder_tuning.SEED)
    top = encoder_tuning.Top(encoder())
    fixed = encoder_tuning._fixed(data, top)
    heads = encoder_tuning._heads(data, names, fixed)
    with torch.no_grad():
        before = float(encoder_tuning._loss(data, fixed, heads.eval()))
    optimiser = torch.optim.Adam([*top.parameters(), *heads.parameters()], lr=1e-3)
    heads.train()
    for _ in range(8):
        optimiser.zero_grad()
        encoder_tuning._loss(data, encoder_tuning._states(data, top), heads).backward()
        optimiser.step()
    with torch.no_grad():
        after = float(encoder_tuning._loss(data, encoder_tuning._states(data, top), heads.eval()))
    assert after < before * 0.8


def test_tuning_per_fold_leaves_each_fold_out_of_its_own_updates(tmp_path):
    turns = _labelled(3)
    encoder_tuning.tune_per_fold(turns, tmp_path)
    full = np.load(lora_path(tmp_path))
    splits = sorted({t["split"] for t in turns})
    for fold in range(FOLDS):
        assert json.loads((fold_folder(tmp_path, fold) / "splits.json").read_text()) == splits
        mine = np.load(lora_path(fold_folder(tmp_path, fold)))
        if fold < len(splits):  # a fold with a split in it was tuned without that split's turns
            assert not np.allclose(mine["l12.fo.b"], full["l12.fo.b"])


@pytest.mark.parametrize("how", ["per-fold", "once"])
def test_train_extractor_tunes_first_and_notes_it(tmp_path, how):
    labels = tmp_path / "labels.jsonl"
    labels.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in _labelled(3)), encoding="utf-8")
    out = tmp_path / "models"
    call_command("train_extractor", labels=labels, out=out, tune_encoder=how, stdout=io.StringIO())
    assert lora_path(out).exists()
    note = trained_on(out)["encoder_tuning"]
    assert note["layers"] == list(TUNED_LAYERS) and note["out_of_fold"] == (how == "per-fold")
    assert not (out / "folds").exists()  # the per-fold updates are not shipped
