"""Wrapping buttons and check boxes: narrow as their longest word, as tall as their lines."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from founders_desktop.view.wrapping import WrappingButton, WrappingCheckBox

LONG = "Ставить запрещённые фишки всё равно (с пометкой «запрещено»)"


@pytest.mark.parametrize("kind", [WrappingButton, WrappingCheckBox])
def test_a_narrow_panel_gets_more_lines_not_a_cut_text(
    qtbot: QtBot, kind: type[WrappingButton] | type[WrappingCheckBox]
) -> None:
    panel = QWidget()
    qtbot.addWidget(panel)
    layout = QVBoxLayout(panel)
    widget = kind(LONG, panel)
    layout.addWidget(widget)
    layout.addStretch(1)
    one_line = widget.heightForWidth(widget.sizeHint().width())
    assert widget.minimumSizeHint().width() < widget.sizeHint().width() // 3  # a word, not the line
    panel.resize(170, 400)
    panel.show()
    qtbot.waitExposed(panel)
    assert widget.width() <= 170
    assert widget.height() >= widget.heightForWidth(widget.width()) > one_line  # several lines, all shown
    assert widget.text() == LONG  # the text itself is untouched (tests and retranslation read it)


def test_the_whole_check_box_toggles_it(qtbot: QtBot) -> None:
    box = WrappingCheckBox(LONG)
    qtbot.addWidget(box)
    box.resize(150, box.heightForWidth(150))
    box.show()
    qtbot.waitExposed(box)
    assert box.hitButton(box.rect().bottomRight() - box.rect().topLeft())


def test_a_button_icon_sits_beside_its_words_not_over_them(qtbot: QtBot) -> None:
    """The game tray's pieces carry the seat's colour as an icon: it must not hide a letter."""
    from PySide6.QtGui import QColor, QIcon, QPixmap

    square = QPixmap(14, 14)
    square.fill(QColor(0, 0, 255))
    button = WrappingButton("First trade stall (set-up): Wood")
    qtbot.addWidget(button)
    button.setIcon(QIcon(square))
    button.resize(300, button.heightForWidth(300))
    button.show()
    qtbot.waitExposed(button)
    image = button.grab().toImage()
    blue, dark = set(), set()
    for x in range(image.width()):
        for y in range(image.height()):
            c = image.pixelColor(x, y)
            if c.blue() > 200 and c.red() < 40 and c.green() < 40:
                blue.add(x)
            elif max(c.red(), c.green(), c.blue()) < 90:
                dark.add(x)
    words = {x for x in dark if x not in blue and (x - 1) not in blue and (x + 1) not in blue}
    assert blue and words
    assert max(blue) < min(words)  # the icon, then the words
    middle = image.width() / 2
    assert min(words) < middle < max(words)  # the words stay about centred
