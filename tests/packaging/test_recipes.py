"""Fast checks of the packaging recipes, including those for Windows and macOS that cannot be built here.

They parse, every file they name exists, they agree on names and the .fdsave association,
and none of them repeats the version: it is read from founders_desktop/__init__.py.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from founders_desktop import __version__

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
SPEC = PACKAGING / "founders-desktop.spec"
ISS = PACKAGING / "windows" / "founders-desktop.iss"
PS1 = PACKAGING / "windows" / "build.ps1"
DESKTOP = PACKAGING / "linux" / "founders-desktop.desktop"
MIME = PACKAGING / "linux" / "founders-desktop-mime.xml"
CONTROL = PACKAGING / "linux" / "control.in"
WORKFLOW = REPO / ".github" / "workflows" / "installers.yml"
SHELL_SCRIPTS = sorted(PACKAGING.rglob("*.sh"))
RECIPES = [SPEC, ISS, PS1, DESKTOP, MIME, CONTROL, WORKFLOW, *SHELL_SCRIPTS]
SAVE_TYPE = "application/x-founders-desktop-save"
USED_QT = {"QtCore", "QtGui", "QtWidgets", "QtSvg"}


def _load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _spec_literal(name: str) -> object:
    """A top-level literal assignment in the PyInstaller spec, e.g. the list of excluded Qt modules."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == name for target in node.targets
        ):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{SPEC.name} has no {name} = ...")


def test_every_recipe_is_there() -> None:
    missing = [str(path.relative_to(REPO)) for path in RECIPES if not path.is_file()]
    assert not missing
    assert {p.relative_to(PACKAGING).as_posix() for p in SHELL_SCRIPTS} >= {
        "linux/build.sh",
        "linux/install.sh",
        "macos/build.sh",
        "macos/make-dmg.sh",
    }


@pytest.mark.parametrize("script", SHELL_SCRIPTS, ids=lambda p: p.relative_to(PACKAGING).as_posix())
def test_shell_scripts_parse_and_stop_on_the_first_error(script: Path) -> None:
    result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "set -euo pipefail" in script.read_text(encoding="utf-8")
    assert script.stat().st_mode & 0o111, "executable, so ./install.sh works from the unpacked archive"


def test_spec_is_valid_python() -> None:
    compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec")
    for helper in ("project_version.py", "make_icons.py"):
        compile((PACKAGING / helper).read_text(encoding="utf-8"), helper, "exec")


def test_spec_excludes_the_heavy_qt_modules_and_keeps_the_used_ones() -> None:
    unused = _spec_literal("QT_UNUSED")
    assert isinstance(unused, list)
    for heavy in ("QtWebEngineCore", "Qt3DCore", "QtQml", "QtQuick", "QtMultimedia", "QtNetwork", "QtPdf"):
        assert heavy in unused
    assert not USED_QT & set(unused)


def test_the_app_imports_no_qt_module_the_bundle_leaves_out() -> None:
    """If the app starts using another Qt module, the spec's exclusion list must learn about it."""
    listed = _spec_literal("QT_UNUSED")
    assert isinstance(listed, list)
    unused = set(listed)
    pattern = re.compile(r"\bPySide6\.(Qt\w+)")
    offenders = {
        f"{path.relative_to(REPO)}: {module}"
        for path in (REPO / "founders_desktop").rglob("*.py")
        for module in pattern.findall(path.read_text(encoding="utf-8"))
        if module in unused
    }
    assert not offenders, "remove these from QT_UNUSED in packaging/founders-desktop.spec"


def _named_paths(text: str) -> set[str]:
    """Repository paths that a recipe spells out (with / or \\), without variables or globs."""
    found = set()
    for match in re.finditer(
        r"(?<![\w$/\\.-])((?:packaging|resources|ui|founders_desktop)[/\\][\w./\\-]*\w)", text
    ):
        path = match.group(1).replace("\\", "/")
        if not any(char in path for char in "*{}$@"):
            found.add(path)
    return found


def test_every_path_a_recipe_names_exists() -> None:
    named: dict[str, str] = {}
    for recipe in RECIPES:
        text = recipe.read_text(encoding="utf-8")
        for path in _named_paths(text):
            named[path] = recipe.name
        # build.sh names its own folder's files through $LINUX.
        for name in re.findall(r"\$LINUX/([\w.-]+)", text):
            named[f"packaging/linux/{name}"] = recipe.name
    assert "packaging/founders-desktop.spec" in named
    assert "packaging/project_version.py" in named
    missing = {path: recipe for path, recipe in named.items() if not (REPO / path).exists()}
    assert not missing


def test_the_version_lives_only_in_the_package() -> None:
    version = _load(PACKAGING / "project_version.py")
    assert version.project_version() == __version__
    for recipe in RECIPES:
        text = recipe.read_text(encoding="utf-8")
        if recipe == DESKTOP:  # its Version= key is the Desktop Entry spec's version
            text = re.sub(r"(?m)^Version=.*$", "", text)
        assert not re.search(rf"(?<![\w.]){re.escape(__version__)}(?![\w.])", text), recipe.name
    iss = ISS.read_text(encoding="utf-8")
    assert "#ifndef AppVersion" in iss and "#error" in iss
    assert "AppVersion={#AppVersion}" in iss
    assert "project_version.py" in PS1.read_text(encoding="utf-8")
    assert "Version: @VERSION@" in CONTROL.read_text(encoding="utf-8")
    assert "project_version()" in SPEC.read_text(encoding="utf-8")


def _iss_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for raw in ISS.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith((";", "#")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections[current] = []
        else:
            sections.setdefault(current, []).append(line)
    return sections


def test_inno_setup_script_is_well_formed() -> None:
    sections = _iss_sections()
    assert {"Setup", "Files", "Icons", "Registry", "Tasks", "Languages"} <= set(sections)
    assert "" not in sections, "nothing but preprocessor lines before [Setup]"
    for line in sections["Setup"]:
        assert re.fullmatch(r"\w+=.+", line), line
    for name in ("Files", "Icons", "Registry", "Tasks", "Languages", "Run"):
        for line in sections.get(name, []):
            assert line.count('"') % 2 == 0, f"unbalanced quotes: {line}"
            for parameter in line.split("; "):
                assert re.match(r"\w+: ", parameter), f"[{name}] {parameter}"
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert setup["ChangesAssociations"] == "yes"
    assert setup["AppId"].startswith("{{")
    assert "dist\\founders-desktop" in ISS.read_text(encoding="utf-8")


def test_inno_setup_installs_a_start_menu_entry_and_an_uninstaller() -> None:
    icons = "\n".join(_iss_sections()["Icons"])
    assert '"{autoprograms}\\{#AppName}"' in icons
    assert "{uninstallexe}" in icons
    assert '#define AppExe "founders-desktop.exe"' in ISS.read_text(encoding="utf-8")


def test_inno_setup_associates_saved_games() -> None:
    registry = _iss_sections()["Registry"]
    extension = [line for line in registry if 'Subkey: "Software\\Classes\\.fdsave";' in line]
    assert extension and 'ValueData: "{#ProgId}"' in extension[0]
    command = [line for line in registry if "shell\\open\\command" in line]
    assert command and '""%1""' in command[0], "the saved game's path reaches the app"


def test_desktop_entry_is_complete() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "founders-desktop"
    assert entry["Icon"] == "founders-desktop"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert entry["MimeType"] == f"{SAVE_TYPE};"


def test_desktop_entry_passes_desktop_file_validate() -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("needs desktop-file-validate (Debian: desktop-file-utils)")
    result = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and "error" not in result.stdout.lower(), result.stdout + result.stderr


def test_mime_type_claims_the_save_extension() -> None:
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    root = ET.parse(MIME).getroot()
    types = root.findall(f"{namespace}mime-type")
    assert [t.get("type") for t in types] == [SAVE_TYPE]
    assert [g.get("pattern") for g in types[0].findall(f"{namespace}glob")] == ["*.fdsave"]


def test_macos_bundle_declares_the_save_type() -> None:
    spec = SPEC.read_text(encoding="utf-8")
    assert '"public.filename-extension": ["fdsave"]' in spec
    assert "CFBundleDocumentTypes" in spec and "argv_emulation=ON_MAC" in spec
    dmg = (PACKAGING / "macos" / "make-dmg.sh").read_text(encoding="utf-8")
    assert "hdiutil create" in dmg and "/Applications" in dmg


def test_icons_are_drawn_from_the_svg(tmp_path: Path, qapp: object) -> None:
    # qapp first: make_icons would otherwise create a QGuiApplication, and every later test
    # that builds a widget in this process would abort.
    from PySide6.QtGui import QImage, QImageReader

    icons = _load(PACKAGING / "make_icons.py")
    written = icons.make_icons(tmp_path)
    names = {path.name for path in written}
    assert {"founders-desktop.png", "founders-desktop.ico", "founders-desktop.icns"} <= names
    png = QImage(str(tmp_path / "founders-desktop-256.png"))
    assert (png.width(), png.height()) == (256, 256)
    assert png.pixelColor(128, 128).alpha() == 255 and png.pixelColor(0, 0).alpha() == 0
    assert (tmp_path / "founders-desktop.ico").read_bytes()[:4] == b"\0\0\1\0"
    assert (tmp_path / "founders-desktop.icns").read_bytes()[:4] == b"icns"
    formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
    if "ico" in formats:  # Qt's own reader agrees the container is sound
        reader = QImageReader(str(tmp_path / "founders-desktop.ico"))
        assert reader.imageCount() == len(icons.ICO_SIZES)
    if "icns" in formats:
        assert not QImage(str(tmp_path / "founders-desktop.icns")).isNull()


def test_ci_workflow_builds_every_os_with_the_documented_scripts() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    for script in ("packaging/linux/build.sh", "packaging\\windows\\build.ps1", "packaging/macos/build.sh"):
        assert script in text
    try:
        import yaml  # type: ignore[import-untyped]
    except ImportError:
        return
    workflow = yaml.safe_load(text)
    assert set(workflow["jobs"]) == {"linux", "windows", "macos"}


def test_powershell_script_is_balanced() -> None:
    """No PowerShell here to parse it, so check what a typo most often breaks."""
    text = PS1.read_text(encoding="utf-8")
    code = re.sub(r"(?m)#.*$", "", text)
    for opening, closing in ("{}", "()", "[]"):
        assert code.count(opening) == code.count(closing), opening + closing
    assert '$ErrorActionPreference = "Stop"' in text
