"""The main window: a stack of pages (start, city, sandbox, tactics), the menu bar, remembered geometry."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QSettings, QTimer, QUrl
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QDesktopServices, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMessageBox, QStackedWidget, QWidget

from founders_desktop.logs import log_folder
from founders_desktop.view import i18n
from founders_desktop.view.about import show_about
from founders_desktop.view.board_page import BoardPage
from founders_desktop.view.start_page import StartPage

if TYPE_CHECKING:
    from founders_desktop.view.city_page import CityPage
    from founders_desktop.view.sandbox_page import SandboxPage
    from founders_desktop.view.tactics_page import TacticsPage

DEFAULT_SIZE = (1280, 800)
GEOMETRY_KEY = "main_window/geometry"
STATE_KEY = "main_window/state"
OFFER_CONTINUE_DELAY_MS = 300


class MainWindow(QMainWindow):
    """Owns the pages and the menus; pages never switch each other directly."""

    def __init__(
        self, settings: QSettings, parent: QWidget | None = None, *, remember_geometry: bool = True
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.remember_geometry = remember_geometry

        self.stack = QStackedWidget(self)
        self.start_page = StartPage(self.stack)
        # Game pages are built the first time they are shown: the start page paints at once,
        # without loading the content pack, the engines and their boards.
        self.pages: dict[str, QWidget] = {"start": self.start_page}
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)

        self.start_page.city_requested.connect(self.new_city_game)
        self.start_page.continue_requested.connect(self.continue_last_game)
        self.start_page.sandbox_requested.connect(self.show_sandbox)
        self.start_page.tactics_requested.connect(self.show_tactics)
        self._build_menus()
        self.stack.currentChanged.connect(self._update_view_actions)
        self._restore_geometry()
        self._update_view_actions()
        self.retranslate()

    # pages ---------------------------------------------------------------------------------
    PAGE_NAMES = ("start", "city", "sandbox", "tactics")

    def page(self, name: str) -> QWidget:
        """The page called ``name``, built on first use."""
        if name not in self.pages:
            if name == "city":
                from founders_desktop.view.city_page import CityPage

                page: QWidget = CityPage(self.stack)
            elif name == "sandbox":
                from founders_desktop.view.sandbox_page import SandboxPage

                page = SandboxPage(self.stack)
            elif name == "tactics":
                from founders_desktop.view.tactics_page import TacticsPage

                page = TacticsPage(self.stack)
            else:
                raise KeyError(name)
            self.pages[name] = page
            self.stack.addWidget(page)
        return self.pages[name]

    @property
    def city_page(self) -> CityPage:
        return self.page("city")  # type: ignore[return-value]

    @property
    def sandbox_page(self) -> SandboxPage:
        return self.page("sandbox")  # type: ignore[return-value]

    @property
    def tactics_page(self) -> TacticsPage:
        return self.page("tactics")  # type: ignore[return-value]

    def show_page(self, name: str) -> None:
        """Switch to page ``name`` (one of start, city, sandbox, tactics)."""
        if name == "start":
            # After the first frames: looking for an autosave loads the save layer (pydantic).
            QTimer.singleShot(OFFER_CONTINUE_DELAY_MS, self._offer_continue)
        self.stack.setCurrentWidget(self.page(name))

    def _offer_continue(self) -> None:
        """Show "Continue last game" when a city game was autosaved (checked after painting)."""
        from founders_desktop.app.city_game.autosaves import playable_city_autosave
        from founders_desktop.content import default_pack

        self.start_page.set_can_continue(playable_city_autosave(default_pack()) is not None)

    def show_start(self) -> None:
        self.show_page("start")

    def show_city(self) -> None:
        self.show_page("city")

    def new_city_game(self) -> bool:
        """Open the city page and its setup dialog; back where we were if the person cancels."""
        previous = self.current_page_name()
        self.show_city()
        started = self.city_page.new_game_dialog()
        if not started and self.city_page.game is None:
            self.show_page(previous)
        return started

    def continue_last_game(self) -> bool:
        self.show_city()
        return self.city_page.continue_last_game()

    def open_dialog(self) -> None:
        """File > Open saved game: any ``.fdsave``, shown on the page of its game."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open saved game"), "", self.tr("Founders Desktop saves (*.fdsave)")
        )
        if path:
            self.open_saved_game(Path(path))

    def show_sandbox(self) -> None:
        self.show_page("sandbox")

    def show_tactics(self) -> None:
        self.show_page("tactics")

    def show_packs(self) -> None:
        """File > Content packs...: the pack library (make, import, export, open its folder)."""
        from founders_desktop.view.packs.packs_dialog import PacksDialog

        dialog = PacksDialog(self)
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()

    def show_about(self) -> None:
        show_about(self)

    def open_log_folder(self) -> bool:
        """Help > Open log folder: the file manager shows the log, to attach to a bug report."""
        folder = log_folder()
        folder.mkdir(parents=True, exist_ok=True)
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def open_saved_game(self, path: Path) -> bool:
        """Open a ``.fdsave`` on the page of its game; a refused file is explained, never half-loaded."""
        from founders_desktop.persist import SaveError, load_save
        from founders_desktop.view.save_problems import save_error_text

        try:
            envelope = load_save(path)
        except SaveError as error:
            QMessageBox.warning(self, self.tr("Cannot open the saved game"), save_error_text(error))
            return False
        page = self.page(envelope.game) if envelope.game in self.PAGE_NAMES else None
        opener = getattr(page, "open_saved_game", None)
        if page is None or opener is None:
            QMessageBox.information(
                self,
                self.tr("Cannot open the saved game"),
                self.tr("{path}\nThis version of the app cannot open this kind of saved game yet.").format(
                    path=path
                ),
            )
            return False
        self.show_page(envelope.game)
        return bool(opener(path))

    def current_page_name(self) -> str:
        current = self.stack.currentWidget()
        return next(name for name, page in self.pages.items() if page is current)

    def current_board_page(self) -> BoardPage | None:
        current = self.stack.currentWidget()
        return current if isinstance(current, BoardPage) else None

    # menus ---------------------------------------------------------------------------------
    def _action(
        self,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None,
        slot: object,
        name: str,
    ) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        menu_bar = self.menuBar()
        self.file_menu = file_menu = menu_bar.addMenu("")
        file_menu.setObjectName("fileMenu")
        self.start_action = self._action("Ctrl+Home", self.show_start, "startAction")
        self.city_action = self._action(QKeySequence.StandardKey.New, self.new_city_game, "cityAction")
        self.sandbox_action = self._action("Ctrl+B", self.show_sandbox, "sandboxAction")
        self.tactics_action = self._action("Ctrl+T", self.show_tactics, "tacticsAction")
        self.quit_action = self._action(QKeySequence.StandardKey.Quit, self.close, "quitAction")
        self.open_action = self._action(QKeySequence.StandardKey.Open, self.open_dialog, "openAction")
        for action in (self.start_action, self.city_action, self.sandbox_action, self.tactics_action):
            file_menu.addAction(action)
        file_menu.addSeparator()
        file_menu.addAction(self.open_action)
        self.packs_action = self._action(None, self.show_packs, "packsAction")
        file_menu.addAction(self.packs_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        self.view_menu = view_menu = menu_bar.addMenu("")
        view_menu.setObjectName("viewMenu")
        self.zoom_in_action = self._action(QKeySequence.StandardKey.ZoomIn, self._zoom_in, "zoomInAction")
        self.zoom_out_action = self._action(QKeySequence.StandardKey.ZoomOut, self._zoom_out, "zoomOutAction")
        self.fit_action = self._action("F", self._fit, "fitAction")
        self.full_screen_action = self._action(
            QKeySequence.StandardKey.FullScreen,
            self._toggle_full_screen,
            "fullScreenAction",
        )
        self.full_screen_action.setCheckable(True)
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            view_menu.addAction(action)
        view_menu.addSeparator()
        view_menu.addAction(self.full_screen_action)

        self.help_menu = help_menu = menu_bar.addMenu("")
        help_menu.setObjectName("helpMenu")
        self.about_action = self._action(None, self.show_about, "aboutAction")
        self.aid_action = self._action("F2", self.show_player_aid, "playerAidAction")
        help_menu.addAction(self.aid_action)
        self.log_folder_action = self._action(None, self.open_log_folder, "logFolderAction")
        help_menu.addAction(self.log_folder_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

        view_menu.addSeparator()
        self.language_menu = view_menu.addMenu("")
        self.language_menu.setObjectName("languageMenu")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        chosen = i18n.chosen_language(self.settings)
        for code in (i18n.SYSTEM, *i18n.LANGUAGES):
            action = QAction(i18n.LANGUAGES.get(code, ""), self)
            action.setObjectName(f"language_{code}")
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.triggered.connect(lambda _checked=False, code=code: self.choose_language(code))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action

    def choose_language(self, code: str) -> None:
        """View > Language: remember the choice and switch every open window at once."""
        app = QApplication.instance()
        assert app is not None
        i18n.set_language(app, self.settings, code)
        self.language_actions[code].setChecked(True)

    def retranslate(self) -> None:
        """Set every text again: called at start and on each LanguageChange."""
        self.setWindowTitle(self.tr("Founders Desktop"))
        self.file_menu.setTitle(self.tr("&File"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[i18n.SYSTEM].setText(self.tr("&System language"))
        texts = {
            self.start_action: self.tr("&Start page"),
            self.city_action: self.tr("New &city game"),
            self.sandbox_action: self.tr("Map &sandbox"),
            self.tactics_action: self.tr("&Tactics"),
            self.quit_action: self.tr("&Quit"),
            self.open_action: self.tr("&Open saved game…"),
            self.packs_action: self.tr("Content &packs…"),
            self.zoom_in_action: self.tr("Zoom &in"),
            self.zoom_out_action: self.tr("Zoom &out"),
            self.fit_action: self.tr("&Fit board to window"),
            self.full_screen_action: self.tr("F&ull screen"),
            self.about_action: self.tr("&About Founders Desktop"),
            self.aid_action: self.tr("&Player aid"),
            self.log_folder_action: self.tr("Open &log folder"),
        }
        for action, text in texts.items():
            action.setText(text)

    def show_player_aid(self) -> None:
        """Help > Player aid (F2, on every page; F2 again puts it away): recipes, costs by terrain,
        the turn, the vote."""
        from founders_desktop.content import default_pack
        from founders_desktop.view.cards.player_aid import show_player_aid

        city = self.pages.get("city")
        show_player_aid(getattr(city, "pack", None) or default_pack(), self, toggle=True)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_view_actions(self) -> None:
        on_board = self.current_board_page() is not None
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            action.setEnabled(on_board)

    def _zoom_in(self) -> None:
        if page := self.current_board_page():
            page.view.zoom_in()

    def _zoom_out(self) -> None:
        if page := self.current_board_page():
            page.view.zoom_out()

    def _fit(self) -> None:
        if page := self.current_board_page():
            page.view.fit_to_window()

    def _toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    # geometry ------------------------------------------------------------------------------
    def _restore_geometry(self) -> None:
        if not self.remember_geometry:
            self.resize(*DEFAULT_SIZE)
            return
        geometry = self.settings.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray) and not geometry.isEmpty() and self.restoreGeometry(geometry):
            state = self.settings.value(STATE_KEY)
            if isinstance(state, QByteArray):
                self.restoreState(state)
            return
        self.resize(*DEFAULT_SIZE)

    def save_geometry(self) -> None:
        if not self.remember_geometry:
            return
        self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self.settings.setValue(STATE_KEY, self.saveState())
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt API)
        self.save_geometry()
        super().closeEvent(event)
