"""What a caller asks of the call itself once it is placed: on speaker, on hold, muted ("ring Ana on speaker", "call
Ben and put it on hold", "…, then mute the call"). Read off the call's clause (or said as a clause of its own after it)
into the control the in-call screen has, turned on after the call is placed.
"""

from __future__ import annotations

import re

from ..patterns import rx

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
            rf"^mute\s+(?:{_THE_CALL}|myself|me|(?:the|my)\s+(?:microphone|mic))|"
            # The state wanted, said after the call: "ring Ana, mic muted", "call Ben with my microphone off".
            r"\s*,?\s*(?:with\s+)?(?:(?:the|my)\s+)?(?:mic|microphone)\s+(?:muted|on\s+mute|off)",
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
            if rx(_TAIL).match(rest[match.end() :]) or rx(r"\s*(?:,|and\b|then\b)", re.I).match(rest[match.end() :]):
                found.append((match.start(), control))
                rest = (rest[: match.start()] + rest[match.end() :]).strip()
                break
    if not found:
        return text, ()
    return rx(r"\s*(?:please|pls)\s*$").sub("", rest).strip(" ,"), tuple(
        c for _, c in sorted(found, key=lambda f: f[0])
    )


def in_call_request(clause: str) -> tuple[str, ...]:
    """The controls a clause of its own asks of the call placed before it ("then put the call on hold"); () else."""
    rest, controls = in_call_controls(clause.strip())
    return controls if controls and not rx(r"^(?:and|then|and\s+then)\b", re.I).sub("", rest).strip() else ()


# A call going already, asked of by its controls alone: "put me on speaker", "mute my mic", "put Ana on hold". Only
# words that name the call or its audio: "mute it", "hold that" alone could be any app's.
_A_CALL = r"(?:this|the|my)(?:\s+(?:current|ongoing|active|phone))*\s+call"
_WHO = rf"(?:me|{_A_CALL}|this|it|him|her|them|(?-i:[A-Z])[\w'-]*)"
_SPEAKER = r"(?:loud\s*)?speaker(?:\s*phone)?"
_GOING = (
    (
        "Speaker",
        re.compile(
            rf"^(?:(?:put|switch|turn|set)\s+{_WHO}\s+(?:on(?:to)?|to)\s+(?:the\s+)?{_SPEAKER}|"
            rf"(?:turn|switch|put)\s+(?:on\s+)?(?:the\s+)?{_SPEAKER}(?:\s+on)?|{_SPEAKER}\s+on)",
            re.I,
        ),
    ),
    ("Mute", re.compile(rf"^mute\s+(?:myself|me|(?:my|the)\s+(?:microphone|mic)|{_A_CALL})", re.I)),
    (
        "Hold",
        re.compile(rf"^(?:(?:put|place)\s+{_WHO}\s+on\s+hold|hold\s+{_A_CALL}|on\s+hold\b)", re.I),
    ),
)
_GOING_TAIL = re.compile(
    r"\s*(?:(?:on|for)\s+(?:this|the)\s+call|please|pls|now|(?:for\s+)?a\s+(?:sec|second|moment|minute|bit))*\s*[.!]?$",
    re.I,
)


def going_call_controls(clause: str) -> tuple[str, ...]:
    """The in-call control a clause alone asks of the call going ("put me on speaker"); () for any other clause."""
    for control, shape in _GOING:
        found = shape.match(clause.strip())
        if found is not None and _GOING_TAIL.fullmatch(clause.strip()[found.end() :]):
            return (control,)
    return ()


# "who am I talking to?", "who's on the line?", "who is this call with?": asked of the call going now.
ON_THE_LINE = re.compile(
    r"^(?:who(?:'s|\s+is|\s+am\s+I)\s+(?:(?:even|actually|really)\s+)?(?:(?:talking|speaking|chatting)\s+(?:to|with)|on\s+(?:the|this)\s+"
    r"(?:line|call|phone)(?:\s+with)?|on\s+a\s+call\s+with|this\s+call\s+with|calling)|who\s+is\s+(?:this|it)\s+on\s+the\s+"
    r"(?:line|phone)|"
    # "who's this I'm talking to on the phone?", "who is it I'm speaking with"
    r"who(?:'s|\s+is)\s+(?:this|that|it)\s+(?:that\s+)?I(?:'m|\s+am)\s+(?:talking|speaking|chatting)\s+(?:to|with))\b",
    re.I,
)

CALLS = ("call", "call_back", "in_call")
_CALLING = re.compile(r"^(?:please\s+)?(?:call|ring|phone|dial|redial|place|give|make\s+a\s+call|return)\b", re.I)


def split_call_clause(clause: str) -> tuple[str, tuple[str, ...]]:
    """A call's clause without what it asks of the call once placed, and those controls; others unchanged."""
    if not _CALLING.match(clause.strip()):
        return clause, ()
    return in_call_controls(clause)


def controls_after(intent: str, extra: tuple[str, ...]) -> list[str]:
    """The subgoals that turn the call's controls on once it is placed."""
    return [f"Turn on {control}" for control in extra] if intent in CALLS else []
