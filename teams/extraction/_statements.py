"""One line per memory, in the language it was said in, for profiles and lists (and back).

Account and org memories leave out their subject (the profile heading names it:
"- Prefers TypeScript" under "User profile"); a session memory names what it is about.
`read_statement` reads such a line back into its relation ("Prefers light mode" →
PREFERS light mode), so a person editing a memory's line keeps its relation.
"""

import re

_TEMPLATES = {
    "en": {
        "HAS_NAME": "Name is {o}",
        "HAS_ROLE": "Works as {o}",
        "WORKS_AT": "Works at {o}",
        "LIVES_IN": "Lives in {o}",
        "LOCATED_IN": "Located in {o}",
        "PREFERS": "Prefers {o}",
        "USES": "Uses {o}",
        "DISLIKES": "Dislikes {o}",
        "AVOIDS": "Avoids {o}",
        "SPEAKS": "Speaks {o}",
        "IS_A": "Is {o}",
        "IS_CALLED": "The {s} is called {o}",
        "HAS_PROJECT": "Project is called {o}",
        "HAS_PRODUCT": "Product is called {o}",
        "HAS_COMPANY": "Company is called {o}",
        "HAS_TEAM": "Team is called {o}",
        "HAS_HABIT": "Habit: {o}",
        "HAS_POLICY": "Policy: {o}",
        "HAS_WORKING_HOURS": "Working hours: {o}",
        "NOTE": "{o}",
    },
    "ja": {
        "HAS_NAME": "名前は{o}",
        "HAS_ROLE": "{o}",
        "WORKS_AT": "{o}で働いている",
        "LIVES_IN": "{o}に住んでいる",
        "LOCATED_IN": "所在地は{o}",
        "PREFERS": "{o}を好む",
        "USES": "{o}を使用",
        "DISLIKES": "{o}が苦手",
        "AVOIDS": "{o}を避ける",
        "SPEAKS": "{o}を話す",
        "IS_A": "{o}",
        "IS_CALLED": "{s}の名前は{o}",
        "HAS_PROJECT": "プロジェクト名は{o}",
        "HAS_PRODUCT": "製品名は{o}",
        "HAS_COMPANY": "会社名は{o}",
        "HAS_TEAM": "チーム名は{o}",
        "HAS_HABIT": "習慣: {o}",
        "HAS_POLICY": "方針: {o}",
        "HAS_WORKING_HOURS": "勤務時間: {o}",
        # Team routines have English relation names in every language (_patterns._SLOTS).
        "HAS_ON_CALL_ROTATION": "オンコール: {o}",
        "HAS_SPRINT_LENGTH": "スプリント: {o}",
        "HAS_RELEASE_CADENCE": "リリース: {o}",
        "HAS_RELEASE_DAY": "リリース日: {o}",
        "HAS_DEPLOY_DAY": "デプロイ日: {o}",
        "NOTE": "{o}",
    },
    "zh": {
        "HAS_NAME": "名字是{o}",
        "HAS_ROLE": "是{o}",
        "WORKS_AT": "在{o}工作",
        "LIVES_IN": "住在{o}",
        "LOCATED_IN": "位于{o}",
        "PREFERS": "偏好{o}",
        "USES": "使用{o}",
        "DISLIKES": "不喜欢{o}",
        "AVOIDS": "避免使用{o}",
        "SPEAKS": "会说{o}",
        "IS_A": "是{o}",
        "IS_CALLED": "{s}叫{o}",
        "HAS_PROJECT": "项目叫{o}",
        "HAS_PRODUCT": "产品叫{o}",
        "HAS_COMPANY": "公司叫{o}",
        "HAS_TEAM": "团队叫{o}",
        "HAS_HABIT": "习惯：{o}",
        "HAS_POLICY": "规定：{o}",
        "HAS_WORKING_HOURS": "工作时间：{o}",
        "HAS_ON_CALL_ROTATION": "值班：{o}",
        "HAS_SPRINT_LENGTH": "迭代周期：{o}",
        "HAS_RELEASE_CADENCE": "发布周期：{o}",
        "HAS_RELEASE_DAY": "发布日：{o}",
        "HAS_DEPLOY_DAY": "部署日：{o}",
        "NOTE": "{o}",
    },
}
# HAS_<SLOT> relations ("my email is …", "our project is called …") read "<slot>: <object>".
_SLOT_JOIN = {"en": "{k}: {o}", "ja": "{k}: {o}", "zh": "{k}：{o}"}


# What an end says ("We no longer use Jenkins"), where it is shown before it is done: a member's end waits for the
# organisation's admins as a suggestion. Kept apart from _TEMPLATES: no memory is stored with this line.
_NO_LONGER = {"en": "No longer uses {o}", "ja": "{o}はもう使っていない", "zh": "不再使用{o}"}


def no_longer_statement(obj: str, *, lang: str) -> str:
    """An end as one short line: "No longer uses Jenkins", "Jenkinsはもう使っていない", "不再使用Jenkins"."""
    return _NO_LONGER.get(lang, _NO_LONGER["en"]).format(o=obj)


def statement(relation: str, obj: str, *, lang: str, subject: str | None = None) -> str:
    """The memory as one short line: "Prefers TypeScript", "TypeScriptを好む", "偏好TypeScript"."""
    templates = _TEMPLATES.get(lang, _TEMPLATES["en"])
    template = templates.get(relation)
    if template is None and relation.startswith("HAS_"):
        key = relation.removeprefix("HAS_").replace("_", " ").capitalize()
        return _SLOT_JOIN[lang].format(k=key, o=obj)
    if template is None:
        return f"{relation.replace('_', ' ').capitalize()} {obj}"
    text = template.format(o=obj, s=subject or "")
    return text[:1].upper() + text[1:] if lang == "en" else text


def _line_pattern(template: str) -> re.Pattern | None:
    """A line of this template back to its object: "Prefers {o}" → ^Prefers (?P<o>.+)$."""
    if "{s}" in template or template.strip() == "{o}":
        return None
    before, _o, after = template.partition("{o}")
    return re.compile(rf"^{re.escape(before)}\s*(?P<o>.+?)\s*{re.escape(after)}[.。!！]*$", re.IGNORECASE)


_LINES = {
    lang: [(relation, pattern) for relation, t in templates.items() if (pattern := _line_pattern(t)) is not None]
    for lang, templates in _TEMPLATES.items()
}


def read_statement(text: str, lang: str) -> tuple[str, str] | None:
    """(relation, object) of a memory written the way memories are shown, or None."""
    for relation, pattern in _LINES.get(lang, []):
        match = pattern.match(text.strip())
        if match and match.group("o").strip():
            return relation, match.group("o").strip()
    return None
