"""The end of the game: ranking, each player's final score with its breakdown, and a chart of
points over the game. Scores are the engine's final scoring."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.city.game import final_scores
from founders_desktop.view.board.looks import player_look
from founders_desktop.view.board.piece_tray import colour_icon
from founders_desktop.view.city_game.points_chart import PointsChart


class EndScreen(QWidget):
    """Emits ``back()`` when the player returns to the board."""

    back = Signal()

    def __init__(self, game: CityGameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endScreen")
        state = game.state
        names = [s.name for s in game.seats]
        scores = final_scores(state)
        order = game.ranking()
        layout = QVBoxLayout(self)
        title = QLabel(self)
        title.setObjectName("endTitle")
        if state.solo:
            won = state.solo_result == "won"
            title.setText(self.tr("You won the solo game!") if won else self.tr("The solo game is lost."))
        else:
            title.setText(self.tr("{name} wins!").format(name=names[order[0]]))
        title.setStyleSheet("font-size: 20pt; font-weight: bold;")
        layout.addWidget(title)
        progress = game.solo_progress()
        if progress is not None:  # what the solo goal came to, beside the points it does not count
            summary = QLabel(self)
            summary.setObjectName("soloSummary")
            summary.setWordWrap(True)
            if progress.open_slots:
                text = self.tr("Open slots left: {slots}; buildings complete: {complete} of {buildings}.")
            else:
                text = self.tr("Every slot of every building was delivered (buildings: {buildings}).")
            summary.setText(
                text.format(
                    slots=progress.open_slots, complete=progress.complete, buildings=progress.buildings
                )
            )
            layout.addWidget(summary)
        if game.ended_early:
            note = QLabel(
                self.tr("The game was ended before its sixth completion; scores as they stood."), self
            )
            note.setWordWrap(True)
            layout.addWidget(note)
        headers = [
            self.tr("Player"),
            self.tr("Board and cards"),
            self.tr("Lasting influence"),
            self.tr("Money"),
            self.tr("Total"),
        ]
        self.table = QTableWidget(len(order), len(headers), self)
        self.table.setObjectName("finalScores")
        self.table.setHorizontalHeaderLabels(headers)
        for row, seat in enumerate(order):
            s = scores[seat]
            values = [names[seat], s.points, s.influence_points, s.money_points, s.total]
            cells = [QTableWidgetItem(str(value)) for value in values]
            look = player_look(seat, game.colours)
            cells[0].setIcon(colour_icon(look.fill, 14))
            cells[0].setToolTip(look.name)
            for col, cell in enumerate(cells):
                self.table.setItem(row, col, cell)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setMaximumWidth(760)
        self.table.setFixedHeight(
            header.height() + sum(self.table.rowHeight(r) for r in range(len(order))) + 4
        )
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table)
        layout.addWidget(QLabel(self.tr("Points over the game"), self))
        self.chart = PointsChart(game.history, names, self, game.colours)
        layout.addWidget(self.chart, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        button = QPushButton(self.tr("Back to the board"), self)
        button.clicked.connect(self.back.emit)
        buttons.addWidget(button)
        layout.addLayout(buttons)
