"""The optional chat-model extractor: its facts inside the same rules, the patterns when it fails."""

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from teams.extraction.backends import ChatExtractor

FACTS = [
    {"sentence": "I mostly write Kotlin", "about": "self", "relation": "uses", "object": "Kotlin",
     "object_type": "Language", "confidence": 0.99},
    {"sentence": "Today we use the old server", "about": "we", "relation": "USES", "object": "old server"},
    {"sentence": "not in the message", "about": "self", "relation": "LIKES", "object": "tea"},
]


class _Model(BaseHTTPRequestHandler):
    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        length = int(self.headers["Content-Length"])
        request = json.loads(self.rfile.read(length))
        assert request["messages"][1]["role"] == "user"
        body = {"choices": [{"message": {"content": json.dumps({"facts": FACTS})}}]}
        encoded = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(encoded)))
        self.end_headers()
        self.wfile.write(encoded)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def model_url():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Model)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/v1"
    server.shutdown()


def test_the_models_facts_are_kept_inside_the_rules(model_url):
    text = "I mostly write Kotlin. Today we use the old server. Remember that I prefer tabs."
    extraction = ChatExtractor(url=model_url, model="test")(text)
    found = [(d.relation, d.obj, d.confidence, d.pattern) for d in extraction.drafts]
    # The explicit command comes from the rules; the model's fact is capped at 0.93 and cites its sentence;
    # a time-bound fact is excluded and a fact that quotes nothing of the message is dropped.
    assert found == [("PREFERS", "tabs", 0.99, "en.prefers"), ("USES", "Kotlin", 0.93, "chat")]
    assert "time_bound" in [e.reason for e in extraction.excluded]
    kotlin = extraction.drafts[1]
    assert text[kotlin.start : kotlin.end] == "I mostly write Kotlin"


def test_when_the_endpoint_fails_the_patterns_answer_alone():
    extraction = ChatExtractor(url="http://127.0.0.1:9/v1", model="test", timeout=2)("I prefer tabs.")
    assert [(d.obj, d.pattern) for d in extraction.drafts] == [("tabs", "en.prefers")]
    assert extraction.excluded[-1].reason.startswith("chat_unavailable")
