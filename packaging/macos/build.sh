#!/usr/bin/env bash
# Build Founders Desktop for macOS: "Founders Desktop.app" and a .dmg, in dist/.
#
#   bash packaging/macos/build.sh
#   CODESIGN_IDENTITY="Developer ID Application: NAME (TEAMID)" bash packaging/macos/build.sh
#
# Needs Python 3.11 from python.org or Homebrew, and Xcode's command line tools
# (xcode-select --install) for codesign, hdiutil and the C compiler that compiles the engine
# with mypyc (FOUNDERS_PURE_ENGINE=1 bundles its Python modules instead). The app is built for this Mac's
# architecture (arm64 or x86_64); build once on each to cover both.
# Without CODESIGN_IDENTITY the app is ad-hoc signed: it runs here, and elsewhere after
# right-click > Open. Notarization is described in packaging/README.md.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
started=$(date +%s)

if [ -z "${PACK_PYTHON:-}" ]; then
    if [ ! -x build/venv-pack/bin/python ]; then
        "${PYTHON:-python3.11}" -m venv build/venv-pack
    fi
    PACK_PYTHON=build/venv-pack/bin/python
    "$PACK_PYTHON" -m pip install -q --upgrade pip
    "$PACK_PYTHON" -m pip install -q -r packaging/requirements-build.txt -e ".[compile]"
fi

VERSION=$("$PACK_PYTHON" packaging/project_version.py)
ARCH=$(uname -m)
echo "== PyInstaller: Founders Desktop $VERSION for macOS $ARCH"
"$PACK_PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/founders-desktop.spec
APP="dist/Founders Desktop.app"
test -x "$APP/Contents/MacOS/founders-desktop"

# A broken bundle must not become a disk image: render one page first, on Qt's native
# "cocoa" platform so that its plugin is proven too (SMOKE_QT_PLATFORM=offscreen over ssh).
echo "== smoke test"
rm -f build/macos-smoke.png
QT_QPA_PLATFORM=${SMOKE_QT_PLATFORM:-cocoa} FOUNDERS_DESKTOP_SETTINGS="$ROOT/build/macos-smoke.ini" \
    "$APP/Contents/MacOS/founders-desktop" --screenshot build/macos-smoke.png --page city
test "$(wc -c < build/macos-smoke.png)" -gt 10000

if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    echo "== codesign"
    # Hardened runtime is required for notarization.
    codesign --force --deep --options runtime --timestamp --sign "$CODESIGN_IDENTITY" "$APP"
    codesign --verify --deep --strict "$APP"
fi

DMG="dist/founders-desktop-$VERSION-macos-$ARCH.dmg"
bash packaging/macos/make-dmg.sh "$APP" "$DMG" "Founders Desktop $VERSION"

elapsed=$(($(date +%s) - started))
echo "== done in ${elapsed}s"
echo "app  $APP  $(du -sh "$APP" | cut -f1)"
echo "dmg  $DMG  $(du -h "$DMG" | cut -f1)"
