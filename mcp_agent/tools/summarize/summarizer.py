"""A deterministic extractive summary of mail messages: no model, no network, nothing downloaded.

The summary says who took part, then the thread's decisions, action items (with owners), open
questions, dates and its most salient other sentences, within a length budget that grows with the
amount of new text. Sentences an earlier summary of the same conversation already said (or nearly
said) are not said again, so a summary of "what is new" stays about what is new.

Everything here is pure Python over ``MailMessage`` bodies, which sources deliver as plain text
with quoted replies and signatures already stripped.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field, fields
from email.utils import parseaddr

from mcp_agent.tools.summarize.mail import MailMessage

NO_NEW_MESSAGES = "No new messages since the last summary."

# The text grows with the new text it covers but never past this, however long the thread.
MAX_SUMMARY_CHARS = 1200
MIN_SUMMARY_CHARS = 400
# One item (a sentence, an action) in the text is cut at a word boundary beyond this.
MAX_ITEM_CHARS = 220
MAX_NAMED_PARTICIPANTS = 6
MAX_DATES_SHOWN = 8
# An answer comes within this many later messages or not at all; it also keeps a long thread linear.
ANSWER_WINDOW = 50
# Two sentences are "the same point" when this share of the shorter one's content words is in
# the other (and both have a few), or their Jaccard similarity reaches the second figure.
NEAR_DUPLICATE_CONTAINMENT = 0.8
NEAR_DUPLICATE_JACCARD = 0.6


@dataclass(slots=True)
class Highlights:
    participants: list[str] = field(default_factory=list)
    decisions: list[str] = field(default_factory=list)
    questions: list[str] = field(default_factory=list)
    action_items: list[str] = field(default_factory=list)  # "Owner: what to do"
    dates: list[str] = field(default_factory=list)  # as written: "Friday", "2026-12-04", "next Tuesday"
    open_items: list[str] = field(default_factory=list)  # questions nobody answered later in the thread


@dataclass(frozen=True, slots=True)
class Summary:
    text: str
    highlights: Highlights


def highlights_as_dict(highlights: Highlights) -> dict[str, list[str]]:
    return {f.name: list(getattr(highlights, f.name)) for f in fields(highlights)}


# --- words -----------------------------------------------------------------------------------

# CJK characters count one by one (they have no spaces); elsewhere a word keeps its inner dots,
# dashes and apostrophes so "v1.2.3", "2.0.1-rc1", "don't" and "e-mail" stay one word.
_WORD = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|[^\W_]+(?:['’.\-][^\W_]+)*")
_STOP_WORDS = frozenset(
    """
    a about above after again against all also am an and any are as asked at be because been before being below
    between both but by can could did do does doing done down during each few for from further get got had has have
    having he her here hers herself him himself his how i if in into is it its itself just let me more most my myself
    no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that
    the their theirs them themselves then there these they this those through to too under until up very was we were
    what when where which while who whom why will with would you your yours yourself yourselves i'm i'll i've i'd
    we'll we're we've you'll you're it's that's there's don't doesn't didn't can't won't isn't aren't wasn't hi hello
    hey thanks thank regards cheers best ok okay yes yeah sure please re fwd fw one two also still may might must shall
    der die das und ist nicht ein eine einen einem einer wir ich sie es zu mit auf für von den dem des im am an bis
    auch noch nur oder aber wie was wer wenn dann schon so ja nein bitte danke hallo uns euch du ihr sich sind war
    haben hat wird werden kann können soll sollen le la les un une des et est pas que qui pour dans sur avec nous vous
    il elle ce cette ces du au aux en je tu ne se sont mais ou où donc bonjour merci oui non el los las y es que por
    para con una unos unas del al se lo como pero más sí hola gracias
    """.split()
)


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def _content_words(text: str) -> list[str]:
    return [w for w in _words(text) if w not in _STOP_WORDS and not (len(w) == 1 and w.isascii())]


def _near_duplicate(a: frozenset[str], b: frozenset[str]) -> bool:
    if not a or not b:
        return False
    shared = len(a & b)
    if min(len(a), len(b)) >= 3 and shared / min(len(a), len(b)) >= NEAR_DUPLICATE_CONTAINMENT:
        return True
    return shared / len(a | b) >= NEAR_DUPLICATE_JACCARD


# --- sentences -------------------------------------------------------------------------------

# Never a sentence end: a period after one of these (compared lowercased, with the period).
_ABBREVIATIONS = frozenset(
    """
    e.g. i.e. mr. mrs. ms. dr. prof. st. sr. sra. jr. vs. cf. al. approx. ca. fig. dept. min. max. est. incl. excl.
    resp. z.b. d.h. u.a. bzw. usw. vgl. nr. m. mme. mlle. p.ex. p.ej. ud. uds. etc.
    """.split()
)
# A sentence end only when a typical sentence opener follows ("... in the U.S. We ...").
_AMBIGUOUS_ABBREVIATIONS = frozenset({"etc.", "u.s.", "u.k.", "inc.", "ltd.", "co.", "corp.", "a.m.", "p.m.", "no."})
# Terminal punctuation with any closing quotes/brackets, followed by space or the end; a dot
# inside "v1.2.3", "3.5", "10.30", a URL or an address is never followed by space, so never splits.
_TERMINAL = re.compile(r"(?:\.{2,}|…|[.!?])+[\"'’”»)\]]*(?=\s|$)|[。！？]+[」』”’)）]*")
_BULLET = re.compile(r"^(?:[-*•–·]|\d{1,2}[.)]|[a-z][)])\s+")
_LABEL = re.compile(
    r"^(?:action(?: items?)?|ai|todo|to-do|decision|decided|next steps?|deadline|update|note|q|a|"
    r"aufgabe|entscheidung|beschluss|décision|action|tâche|decisión|tarea)\s*:",
    re.IGNORECASE,
)
_LINE_END = re.compile(r"[.!?:;。！？]['\"”’)]*$")
_GREETING = re.compile(
    r"^(?:(?:hi|hello|hey|dear|morning|good morning|hallo|liebe[rs]?|guten morgen|bonjour|salut|hola|buenos días)"
    r"(?:\s+(?P<name>[^\W\d_][\w.'-]*(?:\s+(?:and|&|und|et|y)\s+[^\W\d_][\w.'-]*)?))?"
    r"|(?P<bare>[A-Z][\w'-]+))\s*[,:!—-]?\s*$",
    re.IGNORECASE,
)


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text``, respecting abbreviations, decimals, versions, times, URLs,
    addresses and ellipses; line structure (bullets, labels, blank lines) also ends sentences."""
    sentences: list[str] = []
    for block in _blocks(text):
        sentences.extend(_split_block(block))
    return sentences


def _blocks(text: str) -> list[str]:
    """Runs of lines that belong together: a hard-wrapped paragraph joins up again, while a
    bullet, a "Label:" line or a line after a finished sentence starts a new run."""
    blocks: list[str] = []
    current: list[str] = []

    def flush() -> None:
        if current:
            blocks.append(" ".join(current))
            current.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(">"):
            flush()
            continue
        if not blocks and not current and _GREETING.match(line) and len(line.split()) <= 4:
            # "Hi Bob," is not part of the first sentence: it tells who the message is to.
            blocks.append(line)
            continue
        bullet = _BULLET.match(line)
        if bullet or _LABEL.match(line) or (current and _LINE_END.search(current[-1])):
            flush()
        if bullet:
            line = line[bullet.end() :]
        current.append(line)
    flush()
    return blocks


def _split_block(block: str) -> list[str]:
    pieces: list[str] = []
    start = 0
    for match in _TERMINAL.finditer(block):
        if _is_sentence_end(block, match):
            piece = block[start : match.end()].strip()
            if piece:
                pieces.append(piece)
            start = match.end()
    rest = block[start:].strip()
    if rest:
        pieces.append(rest)
    return pieces


def _is_sentence_end(block: str, match: re.Match[str]) -> bool:
    mark = match.group()
    if mark[0] in "。！？!?":
        return True
    following = block[match.end() :].lstrip()
    next_word = following.split(maxsplit=1)[0] if following else ""
    next_char = next_word[:1]
    if mark.startswith("..") or mark.startswith("…"):
        # "well... maybe" goes on; "done... Next" is a new sentence.
        return not next_char.islower()
    if mark[0] != ".":
        return True
    before = block[: match.start()]
    token = (before.rsplit(maxsplit=1)[-1] if before.strip() else "").lstrip("([{\"'“‘«")
    word = token.lower() + "."
    if token.isdigit() and len(token) <= 2 and _MONTH_WORD.match(next_word):
        return False  # a German ordinal date: "am 20. März"
    if word in _ABBREVIATIONS:
        return False
    if len(token) == 1 and token.isupper():
        return False  # an initial: "J. Smith"
    if word in _AMBIGUOUS_ABBREVIATIONS:
        if word == "no.":
            return not next_char.isdigit()
        return bool(next_word) and next_word.lower().strip(",") in _STOP_WORDS and next_char.isupper()
    return True


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


# --- what sentences say ----------------------------------------------------------------------

_DECISION = re.compile(
    r"\b(?:we(?:'ve| have)? decided|decided to|decided on|decision(?: is)?:|we agreed|agreed (?:on|to|that)|"
    r"(?:is|are|was|were|has been|have been) agreed|let's go with|let us go with|we will go with|we'll go with|"
    r"going with|settled on|we will|we'll|we are going to|(?:is|are|was|were|been|got|get) approved|approved|"
    r"(?:is|are|was|been) (?:rejected|declined)|final decision|confirmed:|is confirmed|"
    r"wir haben (?:uns )?(?:beschlossen|entschieden|geeinigt)|beschlossen|entschieden|vereinbart|wir werden|genehmigt|"
    r"nous avons décidé|on a décidé|décidé|d'accord pour|on part sur|nous allons|validé|approuvé|"
    r"hemos decidido|decidimos|acordamos|aprobado|vamos a)(?!\w)",
    re.IGNORECASE,
)
_REQUEST = (
    r"(?:please|pls|can you|could you|would you|will you|can u|bitte|kannst du|könntest du|können sie|"
    r"peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|por favor|puedes|podrías|puede usted)"
)
_ADDRESSED = re.compile(rf"^@?(?P<name>[^\W\d_][\w.'-]*)\s*[,:]\s*{_REQUEST}\b[,:]?\s*(?P<task>.+)", re.IGNORECASE)
_MENTIONED = re.compile(rf"^(?P<pre>.*?)@(?P<name>[\w.'-]+)[,:]?\s+(?:{_REQUEST}\b\s*)?(?P<task>.+)", re.IGNORECASE)
_UNNAMED_REQUEST = re.compile(rf"^{_REQUEST}\b[,:]?\s*(?P<task>.+)", re.IGNORECASE)
_LABELLED_ACTION = re.compile(
    r"^(?:action(?: items?)?|ai|todo|to-do|aufgabe|tâche|tarea)\s*:\s*"
    r"(?:@?(?P<name>[^\W\d_][\w.'-]*)\s*(?:to|will|should|:|-|–|soll|doit|debe)\s+)?(?P<task>.+)",
    re.IGNORECASE,
)
_COMMITMENT = re.compile(
    r"^(?:i will|i'll|i’ll|i am going to|i'm going to|i’m going to|i can(?= take\b)|let me|"
    r"i'm on it|ich werde|ich kümmere mich|ich übernehme|je vais|je m'occupe|je m’occupe|voy a|me encargo)\b\s*(?P<task>.*)",
    re.IGNORECASE,
)
_NAMED_FUTURE = re.compile(
    r"^(?P<name>[A-Z][\w'-]+)\s+(?:will|is going to|to|should|needs to|has to|wird|soll|va|doit|debe)\s+(?P<task>.+)"
)
_INTERJECTION = re.compile(
    r"^(?:(?:ok(?:ay)?|sure|yes|yep|yeah|great|right|alright|sounds good|fine|perfect|agreed|ja|gut|oui|d'accord|"
    r"sí|vale|claro)[,.!:—-]*\s+)+",
    re.IGNORECASE,
)
_QUESTION_END = re.compile(r"[?？]['\"”’)]*$")
_CUE = re.compile(
    r"\b(?:we decided|let's|let us|agreed|please|can you|could you|deadline|due|by (?:eod|the end)|asap|urgent|"
    r"blocker|important|action|decision|approved|release[ds]?)\b",
    re.IGNORECASE,
)
# Names, numbers, versions and identifiers carry a sentence's information ("WireGuard", "EXP-2231",
# "14,700", "v1.2.3"); a capitalized word right at the start of a sentence does not count.
_SPECIFIC = re.compile(r"(?<=[\s(])(?:[A-Z][\w-]*[a-z0-9][\w-]*|[\w-]*\d[\w.,:-]*)")
_THANKS = re.compile(r"^(?:thanks|thank you|many thanks|danke|vielen dank|merci|gracias)\b", re.IGNORECASE)
_PLEASANTRY = frozenset(
    "thanks thank cheers regards great good sounds lgtm +1 works perfect nice cool awesome danke merci gracias super "
    "prima parfait vale agreed ok okay".split()
)

_MONTHS = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|juni|juli|oktober|dezember|"
    r"janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|"
    r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\.?"
)
_DEADLINE_WORD = re.compile(r"^(?:by|before|until|bis|bis zum|avant|antes del?)\s+")
# Greetings to a group name no owner: "Hi all," "Hallo zusammen,".
_GROUPS = frozenset("all everyone everybody team folks guys there y'all zusammen alle tous todos equipo".split())
_MONTH_WORD = re.compile(_MONTHS + r"(?!\w)", re.IGNORECASE)
_WEEKDAYS = (
    r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|"
    r"montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|"
    r"lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo)"
)
_TIME = r"(?:\s+(?:at|@|um|à|a las)\s+\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|uhr)?)?"
_DATE = re.compile(
    r"(?<![\w.-])(?:"
    r"\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2})?"
    r"|\d{1,2}\.\d{1,2}\.\d{2,4}"
    r"|\d{1,2}/\d{1,2}/\d{2,4}"
    rf"|(?:(?:by|before|until|next|this|coming|bis|nächsten|nächste|avant|antes del?)\s+)?{_WEEKDAYS}"
    rf"(?:,?\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:\s+{_MONTHS})?)?{_TIME}"
    rf"|(?:(?:by|before|until)\s+)?{_MONTHS}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?{_TIME}"
    rf"|(?:(?:by|before|until|bis zum)\s+)?\d{{1,2}}(?:st|nd|rd|th|\.)?\s+(?:of\s+|de\s+)?{_MONTHS}"
    r"(?:\s+(?:de\s+)?\d{4})?"
    r"|(?:by\s+)?(?:end of (?:the )?(?:day|week|month|quarter|year)|eod|eow|cob|asap)"
    rf"|(?:by\s+)?(?:today|tonight|tomorrow(?: morning| afternoon| evening)?){_TIME}"
    r"|(?:by\s+)?(?:next (?:week|month|quarter|year)|this (?:week|weekend|month|afternoon|evening)|"
    r"in (?:two|three|\d+) (?:days|weeks))"
    r"|morgen|übermorgen|heute|nächste woche|ende der woche|demain|aujourd'hui|la semaine prochaine|"
    r"mañana|la próxima semana|la semana que viene"
    r")(?![\w-])",
    re.IGNORECASE,
)
# "may" and "march" are also ordinary words; as months they need a day next to them, which the
# pattern above requires, while a bare weekday abbreviation ("sat", "sun") could be a word too.
_AMBIGUOUS_DATE_WORDS = frozenset({"sat", "sun", "wed", "mar", "mon", "am sonntag"})


@dataclass(slots=True)
class _Sentence:
    text: str
    index: int  # position in the whole thread
    message: int
    first_in_message: bool
    sender: str  # short name
    content: frozenset[str]
    score: float = 0.0


@dataclass(slots=True)
class _Item:
    text: str
    score: float
    position: int
    content: frozenset[str]


def _first_names(participants: list[str]) -> dict[str, str]:
    """Short names for attribution: the first name when no one else shares it."""
    firsts = Counter(p.split()[0].lower() for p in participants if p.split())
    return {p: (p.split()[0] if p.split() and firsts[p.split()[0].lower()] == 1 else p) for p in participants}


def _clean_task(task: str) -> str:
    task = task.strip().rstrip("?？.!。！ ").strip()
    task = re.sub(rf"^{_REQUEST}\b[,:]?\s*", "", task, flags=re.IGNORECASE)
    task = re.sub(r",?\s*(?:please|pls|bitte|s'il te plaît|s'il vous plaît|por favor)$", "", task, flags=re.IGNORECASE)
    return task[:1].lower() + task[1:] if task[:2] != task[:2].upper() else task


def _action(sentence: str, sender: str, addressee: str | None, names: dict[str, str]) -> str | None:
    """"Owner: task" when the sentence asks someone, or the sender promises, to do something."""
    text = _INTERJECTION.sub("", sentence.strip())

    def owner(name: str | None) -> str | None:
        if not name:
            return None
        key = name.strip("@,:").lower()
        return names.get(key) or (name.strip("@,:")[:1].upper() + name.strip("@,:")[1:] if name.startswith("@") else None)

    if m := _LABELLED_ACTION.match(text):
        who = owner(m.group("name")) or (m.group("name") if m.group("name") and m.group("name")[:1].isupper() else None)
        task = m.group("task") if who else (f"{m.group('name')} {m.group('task')}" if m.group("name") else m.group("task"))
        return f"{who or sender}: {_clean_task(task)}"
    if (m := _ADDRESSED.match(text)) and (who := owner(m.group("name")) or owner("@" + m.group("name"))):
        if m.group("name").lower() in names or text.startswith("@"):
            return f"{who}: {_clean_task(m.group('task'))}"
    if "@" in text and (m := _MENTIONED.match(text)) and "@" not in m.group("pre") and "." not in m.group("name"):
        if re.search(_REQUEST, text, re.IGNORECASE) or _QUESTION_END.search(text):
            who = owner("@" + m.group("name"))
            task = re.sub(rf"\b{_REQUEST}\b\s*", "", m.group("pre"), flags=re.IGNORECASE).strip() + " " + m.group("task")
            return f"{who}: {_clean_task(task)}"
    if (m := _UNNAMED_REQUEST.match(text)) and addressee:
        return f"{addressee}: {_clean_task(m.group('task'))}"
    # A promise may follow a clause: "Alerts are half done; I will finish them by Friday."
    clause = re.split(r"[;—]\s+|,\s+(?:and|but|so)\s+", text)[-1]
    if (m := _COMMITMENT.match(clause)) and m.group("task") and not _QUESTION_END.search(text):
        return f"{sender}: {_clean_task(m.group('task'))}"
    if (m := _NAMED_FUTURE.match(text)) and (who := owner(m.group("name"))) and not _QUESTION_END.search(text):
        return f"{who}: {_clean_task(m.group('task'))}"
    return None


def _dates(sentence: str) -> list[str]:
    found = []
    for m in _DATE.finditer(sentence):
        value = " ".join(m.group().split())
        if value.lower() in _AMBIGUOUS_DATE_WORDS:
            continue
        found.append(value)
    return found


def _shorten(text: str, limit: int = MAX_ITEM_CHARS) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    if " " in cut[limit // 2 :]:
        cut = cut[: cut.rindex(" ")]
    return cut.rstrip(",;:") + "…"


def _subject(messages: list[MailMessage]) -> str:
    for message in messages:
        subject = message.subject.strip()
        while True:
            stripped = re.sub(r"^(?:\[[^\]]{1,40}\]\s*|(?:re|fwd?|aw|wg|tr|rv|sv)\s*(?:\[\d+\])?\s*:\s*)", "", subject, flags=re.I)
            if stripped == subject:
                break
            subject = stripped.strip()
        if subject:
            return _shorten(subject, 80)
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

    participants = list(dict.fromkeys(display_name(m.sender) for m in new))
    short = _first_names(participants)
    # Names an action item can be addressed to: everyone who wrote, and everyone written to.
    names: dict[str, str] = {}
    for person in participants + [display_name(r) for m in new for r in m.recipients]:
        first = person.split()[0] if person.split() else person
        names.setdefault(first.lower(), short.get(person, first))
        names.setdefault(person.lower(), short.get(person, person))

    sentences: list[_Sentence] = []
    addressees: list[str | None] = []
    for number, message in enumerate(new):
        sender = short[display_name(message.sender)]
        body_sentences = split_sentences(message.body)
        addressee: str | None = None
        if body_sentences and (greeting := _GREETING.match(body_sentences[0])):
            person = greeting.group("name") or greeting.group("bare") or ""
            addressee = names.get(person.lower())
            if addressee is None and greeting.group("name") and person.lower() not in _GROUPS and " " not in person:
                addressee = person[:1].upper() + person[1:]  # someone not among senders or recipients
            if greeting.group("bare") is None or addressee:
                body_sentences = body_sentences[1:]
        elif body_sentences and (lead := re.match(r"^([^\W\d_][\w'-]*)\s*[,:—-]\s+", body_sentences[0])):
            addressee = names.get(lead.group(1).lower())
        if addressee is None and len(participants) == 2:
            addressee = next(short[p] for p in participants if short[p] != sender)
        addressees.append(addressee)
        lead_seen = False
        for text in body_sentences:
            content = frozenset(_content_words(text))
            # The lead is the first sentence that says something: not "Reviewed." or "+1".
            is_lead = not lead_seen and len(content) >= 3 and not _THANKS.match(text)
            lead_seen = lead_seen or is_lead
            sentences.append(_Sentence(text, len(sentences), number, is_lead, sender, content))

    frequency: Counter[str] = Counter()
    for sentence in sentences:
        frequency.update(sentence.content)
    top = max(frequency.values(), default=1)

    highlights = Highlights(participants=participants)
    decisions: list[_Item] = []
    actions: list[_Item] = []
    questions: list[tuple[_Sentence, _Item]] = []
    date_seen: dict[str, tuple[int, int, str]] = {}  # lowercased → (count, first position, as written)
    for sentence in sentences:
        words = sentence.content
        base = sum(frequency[w] for w in words) / top / math.sqrt(len(words) + 1) if words else 0.0
        base += 0.3 * sentence.first_in_message + 0.2 * (sentence.message == 0)
        base += 0.4 * min(2, len(_CUE.findall(sentence.text)))
        base += 0.15 * min(4, len(_SPECIFIC.findall(sentence.text)))
        if len(words) < 3 or words <= _PLEASANTRY:
            base -= 1.0
        elif _THANKS.match(sentence.text):
            base -= 0.5
        sentence.score = base
        is_question = bool(_QUESTION_END.search(sentence.text))
        action = _action(sentence.text, sentence.sender, addressees[sentence.message], names)
        if action and len(action) > len(sentence.sender) + 4:
            actions.append(_Item(action, base + 1.0, sentence.index, frozenset(_content_words(action))))
        elif _DECISION.search(sentence.text) and not is_question:
            decisions.append(_Item(f"{sentence.sender}: {_strip_label(sentence.text)}", base + 1.0, sentence.index, words))
        if is_question and len(_words(sentence.text)) >= 3:
            item = _Item(f"{sentence.sender} asked: {sentence.text}", base + 0.5, sentence.index, words)
            questions.append((sentence, item))
        for value in _dates(sentence.text):
            # "by Friday" and "Friday" are one date; the first way it was written is kept.
            key = _DEADLINE_WORD.sub("", value.lower())
            seen, at, written = date_seen.get(key, (0, sentence.index, value))
            date_seen[key] = (seen + 1, at, written)

    senders = [short[display_name(m.sender)] for m in new]
    answers = _answers(questions, sentences, senders, names)
    highlights.decisions = [i.text for i in decisions]
    highlights.action_items = list(dict.fromkeys(i.text for i in actions))
    highlights.questions = [i.text for _, i in questions]
    highlights.open_items = [i.text for s, i in questions if s.index not in answers]
    highlights.dates = [written for _, _, written in sorted(date_seen.values(), key=lambda d: d[1])]

    # In the text, a request phrased as a question is an action item, and a one- or two-word
    # decision or question ("Agreed.", "Thoughts?") says nothing without its context.
    asked = {i.position for i in actions}
    decisions = [i for i in decisions if len(i.content) >= 3]
    open_questions, answered = [], []
    for sentence, item in questions:
        if sentence.index in asked or not sentence.content:
            continue
        answer = answers.get(sentence.index)
        if answer is None:
            if len(sentence.content) >= 2:
                open_questions.append(item)
        elif len(sentence.content) >= 3 or len(answer.content) >= 3:
            pair = f"{_shorten(item.text, 110)} {answer.sender}: {_shorten(answer.text, 140)}"
            answered.append(_Item(pair, item.score, item.position, item.content | answer.content))
    used = {i.position for i in decisions + actions} | {s.index for s, _ in questions}
    key_points = [
        _Item(f"{s.sender}: {s.text}", s.score, s.index, s.content)
        for s in sentences
        if s.index not in used and len(s.content) >= 3 and not s.content <= _PLEASANTRY
    ]
    dates = [
        _Item(written, 10.0 * seen - at / (len(sentences) + 1), at, frozenset())
        for seen, at, written in date_seen.values()
    ]

    budget = max_chars if max_chars is not None else _budget(new)
    count = len(new)
    subject = _subject(new)
    head = f"{_join_names(participants)} ({count} message{'s' if count != 1 else ''})"
    head += f" on “{subject}”." if subject else "."
    return Summary(
        _render(
            head,
            [
                ("Decisions", decisions),
                ("Action items", actions),
                ("Open questions", open_questions),
                ("Dates", dates),
                ("Questions answered", answered),
                ("Key points", key_points),
            ],
            earlier,
            budget,
        ),
        highlights,
    )


def _strip_label(text: str) -> str:
    return _LABEL.sub("", text).strip() if re.match(r"^(?:decision|decided|entscheidung|beschluss|décision|decisión)\s*:", text, re.I) else text


def _budget(messages: list[MailMessage]) -> int:
    size = sum(len(m.body) for m in messages)
    return max(MIN_SUMMARY_CHARS, min(MAX_SUMMARY_CHARS, 300 + size // 2))


def _answers(
    questions: list[tuple[_Sentence, _Item]], sentences: list[_Sentence], senders: list[str], names: dict[str, str]
) -> dict[int, _Sentence]:
    """For each answered question (by sentence index), the sentence that answers it.

    A question counts as answered by a later message from someone else that is from the person
    it was put to, or shares at least half its content words, or (when the question closes its
    message) is simply the next message: "Is there a workaround?" answered by "Export in batches"."""
    by_message: list[list[_Sentence]] = [[] for _ in senders]
    for sentence in sentences:
        by_message[sentence.message].append(sentence)
    words_of = [frozenset().union(*(s.content for s in group)) for group in by_message]
    last_question = {sentence.message: sentence.index for sentence, _ in questions}
    answers: dict[int, _Sentence] = {}
    for sentence, _ in questions:
        asker, number = sentence.sender, sentence.message
        put_to = {names[w.lower()] for w in _WORD.findall(sentence.text) if w.lower() in names and w[:1].isupper()}
        put_to.discard(asker)
        window = range(number + 1, min(len(senders), number + 1 + ANSWER_WINDOW))
        replier: int | None = None
        if put_to:
            replier = next((n for n in window if senders[n] in put_to), None)
        if replier is None and sentence.content:
            needed = max(1, math.ceil(len(sentence.content) / 2))
            replier = next(
                (n for n in window if senders[n] != asker and len(sentence.content & words_of[n]) >= needed), None
            )
        if replier is None and last_question[number] == sentence.index and number + 1 < len(senders):
            if senders[number + 1] != asker:
                replier = number + 1
        if replier is None:
            continue
        candidates = [s for s in by_message[replier] if s.content and not s.content <= _PLEASANTRY]
        if not candidates:
            candidates = by_message[replier]
        if candidates:
            answers[sentence.index] = max(candidates, key=lambda s: (len(s.content & sentence.content), -s.index))
    return answers


# What a reader of a thread summary acts on; the second round gives these room before the rest.
_FIRST_SECTIONS = frozenset({"Decisions", "Action items", "Open questions"})


def _render(head: str, sections: list[tuple[str, list[_Item]]], earlier: list[str], budget: int) -> str:
    """Fill the budget in rounds (the best item of every section first, then up to three each,
    then the rest), skipping anything an earlier summary or an already chosen item said."""
    said = [frozenset(_content_words(s)) for text in earlier for line in text.splitlines() for s in split_sentences(line)]
    dates_said = {
        d.strip().lower()
        for text in earlier
        for line in text.splitlines()
        if line.startswith("Dates: ")
        for d in line[len("Dates: ") :].rstrip(".").split(",")
    }
    chosen: dict[str, list[_Item]] = {title: [] for title, _ in sections}
    chosen_words: list[frozenset[str]] = []
    used = len(head)
    ranked = {title: sorted(items, key=lambda i: (-i.score, i.position)) for title, items in sections}
    for round_number in range(3):
        for title, _ in sections:
            picked = chosen[title]
            cap = (1, 6 if title in _FIRST_SECTIONS else 2, 1_000_000)[round_number]
            for item in ranked[title]:
                if len(picked) >= cap or (title == "Dates" and len(picked) >= MAX_DATES_SHOWN):
                    break
                if item in picked or (title == "Dates" and item.text.lower() in dates_said):
                    continue
                if title == "Dates":
                    cost = len(item.text) + 2 + (len(f"\n{title}: .") if not picked else 0)
                else:
                    cost = len(_shorten(item.text)) + 3 + (len(f"\n{title}:") if not picked else 0)
                if used + cost > budget:
                    continue
                if item.content and any(_near_duplicate(item.content, words) for words in said + chosen_words):
                    continue
                picked.append(item)
                chosen_words.append(item.content)
                used += cost
    lines = [head]
    for title, _ in sections:
        picked = sorted(chosen[title], key=lambda i: i.position)
        if not picked:
            continue
        if title == "Dates":
            lines.append(f"{title}: {', '.join(i.text for i in picked)}.")
        else:
            lines.append(f"{title}:")
            lines.extend(f"- {_shorten(i.text)}" for i in picked)
    if len(lines) == 1 and said:
        lines.append("Nothing new beyond the earlier summaries.")
    return "\n".join(lines)
