"""Values written in the many forms people use, put in the one form the grammar reads (met in the first run of people
set 88): names in other quotes (« », ‹ ›, ‘ ’, „ “) as plain quotes; money as "USD 436.78", "436.78$", "41.25 USD",
"436 dollars 78 cents" or "sixty-seven dollars fifty" as "$436.78"; a file name with its kind said aside
("receipt_523 (the pdf)") as the name; a count of servings said in words as digits. Read first (``spoken.reworded``),
never inside quoted text or a message's own words (a name said aloud is said_aloud.py's)."""

from __future__ import annotations

import re

from ..dates import MONTH_NAME
from ..patterns import rx
from .amounts import MONEY_SAID, said_dollars
from .courtesy import outside_message
from .number_words import NUMBER_WORDS
from .rewrites import Replacement, Rewrites

# Quotes that open and close a value in other typographies; a lone ’ stays an apostrophe ("don’t").
_OTHER_QUOTES = (
    (re.compile(r"«\s*([^«»]*?)\s*»"), r'"\1"'),
    (re.compile(r"»\s*([^«»]*?)\s*«"), r'"\1"'),
    (re.compile(r"„([^„“”]*)[“”]"), r'"\1"'),
    (re.compile(r"‹\s*([^‹›]*?)\s*›"), r"'\1'"),
    (re.compile(r"(?<!\w)‘([^‘’]*)’(?!\w)"), r"'\1'"),
)


def straight_quotes(text: str) -> str:
    """``text`` with each pair of other quotes written as plain ones."""
    for pattern, said in _OTHER_QUOTES:
        text = pattern.sub(said, text)
    return text


_AMOUNT = r"(?P<a>\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)"
_KINDS = r"txt|md|pdf|jpe?g|png|gif|mp3|mp4|m4a|wav|docx?|xlsx?|csv|zip|json|html?"
_NUMBER = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_COUNT = rf"(?:\d+|(?:{_NUMBER})(?:[- ](?:{_NUMBER}))?)"


def _count(match: re.Match[str]) -> str:
    words = rx(r"[- ]+").split(match.group("n").lower())
    return f"{match.group('v')}{sum(NUMBER_WORDS.get(word, 0) for word in words)}"


VALUE_FORMS: tuple[tuple[str, Replacement], ...] = (
    # "77,25 dollar": a comma before two digits marks the cents.
    (r"(?<![\d,.])(?P<w>\d+),(?P<c>\d\d)(?=\s*(?:dollars?|bucks|usd|\$)(?!\w))", r"\g<w>.\g<c>"),
    # The currency named before or after the digits, or the sign written last: the amount in dollars.
    (rf"(?<![\w$]){_AMOUNT}\s*(?:usd|us\$|\$)(?![\w$])", r"$\g<a>"),
    (rf"\b(?:usd|us\$)\s*{_AMOUNT}\b", r"$\g<a>"),
    (MONEY_SAID.pattern, said_dollars),
    # "$26.5": cents said with one digit are tens of cents.
    (r"\$(?P<a>\d[\d,]*\.\d)(?![\d.])", r"$\g<a>0"),
    # "receipt_523 (the pdf)": a name with no kind written, its kind said aside.
    (
        rf"\b(?P<n>[a-z]+_[\w]+)(?!\.)\s*\((?:the\s+|a\s+|an\s+)?(?P<e>{_KINDS})(?:\s+(?:one|file|version))?\)",
        lambda m: f"{m['n']}.{m['e'].lower()}",
    ),
    # "should last 1h 30m": an event's length said in hours and minutes, as the minutes it lasts.
    (
        r"\b(?P<v>last(?:s|ing)?\s+)(?P<h>\d+)\s*(?:h|hrs?|hours?)\s*(?:and\s+)?(?P<m>\d{1,2})\s*(?:m|mins?|minutes?)\b"
        r"(?!\s*(?:and\s+)?\d+\s*(?:s|secs?|seconds?)\b)",
        lambda m: f"{m['v']}{int(m['h']) * 60 + int(m['m'])} minutes",
    ),
    # "the $98.73 Fuel expense": the amount said of an expense named after it, the name picks it.
    (r"\b(?P<d>the|my)\s+\$\d[\d,]*(?:\.\d{1,2})?\s+(?P<x>(?-i:[A-Z])[\w' ]*?)\s+expense\b", r"\g<d> \g<x> expense"),
    # "the Bakery expense is wrong, it should be $67.50": the amount it really was.
    (
        r"^(?P<x>(?:the\s+|my\s+)?.+?\s+expense)\s+is\s+(?:wrong|off|incorrect|not\s+right)\s*[,;:-]*\s*(?:it\s+)?"
        r"should\s+(?:be|say|read)\s+(?P<a>\$\d[\d,]*(?:\.\d{1,2})?)",
        r"\g<x> was actually \g<a>",
    ),
    # "a number … (as Home)": the label said aside again, once said before the number.
    (
        r"\b(?P<l>home|work|mobile|main)(?P<r>\s+(?:number|phone)\b[^()]*?)\s*\(\s*(?:as\s+|saved\s+as\s+)?(?:an?\s+)?"
        r"(?P=l)(?:\s+(?:number|phone))?\s*\)",
        r"\g<l>\g<r>",
    ),
    # "…, same start time", "…, keep when it starts": the start said to stay, as a changed length keeps it anyway.
    (
        r"\s*[,;-]\s*(?:(?:with|at)\s+)?(?:the\s+)?same\s+start(?:ing)?(?:\s+time)?\s*$|"
        r"\s*[,;-]\s*keep(?:ing)?\s+(?:when\s+it\s+starts|(?:the|its)\s+start(?:ing)?(?:\s+time)?)\s*$",
        "",
    ),
    # "serves five", "twelve servings": a count in words.
    (rf"\b(?P<v>serves?\s+|serving\s+)(?P<n>(?:{_NUMBER})(?:[- ](?:{_NUMBER}))?)\b", _count),
    (
        rf"\b(?P<v>)(?P<n>(?:{_NUMBER})(?:[- ](?:{_NUMBER}))?)(?=\s+(?:servings?|portions?)\b)",
        _count,
    ),
    # "should serve 12 now": the count of servings it makes.
    (
        rf"\bshould\s+serve\s+(?P<n>\d+)(?:\s+(?:people|servings?|portions?))?(?:\s+now)?"
        rf"(?:\s*,?\s*(?:instead\s+of|not|rather\s+than)\s+(?:\d+|{_NUMBER})(?:\s+(?:people|servings?|portions?))?)?\b",
        r"should make \g<n> servings",
    ),
    # "make my March 17 Piano lesson 90 minutes long": the event by its title on that day, made to last that long.
    (
        rf"\b(?P<d>my|the)\s+(?P<day>{MONTH_NAME}\s+\d{{1,2}}(?:st|nd|rd|th)?)(?:'s)?\s+(?P<x>(?-i:[A-Z])[\w' -]*?)"
        rf"(?=\s+(?:last|should|to|{_COUNT}\s+(?:minutes?|hours?)\s+long)\b)",
        r"\g<d> \g<x> on \g<day>",
    ),
    (rf"^(?P<v>make\s+(?:my|the)\s+.+?)\s+(?P<n>{_COUNT}\s+(?:minutes?|hours?))\s+long\b", r"\g<v> last \g<n>"),
)


_forms = Rewrites(VALUE_FORMS)
# Said around quoted names: "my "Party" video playlist" is a playlist of the video player's.
_around_names = Rewrites(
    (
        (
            r"\b(?P<d>my|the)\s+(?P<p>\"[^\"]+\"|'[^']+'|(?-i:[A-Z])[\w' ]*?)\s+video\s+playlist\b(?!\s+(?:in|on)\s)",
            r"\g<d> \g<p> playlist in vlc",
        ),
        # "rename “Focus” to “Chill” in my music app": what a music player lets be renamed is a playlist.
        (
            r"^rename\s+(?P<x>\"[^\"]+\"|“[^”]+”|'[^']+')\s+to\s+(?P<y>\"[^\"]+\"|“[^”]+”|'[^']+')\s+(?P<w>(?:in|on)\s+(?:my\s+|the\s+)?"
            r"(?:music\s+(?:app|player)|retro(?:\s+music)?))\s*$",
            r"rename the playlist \g<x> to \g<y> \g<w>",
        ),
    )
)


def values_written(text: str) -> str:
    """``text`` with its quotes plain and each value said in another form written as the grammar reads it."""
    return _around_names(outside_message(straight_quotes(text), _forms))
