"""How each terrain looks: its colour (the texture that tells it apart without colour is drawn by
terrain_art.py), and its name for the palette and tooltips."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from founders_desktop.tactics import Terrain


@dataclass(frozen=True)
class TerrainLook:
    """The hex's colour and the colour of its texture's marks (terrain_art.py draws them)."""

    fill: QColor
    mark: QColor


LOOKS: dict[Terrain, TerrainLook] = {
    Terrain.WALL: TerrainLook(QColor("#4a4540"), QColor("#77706a")),
    Terrain.OBSTACLE: TerrainLook(QColor("#9c7a4f"), QColor("#8d7b62")),
    Terrain.TRAP: TerrainLook(QColor("#e8a29b"), QColor("#9a2a20")),
    Terrain.HAZARDOUS: TerrainLook(QColor("#f2c57c"), QColor("#d8561c")),
    Terrain.DIFFICULT: TerrainLook(QColor("#a9c98f"), QColor("#3d6b1f")),
    Terrain.ICY: TerrainLook(QColor("#bfe3f2"), QColor("#f4fbff")),
}

FLOOR = QColor("#ece5d3")
FLOOR_EDGE = QColor("#7a6c55")


def terrain_name(t: Terrain) -> str:
    names = {
        Terrain.WALL: QCoreApplication.translate("Terrain", "Wall"),
        Terrain.OBSTACLE: QCoreApplication.translate("Terrain", "Obstacle"),
        Terrain.TRAP: QCoreApplication.translate("Terrain", "Trap"),
        Terrain.HAZARDOUS: QCoreApplication.translate("Terrain", "Hazardous"),
        Terrain.DIFFICULT: QCoreApplication.translate("Terrain", "Difficult"),
        Terrain.ICY: QCoreApplication.translate("Terrain", "Icy"),
    }
    return names[t]
