"""The tool palette: which tool the mouse uses, which terrain it paints, which figure it places."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.app.tactics.scenario import FigureKind
from founders_desktop.tactics import Hex, Terrain
from founders_desktop.view.fit import UNLIMITED, arrange_in_columns, narrow_combo, room_for, wrap_long_rows
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.terrain_art import paint_terrain
from founders_desktop.view.tactics.terrain_style import FLOOR, FLOOR_EDGE, terrain_name
from founders_desktop.view.tactics.tools import Tool
from founders_desktop.view.wrapping import WrappingButton


def _swatch(terrain: Terrain | None) -> QIcon:
    """The terrain's hex as the board draws it (plain floor: an empty hex)."""
    icon = QIcon()
    for side in (18, 36):  # crisp on high-DPI screens too
        pix = QPixmap(QSize(side, side))
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(side / 2, side / 2)
        p.scale(side / (2.05 * geo.SIZE), side / (2.05 * geo.SIZE))
        p.translate(-geo.centre(Hex(0, 0)))
        p.setPen(FLOOR_EDGE)
        p.setBrush(FLOOR)
        p.drawPolygon(geo.polygon(Hex(0, 0)))
        if terrain is not None:
            paint_terrain(p, Hex(0, 0), terrain)
        p.end()
        icon.addPixmap(pix)
    return icon


class ToolPalette(QWidget):
    tool_changed = Signal(object)
    brush_changed = Signal(object)
    #: (FigureKind, elite)
    figure_kind_changed = Signal(object, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        self.group = QButtonGroup(self)
        self.buttons: dict[Tool, WrappingButton] = {}
        for tool in self.tool_words():
            button = WrappingButton("", self)  # a longer language wraps instead of widening the panel
            button.setCheckable(True)
            button.setObjectName(f"tool_{tool.value}")
            self.group.addButton(button)
            self.buttons[tool] = button
            button.clicked.connect(lambda _=False, t=tool: self.tool_changed.emit(t))
        self.buttons[Tool.SELECT].setChecked(True)
        self.grid = grid
        arrange_in_columns(grid, list(self.buttons.values()), UNLIMITED)
        layout.addLayout(grid)

        form = QFormLayout()
        wrap_long_rows(form)
        self.brush_box = QComboBox(self)
        self.brush_box.setObjectName("terrainBrush")
        narrow_combo(self.brush_box)
        #: The brush of each row of the combo box (Qt would turn enum values into plain text).
        self.brushes: list[Terrain | None] = [None, *Terrain]
        for t in self.brushes:
            self.brush_box.addItem(_swatch(t), "")
        self.brush_box.setCurrentIndex(1 + list(Terrain).index(Terrain.OBSTACLE))
        self.brush_box.currentIndexChanged.connect(self._brush_picked)
        self.brush_label = QLabel(self)
        form.addRow(self.brush_label, self.brush_box)

        self.kind_box = QComboBox(self)
        self.kind_box.setObjectName("figureKind")
        narrow_combo(self.kind_box)
        self.kinds: list[tuple[FigureKind, bool]] = [
            (FigureKind.MONSTER, False),
            (FigureKind.MONSTER, True),
            (FigureKind.CHARACTER, False),
            (FigureKind.SUMMON, False),
        ]
        for _kind in self.kinds:
            self.kind_box.addItem("")
        self.kind_box.currentIndexChanged.connect(self._kind_picked)
        self.kind_label = QLabel(self)
        form.addRow(self.kind_label, self.kind_box)
        layout.addLayout(form)
        self.retranslate()

    def tool_words(self) -> dict[Tool, tuple[str, str]]:
        """Each tool's button text and hint."""
        return {
            Tool.SELECT: (self.tr("Select / move"), self.tr("Pick a figure: its reach is shaded; drag it.")),
            Tool.SIGHT: (self.tr("Sight && range"), self.tr("Click two hexes: sight and range.")),
            Tool.TERRAIN: (self.tr("Terrain"), self.tr("Paint terrain; drag to paint more hexes.")),
            Tool.THIN_WALL: (self.tr("Thin wall"), self.tr("Click near a hex edge to draw or erase a wall.")),
            Tool.MAP: (self.tr("Map hexes"), self.tr("Click an outline to add a hex, a hex to remove it.")),
            Tool.FIGURE: (self.tr("Place figure"), self.tr("Click to place; drag figures anywhere.")),
            Tool.ERASE: (self.tr("Remove figure"), self.tr("Click a figure to take it off the map.")),
        }

    def retranslate(self) -> None:
        """The palette's texts in the language in force (at start and on every LanguageChange)."""
        for tool, (text, tip) in self.tool_words().items():
            self.buttons[tool].setText(text)
            self.buttons[tool].setToolTip(tip)
        for index, terrain in enumerate(self.brushes):
            self.brush_box.setItemText(
                index, self.tr("Plain floor") if terrain is None else terrain_name(terrain)
            )
        self.brush_label.setText(self.tr("Terrain:"))
        kinds = (
            self.tr("Monster (normal)"),
            self.tr("Monster (elite)"),
            self.tr("Character"),
            self.tr("Character summon"),
        )
        for index, text in enumerate(kinds):
            self.kind_box.setItemText(index, text)
        self.kind_label.setText(self.tr("Figure:"))

    def _arrange(self) -> None:
        arrange_in_columns(self.grid, list(self.buttons.values()), room_for(self))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        self._arrange()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "kind_label"):
            self.retranslate()
            self._arrange()
        super().changeEvent(event)

    def set_tool(self, tool: Tool) -> None:
        self.buttons[tool].setChecked(True)
        self.tool_changed.emit(tool)

    def set_brush(self, terrain: Terrain | None) -> None:
        """Pick the terrain to paint (None: plain floor) and switch to the terrain tool."""
        index = self.brushes.index(terrain)
        if index == self.brush_box.currentIndex():
            self._brush_picked(index)
        self.brush_box.setCurrentIndex(index)

    def _brush_picked(self, index: int) -> None:
        self.brush_changed.emit(self.brushes[index])
        self.set_tool(Tool.TERRAIN)

    def _kind_picked(self, index: int) -> None:
        kind, elite = self.kinds[index]
        self.figure_kind_changed.emit(kind, elite)
        self.set_tool(Tool.FIGURE)
