"""The city game as a ``BoardPort``: its legal spots are the decision's placements, a drop is
placed exactly when it is one of them, and anything else comes back with the board's reasons."""

from __future__ import annotations

from pathlib import Path

import pytest

from founders_desktop.app.board_port import BoardPort, Drop, Piece, PieceKind, Placement
from founders_desktop.app.city_game.board_port import GameBoardPort
from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.content import default_pack


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def at_first_stall() -> tuple[CityGameController, GameBoardPort]:
    game = CityGameController(default_pack(), "symmetric", [SeatSpec("Ada"), SeatSpec("Bo")], 7, fast=True)
    while game.state.stack[-1].kind != "first_stall":
        game.submit(game.legal()[0])
    return game, GameBoardPort(game)


def test_the_game_port_is_a_board_port() -> None:
    _, port = at_first_stall()
    assert isinstance(port, BoardPort)


def test_legal_anchors_are_the_decisions_placements() -> None:
    game, port = at_first_stall()
    placements = [a.placement for a in game.legal() if a.placement is not None]
    piece = Piece(placements[0].kind, placements[0].item)
    assert port.legal_anchors(piece, 0) == {p.anchor for p in placements if p.orientation == 0}


def test_a_legal_drop_is_placed_and_submitted() -> None:
    game, port = at_first_stall()
    action = next(a for a in game.legal() if a.placement is not None)
    assert action.placement is not None
    assert port.place(action.placement) == Drop(True, ())
    assert game.log[-1] == action


def test_an_illegal_drop_is_refused_with_the_boards_reasons() -> None:
    game, port = at_first_stall()
    seat = game.seat
    assert seat is not None
    before = len(game.log)
    house = Placement(PieceKind.HOUSE, seat, "", (0, 0))
    drop = port.place(house)
    assert not drop.placed and drop.reasons and len(game.log) == before
    assert not port.move(0, house).placed  # nothing placed in a game moves
    assert port.entry_at((0, 0)) is None and port.broken_entries() == []


def test_last_bot_turn_is_the_computers_latest_run() -> None:
    seats = [SeatSpec("Ada"), SeatSpec("Gus", "random")]
    game = CityGameController(default_pack(), "symmetric", seats, 3, fast=True)
    game.paused = True  # moves are submitted here, not by the bot's thread
    assert game.last_bot_turn() == []
    for _ in range(12):
        game.submit(game.legal()[0])
    runs = game.last_bot_turn()
    bots = [i for i, r in enumerate(game.records) if r.action.seat == 1]
    assert runs and all(r.action.seat == 1 for r in runs)
    last = bots[-1]
    first = last
    while first - 1 in bots:
        first -= 1
    assert runs == game.records[first : last + 1]
