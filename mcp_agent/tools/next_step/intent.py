"""What the task asks for: an intent with slots, read from the way people phrase everyday tasks.

``read_task`` turns the task text into a ``Goal`` (message, call, note, event, toggle, set, order,
lookup, open, login, wizard, type, or ``explore`` when no intent fits); ``plan_for`` writes the
goal as subgoals in the planner's grammar. Verbs are matched case-insensitively with their
synonyms, polite wrappers ("please", "can you …") are dropped, a message body may be quoted or
follow "saying", "that" or a colon. Dates and times are read by ``dateparser``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from .dates import read_when
from .reading import has_word

# A single quote closes only where no letter follows, so "'I'm late'" is one value.
_QUOTED = re.compile(r"[\"“](?P<double>[^\"”]+)[\"”]|(?<!\w)['‘](?P<single>.+?)['’](?!\w)")
_POLITE = re.compile(
    r"^\s*(?:(?:hey|hi|ok|okay)[,!]?\s+)?(?:(?:please|pls|kindly|could you|can you|would you|will you|"
    r"i(?:'d| would) like you to|i want you to|i need you to|go ahead and|quickly)\s+)+", re.I)
_TRAILING = re.compile(r"(?:[\s,]+(?:please|for me|right now|asap)|\s*,\s*(?:thanks|thank you|thx|cheers))+\s*[.!?]*\s*$",
                       re.I)
# Where an unquoted, unmarked message body starts after a lower-case name ("tell fatima noor the book…").
_BODY_START = frozenset({
    "the", "a", "an", "i", "i'm", "im", "we", "you", "it", "it's", "my", "our", "your", "this", "that", "there",
    "he", "she", "they", "is", "are", "was", "will", "can", "please", "see", "on", "running", "be", "no",
    "yes", "ok", "okay", "thanks", "thank", "happy", "good", "call", "meet", "dinner", "lunch", "how", "what",
    "when", "where", "don't", "do", "let's", "lets", "sorry", "hi", "hello", "hey",
})
_APP_CLAUSE = re.compile(r"\s+(?:on|in|via|using|with|through)\s+(?:the\s+)?(?P<app>[A-Z][\w-]*)(?:\s+app)?\s*$")
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10, "a pair of": 2, "a couple of": 2}


@dataclass(frozen=True, slots=True)
class Goal:
    intent: str
    recipient: str = ""
    body: str = ""
    title: str = ""
    date: str = ""  # YYYY-MM-DD
    time: str = ""  # HH:MM
    setting: str = ""
    on: bool = True
    value: str = ""
    app: str = ""
    item: str = ""
    criterion: str = ""  # cheapest / most expensive / ""
    quantity: int = 1
    fact: str = ""  # what a lookup reports: code, when, order_number, text
    subject: str = ""
    extra: tuple[str, ...] = field(default_factory=tuple)


def quoted_values(task: str) -> list[str]:
    return [match.group("double") or match.group("single") for match in _QUOTED.finditer(task)]


def without_quotes(task: str) -> str:
    return _QUOTED.sub(" ", task)


def normalize(task: str) -> str:
    text = " ".join(task.split())
    polite = _POLITE.match(text)
    text = _POLITE.sub("", text)
    text = _TRAILING.sub("", text).rstrip(" .")
    # "Can you tell Sam I'm late?": the question mark ends the request, not the message. Otherwise a
    # final "!" or "?" may end a message and stays.
    if polite is not None and re.search(r"\b(?:can|could|would|will) you\b", polite.group(0), re.I):
        text = text.rstrip(" ?")
    return text


def _clean(phrase: str) -> str:
    phrase = re.sub(r"\s+(?:please|for me|now)\b.*$|[.,;!?]+$", "", phrase.strip(), flags=re.I).strip()
    return re.sub(r"^(?:the|a|an|my|our)\s+", "", phrase, flags=re.I).strip(" '\"")


def _app_of(text: str) -> tuple[str, str]:
    """``("… to Sam", "WhatsApp")`` from "… to Sam on WhatsApp"; the app is capitalised."""
    match = _APP_CLAUSE.search(text)
    if match is None or match.group("app").lower() in ("monday", "tuesday", "wednesday", "thursday", "friday",
                                                      "saturday", "sunday", "december", "january"):
        return text, ""
    return text[:match.start()], match.group("app")


# -- messages ------------------------------------------------------------------------------------

_MSG_VERB = r"(?:text|txt|message|msg|sms|tell|ping|write|send|reply|respond|answer|let)"
_BODY_MARK = re.compile(r"\s*(?::|,|\s-\s|\bsaying\b|\bthat says\b|\bthat reads\b|\bwith the text\b|\bwith\b|"
                        r"\bthat\b|\breading\b)\s*", re.I)
_MSG_SHAPES = (
    # Send X a message saying …  /  send a text to X saying …  /  send 'hi' to X
    re.compile(r"^(?:send|shoot|drop)\s+(?P<who>.+?)\s+an?\s+(?:quick\s+)?(?:message|text|sms|note|msg)\b(?P<rest>.*)$", re.I),
    re.compile(r"^(?:send|write|shoot|drop)\s+(?:an?\s+)?(?:quick\s+)?(?:message|text|sms|msg)\s+to\s+(?P<who>.+?)"
               r"(?P<rest>(?::|,|\s+saying\b|\s+that\b|\s+with\b|\s+reading\b).*|)$", re.I),
    re.compile(r"^(?:reply|respond|send|write)\s+(?P<rest>\"[^\"]+\"|'.+?'|“[^”]+”)\s+(?:back\s+)?to\s+(?P<who>.+)$", re.I),
    re.compile(r"^(?:reply|respond|answer)\s+(?:to\s+)?(?P<who>[^'\"“].*?)(?P<rest>(?::|,|\s+saying\b|\s+with\b|\s+that\b).*)$", re.I),
    re.compile(r"^let\s+(?P<who>.+?)\s+know(?P<rest>.*)$", re.I),
    re.compile(r"^(?:text|txt|message|msg|sms|tell|ping|write to|write|send)\s+(?:to\s+)?(?P<who>.+?)"
               r"(?P<rest>(?::|,|\s+saying\b|\s+that\b|\s+with\b|\s+reading\b|\s+[\"“']).*|)$", re.I),
)


def _split_name(text: str) -> tuple[str, str]:
    """"fatima noor the book was great" -> ("fatima noor", "the book was great"): a name is at most
    three words, capitalised ones when the text is capitalised, and stops where a sentence starts."""
    parts = text.split()
    capitalised = any(part[:1].isupper() for part in parts[1:])
    count = 0
    for part in parts[:3]:
        if part.lower() in _BODY_START or (capitalised and count and not part[:1].isupper()):
            break
        count += 1
    count = max(1, count)
    return " ".join(parts[:count]), " ".join(parts[count:])


def _message(text: str) -> Goal | None:
    if not re.match(rf"^{_MSG_VERB}\b|^(?:shoot|drop)\b", text, re.I):
        return None
    if re.match(r"^(?:write|send|jot)\s+(?:down\s+)?(?:an?\s+)?(?:quick\s+|short\s+)?(?:note|memo)\b", text, re.I):
        return None  # "write a note saying …" is a note
    quoted = quoted_values(text)
    for shape in _MSG_SHAPES:
        match = shape.match(text)
        if match is None:
            continue
        who = _clean(without_quotes(match.group("who")))
        who = re.sub(r"^(?:to|back to)\s+", "", who, flags=re.I)
        body = quoted[0] if quoted else _BODY_MARK.sub("", match.group("rest"), count=1).strip()
        if not who and not quoted:
            continue
        if not body and not quoted:
            who, body = _split_name(who)
        body = body.strip().strip("\"'“”‘’").strip()
        # "to Sam on WhatsApp": the app is named beside the recipient, never inside the body ("see you in Paris").
        who, app = _app_of(who)
        if who and body and not re.fullmatch(r"me|us|myself", who, re.I):
            return Goal("message", recipient=who, body=body, app=app)
    return None


# -- calls, notes, events ------------------------------------------------------------------------

_CALL = re.compile(
    r"^(?:(?:make|place|start)\s+an?\s+(?:phone\s+|voice\s+)?call\s+to|(?:phone|call|ring|dial|video call)(?:\s+up)?"
    r"|give)\s+(?P<who>.+?)(?:\s+a\s+(?:call|ring))?(?:\s+(?:on|at)\s+(?:the\s+)?(?:phone|mobile|cell))?$", re.I)


def _call(text: str) -> Goal | None:
    text, app = _app_of(text)
    match = _CALL.match(text)
    if match is None or (text.lower().startswith("give") and not re.search(r"\ba\s+(?:call|ring)$", text, re.I)):
        return None
    who = _clean(match.group("who"))
    if not who or who.lower() in ("me", "back"):
        return None
    return Goal("call", recipient=who, app=app)


_NOTE = re.compile(r"\b(?:notes?|memo|jot(?:\s+(?:it\s+)?down)?|write\s+down)\b", re.I)
_NOTE_VERB = re.compile(r"^(?:make|create|add|write|take|save|new|start|put|jot|note)\b", re.I)
_TITLED = re.compile(r"\b(?:titled|entitled|called|named|with (?:the )?title|title)\s+(?P<title>\"[^\"]+\"|'.+?'|“[^”]+”|\S+(?:\s+\S+)??)"
                     r"(?=\s+(?:saying|that|with|:|reading|about)\b|[:,]|$)", re.I)


def _note(text: str) -> Goal | None:
    if not _NOTE_VERB.match(text) or not _NOTE.search(text) or re.search(r"\bcalendar\b", text, re.I):
        return None
    title = ""
    titled = _TITLED.search(text)
    if titled is not None:
        title = titled.group("title").strip("\"'“”‘’")
        text = text[:titled.start()] + text[titled.end():]
    quoted = quoted_values(text)
    after_quote = re.search(r"[\"”'’]\s*(?::|,|\bsaying\b|\bthat says\b|\bwith\b|\breading\b)\s*(?P<body>[^\"'“‘].*)$", text, re.I)
    if quoted and not title and (len(quoted) > 1 or after_quote is not None):
        # "a note 'Shopping list' with eggs and milk": the first quoted value is the title.
        title = quoted[0]
        body = quoted[1] if len(quoted) > 1 else after_quote.group("body") if after_quote else ""
    elif quoted:
        body = quoted[0]
    else:
        marked = re.search(r"(?::|\bsaying\b|\bthat says\b|\bthat\b|\breading\b|\bwith\b|\bto remember\b|"
                           r"\bdown\b|\babout\b)\s*(?P<body>.+)$", text, re.I) or re.search(
            r"\b(?:note|memo)\b\s*(?P<body>.+)$", text, re.I)
        body = marked.group("body").strip() if marked else ""
    body = re.sub(r"^(?:saying|that says|that reads|says|reads|that|:)\s*", "", body, flags=re.I).strip(" :,\"'")
    if not body:
        return None
    return Goal("note", title=title, body=body)


_EVENT_NOUN = re.compile(r"\b(?:event|meeting|appointment|calendar|reminder|lunch|dinner|call|party|session)\b", re.I)
_EVENT_VERB = re.compile(r"^(?:add|create|schedule|put|set up|book|make|plan|new|block)\b", re.I)


def _event(text: str) -> Goal | None:
    if not _EVENT_VERB.match(text) or not _EVENT_NOUN.search(text):
        return None
    quoted = quoted_values(text)
    rest = without_quotes(text)
    phrase, date, time = read_when(rest)
    if not date:
        return None
    if quoted:
        title = quoted[0]
    else:
        without = re.sub(r"(?:\s+(?:on|at|for|from|by|in|to))+\s*$", "", rest.replace(phrase, " ").strip())
        titled = re.search(r"\b(?:called|titled|named)\s+(?P<title>\S.*)$", without, re.I)
        source = titled.group("title") if titled else without
        source = re.sub(r"^\s*(?:add|create|schedule|put|set up|book|make|plan|new|block)\s+", "", source, flags=re.I)
        # The kind of entry is not its title ("a calendar event Dentist"); "a meeting with Leo" keeps its noun.
        source = re.sub(r"\b(?:an?\s+|new\s+)?(?:calendar\s+)?(?:event|entry)\b|\b(?:an?|new)\s+(?:meeting|appointment|"
                        r"reminder)\s*(?=called|titled|named|$)|\b(?:to|in|on|into)\s+(?:my\s+|the\s+)?calendar\b",
                        " ", source, flags=re.I)
        title = _clean(" ".join(source.split()).strip(" ,:-"))
    title = title.strip()
    if not title:
        return None
    return Goal("event", title=title[:1].upper() + title[1:], date=date, time=time)


# -- settings ------------------------------------------------------------------------------------

_TOGGLE_BEFORE = re.compile(r"^(?:turn|switch|set|toggle|put)\s+(?P<state>on|off)\s+(?P<name>.+)$", re.I)
_TOGGLE_AFTER = re.compile(r"^(?:turn|switch|set|toggle|put)\s+(?P<name>.+?)\s+(?P<state>on|off)$", re.I)
_ENABLE = re.compile(r"^(?P<verb>enable|disable|activate|deactivate|allow|block|mute|unmute|silence|stop)\s+(?P<name>.+)$", re.I)
_PER_APP = re.compile(r"^(?P<setting>.+?)\s+(?:for|from|of)\s+(?:the\s+)?(?P<app>.+?)(?:\s+app)?$", re.I)
_SET = re.compile(r"^(?:set|change|make|put|adjust|switch|turn|increase|decrease|raise|lower|reduce|bump)\s+"
                  r"(?:up\s+|down\s+)?(?P<name>.+?)\s+(?:to|at)\s+(?P<value>.+)$", re.I)


def _setting_name(name: str) -> str:
    name = re.sub(r"\s+(?:up|down|all the way)$", "", name.strip(), flags=re.I)
    return re.sub(r"\s+(?:settings?|option|toggle|switch|level)$", "", _clean(_app_of(name)[0]), flags=re.I).strip()


_ENSURE = re.compile(r"^(?:make sure|ensure|check that|get)\s+(?P<name>.+?)\s+(?:is\s+|are\s+)?(?:turned\s+|switched\s+)?"
                     r"(?P<state>on|off|enabled|disabled)$", re.I)


def _toggle(text: str) -> Goal | None:
    match = _TOGGLE_BEFORE.match(text) or _TOGGLE_AFTER.match(text) or _ENSURE.match(text)
    if match is not None:
        on, name = match.group("state").lower() in ("on", "enabled"), match.group("name")
    else:
        enable = _ENABLE.match(text)
        if enable is None:
            return None
        verb, name = enable.group("verb").lower(), enable.group("name")
        on = verb in ("enable", "activate", "allow", "unmute")
        if verb in ("mute", "silence", "unmute") and not has_word(name, "notification", "sound"):
            name = f"{name} sound"
    name = _setting_name(name)
    per_app = _PER_APP.match(name)
    if per_app is not None:
        return Goal("toggle", setting=_setting_name(per_app.group("setting")), on=on, app=_clean(per_app.group("app")))
    possessive = re.match(r"^(?P<app>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)\s+(?P<setting>notifications?|alerts|sounds?|"
                          r"location|permissions?|background data|autoplay)$", name)
    if possessive is not None and possessive.group("app").lower() not in ("all", "the"):
        return Goal("toggle", setting=possessive.group("setting"), on=on, app=possessive.group("app"))
    return Goal("toggle", setting=name, on=on) if name else None


def _set(text: str) -> Goal | None:
    match = _SET.match(text)
    if match is None:
        return None
    name, value = _setting_name(match.group("name")), _clean(match.group("value"))
    value = re.sub(r"\s*(?:percent|per cent|pct)\b", "%", value, flags=re.I)
    if not name or not value or value.lower() in ("on", "off"):
        return None
    return Goal("set", setting=name, value=value)


# -- shopping ------------------------------------------------------------------------------------

_ORDER = re.compile(
    r"^(?:buy|purchase|order|get|grab|pick up|shop for|add)\s+(?:me\s+|us\s+)?(?P<what>(?!number\b).+?)"
    r"(?:\s+(?:to|in)\s+(?:my\s+|the\s+)?(?:cart|basket))?$", re.I)
_CHEAP = re.compile(r"\b(?:the\s+)?(?:cheapest|least expensive|lowest[- ]priced|lowest[- ]cost|most affordable|"
                    r"budget)\b\s*", re.I)
_DEAR = re.compile(r"\b(?:the\s+)?(?:most expensive|priciest|highest[- ]priced|costliest|dearest|"
                   r"top[- ]of[- ]the[- ]range|most premium)\b\s*", re.I)


def _order(text: str) -> Goal | None:
    match = _ORDER.match(without_quotes(text))
    if match is None:
        return None
    what, app = _app_of(match.group("what"))
    criterion = ""
    if _CHEAP.search(what):
        criterion, what = "cheapest", _CHEAP.sub(" ", what)
    elif _DEAR.search(what):
        criterion, what = "most expensive", _DEAR.sub(" ", what)
    quantity = 1
    count = re.match(r"^\s*(?:(?P<n>\d{1,2})|(?P<w>a pair of|a couple of|one|two|three|four|five|six|seven|eight|nine|ten))"
                     r"\s+(?:(?:of\s+)?(?:the\s+)?)?", what, re.I)
    if count is not None:
        quantity = int(count.group("n")) if count.group("n") else _NUMBER_WORDS[count.group("w").lower()]
        what = what[count.end():]
    what = re.sub(r"^(?:of\s+)?(?:the\s+)?(?:one|ones|item)?\s*", "", _clean(what.strip()), flags=re.I)
    what = re.sub(r"\s+(?:from|at)\s+(?:the\s+)?(?:shop|store)$", "", what, flags=re.I).strip()
    quoted = quoted_values(text)
    if quoted:
        what = quoted[0]
    if not what:
        return None
    return Goal("order", item=what, criterion=criterion, quantity=max(1, quantity), app=app)


# -- questions -----------------------------------------------------------------------------------

_QUESTION = re.compile(r"^(?:what|when|which|where|who|how much|how many|what's|whats|when's|is there|do i have|"
                       r"tell me|find out|find|look up|look for|check|read|show me|get me|give me|get)\b", re.I)
# A question about a fact the phone shows, whatever verb asks it ("get me the code Acme sent").
_FACT_WORDS = re.compile(r"\b(?:code|otp|passcode|verification|appointment|order\s*(?:number|no|#|id))\b|"
                         r"^(?:when|what time|what day)\b", re.I)
_FILLER = frozenset({
    "what", "when", "which", "where", "who", "how", "much", "many", "is", "are", "was", "the", "my", "did", "does",
    "do", "i", "me", "send", "sent", "tell", "find", "out", "look", "up", "check", "read", "show", "get", "give",
    "a", "an", "of", "for", "to", "from", "in", "on", "at", "s", "whats", "it", "that", "this", "have", "got",
    "us", "you", "what's", "latest", "last", "recent", "most", "code", "time", "date", "day", "there", "by",
})


def _lookup(text: str) -> Goal | None:
    if not _QUESTION.match(text):
        return None  # "could you book a taxi?" ends in "?" but asks for an act, not a fact
    lowered = text.lower()
    if re.search(r"\b(?:code|otp|pin|passcode|verification)\b", lowered):
        fact = "code"
    elif re.search(r"\border\s*(?:number|no|#|id)\b", lowered):
        fact = "order_number"
    elif re.search(r"\b(?:when|what time|which day|what day|what date)\b", lowered):
        fact = "when"
    else:
        fact = "text"
    sender = re.search(r"\b(?:from|did|has|had)\s+(?:my\s+|the\s+|your\s+)?(?P<who>[\w'&.-]+(?:\s+[A-Z][\w'&.-]*)?)", text)
    if fact == "code" and sender is not None and sender.group("who").lower() not in ("i", "you", "me", "the"):
        subject = sender.group("who")
    else:
        subject = " ".join(w for w in re.findall(r"[\w&-]+(?:'(?!s\b)\w+)?", text) if w.lower() not in _FILLER
                           and w.lower() not in ("verification", "otp", "pin", "appointment", "scheduled",
                                                 "order", "number", "message", "messages", "text"))
    subject = re.sub(r"'s$", "", subject.strip())
    keep = "appointment" if re.search(r"\bappointment\b", lowered) else ""
    return Goal("lookup", fact=fact, subject=subject, extra=(keep,) if keep else ())


# -- the rest ------------------------------------------------------------------------------------

_OPEN = re.compile(r"^(?:open|launch|start|go to|show|bring up|run)\s+(?:up\s+)?(?:the\s+|my\s+)?(?P<app>.+?)(?:\s+app)?$", re.I)
_WIZARD = re.compile(r"\b(?:set\s*up|setup|wizard|onboarding)\b", re.I)
_LOGIN = re.compile(r"\b(?P<verb>log|sign)\s*(?:in|on)(?:to)?\b", re.I)
_TYPE_VERB = re.compile(r"\b(?P<verb>type|enter|write|search)\b", re.I)
_INTO_FIELD = re.compile(r"\b(?:into|in)\s+(?:the\s+)?(?P<field>[\w -]+?)(?:\s+(?:field|box|bar))?\s*$", re.I)
_CREDENTIAL_KEYS = ("username", "email", "phone", "password", "pin")


def read_task(task: str, facts: dict[str, str] | None = None) -> Goal:
    """The task as a goal; ``explore`` when no intent reads it (cached: every step reads the same task)."""
    known = tuple(key for key in _CREDENTIAL_KEYS if facts and key in facts)
    return _read_task(task, known)


@lru_cache(maxsize=1024)
def _read_task(task: str, known: tuple[str, ...]) -> Goal:
    text = normalize(task)
    facts = dict.fromkeys(known, "")
    # "!" and "?" may end a message or a note; for the other readers they end the sentence.
    bare = text.rstrip(" ?!")
    for reader, source in ((_message, text), (_call, bare), (_note, text), (_event, bare), (_toggle, bare),
                           (_set, bare)):
        goal = reader(source)
        if goal is not None:
            return goal
    if _LOGIN.search(text):
        keys = [key for key in _CREDENTIAL_KEYS if key in facts or has_word(text, key)] or ["password"]
        return Goal("login", extra=tuple(keys), value="Sign in" if _LOGIN.search(text).group("verb").lower() == "sign" else "Log in")  # type: ignore[union-attr]
    if _WIZARD.search(text) and not re.search(r"\b(?:alarm|timer|event)\b", text, re.I):
        return Goal("wizard")
    if _QUESTION.match(text) and _FACT_WORDS.search(text):
        goal = _lookup(text)
    else:
        goal = _order(bare) or _lookup(text)
    if goal is not None:
        return goal
    quoted = quoted_values(text)
    verb = _TYPE_VERB.search(text)
    if quoted and verb is not None:
        into = _INTO_FIELD.search(without_quotes(text))
        target = into.group("field").strip() if into else ("Search" if verb.group("verb").lower() == "search" else "")
        return Goal("type", body=quoted[0], setting=target)
    opened = _OPEN.match(without_quotes(bare))
    if opened is not None:
        app = _clean(opened.group("app"))
        and_then = re.match(r"^(?P<app>.+?)\s+and\s+(?P<rest>.+)$", app, re.I)
        if and_then is None:
            return Goal("open", app=app)
        then = _read_task(and_then.group("rest"), known)
        if then.intent not in ("explore", "open"):
            return Goal(then.intent, **{k: getattr(then, k) for k in Goal.__slots__ if k not in ("intent", "app")},
                        app=_clean(and_then.group("app")))
        return Goal("open", app=_clean(and_then.group("app")))
    return Goal("explore", subject=text)


def _field(name: str) -> str:
    return f" into {name}" if name else ""


def plan_for(goal: Goal) -> list[str]:
    """The goal as subgoals in the planner's grammar (planner.parse_subgoal reads them back)."""
    app = goal.app
    if goal.intent == "message":
        return [f"Open {app or 'Messages'}", f"Open the conversation with {goal.recipient}",
                f"Type '{goal.body}'", "Send the message"]
    if goal.intent == "call":
        return [f"Open {app or 'Phone'}", f"Open the contact {goal.recipient}", f"Call {goal.recipient}"]
    if goal.intent == "note":
        plan = [f"Open {app or 'Notes'}", "Start a new note"]
        if goal.title:
            plan.append(f"Type '{goal.title}' into the title field")
        return [*plan, f"Type '{goal.body}' into the body field", "Save the note"]
    if goal.intent == "event":
        plan = [f"Open {app or 'Calendar'}", "Start a new event", f"Type '{goal.title}' into the title field",
                f"Type '{goal.date}' into the date field"]
        if goal.time:
            plan.append(f"Type '{goal.time}' into the time field")
        return [*plan, "Save the event"]
    if goal.intent == "toggle":
        state = "on" if goal.on else "off"
        if goal.app:
            # Which page holds an app's switch differs between phones: the subgoal finds its way from Settings.
            return ["Open Settings", f"Turn {state} {goal.setting} for {goal.app}"]
        return [f"Open the {goal.setting} setting", f"Turn {state} {goal.setting}"]
    if goal.intent == "set":
        return [f"Open the {goal.setting} setting", f"Set {goal.setting} to {goal.value}"]
    if goal.intent == "order":
        item = goal.item
        if goal.criterion:
            pick = f"Pick the {goal.criterion} {item}"
        else:
            pick = f"Pick {item}"
        plan = [f"Open {app or 'Shop'}", f"Find {_plural(item)}", pick]
        if goal.quantity > 1:
            plan.append(f"Set the quantity to {goal.quantity}")
        return [*plan, "Proceed to checkout", "Place the order"]
    if goal.intent == "lookup":
        where = app or _lookup_app(goal)
        return [f"Open {where}", f"Read the {goal.fact} about {goal.subject or 'it'}"]
    if goal.intent == "login":
        return [*(f"Enter the {key}" for key in goal.extra), f"Tap {goal.value}"]
    if goal.intent == "wizard":
        return ["Tap Next on each page until the end", "Finish the wizard"]
    if goal.intent == "type":
        return [f"Type '{goal.body}'{_field(goal.setting)}"]
    if goal.intent == "open":
        return [f"Open {app}"]
    return [f"Find an app for: {goal.subject}"]


def _lookup_app(goal: Goal) -> str:
    if goal.fact in ("code", "text"):
        return "Messages"
    if goal.fact == "order_number":
        return "Shop"
    return "Calendar"


def _plural(noun: str) -> str:
    return noun if noun.lower().endswith("s") else f"{noun}s"
