"""Who decides an agent step, from what the request and the configured model can do.

``sampling`` when the client declared it (its model decides); else the server's model:
``model_vision`` when it reads images and the step carries a screenshot (it gets the screenshot
and the description), ``model_text`` otherwise (the description only); ``rules`` when no model
is configured, or as the fallback of a tier that failed (``fallback_from`` names it).
"""

from __future__ import annotations

from typing import Literal

from mcp_agent import PluginMetrics, ServerModel

Tier = Literal["sampling", "model_vision", "model_text", "rules"]

TIER_WORDS: dict[Tier, str] = {
    "sampling": "the client's model (sampling)",
    "model_vision": "the server's vision model, with the screenshot and the description",
    "model_text": "the server's model, with the description only",
    "rules": "the rule planner",
}


def server_model_tier(model: ServerModel, has_screenshot: bool) -> Tier:
    return "model_vision" if model.vision and has_screenshot else "model_text"


class DecisionCounter:
    """``mcp_agent_agent_decisions_total``: one count per decision, by tool and tier (an agent tool may share it)."""

    def __init__(self, metrics: PluginMetrics) -> None:
        self._counter = metrics.counter(
            "mcp_agent_agent_decisions",
            "Decisions of the agent tools, by tool and the tier that decided (sampling: the client's model; model_vision / "
            "model_text: the server's model with / without the screenshot; rules: the rule planner), and the tier that "
            "failed first when the rule planner stood in (none otherwise).",
            ["tool", "tier", "fallback_from"],
        )

    def count(self, tool: str, tier: Tier, *, fallback_from: Tier | None = None) -> None:
        self._counter.labels(tool=tool, tier=tier, fallback_from=fallback_from or "none").inc()
