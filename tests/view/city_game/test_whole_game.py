"""A whole game through the page with computer players on both seats (fast mode), to the end
screen; and a saved game that reopens identical."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool
from pytestqt.qtbot import QtBot

from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.city.game import final_scores, is_over
from founders_desktop.city.game.replay import snapshot
from founders_desktop.view.city_page import CityPage
from tests.view.city_game.drive import game, make_page


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def test_two_bots_play_to_the_end_screen(qtbot: QtBot) -> None:
    """Greedy players finish a game (six completions) through the page, with nobody pressing
    "End game and score": the end screen ranks them by the engine's final scoring."""
    bots = [SeatSpec("North", "greedy"), SeatSpec("South", "greedy")]
    page = make_page(qtbot, bots, seed=4)
    g = game(page)
    qtbot.waitUntil(g.over, timeout=240000)
    assert g.state.completions() >= g.state.pack.scoring.completions_to_end
    qtbot.waitUntil(lambda: page.end_screen is not None and page.end_screen.isVisible(), timeout=5000)
    assert page.end_screen is not None
    table = page.end_screen.table
    totals = sorted((s.total for s in final_scores(g.state)), reverse=True)
    shown = [int(table.item(row, 4).text()) for row in range(table.rowCount())]
    assert shown == totals  # ranked, with the engine's final scoring
    assert len(g.history) > 3 and g.history[-1][0] >= g.history[0][0]
    assert page.log.list.count() > 20
    QThreadPool.globalInstance().waitForDone()


def test_end_game_and_score_stops_a_game_early(qtbot: QtBot) -> None:
    bots = [SeatSpec("North", "random"), SeatSpec("South", "random")]
    page = make_page(qtbot, bots, seed=11)
    g = game(page)
    qtbot.waitUntil(lambda: g.state.turn >= 12, timeout=60000)
    page.end_button.click()
    qtbot.waitUntil(lambda: page.end_screen is not None and page.end_screen.isVisible(), timeout=5000)
    assert page.end_screen is not None and g.ended_early and not is_over(g.state)
    table = page.end_screen.table
    totals = sorted((s.total for s in final_scores(g.state)), reverse=True)
    assert [int(table.item(row, 4).text()) for row in range(table.rowCount())] == totals
    QThreadPool.globalInstance().waitForDone()


def test_saved_game_reopens_identical(qtbot: QtBot, tmp_path: Path) -> None:
    bots = [SeatSpec("North", "random"), SeatSpec("South", "random")]
    page = make_page(qtbot, bots, seed=4)
    g = game(page)
    qtbot.waitUntil(lambda: g.state.turn >= 8, timeout=30000)
    g.paused = True
    path = g.save(tmp_path / "game.fdsave")
    other = CityPage()
    qtbot.addWidget(other)
    other.fast = True
    assert other.load_game(path)
    assert other.game is not None
    other.game.paused = True
    assert snapshot(other.game.state) == snapshot(g.state)
    assert len(other.layer.tiles) == len(page.layer.tiles)
    QThreadPool.globalInstance().waitForDone()


def test_continue_last_game_reopens_the_autosave(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada"), SeatSpec("Bo")], seed=9)
    g = game(page)
    for _ in range(2):
        next(b for b in page.decision.buttons if b.isEnabled()).click()
    assert len(g.log) == 2
    other = CityPage()
    qtbot.addWidget(other)
    assert other.continue_button.isVisibleTo(other)
    assert other.continue_last_game()
    assert other.game is not None and other.game.log == g.log
    assert snapshot(other.game.state) == snapshot(g.state)
