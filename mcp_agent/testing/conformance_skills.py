"""The conformance fixtures of the Skills extension (``io.modelcontextprotocol/skills``): a skill with a
subdirectory, so that the suite's ``sep-2640-skills-*`` scenarios find every case they check (a listed
entry with several files, a SKILL.md to read back, a directory holding a directory) without the
built-in tools' skills."""

from __future__ import annotations

from mcp_agent import Server, Skill

SKILL_MD = """---
name: conformance-forms
description: Fill in the conformance suite's sample forms, choosing a template by region.
license: MIT
metadata:
  version: "1.0"
---

# Filling in forms

Read `references/FIELDS.md` for what each field takes, then pick the template for the region from
`templates/regional/`.
"""

FILES = {
    "SKILL.md": SKILL_MD,
    "references/FIELDS.md": "# Fields\n\n- `name`: the person's full name\n- `date`: YYYY-MM-DD\n",
    "templates/invoice.md": "# Invoice\n\nTo: {name}\nDate: {date}\n",
    "templates/regional/eu-invoice.md": "# EU invoice\n\nTo: {name}\nDate: {date}\nVAT: {vat}\n",
}


def register_skills(server: Server) -> None:
    server.skill(Skill.from_files("mcp-conformance/conformance-forms", FILES))
