"""Answers each 2026-07-28 method once the validator has accepted the request."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from functools import partial
from typing import Any

from ..bus import BusUnavailable
from ..identity import Principal
from ..outcomes import InputRequired, JsonObject
from ..protocol.errors import (
    McpError,
    bus_unavailable,
    insufficient_scope,
    invalid_params,
    missing_capability,
    store_unavailable,
)
from ..protocol.params import (
    CompleteParams,
    GetPromptParams,
    ListParams,
    PromptReference,
    ReadResourceParams,
    parse_params,
)
from ..protocol.validator import ValidRequest
from ..protocol.wire import CLIENT_INFO_META_KEY, SERVER_INFO_META_KEY, SUPPORTED_VERSIONS
from ..state import StoreUnavailable
from ..tasks import TASKS_EXTENSION
from .context import RequestContext
from .registry import Resource
from .services import Services
from .skills import SKILLS_EXTENSION, SkillCatalog, SkillMethods
from .tool_calls import ToolCalls, declares_tasks

logger = logging.getLogger("mcp_agent.dispatcher")

Handler = Callable[[ValidRequest, RequestContext], Awaitable[JsonObject]]

# Which client capability each kind of input request needs.
_INPUT_REQUEST_CAPABILITY = {
    "elicitation/create": "elicitation",
    "sampling/createMessage": "sampling",
    "roots/list": "roots",
}


class Dispatcher:
    def __init__(self, services: Services) -> None:
        self.services = services
        self.registry = services.registry
        self.tasks = services.tasks
        self._meta = {SERVER_INFO_META_KEY: services.server_info}
        # The 2026-07-28 runner: a result with its resultType and the server's _meta.
        self.dispatch: Callable[[ValidRequest, RequestContext], Coroutine[Any, Any, JsonObject]] = partial(
            self.run, shape=self.modern_result
        )
        registry = self.registry
        self.tools = ToolCalls(self)  # tools/call, and the plain call the endpoint recognises
        # A method whose capability is not advertised is not served (404/-32601, spec §Errors).
        self.handlers: dict[str, Handler] = {"server/discover": self.discover}
        if registry.tools:
            self.handlers.update({"tools/list": self.list_tools, "tools/call": self.tools.call_tool})
        self.skills = SkillCatalog(registry.skills.values(), services.skills_page_size)
        if self.skills:
            methods = SkillMethods(self.skills, services.list_ttl_ms)
            self.handlers.update(
                {
                    "skills/list": methods.list_skills,
                    "skills/get": methods.get_skill,
                    "resources/directory/read": methods.read_directory,
                }
            )
        # Skill files are resources: the extension needs the resources capability and methods.
        if registry.resources or registry.templates or self.skills:
            self.handlers.update(
                {
                    "resources/list": self.list_resources,
                    "resources/templates/list": self.list_resource_templates,
                    "resources/read": self.read_resource,
                }
            )
        if registry.prompts:
            self.handlers.update({"prompts/list": self.list_prompts, "prompts/get": self.get_prompt})
        if registry.completion is not None:
            self.handlers["completion/complete"] = self.complete
        self.offers_tasks = any(tool.task != "never" for tool in registry.tools.values())
        if self.offers_tasks:
            self.handlers.update(
                {"tasks/get": self.get_task, "tasks/update": self.update_task, "tasks/cancel": self.cancel_task}
            )
        self.known_methods = frozenset(self.handlers) | {"subscriptions/listen"}
        # Which arguments of a tool its Mcp-Param-* headers mirror (the validator asks, per tools/call).
        self.tool_header_params: Callable[[str], Mapping[str, tuple[str, str]] | None] = registry.tool_header_params
        self._capabilities = self._advertised_capabilities()
        # Lists do not vary by caller unless some tool needs scopes (then tools/list does).
        self._tools_cache_scope = "private" if registry.scoped else "public"

    @property
    def capabilities(self) -> JsonObject:
        """What ``server/discover`` advertises; a listen stream honours only what is in it."""
        return self._capabilities

    def _advertised_capabilities(self) -> JsonObject:
        # listChanged only when the server said it announces list changes (Server(list_changed=True)):
        # a registry filled at start-up never changes by itself. resources.subscribe whenever there
        # are resources: any tool may publish a resource update (summarize_thread does, per append).
        list_changed: JsonObject = {"listChanged": True} if self.registry.list_changed else {}
        capabilities: JsonObject = {}
        if self.registry.tools:
            capabilities["tools"] = dict(list_changed)
        if self.registry.resources or self.registry.templates or self.skills:
            capabilities["resources"] = {"subscribe": True, **list_changed}
        if self.registry.prompts:
            capabilities["prompts"] = dict(list_changed)
        if self.registry.completion is not None:
            capabilities["completions"] = {}
        # Any handler may log through ctx.log; notifications/message go out only when asked for.
        capabilities["logging"] = {}
        extensions: JsonObject = {}
        if self.offers_tasks:
            extensions[TASKS_EXTENSION] = {}
        if self.skills:
            extensions[SKILLS_EXTENSION] = {"directoryRead": True}
        if extensions:
            capabilities["extensions"] = extensions
        return capabilities

    def context(self, request: ValidRequest, principal: Principal, idempotency_key: str | None) -> RequestContext:
        """The context a handler gets: everything in it comes from this request or long-lived services."""
        return self.services.contexts.context(
            principal,
            request_id=request.id,
            method=request.method,
            client_capabilities=request.client_capabilities,
            progress_token=request.progress_token,
            log_level=request.log_level,
            idempotency_key=idempotency_key,
            client_info=client_info
            if isinstance(client_info := request.meta.get(CLIENT_INFO_META_KEY), dict)
            else None,
        )

    def authorize(self, principal: Principal, method: str, needed: frozenset[str] = frozenset()) -> None:
        """403 ``insufficient_scope`` unless ``principal`` holds the method's scopes and ``needed`` (the named
        tool's, resource's or prompt's): one challenge naming every scope the request needs, so the client
        steps up once."""
        required = self.registry.method_scopes.get(method, needed)
        if needed and required is not needed:
            required = required | needed
        if required and not principal.holds(required):
            raise insufficient_scope(required)

    async def run(
        self, request: ValidRequest, ctx: RequestContext, shape: Callable[[JsonObject], JsonObject]
    ) -> JsonObject:
        """The method's handler, whichever era's adapter called it, its result shaped for that era's wire
        (in this frame: one coroutine fewer per request than a shaping adapter around it)."""
        if request.method not in _NAMING_METHODS:  # those add what they name to the method's scopes
            self.authorize(ctx.principal, request.method)
        try:
            result = await self.handlers[request.method](request, ctx)
        except StoreUnavailable:
            raise store_unavailable() from None
        except BusUnavailable:  # a tool's ctx.publish while Redis is away
            raise bus_unavailable() from None
        return shape(result)

    def modern_result(self, result: JsonObject) -> JsonObject:
        """A 2026-07-28 result: ``resultType`` and the server's ``_meta`` added."""
        result.setdefault("resultType", "complete")
        extra_meta = result.get("_meta")
        result["_meta"] = self._meta if extra_meta is None else {**extra_meta, **self._meta}
        return result

    # -- discovery and lists -------------------------------------------------------------

    def _cacheable(self, result: JsonObject, scope: str = "public") -> JsonObject:
        result["ttlMs"] = self.services.list_ttl_ms
        result["cacheScope"] = scope
        return result

    def _list(self, request: ValidRequest, key: str, entries: list[JsonObject], scope: str = "public") -> JsonObject:
        if parse_params(ListParams, request.params).cursor is not None:
            raise invalid_params("Invalid cursor: this server returns every list in one page")
        return self._cacheable({key: entries}, scope)

    async def discover(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        result: JsonObject = {"supportedVersions": list(SUPPORTED_VERSIONS), "capabilities": self._capabilities}
        if self.services.instructions:
            result["instructions"] = self.services.instructions
        return self._cacheable(result)

    async def list_tools(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        # Each caller sees only the tools its token may call.
        visible = [tool.describe() for tool in self.registry.tools.values() if tool.offered_to(ctx.principal)]
        return self._list(request, "tools", visible, self._tools_cache_scope)

    async def list_resources(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        resources = self.registry.resources.values()
        listed = [r.describe() for r in resources if ctx.principal.holds(r.scopes)]
        scope = "private" if any(r.scopes for r in resources) else "public"
        return self._list(request, "resources", listed + self.skills.resources(), scope)

    async def list_resource_templates(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        return self._list(request, "resourceTemplates", [t.describe() for t in self.registry.templates])

    async def list_prompts(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        prompts = self.registry.prompts.values()
        scope = "private" if any(p.scopes for p in prompts) else "public"
        return self._list(request, "prompts", [p.describe() for p in prompts if ctx.principal.holds(p.scopes)], scope)

    # -- multi round-trip plumbing ---------------------------------------------------------

    def open_round_trip(
        self,
        ctx: RequestContext,
        method: str,
        target: str,
        arguments: Any,
        input_responses: dict[str, Any] | None,
        request_state: str | None,
    ) -> None:
        if input_responses is not None:
            if not all(isinstance(value, dict) for value in input_responses.values()):
                raise invalid_params("Invalid params: every inputResponses value must be an object")
            ctx.input_responses = input_responses
        if request_state is not None:
            ctx.request_state = self.services.request_state.open(
                request_state, method=method, target=target, arguments=arguments, principal=_principal_key(ctx)
            )

    def input_required(
        self, outcome: InputRequired, ctx: RequestContext, method: str, target: str, arguments: Any
    ) -> JsonObject:
        allowed: JsonObject = {}
        missing: JsonObject = {}
        for key, input_request in outcome.requests.items():
            capability = _INPUT_REQUEST_CAPABILITY.get(input_request.get("method", ""))
            if capability is None:
                raise RuntimeError(f"unknown input request method in {key!r}")
            if ctx.has_capability(capability):
                allowed[key] = input_request
            else:
                missing[capability] = {}
        if outcome.requests and not allowed:
            # Nothing we may ask for: the request cannot make progress with this client.
            raise missing_capability(missing)
        result: JsonObject = {"resultType": "input_required"}
        if allowed:
            result["inputRequests"] = allowed
        if outcome.state is not None or not allowed:
            result["requestState"] = self.services.request_state.seal(
                outcome.state or {}, method=method, target=target, arguments=arguments, principal=_principal_key(ctx)
            )
        return result

    def _require_tasks(self, ctx: RequestContext) -> None:
        if not declares_tasks(ctx):
            raise missing_capability({"extensions": {TASKS_EXTENSION: {}}})

    async def get_task(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        self._require_tasks(ctx)
        return await self.tasks.get(ctx.principal, request.params.get("taskId"))

    async def update_task(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        self._require_tasks(ctx)
        return await self.tasks.update(
            ctx.principal, request.params.get("taskId"), request.params.get("inputResponses")
        )

    async def cancel_task(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        self._require_tasks(ctx)
        return await self.tasks.cancel(ctx.principal, request.params.get("taskId"))

    # -- resources ------------------------------------------------------------------------

    async def read_resource(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        params = parse_params(ReadResourceParams, request.params)
        resource = self.registry.resources.get(params.uri)
        found = (resource, {}) if resource is not None else self.registry.find_template(params.uri)
        if found is None:
            self.authorize(ctx.principal, "resources/read")
        elif isinstance(found[0], Resource):
            self.authorize(ctx.principal, "resources/read", found[0].scopes)
        else:
            self.authorize(ctx.principal, "resources/read", found[0].required_scopes(found[1]))
        skill_file = self.skills.file(params.uri)
        if skill_file is not None:
            return {"contents": [skill_file.contents()], "ttlMs": self.services.list_ttl_ms, "cacheScope": "public"}
        self.open_round_trip(ctx, "resources/read", params.uri, None, params.input_responses, params.request_state)
        contents = await found[0].read(found[1], ctx) if found is not None else None
        if isinstance(contents, InputRequired):
            return self.input_required(contents, ctx, "resources/read", params.uri, None)
        if not contents or found is None:
            raise invalid_params(f"Resource not found: {params.uri}", {"uri": params.uri})
        return {"contents": contents, "ttlMs": self.services.list_ttl_ms, "cacheScope": found[0].cache_scope}

    # -- prompts and completion -----------------------------------------------------------

    async def get_prompt(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        params = parse_params(GetPromptParams, request.params)
        prompt = self.registry.prompts.get(params.name)
        if prompt is None:
            raise invalid_params(f"Unknown prompt: {params.name}", {"name": params.name})
        self.authorize(ctx.principal, "prompts/get", prompt.scopes)
        arguments = params.arguments or {}
        missing = [a.name for a in prompt.arguments if a.required and a.name not in arguments]
        if missing:
            raise invalid_params(f"Missing required prompt arguments: {', '.join(missing)}")
        self.open_round_trip(ctx, "prompts/get", prompt.name, arguments, params.input_responses, params.request_state)
        outcome = await prompt.render(arguments, ctx)
        if isinstance(outcome, InputRequired):
            return self.input_required(outcome, ctx, "prompts/get", prompt.name, arguments)
        return outcome

    async def complete(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        params = parse_params(CompleteParams, request.params)
        if isinstance(params.ref, PromptReference) and params.ref.name not in self.registry.prompts:
            raise invalid_params(f"Unknown prompt: {params.ref.name}", {"name": params.ref.name})
        assert self.registry.completion is not None  # the method is only served when one is registered
        context = params.context.arguments if params.context and params.context.arguments else {}
        values = await self.registry.completion(
            params.ref.model_dump(), params.argument.name, params.argument.value, context, ctx
        )
        limit = self.services.completion_limit
        completion: JsonObject = {"values": values[:limit], "total": len(values), "hasMore": len(values) > limit}
        return {"completion": completion}


# Methods that name a tool, resource or prompt: their handlers authorize the method's scopes with its own.
_NAMING_METHODS = frozenset({"tools/call", "resources/read", "prompts/get"})


def _principal_key(ctx: RequestContext) -> str:
    return f"{ctx.principal.tenant}/{ctx.principal.user}"


__all__ = ["Dispatcher", "McpError"]
