"""Issue 17, item 7: a computer pause that is not a whole number in range is ignored for the
default (a hand-edited settings file must not stop the city page from opening)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QThreadPool
from pytestqt.qtbot import QtBot

from founders_desktop.app.city_game.controller import BOT_PAUSE_MS
from founders_desktop.view.city_game.settings import SETTINGS_ENV, THINK_MS, GameSettings


@pytest.fixture
def ini(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "settings.ini"
    monkeypatch.setenv(SETTINGS_ENV, str(path))
    return path


@pytest.mark.parametrize("value", ["abc", "1.5", "2147483648", "-5", "", "99999999999999999999", "1e9"])
def test_a_bad_pause_falls_back_to_the_default(qtbot: QtBot, ini: Path, value: str) -> None:
    ini.write_text(f"[city]\nbot_pause_ms={value}\nhints=maybe\n", encoding="utf-8")
    settings = GameSettings.load()
    assert settings.bot_pause_ms == BOT_PAUSE_MS
    assert settings.hints is True


def test_a_good_pause_is_kept(qtbot: QtBot, ini: Path) -> None:
    store = QSettings(str(ini), QSettings.Format.IniFormat)
    store.setValue("city/bot_pause_ms", 1200)
    store.sync()
    assert GameSettings.load().bot_pause_ms == 1200


def test_the_city_page_opens_with_a_bad_setting(qtbot: QtBot, ini: Path) -> None:
    from founders_desktop.view.city_page import CityPage

    ini.write_text("[city]\nbot_pause_ms=abc\n", encoding="utf-8")
    page = CityPage()
    qtbot.addWidget(page)
    assert page.settings.bot_pause_ms == BOT_PAUSE_MS


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_settings_file_that_is_a_pipe_is_not_read(qtbot: QtBot, ini: Path) -> None:
    os.mkfifo(ini)
    settings = GameSettings.load()  # would block for ever if the pipe were opened
    assert settings == GameSettings()
    settings.save()  # nothing is written into the pipe


@pytest.mark.parametrize("value", ["abc", "10", "99999"])
def test_a_thinking_time_out_of_range_falls_back_to_the_default(qtbot: QtBot, ini: Path, value: str) -> None:
    ini.write_text(f"[city]\nthink_ms={value}\n", encoding="utf-8")
    assert GameSettings.load().think_ms == THINK_MS


def test_the_thinking_time_is_kept_and_reaches_the_hard_player(qtbot: QtBot, ini: Path) -> None:
    from founders_desktop.app.city_game.seats import SeatSpec
    from founders_desktop.view.city_page import CityPage

    GameSettings(think_ms=300).save()
    assert GameSettings.load().think_ms == 300
    page = CityPage()
    qtbot.addWidget(page)
    game = page.start_game("thematic", [SeatSpec("Ada"), SeatSpec("Hal", "hard")], 4)
    game.paused = True
    QThreadPool.globalInstance().waitForDone()
    assert game._bots[1].budget_s == pytest.approx(0.3)  # type: ignore[attr-defined]
