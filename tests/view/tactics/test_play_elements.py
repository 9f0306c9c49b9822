"""What the play page shows of the round engine's elements, conditions and defences: the
element board, an icon of its own for every condition, a standee's tooltip card with shield and
retaliate, and the monster card's infuse and consume lines."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent, QImage
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from founders_desktop.app.tactics.play_display import ShownFigure
from founders_desktop.app.tactics.scenario import FigureKind
from founders_desktop.tactics import Hex
from founders_desktop.tactics.cards import MonsterCard
from founders_desktop.tactics.rounds import Event, SelectCards, legal_actions
from founders_desktop.view import i18n
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.card_face import monster_lines
from founders_desktop.view.tactics.element_board import ORDER
from founders_desktop.view.tactics.play_items import figure_card
from founders_desktop.view.tactics.play_page import PlayPage
from founders_desktop.view.tactics.play_text import CONDITIONS, event_text, figure_name
from founders_desktop.view.tactics.tactics_icons import icon_pixmap, renderer
from tests.tactics.rounds.round_helpers import hero, mcard, plain_cards, world
from tests.view.tactics.play_driver import do

LEVEL = 2


def brute() -> dict[str, Any]:
    """A stat card with shield 1 and retaliate 2 at level 2 (and none at level 0)."""
    rows = []
    for lv in range(8):
        innate = {"shield": 1, "retaliate": 2} if lv >= LEVEL else {}
        rows.append(
            {
                "level": lv,
                "normal": {"hp": 6 + lv, "move": 0, "attack": 1, **innate},
                "elite": {"hp": 9 + lv, "move": 0, "attack": 2, **innate},
            }
        )
    card = mcard("b1", 5, move=0, attack=0, infuse=["fire"], shield=1, shuffle=True)
    return {"id": "brute", "name": "Brute", "levels": rows, "deck": [card]}


@pytest.fixture
def page(qtbot: QtBot) -> PlayPage:
    scenario = world(
        [hero("h", plain_cards("h", [30, 40, 50, 60]))],
        [brute()],
        [{"class": "h", "hex": [0, 0]}],
        [{"type": "brute", "elite": False, "standee": 1, "hex": [5, 0]}],
        level=LEVEL,
    )
    p = PlayPage(scenario, 3)
    qtbot.addWidget(p)
    p.resize(1300, 800)
    p.show()
    qtbot.waitExposed(p)
    p.controller.set_step_interval(0)
    return p


def _after_monster_turn(page: PlayPage, qtbot: QtBot) -> None:
    do(page, SelectCards(character="h", leading="h0", second="h1"))
    qtbot.waitUntil(lambda: not page.controller.busy, timeout=3000)


def test_the_element_board_follows_the_engine(page: PlayPage, qtbot: QtBot) -> None:
    board = page.element_board
    assert board.isVisible()
    assert list(board.tokens) == list(ORDER)
    assert all(t.state == "inert" for t in board.tokens.values())
    _after_monster_turn(page, qtbot)  # the brute acts first and infuses fire
    assert page.controller.state.elements == {"fire": "strong"}
    assert board.tokens["fire"].state == "strong"
    assert board.tokens["fire"].toolTip() == "fire: strong"
    assert {t.state for e, t in board.tokens.items() if e != "fire"} == {"inert"}
    state = page.controller.state
    while state.round == 1:  # the rest of the round, any legal way
        page.play(legal_actions(state)[-1])
        qtbot.waitUntil(lambda: not page.controller.busy, timeout=3000)
        state = page.controller.state
    assert state.elements == {"fire": "waning"}
    assert board.tokens["fire"].state == "waning"


def test_the_element_board_speaks_russian(page: PlayPage, qapp: QApplication) -> None:
    try:
        i18n.install_language(qapp, "ru")
        assert page.element_board.title.text() == "Стихии:"
        assert page.element_board.tokens["ice"].toolTip() == "Стихия «лёд»: инертная"
    finally:
        i18n.install_language(qapp, i18n.ENGLISH)
    assert page.element_board.title.text() == "Elements:"


def test_a_standee_tooltip_card_shows_shield_and_retaliate(page: PlayPage, qtbot: QtBot) -> None:
    item = page.play_scene.figure_items["brute#1"]
    tip = item.toolTip()
    assert "8 of 8 hit points" in tip  # level 2's row
    assert "Shield 1" in tip and "Retaliate 2" in tip
    _after_monster_turn(page, qtbot)
    tip = page.play_scene.figure_items["brute#1"].toolTip()
    assert "Shield 2" in tip  # the printed shield plus the card's, this round
    assert "h: 10 of 10 hit points" in page.play_scene.figure_items["h"].toolTip()
    assert "Shield" not in page.play_scene.figure_items["h"].toolTip()


def test_the_tooltip_card_names_ranged_retaliate_and_conditions() -> None:
    shown = ShownFigure(
        "h", FigureKind.CHARACTER, Hex(0, 0), 4, 10, conditions=("poisoned", "stunned"), retaliate=((1, 3),)
    )
    tip = figure_card(shown)
    assert "Retaliate 1, range 3" in tip
    assert "poisoned" in tip and "stunned" in tip
    for icon in ("retaliate", "poisoned", "stunned"):  # each line with its icon
        assert f"{icon}.svg" in tip


def _picture(name: str) -> bytes:
    image = icon_pixmap(name, 24).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return bytes(image.constBits())


def test_every_condition_has_an_icon_of_its_own() -> None:
    pictures = {}
    for condition in CONDITIONS:
        assert renderer(condition) is not None, condition
        picture = _picture(condition)
        assert any(picture[3::4]), f"{condition} draws nothing"
        pictures[condition] = picture
    assert len(set(pictures.values())) == len(pictures)  # stunned and strengthened apart, too


def test_every_element_has_an_icon_of_its_own() -> None:
    pictures = {_picture(f"element-{e}") for e in ORDER}
    assert len(pictures) == len(ORDER) and all(any(p[3::4]) for p in pictures)


def test_a_monster_card_prints_its_infusion_consume_and_defences() -> None:
    card = MonsterCard.model_validate(
        {
            "id": "x",
            "name": "x",
            "initiative": 20,
            "attack": 1,
            "pierce": 2,
            "infuse": ["ice"],
            "consume": {"element": "fire", "attack": 1, "range": 1, "conditions": ["wounded"]},
            "shield": 1,
            "retaliate": 2,
        }
    )
    lines = monster_lines(card)
    texts = [line.text for line in lines]
    assert "Infuse ice" in texts
    assert "Attack +1, pierce 2" in texts  # pierce belongs to the attack line
    assert "Consume fire: +1 attack, +1 range, wounded" in texts
    assert "Shield 1" in texts and "Retaliate 2" in texts
    icons = {line.text: line.icon for line in lines}
    assert icons["Infuse ice"] == "element-ice" and icons["Shield 1"] == "shield"


def test_the_round_monster_card_on_the_page_shows_the_infusion(page: PlayPage, qtbot: QtBot) -> None:
    _after_monster_turn(page, qtbot)
    view = page.monster_cards.views["brute"]
    assert "Infuse fire" in [line.text for line in view.lines]


def test_the_log_words_an_immunity() -> None:
    text = event_text(Event(code="immune", params={"figure": "bog-lurker#2", "condition": "poisoned"}))
    assert text == f"{figure_name('bog-lurker#2')} is immune: not poisoned."


def test_during_playback_the_board_shows_the_table_as_the_turns_go(page: PlayPage, qtbot: QtBot) -> None:
    page.controller.set_step_interval(60_000)  # one step a minute: the playback waits
    page.play(SelectCards(character="h", leading="h0", second="h1"))
    assert page.controller.busy
    assert page.controller.state.elements == {"fire": "strong"}  # the engine is already past it
    assert page.element_board.tokens["fire"].state == "inert"  # the brute's turn is not shown yet
    page.skip_button.click()
    assert page.element_board.tokens["fire"].state == "strong"


def test_hovering_a_standee_shows_its_card(page: PlayPage, qtbot: QtBot) -> None:
    vp = page.view.viewport()
    at = page.view.mapFromScene(geo.centre((5, 0)))
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, at, vp.mapToGlobal(at)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert "Shield 1" in QToolTip.text() and "Retaliate 2" in QToolTip.text()
    QToolTip.hideText()
