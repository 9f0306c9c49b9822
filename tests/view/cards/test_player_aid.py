"""The player aid is one key away (F2), in the Help menu and on a button of the city page, and
says the pack's recipes, costs by terrain, turn, vote counting and the solo game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication
from pytestqt.qtbot import QtBot

from founders_desktop.content import default_pack
from founders_desktop.view.cards import player_aid
from founders_desktop.view.cards.player_aid import PlayerAid
from founders_desktop.view.main_window import MainWindow


def open_aid() -> PlayerAid | None:
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, PlayerAid) and w.isVisible()]
    return shown[0] if shown else None


def close_aid() -> None:
    aid = open_aid()
    if aid is not None:
        aid.close()
    QApplication.processEvents()


def test_f2_opens_the_player_aid_and_f2_closes_it(window: MainWindow, qtbot: QtBot) -> None:
    close_aid()
    window.show_page("city")
    QTest.keyClick(window, Qt.Key.Key_F2)
    aid = open_aid()
    assert aid is not None and aid.tabs.count() == 5
    QTest.keyClick(aid, Qt.Key.Key_F2)
    QApplication.processEvents()
    assert open_aid() is None


def test_the_help_menu_and_the_city_button_open_it(window: MainWindow, qtbot: QtBot) -> None:
    close_aid()
    assert window.aid_action in window.help_menu.actions()
    assert window.aid_action.shortcut().toString() == "F2"
    window.aid_action.trigger()
    assert open_aid() is not None
    close_aid()
    window.show_page("city")
    window.city_page.aid_button.click()
    assert open_aid() is not None
    assert not window.city_page.aid_button.icon().isNull()  # the F2 key cap on the button
    close_aid()


def test_the_aid_says_the_packs_figures(qtbot: QtBot) -> None:
    pack = default_pack()
    aid = player_aid.PlayerAid(pack)
    qtbot.addWidget(aid)
    recipes = aid.pages["recipes"].toPlainText()
    for r in pack.tier(3):
        for e in r.recipe:
            assert f"{pack.resources[e.resource].name} {e.points}" in recipes
    costs = aid.pages["costs"].toPlainText()
    assert "Entrance (red)\t1\t2" in costs.replace("\n", "\t").replace("\t\t", "\t") or (
        "Entrance (red)" in costs and str(pack.costs.import_price["red"]) in costs
    )
    assert (
        f"tier 2 for {pack.costs.upgrade_cost(2)} money, tier 3 for {pack.costs.upgrade_cost(3)} money"
        in costs
    )
    votes = aid.pages["votes"].toPlainText()
    s = pack.scoring
    assert (
        f"A vote counts {s.base_vote} + {s.fleeting_weight} per fleeting + {s.lasting_weight} per lasting"
        in votes
    )
    turn = aid.pages["turn"].toPlainText()
    assert "face down for a basic action" in turn and "2 players: 3" in turn


def test_the_city_buttons_carry_the_keys_that_press_them(window: MainWindow, qtbot: QtBot) -> None:
    from founders_desktop.view.cards.key_cap import CITY_KEYS

    window.show_page("city")
    page = window.city_page
    for name, _keys in CITY_KEYS:
        button = next(b for b in page.findChildren(QAbstractButton) if b.objectName() == name)
        assert not button.icon().isNull(), name
        assert button.iconSize().width() >= button.iconSize().height()


def test_the_aid_goes_away_when_another_page_replaces_the_city_game(window: MainWindow) -> None:
    """The aid belongs to the city game: it does not float over the sandbox or the tactics editor."""
    window.show_city()
    window.city_page.show_player_aid()
    assert open_aid() is not None
    window.show_sandbox()
    QApplication.processEvents()
    assert open_aid() is None


def test_the_solo_tab_says_the_packs_solo_rules(qtbot: QtBot) -> None:
    pack = default_pack()
    aid = player_aid.PlayerAid(pack)
    qtbot.addWidget(aid)
    text = aid.pages["solo"].toPlainText()
    solo = pack.solo
    assert f"{solo.cycles} cycles" in text and f"each of the first {solo.votes} cycles" in text
    assert "deliver every slot of every prestige building" in text
    assert "2 under the middle one, 4 under the right one" in text  # 2 fleeting; 2 lasting, weighed 2
    assert "you place it. A tie goes to the rightmost proposal." in text
    assert "Nobody follows your cards." in text and "leaves the game" in text
    assert "collect income before voting" in text  # the pack's designed solo income
    assert "the income track and the resource tracker take none" in text
    assert "You start with 12 money." in text  # the pack's designed solo starting money
    assert "Solo: see the Solo tab." in aid.pages["votes"].toPlainText()


def test_the_solo_tab_follows_a_packs_own_solo_design(qtbot: QtBot) -> None:
    pack = default_pack()
    changed = pack.solo.model_copy(
        update={
            "vote_rule": "most_influence_player_breaks_ties",
            "income_at_vote": False,
            "tracker_tokens": True,
            "starting_money": None,
        }
    )
    text = player_aid.solo_html(pack.model_copy(update={"solo": changed}))
    assert "On a tie you choose among the tied proposals." in text
    assert "collect income" not in text and "take none" not in text
    assert "You start with" not in text  # the supply's money, as every player
