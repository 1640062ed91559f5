"""A publisher for the fan-out benchmark, built with the public API only.

``touch(uri)`` publishes ``notifications/resources/updated`` for ``uri`` to the caller's tenant's
listen streams on every instance (through the configured change bus) and answers the URI. The
``bench://topic/{name}`` resource template is there so that ``server/discover`` advertises
``resources.subscribe``, without which a listen stream does not honour resource subscriptions.

    mcp-agent serve --app benchmarks.apps.fanout:server --store redis --redis-url redis://…

``fanout_bench.py --publisher app`` uses it; by default the benchmark publishes through the
built-in ``summarize_thread`` instead, whose every append publishes the same notification for its
``conversation://{id}`` resource.
"""

from __future__ import annotations

from mcp_agent import Change, RequestContext, Server

server = Server("fanout-bench")


@server.resource(
    "bench://topic/{name}",
    name="topic",
    description="A topic that touch() announces updates of.",
    mime_type="text/plain",
)
async def topic(name: str) -> str:
    return f"topic {name}"


@server.tool()
async def touch(uri: str, ctx: RequestContext) -> str:
    """Announce an update of the resource ``uri`` to this tenant's listen streams."""
    await ctx.publish(Change("resource", uri=uri))
    return uri
