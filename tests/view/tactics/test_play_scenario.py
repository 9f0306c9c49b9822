"""Whole scenarios played through the page with seeded choices (every decision a click, a
drag or a button), to the win or loss screen; a save replays to the same state."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from founders_desktop.resources import resource
from founders_desktop.tactics import Hex
from founders_desktop.tactics.autoplay import CHOOSER_SALT, pick
from founders_desktop.tactics.rng import Chance
from founders_desktop.tactics.rounds import AttackTargets, legal_actions, parse_scenario
from founders_desktop.view.tactics.play_page import PlayPage
from tests.view.tactics.play_driver import click_hex, do, scenario


def make_page(qtbot: QtBot, name: str, seed: int) -> PlayPage:
    p = PlayPage(scenario(name), seed)
    qtbot.addWidget(p)
    p.resize(1300, 800)
    p.show()
    qtbot.waitExposed(p)
    p.view.fit_to_window()
    p.controller.set_step_interval(0)
    return p


def play_out(page: PlayPage, seed: int, limit: int = 400) -> None:
    chooser = Chance(seed ^ CHOOSER_SALT)
    ctl = page.controller
    for _ in range(limit):
        if ctl.state.phase == "over":
            return
        action = pick(ctl.state, legal_actions(ctl.state), chooser)
        do(page, action)
        assert ctl.actions[-1] == action
    raise AssertionError("the scenario did not end")


@pytest.mark.parametrize(
    ("name", "seed", "outcome"), [("mossy-cellar", 4, "won"), ("crag-hollow", 3, "lost")]
)
def test_a_whole_scenario_played_through_the_gui_reaches_its_end_screen(
    qtbot: QtBot, name: str, seed: int, outcome: str
) -> None:
    page = make_page(qtbot, name, seed)
    play_out(page, seed)
    state = page.controller.state
    assert state.outcome == outcome
    dialog = page.result_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.won == (state.outcome == "won")
    title = dialog.windowTitle()
    assert title == ("Scenario won" if state.outcome == "won" else "Scenario lost")
    assert page.actions_panel.buttons == []  # nothing left to decide
    dialog.play_again.emit()
    assert page.controller.state.round == 1 and page.result_dialog is None


def test_a_saved_game_loads_back_to_the_same_state(qtbot: QtBot, tmp_path: Path) -> None:
    page = make_page(qtbot, "mossy-cellar", 5)
    chooser = Chance(5 ^ CHOOSER_SALT)
    for _ in range(25):
        do(page, pick(page.controller.state, legal_actions(page.controller.state), chooser))
    saved = page.controller.state.model_dump_json()
    path = tmp_path / "game.json"
    page.controller.save(path)
    page.restart()
    assert page.controller.state.model_dump_json() != saved
    assert page.load_path(path)
    assert page.controller.state.model_dump_json() == saved
    assert len(page.controller.actions) == 25


def test_a_tampered_save_is_refused_with_a_message(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = make_page(qtbot, "mossy-cellar", 5)
    path = tmp_path / "bad.json"
    path.write_text(
        '{"format": "tactics-save/1", "scenario": "mossy-cellar", "seed": 5, '
        '"actions": [{"kind": "move_to", "hex": [9, 9]}]}',
        encoding="utf-8",
    )
    shown: list[str] = []
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    assert not page.load_path(path)
    assert shown and "actions[0]" in shown[0]
    assert page.controller.actions == []


def test_an_fdsave_keeps_the_game_and_an_unshipped_scenario_travels_inside_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A scenario opened from a file (not shipped) is embedded in the .fdsave, so the save
    loads on a page that plays another scenario."""
    data = json.loads(resource("scenarios", "mossy-cellar.json").read_text(encoding="utf-8"))
    data["id"] = "my-cellar"
    data["name"] = "My Cellar"
    own = parse_scenario(data)
    page = PlayPage(own, 9, source=data)
    qtbot.addWidget(page)
    page.controller.set_step_interval(0)
    chooser = Chance(9 ^ CHOOSER_SALT)
    for _ in range(20):
        do(page, pick(page.controller.state, legal_actions(page.controller.state), chooser))
    saved = page.controller.state.model_dump_json()
    path = tmp_path / "mine.fdsave"
    page.controller.save(path)
    other = make_page(qtbot, "crag-hollow", 1)
    assert other.load_path(path)
    assert other.controller.scenario.id == "my-cellar"
    assert other.controller.state.model_dump_json() == saved
    assert "My Cellar" in other.title_label.text()
    # the board follows the loaded scenario
    assert set(other.play_scene.figure_items) == {f.id for f in other.controller.state.figures_on_map()}


def test_attack_targets_are_ringed_and_only_a_ring_takes_a_click(qtbot: QtBot) -> None:
    page = make_page(qtbot, "mossy-cellar", 4)
    chooser = Chance(4 ^ CHOOSER_SALT)
    ctl = page.controller
    for _ in range(200):
        d = page.play_scene.decision
        if d.kind == "attack" and d.picks:
            break
        do(page, pick(ctl.state, legal_actions(ctl.state), chooser))
    else:
        raise AssertionError("no attack with a target came")
    legal = [a for a in legal_actions(ctl.state) if isinstance(a, AttackTargets) and len(a.targets) == 1]
    ringed = set(page.play_scene.pick_item.hexes)
    assert ringed == {Hex(*ctl.state.figure(a.targets[0]).hex) for a in legal}  # type: ignore[misc]
    before = len(ctl.actions)
    board = ctl.state.content.board
    empty = next(h for h in sorted(board.hexes) if h not in ringed and ctl.state.occupant(h) is None)
    click_hex(page, empty)
    assert len(ctl.actions) == before
    target = sorted(ringed)[0]
    click_hex(page, target)
    assert isinstance(ctl.actions[-1], AttackTargets)
    assert ctl.actions[-1].targets == (ctl.entries[-1].before.occupant(target).id,)  # type: ignore[union-attr]


def test_a_monster_hit_shows_its_damage_for_one_step(qtbot: QtBot) -> None:
    page = make_page(qtbot, "mossy-cellar", 4)
    ctl = page.controller
    ctl.set_step_interval(60_000)  # the timer runs but never fires: the test steps by hand
    chooser = Chance(4 ^ CHOOSER_SALT)
    shown: list[str] = []
    ctl.step_shown.connect(lambda e: shown.append(e.code))
    for _ in range(300):
        if ctl.busy:
            ctl._next_step()
            if shown and shown[-1] == "attack" and ctl.timer.isActive():
                break
            continue
        do(page, pick(ctl.state, legal_actions(ctl.state), chooser))
    else:
        raise AssertionError("no monster attack came")
    tags = page.play_scene.tags
    assert len(tags) == 1 and tags[0].amount <= 0
    ctl._next_step()
    assert page.play_scene.tags == [] or shown[-1] == "attack"
    page.skip_button.click()
    assert page.play_scene.tags == []
