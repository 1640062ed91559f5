"""The app that keeps what a request names when it names no app: a recipe's or an expense's by its kind, a playlist or a
song the music player's (one of videos the video player's), a track, an activity or a distance the sports tracker's.
Each is asked only when no app is said in the clause: an app said anywhere wins."""

from __future__ import annotations

import re

from ..patterns import rx

# The app that keeps each kind of record, for a record named by its kind alone ("the Greek salad recipe").
APP_OF_KIND = {
    "expense": "Pro Expense",
    "recipe": "Broccoli",
    "event": "Simple Calendar Pro",
    "contact": "Contacts",
    "file": "Files",
}
# "file names" is how an answer is asked for ("which videos are on it? file names pls"), no file named.
_KIND_SAID = re.compile(r"\b(?P<kind>recipe|expense|file)s?\b(?!\s*names?\b)", re.I)


def app_of_kind(text: str) -> str:
    """The app keeping the first record kind the text names (a recipe, an expense), or ""."""
    found = _KIND_SAID.search(text)
    return APP_OF_KIND[found.group("kind").lower()] if found else ""


# A playlist or a song with no app named is the music player's; one of videos, the video player's.
_PLAYER_ITEMS = re.compile(r"(?<![\w.])(?:playlists?|songs?)(?![\w.])", re.I)
_VIDEO_ITEMS = re.compile(r"\bvideos?\b|\bvids?\b|\.(?:mp4|mkv|avi|mov|webm)\b", re.I)


def player_of(text: str) -> str:
    """The player that keeps the playlists or songs a text names when it names no app, or "" (a video file asked
    how long it is, which folder it is in, or played, is the video player's too; so are the videos asked for)."""
    if rx(
        r"\b(?:longest|shortest)\s+(?:video|movie|clip)s?\b|\b(?:video|movie|clip)s?\b.*\b(?:longest|shortest)\b", re.I
    ).search(text):
        return "VLC"  # "longest video I have?": the video library's
    if rx(r"[\w-]\.(?:mp4|mkv|avi|mov|webm)\s+video\b|\bvideo\s+[\w-]+\.(?:mp4|mkv|avi|mov|webm)\b", re.I).search(text):
        return "VLC"  # "delete the party_12.mp4 video": a file named a video is the video library's
    if rx(
        r"\bwho(?:'s|\s+is)?\s+(?:sings|sang|performs|singing)\b|\b(?:which|what)\s+(?:artist|singer|album)\b", re.I
    ).search(text):
        return "Retro Music"  # "who sings Quiet Storm": only a song has a singer
    if rx(
        r"\b(?:play|watch)\s+(?:all|every|each)\s+(?:(?:of\s+)?my\s+|the\s+)?(?:videos?|vids|movies|clips)\b", re.I
    ).search(text):
        return "VLC"  # "play every video back to back": the video library's, all of it
    if not _PLAYER_ITEMS.search(text):
        # (or asked which folder the player shows it in; "which videos are in Movies": the video player's list)
        if rx(r"\b(?:which|what)\s+(?:videos|vids)\b", re.I).search(text):
            return "VLC"
        watched = rx(
            r"\b(?:play|watch|how\s+long|length|duration|queue|playing|(?:which|what)\s+folder)\b", re.I
        ).search(text)
        # (or deleted with no folder said: "party_12.mp4 is junk, delete it" is the video library's; "from Movies" a file's)
        deleted = rx(r"^(?:delete|remove|erase|trash|bin)\b(?!.*\b(?:from|in|inside)\s)", re.I).search(text)
        return "VLC" if (watched or deleted) and rx(r"[\w-]\.(?:mp4|mkv|avi|mov|webm)\b", re.I).search(text) else ""
    return "VLC" if _VIDEO_ITEMS.search(text) else "Retro Music"


# A track, an activity or a workout with no app named is the sports tracker's (a "track" on a playlist is a song's).
_TRACKED = re.compile(
    r"\b(?:tracks?|tracked|activit(?:y|ies)|(?-i:workouts?)|kms?|kilomet(?:er|re)s|met(?:er|re)s|miles)\b|"
    r"\b(?:kind|type|sort)\s+of\s+(?:sport|exercise)\b|"
    # "how many metres have I walked this week", "how far did I cycle": the person's own activity, measured
    r"\b(?:have\s+I|I'?ve|did\s+I)\s+(?:been\s+)?(?:walk|walked|walking|run|ran|running|cycle|cycled|cycling|bike|biked|swim|"
    r"swum|swam|swimming|hike|hiked|jog|jogged)\b|"
    # "avg speed on Lunch break": how fast, a pace or a climb is only ever a recorded activity's
    r"\b(?:avg|average|top|max(?:imum)?|moving)\s+speed\b|\b(?:average\s+)?pace\b|\belevation\s+(?:gain|loss)\b|"
    # "my march 10 bike ride", "the long run", "a swim": an activity's noun right after what says which one
    r"\b(?:my|the|a|that|this)\s+(?:(?:[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?|bike|morning|evening|long|last|latest|first|"
    r"newest|longest|shortest|fastest|slowest|farthest|furthest|yesterday's|today's)\s+)?(?:bike\s+ride|ride|run|walk|swim|hike|jog)s?\b(?!\s+(?:the|a|my)\b)",
    re.I,
)


def tracker_of(text: str) -> str:
    """The sports tracker when a text names its tracks or activities and no player's items, or ""."""
    if (
        _PLAYER_ITEMS.search(text)
        or _KIND_SAID.search(text)
        or rx(r"\b(?:notes?|events?|contacts?)\b", re.I).search(text)
    ):
        return ""  # "the Taxi ride expense": another kind of record named
    # Words in quotes are a message's or a name's ("reply 'Thanks for the ride'"), never the activity asked about.
    return "OpenTracks" if _TRACKED.search(_QUOTED.sub(" ", text)) else ""


_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)")
