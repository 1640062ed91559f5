"""A task's record, folded: the pure state machine every instance and worker agrees on.

A task is one record of its tenant (``task:<id>``); its turns, folded in order, are its state:

    {"t": "created", "at", "expiresAt", "ttlMs", "pollIntervalMs", "taskId", "owner", "job", "fp"?}
                                                   the seed (status working); ``job`` is what to run;
                                                   ``owner`` the creator's {"tenant", "user"}
    {"t": "start", "round", "token", "attempt", "at"}   a worker took round ``round`` of the work
    {"t": "status", "at", "status", ...result | error | inputRequests, requestState, statusMessage}
    {"t": "progress", "at", "statusMessage"}           a long run's progress (written at most every few s)
    {"t": "cancel"}                                    tasks/cancel, from any instance
    {"t": "input", "at", "responses"}                  tasks/update; the last answer resumes the work

A *round* is one call of the tool: round 0 at creation, round n after the n-th ``input_required``
has been fully answered. Each round is run by exactly one queue message, named by the ``token`` it
carries: the first ``start`` of a round binds the round to its token, so a duplicate message (a
client's retry re-enqueued it) is dropped, while the same message redelivered after its worker was
lost finds its own token and counts another attempt.

Nothing here does I/O. Every write (tasks/journal.py) is conditional on the version it read and
refused on a terminal state, so a terminal status is never left, whatever races.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

JsonObject = dict[str, Any]

TERMINAL = frozenset({"completed", "failed", "cancelled"})


class Owner(Protocol):
    """Whom a task belongs to: the principal that created it (a ``Principal`` is one). Every task
    request is answered only for its owner: the same tenant and the same user."""

    @property
    def tenant(self) -> str: ...

    @property
    def user(self) -> str: ...


def _owner_of(recorded: object) -> tuple[str, str] | None:
    if isinstance(recorded, dict) and isinstance(recorded.get("tenant"), str) and isinstance(recorded.get("user"), str):
        return recorded["tenant"], recorded["user"]
    return None


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass(slots=True)
class TaskState:
    version: int = 0
    task_id: str = ""
    status: str = "working"
    created_at: str = ""
    updated_at: str = ""
    expires_at: float = 0.0  # epoch seconds: the task's ttlMs from its creation, for every status
    ttl_ms: int | None = None
    poll_interval_ms: int | None = None
    job: JsonObject = field(default_factory=dict)
    fingerprint: str | None = None
    # (tenant, user) of the creator; None only for a record without either (see ``fold``).
    owner: tuple[str, str] | None = None
    status_message: str | None = None
    result: JsonObject | None = None
    error: JsonObject | None = None
    input_requests: JsonObject = field(default_factory=dict)
    request_state: JsonObject | None = None
    answered: JsonObject = field(default_factory=dict)
    # Every answer of every round: the tool is called again with all of them.
    responses: JsonObject = field(default_factory=dict)
    cancel_requested: bool = False
    round: int = 0
    round_token: str | None = None  # the message that owns the current round
    attempts: int = 0  # starts of the current round

    @property
    def terminal(self) -> bool:
        return self.status in TERMINAL

    @property
    def outstanding(self) -> JsonObject:
        return {key: request for key, request in self.input_requests.items() if key not in self.answered}

    @property
    def awaiting_worker(self) -> bool:
        """Working, and no message has started the current round yet (it is queued, or was never
        enqueued because the enqueue failed: then a retry of the call enqueues it again)."""
        return self.status == "working" and self.round_token is None and not self.terminal

    def owned_by(self, who: Owner) -> bool:
        """Whether ``who`` may see and act on this task: its owner, or (a record that names no owner)
        any principal of the tenant whose store holds it."""
        return self.owner is None or self.owner == (who.tenant, who.user)

    def expired(self, now: float | None = None) -> bool:
        return self.expires_at <= (time.time() if now is None else now)

    def fold(self, turn: JsonObject) -> None:
        kind = turn.get("t")
        if kind == "created":
            self.created_at = self.updated_at = turn["at"]
            self.expires_at = float(turn.get("expiresAt", 0.0))
            self.ttl_ms = turn.get("ttlMs")
            self.poll_interval_ms = turn.get("pollIntervalMs")
            self.task_id = turn.get("taskId", "")
            self.job = turn.get("job") or {}
            self.fingerprint = turn.get("fp")
            # Records seeded before owners were written name none; a tools/call job still names its
            # caller, who is then the owner. A record with neither stays readable by its tenant (the
            # store it lives in is the tenant's) until it expires: there is nobody else to bind it to.
            self.owner = _owner_of(turn.get("owner")) or _owner_of(self.job.get("principal"))
        elif kind == "start":
            if turn.get("round") == self.round and self.round_token in (None, turn.get("token")):
                self.round_token = turn.get("token")
                self.attempts = int(turn.get("attempt", self.attempts + 1))
                if turn.get("statusMessage"):
                    self.status_message = turn["statusMessage"]
        elif kind == "status":
            self.status = turn["status"]
            self.updated_at = turn["at"]
            self.status_message = turn.get("statusMessage")
            self.result = turn.get("result")
            self.error = turn.get("error")
            if "inputRequests" in turn:
                self.input_requests = turn["inputRequests"]
                self.request_state = turn.get("requestState")
                self.answered = {}
        elif kind == "progress":
            self.updated_at = turn["at"]
            self.status_message = turn.get("statusMessage")
        elif kind == "cancel":
            self.cancel_requested = True
        elif kind == "input":
            for key, response in turn.get("responses", {}).items():
                if key in self.input_requests and key not in self.answered:
                    self.answered[key] = response
                    self.responses[key] = response
            if self.status == "input_required" and not self.outstanding:
                # The last answer resumes the work: a new round, queued for any worker.
                self.status = "working"
                self.updated_at = turn.get("at", self.updated_at)
                self.status_message = None
                self.round += 1
                self.round_token = None
                self.attempts = 0

    def wire(self, task_id: str) -> JsonObject:
        """The DetailedTask: what tasks/get answers and notifications/tasks carries."""
        task: JsonObject = {
            "taskId": task_id,
            "status": self.status,
            "createdAt": self.created_at,
            "lastUpdatedAt": self.updated_at,
            "ttlMs": self.ttl_ms,
        }
        if self.poll_interval_ms is not None:
            task["pollIntervalMs"] = self.poll_interval_ms
        if self.status_message:
            task["statusMessage"] = self.status_message
        if self.status == "completed" and self.result is not None:
            task["result"] = self.result
        elif self.status == "failed" and self.error is not None:
            task["error"] = self.error
        elif self.status == "input_required":
            task["inputRequests"] = self.outstanding
        return task


def status_turn(status: str, **fields: Any) -> JsonObject:
    return {"t": "status", "status": status, "at": now_iso(), **{k: v for k, v in fields.items() if v is not None}}


def fold_all(turns: list[JsonObject]) -> TaskState:
    state = TaskState()
    for turn in turns:
        state.fold(turn)
    state.version = len(turns)
    return state
