"""Sealing ``requestState`` for multi round-trip requests (SEP-2322).

The client holds the state between rounds; it is attacker-controlled, so it travels sealed
(AES-256-GCM) and bound to the method, the target (tool/prompt name or URI), a digest of the
arguments, the principal and an expiry. Every instance shares the keys, so round two may land
on any instance.
"""

from __future__ import annotations

import hashlib
from typing import Any

import orjson

from ..crypto.sealing import InvalidSeal, Sealer
from ..protocol.errors import McpError, invalid_params

_PURPOSE = "rs"


def _digest(value: Any) -> str:
    return hashlib.sha256(orjson.dumps(value, option=orjson.OPT_SORT_KEYS)).hexdigest()[:32]


class RequestStateSeal:
    def __init__(self, sealer: Sealer, ttl_seconds: float) -> None:
        self._sealer = sealer
        self._ttl_seconds = ttl_seconds

    def seal(self, state: dict[str, Any], *, method: str, target: str, arguments: Any, principal: str) -> str:
        claims = {"m": method, "t": target, "a": _digest(arguments), "p": _digest(principal), "s": state}
        return self._sealer.seal(_PURPOSE, claims, self._ttl_seconds)

    def open(self, token: str, *, method: str, target: str, arguments: Any, principal: str) -> dict[str, Any]:
        try:
            claims = self._sealer.open(_PURPOSE, token)
        except InvalidSeal:
            raise self._rejected() from None
        bound = (claims.get("m"), claims.get("t"), claims.get("a"), claims.get("p"))
        state = claims.get("s")
        if bound != (method, target, _digest(arguments), _digest(principal)) or not isinstance(state, dict):
            raise self._rejected()
        return state

    @staticmethod
    def _rejected() -> McpError:
        # One message for every cause: which check failed is no business of an attacker.
        return invalid_params(
            "Invalid or expired requestState: start the request again without it", {"reason": "invalid_request_state"}
        )
