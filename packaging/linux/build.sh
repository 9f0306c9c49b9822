#!/usr/bin/env bash
# Build Founders Desktop for Linux: the one-folder bundle, a .tar.gz and a .deb, all in dist/.
#
#   bash packaging/linux/build.sh            everything (first run creates build/venv-pack)
#   bash packaging/linux/build.sh --no-deb   skip the .deb (no dpkg-deb on this machine)
#   DEB_COMPRESS=gzip bash packaging/linux/build.sh   a faster, bigger .deb (tests use it)
#   PACK_PYTHON=/path/to/python bash packaging/linux/build.sh
#                                            use a Python that already has PyInstaller and the
#                                            app's dependencies instead of build/venv-pack
#   FOUNDERS_PURE_ENGINE=1 bash packaging/linux/build.sh
#                                            bundle the engine's Python modules rather than
#                                            compile them (the spec compiles them with mypyc:
#                                            gcc and the Python headers, python3-dev)
#
# Outputs:
#   dist/founders-desktop/                                 the bundle (run ./founders-desktop)
#   dist/founders-desktop-VERSION-linux-ARCH.tar.gz        bundle + menu entry + install.sh
#   dist/founders-desktop_VERSION_DEBARCH.deb              installs to /opt, /usr/bin, /usr/share
# The bundle runs on distributions with a glibc at least as new as the build machine's:
# build on the oldest distribution you want to support.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
LINUX=packaging/linux
MAKE_DEB=1
for arg in "$@"; do
    case "$arg" in
        --no-deb) MAKE_DEB=0 ;;
        *) echo "usage: $0 [--no-deb]" >&2; exit 2 ;;
    esac
done

started=$(date +%s)
# PyInstaller's cache of collected libraries is per user (~/.cache/pyinstaller) and --clean wipes
# it: two checkouts building at once would corrupt each other's. Keep this checkout's own.
export PYINSTALLER_CONFIG_DIR=${PYINSTALLER_CONFIG_DIR:-$ROOT/build/pyinstaller-config}

# A private venv keeps PyInstaller out of the developer's environment.
if [ -z "${PACK_PYTHON:-}" ]; then
    if [ ! -x build/venv-pack/bin/python ]; then
        "${PYTHON:-python3}" -m venv build/venv-pack
    fi
    PACK_PYTHON=build/venv-pack/bin/python
    "$PACK_PYTHON" -m pip install -q --upgrade pip
    "$PACK_PYTHON" -m pip install -q -r packaging/requirements-build.txt -e ".[compile]"
fi

VERSION=$("$PACK_PYTHON" packaging/project_version.py)
ARCH=$(uname -m)
echo "== PyInstaller: Founders Desktop $VERSION for $ARCH"
"$PACK_PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/founders-desktop.spec
BUNDLE=dist/founders-desktop
test -x "$BUNDLE/founders-desktop"

# Desktop integration files, laid out as under /usr/share (the .deb and install.sh both copy them).
share_tree() {
    local share=$1
    install -Dm644 "$LINUX/founders-desktop.desktop" "$share/applications/founders-desktop.desktop"
    install -Dm644 "$LINUX/founders-desktop-mime.xml" "$share/mime/packages/founders-desktop.xml"
    install -Dm644 resources/icons/founders-desktop.svg "$share/icons/hicolor/scalable/apps/founders-desktop.svg"
    local size
    for size in 16 24 32 48 64 128 256 512; do
        install -Dm644 "build/icons/founders-desktop-$size.png" \
            "$share/icons/hicolor/${size}x${size}/apps/founders-desktop.png"
    done
}

echo "== .tar.gz"
NAME=founders-desktop-$VERSION
STAGE=build/linux/tar/$NAME
rm -rf build/linux/tar
mkdir -p "$STAGE"
cp -a "$BUNDLE/." "$STAGE/"
share_tree "$STAGE/share"
install -m755 "$LINUX/install.sh" "$STAGE/install.sh"
TARBALL=dist/$NAME-linux-$ARCH.tar.gz
# --owner/--group: the archive must not carry the builder's user names.
tar -C build/linux/tar --owner=0 --group=0 --numeric-owner -czf "$TARBALL" "$NAME"

DEB=""
if [ "$MAKE_DEB" -eq 1 ]; then
    echo "== .deb"
    DEB_ARCH=$(dpkg --print-architecture)
    PKG=build/linux/deb
    rm -rf "$PKG"
    mkdir -p "$PKG/opt" "$PKG/usr/bin" "$PKG/DEBIAN"
    cp -a "$BUNDLE" "$PKG/opt/founders-desktop"
    ln -s /opt/founders-desktop/founders-desktop "$PKG/usr/bin/founders-desktop"
    share_tree "$PKG/usr/share"
    install -Dm644 "$LINUX/copyright" "$PKG/usr/share/doc/founders-desktop/copyright"
    # The bundle carries Qt and its libraries; what stays outside is glibc, OpenGL/EGL and
    # libxcb (tied to the system's drivers and X server). Wayland sessions also want the
    # Wayland client libraries; without them Qt falls back to X11 (XWayland).
    # awk reads all of ldd's output: `head` would close the pipe early and, with pipefail, the
    # SIGPIPE ldd gets would fail the build (exit 141) whenever ldd is still writing.
    GLIBC=$(ldd --version | awk 'NR == 1 { print $NF }')
    INSTALLED_KB=$(du -sk --exclude=DEBIAN "$PKG" | cut -f1)
    sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$DEB_ARCH/" -e "s/@GLIBC@/$GLIBC/" \
        -e "s/@INSTALLED_KB@/$INSTALLED_KB/" "$LINUX/control.in" > "$PKG/DEBIAN/control"
    DEB=dist/founders-desktop_${VERSION}_$DEB_ARCH.deb
    # --root-owner-group: files belong to root without needing fakeroot. xz makes the
    # smallest .deb (about 30% under gzip) but takes minutes on two cores.
    dpkg-deb --root-owner-group -Z"${DEB_COMPRESS:-xz}" --build "$PKG" "$DEB" >/dev/null
fi

elapsed=$(($(date +%s) - started))
echo "== done in ${elapsed}s"
echo "bundle   $BUNDLE  $(du -sh "$BUNDLE" | cut -f1)"
echo "tarball  $TARBALL  $(du -h "$TARBALL" | cut -f1)"
[ -z "$DEB" ] || echo "deb      $DEB  $(du -h "$DEB" | cut -f1)"
