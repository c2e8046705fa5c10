"""SchemaManager: the Django admin for MemoryMesh schemas.

List, create and edit schemas with a visual property editor (raw JSON available),
validation on save with messages next to each field, a preview of the generated
tools' input JSON Schemas, enable/disable, import/export `.schema.json`, and an
upload that imports a memory.json / memory.jsonl into a scope. Every write goes
through schemas_app.services.schemas, which tells the tool registry.
"""

import io
import json
import zipfile
from typing import Any
from urllib.parse import urlencode

from django.contrib import admin, messages
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse

from graph.access import CallContext
from graph.contracts.registry import registry
from graph.exceptions import Conflict, Invalid, MemoryError_
from graph.services.graph_import import Operator, import_parsed, operator_scope, parse_memory_file
from schemas_app.definition import ACTIONS
from schemas_app.forms import (
    MemoryImportForm,
    PropertyFormSet,
    SchemaEditorForm,
    SchemaImportForm,
    attach_problems,
    cardinality_from,
    definition_from,
    editor_initial,
)
from schemas_app.models import Schema
from schemas_app.services.schemas import (
    checked_definition,
    delete_schemas,
    export_filename,
    export_text,
    import_schema_text,
    save_schema,
    set_enabled,
)
from schemas_app.tools import tool_input_schemas

EDITOR_TEMPLATE = "admin/schemas_app/schema/editor.html"
MAX_SCOPES_LINKED = 20  # scopes looked at for the "its nodes in the viewer" links
BLANK_DEFINITION = {"name": "add_", "description": "", "properties": {"name": {"type": "string", "required": True}}}


@admin.register(Schema)
class SchemaAdmin(admin.ModelAdmin):
    list_display = ["type_name", "tools", "property_count", "enabled", "builtin", "updated_at"]
    list_filter = ["enabled", "builtin"]
    search_fields = ["type_name", "description"]
    actions = ["enable_schemas", "disable_schemas", "export_schemas"]

    @admin.display(description="tools")
    def tools(self, schema: Schema) -> str:
        return ", ".join(f"{action}_{schema.type_name}" for action in ACTIONS)

    @admin.display(description="properties")
    def property_count(self, schema: Schema) -> int:
        return len(schema.definition.get("properties", {}))

    def get_urls(self) -> list:
        wrap = self.admin_site.admin_view
        return [
            path("import/", wrap(self.import_view), name="schemas_app_schema_import"),
            path("import-memory/", wrap(self.import_memory_view), name="schemas_app_schema_import_memory"),
            path("<path:object_id>/export/", wrap(self.export_view), name="schemas_app_schema_export"),
            *super().get_urls(),
        ]

    # --- create / edit: the visual editor -------------------------------------------------

    def changeform_view(
        self, request: HttpRequest, object_id: str | None = None, form_url: str = "", extra_context: Any = None
    ) -> HttpResponse:
        schema = self.get_object(request, unquote(object_id)) if object_id else None
        if object_id and schema is None:
            return self._get_obj_does_not_exist_redirect(request, self.opts, object_id)
        allowed = self.has_change_permission(request, schema) if schema else self.has_add_permission(request)
        if not allowed:
            raise PermissionDenied
        preview: dict[str, Any] = tool_input_schemas(schema.definition_in_order()) if schema else {}
        previewed = False
        if request.method == "POST":
            form = SchemaEditorForm(request.POST)
            formset = PropertyFormSet(request.POST, prefix="prop")
            if form.is_valid() and formset.is_valid():
                definition = definition_from(form, formset)
                try:
                    if "_preview" in request.POST:
                        checked_definition(definition)
                        preview = tool_input_schemas(definition)
                        previewed = True
                    else:
                        saved = save_schema(
                            definition=definition,
                            enabled=form.cleaned_data["enabled"],
                            schema=schema,
                            cardinality=cardinality_from(form, formset),
                        )
                        return self._after_save(request, saved, created=schema is None)
                except Invalid as refusal:
                    attach_problems(refusal.extra.get("fields", []), form, formset)
                except Conflict as refusal:
                    form.add_error("type_name", refusal.detail)
        else:
            initial, rows = editor_initial(
                schema.definition_in_order() if schema else BLANK_DEFINITION,
                enabled=True,
                cardinality=schema.cardinality if schema else None,
            )
            if schema:
                initial["enabled"] = schema.enabled
            form = SchemaEditorForm(initial=initial)
            formset = PropertyFormSet(initial=rows, prefix="prop")
        return self._render_editor(request, schema, form, formset, preview, previewed)

    def _render_editor(
        self,
        request: HttpRequest,
        schema: Schema | None,
        form: Any,
        formset: Any,
        preview: dict,
        previewed: bool = False,
    ) -> HttpResponse:
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": f"Change schema add_{schema.type_name}" if schema else "Add schema",
            "original": schema,
            "form": form,
            "formset": formset,
            "preview": {name: json.dumps(tool, indent=2, ensure_ascii=False) for name, tool in preview.items()},
            "has_delete_permission": schema is not None and self.has_delete_permission(request, schema),
            # The preview shows below the form: after "Preview tools" the page scrolls to it.
            "previewed": previewed,
            "node_links": _viewer_links(request, schema.type_name) if schema else [],
            "media": self.media + form.media + formset.media,
        }
        return TemplateResponse(request, EDITOR_TEMPLATE, context)

    def _after_save(self, request: HttpRequest, schema: Schema, *, created: bool) -> HttpResponse:
        verb = "created" if created else "saved"
        tools = ", ".join(f"{a}_{schema.type_name}" for a in ACTIONS)
        state = "" if schema.enabled else " (disabled: no tools until enabled)"
        self.message_user(request, f"Schema add_{schema.type_name} {verb}; its tools: {tools}{state}.")
        if "_continue" in request.POST:
            return HttpResponseRedirect(reverse("admin:schemas_app_schema_change", args=[schema.pk]))
        return HttpResponseRedirect(reverse("admin:schemas_app_schema_changelist"))

    # --- delete, enable / disable, export ---------------------------------------------------

    def delete_model(self, request: HttpRequest, obj: Schema) -> None:
        delete_schemas(schemas=Schema.objects.filter(pk=obj.pk))

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[Schema]) -> None:
        delete_schemas(schemas=queryset)

    @admin.action(description="Enable selected schemas (their tools appear)", permissions=["change"])
    def enable_schemas(self, request: HttpRequest, queryset: QuerySet[Schema]) -> None:
        changed = set_enabled(schemas=queryset, enabled=True)
        self.message_user(request, f"{changed} schema(s) enabled.")

    @admin.action(description="Disable selected schemas (their tools disappear)", permissions=["change"])
    def disable_schemas(self, request: HttpRequest, queryset: QuerySet[Schema]) -> None:
        changed = set_enabled(schemas=queryset, enabled=False)
        self.message_user(request, f"{changed} schema(s) disabled.")

    @admin.action(description="Export selected as .schema.json (a .zip for several)", permissions=["view"])
    def export_schemas(self, request: HttpRequest, queryset: QuerySet[Schema]) -> HttpResponse:
        schemas = list(queryset.order_by("type_name"))
        if len(schemas) == 1:
            return _download(export_text(schemas[0]), export_filename(schemas[0]), "application/json")
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            for schema in schemas:
                archive.writestr(export_filename(schema), export_text(schema))
        return _download(buffer.getvalue(), "schemas.zip", "application/zip")

    def export_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        schema = self.get_object(request, unquote(object_id))
        if schema is None or not self.has_view_permission(request, schema):
            return self._get_obj_does_not_exist_redirect(request, self.opts, object_id)
        return _download(export_text(schema), export_filename(schema), "application/json")

    # --- uploads ---------------------------------------------------------------------------

    def import_view(self, request: HttpRequest) -> HttpResponse:
        if not self.has_add_permission(request):
            raise PermissionDenied
        form = SchemaImportForm(request.POST or None, request.FILES or None)
        if request.method == "POST" and form.is_valid():
            upload = form.cleaned_data["file"]
            try:
                text = upload.read().decode("utf-8")
                schema, outcome = import_schema_text(text, filename=upload.name, replace=form.cleaned_data["replace"])
            except UnicodeDecodeError:
                form.add_error("file", "The file is not UTF-8 text.")
            except MemoryError_ as refusal:
                for problem in refusal.extra.get("fields", []) or [{"field": "", "problem": refusal.detail}]:
                    form.add_error("file", f"{problem['field'] or upload.name}: {problem['problem']}")
            else:
                self.message_user(request, f"{upload.name}: add_{schema.type_name} {outcome}.")
                return HttpResponseRedirect(reverse("admin:schemas_app_schema_change", args=[schema.pk]))
        return self._upload_page(request, form, "Import a .schema.json file", report=None)

    def import_memory_view(self, request: HttpRequest) -> HttpResponse:
        if not self.has_add_permission(request):
            raise PermissionDenied
        form = MemoryImportForm(request.POST or None, request.FILES or None, initial={"user": request.user.pk})
        report = None
        if request.method == "POST" and form.is_valid():
            data = form.cleaned_data
            try:
                parsed = parse_memory_file(data["file"].read().decode("utf-8"))
                scope = operator_scope(data["user"], data["scope"], data["end_user"])
                report = import_parsed(operator=Operator(request.user), scope=scope, parsed=parsed)
            except UnicodeDecodeError:
                form.add_error("file", "The file is not UTF-8 text.")
            except MemoryError_ as refusal:
                form.add_error("scope", refusal.detail)
            else:
                messages.success(request, f"Imported into scope {report['scope']}.")
        return self._upload_page(request, form, "Import a memory file into a scope", report=report)

    def _upload_page(self, request: HttpRequest, form: Any, title: str, *, report: dict | None) -> HttpResponse:
        context = {**self.admin_site.each_context(request), "opts": self.opts, "title": title, "form": form}
        context["report"] = report
        return TemplateResponse(request, "admin/schemas_app/schema/upload.html", context)


def _viewer_links(request: HttpRequest, type_name: str) -> list[dict[str, Any]]:
    """The user's scopes holding nodes of this type (as memory_status counts them, so the same
    access rules as the API), each with the viewer's URL filtered by the type."""
    status = registry.get("memory_status")
    ctx = CallContext.for_session(request.user, {})
    links = []
    for entry in status.call(ctx, {})["scopes"][:MAX_SCOPES_LINKED]:
        types = status.call(ctx, {"scope": entry["scope"]})["ontology"]["entity_types"]
        count = sum(t["count"] for t in types if t["type"].lower() == type_name.lower())
        if count:
            url = reverse("viewer:scope", args=[entry["scope"]]) + "?" + urlencode({"type": type_name})
            links.append({"scope": entry["scope"], "count": count, "url": url})
    return links


def _download(content: str | bytes, filename: str, content_type: str) -> HttpResponse:
    response = HttpResponse(content, content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
