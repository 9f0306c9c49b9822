"""The play page's figures show a starting shield and retaliate as the engine plays them: on
top of the stat card's, past the end of the round (the hover card reads ``ShownFigure``)."""

from __future__ import annotations

from typing import Any

from founders_desktop.app.tactics.play_display import shown_figures
from founders_desktop.tactics.catalog import Catalog
from founders_desktop.tactics.rounds.engine import new_game
from founders_desktop.tactics.rounds.state import RoundState
from founders_desktop.tactics.scenario import parse_scenario

STAY = {"actions": [{"type": "move", "value": 0}]}


def data(
    hero_extra: dict[str, Any] | None = None, monster_extra: dict[str, Any] | None = None, mshield: int = 0
) -> dict[str, Any]:
    """Hero ``a`` beside monster ``m#1``; the monster's stat card prints ``mshield``."""
    stats = {"hp": 10, "move": 1, "attack": 1, "shield": mshield}
    cards = [
        {"id": c, "name": c, "initiative": 10 + i, "top": STAY, "bottom": STAY} for i, c in enumerate("xy")
    ]
    return {
        "format": "tactics-scenario/2",
        "id": "test",
        "name": "test",
        "level": 0,
        "map": {"hexes": [[q, 0] for q in range(4)]},
        "characters": [{"class": "a", "hex": [0, 0], **(hero_extra or {})}],
        "monsters": [{"type": "m", "standee": 1, "hex": [1, 0], **(monster_extra or {})}],
        "classes": [{"id": "a", "name": "a", "hp": 10, "hand_size": 2, "cards": cards}],
        "monster_types": [
            {
                "id": "m",
                "name": "m",
                "normal": stats,
                "elite": stats,
                "deck": [{"id": "c", "name": "c", "initiative": 50}],
            }
        ],
    }


def start(raw: dict[str, Any]) -> RoundState:
    return new_game(parse_scenario(raw, "test.json", Catalog()), 1)


def test_the_shown_figure_has_the_starting_shield_and_retaliate_with_the_printed_ones():
    raw = data(monster_extra={"shield": 1, "retaliate": 2, "retaliate_range": 3}, mshield=1)
    raw["monster_types"][0]["normal"]["retaliate"] = 1
    state = start(raw)
    shown = shown_figures(state)["m#1"]
    assert shown.shield == 2
    assert shown.retaliate == ((1, 1), (2, 3))
    assert shown_figures(state)["a"].shield == 0 and shown_figures(state)["a"].retaliate == ()


def test_a_starting_condition_is_shown_from_the_first_decision():
    state = start(data(hero_extra={"conditions": ["strengthened"]}))
    assert shown_figures(state)["a"].conditions == ("strengthened",)
