"""Test setup shared by every area: Qt runs headless and never touches the user's settings or data.

Each test has its own settings file and data folder (autosaves, the log), so tests can run in
parallel (pytest-xdist) and in any order without seeing each other's files.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from founders_desktop.logs import reset_logging

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Property tests: in CI the same examples every run (a red CI is the code's, not the draw's) and no
# example database; at a desk, fresh examples each run and the failures remembered.
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.register_profile("dev")
settings.load_profile("ci" if os.environ.get("CI") else "dev")

REPO_ROOT = Path(__file__).resolve().parent.parent

# Seconds a test of these kinds may take, over the default (pyproject.toml): a bundle, wheel or
# compiled-engine build, and the slow strength and fuzz runs, take minutes by design.
LONG_KINDS = {"bundle": 2400, "wheel": 2400, "compiled": 2400, "slow": 3600}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker("timeout") is not None:
            continue
        allowed = [seconds for kind, seconds in LONG_KINDS.items() if item.get_closest_marker(kind)]
        if allowed:
            item.add_marker(pytest.mark.timeout(max(allowed)))


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own settings file, so window geometry and choices never leak."""
    path = tmp_path / "settings.ini"
    monkeypatch.setenv("FOUNDERS_DESKTOP_SETTINGS", str(path))
    yield path


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own data folder, so autosaves and log files never meet; a test that
    set up the log (the app's start) gives its handlers back afterwards."""
    folder = tmp_path / "data"
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(folder))
    yield folder
    reset_logging()


@pytest.fixture(autouse=True)
def _qt_garbage_collected_in_its_test(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test with Qt objects has its cycles collected as it ends (after pytest-qt closed its
    widgets: an autouse fixture is torn down last), not by a later test's allocation: a worker
    crashed in the collector during a pure city test that ran after view tests."""
    yield
    if "qtbot" in request.fixturenames or "qapp" in request.fixturenames:
        gc.collect()
