"""A question about the phone's own records read into a ``Question``: which app's list (tasks, tracked
activities, notes), which rows count (a day or a week of the device's calendar, a priority, done or not,
an activity type), and what to report (titles, a count, a sum or a maximum, a note's detail).

Days are read by ``dateparser`` against the device's date; "this week" starts on Monday and ends today,
"next week" is the next Monday to Sunday.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta

from ..dates import MONTH_NAME
from ..patterns import rx
from .asked import PLAN_PREFIX, Question
from .call_length_asked import call_length_plan
from .call_questions import call_question
from .category_totals import category_pick
from .dated_items import dated, listed
from .expense_questions import category_named, cost_said_as_spent, expense_question
from .file_questions import storage_named
from .follow_ups import narrowed
from .item_details import detail_plan
from .item_lists import listing_question
from .items import ItemsAsked, items_question, length_unit
from .named_tracks import named_track_question
from .now_playing import now_playing_plan
from .record_questions import record_question
from .spans import days_named, interval_named, spending_span, week_span, without_interval
from .track_questions import TRACKS, about_tracks, track_question

__all__ = ["PLAN_PREFIX", "Question", "question_plan"]

# A statement of how a record should be, or "…, fix it": said without a question word, a request.
_REQUESTED = re.compile(
    r"\b(?:should|must|needs?\s+to|has\s+to)\s+(?:now\s+)?(?:be|make|serve|take|cost|read|say|go|have|feed)\b|"
    r"[,;]\s*(?:please\s+)?(?:fix|update|change|correct|save|set)\s+(?:it|that|this|them)\b",
    re.I,
)
_WH_WORD = re.compile(r"^\s*(?:what|which|who|whom|whose|how|is|are|do|does|did|when|where)\b", re.I)
_ASKING = re.compile(
    r"^\s*(?:(?:roughly|approximately|approx\.?|about|around|more\s+or\s+less)\s*,?\s+)?"  # a figure asked loosely
    r"(?:what(?:'s)?|which|who(?:m|se)?|how|is|are|any|count|do|does|did|my|total|when(?=\s+(?:was|is|did|were)\b)|check(?!\s+(?:it\s+|them\s+)?off\b)|tell me|read me|look\s+up|list|show me|add\s+up|"
    r"(?:give\s+me|gimme)\s+(?:the\s+)?(?=(?:minutes|hours|km|distance|number|count|total|date|names?)\b)|"
    # A question said as what it asks for: "average distance of my runs", "the date of my longest walk".
    r"sum\s+up|(?:the\s+|my\s+)?(?:average|mean|typical|newest|latest|oldest|largest|biggest|smallest|furthest|farthest|"
    r"longest|shortest|fastest|slowest)|(?:the\s+)?date\s+of|"
    r"(?:the\s+)?number\s+of|"
    # Or as the records a day of changes keeps: "notes I changed on Mar 3, names only".
    r"(?:the\s+|my\s+)?(?:notes|files|recipes)\s+(?=i\s+(?:changed|edited|modified|updated|touched)\b)|"
    # Or as the records a bound keeps: "recipes quicker than 20 min to make, titles".
    r"(?:my\s+)?(?:recipes|dishes|meals)\s+(?=(?:that\s+|which\s+)?(?:take\s+|are\s+)?(?:quicker|faster|shorter|longer|"
    r"less|more|under|over|below|above)\b)|"
    # Or by its unit: "km I ran this month", "distance of my rides last week".
    r"(?:km|kms|kilomet(?:er|re)s|miles|(?:the\s+|my\s+)?(?:total\s+)?distance)|(?:hours|minutes|km|kms|miles|met(?:er|re)s)\s+(?=(?:spent|swum|swam|run|ran|walked|cycled|biked|hiked|"
    r"jogged|covered|done)\b)|"
    # Or by what it measures: "length of Park laps in metres", "this week's cycling distance", "duration of …".
    r"(?:the\s+|my\s+)?(?:length|duration|speed|mileage|pace)\s+of|(?:this|last)\s+(?:week|month)['’]s\s+\w+\s+distance|"
    r"(?:my\s+|the\s+)?(?:\w+\s+)?(?:distance|mileage)\s+(?:this|last|in|on|since|for)\b|"
    r"(?:the\s+)?(?:name|day|date)\s+of\s+my\b|"
    # "name of the track with the fewest km", "minutes of my shortest ride": the value of the row a superlative picks.
    r"(?:the\s+)?(?:name|day|date)\s+of\s+the\s+\w+\s+(?:with|that\s+had)\s+the\s+(?:most|fewest|least|longest|shortest)|"
    r"(?:minutes|hours|km|kms|miles|met(?:er|re)s)\s+of\s+my\s+(?:longest|shortest|fastest|slowest|latest|first)\b)\b",
    re.I,
)
# Where the question is asked before it: "in joplin, is …", "opentracks: count my rides" (an app's name only:
# "joplin recipe Shortbread: how much …" names the note the question is about).
# "In Joplin, …", "joplin: …", "opentracks - …", "in joplin is X a to-do?": where the question is asked, said before it.
_ASKED_IN = re.compile(
    r"^\s*(?:in\s+(?:the\s+)?[\w -]+?,|(?P<app>[\w -]{2,30}?)(?:\s+app)?\s*(?::|,|\s[-–—]\s)|in\s+(?:the\s+)?"
    r"(?P<app2>[\w ]{2,30}?)(?:\s+app)?\s+(?=(?:is|are|was|were|do|does|did|have|has|how|what|which|who|whose|when|where)\b))\s*",
    re.I,
)


def _without_where(task: str, *apps: str) -> str:
    found = _ASKED_IN.match(task)
    named = found and (found.group("app") or found.group("app2"))
    if found is None or (named and named.casefold() not in {a.casefold() for a in apps if a}):
        return task
    return task[found.end() :]


# "what do I still have to do", "what have I got to do": what one has to do is the to-do list's.
_TASKS = re.compile(
    r"\btasks?\b|\bto-?do (?:app|list)\b|\bto-?dos\b|\b(?:tick|check|cross)(?:ed)?\s+off\b|\b(?:need|have|got|gotta)\s+(?:to\s+)?do\b|"
    r"\bdue\b|\boverdue\b",
    re.I,
)
# "monday's tasks", "March 18's tasks": the tasks of that day.
_DAY_OWNING = re.compile(
    r"\b(?P<d>today|tomorrow|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    rf"{MONTH_NAME}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?)['’]s\b",
    re.I,
)
_DAY_WORD = re.compile(
    r"\b(?:today|tomorrow|yesterday|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|"
    r"(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}|\d{4}-\d\d-\d\d)\b",
    re.I,
)
_TASK_ITEMS = re.compile(r"\b(?:tasks?|stuff|to-?dos?)\b|\b(?:on|in)\s+my\s+list\b", re.I)
# The answer asked is a number: "how many", "count …", "number of …", "express it as a single integer".
_COUNT = re.compile(r"\bhow many\b|^\s*count\b|\bnumber of\b|\bjust (?:a|the) number\b|\bsingle integer\b", re.I)
_QUOTED = r"['\"‘“](?P<q>[^'\"’”]+)['\"’”]"
_PLAYER = re.compile(r"\b(?:music|vlc|player|video|audio|podcast)\b", re.I)


def question_plan(task: str, today: date, app: str = "", mentioned: str = "") -> list[str] | None:
    """``["Open <app>", "Answer from the list: …"]`` for a question about tasks, activities, Joplin's
    notes, what was spent in a category, who called or the items an app lists; None for any other task.
    ``app``: the one named; ``mentioned``: an app the task names anywhere ("in my Retro Music library")."""
    # "phone: who called me last": the dialer named by its purpose, as people name it.
    text = _without_where(task.strip(), app, mentioned, "phone", "dialer")
    if not (_ASKING.match(text) or "?" in text):
        return None
    if "?" not in text and _REQUESTED.search(text) and not _WH_WORD.match(text):
        return None  # "my pancakes recipe should make 12 servings now, fix it": a change asked, not a question
    joplin = rx(r"\bjoplin\b", re.I).search(task) is not None
    # A player named anywhere ("vlc: what do I have in Camera?": Camera is its folder, not the app).
    player = next((a for a in (app, mentioned) if a and _PLAYER.search(a)), "")
    if (playing := now_playing_plan(text, player)) is not None:
        return playing
    if (length := call_length_plan(text, app)) is not None:
        return length  # a call's length: on its own page, never in the log's rows
    if (detail := detail_plan(text, player)) is not None:
        return detail
    if player and listing_question(text, player) is not None:
        return _items_plan(text, player, today)  # a player's list: never another app's records
    # Spending between two days: the rows of those days (each shows its day), the category read without them.
    span = interval_named(text, today)
    costs = without_interval(text) if span else text
    picked = category_pick(costs)  # "which category did I spend the most on": a group's total, not a row
    spent = Question("expenses", "category", pick=picked) if picked else _expenses(costs, task) or _spending(costs)
    span = span or spending_span(costs, today)  # "this month", "so far this year": the rows of those days
    if spent is not None and span is not None and not spent.first:
        spent = replace(spent, first=span[0], last=span[1])
    asked = (
        _notes(text, task)
        # (a player named keeps songs and videos: "Workout" there is a playlist's name, never activities)
        or (
            _tracks(text, task, today, app or mentioned)
            if about_tracks(task, app or mentioned) and not player
            else None
        )
        or spent
        or _calls(text)
        or _said_last(text)
        or _record(text, app or mentioned or _kept_by_kind(text))
        or (None if joplin else _tasks(task, today))
    )
    if asked is None:
        # A question asked of the storage's own folders (Download, DCIM, …) with no app said is the file manager's.
        return _items_plan(text, app or mentioned or ("Files" if storage_named(text) else ""), today)
    # A list kept by an app of its purpose: the one the task names, else the app of that purpose.
    usual = {"tasks": "Tasks", "tracks": "OpenTracks", "notes": "Joplin", "expenses": "Expenses", "calls": "Phone"}
    usual.update(messages="Messages", record="Contacts")
    named = bool(app) and asked.source in ("expenses", "calls", "messages", "record")
    if asked.source in ("record", "expenses") and not app and mentioned:
        # "…? check broccoli": the app said after the question; "pro expense has my spending - …": before it.
        app, named = mentioned, True
    if asked.source == "record" and asked.mode != "sender" and not app and not mentioned and _kept_by_kind(text):
        app, named = _kept_by_kind(text), True
    if asked.source == "record" and asked.mode == "sender" and not app:
        app, named = usual["messages"], True
    return [f"Open {app if named else usual[asked.source]}", asked.plan_line()]


def _items_plan(text: str, app: str, today: date) -> list[str] | None:
    """The items of the named app's own list, or of a list in it opened first (a playlist, a folder); only those
    changed on the days asked when the question says (dated_items.py)."""
    when = dated(text, today) if app else None
    items = items_question(when[0] if when else text, app)
    if items is None and when is not None and listed(when[0]):
        items = ItemsAsked("titles")  # "which notes did I edit on March 2": the app's own list, by day
    if items is None or (when is not None and items.mode not in ("count", "titles")):
        return None
    by = length_unit(text) if items.mode == "total_length" else ""
    first, last = when[1:] if when else ("", "")
    asked = Question("items", items.mode, first, last, subject=items.name, kind=items.holder, by=by, of=items.of)
    line = replace(asked, bound=items.bound).plan_line()
    opened = [f"Open the {items.holder} '{items.name}'"] if items.holder else []
    return [f"Open {app}", *opened, line]


# Where a question names the category it totals; each shape is tried, the first category said earliest wins.
_SPENT_ON = tuple(
    re.compile(shape, re.I)
    for shape in (
        r"\b(?:spen[dt]|spending|expenses?|cost|went|total|sum)\b.*?\b(?:on|for|in)\s+(?:the\s+)?(?P<c>[A-Z]?[\w ]+?)"
        r"(?:\s+(?:category|in total|total|altogether|so far|according|this|in\s+pro|expenses?)\b|\?|$|,)",
        # "total Food expenses", "the sum of my Food expenses": the category between the total and the spending word.
        r"\b(?:total|sum)\s+(?:of\s+)?(?:(?:my|the|all)\s+)*(?P<c>(?!(?:spen[dt]|spending|amount|money|of)\b)[\w ]+?)"
        r"\s+(?:spending|expenses?|costs?)\b",
        # "all my lunch expenses added up": the expenses of a kind, every one of them summed.
        r"\b(?:all|every)\s+(?:of\s+)?(?:(?:my|the)\s+)*(?P<c>(?!(?:spen[dt]|spending|amount|money|of)\b)[\w ]+?)"
        r"\s+(?:expenses?|costs?)\s+(?:added|summed|totall?ed)\s+up\b",
        r"\b(?:add|sum)\s+up\s+(?:everything|all(?:\s+the\s+expenses)?)\s+in\s+(?:the\s+)?(?P<c>[\w ]+?)\s+category\b",
        # "Transportation total?", "Food spending total?": the category named first.
        r"^(?:(?:what'?s|what\s+is)\s+)?(?:the\s+|my\s+)?(?P<c>(?-i:[A-Z])\w*(?:\s+(?-i:[A-Z])\w*)?)"
        r"\s+(?:spending\s+|expenses?\s+)?total\s*(?:[?,.]|$|\s+(?:in|on|according|for|so\s+far)\b)",
    )
)
# A total or a sum is of money only where the question says so: "the total length of my playlist" is not.
_MONEY_SAID = re.compile(
    r"\b(?:spen[dt]|spending|expenses?|costs?|money|budget|category)\b|\$|\bhow\s+much\s+went\b", re.I
)
# Words around a category that are no part of it: "in total on Travel", "for the Food category", "in pro expense".
_AROUND_CATEGORY = re.compile(
    r"^(?:(?:in\s+)?total\s+)?(?:(?:on|for|in|of)\s+)?(?:the\s+|my\s+)?|\s+(?:category|expenses?)$|\s+in\s+pro\b.*$",
    re.I,
)
_NO_CATEGORY = frozenset({"", "pro", "pro expense", "total", "all", "everything"})
_WHEN_WORD = re.compile(
    rf"{MONTH_NAME}(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?|today|yesterday|"
    r"(?:this|last|the\s+past)\s+(?:week|month|year)|(?:mon|tues|wednes|thurs|fri|satur|sun)day",
    re.I,
)
_WHEN_AFTER = re.compile(
    rf"\s+(?:(?:in|on|for|during|over|since|from|between|by)\s+(?:the\s+)?)?(?:{_WHEN_WORD.pattern})\b.*$", re.I
)
_WHO = re.compile(r"(?:i|we|you)\b", re.I)


def _spending(text: str) -> Question | None:
    """ "how much have I spent on Food in total?": the sum of the amounts of one category's rows."""
    text = cost_said_as_spent(text)
    # Asked as a noun phrase too: "total spend on Fuel?", "amount spent on Food?", "money spent on Travel?".
    if not rx(
        r"\bhow much\b|\btotal\b|\bsum\b|\badd(?:ed)? up\b|\b(?:amount|money)\s+spent\b|\bwhat\s+(?:have|did)\s+I\s+spen[dt]\b",
        re.I,
    ).search(text):
        return None
    if not _MONEY_SAID.search(text):
        return None
    said = [found for shape in _SPENT_ON if (found := _category_in(shape, text)) is not None]
    return Question("expenses", "money", kind=category_named(min(said)[1])) if said else None


def _category_in(shape: re.Pattern[str], text: str) -> tuple[int, str] | None:
    """Where ``shape`` first names a category in ``text`` and which ("my expenses are in pro expense: … on Food?"
    names none before "Food")."""
    start = 0
    while (found := shape.search(text, start)) is not None:
        category = _AROUND_CATEGORY.sub("", found.group("c").strip()).strip()
        # "on Food in March": the category ends where the span begins; "the total for March" names when, not what on,
        # and "the total I spent" names who.
        category = _WHEN_AFTER.sub("", category)
        if category.casefold() not in _NO_CATEGORY and not _WHEN_WORD.fullmatch(category) and not _WHO.match(category):
            return found.start("c"), category
        start = found.start() + 1
    return None


_PERSON = r"(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?"
_SAID_BY = re.compile(
    rf"\bwhat\s+(?:did|does)\s+(?P<a>{_PERSON})\s+(?:say|write|text)\b"
    rf"|\b(?:last|latest|most\s+recent|newest)\s+(?:text|message|sms)\s+(?:from\s+(?P<b>{_PERSON})|(?P<c>{_PERSON})\s+sent)\b"
    rf"|\b(?P<d>{_PERSON})'s\s+(?:last|latest|most\s+recent|newest)\s+(?:text|message|sms)\b"
    # Where the frame alone says it is whoever wrote, a name in lower case: "what did hana tanaka last text me",
    # "the last thing hana tanaka texted me".
    r"|\bwhat\s+(?:did|does)\s+(?P<e>[\w'-]+(?:\s+[\w'-]+)?)\s+(?:last\s+)?(?:say|write|text|send)(?:\s+me)?(?:\s+last)?\s*[?.]?$"
    r"|\b(?:last|latest|most\s+recent|newest)\s+(?:thing|text|message|sms)\s+(?P<f>[\w'-]+(?:\s+[\w'-]+)?)\s+"
    r"(?:texted|sent|messaged|wrote)(?:\s+me)?\s*[?.]?$"
    # "what did hana tanaka say in her last text": the frame names the message, so a lower-case name is whoever wrote.
    r"|\bwhat\s+(?:did|does)\s+(?P<g>[\w'-]+(?:\s+[\w'-]+)?)\s+(?:say|write)\s+in\s+(?:her|his|their|the)\s+"
    r"(?:last|latest|most\s+recent|newest)\s+(?:text|message|sms)\b",
    re.I,
)
_NOT_A_NAME = frozenset({"i", "you", "we", "he", "she", "they", "it", "someone", "anyone", "somebody"})


def _said_last(text: str) -> Question | None:
    """ "what did Hana say last?", "the last text Hana sent me": the newest message a person sent."""
    found = _SAID_BY.search(_question_part(text))
    if found is None:
        return None
    person = next(value for value in found.groups() if value)
    if person.split()[0].casefold() in _NOT_A_NAME:
        return None
    return Question("messages", "said_last", subject=person if person[0].isupper() else person.title())


def _expenses(text: str, task: str) -> Question | None:
    asked = expense_question(_question_part(text), task)
    return Question("expenses", asked.mode, kind=asked.kind, subject=asked.subject) if asked else None


# What a record is, said by what is asked of it: "how long does X take to cook" asks a recipe.
_COOKING = re.compile(
    r"\btakes?\s+to\s+(?:prepare|prep|cook|make|bake)\b|\b(?:prep|preparation|cooking)\s+time\b|"
    r"\bcan\s+i\s+(?:make|cook|bake)\s+with\b|\bservings\b|"
    # "how many servings does greek salad make?", "how many does it serve": only a dish is said to serve
    r"^\s*(?:the\s+)?portions\s+(?:for|of|in)\b|\bhow\s+many\s+(?:people\s+|persons\s+|guests\s+)?(?:does|will|would|can)\b.*\b(?:serve|feed)\b",
    re.I,
)


def _kept_by_kind(text: str) -> str:
    """The app of the records a question names when it names no app ("which of my notes mention X": the notes
    app's; "how long does X take to cook": the recipes'), found on the phone by its purpose; "" for none."""
    asked = _question_part(text)
    if rx(r"\bnotes\b|[\w-]\.(?:md|txt)\b", re.I).search(asked):
        return "Notes"  # "what does ideas.txt say?": a text file is the notes app's
    return "Recipes" if _COOKING.search(asked) else ""


def _record(text: str, app: str) -> Question | None:
    """A named record's field ("servings for Pancakes?"), or which records mention a word (record_questions.py)."""
    asked = record_question(_question_part(text), app, text)
    if asked is None:
        return None
    if asked.mode in ("mentions", "sender", "within"):
        return Question("record", asked.mode, kind=asked.said, subject=asked.field, bound=asked.bound)
    return Question("record", "number" if asked.number else "value", kind=asked.field, subject=asked.said)


def _calls(text: str) -> Question | None:
    """ "who was my last missed call from?", "how many calls did I miss?": the call log's (call_questions.py)."""
    return call_question(text)


def _tracks(text: str, task: str, today: date, app: str) -> Question | None:
    asked = _question_part(text)
    # One track by its name only in the tracker itself: "my 'Workout' playlist" is a player's.
    tracker = "track" in app.casefold() or (not app and rx(r"\bopen\s*tracks\b", re.I).search(task) is not None)
    named = named_track_question(text, asked) if tracker else None
    return named or track_question(text, asked, today, tracker or TRACKS.search(task) is not None)


def _question_part(text: str) -> str:
    """The question without the answer's format ("Answer with …", "Express …") that follows it."""
    return rx(r"\?|\.\s").split(text, maxsplit=1)[0]


def _tasks(text: str, today: date) -> Question | None:
    if not _TASKS.search(text) and not (rx(r"\bpriority\b", re.I).search(text) and _TASK_ITEMS.search(text)):
        return None
    if rx(r"^\s*when\b", re.I).match(text):
        return None  # "when is my rent due?" asks a date, not for a list of tasks
    asked = narrowed(text, _question_part(text))
    priority = rx(r"\b(high|medium|low)[- ]priority\b|\bpriority\s+(high|medium|low)\b", re.I).search(asked)
    level = (priority.group(1) or priority.group(2)).lower() if priority else ""
    if rx(r"\b(?:urgent|important)\b", re.I).search(asked):
        level = level or "high"
    done: bool | None = None
    if rx(
        r"\b(?:incomplete|unfinished|still|left|open|(?:not|aren'?t|isn'?t|haven'?t|hasn'?t|didn'?t|never)\s+(?:i\s+|we\s+)?(?:yet\s+)?"
        r"(?:been\s+)?(?:done|finish(?:ed)?|complete[d]?|ticked|checked)|yet\s+to\s+(?:do|finish|complete)|pending|overdue)\b",
        re.I,
    ).search(asked):
        done = False
    elif rx(r"\b(?:complete[d]?|finish(?:ed)?|(?:tick|check|cross)(?:ed)? off|done)\b", re.I).search(asked):
        done = True
    mode = "count" if _COUNT.search(text) else "titles"
    span = week_span(asked, today, ahead=True)
    if span is None and rx(r"\boverdue\b", re.I).search(asked):
        span = (date.min.isoformat(), (today - timedelta(days=1)).isoformat())  # due before today, not done
    if span is None:
        bare = rx(r"\b(?:in\s+(?:the\s+)?)?tasks?\s+app\b|\bto-?do (?:app|list)\b", re.I).sub(" ", asked)
        days = days_named(_DAY_OWNING.sub(r"\g<d>", bare), today, ahead=True)
        span = (days[0].isoformat(), days[0].isoformat()) if days else ("", "")
        if not days and _DAY_WORD.search(bare):
            return None  # a day said but not read: every task's answer would not be that day's
    if not (span[0] or level or done is not None) and not rx(r"\btasks?\b|\bto-?dos?\b", re.I).search(asked):
        return None  # "is the bill due?": no list of tasks is asked for
    return Question(
        "tasks",
        mode,
        span[0],
        span[1],
        priority=level,
        done=done,
    )


def _notes(text: str, task: str) -> Question | None:
    # A notebook is Joplin's word for a folder of notes (Markor has folders).
    # So is "my work notes folder": the folder said to hold notes ("how many to-dos are in my work notes folder").
    named = rx(r"\bjoplin\b|\bnotebook\b|\bnotes\s+folder\b", re.I).search(task) is not None
    quoted = rx(_QUOTED).search(text)
    title = quoted.group("q") if quoted else ""
    amount = rx(
        r"\b(?:quantity of|how much)\s+(?P<i>[\w ]+?)(?:\s+(?:do i need|goes|is|does|do|(?:in|for)\s+(?:the|my))\b|\?)",
        re.I,
    ).search(text)
    if amount is not None and (named or "recipe" in text.casefold()):
        recipe = title or _after(
            r"\bgoes in (?:my |the )?(?P<x>.+?)(?:\s+recipe)?(?:\s+in\s+(?:the\s+)?joplin)?(?:\s*\(|\?|$)|\b(?:in|for) (?:my |the )?(?P<x2>.+?) recipe\b|"
            r"\b(?:does|do) (?!i\b)(?:my |the )?(?P<x3>.+?) recipe\b|\brecipe\s+(?P<x4>(?-i:[A-Z])[\w' -]+?)\s*:",
            text,
        )
        return Question("notes", "amount", kind=amount.group("i").strip(), subject=recipe) if recipe else None
    if rx(r"\b(?:attendees?|people came|people were|attended)\b", re.I).search(text) and (
        named or rx(r"\bmeeting\b", re.I).search(text)
    ):
        # The meeting named in the question, else in the words before it ("in my joplin notes for the X meeting, …"),
        # else as a bare name before the word ("joplin: Budget sync meeting notes - attendee count?").
        meeting = title or next(
            (
                found
                for shape in (_MEETING, _NAMED_MEETING)
                for said in (text, task)
                if (found := _after(shape, said)) and found.casefold() != "joplin"
            ),
            "",
        )
        return Question("notes", "attendees", subject=meeting) if meeting else None
    if not named:
        return None
    if rx(r"\b(?:how many|count the|number of) to-?do(?:s| items)\b", re.I).search(text):
        folder = title or _after(
            r"\bin (?:my |the )?(?P<x>[\w ]+?)(?: notes)? (?:notebook|folder)\b|\bin\s+(?P<y>(?-i:[A-Z])[\w ]*?)(?:\s+in\s+(?:the\s+)?joplin|\s*\?|$)",
            text,
        )
        return Question("notes", "todos", subject=folder) if folder else None
    if title and rx(r"\bto-?do\b", re.I).search(text) and rx(r"^\s*is\b|\bis\s+it\s+a\s+to-?do\b", re.I).search(text):
        return Question("notes", "is_todo", subject=title)
    # "is Fix the bike in joplin a to-do or a regular note?": the title unquoted, capitalised as titles are.
    unquoted = rx(
        r"^\s*is\s+(?:the\s+(?:joplin\s+)?note\s+)?(?P<t>(?-i:[A-Z])[\w' -]*?)\s+(?:in\s+(?:the\s+)?joplin\s+)?"
        r"(?:a|an|(?:marked|set\s+up|saved|flagged|made|listed|kept)\s+as\s+an?)\s+to-?do\b",
        re.I,
    ).match(text)
    if named and unquoted is not None:
        return Question("notes", "is_todo", subject=unquoted.group("t"))
    return None


# "the Budget sync meeting" wherever it is said: "notes from the … meeting - how many attended?".
_MEETING = (
    r"\b(?:to|attended|at|in|from|about|on|of|for|cover|covering) the (?P<x>.+?) meeting\b|"
    r"\bthe\s+(?P<w>(?-i:[A-Z])[\w' -]*?)\s+meeting\b|\battended\s+(?P<z>(?-i:[A-Z])[\w' -]+?)(?:\s+meeting)?"
    r"(?:\s+(?:according|in)\b|\?|$)|\b(?:at|of|in|for|to)\s+(?P<y>(?-i:[A-Z])[\w' -]+?)"
    r"(?:\s+meeting)?(?:\s+in\s+(?:the\s+)?joplin\b|\?|$)"
)
_NAMED_MEETING = r"(?<![\w'])(?P<n>(?-i:[A-Z])[\w'-]*(?:\s+[\w'-]+){0,3}?)\s+meeting\b"


def _after(pattern: str, text: str) -> str:
    found = rx(pattern, re.I).search(text)
    return next((value.strip() for value in found.groups() if value), "") if found else ""
