"""Choosing the source: where the board found several tiles that could supply a prerequisite or
a delivery, the connecting player picks one (the engine lists the default and accepts any
alternative the board reported).

Each option is named as a player names a tile at the table, by its resource, owner and place
(section and quarter of the board), never by an internal number; hovering an option rings that
tile on the board, so two stalls of the same resource are told apart at a glance.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.city import BoardState
from founders_desktop.city.records import ChoiceKey
from founders_desktop.view.art.resource_icons import resource_icon
from founders_desktop.view.board.looks import Seating, player_name
from founders_desktop.view.city_game.words import name_of

# (question, option labels, the tile of each option, the resource asked about) -> the chosen
# index, or None if cancelled
Asker = Callable[[str, list[str], list[int], str], int | None]
Highlighter = Callable[[tuple[int, ...]], None]  # ring these tiles on the board (() for none)

TILE_ROLE = Qt.ItemDataRole.UserRole


def _quarter(board: BoardState, tile: int) -> str:
    """Where on the board a tile lies, in compass words (north is the top of the map)."""
    squares = board.tiles[tile].squares
    cx = sum(x for x, _ in squares) / len(squares)
    cy = sum(y for _, y in squares) / len(squares)
    every = board.board.terrain_by_square.keys()
    xs = [x for x, _ in every]
    ys = [y for _, y in every]
    width, height = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    col = min(2, int(3 * (cx - min(xs) + 0.5) / width))
    row = min(2, int(3 * (cy - min(ys) + 0.5) / height))
    names = (
        (
            QCoreApplication.translate("SourceChoice", "north-west"),
            QCoreApplication.translate("SourceChoice", "north"),
            QCoreApplication.translate("SourceChoice", "north-east"),
        ),
        (
            QCoreApplication.translate("SourceChoice", "west"),
            QCoreApplication.translate("SourceChoice", "centre"),
            QCoreApplication.translate("SourceChoice", "east"),
        ),
        (
            QCoreApplication.translate("SourceChoice", "south-west"),
            QCoreApplication.translate("SourceChoice", "south"),
            QCoreApplication.translate("SourceChoice", "south-east"),
        ),
    )
    return names[row][col]


def tile_label(
    board: BoardState, tile: int, resource: str, seating: Seating | None, names: tuple[str, ...] | None
) -> str:
    """ "Wood (Ada), section 3, north-west": resource, owner and place of one source tile."""
    found = board.tiles[tile] if 0 <= tile < len(board.tiles) else None
    owner = player_name(found.owner if found is not None else None, seating, names)
    section = board.board.section_of(found.squares[0]) if found is not None else None
    if found is None:
        return f"{name_of(board.pack, resource)} ({owner})"
    if section is None:
        return QCoreApplication.translate("SourceChoice", "{resource} ({owner}), {place}").format(
            resource=name_of(board.pack, resource), owner=owner, place=_quarter(board, tile)
        )
    return QCoreApplication.translate(
        "SourceChoice", "{resource} ({owner}), section {section}, {place}"
    ).format(
        resource=name_of(board.pack, resource), owner=owner, section=section, place=_quarter(board, tile)
    )


class SourceDialog(QDialog):
    """The options as a list with the resource's icon; hovering or selecting one rings its tile."""

    def __init__(
        self,
        question: str,
        options: list[str],
        tiles: list[int],
        icon_of: str,
        highlight: Highlighter | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("sourceChoice")
        self.setWindowTitle(QCoreApplication.translate("SourceChoice", "Choose the source"))
        self.highlight = highlight
        layout = QVBoxLayout(self)
        prompt = QLabel(question, self)
        prompt.setWordWrap(True)
        layout.addWidget(prompt)
        self.options = QListWidget(self)
        self.options.setObjectName("sourceOptions")
        self.options.setMouseTracking(True)
        for label, tile in zip(options, tiles, strict=True):
            entry = QListWidgetItem(resource_icon(icon_of), label, self.options)
            entry.setData(TILE_ROLE, tile)
        self.options.setCurrentRow(0)
        self.options.itemEntered.connect(self._ring)
        self.options.currentItemChanged.connect(lambda item, _old: self._ring(item))
        self.options.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.options)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.finished.connect(lambda _result: self.highlight and self.highlight(()))
        self._ring(self.options.currentItem())

    def _ring(self, item: QListWidgetItem | None) -> None:
        if self.highlight is not None:
            self.highlight((int(item.data(TILE_ROLE)),) if item is not None else ())

    def chosen(self) -> int:
        return self.options.currentRow()


def dialog_asker(parent: QWidget, highlight: Highlighter | None = None) -> Asker:
    """Ask with a ``SourceDialog``; ``highlight`` rings a tile on the board while its option is
    hovered or selected."""

    def ask(question: str, options: list[str], tiles: list[int], resource: str) -> int | None:
        dialog = SourceDialog(question, options, tiles, resource, highlight, parent)
        return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None

    return ask


def choose_sources(
    board: BoardState,
    options: dict[ChoiceKey, tuple[int, ...]],
    ask: Asker,
    seating: Seating | None = None,
    names: tuple[str, ...] | None = None,
) -> tuple[tuple[str, int, str, int], ...] | None:
    """The choices as the engine's action takes them; None if the player cancelled."""
    out = []
    for (what, tile, resource), found in options.items():
        labels = [tile_label(board, t, resource, seating, names) for t in found]
        verb = (
            QCoreApplication.translate("SourceChoice", "Deliver {resource} from which tile?")
            if what == "deliver"
            else QCoreApplication.translate("SourceChoice", "Use which {resource} tile?")
        )
        picked = ask(verb.format(resource=name_of(board.pack, resource)), labels, list(found), resource)
        if picked is None:
            return None
        out.append((what, tile, resource, found[picked]))
    return tuple(out)
