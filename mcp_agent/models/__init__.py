"""Server-side models: the providers the server calls itself when a client offers no ``sampling``.

A lower layer: it knows HTTP and the providers' documented shapes, not the tools that use it.
``app.py`` builds the configured model from settings and hands it to the tools.
"""

from .anthropic_messages import AnthropicMessagesModel
from .base import AnswerShape, ModelFailure, ModelImage, ModelLimits, ModelReply, ModelRequest, ServerModel
from .openai_chat import OpenAIChatModel
from .tiers import TIER_WORDS, Tier, count_decision, server_model_tier

__all__ = [
    "AnswerShape",
    "AnthropicMessagesModel",
    "ModelFailure",
    "ModelImage",
    "ModelLimits",
    "ModelReply",
    "ModelRequest",
    "OpenAIChatModel",
    "ServerModel",
    "TIER_WORDS",
    "Tier",
    "count_decision",
    "server_model_tier",
]
