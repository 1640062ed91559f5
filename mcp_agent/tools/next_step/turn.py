"""One step as the planner reads it (``Turn``): the session, the screen, its markers; the user's
declines and answers; and the builders of every kind of result.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import navigator as nav
from .contract import AgentStepArguments, AgentStepResult, RememberFact, capability_for, is_allowed
from .reading import launcher_apps
from .screen import Element, Screen
from .session import ANSWER_KEY, History, read_facts, read_history


PROGRESS = "progress"
TRY_AGAIN = "Try again"
STOP = "Stop"
DECLINED_KEY = "declined"
PICKED_KEY = "picked"
GAVE_UP_KEY = "gave_up"


@dataclass(frozen=True, slots=True)
class Turn:
    arguments: AgentStepArguments
    screen: Screen
    history: History
    facts: dict[str, str]
    # known_facts in order, every line: the order says whether an answer came after a decline.
    fact_lines: tuple[tuple[str, str], ...]
    refs: dict[str, str]
    trail: tuple[str, ...]
    # The screen before this one, from the progress marker.
    previous: str
    # The apps on the home screen, as last seen.
    apps: tuple[str, ...]

    @classmethod
    def read(cls, arguments: AgentStepArguments, screen: Screen) -> Turn:
        lines = []
        for line in arguments.known_facts.splitlines():
            key, colon, value = line.partition(":")
            if colon and key.strip():
                lines.append((key.strip(), value.strip()))
        refs = dict(arguments.state_refs)
        return cls(arguments, screen, read_history(arguments.steps_so_far), read_facts(arguments.known_facts),
                   tuple(lines), refs, tuple(nav.read_trail(refs)), refs.get(PROGRESS, "").partition(":")[0],
                   tuple(launcher_apps(screen) or nav.read_apps(refs)))

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
    return give_up(f"Cannot {purpose}: it needs the '{needed}' capability, which this device lacks.",
                    f"The device's capabilities do not include '{needed}'.")


def declined_question(description: str) -> AgentStepResult:
    return ask(f"The user declined to {description}. What should I do instead?", [TRY_AGAIN, STOP],
                "An irreversible action was declined; it is not done and will not be repeated unasked.")
