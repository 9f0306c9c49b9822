"""Issue 17, item 11: "New city game" leaves no set-up dialog (or its combo popups) behind."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QComboBox, QDialog
from pytestqt.qtbot import QtBot

from founders_desktop.view.city_game.setup_dialog import SetupDialog
from founders_desktop.view.city_page import CityPage


def _windows() -> list[str]:
    """The class names of the top-level widgets alive now, after pending deletions (as napari's
    leak check; Python ids of Qt wrappers are not stable, so the list is compared by count)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    return sorted(w.metaObject().className() for w in QApplication.topLevelWidgets())


@pytest.mark.parametrize("answer", [QDialog.DialogCode.Rejected, QDialog.DialogCode.Accepted])
def test_new_city_game_leaks_no_window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, answer: int) -> None:
    page = CityPage()
    qtbot.addWidget(page)

    def run(dialog: SetupDialog) -> int:
        for combo in dialog.findChildren(QComboBox):  # opening a popup makes its window
            combo.showPopup()
            combo.hidePopup()
        return int(answer)

    monkeypatch.setattr(SetupDialog, "exec", run)
    # leaving the game just started is confirmed (test_clarity tests the question): a real
    # message box here would wait for a click that never comes
    monkeypatch.setattr(page, "confirm", lambda *_: True)
    page.new_game_dialog()  # the page's own windows (its side picker's popup) appear once
    before = _windows()
    for _ in range(3):
        page.new_game_dialog()
    assert _windows() == before
