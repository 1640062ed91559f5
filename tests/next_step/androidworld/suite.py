"""The suite: the simulated apps on one device, every template, and the tasks generated from them.

Each template gets ``PARAMETER_SETS`` parameter sets from a RNG seeded with its class name and the
set's number (the same tasks on every run); each set is phrased word for word by the template, and
by each of the template's paraphrases. ``Template.held_out`` splits them ~70/30 by class name; the
held-out ones are defined in held_out*.py (collected by ``held_out``), apart from the app modules: when
working on the planner, do not open those files.
"""

from __future__ import annotations

import copy
import dataclasses
import random

from . import (
    app_jobs,
    app_jobs_asked_unseen,
    app_jobs_call_log,
    app_jobs_calls,
    app_jobs_carried,
    app_jobs_dialer,
    app_jobs_entries,
    app_jobs_entry_edits,
    app_jobs_event_requests,
    app_jobs_files,
    app_jobs_folders,
    app_jobs_going_call,
    app_jobs_many_items,
    app_jobs_many_notes,
    app_jobs_media,
    app_jobs_phone_more,
    app_jobs_phone_written,
    app_jobs_picked,
    app_jobs_players,
    app_jobs_playlists,
    app_jobs_questions,
    app_jobs_record_edits,
    app_jobs_record_lists,
    app_jobs_record_requests,
    app_jobs_track_questions,
    app_jobs_track_speed,
    app_jobs_track_stats,
    app_jobs_track_units,
    app_jobs_tracks,
    app_jobs_vlc,
    app_jobs_vlc_items,
    app_jobs_vlc_lists,
    calendar_questions,
    calendar_tasks,
    contacts_clock,
    dialer,
    everyday,
    held_out,
    markor,
    markor_tasks,
    media,
    paraphrases,
    players,
    readers,
    records,
    records_tasks,
    settings,
    simple_calendar,
    sms,
    system,
)
from .device import App, Device, World, button, text
from .template import Params, Task, Template

PARAMETER_SETS = 3


def _messages(dev: Device) -> None:
    # Another messaging app on the launcher: a task that names Simple SMS Messenger is not done here.
    dev.push(
        lambda: [
            text("Messages"),
            text("Set Messages as your default SMS app?"),
            button("Cancel", dev.pop),
            button("Set as default", dev.pop),
        ],
        "messages",
        package="com.google.android.apps.messaging",
    )


def _calendar(dev: Device) -> None:
    dev.push(
        lambda: [text("Calendar"), text("Sign in to sync your calendar"), button("Sign in")],
        package="com.google.android.calendar",
    )


DISTRACTORS = (
    App("Messages", "com.google.android.apps.messaging", _messages),
    App("Calendar", "com.google.android.calendar", _calendar),
)
APPS: dict[str, App] = {
    app.label: app
    for app in (
        sms.APP,
        markor.APP,
        settings.APP,
        simple_calendar.APP,
        *contacts_clock.APPS,
        records.app(records.EXPENSE),
        records.app(records.RECIPE),
        *media.APPS,
        *readers.APPS,
        dialer.APP,
        *players.APPS,
        *DISTRACTORS,
    )
}
HOME_ICONS = sorted(APPS)

CONTACTS = [
    {"first": "Alice", "last": "Romero", "phone": "+12125550101", "label": "Mobile"},
    {"first": "Ben", "last": "Carter", "phone": "+16465550178", "label": "Mobile"},
]


def initial_world() -> World:
    world: World = {"contacts": copy.deepcopy(CONTACTS)}
    for module in (
        sms,
        markor,
        settings,
        simple_calendar,
        contacts_clock,
        records_tasks,
        media,
        readers,
        dialer,
        players,
    ):
        module.initial(world)
    return world


_TEMPLATES: tuple[Template, ...] = (
    *sms.TEMPLATES,
    *markor_tasks.TEMPLATES,
    *settings.TEMPLATES,
    *calendar_tasks.TEMPLATES,
    *calendar_questions.TEMPLATES,
    *contacts_clock.TEMPLATES,
    *records_tasks.TEMPLATES,
    *media.TEMPLATES,
    *system.TEMPLATES,
    *readers.TEMPLATES,
    *players.TEMPLATES,
    *dialer.TEMPLATES,
    *everyday.TEMPLATES,
    *app_jobs.TEMPLATES,
    *app_jobs_entries.TEMPLATES,
    *app_jobs_entry_edits.TEMPLATES,
    *app_jobs_media.TEMPLATES,
    *app_jobs_players.TEMPLATES,
    *app_jobs_questions.TEMPLATES,
    *app_jobs_playlists.TEMPLATES,
    *app_jobs_tracks.TEMPLATES,
    *app_jobs_track_questions.TEMPLATES,
    *app_jobs_track_speed.TEMPLATES,
    *app_jobs_track_stats.TEMPLATES,
    *app_jobs_track_units.TEMPLATES,
    *app_jobs_folders.TEMPLATES,
    *app_jobs_record_edits.TEMPLATES,
    *app_jobs_record_lists.TEMPLATES,
    *app_jobs_record_requests.TEMPLATES,
    *app_jobs_event_requests.TEMPLATES,
    *app_jobs_calls.TEMPLATES,
    *app_jobs_files.TEMPLATES,
    *app_jobs_dialer.TEMPLATES,
    *app_jobs_call_log.TEMPLATES,
    *app_jobs_going_call.TEMPLATES,
    *app_jobs_phone_more.TEMPLATES,
    *app_jobs_phone_written.TEMPLATES,
    *app_jobs_vlc.TEMPLATES,
    *app_jobs_vlc_items.TEMPLATES,
    *app_jobs_vlc_lists.TEMPLATES,
    *app_jobs_carried.TEMPLATES,
    *app_jobs_many_items.TEMPLATES,
    *app_jobs_many_notes.TEMPLATES,
    *app_jobs_asked_unseen.TEMPLATES,
    *app_jobs_picked.TEMPLATES,
    *held_out.TEMPLATES,
)
_MORE = {**paraphrases.MORE, **held_out.MORE}
TEMPLATES = tuple(dataclasses.replace(t, paraphrases=(*t.paraphrases, *_MORE.get(t.id, ()))) for t in _TEMPLATES)


def start_world(task: Task) -> World:
    world = initial_world()
    task.template.setup(world, task.params)
    return world


def device_for(world: World, layout: type[Device] = Device) -> Device:
    """The phone with ``world`` on it; ``layout`` another structure of the same apps (layout_b.py)."""
    device = layout(copy.deepcopy(world), APPS, HOME_ICONS)
    dialer.resume(device)  # a call going when the task starts
    return device


def tasks(*, paraphrases: bool = True, templates: tuple[Template, ...] = TEMPLATES, seed: int = 0) -> list[Task]:
    """Each template's parameter sets, drawn from a seed per template and set; another ``seed`` draws values the
    suite was never run on (``report --seed N``)."""
    found: list[Task] = []
    for template in templates:
        drawn: list[Params] = []
        for variant in range(PARAMETER_SETS):
            params = template.params(random.Random(f"{template.id}:{variant}" + (f":{seed}" if seed else "")))
            if params in drawn:
                continue  # a template with nothing to vary ("Turn wifi on.") is one task
            drawn.append(params)
            found.append(Task(template, params, variant, "template", template.goal(params)))
            if paraphrases:
                for n, say in enumerate(template.paraphrases):
                    found.append(Task(template, params, variant, f"paraphrase {n + 1}", say(params)))
    return found
