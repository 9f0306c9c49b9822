"""The everyday test command: `bash scripts/test.sh ARGS` keeps "not slow", leaves the bundle build
out and runs on pytest-xdist workers unless the caller says otherwise; CI asks for the bundle."""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EVERYDAY = ["-m", "not slow and not bundle and not compiled"]
WORKERS = ["-n", "auto", "--dist", "loadfile", "--max-worker-restart", "0"]


def defaults(*arguments: str) -> list[str]:
    """What scripts/test.sh adds in front of ``arguments`` (scripts/pytest_defaults.sh)."""
    script = (
        f"source scripts/pytest_defaults.sh; pytest_defaults {shlex.join(arguments)};"
        ' for word in "${defaults[@]}"; do printf "%s\\n" "$word"; done'
    )
    result = subprocess.run(["bash", "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    return result.stdout.splitlines()


@pytest.mark.parametrize(
    ("arguments", "added"),
    [
        ((), EVERYDAY + WORKERS),
        (("tests/city",), EVERYDAY + WORKERS),  # a path keeps "not slow" (it used to drop it)
        (("tests/view", "-x", "-k", "drag"), EVERYDAY + WORKERS),
        (("-m", "slow"), WORKERS),
        (("-mbundle",), WORKERS),
        (("tests/city", "-n", "0"), EVERYDAY),
        (("-n4",), EVERYDAY),
        (("-p", "no:xdist"), EVERYDAY),
        (("-m", "slow", "-n", "0"), []),
    ],
)
def test_the_caller_s_marker_or_workers_replace_the_defaults(
    arguments: tuple[str, ...], added: list[str]
) -> None:
    assert defaults(*arguments) == added


def test_test_sh_passes_the_defaults_before_the_caller_s_arguments() -> None:
    text = (ROOT / "scripts" / "test.sh").read_text(encoding="utf-8")
    assert 'pytest_defaults "$@"' in text
    assert text.rstrip().endswith('.venv/bin/python -m pytest "${defaults[@]}" "$@"')


def test_ci_builds_and_runs_the_bundle() -> None:
    """.ci/run gives its own -m: everything not slow (the compiled engine's tests are not),
    the bundle tests included."""
    last = (ROOT / ".ci" / "run").read_text(encoding="utf-8").rstrip().splitlines()[-1]
    words = shlex.split(last)
    assert words[:3] == ["exec", "bash", "scripts/test.sh"]
    marker = words[words.index("-m") + 1]
    assert marker == "not slow or bundle"


def test_the_bundle_tests_carry_the_bundle_marker_and_share_one_worker() -> None:
    """Only the bundle module is marked ``bundle``; with --dist loadfile its tests run on one
    worker, so the module-scoped build happens once."""
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--co", "-q", "-p", "no:xdist", "-m", "bundle", "tests/packaging"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    collected = [line for line in result.stdout.splitlines() if "::" in line]
    assert collected and all(line.startswith("tests/packaging/test_bundle.py::") for line in collected)


class _Item:
    """Just what the conftest hook reads and writes of a collected test."""

    def __init__(self, *marks: pytest.MarkDecorator) -> None:
        self.marks = [m.mark for m in marks]

    def get_closest_marker(self, name: str) -> pytest.Mark | None:
        return next((m for m in self.marks if m.name == name), None)

    def add_marker(self, marker: pytest.MarkDecorator) -> None:
        self.marks.append(marker.mark)

    def timeout(self) -> object:
        found = self.get_closest_marker("timeout")
        return found.args[0] if found else None


def test_a_hung_test_fails_and_the_long_kinds_get_longer() -> None:
    # a hang fails the test with every stack instead of holding the run until CI stops it
    import tomllib

    from conftest import LONG_KINDS, pytest_collection_modifyitems

    options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]
    assert 0 < options["timeout"] < min(LONG_KINDS.values())
    assert options["timeout_method"] == "thread"  # a hang inside Qt's event loop too
    plain, bundle, slow = _Item(), _Item(pytest.mark.bundle), _Item(pytest.mark.slow)
    own = _Item(pytest.mark.slow, pytest.mark.timeout(30))
    pytest_collection_modifyitems([plain, bundle, slow, own])  # type: ignore[list-item]
    assert plain.timeout() is None  # the default
    assert bundle.timeout() == LONG_KINDS["bundle"] and slow.timeout() == LONG_KINDS["slow"]
    assert own.timeout() == 30
