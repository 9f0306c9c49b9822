"""Build hook: compile the Qt Linguist sources (resources/translations/*.ts) to .qm with lrelease.

The repository keeps only the .ts; every build makes the .qm beside them (git-ignored), so a
wheel carries them inside ``_data/resources/translations`` and an editable install
(``pip install -e .``) finds them in the checkout. PySide6 ships lrelease in its package
folder, which is why PySide6 is a build requirement. ``python hatch_build.py`` compiles them
by hand (scripts/update_translations.sh runs it after lupdate).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

TRANSLATIONS = Path(__file__).resolve().parent / "resources" / "translations"


def lrelease() -> Path:
    """PySide6's lrelease (``lrelease.exe`` on Windows)."""
    import PySide6

    folder = Path(PySide6.__file__).parent
    for name in ("lrelease", "lrelease.exe"):
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError(f"lrelease not found in {folder}: PySide6 (Essentials) ships it")


def compile_translations(folder: Path = TRANSLATIONS, out: Path | None = None) -> list[Path]:
    """Each ``NAME.ts`` in ``folder`` compiled to ``NAME.qm`` in ``out`` (default: beside it).

    A running app maps its ``.qm`` into memory (QTranslator): rewriting that file in place while
    it runs (an install or a wheel build beside a test run) kills the app with SIGBUS. So lrelease
    writes a temporary file, and only a ``.qm`` whose bytes changed is swapped in, by rename: a
    program that has the old one mapped keeps reading the old one.
    """
    target = out or folder
    target.mkdir(parents=True, exist_ok=True)
    made = []
    for ts in sorted(folder.glob("*.ts")):
        qm = target / f"{ts.stem}.qm"
        with tempfile.TemporaryDirectory(dir=target, prefix=".lrelease-") as scratch:
            fresh = Path(scratch) / qm.name
            subprocess.run([str(lrelease()), "-silent", str(ts), "-qm", str(fresh)], check=True)
            if not qm.is_file() or qm.read_bytes() != fresh.read_bytes():
                os.replace(fresh, qm)
        made.append(qm)
    return made


try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # run as a script, or imported by a test, without hatchling
    BuildHookInterface = object  # type: ignore[assignment,misc]


class TranslationsHook(BuildHookInterface):  # type: ignore[misc,valid-type]
    """Before the wheel (standard or editable) is built: fresh .qm beside the .ts."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        # The wheel's force-include of resources/ takes the fresh .qm with it (git-ignored or not).
        compile_translations(Path(self.root) / "resources" / "translations")


if __name__ == "__main__":
    for path in compile_translations():
        print(path)
    sys.exit(0)
