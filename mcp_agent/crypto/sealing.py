"""Seal JSON claims into opaque, tamper-proof tokens, and open them again.

Every instance derives the same keys from the same configured secrets, so a token
sealed by one instance opens on any other. The first secret seals; every secret
opens, which is how keys rotate: prepend the new secret, drop the old one once
its longest-lived tokens have expired.

A token is ``<purpose-prefix>.<base64url(key_id ‖ nonce ‖ ciphertext‖tag)>``.
The purpose (e.g. ``"rs"`` for requestState, ``"h"`` for handles) is bound as
associated data, so a token minted for one purpose never opens as another.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
import time
from collections.abc import Callable, Sequence

import orjson
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from mcp_agent.protocol.wire import JsonObject

_KEY_ID_BYTES = 4
_NONCE_BYTES = 12
_MIN_SECRET_BYTES = 32


class InvalidSeal(Exception):
    """The token was not sealed by us, was altered, was sealed for another purpose, or has expired."""


def _derive_key(secret: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=b"mcp-agent/sealing/v1", info=b"aead-key").derive(secret)


class Sealer:
    """AES-256-GCM over a key ring derived with HKDF-SHA256 from operator secrets."""

    def __init__(self, secrets: Sequence[bytes], *, clock: Callable[[], float] = time.time) -> None:
        if not secrets:
            raise ValueError("at least one sealing secret is required")
        # Wall-clock seconds: ``exp`` is compared on other instances, so a monotonic clock would not do.
        self._clock = clock
        self._keys: dict[bytes, AESGCM] = {}
        self._sealing_key_id = b""
        for index, secret in enumerate(secrets):
            if len(secret) < _MIN_SECRET_BYTES:
                raise ValueError(f"sealing secrets must be at least {_MIN_SECRET_BYTES} bytes")
            key = _derive_key(secret)
            key_id = hashlib.sha256(key).digest()[:_KEY_ID_BYTES]
            self._keys[key_id] = AESGCM(key)
            if index == 0:
                self._sealing_key_id = key_id

    @classmethod
    def ephemeral(cls, *, clock: Callable[[], float] = time.time) -> Sealer:
        """A key known to this process only: fine for one instance, wrong behind a load balancer."""
        return cls([os.urandom(32)], clock=clock)

    def seal(self, purpose: str, claims: JsonObject, ttl_seconds: float) -> str:
        body = dict(claims)
        body["exp"] = int(self._clock() + ttl_seconds)
        nonce = os.urandom(_NONCE_BYTES)
        aead = self._keys[self._sealing_key_id]
        sealed = aead.encrypt(nonce, orjson.dumps(body), purpose.encode())
        raw = self._sealing_key_id + nonce + sealed
        return f"{purpose}.{base64.urlsafe_b64encode(raw).rstrip(b'=').decode()}"

    def open(self, purpose: str, token: object) -> JsonObject:
        """Return the claims of a token sealed for ``purpose``; raise InvalidSeal otherwise."""
        if not isinstance(token, str) or not token.startswith(purpose + "."):
            raise InvalidSeal("not a token of this kind")
        encoded = token[len(purpose) + 1 :]
        try:
            raw = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4))
        except (binascii.Error, ValueError) as exc:
            raise InvalidSeal("not base64url") from exc
        if base64.urlsafe_b64encode(raw).rstrip(b"=").decode() != encoded:
            raise InvalidSeal("not canonical base64url")
        key_id, nonce, sealed = raw[:_KEY_ID_BYTES], raw[_KEY_ID_BYTES : _KEY_ID_BYTES + _NONCE_BYTES], raw[_KEY_ID_BYTES + _NONCE_BYTES :]
        aead = self._keys.get(key_id)
        if aead is None:
            raise InvalidSeal("sealed with an unknown key")
        try:
            claims = orjson.loads(aead.decrypt(nonce, sealed, purpose.encode()))
        except InvalidTag as exc:
            raise InvalidSeal("altered or forged") from exc
        if not isinstance(claims, dict) or not isinstance(claims.get("exp"), int):
            raise InvalidSeal("malformed claims")
        if claims["exp"] < self._clock():
            raise InvalidSeal("expired")
        return claims
