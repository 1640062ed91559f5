"""Details pasted in the shape they came in, with a short request after them: "Title: X / When: Fri 3pm / Length: 30
min -- add to calendar", a signature block "-- Ravi Brennan | m: +1 555 … — save him", a receipt line "Online course
…… $436.78 | Education -- log this", a recipe card "Banana bread — serves 8 — 1 hr — ingredients: … — add this recipe",
a song list "Playlist: X • Tracks: 1. A 2. B -- make it", a change drawn as an arrow "Flowers | Social -> Donation --
change the category".

The request names what the details are for (a calendar, a contact, an expense, a note …) and points back at them
("this", "it", "these"); the details are pieces cut by pipes, slashes, semicolons, bullets or dashes, each a "Key:
value" or a bare value whose shape says what it is (a time, a length, an amount). Read together they are said again as
the request in the words the grammar reads, each field named; a piece that fits no field keeps the request unread
(``None``), so nothing is guessed into a record.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .pasted_changes import pasted_change
from .pasted_rows import AMOUNT, expenses, recipe

# What ends the details and starts the request: a dash, an em dash or an arrow pointing back at them.
_TAIL = re.compile(r"\s+(?:--|—|–|<-|←)\s+(?P<r>(?:(?!\s(?:--|—|–|<-|←)\s).)+?)\s*[.!]?\s*$")
# Or after the details' last full stop ("… Details: Discuss the roadmap. pls put in my cal").
_AFTER_STOP = re.compile(r"\.\s+(?P<r>(?:pls|please|plz|can\s+you|just)\s+[^.]+?|[a-z][^.:]+?)\s*[.!]?\s*$")
# A request that carries a value of its own ("add it with the note Paid by card") is no pointer at pasted details.
_VALUED = re.compile(
    r"\b(?:with\s+(?:the\s+|a\s+)?(?:note|text|description|title|name|notes)|named|called|titled)\b", re.I
)
_LABELLED = re.compile(r"(?:^|[.;|/•—-]\s*)[A-Za-z][A-Za-z '’]{0,30}:\s")
_CHANGE = re.compile(
    r"^(?:(?:pls|please|just)\s+)?(?:update|fix|change|swap|replace|edit|rename|add\s+(?:the|that|this)\s+\w+\s+to|do)\b",
    re.I,
)
# "add that to the end of todo.txt": the line pasted before it.
_LINE_ADDED = re.compile(
    r"^(?:add|put|append|stick)\s+(?:that|this|it)?(?:\s+line)?\s*(?:to|at|on)\s+the\s+(?:very\s+)?(?P<e>end|bottom|top|start)"
    r"\s+of\s+(?:the\s+note\s+)?(?P<f>[\w-]+\.(?:md|txt))$",
    re.I,
)
# A request short enough to be only a pointer at the details said before it.
_REQUEST = re.compile(
    r"^(?:(?:pls|please|plz|can\s+you|just)\s+)?(?P<v>add|save|log|make|put|set|create|reply|send|record|queue|update|"
    r"fix|change|swap|replace|rename|type|fill|combine|merge|new|enter|store|book|schedule|do|stick|append|text|txt|forward)\b(?P<rest>.*)$",
    re.I,
)
_PIECES = re.compile(r"\s+(?:\||/|•|--|—|–)\s+|;\s+|^\s*[•-]\s*|\s+•\s*|(?<=\.)\s+(?=[A-Z][\w' ]{0,18}:)")
_KEYED = re.compile(r"^(?P<k>[A-Za-z][A-Za-z '’]{0,30}?)\s*:\s*(?P<v>.+)$")
_LENGTH = re.compile(
    r"^(?:for\s+)?(?P<n>\d+(?:\.\d+)?\s*(?:h|hrs?|hours?|mins?|minutes?)(?:\s*\d+\s*(?:m|mins?|minutes?))?|\d+h\d\d)$",
    re.I,
)
_TIME = re.compile(r"\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|\b\d{1,2}:\d\d\b|\bnoon\b", re.I)
_DAY = re.compile(
    r"\b(?:today|tomorrow|tonight|weeks?\s+from|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\d{4}-\d\d-\d\d)",
    re.I,
)
_REPEAT = re.compile(r"^(?:repeats?|repeating|recurs?)\s*:?\s*(?P<r>daily|weekly|monthly|yearly)\b", re.I)
_INVITED = re.compile(r"^(?:you(?:'|’)?re\s+invited|invitation|invite|join\s+us)$", re.I)
_NAME_KEYS = {"title", "what", "event", "subject", "name"}
_WHEN_KEYS = {"when", "date", "time", "starts", "start", "date and time"}
_LENGTH_KEYS = {"length", "duration", "how long"}
_DESCRIPTION_KEYS = {"description", "desc", "details", "notes", "note", "about"}
_PLACE_KEYS = {"where", "location", "place", "venue"}
_FILE_KEYS = {"filename", "file name", "file", "note name", "note", "name"}
_TEXT_KEYS = {"body", "text", "content", "contents"}


def _pieces(details: str, as_said: bool = False) -> list[tuple[str, str]]:
    """The details cut into (key, value) pieces, keys in lower case unless ``as_said``; a bare value's key is empty."""
    found = []
    for piece in _PIECES.split(details):
        piece = piece.strip()
        if not piece or piece in {"-", "--"}:
            continue
        keyed = _KEYED.match(piece)
        key = keyed.group("k").strip() if keyed else ""
        found.append((key if as_said else key.lower(), keyed.group("v").strip()) if keyed else ("", piece))
    return found


def _when(value: str) -> str:
    """A day and a time as pasted ("Mon Mar 18 2030, 12:00", "tomorrow 8:00 am") said as the grammar reads them."""
    value = rx(r"^(?:starts?|starting|from)\s+", re.I).sub("", value)
    day, _, time = value.partition(",")
    if not time and (at := _TIME.search(day)) is not None and not day[: at.start()].rstrip().lower().endswith("at"):
        day, time = day[: at.start()], day[at.start() :]
    day, time = day.strip(), time.strip()
    if rx(r"^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+(?=[a-z]{3})", re.I).match(day):
        day = day.split(None, 1)[1]  # "Mon Mar 18 2030": the weekday beside the date says nothing more
    if day and not rx(r"^(?:on|in|this|next|tomorrow|today|tonight|\d+\s+weeks?|two\s+weeks?)\b", re.I).match(day):
        day = "on " + day
    return f"{day} at {time}" if time else day


def _invited(value: str) -> list[tuple[str, str]]:
    """An invitation's line ("Piano lesson this Friday at 10:00 AM (60 min)") as its title, day and length."""
    value = value.rstrip(" .")
    length = rx(r"(?:\s*\((?P<l>[^)]+)\)|,\s*(?P<c>\d+\s*(?:h|hrs?|hours?|mins?|minutes)))\s*$").search(value)
    said = value[: length.start()] if length else value
    day = rx(
        r"\s+(?:(?:this|next|on)\s+|(?=(?:tomorrow|today|tonight|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|"
        r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)\b))",
        re.I,
    ).search(said)
    if day is None:
        return [("", value)]
    found = [("title", said[: day.start()]), ("when", said[day.start() :].strip())]
    return found + ([("length", length.group("l") or length.group("c"))] if length else [])


def _event(pieces: list[tuple[str, str]]) -> str | None:
    title = when = length = description = repeat = place = ""
    pieces = [part for key, value in pieces for part in (_invited(value) if _INVITED.match(key) else [(key, value)])]
    for key, value in pieces:
        if key in _NAME_KEYS or (not key and not title and not _TIME.search(value) and not _LENGTH.match(value)):
            if title:
                return None
            title = value
        elif key in _WHEN_KEYS or (not key and (_TIME.search(value) or _DAY.search(value)) and not when):
            when = _when(value)
        elif key in _LENGTH_KEYS or (not key and _LENGTH.match(value)):
            fit = _LENGTH.match(value)
            length = fit.group("n") if fit else value
        elif key in _DESCRIPTION_KEYS:
            description = value
        elif key in _PLACE_KEYS:
            place = value
        elif key.startswith("repeat") or (not key and _REPEAT.match(value)):
            repeated = _REPEAT.match(f"repeats {value}" if key else value)
            if repeated is None:
                return None
            repeat = repeated.group("r")
        else:
            return None
    if not title or not when:
        return None
    said = f'create an event titled "{title}" {when}'
    said += f" for {length}" if length else ""
    said += f' with the description "{description}"' if description else ""
    said += f' at the location "{place}"' if place else ""
    return said + (f", repeating {repeat}" if repeat else "")


def _note(pieces: list[tuple[str, str]]) -> str | None:
    name = text = folder = title = ""
    for key, value in pieces:
        if key == "folder":
            folder = value
        elif key in _FILE_KEYS and rx(r"[\w-]+\.(?:md|txt)").fullmatch(value):
            name = value
        elif key == "title":
            title = value
        elif key in _TEXT_KEYS:
            text = value
        else:
            return None
    if not text or not (name or title):
        return None
    where = f" in the {folder} folder" if folder else ""
    if name:
        return f"create a note named {name}{where} with the text: {text}"
    return f'create a note titled "{title}"{where} whose body is: {text}'


def _note_change(pieces: list[tuple[str, str]]) -> str | None:
    """A note's new first line, with a blank line under it or not, and its new name."""
    keyed = dict(pieces)
    named = [v for k, v in pieces if k in _FILE_KEYS and rx(r"[\w-]+\.(?:md|txt)").fullmatch(v)]
    first = rx(r"[\"“](?P<l>[^\"”]+)[\"”]\s*(?P<b>\((?:with\s+)?(?:a\s+)?blank\s+line[^)]*\))?").fullmatch(
        keyed.get("new first line", "")
    )
    renamed = keyed.get("rename to") or keyed.get("new name") or ""
    if len(named) != 1 or first is None or len(keyed) != 2 + bool(renamed):
        return None
    if first.group("b") is None:
        said = f'add the line "{first.group("l")}" at the top of the note {named[0]}'
    else:
        said = (
            f"update the note {named[0]} by adding the following text, along with a new blank line before the "
            f'existing content: "{first.group("l")}"'
        )
    return said + (f", and rename it to {renamed}" if renamed else "")


def _notes(pieces: list[tuple[str, str]]) -> str | None:
    """Several notes as bullets, each "Title: its text" (the titles as said)."""
    if len(pieces) < 2 or any(not key for key, _ in pieces):
        return None
    said = [f'"{key}" with the text "{value}"' for key, value in pieces]
    return "create the following notes: " + " and ".join(said)


def _task(pieces: list[tuple[str, str]]) -> str | None:
    keyed = dict(pieces)
    if (
        "" in keyed
        or not keyed.keys() <= {"task", "title", "due", "notes", "note"}
        or not keyed.keys() & {"task", "title"}
    ):
        return None
    said = f'create a task "{keyed.get("task") or keyed["title"]}"'
    said += f" due on {keyed['due']}" if "due" in keyed else ""
    notes = keyed.get("notes") or keyed.get("note")
    return said + (f' with the notes "{notes}"' if notes else "")


_FOR = {
    "event": (re.compile(r"\b(?:cal|calendar|event|schedule|book)\b", re.I), _event),
    "note": (re.compile(r"\bnote\b|\bmarkor\b", re.I), _note),
    "notes": (re.compile(r"\bnotes\b", re.I), _notes),
    "task": (re.compile(r"\b(?:task|to-?do|add\s+(?:it|this))\b", re.I), _task),
}
_LABEL = r"(?P<l>home|work|mobile|cell|m|h|w|tel|phone|office)"
_NUMBER = r"(?P<n>\+?[\d(][\d ()./-]{6,}\d)"
# "Lena Haddad - work +1 773 …", "Hana Suzuki, m: +1 970 …": one person's line of a signature or a list.
_PERSON = re.compile(
    rf"^(?P<p>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)+)\s*[,:|-]?\s*(?:{_LABEL}\s*:?\s*)?{_NUMBER}$", re.I
)
_SAID_LABEL = {"home": "home", "h": "home", "work": "work", "w": "work", "office": "work"}


def _contacts(details: str, request: str) -> str | None:
    keyed = dict(_pieces(details))
    if {"first", "last", "phone"} == keyed.keys():
        phone = rx(rf"^{_NUMBER}\s*(?:\((?P<l>\w+)\))?$", re.I).match(keyed["phone"])
        if phone is None:
            return None
        said = f"First Name: {keyed['first']}, Last Name: {keyed['last']}, Phone: {phone.group('n')}"
        said += f", Phone Label: {phone.group('l').capitalize()}" if phone.group("l") else ""
        if rx(r"\b(?:don'?t|do\s+not|without)\s+(?:hit(?:ting)?\s+)?sav", re.I).search(request):
            return f"go to the new contact screen and enter the following details: {said}. Do NOT hit save."
        return f"create a new contact with the following details: {said}."
    people = []
    for line in rx(r"\s+/\s+|;\s+|\s+•\s+").split(rx(r"^\s*(?:--|—)\s*").sub("", details)):
        person = _PERSON.match(rx(r"\s*\|\s*").sub(", ", line.strip()))
        if person is None:
            return None
        people.append((person.group("p"), _SAID_LABEL.get((person.group("l") or "").lower(), ""), person.group("n")))
    if len(people) == 1:
        name, label, number = people[0]
        if label:
            return f"create a new contact for {name} whose {label} number is {number}"
        return f"create a new contact for {name}. Their number is {number}."
    listed = [f"{name} with the {label or 'mobile'} number {number}" for name, label, number in people]
    return "add the following contacts: " + "; ".join(listed) + "."


def _songs(listed: str) -> list[str]:
    return [s.strip() for s in rx(r"\s*(?:;|/|,|\d+\.)\s*").split(listed) if s.strip()]


_PLAYERS = ((r"\bretro\b", "Retro Music"), (r"\bvlc\b", "VLC"))


def _playlist(details: str, request: str) -> str | None:
    named = rx(
        r"^(?:playlist\s*:\s*(?P<a>[^•|;]+?)|[\"“](?P<b>[^\"”]+)[\"”]\s+(?:track\s*list|tracklist|songs))\s*"
        r"(?:[•|;]\s*(?:tracks|songs)\s*)?:\s*(?P<s>.+)$",
        re.I,
    ).match(details.strip())
    if named is None and rx(r"\bplaylist\b", re.I).search(request):
        # "Evening: a, b, c -- make this a playlist": the list's label is the playlist's name.
        named = rx(r"^(?P<a>(?-i:[A-Z])[\w' ]{0,30}?)\s*:\s*(?P<s>.+)$").match(details.strip())
    if named is None:
        return None
    songs = _songs(named.group("s"))
    title = named.groupdict().get("a") or named.groupdict().get("b")
    app = next((f" in {app}" for word, app in _PLAYERS if rx(word, re.I).search(request)), "")
    said = f'create a playlist{app} titled "{title}" with the following songs, in order: '
    said += ", ".join(songs)
    if rx(r"\bexport\b.*\bdownloads?\b", re.I).search(request):
        said += ". Then export the playlist to the Downloads directory on the device."
    return said


def _queue(details: str) -> str | None:
    listed = rx(r"^(?:up\s+next|queue|next)\s*(?:\(in\s+order\))?\s*:\s*(?P<s>.+)$", re.I).match(details.strip())
    if listed is None:
        return None
    return f"add the following songs, in order, {', '.join(_songs(listed.group('s')))} to my playing queue"


def _message(details: str, request: str) -> str | None:
    keyed = dict(_pieces(details))
    if not keyed.keys() <= {"", "to", "msg", "message"}:
        return None
    quoted = rx(r"\s*[\"“](?P<m>[^\"”]+)[\"”]\s*").fullmatch(keyed.get("msg", keyed.get("message", details)))
    if quoted is None:
        return None
    asked = rx(rf"\bto\s+(?P<to>{_NUMBER}|(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?)\s*$", re.I).search(request)
    to = keyed.get("to", "") or (asked.group("to") if asked else "")
    if to and (rx(_NUMBER).fullmatch(to) or rx(r"(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?").fullmatch(to)):
        replies = rx(r"\breply\b", re.I).search(request) is not None
        return f'reply to {to} with "{quoted.group("m")}"' if replies else f'text {to} "{quoted.group("m")}"'
    if not to and rx(r"\b(?:last|latest|most\s+recent)\b", re.I).search(request):
        return f'reply to the most recent text message with "{quoted.group("m")}"'
    return None


def _alarm(details: str) -> str | None:
    keyed = dict(_pieces(details))
    if not keyed.keys() <= {"alarm", "time", "label", "name"} or not _TIME.fullmatch(keyed.get("alarm", "").strip()):
        return None
    label = keyed.get("label") or keyed.get("name")
    return f"set an alarm for {keyed['alarm']}" + (f' labelled "{label}"' if label else "")


def _recording(details: str) -> str | None:
    named = rx(r"\s*(?:file\s*name|name|title)\s*:\s*(?P<n>[\w-]+)\s*", re.I).fullmatch(details)
    return None if named is None else f'record an audio clip and save it with name "{named.group("n")}"'


def _said_for(details: str, request: str) -> str | None:
    asked = request.lower()
    if (line := _LINE_ADDED.match(asked)) is not None:
        said = rx(r"\s*(?:[•-]\s*)?(?P<l>[^•|;:]+?)\s*").fullmatch(details)
        if said is None:
            return None
        where = "at the end" if line.group("e") in ("end", "bottom") else "at the top"
        return f'add the line "{said.group("l")}" {where} of the note {line.group("f")}'
    if _CHANGE.match(asked):
        # A change is never read as a new record: what it cannot place keeps the request unread.
        return _note_change(_pieces(details)) or pasted_change(details, request)
    if rx(r"\b(?:reply|send|text|txt|forward)\b").search(asked):
        return _message(details, request)
    if rx(r"\brecord\b").search(asked):
        return _recording(details)
    if rx(r"\bexpenses?\b|\blog\b").search(asked) and AMOUNT.search(details):
        return expenses(details)
    if rx(r"\brecipe\b").search(asked):
        return recipe(details)
    if rx(r"\balarm\b").search(asked) or rx(r"\s*alarm\s*:", re.I).match(details):
        return _alarm(details)
    if rx(r"\bplaylist\b|\bretro\b").search(asked) or rx(r"\b(?:tracks|tracklist)\b", re.I).search(details):
        return _playlist(details, request)
    if rx(r"\bqueue\b").search(asked):
        return _queue(details)
    if rx(r"\bcontacts?\b|\bsave\s+(?:her|him|them)\b").search(asked):
        return _contacts(details, request)
    pieces = _pieces(details)
    if not pieces:
        return None
    for kind, (pattern, compose) in _FOR.items():
        if pattern.search(request) and (composed := compose(_pieces(details, kind == "notes") or pieces)):
            return composed
    return None


def _said_by_key(task: str) -> str | None:
    """Details whose last label is itself the request ("File: a.txt; add at the very bottom: …", "… | Then text the
    whole thing to: +1 …")."""
    pieces = _pieces(task)
    if len(pieces) < 2:
        return None
    asked, value = pieces[-1]
    if rx(r"^then\s+(?:text|send|sms|share)\b").match(asked) and (note := _note(pieces[:-1])) is not None:
        stop = "" if note.endswith(".") else "."
        if rx(_NUMBER).fullmatch(value) is not None:
            return f"{note}{stop} Then share the entire content of the note with {value} via SMS"
        text = next((v for k, v in pieces[:-1] if k in _TEXT_KEYS), "")
        if not rx(r"(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?").fullmatch(value) or '"' in text:
            return None
        name = rx(r"\bnamed\s+(?P<n>\S+)").search(note)
        if name is None or not text or any(k == "folder" for k, _ in pieces):
            return None
        return f'create a note named {name.group("n")} with the text "{text}", then text {value} "{text}"'
    end = rx(r"^(?:add|append|put)\s+(?:it\s+)?(?:at|to)\s+the\s+(?:very\s+)?(?P<e>bottom|end|top|start)$").match(asked)
    named = [v for k, v in pieces[:-1] if k in _FILE_KEYS and rx(r"[\w-]+\.(?:md|txt)").fullmatch(v)]
    if end is None or len(pieces) != 2 or len(named) != 1:
        return None
    if end.group("e") in ("bottom", "end"):
        return f"edit {named[0]}. Add to the bottom of the note: {value}"
    return f'add the line "{value}" at the top of the note {named[0]}'


def pasted_request(task: str) -> str | None:
    """``task`` said as a request with its fields named, when it is details pasted then a request; else ``None``."""
    for tail in (_TAIL.search(task), _AFTER_STOP.search(task)):
        if tail is None or _REQUEST.match(tail.group("r")) is None or _VALUED.search(tail.group("r")):
            continue
        if tail.re is _AFTER_STOP and not _LABELLED.search(task[: tail.start()]):
            continue  # "Dinner cost me $40 (food). add it …": a sentence before the request, not pasted details
        return _said_for(task[: tail.start()], tail.group("r"))
    return _said_by_key(task)
