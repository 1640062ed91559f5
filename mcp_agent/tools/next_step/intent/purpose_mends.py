"""Apps called by what they do and the shapes met with them in the first run of people set 70, each mended as a
whole class into the wording the grammar reads (``courtesy.plain`` applies ``BY_PURPOSE`` first, outside quoted text,
so every later reading sees the app's purpose said plainly): "my address book" and "phone book" are the contacts
(never a call), a "spending app" or "expense tracker" the expenses, a "planner" the calendar, a "photo gallery" the
gallery; "check my calendar app - …" says where before the question; a recipe's name before a dash or a comma and its
fields after it; doubles "in" an app deleted but one; "then call it X" after an edit of a note renames it; a
switch called "the bluetooth thing"."""

from __future__ import annotations

from .rewrites import Replacement

_KINDS = r"expenses|recipes|contacts|notes|events|tasks"

BY_PURPOSE: tuple[tuple[str, Replacement], ...] = (
    # "add Hana Suzuki +1… to my phone book": kept, never dialled.
    (r"\b(?:address|phone)[\s-]?book(?:\s+app)?\b", "contacts"),
    (r"(?<!pro\s)\b(?:spending|budget|money|expenses?)\s+(?:app|tracker)\b", "expenses"),
    (r"\b(?:my|the)\s+(?:planner|diary)(?:\s+app)?\b", "my calendar"),
    (r"\bphoto\s+gallery\b", "gallery"),
    # "music app: make a playlist …", "… to the queue in the music player, in order": where, said first.
    (r"^(?:the\s+|my\s+)?music\s+(?:app|player)\s*:\s*", "in the music app, "),
    (
        r"^(?P<r>(?:add|make|create|play|queue|put|delete|remove|start)\b.+?)\s+(?:in|on|with)\s+(?:the\s+|my\s+)?music\s+(?:app|player)(?P<e>\s*,\s*in\s+(?:that\s+)?order)?\s*[.!]?$",
        r"in the music app, \g<r>\g<e>",
    ),
    # "turn on the bluetooth thing": the switch itself.
    (r"\b(?P<s>bluetooth|wi-?fi|airplane\s+mode|flight\s+mode|dark\s+mode)\s+thing(?:y|ie)?\b", r"\g<s>"),
    # "check my calendar app - where is Piano lesson?": where to look, said before a question that says it anyway.
    (
        r"^(?:check|look\s+(?:in|at)|open)\s+(?:my\s+|the\s+)?calendar(?:\s+app)?\s*(?:-|–|—|:|,)\s*(?=where|when|what|which|do|am)",
        "",
    ),
    (
        r"^(?:check|look\s+(?:in|at)|open)\s+(?:my\s+|the\s+)?(?P<a>calendar|contacts|notes|recipes|expenses|tasks)"
        r"(?:\s+app)?\s*(?:-|–|—|:|,)\s*",
        r"in my \g<a>, ",
    ),
    # "delete the Fuel entry from expenses": the entry is the record named.
    (r"\bthe\s+(?P<x>(?-i:[A-Z])[\w' ]*?)\s+(?:entry|item|record|one)\b", r"\g<x>"),
    # "in my calendar app: Lunch with Sam, daily starting …": the event to add, named first.
    (
        r"^in\s+(?:my\s+|the\s+)?calendar(?:\s+app)?\s*:\s*(?P<t>(?-i:[A-Z])[^,:]*?)\s*,\s*",
        r"add \g<t> to my calendar, ",
    ),
    # "add a recipe Veggie stir fry with description …", "in the recipe app add Veggie stir fry - description …,
    # ingredients …": its fields after its name (a dash alone says a recipe only with its ingredients said after it).
    (
        r"^(?:in\s+(?:my\s+|the\s+)?recipes?(?:\s+app)?\s*,?\s*)?(?P<v>add|save|new)\s+(?:a\s+)?(?:new\s+)?recipe\s+"
        r"(?:called\s+|named\s+)?(?P<t>(?-i:[A-Z])[^,:–—-]*?)\s*(?:\s[-–—]\s*|,\s*|\s+with\s+(?:the\s+)?)"
        r"(?=(?:description|ingredients|serves)\b)",
        r"\g<v> a recipe \g<t>: ",
    ),
    (
        r"^(?:in\s+(?:my\s+|the\s+)?recipes?(?:\s+app)?\s*,?\s*)?(?P<v>add|save|new)\s+(?P<t>(?-i:[A-Z])[^,:–—-]*?)\s+[-–—]\s+"
        r"(?=description\b.*\bingredients\b)",
        r"\g<v> a recipe \g<t>: ",
    ),
    # "my expense tracker has doubles, delete all but one of each": the duplicates deleted, one of each kept.
    (
        rf"^(?:my\s+|the\s+)?(?P<k>{_KINDS})\s+(?:has|have|got)\s+(?:some\s+)?(?:doubles|duplicates|copies)"
        r"\s*[,;.-]\s*(?:so\s+)?(?:please\s+)?(?:delete|remove)\s+(?:all\s+but\s+one\s+of\s+each|the\s+extras?|the\s+copies)"
        r"\s*[.!]?$",
        r"delete duplicate \g<k>, keep one of each",
    ),
    # "in the gallery make a copy of receipt.jpg from DCIM in Download": copied from one folder to the other.
    (
        r"\bmake\s+a\s+copy\s+of\s+(?P<f>[\w-]+\.\w{2,4})\s+from\s+(?P<a>\w+)\s+in\s+(?P<b>\w+)\b",
        r"copy \g<f> from \g<a> to \g<b>",
    ),
    # "…, then call it reading_69.md": the note just edited renamed.
    (r",?\s+then\s+call\s+it\s+(?P<n>[\w-]+\.(?:md|txt))\b", r", and rename it to \g<n>"),
    # "is Fix the bike a to-do?": whether a note is a to-do item.
    (
        r"^is\s+(?!the\s+note\b)(?P<x>(?-i:[A-Z])[\w' ]*?)\s+(?:a|marked\s+as\s+a)\s+to-?do(?:\s+item)?\s*\?",
        r"is the note \g<x> a to-do?",
    ),
    # "how many eggs does the Banana bread recipe need", "… does my X recipe say": the amount it needs.
    (
        r"^how\s+(?:much|many)\s+(?P<i>[\w ]+?)\s+(?:does|do)\s+(?:the\s+|my\s+)?(?P<x>(?-i:[A-Z])[\w' ]*?)\s+recipe"
        r"(?P<a>\s+in\s+joplin)?\s+(?:need|say|call\s+for|use|take|want|ask\s+for)\b",
        r"how much \g<i> do I need for the \g<x> recipe\g<a>",
    ),
    # "how much garlic is in the Shortbread note": the amount its recipe needs.
    (
        r"^how\s+much\s+(?P<i>[\w ]+?)\s+is\s+in\s+(?:the\s+|my\s+)?(?P<x>(?-i:[A-Z])[\w' ]*?)\s+(?:note|recipe)\b",
        r"how much \g<i> do I need for the \g<x> recipe",
    ),
)
