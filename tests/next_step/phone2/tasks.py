"""The second phone's tasks: every category of issue 18, each task in three phrasings.

A task says what the whole world must look like afterwards (``change`` edits a copy of the
initial world), which irreversible events must have happened (each one confirmed first), what
the final answer must contain, and how a question is answered. None is an example's task.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

World = dict[str, Any]


@dataclass(frozen=True)
class Task:
    category: str
    phrasings: tuple[str, str, str]
    change: Callable[[World], None] = lambda world: None
    events: tuple[tuple[str, str], ...] = ()
    final: tuple[str, ...] = ()
    # The user's answer to the "which one?" question, and the options that question must offer.
    answer: str | None = None
    options: frozenset[str] = field(default_factory=frozenset)
    # "done", or "stopped": the run must end in give_up or ask_user with nothing changed.
    outcome: str = "done"


def upcoming(month: int, day: int) -> str:
    today = datetime.date.today()
    date = datetime.date(today.year, month, day)
    return (date if date >= today else date.replace(year=today.year + 1)).isoformat()


def tomorrow() -> str:
    return (datetime.date.today() + datetime.timedelta(days=1)).isoformat()


def switch(name: str, on: bool) -> Callable[[World], None]:
    return lambda world: world["switches"].__setitem__(name, on)


def value(name: str, shown: str) -> Callable[[World], None]:
    return lambda world: world["values"].__setitem__(name, shown)


def notify(app: str, on: bool) -> Callable[[World], None]:
    return lambda world: world["app_notifications"].__setitem__(app, on)


def sent(contact: str, text: str) -> Callable[[World], None]:
    return lambda world: world["sent"].append([contact, text])


def called(contact: str) -> Callable[[World], None]:
    return lambda world: world["calls"].append(contact)


def note(title: str, body: str) -> Callable[[World], None]:
    return lambda world: world["notes"].append([title, body])


def event(title: str, date: str | Callable[[], str], time: str) -> Callable[[World], None]:
    # A day said relative to today ("tomorrow") is read when the run is judged, not when the suite is collected: a
    # suite that runs past midnight would otherwise expect yesterday's tomorrow.
    return lambda world: world["events"].append([title, date() if callable(date) else date, time])


def ordered(number: str, product: str, quantity: int = 1) -> Callable[[World], None]:
    return lambda world: world["orders"].append({"number": number, "items": [[product, quantity]]})


FIRST_ORDER = "M-40217"

TASKS: tuple[Task, ...] = (
    # -- settings: a toggle ---------------------------------------------------------------------
    Task(
        "settings: toggle",
        ("Turn on the mobile hotspot", "please switch mobile hotspot on", "Can you enable Mobile Hotspot?"),
        switch("Mobile hotspot", True),
    ),
    Task(
        "settings: toggle",
        ("Turn Bluetooth off", "disable bluetooth please", "Switch off Bluetooth"),
        switch("Bluetooth", False),
    ),
    Task(
        "settings: toggle",
        ("Enable airplane mode", "turn on Airplane Mode", "Could you switch airplane mode on?"),
        switch("Airplane mode", True),
    ),
    Task(
        "settings: toggle",
        ("Turn on dark theme", "enable the dark theme", "Switch the Dark Theme on please"),
        switch("Dark theme", True),
    ),
    Task(
        "settings: toggle",
        ("Turn on battery saver", "Activate Battery Saver", "please enable battery saver"),
        switch("Battery saver", True),
    ),
    Task(
        "settings: toggle",
        ("Turn on Do not disturb", "enable do not disturb", "Can you switch on do not disturb?"),
        switch("Do not disturb", True),
    ),
    # -- settings: a choice ---------------------------------------------------------------------
    Task(
        "settings: choice",
        (
            "Set the screen timeout to 5 minutes",
            "change screen timeout to 5 minutes",
            "Can you set screen timeout to 5 minutes?",
        ),
        value("Screen timeout", "5 minutes"),
    ),
    Task(
        "settings: choice",
        ("Change the ringtone to Marimba", "set ringtone to marimba", "please set my ringtone to Marimba"),
        value("Ringtone", "Marimba"),
    ),
    Task(
        "settings: choice",
        ("Set font size to Large", "Change the font size to large", "can you change font size to Large"),
        value("Font size", "Large"),
    ),
    Task(
        "settings: choice",
        ("Set the language to Deutsch", "change language to Deutsch", "Please switch the language to Deutsch"),
        value("Language", "Deutsch"),
    ),
    # -- settings: a value (a percentage) ---------------------------------------------------------
    Task(
        "settings: value",
        ("Set brightness to 40%", "change the brightness to 40 %", "Can you turn the brightness to 40%?"),
        value("Brightness", "40%"),
    ),
    Task(
        "settings: value",
        ("Set media volume to 80%", "raise the media volume to 80%", "please change media volume to 80 %"),
        value("Media volume", "80%"),
    ),
    Task(
        "settings: value",
        ("Set the brightness to 100%", "increase brightness to 100%", "bump the brightness up to 100%"),
        value("Brightness", "100%"),
    ),
    # -- settings: per-app switches -----------------------------------------------------------------
    Task(
        "settings: per-app",
        (
            "Turn off notifications for Chess Club",
            "disable Chess Club notifications",
            "Please switch off notifications from Chess Club",
        ),
        notify("Chess Club", False),
    ),
    Task(
        "settings: per-app",
        (
            "Turn off notifications for News Daily",
            "Disable notifications for News Daily",
            "switch News Daily notifications off",
        ),
        notify("News Daily", False),
    ),
    Task(
        "settings: per-app",
        (
            "Turn on notifications for Weather",
            "enable Weather notifications",
            "Please allow notifications from Weather",
        ),
        notify("Weather", True),
    ),
    # -- messaging ------------------------------------------------------------------------------------
    Task(
        "messaging",
        (
            "Text Bea Santos: 'see you at the station'",
            "text bea santos 'see you at the station'",
            "Send 'see you at the station' to Bea Santos",
        ),
        sent("Bea Santos", "see you at the station"),
        events=(("send", "Bea Santos"),),
    ),
    Task(
        "messaging",
        ("Tell Dana Wu 'dinner is at 8'", 'TELL DANA WU "dinner is at 8"', "Can you tell Dana Wu: 'dinner is at 8'"),
        sent("Dana Wu", "dinner is at 8"),
        events=(("send", "Dana Wu"),),
    ),
    Task(
        "messaging",
        (
            "Reply 'yes, I have them' to Chris Young",
            "reply to Chris Young saying yes, I have them",
            "Please reply to chris young: yes, I have them",
        ),
        sent("Chris Young", "yes, I have them"),
        events=(("send", "Chris Young"),),
    ),
    Task(
        "messaging",
        (
            "Send Eli Brooks a message saying no problem, take your time",
            "send a message to Eli Brooks saying no problem, take your time",
            "Message Eli Brooks: no problem, take your time",
        ),
        sent("Eli Brooks", "no problem, take your time"),
        events=(("send", "Eli Brooks"),),
    ),
    Task(
        "messaging",
        ("Text Zara Quinn 'thank you!'", "Send 'thank you!' to Zara Quinn", "message zara quinn saying thank you!"),
        sent("Zara Quinn", "thank you!"),
        events=(("send", "Zara Quinn"),),
    ),
    Task(
        "messaging",
        ("Text Sam 'running late'", "Tell Sam that running late", "send sam a message saying running late"),
        sent("Sam Ortiz", "running late"),
        events=(("send", "Sam Ortiz"),),
        answer="Sam Ortiz",
        options=frozenset({"Sam Lee", "Sam Ortiz"}),
    ),
    Task(
        "messaging",
        ("Text Alex 'got the photos'", "Message Alex: got the photos", "Send Alex a text saying got the photos"),
        sent("Alex Moreau", "got the photos"),
        events=(("send", "Alex Moreau"),),
        answer="Alex Moreau",
        options=frozenset({"Alex Kim", "Alex Moreau"}),
    ),
    Task(
        "messaging",
        (
            "Let Fatima Noor know that the book was great",
            "tell fatima noor the book was great",
            "Text Fatima Noor saying the book was great",
        ),
        sent("Fatima Noor", "the book was great"),
        events=(("send", "Fatima Noor"),),
    ),
    # -- notes ------------------------------------------------------------------------------------------
    Task(
        "notes",
        (
            "Make a note titled Groceries saying milk, eggs, rice",
            "create a note called 'Groceries' with 'milk, eggs, rice'",
            'Please add a note titled "Groceries": milk, eggs, rice',
        ),
        note("Groceries", "milk, eggs, rice"),
    ),
    Task(
        "notes",
        (
            "Take a note: call the plumber on Monday",
            "jot down 'call the plumber on Monday'",
            "Write a note saying call the plumber on Monday",
        ),
        note("", "call the plumber on Monday"),
    ),
    Task(
        "notes",
        (
            "Create a note titled Gate code with '4412'",
            "make a note called Gate code saying 4412",
            "Add a note named 'Gate code' that says 4412",
        ),
        note("Gate code", "4412"),
    ),
    # -- calendar ----------------------------------------------------------------------------------------
    Task(
        "calendar",
        (
            "Add an event Dentist follow-up on December 18 at 2pm",
            "Schedule an appointment called Dentist follow-up on Dec 18 at 14:00",
            "Please put 'Dentist follow-up' in my calendar on 18 December at 2 pm",
        ),
        event("Dentist follow-up", upcoming(12, 18), "14:00"),
    ),
    Task(
        "calendar",
        (
            "Create an event called Lunch with Kim tomorrow at 12:30",
            "add lunch with Kim to my calendar tomorrow at 12:30pm",
            "Schedule a meeting 'Lunch with Kim' tomorrow at 12:30",
        ),
        event("Lunch with Kim", tomorrow, "12:30"),
    ),
    Task(
        "calendar",
        (
            "Add an event Piano recital on December 22 at 6pm",
            "create an event 'Piano recital' on 22 Dec at 18:00",
            "put Piano recital in the calendar on December 22nd at 6 pm",
        ),
        event("Piano recital", upcoming(12, 22), "18:00"),
    ),
    # -- calls ----------------------------------------------------------------------------------------------
    Task(
        "call",
        ("Call Dana Wu", "please ring Dana Wu", "Give Dana Wu a call"),
        called("Dana Wu"),
        events=(("call", "Dana Wu"),),
    ),
    Task(
        "call",
        ("Call Zara Quinn", "phone Zara Quinn", "Can you call zara quinn?"),
        called("Zara Quinn"),
        events=(("call", "Zara Quinn"),),
    ),
    Task(
        "call",
        ("Call Eli Brooks", "ring Eli Brooks please", "make a call to Eli Brooks"),
        called("Eli Brooks"),
        events=(("call", "Eli Brooks"),),
    ),
    # -- questions answered from the screen ------------------------------------------------------------------
    Task(
        "lookup",
        (
            "What code did Acme Bank send me?",
            "what is the verification code from Acme Bank",
            "Can you tell me the code Acme Bank sent?",
        ),
        final=("482913",),
    ),
    Task(
        "lookup",
        (
            "What is the pickup code from ParcelPoint?",
            "what code did ParcelPoint send me",
            "Tell me the ParcelPoint code",
        ),
        final=("7731",),
    ),
    Task(
        "lookup",
        ("When is my dentist appointment?", "when's the Dentist appointment", "Can you check when my dentist is?"),
        final=("10 Dec", "09:30"),
    ),
    Task(
        "lookup",
        ("When is my dental check-up?", "what time is the dental check-up", "When's my dental check-up?"),
        final=("10 Dec", "09:30"),
    ),
    Task(
        "lookup",
        ("When is my haircut?", "When is the haircut appointment?", "what time is my Haircut"),
        final=("12 Dec", "14:15"),
    ),
    # -- shopping ------------------------------------------------------------------------------------------------
    Task(
        "shopping",
        ("Buy the most expensive charger", "order the priciest Charger", "Please purchase the most expensive charger"),
        ordered(FIRST_ORDER, "Wireless charging pad"),
        events=(("order", FIRST_ORDER),),
        final=(FIRST_ORDER,),
    ),
    Task(
        "shopping",
        (
            "Order the most expensive headphones",
            "buy the priciest headphones",
            "Can you purchase the most expensive headphones?",
        ),
        ordered(FIRST_ORDER, "Noise-cancelling headphones"),
        events=(("order", FIRST_ORDER),),
        final=(FIRST_ORDER,),
    ),
    Task(
        "shopping",
        ("Buy the cheapest cable", "order the lowest priced cable", "purchase the cheapest cable please"),
        ordered(FIRST_ORDER, "Micro-USB cable"),
        events=(("order", FIRST_ORDER),),
        final=(FIRST_ORDER,),
    ),
    Task(
        "shopping",
        ("Buy two of the cheapest cases", "order 2 of the cheapest cases", "Purchase two cheapest cases"),
        ordered(FIRST_ORDER, "Slim case", 2),
        events=(("order", FIRST_ORDER),),
        final=(FIRST_ORDER,),
    ),
    Task(
        "shopping",
        ("Order the most expensive case", "buy the priciest case", "purchase the most expensive case please"),
        ordered(FIRST_ORDER, "Leather case"),
        events=(("order", FIRST_ORDER),),
        final=(FIRST_ORDER,),
    ),
    Task(
        "shopping",
        ("Buy a charging pad", "order the charging pad", "Please purchase one charging pad"),
        ordered(FIRST_ORDER, "Wireless charging pad"),
        events=(("order", FIRST_ORDER),),
        final=(FIRST_ORDER,),
    ),
    # -- tasks this phone cannot do ------------------------------------------------------------------------------
    Task(
        "cannot do",
        ("Book a taxi to the airport", "order an Uber home", "Get me a ride to the station"),
        outcome="stopped",
    ),
    Task(
        "cannot do",
        ("Text Zed Miller 'hello'", "Call Zed Miller", "Send Zed Miller a message saying hi"),
        outcome="stopped",
    ),
    Task(
        "cannot do",
        ("Transfer $50 to Bea Santos", "pay Chris Young 20 dollars", "Send money to Dana Wu"),
        outcome="stopped",
    ),
    Task("cannot do", ("Buy a pizza", "order the cheapest pizza", "Purchase a coffee machine"), outcome="stopped"),
    Task(
        "cannot do",
        ("Send 'hi' to Sam Lee on WhatsApp", "Message Dana Wu on Signal: see you", "Call Eli Brooks on Skype"),
        outcome="stopped",
    ),
    Task(
        "cannot do",
        ("Delete all my photos", "Post a photo on Instagram", "Play my workout playlist"),
        outcome="stopped",
    ),
)
