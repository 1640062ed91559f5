"""UI affordances found by role, whatever the app's labels: each a small unit over a screen, and the
planner's next step on screens laid out like real apps' (a FAB, a menu of texts, a dialog, a picker,
a keypad, a "To" field, a drop-down)."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.dates import device_today
from mcp_agent.tools.next_step.roles import (
    button,
    delete_control,
    field_named,
    is_dialog,
    keypad,
    menu_entry,
    new_entry_control,
    overflow,
    popup_grant,
    spinner,
    to_field,
)
from mcp_agent.tools.next_step.safety import confirmation_reason
from mcp_agent.tools.next_step.screen import parse_screen
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

STATUS = '[0] TextView "Status bar" value="Thu, Mar 14 2030 9:41"'


def step(task: str, screen: str, plan: list[str], current: int = 0, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 3, "plan": plan, "current_subgoal": current, **more}
    )
    return planner.decide(Turn.read(arguments))


def test_the_control_that_starts_an_entry_is_found_by_role() -> None:
    screen = parse_screen('[1] ImageButton "More options"\n[2] ImageButton "Create a new file or folder"')
    assert new_entry_control(screen, "note") is not None
    assert new_entry_control(parse_screen('[1] ImageButton "Start chat"'), "conversation") is not None
    assert new_entry_control(parse_screen('[1] Button "+"')) is not None
    assert new_entry_control(parse_screen('[1] Button "New folder"\n[2] Button "New note"'), "note").label == "New note"
    assert overflow(screen) is not None and overflow(screen).label == "More options"


def test_fields_are_matched_by_label_hint_or_resource_name() -> None:
    screen = parse_screen('[1] EditText "" hint="Amount"\n[2] EditText "" id="com.app:id/note_field"')
    assert field_named("amount", screen).index == 1
    assert field_named("note", screen).index == 2
    assert to_field(parse_screen('[2] EditText "Add Contact or Number…" focused')) is not None


def test_dialogs_keypads_drop_downs_and_pop_ups() -> None:
    dialog = parse_screen('[1] TextView "Delete this note?"\n[2] Button "Cancel"\n[3] Button "OK"')
    assert is_dialog(dialog)
    keys = parse_screen("\n".join(f'[{i}] Button "{d}"' for i, d in enumerate("1234567890")))
    assert sorted(keypad(keys)) == list("0123456789")
    assert spinner(parse_screen('[1] Spinner "Category" value="Food"'), "category") is not None
    grant = parse_screen(
        '[1] TextView "Allow Contacts to access your contacts?"\n[2] Button "Allow"\n[3] Button "Deny"'
    )
    assert popup_grant(grant) is not None and popup_grant(grant).label == "Allow"
    menu = parse_screen('[1] TextView "Rename"\n[2] TextView "Delete"')
    assert delete_control(menu) is not None and delete_control(menu).label == "Delete"


def test_safety_is_a_rule_of_roles() -> None:
    def needs(screen: str, index: int) -> bool:
        tap = AgentStepResult(action="tap", status_text="", target_index=index)
        return confirmation_reason(tap, parse_screen(screen)) is not None

    assert needs('[1] ImageButton "Send SMS"', 1)
    assert needs('[1] TextView "Delete"', 1)  # a menu's command, though a text
    assert needs('[1] TextView "Delete gifts.txt?"\n[2] Button "Cancel"\n[3] Button "OK"', 3)  # its "are you sure?"
    assert not needs('[1] ListItem "Call me when you land"', 1)
    assert needs('[1] ImageView "Delete"', 1)  # an icon button drawn as an image
    assert not needs('[1] ImageView "Photo of the beach"', 1)  # a picture
    assert not needs('[1] TextView "Rename this file?"\n[2] Button "Cancel"\n[3] Button "OK"', 3)


def test_a_screen_keeps_a_value_with_a_line_break_and_the_device_date() -> None:
    screen = parse_screen(f'{STATUS}\n[5] EditText "Note text" value="first\nsecond"\n[6] Button "Save"')
    assert [e.index for e in screen.elements] == [0, 5, 6]
    assert screen.element(5).value == "first\nsecond"
    labels = tuple(text for e in screen.elements for text in (e.label, e.value or ""))
    assert str(device_today({}, labels)) == "2030-03-14"
    assert str(device_today({"today": "2031-01-02"}, labels)) == "2031-01-02"


def test_a_number_is_typed_into_to_and_confirmed() -> None:
    plan = ["Open Simple SMS Messenger", "Open the conversation with +13525551454", "Type 'Hi'", "Send the message"]
    new = f'{STATUS}\n[1] ImageButton "Navigate up"\n[2] EditText "Add Contact or Number…" focused\n[3] ImageButton "Confirm" disabled'
    typed = step("Text +13525551454: Hi", new, plan, 1, current_package="com.simplemobiletools.smsmessenger")
    assert (typed.action, typed.target_index, typed.text_to_type) == ("type", 2, "+13525551454")
    filled = new.replace("focused\n", 'focused value="+13525551454"\n').replace(" disabled", "")
    confirm = step("Text +13525551454: Hi", filled, plan, 1, current_package="com.simplemobiletools.smsmessenger")
    assert (confirm.action, confirm.target_index) == ("tap", 3)


def test_a_timer_is_keyed_digit_by_digit_until_it_shows_the_time() -> None:
    keys = "\n".join(f'[{i + 6}] Button "{d}"' for i, d in enumerate("1234567890"))
    screen = f'{STATUS}\n[3] Tab "Timer" checked\n[5] TextView "00h 01m 05s"\n{keys}\n[16] ImageButton "Delete"'
    plan = ["Open Clock", "Tap Timer", "Set the timer to 01:05:30"]
    result = step(
        "Create a timer with 1 hours, 5 minutes, and 30 seconds.",
        screen,
        plan,
        2,
        current_package="com.google.android.deskclock",
    )
    assert result.action == "tap" and result.target_index == 8  # "3": 1, 0, 5 are in, 3 comes next
    done = screen.replace("00h 01m 05s", "01h 05m 30s")
    assert step("Create a timer …", done, plan, 2, current_package="com.google.android.deskclock").action == "done"


def test_a_date_picker_moves_to_the_month_then_picks_the_day() -> None:
    days = "\n".join(f'[{10 + d}] Button "{d} March 2030"' for d in range(1, 32))
    picker = f'{STATUS}\n[1] TextView "2030"\n[2] ImageButton "Previous month"\n[3] TextView "March 2030"\n[4] ImageButton "Next month"\n{days}\n[50] Button "Cancel"\n[51] Button "OK"'
    plan = ["Open Simple Calendar Pro", "Start a new event", "Type '2030-04-02' into the date field", "Save the event"]
    move = step("…", picker, plan, 2, current_package="com.simplemobiletools.calendar.pro")
    assert (move.action, move.target_index) == ("tap", 4)
    pick = step(
        "…", picker.replace("March 2030", "April 2030"), plan, 2, current_package="com.simplemobiletools.calendar.pro"
    )
    assert (pick.action, pick.target_index) == ("tap", 12)


def test_done_only_when_the_list_shows_the_entry() -> None:
    plan = [
        "Open Markor",
        "Start a new note",
        "Type 'x' into the body field",
        "Save the note",
        "Check the note 'trip.md' is listed",
    ]
    editor = f'{STATUS}\n[2] TextView "trip.md"\n[3] ImageButton "Save"\n[5] EditText "Note text" value="x"'
    refs = {"acted": "Save the note|2"}
    left = step("Create a note trip.md: x", editor, plan, 4, current_package="net.gsantner.markor", state_refs=refs)
    assert left.action == "back"  # the header shows the name: not a listed entry yet
    listed = f'{STATUS}\n[4] List "Files" scrollable\n  [7] ListItem "trip.md" value="Modified"'
    assert step("Create a note trip.md: x", listed, plan, 4, current_package="net.gsantner.markor").action == "done"
    other = f'{STATUS}\n[4] List "Files" scrollable\n  [7] ListItem "todo.md" value="Modified"'
    assert step("Create a note trip.md: x", other, plan, 4, current_package="net.gsantner.markor").action != "done"


def test_questions_are_answered_from_the_rows_the_screen_shows_in_the_asked_format() -> None:
    agenda = (
        f'{STATUS}\n[1] TextView "March 2030"\n[2] ImageButton "Previous month"\n[3] ImageButton "Next month"\n'
        '[5] List "Events"\n'
        '  [6] ListItem "Gym" value="Tue, Mar 12, 2030 · 07:00 – 08:00 · Fit Hub"\n'
        '  [7] ListItem "Piano lesson" value="Sat, Mar 16, 2030 · 11:00 – 12:00 · Online"\n'
        '  [8] ListItem "Book club" value="Sat, Mar 16, 2030 · 19:00 – 20:00"'
    )
    task = "What events do I have on March 16 in Simple Calendar Pro? Answer with the titles only."
    plan = ["Open Simple Calendar Pro", "Answer from the agenda: titles 2030-03-16 2030-03-16 00:00 23:59 |"]
    answered = step(task, agenda, plan, 1, current_package="com.simplemobiletools.calendar.pro")
    assert (answered.action, answered.final_answer) == ("done", "Piano lesson, Book club")
    where = [
        "Open Simple Calendar Pro",
        "Answer from the agenda: place 2030-03-14 2030-04-28 00:00 23:59 | Piano lesson",
    ]
    assert step("Where is my piano lesson?", agenda, where, 1).final_answer == "Online"
    missing = ["Open Simple Calendar Pro", "Answer from the agenda: titles 2031-01-01 2031-01-01 00:00 23:59 |"]
    one_list = agenda.replace('[2] ImageButton "Previous month"\n[3] ImageButton "Next month"\n', "")
    assert step("What do I have on January 1 2031?", one_list, missing, 1).action == "ask_user"  # never an empty guess


def test_a_slider_is_set_to_its_end_and_a_number_is_dialled_key_by_key() -> None:
    dialog = f'{STATUS}\n[1] TextView "Brightness level"\n[2] SeekBar "Brightness" value="40%"\n[3] Button "Done"'
    plan = ["Open the brightness setting", "Set brightness to max"]
    typed = step("Turn brightness to the max value.", dialog, plan, 1, current_package="com.android.settings")
    assert (typed.action, typed.target_index, typed.text_to_type) == ("type", 2, "100")
    confirm = step("…", dialog.replace("40%", "100%"), plan, 1, current_package="com.android.settings")
    assert (confirm.action, confirm.target_index) == ("tap", 3)
    keys = "\n".join(f'[{i + 3}] Button "{d}"' for i, d in enumerate("1234567890"))
    pad = f'{STATUS}\n[2] TextView "Phone number" value="196"\n{keys}\n[15] ImageButton "Backspace"\n[16] ImageButton "Dial"'
    call = ["Open Phone", "Dial +19685551245", "Call +19685551245"]
    digit = step("Call +19685551245", pad, call, 1, current_package="com.google.android.dialer")
    assert (digit.action, digit.target_index) == ("tap", 10)  # "8": 1, 9, 6 are in, the clock's digits are not
    dialled = pad.replace('value="196"', 'value="19685551245"')
    placed = step("Call +19685551245", dialled, call, 1, current_package="com.google.android.dialer")
    assert (placed.action, placed.target_index) == ("tap", 16)
    tap = AgentStepResult(action="tap", status_text="", target_index=16)
    assert confirmation_reason(tap, parse_screen(dialled)) is not None  # calling waits for a person
    opener = AgentStepResult(action="tap", status_text="", target_index=1)
    assert confirmation_reason(opener, parse_screen('[1] ImageButton "Dial pad"')) is None


def test_an_app_named_by_its_purpose_opens_the_launcher_label_that_names_it_whole() -> None:
    home = f'{STATUS}\n[1] TextView "Phone"\n[2] TextView "Simple Calendar Pro"\n[3] TextView "Pro Expense"'
    task = "pls put a dentist appt in my calendar on friday 3pm"
    opened = step(task, home, ["Open Calendar", "Start a new event"], 0, capabilities=["tap", "type", "open_app"])
    assert (opened.action, opened.app_name) == ("open_app", "Simple Calendar Pro")


def test_a_contact_is_deleted_from_its_card_and_only_with_the_users_confirmation() -> None:
    plan = ["Open Contacts", "Delete the contact 'Ben Carter'"]
    package = {"current_package": "com.google.android.contacts"}
    listing = f'{STATUS}\n[1] List "Contacts" scrollable\n  [2] ListItem "Alice Romero"\n  [3] ListItem "Ben Carter"'
    assert step("Delete the contact Ben Carter", listing, plan, 1, **package).target_index == 3
    card = f'{STATUS}\n[1] ImageButton "Navigate up"\n[2] ImageButton "Edit contact"\n[3] ImageButton "More options"\n[4] TextView "Ben Carter"\n[5] Button "Call"'
    assert step("Delete the contact Ben Carter", card, plan, 1, **package).target_index == 3
    dialog = f'{STATUS}\n[1] TextView "Delete this contact?"\n[2] Button "Cancel"\n[3] Button "Delete"'
    confirm = step("Delete the contact Ben Carter", dialog, plan, 1, **package)
    assert (confirm.target_index, confirm.requires_confirmation) == (3, True)


def test_a_role_is_found_under_another_apps_word_but_a_command_never_under_an_answer() -> None:
    dialog = parse_screen('[1] TextView "Delete this note?"\n[2] Button "No"\n[3] Button "Confirm"')
    assert is_dialog(dialog) and button(dialog, "ok").label == "Confirm" and button(dialog, "cancel").label == "No"
    asked_first = parse_screen('[1] Button "Done"\n[2] Button "Save"')
    assert button(asked_first, "save", "done").label == "Save"  # the asked label before another app's word
    menu = parse_screen('[1] TextView "Move to folder"\n[2] TextView "Send to…"\n[3] TextView "Remove"')
    assert menu_entry(menu, "move").label == "Move to folder" and menu_entry(menu, "share").label == "Send to…"
    editor = parse_screen('[1] TextView "a.md"\n[2] ImageButton "Done"\n[3] ImageButton "Options"')
    assert menu_entry(editor, "rename") is None  # the editor's Done saves; it does not rename
    assert overflow(editor).label == "Options"


@pytest.mark.parametrize(
    ("line", "today"),
    [
        ("9:41 Thu, Mar 14 2030", "2030-03-14"),
        ("Status bar: 9:41 AM Thu, Mar 14, 2030", "2030-03-14"),
        ("Dentist Thu, Mar 20 2030 9:00", "None"),  # an event's row: its day is not today
        ("Due Mar 20 2030", "None"),
    ],
)
def test_the_devices_date_is_read_from_a_status_line_written_as_prose(line: str, today: str) -> None:
    screen = parse_screen(f'{line}\n[1] TextView "Calendar"')
    labels = tuple(text for e in screen.elements for text in (e.label, e.value or ""))
    assert str(device_today({}, (*labels, *screen.prose.splitlines()))) == today
