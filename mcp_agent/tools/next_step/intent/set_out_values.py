"""Values set out on lines of their own under a request, said in a line as the grammar reads them (people set 120).

A message's body (message_frames.py takes its frame off) sets values out under the line that asks for them, each by
its shape:

* one value alone under a line ending in ":" ("save it under this name:\\n Hill repeats"): quoted where the colon is;
* bare items under a request that counts them ("add two songs …, in this order:\\n1. A\\n2. B"): said where the count
  is ("add A and then B …");
* "Kind: value" lines whose kind the request points at ("add this to a playlist:\\n- Song: A\\n- Playlist: B"): the
  request's "this" and "a playlist" said as 'the song "A"' and 'my "B" playlist';
* "Event: X" with "New name: Y": the thing renamed; "Old: X" with "New: Y" under a contact's update: its number changed;
* fields under a request that fixes a named thing ("fix the Flowers expense:\\n- Amount: $1\\n- Category: Food"):
  'edit the expense Flowers: its amount should be $1 and its category Food';
* a name under a recording ("record a track:\\n- Activity: Cycling\\n- Name: X"): 'record a Cycling track … and save
  it as "X"';
* numbered entries of a title and a text each: '"T1" with the text "B1" and "T2" with the text "B2"';
* numbered steps, each a request: said one after another ("A, then B"), the app named over them kept;
* other "Field: value" lines: "request: Field: value, Field: value." (the readers of pasted details read them);
* a "Field: value" line on its own, before a question that points back at it ("Artist: X\\n Which of their songs …"):
  the question asked of the value.

Prose over several lines is one run of sentences.
"""

from __future__ import annotations

import re

from .clauses import mentioned_app

_ITEM = re.compile(r"^(?:[-*•]|\d+[.)])\s+")
_NUMBERED = re.compile(r"^\d+[.)]\s+")
_KEYED = re.compile(r"^(?P<k>[A-Za-z][A-Za-z ]{0,24}?)\s*:\s+(?P<v>\S.*)$")
_KINDS = r"song|track|playlist|note|file|folder|contact|event|expense|recipe|task|album|video|artist"
_COUNTED = re.compile(
    r"\b(?:two|three|four|five|six|\d+|these|those|the\s+following|some|a\s+few|a\s+couple\s+of)\s+(?:new\s+)?"
    r"(?:songs|tracks|items|notes|files|tasks|expenses|things|contacts|recipes|videos|lines)\b",
    re.I,
)
_IN_ORDER = re.compile(r",?\s*\b(?:in\s+(?:this|that)\s+order|in\s+order)\b", re.I)
_FIXED = re.compile(
    rf"\b(?:fix|update|change|edit|correct|amend)\s+(?:the|my|this)\s+(?:(?P<kind1>{_KINDS})\s+(?P<name1>[^:,.]+?)|"
    rf"(?P<name2>[^:,.]+?)\s+(?P<kind2>{_KINDS}))\s*$",
    re.I,
)
_CONTACT_UPDATE = re.compile(
    r"\b(?:update|change|fix|edit|correct)\s+(?:(?P<name>[A-Z]\w+(?:\s+[A-Z]\w+)?)'s|her|his|their)\s+"
    r"(?:contact|number|phone\s+number|details|entry)\b",
)
_PERSON_FIRST = re.compile(r"(?:^|[.!?]\s+)(?P<name>[A-Z]\w+\s+[A-Z]\w+)\s+(?:has|got|just\s+got|'s\s+got|changed)\b")
_RECORD = re.compile(r"\brecord\s+(?:a|an|one)\s+(?:new\s+)?(?P<noun>track|recording|activity|ride|run|walk)\b", re.I)
_PRONOUN_OF = re.compile(r"\b(?:of\s+)?(?:their|his|her)\s+(?P<x>songs|tracks|albums|videos|books|recipes)\b", re.I)
_AUTHORS = re.compile(r"^(?:artist|band|singer|author|composer)$", re.I)
_NEW = re.compile(r"^new\s+(?P<f>name|title|\w+)$", re.I)
_OLD_NEW = (("old", "new"), ("from", "to"), ("was", "now"), ("current", "new"))
# The fields the readers of pasted rows know by name (an expense's, a recipe's, a contact's).
_ROW_KEYS = re.compile(
    r"^(?:name|title|amount|price|cost|total|category|note|notes|date|description|servings|source|ingredients|"
    r"directions|prep(?:aration)?\s+time|phone|number|label|email)$",
    re.I,
)
# Where a value set out under its request stands in it: "add a new line …" is the line, "this name" the name.
_PLACE_OF_VALUE = re.compile(
    r"\b(?:(?:a|an|one)\s+(?:new\s+)?(?P<n>line|item|entry|sentence|row|heading|header)|"
    r"this\s+(?P<m>name|title|text|line|message|heading|header))\b",
    re.I,
)
_NOTE_FIELDS = re.compile(r"^(?:folder|name|title|file\s*name|text|body|content|contents)$", re.I)
_TEXT_KEYS = re.compile(r"^(?:text|body|content|contents|says)$", re.I)
_NAME_KEYS = re.compile(r"^(?:name|title|file\s*name|called)$", re.I)


def said_in_a_line(lines: list[str]) -> str:
    """The body's lines as one request."""
    text = ""
    paragraphs = _paragraphs(lines)
    for at, paragraph in enumerate(paragraphs):
        if (alone := _KEYED.match(paragraph)) and _AUTHORS.match(alone.group("k").strip()) and at + 1 < len(paragraphs):
            # "Artist: X" then "Which of their songs …": asked of X
            by = " by " + alone.group("v").strip().strip("\"'“”").replace("\\", "\\\\")
            asked = _PRONOUN_OF.sub(r"\g<x>" + by, paragraphs[at + 1])
            if (app := mentioned_app(text)) and not mentioned_app(asked):
                asked = re.sub(r"(?=[?.!]|$)", f" in {app}", asked, count=1)  # the app the lead named, asked in
            paragraphs[at + 1] = asked
            continue
        text = f"{_ended(text)} {paragraph}".strip()
    return text


def _paragraphs(lines: list[str]) -> list[str]:
    """Each sentence run of the body, its set-out block said with its head."""
    out: list[str] = []
    at = 0
    while at < len(lines):
        line = lines[at]
        if not line:
            at += 1
            continue
        if line.endswith(":"):
            end, block = at + 1, []
            while end < len(lines) and not lines[end]:
                end += 1
            while end < len(lines) and lines[end]:
                block.append(lines[end])
                end += 1
            if block:
                said = _said_with_head(line[:-1].rstrip(), block, " ".join(out))
                out.append(said if said is not None else "\n".join([line, *block]))
                at = end
                continue
        elif _ITEM.match(line) and at + 1 < len(lines) and _ITEM.match(lines[at + 1]) and out:
            # Steps or fields listed under a line that ends in "?" or ".": read as under a colon.
            end, block = at, []
            while end < len(lines) and lines[end]:
                block.append(lines[end])
                end += 1
            if (said := _said_with_head(out[-1].rstrip(".?! "), block, " ".join(out[:-1]), ended=True)) is not None:
                out[-1] = said
                at = end
                continue
        out.append(line)
        at += 1
    return out


def _entries(block: list[str]) -> list[list[str]]:
    """The block's items: a bulleted or numbered line with the unmarked lines under it, else each line."""
    if not any(_ITEM.match(line) for line in block):
        return [[line] for line in block]
    entries: list[list[str]] = []
    for line in block:
        if _ITEM.match(line) or not entries:
            entries.append([_ITEM.sub("", line).strip()])
        else:
            entries[-1].append(line.strip())
    return entries


def _unquoted(value: str) -> str:
    return value.strip().strip("\"'“”").strip()


def _said_with_head(head: str, block: list[str], before: str, ended: bool = False) -> str | None:
    entries = _entries(block)
    keyed = [[_KEYED.match(part) for part in entry] for entry in entries]
    if len(block) == 1 and not _ITEM.match(block[0]) and keyed[0][0] is None:
        return _placed(head, _unquoted(block[0]))
    if all(all(found is None for found in entry) for entry in keyed):
        items = [" ".join(entry).rstrip(".;,") for entry in entries]
        if all(_STEP.match(item) for item in items):
            return _steps(head, items)
        if (counted := _COUNTED.search(head)) is not None:
            joined = _listed([_unquoted(item) for item in items], "then" if _IN_ORDER.search(head) else "")
            said = head[: counted.start()] + joined + head[counted.end() :]
            return _IN_ORDER.sub("", said)
        return None  # lines under "…:" with nothing counting them: a note's lines, kept as written
    if all(len(entry) == 1 and found is not None for entry, (found, *_) in zip(entries, keyed, strict=True)):
        fields = [(found.group("k").strip(), found.group("v").strip()) for (found, *_) in keyed if found is not None]
        if (read := _fields_said(head, fields, before)) is not None:
            return read
        if ended or not all(_ROW_KEYS.match(key) for key, _ in fields):
            return None  # a field no reader of rows knows: asked, never typed as a note's words
        return f"{head}: " + ", ".join(f"{key}: {value}" for key, value in fields)
    if len(entries) > 1 and all(
        len(entry) > 1 and all(keyed_part for keyed_part in parts) for entry, parts in zip(entries, keyed, strict=True)
    ):
        said_entries = [
            _entry_said([(p.group("k").strip(), p.group("v").strip()) for p in parts if p]) for parts in keyed
        ]
        if all(said_entries):
            return f"{head}: " + " and ".join(entry for entry in said_entries if entry)
    return None


_STEP = re.compile(
    r"^(?:make|create|add|put|open|go|delete|remove|rename|move|copy|send|call|record|start|stop|save|set|turn|"
    r"write|type|then|inside|in\s+it|after\s+that|next)\b",
    re.I,
)


def _steps(head: str, items: list[str]) -> str:
    """Numbered steps, one after another; an app the head names said before them."""
    app = mentioned_app(head)
    steps = ", then ".join(item[0].lower() + item[1:] if i else item for i, item in enumerate(items))
    return f"In {app}: {steps[0].lower()}{steps[1:]}" if app else steps


def _listed(items: list[str], then: str) -> str:
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + (f" and {then} " if then else " and ") + items[-1]


def _fields_said(head: str, fields: list[tuple[str, str]], before: str) -> str | None:
    """The head and its fields said as one request of a shape the grammar reads; ``None`` when none fits."""
    keys = {key.lower(): value for key, value in fields}
    kinds = {key: value for key, value in keys.items() if re.fullmatch(_KINDS, key)}
    news = {m.group("f").lower(): value for key, value in keys.items() if (m := _NEW.match(key))}
    for old, new in _OLD_NEW:
        if old in keys and new in keys and (update := _CONTACT_UPDATE.search(head)) is not None:
            person = _PERSON_FIRST.search(f"{before} {head}".strip())
            name = update.group("name") or (person.group("name") if person else "")
            if name:
                # The old number only says which number goes: the contact is named.
                return f"{_lead(head, update.start())}Change the phone number of {name} to {keys[new]}"
    if re.search(r"\bcontact\b", head, re.I) and len(fields) == 1 and _NAME_KEYS.match(fields[0][0]):
        return f"{head} named {_unquoted(fields[0][1])}"  # "save that number as a contact:\n- Name: X"
    if len(kinds) == 1 and len(news) == 1 and len(fields) == 2:
        (kind, value), (field, new) = next(iter(kinds.items())), next(iter(news.items()))
        verb = (
            f"rename the {kind} {value} to"
            if field in ("name", "title")
            else f"change the {field} of the {kind} {value} to"
        )
        return f"{verb} {new}{_place(head)}"
    if (fixed := _FIXED.search(head)) is not None and not kinds and not news:
        kind = (fixed.group("kind1") or fixed.group("kind2")).lower()
        name = _unquoted(fixed.group("name1") or fixed.group("name2"))
        changes = [
            f"its {key.lower()} should be {value}" if i == 0 else f"its {key.lower()} {value}"
            for i, (key, value) in enumerate(fields)
        ]
        return f"{_lead(head, fixed.start())}Edit the {kind} {name}: {_listed(changes, '')}"
    if (record := _RECORD.search(head)) is not None and any(_NAME_KEYS.match(key) for key in keys):
        name = next(value for key, value in keys.items() if _NAME_KEYS.match(key))
        kind = next((value for key, value in keys.items() if key in ("activity", "type", "activity type", "sport")), "")
        rest = [
            key
            for key in keys
            if not _NAME_KEYS.match(key) and key not in ("activity", "type", "activity type", "sport")
        ]
        if not rest:
            said = head[: record.start()] + f"record a {_unquoted(kind) + ' ' if kind else ''}{record.group('noun')}"
            return said + head[record.end() :] + f' and save it as "{_unquoted(name)}"'
    if kinds and len(kinds) == len(fields):
        return _kinds_put(head, kinds)
    if _NOTE_HEAD.search(head) and all(_NOTE_FIELDS.match(key) for key in keys):
        # A note's name, folder and text: said as a note is asked for with them ("… named X in the Y folder with …").
        said = head
        if (name := next((v for k, v in keys.items() if _NAME_KEYS.match(k)), None)) is not None:
            said += f' named "{_unquoted(name)}"'
        if "folder" in keys:
            said += f" in the {_unquoted(keys['folder'])} folder"
        if (text := next((v for k, v in keys.items() if _TEXT_KEYS.match(k)), None)) is not None:
            said += f" with the text: {text}"
        return said
    return None


_NOTE_HEAD = re.compile(r"\b(?:create|make|add|write|start|new)\b.*\b(?:note|file)\b", re.I)


def _placed(head: str, value: str) -> str:
    """A value set out alone under its request, said where the request leaves its place."""
    if (place := _PLACE_OF_VALUE.search(head)) is not None:
        return f'{head[: place.start()]}the {place.group("n") or place.group("m")} "{value}"{head[place.end() :]}'
    return f'{head} "{value}"'


def _kinds_put(head: str, kinds: dict[str, str]) -> str | None:
    """ "add this to a VLC playlist" with a song and a playlist set out: each said where the request points at it."""
    said, app = head, mentioned_app(head)
    for kind, value in kinds.items():
        named = re.compile(rf"\b(?:a|an|the|my)\s+(?:(?:{re.escape(app)})\s+)?{kind}\b", re.I) if app else None
        pattern = named or re.compile(rf"\b(?:a|an|the|my)\s+{kind}\b", re.I)
        if pattern.search(said):
            said = pattern.sub(f'my "{_unquoted(value)}" {kind}', said, count=1)
        elif (pointed := re.search(r"\b(?:this|it|that)\b", said, re.I)) is not None:
            said = said[: pointed.start()] + f'the {kind} "{_unquoted(value)}"' + said[pointed.end() :]
        else:
            return None
    if app and not re.search(rf"\b{re.escape(app)}\b", said, re.I):
        said += f" in {app}"
    return said


def _entry_said(fields: list[tuple[str, str]]) -> str | None:
    """One numbered entry of a name and a text: '"T" with the text "B"'."""
    name = next((value for key, value in fields if _NAME_KEYS.match(key)), None)
    text = next((value for key, value in fields if _TEXT_KEYS.match(key)), None)
    if name is None or text is None or len(fields) != 2:
        return None
    return f'"{_unquoted(name)}" with the text "{_unquoted(text)}"'


def _lead(head: str, at: int) -> str:
    """What the head says before its request ("I made a mistake. Please "), as its own sentence."""
    lead = re.sub(r"\b(?:please|could\s+you|can\s+you|would\s+you|kindly)\s*$", "", head[:at].rstrip(), flags=re.I)
    return f"{_ended(lead.strip())} " if lead.strip() else ""


def _place(head: str) -> str:
    """Where the head says the change is made ("in Retro Music", "in my calendar"), said after the request."""
    if app := mentioned_app(head):
        return f" in {app}"
    found = re.search(r"\bin\s+my\s+(?:calendar|contacts|notes|music|playlists?|tasks)\b", head, re.I)
    return f" {found.group(0)}" if found else ""


def _ended(text: str) -> str:
    return text if not text or text[-1] in ".!?:" else f"{text}."
