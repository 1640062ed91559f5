"""The same simulated screens as a real app's accessibility tree reports them, still in our screen format:
``python -m tests.next_step.androidworld.report --realtree``.

AndroidWorld reads a real phone's tree (class_name, text, content_description, hint_text, resource_name,
is_checked / is_checkable / is_clickable / is_selected …); someone writing those trees down in
``[index] Kind "label" attrs`` keeps what the tree says. So this rendering of every screen:

- names each view by its real class, fully qualified, per app family: Simple Mobile Tools' own views
  (``com.simplemobiletools.commons.views.MyEditText``, ``MyTextView``, ``MyFloatingActionButton`` …),
  AndroidX / Material ones in the other open-source apps (``TextInputEditText``, ``MaterialButton``,
  ``FloatingActionButton``, ``ActionMenuItemView``, ``TabLayout$TabView``, ``SwitchMaterial`` …), the
  platform's ``android.widget.*`` in Google's and the system's apps (the launcher's ``BubbleTextView``,
  the clock's ``BottomNavigationItemView``);
- gives controls, fields and lists a resource name with the app's package, ``id="com.app:id/event_title"``;
- draws icon buttons as the toolbar draws them (``android.widget.ImageButton`` for Navigate up, an
  ``ImageView`` for the overflow, ``ActionMenuItemView`` for an action, a clickable ``ImageView`` elsewhere
  in Simple Mobile Tools' apps), labelled with their content description;
- labels a text field with the text it holds, its name only in ``hint="…"``; an empty field reports its
  hint as its text in Simple Mobile Tools' apps and nothing in the others;
- draws a list row as a ``clickable`` layout with no text of its own and its texts as child TextViews, and
  a text with a value beside it as a layout holding two TextViews; in Google's and the platform's apps
  the lines are not indented (a flat list, as AndroidWorld's element list is), so a row's texts and
  toggle follow its layout instead of nesting under it;
- marks the selected tab ``selected`` (and an unselected one nothing), and a switch or checkbox
  ``checkable`` (``checked`` when on), as the tree's flags say.

What stays as our simulator writes it: the status bar line, a spinner's or checkbox's ``value``. Taps go
by index, and the indices change (a row becomes three lines): ``real_tree`` returns, with the text, the
device's index for each shown one (a child text maps to its row, as a tap on its bounds would land).
"""

from __future__ import annotations

import re

_LINE = re.compile(
    r'^(?P<indent>\s*)\[(?P<index>\d+)\] (?P<kind>\w+) (?P<label>"(?:[^"\\]|\\.)*")(?P<flags>(?: [a-z]+)*)'
    r'(?: value=(?P<value>"(?:[^"\\]|\\.)*"))?'
    r'(?: hint=(?P<hint>"(?:[^"\\]|\\.)*"))?(?: id=(?P<rid>"(?:[^"\\]|\\.)*"))?$'
)
_WORD = re.compile(r"[a-z0-9]+")
_MENU_ENTRY = re.compile(r'^\[(?P<index>\d+)\] TextView "(?P<label>(?:[^"\\]|\\.)*)"$')

SIMPLE, ANDROIDX, SYSTEM = "simple", "androidx", "system"
# Class names per app family and role. Roles: the simulator's kinds, and for its ImageButtons "nav"
# (Navigate up), "overflow" (More options), "action" (a toolbar icon), "fab" (the create button) and "icon".
_CLASSES = {
    SIMPLE: {
        "TextView": "com.simplemobiletools.commons.views.MyTextView",
        "Button": "android.widget.Button",
        "EditText": "com.simplemobiletools.commons.views.MyEditText",
        "to": "com.simplemobiletools.commons.views.MyAutoCompleteTextView",
        "fab": "com.simplemobiletools.commons.views.MyFloatingActionButton",
        "action": "androidx.appcompat.view.menu.ActionMenuItemView",
        "icon": "android.widget.ImageView",
        "row": "android.widget.RelativeLayout",
        "pair": "android.widget.LinearLayout",
        "List": "com.simplemobiletools.commons.views.MyRecyclerView",
        "CheckBox": "com.simplemobiletools.commons.views.MyAppCompatCheckbox",
        "Switch": "com.simplemobiletools.commons.views.MySwitchCompat",
        "RadioButton": "com.simplemobiletools.commons.views.MyCompatRadioButton",
    },
    ANDROIDX: {
        "TextView": "com.google.android.material.textview.MaterialTextView",
        "Button": "com.google.android.material.button.MaterialButton",
        "EditText": "com.google.android.material.textfield.TextInputEditText",
        "search": "androidx.appcompat.widget.SearchView$SearchAutoComplete",
        "fab": "com.google.android.material.floatingactionbutton.FloatingActionButton",
        "action": "androidx.appcompat.view.menu.ActionMenuItemView",
        "icon": "androidx.appcompat.widget.AppCompatImageButton",
        "row": "androidx.constraintlayout.widget.ConstraintLayout",
        "menu": "androidx.appcompat.view.menu.ListMenuItemView",
        "pair": "android.view.ViewGroup",
        "List": "androidx.recyclerview.widget.RecyclerView",
        "CheckBox": "com.google.android.material.checkbox.MaterialCheckBox",
        "Switch": "com.google.android.material.switchmaterial.SwitchMaterial",
        "RadioButton": "com.google.android.material.radiobutton.MaterialRadioButton",
        "Spinner": "androidx.appcompat.widget.AppCompatSpinner",
    },
    SYSTEM: {
        "EditText": "android.widget.EditText",
        "search": "android.widget.AutoCompleteTextView",
        "fab": "com.google.android.material.floatingactionbutton.FloatingActionButton",
        "action": "android.widget.ImageButton",
        "icon": "android.widget.ImageButton",
        "row": "android.widget.LinearLayout",
        "pair": "android.widget.RelativeLayout",
        "List": "android.widget.ListView",
    },
}
# Per app, where its views differ from its family's.
_APP_CLASSES = {
    "net.gsantner.markor": {
        "TextView": "androidx.appcompat.widget.AppCompatTextView",
        "EditText": "androidx.appcompat.widget.AppCompatEditText",
    },
    "com.google.android.apps.nexuslauncher": {"TextView": "com.android.launcher3.BubbleTextView"},
    "com.google.android.deskclock": {"Tab": "com.google.android.material.bottomnavigation.BottomNavigationItemView"},
    "com.google.android.contacts": {
        "fab": "com.google.android.material.floatingactionbutton.ExtendedFloatingActionButton"
    },
    "code.name.monkey.retromusic": {"icon": "androidx.appcompat.widget.AppCompatImageView"},
    "com.android.settings": {"Switch": "android.widget.Switch"},
}
# Some fields' real resource names; the others are named after their hint.
_FIELD_IDS = {
    "Title": "event_title",
    "Location": "event_location",
    "Description": "event_description",
    "Add Contact or Number…": "new_conversation_address",
    "Type a message…": "thread_type_message",
    "Note": "edt_note",
    "Amount": "edt_amount",
}
_FAB_WORDS = ("add", "new", "create", "start", "compose")


def family(package: str) -> str:
    if package.startswith("com.simplemobiletools."):
        return SIMPLE
    if package.startswith(("com.android.", "com.google.android.")):
        return SYSTEM
    return ANDROIDX


def _class(package: str, role: str, kind: str) -> str:
    own = _APP_CLASSES.get(package, {}).get(role) or _CLASSES[family(package)].get(role)
    if own:
        return own
    if role == "Tab":
        return "com.google.android.material.tabs.TabLayout$TabView"
    if role == "menu":
        return "com.android.internal.view.menu.ListMenuItemView"
    return f"android.widget.{kind}"


def _slug(text: str) -> str:
    return "_".join(_WORD.findall(text.lower()))[:40] or "view"


def _unquote(quoted: str) -> str:
    return quoted[1:-1]


def _icon_role(label: str, past_toolbar: bool) -> str:
    if label == "Navigate up":
        return "nav"
    if label == "More options":
        return "overflow"
    if not past_toolbar:
        return "action"  # before the screen's content: the toolbar
    said = _WORD.findall(label.lower())
    if said and said[0] in _FAB_WORDS:
        return "fab"
    return "icon"


def real_tree(description: str, package: str) -> tuple[str, dict[int, int]]:
    """The screen as the real app's tree reports it, and the device's index for each index shown."""
    out: list[str] = []
    shown_to_device: dict[int, int] = {}
    content = False  # past the toolbar: a list, a field, a row or a control that is not an icon was seen

    def emit(indent: str, device: int, kind: str, label: str = "", *attrs: str) -> None:
        shown = len(out)
        shown_to_device[shown] = device
        parts = [f"{indent}[{shown}]", kind] + ([f'"{label}"'] if label else []) + [a for a in attrs if a]
        out.append(" ".join(parts))

    def rid(name: str) -> str:
        return f'id="{name}"' if ":id/" in name else f'id="{package}:id/{name}"'

    lines = description.splitlines()
    # A popup menu: nothing but plain texts under the status bar (the launcher's icons are not one).
    entries = [_MENU_ENTRY.match(line) for line in lines[1:]]
    if len(entries) > 1 and "launcher" not in package and all(entries):
        emit("", 0, "android.widget.TextView", "", lines[0].split(" ", 2)[2])  # the status bar, as it was
        emit("", 1, "android.widget.ListView", "")
        for entry in filter(None, entries):
            device, label = int(entry["index"]), entry["label"]
            emit("  ", device, _class(package, "menu", "menu"), "", "clickable")
            emit("    ", device, _class(package, "TextView", "TextView"), label, f'id="{package}:id/title"')
        return "\n".join(out), shown_to_device
    for line in lines:
        match = _LINE.match(line)
        if match is None:
            out.append(line)
            continue
        indent, device = match["indent"], int(match["index"])
        kind, label = match["kind"], _unquote(match["label"])
        flags = match["flags"].split()
        value = _unquote(match["value"]) if match["value"] else None
        # Layout B's marks: a field's hint (a label-less field named only there) and a view's resource name.
        hint = _unquote(match["hint"]) if match["hint"] else ""
        own_rid = _unquote(match["rid"]) if match["rid"] else ""
        kept = [f for f in flags if f in ("focused", "disabled", "scrollable")]
        if label == "Status bar":
            out_label = line.split("] ", 1)[1].split(" ", 1)[1]
            emit(indent, device, "android.widget.TextView", "", out_label)
            continue
        if kind == "ImageButton":
            role = _icon_role(label, content)
            cls = _class(package, role, "ImageView" if role == "overflow" else "ImageButton")
            if role == "overflow":
                cls = "android.widget.ImageView"
            elif role == "nav":
                cls = "android.widget.ImageButton"
            clickable = "clickable" if cls.endswith("ImageView") and role != "overflow" else ""
            ident = "" if role in ("nav", "overflow") else rid("fab" if role == "fab" else _slug(label))
            ident = rid(own_rid) if own_rid else ident  # a real resource name given (real_strings.py) stays
            emit(indent, device, cls, label, *kept, clickable, ident)
            continue
        if kind == "EditText":
            role = "to" if label.startswith("Add Contact") else "search" if label.startswith("Search") else "EditText"
            # A family without its own class for a "To" or search field draws it as its plain field.
            own = _APP_CLASSES.get(package, {}).get(role) or _CLASSES[family(package)].get(role)
            cls = own or _class(package, "EditText", "EditText")
            name = label or hint
            shown_label = value if value else (name if family(package) == SIMPLE else "")
            # A field with no name of its own (captioned by a text above it) has no hint to report.
            named = [f'hint="{name}"', rid(own_rid or _FIELD_IDS.get(name, _slug(name)))] if name else []
            emit(indent, device, cls, shown_label, *kept, *named, rid(own_rid) if own_rid and not name else "")
            content = True
            continue
        if kind == "List":
            emit(indent, device, _class(package, "List", "ListView"), "", *kept, rid(_slug(label) + "_list"))
            content = True
            continue
        if kind == "ListItem" or (kind == "TextView" and value is not None):
            row = "row" if kind == "ListItem" else "pair"
            emit(indent, device, _class(package, row, "LinearLayout"), "", *kept, "clickable" if row == "row" else "")
            child = indent + "  "
            # The platform's preference rows use android's own ids; an app's rows its own, the same on each row.
            own = "android" if package == "com.android.settings" else package
            emit(child, device, _class(package, "TextView", "TextView"), label, f'id="{own}:id/title"')
            if value:
                emit(child, device, _class(package, "TextView", "TextView"), value, f'id="{own}:id/summary"')
            content = content or kind == "ListItem"
            continue
        if kind == "Tab":
            emit(indent, device, _class(package, "Tab", "Tab"), label, "selected" if "checked" in flags else "", *kept)
            continue
        if kind in ("Switch", "CheckBox"):
            # A preference or task row: the row is clickable and holds the texts; the toggle has no text.
            emit(indent, device, _class(package, "row", "LinearLayout"), "", "clickable")
            child = indent + "  "
            emit(child, device, _class(package, "TextView", "TextView"), label, f'id="{package}:id/title"')
            if value:
                emit(child, device, _class(package, "TextView", "TextView"), value, f'id="{package}:id/summary"')
            state = "checkable checked" if "checked" in flags else "checkable"
            emit(child, device, _class(package, kind, kind), "", state, *kept, rid(kind.lower() + "_widget"))
            content = True
            continue
        if kind == "Spinner":
            # Named by the text before it; the choice it shows is its child text.
            emit(indent, device, _class(package, "TextView", "TextView"), label)
            emit(indent, device, _class(package, "Spinner", "Spinner"), "", *kept, rid(_slug(label) + "_spinner"))
            if value:
                emit(indent + "  ", device, _class(package, "TextView", "TextView"), value, 'id="android:id/text1"')
            content = True
            continue
        if kind == "RadioButton":
            state = "checkable checked" if "checked" in flags else "checkable"
            extra = [f"value={match['value']}"] if value is not None else []
            emit(indent, device, _class(package, kind, kind), label, state, *kept, *extra, rid(_slug(label)))
            content = True
            continue
        # Buttons, texts, spinners and the rest: their class, their text; a value stays as written.
        extra = [f"value={match['value']}"] if value is not None else []
        state = "checkable checked" if "checked" in flags else "checkable" if "unchecked" in flags else ""
        ident = rid(own_rid) if own_rid else rid(_slug(label)) if kind in ("Button", "Spinner") else ""
        emit(indent, device, _class(package, kind, kind), label, state, *kept, *extra, ident)
        content = content or kind not in ("TextView",)
    if family(package) == SYSTEM:
        out = [line.lstrip() for line in out]  # a flat list, as AndroidWorld's element list is
    return "\n".join(out), shown_to_device
