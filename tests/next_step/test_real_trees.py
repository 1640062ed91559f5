"""Screens written as real apps' accessibility trees report them (class names, tree flags, package-prefixed
resource names, a field labelled with its text, rows as layouts) read as the format's own kinds, and the
planner acts on them as on our simulator's: kinds.py and screen.py's reading of trees."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.kinds import LAYOUT, LIST, base_kind, kind_of
from mcp_agent.tools.next_step.roles import field_named, menu_entry, new_entry_control, overflow, spinner
from mcp_agent.tools.next_step.safety import confirmation_reason
from mcp_agent.tools.next_step.screen import parse_screen
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

STATUS = '[0] android.widget.TextView "Status bar" value="Thu, Mar 14 2030 9:41"'


def step(task: str, screen: str, plan: list[str], current: int, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 3, "plan": plan, "current_subgoal": current, **more}
    )
    return planner.decide(Turn.read(arguments))


@pytest.mark.parametrize(
    ("class_name", "kind"),
    [
        ("android.widget.EditText", "EditText"),
        ("androidx.appcompat.widget.AppCompatEditText", "EditText"),
        ("com.google.android.material.textfield.TextInputEditText", "EditText"),
        ("com.simplemobiletools.commons.views.MyEditText", "EditText"),
        ("android.widget.AutoCompleteTextView", "EditText"),
        ("android.widget.MultiAutoCompleteTextView", "EditText"),
        ("androidx.appcompat.widget.SearchView$SearchAutoComplete", "EditText"),
        ("com.google.android.material.button.MaterialButton", "Button"),
        ("androidx.appcompat.widget.AppCompatButton", "Button"),
        ("com.google.android.material.floatingactionbutton.ExtendedFloatingActionButton", "Button"),
        ("com.google.android.material.floatingactionbutton.FloatingActionButton", "ImageButton"),
        ("com.simplemobiletools.commons.views.MyFloatingActionButton", "ImageButton"),
        ("androidx.appcompat.widget.AppCompatImageButton", "ImageButton"),
        ("androidx.appcompat.view.menu.ActionMenuItemView", "ImageButton"),
        ("androidx.appcompat.widget.AppCompatImageView", "ImageView"),
        ("androidx.appcompat.widget.SwitchCompat", "Switch"),
        ("com.google.android.material.switchmaterial.SwitchMaterial", "Switch"),
        ("com.google.android.material.materialswitch.MaterialSwitch", "Switch"),
        ("android.widget.ToggleButton", "Switch"),
        ("com.simplemobiletools.commons.views.MyAppCompatCheckbox", "CheckBox"),
        ("androidx.appcompat.widget.AppCompatRadioButton", "RadioButton"),
        ("android.widget.CheckedTextView", "CheckedTextView"),
        ("com.google.android.material.tabs.TabLayout$TabView", "Tab"),
        ("com.google.android.material.bottomnavigation.BottomNavigationItemView", "Tab"),
        ("com.android.launcher3.BubbleTextView", "TextView"),
        ("com.google.android.material.textview.MaterialTextView", "TextView"),
        ("androidx.appcompat.widget.AppCompatSpinner", "Spinner"),
        ("android.widget.SeekBar", "SeekBar"),
        ("com.google.android.material.slider.Slider", "Slider"),
        ("androidx.recyclerview.widget.RecyclerView", LIST),
        ("android.widget.ListView", LIST),
        ("androidx.constraintlayout.widget.ConstraintLayout", LAYOUT),
        ("android.view.ViewGroup", LAYOUT),
        ("com.google.android.material.chip.Chip", "Button"),
        ("android.widget.NumberPicker", "NumberPicker"),
        # The format's own kinds read as themselves.
        ("ListItem", "ListItem"),
        ("ImageButton", "ImageButton"),
        ("Tab", "Tab"),
    ],
)
def test_a_class_name_reads_as_its_role(class_name: str, kind: str) -> None:
    assert base_kind(class_name) == kind


def test_the_tree_flags_settle_the_role() -> None:
    assert kind_of("android.widget.ImageView", clickable=True) == "ImageButton"
    assert kind_of("android.widget.ImageView") == "ImageView"
    assert kind_of("com.google.android.material.chip.Chip", checkable=True) == "CheckBox"
    assert kind_of("android.view.View", editable=True) == "EditText"


def test_class_names_flags_and_resource_names_parse_as_elements() -> None:
    screen = parse_screen(
        "\n".join(
            [
                STATUS,
                '[1] android.widget.ImageButton "Navigate up"',
                '[2] androidx.appcompat.view.menu.ActionMenuItemView "Save" id="com.app:id/menu_save"',
                '[3] com.google.android.material.tabs.TabLayout$TabView "Songs" selected',
                '[4] com.google.android.material.tabs.TabLayout$TabView "Playlists"',
                '[5] com.google.android.material.switchmaterial.SwitchMaterial "Wi-Fi" checkable focusable',
                '[6] android.widget.ImageView clickable desc="Delete"',
                '[7] com.example.Unknown "x" long_clickable bounds="[0,0][1,1]"',
            ]
        )
    )
    kinds = [(e.index, e.kind, e.label) for e in screen.elements]
    assert kinds[1:] == [
        (1, "ImageButton", "Navigate up"),
        (2, "ImageButton", "Save"),
        (3, "Tab", "Songs"),
        (4, "Tab", "Playlists"),
        (5, "Switch", "Wi-Fi"),
        (6, "ImageButton", "Delete"),
        (7, "Unknown", "x"),
    ]
    assert screen.element(2).rid == "menu_save" and screen.element(2).is_button
    assert screen.element(3).checked is True and screen.element(4).checked is False
    assert screen.element(5).checked is False  # checkable, not checked: off
    assert screen.prose == ""
    # A sentence that starts like an element is still prose.
    assert parse_screen("[1] Note. this is prose").elements == ()


def test_a_tree_boolean_written_as_a_key_is_the_flag_it_means() -> None:
    screen = parse_screen(
        '[1] android.widget.Switch "Wi-Fi" checked="false"\n'
        '[2] android.widget.CheckBox "Done" checked="true" clickable="true"\n'
        '[3] android.widget.Button "Save" enabled="false"\n'
        '[4] com.google.android.material.tabs.TabLayout$TabView "Songs" selected="true"'
    )
    assert [(e.checked, e.disabled) for e in screen.elements] == [
        (False, False),
        (True, False),
        (None, True),
        (True, False),
    ]


def test_a_field_labelled_with_its_text_is_named_by_its_hint() -> None:
    screen = parse_screen(
        "\n".join(
            [
                '[1] com.simplemobiletools.commons.views.MyEditText "Lunch with Sam" hint="Title" '
                'id="com.simplemobiletools.calendar.pro:id/event_title"',
                '[2] com.simplemobiletools.commons.views.MyEditText "Location" hint="Location"',
                '[3] com.google.android.material.textfield.TextInputEditText hint="Amount" id="com.arduia.expense:id/edt_amount"',
            ]
        )
    )
    title, location, amount = screen.elements
    assert (title.label, title.value, title.rid) == ("Title", "Lunch with Sam", "event_title")
    assert (location.label, location.value) == ("Location", None)  # the hint shown as its text: empty
    assert (amount.label, amount.value, amount.editable) == ("Amount", None, True)
    assert field_named("title", screen) is title and field_named("amount", screen) is amount


def test_rows_drawn_as_layouts_read_as_rows_toggles_and_spinners() -> None:
    screen = parse_screen(
        "\n".join(
            [
                STATUS,
                "[1] androidx.recyclerview.widget.RecyclerView scrollable",
                "  [2] android.widget.RelativeLayout clickable",
                '    [3] com.simplemobiletools.commons.views.MyTextView "Ben Carter"',
                '    [4] com.simplemobiletools.commons.views.MyTextView "Sure, 6pm"',
                "  [5] android.widget.LinearLayout",  # in a list: a row even when the tree says nothing
                '    [6] android.widget.TextView "Alice Romero"',
                "[7] android.widget.LinearLayout clickable",
                '  [8] android.widget.TextView "Wi-Fi" id="android:id/title"',
                '  [9] android.widget.TextView "Connected" id="android:id/summary"',
                '  [10] android.widget.Switch checkable checked id="android:id/switch_widget"',
                '[11] android.widget.TextView "Category"',
                '[12] androidx.appcompat.widget.AppCompatSpinner id="com.arduia.expense:id/spinner"',
                '  [13] android.widget.TextView "Others" id="android:id/text1"',
                "[14] android.widget.LinearLayout",
                '  [15] android.widget.TextView "Servings"',
                '  [16] android.widget.TextView "4 servings"',
                '[17] com.google.android.material.floatingactionbutton.FloatingActionButton "Start chat"',
            ]
        )
    )
    read = [(e.index, e.kind, e.label, e.value, e.checked) for e in screen.elements[1:]]
    assert read == [
        (1, LIST, "", None, None),
        (2, "ListItem", "Ben Carter", "Sure, 6pm", None),
        (5, "ListItem", "Alice Romero", None, None),
        (10, "Switch", "Wi-Fi", "Connected", True),
        (11, "TextView", "Category", None, None),
        (12, "Spinner", "Category", "Others", None),
        (15, "TextView", "Servings", "4 servings", None),  # at its text: a tap there lands on it
        (17, "ImageButton", "Start chat", None, None),
    ]
    assert spinner(screen, "category").index == 12
    assert new_entry_control(screen, "conversation").index == 17


def test_a_flat_tree_reads_as_the_nested_one() -> None:
    """AndroidWorld's element list is flat: a row's texts and toggle follow its layout instead of nesting."""
    screen = parse_screen(
        "\n".join(
            [
                STATUS,
                "[1] android.widget.ListView scrollable",
                "[2] android.widget.LinearLayout clickable",
                '[3] android.widget.TextView "Ben Carter"',
                '[4] android.widget.TextView "Outgoing · Mobile"',
                '[5] android.widget.ImageButton "Call back Ben Carter"',
                "[6] android.widget.LinearLayout clickable",
                '[7] android.widget.TextView "Wi-Fi" id="android:id/title"',
                '[8] android.widget.Switch checkable id="android:id/switch_widget"',
                "[9] android.widget.RelativeLayout",
                '[10] android.widget.TextView "Phone number"',
                '[11] android.widget.TextView "968"',
                '[12] android.widget.Button "1"',
                "[13] android.widget.FrameLayout",  # a page's container: its texts stay texts
                '[14] android.widget.TextView "Chicken curry"',
                '[15] android.widget.TextView "Mild and creamy"',
                '[16] android.widget.TextView "4 servings"',
            ]
        )
    )
    read = [(e.index, e.kind, e.label, e.value, e.checked) for e in screen.elements[2:]]
    assert read == [
        (2, "ListItem", "Ben Carter", "Outgoing · Mobile", None),
        (5, "ImageButton", "Call back Ben Carter", None, None),
        (8, "Switch", "Wi-Fi", None, False),
        (10, "TextView", "Phone number", "968", None),
        (12, "Button", "1", None, None),
        (13, LAYOUT, "", None, None),
        (14, "TextView", "Chicken curry", None, None),
        (15, "TextView", "Mild and creamy", None, None),
        (16, "TextView", "4 servings", None, None),
    ]


def test_a_popup_menu_of_layout_rows_is_a_menu_and_its_delete_is_confirmed() -> None:
    screen = parse_screen(
        "\n".join(
            [
                STATUS,
                "[1] android.widget.ListView",
                "  [2] androidx.appcompat.view.menu.ListMenuItemView clickable",
                '    [3] androidx.appcompat.widget.AppCompatTextView "Rename" id="net.gsantner.markor:id/title"',
                "  [4] androidx.appcompat.view.menu.ListMenuItemView clickable",
                '    [5] androidx.appcompat.widget.AppCompatTextView "Delete" id="net.gsantner.markor:id/title"',
            ]
        )
    )
    assert [(e.index, e.kind, e.label) for e in screen.elements[2:]] == [
        (2, "TextView", "Rename"),
        (4, "TextView", "Delete"),
    ]
    assert menu_entry(screen, "delete").index == 4
    tap = AgentStepResult.model_validate({"action": "tap", "target_index": 4, "reasoning": "r", "status_text": "s"})
    assert confirmation_reason(tap, screen) is not None


def test_the_planner_drives_a_real_tree_as_it_drives_ours() -> None:
    """A text to a number in Simple SMS Messenger drawn as its tree: the FAB, then the "To" field labelled
    with what it holds, then its confirm button, each found by role."""
    sms = "com.simplemobiletools.smsmessenger"
    plan = ["Open Simple SMS Messenger", "Open the conversation with +13525551454", "Type 'Hi'", "Send the message"]
    conversations = "\n".join(
        [
            STATUS,
            f'[1] androidx.appcompat.view.menu.ActionMenuItemView "Search" id="{sms}:id/search"',
            '[2] android.widget.ImageView "More options"',
            "[3] com.simplemobiletools.commons.views.MyRecyclerView scrollable",
            "  [4] android.widget.RelativeLayout clickable",
            '    [5] com.simplemobiletools.commons.views.MyTextView "Ben Carter"',
            '    [6] com.simplemobiletools.commons.views.MyTextView "Sure, 6pm"',
            f'[7] com.simplemobiletools.commons.views.MyFloatingActionButton "Start chat" id="{sms}:id/fab"',
        ]
    )
    assert overflow(parse_screen(conversations)).index == 2
    start = step("Text +13525551454: Hi", conversations, plan, 1, current_package=sms)
    assert (start.action, start.target_index) == ("tap", 7), start.reasoning
    new = "\n".join(
        [
            STATUS,
            '[1] android.widget.ImageButton "Navigate up"',
            '[2] com.simplemobiletools.commons.views.MyAutoCompleteTextView "Add Contact or Number…" focused '
            f'hint="Add Contact or Number…" id="{sms}:id/new_conversation_address"',
            f'[3] android.widget.ImageView "Confirm" clickable disabled id="{sms}:id/new_conversation_confirm"',
        ]
    )
    typed = step("Text +13525551454: Hi", new, plan, 1, current_package=sms)
    assert (typed.action, typed.target_index, typed.text_to_type) == ("type", 2, "+13525551454"), typed.reasoning
    filled = new.replace('"Add Contact or Number…" focused', '"+13525551454" focused').replace(" disabled", "")
    confirm = step("Text +13525551454: Hi", filled, plan, 1, current_package=sms)
    assert (confirm.action, confirm.target_index) == ("tap", 3), confirm.reasoning
