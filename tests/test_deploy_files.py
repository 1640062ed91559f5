"""The deployment examples (examples/deploy/): they parse, name only real settings, and say what they claim.

Unit tests read the files. Two integration tests run real tools: ``nginx -t`` on the compose
variant of the gateway (nginx is installed by scripts/test.sh), and a Docker image build, which
is defined only when a Docker daemon answers at collection time (see examples/deploy/README.md):
no daemon, no such test, rather than a skipped one.
"""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import tomllib
import uuid
from pathlib import Path
from typing import Any

import pytest
import yaml

from mcp_agent.settings import ENV_PREFIX, Settings
from tests.support.nginx import nginx_binary

ROOT = Path(__file__).resolve().parents[1]
DEPLOY = ROOT / "examples" / "deploy"
DOCKERFILE = DEPLOY / "Dockerfile"
COMPOSE = DEPLOY / "compose.yaml"
K8S = DEPLOY / "k8s"
YAML_FILES = sorted([COMPOSE, *K8S.glob("*.yaml")])
CONFIGURING_FILES = [DOCKERFILE, *YAML_FILES]
NAME = re.compile(r"MCP_AGENT_[A-Z0-9_]+\*?")  # with a trailing * a family (MCP_AGENT_JWT_*), in prose


def load_all(path: Path) -> list[dict[str, Any]]:
    return [document for document in yaml.safe_load_all(path.read_text()) if document is not None]


def k8s_objects() -> dict[tuple[str, str], dict[str, Any]]:
    objects: dict[tuple[str, str], dict[str, Any]] = {}
    for path in K8S.glob("*.yaml"):
        for document in load_all(path):
            objects[document["kind"], document["metadata"]["name"]] = document
    return objects


def readme_configuration_names() -> set[str]:
    """Every variable in the first column of the README's Configuration table."""
    readme = (ROOT / "README.md").read_text()
    section = readme.split("\n## Configuration\n", 1)[1].split("\n## ", 1)[0]
    names: set[str] = set()
    for line in section.splitlines():
        if line.startswith("| `MCP_AGENT_"):
            first_cell = line.split("|")[1]
            names.update(re.findall(r"MCP_AGENT_[A-Z0-9_]+", first_cell))
    return names


def used_names(path: Path) -> set[str]:
    return set(NAME.findall(path.read_text()))


def env_of(container: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {item["name"]: item for item in container.get("env", [])}


def dockerfile_instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) in order, continuation lines joined, comments dropped."""
    logical: list[str] = []
    pending = ""
    for line in DOCKERFILE.read_text().splitlines():
        if not pending and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1] + " "
            continue
        logical.append(pending + line)
        pending = ""
    return [(line.split(None, 1)[0].upper(), line.split(None, 1)[1].strip()) for line in logical]


def instruction(name: str) -> list[str]:
    return [arguments for kind, arguments in dockerfile_instructions() if kind == name]


# -- every file -------------------------------------------------------------------------------


@pytest.mark.unit
@pytest.mark.parametrize("path", YAML_FILES, ids=lambda p: str(p.relative_to(DEPLOY)))
def test_every_yaml_file_parses(path: Path) -> None:
    documents = load_all(path)
    assert documents
    if path.parent == K8S:
        for document in documents:
            assert {"apiVersion", "kind", "metadata"} <= document.keys(), document
            assert document["metadata"]["name"]


@pytest.mark.unit
def test_the_readme_table_is_read() -> None:
    names = readme_configuration_names()
    assert {"MCP_AGENT_HOST", "MCP_AGENT_SEALING_KEYS", "MCP_AGENT_JWT_ISSUER", "MCP_AGENT_JWT_AUDIENCE"} <= names
    assert len(names) > 25


@pytest.mark.unit
@pytest.mark.parametrize("path", CONFIGURING_FILES, ids=lambda p: str(p.relative_to(DEPLOY)))
def test_every_setting_named_is_a_real_one(path: Path) -> None:
    documented, fields = readme_configuration_names(), set(Settings.model_fields)
    for name in used_names(path):
        if name.endswith("*"):  # a family in a comment, e.g. MCP_AGENT_JWT_*
            assert any(real.startswith(name[:-1]) for real in documented), name
            continue
        assert name in documented, f"{path.name}: {name} is not in README.md's Configuration table"
        assert name.removeprefix(ENV_PREFIX).lower() in fields, f"{path.name}: {name} is not a field of Settings"


@pytest.mark.unit
def test_the_examples_set_what_a_deployment_off_loopback_needs() -> None:
    """What ``Settings.deployment_problems`` asks for, plus a shared Redis store."""
    needed = {
        "MCP_AGENT_ALLOWED_HOSTS",
        "MCP_AGENT_AUTH_TOKENS_FILE",
        "MCP_AGENT_SEALING_KEYS",
        "MCP_AGENT_STORE",
        "MCP_AGENT_REDIS_URL",
    }
    assert needed <= used_names(COMPOSE)
    assert needed <= used_names(K8S / "deployment.yaml")


# -- Dockerfile -------------------------------------------------------------------------------


@pytest.mark.unit
def test_the_dockerfile_runs_mcp_agent_serve_as_a_non_root_user_on_0_0_0_0() -> None:
    (base,) = instruction("FROM")
    match = re.fullmatch(r"python:3\.(\d+)-slim(?:-\w+)?", base)
    assert match and int(match.group(1)) >= 11, base
    assert json.loads(instruction("ENTRYPOINT")[-1]) == ["mcp-agent", "serve"]
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert "mcp-agent" in scripts
    assert instruction("EXPOSE") == ["8000"]
    assert instruction("STOPSIGNAL") == ["SIGTERM"]
    user = instruction("USER")[-1].split(":")[0]
    assert user not in ("root", "0"), user
    env = " ".join(instruction("ENV"))
    assert re.search(r"\bMCP_AGENT_HOST=0\.0\.0\.0\b", env) and re.search(r"\bMCP_AGENT_PORT=8000\b", env)
    assert any(re.search(r"\bpip install \.(\s|$)", run) for run in instruction("RUN"))


@pytest.mark.unit
def test_the_dockerfile_copies_what_exists_and_what_the_package_needs() -> None:
    copied: set[str] = set()
    for arguments in instruction("COPY"):
        *sources, _target = shlex.split(arguments)
        for source in sources:
            assert (ROOT / source).exists(), source
            copied.add(source.rstrip("/"))
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert {"pyproject.toml", project["readme"], "mcp_agent"} <= copied
    ignore = (DEPLOY / "Dockerfile.dockerignore").read_text().splitlines()
    for source in copied:
        assert f"!{source}" in ignore or f"!{source}/" in ignore, f"{source} is copied but kept out of the context"


@pytest.mark.unit
def test_the_dockerfile_healthcheck_asks_healthz_with_python() -> None:
    (healthcheck,) = instruction("HEALTHCHECK")
    command = json.loads(healthcheck.split("CMD", 1)[1])
    assert command[:2] == ["python", "-c"]
    compile(command[2], "HEALTHCHECK", "exec")
    assert "/healthz" in command[2]


# -- compose ----------------------------------------------------------------------------------


def compose_instances(services: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {name: service for name, service in services.items() if "MCP_AGENT_STORE" in service.get("environment", {})}


@pytest.mark.unit
def test_compose_runs_redis_two_instances_and_nginx() -> None:
    (compose,) = load_all(COMPOSE)
    services = compose["services"]
    assert {"redis", "nginx"} <= services.keys()
    assert services["redis"]["image"].startswith("redis:")
    instances = compose_instances(services)
    assert len(instances) == 2, sorted(instances)
    environments = [service["environment"] for service in instances.values()]
    names = {env["MCP_AGENT_INSTANCE_NAME"] for env in environments}
    assert len(names) == 2, "each instance names itself differently"
    for service in instances.values():
        env = service["environment"]
        assert env["MCP_AGENT_STORE"] == "redis"
        assert env["MCP_AGENT_REDIS_URL"].startswith("redis://redis:6379/")
        assert env["MCP_AGENT_ALLOWED_HOSTS"]
        assert service["build"]["dockerfile"] == "examples/deploy/Dockerfile"
        assert (COMPOSE.parent / service["build"]["context"]).resolve() == ROOT
        (mount,) = [v for v in service["volumes"] if v["target"] == env["MCP_AGENT_AUTH_TOKENS_FILE"]]
        assert mount["read_only"] and "create_host_path" not in mount.get("bind", {}), "a missing tokens file must fail"
        assert service["depends_on"]["redis"]["condition"] == "service_healthy"
    shared = ("MCP_AGENT_SEALING_KEYS", "MCP_AGENT_REDIS_URL", "MCP_AGENT_AUTH_TOKENS_FILE", "MCP_AGENT_ALLOWED_HOSTS")
    for name in shared:
        assert len({env[name] for env in environments}) == 1, f"{name} differs between the instances"
    # The sealing keys come from .env or the environment, and compose refuses to start without them.
    assert re.fullmatch(r"\$\{MCP_AGENT_SEALING_KEYS:\?.+\}", environments[0]["MCP_AGENT_SEALING_KEYS"])
    assert set(services["nginx"]["depends_on"]) == set(instances)


@pytest.mark.unit
def test_compose_runs_the_unchanged_nginx_conf_with_includes_beside_it() -> None:
    (compose,) = load_all(COMPOSE)
    nginx = compose["services"]["nginx"]
    mounts = dict(volume.rsplit(":", 1)[0].split(":", 1) for volume in nginx["volumes"])  # source -> target
    config_target = mounts.pop("./nginx.conf")
    assert f"-c {config_target}" in " ".join(nginx["command"])
    included = set(re.findall(r"^\s*include\s+(\S+);", (DEPLOY / "nginx.conf").read_text(), re.MULTILINE))
    assert included == {"mcp-agent.listen.conf", "mcp-agent.upstreams.conf"}
    by_name = {Path(target).name: (source, target) for source, target in mounts.items()}
    for name in included:
        source, target = by_name[name]
        assert Path(target).parent == Path(config_target).parent, "nginx resolves includes next to its -c file"
        assert (DEPLOY / source).is_file(), source
    upstreams = (DEPLOY / by_name["mcp-agent.upstreams.conf"][0]).read_text()
    servers = re.findall(r"^\s*server\s+([\w.-]+):(\d+)", upstreams, re.MULTILINE)
    assert sorted(servers) == sorted((name, "8000") for name in compose_instances(compose["services"]))
    listen = (DEPLOY / by_name["mcp-agent.listen.conf"][0]).read_text()
    (port,) = re.findall(r"^\s*listen\s+(?:[\d.]+:)?(\d+)\s*;", listen, re.MULTILINE)
    assert any(published.endswith(f":{port}") for published in nginx["ports"])


# -- Kubernetes -------------------------------------------------------------------------------


def deployment_container() -> tuple[dict[str, Any], dict[str, Any]]:
    deployment = k8s_objects()["Deployment", "mcp-agent"]
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    return deployment, container


@pytest.mark.unit
def test_the_deployment_runs_two_replicas_with_readiness_liveness_and_a_drain() -> None:
    deployment, container = deployment_container()
    spec, pod = deployment["spec"], deployment["spec"]["template"]["spec"]
    assert spec["replicas"] == 2
    assert spec["selector"]["matchLabels"].items() <= spec["template"]["metadata"]["labels"].items()
    ports = {port["name"]: port["containerPort"] for port in container["ports"]}
    assert ports == {"http": 8000}
    assert container["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"
    for probe in ("readinessProbe", "livenessProbe"):
        assert container[probe]["httpGet"]["port"] in ports
    pre_stop = container["lifecycle"]["preStop"]
    sleep = pre_stop["sleep"]["seconds"] if "sleep" in pre_stop else float(pre_stop["exec"]["command"][-1])
    assert sleep > 0
    env = env_of(container)
    grace = float(env["MCP_AGENT_SHUTDOWN_GRACE_SECONDS"]["value"])
    assert pod["terminationGracePeriodSeconds"] > sleep + grace, "the drain ends before SIGKILL"
    assert container["resources"]["requests"] and container["resources"]["limits"]["memory"]
    assert pod["securityContext"]["runAsNonRoot"] is True


@pytest.mark.unit
def test_the_deployment_reads_its_secrets_from_the_secret_and_names_itself() -> None:
    objects = k8s_objects()
    deployment, container = deployment_container()
    secret = objects["Secret", "mcp-agent"]
    env = env_of(container)
    assert env["MCP_AGENT_STORE"]["value"] == "redis"
    assert env["MCP_AGENT_HOST"]["value"] == "0.0.0.0"
    assert env["MCP_AGENT_ALLOWED_HOSTS"]["value"]
    reference = env["MCP_AGENT_SEALING_KEYS"]["valueFrom"]["secretKeyRef"]
    assert reference["name"] == "mcp-agent" and reference["key"] in secret["stringData"]
    assert env["MCP_AGENT_INSTANCE_NAME"]["valueFrom"]["fieldRef"]["fieldPath"] == "metadata.name"
    # The tokens file is the Secret's tokens.json, mounted where MCP_AGENT_AUTH_TOKENS_FILE says.
    tokens_path = Path(env["MCP_AGENT_AUTH_TOKENS_FILE"]["value"])
    volumes = {volume["name"]: volume for volume in deployment["spec"]["template"]["spec"]["volumes"]}
    (mount,) = [m for m in container["volumeMounts"] if Path(m["mountPath"]) == tokens_path.parent]
    (item,) = volumes[mount["name"]]["secret"]["items"]
    assert volumes[mount["name"]]["secret"]["secretName"] == "mcp-agent" and item["path"] == tokens_path.name
    tokens = json.loads(secret["stringData"][item["key"]])
    assert all(set(identity) >= {"tenant", "user"} for identity in tokens["tokens"].values())
    # A template: every value is a placeholder to replace.
    assert all("REPLACE" in value for value in secret["stringData"].values())
    for mount in container["volumeMounts"]:
        assert mount["name"] in volumes


@pytest.mark.unit
def test_the_services_select_their_pods_and_the_redis_url_names_the_redis_service() -> None:
    objects = k8s_objects()
    deployment, container = deployment_container()
    service = objects["Service", "mcp-agent"]
    assert service["spec"]["selector"].items() <= deployment["spec"]["template"]["metadata"]["labels"].items()
    assert {port["targetPort"] for port in service["spec"]["ports"]} <= {p["name"] for p in container["ports"]}

    url = env_of(container)["MCP_AGENT_REDIS_URL"]["value"]
    match = re.fullmatch(r"redis://([\w.-]+):(\d+)/\d+", url)
    assert match, url
    host, port = match.groups()
    redis_service = objects["Service", host]
    redis_workload = next(
        o for (kind, _), o in objects.items() if kind in ("StatefulSet", "Deployment") and o["metadata"]["name"] == host
    )
    assert redis_service["spec"]["selector"].items() <= redis_workload["spec"]["template"]["metadata"]["labels"].items()
    assert int(port) in {p["port"] for p in redis_service["spec"]["ports"]}


# -- real tools (integration) -----------------------------------------------------------------


@pytest.mark.integration
def test_nginx_accepts_the_compose_gateway(tmp_path: Path) -> None:
    """``nginx -t`` on nginx.conf with compose's two include files; the service names become 127.0.0.1
    (nginx resolves upstream names while checking, and Docker's DNS is not here)."""
    (tmp_path / "logs").mkdir()
    shutil.copyfile(DEPLOY / "nginx.conf", tmp_path / "nginx.conf")
    shutil.copyfile(DEPLOY / "compose" / "mcp-agent.listen.conf", tmp_path / "mcp-agent.listen.conf")
    upstreams = (DEPLOY / "compose" / "mcp-agent.upstreams.conf").read_text()
    resolvable = re.sub(r"(^\s*server\s+)[\w.-]+:", r"\g<1>127.0.0.1:", upstreams, flags=re.MULTILINE)
    assert resolvable != upstreams
    (tmp_path / "mcp-agent.upstreams.conf").write_text(resolvable)
    checked = subprocess.run(
        [nginx_binary(), "-t", "-p", f"{tmp_path}/", "-c", str(tmp_path / "nginx.conf")],
        capture_output=True,
        timeout=30,
    )
    assert checked.returncode == 0, checked.stderr.decode(errors="replace")


def _docker_daemon_answers() -> bool:
    if shutil.which("docker") is None:
        return False
    try:
        return subprocess.run(["docker", "info"], capture_output=True, timeout=15).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


# Defined only where a Docker daemon answers (examples/deploy/README.md): never collected, never skipped.
if _docker_daemon_answers():

    @pytest.mark.integration
    def test_the_image_builds_and_runs() -> None:
        tag = f"mcp-agent-test:{uuid.uuid4().hex[:12]}"
        built = subprocess.run(
            ["docker", "build", "-f", str(DOCKERFILE), "-t", tag, str(ROOT)], capture_output=True, timeout=900
        )
        assert built.returncode == 0, built.stderr.decode(errors="replace")[-4000:]
        try:
            version = subprocess.run(
                ["docker", "run", "--rm", "--entrypoint", "mcp-agent", tag, "--version"],
                capture_output=True,
                timeout=120,
            )
            assert version.returncode == 0 and version.stdout.startswith(b"mcp-agent "), version
            user = subprocess.run(
                ["docker", "run", "--rm", "--entrypoint", "id", tag, "-u"], capture_output=True, timeout=120
            )
            assert user.stdout.strip() not in (b"", b"0"), user
            # Off loopback without deployment settings, the server refuses to start (exit status 2).
            refused = subprocess.run(["docker", "run", "--rm", tag], capture_output=True, timeout=120)
            assert refused.returncode == 2 and b"MCP_AGENT_SEALING_KEYS" in refused.stderr, refused
        finally:
            subprocess.run(["docker", "image", "rm", "-f", tag], capture_output=True, timeout=120)
