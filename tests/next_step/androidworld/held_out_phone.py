"""The held-out templates of Simple SMS Messenger, the Phone, Settings and the launcher.

``Template.held_out``: when working on the planner, do not open this file (the app modules hold the screens).
"""

from __future__ import annotations

import random

from .device import World
from .dialer import HOLD, _dial, _make
from .paraphrases import Say
from .settings import WIFI_TOGGLE, _brightness_template, _toggle
from .sms import LABEL, _send_params, _sent
from .system import LABELS, _granted, _open_ops, _params
from .template import Params, Template, norm_number, phone_number


def _compose(number: str, message: str) -> list[tuple[str, ...]]:
    return [
        ("open", LABEL),
        ("tap", "Start chat"),
        ("type", "Add Contact or Number…", number),
        ("tap", "Confirm"),
        ("type", "Type a message…", message),
        ("tap", "Send SMS"),
        ("done",),
    ]


def _apartments(world: World, p: Params) -> None:
    lines = [f"{name}: {number}" for name, number in p["listing"]]
    world["markor"]["notes"].append({"path": "apartments.md", "text": "\n".join(lines), "_mtime": 95})


def _apartment_params(rng: random.Random) -> Params:
    names = rng.sample(["Maple Court", "Harbor View", "Elm Lofts", "Sunset Flats"], 3)
    listing = [(n, phone_number(rng)) for n in names]
    name, number = rng.choice(listing)
    return {"name": name, "number": number, "listing": listing}


TEMPLATES = [
    Template(
        "SimpleSmsSend",
        "sms",
        "send",
        lambda p: f"Send a text message using Simple SMS Messenger to {p['number']} with message: {p['message']}",
        _send_params,
        lambda p: _compose(p["number"], p["message"]),
        paraphrases=(
            lambda p: f"text {p['number']} saying {p['message']}",
            lambda p: f'pls send an sms to {p["number"]}: "{p["message"]}"',
            lambda p: f"Using the SMS app, message {p['number']} with '{p['message']}'",
        ),
        expect=lambda w, p: _sent(w, norm_number(p["number"]), p["message"]),
        events=lambda p: [("send", norm_number(p["number"]))],
    ),
    _make(
        "PhoneRedialNumber",
        "Re-dial the number I was just talking to and " + HOLD,
        lambda rng: {"number": "+16465550178"},
        lambda p: [("open", "Phone"), ("tap", "Call back Ben Carter"), ("done",)],
        (lambda p: "redial the last number",),
    ),
    _make(
        "MarkorCallApartment",
        "Call the number for the apartment name {name}. The number is in apartments.md file in Markor. Ensure the "
        "In-Call UI is displayed with options like 'Hold'.",
        _apartment_params,
        lambda p: _dial(p["number"]),
        (lambda p: f"look up {p['name']} in apartments.md (markor) and call them",),
        setup=_apartments,
    ),
    Template(
        "TurnOnWifiAndOpenApp",
        "settings",
        "set",
        lambda p: f"Turn on Wifi, then open the {p['app_name']} app",
        _params,
        lambda p: [
            ("open", "Settings"),
            ("tap", "Network & internet"),
            ("tap", "Internet"),
            ("tap", "Wi-Fi"),
            *_open_ops(p),
            ("done",),
        ],
        paraphrases=(lambda p: f"wifi on, then launch {p['app_name']}",),
        setup=lambda w, p: w["settings"].__setitem__("wifi", False),
        expect=lambda w, p: (w["settings"].__setitem__("wifi", True), _granted(w, p)),
        foreground=lambda p: LABELS[p["app_name"]],
    ),
    _toggle(*WIFI_TOGGLE, False, False),
    _brightness_template("max", False),
    _brightness_template("min", False),
]

# The paraphrases that suite appends to these templates' own (as paraphrases.MORE for the others).
MORE: dict[str, tuple[Say, ...]] = {
    "TurnOnWifiAndOpenApp": (lambda p: f"enable wi-fi and then open {p['app_name']}",),
    "PhoneRedialNumber": (lambda p: "call the last number again",),
    "MarkorCallApartment": (lambda p: f"what's the number for {p['name']} in apartments.md? call it",),
}
