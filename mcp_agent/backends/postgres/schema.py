"""The schema: a small versioned SQL folder (``migrations/NNNN_name.sql``), applied at start-up.

Every process that opens a pool runs ``migrate``; an advisory lock lets one apply what is missing while
the others wait, then find nothing left to do. ``mcpa_schema_versions`` records each applied version,
and each file runs in one transaction with its record, so a migration is applied whole or not at all.
A database migrated by a newer release (a version this one does not know) is served as it is: new
versions only add, so a rolling upgrade runs old and new instances on one schema.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from importlib.resources import files
from typing import Any, Final

logger = logging.getLogger("mcp_agent.backends.postgres")

# pg_advisory_lock's key: any constant of ours (b"mcpa" as an integer), the same in every release.
LOCK_KEY: Final = 0x6D637061
_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


def migrations() -> list[Migration]:
    """Every migration shipped in the package, oldest first."""
    found = []
    for entry in files(__package__).joinpath("migrations").iterdir():
        match = _NAME.match(entry.name)
        if match is not None:
            found.append(Migration(int(match.group(1)), match.group(2), entry.read_text(encoding="utf-8")))
    return sorted(found, key=lambda migration: migration.version)


async def migrate(connection: Any, schema: str) -> list[int]:
    """Apply the migrations ``schema`` (a checked SQL name, the connection's search path) lacks, under the
    advisory lock; the versions applied."""
    applied_now: list[int] = []
    await connection.execute("SELECT pg_advisory_lock($1)", LOCK_KEY)
    try:
        await connection.execute(f'CREATE SCHEMA IF NOT EXISTS "{schema}"')
        await connection.execute(
            "CREATE TABLE IF NOT EXISTS mcpa_schema_versions "
            "(version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())"
        )
        applied = {row[0] for row in await connection.fetch("SELECT version FROM mcpa_schema_versions")}
        for migration in migrations():
            if migration.version in applied:
                continue
            async with connection.transaction():
                await connection.execute(migration.sql)
                await connection.execute(
                    "INSERT INTO mcpa_schema_versions (version, name) VALUES ($1, $2)",
                    migration.version,
                    migration.name,
                )
            applied_now.append(migration.version)
            logger.info("schema migration applied", extra={"version": migration.version, "migration": migration.name})
    finally:
        await connection.execute("SELECT pg_advisory_unlock($1)", LOCK_KEY)
    return applied_now
