"""The ``summarize`` plugin: ``summarize_thread``, ``list_threads`` and ``conversation://{id}``, over inline
messages or the configured mail sources, and ``mcp-agent mail-credential put`` to store a source's credential.

Settings (environment variables, like the server's):

``MCP_AGENT_MAIL_SOURCES`` (unset: inline messages only)
    The mail sources file (JSON or TOML): tenant (or ``*`` for every tenant) → source name →
    ``{"kind": "maildir" | "mbox" | "imap" | "gmail", …}`` (spec-notes/mail-sources.md); checked at start-up.
``MCP_AGENT_MAIL_CREDENTIALS`` (``file``)
    Where a source's credential is read, on every request (never cached): ``file``
    (``MCP_AGENT_MAIL_CREDENTIALS_FILE``) or ``store`` (sealed in the session store with the server's
    sealing keys, put there by ``mcp-agent mail-credential put``).
``MCP_AGENT_MAIL_CREDENTIALS_FILE`` (unset: ``MCP_AGENT_MAIL_CREDENTIAL_<SOURCE>`` from the environment)
    JSON ``{tenant: {user or "*": {source: secret}}}``, re-read on every call (rotation needs no restart).
``MCP_AGENT_MAX_MESSAGE_BYTES`` (26214400: 25 MiB, at least 1024)
    A larger mail message is refused with an ``isError`` result.
``MCP_AGENT_SUMMARIZE_TASK_ABOVE_MESSAGES`` (200)
    For clients that declared the tasks extension, ``summarize_thread`` runs as a task above this many
    inline messages (a mail source's thread always does).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from mcp_agent import ConfigurationError, Plugin, PluginCommand, PluginContext, Server

from .credential_command import MailCredentialCommand

if TYPE_CHECKING:
    from .sources.config import MailSources


class SummarizeSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="MCP_AGENT_", extra="ignore")

    mail_sources: str | None = None
    mail_credentials: Literal["file", "store"] = "file"
    mail_credentials_file: str | None = None
    max_message_bytes: int = Field(25 * 1_048_576, ge=1024)
    summarize_task_above_messages: int = Field(200, ge=0)


class SummarizePlugin(Plugin[SummarizeSettings]):
    name = "summarize"
    settings_class = SummarizeSettings

    def register(self, server: Server, context: PluginContext[SummarizeSettings]) -> None:
        # Imported here: the CLI lists every plugin's commands without loading any tool.
        from .credentials import CredentialResolver, FileCredentialResolver, StoreCredentialResolver
        from .tool import register_summarize_thread

        settings = context.settings
        sources = _load_sources(settings)
        credentials: CredentialResolver = (
            StoreCredentialResolver(context.sealer)
            if settings.mail_credentials == "store"
            else FileCredentialResolver(settings.mail_credentials_file)
        )
        register_summarize_thread(
            server,
            sources=sources,
            credentials=credentials,
            max_message_bytes=settings.max_message_bytes,
            task_above_messages=settings.summarize_task_above_messages,
        )
        if sources is not None:
            server.on_shutdown(sources.aclose)  # the Gmail sources' HTTP clients
        # How an agent host uses the tools (sources, handles, cursors), as a skill (the Skills extension).
        server.skill(Path(__file__).parent / "skill" / "summarize-thread")

    def cli_commands(self) -> Sequence[PluginCommand[SummarizeSettings]]:
        return (MailCredentialCommand(),)

    def startup_problems(self, settings: SummarizeSettings) -> list[str]:
        """Each Maildir or mbox source that cannot be read (the file itself is ``register``'s to refuse)."""
        try:
            sources = _load_sources(settings)
        except ConfigurationError:
            return []
        if sources is None:
            return []
        return [f"MCP_AGENT_MAIL_SOURCES: {problem}" for problem in sources.unreadable()]


def _load_sources(settings: SummarizeSettings) -> MailSources | None:
    from .sources.config import MailSources, MailSourcesError

    if settings.mail_sources is None:
        return None
    try:
        return MailSources.load(settings.mail_sources, max_message_bytes=settings.max_message_bytes)
    except MailSourcesError as problem:
        raise ConfigurationError(f"MCP_AGENT_MAIL_SOURCES: {problem}") from None
