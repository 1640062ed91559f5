"""A plain function becomes a tool, resource reader, prompt renderer or completion handler.

The function's signature is the contract: its parameters become the input schema (or the prompt's
arguments, or the template's variables), its return annotation the output schema, and a parameter
typed ``RequestContext`` (or an unannotated one named ``ctx``) receives the request's context.
Everything here runs once, at registration; what it returns is what runs per request.
"""

from __future__ import annotations

import base64
import functools
import inspect
import typing
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

import anyio.to_thread
from jsonschema import Draft202012Validator
from mcp_types import (
    BlobResourceContents,
    CallToolResult,
    CompletionArgument,
    CompletionContext,
    GetPromptResult,
    PromptMessage,
    PromptReference,
    ResourceTemplateReference,
    TextResourceContents,
)
from pydantic import BaseModel, ConfigDict, ValidationError, create_model
from pydantic.fields import FieldInfo

from ..outcomes import ArgumentsInvalid, InputRequired, JsonObject
from ..protocol.params import describe_validation_error
from .context import RequestContext
from .registry import (
    CompletionHandler,
    ContextFreeInvoker,
    PromptArgument,
    PromptRenderer,
    ResourceReader,
    ToolInvoker,
)

AnyFunction = Callable[..., Any]
# Where names in string annotations are looked up besides the function's module: the scope the
# decorator ran in, so models defined inside a function resolve as they would at module level.
Namespace = Mapping[str, Any] | None


class Signature:
    """The parts of a handler's signature we act on, read once."""

    def __init__(self, function: AnyFunction, localns: Namespace = None) -> None:
        if not callable(function):
            raise TypeError(f"{function!r} is not callable")
        self.function = function
        self.name = getattr(function, "__name__", type(function).__name__)
        self.is_async = inspect.iscoroutinefunction(function) or inspect.iscoroutinefunction(
            getattr(function, "__call__", None)  # noqa: B004 (a callable object's __call__ may be async)
        )
        try:
            hints = typing.get_type_hints(function, localns=dict(localns) if localns else None, include_extras=True)
        except (NameError, TypeError) as exc:
            raise TypeError(f"cannot resolve the type hints of {self.name}: {exc}") from None
        self.return_hint: Any = hints.get("return")
        self.context_parameter: str | None = None
        self.parameters: list[tuple[str, Any, Any]] = []  # (name, annotation, default or inspect.Parameter.empty)
        for parameter in inspect.signature(function).parameters.values():
            if parameter.kind in (
                inspect.Parameter.VAR_POSITIONAL,
                inspect.Parameter.VAR_KEYWORD,
                inspect.Parameter.POSITIONAL_ONLY,
            ):
                raise TypeError(
                    f"{self.name}: *args, **kwargs and positional-only parameters cannot be described as a schema"
                )
            hint = hints.get(parameter.name, Any)
            if _is_context(parameter.name, hint, parameter.annotation):
                self.context_parameter = parameter.name
                continue
            self.parameters.append((parameter.name, hint, parameter.default))

    def call(self, arguments: dict[str, Any], ctx: RequestContext | None) -> Awaitable[Any]:
        """What to await for the handler's value. ``arguments`` is read, never changed (it may be a validated
        model's own ``__dict__``). Not a coroutine itself: an async handler's own coroutine is returned.
        ``ctx`` is None only for a handler that takes none (``context_parameter`` None)."""
        if self.context_parameter is not None:
            arguments = {**arguments, self.context_parameter: ctx}
        if self.is_async:
            return self.function(**arguments)  # type: ignore[no-any-return]
        # A blocking handler must not stall every other request on this event loop.
        return anyio.to_thread.run_sync(functools.partial(self.function, **arguments))


def _is_context(name: str, hint: Any, raw_annotation: Any) -> bool:
    if raw_annotation is inspect.Parameter.empty:
        return name == "ctx"
    candidates = typing.get_args(hint) if typing.get_origin(hint) is typing.Union else (hint,)
    return any(isinstance(candidate, type) and issubclass(candidate, RequestContext) for candidate in candidates)


def _model_type(hint: Any) -> type[BaseModel] | None:
    return hint if isinstance(hint, type) and issubclass(hint, BaseModel) else None


# -- tools ------------------------------------------------------------------------------------


class ToolSpec:
    """What ``@server.tool()`` learns from a function: the schemas and the per-request invoker."""

    def __init__(
        self,
        function: AnyFunction,
        *,
        input_schema: JsonObject | None,
        header_arguments: dict[str, str],
        localns: Namespace = None,
    ) -> None:
        signature = Signature(function, localns)
        self.name = signature.name
        self.description = inspect.getdoc(function) or ""
        invoke: ContextFreeInvoker
        if input_schema is not None:
            self.input_schema, invoke = _schema_tool(signature, input_schema)
        else:
            self.input_schema, invoke = _model_tool(signature)
        self.invoke: ToolInvoker = invoke
        # A function without a ctx parameter is called without a RequestContext built for it (Tool.context_free).
        self.context_free = invoke if signature.context_parameter is None else None
        for argument, header in header_arguments.items():
            prop = self.input_schema.get("properties", {}).get(argument)
            if not isinstance(prop, dict):
                raise ValueError(f"{self.name}: headers names {argument!r}, which is not an argument")
            prop["x-mcp-header"] = header
        self.output_schema = _output_schema(signature.return_hint)


def _model_tool(signature: Signature) -> tuple[JsonObject, ContextFreeInvoker]:
    """Typed keyword arguments, or a single pydantic model argument: validated strictly, as advertised."""
    single = _model_type(signature.parameters[0][1]) if len(signature.parameters) == 1 else None
    if single is not None:
        model, model_parameter = single, signature.parameters[0][0]
    else:
        fields: dict[str, Any] = {
            name: (hint, ... if default is inspect.Parameter.empty else default)
            for name, hint, default in signature.parameters
        }
        model = create_model(f"{signature.name}_arguments", __config__=ConfigDict(extra="forbid"), **fields)
        model_parameter = None
    schema = model.model_json_schema()
    schema.pop("title", None)
    convert = _tool_result_converter(signature.return_hint)
    validate = model.__pydantic_validator__.validate_python  # what model_validate calls, one frame fewer per call

    # A function without arguments called with none: its model (no fields, extra="forbid") accepts exactly
    # the empty object, so there is nothing to validate. Any other arguments are validated, for the exact error.
    takes_nothing = model_parameter is None and not signature.parameters

    async def invoke(arguments: JsonObject, ctx: RequestContext | None) -> JsonObject | InputRequired:
        if takes_nothing and not arguments:
            return convert(await signature.call({}, ctx))
        try:
            validated = validate(arguments, strict=True)
        except ValidationError as exc:
            raise ArgumentsInvalid(f"Invalid arguments: {describe_validation_error(exc)}") from None
        call_with = {model_parameter: validated} if model_parameter is not None else validated.__dict__
        return convert(await signature.call(call_with, ctx))

    return schema, invoke


def _schema_tool(signature: Signature, schema: JsonObject) -> tuple[JsonObject, ContextFreeInvoker]:
    """A hand-written JSON Schema 2020-12: the function gets the validated arguments object."""
    if len(signature.parameters) != 1:
        raise TypeError(f"{signature.name}: with input_schema=, the tool takes one arguments parameter (plus ctx)")
    Draft202012Validator.check_schema(schema)
    # No format checker and no remote $ref resolution: nothing is fetched at run time.
    validator = Draft202012Validator(schema)
    argument_parameter = signature.parameters[0][0]
    convert = _tool_result_converter(signature.return_hint)

    async def invoke(arguments: JsonObject, ctx: RequestContext | None) -> JsonObject | InputRequired:
        errors = sorted(validator.iter_errors(arguments), key=lambda error: list(error.path))[:5]
        if errors:
            # Name the place and the rule broken, never the rejected value (it may be a secret).
            problems = [
                f"{'.'.join(str(p) for p in error.path) or '(root)'}: violates '{error.validator}'" for error in errors
            ]
            raise ArgumentsInvalid(f"Invalid arguments: {'; '.join(problems)}")
        return convert(await signature.call({argument_parameter: arguments}, ctx))

    return dict(schema), invoke


def _output_schema(return_hint: Any) -> JsonObject | None:
    model = _model_type(return_hint)
    if model is None or issubclass(model, CallToolResult):
        return None
    schema = model.model_json_schema(mode="serialization")
    schema.pop("title", None)
    return schema


# CallToolResult's own serializer, called directly: model_dump adds a third to the cost of a result
# that is otherwise as cheap to send as a str.
_CALL_TOOL_RESULT = CallToolResult.__pydantic_serializer__


def _tool_result_converter(return_hint: Any) -> Callable[[Any], JsonObject | InputRequired]:
    def convert(value: Any) -> JsonObject | InputRequired:
        if isinstance(value, InputRequired):
            return value
        if isinstance(value, str):
            return {"content": [{"type": "text", "text": value}]}
        if isinstance(value, CallToolResult):
            dumped: JsonObject = _CALL_TOOL_RESULT.to_python(value, mode="json", by_alias=True, exclude_none=True)
            return dumped
        if isinstance(value, BaseModel):
            structured = value.model_dump(mode="json", by_alias=True)
            # A model that defines __str__ chooses its own text; otherwise hosts that only show
            # text get the JSON itself, as the spec recommends for structured results.
            has_text = type(value).__str__ is not BaseModel.__str__
            text = str(value) if has_text else value.model_dump_json(by_alias=True)
            return {"content": [{"type": "text", "text": text}], "structuredContent": structured}
        if value is None:
            return {"content": []}
        raise TypeError(
            f"a tool returns str, a pydantic model, CallToolResult or InputRequired, not {type(value).__name__}"
        )

    return convert


# -- resources --------------------------------------------------------------------------------


def resource_reader(
    function: AnyFunction, uri: str, mime_type: str | None, variables: Sequence[str], localns: Namespace = None
) -> ResourceReader:
    signature = Signature(function, localns)
    declared = [name for name, _, _ in signature.parameters]
    if sorted(declared) != sorted(variables):
        raise TypeError(
            f"{signature.name}: parameters {declared} must be the URI template's variables {list(variables)}"
        )

    async def read(values: dict[str, str], ctx: RequestContext) -> list[JsonObject] | InputRequired:
        value = await signature.call(dict(values), ctx)
        if isinstance(value, InputRequired):
            return value
        concrete_uri = uri
        for name, text in values.items():
            concrete_uri = concrete_uri.replace("{" + name + "}", text)
        items = value if isinstance(value, list) else [value]
        return [_resource_contents(item, concrete_uri, mime_type) for item in items if item is not None]

    return read


def _resource_contents(item: Any, uri: str, mime_type: str | None) -> JsonObject:
    if isinstance(item, (TextResourceContents, BlobResourceContents)):
        return item.model_dump(mode="json", by_alias=True, exclude_none=True)
    contents: JsonObject = {"uri": uri}
    if mime_type:
        contents["mimeType"] = mime_type
    if isinstance(item, str):
        contents["text"] = item
    elif isinstance(item, bytes):
        contents["blob"] = base64.b64encode(item).decode("ascii")
    else:
        raise TypeError(
            f"a resource returns str, bytes, TextResourceContents or BlobResourceContents, not {type(item).__name__}"
        )
    return contents


# -- prompts ----------------------------------------------------------------------------------


def prompt_parts(
    function: AnyFunction, localns: Namespace = None
) -> tuple[str, str, list[PromptArgument], PromptRenderer]:
    signature = Signature(function, localns)
    arguments = [
        PromptArgument(name, _description(hint, default), required=default is inspect.Parameter.empty)
        for name, hint, default in signature.parameters
    ]

    async def render(values: dict[str, str], ctx: RequestContext) -> JsonObject | InputRequired:
        given = {argument.name: values[argument.name] for argument in arguments if argument.name in values}
        value = await signature.call(given, ctx)
        if isinstance(value, InputRequired):
            return value
        if isinstance(value, GetPromptResult):
            return value.model_dump(mode="json", by_alias=True, exclude_none=True)
        messages = value if isinstance(value, list) else [value]
        return {"messages": [_prompt_message(message) for message in messages]}

    return signature.name, inspect.getdoc(function) or "", arguments, render


def _prompt_message(message: Any) -> JsonObject:
    if isinstance(message, str):
        return {"role": "user", "content": {"type": "text", "text": message}}
    if isinstance(message, PromptMessage):
        return message.model_dump(mode="json", by_alias=True, exclude_none=True)
    raise TypeError(
        f"a prompt returns str, PromptMessage, a list of them, or GetPromptResult, not {type(message).__name__}"
    )


def _description(hint: Any, default: Any) -> str | None:
    if isinstance(default, FieldInfo):
        return default.description
    for extra in typing.get_args(hint)[1:] if typing.get_origin(hint) is typing.Annotated else ():
        if isinstance(extra, FieldInfo):
            return extra.description
    return None


# -- completion -------------------------------------------------------------------------------


def completion_handler(function: AnyFunction, localns: Namespace = None) -> CompletionHandler:
    """``(ref, argument, context) -> list[str]`` with the mcp-types models, plus an optional ctx."""
    signature = Signature(function, localns)
    names = [name for name, _, _ in signature.parameters]
    if len(names) != 3:
        raise TypeError(f"{signature.name}: a completion handler takes (ref, argument, context) plus an optional ctx")

    async def complete(
        ref: JsonObject, argument: str, value: str, context: dict[str, str], ctx: RequestContext
    ) -> list[str]:
        reference: PromptReference | ResourceTemplateReference = (
            PromptReference.model_validate(ref)
            if ref.get("type") == "ref/prompt"
            else ResourceTemplateReference.model_validate(ref)
        )
        result = await signature.call(
            dict(
                zip(
                    names,
                    (reference, CompletionArgument(name=argument, value=value), CompletionContext(arguments=context)),
                )
            ),
            ctx,
        )
        return [str(item) for item in result or []]

    return complete


__all__ = ["Signature", "ToolSpec", "completion_handler", "prompt_parts", "resource_reader"]
