"""Every figure's standing: hit points, conditions, and a character's level and piles (hand,
played, discard, lost, active: counts, names in the tooltip) or exhaustion."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from founders_desktop.tactics.catalog import CharacterClass
from founders_desktop.tactics.rounds import RoundState
from founders_desktop.view.content_names import ABILITY_CARD, content_text
from founders_desktop.view.tactics.play_level import with_level
from founders_desktop.view.tactics.play_text import condition_name, figure_name, fill


class FigureStatus(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.setObjectName("figureStatus")
        self.setHorizontalHeaderLabels(
            [self.tr("Figure"), self.tr("HP"), self.tr("Cards"), self.tr("Conditions")]
        )
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        # conditions share the room with the piles and wrap, so a long list does not squeeze them
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)

    def show_state(self, state: RoundState) -> None:
        rows: list[tuple[str, str, str, str, str]] = []
        for c in state.characters:
            p = c.piles
            cls = state.content.character_class(c.cls)

            def named(pile: list[str], cls: CharacterClass = cls) -> list[str]:
                """Cards by their printed names (in the language in force), not their ids."""
                return [content_text(ABILITY_CARD, cls.card(card).name) for card in pile]

            if c.exhausted:
                cards = QCoreApplication.translate("PlayText", "exhausted")
            else:
                cards = fill(
                    QCoreApplication.translate("PlayText", "hand %1 · discard %2 · lost %3"),
                    len(p.hand),
                    len(p.discard),
                    len(p.lost),
                )
                if p.played:
                    cards += fill(QCoreApplication.translate("PlayText", " · in play %1"), len(p.played))
                if p.active:
                    cards += fill(QCoreApplication.translate("PlayText", " · active %1"), len(p.active))
            tip = "\n".join(
                fill(QCoreApplication.translate("PlayText", "%1: %2"), name, ", ".join(pile) or "—")
                for name, pile in (
                    (QCoreApplication.translate("PlayText", "Hand"), named(p.hand)),
                    (QCoreApplication.translate("PlayText", "Played"), named(p.played)),
                    (QCoreApplication.translate("PlayText", "Discard"), named(p.discard)),
                    (QCoreApplication.translate("PlayText", "Lost"), named(p.lost)),
                    (QCoreApplication.translate("PlayText", "Active"), named(p.active)),
                )
            )
            name = with_level(figure_name(c.id), state.content.character_level(c.id))
            rows.append((name, f"{max(0, c.hp)}/{c.max_hp}", cards, self._conds(c.conditions), tip))
        for s in state.summons:
            if s.hex is not None:
                rows.append((figure_name(s.id), f"{s.hp}/{s.max_hp}", "", self._conds(s.conditions), ""))
        for m in state.living_monsters():
            name = figure_name(m.id) + (
                " " + QCoreApplication.translate("PlayText", "(elite)") if m.elite else ""
            )
            rows.append((name, f"{m.hp}/{m.max_hp}", "", self._conds(m.conditions), ""))
        self.setRowCount(len(rows))
        for i, (name, hp, cards, conds, tip) in enumerate(rows):
            for j, text in enumerate((name, hp, cards, conds)):
                item = QTableWidgetItem(text)
                if tip:
                    item.setToolTip(tip)
                self.setItem(i, j, item)
        self.resizeRowsToContents()

    def _conds(self, conditions: dict[str, bool]) -> str:
        return ", ".join(condition_name(c) for c in sorted(conditions))
