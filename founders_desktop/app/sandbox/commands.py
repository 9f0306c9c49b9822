"""Undo steps of the sandbox: each holds the whole layout before and after (layouts are small
tuples of frozen placements, so this costs little and can never drift from the board)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from founders_desktop.app.sandbox.layout import Entry
from founders_desktop.app.swap_step import SwapStep

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


class LayoutCommand(SwapStep):
    """Switch the sandbox between two layouts (``apply_layout``: the controller's bound method,
    kept weakly as every ``SwapStep`` keeps its owner)."""

    def __init__(
        self, apply_layout: ApplyLayout, before: tuple[Entry, ...], after: tuple[Entry, ...], text: str
    ) -> None:
        super().__init__(_describe(text), apply_layout, before, after)
