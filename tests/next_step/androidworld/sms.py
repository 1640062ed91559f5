"""Simple SMS Messenger: conversations, the "Start chat" FAB, the "Add Contact or Number…" field, a thread.

World: ``sms`` is the message log, ``[peer, "in" | "out", text]`` oldest first, a peer being a
number's last ten digits; names come from ``contacts``. AndroidWorld's checks (sms_validators): the
message was sent to that number, with that text, once.
"""

from __future__ import annotations

import random

from .device import App, Device, Frame, Widget, edit, icon, text
from .template import (
    FIRST,
    LAST,
    MESSAGES,
    Params,
    Template,
    World,
    norm_number,
    phone_number,
)

PACKAGE = "com.simplemobiletools.smsmessenger"
LABEL = "Simple SMS Messenger"


def initial(world: World) -> None:
    world["sms"] = [
        ["2125550101", "in", "Your table for two is confirmed"],
        ["6465550178", "out", "See you at the gym"],
        ["6465550178", "in", "Sure, 6pm"],
    ]


def name_of(world: World, peer: str) -> str:
    from .call_details import contact_of

    contact = contact_of(world, peer)[0]
    return f"{contact['first']} {contact['last']}".strip() if contact else peer


def _open(dev: Device) -> None:
    dev.push(lambda: _conversations(dev), "conversations", package=PACKAGE)


def _conversations(dev: Device) -> list[Widget]:
    latest: dict[str, str] = {}
    for peer, _, body in dev.world["sms"]:
        latest.pop(peer, None)
        latest[peer] = body
    rows = [
        Widget("ListItem", name_of(dev.world, peer), value=body, tap=lambda peer=peer: _thread(dev, peer))
        for peer, body in reversed(latest.items())
    ]
    return [
        icon("Search"),
        icon("More options"),
        *dev.rows("Conversations", rows),
        icon("Start chat", lambda: _new_chat(dev)),
    ]


def _new_chat(dev: Device, draft: str = "") -> None:
    frame = dev.push(lambda: _new_chat_screen(dev, frame, draft), "new conversation", package=PACKAGE)


def share_text(dev: Device, body: str) -> None:
    """Another app shares text as an SMS: a new conversation whose message field already holds it."""
    _new_chat(dev, body)


def _new_chat_screen(dev: Device, frame: Frame, draft: str) -> list[Widget]:
    typed = frame.fields.get("Add Contact or Number…", "")
    digits = norm_number(typed)
    matches = [
        c
        for c in dev.world["contacts"]
        if typed.lower() in f"{c['first']} {c['last']}".lower() or (digits and digits in norm_number(c["phone"]))
    ]
    rows = [
        Widget(
            "ListItem",
            f"{c['first']} {c['last']}".strip(),
            value=c["phone"],
            tap=lambda c=c: _thread(dev, norm_number(c["phone"]), draft),
        )
        for c in matches
    ]
    return [
        icon("Navigate up", dev.pop),
        edit(frame, "Add Contact or Number…", focused=True),
        icon("Confirm", lambda: _thread(dev, digits, draft), enabled=len(digits) >= 7),
        *dev.rows("Contacts", rows),
    ]


def _thread(dev: Device, peer: str, draft: str = "") -> None:
    """A conversation; from the new-conversation screen it takes that screen's place."""
    if dev.top.name == "new conversation":
        dev.pop()
    frame = dev.push(lambda: _thread_screen(dev, frame, peer), f"thread {peer}", package=PACKAGE)
    if draft:
        frame.fields["Type a message…"] = draft


def _thread_screen(dev: Device, frame: Frame, peer: str) -> list[Widget]:
    messages = [
        text(body, "Sent" if direction == "out" else "Received")
        for who, direction, body in dev.world["sms"]
        if who == peer
    ]
    draft = frame.fields.get("Type a message…", "")

    def send() -> None:
        dev.world["sms"].append([peer, "out", frame.fields.pop("Type a message…")])
        dev.commit("send", peer)

    return [
        icon("Navigate up", dev.pop),
        text(name_of(dev.world, peer)),
        icon("Call"),
        *messages,
        edit(frame, "Type a message…"),
        icon("Send SMS", send, enabled=bool(draft.strip())),
    ]


APP = App(LABEL, PACKAGE, _open)


# -- templates ----------------------------------------------------------------------------------


def _sent(world: World, peer: str, body: str) -> None:
    world["sms"].append([peer, "out", body])


def _reply(row: str, message: str) -> list[tuple[str, ...]]:
    return [("open", LABEL), ("tap", row), ("type", "Type a message…", message), ("tap", "Send SMS"), ("done",)]


def _send_params(rng: random.Random) -> Params:
    return {"number": phone_number(rng), "message": rng.choice(MESSAGES)}


def _person(rng: random.Random, exclude: str = "") -> str:
    while True:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name != exclude:
            return name


def _add_contact(world: World, name: str, number: str) -> None:
    first, last = name.split(" ", 1)
    world["contacts"].append({"first": first, "last": last, "phone": number, "label": "Mobile"})


def _reply_setup(world: World, p: Params) -> None:
    world["sms"].append([norm_number(p["number"]), "in", "Are you around this weekend?"])


def _recent_setup(world: World, p: Params) -> None:
    world["sms"].append([norm_number(p["number"]), "in", "Did you see my last message?"])


def _resend_setup(world: World, p: Params) -> None:
    _add_contact(world, p["name"], p["number"])
    world["sms"] += [
        [norm_number(p["number"]), "in", "What time tomorrow?"],
        [norm_number(p["number"]), "out", p["message"]],
    ]


ADDRESSES = ("1600 Amphitheatre Pkwy, Mountain View", "221 Baker Street, Springfield", "42 Harbour Road, Portland")


def _address_params(rng: random.Random) -> Params:
    name1 = _person(rng)
    return {
        "name1": name1,
        "number1": phone_number(rng),
        "name2": _person(rng, name1),
        "number2": phone_number(rng),
        "address": rng.choice(ADDRESSES),
    }


def _address_setup(world: World, p: Params) -> None:
    _add_contact(world, p["name1"], p["number1"])
    _add_contact(world, p["name2"], p["number2"])
    world["sms"] += [
        [norm_number(p["number2"]), "in", "The party is on Saturday, here is the address:"],
        [norm_number(p["number2"]), "in", p["address"]],
    ]


TEMPLATES = [
    Template(
        "SimpleSmsReply",
        "sms",
        "send",
        lambda p: f"Reply to {p['number']} with message: {p['message']} in Simple SMS Messenger",
        _send_params,
        lambda p: _reply(norm_number(p["number"]), p["message"]),
        paraphrases=(
            lambda p: f'answer {p["number"]}\'s text with "{p["message"]}"',
            lambda p: f"Write back to {p['number']} in SMS Messenger: {p['message']}",
        ),
        setup=_reply_setup,
        expect=lambda w, p: _sent(w, norm_number(p["number"]), p["message"]),
        events=lambda p: [("send", norm_number(p["number"]))],
    ),
    Template(
        "SimpleSmsReplyMostRecent",
        "sms",
        "send",
        lambda p: f"Reply to the most recent text message using Simple SMS Messenger with message: {p['message']}",
        _send_params,
        lambda p: _reply(norm_number(p["number"]), p["message"]),
        paraphrases=(
            lambda p: f"reply '{p['message']}' to whoever texted me last",
            lambda p: f"Answer my latest SMS with: {p['message']}",
        ),
        setup=_recent_setup,
        expect=lambda w, p: _sent(w, norm_number(p["number"]), p["message"]),
        events=lambda p: [("send", norm_number(p["number"]))],
    ),
    Template(
        "SimpleSmsResend",
        "sms",
        "send",
        lambda p: f"Resend the message I just sent to {p['name']} in Simple SMS Messenger",
        lambda rng: {**_send_params(rng), "name": _person(rng)},
        lambda p: _reply(p["name"], p["message"]),
        paraphrases=(
            lambda p: f"send my last text to {p['name']} again",
            lambda p: f"{p['name'].split()[0]} didn't get my message, resend it pls",
        ),
        setup=_resend_setup,
        expect=lambda w, p: _sent(w, norm_number(p["number"]), p["message"]),
        events=lambda p: [("send", norm_number(p["number"]))],
    ),
    Template(
        "SimpleSmsSendReceivedAddress",
        "sms",
        "send",
        lambda p: (
            f"Text the address of the event to {p['name1']} that {p['name2']} just sent me in Simple SMS Messenger"
        ),
        _address_params,
        lambda p: [
            ("open", LABEL),
            ("tap", "Start chat"),
            ("type", "Add Contact or Number…", p["name1"]),
            ("tap", p["name1"]),
            ("type", "Type a message…", p["address"]),
            ("tap", "Send SMS"),
            ("done",),
        ],
        paraphrases=(
            lambda p: f"forward the address {p['name2']} texted me to {p['name1']}",
            lambda p: f"send {p['name1']} the event address that {p['name2'].split()[0]} sent over",
        ),
        setup=_address_setup,
        expect=lambda w, p: _sent(w, norm_number(p["number1"]), p["address"]),
        events=lambda p: [("send", norm_number(p["number1"]))],
    ),
]
