"""What a model is told about the step beyond the raw session: the structure the rule planner reads.

The model tiers (the client's model through sampling, the server's text and vision models) see the
same structure as the rule planner: the task as parsed (``Turn.task_goal``), the plan with each
subgoal's post-condition (what the screen shows once it is reached; ``done`` only when the last one
holds), and the affordances on the screen by role (the field for the message, the control that
sends, the switches, the list that scrolls). Lines, in the session text, before the screen.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass

from .forms import role_field
from .grammar import Subgoal, parse_subgoal
from .intent import plan_for
from .reading import launcher_apps, message_field, scrollable, tabs, tappable
from .recognize import SAVE_WORDS, new_control
from .safety import IRREVERSIBLE_VERBS, is_control
from .screen import Element
from .turn import Turn

# Post-conditions by subgoal kind: what the screen shows once the subgoal is reached.
_REACHED: dict[str, str] = {
    "open_app": "{target} is in front",
    "open_setting": "the {target} setting's page is shown",
    "open_conversation": "the conversation with {target} is open",
    "open_contact": "the contact {target} is shown",
    "toggle": "the {target} switch shows {state}",
    "toggle_app": "the {target} switch for {text} shows {state}",
    "set_value": "{target} shows {text}",
    "quantity": "the quantity shows {text}",
    "type": "the field shows '{text}'",
    "enter_fact": "the {target} field is filled in",
    "send": "the message shows in the conversation as sent, and the message field is empty",
    "call": "the call is shown as dialling or in progress",
    "start_new": "an empty form for a new {target} is open",
    "save": "the {target} is listed under its title (the form closed)",
    "find": "the {target} are listed",
    "pick_cheapest": "the cheapest {target}'s page is open",
    "pick_dearest": "the most expensive {target}'s page is open",
    "pick": "{target}'s page is open",
    "checkout": "the checkout page is shown",
    "place_order": "an order confirmation with its number is shown",
    "read": "the {text} about {target} is on the screen (report it in final_answer)",
    "wizard_next": "the last page of the wizard is shown",
    "wizard_finish": "the wizard closed",
    "explore": "an app for the task is open",
    "tap": "{target} was tapped and the screen moved on",
    "ask_instead": "the user said what to do instead",
}
_MAX_ROLES = 12


def postcondition(goal: Subgoal) -> str:
    """What the screen shows once ``goal`` is reached."""
    template = _REACHED.get(goal.kind, "{source} is reached")
    return template.format(target=goal.target, text=goal.text, state="on" if goal.on else "off", source=goal.source)


def _irreversible_verb(element: Element) -> str | None:
    return next((IRREVERSIBLE_VERBS[w] for w in element.label.lower().split() if w in IRREVERSIBLE_VERBS), None)


def parsed_goal(turn: Turn) -> str:
    """The task as the server read it: each slot that has a value."""
    goal = turn.task_goal
    if not is_dataclass(goal):
        return str(goal)
    slots = []
    for slot in fields(goal):
        value = getattr(goal, slot.name)
        if value in ("", (), None) or (slot.name == "quantity" and value == 1) or (slot.name == "on" and value):
            continue
        slots.append(f"{slot.name}={', '.join(value) if isinstance(value, tuple) else value}")
    return "; ".join(slots)


def affordances(turn: Turn) -> list[str]:
    """The screen's elements by the role they play, ``[index] role``: at most a dozen."""
    screen = turn.screen
    roles: list[tuple[Element, str]] = []
    field = message_field(screen)
    if field is not None:
        roles.append((field, "the message field"))
    for role in ("the title field", "the body field", "the date field", "the time field"):
        found = role_field(role, screen)
        if found is not None and found is not field:
            roles.append((found, role))
    new = new_control(screen, "")
    if new is not None:
        roles.append((new, "creates a new item"))
    for element in tappable(screen):
        if not is_control(element.kind, element.label):
            if element.kind in ("Switch", "CheckBox"):
                roles.append((element, f"switch, {'on' if element.checked else 'off'}"))
            continue
        verb = _irreversible_verb(element)
        if verb is not None:
            roles.append((element, f"{verb}: irreversible, a person confirms it first"))
        elif any(word in element.label.lower().split() for word in SAVE_WORDS) and element is not new:
            roles.append((element, "saves or confirms"))
        elif element.label.lower() in ("navigate up", "back", "more options"):
            roles.append((element, "goes back" if element.label.lower() != "more options" else "overflow menu"))
    roles.extend((tab, "tab, selected" if tab.checked else "tab") for tab in tabs(screen))
    lines = [f"[{element.index}] {role}" for element, role in roles[:_MAX_ROLES]]
    if scrollable(screen):
        lines.append("the list scrolls: more may be below")
    apps = launcher_apps(screen)
    if apps:
        lines.append(f"home screen apps: {', '.join(apps)}")
    return lines


def briefing(turn: Turn) -> list[str]:
    """The lines the model reads about the parsed task, the plan's post-conditions and the screen's roles."""
    lines = [f"Task as parsed: {parsed_goal(turn) or 'not understood (read the task yourself)'}"]
    plan = turn.arguments.plan or plan_for(turn.task_goal)
    goals = [parse_subgoal(item) for item in plan]
    current = turn.arguments.current_subgoal
    if current < len(goals) and (goal := goals[current]) is not None:
        lines.append(f"Current subgoal reached when: {postcondition(goal)}")
    if goals and (last := goals[-1]) is not None:
        lines.append(f"Done only when the screen shows: {postcondition(last)}")
    roles = affordances(turn)
    lines.append("On this screen, by role:" if roles else "On this screen, by role: nothing recognised")
    lines.extend(f"  {line}" for line in roles)
    return lines
