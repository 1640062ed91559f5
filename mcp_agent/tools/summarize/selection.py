"""Choosing what a summary says within its length budget: the best item of every section first,
then a few of each, then the rest, never repeating what an earlier summary or a chosen item said."""

from __future__ import annotations

import heapq
from collections.abc import Callable
from dataclasses import dataclass

from mcp_agent.tools.summarize.sentences import content_words, split_sentences

# One item (a sentence, an action) in the text is cut at a word boundary beyond this.
MAX_ITEM_CHARS = 220
# A sentence is never cut; only one longer than this ends at a clause boundary.
MAX_SENTENCE_CHARS = 400
MAX_DATES_SHOWN = 8
FIGURE_ITEMS = 6
# Decisions, action items and open questions each shown in the second round.
FIRST_SECTION_ITEMS = 8
# Two sentences are "the same point" when this share of the shorter one's content words is in
# the other (and both have a few), or their Jaccard similarity reaches the second figure.
NEAR_DUPLICATE_CONTAINMENT = 0.8
NEAR_DUPLICATE_JACCARD = 0.6


@dataclass(slots=True)
class Item:
    text: str
    score: float
    position: int
    content: frozenset[str]
    figures: int = 0  # figures it states (12 %, € 4,200, v2.4.1): room is made for these early
    message: int = -1  # the message it comes from: every message gets its say before the rest


def _near_duplicate(a: frozenset[str], b: frozenset[str]) -> bool:
    if not a or not b:
        return False
    shared = len(a & b)
    if min(len(a), len(b)) >= 3 and shared / min(len(a), len(b)) >= NEAR_DUPLICATE_CONTAINMENT:
        return True
    return shared / len(a | b) >= NEAR_DUPLICATE_JACCARD


def shorten(text: str, limit: int = MAX_ITEM_CHARS) -> str:
    """The text within ``limit`` by dropping whole sentences from its end, never cutting one: a
    single sentence longer than that stays whole up to ``MAX_SENTENCE_CHARS``, and past that ends
    at its last clause boundary that fits (a comma, semicolon or dash), not inside a clause."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    kept = ""
    for sentence in split_sentences(text):
        joined = f"{kept} {sentence}".strip()
        if len(joined) > limit and kept:
            return kept
        kept = joined
    if len(kept) <= MAX_SENTENCE_CHARS:
        return kept
    head = kept[:MAX_SENTENCE_CHARS]
    cut = max(head.rfind(", "), head.rfind("; "), head.rfind(" – "), head.rfind(" — "))
    return head[:cut] + "." if cut > MAX_SENTENCE_CHARS // 3 else kept


_FIRST_SECTIONS = frozenset({"Decisions", "Action items", "Open questions"})
# Where a message that no chosen item speaks for yet gets its say, newest message first.
COVERING_SECTION = "Key points"
COVERING_ITEMS = 2
COVERED_MESSAGES = 8
# A message whose key points are this short in all is shown whole: it costs little.
BRIEF_MESSAGE_CHARS = 120
# How much lower an item ranks in the last round for each item of its message ranked before it.
SPREAD_PENALTY = 0.25


def _spread(ranked: list[Item], chosen: dict[str, list[Item]]) -> list[Item]:
    """The items by score, each without a figure lowered by ``SPREAD_PENALTY`` for every item of its
    message ranked (or chosen) before it: the rest of the room goes round the messages, not to the
    longest one."""
    counts: dict[int, int] = {}
    for picked in chosen.values():
        for item in picked:
            counts[item.message] = counts.get(item.message, 0) + 1
    heap = [(-item.score, item.position, index) for index, item in enumerate(ranked)]
    heapq.heapify(heap)
    order: list[Item] = []
    while heap:
        negative, position, index = heapq.heappop(heap)
        item = ranked[index]
        # An item stating a figure keeps its rank: figures are what a reader most often needs.
        adjusted = -(item.score - (0 if item.figures else SPREAD_PENALTY) * counts.get(item.message, 0))
        if adjusted > negative + 1e-9:
            heapq.heappush(heap, (adjusted, position, index))
            continue
        order.append(item)
        counts[item.message] = counts.get(item.message, 0) + 1
    return order


def _cover_every_message(ranked: list[Item], chosen: dict[str, list[Item]], take: Callable[[str, Item], bool]) -> None:
    """Each message (the newest first, a short final reply included) with its best key point, the
    newest and brief ones with two, unless an item already chosen comes from it: one long message
    does not speak for all."""
    spoken = {item.message for picked in chosen.values() for item in picked}
    by_message: dict[int, list[Item]] = {}
    for item in ranked:
        by_message.setdefault(item.message, []).append(item)
    newest = max(by_message, default=-1)
    for message in sorted(by_message, reverse=True)[:COVERED_MESSAGES]:
        if message in spoken:
            continue
        taken = 0
        for item in by_message[message]:
            # The newest message and a short one ("Tak for din mail. Det lyder godt.") say two things.
            brief = sum(len(i.text) for i in by_message[message]) <= BRIEF_MESSAGE_CHARS
            if taken >= (COVERING_ITEMS if message == newest or brief else 1):
                break
            taken += take(COVERING_SECTION, item)


def render(head: str, sections: list[tuple[str, list[Item]]], earlier: list[str], budget: int) -> str:
    """Fill the budget in rounds (the best item of every section first, then up to six decisions,
    actions and open questions, two of the rest and any with figures up to six, then the rest),
    skipping anything an earlier summary or an already chosen item said."""
    said = [
        frozenset(content_words(s)) for text in earlier for line in text.splitlines() for s in split_sentences(line)
    ]
    dates_said = {
        d.strip().lower()
        for text in earlier
        for line in text.splitlines()
        if line.startswith("Dates: ")
        for d in line[len("Dates: ") :].rstrip(".").split(",")
    }
    chosen: dict[str, list[Item]] = {title: [] for title, _ in sections}
    chosen_words: list[frozenset[str]] = []
    used = len(head)
    ranked = {title: sorted(items, key=lambda i: (-i.score, i.position)) for title, items in sections}

    def take(title: str, item: Item) -> bool:
        nonlocal used
        picked = chosen[title]
        if item in picked or (title == "Dates" and item.text.lower() in dates_said):
            return False
        if title == "Dates":
            cost = len(item.text) + 2 + (len(f"\n{title}: .") if not picked else 0)
        else:
            cost = len(shorten(item.text)) + 3 + (len(f"\n{title}:") if not picked else 0)
        if used + cost > budget:
            return False
        if item.content and any(_near_duplicate(item.content, words) for words in said + chosen_words):
            return False
        picked.append(item)
        chosen_words.append(item.content)
        used += cost
        return True

    for round_number in range(3):
        for title, _ in sections:
            picked = chosen[title]
            cap = (1, FIRST_SECTION_ITEMS if title in _FIRST_SECTIONS else 2, 1_000_000)[round_number]
            order = ranked[title] if round_number < 2 else _spread(ranked[title], chosen)
            for item in order:
                if title == "Dates" and len(picked) >= MAX_DATES_SHOWN:
                    break
                # The second round also takes up to six items that state figures, in any section.
                if len(picked) >= cap and not (round_number == 1 and item.figures and len(picked) < FIGURE_ITEMS):
                    continue
                take(title, item)
        if round_number == 1:
            _cover_every_message(ranked.get(COVERING_SECTION, []), chosen, take)
    lines = [head]
    for title, _ in sections:
        picked = sorted(chosen[title], key=lambda i: i.position)
        if not picked:
            continue
        if title == "Dates":
            lines.append(f"{title}: {', '.join(i.text for i in picked)}.")
        else:
            lines.append(f"{title}:")
            lines.extend(f"- {shorten(i.text)}" for i in picked)
    if len(lines) == 1 and said:
        lines.append("Nothing new beyond the earlier summaries.")
    return "\n".join(lines)
