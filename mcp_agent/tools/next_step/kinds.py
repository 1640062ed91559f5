"""Every class name a real accessibility tree reports, read as one of the screen format's kinds.

The planner finds elements by role through a small vocabulary (EditText, Button, ImageButton, ImageView,
TextView, CheckedTextView, Switch, CheckBox, RadioButton, Tab, Spinner, SeekBar, Slider, ProgressBar,
ListItem, List). Real apps report their views by class: fully qualified (``android.widget.EditText``),
their support library's (``androidx.appcompat.widget.AppCompatEditText``), Material's
(``com.google.android.material.textfield.TextInputEditText``), their own (``…views.MyEditText``), nested
(``TabLayout$TabView``). A class is read by the last part of its name, and that by its ending, so a
subclass an app names after its base (``MyFloatingActionButton``, ``BubbleTextView``) reads as the base.
The tree's flags settle the rest: a clickable image is a button, a checkable chip a checkbox, an editable
view a field. Layouts (``LinearLayout``, ``ViewGroup``, ``CardView`` …) read as ``LAYOUT`` and a popup
menu's rows as ``MENU_ROW``: screen.py folds a label-less one with text children into the row, text or
menu command it draws.
"""

from __future__ import annotations

from functools import lru_cache

LAYOUT = "Layout"
LIST = "List"
MENU_ROW = "MenuRow"  # folded into the TextView a menu's command is, as the format writes menus
# Endings, tried in order (the first that fits wins), and the kind each reads as.
_ENDINGS: tuple[tuple[str, str], ...] = (
    ("edittext", "EditText"),
    ("autocompletetextview", "EditText"),  # AutoCompleteTextView, MultiAutoCompleteTextView, MaterialAutoComplete…
    ("searchautocomplete", "EditText"),  # SearchView$SearchAutoComplete
    ("checkedtextview", "CheckedTextView"),
    ("extendedfloatingactionbutton", "Button"),  # it carries its text
    ("floatingactionbutton", "ImageButton"),
    ("imagebutton", "ImageButton"),
    ("actionmenuitemview", "ImageButton"),  # a toolbar action, named by its content description
    ("overflowmenubutton", "ImageButton"),
    ("menuitemview", "MenuRow"),  # a popup menu's row (ListMenuItemView): its title is a child text
    ("radiobutton", "RadioButton"),
    ("togglebutton", "Switch"),
    ("switchcompat", "Switch"),
    ("switchmaterial", "Switch"),
    ("switch", "Switch"),  # Switch, MaterialSwitch
    ("checkbox", "CheckBox"),  # CheckBox, AppCompatCheckBox, MaterialCheckBox, MyAppCompatCheckbox
    ("button", "Button"),  # Button, AppCompatButton, MaterialButton, DialpadKeyButton
    ("tabview", "Tab"),  # TabLayout$TabView, TabView
    ("navigationitemview", "Tab"),  # BottomNavigationItemView
    ("navigationbaritemview", "Tab"),
    ("navigationrailitemview", "Tab"),
    ("textview", "TextView"),  # TextView, AppCompatTextView, MaterialTextView, MyTextView, BubbleTextView
    ("imageview", "ImageView"),  # ImageView, AppCompatImageView, ShapeableImageView
    ("spinner", "Spinner"),
    ("seekbar", "SeekBar"),
    ("slider", "Slider"),
    ("progressbar", "ProgressBar"),
    ("recyclerview", LIST),
    ("listview", LIST),  # ListView, ExpandableListView
    ("gridview", LIST),
    ("scrollview", LIST),  # ScrollView, NestedScrollView, HorizontalScrollView
    ("viewpager", LIST),
    ("viewpager2", LIST),
    ("layout", LAYOUT),  # LinearLayout, FrameLayout, RelativeLayout, ConstraintLayout, CoordinatorLayout …
    ("layoutcompat", LAYOUT),
    ("viewgroup", LAYOUT),
    ("cardview", LAYOUT),
)
# The format's own kinds, and the platform's few whose names end like no other, read as they are.
AS_IS = frozenset(
    {
        "EditText", "Button", "ImageButton", "ImageView", "Image", "TextView", "CheckedTextView", "Switch",
        "CheckBox", "RadioButton", "Tab", "Spinner", "SeekBar", "Slider", "ProgressBar", "ListItem", "List",
        "MenuItem", "NumberPicker", "WebView", "View",
    }
)  # fmt: skip


# Kinds that read as themselves whatever the flags: the parser need not ask (it is on every step's path).
SIMPLE_KINDS = AS_IS - {"ImageView", "Image", "View", "Button"}


@lru_cache(maxsize=512)
def base_kind(class_name: str) -> str:
    """The kind a class name reads as, before its flags are considered: ``LAYOUT`` for a layout."""
    name = class_name.rpartition(".")[2].rpartition("$")[2]
    if name in AS_IS:
        return name
    lowered = name.lower()
    if lowered == "chip":
        return "Button"
    for ending, kind in _ENDINGS:
        if lowered.endswith(ending):
            return kind
    return name


def kind_of(class_name: str, *, clickable: bool = False, checkable: bool = False, editable: bool = False) -> str:
    """The kind a view reads as, its class and its tree flags together."""
    kind = base_kind(class_name)
    if editable and kind not in ("EditText", "Spinner"):
        return "EditText"
    if checkable and kind == "Button" and class_name.endswith("Chip"):
        return "CheckBox"
    if clickable and kind in ("ImageView", "Image"):
        return "ImageButton"
    if clickable and kind == "View":
        return "Button"
    return kind
