"""The editor's standee with the figure's starting state: its conditions as the play page draws
them on a standee (play_items.paint_conditions), and on hover the play page's rows for shield,
retaliate and conditions, so a figure reads the same in the editor and in play."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from founders_desktop.app.tactics.scenario import ScenarioFigure
from founders_desktop.view.tactics.figure_item import FigureItem
from founders_desktop.view.tactics.play_items import conditions_rect, paint_conditions, status_table


class StartFigureItem(FigureItem):
    """A ``FigureItem`` that also shows the starting state the figure panel edits."""

    def __init__(self, figure: ScenarioFigure, active: bool) -> None:
        super().__init__(figure, active)
        self.retranslate()

    def set_figure(self, figure: ScenarioFigure, active: bool) -> None:
        super().set_figure(figure, active)
        self.retranslate()

    def retranslate(self) -> None:
        """The hover card (called again by i18n.retranslate_scenes after a language switch)."""
        self.setToolTip(start_card(self.figure))

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        """The standee and room for every condition token (fixed: no geometry change)."""
        return super().boundingRect().united(conditions_rect())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)
        paint_conditions(painter, self.figure.conditions)


def start_card(figure: ScenarioFigure) -> str:
    """The hover card: "Starts with" and the play page's rows; empty without a starting state."""
    retaliate = ((figure.retaliate, figure.retaliate_range),) if figure.retaliate else ()
    table = status_table(figure.shield, retaliate, figure.conditions)
    if not table:
        return ""
    title = QCoreApplication.translate("FigurePanel", "Starts the scenario with:")  # the panel's words
    return f"<b>{html.escape(title)}</b>" + table
