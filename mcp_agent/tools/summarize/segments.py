"""The history under a reply: where a message's own text ends and older mail begins.

A body is read top to bottom as blocks of kinds: the sender's new text, an attribution line
("On … wrote:", in any language of markers.json, wrapped over up to four lines or between
dashes), quoted history (">" lines, or everything under an attribution or a history header that
no ">" marks: Gmail web, Apple Mail and iOS quote that way), a history header ("-----Original
Message-----", "Original Message processed by …") or a client's header block ("From: … Sent: …
To: … Subject: …" in any language), and a forward (its marker or, in a "Fwd:" mail, its header
block), whose mail stays: in a forward it is the content. A dashed line alone is not a marker.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mcp_agent.tools.summarize.markers import ADDRESS, ADDRESS_COLON_END, WHEN, markers

FORWARD_SEPARATOR = "---------- Forwarded message ----------"
_DASHES = re.compile(r"^[\s\-=_*]{2,}|[\s\-=_*]{2,}$")
_ONE_LINE_HEADER = re.compile(r"^\s*\**\s*from\s*\**\s*:.*\bsent\s*\**\s*:", re.IGNORECASE)
_SEPARATOR = re.compile(r"^\s*(?:_{8,}|-{8,})\s*$")
_SENTENCE_END = re.compile(r"[.!?。！？]['\"”’)]*\s*$")
# Zero-width and byte-order characters some clients leave on a line of their own.
_INVISIBLE = str.maketrans("", "", "\ufeff\u200b\u200c\u200d\u2060")


def visible(text: str) -> str:
    return text.translate(_INVISIBLE)


MAX_ATTRIBUTION_LINES = 4
_MARKER_THEN_TEXT = re.compile(r"^(?P<marker>-{2,}[^-]{4,40}-{2,})\s+(?P<rest>\S.*)$")


def is_attribution(text: str, *, quote_follows: bool = True) -> bool:
    """One attribution, its wrapped lines joined: "On <date>, Ann <a@b> wrote:", "---- Ann wrote ----",
    "2022年1月1日(金) 9:00 田中太郎 <t@example.com>:". One that has only a date or time besides its
    verb ("2013.02.08. 7:31 keltezéssel, "Eszter" írta:") counts only above a quote
    (``quote_follows``): "Ann wrote the plan in 2024:" is the sender's own sentence."""
    core = _DASHES.sub("", text.strip()).strip()
    if not core or len(core) > 300:
        return False
    found = markers()
    if found.history.match(core) or found.forward.match(core):
        return False
    dashed = core != text.strip()
    # Most lines end in neither a colon nor a verb: they are decided without the slower searches.
    if core.endswith((":", "：")):
        when, address = bool(WHEN.search(core)), bool(ADDRESS.search(core)) or "<" in core
        if found.verb_end.search(core):
            return bool(found.opener.match(core) or address or dashed or (when and quote_follows))
        return when and bool(ADDRESS_COLON_END.search(core))
    if found.verb_last.search(core[-40:]):
        # "On Wed, 14 Nov 2018 08:14:43 -0200 John Doe <john@doe.com> wrote", "---- Ann wrote ----"
        return dashed or (bool(found.opener.match(core)) and bool(WHEN.search(core) or ADDRESS.search(core)))
    return False


def ends_like_attribution(line: str) -> bool:
    """The line ends as an attribution's last line does: in a colon, dashes or a verb."""
    tail = line.rstrip()[-40:]
    return tail.endswith((":", "：", "-")) or bool(markers().verb_last.search(tail))


def attribution_lines(lines: list[str], index: int, endings: Sequence[bool] | None = None) -> int:
    """How many lines (blank ones within included) the attribution starting at ``index`` takes; 0 if
    none. ``endings``: ``ends_like_attribution`` of every line, when the caller has it already."""
    first = lines[index].strip()
    if not first or first.startswith(">") or len(first) > 300:
        return 0
    stop = min(len(lines), index + 1 + 2 * MAX_ATTRIBUTION_LINES)
    if endings is None:
        endings = [ends_like_attribution(line) if index <= n < stop else False for n, line in enumerate(lines)]
    if endings[index] and _attribution_here(first, lines, index + 1):
        return 1
    closed = first.endswith(">") and ADDRESS.search(first)
    if closed and WHEN.search(first) and len(first) <= 120 and _quote_follows(lines, index + 1):
        return 1  # "2011/4/7 Nathan <support@example.com>" right above a quote: Gmail's old attribution
    # A wrapped attribution ends in a colon, a verb or dashes within a few lines: most text does not.
    if not any(endings[index + 1 : stop]):
        return 0
    # Only a line that can start one continues on the next: an opener, a date or an address, no full stop.
    found = markers()
    if _SENTENCE_END.search(first) or not (found.opener.match(first) or WHEN.search(first) or ADDRESS.search(first)):
        return 0
    following = lines[index + 1 : stop]
    joined, taken = first, 1
    for line in following:
        taken += 1
        part = line.strip()
        if not part:
            continue
        if len(part) > 120:
            return 0
        joined = f"{joined} {part}"
        if _attribution_here(joined, lines, index + taken):
            return taken
        if _SENTENCE_END.search(part) or joined.count(" ") > 40:
            return 0
    return 0


def header_block(lines: list[str], index: int) -> int:
    """How many lines the client's header block starting at ``index`` takes ("From: … Sent: … To: …",
    "Von: … Gesendet: …", "Date: … Subject: … From: …"); 0 if it is not one. Two kinds of field
    at least with the sender, or three with the date; a wrapped value continues its field."""
    if _ONE_LINE_HEADER.match(lines[index]):
        return 1
    field = markers().header_field
    first = field.match(lines[index])
    if first is None:
        return 0
    kinds: set[str] = set()
    end = index
    position = index
    fields_seen = 0
    while position < len(lines) and position < index + 12:
        line = lines[position]
        if not line.strip():
            if fields_seen and position + 1 < len(lines) and field.match(lines[position + 1]):
                position += 1
                continue  # Outlook on the web puts a blank line between its fields
            break
        match = field.match(line)
        if match:
            kinds.add(next(kind for kind, value in match.groupdict().items() if value is not None))
            fields_seen += 1
            end = position + 1
        elif position - end >= 1:
            break  # a wrapped value takes one more line at most
        else:
            end = position + 1
        position += 1
    # The sender and one more field, or three fields with the date: "Date: Friday / To: all" in a
    # message's own text is no header block.
    if ("from" in kinds and len(kinds) >= 2) or ("date" in kinds and len(kinds) >= 3):
        return end - index
    return 0


def _forward_marker(line: str) -> str | None:
    """None if ``line`` is no forward marker; else what follows the marker on its line ("" mostly;
    "Subject: | Re: …" where HTML made Thunderbird's header table one line with it)."""
    text = line.strip()
    if markers().forward.match(text):
        return ""
    found = _MARKER_THEN_TEXT.match(text)
    if found and markers().forward.match(found.group("marker")):
        return found.group("rest")
    return None


def _attribution_here(text: str, lines: list[str], after: int) -> bool:
    """``text`` is an attribution; one with only a date besides its verb only if a quote follows it."""
    if not is_attribution(text):
        return False
    return is_attribution(text, quote_follows=False) or _quote_follows(lines, after)


def _quote_follows(lines: list[str], index: int) -> bool:
    following = next((line for line in lines[index:] if line.strip()), "")
    return following.lstrip().startswith(">")


def _trim_separators(kept: list[str]) -> None:
    while kept and (not kept[-1].strip() or _SEPARATOR.match(kept[-1]) or re.fullmatch(r"[\s\-=_*]+", kept[-1])):
        kept.pop()


def without_history(lines: list[str], forwarded: bool) -> list[str]:
    """The lines without quoted history, attribution lines, history headers and older mail under a
    header block; a forward marker (``FORWARD_SEPARATOR``) and the forwarded mail under it stay.
    ``lines`` are read without zero-width characters (``visible``)."""
    found = markers()
    endings = [ends_like_attribution(line) for line in lines]
    kept: list[str] = []
    in_forward = False
    index = 0
    while index < len(lines):
        line = lines[index].rstrip()
        bare = line
        if bare.lstrip().startswith(">"):
            unquoted = re.sub(r"^\s*>\s?", "", bare)
            if forwarded and (in_forward or found.forward.match(unquoted.strip())):
                # Apple Mail quotes the mail it forwards: there the quoted mail is the content.
                line = bare = unquoted
            else:
                index += 1
                continue
        marker = _forward_marker(bare)
        if marker is not None:
            in_forward = True
            kept.append(FORWARD_SEPARATOR)
            if marker:
                lines[index] = marker  # Thunderbird's header table starts on the marker's line
                endings[index] = ends_like_attribution(marker)
                continue
            index += 1
            continue
        if not in_forward and found.history.match(bare.strip()):
            if not any(k.strip() for k in kept):
                index += 1  # a history header with nothing above: the rest is the message
                continue
            break
        span = header_block(lines, index) if not in_forward else 0
        if span:
            if not any(k.strip() for k in kept):
                kept.clear()  # a header block on top ("Od: … Wysłano: …"): the message is under it
                index += span
                continue
            _trim_separators(kept)
            if not forwarded:
                break
            # In a forward ("FW:", "WG:") the header block starts the forwarded mail.
            in_forward = True
            kept.append(FORWARD_SEPARATOR)
            kept.extend(lines[index : index + span])
            index += span
            continue
        span = attribution_lines(lines, index, endings)
        if span:
            if _quote_follows(lines, index + span):
                index += span  # the quote is marked: the sender's text may go on under it (inline replies)
                continue
            if not in_forward:
                _trim_separators(kept)
                break
            index += span
            continue
        kept.append(line)
        index += 1
    return kept
