"""The offline rule planner: the next action from the session alone.

No model and no network: the same arguments give the same result (the one exception is a
relative date in a task, "on Friday", which is read against today's date), so any instance can
answer any step. Everything the planner needs between steps travels in the session the client
sends back: the plan (subgoals in the grammar below), the facts it asked the client to
``remember``, and its markers in ``state_refs`` (``progress`` here, the rest in navigator.py).

The task is read into a goal by intent.py; the screen by reading.py. Plan grammar (one subgoal
per string; ``parse_subgoal`` reads them back, case-insensitively)::

    Open <App>                         open_app (or tap its icon), an app of the same purpose too
    Open the <Name> setting            open_setting (or Settings, then the right section)
    Turn on|off <Name> [for <App>]     tap the Switch / CheckBox (the app's own switch)
    Set <Name> to <Value>              pick the choice, or type the value and confirm it
    Open the conversation with <Name>  tap the contact (over the whole list; ask when two match)
    Open the contact <Name>            the same, in a phone app
    Call <Name>                        tap the call control
    Start a new <thing>                tap New / Add / Compose
    Type '<text>' [into <Field>]       type into <Field> (title, body, date, time fields by role)
    Enter the <key>                    type the known fact <key> into the field labelled like it
    Send the message / Save the <thing>
    Find <things>                      tap the tab / category named <things>
    Pick the cheapest|most expensive <thing>   over the whole list
    Pick <thing>                       tap the item named <thing>
    Set the quantity to <n>
    Proceed to checkout / Place the order
    Read the <code|when|order_number|text> about <subject>   report it with done
    Tap Next on each page until the end / Finish the wizard
    Find an app for: <task>            open the app whose name or purpose the task's words match
    Tap <Label>
    Ask the user what to do instead of: <action>   (planned after the user declined <action>)

Progress marker: ``state_refs["progress"] = "<screen fingerprint>:<count>:<current subgoal>"``,
where count is how many steps in a row saw that screen while on that subgoal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from collections.abc import Callable
from typing import Literal

from . import navigator as nav
from .dates import date_like, same_date, same_time, time_like
from .contract import AgentStepArguments, AgentStepResult, RememberFact, capability_for, is_allowed
from .intent import plan_for, quoted_values, read_task
from .reading import (
    APP_FAMILIES, BUTTON_KINDS, CHOICE_KINDS, EXACT, PREFIX, WHOLE_WORDS, buttons_with, control_with, element_text,
    find_fact, has_word, in_conversation, match_score, mentions, message_field, price_of, priced_items,
    same_value, scrollable, setting_element, tabs, tappable, toggle_for, words,
)
from .safety import confirmation_reason, describe_action, is_control
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
ASKED_FACT_LABELS = {"order_number": "Order number", "code": "Code", "price": "Price", "when": "When",
                     "text": "Answer"}

Kind = Literal[
    "ask_instead", "open_setting", "open_conversation", "open_contact", "open_app", "toggle", "toggle_app",
    "quantity", "set_value", "type", "enter_fact", "send", "call", "start_new", "save", "explore", "find",
    "pick_cheapest", "pick_dearest", "pick", "checkout", "place_order", "read", "wizard_next", "wizard_finish",
    "tap",
]

# -- the session as the planner reads it ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Turn:
    arguments: AgentStepArguments
    screen: Screen
    history: History
    facts: dict[str, str]
    # known_facts in order, every line: the order says whether an answer came after a decline.
    fact_lines: tuple[tuple[str, str], ...]
    refs: dict[str, str]
    trail: tuple[str, ...]
    # The screen before this one, from the progress marker.
    previous: str
    # The apps on the home screen, as last seen.
    apps: tuple[str, ...]

    @classmethod
    def read(cls, arguments: AgentStepArguments, screen: Screen) -> Turn:
        lines = []
        for line in arguments.known_facts.splitlines():
            key, colon, value = line.partition(":")
            if colon and key.strip():
                lines.append((key.strip(), value.strip()))
        refs = dict(arguments.state_refs)
        return cls(arguments, screen, read_history(arguments.steps_so_far), read_facts(arguments.known_facts),
                   tuple(lines), refs, tuple(nav.read_trail(refs)), refs.get(PROGRESS, "").partition(":")[0],
                   tuple(_launcher_apps(screen) or nav.read_apps(refs)))

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
    def here(self) -> str:
        """The label last entered (the page in front when it has no header)."""
        return self.trail[-1] if self.trail else ""

    def moved(self, action: str) -> bool:
        """The last step was ``action`` and the screen changed since."""
        return self.history.last == action and self.previous != self.screen.fingerprint

    def allows(self, action: str) -> bool:
        return is_allowed(action, self.capabilities)

    def acted(self, goal: str) -> bool:
        """The final control of ``goal`` was tapped, and that tap has been applied since."""
        marker = self.refs.get(nav.ACTED, "")
        text, _, at = marker.rpartition("|")
        return text == goal and at.isdigit() and self.arguments.step_count > int(at) and self.history.last == "tap"


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


def _tap(element: Element, status: str, reasoning: str, **refs: str | None) -> AgentStepResult:
    return _result("tap", status, reasoning, target_index=element.index, state_refs=refs)


def _ask(question: str, options: list[str], reasoning: str, **refs: str | None) -> AgentStepResult:
    return _result("ask_user", "Asking the user", reasoning, question=question, options=options, state_refs=refs)


def _scroll(direction: str, status: str, reasoning: str, **refs: str | None) -> AgentStepResult:
    return _result(f"scroll_{direction}", status, reasoning, state_refs=refs)


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
    source: str = ""


_GRAMMAR_SOURCE: tuple[tuple[str, Kind], ...] = (
    (r"Ask the user what to do instead of: (?P<target>.+)", "ask_instead"),
    (r"Open the conversation with (?P<target>.+)", "open_conversation"),
    (r"Open the contact (?P<target>.+)", "open_contact"),
    (r"Open the (?P<target>.+) setting", "open_setting"),
    (r"Open (?P<target>.+)", "open_app"),
    (r"Turn (?P<state>on|off) (?P<target>.+?) for (?P<text>.+)", "toggle_app"),
    (r"Turn (?P<state>on|off) (?P<target>.+)", "toggle"),
    (r"Set the quantity to (?P<text>\d+)", "quantity"),
    (r"Set (?P<target>.+?) to (?P<text>.+)", "set_value"),
    (r"Type '(?P<text>.*)'(?: into (?P<target>.+))?", "type"),
    (r"Enter the (?P<target>.+)", "enter_fact"),
    (r"Send the message", "send"),
    (r"Call (?P<target>.+)", "call"),
    (r"Start a new (?P<target>.+)", "start_new"),
    (r"Save the (?P<target>.+)", "save"),
    (r"Find an app for: (?P<target>.+)", "explore"),
    (r"Find (?P<target>.+)", "find"),
    (r"Pick the cheapest (?P<target>.+)", "pick_cheapest"),
    (r"Pick the most expensive (?P<target>.+)", "pick_dearest"),
    (r"Pick (?P<target>.+)", "pick"),
    (r"Proceed to checkout", "checkout"),
    (r"Place the order", "place_order"),
    (r"Read the (?P<text>\w+) about (?P<target>.+)", "read"),
    (r"Tap Next on each page until the end", "wizard_next"),
    (r"Finish the wizard", "wizard_finish"),
    (r"Tap (?P<target>.+)", "tap"),
)
_GRAMMAR = tuple((re.compile(pattern, re.IGNORECASE), kind) for pattern, kind in _GRAMMAR_SOURCE)


@lru_cache(maxsize=4096)
def parse_subgoal(text: str) -> Subgoal | None:
    """A subgoal this planner wrote, or None for one it cannot read (a foreign plan)."""
    for pattern, kind in _GRAMMAR:
        match = pattern.fullmatch(text.strip())
        if match is not None:
            groups = match.groupdict()
            return Subgoal(kind, (groups.get("target") or "").strip(), groups.get("text") or "",
                           (groups.get("state") or "on").lower() == "on", text.strip())
    return None


def build_plan(task: str, facts: dict[str, str]) -> list[str]:
    """Subgoals for the task, in the grammar above (``Find an app for: …`` when no intent reads it)."""
    return plan_for(read_task(task, facts))


def _essential_capability(goal: Subgoal) -> tuple[str, str] | None:
    """The action a subgoal cannot do without (with what it is for), or None when it has a way round."""
    if goal.kind in ("type", "enter_fact"):
        return "type", "type the text" if goal.kind == "type" else f"enter the {goal.target}"
    if goal.kind in ("open_app", "open_setting", "ask_instead", "read", "explore"):
        return None
    return "tap", goal.kind.replace("_", " ") if goal.kind != "tap" else f"tap {goal.target}"


# -- reading for a goal --------------------------------------------------------------------------

_ORDER_CONFIRMED = re.compile(
    r"\border\s+(?:placed|confirmed|complete|completed|received|successful)\b|"
    r"\bthank(?:s| you) for your (?:order|purchase)\b|\border\s*(?:number|no\.?|#|id)\b",
    re.I,
)
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_HHMM = re.compile(r"\d{2}:\d{2}")
_FIELD_SYNONYMS = {
    "password": ("password", "passcode", "passphrase"),
    "username": ("username", "user name", "user", "login", "email"),
    "email": ("email", "e-mail", "mail"),
    "phone": ("phone", "phone number", "mobile"),
    "pin": ("pin", "pin code"),
}
_ROLE_FIELDS = {
    "the title field": ("title", "subject", "name", "heading", "event name", "event title"),
    "the body field": ("note", "body", "content", "text", "description", "details", "write", "type", "notes"),
    "the date field": ("date", "day", "start date", "on"),
    "the time field": ("time", "start time", "at", "hour"),
}
# Where a setting lives when it has to be found by hand.
_SETTING_SECTIONS = {
    "wifi": ("network", "internet", "wireless", "connection"),
    "mobiledata": ("network", "internet", "connection", "mobile"),
    "airplanemode": ("network", "internet", "connection"),
    "bluetooth": ("connected", "device", "connection", "bluetooth"),
    "hotspot": ("network", "internet", "connection", "hotspot"),
    "nfc": ("connected", "connection"),
    "brightness": ("display", "screen"),
    "screentimeout": ("display", "screen"),
    "darktheme": ("display", "screen"),
    "darkmode": ("display", "screen"),
    "fontsize": ("display", "accessibility"),
    "volume": ("sound", "audio"),
    "ringtone": ("sound", "audio"),
    "vibrate": ("sound", "audio"),
    "donotdisturb": ("sound", "notification", "focus"),
    "notification": ("notification", "app"),
    "location": ("location", "privacy", "security"),
    "batterysaver": ("battery", "power"),
    "language": ("system", "general", "language"),
}
_KNOWN_SETTINGS = frozenset({
    *_SETTING_SECTIONS, "display", "sound", "notification", "battery", "network", "internet", "networkinternet",
    "app", "storage", "accessibility", "privacy", "security", "dateandtime", "aboutphone", "system", "wifi",
    "soundandvibration", "connection", "connecteddevice",
})
# Sections of Settings opened one by one for a setting no hint places (each costs two steps).
_MAX_SECTIONS = 5
_NEXT_WORDS = ("next", "continue")
_FINISH_WORDS = ("finish", "done", "complete", "start", "get started")
_PRODUCT_PAGE_WORDS = ("cart", "checkout", "buy", "basket", "bag")
_ADD_TO_CART = ("add to cart", "add to basket", "add to bag", "add to trolley")
_CART_WORDS = ("cart", "basket", "bag", "trolley")
_PLACE_ORDER_LABELS = ("place order", "buy now", "pay now", "pay", "confirm order", "complete purchase", "purchase",
                       "submit order", "order now")
_NEW_WORDS = ("new", "add", "create", "compose", "plus", "write")
_SAVE_WORDS = ("save", "done", "create", "add", "ok", "confirm", "keep")
_CALL_WORDS = ("call", "voice call", "dial", "phone")
_CONFIRM_VALUE_WORDS = ("ok", "set", "save", "done", "apply", "confirm")


def _family(app: str) -> tuple[str, ...]:
    """The app's name and the names of apps for the same purpose."""
    own = "".join(word for word in words(app) if word != "app")
    for family in APP_FAMILIES.values():
        if own in family:
            return tuple(dict.fromkeys((own, *family)))
    return (own,)


def _purpose(app: str) -> str:
    """The purpose an app serves ("calendar" for Agenda), or its own name."""
    own = "".join(word for word in words(app) if word != "app")
    return next((purpose for purpose, family in APP_FAMILIES.items() if own in family), own)


def _package_matches(app: str, package: str) -> bool:
    segments = {segment for segment in re.split(r"[._]", package.lower()) if segment}
    segments |= {word for segment in segments for word in words(segment)}
    return any(name in segments for name in _family(app))


def _in_app(app: str, turn: Turn) -> bool:
    package = turn.arguments.current_package
    if package:
        return _package_matches(app, package)
    here = "".join(words(turn.here))
    return bool(here) and here in _family(app) and turn.history.last in ("open_app", "tap")


def _app_icon(app: str, turn: Turn) -> Element | None:
    """An icon for ``app`` or an app of the same purpose (a home screen, a drawer)."""
    icons = [e for e in tappable(turn.screen) if e.kind in ("ImageButton", "Button", "ListItem", "TextView")
             and len(words(e.label)) <= 3]
    for name in _family(app):
        for icon in icons:
            if "".join(w for w in words(icon.label) if w != "app") == name:
                return icon
    return None


def _role_field(role: str, screen: Screen) -> Element | None:
    """The field for a role ("the title field"), or the field labelled ``role``."""
    editable = [e for e in screen.elements if e.editable and not has_word(e.label, "search")]
    names = _ROLE_FIELDS.get(role.lower())
    if names is None:
        fields = [e for e in editable if e.label and match_score(role, e.label) >= WHOLE_WORDS]
        return fields[0] if len(fields) == 1 else None
    for name in names:
        for element in editable:
            if element.label and match_score(name, element.label) >= WHOLE_WORDS:
                return element
    others = [e for e in editable if not any(match_score(n, e.label) >= WHOLE_WORDS
                                             for names_ in _ROLE_FIELDS.values() for n in names_)]
    if role.lower() == "the body field" and len(others) == 1:
        return others[0]
    return None


def _type_field(goal: Subgoal, screen: Screen) -> Element | None:
    if goal.target:
        return _role_field(goal.target, screen)
    return message_field(screen)


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
    return any(not e.editable and e.kind not in BUTTON_KINDS and wanted in e.label.casefold()
               for e in screen.elements)


def _message_text(plan: list[str], task: str) -> str:
    for item in plan:
        goal = parse_subgoal(item)
        if goal is not None and goal.kind == "type" and not goal.target:
            return goal.text
    texts = quoted_values(task)
    return texts[0] if texts else ""


def _on_product_page(screen: Screen) -> bool:
    return bool(_buttons_of(screen, _PRODUCT_PAGE_WORDS)) and len(priced_items(screen)) < 2


_NOT_BUTTONS = frozenset({"ListItem", "TextView", "Tab"})


def _buttons_of(screen: Screen, labels: tuple[str, ...]) -> list[Element]:
    return buttons_with(screen, labels, _NOT_BUTTONS)


def _call_control(screen: Screen, name: str = "") -> Element | None:
    """The control that calls ``name``: one labelled "Call <name>", else the page's only "Call"."""
    controls = [e for e in tappable(screen) if is_control(e.kind) and words(e.label)[:1] in (("call",), ("dial",), ("voice",))
                and not has_word(e.label, "log", "history", "video", "end")]
    if name:
        named = [e for e in controls if match_score(name, e.label) >= WHOLE_WORDS]
        if len(named) == 1:
            return named[0]
    bare = [e for e in controls if len(words(e.label)) <= 2 and not any(
        w not in ("call", "dial", "voice", "phone", "now") for w in words(e.label))]
    return bare[0] if len(bare) == 1 else None


def _quantity_element(screen: Screen) -> Element | None:
    return next((e for e in screen.elements if has_word(e.label, "quantity", "qty")), None)


def _fact_value(goal: Subgoal, turn: Turn) -> str | None:
    value = turn.facts.get(goal.target) or turn.facts.get(goal.target.lower())
    if value is None and turn.answer not in (None, STOP, TRY_AGAIN):
        value = turn.answer  # the user just answered "What is your <key>?"
    return value


def _per_app_toggle(goal: Subgoal, turn: Turn) -> Element | None:
    """The switch for ``goal.target`` (a setting) of the app ``goal.text``."""
    toggles = [e for e in turn.screen.elements if e.kind in ("Switch", "CheckBox") or
               (e.checked is not None and e.kind not in ("Tab", "ListItem", "RadioButton"))]
    trail = " ".join(turn.trail[-3:])
    for element in toggles:
        if match_score(goal.text, element.label) >= WHOLE_WORDS and (
                has_word(element.label, goal.target) or match_score(goal.target, trail) >= WHOLE_WORDS):
            return element
    for element in toggles:
        if match_score(goal.target, element.label) >= WHOLE_WORDS and (
                match_score(goal.text, turn.here) >= WHOLE_WORDS or mentions(goal.text, turn.screen)):
            return element
    return None


def _choice_for(value: str, screen: Screen, setting: str) -> Element | None:
    choices = [e for e in screen.elements if e.kind in CHOICE_KINDS and not e.disabled and e.label
               and match_score(setting, e.label) < WHOLE_WORDS
               and (match_score(value, e.label) >= WHOLE_WORDS or same_value(e.label, value))]
    return max(choices, key=lambda e: (match_score(value, e.label), e.kind != "TextView"), default=None)


def _editable_setting(goal: Subgoal, turn: Turn) -> Element | None:
    fields = [e for e in turn.screen.elements if e.editable and not has_word(e.label, "search")]
    named = [e for e in fields if match_score(goal.target, e.label) >= WHOLE_WORDS]
    if named:
        return named[0]
    if len(fields) == 1 and match_score(goal.target, turn.here) >= WHOLE_WORDS:
        return fields[0]
    return None


def _value_set(goal: Subgoal, turn: Turn) -> bool:
    shown = setting_element(goal.target, turn.screen)
    if shown is not None and not shown.editable and same_value(shown.value, goal.text):
        return True
    choice = _choice_for(goal.text, turn.screen, goal.target)
    return choice is not None and choice.checked is True and match_score(goal.target, turn.here) >= WHOLE_WORDS


def _similar(word: str, other: str) -> bool:
    """"dentist" and "dental" share their stem; "cat" and "catalogue" do not count."""
    if word == other:
        return True
    common = 0
    for a, b in zip(word, other):
        if a != b:
            break
        common += 1
    return common >= 4 and common * 3 >= 2 * min(len(word), len(other))


def _subject_matches(subject: str, element: Element) -> bool:
    if not subject or subject == "it":
        return True
    text = element_text(element)
    if match_score(subject, text) >= WHOLE_WORDS:
        return True
    significant = [w for w in words(subject) if len(w) > 2]
    present = words(text)
    return bool(significant) and all(any(_similar(w, p) for p in present) for w in significant)


def _read_fact(kind: str, text: str) -> str | None:
    if kind in ("code", "order_number"):
        return find_fact(kind, text)
    if kind == "when":
        from dateparser.search import search_dates

        found = search_dates(text, languages=["en"])
        return " ".join(phrase for phrase, _ in found) if found else None
    return text or None


# -- is a subgoal achieved on this screen? ------------------------------------------------------


def achieved(goal: Subgoal, turn: Turn, plan: list[str], is_current: bool) -> bool:
    """Whether the screen shows ``goal`` reached. Conditions that a stray word cannot satisfy."""
    screen = turn.screen
    last_tap = turn.history.last == "tap"
    kind = goal.kind
    if kind == "open_app":
        return _in_app(goal.target, turn)
    if kind == "open_setting":
        if toggle_for(goal.target, screen) is not None:
            return True
        shown = setting_element(goal.target, screen)
        return (shown is not None and (shown.value is not None or shown.editable)) or (
            is_current and match_score(goal.target, turn.here) >= WHOLE_WORDS
            and turn.history.last in ("open_setting", "tap"))
    if kind == "toggle":
        toggle = toggle_for(goal.target, screen)
        return toggle is not None and toggle.checked is goal.on
    if kind == "toggle_app":
        toggle = _per_app_toggle(goal, turn)
        return toggle is not None and toggle.checked is goal.on
    if kind == "set_value":
        return _value_set(goal, turn)
    if kind == "open_conversation":
        return in_conversation(screen) and (match_score(goal.target, turn.here) >= WHOLE_WORDS
                                            or mentions(goal.target, screen))
    if kind == "open_contact":
        named = _call_control(screen, goal.target)
        return named is not None and (match_score(goal.target, named.label) >= WHOLE_WORDS or match_score(
            goal.target, turn.here) >= WHOLE_WORDS or mentions(goal.target, screen))
    if kind == "type":
        field = _type_field(goal, screen)
        if field is None:
            return False
        if goal.target.lower() == "the date field" and _ISO_DATE.fullmatch(goal.text):
            return same_date(field.value, goal.text)
        if goal.target.lower() == "the time field" and _HHMM.fullmatch(goal.text):
            return same_time(field.value, goal.text)
        return field.value == goal.text
    if kind == "enter_fact":
        value = _fact_value(goal, turn)
        field = _field_for_key(goal.target, screen)
        return value is not None and field is not None and _value_shows(field, value)
    if kind == "send":
        # Only right after our own tap on Send: an old message with the same text is not this one.
        text = _message_text(plan, turn.arguments.task)
        return is_current and last_tap and bool(text) and (
            _sent_message_visible(text, screen) and not any(e.editable and e.value == text for e in screen.elements))
    if kind == "call":
        return is_current and (turn.acted(goal.source) or control_with(screen, ("end call", "hang up")) is not None)
    if kind == "start_new":
        return any(_role_field(role, screen) is not None for role in ("the title field", "the body field"))
    if kind == "save":
        return is_current and turn.acted(goal.source)
    if kind == "find":
        listed = any(match_score(goal.target, e.label) >= WHOLE_WORDS for _, e in priced_items(screen))
        return listed or any(e.checked and match_score(goal.target, e.label) >= PREFIX for e in tabs(screen)) or (
            match_score(goal.target, turn.here) >= WHOLE_WORDS and not _category_row(goal.target, screen))
    if kind in ("pick", "pick_cheapest", "pick_dearest"):
        return _on_product_page(screen)
    if kind == "quantity":
        element = _quantity_element(screen)
        if element is None:
            return _added_times(goal, turn) >= int(goal.text) and turn.history.last == "tap"
        return same_value(element.value or element.label, goal.text)
    if kind == "checkout":
        return bool(_buttons_of(screen, _PLACE_ORDER_LABELS))
    if kind == "place_order":
        return _ORDER_CONFIRMED.search(screen.text) is not None and not _buttons_of(screen, _PLACE_ORDER_LABELS)
    if kind == "wizard_next":
        return bool(buttons_with(screen, _FINISH_WORDS))
    if kind == "wizard_finish":
        return is_current and last_tap and not buttons_with(screen, _NEXT_WORDS + _FINISH_WORDS)
    if kind == "tap":
        return is_current and last_tap and not any(
            match_score(goal.target, e.label) >= WHOLE_WORDS for e in tappable(screen))
    if kind == "ask_instead":
        answer = answer_after_decline(turn.fact_lines)
        return answer is not None and answer.casefold() == TRY_AGAIN.casefold()
    return False  # read and explore end the run themselves


# -- searching a list ----------------------------------------------------------------------------


def choose(query: str, elements: list[Element], answer: str | None) -> tuple[Element | None, tuple[Element, ...]]:
    """The one element ``query`` names, or the candidates to ask between."""
    scored = [(match_score(query, e.label), e) for e in elements if not e.disabled]
    scored = [(score, e) for score, e in scored if score > 0]
    if answer is not None:
        chosen = [e for e in elements if e.label.casefold() == answer.casefold()]
        if len(chosen) == 1:
            return chosen[0], ()
    if not scored:
        return None, ()
    best = max(score for score, _ in scored)
    top = [e for score, e in scored if score == best]
    if best >= WHOLE_WORDS and len(top) == 1:
        return top[0], ()
    return None, tuple(top)


def _which(query: str, labels: list[str], goal: Subgoal) -> AgentStepResult:
    labels = list(dict.fromkeys(labels))
    return _ask(f"Which one do you mean by \"{query}\"?", labels,
                f"{len(labels)} entries match \"{query}\" about equally well (or only weakly); not guessing.",
                **{nav.SCAN: None, nav.CHOSEN: None})


def _cannot_find(turn: Turn, what: str) -> AgentStepResult:
    return _ask(f"I cannot find {what}. What should I do?", [TRY_AGAIN, STOP],
                f"{what} is not on this screen, nor further down or up the list.", **{nav.SCAN: None})


def _scroll_or_ask(turn: Turn, what: str, goal: Subgoal | None = None) -> AgentStepResult:
    """Looking further (down the list, then back up) is safe; guessing is not."""
    can_scroll = (scrollable(turn.screen) or not turn.screen.elements) and turn.allows("scroll_down")
    if not can_scroll:
        return _ask(f"I cannot find {what} on this screen. What should I do?", [TRY_AGAIN, STOP],
                    f"{what} is not on this screen and there is nothing to scroll.")
    key = goal.source if goal is not None else what
    scan = nav.read_scan(turn.refs, key) or nav.Scan(key)
    if scan.direction == "down":
        if (scan.scrolls == 0 or turn.moved("scroll_down")) and scan.scrolls < nav.MAX_SCROLLS:
            scan.scrolls += 1
            return _scroll("down", f"Looking for {what}", f"{what} is not on this screen; scrolling for more.",
                           **{nav.SCAN: scan.dump()})
        if scan.scrolls <= 1:
            return _cannot_find(turn, what)  # the list did not move: it was all on screen
        scan.direction, scan.scrolls = "back", 0
    if (scan.scrolls == 0 or turn.moved("scroll_up")) and scan.scrolls < nav.MAX_SCROLLS:
        scan.scrolls += 1
        return _scroll("up", f"Looking for {what}", f"{what} was not further down; going back up the list.",
                       **{nav.SCAN: scan.dump()})
    return _cannot_find(turn, what)


def _seek(turn: Turn, goal: Subgoal, query: str, candidates: list[Element],
          best_of: Callable[[dict[str, str]], list[str]], status: str, *, exact_wins: bool = False) -> AgentStepResult:
    """Tap the entry ``best_of`` picks from every matching entry of the whole (scrolling) list.

    ``best_of(seen)`` gets ``{label: price}`` of every match seen and returns the labels that
    qualify: one is tapped (scrolling back to it), several are asked about.
    """
    key = goal.source
    chosen = nav.read_chosen(turn.refs, key) or (turn.answer if turn.answer not in (None, STOP, TRY_AGAIN) else None)
    if chosen is not None:
        exact = [e for e in turn.screen.elements if e.label.casefold() == chosen.casefold() and not e.disabled]
        if exact:
            return _tap(exact[0], status, f"{exact[0].describe()} is the one the user chose.",
                        **{nav.SCAN: None, nav.CHOSEN: None})
        if scrollable(turn.screen):
            found = _scroll_toward(turn, key, chosen)
            return found.model_copy(update={"state_refs": {**found.state_refs,
                                                           nav.CHOSEN: nav.write_chosen(key, chosen)}})
    visible = {e.label: str(price_of(e) or "") for e in candidates}
    scan = nav.read_scan(turn.refs, key)
    whole = scrollable(turn.screen) and turn.allows("scroll_down")
    if scan is None:
        picked = best_of(visible)
        exact = [e for e in candidates if match_score(query, e.label) == EXACT]
        if not whole or (len(exact) == 1 and picked == [exact[0].label]):
            return _decide_from(turn, goal, query, picked, candidates, status, visible)
        # Read from the top: a list already scrolled by an earlier subgoal is first scrolled back up.
        scan = nav.Scan(key, direction="top" if _mid_list(turn) else "down")
    if scan.direction == "top":
        if (scan.scrolls == 0 or turn.moved("scroll_up")) and scan.scrolls < nav.MAX_SCROLLS:
            scan.scrolls += 1
            return _scroll("up", f"Back to the top of the list for {query}", "The list was scrolled; the choice "
                           "is made over all of it.", **{nav.SCAN: scan.dump()})
        scan.direction, scan.scrolls = "down", 0
    if scan.direction == "down":
        scan.seen.update(visible)
        exact = [e for e in candidates if match_score(query, e.label) == EXACT]
        if exact_wins and len(exact) == 1 and len([label for label in scan.seen if label == exact[0].label]) == 1:
            return _tap(exact[0], status, f"{exact[0].describe()} is exactly \"{query}\".",
                        **{nav.SCAN: None, nav.CHOSEN: None})
        if (scan.scrolls == 0 or turn.moved("scroll_down")) and scan.scrolls < nav.MAX_SCROLLS:
            scan.scrolls += 1
            return _scroll("down", f"Reading the list for {query}", "The choice is made over the whole list, "
                           "not only its visible part.", **{nav.SCAN: scan.dump()})
        scan.direction, scan.scrolls = "up", 0
    picked = best_of(scan.seen)
    if len(picked) != 1:
        return _decide_from(turn, goal, query, picked, candidates, status, scan.seen)
    on_screen = [e for e in candidates if e.label == picked[0]]
    if on_screen:
        return _decide_from(turn, goal, query, picked, candidates, status, scan.seen)
    if (scan.scrolls == 0 or turn.moved("scroll_up")) and scan.scrolls < nav.MAX_SCROLLS:
        scan.scrolls += 1
        return _scroll("up", f"Going back to {picked[0]}", f"{picked[0]} is the one; it is further up.",
                       **{nav.SCAN: scan.dump()})
    return _cannot_find(turn, picked[0])


def _mid_list(turn: Turn) -> bool:
    """The last steps scrolled down since something was entered: the list may not be at its top."""
    for verb in reversed(turn.history.recent):
        if verb == "scroll_down":
            return True
        if verb != "scroll_up":
            return False
    return False


def _scroll_toward(turn: Turn, key: str, label: str) -> AgentStepResult:
    scan = nav.read_scan(turn.refs, key) or nav.Scan(key, direction="down")
    moved = turn.moved(f"scroll_{scan.direction}") or scan.scrolls == 0
    if not moved or scan.scrolls >= nav.MAX_SCROLLS:
        if scan.direction == "down":
            scan.direction, scan.scrolls = "up", 0
        else:
            return _cannot_find(turn, label)
    scan.scrolls += 1
    return _scroll(scan.direction, f"Looking for {label}", f"{label} is not on this part of the list.",
                   **{nav.SCAN: scan.dump()})


def _decide_from(turn: Turn, goal: Subgoal, query: str, picked: list[str], candidates: list[Element],
                 status: str, seen: dict[str, str]) -> AgentStepResult:
    if len(picked) > 1:
        return _which(query, picked, goal)
    if len(picked) == 1:
        element = next((e for e in candidates if e.label == picked[0]), None)
        if element is not None:
            weak = match_score(query, element.label) < WHOLE_WORDS and not seen.get(element.label)
            if weak:
                return _which(query, picked, goal)
            result = _tap(element, status, f"{element.describe()} is the one for \"{query}\" over the whole list.",
                          **{nav.SCAN: None, nav.CHOSEN: None})
            if goal.kind in ("pick_cheapest", "pick_dearest"):
                result = result.model_copy(update={"remember": RememberFact(key=PICKED_KEY, value=element.label)})
            return result
    return _scroll_or_ask(turn, f'"{query}"', goal) if not seen else _cannot_find(turn, f'"{query}"')


def _by_name(query: str) -> Callable[[dict[str, str]], list[str]]:
    def best_of(seen: dict[str, str]) -> list[str]:
        scores = {label: match_score(query, label) for label in seen}
        best = max(scores.values(), default=0)
        return [label for label, score in scores.items() if score == best and score > 0]
    return best_of


def _by_price(query: str, dearest: bool) -> Callable[[dict[str, str]], list[str]]:
    def best_of(seen: dict[str, str]) -> list[str]:
        priced = {label: Decimal(price) for label, price in seen.items() if price}
        if not priced:
            return []
        best = (max if dearest else min)(priced.values())
        return [label for label, price in priced.items() if price == best]
    return best_of


def _category_row(target: str, screen: Screen) -> Element | None:
    rows = [e for e in tappable(screen) if e.kind in ("Tab", "ListItem", "Button", "TextView")
            and price_of(e) is None and match_score(target, e.label) >= PREFIX]
    exact = [e for e in rows if match_score(target, e.label) >= WHOLE_WORDS]
    return next(iter(exact or rows), None)


# -- acting on a subgoal -------------------------------------------------------------------------


def _launcher_apps(screen: Screen) -> list[str]:
    """The app names a home screen shows: at least three icons, two of them for known purposes."""
    icons = [e.label for e in screen.elements if e.kind in ("ImageButton", "Button") and e.label
             and len(words(e.label)) <= 2 and not e.disabled]
    if len(icons) < 3 or any(e.editable for e in screen.elements):
        return []
    known = [label for label in icons if any("".join(words(label)) in family for family in APP_FAMILIES.values())]
    return icons if len(known) >= 2 else []


def _known_app(app: str, turn: Turn) -> str | None:
    """The installed app (as last seen on the home screen) for ``app`` or its purpose."""
    for name in _family(app):
        for label in turn.apps:
            if "".join(w for w in words(label) if w != "app") == name:
                return label
    return None


def _open_app(app: str, turn: Turn) -> AgentStepResult:
    icon = _app_icon(app, turn)
    name = icon.label if icon is not None else (_known_app(app, turn) or app)
    if turn.allows("open_app"):
        return _result("open_app", f"Opening {name}", f"The next subgoal happens in {name}.", app_name=name)
    if icon is not None and turn.allows("tap"):
        return _tap(icon, f"Opening {name}", f"open_app is not available; tapping the {name} icon instead.")
    if turn.allows("back") and turn.allows("tap") and turn.trail and not _launcher_apps(turn.screen):
        # Back towards the home screen, where the icon is (the stuck rule bounds this).
        return _result("back", "Going back to the home screen", f"open_app is not available; {name}'s icon is "
                       "on the home screen.")
    return _missing_capability("open_app", f"open {app}")


def _open_setting(name: str, turn: Turn, goal: Subgoal) -> AgentStepResult:
    # open_setting only for names every phone knows: an unknown name may fail on the device.
    known = "".join(words(name)) in _KNOWN_SETTINGS
    if known and turn.allows("open_setting") and match_score(name, turn.here) < WHOLE_WORDS:
        return _result("open_setting", f"Opening the {name} setting", f"{name} is a system setting.",
                       setting_name=name)
    if not _in_app("Settings", turn) and (turn.arguments.current_package is not None or not turn.trail):
        return _open_app("Settings", turn)
    rows = [e for e in tappable(turn.screen) if e.kind not in ("Switch", "CheckBox", "RadioButton")]
    direct, _ = choose(name, rows, None)
    if direct is not None and direct.label not in turn.trail:
        return _tap(direct, f"Opening {name}", f"{direct.describe()} leads to {name}.")
    visited = nav.read_visited(turn.refs, goal.source)
    hints = _SETTING_SECTIONS.get("".join(words(name)), ())
    section = next((e for e in rows if has_word(e.label, *hints) and e.label not in visited), None)
    if section is None and len(turn.trail) >= 2 and turn.allows("back"):
        # Inside a section without it: back up and try the next section.
        return _result("back", "Going back", f"{name} is not in {turn.here}.",
                       state_refs={nav.VISITED: nav.write_visited(goal.source, [*visited, turn.here])})
    if section is None:
        section = next((e for e in rows if e.kind == "ListItem" and e.label not in visited
                        and len(visited) < _MAX_SECTIONS), None)
    if section is not None:
        return _tap(section, f"Opening {section.label}", f"{name} may be under {section.label}.",
                    **{nav.VISITED: nav.write_visited(goal.source, [*visited, section.label])})
    return _scroll_or_ask(turn, f"the {name} setting", goal)


def _type(field: Element, text: str, status: str, reasoning: str) -> AgentStepResult:
    return _result("type", status, reasoning, target_index=field.index, text_to_type=text)


def _final_tap(element: Element, goal: Subgoal, turn: Turn, status: str, reasoning: str) -> AgentStepResult:
    """A tap that ends ``goal``: marked so that the next step knows it was applied."""
    return _tap(element, status, reasoning, **{nav.ACTED: f"{goal.source}|{turn.arguments.step_count}"})


def act(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The action that moves ``goal`` forward on this screen (the goal is not achieved yet)."""
    screen = turn.screen
    kind = goal.kind
    if kind == "open_app":
        return _open_app(goal.target, turn)
    if kind == "open_setting":
        return _open_setting(goal.target, turn, goal)
    if kind == "toggle":
        toggle = toggle_for(goal.target, screen)
        if toggle is None:
            return _open_setting(goal.target, turn, goal)
        return _flip(toggle, goal)
    if kind == "toggle_app":
        return _toggle_app(goal, turn)
    if kind == "set_value":
        return _set_value(goal, turn)
    if kind in ("open_conversation", "open_contact"):
        if kind == "open_conversation" and in_conversation(screen) and turn.allows("back"):
            return _result("back", "Leaving this conversation", f"This is not the conversation with {goal.target}.")
        rows = [e for e in tappable(screen) if e.kind not in ("Button",) and not (
            e.kind == "ImageButton" and has_word(e.label, "call", "new", "search", "navigate", "back"))]
        candidates = [e for e in rows if match_score(goal.target, e.label) > 0]
        if not candidates and tabs(screen) and not nav.read_scan(turn.refs, goal.source):
            tab = next((t for t in tabs(screen) if not t.checked and has_word(t.label, "contact", "people", "all")),
                       None)
            if tab is not None:
                return _tap(tab, f"Opening {tab.label}", f"{goal.target} may be listed under {tab.label}.")
        return _seek(turn, goal, goal.target, candidates, _by_name(goal.target), f"Opening {goal.target}",
                     exact_wins=True)
    if kind == "call":
        control = _call_control(screen, goal.target)
        if control is None:
            return _scroll_or_ask(turn, "the call button", goal)
        return _final_tap(control, goal, turn, f"Calling {goal.target}", f"{control.describe()} places the call.")
    if kind == "type":
        field = _type_field(goal, screen)
        if field is None:
            return _scroll_or_ask(turn, f"{goal.target or 'the message field'}", goal)
        text = goal.text
        if goal.target.lower() == "the date field" and _ISO_DATE.fullmatch(text):
            text = date_like(field.value, text)  # the shape the field shows (a placeholder, a default)
        elif goal.target.lower() == "the time field" and _HHMM.fullmatch(text):
            text = time_like(field.value, text)
        return _type(field, text, f"Typing '{text}'", f"{field.describe()} is where this text goes.")
    if kind == "enter_fact":
        value = _fact_value(goal, turn)
        if value is None:
            return _ask(f"What is your {goal.target}?", [STOP], f"No {goal.target} is known yet.")
        field = _field_for_key(goal.target, screen)
        if field is None:
            return _scroll_or_ask(turn, f"a {goal.target} field", goal)
        typed = _type(field, value, f"Entering the {goal.target}", f"{field.describe()} is the {goal.target} field.")
        if goal.target not in turn.facts:
            # It came from the user's answer, which only counts on the next step: keep it under its own key.
            typed = typed.model_copy(update={"remember": RememberFact(key=goal.target, value=value)})
        return typed
    if kind == "send":
        send = next((e for e in _buttons_of(screen, ("send",)) if not e.disabled), None)
        field = message_field(screen)
        text = _message_text(plan, turn.arguments.task)
        if send is None or (field is not None and field.value != text):
            # Send stays disabled until the text is in: type it (again).
            return act(Subgoal("type", text=text), turn, plan)
        return _final_tap(send, goal, turn, "Sending the message", f"The message is typed; {send.describe()} sends it.")
    if kind == "start_new":
        new = _new_control(screen, goal.target)
        if new is None:
            return _scroll_or_ask(turn, f"a way to start a new {goal.target}", goal)
        return _tap(new, f"Starting a new {goal.target}", f"{new.describe()} starts a new {goal.target}.")
    if kind == "save":
        save = next((e for e in _buttons_of(screen, _SAVE_WORDS) if not e.disabled), None)
        if save is None:
            return _scroll_or_ask(turn, "the Save button", goal)
        return _final_tap(save, goal, turn, f"Saving the {goal.target}", f"{save.describe()} saves it.")
    if kind == "find":
        row = _category_row(goal.target, screen)
        if row is not None:
            return _tap(row, f"Opening {row.label}", f"{row.describe()} lists {goal.target}.")
        if priced_items(screen) and tabs(screen):
            return _find_in_tabs(goal, turn)
        if priced_items(screen):
            return _seek(turn, goal, goal.target, [e for _, e in priced_items(screen)
                                                   if match_score(goal.target, e.label) >= WHOLE_WORDS],
                         _by_name(goal.target), f"Opening {goal.target}")
        return _scroll_or_ask(turn, f'"{goal.target}"', goal)
    if kind in ("pick_cheapest", "pick_dearest"):
        items = [e for _, e in priced_items(screen)]
        # Inside the category the task names, every item counts ("Wireless charging pad" is a charger).
        inside = any(e.checked and match_score(goal.target, e.label) >= PREFIX for e in tabs(screen)) or \
            match_score(goal.target, turn.here) >= PREFIX
        matching = items if inside else [e for e in items if match_score(goal.target, e.label) >= WHOLE_WORDS] or items
        return _seek(turn, goal, goal.target, matching, _by_price(goal.target, kind == "pick_dearest"),
                     f"Choosing the {'most expensive' if kind == 'pick_dearest' else 'cheapest'} {goal.target}")
    if kind == "pick":
        items = [e for e in tappable(screen) if e.kind not in BUTTON_KINDS and e.kind != "Tab"]
        return _seek(turn, goal, goal.target, [e for e in items if match_score(goal.target, e.label) > 0],
                     _by_name(goal.target), f"Opening {goal.target}")
    if kind == "quantity":
        return _set_quantity(goal, turn)
    if kind == "checkout":
        direct = next(iter(_buttons_of(screen, ("checkout", "check out"))), None)
        added = next(iter(_buttons_of(screen, _ADD_TO_CART)), None)
        cart = next((e for e in _buttons_of(screen, _CART_WORDS) if e is not added), None)
        button = direct or (added if added is not None and "added" not in turn.refs.get(nav.TRAIL, "")
                            and added.label not in turn.trail else None) or cart
        if button is None:
            return _scroll_or_ask(turn, "the checkout button", goal)
        return _tap(button, f"Tapping {button.label}", "Checkout comes before placing the order.")
    if kind == "place_order":
        button = next(iter(_buttons_of(screen, _PLACE_ORDER_LABELS)), None)
        if button is None:
            return _scroll_or_ask(turn, "the button that places the order", goal)
        return _final_tap(button, goal, turn, "Placing the order", f"{button.describe()} places the order.")
    if kind == "read":
        return _read(goal, turn)
    if kind == "explore":
        return _explore(goal, turn)
    if kind in ("wizard_next", "wizard_finish"):
        labels = _NEXT_WORDS if kind == "wizard_next" else _FINISH_WORDS
        button = next(iter(buttons_with(screen, labels)), None)
        if button is None:
            return _scroll_or_ask(turn, f"the {labels[0].title()} button")
        return _tap(button, f"Tapping {button.label}", "Each page of the wizard goes on with this button.")
    if kind == "tap":
        pick, tied = choose(goal.target, tappable(screen), turn.answer)
        if pick is not None:
            return _tap(pick, f"Tapping {goal.target}", f"{pick.describe()} best matches \"{goal.target}\".")
        if tied:
            return _which(goal.target, [e.label for e in tied], goal)
        return _scroll_or_ask(turn, f'"{goal.target}"')
    # ask_instead, not yet answered with "Try again"
    return _ask_instead(goal, turn)


def _find_in_tabs(goal: Subgoal, turn: Turn) -> AgentStepResult:
    """No tab is named like the items: read this tab's list to its end, then try the next tab."""
    current = next((t.label for t in tabs(turn.screen) if t.checked), "")
    if turn.allows("scroll_down") and scrollable(turn.screen):
        searched = _scroll_or_ask(turn, f'"{goal.target}"', Subgoal(goal.kind, source=f"{goal.source}@{current}"))
        if searched.action != "ask_user":
            return searched
    visited = nav.read_visited(turn.refs, goal.source)
    following = next((t for t in tabs(turn.screen) if not t.checked and t.label not in visited), None)
    if following is None:
        return _cannot_find(turn, f'"{goal.target}" in any tab')
    return _tap(following, f"Opening {following.label}", f"No {goal.target} under {current or 'this tab'}.",
                **{nav.VISITED: nav.write_visited(goal.source, [*visited, current, following.label]), nav.SCAN: None})


def _flip(toggle: Element, goal: Subgoal) -> AgentStepResult:
    if toggle.disabled:
        return _ask(f"{toggle.describe()} is disabled. What should I do?", [TRY_AGAIN, STOP],
                    "A disabled switch cannot be tapped.")
    state = "on" if goal.on else "off"
    return _tap(toggle, f"Turning {state} {toggle.label}", f"{toggle.describe()} is not {state} yet.")


def _toggle_app(goal: Subgoal, turn: Turn) -> AgentStepResult:
    """An app's own switch: on the setting's page (a switch per app) or on the app's page (its switches)."""
    toggle = _per_app_toggle(goal, turn)
    if toggle is not None:
        return _flip(toggle, goal)
    rows = [e for e in tappable(turn.screen) if e.kind not in ("Switch", "CheckBox", "RadioButton")]
    for query in (goal.text, goal.target):
        row, _ = choose(query, rows, None)
        if row is not None and row.label not in turn.trail[-2:]:
            return _tap(row, f"Opening {row.label}", f"The {goal.target} switch of {goal.text} is found from here.")
    visited = nav.read_visited(turn.refs, goal.source)
    known = "".join(words(goal.target)) in _KNOWN_SETTINGS
    if known and turn.allows("open_setting") and "open_setting" not in visited:
        opened = _result("open_setting", f"Opening the {goal.target} setting", f"{goal.text} has a switch there.",
                         setting_name=goal.target)
        return opened.model_copy(update={"state_refs": {
            nav.VISITED: nav.write_visited(goal.source, [*visited, "open_setting"])}})
    if not _in_app("Settings", turn) and (turn.arguments.current_package is not None or not turn.trail):
        return _open_app("Settings", turn)
    # This page's list first (down, then back up), then the sections an app's switch is usually under.
    page_key = f"{goal.source}@{turn.here}"
    if scrollable(turn.screen) and turn.allows("scroll_down"):
        searched = _scroll_or_ask(turn, f"the {goal.target} switch for {goal.text}",
                                  Subgoal(goal.kind, source=page_key))
        if searched.action != "ask_user":
            return searched
    hints = (*_SETTING_SECTIONS.get("".join(words(goal.target)), ()), "app", "application")
    section = next((e for e in rows if has_word(e.label, *hints) and e.label not in visited), None)
    if section is not None:
        return _tap(section, f"Opening {section.label}", f"{goal.text}'s {goal.target} switch may be under it.",
                    **{nav.VISITED: nav.write_visited(goal.source, [*visited, section.label]), nav.SCAN: None})
    if len(turn.trail) >= 2 and turn.allows("back"):
        return _result("back", "Going back", f"No {goal.target} switch for {goal.text} in {turn.here}.",
                       state_refs={nav.SCAN: None})
    return _ask(f"I cannot find the {goal.target} switch for {goal.text}. What should I do?", [TRY_AGAIN, STOP],
                "Neither the setting's page nor the app's page shows it.", **{nav.SCAN: None})


def _set_value(goal: Subgoal, turn: Turn) -> AgentStepResult:
    screen = turn.screen
    field = _editable_setting(goal, turn)
    if field is not None:
        if not same_value(field.value, goal.text):
            return _type(field, goal.text, f"Setting {goal.target} to {goal.text}",
                         f"{field.describe()} holds {goal.target}.")
        confirm = next((e for e in _buttons_of(screen, _CONFIRM_VALUE_WORDS) if not e.disabled), None)
        if confirm is not None:
            return _tap(confirm, f"Confirming {goal.text}", f"{confirm.describe()} applies the value.")
    choice = _choice_for(goal.text, screen, goal.target)
    if choice is not None:
        return _tap(choice, f"Choosing {choice.label}", f"{choice.describe()} is the value {goal.text}.")
    shown = setting_element(goal.target, screen)
    if shown is not None and not shown.editable and not shown.disabled:
        return _tap(shown, f"Opening {shown.label}", f"{shown.describe()} leads to the choices for {goal.target}.")
    if not _in_app("Settings", turn) or not turn.trail:
        return _open_setting(goal.target, turn, goal)
    return _scroll_or_ask(turn, f"the {goal.target} setting", goal)


def _set_quantity(goal: Subgoal, turn: Turn) -> AgentStepResult:
    element = _quantity_element(turn.screen)
    if element is None:
        # No quantity control: each tap of "Add to cart" adds one.
        added = _added_times(goal, turn)
        button = next(iter(_buttons_of(turn.screen, _ADD_TO_CART)), None)
        if button is not None and added < int(goal.text):
            return _tap(button, f"Adding {added + 1} of {goal.text}", f"{button.describe()} adds one at a time.",
                        **{nav.VISITED: nav.write_visited(goal.source, [f"added {added + 1}"])})
        return _scroll_or_ask(turn, "the quantity", goal)
    if element.editable:
        return _type(element, goal.text, f"Setting the quantity to {goal.text}", f"{element.describe()} is the quantity.")
    current = next((int(w) for w in words(element.value or element.label) if w.isdigit()), 1)
    more = int(goal.text) > current
    step = next((e for e in tappable(turn.screen) if e.kind in BUTTON_KINDS and (
        (e.label.strip() == "+" or has_word(e.label, "increase", "more", "plus", "add one")) if more else
        (e.label.strip() in ("-", "−") or has_word(e.label, "decrease", "less", "minus", "remove one")))), None)
    if step is None:
        return _scroll_or_ask(turn, "a control to change the quantity", goal)
    return _tap(step, f"Quantity {current} -> {goal.text}", f"{step.describe()} changes the quantity by one.")


def _added_times(goal: Subgoal, turn: Turn) -> int:
    marks = [int(mark.split()[1]) for mark in nav.read_visited(turn.refs, goal.source) if mark.startswith("added ")]
    return max(marks, default=0)


def _new_control(screen: Screen, thing: str) -> Element | None:
    controls = [e for e in tappable(screen) if e.kind not in ("ListItem", "TextView", "Tab")]
    for element in controls:
        if element.label.strip() in ("+", "＋") or (has_word(element.label, *_NEW_WORDS) and len(words(element.label)) <= 3):
            return element
    return None


# Where a lookup looks, in order, by what it asks.
_LOOKUP_APPS = {"when": ("Calendar", "Messages", "Mail"), "code": ("Messages", "Mail"),
                "order_number": ("Shop", "Messages", "Mail"), "text": ("Messages", "Calendar", "Mail")}


def _read(goal: Subgoal, turn: Turn) -> AgentStepResult:
    screen = turn.screen
    opened = goal.target not in ("", "it") and _subject_matches(goal.target, Element(0, "TextView", turn.here))
    for element in screen.elements:
        if not _subject_matches(goal.target, element) and not (opened and element.kind != "ListItem"):
            continue
        fact = _read_fact(goal.text, element_text(element))
        if not fact:
            continue
        value = fact if goal.text in ("code", "order_number") else element_text(element)
        if goal.text == "when" and opened:
            # An opened entry shows its day and its time apart: report every line that has either.
            value = ", ".join(element_text(e) for e in screen.elements if e.kind != "ListItem"
                              and _read_fact("when", element_text(e)))
        return _result("done", f"Found it: {value}", f"{element.describe()} answers the question.",
                       remember=RememberFact(key=goal.text, value=value[:2000]))
    visited = nav.read_visited(turn.refs, goal.source)
    rows = [e for e in tappable(screen) if e.kind in ("ListItem", "TextView") and _subject_matches(goal.target, e)
            and goal.target not in ("", "it") and e.label not in visited]
    if rows:
        return _tap(rows[0], f"Opening {rows[0].label}", f"{rows[0].describe()} is about {goal.target}.",
                    **{nav.VISITED: nav.write_visited(goal.source, [*visited, rows[0].label])})
    if opened and turn.allows("back") and turn.history.last == "tap":
        return _result("back", "Going back", "The opened entry does not say it; back to the list.")
    searched = _scroll_or_ask(turn, f"the {goal.text.replace('_', ' ')} about {goal.target}", goal)
    if searched.action != "ask_user":
        return searched
    # Not in this app: the next app where such a fact may be.
    tried = {v for v in visited if v.startswith("app:")}
    if turn.trail:
        tried.add(f"app:{_purpose(turn.trail[0])}")
    for candidate in _LOOKUP_APPS.get(goal.text, ()):
        name = f"app:{_purpose(candidate)}"
        if name not in tried and len(tried) < 3:
            opened_app = _open_app(candidate, turn)
            return opened_app.model_copy(update={"state_refs": {
                **opened_app.state_refs, nav.SCAN: None,
                nav.VISITED: nav.write_visited(goal.source, [*visited, *sorted(tried)])}})
    return searched


_EXPLORE_STOPWORDS = frozenset({"the", "a", "an", "my", "to", "for", "me", "and", "of", "in", "on", "at", "with",
                                "please", "some", "this", "that", "it", "i", "you", "can", "from", "up"})


def _explore(goal: Subgoal, turn: Turn) -> AgentStepResult:
    content = [w for w in words(goal.target) if w not in _EXPLORE_STOPWORDS and len(w) > 2]
    if not turn.trail:
        icons = [e for e in tappable(turn.screen) if e.kind in ("ImageButton", "Button", "ListItem")]
        for icon in icons:
            family = _family(icon.label)
            if any(word in family or word in words(icon.label) for word in content):
                return _open_app(icon.label, turn)
        return _give_up(f"No app on this screen matches \"{goal.target}\"; I cannot do this here.",
                        "The task has no intent the planner knows, and no app named for its words.")
    labels = [e for e in tappable(turn.screen) if any(w in words(e.label) for w in content)
              and e.label not in turn.trail and confirmation_reason(_tap(e, "", ""), turn.screen) is None]
    if labels and len(turn.trail) < 3:
        return _tap(labels[0], f"Trying {labels[0].label}", f"{labels[0].describe()} shares words with the task.")
    return _give_up(f"I opened {turn.trail[0]} but cannot tell how to \"{goal.target}\" there.",
                    "No rule knows when this task is done; stopping rather than guessing.")


def _ask_instead(goal: Subgoal, turn: Turn) -> AgentStepResult:
    answer = answer_after_decline(turn.fact_lines)
    if answer is None:
        return _declined_question(goal.target)
    return _give_up(f"The user declined to {goal.target} and answered \"{answer}\", which I cannot act on.",
                    f"Only \"{TRY_AGAIN}\" or \"{STOP}\" can be acted on offline.")


# -- facts ---------------------------------------------------------------------------------------


def asked_facts(task: str) -> tuple[str, ...]:
    """The facts the task wants reported back besides a lookup's (an order's number for any purchase)."""
    goal = read_task(task)
    asked = []
    if goal.intent == "order" or re.search(r"\border\s*(?:number|no\b|#|id\b)", task, re.I):
        asked.append("order_number")
    if goal.intent != "lookup" and re.search(r"\b(?:code|otp)\b", task, re.I):
        asked.append("code")
    if re.search(r"\b(?:price|cost|how much)\b", task, re.I):
        asked.append("price")
    return tuple(asked)


def _fact_to_remember(turn: Turn) -> RememberFact | None:
    for key in asked_facts(turn.arguments.task):
        value = find_fact(key, turn.screen.text) if key != "code" else None
        if key == "code":
            match = re.search(r"\b(?:code|otp)\b\s*(?:is\s*)?[:#]?\s*(?P<value>(?=[A-Z-]*\d)[A-Z0-9-]{3,})",
                              turn.screen.text, re.I)
            value = match.group("value") if match else None
        if value is not None and turn.facts.get(key) != value:
            return RememberFact(key=key, value=value)
    return None


def final_answer(task: str, facts: dict[str, str]) -> str:
    """What the run reports when done; built from the facts alone so ``finished`` repeats it exactly."""
    parts = [f"Done: {task.strip().rstrip('.')}."]
    if PICKED_KEY in facts:
        parts.append(f"Chose {facts[PICKED_KEY]}.")
    parts.extend(f"{label}: {facts[key]}." for key, label in ASKED_FACT_LABELS.items() if key in facts)
    return " ".join(parts)


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
    if not package or goal is None or goal.kind in ("open_app", "open_setting", "ask_instead", "explore", "read"):
        return None
    for index in range(state.current - 1, -1, -1):
        opener = parse_subgoal(state.plan[index])
        if opener is None or opener.kind not in ("open_app", "open_setting"):
            continue
        app = opener.target if opener.kind == "open_app" else "Settings"
        if _package_matches(app, package) or any(_package_matches(step, package) for step in turn.trail[:1]):
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
        elif goal.kind in ("ask_instead", "send", "call", "save", "place_order", "quantity"):
            break  # an unanswered decline or an act not yet done is a barrier: nothing after it counts
    if last_achieved is None:
        return None
    replan = state.replan
    plan = state.plan
    if last_achieved > state.current:
        plan = state.plan[:state.current + 1] + state.plan[last_achieved + 1:]
        replan = plan
    return PlanState(plan, state.current + 1, state.new_plan, replan, advance=True)


def _trail_after(result: AgentStepResult, turn: Turn) -> list[str]:
    """The trail once ``result`` is applied (an action waiting for confirmation changes nothing)."""
    trail = list(turn.trail)
    if result.requires_confirmation:
        return trail
    if result.action == "open_app":
        return [result.app_name or ""]
    if result.action == "open_setting":
        return ["Settings", result.setting_name or ""]
    if result.action == "back":
        return trail[:-1]
    if result.action == "tap":
        element = turn.screen.element(result.target_index)
        if element is not None and element.kind not in ("Switch", "CheckBox", "EditText"):
            return [*trail, element.label]
    return trail


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
        if turn.refs.get(nav.SCAN) is not None and nav.SCAN not in result.state_refs:
            result = result.model_copy(update={"state_refs": {**result.state_refs, nav.SCAN: None}})
    refs: dict[str, str | None] = {key: value for key, value in result.state_refs.items()
                                   if value is not None or key in turn.refs}
    launcher = _launcher_apps(turn.screen)
    if launcher and nav.read_apps(turn.refs) != launcher:
        refs[nav.APPS] = nav.write_apps(launcher)
    trail = _trail_after(result, turn)
    if trail != list(turn.trail):
        refs[nav.TRAIL] = nav.write_trail(trail)
    refs[PROGRESS] = f"{turn.screen.fingerprint}:{count}:{state.current}"
    result = result.model_copy(update={"plan": state.new_plan, "replan": state.replan,
                                       "advance_subgoal": state.advance})
    return result.model_copy(update={"state_refs": refs})


def decide(arguments: AgentStepArguments, screen: Screen) -> AgentStepResult:
    """The next action, from the session and the screen alone (offline)."""
    ended = finished(arguments)
    if ended is not None:
        return ended
    turn = Turn.read(arguments, screen)
    fresh = build_plan(arguments.task, turn.facts)
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
    plan = list(arguments.plan) or build_plan(arguments.task, read_facts(arguments.known_facts))
    current = arguments.current_subgoal
    prefix = plan[:current] + ["(done)"] * (current - len(plan))
    replan = [*prefix, f"Ask the user what to do instead of: {description}", *plan[current:]]
    return _declined_question(description).model_copy(update={
        "replan": replan,
        "remember": RememberFact(key=DECLINED_KEY, value=description),
        "state_refs": {PROGRESS: f"{screen.fingerprint}:0:{current}"},
    })
