"""Screens that are another vendor's words, another structure and a real tree at once (skins.py + layout_b.py +
realtree.py): what each rendering alone never showed the planner — an app drawer's control drawn as an image,
a captioned field written as a tree reports it (its content as its text, no hint), a date spinner's fields
reporting their values as their text."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.forms import role_field
from mcp_agent.tools.next_step.pickers import date_spinner
from mcp_agent.tools.next_step.roles import field_named
from mcp_agent.tools.next_step.screen import parse_screen
from tests.next_step.planning import step

pytestmark = pytest.mark.unit

STATUS = '[0] android.widget.TextView "Status bar" value="Thu, Mar 14 2030 9:41"'
ALL = ["tap", "type", "open_app", "scroll"]


def test_a_drawer_control_drawn_as_an_image_still_opens_the_drawer() -> None:
    # Four app names as texts read like a whole launcher once "Apps" is no button; the app asked for is not
    # among them, and "Messages" only shares its purpose.
    home = "\n".join(
        [STATUS, *(f'[{i}] com.android.launcher3.BubbleTextView "{a}"' for i, a in enumerate(
            ("Messages", "Calendar", "Clock", "Camera"), 1)), '[5] android.widget.ImageView "Apps"']
    )  # fmt: skip
    task = "text +12125550101 that I'm late using Simple SMS Messenger"
    opened = step(task, home, ["Open Simple SMS Messenger"], capabilities=ALL)
    assert (opened.action, opened.target_index) == ("tap", 5)
    # An app asked for by its purpose is not taken from the few on the home screen either.
    calendar = step("what's on my calendar on March 16?", home, ["Open Calendar"], capabilities=ALL)
    assert (calendar.action, calendar.target_index) == ("tap", 5)
    # An app asked for by its own name and shown on the home screen is opened there.
    camera = step("take a photo with Camera", home.replace('"Camera"', '"Open Camera"'), ["Open Open Camera"],
                  capabilities=ALL)  # fmt: skip
    assert camera.action == "open_app" and camera.app_name == "Open Camera"


def test_a_tree_field_under_its_caption_holds_its_text() -> None:
    form = parse_screen(
        "\n".join(
            [
                STATUS,
                '[1] android.widget.TextView "First name"',
                '[2] android.widget.EditText "Hana"',
                '[3] android.widget.TextView "Last name"',
                "[4] android.widget.EditText",
                '[5] android.widget.TextView "Company"',
                '[6] android.widget.EditText "Acme" hint=""',
            ]
        )
    )
    first, last, company = form.element(2), form.element(4), form.element(6)
    assert (first.label, first.hint, first.value) == ("", "First name", "Hana")
    assert (last.hint, last.value) == ("Last name", None)
    assert (company.hint, company.value) == ("Company", "Acme")  # a hint the tree says is empty: text is content
    assert field_named("first name", form).index == 2 and role_field("the last name field", form).index == 4
    # Our own format's field labelled "Hana" is still named so: only a tree reports content as its text.
    ours = parse_screen('[1] TextView "First name"\n[2] EditText "Hana"')
    assert ours.element(2).label == "Hana" and ours.element(2).value is None
    # A tree's field with no caption above keeps its text as its name (it may be an empty field's hint).
    lone = parse_screen(f'{STATUS}\n[1] android.widget.EditText "Search"')
    assert lone.element(1).label == "Search"


SPINNER = "\n".join(
    [
        STATUS,
        '[1] com.simplemobiletools.commons.views.MyTextView "Thu, Mar 14, 2030"',
        *(
            line
            for start, part, before, shown, after in ((2, "month", "Feb", "Mar", "Apr"), (6, "day", "13", "14", "15"),
                                                      (10, "year", "2029", "2030", "2031"))
            for line in (
                f'[{start}] android.widget.NumberPicker id="com.app:id/{part}"',
                f'  [{start + 1}] android.widget.Button "{before}"',
                f'  [{start + 2}] com.simplemobiletools.commons.views.MyEditText "{shown}" id="com.app:id/numberpicker_input"',
                f'  [{start + 3}] android.widget.Button "{after}"',
            )
        ),
        '[14] android.widget.Button "Cancel"',
        '[15] android.widget.Button "OK"',
    ]
)  # fmt: skip


def test_a_tree_date_spinner_is_read_from_the_values_its_fields_report_as_text() -> None:
    fields = date_spinner(parse_screen(SPINNER))
    assert {part: (e.index, e.value) for part, e in fields.items()} == {
        "month": (4, "Mar"),
        "day": (8, "14"),
        "year": (12, "2030"),
    }
    plan = ["Open Simple Calendar Pro", "Start a new event", "Type '2030-03-15' into the date field"]
    calendar = {"current_package": "com.simplemobiletools.calendar.pro"}
    day = step("…", SPINNER, plan, 2, **calendar)
    assert (day.action, day.target_index, day.text_to_type) == ("type", 8, "15")  # not the year again
    ready = SPINNER.replace('"14" id', '"15" id')
    assert step("…", ready, plan, 2, **calendar).target_index == 15
