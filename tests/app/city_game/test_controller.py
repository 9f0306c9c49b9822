"""The city game controller: legal submits, undo to the last person's action, save and replay."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool

from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.city.game import Action
from founders_desktop.city.game.replay import snapshot
from founders_desktop.content import default_pack


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def people() -> CityGameController:
    seats = [SeatSpec("Ada"), SeatSpec("Bo")]
    return CityGameController(default_pack(), "symmetric", seats, 5, fast=True)


def test_illegal_action_changes_nothing() -> None:
    game = people()
    seat = game.seat
    assert seat is not None
    problems = game.submit(Action("choose_race", 1 - seat, target="human"))
    assert [p.code for p in problems] == ["not_your_decision"]
    assert game.log == []


def test_undo_restores_the_state_and_redo_replays() -> None:
    game = people()
    before = snapshot(game.state)
    first = game.legal()[0]
    assert game.submit(first) == []
    assert snapshot(game.state) != before
    assert game.undo()
    assert snapshot(game.state) == before and game.log == []
    assert game.redo()
    assert game.log == [first]


def test_save_reopens_identical(tmp_path: Path) -> None:
    game = people()
    for _ in range(12):
        game.submit(game.legal()[-1])
    path = game.save(tmp_path / "g.fdsave")
    again = CityGameController.load(path, default_pack(), fast=True)
    assert snapshot(again.state) == snapshot(game.state)
    assert again.log == game.log


def test_autosave_follows_every_person_action() -> None:
    game = people()
    game.submit(game.legal()[0])
    assert game.autosave_path is not None and game.autosave_path.exists()
    again = CityGameController.load(game.autosave_path, default_pack())
    assert again.log == game.log


def test_two_bots_play_off_the_ui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = [SeatSpec("A", "random"), SeatSpec("B", "random")]
    game = CityGameController(default_pack(), "thematic", seats, 3, fast=True, autosave_on=False)
    game.schedule_bot()
    qtbot.waitUntil(lambda: game.state.phase == "play" and game.state.turn >= 6, timeout=20000)
    game.paused = True
    QThreadPool.globalInstance().waitForDone()
    assert len(game.log) > 10


def test_solo_first_stall_on_numbered_grey_spaces() -> None:
    game = CityGameController(default_pack(), "thematic", [SeatSpec("Sol")], 2, fast=True)
    while game.state.stack[-1].kind != "first_stall":
        assert game.submit(game.legal()[0]) == []
    spaces = {s.square for s in game.state.map_board.start_spaces}
    stalls = [a for a in game.legal() if a.type == "first_stall"]
    assert stalls and all(a.placement is not None and a.placement.anchor in spaces for a in stalls)


def test_undo_stops_at_a_secret_vote() -> None:
    game = people()
    for _ in range(800):
        if game.state.stack and game.state.stack[-1].kind == "vote":
            break
        legal = game.legal()
        calls = [a for a in legal if a.type == "play_card" and a.target == "call_to_vote"]
        game.submit(calls[0] if calls else legal[0])
    assert game.state.stack[-1].kind == "vote"
    vote = next(a for a in game.legal() if a.type == "vote")
    game.submit(vote)
    assert not game.can_undo()  # a cast vote is never taken back
    assert not game.undo()
