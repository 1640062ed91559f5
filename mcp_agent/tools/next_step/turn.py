"""One ``next_step`` call, read once (``Turn``): the validated arguments, the screen, the task as a
goal, the session's history, facts and markers; the user's declines and answers; and the builders
of every kind of result.

The tool builds the ``Turn`` at its boundary and everything below it (the planner, the model's
answer check, the approvals) reads the step from it. Each part is read on first use and kept, so a
step that never reaches the planner (a run that ended, a model's answer) pays only for what it reads.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime
from functools import cached_property, lru_cache

from . import navigator as nav
from .contract import AgentStepArguments, AgentStepResult, RememberFact, capability_for, is_allowed
from .dates import MONTH_NAME, RELATIVE, device_now, device_today
from .grammar import Subgoal
from .intent import Goal, read_task
from .intent.apps_said_generically import apps_named
from .intent.bulleted_recipes import recipes_from_bullets
from .intent.chat_bursts import burst_joined
from .intent.contrasts import contrasts_dropped
from .intent.described_things import described_named
from .intent.formal_questions import formal_questions
from .intent.formally_said import formally_said
from .intent.hurried_values import hurried_values
from .intent.jotted_fragments import jotted
from .intent.message_frames import unframed
from .intent.note_says import note_text_said
from .intent.reference_doubt import task_as_answered
from .intent.relayed_requests import relayed_request
from .intent.self_repairs import repaired
from .intent.sequence_mends import said_in_order
from .intent.situations import situation_dropped
from .intent.spoken import reworded
from .intent.tapped_requests import tapped
from .intent.titled_then_fields import titled_then_fields
from .intent.topics_first import topic_put_back
from .intent.typed_symbols import symbols_read
from .intent.wording import normalize
from .reading import launcher_apps
from .screen import Element, Screen, parse_screen
from .session import ANSWER_KEY, DECLINED_KEY, TRY_AGAIN, History, read_facts, read_history
from .shown_days import with_days

PROGRESS = "progress"
# A day of the month said as a word ("on the third") is a date too (intent/ordinal_days.py).
_DATED = re.compile(
    r"\d|\b" + MONTH_NAME + r"\b|\btmrw\b|\bthe\s+(?:\w+[\s-])?\w+(?:st|nd|rd|th)\b",
    re.I,
)
# A question about the agenda is read against the device's date even without a relative word.
# So is any question (a "?" anywhere, or a request for a list, a count or a total): "high priority stuff due
# March 22? titles pls" means this year's March 22 on the device.
_QUESTION = re.compile(
    # Asked after the app it is about ("opentracks: total distance last week") as well.
    r"\s*(?:[\w -]{2,30}:\s*)?(?:what|when|where|do|does|is|are|any|anything|am|which|how|list|count|number|total|after|next|gimme|give\s+me)\b|.*\?",
    re.I,
)
STOP = "Stop"
PICKED_KEY = "picked"
# What a run found that its "done" must say: a delete by a filter that matched nothing deleted nothing.
OUTCOME_KEY = "outcome"
GAVE_UP_KEY = "gave_up"


# "this"/"next"/"coming" say when only before a span of time ("this Friday", "next week") or, for "next", at a
# clause's end ("when am I meeting Greta next"): "save this number" says nothing of a date.
_SPAN_AFTER = re.compile(
    r"\s+(?:week|month|year|weekend|morning|afternoon|arvo|evening|night|\w+day|mon|tue|tues|wed|thu|thur|thurs|fri|"
    r"sat|sun)\b",
    re.I,
)
_CLAUSE_END = re.compile(r"\s*(?:[?.!,;]|$)")


def _says_when(task: str, found: re.Match[str]) -> bool:
    word = found.group(0).lower()
    if word not in ("this", "next", "coming"):
        return True
    return _SPAN_AFTER.match(task, found.end()) is not None or (
        word == "next" and _CLAUSE_END.match(task, found.end()) is not None
    )


@lru_cache(maxsize=1024)
def _asks(task: str) -> bool:
    """Whether the request, as read, is a question ("I forget where X is" asks too); a Turn lives one step, and the
    reading costs more than the rest of a step, so each task's answer is kept."""
    # ("Retrieve the location of the X event" asks too: a question given as an order)
    return _QUESTION.match(normalize(reworded(task))) is not None or formal_questions(task) != task


@lru_cache(maxsize=1024)
def said_by_name(task: str) -> str:
    """An app said by its job and a thing said by a description that picks it, by their names (people set 131)."""
    return titled_then_fields(described_named(apps_named(task)))


@lru_cache(maxsize=1024)
def _meant(task: str) -> str:
    """Kept per task text: every step of a run says the same task, and these readings cost more than a decision."""
    # The symbols after the taps: an arrow between taps ("contacts → X → edit") is a path, read by tapped_requests.py.
    # "Paper Planes, can you put it on?": the thing named first said in the request (topics_first.py).
    # "opentracks - my latest track, change its …": values and requests written in a hurry (hurried_values.py).
    # First, "in my fitness app", "that 7:40 PM caller": apps and things said by their names (said_by_name).
    # Before all, a task writer's formal job, a job said as the way to it, or written as steps, said plainly
    # (formally_said.py).
    task = recipes_from_bullets(
        note_text_said(
            topic_put_back(
                symbols_read(tapped(burst_joined(unframed(hurried_values(said_by_name(formally_said(task)))))))
            )
        )
    )
    # What the job is not ("- the title as the name, not the first line -") before a dash is read as a step's end;
    # "Markor. Note a.md. Delete.": fragments jotted down, said as one request (jotted_fragments.py).
    return jotted(said_in_order(situation_dropped(relayed_request(contrasts_dropped(repaired(task))))))


# Not slots: cached_property keeps each part in the instance's __dict__.
@dataclass(frozen=True)
class Turn:
    arguments: AgentStepArguments
    screen: Screen

    @classmethod
    def read(cls, arguments: AgentStepArguments) -> Turn:
        """The step's arguments with their screen read; the days its rows show relative to today or without their
        year are read against the device's date (shown_days.py), so every reader of a row's day reads the day."""
        screen = parse_screen(arguments.screen_description)
        return cls(arguments, with_days(screen, cls(arguments, screen).device_today))

    @cached_property
    def task_goal(self) -> Goal:
        """The task as a goal: the one reading of the task text for the whole step."""
        # A date without a year ("March 24") needs the device's year too: read it whenever a task has a digit,
        # a month, a relative day or a question.
        # The request as read (a question asked politely, "can you look up where …", is still a question).
        asks = self.relative_dates or _asks(self.task_said) or _DATED.search(self.arguments.task)
        return read_task(self.task_said, self.facts, self.device_today if asks else None)

    @cached_property
    def task_said(self) -> str:
        """The task as the person means it: a reference it left in doubt read as they answered (reference_doubt.py)."""
        answer = self.facts.get(ANSWER_KEY)
        # "the garage cancelled. delete …": the request; "at 3, no wait, 4pm": the value said last (self_repairs.py);
        # "my boss says 'delete X'": the request passed on, as if asked (relayed_requests.py); "Hi,\n… \nThanks,\nDana":
        # the request inside its message frame (message_frames.py); "new vlc playlist\ncall it Gym": a burst of chat
        # messages said as one request (chat_bursts.py); "open markor, hit the plus, name it …": the goal the taps
        # describe (tapped_requests.py); "rename A → B", "work # +1…": symbols typed for words, read as the words
        # (typed_symbols.py); "change a.md to say: X": its text (note_says.py); recipes as bullets, each a recipe
        # (bulleted_recipes.py)
        task = _meant(self.arguments.task)
        return task_as_answered(task, answer) if answer else task

    @cached_property
    def relative_dates(self) -> bool:
        task = self.arguments.task
        return any(_says_when(task, found) for found in RELATIVE.finditer(task))

    @cached_property
    def _dated_labels(self) -> tuple[str, ...]:
        labels = tuple(text for e in self.screen.elements for text in (e.label, e.value or "") if text)
        return (*labels, *self.screen.prose.splitlines())

    @cached_property
    def device_today(self) -> date | None:
        """The device's date (a relative date, "tomorrow", and a question about the agenda are read against it)."""
        return device_today(self.facts, self._dated_labels)

    @cached_property
    def device_now(self) -> datetime | None:
        """The device's date and time, when known_facts or the status bar says the time ("my next event")."""
        return device_now(self.facts, self._dated_labels)

    @cached_property
    def history(self) -> History:
        return read_history(self.arguments.steps_so_far)

    @cached_property
    def facts(self) -> dict[str, str]:
        return read_facts(self.arguments.known_facts)

    @cached_property
    def fact_lines(self) -> tuple[tuple[str, str], ...]:
        """known_facts in order, every line: the order says whether an answer came after a decline."""
        lines = []
        for line in self.arguments.known_facts.splitlines():
            key, colon, value = line.partition(":")
            if colon and key.strip():
                lines.append((key.strip(), value.strip()))
        return tuple(lines)

    @cached_property
    def refs(self) -> dict[str, str]:
        return dict(self.arguments.state_refs)

    @cached_property
    def trail(self) -> tuple[str, ...]:
        return tuple(nav.read_trail(self.refs))

    @cached_property
    def previous(self) -> str:
        """The screen before this one, from the progress marker."""
        return self.refs.get(PROGRESS, "").partition(":")[0]

    @cached_property
    def apps(self) -> tuple[str, ...]:
        """The apps on the home screen, as last seen."""
        return tuple(launcher_apps(self.screen) or nav.read_apps(self.refs))

    @property
    def capabilities(self) -> list[str]:
        return self.arguments.capabilities

    @property
    def answer(self) -> str | None:
        """The user's answer, only while it answers the question just asked (the last step)."""
        if self.history.last != "ask_user":
            return None
        return self.facts.get(ANSWER_KEY)

    @property
    def here(self) -> str:
        """The label last entered (the page in front when it has no header)."""
        return self.trail[-1] if self.trail else ""

    def moved(self, action: str) -> bool:
        """The last step was ``action`` and the screen changed since."""
        return self.history.last == action and self.previous != self.screen.fingerprint

    def allows(self, action: str) -> bool:
        return is_allowed(action, self.capabilities)

    def acted(self, goal: str) -> bool:
        """The final control of ``goal`` was tapped, and that tap has been applied since."""
        marker = self.refs.get(nav.ACTED, "")
        text, _, at = marker.rpartition("|")
        return text == goal and at.isdigit() and self.arguments.step_count > int(at) and self.history.last == "tap"


def unresolved_declines(fact_lines: tuple[tuple[str, str], ...]) -> list[str]:
    """Declined actions the user has not since answered "Try again" to, oldest first."""
    declined: list[str] = []
    for key, value in fact_lines:
        if key == DECLINED_KEY:
            declined.append(value)
        elif key == ANSWER_KEY and value.casefold() == TRY_AGAIN.casefold():
            declined.clear()
    return declined


def answer_after_decline(fact_lines: tuple[tuple[str, str], ...]) -> str | None:
    """The user's answer given after the last decline, or None when none came yet."""
    answer: str | None = None
    for key, value in fact_lines:
        if key == DECLINED_KEY:
            answer = None
        elif key == ANSWER_KEY:
            answer = value
    return answer


def result_of(action: str, status: str, reasoning: str, **fields: object) -> AgentStepResult:
    return AgentStepResult.model_validate({"action": action, "status_text": status, "reasoning": reasoning, **fields})


def tap_on(element: Element, status: str, reasoning: str, **refs: str | None) -> AgentStepResult:
    return result_of("tap", status, reasoning, target_index=element.index, state_refs=refs)


def final_tap(element: Element, goal: Subgoal, turn: Turn, status: str, reasoning: str) -> AgentStepResult:
    """A tap that ends ``goal``: marked so that the next step knows it was applied (``Turn.acted``)."""
    return tap_on(element, status, reasoning, **{nav.ACTED: f"{goal.source}|{turn.arguments.step_count}"})


def type_into(field: Element, text: str, status: str, reasoning: str) -> AgentStepResult:
    return result_of("type", status, reasoning, target_index=field.index, text_to_type=text)


def ask(question: str, options: list[str], reasoning: str, **refs: str | None) -> AgentStepResult:
    return result_of("ask_user", "Asking the user", reasoning, question=question, options=options, state_refs=refs)


def scroll(direction: str, status: str, reasoning: str, **refs: str | None) -> AgentStepResult:
    return result_of(f"scroll_{direction}", status, reasoning, state_refs=refs)


def give_up(reason: str, reasoning: str) -> AgentStepResult:
    # Remembered so that ``finished`` can say why again on later steps.
    return result_of("give_up", reason, reasoning, remember=RememberFact(key=GAVE_UP_KEY, value=reason[:2000]))


def missing_capability(action: str, purpose: str) -> AgentStepResult:
    needed = capability_for(action) or action
    return give_up(
        f"Cannot {purpose}: it needs the '{needed}' capability, which this device lacks.",
        f"The device's capabilities do not include '{needed}'.",
    )


def declined_question(description: str) -> AgentStepResult:
    return ask(
        f"The user declined to {description}. What should I do instead?",
        [TRY_AGAIN, STOP],
        "An irreversible action was declined; it is not done and will not be repeated unasked.",
    )
