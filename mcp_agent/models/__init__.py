"""Server-side models: the providers the server calls itself when a client offers no ``sampling``.

A server facility, like the store: it knows HTTP and the providers' documented shapes, not the tools
that use it. The app builds the configured model from the server's settings (MCP_AGENT_MODEL_*) and
offers it to every plugin (``PluginContext.model``); the tools decide which of their tiers it serves.
"""

from .anthropic_messages import AnthropicMessagesModel
from .base import AnswerShape, ModelFailure, ModelImage, ModelLimits, ModelReply, ModelRequest, ServerModel
from .openai_chat import OpenAIChatModel

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
]
