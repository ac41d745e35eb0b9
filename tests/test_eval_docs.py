"""docs/evaluation.md: its figures table is the one `storyline eval all --markdown` writes, in step
with the pinned floors; it names no file that does not exist."""

import re
from pathlib import Path

from storyline.evaluation import floors, table
from storyline.evaluation.gates import GATES, Figure, Gate, Measurement

REPO = Path(__file__).resolve().parents[1]
DOC = REPO / "docs" / "evaluation.md"


def toy_results():
    g = Gate("toy", "toy stage", "newsquant", "reported", "toy split", (), lambda b, n: None, nlp=False)
    m = Measurement([Figure("f1", "F1", 0.9312, "peer", 0.5), Figure("n", "facts per story", 93.4, gated=False, unit="n"),
                     Figure("r1", "ROUGE-1", 44.31, unit="pt", detail="of 307")], [("beats the peer", True)], "5 items")
    return [(g, "abc123", m, {"floors": {"f1": 0.9262, "r1": 44.0}})]


def test_rows_show_value_floor_peer_split_corpus_and_command():
    rows = table.rows(toy_results())
    assert rows[0] == ("| toy stage | F1 | **93.1 %** | 92.6 % | peer: 50.0 % | toy split (5 items) | `abc123` | "
                       "`storyline eval all --gate toy` |")
    assert "| facts per story | **93.4** | — | — |" in rows[1]
    assert "| ROUGE-1 | **44.31** (of 307) | 44.00 |" in rows[2]
    assert rows[3].startswith("| toy stage | check: beats the peer | holds |")


def test_write_into_replaces_only_the_marked_block(tmp_path):
    doc = tmp_path / "e.md"
    doc.write_text(f"# Title\n\nbefore\n\n{table.BEGIN}\nold table\n{table.END}\n\nafter\n")
    block = table.markdown(toy_results(), "2026-01-01")
    table.write_into(doc, block)
    text = doc.read_text()
    assert text.startswith("# Title\n\nbefore\n\n") and text.endswith("\n\nafter\n") and "old table" not in text
    assert len(table.read_rows(doc)) == 4 and table.read_rows(doc)[0][2] == "**93.1 %**"
    table.write_into(doc, block)
    assert doc.read_text() == text  # idempotent


def test_the_docs_table_is_in_step_with_the_pinned_floors():
    rows = table.read_rows(DOC)
    assert rows, "docs/evaluation.md has no table written by `storyline eval all --markdown`"
    for g in GATES:
        pinned = floors.load(g.name)
        mine = [r for r in rows if r[-1] == f"`{g.command}`"]
        assert mine, f"docs/evaluation.md has no row of gate {g.name}"
        assert {r[6] for r in mine} == {f"`{pinned['corpus']}`"}, f"{g.name}: corpus hash differs from its floors"
        by_label = {r[1]: r for r in mine}
        for key, floor in pinned["floors"].items():
            fig = pinned["figures"][key]
            assert fig["label"] in by_label, f"{g.name}: no row for {key} ({fig['label']})"
            assert by_label[fig["label"]][3] == table.shown(floor, fig["unit"]), f"{g.name}: floor of {key} differs"
            assert "FAILS" not in by_label[fig["label"]][2]
        assert all("FAILS" not in r[2] for r in mine)


def test_docs_name_only_files_that_exist():
    text = DOC.read_text(encoding="utf8")
    for path in set(re.findall(r"(?:tests|bench|scripts|storyline|docs)/[\w/.-]+\.(?:py|json|md|sh)", text)):
        assert (REPO / path).exists(), f"docs/evaluation.md names {path}, which does not exist"
