"""Summarizing without stalling other requests on the event loop."""

from __future__ import annotations

import anyio.to_process
import anyio.to_thread

from .mail import MailMessage
from .summarizer import Summary, summarize_messages

# Above this much text a summary runs in a worker process: a thread would still share the GIL with
# the event loop, and a long regex over a big thread holds it for tens of milliseconds at a time.
PROCESS_OFFLOAD_CHARS = 64 * 1024


async def summarize_off_loop(new: list[MailMessage], earlier: list[str]) -> Summary:
    """Summarize without stalling other requests: a thread for small work, a process for large."""
    if sum(len(message.body) for message in new) > PROCESS_OFFLOAD_CHARS:
        return await anyio.to_process.run_sync(summarize_messages, new, earlier, cancellable=True)
    return await anyio.to_thread.run_sync(summarize_messages, new, earlier)

