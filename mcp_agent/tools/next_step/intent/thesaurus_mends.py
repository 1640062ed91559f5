"""A request written with a thesaurus's words for the plain ones (AndroidWorld's robustness-study rewordings, and
anyone writing formally: "Utilize the X app to …", "Establish a note …", "Erase the event …"), each mended as a whole
class into the plain word the grammar reads, as ``everyday_mends.MENDED`` (``courtesy.plain`` applies them, in
order, outside quoted text):

* the verb of using an app: "utilize", "employ", "make use of", "leverage" (use);
* the verbs of making an entry: "generate", "initiate", "establish", "produce", "set up" a note, event, entry, contact,
  playlist, expense, recipe or folder (create); "craft / compose / draft a response to" (reply to);
* the verbs of taking away: "erase", "eliminate", "expunge", "purge" (delete);
* the verb of sending: "transmit" (send); of copying a file: "replicate" (copy);
* the formal words of place and order: "within" a named app or folder (in), the "last-created" / "last-added" note
  (the most recent one).

Only where a request starts (the text's start, after a sentence's end, a comma or "to" after the app used), so a
message's own words are never taken for one.
"""

from __future__ import annotations

from .rewrites import Replacement

# Where a request starts: the text's start, after a sentence's end, a semicolon or a comma, or "use X to".
_START = r"(?:^|(?<=[.;!?,]\s)|(?<=\bto\s))"
_ENTRY = (
    r"(?:(?:a|an|the|one)\s+)?(?:new\s+|fresh\s+)?(?:calendar\s+|markor\s+|text\s+)?"
    r"(?:note|event|entry|appointment|contact|playlist|expense|recipe|folder|file|task|to-?do)\b"
)

THESAURUS: tuple[tuple[str, Replacement], ...] = (
    (rf"{_START}(?:utili[sz]e|employ|make\s+use\s+of|leverage)\b\s*(?=\S|$)", "use "),
    (rf"{_START}(?:generate|initiate|establish|produce|set\s+up)\s+(?={_ENTRY})", "create "),
    (rf"{_START}(?:craft|compose|draft|write|prepare)\s+(?:a|an)\s+(?:response|reply|answer)\s+to\b", "reply to"),
    (rf"{_START}(?:erase|eliminate|expunge|purge)\b\s*(?=\S|$)", "delete "),
    (rf"{_START}transmit\b\s*(?=\S|$)", "send "),
    (rf"{_START}replicate\b\s*(?=\S|$)", "copy "),
    # "within Markor", "within the Download folder" (never "within 10 minutes", "within a week").
    (r"\bwithin\s+(?=(?:the\s+|my\s+)?(?-i:[A-Z])|(?:the\s+|my\s+)\w+\s+(?:folder|directory|app)\b)", "in "),
    (
        r"\b(?:the\s+)?last[\s-](?:created|added|made|saved|written|recorded)\s+"
        r"(?=(?:note|file|recording|expense|event|contact|track|activity|recipe|playlist)s?\b)",
        "the most recent ",
    ),
)
