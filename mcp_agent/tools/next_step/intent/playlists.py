"""A player's playlists as people ask for them: one or several made, each with its items in the order said
("create a playlist named X and add these videos in this order: A, B", "I want a playlist X with A, B and C",
"make two playlists: "X" with A and B, and "Y" with C and D", "a playlist X (A, B) and another one Y (C, D)",
"new playlist X = A + B"), and items put at the end of one that exists ("add A and then B to the end of my X
playlist", "put A and B on the X playlist, in that order").

A playlist's name is said quoted, after "called / named / titled", right after the word "playlist", or before it
("a Gym playlist"); its items follow a colon, "=", "with", "of", "containing", or come in brackets.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import mentioned_app
from .goal import Goal
from .player_steps import without_app

_ORDER = (
    r"(?:in\s+(?:exactly\s+)?(?:this|that|the\s+same|the\s+given|the\s+following)\s+order|in\s+the\s+order\s+"
    r"(?:given|listed|said|above|shown|i\s+(?:said|gave|listed)(?:\s+them)?)|in\s+order|"
    r"(?:keep(?:ing)?|in|with)\s+(?:this|that|the\s+same)\s+order|(?:this|that)\s+order|one\s+after\s+(?:the\s+)?other)"
)
_ORDERED = re.compile(rf"\s*[,;]?\s*\(?\s*(?:each\s+|both\s+|all\s+|and\s+)?{_ORDER}\s*\)?\s*[,.;]?", re.I)
_THINGS = r"(?:songs?|videos?|tracks?|files?|clips?|movies?|items?)"
_LEAD = re.compile(
    r"^(?:please\s+)?(?:(?:i\s+(?:want|need|would\s+like|'d\s+like)|(?:can|could)\s+you\s+(?:make|create|build)|"
    r"make|create|build|start|set\s+up|put\s+together|give\s+me|new)\s+)?(?:me\s+)?(?:an?\s+|the\s+)?(?:new\s+)?",
    re.I,
)
_SEVERAL = re.compile(
    r"^(?:please\s+)?(?:(?:make|create|build|set\s+up|i\s+(?:want|need))\s+(?:me\s+)?)?(?:two|2|three|3|both|a\s+couple\s+of)"
    r"\s+(?:new\s+)?playlists?\s*[:.\-–—]?\s*",
    re.I,
)
# "The first one is called X and has A and B. The second one is called Y …": each playlist said in a sentence.
_ORDINAL_ONE = re.compile(
    r"^[,:.]?\s*(?:the\s+)?(?:first|1st|second|2nd|third|3rd|other|next|last)(?:\s+one|\s+playlist)?\s*(?:[:,]\s*)?"
    r"(?:(?:is|should\s+be|will\s+be|gets?)\s+)?(?:(?:called|named|titled)\s+)?",
    re.I,
)
# "…, then play it", "and put it on": the playlist just made or filled, played from its start.
_IT = r"(?:it|that|that\s+playlist|the\s+playlist|the\s+new\s+one)"
PLAY_IT = (
    rf"(?:and\s+)?(?:then\s+)?(?:(?:play|start(?:\s+playing)?|put\s+on|listen\s+to)\s+{_IT}|put\s+(?:it|that)\s+on|"
    rf"(?P<shuffled>shuffle(?:\s+play)?\s+{_IT}|(?:play|start|put\s+on)\s+{_IT}\s+(?:on\s+)?(?:shuffle(?:d)?|in\s+random\s+order)))"
    r"(?:\s+(?:now|afterwards|after\s+that|straight\s+away|right\s+away))?"
)
_PLAYER = re.compile(r"\b(?:retro|vlc|music|video|player|audio|podcasts?)\b", re.I)
_MADE = re.compile(r"^(?:please\s+)?(?:make|create|build|set\s+up|put\s+together)\s+(?!(?:a|an|the|my|me|new)\b)", re.I)
# Where one playlist's items end and the next playlist starts.
_NEXT = re.compile(
    r"\s*;\s*|\.\s+(?=(?:the\s+)?(?:second|third|other|next|last)\b)|"
    # "…, 2nd one Late night with C", "… second playlist Y …": the next one counted out, run on without a full stop.
    r"(?<!\bthe),?\s+(?=(?:the\s+)?(?:second|2nd|third|3rd)\s+(?:one|playlist)\b)|,\s*(?:and\s+)?(?=[\"“‘'])|,?\s+and\s+(?:then\s+)?(?:another|a\s+second)(?:\s+one|\s+playlist)?"
    r"(?:\s+(?:called|named|titled))?\s+|,?\s+(?:and\s+)?then\s+(?:a\s+|another\s+)?(?:new\s+)?playlist\s+",
    re.I,
)
# Of several said at once: also ", and Focus with C" (the next name, then what it is made of), "(A, B) and Focus (C)".
_NEXT_OF_SEVERAL = re.compile(
    rf"{_NEXT.pattern}|(?<=\))\s*,?\s*(?:and\s+)?(?=\S)|,\s*and\s+(?=[\"“']?(?-i:[A-Z0-9])[\w' -]{{0,40}}?[\"”']?\s+(?:with|containing|holding|=|\())",
    re.I,
)
# A length said ("45 minutes", "a 12-14 minute playlist", "an hour"): a playlist of a length is another job.
LASTING = re.compile(
    r"\b\d+(?:\s*(?:-|–|to|and)\s*\d+)?\s*-?\s*(?:minutes?|mins?|hours?|hrs?)\b|\b(?:an?|one|two|half\s+an)\s+hours?\b",
    re.I,
)
_QUOTED = r"[\"“‘'](?P<q>[^\"”’]+)[\"”’']"
# "playlist called X", "playlist, name: X", "new playlist pls, name it X": the naming said after the word.
_NAMING = r"(?:(?:called|named|titled)\s+|,?\s*name\s*:\s*|,?\s*(?:name|call)\s+it\s+)"
# An unquoted name ends before what follows it: its items, or the command that adds them.
_NAME = rf"(?:{_QUOTED}|(?P<n>(?:(?!\s+(?:and\s+)?(?:then\s+)?(?:add|put)\b|\s+(?:with|containing|holding|out\s+of)\b)[^:=\"“])+?))"
# How the name is said: after the word "playlist", before it ("a Gym playlist"), or alone (a second playlist).
_HEADS = (
    rf"(?:(?:vlc|music|video)\s+)?playlist\s*{_NAMING}?{_NAME}",
    rf"(?:{_QUOTED}|(?P<n>(?-i:[A-Z0-9])[\w' &-]*?))\s+playlist(?:\s+(?:in|on|for)\s+[\w ]+?)?",
)
# What comes between a name and its items, the surest first: "(A, B)" before "X of A and B".
_SEPARATORS = (
    r"\s*\(",
    rf"[,.]\s*(?:the\s+)?{_THINGS}\s*:",  # "called X. files: A, B"
    r"\s*[:=]",
    rf",?\s+(?:and\s+)?(?:then\s+)?(?:add|put)\s+(?:(?:the\s+following|these|those)\s+)?(?:{_THINGS}\s+)?",
    rf"\s+(?:with|containing|holding)(?:\s*:\s*|\s+(?:(?:the\s+following|these|those|the|my)\s+)?(?:{_THINGS}\s*)?:?)",
    rf",?\s+(?:and\s+)?(?:has|have|gets?|should\s+have|will\s+have|contains?|holds?)\s+(?:(?:the\s+following|these|the)\s+)?(?:{_THINGS}\s*)?:?",
    r"\s+[-–—]\s+",  # "new playlist Evening - A, B, C"
    rf"\s+(?:of|from|out\s+of)\s+(?:(?:the\s+following|these|those|the|my)\s+)?(?:{_THINGS}\s*)?,?\s*:?",
)
_APPEND = re.compile(
    r"^(?:add|put|append|stick|throw|include)\s+(?:the\s+(?:songs?|videos?|tracks?)\s+)?(?P<items>.+?)\s+"
    r"(?:to|on|onto|in|into|at)\s+(?:the\s+end\s+of\s+)?(?:the\s+|my\s+)?"
    rf"(?:(?:vlc\s+|music\s+)?playlist\s+(?:{_QUOTED}|(?P<a>[^\"“]+?))|(?:{_QUOTED.replace('q>', 'q2>')}|"
    r"(?P<b>[^\"“]+?))\s+playlist)$",
    re.I,
)

# Where the items are kept, said aside ("(they are in the Movies folder)", "from Internal Memory/Movies", "stored
# under Internal Memory/VLC"): the player lists them all the same, and it is no part of an item's name.
_WHERE_KEPT = re.compile(
    r"\s*\((?:(?:they\s+are|they'?re|which\s+are|all|both)\s+)?(?:(?:located|stored|kept|found|saved)\s+)?"
    r"(?:in|under|at|inside|from|on)\s+[^)]*\)|"
    r"\s+(?:(?:located|stored|kept|found|saved)\s+)?(?:from|in|under|inside)\s+(?:the\s+|my\s+)?"
    r"(?:(?:folder\s+)?(?:internal\s+(?:memory|storage)|sd\s*card)(?:\s*/\s*[\w .-]+?)*|[\w .-]+?\s+folder)"
    r"(?=\s*[,:;]|\s+in\s+(?:this|that|the\s+same)?\s*order\b)|"
    # "…, they're in WhatsApp Video": where they are kept, said last without brackets.
    r"\s*[,;.-]?\s+(?:they\s+are|they['’]?re|(?:they\s+are\s+|they['’]?re\s+)?all)\s+(?:(?:located|stored|kept|saved)\s+)?"
    r"(?:in|under|inside)\s+(?:the\s+|my\s+)?[\w ./-]+?\s*[.!]?$",
    re.I,
)


def listed_items(text: str) -> tuple[str, ...]:
    """The items of "A, B and C", "A first, then B, then C", "A + B", in order."""
    text = _ORDERED.sub(" ", text).strip().rstrip(".;,")
    # "A, B - in this order please": what is said after the list, no part of its last item.
    text = rx(r"(?:\s*[-–—]\s*|\s+)(?:please|pls|thanks|thank\s+you)$|\s+[-–—]$", re.I).sub("", text)
    parts = rx(r"\s*,\s*(?:and\s+then\s+|and\s+|then\s+)?|\s+(?:and\s+then|then|and|\+|&)\s+").split(text)
    items = []
    for part in parts:
        item = rx(r"^(?:first|then|next|finally|lastly|and)\s+|\s+(?:first|last|next|after\s+that)$").sub("", part)
        item = item.strip(" .'\"“”‘’")
        if item:
            items.append(item)
    return tuple(items)


def _name_and_items(unit: str, bare: bool) -> tuple[str, tuple[str, ...]] | None:
    """One playlist's name and items; ``bare``: the unit may say the name without the word "playlist"."""
    said = _ORDINAL_ONE.sub("", unit.strip().rstrip("."), count=1)
    said = rx(r"^(?:an?\s+|the\s+)?(?:new\s+|second\s+|another\s+)?(?:one\s+)?", re.I).sub("", said)
    said = _ORDERED.sub(" ", said).strip()
    heads = (*_HEADS, _NAME) if bare else _HEADS
    for separator in _SEPARATORS:
        for head in heads:
            found = rx(rf"^{head}(?P<sep>{separator})(?P<items>.*)$", re.I).match(said)
            if found is None:
                continue
            name = (found.group("q") or found.group("n") or "").strip(" ,.-–—'\"“”‘’")
            items = _items(found.group("sep"), found.group("items"))
            if name and items:
                return name, items
    return None


def _items(separator: str, said: str) -> tuple[str, ...]:
    if separator.strip() == "(":
        return listed_items(said.split(")", 1)[0]) if ")" in said else ()
    if rx(r"\b(?:add|put)\s", re.I).search(separator):
        # "… and add A and B to it", "… and add these videos to it: A, B"
        said = rx(r"^(?:(?:to|in|into|on)(?:to)?\s+it\s*)?:\s*").sub("", said)
        said = rx(r"\s+(?:to|in|into|on)(?:to)?\s+it$").sub("", said.strip().rstrip("."))
    # "Road Trip playlist - add A, B": the command said after the separator is no part of the first item.
    command = rf"^\s*(?:add|put|append|include)\s+(?:(?:the\s+following|these|those)\s+|the\s+(?={_THINGS}\s))?"
    said = rx(rf"{command}(?:{_THINGS}\s+)?", re.I).sub("", said)
    said = rx(rf"^\s*the\s+{_THINGS}\s+(?=\S)", re.I).sub("", said)  # "add the files A, B to it"
    return listed_items(said)


def read_playlists(text: str, app: str) -> Goal | None:
    """One playlist or several made with their items, or None."""
    if LASTING.search(text):
        return None  # a playlist of a length: its songs are chosen (spans.py)
    named = mentioned_app(text)
    app = app or (named if _PLAYER.search(named) else "")
    if app:  # "vlc new playlist X: …": the app said first as a heading
        text = rx(rf"^\s*{re.escape(app)}(?:\s+app)?\s*[:,–-]?\s+", re.I).sub("", text)
    # "… and put it on", "…, then play it": the playlist made is played after.
    played = rx(rf"\s*,?\s+{PLAY_IT}\s*\.?$", re.I).search(text)
    text = text[: played.start()] if played is not None else text
    kept = " ".join(found.group(0).strip(" ()") for found in _WHERE_KEPT.finditer(text))
    text = _WHERE_KEPT.sub("", text)
    several = _SEVERAL.match(text)
    body = text[several.end() :] if several else _LEAD.sub("", text.strip(), count=1)
    # "in vlc make Hikes (A, B) and Runs (C, D)", "create Hikes out of A and B": in a player, a list made is a playlist.
    named_alone = _PLAYER.search(app) is not None and _MADE.match(text) is not None
    if not several and not named_alone and not rx(r"\bplaylist\b", re.I).search(body[:80]):
        return None
    bare = bool(several) or (named_alone and not rx(r"\bplaylist\b", re.I).search(body[:80]))
    units = [u for u in (_NEXT_OF_SEVERAL if bare else _NEXT).split(body.strip().rstrip(".")) if u and u.strip()]
    made = _made(units, bare, app)
    if made is None and ";" in body:
        # "containing: A; B; C": semicolons between one playlist's items, not between playlists
        units = [u for u in (_NEXT_OF_SEVERAL if bare else _NEXT).split(body.replace(";", ",").strip().rstrip("."))]
        made = _made([u for u in units if u and u.strip()], bare, app)
    if made is None:
        return None
    if not made:
        return None
    first, *rest = made
    after = (playing_it(made[-1].title, made[-1].app, played),) if played is not None else ()
    # Where the items are kept is read (``subject``), though the player lists them all on one tab.
    return Goal(first.intent, app=first.app, title=first.title, extra=first.extra, subject=kept, then=(*rest, *after))


def _made(units: list[str], bare: bool, app: str) -> list[Goal] | None:
    """Each unit as a playlist made with its items; None when one of them is not."""
    made = []
    for n, unit in enumerate(units):
        found = _name_and_items(unit, bare=bare or n > 0)
        if found is None:
            return None
        made.append(Goal("playlist", app=app or "Music", title=found[0], extra=found[1]))
    return made


def read_append(text: str, app: str) -> Goal | None:
    """Items put on a playlist that exists ("add A and then B to the end of my X playlist"), one at a time."""
    app = app or mentioned_app(text)
    said = without_app(text.strip(), app) if app else text.strip()
    played = rx(rf"\s*,?\s+{PLAY_IT}\s*\.?$", re.I).search(said)  # "add A to my X playlist and play it"
    said = said[: played.start()] if played is not None else said
    found = _APPEND.match(_ORDERED.sub("", said.rstrip(".")))
    if found is None:
        return None
    name = next((g for g in (found.group("q"), found.group("a"), found.group("q2"), found.group("b")) if g), "")
    items = listed_items(found.group("items"))
    if not app or not name.strip() or not items:
        return None
    name = _quote(name.strip())
    then = (playing_it(name, app, played),) if played is not None else ()
    return Goal(
        "steps",
        app=app,
        extra=(f"Open {app}", *(f"Add '{_quote(i)}' to the playlist '{name}'" for i in items)),
        then=then,
    )


def _quote(text: str) -> str:
    return text.strip(" '\"“”‘’").replace("'", "’")


_SPAN = (
    re.compile(r"\bbetween\s+(?P<a>\d+)\s+and\s+(?P<b>\d+)\s*-?\s*(?P<u>minutes?|mins?|hours?|hrs?)\b", re.I),
    re.compile(r"\b(?P<a>\d+)\s*(?:-|–|to)\s*(?P<b>\d+)\s*-?\s*(?P<u>minutes?|mins?|hours?|hrs?)\b", re.I),
    # "about 13 minutes": a minute either side.
    re.compile(r"\b(?:about|around|roughly|approximately|~)\s*(?P<n>\d+)\s*-?\s*(?P<u>minutes?|mins?)\b", re.I),
)
# Where a name said unquoted ends: at the words that say what it holds or how long it lasts ("Evening of about 13
# minutes", "Evening from my songs"); an "of" that is the name's own ("Best of 2030") goes on.
_NAME_ENDS = (
    r"\s+(?:from|with|that|lasting|out\s+of)\b|\s+of\s+(?:about|around|roughly|approximately|~|an?\s|my\b|the\b|"
    r"songs\b|videos\b|tracks\b|\d+\s*-?\s*(?:min|hour|hr))|\s*[,(]|$"
)
# The name, surest first: a naming word before it ("called X", "call it X"), then its place before or after the
# word "playlist" (never a length: "a 12-14 minute playlist" names none).
_SPAN_NAME = (
    re.compile(rf"\b(?:called|named|titled)\s+{_QUOTED}", re.I),
    re.compile(r"\b(?:call|name)\s+it\s+[\"“']?(?P<n>[^,\"”'(]+?)[\"”']?\s*(?:,|$|\()", re.I),
    re.compile(rf"\b(?:called|named|titled)\s+(?P<n>[^,\"(]+?)(?={_NAME_ENDS})", re.I),
    re.compile(rf"{_QUOTED}\s+playlist\b", re.I),
    re.compile(r"\b(?:an?|my)\s+(?P<n>(?-i:[A-Z])[\w' -]*?)\s+playlist\b", re.I),
    re.compile(rf"\bplaylist\s+(?P<n>(?-i:[A-Z0-9])[^,\"(]*?)(?={_NAME_ENDS})", re.I),
)
CHOSEN = "chosen songs"


def read_span_playlist(text: str, app: str) -> Goal | None:
    """A playlist made of the library's items so that it lasts a span of time ("between 45 and 50 minutes", "a
    12-14 minute playlist", "about 13 minutes"), its items chosen from the lengths the list shows."""
    if not rx(r"\bplaylist\b", re.I).search(text) or not LASTING.search(text):
        return None
    span = next((found for shape in _SPAN if (found := shape.search(text)) is not None), None)
    name = next((found for shape in _SPAN_NAME if (found := shape.search(text)) is not None), None)
    if span is None or name is None:
        return None
    per = 3600 if span.group("u").lower().startswith("h") else 60
    said = span.groupdict()
    low, high = (int(said["n"]) - 1, int(said["n"]) + 1) if said.get("n") else (int(said["a"]), int(said["b"]))
    title = _quote((name.groupdict().get("q") or name.group("n")).strip())
    app = app or "Music"
    things = "videos" if rx(r"\bvlc\b|\bvideo", re.I).search(f"{app} {text}") else "songs"
    return Goal(
        "steps",
        app=app,
        extra=(
            f"Open {app}",
            f"Remember the {things} lasting {min(low, high) * per}-{max(low, high) * per} seconds in all as «{CHOSEN}»",
            f"Add each of «{CHOSEN}» to the playlist '{title}'",
            f"Check the playlist '{title}' holds '«{CHOSEN}»'",
        ),
    )


def playing_it(name: str, app: str, said: re.Match[str] | None = None) -> Goal:
    """The playlist ``name`` played from its start (its page's Play all), or shuffled where ``said`` (a match of
    ``PLAY_IT``) says so."""
    shuffled = said is not None and said.group("shuffled") is not None
    last = f"Shuffle the playlist '{name}'" if shuffled else f"Play the playlist '{name}'"
    return Goal("steps", app=app, extra=(f"Open the playlist '{name}'", last))
