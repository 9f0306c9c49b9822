"""Layouts that make room for longer languages instead of clipping their words."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QFormLayout, QGridLayout, QWidget

UNLIMITED = 16_777_215  # QWIDGETSIZE_MAX


def room_for(widget: QWidget) -> int:
    """The widest ``widget`` may become: the first ancestor with a maximum width bounds it."""
    current: QWidget | None = widget
    while current is not None:
        if current.maximumWidth() < UNLIMITED:
            margins = current.contentsMargins()
            return current.maximumWidth() - margins.left() - margins.right() - 24
        current = current.parentWidget()
    return UNLIMITED


def arrange_in_columns(grid: QGridLayout, widgets: Sequence[QWidget], room: int, columns: int = 2) -> None:
    """``columns`` a row while the widest widget fits that many times in ``room``, else one a row."""
    for widget in widgets:
        grid.removeWidget(widget)
    widest = max((w.sizeHint().width() for w in widgets), default=0)
    spacing = max(grid.horizontalSpacing(), 0)
    if columns * widest + (columns - 1) * spacing > room:
        columns = 1
    for k, widget in enumerate(widgets):
        grid.addWidget(widget, k // columns, k % columns)


def wrap_long_rows(form: QFormLayout) -> None:
    """A label too long to sit beside its field goes above it."""
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
