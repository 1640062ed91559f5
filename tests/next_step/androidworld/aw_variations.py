"""AndroidWorld's own alternative goal wordings for the seen templates: ``python -m
tests.next_step.androidworld.report --variations``.

The wordings are the benchmark authors', not ours: ``ADDITIONAL_TASK_TEMPLATES`` in google-research/android_world,
``android_world/task_evals/robustness_study/goal_template_variation.py`` (Apache-2.0), four rewordings per task class
written for their robustness study of agents against goal phrasing ("Utilize the Audio Recorder app to capture an
audio clip ...", "Establish a calendar event ... at {hour} o'clock"). They are kept word for word, quirks and all (a
missing space before ``{hour}h``, a stray quote after a date, "its" for "it's"), since that is what a user of the
benchmark sends; only the parameter names are mapped onto our templates' (a deleted event's title and hour are our
``targets[0]``). A test set apart from people.py's because nobody here wrote it: it measures the goal grammar on a
register (formal, thesaurus verbs: employ, establish, populate, erase) that was never tuned on.

Only classes our suite has as seen templates are worded here: the study's held-out classes (MarkorCallApartment,
TurnOnWifiAndOpenApp) are left out so the held-out split stays untouched, and OsmAndMarker is not in our suite.
"""

from __future__ import annotations

from collections.abc import Callable

from . import suite
from .template import Params, Task

Keys = Callable[[Params], dict[str, object]]


def _same(p: Params) -> dict[str, object]:
    return dict(p)


def _deleted_event(p: Params) -> dict[str, object]:
    """The study's ``{event_title}`` and ``{hour}`` are our deleted event's, ``targets[0]``."""
    title, hour = p["targets"][0]
    return {**p, "event_title": title, "hour": hour}


# (class, how our parameters fill the study's names, the study's four wordings as it writes them)
STUDY: tuple[tuple[str, Keys, tuple[str, ...]], ...] = (
    (
        "AudioRecorderRecordAudioWithFileName",
        _same,
        (
            'Utilize the Audio Recorder app to capture an audio clip and save it under the name "{file_name}".',
            'Capture an audio recording and store it with the designated name "{file_name}" using the Audio Recorder '
            "application.",
            'Record an audio clip, ensuring its saved with the filename "{file_name}" through the Audio Recorder app.',
            "Employ the Audio Recorder app to record an audio clip, making sure to save it with the name "
            '"{file_name}".',
        ),
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        _same,
        (
            "Using Simple Calendar Pro, schedule an event for this {day_of_week} at {hour} o'clock titled "
            "'{event_title}' with the description '{event_description}'. Ensure the event duration is "
            "{duration_mins} minutes.",
            "Create a calendar entry in Simple Calendar Pro for this {day_of_week} at {hour}h labeled '{event_title}' "
            "and detailed with '{event_description}'. Set the event duration to {duration_mins} minutes.",
            "Employ Simple Calendar Pro to set up a calendar event for this {day_of_week} at {hour}h with the title "
            "'{event_title}' and a brief '{event_description}'. Specify the event duration as {duration_mins} "
            "minutes.",
            "Establish a calendar event in Simple Calendar Pro for this {day_of_week} at {hour} o'clock, naming it "
            "'{event_title}' and describing it as '{event_description}'. Make sure the event lasts for "
            "{duration_mins} minutes.",
        ),
    ),
    (
        "SimpleCalendarDeleteOneEvent",
        _deleted_event,
        (
            "Remove the calendar event titled '{event_title}' at {hour} o'clock on {year}-{month}-{day} from Simple "
            "Calendar Pro.",
            "Utilize Simple Calendar Pro to delete the event scheduled for{hour}h on {year}-{month}-{day} labeled "
            "'{event_title}'.",
            "In Simple Calendar Pro, erase the calendar event titled '{event_title}' occurring at {hour} o'clock with "
            "the date {year}-{month}-{day}'.",
            "Delete the calendar entry labeled '{event_title}' at {hour}h on {year}-{month}-{day} in Simple Calendar "
            "Pro.",
        ),
    ),
    (
        "ExpenseDeleteDuplicates",
        _same,
        (
            "Remove any duplicate expenses in Arduia Pro Expense, keeping at least one unique instance of each "
            "expense type.",
            "Ensure only one instance of each unique expense remains in Arduia Pro Expense by deleting all exact "
            "duplicates.",
            "In Arduia Pro Expense, remove redundant expenses such that only a single instance of each unique "
            "expense remains.",
            "Eliminate all duplicate expenses from Arduia Pro Expense, preserving at least one occurrence of each "
            "distinct expense.",
        ),
    ),
    (
        "MarkorCreateNote",
        _same,
        (
            "Generate a new note within Markor, assigning the title '{file_name}', and input the text: '{text}'.",
            "Initiate a new note in Markor titled {file_name}, and include the text: '{text}'.",
            "In Markor, establish a note named {file_name} and populate it with the text: {text}.",
            "Create a note named {file_name} in Markor, filling it with the content: {text}.",
        ),
    ),
    (
        "MarkorDeleteNewestNote",
        _same,
        (
            "Remove the most recent note from Markor.",
            "Delete the latest note in Markor.",
            "Erase the newest note recorded in Markor.",
            "Remove the last-created note from Markor.",
        ),
    ),
    (
        "SaveCopyOfReceiptTaskEval",
        _same,
        (
            "Duplicate the file named '{file_name}' from DCIM and store it with the identical name in the Download "
            "directory.",
            "Make a copy of the {file_name} file located in DCIM and save it under the same name within the Download "
            "folder.",
            "Replicate the '{file_name}' file from DCIM and ensure a duplicate is saved with the matching name in the "
            "Download directory.",
            "Create a duplicate of {file_name} from DCIM and place it in the Download folder with the same name.",
        ),
    ),
    (
        "SimpleSmsReplyMostRecent",
        _same,
        (
            "Respond to the latest text message using Simple SMS Messenger, incorporating the message: '{message}'",
            "Utilize Simple SMS Messenger to reply to the most recent text message with the content: {message}",
            "Craft a response to the newest text message using Simple SMS Messenger, and include the message: "
            "'{message}'",
            "Reply to the most recent SMS using Simple SMS Messenger, integrating the following message: {message}",
        ),
    ),
    (
        "SimpleSmsResend",
        _same,
        (
            "Forward the message I recently sent to {name} using Simple SMS Messenger.",
            "Resend the message that was just sent to {name} via Simple SMS Messenger.",
            "Send again the message I just delivered to {name} using Simple SMS Messenger.",
            "Use Simple SMS Messenger to resend the message I sent to {name} moments ago.",
        ),
    ),
    (
        "SimpleSmsSendReceivedAddress",
        _same,
        (
            "Use Simple SMS Messenger to send {name1} the event address {name2} just shared with me.",
            "Please forward the event address sent by {name2} to {name1} through Simple SMS Messenger.",
            "Send the event location shared by {name2} to {name1} using Simple SMS Messenger.",
            "Transmit {name2}'s shared event address to {name1} via Simple SMS Messenger.",
        ),
    ),
)


def _worded(pattern: str, keys: Keys) -> Callable[[Params], str]:
    return lambda p: pattern.format(**keys(p))


WORDINGS: dict[str, tuple[Callable[[Params], str], ...]] = {
    cls: tuple(_worded(pattern, keys) for pattern in patterns) for cls, keys, patterns in STUDY
}


def tasks() -> list[Task]:
    """Every study wording over every parameter set its template draws (as suite.tasks draws them)."""
    templates = {template.id: template for template in suite.TEMPLATES}
    found: list[Task] = []
    for cls, wordings in WORDINGS.items():
        template = templates[cls]
        assert not template.held_out, cls  # the held-out split is never worded here
        for drawn in suite.tasks(paraphrases=False, templates=(template,)):
            for n, say in enumerate(wordings):
                found.append(Task(template, drawn.params, drawn.variant, f"variation {n + 1}", say(drawn.params)))
    return found
