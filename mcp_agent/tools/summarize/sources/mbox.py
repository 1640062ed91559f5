"""An mbox file on this machine as a mail source: newest messages are the last in the file."""

from __future__ import annotations

import mailbox
from typing import Any

from mcp_agent.tools.summarize.sources.maildir import LocalMailboxSource


class MboxSource(LocalMailboxSource):
    kind = "mbox file"

    def _open(self) -> mailbox.Mailbox[Any]:
        return mailbox.mbox(self.path, factory=None, create=False)

    def _newest_keys(self, box: mailbox.Mailbox[Any]) -> list[str]:
        keys = list(box.keys())  # file order: appended mail is newer
        return keys[::-1][: self.max_messages]
