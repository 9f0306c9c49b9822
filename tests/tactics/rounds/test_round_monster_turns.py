"""Monsters act by the focus and movement solver inside a round; where it finds several legal
outcomes the players choose, and sprung traps no longer scare monsters."""

from __future__ import annotations

from founders_desktop.tactics.monster_act import live_board
from founders_desktop.tactics.rounds.actions import ChooseOutcome, OrderTie
from founders_desktop.tactics.rounds.engine import PLAYERS, current_decider, legal_actions
from founders_desktop.tactics.terrain import Terrain

from .round_helpers import act, events, hero, idle_turn, mcard, monster_type, plain_cards, plan, start, world


def mirror():
    """One monster between two characters with the same initiative: a focus tie."""
    classes = [hero("a", plain_cards("a", [50, 60])), hero("b", plain_cards("b", [50, 60]))]
    mtypes = [monster_type("m", [mcard("go", 10, move=0, attack=0)], move_=1, hp=30)]
    hexes = [[q, 0] for q in range(5)]
    chars = [{"class": "a", "hex": [0, 0]}, {"class": "b", "hex": [4, 0]}]
    return world(classes, mtypes, chars, [{"type": "m", "standee": 1, "hex": [2, 0]}], hexes=hexes)


def test_a_focus_tie_follows_the_order_the_players_gave_the_tied_characters():
    s = mirror()
    state, _ = plan(s, start(s), {"a": ("a0", "a1"), "b": ("b0", "b1")})
    # a and b are equally close; the players put b first, so b acts earlier and is the focus
    state, recs = act(s, state, OrderTie(order=("c:b", "c:a")))
    assert state.monsters[0].hex == (3, 0)
    assert [e["target"] for e in events(recs, "attack")] == ["b"]


def test_several_outcomes_are_the_players_choice():
    # two hexes next to the focus, one step from the monster at (2, -1): the players choose
    s = world(
        [hero("a", plain_cards("a", [50, 60])), hero("b", plain_cards("b", [50, 60]))],
        [monster_type("m", [mcard("go", 10, move=0, attack=0)], move_=1, hp=30)],
        [{"class": "a", "hex": [0, 0]}, {"class": "b", "hex": [4, 0]}],
        [{"type": "m", "standee": 1, "hex": [2, -1]}],
        hexes=[[q, 0] for q in range(5)] + [[1, -1], [2, -1]],
    )
    state, _ = plan(s, start(s), {"a": ("a0", "a1"), "b": ("b0", "b1")})
    state, _ = act(s, state, OrderTie(order=("c:a", "c:b")))
    assert current_decider(state) == PLAYERS
    options = legal_actions(state)
    assert options == [ChooseOutcome(index=0), ChooseOutcome(index=1)]
    ends = sorted(tuple(c.end) for c in state.choices)
    assert ends == [(1, -1), (1, 0)]
    pick = next(i for i, c in enumerate(state.choices) if tuple(c.end) == (1, 0))
    state, recs = act(s, state, ChooseOutcome(index=pick))
    assert state.monsters[0].hex == (1, 0)
    assert [e["target"] for e in events(recs, "attack")] == ["a"]


def test_sprung_traps_are_floor_for_the_solver():
    s = mirror()
    board = s.board
    assert live_board(board, []) is board  # no printed traps: the same board
    classes = [hero("a", plain_cards("a", [50, 60]))]
    s2 = world(
        classes,
        [monster_type("m", [mcard("go", 90, move=0, attack=0)])],
        [{"class": "a", "hex": [0, 0]}],
        [{"type": "m", "standee": 1, "hex": [4, 0]}],
        hexes=[[q, 0] for q in range(5)],
        terrain=[{"hex": [2, 0], "type": "trap"}],
    )
    live = live_board(s2.board, [])
    assert live.terrain_at((2, 0)) is None and s2.board.terrain_at((2, 0)) is Terrain.TRAP
    assert live_board(s2.board, []) is live  # cached
    assert live_board(s2.board, [(2, 0)]) is s2.board
    state, _ = plan(s2, start(s2), {"a": ("a0", "a1")})
    state, recs = idle_turn(s2, state)
    # the only way to its focus crosses the trap: the monster walks into it and springs it
    assert [t["figure"] for t in events(recs, "trap")] == ["m#1"]
    assert state.traps == []


def corridor_monster(traits: tuple[str, ...], terrain: list[dict]) -> tuple:
    classes = [hero("a", plain_cards("a", [50, 60]))]
    mtypes = [monster_type("m", [mcard("go", 10, move=1, attack=0)], move_=3, hp=30, traits=traits)]
    hexes = [[q, 0] for q in range(6)]
    s = world(
        classes,
        mtypes,
        [{"class": "a", "hex": [0, 0]}],
        [{"type": "m", "standee": 1, "hex": [5, 0]}],
        hexes=hexes,
        terrain=terrain,
    )
    state, recs = plan(s, start(s), {"a": ("a0", "a1")})
    return s, state, recs


def test_a_flying_monster_crosses_obstacles_in_a_round():
    wall_of_rocks = [{"hex": [q, 0], "type": "obstacle"} for q in (2, 3, 4)]
    _, state, recs = corridor_monster(("flying",), wall_of_rocks)
    assert state.monsters[0].hex == (1, 0)
    assert [e["target"] for e in events(recs, "attack")] == ["a"]
    _, state, recs = corridor_monster((), wall_of_rocks)
    assert state.monsters[0].hex == (5, 0) and events(recs, "attack") == []


def test_a_jumping_monster_skips_a_trap_but_not_a_landing():
    trap = [{"hex": [3, 0], "type": "trap"}]
    _, state, recs = corridor_monster(("jump",), trap)
    assert state.monsters[0].hex == (1, 0) and events(recs, "trap") == [] and state.traps == [(3, 0)]
    # walking, the only way crosses the trap: the monster springs it
    _, state, recs = corridor_monster((), trap)
    assert [t["figure"] for t in events(recs, "trap")] == ["m#1"] and state.traps == []
