"""A computer player that raises: the player reads a sentence in their language, the traceback
goes to the log, and the app keeps running (no ``repr`` of the exception on screen)."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QThreadPool
from pytestqt.qtbot import QtBot

from founders_desktop.app.city_game import controller
from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.city.game import Action, GameState
from tests.view.city_game.drive import game, make_page


class BrokenBot:
    """Raises on its first decision, as a bot with a bug would."""

    def choose(self, view: GameState, legal: list[Action]) -> Action:
        raise RuntimeError("a bug in the bot")


def test_a_failing_bot_is_told_in_words_and_logged_with_its_traceback(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(controller, "make_bot", lambda level, seed, budget_s=0.0: BrokenBot())
    with caplog.at_level(logging.ERROR, logger="founders_desktop"):
        page = make_page(qtbot, [SeatSpec("Ada", "random"), SeatSpec("Bo", "random")], seed=3)
        g = game(page)
        # The failure may arrive while the page is still being shown: wait for its words.
        qtbot.waitUntil(lambda: "Open log folder" in page.status.text(), timeout=10000)
        QThreadPool.globalInstance().waitForDone()
    seat = g.seat  # the game did not move on: the failed seat still decides
    assert seat is not None
    text = page.status.text()
    assert g.seats[seat].name in text and "Help > Open log folder" in text
    assert "RuntimeError" not in text and "a bug in the bot" not in text
    records = [r for r in caplog.records if r.name == "founders_desktop.app.city_game.bot_worker"]
    assert len(records) == 1 and records[0].exc_info is not None
    assert "a bug in the bot" in caplog.text and "Traceback (most recent call last)" in caplog.text
    assert "BrokenBot" in records[0].getMessage()
