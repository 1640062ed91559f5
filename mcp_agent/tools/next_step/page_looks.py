"""Looking through a list's entries for one whose own page shows a value its row does not ("the recipe with 5
servings", "the note that says 'Buy stamps'"): each candidate row is opened in turn, its page read, and the list
gone back to, until every row (and the list scrolled once) was looked at; then the one whose page showed the
value is opened. Two pages that show it are a question, never a guess; none is left to the caller.

Found by people set 98 (notes picked by their words: a note's list shows only its file name, its page is an
editor holding the text). What was read is kept in the run's state (``looked_at``), so that each step knows
which rows were seen, which matched, and whether a page is in front: a page opened to look is read whatever it
is (a read-only view, an editor), and one that turns out to be another list (a folder) is gone back from as no
match. Folders are not looked into: a row that says it is one is a place, not a candidate.
"""

from __future__ import annotations

from collections.abc import Callable

from .contract import AgentStepResult
from .grammar import Subgoal
from .patterns import rx
from .reading import words
from .roles import rows
from .screen import Element, Screen
from .turn import Turn, result_of, scroll, tap_on

LOOKED = "looked_at"
_SEP, _ITEM = "\x1f", "\x1e"
# Pages opened to look, at most: a longer list is asked about rather than read through.
MOST_PAGES = 15
_OUT, _CHOSEN = "out", "chosen"


class Looked:
    """What a look through the pages has read so far, for one subgoal."""

    def __init__(self, seen: list[str], matches: list[str], scrolled: bool, phase: str) -> None:
        self.seen, self.matches, self.scrolled, self.phase = seen, matches, scrolled, phase

    def refs(self, goal: Subgoal) -> dict[str, str | None]:
        state = (goal.source, _ITEM.join(self.seen), _ITEM.join(self.matches), "1" if self.scrolled else "", self.phase)
        return {LOOKED: _SEP.join(state)}


def looked(goal: Subgoal, turn: Turn) -> Looked | None:
    """The look for ``goal`` so far, or None when none was started."""
    parts = turn.refs.get(LOOKED, "").split(_SEP)
    if len(parts) != 5 or parts[0] != goal.source:
        return None
    return Looked(
        [p for p in parts[1].split(_ITEM) if p], [p for p in parts[2].split(_ITEM) if p], parts[3] == "1", parts[4]
    )


def looking(goal: Subgoal, turn: Turn) -> bool:
    """A look for ``goal`` is under way: its candidates are being opened, none chosen yet."""
    state = looked(goal, turn)
    return state is not None and state.phase != _CHOSEN


def chosen(goal: Subgoal, turn: Turn) -> bool:
    """The look for ``goal`` ended by opening the one entry whose page showed the value."""
    state = looked(goal, turn)
    return state is not None and state.phase == _CHOSEN


def _is_place(row: Element) -> bool:
    """A row that holds entries rather than being one ("Archive · Folder", "Camera · 12 items")."""
    said = words(row.value or "")
    return said[:1] in (("folder",), ("directory",)) or (len(said) == 2 and said[0].isdigit() and said[1] == "items")


def candidates(screen: Screen) -> list[Element]:
    return [row for row in rows(screen) if row.kind == "ListItem" and not _is_place(row)]


def page_text(screen: Screen) -> Element:
    """The whole page as one row's text: every label and value on it (an editor's text is its field's value, its
    line breaks written as "\\n" on the screen: each a line's end, not a letter before the next line's words)."""
    said = " · ".join(f"{e.label} {e.value or ''}" for e in screen.elements)
    return Element(-1, "Page", "", value=rx(r"\\[nr]").sub(" · ", said))


def look_through(
    goal: Subgoal,
    turn: Turn,
    shows: Callable[[Element, str], bool],
    one_of: Callable[[list[Element], Subgoal, Turn], AgentStepResult],
) -> AgentStepResult | None:
    """The next step of the look for ``goal.text`` (``shows`` says whether a row or a page shows it; ``one_of``
    opens the one chosen or asks between several), or None when there is nothing (more) to look at and no page
    showed it."""
    screen = turn.screen
    state = looked(goal, turn) or Looked([], [], False, "")
    listed = candidates(screen)
    if state.phase == _OUT and state.seen:
        same_list = any(row.label == state.seen[-1] and row.kind == "ListItem" for row in rows(screen))
        if not same_list:
            # The page opened to look: read it, then back. Another list (a folder) opened instead is no match.
            if not listed and shows(page_text(screen), goal.text):
                state.matches.append(state.seen[-1])
            state.phase = ""
            back = result_of("back", "Back to the list", f"{state.seen[-1]}'s page was looked at for {goal.text}.")
            return back.model_copy(update={"state_refs": state.refs(goal)})
        state.phase = ""  # the tap opened nothing: that row is passed over
    if not listed:
        return None
    unseen = [row for row in listed if row.label not in state.seen]
    if unseen and len(state.seen) < MOST_PAGES:
        state.seen.append(unseen[0].label)
        state.phase = _OUT
        return tap_on(
            unseen[0],
            f"Looking at {unseen[0].label}",
            f"The list does not show {goal.text}; its page may.",
            **state.refs(goal),
        )
    if not state.scrolled and not unseen and turn.allows("scroll_down"):
        state.scrolled = True
        return scroll(
            "down", "Looking for more", "Every row shown was looked at; more may be below.", **state.refs(goal)
        )
    found = [row for row in listed if row.label in state.matches]
    if not found or len(found) != len(state.matches):
        return None
    state.phase = _CHOSEN
    step = one_of(found, goal, turn)
    return step.model_copy(update={"state_refs": {**step.state_refs, **state.refs(goal)}})
