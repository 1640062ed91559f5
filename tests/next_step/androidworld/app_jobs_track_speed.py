"""Jobs of our own in OpenTracks: how fast, as the app's average speed says it (the distance over the total time,
in km/h), of one track named by its name and of a kind's tracks this week. Named tracks as app_jobs_track_questions
keeps them; answers checked as ``check_agent_answer`` does, to the list's precision."""

from __future__ import annotations

from typing import Any

from .app_jobs import _job
from .app_jobs_track_questions import _NOUN, _in_week, _kind, _log, _put, _target
from .template import Params, number_answer


def _speed(tracks: list[dict[str, Any]]) -> float:
    return sum(int(t["meters"]) for t in tracks) / 1000 / (sum(int(t["minutes"]) for t in tracks) / 60)


def _name(p: Params) -> str:
    return str(_target(p)["name"])


def _speed_job(cls: str, goal: Any, says: Any, tracks: Any) -> Any:
    return _job(
        cls,
        "opentracks",
        "answer",
        goal,
        _log,
        lambda p: [("open", "OpenTracks"), ("done", f"{_speed(tracks(p)):.2f}")],
        says,
        setup=_put,
        # The rows show whole minutes and 10 m: the speed read off them is the speed to two decimals.
        answer=lambda w, p: number_answer(round(_speed(tracks(p)), 2), 0.011),
    )


TEMPLATES = [
    _speed_job(
        "TracksNamedSpeedOfTrack",
        lambda p: f'What was my average speed on the track "{_name(p)}" in OpenTracks, in km/h?',
        (
            lambda p: f"opentracks: how fast was {_name(p)}? km/h",
            lambda p: f"average speed of {_name(p)} according to opentracks, in km/h",
        ),
        lambda p: [_target(p)],
    ),
    _speed_job(
        "TracksNamedSpeedThisWeek",
        lambda p: (
            f"What is my average speed over this week's {_kind(p)} activities in OpenTracks, in km/h? The week "
            "starts on Monday."
        ),
        (
            lambda p: f"how fast were my {_NOUN[p['kind']]}s this week on average? opentracks, km/h",
            lambda p: f"opentracks: average {_kind(p)} speed this week (km/h)",
        ),
        lambda p: _in_week(p, 0),
    ),
]
