"""Per-request identity: header parsing, static tokens, JWTs, and how they are composed."""

from __future__ import annotations

import hashlib
import hmac
import json
import time
from pathlib import Path
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa

from mcp_agent.identity import (
    FirstMatchAuthenticator,
    JwtAuthenticator,
    LocalAuthenticator,
    Principal,
    StaticTokenAuthenticator,
    Unauthenticated,
    bearer_token,
    build_authenticator,
)

pytestmark = pytest.mark.unit

SECRET = "s" * 32
ISSUER = "https://issuer.example"
AUDIENCE = "mcp-agent"


def _claims(**overrides: Any) -> dict[str, Any]:
    claims: dict[str, Any] = {
        "iss": ISSUER,
        "aud": AUDIENCE,
        "sub": "alice",
        "tenant": "acme",
        "exp": int(time.time()) + 300,
        "scope": "tools:call resources:read",
    }
    claims.update(overrides)
    return {k: v for k, v in claims.items() if v is not None}


def _bearer(token: str) -> str:
    return f"Bearer {token}"


def _refusal(authenticator: Any, header: str | None) -> str:
    with pytest.raises(Unauthenticated) as caught:
        authenticator.authenticate(header)
    return caught.value.reason


def _pem_public(private_key: rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey) -> str:
    return (
        private_key.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )


@pytest.fixture(scope="module")
def rsa_key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


@pytest.fixture
def hs256() -> JwtAuthenticator:
    return JwtAuthenticator(SECRET, ["HS256"], issuer=ISSUER, audience=AUDIENCE)


@pytest.fixture
def tokens_file(tmp_path: Path) -> Path:
    path = tmp_path / "tokens.json"
    path.write_text(
        json.dumps(
            {
                "tokens": {
                    "tok-alice-123": {"tenant": "acme", "user": "alice", "scopes": ["tools:call"]},
                    "tok-bob-456": {"tenant": "globex", "user": "bob@globex.example", "scopes": []},
                }
            }
        )
    )
    return path


# --- header parsing ---------------------------------------------------------------------------


class HeaderOnlyAuthenticator:
    """Parses the header and nothing else, so header tests do not depend on any token store."""

    def authenticate(self, authorization_header: str | None) -> Principal:
        bearer_token(authorization_header)
        return Principal("t", "u", frozenset())


def test_bearer_scheme_is_case_insensitive() -> None:
    assert bearer_token("Bearer abc.def-ghi_~+/==") == "abc.def-ghi_~+/=="
    assert bearer_token("bEaReR abc") == "abc"


@pytest.mark.parametrize("header", [None, "", "   "])
def test_absent_header_is_missing_token(header: str | None) -> None:
    assert _refusal(HeaderOnlyAuthenticator(), header) == "missing bearer token"


def test_other_scheme_is_missing_bearer_token() -> None:
    assert _refusal(HeaderOnlyAuthenticator(), "Basic dXNlcjpwYXNz") == "missing bearer token"


@pytest.mark.parametrize(
    "header",
    ["tok-alice-123", "Bearer", "Bearer ", "Bearer a b", "Bearer  a", "Bearer a,b", "Bearer a\tb", "Bearer a=b"],
)
def test_malformed_headers_are_refused(header: str) -> None:
    assert _refusal(HeaderOnlyAuthenticator(), header) == "malformed authorization header"


# --- Principal --------------------------------------------------------------------------------


@pytest.mark.parametrize("bad", ["", "a/b", "a:b", "a b", "*", "é", "x" * 129])
def test_principal_refuses_unsafe_identifiers(bad: str) -> None:
    with pytest.raises(ValueError):
        Principal(tenant=bad, user="u", scopes=frozenset())
    with pytest.raises(ValueError):
        Principal(tenant="t", user=bad, scopes=frozenset())


# --- static tokens ----------------------------------------------------------------------------


def test_static_token_happy_path(tokens_file: Path) -> None:
    authenticator = StaticTokenAuthenticator.from_file(tokens_file)
    assert authenticator.authenticate(_bearer("tok-alice-123")) == Principal("acme", "alice", frozenset({"tools:call"}))


def test_static_token_unknown_is_refused(tokens_file: Path) -> None:
    authenticator = StaticTokenAuthenticator.from_file(tokens_file)
    assert _refusal(authenticator, _bearer("tok-mallory-789")) == "unknown token"
    assert _refusal(authenticator, None) == "missing bearer token"


def test_static_tokens_keep_no_plaintext(tokens_file: Path) -> None:
    authenticator = StaticTokenAuthenticator.from_file(tokens_file)
    assert "tok-alice-123" not in repr(vars(authenticator))
    assert set(authenticator._principals_by_digest) == {
        hashlib.sha256(b"tok-alice-123").digest(),
        hashlib.sha256(b"tok-bob-456").digest(),
    }


@pytest.mark.parametrize(
    ("content", "complaint"),
    [
        ("not json", "not valid JSON"),
        ("[]", '"tokens"'),
        ('{"tokens": {}}', "non-empty"),
        ('{"tokens": {"t": {"tenant": "a", "user": "b"}}, "extra": 1}', '"tokens"'),
        ('{"tokens": {"t": "acme"}}', "entry #1"),
        ('{"tokens": {"t": {"tenant": "a/b", "user": "u", "scopes": []}}}', "tenant"),
        ('{"tokens": {"t": {"tenant": "a", "scopes": []}}}', "user"),
        ('{"tokens": {"t": {"tenant": "a", "user": "u", "scopes": "x"}}}', "scopes"),
        ('{"tokens": {"t": {"tenant": "a", "user": "u", "role": "x"}}}', "unknown field"),
        ('{"tokens": {"has space": {"tenant": "a", "user": "u"}}}', "Bearer header cannot carry"),
        ('{"tokens": {"t": {"tenant": "a", "user": "u"}, "t": {"tenant": "b", "user": "v"}}}', "duplicate"),
    ],
)
def test_static_token_file_rejects_malformed(tmp_path: Path, content: str, complaint: str) -> None:
    path = tmp_path / "tokens.json"
    path.write_text(content)
    with pytest.raises(ValueError, match=complaint) as caught:
        StaticTokenAuthenticator.from_file(path)
    assert "has space" not in str(caught.value)  # errors never echo a token


def test_static_token_file_missing(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="cannot read tokens file"):
        StaticTokenAuthenticator.from_file(tmp_path / "absent.json")


# --- JWT --------------------------------------------------------------------------------------


def test_jwt_hs256_happy_path(hs256: JwtAuthenticator) -> None:
    token = jwt.encode(_claims(), SECRET, algorithm="HS256")
    assert hs256.authenticate(_bearer(token)) == Principal("acme", "alice", frozenset({"tools:call", "resources:read"}))


def test_jwt_scp_list_and_custom_tenant_claim() -> None:
    authenticator = JwtAuthenticator(SECRET, ["HS256"], issuer=ISSUER, audience=AUDIENCE, tenant_claim="org")
    token = jwt.encode(_claims(scope=None, tenant=None, org="initech", scp=["a", "b"]), SECRET, algorithm="HS256")
    assert authenticator.authenticate(_bearer(token)) == Principal("initech", "alice", frozenset({"a", "b"}))


def test_jwt_rs256_happy_path(rsa_key: rsa.RSAPrivateKey) -> None:
    authenticator = JwtAuthenticator(_pem_public(rsa_key), ["RS256"], issuer=ISSUER, audience=AUDIENCE)
    token = jwt.encode(_claims(), rsa_key, algorithm="RS256")
    assert authenticator.authenticate(_bearer(token)) == Principal(
        "acme", "alice", frozenset({"tools:call", "resources:read"})
    )


def test_jwt_es256_happy_path() -> None:
    key = ec.generate_private_key(ec.SECP256R1())
    authenticator = JwtAuthenticator(_pem_public(key), ["ES256"], issuer=ISSUER, audience=AUDIENCE)
    token = jwt.encode(_claims(), key, algorithm="ES256")
    assert authenticator.authenticate(_bearer(token)) == Principal(
        "acme", "alice", frozenset({"tools:call", "resources:read"})
    )


@pytest.mark.parametrize(
    ("overrides", "reason"),
    [
        ({"exp": int(time.time()) - 60}, "token expired"),
        ({"iss": "https://evil.example"}, "wrong issuer"),
        ({"aud": "someone-else"}, "wrong audience"),
        ({"sub": None}, "missing sub claim"),
        ({"exp": None}, "missing exp claim"),
        ({"iss": None}, "missing iss claim"),
        ({"aud": None}, "missing aud claim"),
        ({"tenant": None}, "missing or invalid tenant claim"),
        ({"tenant": "../other"}, "missing or invalid tenant claim"),
        ({"tenant": "acme:*"}, "missing or invalid tenant claim"),
        ({"tenant": ""}, "missing or invalid tenant claim"),
        ({"sub": "alice/../bob"}, "invalid sub claim"),
        ({"scp": "a b", "scope": None}, None),  # a string scp is tolerated
        ({"scope": 5}, "malformed scope claim"),
    ],
)
def test_jwt_claim_checks(hs256: JwtAuthenticator, overrides: dict[str, Any], reason: str | None) -> None:
    token = jwt.encode(_claims(**overrides), SECRET, algorithm="HS256")
    if reason is None:
        assert hs256.authenticate(_bearer(token)).scopes == frozenset({"a", "b"})
    else:
        assert _refusal(hs256, _bearer(token)) == reason


def test_jwt_bad_signature_refused(hs256: JwtAuthenticator) -> None:
    token = jwt.encode(_claims(), "x" * 32, algorithm="HS256")
    assert _refusal(hs256, _bearer(token)) == "bad signature"


def test_jwt_alg_none_refused(hs256: JwtAuthenticator) -> None:
    token = jwt.encode(_claims(), None, algorithm="none")
    assert _refusal(hs256, _bearer(token)) == "algorithm not allowed"


def test_jwt_hs256_with_public_key_confusion_refused(rsa_key: rsa.RSAPrivateKey) -> None:
    public_pem = _pem_public(rsa_key)
    authenticator = JwtAuthenticator(public_pem, ["RS256"], issuer=ISSUER, audience=AUDIENCE)
    # Forge an HS256 token using the (public) PEM bytes as the HMAC secret, bypassing PyJWT's own guard.
    header = jwt.utils.base64url_encode(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    payload = jwt.utils.base64url_encode(json.dumps(_claims()).encode())
    signing_input = header + b"." + payload
    signature = jwt.utils.base64url_encode(hmac.new(public_pem.encode(), signing_input, hashlib.sha256).digest())
    forged = (signing_input + b"." + signature).decode()
    assert _refusal(authenticator, _bearer(forged)) == "algorithm not allowed"


def test_jwt_garbage_refused(hs256: JwtAuthenticator) -> None:
    assert _refusal(hs256, _bearer("not-a-jwt")) == "invalid token"


def test_jwt_leeway_accepts_recently_expired() -> None:
    # Expiry is tested with tokens minted already expired, never by waiting for one to expire.
    authenticator = JwtAuthenticator(SECRET, ["HS256"], issuer=ISSUER, audience=AUDIENCE, leeway_seconds=120)
    token = jwt.encode(_claims(exp=int(time.time()) - 30), SECRET, algorithm="HS256")
    assert authenticator.authenticate(_bearer(token)).user == "alice"


def test_jwt_leeway_is_a_bound_not_a_pass() -> None:
    authenticator = JwtAuthenticator(SECRET, ["HS256"], issuer=ISSUER, audience=AUDIENCE, leeway_seconds=10)
    token = jwt.encode(_claims(exp=int(time.time()) - 60), SECRET, algorithm="HS256")
    assert _refusal(authenticator, _bearer(token)) == "token expired"


@pytest.mark.parametrize(
    ("kwargs", "complaint"),
    [
        ({"algorithms": ["none"]}, "unsupported"),
        ({"algorithms": []}, "at least one"),
        ({"algorithms": ["HS256", "RS256"]}, "mixed"),
        ({"key": "short"}, "at least 32 bytes"),
        ({"issuer": ""}, "issuer and audience"),
        ({"audience": ""}, "issuer and audience"),
    ],
)
def test_jwt_misconfiguration_fails_at_startup(kwargs: dict[str, Any], complaint: str) -> None:
    arguments: dict[str, Any] = {"key": SECRET, "algorithms": ["HS256"], "issuer": ISSUER, "audience": AUDIENCE}
    arguments.update(kwargs)
    with pytest.raises(ValueError, match=complaint):
        JwtAuthenticator(**arguments)


def test_jwt_rs256_refuses_non_pem_or_private_key(rsa_key: rsa.RSAPrivateKey) -> None:
    private_pem = rsa_key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()
    for key in (SECRET, private_pem):
        with pytest.raises(ValueError, match="PEM public key"):
            JwtAuthenticator(key, ["RS256"], issuer=ISSUER, audience=AUDIENCE)
    with pytest.raises(ValueError, match="does not match"):
        JwtAuthenticator(_pem_public(rsa_key), ["ES256"], issuer=ISSUER, audience=AUDIENCE)


# --- nothing is cached between requests -------------------------------------------------------


def test_each_header_yields_its_own_principal(hs256: JwtAuthenticator, tokens_file: Path) -> None:
    first = jwt.encode(_claims(sub="alice", tenant="acme"), SECRET, algorithm="HS256")
    second = jwt.encode(_claims(sub="bob", tenant="globex", scope="x"), SECRET, algorithm="HS256")
    assert hs256.authenticate(_bearer(first)) == Principal("acme", "alice", frozenset({"tools:call", "resources:read"}))
    assert hs256.authenticate(_bearer(second)) == Principal("globex", "bob", frozenset({"x"}))
    assert hs256.authenticate(_bearer(first)).user == "alice"

    static = StaticTokenAuthenticator.from_file(tokens_file)
    assert static.authenticate(_bearer("tok-alice-123")).user == "alice"
    assert static.authenticate(_bearer("tok-bob-456")).user == "bob@globex.example"
    assert _refusal(static, _bearer("tok-gone")) == "unknown token"


# --- composition ------------------------------------------------------------------------------


def _build(**overrides: Any) -> Any:
    arguments: dict[str, Any] = {
        "tokens_file": None,
        "jwt_key": None,
        "jwt_algorithms": ["HS256"],
        "jwt_issuer": ISSUER,
        "jwt_audience": AUDIENCE,
        "jwt_tenant_claim": "tenant",
    }
    arguments.update(overrides)
    return build_authenticator(**arguments)


def test_build_authenticator_none_when_unconfigured() -> None:
    assert _build() is None


def test_build_authenticator_single_kinds(tokens_file: Path) -> None:
    assert isinstance(_build(tokens_file=str(tokens_file)), StaticTokenAuthenticator)
    assert isinstance(_build(jwt_key=SECRET), JwtAuthenticator)


def test_build_authenticator_static_then_jwt(tokens_file: Path) -> None:
    authenticator = _build(tokens_file=str(tokens_file), jwt_key=SECRET)
    assert isinstance(authenticator, FirstMatchAuthenticator)
    assert authenticator.authenticate(_bearer("tok-bob-456")).tenant == "globex"
    token = jwt.encode(_claims(), SECRET, algorithm="HS256")
    assert authenticator.authenticate(_bearer(token)).user == "alice"
    assert _refusal(authenticator, _bearer("tok-unknown")) == "invalid token"
    assert _refusal(authenticator, "Basic abc") == "missing bearer token"


def test_build_authenticator_reads_pem_from_file(tmp_path: Path, rsa_key: rsa.RSAPrivateKey) -> None:
    pem = tmp_path / "key.pem"
    pem.write_text(_pem_public(rsa_key))
    authenticator = _build(jwt_key=f"@{pem}", jwt_algorithms=["RS256"])
    token = jwt.encode(_claims(), rsa_key, algorithm="RS256")
    assert authenticator.authenticate(_bearer(token)).user == "alice"
    with pytest.raises(ValueError, match="cannot read JWT key file"):
        _build(jwt_key=f"@{tmp_path / 'absent.pem'}", jwt_algorithms=["RS256"])


def test_build_authenticator_jwt_requires_issuer_and_audience() -> None:
    with pytest.raises(ValueError, match="issuer and audience"):
        _build(jwt_key=SECRET, jwt_issuer=None)


def test_local_authenticator_is_the_local_user() -> None:
    # With no authentication there is nobody to tell apart: the local user holds every scope.
    local = Principal("local", "local", frozenset(), unrestricted=True)
    assert LocalAuthenticator().authenticate(None) == local
    assert LocalAuthenticator().authenticate("Bearer anything") == local
    assert local.holds(frozenset({"tools:call", "admin"}))
