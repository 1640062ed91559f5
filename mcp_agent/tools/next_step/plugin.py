"""The ``next_step`` plugin: a phone agent's next action, its approvals, and their console.

Registers ``next_step``, ``get_approval``, ``resolve_approval`` (authenticated callers holding
``approvals:resolve`` only) and the ``approval://{id}`` resource, and offers the pending approvals
to the approvals console (``/console``). The server's model (``MCP_AGENT_MODEL_*``, a server setting:
README "Server-side models") decides steps for clients without ``sampling``; unset, the rule planner does.

Settings (environment variables, like the server's):

``MCP_AGENT_MAX_SCREEN_DESCRIPTION_CHARS`` (500000, at least 1000)
    The longest ``screen_description`` read; a longer one is an ``isError`` result naming the argument.
``MCP_AGENT_APPROVAL_TTL_SECONDS`` (900)
    How long a pending approval waits for a person.
``MCP_AGENT_APPROVALS_ALLOW_SELF`` (false)
    Whoever asked for an approval (same tenant and user) may decide it too, with ``resolve_approval``
    or in the console. Off: an approval is someone else's yes.
``MCP_AGENT_MIN_CONFIDENCE`` (0.5, 0 to 1)
    A decision whose ``confidence`` (the model's own, or the rule planner's match score) is below this
    does not act: it waits for a person's confirmation, and ``reasoning`` says so. 0: never.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from mcp_agent import Plugin, PluginContext, Server


class NextStepSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="MCP_AGENT_", extra="ignore")

    max_screen_description_chars: int = Field(500_000, ge=1000)
    approval_ttl_seconds: float = Field(900.0, gt=0)
    approvals_allow_self: bool = False
    min_confidence: float = Field(0.5, ge=0, le=1)


class NextStepPlugin(Plugin[NextStepSettings]):
    name = "next_step"
    settings_class = NextStepSettings

    def register(self, server: Server, context: PluginContext[NextStepSettings]) -> None:
        # Imported here: the CLI lists every plugin's commands without loading any tool.
        from .console import NextStepConsoleApprovals
        from .tiers import DecisionCounter
        from .tool import register_next_step

        settings = context.settings
        register_next_step(
            server,
            decisions=DecisionCounter(context.metrics),
            max_screen_description_chars=settings.max_screen_description_chars,
            approval_ttl_seconds=settings.approval_ttl_seconds,
            model=context.model,
            approvals_allow_self=settings.approvals_allow_self,
            min_confidence=settings.min_confidence,
        )
        server.add_console_approvals(NextStepConsoleApprovals(allow_self=settings.approvals_allow_self))
        # How an agent host drives the tool (the loop, the contract, confirmations), as a skill (the Skills extension).
        server.skill(Path(__file__).parent / "skill" / "next-step")
