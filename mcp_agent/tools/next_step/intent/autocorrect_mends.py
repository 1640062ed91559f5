"""Requests typed on a phone whose autocorrect put a real word in for the one meant, met in the first run of people set
84 ("turn of wifi", "the most recent test", "resend the massage", "at the and of", "safe it as", "next weak"). Each is
read as meant only where the words around it leave no other reading: "turn of" before a switch, "massage" that was
sent, "test" that came last, "there" before what a record has; so are words the keyboard split in two ("who ever",
"play list", "a to do") and a name's dropped apostrophe ("Haddads number"). Every word capitalised by the keyboard is
read in lower case again where it is the request's own (``uncapitalised``), and a comma typed with no space after it
is spaced outside a message. (A word one letter away from one of the grammar's is read in typos.py; "blue tooth" in
spoken.py.) ``courtesy.plain`` applies ``AUTOCORRECTED`` before the other tables, outside quoted text, so that they
read the words meant; ``spoken.reworded`` first of all (``autocorrected``), so that a message's words are told from
the request's by its verb ("replay to X with …")."""

from __future__ import annotations

import re

from .quoted_spans import QUOTED, outside_quotes
from .rewrites import Replacement, Rewrites

# The phone's switches, as people type them.
_SWITCH = (
    r"(?:wi-?fi|wifi|bluetooth|blue\s+tooth|bt|airplane\s+mode|flashlight|torch|hotspot|location|gps|nfc|dark\s+mode)"
)
# What a note, message or record is named or said with.
_NAMED = r"(?:called|named|titled|with|that|in|from|to|\S+\.(?:md|txt))"
# What a recipe, expense, contact, event or note has: after "in there", their own.
_OWNED = (
    r"(?:directions?|ingredients?|descriptions?|names?|titles?|notes?|numbers?|categor(?:y|ies)|amounts?|servings?|"
    r"sources?|locations?|dates?|times?|text|contents?|labels?)"
)

AUTOCORRECTED: tuple[tuple[str, Replacement], ...] = (
    # "turn of wifi", "switch the bluetooth of": "off" lost a letter to a word.
    (rf"\b(?P<v>turn|switch|shut)(?P<s>s|ed|ing)?\s+of\b(?=\s+(?:the\s+|my\s+)?{_SWITCH}\b)", r"\g<v>\g<s> off"),
    (rf"\b(?P<v>(?:turn|switch|shut)(?:s|ed|ing)?\s+(?:the\s+|my\s+)?{_SWITCH})\s+of\b(?!\s+\w)", r"\g<v> off"),
    (rf"\b(?P<s>{_SWITCH})\s+(?P<v>is|to|back)\s+one\b(?!\s+\w)", r"\g<s> \g<v> on"),
    # "turn the brightens all the way up": the setting, not the verb.
    (r"\b(?P<d>the|screen|display|my|your)\s+brightens\b", r"\g<d> brightness"),
    (r"\bbrightens\s+(?=(?:to|all|up|down|at|level|setting|max|min|full)\b)", "brightness "),
    # "replay to +1… with …": a reply.
    (r"\breplay\s+(?=(?:to|back\s+to)\s)", "reply "),
    # "the most recent test", "who ever just tested me": the text that came.
    (r"\b(?P<w>(?:most\s+)?recent|last|latest|newest|new|incoming|unread)\s+tests?\b", r"\g<w> text"),
    (r"\btest(?=\s+(?:message|msg)s?\b)", "text"),
    (
        r"\b(?:who\s*ever|the\s+(?:person|number|one)\s+(?:that|who))\s+(?:just\s+)?tested\s+me\b",
        "whoever just texted me",
    ),
    # "resend the massage i just sent to …", "my last massage to …": a message that was sent.
    (
        r"\b(?:re)?send(?:ing)?\s+(?:the|my|that|this|a)\s+(?:last\s+|latest\s+)?massage\b",
        lambda m: m[0][:-7] + "message",
    ),
    (r"\bmassage(?=\s+(?:i|I)\s+(?:just\s+)?(?:sent|texted|wrote|got|received)\b)", "message"),
    (r"\b(?P<w>last|latest|recent|newest|text)\s+massage\b", r"\g<w> message"),
    # "a new not in markor", "the not called gifts_19.txt": a note.
    (rf"\b(?P<d>a|the|my|new)\s+not\b(?=\s+{_NAMED})", r"\g<d> note"),
    # "in marker", "using the marker app": the notes app Markor.
    (r"\b(?P<p>in|into|from|to|on|using|with|open)\s+(?:the\s+)?marker(?:\s+app)?\b", r"\g<p> markor"),
    # "at the and of workout_18.txt": its end.
    (r"\b(?P<p>at|to|on|by)\s+the\s+and\s+of\b", r"\g<p> the end of"),
    # "… and than text it to …": what comes next.
    (
        r"\b(?P<a>and|,)\s*than\s+(?=(?:turn|switch|text|send|share|rename|add|delete|put|make|save|open|call|move)\b)",
        r"\g<a> then ",
    ),
    # "were is my Piano lesson", "how many people where at …": the question's word and the verb swapped.
    (r"^were\s+(?=(?:is|are|was|do|does|did|will|can)\b)", "where "),
    (r"\b(?P<w>people|attendees|who|many)\s+where\s+(?=(?:at|in|there|present|invited)\b)", r"\g<w> were "),
    # "next weak", "this weak": a week.
    (r"\b(?P<w>this|next|last|per|one|two|each|every)\s+weak(?P<s>s)?\b", r"\g<w> week\g<s>"),
    (r"\bweak\s+(?=(?:starts?|begins?|from|of)\b)", "week "),
    # "my fist event after 8": the first one.
    (r"\bfist(?=\s+(?:event|one|meeting|appointment|task|thing|item|note|song|entry)s?\b)", "first"),
    # "add a contract for Hana, number +1…", "delete Ravi from my contracts": a contact.
    (r"\b(?P<p>to|from|in|into|my|the)\s+contracts\b", r"\g<p> contacts"),
    (
        r"\b(?P<d>a|new|the)\s+(?P<n>new\s+)?contract(?=\s+(?:for|called|named|with|:)\s.*\+?\d{6,})",
        r"\g<d> \g<n>contact",
    ),
    # "set a time for 1 hour 38 minutes": a timer.
    (
        r"\b(?P<v>set|start|make|create|put|add)\s+(?P<d>a|the|an|my)\s+time\s+for\s+(?=\d+\s*(?:h|hours?|m|min|mins|minutes?|s|sec|secs|seconds?)\b)",
        r"\g<v> \g<d> timer for ",
    ),
    (r"^time\s+for\s+(?=\d+\s*(?:hours?|min|mins|minutes?|sec|secs|seconds?)\b)", "set a timer for "),
    # "paws the stopwatch": pause it.
    (r"\bpaws\b(?=\s+(?:the\s+|my\s+)?(?:stop\s*watch|timer|music|song|video|recording|playback|track)\b)", "pause"),
    # "delete the recipes that use eggs in there directions": their own.
    (rf"\b(?P<p>in|on|with|from|by|to)\s+there\s+(?={_OWNED}\b)", r"\g<p> their "),
    # "record a clip and safe it as interview_66": save it.
    (r"\bsafe\s+(?=(?:it|this|that|them|the\s+\w+)\s+(?:as|to|in|under|with)\b)", "save "),
    (r"\band\s+safe\s*$", "and save"),
    # "in the galley": the gallery app.
    (r"\bgalley\b", "gallery"),
    # "tasks are do on march 22": due.
    (
        r"\b(?P<v>are|is|were|was|be|being)\s+do\s+(?=(?:on|by|today|tomorrow|tonight|this|next|before)\b)",
        r"\g<v> due ",
    ),
    # "set an alarming for 7 am": an alarm.
    (r"\balarming\s+(?=(?:for|at)\s+\d)", "alarm "),
    # "delete the Taxi expanse", "add an expanse": an expense.
    (r"\bexpanse(?P<s>s?)\b(?!\s+of\b)", r"expense\g<s>"),
    # "38 minuets", "1 our", "for an our": a length.
    (r"\b(?P<n>\d+|an?|one)\s+minuets\b", r"\g<n> minutes"),
    (r"\b(?P<n>\d+|an|one|half\s+an)\s+our(?P<s>s?)\b", r"\g<n> hour\g<s>"),
    # "in too weeks", "for to hours": a number of them.
    (r"\b(?P<p>in|for|within)\s+(?:too|to)\s+(?=(?:weeks?|days?|hours?|minutes?|mins?)\b)", r"\g<p> two "),
    # "…, prescription Meet at the front desk": an entry's description, after what came before it.
    (
        r"(?:(?<=,\s)|(?<=\bwith\s)|(?<=\bthe\s)|(?<=\band\s))prescription(?=\s*(?::|\bis\b|\s(?-i:[A-Z'\"])))",
        "description",
    ),
    # "record some Audi": audio.
    (r"\b(?P<v>record(?:ing)?|save)\s+(?P<d>some\s+|an?\s+|the\s+|my\s+)?audi\b", r"\g<v> \g<d>audio"),
    # "remove Ravi Brennans number": a name's, its apostrophe dropped (never a name that ends so: "Ross", "Marcus").
    (
        r"\b(?P<f>(?-i:[A-Z])[a-z]+\s+(?-i:[A-Z])[a-z]*[^\Wsuaeio_])s\s+(?=(?:number|phone|cell|contact|address|email)\b)",
        r"\g<f>'s ",
    ),
    # "turn off the wife": the wifi.
    (
        r"\b(?P<v>(?:turn|switch|put)(?:ed|ing)?\s+(?:on|off)|enable|disable|connect\s+to|reconnect)\s+(?P<d>the\s+|my\s+)?wife\b",
        r"\g<v> \g<d>wifi",
    ),
    (r"\b(?:the\s+|my\s+)?wife\s+(?=(?:on|off|back\s+on)\b)", "wifi "),
    # "sent Priya the address …" at the start: a request to send.
    (r"^sent\s+(?!(?:by|from|to\s+me|yesterday|today|earlier)\b)", "send "),
    # "copy a.jpg form DCIM to Download": from.
    (
        r"(?:(?<=\.[a-z0-9]{2}\s)|(?<=\.[a-z0-9]{3}\s)|(?<=\.[a-z0-9]{4}\s)|(?<=\bit\s)|(?<=\bthem\s)|(?<=\bcopy\s)|(?<=\bmove\s))form\b",
        "from",
    ),
    # "which tasks did i Finnish": the verb, capitalised as the nationality.
    (r"\b(?P<w>i|did|you|we|to|have|had)\s+finnish(?P<e>ed)?\b", r"\g<w> finish\g<e>"),
    # "my hi priority tasks": high.
    (r"\bhi(?=\s*-?\s*priority\b)", "high"),
    # "how much garlic dose the Shortbread recipe need": does.
    (r"\bdose\s+(?=(?:the|my|it|this|that|a|an)\s.*\b(?:need|take|use|have|say|last|run)\b)", "does "),
    # "delete the receipt for Chicken curry in broccoli": a recipe, in the recipe app.
    (r"\breceipt(?P<s>s?)\b(?=.*\bbroccoli\b)", r"recipe\g<s>"),
    # A word the keyboard split in two: "who ever", "play list", "a to do", "down loads".
    (r"\bwho\s+ever\b", "whoever"),
    (r"\bplay\s+list(?P<s>s?)\b", r"playlist\g<s>"),
    (r"\b(?P<d>a|the|my|as\s+a)\s+to\s+do\b(?!\s+(?:it|this|that|the|a|list)\b)", r"\g<d> to-do"),
    (r"\bdown\s+loads\b", "downloads"),
    # "joplin?True or False": the answer's form after a question mark with no space.
    (r"\?(?=(?-i:[A-Z])|true\b|false\b)", "? "),
    # "to my playing cue", "the cue in retro music": the queue.
    (r"\b(?P<d>the|my|playing|play|music|song|up\s+next)\s+cue\b", r"\g<d> queue"),
    (r"\bcue\s+up\b", "queue up"),
)


_AUTOCORRECTED = Rewrites(AUTOCORRECTED)

# A keyboard that capitalises every word ("Add A Contact For Hana Suzuki") makes the request's own words look like a
# name's: "Contact For Hana Suzuki" would be saved as one. The grammar's small words and its nouns and verbs are read in
# lower case again; a name's or title's words are left as typed.
_SMALL = frozenset(
    """
    a an the for to in on at with from of my and by as into onto is it its me this that then but or off up down just
    all any each every after before between about out back new your their what when where which who how many much
    do does did have has had was were are be been please pls so if not no dont don't im i'm it's whats what's
    called named titled saying says starting repeating next whoever whatever anything everything someone app
    """.split()
)
_WORDS = frozenset(
    """
    calendar event events contact contacts number phone note notes text message messages description minutes minute
    mins hours seconds tomorrow today tonight am pm alarm timer stopwatch wifi wi-fi bluetooth brightness expense
    expenses recipe recipes folder file files playlist queue song songs titles title location label category amount
    servings directions ingredients save delete add create make put set turn send sent reply remove move rename record
    take open start stop pause call answer show tell list week weeks app photo video audio recording task tasks
    priority high low due done last most recent latest newest first max min noon midnight morning evening day days
    ever forever long daily weekly monthly hit missed texted activity activities type types only comma separated
    one two three four five six seven eight nine ten eleven twelve gallery camera clock recorder music player settings
    """.split()
)
# A field's or a record's label, lower case again before the value it introduces, a name, a number or a file ("Contact
# Tomas Brennan Phone +1…", "The Markor File gifts_19.txt"), where a noun beside a name is otherwise the name's.
_LABELS = frozenset(
    "contact phone number label description note title category amount name location folder file event playlist".split()
)
# What a value follows: its first word keeps its case ("With The Text The quarterly report …", "Saying Call me …").
_BEFORE_VALUE = frozenset("text saying says with message description note called named titled".split())
_TOKEN = re.compile(r"[A-Za-z][\w'’-]*|[.!?:]|\S")


def _lowered(tokens: list[str], i: int) -> bool:
    word, low = tokens[i], tokens[i].lower()
    if not word[:1].isupper() or word.isupper() and len(word) > 1 or low not in _SMALL | _WORDS:
        return False
    if i == 0 or tokens[i - 1] in ".!?:":
        return False  # a sentence's first word, capitalised by anyone
    after = tokens[i + 1] if i + 1 < len(tokens) else ""
    if after[:1].islower() and tokens[i - 1].lower() in _BEFORE_VALUE:
        return False  # "Call me when …", "The quarterly report …": a value's own first word
    if low in _SMALL:
        return True
    if low in _LABELS and after and after.lower() not in _SMALL | _WORDS and after[:1] not in ".,;!?)":
        return True
    # A noun or verb beside a name's word is the name's ("Golden Hour", "First Light").
    return not any(_named(near) for near in (tokens[i - 1], after))


# Words capitalised in any request: no sign of a name beside them ("Starting March 18", "Did I Record").
_CALENDAR_NAMES = frozenset(
    """
    january february march april may june july august september october november december monday tuesday wednesday
    thursday friday saturday sunday i
    """.split()
)


def _named(token: str) -> bool:
    return token[:1].isupper() and token.lower() not in _SMALL | _WORDS | _CALENDAR_NAMES


def _capitalised_throughout(part: str) -> bool:
    tokens = _TOKEN.findall(part)
    ours = [t for i, t in enumerate(tokens) if t.lower() in _SMALL | _WORDS and i > 0 and tokens[i - 1] not in ".!?:"]
    capital = [t for t in ours if t[:1].isupper()]
    return len(capital) >= 2 and len(capital) >= 0.6 * len(ours)


def uncapitalised(text: str) -> str:
    """``text`` with the words a keyboard capitalised at every word in lower case again, when it did."""
    # (A request before its colon is the keyboard's alone: a note's text after it keeps its writer's case.)
    unquoted = QUOTED.sub(" . ", text)
    if not (_capitalised_throughout(unquoted) or _capitalised_throughout(unquoted.partition(":")[0])):
        return text

    def lower(part: str) -> str:
        tokens = _TOKEN.findall(part)
        spans = [m.span() for m in _TOKEN.finditer(part)]
        out = list(part)
        for i, (start, _) in enumerate(spans):
            if _lowered(tokens, i):
                out[start] = out[start].lower()
        return "".join(out)

    return outside_quotes(text, lower)


# "Fuel and Taxi,im done with them": a comma with no space after it, between words; never in a request that sends
# words, whose message may be typed so ("reply with ok,see you").
_BARE_COMMA = re.compile(r"(?<=[A-Za-z)]),(?=[A-Za-z])")
_SENDS = re.compile(r"\b(?:tell|message|text|txt|reply|respond|sms|send|answer|forward|write|say|saying)\b", re.I)


# (In one that does, only before a remark or a polite request, and before its message is said: "… went through,can you
# send it again".)
_BARE_COMMA_BEFORE_REMARK = re.compile(
    r"(?<=[A-Za-z)]),(?=(?:can|could|would|will|please|pls|plz|im|i'm|i|its|it's|dont|don't|thanks|thx|then|but|so|"
    r"just|also)\b)",
    re.I,
)
_MESSAGE_SAID = re.compile(r":|\bsaying\b|\bsays\b|\bwith\b|[\"“]", re.I)


def _spaced_commas(text: str) -> str:
    if not _SENDS.search(text):
        return outside_quotes(text, lambda part: _BARE_COMMA.sub(", ", part))
    said = _MESSAGE_SAID.search(text)
    end = said.start() if said is not None else len(text)
    return _BARE_COMMA_BEFORE_REMARK.sub(", ", text[:end]) + text[end:]


def autocorrected(text: str) -> str:
    """``text`` with its autocorrected words read as meant; quoted text as typed."""
    return _spaced_commas(outside_quotes(uncapitalised(text), _AUTOCORRECTED))
