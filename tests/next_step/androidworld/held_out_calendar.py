"""The held-out templates of Simple Calendar Pro: an event added, questions about events.

``Template.held_out``: when working on the planner, do not open this file (the app modules hold the screens).
"""

from __future__ import annotations

import datetime

from .calendar_questions import (
    ANSWER_TITLES,
    _day,
    _day_params,
    _expected,
    _first,
    _on_day,
    _select,
    _setup,
    _template,
    _titles,
)
from .calendar_tasks import SUFFIX, _add_template, _casual, _date, _params
from .device import DEVICE_NOW
from .paraphrases import Say, _when
from .template import TODAY, Params, hour_spoken


def _at(start: datetime.datetime, p: Params) -> bool:
    return start.date() == _day(p) and start.hour == p["added"][p["pick"]][1] and start.minute == 0


def _upcoming(start: datetime.datetime, p: Params) -> bool:
    return start > DEVICE_NOW


TEMPLATES = [
    _add_template(
        "SimpleCalendarAddOneEvent",
        lambda p: (
            "In Simple Calendar Pro, create a calendar event on {year}-{month}-{day} at {hour}h" + SUFFIX
        ).format(**p),
        lambda rng: _params(rng, TODAY + datetime.timedelta(days=rng.randint(2, 20))),
        (
            _casual,
            lambda p: (
                f"schedule '{p['event_title']}' on {_date(p):%B} {p['day']} from {p['hour']}:00 for {p['duration_mins']} minutes in simple calendar, description {p['event_description']}"
            ),
        ),
    ),
    _template(
        "SimpleCalendarEventsOnDate",
        lambda p: (
            f"What events do I have {p['date']} in Simple Calendar Pro? Answer with the titles only. If there are "
            "multiple titles, format your answer as a comma separated list."
        ),
        _day_params,
        _setup,
        _titles(_on_day),
        _expected(_select(_on_day)),
        (lambda p: f"what's on my calendar {p['date']}? just the names, comma separated",),
    ),
    _template(
        "SimpleCalendarNextEvent",
        lambda p: f"What is my next upcoming event in Simple Calendar Pro? {ANSWER_TITLES}",
        _day_params,
        _setup,
        _first(_upcoming),
        _expected(_select(_upcoming, first=True)),
        (lambda p: "what's next on my calendar? title only", lambda p: "whats my next event? only the title pls"),
    ),
    _template(
        "SimpleCalendarEventOnDateAtTime",
        lambda p: (
            f"What is on my schedule for {p['date']} at {p['added'][p['pick']][1]}:00 in Simple Calendar Pro? {ANSWER_TITLES}"
        ),
        _day_params,
        _setup,
        _titles(_at),
        _expected(_select(_at)),
        (lambda p: f"what have I got {p['date']} at {p['added'][p['pick']][1]}:00? title only",),
    ),
]

# The paraphrases that suite appends to these templates' own (as paraphrases.MORE for the others).
MORE: dict[str, tuple[Say, ...]] = {
    "SimpleCalendarEventsOnDate": (lambda p: f"list my events for {_when(p)}, titles separated by commas",),
    "SimpleCalendarEventOnDateAtTime": (
        lambda p: f"what's scheduled at {hour_spoken(p['added'][p['pick']][1])} {p['date']}? title only",
    ),
}
