"""The city game page: the map board of Founders of Gloomhaven beside the players' panel."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene, QWidget

from founders_desktop.view.board_page import BoardPage
from founders_desktop.view.city_map_item import CityMapItem


class CityPage(BoardPage):
    """Hosts a city game; the game panels arrive with the city engine."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = QGraphicsScene()
        super().__init__(scene, parent)
        self.set_title(self.tr("Founders of Gloomhaven"))
        self.setObjectName("cityPage")
        self.map_item = CityMapItem()
        scene.addItem(self.map_item)
        self.add_panel_text(
            self.tr(
                "The map board. Wheel to zoom toward the cursor, drag to pan, "
                "F to fit the board to the window."
            )
        )
        self.finish_panel()
