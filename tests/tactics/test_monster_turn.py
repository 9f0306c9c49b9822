"""The monster's turn from the rules (docs/TACTICS.md p.29-32), on small hand-made maps."""

from __future__ import annotations

from dataclasses import replace

from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.model import Ability, AreaPattern, Condition, MovementMode
from founders_desktop.tactics.monster_turn import solve
from founders_desktop.tactics.rules import FROSTHAVEN, GLOOMHAVEN, JAWS_OF_THE_LION

from .helpers import character, monster, rect_board, turn


def keys(outcomes):  # type: ignore[no-untyped-def]
    return {(o.end, frozenset(o.target_hexes)) for o in outcomes}


def test_no_enemy_no_move() -> None:
    b = rect_board()
    out = solve(turn(b, monster((2, -3)), [], Ability(move=3)))
    assert keys(out) == {(Hex(2, -3), frozenset())}
    assert out[0].focus is None


def test_melee_monster_walks_to_the_nearest_attack_hex_and_attacks() -> None:
    b = rect_board()
    m, c = monster((1, -2)), character((5, -4), "c", 10)
    out = solve(turn(b, m, [c], Ability(move=3)))
    assert all(o.targets == ("c",) and o.focus == "c" for o in out)
    assert all(o.end.distance(c.hex) == 1 and m.hex.distance(o.end) == 3 for o in out)
    for o in out:
        assert o.path[0] == m.hex and o.path[-1] == o.end and len(o.path) == 4


def test_out_of_reach_it_moves_closer_and_does_not_attack() -> None:
    b = rect_board()
    m, c = monster((0, -1)), character((8, -5), "c", 10)
    out = solve(turn(b, m, [c], Ability(move=2)))
    assert all(not o.targets for o in out)
    assert all(m.hex.distance(o.end) == 2 for o in out)


def test_no_attack_moves_as_if_melee() -> None:
    b = rect_board()
    m, c = monster((1, -2)), character((5, -4), "c", 10)
    melee = solve(turn(b, m, [c], Ability(move=3)))
    none = solve(turn(b, m, [c], Ability(move=3, range=3, targets=0)))
    assert {o.end for o in none} == {o.end for o in melee}
    assert all(not o.targets for o in none)


def test_disarmed_moves_the_same_but_does_not_attack() -> None:
    b = rect_board()
    m, c = monster((1, -2)), character((5, -4), "c", 10)
    armed = solve(turn(b, m, [c], Ability(move=3)))
    disarmed = solve(turn(b, replace(m, conditions=frozenset({Condition.DISARMED})), [c], Ability(move=3)))
    assert {o.end for o in disarmed} == {o.end for o in armed}
    assert all(not o.targets for o in disarmed)


def test_immobilized_attacks_only_from_where_it_stands() -> None:
    b = rect_board()
    m = replace(monster((1, -2)), conditions=frozenset({Condition.IMMOBILIZED}))
    out = solve(turn(b, m, [character((5, -4), "c", 10)], Ability(move=3)))
    assert keys(out) == {(Hex(1, -2), frozenset())}


def test_focus_ties_break_on_initiative_and_unbroken_ties_are_players_choices() -> None:
    b = rect_board()
    m = monster((4, -5))
    left, right = (2, -4), (6, -6)  # both three hexes away, mirror images
    out = solve(turn(b, m, [character(left, "a", 30), character(right, "b", 20)], Ability(move=1)))
    assert {o.focus for o in out} == {"b"}
    tied = solve(turn(b, m, [character(left, "a", 20), character(right, "b", 20)], Ability(move=1)))
    assert {o.focus for o in tied} == {"a", "b"}


def test_ranged_monster_steps_away_from_disadvantage_unless_muddled() -> None:
    b = rect_board()
    m, c = monster((4, -5)), character((4, -4), "c", 10)  # adjacent
    out = solve(turn(b, m, [c], Ability(move=2, range=3)))
    assert all(o.end.distance(c.hex) == 2 for o in out)
    assert all(m.hex.distance(o.end) == 1 for o in out)
    muddled = replace(m, conditions=frozenset({Condition.MUDDLED}))
    assert keys(solve(turn(b, muddled, [c], Ability(move=2, range=3)))) == {(m.hex, frozenset({c.hex}))}


def test_invisible_enemies_are_not_focused_and_block_like_obstacles() -> None:
    b = rect_board()
    m = monster((1, -2))
    ghost = character((2, -2), "ghost", 1, conditions=frozenset({Condition.INVISIBLE}))
    seen = character((5, -4), "c", 50)
    out = solve(turn(b, m, [ghost, seen], Ability(move=1)))
    assert {o.focus for o in out} == {"c"}
    assert all(o.end != ghost.hex for o in out)


def test_every_enemy_with_targets_six() -> None:
    b = rect_board()
    m = monster((4, -5))
    cs = [character(h, f"c{k}", 10 + k) for k, h in enumerate([(4, -7), (6, -6), (2, -3), (5, -4)])]
    out = solve(turn(b, m, cs, Ability(move=0, range=3, targets=6)))
    assert len(out) == 1 and len(out[0].targets) == 4


def test_melee_area_attack_hits_every_enemy_under_the_pattern() -> None:
    b = rect_board()
    m = monster((4, -5))
    line = AreaPattern(((1, 0), (2, 0)), melee=True)  # two hexes in a row from the attacker
    cs = [character((5, -5), "a", 10), character((6, -5), "b", 20)]
    out = solve(turn(b, m, cs, Ability(move=0, aoe=line)))
    assert keys(out) == {(m.hex, frozenset({Hex(5, -5), Hex(6, -5)}))}
    assert set(out[0].aoe_hexes) == {Hex(5, -5), Hex(6, -5)}


def test_rule_sets_differ_only_through_their_switches() -> None:
    b = rect_board()
    m, c = monster((1, -2)), character((5, -4), "c", 10)
    for rules in (GLOOMHAVEN, FROSTHAVEN, JAWS_OF_THE_LION):
        out = solve(turn(b, m, [c], Ability(move=3), rules=rules))
        assert all(o.targets == ("c",) for o in out)


def test_flying_monster_crosses_obstacles() -> None:
    b = rect_board(terrain={(2, -3): "obstacle", (2, -2): "obstacle", (2, -4): "obstacle"})
    m, c = monster((1, -3)), character((4, -4), "c", 10)
    fly = solve(turn(b, m, [c], Ability(move=2, mode=MovementMode.FLYING)))
    assert all(o.targets == ("c",) for o in fly)


def test_traps_are_obstacles_unless_every_way_to_attack_crosses_one() -> None:
    """The near side of the character is trapped; its far side can be reached without a trap,
    but not this turn: the monster heads round, it does not step on a trap to attack now."""
    traps = {(3, -4): "trap", (3, -3): "trap", (4, -5): "trap"}
    b = rect_board(terrain=traps)
    m, c = monster((1, -3)), character((4, -4), "c", 10)
    out = solve(turn(b, m, [c], Ability(move=2)))
    assert out and all(not o.targets for o in out)
    assert all(b.terrain_at(h) is None for o in out for h in o.path)
    far = solve(turn(b, m, [c], Ability(move=4)))
    assert {o.end for o in far} == {Hex(4, -3)} and all(o.targets == ("c",) for o in far)
    # all six sides trapped: it walks onto the nearest trap and attacks
    ring_traps = {h: "trap" for h in Hex(4, -4).neighbours()}
    trapped = solve(turn(rect_board(terrain=ring_traps), m, [c], Ability(move=2)))
    assert all(o.targets == ("c",) and o.end in ring_traps for o in trapped)
