"""The city game's keyboard and mouse, listed in one place (the Keys button and F1 show it), so a
player can find what the tooltips only hint at."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication


def key_rows() -> list[tuple[str, str]]:
    """(keys, what they do), in the order a turn uses them."""

    def tr(text: str) -> str:
        return QCoreApplication.translate("CityKeys", text)

    return [
        (tr("1 \u2026 9"), tr("Press the first to ninth choice of the prompt")),
        (tr("Drag from the tray"), tr("Take a piece; the shaded squares are where it may go")),
        (tr("R, Shift+R or the wheel"), tr("Turn the piece in hand")),
        (tr("Esc or right click"), tr("Put the piece in hand back")),
        (tr("Ctrl+wheel, Ctrl++ and Ctrl+-"), tr("Zoom the board")),
        (tr("Ctrl+Z"), tr("Undo your last action (not past hidden or random information)")),
        (tr("Ctrl+Y or Ctrl+Shift+Z"), tr("Redo")),
        (tr("Ctrl+S"), tr("Save the game")),
        (tr("Ctrl+O"), tr("Open a saved game")),
        (tr("F1"), tr("This list")),
    ]


def keys_html() -> str:
    rows = "".join(
        f"<tr><td><b>{escape(keys)}</b></td><td>&nbsp;&nbsp;{escape(what)}</td></tr>"
        for keys, what in key_rows()
    )
    return f"<table>{rows}</table>"
