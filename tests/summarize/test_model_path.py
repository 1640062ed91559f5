"""The model path over the same corpus as the extractive one: the prompt a model writes from is
the cleaned, structured thread (every fact in it, nothing that must not leak, every task with its
owner), and what a scripted model writes from it is scored like the extractive summary.

The scripted model stands in for a provider (no model runs here): it restates the prompt's
extraction and then the messages, as a faithful model would, within the length the tool accepts.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mcp_agent.tools.summarize.prompt import MAX_MODEL_SUMMARY_CHARS, SummaryPrompt, build_prompt, usable
from mcp_agent.tools.summarize.summarizer import summarize_messages

from .corpus import FIXTURES, Score, load_thread, score
from .test_summary_quality import MIN_FACTS_SHARE, print_table

pytestmark = pytest.mark.unit


def scripted_model(prompt: SummaryPrompt) -> str:
    """Restates the extraction, then the messages' lines, up to the length the tool accepts."""
    text = prompt.text
    extracted = text[text.index("Extracted from them:") : text.index("Earlier summaries")]
    messages = text[: text.index("Extracted from them:")]
    lines = [line for line in extracted.splitlines()[1:]]
    lines += [line for line in messages.splitlines()[1:] if line.strip() and not line.startswith("--- From:")]
    out: list[str] = []
    for line in lines:
        if sum(len(x) + 1 for x in out) + len(line) > MAX_MODEL_SUMMARY_CHARS:
            break
        out.append(line)
    return "\n".join(out)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_the_prompt_is_the_cleaned_thread_with_every_fact_and_owner(path: Path) -> None:
    messages, data = load_thread(path)
    summary = summarize_messages(messages, [])
    prompt = build_prompt(messages, summary, [])
    shown = prompt.text.lower()
    assert not [s for s in data.get("must_not_contain", []) if s.lower() in shown], prompt.text
    assert not [f for f in data["expected_key_facts"] if f.lower() not in shown], prompt.text
    action_lines = prompt.text[prompt.text.index("Extracted from them:") :].splitlines()
    for task, owner in data.get("owners", {}).items():
        assert any(line.startswith(f"- {owner}:") and task.lower() in line.lower() for line in action_lines), (
            task,
            owner,
        )


def test_the_model_path_meets_the_same_bar(capsys: pytest.CaptureFixture[str]) -> None:
    scores: list[Score] = []
    for path in FIXTURES:
        messages, data = load_thread(path)
        summary = summarize_messages(messages, [])
        written = usable(scripted_model(build_prompt(messages, summary, [])))
        assert written is not None, path.stem
        scores.append(score(data, messages, summary, text=written))
    with capsys.disabled():
        print_table("model path (scripted model)", scores)
    found, facts = sum(s.facts_found for s in scores), sum(s.facts for s in scores)
    assert found / facts >= MIN_FACTS_SHARE
    assert not [s.name for s in scores if s.leaks or s.wrong_owners]


def test_auto_replies_are_left_out_of_the_prompt_and_counted() -> None:
    messages, _ = load_thread(next(p for p in FIXTURES if p.stem == "en_thread_with_out_of_office"))
    prompt = build_prompt(messages, summarize_messages(messages, []), ["Earlier: the pentest report arrived."])
    assert "out of the office" not in prompt.text
    assert "(2 automatic replies or bounce(s) left out)" in prompt.text
    assert "- Earlier: the pentest report arrived." in prompt.text
