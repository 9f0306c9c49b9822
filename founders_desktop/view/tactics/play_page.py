"""Playing a scenario: the board beside the decision at hand, the turn order, every figure's
standing and the log; undo, save and load; monster turns played back step by step.

The page only wires: the controller (app layer) owns the game, the scene draws the board and
turns drags and clicks into actions, the panels show one concern each.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.app.tactics.initiative_track import at_turn_of, slot_of, track
from founders_desktop.app.tactics.play_controller import DEFAULT_STEP_MS, PlayController
from founders_desktop.app.tactics.play_decision import Decision, decision
from founders_desktop.app.tactics.play_display import event_subjects
from founders_desktop.app.tactics.play_save import SUFFIX, PlaySaveError
from founders_desktop.tactics import Hex
from founders_desktop.tactics.rounds import Action, Event, OrderTie, Scenario, TacticsFileError
from founders_desktop.tactics.rounds.state import MonsterState
from founders_desktop.view.board_page import BoardPage
from founders_desktop.view.content_names import SCENARIO, content_text, learn_catalog
from founders_desktop.view.file_refusal import refusal_text
from founders_desktop.view.fit import elide_tabs, tab_tips
from founders_desktop.view.tactics.element_board import ElementBoard
from founders_desktop.view.tactics.play_actions import ActionPanel
from founders_desktop.view.tactics.play_cards import CardPicker
from founders_desktop.view.tactics.play_level import scenario_level_text
from founders_desktop.view.tactics.play_monster_cards import MonsterCards
from founders_desktop.view.tactics.play_result import ResultDialog
from founders_desktop.view.tactics.play_scene import PlayScene
from founders_desktop.view.tactics.play_status import FigureStatus
from founders_desktop.view.tactics.play_text import card_names, event_text, figure_name
from founders_desktop.view.tactics.play_track import InitiativeTrack
from founders_desktop.view.tactics.tactics_icons import icon_pixmap

#: (label, milliseconds per step) of the playback speeds offered.
SPEEDS = (
    (QT_TRANSLATE_NOOP("PlayPage", "Slow"), 900),
    (QT_TRANSLATE_NOOP("PlayPage", "Normal"), DEFAULT_STEP_MS),
    (QT_TRANSLATE_NOOP("PlayPage", "Fast"), 150),
    (QT_TRANSLATE_NOOP("PlayPage", "Instant"), 0),
)


# The card icon a log line of each event carries (the event's kind at a glance).
LOG_ICONS = {
    "move": "move",
    "attack": "attack",
    "heal": "heal",
    "summon": "summon",
    "trap": "trap",
    "hazard": "hazard",
    "dies": "lost",
    "exhausted": "lost",
    "monster_card": "shuffle",
    "long_rest": "lost",
    "short_rest": "lost",
}


class PlayPage(BoardPage):
    #: The player wants the editor back.
    leave = Signal()

    def __init__(
        self,
        scenario: Scenario,
        seed: int = 1,
        parent: QWidget | None = None,
        source: dict[str, Any] | None = None,
    ) -> None:
        learn_catalog(scenario.catalog)  # figures are named from the first paint on
        ctl = PlayController(scenario, seed, source=source)
        scene = PlayScene(ctl)
        super().__init__(scene, parent)
        ctl.setParent(self)
        self.controller = ctl
        self.play_scene = scene
        self.setObjectName("playPage")
        self.side_panel.setMinimumWidth(380)
        self.result_dialog: ResultDialog | None = None
        self.card_names = card_names(scenario)
        self._build_toolbar()
        self.level_label = QLabel(self.side_panel)
        self.level_label.setObjectName("scenarioLevel")
        self.level_label.setWordWrap(True)
        self.side_layout.addWidget(self.level_label)
        self.track = InitiativeTrack(self.side_panel)
        self.side_layout.addWidget(self.track)
        self.element_board = ElementBoard(self.side_panel)
        self.side_layout.addWidget(self.element_board)
        self.stack = QStackedWidget(self.side_panel)
        self.cards = CardPicker(self.stack)
        # the monster cards are revealed once the hands are chosen: they share the actions' page
        self.actions_page = QWidget(self.stack)
        actions_layout = QVBoxLayout(self.actions_page)
        actions_layout.setContentsMargins(0, 0, 0, 0)
        self.monster_cards = MonsterCards(self.actions_page)
        self.actions_panel = ActionPanel(self.actions_page)
        actions_layout.addWidget(self.monster_cards)
        actions_layout.addWidget(self.actions_panel, 1)
        self.stack.addWidget(self.cards)
        self.stack.addWidget(self.actions_page)
        self.side_layout.addWidget(self.stack, 3)
        self._build_playback_row()
        self.tabs = QTabWidget(self.side_panel)
        self.status_table = FigureStatus(self.tabs)
        self.log = QListWidget(self.tabs)
        self.log.setObjectName("playLog")
        self.log.setWordWrap(True)
        self.log.setMouseTracking(True)  # hovering a line points at its figures on the board
        self.log.itemEntered.connect(self._hover_log)
        self.log.viewport().installEventFilter(self)
        self.logged: list[Event] = []  # the log's events, to word them again in another language
        # per log line, the figures and hexes it talks about (hexes as they were then)
        self.log_subjects: list[tuple[tuple[str, ...], tuple[Hex, ...]]] = []
        self.tabs.addTab(self.status_table, "")
        self.tabs.addTab(self.log, "")
        elide_tabs(self.tabs)
        self.side_layout.addWidget(self.tabs, 2)
        self.message = QLabel(self.side_panel)
        self.message.setObjectName("playMessage")
        self.message.setWordWrap(True)
        self.side_layout.addWidget(self.message)

        self.cards.chosen.connect(self.play)
        self.actions_panel.chosen.connect(self.play)
        ctl.changed.connect(self.refresh)
        ctl.step_shown.connect(self._log_event)
        ctl.step_shown.connect(self._track_step)
        ctl.step_shown.connect(self.element_board.show_event)
        ctl.refused.connect(
            lambda codes: self.message.setText(self.tr("Not allowed now (%1).").replace("%1", codes))
        )
        scene.drop_refused.connect(self._drop_refused)
        self.monster_cards.card_hovered.connect(self._hover_card)
        self.retranslate()
        self.refresh()

    # --- building ----------------------------------------------------------------------------

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.side_panel)
        bar.setObjectName("playToolbar")
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.controller.undo)
        self.save_action = QAction(self)
        self.save_action.triggered.connect(self.save_dialog)
        self.load_action = QAction(self)
        self.load_action.triggered.connect(self.load_dialog)
        self.back_action = QAction(self)
        self.back_action.triggered.connect(self.leave.emit)
        for action in (self.undo_action, self.save_action, self.load_action, self.back_action):
            bar.addAction(action)
            self.addAction(action)
        self.side_layout.addWidget(bar)

    def _build_playback_row(self) -> None:
        row = QWidget(self.side_panel)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        self.speed_label = QLabel(row)
        layout.addWidget(self.speed_label)
        self.speed_box = QComboBox(row)
        self.speed_box.setObjectName("speedBox")
        for _name, ms in SPEEDS:
            self.speed_box.addItem("", ms)
        self.speed_box.setCurrentIndex(1)
        self.speed_box.currentIndexChanged.connect(
            lambda i: self.controller.set_step_interval(int(self.speed_box.itemData(i)))
        )
        layout.addWidget(self.speed_box)
        self.skip_button = QPushButton(row)
        self.skip_button.setObjectName("skipButton")
        self.skip_button.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.skip_button.clicked.connect(self.controller.skip)
        layout.addWidget(self.skip_button)
        layout.addStretch(1)
        self.side_layout.addWidget(row)

    def retranslate(self) -> None:
        """The page's fixed texts in the language in force (at start and on every LanguageChange)."""
        self.tabs.setTabText(0, self.tr("Figures"))
        self.tabs.setTabText(1, self.tr("Log"))
        tab_tips(self.tabs.tabBar())
        self.undo_action.setText(self.tr("Undo"))
        self.undo_action.setToolTip(
            self.tr("Take back your own last choice (never past a card reveal or a draw).")
        )
        self.save_action.setText(self.tr("Save\u2026"))
        self.load_action.setText(self.tr("Load\u2026"))
        self.back_action.setText(self.tr("Editor"))
        self.back_action.setToolTip(self.tr("Leave the game and go back to the scenario editor."))
        self.speed_label.setText(self.tr("Monster turns:"))
        for index, (name, _ms) in enumerate(SPEEDS):
            self.speed_box.setItemText(index, self.tr(str(name)))
        self.skip_button.setText(self.tr("Skip"))
        self.skip_button.setToolTip(self.tr("Show the rest of the monsters' turns at once (Esc)."))

    # --- playing -------------------------------------------------------------------------------

    def play(self, action: Action) -> None:
        self.message.setText("")
        self.controller.play(action)

    def refresh(self) -> None:
        ctl = self.controller
        state = ctl.state
        self.set_title(
            self.tr("%1 — round %2")
            .replace("%1", content_text(SCENARIO, state.content.name))
            .replace("%2", str(state.round))
        )
        self.level_label.setText(scenario_level_text(state.content))
        chosen = {frozenset(a.order) for a in ctl.actions if isinstance(a, OrderTie)}
        entries = track(state, chosen)
        if ctl.busy and ctl.entries:  # the playback starts in the turn the action was made in
            before = ctl.entries[-1].before
            if before.active is not None:
                entries = at_turn_of(entries, slot_of(before, before.active))
        self.track.show_track(entries)
        # while turns are played back, the board starts from the table before the action
        self.element_board.show_elements(
            dict(ctl.entries[-1].before.elements) if ctl.busy and ctl.entries else dict(state.elements)
        )
        acting = None
        if ctl.busy and ctl.entries and ctl.entries[-1].before.active:
            acting = self._monster_type(ctl.entries[-1].before.active)
        self.monster_cards.show_state(state, acting)
        self.status_table.show_state(state)
        self.undo_action.setEnabled(ctl.can_undo())
        self.skip_button.setEnabled(ctl.busy)
        if ctl.busy:
            self.stack.setCurrentWidget(self.actions_page)
            self.actions_panel.show_decision(state, Decision("wait", None, []))
            self.actions_panel.prompt.setText(self.tr("The monsters act\u2026 (Skip shows it all at once)"))
            return
        d = decision(state)
        if d.kind == "plan" and d.decider:
            self.stack.setCurrentWidget(self.cards)
            if self.cards.character != d.decider or self.cards.legal != d.actions:
                self.cards.show_plan(state, d.decider, d.actions)
        else:
            self.stack.setCurrentWidget(self.actions_page)
            self.actions_panel.show_decision(state, d)
            self.cards.character = ""
        if state.phase == "over" and self.result_dialog is None:
            self.show_result()

    def show_result(self) -> None:
        dialog = ResultDialog(self.controller.state, self)
        dialog.play_again.connect(self.restart)
        self.result_dialog = dialog
        dialog.show()

    def restart(self) -> None:
        """A new game of the same scenario and seed."""
        if self.result_dialog is not None:
            self.result_dialog.close()
            self.result_dialog = None
        self._clear_log()
        self.controller.restart()

    def _track_step(self, event: Event) -> None:
        """While turns are played back, the track follows the turn being shown."""
        if event.code != "turn_start" or not self.controller.busy:
            return
        state = self.controller.state
        chosen = {frozenset(a.order) for a in self.controller.actions if isinstance(a, OrderTie)}
        slot = slot_of(state, str(event.params["figure"]))
        self.track.show_track(at_turn_of(track(state, chosen), slot))
        self.monster_cards.show_state(state, self._monster_type(str(event.params["figure"])))

    def _monster_type(self, fid: str) -> str | None:
        """The monster type of figure ``fid`` (None: not a monster)."""
        f = self.controller.state.find(fid)
        return f.type if isinstance(f, MonsterState) else None

    def _log_event(self, event: Event) -> None:
        text = event_text(event, self.card_names)
        if text:
            item = QListWidgetItem(text)
            icon = LOG_ICONS.get(event.code) or (
                str(event.params.get("condition")) if event.code == "condition" else None
            )
            # every line has the icon's room (a blank one for lines without), so the words align
            item.setIcon(QIcon(icon_pixmap(icon or "", 16, self.devicePixelRatioF())))
            self.log.addItem(item)
            self.logged.append(event)
            ids, hexes = event_subjects(event)
            items = self.play_scene.figure_items
            then = tuple(items[f].shown.hex for f in ids if f in items)
            self.log_subjects.append((ids, (*hexes, *then)))
            self.log.scrollToBottom()

    def _clear_log(self) -> None:
        self.log.clear()
        self.logged = []
        self.log_subjects = []
        self.play_scene.highlight((), ())

    def _hover_log(self, item: QListWidgetItem) -> None:
        row = self.log.row(item)
        if 0 <= row < len(self.log_subjects):
            self.play_scene.highlight(*self.log_subjects[row])

    def _hover_card(self, monster_type: str) -> None:
        """The mouse over a monster card rings that type's monsters on the board."""
        state = self.controller.state
        ids = [m.id for m in state.living_monsters() if m.type == monster_type] if monster_type else []
        self.play_scene.highlight(ids, ())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """The mouse leaving the log takes the highlight off the board."""
        if watched is self.log.viewport() and event.type() == QEvent.Type.Leave:
            self.play_scene.highlight((), ())
        return super().eventFilter(watched, event)

    def _drop_refused(self, figure_id: str, h: Hex) -> None:
        self.message.setText(
            self.tr("%1 cannot end the move there: drop it on a shaded hex.").replace(
                "%1", figure_name(figure_id)
            )
        )

    # --- files ---------------------------------------------------------------------------------

    def save_dialog(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), "", self._filters())
        if not name:
            return
        path = Path(name)
        if path.suffix not in (SUFFIX, ".json"):
            path = path.with_name(path.name + SUFFIX)
        try:
            self.controller.save(path)
        except Exception as exc:  # a missing folder, a full disk: a message, not a tuple or a crash
            QMessageBox.warning(self, self.tr("Cannot save"), refusal_text(exc))
            return
        self.message.setText(self.tr("Saved as %1.").replace("%1", path.name))

    def _filters(self) -> str:
        return self.tr("Founders Desktop saves (*.fdsave);;Tactics engine saves (*.json)")

    def load_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Load a game"), "", self._filters())
        if name:
            self.load_path(Path(name))

    def _save_error_text(self, exc: PlaySaveError) -> str:
        texts = {
            "unknown_scenario": self.tr("The save is of a scenario this app does not have: %1."),
            "bad_scenario": self.tr("The scenario inside the save is not valid: %1."),
            "illegal_action": self.tr("The save's moves break the rules at %1."),
        }
        text = texts.get(exc.code, self.tr("This is not a save this game can load: %1."))
        return text.replace("%1", exc.detail)

    def load_path(self, path: Path) -> bool:
        try:
            self.controller.load(path)
        except TacticsFileError as exc:
            QMessageBox.warning(self, self.tr("Cannot load"), str(exc))
            return False
        except PlaySaveError as exc:
            QMessageBox.warning(self, self.tr("Cannot load"), self._save_error_text(exc))
            return False
        except Exception as exc:  # an unreadable file, any surprise: a message, not a crash
            QMessageBox.warning(self, self.tr("Cannot load"), refusal_text(exc))
            return False
        self.card_names = card_names(self.controller.scenario)
        self._clear_log()
        return True

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """The title, track, status table and choices are built from the state: build them again."""
        if event.type() == QEvent.Type.LanguageChange and getattr(self, "controller", None) is not None:
            self.retranslate()
            self.card_names = card_names(self.controller.scenario)
            self.monster_cards.retranslate(self.controller.state)
            for row, logged in enumerate(self.logged):
                self.log.item(row).setText(event_text(logged, self.card_names) or "")
            self.refresh()
        super().changeEvent(event)
