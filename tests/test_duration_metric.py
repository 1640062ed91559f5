"""The duration histogram we aggregate ourselves (``mcp_agent/ops/duration_metric.py``) exports what the SDK's
``MeterProvider`` would: the same durations recorded into both, through an SDK histogram read by its
``InMemoryMetricReader`` and through ours, give the same metric (name, unit, description, scope,
resource, attribute sets, bucket counts, sum, min, max, overflow point), collect after collect."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from opentelemetry.sdk.metrics import Histogram, MeterProvider
from opentelemetry.sdk.metrics.export import AggregationTemporality, InMemoryMetricReader, MetricsData
from opentelemetry.sdk.resources import Resource

from mcp_agent.ops.duration_metric import (
    CARDINALITY_LIMIT,
    DURATION_BUCKETS,
    DURATION_METRIC,
    DurationMetric,
    temporality_from_environment,
)


def _comparable(data: MetricsData | None) -> tuple[Any, list[str]]:
    """The export without its timestamps, and its points as a sorted list (the SDK orders them by hash)."""
    assert data is not None
    exported = json.loads(data.to_json())
    points = []
    for resource in exported["resource_metrics"]:
        for scope in resource["scope_metrics"]:
            for metric in scope["metrics"]:
                for point in metric["data"]["data_points"]:
                    del point["start_time_unix_nano"], point["time_unix_nano"]
                    points.append(json.dumps(point, sort_keys=True))
                metric["data"]["data_points"] = len(metric["data"]["data_points"])
    return exported, sorted(points)


@pytest.mark.unit
@pytest.mark.parametrize("temporality", [AggregationTemporality.CUMULATIVE, AggregationTemporality.DELTA])
def test_exports_what_the_sdk_histogram_exports(temporality: AggregationTemporality) -> None:
    resource = Resource.create({"service.name": "duration-test"})
    reader = InMemoryMetricReader(preferred_temporality={Histogram: temporality})
    sdk = (
        MeterProvider(resource=resource, metric_readers=[reader])
        .get_meter("mcp_agent")
        .create_histogram(
            DURATION_METRIC,
            unit="s",
            description="Duration of the MCP request as observed on the server",
            explicit_bucket_boundaries_advisory=list(DURATION_BUCKETS),
        )
    )
    ours = DurationMetric(resource, temporality=temporality)
    rnd = random.Random(31)
    tools = CARDINALITY_LIMIT + 300  # past the limit: the overflow point too
    for collect, recordings in enumerate((4 * tools, tools)):
        for _ in range(recordings):
            tool = rnd.randrange(tools)
            key: tuple[tuple[str, Any], ...] = (("mcp.method.name", "tools/call"), ("gen_ai.tool.name", f"tool-{tool}"))
            if tool % 7 == 0:
                key += (("error.type", "-32602"), ("rpc.response.status_code", "-32602"))
            # bounds themselves (a bound is its bucket's upper end), past the last, zero, and in between
            seconds = rnd.choice([0.0, 0.01, 0.02, 300.0, 500.0, rnd.random() * 3])
            sdk.record(seconds, dict(key))
            ours.record(seconds, key)
        theirs_exported, their_points = _comparable(reader.get_metrics_data())
        our_exported, our_points = _comparable(ours.collect())
        assert our_exported == theirs_exported
        assert our_points == their_points
        if collect == 0 or temporality is AggregationTemporality.CUMULATIVE:
            assert any('"otel.metric.overflow": true' in point for point in our_points)


@pytest.mark.unit
def test_nothing_recorded_exports_nothing() -> None:
    assert DurationMetric().collect() is None


@pytest.mark.unit
@pytest.mark.parametrize(
    ("preference", "temporality"),
    [
        (None, AggregationTemporality.CUMULATIVE),
        ("cumulative", AggregationTemporality.CUMULATIVE),
        ("DELTA", AggregationTemporality.DELTA),
        ("lowmemory", AggregationTemporality.DELTA),  # the OTLP exporter's choice for a histogram
    ],
)
def test_temporality_follows_the_otlp_preference_variable(
    preference: str | None, temporality: AggregationTemporality
) -> None:
    environ = {} if preference is None else {"OTEL_EXPORTER_OTLP_METRICS_TEMPORALITY_PREFERENCE": preference}
    assert temporality_from_environment(environ) is temporality
