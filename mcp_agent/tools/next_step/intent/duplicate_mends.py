"""Duplicates to delete said by what must remain (AndroidWorld's robustness-study rewordings, and anyone saying a
clean-up by its result), each mended as a whole class into the wording the grammar reads (selecting.py reads "delete
the duplicate expenses"), as ``everyday_mends.MENDED`` (``courtesy.plain`` applies them, in order, outside quoted
text):

* the result asked for first: "make sure only one instance / copy of each (unique) expense remains in X (by deleting
  all exact duplicates)", "see to it that there is just one of each recipe left" (delete the duplicate expenses in X);
* the duplicates called "redundant" (duplicate).

What is kept said after them ("…, such that only a single instance of each remains", "preserving at least one
occurrence of each") is the duplicates' own reading and carries nothing more.
"""

from __future__ import annotations

from .rewrites import Replacement

_KINDS = r"(?P<k>expense|recipe|note|contact|event|entry|task|track|song|file)"
_ONE = r"(?:only|just)\s+(?:one|a\s+single|1)"
_COPY = r"(?:instance|copy|occurrence|entry|version)"

DUPLICATES_SAID: tuple[tuple[str, Replacement], ...] = (
    (
        rf"^(?:please\s+)?(?:make\s+sure|ensure|see\s+to\s+it|make\s+certain)\s+(?:that\s+)?(?:there\s+(?:is|remains)\s+)?"
        rf"{_ONE}\s+(?:{_COPY}\s+)?of\s+(?:each|every)\s+(?:unique\s+|distinct\s+)?{_KINDS}\s+"
        r"(?:remains|is\s+left|is\s+kept|stays|exists)?(?P<where>\s+(?:in|on)\s+[^,.;]+?)?"
        r"(?:\s*,?\s+by\s+(?:deleting|removing|erasing|getting\s+rid\s+of)\s+(?:all\s+|any\s+|the\s+)?(?:exact\s+)?"
        r"(?:duplicates|copies|repeats|extra\s+copies))?\s*[.!]?$",
        r"delete the duplicate \g<k>s\g<where>",
    ),
    (
        r"\bredundant\s+(?=(?:expenses|recipes|notes|contacts|events|entries|tasks|tracks|songs|files|copies)\b)",
        "duplicate ",
    ),
)
