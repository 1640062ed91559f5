"""The AndroidWorld-template suite's apps written as the real apps' trees report them: the same tasks (on each
template's first parameter set: these vary the screens, not the values) and judge as test_androidworld.py, on
screens written as real accessibility trees (realtree.py), alone and with another vendor's words and layout. A file
of their own, so the two test workers share the suite's longest runs."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.layout_b import LayoutB
from tests.next_step.androidworld.report import run_all, selection
from tests.next_step.androidworld.skins import skinned
from tests.next_step.test_androidworld import SUCCESS_FLOOR, holds

pytestmark = pytest.mark.unit

# The three at once (another vendor's words, layout B's structure, written as real trees), 2026-12-04: 45 of
# 398 before (the drawer's control an image, so no drawer), 290 with layout B and trees only (captioned fields
# and spinner values lost in the tree); after, 347 of 398 (737 of 867 with every paraphrase).
COMBINED_FLOOR = 0.87


async def test_screens_written_as_the_real_apps_trees_report_them_change_nothing() -> None:
    """realtree.py writes each screen as the real app's accessibility tree reports it: class names such as
    ``com.google.android.material.textfield.TextInputEditText`` and ``TabLayout$TabView``, package-prefixed
    resource names, a field labelled with the text it holds (its name in ``hint``), rows as clickable layouts
    with child texts, a switch inside its preference row, a popup menu of ``ListMenuItemView`` rows. Read as
    the format's kinds (kinds.py, screen.py), it passes as many runs (3 of 398 before: every line was prose)."""
    runs = await run_all(selection(first_set=True), realtree=True)
    holds(runs, SUCCESS_FLOOR)


async def test_another_vendors_words_in_another_structure_written_as_real_trees_are_driven_by_role() -> None:
    """skins.py, layout_b.py and realtree.py together, as a user's first phone laid out by someone else is: an
    app drawer opened by an image, captioned fields whose tree reports their content as text, spinner date
    pickers whose fields report their values as text, "Back" / "Done" / "Options" for the controls."""
    runs = await run_all(selection(first_set=True), skin=skinned, layout=LayoutB, realtree=True)
    holds(runs, COMBINED_FLOOR)
