"""Phone jobs whose number is written somewhere else: the number for one entry of a note's list ("the apartment
listed in apartments.md"), the number in a calendar event's description. Our own (``Template.ours``), with the
contacts and call log of app_jobs_phone_more.py; the call placed once, to that number, after a confirmation.
"""

from __future__ import annotations

import datetime
import random

from .app_jobs_phone_more import _bracketed, _call, _dial, _logged, _params
from .markor_tasks import _add
from .simple_calendar import LABEL as CALENDAR
from .simple_calendar import event
from .template import TODAY, Params, World, phone_number

Ops = list[tuple[str, ...]]

# -- a number written somewhere else ----------------------------------------------------------------------

_LISTS = (
    ("apartments.md", "apartment", ("Maple Street loft", "Harbor View two-bedroom", "Elm Court studio")),
    ("contractors.md", "contractor", ("Brightline Roofing", "Oak and Nail Carpentry", "Rapid Flow Plumbing")),
    ("restaurants.md", "restaurant", ("Casa Verde", "Golden Lotus", "The Copper Pot")),
)
_PRICES = ("$1,450 a month", "$2,100 a month", "quote $380", "open until 10pm", "$960 deposit")


def _listing_params(rng: random.Random) -> Params:
    file_name, kind, items = rng.choice(_LISTS)
    return {
        **_params(rng),
        "file_name": file_name,
        "kind": kind,
        "items": list(items),
        "numbers": [phone_number(rng) for _ in items],
        "prices": rng.sample(_PRICES, len(items)),
        "pick": rng.randrange(len(items)),
    }


def _listed(world: World, p: Params) -> None:
    lines = [
        f"- {item}: {price}, call {_bracketed(number)}"
        for item, price, number in zip(p["items"], p["prices"], p["numbers"], strict=True)
    ]
    _add(world, p["file_name"], f"{p['kind'].capitalize()}s to check\n" + "\n".join(lines))


def _item(p: Params) -> str:
    return str(p["items"][p["pick"]])


_EVENTS = ("Vet visit", "Car service", "Haircut", "Piano lesson", "Plumber visit")


def _event_params(rng: random.Random) -> Params:
    return {**_params(rng), "title": rng.choice(_EVENTS), "day": rng.randint(15, 28), "hour": rng.randint(9, 17)}


def _in_event(world: World, p: Params) -> None:
    _logged()(world, p)
    at = datetime.datetime(TODAY.year, TODAY.month, p["day"], p["hour"], 0)
    text = f"Call {_bracketed(p['stranger'])} the day before to confirm"
    world["calendar"].append(event(p["title"], at, 60, description=text))


TEMPLATES = [
    _call(
        "PhoneCallListedNumber",
        lambda p: f"Call the phone number for the {_item(p)} listed in my note {p['file_name']} in Markor.",
        lambda p: [*_dial(p["numbers"][p["pick"]]), ("done",)],
        (
            lambda p: f"ring the {_item(p)}, the number's in {p['file_name']}",
            lambda p: f"my {p['file_name']} note has a few {p['kind']}s, call the {_item(p)} one",
            lambda p: f"dial the {_item(p).lower()} number from markor ({p['file_name']})",
        ),
        _listed,
        lambda p: p["numbers"][p["pick"]],
        _listing_params,
    ),
    _call(
        "PhoneCallNumberInEvent",
        lambda p: f"Call the phone number in the description of my {p['title']} event in {CALENDAR}.",
        lambda p: [*_dial(p["stranger"]), ("done",)],
        (
            lambda p: f"there's a number in my {p['title'].lower()} event's description, call it",
            lambda p: f"dial the number from the {p['title']} calendar entry",
        ),
        _in_event,
        lambda p: p["stranger"],
        _event_params,
    ),
]
