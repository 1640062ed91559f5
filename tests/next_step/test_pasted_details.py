"""Forms met in the first run of people set 82, tested in other wordings: details pasted in the shape they came in
(key: value pairs, an invitation, a signature block, a receipt line, a recipe card, bullets, pipes, a quoted message)
with a short request after them, and a change to a record pasted as the record then its new value or an arrow. Each
is read with every field named, and a piece that fits no field keeps the request unread."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.pasted_details import pasted_request
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.said_values import doubt_about

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


def unasked(text: str) -> list[str]:
    goal = read_task(text, None, TODAY)
    steps = plan_for(goal)
    assert doubt_about(text, goal, steps) is None
    return steps


@pytest.mark.parametrize(
    ("text", "title", "day", "start", "end"),
    [
        (
            "Subject: Dentist check-up | Date: Fri Mar 22, 9:30 am | Duration: 45 min | Notes: bring the insurance card "
            "— add it to my calendar",
            "Dentist check-up",
            "2030-03-22",
            "09:30",
            "10:15",
        ),
        (
            "What: Team offsite / When: tomorrow, 10 am / How long: 3 hours -- schedule it",
            "Team offsite",
            "2030-03-15",
            "10:00",
            "13:00",
        ),
        (
            "Invitation: Wine tasting on March 29 at 6pm (90 min). Details: Bring a friend. please add to my calendar",
            "Wine tasting",
            "2030-03-29",
            "18:00",
            "19:30",
        ),
    ],
)
def test_an_event_pasted_as_labelled_pieces_is_made_with_each_field(
    text: str, title: str, day: str, start: str, end: str
) -> None:
    steps = unasked(text)
    assert f"Type '{title}' into the title field" in steps
    assert f"Type '{day}' into the date field" in steps
    assert f"Type '{start}' into the time field" in steps and f"Type '{end}' into the end time field" in steps


def test_an_invitation_with_its_length_after_a_comma_is_titled_by_its_event() -> None:
    said = pasted_request("You're invited: Design review on March 16 at 10:00, 45 min. pls put in my cal")
    assert said == 'create an event titled "Design review" on March 16 at 10:00 for 45 min'


def test_a_bare_bullet_list_says_an_event_by_the_shape_of_each_piece() -> None:
    said = pasted_request("• Standup • tomorrow 9:15 am • 15 min • desc: Bring the numbers -- add this event")
    assert (
        said
        == 'create an event titled "Standup" tomorrow at 9:15 am for 15 min with the description "Bring the numbers"'
    )


def test_a_repeat_pasted_beside_the_event_repeats_it() -> None:
    steps = unasked("Choir | starts Wed Mar 20 2030, 19:00 | 2 hours | repeats weekly, no end date -- put it in my cal")
    assert "Choose 'Weekly' for the repetition field" in steps and "Type '2030-03-20' into the date field" in steps


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "File name: shopping_list.txt / Text: Eggs, milk and bread. -- save as a note",
            "create a note named shopping_list.txt with the text: Eggs, milk and bread.",
        ),
        (
            "Folder: Archive | File: old_plans.md | Text: Nothing here yet. -- new note",
            "create a note named old_plans.md in the Archive folder with the text: Nothing here yet.",
        ),
        (
            "• Packing list: Passport, charger, socks. • Menu for Mum: Soup then pie. -- make these notes",
            'create the following notes: "Packing list" with the text "Passport, charger, socks." and "Menu for Mum" '
            'with the text "Soup then pie."',
        ),
        (
            "Task: Pay rent; Due: Mar 30; Notes: Transfer before noon — add it",
            'create a task "Pay rent" due on Mar 30 with the notes "Transfer before noon"',
        ),
        (
            "File: ideas.md; add at the end: Try the new bakery.",
            "edit ideas.md. Add to the bottom of the note: Try the new bakery.",
        ),
        (
            'Note: plan.md | New first line: "Draft" (blank line after it) | Rename to: plan_v2.md -- do it',
            "update the note plan.md by adding the following text, along with a new blank line before the existing "
            'content: "Draft", and rename it to plan_v2.md',
        ),
    ],
)
def test_notes_and_tasks_pasted_as_labels_are_said_with_their_fields(text: str, said: str) -> None:
    assert pasted_request(text) == said


def test_a_note_then_texted_on_by_its_last_label_is_made_then_sent() -> None:
    steps = unasked("Note name: hello.md | Text: Hi there. | Then text it to: +14155550111")
    assert "Type 'hello.md' into the title field" in steps and "Open the conversation with +14155550111" in steps


@pytest.mark.parametrize(
    ("text", "label", "number"),
    [
        ("— Omar Castillo | cell: +1 415 555 0199 — add him to my contacts", "", "+1 415 555 0199"),
        ("Ines Moreau, work: +14155550123 -- save her", "Work", "+14155550123"),
    ],
)
def test_a_signature_block_is_saved_as_a_contact(text: str, label: str, number: str) -> None:
    steps = unasked(text)
    assert f"Type '{number}' into the phone field" in steps and "Save the contact" in steps
    assert (f"Choose '{label}' for the phone label field" in steps) == bool(label)


def test_a_contact_typed_in_but_not_to_be_saved_stays_a_draft() -> None:
    said = pasted_request("First: Ada; Last: Lune; Phone: +14155550188 (home) -- fill in a new contact, do not save")
    assert said is not None and said.endswith("Do NOT hit save.") and "Phone Label: Home" in said


def test_a_contact_with_a_piece_that_fits_no_field_is_not_guessed() -> None:
    assert pasted_request("First: Ada; Last: Lune; Phone: +14155550188; Email: ada@lune.net -- add her") is None


@pytest.mark.parametrize(
    ("text", "rows"),
    [
        (
            "Coffee beans .... $18.99 | Food | note: Discounted -- log this expense",
            'Coffee beans, $18.99, Food, note "Discounted"',
        ),
        (
            "Cinema $12.50 (Entertainment); Bus $3.00 (Transportation) -- log both",
            "Cinema, $12.50, Entertainment; Bus, $3.00, Transportation",
        ),
        (
            'Dinner — $1,250.00 — Food — "Team party" — log it',
            'Dinner, $1,250.00, Food, note "Team party"',
        ),
    ],
)
def test_receipt_lines_are_logged_as_expenses(text: str, rows: str) -> None:
    assert pasted_request(text) == f"add these expenses: {rows}"


def test_a_recipe_card_is_added_with_every_field() -> None:
    steps = unasked(
        "Lemon cake — Zesty and light — serves 8 — 50 mins — source: aunt — ingredients: lemons, flour, sugar — "
        "directions: Mix and bake. — add this recipe"
    )
    assert "Type '8 servings' into the servings field" in steps and "Type 'aunt' into the source field" in steps
    assert "Type 'Mix and bake.' into the directions field" in steps


def test_a_recipe_card_with_hours_and_no_description() -> None:
    said = pasted_request("Banana bread — serves 8 — 1 hr 10 min — ingredients: bananas, flour — add this recipe")
    assert said == (
        'add a recipe titled "Banana bread" with 8 servings, a preparation time of 1 hr 10 mins and the ingredients '
        '"bananas, flour"'
    )


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "- buy stamps <- add that to the end of errands.md",
            'add the line "buy stamps" at the end of the note errands.md',
        ),
        (
            "• Call the vet — put this line at the top of week.txt",
            'add the line "Call the vet" at the top of the note week.txt',
        ),
        ("Alarm: 6:10 am | Label: Run -- set it", 'set an alarm for 6:10 am labelled "Run"'),
        (
            "Road trip: Echo Park, Neon Rain -- make this a vlc playlist",
            'create a playlist in VLC titled "Road trip" with the following songs, in order: Echo Park, Neon Rain',
        ),
    ],
)
def test_a_line_an_alarm_and_a_named_list_pasted_before_their_request(text: str, said: str) -> None:
    assert pasted_request(text) == said


def test_a_note_then_texted_to_a_person_by_name_sends_its_text() -> None:
    steps = unasked("Note name: hi.md | Text: See you soon. | Then text it to: Ana")
    assert "Type 'hi.md' into the title field" in steps and "Type 'See you soon.' into the body field" in steps
    assert "Open the conversation with Ana" in steps and "Type 'See you soon.'" in steps


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('To: Ana | Msg: "Be there at 6" -- send it', 'text Ana "Be there at 6"'),
        ('"Be there at 6" — text that to +14155550100', 'text +14155550100 "Be there at 6"'),
    ],
)
def test_a_quoted_message_sent_on_to_whom_the_paste_or_the_request_names(text: str, said: str) -> None:
    assert pasted_request(text) == said


def test_a_change_that_fits_no_field_is_never_read_as_a_new_record() -> None:
    assert pasted_request("Fish tacos | Spice level: hot -- update the recipe") is None


def test_a_tracklist_and_a_queue_are_read_in_order() -> None:
    made = plan("Playlist: Sunday Mix • Tracks: 1. Echo Park 2. Golden Hour 3. Neon Rain -- create it")
    assert "Check the playlist 'Sunday Mix' holds 'Echo Park|Golden Hour|Neon Rain'" in made
    queued = plan("Up next: Echo Park / Neon Rain -- queue them")
    assert queued[1:] == ["Add 'Echo Park' to the playing queue", "Add 'Neon Rain' to the playing queue"]


@pytest.mark.parametrize(
    ("text", "steps"),
    [
        ('To: +14155550100 | Message: "On my way" -- reply with that', ["Open the conversation with +14155550100"]),
        ('"See you at 8" <- reply that to the latest text', ["Open the latest conversation", "Type 'See you at 8'"]),
    ],
)
def test_a_quoted_message_pasted_then_sent_on(text: str, steps: list[str]) -> None:
    assert set(steps) <= set(plan(text))


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Gym (Mar 20, 7:00): 60 min -> 45 min -- update it",
            'make the event "Gym" on Mar 20 last 45 minutes, keeping its start time',
        ),
        (
            "Team sync, Wed Mar 20 -- time changed: 10am -> 11am. please update the calendar",
            'move the event "Team sync" on Mar 20 to 11am',
        ),
        (
            "Taxi home | $18.50 | Transportation -> Social -- change the category",
            "change the category of the expense named Taxi home to Social",
        ),
        (
            "Groceries: was $68.50, now $72.00 -- fix the expense",
            "change the amount of the expense Groceries to $72.00",
        ),
        (
            'todo.md: "Buy stamps" -> "Buy stamps and envelopes" -- swap that line',
            'in todo.md, replace the line "Buy stamps" with "Buy stamps and envelopes"',
        ),
        (
            "Car service — Where: Main street garage — update the event",
            'set the location of the event "Car service" to "Main street garage"',
        ),
        (
            "Gym — New time: 6pm (same day) — Location: Fit Hub — update the event",
            'move the event "Gym" to 6pm the same day and set its location to "Fit Hub"',
        ),
        (
            "Fish tacos -- Directions: Grill and fold. -- replace the directions with this",
            'set the directions of the recipe "Fish tacos" to "Grill and fold."',
        ),
        (
            "Track: Morning loop | Description: Felt strong -- update it",
            'set the description of the track "Morning loop" to "Felt strong"',
        ),
        (
            "Taxi home | $18.50 | Note: Split with Ana -- add that note to the expense",
            'set the note of the expense "Taxi home" to "Split with Ana"',
        ),
        (
            "Risotto — servings: 4 (was 2) — change the recipe",
            'change the servings of the recipe "Risotto" to 4 servings',
        ),
        (
            "Risotto | prep time: 25 mins -- update the recipe",
            'set the preparation time of the recipe "Risotto" to "25 mins"',
        ),
        (
            "Event: Book club (Mar 21) / New title: Reading group — rename it",
            'rename the event "Book club" on Mar 21 to "Reading group"',
        ),
        (
            "Haircut: Mar 22 -> Mar 27, same time -- update the calendar",
            'move the event "Haircut" from Mar 22 to Mar 27, keeping its time',
        ),
        (
            "Ines Tanaka <ines@post.net> -- add the email to her contact",
            "add the email address ines@post.net to the contact Ines Tanaka",
        ),
        (
            'notes.md should now read: "Call the plumber." -- replace what\'s there',
            'change the text of the note notes.md to "Call the plumber."',
        ),
    ],
)
def test_a_change_pasted_as_the_record_then_its_new_value(text: str, said: str) -> None:
    assert pasted_request(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "I'm running late -- send it",
        "Ben — tell him I'm on my way",
        "Budget review -- delete it",
        "Yoga class — Mood: calm — update the event",
        "Flowers | Social -> Donation -- archive it",
        # A sentence before the request, or a request carrying a value of its own, is read by the other readings.
        "Lunch cost me $12.00 (food). add it as an expense with the note Work trip",
        "Cinema $12.50 (Entertainment) -- add it with the note Paid by Omar",
    ],
)
def test_what_is_no_pasted_record_is_left_to_the_other_readings(text: str) -> None:
    assert pasted_request(text) is None
