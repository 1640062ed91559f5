"""Terse forms met in the first run of people set 47 (a helper's, over the record apps), each mended as a whole class into the
wording the grammar reads, as ``said_first_mends.SAID_FIRST`` (``courtesy.plain`` applies them after it, in order,
outside quoted text). People leave the verb out or put it last, ask with no question word, and draw a change as an
arrow or a "now": "lease.pdf from downloads to documents", "yoga class starts when", "A -> B in week.md"."""

from __future__ import annotations

from ..dates import MONTH_NAME
from .clauses import KNOWN_APPS

_FILE = r"[\w-]+\.(?:md|txt|pdf|docx?|jpe?g|png|mp3|mp4|csv)"
_APPS = "|".join(app.split()[0] for app in KNOWN_APPS)  # "in Markor, write …" names the app, not a folder
_ORDINAL = r"\d{1,2}(?:st|nd|rd|th)?"

RECORD_TERSE = (
    # Slips: "Flowers expence" ("w/" is chat_mends.py's).
    (r"\bexpen(?:c|ss)e(?P<s>s?)\b", r"expense\g<s>"),
    (r"\bdupes\b", "duplicates"),
    # "every day forever": a repetition with no end is the form's default; its end is no field of its own.
    (
        r"\b(?P<r>every\s+(?:day|week|month|year)|daily|weekly|monthly|yearly|annually)\s*,?\s+(?:forever|indefinitely|"
        r"for\s+good|with\s+no\s+end(?:\s+date)?|no\s+end(?:\s+date)?|(?:and\s+)?never\s+end(?:s|ing)?)\b",
        r"\g<r>",
    ),
    # "the Gym and Flowers expenses, delete both": what goes, said first, and the request about "both"/"them".
    (
        r"^(?P<x>[^,:]+?)\s*,\s*(?:please\s+)?(?P<v>delete|remove|trash|bin|get\s+rid\s+of)\s+"
        r"(?:them\s+)?(?:both|all(?:\s+of\s+them)?|them|the\s+two)\s*(?:please\s*)?[.!]?$",
        r"\g<v> \g<x>",
    ),
    # "lease.pdf from downloads to documents": a file moved, the verb unsaid.
    (rf"^(?P<f>{_FILE})\s+(?=from\s+[\w ]+?\s+(?:to|into)\s+\w)", r"move \g<f> "),
    # "yoga class on the 26th starts when": the question word said last.
    (
        r"^(?P<x>[^?,]+?)\s+(?P<v>start|begin|end|finish)s?\s+(?:at\s+)?(?:when|what\s+time)\s*\??$",
        r"what time does \g<x> \g<v>?",
    ),
    # "transportation spending total?": a category's total asked as a noun phrase.
    (
        r"^(?:my\s+)?(?P<c>[a-z]+(?:\s+[a-z]+)?)\s+(?:spending|spend|expenses?|costs?)\s+(?:in\s+)?total\s*\??$",
        r"total spent on \g<c>?",
    ),
    # "got anything at 9pm march 27?": "do I have" left out.
    (r"^(?:have\s+i\s+|i\s+)?got\s+(?=(?:anything|something|any\s+\w+)\b)", "do I have "),
    # "what's left to do for march 14": the tasks not done yet.
    (r"^what(?:'s|\s+is)\s+(?:still\s+)?left\s+(?:to\s+do\s+)?(?=(?:for|on|by|due)\b)", "what tasks are left to do "),
    # "move whatever i have on the 22nd to 4pm": the one event of a day, named by the day.
    # (after its verb only: "whatever I have on March 18, push it to noon" is read as a thing said first)
    (
        r"\b(?P<v>move|shift|push|reschedule|put)\s+whatever\s+(?:i\s+have|i've\s+got|i\s+got)\s+(?=on\s+)",
        r"\g<v> the event ",
    ),
    # "Yoga class on 26 march is Project kickoff now, rename pls": the new name said as what it is now.
    (
        r"^(?P<x>[^,]+?)\s+is\s+(?:now\s+|called\s+|actually\s+|really\s+)?(?P<y>[^,]+?)(?:\s+now)?\s*,\s*(?:please\s+)?"
        r"(?:rename|retitle)(?:\s+it)?(?:\s+please)?\s*[.!]?$",
        r"rename \g<x> to \g<y>",
    ),
    # "the 5 serving recipe should be called Quick caesar": a recipe named by its servings, renamed.
    (
        r"^(?:the\s+)?(?P<n>\d+)[\s-]servings?\s+recipe\s+(?:should\s+be\s+(?:called|named)|is\s+now(?:\s+called)?)\s+",
        r"rename the recipe with \g<n> servings to ",
    ),
    # "Flowers expense was actually $77.75 and its education, fix it": the amount and category as they should be.
    (
        r"^(?:the\s+|my\s+)?(?P<x>[\w' ]+?)\s+expense\s+(?:was|is|should\s+be)\s+(?:actually\s+|really\s+)?"
        r"\$?(?P<a>\d+(?:\.\d{1,2})?)\s+and\s+(?:it'?s|it\s+is|should\s+be)\s+(?:under\s+|in\s+)?(?P<c>[a-z]+)"
        r"(?:\s*,\s*(?:please\s+)?(?:fix|change|update|correct)(?:\s+(?:it|that))?)?\s*[.!]?$",
        r"the \g<x> expense: make it $\g<a> and \g<c>",
    ),
    # "letter.md - new note, whatever minutes.md says": a note made with another's text.
    (
        rf"^(?P<t>{_FILE})\s*[-–—:,]\s*(?:a\s+)?new\s+note\s*,?\s*(?:with\s+)?(?:whatever|what)\s+(?P<s>{_FILE})\s+says\b",
        r"make \g<t>, same text as \g<s>",
    ),
    # "Lena Haddad +1773… (work) and Priya … (home)": a number's label in brackets after it.
    (
        r"^(?:add|save|new)\s+(?P<a>(?:[A-Za-z][\w'-]*\s+){1,2}\+?\d{7,15}\s*\((?:work|home|mobile|main|cell|other)\)"
        r"(?:\s*,?\s+and\s+(?:[A-Za-z][\w'-]*\s+){1,2}\+?\d{7,15}\s*\((?:work|home|mobile|main|cell|other)\))+)"
        r"(?:\s+(?:to|in|as)\s+(?:my\s+)?contacts?)?\s*[.!]?$",
        r"new contacts: \g<a>",
    ),
    (
        r"(?P<n>(?-i:[A-Z])[\w'-]*\s+(?-i:[A-Z])[\w'-]*)\s+(?P<num>\+?\d{7,15})\s*\((?P<l>work|home|mobile|main|cell|other)\)",
        r"\g<n>, \g<l> \g<num>",
    ),
    # "ines tanaka's last sms -> note saved.md": a message kept as a note, drawn as an arrow.
    (
        rf"^(?!(?:copy|save|put|paste|keep)\b)(?P<w>.+?)['’]s\s+(?:last|latest)\s+(?:sms|text|message)\s*(?:->|→|=>)\s*"
        r"(?:(?:in)?to\s+)?(?:a\s+)?(?:new\s+)?"
        rf"note\s+(?P<f>{_FILE})",
        r"copy \g<w>'s last text into a new note \g<f>",
    ),
    # "errands_70.md, new first line: Send draft": a line put at the top or the end of a note.
    (
        rf"^(?P<f>{_FILE})\s*[,:–—-]\s*(?:a\s+)?new\s+(?:first|top)\s+line\s*:\s*",
        r"put this as the first line of \g<f>: ",
    ),
    (
        rf"^(?P<f>{_FILE})\s*[,:–—-]\s*(?:a\s+)?new\s+(?:last|bottom|final)\s+line\s*:\s*",
        r"add this line at the end of \g<f>: ",
    ),
    # "week_63.md: Dentist on Tuesday -> Dentist moved to Friday": a line of a note changed, drawn as an arrow.
    (
        rf"^(?:in\s+)?(?P<f>{_FILE})\s*:\s*(?P<a>(?!{_FILE}\s*(?:->|→|=>))[^>→]+?)\s*(?:->|→|=>)\s*(?P<b>.+?)\s*$",
        r'in \g<f> replace the line "\g<a>" with "\g<b>"',
    ),
    # "18th-20th march": a span of days said before their month.
    (rf"\b(?P<a>{_ORDINAL})\s*[-–]\s*(?P<b>{_ORDINAL})\s+(?P<m>{MONTH_NAME})\b", r"\g<a> through \g<b> \g<m>"),
    # "car service is moving to march 19 (from the 25th)": a move said as news.
    (
        r"^(?P<x>[^,(]+?)\s+(?:is\s+moving|moves|is\s+being\s+moved|got\s+moved)\s+to\s+(?P<to>[^,(]+?)\s*"
        r"\(\s*(?:from\s+)?(?P<fr>[^)]+?)\s*\)",
        r"move \g<x> from \g<fr> to \g<to>",
    ),
    (r"^(?P<x>[^,(]+?)\s+(?:is\s+moving|moves|is\s+being\s+moved)\s+to\s+(?=\S)", r"move \g<x> to "),
    # "in Work make reading_29.md saying …": the folder said first, then the note and its text.
    (
        rf"^in\s+(?:the\s+|my\s+)?(?!(?:{_APPS})\b)(?P<d>(?-i:[A-Z])[\w-]*)(?:\s+folder)?\s*,?\s+(?:make|create|add|write|new)\s+"
        rf"(?:a\s+)?(?:new\s+)?(?:note\s+)?(?P<f>{_FILE})\s*(?:saying|that\s+says|with\s+the\s+text|with|:)\s*:?\s+",
        r"in my \g<d> folder in markor, new note \g<f>: ",
    ),
    # "make a Recipes folder with shopping_list.txt inside: …": a folder made with a note in it.
    (
        rf"^(?:make|create|add)\s+(?:a\s+)?(?:new\s+)?(?P<d>(?-i:[A-Z])[\w ]*?)\s+folder\s+with\s+(?:a\s+note\s+)?"
        rf"(?P<f>{_FILE})\s+(?:inside|in\s+it)\s*:\s*",
        r"create a folder \g<d> and in it a note \g<f> with the text: ",
    ),
)
