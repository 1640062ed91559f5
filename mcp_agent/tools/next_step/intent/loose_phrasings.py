"""The words people put around a request's values, said as the grammar reads them (people set 119): whom to call
"given a quick ring", a question asked as "who was it that …", the same text "word for word", a thing wanted said
without its verb ("one new folder …, name it X"), a record's field said after the record's name ("the Chili
directions"), a reason after "it's ringing", the day a named track was recorded said after it, and a playlist played
"from track one", a record named then told again by its amount ("the Flowers expense, the $76.50 one"), "change
nothing else about it". First tries (session 22) added things named loosely: a new name without its "to", a
playlist renamed in a player by "X should be called Y", songs and playlists said in lower case, "the cycling one",
what was "recorded" on a day, the number "in" an event, "what's playing?", "start a new track", "make my march 21
yoga class weekly"; session 23: "track my hill repeats workout", "call it X now",
"what's this song that's on called". Each rewrite says the class as its plain form; quoted text and a message's
words stay as said."""

from __future__ import annotations

import re

from ..dates import MONTH_NAME
from ..file_names import STORAGE_FOLDER_WORD
from .clauses import KNOWN_APPS
from .courtesy import outside_message
from .rewrites import Rewrites

_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_FIELDS = r"(?:directions|ingredients|description|servings|preparation\s+time|prep\s+time|source|category|amount)"
_KINDS = r"(?:folder|note|playlist|contact|event|recipe|expense|file|alarm|timer)"


# An app said by its label, in any case, where it can only be the app ("update broccoli").
_APPS_SAID = "|".join(
    re.escape(app)
    for app in sorted(KNOWN_APPS, key=len, reverse=True)
    if len(app.split()) > 1 or app in ("Broccoli", "Markor", "Joplin", "OpenTracks", "VLC")
)

# Names that are no song: an app's, or a kind of thing the phone plays.
_NOT_A_SONG = re.compile(
    r"(?:music|radio|podcasts?|playlists?|videos?|songs?|something|anything|spotify|youtube|netflix|"
    + "|".join(re.escape(app.lower()) for app in KNOWN_APPS)
    + r")\b",
    re.I,
)


def _a_song(found: re.Match[str]) -> str:
    """ "play Paper Planes", "put on Quiet Storm": a name alone, with no player said, is a song's."""
    name = found["n"]
    return found.group(0) if _NOT_A_SONG.match(name) else f"play the song {name}"


def _appended(found: re.Match[str]) -> str:
    songs = [
        song.strip().title()
        for song in re.split(r"\s+(?:and\s+)?then\s+|\s+and\s+|\s*,\s*", found["s"])
        if song.strip()
    ]
    said = " and then ".join(songs)
    return f'add {said} to the end of my "{found["p"].strip().title()}" playlist {found["a"]}'


_LOOSE = Rewrites(
    (
        # "give Omar a quick ring", "give mum a call": a call to them ("give me a call" asks nothing of the phone).
        (
            r"\bgive\s+(?!(?:me|us|it|them)\b)(?P<x>\S+(?:\s+\S+){0,2}?)\s+a\s+(?:quick\s+|little\s+|fast\s+)?"
            r"(?:ring|call|buzz|bell)\b",
            r"call \g<x>",
        ),
        (r"\bwho\s+was\s+it\s+(?:that|who)\s+", "who "),
        # "what's playing?": the song the player plays now (said before the reading looks for whose question it is).
        (r"^what(?:'s|\s+is)\s+playing(?:\s+(?:right\s+)?now)?\s*\?*\s*$", "what song is playing now?"),
        # "make letter.md with exactly what's in minutes.md": a note with the other's text.
        (
            r"\bwith\s+(?:exactly\s+|just\s+)?what(?:['’]s|\s+is)\s+(?:written\s+)?in\s+(?P<f>[\w-]+\.(?:md|txt))\b",
            r"with the same text as \g<f>",
        ),
        # "new note letter.md with the same text as minutes.md": made as a copy (never read as the words to type).
        (
            r"^(?:a\s+)?new\s+(?=(?:markor\s+)?(?:note|file)\s+[\w-]+\.(?:md|txt)\s+with\s+the\s+same\s+(?:text|contents?|words)\b)",
            "create a new ",
        ),
        # "Quiet Storm, who's it by?", "who is Quiet Storm by?": the song's artist.
        (
            r"^(?:who(?:['’]s|\s+is)\s+(?P<x>[^,?]+?)\s+by|(?P<y>[^,?]+?)\s*(?:,|\s[-–—])\s*who(?:['’]s|\s+is)\s+(?:it|that)\s+by)\s*\?",
            lambda m: f"who is the artist of the song {m['x'] or m['y']}?",
        ),
        # "clear out everything under Transportation in my expenses": a category's expenses deleted.
        (
            r"^(?:clear\s+out|delete|remove|wipe|get\s+rid\s+of)\s+(?:everything|all|anything)\s+(?:under|in)\s+(?:the\s+)?"
            r"(?P<c>(?-i:[A-Z])[\w ]*?)(?:\s+category)?\s+(?:in|from)\s+(?:my\s+|the\s+)?(?:expenses|pro\s+expense)\s*[.!]?$",
            r"delete all expenses in the \g<c> category",
        ),
        # "delete whatever's on my calendar that day": everything there.
        (r"\b(?P<v>delete|remove|clear|cancel|wipe)\s+whatever(?:['’]s|\s+is)\s+(?=on\b|in\b)", r"\g<v> everything "),
        # "in files rename the Download recipe_card.jpg to …": a file named by its folder first.
        (
            rf"\b(?P<v>rename|delete|remove|move|copy|open)\s+(?:the|my)\s+(?P<d>{STORAGE_FOLDER_WORD})\s+(?P<f>[\w-]+\.\w{{2,4}})\b",
            r"\g<v> \g<f> in \g<d>",
        ),
        # "Lunch break → Tempo test, it's a track in opentracks": a record renamed, its kind said after.
        (
            r"^(?P<x>[^→,]+?)\s*(?:→|->)\s*(?P<y>[^,→]+?)\s*,\s*(?:it['’]s|it\s+is)\s+(?:a|the|my)\s+"
            r"(?P<k>track|playlist|recipe|note|event|expense|contact)(?P<a>\s+in\s+\w[\w ]*?)?\s*[.!]?$",
            r"rename the \g<k> \g<x> to \g<y>\g<a>",
        ),
        # "swims this week? number": how many.
        (
            r"^(?P<k>(?:bike\s+)?rides|runs|walks|swims|hikes|jogs|workouts|activities|tracks)\s+(?P<s>(?:this|last)\s+(?:week|month|year)|"
            r"today|yesterday)\s*\?\s*(?:(?:just\s+)?(?:a\s+|the\s+)?number(?:\s+only)?|count)?\s*[.?]?$",
            r"how many \g<k> \g<s>?",
        ),
        # "between march 18 and 20": the month said once for both days.
        (
            rf"\b(?P<p>between|from)\s+(?P<m>{MONTH_NAME})\s+(?P<a>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<c>and|to|through|till|until)\s+"
            r"(?P<b>\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:min|minutes|mins|hours?|hrs?|km|miles?|mi\b|%|:|am\b|pm\b|\d))",
            r"\g<p> \g<m> \g<a> \g<c> \g<m> \g<b>",
        ),
        # "what do I have from march 18 to march 20?": the events of those days.
        (
            rf"^what\s+do\s+i\s+have\s+(?=(?:from|between)\s+{MONTH_NAME}\s+\d)",
            "what events do I have ",
        ),
        # "my retro music playlist Road Trip": the playlist Road Trip in that player (never a playlist "retro music").
        (
            r"\b(?:my|the)\s+(?P<a>vlc|retro\s+music)\s+playlist\s+(?:called\s+|named\s+)?"
            r"(?P<p>(?-i:[A-Z])[\w']*(?:\s+(?-i:[A-Z0-9])[\w']*)*)",
            r"my \g<p> playlist in \g<a>",
        ),
        # Playlists asked of tersely: "how long does the Focus playlist run?", "Workout playlist length in minutes?",
        # "what videos does my Road Trip playlist have".
        (
            r"^how\s+long\s+(?:does|is|will)\s+(?:the\s+|my\s+)?(?P<p>[\w' ]+?)\s+playlist(?P<a>\s+(?:in|on)\s+(?:vlc|retro\s+music))?"
            r"(?:\s+(?:run|last|go\s+on|take))?\s*\?",
            r"what is the total length of my \g<p> playlist\g<a>?",
        ),
        (
            r"^(?:my\s+|the\s+)?(?P<p>[\w' ]+?)\s+playlist(?P<a>\s+(?:in|on)\s+(?:vlc|retro\s+music))?\s+(?:length|duration)\s+in\s+"
            r"minutes\s*\?",
            r"how many minutes long is my \g<p> playlist\g<a> in total?",
        ),
        (
            r"^(?:what|which)\s+(?P<k>videos|songs|tracks)\s+(?:does|do)\s+(?:the\s+|my\s+)?(?P<p>[\w' ]+?)\s+playlist"
            r"(?P<a>\s+(?:in|on)\s+(?:vlc|retro\s+music))?\s+(?:have|contain|hold)\s*\??$",
            r"which \g<k> are on my \g<p> playlist\g<a>?",
        ),
        # "who's on the other end of this call?": who the call is with.
        (
            r"^who(?:['’]s|\s+is)\s+on\s+the\s+other\s+end(?:\s+of\s+(?:this|the)\s+(?:call|line|phone))?\s*\??$",
            "who am I on a call with right now?",
        ),
        # "stopwatch, go": started.
        (r"^(?:the\s+)?stopwatch\s*[,:-]?\s*(?:go|start|on)\s*[.!]?$", "start the stopwatch"),
        # "anything over 250 dollars in my expenses, delete it": every expense above that amount deleted.
        (
            r"^(?:anything|everything|any\s+expenses?|all\s+expenses?)\s+(?:over|above|more\s+than)\s+\$?(?P<a>\d[\d,]*(?:\.\d\d)?)"
            r"(?:\s+dollars)?\s+(?:in|from)\s+(?:my\s+|the\s+)?(?:expenses|pro\s+expense)\s*[,.;-]\s*(?:please\s+)?(?:delete|remove)\s+"
            r"(?:it|them|those)\s*[.!]?$",
            r"delete every expense with an amount greater than $\g<a>",
        ),
        # "Glass Houses is off which album?": the album it is from.
        (r"^(?P<x>[^,?]+?)\s+is\s+(?:off|from|on)\s+which\s+album\s*\?", r"which album is \g<x> from?"),
        # "what's this song that's on in vlc called": the same, asked of the song by its name.
        (
            r"^what(?:['’]s|\s+is)\s+(?:this|the)\s+(?:song|track|tune)\s+(?:that['’]s|that\s+is|which\s+is)\s+(?:on|playing)"
            r"(?:\s+(?:right\s+)?now)?(?P<a>\s+(?:in|on)\s+(?:vlc|retro\s+music))?\s+called\s*\?*\s*$",
            r"what song is playing now\g<a>?",
        ),
        # "rename my latest track Tempo test": the new name said without its "to".
        (
            r"^(?P<r>rename\s+(?:my|the)\s+(?:latest|newest|last|most\s+recent|first|oldest)\s+(?:track|recording|note|"
            r"file|activity|playlist))\s+(?!to\b|as\b|in\b|on\b|from\b)(?=(?-i:[A-Z\"'“]))",
            r"\g<r> to ",
        ),
        # "in retro music, Focus should be called Chill": in a player, a name said first is a playlist's.
        (
            r"^(?P<a>in\s+(?:the\s+)?(?:retro\s+music|vlc)(?:\s+app)?\s*,\s*)(?:my\s+|the\s+)?(?P<x>(?-i:[A-Z])[\w'’ -]*?)"
            r"(?:\s+playlist)?\s+should\s+(?:now\s+)?be\s+(?:called|named|renamed)\s+(?:to\s+)?(?=\S)",
            r"\g<a>rename the playlist \g<x> to ",
        ),
        # "add neon rain to chill in retro music": in a player named, a song put on a playlist, said in lower case.
        (
            r"^(?P<v>add|put)\s+(?!(?:the|my|a|an|it|this|that|these|all)\b)(?P<s>(?-i:[a-z])[\w' ]*?)\s+(?:on|to|in|into)\s+"
            r"(?:my\s+|the\s+)?(?!(?:the|my|queue)\b|(?:end|top|start|bottom)\s+of\b)(?P<p>[a-z][\w' ]*?)(?:\s+playlist)?\s+"
            r"(?P<a>(?:in|on)\s+(?:retro\s+music|vlc))\s*[.!]?$",
            r"add the song \g<s> to my \g<p> playlist \g<a>",
        ),
        # "add northern sky and first light at the end of chill in retro music": songs put at a playlist's end, in
        # lower case (the names read as said once they are capitalised as the player shows them).
        (
            r"^(?:add|put)\s+(?!(?:the|my|a|an|it|this|that|these|all)\b)(?P<s>(?-i:[a-z])[\w' ]*?)\s+(?:to|at|on)\s+the\s+"
            r"end\s+of\s+(?:my\s+|the\s+)?(?P<p>(?-i:[a-z])[\w' ]*?)(?:\s+playlist)?\s+"
            r"(?P<a>(?:in|on)\s+(?:retro\s+music|vlc))"
            r"\s*[.!]?$",
            _appended,
        ),
        # "delete everything I recorded on march 11": the activities recorded that day.
        (
            r"\b(?:everything|all(?:\s+the\s+stuff)?)\s+(?:that\s+)?I\s+recorded\s+(?=on\b)",
            "all the activities I recorded ",
        ),
        # "call the number in my Vet visit event": the number written in that event's description.
        (
            r"\b(?:the\s+)?(?:phone\s+)?number\s+(?:in|on|from)\s+(?:my|the)\s+(?!description\b)"
            r"(?P<e>(?-i:[A-Z])[\w' ]*?)\s+(?:event|appointment)\b",
            r"the phone number in the description of my \g<e> event",
        ),
        (
            r"^(?:the|my)\s+(?P<e>[\w' ]+?)\s+(?:event\s+|appointment\s+)?has\s+a\s+(?:phone\s+)?number\s+in\s+"
            r"(?:its|the)\s+description\s*[,;-]?\s*(?:so\s+)?(?:please\s+)?(?:ring|call|dial|phone)\s+it\s*[.!]?$",
            r"call the phone number in the description of my \g<e> event",
        ),
        # "play Paper Planes", "put on Quiet Storm", "i wanna hear Quiet Storm": a song, with no player said.
        (
            r"^(?:play|put\s+on|i\s*(?:wanna|want\s+to|['’]d\s+like\s+to)\s+(?:hear|listen\s+to))\s+"
            r"(?P<n>(?-i:[A-Z])[\w'’]*(?:\s+(?-i:[A-Z])[\w'’]*){0,4})\s*[.!]?$",
            _a_song,
        ),
        # "which notes did I edit on march 2": the notes modified that day.
        (
            r"^(?:which|what)\s+(?:of\s+my\s+)?(?:markor\s+)?notes\s+(?:in\s+markor\s+)?did\s+I\s+(?:edit|change|update|touch|modify|"
            r"work\s+on)\s+(?=on\b)",
            "which notes in Markor did I modify ",
        ),
        # "missed calls count?": how many there are.
        (r"^(?:my\s+)?missed\s+calls?\s+(?:count|total)\s*\??\s*$", "how many missed calls are in my call log?"),
        # "documentary.mkv length?": how long the video runs.
        (
            r"^(?P<f>[\w-]+\.(?:mp4|mkv|avi|mov|webm))\s*[,:-]?\s*(?:length|duration|runtime|running\s+time)\s*\??\s*$",
            r"how long is the video \g<f>?",
        ),
        # "switch to speakerphone": the call put on speaker.
        (
            r"^(?:switch|go|change)\s+(?:over\s+)?to\s+(?:the\s+)?speaker(?:\s*phone)?\s*[.!]?$",
            "put the call on speaker",
        ),
        # "call X, and put me on mute": the call's microphone muted.
        (r"\bput\s+(?:me|us|my\s+mic(?:rophone)?|the\s+mic(?:rophone)?)\s+on\s+mute\b", "mute my microphone"),
        # "the recipe that serves 5 — call it Quick caesar now": when the new name holds is no part of it.
        (
            r"(?P<r>\b(?:call|name)\s+it\s+(?![\"“'])[^,]+?|^(?:please\s+)?rename\s+[^,]+?\s+to\s+(?![\"“'])[^,]+?)"
            r"\s+(?:now|instead)\s*[.!]?$",
            r"\g<r>",
        ),
        # "new opentracks recording called X", "start an opentracks track": the tracker's recording, never the recorder's.
        (
            r"^(?:(?:please\s+)?(?:start|begin|make|create|record|do)\s+)?(?:an?\s+)?(?:new\s+)?opentracks\s+"
            r"(?:recording|track|activity)\b",
            "record a new track in OpenTracks",
        ),
        # "start a new track and save it as X": a track recorded.
        (r"^(?:start|begin)\s+(?:a\s+)?(?:new\s+)?track(?:ing)?\b(?!\s+(?:of|for)\b)", "record a new track"),
        # "track my hill repeats workout, save it as X": an outing named before its kind, recorded as "record" says.
        (
            r"^track\s+(?=(?:my|a|an|the|this)\s+(?:[\w'-]+\s+){1,3}(?:workout|run|ride|walk|swim|hike|jog|session|outing)\b)",
            "record ",
        ),
        # "make my march 21 yoga class weekly": the event of that day made to repeat.
        (
            r"^make\s+(?:my|the)\s+(?P<d>(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2})(?:st|nd|rd|th)?\s+"
            r"(?P<x>[\w' ]+?)\s+(?P<f>daily|weekly|monthly|yearly)\s*[.!]?$",
            r"make the event \g<x> on \g<d> repeat \g<f>",
        ),
        # "rename the cycling one from the 10th": the track of that activity.
        (
            r"\bthe\s+(?P<k>cycling|running|walking|swimming|hiking|biking|bike|swim|walk|run|ride)\s+one\b(?=\s+(?:from|on)\b)",
            r"my \g<k> track",
        ),
        # "with word for word the same text as X", "exactly the same text": the same text.
        (
            r"\b(?:word[\s-]+for[\s-]+word|exactly|precisely|literally)\s+(?=the\s+(?:very\s+)?same\b)|"
            r"(?<=\bthe\s)very\s+(?=same\b)",
            "",
        ),
        # "one new folder in markor please, name it X": a thing wanted said without its verb.
        (
            rf"^(?:(?:please|pls)\s+)?(?:a|one|1)\s+(?:more\s+)?new\s+(?={_KINDS}\b)",
            "create a new ",
        ),
        # "change the Chili directions to: …": the record's name said before its field.
        (
            rf"\b(?P<v>change|set|update|edit|make)\s+the\s+(?P<n>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){{0,2}})\s+"
            rf"(?P<f>{_FIELDS})\b(?=(?:\s+(?:in|on)\s+\w+(?:\s+\w+)?)?\s*(?:to\b|:))",
            r"\g<v> the \g<f> of \g<n>",
        ),
        # "the Flowers expense, the $76.50 one, should be …": a record named, then told again by its amount.
        (
            r"\b(?P<r>the\s+(?-i:[A-Z])[\w'’-]*(?:\s+[\w'’-]+){0,2}?\s+(?:expense|recipe|event|note|contact|track))\s*,\s*"
            r"the\s+\$\d[\d,]*(?:\.\d\d)?\s+one\s*,\s*",
            r"\g<r> ",
        ),
        (
            r"\b(?P<k>change|touch|alter|edit)\s+nothing\s+else\s+(?:about|on|in|of)\s+(?:it|them|that\s+one)\b",
            r"\g<k> nothing else",
        ),
        # "pick up the phone, it's ringing and I've got my hands full": why it is answered is no part of it.
        (r"(?P<r>\b(?:pick\s+up|answer)\b[^.?!]*?\bit'?s\s+ringing)\s*(?:,|\band\b|[–—-])\s*[^?]*$", r"\g<r>"),
        # "delete the Forest trail track from last saturday": the track is named; the day it was recorded only says
        # which it is.
        (
            rf"\b(?P<n>(?-i:[A-Z])[\w'’-]*(?:\s+[\w'’-]+){{0,3}}?)\s+(?P<k>track|recording)\s+(?:from|on)\s+"
            rf"(?:last\s+)?{_WEEKDAY}\b",
            r"\g<n> \g<k>",
        ),
        # "markor: Garden folder, and in it beds.md saying …": a folder and the note in it, named without a verb.
        (
            r"^(?P<lead>[\w ]+?:\s*)?(?:a\s+|new\s+|a\s+new\s+)?(?P<f>(?-i:[A-Z])[\w -]*?)\s+folder\s*,?\s+(?:and|with)\s+"
            r"(?:in\s+it|inside(?:\s+it)?)\s+(?:a\s+(?:new\s+)?note\s+)?(?P<n>[\w-]+\.(?:md|txt))\s+"
            r"(?:saying|that\s+says|which\s+says|with\s+the\s+text|with)\s*:?\s+(?=\S)",
            r"\g<lead>create a new folder named \g<f> and inside it a note named \g<n> with the text: ",
        ),
        # "open up sunset_1.mp4 in vlc and let it play": a file opened to be played is played.
        (
            r"^(?:open(?:\s+up)?|pull\s+up|bring\s+up|load(?:\s+up)?)\s+(?P<x>[\w-]+\.(?:mp4|mkv|avi|mov|webm|mp3|m4a|wav))"
            r"(?P<a>\s+(?:in|on|with)\s+(?:vlc|retro\s+music))?\s+and\s+(?:let\s+it\s+play|play\s+it|start\s+(?:it|playing(?:\s+it)?)|"
            r"hit\s+play)\b",
            r"play \g<x>\g<a>",
        ),
        # "get Jonah Lindqvist on the phone, on speaker": a call, and its speaker turned on.
        (
            r"^get\s+(?P<x>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?)\s+on\s+the\s+(?:phone|line)"
            r"(?P<s>\s*(?:,|\s[-–—]|\s+and)\s*(?:put\s+(?:it|them|him|her)\s+)?on\s+(?:the\s+)?speaker(?:phone)?)?\s*[.!]?$",
            lambda m: f"call {m.group('x')}" + (" and turn on the speakerphone" if m.group("s") else ""),
        ),
        # "which Road Trip tracks in retro music are under 3 minutes?": a name before "tracks"/"songs" in a player is
        # its playlist's.
        (
            r"^(?P<w>which|what)\s+(?P<n>(?-i:[A-Z])[\w'’]*(?:\s+(?-i:[A-Z0-9])[\w'’]*){0,3})\s+(?:tracks|songs)\b"
            # (and a bound on them: "what Nora Vale songs are in vlc" names an artist)
            r"(?=[^?]*\b(?:retro\s+music|vlc)\b)(?=[^?]*\b(?:under|over|shorter|longer|less|more)\b)",
            r"\g<w> songs on my \g<n> playlist",
        ),
        # "jpg count in Documents?": how many files of that kind are there.
        (
            r"^(?:\.)?(?P<k>jpg|jpeg|png|pdf|txt|mp3|mp4|docx?|md)s?\s+(?:count|total)\s+in\s+(?:the\s+|my\s+)?(?P<f>(?-i:[A-Z])\w*)"
            r"(?:\s+folder)?\s*\?",
            r"how many .\g<k> files are in the \g<f> folder?",
        ),
        # "play beach_day.mp4 … for the kids": whom it is played for is no part of what is played.
        (r"\s+for\s+(?:the\s+)?(?:kids|children|family|guests|baby)\s*[.!]?$", ""),
        # "add this: Online course | $436.78 | Education | Monthly": one row's cells set off by bars, as by commas.
        # (one line only: rows under a header line are the table readers')
        (
            # (after a request's own verb, cells with no label of their own: "Folder: Work | File: …" is labelled)
            r"^(?P<h>[^\n|:]*\b(?:add|log|put|enter|record|save)\b[^\n|:]*:)[ \t]*(?P<r>[^|\n:]+?(?:[ \t]+\|[ \t]+[^|\n:]+?){2,})[ \t]*$",
            lambda m: f"{m.group('h')} {m.group('r').replace(' | ', ', ')}",
        ),
        # "running km from the 1st to the 10th, two decimals": an outing's measure over a span, asked without its "?".
        (
            r"^(?P<q>(?:running|cycling|walking|swimming|hiking)\s+(?:km|kms|kilomet(?:er|re)s|miles|distance|minutes|hours)\s+"
            r"(?:from|between|in|this|last|since|on|during|over)\b[^?,]*?)\s*(?P<t>,[^?]*)?$",
            r"\g<q>?\g<t>",
        ),
        # "how many things are on my vlc Focus playlist?": the player said before the playlist's name is where it is.
        (
            r"\b(?P<d>my|the)\s+(?P<a>vlc|retro\s+music)\s+(?P<n>(?-i:[A-Z])[\w'’]*(?:\s+(?-i:[A-Z0-9])[\w'’]*){0,3})\s+playlist\b"
            r"(?P<r>[^,;.!?]*)",
            r"\g<d> \g<n> playlist\g<r> in \g<a>",
        ),
        # "Pancakes should make 12 servings, not 6, update broccoli": the app said as what to update is where the
        # change is made (had been typed into the value: a false done).
        (
            r"\s*[,;]\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:update|fix|change|correct|edit)\s+(?:it\s+in\s+|in\s+)?(?:the\s+|my\s+)?"
            rf"(?P<a>{_APPS_SAID})(?:\s+app)?(?:\s+(?:please|pls))?\s*[.!]?$",
            r" in \g<a>",
        ),
        # "vlc is playing everything in order, put it on shuffle": the player said as what it is doing is where the
        # request is done ("it" is the player's play).
        (
            r"^(?P<a>vlc|retro\s+music)\s+(?:is|['’]s|keeps)\s+(?:playing|going|on)\b[^,;.!?]*[,;.!]\s*(?:so\s+)?"
            r"(?P<r>(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:put|turn|switch|set|make|shuffle|stop|pause)\b[^,;.!?\"“]*?)"
            r"\s*[.!]?$",
            r"\g<r> in \g<a>",
        ),
        # "grab a quick video with the camera": a photo or a video grabbed or snapped is taken.
        (
            r"^(?:grab|snap|shoot)\s+(?:me\s+)?(?:a\s+)?(?:quick\s+)?(?P<k>video|photo|picture|pic|selfie)\b",
            r"take a \g<k>",
        ),
        # "… Note it as Monthly.": the note is what comes after "as" (had been saved as "it as Monthly").
        (r"\bnote\s+it\s+(?:down\s+)?as\b", "note"),
        # "save two numbers for me: Lena Haddad, work, +1… and …": people with their numbers are contacts to add.
        (
            r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:save|add|store)\s+(?:these|the\s+following|two|three|both|\d)?\s*"
            r"(?:new\s+)?(?:phone\s+)?numbers(?:\s+for\s+me|\s+(?:to|in|into)\s+(?:my\s+)?(?:contacts|phone))?\s*:\s*",
            "add the following contacts: ",
        ),
        # "from track one", "from the very first song": from the top, as the players' readers read it.
        (
            r"\bfrom\s+(?:(?:track|song|video|number)\s+(?:one|1)|the\s+(?:very\s+)?(?:first|1st)\s+(?:track|song|video|one))\b",
            "from the top",
        ),
        # "the recipes in a.txt that take ten minutes to prepare, add those …": how long they take is the value.
        (
            r"\b(?P<t>that\s+takes?|taking)\s+(?P<v>[^,:;—-]+?)\s+to\s+(?:prepare|prep|make|cook)(?=\s*[,:;—-])",
            r"\g<t> \g<v>",
        ),
    )
)


def loose_phrasings(text: str) -> str:
    """``text`` with the classes above said plainly; unchanged when none is in it."""
    return outside_message(text, _LOOSE)
