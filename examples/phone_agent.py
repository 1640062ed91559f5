"""A phone agent end to end: a scripted phone simulator driven by ``next_step`` through the official SDK client.

Start the server first:  mcp-agent serve
Then:                    python examples/phone_agent.py [--url http://127.0.0.1:8000/mcp] [--token T --approver-token P]
Or let the script start (and stop) its own server:  python examples/phone_agent.py --serve

Three tasks run, each on a fresh phone starting on the home screen: "turn on Wi-Fi", "send 'on my
way' to Sam" and "buy the cheapest charger". The client owns the whole session (``AgentSession``)
and sends it every step; the server remembers nothing between steps. A result that
``requires_confirmation`` is not a step: someone other than the agent approves it, and the script
sends the same step again. The agent never approves its own step (the server refuses that): with
``--approver-token`` (and ``--serve``, which makes one agent and one person token) the script plays
a person with their own token, who approves through ``resolve_approval``; without, against a server
without authentication, it waits for you to decide in the approvals console (``/console``). An
``ask_user`` question is answered with its first option. The exit status is 0 only if every task
ends in ``done`` within the step budget.

Extras: the ``examples`` extra (``pip install "mcp-agent-server[examples]"``: the official SDK client).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import secrets
import sys
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script from a source checkout: an installed mcp_agent comes first
    sys.path.append(str(ROOT))

from examples.local_server import serve_locally  # noqa: E402
from mcp_agent.tools.next_step.contract import AgentStepResult  # noqa: E402
from mcp_agent.tools.next_step.session import AgentSession  # noqa: E402

URL = "http://127.0.0.1:8000/mcp"
STEP_BUDGET = 15
# How long a person in the console has to decide, when no approver token is given.
DECISION_WAIT_SECONDS = 900.0
# A confirmation is not a step, so it does not use the budget; this bounds a server that keeps asking.
MAX_CONFIRMATIONS = 5
TASKS = ("turn on Wi-Fi", "send 'on my way' to Sam", "buy the cheapest charger")
# Everything this simulated phone can do (an empty list would also mean "all").
CAPABILITIES = ["tap", "type", "open_app", "open_setting", "scroll", "back"]

# ---------------------------------------------------------------------------------------------
# The simulator
# ---------------------------------------------------------------------------------------------

LAUNCHER = "com.android.launcher"
APPS = {  # app name (lower case) -> (package, main screen)
    "settings": ("com.android.settings", "settings"),
    "messages": ("com.example.messages", "messages"),
    "shop": ("com.example.shop", "shop"),
}
# Messages list: contact -> the last thing they wrote.
CONTACTS = {"Priyanka": "see you at 6", "Sam": "are you coming?", "Priya": "thanks!"}
# Shop: category -> [(product, price)], in the order the list shows them.
CATALOGUE = {
    "Chargers": [("USB-C charger 20 W", "$19.99"), ("Wireless charger", "$24.50"), ("Travel charger", "$12.00")],
    "Cables": [("USB-C cable 1 m", "$7.99"), ("Lightning cable", "$9.50")],
    "Headphones": [("Wired earbuds", "$15.00"), ("Noise-cancelling headphones", "$89.00")],
}
SETTINGS_PAGES = ("Network & internet", "Connected devices", "Display", "Sound")
SWITCHES = ("Wi-Fi", "Mobile data", "Airplane mode")
# open_setting names (compared after _loose) -> the page showing them.
SETTING_NAMES = {
    "wifi": "network",
    "networkinternet": "network",
    "network": "network",
    "internet": "network",
    "mobiledata": "network",
    "airplanemode": "network",
}


class SimulatorError(Exception):
    """The phone cannot do what the agent asked (a missing or disabled element, an unknown app...)."""


@dataclass(frozen=True, slots=True)
class Widget:
    kind: str
    label: str
    flags: tuple[str, ...] = ()
    value: str | None = None


@dataclass(frozen=True, slots=True)
class Screen:
    """One screen as the phone shows it: its widgets, indexed from 0 (and a title for messages)."""

    name: str  # where we are: "network", "conversation:Sam", "product:Travel charger", ...
    title: str
    widgets: tuple[Widget, ...]


def _quote(text: str) -> str:
    # The format's escapes: a backslash and a quote inside a label or value are escaped.
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def render(screen: Screen) -> str:
    """The screen description format: ``[index] Kind "label" flags value="…"``, one element per line.

    Elements only: the title is the simulator's own name for the screen (its error messages use
    it), not part of what the agent is promised to see."""
    lines: list[str] = []
    for index, widget in enumerate(screen.widgets):
        parts = [f"[{index}]", widget.kind, _quote(widget.label), *widget.flags]
        if widget.value is not None:
            parts.append(f"value={_quote(widget.value)}")
        lines.append(" ".join(parts))
    return "\n".join(lines)


def _loose(name: str) -> str:
    """ "Wi-Fi", "wifi", "Wi‑Fi" (non-breaking hyphen) and "Wi-Fi settings" all read as ``wifi``."""
    letters = re.sub(r"[^a-z0-9]", "", name.lower())
    return letters.removesuffix("settings") or letters


@dataclass
class Phone:
    """A scripted phone: its state, the screen that state shows, and what each action does to it.

    Screens are computed from the state (so the Wi-Fi switch shows what the Wi-Fi is); ``back``
    walks the screens visited, oldest last.
    """

    switches: dict[str, bool] = field(
        default_factory=lambda: {"Wi-Fi": False, "Mobile data": True, "Airplane mode": False}
    )
    drafts: dict[str, str] = field(default_factory=dict)  # contact -> text in the Message field
    sent: dict[str, list[str]] = field(default_factory=dict)  # contact -> messages sent, oldest first
    cart: list[str] = field(default_factory=list)
    orders: list[tuple[str, str]] = field(default_factory=list)  # (product, price) of each order placed
    location: str = "home"
    history: list[str] = field(default_factory=list)

    # -- what the device shows ---------------------------------------------------------------

    @property
    def package(self) -> str:
        for package, screens in _PACKAGE_SCREENS.items():
            if self.location.split(":", 1)[0] in screens:
                return package
        return LAUNCHER

    @property
    def screen(self) -> Screen:
        kind, _, subject = self.location.partition(":")
        build: Callable[[str], Screen] = getattr(self, f"_screen_{kind}")
        return build(subject)

    def describe(self) -> str:
        return render(self.screen)

    def _screen_home(self, _: str) -> Screen:
        icons = ("Settings", "Messages", "Shop", "Camera")
        return Screen("home", "Home screen", tuple(Widget("ImageButton", label) for label in icons))

    def _screen_settings(self, _: str) -> Screen:
        return Screen("settings", "Settings", tuple(Widget("ListItem", page) for page in SETTINGS_PAGES))

    def _screen_network(self, _: str) -> Screen:
        switches = tuple(
            Widget("Switch", name, ("checked" if self.switches[name] else "unchecked",)) for name in SWITCHES
        )
        return Screen("network", "Network & internet", (Widget("ImageButton", "Navigate up"), *switches))

    def _screen_page(self, page: str) -> Screen:
        # A settings page this simulator has nothing on: the agent can only go back up.
        return Screen(f"page:{page}", page, (Widget("ImageButton", "Navigate up"),))

    def _screen_messages(self, _: str) -> Screen:
        return Screen(
            "messages", "Messages", (Widget("ImageButton", "New message"), *(Widget("ListItem", c) for c in CONTACTS))
        )

    def _screen_conversation(self, contact: str) -> Screen:
        draft = self.drafts.get(contact, "")
        thread = [Widget("TextView", f"{contact}: {CONTACTS[contact]}")]
        thread += [Widget("TextView", f"You: {text}") for text in self.sent.get(contact, [])]
        field_widget = Widget("EditText", "Message", ("focused",), draft or None)
        send = Widget("Button", "Send", () if draft else ("disabled",))
        return Screen(
            f"conversation:{contact}",
            f"Conversation with {contact}",
            (Widget("ImageButton", "Navigate up"), *thread, field_widget, send),
        )

    def _screen_shop(self, _: str) -> Screen:
        return Screen("shop", "Shop", tuple(Widget("ListItem", category) for category in CATALOGUE))

    def _screen_category(self, category: str) -> Screen:
        # Every result fits on the screen: scrolling the list changes nothing.
        products = tuple(Widget("ListItem", name, value=price) for name, price in CATALOGUE[category])
        return Screen(f"category:{category}", category, (Widget("List", "Results", ("scrollable",)), *products))

    def _screen_product(self, product: str) -> Screen:
        return Screen(
            f"product:{product}",
            product,
            (
                Widget("TextView", _price(product)),
                Widget("Button", "Add to cart"),
                Widget("Button", "Proceed to checkout"),
            ),
        )

    def _screen_checkout(self, product: str) -> Screen:
        return Screen(
            f"checkout:{product}",
            "Checkout",
            (
                Widget("TextView", f"{product} {_price(product)}"),
                Widget("Button", "Place order"),
            ),
        )

    def _screen_ordered(self, number: str) -> Screen:
        return Screen(
            f"ordered:{number}",
            "Order placed",
            (
                Widget("TextView", f"Order number {number}"),
                Widget("Button", "Continue shopping"),
            ),
        )

    # -- what the agent does to it -----------------------------------------------------------

    def perform(self, result: AgentStepResult) -> None:
        """Carry out one device action; raises SimulatorError when this screen cannot do it."""
        if result.action == "tap":
            self.tap(result.target_index)
        elif result.action == "type":
            self.type(result.target_index, result.text_to_type)
        elif result.action == "open_app":
            self.open_app(result.app_name or "")
        elif result.action == "open_setting":
            self.open_setting(result.setting_name or "")
        elif result.action == "back":
            self.back()
        elif result.action in ("scroll_down", "scroll_up"):
            pass  # nothing on these screens is longer than the screen
        else:
            raise SimulatorError(f"{result.action} is not something a phone does")

    def _widget(self, index: int | None) -> Widget:
        widgets = self.screen.widgets
        if index is None or not 0 <= index < len(widgets):
            raise SimulatorError(f"no element [{index}] on {self.screen.title!r}")
        return widgets[index]

    def _go(self, location: str) -> None:
        self.history.append(self.location)
        self.location = location

    def tap(self, index: int | None) -> None:
        widget = self._widget(index)
        if "disabled" in widget.flags:
            raise SimulatorError(f"{widget.kind} {widget.label!r} is disabled")
        where, _, subject = self.location.partition(":")
        label = widget.label
        if label == "Navigate up":
            self._go(_PARENTS.get(where, "home"))
        elif where == "home":
            if label.lower() not in APPS:
                raise SimulatorError(f"the simulator has no {label} app")
            self.open_app(label)
        elif where == "settings":
            self._go("network" if label == "Network & internet" else f"page:{label}")
        elif where == "network":
            self.switches[label] = not self.switches[label]
        elif where == "messages":
            if label not in CONTACTS:
                raise SimulatorError(f"{label!r} is not a conversation (this simulator cannot start new ones)")
            self._go(f"conversation:{label}")
        elif where == "conversation" and label == "Send":
            self.sent.setdefault(subject, []).append(self.drafts.pop(subject))
        elif where == "shop":
            self._go(f"category:{label}")
        elif where == "category" and widget.kind == "ListItem":
            self._go(f"product:{label}")
        elif where == "product" and label == "Add to cart":
            self.cart.append(subject)
        elif where == "product" and label == "Proceed to checkout":
            self._go(f"checkout:{subject}")
        elif where == "checkout" and label == "Place order":
            self.orders.append((subject, _price(subject)))
            self._go(f"ordered:{58212 + len(self.orders)}")
        elif where == "ordered" and label == "Continue shopping":
            self._go("shop")
        # Anything else (a TextView, the list itself) is tapped without effect, as on a real phone.

    def type(self, index: int | None, text: str | None) -> None:
        widget = self.screen.widgets[_focused_index(self.screen)] if index is None else self._widget(index)
        if widget.kind != "EditText" or "disabled" in widget.flags:
            raise SimulatorError(f"cannot type into {widget.kind} {widget.label!r}")
        if text is None:
            raise SimulatorError("type without text_to_type")
        # The only text field is a conversation's Message field; typing replaces its text.
        self.drafts[self.location.partition(":")[2]] = text

    def open_app(self, name: str) -> None:
        app = APPS.get(name.strip().lower())
        if app is None:
            raise SimulatorError(f"no app named {name!r}")
        self._go(app[1])

    def open_setting(self, name: str) -> None:
        page = SETTING_NAMES.get(_loose(name))
        if page is None:
            raise SimulatorError(f"no setting named {name!r}")
        self._go(page)

    def back(self) -> None:
        if self.history:  # back on the home screen stays there
            self.location = self.history.pop()


# Which screens belong to which app; and where "Navigate up" leads from each.
_PACKAGE_SCREENS = {
    "com.android.settings": ("settings", "network", "page"),
    "com.example.messages": ("messages", "conversation"),
    "com.example.shop": ("shop", "category", "product", "checkout", "ordered"),
}
_PARENTS = {"network": "settings", "page": "settings", "conversation": "messages"}


def _price(product: str) -> str:
    return next(price for products in CATALOGUE.values() for name, price in products if name == product)


def _focused_index(screen: Screen) -> int:
    for index, widget in enumerate(screen.widgets):
        if "focused" in widget.flags:
            return index
    raise SimulatorError(f"nothing is focused on {screen.title!r}")


# ---------------------------------------------------------------------------------------------
# The client loop
# ---------------------------------------------------------------------------------------------


@dataclass
class TaskReport:
    task: str
    phone: Phone
    outcome: str = "not finished"  # the last action (done, give_up), or what went wrong
    steps: int = 0
    confirmations: int = 0
    questions: int = 0
    final_answer: str | None = None

    @property
    def ok(self) -> bool:
        return self.outcome == "done"


def _target(result: AgentStepResult, screen: Screen) -> str:
    """What the step acts on, as the person watching would name it."""
    if result.action == "open_app":
        return repr(result.app_name)
    if result.action == "open_setting":
        return repr(result.setting_name)
    if result.action in ("tap", "type"):
        index = result.target_index
        if index is None and result.action == "type":
            index = _safe_focus(screen)  # null target: the focused field
        label = screen.widgets[index].label if index is not None and 0 <= index < len(screen.widgets) else "?"
        target = f"[{index}] {label!r}"
        return f"{target} <- {result.text_to_type!r}" if result.action == "type" else target
    return ""


def _safe_focus(screen: Screen) -> int | None:
    try:
        return _focused_index(screen)
    except SimulatorError:
        return None


async def _call(client: Client, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    if result.is_error or result.structured_content is None:
        text = " ".join(getattr(block, "text", "") for block in result.content)
        raise RuntimeError(f"{tool} failed: {text}")
    structured: dict[str, Any] = result.structured_content
    return structured


# Someone other than the agent decides a pending approval (its handle); returns the approval's status then.
Approver = Callable[[str], Awaitable[str]]


def approve_as(person: Client) -> Approver:
    """A person with their own token (scope approvals:resolve) approves through resolve_approval."""

    async def approve(handle: str) -> str:
        resolved = await _call(person, "resolve_approval", {"approval": handle, "decision": "approve"})
        return str(resolved.get("status", "resolved"))

    return approve


def wait_for_a_person(agent: Client, console_url: str, out: Any) -> Approver:
    """No approver token: say where a person decides (the approvals console), and wait until they have."""

    async def approve(handle: str) -> str:
        view = await _call(agent, "get_approval", {"approval": handle})
        print(f"    decide it in the approvals console: {console_url}", file=out, flush=True)
        with anyio.move_on_after(DECISION_WAIT_SECONDS):
            while view["status"] == "pending":
                await anyio.sleep(1)
                view = await _call(agent, "get_approval", {"approval": handle})
        return str(view["status"])

    return approve


async def run_task(
    client: Client, task: str, approve: Approver, *, budget: int = STEP_BUDGET, out: Any = None
) -> TaskReport:
    """Drive a fresh phone through ``task`` until the agent says done or give_up, or the budget runs out."""
    out = out or sys.stdout
    phone = Phone()
    session = AgentSession(task=task, capabilities=list(CAPABILITIES))
    report = TaskReport(task, phone)
    print(f"== {task}", file=out)
    while session.step_count < budget:
        screen = phone.screen
        arguments = session.arguments(render(screen), current_package=phone.package)
        structured = await _call(client, "next_step", arguments)
        session.apply(structured)  # the contract's rules: plan, facts, state_refs (an approval handle too)
        result = AgentStepResult.model_validate(structured)

        if result.requires_confirmation:
            # Not a step: nothing happens on the phone. A person approves, then the same step is sent again.
            report.confirmations += 1
            if report.confirmations > MAX_CONFIRMATIONS:
                report.outcome = f"more than {MAX_CONFIRMATIONS} confirmations"
                break
            approval = session.state_refs.get("approval")
            print(f"    approval needed: {result.confirmation_reason}", file=out)
            if approval is None:
                report.outcome = "a confirmation without state_refs.approval"
                break
            print(f"    decided by a person: {await approve(approval)}", file=out)
            continue

        report.steps = session.step_count
        print(
            f"{session.step_count:>4}. {result.action:<12} {_target(result, screen):<34} {result.status_text}", file=out
        )
        if result.action in ("done", "give_up"):
            report.outcome = result.action
            report.final_answer = result.final_answer
            break
        if result.action == "ask_user":
            report.questions += 1
            answer = (result.options or ["yes"])[0]
            print(f"    asked: {result.question!r}; answering {answer!r}", file=out)
            session.answer(answer)
            continue
        try:
            phone.perform(result)
        except SimulatorError as error:
            report.outcome = f"simulator error: {error}"
            break
    else:
        report.outcome = f"not done within the budget of {budget} steps"
    shown = f": {report.final_answer}" if report.final_answer else ""
    print(f"   -> {report.outcome}{shown} ({report.steps} steps, {report.confirmations} confirmation(s))", file=out)
    return report


@contextlib.asynccontextmanager
async def connect(url: str, token: str | None) -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with httpx2.AsyncClient(headers=headers, timeout=30) as http:
        async with Client(streamable_http_client(url, http_client=http)) as client:
            yield client


async def run_all(
    url: str,
    tasks: Sequence[str] = TASKS,
    *,
    budget: int = STEP_BUDGET,
    out: Any = None,
    token: str | None = None,
    approver_token: str | None = None,
) -> list[TaskReport]:
    """Run ``tasks`` as the agent (``token``); ``approver_token``: the person who approves, else one in the console."""
    async with contextlib.AsyncExitStack() as stack:
        agent = await stack.enter_async_context(connect(url, token))
        if approver_token is not None:
            approve = approve_as(await stack.enter_async_context(connect(url, approver_token)))
        else:
            approve = wait_for_a_person(agent, url.removesuffix("/mcp") + "/console", out or sys.stdout)
        return [await run_task(agent, task, approve, budget=budget, out=out) for task in tasks]


@contextlib.contextmanager
def agent_and_person_tokens() -> Iterator[tuple[Path, str, str]]:
    """A tokens file for a server of our own: the agent's token, and a person's who may approve."""
    agent, person = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "tokens.json"
        path.write_text(
            json.dumps(
                {
                    "tokens": {
                        agent: {"tenant": "demo", "user": "agent", "scopes": []},
                        person: {"tenant": "demo", "user": "person", "scopes": ["approvals:resolve"]},
                    }
                }
            )
        )
        yield path, agent, person


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run three phone tasks against next_step with a simulated phone.")
    parser.add_argument("--url", default=URL, help=f"the server's MCP endpoint (default {URL})")
    parser.add_argument(
        "--serve", action="store_true", help="start mcp-agent serve on a free port for this run (ignores --url)"
    )
    parser.add_argument(
        "--budget", type=int, default=STEP_BUDGET, help=f"steps allowed per task (default {STEP_BUDGET})"
    )
    parser.add_argument("--token", help="the agent's bearer token, when the server has authentication configured")
    parser.add_argument(
        "--approver-token", help="a person's bearer token (scope approvals:resolve); without, decide in /console"
    )
    arguments = parser.parse_args(argv)
    if arguments.serve:
        with (
            agent_and_person_tokens() as (tokens, agent, person),
            serve_locally({"MCP_AGENT_AUTH_TOKENS_FILE": str(tokens)}) as url,
        ):
            reports = anyio.run(lambda: run_all(url, budget=arguments.budget, token=agent, approver_token=person))
    else:
        reports = anyio.run(
            lambda: run_all(
                arguments.url, budget=arguments.budget, token=arguments.token, approver_token=arguments.approver_token
            )
        )
    failed = [report for report in reports if not report.ok]
    for report in failed:
        print(f"FAILED: {report.task!r}: {report.outcome}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
