"""A page that shows a board beside a side panel: the shape every game page shares."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.view.board_view import BoardView

PANEL_WIDTH = (260, 420)  # the side panel's narrowest and widest


class PanelScroll(QScrollArea):
    """The side panel, scrolling up and down when its words need more height than the window has
    (a longer language, a small screen); never sideways, so it keeps the panel's widths."""

    def __init__(self, panel: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanelScroll")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(panel)
        self.panel = panel
        self.setMaximumWidth(panel.maximumWidth() + self.margin())

    def margin(self) -> int:
        """What the scroll bar and frame take beside the panel."""
        return self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        panel = self.panel
        width = max(panel.minimumWidth(), panel.minimumSizeHint().width()) + self.margin()
        return QSize(width, 120)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        hint = self.panel.sizeHint()
        return QSize(max(hint.width() + self.margin(), self.minimumSizeHint().width()), hint.height())


class BoardPage(QWidget):
    """Board view on the left, side panel on the right, split so either can grow."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.view = BoardView(scene, self)
        self.view.setObjectName("boardView")

        self.side_panel = QFrame(self)
        self.side_panel.setObjectName("sidePanel")
        self.side_panel.setMinimumWidth(PANEL_WIDTH[0])
        self.side_panel.setMaximumWidth(PANEL_WIDTH[1])
        self.side_layout = QVBoxLayout(self.side_panel)
        self.title_label = QLabel(self.side_panel)
        self.title_label.setObjectName("pageTitle")
        self.title_label.setWordWrap(True)
        self.side_layout.addWidget(self.title_label)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.view)
        self.panel_scroll = PanelScroll(self.side_panel, splitter)
        splitter.addWidget(self.panel_scroll)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([960, 320])

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
