"""The tray of pieces the seat to move may put on the board now.

Its buttons are exactly the pieces of the engine's legal placement actions for this decision
(first stall, trade stalls, tier 2/3 buildings that could be built, houses, bridges, roads, the
prestige building being placed); pressing one puts the piece in hand (so it can be dragged
straight onto the board, or clicked and then placed with a click on the board), and the board
shades where it goes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from founders_desktop.app.board_port import ContentPack, Piece, PieceKind
from founders_desktop.app.city_game.controller import Action
from founders_desktop.view.board.looks import Seating, piece_kind_names
from founders_desktop.view.board.piece_look import piece_icon
from founders_desktop.view.board.piece_tray import colour_icon
from founders_desktop.view.city_game.words import name_of
from founders_desktop.view.wrapping import WrappingButton

ICON = 26  # the piece on each button, in logical pixels


def pieces_of(actions: list[Action]) -> list[Piece]:
    """Each distinct piece among ``actions``' placements, in the engine's order."""
    seen: dict[Piece, None] = {}
    for a in actions:
        if a.placement is not None:
            seen.setdefault(Piece(a.placement.kind, a.placement.item), None)
        elif a.type == "choose_piece":  # the engine asks "which piece" first, then where
            seen.setdefault(chosen_piece(a), None)
    return list(seen)


def chosen_piece(action: Action) -> Piece:
    kind, _, item = action.target.partition(":")
    return Piece(PieceKind(kind), item)


class GameTray(QWidget):
    """Emits ``piece_chosen(Piece)`` when a piece button is pressed; ``buttons_made(list)`` with
    the new buttons (the page lets them be dragged from)."""

    piece_chosen = Signal(object)
    buttons_made = Signal(object)

    def __init__(self, pack: ContentPack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameTray")
        self.pack = pack
        self.buttons: dict[Piece, QPushButton] = {}
        self.marked: Piece | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(self.tr("Pieces to place"), self)
        self.heading.setObjectName("sectionHeading")
        layout.addWidget(self.heading)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """The heading in the new language (the page shows the pieces again with their names)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.heading.setText(self.tr("Pieces to place"))
        super().changeEvent(event)

    def label(self, piece: Piece) -> str:
        kind = piece_kind_names().get(piece.kind, piece.kind.value)
        if piece.item:
            return self.tr("{kind}: {item}").format(kind=kind, item=name_of(self.pack, piece.item))
        return kind

    def show_pieces(
        self,
        pieces: list[Piece],
        colour: QColor | None = None,
        player: int | None = None,
        seating: Seating | None = None,
    ) -> None:
        """One button per piece, showing the piece as it will lie on the board in the colour of
        ``player`` (``seating``: the game's seat colours); without a player, a swatch of
        ``colour``. A piece's button is kept while the piece stays (a drag out of it may be under
        way)."""
        old = self.buttons
        for piece, button in old.items():
            self.grid.removeWidget(button)
            if piece not in pieces:
                button.hide()
                button.deleteLater()
        self.buttons = {}
        made: list[QPushButton] = []
        for i, piece in enumerate(pieces):
            kept = old.get(piece)
            if kept is not None:
                button = kept
                button.setText(self.label(piece))
                button.setToolTip(self._help(piece))
            else:
                button = WrappingButton(self.label(piece), self)
                button.setObjectName(f"trayPiece_{piece.kind.value}_{piece.item}")
                button.setCheckable(True)
                button.setToolTip(self._help(piece))
                button.pressed.connect(lambda p=piece: self._chosen(p))
                button.clicked.connect(lambda _=False: self.mark(self.marked))  # the click's toggle
                made.append(button)
            if player is not None:
                button.setIcon(piece_icon(self.pack, piece, player, seating, ICON))
                button.setIconSize(QSize(ICON, ICON))
            else:
                button.setIcon(colour_icon(colour, 14) if colour is not None else QIcon())
            self.grid.addWidget(button, i, 0)
            self.buttons[piece] = button
        if self.marked not in self.buttons:
            self.marked = None
        if made:
            self.buttons_made.emit(made)
        self.setVisible(bool(pieces))
        self.hint.setText(
            self.tr(
                "Drag a piece onto a shaded square, or click it and then the square. R or the wheel "
                "turns it, Esc puts it back. Roads: drag across squares to lay them one by one."
            )
            if pieces
            else ""
        )

    def mark(self, piece: Piece | None) -> None:
        self.marked = piece
        for p, button in self.buttons.items():
            button.setChecked(p == piece)

    def _chosen(self, piece: Piece) -> None:
        self.mark(piece)
        self.piece_chosen.emit(piece)

    def _help(self, piece: Piece) -> str:
        helps = {
            PieceKind.FIRST_STALL: self.tr("Your race's resource, on a numbered grey start space."),
            PieceKind.IMPORT: self.tr(
                "Import one of your basic resources: anywhere not touching another tile you own "
                "(it need not be connected), one tile of each resource per city section."
            ),
            PieceKind.IMPORT_AND_BUY: self.tr("Import a neutral resource and buy access to it."),
            PieceKind.UPGRADE: self.tr(
                "A tier 2 or 3 building: each prerequisite must be connected and yours or accessed; "
                "their owners score."
            ),
            PieceKind.HOUSE: self.tr("A house on a green square, one per section: unlocks a worker."),
            PieceKind.BRIDGE: self.tr("A bridge or gate on a river or wall square: a road for you only."),
            PieceKind.ROAD: self.tr("A road connected to something you own."),
            PieceKind.PRESTIGE: self.tr(
                "The voted prestige building: must touch its colour, one of each type per section."
            ),
        }
        return helps.get(piece.kind, "")
