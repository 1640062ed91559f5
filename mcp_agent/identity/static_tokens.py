"""Opaque bearer tokens listed in a JSON file, each mapped to a fixed Principal.

File format::

    {"tokens": {"<token>": {"tenant": "acme", "user": "alice", "scopes": ["tools:call"]}}}

Only SHA-256 digests of the tokens are kept in memory. A presented token is hashed
and looked up by digest: the dictionary lookup then compares digests, not token
bytes, so its timing reveals nothing an attacker can steer towards a real token,
and a memory dump does not reveal usable tokens.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from mcp_agent.identity.principal import Principal, Unauthenticated, bearer_token, is_safe_identifier, is_token68
from mcp_agent.protocol.wire import JsonObject

_ENTRY_KEYS = frozenset({"tenant", "user", "scopes"})


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode("ascii")).digest()


def _refuse_duplicate_keys(pairs: list[tuple[str, Any]]) -> JsonObject:
    # json.load silently keeps the last of two equal keys; a token listed twice is an operator mistake.
    keys = [key for key, _ in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError("duplicate key in tokens file (a token or field appears twice)")
    return dict(pairs)


def _principal_from_entry(position: int, entry: object) -> Principal:
    # Errors name the entry by position, never by token, so they are safe to log.
    where = f"tokens file entry #{position}"
    if not isinstance(entry, Mapping):
        raise ValueError(f"{where}: must be an object with tenant, user and scopes")
    unknown = set(entry) - _ENTRY_KEYS
    if unknown:
        raise ValueError(f"{where}: unknown field(s) {sorted(unknown)}")
    for field in ("tenant", "user"):
        if not is_safe_identifier(entry.get(field)):
            raise ValueError(f"{where}: {field} must be a string matching [A-Za-z0-9._@-]{{1,128}}")
    scopes = entry.get("scopes", [])
    if not isinstance(scopes, list) or not all(isinstance(s, str) and s for s in scopes):
        raise ValueError(f"{where}: scopes must be a list of non-empty strings")
    return Principal(tenant=entry["tenant"], user=entry["user"], scopes=frozenset(scopes))


class StaticTokenAuthenticator:
    """Authenticates bearer tokens against a fixed table loaded at startup."""

    def __init__(self, principals_by_digest: Mapping[bytes, Principal]) -> None:
        self._principals_by_digest = dict(principals_by_digest)

    @classmethod
    def from_mapping(cls, document: object) -> StaticTokenAuthenticator:
        """Validate a parsed tokens document; raise ValueError naming the first problem."""
        if not isinstance(document, Mapping) or set(document) != {"tokens"}:
            raise ValueError('tokens file must be an object with exactly one key, "tokens"')
        tokens = document["tokens"]
        if not isinstance(tokens, Mapping) or not tokens:
            raise ValueError('tokens file: "tokens" must be a non-empty object mapping token to identity')
        table: dict[bytes, Principal] = {}
        for position, (token, entry) in enumerate(tokens.items(), start=1):
            if not is_token68(token):
                raise ValueError(
                    f"tokens file entry #{position}: token is empty or has characters a Bearer header cannot carry"
                )
            table[_digest(token)] = _principal_from_entry(position, entry)
        return cls(table)

    @classmethod
    def from_file(cls, path: str | Path) -> StaticTokenAuthenticator:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as error:
            raise ValueError(f"cannot read tokens file {str(path)!r}: {error.strerror}") from None
        try:
            document = json.loads(text, object_pairs_hook=_refuse_duplicate_keys)
        except json.JSONDecodeError as error:
            # Position only: the message excerpt could contain a token.
            raise ValueError(
                f"tokens file {str(path)!r} is not valid JSON (line {error.lineno}, column {error.colno})"
            ) from None
        except ValueError as error:
            raise ValueError(f"tokens file {str(path)!r}: {error}") from None
        try:
            return cls.from_mapping(document)
        except ValueError as error:
            raise ValueError(f"{error} (in {str(path)!r})") from None

    def authenticate(self, authorization_header: str | None) -> Principal:
        principal = self._principals_by_digest.get(_digest(bearer_token(authorization_header)))
        if principal is None:
            raise Unauthenticated("unknown token")
        return principal
