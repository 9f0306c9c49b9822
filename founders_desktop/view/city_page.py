"""The city game page: the map board of Founders of Gloomhaven beside the players' panel."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from founders_desktop.view.city_map_page import CityMapPage


class CityPage(CityMapPage):
    """Hosts a city game; the game panels arrive with the city engine."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cityPage")
        self.set_title(self.tr("Founders of Gloomhaven"))
        self.add_panel_text(
            self.tr(
                "The map board. Wheel to zoom toward the cursor, drag to pan, "
                "F to fit the board to the window."
            )
        )
        self.add_legend()
        self.finish_panel()
