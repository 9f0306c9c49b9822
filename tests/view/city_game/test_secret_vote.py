"""Hot-seat votes are secret: each person sees a "pass to" screen before their vote box."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from founders_desktop.app.city_game.seats import SeatSpec
from tests.view.city_game.drive import game, make_page


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOUNDERS_DESKTOP_DATA_DIR", str(tmp_path / "data"))


def test_each_voter_passes_the_screen_first(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada"), SeatSpec("Bo")], seed=3)
    g = game(page)
    # Play simply (first legal answer; never a vote) until a vote is due.
    for _ in range(600):
        if g.state.stack and g.state.stack[-1].kind == "vote":
            break
        legal = g.legal()
        calls = [a for a in legal if a.type == "play_card" and a.target == "call_to_vote"]
        g.submit(calls[0] if calls else legal[0])
    assert g.state.stack[-1].kind == "vote"
    voter = g.seat
    assert voter is not None
    assert page.decision.vote_box is None  # hidden behind the pass screen
    ready = page.decision.buttons[0]
    assert g.seats[voter].name in ready.text()
    ready.click()
    box = page.decision.vote_box
    assert box is not None and box.button.isEnabled()
    box.button.click()
    assert g.log[-1].type == "vote" and g.log[-1].seat == voter
    assert g.state.stack[-1].kind == "vote" and g.seat != voter  # the next person: a new pass screen
    assert page.decision.vote_box is None
    page.decision.buttons[0].click()
    box = page.decision.vote_box
    assert box is not None
    box.button.click()
    shown = page.status.text()
    assert shown.startswith("Votes revealed:")
    assert all(seat.name in shown for seat in g.seats)
