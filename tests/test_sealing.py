"""Sealing survives a repeated nonce, and tokens of the former AEAD and of rotated keys still open."""

from __future__ import annotations

import base64
import hashlib
import os

import orjson
import pytest
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from mcp_agent.crypto import sealing
from mcp_agent.crypto.sealing import InvalidSeal, Sealer

pytestmark = pytest.mark.unit

OLD = b"o" * 32
NEW = b"n" * 32
HEADER = 4 + 12  # key id, nonce


def raw(token: str) -> bytes:
    encoded = token.split(".", 1)[1]
    return base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4))


def sealed_like_earlier_versions(secret: bytes, purpose: str, claims: dict[str, object]) -> str:
    """A token as the AES-256-GCM sealer of earlier releases made it (its documented format)."""
    key = HKDF(algorithm=hashes.SHA256(), length=32, salt=b"mcp-agent/sealing/v1", info=b"aead-key").derive(secret)
    nonce = os.urandom(12)
    body = AESGCM(key).encrypt(nonce, orjson.dumps(claims), purpose.encode())
    packed = hashlib.sha256(key).digest()[:4] + nonce + body
    return f"{purpose}.{base64.urlsafe_b64encode(packed).rstrip(b'=').decode()}"


def test_a_repeated_nonce_reveals_nothing_about_the_plaintexts(monkeypatch: pytest.MonkeyPatch) -> None:
    # Force the one event the random 96-bit nonce makes unlikely: two seals under the same nonce.
    monkeypatch.setattr(sealing.os, "urandom", lambda n: b"\x07" * n)
    sealer = Sealer([NEW], clock=lambda: 1000.0)
    first, second = {"rid": "a" * 32}, {"rid": "b" * 32}
    one, two = raw(sealer.seal("h", first, 60)), raw(sealer.seal("h", second, 60))
    assert one[:HEADER] == two[:HEADER]  # same key, same nonce
    plain_one = orjson.dumps({**first, "exp": 1060})
    plain_two = orjson.dumps({**second, "exp": 1060})
    xor_ciphertexts = bytes(a ^ b for a, b in zip(one[HEADER:], two[HEADER:]))
    xor_plaintexts = bytes(a ^ b for a, b in zip(plain_one, plain_two))
    # Under AES-GCM these are equal (a shared keystream); under GCM-SIV the keystream follows the tag.
    assert xor_ciphertexts[: len(xor_plaintexts)] != xor_plaintexts
    assert sealer.open("h", sealer.seal("h", first, 60))["rid"] == first["rid"]


def test_tokens_sealed_with_the_former_aead_still_open_and_cannot_be_altered() -> None:
    sealer = Sealer([OLD], clock=lambda: 1000.0)
    legacy = sealed_like_earlier_versions(OLD, "h", {"rid": "x", "exp": 2000})
    assert sealer.open("h", legacy) == {"rid": "x", "exp": 2000}
    with pytest.raises(InvalidSeal):
        sealer.open("rs", legacy.replace("h.", "rs.", 1))  # the purpose is still bound
    tampered = bytearray(raw(legacy))
    tampered[-1] ^= 1
    with pytest.raises(InvalidSeal):
        sealer.open("h", "h." + base64.urlsafe_b64encode(bytes(tampered)).rstrip(b"=").decode())
    # New seals never use the former AEAD: their key id differs from the legacy token's.
    assert raw(sealer.seal("h", {"rid": "x"}, 60))[:4] != raw(legacy)[:4]


def test_rotation_keeps_every_token_of_the_previous_secret_readable_until_it_is_dropped() -> None:
    before = Sealer([OLD], clock=lambda: 1000.0)
    during = Sealer([NEW, OLD], clock=lambda: 1000.0)
    after = Sealer([NEW], clock=lambda: 1000.0)
    old_token = before.seal("h", {"rid": "r1"}, 600)
    legacy_token = sealed_like_earlier_versions(OLD, "h", {"rid": "r0", "exp": 1600})
    assert during.open("h", old_token)["rid"] == "r1"
    assert during.open("h", legacy_token)["rid"] == "r0"
    new_token = during.seal("h", {"rid": "r2"}, 600)
    assert after.open("h", new_token)["rid"] == "r2"
    for dropped in (old_token, legacy_token):
        with pytest.raises(InvalidSeal):
            after.open("h", dropped)
    with pytest.raises(InvalidSeal):
        before.open("h", new_token)
