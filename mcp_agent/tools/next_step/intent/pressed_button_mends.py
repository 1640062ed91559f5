"""A control said as a button pressed on a thing (people set 105): "hit pause on the stopwatch", "press start on the
stopwatch", "hit the stop button on the timer". The button is the verb and the thing
after "on" its object; read as "pause the stopwatch" (``spoken.reworded`` applies ``PRESSED_BUTTONS`` before a verb
said last is put first, which would read "hit" as the object of "pause")."""

from __future__ import annotations

from .rewrites import Replacement

PRESSED_BUTTONS: tuple[tuple[str, Replacement], ...] = (
    (
        r"^(?P<lead>(?:(?:can|could|would)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)*)"
        r"(?:hit|press|tap|push|click|smash|touch)\s+(?:the\s+)?(?P<b>pause|stop|start|resume|reset)"
        r"(?:\s+button)?\s+(?:on|in|for)\s+(?P<x>\S.*)$",
        r"\g<lead>\g<b> \g<x>",
    ),
)
