"""AndroidWorld's "open an app" template (``system.py``); its composite one (``composite/system.py``) is held
out, in held_out_phone.py.

Success is the app in front (``foreground``) with its permission pop-up cleared by granting it, as the
template asks.
"""

from __future__ import annotations

import random

from .media import CAMERA, RECORDER
from .template import Params, Template, World

OPENABLE = ("Clock", "Contacts", CAMERA, "Files", RECORDER, "Markor", "Broccoli")
LABELS = {name.lower(): name for name in OPENABLE}


def _params(rng: random.Random) -> Params:
    return {"app_name": rng.choice(OPENABLE).lower()}


def _granted(world: World, p: Params) -> None:
    label = LABELS[p["app_name"]]
    if label in world["permissions"]:
        world["permissions"][label] = True


def _open_ops(p: Params) -> list[tuple[str, ...]]:
    label = LABELS[p["app_name"]]
    grant = [("tap", "While using the app")] if label in (CAMERA, RECORDER) else []
    return [("open", label), *grant]


TEMPLATES = [
    Template(
        "OpenAppTaskEval",
        "launcher",
        "open",
        lambda p: (
            f"Open the {p['app_name']} app. Clear any pop-ups that may appear by granting all permissions that "
            "are required."
        ),
        _params,
        lambda p: [*_open_ops(p), ("done",)],
        paraphrases=(lambda p: f"launch {p['app_name']}", lambda p: f"pls open up {p['app_name']} for me"),
        expect=_granted,
        foreground=lambda p: LABELS[p["app_name"]],
    ),
]
