"""Helpers for the language tests: a pseudo-translation, each page state to check, and the
check that finds texts a panel shows only in part."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QStyle,
    QTabBar,
    QToolBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from founders_desktop.view.main_window import MainWindow
from founders_desktop.view.wrapping import WrappingButton, WrappingCheckBox

# The pseudo-translation's screenshots stay here for a person to look at after a run.
SCREENSHOTS = Path(tempfile.gettempdir()) / "founders-desktop-i18n"


class PseudoTranslator(QTranslator):
    """Every text twice as long with accents, to find panels that clip longer languages."""

    def translate(  # type: ignore[override]
        self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        accents = str.maketrans("aeiouAEIOU", "àéîõüÀÉÎÕÜ")
        # Placeholders ({map}, %1) and markup stay as they are: the code fills them in.
        parts = re.split(r"(\{[^}]*\}|%\d|%n|<[^>]*>|&\w+;)", source_text)
        accented = "".join(part if i % 2 else part.translate(accents) for i, part in enumerate(parts))
        return f"{accented} {accented}" if source_text.strip() else source_text

    def isEmpty(self) -> bool:  # noqa: N802 (Qt API)
        return False


def widget_name(widget: QWidget) -> str:
    return widget.objectName() or type(widget).__name__


def own_text(widget: QWidget) -> str:
    """The words a widget shows on itself (combo boxes elide by design and show all in their list)."""
    if isinstance(widget, QLabel):
        return widget.text()
    if isinstance(widget, QAbstractButton):
        return widget.text().replace("&&", "&")
    if isinstance(widget, QGroupBox):
        return widget.title()
    return ""


def _needed_width(widget: QWidget, text: str) -> int:
    """The width a one-line text widget needs to show all its words."""
    metrics = widget.fontMetrics()
    words = max((metrics.horizontalAdvance(line) for line in text.replace("&", "").split("\n")), default=0)
    style = widget.style()
    if isinstance(widget, QCheckBox | QRadioButton):
        box = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, widget)
        return box + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, widget) + words
    if isinstance(widget, QAbstractButton):
        icon = 0 if widget.icon().isNull() else widget.iconSize().width() + 4
        return words + icon + 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, widget)
    if isinstance(widget, QLabel):
        return widget.sizeHint().width()
    return words + 16  # a group box's title beside its frame


def _wraps(widget: QWidget) -> bool:
    return (isinstance(widget, QLabel) and widget.wordWrap()) or isinstance(
        widget, WrappingButton | WrappingCheckBox
    )


def _cut_by_ancestors(widget: QWidget, page: QWidget) -> bool:
    """True when a parent shows only part of ``widget``. What a scroll area scrolls is not cut:
    scrolling brings it into view, so past its viewport only the viewport's own place counts."""
    rect = QRect(widget.mapTo(page, QPoint(0, 0)), widget.size())
    visible = QRect(rect)
    ancestor = widget.parentWidget()
    while ancestor is not None:
        area = QRect(ancestor.mapTo(page, QPoint(0, 0)), ancestor.size())
        scroller = ancestor.parentWidget()
        if isinstance(scroller, QAbstractScrollArea) and ancestor is scroller.viewport():
            if scroller.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
                visible = QRect(
                    visible.left(), area.top(), visible.width(), min(visible.height(), area.height())
                )
            if scroller.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
                visible = QRect(
                    area.left(), visible.top(), min(visible.width(), area.width()), visible.height()
                )
        shown = visible.intersected(area)
        if shown.width() < visible.width() - 1 or shown.height() < visible.height() - 1:
            return True
        visible = shown
        if ancestor is page:
            break
        ancestor = ancestor.parentWidget()
    return False


def clipped(page: QWidget) -> list[str]:
    """Every text the page shows only in part: cut by its own size, by a parent, or a tab elided
    without a tooltip that gives the whole text."""
    problems = []
    for widget in page.findChildren(QWidget):
        if not widget.isVisibleTo(page) or widget.width() <= 1 or widget.height() <= 1:
            continue
        if isinstance(widget.parentWidget(), QToolBar):
            continue  # a tool bar moves what does not fit into its » menu
        text = own_text(widget)
        if text and _wraps(widget):
            if widget.width() + 1 < widget.minimumSizeHint().width():
                problems.append(f"{widget_name(widget)}: a word of {text!r} is wider than the widget")
            if widget.height() + 1 < widget.heightForWidth(widget.width()):
                problems.append(f"{widget_name(widget)}: {text!r} is cut at the bottom")
        elif text and _needed_width(widget, text) > widget.width() + 1:
            problems.append(f"{widget_name(widget)}: {text!r} is cut")
        if (text or isinstance(widget, QComboBox | QAbstractSpinBox | QLineEdit)) and _cut_by_ancestors(
            widget, page
        ):
            problems.append(f"{widget_name(widget)}: {text!r} is cut by the panel")
    for bar in page.findChildren(QTabBar):
        if not bar.isVisibleTo(page):
            continue
        space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
        for index in range(bar.count()):
            tab, words = bar.tabRect(index), bar.tabText(index).replace("&", "")
            if not bar.rect().contains(tab):
                problems.append(f"tab {words!r} is beyond its tab bar")
            elided = tab.width() < bar.fontMetrics().horizontalAdvance(words) + space - 2
            if elided and bar.tabToolTip(index) != bar.tabText(index):
                problems.append(f"tab {words!r} is elided without a tooltip")
    return problems


def open_state(window: MainWindow, qtbot: QtBot, state: str) -> QWidget:
    """Show one state of one page and return the widget to check."""
    if state == "start":
        window.show_page(state)
        return window.pages[state]
    if state == "sandbox":
        from founders_desktop.city import PieceKind, Placement

        sandbox = window.sandbox_page
        window.show_page(state)
        assert sandbox.controller is not None
        sandbox.controller.place(Placement(PieceKind.IMPORT, 0, "wood", (3, 3)), force=True)
        return sandbox
    if state == "city":  # before a game: the map, its side and the new game button
        window.show_page("city")
        return window.city_page
    if state == "city game":
        from founders_desktop.app.city_game.seats import SeatSpec
        from tests.view.city_game.drive import through_draft

        page = window.city_page
        window.show_page("city")
        page.start_game("symmetric", [SeatSpec("Ada"), SeatSpec("Bo")], 7, fast=True)
        through_draft(page)
        return page
    tactics = window.tactics_page
    window.show_page("tactics")
    if state == "tactics play":
        from founders_desktop.app.tactics.play_files import shipped_scenarios

        return tactics.start_play(shipped_scenarios()[0].scenario, seed=3)
    tab = {"tactics edit": 0, "tactics ability": 1, "tactics monster turn": 2}[state]
    tactics.tabs.setCurrentIndex(tab)
    if tab == 0:
        figure = next(f for f in tactics.controller.scenario.figures if f.kind.is_monster)
        tactics.tactics_scene.select(figure.id)
    return tactics


PAGE_STATES = [
    "start",
    "sandbox",
    "city",
    "city game",
    "tactics edit",
    "tactics ability",
    "tactics monster turn",
    "tactics play",
]
