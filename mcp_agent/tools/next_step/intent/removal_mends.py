"""Deletes, removals and edits as people ask for them, met in the first run of people set 83 and mended as whole classes
into the wording the grammar reads (``courtesy.plain`` applies ``REMOVALS`` with the other tables, outside quoted text):
the throwaway verbs ("wipe", "scrap", "bin", "ditch", "clear out" a named thing), a folder "emptied", what is kept said beside what goes
("…, keep c", "but leave the rest alone"), "I don't want X anymore", a wrong value said as "should say Y not Z", "was
A not B", "it's actually …", "is in the wrong category", a new number "changed, it's …", the entry named by a feature
("the $12 one", "the recipe that makes 5", "the 9am one on March 23") before its verb, and a note's whole text
"wiped" to be replaced, which is an edit and never a deletion. ``kept_from_a_set`` finds a whole set deleted but for one
of it, which the reader asks about: no plan deletes a set but one."""

from __future__ import annotations

import re

from .quoted_spans import outside_quotes
from .rewrites import Replacement, Rewrites

_DELETES = r"(?:delete|remove|erase|trash|bin|scrap|ditch|get\s+rid\s+of|take\s+out|clear\s+out|wipe)"
# Asked politely first: "okay can you delete …".
_ASKED = r"(?:(?:okay|ok|so|hey|alright)[\s,]+)*(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?|please\s+)?"
_FILE = r"[\w-]+\.[A-Za-z0-9]{2,4}"
_NOTE = r"[\w-]+\.(?:md|txt)"
_KIND = r"(?:running|walking|cycling|swimming|hiking|skiing|rowing)"
# An outing said as a noun ("was a run, not a swim"): its activity type.
_OUTING_TYPE = {"run": "running", "walk": "walking", "ride": "cycling", "bike ride": "cycling", "swim": "swimming"}
_OUTING = r"(?:a\s+)?(?P<o>run|walk|bike\s+ride|ride|swim)"
_DAY = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:\s+\d{4})?"
)
_MONEY = r"\$?\d[\d,]*\.\d\d|\$\d[\d,]*"
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
# Not a whole day or a kind of thing wiped ("wipe march 19 clean", "wipe all my runs"): those are read as they are.
_WHEN = r"(?:(?:this|next|last)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|yesterday"
_NOT_ALL = (
    rf"(?!(?:all|everything|every|anything|clean|out|off|it|them|those|these|{_MONTH}|{_WHEN})\b)(?!(?:the\s+)?\d)"
    r"(?!my\s+(?:calendar|day|schedule|diary|week)\b)(?!.*\bclean\b)"
)

REMOVALS: tuple[tuple[str, Replacement], ...] = (
    # "empty my Archive folder (but leave the folder there)": every note in it deleted, the folder kept.
    (
        r"^(?P<lead>(?:in|on)\s+[A-Za-z][\w ]*?,\s*|[A-Za-z][\w ]*?:\s*)?(?:empty|clear\s+out|clean\s+out)\s+(?:the\s+|my\s+)?(?P<f>[\w-]+)\s+"
        r"folder\b(?P<app>\s+(?:in|on)\s+(?:the\s+)?[A-Za-z][\w ]*?)?(?:\s*,?\s*but\s+(?:leave|keep)\s+"
        r"the\s+folder(?:\s+(?:there|itself|in\s+place))?)?(?P<rest>[.!]?)$",
        r"\g<lead>delete all the notes in the \g<f> folder\g<app>\g<rest>",
    ),
    # "wipe what's in a.md and make it just say …": the note's text replaced, the note kept.
    (
        rf"^(?:wipe|clear|erase|delete|scrap|bin)\s+(?:out\s+)?(?:what's|whats|what\s+is|everything|all\s+the\s+text)\s+"
        rf"in\s+(?P<n>{_NOTE})\s*,?\s+and\s+(?:make|have|let)\s+it\s+(?:just\s+|only\s+)?(?:say|read)\s*:?\s+(?P<t>.+)$",
        r"change the text of \g<n> to \g<t>",
    ),
    # "tidy up my recipe app, there are repeats - leave one copy of each": the duplicates deleted.
    (
        r"^(?:tidy|clean|sort)\s+(?:up|out)\s+(?:my\s+|the\s+)?(?P<k>recipe|expense)s?(?:\s+app)?\s*[,;:-]?\s*"
        r"(?:there\s+are|there's|i've\s+got|i\s+have|it\s+has)\s+(?:some\s+)?(?:repeats|dupes|duplicates|doubles|copies)\b.*$",
        r"delete duplicate \g<k>s",
    ),
    # "anything with eggs in the directions, bin those recipes": the filter said first, the recipes deleted after.
    (
        r"^(?:anything|everything|any\s+recipes?|all\s+(?:the\s+)?recipes?)\s+(?:with|that\s+(?:has|have|uses?|mentions?))"
        rf"\s+(?P<i>[\w ]+?)\s+in\s+(?:the|its|their)\s+directions\s*[,;:-]\s*{_DELETES}\s+(?:those|them|these|it)"
        r"(?:\s+recipes)?\s*[.!]*$",
        r"delete every recipe whose directions mention \g<i>",
    ),
    # "I don't want the Road Trip playlist anymore": the thing no longer wanted is deleted.
    (
        r"^i\s+(?:don't|dont|do\s+not)\s+(?:want|need)\s+(?P<x>(?:the|my|that|this)\s+.+?|anything\s+.+?)\s+any\s*more\b"
        rf"(?:\s*,?\s*{_DELETES}\s+(?:it|them|those)(?:\s+all)?)?",
        lambda m: "delete " + ("everything" + m["x"][8:] if m["x"].lower().startswith("anything") else m["x"]),
    ),
    # "wipe Ravi Brennan from my contacts", "scrap the Fuel expense": a throwaway verb before a named thing.
    # ("chuck A and B on the queue" puts them somewhere: no deletion.)
    (
        rf"^(?:wipe|scrap|ditch|bin|chuck|nuke|junk|axe|toss)\s+(?!.*\b(?:on|onto|in|into|to)\s+(?:the\s+|my\s+)?(?:queue|"
        rf"playlist|folder)\b){_NOT_ALL}",
        "delete ",
    ),
    (rf"^(?:clear\s+out|take\s+out)\s+(?=(?-i:[A-Z])|the\s+(?-i:[A-Z])|{_FILE}\b)", "delete "),
    # "kick Static Love off the Chill playlist": taken off, as "take … off" is read.
    (r"^(?:kick|knock|boot)\s+(?=.+?\s+(?:off|out\s+of)\s)", "take "),
    # "…, don't need em", "…, I'm done with them": a remark after what is deleted.
    (
        r"\s*[,;-]\s*(?:i\s+)?(?:do\s*n[o']?t|dont)\s+need\s+(?:em|'em|them|it|those|these)(?:\s+any\s*more)?\s*[.!]*$",
        "",
    ),
    # "(can you) delete a.md and b.md, keep c.md", "take it out but leave the rest of that day alone": what is kept is not a
    # target. A single copy kept of each ("leave one of each") is the duplicates' reading and stays, and so does an
    # exception to a whole set ("delete all of March 2 but keep the dentist"): dropped, the exception would go too.
    (
        rf"^(?!.*\b(?:all|every|everything|anything|whole|entire|any)\b)(?P<r>{_ASKED}{_DELETES}\b.+?)\s*(?:[,;]|\s-|\s–)?\s+(?:but\s+|and\s+)?(?:keep|leave)\s+"
        r"(?!(?:one|a\s+single|1|just\s+one|only\s+one)\b)[^,]+?\s*[.!]?$",
        r"\g<r>",
    ),
    # "delete a and b from my spending": the expenses, where the request deletes (a message's own words stay).
    (
        rf"^(?P<r>{_DELETES}\b.+?\s(?:from|in|out\s+of))\s+(?:my\s+|the\s+)?spending(?:\s+app)?\b",
        r"\g<r> my expenses",
    ),
    # "in a.md it should say Monday not Friday": the wrong word replaced in the note.
    (
        rf"^(?:in\s+)?(?P<n>{_NOTE})\s*[,:]?\s+(?:it\s+)?should\s+(?:say|read)\s+[\"“']?(?P<y>[^,\"”']+?)[\"”']?\s*,?\s+"
        r"(?:not|instead\s+of)\s+[\"“']?(?P<z>[^\"”']+?)[\"”']?\s*[.!]?$",
        r"in \g<n> replace \g<z> with \g<y>",
    ),
    (
        r"^(?:it's|it\s+is|its|it\s+should\s+(?:say|read|be))\s+(?:actually\s+|really\s+)?[\"“']?(?P<y>[^,\"”']+?)[\"”']?"
        rf"\s*,?\s+not\s+[\"“']?(?P<z>[^,\"”']+?)[\"”']?\s*,?\s+in\s+(?P<n>{_NOTE})\s*[.!]?$",
        r"in \g<n> replace \g<z> with \g<y>",
    ),
    # "Canal tour should say running not swimming": a named track's activity type said right.
    (
        rf"^(?P<x>(?-i:[A-Z])[\w' ]*?)\s+(?:should\s+(?:say|be)|is\s+actually|was\s+actually|is\s+really)\s+"
        rf"(?P<k>{_KIND})\s*,?\s+not\s+{_KIND}\s*[.!]?$",
        r"\g<x> was actually \g<k>, fix its activity type",
    ),
    (
        rf"^(?P<x>(?-i:[A-Z])[\w' ]*?)\s+(?:was|is)\s+(?:actually\s+|really\s+)?{_OUTING}\s*,?\s+not\s+(?:a\s+)?"
        r"(?:run|walk|bike\s+ride|ride|swim)\s*[.!]?$",
        lambda m: f"{m['x']} was actually {_OUTING_TYPE[' '.join(m['o'].lower().split())]}, fix its activity type",
    ),
    # "my most recent activity's type is wrong, it's actually running".
    (
        r"^(?P<x>(?:my|the)\s+(?:most\s+recent|latest|last|newest)\s+(?:activity|track|workout|recording))(?:'s|s)?\s+"
        r"(?:activity\s+)?type\s+is\s+wrong\s*[,;.-]?\s+(?:it's|it\s+is|its|it\s+was|should\s+be)\s+(?:actually\s+|really\s+)?"
        rf"(?P<k>{_KIND})\s*[.!]?$",
        r"change the activity type of \g<x> to \g<k>",
    ),
    # "bakery was 67.50 not 27.50, fix it": the amount an expense should have.
    (
        rf"^(?:the\s+|my\s+)?(?P<x>\w[\w' ]*?)(?:\s+expense)?\s+(?:was|is|cost|came\s+to|should\s+(?:be|cost|have\s+been))\s+(?:actually\s+|really\s+)?"
        rf"(?P<a>{_MONEY})\s*,?\s+not\s+(?:{_MONEY})\s*(?:[,;-]\s*(?:pls\s+|please\s+)?(?:fix|correct|update|change)"
        r"\s+(?:it|that)(?:\s+pls|\s+please)?)?\s*[.!]?$",
        lambda m: f"the {m['x']} expense was actually ${m['a'].lstrip('$')}",
    ),
    # "Flowers is in the wrong category, it's actually Donation".
    (
        r"^(?P<x>.+?)\s+is\s+(?:in|under)\s+the\s+wrong\s+category\s*[,;.-]?\s+(?:it's|it\s+is|its|it\s+should\s+be|"
        r"should\s+be)\s+(?:actually\s+|really\s+)?(?:in\s+|under\s+)?(?P<c>[\w ]+?)\s*[.!]?$",
        r"\g<x> should be under \g<c>",
    ),
    # "Maya Okafor's number changed, it's +1… now".
    (
        r"^(?P<x>.+?)'s\s+(?:phone\s+|mobile\s+|cell\s+)?number\s+(?:has\s+)?changed\s*[,;:-]?\s+(?:it's|it\s+is|its|"
        r"the\s+new\s+one\s+is|now\s+it's|now)\s+(?P<n>\+?\d[\d -]{6,}\d)(?:\s+now)?\s*[.!]?$",
        r"\g<x> has a new number, \g<n>",
    ),
    (
        r"^(?P<x>(?-i:[A-Z])[\w' -]*?)'s\s+new\s+(?:phone\s+|mobile\s+|cell\s+)?number\s+is\s+(?P<n>\+?\d[\d -]{6,}\d)"
        r"(?:\s+now)?\s*[.!]?$",
        r"\g<x> has a new number, \g<n>",
    ),
    # "swap the name of my X playlist to Y", "fix the name of a.jpg in Download, it should be b.jpg".
    (r"^(?:swap|fix|correct|update)\s+the\s+name\s+of\s+", "change the name of "),
    (
        r"^(?P<r>(?:change\s+the\s+name\s+of|rename)\s+.+?)\s*[,;-]\s*it\s+should\s+(?:be|say)\s+(?:called\s+)?(?P<y>\S.*?)\s*[.!]?$",
        r"\g<r> to \g<y>",
    ),
    # "shove reading_40.md into the Archive folder": moved there.
    (
        rf"^(?:shove|stick|chuck|pop|bung)\s+(?P<x>{_FILE})\s+(?:in|into)\s+(?P<f>(?:the\s+|my\s+)?\w[\w ]*?\s+folder)\b",
        r"move \g<x> into \g<f>",
    ),
    # Entries named by a feature, then acted on: "the $98.73 one in my expenses - delete it", "the expense for 49.50,
    # change its name to Lunch", "the recipe that makes 5, rename it Quick caesar", "the 9am one on March 23, push it
    # to 4pm".
    (
        rf"^the\s+(?:(?P<m1>{_MONEY})\s+(?:one|expense)|(?:one|expense)\s+(?:for|of|costing)\s+(?P<m2>{_MONEY}))"
        r"(?:\s+in\s+(?:my\s+)?expenses)?\s*[,;:-]\s*(?P<v>delete|remove|get\s+rid\s+of|trash)\s+it\b",
        lambda m: f"{m['v']} the expense of ${(m['m1'] or m['m2']).lstrip('$')}",
    ),
    (
        rf"^the\s+(?:one|expense)\s+(?:for|of|costing)\s+(?P<m>{_MONEY})\s*[,;:-]\s*(?:change\s+its\s+name\s+to|"
        r"rename\s+it(?:\s+to)?|call\s+it)\s+(?P<y>.+)$",
        lambda m: f"rename the expense of ${m['m'].lstrip('$')} to {m['y']}",
    ),
    (
        r"^the\s+recipe\s+(?:that\s+(?:makes|serves|feeds)|for|with)\s+(?P<n>\d+)(?:\s+(?:servings?|people|portions))?"
        r"\s*[,;:-]\s*(?:rename\s+it(?:\s+to)?|call\s+it|change\s+its\s+name\s+to)\s+(?P<y>.+)$",
        r"rename the recipe that serves \g<n> to \g<y>",
    ),
    (
        rf"^the\s+(?:\d{{1,2}}(?::\d\d)?\s*(?:am|pm)|\d{{1,2}}\s+o'clock)\s+(?:one|event|thing)\s+on\s+(?P<d>{_DAY})\s*"
        r"[,;:-]\s*(?:push|move|shift)\s+it\s+to\s+(?P<t>.+)$",
        r"move the event on \g<d> to \g<t>",
    ),
    # "bump the Pancakes to 12 servings": the servings set.
    (
        r"^(?:bump|up|increase|raise|drop|lower|take)\s+(?:the\s+|my\s+)?(?!servings\b)(?P<x>.+?)(?:\s+recipe)?\s+"
        r"(?:up\s+|down\s+)?"
        r"to\s+(?P<n>\d+)\s+servings\b",
        r"change the servings of \g<x> to \g<n>",
    ),
    # "Piano lesson on March 17 is actually 90 minutes, not 45 min": how long the event lasts.
    (
        rf"^(?P<x>.+?\bon\s+{_DAY})\s+(?:(?:actually|really|now)\s+)?(?:is|lasts|runs|takes)\s+(?:actually\s+|really\s+|now\s+)?"
        r"(?P<d>\d+\s+(?:minutes|mins|hours?))\s*,?\s+not\s+[\w ]+?\s*[.!]?$",
        r"\g<x> will take \g<d>",
    ),
    # "make Yoga class on March 21 a weekly thing": repeated weekly.
    (r"\brecipe\s+that\s+(?:makes|feeds)\s+(?=\d)", "recipe that serves "),
    (
        # the whole request: "make X a daily event starting …, 90 minutes" is a new event said with its fields
        r"^(?P<r>make\s+.+?)\s+a\s+(?P<f>weekly|daily|monthly|yearly)\s+(?:thing|event|occurrence|deal)\s*[.!]?$",
        r"\g<r> repeat \g<f>",
    ),
    # "Yoga class on March 26 should say Project kickoff instead": its title changed.
    (
        rf"^(?P<x>(?-i:[A-Z])[\w' -]*?\s+on\s+{_DAY})\s+should\s+(?:say|be\s+called|read)\s+(?P<y>.+?)(?:\s+instead)?"
        r"\s*[.!]?$",
        r"rename \g<x> to \g<y>",
    ),
)


_REMOVALS = Rewrites(REMOVALS)


def removals_said_plainly(text: str) -> str:
    """``text`` with the removals and edits above said plainly: before the remarks after a request are taken off (a
    "…, it's actually Donation" is the request's value, not a remark), and again with the other mends."""
    return outside_quotes(text, _REMOVALS)


# "delete all events on March 2 but keep the Dentist appointment", "clear out everything I tracked on March 11 except the
# walk": a whole set deleted but for one of it. The plans delete a whole set or one thing, never a set but one: read as
# either, the exception was deleted too (or only it was), so it is asked about instead.
_SET_BUT_ONE = re.compile(
    r"^(?:delete|remove|erase|trash|clear(?:\s+out)?|wipe|get\s+rid\s+of|cancel|bin|scrap)\b"
    r"(?=.*\b(?:all|every|everything|anything|whole|entire)\b)(?!.*\ball\s+but\s+one\b).*?"
    r"(?:\bbut\s+(?:keep|leave|not)|\bexcept(?:\s+for)?|\bapart\s+from|\bother\s+than|\bsave\s+for|\bbesides)\s+"
    r"(?!(?:one|a\s+single|1|just\s+one|only\s+one|the\s+rest|everything\s+else|the\s+others?)\b)"
    # ("… notes in Archive but keep the folder": the folder holding the set is no part of it, and stays anyway)
    r"(?!(?:the|that|this)\s+(?:folder|directory)(?:\s+itself)?\s*[.!]*$)(?P<k>\S.*)$",
    re.I,
)


def kept_from_a_set(text: str) -> str:
    """What a deletion of a whole set keeps of it ("… but keep the Dentist appointment"), or ""."""
    found = _SET_BUT_ONE.match(text.strip())
    return found.group("k").strip(" .!") if found is not None else ""
