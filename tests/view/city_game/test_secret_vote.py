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


def _to_reveal(g: object) -> None:
    """Simple play (first legal answer; Call to Vote when it may) up to the last vote of a round."""
    for _ in range(600):
        st = g.state  # type: ignore[attr-defined]
        if st.stack and st.stack[-1].kind == "vote" and len(st.votes) == len(st.players) - 1:
            return
        legal = g.legal()  # type: ignore[attr-defined]
        calls = [a for a in legal if a.type == "play_card" and a.target == "call_to_vote"]
        g.submit(calls[0] if calls else legal[0])  # type: ignore[attr-defined]
    raise AssertionError("no vote came")


def test_the_reveal_says_who_places_the_building(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada"), SeatSpec("Bo")], seed=3)
    g = game(page)
    _to_reveal(g)
    votes = [a for a in g.legal() if a.type == "vote"]
    g.submit(max(votes, key=lambda a: (a.fleeting + a.lasting, -a.index)))  # a clear winner
    step = g.state.stack[-1]
    assert step.kind == "place_prestige"
    assert f"{g.seats[step.seat].name} places the " in page.status.text()


def test_a_tied_vote_says_who_breaks_the_tie_and_then_who_places(qtbot: QtBot) -> None:
    page = make_page(qtbot, [SeatSpec("Ada"), SeatSpec("Bo")], seed=3)
    g = game(page)
    _to_reveal(g)
    first = g.state.votes[next(iter(g.state.votes))]
    tie = [a for a in g.legal() if a.type == "vote" and a.index != first[0]]
    tie = [a for a in tie if (a.fleeting, a.lasting) == first[1:]]
    assert tie, "a vote for another proposal with the same influence"
    g.submit(tie[0])
    step = g.state.stack[-1]
    assert step.kind == "choose_proposal"
    chooser = g.seats[step.seat].name
    assert f"A tie: {chooser} chooses the winner" in page.status.text()
    g.submit(g.legal()[0])
    assert "Chosen: " in page.status.text()
    assert f"{g.seats[g.state.stack[-1].seat].name} places the " in page.status.text()
