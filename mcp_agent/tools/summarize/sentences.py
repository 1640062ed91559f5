"""Words and sentences of a message body, in the languages the summarizer reads.

Sentence boundaries come from ``sentencex`` (Wikimedia's segmenter: abbreviations, decimals, German
ordinals such as "am 3. März", initials, URLs) in the language each block is written in; line structure
decides the rest: a bullet, a "Label:" line or a line after a finished sentence starts a new
block, and a block under a list label ("Action items:", "Nächste Schritte:", "決定事項：")
carries that label to each of its sentences.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from sentencex import segment  # type: ignore[import-untyped]  # the library ships no type information

# --- words -----------------------------------------------------------------------------------

# CJK characters count one by one (they have no spaces); elsewhere a word keeps its inner dots,
# dashes and apostrophes so "v1.2.3", "2.0.1-rc1", "don't" and "e-mail" stay one word.
WORD = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|[^\W_]+(?:['’.\-][^\W_]+)*")
STOP_WORDS = frozenset(
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


def words(text: str) -> list[str]:
    return [w.lower() for w in WORD.findall(text)]


def content_words(text: str) -> list[str]:
    return [w for w in words(text) if w not in STOP_WORDS and not (len(w) == 1 and w.isascii())]


# --- languages -------------------------------------------------------------------------------

# Words frequent in one language and rare in the others: enough to pick a sentence splitter.
_MARKERS = {
    "de": frozenset("der die das und ist nicht wir ich mit auf für von dem den bitte noch wird sind haben".split()),
    "fr": frozenset("le la les et est pas nous vous pour dans avec une des sur que qui sont merci".split()),
    "es": frozenset("el los las y es por para con una del que se lo como pero gracias está son".split()),
    "en": frozenset("the and is to we you for with this that are will be it on of".split()),
}
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def guess_language(text: str) -> str:
    """ "ja" for Japanese (and Chinese) text, else the one of en, de, fr, es whose frequent words occur most."""
    if len(_CJK.findall(text[:2000])) >= 4:
        return "ja"
    counts = dict.fromkeys(_MARKERS, 0)
    for word in words(text[:4000]):
        for language, markers in _MARKERS.items():
            if word in markers:
                counts[language] += 1
    best = max(counts, key=lambda language: counts[language])
    return best if counts[best] > counts["en"] else "en"


# --- sentences -------------------------------------------------------------------------------

# Abbreviations the segmenter's rules for a language miss; a piece ending in one joins the next.
_ABBREVIATIONS = frozenset(
    """
    e.g. i.e. mr. mrs. ms. dr. prof. st. sr. sra. jr. vs. cf. approx. ca. incl. excl. resp. z.b. d.h. u.a. bzw.
    usw. vgl. nr. m. mme. mlle. p.ex. p.ej. ud. uds. env. dto. ggf. evtl.
    """.split()
)
_BULLET = re.compile(r"^(?:(?:[-*•–·▪■□●○]|\d{1,2}[.)]|[a-z][)]|\[[ x]\])\s+|[・※]\s*)")
_LINE_END = re.compile(r"[.!?:;。！？：]['\"”’)]*$")
GREETING = re.compile(
    r"^(?:(?:hi|hello|hey|dear|morning|good morning|hallo|liebe[rs]?|guten morgen|guten tag|sehr geehrte[rs]?|moin|"
    r"bonjour|salut|cher|chère|hola|"
    r"buenos días|estimad[oa]s?)"
    r"(?:\s+(?:(?:frau|herr|mr\.?|mrs\.?|ms\.?|dr\.?|madame|monsieur|sr\.?|sra\.?|señor|señora)\s+)?"
    r"(?P<name>[^\W\d_][\w.'-]*(?:\s+(?:and|&|und|et|y)\s+[^\W\d_][\w.'-]*)?))?"
    r"|(?P<bare>[A-Z][\w'-]+)"
    r"|(?P<ja>[^\s、,]{1,12}(?:さん|様|さま))(?:[、,]?\s*(?:お疲れ様です|こんにちは|おはようございます))?)\s*[,:!—。、-]?\s*$",
    re.IGNORECASE,
)

# List labels: a line that is only this label (and a colon) heads a list whose items say what the
# label says; "Label: text" on one line is one such item.
LIST_LABELS: dict[str, str] = {}
for _kind, _names in {
    "action": "action items|action item|action|ai|actions|action points|ais|todos|to-dos|to do|tasks|follow-ups|follow ups|"
    "next steps|aufgaben|to-do|todo|offene punkte|nächste schritte|maßnahmen|actions à mener|prochaines étapes|"
    "tâches|à faire|tareas|acciones|próximos pasos|pendientes|アクションアイテム|宿題|タスク|次のステップ|今後の対応|todo",
    "decision": "decisions|decision|decided|decision made|agreed|entscheidungen|entscheidung|beschlüsse|beschluss|ergebnis|"
    "décisions|décision|decisiones|decisión|acuerdos|決定事項|決定|結論",
    "question": "open questions|open question|questions|open issues|offene fragen|fragen|questions ouvertes|"
    "questions en suspens|preguntas abiertas|preguntas|cuestiones abiertas|未解決の質問|質問|確認事項|未決事項",
}.items():
    for _name in _names.split("|"):
        LIST_LABELS[_name] = _kind
_LABEL_LINE = re.compile(
    r"^\s*(?:\*\*|#+\s*)?(?P<label>" + "|".join(sorted(map(re.escape, LIST_LABELS), key=len, reverse=True)) + r")"
    r"(?:\s*\(.{1,30}\))?\s*(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*(?P<rest>.*)$",
    re.IGNORECASE,
)


# Labels that start a new sentence without making a list: "Note: …", "Update: …", "Q: …".
_NOTE_LABEL = re.compile(r"^(?:note|update|deadline|q|a|fyi|ps|hinweis|remarque|nota)\s*:", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Sentence:
    text: str
    label: str | None  # "action", "decision" or "question" under a list label; else None
    listed: bool = False  # an item of a bulleted list ("- how about bullets")


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text``, respecting abbreviations, decimals, versions, times, URLs,
    addresses, ordinals and ellipses; line structure (bullets, labels, blank lines) also ends sentences."""
    return [sentence.text for sentence in labelled_sentences(text)]


def labelled_sentences(text: str, language: str | None = None) -> list[Sentence]:
    """The sentences of ``text``, each with the list label it stands under (if any)."""
    language = language or guess_language(text)
    out: list[Sentence] = []
    for block, label, listed in _blocks(text):
        out.extend(Sentence(piece, label, listed) for piece in _split_block(block, language))
    return out


# A line of a list of quantities ("1 L Male", "2 x 500 GB"): short, starting with a number, no sentence.
_ITEM_LINE = re.compile(r"^\d+(?:[.,]\d+)?\s*[x×]?\s+\S(?:[^.!?]{0,36})$")


def _join_lines(lines: list[str]) -> str:
    """A block's lines as one text; consecutive item lines stay apart as a list ("1 L Male; 1 M Female")."""
    out = lines[0]
    for previous, line in zip(lines, lines[1:], strict=False):
        together = _ITEM_LINE.match(previous) and _ITEM_LINE.match(line)
        out += ("; " if together else " ") + line
    return out


def _blocks(text: str) -> list[tuple[str, str | None, bool]]:
    """Runs of lines that belong together: a hard-wrapped paragraph joins up again, while a
    bullet, a "Label:" line or a line after a finished sentence starts a new run. A list label
    holds for the lines under it up to the first blank line after its items."""
    blocks: list[tuple[str, str | None, bool]] = []
    current: list[str] = []
    label: str | None = None
    current_label: str | None = None
    items_seen = False
    listed = False  # the current block is a bullet item

    def flush() -> None:
        if current:
            blocks.append((_join_lines(current), current_label, listed))
            current.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(">"):
            flush()
            if items_seen:
                label, items_seen = None, False
            continue
        if not blocks and not current and GREETING.match(line) and len(line.split()) <= 4:
            # "Hi Bob," is not part of the first sentence: it tells who the message is to.
            blocks.append((line, None, False))
            continue
        bullet = _BULLET.match(line)
        labelled = _LABEL_LINE.match(line)
        if _NOTE_LABEL.match(line) or " | " in line or line.startswith("----------"):
            flush()  # a table row is a line of its own, as are "Note: …" and a forward's first line
        if labelled and not bullet:
            flush()
            kind = LIST_LABELS[labelled.group("label").lower()]
            rest = labelled.group("rest").strip()
            if not rest:
                label, items_seen = kind, False  # a heading: the items follow
                continue
            label, items_seen, listed = None, False, False
            current_label = kind
            current.append(rest)
            flush()
            current_label = None
            continue
        if bullet or (current and _LINE_END.search(current[-1])) or (label is not None and items_seen):
            flush()
        listed = bool(bullet)
        if bullet:
            line = line[bullet.end() :]
        if label is not None:
            items_seen = True
        current_label = label
        current.append(line)
        if " | " in line or line.startswith("----------"):
            flush()
    flush()
    return blocks


# Most boundaries need none of the segmenter's rules. A cut after a word of
# three or more lowercase letters, a number of two digits or more (not before a month: "am 20.
# März"), a closing quote or bracket and a sentence mark, or after "?" or "!", before a capital, is
# one (an abbreviation such as "etc." that looks like a word is mended afterwards); a part without any other sentence
# mark followed by more text (other than a lowercase word: "e.g. under") is one sentence; only
# what is left goes to the segmenter.
_SAFE_CUT = re.compile(
    r"(?:(?<=[a-zß-öø-ÿ]{3}[.!?])|(?<=\d\d[.!?])(?!\s+(?i:jan|feb|mär|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec))"
    r"|(?<=[)\"”’][.!?])|(?<=[?!]))\s+(?=[A-ZÀ-ÖØ-Þ\"“(])"
)
_INNER_MARK = re.compile(r"[.!?…。！？]['\"”’)\]」』]*(?:\s+|(?<=[。！？」』]))(?![a-zß-öø-ÿ])\S")


def _split_block(block: str, language: str) -> list[str]:
    merged: list[str] = []
    for part in _SAFE_CUT.split(block):
        if not _INNER_MARK.search(part):
            pieces = [part]
        else:
            pieces = [piece for chunk in _chunks(part) for piece in segment(language, chunk)]
        joined = False  # the previous piece ran into this one without a space: "b.html?x=1"
        for number, raw in enumerate(pieces):
            piece = raw.strip()
            if not piece:
                continue
            if merged and ((joined and number) or _ends_in_abbreviation(merged[-1], piece)):
                merged[-1] = f"{merged[-1]}{'' if joined and number else ' '}{piece}"
            else:
                merged.append(piece)
            joined = not raw[-1:].isspace() and raw[-1:] not in "。！？」』"
    return merged


_MONTH_START = re.compile(
    r"(?:jan|feb|mär|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec|janv|févr|avr|juil|sept|déc|"
    r"ene|abr|ago|dic)",
    re.IGNORECASE,
)

# A long block goes to the segmenter in pieces of about this size (bounded work per call), cut after a sentence mark and a space (a wrong cut there is mended like any other).
_CHUNK_CHARS = 800
_CHUNK_CUT = re.compile(r"[.!?。！？]['\"”’)]*\s+")


def _chunks(block: str) -> list[str]:
    if len(block) <= _CHUNK_CHARS:
        return [block]
    chunks: list[str] = []
    start = 0
    for match in _CHUNK_CUT.finditer(block):
        if match.end() - start >= _CHUNK_CHARS:
            chunks.append(block[start : match.end()])
            start = match.end()
    chunks.append(block[start:])
    return chunks


def _ends_in_abbreviation(piece: str, following: str) -> bool:
    last = piece.rsplit(maxsplit=1)[-1].lower().lstrip("([{\"'“‘«")
    if last in _ABBREVIATIONS:
        return True
    # An ordinal before a month ("am 3. März") or an initial ("J. Smith").
    if re.fullmatch(r"\d{1,2}\.", last):
        return bool(_MONTH_START.match(following))
    return bool(re.fullmatch(r"[a-zà-ÿ]\.", last) and len(piece) > 2 and piece[-2].isupper())
