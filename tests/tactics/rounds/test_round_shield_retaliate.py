"""Shield, retaliate and pierce (rulebook p.21 and the published rulings on monster bonuses):
"Shield X" reduces the damage of each attack on the figure by X after the modifier card;
"Pierce Y" ignores up to Y points of the target's shield; "Retaliate X" deals X damage to an
enemy attacking from within range (adjacent unless a range is printed), unless the
retaliating figure was killed by the attack. A monster's printed shield and retaliate always
hold; those on its ability card hold from its turn until the end of the round; a character's
round bonus holds until the end of the round.
"""

from __future__ import annotations

from founders_desktop.tactics.rounds.actions import AttackTargets, MoveTo, PlayHalf, ShortRest

from .round_helpers import act, attack, card, events, hero, mcard, monster_type, move, plan, start, world

STAY = [move(0)]


def setup(top, mcards, shield=0, retaliate=0, mhp=20, mhex=(2, 1)):
    cards = [
        card("x", 10, top, STAY),
        card("y", 20, STAY, STAY),
        *[card(f"p{i}", 40 + i, STAY, STAY) for i in range(2)],
    ]
    mtype = monster_type("m", mcards, hp=mhp, attack_=2)
    mtype["normal"] = {**mtype["normal"], "shield": shield, "retaliate": retaliate}
    return world(
        [hero("a", cards, hp=20)],
        [mtype],
        [{"class": "a", "hex": [1, 1]}],
        [{"type": "m", "standee": 1, "hex": list(mhex)}],
    )


def planned(s):
    """Both decks fixed to +0 so the damage is the attack value."""
    state, recs = plan(s, start(s), {"a": ("x", "y")})
    state.character("a").modifiers.draw = ["+0"] * 10
    state.monster_modifiers.draw = ["+0"] * 10
    return state, recs


def hits(recs, fid):
    return [h for h in events(recs, "attack") if h["figure"] == fid]


def test_a_printed_shield_reduces_each_attack_after_the_modifier():
    s = setup([attack(3)], [mcard("idle", 30)], shield=1)
    state, _ = planned(s)
    state, recs = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("m#1",)))
    assert hits(recs, "a")[0]["damage"] == 2 and hits(recs, "a")[0]["shield"] == 1
    assert state.monsters[0].hp == 18


def test_pierce_ignores_that_much_shield():
    s = setup([attack(3, pierce=1)], [mcard("idle", 30)], shield=2)
    state, _ = planned(s)
    state, recs = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("m#1",)))
    assert hits(recs, "a")[0]["damage"] == 2  # 3 - (2 - 1)


def test_a_monster_cards_shield_holds_only_from_its_turn_to_the_end_of_the_round():
    s = setup([attack(3)], [mcard("guard", 30, shield=2)])
    state, _ = planned(s)
    state, recs = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("m#1",)))
    assert hits(recs, "a")[0]["damage"] == 3  # the monster has not taken its turn yet
    state, _ = act(s, state, PlayHalf(card="y", half="bottom"), MoveTo(hex=(1, 1)))
    assert state.monsters[0].round_shield == 2
    state, _ = act(s, state, ShortRest(character="a", rest=False))
    assert state.round == 2 and state.monsters[0].round_shield == 0


def test_a_printed_retaliate_hurts_an_adjacent_attacker():
    s = setup([attack(2)], [mcard("idle", 30)], retaliate=2)
    state, _ = planned(s)
    state, recs = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("m#1",)))
    assert events(recs, "retaliate") == [{"figure": "m#1", "target": "a", "damage": 2}]
    assert state.character("a").hp == 18


def test_retaliate_does_not_reach_a_ranged_attacker_beyond_its_range():
    s = setup([attack(2, rng=3)], [mcard("idle", 30)], retaliate=2, mhex=(4, 0))
    state, _ = planned(s)
    state, recs = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("m#1",)))
    assert hits(recs, "a") and events(recs, "retaliate") == []


def test_a_figure_killed_by_the_attack_does_not_retaliate():
    s = setup([attack(5)], [mcard("idle", 30)], retaliate=2, mhp=3)
    state, _ = planned(s)
    state, recs = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("m#1",)))
    assert events(recs, "dies") == [{"figure": "m#1"}]
    assert events(recs, "retaliate") == [] and state.character("a").hp == 20


def test_a_characters_shield_and_retaliate_round_bonuses():
    s = setup(
        [{"type": "shield", "value": 1}, {"type": "retaliate", "value": 1}],
        [mcard("hit", 30, move=0, attack=1)],
    )
    state, _ = planned(s)
    state, recs = act(
        s, state, PlayHalf(card="x", half="top"), PlayHalf(card="y", half="bottom"), MoveTo(hex=(1, 1))
    )
    (hit,) = hits(recs, "m#1")
    assert hit["value"] == 3 and hit["damage"] == 2 and hit["shield"] == 1
    assert events(recs, "retaliate") == [{"figure": "a", "target": "m#1", "damage": 1}]
    state, _ = act(s, state, ShortRest(character="a", rest=False))
    a = state.character("a")
    assert a.round_shield == 0 and a.round_retaliate == []
