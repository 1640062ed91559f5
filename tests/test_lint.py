"""The tree passes ``ruff check`` and is formatted by ``ruff format`` (configured in pyproject.toml's [tool.ruff])."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent


def _ruff(*arguments: str) -> subprocess.CompletedProcess[str]:
    # No paths: ruff checks what pyproject.toml configures, as a developer's plain `ruff check` does.
    return subprocess.run(
        [sys.executable, "-m", "ruff", *arguments],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.mark.integration
def test_ruff_check_passes() -> None:
    completed = _ruff("check", "--no-cache")
    assert completed.returncode == 0, completed.stdout + completed.stderr


@pytest.mark.integration
def test_the_tree_is_ruff_formatted() -> None:
    completed = _ruff("format", "--check", "--no-cache")
    assert completed.returncode == 0, f"run `ruff format`:\n{completed.stdout}{completed.stderr}"
