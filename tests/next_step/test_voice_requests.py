"""Requests as people say them to a voice assistant, transcribed (people set 115, helper people115), in other wordings
than the set's: a remark after the job's last value, a value said again, a number corrected, digits and amounts said
aloud, an app said as heard, a record or a call said before its request (intent/voice_requests.py); what a polite
deletion leaves alone (removal_mends.py); a recipe's preparation time edited in the app's form (field_edits.py)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.goal import Goal
from mcp_agent.tools.next_step.intent.spoken import reworded

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def _goal(task: str) -> Goal:
    return read_task(task, None, TODAY)


def _typed(goal: Goal) -> list[str]:
    return [step for step in goal.extra if step.startswith("Type ")]


def test_a_remark_after_a_new_title_is_not_typed() -> None:
    goal = _goal("could you rename my Dentist appointment event to Dental checkup please just the title nothing else")
    assert _typed(goal) == ["Type 'Dental checkup' into the title field"]


def test_thats_all_after_a_new_name_is_not_typed() -> None:
    goal = _goal("can you rename the Morning loop track in opentracks to Easy jog that's it thanks")
    assert _typed(goal) == ["Type 'Easy jog' into the name field"]


def test_a_warm_sign_off_is_not_part_of_a_number() -> None:
    goal = _goal("please add a new contact Lena Haddad and her number is +14155550123 thank you so much")
    assert dict(goal.fields)["number"] == "+14155550123"


def test_same_time_with_its_hour_said_again_keeps_the_time() -> None:
    goal = _goal("can you shift the Gym event on March 12 to the 13th same time seven o'clock just a different day")
    assert goal.intent == "steps"
    assert not [step for step in goal.extra if "time field" in step]
    assert any("2030-03-13" in step for step in goal.extra)


def test_replace_whats_there_after_a_notes_new_text_is_not_typed() -> None:
    goal = _goal("in markor change the text of todo_3.md to Pay the gas bill. and uh replace what's there")
    assert goal.body.rstrip(".") == "Pay the gas bill"


def test_a_call_in_the_log_said_before_its_number_is_deleted_not_rung() -> None:
    goal = _goal(
        "there's a call in my call log from nine one seven five five five two two three three can you remove it"
    )
    assert "Delete the call showing '9175552233'" in goal.extra
    assert goal.intent != "call"


def test_wherever_it_says_after_a_replacement_is_no_part_of_it() -> None:
    goal = _goal("in notes_4.md in markor can you change the word Tuesday to Thursday wherever it says Tuesday")
    assert "Replace 'Tuesday' with 'Thursday' in the body field" in goal.extra


def test_open_tracks_said_as_two_words_is_the_app() -> None:
    goal = _goal("in open tracks can you delete my run from the tenth of March please")
    assert goal.app == "OpenTracks"
    assert goal.intent == "delete"


def test_a_weekday_and_the_kind_said_again_are_no_part_of_a_deletion() -> None:
    goal = _goal("in opentracks delete my walk from the tenth of March that was Sunday yeah the walking one please")
    assert (goal.intent, goal.date) == ("delete", "2030-03-10")


def test_a_number_corrected_is_the_one_said_last() -> None:
    goal = _goal(
        "in broccoli change the preparation time of the pancakes recipe to twenty no sorry twenty five minutes"
    )
    assert _typed(goal) == ["Type '25 mins' into the preparation time field"]


def test_a_recipe_said_first_then_the_field_to_change() -> None:
    goal = _goal("for my pancakes recipe in broccoli could you change the description so it says Fluffy and light")
    assert "Open the recipe 'pancakes'" in goal.extra
    assert _typed(goal) == ["Type 'Fluffy and light' into the description field"]


def test_a_recipe_then_what_is_wrong_in_it() -> None:
    goal = _goal("in broccoli the banana bread recipe the source is wrong could you change it to grandma")
    assert "Open the recipe 'banana bread'" in goal.extra
    assert _typed(goal) == ["Type 'grandma' into the source field"]


def test_an_amount_said_aloud_picks_the_row_showing_it() -> None:
    goal = _goal("okay so in pro expense there's one for twelve fifty can you rename it to Parking")
    assert "Open the expense showing '$12.50'" in goal.extra
    assert _typed(goal) == ["Type 'Parking' into the name field"]


def test_what_a_polite_deletion_leaves_alone_is_no_doubt() -> None:
    said = reworded("okay could you remove draft_1.md and draft_2.md in markor but leave final.md alone")
    assert "final.md" not in said
    assert _goal("could you remove draft_1.md and draft_2.md in markor but leave final.md alone").intent == "delete"


def test_a_recording_started_then_saved_under_a_name() -> None:
    goal = _goal("can you start a voice recording and then save it as lecture_9 please it's for my revision")
    assert (goal.intent, goal.title) == ("record", "lecture_9")


def test_files_deleted_with_a_reason_after_them_keep_their_folder() -> None:
    goal = _goal(
        "in the files app in the Download folder could you delete old_cv.pdf and also scan_2.pdf I don't need them anymore"
    )
    assert goal.intent == "delete"
    assert goal.app == "Files"


def test_someone_who_texted_about_a_topic_is_called() -> None:
    goal = _goal("someone messaged me about dinner and I don't remember who so could you call whoever it was")
    assert goal.intent == "call_sender"


def test_a_place_whose_number_is_said_after_it_is_called_at_that_number() -> None:
    goal = _goal("I need to ring the dentist their number is four one five five five five zero one nine nine dial it")
    assert (goal.intent, goal.recipient) == ("call", "4155550199")


def test_rows_named_as_the_x_one_with_a_count_said_after_them() -> None:
    goal = _goal(
        "in pro expense I need you to remove the bakery one and the cinema and the fuel so yeah just those three please"
    )
    assert (goal.intent, goal.extra) == ("delete", ("bakery", "cinema", "fuel"))


def test_an_amount_said_again_after_a_rows_name_is_no_part_of_it() -> None:
    goal = _goal("in pro expense delete the bus pass the twenty six fifty one and the gym month")
    assert (goal.intent, goal.extra) == ("delete", ("bus pass", "gym month"))


def test_an_address_someone_sent_said_first_then_sent_on() -> None:
    goal = _goal(
        "so Lena Haddad just sent me the address for the party in a message can you send that address to Omar Vargas"
    )
    assert goal.intent == "forward"


def test_a_text_saying_where_the_next_event_is_said_again_and_why() -> None:
    goal = _goal(
        "could you send Omar Vargas a text saying where my next appointment is like the address of it so he knows where "
        "to go"
    )
    assert "Remember the place of the next event as «place»" in goal.extra
    assert "Open the conversation with Omar Vargas" in goal.extra


def test_a_rows_name_and_amount_said_first_then_its_field_changed() -> None:
    goal = _goal("okay the bakery expense in pro expense the eighty four fifty one can you change its category to Food")
    assert "Open the expense 'bakery'" in goal.extra
    assert "Choose 'Food' for the category field" in goal.extra


def test_a_files_rows_said_after_the_file_then_added_elsewhere() -> None:
    goal = _goal(
        "okay there's a file called dinners dot txt in markor and can you grab the recipes in there that take twenty "
        "minutes and then put them into broccoli only the quick ones though"
    )
    assert (goal.intent, goal.app, goal.title) == ("import_rows", "Markor", "Broccoli")


def test_the_answers_form_after_a_question_stays() -> None:
    assert "just its name" in reworded("opentracks: which walking track was the longest? just its name")


def test_change_nothing_else_after_an_edit_is_left_to_the_edit() -> None:
    goal = _goal("Pea soup should serve 6 now, change nothing else")
    assert _typed(goal) == ["Type '6 servings' into the servings field"]


def test_a_track_recorded_on_the_way_out_is_no_sound_recording() -> None:
    goal = _goal("heading out now, start recording and save it as river loop")
    assert (goal.intent, goal.app) == ("record", "OpenTracks")
