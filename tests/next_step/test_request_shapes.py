"""The shape of a request, read whatever words carry it: an app asked for on screen ("pull up", "fire up"), a thing
said in the state it should be in ("… needs to be deleted", "… has to go"), a record one has no more use for, a thing
taken out of or off somewhere, a person got back to, a complaint that a message never arrived, a reason said first
("so I don't forget: …"), text stuck at a note's end or top, "open a.md and append: …", and the value an entry's
field should have said by its verb ("should serve 12, not 6"). Wordings here are not the people sets'."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent import read_task
from tests.next_step.planning import TODAY, plan

pytestmark = pytest.mark.unit


def read(task: str):  # type: ignore[no-untyped-def]
    return read_task(task, {}, TODAY)


@pytest.mark.parametrize(
    ("task", "app"),
    [
        ("fire up the camera app", "camera"),
        ("bring up contacts", "contacts"),
        ("get me into markor", "markor"),
        ("take me to the clock app", "clock"),
        ("hop into opentracks", "opentracks"),
        ("pull up broccoli", "broccoli"),
        ("go into the clock app", "clock"),
        ("take me into markor", "markor"),
        ("just open files", "files"),
        ("show me the clock app", "clock"),
        ("files app please", "files"),
        ("I need the camera app", "camera"),
        ("can I get the clock app up", "clock"),
        ("get the contacts app open", "contacts"),
        ("switch to the camera app", "camera"),
        ("navigate to the files app", "files"),
    ],
)
def test_every_way_of_asking_for_an_app_opens_it(task: str, app: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.app.lower()) == ("open", app)


def test_get_me_into_an_app_is_no_purchase() -> None:
    assert read("get me into the files app").intent == "open"
    assert read("get me two apples").intent == "order"  # still an order when it is one


def test_only_an_app_said_as_one_is_opened_by_a_wish_or_a_switch() -> None:
    assert read("switch to dark mode").intent != "open"
    assert read("I need the number of the plumber").intent != "open"


@pytest.mark.parametrize(
    ("task", "obj", "name"),
    [
        ("notes_3.md has to be removed", "note", "notes_3.md"),
        ("the Taxi expense has to go", "expense", "Taxi"),
        ("the Pancakes recipe should be deleted", "recipe", "Pancakes"),
        ("reading_4.txt must go", "note", "reading_4.txt"),
        ("Lentil soup needs deleting from my recipes", "recipe", "Lentil soup"),
        ("please, old_list.txt should be removed", "note", "old_list.txt"),
    ],
)
def test_a_thing_that_should_be_gone_is_deleted(task: str, obj: str, name: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj, goal.extra) == ("delete", obj, (name,))


def test_a_thing_that_has_to_go_somewhere_is_moved_not_deleted() -> None:
    goal = read("scan_2.pdf has to go to Documents")
    assert (goal.intent, goal.value) == ("move", "Documents")
    assert read("I have to go").intent != "delete"


@pytest.mark.parametrize(
    "task",
    [
        "everything on March 21 has to go",
        "clear my schedule on March 21, everything that day has to go",
        "cancel all my events on March 21; everything that day can go",
        "wipe my schedule on March 21, the whole lot can go",
    ],
)
def test_everything_on_a_day_that_has_to_go_is_the_days_events(task: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj, goal.date, goal.subject, goal.then) == ("delete", "event", "2030-03-21", "all", ())


@pytest.mark.parametrize(
    ("task", "obj", "name"),
    [
        ("I no longer need the Taxi expense", "expense", "Taxi"),
        ("i don't need notes_3.md any more", "note", "notes_3.md"),
        ("honestly I don't want the Lentil soup recipe anymore", "recipe", "Lentil soup"),
        ("I have no use for old_list.txt now", "note", "old_list.txt"),
        ("we don't need the Chili recipe anymore, thanks", "recipe", "Chili"),
    ],
)
def test_a_record_one_has_no_use_for_is_deleted(task: str, obj: str, name: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj, goal.extra) == ("delete", obj, (name,))


@pytest.mark.parametrize(
    "task",
    ["I don't want wifi anymore", "I don't need bluetooth now", "I no longer want the brightness this high"],
)
def test_only_a_record_unwanted_is_deleted(task: str) -> None:
    assert read(task).intent != "delete"


def test_a_message_that_says_it_does_not_want_a_record_is_sent_as_said() -> None:
    goal = read("text Sam Wise: I don't want the Pancakes recipe anymore")
    assert (goal.intent, goal.body) == ("message", "I don't want the Pancakes recipe anymore")


@pytest.mark.parametrize(
    ("task", "app", "name"),
    [
        ("I didn't pay for the Taxi, take it off my expenses", "", "Taxi"),
        ("I never ordered Pizza, remove it from pro expense", "Pro Expense", "Pizza"),
        ("take the Lentil soup recipe out of broccoli", "Broccoli", "Lentil soup"),
        ("get notes_3.md out of markor, I'm done with it", "Markor", "notes_3.md"),
    ],
)
def test_a_thing_taken_out_of_or_off_somewhere_is_deleted(task: str, app: str, name: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.app, goal.extra) == ("delete", app, (name,))


@pytest.mark.parametrize(
    ("task", "recipient", "body"),
    [
        ("get back to Ana Lopez: running late", "Ana Lopez", "running late"),
        ("I have to get back to +1 555 0100. say: on my way", "+15550100", "on my way"),
        ("text Omar Haddad back: see you at 6", "Omar Haddad", "see you at 6"),
        ("can you get back to Ben Okafor and tell him I'm late", "Ben Okafor", "I'm late"),
        ("hit Ana Lopez back: sure thing", "Ana Lopez", "sure thing"),
        ("Omar Haddad needs an answer: yes, Friday works", "Omar Haddad", "yes, Friday works"),
    ],
)
def test_getting_back_to_someone_is_a_reply(task: str, recipient: str, body: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.recipient, goal.body) == ("message", recipient, body)


def test_getting_back_to_whoever_wrote_last_answers_the_latest_message() -> None:
    goal = read("gotta get back to whoever texted me most recently, say: give me five minutes")
    assert (goal.intent, goal.subject, goal.body) == ("reply", "latest", "give me five minutes")


def test_words_of_a_message_are_never_read_as_a_reply() -> None:
    goal = read("text Sam Wise: I'll get back to Ana tomorrow")
    assert (goal.intent, goal.recipient, goal.body) == ("message", "Sam Wise", "I'll get back to Ana tomorrow")
    assert read("get back to the home screen").intent != "message"


@pytest.mark.parametrize(
    ("task", "recipient"),
    [
        ("Omar Haddad said he didn't receive my text, send it again", "Omar Haddad"),
        ("Ana Lopez told me my message never arrived. resend it please", "Ana Lopez"),
        ("Ben Okafor says he hasn't got my last sms, can you resend it", "Ben Okafor"),
    ],
)
def test_a_message_someone_never_got_is_resent_to_them(task: str, recipient: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.recipient) == ("resend", recipient)


@pytest.mark.parametrize(
    ("task", "intent"),
    [
        ("before I forget, call Ana Lopez", "call"),
        ("so that I won't forget: text Omar Haddad: the keys are under the mat", "message"),
        ("just in case I forget - set an alarm for 6:30", "alarm"),
    ],
)
def test_why_the_request_is_made_said_first_is_not_the_request(task: str, intent: str) -> None:
    assert read(task).intent == intent


@pytest.mark.parametrize(
    "task",
    [
        "make a note ideas.md in markor, write in it: buy stamps",
        "new note ideas.md in markor, and in it put buy stamps",
        "before I forget: new markor note ideas.md, in it type: buy stamps",
    ],
)
def test_a_new_notes_text_said_as_what_goes_in_it(task: str) -> None:
    goal = read(task)
    assert goal.intent == "create" and dict(goal.fields) == {"title": "ideas.md", "body": "buy stamps"}


@pytest.mark.parametrize(
    ("task", "where", "body"),
    [
        ("pop this at the top of plans.md: call the bank", "top", "call the bank"),
        ("tack this onto the end of todo.md: eggs", "bottom", "eggs"),
        ("stick the line buy milk at the end of todo.md", "bottom", "buy milk"),
        ('bung "call mom" at the very top of todo.md', "top", "call mom"),
        ("in markor, append to todo.md: milk and eggs", "bottom", "milk and eggs"),
    ],
)
def test_text_stuck_at_a_notes_end_or_top(task: str, where: str, body: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj, goal.criterion, goal.body) == ("edit", "note", where, body)


@pytest.mark.parametrize(
    ("task", "where", "body"),
    [
        ("open plans.md and prepend: call the bank", "top", "call the bank"),
        ("in markor, open todo.md and append: milk", "bottom", "milk"),
        ("open todo.md and add at the top: eggs", "top", "eggs"),
        ("open the note todo.md and add a line as the first line: eggs", "top", "eggs"),
        ("open todo.md and append to it: milk, eggs", "bottom", "milk, eggs"),
        ("open plans.md and at the end add: call the bank", "bottom", "call the bank"),
    ],
)
def test_a_note_opened_and_added_to_is_an_edit_of_that_note(task: str, where: str, body: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.subject, goal.criterion, goal.body) == ("edit", goal.subject, where, body)
    assert goal.subject.endswith((".md", ".txt"))


@pytest.mark.parametrize(
    ("task", "wanted", "old"),
    [
        ("the Lentil soup recipe should feed 4 people", "Type '4 servings' into the servings field", ""),
        ("the Chili recipe should make 8 servings", "Type '8 servings' into the servings field", ""),
        ("make the Lentil soup recipe serve 3", "Type '3 servings' into the servings field", ""),
        ("make the Taxi expense cost $18", "Type '18.00' into the amount field", ""),
        ("broccoli: Chili is 6 portions, not 4", "Type '6 servings' into the servings field", "4"),
        ("the Taxi expense should cost $20, not $25", "Type '20.00' into the amount field", "25"),
        ("the Lunch expense should be $12.40 instead of $21.40", "Type '12.40' into the amount field", "21.40"),
    ],
)
def test_the_value_a_field_should_have_is_an_edit(task: str, wanted: str, old: str) -> None:
    steps = plan(task)
    assert wanted in steps
    assert not old or not any(old in step for step in steps if step.startswith("Type"))  # the old value is not typed


def test_an_old_value_inside_a_fields_text_is_kept() -> None:
    steps = plan("the Chili recipe directions should be: use honey instead of sugar")
    assert "Type 'use honey instead of sugar' into the directions field" in steps


@pytest.mark.parametrize(
    ("task", "title"),
    [
        ("create a new Tax folder", "Tax"),
        ('add a "Old scans" folder in files', "Old scans"),
        ("create a folder called Receipts 2030 in files", "Receipts 2030"),
        ("make a folder named Pets in the files app", "Pets"),
    ],
)
def test_a_folders_name_said_before_the_word_or_before_the_app(task: str, title: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj, goal.title) == ("create", "folder", title)


def test_a_file_put_in_the_folder_just_made_goes_into_it() -> None:
    goal = read("make a Receipts 2030 folder in files and put scan.pdf from Download in it")
    assert goal.title == "Receipts 2030"
    assert (goal.then[0].intent, goal.then[0].subject, goal.then[0].value) == ("move", "scan.pdf", "Receipts 2030")


@pytest.mark.parametrize(
    ("task", "new", "body"),
    [
        ("plans.md -> rename to ideas.md", "ideas.md", ""),
        ('todo.md → rename it as list.md, and start it with "Groceries"', "list.md", "Groceries"),
        ('rename plans.md to ideas.md, and start it with "Ideas"', "ideas.md", "Ideas"),
    ],
)
def test_a_note_named_first_then_renamed(task: str, new: str, body: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.value, goal.body) == ("edit", new, body)
    assert goal.subject in ("plans.md", "todo.md")


@pytest.mark.parametrize(
    "task",
    [
        "scan.pdf in Documents - make a copy in Download",
        "I need a copy of scan.pdf from Documents in Download",
        "make a duplicate of scan.pdf from Documents in Download",
        "scan.pdf from Documents, I'd like a duplicate in Download",
    ],
)
def test_a_copy_asked_for_as_a_thing_to_have(task: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.subject, goal.value, goal.extra) == ("copy_file", "Documents", "Download", ("scan.pdf",))


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("the Lentil soup recipe now feeds 5", "Type '5 servings' into the servings field"),
        ("the Chili recipe makes 10 servings now", "Type '10 servings' into the servings field"),
        ("Chili recipe: 7 servings, not 5", "Type '7 servings' into the servings field"),
        ("change the Lentil soup recipe to serve 2", "Type '2 servings' into the servings field"),
        ("the Lunch expense costs $14 now", "Type '14.00' into the amount field"),
    ],
)
def test_the_value_a_field_has_now_said_in_the_present(task: str, wanted: str) -> None:
    assert wanted in plan(task)


def test_a_statement_with_no_value_is_no_edit() -> None:
    assert read("the Chili recipe makes me happy").intent != "steps"


@pytest.mark.parametrize(
    ("task", "obj", "name"),
    [
        ("the Lentil soup recipe isn't needed anymore", "recipe", "Lentil soup"),
        ("old_list.txt is no longer needed", "note", "old_list.txt"),
        ("Pizza wasn't me, take it off my expenses", "expense", "Pizza"),
    ],
)
def test_a_thing_no_longer_needed_or_never_ones_own_is_deleted(task: str, obj: str, name: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj, goal.extra) == ("delete", obj, (name,))


@pytest.mark.parametrize(
    ("task", "obj", "name"),
    [
        ("I want old_list.txt gone", "note", "old_list.txt"),
        ("I'd like the Lentil soup recipe gone", "recipe", "Lentil soup"),
        ("can you make old_list.txt go away", "note", "old_list.txt"),
        ("could you get the Pizza expense removed from my expenses please", "expense", "Pizza"),
        ("nuke old_list.txt", "note", "old_list.txt"),
    ],
)
def test_a_thing_wished_gone_is_deleted(task: str, obj: str, name: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj, goal.extra) == ("delete", obj, (name,))


def test_a_wish_for_a_thing_in_another_state_is_not_a_deletion() -> None:
    assert read("I want the alarm set for 7").intent == "alarm"
    assert read("I want it gone").intent != "delete"  # nothing named: asked, never guessed


@pytest.mark.parametrize(
    ("task", "recipient"),
    [
        ("shoot Ben Okafor a reply: sure thing", "Ben Okafor"),
        ("can you send Omar Haddad a quick answer: sure thing", "Omar Haddad"),
    ],
)
def test_a_reply_sent_to_someone_is_a_reply_to_them(task: str, recipient: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.recipient, goal.body) == ("message", recipient, "sure thing")


def test_whoever_wrote_last_needing_an_answer_is_a_reply_to_them() -> None:
    goal = read("the one who texted me last needs a response: be right there")
    assert (goal.intent, goal.subject, goal.body) == ("reply", "latest", "be right there")


def test_a_message_about_something_never_got_is_resent() -> None:
    goal = read("Omar Haddad says he never got my text about the keys, can you send it again")
    assert (goal.intent, goal.recipient) == ("resend", "Omar Haddad")


@pytest.mark.parametrize(
    ("task", "where", "body"),
    [
        ("plans.md - add at the end: call the bank", "bottom", "call the bank"),
        ("todo.md: append milk and eggs", "bottom", "milk and eggs"),
        ("in todo.md, prepend: eggs", "top", "eggs"),
        ("open plans.md and append call the bank", "bottom", "call the bank"),
        ("at the top of plans.md, pop: call the bank", "top", "call the bank"),
        ("markor todo.md: append this: milk", "bottom", "milk"),
    ],
)
def test_a_note_said_first_then_added_to(task: str, where: str, body: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.criterion, goal.body) == ("edit", where, body)
    assert goal.subject in ("plans.md", "todo.md")  # spelled as said, never capitalised


def test_a_whole_days_clearing_said_again_after_a_dash() -> None:
    goal = read("clear my calendar on March 21 — all of it can go")
    assert (goal.intent, goal.obj, goal.date, goal.subject) == ("delete", "event", "2030-03-21", "all")


@pytest.mark.parametrize(
    ("task", "intent"),
    [
        ("do me a favor and delete old_list.txt", "delete"),
        ("could you see about renaming plans.md to ideas.md", "edit"),
        ("mind calling Ana Lopez?", "call"),
        ("I'd appreciate it if you removed old_list.txt", "delete"),
        ("I would appreciate it if you could text Ben Okafor: on my way", "message"),
        ("you can go ahead and delete the Pizza expense", "delete"),
        ("try sending my last message to Ben Okafor again", "resend"),
        ("old_list.txt — bin it", "delete"),
    ],
)
def test_a_frame_that_only_says_the_request_is_wanted(task: str, intent: str) -> None:
    assert read(task).intent == intent


@pytest.mark.parametrize(
    "task",
    [
        "Could you make me a note in Markor? Name: ideas.md. Text: buy stamps",
        "new note in markor. Title: ideas.md. Content: buy stamps",
        "can you create a markor note? File name: ideas.md. Body: buy stamps",
    ],
)
def test_a_notes_name_and_text_labelled_as_sentences_of_their_own(task: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.title, goal.body) == ("create", "ideas.md", "buy stamps")


def test_a_labelled_sentence_inside_a_message_is_the_messages() -> None:
    goal = read("text Sam Wise: the name is Bob. Text: me later")
    assert goal.body == "the name is Bob. Text: me later"


@pytest.mark.parametrize(
    ("task", "word"),
    [
        ("delete every recipe with peanuts", "peanuts"),
        ("remove all recipes containing walnuts", "walnuts"),
        ("delete the recipes made with butter", "butter"),
        ("every recipe with garlic has to go", "garlic"),
    ],
)
def test_recipes_chosen_by_what_they_are_made_with_are_never_all_of_them(task: str, word: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.subject, goal.criterion, goal.value) == ("delete", "matching", "ingredients", word)


def test_a_recipe_chosen_by_a_count_is_not_chosen_by_an_ingredient() -> None:
    assert read("delete the recipe with 4 servings").criterion != "ingredients"


@pytest.mark.parametrize(
    "task",
    [
        "text Ben Okafor. the message: running late",
        "message Ben Okafor. it should say: running late",
        "reply to Ben Okafor. the text is: running late",
    ],
)
def test_a_sends_words_introduced_in_a_sentence_of_their_own(task: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.recipient, goal.body) == ("message", "Ben Okafor", "running late")


def test_a_notes_labelled_text_is_not_a_message() -> None:
    goal = read("make a note in Markor. Text: hello")
    assert (goal.intent, goal.body) == ("create", "hello")


@pytest.mark.parametrize(
    ("task", "obj", "name"),
    [
        ("axe the Lentil soup recipe", "recipe", "Lentil soup"),
        ("toss the Pizza expense", "expense", "Pizza"),
        ("strike old_list.txt", "note", "old_list.txt"),
        ("kill the Pizza expense", "expense", "Pizza"),
    ],
)
def test_everyday_verbs_delete_a_record_named_as_one(task: str, obj: str, name: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj, goal.extra) == ("delete", obj, (name,))


def test_everyday_verbs_of_deleting_leave_other_things_alone() -> None:
    assert read("kill wifi").intent == "toggle"
    assert read("scratch that").intent != "delete"
