"""Every engine module imports on its own, first: a circle between modules shows only when the
wrong one is imported first, which the whole-suite order can hide (the round engine's package
once imported its engine eagerly, and ``import founders_desktop.tactics.combat`` failed)."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = r"""
import importlib, pkgutil, sys
import founders_desktop
layers = ("content", "city", "tactics", "bots", "persist", "packs")
names = []
for layer in layers:
    package = importlib.import_module(f"founders_desktop.{layer}")
    names.append((layer, package.__name__))
    names += [(layer, m.name) for m in pkgutil.walk_packages(package.__path__, package.__name__ + ".")]
failed = []
for layer, name in names:
    # The module's own layer is unloaded; the layers below stay, their circles are their own test.
    for loaded in [m for m in sys.modules if m.startswith(f"founders_desktop.{layer}")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception as exc:
        failed.append(f"{name}: {exc!r}")
print(len(names))
print("\n".join(failed))
"""


def test_each_engine_module_imports_first_on_its_own() -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    count, *failures = done.stdout.strip().split("\n")
    assert int(count) > 100
    assert [f for f in failures if f] == []
