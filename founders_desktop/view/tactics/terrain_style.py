"""How each terrain looks: its colour (the texture that tells it apart without colour is drawn by
terrain_art.py), and its name for the palette and tooltips."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor

from founders_desktop.tactics import Terrain


@dataclass(frozen=True)
class TerrainLook:
    fill: QColor
    pattern: Qt.BrushStyle
    ink: QColor


LOOKS: dict[Terrain, TerrainLook] = {
    Terrain.WALL: TerrainLook(QColor("#4a4540"), Qt.BrushStyle.DiagCrossPattern, QColor("#1f1c19")),
    Terrain.OBSTACLE: TerrainLook(QColor("#9c7a4f"), Qt.BrushStyle.Dense5Pattern, QColor("#5b4226")),
    Terrain.TRAP: TerrainLook(QColor("#e8a29b"), Qt.BrushStyle.BDiagPattern, QColor("#a5261c")),
    Terrain.HAZARDOUS: TerrainLook(QColor("#f2c57c"), Qt.BrushStyle.FDiagPattern, QColor("#a3620a")),
    Terrain.DIFFICULT: TerrainLook(QColor("#a9c98f"), Qt.BrushStyle.Dense6Pattern, QColor("#3d6b1f")),
    Terrain.ICY: TerrainLook(QColor("#bfe3f2"), Qt.BrushStyle.HorPattern, QColor("#2a7aa0")),
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
