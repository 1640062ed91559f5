"""``/healthz`` (the process answers), ``/readyz`` (it can serve: not draining, the backend reachable)
and ``/metrics`` (Prometheus exposition)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from ..backends import Backend
from ..ops import exposition
from ..ops.request_metrics import RequestMetrics
from ..protocol.errors import UNAVAILABLE_RETRY_AFTER_SECONDS, retry_after_header


class Probes:
    def __init__(
        self,
        backend: Backend,
        request_metrics: RequestMetrics,
        refresh_metrics: Callable[[], Awaitable[None]] | None = None,
    ) -> None:
        self._backend = backend
        self._refresh_metrics = refresh_metrics  # gauges read at scrape time (the task queue's dead letters)
        self._request_metrics = request_metrics
        self.draining = False
        # A 503 from readiness says when to ask again, as every 503 of ours does.
        name, value = retry_after_header(UNAVAILABLE_RETRY_AFTER_SECONDS)
        self._unready_headers = {name.decode(): value.decode()}

    def routes(self) -> list[BaseRoute]:
        return [
            Route("/healthz", self.healthz, methods=["GET"]),
            Route("/readyz", self.readyz, methods=["GET"]),
            Route("/metrics", self.metrics, methods=["GET"]),
        ]

    def _unready(self, reason: str) -> JSONResponse:
        return JSONResponse({"status": "unready", "reason": reason}, status_code=503, headers=self._unready_headers)

    async def healthz(self, request: Request) -> JSONResponse:
        return JSONResponse({"status": "ok"})

    async def readyz(self, request: Request) -> JSONResponse:
        if self.draining:
            return self._unready("shutting down")
        reason = await self._backend.unready_reason()
        if reason is not None:
            return self._unready(reason)
        return JSONResponse({"status": "ready"})

    async def metrics(self, request: Request) -> Response:
        self._request_metrics.flush()  # this process's last requests too (other workers' come within a second)
        if self._refresh_metrics is not None:
            await self._refresh_metrics()
        return Response(exposition.scrape(), media_type=exposition.CONTENT_TYPE)
