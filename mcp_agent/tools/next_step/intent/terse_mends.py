"""Terse forms met in the first run of people set 45, each mended as a whole class into the wording the grammar reads
(``courtesy.plain`` applies them after ``said_first_mends.SAID_FIRST``, in order, outside quoted text): when said
first ("friday, what's my first thing after 8"), a bare title before what is queued after it, what a record "is now",
a number said after the call, a song put "onto" a playlist, a line "needed" in a note, a name and a number to save,
a count asked after its thing ("walks recorded, how many"), what a track "should be", an arrow edit of a field."""

from __future__ import annotations

import re

from ..file_names import STORAGE_FOLDER_WORD
from ..patterns import rx
from .amounts import EXPENSE_CATEGORIES

_DAY = r"(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight"
_KIND = r"run|walk|ride|bike\s+ride|swim|hike|jog"


def _filed_under(found: re.Match[str]) -> str:
    """ "Flowers should be under Donation": a category the expense app has, else the words as they were."""
    if found.group("c").strip().casefold() not in EXPENSE_CATEGORIES:
        return found.group(0)
    return f"change the category of the expense {found.group('x')} to {found.group('c')}"


def _day_first(found: re.Match[str]) -> str:
    day = found.group("d")
    return f"{found.group('q')} {'' if rx(r'to(?:day|morrow|night)', re.I).match(day) else 'on '}{day}?"


TERSE = (
    # "add A and B to Road Trip (vlc) and start playing it": the app said in brackets before the next step
    (
        r"\s*\((?P<a>vlc|retro\s+music|markor|broccoli|open\s*tracks|pro\s+expense|simple\s+calendar(?:\s+pro)?)\)"
        r"(?=\s*,?\s+(?:and|then)\b)",
        r" in \g<a>",
    ),
    # "how many things on my Focus playlist (vlc)": the app said in brackets at the end is where it is asked
    (
        r"\s*\((?P<a>vlc|retro\s+music|joplin|markor|broccoli|open\s*tracks|pro\s+expense|simple\s+calendar(?:\s+pro)?)\)\s*"
        r"(?P<q>\??)\s*$",
        r" in \g<a>\g<q>",
    ),
    # "friday, what's my first thing after 8": the day said before the question about it
    (rf"^(?P<d>{_DAY})\s*,\s*(?P<q>(?:what|when|where|who|how|which|any|do|is|am)\b[^?]*?)\s*\??$", _day_first),
    # "vlc - Sunday Drive, and queue Old Radio and Night Bus after": the title said bare is the one played first
    (
        r"^(?P<app>(?:vlc|retro\s+music)\s*(?::|,|\s[-–—])\s*)?(?P<x>(?-i:[A-Z])[^,]+?)\s*,\s*(?:and\s+)?(?:then\s+)?"
        r"queue(?:\s+up)?\s+(?P<rest>.+?)\s+after(?:\s+(?:it|that))?\s*[.!]?$",
        r"\g<app>play \g<x>, then queue \g<rest> after it",
    ),
    # "parent-teacher meeting on the 23rd is now at 2 in the afternoon": its new hour
    (
        r"^(?P<x>[^,]+?)\s+is\s+now\s+(?:at\s+)?(?P<t>\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?|in\s+the\s+(?:afternoon|morning|"
        r"evening)))\s*[.!]?$",
        r"move \g<x> to \g<t>",
    ),
    # "Neon Rain onto the chill playlist": a song put on a list, the verb unsaid
    (
        # (verbless only: "X should go in my P playlist" says its own verb, read by the grammar)
        r"^(?P<i>(?-i:[A-Z])(?:(?!\b(?:should|must|needs?|has\s+to|goes|go|is|are|belongs?)\b)[^,])*?)\s+"
        r"(?:on(?:to)?|in(?:to)?)\s+(?:the\s+|my\s+)?(?P<p>[\w' ]+?\s+playlist)\s*[.!]?$",
        r"add \g<i> to the \g<p>",
    ),
    # "need Coffee filters added at the bottom of camping_17.md"
    (
        r"^(?:i\s+)?need\s+(?P<x>.+?)\s+(?:added|put|written)\s+(?P<rest>(?:at|to|on|in)\s+the\s+(?:top|bottom|end|start)\b.+)$",
        r"add \g<x> \g<rest>",
    ),
    # "pick it up, it's ringing": the call answered
    (
        r"^(?:please\s+)?pick\s+(?:it|this|that|the\s+(?:call|phone))?\s*up\b(?:\s*,?\s*(?:it'?s|the\s+phone'?s)\s+ringing)?"
        r"\s*[.!]?$",
        "answer the call",
    ),
    # "save Hana Suzuki 970 555 1889": a name and a number to keep, the contact unsaid
    (
        r"^(?:save|add|store)\s+(?P<n>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)+)\s*[,:-]?\s+(?P<num>\+?\d[\d\s().-]{6,}\d)"
        r"\s*[.!]?$",
        r"add \g<n> to my contacts, number \g<num>",
    ),
    # "walks recorded, how many": the count asked after the thing counted
    # (someone's calls counted are chat_mends.py's: "kofi vargas calls, how many" is how often they called)
    (r"^(?P<x>(?![^,?]*\bcalls?\b)[^,?]+?)\s*(?:,|\s[-–—])\s*how\s+many\s*\??$", r"how many \g<x>?"),
    # "bike rides this week?": a count asked by naming what is counted and when
    (
        r"^(?:my\s+)?(?P<k>(?:bike\s+)?rides|runs|walks|swims|hikes|jogs|activities|workouts)\s+(?P<w>(?:this|last)\s+(?:week|month)|"
        r"today|yesterday|in\s+\w+)\s*\?$",
        r"how many \g<k> \g<w>?",
    ),
    # "parent-teacher meeting (23rd)": the day in brackets after an event's name
    (
        r"(?P<x>\w[\w' -]*?)\s*\((?P<d>(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|"
        r"today)\)",
        r"\g<x> on \g<d>",
    ),
    # "vlc: Sunday Drive then Quiet Storm": two titles played in turn, the verb unsaid after the player's label
    (
        r"^(?P<app>(?:vlc|retro\s+music)\s*(?::|,|\s[-–—])\s*)(?P<a>(?-i:[A-Z])[^,]+?)(?:\s+(?:now|first))?\s*,?\s+then\s+(?P<b>(?-i:[A-Z])[^,]+?)\s*[.!]?$",
        r"\g<app>play \g<a>, then \g<b>",
    ),
    # "delete the party_12.mp4 video": the kind said after the file's name
    (r"\bthe\s+(?P<f>[\w-]+\.(?:mp4|mkv|avi|mov|webm))\s+video\b", r"the video \g<f>"),
    # "drop party_12.mp4 from Workout": a video taken off a list named by its name
    (
        rf"^(?:drop|remove|take)\s+(?:the\s+)?(?:video\s+)?(?P<i>[\w-]+\.(?:mp4|mkv|avi|mov|webm))(?:\s+video)?\s+(?:off|from|"
        rf"out\s+of)\s+(?:my\s+|the\s+)?(?!{STORAGE_FOLDER_WORD}\b)(?P<p>(?-i:[A-Z])[\w' ]*?)(?:\s+playlist)?(?:\s+(?:in|on)\s+vlc)?\s*[.!]?$",
        r"remove \g<i> from the playlist \g<p> in vlc",
    ),
    # "lunch spending total?": what was spent on it, in total
    (
        r"^(?P<x>[\w' ]+?)\s+(?:spending|spend|expenses?)\s+(?:total|in\s+total|altogether|so\s+far)\s*\??$",
        r"how much have I spent on \g<x> in total?",
    ),
    # "any notes that say Friday?": notes that mention a word
    (
        r"^(?:are\s+there\s+)?any\s+notes\s+that\s+(?:say|says|contain|mention)\s+(?P<w>.+?)\s*\??$",
        r"which notes mention \g<w>?",
    ),
    # "Canal tour should be a run not a swim": what a named track really was
    (
        rf"^(?P<x>(?-i:[A-Z])[\w' ]*?)\s+should\s+(?:be|have\s+been)\s+an?\s+(?P<k>{_KIND})(?:\s*,?\s*not\s+an?\s+\w+)?"
        r"\s*[.!]?$",
        r"change the activity type of the track \g<x> to \g<k>",
    ),
    # "erase every run I've recorded": every activity of a kind
    (
        rf"^(?:erase|delete|remove|clear|wipe)\s+(?:every|each|all(?:\s+of)?(?:\s+my)?)\s+(?P<k>{_KIND})s?\s+"
        r"(?:I'?ve|I\s+have)\s+(?:ever\s+)?(?:recorded|tracked|logged|done)\s*[.!]?$",
        r"delete all my \g<k>s",
    ),
    # "Flowers should be under Donation": the category an expense is filed under
    (
        r"^(?:the\s+)?(?P<x>(?-i:[A-Z])[\w' ]*?)(?:\s+expense)?\s+(?:should\s+be|goes|belongs)\s+(?:under|in)\s+(?P<c>[A-Za-z ]+?)"
        r"\s*[.!]?$",
        _filed_under,
    ),
    # "Flowers should be a Donation expense, change only the category": the category it is filed under.
    (
        r"^(?:the\s+)?(?P<x>(?-i:[A-Z])[\w' ]*?)\s+(?:should\s+be|is)\s+an?\s+(?P<c>[A-Za-z ]+?)\s+expense"
        r"(?:\s*,\s*(?:(?:change|edit|update)\s+only|only\s+(?:change|edit|update))\s+the\s+category)?\s*[.!]?$",
        _filed_under,
    ),
    # "description of Sunday long one -> Knee felt fine": an arrow edit of a field
    (
        r"^(?:the\s+)?(?P<f>description|title|name|note|location)\s+(?:of|for)\s+(?P<x>[^>→=]+?)\s*(?:->|→|=>)\s*(?P<v>.+?)\s*$",
        r"change the \g<f> of \g<x> to \g<v>",
    ),
    # "remove party_12.mp4 from vlc, don't need it": why, said after the request, is no part of what it names
    (r"\s*,\s*(?:i\s+)?(?:don'?t|do\s+not)\s+need\s+(?:it|this|that|them)(?:\s+any\s?more)?\s*[.!]?$", ""),
    # "how many things on my Focus playlist": the items on it
    (
        r"^how\s+many\s+(?:things|bits|entries)\s+(?:are\s+)?(?:on|in)\s+(?=(?:my\s+|the\s+)?[\w' ]+?\s+playlist\b)",
        "how many items are in ",
    ),
    # "… but keep the rest": what stays, said after a deletion, is what a deletion of one thing keeps anyway
    (r"\s*,?\s+but\s+keep\s+(?:the\s+rest|everything\s+else|the\s+others?|all\s+the\s+others?)\b", ""),
    # "on march 18 get rid of car service but keep the rest": the day said before the request
    (
        r"^on\s+(?P<d>[^,]+?\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*,?\s+"
        r"(?P<r>(?:get\s+rid\s+of|delete|remove|cancel|drop)\s+.+?)\s*[.!]?$",
        r"\g<r> on \g<d>",
    ),
    # "what videos did I put on Road Trip": the items on a list named by its name
    (
        r"^what\s+(?P<k>videos|songs|tracks)\s+(?:did|have)\s+I\s+(?:put|added|add)\s+(?:on|to|in)\s+(?:my\s+|the\s+)?"
        r"(?P<p>(?-i:[A-Z])[\w' ]*?)(?:\s+playlist)?\s*\??$",
        r"which \g<k> are on my \g<p> playlist?",
    ),
    # "duplicate minutes.md as letter.md": a new note with the same text
    (
        r"^(?:duplicate|copy|clone)\s+(?P<a>[\w-]+\.(?:md|txt))\s+(?:as|into|to)\s+(?:a\s+new\s+(?:note\s+)?)?(?P<b>[\w-]+\.(?:md|txt))\s*[.!]?$",
        r"create \g<b> with the same text as \g<a>",
    ),
    # "Glass Houses is on which of my playlists"
    (r"^(?P<x>[^,?]+?)\s+is\s+(?:on|in)\s+which\s+(?:of\s+my\s+)?playlists?\s*\??$", r"which playlists is \g<x> on?"),
    # "River path, about how many meters?": the track said first, how long asked after it
    (
        r"^(?P<x>(?-i:[A-Z])[^,?]*?)\s*,\s*(?P<q>(?:about|roughly|approximately)\s+)?how\s+(?P<u>many\s+(?:met(?:er|re)s|km|kilomet(?:er|re)s|"
        r"miles|minutes|seconds|hours))\s*\??$",
        r"\g<q>how \g<u> was \g<x>?",
    ),
    # "Canal tour avg speed km/h": a track's average speed asked by its name alone
    (
        r"^(?P<x>(?-i:[A-Z])[\w' ]*?)\s+(?:average|avg)\s+speed(?:\s+(?:in\s+)?km\s*/\s*h)?\s*\??$",
        r"what was my average speed on the track \g<x> in km/h?",
    ),
    # "yoga class on 21 march - repeat it every week please"
    (
        r"^(?P<x>[^-–—,]+?)\s*(?:,|\s[-–—])\s*(?:please\s+)?(?:repeat|make)\s+it\s+(?:repeat\s+)?(?P<r>every\s+(?:day|week|month|year)|"
        r"daily|weekly|monthly|yearly)(?:\s+please)?\s*[.!]?$",
        r"make \g<x> repeat \g<r>",
    ),
    # "shuffle off, just play all my songs in vlc": the player's mode said first, then what it plays
    (
        r"^(?:turn\s+)?shuffle\s+(?P<s>on|off)\s*(?:,|and)\s*(?:then\s+)?(?:just\s+)?(?P<r>play\s+.+?)\s+in\s+(?P<a>vlc|retro\s+music)"
        r"\s*[.!]?$",
        r"\g<a>: turn \g<s> shuffle, then \g<r>",
    ),
)
