#!/usr/bin/env bash
# The README's test command: installs the app with its test tools into .venv, then runs every check.
#   bash scripts/test.sh            lint, layer contract, types, the test suite (not the slow marker)
#   bash scripts/test.sh -m slow    extra pytest arguments go to pytest
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e ".[test]"

echo "== ruff"
.venv/bin/ruff check founders_desktop tests bench
.venv/bin/ruff format --check founders_desktop tests bench
echo "== layer contract (import-linter)"
.venv/bin/lint-imports
echo "== mypy (engines, content, saves)"
.venv/bin/mypy founders_desktop/content founders_desktop/city founders_desktop/tactics \
    founders_desktop/bots founders_desktop/persist founders_desktop/packs founders_desktop/resources.py \
    founders_desktop/cli.py
echo "== pytest"
export QT_QPA_PLATFORM=offscreen
if [ "$#" -eq 0 ]; then
    set -- -m "not slow"
fi
.venv/bin/python -m pytest "$@"
