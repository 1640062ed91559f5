"""``next_step``: a phone agent's next action under the stateless agent-step contract.

The client owns the session (task, plan, subgoal, facts, steps) and sends all of it on every
call; any instance answers any step. The rule planner decides offline, or the client's own model
does through sampling; irreversible actions wait for a confirmation that acts exactly once.
"""

from .contract import AgentStepArguments, AgentStepResult, RememberFact
from .session import AgentSession
from .tool import register_next_step

__all__ = ["AgentSession", "AgentStepArguments", "AgentStepResult", "RememberFact", "register_next_step"]
