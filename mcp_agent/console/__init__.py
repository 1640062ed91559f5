"""The approvals console: a small web page where a person approves or denies what the phone agent
waits to do. Server-rendered (Jinja2, autoescaped), no build step, no CDN; spec-notes/console.md."""

from .routes import Console

__all__ = ["Console"]
