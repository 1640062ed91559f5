"""The offline rule planner: one test per rule it must keep, and the three example tasks end to end.

Multi-step scenarios run in process: a tiny phone (``Phone``) shows screens, ``planner.decide``
proposes, ``AgentSession.apply`` applies exactly as a client would. A result that needs
confirmation is treated as approved (its action is performed and applied without the flag).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult, is_allowed
from mcp_agent.tools.next_step.safety import describe_action
from mcp_agent.tools.next_step.screen import parse_screen
from mcp_agent.tools.next_step.session import AgentSession
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

HOME, SETTINGS, MESSAGES, SHOP = (
    "com.android.launcher",
    "com.android.settings",
    "com.example.messages",
    "com.example.shop",
)

HOME_SCREEN = """Home screen
[0] ImageButton "Settings"
[1] ImageButton "Messages"
[2] ImageButton "Shop"
[3] ImageButton "Camera\""""
SETTINGS_MAIN = """Settings
[0] ListItem "Network & internet"
[1] ListItem "Connected devices"
[2] ListItem "Display"
[3] ListItem "Sound\""""
MESSAGES_LIST = """Messages
[0] ImageButton "New message"
[1] ListItem "Priyanka"
[2] ListItem "Sam"
[3] ListItem "Priya\""""
SHOP_MAIN = """Shop
[0] ListItem "Chargers"
[1] ListItem "Cables"
[2] ListItem "Headphones\""""
CHARGERS = """Chargers
[0] List "Results" scrollable
[1] ListItem "USB-C charger 20 W" value="$19.99"
[2] ListItem "Wireless charger" value="$24.50"
[3] ListItem "Travel charger" value="$12.00\""""
PRICES = {"USB-C charger 20 W": "$19.99", "Wireless charger": "$24.50", "Travel charger": "$12.00"}


def network_page(wifi_on: bool) -> str:
    return f"""Network & internet
[0] ImageButton "Navigate up"
[1] Switch "Wi-Fi" {"checked" if wifi_on else "unchecked"}
[2] Switch "Mobile data" checked
[3] Switch "Airplane mode" unchecked"""


def conversation(typed: str, sent: list[str]) -> str:
    lines = ["Conversation with Sam", '[0] ImageButton "Navigate up"', '[1] TextView "Sam: are you coming?"']
    index = 2
    for text in sent:
        lines.append(f'[{index}] TextView "You: {text}"')
        index += 1
    value = f' value="{typed}"' if typed else ""
    lines.append(f'[{index}] EditText "Message" focused{value}')
    lines.append(f'[{index + 1}] Button "Send"' + ("" if typed else " disabled"))
    return "\n".join(lines)


@dataclass
class Phone:
    """The example simulator's screens, enough to drive the planner in process."""

    page: str = "home"
    wifi_on: bool = False
    typed: str = ""
    sent: list[str] = field(default_factory=list)
    product: str = ""

    @property
    def package(self) -> str:
        if self.page == "home":
            return HOME
        if self.page in ("settings", "network"):
            return SETTINGS
        if self.page in ("messages", "conversation"):
            return MESSAGES
        return SHOP

    def describe(self) -> str:
        if self.page == "home":
            return HOME_SCREEN
        if self.page == "settings":
            return SETTINGS_MAIN
        if self.page == "network":
            return network_page(self.wifi_on)
        if self.page == "messages":
            return MESSAGES_LIST
        if self.page == "conversation":
            return conversation(self.typed, self.sent)
        if self.page == "shop":
            return SHOP_MAIN
        if self.page == "chargers":
            return CHARGERS
        if self.page == "product":
            return (
                f'{self.product}\n[0] TextView "{PRICES[self.product]}"\n[1] Button "Add to cart"\n'
                '[2] Button "Proceed to checkout"'
            )
        if self.page == "checkout":
            return f'Checkout\n[0] TextView "{self.product} {PRICES[self.product]}"\n[1] Button "Place order"'
        return 'Order placed\n[0] TextView "Order number 58213"\n[1] Button "Continue shopping"'

    def perform(self, result: AgentStepResult) -> None:
        screen = parse_screen(self.describe())
        if result.action == "open_app":
            self.page = {"Settings": "settings", "Messages": "messages", "Shop": "shop"}[result.app_name or ""]
        elif result.action == "open_setting":
            self.page = "network"
        elif result.action == "type":
            self.typed = result.text_to_type or ""
        elif result.action == "tap":
            element = screen.element(result.target_index)
            assert element is not None and not element.disabled, f"tapped {result.target_index} on {self.page}"
            self._tap(element.label)

    def _tap(self, label: str) -> None:
        targets = {
            "Settings": "settings",
            "Messages": "messages",
            "Shop": "shop",
            "Network & internet": "network",
            "Sam": "conversation",
            "Chargers": "chargers",
            "Proceed to checkout": "checkout",
            "Place order": "placed",
        }
        if label == "Wi-Fi":
            self.wifi_on = not self.wifi_on
        elif label == "Send":
            self.sent.append(self.typed)
            self.typed = ""
        elif label in PRICES:
            self.page, self.product = "product", label
        elif label in targets:
            self.page = targets[label]


def step(session: AgentSession, description: str, package: str | None = None) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(session.arguments(description, current_package=package))
    return planner.decide(Turn.read(arguments))


def run(task: str, phone: Phone, max_steps: int = 15) -> tuple[AgentSession, list[AgentStepResult]]:
    """Drive the phone until done or give_up; confirmation-needing results count as approved."""
    session = AgentSession(task=task)
    results: list[AgentStepResult] = []
    for _ in range(max_steps):
        result = step(session, phone.describe(), phone.package)
        if result.requires_confirmation:
            result = result.model_copy(update={"requires_confirmation": False})
        results.append(result)
        phone.perform(result)
        session.apply(result)
        if result.action in ("done", "give_up", "ask_user"):
            break
    return session, results


def arguments(task: str, screen: str, **fields: object) -> AgentStepArguments:
    return AgentStepArguments.model_validate({"task": task, "screen_description": screen, "step_count": 0, **fields})


def decide(task: str, screen: str, **fields: object) -> AgentStepResult:
    return planner.decide(Turn.read(arguments(task, screen, **fields)))


# -- the example tasks -------------------------------------------------------------------------


def test_example_turn_on_wifi_ends_in_done() -> None:
    phone = Phone()
    session, results = run("turn on Wi-Fi", phone)
    assert [r.action for r in results] == ["open_setting", "tap", "done"]
    assert phone.wifi_on
    assert session.finished


def test_example_send_on_my_way_to_sam_ends_in_done() -> None:
    phone = Phone()
    session, results = run("send 'on my way' to Sam", phone)
    assert [r.action for r in results] == ["open_app", "tap", "type", "tap", "done"]
    assert phone.sent == ["on my way"]
    assert results[2].text_to_type == "on my way"


def test_example_buy_the_cheapest_charger_ends_in_done_with_the_order_number() -> None:
    phone = Phone()
    session, results = run("buy the cheapest charger", phone)
    # The results list is scrollable: it is read to its end (the scroll does not move it) before choosing.
    assert [r.action for r in results] == ["open_app", "tap", "scroll_down", "tap", "tap", "tap", "done"]
    assert phone.product == "Travel charger"
    done = results[-1]
    assert done.final_answer is not None and "58213" in done.final_answer
    assert "order_number: 58213" in session.known_facts


def test_example_tasks_need_confirmation_exactly_for_send_and_place_order() -> None:
    confirmed: list[str] = []
    for task in ("turn on Wi-Fi", "send 'on my way' to Sam", "buy the cheapest charger"):
        phone, session = Phone(), AgentSession(task=task)
        for _ in range(15):
            result = step(session, phone.describe(), phone.package)
            if result.requires_confirmation:
                confirmed.append(describe_action(result, parse_screen(phone.describe())))
                result = result.model_copy(update={"requires_confirmation": False})
            phone.perform(result)
            session.apply(result)
            if result.action == "done":
                break
        assert session.finished
    assert confirmed == ['tap Button "Send"', 'tap Button "Place order"']


def test_example_tasks_work_with_only_tap_type_and_back_from_home() -> None:
    phone = Phone()
    session = AgentSession(task="send 'on my way' to Sam", capabilities=["tap", "type"])
    for _ in range(15):
        result = step(session, phone.describe(), phone.package)
        assert is_allowed(result.action, ["tap", "type"])
        phone.perform(result.model_copy(update={"requires_confirmation": False}))
        session.apply(result.model_copy(update={"requires_confirmation": False}))
        if result.action == "done":
            break
    assert phone.sent == ["on my way"]


# -- the planner's rules -----------------------------------------------------------------------


def test_makes_a_plan_from_the_task_on_the_first_step() -> None:
    result = decide("send 'on my way' to Sam", HOME_SCREEN, current_package=HOME)
    assert result.plan == ["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"]
    assert result.replan is None
    assert all(planner.parse_subgoal(item) is not None for item in result.plan)
    assert decide("buy the cheapest charger", HOME_SCREEN).plan == [
        "Open Shop",
        "Find chargers",
        "Pick the cheapest charger",
        "Proceed to checkout",
        "Place the order",
    ]
    assert decide("turn on Wi-Fi", HOME_SCREEN).plan == ["Open the Wi-Fi setting", "Turn on Wi-Fi"]


@pytest.mark.parametrize(
    ("task", "plan"),
    [
        ("turn off Bluetooth", ["Open the Bluetooth setting", "Turn off Bluetooth"]),
        ("Enable airplane mode please", ["Open the airplane mode setting", "Turn on airplane mode"]),
        (
            'Send "see you" to Sam Lee on WhatsApp',
            ["Open WhatsApp", "Open the conversation with Sam Lee", "Type 'see you'", "Send the message"],
        ),
        (
            "text Sam 'hi there'",
            ["Open Messages", "Open the conversation with Sam", "Type 'hi there'", "Send the message"],
        ),
        ("search for 'usb cable'", ["Type 'usb cable' into Search"]),
        ("complete the setup", ["Tap Next on each page until the end", "Finish the wizard"]),
        ("open the Camera app", ["Open Camera", "Dismiss any pop-ups"]),
    ],
)
def test_plans_other_phrasings_in_the_same_grammar(task: str, plan: list[str]) -> None:
    result = decide(task, HOME_SCREEN)
    assert result.plan == plan
    assert all(planner.parse_subgoal(item) is not None for item in plan)


def test_sends_the_plan_only_on_the_first_step() -> None:
    plan = ["Open the Wi-Fi setting", "Turn on Wi-Fi"]
    result = decide("turn on Wi-Fi", SETTINGS_MAIN, step_count=1, steps_so_far=["tap"], plan=plan)
    assert result.plan is None


def test_replans_a_foreign_plan_from_the_task_keeping_the_done_prefix() -> None:
    foreign = ["Unlock the phone", "Go find the wifi thing", "Flip it"]
    result = decide("turn on Wi-Fi", HOME_SCREEN, step_count=1, steps_so_far=["back"], plan=foreign, current_subgoal=1)
    assert result.replan == ["Unlock the phone", "Open the Wi-Fi setting", "Turn on Wi-Fi"]
    assert result.action == "open_setting" and result.setting_name == "Wi-Fi"


@pytest.mark.parametrize("label", ["Wi-Fi", "WiFi", "wifi", "wi fi", "WI-FI"])
def test_matches_labels_by_words_across_hyphens_and_case(label: str) -> None:
    screen = f'Network\n[0] Switch "Bluetooth" unchecked\n[1] Switch "{label}" unchecked'
    result = decide(
        "turn on wifi",
        screen,
        plan=["Open the wifi setting", "Turn on wifi"],
        current_subgoal=1,
        step_count=1,
        steps_so_far=["open_setting"],
    )
    assert (result.action, result.target_index) == ("tap", 1)


def test_a_whole_word_match_beats_a_prefix() -> None:
    result = decide("send 'hi' to Priya", MESSAGES_LIST, current_package=MESSAGES)
    assert (result.action, result.target_index) == ("tap", 3)
    assert result.advance_subgoal  # Open Messages was already achieved


def test_disabled_elements_are_not_tapped() -> None:
    screen = 'Contacts\n[0] ListItem "Sam" disabled\n[1] ListItem "Alex"'
    result = decide(
        "send 'hi' to Sam",
        screen,
        plan=["Open Messages", "Open the conversation with Sam"],
        current_subgoal=1,
        step_count=1,
        steps_so_far=["open_app"],
    )
    assert result.action != "tap"


def test_types_quoted_values_exactly_into_the_message_field() -> None:
    task = "send 'I'm 5 min late, sorry!' to Sam"
    result = decide(task, conversation("", []), current_package=MESSAGES)
    assert result.plan is not None and result.plan[2] == "Type 'I'm 5 min late, sorry!'"
    assert (result.action, result.target_index, result.text_to_type) == ("type", 2, "I'm 5 min late, sorry!")
    double = decide('send "Call me, ok?" to Sam', conversation("", []), current_package=MESSAGES)
    assert (double.action, double.text_to_type) == ("type", "Call me, ok?")


def test_types_a_known_password_only_into_the_password_field() -> None:
    screen = 'Sign in\n[0] EditText "" focused\n[1] EditText "Email"\n[2] EditText "Password"\n[3] Button "Log in"'
    facts = "email: me@example.com\npassword: hunter2"
    first = decide("log in to Mail", screen, known_facts=facts)
    assert first.plan == ["Enter the email", "Enter the password", "Tap Log in"]
    assert (first.action, first.target_index, first.text_to_type) == ("type", 1, "me@example.com")
    filled = screen.replace('"Email"', '"Email" value="me@example.com"')
    second = decide("log in to Mail", filled, known_facts=facts, plan=first.plan, step_count=1, steps_so_far=["type"])
    assert second.advance_subgoal and (second.action, second.target_index, second.text_to_type) == (
        "type",
        2,
        "hunter2",
    )


def test_never_types_a_password_into_an_unrelated_field() -> None:
    # Regression: the password went into a search box whose label was empty.
    search = 'Search\n[0] EditText "" focused\n[1] Button "Search"'
    result = decide("log in with my password", search, known_facts="password: hunter2")
    assert result.action != "type"
    assert result.action in ("ask_user", "scroll_down")
    labelled_search = 'Search\n[0] EditText "Search" focused\n[1] List "Results" scrollable'
    assert decide("log in with my password", labelled_search, known_facts="password: hunter2").action == "scroll_down"


def test_a_message_is_not_typed_into_a_search_field() -> None:
    screen = 'Messages\n[0] EditText "Search conversations" focused\n[1] ListItem "Alex"'
    plan = ["Open Messages", "Open the conversation with Sam", "Type 'hi'", "Send the message"]
    result = decide(
        "send 'hi' to Sam", screen, plan=plan, current_subgoal=2, step_count=2, steps_so_far=["open_app", "tap"]
    )
    assert result.action != "type"


def test_advances_when_the_screen_shows_the_subgoal_achieved() -> None:
    plan = ["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"]
    typed = conversation("on my way", [])
    result = decide(
        "send 'on my way' to Sam",
        typed,
        plan=plan,
        current_subgoal=2,
        step_count=3,
        steps_so_far=["open_app", "tap", "type"],
        current_package=MESSAGES,
    )
    assert result.advance_subgoal
    assert result.action == "tap" and parse_screen(typed).element(result.target_index).label == "Send"  # type: ignore[union-attr]
    on = decide(
        "turn on Wi-Fi",
        network_page(True),
        plan=["Open the Wi-Fi setting", "Turn on Wi-Fi"],
        current_subgoal=1,
        step_count=2,
        steps_so_far=["open_setting", "tap"],
    )
    assert on.action == "done"


def test_skips_several_achieved_subgoals_keeping_the_done_prefix() -> None:
    plan = ["Open Shop", "Find chargers", "Pick the cheapest charger", "Proceed to checkout", "Place the order"]
    checkout = 'Checkout\n[0] TextView "Travel charger $12.00"\n[1] Button "Place order"'
    result = decide(
        "buy the cheapest charger",
        checkout,
        plan=plan,
        current_subgoal=1,
        step_count=1,
        steps_so_far=["open_app"],
        current_package=SHOP,
    )
    assert result.advance_subgoal and result.replan == ["Open Shop", "Find chargers", "Place the order"]
    assert result.requires_confirmation and result.target_index == 1


def test_remembers_the_order_number_the_task_asks_for() -> None:
    placed = 'Order placed\n[0] TextView "Order number 58213"\n[1] Button "Continue shopping"'
    plan = ["Open Shop", "Find chargers", "Pick the cheapest charger", "Proceed to checkout", "Place the order"]
    result = decide(
        "buy the cheapest charger",
        placed,
        plan=plan,
        current_subgoal=4,
        step_count=5,
        steps_so_far=["open_app", "tap", "tap", "tap", "tap"],
        current_package=SHOP,
    )
    assert result.remember is not None and (result.remember.key, result.remember.value) == ("order_number", "58213")
    assert result.action == "done" and "58213" in (result.final_answer or "")


def test_remembers_a_code_when_asked() -> None:
    screen = 'Inbox\n[0] TextView "Your code: 123456"\n[1] Button "Back"'
    result = decide("open Mail and tell me the code", screen, current_package="com.example.mail")
    assert result.remember is not None and (result.remember.key, result.remember.value) == ("code", "123456")
    assert "Code: 123456" in (result.final_answer or "")


def test_words_without_a_number_are_not_remembered_as_codes_or_order_numbers() -> None:
    screen = 'Deals\n[0] TextView "Promo code applied"\n[1] Button "Order now"\n[2] TextView "Order number: pending"'
    result = decide("open Shop and tell me the code and the order number", screen, current_package=SHOP)
    assert result.remember is None


def test_a_stray_saved_word_is_not_the_goal() -> None:
    # Regression: done after one tap because the screen said "saved".
    screen = 'Settings saved successfully\n[0] Switch "Wi-Fi" unchecked\n[1] TextView "Changes saved"'
    plan = ["Open the Wi-Fi setting", "Turn on Wi-Fi"]
    result = decide("turn on Wi-Fi", screen, plan=plan, current_subgoal=1, step_count=1, steps_so_far=["tap"])
    assert result.action == "tap" and result.target_index == 0


def test_a_send_task_is_done_only_when_the_text_shows_as_a_sent_message() -> None:
    plan = ["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"]
    typed_only = conversation("on my way", [])
    result = decide(
        "send 'on my way' to Sam",
        typed_only,
        plan=plan,
        current_subgoal=3,
        step_count=4,
        steps_so_far=["open_app", "tap", "type", "tap"],
        current_package=MESSAGES,
    )
    assert result.action != "done"
    sent = conversation("", ["on my way"])
    result = decide(
        "send 'on my way' to Sam",
        sent,
        plan=plan,
        current_subgoal=3,
        step_count=4,
        steps_so_far=["open_app", "tap", "type", "tap"],
        current_package=MESSAGES,
    )
    assert result.action == "done"


def test_a_buy_task_is_not_done_on_a_success_word_without_an_order_confirmation() -> None:
    plan = ["Open Shop", "Find chargers", "Pick the cheapest charger", "Proceed to checkout", "Place the order"]
    screen = 'Checkout\nCoupon applied: success!\n[0] Button "Place order"'
    result = decide(
        "buy the cheapest charger",
        screen,
        plan=plan,
        current_subgoal=4,
        step_count=4,
        steps_so_far=["open_app", "tap", "tap", "tap"],
        current_package=SHOP,
    )
    assert result.action == "tap" and result.requires_confirmation


def test_a_wizard_taps_next_on_every_new_page_until_finish() -> None:
    # Regression: it stopped after the first Next.
    pages = [
        'Welcome\n[0] TextView "Let\'s set up your phone"\n[1] Button "Next"',
        'Choose a language\n[0] ListItem "English" checked\n[1] ListItem "Deutsch"\n[2] Button "Next"',
        'Wi-Fi\n[0] TextView "Connect later"\n[1] Button "Skip"\n[2] Button "Next"',
        'All set\n[0] Button "Finish"',
        'Home screen\n[0] ImageButton "Settings"',
    ]
    session = AgentSession(task="complete the setup wizard")
    taps: list[str] = []
    for page in range(len(pages)):
        result = step(session, pages[page])
        session.apply(result)
        if result.action == "done":
            break
        assert result.action == "tap", result
        element = parse_screen(pages[page]).element(result.target_index)
        assert element is not None
        taps.append(element.label)
    assert taps == ["Next", "Next", "Next", "Finish"]
    assert session.finished and session.steps_so_far[-1] == "done"


# -- safety ------------------------------------------------------------------------------------


def test_marks_irreversible_taps_for_confirmation() -> None:
    plan = ["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"]
    result = decide(
        "send 'on my way' to Sam",
        conversation("on my way", []),
        plan=plan,
        current_subgoal=3,
        step_count=3,
        steps_so_far=["open_app", "tap", "type"],
        current_package=MESSAGES,
    )
    assert result.action == "tap" and result.requires_confirmation
    assert result.confirmation_reason and "send" in result.confirmation_reason
    reversible = decide(
        "turn on Wi-Fi",
        network_page(False),
        plan=["Open the Wi-Fi setting", "Turn on Wi-Fi"],
        current_subgoal=1,
        step_count=1,
        steps_so_far=["open_setting"],
    )
    assert not reversible.requires_confirmation and reversible.confirmation_reason is None


def _declined_session() -> tuple[AgentSession, str, AgentStepResult]:
    """A send run whose Send tap the user just denied."""
    phone = Phone(page="conversation", typed="on my way")
    session = AgentSession(
        task="send 'on my way' to Sam",
        step_count=3,
        steps_so_far=["open_app", "tap", "type"],
        plan=["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"],
        current_subgoal=3,
    )
    description = phone.describe()
    proposal = step(session, description, MESSAGES)
    assert proposal.requires_confirmation
    args = AgentStepArguments.model_validate(session.arguments(description, current_package=MESSAGES))
    declined = planner.decline(Turn.read(args), proposal)
    session.apply(declined)
    return session, description, declined


def test_a_denied_action_asks_what_to_do_instead() -> None:
    session, _, declined = _declined_session()
    assert declined.action == "ask_user" and declined.options == ["Try again", "Stop"]
    assert declined.question == 'The user declined to tap Button "Send". What should I do instead?'
    assert declined.replan == [
        "Open Messages",
        "Open the conversation with Sam",
        "Type 'on my way'",
        'Ask the user what to do instead of: tap Button "Send"',
        "Send the message",
    ]
    assert declined.remember is not None and declined.remember.key == "declined"
    assert not declined.requires_confirmation and declined.final_answer is None


def test_denied_means_unresolved_not_done() -> None:
    session, description, _ = _declined_session()
    # Without an answer: asked again, never done, never the declined action.
    again = step(session, description, MESSAGES)
    assert again.action == "ask_user"  # neither done nor the declined tap
    # Even if the screen later claims the message went out, a declined run is not done.
    sent = conversation("", ["on my way"])
    assert step(session, sent, MESSAGES).action == "ask_user"


def test_a_decline_of_a_proposal_that_also_advanced_keeps_the_done_prefix() -> None:
    # The Send proposal advanced past "Type" in the same result; denied, nothing of it was applied.
    plan = ["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"]
    session = AgentSession(
        task="send 'on my way' to Sam",
        step_count=3,
        steps_so_far=["open_app", "tap", "type"],
        plan=list(plan),
        current_subgoal=2,
    )
    description = conversation("on my way", [])
    proposal = step(session, description, MESSAGES)
    assert proposal.advance_subgoal and proposal.requires_confirmation
    args = AgentStepArguments.model_validate(session.arguments(description, current_package=MESSAGES))
    declined = planner.decline(Turn.read(args), proposal)
    assert declined.replan is not None and declined.replan[:2] == plan[:2]
    session.apply(declined)
    assert step(session, description, MESSAGES).action == "ask_user"
    session.answer("Try again")
    again = step(session, description, MESSAGES)
    assert again.action == "tap" and again.requires_confirmation
    session.apply(again.model_copy(update={"requires_confirmation": False}))
    done = step(session, conversation("", ["on my way"]), MESSAGES)
    assert done.action == "done"


def test_a_user_answer_supplies_a_missing_fact() -> None:
    screen = 'Sign in\n[0] EditText "Password" focused\n[1] Button "Log in"'
    session = AgentSession(task="log in with my password")
    question = step(session, screen)
    assert question.action == "ask_user" and question.question == "What is your password?"
    session.apply(question)
    session.answer("hunter2")
    typed = step(session, screen)
    assert (typed.action, typed.target_index, typed.text_to_type) == ("type", 0, "hunter2")
    assert typed.remember is not None and (typed.remember.key, typed.remember.value) == ("password", "hunter2")
    session.apply(typed)
    filled = screen.replace("focused", 'focused value="hunter2"')
    log_in = step(session, filled)
    assert log_in.advance_subgoal and (log_in.action, log_in.target_index) == ("tap", 1)


def test_after_a_decline_stop_gives_up() -> None:
    session, description, _ = _declined_session()
    session.answer("Stop")
    result = step(session, description, MESSAGES)
    assert result.action == "give_up" and "declined" in result.status_text


def test_after_a_decline_try_again_proposes_the_action_again_for_a_new_confirmation() -> None:
    session, description, _ = _declined_session()
    session.answer("Try again")
    result = step(session, description, MESSAGES)
    assert result.action == "tap" and result.requires_confirmation and result.advance_subgoal
    assert parse_screen(description).element(result.target_index).label == "Send"  # type: ignore[union-attr]


def test_a_declined_action_is_not_proposed_again_by_another_path() -> None:
    session, description, _ = _declined_session()
    session.answer("something else")  # neither option: cannot be acted on, and still not the declined action
    result = step(session, description, MESSAGES)
    assert result.action == "give_up"


def test_replans_when_another_app_came_to_the_front() -> None:
    plan = ["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"]
    dialer = 'Phone\n[0] Button "Call"\n[1] EditText "Number"'
    result = decide(
        "send 'on my way' to Sam",
        dialer,
        plan=plan,
        current_subgoal=2,
        step_count=2,
        steps_so_far=["open_app", "tap"],
        current_package="com.android.dialer",
    )
    assert result.replan == [
        "Open Messages",
        "Open the conversation with Sam",
        "Open Messages",
        "Type 'on my way'",
        "Send the message",
    ]
    assert result.action == "open_app" and result.app_name == "Messages"
    assert not result.advance_subgoal


def test_a_list_that_does_not_move_ends_the_search_with_a_question() -> None:
    # Before the whole-list search this took three scrolls (the stale-screen rule); now the list that
    # did not move on the first scroll is known to be all on screen.
    screen = 'Messages\n[0] ListItem "Alex" \n[1] List "Contacts" scrollable'
    session = AgentSession(task="send 'hi' to Sam")
    actions = []
    for _ in range(2):
        result = step(session, screen, MESSAGES)
        session.apply(result)
        actions.append(result.action)
    assert actions == ["scroll_down", "ask_user"]
    marker = session.state_refs["progress"]
    fingerprint, count, subgoal = marker.split(":")
    assert fingerprint == parse_screen(screen).fingerprint and count == "0" and subgoal == "1"
    session.answer("Try again")
    assert step(session, screen, MESSAGES).action == "scroll_down"


def test_the_same_screen_three_times_without_progress_asks_the_user() -> None:
    screen = 'Messages\n[0] ListItem "Sam"\n[1] ListItem "Alex"'  # tapping Sam does not open anything
    session = AgentSession(task="send 'hi' to Sam")
    actions = []
    for _ in range(3):
        result = step(session, screen, MESSAGES)
        session.apply(result)
        actions.append(result.action)
    assert actions == ["tap", "tap", "ask_user"]
    assert session.state_refs["progress"].split(":")[1:] == ["0", "1"]


def test_the_progress_marker_counts_the_same_screen_on_the_same_subgoal() -> None:
    result = decide("turn on Wi-Fi", SETTINGS_MAIN, current_package=SETTINGS, capabilities=["tap", "open_app"])
    fingerprint = parse_screen(SETTINGS_MAIN).fingerprint
    assert result.state_refs["progress"] == f"{fingerprint}:1:0"
    again = decide(
        "turn on Wi-Fi",
        SETTINGS_MAIN,
        current_package=SETTINGS,
        capabilities=["tap", "open_app"],
        plan=["Open the Wi-Fi setting", "Turn on Wi-Fi"],
        step_count=1,
        steps_so_far=["tap"],
        state_refs={"progress": f"{fingerprint}:1:0", "approval": "h"},
    )
    assert again.state_refs["progress"] == f"{fingerprint}:2:0"
    assert "approval" not in again.state_refs  # never touches "approval"


def test_asks_instead_of_guessing_between_equally_likely_targets() -> None:
    screen = 'Messages\n[0] ListItem "Sam Lee"\n[1] ListItem "Sam Park"\n[2] ListItem "Alex"'
    session = AgentSession(task="send 'hi' to Sam")
    result = step(session, screen, MESSAGES)
    assert result.action == "ask_user" and result.options == ["Sam Lee", "Sam Park"]
    session.apply(result)
    session.answer("Sam Park")
    chosen = step(session, screen, MESSAGES)
    assert (chosen.action, chosen.target_index) == ("tap", 1)


def test_asks_when_the_best_match_is_weak() -> None:
    screen = 'Messages\n[0] ListItem "Priyanka"\n[1] ListItem "Alex"'
    result = decide("send 'hi' to Priya", screen, current_package=MESSAGES)
    assert result.action == "ask_user" and result.options == ["Priyanka"]


def test_proposes_only_actions_within_capabilities() -> None:
    result = decide("send 'on my way' to Sam", HOME_SCREEN, current_package=HOME, capabilities=["tap", "open_app"])
    assert result.action == "give_up" and "'type' capability" in result.status_text
    tap_only = decide("turn on Wi-Fi", HOME_SCREEN, current_package=HOME, capabilities=["tap"])
    assert (tap_only.action, tap_only.target_index) == ("tap", 0)  # the Settings icon, not open_setting
    no_scroll = decide(
        "send 'hi' to Sam",
        'Messages\n[0] List "Contacts" scrollable',
        current_package=MESSAGES,
        capabilities=["tap", "type", "open_app"],
    )
    assert no_scroll.action == "ask_user"


def test_wifi_without_open_setting_finds_the_network_section() -> None:
    phone, session = Phone(), AgentSession(task="turn on Wi-Fi", capabilities=["tap", "open_app"])
    for _ in range(15):
        result = step(session, phone.describe(), phone.package)
        assert is_allowed(result.action, session.capabilities)
        phone.perform(result)
        session.apply(result)
        if result.action == "done":
            break
    assert phone.wifi_on and session.finished


def test_finished_repeats_the_terminal_status() -> None:
    phone = Phone()
    session, _ = run("buy the cheapest charger", phone)
    args = AgentStepArguments.model_validate(session.arguments(phone.describe(), current_package=phone.package))
    again = planner.finished(Turn.read(args))
    assert again is not None and again.action == "done" and "already ended" in again.status_text
    assert "58213" in (again.final_answer or "")
    assert again.plan is None and again.replan is None and not again.advance_subgoal and again.remember is None
    gave_up = planner.finished(
        Turn.read(arguments("x", "", steps_so_far=["tap", "give_up"], known_facts="gave_up: no way"))
    )
    assert gave_up is not None and gave_up.action == "give_up" and "no way" in gave_up.status_text
    assert planner.finished(Turn.read(arguments("x", "", steps_so_far=["tap", "ask_user"]))) is None


def test_finished_reads_compacted_history() -> None:
    steps = ["[compacted] 57 earlier steps: tap 30, type 5, scroll_down 22", "tap", "done"]
    result = planner.finished(Turn.read(arguments("turn on Wi-Fi", "", steps_so_far=steps)))
    assert result is not None and result.action == "done"
    assert planner.decide(Turn.read(arguments("turn on Wi-Fi", "", steps_so_far=steps))).action == "done"


def test_reads_compacted_history_for_the_last_step() -> None:
    screen = 'Messages\n[0] ListItem "Sam Lee"\n[1] ListItem "Sam Park"'
    steps = ["[compacted] 57 earlier steps: tap 30, type 5, scroll_down 22", "open_app", "ask_user"]
    result = decide(
        "send 'hi' to Sam",
        screen,
        steps_so_far=steps,
        step_count=59,
        current_package=MESSAGES,
        plan=["Open Messages", "Open the conversation with Sam", "Type 'hi'", "Send the message"],
        current_subgoal=1,
        known_facts="answer: Sam Lee",
    )
    assert (result.action, result.target_index) == ("tap", 0)


def test_prose_only_screens_still_open_apps_and_scroll() -> None:
    assert decide("send 'hi' to Sam", "The lock screen shows the time.").action == "open_app"
    plan = ["Open Messages", "Open the conversation with Sam", "Type 'hi'", "Send the message"]
    result = decide(
        "send 'hi' to Sam",
        "A list of conversations is loading.",
        plan=plan,
        current_subgoal=1,
        step_count=1,
        steps_so_far=["open_app"],
    )
    assert result.action == "scroll_down"


def test_is_deterministic() -> None:
    first = decide("buy the cheapest charger", CHARGERS, current_package=SHOP)
    assert all(decide("buy the cheapest charger", CHARGERS, current_package=SHOP) == first for _ in range(3))


def test_an_unreadable_task_gives_up_rather_than_guessing() -> None:
    result = decide("make me happy", HOME_SCREEN)
    assert result.action == "give_up"


def test_ambiguity_is_judged_over_the_whole_list_and_the_answer_is_scrolled_back_to() -> None:
    top = 'Chats\n[0] List "Chats" scrollable\n[1] ListItem "Sam Lee (mobile)" value="call me"\n[2] ListItem "Ana"'
    bottom = 'Chats\n[0] List "Chats" scrollable\n[1] ListItem "Bo"\n[2] ListItem "Sam Park (work)"'
    session = AgentSession(task="Text Sam: 'running late'")
    screens = [top, bottom, bottom]  # the list scrolls once, then no further
    actions = []
    for screen in screens:
        result = step(session, screen, MESSAGES)
        assert not result.requires_confirmation  # opening a row whose preview says "call me" is not a call
        session.apply(result)
        actions.append(result.action)
    assert actions == ["scroll_down", "scroll_down", "ask_user"]
    assert result.options == ["Sam Lee (mobile)", "Sam Park (work)"]
    session.answer("Sam Lee")  # the full name, without the row's suffix
    back_up = step(session, bottom, MESSAGES)
    assert back_up.action == "scroll_up"
    session.apply(back_up)
    chosen = step(session, top, MESSAGES)
    assert (chosen.action, chosen.target_index, chosen.requires_confirmation) == ("tap", 1, False)


def test_a_title_goes_with_the_body_when_the_editor_has_one_field() -> None:
    notes = "org.example.notes"
    listing = '[0] ImageButton "New note"\n[1] ListItem "Old note"'
    session = AgentSession(task="Make a note titled Groceries saying milk and eggs")
    first = step(session, listing, notes)
    assert first.plan is not None and "Type 'Groceries' into the title field" in first.plan
    assert first.action == "tap" and first.target_index == 0
    session.apply(first)
    typed = step(session, '[0] EditText "Note" focused\n[1] Button "Save"', notes)
    assert (typed.action, typed.target_index, typed.text_to_type) == ("type", 0, "Groceries: milk and eggs")
    session.apply(typed)
    save = step(session, '[0] EditText "Note" focused value="Groceries: milk and eggs"\n[1] Button "Save"', notes)
    assert (save.action, save.target_index, save.requires_confirmation) == ("tap", 1, False)
    session.apply(save)
    assert step(session, listing.replace("Old note", "Groceries: milk and eggs"), notes).action == "done"


def test_one_field_for_the_day_and_the_time_gets_both() -> None:
    calendar = "org.example.calendar"
    editor = '[0] EditText "Title" value="Dentist"\n[1] EditText "Date & time"\n[2] Button "Save"'
    plan = [
        "Open Calendar",
        "Start a new event",
        "Type 'Dentist' into the title field",
        "Type '2026-12-18' into the date field",
        "Type '14:00' into the time field",
        "Save the event",
    ]
    session = AgentSession(
        task="Add an event Dentist on December 18 at 2pm",
        plan=plan,
        current_subgoal=2,
        step_count=3,
        steps_so_far=["open_app", "tap", "type"],
    )
    typed = step(session, editor, calendar)
    assert typed.action == "type" and typed.target_index == 1 and typed.text_to_type is not None
    assert typed.text_to_type.endswith("-12-18 14:00")
    session.apply(typed)
    filled = editor.replace('"Date & time"', f'"Date & time" value="{typed.text_to_type}"')
    save = step(session, filled, calendar)
    assert (save.action, save.target_index) == ("tap", 2)


def test_a_percentage_shown_with_plus_and_minus_is_stepped_to() -> None:
    def display(level: int) -> str:
        return (
            f'[0] ImageButton "Navigate up"\n[1] SeekBar "Brightness" value="{level}%"\n'
            '[2] ImageButton "-"\n[3] ImageButton "+"'
        )

    session = AgentSession(task="Set brightness to 50%", capabilities=["tap", "back", "scroll", "open_setting"])
    level, taps = 30, 0
    for _ in range(8):
        result = step(session, display(level), SETTINGS)
        session.apply(result)
        if result.action in ("done", "ask_user", "give_up"):
            break
        if result.action == "tap":
            assert result.target_index == 3 and not result.requires_confirmation
            level, taps = level + 10, taps + 1
    assert (result.action, level, taps) == ("done", 50, 2)


_LAUNCHER = '[0] BubbleTextView "Contacts" clickable\n[1] BubbleTextView "Simple Calendar Pro" clickable'


@pytest.mark.parametrize(
    ("task", "noted"),
    [
        ("save this number +1 555 0100 as Hana Suzuki", False),  # "this" points at the number, not a day
        ("add Yoga to my calendar this Friday at 8am", True),
        ("when am I meeting Greta Novak next", True),
    ],
)
def test_only_a_task_that_says_when_is_told_it_was_read_against_the_server_s_clock(task: str, noted: bool) -> None:
    assert ("server's clock" in (decide(task, _LAUNCHER).reasoning or "")) is noted


def test_a_status_line_written_as_prose_gives_the_devices_date() -> None:
    screen = f"9:41 Thu, Mar 14 2030\n{_LAUNCHER}"
    assert "server's clock" not in (decide("add Yoga to my calendar tomorrow at 8am", screen).reasoning or "")


def test_exploring_never_toggles_a_check_box_that_shares_the_tasks_words() -> None:
    # Regression (first tries, session 29): an unread request tapped "Email the landlord" on and off until the budget.
    screen = 'My Tasks\n[0] TextView "My Tasks"\n[1] CheckBox "Email the landlord" unchecked\n[2] Button "Add task"'
    refs = {"trail": '["Tasks"]'}
    result = decide("the landlord thing, sort it out", screen, state_refs=refs, step_count=2)
    assert not (result.action == "tap" and result.target_index == 1)
