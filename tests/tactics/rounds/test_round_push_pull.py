"""Push and pull, in the rulebook's words (p.20): "PUSH X - The target is forced to move X hexes
in a direction specified by the attacker, but each hex moved must place the target farther away
from the attacker than it was previously. If there are no viable hexes into which to push the
target, the push ends. The target can be pushed through its allies, but not its enemies."
PULL X: the same, "closer to the attacker". "Both push and pull effects are considered
movements, however, they are not affected by difficult terrain." Published FAQ: the effect may
be skipped, but if applied it goes the full distance unless blocked; retaliate comes after all
the attack's effects, from where the target was pushed.
"""

from __future__ import annotations

import pytest

from founders_desktop.tactics.content_errors import TacticsFileError
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.rounds.actions import (
    ACTION_LIST_ADAPTER,
    AttackTargets,
    ForcedStep,
    MoveTo,
    PlayHalf,
    SelectCards,
)
from founders_desktop.tactics.rounds.engine import legal_actions, replay

from .round_helpers import act, attack, card, events, hero, mcard, monster_type, move, plan, start, world

STAY = [move(0)]
A = (1, 1)


def setup(top, monsters, terrain=None, retaliate=0, heroes=None):
    cards = [card("x", 10, top, STAY), card("y", 20, STAY, STAY)]
    mtype = monster_type("m", [mcard("idle", 30)], hp=20)
    mtype["normal"] = {**mtype["normal"], "retaliate": retaliate}
    chars = heroes or [{"class": "a", "hex": list(A)}]
    classes = [hero("a", cards, hp=20), hero("b", [card("u", 50, STAY, STAY), card("v", 60, STAY, STAY)])]
    return world(
        classes,
        [mtype],
        chars,
        [{"type": "m", "standee": i + 1, "hex": list(h)} for i, h in enumerate(monsters)],
        terrain=terrain,
    )


def attacked(s, targets=("m#1",)):
    picks = {"a": ("x", "y")}
    if any(c.id == "b" for c in s.characters):
        picks["b"] = ("u", "v")
    state, _ = plan(s, start(s), picks)
    state.character("a").modifiers.draw = ["+0"] * 10
    return act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=targets))


def steps(state):
    return sorted(a.hex for a in legal_actions(state) if isinstance(a, ForcedStep) and a.hex)


def dist(a, b):
    return Hex(*a).distance(Hex(*b))


def test_each_hex_of_a_push_is_farther_from_the_attacker():
    s = setup([attack(1, push=2)], [(2, 1)])
    state, _ = attacked(s)
    first = steps(state)
    assert first == [(2, 2), (3, 0), (3, 1)]
    assert all(dist(h, A) == 2 for h in first)
    state, _ = act(s, state, ForcedStep(hex=(3, 1)))
    assert all(dist(h, A) == 3 for h in steps(state))
    state, recs = act(s, state, ForcedStep(hex=steps(state)[0]))
    assert state.forced is None
    assert events(recs, "push")[0]["path"][0] == [2, 1]
    assert dist(state.monsters[0].hex, A) == 3


def test_each_hex_of_a_pull_is_closer_to_the_attacker():
    s = setup([attack(1, rng=3, pull=2)], [(4, 0)])
    state, _ = attacked(s)
    here = state.monsters[0].hex
    assert steps(state) and all(dist(h, A) == dist(here, A) - 1 for h in steps(state))
    state, _ = act(s, state, ForcedStep(hex=steps(state)[0]))
    state, _ = act(s, state, ForcedStep(hex=steps(state)[0]))
    assert dist(state.monsters[0].hex, A) == 1 and state.forced is None


def test_a_pull_ends_when_the_target_is_adjacent_no_hex_is_closer():
    s = setup([attack(1, pull=2)], [(2, 1)])
    state, recs = attacked(s)
    assert state.forced is None and events(recs, "forced_blocked")
    assert state.turn is not None and state.turn.step == 1


def test_walls_and_obstacles_are_not_viable_hexes():
    terrain = [{"hex": [3, 1], "type": "obstacle"}, {"hex": [3, 0], "type": "wall"}]
    s = setup([attack(1, push=1)], [(2, 1)], terrain=terrain)
    state, _ = attacked(s)
    assert steps(state) == [(2, 2)]


def test_the_target_passes_through_its_allies_but_never_ends_on_one():
    # push 1: the ally's hex would be the end, so it is not offered
    s = setup([attack(1, push=1)], [(2, 1), (3, 1)])
    state, _ = attacked(s)
    assert (3, 1) not in steps(state)
    # push 2: through the ally and on
    s = setup([attack(1, push=2)], [(2, 1), (3, 1)])
    state, _ = attacked(s)
    assert (3, 1) in steps(state)
    state, _ = act(s, state, ForcedStep(hex=(3, 1)))
    assert all(h != (3, 1) for h in steps(state)) and steps(state)
    state, _ = act(s, state, ForcedStep(hex=steps(state)[0]))
    assert state.monsters[0].hex != (3, 1)
    assert len({m.hex for m in state.monsters}) == 2


def test_the_target_is_never_pushed_through_its_enemies():
    heroes = [{"class": "a", "hex": list(A)}, {"class": "b", "hex": [3, 1]}]
    s = setup([attack(1, push=2)], [(2, 1)], heroes=heroes)
    state, _ = attacked(s)
    assert (3, 1) not in steps(state)


def test_a_push_may_be_skipped_but_not_stopped_once_begun():
    s = setup([attack(1, push=2)], [(2, 1)])
    state, _ = attacked(s)
    assert ForcedStep(hex=None) in legal_actions(state)
    skipped, recs = act(s, state, ForcedStep(hex=None))
    assert skipped.monsters[0].hex == (2, 1) and events(recs, "forced_skipped")
    state, _ = act(s, state, ForcedStep(hex=(3, 1)))
    assert ForcedStep(hex=None) not in legal_actions(state)


def test_a_push_springs_a_trap_and_ignores_difficult_terrain():
    terrain = [{"hex": [3, 1], "type": "difficult"}, {"hex": [4, 1], "type": "trap"}]
    s = setup([attack(1, push=2)], [(2, 1)], terrain=terrain)
    state, _ = attacked(s)
    state, _ = act(s, state, ForcedStep(hex=(3, 1)))
    assert (4, 1) in steps(state)  # the difficult hex cost no extra movement
    state, recs = act(s, state, ForcedStep(hex=(4, 1)))
    assert events(recs, "trap") and state.monsters[0].hp == 20 - 1 - s.trap_damage
    assert (4, 1) not in state.traps


def test_retaliate_comes_after_the_push_from_where_the_target_stands():
    s = setup([attack(1, push=1)], [(2, 1)], retaliate=2)
    state, recs = attacked(s)
    assert not events(recs, "retaliate")
    state, recs = act(s, state, ForcedStep(hex=(3, 1)))
    assert not events(recs, "retaliate")  # pushed out of its reach
    assert state.character("a").hp == 20
    skipped, recs = attacked(s)
    skipped, recs = act(s, skipped, ForcedStep(hex=None))
    assert events(recs, "retaliate")[0]["damage"] == 2


def test_a_monsters_retaliate_answers_after_the_pull_that_brought_it_adjacent():
    # attacked from two hexes away, its adjacent retaliate could not answer; pulled beside
    # the attacker, it does, after the pull
    s = setup([attack(1, rng=3, pull=1)], [(3, 1)], retaliate=2)
    state, recs = attacked(s)
    assert state.forced is not None and not events(recs, "retaliate")
    state, recs = act(s, state, ForcedStep(hex=steps(state)[0]))
    assert dist(state.monsters[0].hex, A) == 1
    assert events(recs, "retaliate") == [{"figure": "m#1", "target": "a", "damage": 2}]
    assert state.character("a").hp == 18


def test_a_monsters_starting_retaliate_with_range_answers_after_the_push():
    cards = [card("x", 10, [attack(1, push=1)], STAY), card("y", 20, STAY, STAY)]
    s = world(
        [hero("a", cards, hp=20)],
        [monster_type("m", [mcard("idle", 30)], hp=20)],
        [{"class": "a", "hex": list(A)}],
        [{"type": "m", "standee": 1, "hex": [2, 1], "retaliate": 1, "retaliate_range": 2}],
        format="tactics-scenario/2",
    )
    state, recs = attacked(s)
    assert not events(recs, "retaliate")  # not before the push
    state, recs = act(s, state, ForcedStep(hex=(3, 1)))
    assert dist(state.monsters[0].hex, A) == 2
    assert events(recs, "retaliate") == [{"figure": "m#1", "target": "a", "damage": 1}]


def test_each_target_gets_all_its_effects_before_the_next_is_attacked():
    s = setup([attack(1, targets=2, push=1)], [(2, 1), (1, 2)])
    state, recs = attacked(s, targets=("m#1", "m#2"))
    assert [h["target"] for h in events(recs, "attack")] == ["m#1"]
    assert state.forced is not None and state.forced.target == "m#1"
    state, recs = act(s, state, ForcedStep(hex=(3, 1)))
    assert [h["target"] for h in events(recs, "attack")] == ["m#2"]
    assert state.forced is not None and state.forced.target == "m#2"
    state, _ = act(s, state, ForcedStep(hex=steps(state)[0]))
    assert state.forced is None and state.turn is not None and state.turn.step == 1


def test_an_attack_with_push_and_pull_is_refused():
    with pytest.raises(TacticsFileError, match=r"actions\[0\].*pushes or pulls, not both"):
        setup([attack(1, push=1, pull=1)], [(2, 1)])


def test_a_game_with_a_push_replays_exactly():
    s = setup([attack(1, push=2)], [(2, 1)])
    log = [
        a
        for a in ACTION_LIST_ADAPTER.validate_json(
            ACTION_LIST_ADAPTER.dump_json(
                [
                    SelectCards(character="a", leading="x", second="y"),
                    PlayHalf(card="x", half="top"),
                    AttackTargets(targets=("m#1",)),
                    ForcedStep(hex=(3, 1)),
                    ForcedStep(hex=(4, 1)),
                    PlayHalf(card="y", half="bottom"),
                    MoveTo(hex=A),
                ]
            )
        )
    ]
    a = replay(s, 1, log)
    b = replay(s, 1, log)
    assert a.model_dump_json() == b.model_dump_json()
    assert a.monsters[0].hex == (4, 1)
