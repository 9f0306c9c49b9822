"""The map sandbox: either side of the map, to place anything anywhere and see what the rules say."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from founders_desktop.view.city_map_page import CityMapPage


class SandboxPage(CityMapPage):
    """Hosts the sandbox board; placement tools arrive with the board rules."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sandboxPage")
        self.set_title(self.tr("Map sandbox"))
        self.add_panel_text(
            self.tr("Place any piece for any player anywhere and see legality, connections and scores.")
        )
        self.add_legend()
        self.finish_panel()
