"""A value a task says is held in another app ("the number Lena texted me", "Jonah's message", "the list in
todo.md", "where my next event is") that no carrying grammar took: the task is not read as if that reference were
the value itself. Typing "Lena's message" as an event's title, or saving a contact without the texted number, would
end in a false done; the rules say they cannot do it instead.
"""

from __future__ import annotations

import re

_NAME = r"(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
_FILE = r"[\w-]+\.(?:md|txt)"
_SOURCES = (
    # "the number Lena texted me", "Lena texted me about the team dinner", "what Ines Tanaka sent me"
    re.compile(rf"\b(?-i:(?!I\b){_NAME})\s+(?:just\s+)?(?:texted|messaged|sms'?d|sent)(?:\s+me)\b", re.I),
    # "Jonah's text", "Lena Haddad's last message"
    re.compile(rf"\b{_NAME}['’]s\s+(?:last\s+|latest\s+|most\s+recent\s+|new\s+)?(?:message|text|sms)\b", re.I),
    # "the last message Ines sent me" is the first shape; "the list in todo.md", "each line of the note todo.md"
    re.compile(
        rf"\b(?:each|every|all\s+the)\s+(?:line|row|item|entry|expense|task)s?\s+(?:of|in|from|listed\s+in)\s+"
        rf"(?:the\s+|my\s+)?(?:markor\s+)?(?:(?:note|file)\s+)?{_FILE}|"
        rf"\b(?:the|my)\s+(?:list|lines|items|to-?dos|tasks|expenses)\s+(?:of|in|from|listed\s+in)\s+"
        rf"(?:the\s+)?(?:markor\s+)?(?:(?:note|file)\s+)?{_FILE}|"
        rf"\blisted\s+in\s+(?:the\s+)?(?:markor\s+)?(?:(?:note|file)\s+)?{_FILE}|"
        rf"\bin\s+markor\s*\(\s*{_FILE}\s*\)|\b{_FILE}\s+(?:in|from)\s+markor\b",
        re.I,
    ),
    # "where my next event is", "the location of my next calendar event", "… of my next calendar thing"
    re.compile(
        r"\b(?:where|when)\s+my\s+next\s+(?:calendar\s+)?(?:event|appointment|meeting|thing|plans?|booking)\b|"
        r"\b(?:location|place|address|venue|time)\s+of\s+my\s+next\s+(?:calendar\s+)?"
        r"(?:event|appointment|meeting|thing|plans?|booking)\b",
        re.I,
    ),
)
# What a carrying task does with the value: enters or sends it. A question about a message, a reply to it, or a call
# are read elsewhere (conversation_steps.py, carrying.py).
_ENTERS = re.compile(
    r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:add|create|make|save|put|copy|turn|enter|log|record|store|write|"
    r"text|send|tell|message|sms|import|schedule)\b|\b(?:add|put|copy|save|enter)\s+(?:it|them|those|these)\b",
    re.I,
)


def held_elsewhere(text: str) -> str | None:
    """The words naming where the task's value is held, or None when the task enters nothing read elsewhere."""
    if "?" in text or not _ENTERS.search(text):
        return None
    for shape in _SOURCES:
        if (found := shape.search(text)) is not None:
            return found.group(0)
    return None
