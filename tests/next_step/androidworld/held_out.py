"""The benchmark's held-out templates (``Template.held_out``), kept apart from the apps' modules.

Whoever improves the planner reads the app modules (their screens and seen templates) and never these
files, so the held-out split stays an honest measure; ``suite`` collects them with the rest.
"""

from __future__ import annotations

from . import held_out_calendar, held_out_markor, held_out_media, held_out_phone, held_out_readers, held_out_records
from .paraphrases import Say
from .template import Template

MODULES = (held_out_phone, held_out_markor, held_out_records, held_out_media, held_out_calendar, held_out_readers)
TEMPLATES: tuple[Template, ...] = tuple(template for module in MODULES for template in module.TEMPLATES)
MORE: dict[str, tuple[Say, ...]] = {key: says for module in MODULES for key, says in module.MORE.items()}
