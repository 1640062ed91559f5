"""A task read into a goal: which reader reads it, in what order, and what is left when none does (a login,
a wizard, text to type, an app to open, or ``explore``)."""

from __future__ import annotations

import re
from functools import lru_cache

from ..reading import has_word
from .device_settings import read_set, read_toggle
from .entries import read_event, read_note
from .goal import Goal
from .messaging import read_call, read_message
from .questions import asks_a_fact, read_lookup
from .shopping import read_order
from .wording import clean, normalize, quoted_values, without_quotes

_OPEN = re.compile(
    r"^(?:open|launch|start|go to|show|bring up|run)\s+(?:up\s+)?(?:the\s+|my\s+)?(?P<app>.+?)(?:\s+app)?$", re.I
)
_WIZARD = re.compile(r"\b(?:set\s*up|setup|wizard|onboarding)\b", re.I)
_LOGIN = re.compile(r"\b(?P<verb>log|sign)\s*(?:in|on)(?:to)?\b", re.I)
_TYPE_VERB = re.compile(r"\b(?P<verb>type|enter|write|search)\b", re.I)
_INTO_FIELD = re.compile(r"\b(?:into|in)\s+(?:the\s+)?(?P<field>[\w -]+?)(?:\s+(?:field|box|bar))?\s*$", re.I)
_CREDENTIAL_KEYS = ("username", "email", "phone", "password", "pin")


def read_task(task: str, facts: dict[str, str] | None = None) -> Goal:
    """The task as a goal; ``explore`` when no intent reads it (cached: every step reads the same task)."""
    known = tuple(key for key in _CREDENTIAL_KEYS if facts and key in facts)
    return _read_task(task, known)


@lru_cache(maxsize=1024)
def _read_task(task: str, known: tuple[str, ...]) -> Goal:
    text = normalize(task)
    facts = dict.fromkeys(known, "")
    # "!" and "?" may end a message or a note; for the other readers they end the sentence.
    bare = text.rstrip(" ?!")
    for reader, source in (
        (read_message, text),
        (read_call, bare),
        (read_note, text),
        (read_event, bare),
        (read_toggle, bare),
        (read_set, bare),
    ):
        goal = reader(source)
        if goal is not None:
            return goal
    if login := _LOGIN.search(text):
        keys = [key for key in _CREDENTIAL_KEYS if key in facts or has_word(text, key)] or ["password"]
        return Goal("login", extra=tuple(keys), value="Sign in" if login.group("verb").lower() == "sign" else "Log in")
    if _WIZARD.search(text) and not re.search(r"\b(?:alarm|timer|event)\b", text, re.I):
        return Goal("wizard")
    if asks_a_fact(text):
        goal = read_lookup(text)
    else:
        goal = read_order(bare) or read_lookup(text)
    if goal is not None:
        return goal
    quoted = quoted_values(text)
    verb = _TYPE_VERB.search(text)
    if quoted and verb is not None:
        into = _INTO_FIELD.search(without_quotes(text))
        target = into.group("field").strip() if into else ("Search" if verb.group("verb").lower() == "search" else "")
        return Goal("type", body=quoted[0], setting=target)
    opened = _OPEN.match(without_quotes(bare))
    if opened is not None:
        app = clean(opened.group("app"))
        and_then = re.match(r"^(?P<app>.+?)\s+and\s+(?P<rest>.+)$", app, re.I)
        if and_then is None:
            return Goal("open", app=app)
        then = _read_task(and_then.group("rest"), known)
        if then.intent not in ("explore", "open"):
            return Goal(
                then.intent,
                **{k: getattr(then, k) for k in Goal.__slots__ if k not in ("intent", "app")},
                app=clean(and_then.group("app")),
            )
        return Goal("open", app=clean(and_then.group("app")))
    return Goal("explore", subject=text)
