"""A game set up in the new-game dialog with a hard computer seat plays to its end off the UI
thread, with a small thinking time, and the page says the computer is thinking meanwhile."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool
from pytestqt.qtbot import QtBot

from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.city.game import is_over
from founders_desktop.content import default_pack
from founders_desktop.view.city_game.setup_dialog import SetupDialog


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def test_dialog_hard_seat_plays_a_solo_game_to_the_end(qtbot: QtBot) -> None:
    dialog = SetupDialog(default_pack())
    qtbot.addWidget(dialog)
    dialog.count.setValue(1)
    dialog.kinds[0].setCurrentIndex(dialog.kinds[0].findData("hard"))
    dialog.map_side.setCurrentIndex(dialog.map_side.findData("symmetric"))
    dialog.seed.setText("5")
    setup = dialog.result_setup()
    assert [s.bot_level for s in setup.seats] == ["hard"]
    assert setup.seats[0].to_save(0).bot_level == "hard"  # the level goes into the save's seat
    game = CityGameController(
        default_pack(), setup.map_id, setup.seats, setup.seed, fast=True, autosave_on=False, bot_budget_s=0.01
    )
    thinking: list[int] = []
    game.bot_thinking.connect(thinking.append)
    game.schedule_bot()
    qtbot.waitUntil(lambda: is_over(game.state), timeout=240000)
    QThreadPool.globalInstance().waitForDone()
    assert thinking and game.state.solo_result in ("won", "lost")
