"""A deterministic extractive summary of mail messages: no model, no network, nothing downloaded.

The summary says who took part, then the thread's decisions, action items (with owners), open
questions, dates and its most salient other sentences, within a length budget that grows with the
amount of new text. Sentences an earlier summary of the same conversation already said (or nearly
said) are not said again, so a summary of "what is new" stays about what is new.

Everything here is pure Python over ``MailMessage`` bodies, which sources deliver as plain text
already cleaned (cleaning.py). Sentences come from sentences.py, what they say from cues.py, and
what fits the budget from selection.py; this module puts them together. Auto-replies and bounces
count as messages of the thread but give it no fact, date or participant.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field, fields
from email.utils import parseaddr

from mcp_agent.tools.summarize import cues
from mcp_agent.tools.summarize.cleaning import FORWARDED_FROM
from mcp_agent.tools.summarize.keypoints import Room, says_something
from mcp_agent.tools.summarize.mail import MailMessage
from mcp_agent.tools.summarize.selection import Item, render, shorten
from mcp_agent.tools.summarize.sentences import GREETING, WORD, content_words, guess_language, labelled_sentences, words

NO_NEW_MESSAGES = "No new messages since the last summary."

# The text grows with the new text it covers but never past this, however long the thread.
MAX_SUMMARY_CHARS = 2000
MIN_SUMMARY_CHARS = 400
MAX_NAMED_PARTICIPANTS = 6
MAX_FIGURES = 40
# Room the default budget adds for each decision, action item and open question, and for each
# other sentence that states a figure.
ITEM_ROOM = 60
FIGURE_ROOM = 40
# An answer comes within this many later messages or not at all; it also keeps a long thread linear.
ANSWER_WINDOW = 50
# A reply about the question within this many messages comes before "the next message answers".
NEAR_ANSWER = 3


@dataclass(slots=True)
class Highlights:
    participants: list[str] = field(default_factory=list)
    decisions: list[str] = field(default_factory=list)
    questions: list[str] = field(default_factory=list)
    action_items: list[str] = field(default_factory=list)  # "Owner: what to do"
    dates: list[str] = field(default_factory=list)  # as written: "Friday", "2026-12-04", "next Tuesday"
    open_items: list[str] = field(default_factory=list)  # questions nobody answered later, and what is not decided
    figures: list[str] = field(default_factory=list)  # as written: "37%", "€210,000", "v2.4.1", "63 alert rules"


@dataclass(frozen=True, slots=True)
class Summary:
    text: str
    highlights: Highlights
    # What each message (not automated) says, sentence by sentence, without greetings, sign-offs
    # and who-was-there lines; a list item starts with its list's label: the thread a model reads.
    said: tuple[tuple[str, ...], ...] = ()


def highlights_as_dict(highlights: Highlights) -> dict[str, list[str]]:
    return {f.name: list(getattr(highlights, f.name)) for f in fields(highlights)}


# --- names -----------------------------------------------------------------------------------


def display_name(sender: str) -> str:
    """A person's name, never their address: "Ann Lee <ann@x>" → "Ann Lee", "ann.lee@x" → "Ann Lee"."""
    name, address = parseaddr(sender)
    name = name.strip().strip("\"'")
    if "," in name:  # "Lee, Ann"
        last, _, first = name.partition(",")
        name = f"{first.strip()} {last.strip()}".strip()
    if name and "@" not in name:
        return name
    local = (address or sender).split("@", 1)[0]
    parts = [p for p in re.split(r"[._+\-]+", local) if p and not p.isdigit()]
    return " ".join(p[:1].upper() + p[1:] for p in parts) or sender


@dataclass(slots=True)
class _Sentence:
    text: str
    index: int  # position in the whole thread
    message: int
    first_in_message: bool
    sender: str  # short name
    content: frozenset[str]
    label: str | None = None  # the list it stands in: "action", "decision", "question"
    addressee: str | None = None  # who the message is addressed to, when it says
    score: float = 0.0
    figures: list[str] = field(default_factory=list)  # as written, found once
    dated: bool = False  # it names a date ("by Friday", "March 3")
    listed: bool = False  # an item of a bulleted list


def _first_names(participants: list[str]) -> dict[str, str]:
    """Short names for attribution: the first name when no one else shares it."""
    firsts = Counter(p.split()[0].lower() for p in participants if p.split())
    return {p: (p.split()[0] if p.split() and firsts[p.split()[0].lower()] == 1 else p) for p in participants}


def _subject(messages: list[MailMessage]) -> str:
    for message in messages:
        subject = message.subject.strip()
        while True:
            stripped = re.sub(
                r"^(?:\[[^\]]{1,40}\]\s*|(?:re|fwd?|aw|wg|tr|rv|sv)\s*(?:\[\d+\])?\s*:\s*)", "", subject, flags=re.I
            )
            if stripped == subject:
                break
            subject = stripped.strip()
        if subject:
            return shorten(subject, 80)
    return ""


def _join_names(names: list[str]) -> str:
    shown = names[:MAX_NAMED_PARTICIPANTS]
    if len(names) > len(shown):
        return f"{', '.join(shown)} and {len(names) - len(shown)} others"
    if len(shown) <= 1:
        return "".join(shown)
    return f"{', '.join(shown[:-1])} and {shown[-1]}"


# --- the summary -----------------------------------------------------------------------------


def summarize_messages(new: list[MailMessage], earlier: list[str], *, max_chars: int | None = None) -> Summary:
    """Summarize ``new`` (the caller decides what is new) without repeating what the ``earlier``
    summaries of the conversation already said. ``max_chars`` bounds the text (default: grows
    with the new text, at most ``MAX_SUMMARY_CHARS``)."""
    if not new:
        return Summary(NO_NEW_MESSAGES, Highlights())
    written = [m for m in new if not m.automated]
    if not written:
        count = len(new)
        return Summary(
            f"{count} automated message{'s' if count != 1 else ''} (auto-replies or bounces), nothing else.",
            Highlights(),
        )

    participants = list(dict.fromkeys(display_name(m.sender) for m in written))
    short = _first_names(participants)
    # Names an action item can be addressed to: everyone who wrote, and everyone written to.
    names: dict[str, str] = {}
    for person in participants + [display_name(r) for m in written for r in m.recipients]:
        first = person.split()[0] if person.split() else person
        names.setdefault(first.lower(), short.get(person, first))
        names.setdefault(person.lower(), short.get(person, person))

    sentences = _sentences(written, short, names, participants)
    frequency: Counter[str] = Counter()
    # A paragraph pasted into several messages counts once: repeating it makes it no more central.
    for content in dict.fromkeys(sentence.content for sentence in sentences):
        frequency.update(content)
    top = max(frequency.values(), default=1)

    highlights = Highlights(participants=participants)
    decisions: list[Item] = []
    actions: list[Item] = []
    undecided: list[Item] = []
    questions: list[tuple[_Sentence, Item]] = []
    date_seen: dict[str, tuple[int, int, str]] = {}  # lowercased → (count, first position, as written)
    for sentence in sentences:
        text, words_of = sentence.text, sentence.content
        base = sum(frequency[w] for w in words_of) / top / math.sqrt(len(words_of) + 1) if words_of else 0.0
        base += 0.3 * sentence.first_in_message + 0.2 * (sentence.message == 0)
        base += 0.4 * min(2, len(cues.CUE.findall(text)))
        base += 0.15 * min(4, len(cues.SPECIFIC.findall(text)))
        found_dates = cues.dates(text)
        sentence.dated = bool(found_dates)
        base += 0.4 * sentence.dated
        # A figure (12 %, € 4,200, v2.4.1) is what a reader most often needs from a thread.
        sentence.figures = cues.FIGURE.findall(text)
        base += 0.6 * min(2, len(sentence.figures))
        if len(words_of) < 3 or words_of <= cues.PLEASANTRY:
            base -= 1.0
        elif cues.THANKS.match(text):
            base -= 0.5
        sentence.score = base
        question = cues.is_question(text) or sentence.label == "question"
        action = (
            None
            if question and sentence.label != "action" and not _asks_someone(text)
            else cues.action(text, sentence.sender, sentence.addressee, names, sentence.label)
        )
        if cues.UNDECIDED.search(text):
            undecided.append(
                Item(f"{sentence.sender}: {text}", base + 0.8, sentence.index, words_of, message=sentence.message)
            )
        elif action and len(action) > 3:
            actions.append(
                Item(action, base + 1.0, sentence.index, frozenset(content_words(action)), message=sentence.message)
            )
        elif (sentence.label == "decision" or cues.DECISION.search(text)) and not question:
            decisions.append(
                Item(f"{sentence.sender}: {text}", base + 1.0, sentence.index, words_of, message=sentence.message)
            )
        if question and (len(words(text)) >= 3 or sentence.label == "question"):
            asked_item = Item(
                f"{sentence.sender} asked: {text}", base + 0.5, sentence.index, words_of, message=sentence.message
            )
            questions.append((sentence, asked_item))
        for value in found_dates:
            # "by Friday" and "Friday" are one date; the first way it was written is kept.
            key = cues.DEADLINE_WORD.sub("", value.lower())
            seen, at, as_written = date_seen.get(key, (0, sentence.index, value))
            date_seen[key] = (seen + 1, at, as_written)

    senders = [short[display_name(m.sender)] for m in written]
    answers = _answers(questions, sentences, senders, names)
    highlights.decisions = [i.text for i in decisions]
    highlights.action_items = list(dict.fromkeys(i.text for i in actions))
    highlights.questions = [i.text for _, i in questions]
    highlights.open_items = [i.text for s, i in questions if s.index not in answers] + [i.text for i in undecided]
    highlights.dates = [as_written for _, _, as_written in sorted(date_seen.values(), key=lambda d: d[1])]
    highlights.figures = list(dict.fromkeys(f for s in sentences for f in s.figures))[:MAX_FIGURES]

    # In the text, a request phrased as a question is an action item, and a one- or two-word
    # decision or question ("Agreed.", "Thoughts?") says nothing without its context.
    asked = {i.position for i in actions}
    decisions = [i for i in decisions if len(i.content) >= 3 or i.position in _labelled(sentences, "decision")]
    open_questions, answered = list(undecided), []
    for sentence, item in questions:
        if sentence.index in asked or not sentence.content:
            continue
        answer = answers.get(sentence.index)
        if answer is None:
            if len(sentence.content) >= 2 or sentence.label == "question":
                open_questions.append(item)
        elif len(sentence.content) >= 3 or len(answer.content) >= 3:
            pair = f"{shorten(item.text, 110)} {answer.sender}: {shorten(answer.text, 140)}"
            figures = len(sentence.figures) + len(answer.figures)
            answered.append(
                Item(pair, item.score, item.position, item.content | answer.content, figures, message=answer.message)
            )
    # A sentence whose action item left out a figure it states ("There are 63 rules; I'll migrate
    # them") may still be a key point.
    room = Room.of(sentences, list(answers.values()))
    kept_figures = {i.position for i in actions if [f for f in sentences[i.position].figures if f not in i.text]}
    used = ({i.position for i in decisions + actions + undecided} - kept_figures) | {s.index for s, _ in questions}
    key_points = [
        Item(f"{s.sender}: {s.text}", s.score, s.index, s.content, len(s.figures), message=s.message)
        for s in sentences
        if s.index not in used and says_something(s, room)
    ]
    # The dates mentioned most, and among those the latest: a plan's date in its latest form.
    date_items = [
        Item(as_written, 10.0 * seen + at / (len(sentences) + 1), at, frozenset())
        for seen, at, as_written in date_seen.values()
    ]

    structured = len(decisions) + len(actions) + len(open_questions)
    budget = (
        max_chars if max_chars is not None else _budget(written, structured, sum(1 for i in key_points if i.figures))
    )
    count = len(new)
    subject = _subject(new)
    head = f"{_join_names(participants)} ({count} message{'s' if count != 1 else ''})"
    head += f" on “{subject}”." if subject else "."
    sections = [
        ("Decisions", decisions),
        ("Action items", actions),
        ("Open questions", open_questions),
        ("Dates", date_items),
        ("Questions answered", answered),
        ("Key points", key_points),
    ]
    said: list[list[str]] = [[] for _ in written]
    for sentence in sentences:
        mark = f"[{sentence.label}] " if sentence.label else ""
        said[sentence.message].append(mark + sentence.text)
    return Summary(render(head, sections, earlier, budget), highlights, tuple(tuple(lines) for lines in said))


def _introduces(text: str, names: dict[str, str]) -> bool:
    """ "山田です。", "経理チームの中村です。": the sender saying who they are (a Japanese mail's opening)."""
    found = re.match(r"^(?:\S{0,12}の)?(\S{1,8}?)です。?$", text)
    return bool(found and found.group(1) in names)


def _asks_someone(text: str) -> bool:
    return bool(re.search(cues.REQUEST, text, re.IGNORECASE))


def _labelled(sentences: list[_Sentence], label: str) -> set[int]:
    return {s.index for s in sentences if s.label == label}


def _sentences(
    messages: list[MailMessage], short: dict[str, str], names: dict[str, str], participants: list[str]
) -> list[_Sentence]:
    """Every sentence that says something, with its sender, the person its message is addressed
    to (from the greeting, or the other person of a two-person thread) and its list label."""
    sentences: list[_Sentence] = []
    for number, message in enumerate(messages):
        sender = short[display_name(message.sender)]
        body = labelled_sentences(message.body, guess_language(message.body))
        addressee: str | None = None
        if body and (greeting := GREETING.match(body[0].text)):
            person = greeting.group("name") or greeting.group("bare") or (greeting.group("ja") or "")[:-2] or ""
            addressee = names.get(person.lower())
            if addressee is None and greeting.group("name") and person.lower() not in cues.GROUPS and " " not in person:
                addressee = person[:1].upper() + person[1:]  # someone not among senders or recipients
            if greeting.group("bare") is None or addressee:
                body = body[1:]
        elif body and (lead := re.match(r"^([^\W\d_][\w'-]*)\s*[,:—-]\s+", body[0].text)):
            addressee = names.get(lead.group(1).lower())
        if addressee is None and len(participants) == 2:
            addressee = next(short[p] for p in participants if short[p] != sender)
        lead_seen = False
        author = sender
        for piece in body:
            text = piece.text
            if forwarded := FORWARDED_FROM.match(text):
                # What follows is the forwarded mail: its author's words, addressed to no one here.
                author = _first_names([forwarded.group("name")]).get(forwarded.group("name") or "", "") or "forwarded"
                addressee = None
                continue
            if cues.SIGN_OFF.match(text) or cues.META.match(text) or _introduces(text, names):
                continue
            content = frozenset(content_words(text))
            # The lead is the first sentence that says something: not "Reviewed." or "+1".
            is_lead = not lead_seen and len(content) >= 3 and not cues.THANKS.match(text)
            lead_seen = lead_seen or is_lead
            sentences.append(
                _Sentence(
                    text,
                    len(sentences),
                    number,
                    is_lead,
                    author,
                    content,
                    piece.label,
                    addressee=addressee,
                    listed=piece.listed,
                )
            )
    return sentences


def _budget(messages: list[MailMessage], structured: int, figures: int) -> int:
    """Grows with the text, with what the thread decides and asks of people and with the figures
    it states (each gets room of its own), never past ``MAX_SUMMARY_CHARS``."""
    size = sum(len(m.body) for m in messages)
    room = ITEM_ROOM * structured + FIGURE_ROOM * figures
    return max(MIN_SUMMARY_CHARS, min(MAX_SUMMARY_CHARS, 300 + size // 2 + room))


def _answers(
    questions: list[tuple[_Sentence, Item]], sentences: list[_Sentence], senders: list[str], names: dict[str, str]
) -> dict[int, _Sentence]:
    """For each answered question (by sentence index), the sentence that answers it.

    A question counts as answered by a later message from someone else: from the person it was
    put to; else one of the next few that shares at least half its content words; else (when the
    question closes its message) the next message ("Is there a workaround?" answered by "Export
    in batches"); else any later one within the window that shares those words."""
    by_message: list[list[_Sentence]] = [[] for _ in senders]
    for sentence in sentences:
        by_message[sentence.message].append(sentence)
    words_of = [frozenset().union(*(s.content for s in group)) for group in by_message]
    last_question = {sentence.message: sentence.index for sentence, _ in questions}
    answers: dict[int, _Sentence] = {}
    for sentence, _ in questions:
        asker, number = sentence.sender, sentence.message
        put_to = {names[w.lower()] for w in WORD.findall(sentence.text) if w.lower() in names and w[:1].isupper()}
        put_to.discard(asker)
        window = range(number + 1, min(len(senders), number + 1 + ANSWER_WINDOW))
        replier: int | None = None
        if put_to:
            replier = next((n for n in window if senders[n] in put_to), None)
        needed = max(1, math.ceil(len(sentence.content) / 2))

        def about_it(n: int) -> bool:  # used only within this iteration, so the loop's names are its own
            return senders[n] != asker and len(sentence.content & words_of[n]) >= needed  # noqa: B023

        near, far = window[:NEAR_ANSWER], window[NEAR_ANSWER:]
        if replier is None and sentence.content:
            replier = next((n for n in near if about_it(n)), None)
        # A listed open question ("Open questions: - …") is answered only by a reply about it;
        # a question that closes its message is answered by the next message from someone else.
        listed = sentence.label == "question"
        if replier is None and not listed and last_question[number] == sentence.index and number + 1 < len(senders):
            if senders[number + 1] != asker:
                replier = number + 1
        if replier is None and sentence.content:
            replier = next((n for n in far if about_it(n)), None)
        if replier is None:
            continue
        candidates = [s for s in by_message[replier] if s.content and not s.content <= cues.PLEASANTRY]
        if not candidates:
            candidates = by_message[replier]
        if candidates:
            answers[sentence.index] = max(candidates, key=lambda s: (len(s.content & sentence.content), -s.index))
    return answers


# What a reader of a thread summary acts on; the second round gives these room before the rest.
