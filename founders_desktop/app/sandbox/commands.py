"""Undo steps of the sandbox: each holds the whole layout before and after (layouts are small
tuples of frozen placements, so this costs little and can never drift from the board)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from founders_desktop.app.sandbox.layout import Entry

ApplyLayout = Callable[[tuple[Entry, ...]], None]
"""What a step calls to show a layout: the controller's, passed in so this module needs no
controller (the two used to import each other)."""


def _describe(text: str) -> str:
    names = {
        "place": QCoreApplication.translate("Sandbox", "Place piece"),
        "move": QCoreApplication.translate("Sandbox", "Move piece"),
        "delete": QCoreApplication.translate("Sandbox", "Delete piece"),
        "roads": QCoreApplication.translate("Sandbox", "Lay roads"),
        "clear": QCoreApplication.translate("Sandbox", "Clear board"),
    }
    return names.get(text, text)


class LayoutCommand(QUndoCommand):
    """Switch the sandbox between two layouts."""

    def __init__(
        self, apply_layout: ApplyLayout, before: tuple[Entry, ...], after: tuple[Entry, ...], text: str
    ) -> None:
        super().__init__(_describe(text))
        self._apply_layout = apply_layout
        self.before = before
        self.after = after

    def redo(self) -> None:
        self._apply_layout(self.after)

    def undo(self) -> None:
        self._apply_layout(self.before)
