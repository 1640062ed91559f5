"""Controls found by role under the words real apps ship, not the ones a simulator would write: a FAB or an icon
with no description known by its resource name, every row's overflow called the same, month arrows with no
label, a field hinted with an example under its caption, a field named by a role's last word, a confirm sheet
that closes with an icon, "Update" for Save, "Delete forever", "Add to new playlist", a picker titled "Move".
Each screen here is another app's (notes, podcasts, photos, a planner), not the suite's."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.captions import is_example
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.forms import role_field
from mcp_agent.tools.next_step.pickers import month_pager
from mcp_agent.tools.next_step.roles import (
    button,
    delete_control,
    is_dialog,
    item_options,
    new_entry_control,
    new_list_control,
    overflow,
)
from mcp_agent.tools.next_step.screen import parse_screen
from mcp_agent.tools.next_step.steps_moving import _folder_dialog
from mcp_agent.tools.next_step.turn import Turn
from mcp_agent.tools.next_step.unnamed_controls import resource_words

pytestmark = pytest.mark.unit

STATUS = '[0] TextView "Status bar" value="Mon, May 6 2030 10:15"'


def step(task: str, screen: str, plan: list[str], current: int, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 3, "plan": plan, "current_subgoal": current, **more}
    )
    return planner.decide(Turn.read(arguments))


@pytest.mark.parametrize(
    ("rid", "said"),
    [
        ("fab_new_note", "fab new note"),
        ("btnTrash", "trash"),
        ("iv_chevron_right", "chevron right"),
        ("fbCompose", "fab compose"),
        ("img_btn_prev", "previous"),
    ],
)
def test_a_resource_name_reads_as_words_without_the_views_kind(rid: str, said: str) -> None:
    assert resource_words(rid) == said


def test_a_control_with_no_description_is_known_by_its_resource_name() -> None:
    notes = "\n".join(
        [
            STATUS,
            '[1] TextView "All notes"',
            '[2] List "Notes" scrollable',
            '  [3] ListItem "Packing list" value="Edited yesterday"',
            '[4] com.google.android.material.floatingactionbutton.FloatingActionButton id="org.notes:id/fab_new_note"',
        ]
    )
    screen = parse_screen(notes)
    assert screen.element(4).label == "fab new note"
    assert new_entry_control(screen, "note").index == 4
    photo = (
        f'{STATUS}\n[1] TextView "IMG_0042.jpg"\n[2] android.widget.ImageView clickable id="org.photos:id/btn_trash"'
    )
    assert delete_control(parse_screen(photo)).index == 2
    # Nothing names it at all: it stays unnamed, and nothing is guessed from it.
    bare = parse_screen(f"{STATUS}\n[1] android.widget.ImageButton")
    assert bare.element(1).label == "" and new_entry_control(bare) is None


def test_a_control_named_by_its_resource_answers_to_the_role_word_in_it() -> None:
    chat = f'{STATUS}\n[1] EditText "Message" value="on my way"\n[2] ImageButton id="im.chat:id/btn_send_message"'
    assert button(parse_screen(chat), "send").index == 2
    # A label a person wrote is matched whole: "Send later" is not Send.
    written = f'{STATUS}\n[1] EditText "Message" value="hi"\n[2] Button "Send later"'
    assert button(parse_screen(written), "send") is None


def test_every_rows_overflow_called_the_same_is_the_one_after_the_row() -> None:
    podcasts = "\n".join(
        [
            STATUS,
            '[1] TextView "Episodes"',
            '[2] List "Episodes" scrollable',
            '  [3] ListItem "The long walk" value="42 min"',
            '  [4] ImageButton "More"',
            '  [5] ListItem "Night shift" value="38 min"',
            '  [6] ImageButton "More"',
        ]
    )
    screen = parse_screen(podcasts)
    assert item_options("Night shift", screen).index == 6
    assert item_options("The long walk", screen).index == 4
    assert overflow(screen) is None  # a row's menu is not the screen's
    with_toolbar = podcasts.replace('[1] TextView "Episodes"', '[1] ImageButton "More options"')
    assert overflow(parse_screen(with_toolbar)).index == 1


def test_month_arrows_are_found_by_their_way_or_their_place_beside_the_header() -> None:
    named = f'{STATUS}\n[1] ImageButton id="org.planner:id/iv_chevron_left"\n[2] TextView "May 2030"\n'
    named += '[3] ImageButton id="org.planner:id/iv_chevron_right"\n[4] List "Agenda" scrollable'
    screen = parse_screen(named)
    assert month_pager(screen, forward=True).index == 3
    assert month_pager(screen, forward=False).index == 1
    worded = f'{STATUS}\n[1] TextView "May 2030"\n[2] Button "Back"\n[3] Button "Forward"'
    assert month_pager(parse_screen(worded), forward=True).index == 3
    # Two icons with no name at all beside the header: back first, forward second, as calendars draw them.
    unnamed = f'{STATUS}\n[1] ImageButton ""\n[2] TextView "May 2030"\n[3] ImageButton ""\n[4] ImageButton "Search"'
    assert month_pager(parse_screen(unnamed), forward=False).index == 1
    assert month_pager(parse_screen(unnamed), forward=True).index == 3


def test_a_day_in_a_month_that_cannot_be_shown_is_asked_about_never_counted_as_none() -> None:
    agenda = (
        f'{STATUS}\n[1] TextView "May 2030"\n[2] ImageButton "Search"\n[3] List "Events"\n'
        '  [4] ListItem "Standup" value="Tue, May 7, 2030 · 09:00 – 09:15"'
    )
    plan = ["Open Planner", "Answer from the agenda: count 2030-06-03 2030-06-03 00:00 23:59 |"]
    asked = step("How many events do I have on June 3 2030?", agenda, plan, 1, current_package="org.planner")
    assert asked.action == "ask_user", asked.reasoning
    arrows = agenda.replace('[2] ImageButton "Search"', '[2] ImageButton id="org.planner:id/btn_next"')
    paged = step("How many events do I have on June 3 2030?", arrows, plan, 1, current_package="org.planner")
    assert (paged.action, paged.target_index) == ("tap", 2), paged.reasoning


def test_a_field_hinted_with_an_example_is_named_by_its_caption() -> None:
    assert is_example("notes.txt") and is_example("e.g. Weekly shop") and is_example("my_list")
    assert not is_example("File name") and not is_example("Type a message…")
    dialog = f'{STATUS}\n[1] TextView "File name"\n[2] EditText "notes.txt" focused\n[3] Button "Create"'
    screen = parse_screen(dialog)
    assert role_field("the name field", screen).index == 2
    assert role_field("the body field", screen) is None  # "notes" in the example is no note's text


def test_a_field_named_by_a_roles_last_word_alone_is_that_roles() -> None:
    baking = f'{STATUS}\n[1] EditText "Name"\n[2] EditText "Serves"\n[3] EditText "Time"\n[4] Button "Save"'
    assert role_field("the preparation time field", parse_screen(baking)).index == 3
    # "Time" is the start's, never the end time's.
    event = f'{STATUS}\n[1] EditText "What"\n[2] EditText "Time"\n[3] Button "Save"'
    assert role_field("the end time field", parse_screen(event)) is None


def test_a_confirm_sheet_that_closes_with_an_icon_is_a_dialog() -> None:
    sheet = f'{STATUS}\n[1] TextView "Remove 2 photos"\n[2] ImageButton "Close"\n[3] Button "Remove"'
    assert is_dialog(parse_screen(sheet))
    form = f'{STATUS}\n[1] ImageButton "Close"\n[2] EditText "Title"\n[3] Button "Save"'
    assert not is_dialog(parse_screen(form))  # a form with a close icon is a form


def test_other_words_for_save_delete_and_a_new_list() -> None:
    edit = f'{STATUS}\n[1] EditText "Phone" value="555 0100"\n[2] Button "Update"'
    assert button(parse_screen(edit), "save").index == 2
    trash = f'{STATUS}\n[1] TextView "Empty the bin?"\n[2] Button "Cancel"\n[3] Button "Delete forever"'
    assert button(parse_screen(trash), "delete").index == 3
    chooser = f'{STATUS}\n[1] TextView "Save to"\n[2] Button "Create new playlist"\n[3] ListItem "Commute"'
    assert new_list_control(parse_screen(chooser)).index == 2


def test_a_folder_picker_titled_with_the_bare_command_is_a_picker() -> None:
    picker = f'{STATUS}\n[1] TextView "Move"\n[2] List "Folders"\n  [3] ListItem "Receipts"\n  [4] ListItem "Trips"'
    assert _folder_dialog(parse_screen(picker))
    menu = f'{STATUS}\n[1] TextView "Rename"\n[2] TextView "Move"\n[3] TextView "Delete"'
    assert not _folder_dialog(parse_screen(menu))


def test_an_editors_one_field_with_no_hint_holds_the_text_the_tree_shows() -> None:
    editor = f'{STATUS}\n[1] ImageButton "Navigate up"\n[2] TextView "shopping.txt"\n'
    editor += '[3] android.widget.EditText "Buy milk" focused id="org.jota:id/text_content"'
    field = parse_screen(editor).element(3)
    assert (field.label, field.value) == ("", "Buy milk")
    assert role_field("the body field", parse_screen(editor)).index == 3
    # A search box over a list says its name, not what it holds.
    search = f'{STATUS}\n[1] android.widget.EditText "Search apps"\n[2] List "Apps" scrollable\n  [3] ListItem "Maps"'
    assert parse_screen(search).element(1).label == "Search apps"


def test_an_unnamed_image_whose_resource_names_a_command_is_that_button() -> None:
    reader = f'{STATUS}\n[1] android.widget.ImageView id="com.reader:id/iv_cover"\n'
    reader += '[2] android.widget.ImageView id="com.reader:id/bookmark_add"\n[3] android.widget.ImageView "SMS"'
    screen = parse_screen(reader)
    assert (screen.element(1).kind, screen.element(1).label) == ("ImageView", "")  # a picture stays one
    assert (screen.element(2).kind, screen.element(2).label) == ("ImageButton", "bookmark add")
    assert screen.element(3).is_button  # "SMS" on an image is a messenger's send
