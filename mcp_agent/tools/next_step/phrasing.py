"""A proposed action as one sentence a person can approve: "Send 'hi' to Sam in Messages".

Built from what the step itself says, never from a list of known tasks: the action, the label of
the element it acts on (when it holds a verb, the label is the sentence's verb), the text typed
into the screen's field (a message, an amount), the app in the foreground, and whom or what it
concerns: the words the user's task and the screen share (a contact's row, a product's name).
What cannot be derived is left out rather than guessed: "Send 'hi' in Messages" when the screen
never names the recipient the task names.
"""

from __future__ import annotations

import re

from .contract import AgentStepArguments, AgentStepResult
from .patterns import rx
from .screen import Element, Screen

# Verbs whose object is what was typed on the screen (a message, an amount), going to someone ("to Sam").
_CARRYING_VERBS = frozenset(
    {
        "send",
        "reply",
        "post",
        "share",
        "forward",
        "publish",
        "submit",
        "comment",
        "tweet",
        "pay",
        "transfer",
        "tip",
        "donate",
    }
)
# Verbs that act on whom or what the task names ("Call Sam", "Delete Groceries").
_DIRECT_VERBS = frozenset(
    {
        "call",
        "dial",
        "buy",
        "purchase",
        "order",
        "delete",
        "remove",
        "book",
        "confirm",
        "cancel",
        "block",
        "unsubscribe",
        "archive",
        "accept",
        "decline",
        "install",
        "uninstall",
        "save",
        "add",
    }
)
# Words that never name whom or what: articles, prepositions, politeness, pronouns.
_STOP_WORDS = frozenset(
    """
a an the to for from of in on at by with and or but my me i you your our us it its this that these those
please can could would will kindly just now then some any all each one be is are was new
message messages saying say says text tell write ask
""".split()
)
# Package segments that say nothing about the app ("com.google.android.apps.messaging" is Messaging).
_GENERIC_SEGMENTS = frozenset({"com", "org", "net", "android", "app", "apps", "mobile", "client", "main", "lite"})
_WORD = re.compile(r"[\w'’.@+-]+", re.UNICODE)
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|“[^”]*”|‘[^’]*’")
_MAX_TEXT = 80


def action_sentence(result: AgentStepResult, screen: Screen, arguments: AgentStepArguments | None = None) -> str:
    """``result`` in words: verb, what it carries, whom or what it concerns, and the app."""
    element = screen.element(result.target_index)
    app = app_name(arguments.current_package if arguments is not None else None)
    where = f" in {app}" if app else ""
    match result.action:
        case "tap":
            if element is None:
                return f"Tap element [{result.target_index}]{where}"
            return _tap(element, screen, arguments) + where
        case "type":
            into = f" into {_quote(element.label or element.kind)}" if element is not None else ""
            return f"Type {_quote(result.text_to_type or '')}{into}{where}"
        case "open_app":
            return f"Open the {result.app_name or 'app'} app"
        case "open_setting":
            return f"Open the {result.setting_name or ''} setting".replace("  ", " ")
        case "scroll_down" | "scroll_up":
            return f"Scroll {result.action.removeprefix('scroll_')}{where}"
        case "back":
            return f"Go back{where}"
        case "ask_user":
            return f"Ask you: {result.question or ''}".strip()
        case _:
            return f"{result.action.replace('_', ' ').capitalize()}{where}"


def app_name(package: str | None) -> str | None:
    """A person's name for ``current_package``: ``com.example.messages`` is Messages."""
    if not package or not package.strip():
        return None
    segments = [segment for segment in rx(r"[./]").split(package.strip()) if segment]
    meaningful = [segment for segment in segments if segment.lower() not in _GENERIC_SEGMENTS]
    name = (meaningful or segments)[-1]
    if name.islower():
        name = " ".join(part.capitalize() for part in rx(r"[_-]").split(name) if part)
    return name[:_MAX_TEXT]


def _tap(element: Element, screen: Screen, arguments: AgentStepArguments | None) -> str:
    label = element.label.strip()
    if element.checked is not None and element.kind in ("Switch", "CheckBox"):
        return f"Turn {'off' if element.checked else 'on'} {label or element.kind}"
    words = [word.lower() for word in _words(label)]
    verb = next((word for word in words if word in _CARRYING_VERBS | _DIRECT_VERBS), "")
    typed = _typed_text(screen, element) if verb in _CARRYING_VERBS else None
    subject = _subject(screen, element, arguments, typed)
    if verb in _CARRYING_VERBS:
        carried = f" {_quote(typed)}" if typed else ""
        to = f" to {subject}" if subject else ""
        return f"{label[0].upper()}{label[1:]}{carried}{to}"
    if verb in _DIRECT_VERBS and subject:
        return f"{label} {subject}" if len(words) == 1 else f"{label} for {subject}"
    if verb in _DIRECT_VERBS:
        return label
    about = f" ({subject})" if subject else ""
    return f"Tap {_quote(label or element.kind)}{about}"


def _typed_text(screen: Screen, target: Element) -> str | None:
    """What the screen's text field holds: the focused one, else the nearest one before the target."""
    filled = [e for e in screen.elements if e.editable and e.value]
    if not filled:
        return None
    focused = [e for e in filled if e.focused]
    before = [e for e in filled if e.index < target.index]
    chosen = focused[0] if focused else before[-1] if before else filled[0]
    return chosen.value


def _words(text: str) -> list[str]:
    return [word.strip(".'’") for word in _WORD.findall(text) if word.strip(".'’")]


def _subject(screen: Screen, target: Element, arguments: AgentStepArguments | None, typed: str | None) -> str | None:
    """Whom or what the action concerns: the longest run of words that the task (outside what it
    quotes, and what is typed) and one of the screen's labels or lines share, in the screen's spelling."""
    if arguments is None:
        return None
    excluded = {word.lower() for word in _words(f"{target.label} {typed or ''}")} | _STOP_WORDS
    excluded |= {word.lower() for word in _words(app_name(arguments.current_package) or "")}
    task_words = {word.lower() for word in _words(_QUOTED.sub(" ", arguments.task))} - excluded
    if not task_words:
        return None
    texts = [e.label for e in screen.elements if e is not target and not e.editable and e.label]
    texts += screen.prose.splitlines()
    best: list[str] = []
    for text in texts:
        run: list[str] = []
        for word in _words(text):
            if word.lower() in task_words:
                run.append(word)
                if len(run) > len(best):
                    best = list(run)
            else:
                run = []
    return " ".join(best)[:_MAX_TEXT] or None


def _quote(text: str) -> str:
    shown = text if len(text) <= _MAX_TEXT else text[: _MAX_TEXT - 1] + "…"
    return f"'{shown}'"
