"""Card actions in a round: area attacks, several targets, range and sight, heals on allies."""

from __future__ import annotations

from founders_desktop.tactics.rounds.actions import AttackTargets, HealTarget, MoveTo, PlayHalf
from founders_desktop.tactics.rounds.engine import legal_actions

from .round_helpers import (
    act,
    attack,
    card,
    events,
    hero,
    mcard,
    monster_type,
    plain_cards,
    plan,
    start,
    world,
)

STAY = [{"type": "move", "value": 0}]


def arena(top, extra_monsters=(), terrain=None, hexes=None):
    classes = [
        hero("a", [card("use", 10, top, STAY), *plain_cards("p", [40, 50])], hp=10),
        hero("b", plain_cards("b", [60, 70]), hp=10),
    ]
    mtypes = [monster_type("m", [mcard("wait", 90)], hp=30)]
    monsters = [
        {"type": "m", "standee": i + 1, "hex": list(h)} for i, h in enumerate(((2, 1), *extra_monsters))
    ]
    chars = [{"class": "a", "hex": [1, 1]}, {"class": "b", "hex": [0, 1]}]
    return world(classes, mtypes, chars, monsters, terrain=terrain, hexes=hexes)


def options(s, top, **kw):
    state, _ = plan(s, start(s), {"a": ("use", "p0"), "b": ("b0", "b1")})
    state, _ = act(s, state, PlayHalf(card="use", half="top"))
    return state, legal_actions(state)


def test_melee_area_hits_every_enemy_in_one_placement():
    # a at (1,1); enemies at (2,1) and (2,0): both neighbours of a, and neighbours of each other
    top = [attack(2, area={"hexes": [[1, -1], [1, 0]], "melee": True})]
    s = arena(top, extra_monsters=[(2, 0)])
    state, legal = options(s, top)
    sets = {a.targets for a in legal if isinstance(a, AttackTargets)}
    assert ("m#1", "m#2") in sets and () in sets
    state, recs = act(s, state, AttackTargets(targets=("m#1", "m#2")))
    assert sorted(e["target"] for e in events(recs, "attack")) == ["m#1", "m#2"]


def test_several_targets_any_subset_up_to_the_number():
    top = [attack(1, rng=3, targets=2)]
    s = arena(top, extra_monsters=[(3, 0), (3, 1)])
    _, legal = options(s, top)
    sets = {a.targets for a in legal if isinstance(a, AttackTargets)}
    assert max(len(t) for t in sets) == 2
    assert {("m#1", "m#2"), ("m#1",), ()} <= sets and ("m#1", "m#2", "m#3") not in sets


def test_range_does_not_pass_walls():
    # a wall line of hexes between a and the far monster: counted around it, out of range
    hexes = [[q, r] for q in range(5) for r in range(0, 3)]
    terrain = [{"hex": [2, r], "type": "wall"} for r in range(0, 3)]
    top = [attack(2, rng=4)]
    classes = [hero("a", [card("use", 10, top, STAY), *plain_cards("p", [40, 50])])]
    s = world(
        classes,
        [monster_type("m", [mcard("wait", 90)], hp=30)],
        [{"class": "a", "hex": [1, 1]}],
        [{"type": "m", "standee": 1, "hex": [3, 1]}],
        hexes=hexes,
        terrain=terrain,
    )
    state, _ = plan(s, start(s), {"a": ("use", "p0")})
    state, _ = act(s, state, PlayHalf(card="use", half="top"))
    assert [a.targets for a in legal_actions(state) if isinstance(a, AttackTargets)] == [()]


def test_heal_an_ally_in_range_never_above_maximum():
    top = [{"type": "heal", "value": 3, "range": 2}]
    s = arena(top)
    state, _ = plan(s, start(s), {"a": ("use", "p0"), "b": ("b0", "b1")})
    state.character("b").hp = 9
    state, _ = act(s, state, PlayHalf(card="use", half="top"))
    assert {a.target for a in legal_actions(state) if isinstance(a, HealTarget)} == {"a", "b"}
    state, recs = act(
        s, state, HealTarget(target="b"), PlayHalf(card="p0", half="bottom"), MoveTo(hex=(1, 1))
    )
    assert state.character("b").hp == 10 and events(recs, "heal")[0]["amount"] == 1
