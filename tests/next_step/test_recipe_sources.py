"""A recipe's source said as where it came from, "from a magazine" (people set 105, whose first run typed "a
magazine"), tested in other wordings: the article is no part of the source."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.recipe_fields import recipe_fields

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("said", "source"),
    [
        ("Lentil soup, description Hearty, serves 4, 45 mins, from my grandma, ingredients lentils, cumin", "grandma"),
        ("Avocado toast, from the cafe menu, 1 serving, 10 mins", "cafe menu"),
        ("Banana bread, from a blog, 8 servings, 60 mins", "blog"),
        ("Greek salad, source taverna, 2 servings, 10 mins", "taverna"),
    ],
)
def test_the_source_is_said_without_its_article(said: str, source: str) -> None:
    assert recipe_fields(said)["source"] == source
