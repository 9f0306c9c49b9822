"""Turn order and every tie rule (rulebook p.18): the seed paragraph on leading cards."""

from __future__ import annotations

from founders_desktop.tactics.rounds.actions import DeclareLongRest, OrderTie
from founders_desktop.tactics.rounds.engine import PLAYERS, current_decider, legal_actions

from .round_helpers import (
    act,
    hero,
    idle_turn,
    mcard,
    monster_type,
    plain_cards,
    plan,
    start,
    turn_starts,
    world,
)


def two_heroes(ini_a: list[int], ini_b: list[int], monster_ini: int = 90, types: int = 1):
    classes = [hero("a", plain_cards("a", ini_a)), hero("b", plain_cards("b", ini_b))]
    mtypes = [monster_type(f"m{i}", [mcard(f"m{i}c", monster_ini)]) for i in range(types)]
    monsters = [{"type": f"m{i}", "standee": 1, "hex": [5, 2 - i]} for i in range(types)]
    chars = [{"class": "a", "hex": [0, 0]}, {"class": "b", "hex": [0, 1]}]
    return world(classes, mtypes, chars, monsters)


def test_lower_initiative_goes_first():
    s = two_heroes([30, 50], [20, 60])
    state, recs = plan(s, start(s), {"a": ("a0", "a1"), "b": ("b0", "b1")})
    assert turn_starts(recs)[:1] == ["b"]
    assert state.order == [["c:b"], ["c:a"], ["m:m0"]]


def test_character_tie_broken_by_non_leading_card():
    s = two_heroes([30, 50], [30, 40])
    state, _ = plan(s, start(s), {"a": ("a0", "a1"), "b": ("b0", "b1")})
    assert state.order[:2] == [["c:b"], ["c:a"]]
    # the non-leading card decides only ties: here a's second card is lower
    s = two_heroes([30, 20], [30, 40])
    state, _ = plan(s, start(s), {"a": ("a0", "a1"), "b": ("b0", "b1")})
    assert state.order[:2] == [["c:a"], ["c:b"]]


def test_full_character_tie_is_the_players_choice():
    s = two_heroes([30, 50], [30, 50])
    state, recs = plan(s, start(s), {"a": ("a0", "a1"), "b": ("b0", "b1")})
    assert current_decider(state) == PLAYERS
    assert turn_starts(recs) == []
    assert sorted(a.order for a in legal_actions(state)) == [("c:a", "c:b"), ("c:b", "c:a")]
    state, recs = act(s, state, OrderTie(order=("c:b", "c:a")))
    assert turn_starts(recs)[0] == "b"


def test_character_before_monster_on_equal_initiative():
    s = two_heroes([45, 50], [60, 70], monster_ini=45)
    state, _ = plan(s, start(s), {"a": ("a0", "a1"), "b": ("b0", "b1")})
    assert state.order == [["c:a"], ["m:m0"], ["c:b"]]


def test_monster_types_tied_are_the_players_choice():
    s = two_heroes([10, 20], [11, 21], monster_ini=50, types=2)
    state, _ = plan(s, start(s), {"a": ("a0", "a1"), "b": ("b0", "b1")})
    assert state.phase == "order"
    assert {a.order for a in legal_actions(state)} == {("m:m0", "m:m1"), ("m:m1", "m:m0")}


def test_long_rest_acts_at_99_and_leading_card_sets_initiative():
    s = two_heroes([30, 50], [20, 60], monster_ini=98)
    state = start(s)
    # give "a" a discard pile so it may rest
    a = state.character("a")
    a.piles.discard, a.piles.hand = a.piles.hand[:], []
    state, _ = act(s, state, DeclareLongRest(character="a"))
    state, _ = plan(s, state, {"b": ("b1", "b0")})  # leading 60, not 20
    assert state.order[:1] == [["c:b"]]
    assert state.order[-1] == ["c:a"]
    assert state.order[1] == ["m:m0"]


def test_elites_first_then_normals_by_standee():
    classes = [hero("a", plain_cards("a", [10, 20]))]
    mtypes = [monster_type("m", [mcard("mc", 50)], move_=0)]
    monsters = [
        {"type": "m", "standee": 3, "hex": [5, 0]},
        {"type": "m", "standee": 1, "hex": [5, 1]},
        {"type": "m", "standee": 4, "elite": True, "hex": [4, 2]},
        {"type": "m", "standee": 2, "elite": True, "hex": [4, 1]},
    ]
    s = world(classes, mtypes, [{"class": "a", "hex": [0, 0]}], monsters)
    state, recs = plan(s, start(s), {"a": ("a0", "a1")})
    state, more = idle_turn(s, state)
    starts = turn_starts(recs + more)
    assert starts[1:5] == ["m#2", "m#4", "m#1", "m#3"]
