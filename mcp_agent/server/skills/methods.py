"""The Skills extension's methods: ``skills/list``, ``skills/get`` and ``resources/directory/read``.

Each result is a ``complete`` result; the two skills results are cacheable (``ttlMs``, ``cacheScope``:
the catalog is the same for every caller, so ``public``). A URI that names no served skill, or no
directory, is ``-32602`` with the URI in ``data``, as ``resources/read`` answers an unknown resource.
"""

from __future__ import annotations

from ...outcomes import JsonObject
from ...protocol.errors import invalid_params
from ...protocol.params import ListParams, SkillUriParams, parse_params
from ...protocol.validator import ValidRequest
from ..context import RequestContext
from .serving import BadCursor, SkillCatalog


class SkillMethods:
    def __init__(self, catalog: SkillCatalog, ttl_ms: int) -> None:
        self.catalog = catalog
        self.ttl_ms = ttl_ms

    def _cacheable(self, result: JsonObject) -> JsonObject:
        result["ttlMs"] = self.ttl_ms
        result["cacheScope"] = "public"
        return result

    async def list_skills(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        cursor = parse_params(ListParams, request.params).cursor
        try:
            entries, next_cursor = self.catalog.list_page(cursor)
        except BadCursor:
            raise invalid_params("Invalid cursor: pass back a nextCursor of skills/list as it was") from None
        result: JsonObject = {"skills": entries}
        if next_cursor is not None:
            result["nextCursor"] = next_cursor
        return self._cacheable(result)

    async def get_skill(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        uri = parse_params(SkillUriParams, request.params).uri
        skill = self.catalog.get(uri)
        if skill is None:
            raise invalid_params(f"No skill is served at {uri}", {"uri": uri})
        return self._cacheable({"skill": skill.entry()})

    async def read_directory(self, request: ValidRequest, ctx: RequestContext) -> JsonObject:
        params = parse_params(SkillUriParams, request.params)
        try:
            page = self.catalog.directory_page(params.uri, params.cursor)
        except BadCursor:
            raise invalid_params("Invalid cursor: pass back a nextCursor of this directory as it was") from None
        if page is None:
            raise invalid_params(f"{params.uri} is not a directory resource", {"uri": params.uri})
        children, next_cursor = page
        result: JsonObject = {"resources": children}
        if next_cursor is not None:
            result["nextCursor"] = next_cursor
        return result
