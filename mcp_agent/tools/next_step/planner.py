"""The offline rule planner: the next action from the session alone.

No model and no network: the same arguments give the same result (the one exception is a
relative date in a task, "on Friday", which is read against today's date), so any instance can
answer any step. Everything the planner needs between steps travels in the session the client
sends back: the plan (subgoals in the grammar below), the facts it asked the client to
``remember``, and its markers in ``state_refs`` (``progress`` here, the rest in navigator.py).

The task is read into a goal by intent/; the screen by reading.py and recognize.py; achieved.py
says whether a subgoal is reached, acting.py what moves it forward. Plan grammar (grammar.py; one subgoal
per string; ``parse_subgoal`` reads them back, case-insensitively)::

    Open <App>                         open_app (or tap its icon), an app of the same purpose too
    Open the <Name> setting            open_setting (or Settings, then the right section)
    Turn on|off <Name> [for <App>]     tap the Switch / CheckBox (the app's own switch)
    Set <Name> to <Value>              pick the choice, or type the value and confirm it
    Open the conversation with <Name>  tap the contact (over the whole list; ask when two match)
    Open the contact <Name>            the same, in a phone app
    Call <Name>                        tap the call control
    Start a new <thing>                tap New / Add / Compose
    Type '<text>' [into <Field>]       type into <Field> (title, body, date, time fields by role)
    Enter the <key>                    type the known fact <key> into the field labelled like it
    Send the message / Save the <thing>
    Find <things>                      tap the tab / category named <things>
    Pick the cheapest|most expensive <thing>   over the whole list
    Pick <thing>                       tap the item named <thing>
    Set the quantity to <n>
    Proceed to checkout / Place the order
    Read the <code|when|order_number|text> about <subject>   report it with done
    Tap Next on each page until the end / Finish the wizard
    Find an app for: <task>            open the app whose name or purpose the task's words match
    Tap <Label>
    Ask the user what to do instead of: <action>   (planned after the user declined <action>)

Progress marker: ``state_refs["progress"] = "<screen fingerprint>:<count>:<current subgoal>"``,
where count is how many steps in a row saw that screen while on that subgoal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from opentelemetry import trace

from . import navigator as nav
from .achieved import achieved, carried
from .acting import act
from .agenda import ANSWER_ONLY
from .carrying import fact_to_carry, read_now, resolve_plan, unresolved
from .contract import AgentStepResult, RememberFact
from .grammar import Subgoal, parse_subgoal
from .intent import plan_for
from .intent.line_bodies import checked_as_read
from .intent.line_rows import tabs_as_pipes
from .intent.reference_doubt import question as reference_question
from .intent.reference_doubt import reference_in_doubt
from .intent.spoken import reworded
from .opening import other_app_of_purpose
from .patterns import rx
from .reading import find_fact, launcher_apps
from .recognize import in_app, package_matches
from .roles import permission_prompt
from .safety import confirmation_reason, describe_action
from .said_values import GO_AHEAD, doubt_about
from .session import DECLINED_KEY, TRY_AGAIN, read_history
from .turn import (
    GAVE_UP_KEY,
    OUTCOME_KEY,
    PICKED_KEY,
    PROGRESS,
    STOP,
    Turn,
    ask,
    declined_question,
    give_up,
    missing_capability,
    result_of,
    tap_on,
    unresolved_declines,
)

_tracer = trace.get_tracer("mcp_agent")


# Acts not done yet: nothing after one counts as reached (an old screen may look like its result).
_BARRIER_KINDS = (
    "ask_instead send call save place_order quantity delete delete_newest delete_all record_stop resend photo "
    "delete_duplicates delete_matching delete_picked copy_to"
)
BARRIERS = frozenset(
    f"{_BARRIER_KINDS} answer_call end_call dial timer call_back add_to_list remember close queue_add export_list unlist "
    "delete_selected move_selected".split()
)
# The same screen on the same subgoal this many steps in a row is no progress: ask the user.
STUCK_AFTER = 3
ASKED_FACT_LABELS = {"order_number": "Order number", "code": "Code", "price": "Price", "when": "When", "text": "Answer"}


def _essential_capability(goal: Subgoal) -> tuple[str, str] | None:
    """The action a subgoal cannot do without (with what it is for), or None when it has a way round."""
    if goal.kind in ("type", "enter_fact"):
        return "type", "type the text" if goal.kind == "type" else f"enter the {goal.target}"
    if goal.kind in ("open_app", "open_setting", "ask_instead", "read", "explore", "cannot", "agenda"):
        return None
    return "tap", goal.kind.replace("_", " ") if goal.kind != "tap" else f"tap {goal.target}"


def asked_facts(turn: Turn) -> tuple[str, ...]:
    """The facts the task wants reported back besides a lookup's (an order's number for any purchase)."""
    goal, task = turn.task_goal, turn.arguments.task
    asked = []
    if goal.intent == "order" or rx(r"\border\s*(?:number|no\b|#|id\b)", re.I).search(task):
        asked.append("order_number")
    if goal.intent != "lookup" and rx(r"\b(?:code|otp)\b", re.I).search(task):
        asked.append("code")
    if rx(r"\b(?:price|cost|how much)\b", re.I).search(task):
        asked.append("price")
    return tuple(asked)


def _fact_to_remember(turn: Turn) -> RememberFact | None:
    for key in asked_facts(turn):
        value = find_fact(key, turn.screen.text) if key != "code" else None
        if key == "code":
            match = rx(r"\b(?:code|otp)\b\s*(?:is\s*)?[:#]?\s*(?P<value>(?=[A-Z-]*\d)[A-Z0-9-]{3,})", re.I).search(
                turn.screen.text
            )
            value = match.group("value") if match else None
        if value is not None and turn.facts.get(key) != value:
            return RememberFact(key=key, value=value)
    return None


def final_answer(task: str, facts: dict[str, str]) -> str:
    """What the run reports when done; built from the facts alone so ``finished`` repeats it exactly. An
    answer the task asked in a format of its own is the whole final answer."""
    if ANSWER_ONLY in facts:
        return facts[ANSWER_ONLY]
    parts = [f"Done: {task.strip().rstrip('.')}."]
    if PICKED_KEY in facts:
        parts.append(f"Chose {facts[PICKED_KEY]}.")
    if OUTCOME_KEY in facts:
        parts.append(f"{facts[OUTCOME_KEY]}.")
    parts.extend(f"{label}: {facts[key]}." for key, label in ASKED_FACT_LABELS.items() if key in facts)
    return " ".join(parts)


def finished(turn: Turn) -> AgentStepResult | None:
    """The terminal status again when the run already ended (``done`` / ``give_up``), else None."""
    # Only the last step can end a run: read it alone, not the whole (possibly raw, long) history.
    last = read_history(turn.arguments.steps_so_far[-1:]).last
    if last not in ("done", "give_up"):
        return None
    facts = turn.facts
    if last == "done":
        return result_of(
            "done",
            "The run already ended: the task is done.",
            "The last step was done; nothing new.",
            final_answer=final_answer(turn.arguments.task, facts),
        )
    reason = facts.get(GAVE_UP_KEY, "no reason was recorded")
    return result_of("give_up", f"The run already ended: gave up ({reason})", "The last step was give_up; nothing new.")


@dataclass(frozen=True, slots=True)
class PlanState:
    plan: list[str]
    current: int
    new_plan: list[str] | None = None
    replan: list[str] | None = None
    advance: bool = False


def _progress(turn: Turn, current: int, answered: bool) -> int:
    """How many steps in a row (this one included) saw this screen on this subgoal."""
    marker = turn.refs.get(PROGRESS, "")
    fingerprint, _, rest = marker.partition(":")
    count, _, subgoal = rest.partition(":")
    if answered or fingerprint != turn.screen.fingerprint or subgoal != str(current) or not count.isdigit():
        return 1
    return int(count) + 1


def _read_plan(turn: Turn, fresh: list[str]) -> PlanState:
    plan, current = list(turn.arguments.plan), turn.arguments.current_subgoal
    if not plan:
        return PlanState(list(fresh), current, new_plan=list(fresh))
    readable = current < len(plan) and all(parse_subgoal(item) is not None for item in plan[current:])
    if readable:
        return PlanState(plan, current)
    # Keep the done prefix (the client does not reset current_subgoal), plan the rest afresh.
    prefix = plan[:current] + ["(done)"] * (current - len(plan))
    return PlanState(prefix + fresh, current, replan=prefix + fresh)


def _stale(turn: Turn, state: PlanState) -> PlanState | None:
    """A plan whose app is no longer in front: insert the way back before the current subgoal."""
    package = turn.arguments.current_package
    goal = parse_subgoal(state.plan[state.current])
    if not package or goal is None or goal.kind in ("open_app", "open_setting", "ask_instead", "explore", "read"):
        return None
    for index in range(state.current - 1, -1, -1):
        opener = parse_subgoal(state.plan[index])
        if opener is None or opener.kind not in ("open_app", "open_setting"):
            continue
        app = opener.target if opener.kind == "open_app" else "Settings"
        if in_app(app, turn) or any(package_matches(step, package) for step in turn.trail[:1]):
            return None
        plan = state.plan[: state.current] + [state.plan[index]] + state.plan[state.current :]
        return PlanState(plan, state.current, state.new_plan, replan=plan)
    return None


def _skip_achieved(turn: Turn, state: PlanState) -> PlanState | None:
    """When the screen shows the current or a later subgoal reached, move past the last such one.

    Only one ``advance_subgoal`` fits in a result, so achieved subgoals in between are dropped
    from the plan (``replan`` keeps the done prefix and the current one). Returns the state with
    ``current`` past the plan's end when everything is achieved.
    """
    last_achieved: int | None = None
    for index in range(state.current, len(state.plan)):
        goal = parse_subgoal(state.plan[index])
        if goal is None or unresolved(state.plan[index]):
            break
        follows = index == state.current or last_achieved == index - 1
        if goal.kind in ("type", "choose", "dismiss", "check", "remember", "close") and not follows:
            # A form's later field showing its value (a default) does not mean the earlier ones are filled;
            # an entry's text on screen is the one the subgoal before opened.
            continue
        if achieved(goal, turn, state.plan, is_current=index == state.current) or (follows and carried(goal, turn)):
            last_achieved = index
        elif (
            goal.kind in BARRIERS
            or (goal.kind == "check" and index + 1 < len(state.plan))
            # something to play not yet playing: what is queued after it would go before it; shuffle not yet
            # turned on (a later "Open VLC" met does not turn it; turned off, where no toggle shows, it may stay off)
            or (goal.kind == "play" and (goal.target != "shuffle mode" or goal.on))
        ):
            # An unanswered decline or an act not yet done is a barrier: nothing after it counts. So is an entry
            # not yet seen in its list when another follows: its editor, still open, would take the next one's steps.
            break
    if last_achieved is None:
        return None
    replan = state.replan
    plan = state.plan
    if last_achieved > state.current:
        plan = state.plan[: state.current + 1] + state.plan[last_achieved + 1 :]
        replan = plan
    return PlanState(plan, state.current + 1, state.new_plan, replan, advance=True)


def _trail_after(result: AgentStepResult, turn: Turn) -> list[str]:
    """The trail once ``result`` is applied (an action waiting for confirmation changes nothing)."""
    trail = list(turn.trail)
    if result.requires_confirmation:
        return trail
    if result.action == "open_app":
        return [result.app_name or ""]
    if result.action == "open_setting":
        return ["Settings", result.setting_name or ""]
    if result.action == "back":
        return trail[:-1]
    if result.action == "tap":
        element = turn.screen.element(result.target_index)
        if element is not None and element.kind not in ("Switch", "CheckBox", "EditText"):
            return [*trail, element.label]
    return trail


def _finalize(
    result: AgentStepResult, turn: Turn, state: PlanState, count: int, passed: list[str] | None = None
) -> AgentStepResult:
    """The guarantees every result of the rule planner keeps (the tool holds every proposer's result to the
    run's denials: ``denials.held_to_denials``)."""
    if not turn.allows(result.action):
        result = missing_capability(result.action, result.status_text.lower())
    if result.remember is None and result.action != "give_up":
        passed = state.plan[: state.current] if passed is None else passed
        remember = fact_to_carry(turn, passed) or _fact_to_remember(turn)
        result = result.model_copy(update={"remember": remember})
    if result.action == "done":
        facts = dict(turn.facts)
        if result.remember is not None:
            facts[result.remember.key] = result.remember.value
        result = result.model_copy(update={"final_answer": final_answer(turn.arguments.task, facts)})
    reason = confirmation_reason(result, turn.screen)
    if reason is not None:
        result = result.model_copy(update={"requires_confirmation": True, "confirmation_reason": reason})
    if result.action == "ask_user":
        count = 0  # a question is progress of its own: the answer starts the count afresh
        if turn.refs.get(nav.SCAN) is not None and nav.SCAN not in result.state_refs:
            result = result.model_copy(update={"state_refs": {**result.state_refs, nav.SCAN: None}})
    refs: dict[str, str | None] = {
        key: value for key, value in result.state_refs.items() if value is not None or key in turn.refs
    }
    launcher = launcher_apps(turn.screen)
    package = turn.arguments.current_package
    if turn.history.last == "open_app" and turn.trail and package and not launcher:
        refs[nav.OPENED] = f"{turn.trail[0]}|{package}"
    if launcher and nav.read_apps(turn.refs) != launcher:
        refs[nav.APPS] = nav.write_apps(launcher)
    trail = _trail_after(result, turn)
    if trail != list(turn.trail):
        refs[nav.TRAIL] = nav.write_trail(trail)
    refs[PROGRESS] = f"{turn.screen.fingerprint}:{count}:{state.current}"
    if state.new_plan is not None and turn.relative_dates and turn.device_today is None:
        note = (
            " The task's relative date was read against the server's clock: no today:/now: line in "
            "known_facts and no date on the screen."
        )
        result = result.model_copy(update={"reasoning": (result.reasoning or "") + note})
    result = result.model_copy(
        update={"plan": state.new_plan, "replan": state.replan, "advance_subgoal": state.advance}
    )
    return result.model_copy(update={"state_refs": refs})


def decide(turn: Turn) -> AgentStepResult:
    """The next action, from the session and the screen alone (offline)."""
    # An INTERNAL span (a no-op unless tracing is configured) naming the action chosen, never the screen's text.
    with _tracer.start_as_current_span("next_step rule planner") as span:
        result = _decide(turn)
        span.set_attribute("mcp_agent.planner.action", str(result.action))
        return result


def _decide(turn: Turn) -> AgentStepResult:
    ended = finished(turn)
    if ended is not None:
        return ended
    state = _read_plan(turn, plan_for(turn.task_goal))
    # Facts carried from earlier screens fill the subgoals that name them («key»).
    resolved = resolve_plan(state.plan, turn.facts, turn.device_today)
    if len(resolved) != len(state.plan):
        # Rows read into entries: the client gets the longer plan (its current subgoal still counts in it).
        state = replace(state, plan=resolved, replan=resolved)
    else:
        state = replace(state, plan=resolved)
    if turn.answer is not None and turn.answer.casefold() == STOP.casefold():
        declined = unresolved_declines(turn.fact_lines)
        reason = f"The user declined to {declined[-1]} and chose to stop." if declined else "The user chose to stop."
        return _finalize(give_up(reason, "The user answered Stop."), turn, state, 1)
    missing = _missing_for_plan(turn, state)
    if missing is not None:
        return _finalize(missing, turn, state, 1)
    # Read as the grammar read it: a value taken back ("555 1234, no sorry, 555 9876") is no longer said.
    fresh = state.new_plan is not None
    in_doubt = reference_in_doubt(turn.task_said) if fresh else None
    if in_doubt is not None:
        # No plan is kept: the answer changes the reading, and the next step plans from it.
        asked = ask(
            reference_question(in_doubt),
            [*in_doubt.candidates, STOP],
            f'The remark names more than one thing "{in_doubt.reference}" may stand for: not guessing which.',
        )
        return _finalize(asked, turn, replace(state, new_plan=None), 1)
    doubt = (
        doubt_about(reworded(checked_as_read(tabs_as_pipes(turn.task_said))), turn.task_goal, state.plan)
        if fresh
        else None
    )
    if doubt is not None:
        question = ask(doubt.question, [GO_AHEAD, STOP], doubt.reasoning)
        return _finalize(question.model_copy(update={"confidence": doubt.confidence}), turn, state, 1)
    grant = permission_prompt(turn.screen)
    if grant is not None:
        # The app the task uses asks for what it needs to do the task: granted while it is used.
        granted = tap_on(grant, f"Tapping {grant.label}", "The app asks for a permission the task needs.")
        return _finalize(granted, turn, state, 1)
    stale = _stale(turn, state)
    if stale is not None:
        goal = parse_subgoal(stale.plan[stale.current])
        assert goal is not None
        result = act(goal, turn, stale.plan)
        reasoning = f"{turn.arguments.current_package} is in front, not the app the plan was in; going back. "
        result = result.model_copy(update={"reasoning": reasoning + (result.reasoning or "")})
        return _finalize(result, turn, stale, _progress(turn, stale.current, False))
    before = state
    state = _skip_achieved(turn, state) or state
    # The subgoals passed, those this step dropped as reached included (a fact one of them read is kept).
    passed = before.plan[: state.current + len(before.plan) - len(state.plan)]
    reached = passed[before.current :]  # the subgoals this very step found reached: a fact read now is read here
    if state.current < len(state.plan) and (now := read_now(turn, state.plan, state.current, reached)) is not None:
        state = replace(state, plan=now, replan=now if len(now) != len(state.plan) else state.replan)
    if state.current >= len(state.plan):
        done = result_of("done", "Task complete", "The screen shows the last subgoal reached.")
        return _finalize(done, turn, state, 1, passed)
    count = _progress(turn, state.current, turn.answer is not None)
    goal = parse_subgoal(state.plan[state.current])
    assert goal is not None  # _read_plan replanned anything unreadable from the current subgoal on
    # Reading a list sees a short list's one screen three times (to its top, down, its end): it ends by itself.
    if count >= STUCK_AFTER and goal.kind not in (
        "ask_instead",
        "list_answer",
        "item_detail",  # which playlists hold an item: the list of playlists comes back after each one read
        "delete_duplicates",
        "delete_matching",
        "delete_picked",
        "choose_span",
    ):
        stuck = ask(
            f'I have seen this screen {count} times without progress on "{state.plan[state.current]}". '
            "What should I do?",
            [TRY_AGAIN, STOP],
            "The same screen keeps coming back: not guessing further.",
        )
        return _finalize(stuck, turn, state, count)
    if unresolved(state.plan[state.current]):
        missing = ask(
            f'I did not find what "{state.plan[state.current]}" needs. What should I do?',
            [TRY_AGAIN, STOP],
            "The fact this subgoal uses was never read off a screen: not guessing it.",
        )
        return _finalize(missing, turn, state, count, passed)
    result = act(goal, turn, state.plan)
    if result.action == "ask_user" and turn.answer is None:
        # Stuck in an app chosen by purpose: another app for that purpose may do it.
        result = other_app_of_purpose(state.plan[: state.current], turn) or result
    return _finalize(result, turn, state, count, passed)


def _missing_for_plan(turn: Turn, state: PlanState) -> AgentStepResult | None:
    """Give up at once when a remaining subgoal needs an action the device cannot take."""
    for item in state.plan[state.current :]:
        goal = parse_subgoal(item)
        needed = _essential_capability(goal) if goal is not None else None
        if needed is not None and not turn.allows(needed[0]):
            return missing_capability(needed[0], needed[1])
    return None


def decline(turn: Turn, proposal: AgentStepResult | None) -> AgentStepResult:
    """The user denied ``proposal``: do nothing, report nothing done, and ask what to do instead."""
    description = describe_action(proposal, turn.screen) if proposal is not None else "take the proposed action"
    plan = list(turn.arguments.plan) or plan_for(turn.task_goal)
    current = turn.arguments.current_subgoal
    prefix = plan[:current] + ["(done)"] * (current - len(plan))
    replan = [*prefix, f"Ask the user what to do instead of: {description}", *plan[current:]]
    return declined_question(description).model_copy(
        update={
            "replan": replan,
            "remember": RememberFact(key=DECLINED_KEY, value=description),
            "state_refs": {PROGRESS: f"{turn.screen.fingerprint}:0:{current}"},
        }
    )
