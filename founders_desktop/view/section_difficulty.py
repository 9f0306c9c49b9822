"""The solo difficulty a map section sets (normal, hard, very hard), in the player's language:
one list for the map painter's header and the solo game's status."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

CONTEXT = "MapHeader"
DIFFICULTY_WORDS = {
    "normal": QT_TRANSLATE_NOOP("MapHeader", "normal"),
    "hard": QT_TRANSLATE_NOOP("MapHeader", "hard"),
    "very_hard": QT_TRANSLATE_NOOP("MapHeader", "very hard"),
}


def difficulty_name(level: str) -> str:
    """A section's solo difficulty in the player's language (an unknown one as it is)."""
    text = DIFFICULTY_WORDS.get(level)
    return QCoreApplication.translate(CONTEXT, text) if text else level
