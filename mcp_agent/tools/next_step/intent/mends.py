"""The mends a request goes through before it is read, in their order: each says a form people use as the grammar
reads it (its own module says which forms and why). Kept apart from the reading so the order is read in one place."""

from __future__ import annotations

from datetime import date

from .apps_said_generically import apps_named
from .assistant_asks import assistant_asks
from .contrasts import contrasts_dropped
from .described_things import described_named
from .doubted_requests import doubted_requests
from .fixed_values import fixed_values
from .formal_verbs import formal_verbs
from .formally_said import formally_said
from .found_then_told import found_then_told
from .hurried_values import hurried_values
from .jotted_fragments import jotted
from .line_rows import tabs_as_pipes
from .loose_edits import loose_edits
from .loose_entries import loose_entries
from .loose_phrasings import loose_phrasings
from .notes_introduced import notes_introduced
from .noun_questions import noun_questions
from .offhand_requests import offhand_requests
from .persona_requests import persona_requests
from .repeats_asked import repeats_asked
from .right_after import order_said_once
from .said_mediums import medium_dropped
from .said_quantities import quantities_said
from .self_repairs import repaired
from .sentence_topics import sentence_topics
from .settings_said import settings_said
from .situated_requests import situated_requests
from .thumb_slips import thumb_slips
from .thumb_typed import thumb_typed
from .timed_lengths import timed_lengths
from .titled_then_fields import titled_then_fields
from .told_changes import told_changes
from .vented_requests import vented_requests
from .voice_requests import voice_requests
from .wanted_states import wanted_said


def mended(task: str, today: date | None) -> str:
    """``task`` as the readers know it; ``today`` reads days said against it ("a week on Tuesday")."""
    task = tabs_as_pipes(task)
    task = formally_said(task)  # "Navigate to X and …", "Determine the number of …": a task writer's words said plainly
    task = thumb_slips(task)  # "delet", "foldr", "lenght", "pleasee", "btwn", "acc to", "the vid X": thumb slips
    task = medium_dropped(task)  # "send that address to X in a text": how it goes, not what it says
    task = notes_introduced(task)  # "there's a note in Markor called a.md with …": "my Markor note a.md"
    task = repeats_asked(task)  # "… . make it repeat monthly": "It repeats monthly", as the readers know it
    task = order_said_once(task)  # "then B right after it": "then B", the order said once
    task = fixed_values(task)  # "fix the amount? it should be $67.50": the change, its value said after
    task = timed_lengths(task)  # "avg length of my cycling … in mins": the activities' duration
    task = apps_named(task)  # "in my fitness app", "the recipe thing", "my to-do app": the phone's app for that job
    task = described_named(task)  # "that 7:40 PM caller", "the expense I logged for Bakery": by their names
    task = titled_then_fields(task)  # 'add "Banana bread", description "…", …': the fields the title's
    task = hurried_values(task)  # "21h00", "team sync (thu 28/3)", "X's home no.?": values written in a hurry
    task = jotted(task)  # "Markor. Note a.md. Delete.", "Bluetooth. Off.": fragments jotted down, said as one request
    task = settings_said(task)  # "put the phone in airplane mode", "I want Marimba as my ringtone": the setting
    task = repaired(task)  # "at 3, no wait, 4pm": the value said last, before any reading takes the first
    task = vented_requests(task)  # "why is X still on my Chill playlist, take it off": the fix the complaint asks for
    task = contrasts_dropped(task)  # "call back X. not the last number I dialled, …": what the job is not, dropped
    task = wanted_said(task)  # "X shouldn't be in my recipes anymore", "need the number of …": the act or question
    task = persona_requests(task)  # "I need X deleted", "please you delete it", "n" for "and": said plainly
    task = thumb_typed(task)  # "anythng", "mtg w X", "need greta moreaus number": thumbed fast, read as meant
    task = voice_requests(task)  # "… to X please that's all", "same time two o'clock": a remark or a value said again
    task = loose_phrasings(quantities_said(task, today))  # "a week on Tuesday", "1st A, 2nd B", "give X a ring"
    task = told_changes(task)  # "X is moving to 3pm and it'll be at Y now", "set X location: Y": the edit asked
    task = offhand_requests(task)  # "stick X from Documents in there", "X's number is N now": said plainly
    task = assistant_asks(task)  # "I emailed the landlord, tick that off", "rename X? call it Y": said plainly
    task = situated_requests(task)  # "X changed her number to N, can you update it": the request the situation makes
    task = doubted_requests(task)  # "I'm not sure how long X was, can you check?": the question asked plainly
    task = loose_entries(task)  # "save Lena Tanaka in Contacts with the Home number …": a new contact
    task = loose_edits(task)  # 'call the "Focus" playlist "Chill" from now on': the playlist renamed, no call
    task = found_then_told(task)  # "look up X in Contacts and tell me her number": "What is the number of X …?"
    task = noun_questions(task)  # "total minutes of the X playlist?", "last caller's name?": asked with a question word
    task = sentence_topics(task)  # "a.md in markor. Change X to Y.": a job in short sentences, said as one request
    task = formal_verbs(task)  # "Ensure that Wi-Fi is enabled", "Queue up A, B and C": a task writer's verbs
    return task
