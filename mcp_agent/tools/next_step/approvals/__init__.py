"""Pending approvals: an irreversible action waits in the session store until a person decides.

When ``next_step`` proposes an action that cannot be undone and the client cannot be asked in
the same call (no ``elicitation``), the proposal is stored as an approval record and its sealed
handle travels in the result's ``state_refs.approval``. A person resolves it (``resolve_approval``
or the console), and the agent sends the same step again with the handle: the action is returned
once. Each approval is also the resource ``approval://{id}`` (its view as JSON, for its own tenant
only); creating, resolving and using one publishes an update of it, best effort.

- ``records.py``: the stored record (request, decision, use) and its states;
- ``index.py``: the per-day index that lets the console list them;
- ``screenshots.py``: the step's screenshot, kept beside the record;
- ``agent.py``: ``next_step``'s side: ask for an approval, consult it, use it once;
- ``decisions.py``: a person's decision (the first stands; whoever asked never decides);
- ``views.py``: an approval as a person sees it, one, listed, or as the resource;
- ``registration.py``: ``get_approval``, ``resolve_approval`` and the ``approval://`` resource.
"""

from .agent import Approvals, Consultation, Decided, Dropped
from .decisions import (
    RESOLVE_SCOPE,
    AlreadyDecided,
    ApprovalExpired,
    ApprovalGone,
    OwnRequest,
    resolve,
)
from .records import APPROVAL, APPROVAL_URI_TEMPLATE, Decision, Status
from .registration import register_approvals
from .views import ApprovalEntry, ApprovalView, recent_approvals, screenshot, view

__all__ = [
    "APPROVAL",
    "APPROVAL_URI_TEMPLATE",
    "RESOLVE_SCOPE",
    "AlreadyDecided",
    "ApprovalEntry",
    "ApprovalExpired",
    "ApprovalGone",
    "ApprovalView",
    "Approvals",
    "Consultation",
    "Decided",
    "Decision",
    "Dropped",
    "OwnRequest",
    "Status",
    "recent_approvals",
    "register_approvals",
    "resolve",
    "screenshot",
    "view",
]
