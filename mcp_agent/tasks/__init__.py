"""The tasks extension (``io.modelcontextprotocol/tasks``): records in the shared store, a work queue, workers, tasks/* methods."""

from .manager import TASKS_EXTENSION, TaskManager, TaskSettings
from .progress import Progress
from .queue import Job, MemoryWorkQueue, WorkQueue
from .record_log import StoreTaskLog, TaskLog
from .worker import Invoke, TaskWorker

__all__ = [
    "TASKS_EXTENSION",
    "Invoke",
    "Job",
    "MemoryWorkQueue",
    "Progress",
    "StoreTaskLog",
    "TaskLog",
    "TaskManager",
    "TaskSettings",
    "TaskWorker",
    "WorkQueue",
]
