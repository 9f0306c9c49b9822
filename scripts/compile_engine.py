"""Compile the city engine and the computer players to C with mypyc, in a copy of the package:
the same code, faster (a random decision in 0.6 of the CPU time).

    python scripts/compile_engine.py [OUT]        (OUT: build/compiled unless given)

OUT then holds ``founders_desktop/`` with the modules of ``founders_desktop/city`` and
``founders_desktop/bots`` compiled beside their sources, and a copy of ``resources/`` and
``ui/``; anything run with ``PYTHONPATH=OUT`` uses it: the benches (which print which engine
they timed), the tests, the app. The checkout itself stays pure Python, so an edit there is
never hidden by a compiled module made before it (compile again to carry it over). The
installers' builds run this first.

It needs a C compiler (gcc or clang; on Windows the MSVC build tools) and the compile extra:
``pip install -e ".[compile]"`` (mypy, whose mypyc does the work, and setuptools). The engine is
typed for ``mypy --strict`` already; mypyc checks those types at run time as well, and the test
``tests/city/test_compiled_engine.py`` plays games with both engines and holds every legal list
and outcome equal.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# What is compiled: the city engine and the computer players (the search player's playouts are
# both). The content pack's pydantic models, the tactics engine and the GUI stay Python.
COMPILED = ("founders_desktop/city", "founders_desktop/bots")
# Modules left Python, and why. An interpreted class cannot subclass a compiled one: the app's
# LoadRefused subclasses replay's ReplayError (and a replay runs once per save loaded).
LEFT_PYTHON = {"founders_desktop/city/game/replay.py": "subclassed by app/city_game/controller.py"}
# The shared library of the compiled modules: inside the package (not a top-level module a bundle
# would have to be told about), but outside city/, whose own compiled ``__init__`` imports it.
GROUP = "founders_desktop.city_engine"

_MARK = ".compiled-engine"

_SETUP = """
import sys
from setuptools import setup
from mypyc.build import mypycify

setup(
    name="founders-desktop-engine",
    ext_modules=mypycify(sys.argv[1:2] + {paths!r}, opt_level="3", group_name={group!r}),
    script_args=["build_ext", "--inplace", "--build-temp", {temp!r}],
)
"""


def compile_engine(out: Path) -> Path:
    """Copy the package, resources/ and ui/ into ``out`` (replacing what was there) and compile
    the engine in place there. Returns ``out``; exits with the compiler's output if it fails."""
    out = out.resolve()
    if out.exists() and any(out.iterdir()):
        if not (out / _MARK).exists():  # never wipe a folder this script did not make
            raise SystemExit(f"{out}: not empty and not a compiled engine; give a new folder")
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)
    (out / _MARK).write_text("made by scripts/compile_engine.py; replaced by its next run\n")
    skip = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "_data")
    shutil.copytree(ROOT / "founders_desktop", out / "founders_desktop", ignore=skip)
    for data in ("resources", "ui"):
        # (not an install's half-made translations: a scratch folder that comes and goes)
        shutil.copytree(ROOT / data, out / data, ignore=shutil.ignore_patterns(".lrelease-*"))
    # every module but the packages' ``__init__`` (which only name what a package offers) and
    # those left Python
    paths = sorted(
        name
        for c in COMPILED
        for p in (out / c).rglob("*.py")
        if p.name != "__init__.py" and (name := p.relative_to(out).as_posix()) not in LEFT_PYTHON
    )
    with tempfile.TemporaryDirectory() as temp:
        setup_py = Path(temp) / "setup.py"
        setup_py.write_text(_SETUP.format(paths=paths, group=GROUP, temp=str(Path(temp) / "c")))
        # mypy's own flags first (argv[1:2]): networkx ships no types, and the checkout's
        # pyproject.toml (strict mypy) is not in the copy, which is checked as mypyc needs
        done = subprocess.run(
            [sys.executable, str(setup_py), "--ignore-missing-imports"],
            cwd=out,
            env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
    if done.returncode:  # the compiler's own words (a type mypyc refuses, no compiler...)
        sys.stderr.write(done.stdout[-20_000:])
        raise SystemExit(
            f"compiling the engine failed (above). It needs a C compiler and "
            f'`pip install -e ".[compile]"`; {out} holds no usable engine'
        )
    shutil.rmtree(out / "build", ignore_errors=True)  # mypyc's generated C
    return out


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "build" / "compiled"
    started = time.monotonic()
    compile_engine(out)
    took = time.monotonic() - started
    print(f"compiled the city engine and the computer players into {out} in {took:.0f} s")
    print(f"use it with: PYTHONPATH={out} ...")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
