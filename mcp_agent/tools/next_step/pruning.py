"""Records deleted by what they hold: the extra copies of exact duplicates, or every record whose field
mentions a word. The list is read top to bottom first (the rows seen are kept in ``state_refs``,
``pruning``); duplicates are rows that show the same title and the same details; a record whose field
is asked about is opened and that field read. Each deletion goes through the app's own delete control
and its "are you sure?" (confirmed by the person: the planner marks every delete). The flow is reached
only when the list, read again to its end, shows what the task asked: one copy of each row, or none
of the records that matched."""

from __future__ import annotations

import json
from collections import Counter

from .answering.records import Record, merged
from .app_drawers import through_drawer
from .contract import AgentStepResult
from .grammar import Subgoal
from .patterns import rx
from .reading import words
from .roles import button, delete_control, is_dialog, item_options, overflow, selector
from .row_conditions import meets, row_meets
from .screen import Element, Screen
from .search import scroll_or_ask
from .session import TRY_AGAIN
from .turn import STOP, Turn, ask, result_of, scroll, tap_on

STATE = "pruning"
# A list read this many times over (each read after a round of deletions) without reaching what was asked
# is not read again: the user is asked.
MAX_ROUNDS = 3
MAX_MOVES = 150
MAX_ROWS = 200
MAX_TEXT = 160
Row = tuple[str, str]  # a list row: its title and its details line


def listed_rows(screen: Screen) -> list[Row] | None:
    """The rows of the list in front, or None when no scrolling list is (a record, a menu, a dialog)."""
    if is_dialog(screen) or not any(e.scrollable for e in screen.elements):
        return None
    found = [_key(e) for e in screen.elements if e.kind == "ListItem" and e.label]
    return found or None


def _key(element: Element) -> Row:
    # Bounded: the rows read travel in state_refs on every step.
    return element.label[:MAX_TEXT], (element.value or "")[:MAX_TEXT]


def flow_state(turn: Turn, goal: Subgoal) -> dict[str, object]:
    try:
        state = json.loads(turn.refs.get(STATE, "{}"))
    except ValueError:
        return {}
    # Another subgoal's reading is not this one's.
    return state if isinstance(state, dict) and state.get("goal") == goal.source else {}


def pairs(value: object) -> list[Row]:
    if not isinstance(value, list):
        return []
    return [(str(item[0]), str(item[1])) for item in value if isinstance(item, list) and len(item) == 2]


def _dump(goal: Subgoal, **state: object) -> str:
    return json.dumps({"goal": goal.source, **state})


def count_of(state: dict[str, object], key: str) -> int:
    value = state.get(key, 0)
    return value if isinstance(value, int) else 0


def read_to_end(turn: Turn, goal: Subgoal, state: dict[str, object]) -> list[Row] | AgentStepResult:
    """The whole list when this screen ends a reading from its top, else the scroll that reads on."""
    shown = listed_rows(turn.screen) or []
    unchanged = turn.previous == turn.screen.fingerprint
    keep = {k: v for k, v in state.items() if k not in ("goal", "top", "rows", "moves")}
    moves = count_of(state, "moves") + 1
    if not state.get("top") and not (turn.history.last == "scroll_up" and unchanged):
        refs = _dump(goal, moves=moves, **keep)
        return scroll("up", "Going to the top of the list", "Reading every row from the first.", **{STATE: refs})
    seen = merged([Record(*row) for row in pairs(state.get("rows"))], [Record(*row) for row in shown])
    if len(seen) > MAX_ROWS:
        return ask(
            f"The list has more than {MAX_ROWS} rows; I did not read it all. What should I do?",
            [TRY_AGAIN, STOP],
            "Deleting by content needs every row read.",
            **{STATE: None},
        )
    if not (state.get("top") and turn.history.last == "scroll_down" and unchanged):
        rows = [[r.title, r.details] for r in seen]
        refs = _dump(goal, top=True, rows=rows, moves=moves, **keep)
        return scroll("down", "Reading the list", "Every row is read before any is deleted.", **{STATE: refs})
    return [(r.title, r.details) for r in seen]


def _extra_copies(rows: list[Row]) -> list[Row]:
    counts = Counter(rows)
    return [row for row, count in counts.items() for _ in range(count - 1)]


def finished_reading(turn: Turn, state: dict[str, object]) -> list[Row] | None:
    """The rows of a reading that this screen ends (the same test ``read_to_end`` makes), else None."""
    if state.get("left") or state.get("opened") or not state.get("top") or listed_rows(turn.screen) is None:
        return None
    if not (turn.history.last == "scroll_down" and turn.previous == turn.screen.fingerprint):
        return None
    shown = [Record(*row) for row in listed_rows(turn.screen) or []]
    return [(r.title, r.details) for r in merged([Record(*row) for row in pairs(state.get("rows"))], shown)]


def pruned(goal: Subgoal, turn: Turn) -> bool:
    """The list, read to its end after the flow began, shows what the task asked."""
    state = flow_state(turn, goal)
    rows = finished_reading(turn, state)
    if not rows:
        return False
    if goal.kind == "delete_duplicates":
        return not _extra_copies(rows)
    matched = set(pairs(state.get("matched")))
    checked = set(pairs(state.get("checked")))
    # Nothing matched is no deletion done: delete_matching asks instead (the word may not be a title's at all).
    return bool(matched) and set(rows) <= checked | matched and not matched & set(rows)


def _row_element(row: Row, screen: Screen) -> Element | None:
    return next((e for e in screen.elements if e.kind == "ListItem" and _key(e) == row), None)


def _seek(turn: Turn, goal: Subgoal, row: Row, order: list[Row], state: dict[str, object]) -> AgentStepResult:
    """Scroll toward ``row``: up when the list read put it above the rows in front, else down."""
    shown = [order.index(r) for r in listed_rows(turn.screen) or [] if r in order]
    up = row in order and bool(shown) and order.index(row) < min(shown)
    direction = "up" if up else "down"
    if turn.history.last == f"scroll_{direction}" and turn.previous == turn.screen.fingerprint:
        return ask(
            f"I cannot find the {goal.target} {row[0]} in the list any more. What should I do?",
            [TRY_AGAIN, STOP],
            "The list ends without it.",
            **{STATE: None},
        )
    return scroll(
        direction, f"Looking for {row[0]}", f"{row[0]} is further {direction} the list.", **{STATE: json.dumps(state)}
    )


def delete_open_record(
    goal: Subgoal, turn: Turn, row: Row, state: dict[str, object], after: dict[str, object]
) -> AgentStepResult:
    """One step of deleting the record ``row`` (its row, its delete control or menu, the app's "are you
    sure?"); ``after`` is the state once the deletion is confirmed."""
    screen = turn.screen
    if is_dialog(screen):
        confirm = button(screen, "delete", "remove", "ok", "yes", "confirm")
        if confirm is not None:
            return tap_on(
                confirm,
                f"Deleting {row[0]}",
                f"{confirm.describe()} confirms the deletion.",
                **{STATE: json.dumps({**after, "goal": goal.source})},
            )
    if listed_rows(screen) is not None:
        element = _row_element(row, screen)
        box = selector(row[0], screen) if element is not None else None
        if box is not None:
            # A list whose rows are selected for its commands (a file browser): the row is ticked, then deleted.
            control = delete_control(screen) if box.checked else None
            if control is not None:
                return tap_on(control, f"Deleting {row[0]}", f"{control.describe()} deletes the selection.")
            menu = overflow(screen) if box.checked else None
            if menu is not None:
                return tap_on(menu, "Opening the menu", "The command on the selection is in the overflow menu.")
            if not box.checked:
                return tap_on(box, f"Selecting {row[0]}", f"{box.describe()} selects it for the delete command.")
        # A row with its own options (a player's "More options for X"): tapping the row would play it.
        menu = item_options(row[0], screen) if element is not None else None
        if menu is not None:
            return tap_on(menu, f"Options for {row[0]}", f"{menu.describe()} holds the delete command for {row[0]}.")
        if element is not None:
            return tap_on(element, f"Opening {row[0]}", f"{element.describe()} is the {goal.target} to delete.")
        return _seek(turn, goal, row, pairs(state.get("listed")), {**state, "moves": count_of(state, "moves") + 1})
    control = delete_control(screen)
    if control is not None:
        return tap_on(control, f"Deleting {row[0]}", f"{control.describe()} deletes it.")
    menu = overflow(screen)
    if menu is not None and turn.here != menu.label:
        return tap_on(menu, "Opening the menu", "The delete command is in the overflow menu.")
    return ask(
        f"I cannot find how to delete {row[0]} here. What should I do?",
        [TRY_AGAIN, STOP],
        "No delete control, menu or confirmation on this screen.",
        **{STATE: None},
    )


def too_long(goal: Subgoal, state: dict[str, object]) -> AgentStepResult | None:
    if count_of(state, "moves") < MAX_MOVES and count_of(state, "rounds") <= MAX_ROUNDS:
        return None
    return ask(
        f'I read the list {MAX_ROUNDS} times and it still does not show "{goal.source}" done. What should I do?',
        [TRY_AGAIN, STOP],
        "Not deleting further at a guess.",
        **{STATE: None},
    )


def back_to_list(turn: Turn, goal: Subgoal | None = None) -> AgentStepResult:
    # An app's home page with no list keeps it behind its navigation drawer (app_drawers.py): back would leave it.
    if goal is not None and (drawn := through_drawer(turn, goal.target, goal.source)) is not None:
        return drawn
    if turn.allows("back"):
        return result_of("back", "Back to the list", "The rows are read from the list.")
    return ask("I cannot get back to the list. What should I do?", [TRY_AGAIN, STOP], "No back action.")


def delete_duplicates(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    state = flow_state(turn, goal)
    stop = too_long(goal, state)
    if stop is not None:
        return stop
    left = pairs(state.get("left"))
    rounds = count_of(state, "rounds")
    if left:
        after = {"left": [list(r) for r in left[1:]], "listed": state.get("listed"), "rounds": rounds}
        after["moves"] = count_of(state, "moves") + 1
        result = delete_open_record(goal, turn, left[0], state, after)
        if STATE in result.state_refs:
            return result
        moved = {**state, "moves": count_of(state, "moves") + 1}
        return result.model_copy(update={"state_refs": {**result.state_refs, STATE: json.dumps(moved)}})
    if listed_rows(turn.screen) is None:
        return back_to_list(turn, goal)
    read = read_to_end(turn, goal, state)
    if isinstance(read, AgentStepResult):
        return read
    extras = _extra_copies(read)
    if not extras:
        # ``pruned`` holds this screen reached: a reading that ends here comes back only as its answer.
        return ask("The list shows no duplicates left. What should I do?", [TRY_AGAIN, STOP], "Nothing to delete.")
    fresh = {
        "goal": goal.source,
        "left": [list(r) for r in extras],
        "listed": [list(r) for r in read],
        "rounds": rounds + 1,
        "moves": 0,
    }
    return delete_duplicates(goal, with_state(turn, fresh), plan)


def with_state(turn: Turn, state: dict[str, object]) -> Turn:
    """The same step with the flow's state replaced (a phase that ends acts at once on the next one)."""
    refs = {**turn.arguments.state_refs, STATE: json.dumps(state)}
    return Turn(turn.arguments.model_copy(update={"state_refs": refs}), turn.screen)


_FIELD_NAMES = {"note": ("note", "notes"), "directions": ("directions", "direction", "instructions", "steps")}


def field_text(field: str, screen: Screen) -> str | None:
    """The text an opened record shows under ``field`` (a labelled value, or the line after the heading)."""
    # Compared as the labels are, stemmed: "Ingredients" reads as "ingredient".
    names = {" ".join(words(name)) for name in _FIELD_NAMES.get(field, (field, f"{field}s"))}
    elements = [e for e in screen.elements if e.label != "Status bar"]
    for position, element in enumerate(elements):
        if " ".join(words(element.label)) not in names and " ".join(words(element.hint or "")) not in names:
            continue
        if element.value:
            return element.value
        following = elements[position + 1] if position + 1 < len(elements) else None
        if following is not None and following.kind in ("TextView", "EditText"):
            return following.value or following.label
    return None


def delete_matching(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """Each row opened in turn and its field read (or the row itself read, when it shows the field: a row's
    label is its name, its details an expense's amount and category); a record that meets the condition is
    deleted from there. State: ``listed`` (the first reading), ``checked`` (read, kept), ``matched`` (read,
    deleted), ``opened`` (the row in front) and ``deleting`` (it meets the condition)."""
    state = flow_state(turn, goal)
    stop = too_long(goal, state)
    if stop is not None:
        return stop
    field = rx(r" whose (\w+) (mentions|is over|is under|is) '").search(goal.source)
    name = field.group(1).lower() if field else ""
    relation = field.group(2) if field else "mentions"
    base = {k: v for k, v in state.items() if k not in ("opened", "deleting")}
    base.update(goal=goal.source, moves=count_of(state, "moves") + 1)
    opened = pairs([state["opened"]]) if isinstance(state.get("opened"), list) else []
    on_list = listed_rows(turn.screen) is not None
    if opened and state.get("deleting"):
        row = opened[0]
        after = {**base, "matched": [*map(list, pairs(state.get("matched"))), list(row)]}
        result = delete_open_record(goal, turn, row, state, after)
        if STATE in result.state_refs:
            return result
        return result.model_copy(
            update={
                "state_refs": {**result.state_refs, STATE: json.dumps(base | {"opened": list(row), "deleting": True})}
            }
        )
    if opened and not on_list:
        row = opened[0]
        text = field_text(name, turn.screen)
        if text is None:
            return ask(
                f"{row[0]} does not show its {name}. What should I do?",
                [TRY_AGAIN, STOP],
                f"Whether it mentions {goal.text} is read from its {name}: not guessing.",
                **{STATE: None},
            )
        if meets(relation, goal.text, text):
            deleting = {**base, "opened": list(row), "deleting": True}
            return delete_matching(goal, with_state(turn, deleting), plan)
        checked = [*pairs(state.get("checked")), row]
        refs = json.dumps({**base, "checked": [list(each) for each in checked]})
        back = back_to_list(turn)
        return back.model_copy(update={"state_refs": {**back.state_refs, STATE: refs}})
    if not on_list and not state.get("listed") and not state.get("top"):
        # No list read yet and none in front (an app that keeps no such records): looked for, or another app tried.
        return scroll_or_ask(turn, f"the {goal.target}s", goal)
    if not on_list:
        return back_to_list(turn, goal)
    if not state.get("listed"):
        read = read_to_end(turn, goal, base)
        if isinstance(read, AgentStepResult):
            return read
        listed = {**base, "listed": [list(r) for r in read], "rounds": count_of(state, "rounds") + 1}
        for key in ("top", "rows"):
            listed.pop(key, None)
        return delete_matching(goal, with_state(turn, listed), plan)
    done = set(pairs(state.get("checked"))) | set(pairs(state.get("matched")))
    waiting = [row for row in pairs(state.get("listed")) if row not in done]
    if not waiting and not pairs(state.get("matched")):
        # Every record read and none met the condition: nothing to delete is no deletion done ("the boring events").
        return ask(
            f"No {goal.target} {name or 'name'} {relation} '{goal.text}', so nothing was deleted. What should I do?",
            [TRY_AGAIN, STOP],
            f"Every {goal.target} listed was read; none meets the condition.",
            **{STATE: None},
        )
    if not waiting:
        # Every record read: the list is read once more to see the matching ones gone (``pruned``).
        read = read_to_end(turn, goal, base)
        if isinstance(read, AgentStepResult):
            return read
        return ask(
            f"Records that mention {goal.text} are still listed. What should I do?",
            [TRY_AGAIN, STOP],
            "The list read again still shows a record that was to be deleted.",
            **{STATE: None},
        )
    told = {row: verdict for row in waiting if (verdict := row_meets(name, relation, goal.text, row)) is not None}
    if any(told.values()):
        # A row that shows it meets the condition is deleted without reading it first.
        row = next(row for row, verdict in told.items() if verdict)
        return delete_matching(goal, with_state(turn, {**base, "opened": list(row), "deleting": True}), plan)
    if told:
        # Rows that show they do not are kept unread; the list is read again once every row is told.
        checked = [*pairs(state.get("checked")), *told]
        return delete_matching(goal, with_state(turn, {**base, "checked": [list(r) for r in checked]}), plan)
    # A row in front first (an app may keep the list where it was, or show it from the top again).
    shown = [(row, element) for row in waiting if (element := _row_element(row, turn.screen)) is not None]
    if not shown:
        return _seek(turn, goal, waiting[0], pairs(state.get("listed")), base)
    row, element = shown[0]
    refs = json.dumps({**base, "opened": list(row)})
    return tap_on(element, f"Reading {row[0]}", f"Its {name} says whether it mentions {goal.text}.", **{STATE: refs})
