"""A task read into a goal: which reader reads it, in what order, and what is left when none does (a login,
a wizard, text to type, an app to open, or ``explore``)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from functools import lru_cache, partial

from ..answering.kept_constraints import dropped_constraint
from ..answering.question import question_plan as list_question_plan
from ..patterns import rx
from ..reading import has_word
from .agenda_questions import question_plan, unsettled_day
from .alarms import read_alarm
from .alike_entries import read_alike_entry
from .call_log_entries import read_call_log_entry
from .capture import read_capture
from .carrying import listed_call
from .chosen_entries import read_chosen_edit
from .clauses import OPENING, Clause, mentioned_app, read_clauses
from .device_settings import read_set, read_toggle
from .entries import read_event, read_note
from .entry_edits import in_folder, read_entry_edit, split_folder
from .event_days import read_day_move
from .event_facts import read_event_fact
from .expense_rows import read_expense_row
from .field_edits import read_field_edit
from .fields import read_rows
from .file_kinds import read_file_kind
from .files import read_file_task
from .folder_notes import folder_then_note, into_folder_made
from .formal_questions import formal_questions
from .goal import Goal
from .half_readings import asked_instead
from .in_call import CALLS, ON_THE_LINE, in_call_request, split_call_clause
from .indirect_questions import direct_question
from .joined_fields import joined
from .kept_by import app_of_kind, player_of, tracker_of
from .line_bodies import lines_body, with_lines
from .listed_entries import bracketed_entries, listed_entries
from .mends import mended
from .messaging import read_call, read_message
from .moving import IT, read_move
from .paired_edits import read_paired_edit
from .pasted_details import pasted_request
from .plan import plan_for
from .player_modes import played_after, read_player_mode
from .player_requests import read_player_request
from .player_steps import read_player_step
from .pointed_back import asked_then_done, pointed_back
from .questions import asks_a_fact, read_lookup
from .removal_mends import kept_from_a_set
from .request_wrappers import from_request
from .selecting import record_kind
from .sequence_mends import said_in_order
from .shopping import read_order
from .shown_picks import read_shown_pick
from .spoken import reworded
from .steps import read_step
from .task_entries import read_task_entry
from .task_marks import read_task_mark
from .texted_callers import read_texted_caller
from .topic_questions import refers_to_topic, topic_first_question
from .track_edits import read_track_edit
from .verbless import verb_first
from .wording import clean, normalize, quoted_values, without_quotes

_OPEN = re.compile(
    rf"^(?:just\s+)?(?:{OPENING}|start|show(?:\s+me)?|run)\s+(?:up\s+)?(?:the\s+|my\s+)?(?P<app>.+?)(?:\s+app)?$", re.I
)
# An app named as such and wanted: "files app please", "I need the clock app", "can I get the camera app up",
# "switch to the camera app" (the word "app" says it is one, so "switch to dark mode" is not read here).
_APP_WANTED = re.compile(
    r"^(?:just\s+)?(?:(?:can|could)\s+(?:i|you|u)\s+)?(?:i\s+(?:need|want)\s+|get\s+|let\s+me\s+see\s+|"
    r"(?:navigate|switch|change|flip)\s+(?:over\s+)?to\s+)?(?:the\s+|my\s+)?(?P<app>\w+(?:\s+\w+)?)\s+app"
    r"(?:\s+(?:up|open|now|for\s+me))*$",
    re.I,
)
_PERMISSIONS = re.compile(r"\b(?:permissions?|pop-?ups?|allow|accept|grant|say\s+yes)\b", re.I)
_REMINDER = re.compile(r"^remind\s+me\s+to\s+(?P<x>.+)$", re.I)
_WIZARD = re.compile(r"\b(?:set\s*up|setup|wizard|onboarding)\b", re.I)
# "log on march 11" records on a day: no sign-in.
_LOGIN = re.compile(
    r"\b(?P<verb>log|sign)\s*(?:in|on)(?:to)?\b(?!\s+(?:the\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|today\b|yesterday\b|tomorrow\b))",
    re.I,
)
_TYPE_VERB = re.compile(r"\b(?P<verb>type|enter|write|search)\b", re.I)
_INTO_FIELD = re.compile(r"\b(?:into|in)\s+(?:the\s+)?(?P<field>[\w -]+?)(?:\s+(?:field|box|bar))?\s*$", re.I)
# "can u add yoga class … tmrw 8am for an hour?": a polite request to make or remove an entry, never a question about
# the entries there are.
_ASKED_TO_DO = re.compile(
    r"^(?:(?:hey|hi|ok|okay)[,!]?\s+)?(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?"
    r"(?:add(?!\s+up\b)|put|save|create|make|schedule|book|set\s+up|log|enter|delete|remove|cancel|rename|move|copy)\b",
    re.I,
)
_EXPENSE_ASKED = re.compile(r"\b(?:add|log|save|record)\s+(?:that|this|it)\s+(?:as\s+an\s+)?expense\s*[.!]?$", re.I)
_CREDENTIAL_KEYS = ("username", "email", "phone", "password", "pin")


def read_task(task: str, facts: dict[str, str] | None = None, today: date | None = None) -> Goal:
    """The task as a goal; ``explore`` when no intent reads it. Relative dates are read against ``today``, the
    device's date when the step knows it."""
    return _read_mended(task, tuple(key for key in _CREDENTIAL_KEYS if facts and key in facts), today)


@lru_cache(maxsize=1024)
def _read_mended(task: str, known: tuple[str, ...], today: date | None) -> Goal:
    """Cached as a whole: every step of a run reads the same task, and the mends before the reading cost more than a
    step's decision."""
    task = mended(task, today)  # the forms people use, said as the grammar reads them (mends.py)
    if (given := lines_body(task)) is not None:
        # A note's text given as lines under the request: read with a stand-in, the lines typed as written.
        if (kept := with_lines(_read_whole(given[0], known, today), given[1])) is not None:
            return kept
    goal = _read_whole(task, known, today)
    if goal.intent == "explore" and (asked := formal_questions(task)) != task:
        # Read only when nothing else reads it: "count my videos" and "tell me the number of X" are known as they are.
        task, goal = asked, _read_whole(asked, known, today)  # "Determine the number of events on March 17": asked
    # A reading that would do part of the job, or another, is asked about, never reported done.
    return asked_instead(task, goal) or goal


@lru_cache(maxsize=1024)
def _read_whole(task: str, known: tuple[str, ...], today: date | None) -> Goal:
    """Cached: every step of a run reads the same task (a Goal is frozen, so one reading serves them all)."""
    if (alike := read_alike_entry(normalize(task))) is not None:
        return alike  # "an expense N with the same amount and category as M": M's row read first (alike_entries.py)
    if (listed := listed_call(task)) is not None:
        return listed  # "my a.md note has a few, call the X one": that entry's number, the file said first kept
    task = said_in_order(task)  # "Y, but before that X", "1) X 2) Y", "X -- oh and Y": X, then Y
    if (pasted := pasted_request(task)) is not None:
        return _read_whole(pasted, known, today)  # details pasted as they came, then "add this": said with fields named
    if (direct := direct_question(task)) != task and (wrapped := _read_whole(direct, known, today)).intent != "explore":
        return wrapped  # "i wonder how many …", "remind me what X said": the question it wraps, asked directly
    if _EXPENSE_ASKED.search(task) and (row := read_expense_row(task, "")) is not None:
        return row  # "…, note: Monthly - add that expense": the row is the expense the request names, not a note
    for said in dict.fromkeys((normalize(reworded(task, today)), normalize(task))):
        # Reworded first; as said when a rewording lost the pick ("the contact whose number is X - set …").
        if (picked := read_shown_pick(said, "", today, lambda s: _read_whole(s, known, today))) is not None:
            return picked  # "get rid of the $98.73 expense": the row showing it, read as the request by its title
    if (acted := asked_then_done(task)) is not None:
        return _read_whole(acted, known, today)  # "what's my most expensive purchase? delete it": that one deleted
    if (pointed := pointed_back(task)) is not None:
        head, does = pointed
        if (alone := _read_whole(head, known, today)).intent != "explore" and (not does or alone.intent in does):
            return alone
    if (to_do := read_task_entry(task, today)) is not None:
        return to_do  # its notes may hold commas and full stops: read whole
    if "\n" in task.strip() and len(read_rows(task)) > 1 and (listed := _read_steps(task, known, today)).rows:
        return listed  # entries one a line ("Winter boots, $366.32, Clothes, Work trip"): rewording joins the lines
    said = reworded(task, today)
    if kept := kept_from_a_set(normalize(said)):
        # A whole set deleted but for one of it: no plan keeps the one, so asked, never half done.
        return Goal("explore", subject=f"delete all of them but {kept}", extra=("cannot",))
    if (about := refers_to_topic(said)) is not None and (
        topical := _read_steps(about, known, today)
    ).intent != "explore":
        return topical  # "Sunday long one — what kind of activity was it?": asked of the thing said first
    goal = _read_steps(said, known, today)
    if goal.intent == "explore" and not goal.then and (request := from_request(task)) not in (None, task):
        # A request behind a wrapper of slot-free words ("help me take a photo"): read from its own verb.
        return _read_whole(request, known, today)
    if goal.intent == "explore" and not goal.then and (asked := topic_first_question(said)) != said:
        # A question after what it is about ("documentary.mkv, how long does it run"): asked of it directly.
        if (again := _read_steps(asked, known, today)).intent != "explore":
            return again
    if goal.intent == "explore" and not goal.then and "cannot" not in goal.extra:
        # Said without a verb or with it last ("dentist appointment friday 3pm", "+1 555 0100 call"); never a request
        # a reader knew and could not do ("alarm mon-fri 6am" is no event titled "Alarm mon").
        for wording in verb_first(normalize(said), today):
            if (again := _read_steps(wording, known, today)).intent != "explore":
                return joined(said, again)
    if goal.intent == "explore" and (reminder := _REMINDER.match(normalize(said))) is not None:
        # A reminder with no time (discourse.py reads one with a time as an event): asked, never acted on by its words.
        return Goal("explore", subject=f"tell when to remind you to {reminder.group('x')}", extra=("cannot",))
    # A field said after the verb's clause, or aside after the entry's name, is the entry's all the same.
    return joined(said, goal)


@lru_cache(maxsize=1024)
def _read_steps(task: str, known: tuple[str, ...], today: date | None) -> Goal:
    """The task as steps of the goal grammar: its clauses in order, each read as (verb, object, fields),
    the first carrying the rest (``then``) and the task's constraints."""
    if (alarm := read_alarm(normalize(task))) is not None:
        return alarm
    if (texter := read_texted_caller(normalize(task))) is not None:
        return texter  # "who texted me about X? call them": a call, never the question alone
    if (moved := read_move(normalize(task))) is not None and moved.value != IT:
        return moved
    if today is not None and unsettled_day(normalize(task)):  # "from Wed the 19th to …": never read from one end
        return Goal("explore", subject=f"tell which day is meant: {task}", extra=("cannot",))
    rows = read_rows(task) if "\n" in task.strip() else []
    parsed = read_clauses(normalize(task.splitlines()[0] if rows else task))
    asked = (
        None
        if _ASKED_TO_DO.match(task)
        else list_question_plan(
            normalize(task),
            today or date.today(),
            parsed.clauses[0].app or parsed.app,
            mentioned_app(task) or app_of_kind(task) or player_of(task) or tracker_of(task),
        )
        or question_plan(normalize(task), today or date.today(), parsed.clauses[0].app or parsed.app)
    )
    if ON_THE_LINE.match(normalize(task).strip()):
        asked = None  # "who's this I'm talking to on the phone?" asks of the call going on, not of a contact
    if asked is not None and (dropped := dropped_constraint(normalize(task), asked)):
        # A plan that would answer without what the question narrows it by answers another question: asked instead.
        return Goal("explore", subject=f"tell me how to answer it keeping '{dropped}'", extra=("cannot",))
    if asked is not None:
        return Goal("agenda", app=parsed.app, extra=tuple(asked), answer=parsed.answer)
    goals: list[Goal] = []
    clauses = [
        Clause(each, c.app)
        for c in parsed.clauses
        for each in listed_entries(c.text.strip())
        or folder_then_note(c.text.strip())
        or bracketed_entries(c.text, record_kind(c.app or parsed.app))
        or [c.text]
    ]
    for clause in clauses:
        if goals and (in_made := into_folder_made(clause.text, goals[-1])) is not None:
            clause = Clause(in_made, clause.app or goals[-1].app)  # "… Create it, then add a.md to it": in that folder
        # "open VLC, then make a playlist …": a step that names no app is done in the app just opened.
        app = clause.app or parsed.app or (goals[-1].app if goals and goals[-1].intent == "open" else "")
        if not app and not mentioned_app(clause.text):  # "vlc, play …": an app said as a label is the app
            app = player_of(clause.text) or tracker_of(clause.text)
        # A photo, a video or a file in a folder first: "record a video clip" is not the audio recorder's.
        said = clause.text.strip().rstrip(".")
        if goals and goals[-1].intent in CALLS and (controls := in_call_request(said)):
            goals[-1] = replace(goals[-1], extra=(*goals[-1].extra, *controls))  # "…, then put it on hold"
            continue
        said, controls = split_call_clause(said)
        goal = _read_clause(said, said if controls else clause.text, app, known, today)
        goal = replace(goal, extra=(*goal.extra, *controls)) if controls and goal.intent in CALLS else goal
        if goal.intent == "queue" and not goal.app and goals and goals[-1].app:
            goal = replace(goal, app=goals[-1].app)  # "play X in VLC, then put A in the queue": the player's own queue
        if goals and (again := played_after(said, goals[-1])) is not None:
            goal = again  # "add A and B to Road Trip, then play it": the playlist just filled
        if goal.intent == "explore" and len(parsed.clauses) > 1:
            # One step of several dictated without its verb: the whole task was not, so each step is said again.
            goal = next(
                (
                    again
                    for wording in verb_first(said, today)
                    if (again := _read_clause(wording, wording, app, known, today)).intent != "explore"
                ),
                goal,
            )
        kept = rx(r"\b(?:stays?|remains?)\s+(?:the\s+same|unchanged)|\bkeeps?\s+its\b|\bno\s+other\b", re.I).search(
            said
        )
        if (goal.intent == "explore" or kept) and goals and rx(r"^(?:make|be)\s+sure\b", re.I).match(said):
            # "Make sure every field is filled in", "… its note stays the same": a check of the steps before.
            continue
        if goal.intent == "create" and (placed := _placed_in_folder(clause.text, app, known, today)) is not None:
            goal = placed
            made = goals[-1] if goals else None
            if made is not None and made.obj == "folder" and not made.app and placed.extra[:1] == ("Open Notes",):
                # "make a Recipes folder with a.txt inside": the folder a note goes into is the notes app's.
                goals[-1] = replace(made, app="Notes") if f"Open the folder '{made.title}'" in placed.extra else made
        if goal.intent == "move" and goal.value == IT:
            # "make a folder X and move a.pdf into it": the folder the step before made, else not known.
            made = goals[-1] if goals else None
            if made is None or made.intent != "create" or made.obj != "folder" or not made.title:
                goal = Goal("explore", subject=f"tell which folder to move {goal.subject} to", extra=("cannot",))
            else:
                # Moved where the folder was made: a .txt moved into a file manager's new folder is a file there.
                app = goal.app or made.app
                kept_as = goal.obj if app.casefold() in ("notes", "markor") else "file"
                goal = replace(goal, value=made.title, app=app, obj=kept_as)
        stopped = _STOP_RECORDING.match(said) if goals and goals[-1].intent == "record" else None
        if stopped is not None:
            # "start recording …, then stop and save it as X": the recording's own end, and the name it keeps.
            goals[-1] = replace(goals[-1], title=goals[-1].title or (stopped.group("t") or "").strip(" '\"“”"))
            continue
        if goal.intent == "edit" and goal.subject == "it" and goals and goals[-1].intent == "edit":
            goals[-1] = replace(goals[-1], value=goal.value)  # "…, then rename it X": the same entry
            continue
        goals.extend((replace(goal, then=()), *goal.then))
    first = goals[0]
    if first.intent == "open" and rx(r"\bpop-?ups?\b", re.I).search(task):
        first = replace(first, extra=("pop-ups",))
    if rows and first.intent == "create":
        first = replace(first, rows=tuple(tuple(row.items()) for row in rows))
    if first.intent == "explore" and len(goals) == 1:
        return first
    return replace(first, then=tuple(goals[1:]), answer=parsed.answer, unsaved=parsed.unsaved)


def _read_clause(said: str, text: str, app: str, known: tuple[str, ...], today: date | None) -> Goal:
    paired = (
        read_paired_edit(said, lambda half, named: _read_clause(half, half, named or app, known, today))
        if " and " in said
        else None
    )
    goal = (
        read_call_log_entry(said, app)
        or read_player_mode(said, app)
        or paired
        or read_player_request(said, app)
        or read_player_step(said, app)
        or read_file_kind(said, app)
        or read_chosen_edit(said, app, today)
        or read_shown_pick(said, app, today, lambda swapped: _read_clause(swapped, swapped, app, known, today))
        or read_day_move(said, app, today)
        or read_task_mark(said, app)
        or read_entry_edit(said, app)
        or read_field_edit(said, app)
        or read_event_fact(said, app)
        or read_capture(said, app)
        or read_file_task(said, app)
        or _moved(said, app)
        or read_track_edit(said, app, today)
        or read_step(text, app, today)
    )
    if goal is None:
        goal = _read_task(text, known, today)
        if app and goal.intent != "open":
            goal = replace(goal, app=app)
    if goal.intent == "create" and _CHANGES_ONE.match(said):
        # "update the event 'X' on March 17 to last 90 mins", "move the event 'X' to 14h": a change to an entry that
        # is there, never a new one; read no other way, it is asked about.
        return Goal("explore", subject=f"tell how to change it ({said})", app=app, extra=("cannot",))
    unfilled = goal.intent == "create" and goal.obj == "expense" and not goal.fields and not goal.rows
    if (goal.intent == "explore" or unfilled) and (row := read_expense_row(said, app)) is not None:
        return row  # "pro expense: dinner, $22.50, food, note it as cash": what no reader above made an expense of
    return goal


# A change to an entry named as one that is there: "update the event …", "move my Yoga class …".
_CHANGES_ONE = re.compile(
    r"^(?:in\s+[\w ]+,\s*)?(?:update|edit|modify|change|amend|adjust|move|reschedule|shift|push)\s+"
    r"(?:(?:the|my|this|that)\s+|[\"“'‘]|(?-i:[A-Z]))",  # ('move "Car service" from …; it clashes': never a new event)
    re.I,
)
_STOP_RECORDING = re.compile(
    r"^(?:and\s+)?(?:stop|end|finish)(?:\s+(?:it|the\s+recording|recording|tracking|the\s+track))?"
    r"(?:\s*,?\s*(?:and\s+)?(?:save|keep|call|name)\s+it(?:\s+(?:as|under|with\s+the\s+name))?\s+(?P<t>.+))?$",
    re.I,
)


def _moved(said: str, app: str) -> Goal | None:
    """A step that moves a file, in the app the clause names when the step says none."""
    moved = read_move(said)
    return replace(moved, app=moved.app or app) if moved is not None else None


def _placed_in_folder(clause: str, app: str, known: tuple[str, ...], today: date | None) -> Goal | None:
    """A new note "in the Work folder": read without the folder, then made inside it (entry_edits.py)."""
    rest, folder = split_folder(clause)
    if not folder:
        return None
    goal = read_step(rest, app, today) or _read_task(rest, known, today)
    if app and goal.intent != "open":
        goal = replace(goal, app=app)
    return in_folder(goal, folder, plan_for(goal))


@lru_cache(maxsize=1024)
def _read_task(task: str, known: tuple[str, ...], today: date | None = None) -> Goal:
    text = normalize(task)
    facts = dict.fromkeys(known, "")
    # "!" and "?" may end a message or a note; for the other readers they end the sentence.
    bare = text.rstrip(" ?!")
    for reader, source in (
        (read_message, text),
        (read_call, bare),
        (read_note, text),
        (partial(read_event, today=today), bare),
        (read_toggle, bare),
        (read_set, bare),
    ):
        goal = reader(source)
        if goal is not None:
            return goal
    if login := _LOGIN.search(text):
        keys = [key for key in _CREDENTIAL_KEYS if key in facts or has_word(text, key)] or ["password"]
        return Goal("login", extra=tuple(keys), value="Sign in" if login.group("verb").lower() == "sign" else "Log in")
    if _WIZARD.search(text) and not rx(r"\b(?:alarm|timer|event)\b", re.I).search(text):
        return Goal("wizard")
    if asks_a_fact(text):
        goal = read_lookup(text)
    else:
        goal = read_order(bare) or read_lookup(text)
    if goal is not None:
        return goal
    quoted = quoted_values(text)
    verb = _TYPE_VERB.search(text)
    if quoted and verb is not None:
        into = _INTO_FIELD.search(without_quotes(text))
        target = into.group("field").strip() if into else ("Search" if verb.group("verb").lower() == "search" else "")
        return Goal("type", body=quoted[0], setting=target)
    if (wanted := _APP_WANTED.match(without_quotes(bare))) is not None:
        return Goal("open", app=clean(wanted.group("app")))
    opened = _OPEN.match(without_quotes(bare))
    if opened is not None:
        app = clean(opened.group("app"))
        and_then = rx(r"^(?P<app>.+?)\s+and\s+(?P<rest>.+)$", re.I).match(app)
        if and_then is None:
            return Goal("open", app=app)
        opened_app = clean(and_then.group("app"))
        # What is done once it is open is read by every clause reader ("open the camera and take a picture").
        then = _read_clause(and_then.group("rest"), and_then.group("rest"), opened_app, known, today)
        if then.intent == "explore" and not _PERMISSIONS.search(and_then.group("rest")):
            # Opening the app is not the task: done on the app's screen would be a false done. Permissions and
            # pop-ups are answered on the way in by every open.
            return Goal("explore", subject=text)
        if then.intent not in ("explore", "open"):
            return replace(then, app=opened_app)
        return Goal("open", app=opened_app)
    return Goal("explore", subject=text)
