"""A playlist dictated as its items first, then the request to make it: "songs for tonight: A, B, C in that order -
make it a playlist called Evening", "Evening playlist: a.mp4, b.mp4, c.mkv. make it, then play it", "put a.mp4 and
b.mp4 into a new vlc playlist Gym". Said here as the grammar's "create a playlist called X with A, B and C" (", then
play it" kept), so the playlist readers make it.

The name is the one the request gives, else the heading's own ("Evening playlist: …"); a heading that names no
playlist with a request that names none either is left as said.
"""

from __future__ import annotations

import re

_ITEMS = r"(?P<items>[^:.;]+?(?:\.(?:mp4|mkv|avi|mov|webm|mp3)[^:.;]*?)*?)"
_ORDER = r"(?P<order>,?\s+in\s+(?:that|this)\s+order)?"
_BREAK = r"\s*(?:[.;]|\s[-–—])\s*"
_PLAY_AFTER = r"(?P<then>\s*(?:,\s*|\s+and\s+)?then\s+(?:start\s+)?play(?:ing)?\s+it)?"
_LISTED = (
    # "songs for tonight: A, B, C - make it a playlist called Evening"
    re.compile(
        rf"^(?P<head>[^:]+?):\s*{_ITEMS}{_ORDER}{_BREAK}(?:now\s+)?(?:make|turn|save|put)\s+(?:it|them|these|that|this)"
        rf"\s+(?:into\s+|as\s+|in\s+)?(?:a\s+|my\s+)?(?:new\s+)?playlist\s+(?:called|named|titled)\s+"
        rf"[\"“']?(?P<name>[^\"”']+?)[\"”']?{_PLAY_AFTER}\s*[.!]?$",
        re.I,
    ),
    # "Evening playlist: a.mp4, b.mp4. make it then start playing it"
    re.compile(
        rf"^(?:(?:a|my|the|new)\s+)*(?P<name>[\w' -]+?)\s+playlist:\s*{_ITEMS}{_ORDER}{_BREAK}"
        rf"(?:please\s+|pls\s+)?(?:make|create|save)\s+(?:it|that|this){_PLAY_AFTER}\s*[.!]?$",
        re.I,
    ),
    # "put a.mp4, b.mp4 and c.mp4 into a new vlc playlist Gym, in that order": the items put into the one made
    re.compile(
        rf"^(?:please\s+)?(?:put|add|stick|throw)\s+{_ITEMS}\s+(?:into|in|on(?:to)?)\s+a\s+new\s+(?P<app>(?:vlc|retro\s+music)\s+)?"
        rf"playlist\s+(?:called\s+|named\s+|titled\s+)?[\"“']?(?P<name>[^\"”',]+?)[\"”']?{_ORDER}{_PLAY_AFTER}\s*[.!]?$",
        re.I,
    ),
)


def playlist_listed_first(text: str) -> str:
    """``text`` as a request to make the playlist when it lists its items before asking; unchanged otherwise."""
    for shape in _LISTED:
        found = shape.match(text.strip())
        if found is None:
            continue
        items, name = found.group("items").strip(" ,"), found.group("name").strip()
        # A name thumbed in lower case at the sentence's start is a title as the app's others are: capitalised.
        name = name[:1].upper() + name[1:] if name.islower() else name
        app = (found.groupdict().get("app") or "").strip()
        said = f"create a playlist called {name}" + (f" in {app}" if app else "") + f" with {items}"
        return (
            said
            + (" in that order" if found.group("order") else "")
            + (", then play it" if found.group("then") else "")
        )
    return text
