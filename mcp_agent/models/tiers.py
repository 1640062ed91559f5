"""Who decides an agent step, from what the request and the configured model can do.

``sampling`` when the client declared it (its model decides); else the server's model:
``model_vision`` when it reads images and the step carries a screenshot (it gets the screenshot
and the description), ``model_text`` otherwise (the description only); ``rules`` when no model
is configured, or as the fallback of a tier that failed (``fallback_from`` names it).
"""

from __future__ import annotations

from typing import Literal

from ..ops.metrics import AGENT_DECISIONS
from .base import ServerModel

Tier = Literal["sampling", "model_vision", "model_text", "rules"]

TIER_WORDS: dict[Tier, str] = {
    "sampling": "the client's model (sampling)",
    "model_vision": "the server's vision model, with the screenshot and the description",
    "model_text": "the server's model, with the description only",
    "rules": "the rule planner",
}


def server_model_tier(model: ServerModel, has_screenshot: bool) -> Tier:
    return "model_vision" if model.vision and has_screenshot else "model_text"


def count_decision(tool: str, tier: Tier, *, fallback_from: Tier | None = None) -> None:
    """Count one decision in ``mcp_agent_agent_decisions``."""
    AGENT_DECISIONS.labels(tool=tool, tier=tier, fallback_from=fallback_from or "none").inc()
