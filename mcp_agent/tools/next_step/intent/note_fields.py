"""A note's title and text as a request says them: both named ("titled X whose body is: Y"), the title said unquoted
before its text ("a note Reading list saying …"), quoted ('a note "Ideas" with the text "…"'), or a file name as the
note's name with its text after a dash or "with the text"."""

from __future__ import annotations

from ..patterns import rx
from .entries import named_note, titled_note
from .step_slots import FILE_NAME
from .wording import quoted_values


def note_fields(clause: str, fields: dict[str, str]) -> dict[str, str]:
    """``fields`` with the note's title and body as ``clause`` says them (the ones already read are kept)."""
    fields = dict(fields)
    if not FILE_NAME.search(clause) and (titled := titled_note(clause))[0]:
        fields |= {"title": titled[0], "body": titled[1]}
    elif not FILE_NAME.search(clause) and not quoted_values(clause) and (unquoted_note := named_note(clause))[0]:
        fields |= {"title": unquoted_note[0], "body": unquoted_note[1]}
    both = rx(
        # ('a note "Ideas" saying "…"' alike, set 133: with an app named it was read as text from the title on)
        r"[^\"“]*[\"“](?P<t>[^\"”]+)[\"”]\s+(?:with\s+(?:the\s+)?(?:text|body|content)|saying|that\s+says)\s*:?\s*"
        r"[\"“](?P<b>[^\"”]+)[\"”][^\"“”]*"
    ).fullmatch(clause)
    # 'a note Reading list saying "…"': the capitalised name before the quoted text is the title.
    named = rx(
        r"[^\"“]*\b(?:note|memo)\s+(?:(?:called|named|titled)\s+)?(?P<t>(?-i:[A-Z])[\w' -]*?)\s*"
        r"(?:\bsaying\b|\bthat\s+says\b|\bwith\s+the\s+text\b)\s*:?\s*[\"“](?P<b>[^\"”]+)[\"”][^\"“”]*"
    ).fullmatch(clause)
    both = both or named
    if "title" not in fields and both is not None and not FILE_NAME.search(clause):
        fields |= {"title": both.group("t"), "body": both.group("b")}  # "a note "Ideas" with the text "…""
    if "title" not in fields and (file := FILE_NAME.search(clause)) is not None:
        fields["title"] = file.group(0)
    # The text in double or single quotes ("with text 'X'"); a quoted file name is the note's name.
    texts = [value for value in quoted_values(clause) if not FILE_NAME.fullmatch(value)]
    if "body" not in fields and texts:
        fields["body"] = texts[0]
    dashed = rx(r"\.(?:md|txt)[\"”']?\s+[-–—]\s+(?P<b>.+)$").search(clause)
    if "body" not in fields and dashed is not None:
        fields["body"] = dashed.group("b")  # "new markor note "a.md" - the text"
    # "create a.md with the text The report is due …": unquoted, the text is the rest of the clause (the
    # clause already ends where a next step starts), and only in a note made under a file name.
    unquoted = rx(r"\bwith\s+(?:the\s+)?(?:text|content|words?)\s+(?P<b>[A-Z].*)$").search(clause)
    if "body" not in fields and unquoted is not None and FILE_NAME.search(clause[: unquoted.start()]):
        fields["body"] = unquoted.group("b").rstrip(" .") + ("." if unquoted.group("b").rstrip().endswith(".") else "")
    return fields
