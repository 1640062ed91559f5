"""What a task template is: AndroidWorld's wording, its parameters, the world it needs and the world it must leave.

A ``Template`` is one AndroidWorld task class, written down from its goal template and its
``is_successful`` check (google-research/android_world, ``task_evals/``): ``goal`` phrases it word
for word, ``paraphrases`` say the same job as people do, ``setup`` puts on the phone what the class's
``initialize_task`` puts there, ``expect`` changes a copy of that world into the only world the run may
leave, ``answer`` checks a final answer as its ``check_answer`` does, ``screen`` checks what the class
reads off the screen (a draft that must not be saved). ``solve`` is the scripted perfect driver's route
through the screens, which proves the task can be done and that the judge accepts it.

``held_out`` templates are defined in held_out*.py, never in the app modules (test_held_out_split.py
keeps it so): when working on the planner, do not open those files.
"""

from __future__ import annotations

import datetime
import difflib
import hashlib
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .device import DEVICE_NOW, Device, World

Params = dict[str, Any]
Op = tuple[Any, ...]  # the perfect driver's steps: see driver.py
TODAY = DEVICE_NOW.date()
ANY = "\x00any"  # in an expected world: any string (a recording's name when the task names none)


def _nothing(world: World, params: Params) -> None:
    pass


def _no_events(params: Params) -> list[tuple[str, str]]:
    return []


@dataclass(frozen=True)
class Template:
    id: str  # the AndroidWorld class name
    app: str  # the app the task is about (report rows)
    family: str  # create / edit / delete / send / answer / set / open / record
    goal: Callable[[Params], str]
    params: Callable[[random.Random], Params]
    solve: Callable[[Params], list[Op]]
    paraphrases: tuple[Callable[[Params], str], ...] = ()
    setup: Callable[[World, Params], None] = _nothing
    expect: Callable[[World, Params], None] = _nothing
    events: Callable[[Params], list[tuple[str, str]]] = _no_events
    # From the world the task started in and its parameters: whether a final answer is right.
    answer: Callable[[World, Params], Callable[[str], bool]] | None = None
    screen: Callable[[Device, Params], bool] | None = None
    foreground: Callable[[Params], str] | None = None  # the launcher label of the app that must be in front
    verify: bool = False  # AndroidWorld's *Verify classes: already true at the start
    extra: bool = False  # an AndroidWorld template outside its 116 (disabled upstream)
    # A job of our own (app_jobs.py), written after the split to broaden the planner: always seen, so the
    # held-out split stays the benchmark's templates it was.
    ours: bool = False

    @property
    def held_out(self) -> bool:
        """About 30 % of the templates, chosen by a hash of the class name: the same split on every run."""
        return not self.ours and hashlib.sha256(self.id.encode()).digest()[0] % 10 >= 7


@dataclass(frozen=True)
class Task:
    template: Template
    params: Params
    variant: int  # which parameter set
    wording: str  # "template" or "paraphrase N"
    text: str = field(compare=False)

    @property
    def name(self) -> str:
        return f"{self.template.id}#{self.variant} {self.wording}"


def fuzzy_match(a: str, b: str) -> bool:
    """AndroidWorld's ``fuzzy_match``: case-insensitive ``SequenceMatcher`` ratio of at least 0.9."""
    return difflib.SequenceMatcher(None, str(a).lower(), str(b).lower()).ratio() >= 0.9


def titles_answer(expected: list[str]) -> Callable[[str], bool]:
    """``check_agent_answer`` for STRING_MATCH: comma-separated, as many as expected, each fuzzily one of them."""

    def check(answer: str) -> bool:
        given = [part.strip() for part in answer.split(",")]
        if not expected:
            return False
        return len(given) == len(expected) and all(any(fuzzy_match(g, e) for e in expected) for g in given)

    return check


def number_answer(expected: float, tolerance: float = 0.0) -> Callable[[str], bool]:
    """``check_agent_answer`` for NUMBER_MATCH: the whole answer is one number."""

    def check(answer: str) -> bool:
        try:
            given = float(answer.strip().replace(",", ""))
        except ValueError:
            return False
        return abs(given - expected) <= tolerance if tolerance else given == expected

    return check


def phone_number_answer(expected: str) -> Callable[[str], bool]:
    """A phone number answered: the same digits, however they are grouped (``+1 (212) 555-0101``)."""
    return lambda answer: norm_number(answer) == norm_number(expected) and any(ch.isdigit() for ch in answer)


_UNITS = {"h": 3600, "m": 60, "s": 1}


def length_answer(seconds: int) -> Callable[[str], bool]:
    """A length answered as "4:12", "4 min 12 sec", "4 minutes and 12 seconds" or "252 seconds"."""

    def check(answer: str) -> bool:
        said = answer.strip().lower()
        if clock := re.fullmatch(r"(\d+):(\d\d)", said):
            return int(clock[1]) * 60 + int(clock[2]) == seconds
        parts = re.findall(r"(\d+)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b", said)
        return bool(parts) and sum(int(n) * _UNITS[unit[0]] for n, unit in parts) == seconds

    return check


def exact_answer(expected: str) -> Callable[[str], bool]:
    return lambda answer: answer.strip().lower() == expected.lower()


_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen \
seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def in_words(n: int) -> str:
    """A number as people write it out (0–999)."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    rest = n % 100
    return _ONES[n // 100] + " hundred" + ("" if rest == 0 else " and " + in_words(rest))


def spoken_day(day: datetime.date) -> str:
    """A date as a person says it relative to the device's today: "tomorrow", "this Friday", "March 20"."""
    delta = (day - TODAY).days
    if delta == 0:
        return "today"
    if delta == 1:
        return "tomorrow"
    if 1 < delta < 7:
        return f"this {day.strftime('%A')}"
    return day.strftime("%B %d").replace(" 0", " ")


def hour_spoken(hour: int) -> str:
    """15 -> "3pm", 0 -> "midnight", 12 -> "noon"."""
    if hour == 0:
        return "midnight"
    if hour == 12:
        return "noon"
    return f"{hour % 12}{'am' if hour < 12 else 'pm'}"


def pick(rng: random.Random, pool: list[str] | tuple[str, ...], k: int = 1) -> list[str]:
    return rng.sample(list(pool), k)


FIRST = ("Maya", "Tomas", "Priya", "Jonah", "Lena", "Omar", "Greta", "Kofi", "Ines", "Ravi", "Hana", "Felix")
LAST = ("Okafor", "Lindqvist", "Moreau", "Tanaka", "Castillo", "Novak", "Haddad", "Brennan", "Suzuki", "Vargas")
MESSAGES = (
    "Running ten minutes late",
    "Can you pick up milk on the way home?",
    "The meeting moved to Thursday",
    "Happy birthday! Have a great day",
    "I left the keys under the mat",
    "Are we still on for dinner tonight?",
    "Thanks for the ride yesterday",
    "Call me when you get this",
)


def phone_number(rng: random.Random) -> str:
    return f"+1{rng.randint(200, 989)}555{rng.randint(1000, 9999)}"


def norm_number(number: str) -> str:
    """How the phone keys a number: its last ten digits."""
    return "".join(ch for ch in number if ch.isdigit())[-10:]
