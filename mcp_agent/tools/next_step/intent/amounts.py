"""Money said in words or as data: dollars in words ("forty-one twenty-five"), and expenses given inline ("Fuel
$115.28 (Transportation, note: Monthly)", "I spent $5 on X (Cat)"). Lengths and times of day are said_lengths.py's."""

from __future__ import annotations

import re

from ..patterns import rx
from .goal import Goal
from .number_words import NUMBER_WORDS as _NUMBER_WORDS

_MONEY_ROW = re.compile(
    r"(?P<name>[A-Za-z][\w' -]*?)\s+\$(?P<amount>\d[\d,]*(?:\.\d{1,2})?)\s*\((?P<category>[^,)]+)"
    r"(?:,\s*(?:note\b\s*:?\s*)?(?P<note>[^)]*))?\)(?:,?\s*note\s*:?\s*(?P<inner>[^;]+?)\s*(?=;|$))?"
)


_SPENT = re.compile(
    # the dollar sign may go unsaid ("I spent 41.25 on Birthday dinner (food)"): cents or a category in brackets say it
    r"(?:\$(?P<amount>\d[\d,]*(?:\.\d{1,2})?)|(?<![\w.,])(?P<cents>\d+\.\d\d))\s+(?:on|for)\s+(?P<name>[\w' -]+?)\s*\((?P<category>[^),]+)"
    r"(?:,\s*(?:note\s*:?\s*)?(?P<inner>[^)]+))?\)(?:,?\s*note\s*[:\"'“]\s*(?P<note>[^\"'”]+))?"
)
# "Online course, $436.78, category Education, note Monthly": each field after its label.
_LABELLED = re.compile(
    # "name Online course, $436.78, …": the name's label, said without a colon, is no part of the name.
    r"(?:\bname\s*:?\s+)?(?P<name>[A-Za-z][\w' -]*?)\s*,\s*\$(?P<amount>\d[\d,]*(?:\.\d{1,2})?)\s*,\s*(?:category\s*:?\s*)?"
    r"(?P<category>[A-Za-z][\w ]*?)(?:\s*,\s*note\s*:?\s*(?:(?:it|that)\s+(?:down\s+)?as\s+)?(?P<note>[^;]+?))?\s*(?:;|$)"
)
# "X for $5 in Cat (N)"; the note may be left out ("X for $5 in Cat; Y for $7 in Cat").
_FOR_IN = re.compile(
    r"(?P<name>[A-Za-z][\w' -]*?)\s+for\s+\$(?P<amount>\d[\d,]*(?:\.\d{1,2})?)\s+in\s+(?P<category>[A-Z][\w ]*?)"
    r"(?:\s*\((?P<note>[^)]+)\)|(?=\s*(?:[;,.]|$)))"
)

# "Winter boots $366.32 clothes (Work trip), Groceries $400.09 food": the category said bare after the amount (the
# dollar sign left out as often), the note aside; only one of the app's categories counts (checked in money_rows).
_ROW_HEAD = (
    # (a comma or "in" may come between: "Birthday dinner $77.25, Food, note Split with Omar; …", "X 43.75 in Food")
    r"(?P<name>[A-Za-z][\w' -]*?)\s+\$?(?P<amount>\d[\d,]*(?:\.\d{1,2})?)(?:\s*,)?\s+(?:(?:in|under)\s+)?(?P<category>[A-Za-z][A-Za-z ]*?)"
)
# its note in brackets, or after its label ("…, note Work trip; …")
_ROW_NOTE = (
    # (or "… with the note X")
    # (or after a space alone: "… Food note Split with Omar; …")
    r"\s*\((?P<note>[^)]+)\)|(?:\s*,\s*|\s+with\s+(?:the\s+|a\s+)?|\s+(?=note\b))note\s*:?\s*(?P<note2>[^;,]+?)"
    r"(?:\s+(?:to|in|into)\s+(?:my\s+|the\s+)?(?:expenses?|pro\s+expense))?"
)
_ROW_CLOSE = r"\s*(?=[,;.]|$|\s+and\s)"
_CATEGORY_AFTER = re.compile(rf"{_ROW_HEAD}(?:{_ROW_NOTE})?{_ROW_CLOSE}")
# Rows that end at semicolons may also give the note bare, as a row's last piece after a comma ("…, Clothes, Work
# trip; …"); where commas end rows (or sit in amounts, "43,75") that piece would be the next row.
_CATEGORY_AFTER_TO_SEMICOLON = re.compile(
    rf"{_ROW_HEAD}(?:{_ROW_NOTE}|\s*,\s*(?!\s*note\b)(?P<note3>[^;,$]+?)(?=\s*(?:;|$)))?{_ROW_CLOSE}"
)
# Each amount said: a row read must hold every one of them, else some other expense went unread.
_AMOUNT_SAID = re.compile(r"\$\d|(?<![\w.$,])\d+\.\d\d\b")

# "add Online course: $436.78, Education, note "Monthly"" (the app already cut out of the clause).
_NAMED_FIRST = re.compile(
    r"^(?:add|log|put|record|enter)\s+(?:the\s+)?(?:expense\s+|entry\s+)?(?P<name>[^:$]+?)\s*:\s*"
    r"\$(?P<amount>\d[\d,]*(?:\.\d{1,2})?)\s*,\s*(?:category\s*:?\s*)?(?P<category>[A-Z][\w ]*?)"
    r"(?:\s*,\s*(?:note\s*:?\s*)?[\"“]?(?P<note>[^\"”]+?)[\"”]?)?\s*$"
)


# "an expense of $436.78 for Online course, category Education, note Monthly": the fields by their labels.
_OF_FOR = re.compile(
    r"\$(?P<amount>\d[\d,]*(?:\.\d{1,2})?)\s+(?:for|on)\s+(?P<name>[\w' -]+?)\s*(?:,|$|\s+in\b)"
    r"(?=.*\bcategory\s*:?\s*(?P<category>[A-Z][\w ]*?)\s*(?:,|$))(?:(?=.*\bnote\s*:?\s*(?P<note>[^,]+?)\s*(?:,|$)))?",
    re.I,
)


_UNITS = "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True))
# "four hundred thirty-six", "seventy-eight", "twelve": a whole number said in words.
_SAID_NUMBER = rf"(?:(?:{_UNITS})(?:[- ](?:{_UNITS}))?\s+hundred(?:\s+and)?(?:\s+(?:{_UNITS})(?:[- ](?:{_UNITS}))?)?|(?:{_UNITS})(?:[- ](?:{_UNITS}))?)"
MONEY_SAID = re.compile(
    rf"\$?\b(?P<whole>\d[\d,]*(?:\.\d{{1,2}})?|{_SAID_NUMBER})\s+(?:dollars?|bucks|usd)\b"
    rf"(?:\s*(?:and\s+)?(?P<cents>\d{{1,2}}|{_SAID_NUMBER})(?:\s+cents?)?\b)?",
    re.I,
)


def _said_number(said: str) -> int:
    """ "four hundred thirty-six" as 436 (digits as they are)."""
    if rx(r"[\d,]+").fullmatch(said):
        return int(said.replace(",", ""))
    total, hundreds = 0, 0
    for word in rx(r"[- ]+").split(said.lower()):
        if word == "hundred":
            hundreds, total = (total or 1) * 100, 0
        elif word != "and":
            total += _NUMBER_WORDS.get(word, 0)
    return hundreds + total


def said_dollars(match: re.Match[str]) -> str:
    """One amount ``MONEY_SAID`` found, written as "$436.78"."""
    whole = match.group("whole")
    if "." in whole:
        return f"${whole}"
    cents = match.group("cents")
    value = f"${_said_number(whole)}"
    return f"{value}.{_said_number(cents):02d}" if cents else value


def dollars(text: str) -> str:
    """Money said as people say it ("436 bucks 78", "four hundred thirty-six dollars and seventy-eight cents",
    "400.09 dollars") written as "$436.78"."""
    return MONEY_SAID.sub(said_dollars, text)


def _labelled(key: str, text: str) -> str:
    found = rx(rf"\b{key}\s*:?\s+(?P<v>[^,;]+?)\s*(?:[,;]|\.(?:\s|$)|$)", re.I).search(text)
    return found.group("v").strip(" .\"'“”") if found is not None else ""


_FILED_AS = re.compile(
    r"\b(?:it'?s|it\s+is|that'?s|counts\s+as)\s+(?:an?\s+)?(?P<c>[A-Za-z][\w ]*?)\s*(?:,|$|\.)", re.I
)


def _loose_expense(text: str) -> tuple[tuple[str, str], ...] | None:
    """One expense said loosely: an amount, a name (labelled, after "for"/"on", or before the amount) and a
    category (labelled, "under X", or the first bare piece after the amount); a note when labelled."""
    money = rx(r"\$(?P<a>\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)").search(text)
    if money is None and rx(r"\bexpenses?\b", re.I).search(text):
        # "expense: Taxi, 23.50, category …": a piece of the list that is only a number is the amount.
        money = rx(r"(?<=,)\s*(?P<a>\d+(?:\.\d{1,2})?)\s*(?=,|$)").search(text)
    if money is None:
        # "12.50 for lunch under food": cents and what they were spent on say an amount as a dollar sign does.
        money = rx(r"(?<![\w.,:$])(?P<a>\d+\.\d\d)(?=\s+(?:for|on)\s+[A-Za-z])").search(text)
    if money is None:
        return None
    after = text[money.end() :]
    name = _labelled("name", text)
    if not name and (
        said := rx(r"\s+(?:for|on)\s+(?P<n>[\w' -]+?)\s*(?:,|$|\s+(?:under|in|with|—|–|-)\s)").match(after)
    ):
        name = said.group("n")
    if rx(r"\b(?:yesterday|last\s+\w+|on\s+\w+day)$", re.I).search(name):
        return None  # spent on another day: a row typed today would say another date
    name = rx(r"\s+(?:today|tonight|this\s+(?:morning|afternoon|evening))$", re.I).sub("", name)
    # "Online course for $436.78": the preposition before the amount is not part of the name.
    if not name and (
        before := rx(r"(?P<n>[A-Z][\w' -]*?)(?:\s+(?:for|of|on|at|costing))?\s*[-:,]?\s*$").search(
            text[: money.start()]
        )
    ):
        name = before.group("n")
    category = _labelled("category", text)
    if not category and (
        under := rx(r"\b(?P<p>under|in)\s+(?P<c>[A-Za-z][\w ]*?)\s*(?:,|$|\.|\s+(?:with|and)\b)", re.I).search(after)
    ):
        # "in Education": only one of the app's categories ("in my expenses" says where, not what); "under food" too
        # uncapitalised, when it is one.
        filed_under = under.group("c")
        if filed_under.casefold() in EXPENSE_CATEGORIES or (
            under.group("p").lower() == "under" and filed_under[:1].isupper()
        ):
            category = filed_under if filed_under[:1].isupper() else filed_under.title()
    if not category and (filed := _FILED_AS.search(after)) and filed.group("c").casefold() in EXPENSE_CATEGORIES:
        category = filed.group("c")  # "…, it's Food": a category said as what the expense is
    if not category:
        bare = [p.strip(" .") for p in after.split(",")[1:] if p.strip()]
        category = bare[0] if bare and rx(r"[A-Z][\w ]*").fullmatch(bare[0]) else ""
    note = rx(r"\s+(?:to|in|into)\s+(?:my\s+|the\s+)?expenses?$").sub("", _labelled(r"(?:with\s+the\s+)?note", after))
    if not name or not category:
        return None
    fields = (("name", name), ("amount", money.group("a")), ("category", category), ("note", note))
    return tuple((key, value) for key, value in fields if value)


# "lunch 12.50 food expense", "expense: taxi 23 transportation": dictated as a name, an amount and a category,
# the amount bare; only where the clause says it is an expense.
_TERSE = re.compile(
    r"^(?:(?:an?|new|the)\s+)?(?:expense\s*:?\s+)?(?P<name>[A-Za-z][\w' -]*?)\s+\$?"
    r"(?P<amount>\d+(?:\.\d{1,2})?)"
    r"\s+(?:for\s+|in\s+|under\s+)?(?P<category>[A-Za-z][\w ]*?)(?:\s+expense)?"
    r"(?:\s+(?:to|in|into)\s+(?:my\s+|the\s+)?expenses?)?$",
    re.I,
)


def _terse_expense(text: str) -> tuple[tuple[str, str], ...] | None:
    said = _TERSE.match(text.strip()) if rx(r"\bexpenses?\b", re.I).search(text) else None
    if said is None:
        return None
    name, category = said.group("name").strip(), rx(r"^category\s+", re.I).sub("", said.group("category").strip())
    if rx(r"\b(?:of|for|on|at|with|to)$|\bexpense\b", re.I).search(name):
        return None  # "an expense of $12 for Lunch": a preposition before the amount, never a name
    return (("name", name[:1].upper() + name[1:]), ("amount", said.group("amount")), ("category", category.title()))


# Expense apps' own categories: a word said aside after an expense's name that is one of them files it there;
# another ("(for mom)", "(Work trip)") is its note.
EXPENSE_CATEGORIES = frozenset(
    "others other income food housing social entertainment transportation transport clothes clothing health "
    "education donation groceries travel utilities shopping bills".split()
) | {"health care"}


def _filed(row: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """A row whose aside named no category keeps it as its note."""
    fields = dict(row)
    if fields.get("category", "").casefold() in EXPENSE_CATEGORIES or "note" in fields:
        return row
    fields["note"] = fields.pop("category", "")
    return tuple((key, value) for key, value in fields.items() if value)


def _unquoted(value: str) -> str:
    """A value said in quotes ('note "Cash"') without them."""
    quoted = rx(r"[\"“'‘](?P<v>.*)[\"”'’]").fullmatch(value)
    # 'note "Paid by card" - fill in every field': the quotes close the value; what follows is said of the request.
    quoted = quoted or rx(r"\"(?P<v>[^\"]+)\"\s*(?:[-–—]|\.\s)\s*\w.*").fullmatch(value)
    return quoted.group("v").strip() if quoted is not None else value


# "add a Food expense: Lunch, $12": the category said as the kind of expense, before its fields.
_KIND_FIRST = re.compile(r"^(?P<lead>.*?\b)(?:a|an)\s+(?P<c>[a-z]+(?:\s+care)?)\s+expense\s*:\s*(?P<rest>.+)$", re.I)


def _kind_first(text: str) -> str:
    said = _KIND_FIRST.match(text)
    if said is None or said.group("c").casefold() not in EXPENSE_CATEGORIES:
        return text
    return f"{said.group('lead')}an expense: {said.group('rest')}, category {said.group('c')}"


_CATEGORY_WORDS = "|".join(sorted((re.escape(c) for c in EXPENSE_CATEGORIES), key=len, reverse=True))
# "…: $41.25 Birthday dinner (Food), …": the amount said first; "Birthday dinner ($41.25, Food)": the amount in the
# brackets. Only with one of the apps' categories in the brackets (a note there is another shape's).
_AMOUNT_ASIDE = re.compile(
    r"(?:^|(?<=[:,;]))\s*\$(?P<amount>\d[\d,]*(?:\.\d{1,2})?)\s+(?!(?:in|on|for|at|to|under)\b)"
    rf"(?P<name>[A-Za-z][\w' -]*?)\s*\((?P<category>{_CATEGORY_WORDS})\)|"
    r"(?P<name2>[A-Za-z][\w' -]*?)\s*\(\s*\$(?P<cents>\d[\d,]*(?:\.\d{1,2})?)\s*,\s*"
    rf"(?P<category2>{_CATEGORY_WORDS})(?:,\s*(?:note\s*:?\s*)?(?P<inner>[^)]+))?\)",
    re.I,
)
_CATEGORY_THEN_NOTE = re.compile(
    rf"(?P<name>[A-Za-z][\w' -]*?)\s+\$(?P<amount>\d[\d,]*(?:\.\d{{1,2}})?)\s+(?P<category>{_CATEGORY_WORDS})\b"
    # (its note after the category, labelled or not: "… Clothes note Work trip")
    r"(?:\s+(?:note\s*:?\s+)?(?P<note>[^;,]+?))?(?:\s+(?:to|in|into)\s+(?:my\s+|the\s+)?(?:expenses?|pro\s+expense))?\s*(?=[;,.]|$)",
    re.I,
)


def _categories_after(body: str) -> list[re.Match[str]]:
    found = list((_CATEGORY_AFTER_TO_SEMICOLON if ";" in body else _CATEGORY_AFTER).finditer(body))
    if found and len(found) < len(_AMOUNT_SAID.findall(body)):
        return []  # "X 41.25 in Food, Y 43.75 in Entertainment …" with a row not read: none is guessed
    if len(found) == 1 and (found[0].group("amount").endswith(",") or body[found[0].end("amount") :].startswith(",")):
        return []  # one row with a comma after its amount: the single expense's reading (expense_rows.py)
    if found and all(m.group("category").casefold() in EXPENSE_CATEGORIES for m in found):
        return found
    # "Winter boots $366.32 Clothes Work trip; Groceries …": the category one of the app's, the note the rest.
    # (Several of them only: one said so is the terse reading's, which also reads "… food expense".)
    noted = list(_CATEGORY_THEN_NOTE.finditer(body))
    return noted if len(noted) > 1 and len(noted) == len(rx(r"\$\d").findall(body)) else []


# What frames a row's name, never part of it: "and", the request ("add an expense …") and what it cost ("… cost me").
_NAME_FRAME = re.compile(
    r"^(?:and\s+)?(?:(?:add|log|put|record|enter|save)\s+(?:(?:an?|the|this|my)\s+)?(?:new\s+)?(?:expense\s*:?\s+)?)?"
    r"(?:(?:an?\s+)?(?:new\s+)?expense\s*:?\s+)?"
    # "three expenses Birthday dinner 41.25 food …": how many are said before the first row, never its name.
    r"(?:(?:two|three|four|five|six|\d+|these|the\s+following)\s+(?:new\s+)?expenses\s*:?\s+)?|"
    # "three for pro expense - Birthday dinner …": how many and where, said before the first row.
    r"^(?:(?:two|three|four|five|six|\d+)\s+)?(?:for|in|into|to)\s+(?:my\s+|the\s+)?(?:pro\s+expense|expenses)\s*[-–—:,]\s*|"
    # "add to my expenses Lunch 12.50 in Food …": where they go, said before the first row.
    r"^(?:to|in|into)\s+(?:my\s+|the\s+)?(?:expenses|pro\s+expense)(?:\s+app)?\s*:?\s+|"
    # "log Online course for $436.78 …": the word that led to the amount, never the name's end.
    r"\s+(?:cost|costs|was|came\s+to|costing)(?:\s+me)?$|\s+(?:for|at)$",
    re.I,
)


_ROW_KEYS = {
    "inner": "note",
    "note2": "note",
    "note3": "note",
    "cents": "amount",
    "name2": "name",
    "category2": "category",
}  # the groups of the row shapes above, by the field they fill


# "birthday dinner 41.25 (food), guitar course 26.5 (education)": the dollar sign left out, the bracket holding one
# of the app's categories says the number before it is the amount.
_BARE_MONEY_ROW = re.compile(
    rf"(?P<name>[A-Za-z][\w' ]*?)\s+(?P<amount>\d[\d,]*(?:\.\d{{1,2}})?)\s*\((?P<category>{_CATEGORY_WORDS})\)(?=\s*(?:[;,.]|and\b|$))",
    re.I,
)


def _bare_name(said: str) -> str:
    # "I spent $5 on a Birthday dinner": the article is the sentence's, not the name's (lower case only: "A1 Taxi").
    name = rx(r"^(?:a|an|the|my|some)\s+(?=\S)").sub("", _NAME_FRAME.sub("", said.strip()).strip())
    return name or said.strip()


# "Birthday dinner 41.25 food Theatre show 43.75 entertainment and Guitar course 26.50 education": rows dictated
# without a comma between them; an amount and one of the app's categories end a row, what follows starts the next.
_ROW_END = re.compile(
    rf"(?P<end>\$?\d[\d,]*\.\d{{2}}\s+(?:{_CATEGORY_WORDS}))(?:\s*,)?\s+(?:and\s+)?(?=[A-Za-z])", re.I
)


def _run_on_rows(text: str) -> str:
    if rx(r"[;(:]").search(text) or len(rx(r"\d\.\d{2}\b").findall(text)) < 2 or not _ROW_END.search(text):
        return text
    return _ROW_END.sub(r"\g<end>; ", text)


def _comma(match: re.Match[str]) -> str:
    return f"{match.group('a') or ''}, "


def money_rows(text: str, app: str) -> Goal | None:
    """ "Fuel $115.28 (Transportation, note: Monthly); …", "I spent $5 on X (Cat), note 'N'", "X for $5 in Cat
    (N), …": one expense per item."""
    # 'add "Birthday dinner", $41.25, …': a name in quotes before its amount is the row's name as written
    text = rx(r"[\"“'‘](?P<n>[^\"“”'‘’]+)[\"”'’](?=\s*[,:-]?\s*\$?\d)").sub(r"\g<n>", text)
    # "…, note: Paid by card, every field filled": what the form must hold when saved, no words of its note
    text = rx(
        r"[,.;]\s*(?:(?:make\s+sure|ensure)\s+)?(?:every|all)\s+fields?\s+(?:are\s+|is\s+)?filled(?:\s+in)?\s*[.!]?\s*$",
        re.I,
    ).sub("", text)
    text = _run_on_rows(_kind_first(dollars(text)))
    # "Winter boots, 366.32, Clothes, note Work trip. Groceries, 400.09, …": an amount with cents between commas is
    # dollars, and a full stop before the next such row ends the row as a semicolon does.
    text = rx(r"(?<=,\s)(?=\d[\d,]*\.\d\d\s*,)").sub("$", text)
    text = rx(r"(?<=\w)\.\s+(?=[A-Z][\w' -]*,\s*\$\d)").sub("; ", text)
    # "Birthday dinner - $41.25 - Food; …": dashes or bars around the amount part the row's pieces as commas do.
    text = rx(r"(?<=\w)\s+[-–—|]\s+(?=\$\d)|(?<=\$\d)(?P<a>[\d,]*(?:\.\d{1,2})?)\s+[-–—|]\s+(?=[A-Za-z])").sub(
        _comma, text
    )
    # The request's colon heads the rows; a note's label ("…, note: Monthly") is a field of one.
    heading = rx(r"(?<!\bnote)(?<!\bnotes)\s*:", re.I).search(text)
    body = text[heading.end() :] if heading is not None else text
    aside = (
        list(_MONEY_ROW.finditer(body))
        or list(_SPENT.finditer(text))
        or list(_BARE_MONEY_ROW.finditer(body))
        or list(_AMOUNT_ASIDE.finditer(body))
    )
    found = (
        aside
        or list(_FOR_IN.finditer(body))
        or _categories_after(rx(r"^(?:add|log|put|record|enter)\s+", re.I).sub("", body.strip()))
        or list(_LABELLED.finditer(body.strip()))
        or list(_NAMED_FIRST.finditer(text.strip()))
        or list(_OF_FOR.finditer(text.strip()))
    )
    rows = [
        tuple(
            (
                _ROW_KEYS.get(key, key),
                _bare_name(value)
                if _ROW_KEYS.get(key, key) == "name"
                # "Lunch 12, food": the comma after an amount ends it, never part of it
                else value.strip().rstrip(",;")
                if _ROW_KEYS.get(key, key) == "amount"
                # "…, Food category, …": the field's own name said with its value
                else rx(r"^(?:the\s+)?category\s+|\s+category$", re.I).sub("", _unquoted(value.strip()))
                if _ROW_KEYS.get(key, key) == "category"
                else _unquoted(value.strip()),
            )
            for key, value in m.groupdict().items()
            if value
        )
        for m in found
    ]
    if aside:
        rows = [_filed(row) for row in rows]
    pieces = [piece for piece in body.split(";") if piece.strip()]
    if len(pieces) == len(rows) > 1 and any(
        rx(r"\bnotes?\b", re.I).search(piece) and not any(key == "note" for key, _ in row)
        for piece, row in zip(pieces, rows, strict=True)
    ):
        # A row said with a note and read without it would be saved short and reported done: asked instead.
        return Goal("explore", subject=f"tell each expense's note as 'note: …' ({body.strip()})", extra=("cannot",))
    unverbed = rx(r"^(?:add|log|put|record|enter)\s+", re.I).sub("", text.strip())
    if not rows and (loose := _loose_expense(unverbed) or _terse_expense(unverbed)):
        # ("I paid $5 for an online course": the article is the sentence's; the rest of the name stays as said)
        article = rx(r"^(?:a|an|the|my|some)\s+(?=\S)")
        rows = [tuple((key, article.sub("", value) if key == "name" else value) for key, value in loose)]
    return Goal("create", obj="expense", app=app, rows=tuple(rows)) if rows else None
