"""The phrasing around what a task asks: polite wrappers ("please", "can you …") and thanks are dropped,
quoted values are found (a message body, a title), and an app named at the end ("on WhatsApp") is split off."""

from __future__ import annotations

import re

from .courtesy import plain

# A single quote closes only where no letter follows, so "'I'm late'" is one value.
_QUOTED = re.compile(r"[\"“](?P<double>[^\"”]+)[\"”]|(?<!\w)['‘](?P<single>.+?)['’](?!\w)")
_POLITE = re.compile(
    r"^\s*(?:(?:hey|hi|ok|okay)[,!]?\s+)?(?:(?:please|pls|kindly|could you|can you|would you|will you|"
    r"i(?:'d| would) like you to|i want you to|i need you to|go ahead and|quickly)\s+)+",
    re.I,
)
_TRAILING = re.compile(
    r"(?:[\s,]+(?:please|pls|plz|for me|right now|asap)|\s*,\s*(?:thanks|thank you|thx|cheers))+\s*[.!?]*\s*$", re.I
)
_APP_CLAUSE = re.compile(r"\s+(?:on|in|via|using|with|through)\s+(?:the\s+)?(?P<app>[A-Z][\w-]*)(?:\s+app)?\s*$")


def quoted_values(task: str) -> list[str]:
    return [match.group("double") or match.group("single") for match in _QUOTED.finditer(task)]


def without_quotes(task: str) -> str:
    return _QUOTED.sub(" ", task)


def normalize(task: str) -> str:
    text = plain(task)
    text = re.sub(r"\b(?:tmrw|tmrw\.|tmr|tomorow|tommorow|tommorrow|tomorrrow|2moro)\b", "tomorrow", text, flags=re.I)
    text = re.sub(r"\bcalender\b", "calendar", text, flags=re.I)
    text = re.sub(r"\bBT\b", "bluetooth", text)
    polite = _POLITE.match(text)
    text = _POLITE.sub("", text)
    text = _TRAILING.sub("", text).rstrip(" .")
    # "I need a new markor file …": a wish for a new entry is the request to create it.
    text = re.sub(
        r"^(?:i\s+need|i\s+want|i'?d\s+like|i\s+would\s+like)\s+(?=(?:a|an)\s+new\b)", "create ", text, flags=re.I
    )
    # "log these in Pro Expense pls: …": a polite word before a colon is not part of a slot.
    text = re.sub(r"\s+(?:please|pls|plz)(?=\s*[:,])", "", text, flags=re.I)
    # "Can you tell Sam I'm late?": the question mark ends the request, not the message. Otherwise a
    # final "!" or "?" may end a message and stays.
    if polite is not None and re.search(r"\b(?:can|could|would|will) you\b", polite.group(0), re.I):
        text = re.sub(r"\?\s+(?=\w)", ". ", text.rstrip(" ?"))
    return text


def clean(phrase: str) -> str:
    phrase = re.sub(r"\s+(?:please|for me|now)\b.*$|[.,;!?]+$", "", phrase.strip(), flags=re.I).strip()
    return re.sub(r"^(?:the|a|an|my|our)\s+", "", phrase, flags=re.I).strip(" '\"")


def app_of(text: str) -> tuple[str, str]:
    """``("… to Sam", "WhatsApp")`` from "… to Sam on WhatsApp"; the app is capitalised."""
    match = _APP_CLAUSE.search(text)
    if match is None or match.group("app").lower() in (
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "december",
        "january",
    ):
        return text, ""
    return text[: match.start()], match.group("app")
