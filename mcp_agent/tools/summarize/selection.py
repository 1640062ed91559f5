"""Choosing what a summary says within its length budget: the best item of every section first,
then a few of each, then the rest, never repeating what an earlier summary or a chosen item said."""

from __future__ import annotations

from dataclasses import dataclass

from mcp_agent.tools.summarize.sentences import content_words, split_sentences

# One item (a sentence, an action) in the text is cut at a word boundary beyond this.
MAX_ITEM_CHARS = 220
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


def _near_duplicate(a: frozenset[str], b: frozenset[str]) -> bool:
    if not a or not b:
        return False
    shared = len(a & b)
    if min(len(a), len(b)) >= 3 and shared / min(len(a), len(b)) >= NEAR_DUPLICATE_CONTAINMENT:
        return True
    return shared / len(a | b) >= NEAR_DUPLICATE_JACCARD


def shorten(text: str, limit: int = MAX_ITEM_CHARS) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    if " " in cut[limit // 2 :]:
        cut = cut[: cut.rindex(" ")]
    return cut.rstrip(",;:") + "…"


_FIRST_SECTIONS = frozenset({"Decisions", "Action items", "Open questions"})


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
    for round_number in range(3):
        for title, _ in sections:
            picked = chosen[title]
            cap = (1, FIRST_SECTION_ITEMS if title in _FIRST_SECTIONS else 2, 1_000_000)[round_number]
            for item in ranked[title]:
                if title == "Dates" and len(picked) >= MAX_DATES_SHOWN:
                    break
                # The second round also takes up to six items that state figures, in any section.
                if len(picked) >= cap and not (round_number == 1 and item.figures and len(picked) < FIGURE_ITEMS):
                    continue
                if item in picked or (title == "Dates" and item.text.lower() in dates_said):
                    continue
                if title == "Dates":
                    cost = len(item.text) + 2 + (len(f"\n{title}: .") if not picked else 0)
                else:
                    cost = len(shorten(item.text)) + 3 + (len(f"\n{title}:") if not picked else 0)
                if used + cost > budget:
                    continue
                if item.content and any(_near_duplicate(item.content, words) for words in said + chosen_words):
                    continue
                picked.append(item)
                chosen_words.append(item.content)
                used += cost
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
