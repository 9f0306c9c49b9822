#!/usr/bin/env bash
# Install Founders Desktop from the unpacked .tar.gz for one user (no root needed):
#   ./install.sh                the app in ~/.local/opt, a command in ~/.local/bin, a menu entry
#   ./install.sh --uninstall    remove all of that again
# PREFIX=/usr/local sudo ./install.sh installs for every user instead.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-$HOME/.local}
APP_DIR=$PREFIX/opt/founders-desktop
SHARE=$PREFIX/share

refresh() {
    # Both tools are optional: without them the menu picks the entry up at next login.
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$SHARE/applications" || true
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$SHARE/mime" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$APP_DIR"
    rm -f "$PREFIX/bin/founders-desktop" "$SHARE/applications/founders-desktop.desktop" \
        "$SHARE/mime/packages/founders-desktop.xml"
    find "$SHARE/icons/hicolor" -name 'founders-desktop.*' -delete 2>/dev/null || true
    refresh
    echo "Founders Desktop removed from $PREFIX"
    exit 0
fi

mkdir -p "$PREFIX/opt" "$PREFIX/bin"
rm -rf "$APP_DIR"
mkdir -p "$APP_DIR"
cp -a "$HERE/founders-desktop" "$HERE/_internal" "$APP_DIR/"
ln -sf "$APP_DIR/founders-desktop" "$PREFIX/bin/founders-desktop"
cp -a "$HERE/share/." "$SHARE/"
# The menu must find the app even when $PREFIX/bin is not on PATH: point it at the real file.
sed -i -e "s|^Exec=founders-desktop|Exec=\"$APP_DIR/founders-desktop\"|" \
    -e "s|^TryExec=founders-desktop|TryExec=$APP_DIR/founders-desktop|" \
    "$SHARE/applications/founders-desktop.desktop"
refresh
echo "Founders Desktop installed in $APP_DIR; run 'founders-desktop' or open it from the menu."
case ":$PATH:" in
    *":$PREFIX/bin:"*) ;;
    *) echo "Note: $PREFIX/bin is not on your PATH; the menu entry works regardless." ;;
esac
