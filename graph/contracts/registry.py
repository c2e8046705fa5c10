"""The verb registry: every verb once, for every transport.

A Verb couples one plain function with one pydantic input model. The HTTP views,
the MCP tools and the OpenAPI document are all generated from the registry, so no
verb or schema is written twice. Other apps add verbs (static ones at import, dynamic
ones through a provider that is asked on every listing), and listeners hear when
the set of verbs changes (MCP sends notifications/tools/list_changed).
"""

import logging
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError

from graph.conflict_retry import retrying_conflicts
from graph.contracts.json_values import refuse_unstorable
from graph.contracts.limits import SIZE_ERRORS
from graph.contracts.reply_shapes import output_schema
from graph.contracts.schema_truths import stated_in_full
from graph.exceptions import Forbidden, Invalid, Malformed, TooLarge
from graph.read_replica import routed

logger = logging.getLogger(__name__)

VerbFunction = Callable[..., dict[str, Any]]


@dataclass(frozen=True)
class Verb:
    name: str
    function: VerbFunction  # function(ctx=CallContext, params=<input_model instance>) -> dict
    input_model: type[BaseModel]
    description: str
    read_only: bool
    destructive: bool = False
    idempotent: bool = False
    http_path: str | None = None  # below /v1/, e.g. "memory/recall"
    http_method: str = "POST"
    title: str = ""
    schema_override: dict[str, Any] | None = field(default=None, compare=False)
    # HTTP statuses this verb may answer besides those every verb may (200, and the
    # refusals 400, 401, 403, 413, 422): e.g. 404 for a name that is not stored. The
    # OpenAPI document lists them.
    answers: tuple[int, ...] = ()
    mcp: bool = True  # False: an HTTP route only, never an agent's tool (SPEC §5: delete_user)

    def input_schema(self) -> dict[str, Any]:
        """The JSON Schema of the arguments, self-contained (no $ref), for MCP and OpenAPI."""
        if self.schema_override is not None:
            return self.schema_override
        return stated_in_full(inline_refs(self.input_model.model_json_schema()))

    def output_schema(self) -> dict[str, Any]:
        """The JSON Schema of the reply (MCP outputSchema), from recorded replies (graph.contracts.reply_shapes)."""
        return output_schema(self.function)

    def parse(self, arguments: Any) -> BaseModel:
        """Validate raw arguments; refuses with an error naming each bad field and the fix.

        The one place input is parsed, for every door: text the database cannot store
        and values nested too deep are refused first (graph.contracts.json_values), then the
        input model checks fields, types and sizes.
        """
        if arguments is None:
            arguments = {}
        if not isinstance(arguments, dict):
            raise Malformed("the arguments must be a JSON object", code="body_not_object")
        refuse_unstorable(arguments)
        try:
            return self.input_model.model_validate(arguments)
        except ValidationError as exc:
            raise invalid_arguments(exc) from None

    def call(self, ctx: Any, arguments: Any) -> dict[str, Any]:
        """Parse `arguments` and run the verb for `ctx`; with a read replica configured, a
        read-only verb reads from it once it holds the caller's writes (graph.read_replica).
        A write that loses a lock cycle to a concurrent one runs again (graph.conflict_retry)."""
        params = self.parse(arguments)
        if not self.read_only and getattr(getattr(ctx, "token", None), "read_only", False):
            raise Forbidden(
                f"{self.name} changes memory; this token may only read (OAuth scope memory:read): "
                "sign in again and allow memory:write",
                code="insufficient_scope",
                scope="memory:read memory:write",
            )
        with routed(read_only=self.read_only, user_id=getattr(getattr(ctx, "token", None), "user_id", None)):
            if self.read_only:
                return self.function(ctx=ctx, params=params)
            return retrying_conflicts(lambda: self.function(ctx=ctx, params=params))


def verb(
    name: str,
    function: VerbFunction,
    input_model: type[BaseModel],
    description: str,
    *,
    http_path: str,
    title: str = "",
    read_only: bool = False,
    destructive: bool = False,
    idempotent: bool | None = None,
    http_method: str = "POST",
    answers: tuple[int, ...] = (),
    mcp: bool = True,
) -> Verb:
    """One catalog entry. A read-only verb is idempotent unless told otherwise; the
    title defaults to the name in words."""
    return Verb(
        name=name,
        function=function,
        input_model=input_model,
        description=description,
        read_only=read_only,
        destructive=destructive,
        idempotent=read_only if idempotent is None else idempotent,
        http_path=http_path,
        http_method=http_method,
        title=title or name.replace("_", " ").capitalize(),
        answers=answers,
        mcp=mcp,
    )


def invalid_arguments(exc: ValidationError) -> Invalid | TooLarge:
    """The refusal for a failed validation: 413 limit_exceeded when a value is over its size
    limit (naming the field, the limit and the size sent), else 422 invalid_arguments."""
    problems = []
    oversized = None
    for error in exc.errors(include_url=False):
        where = field_path(error["loc"])
        message = error["msg"]
        if error["type"] == "extra_forbidden":
            message = "unknown field (check the spelling against the tool's input schema)"
        problems.append({"field": where, "problem": message})
        if error["type"] in SIZE_ERRORS and oversized is None:
            oversized = (where, error)
    detail = "; ".join(f"{p['field'] or 'arguments'}: {p['problem']}" for p in problems)
    if oversized is not None:
        where, error = oversized
        context = error.get("ctx", {})
        maximum = context.get("max", context.get("max_length"))
        got = context.get("got", len(error["input"]) if isinstance(error["input"], str) else None)
        return TooLarge(detail, code="limit_exceeded", limit=where, max=maximum, got=got, fields=problems)
    return Invalid(detail, code="invalid_arguments", fields=problems)


def field_path(loc: Iterable[Any]) -> str:
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            path += ("." if path else "") + str(part)
    return path


def inline_refs(schema: dict[str, Any]) -> dict[str, Any]:
    """Replace $ref with the definitions they point to; some MCP clients do not follow $ref."""
    definitions = schema.get("$defs", {})

    def resolve(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node:
                target = resolve(definitions[node["$ref"].rsplit("/", 1)[-1]])
                extra = {k: resolve(v) for k, v in node.items() if k != "$ref"}
                return {**target, **extra}
            return {k: resolve(v) for k, v in node.items() if k != "$defs"}
        if isinstance(node, list):
            return [resolve(item) for item in node]
        return node

    return resolve(schema)


class Registry:
    def __init__(self) -> None:
        self._static: dict[str, Verb] = {}
        self._providers: list[Callable[[], Iterable[Verb]]] = []
        self._listeners: list[Callable[[], None]] = []
        self._lock = threading.Lock()

    def register(self, verb: Verb) -> Verb:
        with self._lock:
            self._static[verb.name] = verb
        self.notify_changed()
        return verb

    def unregister(self, name: str) -> None:
        with self._lock:
            removed = self._static.pop(name, None)
        if removed is not None:
            self.notify_changed()

    def add_provider(self, provider: Callable[[], Iterable[Verb]]) -> None:
        """A provider yields verbs made from data (e.g. enabled schemas); asked on every listing."""
        with self._lock:
            self._providers.append(provider)
        self.notify_changed()

    def static_verbs(self) -> list[Verb]:
        """The verbs registered at import, without asking providers (no database access)."""
        with self._lock:
            return list(self._static.values())

    def verbs(self) -> list[Verb]:
        with self._lock:
            found = dict(self._static)
            providers = list(self._providers)
        for provider in providers:
            for verb in provider():
                found.setdefault(verb.name, verb)
        return list(found.values())

    def get(self, name: str) -> Verb | None:
        with self._lock:
            verb = self._static.get(name)
        if verb is not None:
            return verb
        return next((v for v in self.verbs() if v.name == name), None)

    def add_listener(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call `listener` whenever the set of verbs may have changed. Returns an unsubscribe function."""
        with self._lock:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return unsubscribe

    def notify_changed(self) -> None:
        with self._lock:
            listeners = list(self._listeners)
        for listener in listeners:
            try:
                listener()
            except Exception:  # noqa: BLE001 - one broken listener must not stop the others
                logger.exception("verb registry listener failed")


registry = Registry()
