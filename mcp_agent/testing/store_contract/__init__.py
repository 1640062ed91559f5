"""The session-store contract as a kit: one suite every ``SessionStore`` must pass.

mcp-agent runs it against each of its stores (memory, Redis, Redis Cluster, PostgreSQL:
``tests/state/test_store_contract.py``); run it against your own by subclassing ``StoreContract`` in a
test module and overriding ``make_store`` (and ``elapse`` if your store takes an injected clock)::

    import pytest
    from mcp_agent.testing.store_contract import StoreContract, StoreFactory

    class TestMyStore(StoreContract):
        @pytest.fixture
        def make_store(self) -> StoreFactory:
            # Each call: a store that starts empty (a fresh prefix, schema or database), with the
            # record caps given (None: unlimited); the kit closes every store it made. Refuse caps
            # below 1 with ValueError.
            return lambda *, max_record_turns, max_record_bytes: MyStore(
                "my://backend", max_record_turns=max_record_turns, max_record_bytes=max_record_bytes
            )

It needs pytest and pytest-asyncio (``asyncio_mode = "auto"``). Time passes through ``elapse``: by
default a real wait (a second or less per test), which a store on an injected clock replaces with a
jump. Some tests use fixed ids (hostile tenant names, claim keys), so each store ``make_store`` returns
must start empty: a fresh key prefix, schema or database per store, as ours take; nothing is flushed.
Not imported by the server: this module needs pytest.
"""

from .base import Elapse, StoreFactory, StoreFixtures
from .claims import ClaimContract
from .records import RecordContract


class StoreContract(StoreFixtures, RecordContract, ClaimContract):
    """Every behaviour of ``state/store.py``'s contract; subclass it as ``Test…`` and override ``make_store``."""


__all__ = ["ClaimContract", "Elapse", "RecordContract", "StoreContract", "StoreFactory", "StoreFixtures"]
