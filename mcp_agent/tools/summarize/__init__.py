"""``summarize_thread`` and ``list_threads``: mail threads from real mail systems, summarized into stored conversations."""
