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
    time: str = ""  # HH:MM
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
