"""Home screens and forms as a person writes them by hand, not as the format or a tree prints them: elements
named without quotes or a kind ("[2] Pro Expense"), several on one line ("Apps: [1] Clock [2] Pro Expense"), or
the apps listed in prose. The app the agent opens is the launcher's label, never a generic name the client
would not find ("Expenses" for Pro Expense)."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.screen import parse_screen
from mcp_agent.tools.next_step.session import AgentSession
from tests.next_step.phone2.harness import CAPABILITIES, agent_and_person

pytestmark = pytest.mark.unit

APPS = ("Clock", "Pro Expense", "Simple Calendar Pro", "Markor", "Simple SMS Messenger", "Contacts")
HOME_SCREENS = {
    "the format": "\n".join(f'[{i}] TextView "{app}"' for i, app in enumerate(APPS, 1)),
    "bare lines": "Home screen\n" + "\n".join(f"[{i}] {app}" for i, app in enumerate(APPS, 1)),
    "one line": "Apps: " + " ".join(f"[{i}] {app}" for i, app in enumerate(APPS, 1)),
    "prose": "Home screen. Apps: " + ", ".join(APPS[:-1]) + " and " + APPS[-1],
}
TASKS = {
    "add an expense of 12 dollars for lunch": "Pro Expense",
    # A bare "at 9" is asked about before anything is saved (said_values: a time said the plan does not set).
    "add an event tomorrow at 9am called Dentist": "Simple Calendar Pro",
    "new note called groceries": "Markor",
    "text Ann that I'm late": "Simple SMS Messenger",
    "set an alarm for 6:30": "Clock",
}


def test_an_element_named_without_quotes_is_read_by_its_name() -> None:
    screen = parse_screen('Home screen\n[1] Clock\n[2] Pro Expense\n[4] Button Save\n[5] Send\n[6] Button "OK"')
    read = [(e.index, e.kind, e.label) for e in screen.elements]
    assert read == [
        (1, "TextView", "Clock"),
        (2, "TextView", "Pro Expense"),
        (4, "Button", "Save"),
        (5, "Button", "Send"),  # a command's name: a control
        (6, "Button", "OK"),
    ]
    assert screen.prose == "Home screen"


def test_several_elements_on_one_line_are_each_read() -> None:
    screen = parse_screen('Apps: [1] Clock [2] Pro Expense [3] Button "Simple Calendar Pro"')
    assert [(e.index, e.label) for e in screen.elements] == [
        (1, "Clock"),
        (2, "Pro Expense"),
        (3, "Simple Calendar Pro"),
    ]
    assert screen.prose == "Apps:"


@pytest.mark.parametrize(
    "line",
    [
        "See note [1] for details",  # one bracket in a sentence: prose
        'The message says "[2] items left"',
    ],
)
def test_prose_with_a_bracketed_number_stays_prose(line: str) -> None:
    screen = parse_screen(line)
    assert not screen.elements and screen.prose == line


def test_a_tree_class_without_a_label_is_still_its_kind() -> None:
    screen = parse_screen("[7] android.widget.LinearLayout\n[8] Switch checked\n[9] ImageButton")
    assert [(e.kind, e.label, e.checked) for e in screen.elements] == [
        ("Layout", "", None),
        ("Switch", "", True),
        ("ImageButton", "", None),
    ]


@pytest.mark.parametrize("form", list(HOME_SCREENS))
async def test_the_app_opened_is_the_launchers_label_however_the_home_screen_is_written(form: str) -> None:
    opened = {}
    async with agent_and_person() as call:
        for task in TASKS:
            session = AgentSession(task=task, capabilities=list(CAPABILITIES))
            result = await call("next_step", session.arguments(HOME_SCREENS[form]))
            opened[task] = (result["action"], result.get("app_name"))
    assert opened == {task: ("open_app", app) for task, app in TASKS.items()}
