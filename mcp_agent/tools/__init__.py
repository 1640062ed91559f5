"""The agent tools this server exists for, written against the public API like any third party's."""

from __future__ import annotations

from mcp_agent import Server, ServerModel

from .next_step import register_next_step
from .next_step.tool import DEFAULT_APPROVAL_TTL_SECONDS, DEFAULT_MAX_SCREEN_DESCRIPTION_CHARS
from .summarize.credentials import CredentialResolver
from .summarize.sources.config import MailSources
from .summarize.tool import DEFAULT_MAX_MESSAGE_BYTES, DEFAULT_TASK_ABOVE_MESSAGES, register_summarize_thread


def agent_tools(
    *,
    max_screen_description_chars: int = DEFAULT_MAX_SCREEN_DESCRIPTION_CHARS,
    approval_ttl_seconds: float = DEFAULT_APPROVAL_TTL_SECONDS,
    approvals_allow_self: bool = False,
    mail_sources: MailSources | None = None,
    mail_credentials: CredentialResolver | None = None,
    max_message_bytes: int = DEFAULT_MAX_MESSAGE_BYTES,
    summarize_task_above_messages: int = DEFAULT_TASK_ABOVE_MESSAGES,
    model: ServerModel | None = None,
) -> Server:
    """A server offering ``next_step`` (with its approval tools), ``summarize_thread`` and
    ``list_threads``; ``Server.include`` adds them to another. ``model``: the server's own model,
    deciding ``next_step`` for clients without ``sampling`` (None: the rule planner). ``approvals_allow_self``:
    whoever asked for an approval may decide it too (off: someone else must)."""
    server = Server("mcp-agent")
    register_next_step(
        server, max_screen_description_chars=max_screen_description_chars, approval_ttl_seconds=approval_ttl_seconds,
        model=model, approvals_allow_self=approvals_allow_self,
    )
    register_summarize_thread(
        server,
        sources=mail_sources,
        credentials=mail_credentials,
        max_message_bytes=max_message_bytes,
        task_above_messages=summarize_task_above_messages,
    )
    return server
