"""The plan grammar: one subgoal per string, as intent.plan_for writes them (listed in planner.py).

A plan the planner cannot read (a foreign plan, a model's) is planned afresh from the task.

The goal grammar's steps add (post-conditions in steps_achieved.py)::

    Check the <thing> '<title>' is listed [at <date> <time>]   a list row shows it (on its day, time)
    Open the <thing> '<name>' [on <date>] / Open the latest conversation   (an event: its month shown first)
    Make the <thing> last <N> minutes           its end time: the start it keeps plus N (steps_lasting.py)
    Open the <thing> showing '<value>'          the one row showing an amount, a day or words (steps_chosen.py)
    Delete the <thing> showing '<value>'        that row deleted the way one named is (two that show it: asked)
    Open the newest <thing> [that is '<kind>']  the top row of a list kept newest first (of a kind)
    Delete the <thing> '<name>' [on <date>]     under its day's month, the row of that day (steps_deleting.py)
    Delete the newest <thing> / Delete every <thing> [on <date>] [that is '<kind>']
    Delete the extra copies of duplicate <thing>s / Delete every <thing> whose <field> mentions '<word>'
    Delete every <thing> whose <field> is [over | under] '<value>'
    Delete the <thing> with the highest|lowest amount / that starts first|last [on <date>] [in the category '<c>'] /
    with the largest|smallest size / with the longest|shortest length / with the oldest|newest date
                                                the one row a superlative picks, read off the whole list (picking.py)
    Add '<text>' to the top|bottom of the body field [with a blank line] / Rename it to '<name>'
    Rename the file '<name>' to '<name>'       a file manager's: selected first, then its menu's Rename
    Replace '<word>' with '<word>' in the body field   every whole-word one, typed back (steps_replacing.py)
    Choose '<value>' for the <field> field      a drop-down or a row that opens the choices
    Mark the task '<name>' done|not done        a to-do's check box (steps_marking.py)
    Set the timer to HH:MM:SS / Start|Pause the stopwatch / Dial <number> / Answer the call / End the call
    Start recording / Stop recording / Resend my last message / Dismiss any pop-ups
    Take a photo / Start recording a video      a camera's shutter / record button (its mode first)
    Copy|Move the file '<name>' to the folder '<folder>' / Check the file '<name>' is in the folder '<folder>'
    Answer from the agenda: <mode> <first day> <last day> <from> <to> | <subject>
    Stop: the rules cannot <what>             give_up: a step that would need a guess
    Remember the <what> [as «key»]            a fact read off the screen into known_facts (carrying.py);
                                              a later subgoal names it «key» and is read with its value
    Close the <thing>                         back out of the entry just read, to its list
    Add a <thing> for each row of «key» [with '<value>']   replaced by the entries of the rows read
    Add the <thing> said in «key»             replaced by the entry a remembered text states (carrying.py)
    Remember the row of the <thing> '<name>' as «key» / Add an expense named '<n>' with the amount and category of
    «key» / Add an event titled '<t>' at <HH:MM> for <n> minutes on the day of «key»   an entry made like another
    Add '<item>' to the playing queue / Export the playlist '<name>' to <folder>   a player's (playing.py)
    Add '<item>' to play next                 right after what plays (a player's Insert next / Play next)
    Remember the songs lasting <low>-<high> seconds in all as «key»   items chosen to last a span (lengths.py)
    Remember the <thing> showing '<value>' as «key»   the name of the one row showing it (shown_names.py)
    Play '<item>' / Remove '<item>' from the playlist '<name>'   a player's item played, taken off a playlist
    Play the playlist '<name>'                its page's Play all (playing.py)
    Play all the videos|songs                 the library's Play all, on the tab that lists them
    Tell who is on the call                   the other party of the call going (answering/on_the_line.py)
    Tell the length of the last call with '<name>'   off the call's own page (answering/call_lengths.py)
    Shuffle the playlist '<name>' / Play '<item>' as audio / Turn on|off the player's shuffle mode
                                              a list or an item played a way (play_modes.py)
    Tell what is playing                      the title beside a player's Pause control (answering/now_playing.py)
    Tell the length|artist|album|folder|playlist of '<item>'   one item's, off its row or its information page
                                              (a playlist: each one opened in turn)
    Select every '<.ext>' file / Delete the selected files / Move the selected files to the folder '<folder>'
                                              a folder's files of a kind, selected together (selection.py)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

Kind = Literal[
    "ask_instead",
    "open_setting",
    "open_conversation",
    "open_contact",
    "open_app",
    "toggle",
    "toggle_app",
    "quantity",
    "set_value",
    "type",
    "enter_fact",
    "send",
    "call",
    "start_new",
    "save",
    "explore",
    "find",
    "pick_cheapest",
    "pick_dearest",
    "pick",
    "checkout",
    "place_order",
    "read",
    "wizard_next",
    "wizard_finish",
    "tap",
    "check",
    "open_item",
    "open_shown",
    "last_for",
    "delete",
    "delete_newest",
    "delete_shown",
    "delete_all",
    "delete_duplicates",
    "delete_matching",
    "delete_picked",
    "timer",
    "alarm",
    "move",
    "dismiss",
    "append",
    "rename",
    "record_start",
    "record_stop",
    "answer_call",
    "end_call",
    "open_latest",
    "open_newest",
    "resend",
    "dial",
    "choose",
    "stopwatch",
    "photo",
    "video_start",
    "copy_to",
    "check_in_folder",
    "cannot",
    "agenda",
    "list_answer",
    "call_back",
    "add_to_list",
    "check_list",
    "remember",
    "choose_span",
    "pick_shown",
    "close",
    "queue_add",
    "export_list",
    "play",
    "now_playing",
    "on_the_line",
    "call_length",
    "item_detail",
    "unlist",
    "select_kind",
    "delete_selected",
    "move_selected",
    "add_rows",
    "replace_word",
    "mark",
]


@dataclass(frozen=True, slots=True)
class Subgoal:
    kind: Kind
    target: str = ""
    text: str = ""
    on: bool = True
    source: str = ""
    named: str = ""  # a day's entries of one kind only ("Delete every activity on … that is 'Swimming'")


_GRAMMAR_SOURCE: tuple[tuple[str, Kind], ...] = (
    (r"Ask the user what to do instead of: (?P<target>.+)", "ask_instead"),
    (r"Select every '(?P<text>.*)' file", "select_kind"),
    (r"Delete the selected files", "delete_selected"),
    (r"Move the selected files to the folder '(?P<target>.*)'", "move_selected"),
    (r"Check the (?P<target>\w+) '(?P<text>.*)' is listed(?: at [\d: -]+)?", "check"),
    (r"Open the (?P<target>\w+) showing '(?P<text>.*)'", "open_shown"),
    (r"Make the (?P<target>\w+) last (?P<text>\d+) minutes", "last_for"),
    (r"Open the (?P<target>\w+) '(?P<text>.*)'(?: on \d{4}-\d\d-\d\d)?", "open_item"),
    (r"Open the latest conversation", "open_latest"),
    (r"Open the newest (?P<target>\w+)(?: that is '(?P<named>[^']+)')?", "open_newest"),
    (r"Delete the extra copies of duplicate (?P<target>\w+?)s", "delete_duplicates"),
    (r"Delete every (?P<target>\w+) whose (?P<field>\w+) mentions '(?P<text>.*)'", "delete_matching"),
    (r"Delete every (?P<target>\w+) whose (?P<field>\w+) is (?:over |under )?'(?P<text>.*)'", "delete_matching"),
    (r"Move the (?!file\b)(?P<target>\w+) '(?P<text>.*)' to the folder '.*'", "move"),
    (
        r"Delete the (?P<target>\w+) (?:with the (?:highest|lowest) amount|that starts (?:first|last)|"
        r"with the (?:largest|smallest) size|with the (?:longest|shortest) length|with the (?:oldest|newest) date)"
        r"(?: on (?P<text>\d{4}-\d\d-\d\d))?(?: in the category '(?P<named>[^']+)')?",
        "delete_picked",
    ),
    (r"Delete the newest (?P<target>\w+)", "delete_newest"),
    (r"Delete the (?P<target>\w+) showing '(?P<text>.*)'", "delete_shown"),
    (r"Delete every (?P<target>\w+)(?: on (?P<text>[\d-]+))?(?: that is '(?P<named>[^']+)')?", "delete_all"),
    (r"Delete the (?P<target>\w+) '(?P<text>.*)'(?: on \d{4}-\d\d-\d\d)?", "delete"),
    (r"Set the timer to (?P<text>\d\d:\d\d:\d\d)", "timer"),
    (r"Set an alarm for (?P<text>\d\d:\d\d)(?: labelled '(?P<target>.*)')?", "alarm"),
    (r"Dismiss any pop-ups", "dismiss"),
    (r"Answer from the list: (?P<text>\{.*\})", "list_answer"),
    (r"Add '(?P<text>.*)' to the playlist '(?P<target>.*)'", "add_to_list"),
    (r"Check the playlist '(?P<target>.*)' holds '(?P<text>.*)'", "check_list"),
    (r"Add '(?P<text>.*)' to play (?P<target>next)", "queue_add"),
    (r"Add '(?P<text>.*)' to the playing queue", "queue_add"),
    (r"Export the playlist '(?P<target>.*)' to (?P<text>.+)", "export_list"),
    (r"Tell what is playing", "now_playing"),
    (r"Tell who is on the call", "on_the_line"),
    (r"Tell the length of the last call with '(?P<text>.*)'", "call_length"),
    (r"Tell the (?P<target>length|artist|album|folder|playlist) of '(?P<text>.*)'", "item_detail"),
    (r"(?P<target>Shuffle) the playlist '(?P<text>.*)'", "play"),
    (r"Turn (?P<state>on|off) the player's (?P<target>shuffle mode)", "play"),
    (r"Play '(?P<text>.*)' (?P<target>as audio)", "play"),
    (r"Play the (?P<target>playlist) '(?P<text>.*)'", "play"),
    (r"Play (?P<target>all) the (?P<text>videos|songs)", "play"),
    (r"Play '(?P<text>.*)'", "play"),
    (r"Remove '(?P<text>.*)' from the playlist '(?P<target>.*)'", "unlist"),
    (
        r"Call back the (?P<target>missed|incoming|outgoing|latest) call(?: at (?P<text>\d{1,2}(?::\d\d)?(?: [AP]M)?))?",
        "call_back",
    ),
    (r"Answer from the agenda: (?P<target>\S+ \S+ \S+ \S+ \S+) \|\s*(?P<text>.*)", "agenda"),
    (r"Stop: the rules cannot (?P<target>.+)", "cannot"),
    (r"(?P<target>Start|Pause) the stopwatch", "stopwatch"),
    (r"Take a photo", "photo"),
    (r"(?:Copy|Move) the file '(?P<text>.*)' to the folder '(?P<target>.*)'", "copy_to"),
    (r"Check the file '(?P<text>.*)' is in the folder '(?P<target>.*)'", "check_in_folder"),
    (r"Start recording a video", "video_start"),
    (r"Choose '(?P<text>.*)' for the (?P<target>.+) field", "choose"),
    (r"Mark the (?P<target>\w+) '(?P<text>.*)' (?P<state>done|not done)", "mark"),
    (r"Add '(?P<text>.*)' to the (?P<target>top|bottom) of the body field(?P<state> with a blank line)?", "append"),
    (r"Rename it to '(?P<text>.*)'", "rename"),
    (r"Rename the file '(?P<target>.*)' to '(?P<text>.*)'", "rename"),
    (r"Replace '(?P<target>.*)' with '(?P<text>.*)' in the body field", "replace_word"),
    (r"Start recording", "record_start"),
    (r"Stop recording", "record_stop"),
    (r"Answer the call(?: from (?P<target>.+))?", "answer_call"),
    (r"End the call(?: with (?P<target>.+))?", "end_call"),
    (r"Resend my last message", "resend"),
    (r"Dial (?P<target>\+?\d+|«[\w ]+»)", "dial"),
    (r"Close the (?P<target>\w+)", "close"),
    (r"Add an? (?P<target>\w+) for each row of «(?P<text>[\w ]+)»(?: with '.*')?", "add_rows"),
    (r"Add each of «(?P<text>[\w ]+)» to the (?P<target>playlist) '.*'", "add_rows"),
    (r"Add the (?P<target>\w+) said in «(?P<text>[\w ]+)»", "add_rows"),
    (r"Add an (?P<target>expense) named '.*' with the [\w ]+ of «(?P<text>[\w ]+)»", "add_rows"),
    (r"Add an (?P<target>event) titled '.*' at [\d:]+ for \d+ minutes on the day of «(?P<text>[\w ]+)»", "add_rows"),
    (
        r"Remember the (?:songs|videos|items) lasting (?P<text>\d+-\d+) seconds in all as «(?P<target>[\w ]+)»",
        "choose_span",
    ),
    (r"Remember the (?P<target>\w+) showing '(?P<text>.*)' as «(?P<named>[\w ]+)»", "pick_shown"),
    (r"Remember the (?P<target>number) for '(?P<named>.*)' as «(?P<text>[\w ]+)»", "remember"),
    (r"Remember the row of the (?P<target>\w+) '(?P<named>.*)' as «(?P<text>[\w ]+)»", "remember"),
    (r"Remember the (?P<target>[\w' ]+?)(?: as «(?P<text>[\w ]+)»)?", "remember"),
    (r"Open the conversation with (?P<target>.+)", "open_conversation"),
    (r"Open the contact (?P<target>.+)", "open_contact"),
    (r"Open the (?P<target>.+) setting", "open_setting"),
    (r"Open (?P<target>.+)", "open_app"),
    (r"Turn (?P<state>on|off) (?P<target>.+?) for (?P<text>.+)", "toggle_app"),
    (r"Turn (?P<state>on|off) (?P<target>.+)", "toggle"),
    (r"Set the quantity to (?P<text>\d+)", "quantity"),
    (r"Set (?P<target>.+?) to (?P<text>.+)", "set_value"),
    (r"Type '(?P<text>.*)'(?: into (?P<target>.+))?", "type"),
    (r"Enter the (?P<target>.+)", "enter_fact"),
    (r"Send the message", "send"),
    (r"Call (?P<target>.+) on the (?P<text>mobile|work|home) number", "call"),
    (r"Call (?P<target>.+)", "call"),
    (r"Start a new (?P<target>.+)", "start_new"),
    (r"Save the (?P<target>.+)", "save"),
    (r"Find an app for: (?P<target>.+)", "explore"),
    (r"Find (?P<target>.+)", "find"),
    (r"Pick the cheapest (?P<target>.+)", "pick_cheapest"),
    (r"Pick the most expensive (?P<target>.+)", "pick_dearest"),
    (r"Pick (?P<target>.+)", "pick"),
    (r"Proceed to checkout", "checkout"),
    (r"Place the order", "place_order"),
    (r"Read the (?P<text>\w+) about (?P<target>.+)", "read"),
    (r"Tap Next on each page until the end", "wizard_next"),
    (r"Finish the wizard", "wizard_finish"),
    (r"Tap (?P<target>.+)", "tap"),
)


# DOTALL: a carried fact (a note's text) may hold line breaks.
_GRAMMAR = tuple((re.compile(pattern, re.IGNORECASE | re.DOTALL), kind) for pattern, kind in _GRAMMAR_SOURCE)


@lru_cache(maxsize=4096)
def parse_subgoal(text: str) -> Subgoal | None:
    """A subgoal this planner wrote, or None for one it cannot read (a foreign plan)."""
    for pattern, kind in _GRAMMAR:
        match = pattern.fullmatch(text.strip())
        if match is not None:
            groups = match.groupdict()
            return Subgoal(
                kind,
                (groups.get("target") or "").strip(),
                groups.get("text") or "",
                # An append's "with a blank line" is said or not: unsaid, no blank line (a toggle's unsaid state is on).
                (groups.get("state") or ("" if kind == "append" else "on")).lower()
                in ("on", " with a blank line", "done"),
                text.strip(),
                groups.get("named") or "",
            )
    return None
