"""How people ask for the seen templates' jobs: wordings written apart from the templates and their
paraphrases, the way a person types them (no app named, the verb last, "pls", hours in words, a slot
said before its verb). A development set for the goal grammar: ``python -m
tests.next_step.androidworld.report --people``. Only seen templates have them, so the held-out split
stays a measure of what was never tuned on.

Each wording is a ``str.format`` pattern over the template's first parameter set; a list parameter is
said as "a, b and c", and ``dollars0`` is the first row's amount in dollars.
"""

from __future__ import annotations

import random

from . import suite
from .template import Params, Task

WORDINGS: tuple[tuple[str, str], ...] = (
    ("SimpleSmsReply", "text {number} back: {message}"),
    ("SimpleSmsReply", 'reply to {number} saying "{message}"'),
    ("SimpleSmsReply", 'can you send "{message}" to {number}'),
    ("SimpleSmsReplyMostRecent", 'answer the last text I got with "{message}"'),
    ("SimpleSmsReplyMostRecent", "whoever texted me last, tell them {message}"),
    ("SimpleSmsResend", "my last text to {name} didn't go through, send it again"),
    ("SimpleSmsResend", "resend my last message to {name} pls"),
    ("MarkorCreateNote", "new note in markor, name it {file_name}, text: {text}"),
    ("MarkorCreateNote", "make a note called {file_name} in Markor that says {text}"),
    ("MarkorCreateNote", 'markor: create {file_name} with "{text}"'),
    ("MarkorDeleteNote", "get rid of {file_name} in markor"),
    ("MarkorDeleteNote", "pls delete my note {file_name}"),
    ("MarkorDeleteNewestNote", "delete the last note I made in markor"),
    ("MarkorDeleteNewestNote", "remove my most recent markor note"),
    ("MarkorEditNote", 'add "{footer}" at the end of {file_name}'),
    (
        "MarkorAddNoteHeader",
        'rename {original_name} to {new_name} in markor and put "{header}" at the top with a blank line after it',
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "put {event_title} in my calendar two weeks from today at 3pm for {duration_mins} minutes, description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        'schedule "{event_title}" in simple calendar in 2 weeks at 3 pm, {duration_mins} min, notes: {event_description}',
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "add {event_title} this {day_of_week} at 10am to my calendar, {duration_mins} mins, description: {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "can you put '{event_title}' on friday 10 am in simple calendar pro? it lasts an hour. description: {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "remind me of {event_title} tomorrow at 8am in the calendar ({duration_mins} minutes, {event_description})",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "set up a daily event {event_title} starting march 18 2030 at noon, {duration_mins} minutes, description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "clear my calendar on March 19 2030"),
    ("SimpleCalendarDeleteEvents", "cancel everything I have on 2030-03-19 in simple calendar"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "wipe all my events this saturday"),
    ("SimpleCalendarDeleteOneEvent", "delete Lunch with Sam on march 23 2030 from my calendar"),
    ("SimpleCalendarAnyEventsOnDate", "what's on my calendar on march 16? just the titles, comma separated"),
    ("SimpleCalendarLocationOfEvent", "where is my {title}?"),
    ("SimpleCalendarLocationOfEvent", "what's the location of the {title} event"),
    ("ContactsAddContact", "add {name} to my contacts, number {number}"),
    ("ContactsAddContact", "save {number} as {name}"),
    ("ContactsAddContact", "new contact: {name}, {number}"),
    (
        "ContactsNewContactDraft",
        "open a new contact and fill in {first} {last}, phone {phone} ({phone_label}), but don't save it",
    ),
    ("ClockTimerEntry", "set a timer for {hours} hour {minutes} min {seconds} sec but don't start it"),
    ("ClockTimerEntry", "timer {hours}h {minutes}m {seconds}s, don't start it yet"),
    ("ClockStopWatchRunning", "start the stopwatch"),
    ("ClockStopWatchRunning", "get the stopwatch going"),
    ("ClockStopWatchPausedVerify", "stop the stopwatch"),
    ("AudioRecorderRecordAudio", "record a voice memo"),
    ("AudioRecorderRecordAudio", "make a quick audio recording and save it"),
    ("AudioRecorderRecordAudioWithFileName", "record some audio and call it {file_name}"),
    ("AudioRecorderRecordAudioWithFileName", 'make a voice recording named "{file_name}"'),
    ("SystemWifiTurnOn", "switch on wifi"),
    ("SystemWifiTurnOn", "pls turn the wi-fi on"),
    ("SystemBluetoothTurnOff", "bluetooth off please"),
    ("SystemBluetoothTurnOn", "enable bluetooth"),
    ("SystemBrightnessMaxVerify", "max out the screen brightness"),
    ("SystemBrightnessMinVerify", "turn the brightness all the way down"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off and bluetooth on please"),
    ("TurnOffWifiAndTurnOnBluetooth", "disable wifi then turn on bluetooth"),
    ("RetroCreatePlaylist", 'make a playlist "{playlist_name}" in retro music with {files}'),
    ("RetroCreatePlaylist", "new playlist called {playlist_name}: {files}"),
    ("PhoneMakeCall", "call {number}"),
    ("PhoneMakeCall", "ring {number} for me"),
    ("OpenAppTaskEval", "open files and allow any permissions it asks for"),
    ("NotesTodoItemCount", "how many to-dos are in my {folder} folder in joplin?"),
    ("NotesIsTodo", 'is "{todo_title}" a todo in joplin? answer True or False'),
    ("TasksHighPriorityTasksDueOnDate", "which high priority tasks are due {date}? titles only"),
    ("SportsTrackerActivityDuration", "how many minutes did I swim {date}? just the number"),
    # Written after the first set's changes, and run once before any change for them: 31 of 50.
    ("SimpleCalendarNextMeetingWithPerson", "when do I next meet {person}? give me month day year and 24h time"),
    ("SimpleCalendarNextMeetingWithPerson", "what's the date of my next meeting with {person}"),
    ("SimpleCalendarEventsInNextWeek", "what have I got on next week? titles only, comma separated"),
    ("SimpleCalendarEventsInNextWeek", "list my events for next week (mon-sun)"),
    ("SimpleCalendarFirstEventAfterStartTime", "what's my first thing after 8am on friday?"),
    ("SimpleCalendarEventsInTimeRange", "anything on my calendar monday between 10 and 8pm? just titles"),
    ("SimpleCalendarAnyEventsOnDate", "am I free on march 16? if not tell me the event names"),
    ("SimpleCalendarAnyEventsOnDate", "what's happening on the 16th of march"),
    (
        "ExpenseAddSingle",
        "log an expense in pro expense: {rows[0][name]}, ${dollars0}, category {rows[0][category]}, note {rows[0][note]}",
    ),
    (
        "ExpenseAddSingle",
        "I spent ${dollars0} on {rows[0][name]} ({rows[0][category]}, {rows[0][note]}) - add it to pro expense",
    ),
    ("ExpenseDeleteSingle", "remove the {rows[0][name]} expense"),
    ("ExpenseDeleteSingle", "delete my {rows[0][name]} expense in pro expense pls"),
    ("RecipeDeleteSingleRecipe", "get rid of the {rows[0][title]} recipe in broccoli"),
    ("RecipeDeleteSingleRecipe", "delete {rows[0][title]} from my recipes"),
    ("TasksHighPriorityTasks", "what are my high priority to-dos? titles only"),
    ("TasksHighPriorityTasks", "which tasks are marked high priority in Tasks"),
    ("TasksCompletedTasksForDate", "what did I finish {date}? task titles only"),
    ("TasksIncompleteTasksOnDate", "what's still open for {date} in my tasks? just the titles"),
    ("NotesRecipeIngredientCount", "how much {ingredient} does the {recipe} recipe in joplin need?"),
    ("NotesMeetingAttendeeCount", "how many people were at the {title} meeting? check joplin, just the number"),
    ("SportsTrackerActivitiesOnDate", "what did I do {date} in opentracks? activity types only"),
    (
        "SportsTrackerActivitiesCountForWeek",
        "how many times did I go {category} this week? (week starts monday) just a number",
    ),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "total minutes of {category} this week in opentracks? number only",
    ),
    ("SimpleSmsReply", 'reply "{message}" to {number} in simple sms'),
    ("SimpleSmsReplyMostRecent", "respond to my latest text: {message}"),
    ("MarkorCreateNote", "write a note {file_name}: {text}"),
    ("MarkorCreateNote", "create a file called {file_name} in markor containing {text}"),
    ("MarkorDeleteNote", "trash the markor file {file_name}"),
    ("MarkorEditNote", 'append "{footer}" to {file_name}'),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "book {event_title} tomorrow 8am for {duration_mins} min in simple calendar pro, description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "{event_title} on {day_of_week} at 10 for {duration_mins} minutes, put it in the calendar. description: {event_description}",
    ),
    ("SimpleCalendarDeleteOneEvent", "remove the Lunch with Sam event on March 23, 2030"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "clear saturday's events from my calendar"),
    ("ContactsAddContact", "can you add a contact {name} with phone {number}"),
    ("ContactsAddContact", "{name}'s number is {number}, save it to contacts"),
    (
        "ContactsNewContactDraft",
        "start a new contact: first name {first}, last name {last}, {phone_label} number {phone}. leave it unsaved",
    ),
    ("ClockTimerEntry", "set up a {hours} hr {minutes} min {seconds} sec timer without starting it"),
    ("ClockStopWatchRunning", "start timing with the stopwatch"),
    ("ClockStopWatchPausedVerify", "pause the stop watch"),
    ("AudioRecorderRecordAudio", "record audio with the audio recorder"),
    ("AudioRecorderRecordAudioWithFileName", "record a clip and save it as {file_name}"),
    ("SystemWifiTurnOn", "can you enable wi-fi"),
    ("SystemBluetoothTurnOn", "bluetooth on"),
    ("SystemBrightnessMaxVerify", "make the screen as bright as possible"),
    ("SystemBrightnessMinVerify", "set brightness to the lowest"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn wifi off, and turn bluetooth on"),
    ("RetroCreatePlaylist", "create playlist {playlist_name} with songs {files} in retro music"),
    ("PhoneMakeCall", "phone {number}"),
    ("PhoneMakeCall", "dial {number} please"),
    ("OpenAppTaskEval", "launch the files app, accept any popups"),
    # The third, written after the second set's changes and run once untouched: 31 of 50.
    ("SimpleSmsReply", "shoot a text to {number}: {message}"),
    ("SimpleSmsReply", "send {number} a message that says {message}"),
    ("SimpleSmsReplyMostRecent", 'reply to the newest message with "{message}"'),
    ("SimpleSmsResend", "send {name} my last text again"),
    ("MarkorCreateNote", 'in markor make {file_name} and write "{text}" in it'),
    ("MarkorCreateNote", "I need a new markor file {file_name} with the text {text}"),
    ("MarkorDeleteNote", "markor: delete {file_name}"),
    ("MarkorDeleteNewestNote", "delete the newest markor file"),
    ("MarkorEditNote", 'open {file_name} and add "{footer}" at the bottom'),
    (
        "MarkorAddNoteHeader",
        'in markor, add "{header}" as the first line of {original_name} with an empty line under it, then rename it to {new_name}',
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        'new event in 2 weeks at 3pm called {event_title}, {duration_mins} minutes long, description "{event_description}"',
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tomorrow 8am: {event_title}, {duration_mins} mins, description {event_description}. add to my calendar",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        'create an event called "{event_title}" for this {day_of_week} at 10:00 lasting {duration_mins} minutes with description "{event_description}"',
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        'add a recurring daily event "{event_title}" from 2030-03-18 at 12:00, {duration_mins} min, description {event_description}',
    ),
    ("SimpleCalendarDeleteEvents", "delete every event on the 19th of march 2030"),
    ("SimpleCalendarDeleteOneEvent", 'remove the 9am "Lunch with Sam" on 2030-03-23'),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "get rid of all events on saturday"),
    ("SimpleCalendarNextMeetingWithPerson", "when's the next time I meet {person}?"),
    ("SimpleCalendarLocationOfEvent", "where's the {title}? just the location"),
    ("SimpleCalendarAnyEventsOnDate", "any events on march 16th?"),
    ("SimpleCalendarEventsInTimeRange", "what's on between 10am and 8pm this monday?"),
    ("ContactsAddContact", "add a new contact named {name}, phone number {number}"),
    ("ContactsAddContact", "put {name} in my contacts with the number {number}"),
    (
        "ContactsNewContactDraft",
        "fill out a new contact for {first} {last} with {phone_label} phone {phone} - do not save",
    ),
    ("ClockTimerEntry", "make a timer for {hours} hour, {minutes} minutes and {seconds} seconds, don't start it"),
    ("ClockStopWatchRunning", "run the stop watch"),
    ("ClockStopWatchPausedVerify", "pause stopwatch"),
    ("AudioRecorderRecordAudio", "start an audio recording and save it"),
    ("AudioRecorderRecordAudioWithFileName", "use the audio recorder to record something and save it as {file_name}"),
    ("SystemWifiTurnOn", "wifi on please"),
    ("SystemBluetoothTurnOff", "switch bluetooth off"),
    ("SystemBrightnessMaxVerify", "brightness to max"),
    ("SystemBrightnessMinVerify", "dim the screen as much as possible"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn off the wifi and switch on bluetooth"),
    (
        "ExpenseAddSingle",
        'add {rows[0][name]} to pro expense: ${dollars0}, {rows[0][category]}, note "{rows[0][note]}"',
    ),
    ("ExpenseDeleteSingle", "the {rows[0][name]} expense is wrong, delete it from pro expense"),
    ("ExpenseDeleteMultiple2", "delete these expenses: {rows[0][name]}, {rows[1][name]} and {rows[2][name]}"),
    ("RecipeDeleteSingleRecipe", "remove the recipe {rows[0][title]} from broccoli"),
    ("TasksHighPriorityTasks", "list my high-priority tasks"),
    ("TasksIncompleteTasksOnDate", "which tasks due {date} aren't done yet?"),
    ("NotesIsTodo", 'in joplin, is "{todo_title}" a to-do? True or False'),
    ("NotesTodoItemCount", "count the to-dos in my {folder} notebook in joplin"),
    ("SportsTrackerActivitiesCountForWeek", "how many {category} activities this week in opentracks? number only"),
    ("SportsTrackerActivityDuration", "how long did my {category} on {day} take, in minutes?"),
    ("PhoneMakeCall", "give {number} a call"),
    ("OpenAppTaskEval", "open the files app and clear any pop-ups"),
    ("SimpleCalendarFirstEventAfterStartTime", "first event after 8 this friday? title only"),
    ("MarkorDeleteNote", "remove {file_name} from markor please"),
    ("SimpleSmsReply", "message {number}: {message}"),
    ("ContactsAddContact", "create contact {name} {number}"),
    # The fourth, after wt-33b's carried facts and the third set's changes, run once untouched: 30 of 49.
    (
        "MarkorMergeNotes",
        "put {file1_name}, {file2_name} and {file3_name} together in a new note {new_file_name} (blank line between each)",
    ),
    ("MarkorMergeNotes", "merge my notes {file1_name}, {file2_name}, {file3_name} into {new_file_name}"),
    ("PhoneCallTextSender", "call back the number that just messaged me"),
    ("PhoneCallTextSender", "whoever sent me the last text, call them"),
    ("PhoneReturnMissedCall", "return my missed call"),
    ("PhoneReturnMissedCall", "call back the last missed call"),
    ("RetroPlayingQueue", "add {files} to the queue in that order"),
    ("RetroPlayingQueue", "play next: {files} (in order)"),
    ("RetroSavePlaylist", "create a playlist called {playlist_name} with {files}, then export it to Downloads"),
    ("SimpleSmsSendReceivedAddress", "text {name1} the address {name2} sent me"),
    ("SimpleSmsSendReceivedAddress", "{name2} sent me an address, pls forward it to {name1}"),
    ("MarkorCreateNoteAndSms", 'make a markor note {file_name} with "{text}" then send it to {number}'),
    ("MarkorCreateNoteAndSms", 'create {file_name} in markor containing "{text}" and text it to {number}'),
    (
        "RecipeAddSingleRecipe",
        "new recipe in broccoli: {rows[0][title]}, {rows[0][description]}, {rows[0][servings]}, prep {rows[0][preparationTime]}, source {rows[0][source]}, ingredients {rows[0][ingredients]}, directions {rows[0][directions]}",
    ),
    ("SimpleSmsReply", 'text {number} "{message}"'),
    ("SimpleSmsReplyMostRecent", 'reply "{message}" to the last person who texted me'),
    ("SimpleSmsResend", "resend the text I sent to {name}"),
    ("MarkorCreateNote", "create a markor note named {file_name}: {text}"),
    ("MarkorDeleteNote", "delete {file_name}"),
    ("MarkorDeleteNewestNote", "remove the most recently created note in markor"),
    ("MarkorEditNote", 'at the end of {file_name} add "{footer}"'),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        'schedule {event_title} two weeks from today at 15:00 for {duration_mins} minutes with the description "{event_description}" in simple calendar pro',
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        'add "{event_title}" to my calendar for tomorrow at 8:00 ({duration_mins} min), description: {event_description}',
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "new daily repeating event {event_title} on March 18 2030 at 12pm for {duration_mins} minutes, description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "delete all events on 3/19/2030 in simple calendar pro"),
    ("SimpleCalendarDeleteOneEvent", 'delete the event "Lunch with Sam" at 9am on March 23 2030'),
    ("SimpleCalendarLocationOfEvent", "{title} - where is it?"),
    ("SimpleCalendarNextMeetingWithPerson", "next meeting with {person}: when?"),
    ("SimpleCalendarEventsInTimeRange", "do I have anything on monday from 10am to 8pm? titles, comma separated"),
    ("ContactsAddContact", "add {name} ({number}) as a contact"),
    ("ContactsNewContactDraft", "new contact, don't save: {first} {last}, {phone_label} {phone}"),
    ("ClockTimerEntry", "put a timer on for {hours}:{minutes}:{seconds} but don't start"),
    ("ClockStopWatchRunning", "start the stopwatch running"),
    ("AudioRecorderRecordAudio", "record a voice note"),
    ("AudioRecorderRecordAudioWithFileName", "record audio, name the file {file_name}"),
    ("SystemWifiTurnOn", "turn on wifi"),
    ("SystemBluetoothTurnOff", "disable bluetooth"),
    ("SystemBrightnessMaxVerify", "set the brightness to maximum"),
    ("SystemBrightnessMinVerify", "lowest brightness please"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off, bluetooth on"),
    ("ExpenseDeleteSingle", "delete {rows[0][name]} from my expenses"),
    ("RecipeDeleteSingleRecipe", "delete my {rows[0][title]} recipe"),
    ("TasksHighPriorityTasks", "what high priority tasks do I have? titles only, comma separated"),
    ("TasksCompletedTasksForDate", "which tasks did I complete {date}?"),
    ("NotesMeetingAttendeeCount", "number of attendees at {title} in joplin?"),
    ("NotesTodoItemCount", "how many todo items in the {folder} notebook in joplin?"),
    ("SportsTrackerActivitiesOnDate", "which activities did I log {date} in opentracks? types only, comma separated"),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "how many minutes of {category} did I do this week in opentracks?",
    ),
    ("PhoneMakeCall", "make a call to {number}"),
)


def _said(value: object) -> object:
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return ", ".join(value[:-1]) + " and " + value[-1] if len(value) > 1 else "".join(value)
    return value


def tasks() -> list[Task]:
    templates = {template.id: template for template in suite.TEMPLATES}
    found = []
    for n, (template_id, wording) in enumerate(WORDINGS):
        template = templates[template_id]
        assert not template.held_out, template_id  # the held-out split is never phrased here
        params: Params = template.params(random.Random(f"{template.id}:0"))
        said = {key: _said(value) for key, value in params.items()}
        rows = params.get("rows")
        if isinstance(rows, list) and rows and isinstance(rows[0], dict) and "amount" in rows[0]:
            said["dollars0"] = f"{rows[0]['amount'] / 100:.2f}"  # the first row's amount as people say it
        text = wording.format(**said)
        found.append(Task(template, params, 0, f"people {n + 1}", text))
    return found
