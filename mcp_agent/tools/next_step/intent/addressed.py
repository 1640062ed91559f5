"""A request said to the assistant: the greeting or wake word it opens with is not part of it.

People call the assistant before they ask ("Hey assistant, kill bluetooth", "OK Google, …", "Hi there! …",
"Yo, …", "Assistant: …", "Hey Siri - …"). What is cut is only ever at the very start and only a greeting, a name
assistants answer to, or both, ended by punctuation (or, after a name, by the request itself): "hey Sam, …"
names no assistant and is left to the readers, and nothing inside the request or a message is touched.
"""

from __future__ import annotations

import re

GREETING = r"(?:hey|hi|hiya|hello|heya|ok|okay|yo|oi|ahoy|good\s+(?:morning|afternoon|evening))"
# Names a phone assistant answers to; after a greeting also "there", "phone" ("hi there", "ok phone").
_ASSISTANT = r"(?:assistant|google|siri|alexa|bixby|gemini|cortana)"
_WAKE_NAME = rf"(?:{_ASSISTANT}|computer|phone|buddy|there)"
_STOP = r"\s*(?:[,!:.;]+|\s[-–—]+)\s*"
_ADDRESS = re.compile(
    rf"^(?:{GREETING}(?:\s+{_WAKE_NAME})?{_STOP}|{GREETING}\s+{_WAKE_NAME}\s+|{_ASSISTANT}(?:\s*[,:]\s*|\s+[-–—]+\s*))"
    r"(?=\S)",
    re.I,
)


def unaddressed(text: str) -> str:
    """``text`` without the greeting or wake word it opens with; unchanged when it has none."""
    said = text.lstrip()
    while (found := _ADDRESS.match(said)) is not None and found.end() < len(said):
        said = said[found.end() :]
    return said if said != text.lstrip() else text
