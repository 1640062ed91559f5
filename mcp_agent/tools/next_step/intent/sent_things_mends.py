"""What someone sent me, and what I sent, said the formal way (AndroidWorld's robustness-study rewordings, and anyone
writing a request as a specification), each mended as a whole class into the wording the grammar reads, as
``everyday_mends.MENDED`` (``courtesy.plain`` applies them, in order, outside quoted text):

* a thing someone sent, said as "shared": "the address Y shared with me", "the link sent / shared by Y", "Y's shared
  address" (the address Y sent me);
* my own last message said to be sent again with no other recipient: "forward the message I recently sent to X"
  (a forward names whom it goes to: with only X named, it is X's again, a resend); "the message I sent to X moments
  ago / a minute ago", "the message I recently sent to X" (the message I just sent to X).
"""

from __future__ import annotations

from .rewrites import Replacement

_NAME = r"(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?"
_THING = r"(?:(?:event|party|meeting)\s+)?(?:address|location|link|details|message|text|photo|number)"

SENT_THINGS: tuple[tuple[str, Replacement], ...] = (
    (rf"\b(?P<w>{_NAME})\s+(?P<j>just\s+|recently\s+)?shared\s+with\s+me\b", r"\g<w> \g<j>sent me"),
    (
        rf"\b(?:(?:that|which)\s+(?:was|were)\s+)?(?:just\s+|recently\s+)?(?:sent|shared|texted|forwarded)\s+"
        rf"(?:to\s+me\s+)?by\s+(?P<w>{_NAME})\b(?!\s+(?:sent|texted|shared)\b)",
        r"\g<w> sent me",
    ),
    (rf"\b(?P<w>{_NAME})['’]s\s+(?:shared|sent|texted|forwarded)\s+(?P<t>{_THING})\b", r"the \g<t> \g<w> sent me"),
    # My own last message sent again.
    (
        rf"^forward\s+(?:the|my)\s+(?:last\s+|latest\s+)?(?:message|text|sms)\s+(?:that\s+)?I\s+(?:just\s+|recently\s+)?"
        rf"sent\s+to\s+(?P<w>{_NAME})(?P<rest>(?:\s+(?:using|via|in|through|on|with)\s+[^,;]+?)?\s*[.!]?)$",
        r"resend the message I just sent to \g<w>\g<rest>",
    ),
    (
        rf"\bI\s+(?:recently\s+)?sent\s+to\s+(?P<w>{_NAME})\s+(?:(?:just\s+)?(?:moments|a\s+moment|a\s+minute|a\s+few\s+"
        r"minutes|minutes)\s+ago|just\s+now)\b",
        r"I just sent to \g<w>",
    ),
    (rf"\bI\s+recently\s+sent\s+to\s+(?={_NAME})", "I just sent to "),
)
