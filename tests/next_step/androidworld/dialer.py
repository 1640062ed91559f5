"""Phone (the dialer): Favorites / Recents / Contacts tabs, a "Dial pad" FAB with its keys and the "Dial" button,
a "Call back" button on each recent call (its row: kind, label and time), starred contacts under Favorites, and the in-call screen (Mute, Keypad, Speaker, Hold, End call).

World: ``calls`` — the log, ``[number, "missed" | "outgoing" | "incoming", (time as shown)]`` newest last, numbers as
their last ten digits; ``on_call`` — a call going when the task starts (its number: the in-call screen in front, its
duration shown), ``ringing`` — one coming in (the incoming-call screen: Answer, Decline). AndroidWorld's phone templates are disabled upstream (the emulator's calls are
flaky) and are not among its 116; they are here as extras (``Template.extra``) because calling is an
irreversible step whose confirmation must be asked for, and a dial pad a layout to navigate.
"""

from __future__ import annotations

from typing import Any

from . import call_details, sms
from .device import App, Device, Widget, button, icon, text
from .template import Params, Template, World, norm_number, phone_number

PACKAGE = "com.google.android.dialer"
HOLD = "ensure the In-Call UI is displayed with options like 'Hold'."


def initial(world: World) -> None:
    world["calls"] = [["2125550101", "incoming"], ["6465550178", "outgoing"]]


def _open(dev: Device) -> None:
    state = {"tab": "Recents", "digits": ""}
    dev.push(lambda: _main(dev, state), "dialer", package=PACKAGE)


def resume(dev: Device) -> None:
    """A call already going when the task starts (``world["on_call"]``, its number): the in-call screen in front; or
    one ringing (``world["ringing"]``): the incoming-call screen, Answer and Decline as the dialer's accessible
    controls (its swipe pad's content descriptions)."""
    peer = dev.world.get("on_call")
    if peer:
        frame = dev.push(lambda: _in_call_screen(dev, frame, peer, "0:42"), "in call", package=PACKAGE)
    if ringing := dev.world.get("ringing"):
        dev.push(lambda: _incoming_screen(dev, ringing), "incoming call", package=PACKAGE)


def _incoming_screen(dev: Device, peer: str) -> list[Widget]:
    def answer() -> None:
        """Answered: the call goes on (``on_call``) and the log has it as an incoming one."""
        dev.world.pop("ringing", None)
        dev.world["calls"].append([peer, "incoming"])
        dev.world["on_call"] = peer
        dev.pop()
        frame = dev.push(lambda: _in_call_screen(dev, frame, peer, "0:01"), "in call", package=PACKAGE)

    def decline() -> None:
        """Declined: the log has it as a missed call and the screen closes."""
        dev.world.pop("ringing", None)
        dev.world["calls"].append([peer, "missed"])
        dev.pop()

    return [
        text(sms.name_of(dev.world, peer)),
        text("Incoming call"),
        icon("Answer", answer),
        icon("Decline", decline),
    ]


def _end(dev: Device) -> None:
    """End call: the call is over (a going one leaves ``on_call``) and the in-call screen closes."""
    dev.world.pop("on_call", None)
    dev.pop()


def call(dev: Device, number: str) -> None:
    """The number rung, from the dial pad, a recent call or another app (a contact's card): the in-call screen."""
    peer = norm_number(number)
    dev.world["calls"].append([peer, "outgoing"])
    dev.commit("call", peer)
    frame = dev.push(lambda: _in_call_screen(dev, frame, peer), "in call")


def _in_call_screen(dev: Device, frame: Any, peer: str, state: str = "Calling…") -> list[Widget]:
    """The call's own controls: Mute, Speaker and Hold are toggles that show whether they are on."""

    def toggle(name: str) -> None:
        frame.fields[name] = "" if frame.fields.get(name) else "on"

    toggles = [
        Widget(
            "ToggleButton",
            name,
            ("checked" if frame.fields.get(name) else "unchecked",),
            tap=lambda name=name: toggle(name),
        )
        for name in ("Mute", "Speaker", "Hold")
    ]
    return [
        text(sms.name_of(dev.world, peer)),
        text("On hold" if frame.fields.get("Hold") else state),  # a call going for a while shows its duration
        toggles[0],
        button("Keypad"),
        *toggles[1:],
        icon("End call", lambda: _end(dev)),
    ]


def _main(dev: Device, state: dict[str, str]) -> list[Widget]:
    tabs = [
        Widget(
            "Tab", t, ("checked" if state["tab"] == t else "unchecked",), tap=lambda t=t: state.__setitem__("tab", t)
        )
        for t in ("Favorites", "Recents", "Contacts")
    ]
    rows: list[Widget] = []
    if state["tab"] == "Recents":
        for peer, kind, *when in reversed(dev.world["calls"]):
            name = sms.name_of(dev.world, peer)
            label = call_details.contact_of(dev.world, peer)[1] or "Mobile"
            rows += [
                Widget(
                    "ListItem",
                    name,
                    value=" · ".join([kind.capitalize(), label, *when[:1]]),
                    tap=lambda peer=peer, name=name: call_details.details(
                        dev, peer, name, lambda n: _new_contact(dev, n)
                    ),
                ),
                icon(f"Call back {name}", lambda peer=peer: call(dev, peer)),
            ]
    elif state["tab"] == "Favorites":
        # Starred contacts as tiles: a tap on one rings it, as the real dialer's favourites do.
        rows = [
            Widget("ListItem", f"{c['first']} {c['last']}", tap=lambda c=c: call(dev, c["phone"]))
            for c in dev.world["contacts"]
            if c.get("starred")
        ]
    elif state["tab"] == "Contacts":
        rows = [
            Widget("ListItem", f"{c['first']} {c['last']}", value=c["phone"], tap=lambda c=c: _ring_contact(dev, c))
            for c in dev.world["contacts"]
        ]
    return [*tabs, *dev.rows(state["tab"], rows), icon("Dial pad", lambda: _pad(dev))]


def _ring_contact(dev: Device, contact: dict[str, Any]) -> None:
    """A contact with one number is rung at once; one with several opens its card, whose numbers say their labels."""
    if contact.get("more"):
        call_details.card(dev, contact)
    else:
        call(dev, contact["phone"])


def _new_contact(dev: Device, number: str) -> None:
    """ "Create new contact" from a call's details: the contacts form with the number filled in."""
    from .contacts_clock import _form

    _form(dev).fields["Phone"] = number


def _pad(dev: Device) -> None:
    typed = {"digits": ""}

    def key(k: str) -> None:
        typed["digits"] += k

    def screen() -> list[Widget]:
        keys = [button(k, lambda k=k: key(k)) for k in "123456789*0#"]
        return [
            icon("Navigate up", dev.pop),
            text("Phone number", typed["digits"] or None),
            *keys,
            icon("Backspace", lambda: typed.__setitem__("digits", typed["digits"][:-1])),
            icon("Dial", lambda: call(dev, typed["digits"]), enabled=bool(typed["digits"])),
        ]

    dev.push(screen, "dial pad")


def _in_call(dev: Device, p: Params) -> bool:
    return dev.top.name == "in call"


APP = App("Phone", PACKAGE, _open)


# -- templates (AndroidWorld's phone templates, disabled upstream: extras here) ---------------------


def _dial(number: str) -> list[tuple[str, ...]]:
    keys = [("tap", d) for d in norm_number(number)]
    return [("open", "Phone"), ("tap", "Dial pad"), *keys, ("tap", "Dial"), ("done",)]


def _called(world: World, number: str) -> None:
    world["calls"].append([norm_number(number), "outgoing"])


def _make(
    cls: str, goal: str, params: Any, solve: Any, says: Any, setup: Any = None, number: str = "number"
) -> Template:
    return Template(
        cls,
        "phone",
        "call",
        lambda p: goal.format(**p),
        params,
        solve,
        paraphrases=says,
        setup=setup or (lambda w, p: None),
        expect=lambda w, p: _called(w, p[number]),
        events=lambda p: [("call", norm_number(p[number]))],
        screen=_in_call,
        extra=True,
    )


def _missed(world: World, p: Params) -> None:
    world["calls"].append([norm_number(p["number"]), "missed"])


def _texted(world: World, p: Params) -> None:
    world["sms"].append([norm_number(p["number"]), "in", "Call me when you can"])


TEMPLATES = [
    _make(
        "PhoneMakeCall",
        "Make a phone call to the number {number} and " + HOLD,
        lambda rng: {"number": phone_number(rng)},
        lambda p: _dial(p["number"]),
        (lambda p: f"call {p['number']}", lambda p: f"ring {p['number']} pls"),
    ),
    _make(
        "PhoneReturnMissedCall",
        "Return the call I just missed and " + HOLD,
        lambda rng: {"number": phone_number(rng)},
        lambda p: [("open", "Phone"), ("tap", f"Call back {norm_number(p['number'])}"), ("done",)],
        (lambda p: "call back whoever I just missed",),
        setup=_missed,
    ),
    _make(
        "PhoneCallTextSender",
        "Call the number that just texted me and " + HOLD,
        lambda rng: {"number": phone_number(rng)},
        lambda p: _dial(p["number"]),
        (lambda p: "phone whoever just sent me a text",),
        setup=_texted,
    ),
]
