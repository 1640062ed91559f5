"""Questions answered from what the phone's own apps show: the question read into what to look for
(``question``), a list's rows read and aggregated (``records``), a note found and read (``notes``), and
the steps that read the screens until the answer is known (``flow``)."""
