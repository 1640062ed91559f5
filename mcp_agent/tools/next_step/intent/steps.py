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
from .carrying import read_carry
from .device_settings import read_toggle
from .fields import keyed_fields, read_fields
from .goal import Goal
from .playing import exported, read_media, split_export
from .recipe_fields import recipe_fields

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
    r"^(?:create|add|make|new|write|schedule|log|set\s+up|start|jot|put|save|enter|record|fill\s+(?:in|out)|book|"
    r"remind\s+me\s+(?:of|about))\b",
    re.I,
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
    r"^(?:(?:create|set|make|add|start|put)\s+(?:up\s+)?(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:[\w ]{0,40}?\s+)?timer\b|"
    r"timer\s+(?:for\b|of\b|(?=\d)))",
    re.I,
)
_STOPWATCH = re.compile(
    r"^(?:(?P<verb>run|start|resume|pause|stop)\s+(?:the\s+)?stop\s?watch\b|(?:get|set)\s+the\s+stop\s?watch\s+(?:going|running)|"
    r"(?P<verb2>start|begin|run|pause|stop)\s+timing\b.*\bstop\s?watch\b)",
    re.I,
)
_RECORD = re.compile(
    r"^record\s+(?:an?\s+|the\s+|some\s+)?(?:audio|voice|sound)?\s*(?:clip|recording|memo|note)?\b|"
    r"^(?:make|take|do|capture|start|create|save)\s+(?:an?\s+|some\s+|new\s+)?(?:quick\s+|short\s+|new\s+)?"
    r"(?:audio|voice|sound)\s+(?:recording|memo|note|clip)\b",
    re.I,
)
# "save +1 970 555 1889 as Hana Suzuki": a number kept under a name is a new contact.
_SAVE_NUMBER = re.compile(
    rf"^(?:save|add|store|keep)\s+(?P<number>{_NUMBER})\s+(?:as|for|under)\s+(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)"
    r"(?:\s+(?:in|to)\s+(?:my\s+)?contacts)?$"
)
_NEW_CONTACT_SCREEN = re.compile(r"^(?:open|go\s+to|start|bring\s+up)\s+(?:a|the)\s+new\s+contact\b", re.I)
# "open Files and allow the permissions it asks for": the pop-ups are part of opening it.
_OPEN_ALLOWING = re.compile(
    r"^(?:open|launch|start)\s+(?:the\s+|my\s+)?(?P<app>.+?)(?:\s+app)?\s*,?\s+(?:and\s+)?(?:allow|grant|accept|clear|"
    r"dismiss|close|ok)\b.*\b(?:permissions?|pop-?ups?|prompts?|dialogs?|asks?)\b",
    re.I,
)
_ANSWER_CALL = re.compile(r"^(?:answer|pick\s+up|accept)\s+(?:the\s+)?(?:incoming\s+)?(?:phone\s+)?call\b", re.I)
_CALL_NUMBER = re.compile(
    rf"^(?:make\s+a\s+(?:phone\s+)?call\s+to|call|dial|ring|phone)\s+(?:the\s+(?:phone\s+)?number\s+)?"
    rf"(?P<number>{_NUMBER})",
    re.I,
)
_REPLY_LATEST = re.compile(
    r"^(?:reply|respond|answer)\b.*?\b(?:(?:the|my)\s+(?:most\s+recent|latest|last)\s+(?:text\s+|sms\s+)?"
    r"(?:message|text|sms)(?:\s+I\s+got)?|(?:the|my)\s+newest\s+(?:message|text|sms)|whoever\s+texted\s+me\s+last|"
    r"the\s+last\s+person\s+who\s+(?:texted|messaged)\s+me)",
    re.I,
)
# "whoever texted me last, tell them …": the recipient said first, the message after.
_TELL_LATEST = re.compile(
    r"^(?:whoever|the\s+(?:last\s+)?(?:person|one)\s+who)\s+(?:just\s+)?(?:texted|messaged|wrote\s+to)\s+me"
    r"(?:\s+(?:last|most\s+recently))?\s*,?\s+(?:tell|text|send|reply\s+to|answer)\s+(?:them|him|her)?\s*"
    r"(?:that\s+|back\s+)?:?\s*(?P<body>.+)$|"
    r"^(?:tell|text|reply\s+to|answer)\s+(?:whoever|the\s+(?:last\s+)?(?:person|one)\s+who)\s+(?:just\s+)?"
    r"(?:texted|messaged)\s+me(?:\s+(?:last|most\s+recently))?\s*,?\s*(?:that\s+|with\s+)?:?\s*(?P<body2>.+)$",
    re.I,
)
_ANSWER_NUMBER = re.compile(
    rf"^(?:answer|reply\s+to|respond\s+to|write\s+back\s+to|text\s+back)\s+(?P<number>{_NUMBER})(?:'s)?|"
    rf"^(?:text|message|write)\s+(?P<number2>{_NUMBER})\s+back\b",
    re.I,
)
_RESEND = re.compile(
    r"^(?:resend|re-send|send\s+again)\s+(?:the\s+|my\s+)?(?:(?:last|latest)\s+)?(?:message|text|sms)\b.*?\bto\s+"
    r"(?P<who>.+)$|"
    r"^send\s+(?P<who4>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+my\s+last\s+(?:message|text|sms)\s+again$|"
    r"^my\s+(?:last\s+|latest\s+)?(?:message|text|sms)\s+to\s+(?P<who3>.+?)\s+(?:didn'?t|did\s+not|never)\s+"
    r"(?:go\s+through|send|arrive|get\s+(?:there|delivered))|"
    r"^send\s+(?:my|the)\s+last\s+(?:text|message|sms)\s+to\s+(?P<to>.+?)\s+again$|"
    r"^(?P<who2>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+(?:didn'?t|did\s+not)\s+get\s+my\s+(?:message|text)",
    re.I,
)
# "make the screen as bright as it goes"
_BRIGHT = re.compile(
    r"\bscreen\b.*\bas\s+(?P<end>bright|dim|dark)\s+as\b|\b(?P<most>brightest|dimmest)\b|"
    r"\b(?P<out>max|min)(?:imize|imise)?\s+out\s+(?:the\s+)?(?:screen\s+|display\s+)?brightness\b|"
    r"\bbrightness\b.*\ball\s+the\s+way\s+(?P<way>up|down)\b|\b(?:turn|put)\s+(?:the\s+)?(?:screen\s+)?"
    r"brightness\s+(?P<way2>up|down)\s+all\s+the\s+way\b|"
    r"\bbrightness\b.*\b(?:to|at|on)\s+(?:the\s+|its\s+)?(?P<level>full|highest|lowest|maximum|minimum|max|min)\b|"
    r"\b(?P<verb>dim|brighten)\s+(?:the\s+)?(?:screen|display)\s+as\s+much\s+as\s+(?:possible|it\s+goes|you\s+can)|"
    r"^(?P<bare>lowest|highest|max(?:imum)?|min(?:imum)?|full)\s+(?:screen\s+)?brightness$",
    re.I,
)
_EXTREME = re.compile(
    r"^(?:turn|set|put|move|slide)\s+(?:the\s+)?(?P<name>.+?)\s+to\s+(?:the\s+|its\s+)?(?P<end>max|min)", re.I
)
# A message's body that is the text of the note written by the step before.
NOTE_TEXT = "\0note"
_SEPARATED = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+)\s*")


def _object(text: str) -> str:
    # "notes: bring cake" labels a field; it does not make the entry a note.
    match = _OBJECT.search(re.sub(r"\b(?:notes?|description)\s*:.*$", "", text, flags=re.I))
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
    text = re.sub(r"\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow)['’]s\b", r"\1", text, flags=re.I)
    # "at 10" is ten o'clock, never the 10th.
    text = re.sub(r"\bat\s+(\d{1,2})\b(?![:.]\d|\s*(?:am|pm|a\.m|p\.m|h\b|hours?|min))", r"at \1:00", text, flags=re.I)
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
    if obj == "recipe" and "title" not in fields and ":" in clause:
        fields |= recipe_fields(clause.split(":", 1)[1])
    if obj == "contact" and "title" not in fields and "first name" not in fields:
        person = re.search(r"\b(?P<name>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)+)", clause)
        if person is not None and not re.match(r"(?:Go|Create|Add|Save)\b", person.group("name")):
            fields["title"] = re.sub(r"['’]s$", "", person.group("name"))
        for key in ("first name", "last name"):
            said = re.search(rf"\b{key}\s*:?\s*(?P<v>[A-Z][\w'-]*)", clause, re.I)
            if said is not None and key not in fields:
                fields[key] = said.group("v")
        named = re.search(r"\bcontact\s+(?:for|named|called)\s+(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)", head)
        if named is not None:
            fields["title"] = named.group("name").strip()
        label = re.search(
            rf"(?:{_NUMBER})\s*\((?P<l>[A-Za-z]+)\)|\b(?P<w>work|home|mobile)\s+(?:phone(?:\s+number)?|number)\b|"
            r"\b(?P<w2>work|home|mobile)\s*:?\s*(?=\+?\d)",
            clause,
            re.I,
        )
        if label is not None and "phone label" not in fields:
            fields["phone label"] = (label.group("l") or label.group("w") or label.group("w2")).capitalize()
        if not {"number", "phone"} & set(fields) and (number := re.search(_NUMBER, clause)) is not None:
            fields["number"] = number.group(0)
    if obj == "event":
        bare = re.sub(r"'[^']*'|\"[^\"]*\"", " ", head + " " + clause.split(".")[0])
        # A duration is not a time of day: "45 minutes", "for 30 mins" out of the date's reading.
        bare = re.sub(
            r"(?:\b(?:for|lasting)\s+)?\b(?:\d+|[a-z]+(?:-[a-z]+)?)\s+min(?:ute)?s?\b(?:\s+(?:long|each))?", " ", bare
        )
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
        unlabelled = re.sub(r"\b(?:description|notes?|details|location|title)\s*:.*$", "", clause, flags=re.I)
        after_colon = re.search(r":\s*(?P<t>[A-Z][\w' -]*?)\s*(?:[,(]|$)", unlabelled)
        if not fields.get("title") and after_colon is not None:
            fields["title"] = after_colon.group("t")
        if not fields.get("title"):
            named = re.match(
                r"^(?:add|put|schedule|create|set\s+up|book|plan|new|remind\s+me\s+(?:of|about))\s+(?:an?\s+)?"
                r"(?:(?:daily|weekly|monthly|recurring|repeating|new)\s+)*(?:(?:calendar\s+)?(?:event|meeting|appointment)\s+)?"
                r"(?P<title>[A-Z][\w' -]*?)\s+(?:to|in|into|on|for|starting|tomorrow|today|tonight|this|next|at|every|"
                r"(?:\w+\s+)(?:days?|weeks?|months?)\s+from)\b",
                head,
            )
            if named is not None:
                fields["title"] = named.group("title").strip()
        aside = re.search(r"\((?P<inside>[^()]+)\)", clause)
        if aside is not None and "description" not in fields:
            # "(60 minutes, Bring the documents)": what is neither a length nor a labelled field describes it.
            loose = [
                part.strip()
                for part in aside.group("inside").split(",")
                if part.strip() and not re.search(r"\bmin(?:ute)?s?\b|\bhours?\b|:", part)
            ]
            if len(loose) == 1:
                fields["description"] = loose[0]
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
    if re.search(r"\ball\s+but\b|\bduplicates?\b|\bthat\s+(?:use|contain|have|mention)\b", clause, re.I):
        # Which entries qualify needs every entry compared or read: not something to guess at.
        return Goal("explore", subject=clause, app=app, obj=obj, extra=("cannot",))
    listing = re.search(
        r"\b(?:following\s+\w+|these\s+\w+|named|called|titled|with\s+the\s+title|them)\s*:\s*(?P<names>.+)$|"
        r"\b(?:following\s+\w+|named|called|titled|with\s+the\s+title)\s+(?P<more>.+)$",
        clause,
        re.I,
    )
    names = _names(listing.group("names") or listing.group("more")) if listing else ()
    before = _NAMED_BEFORE.match(clause)
    if (
        not names
        and before is not None
        and not re.search(
            r"\b(?:all|every|everything|newest|latest|recent|last|duplicates?)\b", before.group("names"), re.I
        )
    ):
        names = _names(before.group("names"))
    after = re.match(
        r"^(?i:delete|remove|erase|trash|get\s+rid\s+of|drop)\s+(?i:the\s+|my\s+)?(?i:notes?|files?|expenses?|recipes?|contacts?)\s+"
        r"(?P<names>[A-Z\"'][^,]*?)(?:\s+(?:from|in)\s+.+)?$",
        clause,
    )
    if not names and after is not None:
        names = _names(after.group("names"))
    if not names and (files := _FILE_NAME.findall(clause)):
        names = tuple(files)
    which = ""
    if re.search(
        r"\b(?:newest|latest|most\s+recent(?:ly)?|(?:made|created|added|wrote)\s+last|last\s+one|"
        r"last\s+(?:note|file|entry|expense|recipe|contact)\s+(?:I|we)\s+(?:made|created|added|wrote|saved))\b",
        clause,
        re.I,
    ):
        which = "newest"
    elif re.search(r"\ball\b|\bevery(?:thing)?\b|\bwipe\b|\bclear\b", clause, re.I) and not names:
        which = "all"
    if not names:
        names = tuple(re.findall(r"[\"“]([^\"”]+)[\"”]", clause))  # "remove the 9am "Lunch with Sam" on …"
    if obj == "event":
        _, day, _ = _when(clause, today)
        return Goal("delete", obj=obj, app=app, date=day, subject=which or "on date", extra=names)
    if obj == "contact":
        names = tuple(re.sub(r"['’]s$", "", name) for name in names)  # "Ben Carter's contact": Ben Carter's card
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
    start_line = re.search(
        r"\bstart\s+it\s+with\s+(?:the\s+line\s+)?[\"“](?P<t>[^\"”]+)[\"”]|"
        r"\b(?:put|add|insert|write)\s+[\"“](?P<t2>[^\"”]+)[\"”]\s+(?:at|to|on)\s+(?:the\s+)?(?:very\s+)?"
        r"(?:top|start|beginning|first\s+line)\b",
        clause,
        re.I,
    )
    if start_line is not None:
        fields["body"] = start_line.group("t") or start_line.group("t2")
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
        extra=("blank line",) if re.search(r"\b(?:blank|empty)\s+line\b", clause, re.I) else (),
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
    r"(?:(?:at|to)\s+the\s+(?P<where>top|start|beginning|end|bottom)|as\s+the\s+(?P<line>first|last)\s+line)\s+of\s+"
    r"(?:my\s+|the\s+)?(?:note\s+)?"
    r"(?P<name>[\w-]+\.(?:md|txt))",
    re.I,
)
_AT_END_OF = re.compile(
    r"^(?:at|to)\s+the\s+(?P<where>top|start|beginning|end|bottom)\s+of\s+(?:my\s+|the\s+)?(?:note\s+)?"
    r"(?P<name>[\w-]+\.(?:md|txt))\s*,?\s+(?:add|put|append|write|insert)\s+(?P<text>.+)$",
    re.I,
)
_APPEND_TO = re.compile(
    r"^(?:append|add)\s+(?P<text>\"[^\"]+\"|'[^']+'|“[^”]+”)\s+to\s+(?:the\s+end\s+of\s+)?(?:my\s+|the\s+)?"
    r"(?:note\s+|file\s+)?(?P<name>[\w-]+\.(?:md|txt))",
    re.I,
)
_OPEN_FILE_AND = re.compile(
    r"^open\s+(?:the\s+(?:note|file)\s+)?(?P<name>[\w-]+\.(?:md|txt))\s+and\s+(?P<rest>.+)$", re.I
)
_RENAME_IT = re.compile(r"^rename\s+it\s+(?:to\s+)?(?P<name>\S+)$", re.I)


def _timer(clause: str) -> Goal:
    clause = in_digits(clause)
    parts = {unit: 0 for unit in ("hour", "minute", "second")}
    if (clock := re.search(r"\b(\d{1,2}):(\d{2}):(\d{2})\b", clause)) is not None:
        return Goal("timer", app="Clock", value=f"{int(clock.group(1)):02d}:{clock.group(2)}:{clock.group(3)}")
    for amount, unit in re.findall(r"(\d+)\s*(hour|minute|second|hr|min|sec|h|m|s)s?\b", clause, re.I):
        key = {"hr": "hour", "h": "hour", "min": "minute", "m": "minute", "sec": "second", "s": "second"}.get(
            unit.lower(), unit.lower()
        )
        parts[key] = int(amount)
    return Goal("timer", app="Clock", value=f"{parts['hour']:02d}:{parts['minute']:02d}:{parts['second']:02d}")


def read_step(clause: str, app: str, today: date | None = None) -> Goal | None:
    """The clause as a step of the goal grammar, or None for the everyday readers."""
    text = clause.strip().rstrip(".")
    if (carried := read_carry(text, app)) is not None:
        return carried
    head, export = split_export(text)
    if export and (made := read_step(head, app, today)) is not None and made.intent == "playlist":
        return exported(made, export)
    if (media := read_media(text, app)) is not None:
        return media
    if _TIMER.match(text):
        return _timer(text)
    if (allowing := _OPEN_ALLOWING.match(text)) is not None:
        return Goal("open", app=allowing.group("app").strip(), extra=("pop-ups",))
    if (saved := _SAVE_NUMBER.match(text)) is not None:
        name, number = saved.group("name"), saved.group("number")
        return Goal("create", obj="contact", app=app, title=name, fields=(("title", name), ("number", number)))
    if _NEW_CONTACT_SCREEN.match(text):
        return _create(text, "contact", app, today)
    if (watch := _STOPWATCH.match(text)) is not None:
        verb = (watch.group("verb") or watch.group("verb2") or "run").lower()
        return Goal("stopwatch", app=app or "Clock", on=verb in ("run", "start", "resume"))
    if _RECORD.match(text) and (
        re.search(r"\b(?:audio|clip|recording|voice)\b", text, re.I) or "recorder" in app.lower()
    ):
        _, fields = read_fields(text)
        return Goal("record", app=app or "Audio Recorder", title=fields.get("title", ""))
    if re.match(r"^(?:return|call\s+back|ring\s+back)\b.*\bmissed\b", text, re.I) or re.match(
        r"^i\s+(?:just\s+)?missed\s+(?:a|the|their|his|her)\s+call\b.*\b(?:ring|call|phone)\s+(?:them|him|her)\s+back\b",
        text,
        re.I,
    ):
        return Goal("call_back", app=app or "Phone", subject="missed")
    if re.match(r"^(?:re-?dial|call\s+back|call\s+again)\b", text, re.I):
        return Goal("call_back", app=app or "Phone", subject="latest")
    if _ANSWER_CALL.match(text):
        return Goal("answer_call", app=app or "Phone")
    if (dial := _CALL_NUMBER.match(text)) is not None:
        return Goal("call", recipient=re.sub(r"[\s().-]", "", dial.group("number")), app=app or "Phone")
    if _REPLY_LATEST.match(text):
        _, fields = read_fields(text)
        quoted = re.search(r"[\"“'](?P<b>[^\"”']+)[\"”']", text)
        body = fields.get("body", "") or (quoted.group("b") if quoted else "")
        if not body and ":" in text:
            body = text.split(":", 1)[1].strip()
        if not body:
            return Goal("explore", subject=text, app=app, extra=("cannot",))
        return Goal("reply", app=app or "Messages", body=body, subject="latest")
    if (resend := _RESEND.match(text)) is not None:
        who = next((found for found in resend.groups() if found), "")
        return Goal("resend", app=app or "Messages", recipient=who.strip())
    if (told := _TELL_LATEST.match(text)) is not None:
        body = (told.group("body") or told.group("body2") or "").strip().strip('"“”')
        return Goal("reply", app=app or "Messages", body=body, subject="latest")
    if (answered := _ANSWER_NUMBER.match(text)) is not None:
        rest = text[answered.end() :]
        quoted = re.search(r"[\"“'](?P<b>[^\"”']+)[\"”']", rest)
        body = quoted.group("b") if quoted else rest.split(":", 1)[1].strip() if ":" in rest else ""
        if body:
            number = re.sub(r"[\s().-]", "", answered.group("number") or answered.group("number2"))
            return Goal("message", recipient=number, body=body, app=app)
    if re.match(r"^(?:send|text|reply|respond|message|share)\b", text, re.I) and (to := _TO_NUMBER.search(text)):
        _, fields = read_fields(text[: to.start()] + " " + text[to.end() :])
        body = fields.get("body", "")
        if re.search(r"\b(?:entire\s+)?content\s+of\s+the\s+note\b|\b(?:share|text|send)\s+it\b", text, re.I):
            body = NOTE_TEXT
        if body:
            return Goal("message", recipient=re.sub(r"[\s().-]", "", to.group("number")), body=body, app=app)
    if (bright := _BRIGHT.search(text)) is not None:
        said = {k: (v or "").lower() for k, v in bright.groupdict().items()}
        word = next((found for found in said.values() if found), "")
        most = word.startswith(("bright", "max", "up", "full", "high"))
        return Goal("set", setting="brightness", value="max" if most else "min", app=app)
    if (extreme := _EXTREME.match(text)) is not None:
        end = "max" if extreme.group("end").lower().startswith("max") else "min"
        return Goal("set", setting=extreme.group("name").strip(), value=end, app=app)
    if (added := _APPEND.match(text)) is not None:
        said = (added.group("where") or added.group("line")).lower()
        where = "top" if said in ("top", "start", "beginning", "first") else "bottom"
        return Goal(
            "edit",
            obj="note",
            app=app,
            subject=added.group("name"),
            body=added.group("text").strip("\"'"),
            criterion=where,
            extra=("blank line",)
            if added.group("blank") or re.search(r"\b(?:blank|empty)\s+line\b", text, re.I)
            else (),
        )
    if (opened := _OPEN_FILE_AND.match(text)) is not None:
        # "open a.md and add "…" at the bottom": the rest of the request is about that note.
        rest = opened.group("rest")
        if re.search(r"\b(?:top|bottom|end|start|beginning)$", rest, re.I):
            rest = f"{rest} of {opened.group('name')}"
        return read_step(re.sub(r"\bit\b", opened.group("name"), rest, count=1), app, today)
    if (placed := _AT_END_OF.match(text)) is not None:
        where = "top" if placed.group("where").lower() in ("top", "start", "beginning") else "bottom"
        body = placed.group("text").strip().strip("\"'“”")
        return Goal("edit", obj="note", app=app, subject=placed.group("name"), body=body, criterion=where)
    if (appended := _APPEND_TO.match(text)) is not None:
        body = appended.group("text").strip("\"'“”")
        return Goal("edit", obj="note", app=app, subject=appended.group("name"), body=body, criterion="bottom")
    if (renamed := _RENAME_IT.match(text)) is not None:
        return Goal("edit", obj="note", app=app, value=renamed.group("name"), subject="it")
    if (pair := _TWO_SWITCHES.match(text)) is not None:
        first, second = (read_toggle(f"turn {part}") for part in (pair.group("a"), pair.group("b")))
        if first is not None and second is not None:
            return replace(first, then=(second,))
    obj = _object(text)
    # "those expenses are wrong, delete them: A, B": the object is named before the verb.
    late = re.match(
        r"^(?P<what>[^,]+),\s*(?P<rest>(?:delete|remove|get\s+rid\s+of)\s+(?P<it>them|it)\b.*)$", text, re.I
    )
    if late is not None and obj:
        named = re.match(r"^(?:the|my)\s+(?P<name>.+?)\s+(?:\w+\s+)?(?:is|are|was|were)\b", late.group("what"), re.I)
        if named is not None and late.group("it").lower() == "it":
            # "the Fuel expense is wrong, delete it": the entry is named before the verb.
            name = re.sub(rf"\s+(?:{_OBJECTS[obj]})$", "", named.group("name"), flags=re.I)
            return Goal("delete", obj=obj, app=app, extra=(name,))
        if late.group("it").lower() == "them":
            return _delete(late.group("rest"), obj, app, today)
    if (_CREATE.match(text) or re.match(r"^i\s+spent\b", text, re.I)) and (rows := money_rows(text, app)):
        return rows
    if (
        not obj
        and _CREATE.match(text)
        and (
            re.search(r"\bmin(?:ute)?s?\b|\bhours?\b|\bdescription\b", text, re.I) or re.search(r"calendar", app, re.I)
        )
    ):
        if _when(re.sub(r"\b\d+\s+min\w*", " ", text), today)[1]:
            obj = "event"  # a title with a day, an hour and a length is an event
    if not obj and _DELETE.match(text) and (re.search(r"\bcalendar\b", app, re.I) or _when(text, today)[1]):
        obj = "event"  # "cancel everything I have on the 19th" in a calendar
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
        if obj in ("event", "note") and not app and not extra_fields and not _FILE_NAME.search(text):
            return None  # "add an event 'Haircut' on Thursday", "take a note": the everyday readers
        return _create(text, "contact" if re.search(r"\bnew\s+contact\b", text, re.I) else obj, app, today)
    return None
