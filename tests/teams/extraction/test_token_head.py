"""The head reads tags from token states; a turn's reading in training comes from a head that never saw its split."""

import numpy as np

from teams.extraction.token_head import Head, fit, head_features, out_of_fold


def _turns(rng, n, tag_of_marked):
    states, tags = [], []
    for _ in range(n):
        x = rng.normal(size=(4, 8)).astype(np.float32)
        x[1, 0] += 6.0  # the second token of every turn is marked
        states.append(x)
        tags.append(["O", tag_of_marked, "O", "O"])
    return states, tags


def test_the_head_learns_which_tokens_carry_the_tag():
    rng = np.random.default_rng(0)
    states, tags = _turns(rng, 600, "B-memory|org|USES")
    head = fit(states, tags, ["B-memory|org|USES", "O"])
    p = head.probabilities(_turns(rng, 1, "?")[0][0])
    assert p.argmax(axis=1).tolist() == [1, 0, 1, 1]
    assert p[1, 0] > 0.5


def test_a_turn_is_read_by_a_head_fitted_without_its_split():
    # Each split says the opposite of the others; a head that had seen the turn's own split would agree with it.
    rng = np.random.default_rng(1)
    names = ["B-a", "B-b", "O"]
    states, tags, groups = [], [], []
    for g in range(5):
        s, t = _turns(rng, 150, "B-a" if g == 0 else "B-b")
        states += s
        tags += t
        groups += [f"split-{g}"] * 150
    read = out_of_fold(states, tags, groups, names)
    assert not any(p[1].argmax() == names.index("B-a") for p in read[:150])


def test_a_saved_head_reads_the_same(tmp_path):
    rng = np.random.default_rng(2)
    states, tags = _turns(rng, 20, "B-x")
    head = fit(states, tags, ["B-x", "O"])
    head.save(tmp_path / "head.npz")
    again = Head.load(tmp_path / "head.npz")
    assert again.names == ["B-x", "O"]
    assert np.allclose(again.probabilities(states[0]), head.probabilities(states[0]), atol=1e-3)


def test_the_crf_reads_the_likeliest_tag_its_sureness_and_the_neighbours():
    p = np.array([[0.9, 0.1], [0.3, 0.7]])
    feats = head_features(["B-x", "O"], p)
    assert feats[0]["lh"] == "B-x" and feats[0]["lh|b"] == "B-x|c" and feats[0]["1:lh"] == "O"
    assert feats[1]["-1:lh"] == "B-x" and feats[1]["lhv:O"] == 0.7
