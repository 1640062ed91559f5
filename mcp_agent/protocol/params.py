"""Method parameters, validated once at the edge with pydantic (strict: no silent coercion).

Each model ignores fields it does not know (``_meta`` included: the validator already read it),
so newer clients can add fields without breaking older servers.
"""

from __future__ import annotations

from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .errors import McpError, invalid_params
from .wire import JsonObject


class _Params(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore", populate_by_name=True)


class ListParams(_Params):
    cursor: str | None = None


class _MultiRoundTrip(_Params):
    input_responses: JsonObject | None = Field(default=None, alias="inputResponses")
    request_state: str | None = Field(default=None, alias="requestState")


class CallToolParams(_MultiRoundTrip):
    name: str
    arguments: JsonObject | None = None


class GetPromptParams(_MultiRoundTrip):
    name: str
    arguments: dict[str, str] | None = None


class ReadResourceParams(_MultiRoundTrip):
    uri: str


class SkillUriParams(_Params):
    """``skills/get`` and ``resources/directory/read`` (whose ``cursor`` pages the directory)."""

    uri: str
    cursor: str | None = None


class PromptReference(_Params):
    type: Literal["ref/prompt"]
    name: str


class ResourceTemplateReference(_Params):
    type: Literal["ref/resource"]
    uri: str


class CompletionArgument(_Params):
    name: str
    value: str


class CompletionContext(_Params):
    arguments: dict[str, str] | None = None


class CompleteParams(_Params):
    ref: PromptReference | ResourceTemplateReference = Field(discriminator="type")
    argument: CompletionArgument
    context: CompletionContext | None = None


class SubscriptionFilter(_Params):
    tools_list_changed: bool | None = Field(default=None, alias="toolsListChanged")
    prompts_list_changed: bool | None = Field(default=None, alias="promptsListChanged")
    resources_list_changed: bool | None = Field(default=None, alias="resourcesListChanged")
    resource_subscriptions: list[str] | None = Field(default=None, alias="resourceSubscriptions")
    task_ids: list[str] | None = Field(default=None, alias="taskIds")


class ListenParams(_Params):
    notifications: SubscriptionFilter


P = TypeVar("P", bound=_Params)


def parse_params(model: type[P], params: JsonObject) -> P:
    """Validate ``params``; the error names fields and problems but never echoes values."""
    try:
        # The core validator itself: model_validate adds a Python frame to every request.
        return model.__pydantic_validator__.validate_python(params)  # type: ignore[no-any-return]
    except ValidationError as exc:
        raise invalid_params(f"Invalid params: {describe_validation_error(exc)}") from None


def describe_validation_error(exc: ValidationError, limit: int = 5) -> str:
    problems = []
    for error in exc.errors(include_input=False, include_url=False)[:limit]:
        location = ".".join(str(part) for part in error["loc"]) or "(root)"
        problems.append(f"{location}: {error['msg']}")
    return "; ".join(problems)


__all__ = ["McpError", "parse_params", "describe_validation_error"]
