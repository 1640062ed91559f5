"""Contacts (the list, the "Create contact" FAB, the form with First name / Last name / Phone and the phone's
label as a Spinner, the card's "Edit contact" opening the same form filled, its "Call" ringing the number) and Clock (Alarm / Clock / Timer / Stopwatch tabs; the timer's keypad fills
"00h 00m 00s" from the right as the real one does; the stopwatch's Start, Pause, Lap, Reset).

World: ``contacts`` = ``[{"first", "last", "phone", "label"}]`` (and ``"email"`` once one is given); ``clock`` = ``{"stopwatch": "stopped" |
"running" | "paused", "timers": [seconds started], "alarms": [{"time": "HH:MM", "label", "on", "days"}]}``.
A contact's card has More options → Delete and the app's "Delete this contact?"; the Alarm tab's
"Add alarm" opens the clock-face time picker (hour and minute, AM/PM, "Switch to text input" for
Hour / Minute fields), and a new alarm's row offers "Add label". AndroidWorld reads the contacts provider, and
for the draft, the timer and the stopwatch, the screen: the form filled and not saved, the timer
showing its time and not started, the stopwatch screen with Pause and Lap (running) or Start (paused).
"""

from __future__ import annotations

import random

from . import call_details
from .device import App, Device, Frame, Widget, button, edit, icon, text
from .template import FIRST, LAST, Params, Template, World, norm_number, phone_number

CONTACTS_PACKAGE, CLOCK_PACKAGE = "com.google.android.contacts", "com.google.android.deskclock"
LABELS = ("Mobile", "Home", "Work", "Main", "Work Fax", "Home Fax", "Pager", "Other")


def initial(world: World) -> None:
    world["clock"] = {
        "stopwatch": "stopped",
        "timers": [],
        "alarms": [{"time": "07:30", "label": "", "on": False, "days": "Mon, Tue, Wed, Thu, Fri"}],
    }


# -- Contacts -------------------------------------------------------------------------------------


def _contacts(dev: Device) -> None:
    dev.push(lambda: _contact_list(dev), "contacts", package=CONTACTS_PACKAGE)


def _contact_list(dev: Device) -> list[Widget]:
    people = sorted(dev.world["contacts"], key=lambda c: (c["first"], c["last"]))
    rows = [Widget("ListItem", _full(c), tap=lambda c=c: _detail(dev, c)) for c in people]
    return [
        Widget("EditText", "Search contacts"),
        *dev.rows("Contacts", rows),
        icon("Create contact", lambda: _form(dev)),
    ]


def _full(contact: dict[str, str]) -> str:
    return f"{contact['first']} {contact['last']}".strip()


def _detail(dev: Device, contact: dict[str, str]) -> None:
    """The contact's card: its name, Edit contact, More options (Delete, Share, Add to Home screen)."""

    def menu() -> None:
        def delete() -> None:
            dev.pop()
            dev.push(lambda: _delete_dialog(dev, contact), "delete contact")

        items = [button("Delete", delete, kind="TextView"), text("Share"), text("Add to Home screen")]
        dev.push(lambda: items, "contact menu")

    def call() -> None:
        from .dialer import call

        if contact.get("more"):  # several numbers: the app asks which (call_details.py)
            call_details.choose_number(dev, contact)
        else:
            call(dev, contact["phone"])

    def shown() -> list[Widget]:
        if contact.get("more"):
            return call_details.number_rows(dev, contact)
        return [text(contact["phone"], value=contact["label"])]

    dev.push(
        lambda: [
            icon("Navigate up", dev.pop),
            icon("Edit contact", lambda: _form(dev, contact)),
            icon("Add to favorites"),
            icon("More options", menu),
            text(_full(contact)),
            button("Call", call),
            button("Text"),
            *shown(),
            *([text(contact["email"], value="Email")] if contact.get("email") else []),
        ],
        "contact",
    )


def _delete_dialog(dev: Device, contact: dict[str, str]) -> list[Widget]:
    def ok() -> None:
        dev.world["contacts"].remove(contact)
        dev.commit("delete", _full(contact))
        dev.pop()
        dev.pop()

    return [text("Delete this contact?"), button("Cancel", dev.pop), button("Delete", ok)]


def _form(dev: Device, existing: dict[str, str] | None = None) -> Frame:
    """The create form, or (``existing``) the edit form filled with the contact's fields; Save updates it."""
    frame = dev.push(lambda: _form_screen(dev, frame, existing), "edit contact" if existing else "create contact")
    frame.fields["label"] = existing["label"] if existing else "Mobile"
    if existing:
        frame.fields.update(
            {"First name": existing["first"], "Last name": existing["last"], "Phone": existing["phone"]}
        )
        frame.fields["Email"] = existing.get("email", "")
    return frame


def _form_screen(dev: Device, frame: Frame, existing: dict[str, str] | None = None) -> list[Widget]:
    def save() -> None:
        f = frame.fields
        if f.get("First name") or f.get("Last name") or f.get("Phone"):
            row = {
                "first": f.get("First name", ""),
                "last": f.get("Last name", ""),
                "phone": _stored(f.get("Phone", "")),
                "label": f["label"],
            }
            if f.get("Email", "").strip():
                row["email"] = f["Email"].strip()
            if existing is None:
                dev.world["contacts"].append(row)
            else:
                existing.pop("email", None)
                existing.update(row)
        dev.pop()

    def choose() -> None:
        def pick(label: str) -> None:
            frame.fields["label"] = label
            dev.pop()

        dev.push(lambda: [Widget("RadioButton", lb, tap=lambda lb=lb: pick(lb)) for lb in LABELS], "phone label")

    return [
        icon("Cancel", dev.pop),
        text("Edit contact" if existing else "Create contact"),
        button("Save", save),
        edit(frame, "First name"),
        edit(frame, "Last name"),
        edit(frame, "Company"),
        edit(frame, "Phone"),
        Widget("Spinner", f"{frame.fields['label']} Phone", value=frame.fields["label"], tap=choose),
        edit(frame, "Email"),
    ]


def _stored(typed: str) -> str:
    """As the contacts provider normalizes a number: +1 and ten digits, when there are ten."""
    digits = norm_number(typed)
    return f"+1{digits}" if len(digits) == 10 else typed.strip()


def _draft_shown(dev: Device, p: Params) -> bool:
    f = dev.top.fields
    return (
        dev.top.name == "create contact"
        and f.get("First name", "").strip().lower() == p["first"].lower()
        and f.get("Last name", "").strip().lower() == p["last"].lower()
        and norm_number(f.get("Phone", "")) == norm_number(p["phone"])
        and f.get("label") == p["phone_label"]
    )


# -- Clock ----------------------------------------------------------------------------------------


def _clock(dev: Device) -> None:
    state = {"tab": "Alarm", "keys": ""}
    dev.push(lambda: _clock_screen(dev, state), "clock", package=CLOCK_PACKAGE)


def _shown(keys: str) -> str:
    digits = keys.rjust(6, "0")
    return f"{digits[:2]}h {digits[2:4]}m {digits[4:]}s"


def _clock_screen(dev: Device, state: dict[str, str]) -> list[Widget]:
    tabs = [
        Widget(
            "Tab", t, ("checked" if state["tab"] == t else "unchecked",), tap=lambda t=t: state.__setitem__("tab", t)
        )
        for t in ("Alarm", "Clock", "Timer", "Stopwatch")
    ]
    clock = dev.world["clock"]
    if state["tab"] == "Timer":

        def key(digit: str) -> None:
            state["keys"] = (state["keys"] + digit).lstrip("0")[-6:]

        def start() -> None:
            d = state["keys"].rjust(6, "0")
            clock["timers"].append(int(d[:2]) * 3600 + int(d[2:4]) * 60 + int(d[4:]))
            state["keys"] = ""

        body = [
            text(_shown(state["keys"])),
            *[button(str(n), lambda n=n: key(str(n))) for n in (*range(1, 10), 0)],
            icon("Delete", lambda: state.__setitem__("keys", state["keys"][:-1])),
            icon("Start", start, enabled=bool(state["keys"])),
        ]
    elif state["tab"] == "Stopwatch":
        watch = clock["stopwatch"]
        set_to = lambda value: lambda: clock.__setitem__("stopwatch", value)  # noqa: E731
        body = [text("Stopwatch"), text("00:00.00" if watch == "stopped" else "00:07.42")]
        if watch == "running":
            body += [icon("Pause", set_to("paused")), icon("Lap")]
        else:
            body += [icon("Start", set_to("running"))]
            if watch == "paused":
                body.append(icon("Reset", set_to("stopped")))
    elif state["tab"] == "Alarm":
        body = _alarms(dev, state)
    else:
        body = [text("9:41 AM"), text("Thu, Mar 14")]
    return [*tabs, *body]


def twelve_hour(hhmm: str) -> str:
    hour, minute = map(int, hhmm.split(":"))
    return f"{hour % 12 or 12}:{minute:02d} {'AM' if hour < 12 else 'PM'}"


def _alarms(dev: Device, state: dict[str, str]) -> list[Widget]:
    rows: list[Widget] = []
    for n, alarm in enumerate(dev.world["clock"]["alarms"]):

        def flip(alarm: dict[str, object] = alarm) -> None:
            alarm["on"] = not alarm["on"]

        shown = twelve_hour(str(alarm["time"]))
        rows.append(text(shown))
        rows.append(Widget("Switch", shown, ("checked" if alarm["on"] else "unchecked",), tap=flip))
        rows.append(text(str(alarm["days"]) or "Not scheduled"))
        if alarm["label"]:
            rows.append(text(str(alarm["label"])))
        elif state.get("expanded") == str(n):
            rows.append(button("Add label", lambda alarm=alarm: _label_dialog(dev, alarm), kind="TextView"))
    return [*dev.rows("Alarms", rows), icon("Add alarm", lambda: _time_picker(dev, state))]


def _label_dialog(dev: Device, alarm: dict[str, object]) -> None:
    def ok() -> None:
        alarm["label"] = frame.fields.get("Label", "").strip()
        dev.pop()

    frame = dev.push(
        lambda: [text("Label"), edit(frame, "Label", focused=True), button("Cancel", dev.pop), button("OK", ok)],
        "alarm label",
    )


def _time_picker(dev: Device, state: dict[str, str]) -> None:
    """The Material clock face: the hour and minute shown as toggles, the face's numbers, AM / PM, and
    "Switch to text input" for typed Hour and Minute; OK adds the alarm switched on."""
    picked = {"hour": "7", "minute": "00", "half": "AM", "mode": "clock", "hand": "hour"}

    def ok() -> None:
        typed = picked["mode"] == "text"
        hour_text = frame.fields.get("Hour", "") if typed else picked["hour"]
        minute_text = frame.fields.get("Minute", "") if typed else picked["minute"]
        if not (hour_text.isdigit() and minute_text.isdigit()):
            return
        hour, minute = int(hour_text), int(minute_text)
        if not (1 <= hour <= 12 and 0 <= minute <= 59):
            return  # the picker refuses what is not a time
        hour = hour % 12 + (12 if picked["half"] == "PM" else 0)
        alarms = dev.world["clock"]["alarms"]
        alarms.append({"time": f"{hour:02d}:{minute:02d}", "label": "", "on": True, "days": ""})
        state["expanded"] = str(len(alarms) - 1)
        dev.pop()

    def face(n: int) -> None:
        if picked["hand"] == "hour":
            picked["hour"], picked["hand"] = str(n), "minute"
        else:
            picked["minute"] = f"{n % 60:02d}"

    def half(value: str) -> Widget:
        return Widget(
            "RadioButton",
            value,
            ("checked" if picked["half"] == value else "unchecked",),
            tap=lambda: picked.__setitem__("half", value),
        )

    def switch_mode() -> None:
        picked["mode"] = "text" if picked["mode"] == "clock" else "clock"
        frame.fields.update(Hour=picked["hour"], Minute=picked["minute"])

    def render() -> list[Widget]:
        head = [text("Select time")]
        if picked["mode"] == "text":
            head = [text("Enter time"), edit(frame, "Hour"), edit(frame, "Minute")]
            body: list[Widget] = []
        else:
            head += [
                button(picked["hour"], lambda: picked.__setitem__("hand", "hour"), kind="TextView"),
                button(picked["minute"], lambda: picked.__setitem__("hand", "minute"), kind="TextView"),
            ]
            numbers = range(1, 13) if picked["hand"] == "hour" else range(0, 60, 5)
            body = [
                button(f"{n:02d}" if picked["hand"] == "minute" else str(n), lambda n=n: face(n), kind="TextView")
                for n in numbers
            ]
        return [
            *head,
            half("AM"),
            half("PM"),
            *body,
            icon("Switch to clock input" if picked["mode"] == "text" else "Switch to text input", switch_mode),
            button("Cancel", dev.pop),
            button("OK", ok),
        ]

    frame = dev.push(render, "time picker")


def _on_stopwatch(dev: Device) -> bool:
    return dev.package == CLOCK_PACKAGE and any(
        w.kind == "Tab" and w.label == "Stopwatch" and "checked" in w.flags for w in dev.widgets()
    )


APPS = (App("Contacts", CONTACTS_PACKAGE, _contacts), App("Clock", CLOCK_PACKAGE, _clock))


# -- templates ----------------------------------------------------------------------------------


def _name(rng: random.Random) -> tuple[str, str]:
    return rng.choice(FIRST), rng.choice(LAST)


def _timer_params(rng: random.Random) -> Params:
    return {"hours": rng.randint(0, 2), "minutes": rng.randint(1, 59), "seconds": rng.randint(0, 59)}


def _timer_keys(p: Params) -> list[tuple[str, ...]]:
    keys = f"{p['hours']:02d}{p['minutes']:02d}{p['seconds']:02d}".lstrip("0")
    return [("open", "Clock"), ("tap", "Timer"), *[("tap", k) for k in keys], ("done",)]


def _timer_shown(dev: Device, p: Params) -> bool:
    wanted = f"{p['hours']:02d}h {p['minutes']:02d}m {p['seconds']:02d}s"
    return dev.package == CLOCK_PACKAGE and any(w.label == wanted for w in dev.widgets())


def _draft_params(rng: random.Random) -> Params:
    first, last = _name(rng)
    return {"first": first, "last": last, "phone": phone_number(rng), "phone_label": rng.choice(LABELS[1:4])}


TEMPLATES = [
    Template(
        "ContactsAddContact",
        "contacts",
        "create",
        lambda p: f"Create a new contact for {p['name']}. Their number is {p['number']}.",
        lambda rng: {"name": " ".join(_name(rng)), "number": phone_number(rng)},
        lambda p: [
            ("open", "Contacts"),
            ("tap", "Create contact"),
            ("type", "First name", p["name"].split()[0]),
            ("type", "Last name", p["name"].split()[1]),
            ("type", "Phone", p["number"]),
            ("tap", "Save"),
            ("done",),
        ],
        paraphrases=(
            lambda p: f"save {p['number']} as {p['name']} in my contacts",
            lambda p: f"add {p['name'].split()[0]} {p['name'].split()[1]} to contacts, number {p['number']}",
        ),
        expect=lambda w, p: w["contacts"].append(
            {"first": p["name"].split()[0], "last": p["name"].split()[1], "phone": p["number"], "label": "Mobile"}
        ),
    ),
    Template(
        "ContactsNewContactDraft",
        "contacts",
        "create",
        lambda p: (
            f"Go to the new contact screen and enter the following details: First Name: {p['first']}, Last Name: "
            f"{p['last']}, Phone: {p['phone']}, Phone Label: {p['phone_label']}. Do NOT hit save."
        ),
        _draft_params,
        lambda p: [
            ("open", "Contacts"),
            ("tap", "Create contact"),
            ("type", "First name", p["first"]),
            ("type", "Last name", p["last"]),
            ("type", "Phone", p["phone"]),
            ("tap", "Mobile Phone"),
            ("tap", p["phone_label"]),
            ("done",),
        ],
        paraphrases=(
            lambda p: (
                f"fill in a new contact for {p['first']} {p['last']}, {p['phone_label'].lower()} number {p['phone']}, "
                "but don't save it"
            ),
        ),
        screen=_draft_shown,
    ),
    Template(
        "ClockTimerEntry",
        "clock",
        "set",
        lambda p: (
            f"Create a timer with {p['hours']} hours, {p['minutes']} minutes, and {p['seconds']} seconds. Do not "
            "start the timer."
        ),
        _timer_params,
        _timer_keys,
        paraphrases=(lambda p: f"set up a {p['hours']}h {p['minutes']}m {p['seconds']}s timer but don't start it yet",),
        screen=_timer_shown,
    ),
    Template(
        "ClockStopWatchRunning",
        "clock",
        "record",
        lambda p: "Run the stopwatch.",
        lambda rng: {},
        lambda p: [("open", "Clock"), ("tap", "Stopwatch"), ("tap", "Start"), ("done",)],
        paraphrases=(lambda p: "start the stopwatch", lambda p: "can you get the stopwatch going?"),
        expect=lambda w, p: w["clock"].__setitem__("stopwatch", "running"),
        screen=lambda dev, p: _on_stopwatch(dev),
    ),
    Template(
        "ClockStopWatchPausedVerify",
        "clock",
        "record",
        lambda p: "Pause the stopwatch.",
        lambda rng: {},
        lambda p: [("open", "Clock"), ("tap", "Stopwatch"), ("done",)],
        paraphrases=(lambda p: "stop the stopwatch", lambda p: "pause the stop watch pls"),
        screen=lambda dev, p: _on_stopwatch(dev),
    ),
]
