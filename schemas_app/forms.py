"""SchemaManager forms: a visual editor for one schema, raw JSON beside it, and the import uploads.

The editor turns its fields and property rows into a MemoryMesh definition (or takes
the raw JSON as it is) and maps every validation problem back next to the field or
row it concerns.
"""

import json
from typing import Any

from django import forms
from django.contrib.auth import get_user_model
from django.forms import formset_factory

from graph.contracts.cardinality import relation_key
from schemas_app.definition import PROPERTY_NAME_PATTERN, TYPE_NAME_PATTERN


class SchemaEditorForm(forms.Form):
    type_name = forms.RegexField(
        regex=TYPE_NAME_PATTERN,
        max_length=63,
        help_text="The node type, e.g. npc. Its tools are add_<type>, update_<type> and delete_<type>.",
        error_messages={"invalid": "Lower-case letters, digits and _ only, starting with a letter."},
    )
    description = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3}), help_text="Shown to the model as the add_<type> tool's description."
    )
    additional_properties = forms.BooleanField(
        required=False, label="Allow extra fields", help_text="additionalProperties: extra fields become metadata."
    )
    enabled = forms.BooleanField(required=False, initial=True, help_text="Disabled schemas yield no tools.")
    use_raw_json = forms.BooleanField(
        required=False, label="Save from raw JSON", help_text="Ignore the fields above and save the JSON below."
    )
    raw_json = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 18, "class": "mm-json", "spellcheck": "false"})
    )

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        if cleaned.get("use_raw_json"):
            try:
                cleaned["raw_definition"] = json.loads(cleaned.get("raw_json") or "")
            except json.JSONDecodeError as exc:
                self.add_error("raw_json", f"Not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}.")
        return cleaned


class PropertyForm(forms.Form):
    name = forms.RegexField(
        regex=PROPERTY_NAME_PATTERN,
        max_length=64,
        required=False,
        error_messages={"invalid": "Start with a letter; letters, digits and _ only."},
    )
    type = forms.ChoiceField(choices=[("string", "string"), ("array", "array of strings")], initial="string")
    # Descriptions are sentences the model reads: multi-line boxes, not one-line inputs.
    description = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 2}))
    required = forms.BooleanField(required=False)
    enum = forms.CharField(
        required=False,
        label="Allowed values",
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text="One per line; empty = any value.",
    )
    edge_type = forms.CharField(required=False, label="Edge type")
    edge_description = forms.CharField(
        required=False, label="Edge description", widget=forms.Textarea(attrs={"rows": 2})
    )
    cardinality = forms.ChoiceField(
        required=False,
        label="Targets at once",
        choices=[
            ("", "not declared"),
            ("single", "one (a new one ends the old)"),
            ("per_object_type", "one per type of target"),
            ("multi", "many (nothing ends)"),
        ],
    )

    def enum_values(self) -> list[str]:
        return [line.strip() for line in self.cleaned_data.get("enum", "").splitlines() if line.strip()]


class BasePropertyFormSet(forms.BaseFormSet):
    def add_fields(self, form: forms.Form, index: int | None) -> None:
        """Each box of a row is named for screen readers: the column header is its only visible label."""
        super().add_fields(form, index)
        row = "the new property" if index is None else f"property {index + 1}"
        for name, field in form.fields.items():
            label = field.label or name.replace("_", " ").capitalize()
            field.widget.attrs["aria-label"] = f"{label} of {row}"

    def clean(self) -> None:
        seen: set[str] = set()
        for form in self.forms:
            name = form.cleaned_data.get("name") if hasattr(form, "cleaned_data") else None
            if not name or self._should_delete_form(form):
                continue
            if name in seen:
                form.add_error("name", f"{name!r} is already a property of this schema.")
            seen.add(name)


# No blank rows: "Add a property" adds one when it is wanted.
PropertyFormSet = formset_factory(PropertyForm, formset=BasePropertyFormSet, extra=0, can_delete=True)


def editor_initial(
    definition: dict[str, Any], *, enabled: bool, cardinality: dict[str, str] | None = None
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The editor's initial values for a stored definition (and the cardinality its schema
    declares, by edge type): the form's, then one per property row."""
    cardinality = cardinality or {}
    form = {
        "type_name": definition.get("name", "").removeprefix("add_"),
        "description": definition.get("description", ""),
        "additional_properties": bool(definition.get("additionalProperties", False)),
        "enabled": enabled,
        "raw_json": json.dumps(definition, indent=2, ensure_ascii=False),
    }
    rows = []
    for name, spec in definition.get("properties", {}).items():
        relationship = spec.get("relationship") or {}
        rows.append(
            {
                "name": name,
                "type": spec.get("type", "string"),
                "description": spec.get("description", ""),
                "required": bool(spec.get("required", False)),
                "enum": "\n".join(spec.get("enum", [])),
                "edge_type": relationship.get("edgeType", ""),
                "edge_description": relationship.get("description", ""),
                "cardinality": cardinality.get(relation_key(relationship.get("edgeType", "")), ""),
            }
        )
    return form, rows


def cardinality_from(form: SchemaEditorForm, formset: forms.BaseFormSet) -> dict[str, str] | None:
    """The cardinality the rows declare, by edge type; None when saving from raw JSON (the
    schema keeps what it declared)."""
    if form.cleaned_data.get("use_raw_json"):
        return None
    declared = {}
    for row in formset.forms:
        if row.cleaned_data.get("edge_type") and not formset._should_delete_form(row):
            declared[row.cleaned_data["edge_type"]] = row.cleaned_data.get("cardinality", "")
    return declared


def definition_from(form: SchemaEditorForm, formset: forms.BaseFormSet) -> dict[str, Any]:
    """The MemoryMesh definition the editor describes (raw JSON when asked for)."""
    data = form.cleaned_data
    if data.get("use_raw_json"):
        return data["raw_definition"]
    properties: dict[str, Any] = {}
    for row in formset.forms:
        if not row.cleaned_data.get("name") or formset._should_delete_form(row):
            continue
        spec: dict[str, Any] = {
            "type": row.cleaned_data["type"],
            "description": row.cleaned_data.get("description", ""),
            "required": bool(row.cleaned_data.get("required")),
        }
        if row.enum_values():
            spec["enum"] = row.enum_values()
        if row.cleaned_data.get("edge_type"):
            spec["relationship"] = {
                "edgeType": row.cleaned_data["edge_type"],
                "description": row.cleaned_data.get("edge_description", ""),
            }
        properties[row.cleaned_data["name"]] = spec
    return {
        "name": f"add_{data['type_name']}",
        "description": data["description"],
        "properties": properties,
        "additionalProperties": bool(data.get("additional_properties")),
    }


_ROW_FIELDS = {"type": "type", "description": "description", "required": "required", "enum": "enum"}


def attach_problems(problems: list[dict[str, Any]], form: SchemaEditorForm, formset: forms.BaseFormSet) -> None:
    """Show each validation problem next to the field (or property row) it concerns."""
    if form.cleaned_data.get("use_raw_json"):
        for problem in problems:
            form.add_error("raw_json", f"{problem['field'] or 'top level'}: {problem['problem']}")
        return
    rows = {row.cleaned_data.get("name"): row for row in formset.forms if row.cleaned_data.get("name")}
    top = {"name": "type_name", "description": "description", "additionalProperties": "additional_properties"}
    edges = {
        relation_key(row.cleaned_data["edge_type"]): row for row in rows.values() if row.cleaned_data.get("edge_type")
    }
    for problem in problems:
        parts = problem["field"].split(".")
        if parts[0] in top:
            form.add_error(top[parts[0]], problem["problem"])
        elif parts[0] == "properties" and len(parts) > 1 and parts[1] in rows:
            field = (
                "edge_type"
                if len(parts) > 2 and parts[2] == "relationship"
                else _ROW_FIELDS.get(parts[2] if len(parts) > 2 else "", "name")
            )
            rows[parts[1]].add_error(field, problem["problem"])
        elif parts[0] == "cardinality" and len(parts) > 1 and parts[1] in edges:
            edges[parts[1]].add_error("cardinality", problem["problem"])
        else:
            form.add_error(None, f"{problem['field'] or 'schema'}: {problem['problem']}")


class SchemaImportForm(forms.Form):
    file = forms.FileField(
        widget=forms.ClearableFileInput(attrs={"accept": ".json"}),
        help_text="One .schema.json file (MemoryMesh format).",
    )
    replace = forms.BooleanField(required=False, help_text="Replace a schema of the same type if there is one.")


class MemoryImportForm(forms.Form):
    file = forms.FileField(help_text="memory.json (MemoryMesh) or memory.jsonl (MCP reference server): JSON Lines.")
    user = forms.ModelChoiceField(
        queryset=get_user_model().objects.order_by("username"), help_text="Owner of the scope."
    )
    scope = forms.CharField(initial="default", help_text="A scope name, 'account', 'org:<slug>' or 'session:<id>'.")
    end_user = forms.CharField(required=False, help_text="Optional end-user partition (user_id).")
