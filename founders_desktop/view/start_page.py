"""The start page: the three ways into the app, each a large button with a line of explanation."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
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

        title = QLabel(self.tr("Founders Desktop"), self)
        title.setObjectName("startTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel(self.tr("The Gloomhaven family of board games, with every rule enforced."), self)
        subtitle.setObjectName("startSubtitle")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(18)

        self.city_button = self._entry(
            "cityButton",
            self.tr("New city game"),
            self.tr("Founders of Gloomhaven: 1 to 4 players, people or computer, on either side of the map."),
        )
        self.sandbox_button = self._entry(
            "sandboxButton",
            self.tr("Map sandbox"),
            self.tr("Place any tile anywhere and see legality, connections and scores."),
        )
        self.tactics_button = self._entry(
            "tacticsButton",
            self.tr("Tactics"),
            self.tr("Gloomhaven's hex rules: movement, line of sight and what each monster will do."),
        )
        self.continue_button = self._entry(
            "continueButton",
            self.tr("Continue last game"),
            self.tr("Reopen the city game you played last, where you left it."),
        )
        self.continue_button.setVisible(False)
        for button in (self.continue_button, self.city_button, self.sandbox_button, self.tactics_button):
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.continue_button.clicked.connect(self.continue_requested)
        self.city_button.clicked.connect(self.city_requested)
        self.sandbox_button.clicked.connect(self.sandbox_requested)
        self.tactics_button.clicked.connect(self.tactics_requested)

    def set_can_continue(self, can: bool) -> None:
        """Show "Continue last game" only when there is an autosaved game to reopen."""
        self.continue_button.setVisible(can)

    def _entry(self, name: str, title: str, explanation: str) -> QCommandLinkButton:
        button = QCommandLinkButton(title, explanation, self)
        button.setObjectName(name)
        button.setProperty("entry", True)
        button.setFixedWidth(680)
        button.setMinimumHeight(80)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setToolTip(explanation)
        button.setAccessibleName(title)
        return button
