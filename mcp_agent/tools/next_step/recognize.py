"""What the screen shows for a subgoal: the app in front, the field for a role, the control that
sends, calls, saves or orders, an app's own switch, a setting's value, a fact about a subject.

Built only on the documented element format (reading.py) and the planner's trail (navigator.py).
"""

from __future__ import annotations

import re

from . import navigator as nav
from .grammar import Subgoal, parse_subgoal
from .intent import quoted_values
from .patterns import rx
from .reading import (
    APP_FAMILIES,
    CHOICE_KINDS,
    PREFIX,
    WHOLE_WORDS,
    buttons_with,
    element_text,
    find_fact,
    has_word,
    is_search_field,
    launcher_apps,
    match_score,
    mentions,
    price_of,
    priced_items,
    same_value,
    setting_element,
    tappable,
    words,
)
from .safety import is_control
from .screen import Element, Screen
from .session import TRY_AGAIN
from .turn import STOP, Turn

ORDER_CONFIRMED = re.compile(
    r"\border\s+(?:placed|confirmed|complete|completed|received|successful)\b|"
    r"\bthank(?:s| you) for your (?:order|purchase)\b|\border\s*(?:number|no\.?|#|id)\b",
    re.I,
)
ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
HHMM = re.compile(r"\d{2}:\d{2}")
# Where a setting lives when it has to be found by hand.
SETTING_SECTIONS = {
    "wifi": ("network", "internet", "wireless", "connection"),
    "mobiledata": ("network", "internet", "connection", "mobile"),
    "airplanemode": ("network", "internet", "connection"),
    "bluetooth": ("connected", "device", "connection", "bluetooth"),
    "hotspot": ("network", "internet", "connection", "hotspot"),
    "nfc": ("connected", "connection"),
    "brightness": ("display", "screen"),
    "screentimeout": ("display", "screen"),
    "darktheme": ("display", "screen"),
    "darkmode": ("display", "screen"),
    "fontsize": ("display", "accessibility"),
    "volume": ("sound", "audio"),
    "ringtone": ("sound", "audio"),
    "vibrate": ("sound", "audio"),
    "donotdisturb": ("sound", "notification", "focus"),
    "notification": ("notification", "app"),
    "location": ("location", "privacy", "security"),
    "batterysaver": ("battery", "power"),
    "language": ("system", "general", "language"),
}
KNOWN_SETTINGS = frozenset(
    {
        *SETTING_SECTIONS,
        "display",
        "sound",
        "notification",
        "battery",
        "network",
        "internet",
        "networkinternet",
        "app",
        "storage",
        "accessibility",
        "privacy",
        "security",
        "dateandtime",
        "aboutphone",
        "system",
        "wifi",
        "soundandvibration",
        "connection",
        "connecteddevice",
    }
)
# Sections of Settings opened one by one for a setting no hint places (each costs two steps).
MAX_SECTIONS = 5
NEXT_WORDS = ("next", "continue")
FINISH_WORDS = ("finish", "done", "complete", "start", "get started")
_PRODUCT_PAGE_WORDS = ("cart", "checkout", "buy", "basket", "bag")
ADD_TO_CART = ("add to cart", "add to basket", "add to bag", "add to trolley")
CART_WORDS = ("cart", "basket", "bag", "trolley")
PLACE_ORDER_LABELS = (
    "place order",
    "buy now",
    "pay now",
    "pay",
    "confirm order",
    "complete purchase",
    "purchase",
    "submit order",
    "order now",
)
_NEW_WORDS = ("new", "add", "create", "compose", "plus", "write")
SAVE_WORDS = ("save", "done", "update", "create", "add", "ok", "confirm", "keep")  # "Update": an edit form's Save
CONFIRM_VALUE_WORDS = ("ok", "set", "save", "done", "apply", "confirm")


def app_family(app: str) -> tuple[str, ...]:
    """The app's name and the names of apps for the same purpose."""
    own = "".join(word for word in words(app) if word != "app")
    for family in APP_FAMILIES.values():
        if own in family:
            return tuple(dict.fromkeys((own, *family)))
    return (own,)


def app_purpose(app: str) -> str:
    """The purpose an app serves ("calendar" for Agenda), or its own name."""
    own = "".join(word for word in words(app) if word != "app")
    return next((purpose for purpose, family in APP_FAMILIES.items() if own in family), own)


def package_matches(app: str, package: str) -> bool:
    segments = {segment for segment in rx(r"[._]").split(package.lower()) if segment}
    segments |= {word for segment in segments for word in words(segment)}
    if any(name in segments for name in app_family(app)):
        return True
    # A label of several words is matched whole: every word in the package ("Simple SMS Messenger" in
    # com.simplemobiletools.smsmessenger), never one shared word.
    named = [word for word in words(app) if word != "app"]
    letters = rx(r"[^a-z]").sub("", package.lower())
    if len(named) == 1 and len(named[0]) >= 4:
        # One word inside the app's own segment ("Clock" in com.google.android.deskclock).
        parts = [part for part in rx(r"[._]").split(package.lower()) if part and part not in ("pro", "free", "lite")]
        return bool(parts) and named[0] in parts[-1]
    return len(named) > 1 and all(word in letters for word in named)


def in_app(app: str, turn: Turn) -> bool:
    package = turn.arguments.current_package
    if package:
        opened, _, opened_package = turn.refs.get(nav.OPENED, "").rpartition("|")
        if opened_package == package and opened.casefold() == app.casefold():
            return True  # the package that came to the front when this app was opened
        return package_matches(app, package)
    here = "".join(words(turn.here))
    return bool(here) and here in app_family(app) and turn.history.last in ("open_app", "tap")


def app_icon(app: str, turn: Turn) -> Element | None:
    """An icon for ``app`` or an app of the same purpose (a home screen, a drawer)."""
    if turn.trail and not launcher_apps(turn.screen):
        return None  # inside an app its controls are its own ("Call" in a conversation is not the Phone app)
    icons = [
        e
        for e in tappable(turn.screen)
        if (e.is_button or e.kind in ("ListItem", "TextView")) and len(words(e.label)) <= 3
    ]
    labels = [icon.label for icon in icons]
    found = app_label(app, labels)
    return icons[labels.index(found)] if found is not None else None


def known_app(app: str, turn: Turn) -> str | None:
    """The installed app (as last seen on the home screen) for ``app`` or its purpose."""
    return app_label(app, list(turn.apps))


def app_label(app: str, labels: list[str]) -> str | None:
    """The first of ``labels`` that is ``app`` or an app of its purpose: by the whole label, else a launcher label
    of several words that names the purpose whole ("Simple Calendar Pro" for a calendar), never one that only
    shares a word with the asked name ("Pro")."""
    family = app_family(app)
    for name in family:
        for label in labels:
            if "".join(w for w in words(label) if w != "app") == name:
                return label
    for name in family:
        for label in labels:
            if name in words(label):
                return label
    return None


def sent_message_visible(text: str, screen: Screen) -> bool:
    wanted = text.casefold()
    return any(not e.editable and not e.is_button and wanted in e.label.casefold() for e in screen.elements)


def message_text(plan: list[str], task: str) -> str:
    for item in plan:
        goal = parse_subgoal(item)
        if goal is not None and goal.kind == "type" and not goal.target:
            return goal.text
    texts = quoted_values(task)
    return texts[0] if texts else ""


def on_product_page(screen: Screen) -> bool:
    return bool(buttons_of(screen, _PRODUCT_PAGE_WORDS)) and len(priced_items(screen)) < 2


_NOT_BUTTONS = frozenset({"ListItem", "TextView", "Tab"})


def buttons_of(screen: Screen, labels: tuple[str, ...]) -> list[Element]:
    return buttons_with(screen, labels, _NOT_BUTTONS)


def call_control(screen: Screen, name: str = "") -> Element | None:
    """The control that calls ``name``: one labelled "Call <name>", else the page's only "Call"."""
    controls = [
        e
        for e in tappable(screen)
        if is_control(e.kind, e.label)
        and words(e.label)[:1] in (("call",), ("dial",), ("voice",))
        and not has_word(e.label, "log", "history", "video", "end")
    ]
    if name:
        named = [e for e in controls if match_score(name, e.label) >= WHOLE_WORDS]
        # One person's several rows (a call log's "Call back Ana" on each call with Ana) call the same person.
        if named and len({e.label.casefold() for e in named}) == 1:
            return named[0]
    bare = [
        e
        for e in controls
        if len(words(e.label)) <= 2
        and not any(w not in ("call", "dial", "voice", "phone", "now") for w in words(e.label))
    ]
    return bare[0] if len(bare) == 1 else None


def quantity_element(screen: Screen) -> Element | None:
    return next((e for e in screen.elements if has_word(e.label, "quantity", "qty")), None)


def fact_value(goal: Subgoal, turn: Turn) -> str | None:
    value = turn.facts.get(goal.target) or turn.facts.get(goal.target.lower())
    if value is None and turn.answer not in (None, STOP, TRY_AGAIN):
        value = turn.answer  # the user just answered "What is your <key>?"
    return value


def per_app_toggle(goal: Subgoal, turn: Turn) -> Element | None:
    """The switch for ``goal.target`` (a setting) of the app ``goal.text``."""
    toggles = [
        e
        for e in turn.screen.elements
        if e.kind in ("Switch", "CheckBox")
        or (e.checked is not None and e.kind not in ("Tab", "ListItem", "RadioButton"))
    ]
    trail = " ".join(turn.trail[-3:])
    for element in toggles:
        if match_score(goal.text, element.label) >= WHOLE_WORDS and (
            has_word(element.label, goal.target) or match_score(goal.target, trail) >= WHOLE_WORDS
        ):
            return element
    for element in toggles:
        if match_score(goal.target, element.label) >= WHOLE_WORDS and (
            match_score(goal.text, turn.here) >= WHOLE_WORDS or mentions(goal.text, turn.screen)
        ):
            return element
    return None


def choice_for(value: str, screen: Screen, setting: str) -> Element | None:
    choices = [
        e
        for e in screen.elements
        if e.kind in CHOICE_KINDS
        and not e.disabled
        and e.label
        and match_score(setting, e.label) < WHOLE_WORDS
        and (match_score(value, e.label) >= WHOLE_WORDS or same_value(e.label, value))
    ]
    return max(choices, key=lambda e: (match_score(value, e.label), e.kind != "TextView"), default=None)


def editable_setting(goal: Subgoal, turn: Turn) -> Element | None:
    fields = [e for e in turn.screen.elements if e.editable and not is_search_field(e)]
    named = [e for e in fields if match_score(goal.target, e.label) >= WHOLE_WORDS]
    if named:
        return named[0]
    if len(fields) == 1 and match_score(goal.target, turn.here) >= WHOLE_WORDS:
        return fields[0]
    return None


def value_set(goal: Subgoal, turn: Turn) -> bool:
    if goal.text in ("max", "min"):
        # A slider at its end, its dialog closed (the page shows the value beside the setting).
        wanted = "100" if goal.text == "max" else "0"
        shown = setting_element(goal.target, turn.screen)
        bars = [e for e in turn.screen.elements if e.kind in ("SeekBar", "Slider")]
        # (never the field being typed in: the value is set once its dialog is confirmed)
        return not bars and shown is not None and not shown.editable and same_value(shown.value, wanted)
    shown = setting_element(goal.target, turn.screen)
    if shown is not None and not shown.editable and same_value(shown.value, goal.text):
        return True
    choice = choice_for(goal.text, turn.screen, goal.target)
    return choice is not None and choice.checked is True and match_score(goal.target, turn.here) >= WHOLE_WORDS


def _similar(word: str, other: str) -> bool:
    """ "dentist" and "dental" share their stem; "cat" and "catalogue" do not count."""
    if word == other:
        return True
    common = 0
    for a, b in zip(word, other):
        if a != b:
            break
        common += 1
    return common >= 4 and common * 3 >= 2 * min(len(word), len(other))


def subject_matches(subject: str, element: Element) -> bool:
    if not subject or subject == "it":
        return True
    text = element_text(element)
    if match_score(subject, text) >= WHOLE_WORDS:
        return True
    significant = [w for w in words(subject) if len(w) > 2]
    present = words(text)
    return bool(significant) and all(any(_similar(w, p) for p in present) for w in significant)


def read_fact(kind: str, text: str) -> str | None:
    if kind in ("code", "order_number"):
        return find_fact(kind, text)
    if kind == "when":
        from dateparser.search import search_dates

        found = search_dates(text, languages=["en"])
        return " ".join(phrase for phrase, _ in found) if found else None
    return text or None


def category_row(target: str, screen: Screen) -> Element | None:
    rows = [
        e
        for e in tappable(screen)
        if e.kind in ("Tab", "ListItem", "Button", "TextView")
        and price_of(e) is None
        and match_score(target, e.label) >= PREFIX
    ]
    exact = [e for e in rows if match_score(target, e.label) >= WHOLE_WORDS]
    return next(iter(exact or rows), None)


def added_times(goal: Subgoal, turn: Turn) -> int:
    marks = [int(mark.split()[1]) for mark in nav.read_visited(turn.refs, goal.source) if mark.startswith("added ")]
    return max(marks, default=0)


def new_control(screen: Screen, thing: str) -> Element | None:
    controls = [e for e in tappable(screen) if e.kind not in ("ListItem", "TextView", "Tab")]
    for element in controls:
        if element.label.strip() in ("+", "＋") or (
            has_word(element.label, *_NEW_WORDS) and len(words(element.label)) <= 3
        ):
            return element
    return None
