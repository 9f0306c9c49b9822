#!/usr/bin/env bash
# Refresh the Qt Linguist files from the code: new strings appear unfinished, removed ones obsolete.
#   bash scripts/update_translations.sh      then translate the unfinished entries (pyside6-linguist)
set -euo pipefail
cd "$(dirname "$0")/.."
LUPDATE=${LUPDATE:-$(dirname "$(command -v python3)")/pyside6-lupdate}
[ -x "$LUPDATE" ] || LUPDATE=pyside6-lupdate
mapfile -t SOURCES < <(find founders_desktop/view founders_desktop/app -name '*.py' | sort)
for code in es ru; do
    "$LUPDATE" -no-obsolete -locations none "${SOURCES[@]}" -ts "resources/translations/founders_desktop_${code}.ts"
done
