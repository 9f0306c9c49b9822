"""The editor's tools: what a click on the board does."""

from __future__ import annotations

from enum import StrEnum


class Tool(StrEnum):
    #: Select a figure: its reach is shaded; hover shows the path; drag it onto a shaded hex.
    SELECT = "select"
    #: Add (click an empty outline) or remove (click a map hex) map hexes.
    MAP = "map"
    #: Paint the chosen terrain (or plain floor); drag to paint several hexes.
    TERRAIN = "terrain"
    #: Click near a hex edge to draw or erase a thin wall there.
    THIN_WALL = "thin_wall"
    #: Click to place the chosen kind of figure; drag any figure anywhere.
    FIGURE = "figure"
    #: Click a figure to take it off the map.
    ERASE = "erase"
    #: Click two hexes: do they see each other, and at what range?
    SIGHT = "sight"
