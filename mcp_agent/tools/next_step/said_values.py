"""Every value a person said goes somewhere in the plan, or the agent asks before acting.

A misread request is the road to a false ``done``: a contact saved without the number said after its name, the
first of two numbers called after "no sorry, …". The words around a value are read by the grammar in a hundred
ways; the value itself is easy to see. So a fresh plan is held against the values the task states outright — a
quoted text (one quoted word only when it is a name, "memo_12"), a phone number, a file's name, an email address,
and a note or a place said after its label (", note Paid by card") — and when one appears nowhere in it the agent
shows what it understood and asks, instead of doing a task the person did not ask for. A person's "Go ahead"
continues with the plan as it is.

Fields are held the same way (placed_fields.py): a value said after its label ("note: Monthly") or aside in brackets
("Yoga class (Bring the documents)") that no slot of the goal carries is named in the same question. So are words
(unread_words.py): one that says what the thing acted on is to be ("an *encrypted* note") and that no part of the
reading used makes the rule tier unsure of its plan, and it asks the same question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .dates import MONTH_NAME
from .intent import Goal
from .intent.conversation_steps import PHONE_NUMBER
from .intent.pasted_details import pasted_request
from .intent.wording import quoted_values
from .patterns import rx
from .placed_fields import unplaced_field
from .said_steps import unplanned_step
from .unread_words import share_read, unread_words

GO_AHEAD = "Go ahead as planned"
_NUMBER = re.compile(rf"(?<![\w.]){PHONE_NUMBER}(?![\w.])")
# A date with its year ("2030-03-18", "18.03.2030", "March 5 2030") or a clock time has as many digits as a short
# number: taken out before numbers are looked for.
_MONTH = rf"{MONTH_NAME}\.?"
_DATES_AND_TIMES = re.compile(
    rf"\d{{4}}[-./]\d{{1,2}}[-./]\d{{1,2}}|\d{{1,2}}[-./]\d{{1,2}}[-./]\d{{2,4}}|"
    rf"\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH},?\s+\d{{4}}|"
    r"\b\d{1,2}:\d{2}\b",
    re.I,
)
_SPACES = re.compile(r"\s+")
_IDENTIFIER = re.compile(r"(?=[\w.-]*[A-Za-z])(?=[\w.-]*[\d_])[\w.-]+")


def _digits(text: str) -> str:
    return "".join(char for char in text if char.isdigit())


def _folded(text: str) -> str:
    # A plan writes an apostrophe inside its quotes as ’ ("Take last year’s forms"): the same value as said.
    return _SPACES.sub(" ", text).strip(" .!?").replace("’", "'").casefold()


def unused_value(task: str, plan: list[str]) -> str | None:
    """The first value ``task`` states that no subgoal of ``plan`` carries, as the person wrote it."""
    written = _folded("\n".join(plan))
    for value in quoted_values(task):
        # One quoted word is as often a control or an answer's form ("options like 'Hold'", "'True' or 'False'"); one
        # with a digit or an underscore among its letters ("memo_12", "take2") is a name given to something.
        if (len(value.split()) > 1 or _IDENTIFIER.fullmatch(value.strip())) and _folded(value) not in written:
            return value
    for value in _named_values(task):
        if _folded(value) not in written:
            return value
    if (left := _left_of_list(task, written)) is not None:
        return left
    plan_digits = [_digits(item) for item in plan]
    for match in _NUMBER.finditer(_DATES_AND_TIMES.sub(" ", task)):
        said = match.group(0)
        digits = _digits(said)
        if len(digits) < 7:
            continue
        # A country code may be dropped on the way ("+1 970 555 1889" dialled as 9705551889).
        if not any(digits[-7:] in found and (digits in found or found in digits) for found in plan_digits if found):
            return said.strip()
    return None


_FILE_NAME = re.compile(r"(?<![\w/])[\w-]+\.(?:md|txt|pdf|jpe?g|png|mp3|mp4|m4a|wav|csv|docx?)\b", re.I)
_EMAIL = re.compile(r"(?<![\w.])[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# A field's value said after its label at the start of a list item (", note Paid by card", "(Food, note: cash)");
# "…? location only" is the answer's form, no value; ", note it as cash" says "cash".
_LABELLED = re.compile(
    r"(?:[,;(]\s*(?:with\s+(?:the\s+|a\s+)?)?(?:note|description|location)(?:\s+it(?:\s+as)?)?(?:\s*:\s*|\s+(?:is\s+)?)|"
    r"\b(?:note|description|location)\s*:\s*)"
    r"(?P<v>(?![\"“'])(?!(?:of|for|is|in|on|at|to|the|a|and|or|are|was|were|should|must|will|be|only|please)\b)[A-Za-z0-9][\w'-]*(?:[ \t]+[\w'][\w'-]*)?)",  # a dash or the line's end ends it
    re.I,
)


# A sentence after the first headed by a name and a colon ("… recipes. Banana bread: moist, serves 4. Pesto pasta:
# …") names the entry its details are for; a heading that is a day, a time word, a field's label or an ordinal
# ("First:") names none. The first sentence's head is as often its verb and whom it is for ("Text Ben: on my way").
_HEADING = re.compile(
    r"(?<=[.!?;])\s+(?!(?:it|this|that|they|he|she|we|i|you|the|a|an|my|your|its|there|here)\b)"
    r"(?P<v>(?-i:[A-Z])[\w'-]*(?:\s+[\w'-]+){0,3})\s*:\s+(?=\S)(?![\d/])",
    re.I,
)
_NO_NAME = re.compile(
    rf"(?:{_MONTH}|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|today|tonight|tomorrow|this\s+\w+|next\s+\w+|note|title|"
    r"body|text|message|location|description|update|reminder|ps|also|hey|hi|ok|okay|question|quick\s+question|"
    r"fyi|btw|pls|please|reply|answer|(?:answer\s+)?format|content|subject|name|details|time|date|where|when|who|what|"
    # "… playlists. First: Dinner party, with … Second: …": the order the entries are said in names none.
    r"first|second|third|fourth|fifth|then|next|finally|lastly|last|after\s+that|(?:the\s+)?other(?:\s+one)?)$",
    re.I,
)


def _named_values(task: str) -> list[str]:
    """Values a task names by their shape or their label: file names, email addresses, labelled fields (their
    first words), the names that head their details."""
    found = [m.group(0) for m in _FILE_NAME.finditer(task)] + [m.group(0) for m in _EMAIL.finditer(task)]
    headings = [m.group("v") for m in _HEADING.finditer(task) if not _NO_NAME.match(m.group("v"))]
    return found + [m.group("v") for m in _LABELLED.finditer(task)] + headings


# "Wild Horses, First Light and Silver Lining": names with capitals listed with commas and a last "and".
# (a dot inside a name, "J.R.", never the one that ends its sentence: "… and The Overstory. Make sure …")
_NAME = r"(?-i:[A-Z](?:[\w'-]|\.(?=\w))*(?:\s+[A-Z](?:[\w'-]|\.(?=\w))*){0,3})"
_LISTED_NAMES = re.compile(rf"(?<![\w'])(?P<l>{_NAME}(?:\s*,\s*{_NAME})+,?\s+and\s+{_NAME})(?![\w'])")
_QUOTED_SPANS = re.compile(r"\"[^\"]*\"|“[^”]*”")


def _left_of_list(task: str, written: str) -> str | None:
    """A name of a list the plan acts on in part ("A, B and C" with only A in it: the rest was misread); a list the
    plan carries none of (one a question names, or the answer's form) is no such list."""
    for found in _LISTED_NAMES.finditer(_QUOTED_SPANS.sub(" ", task)):
        names = [name for name in rx(r"\s*,\s*(?:and\s+)?|\s+and\s+").split(found.group("l")) if name.strip()]
        # A sentence's first word is capitalised too ("Add Quiet Storm, …"): a name is in the plan with it or without.
        planned = [_folded(name) in written or _folded(name.partition(" ")[2] or name) in written for name in names]
        if any(planned) and not all(planned):
            return names[planned.index(False)]
    return None


# A clock time ("3pm", "15:30", "at 9") and a length ("30 minutes", "1 hr") as a new event carries them.
_CLOCK = re.compile(r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\bat\s+\d{1,2}\b|\bnoon\b", re.I)
_LENGTH = re.compile(r"\b\d+\s*(?:mins?|minutes?|hrs?|hours?)\b", re.I)


def _unplanned_when(task: str, plan: list[str]) -> str | None:
    """A time or a length said for a new event that no step of the plan sets ("Budget review is … at 3pm, 30 minutes.
    put it in my calendar" read as the title alone)."""
    if "Start a new event" not in plan:
        return None
    steps = "\n".join(plan)
    said = _QUOTED_SPANS.sub(" ", task)
    if (clock := _CLOCK.search(said)) is not None and "into the time field" not in steps:
        return clock.group(0)
    if (length := _LENGTH.search(said)) is not None and not rx(r"end time field|duration field").search(steps):
        return length.group(0)
    return None


_NAMED_RECORDS = frozenset({"contact", "recipe", "expense"})


def _nameless_record(goal: Goal) -> str | None:
    """The kind of a record the goal makes with no name said for it (no row of a list counts: rows carry their own)."""
    for step in (goal, *goal.then):
        if step.intent == "create" and step.obj in _NAMED_RECORDS and not step.rows:
            if not (step.title or step.slot("title") or step.slot("first name") or step.slot("name")):
                return step.obj
    return None


# A record's name that holds the request's own words ("add Birthday dinner", "Lunch cost me"): a misreading.
_FRAMED = re.compile(r"\bshould\s+be\b|\b(?:costs?|spent)\s+me\b|\bto\s+my\s+\w+s?$", re.I)
_VERB_FIRST = re.compile(r"^(?:add|log|save|create|put|enter|make|change|set|update)\s+\w", re.I)
# An event's title may start with a verb ("Move house", "Make dinner"); one of the requests made of a calendar may not.
# (nor be the kind's own word: "events from the 18th till the 20th" asks what is on, it makes no event "Events").
_FRAMED_EVENT = re.compile(
    r"\bbut\s+keep\b|^(?:events?|appointments?|calendar)$|"
    # ("… should start at 16:00": a change asked of an event, never a new one's title.)
    r"\b(?:should|needs?\s+to|has\s+to|must)\s+(?:start|begin|end|be|move|go)\b|"
    # (nor hold the day it starts: "Lunch with Sam from march 18" is a title that kept the date said after it.)
    r"\b(?:from|on)\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b",
    re.I,
)
_VERB_FIRST_EVENT = re.compile(r"^(?:cancel|delete|remove|add|create|schedule|book|put)\s+\w", re.I)
# What may come before the request's own verb: a greeting, a please, a "can you".
_LEAD = re.compile(r"^[\W_]*(?:(?:please|pls|plz|kindly|can|could|would|will|you|hey|hi|ok|okay|so)[\W_]+)*$", re.I)


def _verb_taken(name: str, task: str) -> bool:
    """The name starts where the request does ("book dentist at 3" read as the title "book dentist"): its first word
    is the request's verb. Said after another verb ("put Book club in my calendar") it is the name's own word."""
    found = task.casefold().find(name.casefold())
    return found < 0 or _LEAD.match(task[:found]) is not None


def _framed_name(goal: Goal, task: str = "") -> tuple[str, str] | None:
    """The kind and the name of a record the goal makes whose name holds the words of the request around it. A name
    the task quotes is the person's own ("'Book club'"): its first word is never the request's verb."""
    quoted = {_folded(value) for value in quoted_values(task)}
    for step in (goal, *goal.then):
        if step.intent != "create" or step.obj not in (*_NAMED_RECORDS, "event"):
            continue
        for fields in (step.fields, *step.rows):
            name = next((value for key, value in fields if key in ("name", "title")), step.title)
            if not name or _folded(name) in quoted:
                continue
            event = step.obj == "event"
            verb = (_VERB_FIRST_EVENT if event else _VERB_FIRST).search(name) is not None
            if (_FRAMED_EVENT if event else _FRAMED).search(name) or (verb and _verb_taken(name, task)):
                return step.obj, name
    return None


# "… for an hour - Discuss the roadmap": words set off by a dash, capitalised as a value is, that a saved entry must hold.
_DASHED = re.compile(r"\s[-–—]\s+(?P<v>(?-i:[A-Z])[\w'’]*(?:\s+[\w'’.]+)+?)\s*[.!]?(?=\s[-–—]\s|$)")


def _dashed_value(task: str, plan: list[str]) -> str | None:
    """A capitalised phrase set off by a dash that a plan saving an entry leaves out, or None."""
    written = _folded("\n".join(plan))
    # (line by line: rows one a line, "A - $5 - Food - Work trip", end each value at the line's end)
    dashed = (m.group("v") for line in task.splitlines() for m in _DASHED.finditer(line))
    return next((value for value in dashed if _folded(value) not in written), None)


# "save my shopping list as a new note list.md": what the note is to hold is said before it.
_KEPT_AS_NOTE = re.compile(
    r"^(?:save|copy|put|paste|write|keep|store)\s+(?P<what>(?!(?:a|an|the)\s+(?:new\s+)?note\b)\S.*?)\s+(?:as|in|into|to)\s+"
    r"(?:a\s+|the\s+|my\s+)?(?:new\s+)?(?:markor\s+)?note\b",
    re.I,
)


def _empty_note(task: str, goal: Goal) -> str | None:
    """What a task asks kept as a new note that the goal makes with nothing in it, or None."""
    kept = _KEPT_AS_NOTE.match(task.strip())
    if kept is None:
        return None
    for step in (goal, *goal.then):
        if step.intent == "create" and step.obj == "note" and not (step.body or step.slot("body")):
            return kept.group("what")
    return None


# A value typed or given as a name that holds what the request says of the edit itself ("12 now, leave everything
# else", "b.md and replace what it says"); any typed text that runs on past the quote that closed it, into a remark
# after a dash ('Email Priya." - keep the name': one double quote, never a pair).
_INSTRUCTION = re.compile(
    r"\b(?:leave|keep)\s+(?:everything|anything|the\s+rest|the\s+name|the\s+title|it\s+as\s+it\s+is)\b|"
    r"\b(?:don'?t|do\s+not)\s+(?:change|touch)\b|\boverwrite\s+the\b|\b(?:change\s+)?nothing\s+else\b|"
    r"\breplace\s+what\s+it\s+says\b",
    re.I,
)
_RUN_ON = re.compile(r"\"\s+[-–—]\s+\w")
# Typed text that holds the request's frame before the value it quotes ('as the first line: "Send draft'): a label and
# an opening quote that nothing closes.
_OPEN_QUOTE_AFTER_LABEL = re.compile(r"^[^\"“]*\b[a-z]+\s*:\s*[\"“][^\"”]*$")
# A file's new name that goes on past its extension ("b.md, and the text should now be …"), a number with words in it
# ("+18995559039, label it Work"): the request's next words read into the value.
_PAST_EXTENSION = re.compile(r"\.[A-Za-z0-9]{1,4}\b[,;]?\s+\w")
# A note's new name that goes on past its extension ("letter.md whose content is …").
_NOTE_PAST_EXTENSION = re.compile(r"\.(?:md|txt)\b[,;]?\s+\w", re.I)
_WORDS_IN_NUMBER = re.compile(r"\d.*[A-Za-z]{2}|[A-Za-z]{2}.*\d")
_TYPED = re.compile(r"^(?:Type '(?P<v>.*)' into the (?P<f>[\w ]+) field|Rename it to '(?P<n>.*)')$")


def _instructed_value(plan: list[str]) -> str | None:
    """A value the plan types or renames to that holds the request's own words about it, a stray quote, a file name
    that goes on past its extension, or a phone number with words in it."""
    for step in plan:
        if (typed := _TYPED.match(step)) is None:
            continue
        value = typed.group("v") or typed.group("n") or ""
        words = typed.group("f") in ("message", "body", "text", "directions", "description", "note", "ingredients")
        if (not words and _INSTRUCTION.search(value)) or (_RUN_ON.search(value) and value.count('"') % 2):
            return value
        if _OPEN_QUOTE_AFTER_LABEL.match(value) or (typed.group("f") == "title" and _NOTE_PAST_EXTENSION.search(value)):
            return value
        if (typed.group("n") and _PAST_EXTENSION.search(value)) or (
            typed.group("f") in ("phone", "number") and _WORDS_IN_NUMBER.search(value)
        ):
            return value
    return None


@dataclass(frozen=True, slots=True)
class Doubt:
    """Why a fresh plan is not acted on yet: the question for the person, and how sure the rule tier is."""

    question: str
    reasoning: str
    confidence: float | None = None


def doubt_about(task: str, goal: Goal, plan: list[str]) -> Doubt | None:
    """The question to ask before acting on ``plan``: a value or a field said outright that it leaves out, or words
    that say what the task is to be that no part of its reading used; None when everything said is in it."""
    task = pasted_request(task) or task  # details pasted then "add this": checked as said with each field named
    understood = "; ".join(step for step in plan if not step.startswith("(")) or "nothing I can do here"
    if (value := unused_value(task, plan)) is not None:
        return Doubt(
            f'You said "{value}", but it is not in what I understood the task to be: {understood}. '
            "Should I go ahead as planned, or stop?",
            "A value the task states is in no step of the plan: the request may be misread, so not acting on it.",
        )
    if (step := unplanned_step(task, plan)) is not None:
        return Doubt(
            f'You said "{step}", but no step of what I understood does it: {understood}. Should I go ahead as '
            "planned, or stop?",
            "A step the task says after 'then' is in no step of the plan: doing the rest and saying done would be a "
            "false done.",
        )
    if any(step.startswith("Save") for step in plan) and (nameless := _nameless_record(goal)) is not None:
        return Doubt(
            f"I understood: {understood}. The new {nameless} has no name in it. What should it be called?",
            f"A new {nameless} saved without its name is not what anyone asks for: the request may be misread.",
        )
    if any(step.startswith("Save") for step in plan) and (framed := _framed_name(goal, task)) is not None:
        return Doubt(
            f'I understood: {understood}. The new {framed[0]} would be named "{framed[1]}". What should it be called?',
            f"A {framed[0]}'s name that holds the request's own words is a misreading: not saving it.",
        )
    if any(step.startswith("Save") for step in plan) and (dashed := _dashed_value(task, plan)) is not None:
        return Doubt(
            f'You said "{dashed}", but it is not in what I understood the task to be: {understood}. '
            "Should I go ahead as planned, or stop?",
            "A value set off by a dash is in no step of a plan that saves an entry: the request may be misread.",
        )
    if (instructed := _instructed_value(plan)) is not None:
        return Doubt(
            f'I understood: {understood}. It would save "{instructed}", which reads like part of your request, not a '
            "value. What should it say?",
            "A value that holds the request's own words about the edit is a misreading: not saving it.",
        )
    if (kept := _empty_note(task, goal)) is not None:
        return Doubt(
            f'I understood: {understood}. It leaves the note empty, but you asked to keep "{kept}" in it. What should '
            "the note say?",
            "A note made to hold something, saved empty, is not what was asked: the request may be misread.",
        )
    if (when := _unplanned_when(task, plan)) is not None:
        return Doubt(
            f'You said "{when}", but the event I understood has no time or length from it: {understood}. Should I go '
            "ahead as planned, or stop?",
            "A new event saved without the time or length the task says would be a false done.",
        )
    if (field := unplaced_field(task, goal)) is not None:
        return Doubt(
            f'You said "{field}", but I did not place it in what I understood the task to be: {understood}. '
            "Should I go ahead as planned, or stop?",
            "A field the task says outright is no value of the goal: saving without it would be a false done.",
        )
    if unread := unread_words(task, goal, plan):
        words = ", ".join(f"'{word}'" for word in unread)
        return Doubt(
            f"I understood: {understood}. I did not use: {words}. Should I go ahead as planned, or stop?",
            f"The plan leaves out what {words} asks for: the request may ask more than it does, so not acting on it.",
            share_read(task, unread),
        )
    return None
