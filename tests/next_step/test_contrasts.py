"""Requests said beside what the job is not (people set 126's classes), in wordings other than the set's: a contrast
("not A, B", "B, not A", "(not A)", "- not A -"), "rather than" / "instead of", a side action forbidden before or after
the request, a field or the rest left alone (intent/contrasts.py); an event's time changed as "the time of X"
(told_changes.py); the app said before the kind a question asks for (app_question_mends.py); a task's due day in a
sentence of its own (task_entries.py). Each is run on the app and judged by the world it leaves; what changes a job
(not saving, not counting, a kept entry, a message's own words) stays as said."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.contrasts import contrasts_dropped, says_what_it_is_not
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template_id", "text"),
    [
        # The excluded half of a contrast taken for the job: the number dialled last called back (a false done).
        (
            "OwnPhoneCallBackLastCaller",
            "ring back the person who rang me most recently - not the last one I phoned, the one who phoned me",
        ),
        # A contrast about the name between the title and the body: the title had been typed as the body (a false
        # done).
        (
            "OwnMarkorCreateNoteTitleBody",
            'create a note in markor called "Gift ideas" - that\'s the file name, not the first line - and the body: '
            "A scarf for Omar and a book for Lena.",
        ),
        # A side action forbidden before the request, its pronoun the person it named.
        ("OwnPhoneGoingHold", "don't end the call with Felix, just put him on hold"),
        ("OwnCalendarAddEventFromSms", "don't reply to Lena Haddad, just add the event she sent me to my calendar"),
        # ... and after it.
        ("OwnPhoneHangUp", "hang up this call. don't mute it, end it"),
        (
            "OwnVlcQueueVideos",
            "put birthday_cake.mp4 and then skate_trick.mp4 at the end of the vlc queue, don't play them yet",
        ),
        # A contrast in brackets or between dashes.
        ("OwnVlcRenamePlaylist", "rename the Sunday Mix playlist (not the Workout one) to Sleep in vlc"),
        ("OwnRetroDeletePlaylist", "remove my Road Trip playlist - not the songs, only the playlist - in retro music"),
        (
            "SimpleCalendarAddRepeatingEvent",
            "new event Lunch with Sam on march 18 2030 at 12 for 90 minutes, every day (not every week) forever, "
            "description: Confirm the day before",
        ),
        # The kept half of a contrast says which one: the file's place.
        ("FilesDeleteFile", "delete receipt_523.pdf, the one from Documents, not the Download one"),
        # What is left alone beside the job.
        ("OwnTracksNamedDelete", "delete Forest trail in opentracks. just that one, keep the rest"),
        ("OwnTracksNamedDelete", "delete Forest trail from opentracks, only that one - leave all the others alone"),
        ("OpenAppTaskEval", "open files, nothing else. accept any permissions"),
        # "rather than" / "instead of", and the time of an event changed.
        (
            "OwnCalendarMoveEventTime",
            "keep the name as it is, just move Parent-teacher meeting on the 23rd to 2pm instead of 9am",
        ),
        ("OwnCalendarMoveEventTime", "change the time of the Parent-teacher meeting on the 23rd to 2pm"),
        (
            "OwnCalendarMoveEventTime",
            "can you shift the start time of Parent-teacher meeting on March 23, make it 14:00",
        ),
        # The app before the kind a question asks for.
        ("OwnVlcWhichPlaylist", "what vlc playlist is Glass Houses in?"),
        ("OwnVlcWhichPlaylist", "which of my vlc playlists is Glass Houses on?"),
        # A task's due day in a sentence of its own.
        (
            "OwnTasksCreateWithDueAndNotes",
            "add a task Return library books. Due March 18. Notes: Three books, due at the front desk",
        ),
    ],
)
async def test_a_request_said_with_what_it_is_not_leaves_the_world_the_job_asks_for(
    template_id: str, text: str
) -> None:
    done = await run_wording(template_id, text)
    assert done.verdict.passed, (text, done.verdict.problems[:1], done.transcript[-4:])


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("don't call Ravi, just text him: running late", "text Ravi: running late"),
        (
            "call back the last person who rang. not the last number I dialled, the one who called me",
            "call back the last person who rang.",
        ),
        ("call Maya - not her work number but her mobile", "call Maya - her mobile"),
        (
            "delete Forest trail in opentracks and leave the rest of my tracks alone",
            "delete Forest trail in opentracks",
        ),
        ("rename Sunday Mix in vlc to Sleep, not to Workout", "rename Sunday Mix in vlc to Sleep"),
        ("delete the Bakery expense but keep the other expenses", "delete the Bakery expense"),
        ("total km of my rides in miles rather than km", "total km of my rides in miles"),
        (
            "set Yoga class on the 21st to repeat every week, nothing else changes",
            "set Yoga class on the 21st to repeat every week",
        ),
    ],
)
def test_what_the_job_is_not_is_dropped(said: str, read: str) -> None:
    assert contrasts_dropped(said) == read


@pytest.mark.parametrize(
    "said",
    [
        # Not saving, not counting, a kept entry, "don't forget": each changes the job.
        "new contact Ravi Brennan 555 0100, don't save it",
        "new contact Ravi Brennan 555 0100. no need to save it",
        "how many activities in february? don't count the swims",
        "how much did I spend in march, not counting rent?",
        "delete all my runs, keep the one from March 3",
        "add Dentist on friday at 9, don't forget the description: bring the x-rays",
        # A question's own exclusion is its filter.
        "list my notes, not the ones in Archive",
        # A message's or a note's own words, and quoted text.
        "text Maya: not now, later",
        "reply to Lena saying I can't come, not today",
        'new note "Not this, that" in markor',
        # A value said over is self_repairs.py's, never half dropped here.
        "delete the event on the 3rd - not the 3rd but the 5th",
        # Another action after the forbidden one.
        "call Maya. don't call her, text her",
        "I missed a call from Tomas - don't text him, call him back",
        # The wrong state beside the right one is where the thing is now.
        "lease_2030.pdf should be in Documents, not Download",
        # A replacement said with "instead of" or "not" needs both words; a timer "not started" is the job's own.
        "fix reading_12.md in markor, it should say Monday instead of Friday",
        "fix reading_12.md in markor, it should say Monday, not Friday",
        "set a 25 min timer, not started",
    ],
)
def test_what_changes_the_job_stays_as_said(said: str) -> None:
    assert contrasts_dropped(said) == said


def test_an_aside_that_says_what_the_job_is_not_is_no_field() -> None:
    assert says_what_it_is_not("not Workout") and says_what_it_is_not("don't add them to Focus")
    assert not says_what_it_is_not("don't save it") and not says_what_it_is_not("Bring the documents")
