"""Movement inside a real round (rulebook p.19; seed paragraph three): walking, jumping and
flying, and which hexes each may end in; traps spring when entered."""

from __future__ import annotations

from founders_desktop.tactics.rounds.actions import MoveTo, PlayHalf
from founders_desktop.tactics.rounds.engine import legal_actions

from .round_helpers import act, card, events, hero, mcard, monster_type, plan, start, world

# A corridor along r = 0: (0,0) (1,0) (2,0) (3,0) (4,0), one hex wide.
CORRIDOR = [[q, 0] for q in range(5)]


def corridor(mode: str, value: int, terrain=None, monster_hex=(2, 0)):
    cards = [
        card("go", 10, [{"type": "attack", "value": 1}], [{"type": "move", "value": value, "mode": mode}]),
        card("other", 20, [{"type": "attack", "value": 1}], [{"type": "move", "value": 1}]),
    ]
    classes = [hero("a", cards)]
    mtypes = [monster_type("m", [mcard("wait", 90)], hp=30)]
    return world(
        classes,
        mtypes,
        [{"class": "a", "hex": [0, 0]}],
        [{"type": "m", "standee": 1, "hex": list(monster_hex)}],
        hexes=CORRIDOR,
        terrain=terrain or [],
    )


def ends(scenario, state):
    return {a.hex for a in legal_actions(state) if isinstance(a, MoveTo)}


def at_move(scenario):
    state, _ = plan(scenario, start(scenario), {"a": ("go", "other")})
    state, _ = act(scenario, state, PlayHalf(card="go", half="bottom"))
    return state


def test_walking_never_passes_an_enemy():
    s = corridor("normal", 4)
    assert ends(s, at_move(s)) == {(0, 0), (1, 0)}


def test_jump_passes_enemies_and_obstacles_but_lands_by_walking_rules():
    s = corridor("jump", 4, terrain=[{"hex": [3, 0], "type": "obstacle"}])
    # over the monster on (2,0) and the obstacle on (3,0); never landing on either
    assert ends(s, at_move(s)) == {(0, 0), (1, 0), (4, 0)}


def test_jump_landing_on_difficult_terrain_costs_one_more_in_gloomhaven():
    s = corridor("jump", 3, terrain=[{"hex": [3, 0], "type": "difficult"}], monster_hex=(4, 0))
    assert (3, 0) not in ends(s, at_move(s))
    s = corridor("jump", 4, terrain=[{"hex": [3, 0], "type": "difficult"}], monster_hex=(4, 0))
    assert (3, 0) in ends(s, at_move(s))


def test_flying_may_end_on_an_obstacle_but_never_on_a_figure():
    s = corridor("flying", 4, terrain=[{"hex": [3, 0], "type": "obstacle"}])
    assert ends(s, at_move(s)) == {(0, 0), (1, 0), (3, 0), (4, 0)}
    state, _ = act(s, at_move(s), MoveTo(hex=(3, 0)))
    assert state.character("a").hex == (3, 0)


def test_walking_into_a_trap_springs_it_and_removes_it():
    s = corridor("normal", 3, terrain=[{"hex": [1, 0], "type": "trap"}], monster_hex=(4, 0))
    state, recs = act(s, at_move(s), MoveTo(hex=(2, 0)))
    assert events(recs, "trap") == [{"figure": "a", "hex": [1, 0], "damage": s.trap_damage}]
    assert state.character("a").hp == 10 - s.trap_damage
    assert state.traps == []


def test_flying_and_jumping_over_a_trap_do_not_spring_it():
    for mode in ("flying", "jump"):
        s = corridor(mode, 3, terrain=[{"hex": [1, 0], "type": "trap"}], monster_hex=(4, 0))
        state, recs = act(s, at_move(s), MoveTo(hex=(2, 0)))
        assert events(recs, "trap") == [] and state.traps == [(1, 0)]


def test_a_figure_that_flew_onto_an_obstacle_may_walk_off_it():
    s = corridor("flying", 3, terrain=[{"hex": [1, 0], "type": "obstacle"}], monster_hex=(4, 0))
    state, _ = act(s, at_move(s), MoveTo(hex=(1, 0)))
    from founders_desktop.tactics.reach import reachable

    here = state.character("a").hex
    got = reachable(s.board, s.rules, here, 1, "normal", set(), set(), set())
    assert set(got) == {(0, 0), (1, 0), (2, 0)}


def test_walking_passes_allies_but_never_ends_on_them():
    cards = [
        card("go", 10, [{"type": "attack", "value": 1}], [{"type": "move", "value": 3}]),
        card("other", 20, [{"type": "attack", "value": 1}], [{"type": "move", "value": 1}]),
    ]
    classes = [hero("a", cards), hero("b", [dict(c, id=f"b-{c['id']}") for c in cards])]
    mtypes = [monster_type("m", [mcard("wait", 90)], hp=30)]
    s = world(
        classes,
        mtypes,
        [{"class": "a", "hex": [0, 0]}, {"class": "b", "hex": [1, 0]}],
        [{"type": "m", "standee": 1, "hex": [4, 0]}],
        hexes=CORRIDOR,
    )
    state, _ = plan(s, start(s), {"a": ("go", "other"), "b": ("b-other", "b-go")})
    state, _ = act(s, state, PlayHalf(card="go", half="bottom"))
    assert ends(s, state) == {(0, 0), (2, 0), (3, 0)}
