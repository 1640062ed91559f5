"""A control the tree leaves unnamed is known by its resource name.

Real apps ship controls with neither text nor content description: Simple SMS Messenger's new-conversation FAB
(``conversations_fab``), Pro Expense's add FAB (``fb_main_add``) and its delete icon (``btn_delete``), Simple
Calendar's month arrows (``top_left_arrow``). Their tree still names each view's resource, and that is all a
person reading the tree has to go on; so such a control is labelled with its resource name's words, the view
kind's shorthand dropped ("btn", "iv" …) and the common abbreviations spelled out ("fb" a FAB, "prev" previous).
The roles then read it as they read any label: "fab main add" starts a new entry, "delete" deletes, "top right
arrow" pages forward. An image with no name whose resource says button ("btn_…", "fab_…") or names a command or an
arrow ("…_confirm", "…_arrow") is such a control too, whatever class draws it. A control with no resource name
either stays unnamed (nothing says what it does).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .patterns import rx

if TYPE_CHECKING:
    from .screen import Element

CONTROL_KINDS = frozenset({"Button", "ImageButton"})
# A view's kind said in its resource name: no part of what the control does.
_KIND_WORDS = frozenset({"btn", "button", "imv", "iv", "img", "image", "ib", "ic", "icon", "tv", "view", "imgbtn"})
_SPELLED = {"fb": "fab", "prev": "previous", "del": "delete", "nav": "navigate", "msg": "message", "fwd": "forward"}


# A resource name that says its view is a button, whatever class draws it (an ImageView "btn_send", "fab_add"), or
# names a command or an arrow ("new_conversation_confirm", "top_left_arrow"): a picture's is "avatar", "thumbnail".
_BUTTON_WORDS = frozenset(
    "btn button fab fb ib imgbtn confirm send add delete remove close cancel save done search edit share play pause "
    "next prev previous back menu more new create compose record stop call dial ok submit trash clear arrow chevron".split()
)


def _parts(rid: str) -> list[str]:
    return [part.lower() for part in rx(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+").findall(rid)]


def resource_words(rid: str) -> str:
    """A resource name as words: ``top_left_arrow`` "top left arrow", ``fbMainAdd`` "fab main add"."""
    return " ".join(_SPELLED.get(part, part) for part in _parts(rid) if part not in _KIND_WORDS)


def named_by_resource(elements: list[Element]) -> list[Element]:
    """``elements`` with each unnamed control labelled by its resource name's words; an unnamed image whose
    resource says it is a button or names a command ("fb_main_add", "new_conversation_confirm") is that button."""
    out = []
    for element in elements:
        said = resource_words(element.rid) if element.rid and not element.label else ""
        if said and element.kind in CONTROL_KINDS:
            element = replace(element, label=said)
        elif said and element.kind == "ImageView" and _BUTTON_WORDS & set(_parts(element.rid or "")):
            element = replace(element, kind="ImageButton", label=said)
        out.append(element)
    return out
