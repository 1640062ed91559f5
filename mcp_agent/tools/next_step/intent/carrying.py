"""Tasks that carry something read in one place to another: call whoever texted last, send someone what
another person texted ("text Priya the address Hana sent me"), call the number a note holds or a message gives,
merge notes into a new one. Planned as a ``Remember`` subgoal that
reads the fact off the screen and later subgoals that use it as ``«key»`` (carrying.py resolves them)."""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import KNOWN_APPS, mentioned_app
from .event_carries import read_event_carry
from .goal import Goal
from .listed_numbers import event_with_number, listed_entry
from .listed_rows import read_listed_import
from .message_carries import message_carry_plan, read_message_carry

# A person's name as written in a task: capitalised words, matched whatever the rest's case.
_NAME = r"(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
_TEXTED = r"(?:texted|messaged|sms'?d|sent(?:\s+me)?\s+(?:an?\s+|the\s+)?(?:text|message|sms))"
_SENDER = re.compile(
    # "dial the phone number of whoever sent me the last SMS": theirs
    rf"^(?:call|phone|ring|dial)(?:\s+back)?\s+(?:the\s+(?:phone\s+)?number\s+of\s+)?"
    rf"(?:the\s+(?:number|person|contact|one|sender)|whoever|whomever)\b"
    rf"(?:\s+(?:that|who|which))?(?:\s+(?:just|last))?\s+{_TEXTED}\b|"
    r"^(?:call|phone|ring|dial)(?:\s+back)?\s+the\s+sender\s+of\s+(?:my|the)\s+(?:latest|last|most\s+recent)\s+(?:text|message|sms)\b",
    re.I,
)
_SENT = r"(?:just\s+)?(?:sent|texted|messaged|forwarded)(?:\s+(?:me|over|on|to\s+me))*"
# A number to call that is written somewhere: "call the number in vet.md", "the vet's number is in vet.md, call it",
# "ring the number Lena sent me", "Lena texted me a new number, call it", "dial the number in Lena's last message".
_CALL_VERB = (
    r"\b(?:call|ring|dial)\b|\bphone\b(?!\s+(?:number|no\b|#|contact|app|log|book))"  # never "the phone number"
)
_A_NUMBER = r"\b(?:phone\s+)?number\b"
# Dictated, a name has no capitals ("forward the address hana novak texted me to priya suzuki"): one or two words that
# are no word of the sentence's frame.
_FRAME = r"(?:me|you|him|her|them|it|that|the|my|a|an|just|sent|texted|messaged|forwarded|over|to|from|and|of|address)"
_SAID_NAME = rf"(?:{_NAME}|(?-i:(?!{_FRAME}\b)[a-z][\w'-]*(?:\s+(?!{_FRAME}\b)[a-z][\w'-]*)?))"
_FROM_PERSON = (
    rf"\b(?P<who>{_NAME})\s+(?:just\s+)?(?:sent|texted|messaged|gave)(?:\s+me)?\b(?:\s+(?:an?|the|their|his|her)\s+(?:new\s+)?"
    rf"(?:phone\s+)?number\b)?|\bin\s+(?P<who2>{_NAME})['’]s\s+(?:last\s+|latest\s+|most\s+recent\s+)?(?:message|text|sms)\b|"
    rf"\b(?:from|by)\s+(?P<who3>{_NAME})\b|"
    # dictated: "call the new number lena haddad sent", "lena haddad texted me her new number, ring it"
    rf"\bthe\s+(?:new\s+)?(?:phone\s+)?number\s+(?P<who5>{_SAID_NAME})\s+(?:just\s+)?(?:sent|texted|messaged)(?:\s+me)?\b|"
    rf"^(?P<who4>{_SAID_NAME})\s+(?:just\s+)?(?:sent|texted|messaged)\s+me\s+(?:an?|the|their|his|her)\s+(?:new\s+)?"
    r"(?:phone\s+)?number\b"
)
_SEND = r"(?:text|send|forward|message|sms)"
_FORWARD = (
    # Text the address of the event to Priya Suzuki that Hana Novak just sent me
    re.compile(
        rf"^{_SEND}\s+(?:the\s+)?(?P<what>.+?)\s+to\s+(?P<to>{_SAID_NAME})\s+that\s+(?P<from>{_SAID_NAME})\s+{_SENT}$",
        re.I,
    ),
    # forward the address Hana Novak texted me to Priya Suzuki
    re.compile(
        rf"^{_SEND}\s+(?:the\s+)?(?P<what>.+?)\s+(?:that\s+)?(?P<from>{_SAID_NAME})\s+{_SENT}\s+to\s+(?P<to>{_SAID_NAME})$",
        re.I,
    ),
    # send Priya Suzuki the event address that Hana sent over
    re.compile(
        rf"^{_SEND}\s+(?P<to>{_SAID_NAME})\s+the\s+(?P<what>.+?)\s+(?:that\s+)?(?P<from>{_SAID_NAME})\s+{_SENT}$", re.I
    ),
    # forward the address from Hana Novak to Priya Suzuki
    re.compile(
        rf"^{_SEND}\s+(?:the\s+)?(?P<what>.+?)\s+from\s+(?P<from>{_SAID_NAME})\s+to\s+(?P<to>{_SAID_NAME})$", re.I
    ),
    # Hana Novak sent me an address, forward it to Priya Suzuki
    re.compile(
        rf"^(?P<from>{_SAID_NAME})\s+{_SENT}\s+(?:an?\s+|the\s+|their\s+|his\s+|her\s+)?(?P<what>[\w ]+?)\s*[,;.-]?\s*"
        rf"(?:and\s+)?(?:(?:can|could|would|will)\s+you\s+)?(?:(?:please|pls)\s+)?{_SEND}\s+(?:it\s+)?(?:on\s+)?to\s+(?P<to>{_SAID_NAME})\??$",
        re.I,
    ),
)


_FILE = r"[\w-]+\.(?:md|txt)"
_FILES = rf"{_FILE}(?:\s*(?:,\s*(?:and\s+|then\s+)?|\s+(?:and|then)\s+){_FILE})+"
_MERGE = (
    # Merge the contents of notes a.md, b.md and c.md (in the same order) into a new note named d.md
    re.compile(
        rf"^(?:merge|combine|join|concatenate|put\s+together)\s+(?:the\s+)?(?:(?:contents?|texts?)\s+of\s+)?"
        rf"(?:(?:the\s+)?(?:notes?|files?)\s+)?(?P<files>{_FILES})\s+(?:\(in\s+(?:the\s+same|that)\s+order\)\s+)?"
        rf"into\s+(?:a\s+|one\s+|a\s+single\s+)?(?:new\s+)?(?:(?:markor\s+)?(?:note|file)\s+)?"
        rf"(?:(?:named|called|titled)\s+)?(?P<new>{_FILE})\b",
        re.I,
    ),
    # make a new note d.md with the text of a.md, then b.md, then c.md
    re.compile(
        rf"^(?:make|create|write)\s+(?:a\s+)?(?:new\s+)?(?:(?:note|file)\s+)?(?:(?:named|called|titled)\s+)?(?P<new>{_FILE})"
        rf"\s+(?:with|from|holding)\s+(?:the\s+)?(?:(?:contents?|texts?)\s+of\s+)?(?P<files>{_FILES})\b",
        re.I,
    ),
)


# One note's text copied into a new note: "create b.md with the same text as a.md", "copy the text of a.md into a
# new note b.md", "duplicate what a.md says into a new note b.md".
_COPY = (
    re.compile(
        rf"^(?:create|make|write|start|add)\s+(?:a\s+)?(?:new\s+)?(?:(?:markor\s+)?(?:note|file)\s+)?(?:(?:named|called|titled)\s+)?"
        rf"(?P<new>{_FILE})\s+(?:with|holding|containing)\s+the\s+same\s+(?:text|contents?|words)\s+as\s+"
        rf"(?:(?:the\s+)?(?:note|file)\s+)?(?P<src>{_FILE})$",
        re.I,
    ),
    re.compile(
        rf"^(?:make|create|save)\s+(?:(?:the\s+)?(?:note|file)\s+)?(?P<new>{_FILE})\s+(?:as\s+)?a\s+(?:copy|duplicate)\s+of\s+"
        rf"(?:(?:the\s+)?(?:note|file)\s+)?(?P<src>{_FILE})$",
        re.I,
    ),
    re.compile(
        rf"^(?:make|create)\s+a\s+(?:copy|duplicate)\s+of\s+(?:(?:the\s+)?(?:note|file)\s+)?(?P<src>{_FILE})\s+"
        rf"(?:(?:called|named|titled|as)\s+)(?P<new>{_FILE})$",
        re.I,
    ),
    re.compile(
        rf"^(?:copy|duplicate|paste)\s+(?:(?:the|all\s+the)\s+(?:text|contents?|words)\s+(?:of|in|from)\s+|what(?:'s|\s+is)\s+(?:written\s+)?in\s+|what\s+)?"
        rf"(?:(?:the\s+)?(?:note|file)\s+)?(?P<src>{_FILE})(?:\s+says)?\s+(?:in)?to\s+(?:a\s+)?new\s+"
        rf"(?:(?:markor\s+)?(?:note|file)\s+)?(?:(?:named|called|titled)\s+)?(?P<new>{_FILE})$",
        re.I,
    ),
)
_MERGE_VERB = r"\b(?:merge|combine|join|concatenate|together)\b"
_MERGE_LOOSE = re.compile(
    rf"(?:\b(?:into|in|as)|\s*(?:->|→|=>))\s+(?:a\s+|one\s+|the\s+)?(?:new\s+|single\s+)?(?:(?:markor\s+)?(?:note|file|one)\s+)?"
    rf"(?:(?:named|called|titled)\s+)?(?P<new>{_FILE})\b",
    re.I,
)
_ROW_OBJECTS = {"recipes": "recipe", "expenses": "expense", "contacts": "contact", "events": "event", "notes": "note"}
# "every recipe in recipes.txt": the singular after "every".
_OBJ = rf"(?P<obj>{'|'.join(_ROW_OBJECTS)}|{'|'.join(_ROW_OBJECTS.values())})"
_IMPORT = (
    # Add the recipes from recipes.txt that take 10 mins to prepare into the Broccoli recipe app
    re.compile(
        rf"^(?:add|import|copy|enter|put|save)\s+(?:all\s+(?:of\s+)?|every\s+)?(?:the\s+|my\s+)?{_OBJ}\s+(?:from|in|listed\s+in)\s+"
        rf"(?P<file>{_FILE})(?:\s+(?:in|from)\s+markor)?(?:\s+(?:that|which)\s+(?:take|takes|need|needs)\s+(?:(?P<value>.+?)\s+to\s+(?:prepare|prep|make|cook)|"
        r"(?P<value2>\d+\s*(?:mins?|minutes|hours?|hrs?))))?"
        # "… into broccoli": where they go, unless the app said beside the task is it.
        r"(?:\s+(?:in)?to\s+(?:the\s+|my\s+)?(?P<dest>.+?)(?:\s+(?:recipe|expense|contacts?)s?)?(?:\s+app)?)?$",
        re.I,
    ),
    # from recipes.txt, add the 10 mins recipes to broccoli
    re.compile(
        rf"^from\s+(?P<file>{_FILE}),?\s+(?:add|import|copy|put)\s+(?:all\s+)?(?:the\s+)?(?:(?P<value>.+?)\s+)?{_OBJ}"
        r"\s+(?:in)?to\s+(?:the\s+|my\s+)?(?P<dest>.+?)(?:\s+app)?$",
        re.I,
    ),
    # put the 10 mins recipes from recipes.txt (markor) into broccoli
    re.compile(
        rf"^(?:add|import|copy|enter|put|save)\s+(?:all\s+)?(?:the\s+|my\s+)?(?P<value>(?!(?:the|my|all)\b).+?)\s+{_OBJ}\s+(?:from|in)\s+"
        rf"(?:my\s+|the\s+)?(?P<file>{_FILE})(?:\s+(?:note|file))?(?:\s*\((?:in\s+)?\w+\))?(?:\s+(?:in)?to\s+(?:the\s+|my\s+)?(?P<dest>.+?)(?:\s+app)?)?$",
        re.I,
    ),
    # only the recipes in recipes.txt taking 10 mins - add those (to broccoli)
    re.compile(
        rf"^(?:only\s+)?(?:the\s+)?{_OBJ}\s+(?:in|from|listed\s+in)\s+(?P<file>{_FILE})\s+(?:taking|that\s+takes?|needing)"
        r"\s+(?P<value>.+?)\s*[-—:,]\s*(?:add|import|copy|put)\s+(?:those|them|these)"
        r"(?:\s+(?:in)?to\s+(?:the\s+|my\s+)?(?P<dest>.+?)(?:\s+app)?)?$",
        re.I,
    ),
)


def _as_written(name: str) -> str:
    return name if name[:1].isupper() else name.title()


def _key(what: str) -> str:
    """The fact's name: "address of the event" and "event address" are both the address."""
    head = rx(r"\s+(?:of|for|from|about)\s+").split(what.strip(), maxsplit=1)[0]
    return head.split()[-1].lower()


def read_carry(text: str, app: str) -> Goal | None:
    if (told := read_event_carry(text, app)) is not None:
        return told
    for shape in _IMPORT:
        imported = shape.match(text)
        if imported is not None:
            # The app named beside the task is where the file is, unless the task names no other.
            dest = imported.group("dest")
            if not dest and not rx(r"broccoli|recipe|expense|contact", re.I).search(app):
                continue  # rows with nowhere said to go, and no app of their kind beside the task
            if dest:
                # "into Pro Expense": an app whose name ends in the kind's word keeps it.
                whole = rx(r"(?:\s+app)?\s*[.!]?$", re.I).sub("", text[imported.start("dest") :])
                dest = next((name for name in KNOWN_APPS if name.casefold() == whole.casefold()), dest)
            return Goal(
                "import_rows",
                app=app if dest else "",
                obj=_ROW_OBJECTS.get(imported.group("obj").lower(), imported.group("obj").lower()),
                subject=imported.group("file"),
                value=(imported.group("value") or imported.groupdict().get("value2") or "").strip(),
                title=dest.strip() if dest else app,
            )
    if (listed := read_listed_import(text, app)) is not None:
        return listed
    if (kept := read_message_carry(text, app)) is not None:
        return kept
    for shape in _MERGE:
        merged = shape.match(text)
        if merged is not None:
            files = tuple(rx(_FILE).findall(merged.group("files")))
            return Goal("merge", app=app, obj="note", title=merged.group("new"), extra=files)
    for shape in _COPY:
        if (copied := shape.match(text)) is not None:
            return Goal("merge", app=app, obj="note", title=copied.group("new"), extra=(copied.group("src"),))
    if (loose := _MERGE_LOOSE.search(text)) is not None and rx(_MERGE_VERB, re.I).search(text):
        # "put a.md, b.md and c.md together in a new note d.md": the new note is the one after "into / new note".
        sources = tuple(name for name in rx(_FILE).findall(text) if name != loose.group("new"))
        if len(sources) >= 2:
            return Goal("merge", app=app, obj="note", title=loose.group("new"), extra=sources)
    if _SENDER.match(text) or (
        rx(r"\b(?:call|phone|ring|dial)\s+(?:them|him|her|back)\b", re.I).search(text)
        and rx(
            rf"\b(?:whoever|the\s+(?:number|person|one))\b.*\b(?:{_TEXTED}|sent\s+me\s+the\s+last\s+text)", re.I
        ).search(text)
    ):
        return Goal("call_sender", app=app)
    if (written := _written_number(text, app)) is not None:
        return written
    for shape in _FORWARD:
        match = shape.match(text)
        if match is not None:
            return Goal(
                "forward",
                app=app,
                recipient=_as_written(match.group("to")),
                subject=_as_written(match.group("from")),
                fact=_key(match.group("what")),
            )
    return None


# The newest message, whoever sent it: "in my last text", "from the latest sms", "in the last message I got".
_IN_NEWEST = re.compile(
    r"\b(?:in|from)\s+(?:my|the)\s+(?:last|latest|newest|most\s+recent)\s+(?:text(?:\s+message)?|message|sms)(?:\s+I\s+(?:just\s+)?"
    r"(?:got|received|had))?\s*[.!]?$",
    re.I,
)


def listed_call(text: str) -> Goal | None:
    """The whole request, when it calls one entry of a file's list said in another sentence ("my garages.md note has
    a few, call the Hilltop one"): read whole, the file is not lost to the clause that names it."""
    if ":" in text:
        return None  # a text given after a colon is a note's or a message's, never where the call is asked
    goal = _written_number(text, "")
    return goal if goal is not None and goal.item else None


def _written_number(text: str, app: str) -> Goal | None:
    """A call to a number read off a note (named by its file) or a person's message, not to a name."""
    file = rx(rf"\b(?P<file>{_FILE})\b").search(text)
    entry = listed_entry(text)  # "the number for the Elm Court studio" of a list of several (listed_numbers.py)
    if not rx(_CALL_VERB, re.I).search(text) or not (rx(_A_NUMBER, re.I).search(text) or (file and entry)):
        return None
    if rx(r"\b(?:who|that|which)\s+(?:just\s+)?(?:texted|messaged|sent)\b", re.I).search(text):
        return None  # the number that texted me: its sender, called by read_carry's _SENDER
    app = app or mentioned_app(text)
    if file is not None:
        return Goal("call_written", app=app, subject=file.group("file"), item=entry)
    if title := event_with_number(text):
        return Goal("call_written", app=app, title=title)  # a number in an event's description
    if _IN_NEWEST.search(text):
        return Goal("call_written", app=app, extra=("latest",))  # "call the number in my last text"
    person = rx(_FROM_PERSON).search(text)
    if person is not None and rx(r"\b(?:sent|texted|messaged|gave|message|text|sms)\b", re.I).search(text):
        who = rx(r"['’]s$").sub("", next(found for found in person.groups() if found))
        if not rx(r"(?:Call|Ring|Phone|Dial|The|My)").fullmatch(who.split()[0]):
            return Goal("call_written", app=app, recipient=who)
    return None


def carry_plan(goal: Goal) -> list[str] | None:
    if (kept := message_carry_plan(goal)) is not None:
        return kept
    if goal.intent == "call_written":
        # The number is read where it is written (a note's text, the person's messages), then dialled.
        where = (
            [f"Open {goal.app or 'Notes'}", f"Open the note '{goal.subject}'"]
            if goal.subject
            else [f"Open {goal.app or 'Calendar'}", f"Open the event '{goal.title}'"]
            if goal.title
            else [f"Open {goal.app or 'Messages'}", "Open the latest conversation"]
            if goal.extra == ("latest",)
            else [f"Open {goal.app or 'Messages'}", f"Open the conversation with {goal.recipient}"]
        )
        read = f"Remember the number for '{goal.item}' as «number»" if goal.item else "Remember the number"
        return [*where, read, "Open Phone", "Dial «number»", "Call «number»"]
    if goal.intent == "call_sender":
        # Whoever texted about something (texted_callers.py): the conversation showing it, else the newest one.
        opened = f"Open the conversation showing '{goal.subject}'" if goal.subject else "Open the latest conversation"
        return [
            "Open Messages",
            opened,
            "Remember the sender",
            f"Open {goal.app or 'Phone'}",
            "Dial «sender»",
            "Call «sender»",
        ]
    if goal.intent == "merge":
        # Each note's text is read in turn, then the new note holds them in that order, a blank line apart.
        plan = [f"Open {goal.app or 'Notes'}"]
        for number, name in enumerate(goal.extra, 1):
            plan += [f"Open the note '{name}'", f"Remember the text as «text {number}»", "Close the note"]
        body = "\n\n".join(f"«text {number}»" for number in range(1, len(goal.extra) + 1))
        return [
            *plan,
            "Start a new note",
            f"Type '{goal.title}' into the title field",
            f"Type '{body}' into the body field",
            "Save the note",
            f"Check the note '{goal.title}' is listed",
        ]
    if goal.intent == "import_rows":
        # The file's rows, read in the app that holds it, become entries in the other app (carrying.py).
        which = f" with '{goal.value}'" if goal.value else ""
        return [
            f"Open {goal.app or 'Notes'}",
            f"Open the note '{goal.subject}'",
            "Remember the text as «rows»",
            "Close the note",
            f"Open {goal.title or goal.obj.title() + 's'}",
            f"Add a {goal.obj} for each row of «rows»{which}",
        ]
    if goal.intent == "forward":
        return [
            f"Open {goal.app or 'Messages'}",
            f"Open the conversation with {goal.subject}",
            f"Remember the {goal.fact}",
            f"Open the conversation with {goal.recipient}",
            f"Type '«{goal.fact}»'",
            "Send the message",
        ]
    return None
