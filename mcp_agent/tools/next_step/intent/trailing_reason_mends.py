"""A device request followed by the speaker's own reason, said as a sentence of its own (people set 105): "could you
turn on Bluetooth? I want to use my headphones", "switch the wifi off. I'm on mobile data now", "open the files app,
I need to find a pdf". The reason is about the speaker, never part of the switch's name or the app's; it is taken off
(``courtesy.plain`` applies ``TRAILING_REASONS`` with its other mends, outside quoted text). Only after verbs that
carry no words of their own (turn, switch, enable, open, pause …): after "text", "add" or "put" a sentence that
follows may be the message or the entry's detail, and a reason with a number in it may say when or how much."""

from __future__ import annotations

from .rewrites import Replacement

# Verbs whose request is whole without a sentence after it.
_BARE_VERBS = (
    r"turn|switch|enable|disable|activate|deactivate|open|launch|start|pause|stop|kill|resume|dim|brighten|mute|unmute|"
    # a ringing call turned away ("can you decline this call? I don't want to answer it", set 133)
    r"decline|reject|hang\s+up"
)
# How the speaker's own reason opens.
_SPEAKER = (
    r"(?:(?:because|cause|cuz|since|as)\s+)?(?:i\s+(?:want|wanna|need|have|had|would|am|was|can't|cannot|can\s+not|"
    # ("wifi on pls, dont wanna burn thru my data": a thumb leaves out the "I" and the apostrophe)
    r"keep|just|really)|(?:i\s+)?(?:don'?t|don’t|do\s+not)\s+(?:want|wanna|need)|i'?m|i'?ve|i'?ll|i'?d|it'?s\s+(?:draining|killing|eating|too|so|really|bugging|annoying)|"
    r"my\s+(?:battery|phone|eyes|data|headphones|earbuds))\b"
)

TRAILING_REASONS: tuple[tuple[str, Replacement], ...] = (
    (
        # ("wifi on pls thx, …": the switch said first, its state after it, is as bare a request)
        rf"^(?P<r>(?:(?:{_BARE_VERBS})\b|(?:wi-?fi|bluetooth|airplane\s+mode|flashlight|torch)\s+(?:on|off)\b)"
        r"[^.?!,;:\"“”]*?)\s*[.?!,;]+\s+"
        rf"{_SPEAKER}[^\"“”:\d]*$",
        r"\g<r>",
    ),
    (
        # "can you call Jonah Lindqvist and put it on speaker? I'm driving." (people set 134): after a call, only the
        # speaker's state ("I'm driving", "I'm at work"), never a sentence that may say where the number is.
        r"^(?P<r>(?:(?:can|could|would|will)\s+you\s+|please\s+)?(?:call|ring|phone|dial)\b[^.?!,;:\"“”]*?)\s*[.?!]+\s+"
        r"(?:i'?m|i’m|i\s+am)\s+(?:driving|busy|cooking|walking|outside|out|away|in\s+the\s+car|on\s+the\s+road|"
        r"at\s+work|in\s+a\s+hurry|running\s+late)\b[^\"“”:\d]*$",
        r"\g<r>",
    ),
)
