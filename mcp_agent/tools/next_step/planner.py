"""The offline rule planner: the next action from the session alone, deterministically.

No model, no network, no clock, no randomness: the same arguments always give the same result,
so any instance can answer any step. Everything the planner needs to remember between steps
travels in the session the client sends back: the plan (subgoals in the grammar below), the
known facts it asked the client to ``remember`` and the ``progress`` marker in ``state_refs``.

Plan grammar (one subgoal per string; ``parse_subgoal`` reads them back, case-insensitively)::

    Open <App>                         open_app (or tap its icon)
    Open the <Name> setting            open_setting (or Settings, then the right section)
    Turn on <Name> / Turn off <Name>   tap the Switch / CheckBox labelled <Name>
    Open the conversation with <Name>  tap the contact
    Type '<text>' [into <Field>]       type into <Field>, or into the message field
    Enter the <key>                    type the known fact <key> into the field labelled like it
    Send the message                   tap Send
    Find <things>                      tap the category / item named <things>
    Pick the cheapest <thing>          tap the lowest-priced item
    Pick <thing>                       tap the item named <thing>
    Proceed to checkout                tap the checkout button
    Place the order                    tap the button that places the order
    Tap Next on each page until the end / Finish the wizard
    Tap <Label>                        tap the element labelled <Label>
    Ask the user what to do instead of: <action>   (planned after the user declined <action>)

Progress marker: ``state_refs["progress"] = "<screen fingerprint>:<count>:<current subgoal>"``,
where count is how many steps in a row saw that screen while on that subgoal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Literal

from .contract import AgentStepArguments, AgentStepResult, RememberFact, capability_for, is_allowed
from .safety import confirmation_reason, describe_action
from .screen import Element, Screen
from .session import ANSWER_KEY, History, read_facts, read_history

PROGRESS = "progress"
# The same screen on the same subgoal this many steps in a row is no progress: ask the user.
STUCK_AFTER = 3
TRY_AGAIN = "Try again"
STOP = "Stop"
DECLINED_KEY = "declined"
PICKED_KEY = "picked"
GAVE_UP_KEY = "gave_up"
ASKED_FACT_LABELS = {"order_number": "Order number", "code": "Code", "price": "Price"}

# Match strength of a query against a label.
EXACT, WHOLE_WORDS, PREFIX = 3, 2, 1

Kind = Literal[
    "ask_instead", "open_setting", "open_conversation", "open_app", "toggle", "type", "enter_fact", "send",
    "find", "pick_cheapest", "pick", "checkout", "place_order", "wizard_next", "wizard_finish", "tap",
]


# -- words ---------------------------------------------------------------------------------------

_WORD = re.compile(r"[a-z0-9]+")
_QUERY_STOPWORDS = frozenset({"the", "a", "an", "my", "to", "with", "of"})


def _stem(word: str) -> str:
    """Singular and plural name the same thing ("Chargers" is what "charger" looks for)."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def words(text: str) -> tuple[str, ...]:
    """Lower-case stemmed words; hyphens and spaces split words ("Wi-Fi" is "wi", "fi")."""
    return tuple(_stem(word) for word in _WORD.findall(text.lower()))


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
    if len(first) >= 3 and any(word.startswith(first) for word in label_words):
        return PREFIX
    return 0


def _has_word(text: str, *candidates: str) -> bool:
    present = set(words(text))
    return any(_stem(candidate) in present for candidate in candidates)


# -- the session as the planner reads it ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Turn:
    arguments: AgentStepArguments
    screen: Screen
    history: History
    facts: dict[str, str]
    # known_facts in order, every line: the order says whether an answer came after a decline.
    fact_lines: tuple[tuple[str, str], ...]

    @classmethod
    def read(cls, arguments: AgentStepArguments, screen: Screen) -> Turn:
        lines = []
        for line in arguments.known_facts.splitlines():
            key, colon, value = line.partition(":")
            if colon and key.strip():
                lines.append((key.strip(), value.strip()))
        return cls(arguments, screen, read_history(arguments.steps_so_far), read_facts(arguments.known_facts),
                   tuple(lines))

    @property
    def capabilities(self) -> list[str]:
        return self.arguments.capabilities

    @property
    def answer(self) -> str | None:
        """The user's answer, only while it answers the question just asked (the last step)."""
        if self.history.last != "ask_user":
            return None
        return self.facts.get(ANSWER_KEY)

    @property
    def title(self) -> str:
        return self.screen.prose.splitlines()[0] if self.screen.prose else ""

    def allows(self, action: str) -> bool:
        return is_allowed(action, self.capabilities)


def unresolved_declines(fact_lines: tuple[tuple[str, str], ...]) -> list[str]:
    """Declined actions the user has not since answered "Try again" to, oldest first."""
    declined: list[str] = []
    for key, value in fact_lines:
        if key == DECLINED_KEY:
            declined.append(value)
        elif key == ANSWER_KEY and value.casefold() == TRY_AGAIN.casefold():
            declined.clear()
    return declined


def answer_after_decline(fact_lines: tuple[tuple[str, str], ...]) -> str | None:
    """The user's answer given after the last decline, or None when none came yet."""
    answer: str | None = None
    for key, value in fact_lines:
        if key == DECLINED_KEY:
            answer = None
        elif key == ANSWER_KEY:
            answer = value
    return answer


# -- results -------------------------------------------------------------------------------------


def _result(action: str, status: str, reasoning: str, **fields: object) -> AgentStepResult:
    return AgentStepResult.model_validate({"action": action, "status_text": status, "reasoning": reasoning, **fields})


def _tap(element: Element, status: str, reasoning: str) -> AgentStepResult:
    return _result("tap", status, reasoning, target_index=element.index)


def _ask(question: str, options: list[str], reasoning: str) -> AgentStepResult:
    return _result("ask_user", "Asking the user", reasoning, question=question, options=options)


def _give_up(reason: str, reasoning: str) -> AgentStepResult:
    # Remembered so that ``finished`` can say why again on later steps.
    return _result("give_up", reason, reasoning, remember=RememberFact(key=GAVE_UP_KEY, value=reason[:2000]))


def _missing_capability(action: str, purpose: str) -> AgentStepResult:
    needed = capability_for(action) or action
    return _give_up(f"Cannot {purpose}: it needs the '{needed}' capability, which this device lacks.",
                    f"The device's capabilities do not include '{needed}'.")


def _declined_question(description: str) -> AgentStepResult:
    return _ask(f"The user declined to {description}. What should I do instead?", [TRY_AGAIN, STOP],
                "An irreversible action was declined; it is not done and will not be repeated unasked.")


# -- plans ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Subgoal:
    kind: Kind
    target: str = ""
    text: str = ""
    on: bool = True


_GRAMMAR_SOURCE: tuple[tuple[str, Kind], ...] = (
    (r"Ask the user what to do instead of: (?P<target>.+)", "ask_instead"),
    (r"Open the (?P<target>.+) setting", "open_setting"),
    (r"Open the conversation with (?P<target>.+)", "open_conversation"),
    (r"Open (?P<target>.+)", "open_app"),
    (r"Turn (?P<state>on|off) (?P<target>.+)", "toggle"),
    (r"Type '(?P<text>.*)'(?: into (?P<target>.+))?", "type"),
    (r"Enter the (?P<target>.+)", "enter_fact"),
    (r"Send the message", "send"),
    (r"Find (?P<target>.+)", "find"),
    (r"Pick the cheapest (?P<target>.+)", "pick_cheapest"),
    (r"Pick (?P<target>.+)", "pick"),
    (r"Proceed to checkout", "checkout"),
    (r"Place the order", "place_order"),
    (r"Tap Next on each page until the end", "wizard_next"),
    (r"Finish the wizard", "wizard_finish"),
    (r"Tap (?P<target>.+)", "tap"),
)
_GRAMMAR = tuple((re.compile(pattern, re.IGNORECASE), kind) for pattern, kind in _GRAMMAR_SOURCE)


def parse_subgoal(text: str) -> Subgoal | None:
    """A subgoal this planner wrote, or None for one it cannot read (a foreign plan)."""
    for pattern, kind in _GRAMMAR:
        match = pattern.fullmatch(text.strip())
        if match is not None:
            groups = match.groupdict()
            return Subgoal(kind, (groups.get("target") or "").strip(), groups.get("text") or "",
                           (groups.get("state") or "on").lower() == "on")
    return None


# A single quote closes only where no letter follows, so "'I'm late'" is one value.
_QUOTED = re.compile(r"[\"“](?P<double>[^\"”]+)[\"”]|(?<!\w)['‘](?P<single>.+?)['’](?!\w)")
_CLAUSE_END = re.compile(r"\s+(?:and|then|please|now|for me|so that|because)\b.*$|[.,;:!?](?:\s.*)?$", re.I)
_PLACE_END = re.compile(r"\s+(?:on|in|via|using|at|from)\b.*$", re.I)


def quoted_values(task: str) -> list[str]:
    return [match.group("double") or match.group("single") for match in _QUOTED.finditer(task)]


def _without_quotes(task: str) -> str:
    return _QUOTED.sub(" ", task)


def _clean(phrase: str) -> str:
    phrase = _CLAUSE_END.sub("", phrase.strip()).strip()
    return re.sub(r"^(?:the|a|an|my)\s+", "", phrase, flags=re.I).strip()


_TOGGLE_BEFORE = re.compile(r"\b(?:turn|switch|set)\s+(?P<state>on|off)\s+(?P<name>.+)", re.I)
_TOGGLE_AFTER = re.compile(r"\b(?:turn|switch|set)\s+(?P<name>.+?)\s+(?P<state>on|off)\b", re.I)
_ENABLE = re.compile(r"\b(?P<verb>enable|disable|activate|deactivate)\s+(?P<name>.+)", re.I)
_SEND_VERB = re.compile(r"\b(?:send|text|message|tell|reply|write)\b", re.I)
# A name runs on over capitalised words only: "to Sam Lee on WhatsApp" is "Sam Lee".
_RECIPIENT_TO = re.compile(r"\b[Tt]o\s+(?P<name>[\w'-]+(?:\s+[A-Z][\w'-]*)*)")
_RECIPIENT_VERB = re.compile(r"\b(?:text|message|tell)\s+(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)")
_NAMED_APP = re.compile(r"\b(?:on|in|via|using|from|at)\s+(?:the\s+)?(?P<app>[A-Z][\w-]*)")
_BUY = re.compile(
    r"\b(?:buy|purchase|order)\s+(?:me\s+)?(?P<cheap>(?:the\s+)?(?:cheapest|least expensive|lowest[- ]priced)\s+)?"
    r"(?P<what>(?!number\b).+)",
    re.I,
)
_WIZARD = re.compile(r"\b(?:set\s*up|setup|wizard|onboarding)\b", re.I)
_LOGIN = re.compile(r"\b(?P<verb>log|sign)\s*(?:in|on)(?:to)?\b", re.I)
_TYPE_VERB = re.compile(r"\b(?P<verb>type|enter|write|search)\b", re.I)
_INTO_FIELD = re.compile(r"\b(?:into|in)\s+(?:the\s+)?(?P<field>[\w -]+?)(?:\s+(?:field|box|bar))?\s*$", re.I)
_OPEN = re.compile(r"^\s*(?:open|launch|start|go to)\s+(?:the\s+)?(?P<app>.+?)(?:\s+app)?\s*[.!]?\s*$", re.I)
_CREDENTIAL_KEYS = ("username", "email", "phone", "password", "pin")


def _plural(noun: str) -> str:
    return noun if noun.lower().endswith("s") else f"{noun}s"


def _toggle_plan(task: str) -> list[str] | None:
    match = _TOGGLE_BEFORE.search(task) or _TOGGLE_AFTER.search(task)
    if match is not None:
        state, name = match.group("state").lower(), match.group("name")
    else:
        enable = _ENABLE.search(task)
        if enable is None:
            return None
        state = "off" if enable.group("verb").lower() in ("disable", "deactivate") else "on"
        name = enable.group("name")
    name = re.sub(r"\s+settings?$", "", _PLACE_END.sub("", _clean(name)), flags=re.I)
    return [f"Open the {name} setting", f"Turn {state} {name}"] if name else None


def _send_plan(task: str) -> list[str] | None:
    texts = quoted_values(task)
    if not texts or not _SEND_VERB.search(task):
        return None
    rest = _without_quotes(task)
    match = _RECIPIENT_TO.search(rest) or _RECIPIENT_VERB.search(rest)
    if match is None:
        return None
    name = _PLACE_END.sub("", _clean(match.group("name")))
    app = _NAMED_APP.search(rest)
    return [f"Open {app.group('app') if app else 'Messages'}", f"Open the conversation with {name}",
            f"Type '{texts[0]}'", "Send the message"]


def _buy_plan(task: str) -> list[str] | None:
    match = _BUY.search(_without_quotes(task))
    if match is None:
        return None
    what = _PLACE_END.sub("", _clean(match.group("what")))
    if not what:
        return None
    app = _NAMED_APP.search(task)
    pick = f"Pick the cheapest {what}" if match.group("cheap") else f"Pick {what}"
    return [f"Open {app.group('app') if app else 'Shop'}", f"Find {_plural(what)}", pick, "Proceed to checkout",
            "Place the order"]


def _login_plan(task: str, facts: dict[str, str]) -> list[str] | None:
    match = _LOGIN.search(task)
    if match is None:
        return None
    keys = [key for key in _CREDENTIAL_KEYS if key in facts or _has_word(task, key)] or ["password"]
    button = "Sign in" if match.group("verb").lower() == "sign" else "Log in"
    return [*(f"Enter the {key}" for key in keys), f"Tap {button}"]


def _type_plan(task: str) -> list[str] | None:
    texts = quoted_values(task)
    verb = _TYPE_VERB.search(task)
    if not texts or verb is None:
        return None
    into = _INTO_FIELD.search(_without_quotes(task))
    field = into.group("field").strip() if into else ("Search" if verb.group("verb").lower() == "search" else "")
    return [f"Type '{texts[0]}' into {field}" if field else f"Type '{texts[0]}'"]


def build_plan(task: str, facts: dict[str, str]) -> list[str] | None:
    """Subgoals for the task, in the grammar above; None for a task this planner cannot read."""
    for plan in (_send_plan(task), _toggle_plan(task), _buy_plan(task)):
        if plan:
            return plan
    if _WIZARD.search(task):
        return ["Tap Next on each page until the end", "Finish the wizard"]
    for plan in (_login_plan(task, facts), _type_plan(task)):
        if plan:
            return plan
    opened = _OPEN.match(_without_quotes(task))
    return [f"Open {_clean(opened.group('app'))}"] if opened else None


def _essential_capability(goal: Subgoal) -> tuple[str, str] | None:
    """The action a subgoal cannot do without (with what it is for), or None when it has a way round."""
    if goal.kind in ("type", "enter_fact"):
        return "type", "type the text" if goal.kind == "type" else f"enter the {goal.target}"
    if goal.kind in ("open_app", "open_setting", "ask_instead"):
        return None
    return "tap", goal.kind.replace("_", " ") if goal.kind != "tap" else f"tap {goal.target}"


# -- reading the screen --------------------------------------------------------------------------

_PRICE = re.compile(r"[$€£]\s?(?P<amount>\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d{1,2})?)")
_ORDER_CONFIRMED = re.compile(
    r"\border\s+(?:placed|confirmed|complete|completed|received|successful)\b|"
    r"\bthank(?:s| you) for your (?:order|purchase)\b|\border\s*(?:number|no\.?|#|id)\b",
    re.I,
)
_FACT_PATTERNS = {
    # A number or code has a digit: "Order now" and "Promo code applied" carry none.
    "order_number": re.compile(
        r"\border\s*(?:number\b|no\b\.?|#|id\b)\s*[:#]?\s*(?P<value>(?=[A-Z-]*\d)[A-Z0-9][A-Z0-9-]*)", re.I),
    "code": re.compile(r"\b(?:code|otp)\b\s*(?:is\s*)?[:#]?\s*(?P<value>(?=[A-Z-]*\d)[A-Z0-9-]{3,})", re.I),
    "price": re.compile(r"(?P<value>[$€£]\s?\d[\d,]*(?:\.\d{1,2})?)"),
}
_FIELD_SYNONYMS = {
    "password": ("password", "passcode", "passphrase"),
    "username": ("username", "user name", "user", "login", "email"),
    "email": ("email", "e-mail", "mail"),
    "phone": ("phone", "phone number", "mobile"),
    "pin": ("pin", "pin code"),
}
# Where a setting lives when it has to be found by hand (no open_setting capability).
_SETTING_SECTIONS = {
    "wifi": ("network", "internet", "wireless", "connection"),
    "mobiledata": ("network", "internet", "connection"),
    "airplanemode": ("network", "internet", "connection"),
    "bluetooth": ("connected", "device", "connection"),
    "brightness": ("display",),
    "darktheme": ("display",),
    "darkmode": ("display",),
    "volume": ("sound",),
}
_MESSAGE_FIELD_WORDS = ("message", "reply", "chat", "sms")
_NEXT_WORDS = ("next", "continue")
_FINISH_WORDS = ("finish", "done", "complete", "start", "get started")
_PRODUCT_PAGE_WORDS = ("cart", "checkout", "buy")
_PLACE_ORDER_LABELS = ("place order", "buy now", "pay now", "pay", "confirm order", "complete purchase", "purchase")


def price_of(element: Element) -> Decimal | None:
    for text in (element.value or "", element.label):
        match = _PRICE.search(text)
        if match is not None:
            amount = match.group("amount")
            amount = amount.replace(",", "") if re.search(r",\d{3}", amount) else amount.replace(",", ".")
            try:
                return Decimal(amount)
            except InvalidOperation:
                continue
    return None


def _tappable(screen: Screen) -> list[Element]:
    """What a tap can serve: enabled, not a text field, not a scrolling container."""
    return [e for e in screen.elements if not e.disabled and not e.editable and not e.scrollable and e.label]


def _buttons_with(screen: Screen, labels: tuple[str, ...]) -> list[Element]:
    return [e for e in _tappable(screen) if any(match_score(label, e.label) >= WHOLE_WORDS for label in labels)]


def _toggle_for(name: str, screen: Screen) -> Element | None:
    toggles = [e for e in screen.elements if (e.checked is not None or e.kind in ("Switch", "CheckBox"))
               and e.kind != "Tab" and match_score(name, e.label) >= WHOLE_WORDS]
    return max(toggles, key=lambda e: match_score(name, e.label), default=None)


def _package_matches(app: str, package: str) -> bool:
    segments = {_stem(segment) for segment in re.split(r"[._]", package.lower()) if segment}
    app_words = [word for word in words(app) if word != "app"]
    return bool(app_words) and ("".join(app_words) in segments or all(word in segments for word in app_words))


def _in_app(app: str, turn: Turn) -> bool:
    package = turn.arguments.current_package
    if package:
        return _package_matches(app, package)
    return match_score(app, turn.title) == EXACT


def _is_conversation(screen: Screen) -> bool:
    # A conversation has somewhere to type; a list of conversations does not.
    has_field = any(e.editable for e in screen.elements)
    return has_field and _has_word(screen.prose, "conversation", "chat", "thread")


def _in_conversation_with(name: str, screen: Screen) -> bool:
    has_field = any(e.editable for e in screen.elements)
    return has_field and any(match_score(name, line) >= WHOLE_WORDS for line in screen.prose.splitlines())


def _message_field(screen: Screen) -> Element | None:
    """The field a message is typed into; None rather than an unrelated field."""
    editable = [e for e in screen.elements if e.editable]
    labelled = [e for e in editable if _has_word(e.label, *_MESSAGE_FIELD_WORDS) and not _has_word(e.label, "search")]
    if labelled:
        return next((e for e in labelled if e.focused), labelled[0])
    focused = screen.focused
    # An unlabelled focused field is the message field only on a conversation screen.
    if focused is not None and focused.editable and not focused.label and _is_conversation(screen):
        return focused
    return None


def _field_for_key(key: str, screen: Screen) -> Element | None:
    """The field labelled like ``key`` (a password only ever goes into a password field)."""
    names = _FIELD_SYNONYMS.get(key.lower(), (key,))
    for name in names:
        for element in screen.elements:
            if element.editable and element.label and match_score(name, element.label) >= WHOLE_WORDS:
                return element
    return None


def _value_shows(field: Element, value: str) -> bool:
    if field.value == value:
        return True
    # Password fields echo dots: the right number of one repeated mask character is the value.
    shown = field.value or ""
    return bool(shown) and len(shown) == len(value) and len(set(shown)) == 1 and shown[0] in "•*●·"


def _sent_message_visible(text: str, screen: Screen) -> bool:
    wanted = text.casefold()
    return any(not e.editable and e.kind not in ("Button", "ImageButton") and wanted in e.label.casefold()
               for e in screen.elements)


def _message_text(plan: list[str], task: str) -> str:
    for item in plan:
        goal = parse_subgoal(item)
        if goal is not None and goal.kind == "type":
            return goal.text
    texts = quoted_values(task)
    return texts[0] if texts else ""


def _priced_items(screen: Screen) -> list[tuple[Decimal, Element]]:
    items = []
    for element in _tappable(screen):
        price = price_of(element)
        if price is not None and element.kind not in ("TextView",):
            items.append((price, element))
    return items


def _on_product_page(screen: Screen) -> bool:
    return bool(_buttons_with(screen, _PRODUCT_PAGE_WORDS)) and len(_priced_items(screen)) < 2


def _fact_value(goal: Subgoal, turn: Turn) -> str | None:
    value = turn.facts.get(goal.target) or turn.facts.get(goal.target.lower())
    if value is None and turn.answer not in (None, STOP, TRY_AGAIN):
        value = turn.answer  # the user just answered "What is your <key>?"
    return value


def asked_facts(task: str) -> tuple[str, ...]:
    """The facts the task wants reported back (an order's number for any purchase)."""
    asked = []
    if re.search(r"\border\s*(?:number|no\b|#|id\b)", task, re.I) or _BUY.search(_without_quotes(task)):
        asked.append("order_number")
    if re.search(r"\b(?:code|otp)\b", task, re.I):
        asked.append("code")
    if re.search(r"\b(?:price|cost|how much)\b", task, re.I):
        asked.append("price")
    return tuple(asked)


def _fact_to_remember(turn: Turn) -> RememberFact | None:
    for key in asked_facts(turn.arguments.task):
        match = _FACT_PATTERNS[key].search(turn.screen.text)
        if match is not None and turn.facts.get(key) != match.group("value"):
            return RememberFact(key=key, value=match.group("value"))
    return None


def final_answer(task: str, facts: dict[str, str]) -> str:
    """What the run reports when done; built from the facts alone so ``finished`` repeats it exactly."""
    parts = [f"Done: {task.strip().rstrip('.')}."]
    if PICKED_KEY in facts:
        parts.append(f"Chose {facts[PICKED_KEY]}.")
    parts.extend(f"{label}: {facts[key]}." for key, label in ASKED_FACT_LABELS.items() if key in facts)
    return " ".join(parts)


# -- is a subgoal achieved on this screen? ------------------------------------------------------


def achieved(goal: Subgoal, turn: Turn, plan: list[str], is_current: bool) -> bool:
    """Whether the screen shows ``goal`` reached. Conditions that a stray word cannot satisfy."""
    screen = turn.screen
    last_tap = turn.history.last == "tap"
    if goal.kind == "open_app":
        return _in_app(goal.target, turn)
    if goal.kind == "open_setting":
        return _toggle_for(goal.target, screen) is not None
    if goal.kind == "toggle":
        toggle = _toggle_for(goal.target, screen)
        return toggle is not None and toggle.checked is goal.on
    if goal.kind == "open_conversation":
        return _in_conversation_with(goal.target, screen)
    if goal.kind == "type":
        field = _type_field(goal, screen)
        return field is not None and field.value == goal.text
    if goal.kind == "enter_fact":
        value = _fact_value(goal, turn)
        field = _field_for_key(goal.target, screen)
        return value is not None and field is not None and _value_shows(field, value)
    if goal.kind == "send":
        # Only right after our own tap on Send: an old message with the same text is not this one.
        text = _message_text(plan, turn.arguments.task)
        return is_current and last_tap and bool(text) and _sent_message_visible(text, screen)
    if goal.kind == "find":
        return match_score(goal.target, turn.title) >= WHOLE_WORDS
    if goal.kind in ("pick", "pick_cheapest"):
        return _on_product_page(screen)
    if goal.kind == "checkout":
        return _has_word(turn.title, "checkout") or bool(_buttons_with(screen, _PLACE_ORDER_LABELS))
    if goal.kind == "place_order":
        return _ORDER_CONFIRMED.search(screen.text) is not None
    if goal.kind == "wizard_next":
        return bool(_buttons_with(screen, _FINISH_WORDS))
    if goal.kind == "wizard_finish":
        return is_current and last_tap and not _buttons_with(screen, _NEXT_WORDS + _FINISH_WORDS)
    if goal.kind == "tap":
        return is_current and last_tap and not any(
            match_score(goal.target, e.label) >= WHOLE_WORDS for e in _tappable(screen))
    if goal.kind == "ask_instead":
        answer = answer_after_decline(turn.fact_lines)
        return answer is not None and answer.casefold() == TRY_AGAIN.casefold()
    return False


# -- acting on a subgoal -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pick:
    element: Element | None
    # Equally likely (or only weakly matching) candidates: ask rather than guess.
    candidates: tuple[Element, ...] = ()


def choose(query: str, elements: list[Element], answer: str | None) -> Pick:
    scored = [(match_score(query, e.label), e) for e in elements if not e.disabled]
    scored = [(score, e) for score, e in scored if score > 0]
    if not scored:
        return Pick(None)
    if answer is not None:
        chosen = [e for _, e in scored if e.label.casefold() == answer.casefold()]
        if len(chosen) == 1:
            return Pick(chosen[0])
    best = max(score for score, _ in scored)
    top = [e for score, e in scored if score == best]
    if best >= WHOLE_WORDS and len(top) == 1:
        return Pick(top[0])
    return Pick(None, tuple(top))


def _which(query: str, candidates: tuple[Element, ...]) -> AgentStepResult:
    labels = list(dict.fromkeys(e.label for e in candidates))
    return _ask(f"Which one do you mean by \"{query}\"?", labels,
                f"{len(labels)} elements match \"{query}\" about equally well (or only weakly); not guessing.")


def _scroll_or_ask(turn: Turn, what: str) -> AgentStepResult:
    """Looking further is safe; guessing is not."""
    scrollable = any(e.scrollable for e in turn.screen.elements) or not turn.screen.elements
    if scrollable and turn.allows("scroll_down"):
        return _result("scroll_down", f"Looking for {what}", f"{what} is not on this screen; scrolling for more.")
    return _ask(f"I cannot find {what} on this screen. What should I do?", [TRY_AGAIN, STOP],
                f"{what} is not on this screen and there is nothing to scroll.")


def _tap_choice(turn: Turn, query: str, elements: list[Element], status: str) -> AgentStepResult:
    pick = choose(query, elements, turn.answer)
    if pick.element is not None:
        return _tap(pick.element, status, f"{pick.element.describe()} best matches \"{query}\".")
    if pick.candidates:
        return _which(query, pick.candidates)
    return _scroll_or_ask(turn, f'"{query}"')


def _open_app(app: str, turn: Turn) -> AgentStepResult:
    if turn.allows("open_app"):
        return _result("open_app", f"Opening {app}", f"The next subgoal happens in {app}.", app_name=app)
    icon = choose(app, _tappable(turn.screen), None).element
    if icon is not None and turn.allows("tap"):
        return _tap(icon, f"Opening {app}", f"open_app is not available; tapping the {app} icon instead.")
    return _missing_capability("open_app", f"open {app}")


def _open_setting(name: str, turn: Turn) -> AgentStepResult:
    if turn.allows("open_setting"):
        return _result("open_setting", f"Opening the {name} setting", f"{name} is a system setting.",
                       setting_name=name)
    if not _in_app("Settings", turn):
        return _open_app("Settings", turn)
    direct = choose(name, _tappable(turn.screen), None).element
    if direct is not None:
        return _tap(direct, f"Opening {name}", f"{direct.describe()} leads to {name}.")
    hints = _SETTING_SECTIONS.get("".join(words(name)), ())
    section = next((e for e in _tappable(turn.screen) if _has_word(e.label, *hints)), None)
    if section is not None:
        return _tap(section, f"Opening {section.label}", f"{name} is usually under {section.label}.")
    return _scroll_or_ask(turn, f"the {name} setting")


def _type_field(goal: Subgoal, screen: Screen) -> Element | None:
    if goal.target:
        fields = [e for e in screen.elements if e.editable and e.label
                  and match_score(goal.target, e.label) >= WHOLE_WORDS]
        return fields[0] if len(fields) == 1 else None
    return _message_field(screen)


def _type(field: Element, text: str, status: str, reasoning: str) -> AgentStepResult:
    return _result("type", status, reasoning, target_index=field.index, text_to_type=text)


def act(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The action that moves ``goal`` forward on this screen (the goal is not achieved yet)."""
    screen = turn.screen
    if goal.kind == "open_app":
        return _open_app(goal.target, turn)
    if goal.kind == "open_setting":
        return _open_setting(goal.target, turn)
    if goal.kind == "toggle":
        toggle = _toggle_for(goal.target, screen)
        if toggle is None:
            return _open_setting(goal.target, turn)
        if toggle.disabled:
            return _ask(f"{toggle.describe()} is disabled. What should I do?", [TRY_AGAIN, STOP],
                        "A disabled switch cannot be tapped.")
        state = "on" if goal.on else "off"
        return _tap(toggle, f"Turning {state} {toggle.label}", f"{toggle.describe()} is not {state} yet.")
    if goal.kind == "open_conversation":
        if _is_conversation(screen) and turn.allows("back"):
            return _result("back", "Leaving this conversation", f"This is not the conversation with {goal.target}.")
        return _tap_choice(turn, goal.target, _tappable(screen), f"Opening the conversation with {goal.target}")
    if goal.kind == "type":
        field = _type_field(goal, screen)
        if field is None:
            return _scroll_or_ask(turn, f"the {goal.target or 'message'} field")
        return _type(field, goal.text, f"Typing '{goal.text}'", f"{field.describe()} is where this text goes.")
    if goal.kind == "enter_fact":
        value = _fact_value(goal, turn)
        if value is None:
            return _ask(f"What is your {goal.target}?", [STOP], f"No {goal.target} is known yet.")
        field = _field_for_key(goal.target, screen)
        if field is None:
            return _scroll_or_ask(turn, f"a {goal.target} field")
        typed = _type(field, value, f"Entering the {goal.target}", f"{field.describe()} is the {goal.target} field.")
        if goal.target not in turn.facts:
            # It came from the user's answer, which only counts on the next step: keep it under its own key.
            typed = typed.model_copy(update={"remember": RememberFact(key=goal.target, value=value)})
        return typed
    if goal.kind == "send":
        send = next(iter(_buttons_with(screen, ("send",))), None)
        if send is None:
            # Send stays disabled until the text is in: type it (again).
            return act(Subgoal("type", text=_message_text(plan, turn.arguments.task)), turn, plan)
        return _tap(send, "Sending the message", f"The message is typed; {send.describe()} sends it.")
    if goal.kind in ("find", "pick"):
        return _tap_choice(turn, goal.target, _tappable(screen), f"Opening {goal.target}")
    if goal.kind == "pick_cheapest":
        return _pick_cheapest(goal, turn)
    if goal.kind == "checkout":
        button = next(iter(_buttons_with(screen, ("checkout", "check out"))), None) or next(
            iter(_buttons_with(screen, ("cart",))), None)
        if button is None:
            return _scroll_or_ask(turn, "the checkout button")
        return _tap(button, f"Tapping {button.label}", "Checkout comes before placing the order.")
    if goal.kind == "place_order":
        button = next(iter(_buttons_with(screen, _PLACE_ORDER_LABELS)), None)
        if button is None:
            return _scroll_or_ask(turn, "the button that places the order")
        return _tap(button, "Placing the order", f"{button.describe()} places the order.")
    if goal.kind in ("wizard_next", "wizard_finish"):
        labels = _NEXT_WORDS if goal.kind == "wizard_next" else _FINISH_WORDS
        button = next(iter(_buttons_with(screen, labels)), None)
        if button is None:
            return _scroll_or_ask(turn, f"the {labels[0].title()} button")
        return _tap(button, f"Tapping {button.label}", "Each page of the wizard goes on with this button.")
    if goal.kind == "tap":
        return _tap_choice(turn, goal.target, _tappable(screen), f"Tapping {goal.target}")
    # ask_instead, not yet answered with "Try again"
    return _ask_instead(goal, turn)


def _pick_cheapest(goal: Subgoal, turn: Turn) -> AgentStepResult:
    priced = _priced_items(turn.screen)
    matching = [(price, e) for price, e in priced if match_score(goal.target, e.label) >= WHOLE_WORDS] or priced
    if not matching:
        return _scroll_or_ask(turn, f"priced {_plural(goal.target)}")
    lowest = min(price for price, _ in matching)
    cheapest = [e for price, e in matching if price == lowest]
    if len(cheapest) > 1:
        return _which(f"the cheapest {goal.target}", tuple(cheapest))
    element = cheapest[0]
    result = _tap(element, f"Choosing {element.label}", f"{element.label} is the lowest price shown ({lowest}).")
    return result.model_copy(update={"remember": RememberFact(key=PICKED_KEY, value=element.label)})


def _ask_instead(goal: Subgoal, turn: Turn) -> AgentStepResult:
    answer = answer_after_decline(turn.fact_lines)
    if answer is None:
        return _declined_question(goal.target)
    return _give_up(f"The user declined to {goal.target} and answered \"{answer}\", which I cannot act on.",
                    f"Only \"{TRY_AGAIN}\" or \"{STOP}\" can be acted on offline.")


# -- the public functions ------------------------------------------------------------------------


def finished(arguments: AgentStepArguments) -> AgentStepResult | None:
    """The terminal status again when the run already ended (``done`` / ``give_up``), else None."""
    # Only the last step can end a run: read it alone, not the whole (possibly raw, long) history.
    last = read_history(arguments.steps_so_far[-1:]).last
    if last not in ("done", "give_up"):
        return None
    facts = read_facts(arguments.known_facts)
    if last == "done":
        return _result("done", "The run already ended: the task is done.", "The last step was done; nothing new.",
                       final_answer=final_answer(arguments.task, facts))
    reason = facts.get(GAVE_UP_KEY, "no reason was recorded")
    return _result("give_up", f"The run already ended: gave up ({reason})", "The last step was give_up; nothing new.")


@dataclass(frozen=True, slots=True)
class PlanState:
    plan: list[str]
    current: int
    new_plan: list[str] | None = None
    replan: list[str] | None = None
    advance: bool = False


def _progress(arguments: AgentStepArguments, screen: Screen, current: int, answered: bool) -> int:
    """How many steps in a row (this one included) saw this screen on this subgoal."""
    marker = arguments.state_refs.get(PROGRESS, "")
    fingerprint, _, rest = marker.partition(":")
    count, _, subgoal = rest.partition(":")
    if answered or fingerprint != screen.fingerprint or subgoal != str(current) or not count.isdigit():
        return 1
    return int(count) + 1


def _read_plan(arguments: AgentStepArguments, fresh: list[str]) -> PlanState:
    plan, current = list(arguments.plan), arguments.current_subgoal
    if not plan:
        return PlanState(list(fresh), current, new_plan=list(fresh))
    readable = current < len(plan) and all(parse_subgoal(item) is not None for item in plan[current:])
    if readable:
        return PlanState(plan, current)
    # Keep the done prefix (the client does not reset current_subgoal), plan the rest afresh.
    prefix = plan[:current] + ["(done)"] * (current - len(plan))
    return PlanState(prefix + fresh, current, replan=prefix + fresh)


def _stale(turn: Turn, state: PlanState) -> PlanState | None:
    """A plan whose app is no longer in front: insert the way back before the current subgoal."""
    package = turn.arguments.current_package
    goal = parse_subgoal(state.plan[state.current])
    if not package or goal is None or goal.kind in ("open_app", "open_setting", "ask_instead"):
        return None
    for index in range(state.current - 1, -1, -1):
        opener = parse_subgoal(state.plan[index])
        if opener is None or opener.kind not in ("open_app", "open_setting"):
            continue
        app = opener.target if opener.kind == "open_app" else "Settings"
        if _package_matches(app, package):
            return None
        plan = state.plan[:state.current] + [state.plan[index]] + state.plan[state.current:]
        return PlanState(plan, state.current, state.new_plan, replan=plan)
    return None


def _skip_achieved(turn: Turn, state: PlanState) -> PlanState | None:
    """When the screen shows the current or a later subgoal reached, move past the last such one.

    Only one ``advance_subgoal`` fits in a result, so achieved subgoals in between are dropped
    from the plan (``replan`` keeps the done prefix and the current one). Returns the state with
    ``current`` past the plan's end when everything is achieved.
    """
    last_achieved: int | None = None
    for index in range(state.current, len(state.plan)):
        goal = parse_subgoal(state.plan[index])
        if goal is None:
            break
        if achieved(goal, turn, state.plan, is_current=index == state.current):
            last_achieved = index
        elif goal.kind == "ask_instead":
            break  # an unanswered decline is a barrier: nothing after it counts as done
    if last_achieved is None:
        return None
    replan = state.replan
    plan = state.plan
    if last_achieved > state.current:
        plan = state.plan[:state.current + 1] + state.plan[last_achieved + 1:]
        replan = plan
    return PlanState(plan, state.current + 1, state.new_plan, replan, advance=True)


def _with_state(result: AgentStepResult, state: PlanState) -> AgentStepResult:
    return result.model_copy(update={"plan": state.new_plan, "replan": state.replan, "advance_subgoal": state.advance})


def _finalize(result: AgentStepResult, turn: Turn, state: PlanState, count: int) -> AgentStepResult:
    """The guarantees every result keeps, whatever produced it."""
    declined = unresolved_declines(turn.fact_lines)
    if result.action == "done" and declined:
        result = _declined_question(declined[-1])  # a declined action leaves the task unresolved
    elif declined and result.action not in ("ask_user", "give_up") and describe_action(result, turn.screen) in declined:
        result = _declined_question(describe_action(result, turn.screen))
    if not turn.allows(result.action):
        result = _missing_capability(result.action, result.status_text.lower())
    if result.remember is None and result.action != "give_up":
        result = result.model_copy(update={"remember": _fact_to_remember(turn)})
    if result.action == "done":
        facts = dict(turn.facts)
        if result.remember is not None:
            facts[result.remember.key] = result.remember.value
        result = result.model_copy(update={"final_answer": final_answer(turn.arguments.task, facts)})
    reason = confirmation_reason(result, turn.screen)
    if reason is not None:
        result = result.model_copy(update={"requires_confirmation": True, "confirmation_reason": reason})
    if result.action == "ask_user":
        count = 0  # a question is progress of its own: the answer starts the count afresh
    marker = f"{turn.screen.fingerprint}:{count}:{state.current}"
    return _with_state(result, state).model_copy(update={"state_refs": {PROGRESS: marker}})


def decide(arguments: AgentStepArguments, screen: Screen) -> AgentStepResult:
    """The next action, from the session and the screen alone (deterministic, offline)."""
    ended = finished(arguments)
    if ended is not None:
        return ended
    turn = Turn.read(arguments, screen)
    fresh = build_plan(arguments.task, turn.facts)
    if fresh is None:
        state = PlanState(list(arguments.plan), arguments.current_subgoal)
        return _finalize(_give_up("I cannot plan this task offline.", "No rule of the planner reads this task."),
                         turn, state, 1)
    state = _read_plan(arguments, fresh)
    if turn.answer is not None and turn.answer.casefold() == STOP.casefold():
        declined = unresolved_declines(turn.fact_lines)
        reason = f"The user declined to {declined[-1]} and chose to stop." if declined else "The user chose to stop."
        return _finalize(_give_up(reason, "The user answered Stop."), turn, state, 1)
    missing = _missing_for_plan(turn, state)
    if missing is not None:
        return _finalize(missing, turn, state, 1)
    stale = _stale(turn, state)
    if stale is not None:
        goal = parse_subgoal(stale.plan[stale.current])
        assert goal is not None
        result = act(goal, turn, stale.plan)
        reasoning = f"{turn.arguments.current_package} is in front, not the app the plan was in; going back. "
        result = result.model_copy(update={"reasoning": reasoning + (result.reasoning or "")})
        return _finalize(result, turn, stale, _progress(arguments, screen, stale.current, False))
    state = _skip_achieved(turn, state) or state
    if state.current >= len(state.plan):
        done = _result("done", "Task complete", "The screen shows the last subgoal reached.")
        return _finalize(done, turn, state, 1)
    count = _progress(arguments, screen, state.current, turn.answer is not None)
    goal = parse_subgoal(state.plan[state.current])
    assert goal is not None  # _read_plan replanned anything unreadable from the current subgoal on
    if count >= STUCK_AFTER and goal.kind != "ask_instead":
        stuck = _ask(f"I have seen this screen {count} times without progress on \"{state.plan[state.current]}\". "
                     "What should I do?", [TRY_AGAIN, STOP], "The same screen keeps coming back: not guessing further.")
        return _finalize(stuck, turn, state, count)
    return _finalize(act(goal, turn, state.plan), turn, state, count)


def _missing_for_plan(turn: Turn, state: PlanState) -> AgentStepResult | None:
    """Give up at once when a remaining subgoal needs an action the device cannot take."""
    for item in state.plan[state.current:]:
        goal = parse_subgoal(item)
        needed = _essential_capability(goal) if goal is not None else None
        if needed is not None and not turn.allows(needed[0]):
            return _missing_capability(needed[0], needed[1])
    return None


def decline(arguments: AgentStepArguments, screen: Screen, proposal: AgentStepResult | None) -> AgentStepResult:
    """The user denied ``proposal``: do nothing, report nothing done, and ask what to do instead."""
    description = describe_action(proposal, screen) if proposal is not None else "take the proposed action"
    plan = list(arguments.plan) or build_plan(arguments.task, read_facts(arguments.known_facts)) or []
    current = arguments.current_subgoal
    prefix = plan[:current] + ["(done)"] * (current - len(plan))
    replan = [*prefix, f"Ask the user what to do instead of: {description}", *plan[current:]]
    return _declined_question(description).model_copy(update={
        "replan": replan,
        "remember": RememberFact(key=DECLINED_KEY, value=description),
        "state_refs": {PROGRESS: f"{screen.fingerprint}:0:{current}"},
    })
