from __future__ import annotations

import base64

import pytest

from mcp_agent.crypto.sealing import InvalidSeal, Sealer
from mcp_agent.state import HandleCodec, InvalidHandle, new_record_id
from mcp_agent.state.handles import Handles
from tests.state.fake_clock import FakeClock

pytestmark = pytest.mark.unit


@pytest.fixture
def codec() -> HandleCodec:
    return HandleCodec(Sealer.ephemeral())


def flip_bit(handle: str, byte_index: int) -> str:
    purpose, encoded = handle.split(".", 1)
    raw = bytearray(base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)))
    raw[byte_index] ^= 0x01
    return f"{purpose}.{base64.urlsafe_b64encode(bytes(raw)).rstrip(b'=').decode()}"


def test_round_trip(codec: HandleCodec) -> None:
    record_id = new_record_id()
    handle = codec.mint("tenant-a", "conversation", record_id, ttl_seconds=60)
    assert record_id not in handle
    assert codec.open(handle, "tenant-a", "conversation") == record_id


def test_mint_new_draws_192_bits_per_record_id(codec: HandleCodec) -> None:
    handle, record_id = codec.mint_new("tenant-a", "conversation", ttl_seconds=60)
    assert len(base64.urlsafe_b64decode(record_id + "=" * (-len(record_id) % 4))) == 24
    assert codec.open(handle, "tenant-a", "conversation") == record_id
    assert len({new_record_id() for _ in range(1000)}) == 1000


def test_two_handles_for_the_same_record_differ(codec: HandleCodec) -> None:
    first = codec.mint("tenant-a", "conversation", "r1", ttl_seconds=60)
    second = codec.mint("tenant-a", "conversation", "r1", ttl_seconds=60)
    assert first != second
    assert codec.open(first, "tenant-a", "conversation") == "r1"
    assert codec.open(second, "tenant-a", "conversation") == "r1"


@pytest.mark.parametrize("position", [0, 3, 4, 10, 15, 16, 30, -17, -1])
def test_flipped_bits_are_refused(codec: HandleCodec, position: int) -> None:
    handle = codec.mint("tenant-a", "conversation", "r1", ttl_seconds=60)
    with pytest.raises(InvalidHandle):
        codec.open(flip_bit(handle, position), "tenant-a", "conversation")


@pytest.mark.parametrize(
    "mangle",
    [
        lambda h: h[:-1],
        lambda h: h + "A",
        lambda h: h[:20] + ("B" if h[20] != "B" else "C") + h[21:],
        lambda h: "x" + h[1:],
        lambda h: h.replace(".", "", 1),
        lambda h: "",
    ],
)
def test_altered_text_is_refused(codec: HandleCodec, mangle: object) -> None:
    handle = codec.mint("tenant-a", "conversation", "r1", ttl_seconds=60)
    with pytest.raises(InvalidHandle):
        codec.open(mangle(handle), "tenant-a", "conversation")  # type: ignore[operator]


@pytest.mark.parametrize("not_a_string", [None, 42, b"h.abc", {"handle": "x"}])
def test_non_strings_are_refused(codec: HandleCodec, not_a_string: object) -> None:
    with pytest.raises(InvalidHandle):
        codec.open(not_a_string, "tenant-a", "conversation")


def test_other_tenant_is_refused(codec: HandleCodec) -> None:
    handle = codec.mint("tenant-a", "conversation", "r1", ttl_seconds=60)
    with pytest.raises(InvalidHandle) as refused:
        codec.open(handle, "tenant-b", "conversation")
    assert "create a new conversation" in str(refused.value)
    assert "tenant-a" not in str(refused.value)


def test_other_kind_is_refused(codec: HandleCodec) -> None:
    handle = codec.mint("tenant-a", "conversation", "r1", ttl_seconds=60)
    with pytest.raises(InvalidHandle):
        codec.open(handle, "tenant-a", "document")


def test_handle_from_another_key_is_refused(codec: HandleCodec) -> None:
    foreign = HandleCodec(Sealer.ephemeral()).mint("tenant-a", "conversation", "r1", ttl_seconds=60)
    with pytest.raises(InvalidHandle):
        codec.open(foreign, "tenant-a", "conversation")


def test_token_sealed_for_another_purpose_is_refused() -> None:
    sealer = Sealer.ephemeral()
    request_state = sealer.seal("rs", {"t": "tenant-a", "k": "conversation", "r": "r1"}, 60)
    with pytest.raises(InvalidHandle):
        HandleCodec(sealer).open("h" + request_state[2:], "tenant-a", "conversation")


def test_handle_expires_with_its_ttl(clock: FakeClock) -> None:
    codec = HandleCodec(Sealer.ephemeral(clock=clock))
    handle = codec.mint("tenant-a", "conversation", "r1", ttl_seconds=60)
    clock.advance(60)
    assert codec.open(handle, "tenant-a", "conversation") == "r1"  # still valid in its last second
    clock.advance(1)
    with pytest.raises(InvalidHandle) as refused:
        codec.open(handle, "tenant-a", "conversation")
    assert refused.value.reason == "expired"


def test_caller_bound_handles_expire_with_their_ttl(clock: FakeClock) -> None:
    handles = Handles(HandleCodec(Sealer.ephemeral(clock=clock)), "tenant-a", "alice", ttl_seconds=30)
    handle = handles.seal("conversation", "r1", owner="user")
    assert handles.open("conversation", handle) == "r1"
    clock.advance(31)
    with pytest.raises(InvalidHandle) as refused:
        handles.open("conversation", handle)
    assert refused.value.reason == "expired"


def test_sealed_token_expiry_follows_the_injected_clock(clock: FakeClock) -> None:
    sealer = Sealer.ephemeral(clock=clock)
    token = sealer.seal("rs", {"s": {"step": 1}}, ttl_seconds=10)
    assert sealer.open("rs", token) == {"s": {"step": 1}, "exp": int(clock.now) + 10}
    clock.advance(11)
    with pytest.raises(InvalidSeal, match="^expired$"):
        sealer.open("rs", token)


def test_non_positive_ttl_is_refused(codec: HandleCodec) -> None:
    with pytest.raises(ValueError):
        codec.mint("tenant-a", "conversation", "r1", ttl_seconds=0)
