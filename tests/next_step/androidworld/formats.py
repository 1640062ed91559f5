"""Formats: the same simulated apps showing their VALUES as another writer of the same apps would, in the formats
real apps and a real Android locale use: ``python -m tests.next_step.androidworld.report --formats``.

``skins.py`` varies the words of the controls, ``layout_b.py`` the structure, ``realtree.py`` the class names; this
varies how dates, times, durations, amounts, distances, phone numbers, file sizes and counts are written. Each app
keeps one format for each kind of value (a real app is consistent), chosen from what the real app, another common
app for the same job, or the phone's locale (English, Canada: "9:41 a.m.", "Thursday, March 14, 2030",
"2030-03-14") writes:

- the status bar (SystemUI): the clock first, then the long date: "9:41 a.m. · Thursday, March 14, 2030";
- Simple Calendar Pro (its own settings: date format "d MMMM yyyy", 12-hour time): the event list under a header per
  day ("Today", "Tomorrow", "Monday, 18 March"; the year only when it is not this one), each row's times "2:00 PM –
  3:30 PM"; the editor's "18 March 2030" and "2:00 PM";
- OpenTracks (as Google Fit's journal): the activities under a header per day ("Today", "Yesterday", "Tuesday,
  March 12"), a duration in hours and minutes ("1 hr 5 min", "45 min"), a distance without trailing zeros
  ("12.3 km", "12.35 km", "20 m"); the track's page "Date: Tuesday, March 12, 2030";
- Tasks (org.tasks' due chips): "Due today", "Due tomorrow", a weekday within the coming week ("Due Monday"), else
  "Due Mar 21" (the year only when it is not this one);
- Pro Expense (an app whose currency is set by its ISO code): "USD 250.00" (thousands grouped, "USD 1,234.50"), the
  rows kept with a day under a header per day ("Today", "Yesterday", "4 Mar 2030"), the record's page its amount
  in the same format (not its cents);
- Markor (the locale's short date and time, as a file manager's rows): "Modified 3/1/30, 10:00 AM";
- Contacts and the Phone app (Google's, the national format of a US number): "(212) 555-0101"; the call log's
  times as the locale writes them ("7:40 p.m."), a call's length as a clock ("04:12");
- Simple SMS Messenger (the number as the international format writes it): "+1 212-555-0101";
- Clock (the locale): an alarm "7:30 a.m.", the Clock tab "9:41 a.m." and "Thursday, March 14";
- Files (the locale's short date, sizes as Samsung's My Files writes them): "2029-01-05 · 1.60 MB", "48.00 KB";
- VLC (its media info): a length "3m 25s", an artist's or album's count "5 songs";
  Retro Music: a length "3 min 25 sec", a playlist's count "4 songs";
- Simple Gallery Pro: an album's count "5 items".

No simulated app shows a speed (one is asked of a track and made from its time and distance), so none is restyled.

Only what the screen shows changes: the world, the judge and the taps (by index: a header is one more line, and the
indices are the device's own) are the same. A field's value is what was typed into it and is shown as typed; the
date and time pickers and the timer's keypad keep theirs (their values are the controls' state, not a stored value).
"""

from __future__ import annotations

import dataclasses
import datetime
import re
from collections.abc import Callable

from .device import DEVICE_NOW, Device, Widget, text

TODAY = DEVICE_NOW.date()
_MONTHS = "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec"
_WEEKDAYS = "Mon|Tue|Wed|Thu|Fri|Sat|Sun"
# The simulator's own formats, which this rewrites: a day label ("Thu, Mar 14, 2030"), a medium date ("Mar 4,
# 2030", Files' and Pro Expense's rows), a 24-hour clock, a 12-hour one, an elapsed time ("1:05:00", "45:00"), a
# length ("3:25"), a length said ("4 min 12 sec"), a distance ("12.35 km"), dollars, a US number, a file size.
_DAY_LABEL = re.compile(rf"\b(?:{_WEEKDAYS}), (?:{_MONTHS}) \d{{1,2}}, \d{{4}}\b")
_MEDIUM_DAY = re.compile(rf"\b(?:{_MONTHS}) \d{{1,2}}, \d{{4}}\b")
_SHORT_DAY = re.compile(rf"^(?:{_WEEKDAYS}), ({_MONTHS}) (\d{{1,2}})$")
_CLOCK_24 = re.compile(r"(?<![\w:])([01]\d|2[0-3]):([0-5]\d)(?![\d:])")
_CLOCK_12 = re.compile(r"\b(1[0-2]|[1-9]):([0-5]\d) (AM|PM)\b")
_ELAPSED = re.compile(r"(?<![\w:])(?:(\d{1,2}):)?(\d{2}):(\d{2})(?![\d:])")
_LENGTH = re.compile(r"(?<![\w:])(\d{1,3}):([0-5]\d)(?![\d:])")
_SPOKEN_LENGTH = re.compile(r"\b(?:(\d+) min )?(\d+) sec\b")
_BRACKETED = re.compile(r" \((\d[\d.]* (?:km|m))\)")
_DISTANCE = re.compile(r"\b(\d+\.\d\d) (km|m)\b")
_DOLLARS = re.compile(r"\$(\d+(?:\.\d\d)?)")
# A number standing alone (a row's name, a card's line) or called back; never one inside a message's text.
_NUMBER = re.compile(r"(?:(?<=^Call back )|^)(?:\+1)?(\d{3})(\d{3})(\d{4})$")
_SIZE = re.compile(r"\b(\d+(?:\.\d+)?) (kB|MB|GB)\b")
_MODIFIED = re.compile(rf"Modified ((?:{_MONTHS}) \d{{1,2}}, \d{{4}}) (\d{{1,2}}):(\d\d)")

Restyle = Callable[[str], str]
Written = Callable[[re.Match[str]], str]


# -- the values, written ---------------------------------------------------------------------------------------


def _day_of(said: str) -> datetime.date:
    """A day label ("Thu, Mar 14, 2030") or a medium date ("Mar 4, 2030") read back."""
    return datetime.datetime.strptime(re.sub(rf"^(?:{_WEEKDAYS}), ", "", said), "%b %d, %Y").date()


def _with_year(day: datetime.date, written: str, sep: str = " ") -> str:
    """The year only when it is not this one, as apps write a date near today."""
    return written if day.year == TODAY.year else f"{written}{sep}{day.year}"


def _relative(day: datetime.date, far: Callable[[datetime.date], str], *, past: bool = False) -> str:
    """ "Today", "Tomorrow" (an agenda) or "Yesterday" (a journal of what happened), else the app's own date."""
    near = {0: "Today", -1: "Yesterday"} if past else {0: "Today", 1: "Tomorrow"}
    return near.get((day - TODAY).days) or far(day)


def twelve_hour(hour: int, minute: int, *, dotted: bool = False) -> str:
    half = ("a.m." if hour < 12 else "p.m.") if dotted else ("AM" if hour < 12 else "PM")
    return f"{hour % 12 or 12}:{minute:02d} {half}"


def hours_minutes(minutes: int) -> str:
    """As Google Fit writes a duration: "1 hr 5 min", "2 hr", "45 min"."""
    hours, rest = divmod(minutes, 60)
    if not hours:
        return f"{rest} min"
    return f"{hours} hr {rest} min" if rest else f"{hours} hr"


def _long_day(match: re.Match[str]) -> str:
    day = _day_of(match.group(0))
    return f"{day:%A, %B} {day.day}, {day.year}"


def _day_month_year(match: re.Match[str]) -> str:
    day = _day_of(match.group(0))
    return f"{day.day} {day:%B %Y}"


def _iso_day(match: re.Match[str]) -> str:
    return _day_of(match.group(0)).isoformat()


def _this_years_day(match: re.Match[str]) -> str:
    day = datetime.datetime.strptime(f"{match.group(1)} {match.group(2)} {TODAY.year}", "%b %d %Y").date()
    return f"{day:%A, %B} {day.day}"


def _due(match: re.Match[str]) -> str:
    """As Tasks' due chip: today, tomorrow, a weekday within the coming week, else the month and day."""
    day = _day_of(match.group(0))
    ahead = (day - TODAY).days
    if ahead in (-1, 0, 1):
        return {-1: "yesterday", 0: "today", 1: "tomorrow"}[ahead]
    if 1 < ahead < 7:
        return f"{day:%A}"
    return _with_year(day, f"{day:%b} {day.day}", ", ")


def _clock_12(match: re.Match[str]) -> str:
    return twelve_hour(int(match.group(1)), int(match.group(2)))


def _dotted_clock(match: re.Match[str]) -> str:
    return f"{match.group(1)}:{match.group(2)} {match.group(3)[0].lower()}.m."


def _elapsed(match: re.Match[str]) -> str:
    return hours_minutes(int(match.group(1) or 0) * 60 + int(match.group(2)))  # the sim's tracks have no seconds


def _distance(match: re.Match[str]) -> str:
    number = match.group(1).rstrip("0").rstrip(".")
    return f"{number} {match.group(2)}"


def _money(match: re.Match[str]) -> str:
    return f"USD {float(match.group(1)):,.2f}"


def _cents(said: str) -> str:
    return f"USD {int(said) / 100:,.2f}" if said.isdigit() else said


def _national(match: re.Match[str]) -> str:
    return f"({match.group(1)}) {match.group(2)}-{match.group(3)}"


def _international(match: re.Match[str]) -> str:
    return f"+1 {match.group(1)}-{match.group(2)}-{match.group(3)}"


def _size(match: re.Match[str]) -> str:
    return f"{float(match.group(1)):.2f} {match.group(2).upper()}"


def _modified(match: re.Match[str]) -> str:
    day = _day_of(match.group(1))
    return f"Modified {day.month}/{day.day}/{day:%y}, {twelve_hour(int(match.group(2)), int(match.group(3)))}"


def _call_length(match: re.Match[str]) -> str:
    return f"{int(match.group(1) or 0):02d}:{int(match.group(2)):02d}"


def _length(short: bool) -> Written:
    def written(match: re.Match[str]) -> str:
        minutes, seconds = int(match.group(1)), int(match.group(2))
        return f"{minutes}m {seconds}s" if short else f"{minutes} min {seconds} sec"

    return written


def _counted(noun: str, was: str = "") -> tuple[re.Pattern[str], Written]:
    """A count with the app's noun: "5 tracks" as "5 songs", a bare "5" as "5 items"."""

    def written(match: re.Match[str]) -> str:
        count = match.group(1)
        return f"{count} {noun.removesuffix('s') if count == '1' else noun}"

    return re.compile(rf"^(\d+) {was}$" if was else r"^(\d+)$"), written


def _all(*steps: tuple[re.Pattern[str], Written]) -> Restyle:
    def restyle(said: str) -> str:
        for pattern, written in steps:
            said = pattern.sub(written, said)
        return said

    return restyle


# -- the days a list is grouped under ----------------------------------------------------------------------------


def _agenda_day(day: datetime.date) -> str:
    return _relative(day, lambda d: _with_year(d, f"{d:%A}, {d.day} {d:%B}"))


def _journal_day(day: datetime.date) -> str:
    return _relative(day, lambda d: _with_year(d, f"{d:%A, %B} {d.day}", ", "), past=True)


def _ledger_day(day: datetime.date) -> str:
    return _relative(day, lambda d: f"{d.day} {d:%b} {d.year}", past=True)


# -- the apps ---------------------------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Style:
    """How one app writes its values: ``restyle`` each value (and each label, with ``labels``), ``by_label`` the
    value beside a label; a list's rows whose value holds a ``day`` go under a ``header`` line per day, the day
    taken out of the row."""

    restyle: Restyle
    labels: bool = False
    day: re.Pattern[str] | None = None
    header: Callable[[datetime.date], str] | None = None
    by_label: dict[str, Restyle] = dataclasses.field(default_factory=dict)


_PICKERS = ("date picker", "time picker")  # a picker's values are the control's state, not a stored value
STYLES: dict[str, Style] = {
    "com.simplemobiletools.calendar.pro": Style(
        _all((_DAY_LABEL, _day_month_year), (_CLOCK_24, _clock_12)), day=_DAY_LABEL, header=_agenda_day
    ),
    "de.dennisguse.opentracks": Style(
        _all(
            (_DAY_LABEL, _long_day),
            (_ELAPSED, _elapsed),
            (_BRACKETED, lambda m: f" · {m.group(1)}"),
            (_DISTANCE, _distance),
        ),
        day=_DAY_LABEL,
        header=_journal_day,
    ),
    "org.tasks": Style(_all((_DAY_LABEL, _due))),
    "com.arduia.expense": Style(
        _all((_DOLLARS, _money)), day=_MEDIUM_DAY, header=_ledger_day, by_label={"Amount": _cents}
    ),
    "net.gsantner.markor": Style(_all((_MODIFIED, _modified))),
    "com.google.android.contacts": Style(_all((_NUMBER, _national)), labels=True),
    "com.google.android.dialer": Style(
        _all((_NUMBER, _national), (_CLOCK_12, _dotted_clock), (_SPOKEN_LENGTH, _call_length)), labels=True
    ),
    "com.simplemobiletools.smsmessenger": Style(_all((_NUMBER, _international)), labels=True),
    "com.google.android.deskclock": Style(_all((_CLOCK_12, _dotted_clock), (_SHORT_DAY, _this_years_day)), labels=True),
    "com.google.android.documentsui": Style(_all((_MEDIUM_DAY, _iso_day), (_SIZE, _size))),
    "org.videolan.vlc": Style(_all((_LENGTH, _length(True)), _counted("songs", "tracks"))),
    "code.name.monkey.retromusic": Style(_all((_LENGTH, _length(False)), _counted("songs", "items"))),
    "com.simplemobiletools.gallery.pro": Style(_all(_counted("items"))),
}


def restyled(package: str, frame: str, widgets: list[Widget]) -> list[Widget]:
    """The screen's widgets with ``package``'s values in its other format, a list's dated rows under a header per
    day."""
    style = STYLES.get(package)
    if style is None or frame in _PICKERS:
        return widgets
    out: list[Widget] = []
    listed: int | None = None  # the depth of the list being read, while its rows are
    last: datetime.date | None = None
    for widget in widgets:
        if listed is not None and widget.depth <= listed:
            listed = None
        if widget.kind == "List":
            listed, last = widget.depth, None
        if widget.kind == "EditText" or widget.type is not None:  # a field shows what was typed, as typed
            out.append(widget)
            continue
        value = widget.value
        found = style.day.search(value) if style.day and listed is not None and value else None
        if found is not None and value is not None and style.header is not None:
            day = _day_of(found.group(0))
            if day != last:
                out.append(dataclasses.replace(text(style.header(day)), depth=widget.depth))
                last = day
            value = _without(value, found)
        if value is not None:
            value = style.by_label.get(widget.label, style.restyle)(value)
        label = style.restyle(widget.label) if style.labels else widget.label
        out.append(dataclasses.replace(widget, label=label, value=value))
    return out


def _without(value: str, found: re.Match[str]) -> str:
    """A row's value with its day taken out, and the separator beside it."""
    before, after = value[: found.start()], value[found.end() :]
    if after.startswith(" · "):
        return before + after[3:]
    return before.removesuffix(" · ") + after


def status_line() -> str:
    """SystemUI's clock, then the long date, as the locale writes them."""
    clock = twelve_hour(DEVICE_NOW.hour, DEVICE_NOW.minute, dotted=True)
    return f"{clock} · {DEVICE_NOW:%A, %B} {DEVICE_NOW.day}, {DEVICE_NOW.year}"


class Formats(Device):
    """The device with each app's values in its other format; a mixin over another layout (``formatted``)."""

    def status_bar(self) -> Widget:
        return text("Status bar", status_line())

    def widgets(self) -> list[Widget]:
        shown = super().widgets()
        return [shown[0], *restyled(self.package, self.top.name, shown[1:])]


def formatted(layout: type[Device]) -> type[Device]:
    """``layout`` with the values in the other formats."""
    return Formats if layout is Device else type(f"Formats{layout.__name__}", (Formats, layout), {})
