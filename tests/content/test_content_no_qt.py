"""The content layer stays headless: loading every module and the pack imports no Qt."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import pkgutil, importlib, sys
import founders_desktop.content as content
for m in pkgutil.iter_modules(content.__path__):
    importlib.import_module(f"founders_desktop.content.{m.name}")
content.default_pack()
bad = sorted(name for name in sys.modules if name.split(".")[0] in ("PySide6", "shiboken6"))
print(",".join(bad))
"""


def test_content_imports_no_qt() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""
