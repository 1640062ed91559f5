"""The model path: the prompt a model writes a summary from, and what of its answer is used.

The prompt is built from the cleaned thread (no quotes, signatures, footers or disclaimers; no
auto-replies) and from what the extractive summarizer found in it (decisions, owned action items,
open questions, dates, figures), so a model starts from the same structure a reader trusts and
is told to keep figures and owners as given. Two ways to a model:

- the client's, through ``sampling/createMessage`` (``sampling_request``; MRTR: the call returns
  ``input_required`` and is repeated with the answer);
- a server-side one, as a ``SummaryModel``: any async callable ``(SummaryPrompt) -> str``, so a
  provider plugs in without this module knowing it.

Either way the extractive summary is the fallback when no model is there or its answer is unusable.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from .mail import MailMessage
from .summarizer import Summary, display_name

SAMPLING_KEY = "summary"
SAMPLING_MAX_TOKENS = 800
# What the prompt carries of the new messages: each body cut to this, and all of them to the total.
PROMPT_BODY_CHARS = 4_000
PROMPT_TOTAL_CHARS = 60_000
PROMPT_EARLIER_SUMMARIES = 5
# A model summary longer than this is not a summary: the extractive one is used instead.
MAX_MODEL_SUMMARY_CHARS = 4_000
SYSTEM_PROMPT = (
    "You summarize e-mail threads. You get the new messages of a thread (oldest first, already without "
    "quoted replies, signatures, disclaimers and list footers), what was extracted from them (decisions, "
    "action items as 'Owner: task', open questions, dates, figures) and the earlier summaries of this "
    "conversation. Reply with the summary only: plain text, at most a few short paragraphs or lists, in the "
    "thread's language. Keep every figure, date, amount and version exactly as written, give each action item "
    "to the owner named in the extraction (never to the sender unless the sender took it on), list as "
    "decisions only what was decided, and say which questions are still open. Do not repeat what the earlier "
    "summaries already say."
)
_HIGHLIGHT_TITLES = {
    "decisions": "Decisions",
    "action_items": "Action items (owner: task)",
    "open_items": "Open questions",
    "dates": "Dates",
    "figures": "Figures",
}


@dataclass(frozen=True, slots=True)
class SummaryPrompt:
    """What a model gets: the instructions, the thread as text, and an answer length bound."""

    system: str
    text: str
    max_tokens: int = SAMPLING_MAX_TOKENS


# A server-side model: given the prompt, the summary it writes. It may raise; the call then
# falls back to the extractive summary.
SummaryModel = Callable[[SummaryPrompt], Awaitable[str]]


def build_prompt(new: list[MailMessage], summary: Summary, earlier: list[str]) -> SummaryPrompt:
    """The prompt for the new messages, bounded: each body and the whole are cut."""
    written = [m for m in new if not m.automated]
    lines = [
        "New messages, oldest first (greetings, sign-offs, quotes, signatures and footers removed; "
        "a list item starts with its list's label):"
    ]
    budget = PROMPT_TOTAL_CHARS
    for number, message in enumerate(written):
        when = message.sent_at.isoformat() if message.sent_at is not None else "no date"
        said = summary.said[number] if number < len(summary.said) else tuple(message.body.splitlines())
        body = "\n".join(said)
        body = body[:PROMPT_BODY_CHARS] + (" […]" if len(body) > PROMPT_BODY_CHARS else "")
        # Names, not addresses: the model needs who said it, and addresses are nobody's business here.
        entry = f"--- From: {display_name(message.sender)} | Date: {when} | Subject: {message.subject}\n{body}"
        if len(entry) > budget:
            lines.append(f"({len(written) - number} more message(s) not shown)")
            break
        lines.append(entry)
        budget -= len(entry)
    skipped = len(new) - len(written)
    if skipped:
        lines.append(f"({skipped} automatic repl{'ies' if skipped != 1 else 'y'} or bounce(s) left out)")
    lines.append("Extracted from them:")
    for name, title in _HIGHLIGHT_TITLES.items():
        items: list[str] = getattr(summary.highlights, name)
        if items:
            lines.append(f"{title}:")
            lines.extend(f"- {item}" for item in items)
    recent = earlier[-PROMPT_EARLIER_SUMMARIES:]
    lines.append("Earlier summaries of this conversation:" if recent else "Earlier summaries: none")
    lines.extend(f"- {text}" for text in recent)
    return SummaryPrompt(SYSTEM_PROMPT, "\n".join(lines))


def sampling_request(prompt: SummaryPrompt) -> dict[str, Any]:
    """``sampling/createMessage`` asking the client's model for the summary."""
    return {
        "method": "sampling/createMessage",
        "params": {
            "messages": [{"role": "user", "content": {"type": "text", "text": prompt.text}}],
            "systemPrompt": prompt.system,
            "maxTokens": prompt.max_tokens,
            "temperature": 0,
        },
    }


def sampled_text(answer: Any) -> str | None:
    """The text of a ``sampling/createMessage`` result, when it is a usable summary."""
    if not isinstance(answer, dict):
        return None
    content = answer.get("content")
    blocks = content if isinstance(content, list) else [content]
    text = "\n".join(
        block["text"]
        for block in blocks
        if isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str)
    )
    return usable(text)


def usable(text: str) -> str | None:
    """A model's text when it is a summary (non-empty, within the limit); else None."""
    text = text.strip()
    if not text or len(text) > MAX_MODEL_SUMMARY_CHARS:
        return None
    return text
