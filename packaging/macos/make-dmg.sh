#!/usr/bin/env bash
# The .dmg recipe: a compressed disk image holding the app and a link to /Applications, so
# people install by dragging one onto the other.
#
#   bash packaging/macos/make-dmg.sh "dist/Founders Desktop.app" dist/founders-desktop.dmg "Founders Desktop"
#
# Uses only hdiutil (part of macOS). When CODESIGN_IDENTITY is set the image is signed too.
set -euo pipefail
if [ "$#" -ne 3 ]; then
    echo "usage: $0 APP DMG VOLUME_NAME" >&2
    exit 2
fi
APP=$1
DMG=$2
VOLUME=$3
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT

# ditto keeps the app's symlinks, extended attributes and signature intact (cp -R may not).
ditto "$APP" "$STAGE/$(basename "$APP")"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
# UDZO: zlib-compressed, readable on every supported macOS. HFS+ keeps old Macs happy.
hdiutil create -volname "$VOLUME" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$CODESIGN_IDENTITY" "$DMG"
fi
hdiutil verify "$DMG"
