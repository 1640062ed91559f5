"""Two drivers that are not the agent: the scripted perfect one, and one that claims ``done`` at once.

The perfect driver follows ``Template.solve``: ``("open", launcher label)``, ``("tap", label)``,
``("type", field label, text)``, ``("back",)``, ``("done", answer?)``. It finds an element by its
label on the screen as rendered, scrolling the screen's list to find it, and has every tap confirmed
(a person approved each step). If it passes every task, each task can be done through the screens and
the judge accepts the right world; if the idle driver fails every task that is not already true at
the start, the judge can fail.
"""

from __future__ import annotations

from collections.abc import Callable

from .device import Device, SimulatorError
from .template import Op


def find(dev: Device, label: str, *, editable: bool = False) -> int:
    def look() -> int | None:
        for index, widget in enumerate(dev.widgets()):
            # A layout that took a label away keeps the one the scripts name (layout_c.Aliased).
            named = widget.label == label or getattr(widget, "was", None) == label
            if named and (not editable or widget.type is not None):
                return index
        return None

    for direction in ("scroll_up", "scroll_down"):
        for _ in range(60):
            found = look()
            if found is not None:
                return found
            before = dev.describe()
            dev.perform(direction)
            if dev.describe() == before:
                break
    raise SimulatorError(f"no element {label!r} on {dev.top.name or dev.package}:\n{dev.describe()}")


def perfect(
    dev: Device, script: list[Op], *, confirm: bool = True, seen: Callable[[str], None] | None = None
) -> tuple[str, str | None]:
    """Follows ``script``; with ``confirm=False`` no tap was confirmed (a client that skipped approvals).

    ``seen`` is given each screen the driver acts on, as the agent would be sent it. A layout whose structure
    takes other steps rewrites the script first (``LayoutC.route``).
    """
    route = getattr(dev, "route", None)
    script = route(script) if route is not None else script
    for op in script:
        if seen is not None:
            seen(dev.describe())
        kind = op[0]
        if kind == "open":
            dev.perform("open_app", app=op[1])
        elif kind == "tap":
            dev.perform("tap", index=find(dev, op[1]), confirmed=confirm)
        elif kind == "type":
            dev.perform("type", index=find(dev, op[1], editable=True), text=op[2])
        elif kind == "back":
            dev.perform("back")
        elif kind == "done":
            return "done", op[1] if len(op) > 1 else None
        else:
            raise ValueError(f"unknown step {op!r}")
    return "budget", None


def idle(dev: Device) -> tuple[str, str | None]:
    """Claims the task done without touching the phone."""
    return "done", None
