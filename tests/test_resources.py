"""The resource locator finds resources/ and ui/ from a checkout, a wheel and a frozen bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from founders_desktop import resources


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    resources.data_root.cache_clear()


def test_checkout_finds_the_top_level_folders() -> None:
    root = resources.data_root()
    assert (root / "pyproject.toml").is_file()
    assert resources.ui_file("style.qss").is_file()
    assert resources.resource("icons", "founders-desktop.svg").is_file()


def test_frozen_bundle_wins_when_present(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "resources").mkdir()
    (tmp_path / "ui").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.data_root() == tmp_path


def test_missing_folders_name_where_it_looked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(resources, "_candidates", lambda: [tmp_path / "nowhere"])
    with pytest.raises(FileNotFoundError, match="nowhere"):
        resources.data_root()
