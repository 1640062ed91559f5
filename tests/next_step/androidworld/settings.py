"""Settings, laid out as Android 13's: Wi-Fi two screens deep (Network & internet → Internet), Bluetooth
three (Connected devices → Connection preferences → Bluetooth), brightness a SeekBar in a dialog
(Display → Brightness level), per-app notifications two screens deep (Notifications → App
notifications → the app). ``open_setting`` opens the page a name belongs to, as an intent would.

A SeekBar takes what a text-only client can give it: ``type`` a number 0–100, or scroll (its
accessibility scroll action: ``scroll_down`` forward, +10; ``scroll_up`` backward, −10).

World: ``settings`` = ``{"wifi", "bluetooth", "brightness" (0–100), "dark", "notifications": {app: bool}}``.
AndroidWorld reads the same values (``settings get``) after the run.
"""

from __future__ import annotations

import random

from .device import App, Device, Widget, button, icon, switch, text
from .template import Params, Template, World

PACKAGE = "com.android.settings"
LABEL = "Settings"
SECTIONS = (
    ("Network & internet", "Mobile, Wi-Fi, hotspot"),
    ("Connected devices", "Bluetooth, pairing"),
    ("Apps", "Recent apps, default apps"),
    ("Notifications", "Notification history, conversations"),
    ("Battery", "100%"),
    ("Storage", "34% used"),
    ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
    ("Display", "Dark theme, font size, brightness"),
    ("Accessibility", "Display, interaction, audio"),
    ("Security & privacy", "App security, device lock, permissions"),
    ("System", "Languages, gestures, time, backup"),
    ("About emulated device", "sdk_gphone_x86_64"),
)
NOTIFYING = ("Simple SMS Messenger", "Simple Calendar Pro", "Clock", "Markor", "Pro Expense", "Tasks")


def initial(world: World) -> None:
    world["settings"] = {
        "wifi": True,
        "bluetooth": False,
        "brightness": 40,
        "dark": False,
        "notifications": dict.fromkeys(NOTIFYING, True),
    }


def _s(dev: Device) -> dict[str, object]:
    found: dict[str, object] = dev.world["settings"]
    return found


def _flip(dev: Device, key: str) -> None:
    _s(dev)[key] = not _s(dev)[key]


def _open(dev: Device) -> None:
    dev.push(lambda: _main(dev), "settings", package=PACKAGE)


def _main(dev: Device) -> list[Widget]:
    pages = {"Network & internet": _network, "Connected devices": _connected, "Display": _display}
    pages["Notifications"] = _notifications
    rows = [
        Widget("ListItem", name, value=hint, tap=lambda name=name: _go(dev, pages.get(name, _empty), name))
        for name, hint in SECTIONS
    ]
    return [Widget("EditText", "Search settings"), *dev.rows("Settings", rows)]


def _go(dev: Device, page: object, name: str) -> None:
    dev.push(lambda: page(dev), name)  # type: ignore[operator]


def _up(dev: Device, title: str) -> list[Widget]:
    return [icon("Navigate up", dev.pop), text(title)]


def _empty(dev: Device) -> list[Widget]:
    return [*_up(dev, dev.top.name), text("Nothing to change here")]


def _network(dev: Device) -> list[Widget]:
    wifi = "HomeNet" if _s(dev)["wifi"] else "Off"
    return [
        *_up(dev, "Network & internet"),
        Widget("ListItem", "Internet", value=wifi, tap=lambda: _go(dev, _internet, "Internet")),
        Widget("ListItem", "SIMs", value="T-Mobile"),
        Widget("ListItem", "Hotspot & tethering", value="Off"),
        Widget("ListItem", "Data Saver", value="Off"),
    ]


def _internet(dev: Device) -> list[Widget]:
    on = bool(_s(dev)["wifi"])
    networks = [Widget("ListItem", "HomeNet", value="Connected"), Widget("ListItem", "CafeGuest")] if on else []
    return [*_up(dev, "Internet"), switch("Wi-Fi", on, lambda: _flip(dev, "wifi")), *networks]


def _connected(dev: Device) -> list[Widget]:
    return [
        *_up(dev, "Connected devices"),
        Widget("ListItem", "Pair new device"),
        Widget(
            "ListItem", "Connection preferences", value="Bluetooth, Android Auto", tap=lambda: _go(dev, _prefs, "Prefs")
        ),
    ]


def _prefs(dev: Device) -> list[Widget]:
    state = "On" if _s(dev)["bluetooth"] else "Off"
    return [
        *_up(dev, "Connection preferences"),
        Widget("ListItem", "Bluetooth", value=state, tap=lambda: _go(dev, _bluetooth, "Bluetooth")),
        Widget("ListItem", "Printing", value="1 print service on"),
        Widget("ListItem", "Android Auto"),
    ]


def _bluetooth(dev: Device) -> list[Widget]:
    return [
        *_up(dev, "Bluetooth"),
        switch("Use Bluetooth", bool(_s(dev)["bluetooth"]), lambda: _flip(dev, "bluetooth")),
    ]


def _display(dev: Device) -> list[Widget]:
    return [
        *_up(dev, "Display"),
        Widget(
            "ListItem",
            "Brightness level",
            value=f"{_s(dev)['brightness']}%",
            tap=lambda: _go(dev, _brightness, "Bright"),
        ),
        switch("Dark theme", bool(_s(dev)["dark"]), lambda: _flip(dev, "dark")),
        Widget("ListItem", "Screen timeout", value="After 30 seconds of inactivity"),
        Widget("ListItem", "Font size", value="Default"),
    ]


def _brightness(dev: Device) -> list[Widget]:
    def put(typed: str) -> None:
        digits = "".join(ch for ch in typed if ch.isdigit())
        if digits:
            _s(dev)["brightness"] = max(0, min(100, int(digits)))

    def nudge(direction: int) -> None:
        _s(dev)["brightness"] = max(0, min(100, int(str(_s(dev)["brightness"])) + 10 * direction))

    level = f"{_s(dev)['brightness']}%"
    return [
        text("Brightness level"),
        Widget("SeekBar", "Brightness", value=level, type=put, nudge=nudge),
        button("Done", dev.pop),
    ]


def _notifications(dev: Device) -> list[Widget]:
    return [
        *_up(dev, "Notifications"),
        Widget("ListItem", "App notifications", tap=lambda: _go(dev, _apps, "App notifications")),
        Widget("ListItem", "Notification history"),
        switch("Hide silent notifications in status bar", False, lambda: None),
    ]


def _apps(dev: Device) -> list[Widget]:
    flags: dict[str, bool] = _s(dev)["notifications"]  # type: ignore[assignment]
    rows = [
        Widget(
            "ListItem", name, value="On" if on else "Off", tap=lambda name=name: _go(dev, lambda d: _app(d, name), name)
        )
        for name, on in flags.items()
    ]
    return [*_up(dev, "App notifications"), *dev.rows("Apps", rows)]


def _app(dev: Device, name: str) -> list[Widget]:
    flags: dict[str, bool] = _s(dev)["notifications"]  # type: ignore[assignment]
    return [
        *_up(dev, name),
        switch(f"All {name} notifications", flags[name], lambda: flags.__setitem__(name, not flags[name])),
    ]


PAGES = {
    "wifi": ("Internet", _internet),
    "internet": ("Internet", _internet),
    "network": ("Network & internet", _network),
    "bluetooth": ("Bluetooth", _bluetooth),
    "brightness": ("Display", _display),
    "display": ("Display", _display),
    "notification": ("App notifications", _apps),
}


def open_setting(dev: Device, name: str) -> None:
    """An intent to a settings page: the page for the first known word in ``name``, else the main list."""
    dev.home()
    dev.opened.append(PACKAGE)
    _open(dev)
    key = "".join(ch for ch in name.lower() if ch.isalpha())
    for word, (title, page) in PAGES.items():
        if word in key:
            _go(dev, page, title)
            return


APP = App(LABEL, PACKAGE, _open)


# -- templates ----------------------------------------------------------------------------------

WIFI = [("Network & internet",), ("Internet",)]


def _set(key: str, value: object) -> object:
    return lambda w, p: w["settings"].__setitem__(key, value)


def _toggle(name: str, key: str, route: list[str], switch_label: str, on: bool, verify: bool) -> Template:
    word = "on" if on else "off"
    cls = f"System{name}Turn{word.capitalize()}{'Verify' if verify else ''}"
    spoken = {"Wifi": ("wifi", "the wi-fi", "WiFi"), "Bluetooth": ("bluetooth", "bluetooth", "BT")}[name]
    ops: list[tuple[str, ...]] = [("open", LABEL), *[("tap", step) for step in route]]
    if not verify:
        ops.append(("tap", switch_label))
    return Template(
        cls,
        "settings",
        "set",
        lambda p: f"Turn {spoken[0]} {word}.",
        lambda rng: {"on_or_off": word},
        lambda p: [*ops, ("done",)],
        paraphrases=(
            lambda p: f"{'switch on' if on else 'switch off'} {spoken[1]} pls",
            lambda p: f"can you {'enable' if on else 'disable'} {spoken[2]}?",
        ),
        setup=_set(key, on if verify else not on),  # type: ignore[arg-type]
        expect=_set(key, on),  # type: ignore[arg-type]
        verify=verify,
    )


def _brightness_template(level: str, verify: bool) -> Template:
    target = 100 if level == "max" else 0
    return Template(
        f"SystemBrightness{level.capitalize()}{'Verify' if verify else ''}",
        "settings",
        "set",
        lambda p: f"Turn brightness to the {p['max_or_min']} value.",
        lambda rng: {"max_or_min": level},
        lambda p: [
            ("open", LABEL),
            ("tap", "Display"),
            *([] if verify else [("tap", "Brightness level"), ("type", "Brightness", str(target)), ("tap", "Done")]),
            ("done",),
        ],
        paraphrases=(
            lambda p: f"make the screen as {'bright' if target else 'dim'} as it goes",
            lambda p: f"set brightness to {'full' if target else 'the lowest'} pls",
        ),
        setup=_set("brightness", target if verify else 40),  # type: ignore[arg-type]
        expect=_set("brightness", target),  # type: ignore[arg-type]
        verify=verify,
    )


OPENABLE = ("Clock", "Contacts", "Camera", "Files", "Audio Recorder", "Settings")


def _open_params(rng: random.Random) -> Params:
    return {"app_name": rng.choice(OPENABLE).lower()}


# A toggle's name, world key, route to its page and switch label. The Wi-Fi ones are listed one by one because
# the held-out one is made in held_out_phone.py.
WIFI_TOGGLE = ("Wifi", "wifi", ["Network & internet", "Internet"], "Wi-Fi")
BLUETOOTH_TOGGLE = (
    "Bluetooth",
    "bluetooth",
    ["Connected devices", "Connection preferences", "Bluetooth"],
    "Use Bluetooth",
)

TEMPLATES = [
    _toggle(*WIFI_TOGGLE, True, False),
    _toggle(*WIFI_TOGGLE, True, True),
    _toggle(*WIFI_TOGGLE, False, True),
    *[_toggle(*BLUETOOTH_TOGGLE, on, verify) for on in (True, False) for verify in (False, True)],
    _brightness_template("max", True),
    _brightness_template("min", True),
    Template(
        "TurnOffWifiAndTurnOnBluetooth",
        "settings",
        "set",
        lambda p: "Turn off WiFi, then enable bluetooth",
        lambda rng: {},
        lambda p: [
            ("open", LABEL),
            ("tap", "Network & internet"),
            ("tap", "Internet"),
            ("tap", "Wi-Fi"),
            ("open", LABEL),
            ("tap", "Connected devices"),
            ("tap", "Connection preferences"),
            ("tap", "Bluetooth"),
            ("tap", "Use Bluetooth"),
            ("done",),
        ],
        paraphrases=(lambda p: "wifi off and bluetooth on please", lambda p: "disable wi-fi and then turn on BT"),
        setup=lambda w, p: w["settings"].update(wifi=True, bluetooth=False),
        expect=lambda w, p: w["settings"].update(wifi=False, bluetooth=True),
    ),
]
