"""The pack editor as an owner uses it: open it from File > Content packs, change a printed
value, see a problem appear under its field and clear, save, and play with the changed value."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialog, QLineEdit, QSpinBox
from pytestqt.qtbot import QtBot

from founders_desktop.city.game import legal_actions
from founders_desktop.content import default_pack
from founders_desktop.packs import BUNDLED_ID, library_dir, list_packs
from founders_desktop.packs.editing import FieldRef
from founders_desktop.view.city_game.setup_choices import race_choices
from founders_desktop.view.city_game.setup_dialog import SetupDialog
from founders_desktop.view.city_page import CityPage
from founders_desktop.view.packs.editor_dialog import PackEditor
from founders_desktop.view.packs.packs_dialog import PacksDialog


@pytest.fixture(autouse=True)
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(folder))
    return folder


def open_editor(qtbot: QtBot, name: str = "printed") -> tuple[PacksDialog, PackEditor]:
    packs = PacksDialog()
    qtbot.addWidget(packs)
    packs.table.selectRow(0)
    assert not packs.edit_button.isEnabled()  # the bundled pack is read-only
    packs.ask_name = lambda entry: name
    packs.new_button.click()
    assert packs.selected() is not None and packs.selected().id == name
    assert packs.edit_button.isEnabled()
    packs.edit_button.click()
    editor = packs.editor
    assert editor is not None
    qtbot.addWidget(editor)
    return packs, editor


RACE = "races.json"


def test_edit_a_race_see_a_problem_appear_and_clear_save_and_play_with_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    packs, editor = open_editor(qtbot)
    name_ref = FieldRef(RACE, 0, None, "name")
    name_row = editor.rows[name_ref]
    assert "rulebook" in name_row.provenance.text()
    name_row.findChild(QLineEdit).setText("Townsfolk")
    assert "owner" in name_row.provenance.text()

    forbidden = editor.rows[FieldRef(RACE, 0, None, "forbidden")]
    own = editor.draft.value(FieldRef(RACE, 0, None, "resource"))
    own_box = forbidden.findChild(QCheckBox, f"check:{own}")
    own_box.setChecked(True)
    assert forbidden.problem.isVisibleTo(editor)
    assert forbidden.problem.text() == "A race cannot forbid its own resource."
    assert "no game can use this pack" in editor.status.text()
    own_box.setChecked(False)
    assert not forbidden.problem.isVisibleTo(editor)
    assert editor.status.text() == "The pack passes its checks."

    editor.save_button.click()
    assert "Saved." in editor.status.text()
    saved = json.loads((library_dir() / "printed" / RACE).read_text(encoding="utf-8"))
    assert saved[0]["name"] == "Townsfolk" and saved[0]["provenance"]["name"] == "owner"
    editor.close_clicked()
    assert [e.ok for e in list_packs()] == [True, True]

    def choose_printed(self: SetupDialog) -> int:
        self.pack_choice.setCurrentIndex(self.pack_choice.findData("printed"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SetupDialog, "exec", choose_printed)
    page = CityPage()
    qtbot.addWidget(page)
    page.show()
    assert page.new_game_dialog()
    assert page.game is not None and page.game.pack.id == "printed"
    seat = page.game.seat
    assert seat is not None
    labels = [label for label, _, _ in race_choices(page.game.state, seat, legal_actions(page.game.state))]
    assert any("Townsfolk" in label for label in labels)


def test_a_draft_with_errors_is_saved_but_no_game_offers_it(qtbot: QtBot) -> None:
    _packs, editor = open_editor(qtbot)
    editor.tabs.setCurrentIndex(1)
    points = editor.rows[FieldRef("advisers.json", 0, None, "points")]
    points.findChild(QSpinBox).setValue(2)
    assert points.problem.isVisibleTo(editor) and "0, 1 or 3" in points.problem.text()
    editor.save_button.click()
    assert "draft" in editor.status.text()
    assert [e.ok for e in list_packs()] == [True, False]
    setup = SetupDialog(default_pack())
    qtbot.addWidget(setup)
    ids = [setup.pack_choice.itemData(i) for i in range(setup.pack_choice.count())]
    assert ids == [BUNDLED_ID]


def test_a_rules_value_and_an_adviser_resource_show_and_turn_their_provenance(qtbot: QtBot) -> None:
    _packs, editor = open_editor(qtbot)
    weight = editor.rows[FieldRef("rules.json", None, "scoring", "lasting_weight")]
    weight.findChild(QSpinBox).setValue(3)
    assert "owner" in weight.provenance.text() and not weight.problem.isVisibleTo(editor)
    resource = editor.rows[FieldRef("advisers.json", 0, None, "resource")]
    combo = resource.findChild(QComboBox)
    combo.setCurrentIndex((combo.currentIndex() + 1) % combo.count())
    assert "owner" in resource.provenance.text()
    asked: list[bool] = []
    editor.ask_discard = lambda: asked.append(True) or False
    editor.close_clicked()
    assert asked and editor.result() != QDialog.DialogCode.Accepted  # unsaved: asked, kept open


def test_a_problem_and_a_provenance_are_said_in_the_players_language(qtbot: QtBot) -> None:
    from founders_desktop.view import i18n

    application = QApplication.instance()
    assert isinstance(application, QApplication)
    i18n.install_language(application, "ru")
    try:
        _packs, editor = open_editor(qtbot)
        forbidden = editor.rows[FieldRef(RACE, 0, None, "forbidden")]
        own = editor.draft.value(FieldRef(RACE, 0, None, "resource"))
        forbidden.findChild(QCheckBox, f"check:{own}").setChecked(True)
        assert forbidden.problem.text() == "Раса не может запрещать свой собственный ресурс."
        assert forbidden.provenance.text() == "[владелец]"
        assert editor.rows[FieldRef(RACE, 0, None, "name")].provenance.text() == "[книга правил]"
    finally:
        i18n.install_language(application, i18n.ENGLISH)


def test_paint_a_map_square_save_and_play_on_the_painted_board(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    packs, editor = open_editor(qtbot)
    painter = next(p for p in editor.map_painters if p.name == "symmetric")
    was = painter.draft.at("terrain", (4, 2))
    assert was != "G"
    painter.ink.setCurrentIndex(painter.ink.findData("G"))
    painter.paint_square((4, 2))
    assert painter.problems == () and editor.status.text() == "The pack passes its checks."
    editor.save_button.click()
    editor.close_clicked()
    assert [e.ok for e in list_packs()] == [True, True]

    def choose_printed(self: SetupDialog) -> int:
        self.pack_choice.setCurrentIndex(self.pack_choice.findData("printed"))
        self.map_side.setCurrentIndex(self.map_side.findData("symmetric"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SetupDialog, "exec", choose_printed)
    page = CityPage()
    qtbot.addWidget(page)
    page.show()
    assert page.new_game_dialog()
    assert page.game is not None and page.game.pack.id == "printed"
    board = page.game.state.map_board
    assert board.id == "symmetric" and board.terrain_rows[2][4] == "G" and board.provenance == "owner"
    assert default_pack().maps["symmetric"].terrain_rows[2][4] == was  # the bundled pack untouched
