"""Several files named in one request ("delete a.pdf and b.jpg from Download", "move a.pdf, b.pdf or c.txt to
Documents"): the request said once for each file, in the order named, so each is acted on as one file is.
"""

from __future__ import annotations

import re

from ..patterns import rx

_NAME = r"[\w-]+(?:\.[\w-]+)*\.[A-Za-z0-9]{2,4}"
# Two names or more, joined by commas, "and", "or", "&", "as well as", "plus".
_LIST = re.compile(
    rf"(?P<list>{_NAME}(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&|plus|as\s+well\s+as)\s+)(?:the\s+(?:file\s+)?)?{_NAME})+)",
    re.I,
)


def one_file_each(text: str) -> list[str]:
    """``text`` once per file its list names; ``[text]`` when it names one file or none."""
    found = _LIST.search(text)
    if found is None:
        return [text]
    names = rx(_NAME).findall(found.group("list"))
    if len(names) < 2 or len({n.casefold() for n in names}) != len(names):
        return [text]
    return [text[: found.start()] + name + text[found.end() :] for name in names]
