"""An explicit "forget …" said in a conversation, carried out with memory_forget itself."""

from typing import Any

from django.db.models import F, Q, Value
from django.db.models.functions import Length, StrIndex

from graph.access import CallContext, scope_label
from graph.contracts.inputs import FactRef, ForgetIn
from graph.models import Fact, Scope
from graph.services.forget import forget
from graph.text.names import normalise
from teams.extraction import forget_words, language

MIN_WORDS_CHARS = 2  # "Go" names a memory; a single letter names too many


def forget_mentioned(ctx: CallContext, scope: Scope, text: str, *, relation: str = "") -> list[dict[str, Any]]:
    """Forget every current memory of `scope` that `text` names by its words: its object is named in
    the text ("forget my preference for Python" → … PREFERS Python) or holds the words the text
    is about ("forget my preference for dark mode" → … PREFERS "dark mode in every tool"), each
    with memory_forget's `fact` form: hidden from every read at once, history included, one audit
    event each. `relation` narrows it (PREFERS).
    """
    words = normalise(forget_words(text, language(text)))
    named = Q(named_at__gt=0, length__gte=MIN_WORDS_CHARS)
    if len(words) >= MIN_WORDS_CHARS:
        named |= Q(object__name_norm__contains=words)
    rows = (
        Fact.objects.filter(scope=scope, ended_at__isnull=True, forgotten_at__isnull=True)
        .filter(subject__forgotten_at__isnull=True, object__forgotten_at__isnull=True)
        .annotate(named_at=StrIndex(Value(normalise(text)), F("object__name_norm")), length=Length("object__name"))
        .filter(named)
    )
    if relation:
        rows = rows.filter(type_norm=normalise(relation))
    triples = sorted(set(rows.values_list("subject__name", "object__name", "type")))
    forgotten = []
    for subject, obj, relation_type in triples:
        params = ForgetIn(
            scope=scope_label(scope),
            user_id=scope.end_user or None,
            fact=FactRef(**{"from": subject, "to": obj, "type": relation_type}),
        )
        reply = forget(ctx=ctx, params=params)
        forgotten.append(
            {
                "scope": reply["scope"],
                "fact": reply.get("forgotten"),
                "facts": reply.get("facts_forgotten"),
                "erased": reply.get("erased"),
            }
        )
    return forgotten
