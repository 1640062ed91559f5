"""Requests thumbed the way people text, met in the first run of people set 55, tested in other wordings: letters and
chat words for words ("u", "r", "n", "w", "rn", "b4", "gonna"), apostrophes left out ("whats", "dont"), a question's
answer form said last with no question mark ("… just the name pls"), a span of days said without "from", "… but keep
the start time", "with this text …", a field "on" an entry for "of" it, playlists counted out run on ("1st one X w A
and B 2nd one Y w …"), recipes typed as labels and quoted values with no commas, and an entry's fields run on without commas. A message's
own words stay as typed."""

from __future__ import annotations

import json
import random
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.texting import untexted
from tests.next_step.androidworld import suite
from tests.next_step.androidworld.report import run_all
from tests.next_step.androidworld.template import Task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)
_TEMPLATES = {template.id: template for template in suite.TEMPLATES}


def _plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


def _asked(text: str) -> dict[str, object]:
    plan = _plan(text)
    assert plan[-1].startswith("Answer from the list: "), plan
    return dict(json.loads(plan[-1].removeprefix("Answer from the list: ")))


async def _done(template_id: str, wording: str) -> None:
    """The job done, checked on the simulated phone, with the template's second parameter set said as ``wording``."""
    template = _TEMPLATES[template_id]
    params = template.params(random.Random(f"{template.id}:1"))
    (run,) = await run_all([Task(template, params, 1, "test", wording.format(**params))])
    assert run.verdict.passed, (run.verdict.problems, run.transcript)


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("can u turn wifi off rn", "can you turn wifi off"),
        ("how many songs r in my Chill playlist", "how many songs are in my Chill playlist"),
        ("open notes n delete old_list.md", "open notes and delete old_list.md"),
        ("im gonna need ur help b4 2nite", "I'm going to need your help before tonight"),
        ("whats on tmrw, dont skip anything", "what's on tmrw, don't skip anything"),
    ],
)
def test_texting_letters_and_chat_words_are_spelled_out(typed: str, meant: str) -> None:
    assert untexted(typed) == meant


def test_a_lone_letter_inside_a_value_is_left_alone() -> None:
    assert untexted("open u.txt and n-gram.md") == "open u.txt and n-gram.md"
    assert "Type 'u r late'" in _plan("tell Ana Ruiz u r late")
    assert "Type 'brb w u in 5'" in _plan("text Omar Castillo: brb w u in 5")


def test_fields_typed_one_after_another_without_commas() -> None:
    assert untexted("new event Dentist on march 3 location City library note Bring card") == (
        "new event Dentist on march 3, location City library, note Bring card"
    )
    assert untexted("add a note Groceries") == "add a note Groceries"  # one label, after "a": no list
    assert untexted('log Lunch amount $12 category Food note "Team lunch" n fill in every field') == (
        'log Lunch, amount $12, category Food, note "Team lunch". Make sure every field is filled in.'
    )
    assert untexted('add a note "name Bob amount 5" pls') == 'add a note "name Bob amount 5" pls'  # quoted: as typed


def test_the_request_is_spelled_out_up_to_where_its_message_begins() -> None:
    assert untexted("can u reply to whoever txtd me last n say brb w u in 5") == (
        "can you reply to whoever texted me last and say brb w u in 5"
    )
    assert _plan("reply to the last text w See u at 8")[-2:] == ["Type 'See u at 8'", "Send the message"]


@pytest.mark.parametrize(
    ("template_id", "wording"),
    [
        ("SimpleSmsReply", "can u msg {number} n say {message}"),
        ("SimpleSmsReply", "txt {number} back {message}"),
        ("SimpleSmsReply", "can u txt {number} back n say {message} thx"),
        ("SimpleSmsReply", "hey reply to {number} w {message}"),
        ("SimpleSmsResend", "resend my last msg to {name} it didnt go thru"),
        ("SimpleSmsResend", "pls send the last txt i sent {name} again"),
    ],
)
async def test_messages_texted_keep_their_words(template_id: str, wording: str) -> None:
    await _done(template_id, wording)


def test_more_chat_forms_of_a_question() -> None:
    assert untexted("wats the name of the last caller") == "what's the name of the last caller"
    asked = _asked("when was my 1st run in opentracks date only")
    assert (asked["mode"], asked["pick"], asked["kind"]) == ("date", "min", "running")
    asked = _asked("is beach_day.mp4 on my Kids playlist in vlc yes or no")
    assert (asked["mode"], asked["of"], asked["subject"]) == ("exists", "beach_day.mp4", "Kids")
    assert untexted("whats the prep time for Fish tacos in mins just the number") == (
        "what's the prep time for Fish tacos in minutes? just the number"
    )
    assert untexted("whats on the 1st of march") == "what's on the 1st of march"  # a day, not an ordinal word


def test_where_the_videos_are_said_last() -> None:
    plan = _plan("make a playlist Road trip in vlc w dog_park.mp4 n beach_day.mp4 in that order theyre in Camera")
    assert plan[-1] == "Check the playlist 'Road trip' holds 'dog_park.mp4|beach_day.mp4'"


def test_a_kind_of_file_is_no_message() -> None:
    assert (
        untexted("delete the txt files in music w the files app") == "delete the txt files in music with the files app"
    )


def test_a_switch_said_with_rn_is_switched() -> None:
    goal = read_task("kill wifi rn pls", None, TODAY)
    assert (goal.intent, goal.setting, goal.on) == ("toggle", "wifi", False)


def test_apostrophes_left_out_still_ask() -> None:
    asked = _asked("whats the number of the last call i missed")
    assert (asked["source"], asked["kind"], asked["by"]) == ("calls", "missed", "number")


@pytest.mark.parametrize(
    ("text", "mode", "subject"),
    [
        ("which songs r on my Sunday Mix playlist in retro music titles only pls", "titles", "Sunday Mix"),
        ("how many km was my Morning loop track just the number pls", "km", "Morning loop"),
    ],
)
def test_an_answer_form_said_last_without_a_question_mark(text: str, mode: str, subject: str) -> None:
    asked = _asked(text)
    assert (asked["mode"], asked["subject"]) == (mode, subject)


def test_a_question_ending_in_what_it_asks_is_not_cut() -> None:
    assert untexted("what is his phone number please") == "what is his phone number please"
    assert untexted("what are the file names please") == "what are the file names please"


def test_a_span_of_days_said_without_from() -> None:
    assert _plan("anything on march 21 to march 23")[-1].startswith(
        "Answer from the agenda: titles_or_no 2030-03-21 2030-03-23"
    )
    assert _plan("what events have i got 18 march through 20 march")[-1].startswith(
        "Answer from the agenda: titles 2030-03-18 2030-03-20"
    )


def test_what_an_edit_keeps_said_with_but() -> None:
    plan = _plan("make Team sync on march 20 45 mins long but dont change the start time")
    assert "Make the event last 45 minutes" in plan
    assert "Make the event last 45 minutes" in _plan("make Team sync on march 20 45 minutes long but keep its start")
    assert "Make the event last 45 minutes" in _plan(
        "make Team sync on march 20 last 45 mins but dont change when it starts"
    )


def test_with_this_text_and_a_field_on_an_entry() -> None:
    assert "Type 'Eggs and milk' into the body field" in _plan(
        "new note in markor shopping_2.md with this text Eggs and milk."
    )
    assert "Type 'Eggs and milk' into the body field" in _plan("markor new note list_3.md w the text Eggs and milk.")
    plan = _plan("change the category on the Taxi expense to Travel")
    assert plan[1:3] == ["Open the expense 'Taxi'", "Choose 'Travel' for the category field"]


def test_playlists_counted_out_run_on() -> None:
    plan = _plan(
        "make 2 playlists in retro music first one Chill w Echo Park and Neon Rain 2nd one Gym w Paper Planes and First Light"
    )
    assert "Check the playlist 'Chill' holds 'Echo Park|Neon Rain'" in plan
    assert "Check the playlist 'Gym' holds 'Paper Planes|First Light'" in plan


async def test_recipes_typed_as_labels_and_quoted_values() -> None:
    await _done(
        "OwnRecipeAddSeveralFull",
        'can u add these 2 recipes to broccoli "Shakshuka" desc "Eggs in spiced tomato" 6 servings 35 mins prep'
        ' ingredients "eggs, tomatoes, cumin" directions "Simmer the sauce, crack in the eggs." and "Miso soup" desc'
        ' "Light starter" 5 servings 50 mins prep ingredients "miso, tofu, seaweed" directions "Warm the broth and stir'
        ' in the miso."',
    )


@pytest.mark.parametrize(
    ("template_id", "wording"),
    [
        (
            "OwnVlcTwoPlaylistsSentences",
            "vlc pls make 2 playlists 1st one {new} w documentary.mkv n dog_park.mp4 2nd one Late night w birthday_cake.mp4 n beach_day.mp4",
        ),
        ("OwnCalendarEventsInRange", "what do i have on march 30 2030 to april 1 2030 titles only w commas"),
        ("OwnSmsWhoTextedAbout", "who msgd me abt the meeting name only"),
        ("OwnCalendarChangeDuration", "make {title} on march 21 120 mins long but dont move the start time"),
        ("OwnTracksNamedRetype", "can u set the type on my Canal tour track to cycling in opentracks"),
        ("MarkorCreateNote", "new markor note {file_name} w this text {text}"),
        (
            "OwnContactsAddSeveral",
            "add 2 contacts Tomas Novak work number +12705553793 n Felix Castillo main number +19745554211",
        ),
        (
            "OwnExpenseAddWithNote",
            "add an expense in pro expense name Theatre show amount $1,360.25 category Entertainment note Split with Omar"
            " n fill in every field",
        ),
    ],
)
async def test_texted_jobs_are_done(template_id: str, wording: str) -> None:
    await _done(template_id, wording)
