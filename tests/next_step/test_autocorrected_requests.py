"""Forms met in the first run of people set 84 (requests typed on a phone whose autocorrect swapped in a real word),
tested in other wordings: "switch of", "is one", "brightens", "replay to", "last test", "massage" that was sent, "the
not named", "using marker", "the and of", "and than", "were is", "where at", "this weak", "fist", "contracts", "a
time for", "paws", "in there ingredients", "safe it as", "galley", "are do", "cue", "alarming", "expanse"; every word
capitalised by the keyboard (a label before its value, "The Calendar" no app's own name); a comma with no space after
it; a request's capitalised first word before a number; words split in two ("who ever", "play list", "a to do"); "our",
"minuets", "wife", "sent" first, "form", "Finnish", "hi priority", "dose", a "receipt" in broccoli."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.autocorrect_mends import uncapitalised
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("switch of the bluetooth", "Turn off bluetooth"),
        ("please turn bluetooth of", "Turn off bluetooth"),
        ("check that bluetooth is one", "Turn on bluetooth"),
        ("set the brightens to max", "Set brightness to max"),
    ],
)
def test_a_switch_said_with_the_word_autocorrect_put_in(text: str, step: str) -> None:
    assert step in plan(text)


def test_replay_to_a_number_is_a_reply_and_its_words_stay_as_typed() -> None:
    steps = plan("replay to +15555550123 with Be there in five minutes")
    assert "Type 'Be there in five minutes'" in steps and "Send the message" in steps


def test_the_last_test_is_the_last_text() -> None:
    steps = plan('answer my last test with "see you at noon"')
    assert "Open the latest conversation" in steps and "Type 'see you at noon'" in steps


def test_whoever_tested_me_is_whoever_texted_me() -> None:
    assert read_task("call who ever just tested me", None, TODAY).intent == "call_sender"


def test_a_massage_that_was_sent_is_a_message() -> None:
    steps = plan("send my last massage to Omar Haddad again")
    assert "Resend my last message" in steps


def test_a_not_named_a_file_is_a_note_and_marker_is_markor() -> None:
    assert "Delete the note 'todo.txt'" in plan("remove the not named todo.txt")
    steps = plan("put reading_12.md in the Work folder using marker")
    assert steps[0] == "Open Markor" and "Move the note 'reading_12.md' to the folder 'Work'" in steps


def test_a_line_added_at_the_and_of_a_note_is_appended_not_a_new_note() -> None:
    steps = plan('put "Fix the sink." at the and of shopping.md')
    assert "Open the note 'shopping.md'" in steps and "Add 'Fix the sink.' to the bottom of the body field" in steps
    assert "Start a new note" not in steps


def test_and_than_is_what_comes_next() -> None:
    steps = plan("switch off the wifi and than switch on bluetooth")
    assert steps.index("Turn off wifi") < steps.index("Turn on bluetooth")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("were is the Team sync? the location only", "place"),
        ("how many attendees where at the Sprint review meeting?", '"mode": "attendees"'),
        ("how many runs did i do this weak?", '"first": "2030-03-11"'),
        ("whats my fist meeting tomorrow?", "first 2030-03-15"),
        ("which tasks are do today? titles", '"first": "2030-03-14"'),
    ],
)
def test_a_question_with_a_word_autocorrect_put_in(text: str, kept: str) -> None:
    assert any(kept in step for step in plan(text))


def test_contracts_are_contacts() -> None:
    assert "Delete the contact 'Omar Haddad'" in plan("delete Omar Haddad from my contracts")
    steps = plan("new contract for Jonah Lindqvist: +13305557277")
    assert "Type 'Jonah' into the first name field" in steps and "Type '+13305557277' into the phone field" in steps


@pytest.mark.parametrize(
    ("text", "value"),
    [("start a time for 10 minutes", "00:10:00"), ("time for 2 minutes 30 seconds", "00:02:30")],
)
def test_a_time_for_a_length_is_a_timer(text: str, value: str) -> None:
    assert f"Set the timer to {value}" in plan(text)


def test_paws_the_stopwatch_pauses_it() -> None:
    assert "Pause the stopwatch" in plan("can you paws my stopwatch")


def test_in_there_ingredients_is_theirs_and_a_misspelt_their_still_names_the_field() -> None:
    assert "Delete every recipe whose ingredients mentions 'garlic'" in plan(
        "delete the recipes with garlic in there ingredients"
    )
    assert "Delete every recipe whose directions mentions 'butter'" in plan(
        "remove all recipes that use butter in thier directions"
    )


def test_safe_it_as_saves_it() -> None:
    steps = plan("take a voice memo and safe it as memo_7")
    assert "Type 'memo_7' into the name field" in steps


def test_the_galley_is_the_gallery_and_the_cue_is_the_queue() -> None:
    assert plan("open the galley")[0] == "Open gallery"
    steps = plan("cue up Low Tide and Paper Planes in retro music")
    assert "Add 'Low Tide' to the playing queue" in steps


def test_an_alarming_for_an_hour_and_an_expanse() -> None:
    assert "Set an alarm for 07:00" in plan("set an alarming for 7 am")
    assert "Delete the expense 'Taxi'" in plan("delete the Taxi expanse")


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Add A Contact For Jonah Lindqvist, Number +13305557277", "Jonah Lindqvist"),
        ("Save +13305557277 As Jonah Lindqvist", "Jonah Lindqvist"),
        ("Save +13305557277 as Jonah Lindqvist", "Jonah Lindqvist"),
    ],
)
def test_every_word_capitalised_leaves_only_the_name(text: str, title: str) -> None:
    goal = read_task(text, None, TODAY)
    assert goal.intent == "create" and goal.title == title


def test_every_word_capitalised_before_an_event_leaves_its_title() -> None:
    goal = read_task("Put Car service On My Calendar Tomorrow At 9am For 45 Minutes", None, TODAY)
    assert goal.title == "Car service" and ("duration", "45") in goal.fields


def test_a_title_in_capitals_keeps_them_when_the_request_is_not_capitalised() -> None:
    assert uncapitalised("add Man In The Mirror to the queue") == "add Man In The Mirror to the queue"
    # A song's or a message's own words stay as typed beside the keyboard's capitals.
    said = uncapitalised("Add Golden Hour To The Queue And Text Omar With Call me later")
    assert "Golden Hour" in said and "Call me later" in said and " to the queue and " in said


def test_a_comma_with_no_space_before_a_remark() -> None:
    assert "Delete the expense 'Taxi'" in plan("delete the expenses Fuel and Taxi,im done with them")
    steps = plan("text +15555550123 saying ok,on my way")
    assert "Type 'ok,on my way'" in steps


def test_a_label_before_its_value_is_lowered_beside_a_name() -> None:
    goal = read_task("Start A New Contact Jonah Lindqvist Phone +13305557277 Label Home But Dont Save It", None, TODAY)
    assert goal.title == "Jonah Lindqvist" and ("phone label", "Home") in goal.fields


def test_the_calendar_capitalised_by_the_keyboard_is_no_app_named_so() -> None:
    assert "to the calendar starting March" in uncapitalised("Add Gym To The Calendar Starting March 20 At Noon")


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("ring who ever just texted me", None),
        ("create a play list called Focus 9 with Low Tide", "Add 'Low Tide' to the playlist 'Focus 9'"),
        ("set a timer for 2 our 5 minuets", "Set the timer to 02:05:00"),
        ("switch on the wife", "Turn on wifi"),
        ("copy scan_1.jpg form DCIM to Download", "Copy the file 'scan_1.jpg' to the folder 'Download'"),
    ],
)
def test_a_word_split_or_swapped_in_a_request_that_acts(text: str, step: str | None) -> None:
    if step is None:
        assert read_task(text, None, TODAY).intent == "call_sender"
    else:
        assert step in plan(text)


def test_an_event_for_an_our_lasts_an_hour() -> None:
    goal = read_task("put Dentist appointment friday at 9am for an our", None, TODAY)
    assert goal.title == "Dentist appointment" and ("duration", "60") in goal.fields


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("which tasks did you Finnish for march 20? titles", '"done": true'),
        ("any hi priority tasks? titles", '"priority": "high"'),
        ("how much butter dose the Lemon cake recipe need?", '"kind": "butter"'),
        ("is Water the plants a to do in joplin?True or False", '"mode": "is_todo"'),
    ],
)
def test_a_question_word_swapped_by_the_keyboard(text: str, kept: str) -> None:
    assert any(kept in step for step in plan(text))


def test_sent_at_the_start_sends_and_a_receipt_in_broccoli_is_a_recipe() -> None:
    assert read_task("sent Omar Haddad the address Greta just sent me", None, TODAY).intent == "forward"
    assert "Delete the recipe 'Pancakes'" in plan("delete the receipt for Pancakes in broccoli")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # A small word before a lower-case value is the keyboard's unless a label or "with" comes before it.
        ("Set Up A weekly Gym Starting This Friday At Noon", "Set up a weekly Gym starting this Friday at noon"),
        ("Delete The Joplin File notes_4.md Please", "Delete the Joplin file notes_4.md please"),
        ("Which Activity Types Did I Log On March 9?", "Which activity types did I Log on March 9?"),
        # The request before its colon is the keyboard's; what follows keeps its case.
        (
            "In The Notes App, Make A New Note a.md That Says: Buy milk. Call Ana.",
            "In the notes app, make a new note a.md that says: Buy milk. Call Ana.",
        ),
        ("Reply To Ana With The keys are inside", "Reply to Ana with The keys are inside"),
    ],
)
def test_which_words_the_keyboard_capitalised(text: str, said: str) -> None:
    assert uncapitalised(text) == said


def test_a_comma_with_no_space_before_a_polite_request_in_a_request_that_sends() -> None:
    goal = read_task("i dont think my last text to Omar Haddad went through,could you resend it", None, TODAY)
    assert goal.intent == "resend" and goal.recipient == "Omar Haddad"
    assert "Type 'ok,i will'" in plan("reply to +15555550123 with ok,i will")


def test_the_doubt_said_of_ones_thinking_that_a_message_arrived() -> None:
    goal = read_task("I don't think the message I sent to Omar Haddad arrived. send it again", None, TODAY)
    assert goal.intent == "resend" and goal.recipient == "Omar Haddad"


def test_an_app_kind_capitalised_by_the_keyboard_is_no_folder() -> None:
    steps = plan("Copy scan_2.jpg From DCIM To Download In The Gallery, Same Name")
    assert "Copy the file 'scan_2.jpg' to the folder 'Download'" in steps


def test_too_weeks_a_prescription_and_audi() -> None:
    goal = read_task("put Car service in too weeks at 10am, prescription Bring the logbook", None, TODAY)
    assert ("date", "2030-03-28") in goal.fields and ("description", "Bring the logbook") in goal.fields
    assert read_task("add Pick up prescription friday at 5pm", None, TODAY).title == "Pick up prescription"
    assert read_task("start recording some Audi", None, TODAY).intent == "record"


def test_a_names_apostrophe_dropped_before_its_number() -> None:
    assert "Delete the contact 'Omar Haddad'" in plan("remove Omar Haddads number from my contacts")
    assert "Marcus Ross" in read_task("delete Marcus Ross number", None, TODAY).subject
