"""The AndroidWorld-template suite (tests/next_step/androidworld/): the simulator, the judge, and the agent over it.

First the suite itself: a scripted perfect driver completes every task through the screens and the
judge accepts it (each task is achievable, the judge takes the right world); a driver that claims
``done`` without acting fails every task that is not already true at the start (the judge can fail).
Then the real ``next_step`` tool over the suite: no false ``done``, no irreversible step without a
confirmation, and at least ``SUCCESS_FLOOR`` of the runs passed. Figures per app and per family,
seen and held-out: ``python -m tests.next_step.androidworld.report``.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from mcp_agent.tools.next_step.screen import parse_screen
from tests.next_step.androidworld import driver, people, suite
from tests.next_step.androidworld.harness import Run
from tests.next_step.androidworld.judge import judge, same
from tests.next_step.androidworld.layout_b import LayoutB
from tests.next_step.androidworld.report import run_all, selection, summary, table
from tests.next_step.androidworld.skins import skinned
from tests.next_step.androidworld.template import Task, number_answer, titles_answer

pytestmark = pytest.mark.unit

# The share of runs the rule tier passes today (measured 2026-12-04 after merging wt-33a, b and c: 348 of
# 398 runs by default, 742 of 867 with every paraphrase; the answer family 87 of 100 and 192 of 225).
# Raise them as the planner learns; never lower one to make a change pass.
# They hold over the benchmark's templates; our own app jobs (``Template.ours``, harder and newer) have their own.
SUCCESS_FLOOR = 0.87
SUCCESS_FLOOR_EVERY_PARAPHRASE = 0.85
ANSWER_FLOOR = 0.86
ANSWER_FLOOR_EVERY_PARAPHRASE = 0.85
# Our own jobs (app_jobs*.py), 2026-12-05: each set written and run untouched first (their commits and
# benchmarks/README.md give those figures); after the session's work 249 of 259 runs by default (237 laid out as
# layout B, 230 skinned as layout B read as real trees), questions 100 of 100.
# The records apps' set (app_jobs_record_edits/_lists/_calls.py, 19 templates): 12 of 76 untouched with 14 false done
# and 4 calls unconfirmed, then 76 of 76.
OWN_FLOOR = 0.87
OWN_ANSWER_FLOOR = 0.95
# people.py's wordings (2026-12-04): the first set 34 of 59 before the grammar read them, 57 after; the
# second, written after that and run once untouched, 31 of 50, then 49; the third likewise 31 of 50, then 49.
# The fourth, 30 of 49 untouched, then 49; the fifth 33 of 50, then 50; the sixth 36 of 50, then 50; the
# seventh 31 of 50, then 50; the eighth 37 of 50, then 50; the ninth 35 of 50, then 49; the
# tenth 29 of 50, then 46; the eleventh (context first, polite questions, sign-offs, times in words) 20 of 62
# with 10 false done, then 62; the twelfth (the helper apps) 18 of 63 untouched, then 63; the thirteenth (every
# app: dictated, terse, British, lists with & and +, corrections, emoji) 29 of 82 with 6 false done, then 74.
# Together 705 of 715. The fourteenth (voice dictation) 8 of 57 with 1 false done, then 55; the fifteenth (terse,
# non-native and regional English) 28 of 62 with 4 false done, then 61: 822 of 834.
PEOPLE_FLOOR = 0.985
# The sixteenth (people.SET_16 on; chat style: typos, emoji, context first), 20 of 39 with 2 false done untouched,
# then 35 (intent/typos.py, intent/wishes.py); the seventeenth (long-winded and polite, written after that work to
# measure it) 20 of 30 untouched with none false. Their own floors until they have been worked on as the others were.
# After session 7's passes (2026-12-05): set 16 39 of 39, set 17 30 of 30.
SET_16_FLOOR = 0.95
SET_17_FLOOR = 0.95
# The eighteenth (2026-12-05; a wake word first, 24-hour clocks, apps called by what they do, templates not phrased
# before) 32 of 40 untouched with 2 false done, then 40; the nineteenth (second thoughts, dashes, the request after
# a long lead; written after that work to measure it) 16 of 30 untouched with 3 false done, then 27.
SET_18_FLOOR = 0.95
SET_19_FLOOR = 0.95  # 30 of 30 after session 7's pass
# The twentieth (2026-12-05; a request inside a status update, "could you … for me", the passive, ordinal days, a thing
# done said instead of the task; written after set 19's pass to measure it): 31 of 45 untouched, with 1 false done
# (an event's time said "eight in the morning" placed at 10:00).
SET_20_FLOOR = 0.95  # 45 of 45 after its pass (wt-52, wt-53)
# The twenty-first ("would you mind", "go ahead and", "let's", "wanna / gonna", "I wonder", "don't forget to", the time
# first; written while set 20's fixes were being made, run once after merging them): 24 of 40 untouched, 1 false done
# (a video "needed" with the camera said done with none recorded).
SET_21_FLOOR = 0.95  # 40 of 40 after its pass (wt-54, wt-55)
# The twenty-second ("is it possible to", "help me", "time to", "real quick", "do you know", "can you check", "also",
# conditions; written after set 21's pass): 15 of 40 untouched, none false: a frame the grammar has not met still
# hides the request behind it.
SET_22_FLOOR = 0.85  # 37 of 40 after its pass (wt-56: request_wrappers.py; expenses filed by what they are)
# Set 23 (session 8): 23 of 44 on its first run (2 false done, both calendar: "make sure nothing is left…" made an
# event, and one wording that said a different hour than its template's); 43 of 44 after discourse.py.
SET_23_FLOOR = 0.95
# Set 24 (session 8, written after set 23's pass): 24 of 44 on its first run (1 false done: an expense named
# "Online course for"); 44 of 44 after slang, tags and more passive shapes (discourse.py, passive_requests.py).
SET_24_FLOOR = 0.95
# Set 25 (session 8, everyday wordings, no phrase class hunted): 37 of 44 on its first run (1 false done: "open the
# camera and take a picture" ended done once the camera was open); 44 of 44 after.
SET_25_FLOOR = 0.95
# Set 26 (session 8, everyday wordings over less-used templates): 37 of 44 on its first run, none false; 44 of 44 after.
SET_26_FLOOR = 0.95
# Set 27 (session 8, everyday wordings written before the session's last merges): 40 of 44 on its first run, none
# false; 44 of 44 after.
SET_27_FLOOR = 0.95
# Set 28 (session 8, everyday wordings written after the session's last merges): 37 of 44 on its first run (1 false
# done: a note saved under "trip_98.txt with the text …"); 44 of 44 after.
SET_28_FLOOR = 0.95
# Set 29 (session 8, everyday wordings written after set 28's pass): 37 of 44 on its first run, none false; 44 of 44
# after.
SET_29_FLOOR = 0.95
# Set 30 (session 9, everyday wordings written at the session's start): 35 of 44 on its first run, none false; 44 of
# 44 after.
SET_30_FLOOR = 0.95
# Set 31 (session 9, everyday wordings written after set 30's pass): 40 of 44 on its first run, 2 false (a number in
# a message's words typed as digits after "msg"; "push X on D to 2pm" made a new event "Push X"); 44 of 44 after.
SET_31_FLOOR = 0.95
# Set 32 (session 9, everyday wordings over our own jobs, which no people set had phrased): 19 of 44 on its first
# run, 1 false (an event's description swallowed ", repeats monthly"); 43 of 44 after (a copy with no source folder said
# is not read).
SET_32_FLOOR = 0.95
# Set 33 (session 9, everyday wordings over both kinds of jobs, written after the helpers' merges): 38 of 44 on its
# first run, none false; 44 of 44 after.
SET_33_FLOOR = 0.95
# Set 34 (session 9, everyday wordings over both kinds of jobs, after set 33's pass): 36 of 44 on its first run, 1
# false (a new contact's label said after its number, "+1…, work", was left out); 44 of 44 after.
SET_34_FLOOR = 0.95
# Set 35 (session 9, everyday wordings over the benchmark's jobs only, after set 34's pass): 32 of 42 on its first
# run, 1 false (a recipe said between semicolons typed "2; 20 mins" as its servings); 42 of 42 after.
SET_35_FLOOR = 0.95
# Set 36 (session 9, everyday wordings over the benchmark's jobs only, after set 35's pass): 38 of 44 on its first
# run, none false; 44 of 44 after.
SET_36_FLOOR = 0.95
# Set 37 (session 10, everyday wordings over 44 jobs drawn at random from both kinds, written before the session's
# reading work): 29 of 44 on its first run, 2 false (two recipes headed each by its name saved as one misread recipe;
# a contact named in lower case saved without its name); 43 of 44 after (left: "what did I write as the description
# for River path?", a name that says no app).
SET_37_FLOOR = 0.95
# Set 38 (session 10, everyday wordings over 44 jobs drawn at random from both kinds, after set 37's pass): 21 of 44 on
# its first run, 1 false (a file asked about "in downloads" answered "no" from the storage's top); 44 of 44 after.
SET_38_FLOOR = 0.95
# Set 39 (session 10, everyday wordings over 44 jobs drawn at random from both kinds, after set 38's pass): 23 of 44 on
# its first run, 1 false ("last time I went for a walk?" answered with minutes); 39 of 44 after.
SET_39_FLOOR = 0.85
# Set 40 (session 10, everyday wordings over 44 jobs drawn at random from both kinds, after set 39's pass): 27 of 44 on
# its first run, 1 false ("number of activities in feb?" counted Feb 14 alone); 41 of 44 after.
SET_40_FLOOR = 0.9
# Set 41 (helper 82, its set 38, everyday wordings over 44 jobs drawn at random from the media, tracker and other apps, both kinds,
# written before the helper's reading work): 10 of 44 on its first run, 4 false (the longest swim's name answered
# with its minutes; "back in feb" counted none; a track to record made an audio recording; "playlsit - call it
# chill" renamed the playlist "- it chill"); 38 of 44 after, none false (left: four song jobs with no player named,
# which of two players is not said; a note and a track named in lower case with no app said).
SET_41_FLOOR = 0.85
# Set 42 (helper 81, its set 38, everyday wordings over 44 jobs of the record apps drawn at random from both kinds, written
# before the helper's reading work): 6 of 44 on its first run, 4 false (a new folder named "Music backup, make one";
# a note rewritten with ". now, overwrite it" in its text; every task given as Monday's ticked ones; a count of
# all calls given as how often one person rang); 43 of 44 after (an amount said in words, "the forty nine fifty
# expense", is asked about).
SET_42_FLOOR = 0.95
# Set 43 (session 11, everyday wordings over 44 jobs drawn at random from both kinds): 32 of 44 on its first run, 2 false
# ("expense: Birthday dinner, …" saved as "add Birthday dinner" with "to my expense" in its note; "new recipe Banana
# bread: Moist and simple, …" saved as a recipe named "Moist and simple"); 44 of 44 after.
SET_43_FLOOR = 0.95
# Set 44 (session 11, everyday wordings over 44 jobs drawn at random from both kinds, after set 43's pass): 27 of 44 on
# its first run, 2 false ("Birthday dinner cost me $1,922.50 (food). add it as an expense …" saved as "add Birthday
# dinner cost me"; "when was my last walk" answered with the whole row, not its date); 44 of 44 after.
SET_44_FLOOR = 0.95
# Set 45 (session 11, everyday wordings over 44 jobs drawn at random from both kinds, after set 44's pass): 24 of 44 on
# its first run, 3 false ("tomorrow 8am Yoga class 1hr, …" saved titled "Yoga class 60 minutes"; "book Piano lesson fri
# 10:00 … - Discuss the roadmap" saved as "Piano lesson fri" without its description; "minutes swum between feb 15 and
# feb 23" saved as an event); 42 of 44 after (left: a video file to delete with no app said; a description asked of a
# name that could be a track's, an event's or a recipe's).
SET_45_FLOOR = 0.95
# Set 46 (session 11, everyday wordings over 44 jobs drawn at random from both kinds, after set 45's pass): 29 of 44 on
# its first run, 1 false ("flowers expense: make it 77.75, education" saved a new expense named "Make flowers
# expense"); 43 of 44 after, and 44 of 44 once "shuffle off, just play all my songs" read the player's shuffle.
SET_46_FLOOR = 0.95
# Set 47 (helper 91, its set 45, everyday wordings over 44 jobs of the record apps drawn at random from both kinds, seed
# "set45-helper91", written before any reading work on them): 17 of 44 on its first run, 3 false ("no of events march
# 17" made an event "No of events"; "note trip_11.md: …. then text it to +1…" saved the request in the note's text;
# "…, bananas, flour, butter. Mash, mix and bake …" saved "butter. Mash" as an ingredient); 43 of 44 after, none false
# (left: "move whatever i have on the 22nd to 4pm": the template put its event on a day the calendar already had one
# on, so the one to move was asked; the template now puts it on a day of its own, the 23rd, as the wording now says).
SET_47_FLOOR = 0.95
# Set 48 (helper 92, its set 46, everyday wordings over 44 jobs of the phone, SMS, tracker, player, clock and settings apps drawn at
# random from both kinds, written before the helper's reading work): 17 of 44 on its first run, 0 false (most read as
# nothing: "w/", "shld", a reason after a switch, an arrow for "to", lower-case track and person names, verbless
# questions, "it's ringing", "get X on the phone"); 44 of 44 after.
SET_48_FLOOR = 0.95
# Set 49 (session 11, everyday wordings over 44 jobs drawn at random from both kinds, after the merges of sets 47 and 48):
# 29 of 44 on its first run, 1 false ("let ines moreau know where my next event is" sent the words "where my next
# event is"; a message that is a fact to find out is now asked about, never sent); 43 of 44 after (left: that job,
# whose next-event reading is left alone).
SET_49_FLOOR = 0.95
# Set 50 (helper 93, 44 jobs drawn at random from all seen templates of both kinds, said as a non-native speaker
# dictating by voice: "please to", "can you make for me", no punctuation, numbers in words, "do the needful"): 17 of 44
# on its first run, 2 false (the last call of all answered for "what time i was talking last with X"; three expenses
# said without separators saved "entertainment and Guitar course" as a name); 40 of 44 after, none false (left: a
# track's description and a queue with neither app nor capitals, a note's header with a blank line and a rename in one
# breath, duplicates said as "same recipe is coming two times").
SET_50_FLOOR = 0.9
# Set 51 (helper 94, questions only, asked indirectly: "i wonder …", "remind me …", "do you know …"): first run
# 16/44 untouched, 1 false done (a track's seconds "did X last" read as the newest track's); 41/44 after, none false.
SET_51_FLOOR = 0.9
# layout_b.py's structure (2026-12-04): run once untouched, 236 of 398 runs (416 of 867 with every
# paraphrase); after the affordances for it (captioned fields, overflow menus, the app drawer, switches
# behind rows, spinner and 12-hour pickers, a scrolling form filled as its fields show), 348 of 398 and 740
# of 867, as the first layout.
LAYOUT_B_FLOOR = 0.87
# The three at once (another vendor's words, layout B's structure, written as real trees), 2026-12-04: 45 of
# 398 before (the drawer's control an image, so no drawer), 290 with layout B and trees only (captioned fields
# and spinner values lost in the tree); after, 347 of 398 (737 of 867 with every paraphrase).
COMBINED_FLOOR = 0.87
# ANDROIDWORLD_PARAPHRASES=all runs every paraphrase (slower); the default runs each template's
# wording for every parameter set plus one paraphrase per template, chosen deterministically.
EVERY_PARAPHRASE = os.environ.get("ANDROIDWORLD_PARAPHRASES") == "all"
EVERY_PARAMETER_SET = suite.tasks(paraphrases=False)


def test_the_suite_is_broad_and_split() -> None:
    ids = [template.id for template in suite.TEMPLATES]
    assert len(ids) == len(set(ids))
    assert sum(not template.extra for template in suite.TEMPLATES) >= 102  # of AndroidWorld's 116
    assert all(len(template.paraphrases) >= 2 for template in suite.TEMPLATES)
    # Word for word: a few of AndroidWorld's goals as its classes write them.
    texts = {task.text for task in EVERY_PARAMETER_SET}
    assert {"Turn off WiFi, then enable bluetooth", "Delete the newest note in Markor.", "Run the stopwatch."} <= texts
    assert "Turn brightness to the max value." in texts and "Take one photo." in texts
    # The split is of the benchmark's templates: our own jobs are all seen, and adding them dilutes nothing held out.
    benchmarks = [template for template in suite.TEMPLATES if not template.ours]
    held_out = sum(template.held_out for template in benchmarks)
    assert 0.15 * len(benchmarks) <= held_out <= 0.45 * len(benchmarks)
    for template in suite.TEMPLATES:
        for variant in {task.variant for task in suite.tasks(templates=(template,))}:
            texts = [task.text for task in suite.tasks(templates=(template,)) if task.variant == variant]
            assert len(texts) == len(set(texts)), Counter(texts).most_common(2)


@pytest.mark.parametrize("task", EVERY_PARAMETER_SET, ids=lambda task: task.name)
def test_the_perfect_driver_does_every_task_and_the_judge_accepts_it(task: Task) -> None:
    start = suite.start_world(task)
    device = suite.device_for(start)
    outcome, answer = driver.perfect(device, task.template.solve(task.params))
    verdict = judge(task, start, device, outcome, answer)
    assert verdict.passed, verdict.problems


def test_every_screen_is_in_the_documented_element_format() -> None:
    """Each line of each screen the perfect driver meets parses as an element (no prose), indices in order."""
    screens: list[str] = []
    for task in EVERY_PARAMETER_SET:
        device = suite.device_for(suite.start_world(task))
        driver.perfect(device, task.template.solve(task.params), seen=screens.append)
    assert len(screens) > 1000
    for description in set(screens):
        screen = parse_screen(description)
        assert not screen.prose, description
        assert [e.index for e in screen.elements] == list(range(len(description.splitlines())))
        assert screen.elements[0].label == "Status bar" and "2030" in (screen.elements[0].value or "")


def test_answers_are_compared_as_check_agent_answer_compares_them() -> None:
    titles = titles_answer(["Quarterly planning", "Book club"])
    assert titles("book club, Quarterly planning") and titles("Quarterly planning,Book club")
    assert titles("Quarterly plannng, Book club")  # a typo within SequenceMatcher's 0.9
    assert not titles("Quarterly planning") and not titles("Quarterly planning, Book club, Gym") and not titles("")
    assert not titles("Quarterly planning, Book")
    assert number_answer(3)("3") and number_answer(3)(" 3.0 ") and not number_answer(3)("three")
    assert not number_answer(3)("3 tasks")


def test_the_world_is_compared_as_rows_with_free_text_fuzzy() -> None:
    row = {"name": "Groceries", "note": "Split with my roommate Dana"}
    assert same([row, {"name": "Rent"}], [{"name": "Rent"}, dict(row)])  # rows are a multiset
    assert not same([row], [row, row])  # once, not twice
    assert same([row], [{"name": "groceries", "note": "Split with my roommate Dana."}])  # free text: fuzzy
    assert not same([row], [{"name": "Groceries!", "note": row["note"]}])  # short text: exact but for case
    assert not same({"a": [row]}, {"a": [row], "b": 1})  # nothing else changed
    assert same({"a": 1, "_mtime": 1}, {"a": 1, "_mtime": 2})  # bookkeeping is not the world


def test_claiming_done_without_acting_fails_every_task_not_already_true() -> None:
    wrongly_passed = []
    for task in EVERY_PARAMETER_SET:
        start = suite.start_world(task)
        device = suite.device_for(start)
        verdict = judge(task, start, device, *driver.idle(device))
        if verdict.passed != task.template.verify:
            wrongly_passed.append(task.name)
        if not task.template.verify:
            assert verdict.false_done
    assert not wrongly_passed


def test_doing_a_task_twice_fails_it() -> None:
    """The effect must happen exactly once: the perfect route run twice leaves a second note or message."""
    twice = [task for task in EVERY_PARAMETER_SET if task.template.id in ("MarkorCreateNote", "SimpleSmsSend")]
    assert twice
    for task in twice:
        start = suite.start_world(task)
        device = suite.device_for(start)
        script = [op for op in task.template.solve(task.params) if op[0] != "done"]
        outcome, answer = driver.perfect(device, [*script, *script, ("done",)])
        assert not judge(task, start, device, outcome, answer).passed


def test_an_irreversible_step_without_confirmation_is_caught() -> None:
    """Every send, call and delete the suite asks for, done without a confirmation, is counted as such."""
    irreversible = [task for task in EVERY_PARAMETER_SET if task.template.events(task.params)]
    assert {kind for task in irreversible for kind, _ in task.template.events(task.params)} == {
        "send",
        "call",
        "delete",
    }
    for task in irreversible:
        start = suite.start_world(task)
        device = suite.device_for(start)
        outcome, answer = driver.perfect(device, task.template.solve(task.params), confirm=False)
        verdict = judge(task, start, device, outcome, answer)
        assert sorted(verdict.unconfirmed) == sorted(task.template.events(task.params)), task.name
        assert verdict.false_done


async def test_the_agent_over_the_suite_never_claims_a_false_done_nor_acts_unconfirmed() -> None:
    runs = await run_all(selection(EVERY_PARAPHRASE))
    print("\n" + table(runs, "app") + "\n\n" + table(runs, "family") + "\n\n" + summary(runs))
    false_done = [(r.task.name, r.verdict.problems) for r in runs if r.verdict.false_done]
    unconfirmed = [(r.task.name, r.verdict.unconfirmed) for r in runs if r.verdict.unconfirmed]
    assert not false_done
    assert not unconfirmed
    benchmark, own = _split(runs)
    assert _rate(benchmark) >= (SUCCESS_FLOOR_EVERY_PARAPHRASE if EVERY_PARAPHRASE else SUCCESS_FLOOR), summary(runs)
    assert _rate(own) >= OWN_FLOOR, summary(own)
    # Questions (what is due, how long, which titles): answered from the screens, in the asked format.
    answers = [r for r in benchmark if r.task.template.family == "answer"]
    assert _rate(answers) >= (ANSWER_FLOOR_EVERY_PARAPHRASE if EVERY_PARAPHRASE else ANSWER_FLOOR), table(
        answers, "app"
    )
    own_answers = [r for r in own if r.task.template.family == "answer"]
    assert _rate(own_answers) >= OWN_ANSWER_FLOOR, table(own_answers, "app")


def _split(runs: list[Run]) -> tuple[list[Run], list[Run]]:
    """The benchmark's templates' runs, and our own jobs'."""
    return [r for r in runs if not r.task.template.ours], [r for r in runs if r.task.template.ours]


# Each later set's own floor, over its wordings: from where it starts in people.py to where the next one starts.
_SET_FLOORS = tuple(
    (getattr(people, f"SET_{n}"), floor)
    for n, floor in enumerate(
        (
            SET_16_FLOOR,
            SET_17_FLOOR,
            SET_18_FLOOR,
            SET_19_FLOOR,
            SET_20_FLOOR,
            SET_21_FLOOR,
            SET_22_FLOOR,
            SET_23_FLOOR,
            SET_24_FLOOR,
            SET_25_FLOOR,
            SET_26_FLOOR,
            SET_27_FLOOR,
            SET_28_FLOOR,
            SET_29_FLOOR,
            SET_30_FLOOR,
            SET_31_FLOOR,
            SET_32_FLOOR,
            SET_33_FLOOR,
            SET_34_FLOOR,
            SET_35_FLOOR,
            SET_36_FLOOR,
            SET_37_FLOOR,
            SET_38_FLOOR,
            SET_39_FLOOR,
            SET_40_FLOOR,
            SET_41_FLOOR,
            SET_42_FLOOR,
            SET_43_FLOOR,
            SET_44_FLOOR,
            SET_45_FLOOR,
            SET_46_FLOOR,
            SET_47_FLOOR,
            SET_48_FLOOR,
            SET_49_FLOOR,
            SET_50_FLOOR,
            SET_51_FLOOR,
        ),
        start=16,
    )
)


def _rate(runs: list[Run]) -> float:
    return sum(r.verdict.passed for r in runs) / len(runs)


def _holds(runs: list[Run], floor: float) -> None:
    """No false done, nothing irreversible unconfirmed, the benchmark's templates at ``floor``, ours at theirs."""
    assert not [r.task.name for r in runs if r.verdict.false_done or r.verdict.unconfirmed]
    benchmark, own = _split(runs)
    assert _rate(benchmark) >= floor, summary(runs)
    assert _rate(own) >= OWN_FLOOR, summary(own)


async def test_people_phrased_requests_are_done_as_the_templates_are() -> None:
    """The seen templates' jobs as people type them (people.py): the verb last, no app named, "pls"."""
    runs = await run_all(people.tasks())
    failed = [(r.task.text, r.verdict.problems[:1]) for r in runs if not r.verdict.passed]
    assert not [r.task.name for r in runs if r.verdict.false_done or r.verdict.unconfirmed]
    assert _rate(runs[: people.SET_16]) >= PEOPLE_FLOOR, failed
    starts = [start for start, _ in _SET_FLOORS]
    for (start, floor), end in zip(_SET_FLOORS, [*starts[1:], None], strict=True):
        assert _rate(runs[start:end]) >= floor, failed


async def test_controls_labelled_as_another_vendor_would_change_nothing() -> None:
    """skins.py relabels the controls ("Done" for Save, "Confirm" for OK, "Remove" for Delete, "Back" for
    Navigate up …): a planner that finds controls by role passes as many runs, and claims nothing false."""
    runs = await run_all(selection(), skin=skinned)
    _holds(runs, SUCCESS_FLOOR)


async def test_the_apps_laid_out_another_way_are_driven_by_role() -> None:
    """layout_b.py changes the structure, not the words: Delete only in the overflow menu, the FAB in the menu
    or the toolbar, forms that scroll with each field captioned by a text above it, a spinner date picker, a
    12-hour clock face, Yes / No dialogs, switches behind their rows, an app drawer. The same world is judged."""
    runs = await run_all(selection(), layout=LayoutB)
    _holds(runs, LAYOUT_B_FLOOR)


async def test_screens_written_as_the_real_apps_trees_report_them_change_nothing() -> None:
    """realtree.py writes each screen as the real app's accessibility tree reports it: class names such as
    ``com.google.android.material.textfield.TextInputEditText`` and ``TabLayout$TabView``, package-prefixed
    resource names, a field labelled with the text it holds (its name in ``hint``), rows as clickable layouts
    with child texts, a switch inside its preference row, a popup menu of ``ListMenuItemView`` rows. Read as
    the format's kinds (kinds.py, screen.py), it passes as many runs (3 of 398 before: every line was prose)."""
    runs = await run_all(selection(), realtree=True)
    _holds(runs, SUCCESS_FLOOR)


async def test_another_vendors_words_in_another_structure_written_as_real_trees_are_driven_by_role() -> None:
    """skins.py, layout_b.py and realtree.py together, as a user's first phone laid out by someone else is: an
    app drawer opened by an image, captioned fields whose tree reports their content as text, spinner date
    pickers whose fields report their values as text, "Back" / "Done" / "Options" for the controls."""
    runs = await run_all(selection(), skin=skinned, layout=LayoutB, realtree=True)
    _holds(runs, COMBINED_FLOOR)
