"""The speaker's situation said before a request and the small turns around it (people set 112): "I keep forgetting
stuff so make a note …", "I'm short on time this week - from recipes.txt …", "The sync glitched and doubled up a few
expenses. Delete the repeats …", "hold on, pause the stopwatch", "switch bluetooth off till I'm home", a file "that i
dont need anymore", "- not the other receipts", "X left the company, remove him", "put this in it: …".

A lead is taken off only when it holds no value the request needs: no digit, quote or file name, nothing a pronoun in
the request could point back to ("the wifi here is rubbish so turn it off" keeps its lead), no kind of record the
request itself leaves unsaid ("i entered some expenses twice - remove duplicates")."""

from __future__ import annotations

import re

from .rewrites import Replacement

# Verbs a request starts with once its lead is off.
_REQUEST = (
    r"(?:make|create|add|put|set|delete|remove|clear|turn|switch|copy|move|record|take|save|open|start|stop|pause|log|"
    r"text|send|reply|call|rename|export|merge|get\s+rid\s+of)\b"
)
# Words a request may use to point back into its lead.
_POINTING = r"\b(?:it|its|them|these|those|him|her)\b"


# The kinds of record a lead may name as what the request is about ("i entered some expenses twice - remove duplicates").
_KINDS = (
    r"\b(?:expenses?|recipes?|notes?|events?|contacts?|tasks?|files?|songs?|playlists?|photos?|alarms?|messages?|"
    r"texts?|recordings?|activities|meetings?)\b"
)


def _lead_off(found: re.Match[str]) -> str:
    rest = found.string[found.end() :]
    if re.search(_POINTING, rest, re.I):
        return found.group(0)
    if re.search(_KINDS, found.group(0), re.I) and not re.search(_KINDS, rest, re.I):
        return found.group(0)
    return ""


def _pointed_at(found: re.Match[str]) -> str:
    question = found.group("q")
    return re.sub(r"\b(?:it|them)\b", found.group("x"), question, count=1, flags=re.I)


CONTEXT_LEADS: tuple[tuple[str, Replacement], ...] = (
    # "got loads of garlic to use up, which of my recipes have it in them?": what the question points back to, said in
    # the lead, is what it asks of
    (
        r"^(?:i\s+)?(?:have|i'?ve|'?ve)?\s*(?:got|have|bought)\s+(?:(?:loads|lots|a\s+lot|a\s+ton|tons|plenty|heaps|a\s+bunch|"
        r"a\s+load)\s+of|some|too\s+much|too\s+many|extra|leftover)\s+(?P<x>[a-z][\w' -]{1,30}?)(?:\s+(?:to\s+use\s+up|"
        r"left(?:\s+over)?|in\s+the\s+(?:fridge|cupboard|freezer)|going\s+off|lying\s+around|to\s+get\s+through))?\s*[,.;:-]+\s*"
        r"(?P<q>(?:which|what|any|do\s+i\s+have)\b[^\"“”]*?\b(?:it|them)\b[^\"“”]*)$",
        _pointed_at,
    ),
    # "hold on, pause the stopwatch": a hesitation before the request
    (r"^(?:(?:hold|hang)\s+on|wait(?:\s+a\s+(?:sec|second|minute|min))?)\s*[,.!-]+\s*(?=" + _REQUEST + ")", ""),
    # "I keep forgetting stuff so make …": the speaker's situation run on by "so"
    (
        r"^(?:i|i'?m|i'?ve|i'?ll|my|we|we'?re|our)\b[^\d\"“”'‘:.?!,;_]{0,70}?\s+so\s+(?=" + _REQUEST + ")",
        _lead_off,
    ),
    # "I'm short on time this week - from …" / "My mum needs the plan too: create …": a situation, then a dash or colon
    (
        r"^(?:i|i'?m|i'?ve|i'?ll|my|we|we'?re|our)\b[^\d\"“”‘:.?!,;_-]{0,70}?(?:\s+[-–—]|:)\s+(?="
        + _REQUEST
        + r"|from\b|in\b)",
        _lead_off,
    ),
    # "The sync glitched and doubled up a few expenses. Delete the repeats …": a sentence of what happened first
    (r"^[^\d\"“”'‘:.?!,;_]{5,80}?[.!]\s+(?=(?-i:[A-Z])" + _REQUEST + ")", _lead_off),
    # "Ravi Brennan left the company, remove him": whom the request is about, named in the lead
    (
        r"^(?P<n>(?-i:[A-Z])[\w'-]+\s+(?-i:[A-Z])[\w'-]+)\s+(?:has\s+)?(?:left|moved|quit|retired|passed\s+away)\b"
        r"[^,.;:\d]*[,.;:]\s*(?P<v>remove|delete)\s+(?:him|her|them)\b",
        r"\g<v> \g<n>",
    ),
)

CONTEXT_TURNS: tuple[tuple[str, Replacement], ...] = (
    # "switch bluetooth off till I'm home": how long it stays so is the speaker's to undo
    (
        r"^(?P<r>(?:turn|switch|put|keep|set)\b[^\"“”]*?)\s+(?:till|until|til)\s+(?:i'?m|i\s+am|i\s+get|i'?ve|we\s+get|"
        r"we'?re|i\s+come)\b[^\"“”]*$",
        r"\g<r>",
    ),
    # "an old X in Documents that i dont need anymore": why it goes
    (r"\s+(?:that|which)\s+i\s+(?:don'?t|dont|do\s+not|no\s+longer)\s+(?:need|use|want)(?:\s+any\s*more)?\b", ""),
    # "delete it - not the other receipts": the others are left anyway
    (r"\s*[-–—,;]\s*(?:but\s+)?not\s+the\s+other\s+[\w']+[^\"“”]*$", ""),
    # "put this in it: …" after a new note's name: its text
    (r"\s+and\s+(?:put|write|type)\s+this\s+in(?:to)?\s+it\s*:", " with the text:"),
    # "the repeats, leaving a single one of every expense": the duplicates, one of each kept
    (
        r"\bdelete\s+the\s+repeats\s*,?\s+leaving\s+(?:a\s+single|just\s+one|one)\s+(?:one\s+)?of\s+every\s+(?P<k>\w+?)s?\b",
        r"delete the duplicate \g<k>s, keeping one of each",
    ),
)
