"""The package type-checks under ``mypy --strict`` (configured in pyproject.toml's [tool.mypy])."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
# A cold run over the whole package takes tens of seconds on a busy machine; the cache makes reruns quick.
MYPY_TIMEOUT_SECONDS = 300


@pytest.mark.integration
def test_mypy_strict_passes() -> None:
    # No paths on the command line: mypy checks the files pyproject.toml configures, as CI does.
    completed = subprocess.run(
        [sys.executable, "-m", "mypy"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=MYPY_TIMEOUT_SECONDS,
        check=False,
    )
    assert completed.returncode == 0, f"mypy exited with {completed.returncode}:\n{completed.stdout}{completed.stderr}"
