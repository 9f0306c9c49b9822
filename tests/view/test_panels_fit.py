"""Longer languages fit: no main panel of any page clips a text in a double-length
pseudo-translation, in Russian or in Spanish (screenshots in SCREENSHOTS)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from founders_desktop.view import i18n
from founders_desktop.view.main_window import MainWindow
from founders_desktop.view.wrapping import WrappingButton
from tests.view.i18n_pages import (
    PAGE_STATES,
    SCREENSHOTS,
    PseudoTranslator,
    clipped,
    open_state,
)


@pytest.mark.parametrize("state", PAGE_STATES)
@pytest.mark.parametrize("language", ["pseudo", "ru", "es"])
def test_no_main_panel_clips_a_longer_language(
    window: MainWindow,
    qtbot: QtBot,
    language: str,
    state: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Double-length pseudo-words, and the real Russian and Spanish, fit every panel of every page;
    the screenshots stay in SCREENSHOTS for a person to look at."""
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    app = QApplication.instance()
    assert app is not None
    pseudo = PseudoTranslator(app)
    if language == "pseudo":
        app.installTranslator(pseudo)
        i18n.retranslate_everything()  # what install_language does after a switch
        assert window.start_page.city_button.text().startswith("Néw")
    else:
        window.language_actions[language].trigger()
    try:
        page = open_state(window, qtbot, state)
        qtbot.wait(30)
        SCREENSHOTS.mkdir(exist_ok=True)
        window.grab().save(str(SCREENSHOTS / f"{language}-{state.replace(' ', '-')}.png"))
        assert clipped(page) == []
    finally:
        app.removeTranslator(pseudo)


def test_the_clipping_check_sees_a_cut_button_and_a_cut_check_box(qtbot: QtBot) -> None:
    panel = QWidget()
    qtbot.addWidget(panel)
    panel.setFixedWidth(120)
    layout = QVBoxLayout(panel)
    QPushButton("A button with far too many words for this panel", panel)
    box = QCheckBox("Place illegal pieces anyway (marked illegal)", panel)
    box.move(0, 40)
    layout.addWidget(WrappingButton("A wrapping button with many words", panel))
    panel.show()
    qtbot.waitExposed(panel)
    problems = clipped(panel)
    assert len([p for p in problems if "is cut" in p]) >= 2
    assert not any("wrapping" in p for p in problems)
