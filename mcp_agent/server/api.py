"""``Server``: what one MCP server offers, declared with decorators; serve it with ``create_app``.

    server = Server("notes")

    @server.tool(annotations={"readOnlyHint": True})
    async def word_count(text: str) -> str:
        '''Count the words of a text.'''
        return str(len(text.split()))

The function's signature is the tool's input schema (validated strictly), its docstring the
description, its return annotation (a pydantic model) the output schema. A parameter typed
``RequestContext`` gets the request's context. Sync functions run in a worker thread.
"""

from __future__ import annotations

import logging
import re
import sys
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from jsonschema import Draft202012Validator
from mcp_types import Icon, ToolAnnotations
from pydantic import BaseModel

from .._version import __version__
from ..outcomes import JsonObject
from .registry import (
    CacheScope,
    Prompt,
    Registry,
    Resource,
    ResourceTemplate,
    TaskPredicate,
    TaskSupport,
    Tool,
    header_params_of,
    template_variables,
)
from .signatures import ToolSpec, completion_handler, prompt_parts, resource_reader
from .skills import Skill, skills_in

if TYPE_CHECKING:
    from .console_approvals import ConsoleApprovals

F = TypeVar("F", bound=Callable[..., Any])
Close = Callable[[], Awaitable[None]]
C = TypeVar("C", bound=Close)

logger = logging.getLogger("mcp_agent.server")

# The spec's tool-name rule (the conformance suite checks it too).
_TOOL_NAME = re.compile(r"[A-Za-z0-9_./-]{1,64}")


class Server:
    """What one MCP server offers.

    ``list_changed``: set it when your server's tools, prompts or resources change at run time
    and you publish list changes (``ctx.publish(Change("tools"))`` …); only then does
    ``server/discover`` advertise ``listChanged`` and a listen stream honour the list filters.
    A registry filled once at start-up never changes, so by default nothing is promised.
    """

    def __init__(
        self,
        name: str = "mcp-agent",
        version: str = __version__,
        *,
        instructions: str | None = None,
        list_changed: bool = False,
    ) -> None:
        self.name = name
        self.version = version
        self.instructions = instructions
        self._registry = Registry()
        self._registry.list_changed = list_changed
        self._shutdowns: list[_Hook] = []
        self._console_approvals: ConsoleApprovals | None = None

    @property
    def list_changed(self) -> bool:
        """True when this server announces changes to its tools, prompts or resources lists."""
        return self._registry.list_changed

    @property
    def registry(self) -> Registry:
        """The tables the decorators fill (internal: read by the dispatcher)."""
        return self._registry

    def tool(
        self,
        name: str | None = None,
        *,
        description: str | None = None,
        title: str | None = None,
        annotations: ToolAnnotations | Mapping[str, Any] | None = None,
        icons: Sequence[Icon | Mapping[str, Any]] | None = None,
        headers: Mapping[str, str] | None = None,
        scopes: Iterable[str] = (),
        authenticated_only: bool = False,
        required_capabilities: Iterable[str] = (),
        input_schema: JsonObject | None = None,
        output_schema: type[BaseModel] | JsonObject | None = None,
        task: TaskSupport = "never",
        task_when: TaskPredicate | None = None,
        retry_on_worker_loss: bool | None = None,
    ) -> Callable[[F], F]:
        """Register a tool.

        ``headers`` maps an argument to the ``Mcp-Param-{Name}`` header that mirrors it
        (``x-mcp-header``). ``scopes``: token scopes a caller needs (others get 403 and do not see
        the tool). ``authenticated_only``: not offered at all (hidden from tools/list, refused as an
        unknown tool) to the local principal of a loopback server without authentication, where
        anyone who reaches the server, the agent's own model included, is that one principal.
        ``required_capabilities``: client capabilities without which the tool cannot
        run (-32021). ``input_schema``: a hand-written JSON Schema; the function then takes the
        validated arguments object as its one parameter. ``output_schema`` (a pydantic model class
        or a JSON Schema object) is for a function that returns a ``CallToolResult`` whose
        ``structuredContent`` follows it, e.g. to add resource links beside the structured result;
        a returned model declares its own schema.

        ``task`` (the ``io.modelcontextprotocol/tasks`` extension): ``"never"`` answers every call
        inline; ``"optional"`` runs a call as a task when the client declared the extension and
        ``task_when(arguments, ctx)`` (default: always) says so, inline otherwise; ``"always"`` runs
        every call as a task and refuses a client without the extension (-32021).

        ``retry_on_worker_loss``: a task of this tool whose worker died (or was stopped before it
        finished) runs again on another worker, up to ``MCP_AGENT_TASK_MAX_ATTEMPTS`` runs in all;
        otherwise it ends ``failed``. Unset, the tool's ``idempotentHint`` annotation decides.
        """
        if task not in ("never", "optional", "always"):
            raise ValueError(f'task must be "never", "optional" or "always", not {task!r}')

        def register(function: F) -> F:
            spec = ToolSpec(
                function, input_schema=input_schema, header_arguments=dict(headers or {}), localns=_defining_scope()
            )
            tool_name = name or spec.name
            if not _TOOL_NAME.fullmatch(tool_name):
                raise ValueError(f"tool name {tool_name!r} must be 1-64 of A-Z a-z 0-9 _ . / -")
            declared_output = spec.output_schema
            if output_schema is not None:
                if declared_output is not None:
                    raise ValueError(
                        f"tool {tool_name!r}: output_schema= is for a tool returning CallToolResult; its model declares one already"
                    )
                declared_output = _output_schema(output_schema)
            self._registry.add_tool(
                Tool(
                    name=tool_name,
                    description=description if description is not None else spec.description,
                    input_schema=spec.input_schema,
                    invoke=spec.invoke,
                    context_free=spec.context_free,
                    title=title,
                    output_schema=declared_output,
                    annotations=_wire(annotations) if annotations is not None else None,
                    icons=[_wire(icon) for icon in icons] if icons else None,
                    required_capabilities={capability: {} for capability in required_capabilities} or None,
                    scopes=frozenset(scopes),
                    authenticated_only=authenticated_only,
                    header_params=header_params_of(spec.input_schema),
                    task=task,
                    task_when=task_when,
                    retry_on_worker_loss=retry_on_worker_loss,
                )
            )
            return function

        return register

    def resource(
        self,
        uri: str,
        *,
        name: str | None = None,
        description: str | None = None,
        mime_type: str | None = None,
        cache_scope: CacheScope = "public",
        scopes: Iterable[str] = (),
    ) -> Callable[[F], F]:
        """Register a resource, or a resource template when ``uri`` has ``{variables}``.

        The function returns ``str`` (text), ``bytes`` (a blob), mcp-types resource contents, or a
        list of them; a template's function takes its variables as keyword arguments.

        ``scopes``: token scopes a caller needs to read it (others get 403 ``insufficient_scope``, and do
        not see a static resource in resources/list). A template's scopes may name its variables:
        ``scopes=["notes:read:{id}"]`` asks ``notes:read:7`` of a read of ``note://7``.
        """

        def register(function: F) -> F:
            variables = template_variables(uri)
            read = resource_reader(function, uri, mime_type, variables, _defining_scope())
            entry_name = name or str(getattr(function, "__name__", uri))
            if variables:
                self._registry.add_template(
                    ResourceTemplate(uri, entry_name, read, description, mime_type, cache_scope, tuple(scopes))
                )
            else:
                if any("{" in scope for scope in scopes):
                    raise ValueError(f"resource {uri!r}: only a template's scopes may name {{variables}}")
                self._registry.add_resource(
                    Resource(uri, entry_name, read, description, mime_type, cache_scope, frozenset(scopes))
                )
            return function

        return register

    def prompt(
        self,
        name: str | None = None,
        *,
        description: str | None = None,
        title: str | None = None,
        scopes: Iterable[str] = (),
    ) -> Callable[[F], F]:
        """Register a prompt: its string parameters are its arguments (required unless defaulted).

        The function returns ``str`` (one user message), ``PromptMessage``, a list of them, or
        ``GetPromptResult``. ``scopes``: token scopes a caller needs to get it (others get 403
        ``insufficient_scope`` and do not see it in prompts/list).
        """

        def register(function: F) -> F:
            default_name, doc, arguments, render = prompt_parts(function, _defining_scope())
            self._registry.add_prompt(
                Prompt(
                    name or default_name,
                    description if description is not None else doc,
                    render,
                    arguments,
                    title,
                    frozenset(scopes),
                )
            )
            return function

        return register

    def require_scopes(self, method: str, scopes: Iterable[str]) -> None:
        """Every ``method`` request (``tools/call``, ``resources/list``, ``skills/get``…) needs ``scopes``, on
        top of what the tool, resource or prompt it names needs: one 403 ``insufficient_scope`` challenge names
        them all. A server including this one requires them too."""
        self._registry.require_scopes(method, frozenset(scopes))

    def skill(self, source: str | Path | Skill, *, prefix: str = "") -> Skill:
        """Serve the skill in the folder ``source`` (holding a ``SKILL.md``; the Skills extension, SEP-2640),
        or a ``Skill`` built from its files (``Skill.from_files``).

        Every file below it is served as the resource ``skill://<prefix>/<name>/<path>``, ``<name>`` being
        the folder's name, which must equal the ``name`` of the SKILL.md frontmatter; ``skills/list`` and
        ``skills/get`` give its frontmatter and each file's digest and size. Read once, here: a skill that
        breaks a rule of the extension (naming, frontmatter, 512 files, 16 MiB) raises ``ValueError``.
        """
        built = source if isinstance(source, Skill) else Skill.from_directory(source, prefix=prefix)
        self._registry.add_skill(built)
        return built

    def skills(self, directory: str | Path) -> list[Skill]:
        """Serve every skill below ``directory``: each folder holding a ``SKILL.md``, its path below
        ``directory`` its place in the skill namespace (``acme/billing/refunds`` is ``refunds``, prefix ``acme/billing``)."""
        found = list(skills_in(directory))
        for built in found:
            self._registry.add_skill(built)
        return found

    def completion(self) -> Callable[[F], F]:
        """Register the completion handler: ``(ref, argument, context) -> list[str]`` (mcp-types models)."""

        def register(function: F) -> F:
            self._registry.set_completion(completion_handler(function, _defining_scope()))
            return function

        return register

    def include(self, other: Server) -> None:
        """Offer everything ``other`` offers too; a name both use is an error, never an override.

        The result announces list changes if either server does (``list_changed``).
        """
        self._registry.include(other.registry)
        # Its shutdown hooks are shared, not moved: ``other`` stays as its author built it (the CLI builds
        # the served server twice, to check it and to serve it), and each hook still runs once at most,
        # from whichever server shuts down first.
        self._shutdowns.extend(other._shutdowns)
        if other.console_approvals is not None:
            self.add_console_approvals(other.console_approvals)

    def add_console_approvals(self, approvals: ConsoleApprovals) -> None:
        """Show ``approvals`` in the approvals console (``/console``), where people decide them. A server
        has one source of approvals at most; an app serving a server without one has no console."""
        if self._console_approvals is not None and self._console_approvals is not approvals:
            raise ValueError("two sources of approvals for the console: a server shows one")
        self._console_approvals = approvals

    @property
    def console_approvals(self) -> ConsoleApprovals | None:
        """The approvals the console shows (``add_console_approvals``), if any."""
        return self._console_approvals

    def on_shutdown(self, close: C) -> C:
        """Await ``close()`` when the app serving this server shuts down: for what the tools hold,
        such as an HTTP client. It runs after the app's task work has drained and before its store and
        bus close; hooks run once each, in the order registered. Usable as a decorator."""
        self._shutdowns.append(_Hook(close))
        return close

    async def shutdown(self) -> None:
        """Await the ``on_shutdown`` hooks not awaited yet (``create_app``'s lifespan calls it on the way out).

        One that fails is logged and the next still runs: a stuck client must not keep the rest open."""
        for hook in self._shutdowns:
            if hook.ran:
                continue
            hook.ran = True  # before it runs: never twice, even if it fails
            try:
                await hook.close()
            except Exception:
                logger.exception("a shutdown hook of server %r failed", self.name)


class _Hook:
    """One ``on_shutdown`` hook, shared by every server that includes its own: it runs once at most."""

    __slots__ = ("close", "ran")

    def __init__(self, close: Close) -> None:
        self.close = close
        self.ran = False


def _defining_scope() -> Mapping[str, Any]:
    """The local names where the decorated function was defined (two frames up: register, then its caller).

    With ``from __future__ import annotations`` a function's annotations are strings; a model
    declared in the same function body as the tool is only found there.
    """
    return sys._getframe(2).f_locals


def _output_schema(declared: type[BaseModel] | JsonObject) -> JsonObject:
    if isinstance(declared, type) and issubclass(declared, BaseModel):
        schema = declared.model_json_schema(mode="serialization")
        schema.pop("title", None)
    else:
        schema = dict(declared)
        Draft202012Validator.check_schema(schema)
    if schema.get("type") != "object":
        raise ValueError('an output schema describes an object ("type": "object")')
    return schema


def _wire(value: Any) -> JsonObject:
    if isinstance(value, Mapping):
        return dict(value)
    dumped: JsonObject = value.model_dump(mode="json", by_alias=True, exclude_none=True)
    return dumped
