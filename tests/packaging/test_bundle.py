"""The Linux bundle works as a person gets it: built by packaging/linux/build.sh, run outside the checkout.

The build takes a few minutes (PyInstaller, then the .tar.gz and the .deb), once per session.
With FOUNDERS_DESKTOP_USE_BUILT_BUNDLE=1 the tests use what is already in dist/ instead.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from dataclasses import dataclass
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from founders_desktop import __version__
from founders_desktop.cli import PAGES

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle is built on Linux"),
]

REPO = Path(__file__).resolve().parents[2]
DIST = REPO / "dist"
# The bundle must stay lean (about 117 MB when measured); this catches a Qt module sneaking back in.
MAX_BUNDLE_MB = 160
# Libraries the bundle takes from the system on purpose: glibc, the GPU drivers' OpenGL/EGL and
# libxcb (tied to the X server). The .deb's Depends names their packages.
SYSTEM_LIBRARIES = (
    "linux-vdso",
    "ld-linux",
    "libc.so",
    "libm.so",
    "libdl.so",
    "libpthread.so",
    "librt.so",
    "libGL.so",
    "libGLX.so",
    "libGLdispatch.so",
    "libOpenGL.so",
    "libEGL.so",
    "libxcb.so.1",
)
# Only a Wayland session has these; without them Qt falls back to X11.
OPTIONAL_LIBRARIES = ("libwayland-",)
LEFT_OUT = ("WebEngine", "Quick", "Qml", "Multimedia", "Network", "Qt63D", "Qt3D", "Pdf", "Charts", "Sql")


@dataclass(frozen=True)
class Built:
    bundle: Path
    tarball: Path
    deb: Path | None

    @property
    def executable(self) -> Path:
        return self.bundle / "founders-desktop"


@pytest.fixture(scope="module")
def built() -> Iterator[Built]:
    if not os.environ.get("FOUNDERS_DESKTOP_USE_BUILT_BUNDLE"):
        command = ["bash", str(REPO / "packaging" / "linux" / "build.sh")]
        if shutil.which("dpkg-deb") is None:
            command.append("--no-deb")
        # gzip: the test checks the .deb's contents, not its size, and xz costs minutes.
        env = {**os.environ, "DEB_COMPRESS": "gzip"}
        result = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=1800)
        assert result.returncode == 0, f"build failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
        print(result.stdout)
    tarballs = sorted(DIST.glob(f"founders-desktop-{__version__}-linux-*.tar.gz"))
    debs = sorted(DIST.glob(f"founders-desktop_{__version__}_*.deb"))
    assert tarballs, f"no .tar.gz for {__version__} in {DIST}"
    yield Built(bundle=DIST / "founders-desktop", tarball=tarballs[-1], deb=debs[-1] if debs else None)


def _clean_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """The environment of a person's session: nothing that points back into the checkout."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")
    }
    env["FOUNDERS_DESKTOP_SETTINGS"] = str(tmp_path / "settings.ini")
    env.update(extra)
    return env


def _distinct_colours(path: Path) -> int:
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not a readable image"
    assert image.width() >= 800 and image.height() >= 500, (image.width(), image.height())
    return len({image.pixel(x, y) for x in range(0, image.width(), 12) for y in range(0, image.height(), 12)})


@pytest.mark.parametrize("page", PAGES)
def test_bundled_app_draws_each_page_on_a_real_x_server(
    built: Built, xvfb_display: str, tmp_path: Path, page: str
) -> None:
    shot = tmp_path / f"{page}.png"
    env = _clean_env(tmp_path, DISPLAY=xvfb_display, QT_QPA_PLATFORM="xcb")
    result = subprocess.run(
        [str(built.executable), "--screenshot", str(shot), "--page", page],
        cwd=tmp_path,  # far from the checkout: resources must come from the bundle
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "Could not load the Qt platform plugin" not in result.stderr
    assert _distinct_colours(shot) > 8, "a drawn window, not a blank one"
    if keep := os.environ.get("FOUNDERS_DESKTOP_KEEP_SCREENSHOT"):
        shutil.copy(shot, Path(keep).with_name(f"bundle-{page}.png"))


def test_bundled_app_reports_the_package_version(built: Built, tmp_path: Path) -> None:
    result = subprocess.run(
        [str(built.executable), "--version"],
        cwd=tmp_path,
        env=_clean_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0 and result.stdout.split() == ["founders-desktop", __version__]


def test_bundle_carries_resources_ui_and_translations(built: Built) -> None:
    data = built.bundle / "_internal"
    assert (data / "resources" / "icons" / "founders-desktop.svg").is_file()
    assert (data / "ui" / "style.qss").is_file()
    assert (data / "resources" / "translations").is_dir()
    sources = sorted(p.stem for p in (REPO / "resources" / "translations").glob("*.ts"))
    assert sorted(p.stem for p in (data / "resources" / "translations").glob("*.qm")) == sources
    assert list((data / "PySide6" / "Qt" / "translations").glob("qtbase_*.qm")), "Qt's own dialogs translate"
    assert list((data / "PySide6" / "Qt" / "plugins" / "platforms").glob("libqxcb.so"))


def test_bundle_carries_the_compiled_engine_and_plays_with_it(built: Built, tmp_path: Path) -> None:
    """The spec compiles the engine and the computer players (scripts/compile_engine.py): their
    modules go in as extension modules, the app's log says so, and a game with a search player
    runs on them."""
    if os.environ.get("FOUNDERS_PURE_ENGINE"):
        pytest.skip("built with FOUNDERS_PURE_ENGINE: the Python modules were bundled")
    package = built.bundle / "_internal" / "founders_desktop"
    for module in ("city/game/engine", "city/placements", "bots/search", "bots/greedy"):
        assert any((package / (module + s)).is_file() for s in EXTENSION_SUFFIXES), module
    assert list(package.glob("city_engine__mypyc*")), "the compiled modules' shared library"
    data = tmp_path / "data"
    shot = subprocess.run(
        [str(built.executable), "--screenshot", str(tmp_path / "start.png")],
        cwd=tmp_path,
        env=_clean_env(tmp_path, QT_QPA_PLATFORM="offscreen", FOUNDERS_DESKTOP_DATA_DIR=str(data)),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert shot.returncode == 0, shot.stderr
    first = (data / "logs" / "founders-desktop.log").read_text(encoding="utf-8").splitlines()[0]
    assert first.endswith(", compiled engine"), first  # what a player's report will say
    game = ["simulate", "--players", "2", "--seed", "3", "--bots", "easy,hard", "--budget", "0.05"]
    result = subprocess.run(
        [str(built.executable), *game],
        cwd=tmp_path,
        env=_clean_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert "capped=0" in result.stdout and "completions=6" in result.stdout, result.stdout


def _elf_files(folder: Path) -> list[Path]:
    files = []
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    files.append(path)
    return files


def test_bundle_needs_only_basic_system_libraries(built: Built) -> None:
    """Everything else resolves inside the bundle, as the bootloader sets it up."""
    internal = built.bundle / "_internal"
    env = {**os.environ, "LD_LIBRARY_PATH": str(internal)}
    outside: set[str] = set()
    unresolved: set[str] = set()
    for path in _elf_files(built.bundle):
        lines = subprocess.run(
            ["ldd", str(path)], env=env, capture_output=True, text=True
        ).stdout.splitlines()
        for line in lines:
            name = line.split()[0] if line.split() else ""
            if "not found" in line:
                unresolved.add(name)
            elif "=>" in line and str(internal) not in line or line.strip().startswith("/"):
                outside.add(name.rsplit("/", 1)[-1])
    assert not {n for n in unresolved if not n.startswith(OPTIONAL_LIBRARIES)}
    unexpected = {n for n in outside if not n.startswith(SYSTEM_LIBRARIES + OPTIONAL_LIBRARIES)}
    assert not unexpected, "bundle these, or add them to the .deb's Depends and to SYSTEM_LIBRARIES"


def test_bundle_is_lean(built: Built) -> None:
    files = [p for p in built.bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    size_mb = sum(p.stat().st_size for p in files) / 2**20
    assert size_mb < MAX_BUNDLE_MB, f"{size_mb:.0f} MB"
    heavy = sorted(
        p.name
        for p in files
        if p.name.startswith(("libQt6", "Qt", "libqt")) and any(part in p.name for part in LEFT_OUT)
    )
    assert not heavy


def test_tarball_installs_and_uninstalls_for_one_user(built: Built, tmp_path: Path) -> None:
    with tarfile.open(built.tarball) as archive:
        names = archive.getnames()
        top = f"founders-desktop-{__version__}"
        for member in (
            "founders-desktop",
            "install.sh",
            "share/applications/founders-desktop.desktop",
            "share/mime/packages/founders-desktop.xml",
            "share/icons/hicolor/256x256/apps/founders-desktop.png",
        ):
            assert f"{top}/{member}" in names
        assert all(m.uid == 0 and m.gid == 0 for m in archive.getmembers())
        archive.extractall(tmp_path / "unpacked", filter="tar")
    prefix = tmp_path / "prefix"
    env = _clean_env(tmp_path, PREFIX=str(prefix), HOME=str(tmp_path))
    install = tmp_path / "unpacked" / top / "install.sh"
    subprocess.run([str(install)], env=env, check=True, capture_output=True, timeout=300)

    command = prefix / "bin" / "founders-desktop"
    version = subprocess.run([str(command), "--version"], env=env, capture_output=True, text=True, timeout=60)
    assert version.stdout.split() == ["founders-desktop", __version__]
    entry = (prefix / "share" / "applications" / "founders-desktop.desktop").read_text(encoding="utf-8")
    assert f'Exec="{prefix}/opt/founders-desktop/founders-desktop" %f' in entry
    assert (prefix / "share" / "icons" / "hicolor" / "scalable" / "apps" / "founders-desktop.svg").is_file()
    if tool := shutil.which("desktop-file-validate"):  # the rewritten Exec line is still valid
        check = subprocess.run(
            [tool, str(prefix / "share" / "applications" / "founders-desktop.desktop")],
            capture_output=True,
            text=True,
        )
        assert check.returncode == 0, check.stdout

    subprocess.run([str(install), "--uninstall"], env=env, check=True, capture_output=True, timeout=120)
    left = [p for p in prefix.rglob("*founders-desktop*")]
    assert not left


def test_deb_installs_the_bundle_the_menu_entry_and_the_save_type(built: Built, tmp_path: Path) -> None:
    if built.deb is None or shutil.which("dpkg-deb") is None:
        pytest.skip("needs dpkg-deb")
    field = subprocess.run(
        ["dpkg-deb", "-f", str(built.deb), "Package", "Version"], capture_output=True, text=True, check=True
    ).stdout
    assert field.split() == ["Package:", "founders-desktop", "Version:", __version__]
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(built.deb)], capture_output=True, text=True, check=True
    ).stdout
    for path in (
        "./opt/founders-desktop/founders-desktop",
        "./usr/bin/founders-desktop -> /opt/founders-desktop/",
        "./usr/share/applications/founders-desktop.desktop",
        "./usr/share/mime/packages/founders-desktop.xml",
        "./usr/share/icons/hicolor/48x48/apps/founders-desktop.png",
        "./usr/share/doc/founders-desktop/copyright",
    ):
        assert path in listing
    assert all(line.split()[1] == "root/root" for line in listing.splitlines())
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(built.deb), str(root)], check=True)
    result = subprocess.run(
        [str(root / "opt" / "founders-desktop" / "founders-desktop"), "--version"],
        env=_clean_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.stdout.split() == ["founders-desktop", __version__]
    if tool := shutil.which("desktop-file-validate"):
        check = subprocess.run(
            [tool, str(root / "usr/share/applications/founders-desktop.desktop")],
            capture_output=True,
            text=True,
        )
        assert check.returncode == 0, check.stdout
