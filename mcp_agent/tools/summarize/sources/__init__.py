"""The mail sources: Maildir, mbox, IMAP and the Gmail API, each a ``MailSource``."""
