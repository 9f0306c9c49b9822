"""File > Content packs... as an owner uses it: make a pack, start a game with it (the save
records it), export it and import it on a clean data folder; refusals are said in the dialog."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.city.game import legal_actions
from founders_desktop.content import default_pack
from founders_desktop.packs import BUNDLED_ID, library_dir, load_by_id
from founders_desktop.persist import CitySave, load_save
from founders_desktop.view.city_game.setup_choices import race_choices
from founders_desktop.view.city_game.setup_dialog import SetupDialog
from founders_desktop.view.city_page import CityPage
from founders_desktop.view.main_window import MainWindow
from founders_desktop.view.packs.packs_dialog import PacksDialog


@pytest.fixture(autouse=True)
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(folder))
    return folder


def dialog(qtbot: QtBot) -> PacksDialog:
    made = PacksDialog()
    qtbot.addWidget(made)
    return made


def rows(packs: PacksDialog) -> list[tuple[str, ...]]:
    table = packs.table
    return [tuple(table.item(r, c).text() for c in range(1, 4)) for r in range(table.rowCount())]


def make_pack(qtbot: QtBot, name: str) -> PacksDialog:
    packs = dialog(qtbot)
    packs.table.selectRow(0)
    packs.ask_name = lambda entry: name
    packs.new_button.click()
    return packs


def test_the_bundled_pack_is_listed_as_read_only_and_passing(qtbot: QtBot) -> None:
    packs = dialog(qtbot)
    assert rows(packs) == [(BUNDLED_ID, "1", "passes")]
    assert "read-only" in packs.table.item(0, 0).text()


def test_make_a_pack_start_a_game_with_it_and_the_save_records_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    packs = make_pack(qtbot, "printed")
    assert rows(packs) == [(BUNDLED_ID, "1", "passes"), ("printed", "1", "passes")]
    assert "printed" in packs.message.text()
    assert packs.selected() is not None and packs.selected().id == "printed"
    # the owner enters a printed value by hand (the editor page is to come)
    races_file = library_dir() / "printed" / "races.json"
    races = json.loads(races_file.read_text(encoding="utf-8"))
    races[0]["name"] = "Townsfolk"
    races_file.write_text(json.dumps(races), encoding="utf-8")

    def choose_printed(self: SetupDialog) -> int:
        self.pack_choice.setCurrentIndex(self.pack_choice.findData("printed"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SetupDialog, "exec", choose_printed)
    page = CityPage()
    qtbot.addWidget(page)
    page.show()
    assert page.new_game_dialog()
    assert page.game is not None and page.game.pack.id == "printed"
    assert page.pack is page.game.pack
    state = page.game.state
    seat = page.game.seat
    assert seat is not None
    labels = [label for label, _, _ in race_choices(state, seat, legal_actions(state))]
    assert any("Townsfolk" in label for label in labels)
    path = page.game.save(tmp_path / "game.fdsave")
    ref = load_save(path).payload_as(CitySave).pack
    assert (ref.id, ref.version) == ("printed", "1") and ref.fingerprint


def test_the_new_game_dialog_offers_every_passing_pack_the_bundled_one_first(qtbot: QtBot) -> None:
    make_pack(qtbot, "printed")
    broken = make_pack(qtbot, "broken")
    (library_dir() / "broken" / "rules.json").write_text("{}", encoding="utf-8")
    broken.refresh()
    assert rows(broken)[1][:2] == ("broken", "1") and rows(broken)[1][2].endswith(" problems")
    setup = SetupDialog(default_pack())
    qtbot.addWidget(setup)
    ids = [setup.pack_choice.itemData(i) for i in range(setup.pack_choice.count())]
    assert ids == [BUNDLED_ID, "printed"]
    assert setup.result_setup().pack_id == BUNDLED_ID


def test_an_unsafe_or_taken_name_is_refused_in_words(qtbot: QtBot) -> None:
    packs = make_pack(qtbot, "../up")
    assert "cannot be a pack's name" in packs.message.text()
    packs = make_pack(qtbot, "mine")
    packs.table.selectRow(0)
    packs.new_button.click()
    assert "There is a pack called “mine” already." in packs.message.text()
    assert len(rows(packs)) == 2


def test_an_exported_pack_imports_on_a_clean_data_folder(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    packs = make_pack(qtbot, "printed")
    target = tmp_path / "printed.fdpack"
    packs.ask_export_file = lambda entry: str(target)
    packs.export_button.click()
    assert target.is_file() and str(target) in packs.message.text()

    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "friend"))
    friend = dialog(qtbot)
    assert len(rows(friend)) == 1
    friend.ask_import_file = lambda: str(target)
    friend.import_button.click()
    assert rows(friend) == [(BUNDLED_ID, "1", "passes"), ("printed", "1", "passes")]
    assert "Imported" in friend.message.text()


def test_an_import_over_a_pack_asks_and_a_no_keeps_it(qtbot: QtBot, tmp_path: Path) -> None:
    packs = make_pack(qtbot, "printed")
    target = tmp_path / "printed.fdpack"
    packs.ask_export_file = lambda entry: str(target)
    packs.export_button.click()
    notes = library_dir() / "printed" / "DESIGN.md"
    notes.write_text("mine", encoding="utf-8")
    asked: list[str] = []
    packs.ask_import_file = lambda: str(target)
    packs.ask_replace = lambda name: asked.append(name) or False
    packs.import_button.click()
    assert asked == ["printed"] and notes.read_text(encoding="utf-8") == "mine"
    assert "already" in packs.message.text()
    packs.ask_replace = lambda name: True
    packs.import_button.click()
    assert notes.read_text(encoding="utf-8") != "mine"


def test_a_damaged_pack_file_is_refused_in_words(qtbot: QtBot, tmp_path: Path) -> None:
    packs = make_pack(qtbot, "printed")
    target = tmp_path / "printed.fdpack"
    packs.ask_export_file = lambda entry: str(target)
    packs.export_button.click()
    with zipfile.ZipFile(target) as archive:
        files = {i.filename: archive.read(i) for i in archive.infolist()}
    files["races.json"] = files["races.json"].replace(b"Human", b"Humon")
    bad = tmp_path / "bad.fdpack"
    with zipfile.ZipFile(bad, "w") as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    packs.ask_import_file = lambda: str(bad)
    packs.import_button.click()
    assert "damaged" in packs.message.text() and "races.json" in packs.message.text()


def test_a_save_whose_pack_is_missing_is_refused_naming_the_pack(qtbot: QtBot, tmp_path: Path) -> None:

    make_pack(qtbot, "printed")
    page = CityPage()
    qtbot.addWidget(page)

    game = page.start_game(
        "symmetric", [SeatSpec("Ada"), SeatSpec("Bo")], 3, fast=True, pack=load_by_id("printed")
    )
    path = game.save(tmp_path / "g.fdsave")
    shutil.rmtree(library_dir() / "printed")
    assert not page.load_game(path)
    assert "“printed”" in page.status.text() and "not in your pack library" in page.status.text()


def test_file_menu_opens_the_content_packs_dialog(
    qtbot: QtBot, _isolated_settings: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[PacksDialog] = []
    monkeypatch.setattr(PacksDialog, "exec", lambda self: shown.append(self) or 0)
    window = MainWindow(QSettings(str(_isolated_settings), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    assert window.packs_action in window.file_menu.actions()
    assert window.packs_action.text() == "Content &packs…"
    window.packs_action.trigger()
    QApplication.processEvents()
    assert len(shown) == 1
