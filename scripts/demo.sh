#!/usr/bin/env bash
# Set up, then run the main job on real articles from ../shared/benchmarks:
# three-outlet stories from the AllSides/NeuS crawl (JSONL) and two ECB+ topics with two
# real events each (plain text), ingested into demo/storyline.db; prints the stories and one brief.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
BENCH=${BENCH:-../shared/benchmarks}
rm -rf demo && mkdir -p demo
.venv/bin/python scripts/sample_data.py --bench "$BENCH" --out demo/articles
.venv/bin/storyline ingest demo/storyline.db demo/articles
.venv/bin/storyline stories demo/storyline.db
STORY=$(.venv/bin/storyline stories demo/storyline.db --json | .venv/bin/python -c \
  'import json,sys; rows=[json.loads(l) for l in sys.stdin]; print(max(rows, key=lambda r: (r["outlets"], r["facts"]))["id"])')
.venv/bin/storyline brief demo/storyline.db "$STORY" --md
