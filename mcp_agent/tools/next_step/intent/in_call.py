"""What a caller asks of the call itself once it is placed: on speaker, on hold, muted ("ring Ana on speaker", "call
Ben and put it on hold", "…, then mute the call"). Read off the call's clause (or said as a clause of its own after it)
into the control the in-call screen has, turned on after the call is placed.
"""

from __future__ import annotations

import re

_THE_CALL = r"(?:it|the\s+call|them|him|her|this|that)"
_CONTROLS = (
    (
        "Speaker",
        re.compile(
            rf"(?:\s*,?\s*(?:and\s+then|and|then)\s+)?(?:(?:put|turn|switch|set)\s+(?:{_THE_CALL}\s+)?(?:on(?:to)?|to)|"
            r"turn\s+on|use|enable|with)\s+(?:the\s+)?speaker(?:\s*phone)?(?:\s+on)?|\s+on\s+(?:the\s+)?speaker(?:\s*phone)?",
            re.I,
        ),
    ),
    (
        "Hold",
        re.compile(
            rf"(?:\s*,?\s*(?:and\s+then|and|then)\s+)(?:put\s+{_THE_CALL}\s+on\s+hold|hold\s+{_THE_CALL})|"
            rf"^(?:put\s+{_THE_CALL}\s+on\s+hold|hold\s+{_THE_CALL})",
            re.I,
        ),
    ),
    (
        "Mute",
        re.compile(
            rf"(?:\s*,?\s*(?:and\s+then|and|then)\s+)(?:mute\s+(?:{_THE_CALL}|myself|me|(?:the|my)\s+(?:microphone|mic)))|"
            rf"^mute\s+(?:{_THE_CALL}|myself|me|(?:the|my)\s+(?:microphone|mic))",
            re.I,
        ),
    ),
)
_TAIL = r"\s*(?:please|pls|now)?\s*[.!]?\s*$"


def in_call_controls(text: str) -> tuple[str, tuple[str, ...]]:
    """``text`` without what it asks of the call once placed, and the controls to turn on (in the order said)."""
    found: list[tuple[int, str]] = []
    rest = text
    for control, shape in _CONTROLS:
        for match in shape.finditer(rest):
            if re.match(_TAIL, rest[match.end() :]) or re.match(r"\s*(?:,|and\b|then\b)", rest[match.end() :], re.I):
                found.append((match.start(), control))
                rest = (rest[: match.start()] + rest[match.end() :]).strip()
                break
    if not found:
        return text, ()
    return re.sub(r"\s*(?:please|pls)\s*$", "", rest).strip(" ,"), tuple(c for _, c in sorted(found))


def in_call_request(clause: str) -> tuple[str, ...]:
    """The controls a clause of its own asks of the call placed before it ("then put the call on hold"); () else."""
    rest, controls = in_call_controls(clause.strip())
    return controls if controls and not re.sub(r"^(?:and|then|and\s+then)\b", "", rest, flags=re.I).strip() else ()


CALLS = ("call", "call_back")
_CALLING = re.compile(r"^(?:please\s+)?(?:call|ring|phone|dial|redial|place|give|make\s+a\s+call|return)\b", re.I)


def split_call_clause(clause: str) -> tuple[str, tuple[str, ...]]:
    """A call's clause without what it asks of the call once placed, and those controls; others unchanged."""
    if not _CALLING.match(clause.strip()):
        return clause, ()
    return in_call_controls(clause)


def controls_after(intent: str, extra: tuple[str, ...]) -> list[str]:
    """The subgoals that turn the call's controls on once it is placed."""
    return [f"Turn on {control}" for control in extra] if intent in CALLS else []
