"""Shared setup for the save-file tests: a private data folder for every test."""

from __future__ import annotations

from pathlib import Path

import pytest

from founders_desktop.persist import DATA_DIR_ENV


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Autosaves of a test go to its own folder, never to the player's."""
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder
