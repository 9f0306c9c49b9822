#!/usr/bin/env bash
# The README's test command: installs the app with its test and developer tools into .venv, then
# runs every check.
#   bash scripts/test.sh                 lint, layer contract, types, the test suite in parallel
#                                        (-m "not slow and not bundle and not compiled": no slow
#                                        tests, no bundle build, no compiled engine)
#   bash scripts/test.sh tests/city      extra arguments go to pytest; still not the slow ones
#   bash scripts/test.sh -m slow         a -m of your own replaces the default selection
#   bash scripts/test.sh -m bundle       build the PyInstaller bundle and run it (CI does: .ci/run)
#   bash scripts/test.sh -m compiled     compile the city engine and hold it equal to Python (CI does)
#   bash scripts/test.sh -n 0            one process (a -n of your own replaces "-n auto")
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e ".[test,dev,compile]"

echo "== ruff"
.venv/bin/ruff check founders_desktop tests bench scripts
.venv/bin/ruff format --check founders_desktop tests bench scripts
echo "== layer contract (import-linter)"
.venv/bin/lint-imports
echo "== mypy (strict, the whole package: engines, app and view; and the compile script)"
.venv/bin/mypy founders_desktop scripts/compile_engine.py
echo "== pytest"
export QT_QPA_PLATFORM=offscreen

# The everyday selection and workers, unless the caller gives their own -m or -n.
source scripts/pytest_defaults.sh
pytest_defaults "$@"
.venv/bin/python -m pytest "${defaults[@]}" "$@"
