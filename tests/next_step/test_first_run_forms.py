"""Forms met in the first runs of people sets 30 and 31, tested in other wordings. Set 30: a thing that "can go" is deleted, an event taken "from" a
day, "what time is X on <day>" without "my", a superlative before an expense's category, notes that "talk about" a
word with no app named, songs "of" an artist, recipes that "have X in them", expenses said as name, amount,
category and a note aside, and contacts each given with its details in brackets. Set 31: a message's words kept after shorthand verbs
("msg", "ping"), an event pushed to a time with no app named (never a new event named after the verb), "resend
what I last sent X", and a recipe asked by how long it takes to cook."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.spoken import reworded

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("task", "obj", "name"),
    [
        ("the Groceries expense can go", "expense", "Groceries"),
        ("Omar Haddad has to go from my contacts", "contact", "Omar Haddad"),
    ],
)
def test_what_can_go_is_deleted(task: str, obj: str, name: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.intent, goal.obj, goal.extra) == ("delete", obj, (name,))


def test_a_list_of_clauses_is_never_read_as_one_thing_that_goes() -> None:
    goal = read_task("wipe friday, all of it can go", None, TODAY)
    assert goal.extra != ("wipe friday",)


def test_an_event_taken_from_a_day_is_that_days_event() -> None:
    goal = read_task("remove Dentist appointment from march 20", None, TODAY)
    assert (goal.intent, goal.obj, goal.date, goal.extra) == ("delete", "event", "2030-03-20", ("Dentist appointment",))


def test_a_start_time_asked_without_my_is_the_agendas() -> None:
    goal = read_task("what time is Team sync on friday?", None, TODAY)
    assert goal.intent == "agenda"
    assert any("time 2030-03-15" in line and "Team sync" in line for line in goal.extra)


def test_the_time_of_day_is_no_agenda_question() -> None:
    assert read_task("what time is it on friday in tokyo?", None, TODAY).intent != "agenda"


@pytest.mark.parametrize("said", ["priciest", "costliest", "most expensive"])
def test_a_superlative_is_not_part_of_the_category(said: str) -> None:
    goal = read_task(f"what's my {said} Food expense?", None, TODAY)
    assert any('"kind": "food"' in line and '"mode": "dearest"' in line for line in goal.extra)


def test_notes_asked_about_without_an_app_are_the_notes_apps() -> None:
    goal = read_task("which notes talk about the dentist?", None, TODAY)
    assert goal.extra[0] == "Open Notes"
    assert '"mode": "mentions"' in goal.extra[1]


def test_songs_of_an_artist_are_the_artists() -> None:
    goal = read_task("which songs of Kid Meridian do I have in vlc?", None, TODAY)
    assert "Open the artist 'Kid Meridian'" in goal.extra


def test_songs_of_a_playlist_are_not_an_artist() -> None:
    goal = read_task("which songs of my Chill playlist do I have in vlc?", None, TODAY)
    assert not any("artist" in line for line in goal.extra)


def test_recipes_with_a_word_in_them_are_chosen_by_their_ingredients() -> None:
    goal = read_task("get rid of all recipes that have garlic in them", None, TODAY)
    assert (goal.intent, goal.subject, goal.criterion, goal.value) == ("delete", "matching", "ingredients", "garlic")


def test_expenses_said_as_name_amount_category_and_an_aside_note() -> None:
    goal = read_task("add expenses: Taxi $23.50 transportation (airport), Cinema $12 entertainment", None, TODAY)
    rows = [dict(row) for row in goal.rows]
    assert rows == [
        {"name": "Taxi", "amount": "23.50", "category": "transportation", "note": "airport"},
        {"name": "Cinema", "amount": "12", "category": "entertainment"},
    ]


def test_a_word_after_the_amount_that_is_no_category_is_not_filed_as_one() -> None:
    goal = read_task("add expenses: Taxi $23.50 yesterday, Cinema $12 friday", None, TODAY)
    assert all(dict(row).get("category") not in ("yesterday", "friday") for row in goal.rows)


def test_contacts_each_with_details_in_brackets_are_each_added() -> None:
    goal = read_task(
        "save Omar Reyes (mobile +15551230000) and Ada Byrne (work +15559870000) to my contacts", None, TODAY
    )
    made = [goal, *goal.then]
    assert [(g.intent, g.obj, dict(g.fields).get("number")) for g in made] == [
        ("create", "contact", "+15551230000"),
        ("create", "contact", "+15559870000"),
    ]


@pytest.mark.parametrize("verb", ["msg", "ping", "txt"])
def test_a_messages_words_stay_as_said_after_a_shorthand_verb(verb: str) -> None:
    assert reworded(f"{verb} Omar: back in five minutes, two at most", TODAY).endswith(
        "back in five minutes, two at most"
    )


@pytest.mark.parametrize("verb", ["push", "bump", "move"])
def test_an_event_moved_to_a_time_with_no_app_named_is_the_calendars(verb: str) -> None:
    goal = read_task(f"{verb} dentist appointment on march 20 to 4pm", None, TODAY)
    assert goal.app == "Simple Calendar Pro"
    assert "Open the event 'dentist appointment'" in goal.extra
    assert any("16:00" in step for step in goal.extra)


@pytest.mark.parametrize("task", ["delay Team sync on friday to after lunch", "postpone book club to later"])
def test_an_edit_no_reader_knows_is_never_a_new_event_named_after_its_verb(task: str) -> None:
    goal = read_task(task, None, TODAY)
    assert not (goal.intent == "create" and goal.title.lower().startswith(task.split()[0]))


@pytest.mark.parametrize("task", ["resend what I last sent Omar Haddad", "send again what I just texted Omar Haddad"])
def test_what_was_last_sent_is_resent(task: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.intent, goal.recipient) == ("resend", "Omar Haddad")


def test_how_long_a_dish_takes_to_cook_is_asked_of_the_recipes() -> None:
    goal = read_task("how long does the Lentil soup take to cook?", None, TODAY)
    assert goal.extra[0] == "Open Recipes"
    assert '"kind": "minutes"' in goal.extra[1]


# Set 32 (our own jobs as people say them).


def test_an_events_description_stops_before_the_repetition_said_after_it() -> None:
    goal = read_task("Book club on march 20 at 7pm, description Bring the novel, repeats weekly", None, TODAY)
    fields = dict(goal.fields)
    assert (fields["description"], fields["repeat"]) == ("Bring the novel", "Weekly")


@pytest.mark.parametrize(
    ("task", "app"),
    [
        ("rename my Gym playlist to Workout", "Retro Music"),
        ("put Old Radio on my Road Trip playlist", "Retro Music"),
        ("add trip.mp4 to my Holiday playlist", "VLC"),
    ],
)
def test_a_playlist_with_no_app_named_is_the_players_that_holds_its_items(task: str, app: str) -> None:
    assert read_task(task, None, TODAY).app == app


def test_when_a_rename_is_said_is_not_part_of_the_new_name() -> None:
    goal = read_task("my Gym playlist should be called Workout now", None, TODAY)
    assert any("'Workout'" in step for step in goal.extra) and not any("Workout now" in s for s in goal.extra)


@pytest.mark.parametrize(
    "task", ["make Team sync on march 20 two hours long", "Team sync on march 20 should repeat every month"]
)
def test_an_event_edit_with_no_app_named_is_the_calendars(task: str) -> None:
    assert read_task(task, None, TODAY).app == "Simple Calendar Pro"


def test_a_yes_no_question_about_an_empty_hour_is_answered_no() -> None:
    goal = read_task("anything starting at 6am on march 20?", None, TODAY)
    assert goal.extra[-1].startswith("Answer from the agenda: titles_or_no 2030-03-20")


def test_a_day_span_asked_as_whats_on_is_the_agendas() -> None:
    goal = read_task("what's on between march 21 and march 23?", None, TODAY)
    assert goal.extra[-1].startswith("Answer from the agenda: titles 2030-03-21 2030-03-23")


@pytest.mark.parametrize(
    ("task", "field", "value"),
    [
        ("Team sync is at Room 12, put that in the calendar", "location", "Room 12"),
        ("note on the Taxi expense: Airport run", "note", "Airport run"),
    ],
)
def test_a_field_stated_then_asked_for_is_set(task: str, field: str, value: str) -> None:
    assert f"Type '{value}' into the {field} field" in read_task(task, None, TODAY).extra


def test_a_time_stated_then_asked_for_is_a_new_event_named_without_the_statement() -> None:
    goal = read_task("Vet visit is at 4pm tomorrow, put that in the calendar", None, TODAY)
    assert (goal.intent, goal.title, dict(goal.fields)["time"]) == ("create", "Vet visit", "16:00")


def test_an_expense_chosen_by_its_amount_needs_no_app_named() -> None:
    goal = read_task("the $12.40 expense should be called Parking", None, TODAY)
    assert goal.extra[:2] == ("Open Pro Expense", "Open the expense showing '$12.40'")


def test_a_lowercase_category_is_read_in_a_labelled_expense() -> None:
    goal = read_task("new expense: Taxi, $23.50, transportation, note it as airport run", None, TODAY)
    assert dict(goal.rows[0]) == {
        "name": "Taxi",
        "amount": "23.50",
        "category": "transportation",
        "note": "airport run",
    }


def test_what_a_thing_cost_me_is_an_expense_question() -> None:
    assert read_task("how much did the Taxi cost me?", None, TODAY).extra[0] == "Open Expenses"


def test_a_file_that_belongs_elsewhere_is_moved_there() -> None:
    goal = read_task("notes.txt should be in Documents, not Download", None, TODAY)
    assert (goal.intent, goal.value) == ("move", "Documents")


@pytest.mark.parametrize("task", ["read me list_3.md", "what does list_3.md say?"])
def test_what_a_note_file_says_is_asked_of_the_notes_app(task: str) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.extra[0] == "Open Notes" and '"kind": "text"' in goal.extra[1]


def test_a_note_folder_said_first_is_where_the_note_is_made() -> None:
    goal = read_task("in my Home folder make a note bills.md saying Pay the rent", None, TODAY)
    assert "Open the folder 'Home'" in goal.extra


def test_notes_counted_without_a_verb_are_each_made_with_their_titles() -> None:
    goal = read_task('two notes please: Chores saying "Sweep." and Ideas saying "Paint the fence."', None, TODAY)
    assert [(g.intent, g.title, g.body) for g in (goal, *goal.then)] == [
        ("note", "Chores", "Sweep."),
        ("note", "Ideas", "Paint the fence."),
    ]


def test_what_can_be_cooked_with_something_is_asked_of_the_recipes() -> None:
    assert read_task("what can I cook with lentils?", None, TODAY).extra[0] == "Open Recipes"


@pytest.mark.parametrize(
    ("task", "app"),
    [
        ("how many km did I cover this month?", "OpenTracks"),
        ("delete everything I tracked yesterday", "OpenTracks"),
        ("delete the Bus ride expense", ""),  # another kind of record: not the tracker's
        ("remove Static Love from my Workout playlist", "Retro Music"),
    ],
)
def test_tracks_with_no_app_named_are_the_trackers(task: str, app: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.app or (goal.extra[0][5:] if goal.extra and goal.extra[0].startswith("Open ") else "")) == app


def test_a_track_named_by_its_day_and_kind_is_renamed() -> None:
    goal = read_task("call my march 12 swim Lake laps", None, TODAY)
    assert goal.extra[1:3] == (
        "Open the track showing 'Swimming on 2030-03-12'",
        "Type 'Lake laps' into the name field",
    )


def test_a_track_said_to_be_another_kind_is_retyped_to_the_apps_type() -> None:
    goal = read_task("River path was actually a walk, fix the type", None, TODAY)
    assert "Type 'Walking' into the activity type field" in goal.extra


def test_apostrophes_in_a_question_are_not_a_quoted_track_name() -> None:
    goal = read_task("what's the longest I've walked in one go, in km?", None, TODAY)
    assert '"kind": "walking"' in goal.extra[-1]


# Set 33.


def test_when_said_first_before_a_colon_then_the_event() -> None:
    goal = read_task("friday 6pm: Choir practice, two hours, description Bring snacks", None, TODAY)
    assert dict(goal.fields) == {
        "duration": "120",
        "description": "Bring snacks",
        "date": "2030-03-15",
        "time": "18:00",
        "title": "Choir practice",
    }


def test_a_task_with_a_due_day_is_the_to_do_apps_named_or_not() -> None:
    goal = read_task("new task: Pay the gas bill, due march 20, notes: online", None, TODAY)
    assert (goal.app, dict(goal.fields)) == (
        "Tasks",
        {"title": "Pay the gas bill", "date": "2030-03-20", "description": "online"},
    )


def test_a_name_changed_by_its_owner_is_a_rename() -> None:
    goal = read_task("change Book club's name to Reading circle", None, TODAY)
    assert "Type 'Reading circle' into the title field" in goal.extra


@pytest.mark.parametrize(("task", "kept"), [("cancel Book club", True), ("cancel the timer", False)])
def test_what_is_cancelled_by_its_name_is_an_event(task: str, kept: bool) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.intent == "delete" and goal.obj == "event") is kept


def test_a_recipes_new_preparation_time_stated_then_asked_for() -> None:
    goal = read_task("Lentil soup takes 50 mins to cook now, fix the recipe", None, TODAY)
    assert "Type '50 mins' into the preparation time field" in goal.extra


def test_an_expenses_new_values_known_by_their_shape() -> None:
    goal = read_task("Taxi expense: make it $18.20 and Transportation", None, TODAY)
    assert "Type '18.20' into the amount field" in goal.extra
    assert "Choose 'Transportation' for the category field" in goal.extra


def test_an_expense_value_of_no_known_shape_is_not_guessed() -> None:
    goal = read_task("Taxi expense: make it cheaper and nicer", None, TODAY)
    assert not any("amount field" in step or "category field" in step for step in goal.extra)


# Set 34.


def test_a_phone_label_said_after_the_number_is_the_numbers() -> None:
    goal = read_task("new contact Ada Byrne, +15550001111, home - don't save it", None, TODAY)
    assert dict(goal.fields)["phone label"] == "Home"


def test_a_length_entered_on_the_timer_sets_it() -> None:
    goal = read_task("key in 2 hours 5 min on the timer", None, TODAY)
    assert (goal.intent, goal.value) == ("timer", "02:05:00")


def test_a_preparation_time_keeps_its_unit_as_said() -> None:
    goal = read_task("change the preparation time of the recipe Soup to 25 mins", None, TODAY)
    assert "Type '25 mins' into the preparation time field" in goal.extra


def test_a_playlists_length_asked_in_minutes() -> None:
    goal = read_task("how many minutes is my Chill playlist in retro music?", None, TODAY)
    assert '"mode": "total_length"' in goal.extra[-1]


def test_a_field_made_a_value_in_a_paired_edit() -> None:
    goal = read_task("move Book club to 6pm and make the location Room 4", None, TODAY)
    assert "Type 'Room 4' into the location field" in goal.extra


def test_files_of_a_kind_said_as_a_plural() -> None:
    goal = read_task("move the pdfs in Download to Documents", None, TODAY)
    assert "Select every '.pdf' file" in goal.extra


def test_a_call_on_mute_is_the_call_then_the_microphone_muted() -> None:
    goal = read_task("call Omar Haddad on mute", None, TODAY)
    assert (goal.intent, goal.extra) == ("call", ("Mute",))


def test_a_video_played_audio_only() -> None:
    assert "Play 'clip.mp4' as audio" in read_task("play clip.mp4 in vlc, audio only", None, TODAY).extra


def test_how_long_a_video_file_is_asked_of_the_video_player() -> None:
    goal = read_task("how long is clip.mp4?", None, TODAY)
    assert goal.extra == ("Open VLC", "Tell the length of 'clip.mp4'")


# Set 35.


def test_a_last_message_sent_again_is_a_resend_whatever_the_reason_said() -> None:
    goal = read_task("send Omar Haddad my last text again, it never arrived", None, TODAY)
    assert (goal.intent, goal.recipient) == ("resend", "Omar Haddad")


def test_what_someone_needs_that_another_sent_is_forwarded() -> None:
    goal = read_task("Omar Haddad needs the address Ada Byrne sent me, text it to him", None, TODAY)
    assert goal.intent == "forward"


@pytest.mark.parametrize(
    "task",
    ["put 'Call the bank.' on top of list_2.md", "in list_2.md put 'Call the bank.' on top"],
)
def test_a_line_put_on_top_of_a_note_is_an_edit_never_a_new_note(task: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.intent, goal.subject) == ("edit", "list_2.md")


def test_a_when_first_calendar_line_in_some_weeks() -> None:
    goal = read_task("in 3 weeks at 9am: Dentist, half an hour, description Checkup", None, TODAY)
    assert (goal.intent, dict(goal.fields)["date"], dict(goal.fields)["title"]) == ("create", "2030-04-04", "Dentist")


def test_entries_entered_twice_cleaned_up_are_the_duplicates() -> None:
    goal = read_task("a few recipes got saved twice, tidy that up", None, TODAY)
    assert (goal.intent, goal.subject) == ("delete", "duplicates")


def test_an_app_opened_up() -> None:
    assert (read_task("open up clock", None, TODAY).intent, read_task("open up clock", None, TODAY).app) == (
        "open",
        "clock",
    )


def test_recipes_of_a_file_that_take_a_time_said_before_the_request() -> None:
    goal = read_task("the recipes in menu.txt in markor that take 30 mins - add them to broccoli", None, TODAY)
    assert (goal.intent, goal.subject, goal.value) == ("import_rows", "menu.txt", "30 mins")


def test_a_recipe_said_in_pieces_between_semicolons() -> None:
    goal = read_task("add this recipe: Soup; Warming; serves 4; 30 mins; source mum", None, TODAY)
    assert dict(goal.fields) == {
        "title": "Soup",
        "preparationTime": "30 mins",
        "servings": "4 servings",
        "source": "mum",
        "description": "Warming",
    }


def test_an_ingredients_amount_asked_of_a_named_recipe() -> None:
    goal = read_task("joplin: how much butter in the Lemon cake recipe?", None, TODAY)
    assert '"kind": "butter"' in goal.extra[-1] and '"subject": "Lemon cake"' in goal.extra[-1]


def test_a_player_playlist_named_before_its_songs() -> None:
    goal = read_task("make a retro music playlist Sunday: Low Tide and Paper Planes", None, TODAY)
    assert (goal.intent, goal.app, goal.extra) == ("playlist", "Retro Music", ("Low Tide", "Paper Planes"))


# Set 36.


def test_the_most_recent_text_resent_is_the_last() -> None:
    goal = read_task("please resend my latest text to Omar Haddad", None, TODAY)
    assert (goal.intent, goal.recipient) == ("resend", "Omar Haddad")


def test_timing_started_is_the_stopwatch() -> None:
    assert read_task("start timing", None, TODAY).intent == "stopwatch"


def test_expenses_with_their_category_then_a_bare_note() -> None:
    goal = read_task("two expenses: Taxi $23.50 Transportation airport run; Cinema $12.00 Entertainment", None, TODAY)
    assert [dict(row) for row in goal.rows] == [
        {"name": "Taxi", "amount": "23.50", "category": "Transportation", "note": "airport run"},
        {"name": "Cinema", "amount": "12.00", "category": "Entertainment"},
    ]


def test_an_expense_said_with_its_verb_last_keeps_its_name() -> None:
    goal = read_task("Taxi $23.50 Transportation airport run; Bus $2.00 Transportation add to expenses", None, TODAY)
    assert dict(goal.rows[0])["name"] == "Taxi"


def test_where_a_file_is_said_after_a_comma() -> None:
    goal = read_task("remove notes.txt, it's in Download", None, TODAY)
    assert (goal.intent, goal.subject, goal.extra) == ("delete", "Download", ("notes.txt",))


def test_a_thing_named_then_asked_about() -> None:
    goal = read_task("joplin: Water plants - is it a to-do?", None, TODAY)
    assert '"mode": "is_todo"' in goal.extra[-1] and '"subject": "Water plants"' in goal.extra[-1]


def test_swum_is_swimming() -> None:
    goal = read_task("how many minutes have I swum today?", None, TODAY)
    assert '"kind": "swimming"' in goal.extra[-1]
