"""Painting one map of a pack on the board itself: a palette, strokes with undo, live checks.

The board is the game's own drawing (``CityMapItem``) of the map as painted, even while it has
problems (``MapDraft.sketch``); each stroke is one undo step holding the draft before and after
(``packs.map_edit``). The loader's problems are listed in words and drawn as a cross on the
squares they name.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QIcon,
    QKeySequence,
    QMouseEvent,
    QPainterPath,
    QPen,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.app.swap_step import SwapStep
from founders_desktop.content import Square
from founders_desktop.content.terrain import TERRAIN_CHARS
from founders_desktop.packs.library import pack_folder
from founders_desktop.packs.map_edit import MapDraft, MapProblem
from founders_desktop.view.board_view import BoardView
from founders_desktop.view.city_map_item import SQUARE, CityMapItem, square_rect
from founders_desktop.view.city_palette import terrain_looks
from founders_desktop.view.packs.map_header_panel import MapHeaderPanel
from founders_desktop.view.packs.map_problem_words import map_problem_text
from founders_desktop.view.packs.problem_words import provenance_text
from founders_desktop.view.terrain_legend import terrain_swatch

PALETTES = {
    "terrain": "".join(TERRAIN_CHARS),
    "sections": ".123456789",
    "start_spaces": ".1234",
    "reserved": ".abcdefgh",
}
PROBLEM_PEN = QColor("#b00020")
SHOWN_PROBLEMS = 6  # listed under the board; every one is crossed on it


class _BoardView(BoardView):
    """The app's board view (wheel zoom toward the cursor, fitted to the tab), where the left
    button paints and the right or middle button drags the board."""

    square_pressed = Signal(tuple)
    PAN_BUTTONS = Qt.MouseButton.RightButton | Qt.MouseButton.MiddleButton

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self._pan_from: QPoint | None = None

    def _emit(self, event: QMouseEvent) -> None:
        point = self.mapToScene(event.position().toPoint())
        self.square_pressed.emit((int(point.x() // SQUARE), int(point.y() // SQUARE)))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() == Qt.MouseButton.LeftButton:
            self._emit(event)
        elif event.button() & self.PAN_BUTTONS:
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._emit(event)
        elif self._pan_from is not None and event.buttons() & self.PAN_BUTTONS:
            at = event.position().toPoint()
            moved, self._pan_from = at - self._pan_from, at
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - moved.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - moved.y())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if self._pan_from is not None and not event.buttons() & self.PAN_BUTTONS:
            self._pan_from = None
            self.viewport().unsetCursor()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 (Qt API)
        event.accept()  # the right button drags the board here


class MapPainter(QWidget):
    """One map file of a pack, painted square by square; ``draft`` is what would be saved, and
    ``changed`` says a stroke (or its undo) changed it."""

    changed = Signal()

    def __init__(
        self,
        draft: MapDraft,
        parent: QWidget | None = None,
        reserved_buildings: list[tuple[str, str]] | None = None,
    ) -> None:
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
        self.provenance = QLabel(self)
        self.provenance.setObjectName("mapProvenance")
        top.addWidget(self.provenance)
        # The header beside the board: section names and difficulties, what each location takes.
        self.header = MapHeaderPanel(reserved_buildings or [], self.set_header)
        side = QScrollArea(self)
        side.setWidget(self.header)
        side.setWidgetResizable(True)
        side.setMinimumWidth(240)
        side.setMaximumWidth(320)
        middle = QHBoxLayout()
        middle.addWidget(self.view, 1)
        middle.addWidget(side)
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addLayout(middle, 1)
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

    @property
    def name(self) -> str:
        """The map's name as its tab shows it: the file's stem (``thematic``)."""
        return Path(self.draft.file).stem

    def _fill_palette(self) -> None:
        """The layer's marks by name (terrain with its swatch as drawn on the board); the item's
        data is the character the map file holds."""
        self.ink.clear()
        layer = str(self.layer.currentData())
        looks = terrain_looks()
        for char in PALETTES[layer]:
            if layer == "terrain":
                terrain = TERRAIN_CHARS[char]
                self.ink.addItem(QIcon(terrain_swatch(terrain)), looks[terrain].name, char)
            elif char == ".":
                self.ink.addItem(self.tr("Nothing (clear the mark)"), char)
            elif layer == "sections":
                self.ink.addItem(self.tr("Section %1").replace("%1", char), char)
            elif layer == "start_spaces":
                self.ink.addItem(self.tr("Start space %1").replace("%1", char), char)
            else:
                self.ink.addItem(self.tr("Location %1").replace("%1", char), char)

    def paint_square(self, square: Square) -> None:
        """One stroke of the chosen character on the chosen layer (nothing off the map)."""
        layer, char = str(self.layer.currentData()), str(self.ink.currentData())
        try:
            if self.draft.at(layer, square) == char:
                return
            after = self.draft.paint(layer, square, char)
        except (KeyError, ValueError):
            return
        self.undo_stack.push(SwapStep(self.tr("paint"), self.show_draft, self.draft, after))

    def set_header(self, key: str, value: str | None) -> None:
        """One header line set from the panel, as one undoable stroke."""
        if self.draft.header(key) == value:
            return
        after = self.draft.with_header(key, value)
        self.undo_stack.push(SwapStep(self.tr("header"), self.show_draft, self.draft, after))

    def show_draft(self, draft: MapDraft) -> None:
        self.draft = draft
        self.header.show_draft(draft)
        board, self.problems = draft.checked()
        if board is None:  # what was painted is drawn; the crosses say what is wrong with it
            board = draft.sketch()
        if board is not None:  # no terrain at all: the last board drawn stays
            if self._board_item is not None:
                # Hidden, not deleted: the scene may still name the old board as the item under
                # the mouse until its next event, and deleting it then crashed the view.
                self._board_item.hide()
                self._retired.append(self._board_item)
            self._board_item = CityMapItem(board, {})
            self.scene.addItem(self._board_item)
        self.provenance.setText(
            self.tr("Layout from: [%1]").replace("%1", provenance_text(draft.provenance() or "reconstructed"))
        )
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
            lines = [map_problem_text(p) for p in self.problems[:SHOWN_PROBLEMS]]
            if len(self.problems) > SHOWN_PROBLEMS:
                lines.append(self.tr("…and %n more.", "", len(self.problems) - SHOWN_PROBLEMS))
            self.problem_text.setText("\n".join([self.tr("The map cannot be used yet:"), *lines]))
        else:
            self.problem_text.setText(self.tr("The map passes its checks."))
        self.changed.emit()


def add_map_tabs(
    tabs: QTabWidget, pack_id: str, reserved_buildings: list[tuple[str, str]] | None = None
) -> list[MapPainter]:
    """One painter tab per map file of the library pack ``pack_id`` (none for a missing pack);
    the editor saves what they paint with the rest of the pack."""
    folder = pack_folder(pack_id)
    painters: list[MapPainter] = []
    if folder is None:
        return painters
    for path in sorted((folder / "maps").glob("*.map")):
        painter = MapPainter(MapDraft.read(path, f"maps/{path.name}"), tabs, reserved_buildings)
        tabs.addTab(
            painter, QCoreApplication.translate("MapPainter", "Map: {name}").format(name=painter.name)
        )
        painters.append(painter)
    return painters
