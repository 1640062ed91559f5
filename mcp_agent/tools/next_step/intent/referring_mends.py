"""Everyday turns met in the first run of people set 67, each mended as a whole class into the wording the grammar
reads (``courtesy.plain`` applies ``REFERRING`` after ``colloquial_mends.COLLOQUIAL``, in order, outside quoted
text). Most say the thing first and point back at it: a line "- add that to the bottom of todo.txt", an event that
"is moving from … to …" or "is at <place> - add that as its location", a list of expenses "I returned …, delete
those", someone who "tried to call me" called back; and a few shapes of their own: "what Nora Vale songs are in
vlc", "what recipes have garlic in them", "swimming miles this week", playlists written "name = a, b; …", a quoted
title followed by what the note is "saying"."""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement

_NOTE = r"(?:my\s+|the\s+)?(?:note\s+)?[\w-]+\.(?:md|txt)"
_NAME = r"(?-i:[A-Z])[\w'.-]*(?:\s+(?-i:[A-Z])[\w'.-]*)*"
_TITLE = r"(?-i:[A-Z])[\w' ]*?"
_KINDS = {"expenses", "events", "recipes", "notes", "contacts", "files", "tasks"}
# The verb a tracker's activity is done with, for "how many miles did I swim".
_DONE_AS = {
    "swimming": "swim",
    "running": "run",
    "cycling": "cycle",
    "walking": "walk",
    "hiking": "hike",
    "biking": "bike",
}


def _removed_list(found: re.Match[str]) -> str:
    """ "I returned the A, B and C stuff, delete those expenses": the list said first is what "those" are."""
    kind = (found.group("k") or "").lower()
    return f"{found.group('v')} the {found.group('l')}{' ' + kind if kind in _KINDS else ''}"


def _playlists_by_equals(found: re.Match[str]) -> str:
    """ "new vlc playlists: Best of = a.mp4, b.mp4; Rainy day = c.mp4, d.mp4": each name with what goes on it."""
    lists = []
    for piece in rx(r"\s*;\s*").split(found.group("rest").strip(" .")):
        name, equals, items = piece.partition("=")
        said = [item.strip() for item in rx(r"\s*,\s*|\s+and\s+").split(items) if item.strip()]
        if not equals or not name.strip() or not said:
            return found.group(0)
        listed = said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
        lists.append(f"{name.strip()} with {listed}")
    if len(lists) < 2:
        return found.group(0)
    player = found.group("p") or found.group("p2") or "vlc"
    count = {2: "two", 3: "three"}.get(len(lists), str(len(lists)))
    return f"make {count} new playlists in {player}: " + ", ".join(lists[:-1]) + ", and " + lists[-1]


def _activity_total(found: re.Match[str]) -> str:
    """ "swimming miles this week": how far (or long) one kind of activity went over a span."""
    return f"how many {found.group('u')} did I {_DONE_AS[found.group('k').lower()]} {found.group('s')}"


REFERRING: tuple[tuple[str, Replacement], ...] = (
    # "call grandma - add that to the bottom of my todo.txt": the line said first, added as "that".
    (
        rf"^(?P<x>[^\"“”:]+?)\s*(?:-|–|—|,)\s*(?:please\s+)?(?:add|put|append|write)\s+(?:that|this|it)\s+"
        rf"(?P<w>(?:(?:to|at|on)\s+the\s+(?:very\s+)?(?:bottom|end|top|start|beginning)\s+of|to)\s+{_NOTE})\s*[.!]?$",
        r'add "\g<x>" \g<w>',
    ),
    # "Car service is moving from march 25 to march 19, same time": the event said first, then where it moves.
    (
        rf"^(?P<x>{_TITLE})\s+(?:is|has)\s+(?:(?:being|getting|been)\s+)?(?:moving|moved|shifting|shifted|pushed)\s+"
        r"(?P<r>from\s+.+?\s+to\s+.+)$",
        r"move \g<x> \g<r>",
    ),
    # "Car service is at Main street garage - add that as its location": where it is, then put on it as "that".
    (
        rf"^(?P<x>{_TITLE})\s+is\s+(?:at|in)\s+(?P<p>[^,;–—-]+?)\s*(?:-|–|—|,|;)\s*(?:please\s+)?(?:add|put|set|save|use)\s+"
        r"(?:that|this|it)\s+as\s+(?:its|the)\s+(?:location|place|venue|address)\s*[.!]?$",
        r"set the location of the event \g<x> to \g<p>",
    ),
    # "I returned the A, B and C stuff, delete those expenses": a list said first, removed as "those".
    (
        r"^(?:[^,]*?\b(?:the|my)\s+)?(?P<l>(?-i:[A-Z])[\w' ]*(?:,\s*(?-i:[A-Z])[\w' ]*)*,?\s+and\s+(?-i:[A-Z])[\w' ]*?)"
        r"(?:\s+(?:stuff|things|ones|items|purchases|entries))?\s*(?:[,;.]|\s-)\s*(?:so\s+)?(?:please\s+|pls\s+)?"
        r"(?P<v>delete|remove|erase)\s+(?:those|these|them|all\s+of\s+them|all\s+three)(?:\s+(?P<k>\w+))??(?:\s+(?:please|pls|thanks))?\s*[.!]?$",
        _removed_list,
    ),
    # "Budget review is two weeks from today at 3pm, 30 minutes. put it in my calendar with …": when, said first.
    (
        r"^(?P<x>(?-i:[A-Z])[\w' ]*?)\s+is\s+(?P<w>(?:on|this|next|tomorrow|today|tonight|(?:two|2)\s+weeks|in\s+\w+\s+(?:days?|weeks?))\b"
        r"[^.!?]*?)\s*[.!]\s*(?:so\s+)?(?:please\s+|can\s+you\s+|could\s+you\s+)?(?P<v>put|add|schedule|save|book)\s+it\s+"
        r"(?P<d>(?:in|on|to|into)\s+(?:my\s+|the\s+)?calendar)(?P<r>.*)$",
        r"\g<v> \g<x> \g<d> \g<w>,\g<r>",
    ),
    # "delete those Farmers market, Train ticket and Winter boots expenses": "those" points at the names it heads.
    (r"^(?P<v>delete|remove|erase)\s+(?:those|these)\s+(?=(?-i:[A-Z]))", r"\g<v> the "),
    # "Chill 82 - new playlist in retro music with A and B": the name said first, then what it is.
    (
        r"^(?P<n>(?-i:[A-Z])[^-–—,:]*?)\s+[-–—]\s*(?:a\s+)?new\s+playlist\b(?P<r>.*)$",
        r"make a new playlist called \g<n>\g<r>",
    ),
    # "write back to the last person who texted: …": a reply to the newest message.
    (
        r"\b(?:reply|write\s+back|answer)\s+to\s+(?:the\s+)?(?:last|latest|most\s+recent)\s+(?:person|one|guy|contact)\s+"
        r"(?:who|that)\s+(?:texted|messaged|wrote)(?:\s+me)?\s*:?\s*",
        "reply to the latest message with ",
    ),
    # "Fix the bike in joplin - is it a todo?": the note said first, then asked about.
    (
        r"^(?P<x>(?-i:[A-Z])[\w' ]*?)(?P<a>\s+in\s+joplin)?\s*[-–—,:]\s*is\s+it\s+(?:a|marked\s+as\s+a)\s+to-?do(?:\s+item)?\s*\?",
        r"is the note \g<x> a to-do\g<a>?",
    ),
    # "next time i'm seeing Greta Novak?": the next meeting with someone.
    (
        r"^(?:when(?:'s|\s+is)\s+)?(?:the\s+)?next\s+time\s+(?:i'?m|i\s+am)\s+(?:seeing|meeting)\s+(?P<p>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s*\?",
        r"when is my next meeting with \g<p>?",
    ),
    # "Tomas Moreau tried to call me, can you call him back": the caller said first, called back.
    (
        rf"^(?P<n>{_NAME})\s+(?:tried\s+to\s+(?:call|ring|reach)\s+me|called\s+me|rang\s+me|rang|called)"
        r"(?:\s+(?:earlier|today|this\s+morning|just\s+now|a\s+bit\s+ago))?\s*(?=[,.;-]\s*(?:\w+\s+){0,3}call\s+(?:him|her|them)\s+back)",
        r"I missed a call from \g<n>",
    ),
    # "what Nora Vale songs are in vlc": the artist said before "songs".
    (
        rf"^(?:what|which)\s+(?P<a>{_NAME})\s+(?:songs|tracks|music)\s+(?:are|do\s+i\s+have)\s+(?:in|on)\s+"
        r"(?P<p>vlc|retro\s+music)\s*(?P<q>\??)",
        r"which songs by \g<a> do I have in \g<p>\g<q>",
    ),
    # "what recipes have garlic in them?": the recipes that use an ingredient.
    (
        r"^(?:what|which)\s+(?:of\s+my\s+)?recipes\s+(?:have|contain|include|need|call\s+for|got)\s+(?P<i>[\w' ]+?)"
        r"(?:\s+in\s+(?:them|it))?(?=\s*[?,.]|\s*$)",
        r"which recipes use \g<i>",
    ),
    # "swimming miles this week (mon-sun), 2 decimal places": the kind, the unit, the span.
    (
        rf"^(?P<k>{'|'.join(_DONE_AS)})\s+(?P<u>miles|km|kilometers|kilometres|meters|metres|minutes|hours)\s+"
        r"(?P<s>(?:this|last)\s+(?:week|month)|yesterday|today|in\s+[a-z]+)\b",
        _activity_total,
    ),
    # "new vlc playlists: Best of 2030 = a.mp4, b.mp4; Rainy day = c.mp4, d.mp4".
    (
        r"^(?:new|make|create)\s+(?:(?:two|2|three|3)\s+)?(?:new\s+)?(?:(?P<p>vlc|retro\s+music)\s+)?playlists"
        r"(?:\s+in\s+(?P<p2>vlc|retro\s+music))?\s*:\s*(?P<rest>[^=]+=[^;]+(?:;[^=]+=[^;]+)+)$",
        _playlists_by_equals,
    ),
    # '… "Reading list" saying Dune, Middlemarch and The Overstory. and "Gift ideas" saying …': after a quoted title,
    # what the note says up to the next title (the stretch after a closing quote starts with its space).
    (
        r"^\s+(?:saying|that\s+says|which\s+says)\s*:?\s+(?P<b>[^\"“”]+?)(?P<e>\s+and\s+|\s*[,;]\s*(?:and\s+)?|\s*)$",
        r' with the text "\g<b>"\g<e>',
    ),
)

# Set 68's: people who say a contact's label between its name and number, the files of a kind cleared "out of" a
# folder, a track's kind asked by examples ("was that a run, a ride or what"), an unnamed sender's number called.
_LABEL = r"work|home|mobile|cell|main|other"
SAID_BESIDE: tuple[tuple[str, Replacement], ...] = (
    # "two contacts: Lena Haddad, work, +1…": the label said between the name and the number is the number's.
    (
        rf"(?P<n>(?-i:[A-Z])[\w'-]*\s+(?-i:[A-Z])[\w'-]*)\s*[,(]\s*(?P<l>{_LABEL})\s*[,)]\s*(?:number\s*:?\s*)?(?P<p>\+?\d[\d ()-]{{6,}}\d)",
        r"\g<n> with the \g<l> number \g<p>",
    ),
    (r"^(?:(?:two|2|three|3|some|a\s+few|new)\s+)+contacts\s*:\s*", "add the following contacts: "),
    # "clear all the .txt files out of Documents": the files of a kind deleted from a folder.
    (
        r"^(?:clear|empty|clean)\s+(?P<k>(?:all\s+(?:of\s+)?)?(?:the\s+)?\.?\w{2,4}\s+files)\s+(?:out\s+of|from)\s+(?:my\s+|the\s+)?"
        r"(?P<f>(?-i:[A-Z])[\w ]*?)(?:\s+folder)?\s*[.!]?$",
        r"delete \g<k> in the \g<f> folder",
    ),
    # "Sunday long one - was that a run, a ride or what?": its kind asked by examples.
    (
        r"^(?P<x>(?-i:[A-Z])[\w' ]*?)\s*(?:-|–|—|,|:)\s*(?:was|is)\s+(?:that|it)\s+an?\s+(?:run|walk|ride|swim|hike|cycle)"
        r"(?:\s*,\s*an?\s+\w+)*,?\s+or\s+(?:what|something\s+else|an?\s+\w+)\s*\??$",
        r"what activity type is my track \g<x>?",
    ),
    # "the 10-minute recipes in recipes.txt should go into broccoli": where they go, said as a wish.
    (
        r"^(?P<x>(?:the|my|all\s+the)\s+.+?)\s+(?:should|can|must|needs?\s+to|has\s+to)\s+go\s+(?:in)?to\s+(?P<d>[\w ]+?)\s*[.!]?$",
        r"put \g<x> into \g<d>",
    ),
    # "Shortbread - how much garlic? as written": the recipe said first, then the amount asked.
    (
        r"^(?!I\b|I'm\b)(?P<x>(?-i:[A-Z])[\w']*(?:\s+[\w']+){0,3}?)(?P<a>\s+in\s+\w+)?\s*(?:-|–|—|,|:)\s*how\s+much\s+"
        r"(?P<i>\w+(?:\s+\w+)?)(?:\s+(?:does\s+it|do\s+i)\s+(?:need|use|take))?\s*\?",
        r"how much \g<i> do I need for the \g<x> recipe\g<a>?",
    ),
    # "where's Piano lesson again? just the place": an event's place asked by its title alone.
    (
        r"^where(?:'s|\s+is)\s+(?:my\s+)?(?P<x>(?-i:[A-Z])[\w' ]*?)(?:\s+(?:appointment|event|meeting))?(?:\s+again)?\s*\?\s*(?=(?:just|only)?\s*(?:the\s+)?"
        r"(?:place|location|venue)\b)",
        r"what is the location of my \g<x> event? ",
    ),
    # "am i doing anything march 16?": the day's events.
    (r"^am\s+i\s+(?:doing|up\s+to)\s+anything\s+(?:on\s+)?(?P<d>[^?]+?)\s*\?", r"do I have any events on \g<d>?"),
    # "what's still not done for march 14?": the day's tasks not done.
    (
        r"^what(?:'s|\s+is)\s+(?:still\s+)?(?:not\s+(?:yet\s+)?done|unfinished|left\s+to\s+do|outstanding)\s+"
        r"(?:for|on|by)\s+(?P<d>[^?]+?)\s*\?",
        r"what incomplete tasks do I have on \g<d>?",
    ),
    # "somebody texted me a number, call it": whoever it was, the newest text holds it.
    (
        r"^(?:some(?:body|one)|a\s+friend|(?:a\s+)?(?:some\s+)?(?:guy|person))\s+(?:just\s+)?(?:texted|sent|messaged)\s+(?:me\s+)?"
        r"(?:an?|their|the)\s+(?:phone\s+)?number\s*[,.;-]*\s*(?:(?:pls|please|can\s+you)\s+)?(?:call|ring|dial)\s+(?:it|that|them)\s*[.!]?$",
        "call the number in my latest text message",
    ),
)

# Outside a message's text only: there "instead" may be what the message says.
REFERRING_OUTSIDE_MESSAGES: tuple[tuple[str, Replacement], ...] = (
    # "call my latest track Tempo test instead": "instead" says the old value goes, no part of the new one.
    (r"\s+instead\s*(?P<e>[.!]?)$", r"\g<e>"),
)
