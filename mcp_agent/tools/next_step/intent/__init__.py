"""What the task asks for: an intent with slots, read from the way people phrase everyday tasks.

``read_task`` (reader.py) turns the task text into a ``Goal`` (goal.py): message or call
(messaging.py), note or event (entries.py), toggle or set (device_settings.py), order
(shopping.py), lookup (questions.py), open, login, wizard, type, or ``explore`` when no intent fits.
``plan_for`` (plan.py) writes the goal as subgoals in the planner's grammar. Verbs are matched
case-insensitively with their synonyms, polite wrappers ("please", "can you …") are dropped, a
message body may be quoted or follow "saying", "that" or a colon (wording.py). Dates and times are
read by ``dateparser``.
"""

from .goal import Goal
from .plan import plan_for
from .reader import read_task
from .wording import quoted_values

__all__ = ["Goal", "plan_for", "quoted_values", "read_task"]
