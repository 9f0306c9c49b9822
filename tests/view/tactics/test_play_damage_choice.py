"""The play page offers the damage choice in the middle of the monster's turn: a sentence and
one button per way (suffer, each hand card, each pair of discards); a click negates."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from founders_desktop.tactics.rounds import DamageChoice, SelectCards
from founders_desktop.view.tactics.play_page import PlayPage
from tests.tactics.rounds.test_round_damage_choice import duel
from tests.view.tactics.play_driver import do


def test_the_page_asks_and_a_button_negates_the_damage(qtbot: QtBot) -> None:
    page = PlayPage(duel(), 1)
    qtbot.addWidget(page)
    page.resize(1300, 800)
    page.show()
    qtbot.waitExposed(page)
    page.controller.set_step_interval(0)
    do(page, SelectCards(character="a", leading="p0", second="p1"))
    state = page.controller.state
    assert state.damage_offer is not None
    panel = page.actions_panel
    amount = state.damage_offer.amount
    assert f"would suffer {amount} damage from m 1" in panel.prompt.text()
    texts = [b.text() for b, _ in panel.buttons]
    assert texts[0] == f"Suffer {amount} damage"
    assert any(t.startswith("Lose ") and t.endswith(" from the hand") for t in texts[1:])
    do(page, DamageChoice(character="a", cards=("p2",)))
    after = page.controller.state
    assert after.damage_offer is None
    assert after.character("a").hp == 10 and after.character("a").piles.lost == ["p2"]
