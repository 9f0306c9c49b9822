"""The layer rule, checked from the source: engines, content, bots and saves never import Qt.

import-linter enforces the same contract in scripts/test.sh; this test keeps the rule inside
pytest too, so a plain ``pytest`` run also fails when a Qt import slips into an engine.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "founders_desktop"
QT_FREE_LAYERS = ("content", "city", "tactics", "bots", "persist", "packs")
QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("layer", QT_FREE_LAYERS)
def test_layer_never_imports_qt(layer: str) -> None:
    offenders = [
        f"{path.relative_to(PACKAGE.parent)} imports {name}"
        for path in sorted((PACKAGE / layer).rglob("*.py"))
        for name in imported_modules(path)
        if name.split(".")[0] in QT_MODULES
    ]
    assert not offenders, "\n".join(offenders)


@pytest.mark.parametrize("layer", QT_FREE_LAYERS)
def test_layer_never_imports_app_or_view(layer: str) -> None:
    offenders = [
        f"{path.relative_to(PACKAGE.parent)} imports {name}"
        for path in sorted((PACKAGE / layer).rglob("*.py"))
        for name in imported_modules(path)
        if name.startswith(("founders_desktop.app", "founders_desktop.view"))
    ]
    assert not offenders, "\n".join(offenders)


def test_the_checker_sees_a_qt_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from PySide6.QtCore import QObject\nimport networkx\n")
    assert "PySide6.QtCore" in imported_modules(sample)
