"""A job written as short steps, one sentence each (first tries, session 25: 2 of 30 done at first sight, two false
dones), each proved in other wordings than the ones found."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        # The two false dones' shapes: an event saved on another day, one contact of two saved.
        (
            "SimpleCalendarAddRepeatingEvent",
            "In Simple Calendar Pro, create an event named 'Lunch with Sam'. It begins on March 18, 2030 at noon and "
            "lasts 90 minutes. It recurs daily forever. The description is 'Confirm the day before'.",
        ),
        (
            "OwnContactsAddSeveral",
            "Create two contacts. Lena Haddad, work number +17735552755. Priya Lindqvist, home number +16555554948.",
        ),
        ("OwnRetroAddSongToPlaylist", 'In Retro Music, open the "Chill" playlist. Add Neon Rain to it.'),
        ("OwnVlcRemoveFromPlaylist", 'Open the "Workout" playlist in VLC. Remove party_12.mp4 from it.'),
        ("OwnTracksNamedRetype", 'In OpenTracks, find the track "Canal tour". Set the activity type to Running.'),
        ("OwnMarkorCreateFolder", "In Markor, create a folder. Name it Projects."),
        (
            "OwnVlcNewSongPlaylist",
            'Make a playlist in VLC. Call it "Evening". Put Quiet Storm, Copper Sky and Night Bus in it, in that order.',
        ),
        ("MarkorEditNote", "Open workout_18.txt in Markor. Add at the end: Book the train to Lyon before Friday."),
        (
            "OwnExpenseRenameByAmount",
            'In Pro Expense, locate the expense of $49.50. Rename it to "Lunch with Ines". Keep its amount, category '
            "and note.",
        ),
        ("OwnSmsNextEventLocation", "Check my next event in Simple Calendar Pro. Text its location to Ines Moreau."),
        # s25l: one had been a false done (a contact draft's number dialled).
        (
            "ContactsNewContactDraft",
            "Go to the new contact screen. First name: Tomas, last name: Brennan, phone: +18995559039, label: Work. Do "
            "not save it.",
        ),
        ("OwnTracksNamedDelete", 'Open OpenTracks. Select the track "Forest trail". Delete it.'),
        ("OwnTasksMarkDone", 'Open the Tasks app. Find the task "Email the landlord". Mark it as done.'),
        (
            "ClockTimerEntry",
            "Open the Clock app. Go to the timer. Set 1 hour, 38 minutes and 49 seconds. Do not start it.",
        ),
        (
            "OwnManyFormalCalendarEvent",
            "Open Simple Calendar Pro. Add an event. Title: 'Dentist checkup'. Date: 2030-03-19. Start: 11:00. Length: 30 "
            "minutes. Description: 'Bring the insurance card'.",
        ),
        ("OwnPhoneCallNumberInLatestText", "Read my latest text message. Call the number in it."),
        (
            "SimpleSmsReply",
            "Open Simple SMS Messenger. Open the conversation with +13525551454. Reply Running ten minutes late",
        ),
    ],
)
async def test_jobs_written_as_steps_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
