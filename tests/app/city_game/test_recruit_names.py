"""A recruit's log line names the adviser taken (the engine's record names only the space; the
controller reads the offer as it stood before the recruit)."""

from __future__ import annotations

from founders_desktop.app.city_game.controller import CityGameController
from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.content import default_pack


def test_the_adviser_recruited_is_known_for_its_record_only() -> None:
    game = CityGameController(default_pack(), "symmetric", [SeatSpec("Ada"), SeatSpec("Bo")], 5, fast=True)
    offered: str | None = None
    for _ in range(600):
        legal = game.legal()
        recruit = [a for a in legal if a.type == "recruit"]
        if recruit:
            offered = game.state.offer[recruit[0].index]
            game.submit(recruit[0])
            break
        plays = [a for a in legal if a.type == "play_card" and a.face_up and a.target == "recruit"]
        game.submit(plays[0] if plays else legal[-1] if legal[0].type == "vote" else legal[0])
    assert offered, "a recruit came up"
    record = game.records[-1]
    assert record.action.type == "recruit"
    assert game.recruited(record) == offered
    assert all(game.recruited(r) == "" for r in game.records[:-1] if r.action.type != "recruit")
    assert game.undo()
    assert game.recruited(record) == offered  # still that record's adviser, and no other's
    assert all(
        game.recruited(r) == "" for r in game.records if r is not record and r.action.type != "recruit"
    )


def test_the_log_line_of_a_recruit_names_the_adviser() -> None:
    from founders_desktop.city.game.actions import Action, ActionRecord
    from founders_desktop.view.city_game.words import name_of, record_text

    game = CityGameController(default_pack(), "symmetric", [SeatSpec("Ada"), SeatSpec("Bo")], 5, fast=True)
    adviser = next(iter(game.pack.advisers))
    record = ActionRecord(Action("recruit", 0, index=2))
    line = record_text(game.state, record, ["Ada", "Bo"], adviser=adviser)
    assert line.startswith("Ada: Recruit ") and "from space 3" in line
    assert name_of(game.pack, adviser) in line
    assert record_text(game.state, record, ["Ada", "Bo"]) == "Ada: Recruit from space 3"
