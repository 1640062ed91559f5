"""A field named by the short text right above it, as many forms caption their fields.

Two cases. A field with neither label nor hint takes the caption as its hint ("Title" over an empty EditText);
a tree's field with a text and no hint (``hint=""``) under a caption holds that text, a tree reporting a field's
content as its text. And a field whose hint is an example of what goes in it names nothing: Markor's new-file
dialog captions its field "Name" and hints it ``my_note``, others hint "e.g. Groceries", "john@example.com",
"report.pdf"; read as the field's name such a hint misleads ("my_note" is not the note's text field), so the
caption names it. A caption reads as a name, not a sentence or a file's name (no digits, dots or more than four
words), and is only a TextView's with no value of its own (the status bar's clock is no caption).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .patterns import rx

if TYPE_CHECKING:
    from .screen import Element

_EXAMPLE = rx(
    r"^(?:[\w.-]*_[\w.-]+|[\w-]+\.[a-z0-9]{1,4}|[\w.+-]+@[\w-]+\.[\w.]+|(?:e\.?g\.?|ex\.?|example)[:,]?\s.+)$"
)
_CAPTION = rx(r"^[A-Za-z][A-Za-z &'/()-]{0,40}:?$")


def is_example(text: str) -> bool:
    """Whether a hint reads as a sample value ("my_note", "notes.txt", "e.g. Rent") rather than a field's name."""
    return bool(_EXAMPLE.match(text.strip()))


def caption_of(above: Element | None) -> str:
    """The caption ``above`` (the element right above a field) gives it, or ""."""
    if above is None or above.kind != "TextView" or above.value or not _CAPTION.match(above.label.strip()):
        return ""
    return above.label.strip().rstrip(":") if len(above.label.split()) <= 4 else ""


def captioned(elements: list[Element]) -> list[Element]:
    """``elements`` with each unnamed field, and each field hinted with an example, named by its caption."""
    out: list[Element] = []
    for element in elements:
        caption = caption_of(out[-1] if out else None) if element.kind == "EditText" else ""
        if caption and not element.hint and (not element.label or (element.hint == "" and element.value is None)):
            held = element.value if not element.label else element.label
            element = replace(element, label="", hint=caption, value=held)
        elif caption and (shown := element.hint or element.label) and is_example(shown):
            element = replace(element, label="", hint=caption)
        out.append(element)
    return out
