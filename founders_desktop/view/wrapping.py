"""A push button and a check box whose words wrap onto more lines instead of being cut.

Qt's buttons and check boxes draw their text on one line and ask for that line's width, so a
long translation either widens the side panel past its edge or is cut. These two keep the usual
look and API (``text()``, ``setText()``, signals) but ask for height-for-width like a wrapped
label: as narrow as their longest word, as tall as the wrapped text needs.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QIcon, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStyleOptionFocusRect,
    QStylePainter,
    QWidget,
)

_WRAP = Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic
_TALL = 10_000


def _text_size(metrics: QFontMetrics, text: str, width: int, align: Qt.AlignmentFlag) -> QSize:
    rect = metrics.boundingRect(QRect(0, 0, max(width, 1), _TALL), int(align | _WRAP), text)
    return rect.size()


def _longest_word(metrics: QFontMetrics, text: str) -> int:
    return max((metrics.horizontalAdvance(word) for word in text.replace("&", "").split()), default=0)


def _wrapping_policy(widget: QWidget) -> None:
    policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(True)
    widget.setSizePolicy(policy)


class WrappingButton(QPushButton):
    """A push button whose text wraps (centred) when the button is narrower than one line."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        _wrapping_policy(self)

    def _frame(self) -> QSize:
        """The room the bevel, margins and icon take around the text."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        return self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, QSize(0, 0), self)

    def _extra(self) -> int:
        return 0 if self.icon().isNull() else self.iconSize().width() + 4

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        frame = self._frame()
        room = width - frame.width() - self._extra()
        text = _text_size(self.fontMetrics(), self.text(), room, Qt.AlignmentFlag.AlignCenter)
        return max(super().sizeHint().height(), frame.height() + text.height())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        hint = super().sizeHint()
        return QSize(hint.width(), self.heightForWidth(hint.width()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        width = self._frame().width() + self._extra() + _longest_word(self.fontMetrics(), self.text())
        return QSize(width, self.heightForWidth(width))

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        text = option.text
        icon = self.icon()
        option.text = ""
        option.icon = QIcon()  # drawn below, beside the text: the style would centre it over the text
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        area = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self)
        extra = self._extra()
        if extra:
            words = _text_size(self.fontMetrics(), text, area.width() - extra, Qt.AlignmentFlag.AlignCenter)
            left = area.left() + max(0, (area.width() - extra - words.width()) // 2)
            size = self.iconSize()
            mode = QIcon.Mode.Normal if self.isEnabled() else QIcon.Mode.Disabled
            top = area.top() + (area.height() - size.height()) // 2
            painter.drawPixmap(QPoint(left, top), icon.pixmap(size, mode))
            area = QRect(left + extra, area.top(), words.width() + 1, area.height())
        painter.drawItemText(
            area,
            int(Qt.AlignmentFlag.AlignCenter | _WRAP),
            self.palette(),
            self.isEnabled(),
            text,
            QPalette.ColorRole.ButtonText,
        )


class WrappingCheckBox(QCheckBox):
    """A check box whose text wraps beside the box when one line does not fit."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        _wrapping_policy(self)

    def _indicator(self) -> QSize:
        style = self.style()
        width = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, self)
        height = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorHeight, None, self)
        spacing = style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, self)
        return QSize(width + spacing, height)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        box = self._indicator()
        text = _text_size(self.fontMetrics(), self.text(), width - box.width(), Qt.AlignmentFlag.AlignLeft)
        return max(box.height(), text.height()) + 2

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        width = (
            self._indicator().width() + self.fontMetrics().horizontalAdvance(self.text().replace("&", "")) + 2
        )
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        width = self._indicator().width() + _longest_word(self.fontMetrics(), self.text()) + 2
        return QSize(width, self.heightForWidth(width))

    def hitButton(self, pos: QPoint) -> bool:  # noqa: N802 (Qt API)
        return self.rect().contains(pos)

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        text = option.text
        box = self._indicator()
        indicator = self.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, self)
        line = self.fontMetrics().height()
        option.rect = QRect(0, max(0, (line - box.height()) // 2) + 1, indicator, box.height())
        painter.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorCheckBox, option)
        area = QRect(box.width(), 1, self.width() - box.width(), self.height() - 1)
        if self.hasFocus():  # keyboard users see which box Space toggles
            focus = QStyleOptionFocusRect()
            focus.initFrom(self)
            focus.rect = self.fontMetrics().boundingRect(
                area, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | _WRAP), text
            )
            painter.drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, focus)
        painter.drawItemText(
            area,
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | _WRAP),
            self.palette(),
            self.isEnabled(),
            text,
            QPalette.ColorRole.WindowText,
        )
