"""Requests and questions said with a doubt, or as a check of what should already hold (first tries, session 24), read
as the plain request: "I'm not sure how long my longest swim was, can you check in opentracks?", "wasn't there a text
about dinner? who was it from?", "isn't it time I got rid of the Road Trip playlist? delete it", "have I got any Nora
Vale songs in vlc? which ones?", "double check the Cinema expense note says Paid by Omar, set it if not", "I'd love a
Focus 48 playlist in retro music - …". Each had been given up. Quoted text and a message's words stay as said."""

from __future__ import annotations

from .courtesy import outside_message
from .rewrites import Rewrites

_UNSURE = r"(?:i['’]?m\s+not\s+sure|i\s+don['’]?t\s+know|i\s+forget|i\s+can['’]?t\s+remember|not\s+sure)"
_KINDS = r"(?:expense|event|recipe|contact|track|note)"

_DOUBTED = Rewrites(
    (
        # "I'm not sure how long my longest swim was, can you check in opentracks? in hours": the question, asked.
        (
            rf"^{_UNSURE}\s+(?:if\s+|whether\s+)?(?P<q>(?:how|what|when|where|which|who)\b[^,?]+?)\s+(?P<v>was|is|were|are)"
            r"\s*(?:[,;]|\s[-–—])\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:check|look|find\s+out|see)"
            r"(?P<w>\s+(?:in|on|with)\s+[^?,]+?)?\s*[?.]?(?P<rest>.*)$",
            r"\g<q> \g<v>\g<w>?\g<rest>",
        ),
        # "I'm not sure what's on next week (monday to sunday), list the event titles": what is on, asked.
        (
            rf"^{_UNSURE}\s+(?P<q>what['’]?s\s+on\s+[^,]+?)\s*(?:[,;]|\s[-–—])\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?"
            r"(?:list|tell\s+me|give\s+me)\s+(?:the\s+)?(?:event\s+)?(?:titles|names|events)(?P<rest>.*)$",
            r"\g<q>? titles\g<rest>",
        ),
        # "wasn't there a text about dinner? who was it from?": who sent it.
        (
            r"^(?:wasn['’]?t|isn['’]?t|didn['’]?t\s+i\s+get)\s+(?:there\s+)?(?:a|an|some)\s+(?:text|message|sms)\s+about\s+"
            r"(?P<x>[^?]+?)\s*\?\s*who\s+(?:was|is)\s+(?:it|that)\s+from\s*\?",
            r"who texted me about \g<x>?",
        ),
        # "isn't it time I got rid of the Road Trip playlist in retro music? delete it": deleted.
        (
            r"^(?:isn['’]?t\s+it\s+(?:about\s+)?time|maybe\s+it['’]?s\s+time)\s+(?:i|we)\s+(?:got\s+rid\s+of|deleted|removed|"
            r"ditched)\s+(?P<x>[^?]+?)\s*\?\s*(?:so\s+)?(?:please\s+|just\s+)?(?:delete|remove)\s+(?:it|that|them)\b\s*[.!]?$",
            r"delete \g<x>",
        ),
        # "have I got any Nora Vale songs in vlc? which ones?": the artist's songs, asked by title.
        (
            r"^(?:have\s+i\s+got|do\s+i\s+have|got)\s+any\s+(?P<a>(?-i:[A-Z])[\w'’]*(?:\s+(?-i:[A-Z])[\w'’]*){0,3})\s+songs"
            r"(?P<w>\s+(?:in|on)\s+[^?]+?)?\s*\?\s*(?:if\s+so\s*,?\s*)?which\s+ones\s*\?",
            r"which songs by \g<a> do I have\g<w>?",
        ),
        # "double check the Cinema expense note says Paid by Omar, set it if not": the field set to that value.
        (
            rf"^(?:double[- ]?check|make\s+sure|check)\s+(?:that\s+)?(?:the\s+|my\s+)?(?P<x>[^,]+?)\s+(?P<k>{_KINDS})['’]?s?\s+"
            r"(?P<f>note|category|amount|name|title|location|description)\s+(?:says|is|reads)\s+(?P<v>[^,]+?)\s*"
            r"(?:[,;]|\s[-–—])\s*(?:and\s+)?(?:set|change|fix|update)\s+it\s+if\s+(?:not|it\s+isn['’]?t|it\s+doesn['’]?t)\s*[.!]?$",
            r"set the \g<f> of the \g<k> \g<x> to \g<v>",
        ),
        # "I'd love a Focus 48 playlist in retro music - …": a playlist wished for is made.
        (
            r"^i['’]?d\s+(?:love|like)\s+(?:a|an)\s+(?:new\s+)?(?P<n>(?-i:[A-Z0-9])[\w'’]*(?:\s+(?-i:[A-Z0-9])[\w'’]*){0,3})\s+playlist\b",
            r"create a playlist called \g<n>",
        ),
    )
)


def doubted_requests(text: str) -> str:
    """``text`` with a request or question said with a doubt said plainly; unchanged when none is in it."""
    return outside_message(text, _DOUBTED)
