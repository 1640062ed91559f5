"""The AndroidWorld-template suite's apps showing their values in other formats (formats.py): dates, times, durations,
amounts, distances, phone numbers, sizes and counts written as another writer of the same apps would. The suite's
runs on these screens are in test_androidworld_renderings.py and test_androidworld_layout_c.py."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld import suite
from tests.next_step.androidworld.formats import Formats

pytestmark = pytest.mark.unit


def _screen(app: str, *taps: str) -> str:
    task = next(t for t in suite.tasks(paraphrases=False) if t.template.id == "SportsTrackerActivityDuration")
    device = suite.device_for(suite.start_world(task), Formats)
    device.perform("open_app", app=app)
    for label in taps:
        device.perform("tap", index=next(i for i, w in enumerate(device.widgets()) if w.label == label))
    return device.describe()


def test_values_are_written_in_each_apps_other_format_and_days_become_headers() -> None:
    """The mode itself: the status bar's clock first, a journal's days as headers above their rows, a duration in
    hours and minutes, a distance without trailing zeros; a field's typed value as typed."""
    tracks = _screen("OpenTracks")
    assert 'value="9:41 a.m. · Thursday, March 14, 2030"' in tracks
    assert '  [3] TextView "Today"' in tracks and "hr" in tracks and "(" not in tracks.split("List")[1]
    editor = _screen("Simple Calendar Pro", "Dinner with Lena")
    assert 'ListItem "Start date" value="22 March 2030"' in editor and 'value="7:30 PM"' in editor
    assert 'EditText "Title" value="Dinner with Lena"' in editor
