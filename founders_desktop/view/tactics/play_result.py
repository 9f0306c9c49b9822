"""The end of a scenario: won or lost, in how many rounds, how each character fared, and the
gold its money tokens are worth at the scenario's level."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from founders_desktop.tactics.rounds import RoundState
from founders_desktop.view.content_names import SCENARIO, content_text
from founders_desktop.view.tactics.play_level import gold_lines
from founders_desktop.view.tactics.play_text import figure_name, fill


def summary(state: RoundState) -> str:
    lines = []
    for c in state.characters:
        if c.exhausted:
            lines.append(fill(QCoreApplication.translate("PlayText", "%1: exhausted."), figure_name(c.id)))
        else:
            lines.append(
                fill(
                    QCoreApplication.translate("PlayText", "%1: %2 of %3 hit points, %4 cards lost."),
                    figure_name(c.id),
                    c.hp,
                    c.max_hp,
                    len(c.piles.lost),
                )
            )
    dead = sum(1 for m in state.monsters if m.hex is None)
    lines.append(
        fill(
            QCoreApplication.translate("PlayText", "Monsters defeated: %1 of %2."), dead, len(state.monsters)
        )
    )
    lines.extend(gold_lines(state))
    return "\n".join(lines)


class ResultDialog(QDialog):
    """Not modal: the board stays visible behind it (and tests need no event loop)."""

    play_again = Signal()

    def __init__(self, state: RoundState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playResult")
        won = state.outcome == "won"
        self.won = won
        self.setWindowTitle(self.tr("Scenario won") if won else self.tr("Scenario lost"))
        layout = QVBoxLayout(self)
        head = QLabel(self)
        head.setObjectName("resultHeadline")
        if won:
            text = self.tr("Victory! Every monster of %1 is dead after %2 rounds.")
        else:
            text = self.tr("Defeat: every character of %1 is exhausted, in round %2.")
        head.setText(
            text.replace("%1", content_text(SCENARIO, state.content.name)).replace("%2", str(state.round))
        )
        head.setStyleSheet(
            "font-size: 16px; font-weight: bold; color: %s;" % ("#1b6e2a" if won else "#9b1c1c")
        )
        head.setWordWrap(True)
        layout.addWidget(head)
        body = QLabel(summary(state), self)
        body.setObjectName("resultSummary")
        body.setWordWrap(True)
        layout.addWidget(body)
        buttons = QDialogButtonBox(self)
        again = buttons.addButton(self.tr("Play again"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        again.clicked.connect(self.play_again.emit)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
