"""The held-out templates of Pro Expense and Broccoli.

``Template.held_out``: when working on the planner, do not open this file (the app modules hold the screens).
"""

from __future__ import annotations

import random

from .paraphrases import Say, _names
from .records import EXPENSE, RECIPE
from .records_tasks import (
    _add,
    _add_recipes_template,
    _as_text,
    _dedupe_template,
    _delete_expenses_template,
    _delete_recipes_template,
    _expenses,
    _from_markor_recipes,
    _markor_file,
)
from .template import Params, Template, in_words


def _from_markor_expenses(rng: random.Random) -> Params:
    rows = _expenses(rng, 5)
    targets = [dict(r, note=r["note"] + ". Reimbursable.") for r in rows[:2]]
    listed = targets + rows[2:]
    rng.shuffle(listed)
    # The file marks them; AndroidWorld's check compares the logged rows with the unmarked ones (note fuzzily).
    return {"rows": rows[:2], "file": _as_text(EXPENSE, listed, "csv")}


TEMPLATES = [
    Template(
        "ExpenseAddMultipleFromMarkor",
        "expense",
        "create",
        lambda p: (
            "Go through the transactions in my_expenses.txt in Markor. Log the reimbursable transactions in the pro expense."
        ),
        _from_markor_expenses,
        _add(EXPENSE, lambda p: p["rows"]),
        paraphrases=(lambda p: "put the reimbursable ones from my_expenses.txt (markor) into pro expense",),
        setup=_markor_file("my_expenses.txt"),
        expect=lambda w, p: w["expenses"].extend(p["rows"]),
    ),
    _delete_expenses_template("ExpenseDeleteMultiple", 3, 0),
    _dedupe_template("ExpenseDeleteDuplicates2", EXPENSE, 14),
    _add_recipes_template("RecipeAddMultipleRecipes", 3),
    Template(
        "RecipeAddMultipleRecipesFromMarkor",
        "recipe",
        "create",
        lambda p: "Add the recipes from recipes.txt in Markor to the Broccoli recipe app.",
        lambda rng: _from_markor_recipes(rng, False),
        _add(RECIPE, lambda p: p["rows"]),
        paraphrases=(lambda p: "copy every recipe in my markor file recipes.txt into broccoli",),
        setup=_markor_file("recipes.txt"),
        expect=lambda w, p: w["recipes"].extend(p["rows"]),
    ),
    _delete_recipes_template("RecipeDeleteSingleWithRecipeWithNoise", 1, 5),
    _delete_recipes_template("RecipeDeleteMultipleRecipes", 3, 0),
    _delete_recipes_template("RecipeDeleteMultipleRecipesWithNoise", 3, 5),
]

# The paraphrases that suite appends to these templates' own (as paraphrases.MORE for the others).
MORE: dict[str, tuple[Say, ...]] = {
    "ExpenseAddMultipleFromMarkor": (
        lambda p: "the reimbursable transactions in my_expenses.txt need to go into the expense app",
    ),
    "ExpenseDeleteMultiple": (lambda p: f"in pro expense get rid of {_names(p['rows'], 'name')}",),
    "ExpenseDeleteDuplicates2": (lambda p: "some expenses are in there twice - clean up the copies",),
    "RecipeAddMultipleRecipes": (
        lambda p: (
            f"put {in_words(len(p['rows']))} new recipes in the recipe app:\n"
            + "\n".join(" | ".join(str(v) for v in r.values()) for r in p["rows"])
        ),
    ),
    "RecipeAddMultipleRecipesFromMarkor": (lambda p: "import recipes.txt from markor into my recipe app",),
    "RecipeDeleteSingleWithRecipeWithNoise": (lambda p: f"remove {p['rows'][0]['title']} from the recipes app pls",),
    "RecipeDeleteMultipleRecipes": (lambda p: f"broccoli: delete {_names(p['rows'], 'title')}",),
    "RecipeDeleteMultipleRecipesWithNoise": (
        lambda p: f"I don't want {_names(p['rows'], 'title')} anymore, delete them",
    ),
}
