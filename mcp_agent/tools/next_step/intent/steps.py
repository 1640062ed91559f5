"""One clause read as (verb, object, fields): create / edit / delete a note, folder, event, contact,
expense or recipe; set a timer; run or pause the stopwatch; record audio; text or call a number;
reply to the latest message, resend the last one; answer a call; a slider to its maximum.

Readers of everyday phrasings (messaging.py, entries.py, device_settings.py …) still read what they
know; this reader takes the structured tasks first, where the object is named.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from ..dates import read_when
from .amounts import in_digits, minutes, money_rows
from .device_settings import read_toggle
from .fields import keyed_fields, read_fields
from .goal import Goal
from .selecting import NEEDS_JUDGEMENT, read_selective_delete, record_kind

_OBJECTS = {
    "note": r"notes?|files?|memo",
    "folder": r"folders?|director(?:y|ies)",
    "event": r"(?:calendar\s+)?events?|calendar|agenda",
    "contact": r"contacts?",
    "expense": r"expenses?|transactions?",
    "recipe": r"recipes?",
}
_OBJECT = re.compile("|".join(rf"(?P<{name}>\b(?:{pattern})\b)" for name, pattern in _OBJECTS.items()), re.I)
_CREATE = re.compile(
    r"^(?:create|add|make|new|write|schedule|log|set\s+up|start|jot|put|save|enter|record|fill\s+(?:in|out))\b", re.I
)
_EDIT = re.compile(
    r"^(?:edit|update|change|modify|rename|append\s+to|open\s+[\w-]+\.(?:md|txt)\b.*\b(?:replace|add|append)\b)", re.I
)
_DELETE = re.compile(r"^(?:delete|remove|erase|trash|get\s+rid\s+of|clear|cancel|drop|wipe)\b", re.I)
_NUMBER = r"\+?\d[\d\s().-]{4,}\d"
_TO_NUMBER = re.compile(
    rf"\b(?:to|with)\s+(?:the\s+(?:phone\s+)?number\s+)?(?P<number>{_NUMBER})(?:\s+via\s+(?:sms|text))?", re.I
)
# A file name ("shopping.md") is a note's.
_FILE_NAME = re.compile(r"\b[\w-]+\.(?:md|txt)\b", re.I)
_TIMER = re.compile(
    r"^(?:(?:create|set|make|add)\s+(?:up\s+)?(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:[\dhms ]+\s+)?timer\b|timer\s+for\b)",
    re.I,
)
_STOPWATCH = re.compile(
    r"^(?:(?P<verb>run|start|resume|pause|stop)\s+(?:the\s+)?stop\s?watch\b|(?:get|set)\s+the\s+stop\s?watch\s+(?:going|running))",
    re.I,
)
_RECORD = re.compile(r"^record\s+(?:an?\s+|the\s+)?(?:audio|voice|sound)?\s*(?:clip|recording|memo|note)?\b", re.I)
_ANSWER_CALL = re.compile(r"^(?:answer|pick\s+up|accept)\s+(?:the\s+)?(?:incoming\s+)?(?:phone\s+)?call\b", re.I)
_CALL_NUMBER = re.compile(
    rf"^(?:make\s+a\s+(?:phone\s+)?call\s+to|call|dial|ring|phone)\s+(?:the\s+(?:phone\s+)?number\s+)?"
    rf"(?P<number>{_NUMBER})",
    re.I,
)
_REPLY_LATEST = re.compile(
    r"^(?:reply|respond|answer)\b.*?\b(?:(?:the|my)\s+(?:most\s+recent|latest|last)\s+(?:text\s+|sms\s+)?"
    r"(?:message|text|sms)|whoever\s+texted\s+me\s+last)",
    re.I,
)
_ANSWER_NUMBER = re.compile(
    rf"^(?:answer|reply\s+to|respond\s+to|write\s+back\s+to|text\s+back)\s+(?P<number>{_NUMBER})(?:'s)?", re.I
)
_RESEND = re.compile(
    r"^(?:resend|re-send|send\s+again)\s+(?:the\s+)?(?:message|text)\b.*?\bto\s+(?P<who>.+)$|"
    r"^send\s+(?:my|the)\s+last\s+(?:text|message|sms)\s+to\s+(?P<to>.+?)\s+again$|"
    r"^(?P<who2>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+(?:didn'?t|did\s+not)\s+get\s+my\s+(?:message|text)",
    re.I,
)
# "make the screen as bright as it goes"
_BRIGHT = re.compile(r"\bscreen\b.*\bas\s+(?P<end>bright|dim|dark)\s+as\b|\b(?P<most>brightest|dimmest)\b", re.I)
_EXTREME = re.compile(
    r"^(?:turn|set|put|move|slide)\s+(?:the\s+)?(?P<name>.+?)\s+to\s+(?:the\s+|its\s+)?(?P<end>max|min)", re.I
)
# A message's body that is the text of the note written by the step before.
NOTE_TEXT = "\0note"
_SEPARATED = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+)\s*")


def _object(text: str) -> str:
    match = _OBJECT.search(text)
    if match is None:
        return "note" if _FILE_NAME.search(text) else ""
    return match.lastgroup or ""


_NOT_NAMES = frozenset({"the", "my", "a", "an", "this", "that", "it", "one", "these", "those"})


def _names(listing: str) -> tuple[str, ...]:
    names = (re.sub(r"^(?:the|my|a|an)\s+", "", name.strip(" .'\""), flags=re.I) for name in _SEPARATED.split(listing))
    return tuple(name for name in names if name and name.lower() not in _NOT_NAMES)


def _when(text: str, today: date | None) -> tuple[str, str, str]:
    # "at 15h" is an hour on the clock; "two weeks from today" is "in two weeks" to the date library.
    text = re.sub(r"\b(\w+)\s+(days?|weeks?|months?)\s+from\s+(?:today|now)\b", r"in \1 \2", text, flags=re.I)
    return read_when(re.sub(r"\b(\d{1,2})h\b", r"\1:00", text), today)


def _create(clause: str, obj: str, app: str, today: date | None) -> Goal:
    head, fields = read_fields(clause)
    fields |= {k: v for k, v in keyed_fields(clause).items() if k not in ("text", "message")}
    if obj == "note":
        if "title" not in fields and (file := _FILE_NAME.search(clause)) is not None:
            fields["title"] = file.group(0)
        quoted = re.search(r"[\"“](?P<b>[^\"”]+)[\"”]", clause)
        if "body" not in fields and quoted is not None:
            fields["body"] = quoted.group("b")
    if obj == "contact" and "title" not in fields and "first name" not in fields:
        person = re.search(r"\b(?P<name>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)+)", clause)
        if person is not None and not re.match(r"(?:Go|Create|Add|Save)\b", person.group("name")):
            fields["title"] = person.group("name")
        named = re.search(r"\bcontact\s+(?:for|named|called)\s+(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)", head)
        if named is not None:
            fields["title"] = named.group("name").strip()
        label = re.search(
            rf"(?:{_NUMBER})\s*\((?P<l>[A-Za-z]+)\)|\b(?P<w>work|home|mobile)\s+(?:phone\s+)?number\b", clause, re.I
        )
        if label is not None and "phone label" not in fields:
            fields["phone label"] = (label.group("l") or label.group("w")).capitalize()
        if not {"number", "phone"} & set(fields) and (number := re.search(_NUMBER, clause)) is not None:
            fields["number"] = number.group(0)
    if obj == "event":
        bare = re.sub(r"'[^']*'|\"[^\"]*\"", " ", head + " " + clause.split(".")[0])
        # A duration is not a time of day: "45 minutes", "for 30 mins" out of the date's reading.
        bare = re.sub(r"(?:\bfor\s+)?\b(?:\d+|[a-z]+(?:-[a-z]+)?)\s+min(?:ute)?s?\b(?:\s+(?:long|each))?", " ", bare)
        bare = re.sub(r"(?:description|note|notes|details)\s*:?.*$", " ", bare, flags=re.I)
        _, day, hour = _when(re.sub(r"\b(?:create|a|calendar|event|recurring)\b", " ", bare, flags=re.I), today)
        if day:
            fields["date"] = day
        at = re.search(r"\bat\s+(\d{1,2})h\b", clause)  # AndroidWorld's "at 15h"
        if at is not None:
            hour = f"{int(at.group(1)):02d}:00"
        elif re.search(r"\bat\s+noon\b", clause, re.I):
            hour = "12:00"
        if hour:
            fields["time"] = hour
        repeat = re.search(r"\brecurs?\s+(?P<rule>daily|weekly|monthly|yearly)\b", clause, re.I)
        if repeat is not None:
            fields["repeat"] = repeat.group("rule").capitalize()
        if "duration" not in fields and (lasting := re.search(r"\blasts?\s+(?:for\s+)?(\d+)\s*min", clause, re.I)):
            fields["duration"] = lasting.group(1)
        if "duration" in fields:
            fields["duration"] = minutes(fields["duration"])
        quoted = re.match(r"^[^'\"]*?['\"](?P<t>[^'\"]+)['\"]", head)
        if not fields.get("title") and quoted is not None:
            fields["title"] = quoted.group("t")
        after_colon = re.search(r":\s*(?P<t>[A-Z][\w' -]*?)\s*,", clause)
        if not fields.get("title") and after_colon is not None and "description" not in after_colon.group(0).lower():
            fields["title"] = after_colon.group("t")
        if not fields.get("title"):
            named = re.match(
                r"^(?:add|put|schedule|create|set\s+up)\s+(?:an?\s+)?(?:(?:daily|weekly|monthly)\s+)?"
                r"(?P<title>[A-Z][\w' -]*?)\s+(?:to|in|into|on|for|starting|tomorrow|today|this|next|at)\b",
                head,
            )
            if named is not None:
                fields["title"] = named.group("title").strip()
        if (rule := re.search(r"\b(?P<rule>daily|weekly|monthly|yearly)\b", clause, re.I)) and "repeat" not in fields:
            fields["repeat"] = rule.group("rule").capitalize()
    return Goal(
        "create",
        obj=obj,
        app=app,
        title=fields.get("title", ""),
        body=fields.get("body", ""),
        fields=tuple(fields.items()),
    )


_TWO_SWITCHES = re.compile(r"^(?P<a>[\w -]+?\s+(?:on|off))\s*(?:,|and|,\s*and)\s+(?P<b>[\w -]+?\s+(?:on|off))$", re.I)
_NAMED_BEFORE = re.compile(
    r"^(?:delete|remove|erase|trash|get\s+rid\s+of|drop|cancel)\s+(?:the\s+|my\s+)?(?P<names>.+?)\s+"
    r"(?:(?:from|in)\s+(?:my\s+|the\s+)?(?:\w+\s+)?)?(?:notes?|files?|expenses?|recipes?|events?|contacts?)\b",
    re.I,
)


def _delete(clause: str, obj: str, app: str, today: date | None) -> Goal:
    selective = read_selective_delete(clause, obj, app)
    if selective is not None:
        return selective  # which entries qualify is read from each one (selecting.py)
    if NEEDS_JUDGEMENT.search(clause):
        # Which entries qualify needs every entry compared or read: not something to guess at.
        return Goal("explore", subject=clause, app=app, obj=obj, extra=("cannot",))
    listing = re.search(
        r"\b(?:following\s+\w+|named|called|titled|with\s+the\s+title|them)\s*:\s*(?P<names>.+)$|"
        r"\b(?:following\s+\w+|named|called|titled|with\s+the\s+title)\s+(?P<more>.+)$",
        clause,
        re.I,
    )
    names = _names(listing.group("names") or listing.group("more")) if listing else ()
    before = _NAMED_BEFORE.match(clause)
    if (
        not names
        and before is not None
        and not re.search(r"\b(?:all|every|everything|newest|latest|recent|duplicates?)\b", before.group("names"), re.I)
    ):
        names = _names(before.group("names"))
    if not names and (files := _FILE_NAME.findall(clause)):
        names = tuple(files)
    which = ""
    if re.search(
        r"\b(?:newest|latest|most\s+recent(?:ly)?|(?:made|created|added|wrote)\s+last|last\s+one)\b", clause, re.I
    ):
        which = "newest"
    elif re.search(r"\ball\b|\bevery(?:thing)?\b|\bwipe\b|\bclear\b", clause, re.I) and not names:
        which = "all"
    if obj == "event":
        _, day, _ = _when(clause, today)
        return Goal("delete", obj=obj, app=app, date=day, subject=which or "on date", extra=names)
    if not names and not which:
        # Nothing says which entry: deleting one at a guess is never the answer.
        return Goal("explore", subject=clause, app=app, obj=obj, extra=("cannot",))
    return Goal("delete", obj=obj, app=app, subject=which, extra=names)


def _edit(clause: str, obj: str, app: str) -> Goal:
    target = re.search(
        rf"^(?:edit|update|change|modify|rename)\s+(?:the\s+)?(?:markor\s+)?(?:(?:{_OBJECTS['note']})\s+)?"
        r"(?P<name>[^\s\"']+)",
        clause,
        re.I,
    )
    content = re.search(r"\b(?:content|text)\s+of\s+(?P<name>[^\s\"']+)", clause, re.I)
    content = content or re.search(r"(?P<name>[\w-]+\.(?:md|txt))", clause)
    found = content or target
    name = found.group("name").rstrip(".,") if found is not None else ""
    _, fields = read_fields(clause)
    arrow = re.search(r"[\w-]+\.(?:md|txt)\s*(?:->|→|to)\s*(?P<new>[\w-]+\.(?:md|txt))", clause)
    if arrow is not None and "new_name" not in fields:
        fields["new_name"] = arrow.group("new")
    start_line = re.search(r"\bstart\s+it\s+with\s+(?:the\s+line\s+)?[\"“](?P<t>[^\"”]+)[\"”]", clause, re.I)
    if start_line is not None:
        fields["body"] = start_line.group("t")
    where = (
        "top"
        if re.search(r"\btop\b|\bbefore the existing\b|\bstart\s+it\s+with\b", clause, re.I)
        else ("bottom" if re.search(r"\bbottom\b|\bat\s+the\s+end\b", clause, re.I) else "replace")
    )
    if not name or not (fields.get("body") or fields.get("new_name")):
        # An edit that says neither the new text nor the new name has nothing to check: not a guess.
        return Goal("explore", subject=clause, app=app, obj=obj or "note", extra=("cannot",))
    return Goal(
        "edit",
        extra=("blank line",) if re.search(r"\bblank\s+line\b", clause, re.I) else (),
        obj=obj or "note",
        app=app,
        subject=name,
        body=fields.get("body", ""),
        value=fields.get("new_name", ""),
        criterion=where,
        fields=tuple(fields.items()),
    )


_APPEND = re.compile(
    r"^(?:add|put|append|insert|write)\s+(?P<text>\"[^\"]+\"|'[^']+'|.+?)\s+(?P<blank>plus\s+a\s+blank\s+line\s+)?"
    r"(?:at|to)\s+the\s+(?P<where>top|start|beginning|end|bottom)\s+of\s+(?:my\s+|the\s+)?(?:note\s+)?"
    r"(?P<name>[\w-]+\.(?:md|txt))",
    re.I,
)
_RENAME_IT = re.compile(r"^rename\s+it\s+(?:to\s+)?(?P<name>\S+)$", re.I)


def _timer(clause: str) -> Goal:
    clause = in_digits(clause)
    parts = {unit: 0 for unit in ("hour", "minute", "second")}
    for amount, unit in re.findall(r"(\d+)\s*(hour|minute|second|hr|min|sec|h|m|s)s?\b", clause, re.I):
        key = {"hr": "hour", "h": "hour", "min": "minute", "m": "minute", "sec": "second", "s": "second"}.get(
            unit.lower(), unit.lower()
        )
        parts[key] = int(amount)
    return Goal("timer", app="Clock", value=f"{parts['hour']:02d}:{parts['minute']:02d}:{parts['second']:02d}")


def read_step(clause: str, app: str, today: date | None = None) -> Goal | None:
    """The clause as a step of the goal grammar, or None for the everyday readers."""
    text = clause.strip().rstrip(".")
    if _TIMER.match(text):
        return _timer(text)
    if (watch := _STOPWATCH.match(text)) is not None:
        verb = (watch.group("verb") or "run").lower()
        return Goal("stopwatch", app=app or "Clock", on=verb in ("run", "start", "resume"))
    if _RECORD.match(text) and re.search(r"\b(?:audio|clip|recording|voice)\b", text, re.I):
        _, fields = read_fields(text)
        return Goal("record", app=app or "Audio Recorder", title=fields.get("title", ""))
    if re.match(r"^(?:return|call\s+back)\s+(?:the\s+)?(?:call|number|person)\b.*\bmissed\b", text, re.I):
        return Goal("call_back", app=app or "Phone", subject="missed")
    if re.match(r"^(?:re-?dial|call\s+back|call\s+again)\b", text, re.I):
        return Goal("call_back", app=app or "Phone", subject="latest")
    playlist = re.match(
        r"^(?:create|make|build|set\s+up)\s+(?:a\s+|new\s+)*playlist\b.*?\b(?:titled|called|named)\s+[\"“']?(?P<name>[^\"”']+?)"
        r"[\"”']?\s+with\s+(?:the\s+following\s+songs|songs|these\s+songs)[^:]*:\s*(?P<songs>.+)$",
        text,
        re.I,
    )
    playlist = playlist or re.match(
        r"^(?:make|create)\s+an?\s+[\"“'](?P<name>[^\"”']+)[\"”']\s+playlist\b[^:]*:\s*(?P<songs>.+)$|"
        r"^new\s+(?:music\s+)?playlist\s+(?P<name2>.+?)\s+with\s+(?P<songs2>.+?)(?:\s+in\s+that\s+order)?$",
        text,
        re.I,
    )
    if playlist is not None:
        listed = playlist.group("songs") if "songs" in playlist.groupdict() and playlist.group("songs") else ""
        listed = listed or (playlist.groupdict().get("songs2") or "")
        name = playlist.groupdict().get("name") or playlist.groupdict().get("name2") or ""
        songs = tuple(
            s.strip(" .") for s in re.split(r",\s*(?:then\s+|and\s+)?|\s+(?:and|then)\s+", listed) if s.strip(" .")
        )
        return Goal("playlist", app=app or "Music", title=name.strip(), extra=songs)
    if _ANSWER_CALL.match(text):
        return Goal("answer_call", app=app or "Phone")
    if (dial := _CALL_NUMBER.match(text)) is not None:
        return Goal("call", recipient=re.sub(r"[\s().-]", "", dial.group("number")), app=app or "Phone")
    if _REPLY_LATEST.match(text):
        _, fields = read_fields(text)
        quoted = re.search(r"[\"“'](?P<b>[^\"”']+)[\"”']", text)
        body = fields.get("body", "") or (quoted.group("b") if quoted else "")
        if not body:
            return Goal("explore", subject=text, app=app, extra=("cannot",))
        return Goal("reply", app=app or "Messages", body=body, subject="latest")
    if (resend := _RESEND.match(text)) is not None:
        who = resend.group("who") or resend.group("to") or resend.group("who2") or ""
        return Goal("resend", app=app or "Messages", recipient=who.strip())
    if (answered := _ANSWER_NUMBER.match(text)) is not None:
        rest = text[answered.end() :]
        quoted = re.search(r"[\"“'](?P<b>[^\"”']+)[\"”']", rest)
        body = quoted.group("b") if quoted else rest.split(":", 1)[1].strip() if ":" in rest else ""
        if body:
            number = re.sub(r"[\s().-]", "", answered.group("number"))
            return Goal("message", recipient=number, body=body, app=app)
    if re.match(r"^(?:send|text|reply|respond|message|share)\b", text, re.I) and (to := _TO_NUMBER.search(text)):
        _, fields = read_fields(text[: to.start()] + " " + text[to.end() :])
        body = fields.get("body", "")
        if re.search(r"\b(?:entire\s+)?content\s+of\s+the\s+note\b|\b(?:share|text|send)\s+it\b", text, re.I):
            body = NOTE_TEXT
        if body:
            return Goal("message", recipient=re.sub(r"[\s().-]", "", to.group("number")), body=body, app=app)
    if (bright := _BRIGHT.search(text)) is not None:
        word = (bright.group("end") or bright.group("most") or "").lower()
        return Goal("set", setting="brightness", value="max" if word.startswith("bright") else "min", app=app)
    if (extreme := _EXTREME.match(text)) is not None:
        end = "max" if extreme.group("end").lower().startswith("max") else "min"
        return Goal("set", setting=extreme.group("name").strip(), value=end, app=app)
    if (added := _APPEND.match(text)) is not None:
        where = "top" if added.group("where").lower() in ("top", "start", "beginning") else "bottom"
        return Goal(
            "edit",
            obj="note",
            app=app,
            subject=added.group("name"),
            body=added.group("text").strip("\"'"),
            criterion=where,
            extra=("blank line",) if added.group("blank") else (),
        )
    if (renamed := _RENAME_IT.match(text)) is not None:
        return Goal("edit", obj="note", app=app, value=renamed.group("name"), subject="it")
    if (pair := _TWO_SWITCHES.match(text)) is not None:
        first, second = (read_toggle(f"turn {part}") for part in (pair.group("a"), pair.group("b")))
        if first is not None and second is not None:
            return replace(first, then=(second,))
    obj = _object(text)
    if (
        not _DELETE.match(text)
        and (selective := read_selective_delete(text, obj or _object(app) or record_kind(app), app)) is not None
    ):
        return selective  # "there's a recipe saved twice, delete one copy"
    # "those expenses are wrong, delete them: A, B": the object is named before the verb.
    late = re.match(r"^[^,]+,\s*(?P<rest>(?:delete|remove|get\s+rid\s+of)\s+them\b.*)$", text, re.I)
    if late is not None and obj:
        return _delete(late.group("rest"), obj, app, today)
    if (_CREATE.match(text) or re.match(r"^i\s+spent\b", text, re.I)) and (rows := money_rows(text, app)):
        return rows
    if not obj and _CREATE.match(text) and re.search(r"\bmin(?:ute)?s?\b|\bdescription\b", text, re.I):
        if _when(re.sub(r"\b\d+\s+min\w*", " ", text), today)[1]:
            obj = "event"  # a title with a day, an hour and a length is an event
    if not obj:
        return None
    if _DELETE.match(text):
        return _delete(text, obj, app, today)
    if _EDIT.match(text) or re.match(r"^(?:add|append)\s+.*\bto\s+the\s+(?:top|bottom)\b", text, re.I):
        return _edit(text, obj, app)
    if _CREATE.match(text) or re.match(r"^go\s+to\s+the\s+new\s+contact\b", text, re.I):
        extra_fields = {"description", "duration", "location"} & set(read_fields(text)[1])
        if obj == "note" and not app and re.search(r"\b(?:calendar|event)\b", text, re.I):
            obj = "event"
        if obj in ("event", "note") and not app and not extra_fields:
            return None  # "add an event 'Haircut' on Thursday", "take a note": the everyday readers
        return _create(text, "contact" if re.search(r"\bnew\s+contact\b", text, re.I) else obj, app, today)
    return None
