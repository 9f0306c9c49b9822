"""The sandbox chooses its content pack: the bundled one at first, another from the library on
an empty board of that pack, and a layout saved there records the pack."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from founders_desktop.packs import BUNDLED_ID, new_pack_from
from founders_desktop.persist import SandboxSave, load_save
from founders_desktop.view.sandbox_page import SandboxPage


@pytest.fixture(autouse=True)
def _data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def test_the_sandbox_plays_on_the_chosen_pack(qtbot: QtBot, tmp_path: Path) -> None:
    new_pack_from(BUNDLED_ID, "printed")
    page = SandboxPage()
    qtbot.addWidget(page)
    combo = page.pack_choice
    assert [combo.itemData(i) for i in range(combo.count())] == [BUNDLED_ID, "printed"]
    assert combo.currentData() == BUNDLED_ID and page.pack.id == BUNDLED_ID
    combo.setCurrentIndex(combo.findData("printed"))
    assert page.pack.id == "printed"
    assert page.controller is not None and page.controller.pack is page.pack and page.tray.pack is page.pack
    assert page.controller.entries == ()
    path = page.controller.save_layout(tmp_path / "layout2.fdsave")
    assert load_save(path).payload_as(SandboxSave).pack.id == "printed"


def test_a_layout_opened_after_its_pack_was_edited_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    folder = new_pack_from(BUNDLED_ID, "printed")
    page = SandboxPage()
    qtbot.addWidget(page)
    page.pack_choice.setCurrentIndex(page.pack_choice.findData("printed"))
    assert page.controller is not None
    path = page.controller.save_layout(tmp_path / "layout.fdsave")
    assert page.load_layout(path) and "changed" not in page.status_label.text()
    manifest = folder / "pack.json"
    manifest.write_text(
        manifest.read_text(encoding="utf-8").replace('"printed"', '"printed" ', 1), encoding="utf-8"
    )
    assert page.load_layout(path)
    assert "printed" in page.status_label.text() and "has changed since" in page.status_label.text()
