"""More ways people ask for the same jobs: a second (or third) paraphrase for the templates that had one.

Casual forms, "pls", numbers in words, dates said relative to the device's today, the app named
loosely or not at all. ``suite`` appends these to each template's own paraphrases (the held-out
templates' are in held_out*.py, with them).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

from .records import dollars
from .template import Params, hour_spoken, in_words, spoken_day

Say = Callable[[Params], str]


def _day(p: Params) -> datetime.date:
    return datetime.date(p["year"], p["month"], p["day"])


def _names(rows: list[dict[str, object]], key: str) -> str:
    titles = [str(r[key]) for r in rows]
    return titles[0] if len(titles) == 1 else ", ".join(titles[:-1]) + " and " + titles[-1]


def _list(items: list[str]) -> str:
    return ", ".join(items[:-1]) + " and " + items[-1]


def _when(p: Params) -> str:
    return str(p["date"]).removeprefix("on ")


MORE: dict[str, tuple[Say, ...]] = {
    "MarkorEditNote": (
        lambda p: (
            f"open {p['file_name']} in the notes app and "
            + (
                f"replace everything with: {p['replace_text']}"
                if p["edit_type"] == "replace"
                else f"add this on its own line at the {'start' if p['edit_type'] == 'header' else 'end'}: "
                f"{p.get('header') or p.get('footer')}"
            )
        ),
    ),
    "MarkorAddNoteHeader": (
        lambda p: (
            f"in markor: rename {p['original_name']} -> {p['new_name']} and start it with the line "
            f'"{p["header"]}" followed by an empty line'
        ),
    ),
    "MarkorMergeNotes": (
        lambda p: (
            f"make a new markor note {p['new_file_name']} with the text of {p['file1_name']}, then "
            f"{p['file2_name']}, then {p['file3_name']}, one blank line between them"
        ),
    ),
    "MarkorCreateNoteAndSms": (
        lambda p: f'save a note {p["file_name"]} in markor with "{p["text"]}" and share it by sms with {p["number"]}',
    ),
    "SimpleCalendarAddOneEventInTwoWeeks": (
        lambda p: (
            f"two weeks from now, {hour_spoken(p['hour'])}: {p['event_title']} ({in_words(p['duration_mins'])} "
            f"minutes, description {p['event_description']}) - add it to simple calendar"
        ),
    ),
    "SimpleCalendarAddOneEventRelativeDay": (
        lambda p: (
            f"schedule {p['event_title']} on {p['day_of_week']} at {p['hour']}:00 for {p['duration_mins']} "
            f"minutes, description '{p['event_description']}'"
        ),
    ),
    "SimpleCalendarAddRepeatingEvent": (
        lambda p: (
            f"new recurring event in the calendar app: {p['event_title']}, {p['repeat_rule']} from "
            f"{_day(p):%B} {p['day']} at {hour_spoken(p['hour'])}, {p['duration_mins']} minutes, no end date, "
            f"description '{p['event_description']}'"
        ),
    ),
    "SimpleCalendarDeleteEventsOnRelativeDay": (lambda p: f"wipe {p['day_of_week']} in my calendar, delete it all",),
    "SimpleCalendarDeleteOneEvent": (
        lambda p: f"cancel the {p['targets'][0][0]} event at {p['targets'][0][1]}:00 on {spoken_day(_day(p))}",
    ),
    "SimpleCalendarAnyEventsOnDate": (lambda p: f"am I free {p['date']}? if not, tell me the event titles",),
    "SimpleCalendarNextMeetingWithPerson": (
        lambda p: f"next time I'm meeting {p['person']}? give it as <month name> <day> <year> <HH:MM>",
    ),
    "SimpleCalendarLocationOfEvent": (lambda p: f"{p['title']} - where is that happening? location only",),
    "SimpleCalendarEventsInNextWeek": (lambda p: "list everything in my calendar for next week, monday to sunday",),
    "SimpleCalendarFirstEventAfterStartTime": (
        lambda p: f"after {hour_spoken(p['added'][0][1])} {p['date']}, what's my first event? title",
    ),
    "SimpleCalendarEventsInTimeRange": (
        lambda p: f"anything between {hour_spoken(p['added'][0][1])} and 8pm {p['date']}? titles only, comma separated",
    ),
    "ContactsNewContactDraft": (
        lambda p: (
            f"start a new contact: {p['first']} {p['last']}, phone {p['phone']} ({p['phone_label']}) - leave it unsaved"
        ),
    ),
    "ClockTimerEntry": (
        lambda p: (
            f"timer for {in_words(p['hours'])} hours {in_words(p['minutes'])} minutes and "
            f"{in_words(p['seconds'])} seconds, don't start it"
        ),
    ),
    "ExpenseAddSingle": (
        lambda p: (
            f"I spent {dollars(p['rows'][0]['amount'])} on {p['rows'][0]['name'].lower()} "
            f"({p['rows'][0]['category']}), note '{p['rows'][0]['note']}' - add it to my expenses"
        ),
    ),
    "ExpenseAddMultiple": (
        lambda p: (
            "add 3 expenses pls: "
            + ", ".join(f"{r['name']} for {dollars(r['amount'])} in {r['category']} ({r['note']})" for r in p["rows"])
        ),
    ),
    "ExpenseDeleteSingle": (lambda p: f"delete the {p['rows'][0]['name']} expense pls",),
    "ExpenseDeleteMultiple2": (lambda p: f"those expenses are wrong, delete them: {_names(p['rows'], 'name')}",),
    "ExpenseDeleteDuplicates": (lambda p: "remove duplicate expenses, keep one of each",),
    "RecipeAddSingleRecipe": (
        lambda p: (
            f"add a recipe to broccoli: {p['rows'][0]['title']} - {p['rows'][0]['description']}, "
            f"{p['rows'][0]['servings']}, {p['rows'][0]['preparationTime']}, source {p['rows'][0]['source']}, "
            f"ingredients {p['rows'][0]['ingredients']}, directions: {p['rows'][0]['directions']}"
        ),
    ),
    "RecipeAddMultipleRecipesFromMarkor2": (
        lambda p: f"only the recipes in recipes.txt taking {p['prep_time']} - add those to broccoli",
    ),
    "RecipeDeleteSingleRecipe": (lambda p: f"delete my {p['rows'][0]['title']} recipe",),
    "RecipeDeleteMultipleRecipesWithConstraint": (
        lambda p: f"delete any recipe that has {p['ingredient']} in its directions",
    ),
    "RecipeDeleteDuplicateRecipes": (lambda p: "there's a recipe saved twice in broccoli, delete one copy",),
    "RecipeDeleteDuplicateRecipes2": (lambda p: "dedupe my recipes pls, one of each should stay",),
    "RecipeDeleteDuplicateRecipes3": (lambda p: "get rid of the duplicate recipes, keep one of each",),
    "AudioRecorderRecordAudioWithFileName": (lambda p: f'pls record audio and save it as "{p["file_name"]}"',),
    "FilesDeleteFile": (lambda p: f"in the files app, delete {p['subfolder']}/{p['file_name']}",),
    "SaveCopyOfReceiptTaskEval": (
        lambda p: f"copy {p['file_name']} from DCIM to Download, same name, using the gallery app",
    ),
    "TasksHighPriorityTasks": (lambda p: "list my high-priority to-dos, titles only",),
    "TasksHighPriorityTasksDueOnDate": (lambda p: f"high priority stuff due {_when(p)}? titles pls",),
    "TasksCompletedTasksForDate": (lambda p: f"which tasks due {_when(p)} are done already? titles",),
    "TasksIncompleteTasksOnDate": (lambda p: f"what's left to do for {_when(p)}? unfinished tasks, titles only",),
    "NotesRecipeIngredientCount": (
        lambda p: f"check my joplin recipe '{p['recipe']}': how much {p['ingredient']}? amount + unit as written",
    ),
    "NotesMeetingAttendeeCount": (lambda p: f"attendee count for '{p['title']}' in my joplin notes? just the number",),
    "NotesIsTodo": (lambda p: f"in joplin, is '{p['todo_title']}' a todo? True or False",),
    "NotesTodoItemCount": (lambda p: f"number of to-dos in my {p['folder']} notebook?",),
    "SportsTrackerActivitiesOnDate": (lambda p: f"which activity types did I record {p['date']}? comma separated",),
    "SportsTrackerActivitiesCountForWeek": (
        lambda p: f"count my {p['category']} sessions since monday, just the number",
    ),
    "SportsTrackerActivityDuration": (lambda p: f"{p['category']} {p['date']}: how many minutes was it?",),
    "SportsTrackerTotalDurationForCategoryThisWeek": (
        lambda p: f"how many minutes of {p['category']} in total this week? week starts monday",
    ),
    "RetroPlayingQueue": (lambda p: f"pls add {_list(p['files'])} to what's playing next, that order",),
    "RetroSavePlaylist": (
        lambda p: f"make a playlist {p['playlist_name']} of {_list(p['files'])} and export it to Downloads",
    ),
    "PhoneReturnMissedCall": (lambda p: "I missed a call, ring them back",),
    "PhoneCallTextSender": (lambda p: "ring the person who texted me last",),
}
