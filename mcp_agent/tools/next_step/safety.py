"""What needs a person's confirmation, and how a proposed action is named to that person.

One rule for every proposer: the rule planner marks irreversible actions itself, and a model's
answer is held to the same rule whatever it says (``confirmation_reason`` is the one judge).
"""

from __future__ import annotations

import re
from typing import Any

from .contract import AgentStepResult
from .screen import Element, Screen, is_icon_button

# Tapping a control whose label carries one of these cannot be taken back.
IRREVERSIBLE_VERBS: dict[str, str] = {
    "send": "send",
    "pay": "pay",
    "buy": "buy",
    "order": "order",
    "purchase": "buy",
    "delete": "delete",
    "remove": "delete",
    "erase": "delete",
    "post": "post",
    "publish": "post",
    "call": "call",
    "dial": "call",
    "transfer": "transfer",
    "book": "book",
    "sms": "send",
    "share": "share",
    "resend": "send",
    "redial": "call",
}
# A dialog's own "are you sure?": its neutral confirm button does what the dialog asks about.
_NEUTRAL_CONFIRM = frozenset({"ok", "yes", "confirm", "continue", "sure", "proceed"})
_DISMISS = frozenset({"cancel", "no"})
_WORD = re.compile(r"[a-z]+")
# Rows and texts show content (a preview saying "call me" is not a call); switches, fields and
# tabs change nothing irreversibly. Every other kind is a control: Button, ImageButton, and the
# kinds a platform names like them (FloatingActionButton, MenuItem).
_CONTENT_KINDS = frozenset(
    {
        "ListItem",
        "TextView",
        "List",
        "Tab",
        "EditText",
        "Switch",
        "CheckBox",
        "RadioButton",
        "Image",
        "ImageView",
    }
)


def is_control(kind: str, label: str = "") -> bool:
    # An icon button drawn as an image is a control, and confirmed like one when its word is irreversible.
    return kind not in _CONTENT_KINDS or is_icon_button(kind, label)


def confirmation_reason(result: AgentStepResult, screen: Screen) -> str | None:
    """Why ``result`` needs confirming before it is done, or None when it is reversible."""
    if result.action != "tap":
        return None
    element = screen.element(result.target_index)
    if element is None:
        return None
    if not is_control(element.kind, element.label):
        return _menu_command(element)
    found = _WORD.findall(element.label.lower())
    for word in found:
        verb = IRREVERSIBLE_VERBS.get(word)
        if verb is not None and not (word == "dial" and {"pad", "keypad"} & set(found)):
            return f"Tapping {element.describe()} would {verb}, which cannot be undone."
    if " ".join(_WORD.findall(element.label.lower())) in _NEUTRAL_CONFIRM:
        return _dialog_reason(element.describe(), screen)
    return None


# What a menu entry's command may name besides its verb ("Delete note", "Share file").
_COMMAND_OBJECTS = frozenset(
    {
        "note",
        "file",
        "message",
        "event",
        "contact",
        "expense",
        "recipe",
        "all",
        "it",
        "this",
        "selected",
        "recording",
        "conversation",
        "now",
        "folder",
        "sms",
        "item",
        "items",
        "permanently",
        "forever",
    }
)


def _menu_command(element: Element) -> str | None:
    """A menu's entry is a text, yet "Delete" there deletes: a text that is only a command is one."""
    if element.kind not in ("TextView", "CheckedTextView", "MenuItem", "ListItem"):
        return None
    found = _WORD.findall(element.label.lower())
    verb = IRREVERSIBLE_VERBS.get(found[0]) if found else None
    if verb is None or not set(found[1:]) <= _COMMAND_OBJECTS:
        return None
    return f"Tapping {element.describe()} would {verb}, which cannot be undone."


def _dialog_reason(control: str, screen: Screen) -> str | None:
    """The confirm button of a dialog (it has a Cancel or No) that asks to delete, send, call or pay."""
    labels = [" ".join(_WORD.findall(e.label.lower())) for e in screen.elements if is_control(e.kind, e.label)]
    if not any(label in _DISMISS for label in labels):
        return None
    question = " ".join([screen.prose, *(e.label for e in screen.elements if not is_control(e.kind, e.label))]).lower()
    for word in _WORD.findall(question):
        verb = IRREVERSIBLE_VERBS.get(word)
        if verb is not None and verb != "book":
            return f"Tapping {control} confirms the dialog's question: it would {verb}, which cannot be undone."
    return None


def describe_action(result: AgentStepResult, screen: Screen) -> str:
    """The proposed action in words a person can approve: ``tap Button "Send"``."""
    element = screen.element(result.target_index)
    if result.action == "type":
        into = element.describe() if element is not None else "the focused field"
        return f'type "{result.text_to_type or ""}" into {into}'
    if result.action == "open_app":
        return f"open the app {result.app_name}"
    if result.action == "open_setting":
        return f"open the setting {result.setting_name}"
    if element is not None:
        return f"{result.action} {element.describe()}"
    return result.action


def action_binding(result: AgentStepResult) -> dict[str, Any]:
    """The fields that make two proposals the same action (an approval is bound to them)."""
    return {
        "action": result.action,
        "target_index": result.target_index,
        "text_to_type": result.text_to_type,
        "app_name": result.app_name,
        "setting_name": result.setting_name,
    }
