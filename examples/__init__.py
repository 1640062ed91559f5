"""Runnable examples (not part of the installed package).

A regular package, not a namespace one: some dependencies install a top-level ``examples`` package of
their own (pysbd does), and a namespace package would lose to it on ``sys.path``.
"""
