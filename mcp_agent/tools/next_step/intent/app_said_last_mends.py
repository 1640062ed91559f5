"""The app to do it in, said last as an instruction of its own (people set 105): "copy a.jpg from DCIM into Download,
use the gallery", "make a playlist … - use retro music", "… ? do it in broccoli". Where is said before the request,
as the grammar reads it ("in the gallery, copy …"; ``spoken.reworded`` applies ``APP_SAID_LAST`` with the other
mends of a request's wrapping). Only after a request that starts with its verb: "I need a copy of a.jpg in Download,
it's in DCIM, use the gallery" is read whole by the readings of where a file is."""

from __future__ import annotations

from .rewrites import Replacement

_APPS = (
    r"(?:simple\s+)?gallery(?:\s+pro)?|files|markor|joplin|broccoli|pro\s+expense|retro\s+music|opentracks|"
    r"audio\s+recorder|(?:simple\s+)?calendar(?:\s+pro)?|simple\s+sms(?:\s+messenger)?|contacts|clock|tasks"
)

APP_SAID_LAST: tuple[tuple[str, Replacement], ...] = (
    (
        r"^(?P<r>(?:copy|move|add|make|create|delete|remove|put|save|rename|record|set|schedule)\b[^\"“:]+?)\s*(?:[,.;?!]+|\s[-–—])\s*(?:(?:and|just|pls|please)\s+)*(?:use|do\s+it\s+in|do\s+that\s+in|via)\s+"
        rf"(?:the\s+|my\s+)?(?P<a>{_APPS})(?:\s+app)?(?:\s+for\s+(?:it|this|that))?\s*[.!]?$",
        r"in the \g<a> app, \g<r>",
    ),
)
