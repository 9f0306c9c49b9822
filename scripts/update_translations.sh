#!/usr/bin/env bash
# Refresh the Qt Linguist files from the code: new strings appear unfinished, removed ones are dropped;
# then compile them to the .qm the app loads (hatch_build.py, which pip install and the build also run).
#   bash scripts/update_translations.sh      then translate the unfinished entries (pyside6-linguist)
#   PYTHON=/path/to/python bash scripts/update_translations.sh   to use another PySide6 install
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-$([ -x .venv/bin/python ] && echo .venv/bin/python || echo python3)}
# The bundled content's names (races, buildings, cards, monsters...) as code lupdate can read.
PYTHONPATH=. "$PYTHON" -m founders_desktop.view.content_catalogue
# PySide6 ships lupdate (with Python support) inside its package folder.
LUPDATE="$("$PYTHON" -c 'import os, PySide6; print(os.path.dirname(PySide6.__file__))')/lupdate"
mapfile -t SOURCES < <(find founders_desktop/view founders_desktop/app -name '*.py' | sort)
for code in es ru; do
    "$LUPDATE" -no-obsolete -locations none "${SOURCES[@]}" -ts "resources/translations/founders_desktop_${code}.ts"
done
# English is the source language: its file holds only the plural forms ("%n road(s)" -> "1 road").
"$LUPDATE" -no-obsolete -locations none -pluralonly -target-language en "${SOURCES[@]}" \
    -ts resources/translations/founders_desktop_en.ts
"$PYTHON" hatch_build.py >/dev/null
