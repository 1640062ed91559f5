"""More Phone jobs, as an agent benchmark words them and as people say them: a contact's number of one label
(work, home, mobile) called or asked for, the number for one entry of a note's list, the number in an event's
description (app_jobs_phone_written.py), whoever texted last or texted about something called, a caller from the log saved as a contact, a
call deleted from the log, and the log asked about (a call's length, who I called last, how often I called
someone, when someone last called me). Our own (``Template.ours``), from the real dialer's and contacts' pages
(call_details.py); judged on the world afterwards, answers as the benchmark's ``check_answer`` kinds compare them.
"""

from __future__ import annotations

import random
from typing import Any

from .app_jobs import _job
from .app_jobs_calls import call_job
from .device import World
from .template import (
    FIRST,
    LAST,
    Params,
    Template,
    exact_answer,
    length_answer,
    norm_number,
    phone_number,
    phone_number_answer,
    titles_answer,
)

Ops = list[tuple[str, ...]]
_TIMES = ("7:05 AM", "8:40 AM", "9:12 AM", "11:30 AM", "1:15 PM", "4:50 PM", "6:20 PM")
_LATE = ("7:40 PM", "8:15 PM", "8:50 PM", "9:25 PM")  # after every time above: the tail of the log
_LABELS = ("Work", "Home", "Mobile")


def _params(rng: random.Random) -> Params:
    """Three contacts (distinct first names), a stranger's number, a log of their calls with lengths, and the
    contact asked about (``who``) with a work and a home number besides the mobile one."""
    firsts = rng.sample([f for f in FIRST if f not in ("Alice", "Ben")], 4)
    people = [{"first": f, "last": rng.choice(LAST), "phone": phone_number(rng)} for f in firsts[:3]]
    log = [[rng.randrange(3), rng.choice(["missed", "incoming", "outgoing"]), rng.randint(25, 1500)] for _ in range(5)]
    times = sorted(rng.sample(_TIMES, 5), key=lambda t: (t.endswith("PM"), int(t.split(":")[0]) % 12, t))
    return {
        "people": people,
        "log": log,
        "times": times,
        "late": sorted(rng.sample(_LATE, 3)),
        "who": rng.randrange(3),
        "stranger": phone_number(rng),
        "new": f"{firsts[3]} {rng.choice(LAST)}",
        "label": rng.choice(_LABELS),
        "work": phone_number(rng),
        "home": phone_number(rng),
        "length": rng.randint(40, 1400),
    }


def _name(p: Params, n: int | None = None) -> str:
    person = p["people"][p["who"] if n is None else n]
    return f"{person['first']} {person['last']}"


def _first(p: Params) -> str:
    return str(p["people"][p["who"]]["first"])


def _other(p: Params) -> int:
    return (p["who"] + 1) % 3


def _said_length(seconds: int) -> str:
    """As the dialer's call details write a length: "4 min 12 sec"."""
    minutes, rest = divmod(seconds, 60)
    return f"{minutes} min {rest} sec" if minutes else f"{rest} sec"


def _spaced(number: str, sep: str = "-") -> str:
    d = norm_number(number)
    return f"{d[:3]}{sep}{d[3:6]}{sep}{d[6:]}"


def _bracketed(number: str) -> str:
    d = norm_number(number)
    return f"({d[:3]}) {d[3:6]}-{d[6:]}"


def _phone_of(p: Params, peer: str) -> str:
    if peer == "stranger":
        return str(p["stranger"])
    return str(p["people"][p["who"] if peer == "who" else _other(p)]["phone"])


def _logged(*tail: tuple[str, str], several: bool = False) -> Any:
    """Contacts (``several``: the one asked about with three numbers) and their calls, then these at ``p["late"]``: (``"who"``,
    ``"other"`` or ``"stranger"``, kind), newest last. A call answered or made has a length; the first of the tail
    has ``p["length"]``."""

    def setup(world: World, p: Params) -> None:
        for n, person in enumerate(p["people"]):
            contact = {**person, "label": "Mobile"}
            if several and n == p["who"]:
                contact["more"] = [[p["work"], "Work"], [p["home"], "Home"]]
            world["contacts"].append(contact)
        for (n, kind, seconds), when in zip(p["log"], p["times"], strict=True):
            row = [norm_number(p["people"][n]["phone"]), kind, when]
            world["calls"].append(row + ([] if kind == "missed" else [_said_length(seconds)]))
        for n, ((peer, kind), when) in enumerate(zip(tail, p["late"], strict=False)):
            seconds = p["length"] if n == 0 else 30 + 7 * n
            row = [norm_number(_phone_of(p, peer)), kind, when]
            world["calls"].append(row + ([] if kind == "missed" else [_said_length(seconds)]))

    return setup


def _labelled(p: Params) -> str:
    return str({"Work": p["work"], "Home": p["home"], "Mobile": p["people"][p["who"]]["phone"]}[p["label"]])


def _where(p: Params) -> str:
    """The label said as people say it: "at work", "at home", "on their cell"."""
    return {"Work": "at work", "Home": "at home", "Mobile": "on their cell"}[p["label"]]


def _call(cls: str, goal: Any, solve: Any, says: Any, setup: Any, number: Any, params: Any = _params) -> Template:
    return call_job(cls, goal, params, solve, says, setup, number)


def _answer(cls: str, goal: Any, solve: Any, says: Any, setup: Any, answer: Any) -> Template:
    return _job(cls, "phone", "answer", goal, _params, solve, says, setup=setup, answer=answer)


def _recents(then: Any) -> Any:
    return lambda p: [("open", "Phone"), ("tap", "Recents"), *then(p)]


# -- a contact's number of one label ----------------------------------------------------------------------

LABELLED = [
    _call(
        "PhoneCallContactLabel",
        lambda p: f"Call the {p['label'].lower()} number of {_name(p)} using the Phone app.",
        lambda p: [("open", "Phone"), ("tap", "Contacts"), ("tap", _name(p)), ("tap", f"Call {p['label']}"), ("done",)],
        (
            lambda p: f"call {_first(p)} {_where(p)}",
            lambda p: f"ring {_name(p).lower()} on the {p['label'].lower()} number",
            lambda p: f"phone {_first(p)}, use their {p['label'].lower()} number not the other ones",
        ),
        _logged(several=True),
        _labelled,
    ),
    _answer(
        "PhoneContactLabelNumber",
        lambda p: f"What is the {p['label'].lower()} phone number of {_name(p)}? Answer with the phone number only.",
        lambda p: [("open", "Phone"), ("tap", "Contacts"), ("tap", _name(p)), ("done", _labelled(p))],
        (
            lambda p: f"what's {_first(p)}'s {p['label'].lower()} number?",
            lambda p: f"give me {_name(p)}'s {p['label'].lower()} phone number",
        ),
        _logged(several=True),
        lambda w, p: phone_number_answer(_labelled(p)),
    ),
]


def _dial(number: str) -> Ops:
    return [("open", "Phone"), ("tap", "Dial pad"), *[("tap", d) for d in norm_number(number)], ("tap", "Dial")]


# -- whoever texted ---------------------------------------------------------------------------------------

_TOPICS = (
    ("the spare keys", "I left the spare keys under the mat"),
    ("dinner", "Are we still on for dinner tonight?"),
    ("the car", "Your car is ready, come by after 5"),
    ("the meeting", "The meeting moved to Thursday"),
)


def _latest_text(world: World, p: Params) -> None:
    """A contact's text, one I sent to another contact, then the stranger's (the newest). With my own reply newest,
    the list would not say who texted last (it shows no times): the agent asks, as it should."""
    _logged()(world, p)
    world["sms"] += [
        [norm_number(_phone_of(p, "who")), "in", "Thanks for the ride yesterday"],
        [norm_number(_phone_of(p, "other")), "out", "See you at six"],
        [norm_number(p["stranger"]), "in", "Hi, is the bike still for sale?"],
    ]


def _topic_params(rng: random.Random) -> Params:
    return {**_params(rng), "topics": rng.sample(range(len(_TOPICS)), 3)}


def _topic(p: Params) -> str:
    return _TOPICS[p["topics"][p["who"]]][0]


def _texted_about(world: World, p: Params) -> None:
    _logged()(world, p)
    for n, person in enumerate(p["people"]):
        world["sms"].append([norm_number(person["phone"]), "in", _TOPICS[p["topics"][n]][1]])


TEXTED = [
    _call(
        "PhoneCallLatestTexter",
        lambda p: "Call the number that sent me the most recent text message.",
        lambda p: [*_dial(p["stranger"]), ("done",)],
        (
            lambda p: "who texted me last? call them",
            lambda p: "ring whoever sent me the latest text",
            lambda p: "call back the last person who messaged me",
        ),
        _latest_text,
        lambda p: p["stranger"],
    ),
    _call(
        "PhoneCallTextedAbout",
        lambda p: f"Call the contact who texted me about {_topic(p)}.",
        lambda p: [("open", "Phone"), ("tap", "Contacts"), ("tap", _name(p)), ("done",)],
        (
            lambda p: f"who messaged me about {_topic(p)}? give them a call",
            lambda p: f"ring whoever texted me about {_topic(p)}",
        ),
        _texted_about,
        lambda p: p["people"][p["who"]]["phone"],
        _topic_params,
    ),
]

# -- the log changed --------------------------------------------------------------------------------------


def _saved(world: World, p: Params) -> None:
    first, last = p["new"].split()
    world["contacts"].append(
        {"first": first, "last": last, "phone": f"+1{norm_number(p['stranger'])}", "label": "Mobile"}
    )


def _forgot(world: World, p: Params) -> None:
    world["calls"] = [row for row in world["calls"] if row[0] != norm_number(p["stranger"])]


_STRANGER_RANG = _logged(("stranger", "incoming"), ("who", "outgoing"))

EDITS = [
    _job(
        "PhoneSaveCallerAsContact",
        "phone",
        "create",
        lambda p: f"Save the number that called me at {p['late'][0]} as a new contact named {p['new']}.",
        _params,
        _recents(
            lambda p: [
                ("tap", norm_number(p["stranger"])),
                ("tap", "Create new contact"),
                ("type", "First name", p["new"].split()[0]),
                ("type", "Last name", p["new"].split()[1]),
                ("tap", "Save"),
                ("done",),
            ]
        ),
        (
            lambda p: f"add the {p['late'][0].lower()} caller to my contacts as {p['new']}",
            lambda p: f"that number that rang me at {p['late'][0]} - save it as {p['new']}",
        ),
        setup=_STRANGER_RANG,
        expect=_saved,
    ),
    _job(
        "PhoneDeleteCallFromLog",
        "phone",
        "delete",
        lambda p: f"Delete the call from {_spaced(p['stranger'])} from my call history.",
        _params,
        _recents(lambda p: [("tap", norm_number(p["stranger"])), ("tap", "Delete"), ("done",)]),
        (
            lambda p: f"remove {_bracketed(p['stranger'])} from my recent calls",
            lambda p: f"get the {_spaced(p['stranger'], '.')} call out of my call log",
        ),
        setup=_STRANGER_RANG,
        expect=_forgot,
        events=lambda p: [("delete", norm_number(p["stranger"]))],
    ),
]

# -- the log asked about ----------------------------------------------------------------------------------


def _made_to(p: Params) -> int:
    """Calls I made to the contact asked about: the log's, and the tail's one."""
    return sum(n == p["who"] and kind == "outgoing" for n, kind, _ in p["log"]) + 1


QUESTIONS = [
    _answer(
        "PhoneLastCallLength",
        lambda p: f"How long was my last call with {_name(p)}? Check the Phone app and answer in minutes and seconds.",
        _recents(lambda p: [("tap", _name(p)), ("done", _said_length(p["length"]))]),
        (
            lambda p: f"how long did I talk to {_first(p)} last time?",
            lambda p: f"what was the length of my latest call with {_name(p)}?",
        ),
        _logged(("who", "outgoing"), ("other", "incoming")),
        lambda w, p: length_answer(p["length"]),
    ),
    _answer(
        "PhoneWhoDidICallLast",
        lambda p: "Who did I call last? Check the Phone app and answer with the contact's name.",
        _recents(lambda p: [("done", _name(p))]),
        (
            lambda p: "who was the last person I phoned?",
            lambda p: "who did I ring most recently? just the name",
        ),
        _logged(("who", "outgoing"), ("other", "incoming"), ("stranger", "missed")),
        lambda w, p: titles_answer([_name(p)]),
    ),
    _answer(
        "PhoneCallsMadeTo",
        lambda p: f"How many times did I call {_name(p)}? Check the Phone app and answer with a number.",
        _recents(lambda p: [("done", str(_made_to(p)))]),
        (
            lambda p: f"how many calls have I made to {_first(p)}?",
            lambda p: f"count my outgoing calls to {_name(p)}",
        ),
        _logged(("who", "incoming"), ("who", "outgoing")),
        lambda w, p: exact_answer(str(_made_to(p))),
    ),
    _answer(
        "PhoneWhenTheyLastCalled",
        lambda p: f"At what time did {_name(p)} last call me? Check the Phone app and answer with the time only.",
        _recents(lambda p: [("done", p["late"][0])]),
        (
            lambda p: f"when did {_first(p)} last ring me? just the time",
            lambda p: f"what time was {_name(p)}'s last call to me?",
        ),
        _logged(("who", "incoming"), ("who", "outgoing")),
        lambda w, p: lambda a: a.strip().upper().replace(".", "") == p["late"][0],
    ),
]

TEMPLATES = [*LABELLED, *TEXTED, *EDITS, *QUESTIONS]
