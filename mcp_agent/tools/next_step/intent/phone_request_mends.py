"""The classes of everyday wording people set 105 found (requests typed into a phone assistant), as one table
``everyday_app_mends.EVERYDAY_APPS`` opens with, so ``spoken.reworded`` applies it before the twice-said requests and
the situations said first are read: an answer's format said in words, a reason that names the entry, a button pressed
on a thing, a copy asked for, the app said last, a file presented first, a request said again with "it" and where
from. Each class lives in its own module."""

from __future__ import annotations

from .answer_format_mends import ANSWER_FORMATS
from .app_said_last_mends import APP_SAID_LAST
from .asked_result_mends import ASKED_RESULTS
from .presented_first_mends import PRESENTED_FIRST
from .pressed_button_mends import PRESSED_BUTTONS
from .reason_named_mends import REASON_NAMED
from .restated_mends import RESTATED
from .rewrites import Replacement

SAID_ON_A_PHONE: tuple[tuple[str, Replacement], ...] = (
    *ANSWER_FORMATS,
    *REASON_NAMED,
    *PRESSED_BUTTONS,
    *ASKED_RESULTS,
    *APP_SAID_LAST,
    *PRESENTED_FIRST,
    *RESTATED,
)
