"""Evaluations on the public gold sets in ../shared/benchmarks (`storyline eval ...`)."""


def markdown_table(rows: list[dict], keys: tuple[str, ...]) -> str:
    """Rows of an evaluation result as a Markdown table with the given columns."""
    lines = ["| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
    for row in rows:
        lines.append("| " + " | ".join(str(row.get(k, "")) for k in keys) + " |")
    return "\n".join(lines)
