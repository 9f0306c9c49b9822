"""Layouts that make room for longer languages instead of clipping their words."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGridLayout, QTabBar, QTabWidget, QWidget

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


class _TabTips(QObject):
    """Keeps each tab's tooltip equal to its text, so an elided tab still says all of it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if isinstance(watched, QTabBar) and event.type() in (QEvent.Type.LanguageChange, QEvent.Type.Show):
            tab_tips(watched)
        return False


def tab_tips(bar: QTabBar) -> None:
    for index in range(bar.count()):
        bar.setTabToolTip(index, bar.tabText(index).replace("&&", "\0").replace("&", "").replace("\0", "&"))


def elide_tabs(tabs: QTabWidget) -> None:
    """Tabs share the panel's width, eliding a long name (the tooltip gives it whole)."""
    bar = tabs.tabBar()
    tabs.setElideMode(Qt.TextElideMode.ElideRight)
    tabs.setUsesScrollButtons(False)
    bar.setExpanding(True)
    tab_tips(bar)
    bar.installEventFilter(_TabTips(bar))


def narrow_combo(combo: QComboBox, letters: int = 8) -> None:
    """A combo box that does not widen the panel to its longest item (the list shows it whole)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(letters)
