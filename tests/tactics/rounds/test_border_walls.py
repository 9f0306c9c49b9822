"""A thin wall along the map's border (common in real scenario data) is a valid map: the round
engine plays on it as on the same map without that wall."""

from __future__ import annotations

from founders_desktop.tactics.catalog import Catalog
from founders_desktop.tactics.scenario import parse_scenario

from .round_helpers import hero, idle_turn, mcard, monster_type, plain_cards, plan, rect, start


def scenario(thin_walls):
    data = {
        "format": "tactics-scenario/1",
        "id": "border",
        "name": "border",
        "level": 0,
        "map": {"hexes": rect(6, 5), "terrain": [], "thin_walls": thin_walls},
        "characters": [{"class": "a", "hex": [0, 0]}],
        "monsters": [{"type": "m", "standee": 1, "hex": [4, 0]}],
        "classes": [hero("a", plain_cards("a", [50, 60]))],
        "monster_types": [monster_type("m", [mcard("go", 90, move=0, attack=0)], move_=2)],
    }
    return parse_scenario(data, "border.json", Catalog())


def test_a_border_thin_wall_is_played_like_the_map_without_it():
    ends = []
    for walls in ([], [[[0, 0], [-1, 0]], [[4, -2], [4, -3]]]):
        s = scenario(walls)
        state, _ = plan(s, start(s), {"a": ("a0", "a1")})
        state, _ = idle_turn(s, state)
        ends.append(state.monsters[0].hex)
    assert ends[0] == ends[1] and ends[0] != (4, 0)
