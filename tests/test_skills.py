"""The Skills extension (SEP-2640, ``io.modelcontextprotocol/skills``) as a host sees it.

Each test serves skills with ``create_app`` in process (a folder given to ``Server.skill``, a folder of
folders in ``MCP_AGENT_SKILLS_DIR``, the built-in tools' plugins) and checks what a host relies on:
the declaration, complete manifests whose digests and sizes match the bytes ``resources/read`` returns,
frontmatter identical to the file's, paging that neither splits nor repeats an entry, directory reads,
the -32602 answers, and skills the extension forbids refused before the server starts.
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
import yaml

from mcp_agent import ConfigurationError, Server, Settings, Skill, create_app
from mcp_agent.app import server_from_settings
from tests.support.requests import BASE_URL, body, headers_for
from tests.support.wire_schema import schema_checked

pytestmark = pytest.mark.unit

EXTENSION = "io.modelcontextprotocol/skills"
SEALING_KEY = "skills-tests-sealing-secret-0123456789abcdef0123"


def write_skill(root: Path, name: str, description: str = "Does a thing.", **files: str) -> Path:
    folder = root / name
    (folder / "references").mkdir(parents=True)
    (folder / "SKILL.md").write_text(
        f"---\nname: {name.rsplit('/', 1)[-1]}\ndescription: {description}\n---\n\n# {name}\n"
    )
    for relative, text in {"references/GUIDE.md": "# Guide\n", **files}.items():
        (folder / relative).parent.mkdir(parents=True, exist_ok=True)
        (folder / relative).write_text(text)
    return folder


class Host:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http

    async def post(self, method: str, params: dict[str, Any] | None = None) -> httpx.Response:
        message = body(method, params)
        return await self.http.post("/mcp", content=json.dumps(message), headers=headers_for(message))

    async def result(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        response = await self.post(method, params)
        assert response.status_code == 200, response.text
        assert "error" not in response.json(), response.text
        result: dict[str, Any] = response.json()["result"]
        return result

    async def error(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        reply = (await self.post(method, params)).json()
        assert "result" not in reply, reply
        error: dict[str, Any] = reply["error"]
        return error

    async def read_bytes(self, uri: str) -> bytes:
        (content,) = (await self.result("resources/read", {"uri": uri}))["contents"]
        return content["text"].encode() if "text" in content else base64.b64decode(content["blob"])

    async def all_skills(self) -> list[list[dict[str, Any]]]:
        pages, cursor = [], None
        while True:
            page = await self.result("skills/list", {"cursor": cursor} if cursor else {})
            pages.append(page["skills"])
            assert page["ttlMs"] >= 0 and page["cacheScope"] == "public"
            cursor = page.get("nextCursor")
            if cursor is None:
                return pages


@asynccontextmanager
async def hosting(server: Server, **settings: Any) -> AsyncIterator[Host]:
    app = create_app(server, Settings(access_log=False, sealing_keys=[SEALING_KEY], **settings))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
        yield Host(schema_checked(http))


async def test_a_served_skill_is_declared_and_every_file_matches_its_manifest(tmp_path: Path) -> None:
    server = Server("t")
    server.skill(write_skill(tmp_path, "pdf-forms", "Fill PDF forms.", **{"scripts/fill.py": "print('é')\n"}))
    async with hosting(server) as host:
        capabilities = (await host.result("server/discover"))["capabilities"]
        assert capabilities["extensions"][EXTENSION] == {"directoryRead": True}
        assert "resources" in capabilities  # skill files are resources: the extension requires the capability
        (entry,) = (await host.result("skills/list"))["skills"]
        assert entry["uri"] == "skill://pdf-forms/SKILL.md"
        assert entry["frontmatter"] == {"name": "pdf-forms", "description": "Fill PDF forms."}
        uris = [resource["uri"] for resource in entry["resources"]]
        assert uris == [
            "skill://pdf-forms/SKILL.md",
            "skill://pdf-forms/references/GUIDE.md",
            "skill://pdf-forms/scripts/fill.py",
        ]
        for resource in entry["resources"]:
            # What a host verifies on read: the bytes served are the bytes the manifest describes.
            raw = await host.read_bytes(resource["uri"])
            assert resource["size"] == len(raw)
            assert resource["digest"] == "sha256:" + hashlib.sha256(raw).hexdigest()
        manifest = (await host.read_bytes(entry["uri"])).decode()
        assert yaml.safe_load(manifest.split("---")[1]) == entry["frontmatter"]
        # skills/get answers with the same entry, cacheable, with no cursor.
        got = await host.result("skills/get", {"uri": entry["uri"]})
        assert got["skill"] == entry and "nextCursor" not in got and got["cacheScope"] == "public"
        # SKILL.md is listed as a resource named and described from its frontmatter.
        listed = {r["uri"]: r for r in (await host.result("resources/list"))["resources"]}
        assert listed[entry["uri"]] == {
            "uri": entry["uri"],
            "name": "pdf-forms",
            "description": "Fill PDF forms.",
            "mimeType": "text/markdown",
        }


async def test_unknown_skill_and_not_a_directory_are_invalid_params(tmp_path: Path) -> None:
    server = Server("t")
    server.skill(write_skill(tmp_path, "pdf-forms"))
    async with hosting(server) as host:
        for method, uri in (
            ("skills/get", "skill://elsewhere/SKILL.md"),
            ("skills/get", "skill://pdf-forms/references/GUIDE.md"),  # a file of a skill, not its SKILL.md
            ("resources/directory/read", "skill://pdf-forms/SKILL.md"),
            ("resources/directory/read", "skill://pdf-forms/nothing-here"),
            ("resources/read", "skill://pdf-forms/references/MISSING.md"),
        ):
            error = await host.error(method, {"uri": uri})
            assert (error["code"], error["data"]["uri"]) == (-32602, uri), (method, uri)


async def test_directory_reads_list_direct_children_and_descend(tmp_path: Path) -> None:
    server = Server("t")
    server.skill(write_skill(tmp_path, "forms", **{"templates/regional/eu.md": "EU\n", "templates/us.md": "US\n"}))
    async with hosting(server) as host:
        root = (await host.result("resources/directory/read", {"uri": "skill://forms"}))["resources"]
        assert {(child["uri"], child["mimeType"]) for child in root} == {
            ("skill://forms/SKILL.md", "text/markdown"),
            ("skill://forms/references", "inode/directory"),
            ("skill://forms/templates", "inode/directory"),
        }
        templates = (await host.result("resources/directory/read", {"uri": "skill://forms/templates"}))["resources"]
        assert {(child["uri"], child["mimeType"]) for child in templates} == {
            ("skill://forms/templates/regional", "inode/directory"),
            ("skill://forms/templates/us.md", "text/markdown"),
        }


async def test_listing_pages_hold_whole_entries_once_and_refuse_a_foreign_cursor(tmp_path: Path) -> None:
    server = Server("t")
    for index in range(5):
        server.skill(write_skill(tmp_path, f"skill-{index}"))
    async with hosting(server, skills_page_size=2) as host:
        pages = await host.all_skills()
        assert [len(page) for page in pages] == [2, 2, 1]
        uris = [entry["uri"] for page in pages for entry in page]
        assert uris == [f"skill://skill-{index}/SKILL.md" for index in range(5)]  # each once, in order
        assert all(len(entry["resources"]) == 2 for page in pages for entry in page)  # never split
        for cursor in ("bm90LWEtY3Vyc29y", "not base64!", base64.urlsafe_b64encode(b"2:dir skill://skill-0").decode()):
            assert (await host.error("skills/list", {"cursor": cursor}))["code"] == -32602
        # A directory's cursor pages that directory only.
        first = await host.result("resources/directory/read", {"uri": "skill://skill-0"})
        assert "nextCursor" not in first and len(first["resources"]) == 2


async def test_a_folder_of_skills_from_settings_keeps_its_prefixes(tmp_path: Path) -> None:
    write_skill(tmp_path / "acme" / "billing", "refunds", "Process refunds.")
    write_skill(tmp_path, "git-workflow")
    served = server_from_settings(Settings(builtin_tools=False, skills_dir=str(tmp_path)))
    async with hosting(served) as host:
        entries = [entry for page in await host.all_skills() for entry in page]
        assert sorted(entry["uri"] for entry in entries) == [
            "skill://acme/billing/refunds/SKILL.md",
            "skill://git-workflow/SKILL.md",
        ]


def test_skills_the_extension_forbids_are_refused_at_start_up(tmp_path: Path) -> None:
    ok = "---\nname: good\ndescription: Fine.\n---\n"
    refused = {
        "name differs from its folder": ("good", "---\nname: other\ndescription: x\n---\n"),
        "name breaks the naming rules": ("Bad--Name", "---\nname: Bad--Name\ndescription: x\n---\n"),
        "no frontmatter": ("good", "# just markdown\n"),
        "no description": ("good", "---\nname: good\n---\n"),
        "a YAML date (not JSON)": ("good", "---\nname: good\ndescription: x\ndate: 2026-01-02\n---\n"),
        "reserved metadata key": (
            "good",
            "---\nname: good\ndescription: x\nmetadata:\n  io.modelcontextprotocol/x: 1\n---\n",
        ),
    }
    for why, (name, manifest) in refused.items():
        with pytest.raises(ValueError):
            Skill.from_files(name, {"SKILL.md": manifest})
            pytest.fail(why)
    with pytest.raises(ValueError, match="no SKILL.md"):
        Skill.from_files("good", {"README.md": "x"})
    with pytest.raises(ValueError, match="inside the skill"):
        Skill.from_files("good", {"SKILL.md": ok, "../escape.md": "x"})
    with pytest.raises(ValueError, match="limit is 512"):
        Skill.from_files("good", {"SKILL.md": ok, **{f"f{index}.md": "x" for index in range(512)}})
    server = Server("t")
    server.skill(Skill.from_files("good", {"SKILL.md": ok}))
    with pytest.raises(ValueError, match="registered twice"):
        server.skill(Skill.from_files("good", {"SKILL.md": ok}))
    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / "SKILL.md").write_text("no frontmatter\n")
    with pytest.raises(ConfigurationError, match="MCP_AGENT_SKILLS_DIR"):
        server_from_settings(Settings(builtin_tools=False, skills_dir=str(tmp_path)))


async def test_each_built_in_tool_ships_a_skill_teaching_its_use() -> None:
    served = server_from_settings(Settings(access_log=False))
    async with hosting(served) as host:
        entries = {entry["frontmatter"]["name"]: entry for page in await host.all_skills() for entry in page}
        assert set(entries) == {"next-step", "summarize-thread"}
        next_step = (await host.read_bytes("skill://next-step/SKILL.md")).decode()
        for taught in ("requires_confirmation", "state_refs", "step_count", "done", "give_up"):
            assert taught in next_step
        confirmations = (await host.read_bytes("skill://next-step/references/confirmations.md")).decode()
        assert "resolve_approval" in confirmations and "get_approval" in confirmations
        summarize = (await host.read_bytes("skill://summarize-thread/SKILL.md")).decode()
        for taught in ("list_threads", "history_cursor", "conversation", "source"):
            assert taught in summarize
        # Every tool a skill names is a tool the server offers.
        tools = {tool["name"] for tool in (await host.result("tools/list"))["tools"]}
        assert {"next_step", "get_approval", "summarize_thread", "list_threads"} <= tools
    # Without the built-in tools, no skill and no extension.
    bare = Server("t")

    @bare.tool()
    async def ping() -> str:
        """Answer."""
        return "pong"

    async with hosting(bare) as host:
        discovered = (await host.result("server/discover"))["capabilities"]
        assert EXTENSION not in discovered.get("extensions", {})
        assert (await host.post("skills/list")).status_code == 404
