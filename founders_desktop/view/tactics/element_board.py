"""The elemental infusion table on the play page: six tokens, as full, half or empty as the
element is strong, waning or inert in the engine's state.

The fill level carries the state (readable in grey and by colour-blind players); the colour
only says which element, and the icon says it again. Each token's tooltip names both.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from founders_desktop.tactics.rounds import Event
from founders_desktop.view.tactics.play_text import element_name, fill
from founders_desktop.view.tactics.tactics_icons import paint_icon

# the infusion table's order, as printed
ORDER = ("fire", "ice", "air", "earth", "light", "dark")

COLOURS = {
    "fire": QColor("#e07b39"),
    "ice": QColor("#7cc3e8"),
    "air": QColor("#b9c3c9"),
    "earth": QColor("#7faa4e"),
    "light": QColor("#f0c84a"),
    "dark": QColor("#8a78b0"),
}

STATES = {
    "strong": QT_TRANSLATE_NOOP("ElementBoard", "strong"),
    "waning": QT_TRANSLATE_NOOP("ElementBoard", "waning"),
    "inert": QT_TRANSLATE_NOOP("ElementBoard", "inert"),
}

INK = QColor("#2b2118")
TOKEN = 30


def state_name(code: str) -> str:
    return QCoreApplication.translate("ElementBoard", str(STATES.get(code, code)))


class ElementToken(QWidget):
    """One element: a round token filled to its state, its icon on top."""

    def __init__(self, element: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.element = element
        self.state = "inert"
        self.setObjectName(f"element-{element}")
        self.setFixedSize(QSize(TOKEN + 4, TOKEN + 4))
        self.retranslate()

    def set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.retranslate()
            self.update()

    def retranslate(self) -> None:
        text = fill(
            QCoreApplication.translate("ElementBoard", "%1: %2"),
            element_name(self.element),
            state_name(self.state),
        )
        self.setToolTip(text)
        self.setAccessibleName(text)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        disc = QRectF(2, 2, TOKEN, TOKEN)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#f7f0dc"))
        p.drawEllipse(disc)
        colour = COLOURS.get(self.element, QColor("#999"))
        if self.state == "strong":
            p.setBrush(colour)
            p.drawEllipse(disc)
        elif self.state == "waning":  # the lower half, as the slider sits half way down the table
            half = QPainterPath()
            half.addEllipse(disc)
            lower = QPainterPath()
            lower.addRect(QRectF(disc.left(), disc.center().y(), disc.width(), disc.height() / 2))
            p.setBrush(colour)
            p.drawPath(half.intersected(lower))
        inert = self.state == "inert"
        edge = QPen(INK, 1.5) if not inert else QPen(QColor("#9a8f7a"), 1.5, Qt.PenStyle.DashLine)
        p.setPen(edge)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(disc)
        p.setOpacity(0.35 if inert else 1.0)
        paint_icon(p, f"element-{self.element}", disc.adjusted(6, 6, -6, -6))
        p.end()


class ElementBoard(QWidget):
    """The six elements in a row, after a short title."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("elementBoard")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.title = QLabel(self)
        self.title.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.title)
        self.tokens = {e: ElementToken(e, self) for e in ORDER}
        for token in self.tokens.values():
            layout.addWidget(token)
        layout.addStretch(1)
        self.retranslate()

    def show_elements(self, elements: dict[str, str]) -> None:
        """``elements``: element -> "strong" or "waning", as the round state keeps them."""
        for e, token in self.tokens.items():
            token.set_state(elements.get(e, "inert"))

    def show_event(self, event: Event) -> None:
        """One played-back event: an infusion turns strong, a consumption inert, the round's end
        gives the new table."""
        p = event.params
        if event.code == "infuse":
            self.tokens[str(p["element"])].set_state("strong")
        elif event.code == "consume":
            self.tokens[str(p["element"])].set_state("inert")
        elif event.code == "wane":
            self.show_elements(dict(p["elements"]))

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("ElementBoard", "Elements:"))
        for token in self.tokens.values():
            token.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
