"""The tray of pieces beside the board: whose colour, which kind of piece, which resource or building.

Choosing a kind (or a resource, or a colour) puts that piece in hand; the board then shades where
it may go and a press on the board places it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.app.board_port import ContentPack, Piece, PieceKind
from founders_desktop.view.board.looks import piece_kind_names, player_looks
from founders_desktop.view.board.piece_look import piece_icon
from founders_desktop.view.content_names import building_name, resource_name

KIND_ROLE = Qt.ItemDataRole.UserRole
ICON = 24  # a piece drawn beside each kind and item, in logical pixels
_BASIC_KINDS = (PieceKind.FIRST_STALL, PieceKind.IMPORT, PieceKind.IMPORT_AND_BUY)


def colour_icon(colour: QColor, size: int = 14) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(colour)
    painter.setPen(QColor("#15110b"))
    painter.drawRoundedRect(1, 1, size - 2, size - 2, 3, 3)
    painter.end()
    return QIcon(pixmap)


class PieceTray(QWidget):
    """Emits ``piece_chosen`` (a ``Piece`` or None) and ``player_chosen`` (seat index)."""

    piece_chosen = Signal(object)
    player_chosen = Signal(int)

    def __init__(self, pack: ContentPack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pieceTray")
        self.pack = pack
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

        self.colour_label = QLabel(self.tr("Colour"), self)
        layout.addWidget(self.colour_label)
        colours = QGridLayout()
        self.colour_group = QButtonGroup(self)
        self.colour_buttons: list[QPushButton] = []
        for seat, look in enumerate(player_looks()):
            button = QPushButton(colour_icon(look.fill), f"{seat + 1} {look.name}", self)
            button.setCheckable(True)
            button.setObjectName(f"colourButton{seat + 1}")
            self.colour_group.addButton(button, seat)
            colours.addWidget(button, seat // 2, seat % 2)
            self.colour_buttons.append(button)
        self.colour_buttons[0].setChecked(True)
        self.colour_group.idClicked.connect(self._colour_clicked)
        layout.addLayout(colours)

        self.piece_label = QLabel(self.tr("Piece"), self)
        layout.addWidget(self.piece_label)
        self.kinds = QListWidget(self)
        self.kinds.setObjectName("pieceKinds")
        self.kinds.setIconSize(QSize(ICON, ICON))
        for kind, name in piece_kind_names().items():
            entry = QListWidgetItem(name, self.kinds)
            entry.setData(KIND_ROLE, kind.value)
        self.kinds.setMaximumHeight(self.kinds.sizeHintForRow(0) * (self.kinds.count() + 1))
        self.kinds.currentRowChanged.connect(self._kind_changed)
        layout.addWidget(self.kinds)

        self.item_picker = QComboBox(self)
        self.item_picker.setObjectName("pieceItem")
        self.item_picker.setIconSize(QSize(ICON, ICON))
        self.item_picker.currentIndexChanged.connect(self._emit_piece)
        layout.addWidget(self.item_picker)
        self._kind_changed(-1)
        self._show_icons()

    # -- reading and setting ---------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """The labels, the colour names on the buttons and the kinds of piece in the new language."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "colour_buttons"):
            player_looks.cache_clear()
            for seat, (button, look) in enumerate(zip(self.colour_buttons, player_looks(), strict=False)):
                button.setText(f"{seat + 1} {look.name}")
            self.colour_label.setText(self.tr("Colour"))
            self.piece_label.setText(self.tr("Piece"))
            names = piece_kind_names()
            for row in range(self.kinds.count()):
                entry = self.kinds.item(row)
                entry.setText(names[PieceKind(entry.data(KIND_ROLE))])
        super().changeEvent(event)

    def current_player(self) -> int:
        return max(0, self.colour_group.checkedId())

    def current_piece(self) -> Piece | None:
        entry = self.kinds.currentItem()
        if entry is None:
            return None
        kind = PieceKind(entry.data(KIND_ROLE))
        item = self.item_picker.currentData() if self.item_picker.isEnabled() else ""
        if (kind in _BASIC_KINDS or kind in (PieceKind.UPGRADE, PieceKind.PRESTIGE)) and not item:
            return None
        return Piece(kind, str(item or ""))

    def choose(self, kind: PieceKind, item: str = "", player: int | None = None) -> None:
        """Select a piece as a person would (tests and the screenshot script use this)."""
        if player is not None:
            self.colour_buttons[player].click()
        for row in range(self.kinds.count()):
            if self.kinds.item(row).data(KIND_ROLE) == kind.value:
                self.kinds.setCurrentRow(row)
        if item:
            self.item_picker.setCurrentIndex(self.item_picker.findData(item))

    def clear_choice(self) -> None:
        """Put the piece back (after Esc on the board)."""
        self.kinds.blockSignals(True)
        self.kinds.setCurrentRow(-1)
        self.kinds.clearSelection()
        self.kinds.blockSignals(False)

    def set_players(self, players: int) -> None:
        for seat, button in enumerate(self.colour_buttons):
            button.setVisible(seat < players)
        if self.current_player() >= players:
            self.colour_buttons[0].click()

    # -- reacting ----------------------------------------------------------------------------------------
    def _colour_clicked(self, seat: int) -> None:
        self.player_chosen.emit(seat)
        self._show_icons()
        self._emit_piece()

    def _show_icons(self) -> None:
        """Each kind and each resource or building drawn as the piece, in the chosen colour."""
        player = self.current_player()
        for row in range(self.kinds.count()):
            entry = self.kinds.item(row)
            entry.setIcon(piece_icon(self.pack, Piece(PieceKind(entry.data(KIND_ROLE))), player, size=ICON))
        kind = self.kinds.currentItem()
        if kind is None:
            return
        for index in range(self.item_picker.count()):
            piece = Piece(PieceKind(kind.data(KIND_ROLE)), str(self.item_picker.itemData(index)))
            self.item_picker.setItemIcon(index, piece_icon(self.pack, piece, player, size=ICON))

    def _kind_changed(self, row: int) -> None:
        entry = self.kinds.item(row) if row >= 0 else None
        kind = PieceKind(entry.data(KIND_ROLE)) if entry is not None else None
        self.item_picker.blockSignals(True)
        self.item_picker.clear()
        pack = self.pack
        if kind in _BASIC_KINDS:
            for r in pack.tier(1):
                self.item_picker.addItem(resource_name(pack, r.id), r.id)
        elif kind is PieceKind.UPGRADE:
            for tier in (2, 3):
                for r in pack.tier(tier):
                    self.item_picker.addItem(
                        self.tr("{name} (tier {tier})").format(name=resource_name(pack, r.id), tier=tier),
                        r.id,
                    )
        elif kind is PieceKind.PRESTIGE:
            for b in pack.prestige_buildings.values():
                self.item_picker.addItem(building_name(pack, b.id), b.id)
        self.item_picker.setEnabled(self.item_picker.count() > 0)
        self._show_icons()
        self.item_picker.blockSignals(False)
        self._emit_piece()

    def _emit_piece(self) -> None:
        self.piece_chosen.emit(self.current_piece())
