"""Undo steps of the sandbox: each holds the whole layout before and after (layouts are small
tuples of frozen placements, so this costs little and can never drift from the board)."""

from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from founders_desktop.app.sandbox.layout import Entry

ApplyLayout = Callable[[tuple[Entry, ...]], None]
"""What a step calls to show a layout: the controller's bound method, passed in so this module
needs no controller (the two used to import each other)."""


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
    """Switch the sandbox between two layouts.

    A controller's method is kept by a weak reference: the controller owns the stack and the
    stack its commands, so a strong one made a cycle through Qt's ownership that only the
    garbage collector could free, and freeing it there can delete the commands while their
    wrappers are being cleared: the process crashed (3 runs of 6 that dropped 1500 controllers)."""

    def __init__(
        self, apply_layout: ApplyLayout, before: tuple[Entry, ...], after: tuple[Entry, ...], text: str
    ) -> None:
        super().__init__(_describe(text))
        self._apply_layout = weakref.WeakMethod(apply_layout)
        self.before = before
        self.after = after

    def redo(self) -> None:
        self._show(self.after)

    def undo(self) -> None:
        self._show(self.before)

    def _show(self, layout: tuple[Entry, ...]) -> None:
        apply_layout = self._apply_layout()
        if apply_layout is not None:  # (the stack is the controller's: it never outlives it)
            apply_layout(layout)
