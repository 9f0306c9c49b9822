"""Painting one map of a pack on the board itself: a palette, strokes with undo, live checks.

The board is the game's own drawing (``CityMapItem``) of the last map that passed its checks;
each stroke is one undo step holding the draft before and after (``packs.map_edit``). The
loader's problems are listed in words and drawn as a cross on the squares they name.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QMouseEvent, QPainterPath, QPen, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.content import Square
from founders_desktop.content.terrain import TERRAIN_CHARS
from founders_desktop.packs.library import pack_folder
from founders_desktop.packs.map_edit import MapDraft, MapProblem
from founders_desktop.view.city_map_item import SQUARE, CityMapItem, square_rect

PALETTES = {
    "terrain": "".join(TERRAIN_CHARS),
    "sections": ".123456789",
    "start_spaces": ".1234",
    "reserved": ".abcdefgh",
}
PROBLEM_PEN = QColor("#b00020")


class _Stroke(QUndoCommand):
    def __init__(self, painter: MapPainter, before: MapDraft, after: MapDraft, text: str) -> None:
        super().__init__(text)
        self.painter, self.before, self.after = painter, before, after

    def redo(self) -> None:
        self.painter.show_draft(self.after)

    def undo(self) -> None:
        self.painter.show_draft(self.before)


class _BoardView(QGraphicsView):
    square_pressed = Signal(tuple)

    def _emit(self, event: QMouseEvent) -> None:
        point = self.mapToScene(event.position().toPoint())
        self.square_pressed.emit((int(point.x() // SQUARE), int(point.y() // SQUARE)))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() == Qt.MouseButton.LeftButton:
            self._emit(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._emit(event)


class MapPainter(QWidget):
    """One map file of a pack, painted square by square; ``draft`` is what would be saved."""

    changed = Signal()

    def __init__(self, draft: MapDraft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # No Qt parent: the stack goes with this object, after its buttons, so the signals it sends
        # while emptying itself never reach a button already deleted.
        self.undo_stack = QUndoStack()
        self.draft = draft
        self.problems: tuple[MapProblem, ...] = ()
        self.layer = QComboBox(self)
        layers = (
            (self.tr("Terrain"), "terrain"),
            (self.tr("Sections"), "sections"),
            (self.tr("Start numbers"), "start_spaces"),
            (self.tr("Reserved locations"), "reserved"),
        )
        for label, layer in layers:
            self.layer.addItem(label, layer)
        self.ink = QComboBox(self)
        self.layer.currentIndexChanged.connect(self._fill_palette)
        self.scene = QGraphicsScene(self)
        self.view = _BoardView(self.scene, self)
        self.view.square_pressed.connect(self.paint_square)
        self.problem_text = QLabel(self)
        self.problem_text.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Layer"), self))
        top.addWidget(self.layer)
        top.addWidget(QLabel(self.tr("Paint"), self))
        top.addWidget(self.ink)
        # Undo and redo a stroke: buttons beside the palette, and the usual keys on this tab.
        self.undo_button = QPushButton(self.tr("Undo"), self)
        self.undo_button.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_button.clicked.connect(self.undo_stack.undo)
        self.redo_button = QPushButton(self.tr("Redo"), self)
        self.redo_button.setShortcut(QKeySequence.StandardKey.Redo)
        self.redo_button.clicked.connect(self.undo_stack.redo)
        for button in (self.undo_button, self.redo_button):
            button.setEnabled(False)
            top.addWidget(button)
        self.undo_stack.canUndoChanged.connect(self.undo_button.setEnabled)
        self.undo_stack.canRedoChanged.connect(self.redo_button.setEnabled)
        top.addStretch(1)
        self.save_button = QPushButton(self.tr("Save map"), self)
        self.save_button.clicked.connect(self.save)
        top.addWidget(self.save_button)
        self.path: Path | None = None
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.view, 1)
        box.addWidget(self.problem_text)
        self._board_item: CityMapItem | None = None
        self._retired: list[CityMapItem] = []
        # One path item holds every problem's cross; it is reshaped, never replaced.
        self._marks = QGraphicsPathItem()
        self._marks.setPen(QPen(PROBLEM_PEN, 4))
        self._marks.setZValue(10)
        self.scene.addItem(self._marks)
        self._fill_palette()
        self.show_draft(draft)

    def _fill_palette(self) -> None:
        self.ink.clear()
        for char in PALETTES[str(self.layer.currentData())]:
            self.ink.addItem(char, char)

    def paint_square(self, square: Square) -> None:
        """One stroke of the chosen character on the chosen layer (nothing off the map)."""
        layer, char = str(self.layer.currentData()), str(self.ink.currentData())
        try:
            if self.draft.at(layer, square) == char:
                return
            after = self.draft.paint(layer, square, char)
        except (KeyError, ValueError):
            return
        self.undo_stack.push(_Stroke(self, self.draft, after, self.tr("paint")))

    def show_draft(self, draft: MapDraft) -> None:
        self.draft = draft
        board, self.problems = draft.checked()
        if board is not None:  # with problems the last board that passed stays
            if self._board_item is not None:
                # Hidden, not deleted: the scene may still name the old board as the item under
                # the mouse until its next event, and deleting it then crashed the view.
                self._board_item.hide()
                self._retired.append(self._board_item)
            self._board_item = CityMapItem(board, {})
            self.scene.addItem(self._board_item)
        crosses = QPainterPath()
        for problem in self.problems:
            for square in problem.squares:
                rect = square_rect(square).adjusted(8, 8, -8, -8)
                crosses.moveTo(rect.topLeft())
                crosses.lineTo(rect.bottomRight())
                crosses.moveTo(rect.bottomLeft())
                crosses.lineTo(rect.topRight())
        self._marks.setPath(crosses)
        if self.problems:
            words = "\n".join(f"{p.where}: {p.message}" for p in self.problems[:6])
            self.problem_text.setText(self.tr("The map cannot be used yet:") + "\n" + words)
        else:
            self.problem_text.setText(self.tr("The map passes its checks."))
        self.changed.emit()

    def save(self) -> bool:
        """Write the map where the loader reads it. With problems it is saved as a draft, like the
        other forms: the pack is listed with them and no game or sandbox offers it until fixed."""
        if self.path is None:
            return False
        self.draft.write(self.path)
        if self.problems:
            self.problem_text.setText(
                self.tr("Saved as a draft: no game can use this pack until the marked squares are put right.")
            )
        else:
            self.problem_text.setText(self.tr("Map saved."))
        return True


def add_map_tabs(tabs: QTabWidget, pack_id: str) -> list[MapPainter]:
    """One painter tab per map file of the library pack ``pack_id`` (none for a missing pack)."""
    folder = pack_folder(pack_id)
    painters: list[MapPainter] = []
    if folder is None:
        return painters
    for path in sorted((folder / "maps").glob("*.map")):
        painter = MapPainter(MapDraft.read(path, f"maps/{path.name}"), tabs)
        painter.path = path
        tabs.addTab(painter, QCoreApplication.translate("MapPainter", "Map: {name}").format(name=path.stem))
        painters.append(painter)
    return painters
