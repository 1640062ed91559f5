"""Edits said about a note by its file name: text added at the top or the bottom ("add … to the top of
a.md", "at the end of a.md add …", "append "…" to a.md", "as the first line of a.md"), "open a.md and …"
(the rest of the request is about that note: ``about_the_note``), "rename it …" after an edit, and a note renamed
and rewritten in one breath ("a.md should be called b.md and just say …")."""

from __future__ import annotations

import re

from ..patterns import rx
from .goal import Goal

_APPEND = re.compile(
    r"^(?:add|put|append|insert|write)\s+(?P<text>\"[^\"]+\"|'[^']+'|.+?)\s+(?P<blank>plus\s+a\s+blank\s+line\s+)?"
    # "… as a new line at the end of": a line of its own is how text is added at either end anyway.
    r"(?:(?:as|on)\s+(?:a\s+)?(?:new|separate|its\s+own)\s+line\s+)?"
    r"(?:(?:at|to|on|onto)\s+the\s+(?:very\s+)?(?P<where>top|start|beginning|end|bottom)|as\s+(?:the|a)\s+(?P<line>first|last|final)\s+line)\s+(?:of|in|to)\s+"
    r"(?:my\s+|the\s+)?(?:note\s+)?"
    r"(?P<name>[\w-]+\.(?:md|txt))",
    re.I,
)

_AT_END_OF = re.compile(
    r"^(?:at|to)\s+the\s+(?P<where>top|start|beginning|end|bottom)\s+of\s+(?:my\s+|the\s+)?(?:note\s+)?"
    r"(?P<name>[\w-]+\.(?:md|txt))\s*,?\s+(?:add|put|append|write|insert)(?:\s*:\s*|\s+)(?P<text>.+)$",
    re.I,
)

# "add call grandma to todo.txt": unquoted too, since the note is named by its file name.
_APPEND_TO = re.compile(
    r"^(?:append|add)\s+(?P<text>\"[^\"]+\"|'[^']+'|“[^”]+”|(?!(?:this|the\s+following|it)\s+to\b)[^\"“:]+?)\s+to\s+(?:the\s+end\s+of\s+)?(?:my\s+|the\s+)?"
    r"(?:note\s+|file\s+)?(?P<name>[\w-]+\.(?:md|txt))",
    re.I,
)

# "append this to a.md: …", "add the following to the end of a.md: …", "append to a.md: …"
_THIS_TO = re.compile(
    r"^(?:append|add)\s+(?:(?:this|the\s+following)\s+)?to\s+(?:the\s+end\s+of\s+)?(?:my\s+|the\s+)?(?:note\s+|file\s+)?"
    r"(?P<name>[\w-]+\.(?:md|txt))\s*:\s*(?P<text>.+)$",
    re.I,
)
# "append: …", "add this line at the bottom: …", "prepend: …": what to add said after a colon, where (if at all) before it.
_ADDED_AFTER_COLON = re.compile(
    r"^(?P<v>add|append|put|write|insert|prepend)(?:\s+(?:this|the\s+following|(?:this|a|one|the)\s+(?:new\s+)?line))?"
    r"(?:\s+(?P<where>(?:at|to)\s+the\s+(?:very\s+)?(?:top|start|beginning|end|bottom)|as\s+the\s+(?:first|last)\s+line)"
    r"|\s+to\s+it)?\s*:\s*(?P<text>\S.*)$",
    re.I,
)
# "append Book the train": with the note already said, the words after "append" / "prepend" are what to add.
_APPENDED = re.compile(r"^(?P<v>append|prepend)(?P<where>)\s+(?!(?:to|this|the\s+following)\b)(?P<text>[^:]+)$", re.I)
# "add a line call grandma", "write one more line saying …": with the note already said, the words after "line".
_A_LINE = re.compile(
    r"^(?P<v>add|append|put|write|insert)(?P<where>)\s+(?:a|one|another)\s+(?:more\s+)?(?:new\s+)?line\s+"
    r"(?:(?:saying|that\s+says|reading|with)\s+)?(?P<text>[^:]+)$",
    re.I,
)
_OPEN_FILE_AND = re.compile(
    r"^open\s+(?:the\s+(?:note|file)\s+)?(?P<name>[\w-]+\.(?:md|txt))\s+and\s+(?P<rest>.+)$", re.I
)

# "a.md should now just say …", "replace everything in my note a.md with: …": the note's whole text rewritten.
_REWRITE = (
    re.compile(
        r"^(?:my\s+|the\s+)?(?:note\s+|file\s+)?(?P<name>[\w-]+\.(?:md|txt))\s+should\s+(?:now\s+)?(?:just\s+|only\s+)?"
        r"(?:say|read|contain)\s*:?\s+(?P<text>.+)$",
        re.I,
    ),
    re.compile(
        r"^replace\s+(?:everything|all(?:\s+(?:of\s+)?the\s+text)?|the\s+(?:whole\s+)?(?:text|content))\s+(?:in|of)\s+"
        r"(?:my\s+|the\s+)?(?:note\s+|file\s+)?(?P<name>[\w-]+\.(?:md|txt))\s+with\s*:?\s+(?P<text>.+)$",
        re.I,
    ),
)
# "add Hi at the top, …": text added at one end, the words that follow an opening verb ("edit a.md: …").
_ADDED_AT_AN_END = re.compile(
    r"^(?:add|put|append|insert|write|prepend)\s+(?:(?!\b(?:then|and)\b).)+?\s+(?:at|to|on)\s+the\s+(?:very\s+)?"
    r"(?:top|start|beginning|end|bottom)\b",
    re.I,
)
_RENAME_IT = re.compile(r"^rename\s+it\s+(?:to\s+)?(?P<name>\S+)$", re.I)
_FILE = r"[\w-]+\.(?:md|txt)"
# The new name and the new text of one note, said in either order in one clause.
_NEW_NAME = re.compile(
    rf"(?:\brename\s+(?:it|the\s+(?:note|file))?\s*(?:{_FILE}\s+)?(?:to\s+|as\s+)?|\b(?:should\s+be|be)\s+"
    rf"(?:called|named|renamed(?:\s+to)?)\s+|\bcall\s+it\s+|\bnew\s+(?:file\s+)?name\s*:?\s*)(?P<new>{_FILE})",
    re.I,
)
_NEW_TEXT = re.compile(
    rf"(?:\bchange\s+(?:its|the)\s+(?:text|contents?)\s+to|\b(?:and\s+)?(?:just\s+|only\s+)say|"
    rf"\brewrite\s+(?:my\s+|the\s+)?(?:note\s+|file\s+)?{_FILE}\s+(?:as|to\s+say|with)|"
    r"\b(?:its|the)\s+(?:text|contents?)\s+(?:should\s+be|is)|\bmake\s+it\s+say|\bnew\s+(?:text|contents?))\s*:?\s*"
    r"(?P<text>.+?)(?=\s*[.,;]?\s+(?:and\s+)?(?:then\s+)?(?:rename|call\s+it|(?:it\s+)?should\s+be\s+called)\b|$)",
    re.I,
)


def _renamed_and_rewritten(text: str, app: str) -> Goal | None:
    """ "rename a.md to b.md and change its text to …", "a.md should be called b.md and just say …", "rewrite a.md
    as: … Then rename it b.md": one note, both changed (the text typed first, then the rename)."""
    named, said = _NEW_NAME.search(text), _NEW_TEXT.search(text)
    files = [name for name in rx(_FILE).findall(text) if named is None or name != named.group("new")]
    if named is None or said is None or not files:
        return None
    body = rx(r"\s*\((?:in\s+)?markor\)$", re.I).sub("", said.group("text")).strip("\"'“” ")
    if not body or named.start() > said.start() > named.end() or said.start() > named.start() > said.end():
        return None
    return Goal("edit", obj="note", app=app, subject=files[0], body=body, criterion="replace", value=named.group("new"))


def about_the_note(text: str) -> str | None:
    """ "open a.md and add "…" at the bottom", "in a.md, put "…" first": the rest of the request said about
    that note, or None."""
    # "edit a.md: add X at the top, then …", "Open a.md, add …": a verb that only opens the note leads the same way.
    inside = rx(
        r"^(?:(?P<lead>in|open|edit|update|go\s+to)\s+)?(?:markor\s+)?(?:(?:the|my)\s+)?(?:(?:note|file)\s+)?"
        r"(?P<name>[\w-]+\.(?:md|txt))\s*(?:[,:]|->|→|\s[-–—])\s*(?P<rest>.+)$",
        re.I,
    ).match(text)
    if inside is not None and (renamed := rx(r"^rename\s+(?:it\s+)?(?:to|as)\s+", re.I).match(inside["rest"])):
        # "a.md -> rename to b.md, and …": the note said first is the one renamed.
        return f"rename {inside['name']} to {inside['rest'][renamed.end() :]}"
    if inside is not None and (added := _added_to(inside["name"], inside["rest"])) is not None:
        return added
    if (
        inside is not None
        and inside["lead"]
        and inside["lead"].lower() != "in"
        and not _ADDED_AT_AN_END.match(inside["rest"])
    ):
        return None  # "edit a.md: Hello there" is the note's new text, read whole (note_text_edits.py)
    if inside is not None:
        rest = rx(r"\b(first|at\s+the\s+(?:top|start|beginning))\b").sub(
            f"at the top of {inside['name']}", inside["rest"], count=1
        )
        return rest if rest != inside["rest"] else f"{inside['rest']} of {inside['name']}"
    needs = rx(r"^(?P<name>[\w-]+\.(?:md|txt))\s+needs\s+(?P<rest>.+)$", re.I).match(text)
    if needs is not None:
        # "a.md needs one more line at the bottom: …": what the note needs is what to add to it.
        where = r"\b(top|bottom|end|start|beginning)\b"
        rest = rx(where, re.I).sub(rf"\1 of {needs['name']}", needs["rest"], count=1)
        return f"add {rest}" if rest != needs["rest"] else None
    opened = _OPEN_FILE_AND.match(text)
    if opened is None:
        return None
    rest = opened.group("rest")
    if (added := _added_to(opened.group("name"), rest)) is not None:
        return added
    # "open a.md and at the end add …": where, then what.
    rest = rx(
        r"^((?:at|to)\s+the\s+(?:very\s+)?(?:top|start|beginning|end|bottom))\s*,?\s+(?=(?:add|put|append|write|insert)\b)",
        re.I,
    ).sub(rf"\1 of {opened.group('name')} ", rest)
    if rx(r"\b(?:top|bottom|end|start|beginning)$", re.I).search(rest):
        rest = f"{rest} of {opened.group('name')}"
    return rx(r"\bit\b").sub(opened.group("name"), rest, count=1)


def _added_to(name: str, rest: str) -> str | None:
    """ "append: …", "add at the end: …", "append Book the train" said of the note ``name``: added at the end unless
    the words say where (or "prepend" says the top)."""
    added = _ADDED_AFTER_COLON.match(rest) or _APPENDED.match(rest) or _A_LINE.match(rest)
    if added is None:
        return None
    where = added.group("where") or ("at the top" if added.group("v").lower() == "prepend" else "at the end")
    return f"add this {where} of {name}: {added.group('text')}"


def _line_said(text: str) -> str:
    """The words to add: "add the line Book the train …" says it is a line, and that is not the line."""
    body = text.strip()
    if rx(r"[\"'“]").match(body):
        return body.strip("\"'“”")  # quoted: the words as said
    return rx(r"^(?:the|this|a|one)\s+(?:new\s+)?(?:line|sentence)\s*:?\s+", re.I).sub("", body).strip("\"'“”")


def read_note_edit(text: str, app: str) -> Goal | None:
    if (both := _renamed_and_rewritten(text, app)) is not None:
        return both
    added = _APPEND.match(text)
    if added is not None and rx(
        r"(?:a|one|another|this|the\s+following)(?:\s+more)?\s+(?:new\s+)?(?:line|text)|this|the\s+following", re.I
    ).fullmatch(added.group("text")):
        after = rx(r"\b(?:saying|that\s+says|reading|with\s+the\s+(?:text|words?))\s*:?\s+(?P<t>\S.*)$", re.I).search(
            text[added.end() :]
        )  # "put a line at the top of todo.md saying URGENT": the line's words after the note
        said = text.split(":", 1)[1].strip() if ":" in text else after["t"] if after else ""
        said = said.strip("\"'“”")
        added = _APPEND.match(text.replace(added.group("text"), f'"{said}"', 1).split(":", 1)[0]) if said else None
    if added is not None:
        said = (added.group("where") or added.group("line")).lower()
        where = "top" if said in ("top", "start", "beginning", "first") else "bottom"
        renamed = rx(
            r"\brename\s+(?:it|the\s+(?:file|note))\s+(?:to\s+|as\s+)?(?P<new>[\w-]+\.(?:md|txt))", re.I
        ).search(text)
        return Goal(
            "edit",
            obj="note",
            app=app,
            value=renamed.group("new") if renamed else "",
            subject=added.group("name"),
            body=_line_said(added.group("text")),
            criterion=where,
            extra=("blank line",)
            if added.group("blank") or rx(r"\b(?:blank|empty)\s+line\b", re.I).search(text)
            else (),
        )
    if (placed := _AT_END_OF.match(text)) is not None:
        where = "top" if placed.group("where").lower() in ("top", "start", "beginning") else "bottom"
        body = _line_said(placed.group("text"))
        return Goal("edit", obj="note", app=app, subject=placed.group("name"), body=body, criterion=where)
    if (appended := _APPEND_TO.match(text) or _THIS_TO.match(text)) is not None:
        body = appended.group("text").strip("\"'“”")
        return Goal("edit", obj="note", app=app, subject=appended.group("name"), body=body, criterion="bottom")
    for pattern in _REWRITE:
        if (rewritten := pattern.match(text)) is not None:
            body = rx(r"\s*\((?:in\s+)?markor\)$", re.I).sub("", rewritten.group("text")).strip("\"'“” ")
            return Goal("edit", obj="note", app=app, subject=rewritten.group("name"), body=body, criterion="replace")
    if (renamed := _RENAME_IT.match(text)) is not None:
        return Goal("edit", obj="note", app=app, value=renamed.group("name"), subject="it")
    return None
