"""Everyday jobs AndroidWorld has no class for, as extra templates: a contact deleted in Contacts.
Judged on the world afterwards as the rest."""

from __future__ import annotations

import random

from .device import World
from .template import FIRST, LAST, Params, Template, phone_number


def _contact_params(rng: random.Random) -> Params:
    (first, last), *others = rng.sample([(f, surname) for f in FIRST for surname in LAST], 8)
    return {"others": [[f, surname, phone_number(rng)] for f, surname in others], "first": first, "last": last}


def _contacts_setup(world: World, p: Params) -> None:
    for first, last, phone in [*p["others"], [p["first"], p["last"], "+13125550142"]]:
        world["contacts"].append({"first": first, "last": last, "phone": phone, "label": "Mobile"})


def _contact_gone(world: World, p: Params) -> None:
    world["contacts"][:] = [c for c in world["contacts"] if (c["first"], c["last"]) != (p["first"], p["last"])]


TEMPLATES = [
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
]
