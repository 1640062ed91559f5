"""Files and the Phone app as people ask for them, in wordings other than the suite's own jobs: questions about the
call log (how many of a kind, who last, at what time: answering/call_questions.py), a callee without the words
around the name (intent/callees.py), whether a file is in a folder and which takes the most space
(answering/file_questions.py), several files named in one request (intent/file_lists.py), a wished-for folder, an app said first with a verb the
grammar reads elsewhere, a copy's source said aside, and a file found in its folder before any menu (file_rows.py)."""

from __future__ import annotations

import datetime
import json

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.answering.asked import PLAN_PREFIX, Question
from mcp_agent.tools.next_step.answering.records import Record, answer
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.goal import Goal
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

TODAY = datetime.date(2030, 3, 14)


def _asked(task: str) -> tuple[str, dict[str, object]]:
    """The app a question opens and what it asks of the list there."""
    goal = read_task(task, today=TODAY)
    assert goal.intent == "agenda", goal
    line = next(step for step in goal.extra if step.startswith(PLAN_PREFIX))
    return goal.extra[0], json.loads(line[len(PLAN_PREFIX) :])


@pytest.mark.parametrize(
    ("task", "mode", "kind"),
    [
        ("how many missed calls have I got?", "count", "missed"),
        ("phone: how many incoming calls are in my log", "count", "missed|incoming"),
        ("count the calls I made, use the phone app", "count", "outgoing"),
        ("who did I phone last?", "latest", "outgoing"),
        ("who was the most recent caller? (phone)", "latest", "missed|incoming"),
        ("phone: whose call did I miss most recently?", "latest", "missed"),
    ],
)
def test_a_question_about_the_call_log_reads_the_recents(task: str, mode: str, kind: str) -> None:
    opened, asked = _asked(task)
    assert opened == "Open Phone"
    assert (asked["source"], asked["mode"], asked["kind"]) == ("calls", mode, kind)


@pytest.mark.parametrize(
    "task",
    ["what time did Omar Haddad call?", "when did I last speak to Omar Haddad on the phone?"],
)
def test_when_someone_called_is_a_time_read_off_their_newest_row(task: str) -> None:
    _, asked = _asked(task)
    assert (asked["mode"], asked["subject"]) == ("time", "Omar Haddad")


LOG = [
    Record("Omar Haddad", "Outgoing · Mobile · 6:20 PM"),
    Record("Lena Park", "Incoming · Mobile · 4:50 PM"),
    Record("Omar Haddad", "Missed · Mobile · 1:15 PM"),
    Record("Lena Park", "Missed · Mobile · 8:40 AM"),
]


def test_the_log_answers_counts_callers_and_times_from_its_rows() -> None:
    assert answer(Question("calls", "count", kind="missed"), LOG) == "2"
    # An outgoing call is not someone calling me: the newest call that came in is.
    assert answer(Question("calls", "latest", kind="missed|incoming"), LOG) == "Lena Park"
    assert answer(Question("calls", "latest", kind="outgoing"), LOG) == "Omar Haddad"
    assert answer(Question("calls", "time", subject="Lena Park"), LOG) == "4:50 PM"
    assert answer(Question("calls", "time", subject="Lena"), LOG) == "4:50 PM"
    assert answer(Question("calls", "time", subject="Priya Shah"), LOG) is None


@pytest.mark.parametrize(
    ("task", "who"),
    [
        ("dial Sam Lee from my starred contacts", "Sam Lee"),
        ("phone Omar back", "Omar"),
        ("call Priya, she's waiting for it", "Priya"),
        ("ring my favorite Nadia", "Nadia"),
        ("return Ana Ruiz's call", "Ana Ruiz"),
        ("call Ana", "Ana"),
    ],
)
def test_a_call_is_to_the_person_named_without_the_words_around_them(task: str, who: str) -> None:
    goal = read_task(task, today=TODAY)
    assert (goal.intent, goal.recipient) == ("call", who)


@pytest.mark.parametrize(
    ("task", "mode", "of", "folder"),
    [
        ("is invoice_7.pdf still in my Download folder? (files app)", "exists", "invoice_7.pdf", "Download"),
        ("files: are there any 'tax form.pdf' in Documents?", "exists", "tax form.pdf", "Documents"),
        ("files: which file in Pictures uses the most space?", "largest", "", "Pictures"),
        ("count all the files in the Music folder, please (files)", "count", "", "Music"),
    ],
)
def test_a_question_only_a_folder_answers_opens_that_folder(task: str, mode: str, of: str, folder: str) -> None:
    goal = read_task(task, today=TODAY)
    assert goal.extra[:2] == ("Open Files", f"Open the folder '{folder}'")
    _, asked = _asked(task)
    assert (asked["mode"], asked.get("of", "")) == (mode, of)


def test_whether_a_file_is_there_is_said_from_every_row() -> None:
    rows = [Record("old_invoice_7.pdf", "12 kB"), Record("menu.png", "40 kB")]
    asked = Question("items", "exists", of="invoice_7.pdf")
    assert answer(asked, rows) == "no"  # a name that only ends the same is another file
    assert answer(asked, [*rows, Record("invoice_7.pdf", "9 kB")]) == "yes"


def _steps(goal: Goal) -> list[Goal]:
    return [goal, *goal.then]


@pytest.mark.parametrize(
    ("task", "names", "folder"),
    [
        ("remove a.txt, b.txt and c.txt from Download using files", ["a.txt", "b.txt", "c.txt"], "Download"),
        ("files: trash scan_1.pdf & scan_2.pdf in Documents", ["scan_1.pdf", "scan_2.pdf"], "Documents"),
    ],
)
def test_several_files_named_together_are_each_deleted(task: str, names: list[str], folder: str) -> None:
    steps = _steps(read_task(task, today=TODAY))
    assert [(s.intent, s.obj, s.subject, s.extra) for s in steps] == [("delete", "file", folder, (n,)) for n in names]


def test_several_files_moved_together_each_go_to_the_folder() -> None:
    steps = _steps(read_task("move x.jpg and y.jpg from Pictures to DCIM in files", today=TODAY))
    assert [(s.intent, s.subject, s.value, s.extra) for s in steps] == [
        ("copy_file", "Pictures", "DCIM", ("x.jpg",)),
        ("copy_file", "Pictures", "DCIM", ("y.jpg",)),
    ]


@pytest.mark.parametrize(
    ("task", "source", "target"),
    [
        ("save a copy of scan.pdf in Pictures as well, it's in Download (files app)", "Download", "Pictures"),
        ("copy scan.pdf, which is in Documents, to Music with the files app", "Documents", "Music"),
    ],
)
def test_where_a_copied_file_is_said_aside_is_where_it_comes_from(task: str, source: str, target: str) -> None:
    goal = read_task(task, today=TODAY)
    assert (goal.intent, goal.subject, goal.value) == ("copy_file", source, target)


@pytest.mark.parametrize(
    ("task", "name"),
    [
        ("files: I'd like a new Taxes 2030 folder", "Taxes 2030"),
        ("files: I want a new Old photos folder", "Old photos"),
    ],
)
def test_a_folder_wished_for_is_made(task: str, name: str) -> None:
    goal = read_task(task, today=TODAY)
    assert (goal.intent, goal.obj, goal.title, goal.app) == ("create", "folder", name, "Files")


def step(task: str, screen: str, plan: list[str], current: int) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 4, "plan": plan, "current_subgoal": current}
    )
    return planner.decide(Turn.read(arguments))


# A folder as Files shows it with nothing selected: its own Search and overflow (sort, select all), a box per row.
FOLDER = """[0] ImageButton "Navigate up"
[1] TextView "Download"
[2] ImageButton "Search"
[3] ImageButton "More options"
[4] List "Download" scrollable
  [5] ListItem "boarding_pass.pdf" value="12 kB"
  [6] CheckBox "Select boarding_pass.pdf" unchecked
  [7] ListItem "menu.png" value="12 kB"
  [8] CheckBox "Select menu.png" unchecked
  [9] ListItem "tax_form.pdf" value="88 kB\""""


@pytest.mark.parametrize(
    "task",
    [
        "shift old_lease.pdf from Download over to Music (files)",
        "files: copy old_lease.pdf from Download to Documents",
        "files: remove old_lease.pdf from Download",
    ],
)
def test_a_file_out_of_view_is_looked_for_before_the_folders_own_menu(task: str) -> None:
    plan = plan_for(read_task(task))
    acted = step(task, FOLDER, plan, 2)
    assert acted.action == "scroll_down"


def test_a_file_whose_box_is_just_below_the_window_is_scrolled_into_view_not_opened() -> None:
    task = "files: trash tax_form.pdf in Download"
    acted = step(task, FOLDER, plan_for(read_task(task)), 2)
    assert acted.action == "scroll_down"


@pytest.mark.parametrize(
    ("task", "intent", "source", "target"),
    [
        ("copy IMG_1.jpg from DCIM within the device's storage area to Pictures", "copy_file", "DCIM", "Pictures"),
        ("pull notes.txt out of Documents and drop it into Download (files)", "move", "Documents", "Download"),
        ("report.pdf needs to go from Download over to Documents", "move", "Download", "Documents"),
        ("in the Android filesystem, delete old.txt from the Download folder", "delete", "Download", ""),
    ],
)
def test_a_file_task_reads_the_same_whatever_is_said_of_the_storage_or_taking_out(
    task: str, intent: str, source: str, target: str
) -> None:
    plan = plan_for(read_task(task, today=TODAY))
    assert plan[:2] == ["Open Files", f"Open the folder '{source}'"]
    assert {"copy_file": "Copy the file", "move": "Move the file", "delete": "Delete the file"}[intent] in plan[2]
    assert target in plan[2]


@pytest.mark.parametrize(
    ("task", "plan"),
    [
        ("Place a call to +1 (415) 555-0199", ["Open Phone", "Dial +14155550199", "Call +14155550199"]),
        # The number of that label, from the contact's card (test_phone_log_and_numbers.py), never the default one.
        (
            "ring Omar Haddad at his work number",
            ["Open Contacts", "Open the contact Omar Haddad", "Call Omar Haddad on the work number"],
        ),
        (
            "call Lena Park and make sure the call screen stays open",
            ["Open Phone", "Open the contact Lena Park", "Call Lena Park"],
        ),
        ("ring the person whose call I missed", ["Open Phone", "Tap Recents", "Call back the missed call"]),
    ],
)
def test_a_call_is_planned_to_the_number_or_person_it_names(task: str, plan: list[str]) -> None:
    assert plan_for(read_task(task, today=TODAY)) == plan


@pytest.mark.parametrize(
    ("task", "steps"),
    [
        (
            "copy IMG_7.jpg to Pictures from DCIM",
            ["Open Files", "Open the folder 'DCIM'", "Copy the file 'IMG_7.jpg' to the folder 'Pictures'"],
        ),
        (
            "rename the file song.mp3 in the Music folder to intro.mp3",
            ["Open Files", "Open the folder 'Music'", "Rename the file 'song.mp3' to 'intro.mp3'"],
        ),
        ("what's the smallest file in my Podcasts folder?", ["Open Files", "Open the folder 'Podcasts'"]),
    ],
)
def test_the_storage_folders_are_the_file_managers_when_no_app_is_said(task: str, steps: list[str]) -> None:
    assert plan_for(read_task(task, today=TODAY))[: len(steps)] == steps


def test_a_folder_of_another_app_is_not_taken_for_the_storage() -> None:
    assert plan_for(read_task("rename Groceries to Shopping", today=TODAY))[0].startswith("Find an app")


@pytest.mark.parametrize(
    ("task", "after"),
    [
        ("dial 646 555 0178 on speakerphone", ["Call 6465550178", "Turn on Speaker"]),
        ("ring Alice Romero, then put her on hold", ["Call Alice Romero", "Turn on Hold"]),
        ("call Ben and mute the microphone", ["Call Ben", "Turn on Mute"]),
        ("return my missed call and switch it to speaker", ["Call back the missed call", "Turn on Speaker"]),
    ],
)
def test_what_is_asked_of_the_call_is_done_once_it_is_placed(task: str, after: list[str]) -> None:
    assert plan_for(read_task(task, today=TODAY))[-2:] == after


def test_the_in_call_screen_shown_with_its_hold_option_is_no_request_to_hold() -> None:
    plan = plan_for(read_task("Call Ben Carter and ensure the In-Call UI is displayed with options like 'Hold'."))
    assert plan == ["Open Phone", "Open the contact Ben Carter", "Call Ben Carter"]


@pytest.mark.parametrize(
    ("task", "mode"),
    [
        ("which file in my DCIM folder was most recently modified? (files)", "newest"),
        ("files: the oldest file in Documents?", "oldest"),
    ],
)
def test_the_newest_or_oldest_file_is_asked_of_the_folder(task: str, mode: str) -> None:
    _, asked = _asked(task)
    assert asked["mode"] == mode


def test_the_newest_file_is_the_row_with_the_latest_day_and_none_without_days() -> None:
    rows = [Record("a.pdf", "Feb 2, 2030 · 12 kB"), Record("b.jpg", "Mar 1, 2030 · 1.2 MB")]
    assert answer(Question("items", "newest"), rows) == "b.jpg"
    assert answer(Question("items", "oldest"), rows) == "a.pdf"
    assert answer(Question("items", "newest"), [*rows, Record("c.txt", "40 kB")]) is None


@pytest.mark.parametrize(
    ("task", "kind", "person"),
    [
        ("how many calls have I had from Lena Park?", "missed|incoming", "Lena Park"),
        ("how many times did Omar ring me?", "missed|incoming", "Omar"),
        ("how many times did I phone Lena?", "outgoing", "Lena"),
    ],
)
def test_a_count_of_someones_calls_counts_their_rows_only(task: str, kind: str, person: str) -> None:
    _, asked = _asked(task)
    assert (asked["mode"], asked["kind"], asked["subject"]) == ("count", kind, person)
    counted = answer(Question("calls", "count", kind=kind, subject=person), LOG)
    assert counted == str(sum(1 for r in LOG if r.title.startswith(person) and r.details.split()[0].lower() in kind))


@pytest.mark.parametrize("task", ["end the call", "hang up the call", "decline the call", "hold the call"])
def test_what_is_done_to_a_call_in_progress_never_places_one(task: str) -> None:
    assert not any(step.startswith(("Call ", "Dial ")) for step in plan_for(read_task(task, today=TODAY)))
