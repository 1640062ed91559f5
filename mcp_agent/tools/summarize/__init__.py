"""``summarize_thread`` and ``list_threads``: mail threads from real mail systems, summarized into stored conversations.
``plugin.py`` registers them (and documents their settings)."""

from .plugin import SummarizePlugin, SummarizeSettings

__all__ = ["SummarizePlugin", "SummarizeSettings"]
