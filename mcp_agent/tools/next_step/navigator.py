"""Where the agent has been and what it has seen, carried in ``state_refs`` between steps.

The format does not say which screen is shown, so the planner keeps its own trail:

- ``trail``: the labels it entered (a tapped row, tab or icon; an app or a setting it opened),
  newest last; ``back`` pops one. The last one names the page in front when the page itself
  has no header.
- ``scan``: a search through a scrolling list (which subgoal, which direction, how many scrolls,
  every matching label seen with its price), so that a choice is made over the whole list and
  not only its visible part.
- ``acted``: the subgoal whose final control (Send, Call, Save, Place order) was tapped.
- ``visited``: the sections already looked through for a subgoal.
- ``apps``: the icons of the home screen when it was last seen (an app opened later by purpose).
- ``opened``: the app the planner opened and the package that came to the front with it.
- ``chosen``: the user's answer to "which one?", kept while the list is scrolled to find it.

All values are opaque to the client, bounded, and JSON.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

TRAIL, SCAN, ACTED, CHOSEN, VISITED, APPS = "trail", "scan", "acted", "chosen", "visited", "apps"
# "<app label>|<package>": the package in front after the planner opened that app.
OPENED = "opened"
MAX_APPS = 40
# Sections of an app opened while looking for something (Settings without open_setting).
MAX_VISITED = 12
MAX_TRAIL = 8
# A list longer than this many screens is not searched further (either direction).
MAX_SCROLLS = 12


def read_trail(refs: dict[str, str]) -> list[str]:
    try:
        trail = json.loads(refs.get(TRAIL, "[]"))
    except ValueError:
        return []
    return [str(item) for item in trail][-MAX_TRAIL:] if isinstance(trail, list) else []


def write_trail(trail: list[str]) -> str:
    return json.dumps(trail[-MAX_TRAIL:])


@dataclass
class Scan:
    goal: str
    direction: str = "down"  # down: reading the list; up: going back to what was found; end: read
    scrolls: int = 0
    seen: dict[str, str] = field(default_factory=dict)  # label -> its price (or "")

    def dump(self) -> str:
        return json.dumps({"g": self.goal, "d": self.direction, "n": self.scrolls, "s": self.seen})


def read_scan(refs: dict[str, str], goal: str) -> Scan | None:
    """The scan of ``goal``; None when none runs (or it belongs to another subgoal)."""
    try:
        data = json.loads(refs.get(SCAN, "{}"))
    except ValueError:
        return None
    if not isinstance(data, dict) or data.get("g") != goal:
        return None
    seen = data.get("s")
    if not isinstance(seen, dict):
        seen = {}
    return Scan(goal, str(data.get("d", "down")), int(data.get("n", 0) or 0), {str(k): str(v) for k, v in seen.items()})


def read_chosen(refs: dict[str, str], goal: str) -> str | None:
    try:
        data = json.loads(refs.get(CHOSEN, "{}"))
    except ValueError:
        return None
    if isinstance(data, dict) and data.get("g") == goal and isinstance(data.get("label"), str):
        return str(data["label"])
    return None


def write_chosen(goal: str, label: str) -> str:
    return json.dumps({"g": goal, "label": label})


def read_visited(refs: dict[str, str], goal: str) -> list[str]:
    try:
        data = json.loads(refs.get(VISITED, "{}"))
    except ValueError:
        return []
    if not isinstance(data, dict) or data.get("g") != goal or not isinstance(data.get("v"), list):
        return []
    return [str(item) for item in data["v"]][:MAX_VISITED]


def write_visited(goal: str, visited: list[str]) -> str:
    return json.dumps({"g": goal, "v": list(dict.fromkeys(visited))[:MAX_VISITED]})


def read_apps(refs: dict[str, str]) -> list[str]:
    try:
        apps = json.loads(refs.get(APPS, "[]"))
    except ValueError:
        return []
    return [str(app) for app in apps][:MAX_APPS] if isinstance(apps, list) else []


def write_apps(apps: list[str]) -> str:
    return json.dumps(apps[:MAX_APPS])
