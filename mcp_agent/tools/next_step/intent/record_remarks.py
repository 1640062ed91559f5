"""What is said of a record before the request that points at it, said plainly before any other reading (whose
trailing-reason and remark readings would otherwise take the request off): events that are off ("team sync and
dentist appointment aren't happening, take both off"), a new name given to the record named first ("that team sync
on the 1st of april, call it Weekly planning instead"), where an event happens put in as its location ("car service
is happening at Main street garage, put that in as the location"), and a value put "on" a contact ("maya's email is
…, put that on her contact"), a copy wanted of a file said to be somewhere ("a.png is in download, i want a copy of
it in documents too"), a song that "shouldn't be on" a playlist any more, taken off it.
"""

from __future__ import annotations

import re

from .amounts import EXPENSE_CATEGORIES
from .rewrites import Replacement, Rewrites


def _spent_on(found: re.Match[str]) -> str:
    """An expense said as what was spent on it, when what follows the name is one of the app's categories."""
    if found.group("c").strip().casefold() not in EXPENSE_CATEGORIES:
        return found.group(0)
    return f"add the expense {found.group('n')}, {found.group('a')}, {found.group('c')}{found.group('rest') or ''}"


_BREAK = r"\s*(?:[,.;]|\s[-–—])\s*"
_SAID: tuple[tuple[str, Replacement], ...] = (
    (
        rf"^(?P<x>[^,.;]+?)\s+(?:aren'?t|isn'?t|are\s+not|is\s+not|won'?t\s+be)\s+happening(?:\s+any\s?more)?{_BREAK}"
        r"(?:please\s+|pls\s+)?(?:take|cancel|delete|remove|clear|drop)\s+(?:both|them|it|those|these|both\s+of\s+them)"
        r"(?:\s+off)?(?:\s+(?:my\s+|the\s+)?calendar)?(?:\s+(?:please|pls))?\s*[.!]?$",
        r"cancel \g<x> in my calendar",
    ),
    (
        rf"^(?:that|the|my)\s+(?P<x>[^,;]+?){_BREAK}(?:please\s+|pls\s+)?(?:call|name|rename|retitle)\s+it\s+"
        r"(?:to\s+)?(?P<y>[^,;]+?)(?:\s+instead)?(?:\s+(?:please|pls))?\s*[.!]?$",
        r"rename the \g<x> to \g<y>",
    ),
    (
        r"^(?P<x>[^,;]+?)\s+is\s+(?:happening|taking\s+place|being\s+held|held)\s+at\s+(?P<p>[^,;]+?)"
        rf"{_BREAK}(?:please\s+|pls\s+)?(?:put|set|add|save)\s+(?:that|it)\s+(?:in\s+)?as\s+(?:the\s+|its\s+)?locat\w*"
        r"(?:\s+(?:please|pls))?\s*[.!]?$",
        r"\g<x> is at \g<p>, put that in the calendar",
    ),
    # "set the location of car service to Main street garage", "car service location = Main street garage": where a
    # record named with no kind happens is an event's location, never a device setting named "location". (Also "on my
    # Car service thing": the location said on it, the record called a "thing", never the phone's.)
    (
        r"^(?:(?:can|could|would)\s+(?:you|u)\s+|please\s+|pls\s+)?(?!.*\b(?:events?|calendar|contacts?)\b)"
        r"(?:set|change|update|make|put)\s+(?:the\s+)?(?:location|venue)\s+(?:of|for|on(?!\s+(?:my|the)\s+(?:phone|device|camera|photos?|pictures?)\b))\s+"
        r"(?P<x>[^,;=]+?)(?:\s+thing)?\s+(?:to|as)\s+(?P<p>[^,;]+?)\s*[.!]?$",
        r"\g<x> is at \g<p>, put that in the calendar",
    ),
    (
        r"^(?!.*\b(?:events?|calendar|contacts?)\b)(?:set|change|update|make|put)\s+(?P<x>[^,;=]+?)['’]s\s+(?:location|venue)\s+"
        r"(?:to|as)\s+(?P<p>[^,;]+?)\s*[.!]?$",
        r"\g<x> is at \g<p>, put that in the calendar",
    ),
    (
        r"^(?!(?:my|the\s+phone['’]?s?|phone|device)\b)(?!.*\b(?:events?|calendar|contacts?)\b)(?P<x>[^,;=:]+?)(?:['’]s)?\s+"
        r"(?:location|venue)\s*(?:=|:|->|→|should\s+be|is\s+now|now)\s*(?P<p>[^,;]+?)\s*[.!]?$",
        r"\g<x> is at \g<p>, put that in the calendar",
    ),
    # "reading_12.md says Friday, it should say Monday": a word of a note to change
    (
        r"^(?P<f>[\w-]+\.(?:md|txt))\s+says\s+(?P<a>[^,]+?)(?:\s*,\s*|\s+)(?:but\s+)?(?:it\s+)?should\s+(?:say|read|be)\s+(?P<b>.+?)\s*[.!]?$",
        r"in \g<f> replace \g<a> with \g<b>",
    ),
    # "car service will be at Main street garage": where it will happen
    (
        r"^(?!.*\b(?:events?|calendar|contacts?)\b)(?P<x>[^,;]+?)\s+will\s+be\s+(?:held\s+)?at\s+(?P<p>(?-i:[A-Z])[^,;]+?)\s*[.!]?$",
        r"\g<x> is at \g<p>, put that in the calendar",
    ),
    # "a.png is in download, i want a copy of it in documents too": a copy from where it is to where it is wanted.
    (
        rf"^(?P<x>[\w-]+\.\w{{2,4}})\s+is\s+in\s+(?:the\s+|my\s+)?(?P<f>\w+)(?:\s+folder)?{_BREAK}"
        r"(?:i(?:\s+(?:want|need|would\s+like)|['’]d\s+like)|(?:can|could)\s+(?:you|u)\s+(?:put|make))\s+(?:a\s+)?copy\s+"
        r"(?:of\s+it\s+)?(?:in|into|to)\s+(?:the\s+|my\s+)?(?P<g>\w+)(?:\s+folder)?(?:\s+too|\s+as\s+well)?\s*[.!]?$",
        r"copy \g<x> from \g<f> to \g<g>",
    ),
    (
        rf"{_BREAK}(?:put|add|save|stick)\s+(?:that|it)\s+(?:on|to|in)\s+(?:her|his|their)\s+contact\s*[.!]?$",
        ", add it",
    ),
)
# "what's high prio on my list": the list of what is due or how urgent is the to-do list (said before the words after
# it are read as a verb said last).
_SAID += (
    (
        r"^(?=.*\b(?:prio(?:rity)?|urgent|due|overdue|done|ticked|checked)\b)(?P<lead>.*?)\b(?P<p>on|in)\s+my\s+list\b",
        r"\g<lead>\g<p> my to-do list",
    ),
)
# "three expenses to put in - A …, B …": the entries said after the count of them and the verb.
_SAID += (
    (
        r"^(?P<n>\w+)\s+(?P<k>expenses|notes|contacts|events|tasks)\s+to\s+(?:put\s+in|add|log|enter|record|save)\s*(?:[-–—:,])\s*",
        r"add \g<n> \g<k>: ",
    ),
)
_SAID += (
    # "flowers expense: make it 77.75, education", "the flowers expense should be 77.75, education": its new amount and
    # category said after it
    (
        r"^(?:the\s+)?(?P<x>[\w' ]+?\s+expense)\s*(?::|,|\s[-–—])?\s*(?:make\s+it|change\s+it\s+to|set\s+it\s+to|should\s+be|"
        r"is\s+now|is\s+actually)\s+\$?(?P<a>\d[\d,]*(?:\.\d\d)?)\s*(?:,|and)\s*(?:(?:in|under)\s+)?(?P<c>[a-z ]+?)\s*[.!]?$",
        r"the \g<x> should be \g<a> under \g<c>",
    ),
    # "spent $1,922.50 on Birthday dinner, food, note Paid by card": an expense said as what was spent
    (
        r"^(?:i\s+)?spent\s+(?P<a>\$?\d[\d,]*(?:\.\d\d)?)\s+on\s+(?P<n>[^,()]+?)\s*,\s*(?P<c>[a-z][a-z ]*?)(?P<rest>\s*,\s*"
        r"(?:with\s+the\s+)?note\b.*)?$",
        _spent_on,
    ),
    # "Hana Suzuki's number is +19705551889, make her a contact": whose number, then the request
    (
        r"^(?P<p>(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)*)['’]s\s+(?:new\s+)?(?:number|mobile|phone(?:\s+number)?)\s+is\s+"
        r"(?P<n>\+?\d[\d ()-]{5,}\d)\s*[,.;-]\s*(?:so\s+)?(?:please\s+)?(?:make|add|save)\s+(?:her|him|them)\s+(?:a\s+(?:new\s+)?"
        r"contact|to\s+(?:my\s+)?contacts|as\s+a\s+contact)\s*[.!]?$",
        r"add \g<p> to my contacts, number \g<n>",
    ),
    # "Static Love shouldn't be on Chill anymore, take it off in retro music": removed from that playlist.
    (
        r"^(?P<x>[^,]+?)\s+(?:shouldn['’]t|should\s+not)\s+be\s+on\s+(?:my\s+|the\s+)?(?P<p>[^,]+?)(?:\s+playlist)?\s+"
        r"any\s?more\s*,\s*(?:please\s+)?(?:take\s+it\s+(?:off|out)|remove\s+it(?:\s+(?:off|out))?)(?P<w>\s+in\s+(?:vlc|retro\s+music))?\s*[.!]?$",
        r"remove the song \g<x> from the playlist \g<p>\g<w>",
    ),
)
# ``text`` with the record forms above said as the grammar reads them; unchanged when none is in it.
records_said_plainly = Rewrites(_SAID, once=True)
