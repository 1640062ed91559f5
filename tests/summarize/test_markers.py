"""The multilingual marker table (mcp_agent/tools/summarize/markers.json), line by line: every
example line of a kind is read as that kind, every counter-example is not."""

from __future__ import annotations

import pytest

from mcp_agent.tools.summarize.markers import markers, table
from mcp_agent.tools.summarize.segments import attribution_lines, header_block

pytestmark = pytest.mark.unit

DATA = table()


def _examples(kind: str, key: str = "examples") -> list[str]:
    examples: list[str] = DATA[kind].get(key, [])
    return examples


@pytest.mark.parametrize("line", _examples("attribution"))
def test_each_attribution_line_is_one(line: str) -> None:
    lines = line.split("\n") + ["", "> quoted"]
    assert attribution_lines(lines, 0) == len(line.split("\n"))


@pytest.mark.parametrize("line", _examples("attribution", "not"))
def test_content_that_looks_like_an_attribution_is_not_one(line: str) -> None:
    assert attribution_lines([line, "Some more text of the message."], 0) == 0


@pytest.mark.parametrize("line", _examples("history"))
def test_each_history_header_is_one(line: str) -> None:
    assert markers().history.match(line.strip())


@pytest.mark.parametrize("line", _examples("history", "not"))
def test_a_dashed_line_alone_is_no_history_header(line: str) -> None:
    assert not markers().history.match(line.strip())


@pytest.mark.parametrize("line", _examples("forward"))
def test_each_forward_marker_is_one(line: str) -> None:
    assert markers().forward.match(line.strip())


@pytest.mark.parametrize("block", _examples("header_fields"))
def test_each_header_block_is_one(block: str) -> None:
    lines = block.split("\n") + ["", "Older text."]
    assert header_block(lines, 0) == len(block.split("\n"))


@pytest.mark.parametrize("block", _examples("header_fields", "not"))
def test_fields_of_content_are_no_header_block(block: str) -> None:
    assert header_block(block.split("\n"), 0) == 0


@pytest.mark.parametrize("line", _examples("closings"))
def test_each_closing_is_one(line: str) -> None:
    assert markers().closing.match(line)


@pytest.mark.parametrize("line", _examples("closings", "not"))
def test_a_sentence_that_starts_like_a_closing_is_not_one(line: str) -> None:
    assert not markers().closing.match(line)


@pytest.mark.parametrize("line", _examples("mobile_footers"))
def test_each_mobile_footer_is_one(line: str) -> None:
    assert markers().mobile_footer.match(line)


@pytest.mark.parametrize("line", _examples("mobile_footers", "not"))
def test_a_sentence_about_sending_is_no_mobile_footer(line: str) -> None:
    assert not markers().mobile_footer.match(line)


@pytest.mark.parametrize("line", _examples("banners"))
def test_each_banner_is_one(line: str) -> None:
    assert markers().banner.search(line)


@pytest.mark.parametrize("line", _examples("banners", "not"))
def test_a_caution_about_something_else_is_no_banner(line: str) -> None:
    assert not markers().banner.search(line)


@pytest.mark.parametrize("line", _examples("notification_footers"))
def test_each_notification_footer_line_is_one(line: str) -> None:
    assert markers().notification.search(line)


def test_the_table_covers_fifteen_languages_of_attributions() -> None:
    verbs = " ".join(DATA["attribution"]["verbs"])
    for word in (
        "wrote",
        "a écrit",
        "schrieb",
        "escribió",
        "ha scritto",
        "escreveu",
        "het volgende geschreven",
        "skrev",
        "napisał",
        "написал",
        "đã viết",
        "のメッセージ",
        "写道",
        "작성",
        "yazdı",
        "napsal",
        "kirjoitti",
        "írta",
        "έγραψε",
        "كتب",
        "כתב",
    ):
        assert word in verbs
