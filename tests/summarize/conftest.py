"""Fixtures of the mail summarizer's tests; helpers they import live in tests/support/."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.dovecot import DovecotServer


@pytest.fixture(scope="session")
def dovecot() -> Iterator[DovecotServer]:
    """One throwaway Dovecot for the whole run; tests keep apart by using a user of their own."""
    with DovecotServer() as server:
        yield server
