"""What the sequence tagger sees of a message: its tokens and each token's features.

English is read as words, Japanese and Chinese as characters. A token's features are its lowercased
form, shape and suffix (English) or script (Japanese, Chinese), its neighbours within three tokens,
character bi- and trigrams, its position, the cue words in the six tokens before it (I/we/our/usually …,
我/们/弊社/毎朝 …), and in English the embedding clusters of the word and its neighbours within two
(teams.extraction.word_clusters), and a Japanese character its place in the word it is in and the parts of
speech around (teams.extraction._segmentation; MEMORYMESH_TAGGER_SEGMENT, docs/team-memory.md).
Training (`teams.extraction.tagger_training`) and tagging read the same features.
"""

import os
import re
from typing import Any

from teams.extraction.word_clusters import cluster_of

# Word-segmentation features (teams.extraction._segmentation), per MEMORYMESH_TAGGER_SEGMENT: "0" (none, the
# default: on blind part 20 "ja" cost Japanese precision 0.047 for one memory, and its dictionary 249 MB installed),
# "ja" (Japanese characters with their place in the word and the parts of speech), "lite" (the same for Japanese
# and Chinese), "1" (both languages, also the word itself and its length). The analysers are not requirements.
# Training and tagging must agree: trained.json notes the setting the models were trained with.
SEGMENT = os.environ.get("MEMORYMESH_TAGGER_SEGMENT", "0").strip() or "0"
SEGMENT_LANGS = frozenset({"ja": {"ja"}, "lite": {"ja", "zh"}, "1": {"ja", "zh"}}.get(SEGMENT, set()))
SEGMENT_LITE = SEGMENT != "1"

Tokens = list[tuple[str, int, int]]  # (token, start, end) in code points of the message

_EN_TOKEN = re.compile(r"[\w'’.+#-]*\w[+#]*|[^\w\s]", re.UNICODE)
_EN_CUES = frozenset(
    """i i'm my me we we're our us team usually always every never prefer like love hate use using work
    works at as called name forget remember no not longer anymore stopped actually policy must
    this conversation chat session don't can't ?""".split()
)
_CJK_CUES = frozenset(
    "我私僕俺们弊社团队我们公司チーム毎朝每天通常いつも好喜欢嫌讨厌使用用在住勤職名忘記记不止やめ实际訂正更正这次今回"
)


def tokens_of(text: str, lang: str) -> Tokens:
    """Words (with offsets) for English; one token per non-space character for Japanese and Chinese."""
    if lang == "en":
        return [(m.group(), m.start(), m.end()) for m in _EN_TOKEN.finditer(text)]
    return [(ch, i, i + 1) for i, ch in enumerate(text) if not ch.isspace()]


def _shape(token: str) -> str:
    shape = re.sub(r"[A-Z]", "A", re.sub(r"[a-z]", "a", re.sub(r"\d", "0", token)))
    return re.sub(r"(.)\1+", r"\1\1", shape)


def _script(token: str) -> str:
    kind = "kana" if re.match(r"[\u3040-\u30ff]", token) else "han" if re.match(r"[\u4e00-\u9fff]", token) else "x"
    return kind if not token.isascii() else ("A" if token[:1].isupper() else "a")


def _token_features(token: str, lang: str, prefix: str) -> dict[str, Any]:
    low = token.casefold()
    feats: dict[str, Any] = {f"{prefix}w": low}
    if lang == "en":
        feats.update({f"{prefix}shape": _shape(token), f"{prefix}suf3": low[-3:], f"{prefix}title": token.istitle()})
    else:
        feats[f"{prefix}script"] = _script(token)
    return feats


def segment_features(toks: Tokens, lang: str, lite: bool | None = None) -> list[dict[str, Any]]:
    """Per character: its place in its word (B/I/E/S), the word's coarse part of speech and the parts of speech
    of the words before and after (`-` where no word covers it); unless `lite` (SEGMENT_LITE by default), also
    the word itself when short and its length."""
    from teams.extraction._segmentation import words

    lite = SEGMENT_LITE if lite is None else lite
    if not toks:
        return []
    chars = [" "] * toks[-1][2]
    for token, start, _ in toks:
        chars[start] = token
    found = words("".join(chars), lang)
    where: dict[int, int] = {}
    for n, (start, end, _, _) in enumerate(found):
        for offset in range(start, end):
            where[offset] = n
    out = []
    for _, start, _ in toks:
        n = where.get(start)
        if n is None:
            out.append({"sg:bies": "-"})
            continue
        w_start, w_end, word, pos = found[n]
        size = w_end - w_start
        place = "S" if size == 1 else "B" if start == w_start else "E" if start == w_end - 1 else "I"
        feats: dict[str, Any] = {
            "sg:bies": place,
            "sg:pos": pos,
            "sg:bies|pos": f"{place}|{pos}",
            "sg:-1pos": found[n - 1][3] if n > 0 else "<s>",
            "sg:+1pos": found[n + 1][3] if n + 1 < len(found) else "</s>",
        }
        if not lite:
            feats["sg:len"] = str(min(size, 4))
            if size <= 4:
                feats["sg:word"] = word
        out.append(feats)
    return out


def features(
    toks: Tokens, lang: str, segment: bool | None = None, read: list[dict[str, Any]] | None = None
) -> list[dict[str, Any]]:
    """One feature dict per token: itself, neighbours within three, bigrams, position, cues nearby (and, with
    `segment` — by default whether `lang` is in SEGMENT_LANGS — the word each Japanese or Chinese character is in;
    with `read`, what the encoder's head read of each token: teams.extraction.token_head)."""
    segment = lang in SEGMENT_LANGS if segment is None else segment
    seg = segment_features(toks, lang) if segment and lang in ("ja", "zh") else None
    words = [t[0] for t in toks]
    low = [w.casefold() for w in words]
    cues = _EN_CUES if lang == "en" else _CJK_CUES
    out = []
    for i, word in enumerate(words):
        feats: dict[str, Any] = {"bias": 1.0, "pos": min(i, 6), "last": i == len(words) - 1}
        feats.update(_token_features(word, lang, ""))
        for off in (-3, -2, -1, 1, 2, 3):
            j = i + off
            feats[f"{off}:w"] = low[j] if 0 <= j < len(words) else "<pad>"
            if abs(off) == 1 and 0 <= j < len(words):
                feats.update(_token_features(words[j], lang, f"{off}:"))
        feats["bi-"] = "".join(low[max(0, i - 1) : i + 1])
        feats["bi+"] = "".join(low[i : i + 2])
        if lang != "en":
            feats["tri"] = "".join(low[max(0, i - 1) : i + 2])
        else:
            # Unseen words said in a learnt frame: the clusters of the word and its neighbours stand for
            # words the labels never had ("my parrot" read like "my cat"). "-" for a word outside the table.
            # English only: on the blind history the clusters of Japanese and Chinese characters (with a
            # wider character window) cost both languages precision (docs/team-memory.md).
            for off in (-2, -1, 0, 1, 2):
                j = i + off
                coarse, fine = (cluster_of(words[j]) if 0 <= j < len(words) else None) or ("-", "-")
                feats[f"{off}:cc"] = coarse
                if abs(off) <= 1:
                    feats[f"{off}:cf"] = fine
        for j in range(max(0, i - 6), i):
            if low[j] in cues:
                feats[f"cue:{low[j]}"] = 1.0
        if seg is not None:
            feats.update(seg[i])
        if read is not None:
            feats.update(read[i])
        out.append(feats)
    return out


def spans(tags: list[str], toks: Tokens) -> list[tuple[str, int, int, int, int]]:
    """The tagged spans: (label, start, end, first token, last token)."""
    found = []
    kind, start, end, first, last = "", 0, 0, 0, 0
    for i, (tag, (_, s, e)) in enumerate(zip([*tags, "O"], [*toks, ("", 0, 0)], strict=True)):
        if kind and (tag == "O" or tag.startswith("B-") or tag[2:] != kind):
            found.append((kind, start, end, first, last))
            kind = ""
        if tag.startswith("B-") or (tag.startswith("I-") and not kind):
            kind, start, first = tag[2:], s, i
        if kind:
            end, last = e, i
    return found
