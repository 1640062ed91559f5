"""A rewrite table runs only the patterns whose needed strings a text holds (intent/pattern_needs.py): the shortcut
must never change what the table does, so a needed string is one no match can do without."""

from __future__ import annotations

import random
import re
import sys

import pytest

from mcp_agent.tools.next_step.intent.pattern_needs import NeedsIndex, needs
from mcp_agent.tools.next_step.intent.rewrites import Rewrites
from tests.next_step.androidworld import people, suite

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"\bcall\s+whoever\b", {"whoever"}),  # both words are needed: the longer one is the rarer
        (r"^(?:hey|hi)\s+(?:please\s+)?open", {"open"}),
        (r"\b(?:tmrw|2moro)\b", {"tmrw", "2moro"}),
        (r"(?=\d+ mins)\d", {" mins"}),  # what a lookahead sees is in the text too
        (r"WiFi", {"wifi"}),  # compared lower-cased
    ],
)
def test_a_pattern_needs_what_every_match_holds(pattern: str, expected: set[str]) -> None:
    assert needs(re.compile(pattern, re.I)) == expected


@pytest.mark.parametrize("pattern", [r"(?:please\s+)?x?", r"\d+", r"(?:a|)b?", r"[abc]+", r"(?!call)\w+", "\u00e9"])
def test_a_pattern_that_can_match_without_a_sure_string_needs_nothing(pattern: str) -> None:
    assert needs(re.compile(pattern, re.I)) is None


def test_the_index_offers_each_pattern_its_text_may_let_match_in_order() -> None:
    patterns = [re.compile(p, re.I) for p in (r"\bdelete\b", r"remove", r"\d+", r"the\s+note")]
    index = NeedsIndex([needs(p) for p in patterns])
    assert index.candidates("please delete the note", 0) == [0, 2, 3]
    assert index.candidates("please delete the note", 1) == [2, 3]
    assert index.candidates("remove it", 0) == [1, 2]


def _texts() -> list[str]:
    said = [task.text for task in people.tasks()] + [task.text for task in suite.tasks(paraphrases=True)]
    sample = random.Random(7).sample(said, 600)
    return sample + [text.upper() for text in sample[:100]] + ["Délete the “Café” note", "ſkip the ſong"]


def test_no_table_of_the_grammar_runs_differently_with_the_shortcut() -> None:
    from mcp_agent.tools.next_step import deciding  # noqa: F401 - loads the whole grammar and its tables

    # Every table a module of the grammar holds (gc.get_objects() misses them once a server froze the heap).
    modules = [module for name, module in sys.modules.items() if name.startswith("mcp_agent.tools.next_step")]
    found = {id(value): value for module in modules for value in vars(module).values() if isinstance(value, Rewrites)}
    tables = list(found.values())
    assert len(tables) >= 10
    texts = _texts()
    for table in tables:
        for pattern, _said in table._pairs:
            needed = needs(pattern)
            for text in texts:
                if needed and text.isascii() and pattern.search(text):
                    assert any(s in text.lower() for s in needed), (pattern.pattern, text)
        for text in texts:
            every_pair = text
            for pattern, said in table._pairs:
                every_pair = pattern.sub(said, every_pair, count=table._count)
            assert table(text) == every_pair, text
