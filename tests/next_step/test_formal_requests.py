"""Requests in a task writer's formal register (first tries, session 25: 12 of 30 done at first sight, one false
done), each proved in other wordings than the ones found."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("PhoneMakeCall", "Place a phone call to +19685551245."),
        ("OwnPhoneHangUp", "Disconnect the call that is currently ongoing."),
        (
            "PhoneCallTextSender",
            "Make a call to the sender of the latest text message and keep the in-call screen shown.",
        ),
        ("OwnTracksDeleteActivity", "Eliminate the Swimming activity dated March 12 from OpenTracks."),
        (
            "OwnCalendarDeleteTwoEvents",
            'Erase both the "Team sync" event and the "Dentist appointment" event from Simple Calendar Pro.',
        ),
        (
            "OwnRetroRenamePlaylist",
            'Using Retro Music, modify the name of the playlist "Focus" so that it is now called "Chill".',
        ),
        (
            "OwnCalendarMoveEventTime",
            'In Simple Calendar Pro, adjust the event "Parent-teacher meeting" on March 23 so that it begins at 2pm.',
        ),
        (
            "OwnExpenseEditAmountAndCategory",
            "Within Pro Expense, modify the expense called Flowers: change its amount to $77.75, and set its category "
            "to Education.",
        ),
        (
            "SimpleCalendarAddOneEventTomorrow",
            "In Simple Calendar Pro, create an event titled 'Yoga class' tomorrow at 8:00 AM with a duration of one hour. "
            "Set its description to 'Bring the documents'.",
        ),
        (
            "OwnVlcPlayThenQueueTwo",
            "In VLC, start playback of Sunday Drive and afterwards add Old Radio and Night Bus to the queue.",
        ),
        (
            "OwnFilesDeleteKind",
            "Delete each file with the .txt extension from the Documents directory in the Files app.",
        ),
        ("SystemWifiTurnOffVerify", "Deactivate Wi-Fi on this phone."),
        # s25e: calls, players and deletes in formal words.
        ("OwnPhoneCallMuted", "Place a call to Ravi Tanaka and, once the call is connected, mute my microphone."),
        ("OwnPhoneCallThenHold", "Make a call to Felix Suzuki and put the call on hold once it has connected."),
        ("OwnPhoneGoingSpeaker", "Activate the speaker for the current call."),
        ("OwnPhoneCallFavourite", "From my favourites in the Phone app, call Ines Moreau."),
        (
            "OwnPhoneCallNumberInEvent",
            "Call the number mentioned in the description of my Vet visit event in Simple Calendar Pro.",
        ),
        (
            "PhoneReturnMissedCall",
            "Make a return call to the latest missed call and ensure the In-Call UI is displayed with options like 'Hold'.",
        ),
        (
            "OwnManyNotesDeleteFolder",
            "Using Markor, delete each note stored in the Archive folder but keep the folder itself.",
        ),
        ("OwnVlcPlayThenNext", "In VLC, begin playing the song Sunday Drive and queue Quiet Storm to play after it."),
        ("OwnVlcDeleteSong", "Erase the song Copper Sky from the VLC library."),
        ("CameraTakePhoto", "Use the Camera app to capture a single photo."),
        ("SystemBluetoothTurnOn", "Turn on Bluetooth in the phone settings."),
        # s25j.
        (
            "OwnRetroRemoveFromPlaylist",
            'Take Static Love out of my "Chill" playlist in Retro Music, without deleting the song itself.',
        ),
        ("OwnVlcPlayAsAudio", "In VLC, play the video beach_day.mp4 with audio-only playback."),
        # s25p.
        ("OwnVlcPlayAsAudio", "In VLC, play beach_day.mp4 with the video turned off so that only the audio plays."),
        ("OwnVlcPlayNext", "In VLC, set Sunday Drive to play next, right after the current song."),
        (
            "OwnExpenseAddWithNote",
            "In Pro Expense, record an expense named Birthday dinner with the amount $1,922.50, category Food and note "
            '"Paid by card". Fill in all the fields.',
        ),
        # s25i.
        ("OwnPhoneHangUp", "End the active phone call."),
        (
            "OwnPhoneSaveCallerAsContact",
            "Add a new contact called Greta Lindqvist with the number of the call received at 7:40 PM.",
        ),
        (
            "OwnExpenseAddWithNote",
            'Record a new expense in Pro Expense: name Birthday dinner, amount $1,922.50, category Food, note "Paid by '
            'card". All the fields should be filled in.',
        ),
        (
            "OwnTracksRenameTrack",
            'Using OpenTracks, update the name of my cycling track from March 10 to "Hill repeats".',
        ),
        ("OwnExpenseEditNote", 'Change the note field of the Cinema expense to "Paid by Omar" in Pro Expense.'),
        # s26k: the device said formally; two had been false dones ("Begin timing with the stopwatch" reported done with
        # it stopped, "name the file X when saving it" saved "X when saving it").
        ("SystemWifiTurnOffVerify", "Turn the Wi-Fi connection off."),
        ("ClockStopWatchRunning", "Start timing on the stopwatch."),
        ("ClockStopWatchPausedVerify", "Freeze the running stopwatch."),
        ("AudioRecorderRecordAudio", "Use the Audio Recorder app to record an audio clip and save it."),
        (
            "AudioRecorderRecordAudioWithFileName",
            "Record audio in Audio Recorder and name it interview_66 while saving it.",
        ),
        (
            "SimpleSmsSendReceivedAddress",
            "Hana Novak texted me the address of the event. Send that address to Priya Suzuki.",
        ),
        ("OwnSmsNextEventLocation", "Find out where my next event is and send the location to Ines Moreau."),
        ("OwnVlcPlayAsAudio", "Play beach_day.mp4 in VLC with audio only."),
        ("OwnPhoneAnswerRinging", "Accept the incoming phone call."),
        ("OwnPhoneWhoIsOnTheLine", "The name of the person I'm on a call with?"),
    ],
)
async def test_formal_requests_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
