"""Getting to where a subgoal happens: an app (by ``open_app``, its icon, or back to the home screen),
or a system setting (by ``open_setting``, or through the Settings app's sections)."""

from __future__ import annotations

import re

from . import navigator as nav
from .contract import AgentStepResult
from .drawer import drawer_step
from .grammar import Subgoal, parse_subgoal
from .intent.autocorrect_mends import uncapitalised
from .patterns import rx
from .reading import WHOLE_WORDS, has_word, launcher_apps, match_score, tappable, words
from .recognize import KNOWN_SETTINGS, MAX_SECTIONS, SETTING_SECTIONS, app_family, app_icon, in_app, known_app
from .search import choose, scroll_or_ask
from .turn import Turn, give_up, missing_capability, result_of, tap_on


def open_app(app: str, turn: Turn) -> AgentStepResult:
    drawer = drawer_step(app, turn)
    if drawer is not None:
        return drawer
    icon = app_icon(app, turn)
    installed = known_app(app, turn)
    name = icon.label if icon is not None else (installed or app)
    if icon is None and installed is None and turn.apps and not in_app(app, turn):
        # The home screen was seen and has no such app (nor one for its purpose): opening it would fail.
        return give_up(
            f"This phone has no {app} app (its apps: {', '.join(turn.apps[:12])}).",
            f"No icon on the home screen is {app} or an app for the same purpose.",
        )
    if turn.allows("open_app"):
        return result_of("open_app", f"Opening {name}", f"The next subgoal happens in {name}.", app_name=name)
    if icon is not None and turn.allows("tap"):
        return tap_on(icon, f"Opening {name}", f"open_app is not available; tapping the {name} icon instead.")
    if turn.allows("back") and turn.allows("tap") and turn.trail and not launcher_apps(turn.screen):
        # Back towards the home screen, where the icon is (the stuck rule bounds this).
        return result_of(
            "back", "Going back to the home screen", f"open_app is not available; {name}'s icon is on the home screen."
        )
    return missing_capability("open_app", f"open {app}")


def open_setting(name: str, turn: Turn, goal: Subgoal) -> AgentStepResult:
    # open_setting only for names every phone knows: an unknown name may fail on the device.
    known = "".join(words(name)) in KNOWN_SETTINGS
    if known and turn.allows("open_setting") and match_score(name, turn.here) < WHOLE_WORDS:
        return result_of(
            "open_setting", f"Opening the {name} setting", f"{name} is a system setting.", setting_name=name
        )
    if not in_app("Settings", turn) and (turn.arguments.current_package is not None or not turn.trail):
        return open_app("Settings", turn)
    rows = [e for e in tappable(turn.screen) if e.kind not in ("Switch", "CheckBox", "RadioButton")]
    direct, _ = choose(name, rows, None)
    if direct is not None and direct.label not in turn.trail:
        return tap_on(direct, f"Opening {name}", f"{direct.describe()} leads to {name}.")
    visited = nav.read_visited(turn.refs, goal.source)
    hints = SETTING_SECTIONS.get("".join(words(name)), ())
    section = next((e for e in rows if has_word(e.label, *hints) and e.label not in visited), None)
    if section is None and len(turn.trail) >= 2 and turn.allows("back"):
        # Inside a section without it: back up and try the next section.
        return result_of(
            "back",
            "Going back",
            f"{name} is not in {turn.here}.",
            state_refs={nav.VISITED: nav.write_visited(goal.source, [*visited, turn.here])},
        )
    if section is None:
        section = next(
            (e for e in rows if e.kind == "ListItem" and e.label not in visited and len(visited) < MAX_SECTIONS), None
        )
    if section is not None:
        return tap_on(
            section,
            f"Opening {section.label}",
            f"{name} may be under {section.label}.",
            **{nav.VISITED: nav.write_visited(goal.source, [*visited, section.label])},
        )
    return scroll_or_ask(turn, f"the {name} setting", goal)


TRIED = "tried"
_MOST_APPS_OPENED = 6


def other_app_of_purpose(done: list[str], turn: Turn) -> AgentStepResult | None:
    """The next installed app for the same purpose as the one the plan opened last (``done``: the subgoals
    before the current one) when that one cannot go on (a sign-in wall, no way to start the entry), or None.
    An app the task named exactly is never swapped."""
    openers = [g for g in (parse_subgoal(item) for item in reversed(done)) if g is not None and g.kind == "open_app"]
    if not openers or turn.history.counts.get("open_app", 0) >= _MOST_APPS_OPENED:
        return None  # (apps tried in turn without an end: the question stands, never a loop to the step budget)
    app = openers[0].target
    # (a label that only starts a sentence before other words, "…? Calendar titles only", names no app)
    said = rx(rf"(?<![.?!]\s)(?<!^)\b{re.escape(app)}\b|\b{re.escape(app)}\b(?!\s+(?!app\b)[a-z])")
    if said.search(uncapitalised(turn.arguments.task)):
        # Named as the app's own label ("Calendar"), not as a purpose ("my calendar", or "To The Calendar" from a
        # keyboard that capitalises every word).
        return None
    family = set(app_family(app))
    tried = [item for item in turn.refs.get(TRIED, "").split("|") if item]
    current = turn.refs.get(nav.OPENED, "").rpartition("|")[0] or (turn.trail[0] if turn.trail else "")
    tried = [*tried, current] if current and current not in tried else tried
    candidates = [
        label
        for label in turn.apps
        if label not in tried and ("".join(words(label)) in family or family & set(words(label)))
    ]
    if not candidates or not turn.allows("open_app"):
        return None
    opened = result_of(
        "open_app",
        f"Trying {candidates[0]}",
        f"{current or 'The app opened'} cannot do this; {candidates[0]} is another {app} app on this phone.",
        app_name=candidates[0],
    )
    return opened.model_copy(update={"state_refs": {TRIED: "|".join(tried)[:500], nav.SCAN: None}})
