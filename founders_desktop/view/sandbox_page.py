"""The map sandbox: either side of the map, to place anything anywhere and see what the rules say.

The board is the city map page's; on top of it the sandbox adds the pieces, a tray to take them
from, the drag controller (shading, preview, drop or snap back), the connections view, undo, and
saving and loading layouts. Rules, previews and networks all come from the sandbox controller.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from founders_desktop.app.board_port import PieceKind
from founders_desktop.app.sandbox.controller import MAX_PLAYERS, SandboxController
from founders_desktop.persist import SAVE_SUFFIX, Problem, SaveError
from founders_desktop.view.board.board_input import BoardInput
from founders_desktop.view.board.drag_controller import DragController
from founders_desktop.view.board.piece_tray import PieceTray
from founders_desktop.view.board.pieces_layer import PiecesLayer
from founders_desktop.view.board.preview_text import PreviewText
from founders_desktop.view.board.tray_drag import TrayDrag
from founders_desktop.view.city_map_page import CityMapPage
from founders_desktop.view.packs.sandbox_pack import add_pack_choice
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP
from founders_desktop.view.wrapping import WrappingButton, WrappingCheckBox

SAVE_PROBLEMS: dict[Problem, str] = {
    Problem.NOT_JSON: QT_TRANSLATE_NOOP("SandboxPage", "This is not a save file."),
    Problem.TRUNCATED: QT_TRANSLATE_NOOP("SandboxPage", "The save file is incomplete."),
    Problem.FOREIGN: QT_TRANSLATE_NOOP("SandboxPage", "This is not a Founders Desktop save file."),
    Problem.UNKNOWN_GAME: QT_TRANSLATE_NOOP(
        "SandboxPage", "The save is of a game this version does not know."
    ),
    Problem.TOO_NEW: QT_TRANSLATE_NOOP("SandboxPage", "The save was made by a newer version of the app."),
    Problem.EDITED: QT_TRANSLATE_NOOP(
        "SandboxPage", "The save was changed outside the app, so it is refused."
    ),
    Problem.INVALID: QT_TRANSLATE_NOOP("SandboxPage", "The file is not a sandbox layout this pack can show."),
    Problem.UNREADABLE: QT_TRANSLATE_NOOP("SandboxPage", "The file cannot be read."),
    Problem.UNWRITABLE: QT_TRANSLATE_NOOP("SandboxPage", "The file cannot be written."),
}


class SandboxPage(CityMapPage):
    """The sandbox board page; ``controller`` holds the layout, ``drag`` the mouse work."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sandboxPage")
        self.set_title("")
        self.controller: SandboxController | None = SandboxController(
            self.pack, self.current_map_id(), MAX_PLAYERS, self
        )
        self.layer = PiecesLayer(self.scene)
        self.drag = DragController(self.view, self.controller, self.layer)
        self.board_input = BoardInput(self.drag)
        self._build_panel()
        self.controller.layout_changed.connect(self._layout_changed)
        self.controller.board_reset.connect(self._board_reset)
        self.drag.message.connect(self._show_message)
        self.drag.preview_changed.connect(self._show_preview)
        self.drag.disarmed.connect(self.tray.clear_choice)
        self.drag.selection_changed.connect(self._selection_changed)
        self.tray_drag = TrayDrag(self.tray.kinds.viewport(), self.drag)
        self.pack_choice = add_pack_choice(self)  # view/packs/sandbox_pack.py

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt API)
        """Leaving the page puts the piece in hand back."""
        drag = getattr(self, "drag", None)  # None if hidden while still being built
        if drag is not None:
            drag.cancel()
        super().hideEvent(event)

    # -- panel -------------------------------------------------------------------------------------------
    def _build_panel(self) -> None:
        side = self.side_panel
        players_row = QHBoxLayout()
        self.players_label = QLabel(side)
        players_row.addWidget(self.players_label)
        self.players_spin = QSpinBox(side)
        self.players_spin.setObjectName("sandboxPlayers")
        self.players_spin.setRange(1, MAX_PLAYERS)
        self.players_spin.setValue(MAX_PLAYERS)
        self.players_spin.valueChanged.connect(self._players_changed)
        players_row.addWidget(self.players_spin)
        self.side_layout.addLayout(players_row)

        self.tray = PieceTray(self.pack, side)
        self.tray.piece_chosen.connect(self._piece_chosen)
        self.tray.player_chosen.connect(self._player_chosen)
        self.side_layout.addWidget(self.tray)

        self.anyway_box = WrappingCheckBox("", side)
        self.anyway_box.setObjectName("placeAnyway")
        self.anyway_box.toggled.connect(self._anyway_toggled)
        self.side_layout.addWidget(self.anyway_box)

        self.help_label = self.add_panel_text("")
        self.help_label.setObjectName("sandboxHelp")
        self.preview_label = QLabel(side)
        self.preview_label.setObjectName("sandboxPreview")
        self.preview_label.setWordWrap(True)
        self.side_layout.addWidget(self.preview_label)
        self.status_label = QLabel(side)
        self.status_label.setObjectName("sandboxStatus")
        self.status_label.setWordWrap(True)
        self.side_layout.addWidget(self.status_label)

        buttons = QGridLayout()
        stack = self.controller.undo_stack if self.controller else None
        assert stack is not None
        self.undo_button = self._button(stack.undo, "sandboxUndo")
        self.redo_button = self._button(stack.redo, "sandboxRedo")
        stack.canUndoChanged.connect(self.undo_button.setEnabled)
        stack.canRedoChanged.connect(self.redo_button.setEnabled)
        self.undo_button.setEnabled(False)
        self.redo_button.setEnabled(False)
        self.delete_button = self._button(self.drag.delete_selected, "sandboxDelete")
        self.clear_button = self._button(self._clear, "sandboxClear")
        self.save_button = self._button(self._save_clicked, "sandboxSave")
        self.load_button = self._button(self._load_clicked, "sandboxLoad")
        self.panel_buttons = (
            self.undo_button,
            self.redo_button,
            self.delete_button,
            self.clear_button,
            self.save_button,
            self.load_button,
        )
        self.button_grid = buttons
        self.retranslate()
        self.side_layout.addLayout(buttons)
        self.finish_panel()

    def _arrange_buttons(self) -> None:
        """Two buttons a row while their words fit the panel, else one: longer languages never clip."""
        for button in self.panel_buttons:
            self.button_grid.removeWidget(button)
        margins = self.side_layout.contentsMargins()
        room = self.side_panel.maximumWidth() - margins.left() - margins.right()
        widest = max(button.sizeHint().width() for button in self.panel_buttons)
        columns = 2 if 2 * widest + self.button_grid.horizontalSpacing() <= room else 1
        for k, button in enumerate(self.panel_buttons):
            self.button_grid.addWidget(button, k // columns, k % columns)

    def retranslate(self) -> None:
        """The page's fixed texts in the language in force (at start and on every LanguageChange)."""
        self.set_title(self.tr("Map sandbox"))
        self.players_label.setText(self.tr("Colours (players)"))
        self.anyway_box.setText(self.tr("Place illegal pieces anyway (marked \u201cillegal\u201d)"))
        self.help_label.setText(
            self.tr(
                "Drag a piece from the list onto the board, or choose it and press on the board; drag to lay "
                "roads square by square. "
                "R or the wheel turns it, Esc puts it back. Drag a placed piece to move it, "
                "click it to see its connections, right-click or Delete to remove it."
            )
        )
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.delete_button.setText(self.tr("Delete selected"))
        self.clear_button.setText(self.tr("Clear board"))
        self.save_button.setText(self.tr("Save layout\u2026"))
        self.load_button.setText(self.tr("Load layout\u2026"))
        self._arrange_buttons()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "panel_buttons"):
            self.retranslate()
        super().changeEvent(event)

    def _button(self, slot: object, name: str) -> QPushButton:
        button = WrappingButton("", self.side_panel)
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    # -- files ---------------------------------------------------------------------------------------------
    def save_layout(self, path: Path | str) -> bool:
        """Write the layout to ``path``; False (and the reason shown) if the disk refused."""
        assert self.controller is not None
        try:
            written = self.controller.save_layout(path)
        except SaveError as error:
            self._save_error(error)
            return False
        self._show_message(self.tr("Saved {name}.").format(name=written.name), False)
        return True

    def open_saved_game(self, path: Path | str) -> bool:
        """The main window's entry for a double-clicked or File > Open'ed sandbox ``.fdsave``."""
        return self.load_layout(path)

    def load_layout(self, path: Path | str) -> bool:
        """Replace the board with the layout at ``path``; False (reason shown) for a bad file."""
        assert self.controller is not None
        try:
            changed = self.controller.load_layout(path)
        except SaveError as error:
            self._save_error(error)
            return False
        if changed:
            text = self.tr(
                "Loaded {name}, but the content pack {pack} has changed since it was saved: "
                "the pieces are the same, their rules or values may not be."
            )
            self._show_message(text.format(name=Path(path).name, pack=self.controller.pack.id), True)
            return True
        self._show_message(self.tr("Loaded {name}.").format(name=Path(path).name), False)
        return True

    def _save_error(self, error: SaveError) -> None:
        text = QCoreApplication.translate("SandboxPage", SAVE_PROBLEMS[error.problem_code])
        detail = f" ({error.details[0]})" if error.details else ""
        self._show_message(text + detail, True)

    def _file_filter(self) -> str:
        return self.tr("Sandbox layouts (*{suffix})").format(suffix=SAVE_SUFFIX)

    def _save_clicked(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save layout"), "", self._file_filter())
        if path:
            self.save_layout(path if path.endswith(SAVE_SUFFIX) else path + SAVE_SUFFIX)

    def _load_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Load layout"), "", self._file_filter())
        if path:
            self.load_layout(path)

    # -- reacting --------------------------------------------------------------------------------------------
    def show_map(self, map_id: str) -> None:
        super().show_map(map_id)
        controller = getattr(self, "controller", None)  # None while the base page draws its first map
        if controller is not None and map_id != controller.map_id:
            controller.new_layout(map_id, controller.players)

    def _players_changed(self, players: int) -> None:
        assert self.controller is not None
        self.controller.set_players(players)
        self.tray.set_players(players)

    def _piece_chosen(self, piece: object) -> None:
        assert self.controller is not None
        self.drag.arm(piece if piece is not None else None)  # type: ignore[arg-type]
        if piece is not None:
            self.view.setFocus()  # R, the wheel and Esc now speak to the piece in hand
        if piece is not None and getattr(piece, "kind", None) is PieceKind.ROAD:
            self._show_message(self.tr("Drag across the board to lay roads square by square."), False)

    def _player_chosen(self, player: int) -> None:
        assert self.controller is not None
        self.controller.set_player(player)

    def _anyway_toggled(self, on: bool) -> None:
        self.drag.place_anyway = on

    def _clear(self) -> None:
        assert self.controller is not None
        self.controller.clear()

    def _layout_changed(self) -> None:
        assert self.controller is not None
        replay = self.controller.replay
        illegal = set(replay.illegal_entries())
        tiles = frozenset(t for t, e in replay.tile_entry().items() if e in illegal)
        roads = frozenset(sq for sq, e in replay.road_entry().items() if e in illegal)
        self.layer.show(self.controller.state, tiles, roads)
        self.drag.selected = None
        self.drag.selection_changed.emit(None)

    def _board_reset(self) -> None:
        self.drag.cancel()
        if self.controller is not None and self.current_map_id() != self.controller.map_id:
            self.show_map(self.controller.map_id)
        if self.controller is not None and self.players_spin.value() != self.controller.players:
            self.players_spin.blockSignals(True)
            self.players_spin.setValue(self.controller.players)
            self.players_spin.blockSignals(False)
            self.tray.set_players(self.controller.players)

    def _selection_changed(self, tile: object) -> None:
        self.delete_button.setEnabled(tile is not None)

    def _show_message(self, text: str, error: bool) -> None:
        colour = "#b3121c" if error else "#1c6b3a"
        self.status_label.setStyleSheet(f"color: {colour};")
        self.status_label.setText(text)

    def _show_preview(self, text: object) -> None:
        if isinstance(text, PreviewText):
            self.preview_label.setText("\n".join(text.lines()))
        else:
            self.preview_label.setText("")
