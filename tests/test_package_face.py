"""The package's shape: a lazy public face, and layers that import only downwards."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "mcp_agent"

# Every package and top-level module of mcp_agent by layer: a module imports only from its own
# layer's package or from lower layers. The tools (plugins) and the conformance fixtures sit above
# everything but the wiring, and import only the public face (checked below).
LAYERS: dict[str, int] = {
    "_version": 0,
    "protocol": 0,
    "outcomes": 0,
    "settings": 0,
    "crypto": 1,
    "identity": 1,
    "state": 2,
    "bus": 2,
    "ops": 3,
    "tasks": 4,
    "models": 4,
    "logs": 4,
    "backends": 5,
    "server": 5,
    "transport": 6,
    "console": 7,
    "tools": 8,
    "testing": 8,
    "app": 9,
    "preflight": 10,
    "serve_process": 10,
    "worker_process": 10,
    "cli": 11,
    "__main__": 12,
}
# The metrics catalogue is a leaf every layer counts into (the bus counts its publishes); the rest
# of ops (tracing, the instrumented store and bus wrappers) sits above the store and the bus.
LEAF_MODULES = {"mcp_agent.ops.metrics"}
MAX_MODULE_LINES = 450

# The one choice of a backend is wiring: made by the app and the CLI's preflight, seen by nothing below.
BACKEND_IMPORTERS = ("app/", "backends/", "cli.py", "preflight.py", "worker_process.py")


def _is_module(package: Path, name: str) -> bool:
    return (package / f"{name}.py").exists() or (package / name / "__init__.py").exists()


def _imported_modules(path: Path) -> set[str]:
    """Absolute names of the mcp_agent modules (and the face, as "mcp_agent") that ``path`` imports."""
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if path.name != "__init__.py":
        package = package.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if module == "mcp_agent":  # the face itself, unless a module of the package is named
                found.update(
                    f"mcp_agent.{alias.name}" if _is_module(PACKAGE, alias.name) else "mcp_agent"
                    for alias in node.names
                )
            elif module.startswith("mcp_agent."):
                found.add(module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith("mcp_agent"))
    return found


@pytest.mark.unit
def test_only_the_built_in_tools_import_the_public_face() -> None:
    importers = sorted(
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if path.name != "__init__.py" or path.parent != PACKAGE
        if "mcp_agent" in _imported_modules(path)
    )
    assert importers, "the built-in tools are written against the public face"
    assert all(name.startswith(("tools/", "testing/")) for name in importers), importers


TOOLS = sorted(path.name for path in (PACKAGE / "tools").iterdir() if (path / "plugin.py").exists())


@pytest.mark.unit
def test_a_built_in_tool_imports_only_the_public_face_and_its_own_modules() -> None:
    assert TOOLS == ["next_step", "summarize"]
    wrong = []
    for tool in TOOLS:
        for path in (PACKAGE / "tools" / tool).rglob("*.py"):
            where = str(path.relative_to(PACKAGE))
            for module in _imported_modules(path):
                if module not in ("mcp_agent", "mcp_agent._version") and not module.startswith(
                    f"mcp_agent.tools.{tool}"
                ):
                    wrong.append(f"{where} imports {module}")
    assert wrong == []


@pytest.mark.unit
def test_nothing_outside_a_tool_imports_its_modules_but_its_plugin() -> None:
    wrong = []
    for path in PACKAGE.rglob("*.py"):
        where = str(path.relative_to(PACKAGE))
        inside = where.split("/")[1] if where.startswith("tools/") and where.count("/") > 1 else None
        for module in _imported_modules(path):
            parts = module.split(".")
            if len(parts) > 3 and parts[1] == "tools" and parts[2] != inside and parts[3] != "plugin":
                wrong.append(f"{where} imports {module}")
    assert wrong == []


def _layer_of(path: Path) -> str:
    relative = path.relative_to(PACKAGE)
    return relative.parts[0] if len(relative.parts) > 1 else relative.stem


@pytest.mark.unit
def test_every_package_has_a_layer_and_imports_only_downwards() -> None:
    wrong = []
    for path in PACKAGE.rglob("*.py"):
        if path == PACKAGE / "__init__.py":
            continue  # the face names what it exports, lazily
        layer = _layer_of(path)
        assert layer in LAYERS, f"{layer} has no layer in LAYERS"
        for module in _imported_modules(path) - LEAF_MODULES:
            parts = module.split(".")
            if len(parts) > 1 and parts[1] != layer and LAYERS[parts[1]] >= LAYERS[layer]:
                wrong.append(f"{path.relative_to(PACKAGE)} ({layer}) imports {module}")
    assert wrong == []


@pytest.mark.unit
def test_no_module_holds_several_jobs_by_size() -> None:
    long = {
        str(p.relative_to(PACKAGE)): n
        for p in PACKAGE.rglob("*.py")
        if (n := len(p.read_text().splitlines())) > MAX_MODULE_LINES
    }
    assert long == {}


@pytest.mark.unit
def test_one_module_constructs_redis_clients_and_one_chooses_a_backend() -> None:
    client_calls = re.compile(
        r"\b(?:Redis|RedisCluster|BlockingConnectionPool|ConnectionPool)(?:\.from_url|\.from_pool|\()"
    )
    backend_names = re.compile(r"""(?:store|bus)\s*[!=]=\s*["'](?:memory|redis|postgres)["']""")
    clients, choices = [], []
    for path in PACKAGE.rglob("*.py"):
        text, where = path.read_text(), str(path.relative_to(PACKAGE))
        if client_calls.search(text):
            clients.append(where)
        if backend_names.search(text):
            choices.append(where)
    assert clients == ["backends/redis/client.py"]
    assert choices in ([], ["backends/choice.py"])


@pytest.mark.unit
def test_only_the_wiring_imports_the_backends() -> None:
    wrong = []
    for path in PACKAGE.rglob("*.py"):
        where = str(path.relative_to(PACKAGE))
        if where.startswith(BACKEND_IMPORTERS) or where == "__init__.py":  # the face names RedisStore lazily
            continue
        wrong.extend(
            f"{where} imports {module}" for module in _imported_modules(path) if module.startswith("mcp_agent.backends")
        )
    assert wrong == []


def _loaded_after(statement: str, *modules: str) -> list[str]:
    probe = f"import sys\n{statement}\nprint(sorted(m for m in {modules!r} if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    return list(ast.literal_eval(done.stdout.strip()))


@pytest.mark.integration  # fresh interpreters: what an import loads is only visible from a clean start
def test_importing_a_module_loads_only_what_it_needs() -> None:
    heavy = ("starlette", "redis", "jinja2", "uvicorn", "prometheus_client", "mcp_agent.tools", "mcp_agent.app")
    assert _loaded_after("import mcp_agent.protocol.validator", *heavy) == []
    assert _loaded_after("import mcp_agent", *heavy) == []
    assert _loaded_after("import mcp_agent.tasks", "mcp_agent.server", "starlette") == []
    assert _loaded_after("import mcp_agent.state, mcp_agent.bus, mcp_agent.backends", "redis") == [], (
        "only Redis's backend loads redis-py"
    )
    # A public name loads its own module on first use, not the app or the built-in tools.
    assert _loaded_after("from mcp_agent import Server, ToolError", "mcp_agent.app", "mcp_agent.tools", "jinja2") == []
