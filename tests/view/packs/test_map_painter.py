"""Painting a map on the board: a stroke under the mouse changes the square, a start space
painted off grey is refused in words and on the square, and undo puts it right."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QKeySequence, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from founders_desktop.content import default_pack_path
from founders_desktop.packs.map_edit import MapDraft
from founders_desktop.view.city_map_item import SQUARE
from founders_desktop.view.packs.map_painter import MapPainter


def test_a_stroke_shows_a_problem_on_its_square_and_undo_clears_it(qtbot: QtBot) -> None:
    draft = MapDraft.read(default_pack_path() / "maps" / "symmetric.map", "maps/symmetric.map")
    painter = MapPainter(draft)
    qtbot.addWidget(painter)
    painter.resize(900, 800)
    painter.show()
    qtbot.waitExposed(painter)
    assert painter.problems == ()
    painter.ink.setCurrentIndex(painter.ink.findData("G"))
    where = painter.view.mapFromScene((6 + 0.5) * SQUARE, (1 + 0.5) * SQUARE)
    viewport = painter.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)
    QTest.mouseMove(viewport, where + QPoint(1, 0))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)
    assert painter.draft.at("terrain", (6, 1)) == "G"
    assert any((6, 1) in p.squares for p in painter.problems)
    assert "grey" in painter.problem_text.text()
    assert painter.undo_stack.count() == 1  # the move over the same square added no stroke
    painter.undo_stack.undo()
    assert painter.problems == () and painter.draft == draft


def test_the_undo_and_redo_buttons_take_a_stroke_back_and_again(qtbot: QtBot) -> None:
    draft = MapDraft.read(default_pack_path() / "maps" / "symmetric.map", "maps/symmetric.map")
    painter = MapPainter(draft)
    qtbot.addWidget(painter)
    assert not painter.undo_button.isEnabled() and not painter.redo_button.isEnabled()
    painter.ink.setCurrentIndex(painter.ink.findData("G"))
    painter.paint_square((6, 1))
    painted = painter.draft
    assert painter.undo_button.isEnabled() and not painter.redo_button.isEnabled()
    qtbot.mouseClick(painter.undo_button, Qt.MouseButton.LeftButton)
    assert painter.draft == draft and painter.redo_button.isEnabled()
    qtbot.mouseClick(painter.redo_button, Qt.MouseButton.LeftButton)
    assert painter.draft == painted
    assert painter.undo_button.shortcut().matches(QKeySequence(QKeySequence.StandardKey.Undo)) is not None


def test_the_editor_paints_a_library_pack_map_and_a_map_with_problems_is_a_draft(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from founders_desktop.packs import BUNDLED_ID, load_by_id, new_pack_from, pack_entry
    from founders_desktop.view.packs.editor_dialog import PackEditor

    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    new_pack_from(BUNDLED_ID, "painted")
    editor = PackEditor("painted")
    qtbot.addWidget(editor)
    painter = next(p for p in editor.map_painters if p.name == "symmetric")
    assert "passes its checks" in editor.status.text()
    painter.ink.setCurrentIndex(painter.ink.findData("G"))
    painter.paint_square((6, 1))  # a start space off grey
    assert editor.draft.dirty and editor.save_button.isEnabled()
    assert "Map “symmetric”: 1 problem" in editor.status.text()  # the pack's status counts the map
    editor.save()  # saved as a draft
    draft = pack_entry("painted")
    assert not draft.ok and any("symmetric" in p.file for p in draft.problems)
    assert "draft" in editor.status.text()
    painter.undo_stack.undo()  # put right: differs from the saved draft, and passes
    assert editor.draft.dirty and "passes its checks" in editor.status.text()
    editor.save()
    assert pack_entry("painted").ok and not editor.draft.dirty
    painter.paint_square((4, 2))
    editor.save()
    assert pack_entry("painted").ok
    assert load_by_id("painted").maps["symmetric"].terrain_rows[2][4] == "G"


def test_closing_the_editor_with_a_painted_map_unsaved_asks_first(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from founders_desktop.packs import BUNDLED_ID, load_by_id, new_pack_from
    from founders_desktop.view.packs.editor_dialog import PackEditor

    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    new_pack_from(BUNDLED_ID, "painted")
    editor = PackEditor("painted")
    qtbot.addWidget(editor)
    asked: list[bool] = []
    editor.ask_discard = lambda: asked.append(True) or False
    painter = next(p for p in editor.map_painters if p.name == "symmetric")
    painter.ink.setCurrentIndex(painter.ink.findData("G"))
    painter.paint_square((4, 2))
    editor.close_clicked()
    assert asked == [True] and editor.result() == 0 and editor.draft.dirty  # kept, not discarded
    assert load_by_id("painted").maps["symmetric"].terrain_rows[2][4] != "G"


def test_a_map_with_problems_is_drawn_as_painted_and_its_problems_read_in_words(qtbot: QtBot) -> None:
    draft = MapDraft.read(default_pack_path() / "maps" / "symmetric.map", "maps/symmetric.map")
    painter = MapPainter(draft)
    qtbot.addWidget(painter)
    assert painter.provenance.text() == "Layout from: [reconstructed]"
    painter.ink.setCurrentIndex(painter.ink.findData("G"))
    painter.paint_square((6, 1))
    assert painter.provenance.text() == "Layout from: [owner]"  # a painted map is the owner's
    assert painter.problems
    board = painter._board_item
    assert board is not None and board.board.terrain_rows[1][6] == "G"  # not the last map that passed
    words = painter.problem_text.text()
    assert "Square 6, 1: Start space 2 is on Forested (green); start spaces are grey." in words
    assert "[start_spaces]" not in words and "(line" not in words
    # The palette names its marks (terrain as on the board's legend); the data is the file's mark.
    assert painter.ink.currentText() == "Forested (green)"
    painter.layer.setCurrentIndex(painter.layer.findData("start_spaces"))
    assert [painter.ink.itemText(i) for i in range(2)] == ["Nothing (clear the mark)", "Start space 1"]


def test_the_header_beside_the_board_names_sections_and_what_a_location_takes_with_undo(
    qtbot: QtBot,
) -> None:
    draft = MapDraft.read(default_pack_path() / "maps" / "thematic.map", "maps/thematic.map")
    reserved = [
        ("west_gatehouse", "West Gatehouse"),
        ("north_gatehouse", "North Gatehouse"),
        ("ghost_fortress", "Ghost Fortress"),
    ]
    painter = MapPainter(draft, reserved_buildings=reserved)
    qtbot.addWidget(painter)
    header = painter.header
    assert header.names[1].text() == "West" and header.difficulties[2].currentData() == "very_hard"
    assert (
        header.takes[("a", "west_gatehouse")].isChecked()
        and not header.takes[("a", "ghost_fortress")].isChecked()
    )
    header.names[1].setText("Harbour")
    header.names[1].editingFinished.emit()
    assert painter.draft.header("section 1") == "Harbour, normal"
    header.difficulties[1].setCurrentIndex(header.difficulties[1].findData("hard"))
    assert (
        painter.draft.header("section 1") == "Harbour, hard"
        and painter.provenance.text() == "Layout from: [owner]"
    )
    header.takes[("a", "north_gatehouse")].setChecked(True)
    assert painter.draft.header("location a") == "west_gatehouse, north_gatehouse"
    assert painter.problems == ()
    header.names[2].editingFinished.emit()  # focus left a name without a change: no stroke
    assert painter.undo_stack.count() == 3
    # A letter painted on the reserved layer gets its row; until it names a building the map says so.
    star = next(
        (x, y)
        for y, row in enumerate(painter.draft.layer("terrain"))
        for x, ch in enumerate(row)
        if ch == "*"
    )
    painter.layer.setCurrentIndex(painter.layer.findData("reserved"))
    painter.ink.setCurrentIndex(painter.ink.findData("h"))
    painter.paint_square(star)
    assert ("h", "ghost_fortress") in header.takes
    assert any("Location h" in line for line in painter.problem_text.text().splitlines())
    header.takes[("h", "ghost_fortress")].setChecked(True)
    assert not any("Location h" in line for line in painter.problem_text.text().splitlines())
    for _ in range(5):
        painter.undo_stack.undo()
    assert painter.draft == draft and header.names[1].text() == "West"
    assert ("h", "ghost_fortress") not in header.takes


def test_the_right_button_drags_a_zoomed_board_and_paints_nothing(qtbot: QtBot) -> None:
    draft = MapDraft.read(default_pack_path() / "maps" / "symmetric.map", "maps/symmetric.map")
    painter = MapPainter(draft)
    qtbot.addWidget(painter)
    painter.resize(900, 800)
    painter.show()
    qtbot.waitExposed(painter)
    painter.view.zoom_by(3.0)
    viewport = painter.view.viewport()
    bar = painter.view.horizontalScrollBar()
    before = bar.value()
    start = viewport.rect().center()
    right = Qt.MouseButton.RightButton
    QTest.mousePress(viewport, right, Qt.KeyboardModifier.NoModifier, start)
    event_to = start - QPoint(120, 0)
    move = QMouseEvent(
        QMouseEvent.Type.MouseMove,
        QPointF(event_to),
        QPointF(event_to),
        Qt.MouseButton.NoButton,
        right,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, move)
    QTest.mouseRelease(viewport, right, Qt.KeyboardModifier.NoModifier, event_to)
    assert bar.value() == before + 120  # the board followed the hand
    assert painter.draft == draft and painter.undo_stack.count() == 0


def test_a_stroke_keeps_its_painter_weakly(qtbot: QtBot) -> None:
    """The painter holds the stack and the stack its strokes: a stroke that held the painter made
    a cycle only the garbage collector could free, and that can delete the strokes while their
    wrappers are being cleared (a crash)."""
    draft = MapDraft.read(default_pack_path() / "maps" / "symmetric.map", "maps/symmetric.map")
    painter = MapPainter(draft)
    qtbot.addWidget(painter)
    painter.ink.setCurrentIndex(painter.ink.findData("G"))
    painter.paint_square((6, 1))
    painter.undo_stack.undo()
    painter.undo_stack.redo()
    assert painter.draft.at("terrain", (6, 1)) == "G", "the stroke still reaches its painter"
    stroke = painter.undo_stack.command(0)
    assert all(held is not painter for held in vars(stroke).values())
