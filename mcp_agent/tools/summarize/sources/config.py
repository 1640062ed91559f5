"""The mail sources file: which mailboxes each tenant may read, in JSON or TOML (by extension).

::

    # mail-sources.toml
    ["*".archive]                      # every tenant gets this one
    kind = "maildir"
    path = "mail/archive"              # relative paths resolve against this file's directory

    [acme.work]
    kind = "imap"
    host = "imap.acme.example"
    port = 993
    security = "tls"                   # or "starttls"; plain IMAP is not offered
    username = "ann@acme.example"
    mailbox = "INBOX"                  # optional
    ca_file = "certs/acme-ca.pem"      # optional, relative to this file

    [acme.gmail]
    kind = "gmail"                     # base_url and user_id ("me") are optional

A tenant's own source of a name replaces the ``"*"`` one. Secrets never go here: the IMAP
password and the Gmail access token come from a ``CredentialResolver`` per request.
The file is read and checked once, at start-up; a problem names the file, tenant, source and field.
``mcp-agent serve`` also refuses to start while a Maildir or mbox path cannot be read (``unreadable``).
"""

from __future__ import annotations

import ipaddress
import json
import re
import tomllib
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, field_validator

from ..mail import MailSource

ANY_TENANT = "*"
KINDS = ("maildir", "mbox", "imap", "gmail")
# Source names appear in messages to the model and in environment variable names.
_SOURCE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
_TENANT = re.compile(r"[A-Za-z0-9._@-]{1,128}")


if TYPE_CHECKING:
    import httpx2 as httpx


class MailSourcesError(ValueError):
    """The mail sources file cannot be used; the message says where and why."""


class _Settings(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class _Maildir(_Settings):
    kind: Literal["maildir"]
    path: str = Field(min_length=1)


class _Mbox(_Settings):
    kind: Literal["mbox"]
    path: str = Field(min_length=1)


class _Imap(_Settings):
    kind: Literal["imap"]
    host: str = Field(min_length=1, max_length=253)
    port: int = Field(ge=1, le=65535)
    security: Literal["tls", "starttls"]
    username: str = Field(min_length=1)
    mailbox: str = Field("INBOX", min_length=1)
    ca_file: str | None = Field(None, min_length=1)


class _Gmail(_Settings):
    kind: Literal["gmail"]
    base_url: str = "https://gmail.googleapis.com"
    user_id: str = Field("me", min_length=1, max_length=254)

    @field_validator("base_url")
    @classmethod
    def _https_unless_loopback(cls, value: str) -> str:
        # The access token travels in a header: in the clear only to this machine (a local proxy or test).
        parts = urlsplit(value)
        if parts.scheme == "https" and parts.hostname:
            return value
        if parts.scheme == "http" and parts.hostname and _is_loopback(parts.hostname):
            return value
        raise ValueError("must be an https:// URL (http:// only for a loopback address)")


_SETTINGS: TypeAdapter[_Maildir | _Mbox | _Imap | _Gmail] = TypeAdapter(
    Annotated[_Maildir | _Mbox | _Imap | _Gmail, Field(discriminator="kind")]
)


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class MailSources:
    """Every tenant's configured sources, built once; ``for_tenant`` answers per request."""

    def __init__(self, by_tenant: dict[str, dict[str, MailSource]], *, origin: str = "inline") -> None:
        self._by_tenant = by_tenant
        self._origin = origin

    @classmethod
    def load(cls, path: str, *, max_message_bytes: int, http: httpx.AsyncClient | None = None) -> MailSources:
        """Read and check the file at ``path`` (``.json`` or ``.toml``); raise MailSourcesError.

        ``http`` is the one HTTP client every Gmail source uses (connection reuse; its transport
        is the caller's); without it, each Gmail source makes one on first use."""
        file = Path(path)
        suffix = file.suffix.lower()
        if suffix not in (".json", ".toml"):
            raise MailSourcesError(f"mail sources file '{path}': the name must end in .json or .toml")
        try:
            raw = file.read_bytes()
        except OSError as error:
            raise MailSourcesError(f"mail sources file '{path}' cannot be read: {error.strerror}") from None
        try:
            document: object = json.loads(raw) if suffix == ".json" else tomllib.loads(raw.decode("utf-8"))
        except json.JSONDecodeError as error:
            raise MailSourcesError(
                f"mail sources file '{path}' is not valid JSON (line {error.lineno}, column {error.colno}): {error.msg}"
            ) from None
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
            raise MailSourcesError(f"mail sources file '{path}' is not valid TOML: {error}") from None
        return cls.from_document(
            document, origin=path, base_dir=file.resolve().parent, max_message_bytes=max_message_bytes, http=http
        )

    @classmethod
    def from_document(
        cls,
        document: object,
        *,
        origin: str,
        base_dir: Path,
        max_message_bytes: int,
        http: httpx.AsyncClient | None = None,
    ) -> MailSources:
        if not isinstance(document, dict):
            raise MailSourcesError(f"mail sources file '{origin}' must map tenants to their sources")
        by_tenant: dict[str, dict[str, MailSource]] = {}
        for tenant, sources in document.items():
            if tenant != ANY_TENANT and not _TENANT.fullmatch(tenant):
                raise MailSourcesError(
                    f"mail sources file '{origin}': tenant {tenant!r} is not \"*\" nor a valid tenant name"
                )
            if not isinstance(sources, dict):
                raise MailSourcesError(
                    f"mail sources file '{origin}', tenant '{tenant}': must map source names to settings"
                )
            built: dict[str, MailSource] = {}
            for name, settings in sources.items():
                where = f"mail sources file '{origin}', tenant '{tenant}', source '{name}'"
                if not _SOURCE_NAME.fullmatch(name):
                    raise MailSourcesError(f"{where}: a source name is 1-64 letters, digits, '.', '_' or '-'")
                built[name] = _build(name, _validate(where, settings), base_dir, max_message_bytes, http)
            by_tenant[tenant] = built
        return cls(by_tenant, origin=origin)

    def unreadable(self) -> list[str]:
        """Why each Maildir or mbox source cannot be read now, one sentence per source naming where it is
        configured; the network sources (IMAP, Gmail) are never contacted here."""
        from .maildir import LocalMailboxSource

        problems: list[str] = []
        for tenant, sources in self._by_tenant.items():
            for name, source in sources.items():
                if isinstance(source, LocalMailboxSource) and (problem := source.unreadable()) is not None:
                    problems.append(
                        f"mail sources file '{self._origin}', tenant '{tenant}', source '{name}': {problem}"
                    )
        return problems

    async def aclose(self) -> None:
        """Close what the sources hold (a Gmail source's HTTP client), each source once; the ``http``
        client given to ``load`` stays open: its owner closes it."""
        built = {id(source): source for sources in self._by_tenant.values() for source in sources.values()}
        for source in built.values():
            close = getattr(source, "aclose", None)  # only a source that keeps connections has one
            if close is not None:
                await close()

    def for_tenant(self, tenant: str) -> dict[str, MailSource]:
        """The sources ``tenant`` may read: the "*" ones, replaced by the tenant's own of the same name."""
        return {
            **self._by_tenant.get(ANY_TENANT, {}),
            **(self._by_tenant.get(tenant, {}) if tenant != ANY_TENANT else {}),
        }


def _validate(where: str, settings: object) -> _Maildir | _Mbox | _Imap | _Gmail:
    if not isinstance(settings, dict):
        raise MailSourcesError(f"{where}: must be a table of settings with a kind")
    kind = settings.get("kind")
    if kind not in KINDS:
        raise MailSourcesError(f"{where}: unknown kind {kind!r} (one of: {', '.join(KINDS)})")
    try:
        return _SETTINGS.validate_python(settings)
    except ValidationError as error:
        first: dict[str, Any] = dict(error.errors()[0])
        field = ".".join(str(part) for part in first["loc"][1:]) or "kind"
        message = "not a setting of this kind" if first["type"] == "extra_forbidden" else first["msg"]
        raise MailSourcesError(f"{where}, field '{field}': {message}") from None


def _build(
    name: str,
    settings: _Maildir | _Mbox | _Imap | _Gmail,
    base_dir: Path,
    max_message_bytes: int,
    http: httpx.AsyncClient | None,
) -> MailSource:
    # Imported here: each source pulls in only what its kind needs.
    if isinstance(settings, _Maildir):
        from .maildir import MaildirSource

        return MaildirSource(name, str(base_dir / settings.path), max_message_bytes=max_message_bytes)
    if isinstance(settings, _Mbox):
        from .mbox import MboxSource

        return MboxSource(name, str(base_dir / settings.path), max_message_bytes=max_message_bytes)
    if isinstance(settings, _Imap):
        from .imap import ImapSource

        return ImapSource(
            name,
            settings.host,
            settings.port,
            security=settings.security,
            username=settings.username,
            mailbox=settings.mailbox,
            ca_file=str(base_dir / settings.ca_file) if settings.ca_file else None,
            max_message_bytes=max_message_bytes,
        )
    from .gmail import GmailSource

    return GmailSource(
        name, base_url=settings.base_url, user_id=settings.user_id, max_message_bytes=max_message_bytes, http=http
    )
