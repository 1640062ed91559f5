"""Affordances for the structures the real apps have where ours first differed (layout_c.py lays the simulated apps
out so): a list behind the app's navigation drawer, a form's date and time rows that show only their values, a
repetition row that shows only its rule, chips as a choice, and an item's commands acting on its selection in the
list when its own page's menu lacks them. Each on screens of other apps than the suite's."""

from __future__ import annotations

import json

import pytest

from mcp_agent.tools.next_step.app_drawers import NAV_DRAWER, drawer_entry, drawer_opener
from mcp_agent.tools.next_step.pickers import picker_row, picker_shows
from mcp_agent.tools.next_step.roles import spinner
from mcp_agent.tools.next_step.screen import parse_screen
from mcp_agent.tools.next_step.selected_items import LACKED
from tests.next_step.planning import step

pytestmark = pytest.mark.unit

STATUS = '[0] TextView "Status bar" value="Thu, Mar 14 2030 9:41"'


def test_a_thing_on_no_list_here_is_looked_for_through_the_apps_navigation_drawer() -> None:
    home = f'{STATUS}\n[1] ImageButton "Open navigation drawer"\n[2] TextView "Overview"\n[3] TextView "Spent this month" value="$412.00"\n[4] ImageButton "New transaction"'
    assert drawer_opener(parse_screen(home)).index == 1
    task = "Delete the transaction 'Taxi' in Wallet"
    plan = ["Open Wallet", "Delete the transaction 'Taxi'"]
    opened = step(task, home, plan, 1, current_package="com.example.wallet")
    assert (opened.action, opened.target_index) == ("tap", 1)
    drawer = (
        f'{STATUS}\n[1] TextView "Wallet"\n[2] TextView "Overview"\n[3] TextView "Transaction reports"\n'
        '[4] TextView "Transactions"\n[5] TextView "Settings"'
    )
    # The page of the things themselves, not a report about them.
    assert drawer_entry(parse_screen(drawer), "transaction").label == "Transactions"
    refs = {NAV_DRAWER: opened.state_refs[NAV_DRAWER]}
    entry = step(task, drawer, plan, 1, state_refs=refs, current_package="com.example.wallet")
    assert (entry.action, entry.target_index) == ("tap", 4)
    # A drawer with no page of that kind: nothing is guessed, and the drawer is not opened a second time.
    assert drawer_entry(parse_screen(drawer), "budget") is None
    again = step(task, home, plan, 1, state_refs={NAV_DRAWER: f"{refs[NAV_DRAWER]}|done"})
    assert again.action == "ask_user"


def test_a_forms_rows_that_show_only_a_date_or_a_time_are_the_start_then_the_end() -> None:
    form = parse_screen(
        '[1] EditText "Subject" value="Dentist"\n[2] TextView "Mon, Apr 7, 2031"\n[3] TextView "9:30 AM"\n'
        '[4] TextView "Mon, Apr 7, 2031"\n[5] TextView "10:30 AM"\n[6] TextView "Does not repeat"'
    )
    assert picker_row("the date field", form).index == 2
    assert picker_row("the time field", form).index == 3
    assert picker_row("the end time field", form).index == 5
    assert picker_row("the end date field", form).index == 4
    assert picker_shows("the time field", "09:30", form) and not picker_shows("the time field", "10:30", form)
    assert spinner(form, "repetition").index == 6
    # A page that is not a form (an entry's card) has no picker rows, and three times are not a start and an end.
    card = parse_screen('[1] TextView "Dentist"\n[2] TextView "Mon, Apr 7, 2031"\n[3] TextView "9:30 AM"')
    assert picker_row("the time field", card) is None and spinner(card, "repetition") is None
    crowded = parse_screen('[1] EditText "Subject"\n[2] TextView "9:30"\n[3] TextView "10:30"\n[4] TextView "11:30"')
    assert picker_row("the time field", crowded) is None


def test_a_chip_checked_is_the_choice_made() -> None:
    task = "Add a purchase 'Lamp' in Shopping, category Home"
    plan = ["Open Shopping", "Start a new purchase", "Choose 'Home' for the category field", "Save the purchase"]
    form = (
        f'{STATUS}\n[1] EditText "Item" value="Lamp"\n[2] TextView "Category"\n[3] CompoundButton "Food" unchecked\n'
        '[4] CompoundButton "Home" unchecked\n[5] CompoundButton "Garden" unchecked\n[6] Button "Save"'
    )
    chosen = step(task, form, plan, 2)
    assert (chosen.action, chosen.target_index) == ("tap", 4)
    after = step(task, form.replace('"Home" unchecked', '"Home" checked'), plan, 2)
    assert (after.action, after.target_index) == ("tap", 6)


def test_a_command_its_page_lacks_is_the_selections_on_the_list() -> None:
    task = "Move the document 'minutes.txt' to the folder 'Old'"
    plan = ["Open Docs", "Move the document 'minutes.txt' to the folder 'Old'"]
    menu = f'{STATUS}\n[1] TextView "Share"\n[2] TextView "Print"'
    after_menu = {"trail": ["Docs", "minutes.txt", "More options"], "steps_so_far": ["open_app", "tap", "tap"]}
    closed = step(task, menu, plan, 1, **after_menu)
    assert closed.action == "back" and closed.state_refs[LACKED] == plan[1]
    refs = {LACKED: plan[1]}
    editor = f'{STATUS}\n[1] ImageButton "Navigate up"\n[2] TextView "minutes.txt"\n[3] ImageButton "More options"\n[4] EditText "" value="Agenda"'
    back = step(task, editor, plan, 1, state_refs=refs, trail=["Docs", "minutes.txt"])
    assert back.action == "back"
    listing = (
        f'{STATUS}\n[1] TextView "Docs"\n[2] ImageButton "More options"\n[3] List "Files" scrollable\n'
        '  [4] ListItem "Old" value="Folder"\n  [5] ListItem "minutes.txt" value="2 KB"\n'
        '  [6] CheckBox "Select minutes.txt" unchecked'
    )
    picked = step(task, listing, plan, 1, state_refs=refs)
    assert (picked.action, picked.target_index) == ("tap", 6)
    selected = (
        f'{STATUS}\n[1] TextView "1 selected"\n[2] ImageButton "More options"\n[3] List "Files" scrollable\n'
        '  [4] ListItem "Old" value="Folder"\n  [5] ListItem "minutes.txt" value="2 KB"\n'
        '  [6] CheckBox "Select minutes.txt" checked'
    )
    menu_opened = step(task, selected, plan, 1, state_refs=refs)
    assert (menu_opened.action, menu_opened.target_index) == ("tap", 2)
    commands = f'{STATUS}\n[1] TextView "Rename"\n[2] TextView "Move"'
    moving = step(task, commands, plan, 1, state_refs=refs, trail=["Docs", "More options"])
    assert (moving.action, moving.target_index) == ("tap", 2)
    assert json.dumps(refs)  # the refs stay plain strings


def test_a_removal_the_app_asks_about_is_confirmed_in_its_dialog() -> None:
    task = "In Retro Music, take Wild Horses out of the playlist Road trip"
    plan = ["Open Retro Music", "Open the playlist 'Road trip'", "Remove 'Wild Horses' from the playlist 'Road trip'"]
    dialog = f'{STATUS}\n[1] TextView "Take this track off the playlist?"\n[2] Button "Cancel"\n[3] Button "Remove"'
    removed = {"acted": f"{plan[2]}|4"}
    confirmed = step(task, dialog, plan, 2, state_refs=removed, trail=["Road trip", "Remove from playlist"])
    assert (confirmed.action, confirmed.target_index) == ("tap", 3)
    # A dialog that was not opened by this removal is not answered for it.
    assert step(task, dialog, plan, 2, trail=["Road trip"]).target_index != 3


def test_rows_deleted_by_their_words_are_selected_on_a_list_that_selects() -> None:
    task = "Delete all notes whose name contains 'tmp' in Notebook"
    plan = ["Open Notebook", "Delete every note whose name mentions 'tmp'"]
    listing = (
        f'{STATUS}\n[1] TextView "Notebook"\n[2] List "Files" scrollable\n  [3] ListItem "ideas.md" value="1 KB"\n'
        '  [4] CheckBox "Select ideas.md" unchecked\n  [5] ListItem "tmp_draft.md" value="3 KB"\n'
        '  [6] CheckBox "Select tmp_draft.md" unchecked'
    )
    read = {"goal": plan[1], "listed": [["ideas.md", "1 KB"], ["tmp_draft.md", "3 KB"]], "top": True}
    refs = {"pruning": json.dumps(read)}
    picked = step(task, listing, plan, 1, state_refs=refs, steps_so_far=["open_app", "scroll_up", "scroll_down"])
    assert (picked.action, picked.target_index) == ("tap", 6), picked


def test_one_dialog_that_names_a_new_list_above_the_existing_ones_picks_the_existing_one() -> None:
    task = "Put Low Tide on my Morning playlist in Tunes"
    plan = ["Open Tunes", "Add 'Low Tide' to the playlist 'Morning'"]
    dialog = (
        f'{STATUS}\n[1] TextView "Save to playlist"\n[2] EditText "Playlist name"\n[3] Button "Add"\n'
        '[4] TextView "Your playlists"\n[5] List "Playlists" scrollable\n  [6] ListItem "Workout" value="4 songs"\n'
        '  [7] ListItem "Morning" value="9 songs"'
    )
    picked = step(task, dialog, plan, 1)
    assert (picked.action, picked.target_index) == ("tap", 7)
    # A list that does not exist yet is named in the field, then added.
    fresh = step(
        "Put Low Tide on my Evening playlist in Tunes", dialog, ["Open Tunes", plan[1].replace("Morning", "Evening")], 1
    )
    assert (fresh.action, fresh.target_index, fresh.text_to_type) == ("type", 2, "Evening")
