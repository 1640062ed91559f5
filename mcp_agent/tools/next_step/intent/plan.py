"""A goal as subgoals in the planner's grammar (grammar.py), the plan the client carries between steps."""

from __future__ import annotations

from dataclasses import replace

from .conversation_steps import NOTE_TEXT
from .goal import Goal
from .in_call import controls_after
from .plan_steps import plan_step


def _field(name: str) -> str:
    return f" into {name}" if name else ""


def plan_for(goal: Goal) -> list[str]:
    """The goal and the steps after it as subgoals in the planner's grammar (grammar.parse_subgoal reads
    them back); a step that ends in an app's screen is checked there (``Check …``) before the next."""
    plan = [*_plan_one(goal), *controls_after(goal.intent, goal.extra)]
    for step in goal.then:
        if step.body == NOTE_TEXT:
            # "… and share it with …": the text of the entry the first step wrote.
            step = replace(step, body=goal.body)
        plan.extend([*_plan_one(step), *controls_after(step.intent, step.extra)])
    return plan


def _plan_one(goal: Goal) -> list[str]:
    app = goal.app
    steps = plan_step(goal)
    if steps is not None:
        return steps
    if goal.intent == "message":
        return [
            f"Open {app or 'Messages'}",
            f"Open the conversation with {goal.recipient}",
            f"Type '{goal.body}'",
            "Send the message",
        ]
    if goal.intent == "call" and goal.value:
        # One of the contact's numbers by its label: the contact's card lists each with its label (a dialler's row
        # would ring the default number at once), so the contact is opened where a tap opens it.
        label = goal.value.lower()
        return ["Open Contacts", f"Open the contact {goal.recipient}", f"Call {goal.recipient} on the {label} number"]
    if goal.intent == "call":
        return [f"Open {app or 'Phone'}", f"Open the contact {goal.recipient}", f"Call {goal.recipient}"]
    if goal.intent == "note":
        plan = [f"Open {app or 'Notes'}", "Start a new note"]
        if goal.title:
            plan.append(f"Type '{goal.title}' into the title field")
        shown = goal.title or goal.body
        return [
            *plan,
            f"Type '{goal.body}' into the body field",
            "Save the note",
            f"Check the note '{shown}' is listed",
        ]
    if goal.intent == "toggle":
        state = "on" if goal.on else "off"
        if goal.app:
            # Which page holds an app's switch differs between phones: the subgoal finds its way from Settings.
            return ["Open Settings", f"Turn {state} {goal.setting} for {goal.app}"]
        return [f"Open the {goal.setting} setting", f"Turn {state} {goal.setting}"]
    if goal.intent == "set":
        return [f"Open the {goal.setting} setting", f"Set {goal.setting} to {goal.value}"]
    if goal.intent == "order":
        item = goal.item
        if goal.criterion:
            pick = f"Pick the {goal.criterion} {item}"
        else:
            pick = f"Pick {item}"
        plan = [f"Open {app or 'Shop'}", f"Find {_plural(item)}", pick]
        if goal.quantity > 1:
            plan.append(f"Set the quantity to {goal.quantity}")
        return [*plan, "Proceed to checkout", "Place the order"]
    if goal.intent == "lookup":
        where = app or _lookup_app(goal)
        return [f"Open {where}", f"Read the {goal.fact} about {goal.subject or 'it'}"]
    if goal.intent == "login":
        return [*(f"Enter the {key}" for key in goal.extra), f"Tap {goal.value}"]
    if goal.intent == "wizard":
        return ["Tap Next on each page until the end", "Finish the wizard"]
    if goal.intent == "type":
        return [f"Type '{goal.body}'{_field(goal.setting)}"]
    if goal.intent == "open":
        return [f"Open {app}"]
    if app:
        # The app the task names is where to look, never another whose purpose shares a word with it.
        return [f"Open {app}", f"Find an app for: {goal.subject}"]
    return [f"Find an app for: {goal.subject}"]


def _lookup_app(goal: Goal) -> str:
    if goal.fact in ("code", "text"):
        return "Messages"
    if goal.fact == "order_number":
        return "Shop"
    return "Calendar"


def _plural(noun: str) -> str:
    return noun if noun.lower().endswith("s") else f"{noun}s"
