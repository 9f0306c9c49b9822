"""The new-game dialog: 1 to 4 seats (person or computer, with its level), names, colours, map
side, seed.

Races and resource cards are not chosen here: they are chosen on the board, in the order the
rules give, once the game has begun. Seat i starts with colour i (the palette is chosen apart from
terrain); two seats may not play one colour: the dialog says so and will not start.
"""

from __future__ import annotations

import contextlib
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

from founders_desktop.app.city_game.seats import BOT_LEVELS, COLOURS, SeatSpec, clashing_colours
from founders_desktop.content import ContentPack
from founders_desktop.packs import BUNDLED_ID, PackRefused, load_by_id
from founders_desktop.view.board.looks import player_looks
from founders_desktop.view.board.piece_tray import colour_icon
from founders_desktop.view.packs.pack_choice import PackChoice


@dataclass(frozen=True)
class GameSetup:
    map_id: str
    seats: list[SeatSpec]
    seed: int
    pack_id: str = BUNDLED_ID  # the content pack chosen (File > Content packs... makes more)


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
        self.pack_choice = PackChoice(self, pack.id)
        form.addRow(self.tr("Content pack"), self.pack_choice)
        self.map_side = QComboBox(self)
        self.map_side.setObjectName("mapSide")
        self._fill_maps(pack)
        self.pack_choice.currentIndexChanged.connect(self._pack_changed)
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
        self.colours: list[QComboBox] = []
        self.rows: list[list[QWidget]] = []
        looks = player_looks()
        for i in range(len(looks)):
            colour = QComboBox(self)
            colour.setObjectName(f"seatColour{i + 1}")
            colour.setToolTip(self.tr("The colour of this player's pieces"))
            for colour_id, look in zip(COLOURS, looks, strict=True):
                colour.addItem(colour_icon(look.fill, 16), look.name, colour_id)
            colour.setCurrentIndex(i)
            colour.currentIndexChanged.connect(self._check_colours)
            name = QLineEdit(self.tr("Player {n}").format(n=i + 1), self)
            name.setObjectName(f"seatName{i + 1}")
            name.setMaxLength(40)
            kind = QComboBox(self)
            kind.setObjectName(f"seatKind{i + 1}")
            kind.addItem(self.tr("Person"), None)
            labels = {
                "easy": self.tr("Computer: easy"),
                "normal": self.tr("Computer: normal"),
                "hard": self.tr("Computer: hard"),
            }
            for level in BOT_LEVELS:
                kind.addItem(labels.get(level, level), level)
            if i > 0:
                kind.setCurrentIndex(2)
                name.setText(self.tr("Computer {n}").format(n=i))
            kind.currentIndexChanged.connect(lambda _=0, k=kind, n=name, i=i: self._kind_changed(i, k, n))
            grid.addWidget(colour, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(kind, i, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self.colours.append(colour)
            self.rows.append([colour, name, kind])
        layout.addLayout(grid)
        self.clash = QLabel(self)
        self.clash.setObjectName("colourClash")
        self.clash.setWordWrap(True)
        self.clash.setStyleSheet("color: #b3121c;")
        layout.addWidget(self.clash)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.count.valueChanged.connect(self._count_changed)
        self._count_changed(self.count.value())

    def _fill_maps(self, pack: ContentPack) -> None:
        chosen = self.map_side.currentData()
        self.map_side.clear()
        names = {"thematic": self.tr("Thematic side"), "symmetric": self.tr("Symmetric side (friendlier)")}
        for map_id, board in pack.maps.items():
            self.map_side.addItem(names.get(map_id, board.name), map_id)
        if chosen is not None and self.map_side.findData(chosen) >= 0:
            self.map_side.setCurrentIndex(self.map_side.findData(chosen))

    def _pack_changed(self) -> None:
        """Another pack may have other map sides: offer that pack's."""
        # a pack broken on disk since the list was made keeps the maps shown; starting says why
        with contextlib.suppress(PackRefused):
            self._fill_maps(load_by_id(str(self.pack_choice.currentData())))

    def _kind_changed(self, i: int, kind: QComboBox, name: QLineEdit) -> None:
        person = kind.currentData() is None
        defaults = (self.tr("Player {n}").format(n=i + 1), self.tr("Computer {n}").format(n=i))
        if name.text() in defaults:
            name.setText(defaults[0] if person else defaults[1])

    def _count_changed(self, n: int) -> None:
        for i, row in enumerate(self.rows):
            for w in row:
                w.setVisible(i < n)
        self._check_colours()

    def chosen_colours(self) -> list[str]:
        return [str(self.colours[i].currentData()) for i in range(self.count.value())]

    def _check_colours(self) -> None:
        """Two seats in one colour could not be told apart: say which, and refuse to start."""
        clash = clashing_colours(self.chosen_colours())
        names = dict(zip(COLOURS, (look.name for look in player_looks()), strict=True))
        if clash:
            self.clash.setText(
                self.tr("Two seats have chosen {colour}: give each player a different colour.").format(
                    colour=", ".join(names[c] for c in clash)
                )
            )
        self.clash.setVisible(bool(clash))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not clash)

    def accept(self) -> None:
        if clashing_colours(self.chosen_colours()):
            return
        super().accept()

    def result_setup(self) -> GameSetup:
        n = self.count.value()
        seats = []
        for i in range(n):
            name = self.names[i].text().strip() or self.tr("Player {n}").format(n=i + 1)
            seats.append(SeatSpec(name, self.kinds[i].currentData(), str(self.colours[i].currentData())))
        text = self.seed.text().strip()
        seed = int(text) if text.isdigit() else random.randrange(1, 10**9)
        return GameSetup(str(self.map_side.currentData()), seats, seed, str(self.pack_choice.currentData()))
