"""Apps that keep a table of records: Pro Expense and Broccoli (recipes), one layout described by data.

The list (rows: the record's title, a summary as the value), an "add" FAB that opens a form (one
EditText per field, labelled by its hint; a category is a Spinner with a choice dialog), Save; a row
opens the record, whose delete (a trash icon in Pro Expense, "More options" → Delete in Broccoli)
asks the app's own "Delete?" first.

World: ``expenses`` = ``[{"name", "amount" (cents), "category", "note"}]``; ``recipes`` = ``[{"title",
"description", "servings", "preparationTime", "source", "ingredients", "directions"}]``. AndroidWorld
compares those rows (``sqlite_validators``): added rows present once with these fields (free text
fuzzily), deleted rows gone, every other row untouched.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .device import App, Device, Frame, Widget, button, edit, icon, text

Row = dict[str, Any]
CATEGORIES = ("Others", "Income", "Food", "Housing", "Social", "Entertainment", "Transportation", "Clothes")
CATEGORIES += ("Health Care", "Education", "Donation")


@dataclass(frozen=True)
class Table:
    label: str
    package: str
    key: str  # the world's key
    add: str  # the FAB's content description
    fields: tuple[tuple[str, str], ...]  # (hint, row key) of the form's EditTexts
    title: str  # the row key shown as a row's label
    summary: Callable[[Row], str]
    menu_delete: bool  # Delete sits in "More options" (Broccoli), not on the toolbar
    choice: tuple[str, str, tuple[str, ...]] | None = None  # (label, row key, options)
    parse: Callable[[str, str], Any] = lambda key, typed: typed  # a typed value as the row keeps it


def dollars(cents: int) -> str:
    return f"${cents / 100:.2f}"


def _cents(key: str, typed: str) -> Any:
    if key != "amount":
        return typed
    cleaned = typed.replace("$", "").replace(",", "").strip()
    return round(float(cleaned) * 100)


EXPENSE = Table(
    "Pro Expense",
    "com.arduia.expense",
    "expenses",
    "Add expense",
    (("Name", "name"), ("Amount", "amount"), ("Note", "note")),
    "name",
    # A row kept with its day shows it, as the app's list does (the suite's older rows have none).
    lambda r: f"{dollars(r['amount'])} · {r['category']}" + (f" · {r['date']}" if r.get("date") else ""),
    False,
    ("Category", "category", CATEGORIES),
    _cents,
)
RECIPE = Table(
    "Broccoli",
    "com.flauschcode.broccoli",
    "recipes",
    "Add recipe",
    (
        ("Title", "title"),
        ("Description", "description"),
        ("Servings", "servings"),
        ("Preparation time", "preparationTime"),
        ("Source", "source"),
        ("Ingredients", "ingredients"),
        ("Directions", "directions"),
    ),
    "title",
    lambda r: str(r["description"]),
    True,
)


def _list(dev: Device, table: Table) -> list[Widget]:
    rows = [
        Widget("ListItem", str(r[table.title]), value=table.summary(r), tap=lambda r=r: _detail(dev, table, r))
        for r in dev.world[table.key]
    ]
    return [text(table.label), icon("Search"), *dev.rows(table.label, rows), icon(table.add, lambda: _form(dev, table))]


def _form(dev: Device, table: Table, existing: Row | None = None) -> None:
    """The add form, or (``existing``) the same form filled with a record's fields, whose Save updates it."""
    frame = dev.push(lambda: _form_screen(dev, table, frame, existing), "edit" if existing else "add")
    if table.choice:
        frame.fields[table.choice[0]] = existing[table.choice[1]] if existing else table.choice[2][0]
    if existing:
        for hint, key in table.fields:
            frame.fields[hint] = dollars(existing[key]).lstrip("$") if key == "amount" else str(existing[key])


def _form_screen(dev: Device, table: Table, frame: Frame, existing: Row | None = None) -> list[Widget]:
    def save() -> None:
        try:
            row = {key: table.parse(key, frame.fields.get(hint, "").strip()) for hint, key in table.fields}
        except ValueError:
            return  # the app refuses an amount that is not a number
        if not row[table.title]:
            return
        if table.choice:
            row[table.choice[1]] = frame.fields[table.choice[0]]
        if existing is not None:
            existing.update(row)  # back on the record, which shows the new fields
        else:
            dev.world[table.key].append(row)
        dev.pop()

    chooser: list[Widget] = []
    if table.choice:
        label, _, options = table.choice

        def pick(option: str) -> None:
            frame.fields[label] = option
            dev.pop()

        def choose() -> None:
            dev.push(lambda: dev.rows(label, [Widget("RadioButton", o, tap=lambda o=o: pick(o)) for o in options]))

        chooser = [Widget("Spinner", label, value=frame.fields[label], tap=choose)]
    return [
        icon("Navigate up", dev.pop),
        *[edit(frame, hint) for hint, _ in table.fields],
        *chooser,
        button("Save", save),
    ]


def _detail(dev: Device, table: Table, row: Row) -> None:
    def ask() -> None:
        if table.menu_delete:
            dev.pop()  # the menu closes
        dev.push(lambda: _confirm(dev, table, row), "delete")

    def edit() -> None:
        dev.pop()  # the menu closes
        _form(dev, table, row)

    def menu() -> None:
        dev.push(
            lambda: [
                Widget("TextView", "Edit", tap=edit),
                Widget("TextView", "Share"),
                Widget("TextView", "Delete", tap=ask),
            ]
        )

    tools = (
        [icon("More options", menu)]
        if table.menu_delete
        else [icon("Edit", lambda: _form(dev, table, row)), icon("Delete", ask)]
    )
    shown = [text(hint, str(row[key])) for hint, key in table.fields if key != table.title]
    if table.choice:
        shown.append(text(table.choice[0], str(row[table.choice[1]])))
    dev.push(lambda: [icon("Navigate up", dev.pop), text(str(row[table.title])), *tools, *shown], "record")


def _confirm(dev: Device, table: Table, row: Row) -> list[Widget]:
    def ok() -> None:
        rows = dev.world[table.key]
        rows.remove(next(r for r in rows if r is row))
        dev.commit("delete", str(row[table.title]))
        dev.pop()
        dev.pop()

    return [text(f"Delete {row[table.title]}?"), button("Cancel", dev.pop), button("Delete", ok)]


def app(table: Table) -> App:
    return App(
        table.label, table.package, lambda dev: dev.push(lambda: _list(dev, table), table.key, package=table.package)
    )


def add_ops(table: Table, row: Row) -> list[tuple[str, ...]]:
    ops: list[tuple[str, ...]] = [("tap", table.add)]
    for hint, key in table.fields:
        value = dollars(row[key]) if key == "amount" else str(row[key])
        ops.append(("type", hint, value))
    if table.choice:
        ops += [("tap", table.choice[0]), ("tap", row[table.choice[1]])]
    return [*ops, ("tap", "Save")]


def delete_ops(table: Table, title: str) -> list[tuple[str, ...]]:
    confirm = [("tap", "More options"), ("tap", "Delete")] if table.menu_delete else [("tap", "Delete")]
    return [("tap", title), *confirm, ("tap", "Delete")]
