"""The app drawer, whatever the launcher: a home screen that shows a few apps and a control for all of them
("Apps", "All apps"). Before an app is chosen by its name or its purpose, the drawer is read whole (scrolled
to its end), so the choice is made among every installed app, as on a home screen that shows them all
(a purpose's own app, "Simple SMS Messenger", over another that only shares it, "Messages")."""

from __future__ import annotations

import re

from . import navigator as nav
from .contract import AgentStepResult
from .reading import launcher_apps, scrollable, tappable, words
from .recognize import app_family
from .screen import Element, Screen
from .turn import Turn, result_of, scroll, tap_on

DRAWER_READ = "drawer"  # set once the drawer was read to its end: the apps list (``nav.APPS``) is whole
_DRAWER = re.compile(r"^\s*(?:apps|all apps|app drawer|show all apps|applications|app list)\s*$", re.I)
_APP_SEARCH = re.compile(r"\b(?:search|find)\b.*\bapps?\b", re.I)


def drawer_control(screen: Screen) -> Element | None:
    """On a home screen, the control that lists every app."""
    if any(e.editable for e in screen.elements):
        return None
    return next((e for e in tappable(screen) if _DRAWER.match(e.label)), None)


def drawer_apps(screen: Screen) -> list[str] | None:
    """The apps an open drawer lists (the rows beside a field that searches apps); None when no drawer is open."""
    if not any(e.editable and _APP_SEARCH.search(e.names) for e in screen.elements):
        return None
    return [
        e.label
        for e in tappable(screen)
        if e.kind in ("TextView", "ListItem", "Button", "ImageButton")
        and e.label != "Status bar"
        and len(words(e.label)) <= 4
    ]


def _own_name(label: str) -> str:
    """An app's name without spaces or the word "app": "Simple SMS Messenger" → "simplesmsmessenger"."""
    return "".join(w for w in words(label) if w != "app")


def pick_app(app: str, installed: list[str]) -> str | None:
    """The installed app for ``app`` or its purpose: a label that is the name whole, else one that has it as
    a word ("Simple Calendar Pro" for a calendar)."""
    family = app_family(app)
    for name in family:
        for label in installed:
            if _own_name(label) == name:
                return label
    for name in family:
        for label in installed:
            if name in words(label):
                return label
    return None


def drawer_step(app: str, turn: Turn) -> AgentStepResult | None:
    """Opening the drawer, reading it, or opening ``app`` once it is read; None when no drawer is concerned."""
    if turn.refs.get(DRAWER_READ):
        return None
    control = drawer_control(turn.screen)
    own = _own_name(app)
    # The drawer is read unless the home screen shows an app asked for by a name that is no purpose's: the
    # home screen's few apps may read as a whole launcher (a drawer control drawn as an image is no button),
    # and one there that serves the purpose ("Messages", "Calendar") may not be the purpose's own app.
    named_home = app_family(app) == (own,) and any(_own_name(label) == own for label in launcher_apps(turn.screen))
    if control is not None and not turn.trail and not named_home and turn.allows("tap"):
        return tap_on(
            control, "Opening the app drawer", "The home screen shows only some apps; the drawer lists every one."
        )
    listed = drawer_apps(turn.screen)
    if listed is None:
        return None
    seen = list(dict.fromkeys([*nav.read_apps(turn.refs), *listed]))
    named = next((label for label in listed if _own_name(label) == own), None)
    if named is not None and app_family(app) == (own,) and turn.allows("open_app"):
        # An app asked for by a name that is no purpose's ("Simple Calendar Pro", not "Calendar"): no other
        # app is weighed against it, and the rest of the drawer need not be read.
        return result_of("open_app", f"Opening {named}", f"The app drawer lists {named}.", app_name=named)
    fresh = turn.history.last != "scroll_down" or turn.moved("scroll_down")
    if scrollable(turn.screen) and turn.allows("scroll_down") and fresh:
        return scroll(
            "down",
            "Reading the app drawer",
            "Every app is read before one is chosen.",
            **{nav.APPS: nav.write_apps(seen)},
        )
    read = {nav.APPS: nav.write_apps(seen), DRAWER_READ: "1"}
    label = pick_app(app, seen)
    if label is None or not turn.allows("open_app"):
        return None
    return result_of(
        "open_app", f"Opening {label}", f"The app drawer lists {label} for {app}.", app_name=label, state_refs=read
    )
