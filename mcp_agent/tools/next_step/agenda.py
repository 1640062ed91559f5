"""Questions answered from an agenda's list (a month of events, each row "Title" with "Tue, Mar 12, 2030 ·
07:00 – 08:00 · Place"): the titles on a day or in a range of days and hours, the first one after an
hour, the next meeting with someone, an event's place. Every row seen is kept in ``state_refs``
(``agenda``) while the months the question spans are read top to bottom; the answer is built from
what the screen showed, in the format the task asks, and remembered as the whole final answer.

Subgoal: ``Answer from the agenda: <mode> <first day> <last day> <from hh:mm> <to hh:mm> | <subject>``.
"""

from __future__ import annotations

import json
import re
from datetime import date, datetime
from functools import lru_cache

from .contract import AgentStepResult, RememberFact
from .grammar import Subgoal
from .patterns import rx
from .pickers import month_step, shown_month
from .reading import scrollable
from .roles import rows
from .screen import Screen
from .session import TRY_AGAIN
from .shown_values import clock_minutes, clock_span
from .turn import STOP, Turn, ask, result_of, scroll, tap_on

AGENDA = "agenda"
ANSWER_ONLY = "answer_only"


def _read(turn: Turn) -> dict[str, list[object]]:
    try:
        state = json.loads(turn.refs.get(AGENDA, "{}"))
    except ValueError:
        state = {}
    return state if isinstance(state, dict) else {}


def _rows(screen: Screen) -> list[list[str]]:
    """``[title, "YYYY-MM-DD HH:MM", place, minutes]`` for each event row on screen (to-do lists are read by
    ``answering``); the minutes from the row's start to its end, "" when it shows no end."""
    found = []
    for row in rows(screen):
        parts = [part.strip() for part in (row.value or "").split("·")]
        # The start (and end) as the app writes them: "07:00 – 08:00", "7:00 AM – 8:00 AM", "7:00 a.m.".
        span = clock_span(parts[1]) if len(parts) > 1 else None
        start = span[0] if span is not None else clock_minutes(parts[1]) if len(parts) > 1 else None
        first = rx(r"^due\s+", re.I).sub("", parts[0]) if parts else ""
        day = _day(first) if first else None
        if day is None:
            continue
        hour, minute = divmod(start or 0, 60)
        place = parts[2] if len(parts) > 2 and start is not None else ""
        length = str((span[1] - span[0]) % (24 * 60)) if span is not None else ""
        found.append([row.label, f"{day.isoformat()} {hour:02d}:{minute:02d}", place, length])
    return found


def next_event(turn: Turn) -> list[str] | None:
    """``[title, "YYYY-MM-DD HH:MM", place]`` of the first event at or after the device's time, when the screen
    shows it to be the first: an earlier event listed above it, or the list unscrolled on the device's month.
    None when the device's time is not known or the list does not show which event comes next."""
    now = turn.device_now
    if now is None:
        return None
    listed = _rows(turn.screen)
    moment = f"{now:%Y-%m-%d %H:%M}"
    later = [index for index, row in enumerate(listed) if row[1] >= moment]
    if not later or [row[1] for row in listed] != sorted(row[1] for row in listed):
        return None
    first = later[0]
    shown = shown_month(turn.screen)
    unscrolled = turn.history.last not in ("scroll_down", "scroll_up")
    on_this_month = shown is not None and shown.isoformat()[:7] == moment[:7]
    if any(row[1] < moment for row in listed[:first]) or (unscrolled and on_this_month):
        return listed[first][:3]
    return None


@lru_cache(maxsize=1024)
def _day(text: str) -> date | None:
    from dateparser import parse

    parsed = parse(text, languages=["en"])
    return parsed.date() if parsed is not None else None


def _answer(goal: Subgoal, seen: list[list[str]]) -> str | None:
    mode, first, last, start, end = goal.target.split()
    events = sorted({(row[1], row[0], row[2]) for row in seen})
    inside = [e for e in events if first <= e[0][:10] <= last and start <= e[0][11:] <= end]
    if mode == "last":
        # The latest start of the span: every event starting then (two at once are both the answer).
        return ", ".join(title for when, title, _ in inside if when == inside[-1][0]) if inside else None
    if mode in ("titles", "titles_or_no"):
        return ", ".join(title for _, title, _ in inside) or ("no" if mode == "titles_or_no" else None)
    if mode == "count":
        return str(len(inside))
    if mode == "any":
        return "yes" if inside else "no"
    if mode == "first":
        later = [e for e in inside if e[0][11:] > start] or inside
        return ", ".join(title for when, title, _ in later if when == later[0][0]) if later else None
    subject = goal.text.casefold()
    named = [e for e in inside if subject and subject in e[1].casefold()]
    if not named:
        return None
    if mode == "place":
        return named[0][2] or None
    if mode == "time":
        return named[0][0][11:]
    if mode == "minutes":
        lengths = {row[3] for row in seen if len(row) > 3 and (row[1], row[0], row[2]) in named[:1]}
        return lengths.pop() if len(lengths) == 1 and "" not in lengths else None
    moment = datetime.strptime(named[0][0], "%Y-%m-%d %H:%M")
    return f"{moment:%B} {moment.day} {moment.year} {moment:%H:%M}"


# Answers that speak for every day of the span: each of its months is read first.
_WHOLE_SPAN = ("titles", "titles_or_no", "first", "last", "count", "any")


def _months(first: str, last: str) -> list[str]:
    """The months from ``first``'s to ``last``'s ("2030-03", …), none when the span is longer than a year (a
    horizon to look ahead through, not a span to read whole)."""
    start, end = date.fromisoformat(first), date.fromisoformat(last)
    count = (end.year - start.year) * 12 + end.month - start.month
    if not 0 <= count <= 12:
        return []
    return [
        f"{(start.year * 12 + start.month - 1 + k) // 12}-{(start.month - 1 + k) % 12 + 1:02d}"
        for k in range(count + 1)
    ]


def answer_from_agenda(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    state = _read(turn)
    seen = [[str(cell) for cell in row] for row in state.get("rows", []) if isinstance(row, list)]
    seen += [row for row in _rows(screen) if row not in seen]
    shown = shown_month(screen)
    mode, first, last = goal.target.split()[:3]
    month = shown.isoformat()[:7] if shown else "list"
    done_months = [str(item) for item in state.get("months", [])]
    refs: dict[str, object] = {"rows": seen[-60:], "months": done_months}
    at_end = turn.history.last == "scroll_down" and turn.previous == screen.fingerprint
    if scrollable(screen) and not at_end and month not in done_months:
        return scroll("down", "Reading the list", f"Reading every entry ({month}).", **{AGENDA: json.dumps(refs)})
    if month and month not in done_months:
        done_months.append(month)
    answer = _answer(goal, seen)
    if mode in ("count", "any", "titles_or_no") and not seen and shown is None:
        answer = None  # "none" is said of an agenda read, not of a screen that is none (a sign-in page)
    wanted_last = date.fromisoformat(last).isoformat()[:7]
    unread = [m for m in _months(first, last) if m not in done_months] if shown is not None else []
    if unread and (answer is None or mode in _WHOLE_SPAN):
        # Every month the question spans is read before an answer that speaks for all of it ("0", "no").
        move = month_step(f"{unread[0]}-01", screen)
        if move is not None:
            return tap_on(
                move, f"Going to {unread[0]}", "The question spans that month too.", **{AGENDA: json.dumps(refs)}
            )
        if mode in _WHOLE_SPAN:
            answer = None  # a month of the span could not be shown: its events are not known
    elif (answer is None or mode in _WHOLE_SPAN) and shown is not None and month < wanted_last:
        move = month_step(f"{wanted_last}-01", screen)
        if move is not None:
            return tap_on(move, "Next month", "The question spans the next month too.", **{AGENDA: json.dumps(refs)})
    if answer is None:
        return ask(
            "I could not find it in the calendar. What should I do?",
            [TRY_AGAIN, STOP],
            "No event in the months read answers the question: not answering without it.",
            **{AGENDA: None},
        )
    return result_of(
        "done",
        f"Answer: {answer}",
        "Read from the events the calendar listed.",
        remember=RememberFact(key=ANSWER_ONLY, value=answer[:2000]),
        state_refs={AGENDA: None},
    )
