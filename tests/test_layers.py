"""The layer rule inside pytest: engines, content, bots and saves run without Qt.

import-linter (scripts/test.sh, pyproject's contracts) checks every import statement, in functions
too, and the one-way order view -> app -> bots | persist -> engines -> content. This test checks
what the linter cannot see: in a fresh interpreter, importing every module of the Qt-free layers
(importlib included) and doing real work with them (load the pack, score placements on a board,
solve a monster turn) leaves no Qt module loaded. It names the first module after which Qt appeared.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QT_FREE_LAYERS = ("content", "city", "tactics", "bots", "persist", "packs")

SCRIPT = """
import importlib, json, pkgutil, sys

QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def qt_loaded():
    return sorted(n for n in sys.modules if n.split(".")[0] in QT)


def step(what):
    if qt_loaded():
        print(f"{what}: {','.join(qt_loaded())}")
        sys.exit(0)


for layer in LAYERS:
    package = importlib.import_module(f"founders_desktop.{layer}")
    step(package.__name__)
    for module in pkgutil.walk_packages(package.__path__, prefix=f"{package.__name__}."):
        importlib.import_module(module.name)
        step(module.name)

from founders_desktop.city.random_play import random_board
from founders_desktop.content import default_pack
from founders_desktop.resources import resource
from founders_desktop.tactics.cases import parse_case
from founders_desktop.tactics.monster_turn import solve

random_board(default_pack(), "symmetric", 3, 20, 1)
step("a random city board")
cases = json.loads(resource("tactics-cases", "monster-turns.json").read_text(encoding="utf-8"))
solve(parse_case(cases[0]).turn)
step("a monster turn")
"""


def test_qt_free_layers_load_and_work_without_qt() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    code = f"LAYERS = {QT_FREE_LAYERS!r}\n{SCRIPT}"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=180, cwd=ROOT
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"Qt loaded after {result.stdout.strip()}"


def test_the_check_sees_a_qt_import(tmp_path: Path) -> None:
    """The same script reports a layer that pulls Qt in: a stand-in package that imports QtCore."""
    fake = tmp_path / "founders_desktop_fake"
    fake.mkdir()
    (fake / "__init__.py").write_text("")
    (fake / "leaky.py").write_text("import PySide6.QtCore\n")
    script = SCRIPT.split("from founders_desktop.city.random_play")[0].replace(
        'f"founders_desktop.{layer}"', "layer"
    )
    env = dict(os.environ, PYTHONPATH=f"{tmp_path}{os.pathsep}{ROOT}")
    result = subprocess.run(
        [sys.executable, "-c", f"LAYERS = ('founders_desktop_fake',)\n{script}"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("founders_desktop_fake.leaky: PySide6")
