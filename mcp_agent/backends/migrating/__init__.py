"""Moving state between two backends without downtime (the README's "Moving state between stores").

- ``plan``: the mode (dual-write, shadow-read, flip, done) and which keys read the new side;
- ``store``: the migrating store (the old decides, the new mirrors, divergences found and repaired);
- ``bus``, ``queue``: the change bus and the task queue across the two sides;
- ``backend``: the three composed from an old and a new ``Backend``;
- ``divergence``: what counts as the two sides disagreeing, counted and logged without values;
- ``copy``: the resumable backfill and its verify pass (``mcp-agent store copy``).
"""
