"""``mcp-agent serve``: refuses unsafe or broken configurations with exit code 2 and one message saying what to set."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from pydantic import SecretStr

from mcp_agent import __version__
from mcp_agent.cli import main
from mcp_agent.settings import ConfigurationError, Settings
from tests.support.live_server import free_port, live_server
from tests.support.requests import body, headers_for

SECRET_KEY = "s3cret-sealing-key-" + "k" * 32
SECRET_JWT = "s3cret-jwt-key-" + "j" * 32
DEPLOYMENT_VARIABLES = ("MCP_AGENT_ALLOWED_HOSTS", "MCP_AGENT_AUTH_TOKENS_FILE", "MCP_AGENT_SEALING_KEYS")
# Generous for a loaded 2-core machine, but far below what a respawning worker pool would take: forever.
EXIT_WITHIN_SECONDS = 15.0


@pytest.fixture(autouse=True)
def never_serve_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """main() called here must be refused before it serves; a server would hang the test run instead of failing it."""

    def refuse_to_serve(settings: Settings, name_of: Any) -> int:
        raise AssertionError("main() got past the checks and started serving")

    monkeypatch.setattr("mcp_agent.cli._serve", refuse_to_serve)


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    """No MCP_AGENT_* from the outside; whatever main() writes into os.environ is undone afterwards."""
    saved = dict(os.environ)
    for name in list(os.environ):
        if name.startswith("MCP_AGENT_"):
            monkeypatch.delenv(name)
    monkeypatch.setattr(sys, "path", list(sys.path))  # --app may put the working directory on it
    yield monkeypatch
    os.environ.clear()
    os.environ.update(saved)


@pytest.fixture
def served(clean_env: pytest.MonkeyPatch) -> list[Settings]:
    """Records the settings main() would serve with, instead of binding and serving, for tests of what passes the checks."""
    calls: list[Settings] = []

    def record(settings: Settings, name_of: Any) -> int:
        calls.append(settings)
        return 0

    clean_env.setattr("mcp_agent.cli._serve", record)
    return calls


def run_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("MCP_AGENT_")}
    return subprocess.run(
        [sys.executable, "-m", "mcp_agent", *args],
        env={**base, **(env or {})},
        capture_output=True,
        text=True,
        timeout=20,
    )


def run_cli_expecting_exit(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``mcp-agent`` and fail unless it exits by itself in time; a server (and its workers) is killed."""
    base = {k: v for k, v in os.environ.items() if not k.startswith("MCP_AGENT_")}
    process = subprocess.Popen(
        [sys.executable, "-m", "mcp_agent", *args],
        env={**base, **(env or {})},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        stdout, stderr = process.communicate(timeout=EXIT_WITHIN_SECONDS)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)  # its own session: uvicorn's workers go too
        process.communicate()
        pytest.fail(f"mcp-agent {' '.join(args)} still running after {EXIT_WITHIN_SECONDS}s (workers respawning?)")
    return subprocess.CompletedProcess(process.args, process.returncode, stdout, stderr)


def assert_clean_refusal(stderr: str, *named: str) -> None:
    """Exactly one ``mcp-agent:`` message, naming every expected variable, and no traceback."""
    assert "Traceback" not in stderr, stderr
    assert stderr.startswith("mcp-agent: "), stderr
    assert stderr.count("mcp-agent:") == 1, stderr
    for name in named:
        assert name in stderr, (name, stderr)


def refusal_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """Run main() in process, expect exit status 2, return stderr."""
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2
    return capsys.readouterr().err


# ---- deployment settings (non-loopback binds) ----


@pytest.mark.integration
def test_non_loopback_without_allowed_hosts_refuses_to_start() -> None:
    completed = run_cli("serve", "--host", "0.0.0.0", "--port", str(free_port()))
    assert completed.returncode == 2
    assert_clean_refusal(completed.stderr, "MCP_AGENT_ALLOWED_HOSTS")


@pytest.mark.unit
@pytest.mark.parametrize("host", ["0.0.0.0", "192.0.2.10", "example.com", "::"])
def test_refusal_in_process(clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], host: str) -> None:
    assert "MCP_AGENT_ALLOWED_HOSTS" in refusal_of(["serve", "--host", host, "--port", "1"], capsys)


@pytest.mark.unit
def test_host_from_environment_is_checked_too(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    clean_env.setenv("MCP_AGENT_HOST", "10.1.2.3")
    assert "MCP_AGENT_ALLOWED_HOSTS" in refusal_of(["serve"], capsys)


@pytest.mark.unit
def test_allowed_hosts_without_auth_names_the_auth_settings(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    clean_env.setenv("MCP_AGENT_ALLOWED_HOSTS", "mcp.example.com")
    err = refusal_of(["serve", "--host", "0.0.0.0"], capsys)
    assert "MCP_AGENT_AUTH_TOKENS_FILE" in err or "MCP_AGENT_JWT_KEY" in err


@pytest.mark.unit
def test_every_missing_deployment_setting_is_named_in_one_message(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    err = refusal_of(["serve", "--host", "0.0.0.0"], capsys)
    assert_clean_refusal(err, *DEPLOYMENT_VARIABLES)
    assert err.count("\n") == 1  # one line: an operator fixes everything in one go, not one per try


@pytest.mark.unit
def test_check_deployable_raises_one_error_naming_everything_missing() -> None:
    with pytest.raises(ConfigurationError) as refused:
        Settings(host="0.0.0.0").check_deployable()
    for name in DEPLOYMENT_VARIABLES:
        assert name in str(refused.value)
    Settings(host="127.0.0.1").check_deployable()


# ---- invalid values ----


@pytest.mark.integration
@pytest.mark.parametrize(
    "name, value",
    [("MCP_AGENT_KEEPALIVE_SECONDS", "0"), ("MCP_AGENT_PORT", "not-a-port"), ("MCP_AGENT_MAX_BODY_BYTES", "10")],
)
def test_invalid_setting_exits_2_without_traceback(name: str, value: str) -> None:
    completed = run_cli("serve", env={name: value})
    assert completed.returncode == 2, completed.stderr
    assert_clean_refusal(completed.stderr, name)


@pytest.mark.unit
def test_validation_errors_are_one_readable_line_naming_the_variable(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    clean_env.setenv("MCP_AGENT_PORT", "70000")
    err = refusal_of(["serve"], capsys)
    assert err == "mcp-agent: MCP_AGENT_PORT: Input should be less than or equal to 65535\n"


@pytest.mark.unit
def test_an_invalid_flag_is_named_as_the_flag(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        refusal_of(["serve", "--port", "70000"], capsys)
        == "mcp-agent: --port: Input should be less than or equal to 65535\n"
    )
    # Where main() put the flag for the workers; not monkeypatch.delenv, whose undo would put 70000 back after clean_env.
    del os.environ["MCP_AGENT_PORT"]
    assert refusal_of(["worker", "--store", "redis", "--metrics-port", "0"], capsys) == (
        "mcp-agent: --metrics-port: Input should be greater than or equal to 1\n"
    )


@pytest.mark.unit
def test_several_invalid_settings_are_listed_under_one_message(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    clean_env.setenv("MCP_AGENT_PORT", "70000")
    clean_env.setenv("MCP_AGENT_LOG_LEVEL", "verbose")
    err = refusal_of(["serve"], capsys)
    assert_clean_refusal(err, "MCP_AGENT_PORT", "MCP_AGENT_LOG_LEVEL")
    assert "pydantic.dev" not in err and "input_value" not in err


@pytest.mark.unit
@pytest.mark.parametrize("name", ["MCP_AGENT_LISTEN_BUFFER", "MCP_AGENT_COMPLETION_LIMIT"])
def test_limits_must_be_at_least_one(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    clean_env.setenv(name, "0")
    assert_clean_refusal(refusal_of(["serve"], capsys), name)


@pytest.mark.unit
def test_limits_have_defaults_and_come_from_the_environment(clean_env: pytest.MonkeyPatch) -> None:
    defaults = Settings()
    assert (defaults.listen_buffer, defaults.completion_limit) == (256, 100)
    clean_env.setenv("MCP_AGENT_LISTEN_BUFFER", "8")
    clean_env.setenv("MCP_AGENT_COMPLETION_LIMIT", "5")
    configured = Settings()
    assert (configured.listen_buffer, configured.completion_limit) == (8, 5)


@pytest.mark.unit
def test_log_level_is_case_insensitive(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setenv("MCP_AGENT_LOG_LEVEL", "WARNING")
    assert Settings().log_level == "warning"


# ---- every setting a worker would use is checked before uvicorn starts ----


def _write(path: Path, text: str) -> str:
    path.write_text(text)
    return str(path)


BROKEN_CONFIGURATIONS: list[tuple[str, dict[str, str], list[str], str]] = [
    (
        "tokens-file-missing",
        {"MCP_AGENT_AUTH_TOKENS_FILE": "/nonexistent/tokens.json"},
        [],
        "MCP_AGENT_AUTH_TOKENS_FILE",
    ),
    ("tokens-file-invalid", {"MCP_AGENT_AUTH_TOKENS_FILE": "{tmp}/not-json.json"}, [], "MCP_AGENT_AUTH_TOKENS_FILE"),
    ("sealing-key-short", {"MCP_AGENT_SEALING_KEYS": "too-short"}, [], "MCP_AGENT_SEALING_KEYS"),
    ("redis-url-not-a-url", {}, ["--redis-url", "notaurl"], "MCP_AGENT_REDIS_URL"),
    ("redis-url-http", {"MCP_AGENT_REDIS_URL": "http://x"}, [], "MCP_AGENT_REDIS_URL"),
    ("log-level-unknown", {"MCP_AGENT_LOG_LEVEL": "verbose"}, [], "MCP_AGENT_LOG_LEVEL"),
    ("jwt-without-issuer", {"MCP_AGENT_JWT_KEY": SECRET_JWT}, [], "MCP_AGENT_JWT_KEY"),
    (
        "jwt-key-file-unreadable",
        {
            "MCP_AGENT_JWT_KEY": "@/nonexistent/key.pem",
            "MCP_AGENT_JWT_ISSUER": "i",
            "MCP_AGENT_JWT_AUDIENCE": "a",
            "MCP_AGENT_JWT_ALGORITHMS": "RS256",
        },
        [],
        "MCP_AGENT_JWT_KEY",
    ),
    ("app-module-missing", {}, ["--app", "no_such_module_here:app"], "no_such_module_here"),
]


@pytest.mark.integration
@pytest.mark.parametrize(
    "env, flags, named", [case[1:] for case in BROKEN_CONFIGURATIONS], ids=[case[0] for case in BROKEN_CONFIGURATIONS]
)
def test_broken_configuration_exits_2_before_workers_start(
    tmp_path: Path, env: dict[str, str], flags: list[str], named: str
) -> None:
    _write(tmp_path / "not-json.json", "{not json")
    env = {name: value.replace("{tmp}", str(tmp_path)) for name, value in env.items()}
    # Two workers on Redis: before the checks, uvicorn respawned the crashing workers forever.
    completed = run_cli_expecting_exit(
        "serve", "--port", str(free_port()), "--workers", "2", "--store", "redis", *flags, env=env
    )
    assert completed.returncode == 2, completed.stderr
    assert_clean_refusal(completed.stderr, named)
    assert SECRET_JWT not in completed.stderr


@pytest.mark.integration
def test_two_workers_on_the_memory_store_are_refused() -> None:
    completed = run_cli_expecting_exit("serve", "--port", str(free_port()), "--workers", "2", "--store", "memory")
    assert completed.returncode == 2
    assert_clean_refusal(
        completed.stderr, "--workers 2 > 1 needs --store redis or --store postgres", "own memory store", "--workers 1"
    )


@pytest.mark.unit
def test_workers_from_the_environment_on_the_memory_store_are_refused(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    clean_env.setenv("MCP_AGENT_WORKERS", "3")
    assert_clean_refusal(
        refusal_of(["serve"], capsys),
        "needs --store redis or --store postgres (each worker would have its own memory store",
    )


@pytest.mark.unit
def test_all_problems_are_reported_together(clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    clean_env.setenv("MCP_AGENT_SEALING_KEYS", f"{SECRET_KEY},short")
    clean_env.setenv("MCP_AGENT_AUTH_TOKENS_FILE", "/nonexistent/tokens.json")
    err = refusal_of(["serve", "--store", "redis", "--redis-url", "http://x", "--workers", "2"], capsys)
    assert_clean_refusal(err, "MCP_AGENT_SEALING_KEYS key #2", "MCP_AGENT_AUTH_TOKENS_FILE", "MCP_AGENT_REDIS_URL")
    assert SECRET_KEY not in err and "short" not in err


@pytest.mark.unit
def test_redis_url_is_not_checked_for_the_memory_store(served: list[Settings]) -> None:
    main(["serve", "--redis-url", "notaurl"])
    assert len(served) == 1


@pytest.mark.unit
def test_local_workers_share_generated_sealing_keys(served: list[Settings]) -> None:
    main(["serve", "--workers", "2", "--store", "redis"])
    assert served[0].workers == 2
    assert len(os.environ["MCP_AGENT_SEALING_KEYS"]) >= 32


# ---- --app ----


@pytest.mark.unit
@pytest.mark.parametrize("reference", ["no_colon", "a:b:c", "mod:", ":attr", "bad name:app", "mod:1attr"])
def test_malformed_app_reference_is_refused(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], reference: str
) -> None:
    assert_clean_refusal(refusal_of(["serve", "--app", reference], capsys), "module:attribute")


@pytest.mark.unit
def test_app_module_that_fails_to_import_is_named(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _write(tmp_path / "mcp_cli_test_broken.py", "raise RuntimeError('boom at import')\n")
    clean_env.chdir(tmp_path)
    err = refusal_of(["serve", "--app", "mcp_cli_test_broken:server"], capsys)
    assert_clean_refusal(err, "mcp_cli_test_broken", "RuntimeError: boom at import")


@pytest.mark.unit
def test_app_attribute_that_does_not_exist_is_named(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _write(tmp_path / "mcp_cli_test_no_attr.py", "other = 1\n")
    clean_env.chdir(tmp_path)
    clean_env.setenv("MCP_AGENT_APP", "mcp_cli_test_no_attr:server")
    assert_clean_refusal(refusal_of(["serve"], capsys), "MCP_AGENT_APP", "'server'")


@pytest.mark.unit
def test_app_from_the_working_directory_is_passed_to_the_workers(
    served: list[Settings], clean_env: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _write(
        tmp_path / "mcp_cli_test_app.py",
        "from mcp_agent import Server\nclass Holder:\n    server = Server('cli-test')\n",
    )
    clean_env.chdir(tmp_path)
    main(["serve", "--app", "mcp_cli_test_app:Holder.server"])
    assert len(served) == 1
    assert os.environ["MCP_AGENT_APP"] == "mcp_cli_test_app:Holder.server"
    assert Settings().app == "mcp_cli_test_app:Holder.server"


@pytest.mark.unit
@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (
            "server = object()\n",
            "MCP_AGENT_APP (--app) 'mcp_cli_wrong_app:server' is not an mcp_agent.Server but 'object'",
        ),
        (
            "from mcp_agent import Server\nserver = Server('x')\n@server.tool()\nasync def next_step() -> str:\n    return ''\n",
            "tool 'next_step' is registered twice: plugin 'next_step' and the --app server or another plugin share a name "
            "(or use --no-builtin-tools)",
        ),
    ],
)
def test_app_that_cannot_be_served_is_refused_in_the_parent(
    served: list[Settings],
    clean_env: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    source: str,
    expected: str,
) -> None:
    _write(tmp_path / "mcp_cli_wrong_app.py", source)
    clean_env.chdir(tmp_path)
    sys.modules.pop("mcp_cli_wrong_app", None)
    with pytest.raises(SystemExit) as exited:
        main(["serve", "--app", "mcp_cli_wrong_app:server"])
    sys.modules.pop("mcp_cli_wrong_app", None)
    assert exited.value.code == 2
    assert capsys.readouterr().err == f"mcp-agent: {expected}\n"
    assert served == []


# ---- flags ----


@pytest.mark.unit
def test_flags_reach_the_workers_through_the_environment(served: list[Settings]) -> None:
    main(["serve", "--no-builtin-tools", "--no-access-log", "--log-level", "WARNING", "--port", "9001"])
    settings = Settings()
    assert (settings.builtin_tools, settings.access_log, settings.log_level, settings.port) == (
        False,
        False,
        "warning",
        9001,
    )
    assert served[0].port == 9001


@pytest.mark.unit
def test_builtin_tools_can_be_disabled_from_the_environment(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setenv("MCP_AGENT_BUILTIN_TOOLS", "false")
    assert Settings().builtin_tools is False


@pytest.mark.unit
def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    assert capsys.readouterr().out == f"mcp-agent {__version__}\n"


def help_entries(help_text: str) -> dict[str, str]:
    """Each option's help as one line, keyed by its first flag (argparse wraps and indents the rest)."""
    entries: dict[str, str] = {}
    current: str | None = None
    for line in help_text.splitlines():
        if line.startswith("  -"):
            current = line.split()[0].rstrip(",")
            entries[current] = line.strip()
        elif current is not None and line.startswith("    "):
            entries[current] += " " + line.strip()
        else:
            current = None
    return entries


@pytest.mark.unit
def test_serve_help_shows_every_default(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["serve", "--help"])
    assert exited.value.code == 0
    entries = help_entries(capsys.readouterr().out)
    defaults = Settings.model_construct()
    for flag, expected in [
        ("--host", defaults.host),
        ("--port", defaults.port),
        ("--workers", defaults.workers),
        ("--store", defaults.store),
        ("--redis-url", defaults.redis_url),
        ("--log-level", defaults.log_level),
        ("--access-log", "true"),
        ("--builtin-tools", "true"),
        ("--conformance-fixtures", "false"),
        ("--app", "unset"),
    ]:
        assert f"(default: {expected};" in entries[flag], (flag, entries.get(flag))


@pytest.mark.integration
def test_missing_command_is_a_usage_error() -> None:
    completed = run_cli()
    assert completed.returncode == 2
    assert "usage" in completed.stderr.lower()


# ---- secrets ----


@pytest.mark.unit
def test_secrets_never_appear_in_repr_or_str() -> None:
    settings = Settings(sealing_keys=[SecretStr(SECRET_KEY)], jwt_key=SecretStr(SECRET_JWT))
    for text in (repr(settings), str(settings), settings.model_dump_json()):
        assert SECRET_KEY not in text and SECRET_JWT not in text
    assert settings.sealing_keys[0].get_secret_value() == SECRET_KEY
    assert settings.jwt_key is not None and settings.jwt_key.get_secret_value() == SECRET_JWT


@pytest.mark.unit
def test_comma_separated_sealing_keys_from_the_environment_stay_secret(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setenv("MCP_AGENT_SEALING_KEYS", f"{SECRET_KEY}, {SECRET_KEY}-2")
    settings = Settings()
    assert [key.get_secret_value() for key in settings.sealing_keys] == [SECRET_KEY, f"{SECRET_KEY}-2"]
    assert SECRET_KEY not in repr(settings)


# ---- a server that does start ----


@pytest.mark.integration
def test_loopback_starts_and_honours_max_body_bytes_from_the_environment() -> None:
    with live_server(env={"MCP_AGENT_MAX_BODY_BYTES": "2048"}) as server:
        message = body("tools/list")
        ok = httpx.post(server.url, json=message, headers=headers_for(message), timeout=5)
        assert ok.status_code == 200
        message["params"]["padding"] = "x" * 4096
        too_big = httpx.post(server.url, json=message, headers=headers_for(message), timeout=5)
        assert too_big.status_code == 413
        assert too_big.json()["error"]["code"] == -31005  # REQUEST_TOO_LARGE
        assert httpx.get(server.url, timeout=5).status_code == 405


@pytest.mark.unit
def test_a_cluster_url_with_a_database_number_is_refused(
    clean_env: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["serve", "--store", "redis", "--redis-cluster", "--redis-url", "redis://127.0.0.1:7000/1"])
    assert exited.value.code == 2
    assert (
        capsys.readouterr().err
        == "mcp-agent: MCP_AGENT_REDIS_URL: a Redis Cluster has only database 0; drop the /<db> from the URL\n"
    )
