"""Every setting, from ``MCP_AGENT_*`` environment variables or the command line.

Lists are comma-separated in the environment (``MCP_AGENT_ALLOWED_HOSTS=a.example,b.example``).
"""

from __future__ import annotations

import ipaddress
from typing import Annotated, Literal

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

CommaList = Annotated[list[str], NoDecode]


class ConfigurationError(Exception):
    """The server must not start with this configuration; the message says what to set."""


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="MCP_AGENT_", extra="ignore")

    host: str = "127.0.0.1"
    port: int = Field(8000, ge=0, le=65535)
    workers: int = Field(1, ge=1)
    conformance_fixtures: bool = False

    # DNS-rebinding protection. Unset means "loopback only", which is refused off loopback.
    allowed_hosts: CommaList | None = None
    allowed_origins: CommaList | None = None

    max_body_bytes: int = Field(1_048_576, ge=1024)
    keepalive_seconds: float = Field(15.0, gt=0)
    list_ttl_ms: int = Field(60_000, ge=0)
    shutdown_grace_seconds: float = Field(1.5, ge=0)
    access_log: bool = True
    log_level: str = "info"

    # Secrets (≥ 32 bytes each) for sealed requestState and handles; the first one seals.
    # Every instance behind one load balancer must share them.
    sealing_keys: CommaList = Field(default_factory=list)
    request_state_ttl_seconds: float = Field(600.0, gt=0)

    store: Literal["memory", "redis"] = "memory"
    redis_url: str = "redis://127.0.0.1:6379/0"
    redis_timeout_seconds: float = Field(1.0, gt=0)
    record_ttl_seconds: float = Field(7 * 24 * 3600.0, gt=0)
    idempotency_lease_seconds: float = Field(30.0, gt=0)
    idempotency_ttl_seconds: float = Field(24 * 3600.0, gt=0)

    # Identity. With neither set, a loopback server runs as tenant "local".
    auth_tokens_file: str | None = None
    jwt_key: str | None = None
    jwt_algorithms: CommaList = Field(default_factory=lambda: ["HS256"])
    jwt_issuer: str | None = None
    jwt_audience: str | None = None
    jwt_tenant_claim: str = "tenant"

    @field_validator("allowed_hosts", "allowed_origins", "sealing_keys", "jwt_algorithms", mode="before")
    @classmethod
    def _split_commas(cls, value: object) -> object:
        if isinstance(value, str):
            return [item.strip() for item in value.split(",") if item.strip()]
        return value

    @property
    def auth_configured(self) -> bool:
        return bool(self.auth_tokens_file or self.jwt_key)

    def check_deployable(self) -> None:
        """Refuse configurations that are only safe on loopback, saying what to set instead."""
        if is_loopback(self.host):
            return
        if self.allowed_hosts is None:
            raise ConfigurationError(
                f"Refusing to listen on {self.host} without an allow-list: set MCP_AGENT_ALLOWED_HOSTS "
                "(the host names clients use, or * behind a proxy that checks Host) and, for browser "
                "clients, MCP_AGENT_ALLOWED_ORIGINS."
            )
        if not self.auth_configured:
            raise ConfigurationError(
                f"Refusing to listen on {self.host} without authentication: set MCP_AGENT_AUTH_TOKENS_FILE "
                "or MCP_AGENT_JWT_KEY (with MCP_AGENT_JWT_ISSUER and MCP_AGENT_JWT_AUDIENCE)."
            )
        if not self.sealing_keys:
            raise ConfigurationError(
                f"Refusing to listen on {self.host} without shared sealing keys: set MCP_AGENT_SEALING_KEYS "
                "to one or more secrets of at least 32 bytes, the same on every instance."
            )
