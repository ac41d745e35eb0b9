"""Each case of tests/helpers/hostile.py alone beside the good articles, under a timeout: the table
of docs/reliability.md.

    .venv/bin/python -m tests.helpers.hostile_run [--timeout 60] [--only REGEX] [--first REGEX] [--skip-done LOG]

``--first``: the cases it matches run before the others (e.g. the heaviest); ``--skip-done LOG``:
the cases a log of an earlier run (its ``NAME: status`` lines) has already run are left out, so a
run that was stopped goes on where it stopped.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from tests.helpers.hostile import (EXIT_BASE, GOOD, REPO, build_inputs, cases, check_lines, check_stored,
                                   expected_lines, failures_of, store_cases, stored_rows)


def main() -> None:
    """Each case alone beside the good articles, in a fresh store, under ``timeout`` seconds; a table
    per kind: cases, crashes (a traceback or a wrong exit status), hangs, silent drops (an article
    not stored or a failure without its line), and the slowest case."""
    import argparse
    import subprocess
    import sys
    import tempfile
    import time
    from collections import defaultdict

    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--only", default="", help="a regular expression of case names")
    ap.add_argument("--first", default="", help="a regular expression of case names to run before the others")
    ap.add_argument("--skip-done", default="", help="the output of an earlier run: its cases are not run again")
    ap.add_argument("--together", action="store_true",
                    help="all chosen input cases in one ingest (as tests/test_hostile_inputs.py), problems listed")
    args = ap.parse_args()
    if args.together:
        return together(args.only, args.timeout)
    env = dict(os.environ, PYTHONPATH=str(REPO))
    table: dict[str, dict] = defaultdict(lambda: {"cases": 0, "crashes": 0, "hangs": 0, "drops": 0, "slowest": 0.0})
    done = _done(args.skip_done)
    chosen = [c for c in cases() if (not args.only or re.search(args.only, c.name)) and c.name not in done]
    if args.first:
        chosen.sort(key=lambda c: not re.search(args.first, c.name))  # stable: the rest in corpus order
    for case in chosen:
        row = table[case.kind]
        row["cases"] += 1
        with tempfile.TemporaryDirectory(prefix="hostile-") as tmp:
            walked, extra, folders = build_inputs(Path(tmp), [case])
            db = Path(tmp) / "s.db"
            t0 = time.monotonic()
            try:
                proc = subprocess.run([sys.executable, "-m", "storyline", "ingest", str(db), str(walked), *extra],
                                      cwd=REPO, env=env, capture_output=True, text=True, timeout=args.timeout,
                                      errors="replace")
            except subprocess.TimeoutExpired:
                row["hangs"] += 1
                print(f"{case.name}: HANG (over {args.timeout:.0f} s)", flush=True)
                continue
            took = time.monotonic() - t0
            row["slowest"] = max(row["slowest"], took)
            want = failures_of([case])
            crash = "Traceback" in proc.stderr or proc.returncode != (EXIT_BASE + min(want, 100) if want else 0)
            problems = check_lines(proc.stderr, expected_lines([case], folders))
            problems += check_stored(stored_rows(db), [case]) if db.exists() else ["no store"]
            row["crashes"] += crash
            row["drops"] += bool(problems) and not crash
            status = "CRASH" if crash else "DROP" if problems else "ok"
            print(f"{case.name}: {status} exit {proc.returncode} {took:.1f} s {'; '.join(problems)}", flush=True)
    for sc in store_cases():
        if (args.only and not re.search(args.only, sc.name)) or sc.name in done:
            continue
        row = table["store"]
        row["cases"] += 1
        with tempfile.TemporaryDirectory(prefix="hostile-") as tmp:
            db = sc.build(Path(tmp))
            good = Path(tmp) / "good.txt"
            good.write_text(GOOD["good-herald.txt"], encoding="utf-8")
            cmd = ["stories", str(db)] if sc.command == "stories" else ["ingest", str(db), str(good)]
            t0 = time.monotonic()
            try:
                proc = subprocess.run([sys.executable, "-m", "storyline", *cmd], cwd=REPO, env=env,
                                      capture_output=True, text=True, timeout=args.timeout)
            except subprocess.TimeoutExpired:
                row["hangs"] += 1
                print(f"{sc.name}: HANG (over {args.timeout:.0f} s)", flush=True)
                continue
            row["slowest"] = max(row["slowest"], time.monotonic() - t0)
            crash = "Traceback" in proc.stderr or proc.returncode != sc.status
            ok = (not proc.stderr.strip()) if sc.reason is None else bool(re.fullmatch(
                sc.reason if sc.whole else r"storyline: .+: " + sc.reason, proc.stderr.strip()))
            row["crashes"] += crash
            row["drops"] += (not ok) and not crash
            print(f"{sc.name}: {'CRASH' if crash else 'ok' if ok else 'WRONG'} exit {proc.returncode} "
                  f"{time.monotonic() - t0:.1f} s {proc.stderr.strip()[:120]}", flush=True)
    print("\n| input kind | cases | crashes | hangs | silent drops | slowest case |")
    print("|---|---|---|---|---|---|")
    for kind, row in table.items():
        print(f"| {kind} | {row['cases']} | {row['crashes']} | {row['hangs']} | {row['drops']} | {row['slowest']:.1f} s |")
    total = {k: sum(r[k] for r in table.values()) for k in ("cases", "crashes", "hangs", "drops")}
    print(f"| all | {total['cases']} | {total['crashes']} | {total['hangs']} | {total['drops']} | |")


def _done(log: str) -> set[str]:
    """The case names an earlier run's output has a result line for."""
    if not log:
        return set()
    lines = Path(log).read_text(encoding="utf-8", errors="replace").splitlines()
    return {m.group(1) for line in lines if (m := re.match(r"([\w.-]+): (ok|CRASH|DROP|HANG|WRONG)\b", line))}


def together(only: str, timeout: float) -> None:
    """The chosen input cases in one ingest beside the good articles: each problem on a line."""
    import subprocess
    import sys
    import tempfile
    import time

    chosen = [c for c in cases() if not only or re.search(only, c.name)]
    env = dict(os.environ, PYTHONPATH=str(REPO))
    with tempfile.TemporaryDirectory(prefix="hostile-") as tmp:
        walked, extra, folders = build_inputs(Path(tmp), chosen)
        db = Path(tmp) / "s.db"
        t0 = time.monotonic()
        proc = subprocess.run([sys.executable, "-m", "storyline", "ingest", str(db), str(walked), *extra], cwd=REPO,
                              env=env, capture_output=True, text=True, timeout=timeout * len(chosen), errors="replace")
        want = failures_of(chosen)
        print(f"{len(chosen)} cases, exit {proc.returncode} (want {EXIT_BASE + min(want, 100) if want else 0}), "
              f"{time.monotonic() - t0:.0f} s; {proc.stdout.strip()[-200:]}")
        if "Traceback" in proc.stderr:
            print(proc.stderr[-3000:])
        for problem in check_lines(proc.stderr, expected_lines(chosen, folders)) + (
                check_stored(stored_rows(db), chosen) if db.exists() else ["no store"]):
            print(problem)


if __name__ == "__main__":
    main()
