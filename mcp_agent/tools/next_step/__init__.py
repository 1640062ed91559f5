"""``next_step``: a phone agent's next action under the stateless agent-step contract.

The client owns the session (task, plan, subgoal, facts, steps) and sends all of it on every
call; any instance answers any step. The rule planner decides offline, or the client's own model
does through sampling; irreversible actions wait for a confirmation that acts exactly once.
``plugin.py`` registers it (and documents its settings); ``AgentSession`` is the client's side.
"""

from .contract import AgentStepArguments, AgentStepResult, RememberFact
from .plugin import NextStepPlugin, NextStepSettings
from .session import AgentSession

__all__ = [
    "AgentSession",
    "AgentStepArguments",
    "AgentStepResult",
    "NextStepPlugin",
    "NextStepSettings",
    "RememberFact",
]
