"""What the server offers: tools, resources, resource templates, prompts and completions.

These are the internal tables the public ``Server`` decorators fill (``server/api.py``). Every
entry is built once at start-up and carries a ready-to-call ``invoke``/``read``/``render`` that
already validates arguments and converts the author's return value to the wire shape, so the
dispatcher only looks things up and calls them.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from ..identity import Principal
from ..outcomes import InputRequired, JsonObject
from .skills.catalog import Skill

if TYPE_CHECKING:
    from .context import RequestContext

CacheScope = Literal["public", "private"]

# header suffix as declared (case kept for messages) → (argument name, JSON type)
HeaderParams = dict[str, tuple[str, str]]

ToolInvoker = Callable[[JsonObject, "RequestContext"], Awaitable["JsonObject | InputRequired"]]
# The same for a tool whose function takes no context: called with None, so no RequestContext is built for it.
ContextFreeInvoker = Callable[[JsonObject, "RequestContext | None"], Awaitable["JsonObject | InputRequired"]]
TaskSupport = Literal["never", "optional", "always"]
# For a task="optional" tool: (arguments, ctx) -> run this call as a task?
TaskPredicate = Callable[[JsonObject, "RequestContext"], bool]
ResourceReader = Callable[[dict[str, str], "RequestContext"], Awaitable["list[JsonObject] | InputRequired"]]
PromptRenderer = Callable[[dict[str, str], "RequestContext"], Awaitable["JsonObject | InputRequired"]]
CompletionHandler = Callable[[JsonObject, str, str, dict[str, str], "RequestContext"], Awaitable[list[str]]]


def header_params_of(schema: JsonObject) -> HeaderParams:
    """Top-level properties marked ``x-mcp-header``, checked against the spec's constraints."""
    marked: HeaderParams = {}
    seen: set[str] = set()
    for argument, prop in (schema.get("properties") or {}).items():
        if not isinstance(prop, dict) or "x-mcp-header" not in prop:
            continue
        header = prop["x-mcp-header"]
        if not isinstance(header, str) or not _TOKEN.fullmatch(header):
            raise ValueError(f"x-mcp-header on {argument!r} must be an HTTP header token")
        if header.lower() in seen:
            raise ValueError(f"x-mcp-header {header!r} is used twice")
        json_type = prop.get("type")
        if json_type not in ("string", "integer", "boolean"):
            raise ValueError(
                f"x-mcp-header on {argument!r} needs a plain string, integer or boolean property "
                f"(not optional or a union: clients drop such tools); its schema is {prop}"
            )
        seen.add(header.lower())
        marked[header] = (argument, json_type)
    return marked


_TOKEN = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")


@dataclass(slots=True)
class Tool:
    name: str
    description: str
    input_schema: JsonObject
    invoke: ToolInvoker
    title: str | None = None
    output_schema: JsonObject | None = None
    annotations: JsonObject | None = None
    icons: list[JsonObject] | None = None
    # Client capabilities without which the tool cannot run at all (→ -32021 before it starts).
    required_capabilities: JsonObject | None = None
    # Token scopes a caller needs (→ 403 insufficient_scope; the tool is hidden from tools/list).
    scopes: frozenset[str] = frozenset()
    # Offered only to an authenticated caller: hidden from, and refused to, the local principal of a
    # loopback server without authentication (-32602, as an unknown tool).
    authenticated_only: bool = False
    header_params: HeaderParams = field(default_factory=dict)
    # The tasks extension: "never" (always answered inline), "optional" (a task when the client
    # declared the extension and ``task_when`` says so, default yes), "always" (-32021 otherwise).
    task: TaskSupport = "never"
    task_when: TaskPredicate | None = None
    # A task whose worker was lost runs again (None: when the tool's idempotentHint annotation says so).
    retry_on_worker_loss: bool | None = None
    # ``invoke`` itself when the tool's function takes no ctx (``ToolSpec.context_free``): the plain call
    # (``ToolCalls.run_plain``) then builds no RequestContext unless the outcome needs one.
    context_free: ContextFreeInvoker | None = field(default=None, repr=False, compare=False)

    def offered_to(self, principal: Principal) -> bool:
        """Whether ``principal`` sees this tool in tools/list and may call it."""
        return principal.holds(self.scopes) and (principal.authenticated or not self.authenticated_only)

    def describe(self) -> JsonObject:
        entry: JsonObject = {"name": self.name, "description": self.description, "inputSchema": self.input_schema}
        if self.title:
            entry["title"] = self.title
        if self.output_schema is not None:
            entry["outputSchema"] = self.output_schema
        if self.annotations:
            entry["annotations"] = self.annotations
        if self.icons:
            entry["icons"] = self.icons
        return entry


@dataclass(slots=True)
class Resource:
    uri: str
    name: str
    read: ResourceReader
    description: str | None = None
    mime_type: str | None = None
    cache_scope: CacheScope = "public"
    # Token scopes a caller needs to read it (→ 403 insufficient_scope; hidden from resources/list).
    scopes: frozenset[str] = frozenset()

    def describe(self) -> JsonObject:
        entry: JsonObject = {"uri": self.uri, "name": self.name}
        if self.description:
            entry["description"] = self.description
        if self.mime_type:
            entry["mimeType"] = self.mime_type
        return entry


_TEMPLATE_VARIABLE = re.compile(r"\{([A-Za-z0-9_]+)\}")
# RFC 6749 §3.3 scope-token characters (no space, quote or backslash), plus a template's {variable}.
_SCOPE_RULE = re.compile(r"(?:[\x21\x23-\x5b\x5d-\x7e])+")


def template_variables(uri_template: str) -> list[str]:
    return _TEMPLATE_VARIABLE.findall(uri_template)


@dataclass(slots=True)
class ResourceTemplate:
    """An RFC 6570 level-1 template (``{var}`` only); a variable matches one path segment."""

    uri_template: str
    name: str
    read: ResourceReader
    description: str | None = None
    mime_type: str | None = None
    cache_scope: CacheScope = "public"
    # Token scopes a caller needs to read a URI it matches; ``{variable}`` stands for that URI's value of
    # the template's variable (``notes:read:{id}``), so a rule can tell one expansion from another.
    scopes: tuple[str, ...] = ()
    _pattern: re.Pattern[str] = field(init=False)

    def __post_init__(self) -> None:
        variables = set(template_variables(self.uri_template))
        for scope in self.scopes:
            unknown = set(template_variables(scope)) - variables
            if unknown or not _SCOPE_RULE.fullmatch(scope):
                raise ValueError(
                    f"resource template {self.uri_template!r}: scope {scope!r} may use only its variables "
                    f"({', '.join(sorted(variables))}) as {{name}}, and no space or quote"
                )
        parts = _TEMPLATE_VARIABLE.split(self.uri_template)
        regex = "".join(f"(?P<{part}>[^/?#]+)" if index % 2 else re.escape(part) for index, part in enumerate(parts))
        self._pattern = re.compile(f"^{regex}$")

    def match(self, uri: str) -> dict[str, str] | None:
        found = self._pattern.match(uri)
        return found.groupdict() if found else None

    def required_scopes(self, variables: Mapping[str, str]) -> frozenset[str]:
        """The scopes reading the URI with these variables needs (its rule's placeholders filled in)."""
        return frozenset(
            _TEMPLATE_VARIABLE.sub(lambda found: variables[found.group(1)], scope) for scope in self.scopes
        )

    def describe(self) -> JsonObject:
        entry: JsonObject = {"uriTemplate": self.uri_template, "name": self.name}
        if self.description:
            entry["description"] = self.description
        if self.mime_type:
            entry["mimeType"] = self.mime_type
        return entry


@dataclass(slots=True)
class PromptArgument:
    name: str
    description: str | None = None
    required: bool = False

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
    # Token scopes a caller needs to get it (→ 403 insufficient_scope; hidden from prompts/list).
    scopes: frozenset[str] = frozenset()

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
        # By the URI of their SKILL.md, in registration order (the Skills extension).
        self.skills: dict[str, Skill] = {}
        # Scopes every request of a method needs, on top of what the tool, resource or prompt it names needs.
        self.method_scopes: dict[str, frozenset[str]] = {}
        self.completion: CompletionHandler | None = None
        # The server announces tools/prompts/resources list changes at run time (Server(list_changed=True)).
        self.list_changed = False

    def add_tool(self, tool: Tool) -> None:
        self._add_unique(self.tools, tool.name, tool, "tool")

    def add_resource(self, resource: Resource) -> None:
        self._add_unique(self.resources, resource.uri, resource, "resource")

    def add_template(self, template: ResourceTemplate) -> None:
        if any(existing.uri_template == template.uri_template for existing in self.templates):
            raise ValueError(f"resource template {template.uri_template!r} is registered twice")
        self.templates.append(template)

    def add_prompt(self, prompt: Prompt) -> None:
        self._add_unique(self.prompts, prompt.name, prompt, "prompt")

    def add_skill(self, skill: Skill) -> None:
        self._add_unique(self.skills, skill.uri, skill, "skill")

    def require_scopes(self, method: str, scopes: frozenset[str]) -> None:
        self.method_scopes[method] = self.method_scopes.get(method, frozenset()) | scopes

    def set_completion(self, handler: CompletionHandler) -> None:
        if self.completion is not None:
            raise ValueError("a completion handler is registered twice")
        self.completion = handler

    def include(self, other: Registry) -> None:
        """Add everything ``other`` offers; a name both offer is an error, never a silent override."""
        for tool in other.tools.values():
            self.add_tool(tool)
        for resource in other.resources.values():
            self.add_resource(resource)
        for template in other.templates:
            self.add_template(template)
        for prompt in other.prompts.values():
            self.add_prompt(prompt)
        for skill in other.skills.values():
            self.add_skill(skill)
        for method, scopes in other.method_scopes.items():
            self.require_scopes(method, scopes)
        if other.completion is not None:
            self.set_completion(other.completion)
        self.list_changed = self.list_changed or other.list_changed

    @property
    def scoped(self) -> bool:
        """True when what tools/list shows depends on the caller (its scopes, or whether it authenticated)."""
        return any(tool.scopes or tool.authenticated_only for tool in self.tools.values())

    def declared_scopes(self) -> set[str]:
        """Every scope some request may need, for the protected resource's ``scopes_supported`` (a template's
        rules with a {variable} name no one scope and are left out)."""
        found = {scope for tool in self.tools.values() for scope in tool.scopes}
        found |= {scope for resource in self.resources.values() for scope in resource.scopes}
        found |= {scope for prompt in self.prompts.values() for scope in prompt.scopes}
        found |= {scope for template in self.templates for scope in template.scopes if "{" not in scope}
        found |= {scope for scopes in self.method_scopes.values() for scope in scopes}
        return found

    @staticmethod
    def _add_unique(table: dict[str, Any], key: str, value: Any, what: str) -> None:
        if key in table:
            raise ValueError(f"{what} {key!r} is registered twice")
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
