"""The new-game dialog: 1 to 4 seats (person or computer, with its level), names, map side, seed.

Races and resource cards are not chosen here: they are chosen on the board, in the order the
rules give, once the game has begun. Seat i plays colour i (colours chosen apart from terrain).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.app.city_game.seats import BOT_LEVELS, SeatSpec
from founders_desktop.content import ContentPack
from founders_desktop.view.city.looks import player_looks
from founders_desktop.view.city.piece_tray import colour_icon


@dataclass(frozen=True)
class GameSetup:
    map_id: str
    seats: list[SeatSpec]
    seed: int


class SetupDialog(QDialog):
    def __init__(self, pack: ContentPack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("citySetupDialog")
        self.setWindowTitle(self.tr("New city game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.count = QSpinBox(self)
        self.count.setObjectName("seatCount")
        self.count.setRange(1, 4)
        self.count.setValue(2)
        form.addRow(self.tr("Players"), self.count)
        self.map_side = QComboBox(self)
        self.map_side.setObjectName("mapSide")
        names = {"thematic": self.tr("Thematic side"), "symmetric": self.tr("Symmetric side (friendlier)")}
        for map_id, board in pack.maps.items():
            self.map_side.addItem(names.get(map_id, board.name), map_id)
        form.addRow(self.tr("Map side"), self.map_side)
        self.seed = QLineEdit(self)
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed and choices give the same game."))
        form.addRow(self.tr("Seed (optional)"), self.seed)
        layout.addLayout(form)

        grid = QGridLayout()
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.rows: list[list[QWidget]] = []
        for i, look in enumerate(player_looks()):
            swatch = QLabel(self)
            swatch.setPixmap(colour_icon(look.fill, 18).pixmap(18, 18))
            swatch.setToolTip(look.name)
            name = QLineEdit(self.tr("Player {n}").format(n=i + 1), self)
            name.setObjectName(f"seatName{i + 1}")
            name.setMaxLength(40)
            kind = QComboBox(self)
            kind.setObjectName(f"seatKind{i + 1}")
            kind.addItem(self.tr("Person"), None)
            labels = {"random": self.tr("Computer: easy"), "greedy": self.tr("Computer: greedy")}
            for level in BOT_LEVELS:
                kind.addItem(labels.get(level, level), level)
            if i > 0:
                kind.setCurrentIndex(2)
                name.setText(self.tr("Computer {n}").format(n=i))
            kind.currentIndexChanged.connect(lambda _=0, k=kind, n=name, i=i: self._kind_changed(i, k, n))
            grid.addWidget(swatch, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(kind, i, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self.rows.append([swatch, name, kind])
        layout.addLayout(grid)
        self.count.valueChanged.connect(self._count_changed)
        self._count_changed(self.count.value())
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _kind_changed(self, i: int, kind: QComboBox, name: QLineEdit) -> None:
        person = kind.currentData() is None
        defaults = (self.tr("Player {n}").format(n=i + 1), self.tr("Computer {n}").format(n=i))
        if name.text() in defaults:
            name.setText(defaults[0] if person else defaults[1])

    def _count_changed(self, n: int) -> None:
        for i, row in enumerate(self.rows):
            for w in row:
                w.setVisible(i < n)

    def result_setup(self) -> GameSetup:
        n = self.count.value()
        seats = []
        for i in range(n):
            name = self.names[i].text().strip() or self.tr("Player {n}").format(n=i + 1)
            seats.append(SeatSpec(name, self.kinds[i].currentData()))
        text = self.seed.text().strip()
        seed = int(text) if text.isdigit() else random.randrange(1, 10**9)
        return GameSetup(str(self.map_side.currentData()), seats, seed)
