"""The start page: the three ways into the app, each a large button with a line of explanation."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QCommandLinkButton, QLabel, QVBoxLayout, QWidget


class StartPage(QWidget):
    """Emits which page the person chose; the main window does the switching."""

    city_requested = Signal()
    continue_requested = Signal()
    sandbox_requested = Signal()
    tactics_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.setSpacing(14)

        self.title = QLabel(self)
        self.title.setObjectName("startTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("startSubtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(18)

        self.city_button = self._entry("cityButton")
        self.sandbox_button = self._entry("sandboxButton")
        self.tactics_button = self._entry("tacticsButton")
        self.continue_button = self._entry("continueButton")
        self.continue_button.setVisible(False)
        for button in (self.continue_button, self.city_button, self.sandbox_button, self.tactics_button):
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.continue_button.clicked.connect(self.continue_requested)
        self.city_button.clicked.connect(self.city_requested)
        self.sandbox_button.clicked.connect(self.sandbox_requested)
        self.tactics_button.clicked.connect(self.tactics_requested)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text again: at start and on each LanguageChange."""
        self.title.setText(self.tr("Founders Desktop"))
        self.subtitle.setText(self.tr("The Gloomhaven family of board games, with every rule enforced."))
        entries = {
            self.city_button: (
                self.tr("New city game"),
                self.tr(
                    "Founders of Gloomhaven: 1 to 4 players, people or computer, on either side of the map."
                ),
            ),
            self.sandbox_button: (
                self.tr("Map sandbox"),
                self.tr("Place any tile anywhere and see legality, connections and scores."),
            ),
            self.tactics_button: (
                self.tr("Tactics"),
                self.tr("Gloomhaven's hex rules: movement, line of sight and what each monster will do."),
            ),
            self.continue_button: (
                self.tr("Continue last game"),
                self.tr("Reopen the city game you played last, where you left it."),
            ),
        }
        for button, (title, explanation) in entries.items():
            button.setText(title)
            button.setDescription(explanation)
            button.setToolTip(explanation)
            button.setAccessibleName(title)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_can_continue(self, can: bool) -> None:
        """Show "Continue last game" only when there is an autosaved game to reopen."""
        self.continue_button.setVisible(can)

    def _entry(self, name: str) -> QCommandLinkButton:
        button = QCommandLinkButton(self)
        button.setObjectName(name)
        button.setProperty("entry", True)
        button.setFixedWidth(680)
        button.setMinimumHeight(80)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        return button
