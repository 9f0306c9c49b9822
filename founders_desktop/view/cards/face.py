"""A card face: a natural size and a painter in those units, drawn scaled into any rect (so one
drawing serves the hover card, the offer board and the screenshots), and a widget that shows one."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget


@dataclass(frozen=True)
class Face:
    """``draw(painter, width, height)`` paints in natural units, origin top left. ``card`` is the
    id the face shows (a card, race or resource), ``words`` what it says, for tests and readers."""

    card: str
    width: float
    height: float
    draw: Callable[[QPainter, float, float], None]
    words: tuple[str, ...] = ()

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        """Scaled to fit ``rect`` keeping the card's proportions, centred."""
        scale = min(rect.width() / self.width, rect.height() / self.height)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(
            rect.left() + (rect.width() - self.width * scale) / 2,
            rect.top() + (rect.height() - self.height * scale) / 2,
        )
        painter.scale(scale, scale)
        self.draw(painter, self.width, self.height)
        painter.restore()

    def text(self) -> str:
        return "\n".join(self.words)


class FaceWidget(QWidget):
    """Shows one face at ``scale`` of its natural size, or scaled to its width (``fit_width``)."""

    def __init__(self, face: Face | None = None, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = face
        self.scale = scale
        self.fit_width = False
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._accessible()

    def set_face(self, face: Face | None) -> None:
        self.face = face
        self._accessible()
        self.updateGeometry()
        self.update()

    def _accessible(self) -> None:
        self.setAccessibleDescription(self.face.text() if self.face is not None else "")

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        if self.face is None:
            return QSize(0, 0)
        return QSize(round(self.face.width * self.scale), round(self.face.height * self.scale))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return self.fit_width and self.face is not None

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        if self.face is None:
            return 0
        return round(width * self.face.height / self.face.width)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        if self.face is None:
            return
        painter = QPainter(self)
        self.face.paint(painter, QRectF(self.rect()))
        painter.end()


ALIGN_TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
