"""Edits of entries that already exist, read as (verb, object, fields) and driven by the roles of the controls:
a playlist renamed behind its tab, an event renamed or moved, an expense's amount changed through its Edit
control, a word replaced in a note, a note made inside a folder, a distance answered in km, and a folder made
with the dialog's Folder button. Screens are laid out like the real apps' accessibility trees."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.screen import parse_screen
from mcp_agent.tools.next_step.steps_acting import shown_name
from mcp_agent.tools.next_step.tabs import tab_for
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit


def step(task: str, screen: str, plan: list[str], current: int = 1) -> AgentStepResult:
    """``current``: the index of the plan's subgoal being worked on (0-based)."""
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 3, "plan": plan, "current_subgoal": current}
    )
    return planner.decide(Turn.read(arguments))


@pytest.mark.parametrize(
    "task",
    [
        'Rename the playlist "Focus" to "Chill" in Retro Music.',
        "retro music: change my playlist name Focus to Chill",
        "change the name of my Focus playlist in retro music to Chill",
    ],
)
def test_a_playlist_is_renamed_by_opening_it(task: str) -> None:
    assert plan_for(read_task(task)) == [
        "Open Retro Music",
        "Open the playlist 'Focus'",
        "Rename it to 'Chill'",
        "Check the playlist 'Chill' is listed",
    ]


def test_an_event_is_renamed_or_moved_in_its_editor() -> None:
    renamed = plan_for(read_task('In Simple Calendar Pro, rename the event "Yoga class" on March 26 to "Swim lesson".'))
    assert renamed[1:3] == ["Open the event 'Yoga class'", "Type 'Swim lesson' into the title field"]
    moved = plan_for(read_task("Move the event 'Parent-teacher meeting' on March 23 to 2pm in Simple Calendar Pro."))
    # "meeting" is part of this title, not the object's name.
    assert moved[1:3] == ["Open the event 'Parent-teacher meeting'", "Type '14:00' into the time field"]


def test_an_expense_amount_and_a_word_and_a_playlist_item() -> None:
    assert plan_for(read_task("the Bakery expense was actually $67.5, fix it in pro expense"))[1:3] == [
        "Open the expense 'Bakery'",
        "Type '67.50' into the amount field",
    ]
    assert plan_for(read_task('In Markor, replace the word "Friday" with "Monday" in trip_12.md.'))[1:3] == [
        "Open the note 'trip_12.md'",
        "Replace 'Friday' with 'Monday' in the body field",
    ]
    assert plan_for(read_task("put Neon Rain on my Chill playlist in retro music")) == [
        "Open Retro Music",
        "Add 'Neon Rain' to the playlist 'Chill'",
    ]
    assert plan_for(read_task("get rid of my Road Trip playlist in retro music")) == [
        "Open Retro Music",
        "Delete the playlist 'Road Trip'",
    ]


def test_a_note_is_made_inside_the_folder_named() -> None:
    plan = plan_for(read_task("In Markor, create a note named a_12.md in the Work folder with the text: Buy milk."))
    assert plan[:3] == ["Open Markor", "Open the folder 'Work'", "Start a new note"]
    assert "Type 'a_12.md' into the title field" in plan  # the folder is not part of the name


LIBRARY = """[0] TextView "Retro Music"
[1] Tab "Songs" checked
[2] Tab "Playlists" unchecked
[3] List "Songs" scrollable
  [4] ListItem "Neon Rain" value="3:10"
  [5] ListItem "Chill Out" value="3:30\""""


def test_a_playlist_is_looked_for_behind_its_tab() -> None:
    screen = parse_screen(LIBRARY)
    assert tab_for("playlist", screen) is not None and tab_for("song", screen) is None
    plan = ["Open Retro Music", "Open the playlist 'Chill'"]
    # A video that shares the word ("chill_12.mp4") is not the playlist: its own tab is looked at first.
    shown = step("rename my Chill playlist", LIBRARY.replace("Chill Out", "chill_12.mp4"), plan)
    assert (shown.action, shown.target_index) == ("tap", 2)


def test_a_name_inside_a_longer_row_only_as_whole_words() -> None:
    screen = parse_screen('[0] ListItem "party_12.mp4"\n[1] ListItem "Summer Party 2030"')
    assert shown_name("Party", screen) is not None and shown_name("Party", screen).label == "Summer Party 2030"
    assert shown_name("Part", screen) is None


RECORD = """[0] ImageButton "Navigate up"
[1] TextView "Bakery"
[2] ImageButton "Edit"
[3] ImageButton "Delete"
[4] TextView "Amount" value="12.50"
[5] TextView "Category" value="Food\""""


def test_a_read_only_entry_is_opened_for_editing_by_its_edit_control() -> None:
    plan = ["Open Pro Expense", "Open the expense 'Bakery'", "Type '67.50' into the amount field", "Save the expense"]
    edited = step("Change the amount of the expense Bakery to $67.50 in Pro Expense.", RECORD, plan, current=2)
    assert (edited.action, edited.target_index) == ("tap", 2)


def test_a_word_is_replaced_in_the_whole_text_and_checked() -> None:
    editor = '[0] TextView "a.md"\n[1] EditText "Note text" focused value="Meet on Friday. Fridays are busy."'
    plan = ["Open Markor", "Open the note 'a.md'", "Replace 'Friday' with 'Monday' in the body field", "Save the note"]
    typed = step("replace Friday with Monday in a.md", editor, plan, current=2)
    assert (typed.action, typed.text_to_type) == ("type", "Meet on Monday. Fridays are busy.")
    missing = step(
        "replace Tuesday with Monday in a.md",
        editor,
        [*plan[:2], "Replace 'Tuesday' with 'Monday' in the body field"],
        2,
    )
    assert missing.action == "ask_user"  # nothing to replace is said, not typed back and called done


def test_a_folder_is_made_with_the_dialogs_folder_button() -> None:
    dialog = '[0] TextView "New"\n[1] EditText "Name" value="Travel"\n[2] Button "Folder"\n[3] Button "Cancel"\n[4] Button "OK"'
    plan = ["Open Markor", "Start a new folder", "Type 'Travel' into the title field", "Save the folder"]
    saved = step("Create a new folder named Travel in Markor.", dialog, plan, current=3)
    assert (saved.action, saved.target_index) == ("tap", 2)


def test_a_distance_asked_in_km_is_answered_in_km() -> None:
    task = "How many kilometers was my cycling activity on March 9 in OpenTracks? Answer with the number only."
    plan = plan_for(read_task(task, {}, __import__("datetime").date(2030, 3, 14)))
    assert '"mode": "km"' in plan[-1]


def test_a_category_total_and_the_last_missed_caller_are_read_off_their_lists() -> None:
    from mcp_agent.tools.next_step.answering.question import Question, question_plan
    from mcp_agent.tools.next_step.answering.records import Record, answer

    today = __import__("datetime").date(2030, 3, 14)
    spent = question_plan("how much have I spent on Food in total according to Pro Expense?", today, "Pro Expense")
    assert spent is not None and spent[0] == "Open Pro Expense"
    food = Question.from_line(spent[1].split(": ", 1)[1])
    rows = [
        Record("Bakery", "$4.99 · Food"),
        Record("Taxi", "$20.00 · Transportation"),
        Record("Pizza", "$12.50 · Food"),
    ]
    assert food is not None and answer(food, rows) == "17.49"
    asked = question_plan("who was my last missed call from? just the name", today, "Phone")
    assert asked is not None
    missed = Question.from_line(asked[1].split(": ", 1)[1])
    log = [
        Record("Ben Carter", "Incoming · Mobile"),
        Record("Maya Novak", "Missed · Mobile"),
        Record("Ravi", "Missed · Mobile"),
    ]
    assert missed is not None and answer(missed, log) == "Maya Novak"  # newest first, as a call log lists


def test_a_file_is_selected_then_renamed_from_the_menu() -> None:
    task = "Rename lease.pdf in the Download folder to signed_lease.pdf using the Files app."
    plan = plan_for(read_task(task))
    assert plan == ["Open Files", "Open the folder 'Download'", "Rename the file 'lease.pdf' to 'signed_lease.pdf'"]
    folder = '[0] ImageButton "Navigate up"\n[1] TextView "Download"\n[2] List "Download" scrollable\n'
    folder += '  [3] ListItem "lease.pdf" value="12 kB"\n  [4] CheckBox "Select lease.pdf" unchecked'
    selected = step(task, folder, plan, current=2)
    assert (selected.action, selected.target_index) == ("tap", 4)
    dialog = '[0] TextView "Rename"\n[1] EditText "File name" focused value="lease.pdf"\n[2] Button "Cancel"\n[3] Button "OK"'
    typed = step(task, dialog, plan, current=2)
    assert (typed.action, typed.text_to_type) == ("type", "signed_lease.pdf")


@pytest.mark.parametrize(
    ("task", "app", "obj", "old", "field", "new"),
    [
        (
            "rename my Yoga class event to Project kickoff",
            "Simple Calendar Pro",
            "event",
            "Yoga class",
            "title",
            "Project kickoff",
        ),
        (
            "rename the 'Dentist' appointment to 'Orthodontist'",
            "Simple Calendar Pro",
            "event",
            "Dentist",
            "title",
            "Orthodontist",
        ),
        ("rename my Coffee expense to Latte", "Pro Expense", "expense", "Coffee", "name", "Latte"),
        ('retitle the "Pasta bake" recipe as "Lasagna"', "Broccoli", "recipe", "Pasta bake", "title", "Lasagna"),
        ("rename the event Gym to Swim", "Simple Calendar Pro", "event", "Gym", "title", "Swim"),
    ],
)
def test_an_entry_renamed_by_its_kind_after_its_name_is_kept_in_that_kinds_app(
    task: str, app: str, obj: str, old: str, field: str, new: str
) -> None:
    assert plan_for(read_task(task)) == [
        f"Open {app}",
        f"Open the {obj} '{old}'",
        f"Type '{new}' into the {field} field",
        f"Save the {obj}",
        f"Check the {obj} '{new}' is listed",
    ]


def test_a_playlist_with_no_player_named_is_the_music_players() -> None:
    # A playlist of videos is the video player's (test_first_run_forms.py); one said bare, the music player's.
    assert plan_for(read_task("rename my Focus playlist to Chill"))[:2] == [
        "Open Retro Music",
        "Open the playlist 'Focus'",
    ]
    assert plan_for(read_task("rename my Focus playlist to Chill in retro music"))[:2] == [
        "Open Retro Music",
        "Open the playlist 'Focus'",
    ]
