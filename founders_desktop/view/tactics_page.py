"""The tactics page: a Gloomhaven hex board beside the scenario panel."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene, QWidget

from founders_desktop.view.board_page import BoardPage
from founders_desktop.view.hex_grid_item import HexGridItem, rectangle_of_hexes

DEFAULT_COLUMNS = 15
DEFAULT_ROWS = 10


class TacticsPage(BoardPage):
    """Draws an empty hex map; the editor and round player fill it in later."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = QGraphicsScene()
        super().__init__(scene, parent)
        self.set_title(self.tr("Tactics: Gloomhaven hex rules"))
        self.setObjectName("tacticsPage")
        self.grid_item = HexGridItem(rectangle_of_hexes(DEFAULT_COLUMNS, DEFAULT_ROWS))
        scene.addItem(self.grid_item)
        self.add_panel_text(
            self.tr(
                "A flat-top hex map. Wheel to zoom toward the cursor, drag to pan, "
                "F to fit the map to the window."
            )
        )
        self.finish_panel()
