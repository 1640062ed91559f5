"""Cleaning and summarizing without stalling other requests on the event loop."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TypeVar

import anyio.to_process
import anyio.to_thread

from .cleaning import FORWARD_SUBJECT, clean_body
from .mail import MailMessage
from .summarizer import Summary, summarize_messages

T = TypeVar("T")

# Above this much text a summary runs in a worker process: a thread would still share the GIL with
# the event loop, and a long regex over a big thread holds it for tens of milliseconds at a time.
PROCESS_OFFLOAD_CHARS = 64 * 1024


async def summarize_off_loop(new: list[MailMessage], earlier: list[str]) -> Summary:
    """Summarize without stalling other requests: a thread for small work, a process for large."""
    return await _off_loop(new, summarize_messages, new, earlier)


async def clean_off_loop(messages: list[MailMessage]) -> list[MailMessage]:
    """The messages with their bodies cleaned as a mail source's are (inline messages come as written)."""
    return await _off_loop(messages, clean_bodies, messages)


def clean_bodies(messages: list[MailMessage]) -> list[MailMessage]:
    return [
        dataclasses.replace(
            m, body=clean_body(m.body, forwarded=bool(FORWARD_SUBJECT.match(m.subject)), sender=m.sender)
        )
        for m in messages
    ]


async def _off_loop(messages: list[MailMessage], work: Callable[..., T], *args: object) -> T:
    if sum(len(message.body) for message in messages) > PROCESS_OFFLOAD_CHARS:
        return await anyio.to_process.run_sync(work, *args, cancellable=True)
    return await anyio.to_thread.run_sync(work, *args)
