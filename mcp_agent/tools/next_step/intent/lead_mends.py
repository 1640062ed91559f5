"""What a request says before its content, met in the first run of people set 80 and mended as a whole class into the
wording the grammar reads (``courtesy.plain`` applies ``LEADS`` outside quoted text): a word that points at rows said
after a dash ("add these to pro expense - A 1.50 …", "log the following in my expenses — …"), a number "to save" that
is a new contact ("got a new number to save: Hana Suzuki, +1…"), and a note opened first with its edit after it ("open a.md,
put "X" at the very top …": the edit of that note, not a new one)."""

from __future__ import annotations

from .rewrites import Replacement

_NOTE = r"[\w-]+\.(?:md|txt)"

LEADS: tuple[tuple[str, Replacement], ...] = (
    # "add these to pro expense - A …": the rows the pointer means follow the dash, as they would a colon.
    (
        r"^(?P<v>add|log|put|enter|save|record)\s+(?:these|the\s+following|all\s+of\s+these)"
        r"(?P<w>\s+(?:to|in|into|on)\s+(?:my\s+|the\s+)?[\w ]+?)\s*(?:\s[-–—]|:)\s+",
        r"\g<v> these\g<w>: ",
    ),
    # "got a new number to save: Hana Suzuki, +1…", "save this number - Hana Suzuki +1…": a contact to add.
    (
        r"^(?:(?:i(?:'ve)?\s+)?(?:got|have)\s+)?(?:a\s+)?new\s+(?:phone\s+)?number(?:\s+to\s+(?:save|add|store))?"
        r"\s*(?:[-–—:]|,)\s*(?=(?-i:[A-Z]))",
        "new contact: ",
    ),
    (
        r"^(?:please\s+)?(?:save|add|store)\s+(?:this|a|the)\s+(?:new\s+)?(?:phone\s+)?number\s*(?:[-–—:]|,)\s*"
        r"(?=(?-i:[A-Z]))",
        "new contact: ",
    ),
    # "open a.md, put "X" at the top …": the note named first is the one edited, as "in a.md, …" says it.
    (
        rf"^(?:open|go\s+to|find)\s+(?:the\s+note\s+|my\s+note\s+)?(?P<n>{_NOTE})\s*,?\s+(?:and\s+)?"
        r"(?=(?:put|add|insert|write|stick|prepend|append)\s*(?:[\"“']|$))",
        r"in \g<n>, ",
    ),
    # "at the very top", "to the very end": the top and the end.
    (r"\b(?P<a>at|to)\s+the\s+very\s+(?P<p>top|beginning|start|end|bottom)\b", r"\g<a> the \g<p>"),
)
