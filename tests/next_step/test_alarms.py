"""An alarm asked for in everyday words, and added through a clock app's screens by role: the alarms
tab, the add control, a clock-face picker switched to text input with AM / PM, the label; done only
when the list shows the time switched on."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.alarms import read_alarm
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

STATUS = '[0] TextView "Status bar" value="Thu, Mar 14 2030 9:41"'
CLOCK = "com.google.android.deskclock"


@pytest.mark.parametrize(
    ("task", "subgoal"),
    [
        ("Set an alarm for 7:30am", "Set an alarm for 07:30"),
        ("wake me up at 6:45 tomorrow", "Set an alarm for 06:45"),
        ("alarm at 19:00 labelled Gym", "Set an alarm for 19:00 labelled 'Gym'"),
        ("Set an alarm for 9:30 PM in the Clock app.", "Set an alarm for 21:30"),
        ("wake me up at 5:15am tomorrow, call it Yoga", "Set an alarm for 05:15 labelled 'Yoga'"),
        ('alarm at 12am named "Night shift"', "Set an alarm for 00:00 labelled 'Night shift'"),
        ("set an alarm for noon", "Set an alarm for 12:00"),
    ],
)
def test_an_alarm_is_read_with_its_time_on_a_24_hour_clock_and_its_label(task: str, subgoal: str) -> None:
    assert plan_for(read_task(task)) == ["Open Clock", subgoal]


@pytest.mark.parametrize(
    ("task", "time"),
    [("set an alarm, 9:30 in the evening", "21:30"), ("alarm: 6:45am", "06:45"), ("new alarm — 7 am", "07:00")],
)
def test_the_time_may_follow_the_alarm_after_a_comma_colon_or_dash(task: str, time: str) -> None:
    goal = read_alarm(task)
    assert goal is not None and goal.time == time


def test_a_bare_number_that_counts_things_is_no_hour() -> None:
    assert read_alarm("set an alarm, 3 reminders") is None


@pytest.mark.parametrize(
    "task",
    ["turn off my 7am alarm", "delete the 6:45 alarm", "what time is my alarm at 7", "set the alarm volume to 5"],
)
def test_an_alarm_turned_off_deleted_asked_about_or_its_volume_is_not_a_new_one(task: str) -> None:
    assert "Set an alarm" not in " ".join(plan_for(read_task(task)))


def step(screen: str, subgoal: str, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {
            "task": "…",
            "screen_description": f"{STATUS}\n{screen}",
            "step_count": 3,
            "plan": ["Open Clock", subgoal],
            "current_subgoal": 1,
            "current_package": CLOCK,
            **more,
        }
    )
    return planner.decide(Turn.read(arguments))


ALARMS = """[1] Tab "Alarm" checked
[2] Tab "Clock" unchecked
[3] List "Alarms" scrollable
  [4] TextView "7:30 AM"
  [5] Switch "7:30 AM" unchecked
  [6] TextView "Mon, Tue, Wed, Thu, Fri"
[7] ImageButton "Add alarm\""""


def test_the_list_without_the_alarm_taps_the_add_control_and_is_not_done() -> None:
    result = step(ALARMS, "Set an alarm for 07:30")  # 7:30 is there but switched off: not the alarm asked
    assert (result.action, result.target_index) == ("tap", 7)
    on_clock_tab = ALARMS.replace('"Alarm" checked', '"Alarm" unchecked').replace(
        '"Clock" unchecked', '"Clock" checked'
    )
    assert (step(on_clock_tab, "Set an alarm for 21:30").target_index) == 1


FACE = """[1] TextView "Select time"
[2] TextView "7"
[3] TextView "00"
[4] RadioButton "AM" checked
[5] RadioButton "PM" unchecked
[6] TextView "1"
[7] ImageButton "Switch to text input"
[8] Button "Cancel"
[9] Button "OK\""""
TYPED = """[1] TextView "Enter time"
[2] EditText "Hour" value="{hour}"
[3] EditText "Minute" value="{minute}"
[4] RadioButton "AM" {am}
[5] RadioButton "PM" {pm}
[7] ImageButton "Switch to clock input"
[8] Button "Cancel"
[9] Button "OK\""""


def test_a_clock_face_is_switched_to_text_input_then_hour_minute_and_pm_are_set_before_ok() -> None:
    goal = "Set an alarm for 21:30"
    assert (step(FACE, goal).action, step(FACE, goal).target_index) == ("tap", 7)
    hour = step(TYPED.format(hour="7", minute="00", am="checked", pm="unchecked"), goal)
    assert (hour.action, hour.target_index, hour.text_to_type) == ("type", 2, "9")  # twelve hours: 9 PM
    minute = step(TYPED.format(hour="9", minute="00", am="checked", pm="unchecked"), goal)
    assert (minute.target_index, minute.text_to_type) == (3, "30")
    half = step(TYPED.format(hour="9", minute="30", am="checked", pm="unchecked"), goal)
    assert (half.action, half.target_index) == ("tap", 5)
    ok = step(TYPED.format(hour="9", minute="30", am="unchecked", pm="checked"), goal)
    assert (ok.action, ok.target_index) == ("tap", 9)


def test_hour_and_minute_fields_without_am_pm_take_the_24_hour_time() -> None:
    screen = '[1] EditText "Hour" value="07"\n[2] EditText "Minute" value="00"\n[3] Button "Cancel"\n[4] Button "OK"'
    result = step(screen, "Set an alarm for 19:05")
    assert (result.action, result.target_index, result.text_to_type) == ("type", 1, "19")


def test_done_only_when_the_time_is_listed_switched_on_with_its_label() -> None:
    added = ALARMS.replace(
        '[7] ImageButton "Add alarm"',
        '  [8] TextView "9:30 PM"\n  [9] Switch "9:30 PM" checked\n  [10] TextView "Add label"\n[11] ImageButton "Add alarm"',
    )
    assert step(added, "Set an alarm for 21:30").action == "done"
    label = step(added, "Set an alarm for 21:30 labelled 'Gym'")
    assert (label.action, label.target_index) == ("tap", 10)
    dialog = '[1] TextView "Label"\n[2] EditText "Label" focused\n[3] Button "Cancel"\n[4] Button "OK"'
    typed = step(dialog, "Set an alarm for 21:30 labelled 'Gym'")
    assert (typed.action, typed.text_to_type) == ("type", "Gym")
    labelled = added.replace('[10] TextView "Add label"', '[10] TextView "Gym"')
    assert step(labelled, "Set an alarm for 21:30 labelled 'Gym'").action == "done"
    assert (
        step(
            added.replace('[9] Switch "9:30 PM" checked', '[9] Switch "9:30 PM" unchecked'), "Set an alarm for 21:30"
        ).action
        != "done"
    )


def test_number_spinners_without_names_are_hour_minute_and_am_pm_in_order() -> None:
    spinners = """[1] NumberPicker ""
  [2] EditText "{hour}" id="android:id/numberpicker_input"
[3] NumberPicker ""
  [4] EditText "{minute}" id="android:id/numberpicker_input"
[5] NumberPicker ""
  [6] EditText "{half}" id="android:id/numberpicker_input"
[7] Button "Cancel"
[8] Button "OK\""""
    goal = "Set an alarm for 18:05"
    hour = step(spinners.format(hour="7", minute="00", half="AM"), goal)
    assert (hour.action, hour.target_index, hour.text_to_type) == ("type", 2, "6")
    minute = step(spinners.format(hour="6", minute="00", half="AM"), goal)
    assert (minute.target_index, minute.text_to_type) == (4, "05")
    half = step(spinners.format(hour="6", minute="05", half="AM"), goal)
    assert (half.target_index, half.text_to_type) == (6, "PM")
    ok = step(spinners.format(hour="6", minute="05", half="PM"), goal)
    assert (ok.action, ok.target_index) == ("tap", 8)
