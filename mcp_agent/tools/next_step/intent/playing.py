"""A media player's lists: songs (or videos) queued to play in order, playlists made (playlists.py), and a
playlist exported as a file ("… then export it to Downloads")."""

from __future__ import annotations

import re

from ..patterns import rx
from .goal import Goal
from .playlists import read_playlists, read_span_playlist

_ORDER = (
    r"(?:,?\s*\(?(?:in\s+(?:(?:this|that|the\s+same|the\s+given)\s+)?|(?:this|that|the\s+same|the\s+given)\s+)order\)?)"
)
_QUEUE = re.compile(
    rf"^(?:add|put|queue(?:\s+up)?|append|enqueue)\s+(?:the\s+following\s+(?:songs|tracks|videos|files),?\s*)?"
    rf"(?:(?:in\s+order|in\s+this\s+order),?\s*)?(?P<items>.+?)\s*{_ORDER}?\s*"
    r"(?:(?:to|onto|on|in)\s+(?:my\s+|the\s+)?(?:playing\s+queue|play(?:back)?\s+queue|queue|up\s+next|what'?s\s+playing\s+next)"
    rf"|in\s+the\s+(?:music|media)\s+player)\s*{_ORDER}?"
    # "… to the queue after (it)": after what the request plays first, which is the queue's end
    r"(?:\s+(?:after(?:wards)?|after\s+(?:it|that|this|them)|too|as\s+well))?$",
    re.I,
)
# "… Then export the playlist to the Downloads directory", "… and save it as a file in Downloads".
_EXPORT = re.compile(
    r"(?:[.,]?\s*(?:once\s+(?:it'?s|that'?s|it\s+is)\s+done|after\s+that|afterwards)\s*,?\s*|"
    r"\.\s*|,\s*|\s+and\s+|\s+)(?:then\s+)?(?:export|save|write)\s+(?:it|the\s+playlist|this\s+playlist|that\s+playlist)"
    r"\b(?:\s+as\s+a\s+file)?\s+(?:to|in|into)\s+(?:the\s+)?(?P<where>[\w ]+?)(?:\s+(?:directory|folder))?"
    r"(?:\s+on\s+the\s+device)?\.?$",
    re.I,
)


def listed(text: str) -> tuple[str, ...]:
    """The items of "A, B and C" / "A, then B, then C", in order."""
    parts = rx(r"\s*,\s*(?:then\s+|and\s+)?|\s+(?:and|then)\s+").split(text.strip().rstrip("."))
    return tuple(part.strip(" .'\"“”") for part in parts if part.strip(" .'\"“”"))


def split_export(text: str) -> tuple[str, str]:
    """The task without its "then export the playlist to <where>" tail, and <where> ("" when none)."""
    match = _EXPORT.search(text)
    if match is None:
        return text, ""
    return text[: match.start()].strip(), match.group("where").strip()


# "add these to the playing queue in order: A, B and C": the songs after the colon.
_QUEUE_THESE = re.compile(
    rf"^(?:add|put|queue)\s+(?:these|the\s+following)(?:\s+(?:songs|tracks|videos))?\s+(?:to|onto|on)\s+(?:my\s+|the\s+)?"
    rf"(?:playing\s+|play\s+)?queue\s*{_ORDER}?\s*:\s*(?P<items>.+?)\s*{_ORDER}?$",
    re.I,
)
_QUEUE_LISTED = re.compile(
    rf"^queue(?:\s+up)?\s+(?:these|the\s+following)(?:\s+(?:songs|tracks|videos))?\s*:\s*(?P<items>.+?)\s*{_ORDER}?$",
    re.I,
)
_PLAY_NEXT = re.compile(rf"^(?:play\s+next\s*:?|queue(?:\s+up)?)\s*(?P<items>.+?)\s*{_ORDER}?$", re.I)


def read_media(text: str, app: str) -> Goal | None:
    queued = _QUEUE_THESE.match(text) or _QUEUE_LISTED.match(text) or _QUEUE.match(text) or _PLAY_NEXT.match(text)
    if queued is not None:
        items = listed(queued.group("items"))
        if not app and items and all(rx(r"\.(?:mp4|mkv|avi|mov|webm)$", re.I).search(item) for item in items):
            app = "VLC"  # video files queued with no player said: the video player's queue
        return Goal("queue", app=app, extra=items)
    return read_span_playlist(text, app) or read_playlists(text, app)


def exported(goal: Goal, where: str) -> Goal:
    """The playlist ``goal`` followed by its export to ``where``."""
    return Goal(
        goal.intent,
        app=goal.app,
        title=goal.title,
        extra=goal.extra,
        then=(Goal("export_list", app=goal.app, title=goal.title, value=where),),
    )


def media_plan(goal: Goal) -> list[str] | None:
    if goal.intent == "queue":
        return [f"Open {goal.app or 'Music'}", *(f"Add '{item}' to the playing queue" for item in goal.extra)]
    if goal.intent == "export_list":
        return [f"Export the playlist '{goal.title}' to {goal.value or 'Downloads'}"]
    return None
