"""Calls as people ask for them: a contact by name, the number written in a note or sent in a message, the last
person who rang, the last number rung again. Our own jobs (``Template.ours``): the call happens once, to that
number, after a confirmation, and the in-call screen is left showing.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .app_jobs import _job
from .device import Device, World
from .markor_tasks import _add
from .template import FIRST, LAST, Params, Template, norm_number, phone_number

Ops = list[tuple[str, ...]]


def _in_call(dev: Device, p: Params) -> bool:
    return dev.top.name == "in call"


def call_job(
    cls: str, goal: Any, params: Any, solve: Any, says: Any, setup: Any, number: Callable[[Params], str]
) -> Template:
    """The call placed once to ``number(p)``, after a confirmation, and the in-call screen left showing."""

    def called(world: World, p: Params) -> None:
        world["calls"].append([norm_number(number(p)), "outgoing"])

    return _job(
        cls,
        "phone",
        "call",
        goal,
        params,
        solve,
        says,
        setup=setup,
        expect=called,
        events=lambda p: [("call", norm_number(number(p)))],
        screen=_in_call,
    )


def _call_job(cls: str, goal: Any, params: Any, solve: Any, says: Any, setup: Any) -> Template:
    return call_job(cls, goal, params, solve, says, setup, lambda p: p["number"])


def _people_params(rng: random.Random) -> Params:
    (first, last), (other_first, other_last) = rng.sample([(f, s) for f in FIRST for s in LAST], 2)
    return {
        "first": first,
        "last": last,
        "number": phone_number(rng),
        "other": f"{other_first} {other_last}",
        "other_number": phone_number(rng),
    }


def _name(p: Params) -> str:
    return f"{p['first']} {p['last']}"


def _contacts(world: World, p: Params) -> None:
    for name, number in ((_name(p), p["number"]), (p["other"], p["other_number"])):
        first, last = name.split()
        world["contacts"].append({"first": first, "last": last, "phone": number, "label": "Mobile"})


def _dial(number: str) -> Ops:
    return [("open", "Phone"), ("tap", "Dial pad"), *[("tap", d) for d in norm_number(number)], ("tap", "Dial")]


def _spaced(number: str) -> str:
    digits = norm_number(number)
    return f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"


# -- a contact by name ------------------------------------------------------------------------------------


def _rang(*kinds: tuple[str, str]) -> Any:
    """Contacts set up, then calls logged: (which number, kind), oldest first."""

    def setup(world: World, p: Params) -> None:
        _contacts(world, p)
        for key, kind in kinds:
            world["calls"].append([norm_number(p[key]), kind])

    return setup


# -- a number written down --------------------------------------------------------------------------------

_WHO = ("plumber", "locksmith", "vet", "electrician")


def _written_params(rng: random.Random) -> Params:
    p = _people_params(rng)
    who = rng.choice(_WHO)
    return {**p, "who": who, "file_name": f"{who}.md"}


def _in_note(world: World, p: Params) -> None:
    _add(world, p["file_name"], f"The {p['who']} said to call {_spaced(p['number'])} after 9am.")


def _in_message(world: World, p: Params) -> None:
    _contacts(world, p)
    text = f"My new number is {_spaced(p['number'])}, the old one stops working today"
    world["sms"].append([norm_number(p["other_number"]), "in", text])


TEMPLATES = [
    _call_job(
        "PhoneCallContact",
        lambda p: f"Call {_name(p)} using the Phone app.",
        _people_params,
        lambda p: [("open", "Phone"), ("tap", "Contacts"), ("tap", _name(p)), ("done",)],
        (
            lambda p: f"ring {_name(p).lower()}",
            lambda p: f"phone {p['first']} {p['last']} for me",
        ),
        _contacts,
    ),
    _call_job(
        "PhoneCallNumberInNote",
        lambda p: f"Call the number written in the Markor note {p['file_name']}.",
        _written_params,
        lambda p: [*_dial(p["number"]), ("done",)],
        (
            lambda p: f"the {p['who']}'s number is in {p['file_name']} in markor, call it",
            lambda p: f"open {p['file_name']} in markor and dial the number in it",
        ),
        _in_note,
    ),
    _call_job(
        "PhoneCallNumberInMessage",
        lambda p: f"Call the new number {p['other']} sent me in Simple SMS Messenger.",
        _people_params,
        lambda p: [*_dial(p["number"]), ("done",)],
        (
            lambda p: f"{p['other'].split()[0]} texted me a new number, call it",
            lambda p: f"ring the number in {p['other']}'s last message (simple sms messenger)",
        ),
        _in_message,
    ),
    _call_job(
        "PhoneCallBackLastCaller",
        lambda p: "Call back the last person who called me.",
        _people_params,
        lambda p: [("open", "Phone"), ("tap", f"Call back {_name(p)}"), ("done",)],
        (
            lambda p: "return the last call I got",
            lambda p: "whoever rang me last, call them back",
        ),
        _rang(("other_number", "outgoing"), ("number", "incoming")),
    ),
    _call_job(
        "PhoneCallLastDialled",
        lambda p: "Call the last number I called once more.",
        _people_params,
        lambda p: [("open", "Phone"), ("tap", f"Call back {_name(p)}"), ("done",)],
        (
            lambda p: "ring the last number I dialled again",
            lambda p: "call again whoever I phoned last",
        ),
        _rang(("number", "outgoing"), ("other_number", "incoming")),
    ),
]
