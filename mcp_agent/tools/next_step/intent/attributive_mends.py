"""A thing named by what it holds or shows, said before it or beside it, mended into the wording the grammar reads
(as ``everyday_mends.MENDED``; ``courtesy.plain`` applies them, in order, outside quoted text):

* a playlist's player said before the word: 'the "Focus" VLC playlist' (the "Focus" playlist in VLC);
* a folder's files said with the folder first: "count the Download files" (the files in Download);
* a recipe said by its servings as one word: "my 5-serving recipe" (the recipe with 5 servings);
* notes found by their words and their names asked for: "find the notes that say X, list their names" (which
  notes mention X? names only);
* a line put on a list whose file is said in brackets: "put X on my todo list in markor (todo.txt)" (add "X" at
  the end of todo.txt in markor).
"""

from __future__ import annotations

from .rewrites import Replacement

# A folder's name as people capitalise it ("Download", "Documents"), never an extension in capitals ("PDF files").
_FOLDER = r"(?-i:[A-Z][a-z])\w*"
_COUNT_WORDS = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve"

ATTRIBUTIVE: tuple[tuple[str, Replacement], ...] = (
    # 'the "Focus" VLC playlist': the player said between the playlist's quoted name and the word (this table runs on
    # the text outside quotes, so the stretch right after the name starts with it)
    (r"^\s+(?P<a>vlc|retro\s+music)\s+playlist\b", r" playlist in \g<a>"),
    (
        rf"\bcount\s+(?:the\s+|my\s+|all\s+(?:the\s+|my\s+)?)?(?P<f>{_FOLDER})\s+files\b(?!\s+(?:in|from|under|inside|on)\b)",
        r"count the files in \g<f>",
    ),
    (
        rf"\bhow\s+many\s+(?P<f>{_FOLDER})\s+files\b(?!\s+(?:in|from|under|inside|on)\b)"
        r"(?:\s+(?:(?:do|have)\s+I\s+(?:got|have)|are\s+there|I\s+have|I've\s+got))?",
        r"how many files are in \g<f>",
    ),
    (rf"\b(?:my|the)\s+(?P<n>{_COUNT_WORDS})[- ](?:serving|portion)s?\s+recipe\b", r"the recipe with \g<n> servings"),
    (
        r"\b(?:find|show|list|get)\s+(?:me\s+)?(?:all\s+)?(?:the\s+|my\s+)?notes\s+(?:that|which)\s+"
        r"(?:says?|contains?|mentions?|has|have|talks?\s+about)\s+(?P<w>[^,;?]+?)\s*[,;]\s*(?:and\s+)?(?:then\s+)?"
        r"(?:list|give|tell|show)\s+(?:me\s+)?(?:their|the)\s+(?:file\s+)?names\s*[.!]?$",
        r"which notes mention \g<w>? names only",
    ),
    (
        r"\b(?:put|add|stick|pop|write)\s+(?P<x>[^\"“”(]+?)\s+(?:on|to|onto)\s+(?:my|the)\s+(?:[\w-]+\s+)?list\s+"
        r"(?P<app>in\s+[\w ]+?\s+)?\((?P<f>[\w-]+\.(?:txt|md))\)\s*[.!]?$",
        r'add "\g<x>" at the end of \g<f> \g<app>',
    ),
)
