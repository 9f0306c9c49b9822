"""The hot-seat cover: between two people at one screen, the next one's hand and vote stay hidden
until they say they are the one looking.

Shown over the whole page before each person's turn when two or more people share the game (a
person playing only computers never sees it: nobody else is looking).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class SeatCover(QWidget):
    """Emits ``revealed(seat)`` when the named person asks to see their turn."""

    revealed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatCover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # opaque: nothing shows through
        self.setStyleSheet("#seatCover { background: #2a2118; } #seatCover QLabel { color: #f4ead5; }")
        self.seat = -1
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel(self)
        self.title.setObjectName("seatCoverTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-size: 22pt; font-weight: bold;")
        layout.addWidget(self.title)
        self.note = QLabel(self)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.button = QPushButton(self)
        self.button.setObjectName("seatCoverShow")
        self.button.setStyleSheet("font-size: 13pt; padding: 8px 24px;")
        self.button.clicked.connect(lambda: self.revealed.emit(self.seat))
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)

    def cover(self, seat: int, name: str) -> None:
        self.seat = seat
        self.title.setText(self.tr("{name}'s turn").format(name=name))
        note = self.tr(
            "Pass the screen to {name}. Cards and votes stay hidden until {name} presses the button."
        )
        self.note.setText(note.format(name=name))
        self.button.setText(self.tr("I am {name}: show my turn").format(name=name))
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()
