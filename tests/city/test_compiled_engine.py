"""The city engine and computer players compiled with mypyc (``scripts/compile_engine.py``,
what the installers ship) do exactly what the Python ones do: same legal lists, same choices,
same outcomes, game after game.

Compiling takes a minute or so and needs a C compiler: the tests that compile are marked
``compiled`` (CI runs them; the everyday ``scripts/test.sh`` leaves them out, ``-m compiled``
asks for them).
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIGEST = Path(__file__).with_name("engine_digest.py")


def _compiler() -> str | None:
    """The C compiler Python's own build used, if this machine has it."""
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    return shutil.which(cc) or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if sys.platform != "win32" and _compiler() is None:
        pytest.skip("no C compiler on this machine: the compiled engine cannot be built here")
    out = tmp_path_factory.mktemp("compiled") / "engine"
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "compile_engine.py"), str(out)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out


def _script() -> ModuleType:
    """scripts/compile_engine.py as a module (for what it leaves Python)."""
    spec = importlib.util.spec_from_file_location("compile_engine", ROOT / "scripts" / "compile_engine.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run(pythonpath: Path, *args: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(pythonpath), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, env=env, cwd=pythonpath, timeout=900
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.strip()


@pytest.mark.compiled
def test_every_engine_module_is_compiled(compiled: Path) -> None:
    """Each module of city/ and bots/ has its compiled form beside it (only the packages'
    ``__init__`` stay Python), and that form is what an import finds."""
    suffixes = importlib.machinery.EXTENSION_SUFFIXES
    left = _script().LEFT_PYTHON
    sources = [p for d in ("city", "bots") for p in (compiled / "founders_desktop" / d).rglob("*.py")]
    assert len(sources) > 40
    for source in sources:
        made = any(source.with_name(source.stem + s).exists() for s in suffixes)
        python = source.name == "__init__.py" or source.relative_to(compiled).as_posix() in left
        assert made != python, source
    for module in ("founders_desktop.city.game.engine", "founders_desktop.bots.search"):
        found = _run(compiled, "-c", f"import {module} as m; print(m.__file__)")
        assert not found.endswith(".py"), found
        assert found.startswith(str(compiled)), found


@pytest.mark.compiled
def test_compiled_engine_plays_every_game_as_the_python_engine(compiled: Path) -> None:
    """Random and greedy games of 1 to 4 players on both maps, applied both ways (a copy, in
    place): every legal list, record and final score hashes the same."""
    python = _run(ROOT, str(DIGEST), "2")
    native = _run(compiled, str(DIGEST), "2")
    assert python.split()[0] == "python"
    assert native.split()[0] == "compiled"
    assert native.split()[1] == python.split()[1]


@pytest.mark.compiled
def test_loading_saves_and_refusing_bad_ones_work_on_the_compiled_engine(compiled: Path) -> None:
    """The app's save, load and refusal paths run on the compiled engine as the installers ship
    it: a compiled class is stricter (no interpreted subclass, types checked as it runs), and a
    broken save must still be refused with its file and rule, never a TypeError."""
    tests = ROOT / "tests"
    chosen = [tests / "persist", tests / "app" / "city_game", tests / "view" / "test_file_refusals.py"]
    env = {**os.environ, "PYTHONPATH": str(compiled), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:xdist",
            "-m",
            "not slow",
            "--rootdir",
            str(ROOT),
            "-c",
            str(ROOT / "pyproject.toml"),
            *map(str, chosen),
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=compiled,  # (not the checkout: ``python -m`` puts the working folder first on the path)
        timeout=1800,
    )
    assert done.returncode == 0, done.stdout[-5000:]


def test_compiling_never_wipes_a_folder_it_did_not_make(tmp_path: Path) -> None:
    """The output folder is replaced on each run: a folder of anything else is refused."""
    (tmp_path / "notes.txt").write_text("mine")
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "compile_engine.py"), str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert "not a compiled engine" in done.stderr
    assert (tmp_path / "notes.txt").read_text() == "mine"
