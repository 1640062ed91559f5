"""A formal request framed around what must happen to a thing, or around the thing it is about (people set 54).

Read on the whole request, quoted values included (they may stand inside the thing named), each by its shape:

* "please ensure that X is deleted", "could you see to it that a playlist titled "Chill" is created …", "kindly
  arrange for X to be entered in my calendar …", "it would be appreciated if X could be deleted": the act said
  with its verb first ("delete X", "create a playlist titled "Chill" …", "add X to my calendar …"); "ensure that X
  is not saved" is "do not save X";
* "…, with the note 'Monthly'": the field said with its label;
* "with respect to / regarding / in relation to X, <request>": the request about X ("it" in it stands for X; with
  no "it", a reply answers X, a place ("at the top") is X's, and otherwise the request is done in X).

Words a message carries (after a colon, inside quotes) are never the thing framed.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .passive_requests import PAST_FORMS
from .quoted_spans import QUOTED

_PARTICIPLES = {**PAST_FORMS, "entered": "add", "placed": "put", "added": "add", "switched": "switch"}
_PARTICIPLE = "|".join(sorted(_PARTICIPLES, key=len, reverse=True))
_ASKING = r"(?:(?:could|would|will|can)\s+you\s+(?:kindly\s+|please\s+)?|(?:please|kindly)\s+)?"
_ENSURE = re.compile(
    rf"^(?P<pre>.*?[.;!]\s+)?{_ASKING}(?:ensure|see\s+to\s+it|make\s+(?:sure|certain))(?:\s+that)?\s+(?P<x>[^:]+?)\s+(?:is|are|gets?|get)\s+"
    rf"(?P<not>not\s+)?(?P<p>{_PARTICIPLE})\b(?P<rest>.*)$",
    re.I,
)
_ARRANGE = re.compile(
    rf"^{_ASKING}arrange\s+for\s+(?P<x>[^:]+?)\s+(?P<not>not\s+)?to\s+be\s+(?P<p>{_PARTICIPLE})\b(?P<rest>.*)$", re.I
)
_APPRECIATED = re.compile(
    r"^it\s+would\s+be\s+(?:(?:much|greatly|most|very\s+much)\s+)?appreciated\s+if\s+(?P<x>[^:]+?)\s+"
    rf"(?:could|would|might|were\s+to)\s+(?P<not>not\s+)?be\s+(?P<p>{_PARTICIPLE})\b(?P<rest>.*)$",
    re.I,
)
_TOPIC = re.compile(
    r"^(?:with\s+(?:respect|regard|reference)\s+to|regarding|in\s+relation\s+to|concerning|as\s+regards|"
    r"in\s+respect\s+of|as\s+for)\s+(?P<x>[^,:\"“]+?),\s+(?P<rest>\S.*)$",
    re.I,
)
_IT = re.compile(r"\b(?:of\s+|to\s+|from\s+|in\s+)?it\b(?!')", re.I)
_PLACE = re.compile(r"\bat\s+the\s+(?:very\s+)?(?:top|bottom|end|beginning|start)\b", re.I)
_REPLY = re.compile(r"^(?P<v>reply|respond|answer)\b(?!\s+to\b)", re.I)


# "…, with the description 'Colourful and quick', the source given as 'magazine'": a listed field, its value in single
# quotes (double quotes are read with their article already).
_FIELD = re.compile(
    r"(?<=[,;]\s)(?:and\s+)?(?:with\s+)?(?:the|a)\s+(?P<f>description|source|ingredients|directions|note|category)"
    r"(?:\s+(?:given\s+as|being|reading))?\s+(?=['‘])",
    re.I,
)


def formally_framed(text: str) -> str:
    """``text`` with a formal frame read as the request it carries; as said when it has none."""
    text = _FIELD.sub(lambda found: f"{found.group('f')} ", text)
    for frame in (_ENSURE, _ARRANGE, _APPRECIATED):
        found = frame.match(text)
        if found is not None:
            verb = _PARTICIPLES[found.group("p").lower()]
            said = f"{verb} {found.group('x')}{found.group('rest')}"
            pre = found.groupdict().get("pre") or ""
            return pre + (f"do not {said}" if found.group("not") else said)
    return _about(text)


def _about(text: str) -> str:
    found = _TOPIC.match(text)
    if found is None:
        return text
    thing = found.group("x")
    rest = rx(r"^(?:please|kindly)\s+", re.I).sub("", found.group("rest"))
    request = rx(r"[:\"“]").split(rest, maxsplit=1)[0]
    if (it := _IT.search(request)) is not None:
        said = it.group(0).lower()
        joined = said[: -len("it")] + thing
        return rest[: it.start()] + joined + rest[it.end() :]
    if (reply := _REPLY.match(rest)) is not None:
        return f"{reply.group('v')} to {thing}{rest[reply.end() :]}"
    masked = QUOTED.sub(lambda quoted: " " * len(quoted.group(0)), rest)
    if (place := _PLACE.search(masked)) is not None:
        return f"{rest[: place.end()]} of {thing}{rest[place.end() :]}"
    return f"in {thing}, {rest}"
