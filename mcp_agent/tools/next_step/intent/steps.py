"""One clause read as (verb, object, fields): create / edit / delete a note, folder, event, contact,
expense or recipe. The other readers of a step are asked first, each for its own kind: facts carried
between apps (carrying.py), a player's queue and playlists (playing.py), the device (device_steps.py:
timer, stopwatch, recording, sliders, switches), a conversation or a call (conversation_steps.py), and
a note edited by its file name (note_edits.py).

Readers of everyday phrasings (messaging.py, entries.py, device_settings.py …) still read what they
know; this reader takes the structured tasks first, where the object is named.
"""

from __future__ import annotations

import re
from datetime import date

from ..dates import PART_OF_DAY, says_a_day
from ..patterns import rx
from ..time_ranges import as_start, length_before, time_range
from .amounts import money_rows
from .carrying import read_carry
from .clauses import KNOWN_APPS
from .conversation_steps import NUMBER, read_conversation_step, read_going_call
from .deleting import read_delete
from .device_steps import read_device_step
from .expense_rows import read_expense_row, unread_cell
from .field_lists import field_list
from .fields import keyed_fields, read_fields
from .goal import Goal
from .held_elsewhere import held_elsewhere
from .note_edits import about_the_note, read_note_edit
from .note_fields import note_fields
from .note_text_edits import read_text_edit
from .playing import exported, read_media, split_export
from .recipe_fields import recipe_fields, recipe_named_before
from .repeat_rules import repeat_said
from .said_fields import LABEL_COLON, LABEL_WORDS
from .said_lengths import lengths_disagree, minutes, plain_times
from .selecting import read_selective_delete, record_kind
from .step_slots import FILE_NAME, when_in
from .titled_events import loose_title, title_before_when
from .verbless import UNKNOWN_VERB
from .wording import quoted_values

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
_DELETE = re.compile(r"^(?:delete|remove|erase|trash|get\s+rid\s+of|throw\s+away|clear|cancel|drop|wipe)\b", re.I)
# A file name ("shopping.md") is a note's.
_LABELS = r"(?i:work|home|mobile|main|other)"  # a phone number's labels people say
# The name is told by its capitals; the request's own words in either case ("Save +1… as Hana Suzuki", as a phone
# capitalises a message's first word).
_SAVE_NUMBER = re.compile(
    rf"^(?i:save|add|store|keep)\s+(?P<number>{NUMBER})\s+(?i:as|for|under)\s+(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)"
    rf"(?:['’]s\s+(?:(?P<label>{_LABELS})\s+)?(?i:phone|number|cell))?(?:\s+(?i:in|to)\s+(?:(?i:my)\s+)?(?i:contacts))?$|"
    rf"^(?i:save|add|store|keep)\s+(?P<name2>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s*\(\s*(?P<number2>{NUMBER})\s*\)"
    r"(?:\s+(?i:in|to)\s+(?:(?i:my)\s+)?(?i:contacts))?$"
)
_OWNERS_NUMBER = re.compile(r"\b(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+)['’]s\s+(?:phone\s+)?number\b")
_NEW_CONTACT_SCREEN = re.compile(r"^(?:open|go\s+to|start|bring\s+up)\s+(?:(?:a|the)\s+)?new\s+contact\b", re.I)


def _object(text: str) -> str:
    # "notes: bring cake" labels a field, "(name | amount | note)" names a table's columns: neither makes a note.
    text = rx(r"\([^()]*\|[^()]*\)").sub(" ", text)
    searched = rx(r"\b(?:notes?|description)\s*:.*$", re.I).sub("", text)
    match = _OBJECT.search(searched)
    # "the Recipes folder", "my Contacts folder": a kind's word right before another kind's is that one's name
    if match is not None and searched[match.end() : match.end() + 1] == " ":
        match = _OBJECT.match(searched, match.end() + 1) or match
    if match is None:
        return "note" if FILE_NAME.search(text) else ""
    return match.lastgroup or ""


_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# Words that say a day of an event; when the date library reads none of them, the day is unknown, not today.
_DAY_WORDS = re.compile(
    r"\b(?:weeks?|fortnight|months?|days?|tomorrow|today|tonight|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|"
    r"(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|\d{1,2}(?:st|nd|rd|th))\b",
    re.I,
)


_APPS = frozenset(name.casefold() for name in KNOWN_APPS)
# "a folder Trips in Documents": inside another folder, not in an app or the phone's storage.
_INSIDE_FOLDER = re.compile(
    r"\b(?:in|inside|within|under)\s+(?:the\s+|my\s+)?(?!(?:files?|markor|phone|device|storage|internal|sd)\b)"
    r"(?P<f>(?-i:[A-Z])[\w -]*?)(?:\s+folder)?\s*$",
    re.I,
)


def _create(clause: str, obj: str, app: str, today: date | None) -> Goal:
    if (
        obj == "folder"
        and not FILE_NAME.search(clause)  # "create pie.md in the Recipes folder": a note put in one
        and (inside := _INSIDE_FOLDER.search(clause)) is not None
        and inside["f"].casefold() not in _APPS
    ):
        # The apps make a folder where they open: one inside another, made there, would be a false done.
        return Goal("explore", subject=f"make a folder inside {inside['f']}", app=app, obj=obj, extra=("cannot",))
    if obj == "event":
        clause = plain_times(clause)  # "half past two in the afternoon, for 1h30": the clock's and the minutes' digits
    listed = field_list(clause)
    # "… with the name X, the amount Y and the note 'Z'": the list's items, the clause before it read as usual.
    head, fields = read_fields(clause if listed is None else clause[: listed[0]])
    fields |= {k: v for k, v in keyed_fields(clause).items() if k not in ("text", "message")}
    if listed is not None:
        naming = "name" if obj == "expense" else "title"  # an expense's form names it, the others title it
        fields |= read_fields(clause[listed[1] :])[1]
        fields |= {naming if key in ("name", "title") else key: value for key, value in listed[2].items()}
    quoted_name = rx(
        r"^\w+\s+(?:(?:a|an|the)\s+)?(?:new\s+)?(?:recipe|expense)\s+[\"“](?P<t>[^\"”]+)[\"”]", re.I
    ).match(head)
    if obj in ("recipe", "expense") and quoted_name is not None and not {"title", "name"} & set(fields):
        fields = {
            ("name" if obj == "expense" else "title"): quoted_name.group("t"),
            **fields,
        }  # 'a recipe "Stew" with …'
    if obj == "note":
        fields = note_fields(clause, fields)
    if obj == "folder" and not fields.get("title"):
        # "make a folder Pets", "new folder Tax 2030 in files": the name right after the word.
        named = rx(
            r"\bfolder\s+(?:(?:called|named|titled)\s+)?(?P<t>[\"“'][^\"”']+[\"”']|(?-i:[A-Z0-9])[\w' -]*?)"
            r"(?:\s+(?:in|on|inside|under|at|using|with)\b.*)?$",
            re.I,
        ).search(head)
        # "make a Travel 2030 folder in files": the name said before the word.
        named = named or rx(
            r"\b(?:a|an|new|the|my)\s+(?:new\s+)?(?P<t>[\"“'][^\"”']+[\"”']|(?-i:[A-Z0-9])[\w' -]*?)\s+folder\b", re.I
        ).search(head)
        if named is not None:
            fields["title"] = named.group("t").strip(" \"“”'")
    # "a recipe: Pancakes - fluffy, 4 servings": a colon that heads the recipe, not one after a field's label.
    if (
        obj == "recipe"
        and "title" not in fields
        and ":" in clause
        and not LABEL_COLON.search(clause.split(":")[0] + ":")
    ):
        # "new recipe Banana bread: Moist and simple, …": the name before the colon, its fields after
        before, after = clause.split(":", 1)
        named_before = recipe_named_before(before)
        fields |= recipe_fields(f"{named_before}, {after}" if named_before else after)
    if obj == "recipe":
        fields.pop("duration", None)  # "…, 20 mins, …" is its preparation time; a recipe has no length of its own
        counted = rx(r"(?:[,;(|]\s*|\bserves\s+)(?P<n>\d+)\s+(?:servings?|portions?)\b", re.I).search(clause)
        if counted is not None and "servings" not in fields:
            fields["servings"] = f"{counted['n']} serving{'' if counted['n'] == '1' else 's'}"  # '…, 6 servings, …'
    if obj == "contact" and "title" not in fields and "first name" not in fields:
        person = rx(r"\b(?P<name>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)+)").search(clause)
        if person is not None and not rx(r"(?:Go|Create|Add|Save)\b").match(person.group("name")):
            fields["title"] = rx(r"['’]s$").sub("", person.group("name"))
        for key in ("first name", "last name"):
            said = rx(rf"\b{key}\s*:?\s*(?P<v>[A-Z][\w'-]*)", re.I).search(clause)
            if said is not None and key not in fields:
                fields[key] = said.group("v")
        named = rx(r"\bcontact\s+(?:for|named|called)\s+(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)").search(head)
        if named is not None:
            fields["title"] = named.group("name").strip()
        label = rx(
            rf"(?:{NUMBER})\s*\((?P<l>[A-Za-z]+)\)|\b(?P<w>{_LABELS})\s+(?:phone(?:\s+number)?|number)\b|"
            rf"\b(?P<w2>{_LABELS})\s*:?\s*(?=[+(]?\d)|\blabel\s*:?\s*(?P<w3>{_LABELS})\b|"
            rf"\b(?:as|is)\s+an?\s+(?P<w4>{_LABELS})\s+(?:phone\s+)?number\b|\((?P<w5>{_LABELS})\)\s*(?=[+(]?\d)|"
            rf"(?:{NUMBER})\s*[,;]\s*(?P<w6>{_LABELS})\b(?!\s+(?:phone|number|email)\b)",
            re.I,
        ).search(clause)
        if label is not None and "phone label" not in fields:
            fields["phone label"] = next(found for found in label.groups() if found).capitalize()
    if obj == "contact" and "title" not in fields and "first name" not in fields:
        # Dictated, a name has no capitals: "save hana suzuki as a contact …" is still whom to save.
        said = rx(
            r"^(?:save|add|store|put)\s+(?!(?:a|an|the|new|my|this|that|contact)\b)(?P<n>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})"
            r"\s+(?:as\s+a\s+(?:new\s+)?contact|to\s+(?:my\s+)?contacts|in\s+(?:my\s+)?contacts)\b",
            re.I,
        ).search(clause)
        # "a new contact for tomas brennan, +1…": the name said after the word, up to its details.
        said = said or rx(
            r"\bcontact\s+(?:for|named|called)\s+(?P<n>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)"
            r"(?=\s*(?:[,;:(]|$|\s+(?:with|on|at|number|phone|\+|\d)))",
            re.I,
        ).search(clause)
        if said is not None:
            fields["title"] = said.group("n").title()
    # The number is read whichever way the name was ("… under the name X", "named 'X' with the phone number …").
    if obj == "contact" and not {"number", "phone"} & set(fields) and (number := rx(NUMBER).search(clause)):
        fields["number"] = number.group(0)
    if obj == "event":
        # The first sentence holds the day and the hour ("… at 10am. The event should last …").
        bare = rx(r"'[^']*'|\"[^\"]*\"").sub(" ", rx(r"\.(?:\s|$)").split(clause)[0])
        # A duration is not a time of day: "45 minutes", "for 30 mins" out of the date's reading.
        bare = rx(
            r"(?:\b(?:for|lasting)\s+)?\b(?:\d+|[a-z]+(?:-[a-z]+)?)\s+min(?:ute)?s?\b(?:\s+(?:long|each))?|"
            r"(?:\b(?:for|lasting)\s+)?\b(?:\d+(?:\.\d+)?|an?|one|two|three|half\s+an)\s+(?:hours?|hrs?)\b(?:\s+long)?"
        ).sub(" ", bare)
        bare = rx(r"(?:description|note|notes|details)\s*:?.*$", re.I).sub(" ", bare)
        bare = rx(r"\bevery\s+(?:day|week|month|year)\b", re.I).sub(" ", bare)
        bare = rx(r"\s*,(?:\s*,)+").sub(",", bare).strip(" ,")  # (the commas of the pieces taken out)
        hours = time_range(bare)  # "08:00-09:00": at eight, for an hour
        bare = as_start(bare)
        phrase, day, hour = when_in(
            rx(r"\b(?:create|make|an?|the|calendar|event|recurring|named|called)\b", re.I).sub(" ", bare), today
        )
        if _DAY_WORDS.search(bare) and not says_a_day(phrase):
            # A day was said but not read ("a week on Thursday"): saving on some other day would be a false done.
            return Goal(
                "explore", subject=f"tell which day this event is on: {clause}", app=app, obj=obj, extra=("cannot",)
            )
        if PART_OF_DAY.search(bare) and not hour:
            # "Saturday evening": an hour said as a part of the day is no hour to save the event at.
            return Goal(
                "explore", subject=f"tell what time this event is at: {clause}", app=app, obj=obj, extra=("cannot",)
            )
        if day:
            fields["date"] = day
        at = rx(r"\bat\s+(\d{1,2})h\b").search(clause)  # AndroidWorld's "at 15h"
        if at is not None:
            hour = f"{int(at.group(1)):02d}:00"
        elif rx(r"\bat\s+noon\b", re.I).search(clause):
            hour = "12:00"
        if hour:
            fields["time"] = hour
        if "duration" not in fields and (lasting := rx(r"\blasts?\s+(?:for\s+)?(\d+)\s*min", re.I).search(clause)):
            fields["duration"] = lasting.group(1)
        if "duration" not in fields and hours is not None:
            fields["duration"] = str(hours.minutes)
        if "duration" not in fields and (sized := length_before(clause)):
            fields["duration"] = sized
        if "duration" in fields and lengths_disagree(fields["duration"]):
            # "for an hour (90 mins)": which of the two is meant is the person's to say, never a sum of both.
            return Goal(
                "explore", subject=f"tell how long this event lasts: {clause}", app=app, obj=obj, extra=("cannot",)
            )
        if "duration" in fields:
            fields["duration"] = minutes(fields["duration"])
        # The first value quoted, an apostrophe inside a word no end of it ("Dinner at Nonna's place").
        quoted = quoted_values(head)
        if not fields.get("title") and quoted:
            fields["title"] = quoted[0]
        unlabelled = rx(rf"\b(?:{LABEL_WORDS})\s*:.*$", re.I).sub("", clause)  # "place: Cafe Lumen" is no title
        # "…: Yoga class, …", dictated "…: yoga class for an hour, …" (its length is no part of its title)
        # (in lower case only right after a time of day: "…: this Friday 10 to 11am" is no title)
        after_colon = rx(
            r"(?:(?<=[\dm])\s*:\s*(?P<t>[a-z][\w' -]*?)|:\s*(?P<T>[A-Z][\w' -]*?))\s*"
            r"(?:[,(]|\s+for\s+(?:an?|\d+|one|two|three|half)\b|$)"
        ).search(unlabelled)
        if not fields.get("title") and after_colon is not None:
            heading = after_colon.group("t") or after_colon.group("T")
            fields["title"] = heading[:1].upper() + heading[1:]
        if not fields.get("title"):
            named = rx(
                r"^(?:add|put|schedule|create|set\s+up|book|plan|new|make|remind\s+me\s+(?:of|about))\s+(?:an?\s+)?"
                r"(?:(?:daily|weekly|monthly|recurring|repeating|new)\s+)*(?:(?:calendar\s+)?(?:event|meeting|appointment)\s+)?"
                rf"(?P<title>[A-Z][\w' -]*?)\s+(?:to|in|into|on|for|starting|tomorrow|today|tonight|this|next|at|every|{_WEEKDAY}|"
                r"an?\s+(?:(?:daily|weekly|monthly|yearly|recurring|repeating)\s+)?(?:event|meeting|appointment)|"
                r"(?:\w+\s+)(?:days?|weeks?|months?)\s+from)\b"
            ).match(head)
            if named is not None:
                fields["title"] = named.group("title").strip()
        if not fields.get("title") and (loose := loose_title(head)):
            fields["title"] = loose
        fields |= {"title": title_before_when(fields["title"], today)} if fields.get("title") else {}
        if rx(r"\b(?:change|move|reschedule|shift|rename|update)\s+(?:it\s+)?to\b", re.I).search(
            fields.get("title", "")
        ):
            # "Yoga class: change to 3pm …" names a change to an event, never a new one titled so (a false done).
            return Goal("explore", subject=f"tell which event to change: {clause}", app=app, obj=obj, extra=("cannot",))
        aside = rx(r"\((?P<inside>[^()]+)\)").search(clause)
        if aside is not None and "description" not in fields:
            # "(60 minutes, Bring the documents)": what is neither a length nor a labelled field describes it.
            asides = [
                part.strip()
                for part in aside.group("inside").split(",")
                if part.strip() and not rx(r"\bmin(?:ute)?s?\b|\bhours?\b|:").search(part)
            ]
            if len(asides) == 1:  # ("(description 'Meet at the front desk')": the label is no part of it)
                fields["description"] = (
                    rx(r"^(?:description|desc|details)\s+", re.I).sub("", asides[0]).strip("'\"“”‘’")
                )
        # (A value's own words, "description 'Weekly check-in'", say no repetition; one said after it does.)
        values = [_REPEAT_AFTER.sub("", fields.get(key, "")) for key in ("title", "description", "location", "body")]
        if "repeat" not in fields and (rule := repeat_said(clause, values)):
            fields["repeat"] = rule
        if "repeat" in fields and fields.get("description"):
            # "description Wear old clothes, repeats monthly": the repetition said after it is no part of it.
            fields["description"] = _REPEAT_AFTER.sub("", fields["description"])
    return Goal(
        "create",
        obj=obj,
        app=app,
        title=fields.get("title", ""),
        body=fields.get("body", ""),
        fields=tuple(fields.items()),
    )


_REPEAT_AFTER = re.compile(
    r"\s*[,;]\s*(?:and\s+)?(?:it\s+)?(?:(?:(?:make|have|set)\s+it\s+)?(?:repeats?|repeating|recurs?|recurring)(?:\s+it)?\s+)?"
    r"(?:daily|weekly|monthly|yearly|every\s+(?:day|week|month|year))(?:\s+(?:repeats?|repetition|recurrence))?\s*$",
    re.I,
)


_ANSWER_FORM = re.compile(
    r"[,:]\s*(?:just\s+)?(?:the\s+)?(?:names?|titles?)(?:\s+only)?\s*$|\bcomma[- ]separated\b|\bseparated\s+by\s+commas\b",
    re.I,
)


def read_step(clause: str, app: str, today: date | None = None) -> Goal | None:
    """The clause as a step of the goal grammar, or None for the everyday readers."""
    text = clause.strip().rstrip(".")
    if (
        rx(r"calendar", re.I).search(app)
        and not rx(
            r"^(?:add|create|schedule|put|book|make|new|set|delete|remove|cancel|clear|edit|change|what|when|where|do|is|are|any|"
            r"list|show|which|how|tell)\b",
            re.I,
        ).match(text)
        and "?" not in text
        and not _ANSWER_FORM.search(text)  # "work stuff Apr 29, titles": asked for, never an entry titled by the day
        and not UNKNOWN_VERB.match(text)  # "erase the calendar event 'X' at 9": a verb, known or not, on an entry
        and when_in(text, today)[1]
    ):
        text = f"add {text}"  # "Piano lesson on Friday 10:00, 60 mins … in simple calendar": an entry to add
    if (carried := read_carry(text, app)) is not None:
        return carried
    if (source := held_elsewhere(text)) is not None:
        # A value read in another app that no carrying grammar took: said as not done, never typed as it is worded.
        return Goal("explore", subject=f"carry what is in {source} into another app", app=app, extra=("cannot",))
    head, export = split_export(text)
    if export and (made := read_step(head, app, today)) is not None and made.intent == "playlist":
        return exported(made, export)
    if (media := read_media(text, app)) is not None:
        return media
    for reader in (read_going_call, read_device_step, read_conversation_step):
        if (goal := reader(text, app)) is not None:
            return goal
    if (edited := read_note_edit(text, app)) is not None:
        return edited
    if (about := about_the_note(text)) is not None:
        return read_step(about, app, today)
    if (saved := _SAVE_NUMBER.match(text)) is not None:
        name, number = saved.group("name") or saved.group("name2"), saved.group("number") or saved.group("number2")
        label = (("phone label", saved.group("label").capitalize()),) if saved.group("label") else ()
        return Goal("create", obj="contact", app=app, title=name, fields=(("title", name), ("number", number), *label))
    if _DELETE.match(text) and (owner := _OWNERS_NUMBER.search(text)) is not None:
        return Goal("delete", obj="contact", app=app, extra=(owner.group("name"),))  # "delete Ravi's number"
    if _NEW_CONTACT_SCREEN.match(text):
        return _create(text, "contact", app, today)
    obj = _object(text)
    if (
        not _DELETE.match(text)
        and (selective := read_selective_delete(text, obj or _object(app) or record_kind(app), app)) is not None
    ):
        return selective  # "there's a recipe saved twice, delete one copy"
    # "those expenses are wrong, delete them: A, B": the object is named before the verb.
    late = rx(
        r"^(?P<what>[^,]+),\s*(?:please\s+|pls\s+)?(?P<rest>(?:delete|remove|get\s+rid\s+of)\s+(?P<it>them|it)\b.*)$",
        re.I,
    ).match(text)
    kind = obj or record_kind(app)  # "Fuel shouldn't be in Pro Expense, delete it": the app's own kind of record
    if late is not None and kind:
        named = rx(
            r"^(?:(?:the|my)\s+)?(?P<name>.+?)\s+(?:\w+\s+)?(?:is|are|was|were|isn'?t|aren'?t|shouldn'?t|should\s+not)\b",
            re.I,
        ).match(late.group("what"))
        if named is not None and late.group("it").lower() == "it":
            # "the Fuel expense is wrong, delete it": the entry is named before the verb.
            name = rx(rf"\s+(?:{_OBJECTS[kind]})$", re.I).sub("", named.group("name"))
            return Goal("delete", obj=kind, app=app, extra=(name,))
        if late.group("it").lower() == "them":
            return read_delete(late.group("rest"), kind, app, today)
    if obj and _CREATE.match(text) and field_list(text) is not None:
        return _create(text, obj, app, today)
    if (_CREATE.match(text) or rx(r"^(?:i\s+)?(?:spent|paid)\b", re.I).match(text)) and (rows := money_rows(text, app)):
        row = read_expense_row(text, app) if len(rows.rows) == 1 else None
        # One row said in order, "Online course, $436.78, Education, Monthly": its fourth piece is its note.
        if row is not None and len(row.fields) > len(rows.rows[0]):
            return row
        if len(rows.rows) == 1 and (unread := unread_cell(text, rows.rows[0])) is not None:
            # A piece of the row no reading placed: saved without it, it would be reported done; asked instead.
            return Goal("explore", subject=f"tell what '{unread}' is for this expense", extra=("cannot",))
        return rows
    if (
        not obj
        and _CREATE.match(text)
        and (
            rx(r"\bmin(?:ute)?s?\b|\bhours?\b|\bdescription\b", re.I).search(text) or rx(r"calendar", re.I).search(app)
        )
    ):
        if when_in(rx(r"\b\d+\s+min\w*").sub(" ", text), today)[1]:
            obj = "event"  # a title with a day, an hour and a length is an event
    if not obj and _CREATE.match(text) and record_kind(app) and rx(r"\b(?:these|the\s+following)\b", re.I).search(text):
        obj = record_kind(app)  # "pro expense, add these (name | amount …):": the app's own kind, rows below
    if not obj and _CREATE.match(text) and record_kind(app) == "recipe" and ":" in text:
        obj = "recipe"  # "add Veggie stir fry: Colourful and quick, …" in Broccoli: named, then its fields
    if not obj and _DELETE.match(text) and record_kind(app) and not when_in(text, today)[1]:
        obj = record_kind(app)  # "get rid of the Fuel entry in Pro Expense": the app's own kind of record
    if not obj and _DELETE.match(text) and (rx(r"\bcalendar\b", re.I).search(app) or when_in(text, today)[1]):
        obj = "event"  # "cancel everything I have on the 19th" in a calendar
    if (
        not obj
        and _DELETE.match(text)
        and rx(r"track", re.I).search(app)
        and rx(r"\b(?:all|every)\b", re.I).search(text)
    ):
        obj = "event"  # "delete all my walks" in a tracker: its activities listed by day, as a calendar's events are
    if not obj:
        return None
    if _DELETE.match(text):
        return read_delete(text, obj, app, today)
    if _EDIT.match(text) or rx(r"^(?:add|append)\s+.*\bto\s+the\s+(?:top|bottom)\b", re.I).match(text):
        return read_text_edit(text, obj, app)
    if _CREATE.match(text) or rx(r"^go\s+to\s+the\s+new\s+contact\b", re.I).match(text):
        # "…, 1h": a length said short is read as the length it is (amounts.plain_times), as _create reads it.
        extra_fields = {"description", "duration", "location"} & set(
            read_fields(plain_times(text) if obj == "event" else text)[1]
        )
        if obj == "note" and not app and rx(r"\b(?:calendar|event)\b", re.I).search(text):
            obj = "event"
        repeats = rx(r"\b(?:daily|weekly|monthly|yearly|every|recurring|repeating)\b", re.I).search(text)
        if obj in ("event", "note") and not app and not extra_fields and not FILE_NAME.search(text) and not repeats:
            return None  # "add an event 'Haircut' on Thursday", "take a note": the everyday readers
        return _create(text, "contact" if rx(r"\bnew\s+contact\b", re.I).search(text) else obj, app, today)
    return None
