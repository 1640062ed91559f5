"""Jobs of our own in the Phone app, as people ask for them: a favourite called, a contact called by first name, a
missed caller named and called back, a call put on speaker or on hold, and questions about the call log (how many calls I missed, who called last,
when someone called). Written after the held-out split (``Template.ours``) from the real dialer's features; judged
on the world afterwards: a call placed once, to that number, after a confirmation, the in-call screen left showing.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from .app_jobs import _job
from .app_jobs_calls import call_job
from .device import Device, World
from .template import FIRST, LAST, Params, Template, norm_number, number_answer, phone_number, titles_answer

Ops = list[tuple[str, ...]]
_TIMES = ("7:05 AM", "8:40 AM", "9:12 AM", "11:30 AM", "1:15 PM", "4:50 PM", "6:20 PM")


def _params(rng: random.Random) -> Params:
    """Three people with distinct first names, the log's new calls (oldest first) and their times."""
    firsts = rng.sample([f for f in FIRST if f not in ("Alice", "Ben")], 3)
    people = [{"first": f, "last": rng.choice(LAST), "phone": phone_number(rng)} for f in firsts]
    kinds = [rng.choice(["missed", "incoming", "outgoing"]) for _ in range(4)] + ["missed", "incoming"]
    rng.shuffle(kinds)
    log = [[rng.randrange(3), kind] for kind in kinds]
    times = sorted(rng.sample(_TIMES, len(log)), key=lambda t: (t.endswith("PM"), int(t.split(":")[0]) % 12, t))
    return {"people": people, "log": log, "times": times, "who": rng.randrange(3)}


def _name(p: Params, n: int) -> str:
    person = p["people"][n]
    return f"{person['first']} {person['last']}"


def _setup(world: World, p: Params) -> None:
    for person in p["people"]:
        world["contacts"].append({**person, "label": "Mobile"})
    for (n, kind), when in zip(p["log"], p["times"], strict=True):
        world["calls"].append([norm_number(p["people"][n]["phone"]), kind, when])


def _starred(world: World, p: Params) -> None:
    _setup(world, p)
    world["contacts"][-3 + p["who"]]["starred"] = True


def _call_job(cls: str, goal: Any, solve: Any, says: Any, setup: Any = _setup) -> Template:
    return call_job(cls, goal, _params, solve, says, setup, lambda p: p["people"][p["who"]]["phone"])


def _missed(p: Params) -> int:
    return sum(kind == "missed" for _, kind in p["log"])


def _last_caller(p: Params) -> str:
    n = next(n for n, kind in reversed(p["log"]) if kind != "outgoing")
    return _name(p, n)


def _missed_from(p: Params) -> int:
    """The person whose missed call is the newest: the one called back."""
    return next(n for n, kind in reversed(p["log"]) if kind == "missed")


def _last_time(p: Params) -> str:
    """When the newest call from or to the person asked about (the one of the oldest new call) was."""
    n = p["log"][0][0]
    return next(t for (m, _), t in zip(reversed(p["log"]), reversed(p["times"]), strict=True) if m == n)


DIALER_JOBS = [
    _call_job(
        "PhoneCallFavourite",
        lambda p: f"Call {_name(p, p['who'])} from my favourites in the Phone app.",
        lambda p: [("open", "Phone"), ("tap", "Favorites"), ("tap", _name(p, p["who"])), ("done",)],
        (
            lambda p: f"ring {p['people'][p['who']]['first']}, they're in my favorites",
            lambda p: f"phone app: call my favourite contact {_name(p, p['who'])}",
        ),
        setup=_starred,
    ),
    _call_job(
        "PhoneCallFirstName",
        lambda p: f"Call {p['people'][p['who']]['first']} using the Phone app.",
        lambda p: [("open", "Phone"), ("tap", "Contacts"), ("tap", _name(p, p["who"])), ("done",)],
        (
            lambda p: f"give {p['people'][p['who']]['first']} a call",
            lambda p: f"can you phone {p['people'][p['who']]['first']} for me",
        ),
    ),
    _job(
        "PhoneMissedCount",
        "phone",
        "answer",
        lambda p: "How many missed calls are in my call log? Use the Phone app and answer with the number only.",
        _params,
        lambda p: [("open", "Phone"), ("tap", "Recents"), ("done", str(_missed(p)))],
        (
            lambda p: "how many calls did I miss? check the phone app",
            lambda p: "phone: count my missed calls",
        ),
        setup=_setup,
        answer=lambda w, p: number_answer(_missed(p)),
    ),
    _job(
        "PhoneWhoCalledLast",
        "phone",
        "answer",
        lambda p: "Who was the last person to call me? Check the Phone app's recents and answer with their name.",
        _params,
        lambda p: [("open", "Phone"), ("tap", "Recents"), ("done", _last_caller(p))],
        (
            lambda p: "who rang me last? (phone app)",
            lambda p: "phone: who called me most recently, just the name",
        ),
        setup=_setup,
        answer=lambda w, p: titles_answer([_last_caller(p)]),
    ),
    _job(
        "PhoneWhenLastCall",
        "phone",
        "answer",
        lambda p: (
            f"At what time was my last call with {_name(p, p['log'][0][0])}? Check the Phone app and answer with "
            "the time only."
        ),
        _params,
        lambda p: [("open", "Phone"), ("tap", "Recents"), ("done", _last_time(p))],
        (
            lambda p: f"when did I last talk to {_name(p, p['log'][0][0])} on the phone? just the time",
            lambda p: f"phone app: what time was the latest call with {_name(p, p['log'][0][0])}?",
        ),
        setup=_setup,
        answer=lambda w, p: lambda a: a.strip().upper().replace(".", "") == _last_time(p),
    ),
]


def _call_back_named() -> Template:
    def params(rng: random.Random) -> Params:
        p = _params(rng)
        return {**p, "who": _missed_from(p)}

    template = _call_job(
        "PhoneCallBackMissedNamed",
        lambda p: f"I missed a call from {_name(p, p['who'])}. Call them back using the Phone app.",
        lambda p: [("open", "Phone"), ("tap", "Contacts"), ("tap", _name(p, p["who"])), ("done",)],
        (
            lambda p: f"call {p['people'][p['who']]['first']} back, I missed their call",
            lambda p: f"return {_name(p, p['who'])}'s missed call",
        ),
    )
    return replace(template, params=params)


def _with_control(control: str) -> Any:
    """The call placed and the in-call control turned on: what the run leaves on screen is that call, with it on."""

    def shown(dev: Device, p: Params) -> bool:
        return dev.top.name == "in call" and bool(dev.top.fields.get(control))

    return shown


def _in_call_job(cls: str, control: str, goal: Any, says: Any) -> Template:
    template = _call_job(
        cls,
        goal,
        lambda p: [
            ("open", "Phone"),
            ("tap", "Contacts"),
            ("tap", _name(p, p["who"])),
            ("tap", control),
            ("done",),
        ],
        says,
    )
    return replace(template, screen=_with_control(control))


IN_CALL_JOBS = [
    _in_call_job(
        "PhoneCallOnSpeaker",
        "Speaker",
        lambda p: f"Call {_name(p, p['who'])} and turn on the speakerphone.",
        (
            lambda p: f"ring {p['people'][p['who']]['first']} on speaker",
            lambda p: f"phone {_name(p, p['who'])} and put it on speaker please",
        ),
    ),
    _in_call_job(
        "PhoneCallThenHold",
        "Hold",
        lambda p: f"Call {_name(p, p['who'])}, then put the call on hold.",
        (
            lambda p: f"call {p['people'][p['who']]['first']} and put them on hold",
            lambda p: f"phone app: dial {_name(p, p['who'])} then hold the call",
        ),
    ),
]

TEMPLATES = [*DIALER_JOBS, _call_back_named(), *IN_CALL_JOBS]
