"""The proposed action in words (``phrasing.action_sentence``), over apps, layouts and phrasings
none of the code was written around: what a person approving it reads."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.phrasing import action_sentence, app_name
from mcp_agent.tools.next_step.screen import parse_screen

pytestmark = pytest.mark.unit

CHAT = """[0] ImageButton "Back"
[1] TextView "Sam Lee"
[2] TextView "Sam Lee: lunch tomorrow?"
[3] EditText "Type a message" focused value="{typed}"
[4] ImageButton "Send"
"""
INBOX_REPLY = """[0] TextView "Re: Quarterly report"
[1] TextView "From: Dana Whitfield"
[2] EditText "Reply" value="Looks good, thanks"
[3] Button "Send reply"
"""
CONTACT = """[0] TextView "Mom"
[1] TextView "+1 555 0100"
[2] Button "Message"
[3] Button "Call"
"""
PRODUCT = """[0] Tab "Cables"
[1] Tab "Chargers" checked
[2] TextView "Travel charger"
[3] TextView "$12.00"
[4] Button "Place order"
"""
NOTE = """[0] TextView "Groceries"
[1] TextView "milk, eggs"
[2] Button "Delete"
"""
PAYMENT = """[0] TextView "Alice Martin"
[1] EditText "Amount" value="20.00"
[2] EditText "Note" value=""
[3] Button "Pay"
"""
SETTINGS = """[0] Switch "Bluetooth" unchecked
[1] Switch "Wi-Fi" checked
"""
NO_NAME = """[0] EditText "Message" focused value="see you soon"
[1] Button "Send"
"""


def sentence(task: str, screen: str, result: AgentStepResult, package: str | None = None) -> str:
    arguments = AgentStepArguments(task=task, screen_description=screen, step_count=3, current_package=package)
    return action_sentence(result, parse_screen(screen), arguments)


def tap(index: int) -> AgentStepResult:
    return AgentStepResult(status_text="", action="tap", target_index=index)


@pytest.mark.parametrize(
    ("task", "screen", "index", "package", "expected"),
    [
        ("Text Sam Lee: 'hi'", CHAT.format(typed="hi"), 4, "com.acme.chat", "Send 'hi' to Sam Lee in Chat"),
        (
            "tell sam lee I'm running late",
            CHAT.format(typed="I'm running late"),
            4,
            "org.example.talk",
            "Send 'I'm running late' to Sam Lee in Talk",
        ),
        (
            "PLEASE SEND SAM LEE A MESSAGE SAYING on my way",
            CHAT.format(typed="on my way"),
            4,
            "Messages",
            "Send 'on my way' to Sam Lee in Messages",
        ),
        (
            "reply to Dana that it looks good",
            INBOX_REPLY,
            3,
            "com.google.android.gm",
            "Send reply 'Looks good, thanks' to Dana in Gm",
        ),
        ("call mom", CONTACT, 3, "com.android.dialer", "Call Mom in Dialer"),
        ("buy the cheapest charger", PRODUCT, 4, "com.example.shop", "Place order for charger in Shop"),
        ("delete the note called groceries", NOTE, 2, "com.example.notes", "Delete Groceries in Notes"),
        ("pay alice 20 dollars for dinner", PAYMENT, 3, "com.example.wallet", "Pay '20.00' to Alice in Wallet"),
        ("turn on bluetooth", SETTINGS, 0, "com.android.settings", "Turn on Bluetooth in Settings"),
        ("switch wifi off", SETTINGS, 1, None, "Turn off Wi-Fi"),
        # The task names nobody the screen shows: the recipient is left out, never guessed.
        ("send 'see you soon' to Priya", NO_NAME, 1, "com.example.messages", "Send 'see you soon' in Messages"),
    ],
)
def test_a_tap_reads_as_what_it_does_to_whom_and_where(
    task: str, screen: str, index: int, package: str | None, expected: str
) -> None:
    assert sentence(task, screen, tap(index), package) == expected


def test_the_other_actions_read_as_what_they_do() -> None:
    screen = NO_NAME
    results = {
        "Type 'hello' into 'Message' in Messages": AgentStepResult(
            status_text="", action="type", target_index=0, text_to_type="hello"
        ),
        "Open the Calendar app": AgentStepResult(status_text="", action="open_app", app_name="Calendar"),
        "Open the Wi-Fi setting": AgentStepResult(status_text="", action="open_setting", setting_name="Wi-Fi"),
        "Scroll down in Messages": AgentStepResult(status_text="", action="scroll_down"),
        "Go back in Messages": AgentStepResult(status_text="", action="back"),
        "Tap element [9] in Messages": tap(9),
    }
    for expected, result in results.items():
        assert sentence("anything", screen, result, "com.example.messages") == expected


def test_an_ordinary_tap_names_its_label_and_what_the_task_and_screen_share() -> None:
    screen = '[0] TextView "Jazz classics"\n[1] Button "Shuffle"\n'
    assert (
        sentence("shuffle my jazz classics playlist", screen, tap(1), "com.example.music")
        == "Tap 'Shuffle' (Jazz classics) in Music"
    )


def test_long_text_is_cut_and_without_the_steps_arguments_nothing_is_guessed() -> None:
    long = "x" * 500
    said = sentence("send it", NO_NAME.replace("see you soon", long), tap(1))
    assert said == f"Send '{'x' * 79}…'"
    assert action_sentence(tap(3), parse_screen(CONTACT)) == "Call"


@pytest.mark.parametrize(
    ("package", "name"),
    [
        ("com.example.messages", "Messages"),
        ("com.google.android.apps.messaging", "Messaging"),
        ("com.acme.photo_editor", "Photo Editor"),
        ("com.Acme.BankApp", "BankApp"),
        ("Messages", "Messages"),
        ("com.android", "Android"),
        ("", None),
        (None, None),
    ],
)
def test_app_names_come_from_the_package(package: str | None, name: str | None) -> None:
    assert app_name(package) == name
