"""AndroidWorld's Pro Expense and Broccoli templates: add rows given as CSV or text blocks (or found in a
Markor file), delete named rows, delete rows by a constraint, delete exact duplicates.

Rows are written into the goal as ``get_text_representation_of_rows`` writes them: CSV with ``|``
between fields and a header line, or one block per row (``Expense: <name>`` then `` field: value``).
"""

from __future__ import annotations

import random
from typing import Any

from .records import EXPENSE, RECIPE, Row, Table, add_ops, delete_ops, dollars
from .template import Params, Template, World

EXPENSE_NAMES = {
    "Food": ("Groceries", "Pizza night", "Farmers market", "Coffee beans"),
    "Transportation": ("Train ticket", "Taxi ride", "Bike repair", "Fuel"),
    "Entertainment": ("Concert tickets", "Streaming plan", "Board game"),
    "Health Care": ("Pharmacy", "Dental cleaning", "Eye exam"),
    "Clothes": ("Winter boots", "Rain jacket", "Running shoes"),
    "Education": ("Online course", "Textbooks"),
    "Housing": ("Rent", "Plumber visit", "Light bulbs"),
}
NOTES = ("Paid by card", "Split with roommate", "Monthly", "Gift", "Work trip", "Discounted")
RECIPES = (
    (
        "Lentil soup",
        "Hearty and warming",
        "4 servings",
        "45 mins",
        "grandma",
        "lentils, carrots, cumin",
        "Simmer the lentils with cumin for 30 minutes.",
    ),
    (
        "Avocado toast",
        "Quick breakfast",
        "1 serving",
        "10 mins",
        "cafe menu",
        "bread, avocado, lime",
        "Toast the bread and mash the avocado with lime.",
    ),
    (
        "Tomato pasta",
        "Weeknight classic",
        "2 servings",
        "20 mins",
        "family",
        "pasta, tomatoes, garlic",
        "Boil the pasta and toss with garlic and tomatoes.",
    ),
    (
        "Banana bread",
        "Moist loaf",
        "8 servings",
        "60 mins",
        "blog",
        "bananas, flour, eggs",
        "Mix the bananas with flour and eggs, bake for an hour.",
    ),
    (
        "Greek salad",
        "Fresh and crunchy",
        "2 servings",
        "10 mins",
        "taverna",
        "cucumber, feta, olives",
        "Chop the cucumber and add feta and olives.",
    ),
    (
        "Chicken curry",
        "Mild and creamy",
        "4 servings",
        "45 mins",
        "friend",
        "chicken, garlic, coconut milk",
        "Brown the chicken with garlic, then add coconut milk.",
    ),
    (
        "Pancakes",
        "Fluffy stack",
        "3 servings",
        "20 mins",
        "cookbook",
        "flour, milk, eggs",
        "Whisk flour, milk and eggs and fry in butter.",
    ),
    (
        "Veggie stir fry",
        "Colourful and quick",
        "2 servings",
        "20 mins",
        "magazine",
        "peppers, soy sauce, garlic",
        "Stir fry the peppers with garlic and soy sauce.",
    ),
    (
        "Mushroom risotto",
        "Creamy rice",
        "3 servings",
        "45 mins",
        "restaurant",
        "rice, mushrooms, parmesan",
        "Toast the rice, add stock slowly, finish with mushrooms.",
    ),
    (
        "Fruit smoothie",
        "Cold and sweet",
        "1 serving",
        "10 mins",
        "gym",
        "berries, yogurt, honey",
        "Blend the berries with yogurt and honey.",
    ),
)
RECIPE_KEYS = ("title", "description", "servings", "preparationTime", "source", "ingredients", "directions")


def initial(world: World) -> None:
    world["expenses"] = [
        {"name": "Rent", "amount": 120000, "category": "Housing", "note": "Monthly"},
        {"name": "Coffee beans", "amount": 1899, "category": "Food", "note": "Discounted"},
    ]
    world["recipes"] = [_recipe(RECIPES[0])]


def _recipe(values: tuple[str, ...]) -> Row:
    return dict(zip(RECIPE_KEYS, values, strict=True))


def _expense(rng: random.Random, exclude: frozenset[str] | set[str] = frozenset()) -> Row:
    while True:
        category = rng.choice(list(EXPENSE_NAMES))
        name = rng.choice(EXPENSE_NAMES[category])
        if name not in exclude and name not in ("Rent", "Coffee beans"):
            return {"name": name, "amount": rng.randint(1000, 50000), "category": category, "note": rng.choice(NOTES)}


def _expenses(rng: random.Random, n: int) -> list[Row]:
    rows: list[Row] = []
    while len(rows) < n:
        rows.append(_expense(rng, {r["name"] for r in rows}))
    return rows


def _as_text(table: Table, rows: list[Row], form: str) -> str:
    if table is EXPENSE:
        fields = ("name", "amount_dollars", "category_name", "note")
        values = [(r["name"], dollars(r["amount"]), r["category"], r["note"]) for r in rows]
        kind = "Expense"
    else:
        fields, values, kind = RECIPE_KEYS, [tuple(r[k] for k in RECIPE_KEYS) for r in rows], "Recipe"
    if form == "csv":
        return "\n".join(["|".join(fields), *("|".join(v) for v in values)])
    blocks = [
        f"{kind}: {v[0]}\n" + "".join(f" {f}: {x}\n" for f, x in zip(fields[1:], v[1:], strict=True)) for v in values
    ]
    return "\n".join(blocks)


def _add(table: Table, rows_of: Any) -> Any:
    def solve(p: Params) -> list[tuple[str, ...]]:
        ops: list[tuple[str, ...]] = [("open", table.label)]
        for row in rows_of(p):
            ops += add_ops(table, row)
        return [*ops, ("done",)]

    return solve


def _delete(table: Table, titles_of: Any) -> Any:
    def solve(p: Params) -> list[tuple[str, ...]]:
        ops: list[tuple[str, ...]] = [("open", table.label)]
        for title in titles_of(p):
            ops += delete_ops(table, title)
        return [*ops, ("done",)]

    return solve


def _remove(world: World, key: str, rows: list[Row], title: str) -> None:
    for row in rows:
        world[key].remove(next(r for r in world[key] if r[title] == row[title] and r == row))


def _add_expenses_template(cls: str, n: int) -> Template:
    return Template(
        cls,
        "expense",
        "create",
        lambda p: f"Add the following expenses into the pro expense:\n{_as_text(EXPENSE, p['rows'], p['form'])}",
        lambda rng: {"rows": _expenses(rng, n), "form": rng.choice(["csv", "text_block"])},
        _add(EXPENSE, lambda p: p["rows"]),
        paraphrases=(
            lambda p: (
                "log these in Pro Expense pls: "
                + "; ".join(
                    f"{r['name']} {dollars(r['amount'])} ({r['category']}, note: {r['note']})" for r in p["rows"]
                )
            ),
        ),
        setup=lambda w, p: w["expenses"].extend(p["noise"]) if "noise" in p else None,
        expect=lambda w, p: w["expenses"].extend(p["rows"]),
    )


def _delete_expenses_template(cls: str, n: int, noise: int) -> Template:
    return Template(
        cls,
        "expense",
        "delete",
        lambda p: f"Delete the following expenses from pro expense: {', '.join(r['name'] for r in p['rows'])}.",
        lambda rng: (rows := _expenses(rng, n + noise)) and {"rows": rows[:n], "noise": rows[n:]},
        _delete(EXPENSE, lambda p: [r["name"] for r in p["rows"]]),
        paraphrases=(lambda p: f"remove {' and '.join(r['name'].lower() for r in p['rows'])} from my expenses",),
        setup=lambda w, p: w["expenses"].extend([*p["noise"], *p["rows"]]),
        expect=lambda w, p: _remove(w, "expenses", p["rows"], "name"),
        events=lambda p: [("delete", r["name"]) for r in p["rows"]],
    )


DEDUPE = "Delete all but one of any {what} in {app} that are exact duplicates, ensuring at least one instance of each unique {one} remains"


def _dedupe_template(cls: str, table: Table, noise: int) -> Template:
    expense = table is EXPENSE
    goal = DEDUPE.format(
        what="expenses" if expense else "recipes",
        app="pro expense" if expense else "the Broccoli app",
        one="expense" if expense else "recipe",
    ) + ("." if expense else "")

    def params(rng: random.Random) -> Params:
        if expense:
            rows = _expenses(rng, noise + 1)
        else:
            rows = [_recipe(v) for v in rng.sample(RECIPES[1:], min(noise + 1, len(RECIPES) - 1))]
        return {"target": rows[0], "noise": rows[1:], "at": rng.randint(0, len(rows) - 1)}

    def setup(world: World, p: Params) -> None:
        rows = list(p["noise"])
        rows.insert(p["at"], p["target"])
        rows.append(dict(p["target"]))
        world[table.key].extend(rows)

    return Template(
        cls,
        "expense" if expense else "recipe",
        "delete",
        lambda p: goal,
        params,
        _delete(table, lambda p: [p["target"][table.title]]),
        paraphrases=(lambda p: f"I have a duplicate in {table.label}, delete the extra copy",),
        setup=setup,
        expect=lambda w, p: w[table.key].remove(p["target"]),
        events=lambda p: [("delete", p["target"][table.title])],
    )


def _markor_file(name: str) -> Any:
    def setup(world: World, p: Params) -> None:
        world["markor"]["notes"].append({"path": name, "text": p["file"], "_mtime": 90})

    return setup


def _recipes(rng: random.Random, n: int) -> list[Row]:
    return [_recipe(v) for v in rng.sample(RECIPES[1:], n)]


def _from_markor_recipes(rng: random.Random, by_time: bool) -> Params:
    rows = _recipes(rng, 5)
    prep = rng.choice([r["preparationTime"] for r in rows])
    targets = [r for r in rows if r["preparationTime"] == prep] if by_time else rows[:3]
    listed = rows if by_time else targets
    return {"rows": targets, "file": _as_text(RECIPE, listed, rng.choice(["csv", "text_block"])), "prep_time": prep}


def _add_recipes_template(cls: str, n: int) -> Template:
    return Template(
        cls,
        "recipe",
        "create",
        lambda p: f"Add the following recipes into the Broccoli app:\n{_as_text(RECIPE, p['rows'], p['form'])}",
        lambda rng: {"rows": _recipes(rng, n), "form": rng.choice(["csv", "text_block"])},
        _add(RECIPE, lambda p: p["rows"]),
        paraphrases=(
            lambda p: (
                "save these recipes in broccoli:\n"
                + _as_text(RECIPE, p["rows"], "text_block" if p["form"] == "csv" else "csv")
            ),
        ),
        expect=lambda w, p: w["recipes"].extend(p["rows"]),
    )


def _delete_recipes_template(cls: str, n: int, noise: int) -> Template:
    return Template(
        cls,
        "recipe",
        "delete",
        lambda p: f"Delete the following recipes from Broccoli app: {', '.join(r['title'] for r in p['rows'])}.",
        lambda rng: (rows := _recipes(rng, n + noise)) and {"rows": rows[:n], "noise": rows[n:]},
        _delete(RECIPE, lambda p: [r["title"] for r in p["rows"]]),
        paraphrases=(
            lambda p: f"get rid of the {' and '.join(r['title'].lower() for r in p['rows'])} recipes in broccoli",
        ),
        setup=lambda w, p: w["recipes"].extend([*p["noise"], *p["rows"]]),
        expect=lambda w, p: _remove(w, "recipes", p["rows"], "title"),
        events=lambda p: [("delete", r["title"]) for r in p["rows"]],
    )


def _constraint_params(rng: random.Random) -> Params:
    ingredient = rng.choice(["garlic", "eggs"])
    rows = [_recipe(v) for v in RECIPES[1:]]
    return {"ingredient": ingredient, "rows": [r for r in rows if ingredient in r["directions"].lower()]}


TEMPLATES = [
    _add_expenses_template("ExpenseAddSingle", 1),
    _add_expenses_template("ExpenseAddMultiple", 3),
    _delete_expenses_template("ExpenseDeleteSingle", 1, 3),
    _delete_expenses_template("ExpenseDeleteMultiple2", 3, 8),
    _dedupe_template("ExpenseDeleteDuplicates", EXPENSE, 5),
    _add_recipes_template("RecipeAddSingleRecipe", 1),
    Template(
        "RecipeAddMultipleRecipesFromMarkor2",
        "recipe",
        "create",
        lambda p: (
            f"Add the recipes from recipes.txt in Markor that take {p['prep_time']} to prepare into the Broccoli recipe app."
        ),
        lambda rng: _from_markor_recipes(rng, True),
        _add(RECIPE, lambda p: p["rows"]),
        paraphrases=(lambda p: f"from recipes.txt in markor, add the {p['prep_time']} recipes to broccoli",),
        setup=_markor_file("recipes.txt"),
        expect=lambda w, p: w["recipes"].extend(p["rows"]),
    ),
    _delete_recipes_template("RecipeDeleteSingleRecipe", 1, 0),
    Template(
        "RecipeDeleteMultipleRecipesWithConstraint",
        "recipe",
        "delete",
        lambda p: f"Delete the recipes from Broccoli app that use {p['ingredient']} in the directions.",
        _constraint_params,
        _delete(RECIPE, lambda p: [r["title"] for r in p["rows"]]),
        paraphrases=(lambda p: f"in broccoli, remove every recipe whose directions mention {p['ingredient']}",),
        setup=lambda w, p: w["recipes"].extend(_recipe(v) for v in RECIPES[1:]),
        expect=lambda w, p: _remove(w, "recipes", p["rows"], "title"),
        events=lambda p: [("delete", r["title"]) for r in p["rows"]],
    ),
    _dedupe_template("RecipeDeleteDuplicateRecipes", RECIPE, 5),
    _dedupe_template("RecipeDeleteDuplicateRecipes2", RECIPE, 7),
    _dedupe_template("RecipeDeleteDuplicateRecipes3", RECIPE, 8),
]
