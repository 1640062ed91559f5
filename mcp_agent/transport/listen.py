"""``subscriptions/listen``: the one long-lived response, held by whichever instance got it.

Changes reach it through the change bus: with the Redis bus (``--bus redis``) a change made on
any instance reaches matching streams on every instance; with the in-process bus, only this
instance's. The stream keeps nothing that outlives it: a client that reconnects sends a new
listen and refetches.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from mcp_types import RequestId
from starlette.types import Receive, Send

from ..bus import BusUnavailable, Change, ChangeBus
from ..identity import Principal
from ..ops.metrics import BUS_DELIVERIES, BUS_DROPS, LISTEN_REFUSALS, LISTEN_STREAMS
from ..protocol.errors import McpError, bus_unavailable, invalid_params, missing_capability, too_many_streams
from ..protocol.jsonrpc import notification_message, result_message
from ..protocol.params import ListenParams, SubscriptionFilter, parse_params
from ..protocol.validator import ValidRequest
from ..protocol.wire import SERVER_INFO_META_KEY, SUBSCRIPTION_ID_META_KEY, TASKS_EXTENSION, dumps
from . import sse
from .disconnect import ClientDisconnected, cancel_on_disconnect
from .responses import event_frame, send_error, send_event, start_event_stream

logger = logging.getLogger("mcp_agent.listen")


def honoured_filter(requested: SubscriptionFilter, capabilities: dict[str, Any] | None = None) -> dict[str, Any]:
    """The subset of the filter this server will deliver, echoed in the acknowledgement.

    ``capabilities`` are the ones ``server/discover`` advertises: a list filter is honoured only
    where its capability has ``listChanged``, resource subscriptions only with
    ``resources.subscribe``. ``None`` honours every kind (a caller with no capabilities to give).
    """

    def advertised(capability: str, flag: str) -> bool:
        if capabilities is None:
            return True
        declared = capabilities.get(capability)
        return isinstance(declared, dict) and declared.get(flag) is True

    honoured: dict[str, Any] = {}
    if requested.tools_list_changed and advertised("tools", "listChanged"):
        honoured["toolsListChanged"] = True
    if requested.prompts_list_changed and advertised("prompts", "listChanged"):
        honoured["promptsListChanged"] = True
    if requested.resources_list_changed and advertised("resources", "listChanged"):
        honoured["resourcesListChanged"] = True
    if requested.resource_subscriptions and advertised("resources", "subscribe"):
        honoured["resourceSubscriptions"] = list(dict.fromkeys(requested.resource_subscriptions))
    return honoured


class ResourceSubscriptions:
    """The resource URIs one stream subscribed to, indexed: a change to ``uri`` matches a subscribed
    URI equal to it, or one that ``uri`` extends by a path (``base/...``, whatever trailing slashes
    ``base`` has). Matching costs one set lookup per ``/`` in the changed URI, however many URIs
    the stream subscribed to."""

    __slots__ = ("_exact", "_bases")

    def __init__(self, uris: Iterable[str] = ()) -> None:
        self._exact = frozenset(uris)
        self._bases = frozenset(uri.rstrip("/") for uri in self._exact)

    def matches(self, uri: str) -> bool:
        if uri in self._exact:
            return True
        if not self._bases:
            return False
        # ``uri`` extends ``base`` exactly when, at some "/" of ``uri``, everything before it is ``base`` stripped of "/".
        slash = uri.find("/")
        while slash != -1:
            if uri[:slash] in self._bases:
                return True
            slash = uri.find("/", slash + 1)
        return False


# Opens a task id (sealed handle) for the principal that owns the task: its record id, or McpError
# -32602 for any other principal, even of the same tenant (tasks/manager.py).
OpenTask = Callable[[Principal, object], str]
# A task's current DetailedTask without its id, by tenant and record id; None if it is gone (tasks/manager.py).
CurrentTask = Callable[[str, str], Awaitable[dict[str, Any] | None]]

# Task ids are opened this many at a time, the event loop running other work in between: each one
# is an authenticated decryption (about 13 µs), so a listen with thousands never stalls the server.
OPEN_TASKS_PER_TURN = 128


@dataclass(frozen=True, slots=True)
class ListenLimits:
    """What one listen may ask for, and how many streams may be open (per tenant, and in this process)."""

    resources: int = 1000
    tasks: int = 1000
    streams_per_tenant: int = 100
    streams: int = 500


@dataclass(frozen=True, slots=True)
class Subscription:
    """A validated listen request: who listens, and the notifications this server will deliver."""

    request_id: RequestId
    tenant: str
    honoured: dict[str, Any]
    tasks: dict[str, str] = field(default_factory=dict)  # record id -> the task id (handle) the client holds
    resources: ResourceSubscriptions = field(default_factory=ResourceSubscriptions)


def notification_for(change: Change, subscription: Subscription) -> dict[str, Any] | None:
    """The notification this change becomes on this stream, or None if not wanted."""
    if change.kind == "task":
        task_id = subscription.tasks.get(change.task or "")
        if task_id is None or change.detail is None:
            return None
        return notification_message("notifications/tasks", {"taskId": task_id, **change.detail})
    return shared_notification(change) if wanted(change, subscription) else None


_LIST_CHANGED = {
    "tools": ("toolsListChanged", "notifications/tools/list_changed"),
    "prompts": ("promptsListChanged", "notifications/prompts/list_changed"),
    "resources": ("resourcesListChanged", "notifications/resources/list_changed"),
}


def wanted(change: Change, subscription: Subscription) -> bool:
    """Whether a change other than a task's reaches this stream."""
    if change.kind == "resource":
        uri = change.uri
        return uri is not None and uri != "" and subscription.resources.matches(uri)
    listed = _LIST_CHANGED.get(change.kind)
    return listed is not None and bool(subscription.honoured.get(listed[0]))


def shared_notification(change: Change) -> dict[str, Any]:
    """The notification a change other than a task's becomes, the same on every stream that wants it."""
    if change.kind == "resource":
        return notification_message("notifications/resources/updated", {"uri": change.uri})
    return notification_message(_LIST_CHANGED[change.kind][1], {})


def _head(notification: dict[str, Any]) -> bytes:
    """The notification's event frame up to where its params close: each stream appends its own
    ``_meta`` (``_meta_tail``), so a change is encoded once however many streams it reaches."""
    data = dumps(notification)  # ends with the braces closing the params and the message
    return sse.frame_head(b"message") + data[:-2] + (b"," if notification["params"] else b"")


def _meta_tail(subscription_meta: dict[str, Any]) -> bytes:
    return b'"_meta":' + dumps(subscription_meta) + b"}}" + sse.FRAME_END


class ListenStreams:
    def __init__(
        self,
        bus: ChangeBus,
        server_info: dict[str, Any],
        keepalive_seconds: float,
        max_buffered: int = 256,
        limits: ListenLimits = ListenLimits(),
        current_task: CurrentTask | None = None,
        open_task: OpenTask | None = None,
        max_lifetime_seconds: float | None = None,
    ) -> None:
        self._bus = bus
        # A stream ends with the listen result this long after its acknowledgement (None: when the client
        # or a drain ends it): a serverless host bills, and caps, a request by how long it stays open.
        self._max_lifetime = max_lifetime_seconds
        # The task manager's, handed in by the app: a task's record from its id, and its state now.
        self._open_task = open_task
        self._current_task = current_task
        self._server_info = server_info
        self._keepalive_seconds = keepalive_seconds
        self._max_buffered = max_buffered
        self._limits = limits
        self._feeds: set[sse.Feed] = set()
        self._by_tenant: dict[str, int] = {}  # open streams per tenant (a tenant with none is absent)
        self._draining = False
        self.cut_offs = 0  # streams ended because their client did not read fast enough
        # The last change encoded, and its frame's shared head: the bus hands one change to every stream in turn.
        self._encoded: tuple[Change | None, bytes] = (None, b"")

    @property
    def open_streams(self) -> int:
        return len(self._feeds)

    def drain(self) -> None:
        """End every open stream gracefully (with the listen result); refuse new ones."""
        self._draining = True
        for feed in self._feeds:
            feed.end()

    async def subscription(
        self,
        request: ValidRequest,
        principal: Principal,
        capabilities: dict[str, Any] | None = None,
    ) -> Subscription:
        """Raises McpError (invalid params) before anything is sent. ``capabilities``: the served
        ``server/discover`` capabilities, which bound what the stream honours. ``taskIds``: each is
        opened for the caller with ``open_task`` (another principal's, forged or expired: -32602);
        the request must declare the tasks extension (else -32021). More URIs or task ids than the
        limits allow: -32602, naming the limit."""
        params = parse_params(ListenParams, request.params)
        requested_uris = dict.fromkeys(params.notifications.resource_subscriptions or ())
        requested = dict.fromkeys(params.notifications.task_ids or ())  # each once, in the order sent
        for field_name, count, limit in (
            ("resourceSubscriptions", len(requested_uris), self._limits.resources),
            ("taskIds", len(requested), self._limits.tasks),
        ):
            if count > limit:
                raise invalid_params(
                    f"Invalid params: notifications.{field_name} names {count} distinct entries; this server accepts "
                    f"at most {limit} in one listen",
                    {"field": f"notifications.{field_name}", "limit": limit},
                )
        honoured = honoured_filter(params.notifications, capabilities)
        tasks: dict[str, str] = {}
        if requested:
            extensions = request.client_capabilities.get("extensions")
            if not (isinstance(extensions, dict) and isinstance(extensions.get(TASKS_EXTENSION), dict)):
                raise missing_capability({"extensions": {TASKS_EXTENSION: {}}})
            if self._open_task is not None:
                for turn, task_id in enumerate(requested):
                    if turn and turn % OPEN_TASKS_PER_TURN == 0:
                        await asyncio.sleep(0)
                    tasks[self._open_task(principal, task_id)] = task_id
                honoured["taskIds"] = list(tasks.values())
        resources = ResourceSubscriptions(honoured.get("resourceSubscriptions", ()))
        return Subscription(request.id, principal.tenant, honoured, tasks, resources)

    def _too_many_streams(self, tenant: str) -> McpError | None:
        if len(self._feeds) >= self._limits.streams:
            LISTEN_REFUSALS.labels("instance").inc()
            return too_many_streams(f"this server instance has {len(self._feeds)} listen streams open, its limit")
        if self._by_tenant.get(tenant, 0) >= self._limits.streams_per_tenant:
            LISTEN_REFUSALS.labels("tenant").inc()
            return too_many_streams(
                f"this tenant has {self._limits.streams_per_tenant} listen streams open on this instance, its limit"
            )
        return None

    def _frame(self, change: Change, subscription: Subscription, meta_tail: bytes) -> tuple[bytes, bytes] | None:
        """This change's event frame on this stream as (head, tail), or None if not wanted."""
        if change.kind == "task":
            notification = notification_for(change, subscription)
            if notification is None:
                return None
            notification["params"]["_meta"] = {SUBSCRIPTION_ID_META_KEY: subscription.request_id}
            return event_frame(notification), b""
        if not wanted(change, subscription):
            return None
        encoded, head = self._encoded
        if encoded is not change:
            head = _head(shared_notification(change))
            self._encoded = (change, head)
        return head, meta_tail

    async def serve(self, subscription: Subscription, receive: Receive, send: Send) -> McpError | None:
        """The stream: the acknowledgement, then matching notifications until the client leaves or
        the stream is ended (the listen result, last). Returns the error sent instead, if refused."""
        subscription_meta = {SUBSCRIPTION_ID_META_KEY: subscription.request_id}
        meta_tail = _meta_tail(subscription_meta)
        result = {"resultType": "complete", "_meta": {**subscription_meta, SERVER_INFO_META_KEY: self._server_info}}
        # Ended by whoever ends it (a drain, the lifetime, the bus losing changes, a client that does not
        # read): the changes already queued go out first, then the listen result, and the client re-listens
        # and re-reads: never a stream that silently misses events.
        feed = sse.Feed(
            self._max_buffered, self._keepalive_seconds, event_frame(result_message(subscription.request_id, result))
        )
        # While the subscribed tasks' current statuses are read, the changes that arrive wait here: only
        # those of a task newer than what was read then follow the statuses.
        held: list[tuple[Change, bytes, bytes]] | None = (
            [] if self._current_task is not None and subscription.tasks else None
        )

        def cut_off() -> None:
            self.cut_offs += 1
            BUS_DROPS.inc()
            logger.warning(
                "listen stream buffer full (%d changes): ending it so the client re-listens", self._max_buffered
            )
            feed.end()

        def on_change(change: Change) -> None:
            if feed.ended:
                return
            frame = self._frame(change, subscription, meta_tail)
            if frame is None:
                return
            if held is None:
                if not feed.put(*frame):
                    cut_off()
            elif len(held) < self._max_buffered:
                held.append((change, *frame))
            else:
                cut_off()

        tenant = subscription.tenant
        refusal = self._too_many_streams(tenant)
        if refusal is not None:
            await send_error(send, refusal, subscription.request_id)
            return refusal
        # Counted before the first await, so concurrent listens cannot all slip under the limit.
        self._feeds.add(feed)
        self._by_tenant[tenant] = self._by_tenant.get(tenant, 0) + 1
        # Subscribed before the acknowledgement, so no change after the ack can be missed.
        try:
            unsubscribe = await self._bus.subscribe(tenant, on_change, feed.end)
        except BusUnavailable:
            self._forget(feed, tenant)
            refusal = bus_unavailable()
            await send_error(send, refusal, subscription.request_id)
            return refusal
        LISTEN_STREAMS.inc()
        if self._draining:
            feed.end()
        # Timed from the acknowledgement on: changes already queued then still go out before the result.
        lifetime = (
            asyncio.get_running_loop().call_later(self._max_lifetime, feed.end)
            if self._max_lifetime is not None
            else None
        )
        try:
            await start_event_stream(send)
            await send_event(
                send,
                notification_message(
                    "notifications/subscriptions/acknowledged",
                    {"_meta": subscription_meta, "notifications": subscription.honoured},
                ),
            )
            if held is not None:
                feed.put_all(await self._current_statuses(subscription, held))
                held = None
            await cancel_on_disconnect(feed.pump(send, written=BUS_DELIVERIES.inc), receive)
        except ClientDisconnected:
            pass  # closing the stream is how a client unsubscribes
        finally:
            if lifetime is not None:
                lifetime.cancel()
            unsubscribe()
            self._forget(feed, tenant)
            LISTEN_STREAMS.dec()
        return None

    def _forget(self, feed: sse.Feed, tenant: str) -> None:
        self._feeds.discard(feed)
        left = self._by_tenant.get(tenant, 1) - 1
        if left > 0:
            self._by_tenant[tenant] = left
        else:
            self._by_tenant.pop(tenant, None)

    async def _current_statuses(
        self, subscription: Subscription, held: list[tuple[Change, bytes, bytes]]
    ) -> list[bytes]:
        """Each subscribed task's current status first, then the changes ``held`` while they were
        read, of a task only those newer than what was read."""
        assert self._current_task is not None
        meta = {SUBSCRIPTION_ID_META_KEY: subscription.request_id}
        frames: list[bytes] = []
        read_at: dict[str, str] = {}
        for record, task_id in subscription.tasks.items():
            detail = await self._current_task(subscription.tenant, record)
            if detail is not None:
                read_at[record] = detail["lastUpdatedAt"]
                frames.append(
                    event_frame(
                        notification_message("notifications/tasks", {"taskId": task_id, **detail, "_meta": meta})
                    )
                )
        for change, head, tail in held:
            if change.kind != "task" or (change.detail or {}).get("lastUpdatedAt", "") > read_at.get(
                change.task or "", ""
            ):
                frames.append(head + tail)
        return frames
