"""The map sandbox: either side of the map, to place anything anywhere and see what the rules say."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene, QWidget

from founders_desktop.view.board_page import BoardPage
from founders_desktop.view.city_map_item import CityMapItem


class SandboxPage(BoardPage):
    """Hosts the sandbox board; placement tools arrive with the board rules."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = QGraphicsScene()
        super().__init__(scene, parent)
        self.set_title(self.tr("Map sandbox"))
        self.setObjectName("sandboxPage")
        self.map_item = CityMapItem()
        scene.addItem(self.map_item)
        self.add_panel_text(
            self.tr("Place any piece for any player anywhere and see legality, connections and scores.")
        )
        self.finish_panel()
