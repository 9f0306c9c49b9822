"""The vote's top contributor places the prestige building by drag, like any other piece."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from founders_desktop.city import TileKind
from tests.view.city_game.drive import drag, game, make_page


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def test_the_winner_of_the_vote_drags_the_prestige_building_onto_the_board(qtbot: QtBot) -> None:
    page = make_page(qtbot, seed=4)
    g = game(page)
    for _ in range(200):  # quick answers, calling the vote as soon as the rules allow
        if g.state.stack[-1].kind == "place_prestige":
            break
        legal = g.legal()
        call = [a for a in legal if a.type == "play_card" and a.target == "call_to_vote"]
        down = [a for a in legal if a.type == "play_card" and not a.face_up]
        action = call[0] if call else down[0] if down else legal[0]
        g.submit(legal[-1] if action.type == "vote" else action)
    assert g.state.stack[-1].kind == "place_prestige"
    QApplication.processEvents()
    assert page.drag is not None
    if page.drag.drag is None:
        assert page.tray.buttons, "the building to place is in the tray"
        next(iter(page.tray.buttons.values())).click()
    spots = sorted(page.drag.drop_squares())
    assert spots and not any(t.kind is TileKind.PRESTIGE for t in g.state.board.tiles)
    drag(page, spots[len(spots) // 2])
    assert g.log[-1].type == "place_prestige"
    prestige = [t for t in g.state.board.tiles if t.kind is TileKind.PRESTIGE]
    assert len(prestige) == 1 and len(page.layer.tiles) == len(g.state.board.tiles)
