"""The tagger's hearsay gate: what is heard, guessed or said of a third person is not the speaker's fact.

The first tests build the tagger's drafts by hand, so they hold whatever the shipped models tag; the last
ones run the shipped models on sentences they were sure of before the gate.
"""

import pytest

from teams.extraction._framing import HEARSAY, THIRD_PERSON, not_the_speakers
from teams.extraction.drafts import Draft
from teams.extraction.tagger import TAGGER_GATE, extract_with_tagger, speakers_own, tagged


def _draft(text: str, obj: str, who: str, relation: str) -> Draft:
    start = text.index(obj)
    return Draft(
        kind="memory",
        who=who,
        relation=relation,
        subject=None,
        obj=obj,
        object_type="",
        statement=obj,
        confidence=0.95,
        explicit=False,
        pattern="xx.tagger",
        lang="",
        start=start,
        end=start + len(obj),
    )


# (sentence, object the tagger could read as the speaker's or the team's, who, relation)
SOMEONE_ELSES = [
    ("听说她住在杭州", "杭州", "self", "LIVES_IN"),
    ("他们公司好像用飞书", "飞书", "we", "USES"),
    ("我同事喜欢用Vim", "Vim", "self", "PREFERS"),
    ("据说他在腾讯上班。", "腾讯", "self", "WORKS_AT"),
    ("I heard she lives in Hangzhou.", "Hangzhou", "self", "LIVES_IN"),
    ("Apparently their company uses Feishu.", "Feishu", "we", "USES"),
    ("My colleague likes to use Vim.", "Vim", "self", "PREFERS"),
    ("Someone said the team uses Jira.", "Jira", "we", "USES"),
    ("Rumour has it the office is moving to Leeds.", "Leeds", "we", "LOCATED_IN"),
    ("彼女は杭州に住んでいるらしいです。", "杭州", "self", "LIVES_IN"),
    ("彼らの会社は飛書を使ってるみたいです。", "飛書", "we", "USES"),
    ("同僚はVimが好きです。", "Vim", "self", "PREFERS"),
    ("京都に住んでるって聞いた。", "京都", "self", "LIVES_IN"),
]


@pytest.mark.parametrize(("text", "obj", "who", "relation"), SOMEONE_ELSES)
def test_no_tagger_memory_for_the_speaker_in_what_is_someone_elses(text, obj, who, relation):
    assert not_the_speakers(text)
    assert speakers_own([_draft(text, obj, who, relation)], text) == []


@pytest.mark.parametrize(
    ("text", "obj", "who", "relation"),
    [
        ("听说她住在杭州。我住在上海。", "上海", "self", "LIVES_IN"),
        ("我同事喜欢用Vim，我喜欢用Emacs。", "Emacs", "self", "PREFERS"),
        ("I heard she lives in Hangzhou. I live in Leeds.", "Leeds", "self", "LIVES_IN"),
        ("My colleague likes Vim, but I prefer Emacs.", "Emacs", "self", "PREFERS"),
        ("彼女は杭州に住んでいるらしいです。私は大阪に住んでいます。", "大阪", "self", "LIVES_IN"),
        ("同僚はVimが好きです。私はEmacsが好きです。", "Emacs", "self", "PREFERS"),
        # The speaker's manager is said of a third person ("My manager …"), and the speaker named as its object.
        ("My manager is Priya Raman.", "Priya Raman", "self", "HAS_MANAGER"),
        ("Everyone at the depot calls me Ife.", "Ife", "self", "HAS_NAME"),
    ],
)
def test_a_plain_statement_beside_it_is_still_the_speakers(text, obj, who, relation):
    draft = _draft(text, obj, who, relation)
    assert speakers_own([draft], text) == [draft]


def test_a_third_persons_own_fact_stays_theirs():
    text = "My colleague Ana prefers Rust."
    draft = _draft(text, "Rust", "other", "PREFERS")
    assert speakers_own([draft], text) == [draft]
    assert [why for *_, why in not_the_speakers(text)] == [THIRD_PERSON]
    assert [why for *_, why in not_the_speakers("听说她住在杭州")] == [HEARSAY]


@pytest.mark.parametrize(
    "text",
    [
        "他们公司好像用飞书",
        "彼女は大阪に住んでいるらしいです。",
        "彼らの会社はSlackを使ってるみたいです。",
        "京都に住んでるって聞いた。",
    ],
)
def test_the_shipped_tagger_no_longer_stores_hearsay(text):
    # Which of these the shipped models are sure of moves with each retraining: the gate holds either way.
    drafts = extract_with_tagger(text).drafts
    assert [d for d in drafts if d.pattern.endswith(".tagger") and d.who in ("self", "we")] == []


def test_the_shipped_tagger_is_sure_of_some_hearsay_the_gate_keeps_out():
    texts = ["他们公司好像用飞书", "彼女は大阪に住んでいるらしいです。", "京都に住んでるって聞いた。"]
    assert any(d.confidence >= TAGGER_GATE for text in texts for d in tagged(text))


@pytest.mark.parametrize(
    ("text", "obj"), [("我们公司用飞书，她们公司好像用钉钉。", "飞书"), ("I live in Hexham with my wife.", "Hexham")]
)
def test_the_shipped_tagger_still_reads_a_plain_statement(text, obj):
    # The gate's side only: how sure the shipped models are of 飞书 moves with each retraining (at or above the
    # gate up to part 18, 0.796 with part 19 in), and the rules find it anyway. "I live in Leeds." was the English
    # sentence until the tagger read the encoder's head: four words give the encoder little to read (its head
    # gives LIVES_IN 0.20 there, 0.68 with "with my wife"), and "Leeds" is a forget's object in the labels.
    assert obj in [d.obj for d in speakers_own(tagged(text), text)]
