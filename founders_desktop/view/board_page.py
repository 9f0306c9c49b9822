"""A page that shows a board beside a side panel: the shape every game page shares."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.view.board_view import BoardView


class BoardPage(QWidget):
    """Board view on the left, side panel on the right, split so either can grow."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.view = BoardView(scene, self)
        self.view.setObjectName("boardView")

        self.side_panel = QFrame(self)
        self.side_panel.setObjectName("sidePanel")
        self.side_panel.setMinimumWidth(260)
        self.side_layout = QVBoxLayout(self.side_panel)
        self.title_label = QLabel(self.side_panel)
        self.title_label.setObjectName("pageTitle")
        self.title_label.setWordWrap(True)
        self.side_layout.addWidget(self.title_label)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.view)
        splitter.addWidget(self.side_panel)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)

    def set_title(self, title: str) -> None:
        self.title_label.setText(title)

    def add_panel_text(self, text: str) -> QLabel:
        """A wrapped paragraph in the side panel."""
        label = QLabel(text, self.side_panel)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        self.side_layout.addWidget(label)
        return label

    def finish_panel(self) -> None:
        """Push panel contents to the top."""
        self.side_layout.addStretch(1)
