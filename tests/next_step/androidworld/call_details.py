"""The Phone app's pages past its lists, as the real dialer shows them: a contact with several numbers, and a call's
details.

A contact may hold more numbers than its first (``contact["more"]``: ``[[number, label], …]``, the contacts
provider's other phone rows). Its card lists each number with its label (Mobile, Work, Home) and a "Call <label>"
control beside it; the card's own "Call" then asks which number ("Choose number"), as Google Contacts does.

A row of Recents opens "Call details": the number's calls, newest first, each with its kind, time and length (a
call's length is the log row's fourth item, "4 min 12 sec"); "Create new contact" for a number no contact has
(the contact form with the number filled in), and "Delete" (the number's calls taken off the log, an irreversible
step). Nothing here changes a world whose contacts have one number each and whose calls have no length.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .device import Device, Widget, icon, text
from .template import World, norm_number


def numbers(contact: dict[str, Any]) -> list[tuple[str, str]]:
    """The contact's numbers with their labels, the first one first."""
    return [(contact["phone"], contact.get("label", "Mobile")), *((n, lb) for n, lb in contact.get("more", []))]


def contact_of(world: World, peer: str) -> tuple[dict[str, Any] | None, str]:
    """The contact holding this number (its ten digits) and the number's label; none: ``(None, "")``."""
    for contact in world["contacts"]:
        for number, label in numbers(contact):
            if norm_number(number) == peer:
                return contact, label
    return None, ""


def number_rows(dev: Device, contact: dict[str, Any]) -> list[Widget]:
    """Each number as the card shows it: the number, its label as its value, and "Call <label>" beside it."""
    from .dialer import call

    rows: list[Widget] = []
    for number, label in numbers(contact):
        rows += [text(number, value=label), icon(f"Call {label}", lambda number=number: call(dev, number))]
    return rows


def choose_number(dev: Device, contact: dict[str, Any]) -> None:
    """The card's "Call" with several numbers: the app asks which one."""
    from .dialer import call

    def ring(number: str) -> None:
        dev.pop()
        call(dev, number)

    dev.push(
        lambda: [
            text("Choose number"),
            *[Widget("ListItem", n, value=lb, tap=lambda n=n: ring(n)) for n, lb in numbers(contact)],
            icon("Cancel", dev.pop),
        ],
        "choose number",
    )


def card(dev: Device, contact: dict[str, Any], package: str | None = None) -> None:
    """A contact with several numbers, opened from the dialer's Contacts tab."""
    name = f"{contact['first']} {contact['last']}".strip()
    dev.push(
        lambda: [icon("Navigate up", dev.pop), text(name), *number_rows(dev, contact)],
        "contact",
        package=package,
    )


def _length(row: list[Any]) -> str:
    return str(row[3]) if len(row) > 3 else ""


def details(dev: Device, peer: str, name: str, new_contact: Callable[[str], None]) -> None:
    """ "Call details" of one number: its calls, Call, Create new contact (a number no contact has), Delete."""
    from .dialer import call

    def delete() -> None:
        dev.world["calls"] = [row for row in dev.world["calls"] if row[0] != peer]
        dev.commit("delete", peer)
        dev.pop()

    def screen() -> list[Widget]:
        known, label = contact_of(dev.world, peer)
        calls = [row for row in reversed(dev.world["calls"]) if row[0] == peer]
        # The page's entries are not tappable (text, as the real page's are): only the list's rows open a call.
        rows = [
            text(f"{row[1].capitalize()} call", value=" · ".join(part for part in (*row[2:3], _length(row)) if part))
            for row in calls
        ]
        add = [] if known else [icon("Create new contact", lambda: new_contact(peer))]
        return [
            icon("Navigate up", dev.pop),
            text("Call details"),
            text(name, value=label or None),
            icon("Call", lambda: call(dev, peer)),
            icon("Message"),
            *add,
            icon("Delete", delete),
            *rows,
        ]

    dev.push(screen, "call details")
