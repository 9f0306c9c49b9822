"""One test (or a few) per rule paragraph of docs/TACTICS.md, on maps designed for the audit.

Each map is the smallest that makes the paragraph decide the outcome; the expected outcomes are
worked out by hand from the rule quoted in the test's docstring, not taken from the engine.
Rectangular maps from ``rect_board``: column ``q`` holds hexes ``r = -((q + 1) // 2) - row``.
"""

from __future__ import annotations

from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.model import Ability, AreaPattern, Condition, MovementMode
from founders_desktop.tactics.monster_turn import solve
from founders_desktop.tactics.rules import FROSTHAVEN, GLOOMHAVEN, JAWS_OF_THE_LION, RULE_SETS

from ..helpers import character, monster, rect_board, turn

ALL = list(RULE_SETS.values())


def keys(outcomes):  # type: ignore[no-untyped-def]
    return {(o.end, frozenset(o.target_hexes)) for o in outcomes}


def H(q: int, r: int) -> Hex:
    return Hex(q, r)


# --- Monster focus (p.29-30) ---------------------------------------------------------------------


def test_focus_is_least_movement_not_fewest_hexes() -> None:
    """ "The focus is the enemy ... the monster can attack ... using the least movement": a
    wall between the monster and the nearer enemy makes the farther one the focus."""
    # monster at (1,-3); a (the near one, 2 hexes) behind a wall screen; b 3 hexes, open
    walls = {(2, -3): "wall", (2, -4): "wall", (2, -2): "wall", (3, -5): "wall", (3, -3): "wall"}
    b = rect_board(7, 6, terrain=walls, thin_walls=[((3, -4), (2, -3))])
    m = monster((1, -3))
    near = character((3, -4), "near", 10)
    far = character((1, -6), "far", 20)
    for rules in ALL:
        out = solve(turn(b, m, [near, far], Ability(move=2), rules))
        assert {o.focus for o in out} == {"far"}, rules.name
        assert all(o.targets == ("far",) for o in out)


def test_proximity_breaks_a_movement_tie_except_in_jaws_of_the_lion() -> None:
    """Equal movement to attack (range 3, both in range now); "ties: the enemy closest in hexes
    ... then initiative"; Jaws of the Lion has no proximity tie-break."""
    b = rect_board(9, 7)
    m = monster((4, -5))
    close = character((4, -7), "close", 50)  # 2 hexes
    far = character((7, -7), "far", 10)  # 3 hexes
    ab = Ability(move=2, range=3)
    for rules in (GLOOMHAVEN, FROSTHAVEN):
        assert keys(solve(turn(b, m, [close, far], ab, rules))) == {(m.hex, frozenset({close.hex}))}
    assert keys(solve(turn(b, m, [close, far], ab, JAWS_OF_THE_LION))) == {(m.hex, frozenset({far.hex}))}


def test_proximity_counts_around_walls() -> None:
    """Proximity is "closest in hexes (... not through walls)": a thin wall puts the enemy next
    to the monster two steps away, farther than the other neighbour (both in range and sight,
    the monster cannot move: only proximity and initiative are left)."""
    b = rect_board(9, 7, thin_walls=[((4, -5), (4, -6))])
    m = monster((4, -5))
    behind = character((4, -6), "behind", 10)  # plain distance 1, around the thin wall 2
    open_ = character((4, -4), "open", 20)  # plain distance 1
    ab = Ability(move=0, range=3)
    out = keys(solve(turn(b, m, [behind, open_], ab, GLOOMHAVEN)))
    assert out == {(m.hex, frozenset({open_.hex}))}


def test_initiative_breaks_a_full_tie_and_unknown_initiatives_leave_it_to_the_players() -> None:
    """Equal movement and proximity: the earlier initiative; no initiative known: both."""
    b = rect_board(9, 7)
    m = monster((4, -5))
    a, c = H(4, -7), H(6, -7)  # both 2 hexes away
    ab = Ability(move=0, range=2)
    for rules in ALL:
        out = solve(turn(b, m, [character(a, "a", 40), character(c, "c", 30)], ab, rules))
        assert keys(out) == {(m.hex, frozenset({c}))}
        out = solve(turn(b, m, [character(a, "a"), character(c, "c")], ab, rules))
        assert keys(out) == {(m.hex, frozenset({a})), (m.hex, frozenset({c}))}


def test_summon_before_its_summoner_and_long_rest_last() -> None:
    """ "a summon before its summoner; a long-resting character last": a summon acts just before
    its summoner (initiative a hair lower), a long rest is initiative 99."""
    b = rect_board(9, 7)
    m = monster((4, -5))
    a, c = H(4, -7), H(6, -7)
    ab = Ability(move=0, range=2)
    summoner = character(a, "summoner", 30)
    summon = character(c, "summon", 29.99, summon=True)
    assert keys(solve(turn(b, m, [summoner, summon], ab))) == {(m.hex, frozenset({c}))}
    resting = character(a, "resting", 99)
    awake = character(c, "awake", 80)
    assert keys(solve(turn(b, m, [resting, awake], ab))) == {(m.hex, frozenset({c}))}


def test_no_hex_attacks_anyone_the_monster_stays() -> None:
    """ "No hex from which any enemy can be attacked: the monster does not move or attack.\""""
    walls = {h: "wall" for h in [(3, -2), (3, -3), (3, -4), (3, -5), (3, -6), (3, -7)]}
    b = rect_board(7, 6, terrain=walls)
    m = monster((1, -3))
    c = character((5, -5), "c", 10)
    for rules in ALL:
        assert keys(solve(turn(b, m, [c], Ability(move=3, range=2), rules))) == {(m.hex, frozenset())}


# --- negative hexes ----------------------------------------------------------------------------------


def test_traps_are_obstacles_while_a_clean_way_exists_even_a_longer_one() -> None:
    """A trap lies on the short way to the only enemy; a clean way is longer than this turn's
    move: the monster walks the clean way and does not attack this turn."""
    # column 2 is a wall except a trap at (2,-2) and an open gap at the top (2,-6)
    terrain = {(2, -2): "trap", (2, -3): "wall", (2, -4): "wall", (2, -5): "wall"}
    b = rect_board(5, 6, terrain=terrain)
    m = monster((1, -2))
    c = character((3, -3), "c", 10)  # adjacent to the trap hex (2,-2)
    for rules in ALL:
        out = solve(turn(b, m, [c], Ability(move=2), rules))
        assert all(not o.targets for o in out), rules.name
        assert all(H(2, -2) not in o.path for o in out)


def test_unavoidable_traps_fewest_of_them() -> None:
    """Every way crosses a trap: take the way with the fewest (one, not two)."""
    terrain = {
        (2, -1): "wall",
        (2, -2): "trap",
        (2, -3): "wall",
        (2, -4): "wall",
        (2, -5): "trap",
        (2, -6): "wall",
        (3, -5): "trap",
        (3, -6): "wall",
    }
    b = rect_board(5, 6, terrain=terrain)
    m = monster((1, -4))
    c = character((4, -5), "c", 10)
    for rules in ALL:
        out = solve(turn(b, m, [c], Ability(move=6), rules))
        assert out and all(o.targets == ("c",) for o in out), rules.name
        for o in out:
            crossed = [h for h in o.path[1:] if b.terrain_at(h) is not None]
            assert len(crossed) == 1, (rules.name, o.path)


def test_focus_prefers_an_enemy_reached_without_traps() -> None:
    """ "Traps and hazardous hexes count as obstacles unless the only way to any focus crosses
    them": an enemy in a pocket whose only open neighbour is hazardous (one step away) loses to
    a farther one reached cleanly (two steps)."""
    terrain = {h: "wall" for h in [(4, -3), (3, -3), (2, -1), (4, -2)]}
    terrain[(2, -2)] = "hazardous"
    b = rect_board(6, 6, terrain=terrain)
    m = monster((1, -2))
    near = character((3, -2), "near", 10)
    far = character((1, -5), "far", 20)
    for rules in ALL:
        out = keys(solve(turn(b, m, [near, far], Ability(move=2), rules)))
        assert out == {(H(1, -4), frozenset({far.hex}))}, rules.name


# --- Monster movement and attacks (p.30-32) -----------------------------------------------------


def test_moves_the_fewest_hexes_and_not_at_all_when_it_can_attack() -> None:
    b = rect_board(9, 7)
    m = monster((4, -5))
    c = character((4, -6), "c", 10)
    for rules in ALL:
        assert keys(solve(turn(b, m, [c], Ability(move=3), rules))) == {(m.hex, frozenset({c.hex}))}


def test_multiple_targets_move_further_to_hit_more() -> None:
    """ "with several targets ... also hit as many other enemies as possible": two enemies two
    hexes apart; the monster (targets 2, melee) walks to the hex between them."""
    b = rect_board(9, 7)
    m = monster((1, -3))
    a = character((3, -5), "a", 10)
    c = character((5, -5), "c", 20)
    for rules in ALL:
        out = keys(solve(turn(b, m, [a, c], Ability(move=4, targets=2), rules)))
        assert out == {(H(4, -5), frozenset({a.hex, c.hex}))}


def test_ranged_monster_steps_away_from_disadvantage() -> None:
    b = rect_board(9, 7)
    m = monster((4, -5))
    c = character((4, -6), "c", 10)
    for rules in ALL:
        out = solve(turn(b, m, [c], Ability(move=2, range=3), rules))
        assert out and all(o.end.distance(c.hex) == 2 and o.end.distance(m.hex) == 1 for o in out)
        assert all(o.targets == ("c",) for o in out)


def test_muddled_does_not_step_away() -> None:
    b = rect_board(9, 7)
    m = monster((4, -5), conditions=frozenset({Condition.MUDDLED}))
    c = character((4, -6), "c", 10)
    for rules in ALL:
        assert keys(solve(turn(b, m, [c], Ability(move=2, range=3), rules))) == {(m.hex, frozenset({c.hex}))}


def test_losing_disadvantage_vs_an_extra_target_per_rule_set() -> None:
    """Gloomhaven and Jaws of the Lion: "losing disadvantage on the focus outranks extra
    targets"; Frosthaven "ranks more targets above losing disadvantage". Range 2, targets 2,
    move 1: staying hits the adjacent focus (disadvantage) and the enemy behind it; the three
    steps away from the focus lose the second enemy (3 hexes from each)."""
    b = rect_board(9, 8)
    m = monster((4, -5))
    focus = character((4, -6), "f", 10)
    second = character((4, -7), "s", 20)
    ab = Ability(move=1, range=2, targets=2)
    fh = keys(solve(turn(b, m, [focus, second], ab, FROSTHAVEN)))
    assert fh == {(m.hex, frozenset({focus.hex, second.hex}))}
    away = {(h, frozenset({focus.hex})) for h in (H(3, -4), H(4, -4), H(5, -5))}
    for rules in (GLOOMHAVEN, JAWS_OF_THE_LION):
        assert keys(solve(turn(b, m, [focus, second], ab, rules))) == away, rules.name


def test_no_attack_ability_moves_as_if_melee_and_every_tied_destination_is_offered() -> None:
    b = rect_board(9, 7)
    m = monster((1, -3))
    c = character((5, -5), "c", 10)
    melee = keys(solve(turn(b, m, [c], Ability(move=2))))
    none = keys(solve(turn(b, m, [c], Ability(move=2, range=4, targets=0))))
    assert none == melee and len(melee) > 1
    assert all(not t for _, t in none)


# --- area patterns -----------------------------------------------------------------------------


def test_area_pattern_is_used_mirrored() -> None:
    """ "Area attacks: any rotation (and mirror) of the pattern": an L of three hexes from the
    attacker whose only placements hitting both enemies are mirror images."""
    b = rect_board(9, 7)
    m = monster((4, -5))
    # pattern: up neighbour and the one above it, then up-right of that (a bent line)
    pattern = AreaPattern(((0, -1), (0, -2), (1, -3)), melee=True)
    a = character((4, -7), "a", 10)  # two up
    c = character((3, -7), "c", 20)  # up-left of two-up: the mirror image's third hex
    for rules in ALL:
        out = keys(solve(turn(b, m, [a, c], Ability(move=0, aoe=pattern), rules)))
        assert out == {(m.hex, frozenset({a.hex, c.hex}))}, rules.name


def test_ranged_pattern_needs_one_hex_in_range_counted_around_walls() -> None:
    b = rect_board(9, 7)
    m = monster((1, -3))
    pattern = AreaPattern(((0, 0), (1, 0)), melee=False)
    c = character((5, -4), "c", 10)  # 4 hexes away; the pattern's other hex (4,-4) is 3 away
    for rules in ALL:
        out = keys(solve(turn(b, m, [c], Ability(move=0, range=3, aoe=pattern), rules)))
        assert out == {(m.hex, frozenset({c.hex}))}
        out = keys(solve(turn(b, m, [c], Ability(move=0, range=2, aoe=pattern), rules)))
        assert out == {(m.hex, frozenset())}


# --- movement modes --------------------------------------------------------------------------------


def test_flying_may_end_on_an_obstacle_jumping_may_not() -> None:
    terrain = {(3, -4): "obstacle"}
    b = rect_board(9, 7, terrain=terrain)
    m = monster((1, -3))
    c = character((4, -5), "c", 10)  # its only neighbour within 2 of the monster is the obstacle
    fly = keys(solve(turn(b, m, [c], Ability(move=2, mode=MovementMode.FLYING))))
    assert (H(3, -4), frozenset({c.hex})) in fly
    jump = keys(solve(turn(b, m, [c], Ability(move=2, mode=MovementMode.JUMP))))
    assert all(e != H(3, -4) for e, _ in jump)


def test_difficult_landing_costs_extra_for_a_jump_only_in_gloomhaven() -> None:
    terrain = {(3, -4): "difficult", (3, -5): "difficult", (2, -4): "difficult", (3, -3): "difficult"}
    b = rect_board(9, 7, terrain=terrain)
    m = monster((1, -3))
    c = character((4, -5), "c", 10)
    ab = Ability(move=2, mode=MovementMode.JUMP)
    gh = keys(solve(turn(b, m, [c], ab, GLOOMHAVEN)))
    assert all(not t for _, t in gh)  # landing next to c costs 3
    for rules in (FROSTHAVEN, JAWS_OF_THE_LION):
        out = keys(solve(turn(b, m, [c], ab, rules)))
        assert out == {(H(3, -4), frozenset({c.hex})), (H(3, -5), frozenset({c.hex}))}


def test_allies_are_passed_but_not_ended_on_enemies_block() -> None:
    # a corridor one hex wide (walls above and below row of q at r = ...)
    b = rect_board(7, 1)
    cells = sorted(b.cells)
    m = monster(cells[0])
    ally = monster(cells[1], "ally")
    c = character(cells[4], "c", 10)
    out = keys(solve(turn(b, m, [ally, c], Ability(move=3))))
    assert out == {(cells[3], frozenset({cells[4]}))}
    blocker = character(cells[1], "blocker", 50, conditions=frozenset({Condition.INVISIBLE}))
    out = keys(solve(turn(b, m, [blocker, c], Ability(move=3))))
    assert out == {(m.hex, frozenset())}  # the invisible enemy cannot be focused and blocks


def test_thin_wall_blocks_movement_and_adjacency() -> None:
    b = rect_board(9, 7, thin_walls=[((4, -5), (4, -6))])
    m = monster((4, -5))
    c = character((4, -6), "c", 10)
    out = solve(turn(b, m, [c], Ability(move=2)))
    assert out and all(o.end != m.hex and o.end.distance(c.hex) == 1 for o in out)
    assert all(o.targets == ("c",) for o in out)


def test_range_is_not_counted_through_walls() -> None:
    """The enemy two hexes straight up, a thin wall along the monster's top edge: the vertical
    line from the monster's right corner to the enemy's right corner passes beside the wall, so
    there is sight (either rule), but the way around the wall is 3 hexes: out of range 2."""
    b = rect_board(9, 8, thin_walls=[((4, -5), (4, -6))])
    m = monster((4, -5))
    c = character((4, -7), "c", 10)
    for rules in ALL:
        out = keys(solve(turn(b, m, [c], Ability(move=0, range=2), rules)))
        assert out == {(m.hex, frozenset())}, rules.name
        out = keys(solve(turn(b, m, [c], Ability(move=0, range=3), rules)))
        assert out == {(m.hex, frozenset({c.hex}))}, rules.name
