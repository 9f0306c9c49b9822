"""The city game's keyboard and mouse, listed in one place (the Keys button and F1 show it), so a
player can find what the tooltips only hint at."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication


def key_rows() -> list[tuple[str, str]]:
    """(keys, what they do), in the order a turn uses them."""
    return [
        (
            QCoreApplication.translate("CityKeys", "1 \u2026 9"),
            QCoreApplication.translate("CityKeys", "Press the first to ninth choice of the prompt"),
        ),
        (
            QCoreApplication.translate("CityKeys", "Drag from the tray"),
            QCoreApplication.translate("CityKeys", "Take a piece; the shaded squares are where it may go"),
        ),
        (
            QCoreApplication.translate("CityKeys", "R, Shift+R or the wheel"),
            QCoreApplication.translate("CityKeys", "Turn the piece in hand"),
        ),
        (
            QCoreApplication.translate("CityKeys", "Esc or right click"),
            QCoreApplication.translate("CityKeys", "Put the piece in hand back"),
        ),
        (
            QCoreApplication.translate("CityKeys", "Ctrl+wheel, Ctrl++ and Ctrl+-"),
            QCoreApplication.translate("CityKeys", "Zoom the board"),
        ),
        (
            QCoreApplication.translate("CityKeys", "Ctrl+Z"),
            QCoreApplication.translate(
                "CityKeys", "Undo your last action (not past hidden or random information)"
            ),
        ),
        (
            QCoreApplication.translate("CityKeys", "Ctrl+Y or Ctrl+Shift+Z"),
            QCoreApplication.translate("CityKeys", "Redo"),
        ),
        (
            QCoreApplication.translate("CityKeys", "Ctrl+S"),
            QCoreApplication.translate("CityKeys", "Save the game"),
        ),
        (
            QCoreApplication.translate("CityKeys", "Ctrl+O"),
            QCoreApplication.translate("CityKeys", "Open a saved game"),
        ),
        (QCoreApplication.translate("CityKeys", "F1"), QCoreApplication.translate("CityKeys", "This list")),
    ]


def keys_html() -> str:
    rows = "".join(
        f"<tr><td><b>{escape(keys)}</b></td><td>&nbsp;&nbsp;{escape(what)}</td></tr>"
        for keys, what in key_rows()
    )
    return f"<table>{rows}</table>"
