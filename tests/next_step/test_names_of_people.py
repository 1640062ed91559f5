"""A person named in full is not someone else who shares their first name (seed 9 of the AndroidWorld-template suite:
"text the address Priya Moreau sent me to Priya Okafor" had asked "which one?" with only Priya Moreau's conversation
listed, instead of starting a new one). A surname said a little wrong is still asked about, never guessed past."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.reading import PREFIX, WHOLE_WORDS, match_score
from tests.next_step.planning import plan, step

pytestmark = pytest.mark.unit

CONVERSATIONS = """[0] TextView "Status bar" value="Thu, Mar 14 2030 9:41"
[1] ImageButton "Search"
[2] List "Conversations"
  [3] ListItem "{name}" value="See you then"
  [4] ListItem "Ben Carter" value="Sure, 6pm"
[5] ImageButton "Start chat"
"""


def test_a_full_name_with_another_surname_does_not_match() -> None:
    assert match_score("Priya Okafor", "Priya Moreau") == 0
    assert match_score("Tom Hale", "Tom Whitfield") == 0


def test_a_first_name_alone_or_a_misspelt_surname_still_matches_weakly() -> None:
    assert match_score("Priya", "Priya Moreau") == WHOLE_WORDS
    assert match_score("Priya Moreu", "Priya Moreau") == PREFIX
    assert match_score("Budget", "Budget review") == WHOLE_WORDS


def test_a_message_to_someone_with_no_conversation_starts_one() -> None:
    task = "text Priya Okafor: running late"
    result = step(task, CONVERSATIONS.format(name="Priya Moreau"), plan(task), 1)
    assert (result.action, result.target_index) == ("tap", 5)  # Start chat, never Priya Moreau's conversation


def test_a_misspelt_surname_is_asked_about() -> None:
    task = "text Priya Moreu: running late"
    result = step(task, CONVERSATIONS.format(name="Priya Moreau"), plan(task), 1)
    assert (result.action, result.options) == ("ask_user", ["Priya Moreau"])
