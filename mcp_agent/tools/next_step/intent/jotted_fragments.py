"""A request jotted down as fragments, each detail its own phrase, said again as one sentence the readers know.

"Markor. Note a.md. Delete.", "Latest text. The number in it. Call.", "VLC. Shuffle. On.", "Wifi — off. Then
Bluetooth — on.", "Contact Maya Okafor. New phone number: +1…": people write a job as notes to themselves, the app,
the thing and the action each a phrase of its own, the verb alone at the end or missing. No reader reads a phrase at
a time, and the whole reads as nothing (or as an event titled by the app's name), so the fragments are joined the
way the readers know them: "delete Note a.md in Markor", "call the number in the latest text", "turn on shuffle in
VLC", "set the phone number of contact Maya Okafor to +1…".

Only a text whose fragments say one of these shapes whole is said again; any other text is left as it is.
"""

from __future__ import annotations

import re

from .clauses import KNOWN_APPS, VERBS
from .jotted_questions import STATEMENT, jotted_question

_APPS = "|".join(re.escape(app) for app in sorted((*KNOWN_APPS, "Calendar", "SMS Messenger"), key=len, reverse=True))
# A fragment that is only where the job is done ("Markor", "Files app"), or that starts with it ("Phone, favourites").
_APP_ALONE = re.compile(rf"^(?:the\s+)?(?P<app>{_APPS})(?:\s+app)?$", re.I)
_APP_FIRST = re.compile(rf"^(?:the\s+)?(?P<app>{_APPS})(?:\s+app)?,\s+(?P<rest>.+)$", re.I)
_APP_LAST = re.compile(rf"^(?P<rest>.+?),\s+(?:in\s+)?(?:the\s+)?(?P<app>{_APPS})(?:\s+app)?$", re.I)
# "VLC playlist Focus": the app said as the kind of its entry.
_APP_KIND = re.compile(
    rf"^(?P<app>{_APPS})\s+(?P<rest>(?:playlist|note|folder|recipe|event|expense|contact|track)\b.+)$", re.I
)

# Fragments end at a full stop, a line break, a spaced dash, or a ", then" that starts the next step.
# (Never after "no." or "vs.": an abbreviation's stop ends no fragment.)
_BREAK = re.compile(
    r"\s*\n+\s*|(?<=[.!])(?<!\bno\.)(?<!\bvs\.)(?<!\bst\.)(?<!\bdr\.)(?<!\bmr\.)(?<!\bms\.)\s+|\s+[—–]\s+|\s+-\s+|"
    r",\s*(?=then\s)",
    re.I,
)
_COURTESY = re.compile(
    r"(?:,?\s+(?:please|pls|now|thanks))+$|^(?:please|pls)\s+|^(?:please|pls|now|thanks|asap)$", re.I
)

# The action said alone, after what it acts on: "Delete.", "Call, please.", "Remove it".
_VERB_ALONE = re.compile(
    r"^(?P<verb>delete|remove|erase|call|ring|dial|play)(?:\s+(?:it|them|him|her|this|that))?$", re.I
)
# The action said as done to what came before: "All of them deleted.", "Both deleted."
_DONE_TO = re.compile(
    r"^(?:(?P<q>all(?:\s+of\s+them)?|both(?:\s+of\s+them)?|each|every\s+one)|"
    # "extras deleted, one of each kept": what is more than one of each, deleted; the rest said after.
    r"(?:the\s+)?(?:extras|extra\s+(?:copies|ones))|the\s+(?:duplicates|doubles|repeats))\s+"
    r"(?P<verb>deleted|removed|gone)(?:,\s*(?P<tail>.+))?$",
    re.I,
)
_PAST = {"deleted": "delete", "removed": "remove", "gone": "delete"}
# "Static Love — off it": taken off what was named before.
_OFF_IT = re.compile(r"^(?:off|out\s+of)\s+(?:it|there)$", re.I)
# "Phone call — Jonah Lindqvist": the action first, as a noun, then whom.
_VERB_FIRST = re.compile(r"^(?:phone\s+)?(?P<verb>call)$", re.I)
# "To delete: A, B, C", "Playing queue, to add: A, B and C": the action and its list, under a label.
_ACT_LISTED = re.compile(
    r"^(?:(?P<target>[\w' ]+?),\s*)?to\s+(?P<verb>delete|remove|add|call)\s*:\s*(?P<items>.+)$", re.I
)
# "The number in it", "Its sender": the fragment before says what "it" is.
_IN_IT = re.compile(r"\b(?P<prep>in|of|from|on)\s+it\b", re.I)
_ITS = re.compile(r"^its\s+(?P<what>.+)$", re.I)
_OWN_DETERMINER = re.compile(r"^(?:the|a|an|my|its|this|that|these|those)\b", re.I)
_DETERMINER = re.compile(r"^(?:the|a|an|all|my|latest|last|every|each|both|its)\b", re.I)

# A setting and its state: "Bluetooth. Off.", "Speaker on", "Brightness — minimum.", "then Bluetooth — on".
_STATE = r"on|off|min|minimum|max|maximum|lowest|highest"
_STATE_ALONE = re.compile(rf"^(?P<state>{_STATE})$", re.I)
# A setting is named, never a request: "turn wifi off" is read as it is.
_SETTING_WORD = (
    r"(?!(?:turn|switch|set|put|make|keep|leave|go|first|then|also|and|please|pls|it|i|you)\b)[A-Za-z][\w-]*"
)
_SETTING = rf"{_SETTING_WORD}(?:\s+{_SETTING_WORD}){{0,2}}"
_SETTING_STATE = re.compile(
    rf"^(?P<then>(?:then|first|also|and)\s+)?(?P<setting>{_SETTING})\s+(?P<state>{_STATE})$", re.I
)
_SETTING_ALONE = re.compile(rf"^(?P<then>(?:then|first|also|and)\s+)?(?P<setting>{_SETTING})$", re.I)
# The call a state is for: the in-call readers know it without being told.
_THE_CALL = re.compile(r"^(?:the\s+)?(?:current|this|ongoing)\s+call$", re.I)
_LEVEL = {"min": "minimum", "lowest": "minimum", "max": "maximum", "highest": "maximum"}

# A field's new value said as a label: "New title: X", "New phone number: +1…", "Location: Y".
_NEW_VALUE = re.compile(
    r"^(?:(?P<new>new)\s+)?(?P<field>title|name|file\s+name|phone\s+number|number|location|place|description)\s*:\s*"
    r"(?P<value>.+)$",
    re.I,
)
_NEW_ENTRY = re.compile(r"^new\s+\w+$|^new\s+(?:event|note|expense|contact|recipe|playlist|folder)\b", re.I)
_INTO = re.compile(r"^into\s+(?P<dest>.+)$", re.I)
_THEN = re.compile(r"^then\s+", re.I)
# "New event", "New playlist, Evening: a, b", "New note — ideas.md": the entry made, its name with it or next.
# (A recipe's description is its own sentence after the name: the recipe readers read it there.)
_NEW_KIND = re.compile(r"^new\s+(?P<kind>event|note|expense|contact|playlist)(?:\s*[,:]\s*(?P<name>.+))?$", re.I)
_APP_KIND_ANY = re.compile(rf"^(?P<app>{_APPS})\s+(?P<rest>[a-z].*)$", re.I)
_NUMBERED = re.compile(r"^\d{1,2}[.)]?$")
# A fragment that starts with a request's verb is a request said whole ("turn", "set" and "call" start jotted
# fragments too: "Phone call", "Set …" are read where they are).
_REQUEST = re.compile(
    rf"^(?:please\s+|pls\s+)?(?!(?:call|phone|text|message|new|turn|switch|set|play|delete|remove|record)\b)(?:{VERBS}|go|check|sort|merge)\b",
    re.I,
)
_COUNT = {"two": 2, "2": 2, "three": 3, "3": 3}
_MANY_KINDS = re.compile(
    rf"^(?P<n>two|three|2|3)\s+(?:new\s+)?(?:(?P<app>{_APPS})\s+)?(?P<kind>playlist|note|folder)s$", re.I
)
_KIND_FIRST = re.compile(
    r"^(?P<kind>contact|event|note|file|recipe|expense|playlist|track|activity)\s+(?P<name>.+)$", re.I
)
_DAY_AFTER = re.compile(
    r",\s*(?P<day>(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?)$", re.I
)


def _fragments(task: str) -> list[str]:
    found = []
    for part in _BREAK.split(task.strip()):
        part = _COURTESY.sub("", part.strip().rstrip(".!").strip())
        if part:
            found.append(part)
    return found


def _apps_apart(parts: list[str]) -> tuple[str, list[str]]:
    """The app the fragments name alone (or lead with), and the fragments without it."""
    app, rest = _app_said(parts)
    return _LABELS.get(app.casefold(), app), rest


# A launcher label said short, as its full label: "Calendar" alone opens no app on the launcher.
_LABELS = {"calendar": "Simple Calendar Pro", "sms messenger": "Simple SMS Messenger"}


def _app_said(parts: list[str]) -> tuple[str, list[str]]:
    app, rest = "", []
    for part in parts:
        if not app and (alone := _APP_ALONE.match(part)) is not None:
            app = alone.group("app")
        elif not app and (first := _APP_FIRST.match(part) or _APP_LAST.match(part) or _APP_KIND.match(part)):
            app = first.group("app")
            rest.append(first.group("rest"))
        else:
            rest.append(part)
    return app, rest


def _lowered(phrase: str) -> str:
    return phrase[0].lower() + phrase[1:] if _DETERMINER.match(phrase) else phrase


def _remark(part: str) -> str:
    """A remark said after the request ("In that order", "Folder itself stays"), as it reads after a comma."""
    return part[0].lower() + part[1:] if re.match(r"^[A-Z][a-z]+\b", part) else part


def _in_app(app: str) -> str:
    return f" in {app}" if app else ""


def _verb_of(said: str) -> tuple[str, str, str] | None:
    """(verb, how many, what is said after it) when a fragment is only the action."""
    if (alone := _VERB_ALONE.match(said)) is not None:
        return alone.group("verb").lower(), "", ""
    if (done := _DONE_TO.match(said)) is not None:
        many = "all " if (done.group("q") or "").lower().startswith("all") else ""
        return _PAST[done.group("verb").lower()], many, done.group("tail") or ""
    if _OFF_IT.match(said):
        return "remove", "", ""
    return None


def _acted_on(parts: list[str]) -> str | None:
    """The verb said last, alone or as done, moved before what it acts on."""
    if any("?" in part for part in parts):
        return None
    if (first := _VERB_FIRST.match(parts[0])) is not None and len(parts) == 2 and not _verb_of(parts[1]):
        return f"{first.group('verb').lower()} {parts[1]}"  # "Phone call — Jonah Lindqvist. Now."
    if (listed := next(filter(None, map(_ACT_LISTED.match, parts)), None)) is not None:
        return _listed(parts, listed)
    at = next((n for n, part in enumerate(parts) if _verb_of(part)), None)
    if at is None or at == 0:
        return None
    app, before = _apps_apart(parts[:at])
    if not before or any(STATEMENT.search(part) for part in before):
        return None  # "i dont need a.md anymore. pls delete it": what is told, read by the readers of requests
    said = _verb_of(parts[at])
    assert said is not None
    verb, many, tail = said
    thing, context = _kind_named(before[-1]), before[:-1]
    if verb == "remove" and _OFF_IT.match(parts[at]):
        if not context:
            return None
        thing = f"{thing} from {_the(context.pop())}"  # "Playlist Chill. Static Love — off it."
    elif context and (its := _ITS.match(thing)) is not None:
        of = _the(context.pop())
        # "The text about X. Its sender.": the person who sent it, as the callers read whom to call.
        sent = its.group("what").lower() in ("sender", "author")
        thing = f"the person who sent {of}" if sent else f"the {its.group('what')} of {of}"
    elif context and _IN_IT.search(thing):
        where = _the(context.pop())
        thing = _IN_IT.sub(lambda m: f"{m.group('prep')} {where}", thing, count=1)
    if context:
        # What else was said before it narrows where it is ("Phone, favourites. Ines Moreau. Call.").
        thing = f"{thing} from {' '.join(_lowered(c) for c in context)}"
    if many and not _DETERMINER.match(thing):
        thing = many + thing[0].lower() + thing[1:]
    after = "".join(f", {_remark(part)}" for part in ([tail] if tail else []) + parts[at + 1 :])
    return f"{verb} {_lowered(thing)}{_in_app(app)}{after}"


def _listed(parts: list[str], listed: re.Match[str]) -> str | None:
    """The action and its list under a label ("Pro Expense. To delete: A, B, C."), said as the request."""
    at = parts.index(listed.group(0))
    app, before = _apps_apart(parts[:at])
    if before:
        return None
    verb, items, target = listed.group("verb").lower(), listed.group("items"), listed.group("target")
    if target and not app and (owned := _APP_KIND_ANY.match(target)) is not None:
        app, target = owned.group("app"), owned.group("rest")  # "Retro Music queue": the queue in Retro Music
    if verb == "add" and not target:
        return None
    said = f"{verb} {items}" + (f" to {_the(target)}" if target else "") + _in_app(app)
    return said + "".join(f", {_remark(part)}" for part in parts[at + 1 :])


def _kind_named(phrase: str) -> str:
    """ "Note a.md" as "the note a.md": the kind said before the name, as in "delete the note a.md"."""
    kind = _KIND_FIRST.match(phrase)
    return f"the {kind.group('kind').lower()} {kind.group('name')}" if kind is not None else phrase


def _the(phrase: str) -> str:
    """The phrase as a definite thing: "Latest text" as "the latest text", "Playlist Chill" as "the playlist Chill"."""
    if _OWN_DETERMINER.match(phrase) or "'s " in phrase:
        return _lowered(phrase)
    named = _kind_named(phrase)
    return named if named != phrase else f"the {_lowered(phrase)}"


def _states(parts: list[str]) -> str | None:
    """Each setting with its state, said "turn X on" (a level "turn X to minimum"), in the order written."""
    if any("?" in part for part in parts):
        return None
    app, rest = _apps_apart(parts)
    if any(STATEMENT.search(part) for part in rest):
        return None
    steps, n = [], 0
    while n < len(rest):
        part = rest[n]
        if _THE_CALL.match(part):
            n += 1
            continue
        paired = _SETTING_STATE.match(part)
        if paired is None and n + 1 < len(rest) and _STATE_ALONE.match(rest[n + 1]):
            paired = _SETTING_ALONE.match(part)
            state, n = rest[n + 1].lower(), n + 2
        elif paired is not None:
            state, n = paired.group("state").lower(), n + 1
        else:
            return None
        if paired is None:
            return None
        setting = paired.group("setting")
        if state in _LEVEL or state.startswith(("min", "max")):
            steps.append(f"turn {setting} to {_LEVEL.get(state, state)}")
        else:
            steps.append(f"turn {state} {setting}{_in_app(app)}" if app else f"turn {setting} {state}")
    return ", then ".join(steps) if steps else None


def _new_value(parts: list[str]) -> str | None:
    """A thing named, then its field's new value as a label: the field of that thing changed to the value."""
    if len(parts) < 2 or any("?" in part for part in parts) or any(_NEW_ENTRY.match(part) for part in parts):
        return None
    label = _NEW_VALUE.match(parts[-1])
    if label is None or (not label.group("new") and label.group("field").lower() not in ("location", "place")):
        return None
    app, before = _apps_apart(parts[:-1])
    if not before or len(before) > 2 or any(STATEMENT.search(part) for part in before):
        return None
    thing = before[-1]
    if (day := _DAY_AFTER.search(thing)) is not None:
        thing = f"{thing[: day.start()]} on {day.group('day')}"
    if (kind := _KIND_FIRST.match(thing)) is not None:
        thing = f"{kind.group('kind').lower()} {kind.group('name')}"
    if len(before) == 2:
        thing = f"{thing} in {before[0]}"  # "Download — recipe_card.jpg": the file in that folder
    field, value = " ".join(label.group("field").lower().split()), label.group("value")
    if field in ("title", "name", "file name"):
        return f"rename {thing} to {value}{_in_app(app)}"
    return f"set the {field} of {thing} to {value}{_in_app(app)}"


def _into(parts: list[str]) -> str | None:
    """ "Ines's last text. Into a new Markor note. Name: a.md.": what is put where, said "put X into Y"."""
    at = next((n for n, part in enumerate(parts) if _INTO.match(part)), None)
    if at is None or at == 0 or any("?" in part for part in parts):
        return None
    app, before = _apps_apart(parts[:at])
    if not before or len(before) > 2 or any(STATEMENT.search(part) for part in before):
        return None
    thing = _lowered(before[-1]) + (f" from {before[0]}" if len(before) == 2 else "")
    into = _INTO.match(parts[at])
    assert into is not None
    return f"put {thing} into {into.group('dest')}{_in_app(app)}" + "".join(f", {_remark(p)}" for p in parts[at + 1 :])


def _new_entry(parts: list[str]) -> str | None:
    """ "New event — X. Friday, 3pm. 30 min.", "VLC. New playlist, Evening: a, b, c.": the entry and its details said
    in one run, as the create readers read them; a playlist's items "with" it."""
    if any("?" in part for part in parts):
        return None
    app, rest = _apps_apart(parts)
    head = _NEW_KIND.match(rest[0]) if rest else None
    if head is None:
        return None
    kind, name, details = head.group("kind").lower(), head.group("name"), rest[1:]
    if not name:
        if not details:
            return None
        name, details = details[0], details[1:]
    if kind == "playlist" and (listed := re.match(r"^(?P<name>[^:,]+):\s*(?P<items>.+)$", name)) is not None:
        name = f"{listed.group('name')} with {listed.group('items')}"
    elif kind == "playlist" and details and not _THEN.match(details[0]):
        name, details = f"{name} with {details[0]}", details[1:]  # "New playlist: Evening. a.mp4, b.mp4."
    steps = [d for d in details if _THEN.match(d)]
    said = ", ".join([f"new {kind} {name}{_in_app(app)}", *(_remark(d) for d in details if d not in steps)])
    return said + "".join(f", {_remark(step)}" for step in steps)


def _each_named(parts: list[str]) -> str | None:
    """ "Two VLC playlists. A — x, y. B — z, w.": each entry by its name and what it holds, made in turn."""
    head = _MANY_KINDS.match(parts[0])
    if head is None or any("?" in part for part in parts):
        return None
    pairs = parts[1:]
    count = _COUNT.get(head.group("n").lower(), 0)
    if len(pairs) != 2 * count or any(":" in name for name in pairs[::2]):
        return None
    app, kind = head.group("app") or "", head.group("kind").lower()
    return ", then ".join(
        f"make a {kind} {name} with {items}{_in_app(app)}" for name, items in zip(pairs[::2], pairs[1::2])
    )


def _question(parts: list[str], task: str) -> str | None:
    at = next((n for n, part in enumerate(parts) if "?" in part), None)
    if at is None:
        return jotted_question(*_apps_apart(parts))  # "X's last text. Its words.": asked without a question mark
    if at == 0:
        return None
    # "swim on march 13 - minutes?": one topic and its question after a dash is the topic-first readers' shape;
    # jotted is a question after a full stop or a line break, or after more than the one topic.
    app, before = _apps_apart(parts[:at])
    stopped = re.search(rf"[.\n]\s*{re.escape(parts[at][:12])}", task) is not None
    if not stopped and len(before) < 2 and not (app and before):
        return None
    return jotted_question(*_apps_apart(parts))


def jotted(task: str) -> str:
    """``task`` said as one sentence when it is jotted as fragments of a shape above; else ``task`` as it is."""
    parts = _fragments(task)
    if len(parts) < 2 or any(_NUMBERED.match(part) for part in parts):
        return task  # "1. X 2. Y": steps numbered, read by the readers of steps
    if any(_REQUEST.match(part) for part in parts[:-1]):
        return task  # "merge these notes - a, b - into c": a request said whole, its verb first
    for joined in (_acted_on, _states, _new_value, _into, _new_entry, _each_named):
        if (said := joined(parts)) is not None:
            return said
    return _question(parts, task) or task
