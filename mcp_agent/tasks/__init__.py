"""The tasks extension (``io.modelcontextprotocol/tasks``): records in the shared store, a leased runner, tasks/* methods."""

from .manager import TASKS_EXTENSION, TaskManager, TaskSettings, Work

__all__ = ["TASKS_EXTENSION", "TaskManager", "TaskSettings", "Work"]
