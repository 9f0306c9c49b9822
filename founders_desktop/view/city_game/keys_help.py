"""The city game's keyboard and mouse, listed in one place (the Keys button and F1 show it), so a
player can find what the tooltips only hint at."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

# (keys, what they do), in the order a turn uses them; translated when shown.
KEY_ROWS = (
    (
        QT_TRANSLATE_NOOP("CityKeys", "1 \u2026 9"),
        QT_TRANSLATE_NOOP("CityKeys", "Press the first to ninth choice of the prompt"),
    ),
    (
        QT_TRANSLATE_NOOP("CityKeys", "Drag from the tray"),
        QT_TRANSLATE_NOOP("CityKeys", "Take a piece; the shaded squares are where it may go"),
    ),
    (
        QT_TRANSLATE_NOOP("CityKeys", "R, Shift+R or the wheel"),
        QT_TRANSLATE_NOOP("CityKeys", "Turn the piece in hand"),
    ),
    (
        QT_TRANSLATE_NOOP("CityKeys", "Esc or right click"),
        QT_TRANSLATE_NOOP("CityKeys", "Put the piece in hand back"),
    ),
    (
        QT_TRANSLATE_NOOP("CityKeys", "Ctrl+wheel, Ctrl++ and Ctrl+-"),
        QT_TRANSLATE_NOOP("CityKeys", "Zoom the board"),
    ),
    (
        QT_TRANSLATE_NOOP("CityKeys", "Ctrl+Z"),
        QT_TRANSLATE_NOOP("CityKeys", "Undo your last action (not past hidden or random information)"),
    ),
    (QT_TRANSLATE_NOOP("CityKeys", "Ctrl+Y or Ctrl+Shift+Z"), QT_TRANSLATE_NOOP("CityKeys", "Redo")),
    (QT_TRANSLATE_NOOP("CityKeys", "Ctrl+S"), QT_TRANSLATE_NOOP("CityKeys", "Save the game")),
    (QT_TRANSLATE_NOOP("CityKeys", "Ctrl+O"), QT_TRANSLATE_NOOP("CityKeys", "Open a saved game")),
    (QT_TRANSLATE_NOOP("CityKeys", "F1"), QT_TRANSLATE_NOOP("CityKeys", "This list")),
    (
        QT_TRANSLATE_NOOP("CityKeys", "F2"),
        QT_TRANSLATE_NOOP("CityKeys", "Player aid: recipes, costs by terrain, turn, votes"),
    ),
    (
        QT_TRANSLATE_NOOP("CityKeys", "Hover a card's name"),
        QT_TRANSLATE_NOOP("CityKeys", "Show the card"),
    ),
)


def key_rows() -> list[tuple[str, str]]:
    """(keys, what they do) in the current language."""
    return [
        (QCoreApplication.translate("CityKeys", keys), QCoreApplication.translate("CityKeys", what))
        for keys, what in KEY_ROWS
    ]


def keys_html() -> str:
    rows = "".join(
        f"<tr><td><b>{escape(keys)}</b></td><td>&nbsp;&nbsp;{escape(what)}</td></tr>"
        for keys, what in key_rows()
    )
    return f"<table>{rows}</table>"
