"""People-phrased requests over the AndroidWorld-template suite (tests/next_step/androidworld/people.py): the seen
templates' jobs as people type them, each set written before the reading work it measures and run once untouched
(its first run is in the comment above its floor). No false ``done``, nothing irreversible unconfirmed, and each set
at its floor. Kept apart from test_androidworld.py so the two long runs share the test workers."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld import people
from tests.next_step.androidworld.harness import Run
from tests.next_step.androidworld.report import run_all

pytestmark = pytest.mark.unit

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
# Set 52 (session 12, everyday wordings over 44 random jobs): first run 37/44 untouched, 1 false done (a recording's
# name saved with "when you save it" after it); 44/44 after (test_requests_said_sideways.py).
SET_52_FLOOR = 0.95
# Set 53 (session 12, everyday wordings over 44 random jobs, written after set 52's pass): first run 29/44 untouched,
# 4 false done (values that ran on into "leave everything else", "and replace what it says", past a closing quote; a
# span of days read as its first day); 43/44 after, none false (test_wished_states.py; left: a track's length asked
# by its name alone).
SET_53_FLOOR = 0.95
# Set 54 (session 12, everyday wordings over 44 random jobs, written after set 53's pass): first run 30/44 untouched,
# none false; 44/44 after (test_recast_requests.py).
SET_54_FLOOR = 0.95
# Set 55 (helper 95, everyday wordings over the 44 seen templates people.py had phrased least, as typed to a phone
# assistant: terse, polite, typos, the thing named first): first run 24 of 44 with 3 false done (a note "jotted down"
# kept "a note that says" in its body, "one called X" kept in a playlist's name, "the location of my next calendar
# thing" sent as words), then 43 of 44, none false (left: the next event's place texted, a job no wording does yet).
SET_55_FLOOR = 0.93
# Set 56 (session 12, everyday wordings over 44 random jobs, written after set 55's merge): first run 30/44 untouched,
# 4 false done (an event's line with "- note:" saved as a note; new names that ran on past their extension; a number
# with "label it Work" in it); 43/44 after, none false (test_colloquial_turns.py; left: a header put "at the start"
# with a rename, which asks).
SET_56_FLOOR = 0.93
# Set 57 (helper 96, seen templates only, said in formal, verbose business English: "I would be grateful if you
# could …", "Kindly arrange for X to be …", "Please ensure that …", "With respect to X, …", "Please advise which …"):
# first run 4 of 44 with 2 false done (an alarm "for 9:30 this evening" set at 09:30; a note made and "thereafter be so
# good as to send" it by SMS left unsent), then 44 of 44, none false.
SET_57_FLOOR = 0.93
# Set 58 (helper 97, texting shorthand and slang: "u", "r", "w", "rn", "pls", "whats", no punctuation): first run 30 of
# 44 with 1 false done (a span of days said without "from" read as its first day only), then 44/44, none false.
SET_58_FLOOR = 0.95
# Set 59 (session 12, everyday wordings over 44 random jobs, written after the merges of sets 57 and 58): first run
# 37/44 untouched, none false; 44/44 after (test_colloquial_turns.py).
SET_59_FLOOR = 0.95
# Set 60 (session 12, everyday wordings over 44 random jobs, written after set 59's pass): first run 36/44 untouched,
# none false; 44/44 after (test_colloquial_turns.py).
SET_60_FLOOR = 0.95
# Set 61 (session 12, everyday wordings over 44 random jobs, written after set 60's pass): first run 32/44 untouched,
# 1 false done (my wording's: "track my walk" named a kind the job has not; reworded); 41/44 after, none false
# (test_colloquial_turns.py; left: two recipes headed by quoted names, a daily event said "every day from", the next
# event's place texted).
SET_61_FLOOR = 0.9
# Set 62 (helper 100, a situation or reason told first, then the request, as to a friend holding the phone: "The garage
# cancelled on me. Delete …", "I was in the shower and missed X. Can you call him back?"): first run 14 of 44 with 2
# false done (two track questions read with the remark's words: a distance answered for a date, another swim's km), then
# 43/44, none false (test_situation_first.py; left: a text carrying an event's location, which needs a model).
SET_62_FLOOR = 0.95
# Set 63 (helper 98, everyday wordings over the 44 seen templates phrased least: a reason first, "pls" and slips, terse
# or polite): first run 26 of 44 with 0 false done, then 41/44, none false (test_assistant_asides.py; left: two notes
# said "and another one", a recipe's fields said after a dash, and a text with where the next event is, which no
# wording of that template has done).
SET_63_FLOOR = 0.9
# Set 64 (helper 99, casual everyday speech to a phone assistant: "real quick", "for me", "outta", apps called by what
# they do, "half 9 tonight", lists joined by "plus"): first run 36 of 44 with 0 false done, then 44 of 44, none false.
SET_64_FLOOR = 0.95
# Set 65 (session 12, everyday wordings over 44 random jobs, written after the session's merges): first run 33/44
# untouched, 1 false done ("should make 12 servings now, change nothing else" typed whole); 41/44 after, none false
# (test_colloquial_turns.py; left: a playlist's minutes asked by its name alone, two playlists each said "X gets a and
# b", the 10-minute recipes of a note said after a dash).
SET_65_FLOOR = 0.9
# Set 66 (session 12, everyday wordings over 44 random jobs, written after set 65's pass): first run 36/44 untouched,
# none false; 43/44 after (test_recast_requests.py; left: a header put "above everything" with a rename, which asks).
SET_66_FLOOR = 0.95
# Set 67 (session 13, everyday wordings over 44 jobs drawn at random from both kinds, written before any change for it):
# 28 of 44 on its first run, 1 false ("call my latest track Tempo test instead" named it "Tempo test instead"); 44 of 44
# after (test_referring_turns.py; the next event's place texted, a known gap since set 32, now read off the agenda).
SET_67_FLOOR = 0.95
# Set 68 (session 13, everyday wordings over 43 jobs drawn at random from both kinds, after set 67's pass): 36 of 43 on
# its first run, 2 false (an event's description took ", repeat it every month"; two contacts "Name, work, +1…" saved
# without their labels); 43 of 43 after (test_referring_turns.py).
SET_68_FLOOR = 0.95
# Set 69 (session 13, everyday wordings over 44 of the benchmark's own seen jobs, after set 68's pass): 39 of 44 on its
# first run, none false; 44 of 44 after (test_referring_turns.py: rows that "should go into" an app were read as a
# delete, stopped by its confirmation).
SET_69_FLOOR = 0.95
# Set 70 (session 13, the benchmark's own seen jobs asked by people who call an app by what it does, after set 69's
# pass): 28 of 44 on its first run, 1 false ("add Hana Suzuki +1… to my phone book" called the number); 43 of 44 after
# (test_apps_by_purpose.py; left: a to-do asked of "my notes app" on a phone with two notes apps).
SET_70_FLOOR = 0.9
# Set 71 (session 13, the benchmark's own seen jobs typed fast: lower case, little punctuation, light slips; after set
# 70's pass): 29 of 44 on its first run, 1 false ("yoga class tmrw 8am 1hr desc bring the documents" saved its
# description in the title); 41 of 44 after (test_typed_fast.py; left: two lists typed with no commas, which ask, and
# "wheres piano lesson").
SET_71_FLOOR = 0.9
# Set 72 (helper wt-101, the benchmark's own phrasing over our own jobs of OpenTracks, Phone, Pro Expense, Markor and
# Simple Calendar Pro: the app named in full, answer-format clauses, "Do not ...", CSV rows): first run 26/44
# untouched, 3 false done (expenses that "belong to" a category counted all together, a note's new first line typed with
# its frame 'as the first line: "…', "reschedule the calendar event titled 'X'" made a new event); 44/44 after, none
# false (intent/benchmark_mends.py, test_benchmark_phrasing.py).
SET_72_FLOOR = 0.95
# Set 73 (helper wt-102, non-native and regional English: dropped articles, "please to", "kindly", "do one thing", "abeg",
# "lah", dates as 23/3 and 11.03, comma decimals): first run 17/44 untouched, 5 false done; 44/44 after, none false
# (test_nonnative.py, intent/nonnative_mends.py).
SET_73_FLOOR = 0.95
# Set 74 (helper wt-103, requests wrapped in reasons, hedges and conditions: "since the meeting moved, add …", "so I
# don't forget, add …", "if X is still there, delete it", "…, would that be possible?"): first run 24 of 44 untouched,
# 1 false done (a contact's Home label said after a dash was dropped); 44/44 after, none false (test_reasons_hedges.py).
SET_74_FLOOR = 0.95
# Set 75 (session 13, everyday wordings over 44 of the benchmark's own seen jobs, the request alone or after a sentence
# of context; after set 74's merge): 39 of 44 on its first run, 2 false (an event said first, "Budget review is two
# weeks from today at 3pm, 30 minutes. put it in my calendar …", saved with its title alone; a recipe's name run on to
# its description's sentence); 44 of 44 after (test_referring_turns.py; an event saved without the time or length said
# for it is now asked about).
SET_75_FLOOR = 0.95
# Set 76 (session 13, everyday wordings over 44 of the benchmark's own seen jobs, British and Australian turns among
# them; after set 75's pass): 31 of 44 on its first run, 1 false ("Online course, $436.78, Education, Monthly - add that
# as an expense" saved without its note); 42 of 44 after (test_slang_turns.py; left: "fortnight from today at 3pm, Budget
# review, …" with the day and hour first, and three expenses each with "note" and no commas, which ask).
SET_76_FLOOR = 0.9
# Set 77 (helper wt-105, less tech-savvy people: long and polite, apps said vaguely, "my grandson set this up"):
# first run 24 of 44 untouched, 2 false done (a note named "and name it trip_11.md" with the request's rest as its
# text; an event's description typed as "put 'Discuss the roadmap"); 44/44 after, none false (intent/unsure_mends.py,
# situations.py: a deletion said without a place takes the one the situation names; test_unsure.py).
SET_77_FLOOR = 0.95
# Set 78 (helper wt-104, spoken to a voice assistant: "hey google", "okay so", fillers, "nine fifteen no wait nine
# thirty pm", numbers and dates in words): first run 11 of 44 untouched, 4 false done; 42/44 after, none false
# (test_voice_assistant.py, intent/said_aloud.py, intent/voice_assistant_mends.py). Left: song titles said run
# together with no commas ("ocean eyes silver lining paper planes and static love"), asked about.
SET_78_FLOOR = 0.95
# Set 79 (session 13, everyday wordings over 44 of the benchmark's own seen jobs, after the session's last merge): 37 of
# 44 on its first run, 1 false ("Chill 82 - new playlist in retro music with …" named the playlist "Chill 82 - new"); 42
# of 44 after (test_referring_turns.py; "log on march 11" had been read as a sign-in, which asked).
SET_79_FLOOR = 0.9
# Set 80 (session 14, everyday wordings over 44 of the benchmark's own seen jobs, at the session's start): 40 of 44 on its
# first run, 2 false ("how many minutes have i spent swimming so far this week" answered with a count; "add these to pro
# expense - Winter boots 366.32 …" saved an expense named "these - Winter boots"); 44 of 44 after (test_request_leads.py).
SET_80_FLOOR = 0.95
# Set 81 (session 14, everyday wordings over 44 of the benchmark's own seen jobs, after set 80's pass): 36 of 44 on its
# first run, 1 false ("anything i haven't finished that's due march 14?" answered with another day's task); 44 of 44
# after (test_request_leads.py).
SET_81_FLOOR = 0.95
# Set 82 (helper wt-106, questions people ask of their apps over the answer templates of both kinds: "do I have…",
# "remind me what…", totals, counts, yes/no, the answer's format asked for in varied ways, days said relative to the
# device's date, questions after a remark): first run 32 of 44 untouched, 1 false done ("ugh, busy week - how many bike
# rides did I actually get in?" answered 3, a count that is not this week's cycling); 44/44 after, none false
# (test_app_questions.py, intent/app_question_mends.py; a span a situation names carried into the question after it).
SET_82_FLOOR = 0.95
# Set 83 (session 14, everyday wordings over 44 of the benchmark's own seen jobs, after set 81's pass and set 82's merge):
# 30 of 44 on its first run, 2 false ("can you book Piano lesson this friday 10am, one hour, and write … in the
# description" saved a wrong event; "open a blank contact and type … +1… as a work phone. no saving" dialled the number,
# confirmed, and reported done); 44 of 44 after (test_loose_requests.py).
SET_83_FLOOR = 0.95
# Set 84 (helper wt-108, deletes, removals and edits as people ask for them: "trash", "wipe", "bin", "should say X not
# Y", "it's actually …", loose filters, a thing named by a feature): first run 16 of 44 untouched, 2 false done ("bin
# a and b, keep c" deleted c as well; "wipe what's in X and make it just say …" deleted the note); 43/44 after, none
# false (intent/removal_mends.py, test_removal_requests.py; left: "the $98.73 one - delete it", a deletion chosen by its
# amount, which the rules stop at rather than guess).
SET_84_FLOOR = 0.95
# Set 85 (session 14, everyday wordings over 44 of the benchmark's own seen jobs, after set 83's pass and set 84's merge):
# 35 of 44 on its first run, none false; 44 of 44 after (test_loose_requests.py).
SET_85_FLOOR = 0.95
# Set 86 (helper wt-107, details pasted or forwarded from elsewhere over the create and edit jobs: key: value pairs, an
# invitation, a signature block, a receipt line, a recipe card, bullets, pipes): first run 4 of 44 untouched, 3 false
# done (an invitation "at 10:00 AM (60 min)" saved wrong; a draft contact's number dialled and called; a note rewritten
# with the request's tail kept in its text); 44/44 after, none false (intent/pasted_details.py, pasted_changes.py,
# pasted_rows.py; test_pasted_details.py).
SET_86_FLOOR = 0.95
# Set 87 (session 14, everyday wordings over 44 jobs drawn at random from both kinds, after set 86's merge): first run
# 35 of 44 on its first run, 1 false ("add Tomas Brennan +1… (work) as a contact but stop before saving" saved it); 44
# of 44 after (test_loose_requests.py).
SET_87_FLOOR = 0.95
# Set 88 (session 14, everyday wordings over 44 of the benchmark's own seen jobs, after set 87's pass): 37 of 44 on its
# first run, none false; 44 of 44 after (test_loose_requests.py).
SET_88_FLOOR = 0.95
# Set 89 (helper wt-109, typed on a phone keyboard that autocorrect has changed: "turn of wifi", "blue tooth", "a new
# not in marker", "the most recent test", "expanse", "dont", no space after commas): first run 22 of 44 untouched,
# 5 false done ("at the and of" made a second note of that name; "next weak" read as this week; "this weak" counted a wrong
# week; "in there directions" deleted none and said done; "safe it as" kept the default name); 44 of 44 after, none
# false (test_autocorrected_requests.py, intent/autocorrect_mends.py: real words swapped in read where the words around
# leave no other reading, every word capitalised by the keyboard, commas with no space).
SET_89_FLOOR = 0.95
# Set 90 (session 14, everyday wordings over 44 of the benchmark's own seen jobs, some with context first, after set 89's
# merge): 34 of 44 on its first run, none false; 44 of 44 after (test_loose_requests.py).
SET_90_FLOOR = 0.95
# Set 91 (helper wt-112, everyday questions and edits over OpenTracks, Phone, Files, VLC, Broccoli and Calendar): first
# run 37 of 44 untouched, 2 false done ("how long was my latest walk in km" answered with its minutes; "how long does
# the Greek salad take to make?" answered "10 mins"); 44/44 after, none false (intent/everyday_app_mends.py, a length
# unit in track_questions.py, a recipe's minutes in record_questions.py; test_everyday_app_questions.py).
SET_91_FLOOR = 0.95
# Set 92 (helper wt-110, dates and times said the many ways people write them over the jobs with a day or an hour:
# "Sat the 16th", "a fortnight from today", "a week tomorrow", "half nine", "1500 hrs", "21.30", "1h30", "1:38:49"):
# first run 31 of 44 untouched, 1 false done ("what's in my calendar from Mon the 18th to Wed the 20th?" answered
# with one day's titles); 44/44 after, none false (intent/clock_mends.py, spoken.py's "Mon the 18th", said_fields.py's
# value ending at " -- "; a weekday its day is not stops the reading, agenda_questions.py; test_clock_wordings.py).
SET_92_FLOOR = 0.95
# Set 93 (helper wt-111, values in the many formats people write them: money, US phone numbers, file names said aloud,
# counts and durations in words or clock form, a percentage, names in other quotes): first run 21 of 44 untouched, 5 false
# done (a name kept 'for' before its amount; 'sixty-seven dollars fifty' saved as 67; a note kept the request's tail; a
# 98-minute timer keyed as 98 minutes; a recipe saved with 'six' and 'twenty minutes'); 43/44 after, none false
# (intent/value_forms.py, fixes in place in amounts.py, device_steps.py, recipe_fields.py, moving.py, steps_moving.py;
# test_value_forms.py); then 44/44 with a rename in a music player read as a playlist's.
SET_93_FLOOR = 0.95
# Set 94 (session 15, everyday wordings over the benchmark's own seen jobs): first run 32 of 44 untouched, 1 false done
# (an expense saved as "an Online course" from "log $436.78 for an Online course"); 44/44 after, none false
# (intent/offhand_mends.py; an hour said alone after a date in dates.py, "noon to 1:30" in time_ranges.py;
# test_offhand_requests.py).
SET_94_FLOOR = 0.95
# Set 95 (helper wt-116, jobs of several parts and their order said many ways: "after that", "once that's done", "but
# before that", "-- oh and", "plus", numbered parts, a part as a condition or on a second line; single jobs ending
# "that's it"): first run 14 of 44 untouched, 7 false done; 41/44 after, none false (intent/sequence_mends.py; shuffle
# not yet turned on a barrier to skipping ahead in planner.py, so "shuffle on, then play X" asks, never a false done;
# test_said_in_order.py).
SET_95_FLOOR = 0.90
# Set 96 (session 15, everyday wordings over the benchmark's own seen jobs): first run 37 of 44 untouched, none false;
# 44/44 after (offhand_mends.py's set 96 classes, test_offhand_requests.py).
SET_96_FLOOR = 0.95
# Set 97 (session 15, the benchmark's own seen jobs said longer, with context and some typos): first run 24 of 44
# untouched, 2 false done (a recording saved under the recorder's own name; a contact draft missing its label); 36/44
# after, none false, then 43/44 with situations said first (offhand_mends.py's set 97 classes, distractor_mends.py's
# statements; test_offhand_requests.py).
SET_97_FLOOR = 0.95
# Set 98 (helper wt-115, items chosen by what they show: "the $98.73 one", "the track from Sunday the 3rd", "the 9am
# thing on the 23rd", "the note that starts with ...", "the 1:35 video", "the 640 kB pdf"): first run 6 of 44 untouched,
# 1 false done (a footer added to "the note that says ..." read as a new note holding that text); 25/44 after, none
# false (intent/shown_picks.py: the pick read by a stand-in title, its open or delete steps picking the row that shows
# the value; "Delete the <thing> showing" in steps_chosen.py; intent/implied_fields.py; test_shown_picks.py). 43/44
# after helper wt-118, none false: a note's words looked for page by page (page_looks.py); an item's name read off
# the row showing its length, size or day and remembered for the steps that need it (shown_names.py,
# intent/shown_files.py); a contact by its number on its page; events by their times on a day (intent/shown_events.py);
# an entry called by its row's details (described_rows.py); test_page_looks.py, test_shown_names.py,
# test_shown_events.py, test_called_by_details.py. Left: a file "dated" a day the Files app of that job never shows
# (asked, rightly).
SET_98_FLOOR = 0.95
# Set 99 (helper wt-114, things named loosely: notes and files without extension or with spaces for underscores,
# contacts by first name, events, tracks, recipes, songs and playlists in lower case, apps named by purpose): first run
# 22 of 44 untouched, 2 false done ('12 servings in the recipe app' typed; a contact saved without the texted number);
# 40/44 after, none false (intent/named_loosely_mends.py; a lower-case first name as a sender, message_carries.py; a name
# said with spaces for its hyphens or underscores, or another note extension, found on screen and never guessed between
# two rows, steps_acting.py; test_named_loosely.py).
SET_99_FLOOR = 0.9
# Set 100 (helper wt-113, distractors: other dates, times, numbers, amounts, names and apps in the message beside the
# job's values): first run 13 of 44 untouched, 4 false done (a recording saved under its default name; two OpenTracks
# answers read off the context's day or number; an alarm set for the flight's 6am); 42/44 after, none false
# (intent/distractor_mends.py: a statement first dropped before a request whole without it, "that number" / "for
# that" / "that session" / "save her" read from it, remarks after the request on what it leaves alone; "labelled Work" in
# reasons_mends.py; test_distractor_values.py).
SET_100_FLOOR = 0.95
# Set 101 (session 15, the benchmark's own seen jobs in everyday words, written after the session's merges): first run
# 32 of 44 untouched, 1 false done (an expense named "Expense - Online course" from "new expense - Online course, …");
# 43/44 after, none false (offhand_mends.py's set 101 classes, expense_rows.py, sequence_mends.py; test_offhand_requests.py).
SET_101_FLOOR = 0.95
# Set 102 (session 16, the benchmark's own seen jobs in everyday words, written at the session's start): first run 38 of
# 44 untouched, 1 false done (a recipe saved as "Veggie stir fry. colourful and quick": its title ran on past its
# sentence); 44/44 after, none false (remark_references.py's stressed remarks and leave given, wishes.py's switch wished
# in its state, device_settings.py, conversation_steps.py's resend, offhand_mends.py, recipe_fields.py;
# test_leave_given_requests.py).
SET_102_FLOOR = 0.95
# Set 103 (session 16, the same, written after set 102's pass): first run 41 of 44 untouched, none false (an event said
# as "two weeks from today at 3pm: …", duplicates that "show up more than once", "record something, save the file as
# X"); 44/44 after (everyday_mends.py, offhand_mends.py; test_leave_given_requests.py).
SET_103_FLOOR = 0.95
# Set 104 (helper wt-117, self-repairs, corrections and afterthoughts: a value said over after "no wait" / "sorry" /
# "scratch that" / "correction:", a detail added after the request, a false start or a word said twice): first run 9
# of 44 untouched, 13 false done (the abandoned value taken: a photo for a video and back, the other brightness, the
# timer, the running shoes expense, the recipes by the other ingredient, the first last name, the Personal folder's
# count; a playlist, a recording, a reply and a note's text written with the correction in them); 44/44 after, none
# false (intent/self_repairs.py, read before anything else in reader.read_task and Turn.task_said; "then sms the whole
# note" after a note's text in said_loosely_mends.py; test_self_repairs.py).
SET_104_FLOOR = 0.95
# Set 105 (helper wt-119, everyday requests as people type them on a phone, seed "set119-everyday"): first run 35 of 44
# untouched, 1 false done (a recipe's source typed "a magazine" from "from a magazine"); 44/44 after, none false
# (trailing_reason_mends.py, answer_format_mends.py, restated_mends.py, reason_named_mends.py, pressed_button_mends.py,
# asked_result_mends.py, app_said_last_mends.py, presented_first_mends.py, named_in_app.py, recipe_fields.py; their
# tests test_trailing_reasons.py … test_recipe_sources.py).
SET_105_FLOOR = 0.95
# Set 106 (session 16, the benchmark's own seen jobs in everyday words, written after the session's first merges): first
# run 36 of 44 untouched, none false; 44/44 after (intent/turns_of_phrase.py; "then call the note X" a rename in
# said_steps.py; test_turns_of_phrase.py).
SET_106_FLOOR = 0.95
# Set 107 (helper wt-121, questions people ask about their own data): first run 43 of 44 untouched, none false (a
# player's item asked about "in my vlc"); 44/44 after (answering/item_details.py; test_player_said_as_mine.py).
SET_107_FLOOR = 0.95
# Set 108 (helper wt-120, everyday requests as people type them to a phone assistant): first run 38 of 44 untouched,
# none false (a situation's day run on into "that day" by a bare comma or "so", "could I get X deleted", "could I get a
# new markor note …", "add a recipe to broccoli - Title, …", "dim my screen as low as it goes"); 44/44 after, none false
# (situations.py, request_frames.py, said_loosely_mends.py; test_everyday_request_forms.py).
SET_108_FLOOR = 0.95
# Set 109 (helper set-109, everyday requests typed or dictated to a phone assistant): first run 25 of 44 untouched, 5
# false (a playlist 'name it X', servings '12 not six', a recipe 'for broccoli: Title', tasks 'which ones are done' after
# the question, and one the wording's own error); 44/44 after, none false (reasons_mends.py, remark_references.py,
# situations.py, task_marks.py, answering/follow_ups.py and others; test_everyday_typed_forms.py).
SET_109_FLOOR = 0.95
# Set 110 (helper people110, everyday requests by people who are not engineers: typos, the reason first, days said
# from today, British and Indian English, dictation): first run 21 of 44 untouched, 2 false done (the latest event of a
# day answered with all its titles; a call "from" a number to delete from the log called instead); 44/44 after, none
# false (remark_shapes.py and remarks read into their requests, "prepone … timing same", "booked for", "which event is
# last", a timer wished for, files of a kind "out of X and into Y", recipes ready within a time; their tests
# test_remarked_and_regional_requests.py).
SET_110_FLOOR = 0.95
# Set 111 (helper people111, the benchmark's own seen templates across every app as different people type or dictate
# them): first run 30 of 44 untouched, 1 false done (a daily event 'from the eighteenth … an hour and a half each time,
# never ending' saved with "as a daily thing" in its title and no repetition); 44/44 after, none false (vocatives and
# casual sends, whom to answer said first, a note's text "is …", "a fortnight from today", "half an hour", "as a daily
# thing", "where's my X happening", "surname", a file "there is" in a folder, "after this song" before a queue:
# intent/everyday_turns.py; a situation run on by a bare "so" and "cancel" starting a request: situations.py; a
# repetition after an event's words: repeat_rules.py; an app said before a question's topic: topic_questions.py; their
# tests test_everyday_turns.py).
SET_111_FLOOR = 0.95
# Set 112 (helper people112, requests with context and constraints around the job: a reason, a deadline, whom it is
# for, "don't …" asides, two sentences, question tags, British/Indian/US spelling, typos): first run 23 of 44
# untouched, 4 false done (a message's text run on into ", they're waiting for me …", a "- dont touch the rest" aside
# added to a note, an expense "called" its name with a remark sentence in its note, "for the gym" in a playlist's
# name); 33 of 44 after, none false (intent/context_asides.py, intent/context_leads.py; test_context_asides.py). 43 of
# 44 after session 20's pass (a lead that names what the request points back to; test_named_by_leads.py).
SET_112_FLOOR = 0.95
# Set 113 (helper people113, 44 seen templates drawn with random.Random(113), everyday requests as people text a phone
# assistant: the app named loosely or not at all, days from today, numbers in words, a bit of context, typos): first
# run 25 of 44 untouched, 2 false done (a recipe "Add my Veggie stir fry to the recipe app: …" saved titled "app"; the
# last of three expenses "… and pharmacy 229.67 in health care, discounted" saved without its note); 44/44 after, none
# false (intent/texted_requests.py: verbs of people's own, a situation before the request, the app or the phone said
# after the job, the last row's note after bracketed ones, a resend asked as a doubt, an event said as what one is
# doing, an address passed on to whoever asks; test_texted_requests.py).
SET_113_FLOOR = 0.95
# Set 114 (helper people114, questions answered from the screen as people ask them in everyday text): first run 35 of
# 44 untouched, 2 false done (the events 'from monday 18th to wednesday the 20th' answered with a wrong set of titles;
# 'when did Kofi and I last speak' answered with the last call of anyone's time); 44/44 after, none false (a day in
# digits without "the": intent/ordinal_days.py; "X and I" in a call's time: answering/call_questions.py; "… is all I
# need", hours "from … till …", "set up as a to-do", a lead's "it", files "of the" folder since a day "included", "the
# priciest thing I spent on", "did I ever add X to the Y playlist": intent/answer_turns.py and others; their tests
# test_everyday_answers.py).
SET_114_FLOOR = 0.95
# Set 115 (helper people115, requests as people say them to a voice assistant, transcribed: run-on sentences, fillers,
# dates, times and amounts said aloud, numbers in words, self-corrections, apps named as heard): first run 21 of 44
# untouched, 4 false done ("please like just the name nothing else" typed into an event's new title; "same time two
# o'clock" set to 02:00; "a call in my call history from <number in words> … delete that one" called the number; "and
# um replace whatever's there now please" typed into a note's new text); 44/44 after, none false (remarks after a job's
# last value, values said again, a number corrected, digits and dollars-and-cents said aloud, "open tracks", a record,
# a call, a file or a sender said before its request: intent/voice_requests.py; "can you delete … but leave X alone":
# removal_mends.py; a recipe's time edited as "45 mins": field_edits.py; their tests test_voice_requests.py).
SET_115_FLOOR = 0.95
# Set 116 (helper people116, 44 seen templates drawn with random.Random(116), each said by a different kind of person:
# a busy parent, a teenager, an older person, a professional, a non-native speaker, someone asking indirectly): first
# run 29 of 44 untouched, 0 false done (failures ask or give up: indirect "I need X done"/"it would be great if",
# non-native word order "please you make …", a pronoun for the thing, apps named by what they do, "n" for "and"); 43/44
# after, none false (intent/persona_requests.py: a job wished done "I need X deleted", "it would be great if X was
# gone"; a learner's "please you …", "the contact of X, … it", "put to my queue the songs …", "with name", "inside
# write"; "n just"; "so kind as to", "A first and B second", "the notes program", a request asked with "?", a record's
# fields said as sentences, rows a sentence each; test_persona_requests.py). Left: "monday 10 to 8pm", which may be
# 7:50 pm: the agent asks.
SET_116_FLOOR = 0.95
# Set 117 (helper people117, requests relayed or quoted: what someone else asked passed on, "Mum says: …", "Sam
# texted 'can you …'", a request in reported speech with the person's own reason): first run 13 of 44 untouched, 1
# false done ("… when my yoga class on march 26 starts, what time is it in my calendar?" answered with the day's titles);
# the rest asked or gave up (a quoted request was a value missing from the plan). 44/44 after, none false: the frame
# taken off, the relayer's remarks and echoes after it dropped, their words' "your" the user's, never when what is left
# points back at them (intent/relayed_requests.py, hooked in Turn.task_said); "make a.md say X", "a.pdf shouldn't be
# in A, it needs to go in B", "in the notes put what they said: …", "and one called B" (intent/relayed_forms.py); a time
# asked of one event never answered with a day's titles (agenda_questions.py); test_relayed_requests.py.
SET_117_FLOOR = 0.95
# Set 118 (helper people118, fast phone typing: lowercase, little punctuation, texting shorthand, thumb slips): first
# run 33 of 44 untouched, 1 false done (ExpenseAddMultiple: 'add 3 expenses pls Winter boots $366.32 …' saved its
# first row as 'expenses please Winter boots'); the rest asked or gave up (a short word with a letter dropped:
# 'anythng', 'numbr', 'startin', 'frm'; 'need greta moreaus number', 'mtg w X', 'what did X say in her last txt',
# 'got dupes …, delete the extra copies', 'to 4pm same day', a new note 'in markor called b.md w/ the same text as
# a.md'). 44/44 after, none false (intent/thumb_typed.py: grammar words one inner letter short or with their 'g'
# dropped, 'mtg', 'dupes', the extra copies of duplicates said before, a contact's detail wished for with the
# apostrophe put back, rows run on after 'N expenses' with the last after 'n', 'same day' after a moved hour, a copy
# asked as a new note in markor, chat words in a question about what someone said; test_thumb_typed.py).
SET_118_FLOOR = 0.95
# Set 119 (helper people119, times, dates, durations and numbers said the many ways people say them: "midday", "21h",
# "a week on Tuesday", "the day before yesterday", "3/3", "1:38:49", amounts and digits said in words, ordinals): first
# run 24 of 44 untouched, 2 false done (a daily event "from monday 18 march at midday, every single day with no end
# date, one and a half hours each time" saved once for an hour; a note "with word for word the same text as
# minutes.md" saved with the words "for word the same text as minutes.md"); 44/44 after, none false (intent/
# said_quantities.py: items numbered as said "first A, second B" / "1st A", durations in words "one and a half hours",
# "an hour and a quarter", "2.5 hrs", "every single day", "a week on Tuesday", "the day before yesterday", US days
# "3/3" and "… this year", amounts said aloud between a row's values, phone numbers said in groups and pairs, a remark
# on when a thing is used; intent/loose_phrasings.py: "give X a quick ring", "who was it that", "word for word the
# same text", "one new folder …", "the Chili directions", a reason after "it's ringing", a track's day after its
# name, "from track one", a record told again by its amount, "change nothing else about it", recipes that take X "to
# prepare"; voice_requests keeps an amount said aloud on its own; sequence_mends leaves "plus one …" of a number;
# test_said_quantities.py).
SET_119_FLOOR = 0.95
# Set 120: structured or email-like messages (a greeting and a sign-off, values as bullets, numbered items or
# "field: value" lines, "Subject:"/"Re:" lines, bold or quoted values, a P.S. with a detail the job needs): first run
# untouched 13/44, 3 false done (the sign-off read as part of the last value: a contact saved as "Greta Lindqvist
# Thanks" with no number, the line "> Coffee filters Thanks, Pat" appended to a note, a track recorded without its name
# "**Hill repeats**"); 44/44 after, none false (a message's frame taken off, a subject, a greeting, a sign-off with the
# name under it, a P.S. kept as one more sentence: intent/message_frames.py; values set out on lines said in a line, a
# value alone under "…:", counted items, "Kind: value" lines the request points at, "New name:", "Old:/New:" numbers,
# a named thing's fields, a recording's name and kind, numbered notes and steps: set_out_values.py; sentences read
# together, a caller, a call or a file told first and pointed back at, whoever texted about a thing, "the one in X, not
# Y", "The note should say: …", "In my calendar, please …", a remark dropped only when the request reads without it:
# message_sentences.py; hooked in turn.py before the other mends; test_message_requests.py).
SET_120_FLOOR = 0.95
# Set 122 (helper people122): requests typed in a chat as a burst of two to four short messages (a greeting alone, the
# job split over lines, a later line that adds a detail, corrects one or lets the app go): first run untouched 25/44,
# 2 false done ("how many activities did i record in january\nsorry february" answered for January; "delete Team sync
# from my calendar\noh and Dentist appointment too" deleted Team sync alone and said done); 43/44 after, none false
# (intent/chat_bursts.py, hooked in turn.py after message_frames: a month, a bare number with the unit said before, a
# duration or a number's last digits said over on the next line, a weaker "sorry"/"no" only before a value; "oh and X
# too" added where the request names its things; the app alone on its line; "call it X" after a new or renamed thing, a
# bare name under "new playlist" or "delete an expense", items under a named playlist; "prep time should be 45 mins"
# under a thing; a phrase typed before its question; items one a line left as a list; test_chat_bursts.py). Left: two
# recipes on a line each with "description …" and "for an hour" in the directions (the recipe fields read the rest of
# the text as a duration).
SET_122_FLOOR = 0.95
# Set 124: the taps a person would make said instead of (or beside) the goal ("open markor, hit the plus, name it …",
# "settings > network & internet > wifi and flip it on", "contacts → X → edit → … → save", numbered steps, buttons as
# people remember them: the pencil, the three dots, the tick, the bin, "the big red button", a step the app does not
# have: "sort by duration"): first run untouched 3/44, 2 false done ("contacts → Maya Okafor → edit → wipe the phone
# number and put +1… → save" made a new Maya Okafor; "sort by distance and check the top cycling one. how many km?"
# answered a total); 44/44 after, none false (the goal the taps describe said back as one request and taken where it
# reads whole: intent/tapped_steps.py reads the steps, tap_words.py their words and where one ends, tapped_questions.py
# a question asked of what was tapped, tapped_entries.py taps that make something (a number dialled, a text sent, a
# new entry's fields after the plus, an alarm, a clock tab's button, text at a note's bottom), call_buttons.py a call
# screen's button, tap_state.py what was said; tapped_requests.py, hooked in Turn.task_said right after unframed;
# test_tapped_requests.py). Left (not in the set): a timer keyed as digits ("type 1 38 49"), given up, never done.
SET_124_FLOOR = 0.95
# Set 121 (helper people121, plain everyday requests as people type them to a phone assistant over 44 seen templates
# drawn with random.Random(121): short, polite, with a reason, the app named loosely or not at all, days and times as
# people say them): first run untouched 29/44, 6 false done (songs put "on the end of my Chill playlist" added to a new
# playlist "Chill playlist"; "rename the yoga class on the 26th? Call it Project kickoff instead." and "I finally
# emailed the landlord, can you tick that off in my tasks?" answered as questions; "rename dog_park.mp4 to for_mum.mp4
# in vlc? I'm sending it to my mum" typed the remark into the name; "text Ines Moreau where my next appointment is?
# She's meeting me there" texted the words; "someone called at twenty to nine this morning" called back the newest
# call); 44/44 after, none false (a remark after a whole request, a new name told apart, a task said by what was done,
# an email given then added, a note "on" a record, a copy of a note, "everything in a.md", a track named by the outing,
# "that swim" after the swim said, "put it on", a playlist's end, an app said first by what it keeps, a call's time in
# words: intent/assistant_asks.py, hooked in reader.read_task after loose_phrasings; in_context.py reads "somebody
# rang" as "someone called"; test_assistant_asks.py).
SET_121_FLOOR = 0.95
# Set 123: requests typed with emoji, symbols and shorthand (emoji at the end or in the middle, "@" for at, "&" and
# "+" for and, "→" or "->" for to or then, "#" for number or a tag, "w/", "b4", "2moro", "x2", "btw", "fyi", "asap", a
# value in brackets): first run untouched 28/44, 3 false done (a folder made as "[Music backup]" and a track saved as
# "[Hill repeats]", the brackets typed; a contact draft "work # +1…" left without its Work label); 44/44 after, none
# false (intent/typed_symbols.py: an arrow after a request that takes "to" is "to" ("rename A → B", "brightness →
# min", "fwd X → Ann"), a chain of them items in order, "→ then" then, an app before one where, "description of X →
# Y" a field set, the other arrows left to the readers that know them; "@" before a time or a place, "#" alone a
# number, tags at the end dropped, a value in square brackets without them, "a.jpg (in Download)", "b4", "fwd", "w/",
# "w/o", "recipes x2", "&"/"+"/"→" before a labelled field, "a note a.md inside w/ text"; an emoji inside a clause
# that goes on a space, one before the first labelled field a colon, one ending a line or the request nothing; a
# message's own words left as typed; intent/note_says.py: "change a.md to say: X" is its text, never a new name,
# "don't touch other notes" keeps the rest; intent/bulleted_recipes.py: recipes as bullets "Name: fields", each one
# recipe; hooked in turn._meant after the taps; test_typed_symbols.py).
SET_123_FLOOR = 0.95
# Set 125 (helper people125): requests said as the END STATE wanted ("there should be a folder called X", "Chicken curry
# shouldn't be in my recipes anymore", "bluetooth should be on", "I'd like my newest track to show as running") and
# questions as the fact wanted ("need the number of to-dos in Work", "the average pace … is what I need"); first run
# untouched 8/44, false done 1 ("I want this Saturday completely empty on my calendar, no events left" made an event
# titled "Completely empty, no events left" on the 16th and reported done); 44/44 after, none false
# (intent/wanted_states.py, hooked in reader._read_mended after the self-repairs: a call's state as answer or end, "to
# be on the phone with X" a call, a record that "shouldn't be in" a list "anymore" deleted (never when said where it
# goes instead), no W-named ones or duplicates "left" deleted, a day "empty", "cleared" or with "nothing on" the
# calendar its events deleted, what "should be" or is wanted made, a song or video "playing" played, a copy "in T,
# the one in F stays" copied, a photo wanted taken, a track that should "show as" a kind retyped, an event that
# "should be at" a time moved, should "last" a length made so, what stays "the same" dropped; a fact wanted asked as
# "what is", a count of bare things as "how many" (never "the number of my last call", a phone number), a call's
# length as "how long", "whether X called" as "did X call"; passive_requests: "I want nothing/… cleared on my calendar"
# never an event added; test_wanted_states.py).
SET_125_FLOOR = 0.95
# Set 128 (helper people128): a thing named or described first and the request then pointing back at it ("That note,
# a.md — delete it.", "Paper Planes, can you put it on?", "the Food category in Pro Expense — how many expenses are in
# it?"): first run untouched 15/44, 4 false done (the Food category's count answered from every expense, a playlist's
# count from the wrong list, an event edited instead of deleted as "Lunch with Sam thing", a recording saved as
# 'interview_66": record one'); 44/44 after, none false (intent/topics_first.py: the topic before a break said where
# the request's first pointer stands — "it", "them", "him", "her", "they", "one", "then", "that contact", "those
# three expenses", "its preparation time", "all of them", "how many of those", "call them back", "make them a
# playlist called N", "A on my B playlist: take it off that playlist", "a.md: the word X in it, replace it"; a ringing
# call said as one is the incoming call; a topic that is a situation, someone's words, a record typed as fields or a
# list, a place or an app alone, or a request itself is left to the readers that know them; hooked in turn._meant
# after the symbols; intent/in_context.py: "…? check Simple Calendar Pro, titles only" is where to look, then how to
# answer, both kept; test_topics_first.py).
SET_128_FLOOR = 0.95
# Set 126 (helper people126): negations, exclusions and contrasts around the job ("not the 12th, the 11th", "don't text
# her back, just …", "leave the title alone, …: rather than 9am make it 2pm", "(not Workout)", "- just the playlist,
# not the songs on it", "only that one, keep all my other tracks", "and nothing else"). First run untouched 27/44,
# false done 2 (the last caller called back as the last number dialled, the half the wording excluded; a Markor note
# given its title as its body after "- the title as the name, not the first line -"); after 44/44, false done 0.
# intent/contrasts.py (new: a contrast's excluded half, "rather than" / "instead of", a side action forbidden before or
# after the request, what is left alone; hooked in reader._read_mended and turn._meant; placed_fields.py skips an
# aside saying what the job is not), told_changes.py ("change the time of X … to 2pm": the event moved),
# app_question_mends.py ("which vlc playlist is X on?"), task_entries.py (a due day in its own sentence);
# test_contrasts.py.
SET_126_FLOOR = 0.95
# Set 127: telegraphic fragments, the job jotted as short noun phrases, each detail its own sentence or phrase, few or
# no verbs ("Markor. Note a.md. Delete.", "Bluetooth. Off.", "Contacts. X. Phone number? Number only."): first run
# untouched 3/44, no false done (nearly all asked about or given up: no reader reads a fragment at a time); 44/44
# after (intent/jotted_fragments.py: the verb alone or as done at the end moved before what it acts on, "it"/"its"
# read as the fragment before, "to delete: A, B" a labelled list, a setting and its state, "New title: X" a field
# changed, "… Into a Markor note" what is put where, "New event — X. details" and "Two VLC playlists. A — x. B — y."
# said in one run, "Calendar" alone as Simple Calendar Pro; intent/jotted_questions.py: a bare noun asked of what
# was named before it, "time?", "number of songs?", "sender?", "videos in it?", "a call from her today?", "any event
# starting then?", "its words"; hooked in turn._meant last and read_task first; never over a fragment that tells
# something, numbered steps, a request said whole, or one topic and its question after a dash; verbless.py: an
# event's title jotted with its own full stop is the title alone; test_jotted_fragments.py).
SET_127_FLOOR = 0.95
# Session 24, set 129: values written the way people in other locales or in a hurry write them (18/3, 18.03., "wed
# the 13th", 21h00, 1500, 436,78 $, (834) 555-9938, names and new playlists in lower case): first run untouched
# 34/44, 1 false done (a playlist typed "chill 82" for "Chill 82", judged by its key exactly); 44/44 after
# (intent/hurried_values.py: a clock time with an "h", "no." for a number, a day restated in brackets, two entries
# deleted each on its own day, a question asked as its noun phrase, an app named before what "its" request acts on,
# an event's title bare among its fields, two lower-case playlists joined by ", and", "straight after"; hooked in
# turn._meant first and _read_mended first; clauses.py: "…, then cancel B" a step of its own (it had been dropped, a
# false done); judge.py: a name kept as a key compared case-insensitively, as short text is; test_hurried_values.py).
SET_129_FLOOR = 0.95
# Set 130 (session 24, people130): the job vented as a complaint that implies the fix ("why is X still on my Chill
# playlist, take it off", "the Flowers expense is all wrong, should be …", "I keep forgetting which album X is on, what
# does VLC say?"); first run untouched 25/44, 0 false done; after, 44/44 (intent/vented_requests.py: the thing the
# complaint names is what the request points back at, the vent dropped; hooked in read_task after the self-repairs;
# situations.py: "her really?" is the person, not a thing of hers; test_vented_requests.py).
SET_130_FLOOR = 0.95
# Session 24, people set 132: fast thumb typing on a phone ("delet the vid party_12.mp4", "the Work foldr", "whats the
# total lenght", "pleasee", "btwn", "acc to vlc", "cal Kofi Lindqvists home numbr", "bin all the events w/ Call …",
# "…, files app", "diary", "a fortnight from today"); first run untouched 28/44, 2 false done; after, 44/44
# (intent/thumb_slips.py: a word's last letter dropped or doubled, swaps and dropped letters in the words of what a
# request is about, texting shorthand, "bin", the app tacked on last, a name's apostrophe; unread_words.py asks it so a
# slip is no word left unread; intent/timed_lengths.py: the length of activities asked in minutes is their duration;
# conditional_deletes.py / removal_mends.py: "all the notes in Archive but keep the folder"; task_entries.py: quoted
# notes end at their quote (a false done); trailing_reason_mends.py: "dont wanna …" after a bare switch;
# sequence_mends.py: "… once its going" after a call's step; test_thumb_typing.py).
SET_132_FLOOR = 0.95
# Set 131 (session 24, people131): apps called by generic, wrong-ish or descriptive names ("my fitness app", "the recipe
# thing", "the media player", "my to-do app", "the notes app" beside a file name) and things said by a description
# that picks one ("that 7:40 PM caller", "the expense I logged for Bakery", "the Ada Lune song Copper Sky", "the
# plumber from the list in contractors.md", "the documentary video", "my March 2030 runs"); first run untouched 25/44,
# 2 false done; after, 43/44 ("in the media player, which folder …" is asked about: the player said as the lead was
# read as VLC only until it made other runs report done with the job undone) (intent/apps_said_generically.py, intent/described_things.py, intent/titled_then_fields.py,
# hooked in _read_mended and turn._meant first; answering/item_detail_steps.py: a file said without its extension is
# found on its information page; clauses.named_app and deleting.read_delete: "… and C from Pro Expense?" ends no name
# in "?"; test_things_said_generically.py).
SET_131_FLOOR = 0.95
# Set 133 (people133): the job asked as an ability or how-to question ("can you …?", "is there a way to get rid of …",
# "how do I rename …", "can I get … deleted", "I was wondering if you could …", "do you know how many …"); first run
# untouched 27/44, 3 false done; after, 44/44 (intent/ability_questions.py: a how-to or can-it-be-done opener before a
# job's verb, "any chance you could", "can I get X deleted", "could you find the date of …", read first in
# courtesy._mend; indirect_questions.py: "how many times I've called X" is "have I called" (a false done);
# note_fields.py: 'a note "T" saying "B"' with the app named; trailing_reason_mends.py: a decline's reason;
# message_carries.py: "as a new contact, Name"; everyday_mends.py: "whoever it was that texted me";
# test_ability_questions.py).
SET_133_FLOOR = 0.95
# Set 135 (helper people135): the benchmark's formal task-writer register in verbs and frames it does not use word
# for word ("Using the Simple Calendar Pro app, register a new event …", "Initiate a call to …", "Ascertain …",
# "Respond with only …", "Ensure that no other …"); first run untouched 6/44, 3 false done (a question's formal verb
# made an event of "Determine which event …", a folder was made of a whole sentence); after, 44/44
# (intent/formal_register.py, hooked first in reader._read_mended and turn._meant; test_formal_register.py).
SET_135_FLOOR = 0.95
# Set 134 (helper people134): the job as a short email or note to a human assistant (greeting, request, thanks and
# sign-off, sometimes the key detail in a P.S.); first run untouched 36/44, 1 false done; after, 44/44.
SET_134_FLOOR = 0.95

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
            SET_52_FLOOR,
            SET_53_FLOOR,
            SET_54_FLOOR,
            SET_55_FLOOR,
            SET_56_FLOOR,
            SET_57_FLOOR,
            SET_58_FLOOR,
            SET_59_FLOOR,
            SET_60_FLOOR,
            SET_61_FLOOR,
            SET_62_FLOOR,
            SET_63_FLOOR,
            SET_64_FLOOR,
            SET_65_FLOOR,
            SET_66_FLOOR,
            SET_67_FLOOR,
            SET_68_FLOOR,
            SET_69_FLOOR,
            SET_70_FLOOR,
            SET_71_FLOOR,
            SET_72_FLOOR,
            SET_73_FLOOR,
            SET_74_FLOOR,
            SET_75_FLOOR,
            SET_76_FLOOR,
            SET_77_FLOOR,
            SET_78_FLOOR,
            SET_79_FLOOR,
            SET_80_FLOOR,
            SET_81_FLOOR,
            SET_82_FLOOR,
            SET_83_FLOOR,
            SET_84_FLOOR,
            SET_85_FLOOR,
            SET_86_FLOOR,
            SET_87_FLOOR,
            SET_88_FLOOR,
            SET_89_FLOOR,
            SET_90_FLOOR,
            SET_91_FLOOR,
            SET_92_FLOOR,
            SET_93_FLOOR,
            SET_94_FLOOR,
            SET_95_FLOOR,
            SET_96_FLOOR,
            SET_97_FLOOR,
            SET_98_FLOOR,
            SET_99_FLOOR,
            SET_100_FLOOR,
            SET_101_FLOOR,
            SET_102_FLOOR,
            SET_103_FLOOR,
            SET_104_FLOOR,
            SET_105_FLOOR,
            SET_106_FLOOR,
            SET_107_FLOOR,
            SET_108_FLOOR,
            SET_109_FLOOR,
            SET_110_FLOOR,
            SET_111_FLOOR,
            SET_112_FLOOR,
            SET_113_FLOOR,
            SET_114_FLOOR,
            SET_115_FLOOR,
            SET_116_FLOOR,
            SET_117_FLOOR,
            SET_118_FLOOR,
            SET_119_FLOOR,
            SET_120_FLOOR,
        ),
        start=16,
    )
)
# Sets 121 to 124 were written side by side and merged in another order, so they are listed by name, in the order
# their wordings stand in people.py.
_SET_FLOORS = (
    *_SET_FLOORS,
    (people.SET_122, SET_122_FLOOR),
    (people.SET_124, SET_124_FLOOR),
    (people.SET_121, SET_121_FLOOR),
    (people.SET_123, SET_123_FLOOR),
    (people.SET_125, SET_125_FLOOR),
    (people.SET_128, SET_128_FLOOR),
    (people.SET_126, SET_126_FLOOR),
    (people.SET_127, SET_127_FLOOR),
    (people.SET_129, SET_129_FLOOR),
    (people.SET_130, SET_130_FLOOR),
    (people.SET_132, SET_132_FLOOR),
    (people.SET_131, SET_131_FLOOR),
    (people.SET_133, SET_133_FLOOR),
    (people.SET_135, SET_135_FLOOR),
    (people.SET_134, SET_134_FLOOR),
)


def _rate(runs: list[Run]) -> float:
    return sum(r.verdict.passed for r in runs) / len(runs)


# Where the second file's runs start (test_androidworld_people_later.py): a set's start near the middle, so the two
# test workers share the people-phrased runs.
SPLIT = min((start for start, _ in _SET_FLOORS), key=lambda start: abs(2 * start - len(people.WORDINGS)))


def check_sets(runs: list[Run], offset: int) -> None:
    """No false done nor unconfirmed step, and each set that starts in ``runs`` (``offset`` into people.py) at its
    floor; the first sets, before set 16, at ``PEOPLE_FLOOR``."""
    failed = [(r.task.text, r.verdict.problems[:1]) for r in runs if not r.verdict.passed]
    assert not [r.task.name for r in runs if r.verdict.false_done or r.verdict.unconfirmed]
    if offset == 0:
        assert _rate(runs[: people.SET_16]) >= PEOPLE_FLOOR, failed
    starts = [start for start, _ in _SET_FLOORS]
    for (start, floor), end in zip(_SET_FLOORS, [*starts[1:], None], strict=True):
        if offset <= start < offset + len(runs):
            assert _rate(runs[start - offset : None if end is None else end - offset]) >= floor, failed


async def test_people_phrased_requests_are_done_as_the_templates_are() -> None:
    """The seen templates' jobs as people type them (people.py): the verb last, no app named, "pls"."""
    check_sets(await run_all(people.tasks()[:SPLIT]), 0)
