"""Emptying a form's layout before it is built again (an entry or option added or removed).

The rows go at once from ``findChild`` and from the screen, and are deleted only once control
is back in the event loop: the click that asked for the rebuild may come from one of them.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLayout, QWidget


def empty_layout(layout: QLayout, keep: QWidget | None = None) -> None:
    """Take every item out of ``layout``; its widgets, ``keep`` aside, are hidden, unparented
    and deleted later."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None and widget is not keep:
            widget.hide()
            widget.setParent(None)  # type: ignore[call-overload]
            widget.deleteLater()
