"""What the play page shows of the levels: each character's level beside its hit points (of
its level's maximum) in the figure table and the standee's card, the scenario's level with how
it was set and what it sets, and the gold of the money tokens on the end screen."""

from __future__ import annotations

import json
from typing import Any

from pytestqt.qtbot import QtBot

from founders_desktop.resources import resource
from founders_desktop.tactics.rounds import Scenario, new_game, parse_scenario
from founders_desktop.view.tactics.play_page import PlayPage
from founders_desktop.view.tactics.play_result import summary


def cellar(level: int | None = None) -> Scenario:
    """The shipped cellar in format 2, its Ember Warden at level 3 and its archer at level 1,
    the scenario level left to the party (average 2, / 2 = 1) unless the players choose one."""
    data: dict[str, Any] = json.loads(resource("scenarios", "mossy-cellar.json").read_text(encoding="utf-8"))
    data["format"] = "tactics-scenario/2"
    del data["level"]
    data["characters"][0]["level"] = 3
    data["characters"][1]["level"] = 1
    return parse_scenario(data, "cellar.json", level=level)


def page_of(qtbot: QtBot, scenario: Scenario) -> PlayPage:
    page = PlayPage(scenario, 3)
    qtbot.addWidget(page)
    return page


def test_the_figure_table_shows_each_characters_level_and_its_maximum(qtbot: QtBot) -> None:
    page = page_of(qtbot, cellar())
    table = page.status_table
    rows = {table.item(i, 0).text(): table.item(i, 1).text() for i in range(table.rowCount())}
    assert rows["Ember Warden (level 3)"] == "14/14"  # the high track's level 3
    assert rows["Reed Archer (level 1)"] == "8/8"
    assert sum("(level" in name for name in rows) == 2  # monsters have no character level


def test_a_characters_standee_card_shows_its_level_and_hit_points(qtbot: QtBot) -> None:
    page = page_of(qtbot, cellar())
    tip = page.play_scene.figure_items["ember-warden"].toolTip()
    assert "14 of 14 hit points" in tip and "Level 3: at most 14 hit points" in tip
    monster = next(f for f in page.play_scene.figure_items if "#" in f)
    assert "Level" not in page.play_scene.figure_items[monster].toolTip()


def test_the_page_says_the_scenario_level_was_recommended_from_the_party(qtbot: QtBot) -> None:
    page = page_of(qtbot, cellar())
    assert page.level_label.text() == (
        "Scenario level 1 (recommended from the party): traps deal 3 damage, a money token is worth 2 gold."
    )


def test_the_page_says_a_chosen_level_and_what_it_sets(qtbot: QtBot) -> None:
    page = page_of(qtbot, cellar(level=4))
    assert page.level_label.text() == (
        "Scenario level 4 (set by the scenario): traps deal 6 damage, a money token is worth 4 gold."
    )


def test_the_end_screen_turns_each_characters_tokens_into_gold_at_the_level() -> None:
    state = new_game(cellar(level=6), 3)
    state.character("ember-warden").looted = 3
    lines = summary(state).splitlines()
    assert "Scenario level 6: a money token is worth 5 gold." in lines
    assert "Ember Warden: money tokens looted 3, gold 15." in lines
    assert "Reed Archer: money tokens looted 0, gold 0." in lines
