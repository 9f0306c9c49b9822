"""The tactics page: the scenario editor's hex board beside its panel (tools, figure, ability,
the monster turn), with open/save and undo/redo.

The page wires the pieces together; the controller (app layer) owns the scenario and asks the
engine, the scene draws and handles the mouse, the panel widgets edit through the controller.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.app.tactics.case_io import CaseFileError
from founders_desktop.app.tactics.controller import TacticsController
from founders_desktop.app.tactics.demo import COLUMNS, ROWS, demo_scenario, rectangle
from founders_desktop.app.tactics.engine_port import SightAnswer
from founders_desktop.app.tactics.play_files import new_seed
from founders_desktop.app.tactics.play_save import read_fdsave
from founders_desktop.app.tactics.scenario import Scenario
from founders_desktop.resources import resource
from founders_desktop.tactics import Hex, MovementMode
from founders_desktop.tactics.rounds import Scenario as PlayScenario
from founders_desktop.view.board_page import BoardPage
from founders_desktop.view.file_refusal import guarded, refusal_text
from founders_desktop.view.fit import elide_tabs, tab_tips
from founders_desktop.view.tactics.ability_editor import AbilityEditor
from founders_desktop.view.tactics.figure_panel import FigurePanel
from founders_desktop.view.tactics.outcome_panel import OutcomePanel
from founders_desktop.view.tactics.palette import ToolPalette
from founders_desktop.view.tactics.play_menu import play_menu
from founders_desktop.view.tactics.play_page import PlayPage
from founders_desktop.view.tactics.scene import TacticsScene
from founders_desktop.view.tactics.tools import Tool

#: Edits come in bursts (a paint stroke); the monster's turn is solved once the burst ends.
SOLVE_DELAY_MS = 60


def suite_path() -> Path:
    """The monster-turn case suite, if the app ships it among its resources."""
    return resource("tactics-cases", "monster-turns.json")


def _scrolling(widget: QWidget) -> QScrollArea:
    """A tab that scrolls, so the panel never forces a tall window."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setWidget(widget)
    return area


class TacticsPage(BoardPage):
    """Scenario editor and "seeing the rules" for the Gloomhaven hex rules."""

    def __init__(self, parent: QWidget | None = None, controller: TacticsController | None = None) -> None:
        ctl = controller or TacticsController(demo_scenario())
        scene = TacticsScene(ctl)
        super().__init__(scene, parent)
        self.controller = ctl
        self.tactics_scene = scene
        ctl.setParent(self)
        self.setObjectName("tacticsPage")
        self.grid_item = scene.board_item
        self.side_panel.setMinimumWidth(340)
        self.play_page: PlayPage | None = None

        self._build_toolbar()
        self.tabs = QTabWidget(self.side_panel)
        self.tabs.setObjectName("tacticsTabs")
        self.tool_palette = ToolPalette(self.tabs)
        self.figure_panel = FigurePanel(ctl, self.tabs)
        edit_tab = QWidget(self.tabs)
        edit_layout = QVBoxLayout(edit_tab)
        edit_layout.addWidget(self.tool_palette)
        edit_layout.addWidget(self.figure_panel)
        edit_layout.addStretch(1)
        self.ability_editor = AbilityEditor(ctl, self.tabs)
        self.outcome_panel = OutcomePanel(self.tabs)
        self.tabs.addTab(_scrolling(edit_tab), "")
        self.tabs.addTab(_scrolling(self.ability_editor), "")
        self.tabs.addTab(self.outcome_panel, "")
        elide_tabs(self.tabs)
        self.side_layout.addWidget(self.tabs, 1)
        self.status = QLabel(self.side_panel)
        self.status.setObjectName("tacticsStatus")
        self.status.setWordWrap(True)
        self.side_layout.addWidget(self.status)

        self._solve_timer = QTimer(self)
        self._solve_timer.setSingleShot(True)
        self._solve_timer.setInterval(SOLVE_DELAY_MS)
        self._solve_timer.timeout.connect(self._solve_later)
        ctl.outcomes_ready.connect(self.refresh_outcomes)
        ctl.busy_changed.connect(
            lambda busy: self.setCursor(Qt.CursorShape.BusyCursor) if busy else self.unsetCursor()
        )

        self.tool_palette.tool_changed.connect(self._tool_changed)
        self.tool_palette.brush_changed.connect(lambda t: setattr(scene, "brush", t))
        self.tool_palette.figure_kind_changed.connect(self._kind_changed)
        self.figure_panel.move_changed.connect(scene.set_move)
        scene.selection_changed.connect(lambda fid: self.figure_panel.show_figure(fid or None))
        scene.sight_changed.connect(self._show_sight)
        scene.drop_refused.connect(self._drop_refused)
        self.outcome_panel.outcome_chosen.connect(scene.preview_item.choose)
        scene.outcome_picked.connect(self.outcome_panel.list.setCurrentRow)
        ctl.changed.connect(lambda _what: self._solve_timer.start())
        self.tabs.currentChanged.connect(self._tab_changed)
        ctl.cases_changed.connect(self._cases_changed)
        self.refresh_outcomes()
        self._status_tool: Tool | None = Tool.SELECT  # the status shows this tool's hint
        self.retranslate()

    # --- toolbar ---------------------------------------------------------------------------

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.side_panel)
        bar.setObjectName("tacticsToolbar")
        self.open_action = QAction(self)
        self.open_action.setObjectName("tacticsOpen")
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_dialog)
        self.save_action = QAction(self)
        self.save_action.setObjectName("tacticsSave")
        self.save_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_action.triggered.connect(self.save_dialog)
        self.undo_action = self.controller.undo_stack.createUndoAction(self, self.tr("Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.controller.undo_stack.createRedoAction(self, self.tr("Redo"))
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.new_action = QAction(self)
        self.new_action.setObjectName("tacticsNew")
        self.new_action.triggered.connect(self.new_scenario)
        self.suite_action = QAction(self)
        self.suite_action.setObjectName("tacticsSuite")
        self.suite_action.triggered.connect(lambda: self.open_path(suite_path()))
        self.suite_action.setVisible(suite_path().is_file())
        self.play_action = QAction(self)
        self.play_action.setObjectName("tacticsPlay")
        self.play_menu = play_menu(self, self.start_play)
        self.play_action.setMenu(self.play_menu)
        actions = (
            self.new_action,
            self.open_action,
            self.suite_action,
            self.save_action,
            self.undo_action,
            self.redo_action,
        )
        for action in actions:
            bar.addAction(action)
            self.addAction(action)
        self.side_layout.addWidget(bar)
        self.play_button = QPushButton(self.side_panel)
        self.play_button.setObjectName("tacticsPlayButton")
        self.play_button.setMenu(self.play_menu)
        self.side_layout.addWidget(self.play_button)
        self.case_box = QComboBox(self.side_panel)
        self.case_box.setObjectName("caseBox")
        self.case_box.setVisible(False)
        self.case_box.currentIndexChanged.connect(self._case_picked)
        self.side_layout.addWidget(self.case_box)
        self.note_label = QLabel(self.side_panel)
        self.note_label.setObjectName("caseNote")
        self.note_label.setWordWrap(True)
        self.side_layout.addWidget(self.note_label)

    def retranslate(self) -> None:
        """The page's fixed texts in the language in force (at start and on every LanguageChange)."""
        self.set_title(self.tr("Tactics: scenario editor"))
        for index, name in enumerate((self.tr("Edit"), self.tr("Ability"), self.tr("Monster turn"))):
            self.tabs.setTabText(index, name)
        tab_tips(self.tabs.tabBar())
        self.open_action.setText(self.tr("Open\u2026"))
        self.save_action.setText(self.tr("Save as\u2026"))
        stack = self.controller.undo_stack
        self.undo_action.setText(" ".join(filter(None, (self.tr("Undo"), stack.undoText()))))
        self.redo_action.setText(" ".join(filter(None, (self.tr("Redo"), stack.redoText()))))
        self.new_action.setText(self.tr("New"))
        self.new_action.setToolTip(self.tr("An empty room (undo brings the old scenario back)."))
        self.suite_action.setText(self.tr("Case suite"))
        self.suite_action.setToolTip(self.tr("Open the bundled monster-turn cases."))
        self.play_action.setText(self.tr("Play\u2026"))
        self.play_action.setToolTip(self.tr("Play a scenario, round after round."))
        self.play_button.setText(self.tr("Play a scenario\u2026"))
        self.play_button.setToolTip(self.play_action.toolTip())
        self.case_box.setToolTip(self.tr("The cases of the opened file: pick one to show it."))
        if self._status_tool is not None:  # the palette may hear of the switch after the page
            self.status.setText(self.tool_palette.tool_words()[self._status_tool][1])

    # --- playing a scenario ----------------------------------------------------------------------

    def start_play(
        self, scenario: PlayScenario, seed: int | None = None, source: dict[str, Any] | None = None
    ) -> PlayPage:
        """Swap the editor for a game of ``scenario`` (Editor in its toolbar swaps back);
        ``source``: the scenario file's JSON, kept in saves of a scenario the app does not ship."""
        self.leave_play()
        page = PlayPage(scenario, new_seed() if seed is None else seed, self, source)
        page.leave.connect(self.leave_play)
        self._editor_splitter().setVisible(False)
        layout = self.layout()
        assert layout is not None
        layout.addWidget(page)
        page.show()
        self.play_page = page
        page.view.fit_to_window()
        return page

    def open_saved_game(self, path: Path | str) -> bool:
        """A tactics ``.fdsave`` opened from the desktop or the main window: play on from it."""
        try:
            scenario, source, seed, _actions = read_fdsave(Path(path))
        except Exception as exc:  # any bad file is a message (file_refusal.py), never a crash
            QMessageBox.warning(
                self,
                self.tr("Cannot load"),
                self.tr("{path}: {detail}").format(path=path, detail=refusal_text(exc)),
            )
            return False
        return self.start_play(scenario, seed, source).load_path(Path(path))

    def leave_play(self) -> None:
        page, self.play_page = self.play_page, None
        if page is not None:
            page.controller.timer.stop()
            page.hide()
            page.deleteLater()
        self._editor_splitter().setVisible(True)

    def _editor_splitter(self) -> QWidget:
        return self.view.parentWidget() or self.view

    # --- files -----------------------------------------------------------------------------

    def new_scenario(self) -> None:
        self.controller.edit(self.tr("New scenario"), Scenario(hexes=rectangle(COLUMNS, ROWS)))
        self.view.fit_to_window()

    def open_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a scenario or monster-turn cases"), "", self.tr("JSON files (*.json)")
        )
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        try:
            self.controller.open_file(path)
        except CaseFileError as exc:
            QMessageBox.warning(self, self.tr("Cannot open"), self._case_error_text(exc))
            return False
        self.tabs.setCurrentWidget(self.outcome_panel)
        self.view.fit_to_window()
        return True

    def _case_error_text(self, exc: CaseFileError) -> str:
        if exc.code == "not_json":
            return self.tr("The file is not readable JSON.")
        if exc.code == "bad_format":
            return self.tr("Case %1 is not in the monster-turn/1 format.").replace("%1", exc.case_id or "?")
        return (
            self.tr("Case %1: the field %2 is not valid.")
            .replace("%1", exc.case_id or "?")
            .replace("%2", exc.field)
        )

    def save_dialog(self) -> None:
        if self.controller.scenario.active is None:
            QMessageBox.information(
                self,
                self.tr("Nothing to save yet"),
                self.tr(
                    "A monster-turn case needs an active monster: place a monster (the first one "
                    "placed becomes the active monster) and save again."
                ),
            )
            return
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the scenario as a monster-turn case"), "", self.tr("JSON files (*.json)")
        )
        if name:
            guarded(lambda: self.controller.save_file(Path(name)), self._cannot_save)

    def _cannot_save(self, text: str) -> None:
        QMessageBox.warning(self, self.tr("Cannot save"), text)

    def _cases_changed(self) -> None:
        box = self.case_box
        box.blockSignals(True)
        box.clear()
        for case in self.controller.cases:
            box.addItem(case.case_id or self.tr("(no id)"))
        box.blockSignals(False)
        box.setVisible(len(self.controller.cases) > 1)

    def _case_picked(self, index: int) -> None:
        if 0 <= index < len(self.controller.cases):
            self.controller.show_case(index)
            self.view.fit_to_window()

    # --- tools ------------------------------------------------------------------------------

    def _tool_changed(self, tool: Tool) -> None:
        self.tactics_scene.set_tool(tool)
        self.status.setText(self.tool_palette.buttons[tool].toolTip())
        self._status_tool = tool

    def _kind_changed(self, kind: object, elite: bool) -> None:
        self.tactics_scene.place_kind = kind  # type: ignore[assignment]
        self.tactics_scene.place_elite = elite

    def _show_sight(self, hexes: tuple[Hex, ...], answer: SightAnswer | None) -> None:
        if len(hexes) == 1:
            self._status_tool = None
            self.status.setText(self.tr("Sight: now click the second hex."))
            return
        if answer is None:
            self._status_tool = None
            self.status.setText("")
            return
        if answer.visible:
            sees = self.tr("they see each other")
        else:
            sees = self.tr("no line of sight")
        rng = (
            self.tr("walls cut them off")
            if answer.range is None
            else self.tr("range %1").replace("%1", str(answer.range))
        )
        self._status_tool = None
        self.status.setText(self.tr("Sight: %1; %2.").replace("%1", sees).replace("%2", rng))

    def _drop_refused(self, _figure_id: str, h: Hex) -> None:
        self._status_tool = None
        self.status.setText(self.tr("The figure cannot end its move there: drop it on a shaded hex."))

    def _tab_changed(self, index: int) -> None:
        """Opening the monster turn tab shows the preview (a selected figure's reach hides it)."""
        if self.tabs.widget(index) is self.outcome_panel:
            self.tactics_scene.select(None)

    # --- the monster's turn ------------------------------------------------------------------

    def _solve_later(self) -> None:
        """After an edit: the engine solves off the UI thread; ``outcomes_ready`` redraws."""
        self.controller.solve_in_background()

    def refresh_outcomes(self) -> None:
        """Ask the engine for the active monster's turn and show it in the panel and the board."""
        s = self.controller.scenario
        outcomes = self.controller.outcomes()
        hexes = {f.id: f.hex for f in s.figures}
        self.tactics_scene.preview_item.set_outcomes(outcomes or [], hexes)
        self.outcome_panel.show_ability(s)
        self.outcome_panel.show_outcomes(
            outcomes,
            hexes,
            s.active is not None,
            s.expected,
            matches=self.controller.matches_expected(),
            edited=not self.controller.undo_stack.isClean(),
            problem=self.controller.ability_problem(),
        )
        self.note_label.setText(s.note)
        self.note_label.setVisible(bool(s.note or s.case_id))
        if s.case_id:
            self.note_label.setText(f"{s.case_id}: {s.note}")

    def inspect(self, figure_id: str | None, move: int, mode: MovementMode = MovementMode.NORMAL) -> None:
        """Select a figure and shade its reach for ``move`` (as the panel does)."""
        self.tactics_scene.select(figure_id)
        self.figure_panel.move_spin.setValue(move)
        self.figure_panel.mode.setCurrentIndex(self.figure_panel.mode.findData(mode.value))
        self.tactics_scene.set_move(move, mode)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """The monster turn panel is built from the engine's outcomes: build it again."""
        super().changeEvent(event)  # first: the tool palette's hints are the new ones
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_status_tool"):
            self.retranslate()
            self.refresh_outcomes()
