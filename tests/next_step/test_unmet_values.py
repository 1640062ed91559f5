"""Values the planner had not met (report --seed N draws them): a name that is also a word the grammar reads ("Book
club", "Workout", "Call with landlord"), words in quotes that say what the request is about, a value said on its own
line, a name with an apostrophe or a full stop after it, a length inside a description, a said text with a "then"
in it, a note that already starts with the line to add, the newest day of a log emptied, an entry in another
month, a row that only shares a word with the name, a total over no rows, a .txt moved in the file manager. Each in
other wordings than the suite's."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step import navigator as nav
from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.answering.asked import Question
from mcp_agent.tools.next_step.answering.records import Record, answer
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.goal import Goal
from mcp_agent.tools.next_step.roles import item_options
from mcp_agent.tools.next_step.said_values import _framed_name, doubt_about, unused_value
from mcp_agent.tools.next_step.screen import parse_screen
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)
STATUS = '[0] TextView "Status bar" value="Thu, Mar 14 2030 9:41"'


def plan(task: str) -> list[str]:
    return plan_for(read_task(task, None, TODAY))


def doubt(task: str) -> str | None:
    goal = read_task(task, None, TODAY)
    found = doubt_about(task, goal, plan_for(goal))
    return found.reasoning if found is not None else None


def step(task: str, steps: list[str], current: int, screen: str, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {
            "task": task,
            "screen_description": f"{STATUS}\n{screen}",
            "step_count": 6,
            "plan": steps,
            "current_subgoal": current,
            **more,
        }
    )
    return planner.decide(Turn.read(arguments))


# -- values said outright: each found in the plan as said ------------------------------------------------------


def test_a_one_word_value_on_its_own_line_ends_there() -> None:
    # "note: Gift" then a blank line and the next entry: the value is "Gift", not "Gift Expense".
    task = "Log these in my expenses:\nExpense: Bus pass\n amount: $20\n note: Gift\n\nExpense: Pizza\n amount: $12\n note: Team\n"
    steps = ["Open Pro Expense", "Type 'Bus pass' into the title field", "Type 'Gift' into the note field"]
    steps += ["Type 'Pizza' into the title field", "Type 'Team' into the note field"]
    assert unused_value(task, steps) is None


def test_a_list_that_ends_its_sentence_is_not_run_into_the_next() -> None:
    task = "Make a note Books that says: Emma, Persuasion and The Waves. Keep it short."
    assert unused_value(task, ["Open Markor", "Type 'Emma, Persuasion and The Waves.' into the body field"]) is None
    # A list the plan carries in part is still a misreading.
    assert unused_value(task, ["Open Markor", "Type 'Emma' into the body field"]) == "Persuasion"


def test_an_apostrophe_in_a_value_is_the_value_the_plan_writes_with_its_own() -> None:
    task = 'Add an event "Dinner at Nonna\'s place" tomorrow at 7pm with the description "Bring Sam\'s dish"'
    assert doubt(task) is None


@pytest.mark.parametrize(
    "task",
    [
        "put Book club in my calendar on Friday at 6pm",
        "add 'Book signing' to my calendar tomorrow at 5pm",
        "please create an event called Book fair on March 20 at 10am",
    ],
)
def test_a_title_that_starts_with_a_request_verb_is_a_title_when_said_after_the_request(task: str) -> None:
    assert doubt(task) is None


def test_a_title_that_took_the_requests_own_verb_is_still_asked_about() -> None:
    goal = Goal("create", obj="event", title="Book dentist", fields=(("title", "Book dentist"),))
    assert _framed_name(goal, "book dentist at 3pm on friday") == ("event", "Book dentist")
    assert _framed_name(goal, "in my calendar: Book dentist at 3pm on friday") is None


def test_a_length_inside_a_labelled_description_is_the_descriptions() -> None:
    steps = plan("Add Team lunch to my calendar on March 20 at 1pm. Description: leave 15 minutes early.")
    assert "Type 'leave 15 minutes early' into the description field" in steps
    assert "Type '13:15' into the end time field" not in steps


def test_a_text_said_after_just_say_keeps_its_then() -> None:
    steps = plan("in markor, budget.md should be called rent.md and just say Pay the rent, then call the landlord.")
    assert "Type 'Pay the rent, then call the landlord' into the body field" in steps
    assert "Rename it to 'rent.md'" in steps
    assert not any("landlord" in s for s in steps if not s.startswith("Type"))


# -- words in quotes, and names, are not the words that choose the app or the question ---------------------------


@pytest.mark.parametrize(
    ("task", "app"),
    [
        ("reply 'loved the long run' to whoever messaged me last", "Open Messages"),
        ('send "loved the bike ride" to the last person who texted me', "Open Messages"),
    ],
)
def test_a_quoted_message_does_not_choose_the_app(task: str, app: str) -> None:
    assert plan(task)[0] == app


def test_a_playlist_named_like_an_activity_is_the_players() -> None:
    steps = plan("which songs on my 'Sports mix' playlist in Retro Music are longer than 4 minutes? titles please")
    assert steps[:2] == ["Open Retro Music", "Open the playlist 'Sports mix'"]


def test_an_event_titled_with_call_is_asked_of_the_calendar() -> None:
    steps = plan("What time does the event 'Call with Priya' on March 21 2030 start? Answer as HH:MM.")
    assert steps[-1].startswith("Answer from the agenda: time 2030-03-21") and steps[-1].endswith("Call with Priya")


# -- notes: where a line goes, and that it was added --------------------------------------------------------------


@pytest.mark.parametrize(
    "task",
    [
        "open ideas.md in the notes app and add this on its own line at the beginning: Call Ana",
        "edit ideas.md in markor, add this on its own line at the very start: Call Ana",
    ],
)
def test_the_start_of_a_note_is_its_top(task: str) -> None:
    assert "Add 'Call Ana' to the top of the body field" in plan(task)


ADD = ["Open Markor", "Open the note 'a.md'", "Add 'Call Ana' to the top of the body field", "Save the note"]
EDITOR = '[1] ImageButton "Save"\n[2] EditText "Body" value="{}"'


def test_a_note_that_already_starts_with_the_line_gets_it_added_once_more() -> None:
    result = step("add Call Ana at the top of a.md in markor", ADD, 2, EDITOR.format("Call Ana"))
    assert result.action == "type" and result.text_to_type == "Call Ana\nCall Ana"


def test_the_line_once_typed_is_added_and_the_note_is_saved() -> None:
    typed = {nav.ACTED: f"{ADD[2]}|5"}
    result = step(
        "add Call Ana at the top of a.md in markor",
        ADD,
        2,
        EDITOR.format("Call Ana\\nCall Ana"),
        state_refs=typed,
        steps_so_far=["type"],
    )
    assert result.action == "tap" and result.target_index == 1


# -- entries found where they are: another month, another tab, the day above --------------------------------------


MONTH = """[1] TextView "{month} 2030"
[2] ImageButton "Previous month"
[3] ImageButton "Next month"
[4] List "Events" scrollable
{rows}
[9] ImageButton "New event\""""


def test_an_entry_said_with_a_day_is_deleted_from_that_day() -> None:
    steps = plan("remove the Dentist event on April 2 from my calendar")
    assert steps[-1] == "Delete the event 'Dentist' on 2030-04-02"
    march = MONTH.format(month="March", rows='  [5] ListItem "Dentist" value="Tue, Mar 19, 2030 · 09:00 – 10:00"')
    result = step("remove the Dentist event on April 2 from my calendar", steps, 1, march)
    assert result.action == "tap" and result.target_index == 3  # to April, past March's own Dentist


@pytest.mark.parametrize("said", ["Mar. 23rd", "Mar. 23", "March 23rd"])
def test_a_short_month_with_its_full_stop_is_that_month(said: str) -> None:
    assert plan(f"cancel Dentist on {said} from my calendar")[-1] == "Delete the event 'Dentist' on 2030-03-23"


def test_an_entry_not_in_the_month_left_shown_is_looked_for_from_this_month() -> None:
    april = MONTH.format(month="April", rows='  [5] ListItem "Flight" value="Tue, Apr 2, 2030 · 06:45 – 09:15"')
    steps = ["Open Simple Calendar Pro", "Delete the event 'Vet visit'"]
    shown = parse_screen(STATUS + "\n" + april).fingerprint
    unmoved = {"progress": f"{shown}:1:1"}  # scrolled down and nothing moved: read to its end
    result = step(
        "delete Vet visit from my calendar", steps, 1, april, steps_so_far=["scroll_down"], state_refs=unmoved
    )
    assert result.action == "tap" and result.target_index == 2  # back to March, then on from there


VIDEOS = """[1] List "Videos" scrollable
  [2] ListItem "party_12.mp4" value="5:21"
  [3] ImageButton "More options for party_12.mp4"
[4] Tab "Video" checked
[5] Tab "Playlists" unchecked"""


def test_a_row_that_only_shares_a_word_with_the_name_is_not_the_one_deleted() -> None:
    result = step("delete my Party playlist in vlc", ["Open VLC", "Delete the playlist 'Party'"], 1, VIDEOS)
    assert result.action == "tap" and result.target_index == 5


def test_a_rows_options_are_the_ones_naming_it_whole() -> None:
    screen = parse_screen(
        '[1] ImageButton "More options for party_12.mp4"\n[2] ImageButton "More options for Party mix"\n'
        '[3] ImageButton "More options for Party"'
    )
    found = item_options("Party", screen)
    assert found is not None and found.index == 3
    assert item_options("Party", parse_screen('[1] ImageButton "More options for party_12.mp4"')) is None


LOG = """[1] List "Tracks" scrollable
  [2] ListItem "Walking" value="Sun, Mar 10, 2030 · 54:00 (25.55 km)"
  [3] ListItem "Running" value="Wed, Mar 6, 2030 · 42:00 (11.81 km)"
  [4] ListItem "Cycling" value="Mon, Mar 4, 2030 · 1:17:00 (19.96 km)\""""


def test_the_newest_day_of_a_log_is_looked_for_above_its_rows() -> None:
    steps = ["Open OpenTracks", "Delete every activity on 2030-03-14"]
    result = step("clear everything I tracked today in opentracks", steps, 1, LOG)
    assert result.action == "scroll_up"


# -- a total over no rows; a .txt moved in the file manager ---------------------------------------------------


def test_a_total_over_no_rows_of_the_kind_is_nothing_and_one_rows_value_is_none() -> None:
    rows = [Record("Running", "Tue, Mar 12, 2030 · 29:00 (16.96 km)"), Record("Cycling", "Mon, Mar 4, 2030 · 1:00:00")]
    week = Question("tracks", "minutes", first="2030-03-11", last="2030-03-17", kind="swimming")
    assert answer(week, rows) == "0"
    assert answer(Question("tracks", "km", first="2030-03-11", last="2030-03-17", kind="swimming"), rows) == "0"
    assert answer(Question("tracks", "minutes", kind="swimming", pick="max"), rows) is None


def test_a_txt_moved_into_a_folder_made_in_the_file_manager_is_a_file() -> None:
    steps = plan("make a folder Taxes in the files app, then move receipts.txt from Download into it")
    assert steps[-2:] == ["Open the folder 'Download'", "Move the file 'receipts.txt' to the folder 'Taxes'"]


# -- a recipe said as the person's own, its words in its other fields; a call said to have rung me -----------------


def test_a_recipe_named_as_mine_is_that_recipe_whatever_its_other_fields_say() -> None:
    # The dish's words said again in its ingredients and directions ("rice" both): its name, never its description.
    steps = plan(
        "add my fried rice recipe to broccoli: quick dinner, serves 3, takes 25 mins, from a food magazine. "
        "you'll need rice, eggs, peas. Fry the rice with the eggs and peas."
    )
    assert "Type 'fried rice' into the title field" in steps
    assert "Type 'food magazine' into the source field" in steps
    assert "Type 'rice, eggs, peas' into the ingredients field" in steps
    assert "Type 'Fry the rice with the eggs and peas' into the directions field" in steps
    assert "Type 'quick dinner' into the description field" in steps


def test_the_following_recipe_is_named_after_its_colon() -> None:
    steps = plan("please add the following recipe to broccoli: Fried rice, quick dinner, 3 servings, 25 mins")
    assert "Type 'Fried rice' into the title field" in steps


@pytest.mark.parametrize("task", ["how often has Omar rung me?", "how many times has Ana rung me this week?"])
def test_rung_me_counts_the_calls_that_came_in(task: str) -> None:
    assert '"kind": "missed|incoming"' in plan(task)[-1]


@pytest.mark.parametrize("said", ["after noon", "after midday"])
def test_the_first_event_after_noon_is_read_from_noon(said: str) -> None:
    assert plan(f"{said} on March 20, which event do I have first? title")[-1].startswith(
        "Answer from the agenda: first 2030-03-20 2030-03-20 12:00 23:59"
    )


@pytest.mark.parametrize(
    "task",
    [
        "put together a playlist Hits of 1999 of about 20 minutes in retro music",
        "in retro music make a playlist called Hits of 1999 from my songs lasting between 19 and 21 minutes",
    ],
)
def test_a_playlist_name_with_its_own_of_is_whole(task: str) -> None:
    assert "Add each of «chosen songs» to the playlist 'Hits of 1999'" in plan(task)
