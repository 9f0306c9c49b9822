"""The card that shows when a name is hovered: on a button or label that names a card, a link in
a text panel, a line of the log, a card on a board. One popup per window, shown beside the
hovered widget (not under the cursor, where the tooltip goes)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QCursor, QGuiApplication, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QAbstractItemView, QLabel, QWidget

from founders_desktop.content import ContentPack
from founders_desktop.view.cards.face import Face
from founders_desktop.view.cards.faces import face_for, is_card

CARD_ROLE = int(Qt.ItemDataRole.UserRole) + 41  # a list item's card ids (tuple of str)
CARD_PROPERTY = "card"  # a widget's card id
LINK_PREFIX = "card:"
SCALE = 1.15  # the hover card a little larger than its natural size: it is there to be read
GAP = 8


def card_link(card: str, text: str) -> str:
    """Rich text naming a card, which shows the card when hovered (in a label attached with
    ``CardHover.attach_label``). ``text`` must already be escaped."""
    return f"<a href='{LINK_PREFIX}{card}' style='color:inherit; text-decoration:none'>{text}</a>"


class CardPopup(QWidget):
    """A frameless window showing one or more faces side by side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.ToolTip | Qt.WindowType.FramelessWindowHint)
        self.setObjectName("cardPopup")
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.faces: list[Face] = []

    def set_faces(self, faces: Sequence[Face]) -> None:
        self.faces = list(faces)
        self.resize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        if not self.faces:
            return QSize(1, 1)
        w = sum(f.width * SCALE for f in self.faces) + GAP * (len(self.faces) - 1)
        h = max(f.height * SCALE for f in self.faces)
        return QSize(round(w), round(h))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        x = 0.0
        for f in self.faces:
            f.paint(painter, QRectF(x, 0, f.width * SCALE, f.height * SCALE))
            x += f.width * SCALE + GAP
        painter.end()


class CardHover(QObject):
    """Shows the card of whatever carries one under the cursor. ``players`` (for Call to Vote's
    "after N cards") is asked when a card is shown."""

    def __init__(self, pack: ContentPack, players: Callable[[], int | None] = lambda: None) -> None:
        super().__init__()
        self.pack = pack
        self.players = players
        self.popup: CardPopup | None = None  # made for the hovered widget's window, deleted with it
        self.shown: tuple[str, ...] = ()  # the ids on show (what tests and the log check)
        self._lists: dict[QObject, QAbstractItemView] = {}
        self._areas: dict[QObject, Callable[[QPoint], Sequence[str]]] = {}

    # -- attaching ----------------------------------------------------------------------------
    def attach(self, widget: QWidget, card: str) -> None:
        """Hovering ``widget`` shows ``card`` (nothing if it is not a card of the pack)."""
        widget.setProperty(CARD_PROPERTY, card)
        widget.removeEventFilter(self)
        widget.installEventFilter(self)

    def attach_label(self, label: QLabel) -> None:
        """Links made with ``card_link`` in ``label``'s rich text show their card."""
        label.setMouseTracking(True)
        label.linkHovered.connect(lambda link, w=label: self._link(w, link))
        label.installEventFilter(self)

    def attach_list(self, view: QAbstractItemView) -> None:
        """Items whose ``CARD_ROLE`` data lists card ids show those cards."""
        view.setMouseTracking(True)
        self._lists[view.viewport()] = view
        view.viewport().installEventFilter(self)

    def attach_area(self, widget: QWidget, cards_at: Callable[[QPoint], Sequence[str]]) -> None:
        """``cards_at(pos)`` says which cards are under a point of ``widget`` (a painted board)."""
        widget.setMouseTracking(True)
        self._areas[widget] = cards_at
        widget.installEventFilter(self)

    # -- showing ------------------------------------------------------------------------------
    def show_cards(self, cards: Sequence[str], near: QWidget) -> bool:
        """Show the faces of ``cards`` beside ``near``; False (and hidden) if none is a card."""
        ids = tuple(dict.fromkeys(c for c in cards if is_card(self.pack, c)))[:3]
        if not ids:
            self.hide()
            return False
        if ids == self.shown and self.popup is not None and self.popup.isVisible():
            return True
        faces = [f for f in (face_for(self.pack, c, self.players()) for c in ids) if f is not None]
        popup = self._popup(near)
        popup.set_faces(faces)
        popup.move(self._where(near, popup.size()))
        popup.show()
        popup.raise_()
        self.shown = ids
        return True

    def _popup(self, near: QWidget) -> CardPopup:
        """The popup, a child of ``near``'s window (so it never outlives the windows)."""
        window = near.window()
        if self.popup is None or not shiboken6.isValid(self.popup) or self.popup.parentWidget() is not window:
            self.hide()
            self.popup = CardPopup(window)
        return self.popup

    def hide(self) -> None:
        if self.popup is not None and shiboken6.isValid(self.popup):
            self.popup.hide()
        self.shown = ()

    def _where(self, near: QWidget, size: QSize) -> QPoint:
        """Left of the hovered widget (over the board) if there is room, else right; kept on screen."""
        top_left = near.mapToGlobal(QPoint(0, 0))
        rect = QRect(top_left, near.size())
        screen = QGuiApplication.screenAt(QCursor.pos()) or QGuiApplication.primaryScreen()
        area = screen.availableGeometry()
        x = rect.left() - size.width() - GAP
        if x < area.left():
            x = rect.right() + GAP
        if x + size.width() > area.right():
            x = max(area.left(), area.right() - size.width())
        y = QCursor.pos().y() - size.height() // 3
        y = max(area.top(), min(y, area.bottom() - size.height()))
        return QPoint(x, y)

    def _link(self, label: QLabel, link: str) -> None:
        if link.startswith(LINK_PREFIX):
            self.show_cards([link[len(LINK_PREFIX) :]], label)
        else:
            self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        kind = event.type()
        if kind in (QEvent.Type.Leave, QEvent.Type.Hide, QEvent.Type.MouseButtonPress):
            self.hide()
            return False
        if watched in self._lists and kind == QEvent.Type.MouseMove:
            view = self._lists[watched]
            assert isinstance(event, QMouseEvent)
            index = view.indexAt(event.position().toPoint())
            cards = index.data(CARD_ROLE) if index.isValid() else None
            if cards:
                self.show_cards(list(cards), view)
            else:
                self.hide()
        elif watched in self._areas and kind == QEvent.Type.MouseMove:
            assert isinstance(event, QMouseEvent) and isinstance(watched, QWidget)
            cards = self._areas[watched](event.position().toPoint())
            if cards:
                self.show_cards(cards, watched)
            else:
                self.hide()
        elif kind == QEvent.Type.Enter and isinstance(watched, QWidget):
            card = watched.property(CARD_PROPERTY)
            if isinstance(card, str) and card:
                self.show_cards([card], watched)
        return False


_SHARED: list[CardHover] = []


def shared_hover(pack: ContentPack) -> CardHover:
    """The one hover card of the app (one popup whatever is hovered), reading ``pack``."""
    if not _SHARED:
        _SHARED.append(CardHover(pack))
    hover = _SHARED[0]
    hover.pack = pack
    return hover
