"""The city engine stays headless: every module imports, a placement is scored, and no Qt loads."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import importlib, pkgutil, sys
import founders_desktop.city as city
for m in pkgutil.iter_modules(city.__path__):
    importlib.import_module(f"founders_desktop.city.{m.name}")
from founders_desktop.city.random_play import random_board
from founders_desktop.content import default_pack
random_board(default_pack(), "symmetric", 3, 20, 1)
bad = sorted(name for name in sys.modules if name.split(".")[0] in ("PySide6", "shiboken6"))
print(",".join(bad))
"""


def test_city_imports_no_qt() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""
