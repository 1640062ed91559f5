"""New entries asked for loosely (first tries, session 29), each said as the request the readers know:

* a task writer's framing ("Your task is to create a note …. Name the file a.txt and set its content to: …");
* an event's fields in sentences after it ("…. Set the description to "X" and configure it to repeat monthly.");
* a contact saved "in Contacts" with no "contact" said ("Please save Lena Tanaka in Contacts with the Home number …");
* notes said by their headings ("note: Groceries - milk, eggs", "write down a Groceries note: …", "save the gate code
  4412 in a note called Gate code", "remind me to … (just a note)") and two notes in one request ('Markor: two new
  notes please. "A" should say "x" and "B" should say "y"', '… with the text "x", then another one, "B", with "y"');
* a folder ("new markor folder: Projects") and each line of a note as a task ("turn each line of todo.md into its own
  task").

Each had been given up, asked about, or read as something else (a message to "down a Groceries note")."""

from __future__ import annotations

from .rewrites import Rewrites

_QUOTED = r"(?:\"[^\"]+\"|“[^”]+”)"
_NAME = r"(?P<n>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){1,2})"

_LOOSE = Rewrites(
    (
        # "Your task is to create a note …": the task itself.
        (r"^(?:your\s+task\s+is\s+to|the\s+task\s+is\s+to|i\s+need\s+you\s+to|you\s+(?:need|have)\s+to)\s+", ""),
        # "… a note in the Markor app. Name the file a.txt and set its content to: …": the note named, with that text.
        (
            r"\.\s+name\s+(?:the\s+(?:file|note)|it)\s+(?P<n>[\w-]+\.(?:md|txt))\s+and\s+set\s+its\s+(?:content|contents|text|body)\s+"
            r"to\s*:?\s*",
            r" named \g<n> with the following text: ",
        ),
        # "… schedule an event …. Set the description to "X" and configure it to repeat monthly.": fields of that event.
        (
            rf"(?P<b>\b(?:minutes|mins|hours?|[ap]m|\d\d))\.\s+set\s+(?:the|its)\s+description\s+to\s+(?P<d>{_QUOTED})",
            r"\g<b>, with the description \g<d>",
        ),
        (
            r"\s+and\s+(?:configure|set|make)\s+it\s+to\s+(?:repeat|recur)\s+(?P<r>daily|weekly|monthly|yearly)\b",
            r", repeating \g<r>",
        ),
        # "save Lena Tanaka in Contacts with the Home number …": a new contact.
        (
            rf"^(?:please\s+|pls\s+)?(?:save|add|put|store)\s+{_NAME}\s+(?:in|to|into)\s+(?:my\s+|the\s+)?contacts(?:\s+app)?"
            r"(?=\s+(?:with|as|under)\b|\s*[,:-])",
            r"create a new contact for \g<n>",
        ),
        # 'Markor: two new notes please. "A" should say "x" and "B" should say "y"': the notes with their texts.
        (
            r"^markor\s*:\s*(?:two|2|three|3)\s+new\s+notes(?:\s+please)?\s*[.:]\s*",
            "Create the following notes in Markor: ",
        ),
        (rf"(?P<t>{_QUOTED})\s+should\s+(?:say|read|contain)\s+(?:the\s+text\s+)?(?=[\"“])", r"\g<t> with the text "),
        # '… with the text "x", then another one, "B", with "y"': a second note made the same way.
        (
            rf",?\s*then\s+(?:another\s+(?:one|note)|a\s+(?:second|new)\s+(?:note|one)|a\s+note)\s*,?\s*(?P<t>{_QUOTED})\s*,?\s+"
            r"with\s+(?:the\s+text\s+)?(?=[\"“])",
            r", then create a note \g<t> with the text ",
        ),
        # "new markor folder: Projects": a folder made there.
        (r"^new\s+markor\s+folder\s*[:,-]?\s*(?P<n>[^.!]+?)\s*[.!]?$", r"Create a new folder named \g<n> in Markor"),
        # "note: Groceries - milk, eggs, rice": a note titled so, saying the rest.
        (
            r"^note\s*:\s*(?P<t>(?-i:[A-Z])[\w' ]{1,40}?)\s+[-–—:]\s+(?P<b>.+)$",
            r"make a note titled \g<t> saying \g<b>",
        ),
        # "write down a Groceries note: milk, eggs, rice": a note titled so, saying the rest.
        (
            r"^(?:write\s+down|jot\s+down|make|take|create|add|start)\s+(?:a|an)\s+(?P<t>(?-i:[A-Z])[\w' ]{1,30}?)\s+note\s*[:,-]\s*"
            r"(?P<b>.+)$",
            r"make a note titled \g<t> saying \g<b>",
        ),
        # "save the gate code 4412 in a note called Gate code": a note holding the number.
        (
            r"^(?:save|put|store|keep|write)\s+(?:the\s+|my\s+)?[\w ]+?\s+(?P<v>\d[\d -]*\d|\d)\s+(?:in|into|as)\s+a\s+(?:new\s+)?note\s+"
            r"(?:called|named|titled)\s+(?P<t>[^.!]+?)\s*[.!]?$",
            r"make a note titled \g<t> saying \g<v>",
        ),
        # "remind me to call the plumber on Monday (just a note)": a note, no event.
        (r"^remind\s+me\s+to\s+(?P<b>.+?)\s*\((?:just\s+)?(?:as\s+)?a\s+note\)\s*[.!]?$", r"take a note: \g<b>"),
        # "turn each line of todo.md (Markor) into its own task": each line a task.
        (
            r"^(?:please\s+)?(?:turn|make|convert)\s+(?P<e>each|every)\s+line\s+(?:of|in)\s+(?P<f>.+?)\s+(?:into|to)\s+"
            r"(?:its\s+own|a|a\s+separate|a\s+new)\s+task\b",
            r"add \g<e> line of \g<f> as a task",
        ),
    )
)


def loose_entries(text: str) -> str:
    """``text`` with a new entry asked for as above said as the readers know it; unchanged when none is."""
    return _LOOSE(text)
