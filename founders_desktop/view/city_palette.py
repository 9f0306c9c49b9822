"""How each terrain of the city map looks: a colour of the printed board's family and a name.

The texture that tells the terrains apart beyond colour (brick paving, sand ripples, trees,
flagstones, waves, masonry) is drawn by ``view/art/terrain_art.py``; this module gives the legend
and the board the same colours and the translated names.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from founders_desktop.content import Terrain
from founders_desktop.view.art.terrain_art import FILL


@dataclass(frozen=True)
class TerrainLook:
    fill: QColor
    name: str


def terrain_looks() -> dict[Terrain, TerrainLook]:
    """Looks for every terrain, with translated names (built on demand for the language)."""
    names = {
        Terrain.RED: QCoreApplication.translate("CityMap", "Entrance (red)"),
        Terrain.WHITE: QCoreApplication.translate("CityMap", "Coastal (white)"),
        Terrain.GREEN: QCoreApplication.translate("CityMap", "Forested (green)"),
        Terrain.GREY: QCoreApplication.translate("CityMap", "Central (grey)"),
        Terrain.RIVER: QCoreApplication.translate("CityMap", "River"),
        Terrain.WALL: QCoreApplication.translate("CityMap", "Wall"),
        Terrain.UNBUILDABLE: QCoreApplication.translate("CityMap", "Unbuildable"),
        Terrain.RESERVED: QCoreApplication.translate("CityMap", "Reserved location"),
    }
    return {t: TerrainLook(FILL[t], names[t]) for t in names}
