"""GET /console/static/{name}: the console's own stylesheet and script, read once at start, and nothing
else (the CSP allows scripts and styles from the console itself only)."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from .kit import CONSOLE_DIR

_MEDIA_TYPES = {"console.css": "text/css; charset=utf-8", "console.js": "text/javascript; charset=utf-8"}


class Assets:
    def __init__(self) -> None:
        self._files = {name: (CONSOLE_DIR / "static" / name).read_bytes() for name in _MEDIA_TYPES}

    async def serve(self, request: Request) -> Response:
        name = request.path_params["name"]
        if name not in self._files:
            return Response("not found", status_code=404, media_type="text/plain")
        return Response(self._files[name], media_type=_MEDIA_TYPES[name], headers={"cache-control": "no-cache"})
