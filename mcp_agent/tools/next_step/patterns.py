"""The grammar's patterns, each compiled once. ``re`` keeps the patterns its functions are given in a cache of 512 that
drops the oldest; the grammar uses more than that on one request, so every step compiled hundreds of them again."""

from __future__ import annotations

import re
from functools import lru_cache


@lru_cache(maxsize=8192)  # bounded: a pattern may be built around a value shown on a screen
def rx(pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
    """``pattern`` compiled with ``flags``, from the cache when it was compiled before."""
    return re.compile(pattern, flags)
