"""Playing a scenario through the page: a scripted round to its end, drags that only drop on
shaded hexes, undo up to a reveal, and step-by-step monster turns that Skip finishes."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from founders_desktop.tactics import Hex
from founders_desktop.tactics.rounds import (
    AttackTargets,
    ChooseOutcome,
    MoveTo,
    PlayHalf,
    SelectCards,
    ShortRest,
    legal_actions,
)
from founders_desktop.view import i18n
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.play_page import PlayPage
from tests.view.tactics.play_driver import click_hex, do, drag, hex_of, scenario

SEED = 7


@pytest.fixture
def page(qtbot: QtBot) -> PlayPage:
    p = PlayPage(scenario(), SEED)
    qtbot.addWidget(p)
    p.resize(1300, 800)
    p.show()
    qtbot.waitExposed(p)
    p.view.fit_to_window()
    p.controller.set_step_interval(0)
    return p


def plan_round(page: PlayPage) -> None:
    do(page, SelectCards(character="ember-warden", leading="ew-01", second="ew-02"))
    do(page, SelectCards(character="reed-archer", leading="ra-01", second="ra-02"))


def test_the_card_picker_marks_the_leading_card_and_plays_both(page: PlayPage) -> None:
    assert page.stack.currentWidget() is page.cards
    assert page.track.placeholder.isVisible()
    do(page, SelectCards(character="ember-warden", leading="ew-02", second="ew-01"))
    plan = page.controller.state.plans["ember-warden"]
    assert (plan.leading, plan.second) == ("ew-02", "ew-01")
    assert page.cards.character == "reed-archer"  # next character's hand
    assert page.cards.play_button.isEnabled() is False


def test_a_scripted_round_plays_through_the_gui_to_its_end(page: PlayPage) -> None:
    plan_round(page)
    ctl = page.controller
    assert [c.text().split(" ", 1)[0] for c in page.track.chips]  # the order is shown
    assert len(page.track.chips) == len(ctl.state.order)
    for _ in range(60):
        state = ctl.state
        if state.round == 2 or state.phase == "over":
            break
        legal = legal_actions(state)
        # a person's script: the printed halves in order, the farthest move, the first target
        halves = [a for a in legal if isinstance(a, PlayHalf) and not a.default]
        hits = [a for a in legal if isinstance(a, AttackTargets) and a.targets]
        moves = [a for a in legal if isinstance(a, MoveTo)]
        if halves:
            action = halves[0]
        elif hits:
            action = hits[0]
        elif moves:
            action = moves[-1]
        elif isinstance(legal[0], ShortRest):
            action = ShortRest(character=legal[0].character, rest=False)
        else:
            action = legal[0]
        do(page, action)
        assert ctl.actions[-1] == action  # the GUI made exactly this decision
    assert ctl.state.round == 2
    log = [page.log.item(i).text() for i in range(page.log.count())]
    assert any("Round 2" in line for line in log)
    assert any("Bog Lurker 1's turn" in line for line in log)
    assert any("Ember Warden moves" in line for line in log)
    # the board shows the engine's state once the round is over
    for fid, item in page.play_scene.figure_items.items():
        assert item.shown.hex == hex_of(page, fid)
    assert page.stack.currentWidget() is page.cards


def _to_first_move(page: PlayPage) -> None:
    plan_round(page)
    ctl = page.controller
    for _ in range(40):
        d = page.play_scene.decision
        if d.kind == "move":
            return
        legal = legal_actions(ctl.state)
        bottoms = [a for a in legal if isinstance(a, PlayHalf) and a.half == "bottom" and not a.default]
        do(page, bottoms[0] if bottoms else legal[0])
    raise AssertionError("no move decision came")


def test_dragging_a_figure_only_drops_on_shaded_hexes(page: PlayPage) -> None:
    _to_first_move(page)
    scene = page.play_scene
    ctl = page.controller
    fid = ctl.state.active
    assert fid is not None
    start = hex_of(page, fid)
    reach = set(scene.reach_item.reach)
    assert reach == {Hex(*a.hex) for a in legal_actions(ctl.state) if isinstance(a, MoveTo)}
    board = ctl.state.content.board
    outside = next(h for h in sorted(board.hexes) if h not in reach and board.is_open(h))
    before = len(ctl.actions)
    drag(page, start, outside)
    assert len(ctl.actions) == before  # refused: nothing applied
    assert hex_of(page, fid) == start
    assert scene.figure_items[fid].pos() == geo.centre(start)  # snapped back
    assert "shaded" in page.message.text()
    target = max(reach, key=lambda h: len(scene.reach_item.reach[h].path))
    drag(page, start, target)
    assert ctl.actions[-1] == MoveTo(hex=(target.q, target.r))
    assert hex_of(page, fid) == target
    assert scene.figure_items[fid].shown.hex == target


def advance_to(page: PlayPage, kind: str) -> None:
    """Play the first legal action (printed halves first) until a decision of ``kind``."""
    for _ in range(40):
        if page.play_scene.decision.kind == kind:
            return
        legal = legal_actions(page.controller.state)
        printed = [a for a in legal if isinstance(a, PlayHalf) and not a.default]
        do(page, printed[0] if printed else legal[0])
    raise AssertionError(f"no {kind} decision came")


def test_undo_takes_back_a_half_but_not_past_the_reveal(page: PlayPage) -> None:
    plan_round(page)
    ctl = page.controller
    assert not page.undo_action.isEnabled()  # the monster cards are revealed
    advance_to(page, "half")
    assert not page.undo_action.isEnabled()  # a monster's turn came before
    half = next(a for a in legal_actions(ctl.state) if isinstance(a, PlayHalf))
    do(page, half)
    assert page.undo_action.isEnabled()
    page.undo_action.trigger()
    assert page.play_scene.decision.kind == "half"
    assert ctl.state.turn is not None and ctl.state.turn.halves == []
    assert not page.undo_action.isEnabled()


def test_a_tied_monster_turn_is_picked_on_its_numbered_hex(page: PlayPage) -> None:
    plan_round(page)
    ctl = page.controller
    assert page.play_scene.decision.kind == "outcome"
    outcomes = page.play_scene.preview_item.outcomes
    assert [o.end for o in outcomes] == [Hex(*o.end) for o in ctl.state.choices]
    assert len(page.actions_panel.buttons) == len(outcomes) > 1
    click_hex(page, outcomes[1].end)
    assert ctl.actions[-1] == ChooseOutcome(index=1)
    assert hex_of(page, "bog-lurker#1") == outcomes[1].end


def test_monster_turns_play_back_step_by_step_and_skip_finishes(page: PlayPage, qtbot: QtBot) -> None:
    """The board shows the state before the monsters act and catches up one event at a time."""
    plan_round(page)
    ctl = page.controller
    ctl.set_step_interval(60)
    before = {f: item.shown.hex for f, item in page.play_scene.figure_items.items()}
    do(page, ChooseOutcome(index=0))
    record = ctl.entries[-1].record
    moves = [e for e in record.events if e.code == "move"]
    assert len(moves) >= 2 and ctl.busy and page.skip_button.isEnabled()
    assert page.actions_panel.buttons == []  # no decisions while the monsters act
    first, second = moves[0].params, moves[1].params
    items = page.play_scene.figure_items
    assert items[second["figure"]].shown.hex == before[second["figure"]]
    qtbot.waitUntil(lambda: items[first["figure"]].shown.hex == Hex(*first["path"][-1]), timeout=3000)
    assert [e.actor for e in page.track.entries if e.current] == ["m:bog-lurker"]  # whose turn is shown
    page.skip_button.click()
    assert not ctl.busy and not page.skip_button.isEnabled()
    for f, item in items.items():
        assert item.shown.hex == hex_of(page, f)


def test_a_monster_glides_along_its_path_during_playback(page: PlayPage, qtbot: QtBot) -> None:
    plan_round(page)
    page.controller.set_step_interval(400)
    do(page, ChooseOutcome(index=0))
    scene = page.play_scene
    qtbot.waitUntil(lambda: scene.glide.running, timeout=3000)
    mover = next(e for e in page.controller.entries[-1].record.events if e.code == "move").params
    item = scene.figure_items[mover["figure"]]
    end = geo.centre(Hex(*mover["path"][-1]))
    assert item.pos() != end  # on its way
    qtbot.waitUntil(lambda: not scene.glide.running, timeout=3000)
    assert item.pos() == end
    page.skip_button.click()
    assert not scene.glide.running


def test_the_log_is_worded_again_in_a_new_language(page: PlayPage, qapp: QApplication) -> None:
    plan_round(page)
    english = [page.log.item(i).text() for i in range(page.log.count())]
    assert english and all(re.search("[A-Za-z]{3}", line) for line in english)
    try:
        i18n.install_language(qapp, "ru")
        russian = [page.log.item(i).text() for i in range(page.log.count())]
        assert len(russian) == len(english)
        assert all(re.search("[а-яА-Я]", line) for line in russian)
    finally:
        i18n.install_language(qapp, i18n.ENGLISH)
    assert [page.log.item(i).text() for i in range(page.log.count())] == english
