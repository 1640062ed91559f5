"""Affordances for the structures real apps differ in (layout_b.py lays the simulated apps out this way): a
field captioned by a text above it, a command only in the overflow menu, the app drawer, a switch behind its
row, a date picker in spinner mode, a 12-hour clock face switched to text input, a day's entries proven gone
only by a list that shows the days around it, and a scrolling form filled in the order its fields show."""

from __future__ import annotations

import json

import pytest

from mcp_agent.tools.next_step.drawer import drawer_apps, drawer_control, pick_app
from mcp_agent.tools.next_step.forms import role_field
from mcp_agent.tools.next_step.menus import menu_new_entry
from mcp_agent.tools.next_step.pickers import date_spinner
from mcp_agent.tools.next_step.roles import field_named
from mcp_agent.tools.next_step.screen import parse_screen
from mcp_agent.tools.next_step.subpages import row_state, switch_row
from tests.next_step.planning import step

pytestmark = pytest.mark.unit

STATUS = '[0] TextView "Status bar" value="Thu, Mar 14 2030 9:41"'
CALENDAR = {"current_package": "com.simplemobiletools.calendar.pro"}


def test_a_field_captioned_by_the_text_above_it_is_found_by_that_caption() -> None:
    form = parse_screen('[1] TextView "Amount"\n[2] EditText ""\n[3] TextView "Note:"\n[4] EditText "" value="x"')
    assert field_named("amount", form).index == 2
    assert role_field("the note field", form).index == 4
    # A file's name or a sentence above an editor is no caption: the editor stays the unlabelled body.
    editor = parse_screen('[1] TextView "shopping.md"\n[2] EditText ""')
    assert editor.elements[1].hint is None and role_field("the body field", editor).index == 2
    assert parse_screen('[1] TextView "Type your note here."\n[2] EditText ""').elements[1].hint is None


def test_a_command_missing_from_the_screen_is_looked_for_in_the_overflow_menu() -> None:
    plan = ["Open Simple Calendar Pro", "Start a new event", "Type 'Gym' into the title field"]
    month = f'{STATUS}\n[1] TextView "March 2030"\n[2] ImageButton "More options"\n[3] List "Events" scrollable\n  [4] ListItem "Gym" value="Tue, Mar 12, 2030"'
    opened = step("Add an event Gym", month, plan, 1, **CALENDAR)
    assert (opened.action, opened.target_index) == ("tap", 2)
    menu = f'{STATUS}\n[1] TextView "Settings"\n[2] TextView "New event"'
    after = {"trail": ["Simple Calendar Pro", "More options"], "steps_so_far": ["open_app", "tap"]}
    new = step("Add an event Gym", menu, plan, 1, **after, **CALENDAR)
    assert (new.action, new.target_index) == ("tap", 2)
    assert menu_new_entry(parse_screen(menu), "event").label == "New event"
    # A menu without the command is closed again, and not opened a second time for it.
    bare = f'{STATUS}\n[1] TextView "Settings"\n[2] TextView "About"'
    assert step("Add an event Gym", bare, plan, 1, **after, **CALENDAR).action == "back"
    tried = {"menu_tried": opened.state_refs["menu_tried"]}
    again = step("Add an event Gym", month, plan, 1, state_refs=tried, **CALENDAR)
    assert again.action != "tap" or again.target_index != 2


def test_a_home_screen_with_a_few_apps_is_read_whole_through_its_app_drawer() -> None:
    home = f'{STATUS}\n[1] TextView "Messages"\n[2] TextView "Calendar"\n[3] TextView "Clock"\n[4] ImageButton "Apps"'
    assert drawer_control(parse_screen(home)).index == 4
    task = "text +12125550101 that I'm late using Simple SMS Messenger"
    plan = ["Open Simple SMS Messenger"]
    opened = step(task, home, plan, capabilities=["tap", "type", "open_app", "scroll"])
    assert (opened.action, opened.target_index) == ("tap", 4)  # not the Messages on the home screen
    page = f'{STATUS}\n[1] EditText "Search apps"\n[2] List "Apps" scrollable\n  [3] TextView "Markor"\n  [4] TextView "Messages"'
    assert drawer_apps(parse_screen(page)) == ["Markor", "Messages"]
    trail = {"trail": ["Apps"], "capabilities": ["tap", "type", "open_app", "scroll"]}
    assert step(task, page, plan, **trail).action == "scroll_down"
    end = page.replace('"Markor"', '"Simple SMS Messenger"')
    fingerprint = parse_screen(end).fingerprint
    refs = {"apps": json.dumps(["Markor", "Messages"]), "progress": f"{fingerprint}:0:0"}
    last = step(task, end, plan, state_refs=refs, steps_so_far=["tap", "scroll_down"], **trail)
    assert (last.action, last.app_name) == ("open_app", "Simple SMS Messenger")
    assert pick_app("calendar", ["Clock", "Simple Calendar Pro"]) == "Simple Calendar Pro"  # the purpose whole


def test_a_switch_behind_its_row_is_reached_through_the_row_and_read_from_it() -> None:
    page = f'{STATUS}\n[1] ImageButton "Navigate up"\n[2] TextView "Connected devices"\n[3] ListItem "Bluetooth" value="Off"'
    row = switch_row("bluetooth", parse_screen(page))
    assert row is not None and row_state(row) is False
    plan = ["Turn on bluetooth"]
    settings = {"current_package": "com.android.settings", "trail": ["Settings", "bluetooth"]}
    opened = step("Turn bluetooth on.", page, plan, **settings)
    assert (opened.action, opened.target_index) == ("tap", 3)
    sub = f'{STATUS}\n[1] ImageButton "Navigate up"\n[2] TextView "Bluetooth"\n[3] Switch "Use Bluetooth" unchecked'
    flipped = step("Turn bluetooth on.", sub, plan, **{**settings, "trail": ["Settings", "bluetooth", "Bluetooth"]})
    assert (flipped.action, flipped.target_index) == ("tap", 3)
    assert step("Turn bluetooth on.", page.replace('"Off"', '"On"'), plan, **settings).action == "done"


SPINNER = f"""{STATUS}
[1] TextView "Thu, Mar 14, 2030"
[2] NumberPicker "" id="android:id/month"
  [3] Button "Feb"
  [4] EditText "" value="Mar" id="android:id/numberpicker_input"
  [5] Button "Apr"
[6] NumberPicker "" id="android:id/day"
  [7] Button "13"
  [8] EditText "" value="14" id="android:id/numberpicker_input"
  [9] Button "15"
[10] NumberPicker "" id="android:id/year"
  [11] Button "2029"
  [12] EditText "" value="2030" id="android:id/numberpicker_input"
  [13] Button "2031"
[14] Button "Cancel"
[15] Button "OK\""""


def test_a_date_picker_in_spinner_mode_takes_the_month_day_and_year_typed() -> None:
    assert {part: e.index for part, e in date_spinner(parse_screen(SPINNER)).items()} == {
        "month": 4,
        "day": 8,
        "year": 12,
    }
    plan = ["Open Simple Calendar Pro", "Start a new event", "Type '2030-04-02' into the date field"]
    month = step("…", SPINNER, plan, 2, **CALENDAR)
    assert (month.action, month.target_index, month.text_to_type) == ("type", 4, "Apr")
    day = step("…", SPINNER.replace('value="Mar"', 'value="Apr"'), plan, 2, **CALENDAR)
    assert (day.action, day.target_index, day.text_to_type) == ("type", 8, "2")
    ready = SPINNER.replace('value="Mar"', 'value="Apr"').replace('value="14"', 'value="2"')
    assert (step("…", ready, plan, 2, **CALENDAR).target_index) == 15


def test_a_twelve_hour_clock_face_is_switched_to_text_input_and_given_the_half_of_the_day() -> None:
    plan = ["Open Simple Calendar Pro", "Start a new event", "Type '15:30' into the time field"]
    face = f'{STATUS}\n[1] TextView "Select time"\n[2] TextView "10"\n[3] TextView "00"\n[4] RadioButton "AM" checked\n[5] RadioButton "PM" unchecked\n[6] TextView "1"\n[7] ImageButton "Switch to text input"\n[8] Button "Cancel"\n[9] Button "OK"'
    assert step("…", face, plan, 2, **CALENDAR).target_index == 7
    typed = f'{STATUS}\n[1] TextView "Enter time"\n[2] EditText "" value="10" hint="Hour"\n[3] EditText "" value="00" hint="Minute"\n[4] RadioButton "AM" checked\n[5] RadioButton "PM" unchecked\n[6] Button "Cancel"\n[7] Button "OK"'
    hour = step("…", typed, plan, 2, **CALENDAR)
    assert (hour.action, hour.target_index, hour.text_to_type) == ("type", 2, "3")
    filled = typed.replace('value="10"', 'value="3"').replace('value="00"', 'value="30"')
    assert step("…", filled, plan, 2, **CALENDAR).target_index == 5  # PM
    pm = filled.replace('"AM" checked', '"AM" unchecked').replace('"PM" unchecked', '"PM" checked')
    assert step("…", pm, plan, 2, **CALENDAR).target_index == 7


def test_a_days_entries_are_gone_only_when_the_list_shows_the_days_around_it() -> None:
    plan = ["Open Simple Calendar Pro", "Delete every event on 2030-03-19"]
    acted = {"acted": "Delete every event on 2030-03-19|3"}
    head = f'{STATUS}\n[1] TextView "March 2030"\n[2] ImageButton "More options"\n[3] List "Events" scrollable'
    before = f'{head}\n  [4] ListItem "Gym" value="Tue, Mar 12, 2030 · 07:00"\n  [5] ListItem "Planning" value="Mon, Mar 18, 2030 · 14:00"'
    cut = step("Delete all events on March 19", before, plan, 1, state_refs=acted, steps_so_far=["tap"], **CALENDAR)
    assert cut.action == "scroll_down"  # the list may go on below with more of that day's events
    around = f'{before}\n  [6] ListItem "Dinner" value="Fri, Mar 22, 2030 · 19:30"'
    done = step("Delete all events on March 19", around, plan, 1, state_refs=acted, steps_so_far=["tap"], **CALENDAR)
    assert done.action == "done"


def test_a_scrolling_form_is_filled_in_the_order_its_fields_show() -> None:
    plan = [
        "Open Broccoli",
        "Start a new recipe",
        "Type 'Pancakes' into the title field",
        "Type 'Fluffy' into the description field",
        "Type 'mum' into the source field",
        "Save the recipe",
    ]
    task = "add a recipe Pancakes (Fluffy), source mum, to broccoli"
    form = f'{STATUS}\n[1] ImageButton "Navigate up"\n[2] ScrollView "Form" scrollable\n  [3] TextView "Title"\n  [4] EditText "" value="Pancakes"\n  [5] TextView "Source"\n  [6] EditText ""'
    broccoli = {"current_package": "com.flauschcode.broccoli"}
    ahead = step(task, form, plan, 3, **broccoli)  # the description is off screen, the source is here
    assert (ahead.action, ahead.target_index, ahead.text_to_type) == ("type", 6, "mum")
    refs = {"typed_ahead": ahead.state_refs["typed_ahead"]}
    filled = form.replace('[6] EditText ""', '[6] EditText "" value="mum"')
    assert step(task, filled, plan, 3, state_refs=refs, **broccoli).action == "scroll_down"
    bottom = f'{STATUS}\n[1] ImageButton "Navigate up"\n[2] ScrollView "Form" scrollable\n  [3] TextView "Description"\n  [4] EditText ""\n  [5] Button "Save"'
    described = step(task, bottom, plan, 3, state_refs=refs, **broccoli)
    assert (described.action, described.target_index, described.text_to_type) == ("type", 4, "Fluffy")
    # Typed ahead and off screen now: the source counts as typed; Save is next, and it clears the memory.
    done = bottom.replace('[4] EditText ""', '[4] EditText "" value="Fluffy"')
    saved = step(task, done, plan, 3, state_refs=refs, **broccoli)
    assert (saved.action, saved.target_index) == ("tap", 5)


def test_the_menu_is_searched_again_for_the_next_entry_of_a_list() -> None:
    # Two contacts in a row, "Create contact" only in the menu: taking it from the menu ends that search, so the
    # second "Start a new contact" opens the menu once more instead of scrolling and asking.
    plan = ["Open Contacts", "Start a new contact", "Save the contact", "Start a new contact"]
    menu = f'{STATUS}\n[1] TextView "Settings"\n[2] TextView "Create contact"'
    after = {"trail": ["Contacts", "More options"], "steps_so_far": ["open_app", "tap"]}
    people = {"current_package": "com.google.android.contacts"}
    tried = {"menu_tried": "Start a new contact:new"}
    taken = step("Add contacts Ana Ruiz and Bo Lee", menu, plan, 1, state_refs=tried, **after, **people)
    assert (taken.action, taken.target_index) == ("tap", 2)
    assert "menu_tried" in taken.state_refs and taken.state_refs["menu_tried"] is None  # cleared


def test_an_entry_opened_by_its_day_is_its_form_though_its_date_rows_show_that_day() -> None:
    # The editor's "Start date" / "End date" rows open pickers and show the day the entry was found by: read as the
    # list still in front, the planner had asked which of two rows to open.
    task = "Move the event on March 27 to 3pm in Simple Calendar Pro"
    plan = ["Open Simple Calendar Pro", "Open the event showing '2030-03-27'", "Type '15:00' into the time field"]
    month = (
        f'{STATUS}\n[1] TextView "March 2030"\n[2] List "Events" scrollable\n'
        '  [3] ListItem "Dentist" value="Wed, Mar 27, 2030 · 10:00 – 10:30"\n'
        '  [4] ListItem "Book club" value="Fri, Mar 29, 2030 · 18:00 – 19:00"'
    )
    opened = step(task, month, plan, 1, **CALENDAR)
    assert (opened.action, opened.target_index) == ("tap", 3)
    form = (
        f'{STATUS}\n[1] ImageButton "Navigate up"\n[2] TextView "Edit event"\n[3] ScrollView "Form" scrollable\n'
        '  [4] TextView "Title"\n  [5] EditText "" value="Dentist"\n  [6] ListItem "Start date" value="Wed, Mar 27, 2030"\n'
        '  [7] ListItem "Start time" value="10:00"\n  [8] ListItem "End date" value="Wed, Mar 27, 2030"'
    )
    refs = dict(opened.state_refs)
    after = step(task, form, plan, 1, state_refs=refs, step_count=6, steps_so_far=["open_app", "tap"], **CALENDAR)
    assert after.action != "ask_user", after.reasoning
    assert (after.action, after.target_index) == ("tap", 7), after
