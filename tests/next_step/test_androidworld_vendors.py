"""The AndroidWorld-template suite's apps labelled and laid out another way: the same tasks (on each template's first
parameter set: these vary the screens, not the values) and judge as test_androidworld.py, on screens relabelled as
another vendor would (skins.py) and laid out another way (layout_b.py). A file of their own, so the two test workers
share the suite's longest runs."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.layout_b import LayoutB
from tests.next_step.androidworld.report import run_all, selection
from tests.next_step.androidworld.skins import skinned
from tests.next_step.test_androidworld import SUCCESS_FLOOR, holds

pytestmark = pytest.mark.unit

# layout_b.py's structure (2026-12-04): run once untouched, 236 of 398 runs (416 of 867 with every
# paraphrase); after the affordances for it (captioned fields, overflow menus, the app drawer, switches
# behind rows, spinner and 12-hour pickers, a scrolling form filled as its fields show), 348 of 398 and 740
# of 867, as the first layout.
LAYOUT_B_FLOOR = 0.87


async def test_controls_labelled_as_another_vendor_would_change_nothing() -> None:
    """skins.py relabels the controls ("Done" for Save, "Confirm" for OK, "Remove" for Delete, "Back" for
    Navigate up …): a planner that finds controls by role passes as many runs, and claims nothing false."""
    runs = await run_all(selection(first_set=True), skin=skinned)
    holds(runs, SUCCESS_FLOOR)


async def test_the_apps_laid_out_another_way_are_driven_by_role() -> None:
    """layout_b.py changes the structure, not the words: Delete only in the overflow menu, the FAB in the menu
    or the toolbar, forms that scroll with each field captioned by a text above it, a spinner date picker, a
    12-hour clock face, Yes / No dialogs, switches behind their rows, an app drawer. The same world is judged."""
    runs = await run_all(selection(first_set=True), layout=LayoutB)
    holds(runs, LAYOUT_B_FLOOR)
