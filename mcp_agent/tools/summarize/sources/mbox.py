"""An mbox file on this machine as a mail source: newest messages are the last in the file."""

from __future__ import annotations

import mailbox
import os
import re
from typing import Any

from mcp_agent.tools.summarize.sources.maildir import LocalMailboxSource

# mbox writers escape body lines starting "From " as ">From " (mboxrd: one more ">" per level);
# left escaped, they would read as quoted text and be stripped from what the message adds.
_ESCAPED_FROM = re.compile(rb"^>(>*From )", re.MULTILINE)


class MboxSource(LocalMailboxSource):
    kind = "mbox file"

    def _open(self) -> mailbox.Mailbox[Any]:
        return mailbox.mbox(self.path, factory=None, create=False)

    def unreadable(self) -> str | None:
        if not os.path.isfile(self.path):
            return self._not_a("an mbox file")
        try:
            with open(self.path, "rb"):
                pass
        except OSError as error:
            return f"the mbox file '{self.path}' cannot be read: {error.strerror}"
        return None

    def _newest_keys(self, box: mailbox.Mailbox[Any]) -> list[str]:
        keys = list(box.keys())  # file order: appended mail is newer
        return keys[::-1][: self.max_messages]

    def _unescape(self, raw: bytes) -> bytes:
        return _ESCAPED_FROM.sub(rb"\1", raw)
