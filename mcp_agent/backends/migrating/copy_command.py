"""``mcp-agent store copy --from SPEC --to SPEC``: the backfill and verify pass, for an operator.

A spec names a backend as ``MCP_AGENT_MIGRATE_FROM`` does (a redis://, rediss:// or unix:// URL;
later postgresql://); every other setting (timeouts, caps) comes from the environment as for
``serve``. Progress goes to stderr: a live bar (rich) on a terminal, else one plain line a second.
Exit status: 0; 1 when ``--verify`` found divergences; 2 for a bad invocation; 3 when a store failed
mid-way (run the same command again: it continues from its checkpoint).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from mcp_agent.settings import Settings
from mcp_agent.state import StoreError
from mcp_agent.state.portable import PortableStore

from ..choice import MEMORY_SPEC, BadSpec, build_spec_store
from .copy import DEFAULT_PAGE, Checkpoint, CheckpointMismatch, CopyProgress, copy_entries, verify_entries
from .store import MigratableStore

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID

DIVERGED = 1
STOPPED = 3  # a store failed mid-way: the same command continues from the checkpoint


class CopyRefused(ValueError):
    """The command cannot run as given; the message says why (never a spec: it may hold a password)."""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--from", dest="source", required=True, help="the backend to copy from (a URL)")
    parser.add_argument("--to", dest="target", required=True, help="the backend to copy to (a URL)")
    parser.add_argument("--dry-run", action="store_true", help="count what would be copied; write nothing")
    parser.add_argument("--verify", action="store_true", help="then compare every entry; exit 1 on divergences")
    parser.add_argument(
        "--checkpoint",
        type=Path,
        default=Path("mcp-agent-store-copy.checkpoint"),
        help="where the copy keeps its scan cursor, to continue after an interruption (default: %(default)s)",
    )
    parser.add_argument("--restart", action="store_true", help="ignore the checkpoint and copy from the start")
    parser.add_argument("--page", type=int, default=DEFAULT_PAGE, help="entries per scan page (default: %(default)s)")
    parser.add_argument(
        "--metrics-port",
        type=int,
        help="serve the copy's Prometheus metrics (mcp_agent_store_copy_entries_total) at http://127.0.0.1:PORT/",
    )


async def run(args: argparse.Namespace, settings: Settings, err: TextIO | None = None) -> int:
    err = sys.stderr if err is None else err  # read at the call: a test (or a caller) may have swapped it
    if MEMORY_SPEC in (args.source, args.target):
        raise CopyRefused(
            "the memory store lives inside its server process: a separate command cannot reach it "
            "(an embedded app copies in-process with backends.migrating.copy.copy_entries)"
        )
    if args.source == args.target:
        raise CopyRefused("--from and --to name the same backend")
    if args.page < 1:
        raise CopyRefused("--page must be at least 1")
    if args.metrics_port is not None:
        from prometheus_client import start_http_server

        try:
            start_http_server(args.metrics_port, addr="127.0.0.1")
        except OSError as error:
            raise CopyRefused(
                f"--metrics-port: cannot serve metrics on 127.0.0.1:{args.metrics_port}: {error.strerror}"
            ) from None
    try:
        source, target = build_spec_store(args.source, settings), build_spec_store(args.target, settings)
    except BadSpec as error:
        raise CopyRefused(f"--from/--to {error}") from None
    if not (isinstance(source, PortableStore) and isinstance(target, PortableStore)):
        raise CopyRefused("a store of --from or --to cannot be copied (it offers no PortableStore)")
    checkpoint = Checkpoint(args.checkpoint, args.source, args.target)
    if args.restart:
        checkpoint.clear()
    shown = _progress(err)
    try:
        return await _copy_and_verify(args, source, target, checkpoint, shown, err)
    except StoreError as error:
        shown.done()
        print(f"store copy: stopped: {error}; the same command continues from the checkpoint", file=err)
        return STOPPED
    finally:
        await source.aclose()
        await target.aclose()


async def _copy_and_verify(
    args: argparse.Namespace,
    source: MigratableStore,
    target: MigratableStore,
    checkpoint: Checkpoint,
    shown: _Lines | _Bar,
    err: TextIO,
) -> int:
    try:
        progress = await copy_entries(
            source, target, checkpoint=checkpoint, dry_run=args.dry_run, page=args.page, on_page=shown.copy
        )
    except CheckpointMismatch as error:
        raise CopyRefused(f"{error}; pass --restart or another --checkpoint") from None
    shown.done()
    verb = "would copy" if args.dry_run else "copied"
    print(
        f"store copy: {progress.scanned} scanned, {progress.planned if args.dry_run else progress.copied} {verb}, "
        f"{progress.kept} already there at the same or a newer version",
        file=err,
    )
    if not args.verify:
        return 0
    report = await verify_entries(source, target, page=args.page, on_page=shown.verify)
    shown.done()
    kinds = ", ".join(f"{count} {kind}" for kind, count in sorted(report.divergences.items())) or "none"
    print(f"store verify: {report.scanned} compared, divergences: {kinds}", file=err)
    for kind, entry_kind, tenant, key in report.examples:
        print(f"  {kind}: {entry_kind} {key!r} of tenant {tenant!r}", file=err)
    return DIVERGED if report.diverged else 0


class _Lines:
    """Progress as a plain line on stderr, at most once a second (stderr is no terminal)."""

    def __init__(self, err: TextIO) -> None:
        self._err = err
        self._last = 0.0

    def copy(self, progress: CopyProgress) -> None:
        done = progress.copied + progress.kept + progress.planned
        self._show("copying", progress.scanned, progress.total, f", {done} done")

    def verify(self, scanned: int) -> None:
        self._show("verifying", scanned, None, "")

    def done(self) -> None:
        self._last = 0.0

    def _show(self, what: str, scanned: int, total: int | None, detail: str) -> None:
        now = time.monotonic()
        if now - self._last >= 1.0:
            self._last = now
            of = f" of at most {total}" if total is not None else ""
            print(f"store copy: {what}, {scanned}{of} entries scanned{detail}", file=self._err)


class _Bar:
    """Progress as a live bar (rich) on a terminal."""

    def __init__(self, err: TextIO) -> None:
        from rich.console import Console

        self._console = Console(file=err)
        self._bar: Progress | None = None
        self._task: TaskID | None = None

    def copy(self, progress: CopyProgress) -> None:
        self._show("copying", progress.scanned, progress.total)

    def verify(self, scanned: int) -> None:
        self._show("verifying", scanned, None)

    def done(self) -> None:
        if self._bar is not None:
            self._bar.stop()
        self._bar = self._task = None

    def _show(self, what: str, scanned: int, total: int | None) -> None:
        if self._bar is None or self._task is None:
            from rich.progress import Progress

            self._bar = Progress(console=self._console, transient=True)
            self._bar.start()
            self._task = self._bar.add_task(what, total=total)
        self._bar.update(self._task, completed=scanned, total=total)


def _progress(err: TextIO) -> _Lines | _Bar:
    return _Bar(err) if err.isatty() else _Lines(err)
