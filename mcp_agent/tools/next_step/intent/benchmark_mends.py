"""Forms of the benchmark's own phrasing said over any job (people set 68): formal imperatives with the app named in
full, a context sentence first, and sentences after the job that say what must stay as it is. Each is mended as a
whole class into the wording the grammar reads, as ``everyday_mends.MENDED`` (``courtesy.plain`` applies them, in
order, outside quoted text):

* a sentence after the job that only says what the job leaves alone ("Do not change its name or activity type.",
  "Make sure no other track is changed.", "Do not delete any activity from another day.", "The event should keep
  the same start time.", "Do not end the call.", "…, without changing its content") carries nothing: an edit, a move
  or a deletion leaves everything else as it is anyway. A "Do not …" that asks something ("Do not hit save", "Do not
  start the timer") is not one of these and stays;
* the benchmark's hour ("to 14h": 14:00), "every occurrence of" a word replaced, "change the start time of the
  event" (move it), "Edit a.md in Markor. Replace the word "X" with …" (the word replaced in a.md, never the note's
  whole text; "Replace the text with …" stays a rewrite);
* calls said formally: "return the call I missed from X" (X called back, never whoever called last), "call the
  contact X", "who am I currently on a call with";
* the formal names of a thing: "the calendar event 'X'" and "the event titled 'X'" (the event 'X'), "the most
  recently recorded track" (the most recent one), "the pro expense app" (Pro Expense), "the expenses that belong
  to the Food category" (in it), "mute the microphone during the ongoing call" (mute the call), "(inclusive)" after
  a span of days (a span is read with both its ends);
* a question about a note's or a list's content asked by its noun: "What is the content of the note a.md?" (what
  the note says), "What is the sum of all expenses named Lunch?" (how much was spent on Lunch in total), "What is
  the amount of the expense Cinema?" (how much it was);
* a copy said by what its content is: "a note named b.md whose content is identical to that of a.md" (with the same
  text as a.md);
* a job told with its context first: "the note a.md is in the Work folder. Move it to …" (move the note from the
  Work folder to …), "Lena has texted me about an event. Add it to …" (add the event Lena texted me about to …),
  "Update the Markor note a.md by adding the following text as a new first line: …" (add it to the top of the
  note), "stop the recording and save the track with the name …" (stop and save it as …).
"""

from __future__ import annotations

from .amounts import EXPENSE_CATEGORIES
from .rewrites import Replacement

# Where a sentence after the job starts; it runs to the end of the text said outside quotes and ends in a word or a
# full stop (a stretch that ends in a space stands before a quoted value, and is no sentence of its own).
_AFTER = r"(?<=[.!?])\s*(?:please\s+)?"
_TO_END = r"[^!?]*?(?<=[\w.)])$"
_DONT = r"(?:do\s+not|don'?t|don’t)\s+"
_KINDS = r"(?:event|note|file|expense|track|activity|recording|entry|contact|recipe|task|call)"
_CATEGORY = "|".join(sorted(EXPENSE_CATEGORIES, key=len, reverse=True))
_FILE = r"[\w-]+\.(?:md|txt)"

BENCHMARK: tuple[tuple[str, Replacement], ...] = (
    # What the job leaves alone, said after it.
    (rf"{_AFTER}{_DONT}(?:change|modify|alter|edit|touch)\b{_TO_END}", ""),
    (
        rf"{_AFTER}{_DONT}(?:delete|remove)\s+(?:any(?:thing)?|the)\s+(?:\w+\s+)?(?:other|else|from\s+(?:another|any\s+"
        rf"other|other|a\s+different)){_TO_END}",
        "",
    ),
    (rf"{_AFTER}{_DONT}(?:end|hang\s+up|disconnect|drop)(?:\s+(?:the|this|that)\s+call)?\s*\.?$", ""),
    (rf"{_AFTER}(?:make|be)\s+sure\s+(?:that\s+)?(?:no\s+other|nothing\s+else)\b{_TO_END}", ""),
    (rf"{_AFTER}keep\s+(?:all\s+)?(?:the\s+)?(?:other|everything\s+else|all\s+else)\b{_TO_END}", ""),
    (
        rf"{_AFTER}keep\s+(?:its|their)\s+(?:same\s+)?(?:date|day|time|start\s+time|duration|length|name|title|content|text)\b{_TO_END}",
        "",
    ),
    (rf"{_AFTER}(?:the|this|that)\s+{_KINDS}\s+(?:should|must|has\s+to)\s+keep\s+(?:its|the\s+same)\b{_TO_END}", ""),
    (r",?\s+without\s+(?:changing|modifying|altering|touching)\s+(?:its|their)\s+(?:content|contents|text|body)\b", ""),
    # The formal names of a thing.
    # "the calendar event 'X'", "the track titled "X"" (the stretch before a quoted value ends there), "the expense
    # named Bakery": the thing by its name.
    (r"\bthe\s+calendar\s+event\s+(?:(?:titled|named|called)\s+)?$", "the event "),
    (r"\bthe\s+(?P<k>event|track|expense|recipe|contact|playlist)\s+(?:titled|named|called)\s+$", r"the \g<k> "),
    (r"\bthe\s+(?P<k>event|track|expense|recipe|contact)\s+(?:titled|named|called)\s+(?=(?-i:[A-Z])\w)", r"the \g<k> "),
    (
        r"\b(?:the\s+)?most\s+recently\s+(?:recorded|added|created|made|logged|saved|tracked)\s+"
        r"(?=(?:track|activity|note|expense|event|recording|file)s?\b)",
        "the most recent ",
    ),
    (r"\b(?:the\s+)?pro\s+expense\s+app\b", "Pro Expense"),
    (
        rf"\b(?:(?:that|which)\s+belongs?|belonging)\s+to\s+(?=(?:the\s+)?(?:{_CATEGORY})\s+category\b)",
        "in ",
    ),
    (rf"\bbelongs?\s+to\s+(?=(?:the\s+)?(?:{_CATEGORY})\s+category\b)", "are in "),
    (
        r"\bmute\s+(?:the|my)\s+(?:microphone|mic)\s+(?:during|on|in|for)\s+"
        r"(?=(?:the|this|my)\s+(?:ongoing|current|active)\s+call\b)",
        "mute ",
    ),
    # (one day's "after X inclusive" keeps X: on or after it)
    (
        r"\b(after|before)\s+(?P<d>[A-Za-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?)\s*,?\s*\(?inclusive\)?",
        r"on or \1 \g<d>",
    ),
    (r"\s*\((?:both\s+)?inclusive\)|(?<=\d)\s+inclusive\b", ""),
    # Calls said formally: "return the call I missed from X" (X called back, never the latest missed call whoever it
    # was), "call the contact X", "who am I currently on a call with".
    (
        r"\b(?:call\s+back|return)\s+the\s+(?:missed\s+)?call\s+(?:(?:that|which)\s+)?(?:I\s+(?:just\s+)?missed\s+)?from\s+"
        r"(?=(?-i:[A-Z])[\w'-]+\s+(?-i:[A-Z])[\w'-]+)",
        "call back ",
    ),
    (r"\bcall\s+the\s+contact\s+(?=(?-i:[A-Z]))", "call "),
    (r"\bwho\s+am\s+I\s+(?:currently|presently|now)\s+(?=on\s+a\s+call\b|talking\b|speaking\b)", "who am I "),
    # "to 14h", "at 9h": the benchmark's hour of the day (a length, "for 1h", "1h30", stays).
    (r"\b(?P<p>at|to|until|till|from|by)\s+(?P<h>[01]?\d|2[0-3])h\b(?!\d)", r"\g<p> \g<h>:00"),
    # "scheduled for 9h", "booked for9h" (the space lost): an hour, never a length ("for 1h" alone stays one).
    (r"\b(?:scheduled|planned|booked|arranged)\s+for\s*(?P<h>[01]?\d|2[0-3])h\b(?!\d)", r"at \g<h>:00"),
    # "change the start time of the event 'X'": the event moved.
    (r"\b(?:change|update|set)\s+the\s+start(?:ing)?\s+time\s+of\s+(?=(?:the|my)\s+)", "move "),
    # "replace every occurrence of the word X": the word replaced, wherever it is.
    (r"\b(?P<v>replace|change|swap)\s+(?:every|each|all)\s+occurrences?\s+of\s+", r"\g<v> "),
    # A question about content asked by its noun.
    (
        rf"\bwhat\s+(?:is|are)\s+(?:the\s+)?(?:content|contents|text)\s+of\s+(?:the\s+)?(?:(?:markor\s+)?note\s+)?"
        rf"(?P<f>{_FILE})",
        r"what does the note \g<f> say",
    ),
    (
        r"\bwhat\s+is\s+the\s+(?:sum|total)\s+of\s+(?:all\s+)?(?:the\s+|my\s+)?expenses\s+(?:named|called|titled)\s+"
        r"(?P<n>\w[\w ]*?)(?=\s+(?:in|on|according)\b|\s*[?.]|$)",
        r"how much did I spend on \g<n> in total",
    ),
    (
        r"\bwhat\s+(?:is|was)\s+the\s+(?:amount|price|cost)\s+of\s+(?=(?:the|my)\s+(?:expense\b|\w[\w ]*?\s+expense\b))",
        "how much was ",
    ),
    # A copy said by what its content is.
    (
        r"\bwhose\s+(?:content|contents|text|body)\s+(?:is|are)\s+(?:identical\s+to|the\s+same\s+as|a\s+copy\s+of)\s+"
        r"(?:(?:that|those)\s+of\s+)?",
        "with the same text as ",
    ),
    # A job told with its context first.
    (
        rf"\bthe\s+note\s+(?P<f>{_FILE})\s+is\s+in\s+the\s+(?P<a>\w+)\s+folder\.\s+move\s+it\s+(?=to\b|into\b)",
        r"move the note \g<f> from the \g<a> folder ",
    ),
    (
        r"^(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:has\s+)?(?:just\s+)?(?:texted|messaged|sent)\s+"
        r"me\s+(?:a\s+message\s+)?about\s+an?\s+event(?:\s+in\s+simple\s+sms\s+messenger)?\.\s+add\s+it\s+to\s+",
        r"Add the event \g<who> texted me about to ",
    ),
    (
        rf"\bupdate\s+the\s+(?P<m>markor\s+)?note\s+(?P<f>{_FILE})\s+by\s+adding\s+the\s+following(?:\s+(?:text|line))?\s+"
        r"(?:as\s+(?:a\s+|the\s+)?(?:new\s+)?(?P<l>first|last)\s+line|(?:at|to)\s+the\s+(?P<p>top|bottom|end|beginning|"
        r"start)(?:\s+of\s+(?:it|the\s+note))?)\s*:\s*",
        lambda m: (
            f"Edit {m.group('f')}{' in Markor' if m.group('m') else ''}. Add to the "
            f"{'top' if (m.group('l') or '').lower() == 'first' or (m.group('p') or '').lower() in ('top', 'beginning', 'start') else 'bottom'}"
            " of the note "
        ),
    ),
    # "Edit a.md in Markor. Replace the word "X" with "Y"": the word replaced in that note, never the note's whole text.
    (
        rf"^(?:edit|open|update)\s+(?:the\s+(?:markor\s+)?note\s+)?(?P<f>{_FILE})(?:\s+in\s+(?P<a>markor))?\s*"
        r"(?:[,.:;]|\s+and)\s+(?P<v>replace|change)\s+the\s+(?P<w>word|line|phrase|sentence)\s+",
        lambda m: f"In {'Markor, in ' if m.group('a') else ''}{m.group('f')}, replace the {m.group('w').lower()} ",
    ),
    (
        r"\b(?P<s>(?:stop|end|finish)\s+(?:the\s+)?(?:recording|tracking)\s+and\s+save)\s+the\s+(?:track|recording)\s+"
        r"(?=as\b|under\b|with\s+the\s+name\b)",
        r"\g<s> it ",
    ),
)
