"""UI affordances found by role, whatever the app: the control that starts a new entry (a FAB, "+",
New / Add / Create / Start chat), the overflow menu, a dialog's buttons, a form's field for a name
(by label, hint or resource name), a keypad's digits, a slider, a delete control, a permission
prompt's grant button, the "To" field of a new message, the rows of a list.

Each is a small function of the screen alone; the step handlers (steps_acting.py) compose them.
"""

from __future__ import annotations

import re

from .patterns import rx
from .reading import WHOLE_WORDS, has_word, is_search_field, match_score, tappable, words
from .safety import is_control
from .screen import Element, Screen
from .unnamed_controls import resource_words

ROW_KINDS = frozenset({"ListItem", "TextView", "CheckedTextView"})
# "fab": a floating action button named only by its resource (unnamed_controls.py), a screen's create button.
_NEW = ("new", "add", "create", "compose", "plus", "fab")
_START_CHAT = re.compile(r"^\s*(?:start|new)\s+(?:a\s+)?(?:chat|conversation|message)\b", re.I)
OVERFLOW_LABEL = re.compile(r"^\s*(?:more options|more|options|menu|overflow|⋮|…|\.\.\.)\s*$", re.I)
_DELETE = ("delete", "remove", "trash", "discard")
_GRANT = re.compile(
    r"^\s*(?:allow|while using the app|only this time|grant|ok|okay|got it|accept|agree|continue|"
    r"allow all the time|yes|skip|dismiss|close|not now|no thanks)\s*$",
    re.I,
)
_POPUP_HINT = re.compile(r"\b(?:allow|permission|access|grant|welcome|what's new|tips?)\b", re.I)
CONFIRM = ("ok", "yes", "delete", "remove", "confirm", "done", "save", "create", "set", "apply")
DIGITS = tuple(str(digit) for digit in range(10))


def controls(screen: Screen) -> list[Element]:
    return [e for e in tappable(screen) if is_control(e.kind, e.label)]


def new_entry_control(screen: Screen, thing: str = "") -> Element | None:
    """The control that starts a new entry: one naming the thing first ("New folder" over "New note"),
    then a FAB or "+" or a New / Add / Create / Start chat control of at most four words."""
    candidates = [
        e
        for e in controls(screen)
        if e.label.strip() in ("+", "＋")
        or _START_CHAT.match(e.label)
        or (has_word(e.label, *_NEW) and len(words(e.label)) <= 4 and not has_word(e.label, "account", "widget"))
        or (words(e.label)[:1] in (("new",), ("add",), ("create",)) and len(words(e.label)) <= 7)
    ]
    if thing:
        named = next(
            (e for e in candidates if has_word(e.label, thing) or (thing == "note" and has_word(e.label, "file"))), None
        )
        if named is not None:
            return named
        # A control naming another kind of entry ("New folder") is not this one's.
        candidates = [e for e in candidates if len(words(e.label)) <= 1 or not _names_other_entry(e.label, thing)]
    return candidates[0] if candidates else None


def new_list_control(screen: Screen) -> Element | None:
    """A list chooser's way to a new list, however worded ("New playlist", "Add to new playlist", "Create
    playlist")."""
    return next(
        (
            e
            for e in tappable(screen)
            if has_word(e.label, "playlist") and has_word(e.label, "new", "create") and len(words(e.label)) <= 4
        ),
        None,
    )


def _names_other_entry(label: str, thing: str) -> bool:
    kinds = ("note", "file", "folder", "event", "task", "contact", "group", "expense", "recipe", "label", "alarm")
    return any(has_word(label, kind) for kind in kinds if kind != thing and not (thing == "note" and kind == "file"))


def overflow(screen: Screen) -> Element | None:
    """The screen's own overflow menu: not a row's, which many apps label the same ("More options" on every row)."""
    return next((e for e in controls(screen) if OVERFLOW_LABEL.match(e.label) and _row_before(e, screen) is None), None)


def _row_before(control: Element, screen: Screen) -> Element | None:
    """The list row a control comes right after, at its depth in the list: the row it belongs to."""
    at = screen.elements.index(control)
    before = screen.elements[at - 1] if at else None
    return before if before is not None and before.kind == "ListItem" and before.label else None


# The other words apps use for the same role, tried only when no control carries one of the asked labels
# ("Done" where one app says Save, "Confirm" for OK, "Remove" for Delete, "No" for Cancel).
SAME_ROLE: dict[str, tuple[str, ...]] = {
    "ok": ("okay", "confirm", "yes", "done", "apply", "accept"),
    "yes": ("ok", "confirm"),
    "confirm": ("ok", "yes"),
    "done": ("ok", "save", "update", "confirm", "finish", "apply", "✓"),
    "save": ("done", "save changes", "update", "ok", "confirm", "✓"),
    "set": ("ok", "done", "confirm"),
    "create": ("ok", "done", "save", "confirm", "add"),
    "add": ("create", "ok"),
    "rename": ("ok", "save", "done"),
    "move": ("move here", "ok", "confirm"),
    "delete": ("remove", "trash", "move to trash", "delete permanently", "delete forever"),
    "remove": ("delete",),
    "cancel": ("no", "dismiss", "not now"),
    "no": ("cancel",),
    "search": ("find",),
    "send": ("send sms", "send message"),
    "record": ("start recording",),
    "dial": ("call",),
}


def button(screen: Screen, *labels: str) -> Element | None:
    """The enabled control labelled exactly one of ``labels`` (case-insensitive), in their order; failing
    that, one labelled with another app's word for the same role (``SAME_ROLE``)."""
    enabled = [e for e in controls(screen) if not e.disabled]
    keys = {"".join(words(element.label)): element for element in reversed(enabled)}
    for label in labels:
        if (found := keys.get("".join(words(label)))) is not None:
            return found
    for label in labels:
        for other in SAME_ROLE.get(label.lower(), ()):
            if (found := keys.get("".join(words(other)))) is not None:
                return found
    # A control named only by its resource (unnamed_controls.py) answers to the role word in it ("new conversation
    # confirm" for Confirm, "fab main add" for Add): its words are the developer's, never a sentence.
    by_resource = [e for e in enabled if e.rid and e.label == resource_words(e.rid)]
    for label in labels:
        if (found := next((e for e in by_resource if words(label) and has_word(e.label, label)), None)) is not None:
            return found
    return None


# A menu command's other words. Never a dialog's answer: a menu's "Rename" is not the editor's "Done".
SAME_COMMAND: dict[str, tuple[str, ...]] = {
    "move": ("move to", "move to folder"),
    "move to": ("move", "move to folder"),
    "rename": ("rename file", "rename note"),
    "share": ("send to", "share via"),
    "edit": ("modify",),
    "play": ("play now",),
    "delete": ("remove", "move to trash", "delete permanently"),
}


def menu_entry(screen: Screen, *labels: str) -> Element | None:
    """A control or a menu's entry (menus list their commands as texts) labelled exactly one of ``labels``;
    failing that, one labelled with another app's word for the same command (``SAME_COMMAND``)."""
    keys = {"".join(words(e.label)): e for e in reversed(tappable(screen)) if not e.disabled}
    others = [other for label in labels for other in SAME_COMMAND.get(label.lower(), ())]
    for label in (*labels, *others):
        if (found := keys.get("".join(words(label)))) is not None:
            return found
    return None


def is_dialog(screen: Screen) -> bool:
    """A dialog: a Cancel beside a confirming button; or a sheet that asks with one answer and closes with an icon
    (Pro Expense's "Delete Items" … "Confirm" beside a close image): no field or list under it."""
    if button(screen, *CONFIRM) is None:
        return False
    if button(screen, "cancel", "no") is not None:
        return True
    answer = button(screen, *_ANSWERS)
    closes = any(has_word(e.label, "close", "dismiss") and len(words(e.label)) <= 3 for e in controls(screen))
    plain = not any(e.editable or e.kind == "ListItem" or e.scrollable for e in screen.elements)
    return answer is not None and closes and plain


# The answers of an "are you sure?" (never a form's Save or Done).
_ANSWERS = ("ok", "yes", "delete", "remove", "confirm", "delete forever")


def field_named(name: str, screen: Screen) -> Element | None:
    """The editable field a form names ``name`` by its label, its hint or its resource name."""
    fields = [e for e in screen.elements if e.editable]
    best = [e for e in fields if match_score(name, e.label) >= WHOLE_WORDS]
    best = best or [e for e in fields if e.hint and match_score(name, e.hint) >= WHOLE_WORDS]
    best = best or [e for e in fields if e.rid and match_score(name, e.rid.replace("_", " ")) >= WHOLE_WORDS]
    return best[0] if best else None


def delete_control(screen: Screen) -> Element | None:
    """A delete control, or a menu's "Delete" entry (a text that is only the command)."""
    found = next(
        (e for e in controls(screen) if has_word(e.label, *_DELETE) and len(words(e.label)) <= 3 and not e.disabled),
        None,
    )
    return found or next(
        (e for e in tappable(screen) if words(e.label)[:1] in (("delete",), ("remove",)) and len(words(e.label)) <= 2),
        None,
    )


def keypad(screen: Screen) -> dict[str, Element]:
    """The digit keys of a dial pad or a timer's keypad (all ten, or none)."""
    keys: dict[str, Element] = {}
    for element in tappable(screen):
        digit = element.label.strip()[:1]
        if digit in DIGITS and rx(r"\d(?:\s*[A-Z+]*)?").fullmatch(element.label.strip()) and digit not in keys:
            keys[digit] = element
    return keys if len(keys) == 10 else {}


def slider(screen: Screen, name: str) -> Element | None:
    bars = [e for e in screen.elements if e.kind in ("SeekBar", "Slider", "ProgressBar") and not e.disabled]
    named = [e for e in bars if match_score(name, e.names) >= WHOLE_WORDS]
    found = named or bars
    return found[0] if found else None


def popup_grant(screen: Screen) -> Element | None:
    """The button that grants or dismisses a pop-up (a permission prompt, a welcome card)."""
    if not _POPUP_HINT.search(screen.text) and not is_dialog(screen):
        return None
    order = ("while using the app", "allow", "only this time", "grant", "ok", "got it", "accept", "continue", "skip")
    for label in order:
        found = button(screen, label)
        if found is not None:
            return found
    return next((e for e in controls(screen) if _GRANT.match(e.label)), None)


def to_field(screen: Screen) -> Element | None:
    """The field a new message's recipient is typed into ("To", "Add Contact or Number…")."""
    for element in screen.elements:
        if element.editable and (
            has_word(element.names, "to", "recipient", "recipients")
            or rx(r"contact or number", re.I).search(element.names)
        ):
            return element
    return None


def rows(screen: Screen) -> list[Element]:
    """The entries of a list, in screen order (a list's items when it has any, else its texts)."""
    items = [e for e in tappable(screen) if e.kind == "ListItem" and e.label]
    return items or [e for e in tappable(screen) if e.kind in ROW_KINDS and e.label and e.label != "Status bar"]


_ROW_MENU = ("option", "options", "more", "menu", "actions", "action")


def item_options(name: str, screen: Screen) -> Element | None:
    """A row's own options control: one naming the row ("More options for <name>": the name whole in its label,
    "Party" is not "party_12.mp4", the one naming exactly it first), else the overflow control right after the row
    named ``name`` (VLC's "More Actions", Retro Music's "More options" on every row): the commands on that item alone."""
    wanted = name.strip().casefold()
    if not wanted:
        return None
    whole = rx(rf"(?<!\w){re.escape(wanted)}(?!\w)")
    found = [e for e in controls(screen) if has_word(e.label, *_ROW_MENU) and whole.search(e.label.casefold())]
    exact = [e for e in found if _OPTIONS_OF.sub("", e.label).strip().casefold() == wanted]
    if chosen := exact or found:
        return chosen[0]
    row = row_named(name, screen)
    if row is None:
        return None
    at = screen.elements.index(row)
    after = screen.elements[at + 1] if at + 1 < len(screen.elements) else None
    if after is None or after not in controls(screen) or after.disabled:
        return None
    said = words(after.label)
    return after if said and len(said) <= 3 and all(word in _ROW_MENU for word in said) else None


# "More options for beach_3.mp4", "Menu of Party": the words before the item the control is for.
_OPTIONS_OF = re.compile(r"^.*?\b(?:for|of)\s+", re.I)


def row_named(name: str, screen: Screen) -> Element | None:
    named = [e for e in rows(screen) if match_score(name, e.label) >= WHOLE_WORDS]
    exact = [e for e in named if e.label.strip().casefold() == name.strip().casefold()]
    found = exact or named
    return found[0] if found else None


def selector(name: str, screen: Screen) -> Element | None:
    """The check box that selects the row ``name`` for a command on the selection ("Select report.pdf"),
    as a file manager offers; a check box that only names the row (a task's "done") is not one."""
    wanted = name.strip().casefold()
    return next(
        (
            e
            for e in screen.elements
            if e.kind == "CheckBox" and has_word(e.label, "select") and wanted in e.label.casefold() and not e.disabled
        ),
        None,
    )


def form_open(screen: Screen) -> bool:
    """A form is in front: fields to fill (not a search box) with a way to save or confirm them."""
    fields = [e for e in screen.elements if e.editable and not is_search_field(e)]
    return bool(fields) and (len(fields) >= 2 or button(screen, *CONFIRM) is not None)


SPINNER_KINDS = frozenset({"Spinner", "DropDown", "ComboBox"})


def edit_control(screen: Screen) -> Element | None:
    """A control whose label starts with "Edit" or "Modify" ("Edit", "Edit expense"): a read-only view's way to its
    form."""
    return next(
        (e for e in tappable(screen) if words(e.label)[:1] in (("edit",), ("modify",)) and not e.editable), None
    )


def spinner(screen: Screen, name: str) -> Element | None:
    """The drop-down for ``name`` (by any word of it), else the only one on the form."""
    spinners = [e for e in screen.elements if e.kind in SPINNER_KINDS and not e.disabled]
    # A form's row that shows a choice and opens the list of them ("Repetition: No repetition").
    spinners += [
        e
        for e in tappable(screen)
        if e.kind in ("ListItem", "TextView") and e.value and has_word(e.label, *words(name))
    ]
    named = [e for e in spinners if any(has_word(e.names, word) for word in words(name))]
    if named:
        return named[0]
    if spinners:
        return spinners[0] if len(spinners) == 1 else None
    return _bare_rule(screen) if set(words(name)) & _REPEAT_NAMES else None


_REPEAT_NAMES = frozenset({"repetition", "repeat", "repeats", "recurrence", "recurring", "recurs"})
# As ``words`` reads them (stemmed), so a row's text is compared in the same form.
_REPEAT_RULES = frozenset(
    " ".join(words(rule))
    for rule in (
        *("no repetition", "does not repeat", "doesn't repeat", "never", "once", "daily", "weekly", "monthly"),
        *("yearly", "annually", "every day", "every week", "every month", "every year", "every weekday"),
    )
)


def entry_form(screen: Screen) -> bool:
    """An entry's form: a field named by its label or hint; not a picker, whose typed values are unnamed inputs
    beside the date it shows (a spinner date picker's NumberPickers)."""
    if any(e.kind == "NumberPicker" for e in screen.elements):
        return False
    return any(e.editable and (e.label or e.hint) and not is_search_field(e) for e in screen.elements)


def _bare_rule(screen: Screen) -> Element | None:
    """A form's row that shows only its repetition rule ("Weekly"), with no "Repetition" label: the one row of a form
    whose whole text is a rule."""
    if not entry_form(screen):
        return None
    bare = [
        e
        for e in tappable(screen)
        if not e.value and e.kind in ("TextView", "ListItem") and " ".join(words(e.label)) in _REPEAT_RULES
    ]
    return bare[0] if len(bare) == 1 else None


def option(screen: Screen, value: str) -> Element | None:
    """A choice labelled ``value`` in an open list of options."""
    wanted = "".join(words(value))
    return next(
        (e for e in tappable(screen) if e.kind not in SPINNER_KINDS and "".join(words(e.label)) == wanted),
        None,
    )


_PERMISSION = re.compile(r"^\s*allow\s+.+?\s+to\s+.+\?\s*$", re.I)


def permission_prompt(screen: Screen) -> Element | None:
    """The grant button of the system's "Allow <app> to …?" prompt, when that prompt is in front."""
    if not any(_PERMISSION.match(e.label) for e in screen.elements if e.kind == "TextView"):
        return None
    return button(screen, "while using the app", "allow", "only this time")
