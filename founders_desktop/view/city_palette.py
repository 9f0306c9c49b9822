"""How each terrain of the city map looks: a colour, a pattern and a letter.

Colour alone would fail colour-blind players (red and green squares matter most), so every
terrain also gets a distinct brush pattern and a letter in the square's corner.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor

from founders_desktop.content import Terrain


@dataclass(frozen=True)
class TerrainLook:
    fill: QColor
    pattern: Qt.BrushStyle
    pattern_colour: QColor
    letter: str
    name: str


def terrain_looks() -> dict[Terrain, TerrainLook]:
    """Looks for every terrain, with translated letters and names (built on demand for the language)."""

    def tr(text: str) -> str:
        return QCoreApplication.translate("CityMap", text)

    return {
        Terrain.RED: TerrainLook(
            QColor("#c9604a"),
            Qt.BrushStyle.BDiagPattern,
            QColor(90, 25, 15, 90),
            QCoreApplication.translate("CityMap", "E"),
            QCoreApplication.translate("CityMap", "Entrance (red)"),
        ),
        Terrain.WHITE: TerrainLook(
            QColor("#f1ede2"),
            Qt.BrushStyle.NoBrush,
            QColor(0, 0, 0, 0),
            QCoreApplication.translate("CityMap", "C"),
            QCoreApplication.translate("CityMap", "Coastal (white)"),
        ),
        Terrain.GREEN: TerrainLook(
            QColor("#6f9d54"),
            Qt.BrushStyle.Dense6Pattern,
            QColor(20, 50, 10, 110),
            QCoreApplication.translate("CityMap", "F"),
            QCoreApplication.translate("CityMap", "Forested (green)"),
        ),
        Terrain.GREY: TerrainLook(
            QColor("#aaa59b"),
            Qt.BrushStyle.NoBrush,
            QColor(0, 0, 0, 0),
            QCoreApplication.translate("CityMap", "M"),
            QCoreApplication.translate("CityMap", "Central (grey)"),
        ),
        Terrain.RIVER: TerrainLook(
            QColor("#4f8fc0"),
            Qt.BrushStyle.HorPattern,
            QColor(230, 245, 255, 120),
            QCoreApplication.translate("CityMap", "~"),
            QCoreApplication.translate("CityMap", "River"),
        ),
        Terrain.WALL: TerrainLook(
            QColor("#7a6a58"),
            Qt.BrushStyle.DiagCrossPattern,
            QColor(40, 30, 20, 110),
            QCoreApplication.translate("CityMap", "#"),
            QCoreApplication.translate("CityMap", "Wall"),
        ),
        Terrain.UNBUILDABLE: TerrainLook(
            QColor("#26231f"),
            Qt.BrushStyle.NoBrush,
            QColor(0, 0, 0, 0),
            "",
            QCoreApplication.translate("CityMap", "Unbuildable"),
        ),
        Terrain.RESERVED: TerrainLook(
            QColor("#d8c27a"),
            Qt.BrushStyle.FDiagPattern,
            QColor(110, 80, 10, 90),
            "",
            QCoreApplication.translate("CityMap", "Reserved location"),
        ),
    }
