"""More Phone jobs as people ask them: a going call ended, the call log asked about (did someone call, which
number rang last, how often someone called, the number of the last missed call), a number redialled or
written in words or with separators, a stranger's number keyed in, the last *missed* call returned when
later calls came in, and a call muted. Our own (``Template.ours``), written from the real dialer's features;
judged on the world afterwards as the benchmark does (answers with its ``check_answer`` kinds).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from .app_jobs import _job
from .app_jobs_calls import call_job
from .device import Device, World
from .template import (
    FIRST,
    LAST,
    Params,
    Template,
    exact_answer,
    norm_number,
    number_answer,
    phone_number,
    titles_answer,
)

Ops = list[tuple[str, ...]]
_DIGITS = "zero one two three four five six seven eight nine".split()
_TIMES = ("7:05 AM", "8:40 AM", "9:12 AM", "11:30 AM", "1:15 PM", "4:50 PM", "6:20 PM")
_STRANGERS = ("dentist", "pizza place", "plumber", "school office", "garage")


def _params(rng: random.Random) -> Params:
    """Three contacts with distinct first names, one stranger's number, and a log of their calls (oldest first)."""
    firsts = rng.sample([f for f in FIRST if f not in ("Alice", "Ben")], 3)
    people = [{"first": f, "last": rng.choice(LAST), "phone": phone_number(rng)} for f in firsts]
    kinds = [rng.choice(["missed", "incoming", "outgoing"]) for _ in range(5)]
    log = [[rng.randrange(3), kind] for kind in kinds]
    times = sorted(rng.sample(_TIMES, len(log)), key=lambda t: (t.endswith("PM"), int(t.split(":")[0]) % 12, t))
    return {
        "people": people,
        "log": log,
        "times": times,
        "who": rng.randrange(3),
        "stranger": phone_number(rng),
        "place": rng.choice(_STRANGERS),
    }


def _name(p: Params, n: int) -> str:
    return f"{p['people'][n]['first']} {p['people'][n]['last']}"


def _first(p: Params) -> str:
    return str(p["people"][p["who"]]["first"])


def _logged(*tail: tuple[str, str]) -> Any:
    """Contacts and their calls, then these: (``"stranger"`` or ``"who"``, kind), newest last."""

    def setup(world: World, p: Params) -> None:
        for person in p["people"]:
            world["contacts"].append({**person, "label": "Mobile"})
        for (n, kind), when in zip(p["log"], p["times"], strict=True):
            world["calls"].append([norm_number(p["people"][n]["phone"]), kind, when])
        for (peer, kind), when in zip(tail, ("7:40 PM", "8:15 PM"), strict=False):
            number = p["stranger"] if peer == "stranger" else p["people"][p["who"]]["phone"]
            world["calls"].append([norm_number(number), kind, when])

    return setup


def _call_job(cls: str, goal: Any, solve: Any, says: Any, setup: Any, number: Any) -> Template:
    return call_job(cls, goal, _params, solve, says, setup, number)


def _answer_job(cls: str, goal: Any, solve: Any, says: Any, setup: Any, answer: Any) -> Template:
    return _job(cls, "phone", "answer", goal, _params, solve, says, setup=setup, answer=answer)


def _number_is(expected: str) -> Any:
    """A phone number answered: the same digits, however they are grouped (``+1 (212) 555-0101``)."""
    return lambda answer: norm_number(answer) == norm_number(expected) and any(ch.isdigit() for ch in answer)


def _pad(number: str) -> Ops:
    return [("open", "Phone"), ("tap", "Dial pad"), *[("tap", d) for d in norm_number(number)], ("tap", "Dial")]


def _spaced(number: str, sep: str = "-") -> str:
    d = norm_number(number)
    return f"{d[:3]}{sep}{d[3:6]}{sep}{d[6:]}"


def _words(number: str) -> str:
    d = norm_number(number)
    return ", ".join(" ".join(_DIGITS[int(c)] for c in part) for part in (d[:3], d[3:6], d[6:]))


def _called_me(p: Params) -> bool:
    return any(n == p["who"] and kind != "outgoing" for n, kind in p["log"])


def _calls_from(p: Params) -> int:
    return sum(n == p["who"] and kind != "outgoing" for n, kind in p["log"])


# -- a going call ended -----------------------------------------------------------------------------------


def _going(world: World, p: Params) -> None:
    _logged()(world, p)
    world["on_call"] = norm_number(p["people"][p["who"]]["phone"])


def _ended(world: World, p: Params) -> None:
    world.pop("on_call", None)


HANG_UP = _job(
    "PhoneHangUp",
    "phone",
    "end",
    lambda p: "End the current call.",
    _params,
    lambda p: [("tap", "End call"), ("done",)],
    (
        lambda p: "hang up",
        lambda p: f"hang up on {_first(p)}",
        lambda p: "end this call please",
    ),
    setup=_going,
    expect=_ended,
    screen=lambda dev, p: dev.top.name != "in call",
)

# -- the log asked about ----------------------------------------------------------------------------------

QUESTIONS = [
    _answer_job(
        "PhoneDidTheyCall",
        lambda p: f"Did {_name(p, p['who'])} call me today? Check the Phone app and answer yes or no.",
        lambda p: [("open", "Phone"), ("tap", "Recents"), ("done", "yes" if _called_me(p) else "no")],
        (
            lambda p: f"did {_first(p)} call me today?",
            lambda p: f"has {_first(p)} rung me today? yes or no",
            lambda p: f"check my call log: any calls from {_name(p, p['who'])} today?",
        ),
        _logged(),
        lambda w, p: exact_answer("yes" if _called_me(p) else "no"),
    ),
    _answer_job(
        "PhoneHowOftenCalled",
        lambda p: f"How many times did {_name(p, p['who'])} call me? Check the Phone app, answer with a number.",
        lambda p: [("open", "Phone"), ("tap", "Recents"), ("done", str(_calls_from(p)))],
        (
            lambda p: f"how many calls have I had from {_first(p)}?",
            lambda p: f"count the calls {_name(p, p['who'])} made to me (phone app)",
            lambda p: f"how many times has {_first(p)} rung me?",
        ),
        _logged(),
        lambda w, p: number_answer(_calls_from(p)),
    ),
    _answer_job(
        "PhoneLastCallerNumber",
        lambda p: "What number called me last? Check the Phone app and answer with the phone number.",
        lambda p: [("open", "Phone"), ("tap", "Recents"), ("done", norm_number(p["stranger"]))],
        (
            lambda p: "what number called me last?",
            lambda p: "what was the last number that rang me?",
            lambda p: "which number rang me most recently?",
            lambda p: "give me the number of the last call I got",
        ),
        _logged(("who", "outgoing"), ("stranger", "incoming")),
        lambda w, p: _number_is(p["stranger"]),
    ),
    _answer_job(
        "PhoneLastMissedNumber",
        lambda p: "What is the number of my last missed call? Check the Phone app.",
        lambda p: [("open", "Phone"), ("tap", "Recents"), ("done", norm_number(p["stranger"]))],
        (
            lambda p: "what number was my last missed call from?",
            lambda p: "who was my last missed call from? give me the number",
        ),
        _logged(("stranger", "missed"), ("who", "outgoing")),
        lambda w, p: _number_is(p["stranger"]),
    ),
]


def _newest_missed_time(p: Params) -> str:
    """The stranger's missed call is the newest missed one, at the tail's first time."""
    return "7:40 PM"


def _at(p: Params) -> tuple[str, str]:
    """A time in the log that one call only was at, and the name on that call's row."""
    n, _ = p["log"][p["who"] % len(p["log"])]
    return p["times"][p["who"] % len(p["log"])], _name(p, n)


def _time_is(expected: str) -> Any:
    return lambda answer: answer.strip().upper().replace(".", "") == expected


QUESTIONS += [
    _answer_job(
        "PhoneLastMissedTime",
        lambda p: "What time was my last missed call? Check the Phone app and answer with the time only.",
        lambda p: [("open", "Phone"), ("tap", "Recents"), ("done", _newest_missed_time(p))],
        (
            lambda p: "when did I last miss a call?",
            lambda p: "what time did my most recent missed call come in? just the time",
        ),
        _logged(("stranger", "missed"), ("who", "outgoing")),
        lambda w, p: _time_is(_newest_missed_time(p)),
    ),
    _answer_job(
        "PhoneWhoCalledAt",
        lambda p: f"Whose call is logged at {_at(p)[0]}? Check the Phone app and answer with the name.",
        lambda p: [("open", "Phone"), ("tap", "Recents"), ("done", _at(p)[1])],
        (
            lambda p: f"who was the {_at(p)[0]} call with?",
            lambda p: f"phone: which contact was my call at {_at(p)[0].lower()}?",
        ),
        _logged(),
        lambda w, p: titles_answer([_at(p)[1]]),
    ),
]

# -- calls placed -----------------------------------------------------------------------------------------


def _stranger(p: Params) -> str:
    return str(p["stranger"])


def _back_to(p: Params) -> Ops:
    return [("open", "Phone"), ("tap", "Recents"), ("tap", f"Call back {norm_number(p['stranger'])}"), ("done",)]


CALLS = [
    _call_job(
        "PhoneRedial",
        lambda p: "Redial the last number I called.",
        _back_to,
        (
            lambda p: "redial",
            lambda p: "call the last number again",
            lambda p: "ring back the number I just dialled",
            lambda p: "call the last dialled number",
        ),
        _logged(("stranger", "outgoing"), ("who", "incoming")),
        _stranger,
    ),
    _call_job(
        "PhoneCallNumberInWords",
        lambda p: f"Call {_words(p['stranger'])}.",
        lambda p: [*_pad(p["stranger"]), ("done",)],
        (
            lambda p: f"dial {_words(p['stranger']).replace(',', '')}",
            lambda p: f"ring {_words(p['stranger'])} please",
        ),
        _logged(),
        _stranger,
    ),
    _call_job(
        "PhoneCallSeparatedNumber",
        lambda p: f"Call ({norm_number(p['stranger'])[:3]}) {_spaced(p['stranger'])[4:]}.",
        lambda p: [*_pad(p["stranger"]), ("done",)],
        (
            lambda p: f"dial {_spaced(p['stranger'], '.')}",
            lambda p: f"call {_spaced(p['stranger'], ' ')} for me",
            lambda p: f"ring +1 {_spaced(p['stranger'])}",
        ),
        _logged(),
        _stranger,
    ),
    _call_job(
        "PhoneCallStranger",
        lambda p: f"Call the {p['place']} at {_spaced(p['stranger'])}.",
        lambda p: [*_pad(p["stranger"]), ("done",)],
        (
            lambda p: f"ring the {p['place']}, their number is {_spaced(p['stranger'])}",
            lambda p: f"phone the {p['place']} on {_spaced(p['stranger'], ' ')}",
            lambda p: f"call Dr. Adeyemi at {_spaced(p['stranger'])}",
            lambda p: f"can you ring the {p['place']}? number's {_spaced(p['stranger'], ' ')}",
        ),
        _logged(),
        _stranger,
    ),
    _call_job(
        "PhoneReturnLastMissed",
        lambda p: "Call back my last missed call.",
        _back_to,
        (
            lambda p: "return my most recent missed call",
            lambda p: "who did I miss last? call them back",
            lambda p: "ring my last missed number",
        ),
        _logged(("stranger", "missed"), ("who", "incoming")),
        _stranger,
    ),
]


def _texted_number(world: World, p: Params) -> None:
    """The stranger's number in the newest message, sent by a contact."""
    _logged()(world, p)
    sender = norm_number(p["people"][p["who"]]["phone"])
    world["sms"].append([sender, "in", f"The {p['place']} is on {_spaced(p['stranger'])}, give them a ring"])


CALLS.append(
    _call_job(
        "PhoneCallNumberInLatestText",
        lambda p: "Call the number in my latest text message.",
        lambda p: [*_pad(p["stranger"]), ("done",)],
        (
            lambda p: "call the number in my last text",
            lambda p: "dial the number from the most recent sms I got",
        ),
        _texted_number,
        _stranger,
    )
)


def _muted(dev: Device, p: Params) -> bool:
    return dev.top.name == "in call" and bool(dev.top.fields.get("Mute"))


MUTE = replace(
    _call_job(
        "PhoneCallMuted",
        lambda p: f"Call {_name(p, p['who'])} and mute my microphone.",
        lambda p: [("open", "Phone"), ("tap", "Contacts"), ("tap", _name(p, p["who"])), ("tap", "Mute"), ("done",)],
        (
            lambda p: f"call {_first(p)} and mute myself",
            lambda p: f"phone {_name(p, p['who'])}, then mute the call",
        ),
        _logged(),
        lambda p: p["people"][p["who"]]["phone"],
    ),
    screen=_muted,
)


def _rang_at_params(rng: random.Random) -> Params:
    """The call at ``_at`` came in (missed or answered), so calling back whoever rang then is that row's person."""
    p = _params(rng)
    row = p["who"] % len(p["log"])
    if p["log"][row][1] == "outgoing":
        p["log"][row] = [p["log"][row][0], "missed"]
    return p


def _hour_said(p: Params) -> str:
    """The time at ``_at`` said by its hour alone: "9:12 AM" as "9am"."""
    clock, half = _at(p)[0].split()
    return f"{clock.split(':')[0]}{half.lower()}"


CALLS.append(
    call_job(
        "PhoneCallBackAt",
        lambda p: f"Call back whoever called me at {_at(p)[0]}.",
        _rang_at_params,
        lambda p: [("open", "Phone"), ("tap", "Recents"), ("tap", f"Call back {_at(p)[1]}"), ("done",)],
        (
            lambda p: f"ring back whoever rang around {_hour_said(p)}",
            lambda p: f"who called me at {_at(p)[0].split()[0]}? call them back",
            lambda p: f"return the {_at(p)[0].lower()} call",
        ),
        # a later call from a stranger: the newest row is never the one asked for
        _logged(("stranger", "incoming")),
        lambda p: p["people"][p["log"][p["who"] % len(p["log"])][0]]["phone"],
    )
)

TEMPLATES = [HANG_UP, *QUESTIONS, *CALLS, MUTE]
