"""A tools/call run as a task: what the queued job holds, and how a worker calls the tool from it.

The job is plain JSON in the task's record, so any worker process (same ``--app``) can run it: the
tool, its arguments, who called (the principal), what the client declared, and the input state the
call arrived with. The worker rebuilds the request context from it; ``ctx.report_progress`` becomes
the task's status message (notifications/tasks on listen streams, and the record now and then).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..identity import Principal
from ..outcomes import InputRequired, JsonObject, ToolError
from ..protocol.errors import invalid_params
from ..state import InvalidHandle
from ..tasks import Invoke, Progress
from .context import RequestContext, RequestContexts
from .registry import Registry, Tool


def task_job(tool: Tool, arguments: JsonObject, ctx: RequestContext) -> JsonObject:
    principal = ctx.principal
    return {
        "tool": tool.name,
        "arguments": arguments,
        "principal": {
            "tenant": principal.tenant,
            "user": principal.user,
            "scopes": sorted(principal.scopes),
            "unrestricted": principal.unrestricted,
        },
        "capabilities": ctx.client_capabilities,
        "inputResponses": ctx.input_responses,
        "requestState": ctx.request_state,
    }


def retry_safe(registry: Registry) -> Callable[[str], bool]:
    """Whether a tool's task may run again after its worker was lost: ``retry_on_worker_loss`` when the
    tool sets it, else its ``idempotentHint`` annotation."""

    def safe(name: str) -> bool:
        tool = registry.tools.get(name)
        if tool is None:
            return False
        if tool.retry_on_worker_loss is not None:
            return tool.retry_on_worker_loss
        return bool((tool.annotations or {}).get("idempotentHint"))

    return safe


def task_invoker(registry: Registry, contexts: RequestContexts) -> Invoke:
    """How a worker calls the tool of a job: in a context rebuilt from the job, bound like a request's."""

    async def invoke(
        job: JsonObject, responses: JsonObject, request_state: JsonObject | None, progress: Progress
    ) -> JsonObject | InputRequired:
        tool = registry.tools.get(job.get("tool", ""))
        if tool is None:  # a worker started without the --app that accepted the task
            raise invalid_params(f"Unknown tool: {job.get('tool')}")
        who = job["principal"]
        principal = Principal(who["tenant"], who["user"], frozenset(who["scopes"]), bool(who.get("unrestricted")))

        async def emit(message: dict[str, Any]) -> None:
            if message.get("method") == "notifications/progress":
                params = message["params"]
                text = params.get("message") or (
                    f"{params['progress']:g} of {params['total']:g}"
                    if params.get("total") is not None
                    else f"{params['progress']:g}"
                )
                await progress(str(text))

        ctx = contexts.context(
            principal,
            request_id=f"task-{id(job)}",
            method="tools/call",
            client_capabilities=job.get("capabilities") or {},
            progress_token="task",
            emit=emit,
            input_responses={**(job.get("inputResponses") or {}), **responses} or None,
            request_state=request_state if request_state is not None else job.get("requestState"),
        )
        try:
            return await tool.invoke(job.get("arguments") or {}, ctx)
        except (ToolError, InvalidHandle) as exc:
            return {"content": [{"type": "text", "text": str(exc)}], "isError": True}

    return invoke
