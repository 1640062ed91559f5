"""A request said as the taps the person would make (people set 124): "open markor, hit the plus, name it ideas.md,
type X and save", "settings > network & internet > wifi and flip it on", "contacts → Ana → edit → put +1… → save".

The taps describe a goal; the goal is what must be done, whatever the app's screens are called. The steps are read
in order (tap_words.py splits them) and what each one says of the goal is kept:

* the app opened first ("open X", "go into X", "X:", "X >", "in X …");
* the screens and controls passed on the way (a tab, "statistics", "the pencil", "three dots", "the tick", "ok",
  "confirm", "sort by …") say nothing of the goal but a question's measure, whatever the app calls them;
* the thing tapped ("tap on a.txt", "Chili", "long press b.png", "find my X") is what the act is on, a thing tapped
  before it where it is ("vlc → browse → Camera → a.mp4"), a day tapped the day it is on;
* the act: a field set ("clear the directions box and type …", "put X in the location field", "category > Food"), a
  name given ("name it …"), text typed, a new entry ("the plus"), a delete ("the bin"), a copy or a move ("copy to >
  B"), a switch flipped, an item added to a playlist, a recording, a question asked of what was tapped ("what does it
  say", "how long is it"), with the remarks said after it ("names only").

The goal is said back as one request, "in <app>, <act> <thing> …"; turn.py takes it only where the step reads it
whole, so a tap this does not know leaves the request as said (and an unread request is asked about, never done).
"""

from __future__ import annotations

import re

from .tap_state import Taps
from .tap_words import (
    AGAIN,
    APP_LEAD,
    APPS,
    CHAT,
    CHROME,
    COPY_TEXT,
    CREATE,
    DAY,
    DELETE,
    EACH,
    EXPORT,
    FIELD_TYPED,
    FIELD_WORD,
    FILTER,
    FLIP,
    ITEM,
    MONTH,
    NAMED,
    PASTE,
    PLAYS,
    QUESTION,
    RECORD,
    REMARK,
    RESEND,
    SCOPE,
    SCREEN,
    SEARCH,
    SEARCH_OPEN,
    SECTIONS,
    SORT,
    SORTED,
    TO,
    TYPE,
    VIDEO_MODE,
    WAIT,
    steps_of,
)
from .tapped_entries import read_entry_step, said_entry
from .tapped_questions import asked_of


def tapped_goal(task: str) -> str | None:
    """The goal ``task``'s taps describe, said as one request; ``None`` when it is not said as taps."""
    text = task.strip()
    taps = Taps()
    if (lead := APP_LEAD.match(text)) is not None:
        taps.app = APPS[lead.group("app").lower()]
        text = text[lead.end() :]
    steps = steps_of(text)
    if len(steps) + bool(taps.app) < 2 or not (taps.app or _FIRST_TAP.match(steps[0])):
        return None  # "a.md -> b.md, and …": an arrow between two names is no path of taps
    field_named = ""
    for step in steps:
        step = re.sub(r"^(?:and\s+)?(?:just\s+(?=(?:tap|hit|press|click)\b))?", "", step.strip(" ,;"), flags=re.I)
        if not TYPE.match(step) and not FIELD_TYPED.match(step):
            step = step.rstrip(".").strip()
        if not step:
            continue
        if taps.questions and not QUESTION.match(step):
            asked = taps.questions[-1]
            # a remark on the answer ("titles only") after a question that did not end in "?" ends it
            asks = asked.endswith("?") or _ASKS.match(asked) is None
            taps.questions[-1] = f"{asked} {step}" if asked.endswith("?") else f"{asked}{', ' if asks else '? '}{step}"
            continue
        if field_named and not CHROME.match(step):
            taps.fields.append((field_named, step))
            field_named = ""
            continue
        if taps.create and taps.create != "new" and not taps.name and ITEM.match(step) and _bare(step):
            taps.name = step  # "new folder -> Travel 2030": the name typed in its dialog
            continue
        if taps.act in ("copy", "move", "add") and not taps.to and not CHROME.match(step):
            taps.to = re.sub(
                r"^(?:pick|choose|select|tap|hit)\s+(?:on\s+)?(?:the\s+)?|\s+folder$", "", step, flags=re.I
            )
            continue
        if taps.sources and not taps.create and _bare(step) and "." in step:
            taps.sources.append(step)  # "copy the text of a.md, then b.md": the notes in the order said
            continue
        if (named := FIELD_WORD.match(step)) is not None:
            field_named = named.group("f").lower()
            continue
        if not _read_step(taps, step):
            taps.kept.append(step)
    return _said(taps)


_ASKS = re.compile(r"^(?:(?:tell|show)\s+me\s+)?(?:what|which|how|who|when|where|is|are|does|do)\b", re.I)
_TELL_ME = re.compile(r"^(?:tell|show)\s+me\s+(?=(?:what|which|who|when|where|how)\b)", re.I)
_FIRST_TAP = re.compile(
    r"^(?:\d[.)]\s*)?(?:tap|hit|press|click|long[\s-]?press|open|go|swipe|scroll|select|find|launch|pull\s+up)\b", re.I
)


def _bare(step: str) -> bool:
    """A step that only names a thing (no verb before it): "Travel 2030", "Chili", "b.md"."""
    found = ITEM.match(step)
    said_as_a_tap = NAMED.match(step) or TYPE.match(step) or CHROME.match(step) or FIELD_TYPED.match(step)
    return found is not None and found.group("v") == step and not said_as_a_tap


def _read_step(taps: Taps, step: str) -> bool:  # noqa: C901, PLR0911, PLR0912, PLR0915
    """What one tap says of the goal, kept in ``taps``; ``False`` when it says nothing this reads."""
    if (lead := APP_LEAD.match(step)) is not None and not taps.app and lead.end() == len(step):
        taps.app = APPS[lead.group("app").lower()]
        return True
    if (found := re.match(r"^(?:tap|hit|press|open)\s+(?:on\s+)?(?:the\s+)?(?P<app>.+?)(?:\s+app)?$", step, re.I)) and (
        not taps.app and found.group("app").lower() in APPS
    ):
        taps.app = APPS[found.group("app").lower()]
        return True
    if read_entry_step(taps, step):
        return True
    if (found := VIDEO_MODE.match(step)) is not None:
        taps.video = True
        return True
    if (found := RECORD.match(step)) is not None:
        taps.act = "record"
        return True
    if taps.act == "record" and re.match(r"^(?:stop|end|finish)\b", step, re.I):
        return True
    if (found := RESEND.match(step)) is not None:
        taps.act = "resend"
        return True
    if (found := CHAT.match(step)) is not None:
        taps.person = found.group("v").strip()
        return True
    if (found := MONTH.match(step)) is not None:
        taps.month = found.group("v")
        return True
    if (found := SORT.match(step)) is not None:
        taps.sort = found.group("v").lower()
        return True
    if (found := FILTER.match(step)) is not None:
        taps.kind = found.group("v").lower()
        return True
    if SEARCH_OPEN.match(step):
        taps.searching = True
        return True
    if taps.searching and not taps.search and (found := TYPE.match(step)) is not None:
        # "type garlic - which recipes come up?": the word searched, then the question
        parts = re.split(r"\s+[-–—]\s+|(?<=[.?!,])\s+", found.group("v").strip(), maxsplit=1)
        taps.search = parts[0].strip(" .,")
        asked = parts[1].strip() if len(parts) > 1 else ""
        return not asked or _read_step(taps, asked)
    if (found := SEARCH.match(step)) is not None:
        taps.search = found.group("v").strip()
        return True
    if (found := SCOPE.match(step)) is not None:
        scope = found.group("v").strip()
        taps.scope = scope if re.match(r"^(?:this|last)\b", scope, re.I) else f"on {scope}"
        return True
    if (section := SECTIONS.match(step)) is not None:
        name = section.group("s").lower()
        taps.via_contacts = taps.via_contacts or name == "contacts"
        taps.tab = {"alarms": "alarm", "timers": "timer"}.get(name, name)
        return True
    if CHROME.match(step) or SCREEN.match(step) or SECTIONS.match(step) or WAIT.match(step):
        if (screen := SCREEN.match(step)) is not None and screen.group("tab"):
            taps.tab = screen.group("tab").lower()
        return True
    if (found := COPY_TEXT.match(step)) is not None:
        taps.sources.append(found.group("v").strip())
        return True
    if (found := PASTE.match(step)) is not None:
        taps.paste = (found.group("v") or "").strip()
        return True
    if (found := FIELD_TYPED.match(step)) is not None:
        said = {k: v for k, v in found.groupdict().items() if v is not None}
        name = next(v for k, v in said.items() if k.startswith("f"))
        value = next(v for k, v in said.items() if k.startswith("v"))
        taps.fields.append((name.lower().strip(), value.strip()))
        return True
    if (found := TO.match(step)) is not None:
        taps.act = (found.group("verb") or "add").lower()
        taps.to = (found.group("v") or "").strip()
        return True
    if (found := NAMED.match(step)) is not None:
        taps.name = found.group("v").strip()
        return True
    if taps.create and (found := AGAIN.match(step)) is not None:
        taps.rows.append(found.group("v").strip())
        return True
    if (found := CREATE.match(step)) is not None:
        taps.create = (found.group("kind") or "new").lower()
        return True
    if (found := TYPE.match(step)) is not None:
        typed = found.group("v").strip()
        if taps.create and taps.app in ("Retro Music", "VLC") and found.group(0).lower().startswith("add"):
            taps.adds = typed
        else:
            taps.text = re.sub(r"\s*\n?(?:each|one)\s+(?:on\s+its\s+own|per|a)\s+line\s*$", "", typed, flags=re.I)
        return True
    if DELETE.match(step):
        taps.act = "delete"
        return True
    if (found := EXPORT.match(step)) is not None:
        taps.export = found.group("v").strip()
        return True
    if (found := FLIP.match(step)) is not None:
        taps.on = (found.group("on") or found.group("on2")).lower()
        return True
    if (found := EACH.match(step)) is not None:
        taps.items.append(f"all .{found.group('v').lstrip('.')} files")
        return True
    if REMARK.match(step):
        taps.remarks.append(step)
        return True
    if QUESTION.match(step):
        taps.questions.append(step)
        return True
    if (found := DAY.match(step)) is not None:
        taps.day = found.group("v")
        return True
    if (found := ITEM.match(step)) is not None:
        item = found.group("v").strip()
        if PLAYS.search(step):
            taps.play = True
            item = PLAYS.sub("", item).strip()
        if re.match(r"^(?:it|that|this|them)$", item, re.I) or len(item.split()) > 8:
            return re.match(r"^(?:it|that|this|them)$", item, re.I) is not None
        taps.items.append(_as_said(item, taps))
        return True
    return False


def _as_said(item: str, taps: Taps) -> str:
    """A thing tapped as a request names it: "latest track" is "the latest track", the recipe "that says 5 servings"
    the one "with 5 servings", the top red row of the call log the last missed call."""
    item = re.sub(r"\s+at\s+the\s+top$", "", item, flags=re.I)
    # "march 12's swim": the swim from march 12
    item = re.sub(
        r"^(?P<d>[a-z]{3,9}\s+\d{1,2}(?:st|nd|rd|th)?)['’]s\s+(?P<x>.+)$", r"the \g<x> from \g<d>", item, flags=re.I
    )
    item = re.sub(r"\b(?:that|which)\s+(?:says|shows|has)\s+", "with ", item, flags=re.I)
    if re.match(
        r"^(?:the\s+)?top\s+(?:red\s+)?(?:one|call|row|entry)\b.*\b(?:missed|red)\b|^(?:the\s+)?top\s+red\b", item, re.I
    ):
        return "my last missed call"
    # A list's top row, with no order said, is its newest ("top track": the latest track)
    if not taps.sort:
        item = re.sub(r"^(?:the\s+)?top\s+(?=\w)", "the latest ", item, flags=re.I)
    if re.match(r"^(?:latest|newest|last|first|oldest|top|most\s+recent)\b", item, re.I):
        item = f"the {item}"
    # "the swimming one": one of the app's entries, said by its kind ("the swimming activity")
    if (entry := _ENTRY_OF.get(taps.app)) is not None:
        item = re.sub(r"^(the\s+\w+)\s+one\b", rf"\1 {entry}", item, flags=re.I)
    return item


_ENTRY_OF = {
    "OpenTracks": "activity",
    "Markor": "note",
    "Simple Calendar Pro": "event",
    "Pro Expense": "expense",
    "Broccoli": "recipe",
    "Files": "file",
}


def _said(taps: Taps) -> str | None:  # noqa: C901, PLR0911, PLR0912
    """The goal said as one request; ``None`` when a step was left unread or no act is said."""
    if taps.kept:
        return None
    app = "" if taps.app == "Phone" and taps.via_contacts else taps.app
    where = f"in {app}, " if app else ""
    item = taps.items[-1] if taps.items else ""
    place = taps.items[-2] if len(taps.items) > 1 else ""
    if item and taps.day:
        item = f"{item} on {taps.day}"
    if item and taps.sort:
        item = re.sub(r"\bthe\s+top\s+(\w+)\s+one\b", rf"the {SORTED.get(taps.sort, 'top')} \1 one", item)
    remarks = "".join(f". {remark}" for remark in taps.remarks)
    if taps.questions:
        asked = " and ".join(asked_of(re.sub(_TELL_ME, "", q), item, taps) for q in taps.questions)
        return f"{where}{asked}{remarks}"
    if (entry := said_entry(taps, where, remarks)) is not None:
        return entry
    if taps.on:
        return f"turn {item} {taps.on}{remarks}" if item else None
    if taps.act == "record":
        if taps.app == "Camera":
            return f"in Camera, take a {'video' if taps.video else 'photo'}{remarks}"
        return f"{where}record an audio clip and save it{remarks}"
    if taps.act == "resend" and taps.person:
        return f"{where}resend the last message I sent to {taps.person}{remarks}"
    if taps.sources and taps.create and taps.name:
        sources = ", then ".join(taps.sources)
        paste = re.sub(r"^(?:them|it|everything|all\s+(?:of\s+)?(?:it|them|three|both))\s*", "", taps.paste)
        return (
            f"{where}make a new note {taps.name} with the text of {sources}" + (f", {paste}" if paste else "") + remarks
        )
    if taps.create and taps.name and taps.act in ("copy", "move") and item:
        into = "into it" if taps.to.lower() == taps.name.lower() else f"to {taps.to}"
        return (
            f"{where}create a {taps.create} named {taps.name} and {taps.act} {item}"
            + (f" from {place}" if place else "")
            + f" {into}{remarks}"
        )
    if taps.create and taps.name and taps.adds:
        export = f", then export it to {taps.export}" if taps.export else ""
        return f"{where}create a playlist {taps.name} with {taps.adds}{export}{remarks}"
    if taps.create and taps.text and taps.rows and not taps.name:
        kind = taps.create if taps.create != "new" else _KIND_OF.get(taps.app, "note")
        return where + ", then ".join(f"add {_a(kind)} {row}" for row in (taps.text, *taps.rows)) + remarks
    if taps.create and (taps.name or taps.text) and not taps.act:
        kind = taps.create if taps.create != "new" else _KIND_OF.get(taps.app, "note")
        said = f"create a new {kind}"
        if taps.name:
            said += f" named {taps.name}"
        if taps.text:
            said += (
                f" with the following content:\n{taps.text.strip()}"
                if "\n" in taps.text
                else f" with the text {taps.text}"
            )
        return where + said + remarks
    if taps.act == "delete" and item:
        return f"{where}delete {item}" + (f" in {place}" if place else "") + remarks
    if taps.act in ("copy", "move") and item and taps.to:
        return f"{where}{taps.act} {item}" + (f" from {place}" if place else "") + f" to {taps.to}{remarks}"
    if taps.act == "add" and item and taps.to:
        return f"{where}add {item} to playlist {taps.to}{remarks}"
    if taps.fields and item and not taps.act:
        edits = " and ".join(
            (f"rename {item} to {v}" if f == "title" and n == 0 else f"change the {f} of {item} to {v}")
            if n == 0
            else f"the {f} to {v}"
            for n, (f, v) in enumerate(taps.fields)
        )
        return where + edits + remarks
    if taps.name and item and not taps.act:
        return f"{where}rename {item} to {taps.name}{remarks}"
    if taps.play or (item and taps.app in ("VLC", "Retro Music") and not taps.act):
        return f"{where}play {item}" + (f" from the {place} folder" if place else "") + remarks
    said_more = (
        taps.text,
        taps.person,
        taps.number,
        taps.search,
        taps.sort,
        taps.kind,
        taps.scope,
        taps.month,
        taps.day,
    )
    if taps.app and not (taps.items or taps.act or taps.create or taps.fields or taps.name or any(said_more)):
        return f"open {taps.app}{remarks.replace('. ', ', ', 1)}"
    return None


_KIND_OF = {
    "Markor": "note",
    "Joplin": "note",
    "Simple Calendar Pro": "event",
    "Contacts": "contact",
    "Pro Expense": "expense",
    "Broccoli": "recipe",
    "Retro Music": "playlist",
    "Files": "folder",
}


def _a(kind: str) -> str:
    return f"an {kind}" if kind[:1] in "aeiou" else f"a {kind}"
