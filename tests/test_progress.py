"""Progress of a long run: drawn on stderr when it is a terminal (never on stdout, which holds the
JSON or Markdown), with stage names and totals; nothing with -q or when stderr is not a terminal."""

from __future__ import annotations

import json
import os
import pty
import re
import subprocess
import sys
import threading
from pathlib import Path

from storyline.progress import count_articles

TEXT = "The harbour bridge reopened on Tuesday after six weeks of repairs, the city said in a statement."


def _inputs(tmp_path: Path) -> Path:
    d = tmp_path / "in"
    d.mkdir()
    for i in (1, 2):
        (d / f"b{i}.txt").write_text(f"Title: Bridge {i}\nSource: Herald {i}\n\n{TEXT} ({i})\n", encoding="utf-8")
    rows = [{"id": f"j{i}", "source": "NPR", "text": f"{TEXT} Line {i}."} for i in range(3)]
    (d / "more.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows) + "\n", encoding="utf-8")
    return d


def _run(args: list[str], tty_stderr: bool) -> tuple[str, str, int]:
    """Run the CLI with stdout a pipe and stderr a pseudo-terminal (or a pipe)."""
    cmd = [sys.executable, "-m", "storyline", *args]
    env = {**os.environ, "COLUMNS": "120", "TERM": "xterm"}
    if not tty_stderr:
        p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=300)
        return p.stdout, p.stderr, p.returncode
    master, slave = pty.openpty()
    chunks: list[bytes] = []

    def drain() -> None:
        while True:
            try:
                data = os.read(master, 4096)
            except OSError:
                return
            if not data:
                return
            chunks.append(data)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=slave, env=env, timeout=300)
    os.close(slave)
    reader.join(10)
    os.close(master)
    return p.stdout.decode(), b"".join(chunks).decode("utf-8", "replace"), p.returncode


def test_count_articles_counts_records_without_parsing(tmp_path):
    assert count_articles([_inputs(tmp_path)]) == (3, 5)  # two .txt, a JSONL of three lines


def test_progress_on_a_terminal_goes_to_stderr_with_stages_and_totals(tmp_path):
    out, err, code = _run(["analyze", str(_inputs(tmp_path)), "--json"], tty_stderr=True)
    assert code == 0
    assert json.loads(out)["stories"]  # stdout holds only the JSON
    plain = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", err)
    for stage in ("reading", "loading the English model", "extracting", "grouping", "briefs"):
        assert stage in plain, stage
    assert re.search(r"extracting\D+5/5", plain) and re.search(r"reading\D+[0-3]/3 ", plain)
    assert re.search(r"\d+(\.\d)?/s", plain)  # a rate


def test_quiet_and_not_a_terminal_draw_nothing(tmp_path):
    d = _inputs(tmp_path)
    _, err, code = _run(["analyze", str(d), "--json", "-q"], tty_stderr=True)
    assert code == 0 and "extracting" not in err
    out, err, code = _run(["analyze", str(d)], tty_stderr=False)
    assert code == 0 and err == "" and out.startswith("# ")
