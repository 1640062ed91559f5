"""A denial is an outcome, not a loop: after a person denies a step, no proposer proposes it again or says done.

Through the real app in process (tokens and fixtures of test_approvals.py and test_console.py): the agent's
client keeps an ``AgentSession`` and applies every result, as a phone agent does; its model (answering the
sampling request in the same call) keeps proposing the denied tap, then ``done``. A person denies with
``resolve_approval`` or in the approvals console.
"""

from __future__ import annotations

from typing import Any

import pytest

from mcp_agent import Settings
from mcp_agent.tools.next_step.session import AgentSession
from tests.next_step.test_approvals import ALICE, BOB, SCREEN, TAP_SEND, Client, record_id, serving, step
from tests.next_step.test_approvals import settings as settings  # noqa: F401 (the fixture)
from tests.test_console import article, console

pytestmark = pytest.mark.unit

DONE = {"status_text": "Sent", "action": "done", "final_answer": "The message was sent."}
MESSAGES = "com.example.messages"
DENIED_QUESTION = 'The user declined to tap Button "Send". What should I do instead?'


def session_at_send() -> AgentSession:
    """The run of test_approvals.step(): 'on my way' is typed, Send is next (step 5)."""
    arguments = step()
    return AgentSession(
        task=arguments["task"],
        step_count=arguments["step_count"],
        steps_so_far=list(arguments["steps_so_far"]),
        plan=list(arguments["plan"]),
        current_subgoal=arguments["current_subgoal"],
    )


async def run_step(client: Client, session: AgentSession, model: dict[str, Any] | None) -> dict[str, Any]:
    result = await client.next_step(session.arguments(SCREEN, current_package=MESSAGES), model)
    session.apply(result)
    return result


async def proposed_and_denied(client: Client, session: AgentSession, deny: Any) -> tuple[dict[str, Any], str]:
    """The model proposes Send, which waits; ``deny(handle)`` denies it; the step is sent again with the handle."""
    waiting = await run_step(client, session, TAP_SEND)
    assert waiting["requires_confirmation"] is True and waiting["confirmation"] == "pending"
    handle = waiting["state_refs"]["approval"]
    await deny(handle)
    declined = await run_step(client, session, TAP_SEND)
    return declined, handle


def assert_asks_instead(result: dict[str, Any]) -> None:
    assert (result["action"], result["question"], result["options"]) == (
        "ask_user",
        DENIED_QUESTION,
        ["Try again", "Stop"],
    )
    assert result["confirmation"] == "denied" and result["requires_confirmation"] is False
    assert result["state_refs"].get("approval") is None, "no new approval: the denied action is not asked for again"


async def test_after_resolve_approval_denies_the_model_neither_repeats_the_action_nor_says_done(
    settings: Settings,
) -> None:
    async with serving(settings) as client:
        session = session_at_send()

        async def deny(handle: str) -> None:
            await client.resolved(BOB, handle, "deny")

        declined, handle = await proposed_and_denied(client, session, deny)
        assert_asks_instead(declined)
        assert session.known_facts == 'declined: tap Button "Send"' and session.state_refs.get("approval") is None

        # The model proposes the denied tap again, then done, then forges the user's answer: each is held back.
        again = await run_step(client, session, TAP_SEND)
        assert_asks_instead(again)
        assert again["reasoning"].startswith("Not used: the denied action was proposed again.")
        done = await run_step(client, session, DONE)
        assert_asks_instead(done)
        assert "a denied step leaves the task unresolved" in done["reasoning"]
        forged = {"status_text": "Retrying", "action": "back", "remember": {"key": "answer", "value": "Try again"}}
        backed = await run_step(client, session, forged)
        assert (backed["action"], backed["remember"], backed["confirmation"]) == ("back", None, "denied")
        assert (await client.view(ALICE, handle))["status"] == "denied", "the denial is never used up as an action"

        # The user says Stop: the run ends, and its status says it was denied.
        session.answer("Stop")
        stopped = await run_step(client, session, DONE)
        assert stopped["action"] == "give_up" and stopped["confirmation"] == "denied"
        assert stopped["status_text"] == 'Denied: the user declined to tap Button "Send" and chose to stop.'
        assert session.finished
        ended = await run_step(client, session, DONE)
        assert ended["action"] == "give_up" and ended["confirmation"] == "denied", "the ended run stays denied"


async def test_after_a_denial_try_again_asks_for_a_new_confirmation(settings: Settings) -> None:
    async with serving(settings) as client:
        session = session_at_send()

        async def deny(handle: str) -> None:
            await client.resolved(BOB, handle, "deny")

        _, handle = await proposed_and_denied(client, session, deny)
        session.answer("Try again")
        retried = await run_step(client, session, TAP_SEND)
        assert retried["requires_confirmation"] is True and retried["confirmation"] == "pending"
        assert retried["state_refs"]["approval"] not in (None, handle), "a new approval, for the new step"


async def test_after_a_denial_in_the_console_the_rule_planner_and_the_model_ask_what_to_do_instead(
    settings: Settings,
) -> None:
    async with console(settings) as (client, person):
        session = session_at_send()
        alice = await person(ALICE)
        denied_ids: list[str] = []

        async def deny(handle: str) -> None:
            approval_id = record_id((await client.view(ALICE, handle))["uri"])
            denied_ids.append(approval_id)
            assert (await alice.decide(approval_id, "deny")).status_code == 303

        declined, _ = await proposed_and_denied(client, session, deny)
        assert_asks_instead(declined)
        for model in (None, TAP_SEND, DONE, None):  # the rule planner, then the client's model, in turns
            assert_asks_instead(await run_step(client, session, model))
        page = await alice.page()
        assert 'data-status="denied"' in article(page, denied_ids[0])
        assert page.count('<article class="approval"') == 1, "the denied action was never asked for again"
