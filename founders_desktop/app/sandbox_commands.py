"""Undo steps of the sandbox: each holds the whole layout before and after (layouts are small
tuples of frozen placements, so this costs little and can never drift from the board)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from founders_desktop.app.sandbox_layout import Entry

if TYPE_CHECKING:
    from founders_desktop.app.sandbox_controller import SandboxController


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
        self, controller: SandboxController, before: tuple[Entry, ...], after: tuple[Entry, ...], text: str
    ) -> None:
        super().__init__(_describe(text))
        self.controller = controller
        self.before = before
        self.after = after

    def redo(self) -> None:
        self.controller._apply_entries(self.after)

    def undo(self) -> None:
        self.controller._apply_entries(self.before)
