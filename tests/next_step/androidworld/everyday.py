"""Everyday jobs AndroidWorld has no class for, as extra templates: an alarm set in Clock, a contact
deleted in Contacts, a Markor note moved into a folder. Judged on the world afterwards as the rest."""

from __future__ import annotations

import random

from .contacts_clock import twelve_hour
from .device import World
from .markor import LABEL as MARKOR
from .markor_tasks import _add, _note
from .template import FIRST, LAST, Params, Template, phone_number

_LABELS = ("Gym", "Meds", "School run", "Standup", "Yoga")


def _alarm_params(rng: random.Random) -> Params:
    hour, minute = rng.choice([(6, 45), (5, 15), (19, 0), (8, 5), (21, 30), (6, 0)])
    return {"hour": hour, "minute": minute, "label": rng.choice(_LABELS) if rng.random() < 0.5 else ""}


def _hhmm(p: Params) -> str:
    return f"{p['hour']:02d}:{p['minute']:02d}"


def _spoken(p: Params) -> str:
    """7:30am, 6pm: as people write a clock time."""
    shown = twelve_hour(_hhmm(p)).replace(" ", "").lower()
    return shown.replace(":00", "")


def _alarm_ops(p: Params) -> list[tuple[str, ...]]:
    hour, half = (p["hour"] % 12 or 12), ("AM" if p["hour"] < 12 else "PM")
    ops: list[tuple[str, ...]] = [
        ("open", "Clock"),
        ("tap", "Alarm"),
        ("tap", "Add alarm"),
        ("tap", "Switch to text input"),
        ("type", "Hour", str(hour)),
        ("type", "Minute", f"{p['minute']:02d}"),
        ("tap", half),
        ("tap", "OK"),
    ]
    if p["label"]:
        ops += [("tap", "Add label"), ("type", "Label", p["label"]), ("tap", "OK")]
    return [*ops, ("done",)]


def _alarm_set(world: World, p: Params) -> None:
    world["clock"]["alarms"].append({"time": _hhmm(p), "label": p["label"], "on": True, "days": ""})


def _labelled(p: Params) -> str:
    return f" labelled {p['label']}" if p["label"] else ""


def _contact_params(rng: random.Random) -> Params:
    (first, last), *others = rng.sample([(f, surname) for f in FIRST for surname in LAST], 8)
    return {"others": [[f, surname, phone_number(rng)] for f, surname in others], "first": first, "last": last}


def _contacts_setup(world: World, p: Params) -> None:
    for first, last, phone in [*p["others"], [p["first"], p["last"], "+13125550142"]]:
        world["contacts"].append({"first": first, "last": last, "phone": phone, "label": "Mobile"})


def _contact_gone(world: World, p: Params) -> None:
    world["contacts"][:] = [c for c in world["contacts"] if (c["first"], c["last"]) != (p["first"], p["last"])]


def _move_params(rng: random.Random) -> Params:
    name = f"{rng.choice(['ideas', 'trip', 'budget', 'reading', 'gifts'])}_{rng.randint(10, 99)}.md"
    return {"file_name": name, "folder": rng.choice(["Archive", "Work"])}


def _moved(world: World, p: Params) -> None:
    _note(world, p["file_name"])["path"] = f"{p['folder']}/{p['file_name']}"


TEMPLATES = [
    Template(
        "ExtraClockAlarmSet",
        "clock",
        "set",
        lambda p: f"Set an alarm for {twelve_hour(_hhmm(p))}{_labelled(p)} in the Clock app.",
        _alarm_params,
        _alarm_ops,
        paraphrases=(
            lambda p: f"wake me up at {_spoken(p)} tomorrow" + (f", call it {p['label']}" if p["label"] else ""),
            lambda p: f"alarm at {_hhmm(p)}" + (f' named "{p["label"]}"' if p["label"] else ""),
        ),
        expect=_alarm_set,
        extra=True,
    ),
    Template(
        "ExtraContactsDeleteContact",
        "contacts",
        "delete",
        lambda p: f"Delete the contact {p['first']} {p['last']}.",
        _contact_params,
        lambda p: [
            ("open", "Contacts"),
            ("tap", f"{p['first']} {p['last']}"),
            ("tap", "More options"),
            ("tap", "Delete"),
            ("tap", "Delete"),
            ("done",),
        ],
        paraphrases=(
            lambda p: f"remove {p['first']} {p['last']} from my contacts",
            lambda p: f"get rid of {p['first']} {p['last']}'s contact, I don't need it anymore",
        ),
        setup=_contacts_setup,
        expect=_contact_gone,
        events=lambda p: [("delete", f"{p['first']} {p['last']}")],
        extra=True,
    ),
    Template(
        "ExtraMarkorMoveNote",
        "markor",
        "edit",
        lambda p: f"Move the note {p['file_name']} to the {p['folder']} folder in Markor.",
        _move_params,
        lambda p: [
            ("open", MARKOR),
            ("tap", p["file_name"]),
            ("tap", "More options"),
            ("tap", "Move"),
            ("tap", p["folder"]),
            ("done",),
        ],
        paraphrases=(
            lambda p: f"in markor, put {p['file_name']} into the {p['folder']} folder",
            lambda p: f"file my {p['file_name']} note under {p['folder']} (Markor)",
        ),
        setup=lambda w, p: _add(w, p["file_name"], "some notes"),
        expect=_moved,
        extra=True,
    ),
]
