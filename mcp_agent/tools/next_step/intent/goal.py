"""What a task asks for, read: an intent and its slots (whom, what, when, which setting, which item)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Goal:
    intent: str
    recipient: str = ""
    body: str = ""
    title: str = ""
    date: str = ""  # YYYY-MM-DD
    time: str = ""  # HH:MM; a call back's as a call log shows it ("9:12 AM", "9")
    setting: str = ""
    on: bool = True
    value: str = ""
    app: str = ""
    item: str = ""
    criterion: str = ""  # cheapest / most expensive / ""
    quantity: int = 1
    fact: str = ""  # what a lookup reports: code, when, order_number, text
    subject: str = ""
    extra: tuple[str, ...] = field(default_factory=tuple)
    # The goal grammar's reading: the object acted on and its fields, entries given as rows, the
    # steps that follow this one ("…, then …"), and the constraints (answer format, left unsaved).
    obj: str = ""
    fields: tuple[tuple[str, str], ...] = ()
    rows: tuple[tuple[tuple[str, str], ...], ...] = ()
    then: tuple[Goal, ...] = ()
    answer: str = ""
    unsaved: bool = False

    def slot(self, name: str) -> str:
        return next((value for key, value in self.fields if key == name), "")
