"""Where the Debian-packaged servers the tests run (nginx, Dovecot) are, or why they are not."""

from __future__ import annotations

import os
import shutil


class ServerMissing(RuntimeError):
    pass


def installed_binary(path: str, *, needed_for: str, package: str) -> str:
    """``path`` (or the same name on PATH); else a clear error saying how the test command installs it."""
    name = os.path.basename(path)
    found = path if os.access(path, os.X_OK) else shutil.which(name)
    if not found:
        raise ServerMissing(
            f"{name} is not installed ({path} not found): {needed_for}. "
            f"bash scripts/test.sh installs it (apt-get install {package})."
        )
    return found
