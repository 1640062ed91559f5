"""Everyday turns of phrase for jobs the grammar reads in other words, met in the first run of people set 106 and
mended as whole classes (``courtesy.plain`` applies ``TURNS`` outside quoted text, after ``OFFHAND``): songs added
to "what's playing next"; a note's new first line with a blank line "left" after it and the note then "called" a new
name; a person or a day said first, then the question about them; "check wifi is on"; the message sent to someone
sent "one more time"; "every recipe in a.txt that's 10 mins prep"; "joplin meeting X - how many attendees?"; set 110's "X meeting notes in
joplin - how many attendees were there?" and a record "called" a new name ("call my Focus playlist Chill instead")."""

from __future__ import annotations

from .rewrites import Replacement

_FILE = r"[\w-]+\.(?:md|txt)"
_SWITCH = r"wi-?fi|bluetooth|airplane\s+mode|dark\s+mode"

TURNS: tuple[tuple[str, Replacement], ...] = (
    # "add A, B and C to what's playing next in retro music": the playing queue.
    (
        r"\b(?:to|onto|in(?:to)?)\s+(?:what['’]?s|what\s+is)\s+(?:playing|coming\s+up)\s+next\b|"
        r"\b(?:to|onto)\s+(?:my\s+|the\s+)?up\s+next(?:\s+list)?\b",
        "to the playing queue",
    ),
    (r"\s*[-–—,]\s*(?:keep|in|with)\s+that\s+order\s*$", ", in that order"),
    # "put X on the first line of a.md, leave a blank line after it, then call the note b.md".
    (
        rf"^(?:put|write|add)\s+(?P<x>.+?)\s+(?:on|as|at)\s+the\s+(?:first|top)\s+line\s+of\s+(?P<f>{_FILE})\s*,?\s*"
        r"(?:and\s+)?(?:leave|put|add|with)\s+(?:a|an)\s+(?:blank|empty)\s+line\s+(?:after|under|below)\s+it",
        r"add \g<x> as the first line of \g<f> with a blank line after it",
    ),
    (
        rf"(?P<head>\b{_FILE}\b.*?)\s*,?\s*(?:and\s+)?then\s+(?:call|name)\s+(?:the\s+note|it|the\s+file)\s+"
        rf"(?P<n>{_FILE})\s*[.!]?$",
        r"\g<head>, then rename it to \g<n>",
    ),
    # "Greta Novak - when do we meet next?": the person said first, then the question about meeting them.
    (
        r"^(?P<p>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s*[-–—:,]\s*when\s+(?:do|will|are)\s+(?:we|i)\s+"
        r"(?:meet|see\s+(?:each\s+other|her|him|them)|meeting)\s+next\s*\?",
        r"when do I meet \g<p> next?",
    ),
    # "on 11 March what kind of activities did I record": the day said first, the question after.
    (
        r"^(?:on\s+)?(?P<d>\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Za-z]{3,9}|[A-Za-z]{3,9}\s+\d{1,2}(?:st|nd|rd|th)?)\s*,?\s+"
        r"what\s+(?:kind|kinds|type|types|sort)\s+of\s+(?P<k>activities|workouts|tracks|exercise)\s+did\s+i\s+"
        r"(?P<v>record|do|log|track)\b(?P<rest>[^?]*)\?",
        r"what \g<k> did I \g<v> on \g<d>\g<rest>?",
    ),
    # "can you check wifi is on": the switch made so.
    (
        rf"\bcheck\s+(?:that\s+|if\s+|whether\s+)?(?P<s>(?:the\s+|my\s+)?(?:{_SWITCH}))\s+is\s+(?=on\b|off\b)",
        r"make sure \g<s> is ",
    ),
    # "send the message I sent Greta one more time": the last one sent to them, again.
    (
        r"^(?:please\s+)?(?:send|re-?send)\s+(?:the|my)\s+(?:last\s+)?(?:message|text|sms)\s+i\s+(?:just\s+)?sent\s+(?:to\s+)?"
        r"(?P<n>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:again|one\s+more\s+time|once\s+more)\s*[.!]?$",
        r"resend the message I just sent to \g<n>",
    ),
    # "add every recipe in recipes.txt that's 10 mins prep to broccoli": the recipes that take that long.
    (
        rf"\b(?:every|each|all\s+the|any)\s+recipes?\s+(?P<w>(?:in|from)\s+(?:my\s+)?{_FILE})\s+that['’]?s\s+"
        r"(?P<t>\d+\s*mins?)(?:\s+(?:of\s+)?prep(?:aration)?(?:\s+time)?)?\b",
        r"the recipes \g<w> that take \g<t>",
    ),
    # "joplin meeting Budget sync - how many attendees? number": the count of the meeting named first.
    (
        r"^(?P<a>joplin\s+)?meeting\s+(?P<t>(?-i:[A-Z])[\w' -]*?)\s*[-–—:,]\s*how\s+many\s+(?:attendees|people|"
        r"participants)(?:\s+(?:were\s+there|attended))?\s*\??\s*(?:[,(]?\s*(?:just\s+(?:the\s+)?)?(?:number|count)"
        r"(?:\s+only)?\)?)?\s*[.!]?$",
        lambda m: (
            f"how many attendees were in the {m['t']} meeting" + (" in joplin" if m["a"] else "") + "? just the number"
        ),
    ),
    # "Budget sync meeting notes in joplin - how many attendees were there?" (set 110): the meeting's title first,
    # its notes said as where the count is.
    (
        r"^(?P<t>(?-i:[A-Z])[\w' -]*?)\s+meeting(?:\s+(?:notes|minutes))?(?P<a>\s+(?:in|on|from)\s+(?:my\s+)?joplin"
        r"(?:\s+notes)?)?\s*[-–—:,]\s*how\s+many\s+(?:attendees|people|participants)(?:\s+(?:were\s+there|attended|came))?"
        r"\s*\??\s*$",
        lambda m: f"how many attendees were in the {m['t']} meeting" + (" in joplin" if m["a"] else "") + "?",
    ),
    # "can you call my Focus playlist Chill instead" (set 110): a record called a new name is renamed, never phoned
    # (a record's kind stands between: a playlist, note, folder, recipe, track, event or expense).
    (
        r"\bcall\s+(?P<d>my|the)\s+(?P<x>(?-i:[A-Z0-9\"“'])[^,;?]*?)\s+(?P<k>playlist|note|folder|recipe|track|event|expense)\s+"
        r"(?P<y>(?-i:[A-Z0-9\"“'])[^,;?()]*?)(?:\s+(?:instead|now|from\s+now\s+on))?\s*(?=$|[,;.?!(])",
        r"rename \g<d> \g<x> \g<k> to \g<y>",
    ),
)
