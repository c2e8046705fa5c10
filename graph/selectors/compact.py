"""The compact form of a reply item (`compact: true`), for recall and context alike.

One line of text per item with its citation's essentials, no diagnostics: what an
agent pastes into its prompt.
"""

from typing import Any


def compact_item(item: dict[str, Any]) -> dict[str, Any]:
    """A fact, passage or entity item of a full reply, compacted."""
    if item.get("kind", "fact") == "entity":
        return {
            "kind": "entity",
            "text": item["name"] + (f" ({item['type']})" if item["type"] else ""),
            "name": item["name"],
            "attributes": [f"{k}: {v}" for k, v in item["attributes"].items()],
            "seed": item["seed"]["name"],
        }
    is_fact = "relation" in item
    compact: dict[str, Any] = {
        "kind": "fact" if is_fact else "passage",
        "text": f"{item['subject']} {item['relation']} {item['object']}" if is_fact else item["text"],
        "doc_id": item["citation"]["source"]["doc_id"],
        "source": item["citation"]["source"]["name"],
        "date": item["source_date"],
        "seed": _first_seed(item),
    }
    if "score" in item:
        compact["score"] = item["score"]
    if is_fact:
        compact.update(subject=item["subject"], relation=item["relation"], object=item["object"])
        if item.get("derived"):
            compact["derived"] = True
    else:
        compact["key"] = item["key"]
    return compact


def _first_seed(item: dict[str, Any]) -> str | None:
    if isinstance(item.get("seed"), dict):
        return item["seed"]["name"]
    return (item.get("seeds") or [None])[0]
