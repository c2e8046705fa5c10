"""A question naming a speaker must not rank that speaker's small talk first by meaning either:
the seeds' names are left out of the text that is embedded for meaning search."""

from graph.services.embedding import embed_passages
from tests.graph.memory_calls import call

FILLER = ["A bit of both.", "Mostly resting, I think.", "Honestly no idea.", "It's been a really good week, honestly.",
          "What was it?", "That's great to hear.", "Exactly that.", "I need a vacation so badly."]
ANSWER = "Tariq: If you miss it, try lentil shepherd's pie, Gabriel. It got me through the hard weeks."


def test_meaning_search_finds_the_other_speakers_turn_not_the_named_speakers_small_talk(api):
    turns = [f"Gabriel: {text}" for text in FILLER] + [ANSWER]
    passages = [{"text": t, "key": f"t{i}", "mentions": [t.split(":")[0]]} for i, t in enumerate(turns)]
    call(api, "remember", scope="bias", passages=passages, facts={"entities": [{"name": "Gabriel"}, {"name": "Tariq"}]})
    embed_passages()
    reply = call(api, "context", scope="bias", query="Which comfort food did Gabriel get recommended?", k=3)
    meaning = [item for item in reply["items"] if "meaning" in item["citation"]["found_by"]]
    assert meaning, reply["seeding"]
    assert reply["items"][0]["key"] == f"t{len(FILLER)}"
    assert reply["seeding"]["meaning_waiting"] == 0
