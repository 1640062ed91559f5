"""Facts carried across screens and apps: ``Remember the <what> [as «key»]`` reads a fact off the screen into
known_facts, and a later subgoal names it as ``«key»`` ("Dial «sender»", "Type '«address»'"); the planner
resolves those names from known_facts before reading a subgoal, so every affordance that takes a literal
(dialling, typing, opening a conversation) takes a carried fact the same way.

What is read, by role: ``sender`` is the person a conversation is with (the row that was opened, shown as
its header; a number kept as its digits); a note's ``text`` is an opened note's body; a ``number`` is the phone
number an opened note or the newest message holding one writes, kept as its digits; anything else is a message's
text — the line that says it ("address: …"), the message after the one announcing it ("here is the address:"), or
a message shaped like it (a street address, for an address, a location, a place or a venue).
"""

from __future__ import annotations

import re
from datetime import date

from .agenda import next_event
from .alike_rows import alike_entry
from .contract import AgentStepResult, RememberFact
from .forms import role_field
from .grammar import Subgoal, parse_subgoal
from .intent.fields import read_rows
from .intent.listed_rows import plain_rows
from .intent.message_carries import said_entry
from .intent.plan_steps import entry_plan
from .patterns import rx
from .reading import has_word, in_conversation, words
from .search import scroll_or_ask
from .steps_achieved import in_editor
from .turn import Turn, give_up, missing_capability, result_of

PLACEHOLDER = re.compile(r"«(?P<key>[\w ]+)»")
_NOTE_TEXT = frozenset({"text", "content", "contents", "body"})
_STREET = (
    r"street|st|road|rd|avenue|ave|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|parkway|pkwy|square|sq|"
    r"terrace|highway|hwy|crescent|close|row"
)
# "Remember the place of the next event as «place»": read off the agenda's list, not a message.
_OF_NEXT_EVENT = re.compile(r"^(?P<part>title|time|place) of the next event$", re.I)
_STREET_ADDRESS = re.compile(rf"\b\d{{1,6}}\s+(?:[\w.'-]+\s+){{0,4}}(?:{_STREET})\b", re.I)
# A location, place or venue someone sent is where to go: a street address, whatever word announced it.
_SHAPES = {key: _STREET_ADDRESS for key in ("address", "location", "place", "venue")}


def unresolved(item: str) -> bool:
    """A subgoal naming a fact not known yet: it cannot be acted on nor checked (a Remember subgoal names
    the fact it reads)."""
    return not item.startswith("Remember ") and PLACEHOLDER.search(item) is not None


def _value(facts: dict[str, str], key: str) -> str | None:
    """A carried fact with its line breaks back (known_facts keeps one line per fact)."""
    value = facts.get(key)
    return value.replace("\\n", "\n") if value is not None else None


def resolve(item: str, facts: dict[str, str]) -> str:
    """``item`` with every known ``«key»`` replaced by its value."""
    if not unresolved(item):
        return item
    text = PLACEHOLDER.sub(lambda m: _value(facts, m.group("key")) or m.group(0), item)
    if text.startswith("Dial ") and not unresolved(text) and parse_subgoal(text) is None:
        # A sender known by name, not by number, is reached through the contact.
        return f"Open the contact {text.removeprefix('Dial ')}"
    return text


_ROWS = re.compile(r"Add an? (?P<obj>\w+) for each row of «(?P<key>[\w ]+)»(?: with '(?P<value>.*)')?", re.S)


def _said_alike(value: str) -> str:
    """A row's value as compared: "10 min", "10 mins", "10 minutes" and "10-minute" are one time; case never counts."""
    return rx(r"\b(?P<n>\d+)[\s-]*(?:(?P<m>mins?|minutes?)|hrs?|hours?)\b").sub(
        lambda m: f"{m.group('n')} {'min' if m.group('m') else 'h'}", value.casefold().strip()
    )


def _entries(item: str, facts: dict[str, str]) -> list[str] | None:
    """A row-by-row subgoal whose rows are known, as the subgoals that create each entry (only the rows with a
    field equal to its value when it names one); None for any other subgoal."""
    match = _ROWS.fullmatch(item)
    if match is None or match.group("key") not in facts:
        return None
    text = _value(facts, match.group("key")) or ""
    rows = read_rows("\n" + text) or plain_rows(text, match.group("obj"))
    wanted = _said_alike(match.group("value") or "")
    if wanted:
        rows = [row for row in rows if any(_said_alike(value) == wanted for value in row.values())]
    if not rows:
        return [f"Stop: the rules cannot find the {match.group('obj')} rows the task asks for"]
    return [step for row in rows for step in entry_plan(match.group("obj"), tuple(row.items()))]


_EACH = re.compile(r"Add each of «(?P<key>[\w ]+)» to the playlist '(?P<name>.*)'", re.S)


def _each(item: str, facts: dict[str, str]) -> list[str] | None:
    """Items chosen earlier (``A|B|C``) added to a playlist one at a time, in that order."""
    match = _EACH.fullmatch(item)
    value = _value(facts, match.group("key")) if match is not None else None
    if match is None or not value:
        return None
    return [f"Add '{name}' to the playlist '{match.group('name')}'" for name in value.split("|") if name]


def resolve_plan(plan: list[str], facts: dict[str, str], today: date | None = None) -> list[str]:
    resolved: list[str] = []
    for item in plan:
        expanded = _entries(item, facts) or _each(item, facts) or said_entry(item, facts, today)
        expanded = expanded or alike_entry(item, facts, today)
        resolved.extend(expanded or [resolve(item, facts)])
    return resolved


def read_now(turn: Turn, plan: list[str], current: int, passed: list[str]) -> list[str] | None:
    """The plan with its current subgoal filled by a fact read on this very screen (a Remember just passed): acted on
    now, not a step later; None when the current subgoal needs no such fact."""
    if not unresolved(plan[current]) or (carried := fact_to_carry(turn, passed)) is None:
        return None
    return resolve_plan(plan, {**turn.facts, carried.key: carried.value}, turn.device_today)


def fact_key(goal: Subgoal) -> str:
    return (goal.text or goal.target).lower()


def _messages(turn: Turn) -> list[str]:
    """The conversation's message texts in order, received ones only when the screen tells them apart."""
    shown = [
        e
        for e in turn.screen.elements
        if e.kind in ("TextView", "ListItem") and not e.editable and e.label and e.label != turn.here
    ]
    received = [e for e in shown if has_word(" ".join((e.value or "", e.rid or "")), "received", "incoming")]
    return [e.label for e in received or shown]


def _replied_last(turn: Turn) -> bool:
    """The conversation's newest message, as the screen marks each one's way, is one the phone's owner sent."""
    marked = [
        e
        for e in turn.screen.elements
        if e.kind in ("TextView", "ListItem") and not e.editable and e.label and e.label != turn.here
        if has_word(" ".join((e.value or "", e.rid or "")), "sent", "outgoing", "received", "incoming")
    ]
    return bool(marked) and has_word(" ".join((marked[-1].value or "", marked[-1].rid or "")), "sent", "outgoing")


def _from_messages(key: str, texts: list[str]) -> str | None:
    said = rx(rf"\b{re.escape(key)}\b\s*(?:is|:)\s*(?P<value>\S.*)$", re.I)
    for index, text in enumerate(texts):
        match = said.search(text)
        if match is not None:
            return match.group("value").strip()
        if has_word(text, key) and text.rstrip().endswith(":") and index + 1 < len(texts):
            return texts[index + 1]
    shape = _SHAPES.get(key)
    return next((text for text in reversed(texts) if shape is not None and shape.search(text)), None)


def shown_value(goal: Subgoal, turn: Turn) -> str | None:
    """The value of the fact ``goal`` remembers, as this screen shows it; None when it does not."""
    key, screen = fact_key(goal), turn.screen
    if goal.target.lower() == "sender":
        header = any(e.label == turn.here and not e.is_button for e in screen.elements)
        if _replied_last(turn):
            return None  # the newest message is the person's own: who texted them last is not shown here
        if not (in_conversation(screen) and turn.here and header):
            return None
        # A sender no contact names is shown by their number, as the app writes it ("+1 795-555-4906"): kept as
        # its digits, as a number read off a message is, so that it is dialled rather than looked up as a name.
        return _digits(turn.here) if _PHONE.fullmatch(turn.here.strip()) else turn.here
    if goal.target.lower() in _NOTE_TEXT:
        body = role_field("the body field", screen)
        # A description without line breaks writes one as the two characters backslash and n.
        return body.value.replace("\\n", "\n") if body is not None and body.value else None
    if key == "number":
        return _phone_number(turn, goal.named)
    if goal.source.startswith("Remember the row of ") and goal.named:
        # An entry's details line as its list shows it ("$44.10 · Food"): what an entry made like it takes.
        # ("my Car service appointment" is the row "Car service")
        names = {
            tuple(words(goal.named)),
            tuple(words(rx(r"\s+(?:appointment|meeting|event|expense)$", re.I).sub("", goal.named))),
        }
        row = next((e for e in screen.elements if e.kind == "ListItem" and tuple(words(e.label)) in names), None)
        return row.value or None if row is not None else None
    if (upcoming := _OF_NEXT_EVENT.match(goal.target)) is not None:
        found = next_event(turn)
        if found is None:
            return None
        title, moment, place = found
        return {"title": title, "time": moment[11:], "place": place}[upcoming.group("part").lower()] or None
    if key == "last message":
        # The newest message the person sent, as it reads (a conversation lists its messages oldest first).
        texts = _messages(turn) if in_conversation(screen) else []
        return texts[-1] if texts else None
    if not in_conversation(screen):
        return None
    return _from_messages(key, _messages(turn))


_PHONE = re.compile(r"(?<![\w+])\+?\(?\d[\d\s().-]{5,}\d(?![\w])")


def _digits(number: str) -> str:
    """A phone number as its digits, a leading + kept."""
    return ("+" if number.strip().startswith("+") else "") + rx(r"\D").sub("", number)


def _phone_number(turn: Turn, entry: str = "") -> str | None:
    """The one phone number an opened note's text holds, else the newest message's that holds one, as its
    digits (a leading + kept); None when the text holds none, or two different ones (which to call is a guess).
    ``entry``: the note lists several, and the number is the one on the only line naming that entry."""
    body = role_field("the body field", turn.screen)
    if body is not None and body.value and entry:
        lines = body.value.replace("\\n", "\n").splitlines()
        texts = [line for line in lines if all(has_word(line, word) for word in words(entry))]
        texts = texts if len(texts) == 1 else []
    elif body is not None and body.value:
        texts = [body.value]
    elif in_conversation(turn.screen):
        texts = list(reversed(_messages(turn)))
    else:
        return None
    for text in texts:
        found = {_digits(number) for number in _PHONE.findall(text) if len(rx(r"\D").sub("", number)) >= 7}
        if len(found) == 1:
            return found.pop()
        if found:
            return None
    return None


def remembered(goal: Subgoal, turn: Turn) -> bool:
    """Known already, or shown now (the step's result then remembers it: ``fact_to_carry``)."""
    return fact_key(goal) in turn.facts or shown_value(goal, turn) is not None


def fact_to_carry(turn: Turn, passed: list[str]) -> RememberFact | None:
    """The first fact a passed ``Remember`` subgoal read on this screen and known_facts does not hold yet."""
    for item in passed:
        goal = parse_subgoal(item)
        if goal is None or goal.kind != "remember" or fact_key(goal) in turn.facts:
            continue
        value = shown_value(goal, turn)
        if value is not None:
            # known_facts holds one line per fact: a line break is kept as backslash and n, as screens write it.
            return RememberFact(key=fact_key(goal), value=value.replace("\n", "\\n")[:2000])
    return None


def rows_unread(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    return give_up(f"I never read the rows of {goal.text}.", "The entries to create were never read off a screen.")


def look_for(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    return scroll_or_ask(turn, f"the {goal.target}", goal)


def closed(goal: Subgoal, turn: Turn, is_current: bool) -> bool:
    """Backed out of the entry just read: no editor in front any more."""
    return is_current and turn.history.last == "back" and not in_editor(turn)


def close(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    if not turn.allows("back"):
        return missing_capability("back", f"close the {goal.target}")
    return result_of("back", f"Closing the {goal.target}", f"The {goal.target} was read; back to the list.")
