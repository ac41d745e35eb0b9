"""The figures table of docs/evaluation.md, written from one run of every gate (``storyline eval all``).

Every row is one figure: what it measures, storyline's value, its pinned floor, the peer measured
in the same run, the split, the corpus hash, the command that reproduces it. The table sits in
docs/evaluation.md between ``BEGIN`` and ``END`` markers; ``write_into`` replaces what is there.
"""

from __future__ import annotations

from pathlib import Path

BEGIN = "<!-- BEGIN eval table: written by `storyline eval all --markdown`; do not edit by hand -->"
END = "<!-- END eval table -->"
HEADER = ("| stage | figure | storyline | floor | peer (same run) | split | corpus | command |\n"
          "|---|---|---:|---:|---|---|---|---|")


def shown(value: float | None, unit: str) -> str:
    if value is None:
        return "—"
    if unit == "%":
        return f"{100 * value:.1f} %"
    if unit == "pt":
        return f"{value:.2f}"
    return f"{value:g}"


def rows(results: list[tuple]) -> list[str]:
    """Table rows of ``[(gate, corpus, measurement, pinned floors dict or None)]``."""
    out = []
    for gate, corpus, m, pinned in results:
        floors = (pinned or {}).get("floors", {})
        split = f"{gate.split} ({m.size})" if m.size else gate.split
        if gate.part != "reported":
            split = f"**development data**, not held out: {split}"
        for f in m.figures:
            peer = f"{f.peer}: {shown(f.peer_value, f.unit)}" if f.peer else "—"
            floor = shown(floors[f.key], f.unit) if f.gated and f.key in floors else "—"
            value = f"**{shown(f.value, f.unit)}**" + (f" ({f.detail})" if f.detail else "")
            out.append(f"| {gate.stage} | {f.label} | {value} | {floor} | {peer} | {split} | "
                       f"`{corpus}` | `{gate.command}` |")
        for text, ok in m.checks:
            out.append(f"| {gate.stage} | check: {text} | {'holds' if ok else '**FAILS**'} | — | — | {split} | "
                       f"`{corpus}` | `{gate.command}` |")
    return out


def split_rows() -> list[str]:
    """One row per benchmark of the record of splits: what is developed on, what is reported, the corpus hash."""
    from storyline.evaluation.splits import corpus_hash, record

    def said(part: dict) -> str:
        return "; ".join(str(v) if k == "rule" else f"{k.replace('_', ' ')}: {_listed(v)}" for k, v in part.items())

    out = ["| benchmark | developed on | reported | corpus |", "|---|---|---|---|"]
    for name, rec in record().items():
        if not name.startswith("_"):
            out.append(f"| {name} | {said(rec['develop'])} | {said(rec['reported'])} | `{corpus_hash(name)}` |")
    return out


def _listed(v) -> str:
    return ", ".join(str(x) for x in v) if isinstance(v, list) else str(v)


def markdown(results: list[tuple], when: str) -> str:
    return "\n".join([BEGIN, f"Measured {when} by `storyline eval all --markdown`.", "", HEADER, *rows(results), "",
                      "The splits (`storyline/evaluation/data/splits.json`, read through `storyline.evaluation.splits`):",
                      "", *split_rows(), END])


def write_into(doc: Path, block: str) -> None:
    """Replace the table between the markers of ``doc`` (or append it when the markers are missing)."""
    text = doc.read_text(encoding="utf8") if doc.exists() else ""
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        text = head + block + tail
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    doc.write_text(text, encoding="utf8")


def read_rows(doc: Path) -> list[list[str]]:
    """The cells of every data row of the table in ``doc`` (for the docs check)."""
    text = doc.read_text(encoding="utf8")
    if BEGIN not in text or END not in text:
        return []
    block = text.split(BEGIN, 1)[1].split(END, 1)[0]
    if HEADER not in block:
        return []
    lines = []
    for ln in block.split(HEADER, 1)[1].strip("\n").splitlines():
        if not ln.startswith("| "):
            break  # the figures table ends here (the splits table follows)
        lines.append(ln)
    return [[c.strip() for c in ln.strip().strip("|").split(" | ")] for ln in lines]
