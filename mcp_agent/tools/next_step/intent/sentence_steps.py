"""A job written as short steps, one sentence each (first tries, session 25: 2 of 30 done at first sight, two false
dones), said again as the one request the readers know:
- "Open the "Chill" playlist in Retro Music. Add Neon Rain to it." and "Find the expense of $49.50. Rename it to …":
  the thing the first sentence opens is what "it" and "its" point at after it;
- "In Markor, add a folder. Call it Projects.", "Create a playlist in VLC. Call it "Evening". Put A, B and C in it.":
  the name said in a sentence of its own;
- "Add an event …. Title: 'Yoga class'. Time: 8 AM. Duration: 60 minutes.": the fields as labels (labelled_entries.py);
- "… add an event called X. It starts on March 18, 2030 at noon and lasts 90 minutes. It repeats every day with no
  end." (had been saved on another day: a false done) and "Add two contacts. A, work number N. B, home number M."
  (had saved only the first: a false done).
Quoted text and a message's words stay as said."""

from __future__ import annotations

import re

from .apps_said import APPS_SAID
from .labelled_entries import labelled_entry

_APPS = APPS_SAID
_APP = rf"(?:the\s+)?(?P<app>{_APPS})(?:\s+app)?"
_NUMBER = r"\+?\d[\d\s().-]{6,}\d"

# "Add two contacts. A, work number N. B, home number M." and "… First: A. Second: B.": the items, as a list.
_ITEMS = re.compile(
    r"^(?P<h>(?:add|create|save|make)\s+(?:two|three|2|3)\s+(?:new\s+)?\w+)\.\s+(?P<o>(?:first|1st)\s*:\s*)?(?P<a>[^.]+?)\.\s+"
    r"(?:(?:second|2nd)\s*:\s*)?(?P<b>[^.]+?)(?:\.\s+(?:(?:third|3rd)\s*:\s*)?(?P<c>[^.]+?))?\s*\.?$",
    re.I,
)
# "Open the X playlist in VLC. …", "In OpenTracks, open the track X. …", "Find the expense of $49.50. …".
_OPENED = re.compile(
    rf"^(?:(?:in|using)\s+{_APP}\s*,\s*)?(?P<v>open|find|locate|select|go\s+to|check|look\s+at|read)\s+(?P<obj>(?:the|my)\s+(?:[^.]|\.(?=\d))+?)"
    rf"(?:\s+(?:in|on)\s+(?:the\s+)?(?P<app2>{_APPS})(?:\s+app)?)?\.\s+(?P<rest>\S.*)$",
    re.I | re.S,
)
# "Open workout_18.txt in Markor. …": a note opened by its file name.
_OPENED_FILE = re.compile(
    r"^open\s+(?P<obj>[\w-]+\.(?:md|txt))\s+in\s+markor\.\s+(?P<rest>\S.*)$",
    re.I | re.S,
)
# "…. Call it Projects.", "…. Its name should be Projects.", "…. The contact's name is Omar Moreau.".
_CALLED_SENTENCE = re.compile(
    r"^(?P<made>.*?\b(?:add|create|make)\b[^.]*?\b(?P<k>folder|playlist|note|contact|recipe)\b[^.]*?)\.\s+"
    r"(?:(?:call|name)\s+it|(?:its|the\s+\w+['’]s)\s+name\s+(?:should\s+be|is|will\s+be))\s+(?!(?:its|the)\s+title\b)(?P<n>\"[^\"]+\"|[^.;]+?)\s*"
    r"(?P<rest>[.;].*)?$",
    re.I | re.S,
)
# "It starts on March 18, 2030 at noon and lasts 90 minutes. It repeats every day with no end.": the event's own.
_EVENT_SAID = (
    (re.compile(r"\.\s+it\s+(?:starts|begins|is)\s+(?=on\b|at\b)", re.I), " starting "),
    (re.compile(r"\s+and\s+lasts\s+(?=\d)", re.I), ", lasting "),
    (re.compile(r"\.\s+it\s+lasts\s+(?=\d)", re.I), ", lasting "),
    (
        re.compile(
            r"\.\s+it\s+(?:repeats|recurs)\s+(?:every\s+day|daily)(?:\s+(?:with\s+no\s+end|forever|indefinitely))?",
            re.I,
        ),
        ". The event recurs daily, forever",
    ),
    (re.compile(r"\.\s+the\s+description\s+is\s+", re.I), ". The event description should be "),
)


_NAME = r"(?-i:[A-Z])\w+\s+(?-i:[A-Z])\w+"
_PAIRS = (
    (
        rf"^(?P<f>{_NAME})\s+(?:texted|sent)\s+me\s+(?:(?:an?\s+)?(?:event\s+)?address|the\s+address\s+of\s+(?:an?|the)\s+event)\.\s+"
        r"(?:send|forward|text)\s+(?:that|the|this)\s+"
        rf"address\s+to\s+(?P<t>{_NAME})",
        r"Text the address of the event to \g<t> that \g<f> just sent me",
    ),
    (
        rf"\bopen\s+my\s+conversation\s+with\s+(?P<n>{_NAME})\.\s+resend\s+the\s+last\s+message\s+I\s+sent\s+(?:her|him|them)\b",
        r"resend the message I just sent to \g<n>",
    ),
    (
        r"(?P<made>\b(?:make|create)\s+a\s+(?:new\s+)?playlist\s+(?:called|named)\s+\"[^\"]+\")\.\s+add\s+(?P<a>\S+?),\s+then\s+"
        r"(?P<b>\S+?),\s+then\s+(?P<c>\S+?)\.?$",
        r"\g<made> and add these videos to it in this order: \g<a>, \g<b>, \g<c>.",
    ),
    (
        r"^open\s+the\s+files\s+app\.\s+go\s+to\s+the\s+(?P<s>\w+)\s+folder\.\s+move\s+(?:every|each|all(?:\s+the)?)\s+"
        r"(?P<e>\.\w+)\s+files?\s+there\s+to\s+(?P<t>\w+)",
        r"Move all \g<e> files from \g<s> to \g<t> using the Files app",
    ),
    (
        r"\bselect\s+all\s+the\s+(?P<e>\.\w+)\s+files\s+in\s+(?P<s>\w+)\.\s+move\s+them\s+to\s+(?P<t>\w+)",
        r"move all \g<e> files from \g<s> to \g<t>",
    ),
    (r"\bmake\s+(?=(?:two|three)\s+playlists\b)", "create "),
    (
        rf"\bopen\s+the\s+(?:chat|conversation|thread)\s+with\s+(?P<n>\+?\d[\d\s()-]{{5,}}\d|{_NAME})\.\s+reply\s*:?\s+(?P<m>.+?)\s*$",
        r"reply to \g<n> with message: \g<m>",
    ),
    (
        r"^open\s+my\s+favou?rites\s+in\s+the\s+phone(?:\s+app)?\.\s+call\s+(?P<n>.+?)\.?$",
        r"call \g<n> from my favourites in the Phone app",
    ),
    (r"^i'?m\s+on\s+a\s+call\.\s+(?:hang\s+(?:it\s+)?up|end\s+it)\b", "end the current call"),
    (
        rf"^call\s+(?P<n>{_NAME})\.\s+(?:when|once)\s+(?:the\s+call|it)\s+connects,\s+put\s+it\s+on\s+hold\b",
        r"call \g<n>, then put the call on hold",
    ),
    (
        r"\bgo\s+to\s+the\s+timer\.\s+(?:enter|set|put\s+in)\s+(?P<d>.+?)\.\s+(?:don'?t|do\s+not)\s+start\s+it\b",
        r"create a timer with \g<d>. Do not start the timer",
    ),
    (
        r"^(?:in\s+vlc,\s+)?go\s+to\s+(?P<p>[\w ]+/[\w /]+?)\.\s+(?:make|create)\s+a\s+playlist\s+(?:called|named|titled)\s+"
        r"(?P<q>\"[^\"]+\")\s+with\s+(?P<l>.+?),?\s+in\s+that\s+order\.?$",
        r"Create a playlist titled \g<q> with the following files in VLC (located in \g<p>), in order: \g<l>",
    ),
    (
        r"\brename\s+(?P<x>[\w-]+\.\w{2,4})\.\s+the\s+new\s+name\s+(?:is|should\s+be)\s+(?P<y>[\w-]+\.\w{2,4})\.?$",
        r"rename \g<x> to \g<y>",
    ),
    (
        r"\badd\s+(?P<x>\S+)\s+to\s+the\s+end\s+of\s+the\s+playing\s+queue\.\s+then\s+add\s+(?P<y>\S+)\s+after\s+it\b",
        r"add \g<x> and then \g<y> to the end of the playing queue",
    ),
    (
        r"\bgo\s+to\s+(?P<s>\w+)\.\s+copy\s+(?P<f>[\w-]+\.\w{2,4})\s+to\s+(?P<t>\w+),?\s+keeping\s+the\s+same\s+name\b",
        r"copy \g<f> in \g<s> and save a copy with the same name in \g<t>",
    ),
    (
        r"\b(?:open|find|select)\s+(?P<o>the\s+\w+\s+\"[^\"]+\")\s+and\s+(?P<v>delete|remove|rename|play)\s+it\b",
        r"\g<v> \g<o>",
    ),
    # "Open the new contact form. First name Tomas, last name …, phone +1…. Don't save it." (had dialled the number).
    (
        r"^(?:open|go\s+to)\s+the\s+new\s+contact\s+(?:form|screen|page)\.\s+first\s+name:?\s+(?P<f>\w+),\s+last\s+name:?\s+(?P<l>\w+),\s+"
        r"phone:?\s+(?P<p>\+?\d[\d\s()-]{5,}\d),\s+(?:phone\s+)?label:?\s+(?P<b>\w+)\.\s+(?:don'?t|do\s+not)\s+(?:hit\s+)?save(?:\s+it)?\.?$",
        r"Go to the new contact screen and enter the following details: First Name: \g<f>, Last Name: \g<l>, Phone: \g<p>, "
        r"Phone Label: \g<b>. Do NOT hit save.",
    ),
    (
        r"\bname\s+the\s+(?P<o>first|second|third)\s+(?P<q>\"[^\"]+\")\s*;\s*it\s+should\s+contain\s+",
        r"The \g<o> one is called \g<q> and has ",
    ),
)


def sentence_steps(text: str) -> str:
    """``text`` with a job written as short steps said as one request; unchanged when it is not written so."""
    for pattern, said in _PAIRS:
        changed = re.sub(pattern, said, text, flags=re.I)
        if changed != text:
            return changed
    items = _ITEMS.match(text)
    if items is not None:
        listed = [item for item in items.group("a", "b", "c") if item]
        # (only items set out as such: labelled "First:", or each a contact's number)
        if items.group("o") or all(re.search(rf"{_NUMBER}$", item) for item in listed):
            return f"{items.group('h')}: " + "; ".join(listed) + "."
    if re.search(r"\b(?:add|create|schedule)\s+(?:an?\s+)?(?:new\s+)?event\b", text, re.I) and re.search(
        r"\.\s+it\s+(?:starts|begins|lasts|repeats|recurs)\b", text, re.I
    ):
        for event_said, replacement in _EVENT_SAID:
            text = event_said.sub(replacement, text)
        return text
    if (called := _CALLED_SENTENCE.match(text)) is not None:
        name = called.group("n").strip()
        rest = (called.group("rest") or "").lstrip(".; ")
        rest = re.sub(r"^put\s+(?P<x>.+?)\s+in\s+it\b", r"with \g<x>", rest, flags=re.I)
        return f"{called.group('made')} called {name}" + (
            f" {rest}" if rest.lower().startswith("with") else f". {rest}" if rest else ""
        )
    if (labelled := labelled_entry(text)) is not None:
        return labelled
    if (opened := _OPENED_FILE.match(text)) is not None:
        return _on_the_note(opened.group("obj"), opened.group("rest"))
    if (opened := _OPENED.match(text)) is not None:
        obj = re.sub(r"^my\s+latest\s+", "my most recent ", opened.group("obj").strip(), flags=re.I)
        if opened.group("app2"):
            obj = f"{obj} in {opened.group('app2')}"  # said where it was said: "my most recent track in OpenTracks"
        pointed = _pointed(obj, opened.group("rest"))
        if pointed is not None:
            return f"In {opened.group('app')}, {pointed}" if opened.group("app") else pointed
    return text


def _pointed(obj: str, rest: str) -> str | None:
    """The sentences after the first with "it"/"its"/"to it" pointing at ``obj``; None when none points back."""
    rest = said_first = rest.strip()
    if re.search(r",|\s(?:and|then)\s", obj) or re.match(
        r"^(?:what|which|who|when|where|how|is|are|does|do)\b", rest, re.I
    ):
        return None  # "open the calendar, find X and tap it. what does it say …": not one thing opened, or a question
    rest = re.sub(r"\.\s+save\.?$", "", rest, flags=re.I)
    if re.match(r"^(?:provide|respond|reply|answer|give|report|express)\b", rest, re.I):
        return None  # "Locate the largest file …. Provide only its file name.": a question, and its answer's form
    said = re.sub(
        r"^its\s+(?P<f>[\w ]+?)\s+should\s+be\s+", lambda m: f"change the {m.group('f')} of {obj} to ", rest, flags=re.I
    )
    if said == rest:
        said = re.sub(
            r"^(?:change|set)\s+(?:its|the)\s+(?P<f>[\w ]+?)\s+to\s+",
            lambda m: f"change the {m.group('f')} of {obj} to ",
            rest,
            flags=re.I,
        )
    rest = said
    rest = re.sub(
        r"\.\s+(?:set|change)\s+(?:its|the)\s+(?P<f>[\w ]+?)\s+to\s+", r" and its \g<f> to ", rest, flags=re.I
    )
    rest = re.sub(r"\bits\s+(?P<f>location|description|title|address)\b", rf"the \g<f> of {obj}", rest, flags=re.I)
    rest = re.sub(r"\b(?P<p>to|from|of|in)\s+it\b", rf"\g<p> {obj}", rest, flags=re.I)
    rest = re.sub(
        r"^replace\s+its\s+(?P<f>[\w ]+?)\s+with\s+",
        lambda m: f"change the {m.group('f')} of {obj} to ",
        rest,
        flags=re.I,
    )
    rest = re.sub(r"^(?P<v>rename|delete|remove|play|move|resend|mark|call)\s+it\b", rf"\g<v> {obj}", rest, flags=re.I)
    rest = re.sub(r"\.\s+then\s+add\s+(?P<x>.+?)\s+after\s+it\b", r" and then \g<x>", rest, flags=re.I)
    rest = re.sub(
        r"\badd\s+(?P<x>.+?)\s+to\s+the\s+end\s+and\s+then\s+(?P<y>.+?)(?=[.]|$)",
        r"add \g<x> and then \g<y> to the end",
        rest,
        flags=re.I,
    )
    rest = re.sub(r"\bto\s+the\s+end\b(?!\s+of)", f"to the end of {obj}", rest, flags=re.I)
    rest = re.sub(r"\.\s+keep\s+its\s+", ". Make sure its ", rest, flags=re.I)
    rest = (
        re.sub(r"(?P<k>Make sure its [^.]+?)\s*\.?$", r"\g<k> stay the same.", rest)
        if "Make sure its" in rest
        else rest
    )
    return None if rest == said_first else rest


def _on_the_note(name: str, rest: str) -> str:
    """ "Open a.md in Markor. At the bottom, add: X." and the like, said of that note."""
    rest = rest.strip()
    if bottom := re.match(
        r"^(?:at\s+the\s+(?:bottom|end),?\s+add|add\s+(?:at|to)\s+the\s+(?:bottom|end))\s*:?\s*(?P<x>.+)$",
        rest,
        re.I | re.S,
    ):
        return f"Edit {name} in Markor. Add to the bottom of the note {bottom.group('x')}"
    if top := re.match(r"^put\s+the\s+line\s+(?P<q>\"[^\"]+\")\s+at\s+the\s+(?:very\s+)?top\.?$", rest, re.I):
        return f"In Markor, add the line {top.group('q')} at the top of the note {name}."
    if listed := re.match(r"^find\s+the\s+number\s+for\s+(?P<x>[^.]+?)\.\s+call\s+it\.?$", rest, re.I):
        return f"Call the phone number for the {listed.group('x')} listed in my note {name} in Markor."
    if each := re.match(r"^add\s+(?:every|each)\s+line\s+of\s+it\s+as\s+a\s+task\s+in\s+(?P<w>.+)$", rest, re.I | re.S):
        return f"Add each line of the Markor note {name} as a task in {each.group('w')}"
    return f"Open {name} in Markor. {rest}"
