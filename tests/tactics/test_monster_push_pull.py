"""A monster's push and pull, in the rulebook's words.

p.20: "PUSH X - The target is forced to move X hexes in a direction specified by the attacker,
but each hex moved must place the target farther away from the attacker than it was
previously. If there are no viable hexes into which to push the target, the push ends."
PULL X: the same, "closer to the attacker". p.32 (monster turns): "If the rules ever make any
monster action ambiguous because there are multiple viable hexes to which the monster could
move, multiple equally viable targets to heal or attack, or multiple hexes a monster could
push or pull a character into, the players must decide which option the monster will take."
FAQ: retaliate comes after all the attack's effects, from where the target was moved.
"""

from __future__ import annotations

import pytest

from founders_desktop.tactics.content_errors import TacticsFileError
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.rounds.actions import ForcedStep
from founders_desktop.tactics.rounds.engine import PLAYERS, apply, current_decider, legal_actions, replay

from .rounds.round_helpers import (
    act,
    card,
    events,
    hero,
    idle_turn,
    mcard,
    monster_type,
    move,
    plan,
    start,
    world,
)

STAY = [move(0)]
HERO = (1, 1)
MONSTER = (2, 1)


def setup(mcards, mhex=MONSTER, rng=0, terrain=None, retaliate=0, hero_start=None):
    """``hero_start``: the hero's starting state (a scenario-format-2 figure's fields)."""
    cards = [card("x", 10, STAY, STAY), card("y", 20, STAY, STAY), card("z", 40, STAY, STAY)]
    mtype = monster_type("m", mcards, hp=20, attack_=1, rng=rng, move_=0)
    mtype["normal"] = {**mtype["normal"], "retaliate": retaliate}
    return world(
        [hero("a", cards, hp=30)],
        [mtype],
        [{"class": "a", "hex": list(HERO), **(hero_start or {})}],
        [{"type": "m", "standee": 1, "hex": list(mhex)}],
        terrain=terrain,
        format="tactics-scenario/2",
    )


def monster_attacks(s):
    """The hero plays its turn idly; the monster (initiative 30) then attacks it."""
    state, recs = plan(s, start(s), {"a": ("x", "y")})
    state, more = idle_turn(s, state)
    return state, recs + more


def steps(state):
    return sorted(a.hex for a in legal_actions(state) if isinstance(a, ForcedStep) and a.hex)


def dist(a, b):
    return Hex(*a).distance(Hex(*b))


def test_the_players_choose_each_hex_of_a_monsters_push_each_farther_from_the_monster():
    s = setup([mcard("shove", 30, attack=0, push=2)])
    state, _ = monster_attacks(s)
    assert state.forced is not None and state.forced.target == "a"
    assert current_decider(state) == PLAYERS
    first = steps(state)
    assert len(first) > 1
    assert all(dist(h, MONSTER) == dist(HERO, MONSTER) + 1 for h in first)
    recs = []
    while state.forced is not None:
        options = steps(state)
        here = state.character("a").hex
        assert options and all(dist(h, MONSTER) == dist(here, MONSTER) + 1 for h in options)
        state, recs = act(s, state, ForcedStep(hex=options[-1]))
    pushed = events(recs, "push")[0]["path"]
    assert len(pushed) == 3 and pushed[0] == list(HERO)
    assert [dist(tuple(h), MONSTER) for h in pushed] == [1, 2, 3]
    assert state.character("a").hex == tuple(pushed[-1])


def test_a_monster_does_not_skip_its_push():
    s = setup([mcard("shove", 30, attack=0, push=1)])
    state, _ = monster_attacks(s)
    legal = legal_actions(state)
    assert legal and all(isinstance(a, ForcedStep) and a.hex is not None for a in legal)
    with pytest.raises(Exception, match="not_legal_now|forced_step"):
        apply(state, ForcedStep(hex=None))


def test_a_monsters_pull_moves_the_target_closer_each_hex():
    s = setup([mcard("hook", 30, attack=0, range=4, pull=2)], mhex=(5, 0), rng=4)
    state, _ = monster_attacks(s)
    here = state.character("a").hex
    while state.forced is not None:
        options = steps(state)
        assert all(dist(h, (5, 0)) == dist(here, (5, 0)) - 1 for h in options)
        state, _ = act(s, state, ForcedStep(hex=options[0]))
        here = state.character("a").hex
    assert dist(here, (5, 0)) == dist(HERO, (5, 0)) - 2


def test_with_one_viable_hex_the_target_is_moved_there_without_a_question():
    # walls on every hex farther from the monster but one
    s0 = setup([mcard("shove", 30, attack=0, push=1)])
    state, _ = monster_attacks(s0)
    first = steps(state)
    walls = [{"hex": list(h), "type": "wall"} for h in first[1:]]
    s = setup([mcard("shove", 30, attack=0, push=1)], terrain=walls)
    state, recs = monster_attacks(s)
    assert state.forced is None and state.resume is None
    assert state.character("a").hex == first[0]
    assert events(recs, "push")[0]["path"] == [list(HERO), list(first[0])]


def test_a_monster_cannot_pull_an_adjacent_target_no_hex_is_closer():
    s = setup([mcard("hook", 30, attack=0, pull=2)])
    state, recs = monster_attacks(s)
    assert state.forced is None and events(recs, "forced_blocked")
    assert state.character("a").hex == HERO


def test_a_game_with_a_monsters_push_replays_exactly():
    s = setup([mcard("shove", 30, attack=0, push=2)])
    state, recs = monster_attacks(s)
    log = [r.action for r in recs]
    while state.forced is not None:
        state, more = act(s, state, ForcedStep(hex=steps(state)[-1]))
        log += [r.action for r in more]
    again = replay(s, 1, log)
    assert again.model_dump() == state.model_dump()


@pytest.mark.parametrize(
    ("extra", "words"),
    [({"attack": 0, "push": 1, "pull": 1}, "pushes or pulls, not both"), ({"push": 1}, "no attack")],
)
def test_a_monster_card_with_a_push_that_cannot_be_is_refused_by_name(extra, words):
    with pytest.raises(TacticsFileError, match=words):
        setup([mcard("bad", 30, **extra)])


def test_the_targets_retaliate_comes_after_the_monsters_push_from_where_it_was_pushed():
    # Retaliate 2 (adjacent only): pushed one hex away, the monster is out of its reach
    s = setup([mcard("shove", 30, attack=0, push=1)], hero_start={"retaliate": 2})
    state, recs = monster_attacks(s)
    assert state.forced is not None and not events(recs, "retaliate")
    state, recs = act(s, state, ForcedStep(hex=steps(state)[0]))
    assert state.forced is None and not events(recs, "retaliate")
    assert state.monsters[0].hp == 20
    # a push with nowhere to go leaves the hero beside the monster: the retaliate answers
    s0 = setup([mcard("shove", 30, attack=0, push=1)])
    blocked, _ = monster_attacks(s0)
    walls = [{"hex": list(h), "type": "wall"} for h in steps(blocked)]
    s = setup([mcard("shove", 30, attack=0, push=1)], terrain=walls, hero_start={"retaliate": 2})
    state, recs = monster_attacks(s)
    assert events(recs, "forced_blocked")
    assert events(recs, "retaliate") == [{"figure": "a", "target": "m#1", "damage": 2}]
    assert state.monsters[0].hp == 18


def test_a_retaliate_with_range_still_answers_after_the_push():
    s = setup([mcard("shove", 30, attack=0, push=1)], hero_start={"retaliate": 2, "retaliate_range": 2})
    state, _ = monster_attacks(s)
    state, recs = act(s, state, ForcedStep(hex=steps(state)[0]))
    assert dist(state.character("a").hex, MONSTER) == 2
    assert events(recs, "retaliate") == [{"figure": "a", "target": "m#1", "damage": 2}]
    # the retaliate follows the whole push: the push's event comes first
    codes = [e.code for r in recs for e in r.events]
    assert codes.index("push") < codes.index("retaliate")


def test_the_targets_retaliate_answers_a_monster_that_pulled_it_adjacent():
    # the monster attacks from two hexes away, out of the hero's adjacent retaliate; pulled
    # beside it, the hero retaliates from where it now stands
    far = (3, 1)
    s = setup([mcard("hook", 30, attack=0, range=2, pull=1)], mhex=far, rng=2, hero_start={"retaliate": 2})
    state, recs = monster_attacks(s)
    while state.forced is not None:
        state, more = act(s, state, ForcedStep(hex=steps(state)[0]))
        recs += more
    assert dist(state.character("a").hex, far) == 1
    assert events(recs, "retaliate") == [{"figure": "a", "target": "m#1", "damage": 2}]
    assert state.monsters[0].hp == 18
