"""A call already going when the task starts (``world["on_call"]``: the in-call screen in front), as people ask of it:
put it on speaker, mute it, hold it, or say who is on the line; or one ringing (``world["ringing"]``): answered or
declined. Our own jobs (``Template.ours``), from the real
dialer's in-call controls; judged on the world afterwards (the call still going, nothing rung) and on the screen
(the control turned on).
"""

from __future__ import annotations

import random
from typing import Any

from .app_jobs import _job
from .device import Device, World
from .template import FIRST, LAST, Params, Template, norm_number, phone_number, titles_answer


def _params(rng: random.Random) -> Params:
    first, last = rng.choice(FIRST), rng.choice(LAST)
    return {"first": first, "last": last, "number": phone_number(rng)}


def _name(p: Params) -> str:
    return f"{p['first']} {p['last']}"


def _going(world: World, p: Params) -> None:
    world["contacts"].append({"first": p["first"], "last": p["last"], "phone": p["number"], "label": "Mobile"})
    world["calls"].append([norm_number(p["number"]), "incoming", "10:02 AM"])
    world["on_call"] = norm_number(p["number"])


def _turned_on(control: str) -> Any:
    def shown(dev: Device, p: Params) -> bool:
        return dev.top.name == "in call" and bool(dev.top.fields.get(control))

    return shown


def _control_job(cls: str, control: str, goal: str, says: tuple[str, ...]) -> Template:
    return _job(
        cls,
        "phone",
        "set",
        lambda p: goal,
        _params,
        lambda p: [("tap", control), ("done",)],
        tuple((lambda p, said=said: said.format(first=p["first"])) for said in says),
        setup=_going,
        screen=_turned_on(control),
    )


TEMPLATES = [
    _control_job(
        "PhoneGoingSpeaker",
        "Speaker",
        "Put the current call on speaker.",
        ("put me on speaker", "turn the speakerphone on", "switch {first} to speaker"),
    ),
    _control_job(
        "PhoneGoingMute",
        "Mute",
        "Mute the current call.",
        ("mute my mic", "mute myself", "mute the microphone on this call"),
    ),
    _control_job(
        "PhoneGoingHold",
        "Hold",
        "Put the current call on hold.",
        ("put {first} on hold", "hold this call", "put the call on hold for a sec"),
    ),
    _job(
        "PhoneWhoIsOnTheLine",
        "phone",
        "answer",
        lambda p: "Who am I on a call with right now? Answer with their name.",
        _params,
        lambda p: [("done", _name(p))],
        (
            lambda p: "who am I talking to?",
            lambda p: "who's on the line?",
        ),
        setup=_going,
        answer=lambda w, p: titles_answer([_name(p)]),
    ),
]


def _ringing(world: World, p: Params) -> None:
    world["contacts"].append({"first": p["first"], "last": p["last"], "phone": p["number"], "label": "Mobile"})
    world["ringing"] = norm_number(p["number"])


def _answered(world: World, p: Params) -> None:
    world.pop("ringing")
    world["calls"].append([norm_number(p["number"]), "incoming"])
    world["on_call"] = norm_number(p["number"])


def _declined(world: World, p: Params) -> None:
    world.pop("ringing")
    world["calls"].append([norm_number(p["number"]), "missed"])


TEMPLATES += [
    _job(
        "PhoneAnswerRinging",
        "phone",
        "answer_call",
        lambda p: "Answer the incoming call.",
        _params,
        lambda p: [("tap", "Answer"), ("done",)],
        (
            lambda p: "pick up",
            lambda p: f"answer {p['first']}'s call",
            lambda p: "pick up the phone please",
        ),
        setup=_ringing,
        expect=_answered,
        screen=lambda dev, p: dev.top.name == "in call",
    ),
    _job(
        "PhoneDeclineRinging",
        "phone",
        "end",
        lambda p: "Decline the incoming call.",
        _params,
        lambda p: [("tap", "Decline"), ("done",)],
        (
            lambda p: "reject this call",
            lambda p: f"decline {p['first']}'s call",
            lambda p: "don't pick up, decline it",
        ),
        setup=_ringing,
        expect=_declined,
        screen=lambda dev, p: dev.top.name not in ("incoming call", "in call"),
    ),
]
