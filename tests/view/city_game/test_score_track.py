"""Each seat's claim token stands on the board's score track at its score, cards included."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.view.board.looks import piece_seat
from tests.view.city_game.drive import game, make_page


def test_the_score_track_shows_every_seats_score_in_its_colour(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada", "greedy"), SeatSpec("Bo", "greedy")], seed=4)
    g = game(page)
    qtbot.waitUntil(lambda: g.state.turn > 6 or g.over(), timeout=60000)
    g.paused = True
    page.refresh()
    assert page.map_item is not None
    markers = page.map_item.score_markers.markers
    assert [points for points, _ in markers] == [g.state.points(s) for s in range(2)]
    assert [seat for _, seat in markers] == [piece_seat(s, g.colours) for s in range(2)]
    assert any(points > 0 for points, _ in markers), "a few turns in, someone has scored"
