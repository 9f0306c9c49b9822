"""The city game page: the map board, the tray and the drag-to-place controller on the left of
the side panel's prompts, players, offer, tracker and log; the end screen when the game ends.

Before a game is started it shows the map (either side) and a button to set one up. The main
window calls ``new_game_dialog()`` (File > New city game) and ``continue_last_game()``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from founders_desktop.app.board_port import Piece
from founders_desktop.app.city_game.autosaves import playable_city_autosave
from founders_desktop.app.city_game.board_port import GameBoardPort
from founders_desktop.app.city_game.controller import Action, ActionRecord, CityGameController
from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.persist import SAVE_SUFFIX
from founders_desktop.view.board.board_input import BoardInput
from founders_desktop.view.board.drag_controller import DragController
from founders_desktop.view.board.pieces_layer import PiecesLayer
from founders_desktop.view.board.preview_text import PreviewText
from founders_desktop.view.board.tray_drag import TrayDrag
from founders_desktop.view.cards.hover import shared_hover
from founders_desktop.view.cards.key_cap import show_city_keys
from founders_desktop.view.cards.player_aid import close_player_aid, show_player_aid
from founders_desktop.view.city_game.decision_panel import DecisionPanel
from founders_desktop.view.city_game.end_screen import EndScreen
from founders_desktop.view.city_game.game_tray import GameTray, chosen_piece, pieces_of
from founders_desktop.view.city_game.info_panels import BoardInfoPanel, GameLog, PlayersPanel
from founders_desktop.view.city_game.keys_help import keys_html
from founders_desktop.view.city_game.seat_cover import SeatCover
from founders_desktop.view.city_game.settings import GameSettings, SettingsDialog
from founders_desktop.view.city_game.setup_dialog import SetupDialog
from founders_desktop.view.city_game.solo_status import section_levels_text, solo_status_text
from founders_desktop.view.city_game.source_choice import choose_sources, dialog_asker
from founders_desktop.view.city_game.turn_replay import TurnReplay
from founders_desktop.view.city_game.vote_reveal import reveal_text
from founders_desktop.view.city_game.words import action_text, record_text
from founders_desktop.view.city_map_page import CityMapPage
from founders_desktop.view.file_refusal import refusal_text
from founders_desktop.view.fit import elide_tabs, tab_tips
from founders_desktop.view.wrapping import WrappingButton

if TYPE_CHECKING:
    from founders_desktop.content import ContentPack

BOT_LINES = 4  # the computer's last actions shown under the title (the log has them all)


class CityPage(CityMapPage):
    """Hosts one hot-seat game; ``game`` is None until one is started or loaded."""

    game_started = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cityPage")
        self.game: CityGameController | None = None
        self.port: GameBoardPort | None = None
        self.drag: DragController | None = None
        self.tray_drag: TrayDrag | None = None
        self.replay: TurnReplay | None = None
        self.cover = SeatCover(self)
        self.cover.hide()
        self.cover.revealed.connect(self._revealed)
        self.shown_seat: int | None = None  # the person whose hidden information is on screen
        self.layer = PiecesLayer(self.scene)
        self.fast = False
        self.end_screen: EndScreen | None = None
        self.settings = GameSettings.load()
        self._proposals: list[str] = []
        self._bot_lines: list[str] = []  # the computer's actions since its card, for the status
        self.last_placed: set[int] = set()  # tiles of the last action, outlined: what just happened
        self._build_panel()
        self._shortcuts()
        show_city_keys(self)  # the key of each button, on the button
        splitter = self.panel_scroll.parentWidget()
        if isinstance(splitter, QSplitter):  # a little more panel than the sandbox's: three tabs
            splitter.setSizes([900, 380])  # and their names in Russian fit at 1280 px

    # -- panel -------------------------------------------------------------------------------------
    def _build_panel(self) -> None:
        side = self.side_panel
        self.intro = self.add_panel_text("")
        self.new_button = QPushButton(side)
        self.new_button.setObjectName("newCityGame")
        self.new_button.clicked.connect(self.new_game_dialog)
        self.side_layout.addWidget(self.new_button)
        self.continue_button = QPushButton(side)
        self.continue_button.setObjectName("continueCityGame")
        self.continue_button.clicked.connect(self.continue_last_game)
        self.side_layout.addWidget(self.continue_button)

        self.status = QLabel(side)
        self.status.setObjectName("cityStatus")
        self.status.setWordWrap(True)
        self.side_layout.addWidget(self.status)
        self.solo_status = QLabel(side)  # a solo game's cycle, votes, open slots and goal
        self.solo_status.setObjectName("soloStatus")
        self.solo_status.setWordWrap(True)
        self.solo_status.hide()
        self.side_layout.addWidget(self.solo_status)
        self.decision = DecisionPanel(side)
        self.decision.chosen.connect(self.choose)
        self.side_layout.addWidget(self.decision)
        self.tray = GameTray(self.pack, side)
        self.tray.piece_chosen.connect(self._piece_chosen)
        self.tray.buttons_made.connect(self._watch_tray)
        self.tray.hide()
        self.side_layout.addWidget(self.tray)
        self.preview_label = QLabel(side)
        self.preview_label.setObjectName("cityPreview")
        self.preview_label.setWordWrap(True)
        self.side_layout.addWidget(self.preview_label)

        self.tabs = QTabWidget(side)
        self.players = PlayersPanel()
        self.board_info = BoardInfoPanel()
        self.log = GameLog()
        for widget in (self.players, self.board_info, self.log):
            if widget is self.log:
                self.tabs.addTab(widget, "")
                self.tabs.currentChanged.connect(self._tab_changed)
                continue
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setWidget(widget)
            self.tabs.addTab(scroll, "")
        elide_tabs(self.tabs)
        self.side_layout.addWidget(self.tabs, 1)
        self.filler = QWidget(side)  # keeps the panel's few widgets at the top before a game
        self.side_layout.addWidget(self.filler, 1)

        buttons = QGridLayout()
        self.undo_button = self._button(self.undo, "cityUndo")
        self.redo_button = self._button(self.redo, "cityRedo")
        self.save_button = self._button(self._save_clicked, "citySave")
        self.load_button = self._button(self._load_clicked, "cityLoad")
        self.end_button = self._button(self.end_now, "cityEndNow")
        self.settings_button = self._button(self._settings_clicked, "citySettings")
        self.keys_button = self._button(self.show_keys, "cityKeys")
        self.aid_button = self._button(self.show_player_aid, "cityPlayerAid")  # F2: Help > Player aid
        self.replay_button = self._button(self.replay_last_turn, "cityReplay")
        self.button_grid = buttons
        self.grid_buttons = (
            self.undo_button,
            self.redo_button,
            self.save_button,
            self.load_button,
            self.end_button,
            self.settings_button,
            self.keys_button,
            self.aid_button,
            self.replay_button,
        )
        self.side_layout.addLayout(buttons)
        self.retranslate()
        self._set_playing(False)

    def retranslate(self) -> None:
        """The panel's fixed texts in the language in force (at start and on every LanguageChange)."""
        if self.game is None:
            self.set_title(self.tr("Founders of Gloomhaven"))
        else:
            self._game_title()
        self.intro.setText(
            self.tr("Set up a hot-seat game for 1 to 4 players; any seat may be a computer player.")
        )
        self.new_button.setText(self.tr("New game\u2026"))
        self.continue_button.setText(self.tr("Continue last game"))
        for index, name in enumerate((self.tr("Players"), self.tr("Offer and tracker"), self.tr("Log"))):
            self.tabs.setTabText(index, name)
        tab_tips(self.tabs.tabBar())
        for button, text, tip in (
            (self.undo_button, self.tr("Undo"), self.tr("Ctrl+Z")),
            (self.redo_button, self.tr("Redo"), self.tr("Ctrl+Y")),
            (self.save_button, self.tr("Save\u2026"), self.tr("Ctrl+S")),
            (self.load_button, self.tr("Load\u2026"), self.tr("Ctrl+O")),
            (self.end_button, self.tr("End game and score"), self.tr("Final scores as they stand")),
            (self.settings_button, self.tr("Settings\u2026"), self.tr("Speed, confirmations, hints")),
            (self.keys_button, self.tr("Keys\u2026"), self.tr("Keyboard and mouse (F1)")),
            (self.aid_button, self.tr("Player aid"), self.tr("Recipes, costs, turn, votes")),
            (
                self.replay_button,
                self.tr("Replay last turn"),
                self.tr("Show the computer players' last moves again, one by one"),
            ),
        ):
            button.setText(text)
            button.setToolTip(tip)

    def _button(self, slot: object, name: str) -> QPushButton:
        b = WrappingButton("", self.side_panel)
        b.setObjectName(name)
        b.clicked.connect(slot)
        return b

    def _shortcuts(self) -> None:
        for keys, slot in (
            (QKeySequence.StandardKey.Undo, self.undo),
            (QKeySequence.StandardKey.Redo, self.redo),
            (QKeySequence("Ctrl+Y"), self.redo),
            (QKeySequence.StandardKey.Save, self._save_clicked),
            (QKeySequence(Qt.Key.Key_F1), self.show_keys),
        ):
            shortcut = QShortcut(keys, self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        for n in range(1, 10):  # 1..9 press the prompt's n-th enabled button
            digit = QShortcut(QKeySequence(str(n)), self)
            digit.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            digit.activated.connect(lambda n=n: self.press_choice(n))

    def show_player_aid(self) -> None:
        show_player_aid(self.pack, self.window())

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt API)
        """Another page replaces this one: the game's player aid goes with it."""
        if not event.spontaneous():  # not when the whole window is minimised
            close_player_aid()
        super().hideEvent(event)

    def show_keys(self) -> None:
        QMessageBox.information(self, self.tr("Keyboard and mouse"), keys_html())

    def press_choice(self, n: int) -> bool:
        """Press the n-th (from 1) enabled button of the current prompt (not through the cover)."""
        if self.cover.isVisible():
            return False
        enabled = [b for b in self.decision.buttons if b.isEnabled()]
        if 1 <= n <= len(enabled):
            enabled[n - 1].click()
            return True
        return False

    def _set_playing(self, playing: bool) -> None:
        self.side_picker.setVisible(not playing)
        self.side_label.setVisible(not playing)
        self.intro.setVisible(not playing)
        self.continue_button.setVisible(not playing and self.has_autosave())
        self.tabs.setVisible(playing)
        self.filler.setVisible(not playing)
        self.decision.setVisible(playing)
        if not playing:
            self.solo_status.hide()
        for b in self._game_only():
            b.setVisible(playing)
        self._lay_out_buttons(playing)

    def _lay_out_buttons(self, playing: bool) -> None:
        """Two to a row, without holes where the game-only buttons are hidden before a game."""
        for b in self.grid_buttons:
            self.button_grid.removeWidget(b)
        shown = [b for b in self.grid_buttons if playing or b not in self._game_only()]
        for k, b in enumerate(shown):
            self.button_grid.addWidget(b, k // 2, k % 2)

    def _game_only(self) -> tuple[QPushButton, ...]:
        return (self.undo_button, self.redo_button, self.save_button, self.end_button, self.replay_button)

    # -- asking first ----------------------------------------------------------------------------------
    def confirm(self, title: str, text: str) -> bool:
        """Ask before something that cannot be taken back (a fast game, in tests, does not ask)."""
        if self.fast:
            return True
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def may_leave_game(self) -> bool:
        """Before another game replaces the one in progress: ask (it stays in its autosave)."""
        if self.game is None or self.game.over():
            return True
        return self.confirm(
            self.tr("Leave this game?"),
            self.tr("A game is in progress. Leave it for another? It stays in its autosave."),
        )

    # -- starting and loading ------------------------------------------------------------------------
    def new_game_dialog(self) -> bool:
        """Ask for seats, map side and seed, then start; False if cancelled."""
        if not self.may_leave_game():
            return False
        dialog = SetupDialog(self.pack, self)
        try:
            if dialog.exec() != SetupDialog.DialogCode.Accepted:
                return False
            setup = dialog.result_setup()
        finally:
            dialog.deleteLater()  # one dialog (and its combo popups) per game would pile up
        from founders_desktop.packs import PackRefused, load_by_id  # the chosen content pack

        try:
            pack = load_by_id(setup.pack_id)
        except PackRefused as error:  # broken on disk since the dialog listed it
            self._message(refusal_text(error), True)
            return False
        self.start_game(setup.map_id, setup.seats, setup.seed, pack=pack)
        return True

    def start_game(
        self,
        map_id: str,
        seats: list[SeatSpec],
        seed: int,
        fast: bool = False,
        pack: ContentPack | None = None,
    ) -> CityGameController:
        self.fast = fast
        game = CityGameController(
            pack or self.pack,
            map_id,
            seats,
            seed,
            fast=fast,
            parent=self,
            bot_budget_s=self.settings.think_ms / 1000,
        )
        game.bot_pause_ms = self.settings.bot_pause_ms
        self._attach(game)
        game.schedule_bot()
        return game

    def has_autosave(self) -> bool:
        """Whether "Continue last game" has something to open (for the start page's button)."""
        return playable_city_autosave(self.pack) is not None

    def continue_last_game(self) -> bool:
        """Reopen the newest autosave that replays legally; False (and a message) if none does."""
        path = playable_city_autosave(self.pack)
        if path is None:
            self._message(self.tr("There is no game to continue."), True)
            return False
        if not self.may_leave_game():
            return False
        return self.load_game(path)

    def open_saved_game(self, path: Path | str) -> bool:
        """The main window's entry for a city ``.fdsave`` opened from the desktop or File > Open."""
        if not self.may_leave_game():
            return False
        return self.load_game(path)

    def load_game(self, path: Path | str) -> bool:
        try:
            game = CityGameController.load(
                path, self.pack, fast=self.fast, parent=self, bot_budget_s=self.settings.think_ms / 1000
            )
        except Exception as error:  # any bad file is a message, never a crash (file_refusal.py)
            self._message(self.tr("The game cannot be opened: {why}").format(why=refusal_text(error)), True)
            return False
        game.bot_pause_ms = self.settings.bot_pause_ms
        self._attach(game)
        game.schedule_bot()
        return True

    def _attach(self, game: CityGameController) -> None:
        if game.pack is not self.pack:  # set up or saved with another content pack
            self.use_pack(game.pack)
            self.tray.pack = game.pack
        if self.game is not None:
            self.game.paused = True
            self.game.deleteLater()
        if self.drag is not None:
            self.drag.cancel()
            self.drag.deleteLater()
        if self.replay is not None:
            self.replay.stop()
            self.replay.deleteLater()
        self._close_end_screen()
        self.game = game
        self.last_placed = set()
        self._bot_lines = []
        self.shown_seat = None
        self.cover.hide()
        self.status.clear()  # a new game starts with a clean status: nothing from the last one
        self.preview_label.clear()
        self.layer.seating = game.colours
        self.layer.names = tuple(s.name for s in game.seats)
        self.port = GameBoardPort(game, self)
        if not self.fast:
            ask = dialog_asker(self, self.layer.highlight)
            names = tuple(s.name for s in game.seats)
            self.port.choose_sources = lambda options: choose_sources(
                game.state.board, options, ask, game.colours, names
            )
        self.drag = DragController(self.view, self.port, self.layer)
        self.board_input = BoardInput(self.drag)
        self.tray_drag = TrayDrag(None, self.drag)
        self._watch_tray(list(self.tray.buttons.values()))
        self.replay = TurnReplay(game, self.port, self.layer, self)
        self.replay.line.connect(lambda text: self._message(text, False))
        self.replay.finished.connect(self._outline_last)
        self.drag.message.connect(self._message)
        self.drag.preview_changed.connect(self._show_preview)
        self.drag.disarmed.connect(lambda: self.tray.mark(None))
        game.state_changed.connect(self.refresh)
        game.action_applied.connect(lambda rec: self._applied(game, rec))
        self._proposals = list(game.state.proposals)
        game.error.connect(lambda text: self._message(text, True))
        game.bot_failed.connect(self._bot_failed)
        game.game_over.connect(self._show_end)
        if self.current_map_id() != game.map_id:
            self.show_map(game.map_id)
        self._set_playing(True)
        self.log.rebuild(game)
        self._game_title()
        self.refresh()
        self.game_started.emit()
        if game.over():
            self._show_end()

    # -- acting ----------------------------------------------------------------------------------------
    def choose(self, action: Action) -> None:
        if self.game is None:
            return
        if self.settings.confirm_cards and action.type == "play_card" and not self.fast:
            answer = QMessageBox.question(
                self, self.tr("Play this card?"), action_text(self.pack, action) + self.tr("?")
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        problems = self.game.submit(action)
        if problems:
            self._message(
                self.tr("Not allowed: {codes}").format(codes=", ".join(p.code for p in problems)), True
            )

    def _applied(self, game: CityGameController, record: ActionRecord) -> None:
        """Log the action and outline the tiles it placed; after the last secret vote, show every
        vote together."""
        self.log.add(game, record)
        QTimer.singleShot(0, self.log.list.scrollToBottom)  # once the new line has its height
        action = record.action
        if action.type == "play_card":
            self.status.clear()  # a new turn: the last one's "Placed." or reveal would read as news
            self._bot_lines = []
        if game.is_bot(action.seat):  # what the computer just did, in words, beside the board
            names = [s.name for s in game.seats]
            self._bot_lines.append(record_text(game.state, record, names, adviser=game.recruited(record)))
            self._message("\n".join(self._bot_lines[-BOT_LINES:]), False)
        self.last_placed = {r.tile for r in record.board if r.tile is not None}
        text = reveal_text(game, record, self._proposals)
        if text:
            self._message(text, False)
        self._proposals = list(game.state.proposals)

    def undo(self) -> None:
        self.last_placed = set()
        if self.game is not None and self.game.undo():
            self.log.rebuild(self.game)  # the undone step leaves the log too
            self._message(self.tr("Undone."), False)

    def redo(self) -> None:
        if self.game is not None and self.game.redo():
            self._message(self.tr("Redone."), False)

    def end_now(self) -> bool:
        """End the game now with the scores as they stand, after asking; False if not ended."""
        if self.game is None or self.game.over():
            return False
        if not self.confirm(
            self.tr("End the game now?"),
            self.tr("The game ends at once and is scored as it stands. This cannot be undone."),
        ):
            return False
        self.game.end_now()
        return True

    def replay_last_turn(self) -> bool:
        """Outline the computer players' last placements one by one, each with its log line."""
        if self.replay is None:
            return False
        if self.drag is not None:
            self.drag.cancel()
        if not self.replay.start():
            self._message(self.tr("The computer players have not moved yet."), False)
            return False
        return True

    def _watch_tray(self, buttons: list[QWidget]) -> None:
        """Tray buttons can be dragged from, straight onto the board."""
        if self.tray_drag is not None:
            for button in buttons:
                self.tray_drag.watch(button)

    def _tab_changed(self, index: int) -> None:
        if self.tabs.widget(index) is self.log:  # the newest line, not wherever it was left
            self.log.list.scrollToBottom()

    def _revealed(self, seat: int) -> None:
        """The person named on the cover is looking: show their turn (a secret vote at once, not
        behind the vote's own "pass to" screen a second time)."""
        self.shown_seat = seat
        self.cover.hide()
        if self.game is not None and self.game.seat == seat:
            self.decision.passed = (len(self.game.log), seat)
            self.refresh()
        self.view.setFocus()

    def _cover_if_needed(self) -> None:
        """Two or more people at one screen: cover it before a different person's turn."""
        game = self.game
        if game is None or self.fast or game.over() or len(game.human_seats()) < 2:
            self.cover.hide()
            return
        seat = game.seat
        if seat is None or game.is_bot(seat) or seat == self.shown_seat:
            return
        self.cover.cover(seat, game.seats[seat].name)

    def _piece_chosen(self, piece: Piece) -> None:
        game = self.game
        if self.drag is None or game is None or game.seat is None:
            return
        first = [a for a in game.legal() if a.type == "choose_piece" and chosen_piece(a) == piece]
        if first:  # tell the engine which piece; the next decision is where, with it in hand
            game.submit(first[0])
            return
        self.drag.arm(piece, game.seat)
        self.view.setFocus()  # R, the wheel and Esc now speak to the piece in hand, not the tray

    # -- showing ---------------------------------------------------------------------------------------
    def refresh(self) -> None:
        game = self.game
        if game is None:
            return
        if self.drag is not None:
            self.drag.cancel()
        if self.replay is not None and self.replay.running():  # the board moved on: the replay is stale
            self.replay.stop()
        self.layer.show(game.state.board, scores=tuple(game.state.points(s) for s in range(len(game.seats))))
        names = [s.name for s in game.seats]
        self.decision.hints = self.settings.hints
        self.decision.show_game(game, names)
        self._show_solo_status(game)
        human = not game.is_bot(game.seat) and not game.over()
        pieces = pieces_of(game.legal()) if human else []
        mover = game.seat
        self.tray.show_pieces(pieces, player=mover, seating=game.colours)
        for piece, button in self.tray.buttons.items():  # a tray piece shows its card when hovered
            shared_hover(self.pack).attach(button, piece.item)
        self.tray.hint.setVisible(self.settings.hints)
        self.players.show_game(game)
        self.board_info.show_game(game)
        self.undo_button.setEnabled(game.can_undo())
        self.redo_button.setEnabled(game.can_redo())
        self.end_button.setEnabled(not game.over())
        self.replay_button.setEnabled(bool(game.last_bot_turn()))
        self._cover_if_needed()
        if human and len(pieces) == 1 and all(a.placement is not None for a in game.legal()):
            self._piece_chosen(pieces[0])  # the only thing to do is to place this piece: in hand
            self.tray.mark(pieces[0])
        # after the drop that led here has finished with the board's highlights
        QTimer.singleShot(0, self._outline_last)

    def _show_solo_status(self, game: CityGameController) -> None:
        """A solo game's standing above the decision (hidden with more players)."""
        progress = game.solo_progress()
        text = solo_status_text(progress, game.pack) if progress is not None else ""
        if text and game.first_stall_asked():
            text += "\n" + section_levels_text(game.state.map_board)
        self.solo_status.setText(text)
        self.solo_status.setVisible(bool(text))

    def _outline_last(self) -> None:
        """Outline the tiles of the last action, until the cursor takes a piece in hand to a new
        square (which then shows what it would connect to)."""
        self.layer.highlight(self.last_placed)

    def _show_preview(self, text: object) -> None:
        self.preview_label.setText("\n".join(text.lines()) if isinstance(text, PreviewText) else "")

    def _bot_failed(self, seat: int) -> None:
        """A computer player's bug: the player reads what happened, the traceback is in the log."""
        assert self.game is not None
        text = self.tr(
            "The computer player {name} stopped with an error and cannot move. "
            "The details are in the log (Help > Open log folder)."
        )
        self._message(text.format(name=self.game.seats[seat].name), True)

    def _message(self, text: str, error: bool) -> None:
        colour = "#b3121c" if error else "#1c6b3a"
        self.status.setStyleSheet(f"color: {colour};")
        self.status.setText(text)

    def _show_end(self) -> None:
        if self.game is None:
            return
        self.refresh()
        self._close_end_screen()
        self.end_screen = EndScreen(self.game, self)
        self.end_screen.back.connect(self._close_end_screen)
        self.end_screen.setAutoFillBackground(True)
        self.end_screen.setGeometry(self.rect())
        self.end_screen.show()
        self.end_screen.raise_()

    def _close_end_screen(self) -> None:
        if self.end_screen is not None:
            self.end_screen.hide()
            self.end_screen.deleteLater()
            self.end_screen = None

    def resizeEvent(self, event: object) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)  # type: ignore[arg-type]
        if self.end_screen is not None:
            self.end_screen.setGeometry(self.rect())
        self.cover.setGeometry(self.rect())

    def _settings_clicked(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.settings = dialog.chosen()
            self.settings.save()
            if self.game is not None:
                self.game.bot_pause_ms = self.settings.bot_pause_ms
            self.refresh()

    # -- files -----------------------------------------------------------------------------------------
    def _filter(self) -> str:
        return self.tr("City games (*{suffix})").format(suffix=SAVE_SUFFIX)

    def _save_clicked(self) -> None:
        if self.game is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), "", self._filter())
        if path:
            try:
                written = self.game.save(path if path.endswith(SAVE_SUFFIX) else path + SAVE_SUFFIX)
            except Exception as error:  # a full disk, a read-only folder: say so, keep playing
                self._message(refusal_text(error), True)
                return
            self._message(self.tr("Saved {name}.").format(name=written.name), False)

    def _load_clicked(self) -> None:
        if not self.may_leave_game():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Load game"), "", self._filter())
        if path:
            self.load_game(path)

    def _game_title(self) -> None:
        self.set_title(
            self.tr("Founders of Gloomhaven \u2014 {map}").format(map=self.side_picker.currentText())
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """The fixed texts, and the decision, players and tray texts built from the game, again."""
        super().changeEvent(event)  # first: the map side's name in the title is the new one
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "replay_button"):
            self.retranslate()
            if self.game is not None:
                self.log.rebuild(self.game)
                self.refresh()


_ = (QStackedWidget, QCoreApplication)
