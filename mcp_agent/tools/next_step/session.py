"""The client's side of the contract: the session it owns, how it applies a result, how it compacts.

``AgentSession`` is what a phone agent keeps between steps. ``apply`` follows the agent-step
rules exactly (spec-notes/agent-step.md); ``arguments`` builds the next request, compacting long
histories first so that a request stays bounded however long the run:

- ``steps_so_far`` longer than ``COMPACT_AFTER`` becomes one summary line plus the last
  ``KEEP_LAST`` steps. The summary line reads ``[compacted] 57 earlier steps: tap 30, type 5, …``
  and absorbs an earlier summary line, so its count is every step before the kept ones.
- ``known_facts`` keeps the last line of each key (later lines win, as the planner reads them), and
  every ``declined`` line since the user last answered "Try again", in their order: a denial stays a
  denial however long the run (denials.py).

``read_history`` and ``read_facts`` are how the server reads both back.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .contract import AgentStepResult

COMPACT_AFTER = 40
KEEP_LAST = 20
SUMMARY_PREFIX = "[compacted] "
_SUMMARY = re.compile(r"\[compacted\] (\d+) earlier steps?(?:: (.*))?")
_COUNT = re.compile(r"([a-z_]+) (\d+)")
# The key under which AgentSession.answer records the user's answer to an ask_user question.
ANSWER_KEY = "answer"
# A denied action ("declined: tap Button \"Send\""), and the answer that lifts every denial before it.
DECLINED_KEY = "declined"
TRY_AGAIN = "Try again"


@dataclass(frozen=True, slots=True)
class History:
    """``steps_so_far`` as the planner reads it, compacted or not."""

    total: int
    counts: Counter[str]
    recent: tuple[str, ...]

    @property
    def last(self) -> str | None:
        return self.recent[-1] if self.recent else None

    def trailing(self, verb: str) -> int:
        """How many of the most recent steps in a row were ``verb``."""
        run = 0
        for step in reversed(self.recent):
            if _verb(step) != verb:
                break
            run += 1
        return run


def _verb(step: str) -> str:
    """A step is the action as sent (``tap``); a client may add detail after it (``tap Send``)."""
    return step.split(maxsplit=1)[0].lower() if step.strip() else ""


def read_history(steps: list[str]) -> History:
    counts: Counter[str] = Counter()
    total = 0
    recent: list[str] = []
    for step in steps:
        summary = _SUMMARY.fullmatch(step.strip())
        if summary is not None:
            total += int(summary.group(1))
            for verb, count in _COUNT.findall(summary.group(2) or ""):
                counts[verb] += int(count)
            continue
        total += 1
        counts[_verb(step)] += 1
        recent.append(step)
    return History(total=total, counts=counts, recent=tuple(_verb(step) for step in recent))


def compact_steps(steps: list[str], keep_last: int = KEEP_LAST) -> list[str]:
    if len(steps) <= keep_last:
        return list(steps)
    head, kept = steps[:-keep_last], steps[-keep_last:]
    history = read_history(head)
    counts = ", ".join(f"{verb} {count}" for verb, count in sorted(history.counts.items()) if verb)
    summary = f"{SUMMARY_PREFIX}{history.total} earlier step{'s' if history.total != 1 else ''}"
    return [f"{summary}: {counts}" if counts else summary, *kept]


def read_facts(known_facts: str) -> dict[str, str]:
    """``key: value`` lines; a later line with the same key wins. Lines without a colon are ignored."""
    facts: dict[str, str] = {}
    for line in known_facts.splitlines():
        key, colon, value = line.partition(":")
        if colon and key.strip():
            facts.pop(key.strip(), None)  # keep the order of the last writes
            facts[key.strip()] = value.strip()
    return facts


def compact_facts(known_facts: str) -> str:
    """The last line of each key, and every denial not since lifted by "Try again", in their order."""
    lines = []
    for line in known_facts.splitlines():
        key, colon, value = line.partition(":")
        if colon and key.strip():
            lines.append((key.strip(), value.strip()))
    last = {key: number for number, (key, _) in enumerate(lines)}
    lifted = max(
        (n for n, (key, value) in enumerate(lines) if key == ANSWER_KEY and value.casefold() == TRY_AGAIN.casefold()),
        default=-1,
    )
    kept = [
        f"{key}: {value}"
        for number, (key, value) in enumerate(lines)
        if last[key] == number or (key == DECLINED_KEY and number > lifted)
    ]
    return "\n".join(kept)


@dataclass
class AgentSession:
    """What the client owns between steps, and the rules for changing it."""

    task: str
    steps_so_far: list[str] = field(default_factory=list)
    plan: list[str] = field(default_factory=list)
    current_subgoal: int = 0
    known_facts: str = ""
    step_count: int = 0
    capabilities: list[str] = field(default_factory=list)
    state_refs: dict[str, str] = field(default_factory=dict)

    def apply(self, result: AgentStepResult | Mapping[str, Any]) -> None:
        """Apply one ``next_step`` result (the model, or its ``structuredContent``)."""
        answer = result if isinstance(result, AgentStepResult) else AgentStepResult.model_validate(result)
        for key, value in answer.state_refs.items():
            if value is None:
                self.state_refs.pop(key, None)
            else:
                self.state_refs[key] = value
        if answer.requires_confirmation:
            return  # not a step: nothing was done, the same step is sent again once confirmed
        if answer.plan is not None:
            self.plan.extend(answer.plan)
        if answer.replan is not None:
            self.plan = list(answer.replan)
        if answer.advance_subgoal:
            self.current_subgoal += 1
        if answer.remember is not None:
            self._append_fact(answer.remember.key, answer.remember.value)
        self.steps_so_far.append(answer.action)
        self.step_count += 1

    def answer(self, text: str) -> None:
        """Record the user's answer to the last ``ask_user`` question, for the next step to read."""
        self._append_fact(ANSWER_KEY, text)

    def _append_fact(self, key: str, value: str) -> None:
        line = f"{key}: {value}"
        self.known_facts = f"{self.known_facts}\n{line}" if self.known_facts else line

    @property
    def finished(self) -> bool:
        return bool(self.steps_so_far) and self.steps_so_far[-1] in ("done", "give_up")

    def compact(self) -> None:
        if len(self.steps_so_far) > COMPACT_AFTER:
            self.steps_so_far = compact_steps(self.steps_so_far)
            self.known_facts = compact_facts(self.known_facts)

    def arguments(
        self, screen_description: str, *, current_package: str | None = None, screenshot_b64: str | None = None
    ) -> dict[str, Any]:
        """The next ``next_step`` arguments: the whole session (compacted) and what the device sees now."""
        self.compact()
        arguments: dict[str, Any] = {
            "task": self.task,
            "screen_description": screen_description,
            "step_count": self.step_count,
            "steps_so_far": list(self.steps_so_far),
            "known_facts": self.known_facts,
            "plan": list(self.plan),
            "current_subgoal": self.current_subgoal,
            "capabilities": list(self.capabilities),
            "state_refs": dict(self.state_refs),
        }
        if current_package is not None:
            arguments["current_package"] = current_package
        if screenshot_b64 is not None:
            arguments["screenshot_b64"] = screenshot_b64
        return arguments
