"""Seal JSON claims into opaque, tamper-proof tokens, and open them again.

Every instance derives the same keys from the same configured secrets, so a token
sealed by one instance opens on any other. The first secret seals; every secret
opens, which is how keys rotate: prepend the new secret, drop the old one once
its longest-lived tokens have expired.

A token is ``<purpose-prefix>.<base64url(key_id ‖ nonce ‖ ciphertext‖tag)>``.
The purpose (e.g. ``"rs"`` for requestState, ``"h"`` for handles) is bound as
associated data, so a token minted for one purpose never opens as another.

The AEAD is AES-256-GCM-SIV (RFC 8452) with a random 96-bit nonce per seal. Plain AES-GCM with
random 96-bit nonces may seal at most 2^32 tokens per key (NIST SP 800-38D, section 8.3): past
that, the chance that two seals share a nonce exceeds 2^-33, and one shared nonce gives away
the XOR of two plaintexts and the key's authentication subkey (forgeries). Every handle,
requestState, cursor and console seal counts, on every instance, so a busy deployment reaches
2^32 within months and nothing counts seals across instances to rotate in time. GCM-SIV derives
each message's keys from the nonce and its keystream from the tag: a repeated nonce reveals only
that the same claims were sealed twice under it, so a collision is no longer a cliff and no seal
count forces a rotation. Tokens sealed with AES-256-GCM by earlier versions still open (their key
id is that of the legacy key derived from the same secret); nothing is sealed with it any more.
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
from cryptography.hazmat.primitives.ciphers.aead import AESGCM, AESGCMSIV
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from mcp_agent.protocol.wire import JsonObject

_KEY_ID_BYTES = 4
_NONCE_BYTES = 12
_MIN_SECRET_BYTES = 32


class InvalidSeal(Exception):
    """The token was not sealed by us, was altered, was sealed for another purpose, or has expired."""


# HKDF "info" per AEAD: one secret yields unrelated keys (and key ids) for each.
_SEALING_INFO = b"aead-key/aes-256-gcm-siv"
_LEGACY_INFO = b"aead-key"  # AES-256-GCM: opened, never sealed with


def _derive_key(secret: bytes, info: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=b"mcp-agent/sealing/v1", info=info).derive(secret)


def _key_id(key: bytes) -> bytes:
    return hashlib.sha256(key).digest()[:_KEY_ID_BYTES]


class Sealer:
    """AES-256-GCM-SIV over a key ring derived with HKDF-SHA256 from operator secrets."""

    def __init__(self, secrets: Sequence[bytes], *, clock: Callable[[], float] = time.time) -> None:
        if not secrets:
            raise ValueError("at least one sealing secret is required")
        # Wall-clock seconds: ``exp`` is compared on other instances, so a monotonic clock would not do.
        self._clock = clock
        self._keys: dict[bytes, AESGCMSIV | AESGCM] = {}
        self._sealing_key_id = b""
        for index, secret in enumerate(secrets):
            if len(secret) < _MIN_SECRET_BYTES:
                raise ValueError(f"sealing secrets must be at least {_MIN_SECRET_BYTES} bytes")
            legacy = _derive_key(secret, _LEGACY_INFO)
            self._keys.setdefault(_key_id(legacy), AESGCM(legacy))
            key = _derive_key(secret, _SEALING_INFO)
            key_id = _key_id(key)
            self._keys[key_id] = AESGCMSIV(key)
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
        key_id, nonce, sealed = (
            raw[:_KEY_ID_BYTES],
            raw[_KEY_ID_BYTES : _KEY_ID_BYTES + _NONCE_BYTES],
            raw[_KEY_ID_BYTES + _NONCE_BYTES :],
        )
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
