#!/usr/bin/env bash
# Set up (the Python environment, and Debian's chromium for the browser tests), then run the
# whole test suite: unit, end-to-end, evaluation gates, browser and distributed tests.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/install_chromium.sh
exec .venv/bin/python -m pytest -q "$@"
