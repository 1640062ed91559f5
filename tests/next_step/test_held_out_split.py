"""The held-out templates live only in tests/next_step/androidworld/held_out*.py, and only they live there.

Whoever improves the planner reads the app modules to learn their screens; a held-out goal written there
would be read with them and the held-out split would stop measuring anything. So a held-out template is
listed and defined in a held_out module, and whatever of it comes from an app module (a factory, a shared
setup) is code the seen templates use too; a seen template takes nothing from a held_out module.
"""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
from collections.abc import Callable, Iterable
from typing import Any

import pytest

from tests.next_step.androidworld import suite  # first: an app module imported alone would import suite half-done
from tests.next_step.androidworld.template import Template

pytestmark = pytest.mark.unit

PACKAGE = "tests.next_step.androidworld"
COLLECTORS = {"suite", "held_out"}  # they gather the others' lists and define no template


def _held_out_module(name: str) -> bool:
    return name.rsplit(".", 1)[-1].startswith("held_out")


def _listings() -> list[tuple[str, tuple[Template, ...]]]:
    """Each module of the suite that lists templates, by its short name, with its list."""
    package = importlib.import_module(PACKAGE)
    found = []
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{PACKAGE}.{info.name}")
        if info.name not in COLLECTORS and hasattr(module, "TEMPLATES"):
            found.append((info.name, tuple(module.TEMPLATES)))
    return found


def _callables(template: Template) -> list[Callable[..., Any]]:
    parts = (template.goal, template.params, template.solve, template.setup, template.expect, template.events)
    optional = (template.answer, template.screen, template.foreground)
    return [*parts, *(part for part in optional if part is not None), *template.paraphrases]


def misplaced_listings(listings: Iterable[tuple[str, tuple[Template, ...]]]) -> list[str]:
    """A template listed by a module on the wrong side of the split, or by more than one module."""
    problems: list[str] = []
    where: dict[str, str] = {}
    for module, templates in listings:
        for template in templates:
            if template.held_out != _held_out_module(module):
                problems.append(f"{template.id} ({'held out' if template.held_out else 'seen'}) in {module}")
            if template.id in where:
                problems.append(f"{template.id} in both {where[template.id]} and {module}")
            where[template.id] = module
    return problems


def misplaced_code(templates: Iterable[Template]) -> list[str]:
    """Held-out code in an app module (not shared with a seen template), or a seen template's in a held_out one."""
    templates = list(templates)
    shared = {part.__code__ for t in templates if not t.held_out for part in _callables(t)}
    problems = []
    for template in templates:
        for part in _callables(template):
            inside = _held_out_module(part.__module__)
            if template.held_out and not inside and part.__code__ not in shared:
                problems.append(f"held-out {template.id}: {part.__qualname__} in {part.__module__}")
            if not template.held_out and inside:
                problems.append(f"seen {template.id}: {part.__qualname__} in {part.__module__}")
    return problems


def test_each_template_is_listed_by_one_module_on_its_side_of_the_split() -> None:
    listings = _listings()
    assert misplaced_listings(listings) == []
    listed = sorted(template.id for _, templates in listings for template in templates)
    assert listed == sorted(template.id for template in suite.TEMPLATES)
    assert any(module.startswith("held_out") for module, _ in listings)


def test_a_held_out_template_takes_from_app_modules_only_what_seen_templates_share() -> None:
    assert misplaced_code(suite.TEMPLATES) == []


def test_the_checks_see_a_template_on_the_wrong_side() -> None:
    held = next(t for t in suite.TEMPLATES if t.held_out)
    seen = next(t for t in suite.TEMPLATES if not t.held_out)
    # Listed by an app module, or by two modules.
    assert misplaced_listings([("sms", (held,))]) == [f"{held.id} (held out) in sms"]
    assert misplaced_listings([("held_out_phone", (seen,))]) == [f"{seen.id} (seen) in held_out_phone"]
    assert misplaced_listings([("held_out_a", (held,)), ("held_out_b", (held,))]) == [
        f"{held.id} in both held_out_a and held_out_b"
    ]

    # A goal of its own written outside held_out*.py (here), or a seen template's taken from a held_out module.
    def own_goal(p: dict[str, Any]) -> str:
        return "a goal"

    stray = dataclasses.replace(held, goal=own_goal)
    assert misplaced_code([*suite.TEMPLATES, stray]) == [f"held-out {held.id}: {own_goal.__qualname__} in {__name__}"]
    lender = next(t for t in suite.TEMPLATES if t.held_out and _held_out_module(t.goal.__module__))
    borrowing = dataclasses.replace(seen, goal=lender.goal)
    assert misplaced_code([borrowing]) == [f"seen {seen.id}: {lender.goal.__qualname__} in {lender.goal.__module__}"]
    # Code from an app module counts as shared only while a seen template uses it.
    shared_factory = next(t for t in suite.TEMPLATES if t.held_out and not _held_out_module(t.goal.__module__))
    assert misplaced_code([shared_factory]) != []
    assert misplaced_code([shared_factory, *(t for t in suite.TEMPLATES if not t.held_out)]) == []
