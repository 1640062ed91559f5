"""The Skills extension (SEP-2640): skills built and checked (``catalog``), looked up (``serving``), served (``methods``)."""

from .catalog import SKILLS_EXTENSION, Skill, SkillError, skills_in
from .methods import SkillMethods
from .serving import SkillCatalog

__all__ = ["SKILLS_EXTENSION", "Skill", "SkillCatalog", "SkillError", "SkillMethods", "skills_in"]
