"""The tactics page's Play menu: the shipped scenarios (not the case suite), a game in place of
the editor, and the way back; the initiative track's tie-break reasons."""

from __future__ import annotations

import json

from pytestqt.qtbot import QtBot

from founders_desktop.app.tactics.initiative_track import track
from founders_desktop.resources import resource
from founders_desktop.tactics.rounds import (
    OrderTie,
    Scenario,
    SelectCards,
    apply,
    legal_actions,
    new_game,
    parse_scenario,
)
from founders_desktop.view.tactics_page import TacticsPage


def test_the_play_menu_lists_shipped_scenarios_and_swaps_the_editor_for_a_game(qtbot: QtBot) -> None:
    page = TacticsPage()
    qtbot.addWidget(page)
    page.resize(1200, 760)
    page.show()
    qtbot.waitExposed(page)
    menu = page.play_action.menu()
    assert menu is not None
    paths = [a.data() for a in menu.actions() if a.data()]
    names = sorted(p.rsplit("/", 1)[-1] for p in paths)
    shipped = sorted(p.name for p in resource("scenarios", "mossy-cellar.json").parent.glob("*.json"))
    assert names == shipped and "sunken-stair.json" in names
    first = next(a for a in menu.actions() if a.data())
    first.trigger()
    game = page.play_page
    assert game is not None and game.isVisible()
    assert not page.view.isVisible()
    assert game.cards.cards.count() > 0  # the first character's hand, ready to pick
    game.back_action.trigger()
    assert page.play_page is None
    assert page.view.isVisible()


def _twins() -> Scenario:
    """Two characters of one class whose cards share initiatives."""
    data = json.loads(resource("scenarios", "mossy-cellar.json").read_text(encoding="utf-8"))
    half = {"actions": [{"type": "move", "value": 2}]}
    cards = [
        {"id": f"tw-{k}", "name": f"Twin {k}", "initiative": ini, "top": half, "bottom": half}
        for k, ini in ((1, 20), (2, 30), (3, 20), (4, 40), (5, 30))
    ]
    data["classes"] = [{"id": "twin", "name": "Twin", "hp": 8, "hand_size": 5, "cards": cards}]
    data["characters"] = [
        {"class": "twin", "id": "left", "hex": [0, 2]},
        {"class": "twin", "id": "right", "hex": [0, 3]},
    ]
    return parse_scenario(data)


def test_tie_break_reasons_come_from_the_plans() -> None:
    """Same leading initiative: the lower second card goes first; same second card too: the
    players must choose, and once they have, the track says they chose."""
    sc = _twins()
    state = new_game(sc, 7)
    state, _ = apply(state, SelectCards(character="left", leading="tw-3", second="tw-4"))
    state, _ = apply(state, SelectCards(character="right", leading="tw-1", second="tw-2"))
    chars = [e for e in track(state) if e.is_character]
    assert [e.name for e in chars] == ["right", "left"]
    assert (chars[0].reason, chars[1].reason) == (None, "second_card")

    state = new_game(sc, 7)
    state, _ = apply(state, SelectCards(character="left", leading="tw-3", second="tw-2"))
    state, _ = apply(state, SelectCards(character="right", leading="tw-1", second="tw-5"))
    chars = [e for e in track(state) if e.is_character]
    assert chars[1].reason == "to_choose"
    tie = OrderTie(order=("c:left", "c:right"))
    while state.phase != "order":  # a monster's tied outcome may come first
        state, _ = apply(state, legal_actions(state)[0])
    state, _ = apply(state, tie)
    chars = [e for e in track(state, {frozenset(tie.order)}) if e.is_character]
    assert [e.name for e in chars] == ["left", "right"]
    assert chars[1].reason == "players_chose"
