"""The server's Prometheus metrics: one definition each, counted where the thing happens.

Metrics are process-global, as ``prometheus-client`` intends. With several workers
(``mcp-agent serve --workers N``) the CLI sets ``PROMETHEUS_MULTIPROC_DIR`` before any worker
starts, so every worker writes its values there and ``GET /metrics`` on any worker reports the
sum over all of them (gauges as the sum of the live workers).
"""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram

# Latency buckets for a server whose median call is well under a millisecond.
_LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

REQUESTS = Counter("mcp_agent_requests", "JSON-RPC requests answered, by method and outcome.", ["method", "outcome"])
REQUEST_SECONDS = Histogram(
    "mcp_agent_request_duration_seconds",
    "Time to answer a request (listen streams excluded).",
    ["method"],
    buckets=_LATENCY_BUCKETS,
)

LISTEN_STREAMS = Gauge(
    "mcp_agent_listen_streams", "subscriptions/listen streams open now.", multiprocess_mode="livesum"
)
BUS_PUBLISHES = Counter("mcp_agent_bus_publishes", "Changes published on the change bus.")
BUS_DELIVERIES = Counter("mcp_agent_bus_deliveries", "Notifications delivered to listen streams.")
BUS_DROPS = Counter("mcp_agent_bus_drops", "Listen streams closed because their client read too slowly.")
BUS_RECONNECTS = Counter("mcp_agent_bus_reconnects", "Times the change bus reconnected to Redis.")

STORE_CALLS = Counter("mcp_agent_store_calls", "Session store calls, by operation.", ["operation"])
STORE_CONFLICTS = Counter("mcp_agent_store_conflicts", "Conditional writes refused: the version had moved on.")
STORE_ERRORS = Counter("mcp_agent_store_errors", "Session store calls that failed (store unavailable).", ["operation"])
STORE_SECONDS = Histogram(
    "mcp_agent_store_duration_seconds",
    "Session store call latency, by operation.",
    ["operation"],
    buckets=_LATENCY_BUCKETS,
)
RECORD_LIMIT_REFUSALS = Counter(
    "mcp_agent_record_limit_refusals", "Appends refused because the record reached its turn or byte cap."
)

IDEMPOTENT_REPLAYS = Counter("mcp_agent_idempotent_replays", "tools/call retries answered with the stored result.")
IDEMPOTENT_IN_FLIGHT = Counter(
    "mcp_agent_idempotent_in_flight_refusals", "tools/call retries refused (409) while the first attempt still runs."
)
UNFINISHED_CLAIMS = Gauge(
    "mcp_agent_idempotency_unfinished_claims",
    "Idempotency claims whose release or completion failed (store unavailable), waiting to be retried.",
)
UNFINISHED_CLAIMS_FINISHED = Counter(
    "mcp_agent_idempotency_unfinished_finished", "Failed releases and completions finished later by the retry queue."
)
UNFINISHED_CLAIMS_ABANDONED = Counter(
    "mcp_agent_idempotency_unfinished_abandoned",
    "Failed releases and completions given up (queue full or past their deadline): the lease ends those claims.",
)

LOG_LINES_DROPPED = Counter(
    "mcp_agent_log_lines_dropped", "Log lines dropped because the log output (stderr) could not take them in time."
)
RATE_LIMITED = Counter("mcp_agent_rate_limited", "Requests refused (429) by the per-tenant rate limit.")

REQUEST_ERRORS = Counter(
    "mcp_agent_request_errors",
    "Requests answered with a JSON-RPC error, by method and error (the short names of protocol/errors.py ERROR_NAMES).",
    ["method", "error"],
)

MODEL_CALLS = Counter(
    "mcp_agent_model_calls",
    "Calls to the server-side model, by provider and outcome (ok, timeout, rate_limited, server_error, refused, "
    "unreachable, malformed, truncated).",
    ["provider", "outcome"],
)
MODEL_CALL_SECONDS = Histogram(
    "mcp_agent_model_call_duration_seconds",
    "Time the server-side model took to answer (or to fail), by provider.",
    ["provider"],
    buckets=_LATENCY_BUCKETS,
)
LISTEN_REFUSALS = Counter(
    "mcp_agent_listen_refusals", "Listen streams refused (429) by the open-stream limits, by scope.", ["scope"]
)
HEADER_TIMEOUTS = Counter(
    "mcp_agent_header_timeouts", "Connections closed because a request header was not complete in time."
)
BODY_TIMEOUTS = Counter("mcp_agent_body_timeouts", "Connections closed (408) because a request body stalled.")
WRITE_TIMEOUTS = Counter(
    "mcp_agent_write_timeouts", "Connections reset because their client took no byte of a response in time."
)
CONNECTIONS_REFUSED = Counter(
    "mcp_agent_connections_refused", "Requests answered 503 on a connection over the connection cap."
)
# The task queue (mcp_agent/tasks): what the workers did, and what they could not.
TASKS_RUNNING = Gauge(
    "mcp_agent_tasks_running", "Task rounds running on this process's workers now.", multiprocess_mode="livesum"
)
TASK_RUNS = Counter("mcp_agent_task_runs", "Task rounds a worker finished, by how they ended.", ["outcome"])
TASK_REDELIVERIES = Counter(
    "mcp_agent_task_redeliveries",
    "Task messages taken over from a worker whose lease ran out, or handed back by a draining one.",
)
TASK_DEAD_LETTERS = Counter(
    "mcp_agent_task_dead_letters",
    "Tasks that exhausted their attempts (or lost a worker, not safe to re-run), by reason.",
    ["reason"],
)
TASK_DEAD_LETTERS_KEPT = Gauge(
    "mcp_agent_task_dead_letters_kept",
    "Dead letters the task queue holds (read from the queue at each scrape).",
    multiprocess_mode="max",
)
TASK_TENANT_DEFERRALS = Counter(
    "mcp_agent_task_tenant_deferrals", "Task messages put back because their tenant already ran its limit of tasks."
)
TASK_QUEUE_RECREATED = Counter(
    "mcp_agent_task_queue_recreated",
    "Times this process found the task queue lost by Redis (its stream or consumer group gone: a restart without "
    "persistence, a failover to an empty replica, FLUSHALL) and recreated it; the work queued before was lost with it.",
)

# A store migration (backends/migrating/, the README's runbook): what each side took and where they disagree.
MIGRATION_WRITES = Counter(
    "mcp_agent_migration_writes",
    "Writes during a store migration, by side (old, new) and outcome (ok; refused: the new side answered otherwise "
    "than the old, a divergence; error: the side was unreachable).",
    ["side", "outcome"],
)
MIGRATION_READS = Counter(
    "mcp_agent_migration_reads",
    "Reads during a store migration, by the side that answered (old; new; fallback: the new lacked it, the old answered).",
    ["side"],
)
MIGRATION_DIVERGENCES = Counter(
    "mcp_agent_migration_divergences",
    "Entries the old and new store disagreed on, by kind (missing, version, value, ttl) and by what found it "
    "(mirror: a mirrored write; shadow: a shadow read; verify: a copy's verify pass).",
    ["kind", "found_by"],
)
MIGRATION_REPAIRS = Counter(
    "mcp_agent_migration_repairs", "Entries rewritten on the new store from the old one after the two disagreed."
)
STORE_COPY_ENTRIES = Counter(
    "mcp_agent_store_copy_entries",
    "Entries a store copy went through, by outcome (copied; kept: the target had that revision or a newer one; "
    "planned: a dry run's).",
    ["outcome"],
)
