"""What a request's taps have said so far of the goal (tapped_steps.py reads the steps into it)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Taps:
    """What the taps said so far of the goal."""

    app: str = ""
    via_contacts: bool = False
    items: list[str] = field(default_factory=list)
    day: str = ""
    fields: list[tuple[str, str]] = field(default_factory=list)
    name: str = ""
    text: str = ""
    create: str = ""
    adds: str = ""
    act: str = ""
    to: str = ""
    export: str = ""
    on: str = ""
    play: bool = False
    video: bool = False
    person: str = ""
    sources: list[str] = field(default_factory=list)
    paste: str = ""
    rows: list[str] = field(default_factory=list)  # more entries of the kind made first ("+ again for B")
    questions: list[str] = field(default_factory=list)
    sort: str = ""
    kind: str = ""
    scope: str = ""
    month: str = ""
    search: str = ""
    searching: bool = False  # the search field is open: what is typed next is searched for
    tab: str = ""  # the tab a button is pressed on ("stopwatch tab, hit start")
    number: str = ""  # a number dialled
    fields_said: list[tuple[str, str]] = field(default_factory=list)  # a new entry's fields, said as typed
    position: str = ""  # where in a note the text typed goes ("go to the bottom")
    pressed: str = ""  # a control pressed that acts: call, send, start, stop
    remarks: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # a step not read: the request is then left as said
