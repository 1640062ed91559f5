"""What a screen says, read only from what the documented format promises.

Element kinds, labels and the attributes (``checked``, ``focused``, ``disabled``, ``scrollable``,
``value``): no title line, no prose. Where the agent is and whether a subgoal is reached are
judged from the elements (a message field and a Send button are a conversation; a ``checked`` Tab
is the selected tab; a Switch's state is its ``checked``), and from the app in front.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from difflib import SequenceMatcher
from functools import lru_cache

from .patterns import rx
from .screen import Element, Screen

# Match strength of a query against a label.
EXACT, WHOLE_WORDS, PREFIX = 3, 2, 1

_WORD = re.compile(r"[a-z0-9]+")
_QUERY_STOPWORDS = frozenset({"the", "a", "an", "my", "to", "with", "of"})
CHOICE_KINDS = frozenset({"RadioButton", "CheckBox", "ListItem", "Tab", "TextView", "Button", "CheckedTextView"})
# Apps by purpose: the first name is the one asked for when no icon is visible to choose from. A launcher
# label of several words is here joined ("simplecalendarpro"), so the app it names has a purpose too.
APP_FAMILIES: dict[str, tuple[str, ...]] = {
    "messages": (
        "messages",
        "messaging",
        "message",
        "sms",
        "chat",
        "text",
        "inbox",
        "conversations",
        "simplesmsmessenger",
    ),
    "phone": ("phone", "dialer", "dial", "call", "calls", "contacts"),
    "notes": ("notes", "note", "notebook", "memo", "memos", "keep", "notepad", "markor"),
    "expenses": ("expenses", "expense", "proexpense", "budget", "spending"),
    "recipes": ("recipes", "recipe", "broccoli", "cookbook"),
    "recorder": ("recorder", "audiorecorder", "voicerecorder", "recording"),
    # a video player's library has an audio tab: the songs one music player lacks may be in it
    "music": ("music", "retromusic", "musicplayer", "songs", "retro", "vlc"),
    "calendar": ("calendar", "agenda", "schedule", "planner", "events", "simplecalendarpro"),
    "shop": ("shop", "store", "market", "shopping", "mall", "marketplace"),
    "settings": ("settings", "setting", "preferences", "system"),
    "mail": ("mail", "email", "gmail", "inbox"),
    "camera": ("camera",),
    "files": ("files", "file", "documentsui", "filemanager"),
    "gallery": ("gallery", "photos", "album", "albums", "simplegallerypro"),
    "clock": ("clock", "alarm", "alarms", "timer"),
}


def _stem(word: str) -> str:
    """Singular and plural name the same thing ("Chargers" is what "charger" looks for)."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


@lru_cache(maxsize=16_384)
def words(text: str) -> tuple[str, ...]:
    """Lower-case stemmed words; hyphens and spaces split words ("Wi-Fi" is "wi", "fi")."""
    return tuple(_stem(word) for word in _WORD.findall(text.lower()))


@lru_cache(maxsize=65_536)
def match_score(query: str, label: str) -> int:
    """EXACT when the label is the query, WHOLE_WORDS when it contains it on word boundaries,
    PREFIX when a label word only starts with it ("Priyanka" for "Priya"), else 0.

    Words are compared joined, so "Wi-Fi", "WiFi", "wifi" and "wi fi" all match each other.
    """
    query_words = tuple(word for word in words(query) if word not in _QUERY_STOPWORDS) or words(query)
    label_words = words(label)
    if not query_words or not label_words:
        return 0
    joined = "".join(query_words)
    if "".join(label_words) == joined:
        return EXACT
    for start in range(len(label_words)):
        run = ""
        for word in label_words[start:]:
            run += word
            if run == joined:
                return WHOLE_WORDS
            if len(run) >= len(joined):
                break
    if all(word in label_words for word in query_words):
        return WHOLE_WORDS
    first = query_words[0]
    if _other_of_the_same_first(query_words, label_words):
        return 0  # "Priya Okafor" is not "Priya Moreau": the same first name, another person
    if len(first) >= 3 and any(word.startswith(first) for word in label_words):
        return PREFIX
    return 0


def _other_of_the_same_first(query_words: tuple[str, ...], label_words: tuple[str, ...]) -> bool:
    """A name of as many words whose first is the query's and whose last is unlike it (not a misspelling of it)."""
    if len(query_words) < 2 or len(label_words) != len(query_words) or label_words[0] != query_words[0]:
        return False
    last, other = query_words[-1], label_words[-1]
    return not other.startswith(last) and SequenceMatcher(None, last, other).ratio() < 0.6


def has_word(text: str, *candidates: str) -> bool:
    present = set(words(text))
    return any(all(part in present for part in words(candidate)) for candidate in candidates)


def is_search_field(element: Element) -> bool:
    """A field that searches or filters what is listed ("Search contacts", "Find", "Filter"): never a form's."""
    return element.editable and has_word(element.names, "search", "find", "filter", "look up")


def tappable(screen: Screen) -> list[Element]:
    """What a tap can serve: enabled, not a text field, not a scrolling container."""
    return [e for e in screen.elements if not e.disabled and not e.editable and not e.scrollable and e.label]


def buttons_with(screen: Screen, labels: tuple[str, ...], kinds: frozenset[str] | None = None) -> list[Element]:
    candidates = [e for e in tappable(screen) if kinds is None or e.kind not in kinds]
    return [e for e in candidates if any(match_score(label, e.label) >= WHOLE_WORDS for label in labels)]


def control_with(screen: Screen, labels: tuple[str, ...]) -> Element | None:
    """A Button or ImageButton named like one of ``labels`` (a control, never a list row)."""
    return next((e for e in buttons_with(screen, labels) if e.is_button), None)


def scrollable(screen: Screen) -> bool:
    return any(e.scrollable for e in screen.elements)


def tabs(screen: Screen) -> list[Element]:
    return [e for e in screen.elements if e.kind == "Tab" and e.label]


def toggle_for(name: str, screen: Screen) -> Element | None:
    toggles = [
        e
        for e in screen.elements
        if (e.checked is not None or e.kind in ("Switch", "CheckBox"))
        and e.kind not in ("Tab", "ListItem", "RadioButton")
        and match_score(name, e.label) >= WHOLE_WORDS
    ]
    return max(toggles, key=lambda e: match_score(name, e.label), default=None)


def setting_element(name: str, screen: Screen) -> Element | None:
    """The element that shows (or leads to) the setting ``name``: its row, its field or its switch."""
    found = [e for e in screen.elements if e.label and not e.scrollable and match_score(name, e.label) >= WHOLE_WORDS]
    return max(found, key=lambda e: (match_score(name, e.label), e.value is not None, e.editable), default=None)


def same_value(shown: str | None, wanted: str) -> bool:
    """ "40%", "40 %" and "40" show the same value; "5 minutes" and "5 min" too."""
    if shown is None:
        return False
    a, b = words(shown), words(wanted)
    if a == b:
        return True
    numbers_a = [w for w in a if w.isdigit()]
    numbers_b = [w for w in b if w.isdigit()]
    return (
        bool(numbers_b)
        and numbers_a == numbers_b
        and (not a[len(numbers_a) :] or not b[len(numbers_b) :] or a[-1][:3] == b[-1][:3])
    )


# -- places -------------------------------------------------------------------------------------

_MESSAGE_FIELD_WORDS = ("message", "reply", "chat", "sms", "text message", "type a message", "write")


def message_field(screen: Screen) -> Element | None:
    """The field a message is typed into; None rather than an unrelated field."""
    editable = [e for e in screen.elements if e.editable]
    labelled = [e for e in editable if has_word(e.names, *_MESSAGE_FIELD_WORDS) and not is_search_field(e)]
    if labelled:
        return next((e for e in labelled if e.focused), labelled[0])
    focused = screen.focused
    # An unlabelled focused field is the message field only beside a Send control.
    if focused is not None and focused.editable and not focused.label and control_with(screen, ("send", "sms")):
        return focused
    return None


def in_conversation(screen: Screen) -> bool:
    """A conversation has a message field and a send control; a list of conversations has neither."""
    return message_field(screen) is not None and any(
        has_word(e.label, "send", "sms") for e in screen.elements if e.is_button
    )


def mentions(name: str, screen: Screen, kinds: frozenset[str] | None = None) -> bool:
    """An element other than a list row names ``name`` (a header, a sender line)."""
    return any(
        match_score(name, e.label) >= WHOLE_WORDS
        for e in screen.elements
        if e.kind != "ListItem" and not e.editable and (kinds is None or e.kind in kinds)
    )


# -- prices and facts ----------------------------------------------------------------------------

_PRICE = re.compile(r"[$€£]\s?(?P<amount>\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d{1,2})?)")


@lru_cache(maxsize=16_384)
def price_of(element: Element) -> Decimal | None:
    for text in (element.value or "", element.label):
        match = _PRICE.search(text)
        if match is not None:
            amount = match.group("amount")
            amount = amount.replace(",", "") if rx(r",\d{3}").search(amount) else amount.replace(",", ".")
            try:
                return Decimal(amount)
            except InvalidOperation:
                continue
    return None


def priced_items(screen: Screen) -> list[tuple[Decimal, Element]]:
    items = []
    for element in tappable(screen):
        price = price_of(element)
        if price is not None and element.kind not in ("TextView",):
            items.append((price, element))
    return items


def element_text(element: Element) -> str:
    return f"{element.label} {element.value}" if element.value else element.label


FACT_PATTERNS = {
    # A number or code has a digit: "Order now" and "Promo code applied" carry none.
    "order_number": re.compile(
        r"\border\s*(?:(?:number|no\.?|#|id|ref(?:erence)?)\s*)?(?:is\s*)?[:#]?\s*(?P<value>(?=[A-Z-]*\d)[A-Z0-9][A-Z0-9-]*)",
        re.I,
    ),
    "code": re.compile(
        r"\b(?:code|otp|pin|passcode)\b(?:\s+(?:is|was))?\s*[:#]?\s*(?P<value>(?=[A-Z-]*\d)[A-Z0-9-]{3,})"
        r"|(?P<alone>\b\d{4,8}\b)",
        re.I,
    ),
    "price": re.compile(r"(?P<value>[$€£]\s?\d[\d,]*(?:\.\d{1,2})?)"),
}


def find_fact(key: str, text: str) -> str | None:
    match = FACT_PATTERNS[key].search(text)
    if match is None:
        return None
    groups = match.groupdict()
    return groups.get("value") or groups.get("alone")


_PROSE_LIST = re.compile(r"\s*(?:,|;|\n|\band\b)\s*")


def launcher_apps(screen: Screen) -> list[str]:
    """The app names a home screen shows: at least three icons, two of them for known purposes."""
    icons = [
        e.label for e in screen.elements if e.is_button and e.label and len(words(e.label)) <= 2 and not e.disabled
    ]
    # A launcher of text labels (an accessibility tree's icons): only texts, several of them apps.
    texts = [e.label for e in screen.elements if e.kind == "TextView" and e.label and e.label != "Status bar"]
    if len(icons) < 3 and len(texts) >= 4 and all(len(words(t)) <= 3 for t in texts) and not icons:
        icons = texts
    if not screen.elements and screen.prose:
        # A home screen said in prose ("Apps: Clock, Pro Expense, Markor"): its list, each item a name.
        icons = [item.strip(" .") for item in _PROSE_LIST.split(screen.prose.partition(":")[2] or screen.prose)]
        icons = [item for item in icons if item and len(words(item)) <= 3]
    if len(icons) < 3 or any(e.editable for e in screen.elements):
        return []
    known = [label for label in icons if any("".join(words(label)) in family for family in APP_FAMILIES.values())]
    return icons if len(known) >= 2 else []
