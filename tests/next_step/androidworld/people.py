"""How people ask for the seen templates' jobs: wordings written apart from the templates and their
paraphrases, the way a person types or dictates them (no app named, the verb last, "pls", hours in words, a
slot said before its verb, fillers and numbers in words, shorthand and other Englishes). A development set for the goal grammar: ``python -m
tests.next_step.androidworld.report --people``. Only seen templates have them, so the held-out split
stays a measure of what was never tuned on.

Each wording is a ``str.format`` pattern over the template's first parameter set; a list parameter is
said as "a, b and c", and ``dollars0`` is the first row's amount in dollars.
"""

from __future__ import annotations

import random

from . import suite
from .template import Params, Task

# Where the newest sets begin: the sets before them have been worked on until nearly all pass; sets 16 and 18 have
# had one pass each, set 17 part of one, set 19 a short one after its first run; sets 20 to 36 one each.
SET_16 = 834
SET_17 = 873
SET_18 = 903
SET_19 = 943
SET_20 = 973
SET_21 = 1018
SET_22 = 1058
SET_23 = 1098
SET_24 = 1142
SET_25 = 1184
SET_26 = 1228
SET_27 = 1272
SET_28 = 1316
SET_29 = 1360
SET_30 = 1404
SET_31 = 1448
SET_32 = 1492
SET_33 = 1536
SET_34 = 1580
SET_35 = 1624
SET_36 = 1666
SET_37 = 1710
SET_38 = 1754
SET_39 = 1798
SET_40 = 1842
SET_41 = 1886
SET_42 = 1930
SET_43 = 1974
SET_44 = 2018
SET_45 = 2062
SET_46 = 2106
SET_47 = 2150
SET_48 = 2194
SET_49 = 2238
SET_50 = 2282
SET_51 = 2326
SET_52 = 2370
SET_53 = 2414
SET_54 = 2458
SET_55 = 2502
SET_56 = 2546
SET_57 = 2590
SET_58 = 2634
SET_59 = 2678
SET_60 = 2722
SET_61 = 2766
SET_62 = 2810
SET_63 = 2854
SET_64 = 2898
SET_65 = 2942
SET_66 = 2986
SET_67 = 3030
SET_68 = 3074
SET_69 = 3117
SET_70 = 3161
SET_71 = 3205
SET_72 = 3249
SET_73 = 3293
SET_74 = 3337
SET_75 = 3381
SET_76 = 3425
SET_77 = 3469
SET_78 = 3513
SET_79 = 3557
SET_80 = 3601
SET_81 = 3645
SET_82 = 3689
SET_83 = 3733
SET_84 = 3777
SET_85 = 3821
SET_86 = 3865
SET_87 = 3909
SET_88 = 3953
SET_89 = 3997
SET_90 = 4041
SET_91 = 4085
SET_92 = 4129
SET_93 = 4173
SET_94 = 4217
SET_95 = 4261
SET_96 = 4305
SET_97 = 4349
SET_98 = 4393
SET_99 = 4437
SET_100 = 4481
SET_101 = 4525
SET_102 = 4569
SET_103 = 4613
SET_104 = 4657
SET_105 = 4701
SET_106 = 4745
SET_107 = 4789
SET_108 = 4833
SET_109 = 4877
SET_110 = 4921
SET_111 = 4965
SET_112 = 5009
SET_113 = 5053
SET_114 = 5097
SET_115 = 5141
SET_116 = 5185
SET_117 = 5229
SET_118 = 5273
SET_119 = 5317
SET_120 = 5361
SET_122 = 5405
SET_124 = 5449
SET_121 = 5493
SET_123 = 5537
SET_125 = 5581
SET_128 = 5625
SET_126 = 5669
SET_127 = 5713
SET_129 = 5757
SET_130 = 5801
SET_132 = 5845
SET_131 = 5889
SET_133 = 5933
SET_135 = 5977
SET_134 = 6021

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
    # The fifth (apps named by purpose, numbers in words, the day said first), run once untouched: 33 of 50.
    ("SimpleSmsReply", "use my sms app to text {number}: {message}"),
    ("SimpleSmsReplyMostRecent", 'answer my most recent sms: "{message}"'),
    ("SimpleSmsResend", "{name} never got my last message, resend it"),
    ("MarkorCreateNote", "in my notes app create {file_name} saying {text}"),
    ("MarkorCreateNote", 'new markor note "{file_name}" - {text}'),
    ("MarkorDeleteNote", "could you delete the {file_name} note from markor"),
    ("MarkorDeleteNewestNote", "trash my newest note"),
    ("MarkorEditNote", "add a line at the bottom of {file_name}: {footer}"),
    (
        "MarkorMergeNotes",
        "combine the notes {file1_name}, {file2_name} and {file3_name} into a new one called {new_file_name}",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "in two weeks at three pm I have {event_title}, add it to simple calendar pro for half an hour with description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        'calendar: {event_title} tomorrow at eight am, one hour, description "{event_description}"',
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "pls schedule {event_title} for {day_of_week} 10am, an hour long, description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "delete everything on my calendar for march 19, 2030"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "remove all of this saturday's events"),
    ("SimpleCalendarAnyEventsOnDate", "what events are on march 16? titles"),
    ("SimpleCalendarEventsInNextWeek", "next week's events? just titles"),
    ("SimpleCalendarLocationOfEvent", "where's {title} happening?"),
    ("ContactsAddContact", "new contact {name}, number {number}"),
    ("ContactsAddContact", "add {name} to contacts - {number}"),
    ("ClockTimerEntry", "timer for one hour thirty-eight minutes forty-nine seconds, don't start it"),
    ("ClockStopWatchRunning", "get the stopwatch running"),
    ("ClockStopWatchPausedVerify", "stop the stopwatch please"),
    ("AudioRecorderRecordAudio", "can you record an audio clip for me"),
    ("AudioRecorderRecordAudioWithFileName", "record audio and save it under the name {file_name}"),
    ("SystemWifiTurnOn", "make sure wifi is on"),
    ("SystemBluetoothTurnOff", "turn off bluetooth pls"),
    ("SystemBrightnessMaxVerify", "brightest screen please"),
    ("TurnOffWifiAndTurnOnBluetooth", "first turn wifi off, then bluetooth on"),
    ("ExpenseDeleteSingle", "pls remove the expense named {rows[0][name]}"),
    ("RecipeDeleteSingleRecipe", 'delete the broccoli recipe "{rows[0][title]}"'),
    ("TasksHighPriorityTasks", "show me my high priority tasks, titles only"),
    ("TasksIncompleteTasksOnDate", "what tasks due {date} are not finished yet?"),
    ("NotesRecipeIngredientCount", "in joplin, how much {ingredient} goes in {recipe}?"),
    ("NotesIsTodo", 'is the joplin note "{todo_title}" a todo? True/False'),
    ("SportsTrackerActivitiesCountForWeek", "number of {category} activities this week in opentracks?"),
    ("SportsTrackerActivityDuration", "in opentracks, how long was my {category} activity {date} in minutes?"),
    ("PhoneMakeCall", "please call {number}"),
    ("PhoneCallTextSender", "ring back whoever just texted me"),
    ("PhoneReturnMissedCall", "I missed a call just now, call that number back"),
    ("RetroPlayingQueue", "queue {files} in retro music, in this order"),
    ("RetroCreatePlaylist", "in retro music make a new playlist named {playlist_name} with {files}"),
    ("SimpleSmsSendReceivedAddress", "send {name1} the address that {name2} just texted me"),
    (
        "MarkorCreateNoteAndSms",
        'create note {file_name} in markor with text "{text}", then share it with {number} by sms',
    ),
    ("OpenAppTaskEval", "open the Files app and dismiss any popups"),
    (
        "ContactsNewContactDraft",
        "go to new contact and type first name {first}, last name {last}, phone {phone}, label {phone_label} - don't hit save",
    ),
    ("SimpleCalendarDeleteOneEvent", 'delete "Lunch with Sam" from march 23 2030 at 9'),
    ("SimpleCalendarEventsInTimeRange", "monday between ten am and eight pm, do I have anything? titles please"),
    ("SimpleCalendarFirstEventAfterStartTime", "friday: what is the first event after 8am?"),
    ("SimpleCalendarNextMeetingWithPerson", "when will I next see {person}?"),
    ("AudioRecorderRecordAudio", "record sound with audio recorder and save"),
    # The sixth, after merging wt-33a/c (files, camera, duplicates, alarms, moves), run once untouched: 36 of 50.
    ("ExtraClockAlarmSet", "wake me up at 9:30pm"),
    ("ExtraClockAlarmSet", "new alarm 21:30 please"),
    ("ExtraMarkorMoveNote", "move {file_name} into the {folder} folder"),
    ("ExtraMarkorMoveNote", "put my note {file_name} in {folder} (markor)"),
    ("ExtraContactsDeleteContact", "remove {first} {last} from contacts"),
    ("ExtraContactsDeleteContact", "delete {first} {last}'s number from my phone"),
    ("FilesDeleteFile", "delete {file_name} from the {subfolder} folder"),
    ("FilesDeleteFile", "in the files app, remove {file_name} in {subfolder}"),
    ("SaveCopyOfReceiptTaskEval", "copy {file_name} from DCIM to Download in the gallery"),
    ("ExpenseDeleteDuplicates", "there are duplicate expenses in pro expense, remove the extra copies"),
    ("ExpenseDeleteDuplicates", "clean up duplicated expenses, keep one of each"),
    ("RecipeDeleteDuplicateRecipes", "delete duplicate recipes in broccoli but keep one of each"),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "remove all recipes whose directions mention {ingredient} from broccoli",
    ),
    ("CameraTakePhoto", "snap a picture"),
    ("CameraTakePhoto", "take a photo with the camera"),
    ("CameraTakeVideo", "record a video"),
    ("RetroSavePlaylist", "make playlist {playlist_name} with {files} in retro music and export it to Downloads"),
    ("RetroPlayingQueue", "add {files} to my queue in retro music, in that order"),
    ("MarkorMergeNotes", "merge {file1_name}, {file2_name}, {file3_name} (in that order) into {new_file_name}"),
    ("PhoneCallTextSender", "call whoever texted me"),
    ("PhoneReturnMissedCall", "ring back the missed call"),
    ("SimpleSmsSendReceivedAddress", "forward the address from {name2} to {name1}"),
    ("RecipeAddMultipleRecipesFromMarkor2", "put the {prep_time} recipes from recipes.txt (markor) into broccoli"),
    ("SimpleSmsReply", 'txt {number} "{message}"'),
    ("SimpleSmsResend", "send my previous message to {name} again"),
    ("MarkorCreateNote", "add a note in markor named {file_name}; content: {text}"),
    ("MarkorDeleteNewestNote", "delete the latest note in markor"),
    ("MarkorEditNote", "append this to {file_name}: {footer}"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tomorrow at 8 I have {event_title} for {duration_mins} minutes, please put it in my calendar with the description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "make an event on {day_of_week} at 10am named {event_title} ({duration_mins} min), description {event_description}",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "{event_title} every day from march 18 2030, noon, {duration_mins} minutes, description {event_description} - add to calendar",
    ),
    ("SimpleCalendarDeleteEvents", "wipe my calendar for 2030-03-19"),
    ("SimpleCalendarDeleteOneEvent", "cancel Lunch with Sam on march 23 2030"),
    ("SimpleCalendarAnyEventsOnDate", "what do I have on march 16?"),
    ("SimpleCalendarEventsInNextWeek", "what's on my calendar next week?"),
    ("SimpleCalendarLocationOfEvent", "location of {title}?"),
    ("ContactsAddContact", "add contact: {name}, {number}"),
    (
        "ContactsNewContactDraft",
        "open the new contact form and enter {first} {last}, {phone} ({phone_label}), don't save",
    ),
    ("ClockTimerEntry", "please set a timer of {hours}h {minutes}m {seconds}s without starting"),
    ("ClockStopWatchRunning", "start a stopwatch"),
    ("ClockStopWatchPausedVerify", "pause my stopwatch"),
    ("AudioRecorderRecordAudioWithFileName", "make an audio recording called {file_name}"),
    ("SystemBluetoothTurnOn", "switch bluetooth on please"),
    ("SystemWifiTurnOn", "enable the wifi"),
    ("SystemBrightnessMinVerify", "brightness to minimum"),
    ("TasksHighPriorityTasks", "high priority tasks? titles only, comma separated"),
    ("NotesRecipeIngredientCount", "how much {ingredient} is in the {recipe} recipe in joplin?"),
    ("SportsTrackerActivitiesOnDate", "what activity types did I record {date} in opentracks?"),
    ("PhoneMakeCall", "dial {number}"),
    ("OpenAppTaskEval", "open files, clear the popups"),
    # The seventh (typos, the verb in the middle, labels with colons), run once untouched: 31 of 50.
    ("SimpleSmsReply", 'reply to {number} with "{message}" pls'),
    ("SimpleSmsReplyMostRecent", "text back the last person who messaged me: {message}"),
    ("SimpleSmsResend", "could you resend my last text to {name}?"),
    ("MarkorCreateNote", "jot a note {file_name} in markor: {text}"),
    ("MarkorCreateNote", "make me a markor note called {file_name} with this text: {text}"),
    ("MarkorDeleteNote", "{file_name} isn't needed anymore, delete it from markor"),
    ("MarkorDeleteNewestNote", "delete whichever markor note I made last"),
    ("MarkorEditNote", 'put "{footer}" at the very end of {file_name}'),
    (
        "MarkorAddNoteHeader",
        'rename {original_name} as {new_name} and add "{header}" at the top, followed by a blank line',
    ),
    (
        "MarkorMergeNotes",
        "join {file1_name}, {file2_name} and {file3_name} into one note {new_file_name}, a blank line between each",
    ),
    ("MarkorCreateNoteAndSms", 'write {file_name} in markor saying "{text}" and sms it to {number}'),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "add {event_title} to my calender two weeks from today at 3pm, {duration_mins} min, description: {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tommorow 8am {event_title} ({duration_mins} minutes) - description {event_description}, put it in simple calendar pro",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        'create "{event_title}" this {day_of_week} 10 am for {duration_mins} minutes; description "{event_description}"',
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "make {event_title} a daily event starting 2030-03-18 at 12:00, {duration_mins} minutes long, description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "cancel all my events on march 19th 2030"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "clear out this saturday in my calendar"),
    ("SimpleCalendarDeleteOneEvent", 'delete my 9 o\'clock "Lunch with Sam" on 2030-03-23'),
    ("SimpleCalendarNextMeetingWithPerson", "when am I meeting {person} next? month day year and 24h time"),
    ("SimpleCalendarLocationOfEvent", "where do I have to go for {title}?"),
    ("SimpleCalendarAnyEventsOnDate", "do I have anything march 16? names only"),
    ("SimpleCalendarEventsInTimeRange", "what's on monday between 10:00 and 20:00?"),
    ("ContactsAddContact", "save {name} with the number {number} in my contacts"),
    (
        "ContactsNewContactDraft",
        "start adding a contact {first} {last} with {phone_label} number {phone} but leave it unsaved",
    ),
    ("ClockTimerEntry", "timer: {hours} hr {minutes} min {seconds} sec. don't start it"),
    ("ClockStopWatchRunning", "kick off the stopwatch"),
    ("ClockStopWatchPausedVerify", "pause the stopwatch now"),
    ("AudioRecorderRecordAudio", "record something on the audio recorder and save it"),
    ("AudioRecorderRecordAudioWithFileName", "record a memo named {file_name}"),
    ("SystemWifiTurnOn", "turn the wifi back on"),
    ("SystemBluetoothTurnOff", "bluetooth: off"),
    ("SystemBrightnessMaxVerify", "crank the brightness all the way up"),
    ("TurnOffWifiAndTurnOnBluetooth", "disable wi-fi and enable bluetooth"),
    (
        "ExpenseAddSingle",
        "record an expense of ${dollars0} for {rows[0][name]} in pro expense, category {rows[0][category]}, note {rows[0][note]}",
    ),
    ("ExpenseDeleteSingle", "get rid of the {rows[0][name]} entry in pro expense"),
    ("RecipeDeleteSingleRecipe", 'delete "{rows[0][title]}" from the recipes in broccoli'),
    ("ExpenseDeleteDuplicates", "pro expense has some expenses twice, delete the duplicates"),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "delete every broccoli recipe that uses {ingredient} in its directions",
    ),
    ("TasksHighPriorityTasks", "which of my tasks are high priority? titles, comma separated"),
    ("TasksIncompleteTasksOnDate", "what's left to do {date}? just task titles"),
    ("NotesTodoItemCount", "how many to-do items are in {folder} in joplin? a number"),
    (
        "SportsTrackerActivitiesCountForWeek",
        "count my {category} activities this week in opentracks (week from monday)",
    ),
    ("CameraTakeVideo", "shoot a short video"),
    ("PhoneCallTextSender", "call the person who just texted me"),
    ("PhoneReturnMissedCall", "call back the number I missed"),
    ("RetroPlayingQueue", "queue up {files} in that order in retro music"),
    ("ExtraClockAlarmSet", "set my alarm to 9:30 pm"),
    ("ExtraMarkorMoveNote", "move my note {file_name} to {folder}"),
    ("ExtraContactsDeleteContact", "remove the contact {first} {last}"),
    ("OpenAppTaskEval", "launch files and get rid of any pop-ups"),
    # The eighth, after the second vendor's skin work, run once untouched: 37 of 50.
    ("SimpleSmsReply", "send a text to {number} that says {message}"),
    ("SimpleSmsReplyMostRecent", "respond to whoever messaged me most recently: {message}"),
    ("SimpleSmsResend", "resend that last text I sent {name}"),
    ("MarkorCreateNote", 'new note named {file_name} in markor with the content "{text}"'),
    ("MarkorDeleteNote", "remove my markor note {file_name}"),
    ("MarkorDeleteNewestNote", "get rid of my most recent markor note"),
    ("MarkorEditNote", 'add the line "{footer}" to the end of {file_name}'),
    (
        "MarkorAddNoteHeader",
        'in {original_name}, put "{header}" first with an empty line after it, and rename the file {new_name}',
    ),
    ("MarkorMergeNotes", "combine {file1_name}, {file2_name} and {file3_name} into a new file {new_file_name}"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        'calendar event {event_title} at 3 pm two weeks from today, {duration_mins} min, description "{event_description}"',
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "add an event tomorrow 8:00 am called {event_title}, {duration_mins} minutes, with description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "{event_title} on {day_of_week} 10:00, {duration_mins} mins, description {event_description}, in simple calendar",
    ),
    ("SimpleCalendarDeleteEvents", "delete all events from march 19, 2030"),
    ("SimpleCalendarDeleteOneEvent", "remove the Lunch with Sam event at 9 on March 23 2030"),
    ("SimpleCalendarAnyEventsOnDate", "any appointments on 16 march? titles please"),
    ("SimpleCalendarLocationOfEvent", "where's my {title} event?"),
    ("SimpleCalendarNextMeetingWithPerson", "next time I'm meeting {person}?"),
    ("ContactsAddContact", "create a contact for {name} with number {number}"),
    (
        "ContactsNewContactDraft",
        "start a contact with first name {first} and last name {last}, {phone_label} phone {phone}, don't save it",
    ),
    ("ClockTimerEntry", "create a {hours} hour {minutes} minute {seconds} second timer but don't start it"),
    ("ClockStopWatchRunning", "begin the stopwatch"),
    ("ClockStopWatchPausedVerify", "stop my stopwatch"),
    ("AudioRecorderRecordAudio", "save a voice recording"),
    ("AudioRecorderRecordAudioWithFileName", "record audio called {file_name}"),
    ("SystemWifiTurnOn", "switch the wifi on"),
    ("SystemBluetoothTurnOff", "can you turn bluetooth off"),
    ("SystemBrightnessMaxVerify", "set screen brightness to maximum"),
    ("SystemBrightnessMinVerify", "make the screen as dim as possible"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn wifi off then turn bluetooth on"),
    ("ExpenseDeleteSingle", "delete the {rows[0][name]} expense from pro expense"),
    ("RecipeDeleteSingleRecipe", "remove {rows[0][title]} from broccoli"),
    ("ExpenseDeleteDuplicates", "delete duplicate expenses in pro expense"),
    ("RecipeDeleteDuplicateRecipes", "remove the duplicate recipes from broccoli, keeping one of each"),
    ("TasksHighPriorityTasks", "list high priority tasks, comma separated titles"),
    ("TasksCompletedTasksForDate", "what tasks were completed {date}? titles only"),
    ("NotesTodoItemCount", "how many todos in the {folder} notebook?"),
    ("NotesMeetingAttendeeCount", "how many attended {title} according to joplin?"),
    ("SportsTrackerActivitiesOnDate", "what did I do {date} according to opentracks? types, comma separated"),
    ("PhoneMakeCall", "call the number {number}"),
    ("PhoneCallTextSender", "phone back whoever just texted me"),
    ("PhoneReturnMissedCall", "return the missed call"),
    ("RetroPlayingQueue", "add these to the playing queue in order: {files}"),
    ("RetroCreatePlaylist", 'in retro music, create a playlist "{playlist_name}" containing {files}'),
    ("CameraTakePhoto", "take a picture"),
    ("ExtraClockAlarmSet", "set an alarm at 9:30 in the evening"),
    ("ExtraMarkorMoveNote", "move {file_name} to the {folder} folder in markor"),
    ("ExtraContactsDeleteContact", "delete {first} {last} from my contacts"),
    ("FilesDeleteFile", "delete the file {file_name} in {subfolder}"),
    ("SaveCopyOfReceiptTaskEval", "in the gallery, copy {file_name} from DCIM into Download"),
    ("OpenAppTaskEval", "open the files app, allow whatever it asks"),
    # The ninth, run once untouched: 35 of 50.
    ("SimpleSmsReply", "message {number} saying {message}"),
    ("SimpleSmsReplyMostRecent", 'reply to my last message: "{message}"'),
    ("SimpleSmsResend", "please send {name} my last message again"),
    ("MarkorCreateNote", "create note {file_name} with text {text}"),
    ("MarkorDeleteNote", "delete note {file_name} in markor"),
    ("MarkorDeleteNewestNote", "remove the newest file from markor"),
    ("MarkorEditNote", 'at the bottom of {file_name} write "{footer}"'),
    ("MarkorMergeNotes", "merge {file1_name} + {file2_name} + {file3_name} -> {new_file_name}"),
    ("MarkorCreateNoteAndSms", 'make {file_name} in markor ("{text}") and send it to {number} by text'),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        'set up {event_title} in two weeks at 15:00 for {duration_mins} minutes, description "{event_description}"',
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "schedule {event_title} tomorrow at 8 in the morning, {duration_mins} minutes, description: {event_description}",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        'daily recurring event "{event_title}" from 2030-03-18 at noon, {duration_mins} minutes, description "{event_description}"',
    ),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "delete my saturday events"),
    ("SimpleCalendarDeleteEvents", "remove every event on 2030-03-19 from the calendar"),
    ("SimpleCalendarEventsInNextWeek", "which events do I have next week?"),
    ("SimpleCalendarFirstEventAfterStartTime", "this friday, first event after 8:00? title"),
    ("SimpleCalendarLocationOfEvent", "{title}: where is it?"),
    ("ContactsAddContact", "new contact - name {name}, phone {number}"),
    ("ContactsNewContactDraft", "fill in a new contact (don't save): {first} {last}, {phone_label} {phone}"),
    ("ClockTimerEntry", "set the timer to {hours}:{minutes}:{seconds} and don't start it"),
    ("ClockStopWatchRunning", "start the stop watch"),
    ("ClockStopWatchPausedVerify", "pause the stop watch"),
    ("AudioRecorderRecordAudio", "make a recording with the audio recorder app"),
    ("AudioRecorderRecordAudioWithFileName", 'record audio, save as "{file_name}"'),
    ("SystemWifiTurnOn", "turn wi-fi on"),
    ("SystemBluetoothTurnOff", "turn off the bluetooth"),
    ("SystemBrightnessMaxVerify", "brightness up to the max"),
    ("SystemBrightnessMinVerify", "screen brightness all the way down please"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off then bluetooth on"),
    ("ExpenseAddSingle", "add the expense {rows[0][name]}: ${dollars0}, {rows[0][category]}, {rows[0][note]}"),
    ("ExpenseDeleteSingle", "{rows[0][name]} shouldn't be in pro expense, please delete it"),
    ("RecipeDeleteSingleRecipe", "delete the {rows[0][title]} recipe from broccoli"),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "remove recipes that use {ingredient} in their directions from broccoli",
    ),
    ("TasksHighPriorityTasks", "high-priority tasks in the tasks app? titles only"),
    ("TasksIncompleteTasksOnDate", "which tasks for {date} are still open?"),
    ("NotesIsTodo", '"{todo_title}" in joplin: is it a todo? True or False'),
    ("NotesRecipeIngredientCount", "joplin recipe {recipe}: how much {ingredient}?"),
    ("SportsTrackerActivityDuration", "minutes of my {category} on {day} in opentracks?"),
    ("PhoneMakeCall", "call this number: {number}"),
    ("PhoneCallTextSender", "call the sender of my latest text"),
    ("PhoneReturnMissedCall", "I missed a call, call back"),
    ("RetroPlayingQueue", "queue these songs in retro music: {files}, in that order"),
    ("RetroCreatePlaylist", "retro music: new playlist {playlist_name} with {files}"),
    ("CameraTakeVideo", "record a video with the camera"),
    ("ExtraClockAlarmSet", "alarm for 9:30 pm please"),
    ("ExtraMarkorMoveNote", "move the note {file_name} into the {folder} folder"),
    ("ExtraContactsDeleteContact", "delete contact {first} {last}"),
    ("FilesDeleteFile", "remove {file_name} from {subfolder} in files"),
    ("SaveCopyOfReceiptTaskEval", "copy {file_name} from DCIM to Download (simple gallery)"),
    ("OpenAppTaskEval", "start the files app and accept the pop-ups"),
    # The tenth (terse, the noun first: "stopwatch start", "broccoli: delete X"), run once untouched: 29 of 50.
    ("SimpleSmsReply", "sms {number}: {message}"),
    ("SimpleSmsReplyMostRecent", "answer the latest sms with {message}"),
    ("SimpleSmsResend", "forward my last message to {name} again"),
    ("MarkorCreateNote", "markor note {file_name} - {text}"),
    ("MarkorDeleteNote", "throw away {file_name} in markor"),
    ("MarkorDeleteNewestNote", "delete the most recent note in markor"),
    ("MarkorEditNote", '{file_name}: add "{footer}" at the end'),
    ("MarkorAddNoteHeader", '{original_name} -> rename to {new_name}, and start it with "{header}" plus a blank line'),
    (
        "SimpleCalendarAddOneEventTomorrow",
        'new calendar entry tomorrow 8am "{event_title}" lasting {duration_mins} minutes, description "{event_description}"',
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "{day_of_week} 10am - {event_title} ({duration_mins} min, description: {event_description}), add to simple calendar pro",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        'add "{event_title}" on the calendar 2 weeks from now at 15:00 for {duration_mins} minutes with description "{event_description}"',
    ),
    ("SimpleCalendarDeleteEvents", "clear march 19 2030 in my calendar"),
    ("SimpleCalendarDeleteOneEvent", "delete the 9:00 Lunch with Sam event on 23 march 2030"),
    ("SimpleCalendarAnyEventsOnDate", "is there anything in my calendar on march 16? just the titles"),
    ("SimpleCalendarEventsInTimeRange", "monday 10am to 8pm - any events? titles comma separated"),
    ("SimpleCalendarLocationOfEvent", "what's the address for {title}?"),
    ("SimpleCalendarNextMeetingWithPerson", "my next meeting with {person} is when?"),
    ("ContactsAddContact", "store {name} ({number}) in contacts"),
    ("ClockTimerEntry", "{hours}h{minutes}m{seconds}s timer, do not start"),
    ("ClockStopWatchRunning", "stopwatch start"),
    ("ClockStopWatchPausedVerify", "stopwatch pause"),
    ("AudioRecorderRecordAudio", "record a short audio"),
    ("AudioRecorderRecordAudioWithFileName", "audio recording named {file_name}"),
    ("SystemWifiTurnOn", "wifi on"),
    ("SystemBluetoothTurnOn", "bluetooth on please"),
    ("SystemBrightnessMaxVerify", "maximum brightness"),
    ("SystemBrightnessMinVerify", "minimum brightness please"),
    ("TurnOffWifiAndTurnOnBluetooth", "switch off wifi and switch on bluetooth"),
    ("ExpenseDeleteSingle", "in pro expense remove {rows[0][name]}"),
    ("ExpenseDeleteMultiple2", "remove {rows[0][name]}, {rows[1][name]} and {rows[2][name]} from my expenses"),
    ("RecipeDeleteSingleRecipe", "broccoli: delete {rows[0][title]}"),
    ("ExpenseDeleteDuplicates", "some expenses in pro expense are duplicated - keep one of each and delete the rest"),
    ("TasksHighPriorityTasks", "tasks app: which tasks are high priority? titles"),
    ("TasksCompletedTasksForDate", "tasks I finished {date}? titles only"),
    ("NotesTodoItemCount", "joplin: number of to-dos in {folder}?"),
    ("NotesMeetingAttendeeCount", "joplin: how many attendees at {title}?"),
    ("SportsTrackerActivitiesCountForWeek", "opentracks: how many {category} activities this week?"),
    ("PhoneMakeCall", "phone call to {number}"),
    ("PhoneReturnMissedCall", "call back the missed call"),
    ("PhoneCallTextSender", "ring whoever texted me last"),
    ("RetroPlayingQueue", "retro music: queue {files} in order"),
    ("RetroCreatePlaylist", "playlist {playlist_name} in retro music: {files}"),
    ("CameraTakePhoto", "photo please"),
    ("ExtraClockAlarmSet", "wake me at 21:30"),
    ("ExtraMarkorMoveNote", "{file_name} should go in the {folder} folder (markor)"),
    ("ExtraContactsDeleteContact", "contacts: delete {first} {last}"),
    ("FilesDeleteFile", "delete {subfolder}/{file_name}"),
    ("SimpleSmsSendReceivedAddress", "send {name1} the address {name2} texted me"),
    ("MarkorMergeNotes", "make {new_file_name} from {file1_name}, {file2_name} and {file3_name} merged in that order"),
    ("OpenAppTaskEval", "open files and close any popups"),
    # The eleventh (the way people type or dictate to a phone: context first, questions, two sentences,
    # lowercase, typos, "pls/thx", numbers and times in words, relative dates, the app named loosely or not
    # at all; SMS, contacts, phone, calendar, clock, recorder, camera), run once untouched: 20 of 62, 10 false done.
    ("SimpleSmsReply", "I'm stuck in traffic, could you text {number} back and tell them: {message}? thanks!"),
    ("SimpleSmsReply", 'Can you reply to the message from {number}? Say "{message}".'),
    ("SimpleSmsReply", "pls answer {number} in messages - {message}"),
    ("SimpleSmsReplyMostRecent", 'Someone just texted me. Can you write back "{message}"?'),
    ("SimpleSmsReplyMostRecent", "reply to the most recent sms plz, just say {message} thx"),
    ("SimpleSmsReplyMostRecent", "hey, could you answer the newest text in my messages with '{message}'"),
    ("SimpleSmsResend", "I don't think {name} got my last message. Can you send it to them again?"),
    ("SimpleSmsResend", "plz resend the msg i just sent {name}, thanks"),
    ("SimpleSmsSendReceivedAddress", "{name2} just texted me an address. Could you pass it on to {name1}?"),
    ("SimpleSmsSendReceivedAddress", "can you send {name1} the adress {name2} sent me in messages"),
    ("ContactsAddContact", "I just met {name}, her number is {number}. Can you save her as a contact?"),
    ("ContactsAddContact", "pls add {number} to my contacts under the name {name} thx"),
    ("ContactsAddContact", "Could you create a contact named '{name}' with the phone number {number}? Thanks!"),
    (
        "ContactsNewContactDraft",
        "Can you open a new contact and type in {first} {last}, {phone_label} number {phone}? "
        "Don't save it yet, I want to check it first.",
    ),
    ("ContactsNewContactDraft", "draft a contact for {first} {last} ({phone}, label {phone_label}) but dont save"),
    ("ExtraContactsDeleteContact", "I don't talk to {first} {last} anymore, please remove them from my contacts."),
    ("ExtraContactsDeleteContact", "can you delete {first} {last} from the contact list? thanks"),
    ("ExtraContactsDeleteContact", "plz get rid of the contact '{first} {last}'"),
    ("PhoneMakeCall", "Could you call {number} for me please?"),
    ("PhoneMakeCall", "I need to ring the pharmacy, their number is {number}. can you place the call?"),
    ("PhoneMakeCall", "can u dial {number} on the phone app"),
    ("PhoneReturnMissedCall", "Someone just called and I missed it. Can you call them back?"),
    ("PhoneReturnMissedCall", "pls call back whoever just called me"),
    ("PhoneCallTextSender", "I just got a text from a number I don't know. Can you call it?"),
    ("PhoneCallTextSender", "could you give a ring to the person who sent me the latest message"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "Could you add '{event_title}' to my calendar two weeks from today at 3 in the afternoon? It's "
        "{duration_mins} minutes long, and the description should be '{event_description}'. Thanks!",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "schedule {event_title} for a fortnight from today at 3pm, half an hour, description: {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "put {event_title} in my calendar in 14 days at three pm for thirty minutes, description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "Can you put {event_title} in my calendar on {day_of_week} at ten in the morning? It lasts an hour. "
        "Description: {event_description}.",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "add an event this {day_of_week} 10 o'clock called {event_title}, sixty minutes, description '{event_description}' pls",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "I've got {event_title} tomorrow morning at eight. Please add it to my calendar for an hour with the "
        'description "{event_description}".',
    ),
    ("SimpleCalendarAddOneEventTomorrow", "tmrw 8am {event_title} for 1 hour, descrption {event_description}"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "can you schedule {event_title} for tomorrow at 8:00? one hour, description {event_description}. thx",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "Starting next Monday at noon I'll have {event_title} every day. Can you add it as a daily repeating "
        "event, {duration_mins} minutes, description '{event_description}'?",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "add {event_title} every day at 12pm starting march 18 2030, an hour and a half each, description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "I'm taking next tuesday off. Can you delete everything in my calendar that day?"),
    ("SimpleCalendarDeleteEvents", "pls clear all events on tuesday march 19 2030"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "Can you remove all my events for the day after tomorrow?"),
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "my saturday plans are cancelled, delete all the events on saturday in my calendar",
    ),
    (
        "SimpleCalendarDeleteOneEvent",
        "Lunch with Sam on saturday the 23rd at 9 is off - can you delete it from the calendar?",
    ),
    ("SimpleCalendarDeleteOneEvent", "please delete the 'Lunch with Sam' event on march 23, 2030 at nine am. thanks"),
    (
        "SimpleCalendarAnyEventsOnDate",
        "Am I busy the day after tomorrow? Just give me the titles, separated by commas.",
    ),
    ("SimpleCalendarAnyEventsOnDate", "whats on my calendar for saturday march 16"),
    (
        "SimpleCalendarNextMeetingWithPerson",
        "When am I seeing {person} next? Please answer like March 14 2030 14:00.",
    ),
    ("SimpleCalendarNextMeetingWithPerson", "can you check my calendar for when my next meeting with {person} is"),
    ("SimpleCalendarLocationOfEvent", "Where's the {title} happening? just the place pls"),
    ("SimpleCalendarLocationOfEvent", "can you look up where my {title} is in the calendar"),
    (
        "SimpleCalendarEventsInNextWeek",
        "Could you tell me what's on my schedule next week? titles only, comma separated. thanks",
    ),
    (
        "SimpleCalendarFirstEventAfterStartTime",
        "what's the first thing on my calendar tomorrow after 8 in the morning?",
    ),
    (
        "SimpleCalendarEventsInTimeRange",
        "am I free on monday between ten in the morning and eight in the evening? if not, list the titles",
    ),
    (
        "ClockTimerEntry",
        "Can you set a timer for one hour thirty-eight minutes and forty-nine seconds? Don't start it yet.",
    ),
    (
        "ClockTimerEntry",
        "pls put {hours} hr {minutes} mins {seconds} secs on the timer in the clock app, but dont start it",
    ),
    ("ClockStopWatchRunning", "I'm going for a run, can you start the stopwatch?"),
    ("ClockStopWatchRunning", "can you start the stop-watch in the clock app"),
    ("ClockStopWatchPausedVerify", "Done with my lap. Pause the stopwatch please."),
    ("ExtraClockAlarmSet", "Can you set an alarm for half past nine tonight?"),
    ("ExtraClockAlarmSet", "pls wake me at nine thirty pm thx"),
    ("AudioRecorderRecordAudio", "Could you record a quick voice note for me and save it? thanks"),
    (
        "AudioRecorderRecordAudioWithFileName",
        "I want to record an interview. Can you record audio and save it as '{file_name}'?",
    ),
    ("AudioRecorderRecordAudioWithFileName", "make a voice recording pls, name it {file_name}"),
    ("CameraTakePhoto", "can you take a pic with the camera?"),
    ("CameraTakeVideo", "Could you shoot a quick video for me? Thanks!"),
    # Set 12 (the helper apps: context first, questions, two sentences, typos, money and numbers in words, the
    # app named loosely or not at all, sign-offs), run once untouched: see benchmarks/README.md.
    (
        "MarkorCreateNote",
        "hey, I keep forgetting stuff at work so could you make a new note in my notes app? call it {file_name} and have it say {text} thx",
    ),
    ("MarkorCreateNote", "note: {file_name} — {text}"),
    ("MarkorCreateNote", "can u create {file_name} with the text {text}"),
    ("MarkorCreateNote", 'Create a note named {file_name}. It should say: "{text}"'),
    ("MarkorDeleteNote", "i dont need {file_name} anymore. pls delete it"),
    ("MarkorDeleteNote", "could you delte the note {file_name} from markor?"),
    ("MarkorDeleteNewestNote", "the note I just made in markor was a mistake, can you delete it?"),
    ("MarkorDeleteNewestNote", "whats the newest note in markor? delete it pls"),
    ("MarkorEditNote", "In my notes app, open {file_name} and at the end add the line {footer}"),
    ("MarkorEditNote", "{file_name} needs one more line at the bottom: “{footer}”"),
    (
        "MarkorAddNoteHeader",
        'two things for {original_name} in markor: first add "{header}" as a new first line (blank line after it), second rename it {new_name}',
    ),
    (
        "MarkorMergeNotes",
        "can you merge {file1_name}, {file2_name} and {file3_name} in that order? save the result as {new_file_name}, with an empty line between them",
    ),
    (
        "MarkorCreateNoteAndSms",
        "write a note {file_name} in markor with the text {text} and then text the whole thing to {number}",
    ),
    ("ExtraMarkorMoveNote", "could you file {file_name} under {folder}? it's in markor"),
    ("ExtraMarkorMoveNote", "move {file_name} to the {folder} dir pls"),
    ("SystemWifiTurnOn", "my phone isn't connecting to anything, can you turn wifi on?"),
    ("SystemWifiTurnOnVerify", "is wifi on? if not turn it on"),
    ("SystemWifiTurnOffVerify", "I'm about to board a plane, kill the wifi pls"),
    ("SystemBluetoothTurnOn", "i want to use my headphones so switch bluetooth on thx"),
    ("SystemBluetoothTurnOffVerify", "bluetooth is draining my battery. turn it off."),
    ("SystemBrightnessMaxVerify", "I can't see anything outside, put the brightness all the way up"),
    ("SystemBrightnessMinVerify", "it's late and the screen is blinding me — lowest brightness pls"),
    ("TurnOffWifiAndTurnOnBluetooth", "first wifi off. then bluetooth on."),
    ("TurnOffWifiAndTurnOnBluetooth", "can you turn off the wi-fi and after that turn bluetooth on"),
    ("SystemBluetoothTurnOnVerify", "make sure bluetooth's enabled"),
    ("SystemWifiTurnOn", "wi fi on pls"),
    (
        "ExpenseAddSingle",
        "i paid four hundred thirty-six dollars and seventy-eight cents for {rows[0][name]} — log it under {rows[0][category]} with the note {rows[0][note]}",
    ),
    ("ExpenseAddSingle", "expenses: {rows[0][name]} 436 bucks 78, {rows[0][category]}, note {rows[0][note]}"),
    (
        "ExpenseAddSingle",
        "add an expense pls - name {rows[0][name]}, amount ${dollars0}, category {rows[0][category]}, note: {rows[0][note]}. thanks!",
    ),
    (
        "ExpenseAddMultiple",
        "log these expenses: {rows[0][name]} ${dollars0} ({rows[0][category]}, {rows[0][note]}); {rows[1][name]} 400.09 dollars ({rows[1][category]}, {rows[1][note]}); {rows[2][name]} $229.67 ({rows[2][category]}, {rows[2][note]})",
    ),
    ("ExpenseDeleteSingle", "i accidentally logged {rows[0][name]} in my expenses, can you remove it?"),
    ("ExpenseDeleteSingle", "whats the {rows[0][name]} expense doing there? delete it"),
    ("ExpenseDeleteMultiple2", "expenses to delete: {rows[0][name]}; {rows[1][name]}; {rows[2][name]}"),
    ("ExpenseDeleteMultiple2", "pls delete the {rows[0][name]}, {rows[1][name]} and {rows[2][name]} expenses thx"),
    (
        "ExpenseDeleteDuplicates",
        "I think I entered some expenses twice. Can you get rid of the doubles so there's only one of each?",
    ),
    ("RecipeDeleteSingleRecipe", "the recipe app still has {rows[0][title]}, nobody likes it, delete it"),
    ("RecipeDeleteSingleRecipe", "broccoli - remove {rows[0][title]} pls"),
    (
        "RecipeAddSingleRecipe",
        "save a recipe for me: {rows[0][title]}. description {rows[0][description]}, {rows[0][servings]}, takes {rows[0][preparationTime]}, from {rows[0][source]}. ingredients: {rows[0][ingredients]}. directions: {rows[0][directions]}",
    ),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "i'm allergic to {ingredient}, so delete any recipe whose directions use {ingredient}",
    ),
    ("RecipeDeleteDuplicateRecipes", "my recipe app has duplicates, can you clean them up? keep one copy of each"),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "there's a recipes.txt in markor — add the ones that take {prep_time} to prep into the recipe app",
    ),
    ("RecipeDeleteDuplicateRecipes2", "Remove duplicated recipes from Broccoli. Leave one of each."),
    ("TasksHighPriorityTasks", "what's high priority on my to-do list?"),
    ("TasksHighPriorityTasksDueOnDate", "anything high priority due march 22nd? tasks app, just titles"),
    ("TasksCompletedTasksForDate", "what did i get done on the 18th of march? (tasks)"),
    ("TasksIncompleteTasksOnDate", "What do I still need to do today? Unfinished tasks only, titles"),
    (
        "TasksHighPriorityTasks",
        "In the Tasks app, which items are marked high priority? Please list titles, comma separated. Thanks",
    ),
    ("NotesRecipeIngredientCount", "making {recipe} tonight — how much {ingredient} do I need? it's in joplin"),
    ("NotesMeetingAttendeeCount", "How many people came to {title}? It's in my joplin notes. Just a number pls."),
    ("NotesIsTodo", "quick q: is {todo_title} in joplin a to-do or a regular note? answer True or False"),
    ("NotesTodoItemCount", "how many todos have i got in the {folder} folder (joplin)"),
    ("SportsTrackerActivitiesOnDate", "which sports did i do on march eleventh? check opentracks"),
    ("SportsTrackerActivitiesCountForWeek", "how many times have i been {category} since monday? opentracks"),
    ("SportsTrackerActivityDuration", "How long did my {category} on March 13th last? In minutes please."),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "total {category} time this week in minutes? (opentracks, monday start)",
    ),
    ("RetroCreatePlaylist", "can you make me a playlist called {playlist_name}? songs: {files}"),
    (
        "RetroPlayingQueue",
        "I want to listen to {files} next, in that order — add them to the queue in my music app",
    ),
    (
        "RetroSavePlaylist",
        "make a {playlist_name} playlist in retro with {files}. once it's done, export it to Downloads",
    ),
    ("RetroCreatePlaylist", "new retro music playlist pls, name: {playlist_name}, tracks: {files}"),
    ("FilesDeleteFile", "there's an old {file_name} in my {subfolder} folder, get rid of it"),
    ("FilesDeleteFile", "delete {file_name} (it's in {subfolder}) using the file manager"),
    ("SaveCopyOfReceiptTaskEval", "I need a copy of {file_name} in Download too — it's in DCIM, use the gallery app"),
    ("OpenAppTaskEval", "pls open files and say yes to whatever permissions it wants"),
    # Set 13 (dictation without punctuation, very short, long with irrelevant detail, slots before the verb,
    # British words and dates, lists with "&", "+" and newlines, indirect questions, corrections, emoji),
    # run once untouched: see benchmarks/README.md.
    ("SimpleSmsReply", "{number} needs a reply {message}"),
    ("SimpleSmsReplyMostRecent", "📱 reply to the latest text: {message}"),
    ("SimpleSmsReplyMostRecent", "the last person who messaged my mobile, reply {message}"),
    ("SimpleSmsResend", "the text I sent {name} earlier failed can you resend it"),
    ("SimpleSmsResend", "{name} never got my last message, could you send it once more?"),
    (
        "SimpleSmsSendReceivedAddress",
        "I forget where the event is but {name2} texted me the address, pass it on to {name1} by text pls",
    ),
    ("MarkorCreateNote", "markor new note {file_name}: {text}"),
    (
        "MarkorCreateNote",
        "So I was on the bus this morning and remembered a couple of things I keep forgetting, which is typical of me. Could you make a note in Markor, call it {file_name}, and write: {text}",
    ),
    ("MarkorDeleteNote", "bin {file_name} in markor"),
    ("MarkorDeleteNewestNote", "I made a markor note by mistake just now, the newest one, delete it"),
    ("MarkorEditNote", "in markor open {file_name} and at the bottom add {footer}"),
    ("MarkorEditNote", "append to {file_name}: {footer}"),
    (
        "MarkorAddNoteHeader",
        'markor {original_name}: put "{header}" as the first line then an empty line, then rename it {new_name}',
    ),
    (
        "MarkorMergeNotes",
        "combine {file1_name} & {file2_name} & {file3_name} into {new_file_name} in markor, in that order, blank line between each",
    ),
    ("MarkorCreateNoteAndSms", "write a markor note {file_name} saying {text} and text the whole thing to {number}"),
    ("ExtraMarkorMoveNote", "{file_name} should be in the {folder} folder in markor, move it there"),
    ("SystemWifiTurnOn", "wi-fi on pls 🙏"),
    ("SystemBluetoothTurnOn", "my headphones won't connect, switch on bluetooth"),
    ("SystemBluetoothTurnOff", "bluetooth off to save battery"),
    ("SystemWifiTurnOffVerify", "make sure the wifi is off"),
    ("SystemBrightnessMaxVerify", "I can't see a thing in this sunlight, screen brightness all the way up"),
    ("SystemBrightnessMinVerify", "dim the screen right down, lowest it goes"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off + bluetooth on"),
    ("SystemBluetoothTurnOnVerify", "is bluetooth on? if not turn it on"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "a fortnight today at 3pm put {event_title} in my diary, {duration_mins} minutes, description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "{event_title} friday 10am for an hour description {event_description} add to calendar",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "Tomorrow 8am: {event_title} ({duration_mins} min). Description: {event_description}. Put it in the calendar.",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "{event_title} every day from Monday the 18th at midday, an hour and a half each, description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "clear out my diary for the 19th"),
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "saturday's plans are off, delete everything in the calendar for that day",
    ),
    ("SimpleCalendarDeleteOneEvent", "Lunch with Sam on Saturday week at 9 is cancelled, take it out of my calendar"),
    ("SimpleCalendarAnyEventsOnDate", "anything on saturday? titles only"),
    (
        "SimpleCalendarNextMeetingWithPerson",
        "I forget when I'm next meeting {person}, can you check my calendar? month day year hh:mm please",
    ),
    ("SimpleCalendarLocationOfEvent", "I forget where the {title} is"),
    ("SimpleCalendarFirstEventAfterStartTime", "friday, after 8 in the morning, what's first in my calendar?"),
    ("SimpleCalendarEventsInTimeRange", "monday between 10 and 8pm do I have anything on? titles"),
    ("ContactsAddContact", "{number} is {name}'s new mobile, add them as a contact"),
    ("ContactsAddContact", "pop {name} in my contacts\n{number}"),
    (
        "ContactsNewContactDraft",
        "new contact screen first name {first} last name {last} phone {phone} label {phone_label} dont save",
    ),
    ("ExtraContactsDeleteContact", "{first} {last} isn't in my life anymore, delete the contact"),
    ("ExtraContactsDeleteContact", "delete contact Ravi Castillo, no wait, {first} {last}"),
    ("ExtraClockAlarmSet", "alarm 9.30pm"),
    ("ExtraClockAlarmSet", "wake me at half nine tonight"),
    ("ClockTimerEntry", "timer for an hour {minutes} minutes and {seconds} seconds, just set it, don't start"),
    ("ClockStopWatchRunning", "stopwatch go ⏱️"),
    ("ClockStopWatchPausedVerify", "freeze the stopwatch"),
    ("ExpenseAddSingle", "{rows[0][name]} ${dollars0} {rows[0][category]} {rows[0][note]} add to expenses"),
    (
        "ExpenseAddMultiple",
        "add to pro expense:\n{rows[0][name]} - ${dollars0} - {rows[0][category]} - {rows[0][note]}\n{rows[1][name]} - $400.09 - {rows[1][category]} - {rows[1][note]}\n{rows[2][name]} - $229.67 - {rows[2][category]} - {rows[2][note]}",
    ),
    (
        "ExpenseDeleteSingle",
        "I got refunded for the {rows[0][name]} so it shouldn't be in my expenses anymore, can you take it out",
    ),
    ("ExpenseDeleteMultiple2", "delete expenses {rows[0][name]} & {rows[1][name]} & {rows[2][name]}"),
    ("ExpenseDeleteDuplicates", "some expenses are in there twice, dedupe them pls"),
    (
        "RecipeAddSingleRecipe",
        "new recipe in broccoli\ntitle {rows[0][title]}\ndescription {rows[0][description]}\nservings {rows[0][servings]}\nprep {rows[0][preparationTime]}\nsource {rows[0][source]}\ningredients {rows[0][ingredients]}\ndirections {rows[0][directions]}",
    ),
    ("RecipeDeleteSingleRecipe", "{rows[0][title]} recipe, bin it"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "any recipe whose method uses {ingredient}, delete it"),
    ("RecipeDeleteDuplicateRecipes3", "there are double recipes in broccoli, keep one of each and delete the rest"),
    ("RecipeAddMultipleRecipesFromMarkor2", "copy the {prep_time} recipes from recipes.txt (markor) into broccoli"),
    ("AudioRecorderRecordAudio", "record a voice memo and save it"),
    ("AudioRecorderRecordAudioWithFileName", "{file_name} - record a clip with that name and save"),
    ("CameraTakePhoto", "📸 snap a pic"),
    ("CameraTakeVideo", "film a quick video"),
    ("FilesDeleteFile", "{subfolder}/{file_name} delete pls"),
    (
        "SaveCopyOfReceiptTaskEval",
        "{file_name} from DCIM, I need a duplicate in Download with the same name, use simple gallery",
    ),
    ("OpenAppTaskEval", "launch the file manager and allow any permissions it asks for"),
    ("TasksHighPriorityTasksDueOnDate", "anything high priority due friday week? tasks, titles only"),
    ("TasksCompletedTasksForDate", "I forget what I ticked off on monday the 18th, check tasks"),
    ("TasksIncompleteTasksOnDate", "whats left on my to do list for today"),
    ("TasksHighPriorityTasks", "high prio tasks?"),
    ("NotesRecipeIngredientCount", "how much {ingredient} goes in the {recipe}? joplin, amount and unit as written"),
    ("NotesMeetingAttendeeCount", "headcount for the {title} meeting? its in joplin"),
    ("NotesIsTodo", "Is {todo_title} a to-do in joplin? True or False"),
    ("NotesTodoItemCount", "number of todos in my {folder} folder in joplin?"),
    ("SportsTrackerActivitiesOnDate", "what did I do on the 11th in opentracks, activity types only"),
    ("SportsTrackerActivitiesCountForWeek", "how many {category} sessions this week (from monday)? opentracks"),
    ("SportsTrackerActivityDuration", "{category} on the 13th, how many minutes? opentracks"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "total {category} minutes this week from monday in opentracks"),
    ("RetroCreatePlaylist", "playlist {playlist_name} in retro music:\nLow Tide\nPaper Planes"),
    ("RetroPlayingQueue", "queue up Wild Horses + First Light + Silver Lining in retro, that order"),
    ("RetroSavePlaylist", "Retro: new playlist {playlist_name} with {files}, then export it to Downloads"),
    ("PhoneMakeCall", "ring {number}"),
    ("PhoneMakeCall", "call 555 1234 no sorry {number}"),
    ("PhoneReturnMissedCall", "someone just rang and I missed it, ring them back"),
    ("PhoneCallTextSender", "whoever just texted me, give them a ring"),
    # Set 14 (voice dictation: no punctuation, fillers "um", "like", "okay so", numbers, dates and times in
    # words, names as a phone transcribes them, the app named loosely or not at all), run once untouched: 8 of 57,
    # 1 false done; after intent/dictation.py 55 of 57.
    ("SimpleSmsReply", "okay so text {number} and say {message}"),
    (
        "SimpleSmsReply",
        "um send a text to three five two five five five one four five four saying running ten minutes late",
    ),
    ("SimpleSmsReplyMostRecent", "reply to the last text like just say {message}"),
    ("SimpleSmsReplyMostRecent", "okay so whoever messaged me last um tell them {message}"),
    ("SimpleSmsResend", "um can you like send my last message to {name} again I don't think it went through"),
    ("SimpleSmsSendReceivedAddress", "okay so {name2} sent me an address can you um text it to {name1}"),
    ("MarkorCreateNote", "new note um call it {file_name} and it should say {text}"),
    ("MarkorCreateNote", "okay so make a note in markor called {file_name} and put in it {text}"),
    ("MarkorDeleteNote", "um delete the note {file_name} I don't need it anymore"),
    ("MarkorDeleteNewestNote", "delete like the newest note in my notes app"),
    ("MarkorEditNote", "okay so at the end of {file_name} add um {footer}"),
    ("MarkorMergeNotes", "merge {file1_name} {file2_name} and {file3_name} into a new note called {new_file_name}"),
    ("MarkorCreateNoteAndSms", "um make a note {file_name} that says {text} and then text it to {number}"),
    ("ExtraMarkorMoveNote", "okay so move {file_name} into the {folder} folder"),
    ("SystemWifiTurnOn", "um turn on the wifi"),
    ("SystemWifiTurnOffVerify", "okay so like turn the wifi off"),
    ("SystemBluetoothTurnOn", "hey um can you turn bluetooth on"),
    ("SystemBluetoothTurnOffVerify", "turn off bluetooth okay"),
    ("SystemBrightnessMaxVerify", "um make the screen like super bright all the way up"),
    ("SystemBrightnessMinVerify", "okay so turn the brightness down all the way"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn off wifi and um turn on bluetooth"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "okay so add {event_title} to my calendar two weeks from today at three pm for thirty minutes and the description is {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "um put {event_title} in my calendar tomorrow at eight a m for an hour description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "add {event_title} on friday at ten for sixty minutes um the description is {event_description}",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "okay so I want {event_title} every day starting march eighteenth twenty thirty at twelve noon for ninety minutes description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "um delete everything on march nineteenth twenty thirty"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "okay so like cancel all my events on saturday"),
    ("SimpleCalendarDeleteOneEvent", "delete lunch with sam on march twenty third at nine"),
    ("SimpleCalendarAnyEventsOnDate", "um what do I have on march sixteenth"),
    ("SimpleCalendarNextMeetingWithPerson", "okay so when am I meeting greta novak next"),
    ("SimpleCalendarLocationOfEvent", "um where is the {title} like what's the location"),
    ("SimpleCalendarEventsInNextWeek", "okay so what's on my calendar next week just the titles"),
    ("SimpleCalendarEventsInTimeRange", "do I have anything monday between ten in the morning and eight at night"),
    ("ContactsAddContact", "um add a new contact {name} her number is {number}"),
    ("ContactsAddContact", "save hana suzuki as a contact nine seven zero five five five one eight eight nine"),
    (
        "ContactsNewContactDraft",
        "okay so start a new contact first name {first} last name {last} work number {phone} but um don't save it",
    ),
    ("ExtraContactsDeleteContact", "um delete ravi brennan from my contacts"),
    ("ClockTimerEntry", "set a timer for one hour thirty eight minutes and forty nine seconds but like don't start it"),
    ("ClockStopWatchRunning", "okay start the stopwatch"),
    ("ClockStopWatchPausedVerify", "um okay stop the stopwatch now"),
    ("ExtraClockAlarmSet", "set an alarm for nine thirty tonight"),
    ("AudioRecorderRecordAudio", "um record a voice memo okay"),
    ("AudioRecorderRecordAudioWithFileName", "record some audio and like name it {file_name}"),
    ("CameraTakePhoto", "okay so take a picture"),
    ("CameraTakeVideo", "um record a video with the camera"),
    (
        "ExpenseAddSingle",
        "add an expense {rows[0][name]} four hundred thirty six dollars and seventy eight cents category {rows[0][category]} note {rows[0][note]}",
    ),
    ("ExpenseDeleteSingle", "um delete the {rows[0][name]} expense"),
    ("RecipeDeleteSingleRecipe", "okay so delete the {rows[0][title]} recipe"),
    ("TasksHighPriorityTasks", "um what are my high priority tasks"),
    ("NotesTodoItemCount", "how many to dos are in my {folder} folder in joplin"),
    ("SportsTrackerActivityDuration", "okay so how many minutes did I go {category} on march thirteenth"),
    ("PhoneMakeCall", "um call {number}"),
    ("PhoneReturnMissedCall", "okay call back the missed call"),
    ("RetroCreatePlaylist", "make a playlist called {playlist_name} with low tide and paper planes"),
    ("RetroPlayingQueue", "um add wild horses first light and silver lining to the queue in that order"),
    ("FilesDeleteFile", "delete {file_name} from the {subfolder} folder okay"),
    ("OpenAppTaskEval", "um open the files app and like allow everything it asks"),
    # Set 15 (terse and imperative, non-native and regional English: articles dropped, "pls", "kindly", "do the
    # needful", the verb last, British, Indian and Australian forms, "tmrw", "mins", "appt", "BT", dd/mm dates),
    # written with set 14 before any change and run once untouched: 28 of 62, 4 false done; after intent/shorthand.py
    # 61 of 62.
    ("SimpleSmsReply", "kindly reply {number} that {message}"),
    ("SimpleSmsReply", "pls sms to {number}: {message}"),
    ("SimpleSmsReplyMostRecent", "reply last msg - {message}"),
    ("SimpleSmsResend", "last msg to {name} pls resend"),
    ("SimpleSmsSendReceivedAddress", "address which {name2} has sent, kindly forward to {name1}"),
    ("MarkorCreateNote", "create new note {file_name} in markor, content - {text}"),
    ("MarkorCreateNote", "note {file_name} with text '{text}' create pls"),
    ("MarkorDeleteNote", "{file_name} note delete"),
    ("MarkorDeleteNewestNote", "latest note in markor kindly delete"),
    ("MarkorEditNote", "in {file_name} at bottom add line: {footer}"),
    ("MarkorAddNoteHeader", "{original_name} - add header '{header}' + blank line, then rename as {new_name}"),
    (
        "MarkorMergeNotes",
        "merge {file1_name}, {file2_name}, {file3_name} to new file {new_file_name} (blank line in between)",
    ),
    ("MarkorCreateNoteAndSms", "make note {file_name} having text '{text}' and sms same to {number}"),
    ("ExtraMarkorMoveNote", "shift {file_name} to {folder} folder"),
    ("SystemWifiTurnOn", "wifi switch on pls"),
    ("SystemWifiTurnOnVerify", "kindly ensure wifi is on"),
    ("SystemBluetoothTurnOff", "BT off"),
    ("SystemBluetoothTurnOnVerify", "bluetooth pls enable"),
    ("SystemBrightnessMaxVerify", "brightness full"),
    ("SystemBrightnessMinVerify", "brightness lowest pls"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off, BT on"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "appt {event_title} 2 wks from today 3pm, {duration_mins} mins, desc: {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "fortnight from today, 3 in the arvo: {event_title}, {duration_mins} mins, desc {event_description}. cheers",
    ),
    ("SimpleCalendarAddOneEventTomorrow", "tmrw 8am {event_title} 1 hr, desc {event_description}, add in calendar"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "kindly book {event_title} on {day_of_week} 10 o'clock for 1 hour, description is {event_description}",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "create daily repeat event {event_title} from 18/03/2030 12:00 for 1.5 hrs, desc {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "19/03/2030 all events delete"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "this sat all events cancel pls"),
    ("SimpleCalendarDeleteOneEvent", "Lunch with Sam on 23rd March 2030 9am - remove"),
    ("SimpleCalendarAnyEventsOnDate", "what all events on 16th March? titles only"),
    ("SimpleCalendarNextMeetingWithPerson", "next meeting with {person} is on which date?"),
    ("SimpleCalendarLocationOfEvent", "{title} venue?"),
    ("SimpleCalendarFirstEventAfterStartTime", "this fri after 8am first event is what?"),
    ("ContactsAddContact", "save contact {name} mob {number}"),
    ("ContactsAddContact", "kindly add {name}, ph no. {number} in contacts"),
    ("ContactsNewContactDraft", "new contact {first} {last}, {phone_label} no. {phone} - fill only, do not save"),
    ("ExtraContactsDeleteContact", "contact {first} {last} remove pls"),
    ("ClockTimerEntry", "timer {hours} hr {minutes} mins {seconds} secs, don't start"),
    ("ClockStopWatchRunning", "start stopwatch pls"),
    ("ClockStopWatchPausedVerify", "stopwatch stop"),
    ("ExtraClockAlarmSet", "alarm for 9.30 pm kindly set"),
    ("AudioRecorderRecordAudio", "do one audio recording and save"),
    ("AudioRecorderRecordAudioWithFileName", "record audio, save with name {file_name}"),
    ("CameraTakePhoto", "click one photo"),
    ("CameraTakeVideo", "take one video pls"),
    (
        "ExpenseAddSingle",
        "add expense - {rows[0][name]}, amt ${dollars0}, cat {rows[0][category]}, note {rows[0][note]}",
    ),
    ("ExpenseDeleteSingle", "expense {rows[0][name]} kindly delete"),
    ("ExpenseDeleteMultiple2", "delete expenses: {rows[0][name]}/{rows[1][name]}/{rows[2][name]}"),
    ("ExpenseDeleteDuplicates", "duplicate expenses remove, keep one each"),
    ("RecipeDeleteSingleRecipe", "recipe {rows[0][title]} delete from broccoli"),
    ("RecipeDeleteDuplicateRecipes", "do the needful - remove duplicate recipes, keep one copy each"),
    ("TasksHighPriorityTasks", "high priority tasks list pls, titles only"),
    ("TasksIncompleteTasksOnDate", "pending tasks for 14th March? titles"),
    ("NotesIsTodo", "{todo_title} in joplin - todo or not? True/False"),
    ("NotesMeetingAttendeeCount", "how many ppl attended {title}? joplin, number only"),
    ("SportsTrackerActivitiesCountForWeek", "no. of {category} activities this wk?"),
    ("PhoneMakeCall", "pls call on {number}"),
    ("PhoneCallTextSender", "call back person who sent latest sms"),
    ("RetroCreatePlaylist", "playlist {playlist_name} create with songs {files}"),
    ("FilesDeleteFile", "{file_name} in {subfolder} - delete, do the needful"),
    ("SaveCopyOfReceiptTaskEval", "{file_name} from DCIM copy to Download using gallery"),
    ("OpenAppTaskEval", "open files app, allow all permissions"),
    # Set 16 (chat-style: context before the request, typos and autocorrect slips, emoji, indirect requests
    # ("I need…", "could u…"), a question said as a statement), written after sets 14 and 15 had been worked on
    # and run once untouched: see benchmarks/README.md.
    ("SimpleSmsReply", "hey can u txt {number} back and say {message} thx"),
    ("SimpleSmsReply", "I owe {number} a reply 🙈 tell them: {message}"),
    ("SimpleSmsReplyMostRecent", "someone just messaged me, reply to them with '{message}'"),
    ("SimpleSmsResend", "ugh my msg to {name} failed, can you try sending it again"),
    ("SimpleSmsSendReceivedAddress", "{name2} sent me an adress, I need {name1} to have it too. forward pls"),
    ("MarkorCreateNote", "I need a new note in markor called {file_name}, put this in it: {text}"),
    ("MarkorCreateNote", "jot down '{text}' in markor as {file_name}"),
    ("MarkorDeleteNote", "I dont need {file_name} anymore, trash it"),
    ("MarkorDeleteNewestNote", "the newest markor note was a mistake, delete it"),
    ("MarkorEditNote", "at the end of {file_name} I want to add: {footer}"),
    ("SystemWifiTurnOn", "my wifi is off again 😩 turn it on"),
    ("SystemWifiTurnOffVerify", "I'm going to airplane mode-ish, just disable wifi"),
    ("SystemBluetoothTurnOn", "turn on blutooth"),
    ("SystemBluetoothTurnOff", "can you switch bluetooth off, battery is dying"),
    ("SystemBrightnessMaxVerify", "I can't see anything, max the brightness"),
    ("SystemBrightnessMinVerify", "screen is way too bright, turn it all the way down"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off and bluetooth on please"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "I have {event_title} tomorow at 8am for an hour, can you put it in my calender? desc: {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "add to calendar: {event_title} this {day_of_week} 10am, {duration_mins} min. description {event_description}",
    ),
    ("SimpleCalendarLocationOfEvent", "I forgot where {title} is, can you check the calendar"),
    ("SimpleCalendarNextMeetingWithPerson", "I need to know when I'm meeting {person} next"),
    ("SimpleCalendarAnyEventsOnDate", "do I have anything on march 16?"),
    ("ContactsAddContact", "pls save this number {number} - it's {name}"),
    ("ContactsAddContact", "{name} got a new phone, number is {number}, add to contacts"),
    ("ClockTimerEntry", "put a timer on {hours}h {minutes}m {seconds}s but dont start it"),
    ("ClockStopWatchRunning", "can u start a stopwatch"),
    ("AudioRecorderRecordAudio", "I want to record a voice note"),
    ("AudioRecorderRecordAudioWithFileName", "record audio, save it as {file_name}"),
    ("CameraTakePhoto", "snap a pic"),
    ("CameraTakeVideo", "start filming a video"),
    ("ExpenseDeleteSingle", "the {rows[0][name]} expense shouldn't be there, remove it"),
    ("RecipeDeleteSingleRecipe", "I'm never making {rows[0][title]} again lol, delete the recipe"),
    ("TasksHighPriorityTasks", "what's high priority on my todo list?"),
    ("PhoneMakeCall", "can you ring {number} for me pls"),
    ("PhoneReturnMissedCall", "I missed a call, call them back"),
    ("ExtraClockAlarmSet", "wake me up at 9:30pm"),
    ("ExtraMarkorMoveNote", "put {file_name} in the {folder} folder"),
    ("OpenAppTaskEval", "open up {app_name}"),
    ("FilesDeleteFile", "delete {file_name} from my {subfolder} folder"),
    # Set 17 (written at the end of the session that built sets 14-16's readings, before any change for it, to
    # measure them on wordings they were not built around: long-winded and polite, a request inside a story,
    # spoken numbers, second thoughts, questions put as requests), run once untouched: see benchmarks/README.md.
    ("SimpleSmsReply", "Would you mind replying to {number}? Just let them know: {message}"),
    ("SimpleSmsReplyMostRecent", "Whoever sent me the last text, could you answer them with {message}"),
    ("SimpleSmsResend", "I think my last message to {name} never arrived, please send it one more time"),
    ("MarkorCreateNote", "Could you make me a note in Markor? Name: {file_name}. Text: {text}"),
    ("MarkorDeleteNote", "Please get {file_name} out of Markor, I'm done with it"),
    ("MarkorDeleteNewestNote", "Whatever note I created most recently in markor, please remove it"),
    ("MarkorEditNote", "Open {file_name} and add this line at the bottom: {footer}"),
    ("SystemWifiTurnOffVerify", "Wi-Fi needs to be off for now, thanks"),
    ("SystemBluetoothTurnOnVerify", "Make sure Bluetooth is turned on"),
    ("SystemBrightnessMinVerify", "Could you dim the screen as much as possible?"),
    ("TurnOffWifiAndTurnOnBluetooth", "First disable the wifi, then enable bluetooth"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "Tomorrow morning at 8 I have {event_title}, it takes an hour. Could you add it to the calendar with the "
        "description {event_description}?",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "Every day from March 18 2030 at 12 I have {event_title} for {duration_mins} minutes, please add it as a "
        "daily event. Description: {event_description}",
    ),
    ("SimpleCalendarLocationOfEvent", "Where am I supposed to go for {title}?"),
    ("SimpleCalendarNextMeetingWithPerson", "When's my next meeting with {person}? Date and time please"),
    ("SimpleCalendarAnyEventsOnDate", "Is there anything in my calendar for March 16?"),
    ("ContactsAddContact", "Could you add a contact for {name}? The number is {number}"),
    ("ClockTimerEntry", "Set the timer to {hours} hours, {minutes} minutes and {seconds} seconds, but don't start it"),
    ("ClockStopWatchRunning", "Could you start timing me with the stopwatch?"),
    ("ClockStopWatchPausedVerify", "Please stop the stopwatch now"),
    ("AudioRecorderRecordAudioWithFileName", "Please record some audio and name the file {file_name}"),
    ("CameraTakePhoto", "Take a photo for me please"),
    ("ExpenseDeleteSingle", "Please delete the expense called {rows[0][name]}"),
    ("RecipeDeleteSingleRecipe", "Remove {rows[0][title]} from my recipes, please"),
    ("TasksHighPriorityTasks", "Can you tell me which of my tasks are high priority?"),
    ("PhoneMakeCall", "Please place a call to {number}"),
    ("PhoneReturnMissedCall", "Someone called while I was out, can you call them back?"),
    ("ExtraClockAlarmSet", "Please set an alarm for 9:30 pm"),
    ("ExtraMarkorMoveNote", "Could you move the note {file_name} into the {folder} folder?"),
    ("OpenAppTaskEval", "Please open the {app_name} app"),
    # Set 18 (written at the start of the session after set 17, before any change for it, and run once untouched:
    # see benchmarks/README.md): a wake word or a greeting first, 24-hour clocks, the app called by what it does,
    # templates no set had phrased yet (activities, playlists, notes' questions, drafts), a request as a to-do line.
    ("SimpleSmsReply", "Hey, send a text to {number}: {message}"),
    ("SimpleSmsSendReceivedAddress", "{name2} just texted me an address, forward it to {name1}"),
    (
        "MarkorCreateNoteAndSms",
        "jot down '{text}' in a markor note called {file_name} and text the whole thing to {number}",
    ),
    (
        "MarkorMergeNotes",
        "combine {file1_name}, {file2_name} and {file3_name} into one note {new_file_name}, in that order",
    ),
    ("MarkorDeleteNote", "Okay so {file_name} in my notes app can go, delete it"),
    ("SystemWifiTurnOn", "wifi on"),
    ("SystemBluetoothTurnOffVerify", "Hey assistant, kill bluetooth"),
    ("SystemBrightnessMaxVerify", "brightness to 100% please"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tomorrow 08:00-09:00 {event_title} ({event_description}), put it in the calendar app",
    ),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "clear my calendar for this {day_of_week}, everything's cancelled"),
    ("SimpleCalendarDeleteOneEvent", "{targets[0][0]} on the {day}th is off, take it out of my calendar"),
    ("SimpleCalendarEventsInNextWeek", "what's on my calendar next week? just the titles"),
    ("SimpleCalendarFirstEventAfterStartTime", "{date}, what's my first thing after 8?"),
    ("SimpleCalendarLocationOfEvent", "Where's {title} happening?"),
    ("ContactsNewContactDraft", "start a new contact: {first} {last}, {phone_label} number {phone}. don't save it yet"),
    ("ExtraContactsDeleteContact", "remove {first} {last} from my contacts"),
    ("ClockTimerEntry", "timer {hours}:{minutes}:{seconds}, don't start"),
    ("ClockStopWatchRunning", "Hey, stopwatch please"),
    ("ExtraClockAlarmSet", "alarm 21:30"),
    (
        "ExpenseAddSingle",
        "I spent ${dollars0} on {rows[0][name]} ({rows[0][category]}), log it in my expenses, note: {rows[0][note]}",
    ),
    ("ExpenseDeleteMultiple2", "remove {rows[0][name]}, {rows[1][name]} and {rows[2][name]} from my expenses"),
    ("ExpenseDeleteDuplicates", "some of my expenses got entered twice, clean up the duplicates"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "I'm off {ingredient} now, delete every recipe that uses them"),
    ("RecipeDeleteSingleRecipe", "Hey, delete the {rows[0][title]} recipe"),
    ("AudioRecorderRecordAudioWithFileName", "voice memo named {file_name} please"),
    ("CameraTakeVideo", "record a video with the camera"),
    ("FilesDeleteFile", "in the files app, {subfolder} folder, delete {file_name}"),
    ("TasksIncompleteTasksOnDate", "what do I still have to do {date}? titles only"),
    ("TasksHighPriorityTasks", "which tasks are marked high priority"),
    ("NotesMeetingAttendeeCount", "how many people came to the {title} meeting? check joplin"),
    ("NotesIsTodo", "is '{todo_title}' a to-do in joplin? true or false"),
    ("NotesRecipeIngredientCount", "how much {ingredient} goes in the {recipe}? it's in joplin"),
    ("SportsTrackerActivitiesCountForWeek", "how many times did I go {category} this week (week starts monday)"),
    ("SportsTrackerActivityDuration", "how many minutes was my {category} {date}?"),
    ("RetroCreatePlaylist", "make a playlist '{playlist_name}' with {files}, in that order"),
    ("RetroPlayingQueue", "queue up {files} in retro music, in that order"),
    ("PhoneMakeCall", "Hey, call {number}"),
    ("PhoneCallTextSender", "call back whoever just texted me"),
    ("ExtraMarkorMoveNote", "{file_name} belongs in {folder}, move it there"),
    ("OpenAppTaskEval", "launch {app_name}"),
    # Set 19 (written at the end of the session that built set 18's readings, before running it, to measure that
    # work on wordings it was not built around: second thoughts, asides in dashes, the request last after a
    # long lead, questions asked sideways, the app called by its purpose): see benchmarks/README.md.
    ("SimpleSmsReply", "text {number} — tell them {message}"),
    ("SimpleSmsReplyMostRecent", "the last person who texted me, reply: {message}"),
    ("SimpleSmsResend", "{name} says she never got my last message, can you resend it"),
    ("MarkorCreateNote", "so I don't forget: new markor note {file_name}, and in it put {text}"),
    ("MarkorDeleteNote", "I don't need {file_name} anymore — please delete it from markor"),
    ("MarkorEditNote", "in markor, open {file_name} and append: {footer}"),
    ("SystemWifiTurnOffVerify", "no wait, wifi should be OFF, turn it off"),
    ("SystemBluetoothTurnOn", "I need bluetooth for my headphones, turn it on"),
    ("SystemBrightnessMinVerify", "lowest brightness please, I'm in a dark room"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "{event_title} — this {day_of_week}, 10am to 11am, add to my calendar with the description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "two weeks from today at 15:00 I've got {event_title}, {duration_mins} minutes; put it on the calendar, description: {event_description}",
    ),
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "this {day_of_week} isn't happening anymore, delete all my events that day",
    ),
    ("SimpleCalendarNextMeetingWithPerson", "when do I see {person} next?"),
    ("SimpleCalendarAnyEventsOnDate", "am I free {date}?"),
    ("ContactsAddContact", "new contact — {name}, {number}"),
    ("ExtraContactsDeleteContact", "I don't talk to {first} {last} anymore, delete the contact"),
    ("ClockTimerEntry", "I need a timer for {hours} hours {minutes} minutes {seconds} seconds, don't start it yet"),
    ("ClockStopWatchPausedVerify", "ok stop the stopwatch"),
    ("ExtraClockAlarmSet", "set an alarm, 9:30 in the evening"),
    ("ExpenseDeleteSingle", "that {rows[0][name]} expense was refunded, delete it"),
    ("RecipeDeleteSingleRecipe", "the {rows[0][title]} recipe is bad, get rid of it"),
    ("AudioRecorderRecordAudio", "start a voice recording"),
    ("CameraTakePhoto", "take a picture"),
    ("FilesDeleteFile", "there's a file {file_name} in {subfolder} I don't need, delete it"),
    ("TasksHighPriorityTasks", "anything high priority on my task list?"),
    ("NotesTodoItemCount", "how many to-dos are in my {folder} folder in joplin"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "total minutes of {category} this week? week starts monday"),
    ("RetroCreatePlaylist", "new playlist in retro music called {playlist_name}: {files}"),
    ("PhoneReturnMissedCall", "I missed a call earlier, call that number back"),
    ("ExtraMarkorMoveNote", "can you file {file_name} under {folder} in markor"),
    # Set 20 (2026-12-05, written before running it, to measure the work on sets 18 and 19 on wordings it was not
    # built around: a request inside a status update, "could you … for me", the passive, "I'd like", ordinal days,
    # a thing done said instead of the task): see benchmarks/README.md.
    ("SimpleSmsReply", "could you shoot a text to {number} for me, just say {message}"),
    ("SimpleSmsReplyMostRecent", "need to get back to whoever messaged me most recently. say: {message}"),
    ("SimpleSmsResend", "the text I sent {name} earlier failed. try sending it again"),
    ("MarkorCreateNote", "I'd like a new note, {file_name}. it should say {text}"),
    ("MarkorDeleteNote", "{file_name} needs to be deleted"),
    ("MarkorDeleteNewestNote", "the newest note in markor can go, delete it"),
    ("MarkorEditNote", "stick this at the bottom of {file_name}: {footer}"),
    ("SystemWifiTurnOn", "can u switch on the wifi"),
    ("SystemBluetoothTurnOff", "bluetooth off please, it's draining my battery"),
    ("SystemBrightnessMaxVerify", "make the screen as bright as it goes"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off and bluetooth on"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tomorrow at eight in the morning: {event_title}, one hour. Description {event_description}. Add that to my calendar",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "{event_title} every day from March {day}, noon, 90 min, add it to the calendar (description: {event_description})",
    ),
    ("SimpleCalendarDeleteEvents", "clear my calendar on March {day}, everything that day has to go"),
    ("SimpleCalendarNextMeetingWithPerson", "when's my next meeting with {person}"),
    ("SimpleCalendarLocationOfEvent", "where is the {title} happening?"),
    ("ContactsAddContact", "save {number} as {name} in my contacts"),
    ("ContactsNewContactDraft", "start a contact for {first} {last}, {phone_label} number {phone}, don't save it yet"),
    ("ClockTimerEntry", "put {hours} hour {minutes} min {seconds} sec on the timer but don't start it"),
    ("ClockStopWatchRunning", "start timing me with the stopwatch"),
    ("ExtraClockAlarmSet", "wake me up at {hour}:{minute}"),
    (
        "ExpenseAddSingle",
        "log an expense: {rows[0][name]}, ${dollars0}, category {rows[0][category]}, note {rows[0][note]}",
    ),
    ("ExpenseDeleteSingle", "I never bought {rows[0][name]}, take it out of my expenses"),
    ("RecipeDeleteSingleRecipe", "I don't want the {rows[0][title]} recipe anymore"),
    ("AudioRecorderRecordAudio", "record some audio for me"),
    ("CameraTakePhoto", "snap a photo"),
    ("FilesDeleteFile", "trash {file_name} from my {subfolder} folder"),
    ("OpenAppTaskEval", "pull up the {app_name} app"),
    ("TasksHighPriorityTasksDueOnDate", "which high priority tasks are due {date}? just the titles"),
    ("TasksCompletedTasksForDate", "what tasks did I get done {date}? titles, comma separated"),
    ("NotesMeetingAttendeeCount", "joplin has my notes from the {title} meeting - how many attended?"),
    ("SportsTrackerActivitiesOnDate", "what sports did I do {date}? only the activity types"),
    ("PhoneMakeCall", "dial {number} for me"),
    ("ExtraContactsDeleteContact", "remove {first} {last} from my contacts"),
    ("ExtraMarkorMoveNote", "put {file_name} in the {folder} folder"),
    ("OwnTracksDeleteActivity", "delete the swim I logged on March 12 in opentracks"),
    ("OwnExpenseEditAmount", "the {rows[0][name]} expense should be $67.50, fix it"),
    ("OwnSmsLastMessageFrom", "what was {people[2][first]}'s last text to me? just the text"),
    ("OwnCalendarMoveEventDay", "move {title} from the 25th to the 19th, same time"),
    ("OwnTasksMarkDone", "done with {tasks[1][title]}, check it off in tasks"),
    ("OwnPhoneCallNumberInNote", "the {who}'s number is in my markor note {file_name}, call it"),
    ("OwnFilesNewFolderThenMove", "make a {new} folder in files and put {name} from {folder} in it"),
    ("OwnContactsAddWithLabel", "new contact {people[0][first]} {people[0][last]}, home phone {people[0][phone]}"),
    ("OwnRecipeEditServings", "the {rows[1][title]} recipe should serve 12, not 6"),
    ("OwnExpenseCategoryTotal", "total spend on {category} in pro expense? number only"),
    # Set 21 (2026-12-05, written while set 20's fixes were being made and before seeing them, run once after merging
    # them: "would you mind", "go ahead and", "let's", "wanna/gonna", "I wonder", "don't forget to", a third person's
    # wish, the time first): see benchmarks/README.md.
    ("SimpleSmsReply", "would you mind texting {number}? message is: {message}"),
    ("SimpleSmsReplyMostRecent", "go ahead and reply to my latest text with {message}"),
    ("SimpleSmsResend", "{name} didn't get my last text, send it to her again please"),
    ("MarkorCreateNote", "let's make a markor note called {file_name} — content: {text}"),
    ("MarkorDeleteNote", "wanna delete {file_name}, it's old"),
    ("MarkorDeleteNewestNote", "undo that last note I wrote in markor, delete it"),
    ("MarkorEditNote", "don't forget to add '{footer}' to the end of {file_name}"),
    ("SystemWifiTurnOffVerify", "go ahead and disable wifi"),
    ("SystemBluetoothTurnOn", "gonna need bluetooth, switch it on"),
    ("SystemBrightnessMinVerify", "dim the screen all the way down"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn the wifi off then bluetooth on please"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "at 10am this {day_of_week} I have {event_title}, an hour long; put it in my calendar with description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "my calendar needs {event_title} in two weeks at 3pm, {duration_mins} mins, description {event_description}",
    ),
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "I'm taking {day_of_week} off, wipe everything from my calendar that day",
    ),
    ("SimpleCalendarAnyEventsOnDate", "I wonder if I've got anything {date}"),
    ("SimpleCalendarNextMeetingWithPerson", "next time I'm meeting {person}?"),
    ("ContactsAddContact", "my new neighbour is {name}, number {number}, add her to contacts"),
    ("ExtraContactsDeleteContact", "go ahead and delete {first} {last}'s contact"),
    ("ClockTimerEntry", "can I get a timer for {hours}h {minutes}m {seconds}s? don't start it"),
    ("ClockStopWatchPausedVerify", "pause the stopwatch please"),
    ("ExtraClockAlarmSet", "I gotta be up at 9:30 pm, set an alarm"),
    ("ExpenseDeleteSingle", "let's remove the {rows[0][name]} expense"),
    ("ExpenseDeleteMultiple2", "go ahead and delete these expenses: {rows[0][name]}, {rows[1][name]}, {rows[2][name]}"),
    ("RecipeDeleteSingleRecipe", "would you mind deleting my {rows[0][title]} recipe"),
    ("AudioRecorderRecordAudioWithFileName", "record a voice note and save it as {file_name}"),
    ("CameraTakeVideo", "gonna need a quick video, start recording with the camera"),
    ("FilesDeleteFile", "go into {subfolder} and delete {file_name}"),
    ("TasksHighPriorityTasks", "what's urgent on my task list? titles only"),
    ("NotesIsTodo", "in joplin, is {todo_title} a to-do item? answer true or false"),
    ("SportsTrackerActivityDuration", "I wonder how long my {category} was {date} — minutes please"),
    ("PhoneMakeCall", "go ahead and ring {number}"),
    ("PhoneCallTextSender", "whoever sent me that last text, give them a call"),
    ("ExtraMarkorMoveNote", "let's move {file_name} over to the {folder} folder"),
    ("OwnMarkorCreateFolder", "markor needs a new folder called {folder}"),
    ("OwnExpenseEditCategory", "the {rows[2][name]} expense is really {category}, change its category"),
    ("OwnCalendarRenameEvent", "rename my {title} event to {new_title}"),
    ("OwnContactsChangeNumber", "{first} {last} got a new number: {new_phone}, update the contact"),
    ("OwnTasksMarkDone", "would you mark {tasks[1][title]} as done in tasks"),
    ("OwnRetroDeletePlaylist", "I'm tired of the {playlist} playlist, delete it in retro music"),
    ("OwnPhoneCallContact", "give {first} {last} a ring"),
    # Set 22 (2026-12-05, written after set 21's pass, before anything was changed for it: "is it possible to",
    # "help me", "I'd love it if", "time to", "real quick", "do you know", "can you check", "also" joining two asks,
    # names in lower case, conditions): see benchmarks/README.md.
    ("SimpleSmsReply", "is it possible to text {number} real quick: {message}"),
    ("SimpleSmsReplyMostRecent", "help me answer the newest text — {message}"),
    ("SimpleSmsResend", "{name} never got my text... resend it please"),
    ("MarkorCreateNote", "time to start a new note, {file_name}, with this in it: {text}"),
    ("MarkorDeleteNote", "I'd love it if you deleted {file_name}"),
    ("MarkorEditNote", "at the end of {file_name} add this line: {footer}"),
    ("MarkorDeleteNewestNote", "help me get rid of the note I made most recently in markor"),
    ("SystemWifiTurnOn", "if wifi's off, turn it on"),
    ("SystemBluetoothTurnOff", "is it possible to switch off bluetooth?"),
    ("SystemBrightnessMaxVerify", "brightness all the way up real quick"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off. also bluetooth on"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "help me add {event_title} tomorrow at 8 am for an hour to my calendar, description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "time to book {event_title}: this {day_of_week} 10 to 11am, description {event_description}, in the calendar",
    ),
    ("SimpleCalendarDeleteEvents", "is it possible to clear everything off my calendar on March {day}?"),
    ("SimpleCalendarNextMeetingWithPerson", "do you know when I'm next meeting {person}?"),
    ("SimpleCalendarLocationOfEvent", "can you check where {title} is?"),
    ("ContactsAddContact", "help me save a contact: {name}, {number}"),
    ("ExtraContactsDeleteContact", "i'd love it if you removed {first} {last} from contacts"),
    ("ClockTimerEntry", "timer for {hours}:{minutes}:{seconds} please, but don't start it"),
    ("ClockStopWatchRunning", "time to start the stopwatch"),
    ("ExtraClockAlarmSet", "is it possible to set an alarm for {hour}:{minute}?"),
    ("ExpenseAddSingle", "help me log ${dollars0} for {rows[0][name]}, it's {rows[0][category]}, note {rows[0][note]}"),
    ("ExpenseDeleteSingle", "can you check my expenses and delete {rows[0][name]}"),
    ("RecipeDeleteSingleRecipe", "real quick, delete the {rows[0][title]} recipe"),
    ("AudioRecorderRecordAudio", "time to record some audio"),
    ("CameraTakePhoto", "help me take a photo"),
    ("FilesDeleteFile", "is it possible to delete {file_name} in {subfolder}?"),
    ("OpenAppTaskEval", "open {app_name} real quick"),
    ("TasksIncompleteTasksOnDate", "do you know what's still open {date} in my tasks? titles only"),
    ("NotesTodoItemCount", "can you check how many to-dos are in the {folder} folder in joplin?"),
    (
        "SportsTrackerActivitiesCountForWeek",
        "do you know how many times I went {category} this week? week starts monday",
    ),
    ("PhoneMakeCall", "is it possible to call {number}?"),
    ("PhoneReturnMissedCall", "help me call back the number I missed"),
    ("ExtraMarkorMoveNote", "time to move {file_name} to {folder}"),
    ("OwnMarkorAddTodo", "also add {item} to my to-do note in markor"),
    ("OwnExpenseEditAmount", "can you check the {rows[0][name]} expense and make it $67.50"),
    ("OwnRecipeServings", "do you know how many people the {target} recipe serves?"),
    ("OwnContactPhoneNumber", "can you check {people[4][first]} {people[4][last]}'s number for me?"),
    ("OwnCalendarCountOnDay", "do you know how many events I have on March 17?"),
    ("OwnFilesCountFolder", "can you check how many files are in {folder}?"),
    # Set 23 (2026-12-05, session 8, written before anything was changed for it and run once untouched: "I need you
    # to", "make sure", "hey/ok so/btw" openers, "before I forget", "quick one:", "can u", "any idea", "let me know",
    # the passive "needs to be", "mind …ing", trailing thanks, hours as "noon" and "half past"): see benchmarks/README.md.
    ("SimpleSmsReply", "hey, I need you to text {number} this: {message}"),
    ("SimpleSmsReplyMostRecent", "ok so reply to the latest message with: {message}"),
    ("SimpleSmsResend", "before I forget, resend that last message to {name}"),
    ("MarkorCreateNote", "quick one: note named {file_name} in markor, it should say {text}"),
    ("MarkorDeleteNote", "{file_name} needs to be deleted"),
    ("MarkorEditNote", "can u append {footer} to the end of {file_name}"),
    ("MarkorDeleteNewestNote", "btw the newest note in markor can go, delete it"),
    (
        "MarkorAddNoteHeader",
        'make sure {original_name} is renamed to {new_name} and starts with "{header}" followed by an empty line',
    ),
    ("SystemWifiTurnOn", "make sure wifi is on"),
    ("SystemBluetoothTurnOff", "I need bluetooth off, thanks"),
    ("SystemBrightnessMinVerify", "hey can u turn the brightness down to the lowest"),
    ("TurnOffWifiAndTurnOnBluetooth", "ok so wifi off and then bluetooth on please"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "I need {event_title} on my calendar tomorrow at 8am for {duration_mins} minutes, description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "before I forget: {event_title} in two weeks at 3pm, {duration_mins} minutes long, description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "march {day} needs to be cleared, delete all the events that day"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "make sure nothing is left on my calendar this saturday"),
    ("SimpleCalendarNextMeetingWithPerson", "any idea when my next meeting with {person} is?"),
    ("SimpleCalendarLocationOfEvent", "let me know where {title} takes place"),
    ("SimpleCalendarAnyEventsOnDate", "any idea what's on march 16 in my calendar? titles only"),
    ("ContactsAddContact", "hey, {name} needs to go in my contacts, number {number}"),
    ("ExtraContactsDeleteContact", "I need you to delete {first} {last} from my contacts"),
    ("ClockTimerEntry", "make sure a timer is set to {hours}:{minutes}:{seconds}, don't start it yet"),
    ("ClockStopWatchRunning", "ok so start the stopwatch for me, thanks"),
    ("ExtraClockAlarmSet", "before I forget, alarm at {hour}:{minute} please"),
    (
        "ExpenseAddSingle",
        "I need you to add an expense: {rows[0][name]}, ${dollars0}, {rows[0][category]}, note {rows[0][note]}",
    ),
    ("ExpenseDeleteSingle", "the {rows[0][name]} expense needs to be deleted"),
    ("ExpenseDeleteMultiple2", "btw delete {rows[0][name]}, {rows[1][name]} and {rows[2][name]} from my expenses"),
    ("RecipeDeleteSingleRecipe", "mind deleting the {rows[0][title]} recipe?"),
    ("AudioRecorderRecordAudioWithFileName", "quick one: record audio and name the file {file_name}"),
    ("CameraTakePhoto", "can u snap a picture"),
    ("FilesDeleteFile", "{file_name} in {subfolder} needs to be deleted"),
    ("OpenAppTaskEval", "hey open {app_name} for me thanks"),
    ("TasksHighPriorityTasks", "let me know which tasks are high priority, just titles"),
    ("NotesIsTodo", "any idea if {todo_title} is a to-do in joplin? true or false"),
    (
        "SportsTrackerActivitiesCountForWeek",
        "let me know how many {category} activities I did this week starting monday",
    ),
    ("PhoneMakeCall", "I need you to call {number}"),
    ("PhoneReturnMissedCall", "before I forget, call back that missed call"),
    ("ExtraMarkorMoveNote", "{file_name} needs to be moved to the {folder} folder"),
    ("OwnMarkorCreateFolder", "make sure there's a folder called {folder} in markor"),
    ("OwnExpenseEditAmount", "ok so the {rows[0][name]} expense needs to be $67.50"),
    ("OwnCalendarRenameEvent", "{title} needs to be renamed to {new_title}"),
    ("OwnContactPhoneNumber", "any idea what {people[4][first]} {people[4][last]}'s phone number is?"),
    ("OwnTasksMarkDone", "btw {tasks[1][title]} is done, mark it complete in tasks"),
    ("OwnPhoneCallContact", "can u call {first} {last}"),
    # Set 24 (2026-12-05, session 8, written after set 23's pass and run once untouched: "would be great if you
    # could", "I'd appreciate it if", "do me a favor and", "lemme/gimme/wanna", a question tag at the end ("…, ok?",
    # "…, will you?"), "if you can" last, "no need to …, just …", British "pop/bin/sort out", "get X done").
    ("SimpleSmsReply", "would be great if you could text {number}: {message}"),
    ("SimpleSmsReplyMostRecent", "do me a favor and reply to the most recent text with {message}"),
    ("SimpleSmsResend", "gimme a hand, my last message to {name} needs resending"),
    ("MarkorCreateNote", "I'd appreciate it if you made a markor note {file_name} with the text {text}"),
    ("MarkorDeleteNote", "bin the note {file_name}, will you?"),
    ("MarkorEditNote", "stick {footer} on the end of {file_name}, ok?"),
    ("MarkorDeleteNewestNote", "lemme get rid of the newest markor note"),
    ("ExtraMarkorMoveNote", "sort out {file_name} for me: it goes in the {folder} folder"),
    ("SystemWifiTurnOn", "wifi on if you can"),
    ("SystemBluetoothTurnOff", "would be great if bluetooth was off"),
    ("SystemBrightnessMaxVerify", "do me a favor and max out the brightness"),
    ("TurnOffWifiAndTurnOnBluetooth", "no need for wifi, turn it off, and bluetooth on please"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "pop {event_title} into my calendar this {day_of_week} at 10am for {duration_mins} mins, description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "I'd appreciate it if you scheduled {event_title} for tomorrow 8am, {duration_mins} minutes, description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "wanna clear out march {day} on my calendar, delete it all"),
    ("SimpleCalendarNextMeetingWithPerson", "when am I meeting {person} next, can you tell me?"),
    ("SimpleCalendarLocationOfEvent", "where's {title} happening? lemme know"),
    ("SimpleCalendarAnyEventsOnDate", "do I have anything on march 16, yeah? titles only"),
    ("ContactsAddContact", "would be great if you could add {name} to contacts, {number}"),
    ("ExtraContactsDeleteContact", "bin {first} {last} from my contacts"),
    ("ClockTimerEntry", "gimme a timer for {hours}:{minutes}:{seconds}, no need to start it"),
    ("ClockStopWatchRunning", "get the stopwatch going, will you?"),
    ("ExtraClockAlarmSet", "wanna set an alarm for {hour}:{minute}"),
    (
        "ExpenseAddSingle",
        "do me a favor and log {rows[0][name]} for ${dollars0}, category {rows[0][category]}, note {rows[0][note]}",
    ),
    ("ExpenseDeleteSingle", "get the {rows[0][name]} expense deleted"),
    ("RecipeDeleteSingleRecipe", "bin my {rows[0][title]} recipe"),
    ("AudioRecorderRecordAudio", "wanna record some audio, start the recorder"),
    ("CameraTakeVideo", "shoot a video for me, ok?"),
    ("FilesDeleteFile", "get rid of {file_name} from the {subfolder} folder if you can"),
    ("OpenAppTaskEval", "lemme see {app_name}"),
    ("TasksIncompleteTasksOnDate", "which of my tasks for {date} aren't done yet? titles only"),
    ("NotesTodoItemCount", "how many to-dos have I got in joplin's {folder} folder?"),
    ("SportsTrackerActivityDuration", "gimme the minutes of my {category} {date}"),
    ("PhoneMakeCall", "would be great if you could ring {number}"),
    ("PhoneCallTextSender", "do me a favor and call whoever texted me last"),
    ("OwnMarkorCreateFolder", "I'd appreciate a new markor folder called {folder}"),
    ("OwnExpenseEditCategory", "sort out the {rows[2][name]} expense, its category should be {category}"),
    ("OwnCalendarRenameEvent", "change the name of my {title} event to {new_title}, ok?"),
    ("OwnContactsChangeNumber", "{first} {last}'s number is now {new_phone}, sort that out in contacts"),
    ("OwnTasksMarkDone", "get {tasks[1][title]} ticked off in tasks"),
    ("OwnRecipeServings", "how many does the {target} recipe serve, lemme know"),
    ("OwnContactPhoneNumber", "gimme {people[4][first]} {people[4][last]}'s number"),
    # Set 25 (2026-12-05, session 8, written after set 24's pass and run once untouched; no phrase class hunted on
    # purpose: wordings as people type them day to day, mixing forms the earlier sets met with new ones).
    ("SimpleSmsReply", "send a text to {number} that says {message}"),
    ("SimpleSmsReplyMostRecent", "respond to my newest message: {message}"),
    ("SimpleSmsResend", "can you try sending my last message to {name} again"),
    ("MarkorCreateNote", "write a new note {file_name} in markor: {text}"),
    ("MarkorDeleteNote", "I don't need {file_name} anymore, delete it"),
    ("MarkorEditNote", "put {footer} at the bottom of {file_name}"),
    ("MarkorDeleteNewestNote", "trash the note I created last in markor"),
    ("ExtraMarkorMoveNote", "could you move the note {file_name} into {folder}"),
    ("SystemWifiTurnOn", "switch the wifi back on"),
    ("SystemBluetoothTurnOff", "disable bluetooth for me"),
    ("SystemBrightnessMinVerify", "make the screen as dim as possible"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn wifi off and then turn bluetooth on"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "add an event tomorrow at 8 called {event_title}, {duration_mins} minutes, with the description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "create {event_title} on {day_of_week} at 10 for {duration_mins} minutes in my calendar, description: {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "remove every event on march {day}"),
    ("SimpleCalendarNextMeetingWithPerson", "when do I see {person} next?"),
    ("SimpleCalendarLocationOfEvent", "what's the location of {title}?"),
    ("SimpleCalendarAnyEventsOnDate", "is anything scheduled on march 16? give me the titles"),
    ("ContactsAddContact", "create a contact for {name} with the number {number}"),
    ("ExtraContactsDeleteContact", "remove the contact {first} {last}"),
    ("ClockTimerEntry", "set the timer to {hours} h {minutes} m {seconds} s without starting it"),
    ("ClockStopWatchRunning", "can you start a stopwatch"),
    ("ExtraClockAlarmSet", "wake me up at {hour}:{minute}"),
    ("ExpenseAddSingle", "add a {rows[0][category]} expense: {rows[0][name]}, ${dollars0}, note {rows[0][note]}"),
    ("ExpenseDeleteSingle", "please remove {rows[0][name]} from pro expense"),
    ("ExpenseDeleteMultiple2", "delete the {rows[0][name]}, {rows[1][name]} and {rows[2][name]} expenses"),
    ("RecipeDeleteSingleRecipe", "delete {rows[0][title]} from my recipes"),
    ("AudioRecorderRecordAudioWithFileName", "make an audio recording called {file_name}"),
    ("CameraTakePhoto", "open the camera and take a picture"),
    ("FilesDeleteFile", "delete the file {file_name} in {subfolder}"),
    ("OpenAppTaskEval", "launch {app_name}"),
    ("TasksHighPriorityTasks", "list my high priority tasks, titles only"),
    ("NotesIsTodo", "in joplin is {todo_title} marked as a to-do? true/false"),
    ("SportsTrackerActivitiesCountForWeek", "number of {category} activities this week (starting monday)?"),
    ("PhoneMakeCall", "dial {number} for me"),
    ("PhoneReturnMissedCall", "return my missed call"),
    ("OwnMarkorCreateFolder", "add a folder named {folder} in markor"),
    ("OwnExpenseEditAmount", "change the amount of the {rows[0][name]} expense to $67.50"),
    ("OwnCalendarRenameEvent", "the {title} event should be called {new_title}"),
    ("OwnContactsChangeNumber", "update {first} {last}'s phone number to {new_phone}"),
    ("OwnTasksMarkDone", "I finished {tasks[1][title]}, mark it done"),
    ("OwnRecipeServings", "what's the serving count for the {target} recipe?"),
    ("OwnContactPhoneNumber", "look up {people[4][first]} {people[4][last]}'s number"),
    ("OwnPhoneCallContact", "phone {first} {last}"),
    # Set 26 (2026-12-05, session 8, everyday wordings again, written after set 25's pass and run once untouched,
    # over templates the last sets used less: playlists and the queue, notes sent on, drafts, receipts, recipes,
    # Joplin, OpenTracks, totals, moves between days).
    ("RetroPlayingQueue", "queue up {files}, in this order"),
    ("RetroCreatePlaylist", "create a retro music playlist named {playlist_name} with {files}"),
    ("RetroSavePlaylist", "in retro music make a playlist {playlist_name} from {files} and export it to downloads"),
    ("SimpleSmsSendReceivedAddress", "forward the address {name2} texted me to {name1}"),
    ("MarkorCreateNoteAndSms", 'write a markor note {file_name} saying "{text}" and send it to {number} by text'),
    ("MarkorMergeNotes", "combine {file1_name}, {file2_name} and {file3_name} into one note called {new_file_name}"),
    (
        "ContactsNewContactDraft",
        "start a new contact for {first} {last}, {phone_label} number {phone}, but don't save it",
    ),
    ("SaveCopyOfReceiptTaskEval", "in the gallery, copy {file_name} from DCIM into Download"),
    ("ExpenseDeleteDuplicates", "remove the duplicate expenses in pro expense so each one is there once"),
    ("RecipeDeleteDuplicateRecipes", "get rid of duplicate recipes in broccoli, keeping one of each"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "delete all recipes whose directions mention {ingredient}"),
    ("TasksHighPriorityTasksDueOnDate", "what high priority tasks are due {date}? titles only"),
    ("TasksCompletedTasksForDate", "which tasks did I complete {date}? titles only"),
    ("NotesRecipeIngredientCount", "in joplin, how much {ingredient} is in the {recipe} recipe?"),
    ("NotesMeetingAttendeeCount", "count the attendees of the {title} meeting in joplin, number only"),
    ("SportsTrackerActivitiesOnDate", "which activities did I record {date} in opentracks? just the types"),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "how many minutes of {category} this week (week starts monday) in opentracks?",
    ),
    ("SportsTrackerActivityDuration", "how long did my {category} take {date}? answer in minutes"),
    ("SimpleCalendarFirstEventAfterStartTime", "on friday, what's the first event after 8am?"),
    ("SimpleCalendarEventsInNextWeek", "list the titles of my events next week, comma separated"),
    ("SimpleCalendarDeleteOneEvent", "remove Lunch with Sam on march 23 2030 from the calendar"),
    ("ClockStopWatchPausedVerify", "pause the running stopwatch"),
    ("CameraTakeVideo", "take a video with the camera"),
    ("SystemWifiTurnOffVerify", "turn off the wifi please"),
    ("SystemBluetoothTurnOn", "enable bluetooth"),
    ("SystemBrightnessMaxVerify", "set the screen brightness to maximum"),
    ("OwnFilesNewFolderThenMove", "create a folder {new} in files and move {name} from {folder} into it"),
    ("OwnRetroDeletePlaylist", "delete my {playlist} playlist in retro music"),
    (
        "OwnContactsAddWithLabel",
        "add {people[0][first]} {people[0][last]} to contacts with home number {people[0][phone]}",
    ),
    ("OwnCalendarMoveEventDay", "move {title} from the 25th to the 19th, keep the time"),
    ("OwnExpenseCategoryTotal", "how much have I spent on {category} in pro expense? just the number"),
    ("OwnSmsLastMessageFrom", "what did {people[2][first]} last text me? just the message"),
    ("OwnCalendarCountOnDay", "how many events are on my calendar on March 17?"),
    ("OwnRecipeEditServings", "change the servings of the {rows[1][title]} recipe from 6 to 12"),
    ("OwnTracksDeleteActivity", "remove the swim from March 12 in opentracks"),
    ("OwnPhoneCallNumberInNote", "call the {who}; the number is in my markor note {file_name}"),
    ("OwnMarkorAddTodo", "add {item} to my to-do note in markor"),
    ("OwnFilesCountFolder", "how many files are in the {folder} folder?"),
    ("OwnExpenseEditCategory", "change the category of the {rows[2][name]} expense to {category}"),
    ("OwnContactsChangeNumber", "change {first} {last}'s number to {new_phone}"),
    ("PhoneCallTextSender", "call the person who texted me most recently"),
    ("AudioRecorderRecordAudio", "start an audio recording"),
    ("ExpenseAddSingle", "new expense {rows[0][name]} ${dollars0} in {rows[0][category]}, note {rows[0][note]}"),
    (
        "MarkorAddNoteHeader",
        'rename {original_name} to {new_name} and add "{header}" as the first line, then an empty line',
    ),
    # Set 27 (2026-12-05, session 8, everyday wordings written before the last merges and run once untouched at the
    # session's end: the honest estimate for wordings nobody worked on).
    ("SimpleSmsReply", "message {number} saying {message}"),
    ("SimpleSmsReplyMostRecent", "reply {message} to the last person who texted me"),
    ("SimpleSmsResend", "resend the text I sent {name} last"),
    ("MarkorCreateNote", "new markor file {file_name} containing: {text}"),
    ("MarkorDeleteNote", "please delete the markor note {file_name}"),
    ("MarkorEditNote", "append {footer} to {file_name} in markor"),
    ("MarkorDeleteNewestNote", "delete my latest note in markor"),
    ("ExtraMarkorMoveNote", "move {file_name} to the {folder} folder in markor"),
    ("SystemWifiTurnOn", "I need wifi, turn it on"),
    ("SystemBluetoothTurnOff", "bluetooth off please"),
    ("SystemBrightnessMaxVerify", "make the screen as bright as it goes"),
    ("TurnOffWifiAndTurnOnBluetooth", "disable wifi and enable bluetooth"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "add {event_title} to my calendar two weeks from now at 3pm, {duration_mins} minutes, description: {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "schedule {event_title} tomorrow from 8am for {duration_mins} minutes with description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "clear my calendar for march {day}"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "delete all events this saturday"),
    ("SimpleCalendarNextMeetingWithPerson", "when's my next meeting with {person}?"),
    ("SimpleCalendarLocationOfEvent", "where is the {title} event?"),
    ("SimpleCalendarAnyEventsOnDate", "what do I have on march 16? titles only"),
    ("ContactsAddContact", "save {number} as {name} in contacts"),
    ("ExtraContactsDeleteContact", "delete {first} {last} from contacts please"),
    ("ClockTimerEntry", "set a {hours}:{minutes}:{seconds} timer but don't start it"),
    ("ClockStopWatchRunning", "start the stopwatch now"),
    ("ExtraClockAlarmSet", "alarm for {hour}:{minute} please"),
    (
        "ExpenseAddSingle",
        "log an expense: {rows[0][name]}, ${dollars0}, category {rows[0][category]}, note {rows[0][note]}",
    ),
    ("ExpenseDeleteSingle", "delete the expense {rows[0][name]}"),
    ("RecipeDeleteSingleRecipe", "remove the {rows[0][title]} recipe in broccoli"),
    ("AudioRecorderRecordAudio", "record audio"),
    ("CameraTakeVideo", "record a video with the camera"),
    ("FilesDeleteFile", "in files, delete {file_name} from {subfolder}"),
    ("OpenAppTaskEval", "open the {app_name} app"),
    ("TasksIncompleteTasksOnDate", "which tasks for {date} are not done yet? titles only"),
    ("NotesTodoItemCount", "how many to-do items are in the {folder} folder in joplin?"),
    ("SportsTrackerActivityDuration", "how many minutes was my {category} {date}?"),
    ("PhoneMakeCall", "call {number} please"),
    ("PhoneReturnMissedCall", "call back my missed call"),
    ("OwnMarkorCreateFolder", "new folder in markor: {folder}"),
    ("OwnExpenseEditAmount", "set the {rows[0][name]} expense to $67.50"),
    ("OwnCalendarRenameEvent", "rename the event {title} to {new_title}"),
    ("OwnContactsChangeNumber", "{first} {last} has a new number, {new_phone}, update it"),
    ("OwnTasksMarkDone", "check off {tasks[1][title]} in my tasks"),
    ("OwnRecipeServings", "how many servings does the {target} recipe make?"),
    ("OwnContactPhoneNumber", "what's {people[4][first]} {people[4][last]}'s phone number?"),
    ("OwnPhoneCallContact", "ring {first} {last} please"),
    # Set 28 (2026-12-05, session 8, everyday wordings written after the session's last merges and run once
    # untouched: a second estimate for a user's first day).
    ("SimpleSmsReply", "shoot {number} a text: {message}"),
    ("SimpleSmsReplyMostRecent", "answer my latest text and say {message}"),
    ("SimpleSmsResend", "send my last message to {name} again"),
    ("MarkorCreateNote", "save a note called {file_name} in markor with the text {text}"),
    ("MarkorDeleteNote", "remove {file_name} from markor"),
    ("MarkorEditNote", "at the end of the note {file_name} add {footer}"),
    ("MarkorDeleteNewestNote", "delete the most recently created note in markor"),
    ("ExtraMarkorMoveNote", "put {file_name} in the {folder} folder"),
    ("SystemWifiTurnOn", "enable wifi please"),
    ("SystemBluetoothTurnOff", "switch bluetooth off"),
    ("SystemBrightnessMinVerify", "lowest brightness please"),
    ("TurnOffWifiAndTurnOnBluetooth", "switch off wifi, switch on bluetooth"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "put {event_title} on my calendar for this {day_of_week} at 10am, {duration_mins} minutes, description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "in two weeks at 3 pm add {event_title} for {duration_mins} minutes, description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "delete all my calendar events on march {day}"),
    ("SimpleCalendarNextMeetingWithPerson", "when will I next meet {person}?"),
    ("SimpleCalendarLocationOfEvent", "where does {title} take place?"),
    ("SimpleCalendarAnyEventsOnDate", "what events are on march 16? just the titles"),
    ("ContactsAddContact", "add a new contact: {name}, phone {number}"),
    ("ExtraContactsDeleteContact", "get rid of the contact {first} {last}"),
    ("ClockTimerEntry", "timer {hours}:{minutes}:{seconds}, don't start"),
    ("ClockStopWatchRunning", "run the stopwatch"),
    ("ExtraClockAlarmSet", "set my alarm to {hour}:{minute}"),
    ("ExpenseAddSingle", "I spent ${dollars0} on {rows[0][name]} ({rows[0][category]}), note {rows[0][note]}, add it"),
    ("ExpenseDeleteSingle", "take the {rows[0][name]} expense out"),
    ("RecipeDeleteSingleRecipe", "I don't want the {rows[0][title]} recipe anymore, delete it"),
    ("AudioRecorderRecordAudioWithFileName", "record a voice memo and call it {file_name}"),
    ("CameraTakePhoto", "snap a photo"),
    ("FilesDeleteFile", "remove {file_name} from {subfolder}"),
    ("OpenAppTaskEval", "go to {app_name}"),
    ("TasksHighPriorityTasks", "which tasks are marked high priority? titles"),
    ("NotesIsTodo", "is {todo_title} a to-do item in joplin? true or false"),
    ("SportsTrackerActivitiesCountForWeek", "how many {category} sessions did I log this week, counting from monday?"),
    ("PhoneMakeCall", "make a call to {number}"),
    ("PhoneCallTextSender", "ring whoever sent me the last text"),
    ("OwnMarkorCreateFolder", "make a markor folder {folder}"),
    ("OwnExpenseEditAmount", "the {rows[0][name]} expense was actually $67.50, update it"),
    ("OwnCalendarRenameEvent", "change {title} to {new_title} in my calendar"),
    ("OwnContactsChangeNumber", "new number for {first} {last}: {new_phone}"),
    ("OwnTasksMarkDone", "mark {tasks[1][title]} complete"),
    ("OwnRecipeServings", "how many servings is the {target} recipe?"),
    ("OwnContactPhoneNumber", "tell me {people[4][first]} {people[4][last]}'s number"),
    ("OwnPhoneCallContact", "call {first} {last} for me"),
    ("OwnCalendarCountOnDay", "how many things do I have on March 17?"),
    # Set 29 (2026-12-05, session 8, everyday wordings written after set 28's pass and run once untouched).
    ("SimpleSmsReply", "text this to {number}: {message}"),
    ("SimpleSmsReplyMostRecent", "reply to the most recent text: {message}"),
    ("SimpleSmsResend", "my last text to {name} failed, resend it"),
    ("MarkorCreateNote", "create a markor note named {file_name} that says {text}"),
    ("MarkorDeleteNote", "delete {file_name} in markor"),
    ("MarkorEditNote", "add the line {footer} to the end of {file_name}"),
    ("MarkorDeleteNewestNote", "remove the newest note from markor"),
    ("ExtraMarkorMoveNote", "move my note {file_name} to {folder}"),
    ("SystemWifiTurnOn", "can you turn wifi on"),
    ("SystemBluetoothTurnOff", "turn bluetooth off"),
    ("SystemBrightnessMaxVerify", "brightness to max"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off then bluetooth on please"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tomorrow at 8am add {event_title} to the calendar for {duration_mins} minutes, description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "new event {event_title} this {day_of_week} 10am, {duration_mins} minutes, description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "cancel everything on march {day}"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "clear my saturday"),
    ("SimpleCalendarNextMeetingWithPerson", "next meeting with {person}, when is it?"),
    ("SimpleCalendarLocationOfEvent", "where is {title} happening?"),
    ("SimpleCalendarAnyEventsOnDate", "anything on my calendar for march 16? titles please"),
    ("ContactsAddContact", "add {name} as a contact, number {number}"),
    ("ExtraContactsDeleteContact", "please delete contact {first} {last}"),
    ("ClockTimerEntry", "put {hours}:{minutes}:{seconds} on the timer but don't start it"),
    ("ClockStopWatchRunning", "stopwatch start"),
    ("ExtraClockAlarmSet", "create an alarm at {hour}:{minute}"),
    ("ExpenseAddSingle", "add expense {rows[0][name]}: ${dollars0}, {rows[0][category]}, note {rows[0][note]}"),
    ("ExpenseDeleteSingle", "remove my {rows[0][name]} expense"),
    ("RecipeDeleteSingleRecipe", "delete the recipe for {rows[0][title]}"),
    ("AudioRecorderRecordAudio", "can you record a voice memo"),
    ("CameraTakeVideo", "film a video"),
    ("FilesDeleteFile", "delete {file_name} from the {subfolder} folder"),
    ("OpenAppTaskEval", "start {app_name}"),
    ("TasksIncompleteTasksOnDate", "what tasks are still open for {date}? titles only"),
    ("NotesTodoItemCount", "count the to-dos in the {folder} folder in joplin"),
    ("SportsTrackerActivityDuration", "how long was my {category} {date} in minutes?"),
    ("PhoneMakeCall", "call this number: {number}"),
    ("PhoneReturnMissedCall", "call back whoever I missed"),
    ("OwnMarkorCreateFolder", "create the folder {folder} in markor"),
    ("OwnExpenseEditAmount", "update the {rows[0][name]} expense amount to $67.50"),
    ("OwnCalendarRenameEvent", "rename {title} to {new_title} in the calendar"),
    ("OwnContactsChangeNumber", "update the phone number of {first} {last} to {new_phone}"),
    ("OwnTasksMarkDone", "tick off {tasks[1][title]} in tasks"),
    ("OwnRecipeServings", "how many people does the {target} recipe feed?"),
    ("OwnContactPhoneNumber", "what number do I have for {people[4][first]} {people[4][last]}?"),
    ("OwnPhoneCallContact", "please call {first} {last}"),
    # Set 30 (2026-12-05, session 9, everyday wordings written at the session's start and run once untouched).
    ("SimpleSmsReply", "send {number} a text saying {message}"),
    ("SimpleSmsReplyMostRecent", "answer the last message I got with '{message}'"),
    ("SimpleSmsResend", "can you send my last message to {name} again"),
    ("SimpleSmsSendReceivedAddress", "{name2} just texted me an address, forward it to {name1}"),
    ("MarkorCreateNote", "new note {file_name} in markor: {text}"),
    ("MarkorDeleteNote", "get rid of the note {file_name}"),
    ("MarkorEditNote", "at the bottom of {file_name} write {footer}"),
    ("SystemBluetoothTurnOn", "switch on bluetooth please"),
    ("SystemWifiTurnOffVerify", "wifi off"),
    ("SystemBrightnessMinVerify", "dim the screen all the way down"),
    ("TurnOffWifiAndTurnOnBluetooth", "disable wifi and turn on bluetooth"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "put {event_title} in my calendar two weeks from now at 3 in the afternoon, 30 min, description: {event_description}",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "set up a daily {event_title} starting march 18 at noon, 90 minutes each, description {event_description}",
    ),
    ("SimpleCalendarDeleteOneEvent", "remove {targets[0][0]} from march 23"),
    ("SimpleCalendarLocationOfEvent", "where's my {title}?"),
    ("SimpleCalendarNextMeetingWithPerson", "when am I meeting {person} next?"),
    ("SimpleCalendarEventsInTimeRange", "am I busy monday between 10am and 8pm? just the titles"),
    ("ContactsAddContact", "save {number} as {name}"),
    ("ContactsNewContactDraft", "start a new contact {first} {last}, work phone {phone}, but don't save it yet"),
    ("ClockTimerEntry", "set a timer for {hours} hour {minutes} minutes {seconds} seconds, don't start it"),
    ("ClockStopWatchPausedVerify", "stop the stopwatch"),
    ("ExtraClockAlarmSet", "wake me up at 9:30 pm"),
    (
        "ExpenseAddMultiple",
        "log these expenses: {rows[0][name]} $366.32 clothes ({rows[0][note]}), {rows[1][name]} $400.09 food "
        "({rows[1][note]}), {rows[2][name]} $229.67 health care ({rows[2][note]})",
    ),
    ("ExpenseDeleteMultiple2", "delete the {rows[0][name]}, {rows[1][name]} and {rows[2][name]} expenses"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "remove every recipe that has {ingredient} in it"),
    ("RecipeDeleteSingleRecipe", "I don't need the {rows[0][title]} recipe anymore, delete it"),
    ("AudioRecorderRecordAudioWithFileName", "make a recording and call it {file_name}"),
    ("CameraTakePhoto", "snap a picture"),
    ("FilesDeleteFile", "trash {file_name} in {subfolder}"),
    ("TasksHighPriorityTasks", "which of my tasks are high priority?"),
    ("NotesMeetingAttendeeCount", "how many people were at the {title} meeting according to my joplin notes"),
    ("SportsTrackerActivitiesCountForWeek", "how many bike rides this week?"),
    ("RetroCreatePlaylist", "new music playlist {playlist_name}: {files}"),
    ("PhoneCallTextSender", "ring whoever just texted me"),
    ("ExtraContactsDeleteContact", "{first} {last} can go from my contacts"),
    ("OwnExpenseMostExpensiveInCategory", "what's my priciest {category} expense?"),
    ("OwnCalendarEventStartTime", "what time is {on_day[0][0]} on the 26th?"),
    ("OwnRecipeEditServings", "make the {rows[1][title]} recipe serve {new_n}"),
    ("OwnTracksCountKind", "how many walks have I logged?"),
    ("OwnSmsLastMessageFrom", "what was {people[2][first]}'s last text?"),
    ("OwnMarkorNotesMentioning", "which of my notes talk about {word}?"),
    ("OwnVlcSongsByArtist", "what songs of {artist} have I got in vlc?"),
    ("OwnPhoneWhenLastCall", "when did I last speak to {people[1][first]} {people[1][last]} on the phone?"),
    (
        "OwnContactsAddSeveral",
        "add {people[0][first]} {people[0][last]} (work {people[0][phone]}) and {people[1][first]} "
        "{people[1][last]} (home {people[1][phone]}) to contacts",
    ),
    # Set 31 (2026-12-05, session 9, everyday wordings written after set 30's pass and run once untouched).
    ("SimpleSmsReply", "msg {number}: {message}"),
    ("SimpleSmsResend", "resend what I last sent {name}"),
    ("MarkorCreateNote", "write a note called {file_name}, content: {text}"),
    ("MarkorDeleteNewestNote", "delete the most recent markor note"),
    ("ExtraMarkorMoveNote", "put {file_name} into the {folder} folder"),
    ("SystemWifiTurnOn", "get wifi back on"),
    ("SystemBluetoothTurnOffVerify", "kill bluetooth"),
    ("SystemBrightnessMaxVerify", "brightness all the way up"),
    ("SimpleCalendarAddOneEventTomorrow", "add {event_title} tomorrow 8 to 9am, description {event_description}"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "friday 10am {event_title} for an hour, description {event_description}",
    ),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "wipe everything off my calendar for saturday"),
    ("SimpleCalendarAnyEventsOnDate", "what have I got on march 16?"),
    ("SimpleCalendarFirstEventAfterStartTime", "what's my first thing after 8 on friday?"),
    ("ContactsAddContact", "new contact: {name}, {number}"),
    ("ClockStopWatchRunning", "get the stopwatch going"),
    ("ClockTimerEntry", "timer {hours}h {minutes}m {seconds}s but don't start it yet"),
    ("ExtraClockAlarmSet", "alarm for half past nine tonight"),
    (
        "ExpenseAddSingle",
        "I spent ${dollars0} on {rows[0][name]}, it's {rows[0][category]}, note {rows[0][note]}",
    ),
    ("ExpenseDeleteSingle", "take {rows[0][name]} out of my expenses"),
    ("ExpenseDeleteDuplicates", "get rid of duplicate expenses"),
    ("RecipeDeleteDuplicateRecipes", "my recipes have duplicates, clean them up"),
    ("AudioRecorderRecordAudio", "record some audio"),
    ("CameraTakeVideo", "record a video"),
    ("OpenAppTaskEval", "launch {app_name}"),
    ("TasksIncompleteTasksOnDate", "what do I still need to do today?"),
    ("TasksCompletedTasksForDate", "which tasks did I finish for march 18?"),
    ("NotesIsTodo", "is {todo_title} a to-do in joplin?"),
    ("NotesRecipeIngredientCount", "how much {ingredient} goes in the {recipe} recipe in joplin?"),
    ("SportsTrackerActivityDuration", "how many minutes was my swim on march 13?"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "total swimming time this week in minutes?"),
    ("RetroPlayingQueue", "queue up {files} in retro music"),
    ("PhoneMakeCall", "dial {number}"),
    ("PhoneReturnMissedCall", "return my missed call"),
    ("OwnMarkorCreateFolder", "make a {folder} folder in markor"),
    ("OwnFilesRenameFile", "rename {name} in downloads to {new_name}"),
    ("OwnRetroDeletePlaylist", "delete the {playlist} playlist in retro"),
    ("OwnCalendarMoveEventTime", "push {title} on march 23 to 2pm"),
    ("OwnExpenseCategoryTotal", "how much have I spent on {category} altogether?"),
    ("OwnRecipePrepTime", "how long does the {target} take to prepare, in minutes?"),
    ("OwnContactsAddEmail", "{first} {last}'s email is {email}, add it"),
    ("OwnTasksMarkDone", "{tasks[1][title]} is done, check it off"),
    ("OwnVlcPlayVideo", "put on {item} in vlc"),
    ("OwnPhoneMissedCount", "how many calls did I miss?"),
    ("OwnSmsWhoTextedAbout", "who messaged me about dinner?"),
    # Set 32 (2026-12-05, session 9, everyday wordings over our own jobs, written after set 31's pass, run once untouched).
    ("OwnMarkorCreateNoteInFolder", "in my {folder} folder make a note {file_name} saying {text}"),
    ("OwnMarkorReplaceWord", "in {file_name} change {old} to {new}"),
    ("OwnFilesCopyFile", "make a copy of {name} in {target}"),
    ("OwnRetroRenamePlaylist", "my {playlist} playlist should be called {new_name} now"),
    ("OwnRetroAddSongToPlaylist", "stick {item} on my {playlist} playlist"),
    ("OwnVlcAddVideoToPlaylist", "add {item} to the {playlist} playlist in vlc"),
    ("OwnTracksActivityDistance", "how far did I swim on march 5? km"),
    ("OwnPhoneLastMissedCaller", "whose call did I miss last?"),
    ("OwnExpenseAddWithNote", "new expense: {big[name]}, $1,922.50, food, note {big[note]}"),
    (
        "OwnCalendarCreateFullEvent",
        "{title} on april 3rd at 1:30pm for an hour and a half, description {description}, repeats monthly",
    ),
    ("OwnExpenseRenameByAmount", "the $49.50 expense should be called {new_name}"),
    ("OwnCalendarChangeDuration", "make {title} on the 17th an hour and a half long"),
    ("OwnCalendarRepeatEvent", "{title} on march 21 should repeat every week"),
    ("OwnTracksWeekDistance", "how many km did I do this week in total?"),
    ("OwnTracksDeleteDay", "delete whatever I tracked on march 11"),
    ("OwnFilesDeleteKind", "delete every txt file in {folder}"),
    ("OwnRetroPlaySong", "put on {item} in retro music"),
    ("OwnRetroPlaylistSize", "how many tracks on my {playlist} playlist?"),
    ("OwnVlcDeleteVideo", "delete {item} from vlc"),
    ("OwnVlcLongestVideo", "what's my longest video in vlc?"),
    ("OwnCalendarBusyAtHour", "anything starting at 9pm on march 27?"),
    ("OwnExpenseAmountOf", "how much did the {rows[4][name]} cost me?"),
    ("OwnMarkorWhatNoteSays", "read me {notes[3][0]}"),
    ("OwnVlcDeletePlaylist", "get rid of my {old} playlist in vlc"),
    ("OwnTracksFarthestOfKind", "what's the furthest I've cycled in one go, in km?"),
    ("OwnTracksRenameTrack", "call my march 10 bike ride {name}"),
    ("OwnTracksNamedTypeOfTrack", "what kind of activity was {tracks[8][name]}?"),
    ("OwnTracksNamedRename", "rename my {tracks[3][name]} track to {new}"),
    ("OwnFilesMoveOne", "{name} should be in {target}, not {folder}"),
    ("OwnFilesLargestInFolder", "biggest file in {folder}?"),
    ("OwnExpenseEditNote", "note on the {rows[0][name]} expense: {note}"),
    ("OwnCalendarSetLocation", "{title} is at {place}, put that in the calendar"),
    ("OwnPhoneCallFirstName", "ring {people[0][first]}"),
    ("OwnPhoneCallThenHold", "call {people[0][first]} {people[0][last]} and put them on hold"),
    ("OwnVlcQueueVideos", "queue {pair} in vlc"),
    ("OwnVlcNowPlaying", "what's this song playing in vlc?"),
    ("OwnTracksNamedRetype", "{tracks[7][name]} was actually a run, fix the type"),
    (
        "OwnMarkorCreateNotes",
        'two notes please: Reading list saying "Dune, Middlemarch and The Overstory." and Gift ideas saying '
        '"A scarf for Omar and a book for Lena."',
    ),
    ("OwnCalendarEventsInRange", "what's on between march 18 and march 20?"),
    ("OwnRecipesWithIngredient", "what can I make with {ingredient}?"),
    ("OwnTracksCountInMonth", "how many workouts did I log in february?"),
    ("OwnRetroLongestSong", "longest song in my retro music library?"),
    ("OwnVlcRenamePlaylist", "rename vlc playlist {playlist} to {new_name}"),
    ("OwnExpenseCountInCategory", "how many {category} expenses have I got?"),
    # Set 33 (2026-12-05, session 9, everyday wordings over both kinds of jobs, written after the helpers' merges and
    # run once untouched).
    ("SimpleSmsReplyMostRecent", "reply '{message}' to whoever texted me last"),
    ("MarkorDeleteNote", "bin the {file_name} note"),
    ("MarkorEditNote", "{file_name}: add '{footer}' at the end"),
    ("SystemWifiTurnOffVerify", "switch the wifi off"),
    ("SystemBluetoothTurnOnVerify", "enable bluetooth please"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tomorrow 8am: {event_title}, one hour, description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "remove all my events on march 19"),
    ("SimpleCalendarNextMeetingWithPerson", "when's my next meeting with {person}?"),
    ("SimpleCalendarLocationOfEvent", "{title} - where is it?"),
    ("ContactsAddContact", "add {name} to my contacts, their number is {number}"),
    ("ClockStopWatchRunning", "start the stopwatch for me"),
    ("ExpenseDeleteSingle", "{rows[0][name]} expense - delete it"),
    ("RecipeDeleteSingleRecipe", "can you remove {rows[0][title]} from my recipes"),
    ("FilesDeleteFile", "delete the file {file_name} (it's in {subfolder})"),
    ("TasksHighPriorityTasksDueOnDate", "which high priority tasks are due march 22?"),
    ("NotesTodoItemCount", "number of to-dos in my {folder} folder in joplin?"),
    ("SportsTrackerActivitiesOnDate", "what did I do on march 11 in opentracks?"),
    ("PhoneCallTextSender", "call back the person who just texted me"),
    ("ExtraClockAlarmSet", "set an alarm 9:30pm"),
    ("OwnMarkorAppendLine", "at the end of camping_17.md add Coffee filters"),
    ("OwnMarkorPrependLine", "put Send draft to Ines at the top of errands_70.md"),
    ("OwnMarkorMoveNoteBetweenFolders", "move errands_34.md from Work into Archive"),
    ("OwnMarkorDeleteTwoNotes", "delete novel_72.md and groceries_73.md"),
    ("OwnExpenseDeleteTwoNamed", "remove the Gym and Flowers expenses"),
    ("OwnExpenseTotalForName", "how much have I spent on Lunch altogether?"),
    (
        "OwnTasksCreateWithDueAndNotes",
        "new task: Return library books, due march 18, notes: Three books, due at the front desk",
    ),
    ("OwnCalendarRenameNoAppNamed", "change Team sync's name to Weekly planning"),
    ("OwnCalendarDeleteTwoEvents", "cancel Team sync and Dentist appointment"),
    ("OwnFilesMoveKind", "move every txt file from Download to Music"),
    ("OwnFilesNewFolder", "make a folder called Taxes 2030"),
    ("OwnRetroRemoveFromPlaylist", "take Static Love off the Chill playlist"),
    ("OwnRetroAppendSongs", "add Northern Sky then First Light to the end of my Chill playlist"),
    ("OwnTracksActivityDuration", "how long was my swim on march 9, in minutes?"),
    ("OwnTracksDateOfFarthest", "on what day did I walk the furthest?"),
    ("OwnTracksRecordNamed", "record a track and call it Hill repeats"),
    ("OwnFilesHasFile", "do I have school_report.pdf in Music?"),
    ("OwnFilesSmallestInFolder", "what's the smallest file in my Music folder?"),
    ("OwnPhoneRedial", "redial"),
    ("OwnPhoneCallStranger", "ring the garage on 598-555-9936"),
    ("OwnPhoneGoingHold", "put this call on hold"),
    ("OwnVlcShuffleOn", "shuffle on in vlc"),
    ("OwnVlcSongArtist", "who's the artist of Quiet Storm in vlc?"),
    ("OwnRecipeEditPrepTime", "Fish tacos take 45 mins to prepare now, update the recipe"),
    ("OwnExpenseEditAmountAndCategory", "Flowers expense: make it $77.75 and Education"),
    # Set 34 (2026-12-05, session 9, everyday wordings over both kinds of jobs, written after set 33's pass, run once
    # untouched).
    ("SimpleSmsReply", "can you text {number} '{message}'"),
    ("SimpleSmsResend", "{name} didn't get my last message, send it again"),
    ("MarkorCreateNote", "jot down in a new note {file_name}: {text}"),
    ("MarkorDeleteNewestNote", "delete the note I made last"),
    ("SystemBluetoothTurnOff", "bluetooth off please"),
    ("SystemBrightnessMaxVerify", "max brightness"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off, bluetooth on"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "put {event_title} on friday at 10 for an hour with the description {event_description}",
    ),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "delete everything I have on saturday"),
    ("SimpleCalendarFirstEventAfterStartTime", "after 8am on friday what's my first event?"),
    ("ContactsNewContactDraft", "fill in a new contact {first} {last}, {phone}, work - don't save"),
    ("ClockTimerEntry", "enter {hours} hour {minutes} min {seconds} sec on the timer, don't start"),
    ("ExpenseDeleteMultiple2", "get rid of these expenses: {rows[0][name]}, {rows[1][name]}, {rows[2][name]}"),
    ("RecipeDeleteDuplicateRecipes2", "I have some recipes twice, delete the extra copies"),
    ("CameraTakePhoto", "take a pic"),
    ("TasksCompletedTasksForDate", "what tasks did I get done on march 18?"),
    ("NotesIsTodo", "in joplin, is {todo_title} marked as a to-do?"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "minutes spent swimming this week?"),
    ("RetroCreatePlaylist", "in retro music make a playlist called {playlist_name} with {files}"),
    ("PhoneMakeCall", "phone {number}"),
    ("OwnRecipeRenameByServings", "the recipe that serves 5 should be called Quick caesar"),
    ("OwnVlcRemoveFromPlaylist", "take party_12.mp4 out of my Workout playlist in vlc"),
    ("OwnRetroPlaylistMinutes", "how many minutes is my Workout playlist in retro music?"),
    ("OwnRetroLongestOnPlaylist", "longest song on my Sunday Mix playlist?"),
    ("OwnTracksUnitsMilesThisWeek", "how many miles did I swim this week?"),
    ("OwnTracksSpanCountOfKind", "how many runs have I recorded?"),
    ("OwnTracksSpanDeleteAllOfKind", "delete all my runs"),
    ("OwnTracksSpanRenameNewest", "name my latest track Tempo test"),
    ("OwnMarkorReplaceLine", "in week_63.md replace Dentist on Tuesday with Dentist moved to Friday at noon"),
    (
        "OwnRecipeEditDirections",
        "new directions for the Chili recipe: Brown the onions, add everything else and simmer for an hour.",
    ),
    ("OwnCalendarDeleteOneOfDay", "delete Car service on march 18 but keep the rest of that day"),
    ("OwnMarkorCopyNoteText", "copy what minutes.md says into a new note letter.md"),
    ("OwnCalendarEditTimeAndPlace", "Yoga class: move it to 3pm and make the location City library"),
    ("OwnCalendarDeletePastDayNoYear", "clear march 2 in my calendar"),
    ("OwnFilesMoveAllOfKind", "move the mp3s in Download to Documents"),
    ("OwnPhoneDidTheyCall", "did Lena Okafor ring me today?"),
    ("OwnPhoneHowOftenCalled", "how many times has Kofi Vargas called?"),
    ("OwnPhoneLastCallerNumber", "what's the number of the last person who called?"),
    ("OwnPhoneLastMissedTime", "when was my last missed call?"),
    ("OwnPhoneCallMuted", "call Ravi Tanaka on mute"),
    ("OwnPhoneDeclineRinging", "reject this call"),
    ("OwnVlcShufflePlaylist", "shuffle my Party playlist in vlc"),
    ("OwnVlcPlayAsAudio", "play beach_day.mp4 in vlc, audio only"),
    ("OwnVlcItemLength", "how long is documentary.mkv?"),
    # Set 35 (2026-12-05, session 9, everyday wordings over the benchmark's jobs only, after set 34's pass, run once
    # untouched).
    ("SimpleSmsReply", "reply to {number}: {message}"),
    ("SimpleSmsReplyMostRecent", "answer my latest text, say {message}"),
    ("SimpleSmsResend", "send {name} my last message again, it didn't go through"),
    ("SimpleSmsSendReceivedAddress", "{name1} needs the address {name2} sent me, text it to her"),
    ("MarkorCreateNote", "make a markor note {file_name} with this text: {text}"),
    ("MarkorDeleteNewestNote", "throw away my most recent note"),
    ("MarkorEditNote", "append {footer} to {file_name}"),
    (
        "MarkorAddNoteHeader",
        "in {original_name} put '{header}' on top with an empty line after it, then rename it {new_name}",
    ),
    (
        "MarkorMergeNotes",
        "combine {file1_name}, {file2_name} and {file3_name} in that order into a new note {new_file_name}, a blank "
        "line between each",
    ),
    ("MarkorCreateNoteAndSms", "write {file_name} saying {text} and then text the whole note to {number}"),
    ("SystemWifiTurnOn", "turn on the wifi"),
    ("SystemBluetoothTurnOffVerify", "make sure bluetooth is off"),
    ("SystemBrightnessMinVerify", "lowest brightness please"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "in 2 weeks at 3pm: {event_title}, half an hour, description {event_description}",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "{event_title} every day from march 18, 12 to 1:30pm, description {event_description}",
    ),
    ("SimpleCalendarDeleteOneEvent", "cancel {targets[0][0]} on the 23rd at 9"),
    ("SimpleCalendarEventsInNextWeek", "what's on my calendar next week? titles"),
    ("SimpleCalendarAnyEventsOnDate", "what events are on march 16"),
    ("ContactsAddContact", "new contact {name} {number}"),
    ("ClockStopWatchPausedVerify", "pause my stopwatch"),
    (
        "ExpenseAddSingle",
        "add an expense for {rows[0][name]}: ${dollars0} under {rows[0][category]}, note {rows[0][note]}",
    ),
    ("ExpenseDeleteDuplicates", "some of my expenses got entered twice, clean that up"),
    (
        "RecipeAddSingleRecipe",
        "add this recipe: {rows[0][title]}; {rows[0][description]}; serves 2; 20 mins; source {rows[0][source]}; "
        "ingredients {rows[0][ingredients]}; directions {rows[0][directions]}",
    ),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "the recipes in recipes.txt in markor that take 10 mins - add them to broccoli",
    ),
    ("RecipeDeleteDuplicateRecipes3", "remove the duplicate recipes"),
    ("AudioRecorderRecordAudioWithFileName", "record audio and save it as {file_name}"),
    ("CameraTakeVideo", "shoot a quick video"),
    ("SaveCopyOfReceiptTaskEval", "in the gallery, save a copy of {file_name} from DCIM into Download"),
    ("OpenAppTaskEval", "open up {app_name} and allow whatever it asks for"),
    ("TasksHighPriorityTasks", "list my high-priority tasks"),
    ("TasksIncompleteTasksOnDate", "which tasks are still not done for march 14?"),
    ("NotesRecipeIngredientCount", "joplin: how much {ingredient} in the {recipe} recipe?"),
    ("NotesMeetingAttendeeCount", "how many attended {title}? check joplin"),
    ("SportsTrackerActivitiesCountForWeek", "number of cycling workouts this week?"),
    ("SportsTrackerActivityDuration", "minutes of swimming on march 13?"),
    ("RetroSavePlaylist", "make a retro music playlist {playlist_name}: {files}, then export it to Downloads"),
    ("RetroPlayingQueue", "add {files} to the queue in retro music, in that order"),
    ("PhoneReturnMissedCall", "return the call I missed"),
    ("ExtraClockAlarmSet", "alarm at 21:30"),
    ("ExtraContactsDeleteContact", "remove the contact {first} {last}"),
    ("ExtraMarkorMoveNote", "{file_name} goes in the {folder} folder"),
    ("SystemBluetoothTurnOn", "bluetooth on"),
    # Set 36 (2026-12-05, session 9, everyday wordings over the benchmark's jobs only, after set 35's pass, run once
    # untouched).
    ("SimpleSmsReply", "message {number} saying {message}"),
    ("SimpleSmsReplyMostRecent", "text back the last person who messaged me: {message}"),
    ("SimpleSmsResend", "please resend my most recent text to {name}"),
    ("SimpleSmsSendReceivedAddress", "forward the address {name2} sent me to {name1}"),
    ("MarkorCreateNote", "note {file_name}: {text}"),
    ("MarkorDeleteNote", "I don't need {file_name} anymore, delete it"),
    ("MarkorDeleteNewestNote", "delete whichever note is newest"),
    ("MarkorEditNote", "add a line at the bottom of {file_name}: {footer}"),
    ("MarkorMergeNotes", "merge {file1_name} {file2_name} {file3_name} into {new_file_name}, blank line between them"),
    ("ExtraMarkorMoveNote", "put {file_name} in {folder}"),
    ("SystemWifiTurnOnVerify", "wifi needs to be on"),
    ("SystemBluetoothTurnOff", "switch bluetooth off"),
    ("SystemBrightnessMaxVerify", "make the screen as bright as it goes"),
    ("TurnOffWifiAndTurnOnBluetooth", "kill wifi then turn bluetooth on"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "schedule {event_title} for tomorrow morning at 8, an hour long, description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "{event_title} this friday 10-11am, description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "clear everything off march 19"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "cancel all my saturday plans"),
    ("SimpleCalendarNextMeetingWithPerson", "when do I next see {person}?"),
    ("SimpleCalendarLocationOfEvent", "what's the location of {title}?"),
    ("SimpleCalendarFirstEventAfterStartTime", "first thing on friday after 8?"),
    ("SimpleCalendarEventsInTimeRange", "monday between 10 and 8pm, anything? titles"),
    ("ContactsAddContact", "store {number} under {name}"),
    ("ClockTimerEntry", "timer: {hours}:{minutes}:{seconds}, don't start"),
    ("ClockStopWatchRunning", "start timing"),
    (
        "ExpenseAddMultiple",
        "three expenses: {rows[0][name]} $366.32 Clothes {rows[0][note]}; {rows[1][name]} $400.09 Food "
        "{rows[1][note]}; {rows[2][name]} $229.67 Health Care {rows[2][note]}",
    ),
    ("ExpenseDeleteSingle", "scrap the {rows[0][name]} expense"),
    ("RecipeDeleteSingleRecipe", "{rows[0][title]} recipe, delete"),
    ("RecipeDeleteDuplicateRecipes", "dedupe my recipes"),
    ("AudioRecorderRecordAudio", "start a voice recording and save it"),
    ("CameraTakePhoto", "photo please"),
    ("FilesDeleteFile", "remove {file_name}, it's in {subfolder}"),
    ("TasksHighPriorityTasksDueOnDate", "high priority stuff due on the 22nd?"),
    ("TasksCompletedTasksForDate", "what did I tick off for march 18?"),
    ("NotesIsTodo", "joplin: {todo_title} - is it a to-do?"),
    ("NotesTodoItemCount", "how many to-dos are in {folder} in joplin"),
    ("SportsTrackerActivitiesOnDate", "which activities did I log on march 11?"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "how many minutes have I swum this week?"),
    ("RetroCreatePlaylist", "create a {playlist_name} playlist in retro music: {files}"),
    ("PhoneMakeCall", "give {number} a call"),
    ("PhoneCallTextSender", "call whoever texted me just now"),
    ("ExtraClockAlarmSet", "I need an alarm at half nine tonight"),
    ("ExtraContactsDeleteContact", "get {first} {last} out of my contacts"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "delete all recipes with {ingredient}"),
    # Set 37 (2026-12-05, session 10, everyday wordings over 44 jobs drawn at random from both kinds, written before
    # any work of this session on reading, run once untouched).
    ("RecipeDeleteSingleRecipe", "chicken curry recipe can be deleted, don't need it"),
    ("OwnPhoneWhoIsOnTheLine", "who's this I'm talking to on the phone?"),
    ("SystemBrightnessMaxVerify", "screen's too dark, crank the brightness all the way up"),
    ("OwnTracksSpanDateOfFirst", "when was my very first swim recorded in opentracks?"),
    ("OwnPhoneCallContact", "ring jonah lindqvist"),
    ("OwnVlcQueueVideos", "stick birthday_cake.mp4 and skate_trick.mp4 on the end of the vlc queue"),
    ("FilesDeleteFile", "trash receipt_523.pdf in documents"),
    ("OwnFilesCountInFolder", "how many files have I got in downloads?"),
    ("OwnVlcNewPlaylistInOrder", "vlc: new playlist Gym with beach_3.mp4, hike_5.mp4 and sunset_1.mp4 in that order"),
    ("OwnFilesMoveOne", "lease_2030.pdf needs to go from downloads into documents"),
    ("OwnExpenseDeleteTwoNamed", "remove the gym and flowers expenses"),
    ("OwnPhoneCallBackLastCaller", "return the last call I got"),
    ("PhoneMakeCall", "can you dial {number} for me"),
    ("SimpleCalendarDeleteEvents", "wipe my calendar for march 19th"),
    (
        "OwnRecipeAddSeveralFull",
        "add two recipes to broccoli. Banana bread: moist and simple, serves 4, 35 mins, bananas, flour, butter, "
        "mash, mix and bake for an hour. Pesto pasta: green and fresh, serves 3, 20 mins, basil, pine nuts, pasta, "
        "blend the pesto and toss it in.",
    ),
    ("ClockStopWatchPausedVerify", "hold the stopwatch"),
    ("OwnVlcPlaylistCount", "how many things are in the Focus playlist on vlc"),
    ("OwnVlcDeletePlaylist", "I'm done with the Workout playlist in vlc, delete it"),
    ("OwnTracksSpanKmOfKindInMonth", "total km cycled in november?"),
    ("OwnCalendarEditTimeAndPlace", "change yoga class to 3pm, and it's at City library now"),
    ("OwnVlcPlayThenQueueTwo", "put on Sunday Drive in vlc and queue up Old Radio and Night Bus after"),
    ("OwnVlcPlayThenNext", "vlc - Sunday Drive first, then Quiet Storm"),
    ("OwnTracksSpanCountOfKind", "how many runs do I have logged altogether?"),
    ("OwnVlcItemFolder", "where's documentary.mkv saved? which folder, in vlc"),
    ("SystemBluetoothTurnOffVerify", "kill bluetooth"),
    ("OwnVlcPlayAllVideos", "play every video I have in vlc, back to back"),
    ("OwnCalendarChangeDuration", "piano lesson on the 17th should be an hour and a half long"),
    ("OwnPhoneCallNumberInLatestText", "call the number from the last text I got"),
    ("OwnMarkorPrependLine", "put 'Send draft to Ines' as the first line of errands_70.md"),
    ("SimpleCalendarFirstEventAfterStartTime", "friday, what's the first thing I've got after 8 in the morning?"),
    (
        "MarkorCreateNote",
        "new markor note trip_98.txt: The quarterly report is due next month. Water the tomatoes every other day.",
    ),
    ("SimpleSmsSendReceivedAddress", "forward the address hana novak texted me over to priya suzuki"),
    ("OwnPhoneGoingMute", "mute me on this call"),
    ("ContactsNewContactDraft", "fill in a new contact for tomas brennan, {phone}, work number, but don't save it yet"),
    (
        "OwnVlcPlaylistTitledInOrder",
        "make an Evening playlist in vlc: skate_trick.mp4, wedding_speech.mp4, trailer_final.mp4 then beach_day.mp4",
    ),
    ("OwnTracksCountKind", "number of walks in opentracks?"),
    ("SystemWifiTurnOnVerify", "get wifi going"),
    ("OwnTracksNamedDescriptionOfTrack", "what did I write as the description for River path?"),
    ("OwnTracksUnitsSpeedMph", "avg speed on Lunch break in mph?"),
    ("OwnMarkorReplaceWord", "in reading_12.md swap Friday for Monday"),
    ("SystemWifiTurnOn", "wifi on please"),
    ("MarkorDeleteNewestNote", "bin the most recent note in markor"),
    ("OwnRecipeRenameByServings", "the recipe that serves 5, rename it Quick caesar"),
    ("OwnTracksNamedCountThisWeek", "how many times have I been swimming this week"),
    # Set 38 (2026-12-05, session 10, everyday wordings over 44 jobs drawn at random from both kinds, written after set
    # 37's pass and before any more reading work, run once untouched).
    ("OwnExpenseRenameByAmount", "the 49.50 expense is actually Lunch with Ines, rename it"),
    ("OwnCalendarBusyAtHour", "anything starting at 9pm on march 27?"),
    (
        "OwnMarkorRenameAndRewrite",
        "draft_14.md -> garden_todo.md, and replace its text with: Prune the roses and turn the compost.",
    ),
    ("SystemWifiTurnOffVerify", "disconnect wifi"),
    (
        "OwnExpenseAddSeveral",
        "log 3 expenses: birthday dinner $41.25 food, theatre show $43.75 entertainment, guitar course $26.50 education",
    ),
    ("OwnRecipeEditServings", "pancakes should make 12 servings"),
    ("OwnCalendarMoveEventDay", "can car service move from the 25th to the 19th, same time"),
    ("OwnVlcPlayThenNext", "play sunday drive in vlc, quiet storm after that"),
    ("SimpleSmsResend", "greta lindqvist didn't get my last text, send it again"),
    ("OwnCalendarEventStartTime", "yoga on the 26th, what time does it start?"),
    ("OwnTracksUnitsMetersThisWeek", "roughly how many metres have I walked this week"),
    ("OwnTracksActivityDistance", "how far was my swim on march 5th, in km"),
    ("OwnRetroPlaylistForSpan", "build me an Evening playlist in retro music, 12 to 14 minutes long"),
    ("ClockStopWatchRunning", "stopwatch go"),
    ("OwnTracksSpanCountOfKind", "total number of runs recorded?"),
    (
        "MarkorCreateNote",
        "jot down in markor as trip_98.txt - The quarterly report is due next month. Water the tomatoes every other day.",
    ),
    ("FilesDeleteFile", "documents folder has receipt_523.pdf, get rid of it"),
    ("OwnExpenseTotalForName", "what have I spent on lunch altogether"),
    ("OwnTracksUnitsSecondsOfTrack", "River path track - how many seconds long?"),
    ("OwnExpenseDeleteTwoNamed", "delete gym + flowers from expenses"),
    ("RecipeDeleteDuplicateRecipes2", "broccoli has some duplicate recipes, clean them up so there's one of each"),
    ("OwnExpenseEditAmountAndCategory", "flowers expense should be 77.75 under education"),
    ("OwnPhoneGoingHold", "hold this call a sec"),
    ("OwnVlcPlaylistOneALine", "vlc playlist Dinner party:\n- skate_trick.mp4\n- wedding_speech.mp4\n- lecture_04.mkv"),
    ("OwnTracksAverageDistance", "whats the average distance of my runs in km, 2 decimals"),
    ("OwnRecipeServings", "greek salad serves how many?"),
    ("ContactsAddContact", "hana suzuki's number is {number}, save her"),
    ("OwnFilesHasFileYes", "do I still have thesis_draft.txt in downloads?"),
    ("OwnCalendarRenameNoAppNamed", "call the team sync event Weekly planning from now on"),
    ("OwnCalendarEventsInRange", "what's on from the 18th to the 20th? just titles"),
    ("OwnVlcIsOnPlaylist", "is dog_park.mp4 on the Party playlist"),
    ("OwnTracksNamedDistanceOfTrack", "Morning loop was how many km?"),
    ("OwnVlcAddThenPlay", "put quiet storm, harbor lights and copper sky on Road Trip in vlc and start it"),
    ("SimpleSmsReply", "reply to {number}: Running ten minutes late"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tmrw 8am yoga class for an hour, description Bring the documents",
    ),
    ("OwnPhoneLastMissedCaller", "who'd I miss a call from last?"),
    ("OwnPhoneHangUp", "ok I'm done, hang up"),
    ("OwnFilesLargestInFolder", "biggest file in pictures?"),
    ("OwnTracksNamedDistanceLastWeek", "km walked last week? two decimals"),
    (
        "OwnVlcNewPlaylistInOrder",
        "start a Gym playlist on vlc - beach_3.mp4, hike_5.mp4, sunset_1.mp4, keep that order",
    ),
    (
        "OwnMarkorReplaceLine",
        "in week_63.md the line Dentist on Tuesday should now say Dentist moved to Friday at noon",
    ),
    ("OwnTracksUnitsMilesThisWeek", "how many miles of swimming this week"),
    ("OwnPhoneCallThenHold", "ring felix suzuki and put him on hold"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "minutes spent swimming this week?"),
    # Set 39 (2026-12-05, session 10, everyday wordings over 44 jobs drawn at random from both kinds, written after set
    # 38's pass and before any more reading work, run once untouched).
    ("OwnFilesHasFile", "school_report.pdf - is it in my music folder or not?"),
    (
        "OwnVlcPlaylistTitledInOrder",
        "vlc, new playlist Evening: skate_trick.mp4 then wedding_speech.mp4 then trailer_final.mp4 then beach_day.mp4",
    ),
    ("OwnVlcPlayAllSongs", "shuffle off, just play all my songs in vlc"),
    ("SystemBluetoothTurnOff", "no more bluetooth pls"),
    ("OwnVlcPlayVideo", "I wanna watch sunset_1.mp4"),
    ("OwnVlcNewPlaylistInOrder", "in vlc make Gym: beach_3.mp4, hike_5.mp4, sunset_1.mp4 (in that order)"),
    ("OwnMarkorRewriteNote", "errands_45.md should only say Email Priya the slides and the budget."),
    ("NotesTodoItemCount", "how many todos in Work in joplin?"),
    ("OwnTracksUnitsSecondsOfTrack", "length of River path in seconds?"),
    ("OwnContactPhoneNumber", "what's greta moreau's number"),
    ("OwnPhoneCallNumberInNote", "vet.md has the vet's number, ring it"),
    ("SystemBluetoothTurnOn", "bluetooth on, my headphones need it"),
    ("OwnVlcQueueVideos", "after what's playing, queue birthday_cake.mp4 and skate_trick.mp4"),
    ("SportsTrackerActivitiesOnDate", "what did I do on the 11th in opentracks? just the types"),
    ("SimpleCalendarLocationOfEvent", "where's piano lesson?"),
    ("OwnContactsAddWithLabel", "new contact lena tanaka, home (845) 555-5571"),
    ("OwnFilesHasFileYes", "thesis_draft.txt, is it in the download folder?"),
    ("SimpleCalendarDeleteEvents", "clear out march 19 in my calendar"),
    ("SimpleCalendarDeleteOneEvent", "Lunch with Sam on the 23rd at 9 is off, delete it"),
    ("OwnTracksDeleteActivity", "that swim on march 12 shouldn't be there, delete it"),
    ("OwnTracksNamedDistanceLastWeek", "how far did I walk last week, km with 2 decimals"),
    ("TasksHighPriorityTasks", "high priority tasks?"),
    ("OwnVlcLongestVideo", "longest video I have?"),
    ("OwnTracksNamedLastOfKind", "last time I went for a walk?"),
    ("PhoneReturnMissedCall", "I missed a call just now, call them back"),
    ("OwnPhoneGoingHold", "on hold please"),
    ("OwnVlcPlayPlaylist", "start Focus from the beginning in vlc"),
    ("RecipeDeleteDuplicateRecipes2", "dedupe my recipes"),
    (
        "OwnMarkorFolderWithNote",
        "markor: folder Recipes, and in it shopping_list.txt saying Seeds: beans, peas and two kinds of kale.",
    ),
    ("SimpleCalendarDeleteEvents", "cancel everything on the 19th"),
    ("OwnTracksNamedDistanceThisMonth", "km tracked this month, everything together"),
    ("OwnTracksNamedRetype", "Canal tour was a run actually, change the type"),
    ("OwnTracksDeleteDay", "wipe all activities from march 11 in opentracks"),
    ("ExtraMarkorMoveNote", "reading_40.md goes in Archive"),
    ("OwnTracksChangeType", "my march 3 run was actually cycling"),
    ("OwnFilesRenameFile", "recipe_card.jpg in downloads -> scanned_recipe_card.jpg"),
    ("OwnVlcPlaySong", "put on quiet storm in vlc"),
    ("OwnRetroLongestOnPlaylist", "longest track on Sunday Mix?"),
    ("OwnFilesSmallestInFolder", "smallest thing in the music folder?"),
    ("OwnMarkorCreateFolder", "new folder in markor called Projects"),
    ("OwnVlcPlayThenQueueTwo", "vlc: sunday drive now, then old radio and night bus"),
    ("OwnExpenseRenameByAmount", "rename the $49.50 one to Lunch with Ines in pro expense"),
    ("OwnPhoneLastMissedTime", "when was my last missed call?"),
    ("OwnPhoneAnswerRinging", "pick up the phone"),
    # Set 40 (2026-12-05, session 10, everyday wordings over 44 jobs drawn at random from both kinds, written after set
    # 39's pass and before any more reading work, run once untouched).
    ("OwnFilesLargestInFolder", "what's the biggest pic in my pictures folder"),
    ("OwnTracksNamedRename", "Lunch break track should be called Tempo test"),
    ("OwnFilesMoveKind", "shift every .txt from downloads over to music"),
    ("OwnRetroRenamePlaylist", "my Focus playlist in retro music, rename to Chill"),
    (
        "OwnMarkorRenameAndRewrite",
        "in markor call draft_14.md garden_todo.md instead and make it say Prune the roses and turn the compost.",
    ),
    ("OwnVlcIsOnPlaylist", "does Party have dog_park.mp4 on it in vlc?"),
    (
        "OwnVlcTwoNewPlaylists",
        "two vlc playlists pls: Best of 2030 = city_9.mp4, concert_7.mp4; Rainy day = concert_7.mp4, party_12.mp4",
    ),
    ("OwnVlcSongsByArtist", "what nora vale songs have I got"),
    ("OwnContactPhoneNumber", "greta moreau's phone number?"),
    ("OwnFilesCountOfKind", "count the jpgs in documents"),
    (
        "MarkorCreateNote",
        "markor, save trip_98.txt with: The quarterly report is due next month. Water the tomatoes every other day.",
    ),
    ("OwnVlcRemoveFromPlaylist", "take party_12.mp4 off the Workout playlist"),
    (
        "MarkorMergeNotes",
        "combine meeting_81.md, garden_69.md and recipes_41.md into recipes_65.md in markor, blank line between each",
    ),
    ("OwnPhoneCallContact", "phone jonah lindqvist"),
    (
        "OwnMarkorCreateNoteInFolder",
        "in my Work folder in markor, new note reading_29.md: Renew the library card online.",
    ),
    ("ExtraClockAlarmSet", "wake me at 9:30 pm"),
    ("OwnTracksNamedTypeOfTrack", "Sunday long one - what type of activity was that"),
    ("OwnCalendarEventsInRange", "what's on my calendar 18th through 20th march?"),
    (
        "OwnVlcTwoPlaylistsSentences",
        "in vlc I need Dinner party (trailer_final.mp4, holiday_2029.mp4) and Late night (beach_day.mp4, wedding_speech.mp4)",
    ),
    ("SimpleCalendarLocationOfEvent", "piano lesson - where is it?"),
    ("TasksIncompleteTasksOnDate", "what's left to do today in tasks"),
    ("OwnVlcPlayThenQueueTwo", "sunday drive please, and line up old radio and night bus after it, vlc"),
    ("SystemBluetoothTurnOff", "switch off bt"),
    ("OwnCalendarEditTimeAndPlace", "yoga class: 3pm instead, at City library"),
    ("OwnVlcNewPlaylistInOrder", "Gym playlist in vlc with beach_3.mp4, hike_5.mp4 and sunset_1.mp4 in order"),
    ("OwnCalendarRepeatEvent", "yoga class on the 21st should happen every week"),
    ("ClockStopWatchRunning", "time me"),
    ("OwnTracksSpanKmOfKindInMonth", "cycling km in november?"),
    ("OwnPhoneCallBackMissedNamed", "tomas moreau tried to call me, call him back"),
    ("NotesIsTodo", "in joplin is Fix the bike a todo? True or False"),
    ("OwnVlcPlayFromFolder", "play beach_day.mp4 from the Camera folder"),
    ("NotesMeetingAttendeeCount", "how many people were at Budget sync? check joplin"),
    ("RecipeDeleteDuplicateRecipes3", "get rid of duplicate recipes in broccoli"),
    ("PhoneMakeCall", "call {number}"),
    ("OwnTracksActivityDistance", "march 5 swim, how many km?"),
    ("SimpleCalendarDeleteOneEvent", "delete Lunch with Sam, 23rd march 9am"),
    ("OwnRecipeServings", "servings for greek salad?"),
    ("OwnTracksNamedNameOfLongest", "what did I name my longest swim (by time)?"),
    ("OwnTracksCountKind", "how many walks have I logged"),
    ("SystemWifiTurnOffVerify", "kill the wifi"),
    ("OwnExpenseCategoryTotal", "total spent on transportation?"),
    ("OwnCalendarDeleteTwoEvents", "remove team sync and dentist appointment from the calendar"),
    ("SimpleCalendarNextMeetingWithPerson", "next time I'm meeting greta novak?"),
    ("OwnTracksCountInMonth", "number of activities in feb?"),
    # Set 41 (helper 82, written as its set 38, 2026-12-05, everyday wordings over 44 jobs drawn at random (seeded) from the media, tracker
    # and other apps, both kinds, written before any reading work of this helper, run once untouched).
    ("OwnVlcItemLength", "about to watch documentary.mkv, how long does it run"),
    ("TurnOffWifiAndTurnOnBluetooth", "pairing my earbuds - wifi can go off, bluetooth needs to come on"),
    ("OwnRecipeEditPrepTime", "prep time for fish tacos should say forty five mins"),
    ("OwnRetroDeletePlaylist", "never listen to road trip anymore, that playlist can go"),
    ("ClockTimerEntry", "1 hr 38 min 49 s on the timer but hold off starting it"),
    ("OwnVlcItemFolder", "which folder did documentary.mkv end up in"),
    ("OwnVlcPlayNext", "sunday drive up next pls"),
    ("OwnTracksNamedNameOfLongest", "my longest swim time-wise, what was it called"),
    ("SportsTrackerActivitiesOnDate", "what exercise did i do this monday? just the types"),
    ("OwnTracksCountInMonth", "how many workouts did i log back in feb"),
    ("OwnVlcPlayFromFolder", "the beach_day.mp4 thats in the camera folder, play that one"),
    ("OwnTracksWeekDistance", "total kms this week across everything?"),
    ("RecipeDeleteDuplicateRecipes2", "some recipies got saved twice, get rid of the doubles but keep one of each"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "how much time have i spent swimming since monday, in minutes"),
    ("OwnTracksDeleteDay", "the workouts from monday the 11th can all go"),
    ("OwnTracksActivityDistance", "swim on march fifth, how many km"),
    (
        "OwnVlcNewSongPlaylist",
        "songs for tonight: quiet storm, copper sky, night bus in that order - make it a playlist called Evening",
    ),
    (
        "OwnRetroPlaylistForSpan",
        "want an Evening playlist of my songs, somewhere between twelve and fourteen mins total",
    ),
    ("OwnTracksNamedSpeedThisWeek", "whats my avg km/h on the bike this week"),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "recipes.txt has a bunch of recipes, the ten minute ones should go in the recipe app",
    ),
    ("NotesIsTodo", "fix the bike - is that one ticked as a todo? true or false"),
    ("OwnRetroLongestSong", "whats the longest song i own"),
    ("OwnTracksNamedDistanceThisMonth", "km so far this month, all activities"),
    ("OwnTracksRecordNamed", "going out now, start recording and save it as hill repeats"),
    ("NotesTodoItemCount", "how many todos r in my work notebook"),
    ("OwnTracksNamedRecordTyped", "bike ride starting, track it as cycling and name it old town loop"),
    ("OwnVlcQueueVideos", "once this finishes i wanna see birthday_cake.mp4 then skate_trick.mp4, add em to the queue"),
    ("OwnTracksSpanKmOfKindInMonth", "how many kms did i bike last november"),
    ("OwnRecipeServings", "greek salad feeds how many?"),
    ("SystemWifiTurnOffVerify", "wifi's draining my battery, off with it"),
    ("OwnVlcFolderVideos", "what vids are sitting in the movies folder"),
    ("OwnRecipePrepTime", "how long to prep the greek salad? just minutes"),
    ("OwnTracksUnitsMilesThisWeek", "how many miles have i swum this week"),
    ("SystemWifiTurnOnVerify", "cant get online, can u put the wifi back on"),
    ("OwnTracksCountKind", "count my walks"),
    ("OwnTracksSpanTotalThisWeek", "km on the bike since monday?"),
    ("OwnTracksDeleteActivity", "that swim on tuesday the twelfth was a mistake, delete it"),
    ("OwnTracksUnitsSecondsOfTrack", "river path in seconds, how long was it"),
    (
        "OwnVlcMakeThenPlay",
        "evening playlist: holiday_2029.mp4, trailer_final.mp4, lecture_04.mkv. make it then start playing it",
    ),
    ("SystemBluetoothTurnOffVerify", "done with my headphones, bluetooth off pls"),
    ("OwnVlcNowPlaying", "whats this song thats on"),
    ("OwnTracksSpanDateOfFirst", "when did i first go swimming? the date"),
    ("OwnRetroRenamePlaylist", "focus playlsit - call it chill instead"),
    ("OwnVlcSongsByArtist", "got any nora vale songs? which ones"),
    # Set 42 (helper 81, written as its set 38, 2026-12-05: everyday wordings over 44 jobs drawn at random, seed "set38-helper81", from the
    # record apps' seen templates of both kinds, written before any reading work of this helper, run once untouched).
    ("PhoneMakeCall", "pls ring 968-555-1245 rn"),
    ("OwnPhoneWhoCalledAt", "someone rang at 9:12 this morning, who was that"),
    ("OwnPhoneCallNumberInLatestText", "theres a number in the text i just got, call it"),
    ("OwnContactsAddEmail", "maya suzuki's email is maya.suzuki@post.net, put that on her contact"),
    ("OwnFilesSmallestInFolder", "whats the tiniest file in my music folder"),
    ("OwnPhoneGoingMute", "im on a call, kill my mic"),
    ("OwnCalendarCountOnDay", "hw many things have i got on sunday"),
    ("OwnPhoneRedial", "the last number i dialled, hit it again"),
    ("OwnFilesCreateFolder", "i need a folder called Music backup, make one"),
    ("OwnCalendarRenameNoAppNamed", "that team sync on the 1st of april, call it Weekly planning instead"),
    ("OwnPhoneWhoIsOnTheLine", "who am i talkin to atm"),
    ("OwnPhoneCallNumberInNote", "the vet's number is in vet.md, give them a ring"),
    (
        "OwnTasksCreateWithDueAndNotes",
        "new todo Return library books for monday, notes: Three books, due at the front desk",
    ),
    ("OwnMarkorRewriteNote", "errands_45.md should just say Email Priya the slides and the budget. now, overwrite it"),
    ("OwnCalendarRepeatEvent", "yoga class next thursday shoud repeat every week"),
    ("OwnFilesCopyFile", "wedding_invite.png is in download, i want a copy of it in documents too"),
    ("OwnPhoneCallStranger", "the garage is 598 555 9936, ring them"),
    ("OwnCalendarSetLocation", "car service is happening at Main street garage, put that in as the locaton"),
    ("ExpenseAddSingle", "Online course 436.78, education, note: Monthly - add that expense"),
    (
        "OwnExpenseAddSeveralWithNotes",
        "three expenses to put in - Birthday dinner 77.25 food (Split with Omar), Bus tickets 21 transportation "
        "(Monthly pass), Theatre show 77.25 entertainment (Two seats)",
    ),
    ("TasksHighPriorityTasks", "whats high prio on my list"),
    ("OwnMarkorAppendLine", "camping_17.md - stick Coffee filters at the bottom"),
    ("OwnExpenseMostExpensiveInCategory", "biggest entertainment expense i have?"),
    ("OwnPhoneDeclineRinging", "phone's ringing and i dont want to pick up, reject it"),
    ("OwnExpenseEditAmountAndCategory", "the flowers expense was actualy 77.75 and it goes under education, fix it"),
    ("OwnExpenseTotalForName", "how much have i spent on lunch altogther"),
    ("OwnExpenseEditNote", "cinema expense - the note should say Paid by Omar, update it"),
    ("OwnPhoneCallMuted", "call ravi tanaka but have me on mute"),
    ("OwnCalendarMoveEventDay", "car service on the 25th is moving to tuesday the 19th, same time"),
    ("OwnExpenseCategoryTotal", "total spent on transport so far?"),
    ("OwnMarkorNoteFromSms", "ines tanaka just texted me something, save it in a note called saved_message.md"),
    ("MarkorDeleteNote", "gifts_19.txt is old, get rid of it"),
    ("OwnFilesHasFile", "do i have school_report.pdf in music?"),
    ("OwnPhoneGoingSpeaker", "speakerphone pls, im driving"),
    ("TasksCompletedTasksForDate", "which of monday's tasks are checked off already"),
    ("OwnCalendarDeleteTwoEvents", "team sync and dentist appointment arent happening, take both off"),
    ("OwnCalendarChangeDuration", "sundays piano lesson needs to be ninety minutes"),
    ("OwnExpenseRenameByAmount", "the forty nine fifty expense should be named Lunch with Ines"),
    ("OwnPhoneHowOftenCalled", "how many times has kofi vargas rung me"),
    ("OwnPhoneLastMissedCaller", "missed a call earlier, who was it from"),
    ("SimpleSmsReply", "shoot a reply to +13525551454 saying Running ten minutes late"),
    ("OwnSmsLastMessageFrom", "whats teh last thing hana tanaka texted me"),
    ("OwnMarkorCreateNoteInFolder", "in the work folder, new note reading_29.md: Renew the library card online."),
    ("OwnContactsAddNumberFromSms", "lena moreau sent me omar's number, save it as Omar Moreau"),
    # Set 43 (2026-12-05, session 11: everyday wordings over 44 jobs drawn at random, seed "set43-session11", from the
    # seen templates of both kinds, written before this session's reading work on them, run once untouched).
    ("OwnCalendarBusyAtHour", "anything on my calendar at 9pm on the 27th?"),
    ("OwnExpenseAddWithNote", "expense: Birthday dinner, $1,922.50, food, note Paid by card"),
    ("OwnTracksUnitsHoursOfLongest", "my longest swim, how many hours was that"),
    ("PhoneCallTextSender", "call whoever just texted me"),
    ("OwnTracksRenameTrack", "the bike ride from march 10 should be called Hill repeats"),
    ("OwnVlcPlayAsAudio", "play beach_day.mp4 but just the audio"),
    ("OwnVlcFolderVideos", "what videos are in my Movies folder"),
    ("PhoneMakeCall", "call +1 968 555 1245"),
    ("OwnTracksDeleteDay", "wipe everything I tracked on march 11"),
    ("OwnPhoneCallNumberInMessage", "lena haddad texted me her new number, ring it"),
    ("OwnTracksNamedMostOftenInFebruary", "what did I do most in feb, activity-wise"),
    ("OwnTracksSpanRetypeNewest", "my latest track was actually a run, change the type"),
    ("OwnTracksUnitsMilesThisWeek", "swimming miles this week? 2 decimals"),
    ("OwnCalendarSetLocation", "car service location = Main street garage"),
    ("OwnExpenseMostExpensiveInCategory", "which entertainment expense cost the most"),
    ("OwnPhoneReturnLastMissed", "call back the last call I missed"),
    ("OwnTracksNamedSpeedThisWeek", "avg speed on my bike rides this week, km/h"),
    ("OwnRetroPlaylistForSpan", "retro music: new playlist Evening, songs adding up to 12-14 minutes"),
    (
        "OwnRecipeAddFull",
        "new recipe Banana bread: Moist and simple, serves 6, 20 mins prep, source grandma, ingredients bananas, "
        "flour, butter, directions Mash, mix and bake for an hour.",
    ),
    ("OwnRetroRenamePlaylist", "change the Focus playlist's name to Chill"),
    ("OwnFilesHasFileYes", "is thesis_draft.txt in downloads"),
    ("OwnTracksSpanKmOfKindInMonth", "km cycled in november?"),
    ("OwnPhoneCallFavourite", "ring ines moreau, she's in my favourites"),
    ("OwnCalendarMoveEventDay", "push car service from the 25th to the 19th, same time"),
    ("SystemBluetoothTurnOffVerify", "bluetooth off pls"),
    ("RecipeDeleteSingleRecipe", "don't need the chicken curry recipe anymore"),
    ("OwnVlcShufflePlaylist", "shuffle my Party playlist in vlc"),
    ("OwnTracksActivityDuration", "how long was the swim on the 9th, in minutes"),
    (
        "RecipeAddSingleRecipe",
        "add Veggie stir fry to broccoli: Colourful and quick, 2 servings, 20 mins, from magazine, peppers, soy "
        "sauce, garlic; Stir fry the peppers with garlic and soy sauce.",
    ),
    ("OwnExpenseCountInCategory", "how many food expenses do I have"),
    ("FilesDeleteFile", "trash receipt_523.pdf from documents"),
    ("OwnVlcPlaySong", "put on Quiet Storm in vlc"),
    ("OwnPhoneCallLastDialled", "ring whoever I rang last, again"),
    ("NotesRecipeIngredientCount", "joplin: how much garlic goes in the Shortbread recipe"),
    ("OwnFilesNewestInFolder", "newest file in Music?"),
    ("OwnRetroDeletePlaylist", "get rid of the road trip playlist"),
    ("OwnTracksDeleteActivity", "delete the swim from march 12"),
    ("OwnCalendarDeletePastDayNoYear", "clear my calendar for march 2"),
    ("PhoneReturnMissedCall", "I missed a call, ring them back"),
    (
        "OwnCalendarCreateFullEvent",
        "Tennis with Kofi on april 3rd 1:30pm for an hour and a half, description Wear old clothes, repeats monthly",
    ),
    ("OwnVlcSongArtist", "who sings Quiet Storm"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "remove all the recipes with eggs in the directions"),
    ("OwnMarkorMoveNoteBetweenFolders", "errands_34.md belongs in Archive, not Work"),
    ("SystemWifiTurnOn", "wifi on"),
    # Set 44 (2026-12-05, session 11: everyday wordings over 44 jobs drawn at random, seed "set44-session11", from the
    # seen templates of both kinds, written after set 43's pass and before any work on these, run once untouched).
    ("OwnExpenseTotalForName", "what's the grand total I've spent on Lunch"),
    ("OwnTracksNamedCountThisWeek", "how many times did I swim this week"),
    ("NotesIsTodo", "in joplin is Fix the bike a todo or just a note"),
    ("RetroCreatePlaylist", "can you make me a playlist Chill 82 with Low Tide then Paper Planes"),
    ("OwnMarkorDeleteTwoNotes", "novel_72.md and groceries_73.md can both go"),
    (
        "OwnExpenseAddWithNote",
        "Birthday dinner cost me $1,922.50 (food). add it as an expense with the note Paid by card",
    ),
    ("TasksHighPriorityTasks", "any high priority tasks?"),
    ("OwnTracksNamedLastOfKind", "when was my last walk"),
    ("OwnPhoneGoingSpeaker", "loudspeaker on"),
    ("OwnTracksFarthestOfKind", "furthest I've ever cycled in one go, in km"),
    ("OpenAppTaskEval", "get me into files"),
    ("OwnMarkorPrependLine", "put Send draft to Ines as the first line of errands_70.md"),
    ("OwnTracksNamedCountYesterday", "how many activities yesterday"),
    ("OwnTracksSpanDistanceOnDayNoYear", "how far did I swim on dec 14"),
    ("OwnRetroRenamePlaylist", "Focus playlist -> Chill"),
    ("OwnExpenseEditNote", "add a note to the Cinema expense: Paid by Omar"),
    ("OwnTracksSpanRetypeNewest", "set my newest track to running"),
    ("OwnTracksCountKind", "total number of walks I've recorded?"),
    (
        "OwnExpenseAddSeveral",
        "I spent 41.25 on Birthday dinner (food), 43.75 on Theatre show (entertainment) and 26.50 on Guitar course "
        "(education), log them",
    ),
    ("OwnTracksUnitsSecondsOfTrack", "River path track, how many seconds long"),
    ("OwnVlcPlayAllVideos", "vlc: just play through all my videos"),
    ("OwnPhoneLastMissedNumber", "number of the last call I missed?"),
    ("OwnPhoneHangUp", "end call"),
    ("OwnPhoneLastCallerNumber", "who rang me last? I need the number"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "Piano lesson this friday 10am, 60 mins, description Discuss the roadmap",
    ),
    ("OwnTracksWeekDistance", "total km this week across everything"),
    ("OwnCalendarRepeatEvent", "yoga class on the 21st - make it weekly"),
    ("OwnMarkorNoteFromSms", "copy ines tanaka's last text into a new note saved_message.md"),
    ("OwnPhoneLastMissedTime", "when was that missed call, what time"),
    ("OwnMarkorCopyNoteText", "make letter.md, same text as minutes.md"),
    ("SportsTrackerActivityDuration", "how many minutes was the march 13 swim"),
    ("OwnFilesDeleteKind", "clear out the txt files in Documents"),
    ("OwnMarkorAppendLine", "camping_17.md: add Coffee filters to the end"),
    ("OwnFilesLargestInFolder", "biggest file in pictures?"),
    ("OwnCalendarDeletePastDayNoYear", "remove everything from my calendar on the 2nd of march"),
    (
        "OwnContactsAddSeveral",
        "new contacts: Lena Haddad, work +17735552755 and Priya Lindqvist, home +16555554948",
    ),
    ("OwnCalendarCountOnDay", "how busy am I on the 17th, how many events"),
    ("RetroPlayingQueue", "queue up Wild Horses, First Light and Silver Lining in retro music"),
    ("OwnVlcAddVideoToPlaylist", "sunset_1.mp4 needs to go on my Party playlist"),
    ("OwnVlcPlayNext", "after this song, Sunday Drive please (vlc)"),
    ("OwnMarkorReplaceLine", "in week_63.md change Dentist on Tuesday to Dentist moved to Friday at noon"),
    ("ClockStopWatchPausedVerify", "hold the stopwatch"),
    ("OwnTracksSpanCountOfKind", "how many runs have I got in opentracks"),
    ("OwnRetroAppendSongs", "stick Northern Sky then First Light at the end of Chill"),
    # Set 45 (2026-12-05, session 11: everyday wordings over 44 jobs drawn at random, seed "set45-lead-session11", from
    # the seen templates of both kinds, written after set 44's pass and before any work on these, run once untouched).
    ("OwnTracksUnitsHoursOfLongest", "hours on my longest swim?"),
    ("OwnVlcDeleteSong", "i'm sick of Copper Sky, delete it from vlc"),
    ("OwnCalendarRepeatEvent", "could you set yoga class on march 21 to happen every week"),
    ("OwnFilesRenameFile", "recipe_card.jpg in downloads should be called scanned_recipe_card.jpg"),
    ("SimpleCalendarAnyEventsOnDate", "what's in my diary for the 16th"),
    ("OwnFilesMoveOne", "lease_2030.pdf needs to be in documents not downloads"),
    ("OwnPhoneGoingMute", "mute me"),
    ("RecipeAddMultipleRecipesFromMarkor2", "put the 10 min recipes from recipes.txt into broccoli"),
    ("OwnTracksDateOfFarthest", "what day was my longest walk distance wise"),
    ("OwnFilesCountInFolder", "count the files in download"),
    ("OwnPhoneCallThenHold", "ring felix suzuki and put him on hold"),
    ("SimpleCalendarAddOneEventTomorrow", "tomorrow 8am Yoga class 1hr, description Bring the documents"),
    ("OwnVlcDeleteVideo", "party_12.mp4 - bin it"),
    ("SimpleCalendarFirstEventAfterStartTime", "friday, what's my first thing after 8"),
    ("OwnExpenseDeleteTwoNamed", "get rid of the gym and flowers expenses"),
    ("OwnPhoneHangUp", "hang up the call pls"),
    ("OwnVlcPlayThenQueueTwo", "vlc - Sunday Drive, and queue Old Radio and Night Bus after"),
    ("OwnPhoneLastMissedCaller", "whose call did I miss last"),
    ("OwnCalendarMoveEventTime", "parent-teacher meeting on the 23rd is now at 2 in the afternoon"),
    ("OwnVlcLongestVideo", "which of my videos runs the longest"),
    (
        "ExpenseAddMultiple",
        "add 3 expenses: Winter boots 366.32 clothes (Work trip), Groceries 400.09 food (Monthly), Pharmacy 229.67 "
        "health care (Discounted)",
    ),
    ("SimpleCalendarAddOneEventRelativeDay", "book Piano lesson fri 10:00 for an hour - Discuss the roadmap"),
    ("OwnPhoneCallStranger", "can you phone the garage for me, it's 598 555 9936"),
    (
        "MarkorCreateNote",
        "jot down in trip_98.txt: The quarterly report is due next month. Water the tomatoes every other day.",
    ),
    ("OwnRetroAddSongToPlaylist", "Neon Rain onto the chill playlist"),
    ("OwnTracksNamedDescribe", "description of Sunday long one -> Knee felt fine"),
    ("OwnTracksMinutesBetween", "minutes swum between feb 15 and feb 23"),
    ("OwnContactsAddNumberFromSms", "lena moreau texted me a number, it's Omar Moreau's, add him"),
    ("OwnRetroPlaylistForSpan", "I want a 12 to 14 minute playlist called Evening out of my songs"),
    ("OwnCalendarAddEventFromSms", "lena haddad texted me about an event, pop it in my calendar"),
    ("SystemWifiTurnOffVerify", "kill the wifi"),
    ("OwnMarkorAppendLine", "need Coffee filters added at the bottom of camping_17.md"),
    ("OwnFilesNewFolderThenMove", "new folder Travel 2030 and put wedding_invite.pdf from documents in there"),
    ("OwnVlcSongsByArtist", "what have I got by nora vale in vlc"),
    ("OwnExpenseEditNote", "the Cinema expense note should read Paid by Omar"),
    ("OwnRecipesWithIngredient", "recipes with garlic in them?"),
    ("OwnPhoneAnswerRinging", "pick it up, it's ringing"),
    ("ContactsAddContact", "save Hana Suzuki 970 555 1889"),
    ("OwnTracksSpanDeleteAllOfKind", "erase every run I've recorded"),
    ("OwnFilesNewestInFolder", "latest file in my music folder"),
    ("OwnTracksCountKind", "walks recorded, how many"),
    ("OwnTracksUnitsMilesThisWeek", "swim distance this week in miles pls"),
    ("OwnTracksNamedRetype", "Canal tour should be a run not a swim"),
    ("OwnPhoneWhoCalledLast", "who called last"),
    # Set 46 (2026-12-05, session 11: everyday wordings over 44 jobs drawn at random, seed "set46-lead-session11", from
    # the seen templates of both kinds, written after set 45's pass and before any work on these, run once untouched).
    ("OwnVlcPlayPlaylist", "start my Focus playlist from the top in vlc"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "Lunch with Sam every day from march 18, noon, an hour and a half each, description Confirm the day before",
    ),
    ("OwnExpenseCountInCategory", "no. of food expenses"),
    ("OwnMarkorReplaceLine", "week_63.md: swap Dentist on Tuesday for Dentist moved to Friday at noon"),
    ("OwnTracksCountInMonth", "activities in february - how many"),
    ("CameraTakePhoto", "snap a pic"),
    ("OwnVlcDeleteVideo", "delete the party_12.mp4 video"),
    (
        "ExpenseAddMultiple",
        "expenses: Winter boots $366.32 clothes, note Work trip; Groceries $400.09 food, note Monthly; Pharmacy $229.67 "
        "health care, note Discounted",
    ),
    ("OwnMarkorMoveNoteBetweenFolders", "move errands_34.md out of Work into Archive"),
    ("OwnCalendarMoveEventTime", "push parent-teacher meeting (23rd) to 2pm"),
    ("OwnExpenseEditAmountAndCategory", "flowers expense: make it 77.75, education"),
    ("OwnRetroRemoveFromPlaylist", "take Static Love off my chill playlist"),
    ("SystemBluetoothTurnOffVerify", "switch off bt"),
    ("OwnExpenseAddWithNote", "spent $1,922.50 on Birthday dinner, food, note Paid by card"),
    ("OwnVlcRemoveFromPlaylist", "drop party_12.mp4 from Workout"),
    ("SimpleSmsSendReceivedAddress", "forward the address hana novak sent me to priya suzuki"),
    ("OwnTracksUnitsMetersThisWeek", "roughly how many meters did I walk this week"),
    ("OwnFilesMoveKind", "all the txt files in download should go to music"),
    ("SimpleCalendarDeleteOneEvent", "cancel Lunch with Sam on the 23rd at 9"),
    ("ContactsAddContact", "Hana Suzuki's number is +19705551889, make her a contact"),
    ("OwnVlcPlayAllSongs", "shuffle off, just play all my songs in vlc"),
    ("OwnExpenseTotalForName", "lunch spending total?"),
    ("OwnPhoneCallMuted", "call ravi tanaka on mute"),
    ("OwnTracksUnitsHoursOfLongest", "how many hrs was my longest swim"),
    ("OwnExpenseEditCategory", "Flowers should be under Donation"),
    ("OwnMarkorCreateFolder", "markor - new folder Projects"),
    ("OwnTracksSpanRenameNewest", "name my latest track Tempo test"),
    ("OwnFilesRenameFile", "change the name of recipe_card.jpg (download) to scanned_recipe_card.jpg"),
    ("OwnMarkorAppendLine", "append Coffee filters to camping_17.md"),
    ("OwnTracksSpanCountOfKind", "how many runs have i done"),
    ("ExpenseDeleteSingle", "the Fuel expense has to go"),
    ("OwnPhoneMissedCount", "how many calls did I miss"),
    ("RecipeDeleteDuplicateRecipes", "there are duplicate recipes, clean them up"),
    ("OwnTracksSpanKmOfKindInMonth", "how far did I cycle in november in km"),
    ("OwnVlcPlaySong", "I want to hear Quiet Storm (vlc)"),
    ("CameraTakeVideo", "shoot a video"),
    ("SportsTrackerActivitiesCountForWeek", "bike rides this week?"),
    ("OwnVlcPlayThenNext", "vlc: Sunday Drive then Quiet Storm"),
    ("OwnMarkorNotesMentioning", "any notes that say Friday?"),
    (
        "MarkorAddNoteHeader",
        "workout_26.md: put Remember to back up the laptop. on top with a blank line, then rename it reading_69.md",
    ),
    ("OwnPhoneWhoCalledAt", "who was on the phone at 9:12"),
    ("OwnContactPhoneNumber", "greta moreau's number?"),
    ("RecipeDeleteDuplicateRecipes3", "remove the double recipes in broccoli, keep one of each"),
    ("NotesMeetingAttendeeCount", "joplin: headcount at Budget sync"),
    # Set 47 (helper 91, written as its set 45, 2026-12-05: everyday wordings over 44 jobs of the record apps drawn at random, seed
    # "set45-helper91", from the seen templates of both kinds, written before any reading work on them, run once untouched).
    ("OwnContactsAddWithLabel", "save Lena Tanaka as a contact, (845) 555-5571 - thats her home number"),
    (
        "MarkorAddNoteHeader",
        "workout_26.md: put Remember to back up the laptop. at the top with a blank line under it, then rename it "
        "reading_69.md",
    ),
    ("TasksCompletedTasksForDate", "what did i get done on the 18th? tasks"),
    ("OwnCalendarBusyAtHour", "got anything at 9pm march 27?"),
    ("TasksIncompleteTasksOnDate", "whats left to do for march 14"),
    ("OwnExpenseCategoryTotal", "transportation spending total?"),
    ("OwnCalendarRenameEvent", "Yoga class on 26 march is Project kickoff now, rename pls"),
    (
        "OwnTasksCreateWithDueAndNotes",
        "todo: Return library books, due the 18th, notes Three books, due at the front desk",
    ),
    ("SimpleCalendarDeleteOneEvent", "cancel lunch with sam on the 23rd (9am)"),
    ("RecipeDeleteDuplicateRecipes3", "broccoli has duplicate recipes, clean them up but keep one of each"),
    ("OwnFilesCountOfKind", "no. of jpgs in documents?"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "clear saturday's events, plans changed"),
    ("OwnMarkorCopyNoteText", "letter.md - new note, whatever minutes.md says"),
    ("OwnExpenseEditAmountAndCategory", "Flowers expence was actually $77.75 and its education, fix it"),
    ("ExpenseAddSingle", "log Online course 436.78 education, note Monthly"),
    ("OwnFilesMoveOne", "lease_2030.pdf from downloads to documents pls"),
    ("OwnMarkorWhatNoteSays", "read me ideas_71.txt"),
    ("TasksHighPriorityTasksDueOnDate", "high prio stuff due march 22?"),
    ("OwnMarkorAppendLine", "append Coffee filters to camping_17.md"),
    ("OwnExpenseAddWithNote", "Birthday dinner 1922.50 food, note Paid by card - add to expenses"),
    ("OwnRecipesWithIngredient", "recipes w/ garlic?"),
    (
        "OwnRecipeAddFull",
        "save a recipe: Banana bread, Moist and simple, 6 servings, prep 20 mins, from grandma, bananas, flour, "
        "butter. Mash, mix and bake for an hour.",
    ),
    ("OwnCalendarMoveEventOnDay", "move whatever i have on the 23rd to 4pm"),
    ("OwnExpenseDeleteTwoNamed", "gym and flowers expenses, delete both"),
    ("OwnFilesNewFolderThenMove", "new folder Travel 2030, then put wedding_invite.pdf from documents in it"),
    ("OwnCalendarCountOnDay", "no of events march 17"),
    ("OwnCalendarEventStartTime", "yoga class on the 26th starts when"),
    ("OwnFilesNewestInFolder", "latest file in the music folder"),
    ("OwnMarkorRewriteNote", "errands_45.md should just say Email Priya the slides and the budget."),
    ("OwnFilesCountFolder", "how many files in Documents"),
    ("OwnFilesLargestInFolder", "whats the biggest thing in pictures"),
    (
        "OwnContactsAddSeveral",
        "add Lena Haddad +17735552755 (work) and Priya Lindqvist +16555554948 (home) to contacts",
    ),
    ("OwnMarkorNoteFromSms", "ines tanaka's last sms -> note saved_message.md"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "Lunch with Sam march 18 12pm, 90 min, every day forever, desc Confirm the day before",
    ),
    (
        "MarkorCreateNoteAndSms",
        "note trip_11.md: Book the train to Lyon before Friday. Remember to back up the laptop. then text it to "
        "+12165552636",
    ),
    ("OwnFilesDeleteTwo", "delte payslip_feb.png + dentist_invoice.docx in pictures"),
    ("OwnMarkorPrependLine", "errands_70.md, new first line: Send draft to Ines"),
    ("OwnRecipeRenameByServings", "the 5 serving recipe should be called Quick caesar"),
    ("OwnCalendarEventsInRange", "whats on 18th-20th march"),
    ("RecipeDeleteDuplicateRecipes", "get rid of the recipe dupes"),
    ("OwnMarkorReplaceLine", "week_63.md: Dentist on Tuesday -> Dentist moved to Friday at noon"),
    ("OwnCalendarMoveEventDay", "car service is moving to march 19 (from the 25th), same time"),
    ("OwnMarkorCreateNoteInFolder", "in Work make reading_29.md saying Renew the library card online."),
    (
        "OwnMarkorFolderWithNote",
        "make a Recipes folder w/ shopping_list.txt inside: Seeds: beans, peas and two kinds of kale.",
    ),
    # Set 48 (helper 92, written as its set 46, 2026-12-05: everyday wordings over 44 jobs drawn at random, seed "set46-helper92", from the
    # phone, SMS, OpenTracks, VLC, Retro Music, audio recorder, clock and settings seen templates of both kinds, written
    # before any reading work of this helper, run once untouched).
    ("SimpleSmsReply", "reply to +13525551454 w/ Running ten minutes late"),
    ("ClockTimerEntry", "timer for 1h 38m 49s, dont start it yet"),
    ("OwnPhoneCallBackAt", "the 8:40 am caller, ring them back"),
    ("OwnTracksUnitsSpeedMph", "lunch break track avg speed in mph?"),
    ("OwnTracksNamedDistanceOfTrack", "morning loop, how many km was it"),
    ("OwnVlcRenamePlaylist", "sunday mix playlist shld be called Sleep now"),
    ("OwnPhoneCallMuted", "ring ravi tanaka, mic muted pls"),
    ("SystemWifiTurnOffVerify", "wi-fi off"),
    ("OwnTracksNamedRetype", "canal tour was a run not a swim, fix the type"),
    ("OwnTracksNamedCountYesterday", "no. of activities i logged yesterday?"),
    ("SystemBluetoothTurnOffVerify", "kill bluetooth, saving battery"),
    ("OwnSmsWhoTextedAbout", "somebody texted about dinner - who"),
    ("OwnTracksCountInMonth", "february activity count?"),
    ("OwnPhoneHowOftenCalled", "kofi vargas calls, how many"),
    ("OwnVlcPlayPlaylist", "focus playlist from the top pls"),
    ("OwnTracksRenameTrack", "name the march 10 bike ride Hill repeats"),
    ("OwnTracksNamedRename", "rename lunch break track -> Tempo test"),
    (
        "OwnVlcPlaylistOneALine",
        "new vid playlist Dinner party: skate_trick.mp4, wedding_speech.mp4, lecture_04.mkv in that order",
    ),
    ("OwnVlcDeleteSong", "copper sky song can go, delete it"),
    ("OwnPhoneCallNumberInWords", "eight three four, five five five, nine nine three eight - ring it"),
    ("OwnTracksSpanKmOfKindInMonth", "cycling kms in november total?"),
    ("OwnPhoneLastMissedTime", "what time did i miss that last call"),
    ("SportsTrackerActivityDuration", "swim on march 13 - minutes?"),
    ("OwnVlcDeleteVideo", "party_12.mp4 is junk, bin it"),
    ("OwnVlcCountVideos", "how many vids have i got in vlc"),
    ("SimpleSmsResend", "msg to greta lindqvist didnt send, try again"),
    ("SportsTrackerActivitiesOnDate", "activities on march 11? types only"),
    ("OwnVlcPlayAllVideos", "play every video back to back"),
    ("OwnPhoneCallContact", "get jonah lindqvist on the phone"),
    ("OwnPhoneDidTheyCall", "lena okafor call me today? y/n"),
    ("OwnVlcShufflePlaylist", "party playlist on shuffle"),
    ("OwnTracksActivityDuration", "mins for the swim on the 9th of march"),
    ("OwnPhoneAnswerRinging", "pick up the phone, its ringing"),
    ("SystemBluetoothTurnOnVerify", "bt on pls, connecting the car"),
    ("OwnTracksNamedDelete", "forest trail track, delete"),
    ("OwnRetroDeletePlaylist", "road trip playlist in retro - delete pls"),
    ("SystemBrightnessMinVerify", "screen brightness all the way down"),
    ("OwnVlcIsOnPlaylist", "dog_park.mp4 on the party playlist or not"),
    ("OwnSmsLastMessageFrom", "hana tanaka's latest text, what did it say"),
    ("OwnTracksActivityDistance", "km for my swim march 5"),
    ("OwnVlcAddSongToPlaylist", "copper sky -> party playlist"),
    ("OwnTracksAverageDistance", "avg run distance in km, 2 dp"),
    ("OwnVlcAppendSongs", "tack harbor lights then sunday drive onto the end of road trip"),
    ("OwnTracksNamedSpeedOfTrack", "canal tour avg speed kmh?"),
    # Set 49 (2026-12-05, session 11: everyday wordings over 44 jobs drawn at random, seed "set49-lead-session11", from
    # the seen templates of both kinds, written after the merges of sets 47 and 48 and before any work on these, run
    # once untouched).
    ("OwnVlcDeleteVideo", "remove party_12.mp4 from vlc, don't need it"),
    ("OwnVlcPlaylistCount", "how many things on my Focus playlist (vlc)"),
    ("OwnTracksNamedDelete", "Forest trail track can be deleted"),
    ("SimpleCalendarDeleteEvents", "wipe the 19th in my calendar"),
    ("OwnVlcShuffleOn", "vlc shuffle on"),
    ("OwnCalendarDeleteOneOfDay", "on march 18 get rid of car service but keep the rest"),
    ("OwnContactPhoneNumber", "what's greta moreau's phone no."),
    ("OwnTracksDeleteDay", "delete whatever I tracked on the 11th"),
    ("OwnMarkorReplaceWord", "reading_12.md says Friday, it should say Monday"),
    ("OwnTracksSpanKmOfKindInMonth", "november cycling km?"),
    ("PhoneMakeCall", "dial +1 968-555-1245"),
    ("ExpenseDeleteMultiple2", "get rid of farmers market, train ticket and winter boots in my expenses"),
    ("OwnVlcDeletePlaylist", "bin the Workout playlist in vlc"),
    ("OwnFilesSmallestInFolder", "smallest thing in the music folder?"),
    ("OwnVlcPlaylistItems", "what videos did I put on Road Trip"),
    ("OwnMarkorCopyNoteText", "duplicate minutes.md as letter.md"),
    ("ExpenseDeleteSingle", "remove fuel from expenses"),
    (
        "OwnVlcMakeThenPlay",
        "make an Evening playlist in vlc w/ holiday_2029.mp4, trailer_final.mp4, lecture_04.mkv and play it",
    ),
    ("CameraTakePhoto", "take a picture pls"),
    ("OwnFilesCountInFolder", "how many files have I got in downloads"),
    ("MarkorDeleteNote", "trash gifts_19.txt"),
    ("OwnTracksUnitsMetersThisWeek", "walking distance this week in metres, approx"),
    ("OwnTracksNamedCountThisWeek", "did I swim this week? how many times"),
    ("OwnCalendarBusyAtHour", "am I free at 9pm on march 27?"),
    ("OwnTracksWeekDistance", "this week's total distance, all activities, km"),
    ("OwnVlcWhichPlaylist", "Glass Houses is on which of my playlists"),
    ("OwnTracksNamedSpeedThisWeek", "how fast have I been cycling this week on average"),
    (
        "OwnMarkorRenameAndRewrite",
        "draft_14.md -> garden_todo.md and make it say Prune the roses and turn the compost.",
    ),
    ("OwnPhoneCallNumberInMessage", "call the new number lena haddad sent"),
    (
        "OwnContactsAddSeveral",
        "two contacts pls: Lena Haddad (work) +17735552755 and Priya Lindqvist (home) +16555554948",
    ),
    ("SystemBrightnessMaxVerify", "brightest screen please"),
    ("SaveCopyOfReceiptTaskEval", "copy receipt_6795.jpg from DCIM into Download, same name"),
    ("OwnTracksUnitsMetersOfTrack", "River path, about how many meters?"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "cancel everything this saturday"),
    ("OwnVlcShufflePlaylist", "Party playlist on shuffle in vlc"),
    ("SimpleCalendarAddOneEventRelativeDay", "Piano lesson friday at 10, 1 hour, notes: Discuss the roadmap"),
    ("OwnMarkorDeleteTwoNotes", "remove novel_72.md + groceries_73.md"),
    ("OwnSmsNextEventLocation", "let ines moreau know where my next event is"),
    ("OwnCalendarSetLocation", "car service will be at Main street garage"),
    ("RetroCreatePlaylist", "new playlist Chill 82: Low Tide, Paper Planes"),
    ("OwnTracksNamedSpeedOfTrack", "Canal tour avg speed km/h"),
    ("OwnCalendarRepeatEvent", "yoga class on 21 march - repeat it every week please"),
    ("NotesMeetingAttendeeCount", "how many people came to Budget sync (joplin)"),
    ("OwnVlcNewPlaylistInOrder", "vlc playlist Gym: beach_3.mp4, hike_5.mp4, sunset_1.mp4 in that order"),
    # Set 50 (helper 93, 2026-12-05: wordings over 44 jobs drawn at random, seed "set50-helper93", from all the seen
    # templates of both kinds, said as a non-native speaker dictating by voice would: "please to", "can you make for me",
    # no punctuation, numbers in words, missing articles, Indian/British English ("do the needful", "revert"), written
    # before any reading work of this helper and run once untouched).
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "please tell me how much minutes i did swimming in this week from monday",
    ),
    ("OwnTracksNamedHoursOfKindInFebruary", "kindly revert how many hours i am swimming in february month"),
    ("OwnTracksDateOfFarthest", "which day i did my longest walking by distance please tell the date"),
    ("OwnPhoneWhenLastCall", "what time i was talking last with kofi vargas on phone"),
    ("MarkorEditNote", "in {file_name} please to add in bottom {footer}"),
    ("OwnVlcLongestVideo", "which is the most longest video in vlc tell me the name only"),
    ("OwnTracksCountKind", "how many walking activity are there in tracker tell the number"),
    ("OwnPhoneMissedCount", "how many missed call i am having in call log"),
    ("OwnVlcPlayNext", "after this song please to play sunday drive next"),
    ("OwnTracksNamedDescriptionOfTrack", "what is description written for river path track"),
    (
        "RecipeDeleteDuplicateRecipes2",
        "in broccoli same recipe is coming two times please remove extra one keep one only",
    ),
    ("OwnFilesHasFileYes", "is there thesis_draft.txt file in download folder yes or no"),
    ("OwnContactPhoneNumber", "tell me the number of greta moreau from contacts"),
    ("OwnVlcNowPlaying", "which song is playing now in vlc only the title"),
    (
        "MarkorAddNoteHeader",
        "in note {original_name} please to put on top {header} with one empty line after and rename it as {new_name}",
    ),
    ("OwnCalendarRenameNoAppNamed", "please change name of event team sync to Weekly planning"),
    ("OwnVlcSongsByArtist", "which all songs of nora vale i am having in vlc"),
    (
        "OwnVlcMakeThenPlay",
        "can you make for me playlist Evening with holiday_2029.mp4 trailer_final.mp4 and lecture_04.mkv and start playing it",
    ),
    (
        "OwnMarkorCreateNoteTitleBody",
        "make one new note name Gift ideas and inside write A scarf for Omar and a book for Lena",
    ),
    ("OwnVlcPlayThenQueueTwo", "play sunday drive and after that put old radio and night bus in queue"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "please to create event Lunch with Sam on eighteenth march twelve o clock for ninety minutes it should repeat every day forever description Confirm the day before",
    ),
    ("OwnFilesNewFolderThenMove", "make new folder Travel 2030 and shift wedding_invite.pdf from documents inside it"),
    ("OwnRetroDeletePlaylist", "please to delete road trip playlist in retro music"),
    ("OwnMarkorCreateFolder", "create one folder Projects in markor"),
    ("OwnTracksDeleteDay", "delete all activity of eleven march please"),
    ("OwnFilesMoveKind", "all txt files from download please shift to music folder"),
    ("OwnVlcShufflePlaylist", "play party playlist in shuffle mode"),
    ("OwnFilesLargestInFolder", "which file is most biggest in pictures folder"),
    ("ExpenseAddSingle", "add expense Online course {dollars0} dollars category Education note Monthly"),
    ("OwnRetroAddSongToPlaylist", "put neon rain song in chill playlist do the needful"),
    (
        "OwnVlcNewPlaylistInOrder",
        "create for me playlist Gym and add beach_3.mp4 then hike_5.mp4 then sunset_1.mp4 in same order",
    ),
    ("OwnMarkorDeleteTwoNotes", "please to delete both notes novel_72.md and groceries_73.md"),
    (
        "OwnExpenseAddSeveral",
        "add three expenses Birthday dinner 41.25 food Theatre show 43.75 entertainment and Guitar course 26.50 education",
    ),
    ("OwnVlcSongAlbum", "glass houses song is from which album"),
    ("OwnTracksNamedSpeedThisWeek", "what is my average speed of cycling in this week in kilometre per hour"),
    ("OwnPhoneGoingMute", "please to mute the call"),
    ("OwnTracksUnitsHoursLastWeek", "total how many hours i did all activities last week monday to sunday two decimal"),
    ("FilesDeleteFile", "please delete receipt_523.pdf which is in documents folder"),
    ("NotesIsTodo", "fix the bike note in joplin is todo or not say True or False"),
    ("SimpleSmsReply", "reply to {number} message {message}"),
    ("OwnMarkorReplaceLine", "in {file_name} change the line {old} to {new}"),
    ("OwnTracksSpanDateOfFirst", "on which date i did first swimming"),
    ("OwnTracksNamedLastOfKind", "last time when i went for walking tell the date"),
    ("OwnFilesCopyFile", "please make copy of wedding_invite.png from download into documents"),
    # Set 51 (helper 94, questions only across all apps, seed "set51-helper94"): asked indirectly ("i wonder",
    # "remind me", "do you know"), the answer's format said loosely, each standing alone.
    ("OwnSmsLastMessageFrom", "remind me what hana tanaka said in her last text, just the words"),
    ("OwnTracksUnitsMetersOfTrack", "i wonder how long the river path track was in meters, roughly, number only"),
    ("OwnPhoneWhoIsOnTheLine", "who am i even talking to rn? name pls"),
    (
        "SimpleCalendarNextMeetingWithPerson",
        "do you know when im next meeting greta novak? month day year and 24h time",
    ),
    ("TasksHighPriorityTasks", "remind me whats high priority on my to-do list, titles only comma separated"),
    ("OwnFilesCountInFolder", "wonder how many files are sitting in downloads. just the number"),
    ("OwnRetroLongestSong", "which of my songs is the longest one, do you know? title only"),
    ("OwnCalendarEventStartTime", "remind me when yoga class starts on the 26th of march, HH:MM pls"),
    ("OwnFilesCountOfKind", "how many jpgs have i got in documents i wonder. number only"),
    ("OwnTracksUnitsSpeedMph", "do you know my avg speed on the lunch break track? in mph"),
    ("NotesMeetingAttendeeCount", "i wonder how many were at budget sync, per my meeting notes. just the number"),
    ("OwnTracksNamedLastOfKind", "when did i last go for a walk? remind me, date only"),
    ("OwnTracksSpanDateOfFirst", "do you know the date of the very first swim i recorded"),
    ("TasksCompletedTasksForDate", "remind me which tasks i ticked off for march 18, names only pls"),
    ("OwnVlcFolderVideos", "what vids are in the movies folder again? file names pls"),
    ("OwnTracksMinutesBetween", "i wonder how many minutes i swam between feb 15 and feb 23, just the number"),
    ("OwnVlcItemFolder", "do you know which folder documentary.mkv is in"),
    ("OwnTracksNamedMostOftenInFebruary", "curious what activity i did most in february"),
    ("OwnContactPhoneNumber", "do you have greta moreau's number? digits only"),
    ("OwnPhoneLastMissedNumber", "remind me the number of the last call i missed"),
    ("OwnTracksUnitsHoursOfLongest", "i wonder how many hours my longest swim took"),
    ("OwnTracksNamedDistanceOfTrack", "do you know how many km the morning loop track was"),
    ("SimpleCalendarEventsInNextWeek", "what have i got on next week? week starts monday, titles only w commas"),
    ("OwnTracksNamedDescriptionOfTrack", "remind me what i wrote as the description for river path"),
    ("SportsTrackerActivityDuration", "i wonder how long my swim on march 13 was, minutes only"),
    ("OwnPhoneWhoCalledAt", "do you know whose call that was at 9:12 AM? name pls"),
    ("NotesTodoItemCount", "remind me how many to-dos are in my work notes folder, just the number"),
    ("OwnCalendarBusyAtHour", "do i have anything starting at 21:00 on march 27? yes or no is fine"),
    (
        "SimpleCalendarFirstEventAfterStartTime",
        "do you know what my first thing after 8:00 this friday is? just the title",
    ),
    ("OwnTracksNamedDistanceThisMonth", "wonder how many km ive tracked this month, everything together"),
    ("OwnTracksUnitsSecondsOfTrack", "how many seconds did the river path track last, do you know?"),
    ("OwnPhoneWhoCalledLast", "remind me who called me last, name only"),
    ("OwnPhoneLastMissedCaller", "who was that missed call from, the latest one? just the name"),
    ("OwnPhoneLastMissedTime", "i wonder when my last missed call came in, just the time"),
    ("SportsTrackerActivitiesOnDate", "remind me what i did on march 11 activity-wise, types only, comma separated"),
    ("SimpleCalendarEventsInTimeRange", "anything on between 10:00 and 8pm this monday? titles only pls"),
    ("OwnExpenseAmountOf", "do you know how much the bakery expense was? no $ sign, just the number"),
    ("OwnVlcPlaylistItems", "remind me what vids are on the road trip playlist, file names only"),
    ("OwnPhoneHowOftenCalled", "i wonder how many times kofi vargas rang me. just the number"),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "do you know how many minutes i swam this week? week starts monday, one number",
    ),
    ("OwnTracksNamedNameOfLongest", "what was my longest swim called again, by time?"),
    ("OwnFilesHasFile", "is school_report.pdf in the music folder, do you know? yes or no"),
    ("OwnTracksSpanDistanceOfNewest", "remind me how many km my latest walk was"),
    ("OwnCalendarCountOnDay", "i wonder how many events ive got on march 17, just the number pls"),
    # Set 52 (2026-12-05, session 12, everyday wordings over 44 jobs drawn at random from both kinds, written at the
    # session's start before any change for it, run once untouched: 37 of 44, 1 false done).
    ("OwnCalendarMoveEventTime", "move {title} on march 23 to 2 in the afternoon"),
    ("OwnTracksSpanDistanceOnDayNoYear", "how far did i swim on december 14? in km"),
    ("OwnTracksRecordNamed", "start recording a track and call it {name} when you save it"),
    (
        "SimpleCalendarNextMeetingWithPerson",
        "when's my next meeting with {person}? give me the month name, day, year and the time in 24h",
    ),
    ("OwnTracksNamedTypeOfTrack", "what kind of activity is Sunday long one saved as in opentracks"),
    ("OwnVlcPlayAsAudio", "play {video} in vlc but just the sound, no picture"),
    ("SystemBrightnessMaxVerify", "brightness all the way up please"),
    ("OwnMarkorReplaceWord", "swap the word {old} for {new} in {file_name}"),
    (
        "OwnTasksAddFromMarkorNote",
        "every line of my markor note {file_name} should be a task in the tasks app, can you add them",
    ),
    ("SystemBluetoothTurnOff", "switch off bluetooth"),
    ("OwnVlcPlaylistItems", "what's on my {playlist} playlist in vlc? just the file names"),
    ("NotesTodoItemCount", "how many to-dos have i got in the {folder} folder in joplin? number only"),
    ("SimpleSmsResend", "send {name} my last message again"),
    ("OwnVlcPlayNext", "queue {song} to play right after this one in vlc"),
    ("OwnPhoneLastCallerNumber", "what was the number of the last person who called me"),
    ("OwnExpenseEditNote", "set the note on my Cinema expense to {note}"),
    ("OwnTracksNamedNameOfLongest", "what did i name my longest swim (by time)?"),
    ("OwnCalendarRenameEvent", "yoga class on march 26 should be called {new_title} now"),
    ("SystemWifiTurnOn", "wifi on pls"),
    ("OwnPhoneCallNumberInMessage", "{other} texted me a new number, call it"),
    ("OwnTracksNamedCountThisWeek", "how many swims this week? week from monday, number only"),
    ("OwnFilesSmallestInFolder", "which file in {folder} is the smallest? name only"),
    ("OwnContactsAddEmail", "add {email} as {first} {last}'s email"),
    ("SimpleSmsSendReceivedAddress", "text {name1} the address {name2} just sent me"),
    ("OwnTracksSpanTotalThisWeek", "total km i cycled this week, counting from monday?"),
    ("OwnTracksActivityDuration", "how long was my swim on march 9, in minutes"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "clear everything off my calendar for this {day_of_week}"),
    ("OwnVlcRenameVideo", "in vlc can you change the name of {video} to {renamed}"),
    ("OwnCalendarRenameNoAppNamed", "change the name of {title} to {new}"),
    ("OwnVlcItemFolder", "which folder is {video} saved in, according to vlc?"),
    ("OwnExpenseAmountOf", "how much did i spend on the Bakery expense? number without the $"),
    ("ContactsAddContact", "new contact {name} {number}"),
    (
        "OwnVlcTwoPlaylistsSentences",
        "make 2 playlists in vlc: {new} with trailer_final.mp4 and holiday_2029.mp4, and Late night with beach_day.mp4 "
        "and wedding_speech.mp4",
    ),
    ("OwnVlcSongArtist", "who sings {song}? just the name"),
    ("OwnTracksNamedDescribe", "for my track Sunday long one in opentracks, make the description say {note}"),
    ("OwnRetroPlaylistSize", "how many songs are on {playlist} in retro music"),
    (
        "MarkorAddNoteHeader",
        "in markor put '{header}' at the top of {original_name} with an empty line under it, then rename it {new_name}",
    ),
    ("SimpleCalendarDeleteOneEvent", "delete Lunch with Sam at 9 on march 23 from my calendar"),
    ("OwnCalendarDeleteTwoEvents", "get rid of {title} and {other} in my calendar"),
    ("OwnPhoneAnswerRinging", "pick up the phone"),
    ("SportsTrackerActivitiesCountForWeek", "how many bike rides have i done this week (since monday)? just a number"),
    ("OwnRetroPlaylistMinutes", "how long is my {old} playlist in minutes, rounded"),
    ("OwnContactPhoneNumber", "whats Greta Moreau's phone number"),
    ("OwnRetroDeletePlaylist", "delete my {playlist} playlist in retro music"),
    # Set 53 (2026-12-05, session 12, everyday wordings over 44 jobs drawn at random from both kinds, written after set
    # 52's pass and before any change for it, run once untouched: 29 of 44, 4 false done).
    ("OwnTracksSpanDateOfFirst", "what day did i log my very first swim"),
    ("OwnCalendarDeletePastDayNoYear", "wipe all my events from march 2"),
    ("OwnMarkorMoveNoteBetweenFolders", "{file_name} belongs in Archive, not Work - move it over in markor"),
    ("OwnTracksSpanCountOfKind", "how many runs have i got recorded altogether"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "total minutes of swimming this week (mon-sun)?"),
    ("OwnCalendarEventsInRange", "what's on my calendar march 18 to 20? just titles, commas"),
    ("OwnPhoneCallStranger", "phone the garage on 598-555-9936"),
    ("OwnTracksAverageDistance", "average distance of my runs in km, 2 decimals"),
    ("OwnTracksSpanRenameNewest", "rename the newest track to {new}"),
    ("OwnCalendarMoveEventTime", "the parent-teacher meeting on the 23rd needs to be at 2pm instead"),
    ("OwnRecipeEditServings", "Pancakes recipe should serve 12 now, leave everything else"),
    ("OwnVlcSongArtist", "who's the artist on {song} in vlc"),
    ("OwnTracksUnitsSecondsOfTrack", "River path - how many seconds was it?"),
    ("OwnVlcNowPlaying", "what's this song vlc is playing? title only"),
    (
        "OwnExpenseAddSeveralWithNotes",
        "log these in pro expense: Birthday dinner 77.25 food (note: Split with Omar), Bus tickets 21 transportation "
        "(note: Monthly pass), Theatre show 77.25 entertainment (note: Two seats)",
    ),
    ("OwnTracksNamedNameOfLongest", "my longest swim time-wise, what's it called?"),
    ("OwnMarkorReplaceLine", 'in {file_name} swap the line "{old}" for "{new}"'),
    ("OwnExpenseTotalForName", "what have i spent on {item} all together? no $ sign"),
    ("OwnPhoneWhoCalledLast", "who rang me last"),
    ("OwnVlcDeleteVideo", "{item} can be deleted from vlc"),
    ("OwnFilesHasFileYes", "do i have {first} in {folder}? yes/no"),
    ("OwnExpenseRenameByAmount", "the $49.50 expense should be called {new_name}, don't change anything else about it"),
    ("OwnContactPhoneNumber", "greta moreau's number please, digits only"),
    ("OwnTasksMarkDone", "tick off email the landlord in tasks"),
    ("ExpenseDeleteMultiple2", "remove Farmers market, Train ticket and Winter boots from my expenses"),
    ("OwnTracksNamedDescriptionOfTrack", "what's the description on my River path track"),
    ("OwnRetroPlaySong", "put on {item} in retro music"),
    ("OwnTracksSpanDistanceOfNewest", "how many km was my last walk"),
    ("OwnVlcCountVideos", "how many vids are in vlc"),
    ("OwnFilesCreateFolder", "new folder in files: {new}"),
    ("OwnFilesCountFolder", "count the files in {folder} for me"),
    ("OwnRetroPlaylistSize", "{playlist} playlist on retro music - how many songs?"),
    ("OwnVlcRenamePlaylist", "vlc playlist {playlist} should be called {new_name}"),
    ("OwnTracksNamedCountThisWeek", "number of swims since monday?"),
    ("PhoneReturnMissedCall", "call back the number i just missed"),
    ("OwnVlcDeletePlaylist", "get rid of the {old} playlist in vlc"),
    ("OwnVlcPlayFromFolder", "in vlc, open the {folder} folder and play {video}"),
    (
        "MarkorCreateNoteAndSms",
        'write a markor note {file_name} saying "{text}" and then text the whole thing to {number}',
    ),
    ("OwnMarkorAddTodo", 'add a line "{item}" to the bottom of todo.txt'),
    (
        "OwnMarkorRenameAndRewrite",
        'rename {old} to {new} and replace what it says with "{text}"',
    ),
    (
        "OwnMarkorRewriteNote",
        '{file_name} should just say "{new}" - overwrite the text, keep the name',
    ),
    (
        "MarkorMergeNotes",
        "combine {file1_name}, {file2_name} and {file3_name} in that order into a new note {new_file_name}, blank line "
        "between each",
    ),
    ("OwnVlcShuffleOn", "shuffle on in vlc"),
    ("OwnTracksNamedSpeedThisWeek", "what's my avg cycling speed this week in km/h? week starts monday"),
    # Set 54 (2026-12-05, session 12, everyday wordings over 44 jobs drawn at random from both kinds, written after set
    # 53's pass and before any change for it, run once untouched: 30 of 44, none false).
    ("OwnRetroDeletePlaylist", "i don't need the {playlist} playlist in retro music anymore, delete it"),
    (
        "OwnTracksUnitsMetersThisWeek",
        "roughly how many meters have i walked this week? week starts monday, number only",
    ),
    ("OwnVlcWhichPlaylist", "Glass Houses is on one of my vlc playlists, which one?"),
    ("OwnPhoneCallFavourite", "call Ines Moreau, she's in my favourites"),
    ("OwnMarkorCreateFolder", "make a {folder} folder in markor"),
    ("OwnTracksNamedCountYesterday", "how many activities did i log yesterday"),
    ("OwnTasksAddFromMarkorNote", "turn each line of todo.md in markor into a task in tasks"),
    ("OwnRetroPlaySong", "i wanna hear {item}, play it on retro music"),
    ("OwnMarkorNoteFromSms", "save what {sender} last texted me into a new markor note called {file_name}"),
    ("OwnFilesNewFolderThenMove", 'make a folder "{new}" in files and put {name} from {folder} in it'),
    ("OwnExpenseDeleteTwoNamed", "the {a} and {b} expenses can go"),
    ("OwnContactsChangeNumber", "{first} {last} has a new number: {new_phone}. update her contact"),
    ("OwnVlcAddVideoToPlaylist", "stick {item} on the {playlist} playlist in vlc"),
    ("OwnRetroPlaylistSize", "how many tracks on the {playlist} playlist? retro music"),
    ("OwnVlcSongAlbum", "what album is Glass Houses off? check vlc"),
    ("OwnExpenseCountInCategory", "how many {category} expenses have i got"),
    ("OwnRecipeRenameByServings", "the recipe that serves 5 should be renamed {new_name}"),
    ("SimpleCalendarLocationOfEvent", "where's my {title}? just the location"),
    ("OwnSmsLastMessageFrom", "what was Hana Tanaka's last text to me? just the message"),
    ("OwnExpenseMostExpensiveInCategory", "what's the priciest thing in {category}? name only"),
    ("OwnMarkorReplaceLine", 'week_63.md: change the line "Dentist on Tuesday" to "Dentist moved to Friday at noon"'),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "{event_title} this {day_of_week} 10am, an hour long, description {event_description}",
    ),
    (
        "RecipeDeleteDuplicateRecipes",
        "i've got some recipes in broccoli twice, clear out the duplicates but keep one of each",
    ),
    ("OwnMarkorPrependLine", 'put "Send draft to Ines" as the first line of {file_name}'),
    (
        "OwnExpenseAddSeveral",
        "expenses to add: Birthday dinner $41.25 food, Theatre show $43.75 entertainment, Guitar course $26.50 education",
    ),
    ("SimpleCalendarNextMeetingWithPerson", "next time i'm meeting {person}? format: March 5 2030 14:00"),
    ("OwnVlcDeletePlaylist", "remove my {old} playlist from vlc"),
    ("AudioRecorderRecordAudio", "record a quick audio clip and save it"),
    ("OwnPhoneDidTheyCall", "has Lena Okafor called me today? yes/no"),
    (
        "ExpenseAddMultiple",
        "add to pro expense:\nWinter boots, $366.32, Clothes, note Work trip\nGroceries, $400.09, Food, note Monthly\n"
        "Pharmacy, $229.67, Health Care, note Discounted",
    ),
    ("OwnPhoneWhenLastCall", "when did i last talk to Kofi Vargas on the phone? time only"),
    ("OwnTracksChangeType", "my march 3 run was actually a bike ride, change it to cycling"),
    ("TasksCompletedTasksForDate", "what did i get done on march 18? task titles, comma separated"),
    ("OwnFilesMoveKind", "move every .{ext} file in {folder} over to {target}"),
    ("OwnExpenseEditCategory", "Flowers should be a {category} expense, change only the category"),
    ("OwnMarkorWhatNoteSays", "read me ideas_71.txt from markor, just the text"),
    ("OwnFilesNewFolder", "i need a new folder in files called {new}"),
    ("OwnTracksSpanCountOfKind", "total number of runs in opentracks?"),
    (
        "OwnVlcTwoPlaylistsSentences",
        "in vlc i want a Dinner party playlist with trailer_final.mp4 and holiday_2029.mp4, plus a Late night one with "
        "beach_day.mp4 and wedding_speech.mp4",
    ),
    ("TasksHighPriorityTasks", "which tasks are high priority? titles separated by commas"),
    ("SimpleCalendarDeleteEvents", "clear my calendar on march 19"),
    ("NotesMeetingAttendeeCount", "how many people came to {title}? check my joplin notes, number only"),
    ("OwnTracksNamedRename", "Lunch break track - rename to {new}"),
    ("RetroPlayingQueue", "queue up Wild Horses, First Light and Silver Lining in that order in retro music"),
    # Set 55 (helper 95, everyday wordings over the seen templates people.py had phrased least: the 47 with 0 or 1
    # wordings, 3 dropped at random with random.Random("set53"); merged as set 55): as people type requests to a phone assistant,
    # mixed lengths, lowercase or not, some typos, some polite, some terse. Written before any change for it;
    # first run 24/44, 3 false done.
    (
        "OwnMarkorCreateNoteTitleBody",
        'could you jot down a note called "Gift ideas" that says A scarf for Omar and a book for Lena.',
    ),
    ("OwnCalendarMoveEventOnDay", "can u shift my march 23 event to 4pm, keep everything else the same"),
    ("OwnFilesNewFolder", "New folder: Taxes 2030"),
    ("OwnRetroPlaySong", "i wanna listen to paper planes"),
    ("OwnRetroPlaylistSize", "road trip playlist, how many songs in it? number only"),
    (
        "OwnVlcTwoNewPlaylists",
        "Please create 2 playlists: one called Best of 2030 with city_9.mp4 then concert_7.mp4, and another called Rainy day with concert_7.mp4 then party_12.mp4. Thanks!",
    ),
    ("OwnRetroPlaylistMinutes", "total length of the workout playlist in minutes? round it"),
    ("OwnTracksChangeType", "the run on 3rd march should be cycling not running, fix it pls"),
    ("OwnTracksNamedHoursOfKindInFebruary", "hours swimming in feb?"),
    ("OwnTracksNamedDescribe", "set the description on my Sunday long one track to 'Knee felt fine'"),
    ("OwnTracksNamedRecordTyped", "Record a bike ride and save it under the name Old town loop please"),
    ("OwnTracksUnitsHoursLastWeek", "how many hrs of activity did i log last week (mon-sun)? 2 decimals"),
    ("OwnTracksSpanDistanceOnDayNoYear", "how many km was my swim on 14 december"),
    ("OwnTracksSpanTotalThisWeek", "how far have i cycled this week so far, in km? week starting monday"),
    ("OwnTracksSpanDistanceOfNewest", "distance of my most recent walk in kilometres"),
    (
        "OwnRecipeEditDirections",
        "chili recipe - replace the directions with Brown the onions, add everything else and simmer for an hour.",
    ),
    (
        "OwnExpenseAddSeveralWithNotes",
        "log these expenses pls: birthday dinner $77.25 food, note split with omar; bus tickets $21 transportation, note monthly pass; theatre show $77.25 entertainment, note two seats",
    ),
    (
        "OwnRecipeAddSeveralFull",
        "Can you save 2 recipes. 1) Banana bread - Moist and simple, 4 servings, prep 35 mins, ingredients: bananas, flour, butter, directions: Mash, mix and bake for an hour. 2) Pesto pasta - Green and fresh, 3 servings, prep 20 mins, ingredients: basil, pine nuts, pasta, directions: Blend the pesto and toss it in.",
    ),
    ("OwnPhoneCallBackLastCaller", "whoever rang me last, call them back pls"),
    ("OwnPhoneCallLastDialled", "redial please"),
    ("OwnFilesDeleteTwo", "In Pictures, get rid of payslip_feb.png and dentist_invoice.docx"),
    ("OwnFilesMoveAllOfKind", "put every mp3 from download into documents"),
    ("OwnFilesCreateFolder", "can you make me a new folder, name it Music backup"),
    ("OwnPhoneCallFavourite", "call ines moreau from favorites"),
    ("OwnPhoneCallFirstName", "give omar a call"),
    ("OwnPhoneCallBackMissedNamed", "Missed a call from Tomas Moreau, can you ring them back?"),
    ("OwnPhoneCallOnSpeaker", "call jonah lindqvist on speaker"),
    ("OwnPhoneCallNumberInWords", "dial eight three four five five five nine nine three eight"),
    ("OwnPhoneCallSeparatedNumber", "ring 550-555-4514"),
    ("OwnPhoneReturnLastMissed", "return my most recent missed call"),
    ("OwnPhoneCallBackAt", "someone called at 8:40 this morning, call them back"),
    ("OwnVlcAddSongToPlaylist", "add copper sky to my party playlist in vlc please"),
    (
        "OwnVlcNewPlaylistOfFive",
        "make a Gym playlist in vlc: documentary.mkv, birthday_cake.mp4, dog_park.mp4, lecture_04.mkv, trailer_final.mp4 in that order",
    ),
    ("OwnVlcAppendSongs", "add harbor lights to the end of road trip, then sunday drive after it"),
    ("OwnVlcRenameVideo", "change the name of the dog_park.mp4 video to for_mum.mp4"),
    ("OwnVlcCountVideos", "number of videos in vlc?"),
    ("OwnVlcAddThenPlay", "add Quiet Storm, Harbor Lights & Copper Sky to Road Trip and then play the playlist"),
    ("OwnVlcSongAlbum", "in vlc, what album is glass houses on"),
    ("OwnVlcWhichPlaylist", "which playlist did i put glass houses in"),
    (
        "OwnVlcTwoPlaylistsSentences",
        "Two new playlists please. First: Dinner party, with trailer_final.mp4 and holiday_2029.mp4. Second: Late night, with beach_day.mp4 and wedding_speech.mp4.",
    ),
    ("OwnExpenseAddFromMarkorNote", "the expenses in my expenses.txt note, add them to pro expense"),
    ("OwnTasksAddFromMarkorNote", "turn every line of todo.md into a task"),
    (
        "OwnCalendarAddEventFromSms",
        "Could you put the event from Lena Haddad's text in my calendar, same day, time and title as she wrote?",
    ),
    ("OwnSmsNextEventLocation", "send ines moreau the location of my next calendar thing"),
    # Set 56 (2026-12-05, session 12, everyday wordings over 44 jobs drawn at random from both kinds, written after the
    # merge of set 55 and before any change for it, run once untouched: 30 of 44, 4 false done).
    ("OwnTracksNamedLastOfKind", "when was the last time i went walking? just the date"),
    ("ExtraClockAlarmSet", "wake me up at 9:30 tonight"),
    ("OwnSmsWhoTextedAbout", "somebody texted me about dinner, who was it?"),
    ("OwnTracksUnitsMilesThisWeek", "how many miles have i swum since monday? 2 decimals"),
    ("OwnPhoneCallBackMissedNamed", "Tomas Moreau tried to call me, ring him back"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "put {event_title} on my calendar for this friday at 10, 60 minutes, with the description {event_description}",
    ),
    ("OwnTracksDateOfFarthest", "on what day did i do my longest walk distance-wise"),
    ("OwnVlcPlayVideo", "can you put {item} on in vlc"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "{event_title} tomorrow morning at 8 for an hour - note: {event_description}",
    ),
    ("OwnMarkorRenameAndRewrite", 'rename {old} as {new}, and the text should now be "{text}"'),
    ("OwnPhoneHowOftenCalled", "how many calls have i had from Kofi Vargas"),
    ("OwnExpenseRenameByAmount", "rename the 49.50 expense to {new_name}, keep the amount, category and note"),
    ("OwnTracksMinutesBetween", "minutes spent swimming between feb 15 and feb 23?"),
    ("OwnCalendarRenameEvent", "yoga class on the 26th of march is now called {new_title}, please update it"),
    (
        "OwnVlcPlaylistTitledInOrder",
        "vlc: new playlist Evening, in this order: skate_trick.mp4, wedding_speech.mp4, trailer_final.mp4, beach_day.mp4",
    ),
    ("OwnExpenseAmountOf", "what did the Bakery expense come to? just the number"),
    (
        "ContactsNewContactDraft",
        "start a new contact for {first} {last}, phone {phone}, label it {phone_label}, but don't save it yet",
    ),
    (
        "MarkorAddNoteHeader",
        'rename {original_name} to {new_name}, and at the start add "{header}" followed by a blank line',
    ),
    ("NotesTodoItemCount", "count the to-dos in my {folder} folder in joplin"),
    ("OwnMarkorAddTodo", 'append "{item}" to todo.txt on a new line'),
    ("OwnPhoneWhenLastCall", "what time did i last speak to Kofi Vargas"),
    ("SystemBluetoothTurnOffVerify", "make sure bluetooth is off"),
    ("OwnFilesNewestInFolder", "which file in {folder} did i change last? name only"),
    ("OwnMarkorCreateNoteTitleBody", "new markor note Gift ideas: A scarf for Omar and a book for Lena"),
    ("OwnPhoneCallFirstName", "phone Omar"),
    ("OwnPhoneCallThenHold", "call Felix Suzuki and put him on hold once it connects"),
    ("OwnTracksRecordNamed", "i'm heading out, record my track and save it as {name}"),
    ("OwnPhoneLastMissedNumber", "what number was that missed call from, the latest one"),
    ("OwnVlcItemFolder", "where in vlc does {video} live? folder name"),
    ("OwnExpenseAddWithNote", "expense: Birthday dinner, $1,922.50, food, note Paid by card"),
    ("OwnPhoneGoingMute", "mute me on this call"),
    ("OwnVlcPlayThenQueueTwo", "in vlc start Sunday Drive and then queue up Old Radio and Night Bus after it"),
    ("OwnPhoneCallSeparatedNumber", "dial (550) 555-4514 please"),
    ("OwnExpenseMostExpensiveInCategory", "biggest {category} expense? just its name"),
    ("OwnTracksAverageDistance", "on average how far are my runs, km with 2 decimals"),
    ("SportsTrackerActivityDuration", "how many minutes was my swim on march 13"),
    ("OwnMarkorDeleteTwoNotes", "delete {a} & {b} from markor"),
    (
        "OwnRecipeEditDirections",
        'the Chili directions in broccoli should be "Brown the onions, add everything else and simmer for an hour."',
    ),
    ("OwnPhoneCallFavourite", "ring Ines Moreau from favourites"),
    ("OwnMarkorRewriteNote", 'replace everything in {file_name} with "{new}"'),
    ("OwnVlcShuffleOn", "put vlc on shuffle"),
    ("OwnPhoneCallNumberInLatestText", "my latest text has a phone number in it, call that number"),
    ("OwnTracksNamedRecordTyped", "record a bike ride in opentracks and save it as Old town loop"),
    ("OwnTracksUnitsSecondsOfTrack", 'how long was the "River path" track in seconds'),
    # Set 57 (helper 96 (its set 54), seen templates only, seed "set54", the first 44 non-Own of 200): formal, verbose business
    # English as an executive dictates to an assistant or writes an email ("I would be grateful if you could...",
    # "Kindly arrange for...", "Please advise..."), long sentences and courtesy, the app named formally or not at
    # all. Written before any change for it; first run 4/44, 2 false done.
    (
        "AudioRecorderRecordAudio",
        "I would be grateful if you could record a short audio clip using the Audio Recorder application and ensure "
        "that it is duly saved.",
    ),
    (
        "MarkorCreateNoteAndSms",
        'Kindly create a new note in Markor entitled {file_name} containing the following text: "{text}", and '
        "thereafter be so good as to send the entire content of that note by SMS to {number}.",
    ),
    ("SimpleSmsReply", 'Would you be so kind as to reply to {number} with the following message: "{message}".'),
    (
        "MarkorEditNote",
        "With respect to the note {file_name} in Markor, I should be obliged if you would append the following "
        'sentence at the very end of it: "{footer}"',
    ),
    (
        "TasksHighPriorityTasksDueOnDate",
        "Could you kindly advise me which of my high-priority tasks are due on March 22? The titles alone will "
        "suffice, separated by commas should there be more than one.",
    ),
    (
        "OpenAppTaskEval",
        "Please be so kind as to open the Files application and, should any pop-ups appear, to dismiss them by "
        "granting whatever permissions are requested.",
    ),
    (
        "SimpleCalendarEventsInNextWeek",
        "I should like to know what engagements I have in my calendar for the week ahead, the week being understood "
        "to begin on a Monday; kindly list the titles only, separated by commas.",
    ),
    (
        "ContactsNewContactDraft",
        "Could you kindly open the new contact screen and enter the following particulars: first name Tomas, last "
        "name Brennan, telephone number {phone}, with the number labelled as Work. Please ensure that the contact is "
        "not saved.",
    ),
    ("ExtraContactsDeleteContact", "I would be grateful if you would remove Mr {first} {last} from my contacts."),
    (
        "SystemBrightnessMinVerify",
        "Kindly arrange for the screen brightness to be reduced to its lowest possible setting.",
    ),
    (
        "RecipeDeleteDuplicateRecipes",
        "It has come to my attention that certain recipes in Broccoli have been entered more than once; would you be "
        "so kind as to delete the duplicates, ensuring that a single copy of each recipe is retained.",
    ),
    (
        "SimpleCalendarFirstEventAfterStartTime",
        "Could you kindly confirm what my first engagement after 8:00 this Friday is? The title alone will suffice.",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "Please arrange for an event entitled '{event_title}' to be entered in my calendar two weeks from today at "
        "3 p.m., lasting {duration_mins} minutes, with the description '{event_description}'.",
    ),
    (
        "NotesIsTodo",
        "I should like to know whether the note entitled 'Fix the bike' in Joplin has been marked as a to-do item; "
        "kindly respond with True or False.",
    ),
    ("CameraTakePhoto", "Would you be so kind as to take a single photograph with the camera."),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "With respect to the Broccoli recipe application, I would be grateful if you could delete every recipe whose "
        "directions call for {ingredient}.",
    ),
    (
        "TasksIncompleteTasksOnDate",
        "Please advise which tasks remain outstanding for March 14, listing their titles only and separating them "
        "with commas.",
    ),
    ("SystemBluetoothTurnOnVerify", "At your earliest convenience, kindly ensure that Bluetooth is switched on."),
    (
        "ExpenseAddMultiple",
        "I should be grateful if you would record the following three expenses in Pro Expense: Winter boots, "
        "$366.32, under Clothes, with the note 'Work trip'; Groceries, $400.09, under Food, with the note 'Monthly'; "
        "and Pharmacy, $229.67, under Health Care, with the note 'Discounted'.",
    ),
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "Kindly see to it that all events scheduled in my calendar for this {day_of_week} are cancelled and deleted.",
    ),
    (
        "MarkorAddNoteHeader",
        'Regarding the Markor note {original_name}, would you please insert the line "{header}" at the top, followed '
        "by a blank line before the existing content, and thereafter rename the note to {new_name}.",
    ),
    (
        "RetroCreatePlaylist",
        'Could you see to it that a playlist entitled "{playlist_name}" is created in Retro Music, containing the '
        "songs Low Tide and Paper Planes, in that order.",
    ),
    ("CameraTakeVideo", "I would be grateful if you could record one video using the camera."),
    (
        "RecipeDeleteDuplicateRecipes3",
        "Please ensure that any recipes appearing more than once in the Broccoli application are removed, such that "
        "exactly one instance of each distinct recipe remains.",
    ),
    (
        "SimpleSmsSendReceivedAddress",
        "Hana Novak has just sent me the address of the event by text; would you kindly forward that address to "
        "Priya Suzuki.",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "I would be grateful if you could create a recurring event in Simple Calendar Pro entitled '{event_title}', "
        "commencing on 18 March 2030 at 12 noon, lasting 90 minutes, repeating daily without an end date, with the "
        "description '{event_description}'.",
    ),
    ("RecipeDeleteSingleRecipe", "Kindly delete the recipe for {rows[0][title]} from the Broccoli application."),
    (
        "SportsTrackerActivityDuration",
        "Could you kindly advise me, in minutes, how long my swimming session on March 13 lasted, according to "
        "OpenTracks?",
    ),
    (
        "ClockTimerEntry",
        "Please set up a timer for 1 hour, 38 minutes and 49 seconds, but kindly refrain from starting it.",
    ),
    (
        "RecipeAddSingleRecipe",
        "Would you be so kind as to add the following recipe to Broccoli: Veggie stir fry, with the description "
        "'Colourful and quick', 2 servings, a preparation time of 20 mins, the source given as 'magazine', the "
        "ingredients 'peppers, soy sauce, garlic' and the directions 'Stir fry the peppers with garlic and soy sauce.'",
    ),
    (
        "MarkorDeleteNewestNote",
        "I would be grateful if you could delete whichever note was most recently created in Markor.",
    ),
    ("PhoneMakeCall", "Kindly place a telephone call to {number}."),
    ("SystemWifiTurnOn", "Could you see to it that the Wi-Fi is turned on."),
    ("SystemWifiTurnOffVerify", "Please ensure that the Wi-Fi is switched off for the time being."),
    ("ContactsAddContact", "Would you be so kind as to add Hana Suzuki to my contacts, her number being {number}."),
    ("ExtraClockAlarmSet", "Kindly set an alarm for 9:30 this evening."),
    (
        "SimpleCalendarNextMeetingWithPerson",
        "Please advise when my next meeting with {person} is scheduled, giving the month name, day, year and the "
        "time in 24-hour format.",
    ),
    (
        "SimpleCalendarLocationOfEvent",
        "I should like to know where my {title} appointment is to take place; the location alone will suffice.",
    ),
    (
        "MarkorCreateNote",
        "I would be grateful if you could create a new note in Markor named {file_name}, containing the following "
        "text: {text}",
    ),
    ("ExpenseDeleteSingle", "It would be appreciated if the expense entry for Fuel could be deleted from Pro Expense."),
    ("PhoneCallTextSender", "Kindly telephone the number from which I have just received a text message."),
    (
        "SimpleCalendarEventsInTimeRange",
        "Could you kindly confirm whether I have any engagements between 10:00 and 8 p.m. this Monday, and if so, "
        "list their titles separated by commas.",
    ),
    (
        "FilesDeleteFile",
        "Please arrange for the file {file_name} in the Documents folder to be deleted from the device's storage.",
    ),
    (
        "SimpleSmsReplyMostRecent",
        'In relation to the most recent text message I received, kindly reply with the following: "{message}".',
    ),
    # Set 58 (helper 97 (its set 55), texting shorthand and slang over templates drawn from both kinds, seed "set55"): all
    # lowercase, "u", "pls", "w", "rn", "msg", dropped apostrophes, little punctuation, digits for numbers, the
    # values kept exactly; written before any change for it. First run: 30/44, 1 false done. Fixed after the first
    # run: the recipes' preparation times said "35 mins" / "20 mins" as the task has them (the wording had "min").
    ("OwnMarkorDeleteTwoNotes", "yo can u delete {a} and {b} from markor pls"),
    ("SystemBluetoothTurnOff", "turn off bluetooth rn pls"),
    ("OwnVlcNewSongPlaylist", "hey can u make a playlist in vlc called {new} w {new_songs} in that order"),
    ("OwnRetroPlaySong", "play {item} on retro music plz 🎶"),
    ("TasksHighPriorityTasks", "whats on my high priority list in the tasks app just the titles w commas thx"),
    (
        "OwnTracksNamedDistanceLastWeek",
        "how many km did i walk in total last week mon to sun in opentracks 2 decimals pls",
    ),
    ("OwnTracksNamedDescribe", "can u change the desc of my track Sunday long one to {note} in opentracks thx"),
    ("OwnCalendarDeletePastDayNoYear", "delete all my events on march 2 in simple calendar pls"),
    ("OwnSmsWhoTextedAbout", "who texted me about dinner just the name pls"),
    ("OwnTracksNamedDescriptionOfTrack", "whats the description on my River path track in opentracks"),
    (
        "ContactsNewContactDraft",
        "open the new contact screen n put first name {first} last name {last} phone {phone} label {phone_label}"
        " but dont save it",
    ),
    (
        "NotesRecipeIngredientCount",
        "how much {ingredient} do i need for the {recipe} recipe in joplin amount n unit exactly like the recipe has it",
    ),
    ("SystemBluetoothTurnOffVerify", "can u switch bluetooth off"),
    ("MarkorCreateNote", "make a new markor note called {file_name} w this text {text}"),
    ("OwnTracksNamedRetype", "yo set the activity type on my Canal tour track to running in opentracks pls"),
    (
        "OwnRecipeAddSeveralFull",
        'add 2 recipes in broccoli pls "Banana bread" desc "Moist and simple" 4 servings 35 mins prep ingredients'
        ' "bananas, flour, butter" directions "Mash, mix and bake for an hour." and "Pesto pasta" desc "Green and'
        ' fresh" 3 servings 20 mins prep ingredients "basil, pine nuts, pasta" directions "Blend the pesto and toss it'
        ' in."',
    ),
    ("OwnTracksUnitsMetersOfTrack", "roughly how many meters was River path in opentracks just the number"),
    ("OwnCalendarChangeDuration", "make {title} on march 17 90 mins long in my calendar but keep the start time"),
    ("OwnVlcPlaylistCount", "how many things r in my {playlist} playlist on vlc just the number"),
    ("OwnContactsAddEmail", "can u add {email} as the email for {first} {last} ty"),
    ("OwnMarkorNoteFromSms", "save the last text {sender} sent me as a new markor note called {file_name}"),
    ("SimpleSmsResend", "can u resend the msg i just sent {name} pls"),
    ("OwnCalendarEventsInRange", "what events do i have mar 18 to mar 20 2030 in my calendar titles only w commas"),
    ("OwnTracksSpanCountOfKind", "how many runs do i have in opentracks total just a number"),
    ("OwnExpenseEditNote", "set the note on the Cinema expense to {note} in pro expense"),
    ("OwnPhoneLastMissedNumber", "whats the number of my last missed call"),
    ("OwnPhoneGoingSpeaker", "put this call on speaker pls"),
    ("OwnVlcAddVideoToPlaylist", "yo add {item} to my {playlist} playlist on vlc"),
    ("SimpleCalendarDeleteOneEvent", "in simple calendar delete Lunch with Sam on mar 23 2030 at 9am"),
    ("OwnContactsChangeNumber", "update the number for {first} {last} to {new_phone} in contacts"),
    ("OwnMarkorReplaceLine", 'yo in markor change the line "{old}" to "{new}" in {file_name}'),
    ("OwnFilesMoveInStorage", "can u move {first} outta documents into pictures on the sdk_gphone_x86_64 storage"),
    ("RetroPlayingQueue", "queue up {files} in retro music in that order pls"),
    ("OwnPhoneAnswerRinging", "pick up the call"),
    ("OwnVlcPlaylistItems", "which vids r on my {playlist} playlist in vlc file names pls"),
    (
        "MarkorAddNoteHeader",
        "in markor add {header} at the top of {original_name} w a blank line b4 the old stuff then rename it"
        " {new_name}",
    ),
    ("OwnSmsLastMessageFrom", "whats the last thing Hana Tanaka texted me just the msg"),
    ("OwnTracksCountInMonth", "how many activities did i record in {month} in opentracks just the number"),
    ("OwnMarkorReplaceWord", "change {old} to {new} in {file_name} in markor"),
    ("OwnTracksActivityDuration", "how many mins was my swim on march 9 just the number"),
    (
        "OwnVlcTwoPlaylistsSentences",
        "make 2 playlists in vlc 1st one {new} w trailer_final.mp4 and holiday_2029.mp4 2nd one Late night w"
        " beach_day.mp4 and wedding_speech.mp4",
    ),
    ("OwnFilesNewestInFolder", "whats the most recently changed file in {folder} in the files app name only"),
    ("OwnTracksRecordNamed", "record a new track in opentracks n save it as {name}"),
    ("OwnPhoneCallContact", "call {first} {last} pls"),
    # Set 59 (2026-12-05, session 12, everyday wordings over 44 jobs drawn at random from both kinds, written after the
    # merges of sets 57 and 58 and before any change for it, run once untouched: 37 of 44, none false).
    ("SystemBluetoothTurnOnVerify", "bluetooth needs to be on"),
    ("OwnVlcLongestVideo", "what's the longest video i've got in vlc? title only"),
    ("OwnVlcSongsByArtist", "what songs of {artist}'s are in vlc"),
    ("OwnTracksDeleteActivity", "delete the swim from march 12 in opentracks"),
    ("ExpenseAddSingle", "add an expense: Online course, $436.78, Education, note Monthly"),
    ("OwnCalendarBusyAtHour", "is anything starting at 9pm on march 27? yes or no"),
    ("OwnRetroRenamePlaylist", "change my {playlist} playlist's name to {new_name} in retro music"),
    ("OwnFilesMoveKind", "all the .{ext} files in {folder} should go to {target}"),
    ("OwnMarkorCreateNoteInFolder", "in markor's {folder} folder make {file_name} saying {text}"),
    ("SimpleCalendarAnyEventsOnDate", "got anything on march 16? titles, comma separated"),
    ("RecipeDeleteDuplicateRecipes3", "get rid of the duplicate recipes in broccoli, one copy of each should stay"),
    ("OwnContactsAddWithLabel", "save Lena Tanaka in contacts, her home number is (845) 555-5571"),
    ("OwnCalendarDeleteTwoEvents", "cancel {title} and {other}"),
    (
        "MarkorCreateNoteAndSms",
        'new note {file_name} in markor: "{text}" - then send all of it by sms to {number}',
    ),
    ("OwnExpenseMostExpensiveInCategory", "which {category} expense cost the most? name only"),
    ("OwnVlcPlayAllSongs", "play every song i have in vlc"),
    ("MarkorCreateNote", "create {file_name} in markor with: {text}"),
    ("OwnRetroRemoveFromPlaylist", "take {item} off my {playlist} playlist in retro music"),
    ("OwnPhoneCallBackLastCaller", "whoever called me last, call them back"),
    ("OpenAppTaskEval", "open files and say yes to any permission pop-ups"),
    ("OwnTracksActivityDuration", "my swim on march 9 - how many minutes was it?"),
    ("OwnVlcItemFolder", "what folder is {video} in? vlc"),
    ("NotesMeetingAttendeeCount", "how many attendees did the {title} meeting have? joplin, number only"),
    ("RecipeDeleteDuplicateRecipes", "there are duplicate recipes in broccoli, delete the extras"),
    ("SystemWifiTurnOn", "can you switch the wifi on"),
    ("OwnFilesRenameFile", "rename {name} in downloads to {new_name}"),
    ("PhoneMakeCall", "phone {number} for me"),
    ("OwnPhoneHowOftenCalled", "how often has Kofi Vargas called me? number only"),
    ("OwnFilesLargestInFolder", "biggest file in {folder}? just the name"),
    ("OwnCalendarMoveEventOnDay", "whatever i have on march 23, move it to 4pm, same day"),
    ("OwnRetroLongestOnPlaylist", "longest song on {old}? retro music, title only"),
    (
        "RetroSavePlaylist",
        "make a retro music playlist {playlist_name} with {files} in that order, then export it to downloads",
    ),
    ("SimpleCalendarEventsInTimeRange", "what's on this monday between 10am and 8pm? titles with commas"),
    ("SimpleCalendarDeleteEvents", "delete all my events for march 19"),
    ("SimpleSmsReplyMostRecent", "reply to the last text: {message}"),
    ("OwnPhoneCallNumberInLatestText", "call the number from the text i just got"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off and then bluetooth on"),
    ("OwnMarkorCreateFolder", "i need a {folder} folder in markor"),
    ("OwnVlcWhichPlaylist", "Glass Houses - which vlc playlist is it on?"),
    ("OwnPhoneLastMissedCaller", "who was the last missed call from? name"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "{event_title} on friday at 10 for an hour, description: {event_description}",
    ),
    ("MarkorEditNote", "stick {footer} at the bottom of {file_name}"),
    ("OwnFilesCountOfKind", "number of .{ext} files in {folder}?"),
    ("OwnPhoneGoingHold", "hold this call"),
    # Set 60 (2026-12-05, session 12, everyday wordings over 44 jobs drawn at random from both kinds, written after set
    # 59's pass and before any change for it, run once untouched: 36 of 44, none false).
    ("OwnPhoneCallFirstName", "give Omar a call"),
    ("OwnVlcAddVideoToPlaylist", "add {item} to party in vlc"),
    ("OwnPhoneCallLastDialled", "redial the last number i called"),
    (
        "OwnVlcPlaylistOneALine",
        "vlc playlist Dinner party:\n1. skate_trick.mp4\n2. wedding_speech.mp4\n3. lecture_04.mkv",
    ),
    ("OwnVlcItemLength", "how long's documentary.mkv? minutes and seconds"),
    ("OwnMarkorDeleteTwoNotes", "i'm done with {a} and {b}, delete both"),
    ("OwnFilesNewFolder", 'files app: make a folder "{new}"'),
    ("OwnTracksNamedDescribe", "add the description {note} to my Sunday long one track"),
    ("OwnTracksNamedMostOftenInFebruary", "what did i do most often in february, activity-wise"),
    ("MarkorEditNote", "at the end of {file_name} add: {footer}"),
    ("OwnMarkorRenameAndRewrite", '{old} -> {new}, and change the text to "{text}"'),
    ("OwnMarkorRewriteNote", 'overwrite {file_name} so it only says "{new}"'),
    ("OwnRetroPlaylistMinutes", "total length of my {old} playlist in minutes? retro music"),
    ("OwnPhoneCallSeparatedNumber", "ring (550) 555-4514"),
    ("SaveCopyOfReceiptTaskEval", "copy {file_name} from DCIM into Download, same name, use the gallery"),
    ("PhoneCallTextSender", "call back the number that just texted me"),
    ("OwnTracksUnitsHoursOfLongest", "how many hours was my longest swim"),
    ("OwnRetroPlaylistForSpan", "retro music: a 12 to 14 minute playlist called {name} from my songs"),
    ("SimpleCalendarEventsInTimeRange", "monday 10:00 to 20:00 - anything on? titles"),
    ("MarkorCreateNote", "note {file_name} in markor: {text}"),
    ("OwnTracksNamedHoursOfKindInFebruary", "hours i swam in february in total?"),
    ("TasksIncompleteTasksOnDate", "which tasks are still open for march 14? titles, commas"),
    ("OwnTracksActivityDistance", "how far was the march 5 swim, in km"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "clear out this {day_of_week} in my calendar"),
    ("ContactsAddContact", "add {name} to my contacts: {number}"),
    ("RecipeDeleteSingleRecipe", "please delete the Chicken curry recipe"),
    ("OwnTracksNamedRename", "rename Lunch break to {new} in opentracks"),
    ("OwnCalendarRepeatEvent", "make {title} on march 21 weekly, don't change anything else"),
    ("OwnVlcNewSongPlaylist", "new vlc playlist {new}: {new_songs}, in that order"),
    ("OwnCalendarMoveEventOnDay", "the march 23 event needs to start at 4pm instead, keep the rest"),
    ("OwnTracksSpanDistanceOfNewest", "distance of my most recent walk? km"),
    ("RetroCreatePlaylist", "new retro music playlist {playlist_name} with {files}, in order"),
    ("OwnCalendarCountOnDay", "how many things are on my calendar march 17"),
    ("OwnRetroPlaySong", "retro music, play {item}"),
    ("OwnVlcDeleteSong", "remove the song Copper Sky from vlc entirely"),
    ("OwnTracksMinutesBetween", "swimming minutes from feb 15 through feb 23?"),
    ("PhoneMakeCall", "dial {number} and call"),
    ("OwnVlcPlayFromFolder", "play {video} in vlc, it's in the {folder} folder"),
    ("OwnVlcLongestVideo", "which of my vlc videos runs the longest"),
    ("OwnTracksUnitsSpeedMph", "avg speed on Lunch break in mph?"),
    ("OwnPhoneWhenLastCall", "when was my last call with Kofi Vargas? time please"),
    ("OwnFilesDeleteTwo", "in {folder}, delete {first} and {second}"),
    ("OwnFilesMoveOne", "{name} should be in {target}, not {folder}"),
    (
        "OwnVlcTwoNewPlaylists",
        "two vlc playlists please: Best of 2030 = city_9.mp4, concert_7.mp4; Rainy day = concert_7.mp4, party_12.mp4",
    ),
    # Set 61 (2026-12-05, session 12, everyday wordings over 44 jobs drawn at random from both kinds, written after set
    # 60's pass and before any change for it, run once untouched: 32 of 44, 1 false done, that one my wording's fault: "track
    # my walk now" said a kind the job has not, and the walk was saved as one; reworded after the run to "track me").
    ("OwnCalendarRepeatEvent", "yoga class on the 21st - set it to repeat every week, nothing else changes"),
    ("OwnFilesDeleteTwo", "bin {first} and {second} from {folder}"),
    ("OwnTracksUnitsMilesThisWeek", "swimming miles this week so far (week from monday)? two decimals"),
    (
        "OwnVlcMakeThenPlay",
        "vlc: playlist Evening with holiday_2029.mp4, trailer_final.mp4, lecture_04.mkv - then start it",
    ),
    ("RecipeDeleteDuplicateRecipes3", "my recipe app has doubles, delete them so only one of each is left"),
    ("OwnTracksDeleteActivity", "remove the march 12 swimming activity"),
    ("OwnVlcNewSongPlaylist", "make an {new} playlist in vlc: {new_songs} (that order)"),
    ("OwnExpenseEditAmount", "Bakery was actually $67.50, fix the amount"),
    ("OwnTracksCountInMonth", "number of activities i logged in february?"),
    ("OwnVlcItemLength", "what's the runtime of documentary.mkv in vlc, mins and secs"),
    ("OwnTracksRecordNamed", "track me now and name it {name}"),
    ("OwnTracksNamedSpeedOfTrack", "Canal tour average speed in km/h?"),
    (
        "OwnVlcNewPlaylistInOrder",
        "create a {name} playlist in vlc with beach_3.mp4, hike_5.mp4 and sunset_1.mp4 in that order",
    ),
    ("OwnTracksNamedCountYesterday", "how many things did i track yesterday"),
    ("OwnTracksActivityDistance", "km for my swim on march 5?"),
    ("OwnVlcPlayNext", "after this song, play {song} in vlc"),
    ("OwnPhoneCallBackAt", "someone called me at 8:40 this morning, call them back"),
    ("CameraTakeVideo", "record a video with the camera"),
    ("OwnContactsAddWithLabel", "new contact Lena Tanaka - home: (845) 555-5571"),
    (
        "OwnRecipeAddSeveralFull",
        'add 2 recipes to broccoli. "Banana bread": "Moist and simple", 4 servings, 35 mins, ingredients "bananas, flour, '
        'butter", directions "Mash, mix and bake for an hour." "Pesto pasta": "Green and fresh", 3 servings, 20 mins, '
        'ingredients "basil, pine nuts, pasta", directions "Blend the pesto and toss it in."',
    ),
    ("OwnTracksSpanRenameNewest", "my latest track should be called {new}"),
    ("OwnSmsNextEventLocation", "text {to} where my next event is"),
    ("OwnPhoneGoingSpeaker", "speakerphone please"),
    ("OwnPhoneLastMissedNumber", "number of the most recent missed call?"),
    ("OwnMarkorPrependLine", 'first line of {file_name} should be "Send draft to Ines"'),
    ("OwnVlcWhichPlaylist", "which of my vlc playlists has Glass Houses on it"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "{event_title} every day from march 18 at noon, 90 min each, forever, description {event_description}",
    ),
    ("RetroPlayingQueue", "add {files} to the queue in retro music, in that order"),
    ("CameraTakePhoto", "snap a photo"),
    ("SystemBluetoothTurnOnVerify", "turn on bluetooth if it isn't already"),
    ("OwnCalendarChangeDuration", "Piano lesson on march 17 should last 90 minutes, same start time"),
    ("OwnPhoneCallBackLastCaller", "return the last call i got"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "{event_title} in two weeks at 3pm, 30 min, description {event_description}",
    ),
    ("OwnPhoneGoingMute", "put myself on mute"),
    ("RecipeDeleteDuplicateRecipes", "some recipes are in broccoli twice - keep one copy of each and delete the rest"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "how many minutes did i swim this week, counting from monday"),
    ("OwnCalendarMoveEventTime", "parent-teacher meeting on march 23: move it to 2pm"),
    ("OwnVlcPlaylistCount", "count what's on the {playlist} playlist in vlc"),
    ("OwnExpenseTotalForName", "total spent on {item}? number only"),
    ("RecipeDeleteSingleRecipe", "Chicken curry recipe - delete"),
    ("OwnFilesCountInFolder", "how many files in {folder}? number"),
    ("OwnTracksNamedCountThisWeek", "swims this week (from monday), how many?"),
    ("ExpenseDeleteMultiple2", "get rid of these expenses: Farmers market, Train ticket, Winter boots"),
    ("OwnPhoneCallMuted", "call Ravi Tanaka with my mic muted"),
    # Set 62 (helper 100 (its set 61), a short message that first says the situation or the reason, the way people write to a
    # helpful friend holding their phone, over templates drawn from both kinds, seed "set61"): one to three sentences,
    # the request first, in the middle or last, sometimes an aside in brackets or after a dash that is no part of any
    # value; the values kept exactly. Written before any change for it. First run: 14/44, 2 false done.
    ("SystemWifiTurnOn", "I'm at my sister's and the data here is awful. Can you turn wifi on?"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "Just signed up at the studio down the road! Put {event_title} in Simple Calendar Pro for tomorrow at 8 am,"
        ' an hour long ({duration_mins} mins), with the description "{event_description}".',
    ),
    ("ExtraContactsDeleteContact", "Ugh, {first} {last} keeps spamming me with crypto stuff. Delete that contact."),
    (
        "OwnTracksWeekDistance",
        "Just got back from the gym and I'm curious - how many km have all my activities added up to this week in"
        " OpenTracks? Just the number.",
    ),
    (
        "OwnRecipeEditServings",
        "We've got the whole team over on Sunday, so can you change Pancakes in Broccoli to {new_n} servings? Leave"
        " everything else as it is.",
    ),
    (
        "OwnTracksDateOfFarthest",
        "My friend says she walks further than me. On which date was my longest walk by distance in OpenTracks?",
    ),
    (
        "OwnVlcSongsByArtist",
        "I'm making a playlist for the car (long drive tomorrow). Which songs by {artist} do I have in VLC? Titles"
        " please.",
    ),
    (
        "OwnFilesCountInFolder",
        "My phone keeps saying storage is almost full. How many files are in my {folder} folder in the Files app?"
        " Just the number.",
    ),
    (
        "SimpleCalendarNextMeetingWithPerson",
        "{person} just emailed asking if we're still on. When's my next meeting with her in Simple Calendar Pro?"
        " Give it as month name, day, year and the time in 24-hour format.",
    ),
    (
        "OwnTasksCreateWithDueAndNotes",
        'The library sent a reminder, oops. In Tasks, add "{title}" due March 18 with the notes "{notes}".',
    ),
    ("OwnVlcDeletePlaylist", "I don't go to the gym anymore lol - can you delete my {old} playlist in VLC?"),
    (
        "OwnTracksNamedRename",
        'That lunch run turned into a proper workout. Rename the track "Lunch break" to "{new}" in OpenTracks.',
    ),
    (
        "OwnVlcAddThenPlay",
        "We're leaving in five minutes! Add {trio} to the {playlist} playlist in VLC and then play it.",
    ),
    (
        "ClockTimerEntry",
        "The bread needs a long proof. Set up a timer for {hours} hour, {minutes} minutes and {seconds} seconds but"
        " don't start it yet.",
    ),
    (
        "OwnPhoneCallBackMissedNamed",
        "I was in the shower and missed Tomas Moreau. Can you call him back from the Phone app?",
    ),
    (
        "OwnTracksNamedSpeedOfTrack",
        'My coach wants my numbers. What was my average speed on the "Canal tour" track in OpenTracks, in km/h?',
    ),
    (
        "OwnExpenseEditNote",
        'Omar covered the movie last night, so in Pro Expense set the note on the Cinema expense to "{note}".',
    ),
    (
        "OwnVlcPlayThenQueueTwo",
        "Cleaning the flat and I need music. In VLC play Sunday Drive, then queue Old Radio and Night Bus after it.",
    ),
    (
        "OwnCalendarDeleteOneOfDay",
        'The garage cancelled on me. Delete "{title}" on March 18 from Simple Calendar Pro, but keep my other'
        " events that day.",
    ),
    (
        "OwnFilesMoveOne",
        "I keep losing my lease. Using Files, move {name} from the {folder} folder into {target} please.",
    ),
    ("OwnPhoneCallSeparatedNumber", "Found a plumber on a flyer (they do weekends too). Call (550) 555-4514."),
    (
        "TasksHighPriorityTasks",
        "My boss just asked what I'm working on. What are my high priority tasks in the Tasks app? Titles only,"
        " comma separated.",
    ),
    (
        "OwnFilesNewestInFolder",
        "I just downloaded a song and can't find it - which file in {folder} was modified most recently? Use Files"
        " and tell me its name.",
    ),
    ("OwnFilesDeleteKind", "Spring cleaning my phone. Delete all the .txt files in the {folder} folder with Files."),
    (
        "OwnTracksActivityDistance",
        "Trying to beat my record this week. How many kilometers was my swim on March 5 in OpenTracks? Just the"
        " number.",
    ),
    (
        "SaveCopyOfReceiptTaskEval",
        "Accounting wants the receipt too. In Simple Gallery Pro, copy {file_name} from DCIM and save a copy with the"
        " same name in Download.",
    ),
    (
        "OwnExpenseTotalForName",
        "I think I'm eating out way too much. How much have I spent on {item} in total in Pro Expense? Just the number,"
        " no currency sign.",
    ),
    (
        "OwnVlcRenamePlaylist",
        'I only listen to it at night now. Rename the playlist "{playlist}" to "{new_name}" in VLC.',
    ),
    (
        "NotesRecipeIngredientCount",
        "I'm at the shop right now - how much {ingredient} do I need for the {recipe} recipe in Joplin? Amount and"
        " unit exactly as the recipe writes them.",
    ),
    ("OwnVlcDeleteSong", "I'm so sick of this one. Delete the song {song} from VLC."),
    (
        "OwnRecipeRenameByServings",
        'My kids never remember which one it is, so rename the recipe with 5 servings to "{new_name}" in Broccoli.',
    ),
    (
        "OwnCalendarMoveEventDay",
        'The mechanic called, they can take the car earlier. Move "{title}" from March 25 to March 19 in Simple'
        " Calendar Pro, same time.",
    ),
    (
        "OwnFilesDeleteTwo",
        "Delete {first} and {second} from the {folder} folder using Files - I sent them off already and don't need"
        " them.",
    ),
    (
        "ContactsAddContact",
        "Just met my new neighbour! Make a contact for {name}, her number is {number}.",
    ),
    (
        "OwnVlcNewSongPlaylist",
        'Winding down after work. In VLC, make a playlist called "{new}" with {new_songs}, in that order.',
    ),
    (
        "OwnTracksChangeType",
        "Oops, I forgot to switch it when I got on the bike. Change my running track from March 3 to Cycling in"
        " OpenTracks.",
    ),
    (
        "OwnMarkorNoteFromSms",
        "{sender} sent me her wifi details and I don't want to lose them. Save her last message as a new Markor note"
        " named {file_name}.",
    ),
    (
        "OwnSmsNextEventLocation",
        "{to} is coming along and asked where to meet. Text her the location of my next event in Simple Calendar Pro.",
    ),
    (
        "OwnTracksDeleteActivity",
        "That one was a test, I barely swam. Delete my swimming activity from March 12 in OpenTracks.",
    ),
    (
        "OwnMarkorRenameAndRewrite",
        'Finally got round to the garden list. In Markor rename {old} to {new} and change its text to "{text}"',
    ),
    (
        "OwnTracksFarthestOfKind",
        "Signing up for a long ride next month - what's the longest distance I've done in a single cycling activity,"
        " according to OpenTracks? Kilometers, number only.",
    ),
    ("OwnFilesNewFolder", 'Tax season is coming, ugh. Create a new folder called "{new}" in Files.'),
    (
        "OwnTracksNamedLastOfKind",
        "My doctor asked how often I walk. When did I last go walking according to OpenTracks? Just the date.",
    ),
    (
        "OwnMarkorAppendLine",
        'We\'re out of filters for the camping trip. Add the line "{line}" at the end of {file_name} in Markor.',
    ),
    # Set 63 (helper 98 (its set 59), everyday wordings over the 44 seen templates people.py had phrased least, fewest first, ties
    # broken by random.Random("set59")): as people type to a phone assistant, mixed lengths, lowercase or not, some
    # typos, some polite, some terse, some with a reason first; written before any change for it. First run: 26/44, 0 false done.
    (
        "OwnVlcNewPlaylistOfFive",
        "i want a Gym playlist in vlc for working out - documentary.mkv first, then birthday_cake.mp4, dog_park.mp4,"
        " lecture_04.mkv and trailer_final.mp4 last",
    ),
    ("OwnPhoneCallOnSpeaker", "I'm driving, call Jonah Lindqvist and put it on speaker"),
    (
        "OwnFilesMoveInStorage",
        "{first} got saved in Documents by mistake, move it over to Pictures on sdk_gphone_x86_64 pls",
    ),
    (
        "OwnExpenseAddFromMarkorNote",
        "I jotted my expenses down in {file_name} in markor, could you enter them all into pro expense?",
    ),
    (
        "OwnMarkorCreateNotes",
        'new markor note Reading list with "Dune, Middlemarch and The Overstory." and another one Gift ideas with'
        ' "A scarf for Omar and a book for Lena."',
    ),
    (
        "OwnCalendarCreateFullEvent",
        "add {title} to my calendar april 3 2030 at 1.30pm, 90 min, description {description}, repeat every month",
    ),
    ("OwnTracksSpanDeleteAllOfKind", "i dont run anymore, get rid of all the running activites in opentracks"),
    ("OwnPhoneRedial", "ring the last number i called again please"),
    (
        "OwnVlcAddThenPlay",
        "Could you add {trio} to my {playlist} playlist and then start playing it? thanks",
    ),
    ("OwnPhoneCallNumberInWords", "can you phone eight-three-four, five-five-five, nine-nine-three-eight"),
    ("OwnTracksFarthestOfKind", "whats my longest bike ride ever distance wise? km, just the number"),
    ("OwnVlcNewSongPlaylist", "make an {new} playlist in vlc with quiet storm then copper sky then night bus"),
    ("OwnRetroAppendSongs", "in retro music put Northern Sky at the end of my {old} playlist and First Light after it"),
    ("OwnTracksNamedMostOftenInFebruary", "which type of activity did i log the most in february"),
    ("OwnRetroRemoveFromPlaylist", "{item} doesnt really fit my chill playlist, remove it from there"),
    (
        "OwnRecipeAddFull",
        'recipe for broccoli - Banana bread, "Moist and simple", serves 6, takes 20 mins, source: grandma,'
        " ingredients: bananas, flour, butter, directions: Mash, mix and bake for an hour.",
    ),
    ("OwnFilesMoveAllOfKind", "all the .{ext} files in my download folder should go to documents, move them pls"),
    ("OwnFilesDeleteTwo", "delete {first} and {second}, theyre in pictures"),
    (
        "OwnVlcPlaylistOneALine",
        "{new} playlist in vlc:\n1. skate_trick.mp4\n2. wedding_speech.mp4\n3. lecture_04.mkv",
    ),
    ("OwnSmsNextEventLocation", "text ines moreau where my next event is at"),
    ("OwnVlcRenameVideo", "rename {video} to {renamed} in vlc, im sending it to my mom"),
    ("OwnPhoneCallSeparatedNumber", "can u call 550.555.4514"),
    ("OwnMarkorNotesMentioning", "which markor notes have the word {word} in them? just file names pls"),
    ("OwnContactsAddNumberFromSms", "{sender} texted me a phone number, add it to contacts as {new}"),
    ("OwnTracksNamedDelete", "pls remove the Forest trail track from opentracks"),
    ("OwnVlcItemLength", "how long is {video} in vlc in mins and secs"),
    (
        "OwnTracksUnitsHoursLastWeek",
        "how much time in hours did i spend on my activities last week, monday thru sunday, rounded to 2 decimal"
        " places",
    ),
    ("OwnCalendarDeleteOneOfDay", "delete the {title} event on 18 march, leave the other events that day alone"),
    (
        "OwnVlcAppendSongs",
        "add Harbor Lights and Sunday Drive, in that order, to the end of my Road Trip playlist in vlc",
    ),
    ("OwnVlcDeleteSong", "remove the song {song} from vlc completely"),
    ("OwnTracksNamedSpeedOfTrack", "what was my average speed in km/h on canal tour"),
    ("OwnPhoneCallBackLastCaller", "call back the person who called me most recently"),
    ("OwnVlcAddSongToPlaylist", "put the song {song} in my party playlist"),
    ("OwnTracksNamedHoursOfKindInFebruary", "How many hours of swimming did I do in February?"),
    ("OwnCalendarMoveEventOnDay", "push my event on march 23 to 4 pm, same day, same length"),
    (
        "OwnCalendarAddEventFromSms",
        "{sender} sent me the details of an event by text, add it to simple calendar with the title, date and time"
        " she gave",
    ),
    ("OwnTracksSpanRetypeNewest", "the last track i recorded should be running, pls fix teh activity type"),
    ("OwnPhoneCallBackAt", "call back the number that called me at 8:40am"),
    (
        "OwnMarkorFolderWithNote",
        "in markor create a folder called {folder} and put a note {file_name} in it with the text {text}",
    ),
    ("OwnPhoneDeclineRinging", "not now, decline the call"),
    ("OwnRetroLongestOnPlaylist", "in retro music which song on {old} is the longest, title only"),
    ("OwnRecipeEditPrepTime", "change the prep time on fish tacos to {time} in broccoli"),
    ("OwnVlcPlayAllSongs", "play all my songs in vlc pleae"),
    (
        "OwnVlcTwoNewPlaylists",
        "create two playlists in vlc. first: {name} (city_9.mp4, concert_7.mp4). second: {second} (concert_7.mp4,"
        " party_12.mp4)",
    ),
    # Set 64 (helper 99, its set 60): casual everyday speech as said to a phone assistant (contractions, "real quick", "for me",
    # apps called by what they do or not named, dates said loosely), 44 seen templates drawn with
    # `sample.py set60 250`; written before any change for it. First run: 36/44, 0 false done.
    ("SportsTrackerActivityDuration", "how long'd i swim for on the 13th? just gimme the minutes"),
    ("FilesDeleteFile", "can you delete receipt_523.pdf outta my Documents folder for me real quick"),
    (
        "ExpenseAddMultiple",
        "put these in my expenses for me: Winter boots 366.32 under Clothes, note Work trip, plus Groceries 400.09"
        " under Food, note Monthly, and Pharmacy 229.67 under Health Care, note Discounted",
    ),
    ("MarkorDeleteNote", "get rid of gifts_19.txt in the notes app"),
    ("OpenAppTaskEval", "open up the files app for me and just ok any permission pop-ups"),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "grab the recipes in recipes.txt in my notes app that take 10 mins to prep and put 'em in the recipe app",
    ),
    (
        "RecipeDeleteDuplicateRecipes2",
        "there's duplicate recipes in the recipe app, delete the extras but keep one of each",
    ),
    ("ExpenseDeleteMultiple2", "delete Farmers market and Train ticket plus Winter boots from my expenses"),
    ("SystemBluetoothTurnOff", "turn off bluetooth real quick"),
    ("ExtraContactsDeleteContact", "can you delete Ravi Brennan from my contacts"),
    ("TurnOffWifiAndTurnOnBluetooth", "kill the wifi and then turn bluetooth on for me"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "put Budget review in my calendar 2 weeks from today at 3pm for half an hour, and make the description Meet"
        " at the front desk",
    ),
    ("ClockStopWatchPausedVerify", "pause the stopwatch real quick"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "add Yoga class to my calendar tomorrow at 8 in the morning for an hour, description's Bring the documents",
    ),
    ("SimpleSmsResend", "resend that last text i sent Greta Lindqvist, i don't think it went through"),
    ("PhoneMakeCall", "call +19685551245 for me"),
    (
        "SimpleCalendarFirstEventAfterStartTime",
        "what's the first thing on my calendar friday after 8am? just the title",
    ),
    (
        "RecipeDeleteDuplicateRecipes3",
        "clean up the recipe app for me, if a recipe's in there more than once delete the copies and keep one",
    ),
    ("RetroPlayingQueue", "queue up Wild Horses, then First Light, then Silver Lining in my music app"),
    ("SystemBluetoothTurnOffVerify", "bluetooth off please"),
    ("SystemBrightnessMinVerify", "turn my brightness all the way down"),
    ("AudioRecorderRecordAudioWithFileName", "record a quick audio clip for me and save it as interview_66"),
    ("SimpleCalendarEventsInNextWeek", "what've i got on next week in my calendar? monday to sunday, just the titles"),
    ("SystemWifiTurnOnVerify", "can you switch the wifi on for me"),
    ("PhoneReturnMissedCall", "call back whoever i just missed"),
    ("SimpleSmsReplyMostRecent", "text back whoever messaged me last and say Call me when you get this"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "stick Piano lesson in my calendar this friday at 10am for an hour, description Discuss the roadmap",
    ),
    ("CameraTakeVideo", "take a video real quick"),
    ("RetroCreatePlaylist", "make a new playlist called Chill 82 in my music app with Low Tide and then Paper Planes"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "add Lunch with Sam to my calendar every day starting monday the 18th at noon, an hour and a half long,"
        " no end date, description Confirm the day before",
    ),
    ("PhoneCallTextSender", "call back the number that just texted me"),
    ("SystemWifiTurnOn", "turn on wifi for me"),
    ("TasksHighPriorityTasksDueOnDate", "any high priority tasks due the 22nd? just tell me the names"),
    ("SimpleCalendarAnyEventsOnDate", "have i got anything on the 16th? just the titles"),
    ("SystemWifiTurnOffVerify", "switch off the wifi real quick"),
    ("SystemBrightnessMaxVerify", "crank the brightness all the way up"),
    (
        "ContactsNewContactDraft",
        "start a new contact for me, Tomas Brennan, +18995559039, label it Work, but don't save it yet",
    ),
    (
        "MarkorAddNoteHeader",
        'in the notes app add "Remember to back up the laptop." to the top of workout_26.md with a blank line before'
        " the old stuff, then rename it reading_69.md",
    ),
    ("ContactsAddContact", "add Hana Suzuki to my contacts, her number's +19705551889"),
    ("ExtraClockAlarmSet", "set an alarm for half 9 tonight"),
    ("SaveCopyOfReceiptTaskEval", "in the gallery copy receipt_6795.jpg from DCIM into Download, same name"),
    (
        "SportsTrackerActivitiesCountForWeek",
        "how many bike rides did i do this week? count from monday, just the number",
    ),
    ("SimpleCalendarDeleteOneEvent", "delete Lunch with Sam on the 23rd at 9am from my calendar"),
    ("SimpleSmsSendReceivedAddress", "Hana Novak just texted me an address, send it to Priya Suzuki for me"),
    # Set 65 (2026-12-05, session 12, everyday wordings over 44 jobs drawn at random from both kinds, written after the
    # session's merges and before any change for it, run once untouched: 33 of 44, 1 false done).
    ("OwnVlcPlayFromFolder", "open the {folder} folder in vlc and play {video}"),
    ("OwnFilesHasFileYes", "is {first} in my {folder} folder or not"),
    ("OwnTasksAddFromMarkorNote", "can you put the lines of todo.md from markor into tasks, one task per line"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "delete every broccoli recipe whose directions use {ingredient}"),
    ("OwnFilesCountInFolder", "how many things are in {folder}? number only"),
    ("OwnPhoneCallMuted", "call Ravi Tanaka but keep my mic muted"),
    ("OwnExpenseTotalForName", "how much have i spent on {item} overall? no currency sign"),
    ("OwnRetroLongestOnPlaylist", "what's the longest track on my {old} playlist in retro music"),
    ("OwnPhoneCallFirstName", "call Omar please"),
    ("OwnContactsChangeNumber", "change {first} {last}'s number to {new_phone}"),
    ("OwnVlcPlaylistCount", "how many videos are on the {playlist} playlist in vlc"),
    ("OwnPhoneCallNumberInLatestText", "dial the number that's in my newest text"),
    ("OwnRetroPlaylistMinutes", "how many minutes is {old} on retro music, rounded"),
    ("NotesMeetingAttendeeCount", "how many people attended {title}? it's in joplin. just a number"),
    ("OwnTracksCountKind", "how many walks have i recorded"),
    ("OwnVlcPlayVideo", "play {item} on vlc"),
    ("OwnVlcFolderVideos", "list the videos in the {folder} folder in vlc, file names only"),
    ("SportsTrackerActivitiesOnDate", "what did i do on march 11? activity types, comma separated"),
    ("PhoneReturnMissedCall", "i just missed a call, call them back"),
    ("OwnTracksRecordNamed", "record a track and save it under the name {name}"),
    ("OwnVlcLongestVideo", "longest video in vlc? title"),
    ("OwnTracksNamedDistanceLastWeek", "km walked last week, monday to sunday, 2 decimals"),
    ("OwnFilesHasFile", "do i have {absent} in {folder}? yes or no"),
    ("OwnPhoneGoingHold", "put them on hold"),
    ("OwnCalendarRepeatEvent", "{title} on march 21 should repeat weekly, change nothing else"),
    ("OwnPhoneAnswerRinging", "answer it"),
    ("SimpleSmsSendReceivedAddress", "pass the address {name2} just texted me on to {name1}"),
    ("OwnTracksDateOfFarthest", "when was my longest walk by distance? date please"),
    ("OwnCalendarBusyAtHour", "am i busy at 21:00 on march 27? yes/no"),
    ("OwnVlcNowPlaying", "what's playing in vlc right now"),
    ("SystemBluetoothTurnOn", "enable bluetooth"),
    ("OwnCalendarMoveEventTime", "push {title} on march 23 to 2pm"),
    ("OwnExpenseMostExpensiveInCategory", "most expensive {category} expense? just the name"),
    ("OwnMarkorReplaceWord", "change every {old} to {new} in {file_name}"),
    ("OwnRetroRemoveFromPlaylist", "{item} shouldn't be on {playlist} anymore, take it off in retro music"),
    ("CameraTakeVideo", "shoot a quick video"),
    ("OwnRecipeEditServings", "Pancakes should make 12 servings now, change nothing else"),
    ("OwnMarkorCopyNoteText", "make letter.md in markor with exactly the same text as minutes.md"),
    ("OwnRecipePrepTime", "how many minutes does {target} take to prepare? number only"),
    (
        "OwnVlcTwoPlaylistsSentences",
        "i need two vlc playlists. Dinner party gets trailer_final.mp4 and holiday_2029.mp4. Late night gets "
        "beach_day.mp4 and wedding_speech.mp4.",
    ),
    ("TasksHighPriorityTasks", "what's high priority in my tasks? titles with commas"),
    ("PhoneCallTextSender", "ring whoever just texted me"),
    ("RecipeAddMultipleRecipesFromMarkor2", "recipes.txt in markor has recipes - add the 10 minute ones to broccoli"),
    ("OwnTracksSpanKmOfKindInMonth", "how many km did i cycle in november"),
    # Set 66 (2026-12-05, session 12, everyday wordings over 44 jobs drawn at random from both kinds, written after set
    # 65's pass and before any change for it, run once untouched: 36 of 44, none false).
    (
        "OwnMarkorFolderWithNote",
        "markor: new folder {folder}, and in it a note {file_name} that says {text}",
    ),
    ("OwnExpenseTotalForName", "add up what i've spent on {item}, number only"),
    ("OwnCalendarCountOnDay", "count my events on march 17"),
    ("ExpenseAddSingle", "new expense Online course $436.78 education, note: Monthly"),
    (
        "MarkorAddNoteHeader",
        'in {original_name} put "{header}" above everything with an empty line in between, and rename it {new_name}',
    ),
    ("OwnFilesLargestInFolder", "what's the largest file in {folder}"),
    ("OwnFilesCopyFile", "make a copy of {name} from download in {target}"),
    ("OwnVlcLongestVideo", "which vlc video is the longest one"),
    ("OwnFilesHasFile", "check if {absent} is in {folder}, yes or no"),
    ("RecipeDeleteDuplicateRecipes3", "clean up duplicate recipes in broccoli, keep one of each"),
    ("OwnPhoneGoingMute", "mute the call"),
    ("OwnCalendarChangeDuration", "make Piano lesson on march 17 90 minutes long, start time stays"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "new daily event {event_title} starting march 18 at 12:00, {duration_mins} minutes, repeats forever, "
        "description: {event_description}",
    ),
    ("SimpleCalendarDeleteOneEvent", "delete Lunch with Sam at 9am on march 23"),
    ("OwnTracksUnitsMetersThisWeek", "about how many meters did i walk this week (monday start)"),
    ("SimpleSmsSendReceivedAddress", "{name2} texted me an address - can you send it to {name1}"),
    ("OwnPhoneCallBackMissedNamed", "Tomas Moreau called and i missed it. call him back"),
    ("OwnPhoneCallThenHold", "call Felix Suzuki, then hold"),
    ("OwnFilesCountOfKind", "how many jpg files in {folder}"),
    ("OwnVlcPlayAllSongs", "vlc - play all songs"),
    ("OwnVlcRemoveFromPlaylist", "take {item} out of my {playlist} playlist in vlc"),
    ("OwnVlcPlayFromFolder", "in vlc play {video}, the one in {folder}"),
    ("OpenAppTaskEval", "open files, and accept whatever permissions it asks for"),
    ("OwnVlcPlayAsAudio", "audio only: play {video} in vlc"),
    ("OwnMarkorMoveNoteBetweenFolders", "in markor move {file_name} out of Work into Archive"),
    ("OwnVlcAddVideoToPlaylist", "put {item} on the {playlist} playlist in vlc"),
    ("OwnMarkorCreateFolder", "create folder {folder} in markor"),
    ("OwnVlcPlaySong", "play the song Quiet Storm on vlc"),
    ("OwnExpenseDeleteTwoNamed", "delete {a} and {b} from pro expense"),
    ("OwnExpenseCountInCategory", "number of {category} expenses?"),
    ("OwnRecipeEditServings", "set Pancakes to 12 servings and leave the rest"),
    ("ClockStopWatchPausedVerify", "pause the stopwatch please"),
    ("OwnMarkorWhatNoteSays", "what's written in ideas_71.txt? markor, text only"),
    ("OwnMarkorAddTodo", 'add "{item}" as the last line of todo.txt'),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tomorrow 8am: {event_title}, 60 min, description {event_description}",
    ),
    ("SimpleCalendarLocationOfEvent", "location of {title}? only the location"),
    ("SimpleCalendarDeleteEvents", "wipe march 19 in my calendar"),
    ("SimpleCalendarEventsInNextWeek", "what's on next week (mon-sun)? titles, commas"),
    ("OwnTracksActivityDuration", "minutes of my march 9 swim?"),
    ("OwnVlcWhichPlaylist", "on which vlc playlist is Glass Houses"),
    ("OwnTracksNamedDelete", "delete the Forest trail track"),
    (
        "OwnVlcMakeThenPlay",
        "make a vlc playlist Evening with holiday_2029.mp4, trailer_final.mp4 and lecture_04.mkv and play it",
    ),
    (
        "MarkorMergeNotes",
        "merge {file1_name}, {file2_name} and {file3_name} (that order) into a new note {new_file_name} with a blank "
        "line between each",
    ),
    ("OwnExpenseCategoryTotal", "total spent on {category}? number only"),
    # Set 67 (2026-12-05, session 13, everyday wordings over 44 jobs drawn at random from both kinds, written at the
    # session's start before any change for it, run once untouched: 28 of 44, 1 false done).
    ("CameraTakePhoto", "snap a photo"),
    ("OwnVlcPlayThenQueueTwo", "vlc: start Sunday Drive and queue up Old Radio and Night Bus after it"),
    ("OwnCalendarDeleteTwoEvents", "get rid of {title} and {other} in my calendar"),
    ("SportsTrackerActivityDuration", "how many minutes did my swim on march 13 last"),
    ("OwnRetroAddSongToPlaylist", "throw {item} onto my {playlist} playlist in retro music"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "clear out everything on my calendar this saturday"),
    ("OwnVlcItemLength", "how long's documentary.mkv in vlc? mins and secs"),
    ("OwnFilesCountOfKind", "count the jpgs in my {folder} folder"),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "there's a recipes.txt in markor, put every recipe in it that takes 10 minutes to make into broccoli",
    ),
    ("OwnVlcPlayVideo", "put on {item} in vlc"),
    (
        "MarkorMergeNotes",
        "combine {file1_name}, {file2_name} and {file3_name} into one new note called {new_file_name}, in that "
        "order, an empty line between them",
    ),
    ("OwnMarkorCopyNoteText", "copy what's in minutes.md into a new markor note letter.md"),
    ("OpenAppTaskEval", "launch the {app_name} app and allow any permissions it wants"),
    ("OwnFilesNewFolderThenMove", "make a Travel 2030 folder and put {name} from {folder} in there"),
    ("OwnVlcAppendSongs", "stick Harbor Lights then Sunday Drive at the end of {playlist} in vlc"),
    ("OwnPhoneCallNumberInNote", "ring the number I wrote down in {file_name}"),
    ("OwnPhoneCallBackMissedNamed", "Tomas Moreau tried to call me, can you call him back"),
    ("OwnTracksNamedCountYesterday", "how many tracks did i log yesterday"),
    ("OwnTracksSpanRenameNewest", "call my latest track {new} instead"),
    ("OwnTracksNamedSpeedThisWeek", "avg speed of my rides this week in km/h? week starts monday"),
    ("OwnSmsNextEventLocation", "let {to} know where my next event is, by text"),
    (
        "OwnMarkorCreateNotes",
        'two new notes in markor please: "Reading list" saying Dune, Middlemarch and The Overstory. and "Gift ideas"'
        " saying A scarf for Omar and a book for Lena.",
    ),
    ("OwnVlcDeleteSong", "remove Copper Sky from vlc completely"),
    ("MarkorDeleteNewestNote", "delete whichever markor note is newest"),
    ("OwnPhoneLastMissedTime", "when did i last miss a call? time only"),
    ("OwnVlcSongsByArtist", "what Nora Vale songs are in vlc"),
    ("OwnCalendarSetLocation", "{title} is at {place} - add that as its location"),
    ("OwnTracksUnitsMilesThisWeek", "swimming miles this week (mon-sun), 2 decimal places"),
    ("MarkorEditNote", "at the end of {file_name} add: {footer}"),
    ("SystemBluetoothTurnOn", "switch bluetooth on"),
    (
        "OwnVlcTwoNewPlaylists",
        "new vlc playlists: {name} = city_9.mp4, concert_7.mp4; {second} = concert_7.mp4, party_12.mp4",
    ),
    ("OwnRecipesWithIngredient", "what recipes have {ingredient} in them? titles separated by commas"),
    ("OwnVlcPlayThenNext", "play Sunday Drive in vlc and after that Quiet Storm"),
    ("OwnMarkorAddTodo", "{item} - add that to the bottom of my todo.txt"),
    ("OwnCalendarMoveEventDay", "{title} is moving from march 25 to march 19, same time"),
    (
        "ExpenseDeleteMultiple2",
        "I returned the Farmers market, Train ticket and Winter boots stuff, delete those expenses",
    ),
    ("OwnCalendarAddEventFromSms", "put the thing {sender} texted me about in my calendar"),
    ("OwnMarkorCreateNoteInFolder", "in my {folder} folder in markor make {file_name}, text: {text}"),
    ("OwnFilesDeleteKind", "delete every txt file in {folder}"),
    ("SimpleCalendarAnyEventsOnDate", "anything on march 16? just titles, commas between"),
    ("OwnMarkorReplaceLine", 'in {file_name} swap the line "{old}" for "{new}"'),
    ("OwnContactsAddNumberFromSms", "{sender} sent me a number, save it as {new}"),
    ("OwnMarkorAppendLine", "add {line} as a last line in {file_name}"),
    (
        "NotesRecipeIngredientCount",
        "how much {ingredient} goes in {recipe}? it's in joplin, amount and unit as written",
    ),
    # Set 68 (2026-12-05, session 13, everyday wordings over 43 jobs drawn at random from both kinds, written after set
    # 67's pass and before any change for it, run once untouched: 36 of 43, 2 false done).
    ("SportsTrackerTotalDurationForCategoryThisWeek", "total swim time this week in minutes? week starts monday"),
    ("SimpleCalendarLocationOfEvent", "where's my {title} happening? location only"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "add {event_title} to my calendar this friday at 10 for an hour, description {event_description}",
    ),
    ("OwnVlcDeleteVideo", "{item} can go, delete it from vlc"),
    ("OwnFilesDeleteKind", "clear all the .{ext} files out of {folder}"),
    ("PhoneReturnMissedCall", "call back the number i just missed and keep the call screen up"),
    ("OwnMarkorRewriteNote", 'replace the whole text of {file_name} with "{new}"'),
    ("OwnVlcDeletePlaylist", "i don't need the {old} playlist in vlc anymore, delete it"),
    (
        "OwnTasksCreateWithDueAndNotes",
        'new task: {title}, due march 18, notes "{notes}"',
    ),
    ("SystemBluetoothTurnOff", "kill bluetooth"),
    ("OwnTracksNamedTypeOfTrack", "Sunday long one - was that a run, a ride or what?"),
    ("OwnTracksUnitsMetersOfTrack", "how many metres was River path, roughly"),
    ("ContactsAddContact", "save {number} as {name}"),
    ("OwnVlcPlayPlaylist", "start my Focus playlist in vlc from the top"),
    (
        "OwnCalendarCreateFullEvent",
        'calendar: "{title}" on april 3rd 1:30pm, {short}, description {description}, repeat it every month',
    ),
    ("SimpleCalendarDeleteEvents", "remove all events on march 19 from my calendar"),
    ("OwnTracksSpanDateOfFirst", "when did i do my very first swim? date"),
    ("OwnCalendarRepeatEvent", "set {title} on the 21st to repeat every week, keep everything else"),
    ("OwnVlcPlayNext", "queue Sunday Drive to play next in vlc"),
    ("OwnCalendarDeleteOneOfDay", "delete {title} on march 18 but leave the rest of that day alone"),
    ("OwnTracksNamedHoursOfKindInFebruary", "hours of swimming in feb?"),
    ("OwnTracksSpanRenameNewest", "rename the newest track to {new}"),
    ("TasksCompletedTasksForDate", "what did i finish on march 18 in tasks? titles, commas between"),
    ("OwnPhoneCallSeparatedNumber", "dial (550) 555-4514 please"),
    ("OwnRetroRemoveFromPlaylist", "drop {item} from my {playlist} playlist"),
    ("OwnTracksNamedCountYesterday", "number of activities yesterday?"),
    ("OwnRetroPlaylistMinutes", "how long is my {old} playlist in minutes, rounded"),
    ("RecipeDeleteSingleRecipe", "get rid of the chicken curry recipe"),
    ("OwnPhoneCallNumberInLatestText", "somebody texted me a number, call it"),
    ("TasksIncompleteTasksOnDate", "which tasks are still open for march 14? titles, commas"),
    ("OwnFilesNewFolderThenMove", "new folder {new} in files, then move {name} from {folder} into it"),
    ("OwnTracksMinutesBetween", "minutes swimming between feb 15 and feb 23?"),
    ("MarkorDeleteNewestNote", "trash the most recent markor note"),
    ("OwnRecipeEditPrepTime", "{dish} actually takes {time} to prep, fix it in broccoli"),
    ("OwnRetroLongestOnPlaylist", "what's the longest song on {old}? title only"),
    ("SystemWifiTurnOffVerify", "wifi off please"),
    ("OwnTracksDeleteActivity", "delete the swim from march 12"),
    ("OwnSmsLastMessageFrom", "what was Hana Tanaka's last text? just the words"),
    ("OwnVlcPlayAllVideos", "play every video i've got in vlc, back to back"),
    ("OwnRetroAppendSongs", "add {more} to the end of {old}, in that order"),
    ("OwnTasksAddFromMarkorNote", "turn every line of {file_name} into a task"),
    ("OwnVlcQueueVideos", "vlc: add birthday_cake.mp4, then skate_trick.mp4 to the end of the queue"),
    (
        "OwnContactsAddSeveral",
        "two contacts: Lena Haddad, work, +17735552755 and Priya Lindqvist, home, +16555554948",
    ),
    # Set 69 (2026-12-05, session 13, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, written
    # after set 68's pass and before any change for it, run once untouched: 39 of 44, none false).
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "how much time did i spend swimming this week, monday on? in minutes",
    ),
    ("ContactsNewContactDraft", "fill in a new contact Tomas Brennan, {phone} as a work number, don't save it"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "set up {event_title} every day at noon from march 18, 90 minutes, no end date, description "
        "{event_description}",
    ),
    ("RecipeDeleteDuplicateRecipes", "i've got the same recipes in there more than once, delete the extra copies"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "saturday's events can all go"),
    ("SimpleCalendarFirstEventAfterStartTime", "what's the first thing after 8am this friday? title"),
    ("NotesMeetingAttendeeCount", "how many people were at {title}? check joplin, just the number"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "can you put {event_title} in for friday at 10, one hour, with the description {event_description}",
    ),
    ("ContactsAddContact", "{name}'s number is {number}, add her to contacts"),
    ("PhoneCallTextSender", "call back whoever just texted me"),
    ("SystemBrightnessMaxVerify", "brightness all the way up"),
    ("NotesRecipeIngredientCount", "{recipe} in joplin - how much {ingredient}? as written"),
    ("SystemBluetoothTurnOffVerify", "make sure bluetooth is off"),
    ("RetroCreatePlaylist", "new retro music playlist {playlist_name}: {files}, in that order"),
    ("TasksCompletedTasksForDate", "which tasks due march 18 are done? titles with commas"),
    ("RecipeAddMultipleRecipesFromMarkor2", "the 10-minute recipes in my recipes.txt note should go into broccoli"),
    ("TurnOffWifiAndTurnOnBluetooth", "switch wifi off and bluetooth on"),
    ("AudioRecorderRecordAudio", "record a voice memo and save it"),
    ("ExpenseDeleteMultiple2", "remove Farmers market, Train ticket and Winter boots from my expenses"),
    ("SystemWifiTurnOnVerify", "is wifi on? turn it on if not"),
    ("SimpleCalendarLocationOfEvent", "where's {title} again? just the place"),
    (
        "MarkorCreateNoteAndSms",
        "write a markor note {file_name} saying {text} then text all of it to {number}",
    ),
    (
        "RecipeAddSingleRecipe",
        "add a recipe: Veggie stir fry, colourful and quick, 2 servings, 20 mins, source magazine, ingredients peppers,"
        " soy sauce, garlic, directions Stir fry the peppers with garlic and soy sauce.",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tomorrow at 8 i have {event_title}, an hour, put it in the calendar with the note {event_description}",
    ),
    ("SimpleCalendarAnyEventsOnDate", "am i doing anything march 16? list the titles"),
    ("RecipeDeleteSingleRecipe", "Chicken curry recipe - delete please"),
    ("SystemBluetoothTurnOff", "bluetooth off"),
    ("CameraTakeVideo", "record a video with the camera"),
    ("SystemWifiTurnOn", "get wifi going"),
    ("TasksHighPriorityTasksDueOnDate", "anything high priority due on the 22nd? titles, comma separated"),
    ("TasksHighPriorityTasks", "list my high-priority tasks, just titles"),
    ("MarkorDeleteNote", "delete {file_name} from markor"),
    ("ClockTimerEntry", "timer for 1h 38m 49s but don't start it"),
    ("SimpleSmsSendReceivedAddress", "{name2} sent me an address, forward it to {name1}"),
    ("SportsTrackerActivityDuration", "my swim on the 13th, how many minutes was it"),
    ("SystemBluetoothTurnOn", "bluetooth on please"),
    ("ExtraMarkorMoveNote", "put {file_name} in the {folder} folder"),
    (
        "RetroSavePlaylist",
        "make a playlist {playlist_name} in retro music with {files} (that order) and export it to downloads",
    ),
    ("PhoneMakeCall", "ring {number}"),
    ("SportsTrackerActivitiesCountForWeek", "how many bike rides this week? week starting monday"),
    ("SaveCopyOfReceiptTaskEval", "copy {file_name} from DCIM to Download in the gallery, keep the name"),
    ("TasksIncompleteTasksOnDate", "what's still not done for march 14? titles"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "delete any recipe that has {ingredient} in the directions"),
    ("ClockStopWatchRunning", "get the stopwatch going"),
    # Set 70 (2026-12-05, session 13, the benchmark's own seen jobs drawn at random, asked the way people who call an
    # app by what it does ask, written after set 69's pass and before any change for it, run once untouched: 28 of 44,
    # 1 false done).
    ("SystemBrightnessMinVerify", "screen as dim as it goes"),
    ("ExtraClockAlarmSet", "wake me up at 9:30 pm"),
    ("SystemBluetoothTurnOn", "turn on the bluetooth thing"),
    ("SimpleCalendarLocationOfEvent", "check my calendar app - where is {title}? just the location"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "in my calendar app: {event_title}, daily starting march 18 at 12pm, forever, 90 min each time, description "
        "{event_description}",
    ),
    ("SimpleCalendarDeleteOneEvent", "take Lunch with Sam at 9 on march 23 off my schedule"),
    (
        "RecipeAddSingleRecipe",
        "in the recipe app add Veggie stir fry - description Colourful and quick, 2 servings, prep 20 mins, source "
        "magazine, ingredients peppers, soy sauce, garlic, directions Stir fry the peppers with garlic and soy sauce.",
    ),
    (
        "MarkorMergeNotes",
        "in my notes app put {file1_name}, {file2_name} and {file3_name} together in that order into {new_file_name},"
        " blank line between each",
    ),
    ("ClockStopWatchRunning", "start the stopwatch in the clock app"),
    ("MarkorDeleteNote", "delete the note {file_name} in my notes app"),
    ("SimpleCalendarEventsInNextWeek", "what's in my planner next week (monday to sunday)? titles with commas"),
    ("RecipeDeleteDuplicateRecipes", "my recipe app has duplicate recipes, keep one of each and delete the rest"),
    ("SaveCopyOfReceiptTaskEval", "in the photo gallery make a copy of {file_name} from DCIM in Download, same name"),
    ("MarkorEditNote", "in the notes app, put {footer} at the bottom of {file_name}"),
    ("PhoneCallTextSender", "phone the number that just messaged me"),
    ("SystemWifiTurnOffVerify", "disconnect the wifi"),
    ("RecipeDeleteSingleRecipe", "remove Chicken curry from the recipe app"),
    (
        "ContactsNewContactDraft",
        "open a new contact in my address book: Tomas Brennan, {phone}, label work - don't save",
    ),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off, then bluetooth on"),
    ("PhoneReturnMissedCall", "in the phone app call back my missed call"),
    (
        "MarkorAddNoteHeader",
        'in the notes app add "{header}" to the start of {original_name} with a blank line after it, then call it '
        "{new_name}",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "two weeks from today at 3pm: {event_title}, half an hour, description {event_description} - put it in my "
        "calendar",
    ),
    ("ExpenseDeleteDuplicates", "my expense tracker has doubles, delete all but one of each"),
    ("MarkorDeleteNewestNote", "delete the last note i made in my notes app"),
    ("AudioRecorderRecordAudio", "use the voice recorder to record something and save it"),
    ("SystemBluetoothTurnOff", "disable bluetooth"),
    ("SystemWifiTurnOnVerify", "connect wifi"),
    ("SimpleSmsReplyMostRecent", "reply to the latest text in my messages app: {message}"),
    ("ExpenseDeleteSingle", "delete the Fuel entry from my spending app"),
    ("NotesIsTodo", "in my notes app, is {todo_title} a to-do? True or False"),
    ("ClockStopWatchPausedVerify", "pause the stopwatch on the clock"),
    ("NotesRecipeIngredientCount", "how much {ingredient} is in the {recipe} note in joplin? amount and unit"),
    ("RetroPlayingQueue", "add {files} to the queue in the music player, in order"),
    ("ExtraContactsDeleteContact", "remove Ravi Brennan from my address book"),
    ("TasksHighPriorityTasksDueOnDate", "in my to-do app, which high priority tasks are due march 22? titles"),
    ("SystemBrightnessMaxVerify", "max brightness"),
    ("SimpleCalendarNextMeetingWithPerson", "when do i next meet {person}? like March 15 2030 10:00"),
    ("SimpleSmsSendReceivedAddress", "{name2} messaged me an address - text it to {name1}"),
    ("ContactsAddContact", "add {name} {number} to my phone book"),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "in the fitness tracker, total swimming minutes this week from monday",
    ),
    ("RecipeDeleteDuplicateRecipes3", "delete duplicate recipes in the cooking app but keep one copy of each"),
    ("SimpleSmsResend", "resend what i just sent {name} in my texting app"),
    ("RetroCreatePlaylist", "music app: make a playlist {playlist_name} with {files} in that order"),
    ("SimpleCalendarEventsInTimeRange", "anything on my calendar this monday between 10am and 8pm? titles, commas"),
    # Set 71 (2026-12-05, session 13, the benchmark's own seen jobs drawn at random, typed fast: lower case, little
    # punctuation, light slips in the words around the values; written after set 70's pass and before any change for
    # it, run once untouched: 29 of 44, 1 false done).
    ("NotesTodoItemCount", "how many todos in my work folder in joplin"),
    ("SportsTrackerActivitiesOnDate", "what activites did i do march 11 just the types"),
    ("TasksHighPriorityTasksDueOnDate", "high priorty tasks due march 22?"),
    ("SystemBrightnessMaxVerify", "brightnes to max"),
    ("SimpleCalendarEventsInTimeRange", "any events this monday between 10 and 8pm"),
    ("ExtraClockAlarmSet", "alarm 930pm"),
    ("SimpleCalendarAddOneEventInTwoWeeks", "add budget review in 2 weeks at 3pm 30 mins desc meet at the front desk"),
    ("PhoneMakeCall", "call {number} pls"),
    (
        "MarkorAddNoteHeader",
        'add "{header}" at the top of {original_name} w a blank line then rename to {new_name}',
    ),
    ("ClockTimerEntry", "set timer 1 hr 38 min 49 sec dont start"),
    ("SimpleSmsResend", "resend my last txt to greta lindqvist"),
    ("MarkorCreateNoteAndSms", "new note {file_name} with {text} and sms the whole thing to {number}"),
    ("SimpleCalendarLocationOfEvent", "wheres piano lesson"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "delete everyting this saturday"),
    ("RecipeDeleteDuplicateRecipes3", "delete the duplicate recipies keep 1 each"),
    ("SportsTrackerActivityDuration", "how long was my swim on mar 13 in mins"),
    ("ClockStopWatchPausedVerify", "pause stopwatch"),
    (
        "MarkorMergeNotes",
        "merge {file1_name} {file2_name} {file3_name} into {new_file_name} in that order blank line between",
    ),
    ("MarkorDeleteNewestNote", "delete newest markor note"),
    ("SimpleSmsReplyMostRecent", "reply to the last text: {message}"),
    ("SystemWifiTurnOffVerify", "wifi off"),
    ("RecipeAddMultipleRecipesFromMarkor2", "add the 10 min recipes from recipes.txt to broccoli"),
    ("RecipeDeleteSingleRecipe", "delete chicken curry recipe"),
    ("SimpleCalendarFirstEventAfterStartTime", "first event after 8 this friday?"),
    ("SystemBluetoothTurnOff", "bt off"),
    ("SimpleSmsSendReceivedAddress", "send priya suzuki the address hana novak sent me"),
    ("RetroPlayingQueue", "queue wild horses first light and silver lining in retro music in that order"),
    ("CameraTakeVideo", "take a vid"),
    ("SystemBrightnessMinVerify", "brightness lowest"),
    ("TasksCompletedTasksForDate", "completed tasks mar 18?"),
    ("ContactsAddContact", "new contact hana suzuki {number}"),
    ("ExpenseDeleteMultiple2", "delete farmers market train ticket and winter boots expenses"),
    ("ExpenseAddSingle", "add expense online course 436.78 education note monthly"),
    ("ExpenseDeleteSingle", "delete fuel expense"),
    ("ExtraMarkorMoveNote", "move {file_name} to archive"),
    ("SimpleCalendarAnyEventsOnDate", "anything on mar 16"),
    ("SystemBluetoothTurnOn", "bt on"),
    ("SimpleCalendarAddOneEventTomorrow", "yoga class tmrw 8am 1hr desc bring the documents"),
    ("PhoneCallTextSender", "call whoever just txted me"),
    ("ExpenseDeleteDuplicates", "remove duplicate expenses leave 1 of each"),
    ("TasksIncompleteTasksOnDate", "unfinished tasks for mar 14?"),
    ("NotesIsTodo", "is fix the bike a todo in joplin"),
    ("MarkorCreateNote", "markor note {file_name}: {text}"),
    (
        "RecipeAddSingleRecipe",
        "new recipe veggie stir fry: colourful and quick, 2 servings, 20 mins, source magazine, ingredients peppers,"
        " soy sauce, garlic, directions stir fry the peppers with garlic and soy sauce",
    ),
    # Set 72 (helper wt-101, the benchmark's own phrasing over our own jobs: formal imperatives, the app named in
    # full, answer-format clauses, "Do not ...", CSV rows; written before any change for it, run once untouched:
    # 26 of 44, 3 false done).
    (
        "OwnTracksNamedDistanceThisMonth",
        "What is the total distance of all activities I have recorded this month in the OpenTracks app? Express your "
        "answer in kilometers as a single number.",
    ),
    (
        "OwnTracksNamedLastOfKind",
        "On what date did I do my most recent walking activity in the OpenTracks app? Express your answer in the "
        "format YYYY-MM-DD.",
    ),
    (
        "OwnTracksNamedHoursOfKindInFebruary",
        "What was the total duration of my swimming activities in February in the OpenTracks app? Express your answer "
        "in hours, rounded to two decimals.",
    ),
    (
        "OwnTracksNamedMostOftenInFebruary",
        "Which activity type did I record the most times during February in the OpenTracks app? Answer with the "
        "activity type only.",
    ),
    (
        "OwnTracksCountKind",
        "Count the walking activities in the OpenTracks app. Express your answer as a single integer.",
    ),
    (
        "OwnTracksDeleteDay",
        "In the OpenTracks app, delete all the activities recorded on 2030-3-11. Do not delete any activity from "
        "another day.",
    ),
    (
        "OwnTracksSpanRenameNewest",
        'Rename the most recently recorded track in the OpenTracks app to "Tempo test". Make sure no other track is '
        "changed.",
    ),
    (
        "OwnTracksNamedSpeedThisWeek",
        "What was my average speed over all cycling activities this week in the OpenTracks app? Assume the week "
        "starts from Monday. Express your answer in km/h.",
    ),
    (
        "OwnTracksNamedDescribe",
        'Update the description of the track titled "Sunday long one" in the OpenTracks app to "Knee felt fine". Do '
        "not change its name or activity type.",
    ),
    (
        "OwnTracksRecordNamed",
        "Record a new track using the OpenTracks app, then stop the recording and save the track with the name "
        '"Hill repeats".',
    ),
    (
        "OwnPhoneCallBackLastCaller",
        "Call back the most recent person who called me using the Phone app and ensure the In-Call UI is displayed "
        "with options like 'Hold'.",
    ),
    ("OwnPhoneRedial", "Using the Phone app, place a call to the most recent number I dialed."),
    ("OwnPhoneGoingMute", "Mute the microphone during the ongoing call. Do not end the call."),
    ("OwnPhoneGoingHold", "Place the ongoing call on hold in the Phone app. Do not hang up."),
    (
        "OwnPhoneAnswerRinging",
        "Accept the incoming call and ensure the In-Call UI is displayed with options like 'Hold'.",
    ),
    (
        "OwnPhoneHowOftenCalled",
        "How many times has Kofi Vargas called me according to the call history in the Phone app? Express your "
        "answer as a single integer.",
    ),
    (
        "OwnPhoneWhoCalledAt",
        "In the Phone app, which contact does the call logged at 9:12 AM belong to? Answer with the contact's full "
        "name only.",
    ),
    (
        "OwnPhoneLastMissedTime",
        "At what time did I receive my most recent missed call in the Phone app? Answer with the time only, exactly "
        "as shown in the call log.",
    ),
    (
        "OwnPhoneDidTheyCall",
        "Did Lena Okafor call me today? Check the call history in the Phone app. Respond with either 'Yes' or 'No'.",
    ),
    (
        "OwnExpenseEditAmount",
        "In Pro Expense, update the amount of the expense named Bakery to $67.50. Do not change any other field.",
    ),
    (
        "OwnExpenseCategoryTotal",
        "What is the total amount spent in the Transportation category in pro expense? Express your answer as a "
        "number without the currency sign.",
    ),
    (
        "OwnExpenseMostExpensiveInCategory",
        "Which expense in the Entertainment category has the highest amount in Pro Expense? Answer with the expense "
        "name only.",
    ),
    (
        "OwnExpenseCountInCategory",
        "Count the expenses that belong to the Food category in pro expense. Express your answer as just a single "
        "number.",
    ),
    ("OwnExpenseDeleteTwoNamed", "Delete the following expenses from pro expense: Gym, Flowers."),
    (
        "OwnExpenseAddSeveralWithNotes",
        "Add the following expenses into the pro expense:\nname|amount_dollars|category_name|note\n"
        "Birthday dinner|$77.25|Food|Split with Omar\nBus tickets|$21.00|Transportation|Monthly pass\n"
        "Theatre show|$77.25|Entertainment|Two seats",
    ),
    (
        "OwnExpenseEditNote",
        'Update the note of the Cinema expense in Pro Expense to "Paid by Omar". Keep all other fields unchanged.',
    ),
    (
        "OwnExpenseTotalForName",
        "What is the sum of all expenses named Lunch in the pro expense app? Express your answer as a number without "
        "the currency sign.",
    ),
    ("OwnExpenseAddFromMarkorNote", "Add the expenses from expenses.txt in Markor into the pro expense app."),
    ("OwnMarkorAddTodo", "Edit todo.txt in Markor. Add to the bottom of the note call grandma."),
    (
        "OwnMarkorWhatNoteSays",
        "What is the content of the note ideas_71.txt in Markor? Answer with the exact text of the note only.",
    ),
    (
        "OwnMarkorNotesMentioning",
        'Which Markor notes contain the word "Friday"? Answer with the file names only. If there are multiple '
        "notes, format your answer in a comma separated list.",
    ),
    ("OwnMarkorDeleteTwoNotes", "Delete the following notes from Markor: novel_72.md, groceries_73.md."),
    (
        "OwnMarkorCopyNoteText",
        "Create a new note in Markor named letter.md whose content is identical to that of minutes.md. Do not modify "
        "minutes.md.",
    ),
    (
        "OwnMarkorMoveNoteBetweenFolders",
        "In Markor, the note errands_34.md is in the Work folder. Move it to the Archive folder without changing its "
        "content.",
    ),
    (
        "OwnMarkorPrependLine",
        'Update the Markor note errands_70.md by adding the following text as a new first line: "Send draft to Ines".',
    ),
    (
        "OwnMarkorNoteFromSms",
        "Create a new note in Markor named saved_message.md with the text of the most recent message Ines Tanaka "
        "sent me in Simple SMS Messenger.",
    ),
    (
        "OwnCalendarRenameNoAppNamed",
        "In Simple Calendar Pro, change the title of the calendar event 'Team sync' to 'Weekly planning'.",
    ),
    (
        "OwnCalendarCountOnDay",
        "How many events are scheduled for 2030-3-17 in Simple Calendar Pro? Express your answer as a single integer.",
    ),
    (
        "OwnCalendarEventStartTime",
        "When does my 'Yoga class' event on March 26 start in Simple Calendar Pro? Express your answer in the format "
        "<hour in 24-hour format>:<minutes>.",
    ),
    (
        "OwnCalendarBusyAtHour",
        "Is there an event starting at 21:00 on March 27 in Simple Calendar Pro? Respond with either 'Yes' or 'No'.",
    ),
    (
        "OwnCalendarEventsInRange",
        "What events do I have from March 18 to March 20 (inclusive) in Simple Calendar Pro? Answer with the titles "
        "only. If there are multiples titles, format your answer in a comma separated list.",
    ),
    ("OwnCalendarDeletePastDayNoYear", "In Simple Calendar Pro, delete all the calendar events on 2030-3-2."),
    (
        "OwnCalendarMoveEventDay",
        "In Simple Calendar Pro, reschedule the calendar event titled 'Car service' from 2030-3-25 to 2030-3-19. The "
        "event should keep the same start time.",
    ),
    (
        "OwnCalendarAddEventFromSms",
        "Lena Haddad has texted me about an event in Simple SMS Messenger. Add it to Simple Calendar Pro with the "
        "title, date and time given in the message.",
    ),
    # Set 73 (helper wt-102, non-native and regional English, written before any change for it, run once untouched: 17 of
    # 44, 5 false done).
    ("PhoneCallTextSender", "kindly call back the number which sent me sms just now and keep the call screen open"),
    ("OwnTracksUnitsHoursOfLongest", "my most long swimming in opentracks, how many hours it took?"),
    ("OwnRetroDeletePlaylist", "please to delete the playlist {playlist} from retro music"),
    ("OwnVlcCountVideos", "how many videos are there in vlc? give me only the number"),
    ("OwnExpenseCategoryTotal", "how much is the total of {category} in pro expense? only number please"),
    ("OwnFilesCountOfKind", "in {folder} folder how many .{ext} file is there? tell only number"),
    ("OwnRetroLongestOnPlaylist", "which song is most long in my playlist {old} of retro music? only the title"),
    ("OwnRecipeEditPrepTime", "in broccoli make the preparation time of {dish} as {time} kindly"),
    ("OwnVlcPlayThenNext", "play the song Sunday Drive in vlc and after it finish, Quiet Storm"),
    (
        "OwnVlcPlaylistTitledInOrder",
        "make one playlist in vlc with name Evening, inside put skate_trick.mp4, wedding_speech.mp4, "
        "trailer_final.mp4, beach_day.mp4 in this same order",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "put one event in calendar for this {day_of_week} 10:00, title {event_title}, description "
        "{event_description}, duration {duration_mins} min",
    ),
    ("OwnVlcQueueVideos", "in vlc add birthday_cake.mp4 to end of queue, after that skate_trick.mp4 also"),
    ("OwnVlcDeleteSong", "the song Copper Sky, remove it from vlc pls"),
    ("OwnPhoneDeclineRinging", "abeg decline this call, i no fit talk now"),
    ("OwnCalendarRenameEvent", "change the name of event {title} of 26/3 to {new_title}"),
    ("OwnFilesMoveOne", "shift {name} from Download to {target} folder"),
    ("OwnPhoneCallNumberInMessage", "{other} has sent me new number by sms, do one thing, call on that number"),
    ("OwnTracksDeleteDay", "delete all activities of 11.03 in opentracks"),
    ("OwnPhoneGoingSpeaker", "put the call on loudspeaker lah"),
    ("NotesTodoItemCount", "how many todo are there in {folder} folder of joplin? answer in one number only"),
    (
        "ExpenseDeleteDuplicates",
        "in pro expense some expenses are coming double, kindly delete the extra and keep one of each",
    ),
    ("SimpleCalendarDeleteOneEvent", "remove the event Lunch with Sam on 23.03 at 09:00 from my calendar"),
    ("OwnVlcItemFolder", "the video documentary.mkv is in which folder in vlc? tell folder name only"),
    ("OwnPhoneCallStranger", "call to the garage, the number is 598-555-9936"),
    ("OwnTracksActivityDuration", "my swimming of 9 March, how many minutes it was? number only"),
    ("OwnVlcPlayAllSongs", "play all my song in vlc"),
    ("PhoneReturnMissedCall", "i was miss a call just now, give callback to that number and show the call screen"),
    ("OwnPhoneLastMissedTime", "my last missed call came at what time? only the time"),
    (
        "OwnExpenseAddSeveralWithNotes",
        "add three expense in pro expense: Birthday dinner 77,25 dollar, Food, note Split with Omar; Bus tickets 21 "
        "dollar, Transportation, note Monthly pass; Theatre show 77,25 dollar, Entertainment, note Two seats",
    ),
    ("OwnPhoneCallThenHold", "call to Felix Suzuki and then put him on hold"),
    (
        "ContactsNewContactDraft",
        "open new contact and fill: first name {first}, last name {last}, phone {phone}, label {phone_label}. "
        "don't save it ah",
    ),
    ("OwnVlcDeleteVideo", "delete the video {item} of vlc"),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "delete all recipe in broccoli which are using {ingredient} in the directions",
    ),
    ("OwnTracksNamedRename", "rename the track Lunch break as Tempo test in opentracks"),
    (
        "OwnExpenseAddSeveral",
        "kindly add these expenses in pro expense: Birthday dinner 41.25 dollar in Food, Theatre show 43,75 in "
        "Entertainment and Guitar course 26,50 in Education",
    ),
    ("OwnTasksCreateWithDueAndNotes", 'make new task "{title}" with due date 18/3 and notes "{notes}"'),
    ("OwnCalendarRenameNoAppNamed", "the event {title} you can rename to {new}?"),
    ("OwnCalendarSetLocation", "please to set location of {title} event as {place}"),
    ("SportsTrackerActivityDuration", "how long was the swimming of 13 March in opentracks? in minutes"),
    ("OwnRetroRenamePlaylist", "playlist {playlist} in retro music, change the name to {new_name} po"),
    ("OwnTracksSpanTotalThisWeek", "this week from monday how much km i did cycling? check opentracks"),
    (
        "OwnExpenseEditCategory",
        "expense Flowers in pro expense, change only category to {category}, other things don't touch",
    ),
    ("ClockTimerEntry", "set timer of {hours} hour {minutes} minute {seconds} second but don't start it"),
    ("OwnVlcPlayThenQueueTwo", "play Sunday Drive in vlc, after that put Old Radio and Night Bus in the queue"),
    # Set 74 (helper wt-103, requests wrapped in reasons, hedges and conditions, written before any change for it,
    # run once untouched: 24 of 44, 1 false done).
    (
        "OwnFilesCountInFolder",
        "I need to know how many files are in my {folder} folder because my boss asked — just the number",
    ),
    (
        "OwnCalendarRepeatEvent",
        "since {title} is every week now, can you make the one on March 21 repeat weekly? don't change anything else about it",
    ),
    (
        "ExpenseAddSingle",
        "so I don't forget at tax time, add {rows[0][name]} to pro expense: ${dollars0}, {rows[0][category]}, note {rows[0][note]}",
    ),
    (
        "NotesRecipeIngredientCount",
        "I'm doing the shopping for the {recipe} recipe in joplin - how much {ingredient} does it need? amount and unit exactly as written there",
    ),
    (
        "OwnFilesLargestInFolder",
        "my phone is running out of space, so which file in {folder} is the biggest? just the name",
    ),
    (
        "OwnFilesSmallestInFolder",
        "I think the smallest file in {folder} might be the one I'm after — which one is it? name only",
    ),
    ("OwnTracksNamedDelete", "not sure if it's still there but if it is, delete the Forest trail track in opentracks"),
    (
        "TasksCompletedTasksForDate",
        "for my timesheet: which tasks did I complete {date}? just the titles, comma separated",
    ),
    (
        "OwnPhoneLastMissedNumber",
        "Someone rang while I was driving. I didn't see who it was. What's the number of my last missed call?",
    ),
    (
        "ExpenseDeleteMultiple2",
        "delete {rows[0][name]}, {rows[1][name]} and {rows[2][name]} from pro expense (they all got refunded)",
    ),
    (
        "SportsTrackerActivitiesCountForWeek",
        "my coach asked, so how many {category} activities did I do this week? week starts monday, just a number",
    ),
    (
        "OwnTracksActivityDuration",
        "I want to write it in my diary - how many minutes was my swim on March 9? only the number",
    ),
    (
        "OwnVlcPlaylistOneALine",
        "I'm having people over tonight, so could you make a vlc playlist called Dinner party with skate_trick.mp4, wedding_speech.mp4 and lecture_04.mkv, in that order",
    ),
    ("SystemWifiTurnOnVerify", "my data is almost used up — turn wifi {on_or_off} please"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "since my teacher moved it, put {event_title} in my calendar this {day_of_week} at 10am for 60 minutes, description '{event_description}'",
    ),
    ("OwnTracksCountKind", "if I have any walking activities in opentracks, how many are there? number only"),
    ("CameraTakeVideo", "I want to show my mum the garden, so can you take a video?"),
    (
        "NotesTodoItemCount",
        "I'm planning my week. how many to-dos are in my {folder} folder in joplin? just the number",
    ),
    ("OwnVlcPlaySong", "it's been stuck in my head all day — play Quiet Storm in vlc"),
    (
        "OwnRetroPlaylistForSpan",
        "I've only got about 13 minutes on my walk, so make a retro music playlist called {name} from my songs that lasts between {low} and {high} minutes in total",
    ),
    (
        "OwnExpenseCategoryTotal",
        "for the tax stuff, what's the total I've spent on {category} in pro expense? number only",
    ),
    (
        "OwnMarkorCopyNoteText",
        "I'd like a new note in markor called {target} with the same text as {source}, would that be possible?",
    ),
    (
        "OwnVlcPlaylistTitledInOrder",
        "it's for the kids' movie night: create a playlist titled Evening in vlc with skate_trick.mp4, wedding_speech.mp4, trailer_final.mp4 and beach_day.mp4, in that order",
    ),
    ("OwnMarkorAppendLine", "so I don't forget, add {line} as the last line of {file_name}"),
    (
        "OwnTracksDeleteDay",
        "the GPS went haywire on March 11, so delete all the activities I recorded that day in opentracks",
    ),
    (
        "OwnVlcSongAlbum",
        "my friend wants to buy it - which album is {song} from, according to vlc? just the album name",
    ),
    ("OwnVlcRemoveFromPlaylist", "{item} doesn't really fit my {playlist} playlist in vlc, so take it out please"),
    (
        "RecipeAddSingleRecipe",
        "I found a good one in a magazine and want to keep it, so add it to broccoli: {rows[0][title]}, description {rows[0][description]}, {rows[0][servings]}, prep time {rows[0][preparationTime]}, source {rows[0][source]}, ingredients {rows[0][ingredients]}, directions: {rows[0][directions]}",
    ),
    (
        "OwnTracksSpanDistanceOfNewest",
        "I'm keeping track of my progress - how many km was my most recent walking activity in opentracks?",
    ),
    (
        "OwnContactsAddWithLabel",
        "Lena gave me her home number, so save a new contact Lena Tanaka with (845) 555-5571 — make sure it's saved as Home",
    ),
    (
        "OwnRecipeRenameByServings",
        "the recipe with {n} servings needs a better name (I keep mixing it up) - rename it to {new_name} in broccoli",
    ),
    ("OwnPhoneGoingSpeaker", "I need both hands for cooking — put this call on speaker"),
    (
        "OwnPhoneCallBackMissedNamed",
        "I missed a call from Tomas Moreau while I was in the shower. It might be about Friday. Could you call him back?",
    ),
    (
        "OwnVlcLongestVideo",
        "I need something long for the flight, so which video in my vlc library is the longest? just the title",
    ),
    (
        "OwnVlcNewPlaylistInOrder",
        "I'd like a new vlc playlist called {name} with {new} in this order, would that be possible?",
    ),
    ("OwnVlcPlayAllVideos", "I'm going through my videos to tidy up, so play all of them in vlc one after another"),
    ("OwnFilesHasFileYes", "I might have saved {first} in {folder}? check in files whether it's there, yes or no"),
    (
        "OwnMarkorCreateNotes",
        'two notes for markor so I don\'t lose them: "Reading list" with the text "Dune, Middlemarch and The Overstory." and "Gift ideas" with the text "A scarf for Omar and a book for Lena."',
    ),
    ("OwnVlcPlayPlaylist", "I need to concentrate, so play my {playlist} playlist in vlc from the start"),
    (
        "OwnTracksFarthestOfKind",
        "I'm signing up for a long ride — what's the farthest I've gone in a single cycling activity? in km, number only",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "since the meeting moved, add {event_title} to my calendar two weeks from today at 3pm for 30 minutes, description '{event_description}'",
    ),
    ("OwnPhoneHangUp", "it's gone quiet and I think they've already left — end the call"),
    ("PhoneReturnMissedCall", "I just missed a call and it might be important, so call that number back please"),
    ("OwnMarkorDeleteTwoNotes", "if {a} and {b} are still in markor, delete them — I don't need them anymore"),
    # Set 75 (2026-12-05, session 13, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, the
    # request alone or after a sentence of context; written after set 74's merge and before any change for it, run once
    # untouched: 39 of 44, 2 false done).
    ("SimpleCalendarNextMeetingWithPerson", "when am i meeting Greta Novak next? month day year and 24h time"),
    ("RecipeDeleteDuplicateRecipes", "some recipes got saved twice. can you delete the doubles and keep one of each"),
    ("AudioRecorderRecordAudio", "record some audio for me and save it"),
    ("ExpenseAddSingle", "log an expense: Online course, $436.78, Education, note Monthly"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "Budget review is two weeks from today at 3pm, 30 minutes. put it in my calendar with the description "
        "Meet at the front desk",
    ),
    ("RetroCreatePlaylist", "make a retro music playlist called {playlist_name}: {files}, in that order"),
    ("SimpleCalendarEventsInTimeRange", "what have i got on this monday between 10am and 8pm? titles with commas"),
    ("CameraTakePhoto", "take a picture"),
    ("MarkorCreateNote", "i need a note in markor, {file_name}, that says {text}"),
    ("NotesIsTodo", "in joplin, is Fix the bike marked as a to-do? answer True or False"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "I have {event_title} tomorrow at 8am for an hour. add it to the calendar, description {event_description}",
    ),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "how many minutes did i swim this week in total? week from monday",
    ),
    ("CameraTakeVideo", "film a video please"),
    ("TasksHighPriorityTasksDueOnDate", "what high priority tasks are due on march 22? titles, comma separated"),
    ("PhoneMakeCall", "can you call {number} for me"),
    ("SimpleCalendarFirstEventAfterStartTime", "this friday, what's my first event after 8am? title only"),
    ("NotesRecipeIngredientCount", "how much {ingredient} does the {recipe} recipe in joplin call for? as written"),
    ("AudioRecorderRecordAudioWithFileName", "record audio and save it as {file_name}"),
    ("ClockStopWatchPausedVerify", "stop the stopwatch for a moment, pause it"),
    (
        "RecipeAddSingleRecipe",
        "new recipe in broccoli: Veggie stir fry. Colourful and quick, 2 servings, 20 mins, source magazine. "
        "Ingredients peppers, soy sauce, garlic. Directions: Stir fry the peppers with garlic and soy sauce.",
    ),
    ("ExpenseDeleteMultiple2", "those Farmers market, Train ticket and Winter boots expenses need deleting"),
    (
        "MarkorMergeNotes",
        "please join {file1_name}, {file2_name} and {file3_name} into a new note {new_file_name} in that order, "
        "with an empty line between them",
    ),
    ("NotesTodoItemCount", "number of to-dos in my {folder} folder in joplin?"),
    ("SportsTrackerActivityDuration", "how long did i swim on march 13? minutes"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "{event_title} this friday 10am, one hour, description {event_description} - add it please",
    ),
    ("ClockTimerEntry", "i need a timer for 1 hour 38 minutes 49 seconds, but don't start it yet"),
    ("SimpleCalendarDeleteEvents", "march 19 got cancelled, delete everything on my calendar that day"),
    ("PhoneReturnMissedCall", "who just called? call them back"),
    ("SystemBrightnessMinVerify", "put the brightness all the way down"),
    ("MarkorCreateNoteAndSms", "make note {file_name} with the text {text} and text the whole note to {number}"),
    ("OpenAppTaskEval", "open {app_name} and say yes to any permission popups"),
    ("ExtraClockAlarmSet", "i need an alarm at 9:30 tonight"),
    ("RecipeDeleteDuplicateRecipes2", "remove the duplicate recipes from broccoli but leave one copy"),
    ("SystemBluetoothTurnOffVerify", "bluetooth should be off"),
    ("SystemBluetoothTurnOn", "could you turn bluetooth on"),
    ("SystemWifiTurnOn", "wifi on"),
    ("SimpleSmsSendReceivedAddress", "Hana Novak texted me the address, can you send it on to Priya Suzuki"),
    (
        "ExpenseAddMultiple",
        "add these expenses: Winter boots $366.32 Clothes (Work trip), Groceries $400.09 Food (Monthly), Pharmacy "
        "$229.67 Health Care (Discounted)",
    ),
    ("SimpleCalendarLocationOfEvent", "where is my {title} event? location only"),
    ("ClockStopWatchRunning", "start a stopwatch"),
    ("TasksCompletedTasksForDate", "which of march 18's tasks did i complete? titles"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "clear my calendar for saturday"),
    ("ContactsAddContact", "please save {name} as a contact, number {number}"),
    ("SimpleSmsResend", "my last message to {name} didn't send, try again"),
    # Set 76 (2026-12-05, session 13, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, British
    # and Australian turns among them; written after set 75's pass and before any change for it, run once untouched:
    # 31 of 44, 1 false done).
    ("OpenAppTaskEval", "pop open the {app_name} app and tap allow on anything it asks"),
    ("SportsTrackerActivitiesOnDate", "what sort of exercise did i do on the 11th of march? just the types"),
    ("ClockStopWatchRunning", "set the stopwatch going"),
    ("RecipeDeleteSingleRecipe", "bin the Chicken curry recipe"),
    ("TasksIncompleteTasksOnDate", "what's left on my to-do list for 14 march that i haven't ticked off? titles"),
    ("ExpenseDeleteSingle", "get rid of the Fuel expense would you"),
    (
        "RetroSavePlaylist",
        "could you make me a playlist in retro music, {playlist_name}, with {files} in that order, then export it to "
        "downloads",
    ),
    ("ExtraMarkorMoveNote", "shift {file_name} into the {folder} folder in markor"),
    ("SystemBluetoothTurnOffVerify", "switch off bluetooth"),
    ("CameraTakePhoto", "grab a photo with the camera"),
    ("NotesRecipeIngredientCount", "joplin: how much {ingredient} for {recipe}? exactly as the recipe says"),
    ("SystemWifiTurnOnVerify", "wifi needs to be on"),
    ("ExtraContactsDeleteContact", "take Ravi Brennan out of my contacts"),
    ("TasksCompletedTasksForDate", "what did i tick off for the 18th of march? titles only"),
    ("ClockTimerEntry", "timer please, one hour thirty-eight minutes and forty-nine seconds, don't start it"),
    ("FilesDeleteFile", "delete {file_name} from the {subfolder} folder on the phone"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "add {event_title} to my diary every day from 18 march at midday, 90 minutes, no end, description "
        "{event_description}",
    ),
    ("MarkorDeleteNewestNote", "whichever note i made last in markor, delete it"),
    ("NotesMeetingAttendeeCount", "{title} in joplin - how many people came?"),
    ("ContactsAddContact", "stick {name} in my contacts, mobile {number}"),
    ("SystemBrightnessMaxVerify", "crank the brightness right up"),
    ("TasksHighPriorityTasksDueOnDate", "high priority stuff due on 22 march? just the titles"),
    ("SystemBrightnessMinVerify", "dim the screen to the lowest"),
    ("MarkorEditNote", "tack {footer} onto the end of {file_name}"),
    ("RetroPlayingQueue", "whack {files} on the queue in retro music, that order"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "fortnight from today at 3pm, {event_title}, half an hour, description {event_description} - into the calendar",
    ),
    ("ExpenseAddSingle", "Online course, $436.78, Education, Monthly - add that as an expense please"),
    ("RetroCreatePlaylist", "new playlist {playlist_name} in retro music: {files}"),
    ("MarkorCreateNote", "jot down a note called {file_name}: {text}"),
    ("SimpleCalendarFirstEventAfterStartTime", "what's the first thing on friday after 8 in the morning? title"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn the wifi off and then bluetooth on"),
    ("AudioRecorderRecordAudio", "make a voice recording and save it"),
    ("SystemWifiTurnOn", "switch the wifi on"),
    ("TasksHighPriorityTasks", "which of my tasks are high priority? titles, commas"),
    ("SportsTrackerActivitiesCountForWeek", "how many times did i go cycling this week, monday onwards?"),
    ("SimpleCalendarAnyEventsOnDate", "have i got anything on the 16th of march? titles"),
    ("ClockStopWatchPausedVerify", "hold the stopwatch"),
    (
        "RecipeAddSingleRecipe",
        "pop a recipe into broccoli: Veggie stir fry, Colourful and quick, serves 2, 20 mins, from magazine, peppers, "
        "soy sauce, garlic, Stir fry the peppers with garlic and soy sauce.",
    ),
    (
        "MarkorAddNoteHeader",
        'put "{header}" at the very top of {original_name}, blank line after it, and rename the note {new_name}',
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "book {event_title} in for 8 tomorrow morning, an hour, description {event_description}",
    ),
    (
        "ExpenseAddMultiple",
        "expenses to add: Winter boots 366.32 Clothes note Work trip; Groceries 400.09 Food note Monthly; Pharmacy "
        "229.67 Health Care note Discounted",
    ),
    ("SimpleCalendarLocationOfEvent", "where's my {title} on? just the location"),
    ("PhoneCallTextSender", "ring back whoever just texted"),
    ("PhoneReturnMissedCall", "ring back the call i just missed"),
    # Set 77 (helper wt-105, less tech-savvy people: long and polite, apps said vaguely or by look, reasons and "I think
    # it's called", written before any change for it, run once untouched: 24 of 44, 2 false done).
    (
        "PhoneCallTextSender",
        "Somebody just sent me a text message and I don't recognise the number. Could you please ring them back for me? Thank you.",
    ),
    (
        "RecipeAddSingleRecipe",
        "Hello, I would like to put a new recipe into the app where I keep my recipes (I think it's called Broccoli, my granddaughter put it on for me). It's called {rows[0][title]}, the description is {rows[0][description]}, it makes {rows[0][servings]}, it takes {rows[0][preparationTime]} to prepare, the source is {rows[0][source]}, the ingredients are {rows[0][ingredients]}, and the directions are: {rows[0][directions]} Thank you so much.",
    ),
    (
        "PhoneReturnMissedCall",
        "My phone rang a minute ago but I couldn't get to it in time. Can you call whoever it was back for me please?",
    ),
    (
        "SystemWifiTurnOffVerify",
        "My grandson says I should turn the wifi off when I'm not using it. Could you switch the wifi {on_or_off} for me, please?",
    ),
    (
        "SimpleSmsReply",
        "I got a text message from {number} and I'd like to answer it. Could you please write back to them and say: {message}. Thank you dear.",
    ),
    (
        "ExpenseAddSingle",
        "I'm trying to keep track of my money in the expenses app (the one my son put on for me, Pro Expense I think). Please add {rows[0][name]}, it cost ${dollars0}, it goes under {rows[0][category]}, and put {rows[0][note]} in the note. Thank you.",
    ),
    (
        "SportsTrackerActivitiesCountForWeek",
        "My doctor wants to know how often I exercise. Can you look in the app that records my outings and tell me how many times I went {category} this week? Counting from Monday. Just the number please.",
    ),
    (
        "ExpenseDeleteMultiple2",
        "I put some things in my spending app by mistake. Could you please take out {rows[0][name]}, {rows[1][name]} and {rows[2][name]}? Leave everything else as it is please.",
    ),
    (
        "ClockStopWatchRunning",
        "I'm boiling an egg and I want to see how long it takes. Could you start the stopwatch on the clock for me please?",
    ),
    (
        "TurnOffWifiAndTurnOnBluetooth",
        "I'd like the wifi turned off please, and then could you turn on the bluetooth so my hearing aids can connect? I'm not very good with these settings.",
    ),
    (
        "ExtraContactsDeleteContact",
        "Could you please remove {first} {last} from my phone's address book? We don't keep in touch anymore. Be careful, I know a few people called {first}, it's only {first} {last} I mean.",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "Could you put something on my calendar for me? It's two weeks from today at 3 o'clock in the afternoon, it's called {event_title}, and in the description please write {event_description}. It will last half an hour.",
    ),
    (
        "SystemBrightnessMaxVerify",
        "I can hardly see anything on this screen. Could you make it as bright as it can possibly go please?",
    ),
    (
        "SystemWifiTurnOnVerify",
        "The internet doesn't seem to be working, my grandson told me the wifi has to be on. Can you turn the wifi {on_or_off} for me?",
    ),
    (
        "RecipeDeleteDuplicateRecipes3",
        "I think I've saved some of my recipes twice in the recipe app, the one with the broccoli picture. Could you please get rid of the extra copies but keep one of each? I don't want to lose any.",
    ),
    (
        "SportsTrackerActivityDuration",
        "I went {category} {date} and I've forgotten how long I was in the pool. The app that tracks my exercise should know. How many minutes was it, please?",
    ),
    (
        "TasksHighPriorityTasksDueOnDate",
        "Could you look at my to-do list app and tell me which of the important ones, the high priority ones, are due {date}? Just the names please.",
    ),
    (
        "MarkorCreateNoteAndSms",
        "I want to write a little note in the Markor app, I think it's called, and name it {file_name}. It should say: {text} Then could you send all of that to {number} as a text message? Thank you very much.",
    ),
    (
        "CameraTakeVideo",
        "Could you make a video with the camera please? Just the one. I want to film the birds in the garden.",
    ),
    (
        "SimpleCalendarDeleteOneEvent",
        "My lunch has been cancelled, so please take it out of my calendar. It's the one called {targets[0][0]} at 9 o'clock in the morning on {day_of_week} the 23rd of March.",
    ),
    ("PhoneMakeCall", "Could you please ring {number} for me? I can never find the green phone button."),
    (
        "SimpleCalendarAddRepeatingEvent",
        "I'd like to put {event_title} in the calendar thing, starting on March 18th at 12 noon. It should happen every day, forever, and last an hour and a half each time. And please write '{event_description}' in the description. Thank you dear.",
    ),
    ("CameraTakePhoto", "Could you take a picture with the camera for me? Just the one photo please, thank you."),
    (
        "SimpleCalendarNextMeetingWithPerson",
        "I can't remember when I'm seeing {person} next. Could you look in my calendar and tell me the date and time of my next meeting with her?",
    ),
    (
        "SimpleCalendarEventsInNextWeek",
        "What have I got coming up next week, Monday to Sunday? Could you look in my calendar and just tell me the names of things?",
    ),
    (
        "ExpenseDeleteDuplicates",
        "I think some of my expenses got put in twice in the money app. Could you delete the doubles please, but leave one of each so nothing's missing?",
    ),
    (
        "SystemBluetoothTurnOn",
        "My grandson set up the bluetooth for the car radio but it needs to be on. Could you turn bluetooth {on_or_off} please?",
    ),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "There's a file called recipes.txt in the notes app, Markor I think, with some recipes in it. Could you put the ones that only take {prep_time} to make into my recipe app? Thank you.",
    ),
    ("SystemWifiTurnOn", "Hello, can you please switch {on_or_off} the wifi for me? Thank you dear."),
    (
        "TasksHighPriorityTasks",
        "Which of my jobs in the tasks app are marked as high priority? Just read me their names, please.",
    ),
    (
        "SystemBrightnessMinVerify",
        "The screen is far too bright at night and it hurts my eyes. Please turn the brightness all the way down to the lowest.",
    ),
    (
        "SimpleCalendarEventsInTimeRange",
        "Have I got anything on {date} between 10 in the morning and 8 in the evening? Could you check the calendar for me and tell me what it's called?",
    ),
    ("SystemBluetoothTurnOff", "I don't use the bluetooth thing anymore, can you turn it {on_or_off} please?"),
    (
        "SimpleSmsSendReceivedAddress",
        "{name2} sent me the address in a text message. Could you please send that same address on to {name1}? I'm no good at copying things over.",
    ),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "Could you add up how many minutes I spent {category} this week, from Monday? It's in the exercise tracker app, OpenTracks I think. Just the number of minutes please.",
    ),
    (
        "RecipeDeleteDuplicateRecipes2",
        "Some recipes show up twice in my recipe book app. Please delete the extra ones that are exactly the same, but leave one of each.",
    ),
    (
        "MarkorEditNote",
        "In my notes there's one called {file_name}. At the very end of it could you please add: {footer} Thank you.",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "Please put {event_title} in my calendar for this {day_of_week} at 10 o'clock in the morning, for one hour. In the description put '{event_description}'. Thank you so much.",
    ),
    (
        "NotesIsTodo",
        "In the Joplin notes app, the note called '{todo_title}' — is it one of those to-do ones with the little box? Just tell me True or False please.",
    ),
    (
        "SimpleCalendarDeleteEvents",
        "Everything on {day_of_week} the 19th of March has been cancelled, I'm going to be away. Could you clear all of that day's things out of my calendar please?",
    ),
    (
        "ContactsAddContact",
        "My new neighbour is called {name} and her number is {number}. Could you save her in my phone as a new contact please? Thank you dear.",
    ),
    (
        "SimpleCalendarFirstEventAfterStartTime",
        "What's the first thing I have on {date} after 8 in the morning? I think it's in the calendar.",
    ),
    (
        "ClockTimerEntry",
        "Could you set a timer for {hours} hour, {minutes} minutes and {seconds} seconds for me, but don't start it yet, I'll press go myself.",
    ),
    (
        "TasksCompletedTasksForDate",
        "Which of the tasks that were due {date} have I already finished? The ones ticked off in the Tasks app. Just the names please.",
    ),
    # Set 78 (helper wt-104, spoken to a voice assistant, written before any change for it, run once untouched: 11 of
    # 44, 4 false done).
    ("SimpleSmsResend", "hey google um resend that message i just sent to greta lindqvist"),
    (
        "SimpleCalendarDeleteEvents",
        "okay google uh delete all my events on the eighteenth no sorry the nineteenth of march",
    ),
    (
        "SimpleCalendarNextMeetingWithPerson",
        "hey siri when's my next meeting with uh greta novak like what day and what time",
    ),
    (
        "RecipeDeleteDuplicateRecipes3",
        "okay so um in broccoli i've got like the same recipe saved more than once can you delete the extra copies and just keep one of each",
    ),
    (
        "ExpenseDeleteMultiple2",
        "hey google delete the farmers market expense and uh the train ticket and the winter boots ones too in pro expense",
    ),
    ("SimpleSmsReply", "hey siri reply to {number} and say um {message}"),
    ("SystemBluetoothTurnOff", "um hey google can you like turn the bluetooth off"),
    ("ExtraMarkorMoveNote", "okay google in markor move {file_name} to the uh the archive folder"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "hey google put budget review on my calendar two weeks from today at two no wait three pm for thirty minutes and the description is meet at the front desk",
    ),
    ("SystemWifiTurnOffVerify", "okay google uh turn the wi-fi off"),
    ("SystemBrightnessMaxVerify", "hey siri um turn the brightness all the way up"),
    ("SystemBluetoothTurnOnVerify", "uh hey google turn on bluetooth you know for my headphones"),
    (
        "MarkorMergeNotes",
        "okay so in markor merge {file1_name} {file2_name} and {file3_name} in that order into a new note called {new_file_name} with a new line between each one and then save it",
    ),
    ("PhoneReturnMissedCall", "hey siri call back the uh the number i just missed"),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "hey google um delete the recipes in broccoli that use eggs in the directions",
    ),
    ("MarkorEditNote", "okay google open {file_name} in markor and then add {footer} at the bottom"),
    ("FilesDeleteFile", "hey google uh delete {file_name} it's in the documents folder"),
    ("SystemWifiTurnOnVerify", "um okay google turn the wifi back on"),
    ("ClockStopWatchRunning", "hey siri start the stopwatch"),
    (
        "RetroSavePlaylist",
        "okay so in retro music make a playlist called {playlist_name} with ocean eyes silver lining paper planes and static love in that order and then export it to downloads",
    ),
    ("ExtraContactsDeleteContact", "hey google delete ravi brennan from my contacts"),
    ("TurnOffWifiAndTurnOnBluetooth", "okay google turn off the wifi and then uh turn bluetooth on"),
    (
        "ExpenseAddSingle",
        "hey google add an expense to pro expense {rows[0][name]} four hundred thirty six dollars and seventy eight cents category education and the note is monthly",
    ),
    (
        "MarkorCreateNoteAndSms",
        "okay so make a new markor note called {file_name} that says {text} and then um text the whole thing to {number}",
    ),
    (
        "ExpenseAddMultiple",
        "hey google add three expenses to pro expense {rows[0][name]} $366.32 clothes note work trip then {rows[1][name]} four hundred dollars and nine cents food note monthly and {rows[2][name]} $229.67 health care note discounted",
    ),
    ("SystemBrightnessMinVerify", "hey siri uh turn the brightness down like all the way to the minimum"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "okay google um clear out everything on my calendar this saturday"),
    (
        "RetroPlayingQueue",
        "hey google in retro music add wild horses first light and silver lining to the queue um in that order",
    ),
    ("ExtraClockAlarmSet", "hey siri set an alarm for nine fifteen no wait nine thirty pm"),
    (
        "SimpleCalendarAnyEventsOnDate",
        "hey google do i have anything on the sixteenth of march just tell me the titles",
    ),
    ("ContactsAddContact", "okay google make a new contact {name} the number is {number}"),
    (
        "SportsTrackerActivitiesCountForWeek",
        "hey siri how many bike rides did i do this week in opentracks counting from monday",
    ),
    ("TasksHighPriorityTasksDueOnDate", "um which of my high priority tasks are due on the twenty second of march"),
    ("SystemWifiTurnOn", "hey google wifi on"),
    (
        "ClockTimerEntry",
        "okay google set a timer for one hour thirty eight minutes and forty nine seconds but don't start it yet",
    ),
    ("AudioRecorderRecordAudio", "hey google record a voice memo uh in audio recorder and save it"),
    ("MarkorDeleteNewestNote", "okay so delete the uh the most recent note in markor"),
    (
        "ExpenseDeleteDuplicates",
        "hey google in pro expense get rid of the duplicate expenses and just keep one of each",
    ),
    ("ClockStopWatchPausedVerify", "hey siri pause the stopwatch"),
    ("NotesMeetingAttendeeCount", "hey google how many people were at the budget sync meeting in joplin"),
    ("NotesRecipeIngredientCount", "okay so um how much garlic do i need for the shortbread recipe in joplin"),
    ("RecipeDeleteSingleRecipe", "hey google delete the chicken curry recipe from broccoli"),
    (
        "ContactsNewContactDraft",
        "hey google open a new contact and put in first name {first} last name {last} phone {phone} label work but don't save it",
    ),
    (
        "AudioRecorderRecordAudioWithFileName",
        "okay google record some audio and save it as interview underscore sixty six",
    ),
    # Set 79 (2026-12-06, session 13, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, written
    # after the session's last merge and before any change for it, run once untouched: 37 of 44, 1 false done).
    ("ExpenseDeleteSingle", "i don't need the Fuel expense anymore"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "schedule {event_title} for 3pm two weeks from now, 30 min, with the description {event_description}",
    ),
    ("SimpleCalendarNextMeetingWithPerson", "next time i'm seeing {person}? give me month, day, year and the 24h time"),
    ("MarkorEditNote", "add this line to the end of {file_name}: {footer}"),
    ("TasksIncompleteTasksOnDate", "tasks i still have to do for march 14? titles please"),
    ("TasksCompletedTasksForDate", "show me what i got done on march 18, task titles only"),
    ("SystemBrightnessMinVerify", "lowest brightness please"),
    ("NotesIsTodo", "{todo_title} in joplin - is it a todo? True/False"),
    ("ClockTimerEntry", "set up a {hours}:{minutes}:{seconds} timer but leave it stopped"),
    ("MarkorCreateNoteAndSms", "save a note {file_name} in markor with {text} then send that text to {number}"),
    ("SportsTrackerActivitiesCountForWeek", "count my bike rides since monday"),
    ("SportsTrackerActivityDuration", "minutes of swimming on march 13?"),
    ("RecipeAddMultipleRecipesFromMarkor2", "copy the recipes in recipes.txt that take 10 mins into broccoli"),
    ("MarkorDeleteNote", "remove the note {file_name}"),
    ("SimpleCalendarLocationOfEvent", "where's {title} happening? just tell me the place"),
    ("CameraTakePhoto", "take a photo please"),
    ("SystemWifiTurnOn", "can you connect to wifi"),
    (
        "MarkorMergeNotes",
        "stitch {file1_name}, {file2_name} and {file3_name} together in that order into {new_file_name}, blank line "
        "between each",
    ),
    ("ContactsNewContactDraft", "start a contact for {first} {last}, {phone}, work number, but don't hit save"),
    (
        "ExpenseAddMultiple",
        "three expenses: Winter boots $366.32 (Clothes, Work trip), Groceries $400.09 (Food, Monthly), Pharmacy "
        "$229.67 (Health Care, Discounted)",
    ),
    ("MarkorCreateNote", "create {file_name} with the text {text}"),
    ("RecipeDeleteSingleRecipe", "the Chicken curry recipe has to go"),
    ("ClockStopWatchRunning", "kick off the stopwatch"),
    ("PhoneReturnMissedCall", "return my missed call please"),
    ("SimpleCalendarEventsInTimeRange", "between 10am and 8pm on monday, what events do i have? titles"),
    ("PhoneMakeCall", "dial {number} for me"),
    ("RetroCreatePlaylist", "{playlist_name} - new playlist in retro music with {files}"),
    ("SystemBrightnessMaxVerify", "brightness to full"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "{event_title} tomorrow at 8 am for 60 minutes, add it with the description {event_description}",
    ),
    (
        "MarkorAddNoteHeader",
        'add "{header}" as the first line of {original_name} with an empty line below, then rename it {new_name}',
    ),
    ("FilesDeleteFile", "{file_name} in {subfolder} - delete it"),
    ("MarkorDeleteNewestNote", "delete my most recent markor note"),
    ("SystemBluetoothTurnOn", "i need bluetooth on"),
    ("SimpleSmsReplyMostRecent", 'write back to the last person who texted: "{message}"'),
    ("TasksHighPriorityTasks", "which tasks are marked high priority? titles only"),
    ("RecipeDeleteDuplicateRecipes", "dedupe my recipes in broccoli"),
    ("SystemBluetoothTurnOff", "disable bluetooth please"),
    ("SportsTrackerActivitiesOnDate", "what kinds of activity did i log on march 11?"),
    ("SystemBluetoothTurnOffVerify", "bluetooth off"),
    ("SystemWifiTurnOnVerify", "make sure wifi's on"),
    ("ExtraContactsDeleteContact", "delete Ravi Brennan's contact"),
    ("SimpleCalendarDeleteOneEvent", "delete the 9am Lunch with Sam on march 23"),
    ("ContactsAddContact", "add a contact: {name}, {number}"),
    ("RetroPlayingQueue", "in retro music queue up {files}, in that order"),
    # Set 80 (2026-12-06, session 14, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, written
    # at the session's start before any change, run once untouched).
    ("ContactsAddContact", "got a new number to save: {name}, {number}"),
    (
        "RecipeDeleteDuplicateRecipes3",
        "i think some recipes got saved twice in broccoli, can you remove the extra copies",
    ),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "how many minutes have i spent swimming so far this week"),
    ("CameraTakePhoto", "snap a pic"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "get rid of every recipe whose directions mention eggs"),
    ("RecipeDeleteSingleRecipe", "please remove Chicken curry from my recipes"),
    ("SportsTrackerActivityDuration", "how long did i swim for on the 13th of march? in minutes"),
    ("AudioRecorderRecordAudio", "could you make a quick audio recording and save it"),
    ("PhoneReturnMissedCall", "someone just rang and i missed it, call them back"),
    (
        "SimpleSmsSendReceivedAddress",
        "{name2} texted me an address for the event, forward that address to {name1}",
    ),
    ("RecipeDeleteDuplicateRecipes2", "clean up the duplicate recipes so there's only one of each"),
    ("SimpleCalendarAnyEventsOnDate", "anything on my calendar for march 16? just the names"),
    ("MarkorDeleteNewestNote", "trash the last note i made in markor"),
    (
        "RetroSavePlaylist",
        "make a {playlist_name} playlist in retro music: {files}, in that order, then export it to downloads",
    ),
    ("SimpleCalendarLocationOfEvent", "where is my {title}? location only"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "put {event_title} in my calendar two weeks from today at 3pm for half an hour, description: {event_description}",
    ),
    ("TasksCompletedTasksForDate", "which tasks did i finish for march 18? titles"),
    ("SimpleCalendarEventsInTimeRange", "what's on this monday from 10am to 8pm? titles only please"),
    ("ClockTimerEntry", "timer for {hours} hour {minutes} min {seconds} sec, don't start it"),
    ("SimpleSmsReply", "reply to {number}: {message}"),
    (
        "MarkorMergeNotes",
        "combine {file1_name}, {file2_name} and {file3_name} into a new note {new_file_name}, keep that order and put a "
        "blank line between them",
    ),
    ("SportsTrackerActivitiesCountForWeek", "how many times did i cycle this week (week starts monday)?"),
    ("ExpenseAddSingle", "log an expense: {rows[0][name]}, ${dollars0}, education, note monthly"),
    (
        "MarkorAddNoteHeader",
        'in {original_name} put "{header}" at the very top followed by a blank line, and rename the file to {new_name}',
    ),
    ("MarkorCreateNoteAndSms", "write a note called {file_name} saying {text} and text the whole note to {number}"),
    ("SystemBluetoothTurnOn", "can you switch on bluetooth"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "add {event_title} tomorrow 8 to 9am, description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "i have {event_title} this friday at 10 for an hour, put it in the calendar with the note {event_description}",
    ),
    ("ClockStopWatchRunning", "start timing me on the stopwatch"),
    ("SystemWifiTurnOn", "wifi on please"),
    (
        "ExpenseAddMultiple",
        "add these to pro expense - {rows[0][name]} 366.32 clothes (work trip); {rows[1][name]} 400.09 food (monthly); "
        "{rows[2][name]} 229.67 health care (discounted)",
    ),
    ("SystemWifiTurnOffVerify", "turn the wifi off"),
    ("SystemBluetoothTurnOffVerify", "please make sure bluetooth is off"),
    ("SystemBluetoothTurnOff", "bluetooth can go off now"),
    ("MarkorDeleteNote", "{file_name} isn't needed anymore, delete it from markor"),
    ("TurnOffWifiAndTurnOnBluetooth", "switch wifi off and then bluetooth on"),
    ("SportsTrackerActivitiesOnDate", "what did i do on march 11 in opentracks? just the activity types"),
    ("SimpleSmsReplyMostRecent", "answer the latest text with {message}"),
    ("TasksHighPriorityTasksDueOnDate", "high priority stuff due march 22? titles"),
    ("TasksHighPriorityTasks", "list my high priority tasks, titles only"),
    ("TasksIncompleteTasksOnDate", "what's left undone on my task list for march 14? titles only"),
    ("SystemBrightnessMaxVerify", "screen brightness all the way up"),
    ("SystemBrightnessMinVerify", "make the screen as dim as it goes"),
    ("AudioRecorderRecordAudioWithFileName", "record audio and name the file {file_name}"),
    # Set 81 (2026-12-06, session 14, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, written
    # after set 80's pass, run once untouched).
    ("NotesIsTodo", "in joplin, is {todo_title} a to-do or just a note? answer True or False"),
    ("TasksHighPriorityTasks", "what's marked high priority in my tasks? just titles"),
    ("ExpenseDeleteDuplicates", "some expenses show up twice, delete the copies but keep one of each"),
    ("RetroPlayingQueue", "queue {files} in retro music, that order"),
    ("SportsTrackerActivityDuration", "my swim on march 13 - how many minutes was it?"),
    ("RecipeDeleteDuplicateRecipes2", "broccoli has duplicate recipes, remove the extras"),
    ("TasksIncompleteTasksOnDate", "anything i haven't finished that's due march 14? titles only"),
    ("SimpleSmsResend", "my text to {name} didn't go through, send it again"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn wifi off, then turn on bluetooth"),
    ("SystemBrightnessMinVerify", "dim the screen fully"),
    ("OpenAppTaskEval", "open up my files and allow whatever permissions it asks for"),
    ("SimpleSmsReply", "text back {number} saying {message}"),
    (
        "ExpenseAddMultiple",
        "please add 3 expenses. {rows[0][name]}: $366.32, clothes, work trip. {rows[1][name]}: $400.09, food, monthly. "
        "{rows[2][name]}: $229.67, health care, discounted.",
    ),
    ("ClockTimerEntry", "can you set a timer of {hours}h {minutes}m {seconds}s without starting it"),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "the 10 minute recipes from recipes.txt in markor, can you add them to broccoli",
    ),
    ("SimpleCalendarAnyEventsOnDate", "am i doing anything on march 16? give me the event titles"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "total swim time this week in minutes, week starting monday"),
    ("ExtraClockAlarmSet", "wake me up at 9:30 in the evening, set an alarm"),
    (
        "MarkorAddNoteHeader",
        'start {original_name} with the line "{header}" and a blank line after it, then rename it {new_name}',
    ),
    ("ClockStopWatchPausedVerify", "stop the stopwatch for now, pause it"),
    ("MarkorCreateNote", "new markor note {file_name}, text: {text}"),
    ("SystemWifiTurnOffVerify", "no wifi please, switch it off"),
    ("SimpleCalendarFirstEventAfterStartTime", "friday after 8am, what's my first event? title only"),
    ("RecipeDeleteDuplicateRecipes", "remove duplicate recipes from broccoli"),
    (
        "NotesRecipeIngredientCount",
        "in joplin how much garlic goes in the Shortbread recipe? amount and unit as written",
    ),
    ("ClockStopWatchRunning", "get the stopwatch going"),
    (
        "ContactsNewContactDraft",
        "fill in a new contact - {first} {last}, phone {phone}, label it work - and leave it unsaved",
    ),
    ("SystemWifiTurnOn", "turn on the wifi for me"),
    ("PhoneMakeCall", "give {number} a call"),
    ("ExtraMarkorMoveNote", "put {file_name} in the {folder} folder"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "{event_title} in 2 weeks at 15:00, 30 minutes long, description {event_description}. add it to my calendar",
    ),
    ("AudioRecorderRecordAudio", "record something with audio recorder and keep the recording"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "{event_title} every day from march 18 at noon, 90 min each, no end date, description {event_description}",
    ),
    ("SystemBluetoothTurnOn", "bluetooth needs to be on"),
    ("ExpenseDeleteSingle", "take Fuel out of my expenses"),
    ("NotesMeetingAttendeeCount", "how many attended Budget sync? check joplin, number only"),
    ("SystemBluetoothTurnOnVerify", "is bluetooth on? if not turn it on"),
    ("RetroSavePlaylist", "new retro music playlist {playlist_name} - {files} in order - and export it to Downloads"),
    ("SimpleSmsReplyMostRecent", "reply to my latest message: {message}"),
    ("AudioRecorderRecordAudioWithFileName", "make a recording called {file_name}"),
    ("SimpleCalendarDeleteOneEvent", "cancel Lunch with Sam on march 23 at 9am"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "add {event_title} on friday 10-11am, notes: {event_description}",
    ),
    ("SystemBrightnessMaxVerify", "max out the brightness"),
    ("CameraTakePhoto", "could you take one picture with the camera"),
    # Set 82 (helper wt-106, questions people ask of their apps over the answer templates of both kinds: "do I have…",
    # "when's…", "remind me what…", totals, counts and yes/no, the answer's format asked for in varied ways or not at all,
    # days said relative to the device's Thursday 2030-03-14, questions tacked onto a remark; written before any change
    # for it).
    ("SimpleCalendarAnyEventsOnDate", "do I have anything on the day after tomorrow? titles, comma separated"),
    (
        "SimpleCalendarNextMeetingWithPerson",
        "when's my next meeting with {person}? give it to me like March 5 2030 14:30",
    ),
    ("SimpleCalendarLocationOfEvent", "remind me where {title} is again? location only"),
    (
        "SimpleCalendarEventsInNextWeek",
        "ugh, what does next week look like? events monday to sunday, just the titles with commas between",
    ),
    ("SimpleCalendarFirstEventAfterStartTime", "what's my first event tomorrow after 8am? one title"),
    (
        "SimpleCalendarEventsInTimeRange",
        "anything on between 10 in the morning and 8 at night on monday? titles, comma separated",
    ),
    ("TasksHighPriorityTasks", "what's high priority on my to-do list right now? titles only, comma separated"),
    ("TasksHighPriorityTasksDueOnDate", "any high priority tasks due friday next week? titles"),
    ("TasksCompletedTasksForDate", "what have I already ticked off for monday the 18th? just the titles"),
    ("TasksIncompleteTasksOnDate", "what's still not done for today? task titles, comma separated"),
    (
        "NotesRecipeIngredientCount",
        "how much {ingredient} did the {recipe} recipe call for? amount and unit exactly as written",
    ),
    ("NotesMeetingAttendeeCount", "how many showed up to the {title} meeting? just the number"),
    ("NotesIsTodo", "is {todo_title} one of my todos in joplin or just a note? True or False"),
    ("NotesTodoItemCount", "how many to-dos have I got in my {folder} notebook? single number"),
    ("SportsTrackerActivitiesOnDate", "what workouts did I log this monday? types only"),
    (
        "SportsTrackerActivitiesCountForWeek",
        "ugh, busy week - how many bike rides did I actually get in? just the number",
    ),
    ("SportsTrackerActivityDuration", "how long was my swim yesterday? in minutes"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "how many minutes have I spent swimming this week altogether?"),
    ("OwnTracksActivityDistance", "how far did I swim on march 5th? km, number only"),
    ("OwnTracksActivityDuration", "how long did my swim last saturday take? minutes"),
    ("OwnCalendarCountOnDay", "how many things have I got on this sunday? just the number"),
    ("OwnTracksCountKind", "how many walks have I got logged in opentracks?"),
    ("OwnTracksNamedCountYesterday", "did I record any activities yesterday? give me a count"),
    ("OwnTracksNamedLastOfKind", "when was the last time I went for a walk? date please"),
    ("OwnTracksMinutesBetween", "how many minutes did I swim between feb 15 and feb 23?"),
    ("OwnCalendarBusyAtHour", "have I got anything starting at 21:00 on march 27? yes/no"),
    ("OwnTracksNamedDistanceLastWeek", "walking distance last week, monday to sunday, in km to two decimals?"),
    ("OwnTracksSpanCountOfKind", "so how many runs have I logged altogether?"),
    ("OwnTracksNamedDescriptionOfTrack", "what was the description on my {tracks[6][name]} track again?"),
    ("OwnExpenseTotalForName", "what have all my {item} expenses come to? no dollar sign"),
    ("OwnExpenseAmountOf", "what did {rows[4][name]} set me back? just the number"),
    ("OwnExpenseMostExpensiveInCategory", "what was my priciest {category} expense? one word"),
    ("OwnCalendarEventStartTime", "what time's {on_day[0][0]} on the 26th? in 24h"),
    ("OwnExpenseCategoryTotal", "how much have I blown on {category} so far? total, number only"),
    ("OwnRecipeServings", "how many does my {target} recipe serve?"),
    ("OwnRecipePrepTime", "how long does {target} take to prep, in minutes? just the number"),
    ("OwnRecipesWithIngredient", "got any recipes with {ingredient} in them? names, comma separated"),
    ("OwnMarkorWhatNoteSays", "remind me what I wrote in {notes[3][0]}?"),
    ("OwnContactPhoneNumber", "what's the number for {people[4][first]} {people[4][last]}? digits only"),
    ("OwnSmsLastMessageFrom", "what did {people[2][first]} say in their last text? word for word"),
    ("OwnFilesHasFileYes", "do I still have {first} in {folder}? yes or no"),
    ("OwnFilesLargestInFolder", "what's eating the most space in my {folder} folder? file name only"),
    ("OwnPhoneDidTheyCall", "did {people[1][first]} {people[1][last]} ring me today?"),
    ("OwnPhoneHowOftenCalled", "how many times has {people[2][first]} called me? just the number"),
    # Set 83 (2026-12-06, session 14, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, written
    # after set 81's pass and the merge of set 82, run once untouched).
    ("NotesMeetingAttendeeCount", "how many people came to Budget sync? it's in joplin, just give me a number"),
    ("TasksHighPriorityTasks", "whats urgent on my task list? high priority ones, titles"),
    ("SystemWifiTurnOn", "get me on wifi"),
    ("SystemBluetoothTurnOff", "bluetooth off for now thanks"),
    ("RecipeDeleteDuplicateRecipes", "i have the same recipe in broccoli more than once, keep one and delete the rest"),
    ("MarkorCreateNote", "jot this down in markor as {file_name}: {text}"),
    ("MarkorDeleteNewestNote", "the newest markor note can go"),
    ("SimpleCalendarDeleteOneEvent", "take Lunch with Sam at 9 on the 23rd of march off my calendar"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "set up a daily event {event_title} starting 18 march at 12:00, an hour and a half, repeating forever, "
        "description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "can you book {event_title} this friday 10am, one hour, and write {event_description} in the description",
    ),
    ("ExpenseAddSingle", "i paid ${dollars0} for an {rows[0][name]} - education, monthly. add it to pro expense"),
    (
        "MarkorCreateNoteAndSms",
        "make {file_name} in markor with the text {text} and then send the same text by sms to {number}",
    ),
    (
        "RetroSavePlaylist",
        "in retro music create {playlist_name} with these songs in order: {files}. after that export it to the "
        "downloads folder",
    ),
    ("AudioRecorderRecordAudioWithFileName", "record a voice note and save it under the name {file_name}"),
    ("SystemBrightnessMinVerify", "brightness down to the lowest"),
    ("RecipeAddMultipleRecipesFromMarkor2", "any recipe in recipes.txt that takes 10 mins, copy it into broccoli"),
    ("NotesIsTodo", "is {todo_title} marked as a todo in joplin? True or False"),
    (
        "ContactsNewContactDraft",
        "open a blank contact and type {first} as first name, {last} as last name, {phone} as a work phone. no saving",
    ),
    ("AudioRecorderRecordAudio", "i want to record a bit of audio and save it"),
    ("SystemWifiTurnOnVerify", "wifi should be on"),
    ("SimpleCalendarLocationOfEvent", "what's the location for {title}? just the place"),
    ("RecipeDeleteDuplicateRecipes3", "delete the doubled-up recipes in broccoli, one of each should stay"),
    (
        "ExpenseAddMultiple",
        "record these expenses: {rows[0][name]} 366.32 (clothes, work trip), {rows[1][name]} 400.09 (food, monthly) "
        "and {rows[2][name]} 229.67 (health care, discounted)",
    ),
    ("ExtraMarkorMoveNote", "move {file_name} into {folder}"),
    ("SystemBluetoothTurnOn", "please turn bluetooth on"),
    ("NotesTodoItemCount", "how many to-dos are in my Work folder in joplin? number only"),
    ("SimpleCalendarAnyEventsOnDate", "what's on the calendar on march 16? titles"),
    ("SportsTrackerActivitiesCountForWeek", "number of bike rides this week? monday is the first day"),
    ("SimpleSmsResend", "send my last message to {name} one more time"),
    ("SimpleSmsReplyMostRecent", "reply to whoever texted last: {message}"),
    ("RecipeDeleteDuplicateRecipes2", "get rid of repeated recipes, leave one copy each"),
    (
        "SimpleCalendarNextMeetingWithPerson",
        "when do i meet {person} next? format like March 20 2030 14:00",
    ),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "total minutes swimming this week? count from monday"),
    ("RetroCreatePlaylist", "make me a playlist {playlist_name} in retro music: {files}"),
    ("ClockTimerEntry", "put {hours} hour {minutes} minutes {seconds} seconds on a timer and don't press start"),
    ("ExtraClockAlarmSet", "set my alarm for half past nine tonight"),
    ("TasksIncompleteTasksOnDate", "which of my tasks for march 14 are still open? titles only"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off first, then bluetooth on"),
    ("ExtraContactsDeleteContact", "please delete Ravi Brennan from contacts"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "remove any recipe with eggs in the directions"),
    ("ClockStopWatchPausedVerify", "hold the stopwatch"),
    ("ExpenseDeleteSingle", "delete my Fuel expense"),
    ("CameraTakePhoto", "take a quick photo"),
    ("CameraTakeVideo", "record a video with the camera"),
    # Set 84 (helper wt-108, deletes, removals and edits as people ask for them, over the seen delete and edit
    # templates: "clear out", "get rid of", "trash", "wipe", "bin", "should say … not …", "it's actually …", loose
    # filters and things named by a feature; written before any change for it).
    ("MarkorDeleteNote", "trash {file_name}, I'm done with it"),
    ("MarkorDeleteNewestNote", "scrap the last note I made"),
    ("MarkorEditNote", "{file_name} needs one more line at the bottom: {footer}"),
    ("SimpleCalendarDeleteEvents", "wipe march 19 clean in my calendar, all of it"),
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "I don't want anything on my calendar this saturday anymore, bin it all",
    ),
    ("SimpleCalendarDeleteOneEvent", "clear the 9am event on march 23 off my calendar"),
    ("ExpenseDeleteSingle", "the ${dollars0} one in my expenses - delete it pls"),
    (
        "ExpenseDeleteMultiple2",
        "clear out {rows[0][name]}, {rows[1][name]} and {rows[2][name]} from my spending, dont need em",
    ),
    ("ExpenseDeleteDuplicates", "{target[name]} got entered twice in expenses, trash the copy"),
    ("RecipeDeleteSingleRecipe", "I don't want the {rows[0][title]} recipe anymore"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "anything with {ingredient} in the directions, bin those recipes"),
    ("RecipeDeleteDuplicateRecipes", "my recipes have duplicates, clear out the extras but keep one of each"),
    ("OwnCalendarDeleteOneOfDay", "{title} on the 18th is off, take it out but leave the rest of that day alone"),
    ("RecipeDeleteDuplicateRecipes3", "tidy up my recipe app, there are repeats - leave one copy of each"),
    ("FilesDeleteFile", "{file_name} in {subfolder} can go in the trash"),
    ("ExtraContactsDeleteContact", "wipe {first} {last} from my contacts"),
    ("ExtraMarkorMoveNote", "shove {file_name} into the {folder} folder"),
    ("OwnMarkorReplaceWord", "in {file_name} it should say {new} not {old}"),
    ("OwnFilesRenameFile", "fix the name of {name} in {folder}, it should be {new_name}"),
    ("OwnMarkorDeleteTwoNotes", "bin {a} and {b}, keep {keep}"),
    ("OwnRetroDeletePlaylist", "I don't want the {playlist} playlist anymore (retro music)"),
    ("OwnVlcRenamePlaylist", "swap the name of my {playlist} playlist in vlc to {new_name}"),
    ("OwnTracksDeleteActivity", "scrap tuesday's swim"),
    ("OwnExpenseEditAmount", "bakery was 67.50 not 27.50, fix it"),
    ("OwnCalendarRenameEvent", "{title} on the 26th should say {new_title} instead"),
    ("OwnCalendarMoveEventTime", "bump {title} on march 23 to 2pm"),
    ("OwnMarkorRewriteNote", "wipe what's in {file_name} and make it just say {new}"),
    ("OwnExpenseEditCategory", "{rows[2][name]} is in the wrong category, it's actually {category}"),
    ("OwnExpenseRenameByAmount", "the expense for 49.50, change its name to {new_name}"),
    ("OwnCalendarMoveEventOnDay", "the 9am one on march 23, push it to 4"),
    ("OwnCalendarChangeDuration", "{title} on the 17th is actually an hour and a half, not 45 min"),
    ("OwnCalendarRepeatEvent", "make {title} on the 21st a weekly thing"),
    ("OwnRecipeRenameByServings", "the recipe that makes 5, rename it {new_name}"),
    ("OwnRecipeEditServings", "bump the {rows[1][title]} to 12 servings"),
    ("OwnTracksDeleteDay", "clear out everything I tracked on march 11"),
    ("OwnFilesDeleteKind", "bin all the {ext} files in {folder}"),
    ("OwnRetroRemoveFromPlaylist", "kick {item} off the {playlist} playlist"),
    ("OwnVlcDeleteVideo", "trash {item} in vlc"),
    ("OwnTracksNamedRetype", "{tracks[7][name]} should say running not swimming"),
    ("OwnTracksSpanDeleteAllOfKind", "wipe all my runs"),
    ("OwnTracksSpanRetypeNewest", "my most recent activity's type is wrong, it's actually running"),
    ("OwnContactsChangeNumber", "{first} {last}'s number changed, it's {new_phone} now"),
    ("OwnTasksMarkDone", "email the landlord is done, tick it off"),
    ("OwnExpenseDeleteTwoNamed", "get rid of the {a} and {b} expenses"),
    # Set 85 (2026-12-06, session 14, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, written
    # after set 83's pass and the merge of set 84, run once untouched).
    ("SimpleCalendarDeleteEvents", "my march 19 got cancelled, clear every event that day"),
    ("SystemWifiTurnOffVerify", "wifi needs to be off"),
    ("ExpenseDeleteSingle", "remove the Fuel expense please"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "new event {event_title}, starts march 18 12pm, 90 minutes, repeats daily with no end, description: "
        "{event_description}",
    ),
    ("SimpleCalendarAnyEventsOnDate", "is there anything in my calendar on 16 march? event names only"),
    ("TasksHighPriorityTasksDueOnDate", "what high-priority tasks are due on the 22nd of march? titles"),
    (
        "RecipeAddSingleRecipe",
        "add a recipe to broccoli: {rows[0][title]}, {rows[0][description]}, {rows[0][servings]}, {rows[0][preparationTime]}, "
        "source {rows[0][source]}, ingredients {rows[0][ingredients]}, directions {rows[0][directions]}",
    ),
    ("PhoneReturnMissedCall", "ring back the last missed call"),
    ("RecipeDeleteDuplicateRecipes", "my broccoli app has duplicate recipes - delete them so each is there once"),
    ("SportsTrackerActivityDuration", "how long was the swim on march 13? minutes please"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "add up my swimming minutes for this week (from monday)"),
    ("RetroPlayingQueue", "put {files} in the retro music queue in that order"),
    ("PhoneMakeCall", "phone {number}"),
    ("FilesDeleteFile", "delete {file_name} - it's in the {subfolder} folder"),
    ("SystemBluetoothTurnOnVerify", "turn on bluetooth if it isn't already"),
    ("SimpleSmsReply", "reply {message} to {number}"),
    ("ExpenseDeleteDuplicates", "pro expense has duplicates, delete them and keep one of each"),
    ("ContactsNewContactDraft", "new contact {first} {last} {phone}, work label, don't save it yet"),
    ("MarkorCreateNote", "make a note in markor, name it {file_name} and write {text}"),
    ("SimpleCalendarDeleteOneEvent", "remove the Lunch with Sam event at 9am on march 23"),
    ("SimpleCalendarLocationOfEvent", "where am i going for {title}? location only"),
    ("ExpenseAddSingle", "add to pro expense: {rows[0][name]}, ${dollars0}, category education, note monthly"),
    ("NotesRecipeIngredientCount", "joplin: how much garlic is in the Shortbread recipe? amount and unit exactly"),
    ("SportsTrackerActivitiesCountForWeek", "how many cycling sessions this week, starting monday? a number"),
    ("RecipeDeleteDuplicateRecipes2", "there are copies of the same recipe in broccoli. delete all but one"),
    ("TasksHighPriorityTasks", "high priority tasks? titles only"),
    ("SaveCopyOfReceiptTaskEval", "in the gallery, copy {file_name} from DCIM into Download, same name"),
    ("SystemBluetoothTurnOn", "bluetooth on"),
    ("ExtraClockAlarmSet", "please set an alarm at 21:30"),
    ("AudioRecorderRecordAudio", "open audio recorder, record a clip and save it"),
    (
        "MarkorAddNoteHeader",
        'add "{header}" above everything in {original_name} with a blank line after it, and rename it to {new_name}',
    ),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "delete all my events on saturday"),
    ("RetroSavePlaylist", "playlist {playlist_name} in retro music with {files} in order, then export to Downloads"),
    ("MarkorEditNote", "at the end of {file_name} add {footer}"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "{event_title} on friday 10 am, 60 min, description {event_description} - add to my calendar please",
    ),
    ("MarkorCreateNoteAndSms", "create {file_name} in markor containing {text} then sms the note's text to {number}"),
    ("NotesMeetingAttendeeCount", "Budget sync meeting in joplin - how many attendees? number only"),
    ("PhoneCallTextSender", "someone just texted me, call that number"),
    ("ClockTimerEntry", "make a {hours} hr {minutes} min {seconds} sec timer but don't start it"),
    (
        "MarkorMergeNotes",
        "merge {file1_name}, {file2_name}, {file3_name} in that order into {new_file_name} with a new line between each",
    ),
    ("SimpleCalendarFirstEventAfterStartTime", "first thing on my calendar after 8 this friday? title only"),
    ("TasksIncompleteTasksOnDate", "what do i still need to do for march 14? task titles"),
    ("CameraTakeVideo", "shoot a video"),
    ("SimpleSmsResend", "resend my last text to {name}"),
    # Set 86 (helper wt-107, details pasted or forwarded from somewhere else over the seen templates that create or edit
    # something: key: value pairs, an invitation's text, a signature block, a receipt line, a recipe card, bullets,
    # pipes, parentheses and semicolons, a quoted message to send on, each with a short request; written before any
    # change for it, run once untouched).
    ("SimpleSmsReply", 'To: {number} | Msg: "{message}" -- reply with that pls'),
    ("SimpleSmsReplyMostRecent", '"{message}" <- send that back to whoever texted me last'),
    ("MarkorCreateNote", "Filename: {file_name} / Body: {text} — make this a note"),
    ("MarkorEditNote", "File: {file_name}; add at the very bottom: {footer}"),
    (
        "MarkorAddNoteHeader",
        'Note: {original_name} | New first line: "{header}" (blank line after it) | Rename to: {new_name} -- pls do',
    ),
    (
        "MarkorMergeNotes",
        "Merge, in this order: 1) {file1_name} 2) {file2_name} 3) {file3_name} -> {new_file_name} (empty line between "
        "each) -- combine them",
    ),
    ("MarkorCreateNoteAndSms", "Note name: {file_name} | Text: {text} | Then text the whole thing to: {number}"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "Title: {event_title} / When: two weeks from today, 3pm / Length: 30 min / Description: {event_description} -- "
        "add to calendar",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "You're invited: {event_title} this {day_of_week} at 10:00 AM (60 min). Details: {event_description}. pls put "
        "in my cal",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "• {event_title} • tomorrow 8:00 am • 1 hr • desc: {event_description} -- add this event",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "{event_title} | starts Mon Mar 18 2030, 12:00 | 90 min | repeats daily, no end date | description: "
        "{event_description} -- set it up in my calendar",
    ),
    ("ContactsAddContact", "-- {name} | m: {number} — save her as a contact"),
    (
        "ContactsNewContactDraft",
        "First: {first}; Last: {last}; Phone: {phone} (work) — type it into a new contact but don't save it",
    ),
    ("ClockTimerEntry", "Timer: {hours}h {minutes}m {seconds}s (don't start it) -- set it up"),
    (
        "ExpenseAddSingle",
        "{rows[0][name]} ...... ${dollars0} | {rows[0][category]} | note: {rows[0][note]} -- log this expense",
    ),
    (
        "ExpenseAddMultiple",
        "Winter boots | $366.32 | Clothes | Work trip; Groceries | $400.09 | Food | Monthly; Pharmacy | $229.67 | "
        "Health Care | Discounted — add these expenses",
    ),
    (
        "RecipeAddSingleRecipe",
        "Veggie stir fry — Colourful and quick — serves 2 — 20 mins — source: magazine — ingredients: peppers, "
        "soy sauce, garlic — directions: Stir fry the peppers with garlic and soy sauce. — save this recipe",
    ),
    ("AudioRecorderRecordAudioWithFileName", "File name: {file_name} — record a clip and save it under that"),
    (
        "RetroCreatePlaylist",
        "Playlist: {playlist_name} • Tracks: 1. Low Tide 2. Paper Planes -- make it in retro music",
    ),
    ("RetroPlayingQueue", "Up next (in order): Wild Horses / First Light / Silver Lining -- queue these"),
    (
        "RetroSavePlaylist",
        '"{playlist_name}" tracklist: Ocean Eyes; Silver Lining; Paper Planes; Static Love -- make the playlist and '
        "export it to Downloads",
    ),
    ("ExtraClockAlarmSet", "Alarm: 9:30 PM -- set it"),
    (
        "OwnMarkorCreateNoteInFolder",
        "Folder: Work | File: reading_29.md | Text: Renew the library card online. -- new markor note",
    ),
    ("OwnExpenseEditAmount", "Bakery (Food): was $27.50, should be $67.50 -- fix the expense"),
    (
        "OwnCalendarMoveEventTime",
        "Parent-teacher meeting, Sat Mar 23 -- time changed: 9am -> 2pm. pls update my calendar",
    ),
    ("OwnMarkorCreateNoteTitleBody", "Title: Gift ideas / Body: A scarf for Omar and a book for Lena. -- new note"),
    (
        "OwnMarkorCreateNotes",
        "• Reading list: Dune, Middlemarch and The Overstory. • Gift ideas: A scarf for Omar and a book for Lena. -- "
        "make these two notes",
    ),
    (
        "OwnExpenseAddSeveral",
        "Birthday dinner $41.25 (Food); Theatre show $43.75 (Entertainment); Guitar course $26.50 (Education) -- log "
        "all three",
    ),
    ("OwnExpenseAddWithNote", 'Birthday dinner — $1,922.50 — Food — "Paid by card" — log it, note included'),
    (
        "OwnCalendarCreateFullEvent",
        "What: Tennis with Kofi | When: Apr 3 2030, 1:30 PM | Duration: 1h30 | Repeat: monthly | Description: Wear old "
        "clothes — add to calendar",
    ),
    (
        "OwnRecipeAddFull",
        "Banana bread (Moist and simple) — serves 6 — prep 20 mins — from grandma — ingredients: bananas, flour, "
        "butter — directions: Mash, mix and bake for an hour. — add this recipe",
    ),
    ("OwnContactsAddWithLabel", "Lena Tanaka, home: (845) 555-5571 -- save her"),
    (
        "OwnContactsAddSeveral",
        "Lena Haddad - work +17735552755 / Priya Lindqvist - home +16555554948 -- add both as contacts",
    ),
    (
        "OwnMarkorRewriteNote",
        'errands_45.md should now just read: "Email Priya the slides and the budget." -- replace what\'s there',
    ),
    ("OwnExpenseEditCategory", "Flowers | $76.50 | Social -> Donation -- change the category"),
    (
        "OwnCalendarChangeDuration",
        "Piano lesson (Sun Mar 17, 11:00): 45 min -> 90 min, same start -- update it",
    ),
    (
        "OwnTasksCreateWithDueAndNotes",
        "Task: Return library books; Due: Mar 18; Notes: Three books, due at the front desk — add it",
    ),
    ("OwnCalendarSetLocation", "Car service — Location: Main street garage — add the location to that event"),
    ("OwnContactsAddEmail", "Maya Suzuki <maya.suzuki@post.net> -- add the email to her contact"),
    (
        "OwnExpenseAddSeveralWithNotes",
        'Birthday dinner, $77.25, Food, "Split with Omar" • Bus tickets, $21.00, Transportation, "Monthly pass" • '
        'Theatre show, $77.25, Entertainment, "Two seats" -- add these expenses',
    ),
    (
        "OwnMarkorReplaceLine",
        'week_63.md: "Dentist on Tuesday" -> "Dentist moved to Friday at noon" -- swap that line',
    ),
    (
        "OwnRecipeEditDirections",
        "Chili -- Directions: Brown the onions, add everything else and simmer for an hour. -- replace the directions "
        "with this",
    ),
    (
        "OwnCalendarEditTimeAndPlace",
        "Yoga class — New time: 3pm (same day) — Where: City library — update the event",
    ),
    ("OwnMarkorAppendLine", "- Coffee filters <- add to the bottom of camping_17.md"),
    # Set 87 (2026-12-06, session 14, everyday wordings over 44 jobs drawn at random from both kinds, written after the
    # merge of set 86, run once untouched).
    ("PhoneReturnMissedCall", "i missed a call just now, ring them back"),
    ("OwnPhoneLastMissedCaller", "whose call did i miss last? name only"),
    ("OwnVlcAppendSongs", "tack Harbor Lights and then Sunday Drive onto the end of the Road Trip playlist in vlc"),
    ("AudioRecorderRecordAudioWithFileName", "new audio recording, save as {file_name}"),
    ("OwnMarkorNotesMentioning", "which markor notes talk about Friday? file names, comma separated"),
    ("OwnTracksNamedRetype", "Canal tour was actually a run, change its type in opentracks"),
    ("OwnVlcDeleteSong", "remove Copper Sky from vlc"),
    ("OwnTracksNamedCountYesterday", "how many activities did i log yesterday?"),
    ("NotesRecipeIngredientCount", "garlic for the Shortbread recipe in joplin - how much? as written"),
    ("OwnTracksSpanTotalThisWeek", "how many km have i cycled since monday?"),
    ("MarkorEditNote", "add {footer} as a new line at the bottom of {file_name}"),
    ("OwnContactPhoneNumber", "what's Greta Moreau's number?"),
    (
        "OwnMarkorRenameAndRewrite",
        'rename draft_14.md to garden_todo.md and replace its text with "Prune the roses and turn the compost."',
    ),
    ("RecipeAddMultipleRecipesFromMarkor2", "copy every 10-minute recipe from recipes.txt into broccoli"),
    ("OwnPhoneCallNumberInWords", "call eight three four five five five nine nine three eight"),
    ("OwnPhoneGoingHold", "hold this call"),
    ("ContactsNewContactDraft", "add {first} {last} {phone} (work) as a contact but stop before saving"),
    (
        "OwnRecipeAddFull",
        "save a Banana bread recipe: Moist and simple, 6 servings, 20 mins prep, source grandma, ingredients bananas, "
        "flour, butter, directions Mash, mix and bake for an hour.",
    ),
    ("OwnVlcLongestVideo", "what's my longest video in vlc? title"),
    ("OwnCalendarMoveEventTime", "Parent-teacher meeting on march 23 should be at 2pm instead"),
    ("OwnVlcSongsByArtist", "what have i got by Nora Vale in vlc? song titles"),
    ("ExpenseDeleteSingle", "delete the expense called Fuel"),
    ("OwnTracksRecordNamed", "record a track in opentracks and call it Hill repeats"),
    ("SystemBluetoothTurnOn", "enable bluetooth"),
    ("OwnMarkorWhatNoteSays", "read me ideas_71.txt from markor, just its text"),
    ("OwnMarkorMoveNoteBetweenFolders", "move errands_34.md out of Work and into Archive"),
    ("OwnMarkorNoteFromSms", "Ines Tanaka's last text - save it as a markor note called saved_message.md"),
    ("OwnCalendarEditTimeAndPlace", "Yoga class is now at 3pm same day, at City library - update it"),
    ("OwnTracksNamedLastOfKind", "when was my last walk? date only"),
    ("OwnFilesMoveAllOfKind", "move every mp3 in Download over to Documents"),
    (
        "OwnMarkorRewriteNote",
        'errands_45.md should just say "Email Priya the slides and the budget." - replace the text',
    ),
    ("OwnTracksUnitsMetersOfTrack", "about how many metres was River path?"),
    (
        "OwnExpenseAddSeveral",
        "three expenses for pro expense: Birthday dinner 41.25 food, Theatre show 43.75 entertainment, Guitar course "
        "26.50 education",
    ),
    ("OwnPhoneCallThenHold", "ring Felix Suzuki and put him on hold"),
    ("OwnVlcWhichPlaylist", "Glass Houses - which vlc playlist is it in?"),
    ("OwnVlcIsOnPlaylist", "is dog_park.mp4 on the Party playlist? yes or no"),
    ("OwnTracksFarthestOfKind", "my longest bike ride ever, in km? just the number"),
    ("SystemBrightnessMaxVerify", "as bright as possible please"),
    ("OwnTracksCountInMonth", "how many activities in february?"),
    ("CameraTakePhoto", "take a picture"),
    ("OwnRetroAppendSongs", "add Northern Sky then First Light to the end of my Chill playlist in retro music"),
    ("OwnTracksNamedSpeedOfTrack", "avg speed on Canal tour, km/h?"),
    (
        "MarkorAddNoteHeader",
        '{original_name}: put "{header}" first with an empty line under it, then rename to {new_name}',
    ),
    (
        "OwnVlcPlaylistOneALine",
        "new vlc playlist Dinner party - skate_trick.mp4, wedding_speech.mp4, lecture_04.mkv in that order",
    ),
    # Set 88 (2026-12-06, session 14, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, written
    # after set 87's pass, run once untouched).
    ("RecipeDeleteDuplicateRecipes3", "dupes in my recipe app - delete them, one of each stays"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "every day at 12 from march 18: {event_title}, 90 minutes, description {event_description}, never ending",
    ),
    ("ExpenseDeleteMultiple2", "delete Farmers market, Train ticket and Winter boots from my expenses"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tomorrow 8am i've got {event_title} for an hour, add it to the calendar with description {event_description}",
    ),
    ("SimpleSmsReplyMostRecent", "text back the most recent person: {message}"),
    ("SportsTrackerActivitiesCountForWeek", "cycling activities this week (from monday) - how many?"),
    ("PhoneReturnMissedCall", "call back whoever i just missed"),
    ("ExpenseDeleteDuplicates", "there are duplicate expenses, remove the extra ones"),
    ("TasksHighPriorityTasksDueOnDate", "due on march 22 and high priority - which tasks? titles"),
    ("SystemBluetoothTurnOffVerify", "turn bluetooth off please"),
    ("SimpleCalendarAnyEventsOnDate", "any events on march 16? if so, titles"),
    ("SystemBluetoothTurnOnVerify", "bluetooth should be on"),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "how long have i swum in total this week, in minutes? week starts monday",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "schedule {event_title} for friday at 10:00 lasting 1 hour with the description {event_description}",
    ),
    ("SaveCopyOfReceiptTaskEval", "make a copy of {file_name} from DCIM in the Download folder using the gallery"),
    ("AudioRecorderRecordAudioWithFileName", "use audio recorder to record something and save it named {file_name}"),
    ("TurnOffWifiAndTurnOnBluetooth", "disable wifi and then enable bluetooth"),
    ("ExtraClockAlarmSet", "alarm for 9.30pm please"),
    ("SimpleCalendarDeleteOneEvent", "get rid of my 9am Lunch with Sam on 23 march"),
    (
        "MarkorAddNoteHeader",
        'put the line "{header}" at the start of {original_name}, blank line after, and call the note {new_name}',
    ),
    ("SystemBrightnessMinVerify", "put the brightness on minimum"),
    ("MarkorCreateNoteAndSms", "note {file_name} in markor: {text} - then text all of it to {number}"),
    ("MarkorEditNote", "{file_name} needs one more line at the end: {footer}"),
    ("SimpleCalendarNextMeetingWithPerson", "next meeting with {person}? month day year and 24h time"),
    ("NotesMeetingAttendeeCount", "in joplin, Budget sync meeting - how many were there?"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "add {event_title} in two weeks at 3 pm, half an hour, with description {event_description}",
    ),
    ("SimpleSmsSendReceivedAddress", "forward the address {name2} sent me to {name1}"),
    (
        "MarkorMergeNotes",
        "put {file1_name}, {file2_name} and {file3_name} together in a new note {new_file_name}, in order, one empty line "
        "between",
    ),
    ("PhoneMakeCall", "please call {number}"),
    ("SportsTrackerActivityDuration", "the swimming on march 13, how many minutes?"),
    ("SystemWifiTurnOnVerify", "switch the wifi on if it's off"),
    ("SystemBluetoothTurnOn", "can i get bluetooth on"),
    ("SystemWifiTurnOn", "connect wifi"),
    ("SimpleSmsReply", "send {number} a reply: {message}"),
    ("ExtraMarkorMoveNote", "{file_name} belongs in the {folder} folder, move it"),
    ("ExpenseDeleteSingle", "Fuel shouldn't be in my expenses, remove it"),
    ("SimpleCalendarEventsInTimeRange", "this monday between 10 and 8pm, which events? titles"),
    ("FilesDeleteFile", "get rid of {file_name} from {subfolder}"),
    ("TasksIncompleteTasksOnDate", "open tasks for march 14? titles please"),
    ("RetroSavePlaylist", "retro music: make {playlist_name} ({files}, in order) and export it to downloads"),
    ("SimpleCalendarEventsInNextWeek", "what's on my calendar next week? titles only"),
    ("ExtraContactsDeleteContact", "Ravi Brennan can be deleted from my contacts"),
    ("SimpleCalendarFirstEventAfterStartTime", "after 8am on friday, what's first? event title"),
    ("ClockStopWatchRunning", "start the stop watch"),
    # Set 89 (helper wt-109, requests typed on a phone keyboard that autocorrect has changed, over the benchmark's own
    # seen jobs: real words swapped in for the meant ones, "blue tooth", "turn of", dropped apostrophes, no space after
    # commas, a capital at every word, doubled words; written before any change for it, run once untouched: 22 of 44, 5 false done).
    ("SimpleSmsReply", "replay to {number} with {message}"),
    ("SimpleSmsReplyMostRecent", 'reply to the most recent test with "{message}"'),
    ("SimpleSmsResend", "resend the massage i just sent to {name},im not sure it went through"),
    ("SimpleSmsSendReceivedAddress", "Text {name1} The Address {name2} Just Sent Me"),
    ("MarkorCreateNote", "create a new not in marker called {file_name} with the text {text}"),
    ("MarkorDeleteNote", "delete the not called {file_name}"),
    ("MarkorEditNote", 'add "{footer}" at the and of {file_name}'),
    (
        "MarkorAddNoteHeader",
        'rename {original_name} to {new_name} and put "{header}" at the top with a black line after it',
    ),
    (
        "MarkorMergeNotes",
        "merge {file1_name},{file2_name} and {file3_name} in that order into a new note {new_file_name},blank line "
        "between each",
    ),
    ("MarkorCreateNoteAndSms", 'make a note {file_name} in marker saying "{text}" and than text it to {number}'),
    ("ExtraMarkorMoveNote", "move {file_name} into the {folder} folder in marker"),
    ("SystemWifiTurnOffVerify", "turn of wifi"),
    ("SystemWifiTurnOnVerify", "make sure wifi is one"),
    ("SystemBluetoothTurnOn", "turn on Blue tooth"),
    ("SystemBrightnessMaxVerify", "turn the brightens all the way up"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn of the wi-fi and than turn on blue tooth"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "add {event_title} to my calender two weeks from today at 3pm for {duration_mins} minutes,description "
        "{event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "put {event_title} on this {day_of_week} at 10 am for {duration_mins} minuets, description {event_description}",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "add {event_title} to the calendar starting march 18 2030 at noon,repeating every day for ever,{duration_mins} "
        "minutes long,description {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "delete all the evens on march 19 2030"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "Clear Everything Off My Calender This Saturday"),
    ("SimpleCalendarDeleteOneEvent", "delete the the Lunch with Sam event at 9 am on march 23"),
    ("SimpleCalendarAnyEventsOnDate", "do i have anything on march 16? just the tittles"),
    ("SimpleCalendarLocationOfEvent", "were is my {title}? just the location"),
    ("SimpleCalendarEventsInNextWeek", "what do i have on next weak, monday to sunday? titles only"),
    ("SimpleCalendarFirstEventAfterStartTime", "whats my fist event after 8:00 this friday? just the title"),
    ("ContactsAddContact", "add a contract for {name}, number {number}"),
    (
        "ContactsNewContactDraft",
        "fill in a new contact {first} {last} phone {phone} label {phone_label} but dont hit save",
    ),
    ("ClockTimerEntry", "set a time for {hours} hour {minutes} minutes {seconds} seconds but dont start it"),
    ("ClockStopWatchRunning", "start the stop watch"),
    ("ClockStopWatchPausedVerify", "paws the stopwatch"),
    ("ExtraClockAlarmSet", "Set An Alarm For 9:30 Pm"),
    (
        "ExpenseAddSingle",
        "add an expanse: {rows[0][name]} ${dollars0}, category {rows[0][category]}, note {rows[0][note]}",
    ),
    ("ExpenseDeleteMultiple2", "remove the expenses {rows[0][name]},{rows[1][name]} and {rows[2][name]}"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "delete all the recipes that use {ingredient} in there directions"),
    ("RecipeDeleteDuplicateRecipes", "delete the duplicate recipe's in broccoli,keep one of each"),
    ("AudioRecorderRecordAudio", "recored some audio and save it"),
    ("AudioRecorderRecordAudioWithFileName", "record a audio clip and safe it as {file_name}"),
    ("SaveCopyOfReceiptTaskEval", "in the galley copy {file_name} from DCIM to Download with the same name"),
    ("TasksHighPriorityTasksDueOnDate", "which high priority tasks are do on march 22? titles"),
    ("NotesMeetingAttendeeCount", "how many people where at the {title} meeting in joplin? just the number"),
    ("SportsTrackerActivitiesCountForWeek", "how many times did i go {category} this weak? just the number"),
    ("ExtraContactsDeleteContact", "delete {first} {last}s contact"),
    ("RetroPlayingQueue", "add {files} to my playing cue in that order"),
    # Set 90 (2026-12-06, session 14, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, some
    # with a sentence of context first, written after set 88's pass and the merge of set 89, run once untouched).
    ("SimpleCalendarDeleteEventsOnRelativeDay", "i'm off this saturday so delete everything on my calendar that day"),
    ("SystemWifiTurnOn", "my wifi's off, can you turn it back on"),
    ("TasksIncompleteTasksOnDate", "what's still on my to-do list for march 14? just the titles"),
    ("PhoneMakeCall", "i need to call {number}"),
    ("ExpenseAddSingle", "log {rows[0][name]} in pro expense - {dollars0}, education, note monthly"),
    ("RecipeAddMultipleRecipesFromMarkor2", "recipes.txt has some 10 minute recipes, add those to broccoli"),
    ("OpenAppTaskEval", "launch the files app and accept any permission popups"),
    ("PhoneReturnMissedCall", "i just missed a call, can you call back"),
    ("SimpleCalendarEventsInTimeRange", "monday 10am-8pm, any events? titles"),
    (
        "NotesRecipeIngredientCount",
        "checking the Shortbread recipe in joplin - how much garlic does it need? exact amount",
    ),
    ("ContactsAddContact", "please save {name} as a contact, {number}"),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "i'm out of eggs for good - delete the recipes that use eggs in the directions",
    ),
    (
        "MarkorMergeNotes",
        "make {new_file_name} in markor out of {file1_name}, {file2_name} and {file3_name}, in order, blank lines between",
    ),
    ("SystemBrightnessMaxVerify", "i can't see the screen outside, brightness to max"),
    ("MarkorDeleteNote", "delete {file_name} from markor please"),
    ("RecipeDeleteDuplicateRecipes", "recipes got duplicated in broccoli, clean that up and keep one of each"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "put {event_title} on my calendar for tomorrow, 8 to 9 am, description {event_description}",
    ),
    ("SimpleCalendarNextMeetingWithPerson", "when's my next meeting with {person}? like March 20 2030 14:30"),
    ("AudioRecorderRecordAudio", "record some audio and save the file"),
    ("MarkorDeleteNewestNote", "get rid of whichever markor note is newest"),
    (
        "MarkorAddNoteHeader",
        'i want {original_name} to start with "{header}" then a blank line, and rename it {new_name}',
    ),
    ("SportsTrackerActivityDuration", "how many minutes was my swim on 13 march?"),
    ("RecipeDeleteDuplicateRecipes2", "delete any recipe that appears twice, keeping one"),
    ("RetroCreatePlaylist", "i want a {playlist_name} playlist in retro music with {files}"),
    ("ExtraContactsDeleteContact", "i don't talk to Ravi Brennan anymore, delete the contact"),
    ("SimpleSmsSendReceivedAddress", "{name2} sent me an address, pass it on to {name1} by text"),
    ("ExpenseDeleteDuplicates", "i think i entered some expenses twice - remove duplicates, keep one each"),
    ("MarkorCreateNote", "create a note {file_name} in markor saying {text}"),
    ("SimpleSmsReplyMostRecent", "answer my most recent text with: {message}"),
    ("MarkorEditNote", "append {footer} to the end of {file_name}"),
    ("SimpleCalendarFirstEventAfterStartTime", "what's my first event this friday after 8 in the morning? title only"),
    ("NotesTodoItemCount", "how many to-dos in the Work folder in joplin? just a number"),
    ("SystemWifiTurnOffVerify", "i'm on mobile data anyway, switch wifi off"),
    ("SaveCopyOfReceiptTaskEval", "duplicate {file_name} from DCIM to Download with the same name, in simple gallery"),
    ("TasksHighPriorityTasksDueOnDate", "which high priority tasks do i have due march 22? titles only"),
    ("ExpenseDeleteMultiple2", "remove these expenses: Farmers market, Train ticket, Winter boots"),
    ("SimpleCalendarDeleteOneEvent", "Lunch with Sam on march 23 at 9am is off, delete it"),
    ("TasksCompletedTasksForDate", "what did i complete for march 18 in tasks? titles"),
    ("SimpleSmsReply", "text {number} back: {message}"),
    (
        "ExpenseAddMultiple",
        "add to expenses: {rows[0][name]} $366.32 clothes note work trip, {rows[1][name]} $400.09 food note monthly, "
        "{rows[2][name]} $229.67 health care note discounted",
    ),
    ("NotesIsTodo", "quick check in joplin: is {todo_title} a todo? True/False"),
    ("SystemBluetoothTurnOnVerify", "i'm connecting my headphones, make sure bluetooth is on"),
    ("MarkorCreateNoteAndSms", "in markor write {file_name} with {text} and sms the full text to {number}"),
    ("RecipeDeleteDuplicateRecipes3", "broccoli has doubles of a recipe, delete the extras"),
    # Set 91 (helper wt-112, everyday questions and edits over the apps where the agent is weakest: OpenTracks counts,
    # totals, longest and averages by kind and by day, week or month, the name or date of an activity; Phone calls,
    # call-backs, redials and the call log; Files, VLC, Broccoli and Calendar questions; mixed registers, with and
    # without the app named, answer formats said loosely or not at all; written before any change for it, run once
    # untouched).
    ("SportsTrackerActivitiesOnDate", "what exercise did i do on march 11th?"),
    ("SportsTrackerActivitiesCountForWeek", "how many times have I been out on the bike this week"),
    ("SportsTrackerActivityDuration", "how long did I swim for on march 13th"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "how much time have i spent swimming so far this week?"),
    ("OwnTracksActivityDistance", "how far did I swim on the 5th of March"),
    ("OwnTracksWeekDistance", "how far have I gone in total this week, all my tracks together?"),
    ("OwnTracksFarthestOfKind", "what's the longest ride I've ever done?"),
    ("OwnTracksAverageDistance", "what's my average run, distance-wise?"),
    ("OwnTracksCountInMonth", "how many workouts did I log in february"),
    ("OwnTracksDateOfFarthest", "which day was my furthest walk on?"),
    ("OwnTracksNamedNameOfLongest", "my swim that took the longest - what's it called?"),
    ("OwnTracksNamedDistanceLastWeek", "how far did I walk last week?"),
    ("OwnTracksNamedHoursOfKindInFebruary", "how many hours was I in the water in february? swimming I mean"),
    ("OwnTracksNamedLastOfKind", "when did I last go for a walk"),
    ("OwnTracksSpanKmOfKindInMonth", "how far did I cycle back in november? in opentracks"),
    ("OwnTracksSpanDateOfFirst", "when did I go swimming for the first time? check my tracker"),
    ("OwnTracksSpanDistanceOfNewest", "how long was my latest walk in km"),
    ("PhoneReturnMissedCall", "just missed a call, get them back on the line"),
    ("PhoneCallTextSender", "ring back the number that just texted"),
    ("OwnPhoneWhoCalledLast", "who was the last one to ring me?"),
    ("OwnPhoneRedial", "call that last number again"),
    ("OwnPhoneCallNumberInLatestText", "there's a number in the last text I got, give it a ring"),
    ("OwnPhoneMissedCount", "how many calls have I missed"),
    ("OwnPhoneLastCallerNumber", "which number was it that called me last?"),
    ("OwnPhoneHowOftenCalled", "how many times has {people[2][first]} called me"),
    ("OwnPhoneCallBackLastCaller", "phone back whoever called me last"),
    ("OwnPhoneDidTheyCall", "has {people[1][first]} called today?"),
    ("FilesDeleteFile", "there's a {file_name} in {subfolder} I don't need, delete it"),
    ("OwnFilesCountInFolder", "how many files have I got in downloads?"),
    ("OwnFilesLargestInFolder", "what's the biggest thing in my {folder}?"),
    ("OwnFilesHasFileYes", "is {first} still in my downloads?"),
    ("OwnFilesNewestInFolder", "what's the latest file in my {folder} folder"),
    ("OwnVlcCountVideos", "how many videos have I got in vlc"),
    ("OwnVlcLongestVideo", "what's my longest video?"),
    ("OwnVlcPlaylistItems", "what's on the {playlist} playlist in vlc"),
    ("OwnVlcItemLength", "how long is {video}?"),
    ("OwnVlcFolderVideos", "which videos are in vlc under {folder}"),
    ("OwnRecipesWithIngredient", "what recipes have {ingredient}"),
    ("OwnRecipeServings", "how many people does the {target} recipe feed"),
    ("OwnRecipePrepTime", "how long does the {target} take to make?"),
    ("OwnRecipeEditServings", "the {rows[1][title]} recipe should serve {new_n} now, can you change that in broccoli"),
    ("SimpleCalendarAnyEventsOnDate", "what have I got on march 16?"),
    ("SimpleCalendarNextMeetingWithPerson", "when am I next seeing {person}?"),
    ("OwnCalendarCountOnDay", "how many things are in my calendar for march 17?"),
    # Set 92 (helper wt-110, dates and times said the many ways people write them: "Sat the 16th", "Mar. 23rd",
    # "a fortnight from today", "this coming Saturday", "a week tomorrow", "half nine", "1500 hrs", "15h", "21.30",
    # "3 in the afternoon", "midday", "1h30", "an hour and a half", "1:38:49"; the device's today is Thu 2030-03-14).
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "{event_title} a fortnight from today at 1500 hrs, 30 mins, description: {event_description} -- put it in "
        "my calendar",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "put {event_title} in my calendar on Thu the 28th at 3 in the afternoon, half an hour, description "
        "{event_description}",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "calendar: {event_title} this coming Fri at 10 in the morning for an hour, description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "{event_title} tmrw 8 a.m. sharp, 1 hr, description: {event_description} -- add it to my calendar",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "add {event_title} to my calendar on Fri 15 Mar at 0800 for sixty minutes, description {event_description}",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "set up {event_title} every day from Mon the 18th at midday, an hour and a half each, no end date, "
        "description {event_description}",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "daily {event_title} starting next Monday at 12 noon, 1h30 each time, forever, description: "
        "{event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "clear everything off my calendar for Tue the 19th"),
    ("SimpleCalendarDeleteEvents", "delete all my calendar events on 19 Mar"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "cancel everything in my calendar this coming Saturday"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "the day after tomorrow -- delete all my calendar events for it"),
    ("SimpleCalendarDeleteOneEvent", "delete {targets[0][0]} on Sat the 23rd at 9 in the morning from my calendar"),
    ("SimpleCalendarDeleteOneEvent", "remove the 0900 {targets[0][0]} on Mar. 23rd from my calendar"),
    (
        "SimpleCalendarAnyEventsOnDate",
        "anything on my calendar the day after tomorrow? just the titles, comma separated",
    ),
    ("SimpleCalendarAnyEventsOnDate", "what've I got on Sat the 16th? calendar titles only"),
    ("SimpleCalendarFirstEventAfterStartTime", "what's my first thing after 8 in the morning tomorrow? title only"),
    ("SimpleCalendarFirstEventAfterStartTime", "first calendar event after 0800 on Fri 15 Mar? title"),
    (
        "SimpleCalendarEventsInTimeRange",
        "anything in my calendar next Mon between 10 in the morning and 8 in the evening? titles only",
    ),
    ("SimpleCalendarEventsInTimeRange", "am I booked on Mon the 18th from 10am till 20h? titles"),
    ("ClockTimerEntry", "timer for 1:38:49, don't start it"),
    ("ClockTimerEntry", "set a timer of an hour, 38 mins and 49 secs but don't hit start"),
    ("ExtraClockAlarmSet", "alarm for half nine tonight"),
    ("ExtraClockAlarmSet", "set an alarm at 21.30"),
    ("ExtraClockAlarmSet", "wake me at half past nine in the evening"),
    ("TasksHighPriorityTasksDueOnDate", "which high-priority tasks are due a week tomorrow? titles"),
    ("TasksCompletedTasksForDate", "what tasks did I finish for Mon the 18th? titles only"),
    ("TasksIncompleteTasksOnDate", "what's still not done that's due today in my tasks? titles"),
    ("SportsTrackerActivitiesOnDate", "what activities did I log on Mon the 11th? types only"),
    ("SportsTrackerActivityDuration", "how long did I swim for yesterday? in minutes"),
    ("SportsTrackerActivitiesCountForWeek", "how many {category} activities have I done since Monday? just a number"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "total {category} minutes from Monday to today?"),
    ("OwnCalendarMoveEventTime", "{title} on Sat the 23rd -- move it to 2 in the afternoon"),
    ("OwnCalendarMoveEventTime", "push the {title} on 23 Mar to 1400 hrs"),
    (
        "OwnCalendarCreateFullEvent",
        "{title} on Wed 3 Apr at 13.30, lasting 90 mins, monthly, description {description} -- add it to my calendar",
    ),
    ("OwnCalendarChangeDuration", "{title} on Sun the 17th should run an hour and a half, same start time"),
    ("OwnCalendarMoveEventOnDay", "whatever's on Sat the 23rd in my calendar, move it to 4 in the afternoon"),
    ("OwnCalendarBusyAtHour", "anything starting at 9 in the evening on Wed the 27th? yes or no"),
    ("OwnCalendarEventStartTime", "what time's {on_day[0][0]} on Tue the 26th? HH:MM"),
    ("OwnCalendarCountOnDay", "how many events have I got this coming Sunday?"),
    ("OwnCalendarEventsInRange", "what's in my calendar from Mon the 18th to Wed the 20th? names only"),
    ("OwnCalendarMoveEventDay", "move {title} from Mon the 25th to Tue the 19th, same time"),
    ("OwnCalendarDeleteOneOfDay", "delete {title} on Mon the 18th, leave the rest of that day alone"),
    ("OwnTasksCreateWithDueAndNotes", "new task {title}, due next Monday, notes: {notes}"),
    ("OwnTracksDeleteDay", "delete every track I recorded on Mon the 11th"),
    # Set 93 (helper wt-111, values said in the many formats people write them, over the seen templates that carry
    # values: money as "USD 436.78", "436.78$", "436 dollars 78 cents" or in words; US phone numbers as
    # "(970) 555-1889", "970.555.1889", "+1 970 555 1889"; a name in lower case where the check ignores case; file
    # names said aloud or without an unambiguous extension; counts and servings in words; durations as "01:38:49",
    # "1 hr 38 min 49 sec" or in minutes; a percentage; names in 'single', “curly” and «guillemet» quotes; written
    # before any change for it, run once untouched).
    ("ExpenseAddSingle", "add an expense: {rows[0][name]}, USD {dollars0}, {rows[0][category]}, note {rows[0][note]}"),
    (
        "ExpenseAddSingle",
        "log {rows[0][name]} for 436 dollars 78 cents under {rows[0][category]}, with the note {rows[0][note]}",
    ),
    (
        "ExpenseAddMultiple",
        "expenses to add: Winter boots 366.32$ (Clothes, note Work trip), Groceries 400.09$ (Food, note Monthly), "
        "Pharmacy 229.67$ (Health Care, note Discounted)",
    ),
    ("OwnExpenseEditAmount", "the Bakery expense is wrong, it should be 67 dollars and 50 cents"),
    ("OwnExpenseEditAmount", "change Bakery's amount to sixty-seven dollars fifty in my expenses"),
    ("OwnExpenseRenameByAmount", "rename the USD 49.50 expense to Lunch with Ines, leave everything else as is"),
    (
        "OwnExpenseAddSeveral",
        "add these to my expenses: Birthday dinner - 41.25 USD - Food; Theatre show - 43.75$ - Entertainment; "
        "Guitar course - 26.5 dollars - Education",
    ),
    (
        "OwnExpenseAddWithNote",
        'new expense Birthday dinner, 1922.50 dollars, category Food, note "Paid by card" - fill in every field',
    ),
    ("ExpenseDeleteSingle", "delete the $98.73 Fuel expense"),
    ("ContactsAddContact", "new contact {name}, (970) 555-1889"),
    ("ContactsAddContact", "save {name} in my contacts, her number's 970.555.1889"),
    (
        "ContactsNewContactDraft",
        "start a new contact for tomas brennan, work phone 899-555-9039, but don't save it",
    ),
    ("PhoneMakeCall", "dial (968) 555-1245"),
    ("PhoneMakeCall", "call +1 968 555 1245 pls"),
    ("SimpleSmsReply", "reply to 352.555.1454 with: {message}"),
    ("MarkorCreateNoteAndSms", "make a note {file_name} saying {text} and text it to (216) 555-2636"),
    ("OwnContactsAddWithLabel", "add Lena Tanaka to contacts, home number +1 845-555-5571 (as Home)"),
    (
        "OwnContactsAddSeveral",
        "add two contacts: Lena Haddad, work 773.555.2755; Priya Lindqvist, home (655) 555-4948",
    ),
    ("ClockTimerEntry", "timer 01:38:49, don't start it"),
    ("ClockTimerEntry", "set a 1 hr 38 min 49 sec timer, not started"),
    ("ClockTimerEntry", "timer for 98 minutes and 49 seconds, just set it, don't start"),
    ("OwnCalendarChangeDuration", "Piano lesson on March 17 should last 1h 30m now, same start time"),
    ("OwnCalendarChangeDuration", "make my March 17 Piano lesson ninety minutes long, keep when it starts"),
    (
        "OwnCalendarCreateFullEvent",
        'calendar: "Tennis with Kofi", April 3 2030, 13:30, 90 min, repeats monthly, description "Wear old clothes"',
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "{event_title} tomorrow at 8 a.m., sixty minutes, description {event_description} - put it in my calendar",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "{event_title} two weeks from today at 3 p.m. for half an hour, description {event_description}",
    ),
    ("ExtraClockAlarmSet", "set an alarm for 9.30 p.m."),
    ("MarkorCreateNote", "new note called trip underscore 98 dot txt: {text}"),
    ("MarkorDeleteNote", "delete the note gifts underscore 19 dot txt"),
    ("FilesDeleteFile", "delete receipt_523 (the pdf) from Documents"),
    ("ExtraMarkorMoveNote", "move my reading_40 note into the Archive folder"),
    ("AudioRecorderRecordAudioWithFileName", "record some audio and save it as interview underscore 66"),
    (
        "OwnFilesRenameFile",
        "rename recipe underscore card dot jpg in Download to scanned underscore recipe underscore card dot jpg",
    ),
    ("SaveCopyOfReceiptTaskEval", "copy receipt_6795 (the JPG) from DCIM into Download, same name"),
    ("OwnRecipeEditServings", "Pancakes should serve twelve now instead of six"),
    ("OwnRecipeRenameByServings", "the recipe that serves five, rename it to Quick caesar"),
    (
        "OwnRecipeAddFull",
        "new recipe Banana bread: Moist and simple, serves six, twenty minutes, source grandma, ingredients bananas, "
        "flour, butter, directions Mash, mix and bake for an hour.",
    ),
    ("SystemBrightnessMaxVerify", "brightness to 100%"),
    ("RetroCreatePlaylist", "create playlist «Chill 82» with ‘Low Tide’ then ‘Paper Planes’"),
    ("OwnRetroRenamePlaylist", "rename “Focus” to “Chill” in my music app"),
    ("OwnRetroAddSongToPlaylist", "add 'Neon Rain' to the ‘Chill’ playlist"),
    ("RetroPlayingQueue", "queue «Wild Horses», «First Light», «Silver Lining», in that order"),
    ("OwnVlcAddVideoToPlaylist", "add “sunset_1.mp4” to my «Party» video playlist"),
    ("OwnTracksRecordNamed", "record a track and name it “Hill repeats”"),
    # Set 94 (2026-12-06, session 15, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, seed
    # "set94-session15", written at the session's start before any change for it, run once untouched: 32 of 44, 1 false
    # done).
    ("TasksHighPriorityTasks", "which of my to-dos are marked high priority? just the names"),
    ("SimpleCalendarDeleteEvents", "wipe my calendar for {day_of_week} the {day}th, everything on it has to go"),
    ("SimpleSmsResend", "that text to {name} didn't go through I think, send it again"),
    ("NotesMeetingAttendeeCount", "how many people came to the {title} meeting? it's in joplin"),
    ("SimpleCalendarEventsInTimeRange", "anything on my calendar monday from 10am till 8pm? list them"),
    ("AudioRecorderRecordAudio", "need a quick voice memo recorded, save it when done"),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "the recipes in recipes.txt that only take {prep_time} - put those in broccoli",
    ),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "get rid of any broccoli recipe that has {ingredient} in the directions",
    ),
    ("OpenAppTaskEval", "can you pull up {app_name} for me, allow whatever it asks"),
    ("RecipeDeleteDuplicateRecipes", "my recipe app has the same recipe saved twice somewhere, clean up the copies"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "how many minutes did I swim in total since monday?"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "put {event_title} on friday at 10 for an hour, note: {event_description}",
    ),
    ("SportsTrackerActivitiesOnDate", "what did I do workout-wise on the 11th? just the activity types"),
    ("ClockStopWatchPausedVerify", "freeze the stopwatch where it is"),
    ("ExpenseDeleteDuplicates", "I think I logged an expense twice, delete the extra one"),
    ("ExpenseDeleteSingle", "the fuel expense can go, delete it"),
    ("MarkorCreateNote", "new markor note {file_name} saying: {text}"),
    ("NotesTodoItemCount", "how many to-dos are sitting in my {folder} folder in joplin"),
    ("ContactsNewContactDraft", "start a contact for {first} {last}, work number {phone}, but leave it unsaved"),
    ("SystemBrightnessMinVerify", "screen as dark as it goes"),
    ("RecipeDeleteSingleRecipe", "I'm never making the chicken curry again, take it out of my recipes"),
    ("CameraTakeVideo", "shoot a quick video"),
    ("TasksHighPriorityTasksDueOnDate", "what urgent stuff is due on the 22nd? high priority only, names please"),
    ("ExtraMarkorMoveNote", "file {file_name} under {folder} in markor"),
    ("SimpleCalendarLocationOfEvent", "where's my {title} again?"),
    ("FilesDeleteFile", "trash {file_name} from documents"),
    ("SystemBluetoothTurnOffVerify", "kill bluetooth"),
    ("RecipeDeleteDuplicateRecipes2", "there are two identical {target[title]} recipes, keep just one"),
    ("SimpleSmsSendReceivedAddress", "pass the address {name2} sent me on to {name1} by text"),
    ("PhoneReturnMissedCall", "someone just called and I missed it, ring them back"),
    (
        "MarkorAddNoteHeader",
        'in {original_name} add a first line "{header}" with an empty line after it, then rename the file {new_name}',
    ),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "saturday's plans are off, clear the whole day in my calendar"),
    ("ExpenseDeleteMultiple2", "delete these from my expenses: Farmers market, Train ticket and the Winter boots"),
    ("ClockStopWatchRunning", "get the stopwatch going"),
    ("SimpleSmsReply", "text {number} back: {message}"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "{event_title} every day from march 18th, noon to 1:30, forever. description {event_description}",
    ),
    ("ClockTimerEntry", "set up a timer for 1h 38m 49s but don't hit start"),
    ("SimpleSmsReplyMostRecent", 'answer the last text I got with "{message}"'),
    ("TasksIncompleteTasksOnDate", "which tasks due today haven't I ticked off yet?"),
    ("TasksCompletedTasksForDate", "what did I already finish from the tasks due monday the 18th?"),
    (
        "RecipeAddSingleRecipe",
        "save a recipe for Veggie stir fry in broccoli. description Colourful and quick, 2 servings, 20 mins prep, "
        "source magazine, ingredients peppers, soy sauce, garlic, directions: Stir fry the peppers with garlic and soy "
        "sauce.",
    ),
    ("SystemWifiTurnOn", "could you switch the wifi back on"),
    ("PhoneMakeCall", "dial {number} and stay on the call screen"),
    ("ExpenseAddSingle", "log $436.78 for an Online course, Education, note Monthly"),
    # Set 95 (helper wt-116, jobs of several parts and their order said many ways: "after that", "once that's done",
    # "first ... then ...", "but before that ..." (order reversed in the sentence), "-- oh and ...", "plus", numbered
    # parts, one part as a condition, a part as an afterthought on a second line; single jobs ending "and that's it",
    # "nothing else", "then you're done"; written before any change for it, run once untouched: see benchmarks/README.md;
    # first run 14 of 44, 7 false done).
    ("TurnOffWifiAndTurnOnBluetooth", "first kill the wifi, then switch bluetooth on"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn bluetooth on, but before that turn wifi off"),
    ("TurnOffWifiAndTurnOnBluetooth", "if wifi is on turn it off, and put bluetooth on after"),
    ("MarkorCreateNoteAndSms", "1) new markor note {file_name} saying: {text} 2) text the whole note to {number}"),
    (
        "MarkorAddNoteHeader",
        'rename {original_name} to {new_name}, but before that put "{header}" at the top of it with an empty line '
        "between it and what's already there",
    ),
    (
        "MarkorMergeNotes",
        "make a new note {new_file_name}: first the text of {file1_name}, then {file2_name}, then {file3_name}, "
        "with a new line between each",
    ),
    ("AudioRecorderRecordAudioWithFileName", "record a clip, once that's done save it as {file_name}"),
    ("OwnCalendarEditTimeAndPlace", "push {title} to 3pm (same day) — oh and set its location to {place}"),
    (
        "OwnFilesNewFolderThenMove",
        "make a folder called {new} in Files. once that's done move {name} from {folder} into it",
    ),
    (
        "OwnMarkorRenameAndRewrite",
        'in markor change {old}\'s text to "{text}" and after that rename it {new}',
    ),
    ("OwnPhoneCallMuted", "ring Ravi Tanaka, and once it connects mute my mic"),
    ("OwnPhoneCallOnSpeaker", "call Jonah Lindqvist plus put it on speaker"),
    ("OwnPhoneCallThenHold", "Call Felix Suzuki.\nthen put him on hold"),
    (
        "OwnRetroAppendSongs",
        "in Retro Music, add Northern Sky to the end of my {old} playlist, and after that First Light",
    ),
    ("OwnTracksNamedRecordTyped", "start a cycling recording in OpenTracks; when you stop it, name it Old town loop"),
    ("OwnTracksRecordNamed", "record a track in opentracks. after that, call it {name}"),
    ("OwnVlcAddThenPlay", "in VLC add {trio} to {playlist} — then play the playlist"),
    (
        "OwnVlcMakeThenPlay",
        "1. new VLC playlist {new}: holiday_2029.mp4, trailer_final.mp4, lecture_04.mkv\n2. play it",
    ),
    (
        "OwnVlcNewPlaylistInOrder",
        "create a VLC playlist called {name}. first add beach_3.mp4, then hike_5.mp4, and sunset_1.mp4 last",
    ),
    ("OwnVlcPlayThenNext", "play Sunday Drive in vlc, and Quiet Storm right after"),
    ("OwnVlcPlayThenQueueTwo", "in VLC start Sunday Drive, after that queue up Old Radio plus Night Bus"),
    ("OwnVlcQueueVideos", "VLC queue: birthday_cake.mp4 first, then skate_trick.mp4, both at the end"),
    (
        "OwnVlcTwoNewPlaylists",
        "two VLC playlists please: 1) Best of 2030 – city_9.mp4, concert_7.mp4 2) Rainy day – concert_7.mp4, "
        "party_12.mp4",
    ),
    (
        "RetroSavePlaylist",
        "Retro Music: make a playlist {playlist_name} with {files} in that order, once that's done export it to "
        "Downloads",
    ),
    ("OwnExpenseEditAmountAndCategory", "Flowers expense: amount $77.75. also change its category to {category}"),
    (
        "OwnMarkorFolderWithNote",
        "in markor make a folder {folder}, then inside it a note {file_name} that says: {text}",
    ),
    (
        "OwnMarkorCreateNotes",
        'two markor notes: first "Reading list" with "Dune, Middlemarch and The Overstory.", after that '
        '"Gift ideas" with "A scarf for Omar and a book for Lena."',
    ),
    ("OwnContactsAddSeveral", "add Lena Haddad, work +17735552755. plus Priya Lindqvist, home number +16555554948"),
    (
        "OwnExpenseAddSeveral",
        "expenses to add: 1) Birthday dinner $41.25 Food 2) Theatre show $43.75 Entertainment 3) Guitar course "
        "$26.50 Education",
    ),
    ("OwnExpenseDeleteTwoNamed", "remove the {a} expense — oh and {b} too"),
    ("OwnMarkorDeleteTwoNotes", "delete {a} from markor.\nalso {b}"),
    ("OwnCalendarDeleteTwoEvents", "get rid of {title} in my calendar, and {other} as well"),
    ("OwnFilesDeleteTwo", "in {folder} delete {first} first, then {second}"),
    (
        "OwnRecipeAddSeveralFull",
        "add two recipes to broccoli. first: Banana bread, Moist and simple, 4 servings, 35 mins, ingredients "
        "bananas, flour, butter, directions Mash, mix and bake for an hour. second: Pesto pasta, Green and fresh, "
        "3 servings, 20 mins, ingredients basil, pine nuts, pasta, directions Blend the pesto and toss it in.",
    ),
    (
        "ContactsNewContactDraft",
        "open a new contact, fill in {first} {last}, {phone}, label {phone_label} — but don't save it, that's it",
    ),
    ("ClockTimerEntry", "set a timer 1h 38m 49s and that's it, don't start it"),
    (
        "OwnVlcTwoPlaylistsSentences",
        'Make a VLC playlist "Dinner party" with trailer_final.mp4 and holiday_2029.mp4. After that another one, '
        '"Late night", with beach_day.mp4 and wedding_speech.mp4.',
    ),
    (
        "OwnTasksCreateWithDueAndNotes",
        "add task {title}, due Monday the 18th, and also put in the notes: {notes}",
    ),
    ("SystemWifiTurnOn", "just turn the wifi on, nothing else"),
    ("ExtraClockAlarmSet", "alarm at 9:30pm and that's it"),
    ("OwnVlcShufflePlaylist", "in VLC shuffle on, then play my {playlist} playlist"),
    ("OwnPhoneGoingMute", "mute this call, then you're done"),
    ("OwnExpenseEditNote", "Cinema expense — set the note to {note}, that's all"),
    ("OwnCalendarMoveEventTime", "if {title} on the 23rd is still at 9, move it to 2pm"),
    # Set 96 (2026-12-06, session 15, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, seed
    # "set96-session15", written after set 94's pass and before any change for it, run once untouched: 37 of 44, none
    # false).
    ("SportsTrackerActivitiesOnDate", "what kind of exercise did I log on march 11? types only"),
    ("SimpleCalendarEventsInTimeRange", "this monday, 10am to 8pm - what's booked? titles"),
    ("SimpleSmsReply", "reply {message} to {number}"),
    ("SimpleCalendarLocationOfEvent", "the {title} thing in my calendar - where is it held?"),
    ("TasksIncompleteTasksOnDate", "list the tasks due today that are still not done"),
    ("TasksHighPriorityTasks", "anything flagged high priority in my tasks? give me the titles"),
    ("NotesRecipeIngredientCount", "how much {ingredient} goes in the {recipe} recipe I saved in joplin?"),
    ("SystemBluetoothTurnOff", "no more bluetooth please, switch it off"),
    ("SystemBrightnessMinVerify", "lowest brightness pls"),
    ("SystemWifiTurnOnVerify", "is wifi on? if not turn it on"),
    ("RecipeAddMultipleRecipesFromMarkor2", "from recipes.txt, add every {prep_time} recipe to broccoli"),
    ("SimpleCalendarAnyEventsOnDate", "what have I got on saturday the 16th?"),
    ("ContactsNewContactDraft", "fill in a new contact: {first} {last}, {phone} (work) - don't save it yet"),
    ("PhoneReturnMissedCall", "call back the number I just missed"),
    ("ExpenseDeleteSingle", "can you delete Fuel from pro expense"),
    ("ClockStopWatchPausedVerify", "pause the timer on the stopwatch"),
    ("ContactsAddContact", "{name}'s number is {number}, add her to my contacts"),
    ("CameraTakePhoto", "take a pic"),
    ("MarkorDeleteNewestNote", "delete whatever note I made most recently in markor"),
    ("RetroPlayingQueue", "queue up {files} in retro music, in that order"),
    ("ExtraClockAlarmSet", "wake me at 9:30 tonight"),
    ("TasksCompletedTasksForDate", "of the tasks due march 18, which ones are done?"),
    ("NotesMeetingAttendeeCount", "joplin: {title} meeting notes - how many attendees?"),
    ("ExtraMarkorMoveNote", "stick {file_name} in the {folder} folder"),
    ("CameraTakeVideo", "record a video with the camera"),
    ("NotesIsTodo", "is {todo_title} a to-do in joplin or a normal note? True or False"),
    ("ClockTimerEntry", "timer 1:38:49, don't start it"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "remove everything from my calendar on this saturday"),
    ("AudioRecorderRecordAudioWithFileName", "make a voice recording and call it {file_name}"),
    ("SimpleCalendarFirstEventAfterStartTime", "friday: what's the first thing on after 8am?"),
    ("SystemWifiTurnOn", "wifi on"),
    ("NotesTodoItemCount", "count the to-dos in my joplin {folder} folder"),
    ("OpenAppTaskEval", "open {app_name} and say yes to any permission popups"),
    ("ExpenseDeleteDuplicates", "some expense got entered twice in pro expense, get rid of the duplicate"),
    ("MarkorEditNote", "add this line at the end of {file_name}: {footer}"),
    ("PhoneMakeCall", "phone {number} for me"),
    ("SimpleSmsResend", "send my last text to {name} one more time"),
    (
        "MarkorMergeNotes",
        "combine {file1_name}, {file2_name} and {file3_name} into a new note {new_file_name}, in that order, with a "
        "line break between each",
    ),
    ("SportsTrackerActivityDuration", "my swim on the 13th - how many minutes was it?"),
    ("FilesDeleteFile", "please remove {file_name} from the Documents folder"),
    ("SaveCopyOfReceiptTaskEval", "copy {file_name} from DCIM into Download in the gallery app, same name"),
    (
        "MarkorCreateNoteAndSms",
        "write a note {file_name} in markor: {text} and then text the whole thing to {number}",
    ),
    ("ExtraContactsDeleteContact", "{first} {last} isn't a contact I need anymore, delete him"),
    (
        "RetroSavePlaylist",
        "new retro music playlist {playlist_name}: {files}, in that order. then export it to Downloads",
    ),
    # Set 97 (2026-12-06, session 15, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, seed
    # "set97-session15", longer and with context, some typos, written after set 96's pass and before any change for it,
    # run once untouched: 24 of 44, 2 false done).
    ("CameraTakeVideo", "my kid is doing her first cartwheel, quick start a video!"),
    ("SimpleSmsReplyMostRecent", "whoever just texted me, write back {message}"),
    (
        "SimpleCalendarDeleteEvents",
        "I'm taking {day_of_week} the {day}th off so please cancel everything in the calendar that day",
    ),
    ("SystemWifiTurnOn", "the internet's not working, I think wifi is off - can you turn it on"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "two weeks from today at 3pm I have {event_title}, half an hour, can you add it? description: {event_description}",
    ),
    ("MarkorDeleteNote", "I don't need {file_name} in markor anymore, please delete it"),
    ("SimpleSmsResend", "{name} says she never got my last message, can you resend it"),
    ("RecipeDeleteDuplicateRecipes2", "my recipe app has {target[title]} in it twice, delete one of them"),
    (
        "RecipeAddSingleRecipe",
        "I found a nice recipe, can you save it in broccoli: Veggie stir fry, Colourful and quick, 2 servings, "
        "20 mins, source magazine, ingredients peppers, soy sauce, garlic, directions Stir fry the peppers with garlic "
        "and soy sauce.",
    ),
    ("SystemBrightnessMaxVerify", "i cant see anything on the screen outside, turn the brightness all the way up"),
    ("PhoneReturnMissedCall", "I was in the shower and missed a call, call that number back please"),
    ("TasksIncompleteTasksOnDate", "before I go to bed: which of today's tasks did I not finish yet?"),
    ("SaveCopyOfReceiptTaskEval", "I need a copy of {file_name} in Download, it's in DCIM now. use the gallery"),
    ("ExtraMarkorMoveNote", "can you tidy up markor by moving {file_name} into {folder}"),
    ("NotesRecipeIngredientCount", "baking {recipe} tonight, how much {ingredient} did my joplin note say?"),
    ("ExtraClockAlarmSet", "I have an early night so set an alarm for 9:30 pm to remind me"),
    ("NotesMeetingAttendeeCount", "for the minutes: how many attendees were listed in my {title} note in joplin?"),
    ("SimpleCalendarEventsInNextWeek", "what's coming up next week in my calendar? just the names of the events"),
    ("NotesIsTodo", "quick check in joplin - is {todo_title} marked as a to-do? answer True or False"),
    ("SportsTrackerActivitiesOnDate", "I can't remember what I did on March 11, what activities does opentracks show?"),
    ("ExtraContactsDeleteContact", "we fell out, delete {first} {last} from my contacts"),
    ("TasksHighPriorityTasks", "my boss wants a list of my high-priority tasks, what are they?"),
    ("RetroPlayingQueue", "road trip time! add {files} to the retro music queue in that order"),
    (
        "SportsTrackerActivitiesCountForWeek",
        "I'm trying to bike more - how many cycling activities did I do since monday?",
    ),
    ("SimpleSmsSendReceivedAddress", "{name1} needs the address {name2} texted me, send it to her"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "Sam and I are doing lunch every day now, so add {event_title} daily from march 18 at 12 for 90 minutes with "
        "the description {event_description}",
    ),
    ("SimpleCalendarDeleteOneEvent", "the {targets[0][0]} on saturday the 23rd at 9 got cancelled, delete it"),
    ("NotesTodoItemCount", "how many to-do items are in my {folder} notebook in joplin?"),
    ("AudioRecorderRecordAudioWithFileName", "I want to record my interview, save the recording as {file_name}"),
    (
        "MarkorAddNoteHeader",
        'open {original_name} and put "{header}" at the very beginning followed by a blank line, then rename it '
        "{new_name}",
    ),
    ("PhoneMakeCall", "can u call {number}"),
    ("ClockStopWatchPausedVerify", "I finished my lap, pause the stopwatch"),
    (
        "ExpenseDeleteMultiple2",
        "those were returned, so take Farmers market, Train ticket and Winter boots out of pro expense",
    ),
    ("OpenAppTaskEval", "launch the {app_name} app and if it asks for any permissions allow them"),
    ("SimpleCalendarNextMeetingWithPerson", "when am I next seeing {person}? like March 18 2030 14:00"),
    ("SimpleCalendarLocationOfEvent", "I forgot where {title} is - whats the location in my calendar"),
    ("MarkorDeleteNewestNote", "the last note I created in markor was a mistake, delete it"),
    (
        "ContactsNewContactDraft",
        "open the new contact form and enter {first} {last} with phone {phone} labelled work, but do not save",
    ),
    (
        "MarkorMergeNotes",
        "I want {file1_name}, {file2_name} and {file3_name} merged into one note called {new_file_name}, same order, "
        "new line between each",
    ),
    ("PhoneCallTextSender", "someone just sent me a text, call them"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tomorrow 8am {event_title} for an hour, put it in my calendar, description {event_description}",
    ),
    ("RetroCreatePlaylist", "I'd like a playlist called {playlist_name} in retro music with {files}, in this order"),
    (
        "ExpenseAddMultiple",
        "I spent some money today, log these in pro expense: Winter boots $366.32 Clothes (Work trip), Groceries "
        "$400.09 Food (Monthly), Pharmacy $229.67 Health Care (Discounted)",
    ),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off and then bluetooth on, I'm connecting my headphones"),
    # Set 98 (helper wt-115, items chosen by what they show: a row picked by a value on its line rather than its
    # title, "the $98.73 one", "the track from Sunday the 3rd", "the 9am thing on the 23rd", "the note that starts
    # with ...", "the 1:35 video", "the 640 kB pdf"; drawn with sample.py 94 150 all, each value unique on the
    # screen it is picked from; the expense rows by amount add ExpenseDeleteSingle and four seen expense edits
    # outside the draw, the brief's known gap), written before any change for it, run once untouched: see
    # benchmarks/README.md. First run 6 of 44 untouched, 1 false done (MarkorEditNote: the footer and "the note that
    # says ..." typed into a new note); 25/44 after, none false (intent/shown_picks.py reads the pick by a stand-in
    # title, "Delete the <thing> showing '<value>'" in steps_chosen.py, intent/implied_fields.py; test_shown_picks.py).
    ("ExpenseDeleteSingle", "get rid of the ${dollars0} expense"),
    ("ExpenseDeleteSingle", "pro expense: delete the one for {dollars0}, it was a mistake"),
    ("ExpenseDeleteMultiple2", "delete the 490.97, 316.44 and 449.05 expenses please"),
    ("OwnExpenseDeleteTwoNamed", "remove the $52.25 and the $83.25 entries from my expenses"),
    ("OwnExpenseRenameByAmount", "the 49.50 expense should be called {new_name}"),
    ("OwnExpenseEditNote", "put '{note}' as the note on the $76.40 expense"),
    ("OwnExpenseEditCategory", "the $76.50 expense is really a {category}, fix the category"),
    ("OwnExpenseEditAmount", "the 27.50 expense was actually 67.50, can you correct it"),
    ("OwnExpenseEditAmountAndCategory", "the 16.40 expense: make it 77.75 and file it under {category}"),
    ("OwnTracksNamedTypeOfTrack", "what type of activity was the track I did on Sunday the 3rd?"),
    ("OwnTracksNamedDescriptionOfTrack", "what did I put as the description on Monday's track?"),
    ("OwnTracksNamedRename", "rename the track from last Sunday to {new}"),
    ("OwnTracksNamedDescribe", "the track from the 5th - change the description to {note}"),
    ("OwnTracksNamedDelete", "the track from Saturday the 9th, delete it"),
    ("OwnTracksNamedSpeedOfTrack", "what was my average speed in km/h on the March 3 track?"),
    ("OwnTracksRenameTrack", "call the track from the 10th {name}"),
    ("OwnTracksChangeType", "the one from Sunday 3 March was a ride not a run, make it {other}"),
    ("OwnTracksDeleteActivity", "delete the activity from Tuesday in opentracks"),
    ("OwnTracksActivityDistance", "how many km was the activity on Tuesday the 5th? just the number"),
    ("OwnCalendarMoveEventTime", "the 9am thing on the 23rd - move it to 2pm"),
    ("OwnCalendarSetLocation", "the event at 4pm on March 27: location is {place}"),
    ("OwnCalendarMoveEventDay", "the 2pm event on the 25th, move it to the 19th, same time"),
    (
        "OwnCalendarEditTimeAndPlace",
        "the 11 o'clock event on Monday the 25th - change it to 3pm and put {place} as the place",
    ),
    ("OwnCalendarDeletePastDayNoYear", "cancel the 10am event on March 2nd"),
    ("SimpleCalendarDeleteEvents", "delete the 9am and the 12pm events on Tuesday the 19th"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "Saturday's 9 o'clock and noon events - cancel both"),
    ("OwnPhoneWhoCalledAt", "the 9:12 call this morning, who was that?"),
    ("OwnMarkorRewriteNote", "the note that starts with '{old}' - change its text to '{new}'"),
    ("OwnMarkorPrependLine", "in the note that begins 'Chapter one done', add '{line}' as the first line"),
    ("OwnMarkorReplaceWord", "the note that says {body} - make it {new} instead of {old}"),
    ("OwnMarkorReplaceLine", "in the note with 'Buy stamps' in it, replace '{old}' with '{new}'"),
    ("MarkorEditNote", "add '{footer}' to the end of the note that says '{original}'"),
    (
        "OwnMarkorRenameAndRewrite",
        "the note that just says '{before}' - rename it {new} and change the text to '{text}'",
    ),
    ("OwnRecipeEditDirections", "the Smoky and hot recipe - change its directions to '{directions}'"),
    ("OwnVlcDeleteVideo", "delete the 1:35 video in vlc"),
    ("OwnVlcSongAlbum", "which album is the 6:48 song on in vlc"),
    ("OwnVlcSongArtist", "who's the artist on the 3:47 song in VLC"),
    ("OwnVlcRemoveFromPlaylist", "take the 6:35 video off my {playlist} playlist"),
    ("OwnVlcAddSongToPlaylist", "add the 4:55 song to my {other} playlist"),
    ("OwnVlcWhichPlaylist", "which playlist has the 7:24 song on it?"),
    ("OwnContactsChangeNumber", "the contact with (751) 555-6983 has a new number, {new_phone}"),
    ("OwnFilesMoveOne", "move the 640 kB pdf in {folder} over to {target}"),
    ("OwnFilesMoveInStorage", "the 3.3 MB file in {folder} - move it to {target}"),
    ("OwnFilesMoveInStorage", "the file in {folder} dated Sep 13, 2029, move that one into {target}"),
    # Set 99 (helper wt-114, things named loosely: an existing note, file, contact, event, track, recipe, song or
    # playlist said without its extension, with spaces for underscores, in lower case or by first name, and apps named
    # by their purpose; new values stay exact. Written before any change for it, run once untouched: see
    # benchmarks/README.md): first run 22 of 44, 2 false done (pancakes' servings typed as '12 servings in the recipe
    # app'; 'save the number lena texted me as a contact called Omar Moreau' saved without a number); 40/44 after, none
    # false (intent/named_loosely_mends.py, message_carries.py, steps_acting.same_name/_twins, entry_edits.py;
    # test_named_loosely.py).
    ("SimpleCalendarDeleteOneEvent", "delete lunch with sam on the 23rd"),
    ("ExpenseDeleteMultiple2", "get rid of farmers market, train ticket and winter boots in the expense app"),
    ("OwnMarkorPrependLine", 'put "{line}" at the very top of my errands 70 note'),
    ("OwnMarkorDeleteTwoNotes", "delete the novel 72 and groceries 73 notes"),
    ("OwnFilesRenameFile", "rename the recipe card picture in downloads to {new_name}"),
    ("ExtraContactsDeleteContact", "remove ravi brennan from my contacts"),
    ("OwnRecipeEditServings", "change pancakes to 12 servings in the recipe app"),
    ("OwnRetroPlaylistMinutes", "how many minutes is the workout playlist in my music app, in total?"),
    ("OwnVlcDeletePlaylist", "delete my workout playlist in the video app"),
    ("OwnCalendarEditTimeAndPlace", "move yoga class to 3pm same day, location {place}"),
    ("OwnTracksUnitsMetersOfTrack", "how many meters was river path? check tracks"),
    ("OwnTasksAddFromMarkorNote", "add each line from my todo note as a task"),
    ("OwnVlcPlaylistItems", "what's on the road trip playlist in vlc"),
    ("OwnCalendarMoveEventTime", "move parent teacher meeting on march 23 to 2 pm"),
    ("OwnTracksNamedDelete", "delete forest trail from my tracks app"),
    ("OwnPhoneCallContact", "call jonah"),
    ("OwnPhoneDidTheyCall", "did lena call me today?"),
    ("OwnMarkorReplaceWord", "in my reading 12 note change {old} to {new}"),
    ("OwnVlcSongAlbum", "what album is glass houses from? check vlc"),
    ("OwnCalendarChangeDuration", "make piano lesson 90 minutes long, don't change when it starts"),
    ("NotesRecipeIngredientCount", "how much garlic goes in shortbread? it's in joplin"),
    ("ExtraMarkorMoveNote", "put the reading 40 note in the {folder} folder in my notes app"),
    ("OwnRecipeEditPrepTime", "fish tacos prep time should be {time}"),
    ("OwnVlcAddSongToPlaylist", "add copper sky to the party playlist in vlc"),
    ("OwnVlcDeleteVideo", "delete the party 12 video in vlc"),
    ("OwnRecipePrepTime", "how many minutes does greek salad take to prep? just the number"),
    ("OwnPhoneCallNumberInNote", "call the number in my vet note"),
    ("OwnTasksMarkDone", "tick off email the landlord"),
    ("OwnTracksNamedRetype", "change canal tour's activity type to running"),
    ("ExpenseDeleteSingle", "delete the fuel expense"),
    ("OwnRetroRenamePlaylist", "rename the focus playlist to {new_name}"),
    ("SimpleCalendarNextMeetingWithPerson", "when's my next meeting with greta?"),
    ("OwnCalendarRenameNoAppNamed", "rename team sync to {new}"),
    ("OwnMarkorAppendLine", "add {line} to the end of camping 17"),
    ("OwnVlcWhichPlaylist", "which playlist is glass houses on in vlc?"),
    ("FilesDeleteFile", "delete receipt 523 in documents"),
    ("OwnContactsAddNumberFromSms", "save the number lena texted me as a contact called {new}"),
    ("OwnMarkorNoteFromSms", "save ines's last message as a note called {file_name}"),
    ("OwnPhoneCallNumberInMessage", "call the new number lena sent me"),
    ("OwnPhoneHowOftenCalled", "how many times has kofi called me"),
    ("MarkorEditNote", "at the bottom of the workout 18 note add: {footer}"),
    ("OwnMarkorMoveNoteBetweenFolders", "move errands 34 from work to archive"),
    ("SimpleSmsSendReceivedAddress", "text priya the address hana just sent me"),
    ("OwnSmsNextEventLocation", "text ines where my next event is"),
    # Set 100 (helper wt-113, DISTRACTORS, written before any change for it, run once untouched: see benchmarks/README.md):
    # the benchmark's own seen jobs (seed 9413, 44 of 60 drawn that a text-only phone can do), each message also
    # carrying dates, times, numbers, amounts, names or app names that are not the job's values: context before or
    # after the request, a value said and then the real one, a reason that names another app or another row.
    # First run 13 of 44 untouched, 4 false done (a recording saved under its default name, 'interview_65' taken for
    # the name's mention; two OpenTracks answers read off the context's day or number; an alarm set for the flight's 6am);
    # 42/44 after, none false (intent/distractor_mends.py, reasons_mends.py's "labelled Work"; test_distractor_values.py).
    (
        "SimpleCalendarAnyEventsOnDate",
        "my sister lands on the 14th at 7 so that's taken anyway - do I have anything on Saturday the 16th?",
    ),
    (
        "SimpleCalendarDeleteEvents",
        "I'll be off sick on Tuesday the 19th, so wipe every event that day from the calendar. Leave the 20th as it is",
    ),
    (
        "SimpleSmsSendReceivedAddress",
        "{name2} just texted me the address for Saturday's party, forward that address to {name1} by text, she's coming at 8",
    ),
    (
        "SystemBrightnessMinVerify",
        "battery's at 12% and I've got 3 hours left on this train, put the brightness all the way down",
    ),
    (
        "SimpleCalendarNextMeetingWithPerson",
        "I had coffee with Greta Lindqvist yesterday at 10. When's my next meeting with {person}?",
    ),
    ("ExpenseDeleteSingle", "the $45 parking one stays, but delete the {rows[0][name]} expense"),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "from my recipes.txt note, add only the 10-minute recipes to the recipe app - not the 20 or 45 minute ones",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "Sam's free from 11 but let's say noon: add {event_title} starting Monday March 18 at 12, every day with no end "
        "date, 90 minutes each, description {event_description}",
    ),
    (
        "RetroSavePlaylist",
        "my Focus 47 list got wiped when I reset the phone in January, so make a new playlist {playlist_name} in Retro "
        "Music with {files}, in that order, and export it to Downloads",
    ),
    (
        "MarkorAddNoteHeader",
        'in {original_name} put "{header}" at the top with an empty line before the old text, then rename the note to '
        "{new_name} (reading_68 is already taken)",
    ),
    (
        "NotesMeetingAttendeeCount",
        "there were meant to be 8 of us at {title} - how many attendees does my Joplin note for it list?",
    ),
    (
        "TasksIncompleteTasksOnDate",
        "my 3pm got cancelled so I've got time - which tasks that aren't done yet are due today?",
    ),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "coach wants 200 minutes a week from me. How many minutes of {category} have I done this week (since Monday) in OpenTracks?",
    ),
    (
        "ExpenseDeleteDuplicates",
        "pro expense froze on the 12th and I think I entered a few things twice, delete the exact duplicates and keep one of each",
    ),
    ("MarkorDeleteNote", "the {file_name} note in Markor is from last Christmas, delete it. Keep gifts_20 though"),
    ("PhoneReturnMissedCall", "I missed a call while I was in the 2 o'clock meeting, call them back"),
    (
        "SimpleCalendarEventsInTimeRange",
        "I land at 9 on Monday morning. Anything in my calendar this Monday between 10:00 and 8pm?",
    ),
    ("OpenAppTaskEval", "Ana sent me a PDF on WhatsApp, open the {app_name} app for me"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "the Thursday slot is gone, so put {event_title} on this Friday at 10am for an hour, description {event_description}",
    ),
    ("FilesDeleteFile", "I already expensed the $40 one, so delete {file_name} from the {subfolder} folder"),
    ("MarkorCreateNote", "trip_97 is the Lisbon one. Make a new note {file_name} saying: {text}"),
    (
        "MarkorMergeNotes",
        "combine {file1_name}, {file2_name} and {file3_name}, in that order, into a new note {new_file_name} with a blank "
        "line between each - don't touch recipes_40",
    ),
    (
        "TurnOffWifiAndTurnOnBluetooth",
        "the hotel wifi keeps dropping and my Sony headphones need bluetooth, so turn wifi off and then bluetooth on",
    ),
    (
        "MarkorCreateNoteAndSms",
        'new note {file_name} with "{text}" and then text the whole note to {number} - not my old 555-1000 number',
    ),
    (
        "ContactsNewContactDraft",
        "{first} {last} from the 4th floor gave me his work number {phone}. Open a new contact, first name {first}, last "
        "name {last}, that number labelled {phone_label}, but don't save it yet",
    ),
    (
        "ExpenseDeleteMultiple2",
        "got refunds for some things. Pizza night is fine, but delete {rows[0][name]}, {rows[1][name]} and {rows[2][name]}",
    ),
    ("MarkorEditNote", 'the Paris trip is off. Add "{footer}" at the end of {file_name}'),
    (
        "SimpleCalendarDeleteOneEvent",
        "Sam cancelled, delete Lunch with Sam on Saturday the 23rd at 9am. The Haircut that day stays",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "finance pushed it from next week: {event_title} two weeks from today at 3pm, 30 minutes, description {event_description}",
    ),
    (
        "ClockTimerEntry",
        "the washer says 1:40 but it's really 1 hour 38 minutes 49 seconds, set a timer for that and don't start it",
    ),
    (
        "SimpleCalendarFirstEventAfterStartTime",
        "my train gets in at 7 on Friday, what's the first thing on my calendar after 8 this Friday?",
    ),
    ("AudioRecorderRecordAudioWithFileName", "interview_65 was yesterday's. Record audio and save it as {file_name}"),
    ("TasksHighPriorityTasksDueOnDate", "I'm away the 20th and 21st - which high priority tasks are due on March 22?"),
    ("SimpleSmsResend", "{name} says she never got my text from 10 minutes ago, resend the message I just sent her"),
    (
        "SportsTrackerActivitiesOnDate",
        "I know I ran on the 12th, but what activities did I do on March 11 in OpenTracks?",
    ),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "I'm allergic to {ingredient} now (flour is fine), delete the recipes in Broccoli that have {ingredient} in the directions",
    ),
    ("ExtraClockAlarmSet", "my flight's at 6am so I need to pack tonight, set an alarm for 9:30 pm"),
    ("SystemWifiTurnOn", "bluetooth is fine as it is, just turn the wifi on"),
    ("ExtraMarkorMoveNote", "finished that book on the 2nd, move {file_name} into the {folder} folder in Markor"),
    (
        "SportsTrackerActivityDuration",
        "I did about 2000 meters in the pool on Wednesday the 13th, how long was that {category} session in minutes?",
    ),
    (
        "ExpenseAddSingle",
        "I already paid the $40 one for the textbook, but add {rows[0][name]}, ${dollars0}, {rows[0][category]}, note "
        "{rows[0][note]}",
    ),
    (
        "RecipeAddSingleRecipe",
        "saw this in a 2019 magazine, add it to Broccoli: {rows[0][title]}, description {rows[0][description]}, "
        "{rows[0][servings]}, prep {rows[0][preparationTime]}, source {rows[0][source]}, ingredients "
        "{rows[0][ingredients]}, directions {rows[0][directions]}",
    ),
    ("RetroPlayingQueue", "I'm driving for 3 hours, queue up {files} in that order in Retro Music"),
    ("ContactsAddContact", "Ana's number is old, but {name}'s new one is {number}, save her as a new contact"),
    # Set 101 (2026-12-06, session 15, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, seed
    # "set101-session15", written after the session's merges and before any change for it, run once untouched: 32 of
    # 44, 1 false done).
    ("ExpenseDeleteMultiple2", "Farmers market, Train ticket, Winter boots - all three can come out of my expenses"),
    ("SimpleCalendarNextMeetingWithPerson", "next time I'm meeting {person}? month, day, year and the time in 24h"),
    ("ExtraContactsDeleteContact", "remove {first} {last} from contacts pls"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "schedule {event_title} for 2 weeks today at 15:00, 30 min, with description {event_description}",
    ),
    ("SystemBluetoothTurnOff", "disable bluetooth"),
    ("CameraTakePhoto", "snap a photo"),
    ("MarkorCreateNoteAndSms", "make a note called {file_name} that says {text} then sms it to {number}"),
    ("SimpleSmsSendReceivedAddress", "forward {name2}'s address text to {name1}"),
    ("PhoneCallTextSender", "ring whoever just messaged me"),
    (
        "RetroSavePlaylist",
        "retro music: make a {playlist_name} playlist with {files} (that order) and export it to the Downloads folder",
    ),
    ("ExpenseAddSingle", "new expense - Online course, 436.78, Education, Monthly"),
    ("RecipeDeleteSingleRecipe", "chicken curry - delete from broccoli"),
    ("SaveCopyOfReceiptTaskEval", "in the gallery duplicate {file_name} from DCIM into Download"),
    ("SystemWifiTurnOffVerify", "disconnect from wifi, turn it off"),
    ("TasksCompletedTasksForDate", "tasks due on 18 march that I've already completed?"),
    ("NotesTodoItemCount", "number of to-dos in the {folder} folder (joplin)?"),
    ("TasksHighPriorityTasks", "high prio tasks?"),
    (
        "ExpenseAddMultiple",
        "3 expenses to add: Winter boots 366.32 clothes work trip / Groceries 400.09 food monthly / Pharmacy 229.67 "
        "health care discounted",
    ),
    ("ExtraClockAlarmSet", "alarm 21:30"),
    ("SportsTrackerActivitiesCountForWeek", "no. of bike rides this week in opentracks (week starting monday)"),
    ("ExpenseDeleteSingle", "drop the fuel expense"),
    ("OpenAppTaskEval", "get {app_name} open, deal with any permission popups"),
    ("SimpleSmsReplyMostRecent", "reply to my newest text: {message}"),
    ("SimpleCalendarEventsInTimeRange", "between 10 and 8pm on monday do I have anything? titles pls"),
    ("ExpenseDeleteDuplicates", "clean up duplicate expenses, one of each should stay"),
    ("RecipeDeleteDuplicateRecipes", "recipes that appear twice in broccoli - delete the spares"),
    ("NotesIsTodo", "{todo_title} in joplin: todo or not? say True or False"),
    ("RecipeDeleteDuplicateRecipes2", "dedupe my broccoli recipes"),
    ("PhoneReturnMissedCall", "return my missed call"),
    ("SimpleCalendarEventsInNextWeek", "next week's calendar events (mon-sun), names only"),
    ("MarkorEditNote", "{file_name}: add {footer} at the bottom"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "{event_title} this friday 10-11am, description {event_description}",
    ),
    ("ContactsNewContactDraft", "draft a contact (don't save): {first} {last}, {phone}, label work"),
    ("TasksHighPriorityTasksDueOnDate", "march 22nd: which high priority tasks are due?"),
    ("SimpleCalendarAddOneEventTomorrow", "calendar tomorrow 8-9am {event_title}, description {event_description}"),
    (
        "MarkorMergeNotes",
        "merge these markor notes in order - {file1_name}, {file2_name}, {file3_name} - into {new_file_name}, blank "
        "line between them",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "recurring event: {event_title}, daily from 18 march, 12:00-13:30, no end date, description {event_description}",
    ),
    ("SimpleCalendarFirstEventAfterStartTime", "first event after 8 on friday?"),
    ("SystemBluetoothTurnOn", "enable bluetooth"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "any recipe whose directions mention {ingredient}: delete"),
    ("SimpleCalendarAnyEventsOnDate", "am I busy on the 16th? what's on"),
    ("NotesRecipeIngredientCount", "joplin {recipe} recipe - {ingredient} amount?"),
    ("PhoneMakeCall", "dial {number} now"),
    ("FilesDeleteFile", "{file_name} in Documents - bin it"),
    # Set 102 (2026-12-06, session 16, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, seed
    # "set102-session16", written at the session's start before any change for it, run once untouched: 38 of 44, 1 false
    # done).
    (
        "MarkorMergeNotes",
        "combine {file1_name}, {file2_name} and {file3_name} into one note {new_file_name}, in that order with a blank line between",
    ),
    ("TasksHighPriorityTasks", "whats on my high priority list in tasks? just titles"),
    ("ExtraMarkorMoveNote", "can you put {file_name} in my {folder} folder"),
    ("ExpenseDeleteMultiple2", "get rid of the farmers market, train ticket and winter boots expenses"),
    ("AudioRecorderRecordAudioWithFileName", "record a voice memo and call it {file_name}"),
    ("MarkorDeleteNote", "trash the {file_name} note"),
    ("ExpenseDeleteSingle", "I didn't actually buy fuel, take it off my expenses"),
    ("TasksHighPriorityTasksDueOnDate", "anything high priority due march 22? titles pls"),
    ("FilesDeleteFile", "delete {file_name} from my documents"),
    (
        "RecipeAddSingleRecipe",
        "save a recipe: Veggie stir fry. colourful and quick, serves 2, 20 mins, from a magazine. ingredients peppers, soy "
        "sauce, garlic. directions: Stir fry the peppers with garlic and soy sauce.",
    ),
    ("SystemBrightnessMaxVerify", "screen's too dark, brightness all the way up"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "clear my calendar for saturday"),
    ("SportsTrackerActivitiesCountForWeek", "how many bike rides have I done since monday?"),
    ("CameraTakePhoto", "take a pic"),
    ("ContactsNewContactDraft", "start a new contact Tomas Brennan, work number {phone}, but don't save it yet"),
    ("MarkorCreateNote", "new note {file_name}: {text}"),
    ("SystemBluetoothTurnOn", "bluetooth on please"),
    ("ContactsAddContact", "save {number} as {name}"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "put {event_title} in my calendar every day from march 18, noon, an hour and a half long, note: "
        "{event_description}",
    ),
    ("SimpleCalendarNextMeetingWithPerson", "when do I see {person} next? like March 5 2030 14:00"),
    ("NotesMeetingAttendeeCount", "how many people were at the {title} meeting? number only"),
    ("SystemBluetoothTurnOnVerify", "make sure my bluetooth is on"),
    ("OpenAppTaskEval", "open my files, and say yes to any permission popups"),
    ("SimpleSmsReplyMostRecent", "reply to my latest text: {message}"),
    ("SimpleCalendarLocationOfEvent", "where's my {title}?"),
    ("SystemBluetoothTurnOffVerify", "is bluetooth off? if not switch it off"),
    ("RecipeDeleteSingleRecipe", "I'm done with the chicken curry recipe, you can delete it"),
    ("SystemBrightnessMinVerify", "dim the screen as low as it goes"),
    ("RecipeDeleteDuplicateRecipes", "my recipe app has a recipe saved twice, clean up the duplicate"),
    ("TasksCompletedTasksForDate", "what did I get done on the 18th? just the task names"),
    (
        "ExpenseAddMultiple",
        "log these: winter boots $366.32 (clothes, work trip), groceries $400.09 (food, monthly), pharmacy $229.67 "
        "(health care, discounted)",
    ),
    ("SimpleCalendarAnyEventsOnDate", "am I free on march 16 or is something on? list the titles"),
    ("NotesIsTodo", "is {todo_title} a to-do in joplin? true or false"),
    ("SystemWifiTurnOnVerify", "need wifi on"),
    ("ClockTimerEntry", "set up a timer for 1h 38m 49s but don't start it"),
    ("SimpleSmsResend", "send that last text to {name} again"),
    ("SystemBluetoothTurnOff", "kill bluetooth"),
    (
        "RetroSavePlaylist",
        "new playlist {playlist_name}: {files}, in that order, then export it to downloads",
    ),
    ("PhoneReturnMissedCall", "call back the number I just missed"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "total minutes swimming this week?"),
    ("PhoneCallTextSender", "whoever just sent me a text, call them"),
    ("RecipeAddMultipleRecipesFromMarkor2", "my recipes.txt has some 10-minute recipes, add those to broccoli"),
    ("SystemWifiTurnOn", "turn on the wi-fi"),
    ("ExtraContactsDeleteContact", "{first} {last} isn't a contact I need anymore, remove them"),
    # Set 103 (2026-12-06, session 16, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, seed
    # "set103-session16", written after set 102's pass and before any change for it, run once untouched: 41 of 44, 0
    # false done).
    ("ExpenseDeleteMultiple2", "pls delete farmers market + train ticket + winter boots from my expense app"),
    ("SimpleCalendarDeleteEvents", "wipe everything off my calendar on tuesday the 19th"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off and bluetooth on"),
    ("CameraTakeVideo", "record a quick video"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "two weeks from today at 3pm: {event_title}, half an hour, description {event_description}",
    ),
    ("RetroPlayingQueue", "queue up {files} in retro music, in that order"),
    ("SimpleSmsReplyMostRecent", "text back whoever messaged me last: {message}"),
    ("TasksIncompleteTasksOnDate", "what's still not done for today in my tasks? titles only"),
    ("SaveCopyOfReceiptTaskEval", "make a copy of {file_name} from DCIM in Download, same name (gallery)"),
    ("ExtraContactsDeleteContact", "could you delete {first} {last} from my contacts?"),
    (
        "RecipeDeleteDuplicateRecipes3",
        "some recipes show up more than once in broccoli, delete the extras so there's one of each",
    ),
    (
        "MarkorMergeNotes",
        "put {file1_name} then {file2_name} then {file3_name} together in a new note {new_file_name}, an empty line between each",
    ),
    ("ExtraClockAlarmSet", "wake me up at 9:30 tonight"),
    ("AudioRecorderRecordAudioWithFileName", "I want to record something, save the file as {file_name}"),
    ("SimpleCalendarEventsInNextWeek", "what's on my calendar next week (mon-sun)? titles"),
    ("ExtraMarkorMoveNote", "{file_name} should go in the {folder} folder"),
    ("MarkorDeleteNote", "delete markor note {file_name}"),
    ("ExpenseDeleteSingle", "remove fuel from expenses"),
    ("SimpleSmsSendReceivedAddress", "{name2} just texted me an address, send it to {name1}"),
    ("RetroCreatePlaylist", "make a playlist called {playlist_name} with {files}"),
    ("SimpleCalendarNextMeetingWithPerson", "next time I meet {person}? answer like March 5 2030 14:00"),
    ("SystemBrightnessMaxVerify", "brightest screen possible pls"),
    ("SystemBluetoothTurnOffVerify", "bluetooth should be off"),
    ("SimpleCalendarFirstEventAfterStartTime", "what's my first thing after 8am this friday? title"),
    ("RecipeDeleteSingleRecipe", "drop the chicken curry recipe"),
    ("SystemWifiTurnOn", "switch on wifi"),
    ("MarkorEditNote", "at the end of {file_name} add: {footer}"),
    ("PhoneMakeCall", "dial {number}"),
    ("NotesIsTodo", "in joplin, is {todo_title} marked as a to-do? answer True or False"),
    ("SportsTrackerActivitiesOnDate", "what workouts did I log on march 11? just the types"),
    ("PhoneReturnMissedCall", "I missed a call just now, call them back"),
    ("SimpleCalendarDeleteOneEvent", "cancel Lunch with Sam on the 23rd at 9am"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "{event_title} this friday 10am for an hour, description: {event_description}",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "set up a daily {event_title} starting 18 march at 12, 90 mins each, never ending, description "
        "{event_description}",
    ),
    ("SystemWifiTurnOffVerify", "wifi needs to be off"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "cancel everything I have on saturday"),
    ("SimpleCalendarAnyEventsOnDate", "anything on the calendar for march 16th? give me the titles"),
    ("NotesMeetingAttendeeCount", "how many attended {title}? (joplin) just the number"),
    ("ContactsNewContactDraft", "fill in a new contact - Tomas Brennan, {phone}, label it work - don't hit save"),
    ("ContactsAddContact", "add {name} to contacts, number {number}"),
    ("SystemBluetoothTurnOn", "turn the bluetooth on"),
    ("SimpleSmsResend", "my text to {name} didn't send, resend it"),
    (
        "RecipeAddSingleRecipe",
        "add Veggie stir fry to broccoli - description Colourful and quick, 2 servings, 20 mins prep, source "
        "magazine, ingredients peppers, soy sauce, garlic, directions Stir fry the peppers with garlic and soy sauce.",
    ),
    (
        "MarkorAddNoteHeader",
        "in {original_name} add {header} as a new first line with a blank line under it, and rename the file to "
        "{new_name}",
    ),
    # Set 104 (helper wt-117, self-repairs, corrections and afterthoughts, seed "set117-selfrepair", written before any
    # change for it, run once untouched: 9 of 44, 13 false done).
    (
        "SaveCopyOfReceiptTaskEval",
        "in the gallery copy {file_name} from DCIM into Pictures, no wait, into Download, keep the same name",
    ),
    (
        "RetroPlayingQueue",
        "add Wild Horses, Low Tide, sorry not Low Tide, First Light, then Silver Lining to my playing queue in retro "
        "music, in that order",
    ),
    ("ContactsAddContact", "new contact {name}, number +19705551898, oops, it's {number}"),
    (
        "TasksIncompleteTasksOnDate",
        "which tasks due march 15, no sorry march 14, haven't I done yet? titles only, comma separated",
    ),
    ("CameraTakeVideo", "take a photo, no, a video. just one video"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "make a recurring event {event_title} starting 18 march 2030 at 1pm, no wait, at noon, daily forever, 90 "
        "minutes each time, description {event_description}",
    ),
    ("SystemBrightnessMaxVerify", "turn the brightness all the way down, no, up, max it out"),
    ("PhoneCallTextSender", "text back the number that just messaged me, actually no, call them"),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "delete the broccoli recipes that use milk in the directions, sorry, {ingredient}, the ones with {ingredient} "
        "in the directions",
    ),
    (
        "RetroCreatePlaylist",
        "make a retro playlist called Chill 28, scratch that, {playlist_name}, with {files} in order",
    ),
    ("ExpenseDeleteSingle", "delete the running shoes expense, actually no, the fuel one"),
    ("SimpleSmsResend", "resend the message I just sent to Hana, no sorry, to {name}"),
    ("SportsTrackerActivityDuration", "how long was my run on march 13, I mean my swim? minutes, just the number"),
    ("SimpleSmsReplyMostRecent", "reply to the latest text with: Call you later. no wait, make it: {message}"),
    ("ExtraClockAlarmSet", "set set an alarm for 9 pm, no, 9:30 pm"),
    ("SystemBluetoothTurnOnVerify", "turn bluetooth off- sorry, on. turn it on"),
    ("AudioRecorderRecordAudioWithFileName", "record audio and save it as interview_65, correction: {file_name}"),
    (
        "MarkorCreateNoteAndSms",
        "create a markor note named {file_name} with the text: {text} then send a- then sms the whole note to "
        "+12165552363, sorry, {number}",
    ),
    ("ClockStopWatchRunning", "start a timer, no, the stopwatch I mean"),
    ("SystemWifiTurnOnVerify", "switch wifi off.. no sorry, ON"),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "put the recipes from recipes.txt in markor that take 20 mins, oops I meant 10 mins, to prepare into broccoli",
    ),
    ("SimpleCalendarLocationOfEvent", "where's my Team sync- no, my {title} event? location only"),
    ("SystemBrightnessMinVerify", "brightness to max, I mean min. lowest it goes"),
    ("SystemWifiTurnOn", "turn on bluetooth, sorry, wifi. wifi on"),
    (
        "TasksHighPriorityTasksDueOnDate",
        "high priority tasks due march 23, correction: march 22? titles only, comma separated",
    ),
    ("FilesDeleteFile", "delete {file_name} from the Download folder, no wait, it's in Documents"),
    ("OpenAppTaskEval", "open the contacts app, no, the {app_name} app, and allow any permission popups"),
    ("CameraTakePhoto", "take a video, oops I meant a photo. one photo"),
    ("TasksHighPriorityTasks", "what are my medium- no, high priority tasks? titles only, comma separated"),
    (
        "NotesRecipeIngredientCount",
        "how much butter, sorry, {ingredient} goes in the {recipe} recipe in joplin? amount and unit as written",
    ),
    (
        "RetroSavePlaylist",
        "create a retro music playlist {playlist_name} with {files} in that order and export it to Documents, sorry, "
        "to Downloads",
    ),
    (
        "SimpleCalendarEventsInTimeRange",
        "do I have anything this monday between 10 and 6, no wait, 10 and 8pm? titles only",
    ),
    ("SystemBluetoothTurnOff", "turn bluetooth on, no, off. off"),
    (
        "NotesMeetingAttendeeCount",
        "how many people were at the Sprint review meeting, oops, {title}, in joplin? number only",
    ),
    ("ExpenseDeleteDuplicates", "delete all the duplicate expenses, wait, keep one of each. just the extra copies"),
    (
        "MarkorAddNoteHeader",
        'in markor add "{header}" at the top of {original_name} with a blank line before the old text. oh and rename '
        "it to {new_name}, forgot to say",
    ),
    ("ExtraMarkorMoveNote", "move the markor note {file_name} to the Work folder - no sorry, {folder}"),
    ("SystemBluetoothTurnOn", "turn on wifi- sorry, bluetooth"),
    ("RecipeDeleteSingleRecipe", "delete the pancakes recipe in broccoli, no, chicken curry"),
    (
        "ContactsNewContactDraft",
        "start a new contact, first name {first}, last name Brenan, sorry, {last}, phone {phone}, label work. don't "
        "save it",
    ),
    ("SimpleCalendarDeleteEvents", "delete all my calendar events on march 20 2030, I mean the 19th"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "add the event {event_title} this friday. oh and it's at 10am, an hour long, description {event_description}",
    ),
    ("NotesTodoItemCount", "how many to-dos in the Personal folder in joplin, sorry, {folder}? just the number"),
    (
        "RecipeDeleteDuplicateRecipes2",
        "delete the duplicate recipes in broccoli, uh, all but one of each I mean, keep one copy",
    ),
    # Set 105 (helper wt-119, everyday requests as people type them on a phone, seed "set119-everyday", written before
    # any change for it, run once untouched: 35 of 44, 1 false done).
    ("SimpleSmsResend", "can you resend my last text to {name}? I don't think it went through"),
    ("FilesDeleteFile", "delete {file_name} from my Documents folder pls"),
    ("OpenAppTaskEval", "open the files app and allow whatever permissions it asks for"),
    ("SimpleCalendarLocationOfEvent", "where's my piano lesson? just the location"),
    (
        "NotesRecipeIngredientCount",
        "how much {ingredient} goes in the {recipe} recipe in Joplin? give it exactly as written, amount and unit",
    ),
    (
        "RetroCreatePlaylist",
        "could you make a playlist called {playlist_name} in retro music with Low Tide first then Paper Planes",
    ),
    ("PhoneCallTextSender", "someone just texted me, call them back"),
    (
        "RetroSavePlaylist",
        "new playlist {playlist_name} - {files} in that order, then export it to downloads",
    ),
    ("SimpleCalendarDeleteEvents", "clear my calendar for tuesday the 19th, delete everything that day"),
    ("SimpleCalendarEventsInNextWeek", "what have I got on next week? monday to sunday, just the names"),
    (
        "MarkorCreateNoteAndSms",
        'Write a markor note {file_name} saying "{text}" and then text the whole thing to {number}',
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "put {event_title} in my calendar for friday at 10am for an hour, description: {event_description}",
    ),
    ("SimpleCalendarNextMeetingWithPerson", "when am I next meeting {person}? month day year and the time in 24hr"),
    ("NotesIsTodo", "is '{todo_title}' in joplin a to-do? True or False"),
    ("ExpenseDeleteSingle", "I got refunded for fuel, can you delete that expense"),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "there's a recipes.txt in markor, add the ones that take 10 minutes to prep into broccoli",
    ),
    (
        "RecipeAddSingleRecipe",
        "add a recipe to broccoli: {rows[0][title]}. description {rows[0][description]}, serves 2, 20 min prep, from a "
        "magazine, ingredients {rows[0][ingredients]}. directions: {rows[0][directions]}",
    ),
    ("SportsTrackerActivityDuration", "how many minutes was my swim yesterday? opentracks"),
    ("TurnOffWifiAndTurnOnBluetooth", "wifi off and bluetooth on please"),
    ("RecipeDeleteSingleRecipe", "get rid of the chicken curry recipe"),
    (
        "SaveCopyOfReceiptTaskEval",
        "could I get a copy of {file_name} from DCIM saved into Download with the same name? use the gallery",
    ),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "I'm off {ingredient} - delete every broccoli recipe with {ingredient} in the directions",
    ),
    ("SimpleCalendarFirstEventAfterStartTime", "tomorrow after 8am what's the first thing on my calendar?"),
    (
        "ContactsNewContactDraft",
        "start a new contact for {first} {last}, work number {phone}, but don't save it yet",
    ),
    ("SimpleSmsReply", "text back 352-555-1454 saying {message}"),
    ("MarkorDeleteNote", "{file_name} in markor can go, delete it"),
    ("ExpenseAddSingle", "log an expense: Online course, $436.78, education, note monthly"),
    ("TasksCompletedTasksForDate", "which of my tasks due monday the 18th are done already?"),
    ("SystemWifiTurnOffVerify", "can you switch the wifi off"),
    ("SystemBrightnessMinVerify", "screen's too bright, turn it all the way down"),
    ("SimpleSmsReplyMostRecent", 'answer the last text I got with "{message}"'),
    ("SystemWifiTurnOnVerify", "wifi on pls"),
    ("PhoneMakeCall", "call 968 555 1245 for me"),
    ("ExtraMarkorMoveNote", "move {file_name} into the {folder} folder"),
    ("SystemBluetoothTurnOnVerify", "Could you turn on Bluetooth? I want to use my headphones"),
    ("ClockStopWatchPausedVerify", "hit pause on the stopwatch"),
    ("PhoneReturnMissedCall", "I missed a call just now, can you ring them back"),
    ("SportsTrackerActivitiesOnDate", "what did I do for exercise on the 11th? just the activity types"),
    ("AudioRecorderRecordAudioWithFileName", "record a voice memo and call it {file_name}"),
    ("SimpleCalendarDeleteOneEvent", "cancel {targets[0][0]} on saturday the 23rd at 9am, take it off the calendar"),
    (
        "RecipeDeleteDuplicateRecipes2",
        "I think some recipes got added twice in broccoli, delete the extra copies but keep one of each",
    ),
    ("ExpenseDeleteMultiple2", "remove farmers market, train ticket and winter boots from pro expense"),
    ("SystemBluetoothTurnOffVerify", "kill bluetooth, it's draining my battery"),
    ("SystemWifiTurnOn", "Can you turn the wi-fi back on?"),
    # Set 106 (2026-12-06, session 16, everyday wordings over 44 of the benchmark's own seen jobs drawn at random, seed
    # "set106-session16", written after the session's first merges and before any change for it, run once untouched: 36
    # of 44, 0 false done).
    ("RetroPlayingQueue", "add {files} to what's playing next in retro music - keep that order"),
    ("SimpleSmsReply", "answer {number}: {message}"),
    ("SimpleCalendarDeleteEvents", "I'm off sick on march 19, delete all my events that day"),
    ("SystemBluetoothTurnOnVerify", "bluetooth needs to be on for my car"),
    ("TasksCompletedTasksForDate", "which of my tasks for march 18 are already done? titles separated by commas"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "book {event_title} on the calendar 2 weeks from now, 3 in the afternoon, 30 minutes, notes: {event_description}",
    ),
    ("CameraTakeVideo", "film a video"),
    ("SimpleCalendarLocationOfEvent", "what's the location for {title}? only the place"),
    ("TasksHighPriorityTasks", "list my tasks marked high priority, titles only"),
    ("MarkorCreateNoteAndSms", "write a note {file_name} with the text {text} and text it to {number} afterwards"),
    ("NotesIsTodo", "joplin: is '{todo_title}' a todo? reply True or False"),
    ("MarkorDeleteNote", "please get rid of {file_name}, it's in markor"),
    (
        "MarkorAddNoteHeader",
        "put {header} on the first line of {original_name}, leave a blank line after it, then call the note {new_name}",
    ),
    ("MarkorEditNote", "append {footer} to the end of {file_name}"),
    ("SimpleCalendarNextMeetingWithPerson", "{person} - when do we meet next? format: March 5 2030 14:00"),
    ("SportsTrackerActivitiesOnDate", "on 11 March what kind of activities did I record in opentracks?"),
    ("SystemWifiTurnOnVerify", "can you check wifi is on"),
    ("RecipeDeleteSingleRecipe", "remove Chicken curry from my recipes please"),
    ("CameraTakePhoto", "photo pls"),
    ("OpenAppTaskEval", "launch files and grant it any permissions it needs"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "saturday's plans are off - remove all events on saturday"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "add {event_title} to my calendar on friday at 10 am for 1 hour, description {event_description}",
    ),
    ("SimpleCalendarFirstEventAfterStartTime", "this friday, what's the first event after 8 in the morning? name only"),
    ("SimpleSmsResend", "send the message I sent {name} one more time"),
    ("SystemBrightnessMinVerify", "turn the brightness all the way down"),
    ("FilesDeleteFile", "in my files, documents folder, delete {file_name}"),
    ("ClockStopWatchPausedVerify", "stop the stopwatch"),
    ("RecipeAddMultipleRecipesFromMarkor2", "add every recipe in recipes.txt that's 10 mins prep to my broccoli app"),
    ("SystemWifiTurnOffVerify", "turn off wifi if it isn't already"),
    ("PhoneCallTextSender", "call back the person who just texted"),
    ("TasksIncompleteTasksOnDate", "what tasks do I still have open for today? just titles"),
    ("RetroCreatePlaylist", "could you make me a playlist {playlist_name}: {files}"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "tomorrow 8am {event_title} for an hour, description '{event_description}'",
    ),
    ("PhoneMakeCall", "ring {number} for me"),
    ("SimpleCalendarEventsInTimeRange", "anything between 10am and 8pm on monday? titles"),
    ("SystemBluetoothTurnOffVerify", "switch bluetooth off"),
    ("SimpleCalendarEventsInNextWeek", "events next week? mon to sun, titles pls"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "how long did I swim this week in total, in minutes?"),
    ("SimpleSmsSendReceivedAddress", "text {name1} the address {name2} sent me"),
    ("NotesMeetingAttendeeCount", "joplin meeting {title} - how many attendees? number"),
    ("SportsTrackerActivitiesCountForWeek", "number of cycling sessions this week (from monday)?"),
    ("AudioRecorderRecordAudio", "start a voice recording and save it"),
    ("SystemWifiTurnOn", "get the wifi on"),
    ("PhoneReturnMissedCall", "return my missed call"),
    # Set 107 (helper wt-121, questions people ask about their own data, seed "set121-questions", written before any
    # change for it, run once untouched: 43 of 44, 0 false done).
    ("OwnVlcLongestVideo", "what's the longest video I've got in vlc? just the title"),
    ("OwnFilesCountFolder", "how many files do I have in {folder}? just the number"),
    ("OwnTracksNamedMostOftenInFebruary", "what kind of activity did I do most often in february?"),
    (
        "NotesMeetingAttendeeCount",
        "how many people were at the {title} meeting? it's in my joplin notes, just the number",
    ),
    ("OwnFilesSmallestInFolder", "which file in my {folder} folder is the smallest? only the name"),
    ("NotesTodoItemCount", "how many to-dos have I got in my {folder} folder in joplin?"),
    ("OwnTracksNamedCountYesterday", "how many activities did I log yesterday?"),
    (
        "OwnTracksUnitsHoursLastWeek",
        "how many hours of activities did I put in last week, mon to sun? round to 2 decimals",
    ),
    ("OwnPhoneDidTheyCall", "did Lena Okafor call me today?"),
    ("OwnVlcSongArtist", "who's the artist on {song} in my vlc? name only"),
    ("OwnTracksSpanDistanceOnDayNoYear", "how far did I swim on december 14? in km"),
    ("SimpleCalendarAnyEventsOnDate", "anything on my calendar {date}? just the titles"),
    ("OwnPhoneLastMissedCaller", "who was that last missed call from? name only"),
    ("OwnRecipePrepTime", "how long does the {target} take to prep? minutes, just the number"),
    ("OwnVlcPlaylistItems", "what videos are on my {playlist} playlist? file names please"),
    ("OwnCalendarEventStartTime", "what time's my yoga class on march 26 2030? answer like 09:30"),
    ("OwnVlcItemLength", "how long is {video}? minutes and seconds"),
    ("SimpleCalendarFirstEventAfterStartTime", "what's my first event after 8am {date}? title only"),
    ("OwnPhoneWhoIsOnTheLine", "who's on the line with me right now?"),
    ("OwnFilesHasFile", "do I have a {absent} in my {folder} folder? yes or no"),
    ("OwnPhoneMissedCount", "how many calls have I missed? just the number"),
    ("OwnExpenseCategoryTotal", "how much have I spent on transportation altogether? number only"),
    ("OwnTracksSpanDistanceOfNewest", "how many km was my last walk?"),
    ("OwnTracksNamedTypeOfTrack", "what kind of activity is my Sunday long one track?"),
    ("OwnFilesCountOfKind", "how many jpgs are in my {folder} folder?"),
    ("OwnContactPhoneNumber", "what's Greta Moreau's number? just the number"),
    ("OwnPhoneWhenLastCall", "when did I last talk to Kofi Vargas on the phone? just the time"),
    ("OwnRetroPlaylistSize", "how many songs are on my {playlist} playlist in retro music?"),
    ("OwnCalendarBusyAtHour", "have I got anything starting at 9pm on march 27 2030? yes or no"),
    ("OwnTracksActivityDuration", "how many minutes was my swim on march 9?"),
    ("OwnVlcSongsByArtist", "what songs by {artist} have I got in vlc? titles"),
    ("OwnTracksCountKind", "how many walking activities have I got recorded?"),
    ("SportsTrackerActivitiesCountForWeek", "how many bike rides have I done this week (week starting monday)?"),
    ("OwnMarkorNotesMentioning", "which of my markor notes mention {word}? file names, comma separated"),
    ("OwnRecipesWithIngredient", "what recipes do I have that use {ingredient}? titles separated by commas"),
    ("SimpleCalendarEventsInNextWeek", "what events do I have next week (weeks start monday)? just the titles"),
    ("OwnTracksNamedLastOfKind", "when did I last go for a walk? just the date"),
    ("OwnPhoneLastMissedTime", "what time did I miss that last call?"),
    ("OwnTracksAverageDistance", "what's my average running distance in km? two decimals, just the number"),
    ("OwnTracksSpanDateOfFirst", "what date was my first swim in opentracks?"),
    ("OwnTracksWeekDistance", "how many km have I done this week across everything? just the number"),
    ("OwnVlcIsOnPlaylist", "is {probe} on my {playlist} playlist?"),
    ("OwnTracksNamedDistanceLastWeek", "how far did I walk last week, mon to sun? km with 2 decimals"),
    ("OwnSmsWhoTextedAbout", "who texted me about dinner? just the name"),
    # Set 108 (helper wt-120, everyday requests as ordinary people type them into an assistant on their phone, seed
    # "set120-everyday", written before any change for it, run once untouched: 38 of 44, 0 false done).
    ("RetroCreatePlaylist", "can you make a playlist called {playlist_name} with low tide and then paper planes"),
    ("ClockStopWatchPausedVerify", "pause the stopwatch pls"),
    ("NotesTodoItemCount", "how many to-dos have I got in the {folder} folder in joplin?"),
    ("SimpleCalendarLocationOfEvent", "where's my piano lesson happening? should be on my calendar"),
    (
        "ExpenseDeleteMultiple2",
        "got refunds on a few things, can you remove the farmers market, train ticket and winter boots expenses",
    ),
    ("SimpleCalendarAnyEventsOnDate", "do I have anything going on march 16? what is it"),
    ("TasksHighPriorityTasksDueOnDate", "what's high priority and due on the 22nd in my tasks"),
    ("SaveCopyOfReceiptTaskEval", "could you copy {file_name} from DCIM into Download? same name, in the gallery app"),
    (
        "MarkorMergeNotes",
        "combine {file1_name}, {file2_name} and {file3_name} (in that order) into one new note {new_file_name}, "
        "with a line between each",
    ),
    ("SimpleCalendarDeleteEvents", "taking march 19th off, clear everything on my calendar that day"),
    ("PhoneMakeCall", "can you ring {number} for me"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "something came up this saturday so delete all my events that day"),
    ("RecipeDeleteSingleRecipe", "could I get the Chicken curry recipe deleted from broccoli?"),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "I can't eat {ingredient} anymore, delete any recipe whose directions use {ingredient}",
    ),
    ("ExtraContactsDeleteContact", "remove {first} {last} from my contacts"),
    (
        "RecipeDeleteDuplicateRecipes",
        "my recipe app has some exact duplicates, get rid of the extra copies but keep one of each",
    ),
    ("SportsTrackerActivityDuration", "how many minutes did I swim on march 13th?"),
    (
        "SimpleCalendarFirstEventAfterStartTime",
        "friday - what's the first thing on my calendar after 8 in the morning?",
    ),
    (
        "MarkorCreateNoteAndSms",
        'write a note {file_name} saying "{text}" and then text the whole thing to {number}',
    ),
    ("SystemBluetoothTurnOn", "bluetooth on please"),
    ("SimpleCalendarEventsInTimeRange", "monday between 10am and 8pm, what have I got?"),
    ("SimpleCalendarDeleteOneEvent", "remove lunch with sam from the 23rd of march, it's the one at 9"),
    ("SimpleCalendarEventsInNextWeek", "what's on my calendar next week (mon-sun)?"),
    ("FilesDeleteFile", "delete {file_name} from my {subfolder} folder"),
    (
        "MarkorAddNoteHeader",
        'in markor put "{header}" at the top of {original_name} with a blank line before the old stuff, then '
        "rename it {new_name}",
    ),
    ("AudioRecorderRecordAudio", "can you record a voice memo and save it"),
    ("SimpleSmsReplyMostRecent", "reply to my last text: {message}"),
    ("OpenAppTaskEval", "open the files app and allow whatever permissions it asks for"),
    ("TasksHighPriorityTasks", "list my high priority tasks"),
    ("MarkorCreateNote", "could I get a new markor note called {file_name} that says {text}"),
    ("TasksIncompleteTasksOnDate", "what's still not done that was due march 14?"),
    ("NotesRecipeIngredientCount", "how much {ingredient} goes in the {recipe}? it's in joplin"),
    ("SystemBrightnessMaxVerify", "it's way too dark, crank the brightness all the way up"),
    ("SystemBluetoothTurnOffVerify", "turn off bluetooth, it's draining my battery"),
    ("SportsTrackerActivitiesOnDate", "what did I do for exercise on the 11th of march?"),
    (
        "RecipeAddSingleRecipe",
        'add a recipe to broccoli - Veggie stir fry, description "Colourful and quick", 2 servings, 20 mins, source '
        "magazine, ingredients: peppers, soy sauce, garlic. directions: Stir fry the peppers with garlic and soy sauce.",
    ),
    ("SystemBrightnessMinVerify", "dim my screen as low as it goes"),
    ("ClockStopWatchRunning", "start the stopwatch"),
    ("CameraTakePhoto", "snap a picture"),
    ("RetroPlayingQueue", "queue up wild horses, first light and silver lining, in that order"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "put {event_title} on my calendar every day starting march 18 at noon, 90 minutes, no end date, "
        "description: {event_description}",
    ),
    ("SimpleSmsReply", "reply to {number} saying {message}"),
    ("PhoneReturnMissedCall", "missed a call a sec ago, can you call them back"),
    ("TasksCompletedTasksForDate", "which of my tasks due march 18 did I finish?"),
    # Set 109 (helper set-109, everyday requests typed or dictated to a phone assistant: reasons first, typos, "pls",
    # numbers in words, apps named loosely or not at all; written before any change for it, run once untouched).
    (
        "SimpleCalendarAddOneEventTomorrow",
        "can u put {event_title} in my calender for tmrw at eight am, an hour long. description {event_description}",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "set up {event_title} two weeks from today at 3 in the afternoon, thirty mins, description {event_description}",
    ),
    ("OwnCalendarMoveEventTime", "the parent-teacher meeting on the 23rd cant be at 9 anymore, shift it to two pm pls"),
    ("OwnCalendarSetLocation", "can u set the location on my {title} thing to {place}"),
    ("SimpleCalendarNextMeetingWithPerson", "when am I seeing {person} next? need the date and time"),
    ("MarkorCreateNote", "make a new markor file {file_name} and paste this in: {text}"),
    ("MarkorEditNote", "at the very bottom of {file_name} add this line: {footer}"),
    ("OwnMarkorReplaceWord", "in {file_name} I wrote {old} but I meant {new}, swap it pls"),
    ("OwnMarkorDeleteTwoNotes", "clearing out my notes, {a} and {b} can both go"),
    (
        "ExpenseAddSingle",
        "just paid ${dollars0} for my online course, can you log it as an education expense with the note monthly",
    ),
    ("OwnExpenseEditAmount", "fix the bakery expense, I typed the wrong amount, it should be 67.50"),
    ("OwnExpenseCategoryTotal", "how much has transport cost me altogether? just the total"),
    ("ExpenseDeleteSingle", "the fuel expense got reimbursed by work so pls delete it"),
    ("OwnFilesRenameFile", "rename {name} in downloads to {new_name}"),
    ("OwnFilesDeleteTwo", "i dont need {first} or {second} anymore, theyre in {folder}, delete both"),
    ("OwnFilesCountInFolder", "how many files are sitting in my downloads?"),
    ("PhoneMakeCall", "ring one nine six eight five five five one two four five for me"),
    ("OwnPhoneWhoCalledLast", "who rang me last? just their name"),
    ("OwnPhoneCallOnSpeaker", "call jonah lindqvist and put him on speaker, my hands are full"),
    ("SimpleSmsResend", "{name} says she never got my text, can u send it again"),
    ("SimpleSmsSendReceivedAddress", "forward the address {name2} sent me to {name1} by text"),
    ("OwnSmsLastMessageFrom", "whats the last thing hana tanaka texted me"),
    ("OwnVlcPlayVideo", "put on {item} in vlc"),
    ("OwnVlcRenamePlaylist", "my vlc playlist {playlist} should be called {new_name} now"),
    ("OwnVlcAddThenPlay", "add {trio} to my {playlist} playlist in vlc and then start playing it"),
    ("OwnRetroAddSongToPlaylist", "i love {item}, stick it on my {playlist} playlist"),
    ("OwnRetroDeletePlaylist", "dont need the {playlist} playlist in retro anymore, get rid of it"),
    ("RetroSavePlaylist", "new playlist pls, name it {playlist_name}: {files}. then export it to downloads"),
    ("OwnTracksDeleteActivity", "that swim on march twelfth was logged by mistake, delete it from opentracks"),
    ("SportsTrackerTotalDurationForCategoryThisWeek", "how many minutes have I spent swimming since monday?"),
    ("OwnTracksActivityDistance", "how far did I swim on the 5th of march, in km"),
    ("OwnRecipeEditServings", "the pancakes recipe should make twelve servings not six, can u change that"),
    ("OwnRecipePrepTime", "how long does greek salad take to make? minutes only"),
    (
        "OwnRecipeAddFull",
        "new recipe for broccoli: Banana bread. description Moist and simple, serves six, takes 20 mins, from "
        "grandma. ingredients bananas, flour, butter. directions: Mash, mix and bake for an hour.",
    ),
    ("OwnTasksMarkDone", "finally emailed the landlord! tick that task off"),
    (
        "OwnTasksCreateWithDueAndNotes",
        "library's closing soon, add a task to return library books due the 18th, with notes {notes}",
    ),
    ("TasksCompletedTasksForDate", "did i get through the stuff due on march 18? which ones are done"),
    ("TurnOffWifiAndTurnOnBluetooth", "switch wifi off and then bluetooth on pls, going to use my headphones"),
    ("ClockTimerEntry", "set a timer for one hour thirty-eight minutes and forty-nine seconds"),
    ("ExtraClockAlarmSet", "alarm for half nine tonight pls"),
    (
        "ContactsNewContactDraft",
        "can you start a contact for {first} {last} with {phone} as the work number, but dont save yet, i want to "
        "check it first",
    ),
    ("OwnContactsAddEmail", "{first} {last} gave me her email, {email}, add it to her contact"),
    ("CameraTakeVideo", "take a quick video with the camera"),
    ("AudioRecorderRecordAudioWithFileName", "record a voice note and call it {file_name}"),
    # Set 110 (helper people110, everyday requests typed or dictated to a phone assistant by people who are not
    # engineers: typos, the reason first, the slot before the verb, days said from today, British and Indian English,
    # dictation without punctuation; written before any change for it, run once untouched).
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "could you pop {event_title} in my diary for this friday at 10 in the morning please, an hour long, with "
        "{event_description} as the description. cheers",
    ),
    ("OwnCalendarMoveEventDay", "Please prepone {title} from 25th March to 19th March, timing same only."),
    (
        "OwnCalendarChangeDuration",
        "my {title} this sunday the 17th is going to run long so make it ninety minutes pls, same start time",
    ),
    ("OwnCalendarRepeatEvent", "signed up for the whole term so {title} on the 21st needs to repeat every week"),
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "we're away this weekend, wipe everything off my calandar this saturday",
    ),
    ("OwnCalendarEventMinutes", "how long is my haircut booked for on the 23rd? in minutes"),
    ("OwnCalendarLatestOnDay", "Which event is there last on 22nd March? Tell me the name only."),
    (
        "OwnExpenseEditCategory",
        "the flowers weren't for me they were a donation, change that expense's category to Donation",
    ),
    (
        "ExpenseDeleteMultiple2",
        "the winter boots, train ticket and farmers market expenses were all refunded so they can be delted",
    ),
    ("OwnExpenseTotalInSpan", "how much did i spend on food between the 2nd and the 8th of march? just the number"),
    (
        "OwnManyExpensesDeleteOverAmount",
        "my accountant wants the big ones gone so delete every expense over two hundred and fifty dollars",
    ),
    (
        "OwnMarkorAppendLine",
        "nearly forgot {line}!! add it as a new line at the end of {file_name}, its for tomorrows trip",
    ),
    ("OwnMarkorPrependLine", "at the very top of {file_name} pls put {line}, that one's the most urgent"),
    ("ExtraMarkorMoveNote", "{file_name} is finished with, move it into the {folder} folder in markor"),
    ("OwnManyNotesDeleteWithWord", "tidying up markor - any note with old in its name can go, delete them"),
    ("RecipeDeleteSingleRecipe", "nobody in this house eats the chicken curry any more, bin that recipe would you"),
    ("OwnRecipeEditPrepTime", "{dish} take way longer then I wrote, set the prep time to {time}"),
    ("OwnRecipesUnderMinutes", "I'm in a rush tonight, which of my recipes take under twenty minutes to make?"),
    (
        "ContactsAddContact",
        "Kindly save {name} number {number} in my contacts, she is my new colleague. Do the needful.",
    ),
    ("OwnContactsChangeNumber", "update {first} {last}'s number to {new_phone} pls, she's switched networks"),
    ("ExtraContactsDeleteContact", "{first} {last} has left the company, delete his contact please"),
    (
        "SimpleSmsSendReceivedAddress",
        "{name2} sent me the address for the event, can you text it on to {name1} as well",
    ),
    ("OwnSmsWhoTextedAbout", "someone messaged me about dinner and i cant remember who, what's their name"),
    ("OwnPhoneCallContactLabel", "ring kofi lindqvist on his home number please"),
    ("OwnPhoneDeleteCallFromLog", "theres a call from 266 555 4888 in my call history, its spam, delete it"),
    ("ClockTimerEntry", "need a 1 hr 38 min 49 sec timer ready for the roast, ill press start myself when it goes in"),
    ("ExtraClockAlarmSet", "i need to take my tablets at nine thirty tonight so set an alarm for then"),
    ("SystemWifiTurnOn", "im home now can you switch the wifi back on"),
    ("SystemBrightnessMaxVerify", "cant see a thing in this sunshine, max out the brightnes please"),
    ("OwnFilesCopyFile", "I need a copy of {name} in documents too, it's in downloads at the moment. thanks!"),
    ("OwnFilesMoveAllOfKind", "could you shift every mp3 out of downlaods and into documents"),
    ("FilesDeleteFile", "dont need that receipt anymore, delete {file_name} from the {subfolder} folder"),
    ("OwnTracksRenameTrack", "the bike ride i did last sunday, rename it to {name}"),
    ("SportsTrackerActivitiesCountForWeek", "how many times have I been cycling this week so far"),
    ("OwnTracksStatsHoursMinutesInMonth", "how much time have i spent walking this month, in hours and minutes"),
    ("OwnVlcDeletePlaylist", "i never use the {old} playlist in vlc, get rid of it"),
    ("OwnVlcPlaylistLength", "how long is my {playlist} playlsit in vlc altogether? minutes and seconds"),
    ("OwnRetroRenamePlaylist", "in retro music can you call my {playlist} playlist {new_name} instead"),
    (
        "OwnRetroShortSongsOnPlaylist",
        "which songs on the {playlist} playlist are under 3 minutes? I'm putting a short mix together",
    ),
    ("OwnTasksOpenThisWeek", "how many of this week's tasks have I still not done"),
    ("TasksHighPriorityTasks", "anything flagged high priority in my to do app? tell me which"),
    ("NotesMeetingAttendeeCount", "{title} meeting notes in joplin - how many attendees were there?"),
    ("AudioRecorderRecordAudio", "record a voice memo for me and save it i want to remember this idea"),
    ("CameraTakePhoto", "take a pic real quick, want to remember where i parked"),
    # Set 111 (helper people111, 44 of the benchmark's own seen templates across every app, as different people type or
    # dictate them to a phone assistant: short and long, the app named or not, lowercase and unpunctuated, British,
    # Australian, Indian and US English, fillers, numbers in words, days said from today, polite wrappers, the reason
    # first; written before any change for it, run once untouched).
    ("SimpleSmsReply", "mate can you flick a reply to {number}, just say {message}"),
    ("SimpleSmsReplyMostRecent", "Whoever just messaged me, write back '{message}' please."),
    (
        "SimpleSmsSendReceivedAddress",
        "my sister's coming to the party tonight so can you text {name1} the address that {name2} just sent me",
    ),
    ("MarkorCreateNote", "um open markor and start a new note {file_name}, the text is {text}"),
    ("MarkorDeleteNote", "{file_name} is rubbish now, bin it from markor"),
    ("MarkorEditNote", "In the {file_name} note kindly add one line at the bottom: {footer}"),
    (
        "MarkorMergeNotes",
        "combine {file1_name}, {file2_name} and {file3_name} into one new note called {new_file_name}, keep them in "
        "that order with a blank line between each",
    ),
    (
        "MarkorCreateNoteAndSms",
        "write a markor note named {file_name} saying {text} and then send the whole thing to {number} by sms",
    ),
    ("SystemBluetoothTurnOff", "bluetooth off please, battery's nearly dead"),
    ("SystemBrightnessMinVerify", "turn the screen brightness all the way down its hurting my eyes in bed"),
    ("SystemWifiTurnOffVerify", "switch off the wi-fi pls, I'm on mobile data anyway"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "a fortnight from today at three pm add {event_title}, half an hour, description {event_description}",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "set up {event_title} as a daily thing from the eighteenth of march at 12 noon, an hour and a half each time, "
        "never ending, and put {event_description} in the description",
    ),
    (
        "SimpleCalendarDeleteEvents",
        "I'll be on a flight all day on the 19th so cancel everything in my calendar that day",
    ),
    ("SimpleCalendarDeleteOneEvent", "sam bailed so take lunch with sam off my calendar, its on the 23rd at 9am"),
    ("SimpleCalendarLocationOfEvent", "where's my {title} happening? just the place"),
    ("SimpleCalendarEventsInNextWeek", "what have I got on next week, Monday to Sunday? just the names"),
    (
        "SimpleCalendarEventsInTimeRange",
        "Anything in my calendar on Monday between ten in the morning and 8 in the evening?",
    ),
    ("ContactsAddContact", "add {name} to my contacts, her number's {number}"),
    (
        "ContactsNewContactDraft",
        "start filling in a new contact: first name {first}, surname {last}, phone {phone} (label it work). leave it "
        "unsaved",
    ),
    ("ClockTimerEntry", "set up a timer for an hour thirty eight minutes and forty nine seconds but don't start it"),
    ("ClockStopWatchRunning", "get the stopwatch going"),
    (
        "ExpenseAddMultiple",
        "log these in my expense app: Winter boots $366.32 clothes, note work trip; Groceries 400.09 food, monthly; "
        "Pharmacy $229.67 health care, discounted",
    ),
    ("ExpenseDeleteDuplicates", "I think some expenses got entered twice, remove the duplicates but keep one of each"),
    (
        "ExpenseAddSingle",
        "add an expense, Online course, four hundred thirty six dollars seventy eight, education, note Monthly",
    ),
    (
        "RecipeAddSingleRecipe",
        "save a new recipe in broccoli: Veggie stir fry, description Colourful and quick, serves 2, 20 mins, source "
        "magazine, ingredients peppers, soy sauce, garlic, directions Stir fry the peppers with garlic and soy sauce.",
    ),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "I've gone vegan so delete any recipe whose directions use eggs",
    ),
    ("RecipeDeleteDuplicateRecipes2", "my recipe app has double ups, clear out the copies and leave one of each"),
    ("AudioRecorderRecordAudioWithFileName", "can you record this lecture and save it under the name {file_name}"),
    ("CameraTakeVideo", "film a short video for me"),
    ("FilesDeleteFile", "In Documents there is {file_name}, please delete it"),
    ("TasksHighPriorityTasksDueOnDate", "what high priority stuff is due on the 22nd?"),
    ("TasksIncompleteTasksOnDate", "what's on my to-do list for today that i havent done yet"),
    ("TasksHighPriorityTasks", "which of my tasks are flagged as high priority? just the names thanks"),
    ("NotesRecipeIngredientCount", "in joplin, my {recipe} recipe, how much {ingredient} does it need"),
    ("NotesIsTodo", "is {todo_title} a to-do in joplin or just a normal note? true or false"),
    ("NotesTodoItemCount", "how many todos are in my {folder} notebook in joplin"),
    ("SportsTrackerActivitiesOnDate", "what did I do for exercise on monday the 11th"),
    ("SportsTrackerActivityDuration", "how many minutes did I swim for yesterday"),
    ("SportsTrackerActivitiesCountForWeek", "number of cycling sessions since monday in opentracks?"),
    ("RetroCreatePlaylist", "new playlist in retro music called {playlist_name}: Low Tide then Paper Planes"),
    (
        "RetroPlayingQueue",
        "after this song add Wild Horses, First Light and Silver Lining to the queue, in that order",
    ),
    ("PhoneMakeCall", "dial {number}"),
    ("PhoneCallTextSender", "someone just texted me from a number i dont know, call them back"),
    # Set 112 (helper people112): requests with context and constraints around the job (a reason, a deadline, whom
    # it is for, "don't …" asides, two sentences, a question tag, British/Indian/US spelling, typos).
    ("SimpleSmsReply", "can u reply to {number} with {message}, they're waiting for me at the station and I'm driving"),
    (
        "SimpleSmsReplyMostRecent",
        "Whoever sent me that last text, write back '{message}'. Don't ring them though, I'm in a meeting.",
    ),
    (
        "SimpleSmsResend",
        "the text I sent {name} earlier didn't deliver I think, it's her birthday today so send it to her again pls",
    ),
    (
        "SimpleSmsSendReceivedAddress",
        "{name2} texted me the address for the party, forward it to {name1} would you? she's picking me up",
    ),
    ("MarkorCreateNote", "I keep forgetting stuff so make a markor note named {file_name} and put this in it: {text}"),
    (
        "MarkorEditNote",
        "at the bottom of {file_name} in markor add '{footer}' - dont touch the rest of the note, my boss reads it",
    ),
    (
        "MarkorAddNoteHeader",
        'Before I share {original_name} with my flatmate, put "{header}" at the top with a blank line under it, then '
        "rename it {new_name}, ta",
    ),
    (
        "MarkorMergeNotes",
        "I need one file for the review tomorrow. Combine {file1_name}, {file2_name} and {file3_name} in that order "
        "into a new note called {new_file_name}, each on its own line, and don't delete the originals.",
    ),
    (
        "MarkorCreateNoteAndSms",
        "My mum needs the plan too: create a note {file_name} with {text} and then text the whole thing to her on "
        "{number}",
    ),
    (
        "ExtraMarkorMoveNote",
        "{file_name} is finished now, so move it into the {folder} folder in markor, don't delete it",
    ),
    ("SystemBluetoothTurnOff", "my earbuds keep connecting on their own, switch bluetooth off till I'm home please"),
    (
        "SystemBrightnessMinVerify",
        "i'm in the cinema, could you turn the screen brightness right down to the lowest, yeah?",
    ),
    (
        "TurnOffWifiAndTurnOnBluetooth",
        "The wifi here is rubbish so turn it off, and then put bluetooth on for the car speaker.",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "Finance wants to meet two weeks today at 3 in the afternoon. Put Budget review in my calendar for half an "
        "hour, description Meet at the front desk.",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "the instructor wants our forms so add Yoga class to my calender tomorrow 8am for an hour with the "
        "description Bring the documents",
    ),
    (
        "SimpleCalendarAddRepeatingEvent",
        "Sam and I are doing lunch every day from the 18th at 12 noon for an hour and a half. Set it up as 'Lunch with "
        "Sam', repeating daily with no end date, description 'Confirm the day before'.",
    ),
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "I'm off sick this Saturday, clear everything in my calendar that day, would you?",
    ),
    (
        "SimpleCalendarDeleteOneEvent",
        "Sam cancelled on me so delete the Lunch with Sam on the 23rd at 9am from my calendar. Leave the other events "
        "alone.",
    ),
    (
        "SimpleCalendarAnyEventsOnDate",
        "anything on my calendar on the 16th of March? my sister wants to visit, just tell me the titles",
    ),
    ("SimpleCalendarNextMeetingWithPerson", "when am I meeting {person} next? need to prep the slides before then"),
    ("SimpleCalendarLocationOfEvent", "where's my {title} again? I need to tell the babysitter, just the place pls"),
    ("ContactsAddContact", "{name} is my new neighbour, save her in my contacts, her mobile is {number}"),
    (
        "ContactsNewContactDraft",
        "Open a new contact and fill in {first} {last}, phone {phone} as a work number, but don't save it yet - I need "
        "to double check the number with him first.",
    ),
    (
        "ExtraContactsDeleteContact",
        "{first} {last} left the company, remove him from my contacts pls, not the other Ravis",
    ),
    (
        "ClockTimerEntry",
        "pizza dough needs to rise, set a timer for 1 hr 38 min 49 sec but dont start it yet i'll start it myself",
    ),
    ("ClockStopWatchPausedVerify", "hold on, pause the stopwatch, I'm taking a break from my run"),
    ("ExtraClockAlarmSet", "need to take my meds at half nine tonight, set an alarm for it please"),
    (
        "ExpenseAddSingle",
        "add an expense called Online course, $436.78, category Education, note Monthly. It's for my tax return so get "
        "the amount right.",
    ),
    (
        "ExpenseDeleteMultiple2",
        "Those were refunded so delete Farmers market, Train ticket and Winter boots from my expenses, nothing else",
    ),
    (
        "ExpenseDeleteDuplicates",
        "The sync glitched and doubled up a few expenses. Delete the repeats, leaving a single one of every expense.",
    ),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "I'm short on time this week - from recipes.txt in markor, copy the ones that take 10 mins to make into "
        "broccoli",
    ),
    (
        "RecipeDeleteDuplicateRecipes3",
        "there are duplicate recipes in broccoli since I imported them twice, delete the duplicates, leave one copy of "
        "each",
    ),
    ("AudioRecorderRecordAudio", "record a quick voice memo for me and save it, it's for my grocery list"),
    ("CameraTakePhoto", "snap a pic of this whiteboard for me before they wipe it"),
    (
        "FilesDeleteFile",
        "there's an old {file_name} in the Documents folder that i dont need anymore, delete it - not the other receipts",
    ),
    (
        "SaveCopyOfReceiptTaskEval",
        "the accountant needs {file_name}: make a copy of it from DCIM into Download, same name, and keep the original "
        "where it is",
    ),
    (
        "OpenAppTaskEval",
        "kindly open the {app_name} app, I want to look for something, and allow whatever permissions it asks",
    ),
    ("TasksCompletedTasksForDate", "for my timesheet, what did I finish on 18th March? just the titles"),
    ("TasksHighPriorityTasksDueOnDate", "What all high prio tasks are due on 22 March? I need to plan my day"),
    (
        "NotesMeetingAttendeeCount",
        "how many people came to the {title} meeting? It's in my joplin notes, I'm doing the catering bill",
    ),
    (
        "NotesRecipeIngredientCount",
        "I'm going shopping for the {recipe} - how much {ingredient} does my recipe in joplin say?",
    ),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "My coach asked: how many minutes of swimming have I done in total this week (since Monday)?",
    ),
    (
        "RetroSavePlaylist",
        "make a playlist {playlist_name} for the gym with Ocean Eyes, Silver Lining, Paper Planes and Static Love in "
        "that order, then export it to Downloads so I can copy it to my laptop",
    ),
    ("PhoneReturnMissedCall", "I missed a call while I was in the shower, ring them back please"),
    # Set 113 (helper people113, 44 seen benchmark templates drawn with random.Random(113).sample over the seen,
    # not-ours templates, in the order drawn; everyday requests as ordinary people text a phone assistant: varied openers,
    # the app named loosely or not at all, days said from today, numbers in words, casual punctuation, typos, a bit of
    # context; written before any change for it, run once untouched).
    (
        "SimpleSmsSendReceivedAddress",
        "{name1} keeps asking me where the party is. {name2} sent me the address earlier, just pass it on to her",
    ),
    (
        "ContactsNewContactDraft",
        "start a new contact for {first} {last}, work phone {phone}.. dont hit save yet, i wanna check it first",
    ),
    (
        "SimpleSmsResend",
        "hmm I don't think {name} got what i sent her a minute ago, could you send that same message again?",
    ),
    ("TasksIncompleteTasksOnDate", "what do i still need to finish off today? check my tasks, titles are fine"),
    (
        "RetroCreatePlaylist",
        "make me a new playlist in the music app, call it {playlist_name}, low tide first and then paper planes",
    ),
    (
        "RecipeAddSingleRecipe",
        "Add my Veggie stir fry to the recipe app: Colourful and quick, serves two, takes 20 min, got it from a "
        "magazine. ingredients peppers, soy sauce, garlic. directions - Stir fry the peppers with garlic and soy sauce.",
    ),
    ("SimpleCalendarLocationOfEvent", "forgot where my piano lesson is lol, can u check the calendar? just the place"),
    ("FilesDeleteFile", "clear {file_name} out of documents on my phone, i dont need it anymore"),
    ("ExtraMarkorMoveNote", "I'm done with {file_name}, shove it in the {folder} folder in markor"),
    (
        "MarkorAddNoteHeader",
        "in my notes open {original_name}, stick '{header}' in as the first line with an empty line under it, and "
        "change the name to {new_name}",
    ),
    ("ClockStopWatchPausedVerify", "pause the stop watch for a sec, someone's at the door"),
    ("SystemBluetoothTurnOff", "can you shut off bluetooth? not using it and it keeps pinging me"),
    ("SportsTrackerActivityDuration", "how many minutes was my swim on wednesday?"),
    ("NotesMeetingAttendeeCount", "how many ppl were at the {title} meeting? should be in joplin somewhere"),
    (
        "ClockTimerEntry",
        "set up a timer for one hour thirty eight minutes and forty nine seconds but don't start it tho",
    ),
    ("SportsTrackerActivitiesOnDate", "what workouts did I log on monday? just the types"),
    (
        "SimpleCalendarDeleteOneEvent",
        "sam bailed, so delete the nine o'clock Lunch with Sam on the twenty third from my calendar. just that one",
    ),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "Put {event_title} in the calender for two weeks from today, 3 in the afternoon, thirty minutes long. "
        "description: {event_description}",
    ),
    ("SimpleCalendarDeleteEvents", "my whole day on tuesday the 19th got cancelled, delete all the events that day"),
    ("SystemWifiTurnOnVerify", "make sure my wi fi is switched on before I start the download"),
    ("SimpleCalendarNextMeetingWithPerson", "remind me when I'm next meeting {person}? date and time pls"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "from monday the 18th I'm doing {event_title} every day at 12, an hour and a half each time, no end date. "
        "can you put it in my calendar, description {event_description}",
    ),
    ("SystemBrightnessMinVerify", "screen's way too bright in bed, dim it right down to the minimum"),
    ("RecipeDeleteSingleRecipe", "nobody in my house eats chicken curry anymore, take it out of my recipes"),
    ("CameraTakeVideo", "quick, record a video on the camera, the kids are doing their dance"),
    ("ExtraClockAlarmSet", "alarm at 9.30pm pls, i have to put the bins out"),
    ("SimpleCalendarEventsInTimeRange", "on monday from ten am till 8pm, what have i got in my diary?"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "booked a {event_title} for this friday 10am, one hour - add it to my calendar with description "
        "{event_description}",
    ),
    ("SystemWifiTurnOn", "no internet again ugh, can you put the wifi back on"),
    ("ExpenseAddSingle", "new expense pls: online course, ${dollars0}, education, note: monthly"),
    (
        "RecipeDeleteDuplicateRecipes",
        "some recipes show up twice in broccoli, delete the copies so there's just one of each",
    ),
    ("SystemBluetoothTurnOn", "gonna pair my new speaker, turn bluetooth on for me?"),
    ("NotesTodoItemCount", "count my to-dos in the {folder} folder, it's the joplin app"),
    ("SystemBluetoothTurnOffVerify", "is bluetooth off? if not switch it off please, trying to save battery"),
    ("ExpenseDeleteSingle", "that fuel expense was a mistake, delete it from the expense app"),
    ("SimpleCalendarEventsInNextWeek", "what's my next week looking like? monday thru sunday, just the event names"),
    ("TasksHighPriorityTasks", "what's urgent on my task list? only the high priority ones, titles"),
    (
        "MarkorCreateNoteAndSms",
        'new markor file {file_name} saying "{text}" and then sms all of it to {number}, my partner needs it too',
    ),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "there's a recipes.txt in markor - any of those that only take 10 minutes to prep, add them to my recipe app",
    ),
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "going camping this weekend so clear out this saturday's events from my calendar",
    ),
    (
        "ExpenseAddMultiple",
        "can you put these into my expenses: winter boots 366.32 clothes (work trip), groceries 400.09 food (monthly) "
        "and pharmacy 229.67 in health care, discounted",
    ),
    ("TasksHighPriorityTasksDueOnDate", "anything high priority due friday the 22nd? names only"),
    ("ClockStopWatchRunning", "going for a run, can you get the stopwatch running"),
    ("SimpleSmsReplyMostRecent", "somebody just messaged me and I'm driving. reply to whoever it was: {message}"),
    # Set 114 (helper people114): questions answered from what the screen shows, as people ask them in everyday text
    # (indirect, the answer's form said loosely, days said from today, the app named loosely or not at all, a bit of
    # context, typos); the 18 seen benchmark templates of the answer family and 26 of our own drawn with
    # random.Random(114).
    (
        "SimpleCalendarAnyEventsOnDate",
        "my parents might come over this saturday - have I got anything on? just the names",
    ),
    ("SimpleCalendarNextMeetingWithPerson", "remind me when I'm seeing {person} next? date and time is all I need"),
    ("SimpleCalendarLocationOfEvent", "where do I have to go for {title}?? can't remember, just the location"),
    (
        "SimpleCalendarEventsInNextWeek",
        "trying to plan ahead, what's in my calender for next week (mon-sun)? quick list",
    ),
    ("SimpleCalendarFirstEventAfterStartTime", "what's the first thing I've got on after 8 in the morning tomorrow?"),
    ("SimpleCalendarEventsInTimeRange", "do i have stuff on monday from 10am till 8 at night? titles only pls"),
    ("TasksHighPriorityTasks", "which of my to-dos are marked high priority at the moment? a quick list"),
    ("TasksHighPriorityTasksDueOnDate", "anything important due next friday, the 22nd? only the high priority ones"),
    ("TasksCompletedTasksForDate", "of the tasks due monday the 18th, which ones have I already ticked off?"),
    ("TasksIncompleteTasksOnDate", "what's still left to do today on my task list?? names only"),
    ("NotesRecipeIngredientCount", "any idea how much {ingredient} goes in the {recipe}? it's in my joplin somewhere"),
    ("NotesMeetingAttendeeCount", "how many ppl were at the {title} meeting? just the number, should be in my notes"),
    (
        "NotesIsTodo",
        "remind me, is {todo_title} set up as a to-do in joplin or is it just a note? just say true or false",
    ),
    ("NotesTodoItemCount", "how many to-dos have I got sitting in the {folder} notebook? just the number"),
    ("SportsTrackerActivitiesOnDate", "what did I do for exercise on monday? just the kind of activity"),
    ("SportsTrackerActivitiesCountForWeek", "how many bike rides have I logged so far this week? just the number"),
    ("SportsTrackerActivityDuration", "how long was my swim yesterday? minutes only"),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "adding up my training log, how many minutes have I spent swimming this week, counting from monday?",
    ),
    ("OwnTracksCountInMonth", "how many workouts did I record back in february? number only"),
    ("OwnExpenseTotalForName", "how much have I blown on {item} altogether? no dollar sign, just the amount"),
    ("OwnCalendarEventsInRange", "what have I got on from monday 18th to wednesday the 20th? titles, commas are fine"),
    ("OwnTracksNamedSpeedOfTrack", "what was my avg speed on Canal tour in opentracks? km/h please"),
    ("OwnPhoneLastMissedTime", "someone rang while I was out, what time was that last missed call? just the time"),
    ("OwnTracksDateOfFarthest", "which day did I do my longest walk, distance-wise?"),
    ("OwnPhoneWhenLastCall", "when did Kofi and I last speak on the phone? only the time"),
    ("OwnPhoneWhoCalledLast", "who was it that rang me last? name pls"),
    ("OwnFilesCountFolder", "how many files have I got in {folder}? a number is fine"),
    (
        "OwnRecipesWithIngredient",
        "got loads of {ingredient} to use up, which of my recipes have it in them? quick list",
    ),
    ("OwnTracksSpanTotalThisWeek", "how far have I cycled this week since monday? in km"),
    ("OwnTracksSpanCountOfKind", "how many runs do I have recorded overall in opentracks? just a number"),
    ("OwnPhoneWhoCalledAt", "who's the 9:12 am call in my call history from? just their name"),
    ("OwnVlcIsOnPlaylist", "did I ever add {probe} to the {playlist} playlist in vlc? yes or no"),
    ("OwnTracksNamedDistanceOfTrack", "how far did I go on the Morning loop track? in kilometres"),
    ("OwnFilesHasFile", "is {absent} somewhere in the {folder} folder or did I lose it? yes/no"),
    ("OwnRetroLongestSong", "out of curiosity, which song in retro is the longest one? just the title"),
    ("OwnTracksSpanDistanceOfNewest", "how many km was my latest walk?"),
    ("OwnTracksStatsCountOfKindBetween", "how many runs did I do from feb 12 to feb 20 this year? number only"),
    (
        "OwnFilesSinceDay",
        "how many of the files in {folder} have been modified since the 3rd of march, that day included? just a number",
    ),
    ("OwnPhoneWhoDidICallLast", "who was the last person I phoned? name only"),
    ("OwnCalendarBusyAtHour", "is anything starting at 9pm on the 27th? yes or no"),
    ("OwnCalendarEventStartTime", "what time does Yoga class start on tuesday the 26th? like 14:30"),
    ("OwnTracksUnitsMilesThisWeek", "how many miles have I swum this week (since monday)? to two decimals"),
    (
        "OwnTracksStatsPaceOfKindBetween",
        "whats my average walking pace between feb 27 and march 8 2030? min per km, rounded to 2 decimals",
    ),
    ("OwnExpenseMostExpensiveInCategory", "what was the priciest thing I spent on in {category}? the name only"),
    # Set 115 (helper people115, requests as people SAY them to a voice assistant and the speech is transcribed: long
    # run-on sentences with little punctuation, fillers, dates, times and amounts said aloud, numbers in words, a
    # self-correction now and then, apps named as heard, polite wrappers; 44 seen templates that are not questions,
    # drawn with random.Random(115) from the benchmark's seen templates and then ours, benchmark ones first; written
    # before any change for it, run once untouched).
    (
        "SaveCopyOfReceiptTaskEval",
        "um okay so in simple gallery there's {file_name} in the DCIM folder can you like make a copy of it in "
        "downloads with the same name please and uh leave the original where it is",
    ),
    (
        "ContactsNewContactDraft",
        "hey so I need a new contact um first name {first} last name {last} and the phone is {phone} and put it as "
        "a work number but like don't hit save yet okay I wanna check it first",
    ),
    (
        "ContactsAddContact",
        "could you please add a new contact for me it's {name} and her number is {number} thank you so much",
    ),
    ("SystemBluetoothTurnOnVerify", "uh hey so can you like make sure the bluetooth is turned on please thanks"),
    (
        "ExpenseDeleteMultiple2",
        "okay so in pro expense I need you to delete the farmers market one and um the train ticket the three sixteen "
        "forty four one and also the winter boots so yeah just those three please",
    ),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "so there's a file recipes dot txt in markor right and I want you to take the recipes in there that take ten "
        "minutes to make and um add them to the broccoli app only the ten minute ones though",
    ),
    (
        "MarkorCreateNoteAndSms",
        "okay um can you make a new note in markor called {file_name} and it should say {text} and then uh send the "
        "whole note as a text to {number} with simple sms please",
    ),
    (
        "RecipeDeleteDuplicateRecipes3",
        "uh so I think my recipes in broccoli got doubled up somehow can you go through and delete the extra copies "
        "but like leave one of each okay thanks",
    ),
    (
        "RecipeDeleteDuplicateRecipes",
        "hey um some of the recipes in the broccoli app are showing up twice exactly the same so can you get rid of "
        "the doubles and just keep one of every recipe please",
    ),
    (
        "AudioRecorderRecordAudioWithFileName",
        "could you um start a recording in the audio recorder app and then save it as {file_name} please it's for "
        "my interview notes",
    ),
    (
        "ExpenseDeleteDuplicates",
        "so yeah pro expense has like the same expense entered a few times over can you delete the duplicates and "
        "just keep one of each um thank you",
    ),
    ("PhoneMakeCall", "hey can you um ring {number} for me real quick I need to ask them something"),
    (
        "SimpleSmsSendReceivedAddress",
        "okay so {name2} just sent me the address for the event in a text um can you text that address over to "
        "{name1} please she doesn't have it",
    ),
    (
        "OpenAppTaskEval",
        "uh can you open up the files app for me and if it asks for any permissions or whatever just like allow all "
        "of them okay",
    ),
    (
        "OwnTracksDeleteActivity",
        "um in open tracks can you delete my swim from the twelfth of March that was Tuesday yeah the swimming one "
        "please",
    ),
    (
        "OwnVlcPlaylistOneALine",
        "so in vlc I want a new playlist called {new} and um put skate_trick.mp4 first then wedding_speech.mp4 and "
        "then lecture_04.mkv last in that order please",
    ),
    (
        "OwnMarkorDeleteTwoNotes",
        "okay can you delete two notes in markor for me um {a} and {b} but like leave {keep} alone I still need that "
        "one",
    ),
    (
        "OwnExpenseEditCategory",
        "so the flowers expense in pro expense the seventy six fifty one um can you change its category to "
        "{category} and don't change anything else on it thanks",
    ),
    ("OwnVlcShufflePlaylist", "hey could you put on my {playlist} playlist in vlc but like on shuffle please"),
    (
        "OwnRecipeEditPrepTime",
        "um in broccoli the fish tacos recipe the prep time is wrong can you change it to thirty no sorry forty "
        "five minutes",
    ),
    (
        "OwnCalendarRenameEvent",
        "okay so in simple calendar I've got {title} on the twenty sixth of March at four in the afternoon can you "
        "rename that to {new_title} please",
    ),
    (
        "OwnPhoneCallContactLabel",
        "uh can you call Kofi Lindqvist for me but on his home number not his mobile okay thanks",
    ),
    (
        "OwnPhoneCallStranger",
        "I need to call the garage um their number is five nine eight five five five nine nine three six can you "
        "dial that for me",
    ),
    (
        "OwnManyNotesDeleteWithWord",
        "so in markor can you delete all the notes that have the word {word} in their name like every one of them "
        "please",
    ),
    (
        "OwnPhoneCallTextedAbout",
        "hey um somebody texted me about the meeting and I can't remember who so can you just call whoever that was "
        "please",
    ),
    (
        "OwnExpenseRenameByAmount",
        "okay so in pro expense there's one for forty nine fifty um can you rename it to {new_name} and keep "
        "everything else the same like the amount and stuff",
    ),
    (
        "OwnRecipeEditDirections",
        "um for my chili recipe in broccoli can you change the directions so they say {directions} thanks",
    ),
    (
        "OwnManyExpensesDeleteOverAmount",
        "so yeah in pro expense can you delete every expense that's more than two hundred and fifty bucks all of "
        "them please",
    ),
    (
        "OwnCalendarRenameNoAppNamed",
        "uh hey can you rename my {title} event to {new} please like just the name nothing else",
    ),
    (
        "OwnSmsNextEventLocation",
        "can you send {to} a text saying where my next event is um like the location of it so she knows where to go",
    ),
    (
        "OwnCalendarMoveEventDay",
        "okay so my car service is on the twenty fifth of March can you move it to the eighteenth actually no make "
        "it the nineteenth um same time two o'clock just a different day",
    ),
    (
        "OwnVlcAppendSongs",
        "in vlc can you add harbor lights and then sunday drive to the end of my {playlist} playlist um in that "
        "order please",
    ),
    (
        "OwnFilesDeleteTwo",
        "um so in the files app in the {folder} folder can you delete {first} and also {second} I don't need them "
        "anymore",
    ),
    ("OwnMarkorCreateFolder", "hey can you make a new folder in markor um call it {folder} please thank you"),
    (
        "OwnMarkorPrependLine",
        "in markor can you add {line} as the first line of {file_name} like right at the very top um thanks",
    ),
    (
        "OwnVlcMakeThenPlay",
        "okay so in vlc make a playlist called {new} with holiday_2029.mp4 trailer_final.mp4 and lecture_04.mkv and "
        "then um start playing it please",
    ),
    (
        "OwnPhoneCallNumberInWords",
        "can you call eight three four um five five five nine nine three eight for me please",
    ),
    (
        "OwnPhoneDeleteCallFromLog",
        "so there's a call in my call history from two six six five five five four eight eight eight um can you "
        "delete that one please",
    ),
    (
        "OwnTracksNamedRename",
        "hey in open tracks can you rename my Lunch break track to {new} please um that's all",
    ),
    ("OwnVlcPlayAllSongs", "uh could you just play all my songs in vlc please like all of them thanks"),
    (
        "OwnMarkorAppendLine",
        "um can you add {line} to the end of my {file_name} note in markor like as a new line at the bottom",
    ),
    (
        "OwnMarkorRewriteNote",
        "okay so in markor can you change the text of {file_name} to {new} and um replace whatever's there now please",
    ),
    ("OwnPhoneCallFirstName", "hey could you give Omar a call for me um on the phone app thanks"),
    (
        "OwnMarkorReplaceWord",
        "so in {file_name} in markor can you change the word {old} to {new} um wherever it says {old} please",
    ),
    # Set 116: 44 seen benchmark templates drawn with random.Random(116).sample, each said by a different kind of
    # person in turn: a busy parent typing fast, a teenager, an older person who spells things out and names apps by
    # what they do, a terse professional, a non-native speaker, someone asking indirectly.
    ("ExtraClockAlarmSet", "quick set an alarm 9:30 tonight, need to move the laundry to the dryer"),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "how many mins have i swum this week (since mon) total? just the number lol",
    ),
    (
        "ClockStopWatchPausedVerify",
        "Would you please pause the stopwatch for me? I have finished timing my walk. Thank you kindly.",
    ),
    ("SimpleSmsReplyMostRecent", "Reply to the latest SMS: {message}"),
    ("SystemBluetoothTurnOnVerify", "please you make the bluetooth to be on, I want connect my speaker"),
    ("SystemBluetoothTurnOff", "it would be great if bluetooth was off, the battery is dying"),
    ("TasksIncompleteTasksOnDate", "what tasks do i still have left for today? kids r waiting, titles only"),
    (
        "RetroSavePlaylist",
        "make a playlist called {playlist_name} w/ {files} in that order then export it to downloads thx",
    ),
    (
        "SimpleCalendarEventsInNextWeek",
        "Could you kindly look in my calendar and tell me which events I have next week, from Monday through "
        "Sunday? Only the names of the events, please.",
    ),
    ("ContactsNewContactDraft", "New contact draft: {first} {last}, {phone}, label Work. Do not save."),
    ("AudioRecorderRecordAudioWithFileName", "record for me one audio and save it with name {file_name} please"),
    ("CameraTakeVideo", "I need a video taken with the camera, just one"),
    (
        "MarkorMergeNotes",
        "merge {file1_name} {file2_name} and {file3_name} into a new note {new_file_name}, that order, blank line "
        "between each, thx",
    ),
    ("OpenAppTaskEval", "open {app_name} app n just allow all the permissions it asks for"),
    (
        "MarkorAddNoteHeader",
        'In the notes program, would you please open {original_name}, add the line "{header}" at the very top with '
        "a blank line after it, and then rename the note to {new_name}? Thank you.",
    ),
    (
        "ExpenseAddMultiple",
        "Log 3 expenses: Winter boots, $366.32, Clothes, note Work trip. Groceries, $400.09, Food, note Monthly. "
        "Pharmacy, $229.67, Health Care, note Discounted.",
    ),
    (
        "RetroPlayingQueue",
        "put to my queue the songs Wild Horses, First Light and Silver Lining, in this order please",
    ),
    (
        "RecipeDeleteDuplicateRecipes",
        "It would be great if the duplicate recipes in my recipe app were cleaned up, just one of each should stay",
    ),
    ("SimpleCalendarEventsInTimeRange", "monday 10 to 8pm whats in my calendar? names only pls"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn wifi off then bluetooth on, gonna use my airpods"),
    (
        "RetroCreatePlaylist",
        "Would you be so kind as to make a new playlist in the music player called {playlist_name}, with Low Tide "
        "first and Paper Planes second? Many thanks.",
    ),
    ("SimpleSmsSendReceivedAddress", "Forward the address {name2} texted me to {name1}."),
    ("ExtraContactsDeleteContact", "the contact of {first} {last}, please you delete it from my phone"),
    ("AudioRecorderRecordAudio", "I need a voice recording made and saved, just a short one"),
    ("TasksCompletedTasksForDate", "which tasks did i finish for march 18? titles only, in a rush"),
    ("MarkorDeleteNewestNote", "delete my newest note in markor its cringe"),
    (
        "SimpleCalendarDeleteEvents",
        "Please remove every appointment from my calendar on Tuesday, the nineteenth of March. I shall be away "
        "that day.",
    ),
    ("SimpleCalendarAnyEventsOnDate", "Events on March 16? Titles only."),
    (
        "MarkorCreateNoteAndSms",
        "make new note in markor with name {file_name}, inside write {text} and after send all of the note by sms "
        "to {number}",
    ),
    ("ExpenseDeleteDuplicates", "I need the duplicate expenses in pro expense deleted, keep one of each though"),
    ("ContactsAddContact", "add {name} to contacts, {number}, quick pls"),
    ("SimpleCalendarAddOneEventTomorrow", "put {event_title} in my cal tmrw 8am for an hour, desc {event_description}"),
    (
        "SportsTrackerActivitiesOnDate",
        "Could you tell me which activities I recorded in the tracking program on Monday, the eleventh of March? "
        "Only the type of activity, please.",
    ),
    ("TasksHighPriorityTasks", "List my high-priority tasks. Titles only."),
    (
        "SaveCopyOfReceiptTaskEval",
        "in gallery the {file_name} from DCIM, please make copy of it into Download with same name",
    ),
    ("MarkorDeleteNote", "it would be great if {file_name} in markor was gone"),
    ("SimpleCalendarFirstEventAfterStartTime", "whats my first thing after 8am friday? title only"),
    ("SimpleCalendarNextMeetingWithPerson", "when do i meet {person} next? date n time"),
    (
        "ExpenseAddSingle",
        "Would you please record an expense for me in the expense program? It is called Online course, the amount "
        "is ${dollars0}, the category is Education, and the note should say Monthly. Thank you.",
    ),
    ("SystemWifiTurnOffVerify", "Wi-Fi off."),
    ("ClockTimerEntry", "make timer of 1 hour 38 minute and 49 second, but not start it please"),
    (
        "SportsTrackerActivityDuration",
        "I need to know how many minutes my swim on wednesday the 13th lasted",
    ),
    ("NotesRecipeIngredientCount", "how much {ingredient} for {recipe}? its in joplin, at the shop now"),
    ("PhoneMakeCall", "call {number} rn pls"),
    # Set 117: 44 seen templates drawn with random.Random(117).sample, each request relayed or quoted: a person
    # passing on what someone else asked or said ("my boss wants …", "Mum says: …", "Sam texted 'can you …'"), or a
    # request inside reported speech with the person's own short reason.
    (
        "OwnMarkorRewriteNote",
        'my sister says "in markor, make {file_name} say {new}" so can you do that, her old list is out of date',
    ),
    (
        "OwnFilesSmallestInFolder",
        "my flatmate wants to know which file in {folder} is the smallest, she only needs the name",
    ),
    (
        "OwnFilesMoveInStorage",
        "my accountant said {first} shouldn't be sitting in {folder}, it needs to go in {target}. can you move it",
    ),
    (
        "OwnMarkorCopyNoteText",
        'Dad asked: "can you make a new markor note called {target} with the same text as {source}?" he wants a copy '
        "he can scribble on",
    ),
    (
        "OwnTracksCountInMonth",
        "my coach wants to know how many activities I recorded in opentracks in february, just the number",
    ),
    ("OwnFilesHasFileYes", "my supervisor texted 'is {first} still in your {folder} folder?' can you check, yes or no"),
    (
        "OwnVlcPlayThenNext",
        "my daughter says 'play Sunday Drive in vlc and then Quiet Storm after it', she wants them on for the drive",
    ),
    (
        "OwnTracksDeleteDay",
        "the physio said to scrap everything I recorded on march 11 in opentracks, the watch was glitching that day, so "
        "delete those",
    ),
    (
        "OwnExpenseAmountOf",
        "Mum's asking how much the {rows[4][name]} expense was in pro expense, just the number for her",
    ),
    ("OwnVlcIsOnPlaylist", "Jess wants to know: is {probe} on my {playlist} playlist in vlc? yes or no"),
    (
        "OwnVlcPlaylistItems",
        "my friend asked what videos are on the {playlist} playlist in vlc, tell me the file names so I can pass them on",
    ),
    ("OwnPhoneWhoDidICallLast", "my wife's asking who I called last, check the phone and give me the name"),
    (
        "OwnRecipeServings",
        "my partner wants to know how many servings the {target} recipe in broccoli makes, she's cooking for six",
    ),
    (
        "OwnTracksSpanDeleteAllOfKind",
        "doctor told me no more running and my wife said 'just delete all the running activities from opentracks then', "
        "so please do",
    ),
    (
        "SimpleSmsSendReceivedAddress",
        "{name1} asked me for the address {name2} texted me for the event, can you send it on to her",
    ),
    ("ExtraMarkorMoveNote", "the team lead said: move {file_name} into the {folder} folder in markor. do that for me"),
    (
        "OwnExpenseEditAmountAndCategory",
        "the bookkeeper says the Flowers expense in pro expense is wrong: it should be $77.75 and go under {category}. "
        "please fix it",
    ),
    ("OwnRetroRenamePlaylist", "my son texted me 'rename the {playlist} playlist to {new_name}', it's in retro music"),
    (
        "OwnTracksNamedNameOfLongest",
        "my swim coach is asking what my longest swimming activity in opentracks is called, by time",
    ),
    (
        "OwnCalendarCreateFullEvent",
        "Kofi says: put {title} in the calendar for April 3 at 1:30 pm, an hour and a half, repeating monthly, with the "
        "description {description}",
    ),
    (
        "OwnFilesMoveAllOfKind",
        "IT told me all the {ext} files in {folder} need to be moved into {target}, can you sort that out in the files app",
    ),
    (
        "OwnTracksNamedRecordTyped",
        'my cycling club wants everyone to record a bike ride in opentracks called "{new}", so record one and save it '
        "with that name",
    ),
    (
        "OwnTasksCreateWithDueAndNotes",
        'the library emailed me, so add a task "{title}" due march 18, and in the notes put what they said: "{notes}"',
    ),
    (
        "SimpleCalendarEventsInTimeRange",
        "my boss wants to know if I'm free this monday between 10 am and 8 pm, what's in my calendar then? titles only",
    ),
    (
        "OwnTracksNamedDistanceLastWeek",
        "my walking group asked how many km I walked last week (mon to sun), check opentracks, two decimals",
    ),
    (
        "OwnTracksNamedCountYesterday",
        "my trainer wants to know how many activities I recorded yesterday in opentracks",
    ),
    ("CameraTakeVideo", "grandma said 'take a video of the baby for me', so just record one video"),
    (
        "OwnTracksNamedDistanceOfTrack",
        "Dana asked me how long the Morning loop track was in km, can you look it up in opentracks",
    ),
    (
        "SimpleCalendarEventsInNextWeek",
        "my manager asked what events I've got next week, monday to sunday, give me just the titles comma separated",
    ),
    (
        "OwnManyEventsDeleteWithWord",
        "my assistant says all the calls are off, so delete every event with '{word}' in the title from my calendar",
    ),
    (
        "OwnVlcTwoPlaylistsSentences",
        'my flatmate wants two vlc playlists for saturday, she said "Dinner party with trailer_final.mp4 and '
        'holiday_2029.mp4, and Late night with beach_day.mp4 and wedding_speech.mp4"',
    ),
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "the school called and said the trip takes all of this saturday, so delete everything on my calendar that day",
    ),
    (
        "OwnExpenseTotalInSpan",
        "my husband asks how much we spent on food between march 2 and march 8 in pro expense, just the total",
    ),
    (
        "OwnTracksStatsMinutesOfShortestInMonth",
        "my cycling buddy asked what my shortest ride in march was, in minutes, number only",
    ),
    ("OwnVlcPlayFromFolder", "the kids are shouting 'play {video}!' it's in the {folder} folder in vlc"),
    (
        "OwnTracksNamedSpeedOfTrack",
        "Dana wants to know what my average speed was on the Canal tour track, in km/h, it's in opentracks",
    ),
    (
        "OwnTasksMarkDone",
        "my husband says he emailed the landlord this morning, so tick off 'Email the landlord' in tasks",
    ),
    ("OwnMarkorPrependLine", 'Ines reminded me, put "{line}" at the top of {file_name} in markor so I see it first'),
    (
        "OwnFilesNewFolderThenMove",
        "my travel agent said to keep everything in one place, so make a folder called {new} and move {name} from "
        "{folder} into it",
    ),
    (
        "OwnRecipeEditServings",
        "my mother-in-law says her pancakes recipe actually makes 12 servings, not 6, change it in broccoli",
    ),
    (
        "OwnExpenseAddSeveral",
        "my partner read me these off the receipts, add them to pro expense: Birthday dinner $41.25 Food, Theatre show "
        "$43.75 Entertainment, Guitar course $26.50 Education",
    ),
    (
        "OwnVlcTwoNewPlaylists",
        'my cousin texted "make me a vlc playlist {name} with city_9.mp4 and concert_7.mp4, and one called {second} '
        'with concert_7.mp4 and party_12.mp4" can you do both',
    ),
    (
        "OwnCalendarEventStartTime",
        "the yoga studio rang to check I know when my yoga class on march 26 starts, what time is it in my calendar? "
        "HH:MM",
    ),
    (
        "SaveCopyOfReceiptTaskEval",
        "work needs a copy of my receipt, they said 'save a copy of {file_name} from DCIM into Download with the same "
        "name', use the gallery",
    ),
    # Set 118 (helper people118): fast phone typing, all lowercase, little punctuation, texting shorthand (tmrw, w/,
    # pls, u, r, thx, msg, txt, cal, mins, hrs), small words dropped, a few thumb slips, run-on lines; 44 seen templates
    # drawn with random.Random(118).sample.
    ("SimpleCalendarAnyEventsOnDate", "do i have anythng on march 16 in my cal? just titles w commas"),
    ("OwnManyEventsDeleteWithWord", "delete all the events w/ {word} in the title from my cal pls"),
    ("OwnPhoneLastMissedNumber", "whats the numbr of my last missed call, just the number thx"),
    ("OwnContactPhoneNumber", "need greta moreaus number asap, number only pls"),
    ("OwnRetroLongestSong", "which song in retro is the longest jus the title"),
    ("OwnPhoneDidTheyCall", "did lena okafor call me today? y/n"),
    (
        "ExpenseAddMultiple",
        "add 3 expenses pls {rows[0][name]} $366.32 clothes note work trip, {rows[1][name]} $400.09 food note monthly "
        "n {rows[2][name]} $229.67 health care note discounted",
    ),
    ("OwnPhoneHowOftenCalled", "how many times did kofi vargas call me? just a numbr"),
    ("OwnPhoneWhoDidICallLast", "who did i call last? name pls"),
    ("ExpenseDeleteSingle", "delete the {rows[0][name]} expense pls added it by mistake"),
    ("RecipeDeleteDuplicateRecipes2", "got dupes in my recipe app, delete the extra copies but keep 1 of each"),
    (
        "OwnTracksUnitsHoursLastWeek",
        "how many hrs did i spend on all my activites last wk mon to sun in opentracks? round to 2 decimals",
    ),
    ("OwnVlcAddSongToPlaylist", "add {song} to my {other} playlist in vlc thx"),
    ("OwnRecipeEditServings", "change pancakes to 12 servings in my recipes dont change anything else"),
    (
        "OwnVlcPlaylistOneALine",
        "make a vlc playlist {new} w/ skate_trick.mp4 then wedding_speech.mp4 then lecture_04.mkv in that order",
    ),
    ("OwnVlcCountVideos", "how many vids in vlc? number only"),
    ("OwnFilesCountFolder", "how many files r in {folder}? just the number pls"),
    ("OwnVlcShufflePlaylist", "play my {playlist} playlist on shuffle in vlc"),
    ("TasksHighPriorityTasks", "what r my high priority tasks? titles only comma separated"),
    ("OwnVlcAppendSongs", "add harbor lights n then sunday drive to the end of my {playlist} playlist in vlc"),
    ("CameraTakePhoto", "take a photo pls just 1"),
    ("OwnMarkorCopyNoteText", "new note in markor called {target} w/ the same text as {source}"),
    ("OwnVlcPlaylistCount", "how many items in my {playlist} playlist in vlc? numbr only"),
    ("OwnExpenseEditNote", "set the note on the cinema expense to {note} pls"),
    ("OwnSmsLastMessageFrom", "what did hana tanaka say in her last txt? just the msg text"),
    ("OwnPhoneCallTextedAbout", "call whoever txted me about the meeting"),
    ("OwnCalendarChangeDuration", "make {title} on sun the 17th last 90 mins keep the start time same"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "add {event_title} to my cal 2 wks from today at 3pm for {duration_mins} mins desc {event_description}",
    ),
    ("OwnCalendarBusyAtHour", "anything startin at 9pm on march 27 in my cal? yes or no"),
    ("OwnVlcPlaySong", "play {song} in vlc pls"),
    ("SimpleCalendarFirstEventAfterStartTime", "whats my first event after 8am this fri? title only"),
    ("OwnRetroLongestOnPlaylist", "longest song on my {old} playlist in retro? just the title"),
    ("OwnVlcRenameVideo", "rename {video} to {renamed} in vlc"),
    ("OwnTracksSpanDateOfFirst", "when was my first swim logged in opentracks? date pls"),
    ("OwnTracksNamedNameOfLongest", "whats teh name of my longest swim by duration in opentracks"),
    ("OwnCalendarMoveEventOnDay", "move my event on mar 23 to 4pm same day keep evrything else"),
    ("OwnTracksRenameTrack", "rename my bike ride frm march 10 to {name} in opentracks"),
    ("OwnManyExpensesFromMarkorNote", "add the expenses from {file} in markor to pro expense pls"),
    ("OwnPhoneCallFavourite", "call ines moreau from my favs"),
    ("SystemBluetoothTurnOn", "turn on blutooth pls"),
    ("SimpleCalendarNextMeetingWithPerson", "when is my next mtg w {person}? month day year n time in 24hr"),
    ("AudioRecorderRecordAudio", "record a quick audio clip n save it"),
    ("OwnTracksStatsDateOfFastestInMonth", "what day was my fastest swim in feb by avg speed? date only"),
    ("OwnCalendarEventStartTime", "wat time does yoga class start on march 26? hh:mm"),
    # Set 119 (helper people119, times, dates, durations and numbers said the many ways people say them: "midday",
    # "21h", "a week on Tuesday", "the day before yesterday", "3/3", "2/12 to 2/20", "1:38:49", "one and a half
    # hours", amounts as "three sixty-six thirty-two" or "400 dollars 9 cents", digits said as words, ordinals; each
    # value the template's own, computed against the device's Thursday 14 March 2030; 44 seen templates drawn with
    # random.Random(119), written before any change for it, run once untouched).
    ("OwnPhoneCallsMadeTo", "how many times have I called {people[0][first]} {people[0][last]}? one number please"),
    ("OwnFilesSmallestInFolder", "what's the smallest file in my {folder} folder? only the one name"),
    (
        "OwnVlcNewPlaylistOfFive",
        "make a playlist in vlc called {new} with five videos: first documentary.mkv, second birthday_cake.mp4, third "
        "dog_park.mp4, fourth lecture_04.mkv and fifth trailer_final.mp4",
    ),
    ("SystemBluetoothTurnOff", "switch bluetooth off please, won't need it again till tomorrow morning"),
    ("OwnVlcPlayPlaylist", "play my {playlist} playlist in vlc from track one"),
    (
        "OwnTracksNamedMostOftenInFebruary",
        "which type of activity did I record the most times last month in opentracks?",
    ),
    ("OwnContactsChangeNumber", "{first} {last} has a new number, (561) 555-9678, change it in contacts"),
    (
        "OwnCalendarEventStartTime",
        "what time does {on_day[0][0]} start a week on Tuesday? 24-hour clock, HH:MM",
    ),
    ("OwnTracksNamedHoursOfKindInFebruary", "how many hours did I spend swimming last month according to opentracks?"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "put {event_title} in my calendar from monday 18 march at midday, every single day with no end date, one and a "
        "half hours each time, description {event_description}",
    ),
    ("OwnPhoneAnswerRinging", "pick up the phone for me, it's ringing and I've got both hands full"),
    (
        "OwnFilesSinceDay",
        "how many files in {folder} were modified on or after 3/3 this year? just the number",
    ),
    ("OwnPhoneCallContactLabel", "ring {people[0][first]} {people[0][last]} on the home number, not the mobile"),
    ("OwnPhoneCallSeparatedNumber", "call five five oh, five five five, four five one four"),
    ("OwnMarkorCopyNoteText", "in markor make a new note {target} with word for word the same text as {source}"),
    ("OwnTracksStatsCountOfKindBetween", "how many runs did I log from 2/12 to 2/20? a number only"),
    ("OwnVlcShufflePlaylist", "put my {playlist} playlist on shuffle in vlc"),
    (
        "ExpenseAddMultiple",
        "add 3 expenses to pro expense: Winter boots, three sixty-six thirty-two, Clothes, note Work trip; Groceries, "
        "400 dollars 9 cents, Food, note Monthly; Pharmacy, two hundred twenty-nine dollars and sixty-seven cents, "
        "Health Care, note Discounted",
    ),
    ("OwnTracksDeleteActivity", "delete the swim I recorded the day before yesterday from opentracks"),
    ("OwnPhoneCallFirstName", "give {people[0][first]} a quick ring"),
    ("OwnTracksNamedLastOfKind", "what was the date of my last walk in opentracks?"),
    ("OwnCalendarBusyAtHour", "have I got an event starting at 21h on wednesday the twenty-seventh? yes or no"),
    ("SystemWifiTurnOn", "turn the wifi on, I've used up all my mobile data for the month"),
    (
        "SportsTrackerActivitiesOnDate",
        "what activities did I do three days ago in opentracks? types only, comma separated if there's more than one",
    ),
    ("OwnRecipeEditDirections", "change the Chili directions in broccoli to: {directions}"),
    ("OwnMarkorAppendLine", "add one more line at the very end of {file_name} in markor: {line}"),
    (
        "OwnExpenseEditCategory",
        "the Flowers expense, the seventy-six fifty one, should be under {category}; change nothing else about it",
    ),
    ("OwnTracksSpanKmOfKindInMonth", "how many km did I cycle back in nov '29 according to opentracks?"),
    ("ClockTimerEntry", "set a timer for 1:38:49 but don't start it"),
    ("OwnVlcDeleteSong", "delete the song {song} from vlc"),
    ("OwnVlcDeletePlaylist", "delete my {old} playlist from vlc, haven't played it in two years"),
    (
        "OwnTracksUnitsHoursLastWeek",
        "how many hours did I spend on all my activities from monday the 4th to sunday the 10th? to two decimal places",
    ),
    ("OwnTracksNamedDelete", "delete the Forest trail track from last saturday in opentracks"),
    ("MarkorEditNote", "at the bottom of {file_name} in markor add one line: {footer}"),
    (
        "OwnMarkorReplaceLine",
        'in {file_name} swap the line "{old}" for "{new}"',
    ),
    ("OwnMarkorCreateFolder", "one new folder in markor please, name it {folder}"),
    (
        "OwnTracksStatsMinutesOfShortestInMonth",
        "how many minutes was my shortest bike ride this month? number only",
    ),
    ("OwnSmsWhoTextedAbout", "who was it that texted me about dinner? just the name"),
    (
        "OwnTracksStatsDateOfFastestInMonth",
        "what date was my fastest swim in feb this year, going by average speed?",
    ),
    (
        "OwnVlcNewPlaylistInOrder",
        "new playlist in vlc called {name}: 1st beach_3.mp4, 2nd hike_5.mp4, 3rd sunset_1.mp4",
    ),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "the recipes in recipes.txt in markor that take ten minutes to prepare, add those to broccoli",
    ),
    ("PhoneMakeCall", "ring plus one nine six eight, five five five, twelve forty-five"),
    ("OwnVlcPlayFromFolder", "in vlc play {video} from the {folder} folder"),
    ("OwnManyExpensesDeleteCategory", "delete all the {category} expenses in pro expense, there should be two of them"),
    # Set 120: 44 seen benchmark templates drawn with random.Random(120).sample, each written as a structured or
    # email-like message: a greeting and a sign-off, the request over several lines, values listed as bullets,
    # numbered items or "field: value" lines, "Subject:"/"Re:" lines, bold or quoted values, a P.S. that adds a
    # detail the job needs.
    (
        "OwnVlcAppendSongs",
        "Hi,\n\nCould you add two songs to the end of my **{playlist}** playlist in VLC, in this order:\n"
        "1. Harbor Lights\n2. Sunday Drive\n\nThanks,\nDana",
    ),
    (
        "OwnPhoneCallBackLastCaller",
        "Subject: missed it\n\nHi,\nSomeone just rang me and I couldn't get to the phone in time. Could you call "
        "back whoever called me last?\n\nCheers,\nSam",
    ),
    (
        "OwnManyExpensesDeleteOverAmount",
        "Hi,\n\nI'm tidying up my expenses before the audit.\n- Action: delete\n- Which: every expense over "
        "${limit}\n\nLeave the rest as they are.\nThanks, Priya\n\nP.S. They're all in Pro Expense.",
    ),
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "Re: weekend plans\n\nHi there,\nThe trip is off, so please clear my calendar for this {day_of_week} - "
        "delete all the events that day.\n\nThanks!\nMark",
    ),
    (
        "OwnVlcSongsByArtist",
        "Hi,\nQuick question about my music in VLC.\n\n**Artist:** {artist}\n\nWhich of their songs do I have? "
        "Just the titles, please.\n\nThanks, Jo",
    ),
    (
        "SystemBluetoothTurnOnVerify",
        "Hi,\n\nCould you turn Bluetooth {on_or_off}? I want to pair my headphones.\n\nThanks,\nDana",
    ),
    (
        "OwnTracksSpanKmOfKindInMonth",
        "Subject: November totals\n\nHi,\nFor my training log: how many kilometres did I cover on my {kind} "
        "activities in November? It's all in OpenTracks.\n\nThanks,\nAlex",
    ),
    (
        "OwnCalendarRenameEvent",
        'Hi,\n\nSmall change in my calendar, please:\n- Event: "{title}" on March 26\n- New name: "{new_title}"\n\n'
        "Nothing else needs to change.\nThanks, Robin",
    ),
    (
        "OwnPhoneMissedCount",
        "Hi,\nI've been in meetings all day. How many missed calls do I have in the call log? Just the number is "
        "fine.\n\nBest,\nChris",
    ),
    (
        "OwnMarkorCreateNoteInFolder",
        "Subject: new note\n\nHi,\nPlease create a note in Markor:\n\nFolder: {folder}\nName: {file_name}\n"
        "Text: {text}\n\nThanks!",
    ),
    (
        "OwnMarkorFolderWithNote",
        "Hi,\n\nCould you set this up in Markor for me?\n1. Make a new folder called **{folder}**\n2. Inside it, "
        "create a note **{file_name}** with the text: {text}\n\nMany thanks,\nDana",
    ),
    (
        "OwnPhoneCallContact",
        "Hi,\n\nCould you please give {first} {last} a call for me? I need to talk to him about Friday.\n\n"
        "Thanks,\nSam",
    ),
    (
        "OwnPhoneSaveCallerAsContact",
        "Hi,\n\nSomeone rang me at 7:40 PM and it turns out it was my new neighbour.\nPlease save that number as a "
        "contact:\n- Name: {new}\n\nThanks, Lee",
    ),
    (
        "OwnRetroRenamePlaylist",
        'Hi,\nPlease rename my playlist "{playlist}" to "{new_name}".\n\nThanks,\nMia\n\nP.S. It\'s the one in '
        "Retro Music, not VLC.",
    ),
    (
        "OwnFilesLargestInFolder",
        "Hi,\n\nMy storage is nearly full. Could you check the Files app and tell me which file in my "
        "**{folder}** folder is the largest?\n\nJust the file name, please.\nThanks, Tom",
    ),
    (
        "OwnContactsChangeNumber",
        "Subject: updated number\n\nHi,\n{first} {last} has a new phone number. Please update her contact:\n\n"
        "Old: {phone}\nNew: {new_phone}\n\nThanks,\nDana",
    ),
    (
        "SystemBrightnessMaxVerify",
        "Hi,\n\nThe screen is too dim to read outside. Could you set the brightness to **{max_or_min}**?\n\nThanks!",
    ),
    ("OwnPhoneRedial", "Hi,\nThe line dropped. Could you redial the last number I called?\n\nThanks,\nPat"),
    (
        "OwnPhoneGoingSpeaker",
        "Hi - I'm on the phone with {first} right now and my hands are full.\nPlease put the call on speaker.\n\n"
        "Thanks,\nJ.",
    ),
    (
        "OwnExpenseEditAmountAndCategory",
        "Hi,\n\nI made a mistake in Pro Expense. Please fix the **Flowers** expense:\n- Amount: $77.75\n"
        "- Category: {category}\n\nThanks,\nDana",
    ),
    (
        "OwnPhoneCallTextedAbout",
        "Subject: Re: the meeting\n\nHi,\nSomebody texted me about the meeting but I can't remember who. Could you "
        "find them and give them a call?\n\nThanks, Kim",
    ),
    (
        "OwnPhoneCallsMadeTo",
        "Hi,\n\nQuick one: how many times have I called Lena Tanaka? Please check the phone app and reply with "
        "a number.\n\nThanks,\nAlex",
    ),
    (
        "OwnPhoneDeleteCallFromLog",
        "Hi,\n\nThere's a call in my call history from **266-555-4888** - it's a scam number.\nPlease delete that "
        "call from the log.\n\nThanks,\nDana",
    ),
    (
        "OwnMarkorCreateNotes",
        'Hi,\n\nPlease create these two notes in Markor:\n\n1. Title: "Reading list"\n   Text: "Dune, Middlemarch '
        'and The Overstory."\n2. Title: "Gift ideas"\n   Text: "A scarf for Omar and a book for Lena."\n\n'
        "Thanks!\nSam",
    ),
    (
        "OwnManyExpensesFromMarkorNote",
        "Subject: expenses to log\n\nHi,\nI jotted this week's expenses down in a Markor note called **{file}**. "
        "Could you add each of them to Pro Expense?\n\nThanks,\nRobin",
    ),
    (
        "OwnTracksUnitsSecondsOfTrack",
        'Hi,\n\nHow long did my track "River path" last? It\'s in OpenTracks.\n\nCheers,\nAlex\n\n'
        "P.S. In seconds, please.",
    ),
    (
        "OwnVlcAddSongToPlaylist",
        "Hi,\n\nPlease add this to a VLC playlist:\n- Song: {song}\n- Playlist: {other}\n\nThanks, Jo",
    ),
    (
        "OwnExpenseAddWithNote",
        "Hi,\n\nPlease log this in Pro Expense, with every field filled in:\n\nName: Birthday dinner\n"
        "Amount: $1,922.50\nCategory: Food\nNote: Paid by card\n\nThanks,\nDana",
    ),
    (
        "OwnTracksNamedDistanceOfTrack",
        'Hi,\nHow far was my "Morning loop" track? Please check OpenTracks and give me the distance in km.\n\n'
        "Thanks,\nChris",
    ),
    (
        "OwnMarkorAppendLine",
        "Hi,\n\nOne more thing for the trip - please add a new line at the end of my note {file_name}:\n\n"
        "> {line}\n\nThanks, Pat",
    ),
    (
        "OwnManyNoteInNewFolder",
        'Subject: garden notes\n\nHi,\nCould you make a new folder in Markor named "{folder}" and put a note '
        '"{file_name}" inside it?\n\nThe note should say: {text}\n\nThanks,\nMia',
    ),
    (
        "ExtraContactsDeleteContact",
        "Hi,\n\nPlease delete the contact **{first} {last}** from my phone - only that one, not the other Ravis.\n\n"
        "Thanks,\nLee",
    ),
    (
        "OwnCalendarRepeatEvent",
        'Hi,\n\nIn my calendar, please make "{title}" on March 21 repeat every week.\nDon\'t change anything else '
        "about it.\n\nThanks!\nKim",
    ),
    ("CameraTakePhoto", "Hi,\nCould you take one photo with the camera? Just a single shot.\n\nThanks, Tom"),
    (
        "OwnTracksRecordNamed",
        "Hi,\n\nPlease record a new track in OpenTracks and save it under this name:\n**{name}**\n\nThanks,\nAlex",
    ),
    (
        "OwnTasksAddFromMarkorNote",
        "Subject: to-do list\n\nHi,\nMy to-dos are in the Markor note {file_name}, one per line. Please add each "
        "line as a task in the Tasks app.\n\nThanks,\nDana",
    ),
    (
        "OwnTracksAverageDistance",
        "Hi,\n\nWhat's the average distance of my {kind} activities in OpenTracks?\n- Unit: km\n"
        "- Round to 2 decimals\n- Just the number, please\n\nThanks, Sam",
    ),
    (
        "TasksIncompleteTasksOnDate",
        "Hi,\n\nWhat tasks do I still have to finish {date}? Please check the Tasks app and reply with the titles "
        "only, comma separated.\n\nThanks,\nChris",
    ),
    (
        "RecipeAddMultipleRecipesFromMarkor2",
        "Hi,\n\nThere's a file recipes.txt in Markor. Could you add the recipes from it that take {prep_time} to "
        "prepare into Broccoli?\nOnly those ones, please.\n\nThanks,\nRobin",
    ),
    (
        "OwnTracksNamedRecordTyped",
        'Hi,\n\nPlease record a track in OpenTracks:\n- Activity: {kind}\n- Name: "{new}"\n\nThanks,\nMia',
    ),
    ("OwnVlcPlayAllSongs", "Hi,\nCould you put on all my songs in VLC? Play the lot.\n\nThanks! Jo"),
    (
        "OwnSmsNextEventLocation",
        "Hi,\n\nCan you let {to} know where my next calendar event is? She's meeting me there.\n\nThanks,\nDana\n\n"
        "P.S. Send it to her as a text message.",
    ),
    (
        "OwnCalendarMoveEventOnDay",
        "Re: March 23\n\nHi,\nPlease move my event on March 23 to 4pm.\n\nThanks, Pat\n\nP.S. Keep the same date "
        "and duration - only the start time changes.",
    ),
    (
        "OwnTracksActivityDuration",
        "Subject: swim on March 9\n\nHi,\nHow many minutes did my {kind} activity on March 9 last? Check "
        "OpenTracks.\n\nThanks,\nAlex\n\nP.S. Just the number, please.",
    ),
    # Set 122: 44 seen benchmark templates drawn with random.Random(122).sample, each typed in a chat as a burst of
    # two to four short messages joined by newlines: a greeting alone, the job split over lines, a later line that
    # adds a detail, corrects one ("no wait …", "sorry …", "actually …") or lets the app go ("or whatever app").
    ("OwnPhoneLastCallerNumber", "hey\nwho called me last?\nlike what number was it"),
    (
        "OwnCalendarChangeDuration",
        "can u make my {title} on march 17 last an hour\nwait no 90 minutes\nkeep the start time same",
    ),
    ("OwnVlcFolderVideos", "quick q\nwhat videos are in my {folder} folder\nin vlc"),
    ("OwnTracksCountInMonth", "how many activities did i record in january\nsorry february\nnumber only pls"),
    ("ClockTimerEntry", "set a timer in the clock app\n{hours} hr {minutes} min {seconds} sec\ndon't start it yet"),
    (
        "OwnTracksStatsMinutesOfShortestInMonth",
        "my cycling in march\nwhich ride was the shortest\nhow many minutes was it",
    ),
    (
        "OwnRecipeEditServings",
        "broccoli app\npancakes recipe\nchange servings to {new_n} pls\ndon't touch anything else",
    ),
    ("OwnCalendarDeleteTwoEvents", "hey can you delete {title} from my calendar\noh and {other} too"),
    (
        "OwnManyNotesDeleteFolder",
        "clear out my {folder} folder in markor\ndelete all the notes in it\nbut keep the folder",
    ),
    ("OwnVlcPlaylistCount", "how many things are in my {playlist} playlist\nvlc\njust a number"),
    ("OwnMarkorAddTodo", "add {item} to my todo list\nin markor\nit's todo.txt, put it at the end"),
    ("CameraTakeVideo", "hey\ncan u take a video with the camera app\nor whatever app, doesn't matter. just one"),
    ("OwnTracksDateOfFarthest", "when was my longest walk\ndistance wise\nin opentracks"),
    (
        "OwnTasksCreateWithDueAndNotes",
        "make a task {title}\ndue march 17\nno wait march 18\nadd a note: {notes}",
    ),
    ("OwnRetroPlaylistSize", "retro music\nhow many songs on my {playlist} playlist?\nnumber only pls"),
    ("OwnPhoneLastCallLength", "how long was my last call with maya okafor\nmins and secs"),
    ("OwnTracksSpanRenameNewest", "rename my most recent track\nopentracks\ncall it {new}"),
    (
        "OwnTracksUnitsHoursLastWeek",
        "how many hours did i work out last week in total\nall activities\nopentracks, round to 2 decimals",
    ),
    (
        "OwnVlcPlaylistTitledInOrder",
        "make a playlist in vlc called {new}\nskate_trick.mp4, wedding_speech.mp4, trailer_final.mp4, beach_day.mp4\n"
        "in that order",
    ),
    (
        "RetroSavePlaylist",
        "new playlist in retro music\n{playlist_name}\n{files} in that order\nthen export it to Downloads",
    ),
    ("OwnTracksNamedHoursOfKindInFebruary", "total swimming hours in feb?\naccording to opentracks"),
    ("OwnMarkorNotesMentioning", "which of my markor notes mention {word}\njust file names\ncomma separated"),
    (
        "OwnFilesDeleteTwo",
        "delete {first} and {second}\nfrom Downloads\nno sorry Pictures\nuse the files app",
    ),
    ("ClockStopWatchRunning", "open the clock and start the stopwatch\nnvm the app, any stopwatch is fine"),
    ("OwnTracksSpanTotalThisWeek", "how far have i cycled this week\nsince monday\nin km pls"),
    ("TasksIncompleteTasksOnDate", "what tasks do i still have to do on march 14\nnot the done ones\ntitles only"),
    ("OwnPhoneCallSeparatedNumber", "can you call a number for me\n(550) 555-4514"),
    (
        "OwnTasksAddFromMarkorNote",
        "i've got a list in markor called {file_name}\ncan you add each line as a task\nin the tasks app",
    ),
    ("OwnRecipeEditPrepTime", "{dish} in broccoli\nprep time should be 40 mins\nactually 45"),
    ("OwnVlcSongAlbum", "what album is {song} on\nin vlc"),
    ("ExpenseDeleteSingle", "can u delete an expense\nFuel\nthe work trip one, 98.73"),
    ("OwnPhoneCallStranger", "call the {place} pls\n598-555-9963\noops last bit is 9936"),
    ("OwnPhoneMissedCount", "how many missed calls do i have\ncheck the call log\njust the number"),
    ("OwnVlcNewPlaylistInOrder", "new vlc playlist\ncall it {name}\nbeach_3.mp4 then hike_5.mp4 then sunset_1.mp4"),
    ("OwnTracksUnitsMetersOfTrack", "how long was my Park laps track\nwait no River path\nin meters roughly"),
    ("OwnVlcItemFolder", "which folder is {video} in\nvlc\njust the folder name"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn wifi off\nthen bluetooth on pls"),
    ("OwnPhoneWhoIsOnTheLine", "who am i on the phone with rn\njust the name"),
    ("OwnTracksNamedDistanceThisMonth", "how many km have i tracked this month\nall activities together\nopentracks"),
    ("OwnTracksSpanDeleteAllOfKind", "delete all my runs\nin opentracks\nevery one of them yes"),
    (
        "OwnRecipeAddSeveralFull",
        "add 2 recipes in broccoli\nBanana bread, description Moist and simple, 4 servings, 35 mins prep, "
        "ingredients: bananas, flour, butter, directions: Mash, mix and bake for an hour.\nand Pesto pasta, "
        "description Green and fresh, 3 servings, 20 mins prep, ingredients: basil, pine nuts, pasta, directions: "
        "Blend the pesto and toss it in.",
    ),
    ("PhoneCallTextSender", "someone just texted me\ncall them back\nwhoever it was"),
    ("OwnMarkorEditedOnDay", "which markor notes did i edit on march 2\nfile names comma separated"),
    (
        "OwnTracksStatsNameOfShortestAllBetween",
        "between feb 16 and feb 25\nwhich activity was the shortest\ndistance wise, just the name",
    ),
    # Set 124 (helper people124): 44 seen templates drawn with random.Random(124).sample, each said as the taps the
    # person would make instead of (or beside) the goal: a path with ">" or "->" or "then", numbered steps, button
    # names as people remember them (the plus, the pencil, the three dots, the tick, the bin), not always as the app
    # labels them, and now and then a step the app does not have.
    ("OwnMarkorWhatNoteSays", "open markor, tap on ideas_71.txt and read me what it says"),
    (
        "OwnPhoneContactLabelNumber",
        "go into phone > contacts > Maya Haddad and tell me the number under Home",
    ),
    (
        "SimpleSmsResend",
        "open messages, tap my chat with {name}, long press the last thing I sent and hit resend",
    ),
    (
        "OwnTracksDeleteActivity",
        "in opentracks tap the swimming one from march 12, then the three dots, delete, and confirm",
    ),
    (
        "SimpleCalendarLocationOfEvent",
        "open the calendar, find my {title} and tap it. what does it say in the location bit? just that",
    ),
    (
        "OwnRecipeEditDirections",
        "broccoli > Chili > pencil > clear the directions box and type {directions} > tick",
    ),
    (
        "OwnMarkorNotesMentioning",
        "in markor hit the magnifying glass and search {word}. which files come up? names only, commas between",
    ),
    (
        "OwnTracksStatsTypeWithMostDistanceInMonth",
        "opentracks -> statistics, set the month to february 2030, which activity type has the most total distance?",
    ),
    ("SystemBluetoothTurnOff", "settings > connected devices > bluetooth and flip the switch off"),
    (
        "OwnTracksNamedNameOfLongest",
        "open opentracks, sort by duration, and tell me the name of the longest swimming one",
    ),
    (
        "OwnFilesCopyFile",
        "files app: go into {folder}, long press {name}, three dots, copy to, pick {target}, then hit copy",
    ),
    (
        "OwnTracksSpanRenameNewest",
        "opentracks, tap the newest track at the top, hit the pencil, change the name to {new} and save",
    ),
    (
        "OwnTracksNamedCountThisWeek",
        "open opentracks and scroll through this week (since monday). how many swimming ones are there? just a number",
    ),
    (
        "OwnCalendarSetLocation",
        "simple calendar, tap the 27th, open {title}, put {place} in the location field, then save",
    ),
    ("SystemWifiTurnOn", "go into settings > network & internet > wifi and flip it {on_or_off}"),
    ("OwnPhoneDeclineRinging", "{first} is calling, just hit the red decline button"),
    (
        "OwnFilesMoveAllOfKind",
        "1. open files 2. go to {folder} 3. select all the .{ext} ones 4. three dots > move to > {target}",
    ),
    (
        "OwnVlcItemLength",
        "vlc > video tab > documentary.mkv, tap the dots > information. how long is it? minutes and seconds",
    ),
    (
        "OwnContactsChangeNumber",
        "contacts → {first} {last} → edit → wipe the phone number and put {new_phone} → save",
    ),
    (
        "MarkorMergeNotes",
        "in markor copy the text of {file1_name}, then {file2_name}, then {file3_name}, hit the plus, name it "
        "{new_file_name}, paste them in that order with an empty line between each, and save",
    ),
    (
        "OwnFilesDeleteKind",
        "files, open {folder}, long press each .{ext} file, tap the bin and ok it",
    ),
    (
        "OwnRecipeRenameByServings",
        "in broccoli tap the recipe that says {n} servings, edit, change the title to {new_name}, tick",
    ),
    (
        "AudioRecorderRecordAudio",
        "open the audio recorder, press the big red button, let it run a few seconds, then stop and save",
    ),
    (
        "OwnFilesNewFolderThenMove",
        "files: three dots -> new folder -> {new} -> ok. then go to {folder}, long press {name}, move to, {new}",
    ),
    (
        "OwnTracksNamedDistanceThisMonth",
        "opentracks, statistics, this month, all activities: what's the total distance in km?",
    ),
    (
        "OwnExpenseEditCategory",
        "pro expense > tap Flowers > category > {category} > save. don't touch anything else",
    ),
    (
        "RetroSavePlaylist",
        "retro music: playlists tab, tap +, call it {playlist_name}, add {files} in that order, then three dots > "
        "save playlist to Downloads",
    ),
    (
        "OwnTracksSpanTotalThisWeek",
        "open opentracks, filter to cycling, add up the km from monday till now and tell me the total",
    ),
    (
        "OwnMarkorCreateNoteTitleBody",
        "open markor, hit the plus, name it Gift ideas, type A scarf for Omar and a book for Lena. and save",
    ),
    (
        "OwnManyExpensesFromTable",
        "in pro expense tap + and put Light bulbs, {dollars0}, Housing, note Split with roommate, save. then + "
        "again for Rain jacket 359.00 Clothes note Gift, and again for Eye exam 326.50 Health Care note Split with "
        "roommate",
    ),
    (
        "OwnTracksStatsPaceOfKindBetween",
        "opentracks: filter walking, pick the ones from feb 27 to mar 8, what's the average pace? min/km, 2 decimals",
    ),
    ("OwnPhoneGoingHold", "tap the hold button on this call with {first}"),
    (
        "OwnTracksFarthestOfKind",
        "go to opentracks, sort by distance and check the top cycling one. how many km? number only",
    ),
    (
        "OwnTracksSpanRetypeNewest",
        "open opentracks > latest track > edit > activity type > running > save",
    ),
    (
        "OwnRetroAddSongToPlaylist",
        "retro music > songs > {item} > three dots > add to playlist > {playlist}",
    ),
    (
        "CameraTakeVideo",
        "open the camera, swipe over to video, press record, then stop it after a couple of seconds",
    ),
    (
        "OwnCalendarRenameNoAppNamed",
        "tap april 1st, open {title}, change the title to {new} and hit save",
    ),
    (
        "OwnPhoneLastMissedNumber",
        "phone > recents, the top red one (missed). what number is that?",
    ),
    (
        "OwnVlcPlayFromFolder",
        "vlc → browse → {folder} → tap {video} so it plays",
    ),
    (
        "OwnManyLinesMarkorNote",
        "markor, hit the plus, name it {file_name}, then type\nBudget review\nHiring plan\nOffice move\n"
        "Any other business\neach on its own line, and tap the save icon",
    ),
    ("OpenAppTaskEval", "swipe up to the app drawer and tap {app_name}, allow anything it asks"),
    (
        "OwnTracksSpanDistanceOnDayNoYear",
        "in opentracks scroll down to december 14, tap the swim and tell me the distance in km",
    ),
    ("OwnVlcPlaySong", "vlc, audio tab, tap {song}"),
    ("OwnPhoneGoingSpeaker", "hit the speaker icon on the call"),
    # Set 121 (helper people121): plain everyday requests over 44 seen templates drawn with random.Random(121), short,
    # polite, with a reason, the app named loosely or not at all; numbers, dates and times said as people say them.
    (
        "RecipeAddSingleRecipe",
        "Add my Veggie stir fry recipe to Broccoli please: Colourful and quick, 2 servings, 20 mins, source magazine. "
        "Ingredients peppers, soy sauce, garlic. Directions: Stir fry the peppers with garlic and soy sauce.",
    ),
    ("OwnRecipeRenameByServings", "in my recipes app, rename the one that serves five to Quick caesar please"),
    (
        "OwnVlcNewSongPlaylist",
        "new playlist in vlc called Evening: Quiet Storm first, then Copper Sky, then Night Bus",
    ),
    ("OwnTracksSpanRenameNewest", "Rename my latest workout to Tempo test"),
    ("OwnVlcIsOnPlaylist", "Is the dog_park.mp4 video on my Party playlist in VLC?"),
    (
        "OwnTracksDeleteActivity",
        "I forgot to stop the tracker after my swim on Tuesday so it's all wrong, can you just delete that swim from "
        "opentracks?",
    ),
    ("OwnVlcAddThenPlay", "add Quiet Storm, Harbor Lights and Copper Sky to Road Trip in vlc and then put it on"),
    ("OwnPhoneCallSeparatedNumber", "Please call this number for me: 550 555 4514"),
    ("OwnTracksNamedMostOftenInFebruary", "What kind of activity did I do the most in February? Check my tracker app"),
    ("OwnRetroAppendSongs", "stick Northern Sky and then First Light on the end of my Chill playlist in retro music"),
    (
        "OwnCalendarRenameEvent",
        "Can you rename the yoga class on the 26th in my calendar? Call it Project kickoff instead.",
    ),
    (
        "OwnExpenseAddFromMarkorNote",
        "I jotted some expenses down in expenses.txt in markor, can you put them into my expense app?",
    ),
    ("OwnCalendarDeleteOneOfDay", "car service on Monday got cancelled, delete it from my calendar please"),
    (
        "SimpleCalendarNextMeetingWithPerson",
        "when's my next meeting with Greta Novak? month, day, year and the time in 24h please",
    ),
    ("OwnCalendarLatestOnDay", "What's my last event on Friday the 22nd? Just the name"),
    ("OwnVlcPlayFromFolder", "play beach_day.mp4 from my Camera folder"),
    ("OwnMarkorCopyNoteText", "I need a copy of minutes.md called letter.md in Markor - same text, new note."),
    ("SportsTrackerActivitiesOnDate", "What did I do for exercise on Monday? Just the types"),
    ("SystemWifiTurnOnVerify", "wifi on"),
    ("OwnPhoneCallLastDialled", "redial the last number please"),
    ("OwnTasksMarkDone", "I finally emailed the landlord, can you tick that off in my tasks?"),
    ("OwnTracksNamedDelete", "delete Forest trail from my tracks"),
    (
        "OwnTasksCreateWithDueAndNotes",
        "Add a task: Return library books, due Monday. Notes: Three books, due at the front desk",
    ),
    ("OwnVlcRenameVideo", "can you rename dog_park.mp4 to for_mum.mp4 in vlc? I'm sending it to my mum"),
    ("OwnFilesDeleteKind", "Delete all the txt files in my Documents folder"),
    ("ExtraClockAlarmSet", "set an alarm for half nine tonight"),
    (
        "OwnTracksStatsKmOfKindBetween",
        "How many km did I run between the 1st and the 10th of March? Two decimals please",
    ),
    ("OwnExpenseCategoryTotal", "how much have I spent on transport in total? just the number"),
    (
        "OwnMarkorFolderWithNote",
        "In Markor, make a folder called Recipes, and in it a note shopping_list.txt that says: Seeds: beans, peas and "
        "two kinds of kale.",
    ),
    ("TasksHighPriorityTasksDueOnDate", "What high-priority tasks have I got due on the 22nd?"),
    ("OwnTracksNamedDistanceOfTrack", "how far was Morning loop in km?"),
    ("OwnFilesCountFolder", "How many files are in my Documents folder?"),
    (
        "OwnSmsNextEventLocation",
        "Can you text Ines Moreau where my next appointment is? She's meeting me there",
    ),
    (
        "OwnContactsAddEmail",
        "Maya Suzuki gave me her email, it's maya.suzuki@post.net - can you add it to her contact?",
    ),
    ("OwnPhoneCallBackAt", "someone called at twenty to nine this morning, call them back"),
    ("OwnPhoneCallFavourite", "call Ines from my favourites"),
    ("OwnManyExpensesFromMarkorNote", "put everything in expenses.md into pro expense"),
    ("OwnTracksNamedDescriptionOfTrack", "What did I put as the description for my River path walk?"),
    ("OpenAppTaskEval", "Open the Files app please"),
    ("OwnExpenseEditNote", "put a note on the cinema expense saying Paid by Omar - he covered it"),
    ("SystemWifiTurnOn", "Could you turn the wifi on please?"),
    ("PhoneReturnMissedCall", "who just rang me? I missed it, call them back"),
    ("OwnTracksNamedRetype", "Canal tour should be a run, not a swim. can you fix that"),
    ("OwnCalendarDeletePastDayNoYear", "clear everything off my calendar for Saturday the 2nd"),
    # Set 123: 44 seen templates drawn with random.Random(123).sample, each typed as people type on a phone: emoji
    # at the end or in the middle, "@" for at, "&" and "+" for and, "→" or "->" for to or then, "#" for number or a
    # tag, "w/", "b4", "2moro", "x2", "btw", "fyi", "asap", a value in brackets.
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "clear my cal this sat 🗓️❌ delete all the events that day, plans got cancelled 😩",
    ),
    ("OwnRecipePrepTime", "prep time for {target} in broccoli? ⏱️ just the # of mins pls"),
    (
        "RecipeAddSingleRecipe",
        "add Veggie stir fry to broccoli 🥦 desc: Colourful and quick, 2 servings, 20 mins prep, source: magazine, "
        "ingredients: peppers, soy sauce, garlic & directions: Stir fry the peppers with garlic and soy sauce.",
    ),
    ("OwnFilesCountOfKind", "how many .{ext} files r in {folder}? 🤔 just the #"),
    ("OwnRecipeServings", "how many ppl does my {target} recipe feed? 🥗 (broccoli) number only"),
    ("FilesDeleteFile", "delete {file_name} from {subfolder} 🗑️ need the space b4 tmrw"),
    ("SystemBrightnessMinVerify", "brightness → min pls 🌚 my eyes 😵"),
    (
        "OwnTracksUnitsMetersThisWeek",
        "approx how many meters of walking this wk? 🚶 (week starts mon) opentracks, # only",
    ),
    ("OwnPhoneGoingMute", "mute me on this call asap 🤫"),
    ("OwnPhoneCallsMadeTo", "how many times have I called Lena Tanaka? 📞 # pls"),
    ("OwnTracksNamedRename", "opentracks: rename Lunch break → Tempo test ✏️"),
    ("OwnTracksNamedRecordTyped", "record a cycling track 🚴 & save it as 'Old town loop' pls"),
    ("OwnMarkorReplaceWord", "in {file_name} swap Friday -> Monday (markor) 🙏"),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "total mins of swimming this wk? 🏊 fyi wk starts mon, just the number",
    ),
    ("OwnTracksNamedDescribe", 'opentracks: description of "Sunday long one" → Knee felt fine 🦵👍'),
    ("OwnVlcPlayVideo", "play {item} in vlc 🎬🍿"),
    ("OwnFilesRenameFile", "rename {name} (in {folder}) to {new_name} pls 🙏"),
    ("SimpleSmsReply", "reply to {number} w/: {message} 🙏"),
    (
        "OwnRecipeAddSeveralFull",
        "add recipes x2 to broccoli 🍌🍝\n"
        "• Banana bread: desc Moist and simple, 4 servings, 35 mins prep, ingredients bananas, flour, butter, "
        "directions: Mash, mix and bake for an hour.\n"
        "• Pesto pasta: desc Green and fresh, 3 servings, 20 mins prep, ingredients basil, pine nuts, pasta, "
        "directions: Blend the pesto and toss it in.",
    ),
    ("OwnVlcFolderVideos", "which vids r in my Movies folder? 🎥 (vlc) file names pls"),
    (
        "OwnTracksUnitsHoursLastWeek",
        "how many hrs did I work out last wk, all activities? (mon→sun) opentracks, round to 2 decimals 🏋️ #accountability",
    ),
    (
        "ContactsNewContactDraft",
        "start a new contact: Tomas Brennan, work # +18995559039 ☎️ but DON'T save it ⚠️ I'll check it b4",
    ),
    ("SimpleSmsSendReceivedAddress", "fwd the address Hana Novak just texted me → Priya Suzuki 📍"),
    ("OwnTracksNamedDistanceThisMonth", "total km this month across all activities? 📈 opentracks"),
    ("OwnExpenseTotalForName", "how much have I spent on {item} in total? 🥪💸 pro expense, no $ sign"),
    ("AudioRecorderRecordAudioWithFileName", "record audio & save it as {file_name} 🎙️"),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "add Piano lesson 🎹 2moro @ 10am, 60 min, description: Discuss the roadmap",
    ),
    (
        "RecipeDeleteMultipleRecipesWithConstraint",
        "delete every recipe w/ {ingredient} in the directions 🥚🚫 (broccoli)",
    ),
    ("OwnManyNoteInNewFolder", "markor: new folder {folder} 🌱 + a note {file_name} inside w/ text: {text}"),
    (
        "RetroSavePlaylist",
        'make a playlist "Focus 48" in retro music: Ocean Eyes → Silver Lining → Paper Planes → Static Love (in that '
        "order) + export it to Downloads 🎶",
    ),
    ("NotesIsTodo", "is 'Fix the bike' marked as a todo in joplin? ✅/❌ → True or False"),
    (
        "MarkorCreateNoteAndSms",
        "new markor note {file_name} w/ text: {text} → then text the whole thing to {number} 📲",
    ),
    ("OwnRetroLongestOnPlaylist", 'longest song on my "Sunday Mix" playlist? 🎧 retro music, title only'),
    ("OwnMarkorFolderWithNote", 'create a {folder} folder in markor 📁 then put {file_name} in it → text: "{text}"'),
    ("OwnVlcPlayAllSongs", "vlc → play all my music 🎶 thx"),
    ("OwnFilesCreateFolder", "new folder in files: [Music backup] 📂"),
    ("OwnExpenseAmountOf", "how much was Bakery 🥐 in pro expense? number only no $"),
    ("OwnPhoneCallLastDialled", "call the last # I dialled again 🔁📞"),
    ("SystemBrightnessMaxVerify", "brightness to max 🔆☀️ can't see a thing"),
    ("OwnTracksRecordNamed", "record a new track in opentracks, name it [Hill repeats] ⛰️"),
    ("OwnTracksNamedSpeedOfTrack", "avg speed on Canal tour? km/h 🚣 (opentracks)"),
    ("OwnPhoneCallSeparatedNumber", "call (550) 555-4514 asap 📞"),
    ("OwnFilesHasFileYes", "is there a thesis_draft.txt in Download? 👀 y/n, btw check in files"),
    (
        "OwnMarkorRewriteNote",
        "change {file_name} to say: {new} ✅ keep the name & don't touch other notes",
    ),
    # Set 125 (helper people125): 44 seen templates drawn with random.Random(125).sample, each said as the END STATE
    # the person wants rather than the action ("there should be…", "X shouldn't be in … anymore", "bluetooth should be
    # on", "I'd like my newest track to show as running") and questions said as the fact wanted ("need the number of
    # …"), tenses, moods and lengths mixed; first run untouched 8/44, false done 1 (this Saturday "completely
    # empty, no events left" made an event titled so on the 16th); 44/44 after, none false (intent/wanted_states.py).
    ("OwnPhoneAnswerRinging", "I want this call answered"),
    ("OwnMarkorEditedOnDay", "need the names of the Markor notes I edited on March 2, comma-separated"),
    ("PhoneMakeCall", "I'd like to be on the phone with {number} right now"),
    ("OwnPhoneHangUp", "I want this call ended, we're done talking"),
    ("OwnVlcPlaylistLength", "what I'm after is the total length of my Focus playlist in VLC, as M:SS"),
    ("OwnFilesSmallestInFolder", "I'd like the name of the smallest file in my {folder} folder"),
    (
        "OwnRecipesUnderMinutes",
        "I need a list of my Broccoli recipes that take under {bound} minutes to prepare — titles only, comma-separated",
    ),
    ("OwnFilesCreateFolder", "there should be a folder called {new} in Files"),
    ("RecipeDeleteDuplicateRecipes2", "I want no duplicate recipes left in Broccoli, exactly one copy of each"),
    ("OwnPhoneLastCallLength", "need the length of my last call with Maya Okafor, in minutes and seconds"),
    ("RecipeDeleteSingleRecipe", "Chicken curry shouldn't be in my recipes anymore"),
    ("SimpleCalendarAnyEventsOnDate", "I'd like the titles of whatever is on my calendar on March 16"),
    ("CameraTakePhoto", "one new photo from the camera, that's all I want"),
    (
        "OwnCalendarEditTimeAndPlace",
        "Yoga class should be at 3pm on the same day, and its location should say City library",
    ),
    (
        "SimpleCalendarEventsInNextWeek",
        "I want the titles of all my calendar events in the next week (my week starts on Monday), comma separated",
    ),
    ("OwnFilesDeleteTwo", "payslip_feb.png and dentist_invoice.docx in Pictures - I want both of them deleted"),
    (
        "OwnTracksStatsAverageMinutesInMonth",
        "the average duration of my cycling activities in February 2030 is what I need, in minutes to one decimal",
    ),
    ("OwnTracksUnitsSpeedMph", "I'd love to know my average speed on Lunch break in miles per hour"),
    ("SystemBluetoothTurnOn", "bluetooth should be on"),
    ("OwnTracksNamedDelete", "the Forest trail track shouldn't be in OpenTracks anymore"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "I want this Saturday completely empty on my calendar, no events left"),
    ("OwnContactsAddEmail", "Maya Suzuki's contact should have the email address {email}"),
    ("OwnPhoneCallFirstName", "I'd like to be talking to Omar on the phone"),
    ("OwnPhoneDidTheyCall", "I want to know whether Lena Okafor called me today, yes or no"),
    ("OwnFilesHasFile", "need to know if there's a {absent} in the {folder} folder. just yes or no"),
    (
        "OwnTracksStatsPaceOfKindBetween",
        "what I want is my average walking pace between February 27 and March 8 2030, in minutes per km rounded to 2 "
        "decimals",
    ),
    ("OwnManyExpensesDeleteNameContains", "no expense with {word} in its name should be left in Pro Expense"),
    (
        "OwnTracksStatsTypeWithMostDistanceInMonth",
        "need the activity type I covered the most total distance in during February 2030, just the type",
    ),
    ("OwnFilesCopyFile", "I'd like a copy of {name} in {target} as well, the one in {folder} stays where it is"),
    ("NotesIsTodo", "I need to know if Fix the bike in Joplin is marked as a todo. True or False"),
    ("OwnPhoneCallSeparatedNumber", "I'd like a call going to (550) 555-4514"),
    (
        "RecipeDeleteDuplicateRecipes",
        "every recipe in Broccoli should be there only once, so the duplicate copies have to go",
    ),
    (
        "OwnVlcMakeThenPlay",
        "I want a VLC playlist called Evening with holiday_2029.mp4, trailer_final.mp4 and lecture_04.mkv, and I want it "
        "playing",
    ),
    ("OwnTracksNamedHoursOfKindInFebruary", "the number of hours I spent swimming in February, that's what I need"),
    ("ExtraClockAlarmSet", "I was hoping to have an alarm at 9:30 pm"),
    (
        "OwnVlcTwoNewPlaylists",
        'there should be two new VLC playlists: "Best of 2030" with city_9.mp4 then concert_7.mp4, and "Rainy day" with '
        "concert_7.mp4 then party_12.mp4",
    ),
    (
        "OwnFilesSinceDay",
        "need the count of files in my {folder} folder modified on or after March 3 2030, number only",
    ),
    ("OwnFilesLargestInFolder", "I want the name of the biggest file in {folder}"),
    ("OwnCalendarChangeDuration", "Piano lesson on March 17 should last 90 minutes, same start time as now"),
    ("NotesTodoItemCount", "need the number of to-dos in my Joplin {folder} folder"),
    (
        "OwnVlcTwoPlaylistsSentences",
        "I'd like two playlists in VLC: Dinner party with trailer_final.mp4 and holiday_2029.mp4, and Late night with "
        "beach_day.mp4 and wedding_speech.mp4",
    ),
    (
        "OwnCalendarMoveEventOnDay",
        "the event on March 23 should start at 4pm instead, with its day, length and everything else unchanged",
    ),
    (
        "OwnRetroShortSongsOnPlaylist",
        "I'm after the songs on my Road Trip playlist in Retro Music that are shorter than 3 minutes, titles "
        "comma-separated",
    ),
    ("OwnTracksSpanRetypeNewest", "I'd like my most recent track to show as running"),
    # Set 128 (helper people128): topic first and pointed back, over 44 seen templates drawn with
    # random.Random(128).sample: the thing is named or described first and the request then points back at it with a
    # pronoun or "that" ("That note, a.md — delete it.", "Paper Planes, can you put it on?"), first run untouched
    # 15/44, 4 false done (a category's and a playlist's count answered wrong, an event edited as "Lunch with Sam
    # thing", a recording named 'interview_66": record one'); 44/44 after (intent/topics_first.py, in_context.py).
    ("OwnMarkorReplaceWord", 'that markor note {file_name}: the word "{old}" in it, replace it with "{new}"'),
    ("OwnTracksDeleteActivity", "My swimming activity from March 12 in OpenTracks — delete it."),
    ("OwnVlcAddThenPlay", '{trio}: add them to my "{playlist}" playlist in VLC, then play that playlist'),
    ("OwnRetroPlaySong", "{item}, can you put it on? it's in Retro Music"),
    (
        "OwnExpenseMostExpensiveInCategory",
        "the {category} category in Pro Expense... which expense in it is the most expensive? just its name",
    ),
    (
        "OwnTracksStatsMinutesOfShortestInMonth",
        "my cycling activities in March 2030 — what was the shortest duration of any of them? minutes, number only",
    ),
    ("ExtraClockAlarmSet", "9:30 PM. Set an alarm for that in the Clock app please"),
    ("OwnFilesDeleteKind", "The .{ext} files in the {folder} folder (Files app): delete all of them."),
    ("OwnPhoneReturnLastMissed", "that last missed call I had? call them back"),
    (
        "SimpleCalendarDeleteOneEvent",
        "the Lunch with Sam thing on March 23, 2030 at 9am in Simple Calendar Pro, delete it",
    ),
    (
        "OwnVlcNewSongPlaylist",
        'the songs {new_songs}, in that order — make them a new VLC playlist called "{new}"',
    ),
    ("OwnPhoneCallContact", "{first} {last} — give him a call with the Phone app"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "'{event_title}', starting March 18, 2030 at 12:00: put it in Simple Calendar Pro as a recurring event. It "
        "repeats daily, forever, lasts {duration_mins} minutes each time, and its description is "
        "'{event_description}'.",
    ),
    ("SystemBluetoothTurnOn", "bluetooth - turn it on"),
    ("OwnVlcRemoveFromPlaylist", 'the video {item} on my "{playlist}" playlist in VLC: take it off that playlist'),
    ("OwnVlcPlaySong", "the song {song}? play it in VLC"),
    ("OwnPhoneGoingSpeaker", "this call, put it on speaker"),
    (
        "OwnCalendarCreateFullEvent",
        '"{title}" on April 3, 2030 at 1:30 PM — add it to Simple Calendar Pro: it lasts {short}, the description '
        'is "{description}" and it repeats monthly. Make sure all of that is set.',
    ),
    (
        "OwnExpenseAddSeveral",
        "Birthday dinner $41.25 (Food), Theatre show $43.75 (Entertainment) and Guitar course $26.50 (Education): "
        "add those three expenses to Pro Expense",
    ),
    ("ExtraContactsDeleteContact", "{first} {last}? delete that contact"),
    ("OwnPhoneDeclineRinging", "the call that's ringing right now — decline it"),
    ("OwnRetroRemoveFromPlaylist", 'Static Love: remove it from the "{playlist}" playlist in Retro Music'),
    (
        "OwnExpenseCountInCategory",
        "the {category} category in Pro Expense — how many expenses are in it? a single number",
    ),
    (
        "SimpleCalendarFirstEventAfterStartTime",
        "this Friday after 8:00, what's my first event then? check Simple Calendar Pro, titles only (comma separated "
        "if there are several)",
    ),
    ("OwnTracksNamedRetype", 'my track "Canal tour" in OpenTracks: change its activity type to running'),
    (
        "OwnFilesMoveInStorage",
        "{first}, in {folder} on the sdk_gphone_x86_64 storage — move it to {target}",
    ),
    ("OwnTracksCountInMonth", "{month}: how many activities did I record in OpenTracks that month? number only"),
    ("OwnVlcDeleteSong", "{song}, that song in VLC — delete it"),
    (
        "OwnRetroAppendSongs",
        '{more}, in that order: add them to the end of my "{old}" playlist in Retro Music',
    ),
    (
        "OwnTracksStatsAverageMinutesInMonth",
        "my cycling activities in February 2030: what was their average duration? in minutes, rounded to one "
        "decimal place",
    ),
    ("OwnPhoneWhenTheyLastCalled", "Omar Brennan — what time did he last call me? check Phone, time only"),
    (
        "OwnTracksUnitsHoursLastWeek",
        "all my activities last week (Monday to Sunday) in OpenTracks, how many hours did they add up to? round to "
        "two decimals",
    ),
    (
        "OwnPhoneSaveCallerAsContact",
        "the number that called me at 7:40 PM, save it as a new contact named {new}",
    ),
    ("OwnVlcIsOnPlaylist", '{probe} — is it in my "{playlist}" playlist in VLC? yes or no'),
    ("OwnRecipeServings", "{target} in Broccoli: how many servings does that recipe make? a single number"),
    (
        "OwnTracksNamedCountThisWeek",
        "swimming activities this week (week starts Monday) in OpenTracks — how many of those have I recorded? a "
        "number",
    ),
    ("SystemWifiTurnOn", "The wifi, can you switch it on?"),
    ("OwnPhoneLastCallerNumber", "whoever called me last, what number was that? check the Phone app"),
    ("OwnPhoneCallFavourite", "Ines Moreau's in my favourites in the Phone app; call her from there"),
    (
        "OwnManyNoteFromLastSms",
        "the last message {who} sent me in Simple SMS Messenger: put its text in a new Markor note named {file_name}",
    ),
    ("OwnVlcPlaylistItems", 'my "{playlist}" playlist in VLC — which videos are on it? file names'),
    (
        "AudioRecorderRecordAudioWithFileName",
        'an audio clip named "{file_name}": record one in Audio Recorder and save it under that name',
    ),
    (
        "OwnExpenseTotalInSpan",
        "my {category} expenses between March 2 and March 8, 2030 in Pro Expense, what did they come to in total? "
        "number only",
    ),
    ("OwnVlcPlaylistCount", 'the "{playlist}" playlist in VLC: how many items are on it? answer with the number'),
    # Set 126 (helper people126): negations, exclusions and contrasts around the job, over 44 seen templates drawn
    # with random.Random(126).sample: "not X, Y", "don't do X, just Y", "leave X alone", "rather than X make it Y",
    # "keep the rest", "only ..., not ...", "no need to ...", a wrong guess corrected; short and long. First run untouched 27/44, false done 2 (the
    # last caller called back as the last number dialled, which the wording excludes; a Markor note given its title
    # as its body). After intent/contrasts.py and the classes beside it: 44/44, false done 0.
    (
        "OwnVlcQueueVideos",
        "in vlc add birthday_cake.mp4 and then skate_trick.mp4 to the end of the queue. don't play them now and "
        "don't stop what's on",
    ),
    (
        "OwnCalendarAddEventFromSms",
        "don't text {sender} back, just put the event she texted me about into my calendar - same day, time and "
        "title as in her message",
    ),
    ("OwnVlcRenamePlaylist", "in vlc rename my {playlist} playlist (not {other}) to {new_name}"),
    ("OwnVlcWhichPlaylist", "which vlc playlist is Glass Houses on? the playlist, not the album. just its name"),
    (
        "OwnTracksSpanDeleteAllOfKind",
        "get rid of every run in opentracks. only the runs - keep the swims, rides and walks",
    ),
    (
        "OwnPhoneCallBackLastCaller",
        "call back whoever called me last. not the last number I dialled, the last person who rang me",
    ),
    ("SimpleCalendarLocationOfEvent", "where's my {title}? not the time, I only need the location"),
    (
        "OwnFilesNewestInFolder",
        "which file in my {folder} folder was modified most recently? the newest, not the biggest. name only",
    ),
    (
        "OwnTracksStatsCountOfKindBetween",
        "how many runs did I record between feb 12 and feb 20 2030? only runs, don't count walks or swims. number only",
    ),
    (
        "OwnTracksStatsDateOfFastestInMonth",
        "On which date was my fastest swim in February 2030? Fastest by average speed, not the longest one. Just "
        "the date.",
    ),
    (
        "OwnMarkorNotesMentioning",
        'which of my markor notes mention "{word}"? don\'t change anything, just list the file names with commas',
    ),
    ("OwnFilesHasFile", "is there a {absent} in {folder}? not Downloads, the {folder} folder. yes or no"),
    ("SystemWifiTurnOffVerify", "switch the wifi off - leave bluetooth alone"),
    (
        "OwnExpenseMostExpensiveInCategory",
        "what's the most expensive {category} expense in pro expense? only {category}, not food or transport. "
        "name only",
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "put {event_title} in my calendar for this {day_of_week} - not next week's - at 10am for an hour, "
        "description {event_description}",
    ),
    (
        "OwnTracksStatsNameOfShortestAllBetween",
        "Of all my activities between February 16 and February 25, 2030, which one covered the shortest distance? "
        "Distance, not time. Name only please.",
    ),
    (
        "OwnCalendarMoveEventTime",
        "leave the title alone, just change the time of {title} on march 23: rather than 9am make it 2pm",
    ),
    ("OwnPhoneGoingHold", "don't hang up on {first}, just put the call on hold"),
    (
        "OwnVlcNewPlaylistOfFive",
        "make a new playlist in vlc called {new} - don't add them to {playlist} - with documentary.mkv, "
        "birthday_cake.mp4, dog_park.mp4, lecture_04.mkv and trailer_final.mp4, in exactly that order",
    ),
    (
        "OwnExpenseTotalInSpan",
        "how much did I spend on {category} from march 2 to march 8, 2030? only {category}, leave out health care "
        "and everything else. number only, no dollar sign",
    ),
    (
        "OwnRetroDeletePlaylist",
        "delete the {playlist} playlist in retro music - just the playlist, not the songs on it",
    ),
    (
        "OwnManyNoteInNewFolder",
        "markor: make a new folder called {folder} and put a note {file_name} inside it (not in the main folder) "
        "with the text {text}",
    ),
    ("OwnTracksUnitsMetersOfTrack", "how long was River path? meters, not km. roughly, number only"),
    (
        "OwnTasksCreateWithDueAndNotes",
        "new task: {title}. due march 18th (not the 8th!), notes: {notes}",
    ),
    ("FilesDeleteFile", "delete {file_name} - the one in {subfolder}, not in Download"),
    ("OwnTracksNamedDelete", "delete Forest trail from opentracks. only that one, keep all my other tracks"),
    (
        "OwnTracksDeleteDay",
        "In OpenTracks, delete everything I recorded on March 11 - not the 12th, the 11th. All of that day's "
        "activities.",
    ),
    ("OwnPhoneCallSeparatedNumber", "call 550-555-4514. it's not in my contacts, just dial it"),
    (
        "OwnTracksStatsMilesAllBetween",
        "total distance of all my activities from feb 19 to feb 25 2030 - in miles rather than km, 2 decimals",
    ),
    (
        "OwnTracksStatsPaceOfKindBetween",
        "what was my average walking pace between feb 27 and mar 8 2030? pace not speed, so minutes per km, "
        "rounded to 2 decimals",
    ),
    ("OwnVlcCountVideos", "how many videos do I have in vlc? videos only, not songs. just the number"),
    ("AudioRecorderRecordAudio", "record a short audio clip and save it. no need to name it anything"),
    (
        "SimpleCalendarAddRepeatingEvent",
        "add {event_title} to the calendar from march 18 2030 at 12, 90 minutes long, repeating daily (not weekly) "
        "and never ending. description: {event_description}",
    ),
    ("OwnCalendarCountOnDay", "how many events have I got on march 17 2030? not the 16th, the 17th. one number"),
    ("OwnPhoneHangUp", "end this call. don't put it on hold, hang up"),
    ("OwnPhoneAnswerRinging", "pick up the call, don't decline it"),
    (
        "SimpleCalendarAnyEventsOnDate",
        "anything on my calendar on march 16? not today, the 16th. just the titles, commas if there's more than one",
    ),
    (
        "OwnMarkorCreateNoteTitleBody",
        'new note in markor named "Gift ideas" - the title as the name, not the first line - and the body: A scarf '
        "for Omar and a book for Lena.",
    ),
    (
        "OwnTracksCountInMonth",
        "how many activities did I record in february? all kinds, not just the swims. number only",
    ),
    (
        "OwnRetroShortSongsOnPlaylist",
        "which songs on {playlist} in retro music are under 3 minutes? only that playlist, not the whole library. "
        "titles, comma separated",
    ),
    ("OwnPhoneCallBackAt", "call back whoever rang at 8:40 this morning - not the 1:15 one, the 8:40 one"),
    (
        "OwnTracksNamedDistanceLastWeek",
        "how far did I walk last week, monday to sunday? walking only, no cycling or swimming. km with 2 decimals",
    ),
    ("OpenAppTaskEval", "open the {app_name} app and nothing else, allow whatever permissions it asks for"),
    ("OwnPhoneCallBackMissedNamed", "I missed a call from Tomas Moreau - don't text him, call him back"),
    # Set 127 (helper people127): telegraphic fragments, the job jotted as short noun phrases, each detail its own
    # sentence or phrase, few or no verbs, periods, dashes, commas and line breaks mixed; first run untouched 3/44,
    # false done 0.
    ("MarkorDeleteNote", "Markor. Note {file_name}. Delete."),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "New event — {event_title}. Two weeks from today, 3pm. 30 min. Description: {event_description}.",
    ),
    ("OwnVlcShuffleOn", "VLC. Shuffle. On."),
    ("OwnVlcPlaylistCount", "VLC playlist Focus — item count? Number only."),
    ("OwnContactPhoneNumber", "Contacts. Greta Moreau. Phone number? Number only."),
    ("ExpenseDeleteMultiple2", "Pro Expense. To delete: Farmers market, Train ticket, Winter boots."),
    ("ExtraContactsDeleteContact", "Contact {first} {last} — delete."),
    ("OwnPhoneCallNumberInLatestText", "Latest text message. The number in it. Call."),
    ("OwnManyNotesDeleteFolder", "Markor, {folder} folder. All notes in it — delete. Folder itself stays."),
    ("OwnTracksDeleteDay", "OpenTracks.\nActivities from March 11.\nAll of them deleted."),
    ("OwnMarkorNoteFromSms", "Ines Tanaka's last text. Into a new Markor note. Name: {file_name}."),
    ("OwnPhoneGoingSpeaker", "Current call. Speaker on."),
    ("SystemBrightnessMinVerify", "Brightness — minimum."),
    ("SystemBluetoothTurnOffVerify", "Bluetooth. Off."),
    ("OwnPhoneLastMissedCaller", "Last missed call — from whom? Name only."),
    ("OwnSmsWhoTextedAbout", "SMS about dinner. Sender? Name only."),
    ("OwnCalendarBusyAtHour", "Calendar, March 27 2030, 21:00. Any event starting then? Yes/no."),
    ("OwnPhoneLastMissedTime", "Missed calls. The last one — time? Time only."),
    ("OwnPhoneDidTheyCall", "Lena Okafor. A call from her today? Yes or no."),
    (
        "OwnVlcMakeThenPlay",
        "VLC. New playlist, Evening: holiday_2029.mp4, trailer_final.mp4, lecture_04.mkv. Then play it.",
    ),
    ("OwnExpenseDeleteTwoNamed", "Pro Expense — {a}, {b}. Both deleted."),
    ("OwnSmsLastMessageFrom", "Hana Tanaka's most recent text. Its words, message text only."),
    ("OwnContactsChangeNumber", "Contact {first} {last}. New phone number: {new_phone}."),
    ("OwnCalendarRenameEvent", "Calendar. Yoga class, March 26. New title: Project kickoff."),
    (
        "OwnVlcTwoPlaylistsSentences",
        "Two VLC playlists.\nDinner party — trailer_final.mp4, holiday_2029.mp4.\n"
        "Late night — beach_day.mp4, wedding_speech.mp4.",
    ),
    ("OwnRetroPlaylistSize", "Retro Music, playlist {playlist}. Number of songs? Just the number."),
    ("OwnRecipeServings", "Broccoli. {target}. Servings? Single integer."),
    ("ExpenseDeleteDuplicates", "Pro Expense. Exact duplicate expenses — extras deleted, one of each kept."),
    ("OwnTracksStatsDateOfFastestInMonth", "Fastest swim, February 2030, by average speed. Date?"),
    ("OwnFilesRenameFile", "Files app. {folder} — {name}. New name: {new_name}."),
    ("RecipeDeleteDuplicateRecipes", "Broccoli, duplicate recipes. Extra copies gone, one of each left."),
    ("OwnRetroRemoveFromPlaylist", "Retro Music. Playlist {playlist}. {item} — off it."),
    ("OwnRetroShortSongsOnPlaylist", "Road Trip playlist, Retro Music. Songs under 3 min? Titles, comma-separated."),
    ("TurnOffWifiAndTurnOnBluetooth", "Wifi — off. Then Bluetooth — on."),
    ("OwnPhoneCallTextedAbout", "The text about the meeting. Its sender. Call, please."),
    (
        "OwnExpenseAddWithNote",
        "New expense. Birthday dinner, $1,922.50, Food. Note: Paid by card. Every field filled.",
    ),
    ("OwnTracksUnitsSpeedMph", "OpenTracks. Lunch break track. Average speed, in mph?"),
    ("OwnExpenseCountInCategory", "Pro Expense — {category} category. Number of expenses? Single integer."),
    ("OwnPhoneCallFavourite", "Phone, favourites. Ines Moreau. Call."),
    ("RetroPlayingQueue", "Retro Music. Playing queue, to add: {files}. In that order."),
    ("OwnCalendarSetLocation", "Event {title}. Location: {place}."),
    ("OwnPhoneCallContact", "Phone call — {first} {last}. Now."),
    ("OwnVlcFolderVideos", "VLC, {folder} folder. Videos in it? File names."),
    ("OwnCalendarAddEventFromSms", "{sender}'s text — the event. Into the calendar. Same title, day and time."),
    # Set 129 (session 24): values written the way people in other locales or in a hurry write them — dates like
    # 18/3 and 18.03., "Wed the 18th", times like 15h30 and 1500, amounts with a decimal comma, numbers with
    # parentheses and dashes, names in lower case.
    ("OwnVlcAppendSongs", "vlc: add harbor lights n then sunday drive to the end of my road trip playlist"),
    ("OwnPhoneCallNumberInWords", "call (834) 555-9938 pls"),
    ("OwnSmsLastMessageFrom", "what did hana tanaka say in her last text? just the message"),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "new event tmrw (fri 15/3) at 08h00: yoga class, description bring the documents, 1 hr long",
    ),
    ("OwnTracksSpanRetypeNewest", "opentracks - my latest track, change its activity type to running"),
    (
        "OwnVlcTwoPlaylistsSentences",
        "make 2 vlc playlists: dinner party w/ trailer_final.mp4 + holiday_2029.mp4, "
        "and late night w/ beach_day.mp4 + wedding_speech.mp4",
    ),
    ("OwnTracksCountKind", "no. of walking activities in opentracks? just the number"),
    ("OwnTracksNamedHoursOfKindInFebruary", "how many hrs did I swim in feb (02/2030) acc. to opentracks?"),
    ("OwnFilesMoveKind", "files app: move all the .txt files from download to music"),
    ("OpenAppTaskEval", "open files n allow all the permission pop-ups that come up"),
    ("OwnPhoneContactLabelNumber", "maya haddad's home no.? only the number pls"),
    ("ExtraMarkorMoveNote", "markor: move reading_40.md into the archive folder"),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "total swimming mins this week (mon 11/3 – today) in opentracks? one integer",
    ),
    ("OwnCalendarEventMinutes", "how long is the haircut on 23/03/2030 in simple calendar? mins, number only"),
    ("OwnSmsWhoTextedAbout", "who texted me about dinner? name only"),
    ("OwnPhoneCallListedNumber", "ring the no. for rapid flow plumbing in my contractors.md note in markor"),
    ("RetroCreatePlaylist", "retro music: new playlist chill 82 w/ low tide then paper planes, in that order"),
    ("OwnFilesHasFile", "is school_report.pdf in the music folder? check files, y/n"),
    ("OwnVlcPlaylistItems", "which vids are on my road trip playlist in vlc? file names"),
    (
        "OwnCalendarDeleteTwoEvents",
        "delete team sync (thu 28/3) and the dentist appointment on the 29th from simple calendar",
    ),
    ("SportsTrackerActivityDuration", "how long was my swim on wed the 13th in opentracks? mins as one integer"),
    ("CameraTakePhoto", "take one photo pls, just the one"),
    ("OwnCalendarBusyAtHour", "anything starting at 21h00 on 27.03.2030 in simple calendar? yes or no"),
    ("ExpenseAddSingle", "pro expense: add online course, 436,78 $, education, note monthly"),
    ("OwnExpenseMostExpensiveInCategory", "priciest entertainment expense in pro expense? name only"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "broccoli: delete every recipe that uses eggs in the directions"),
    ("OwnCalendarDeleteOneOfDay", "delete car service on 18.03. from simple calendar, leave the rest of that day"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "simple calendar: event in 2 wks (28/3) at 1500, budget review, description meet at the front desk, 30 min",
    ),
    ("OwnRetroPlaylistSize", "how many songs on road trip in retro music? number only"),
    ("OwnVlcPlayNext", "vlc: play sunday drive next, straight after the current one"),
    ("OwnVlcRenamePlaylist", "rename the sunday mix playlist to sleep in vlc"),
    ("RecipeDeleteDuplicateRecipes3", "broccoli: delete the exact duplicate recipes, keep 1 of each"),
    ("OwnFilesHasFileYes", "thesis_draft.txt in download? check files, yes or no"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "simple calendar: delete all events this sat (16/3)"),
    ("OwnCalendarCountOnDay", "how many events have I got on sun the 17th (17-3-2030)? single integer"),
    ("OwnVlcSongArtist", "who's the artist of quiet storm in vlc? name only"),
    ("OwnTracksFarthestOfKind", "longest single cycling ride in opentracks, in km? number only"),
    ("OwnTracksNamedCountYesterday", "how many activities did I record yday (13/3) in opentracks? a number"),
    ("PhoneReturnMissedCall", "call back the call I just missed, make sure the in-call screen w/ hold is up"),
    (
        "OwnTracksNamedDistanceLastWeek",
        "total km walking last wk (mon 4/3 – sun 10/3) per opentracks? 2 decimals",
    ),
    ("OwnPhoneHowOftenCalled", "how many times did kofi vargas call me? check phone, a number"),
    ("OwnVlcSongAlbum", "glass houses - which album is it from in vlc? album name"),
    ("AudioRecorderRecordAudio", "record an audio clip in audio recorder n save it"),
    ("OwnPhoneCallThenHold", "call felix suzuki then put the call on hold"),
    # Set 130 (helper people130): the job said as a complaint, a problem or a frustration that implies the fix, as a
    # person venting at their phone assistant ("ugh, why is X still on my Chill playlist, take it off", "the Flowers
    # expense is all wrong, should be …", "I keep forgetting …, what was it?"), over 44 seen templates drawn with
    # random.Random(130).sample; each still states the job fully.
    (
        "OwnPhoneCallNumberInWords",
        "ugh I can't dial with these gloves on, call eight three four, five five five, nine nine three eight for me",
    ),
    (
        "OwnContactsChangeNumber",
        "{first} {last}'s number in my contacts is still her old one, it's {new_phone} now, fix it",
    ),
    (
        "OwnSmsLastMessageFrom",
        "I totally lost track of what Hana Tanaka last texted me, what did her latest message say? just the text",
    ),
    (
        "OwnManyEventsDeleteWithWord",
        "my calendar is drowning in calls, get rid of every event with {word} in the title",
    ),
    (
        "OwnMarkorPrependLine",
        'I keep forgetting to send the draft to Ines, stick "{line}" at the very top of {file_name} in markor so I see it',
    ),
    (
        "OwnSmsNextEventLocation",
        "{to} keeps bugging me about where my next thing is, just text her the location of my next calendar event",
    ),
    (
        "OwnCalendarDeleteTwoEvents",
        "{title} and {other} are both off now and they're still cluttering up my calendar, delete them both",
    ),
    ("SystemWifiTurnOn", "ugh nothing is loading, the wifi is off again, turn it on"),
    (
        "OwnTracksStatsDateOfFastestInMonth",
        "it's driving me nuts, which day in February 2030 was my fastest swim by average speed? just the date",
    ),
    ("OwnRetroRemoveFromPlaylist", "why is {item} still on my {playlist} playlist in retro music, take it off"),
    (
        "OwnVlcAddSongToPlaylist",
        "my {other} playlist in VLC doesn't even have {song} on it, how is that possible, add it",
    ),
    (
        "OwnTracksNamedDelete",
        "Forest trail is still sitting in opentracks and that recording was garbage, delete the track",
    ),
    (
        "OwnTracksActivityDuration",
        "I forgot how long my swim on March 9 was, how many minutes did it last in opentracks? number only",
    ),
    (
        "OwnManyFormalCalendarEvent",
        "I keep missing the dentist, put {title} in my calendar on March 19 2030 at 11am for {minutes} minutes, "
        "description {description}",
    ),
    (
        "OwnPhoneCallNumberInLatestText",
        "someone texted me a number and I can't be bothered copying it, call the number in my latest text",
    ),
    (
        "OwnManyNotesDeleteWithWord",
        "my markor is full of old junk, delete every note that has '{word}' in its name",
    ),
    ("CameraTakeVideo", "ugh I always miss the moment, quick, take a video"),
    (
        "OwnPhoneLastCallLength",
        "Maya Okafor swears we talked for ages last time, how long was my last call with her really? minutes and seconds",
    ),
    (
        "OwnRecipesUnderMinutes",
        "I'm starving and have zero time, which of my broccoli recipes take under {bound} minutes to prepare? "
        "titles, comma separated",
    ),
    (
        "OwnManyExpensesDeleteCategory",
        "those {category} expenses in pro expense were all refunded and they're wrecking my totals, delete every one of them",
    ),
    (
        "OwnExpenseRenameByAmount",
        "the $49.50 expense in pro expense has the wrong name, it should be {new_name}, fix the name and leave everything "
        "else alone",
    ),
    (
        "MarkorCreateNoteAndSms",
        "I keep forgetting stuff for the trip, make a markor note {file_name} that says: {text} and then text the whole "
        "note to {number}",
    ),
    (
        "OwnExpenseEditAmountAndCategory",
        "the Flowers expense is all wrong, should be $77.75 and the category should be {category}, fix it",
    ),
    ("SystemBluetoothTurnOn", "my headphones won't connect because bluetooth is off, turn it on"),
    (
        "OwnTracksUnitsMetersOfTrack",
        "I can't remember how long River path was, roughly how many meters was that track in opentracks? number only",
    ),
    ("PhoneReturnMissedCall", "argh I just missed a call again, ring them back"),
    (
        "OwnManyExpensesDeleteOverAmount",
        "the big stuff is killing my budget, delete every expense over ${limit} in pro expense",
    ),
    ("OwnPhoneCallBackMissedNamed", "Tomas Moreau called and I missed it again, call him back"),
    (
        "OwnTracksNamedRecordTyped",
        "I always forget to log my rides, record a cycling track in opentracks and save it as {new}",
    ),
    ("OwnPhoneCallFavourite", "I can never find Ines Moreau in my favourites, just call her from there"),
    (
        "OwnTracksUnitsSpeedMph",
        "opentracks only shows km/h and it drives me nuts, what was my average speed on Lunch break in mph?",
    ),
    (
        "OwnTracksSpanDateOfFirst",
        "I can't even remember when I started swimming, what's the date of my first swimming activity in opentracks?",
    ),
    ("ExpenseDeleteSingle", "why is {rows[0][name]} still in my expenses, I got reimbursed, delete it"),
    (
        "OwnManyLinesMarkorNote",
        "I keep losing the agenda, make a markor note {file_name} with these lines, one per line:\nBudget review\n"
        "Hiring plan\nOffice move\nAny other business",
    ),
    (
        "SimpleCalendarAddOneEventTomorrow",
        "I keep skipping yoga, put {event_title} in my calendar tomorrow at 8am for an hour, description "
        "{event_description}",
    ),
    ("OwnPhoneContactLabelNumber", "I can never remember Maya Haddad's home number, what is it? just the number"),
    ("OwnPhoneCallStranger", "the {place} still hasn't called me back, ring them at 598-555-9936"),
    ("OwnPhoneGoingHold", "ugh this call is dragging on and I need a second, put it on hold"),
    (
        "OwnVlcPlayThenQueueTwo",
        "I'm so sick of hearing the same song, in VLC play Sunday Drive and then queue Old Radio and Night Bus after it",
    ),
    (
        "SportsTrackerActivityDuration",
        "I forgot how long I swam on March 13, how many minutes was it in opentracks? one number",
    ),
    ("OwnPhoneHowOftenCalled", "Kofi Vargas keeps calling me, how many times has he called? just a number"),
    (
        "SportsTrackerActivitiesOnDate",
        "I can't remember what I even did on March 11, which activities does opentracks have that day? types only, "
        "comma separated",
    ),
    ("OwnVlcSongAlbum", "I keep forgetting which album {song} is on, what does VLC say? just the album"),
    (
        "OwnTracksMinutesBetween",
        "I feel like I barely swam, how many minutes in total did I swim from February 15 to February 23 in "
        "opentracks? number only",
    ),
    # Set 132 (session 24): fast thumb typing on a phone — typos and autocorrect slips ("calender", "playlsit",
    # "delet", "tomorow"), missing spaces or apostrophes ("dont", "whats", "im"), doubled letters, abbreviations ("pls",
    # "thx", "tmrw", "w/", "b4", "mins", "hrs") and words from other Englishes ("diary", "bin it", "ring", "mobile",
    # "fortnight"), over 44 seen templates drawn with random.Random(132).sample; names of people, files, songs and
    # titles stay spelled right, and each wording still states the job fully.
    ("OwnExpenseEditNote", 'chnage the note on my {rows[0][name]} expense to "{note}" in pro expense pls thx'),
    ("OwnMarkorCreateNoteInFolder", "new note in markor in the {folder} foldr, call it {file_name}, txt: {text}"),
    ("OwnFilesCountOfKind", "how many .{ext} files r in my {folder} folder? just the numbr pls"),
    ("SimpleCalendarEventsInNextWeek", "whats on my calender next wk (mon-sun)? just the titles w/ commas thx"),
    ("OwnRetroAddSongToPlaylist", "pls add {item} to my {playlist} playlsit in retro music"),
    (
        "SimpleCalendarAddOneEventInTwoWeeks",
        "put {event_title} in my calender a fortnight from today at 3pm, 30 mins, descripton: {event_description}",
    ),
    ("OwnTracksRenameTrack", "renmae my cycling track from 10th march to {name} in opentracks pls"),
    (
        "NotesRecipeIngredientCount",
        "how much {ingredient} do i need for the {recipe} recipe in joplin? amount n unit exactly as its writen",
    ),
    ("OwnPhoneCallContactLabel", "cal {people[0][first]} {people[0][last]}s home numbr pls, not his mobile"),
    ("SystemWifiTurnOnVerify", "wifi on pls thx, dont wanna burn thru my data"),
    ("OwnVlcRemoveFromPlaylist", "take {item} off the {playlist} playlsit in vlc, dont delet the video itself"),
    ("OwnTasksCreateWithDueAndNotes", 'new task "{title}" due 18th march, notes: "{notes}" in the tasks app pls'),
    ("OwnCalendarBusyAtHour", "have i got anythng starting at 9pm on 27 march 2030 in my diary? yes or no"),
    (
        "OwnContactsAddWithLabel",
        "add {people[0][first]} {people[0][last]} to contacts, home no. (845) 555-5571 - make sure its saved as Home",
    ),
    ("OwnRecipeEditPrepTime", "chnage the prep time on {dish} in broccoli to {time} pls"),
    (
        "OwnManyFormalCalendarEvent",
        "add {title} to my calendarr on 19/03/2030 at 11am, 30 mins, desc {description}",
    ),
    ("OwnVlcQueueVideos", "in vlc add birthday_cake.mp4 n then skate_trick.mp4 to the end of the queue thx"),
    ("OwnFilesMoveOne", "pls move {name} frm {folder} into {target}, files app"),
    ("OwnVlcDeleteVideo", "delet the vid {item} in vlc"),
    ("OwnRetroShortSongsOnPlaylist", "which songs on my {playlist} playlist in retro r under 3 mins? titles w/ commas"),
    ("OwnManyEventsDeleteWithWord", "bin all the events w/ {word} in the title from my calender pls"),
    ("OwnPhoneWhenLastCall", "wat time was my last call w/ Kofi Vargas? time only pls"),
    ("OwnVlcSongAlbum", "which album is {song} frm acc to vlc? just the album name"),
    ("OwnPhoneCallMuted", "ring Ravi Tanaka n mute my mic once its going"),
    ("OwnVlcItemFolder", "whch folder is {video} in, in vlc? folder name only"),
    ("OwnPhoneWhoDidICallLast", "who did i ring last?? just there name"),
    ("OwnTracksUnitsMilesThisWeek", "how many miles did i swim this wk (wk starts mon) in opentracks? 2 decimals"),
    ("OwnTracksUnitsHoursOfLongest", "how many hrs was my longest swim in opentracks"),
    ("OwnVlcRenameVideo", "rename the vid {video} to {renamed} in vlc pleasee"),
    ("OwnTracksNamedRename", "chnage the name of my track Lunch break to {new} in opentracks thx"),
    (
        "OwnExpenseAddWithNote",
        'add expense {big[name]}, $1,922.50, cat {big[category]}, note "{big[note]}" - fill in evry field pls',
    ),
    ("OwnVlcPlaylistLength", "whats the total lenght of my {playlist} playlist in vlc? m:ss"),
    ("SimpleCalendarFirstEventAfterStartTime", "whats my 1st event after 8 this fri? titles only"),
    ("OwnPhoneContactLabelNumber", "whats Maya Haddads home numbr? just the number"),
    ("TurnOffWifiAndTurnOnBluetooth", "turn wifi off n then bluetooth on thx"),
    ("OwnVlcPlayFromFolder", "play {video} from the {folder} foldr in vlc"),
    ("OwnTracksStatsAverageMinutesInMonth", "avg length of my cycling in feb 2030? in mins, 1 decimal"),
    (
        "OwnExpenseTotalInSpan",
        "how much did i spend on {category} btwn 2 march and 8 march 2030 in pro expense? number only",
    ),
    ("OwnPhoneCallBackAt", "ring back whoever called me at 8.40am"),
    ("OwnManyNotesDeleteFolder", "delet all the notes in {folder} in markor but keep the folder"),
    ("RecipeDeleteSingleRecipe", "bin the {rows[0][title]} recipe in broccoli"),
    ("OwnVlcDeleteSong", "delete the song {song} frm vlc pls"),
    ("ExtraContactsDeleteContact", "delte {first} {last} from my contacts"),
    ("OwnTracksStatsDateOfFastestInMonth", "which day in feb 2030 was my fastest swim (avg speed)? date only"),
    # People set 131 (session 24): apps called by generic, wrong-ish or descriptive names ("my music app", "the
    # recipe thing", "the video player"), and things said by a description that picks exactly one.
    (
        "OwnTracksNamedDistanceThisMonth",
        "in my fitness app, how many km have I done this month with all activities put together?",
    ),
    ("OwnTracksUnitsSecondsOfTrack", "how many seconds long was the run I did on March 6? it's in my workout tracker"),
    ("OwnPhoneHowOftenCalled", "check the dialer, how many times has Kofi Vargas called me? just the number"),
    (
        "RecipeAddSingleRecipe",
        "in the recipe thing add {rows[0][title]}: description {rows[0][description]}, {rows[0][servings]}, prep time "
        "{rows[0][preparationTime]}, source {rows[0][source]}, ingredients {rows[0][ingredients]}, directions "
        "{rows[0][directions]}",
    ),
    (
        "OwnTracksSpanDateOfFirst",
        "in my running app (it logs swims too), on what date did I record my very first swim?",
    ),
    ("OwnRetroAppendSongs", "in my music app, stick {more} onto the end of the {old} playlist, in that order"),
    (
        "MarkorAddNoteHeader",
        'in the notes app put "{header}" at the top of {original_name} with an empty line before the old text, then '
        "rename the file {new_name}",
    ),
    ("OwnTracksSpanCountOfKind", "how many runs does my fitness tracker have logged altogether? a number please"),
    (
        "NotesMeetingAttendeeCount",
        "in my joplin notebook thing, how many people attended the meeting '{title}'? just one number",
    ),
    (
        "OwnTracksStatsNameOfLongestInMonth",
        "which of my March 2030 runs went on the longest according to the fitness app? just the activity's name",
    ),
    ("OwnPhoneCallListedNumber", "ring the plumber from the list in {file_name} in my notes app"),
    ("OwnVlcPlaylistItems", "what's on the {playlist} playlist in the video player? give me the file names"),
    ("AudioRecorderRecordAudio", "use the voice memo app to record a clip and save it"),
    ("OwnRetroAddSongToPlaylist", "put {item} on the {playlist} playlist in my music player"),
    ("OwnTracksActivityDuration", "how many minutes did my swim on March 9 last in the fitness app? only the number"),
    (
        "OwnRetroShortSongsOnPlaylist",
        "in the music app, which songs on {playlist} are under 3 minutes? titles, separated by commas",
    ),
    ("OwnPhoneSaveCallerAsContact", "that 7:40 PM caller, save them in my address book as {new}"),
    (
        "OwnRecipesUnderMinutes",
        "which recipes in my cooking app take less than {bound} minutes to prepare? titles, comma separated",
    ),
    ("OwnMarkorMoveNoteBetweenFolders", "in my markdown notes app move {file_name} out of Work and into Archive"),
    ("OwnPhoneCallFavourite", "call Ines Moreau from the favourites tab in my dialer"),
    (
        "OwnRecipeAddFull",
        "in the recipe thing add {row[title]}: description {row[description]}, serves {n}, {row[preparationTime]} "
        'prep, source {row[source]}, ingredients "{row[ingredients]}", directions "{row[directions]}"',
    ),
    ("OwnTracksWeekDistance", "in my fitness app, how many km have I covered this week, all activities? number only"),
    ("OwnPhoneDeclineRinging", "decline the call that's ringing right now"),
    ("SimpleCalendarDeleteEventsOnRelativeDay", "in my planner app delete everything scheduled for this {day_of_week}"),
    ("OwnRetroRenamePlaylist", "in my music app, rename the {playlist} playlist to {new_name}"),
    ("OwnTasksCreateWithDueAndNotes", 'in my to-do app add "{title}" due March 18, notes: {notes}'),
    ("OwnVlcDeleteSong", "delete the Ada Lune song {song} from the media player"),
    (
        "OwnMarkorRewriteNote",
        'in the notes app, replace what {file_name} says with "{new}", keep its name and leave the other notes alone',
    ),
    ("OwnContactsAddNumberFromSms", "the number in {sender}'s text, save it in my address book as {new}"),
    (
        "OwnExpenseAddSeveralWithNotes",
        'in my expense tracker log these: Birthday dinner, $77.25, Food, note "Split with Omar"; Bus tickets, $21.00, '
        'Transportation, note "Monthly pass"; Theatre show, $77.25, Entertainment, note "Two seats"',
    ),
    (
        "SimpleCalendarEventsInTimeRange",
        "in the calendar thing, anything between 10:00 and 8pm {date}? titles only, comma separated",
    ),
    ("MarkorCreateNote", "make a note called {file_name} in the notes app that says: {text}"),
    ("OwnPhoneWhenLastCall", "what time was my most recent call with Kofi Vargas? check the dialer, time only"),
    (
        "OwnExpenseAmountOf",
        "how much was the expense I logged for Bakery in my expense tracker? number without the dollar sign",
    ),
    (
        "OwnRecipeAddSeveralFull",
        'in my recipe app add two recipes: "Banana bread", description "Moist and simple", 4 servings, 35 mins prep, '
        'ingredients "bananas, flour, butter", directions "Mash, mix and bake for an hour."; and "Pesto pasta", '
        'description "Green and fresh", 3 servings, 20 mins prep, ingredients "basil, pine nuts, pasta", directions '
        '"Blend the pesto and toss it in."',
    ),
    ("ExtraMarkorMoveNote", "move {file_name} into the {folder} folder in the markdown app"),
    ("OwnFilesCopyFile", "in the file manager, copy {name} from {folder} into {target}"),
    ("RecipeDeleteMultipleRecipesWithConstraint", "in the cooking app, delete every recipe whose directions use eggs"),
    ("OwnVlcNowPlaying", "what song is the video player playing right now? title only"),
    (
        "OwnTracksUnitsMilesThisWeek",
        "how many miles did I swim this week (the week starts Monday) in my fitness app? round to two decimals",
    ),
    (
        "NotesRecipeIngredientCount",
        "how much garlic does the {recipe} recipe in my joplin notes need? amount and unit exactly as the recipe "
        "writes them",
    ),
    ("OwnPhoneAnswerRinging", "pick up the call that's ringing"),
    ("OwnVlcItemFolder", "in the media player, which folder is the documentary video in? just the folder name"),
    (
        "OwnTracksUnitsHoursLastWeek",
        "in the fitness app, how many hours did I spend on everything last week, Monday to Sunday? two decimals",
    ),
    # Set 133 (helper people133): the job asked as an ability or how-to question ("can you ...?", "is there a way to
    # ...", "how do I ..."); first run untouched 27/44, 3 false done; after, 44/44 (intent/ability_questions.py,
    # indirect_questions.py, note_fields.py, trailing_reason_mends.py, message_carries.py, everyday_mends.py)
    (
        "OwnTracksUnitsHoursLastWeek",
        "can you tell me how many hours I spent on all my activities last week (mon to sun)? rounded to 2 decimals",
    ),
    ("OwnRetroAddSongToPlaylist", "could you add {item} to my {playlist} playlist in retro music?"),
    (
        "OwnTracksStatsMilesOfLongestBetween",
        "do you know how far my longest walk by duration was between Feb 12 and Feb 21? in miles, 2 decimals please",
    ),
    ("OwnPhoneWhenLastCall", "do you know what time I last had a call with Kofi Vargas? just the time"),
    (
        "RetroCreatePlaylist",
        "could you possibly make me a playlist in retro music called {playlist_name} with {files}, in that order?",
    ),
    ("OwnRecipeEditDirections", 'how do I change the directions on the Chili recipe to "{directions}"?'),
    ("OwnVlcPlayAllVideos", "is there a way to play all my videos back to back in vlc?"),
    (
        "RetroSavePlaylist",
        "any chance you could make a playlist called {playlist_name} in retro music with {files} (in that order) "
        "and then export it to Downloads?",
    ),
    ("ExtraMarkorMoveNote", "can I get {file_name} moved to the {folder} folder? (markor)"),
    (
        "OwnCalendarEventsInRange",
        "can you tell me what I've got on my calendar from march 18 to march 20? titles only, comma separated",
    ),
    ("OwnPhoneCallTextedAbout", "could you call whoever it was that texted me about the meeting?"),
    (
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "do you know how many minutes of {category} I've done this week in opentracks? week starts monday, just the "
        "number",
    ),
    ("OwnPhoneCallMuted", "can you call ravi tanaka with my mic muted?"),
    ("OwnPhoneCallsMadeTo", "do you know how many times I've called Lena Tanaka? number only"),
    (
        "OwnMarkorCreateNotes",
        'would it be possible to make two notes in markor: "Reading list" saying "Dune, Middlemarch and The '
        'Overstory." and "Gift ideas" saying "A scarf for Omar and a book for Lena."?',
    ),
    ("CameraTakeVideo", "can u take a video"),
    (
        "OwnRetroShortSongsOnPlaylist",
        "can you tell me which songs on my {playlist} playlist in retro music are shorter than 3 minutes? titles, "
        "comma separated",
    ),
    ("OwnTracksUnitsSecondsOfTrack", "do you know how many seconds my River path track lasted?"),
    (
        "OwnTracksNamedDistanceLastWeek",
        "could you tell me how many km I walked in total last week, monday to sunday? 2 decimals",
    ),
    ("OwnFilesHasFileYes", "can you check if there's a file called {first} in my {folder} folder? yes or no"),
    ("OwnCalendarRenameEvent", "how would I rename the {title} event on march 26 to {new_title}?"),
    ("OwnFilesCountOfKind", "do you know how many .{ext} files are in my {folder} folder? just the number"),
    ("OwnTracksDeleteDay", "is there a way to get rid of all the activities I recorded on march 11 in opentracks?"),
    ("SimpleSmsResend", "can you resend the last message I sent to {name}?"),
    (
        "OwnVlcPlaylistItems",
        "can you tell me which videos are on my {playlist} playlist in vlc? file names please",
    ),
    ("OwnFilesSmallestInFolder", "do you know what the smallest file in my {folder} folder is? name only"),
    ("OwnPhoneDeclineRinging", "can you decline this call? I don't want to answer it"),
    ("OwnCalendarDeleteOneOfDay", "can I get {title} on march 18 deleted? leave the other stuff that day alone"),
    ("OwnVlcRenamePlaylist", "how do I rename my {playlist} playlist in vlc to {new_name}?"),
    (
        "OwnExpenseEditAmountAndCategory",
        "could you change the Flowers expense to $77.75 and put it under Education?",
    ),
    (
        "SaveCopyOfReceiptTaskEval",
        "is it possible to copy {file_name} from DCIM into Download in the gallery app, same name?",
    ),
    ("OwnExpenseAmountOf", "can you tell me how much the Bakery expense was? number only, no $"),
    ("OwnCalendarMoveEventDay", "would it be possible to move {title} from march 25 to march 19, same time?"),
    ("OwnPhoneWhoCalledLast", "do you know who the last person to call me was"),
    ("OwnPhoneCallContactLabel", "any chance you could ring Kofi Lindqvist on his home number?"),
    ("OwnTracksUnitsHoursOfLongest", "can you tell me how many hours my longest swim took?"),
    ("OwnCalendarDeletePastDayNoYear", "is there a way to clear out everything on march 2 in my calendar?"),
    ("OwnTracksUnitsSpeedMph", "do you know what my average speed was on the Lunch break track? in mph"),
    ("OwnTracksCountInMonth", "can you tell me how many activities I recorded in february? number only"),
    ("OwnMarkorPrependLine", 'is it possible to add "{line}" as the first line of {file_name}?'),
    (
        "OwnContactsAddNumberFromSms",
        "I was wondering if you could save the number {sender} texted me as a new contact, {new}",
    ),
    ("OwnTracksActivityDistance", "do you know how many km my swim on march 5 was?"),
    (
        "OwnTracksStatsDateOfFastestInMonth",
        "could you find the date of my fastest swim in february 2030, going by average speed?",
    ),
    ("OwnPhoneCallNumberInLatestText", "could u call the number thats in my latest text"),
    # Set 135 (helper people135): the benchmark's formal task-writer register in verbs and frames it does not use
    # word for word — full sentences, the app named formally ("Using the Simple Calendar Pro app, …", "Within Markor,
    # …", "In the Pro Expense application, …"), formal verbs ("Locate", "Determine", "Register a new …", "Eliminate",
    # "Populate", "Append", "Establish", "Initiate a call to", "Modify", "Retrieve", "Ascertain", "Configure"),
    # explicit output instructions ("Provide the answer as …", "Respond with only …", "Report the …") and constraints
    # stated formally ("Ensure that no other …", "The title must be …"), over 44 seen templates drawn with
    # random.Random(135).sample; first run untouched 6/44, 3 false done ("Determine which event on …" made an event,
    # "… a new folder named Recipes. Inside that folder, create a note …" made a folder of the whole sentence, "…
    # which event is the first to begin after 08:00 …" made an event); after, 44/44 (intent/formal_register.py, hooked
    # first in reader._read_mended and turn._meant; test_formal_register.py).
    ("SystemBluetoothTurnOn", "Access the Settings application and configure Bluetooth so that it is enabled."),
    (
        "OwnRetroRenamePlaylist",
        'Within the Retro Music application, modify the name of the playlist "{playlist}" so that it reads '
        '"{new_name}". Ensure that no other playlist is altered.',
    ),
    (
        "SimpleCalendarAddOneEventRelativeDay",
        "Using the Simple Calendar Pro app, register a new event on the upcoming {day_of_week} starting at 10:00. The "
        'title must be "{event_title}" and the description must be "{event_description}". Configure the event to have '
        "a duration of 60 minutes.",
    ),
    (
        "SimpleCalendarFirstEventAfterStartTime",
        "Using Simple Calendar Pro, determine which event is the first to begin after 08:00 on {date}. Respond with "
        "only the event title; should several events qualify, provide them as a comma-separated list.",
    ),
    (
        "OwnVlcShufflePlaylist",
        'In the VLC application, initiate playback of the playlist "{playlist}" with shuffle mode enabled.',
    ),
    (
        "OwnPhoneCallOnSpeaker",
        "Using the Phone app, initiate a call to {people[1][first]} {people[1][last]} and, once the call is in "
        "progress, enable the speakerphone.",
    ),
    (
        "OwnTracksStatsNameOfShortestAllBetween",
        "Within OpenTracks, locate the activity, of any type, recorded between February 16 and February 25, 2030 "
        "that covers the shortest distance. Provide the answer as the activity name only.",
    ),
    (
        "OwnPhoneDidTheyCall",
        "Consult the call log in the Phone app and ascertain whether {people[1][first]} {people[1][last]} called me "
        'today. Respond with only "yes" or "no".',
    ),
    (
        "OwnExpenseCategoryTotal",
        "In the Pro Expense application, determine the total amount spent in the {category} category. Report the "
        "total as a number only.",
    ),
    (
        "OwnTracksSpanCountOfKind",
        "Using the OpenTracks app, ascertain the total number of recorded activities of the type {kind}. Respond with "
        "only the number.",
    ),
    (
        "OwnPhoneCallTextedAbout",
        "Locate the text message concerning the meeting, identify the contact who sent it, and initiate a call to "
        "that contact using the Phone app.",
    ),
    ("ClockStopWatchRunning", "Within the Clock application, initiate the stopwatch and leave it running."),
    (
        "OwnVlcTwoPlaylistsSentences",
        'Establish two playlists in the VLC application. The first must be titled "{new}" and contain '
        'trailer_final.mp4 followed by holiday_2029.mp4. The second must be titled "Late night" and contain '
        "beach_day.mp4 followed by wedding_speech.mp4.",
    ),
    (
        "OwnFilesDeleteKind",
        "Using the Files app, eliminate every file with the .{ext} extension from the {folder} folder. Ensure that no "
        "other files are removed.",
    ),
    (
        "SimpleCalendarDeleteEventsOnRelativeDay",
        "In Simple Calendar Pro, remove every event scheduled for the upcoming {day_of_week}. Events on other days "
        "must remain unchanged.",
    ),
    (
        "OwnPhoneCallMuted",
        "Initiate a call to {people[2][first]} {people[2][last]} via the Phone app, then mute the microphone for the "
        "duration of the call.",
    ),
    (
        "OwnRetroLongestOnPlaylist",
        'Within Retro Music, determine which song in the playlist "{old}" has the longest duration. Provide the answer '
        "as the song title only.",
    ),
    (
        "OwnRecipePrepTime",
        'In the Broccoli recipe application, retrieve the preparation time of the recipe "{target}". Report the value '
        "in minutes, as a number only.",
    ),
    (
        "OwnPhoneLastCallerNumber",
        "Consult the call history in the Phone app and ascertain the phone number of the most recent incoming call. "
        "Respond with only the phone number.",
    ),
    (
        "OwnPhoneCallNumberInNote",
        "Retrieve the phone number recorded in the Markor note {file_name} and initiate a call to it using the Phone "
        "app.",
    ),
    (
        "OwnVlcTwoNewPlaylists",
        'Using the VLC app, establish two new playlists: "{name}", containing city_9.mp4 and then concert_7.mp4, and '
        '"{second}", containing concert_7.mp4 and then party_12.mp4. Each playlist must preserve the order stated.',
    ),
    ("OwnPhoneCallStranger", "Initiate a call to the {place} at 598-555-9936 using the Phone app."),
    ("OwnPhoneCallFirstName", "Using the Phone app, place a call to the contact named {people[0][first]}."),
    ("ExtraMarkorMoveNote", "Within Markor, relocate the note {file_name} into the folder named {folder}."),
    (
        "OwnManyExpensesFromTable",
        "In the Pro Expense application, register the following three expenses: "
        '"{rows[0][name]}" for ${dollars0} in the {rows[0][category]} category with the note "{rows[0][note]}"; '
        '"Rain jacket" for $359.00 in the Clothes category with the note "Gift"; and "Eye exam" for $326.50 in the '
        'Health Care category with the note "Split with roommate".',
    ),
    (
        "AudioRecorderRecordAudioWithFileName",
        'Using the Audio Recorder app, record an audio clip and save it under the file name "{file_name}".',
    ),
    (
        "OwnPhoneCallContactLabel",
        "Initiate a call to the number labelled {label} for the contact {people[0][first]} {people[0][last]} using "
        "the Phone app. Ensure that no other number of this contact is dialled.",
    ),
    ("OwnVlcDeleteVideo", "Using the VLC application, permanently delete the video {item}."),
    (
        "OwnCalendarEventStartTime",
        'Using Simple Calendar Pro, ascertain the start time of the event "{on_day[0][0]}" scheduled on March 26, '
        "2030. Provide the answer in the 24-hour HH:MM format.",
    ),
    (
        "OwnPhoneGoingHold",
        "During the current call with {first} {last}, configure the call to be placed on hold without ending it.",
    ),
    (
        "OwnPhoneCallListedNumber",
        "Within Markor, open the note {file_name}, retrieve the phone number listed for Rapid Flow Plumbing, and "
        "initiate a call to that number using the Phone app.",
    ),
    (
        "OwnRetroAddSongToPlaylist",
        'In the Retro Music application, append the song "{item}" to the playlist "{playlist}". Ensure that no other '
        "playlist is modified.",
    ),
    (
        "SystemBluetoothTurnOnVerify",
        "Ensure that Bluetooth is enabled on the device. Configure it through the Settings application should it "
        "currently be disabled.",
    ),
    (
        "OwnRecipeEditServings",
        'Within the Broccoli app, modify the recipe "{rows[1][title]}" so that its servings are set to {new_n}. No '
        "other field of the recipe may be altered.",
    ),
    (
        "OwnCalendarEventMinutes",
        'Using Simple Calendar Pro, determine the duration of the event "{on_day[2][0]}" scheduled on March 23, 2030. '
        "Respond with only the number of minutes.",
    ),
    (
        "OwnMarkorNotesMentioning",
        'Within Markor, locate every note whose content contains the word "{word}". Provide the answer as the file '
        "names only, separated by commas.",
    ),
    (
        "OwnCalendarLatestOnDay",
        "In the Simple Calendar Pro app, determine which event on March 22, 2030 has the latest start time. Respond "
        "with only the event title.",
    ),
    (
        "OwnMarkorFolderWithNote",
        "Within Markor, establish a new folder named {folder}. Inside that folder, create a note titled {file_name} "
        "and populate it with the following text: {text}",
    ),
    (
        "OwnFilesSmallestInFolder",
        "Using the Files app, determine which file in the {folder} folder has the smallest size. Respond with only "
        "the file name.",
    ),
    (
        "OwnTasksOpenThisWeek",
        "In the Tasks app, ascertain how many tasks due within the current week (Monday through Sunday) have not yet "
        "been completed. Provide the answer as a single number.",
    ),
    (
        "OwnVlcPlaylistOneALine",
        'Using the VLC application, establish a playlist titled "{new}" containing the following videos in the exact '
        "order given: skate_trick.mp4, wedding_speech.mp4, lecture_04.mkv.",
    ),
    (
        "OwnExpenseAmountOf",
        'Within the Pro Expense app, retrieve the amount recorded for the expense "{rows[4][name]}". Respond with '
        "only the number, omitting the currency symbol.",
    ),
    (
        "NotesMeetingAttendeeCount",
        'Using the Joplin app, locate the meeting note titled "{title}" and determine the number of attendees '
        "recorded in it. Provide the answer as a single number.",
    ),
    (
        "OwnTracksStatsDateOfFastestInMonth",
        "Within OpenTracks, identify the swimming activity recorded in February 2030 with the highest average speed. "
        "Report the date on which it was recorded.",
    ),
    # Set 134 (helper people134): the job written as a short email or note to a human assistant: a greeting ("Hi
    # Jo,", "Morning!"), sometimes a line of context, the request, thanks and a sign-off ("Thanks, J.", "Cheers\nMaria",
    # "- K"), sometimes the key detail in a P.S.; over 44 seen templates drawn with random.Random(134).sample; first
    # run untouched 36/44, 1 false done ("… to Priya Suzuki in a text" sent words of the request as the text);
    # after, 44/44 (intent/said_mediums.py, intent/notes_introduced.py, intent/repeats_asked.py, intent/right_after.py,
    # intent/fixed_values.py hooked in reader._read_mended; message_frames.py: "- K" as a signature; listed_numbers.py:
    # "call X on the number listed there"; trailing_reason_mends.py: "I'm driving" after a call;
    # test_written_as_notes.py).
    (
        "OwnTracksStatsMinutesOfShortestInMonth",
        "Hi Alex,\nQuick one: what was my shortest cycling activity in March 2030, in minutes? Can you reply with "
        "just the number?\nThanks, J.",
    ),
    ("OwnVlcDeleteVideo", "Morning!\nCould you delete the video {item} from VLC for me?\nCheers\nMaria"),
    (
        "OwnManyNoteFromLastSms",
        "Hey there,\n{who} sent me something by text. Can you copy the last message I got from him into a new Markor "
        "note called {file_name}?\nThanks,\nTom",
    ),
    (
        "OwnVlcPlayThenNext",
        "Hi Chris,\nIn VLC could you play Sunday Drive, and then Quiet Storm right after it?\nThanks - K",
    ),
    (
        "SimpleCalendarDeleteOneEvent",
        "Hi Jo,\nLunch with Sam is off. Please delete that event from my calendar - it's on Saturday 23 March at "
        "9am.\nBest, Tom",
    ),
    (
        "OwnExpenseEditAmount",
        "Hey,\nI typed the Bakery expense wrong in Pro Expense. Can you fix the amount for me?\nThanks!\nRuth\n\n"
        "P.S. it should be $67.50",
    ),
    ("ExpenseDeleteSingle", "Hi Pat,\nPlease delete the Fuel expense from Pro Expense, it was a mistake.\nThanks, Liz"),
    (
        "SimpleSmsSendReceivedAddress",
        "Hi Alex,\n{name2} just texted me the address for the event. Could you send that address to {name1} in a "
        "text?\nCheers,\nGwen",
    ),
    (
        "OwnTracksStatsNameOfLongestInMonth",
        "Morning Chris,\nWhich of my running activities in March 2030 took the longest? Let me know the name of "
        "it.\nThanks, Nick",
    ),
    (
        "OwnExpenseAddFromMarkorNote",
        "Hi Jo,\nThere's a note in Markor called {file_name} with a list of expenses. Could you add them all to Pro "
        "Expense?\nThanks\n- Dave",
    ),
    (
        "OwnTasksMarkDone",
        'Hey there,\nI\'ve finally written to the landlord, so please mark the task "Email the landlord" as done in '
        "Tasks.\nThanks, Ellie",
    ),
    (
        "OwnMarkorFolderWithNote",
        "Hi Pat,\nCould you make a new folder called {folder} in Markor and put a note in it named {file_name}? The "
        "note should say:\n{text}\nThanks!\nFrank",
    ),
    (
        "OwnTracksStatsTypeWithMostDistanceInMonth",
        "Hi Alex,\nIn February 2030, which type of activity did I cover the most distance in overall? Reply with "
        "just the type.\nBest,\nRuth",
    ),
    (
        "OwnPhoneCallBackMissedNamed",
        "Hi Robin,\nI missed a call from Tomas Moreau earlier - could you ring him back?\nThanks, J.",
    ),
    ("PhoneMakeCall", "Hey,\nCan you call {number} for me please?\nCheers\nMaria"),
    ("OwnVlcPlayAllVideos", "Morning!\nCould you play all my videos in VLC, one after another?\nThanks, Tom"),
    (
        "OwnTracksSpanDeleteAllOfKind",
        "Hi Chris,\nI'm starting fresh with running, so please delete all of my running activities in OpenTracks. "
        "Leave the other ones.\nThanks - K",
    ),
    ("ExtraContactsDeleteContact", "Hi Jo,\nPlease delete {first} {last} from my contacts.\nThanks,\nLiz"),
    (
        "OwnContactsAddNumberFromSms",
        "Hey there,\n{sender} texted me a number - could you save it as a new contact called {new}?\nCheers, Gwen",
    ),
    (
        "OwnPhoneContactLabelNumber",
        "Hi Pat,\nWhat's Maya Haddad's home number? Can you reply with just the number?\nThanks, Nick",
    ),
    ("OwnVlcCountVideos", "Hi Alex,\nHow many videos have I got in VLC? Just let me know the number.\n- Dave"),
    (
        "OwnPhoneCallOnSpeaker",
        "Morning Chris,\nCan you call Jonah Lindqvist and put it on speaker? I'm driving.\nThanks, Ellie",
    ),
    (
        "OwnPhoneHowOftenCalled",
        "Hi Robin,\nHow many times has Kofi Vargas called me? Let me know the number.\nCheers, Frank",
    ),
    (
        "OwnCalendarCreateFullEvent",
        'Hi Jo,\nCould you put "{title}" in my calendar for April 3, 2030 at 1:30pm? It runs an hour and a half, '
        'and the description is "{description}".\nThanks, Ruth\n\nP.S. make it repeat monthly',
    ),
    ("OwnVlcShuffleOn", "Hey,\nCan you switch shuffle on in VLC?\nThanks, Tom"),
    (
        "TurnOffWifiAndTurnOnBluetooth",
        "Hi Alex,\nCould you turn off the wifi and then turn bluetooth on?\nCheers\nMaria",
    ),
    (
        "OwnPhoneCallListedNumber",
        "Hi Pat,\nThe plumbers' details are in my Markor note {file_name}. Can you call Rapid Flow Plumbing for me "
        "on the number listed there?\nThanks, J.",
    ),
    (
        "SimpleCalendarEventsInNextWeek",
        "Morning!\nWhat's on my calendar next week (Monday to Sunday)? Can you reply with just the event titles, "
        "comma separated?\nThanks,\nLiz",
    ),
    ("SystemBluetoothTurnOnVerify", "Hi Chris,\nPlease turn bluetooth on for me.\n- K"),
    (
        "OwnSmsWhoTextedAbout",
        "Hi Jo,\nSomeone texted me about dinner - who was it? Just reply with their name.\nThanks, Gwen",
    ),
    (
        "OwnRetroDeletePlaylist",
        'Hey there,\nWe\'re back from the trip, so please delete the "{playlist}" playlist in Retro Music.\nCheers, '
        "Nick",
    ),
    ("SystemBluetoothTurnOff", "Hi Robin,\nCan you switch bluetooth off?\nThanks, Dave"),
    (
        "OwnPhoneCallLatestTexter",
        "Hi Alex,\nCould you call whoever sent me the most recent text message?\nThanks, Ellie",
    ),
    (
        "OwnExpenseTotalInSpan",
        "Hi Pat,\nHow much did I spend on Food between March 2 and March 8, 2030? It's all in Pro Expense. Reply "
        "with the number only, please.\nBest, Frank",
    ),
    (
        "OwnTracksActivityDistance",
        "Morning Chris,\nHow many km was my swim on March 5? Can you check OpenTracks and reply with just the "
        "number?\nThanks, Ruth",
    ),
    (
        "RetroSavePlaylist",
        'Hi Jo,\nCould you make a playlist in Retro Music called "{playlist_name}" with {files}, in that order? '
        "Then export it to the Downloads folder.\nThanks!\nTom",
    ),
    ("OwnPhoneGoingSpeaker", "Hey,\nI'm on a call right now - can you put it on speaker?\nThanks, J."),
    (
        "OwnTracksUnitsSecondsOfTrack",
        'Hi Robin,\nHow long did my "River path" track last, in seconds? Let me know.\nCheers\nMaria',
    ),
    ("OwnPhoneWhoCalledLast", "Hi Alex,\nWho was the last person to call me? Let me know their name.\n- K"),
    (
        "OwnVlcQueueVideos",
        "Hi Pat,\nCan you add {pair} to the end of the play queue in VLC?\nThanks, Liz\n\nP.S. in that order please",
    ),
    (
        "MarkorMergeNotes",
        "Hi Jo,\nCould you merge my Markor notes {file1_name}, {file2_name} and {file3_name} (in that order) into a "
        "new note called {new_file_name}, with a new line between each one?\nThanks, Gwen",
    ),
    (
        "OwnCalendarCountOnDay",
        "Morning!\nHow many events have I got on Sunday 17 March? Reply with just the number.\nThanks, Nick",
    ),
    (
        "OwnTracksActivityDuration",
        "Hi Chris,\nHow many minutes was my swim on March 9? Reply with the number only.\nCheers, Frank",
    ),
    (
        "OwnPhoneCallBackAt",
        "Hi Robin,\nCan you call back whoever rang me this morning?\nThanks, Dave\n\nP.S. it's the 8:40 AM call I mean",
    ),
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
