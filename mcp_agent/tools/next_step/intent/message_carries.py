"""A message someone sent, or the number in it, kept in another app: "save the number Lena texted me as a new contact
named Omar Diaz", "make a contact Omar Diaz with the number in Lena's message", "put Jonah's text into a new markor
note called keep.md", "copy what Ines texted me into markor as saved.md". Planned as the conversation opened, the
fact remembered off it (carrying.py reads the newest message, or the one number it holds), then the entry made
with «key» in its field.
"""

from __future__ import annotations

import re
from datetime import date

from ..patterns import rx
from .goal import Goal

_NAME = r"(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
_FILE = r"[\w-]+\.(?:md|txt)"
_SENT = r"(?:just\s+)?(?:texted|messaged|sms'?d|sent)(?:\s+me)?"
# Who sent it: "Lena texted me", "the last message Lena sent me", "Lena's text", "in Lena Haddad's last message".
_SENDER = (
    rf"\b(?P<s1>(?!I\b){_NAME})\s+{_SENT}\b|"
    rf"\b(?P<s2>{_NAME})['’]s\s+(?:last\s+|latest\s+|most\s+recent\s+|new\s+)?(?:message|text|sms)\b|"
    # Where the frame alone says who sent it, a name in lower case, whole or first only: "the number lena moreau
    # texted me", "the number lena texted me", "ines tanaka just texted me something, save it …", "save ines's last
    # message as …" (people set 94; the screen finds the one conversation so named, and asks between two).
    rf"(?i:\bthe\s+(?:last\s+|latest\s+|new\s+)?(?:phone\s+)?(?:number|message|text|sms)\s+(?P<s3>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+{_SENT}\b)|"
    rf"(?i:^(?:(?:save|add|put|copy|keep|store)\s+)?(?P<s4>(?!(?:save|add|put|copy|keep|store|make|the|my|i)\b)[a-z][\w'-]*\s+[a-z][\w'-]*)\s+{_SENT}\b)|"
    # "copy ines tanaka's last text into a new note …": whose text, after the verb
    r"(?i:^(?:save|add|put|copy|keep|store|paste)\s+(?P<s5>(?!(?:the|my|this|that|his|her|their|your)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)['’]s\s+"
    r"(?:last\s+|latest\s+|most\s+recent\s+|new\s+)?(?:message|text|sms)\b)|"
    # "the text of the last message I received from Ben Carter", "the latest SMS from Ben Carter": whom it came from
    rf"(?i:\b(?:last|latest|most\s+recent|newest)\s+(?:message|text|sms)(?:\s+(?:i|we)\s+(?:received|got|had))?\s+"
    rf"from\s+)(?P<s6>{_NAME})"
)
_NUMBER = r"\b(?:phone\s+)?number\b"
# The new contact's name: "named Omar Diaz", "as Omar Diaz", "a contact Omar Diaz".
_CONTACT = re.compile(
    rf"\b(?:named|called|as|under)\s+(?P<n1>{_NAME})(?:\s+in\s+(?:my\s+)?contacts)?\s*[.!]?$|"
    # ("… as a new contact, Omar Moreau": the name set off after a comma, set 133)
    rf"\b(?:a|new)\s+contact(?:\s*[,:–—]\s*|\s+)(?:for\s+)?(?P<n2>{_NAME})\b|"
    # "lena moreau texted me a number, it's Omar Moreau's, add him": whose number it is
    rf"\bit(?:'|’)?s\s+(?P<n3>{_NAME})['’]s\b"
)
# The verb that keeps it, first or after the sentence that says who sent it ("Dana sent me …, save it as …").
_KEEP = re.compile(
    r"(?:^|[,;.]\s*|\band\s+)(?:(?:please|pls)\s+)?(?:save|add|put|copy|make|create|store|keep|turn|paste|write|pop|stick|"
    r"log|enter)\b",
    re.I,
)
_THE_MESSAGE = "last message"


def _sender(text: str) -> str:
    found = rx(_SENDER).search(text)
    if found is None:
        return ""
    who = (
        found.group("s1")
        or found.group("s2")
        or found.group("s6")
        or (found.group("s3") or found.group("s4") or found.group("s5") or "").title()
    )
    return "" if rx(r"(?:Save|Add|Put|Copy|Make|The|My|What|Someone|Somebody|I)").fullmatch(who.split()[0]) else who


def read_message_carry(text: str, app: str) -> Goal | None:
    """A texted number saved as a contact, or a text kept as a note; None for any other task."""
    if not _KEEP.search(text):
        return None
    sender = _sender(text)
    if not sender:
        return None
    # "… sent me Omar's number, save it as Omar Diaz": a number kept under a name is a contact, the word unsaid.
    if rx(_NUMBER, re.I).search(text) and (rx(r"\bcontacts?\b", re.I).search(text) or _CONTACT.search(text)):
        named = _CONTACT.search(text)
        name = (named.group("n1") or named.group("n2") or named.group("n3")) if named is not None else ""
        if name and name != sender:
            return Goal("contact_from_message", app=app, recipient=sender, title=name)
        return None
    if rx(r"\b(?:event|calendar|appointment)\b", re.I).search(text) and not rx(_FILE).search(text):
        return Goal("event_from_message", app=app, recipient=sender)
    file = rx(rf"\b{_FILE}\b").search(text)
    if file is not None and rx(r"\b(?:text|message|sms|texted|messaged|sent)\b", re.I).search(text):
        return Goal("note_from_message", app=app, recipient=sender, title=file.group(0))
    return None


def message_carry_plan(goal: Goal) -> list[str] | None:
    """The conversation read, then the entry made with what it said."""
    # The app named beside the task is where the message is when it is a messenger, else where the entry goes.
    messenger = bool(rx(r"sms|messag", re.I).search(goal.app))
    keeper = "" if messenger else goal.app
    read = [f"Open {goal.app if messenger else 'Messages'}", f"Open the conversation with {goal.recipient}"]
    if goal.intent == "contact_from_message":
        first, _, last = goal.title.partition(" ")
        names = [f"Type '{first}' into the first name field"]
        names += [f"Type '{last}' into the last name field"] if last else []
        make = [
            "Start a new contact",
            *names,
            "Type '«number»' into the phone field",
            "Save the contact",
            f"Check the contact '{goal.title}' is listed",
        ]
        return [*read, "Remember the number", f"Open {keeper or 'Contacts'}", *make]
    if goal.intent == "event_from_message":
        return [
            *read,
            f"Remember the {_THE_MESSAGE}",
            f"Open {keeper or 'Calendar'}",
            f"Add the event said in «{_THE_MESSAGE}»",
        ]
    if goal.intent == "note_from_message":
        return [
            *read,
            f"Remember the {_THE_MESSAGE}",
            f"Open {keeper or 'Notes'}",
            "Start a new note",
            f"Type '{goal.title}' into the title field",
            f"Type '«{_THE_MESSAGE}»' into the body field",
            "Save the note",
            f"Check the note '{goal.title}' is listed",
        ]
    return None


_SAID = re.compile(r"Add the (?P<obj>event) said in «(?P<key>[\w ]+)»")
# A message states an event as a sentence ("Book club is on March 20 at 6pm, don't forget!"): its copula is no
# part of the title, and what follows the event's time is a remark.
_COPULA = re.compile(r"\s+(?:is|are|will\s+be|['’]s)\s+(?=(?:on|at|this|next|tomorrow|today|in)\b)", re.I)


def said_entry(item: str, facts: dict[str, str], today: date | None) -> list[str] | None:
    """``Add the event said in «key»`` once the text is known: the subgoals that create the event it states (in the
    app already open); a Stop when it states none; None for any other subgoal."""
    from .plan_steps import plan_step  # the plan's grammar reads this module's goals
    from .steps import read_step

    match = _SAID.fullmatch(item)
    if match is None or match.group("key") not in facts:
        return None
    sentence = rx(r"[!;]|,\s*(?=don|do\s|see\s|bring|pls|please|thanks)").split(facts[match.group("key")])[0]
    goal = read_step(f"add {_COPULA.sub(' ', sentence).strip()}", "Calendar", today)
    plan = plan_step(goal) if goal is not None and goal.intent == "create" and goal.obj == "event" else None
    if not plan or any(step.startswith("Stop") for step in plan):
        return [f"Stop: the rules cannot read an {match.group('obj')} from the message"]
    return plan[1:] if plan[0].startswith("Open ") else plan
