"""The console's pages, one module each: the list, an approval, the decision, sign-in, the live stream,
the static files; ``kit.py`` is what they share."""
