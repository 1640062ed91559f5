"""Colloquial turns met in the first runs of people sets 56, 59, 60, 61 and 65; each mended as a whole class into the wording the grammar
reads (``courtesy.plain`` applies them after ``recast_mends.RECAST``, in order, outside quoted text): a video "put
on", the farthest "distance-wise", a record that "is now called" something, what an expense "came to", the file
"changed last", a note's title and text split by a colon, the call put on hold "once it connects", where a video
"lives", how far runs are "on average", a text that "has a number in it" called, an event's "note:", a rename
followed by what the text "should now be", a number "labelled" as work or home; songs "of" an
artist's, how "often" someone called, a note made in "markor's X folder", "whatever I have on" a day moved, a song
said first and "which playlist is it on", the "number of" files in a folder; a playlist
named in lower case, "how long's", a field "added to" a record, a note "overwritten", the hours of a day said first,
a song removed "entirely", a video played with its folder said after, the calendar said as
a heading; an event said first and set to repeat, what an expense "was actually", a video's "runtime", "track
me", the first line a note "should be", the playlist that "has" a song, "if it isn't already", how long an event
"should last", "put myself on mute"; a mic "kept muted", an event that "should repeat", an address "passed on", "exactly
the same", the minutes a recipe "takes to prepare", a note's lines
put into tasks."""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement

_PLAYERS = r"vlc|retro\s+music"
_WHEN = (
    r"\b(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?::\d{2})?\s*(?:am|pm)|at\s+\d)"
)


def _event_note(found: re.Match[str]) -> str:
    """ "Yoga class tomorrow at 8 for an hour - note: …": on an event's line, the note is its description."""
    if rx(_WHEN, re.I).search(found.group("e")) is None:
        return found.group(0)
    return f"add {found.group('e')} to my calendar, description: "


def _repeating(found: re.Match[str]) -> str:
    """The event made to repeat, "every week" said as the repetition field names it ("weekly")."""
    every = " ".join(found.group("f").lower().split()).removeprefix("every ")
    often = {"week": "weekly", "day": "daily", "month": "monthly", "year": "yearly"}.get(every, every)
    event = re.sub(r"^(?:the|my)\s+", "", found.group("x"), flags=re.I)  # "the Yoga class": the event is "Yoga class"
    return f"make the event {event} repeat {often}"


COLLOQUIAL: tuple[tuple[str, Replacement], ...] = (
    # "can you put sunset_1.mp4 on in vlc": played.
    (
        rf"^put\s+(?P<x>[^,]+?)\s+on\s+(?P<w>(?:in|with)\s+(?:{_PLAYERS}))\s*[.!?]?$",
        r"play \g<x> \g<w>",
    ),
    # "my longest walk distance-wise": by distance.
    (
        r"\b(?P<w>distance|time|duration)[\s-]?wise\b",
        lambda m: "by distance" if m.group("w").lower() == "distance" else "by time",
    ),
    (r"^on\s+what\s+(?:day|date)\s+did\s+i\s+do\s+my\s+(?P<x>longest|shortest)\s+", r"which date was my \g<x> "),
    # "yoga class on the 26th of march is now called X, please update it": a rename.
    (
        r"^(?!.*\b(?:number|email|address)\b)(?P<x>[^,]+?)\s+is\s+now\s+called\s+(?P<y>[^,]+?)"
        r"(?:\s*,\s*(?:please\s+)?(?:update|change|fix)\s+(?:it|that|the\s+\w+)(?:\s+please)?)?\s*[.!]?$",
        r"rename \g<x> to \g<y>",
    ),
    # "what did the Bakery expense come to?": how much it was; "what did Bakery set me back?" says no expense, so what
    # was paid for it (the money asked is an expense's only when said so).
    (
        r"^what\s+did\s+(?:the\s+|my\s+)?(?P<x>[^?,]+?)\s+(?:come\s+to|cost(?:\s+me)?|add\s+up\s+to|set\s+me\s+back)\b",
        lambda m: (
            f"how much was the {m['x']}"
            if rx(r"\bexpenses?\b", re.I).search(m["x"])
            else f"how much did I pay for the {m['x']}"
        ),
    ),
    # "what's my lunch spending add up to", "what does my spending on lunch come to": what that name's expenses total.
    (
        r"^what(?:['’]s|\s+is|\s+does|\s+do)\s+(?:my|the)\s+(?:(?P<x>[\w' ]+?)\s+spending|spending\s+on\s+(?P<y>[\w' ]+?))\s+"
        r"(?:add\s+up\s+to|come\s+to|total)\b",
        lambda m: f"what do my {m['x'] or m['y']} expenses add up to",
    ),
    # "which file in Music did i change last?": the one modified most recently.
    (
        r"^(?P<q>which\s+(?:file|document|photo|picture)\s+in\s+.+?)\s+did\s+i\s+(?:change|edit|modify|update|touch|save)\s+"
        r"(?:last|most\s+recently)\b",
        r"\g<q> was modified most recently",
    ),
    # "new markor note Gift ideas: A scarf …", "note called X: …": the title before the colon, the text after it.
    (
        r"^(?P<v>(?:make\s+|create\s+|add\s+)?(?:a\s+)?new\s+(?:(?P<a>markor|joplin)\s+)?note(?:\s+in\s+(?P<b>markor|joplin))?)"
        r"\s+(?:called\s+|titled\s+|named\s+)?(?P<t>(?-i:[A-Z])[^:\"“]{0,40}?)\s*:\s*(?P<x>\S.*)$",
        lambda m: (
            f"new note in {m.group('a') or m.group('b') or 'markor'} called {m.group('t')} with the text {m.group('x')}"
        ),
    ),
    # "call Felix and put him on hold once it connects": the call, then hold.
    (
        r"\s+and\s+(?:then\s+)?put\s+(?:him|her|them|it|the\s+call)\s+on\s+hold(?:\s+(?:once|when|as\s+soon\s+as)\s+"
        r"(?:it|they|he|she)\s+(?:connects|picks?\s+up|answers?))?",
        ", then put the call on hold",
    ),
    # "where in vlc does documentary.mkv live?": the folder it is in.
    (
        rf"^where\s+(?:in\s+(?P<a>{_PLAYERS})\s+)?(?:does|is)\s+(?P<x>[\w-]+\.\w{{2,4}})\s+(?:live|sit|stored|saved|kept)\b",
        lambda m: f"which folder is {m.group('x')} in" + (f", according to {m.group('a')}" if m.group("a") else ""),
    ),
    # "on average how far are my runs": their average distance.
    (
        r"^on\s+average\s*,?\s+how\s+far\s+(?:are|were|is|do\s+i\s+go\s+on)\s+my\s+(?P<k>runs|walks|rides|swims|hikes)\b",
        r"what is the average distance of my \g<k>",
    ),
    # "my latest text has a phone number in it, call that number": the number in that message.
    (
        r"^(?:my\s+)?(?P<w>latest|last|newest|most\s+recent)\s+(?:text|message|sms)\s+has\s+(?:a\s+)?(?:phone\s+)?number\s+"
        r"in\s+it\s*(?:[,.;]|\s[-–—])\s*(?:please\s+|can\s+you\s+)?(?:call|ring|dial)\s+(?:that|the|it)(?:\s+number)?\s*[.!]?$",
        "call the number in my latest text message",
    ),
    # "Yoga class tomorrow at 8 for an hour - note: Bring the documents": an event's line and its description.
    (r"^(?!add\b|put\b|make\b|create\b)(?P<e>[^:\n]+?)\s+[-–—]\s+note\s*:\s*", _event_note),
    # "rename a.md as b.md, and the text should now be "…"": the rename, then the new text.
    (
        r"\s*,?\s+and\s+(?:the|its)\s+(?:text|contents?|body)\s+(?:should|must|needs\s+to)\s+(?:now\s+)?(?:be|say|read)\s+",
        " and change its text to ",
    ),
    # "phone +1…, label it Work": the number's label.
    (r",\s*(?:and\s+)?label\s+it\s+(?:as\s+)?(?P<l>home|work|mobile|main|other)\b", r", phone label: \g<l>"),
    # "what songs of Nora Vale's are in vlc": the songs by that artist.
    (
        rf"^what\s+songs\s+(?:of|by)\s+(?P<a>(?-i:[A-Z])[\w ]*?)(?:['’]s)?\s+(?:are|do\s+i\s+have)\s+in\s+(?P<p>{_PLAYERS})\b",
        r"which songs by \g<a> do I have in \g<p>",
    ),
    # "how often has Kofi called me": how many times.
    (
        r"^how\s+often\s+(?:has|did)\s+(?P<x>.+?)\s+(?:called|call|rung|rang|ring|phoned|phone)\s+me\b",
        r"how many times did \g<x> call me",
    ),
    # "in markor's Work folder make a.md saying …": a note made in that folder.
    (
        # (read after "in markor's Work folder" is said "in the Work folder in markor")
        r"^in\s+the\s+(?P<f>\w[\w ]*?)\s+folder\s+in\s+(?P<a>markor|joplin)\s*,?\s+(?:make|create|add|write)\s+(?:a\s+note\s+)?"
        r"(?P<n>[\w-]+\.\w{2,4})\s+(?:saying|that\s+says|with(?:\s+the\s+text)?)\s*:?\s*(?P<t>\S.*)$",
        r"in \g<a>, create a note named \g<n> in the \g<f> folder with the text: \g<t>",
    ),
    # "whatever i have on march 23, move it to 4pm, same day": the event on that day moved.
    (
        r"^(?:whatever|what(?:ever)?\s+event)\s+i\s+(?:have|['’]ve\s+got|got)\s+on\s+(?P<d>[^,]+?)\s*,\s*(?:please\s+)?"
        r"move\s+it\s+to\s+(?P<t>[^,]+?)(?:\s*,\s*(?:same\s+day|on\s+the\s+same\s+day|keep\s+the\s+(?:day|date)))?\s*[.!]?$",
        r"move the event on \g<d> to \g<t>",
    ),
    # "Glass Houses - which vlc playlist is it on?": the song said first.
    (
        rf"^(?P<x>[^-–—:,?]+?)\s*(?:[-–—:,])\s*which\s+(?:(?P<a>{_PLAYERS})\s+)?playlist\s+is\s+it\s+(?:on|in)"
        rf"(?:\s+in\s+(?P<b>{_PLAYERS}))?\s*\??$",
        lambda m: (
            f"which playlist is {m.group('x')} on"
            + (f" in {m.group('a') or m.group('b')}" if m.group("a") or m.group("b") else "")
            + "?"
        ),
    ),
    # "number of .jpg files in Documents?": how many there are.
    (
        r"^(?:the\s+)?number\s+of\s+(?P<x>(?:\.?\w+\s+)?files)\s+in\s+(?P<f>[^?]+?)\s*\??$",
        r"how many \g<x> are in \g<f>?",
    ),
    # "add sunset_1.mp4 to party in vlc": a playlist named in lower case.
    (
        r"^add\s+(?P<x>[\w-]+\.(?:mp4|mkv|avi|mov|webm))\s+to\s+(?!(?:the|my)\b)(?P<p>[\w ]+?)\s+in\s+vlc\s*[.!]?$",
        r"add \g<x> to the playlist \g<p> in vlc",
    ),
    # "how long's documentary.mkv?": "how long is".
    (r"\bhow\s+long['’]s\b", "how long is"),
    # "add the description Knee felt fine to my Sunday long one track": that field of that record.
    (
        r"^add\s+(?:the\s+|a\s+)?(?P<f>description|note|location)\s+(?P<v>.+?)\s+to\s+(?:my\s+|the\s+)?(?P<x>[^,]+?)\s+"
        r"(?P<k>track|event|expense|recipe)\s*[.!]?$",
        r"change the \g<f> of my \g<k> \g<x> to \g<v>",
    ),
    # 'overwrite a.md so it only says "…"': the note's text changed.
    (
        r"^overwrite\s+(?P<f>[\w-]+\.(?:md|txt))\s+(?:so\s+(?:that\s+)?it\s+(?:only\s+|just\s+)?(?:says|reads)|with)\s*:?\s*$",
        r"change the text of \g<f> to ",
    ),
    # "monday 10:00 to 20:00 - anything on?": the hours of a day said first.
    (
        r"^(?:(?P<n>this|next)\s+)?(?P<d>(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?P<a>\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s+"
        r"(?:to|till|until|-)\s+(?P<b>\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s*[-–—:,]\s*(?:anything|any\s+events?)\s+on\s*\?",
        lambda m: (
            f"do I have any events between {m.group('a')} and {m.group('b')} {m.group('n') or 'this'} {m.group('d')}?"
        ),
    ),
    # "remove the song Copper Sky from vlc entirely": from the app, wholly.
    (
        r"\b(?P<f>from\s+(?:vlc|retro\s+music|markor|broccoli|opentracks|pro\s+expense))\s+(?:entirely|completely|altogether)\b",
        r"\g<f>",
    ),
    # "play beach_day.mp4 in vlc, it's in the Camera folder": played from that folder.
    (
        r"^play\s+(?P<x>[\w-]+\.\w{2,4})\s+in\s+vlc\s*,\s*(?:it['’]s|it\s+is)\s+in\s+(?:the\s+)?(?P<f>[\w ]+?)(?:\s+folder)?\s*[.!]?$",
        r"in vlc, play the video \g<x> from the \g<f> folder",
    ),
    # "calendar: the March 23 event should start at 16:00": the app said as a heading before a change to its event.
    (r"^(?:my\s+|the\s+)?calendar\s*[:,]\s*(?=(?:the|my)\s+[^,]*\bevent\b)", ""),
    # "yoga class on the 21st - set it to repeat every week": the event said first, made to repeat.
    (
        r"^(?P<x>[^-–—:,]+?)\s*(?:[-–—:,])\s*(?:please\s+)?(?:set|make)\s+it\s+(?:to\s+)?repeat\s+"
        r"(?P<f>every\s+(?:week|day|month|year)|weekly|daily|monthly|yearly)\b",
        _repeating,
    ),
    # "Bakery was actually $67.50, fix the amount": what an expense really cost.
    (
        # ("The Bakery expense was actually $67.50, please fix it": the expense named between the words that say so)
        r"^(?:the\s+|my\s+)?(?P<x>(?-i:[A-Z])[\w' ]*?)(?:\s+expense)?(?:\s+in\s+pro\s+expense)?\s+(?:was|is|cost)\s+(?:actually|really)\s+"
        r"(?P<v>\$\d[\d,.]*)(?:\s*,\s*(?:please\s+)?(?:fix|change|update|correct)\s+(?:the\s+)?(?:amount|it|that))?\s*[.!]?$",
        r"change the amount of the expense \g<x> to \g<v>",
    ),
    # "what's the runtime of documentary.mkv": how long it is.
    (
        r"^what(?:['’]s|\s+is)\s+the\s+(?:runtime|run\s+time|running\s+time|length|duration)\s+of\s+(?P<x>[\w-]+\.\w{2,4})",
        r"how long is \g<x>",
    ),
    # "track me now and name it X": a new track recorded.
    (r"^(?:start\s+)?track(?:ing)?\s+me(?:\s+now)?\b", "record a new track"),
    # 'first line of a.md should be "…"': a line put at the top.
    (
        r"^(?:the\s+)?first\s+line\s+of\s+(?P<f>[\w-]+\.\w{2,4})\s+(?:should|needs\s+to|must)\s+be\s*:?\s*$",
        r"put this at the top of \g<f>: ",
    ),
    # "which of my vlc playlists has Glass Houses on it": the playlist a song is on.
    (
        rf"^which\s+(?:of\s+my\s+)?(?:(?P<a>{_PLAYERS})\s+)?playlists?\s+(?:has|have|contains?|includes?)\s+(?P<x>.+?)"
        r"(?:\s+(?:on|in)\s+it)?\s*\??$",
        lambda m: f"which playlist is {m.group('x')} on" + (f" in {m.group('a')}" if m.group("a") else "") + "?",
    ),
    # "turn on bluetooth if it isn't already": the state is what is asked, whatever it is now.
    (
        r"\s*,?\s+if\s+(?:it\s+)?(?:isn['’]t|is\s+not|it['’]s\s+not|not|wasn['’]t)\s*(?:already|on|off|yet)?"
        r"(?:\s+(?:already|yet))?\s*(?=[.!]?$)",
        "",
    ),
    # "Piano lesson on march 17 should last 90 minutes, same start time": its length changed, its start kept.
    (
        r"^(?P<x>[^,]+?)\s+should\s+(?:now\s+)?last\s+(?P<d>\d+\s*(?:min(?:ute)?s?|hours?))(?:\s*,\s*(?:(?:the\s+)?same|"
        r"keep(?:ing)?\s+(?:the|its))\s+start(?:\s+time)?)?\s*[.!]?$",
        r"make the event \g<x> last \g<d>, keeping its start time",
    ),
    # "put myself on mute": the call muted.
    (r"^(?:put\s+(?:myself|me)\s+on\s+mute|mute\s+(?:myself|me))\b", "mute the current call"),
    # "call Ravi but keep my mic muted": the call, then muted.
    (r"\s+(?:but|and)\s+(?:keep|have)\s+my\s+(?:mic|microphone)\s+(?:muted|on\s+mute)\b", " and mute my microphone"),
    # "Yoga class on march 21 should repeat weekly": the event made to repeat; "needs to" / "has to" likewise, and a
    # reason run on before it by "so" is no part of it ("signed up for the whole term so Yoga class … needs to …").
    (
        r"^(?:[^,\d\"“]+?,?\s+so\s+)?(?P<x>[^,]+?)\s+(?:should|needs\s+to|has\s+to|must|ought\s+to)\s+(?:now\s+)?repeat\s+(?P<f>weekly|daily|monthly|yearly|every\s+(?:week|day|month|year))\b",
        _repeating,
    ),
    # "pass the address Hana just texted me on to Priya": sent on.
    (
        r"^(?:pass|send|forward)\s+the\s+address\s+(?P<a>.+?)\s+just\s+(?:texted|sent)\s+me\s+on\s+to\s+(?P<b>.+)$",
        r"text the address \g<a> just sent me to \g<b>",
    ),
    # "with exactly the same text as": the same text.
    (r"\bexactly\s+the\s+same\b", "the same"),
    # "how many minutes does Greek salad take to prepare": its preparation time.
    (
        r"^how\s+many\s+minutes\s+does\s+(?P<x>.+?)\s+take\s+to\s+(?:prep(?:are)?|make|cook)\b",
        r"what is the preparation time of the recipe \g<x> in minutes",
    ),
    # "put the lines of todo.md from markor into tasks, one task per line": each line a task.
    (
        r"^(?:put|add|turn)\s+(?:the|all\s+the|each\s+of\s+the)\s+lines\s+(?:of|in|from)\s+(?P<n>[\w-]+\.(?:md|txt))"
        r"(?:\s+(?:from|in)\s+markor)?\s+(?:into|in|to)\s+(?:the\s+)?tasks(?:\s+app)?(?:\s*,\s*one\s+(?:task\s+)?"
        r"(?:per|a|for\s+each)\s+line)?\s*[.!?]?$",
        r"add each line of the markor note \g<n> as a task in the tasks app",
    ),
)
