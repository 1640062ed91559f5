"""What the server offers: tools, resources, resource templates and prompts.

Definitions are plain objects built once at start-up. Lists never change as a side effect
of a request, so list results are computed once and reused.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from jsonschema import Draft202012Validator
from pydantic import BaseModel, ValidationError

from ..protocol.params import describe_validation_error

if TYPE_CHECKING:
    from .context import RequestContext

JsonObject = dict[str, Any]
CacheScope = Literal["public", "private"]


class ToolError(Exception):
    """Raised by a tool to return an ``isError`` result the model can read and act on."""


class ArgumentsInvalid(ToolError):
    pass


@dataclass(slots=True)
class InputRequired:
    """Ask the client for input and come back: becomes an ``input_required`` result.

    ``requests`` maps a key to an ``{"method": …, "params": …}`` input request. ``state`` is sealed
    by the server before it leaves, and handed back (verified) as ``ctx.request_state``.
    """

    requests: dict[str, JsonObject] = field(default_factory=dict)
    state: JsonObject | None = None


ToolHandler = Callable[[Any, "RequestContext"], Awaitable["JsonObject | InputRequired"]]


class ArgumentValidator:
    """Validates tool arguments against the advertised input schema and returns what the handler gets."""

    def validate(self, arguments: JsonObject) -> Any:  # pragma: no cover - interface
        raise NotImplementedError


class PydanticArguments(ArgumentValidator):
    """Strict pydantic validation: the schema the client sees is generated from the same model."""

    def __init__(self, model: type[BaseModel]) -> None:
        self.model = model

    def validate(self, arguments: JsonObject) -> BaseModel:
        try:
            return self.model.model_validate(arguments, strict=True)
        except ValidationError as exc:
            raise ArgumentsInvalid(f"Invalid arguments: {describe_validation_error(exc)}") from None


class JsonSchemaArguments(ArgumentValidator):
    """JSON Schema 2020-12 validation for tools whose schema is written by hand."""

    def __init__(self, schema: JsonObject) -> None:
        Draft202012Validator.check_schema(schema)
        # No format checker and no remote $ref resolution: nothing is fetched at run time.
        self._validator = Draft202012Validator(schema)

    def validate(self, arguments: JsonObject) -> JsonObject:
        errors = sorted(self._validator.iter_errors(arguments), key=lambda e: list(e.path))[:5]
        if errors:
            # Name the place and the rule broken, never the rejected value (it may be a secret).
            problems = [
                f"{'.'.join(str(p) for p in error.path) or '(root)'}: violates '{error.validator}'" for error in errors
            ]
            raise ArgumentsInvalid(f"Invalid arguments: {'; '.join(problems)}")
        return arguments


def _header_params(schema: JsonObject) -> dict[str, tuple[str, str]]:
    """Top-level properties marked ``x-mcp-header``: header suffix → (argument, JSON type)."""
    marked: dict[str, tuple[str, str]] = {}
    for argument, prop in (schema.get("properties") or {}).items():
        if isinstance(prop, dict) and "x-mcp-header" in prop:
            json_type = prop.get("type")
            if json_type not in ("string", "integer", "boolean"):
                raise ValueError(f"x-mcp-header on {argument!r} needs type string, integer or boolean")
            marked[prop["x-mcp-header"]] = (argument, json_type)
    return marked


@dataclass(slots=True)
class Tool:
    name: str
    description: str
    input_schema: JsonObject
    handler: ToolHandler
    arguments: ArgumentValidator
    title: str | None = None
    output_schema: JsonObject | None = None
    annotations: JsonObject | None = None
    # Client capabilities without which the tool cannot run at all (→ -32021 before it starts).
    required_capabilities: JsonObject | None = None
    header_params: dict[str, tuple[str, str]] = field(default_factory=dict)

    @classmethod
    def from_model(cls, name: str, description: str, model: type[BaseModel], handler: ToolHandler, **extra: Any) -> Tool:
        schema = model.model_json_schema()
        schema.pop("title", None)
        return cls(name, description, schema, handler, PydanticArguments(model), header_params=_header_params(schema), **extra)

    @classmethod
    def from_schema(cls, name: str, description: str, schema: JsonObject, handler: ToolHandler, **extra: Any) -> Tool:
        return cls(name, description, schema, handler, JsonSchemaArguments(schema), header_params=_header_params(schema), **extra)

    def describe(self) -> JsonObject:
        entry: JsonObject = {"name": self.name, "description": self.description, "inputSchema": self.input_schema}
        if self.title:
            entry["title"] = self.title
        if self.output_schema is not None:
            entry["outputSchema"] = self.output_schema
        if self.annotations:
            entry["annotations"] = self.annotations
        return entry


ResourceReader = Callable[["RequestContext"], Awaitable["list[JsonObject] | InputRequired"]]
TemplateReader = Callable[[dict[str, str], "RequestContext"], Awaitable["list[JsonObject] | None"]]


@dataclass(slots=True)
class Resource:
    uri: str
    name: str
    read: ResourceReader
    description: str | None = None
    mime_type: str | None = None
    cache_scope: CacheScope = "public"

    def describe(self) -> JsonObject:
        entry: JsonObject = {"uri": self.uri, "name": self.name}
        if self.description:
            entry["description"] = self.description
        if self.mime_type:
            entry["mimeType"] = self.mime_type
        return entry


_TEMPLATE_VARIABLE = re.compile(r"\{([A-Za-z0-9_]+)\}")


@dataclass(slots=True)
class ResourceTemplate:
    """An RFC 6570 level-1 template (``{var}`` only); a variable matches one path segment."""

    uri_template: str
    name: str
    read: TemplateReader
    description: str | None = None
    mime_type: str | None = None
    cache_scope: CacheScope = "public"
    _pattern: re.Pattern[str] = field(init=False)

    def __post_init__(self) -> None:
        parts = _TEMPLATE_VARIABLE.split(self.uri_template)
        regex = "".join(
            f"(?P<{part}>[^/?#]+)" if index % 2 else re.escape(part) for index, part in enumerate(parts)
        )
        self._pattern = re.compile(f"^{regex}$")

    def match(self, uri: str) -> dict[str, str] | None:
        found = self._pattern.match(uri)
        return found.groupdict() if found else None

    def describe(self) -> JsonObject:
        entry: JsonObject = {"uriTemplate": self.uri_template, "name": self.name}
        if self.description:
            entry["description"] = self.description
        if self.mime_type:
            entry["mimeType"] = self.mime_type
        return entry


PromptRenderer = Callable[[dict[str, str], "RequestContext"], Awaitable["JsonObject | InputRequired"]]


@dataclass(slots=True)
class PromptArgument:
    name: str
    description: str | None = None
    required: bool = False
    complete: Callable[[str], list[str]] | None = None

    def describe(self) -> JsonObject:
        entry: JsonObject = {"name": self.name, "required": self.required}
        if self.description:
            entry["description"] = self.description
        return entry


@dataclass(slots=True)
class Prompt:
    name: str
    description: str
    render: PromptRenderer
    arguments: list[PromptArgument] = field(default_factory=list)
    title: str | None = None

    def describe(self) -> JsonObject:
        entry: JsonObject = {"name": self.name, "description": self.description}
        if self.arguments:
            entry["arguments"] = [argument.describe() for argument in self.arguments]
        if self.title:
            entry["title"] = self.title
        return entry


class Registry:
    """Everything the server offers, in registration order (so list order is deterministic)."""

    def __init__(self) -> None:
        self.tools: dict[str, Tool] = {}
        self.resources: dict[str, Resource] = {}
        self.templates: list[ResourceTemplate] = []
        self.prompts: dict[str, Prompt] = {}

    def add_tool(self, tool: Tool) -> None:
        self._add_unique(self.tools, tool.name, tool)

    def add_resource(self, resource: Resource) -> None:
        self._add_unique(self.resources, resource.uri, resource)

    def add_template(self, template: ResourceTemplate) -> None:
        self.templates.append(template)

    def add_prompt(self, prompt: Prompt) -> None:
        self._add_unique(self.prompts, prompt.name, prompt)

    @staticmethod
    def _add_unique(table: dict[str, Any], key: str, value: Any) -> None:
        if key in table:
            raise ValueError(f"{key!r} is registered twice")
        table[key] = value

    def tool_header_params(self, name: str) -> Mapping[str, tuple[str, str]] | None:
        tool = self.tools.get(name)
        return tool.header_params if tool is not None else None

    def find_template(self, uri: str) -> tuple[ResourceTemplate, dict[str, str]] | None:
        for template in self.templates:
            variables = template.match(uri)
            if variables is not None:
                return template, variables
        return None
