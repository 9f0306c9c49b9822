"""Money tokens, in the rulebook's words: a monster that dies drops a money token in the hex
where it died ("unless they were summoned"); "All characters loot the hex they occupy at the
end of their turn" (end-of-turn looting, not at the end of each move); "A 'Loot X' ability
allows a character to pick up every money token ... within range X. This action is unaffected
by the positions of monsters or obstacles, but ... is considered a ranged ability for the
purposes of line-of-sight"; "Monsters do not perform end-of-turn looting"; tokens are counted
when the scenario ends.
"""

from __future__ import annotations

from founders_desktop.tactics.rounds.actions import AttackTargets, MoveTo, PlayHalf

from .round_helpers import act, attack, card, events, hero, mcard, monster_type, move, plan, start, world

STAY = [move(0)]


def setup(top, bottom=STAY, monsters=((2, 1),), terrain=None, mhp=1, thin_walls=None, mcards=None):
    cards = [card("x", 10, top, bottom), card("y", 20, STAY, STAY)]
    mtype = monster_type("m", mcards or [mcard("idle", 30)], hp=mhp)
    s = world(
        [hero("a", cards, hp=20)],
        [mtype],
        [{"class": "a", "hex": [1, 1]}],
        [{"type": "m", "standee": i + 1, "hex": list(h)} for i, h in enumerate(monsters)],
        terrain=terrain,
    )
    return s


def planned(s):
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state.character("a").modifiers.draw = ["+0"] * 10
    return state


def test_a_dying_monster_drops_a_money_token_in_its_hex():
    s = setup([attack(2)])
    state, recs = act(s, planned(s), PlayHalf(card="x", half="top"), AttackTargets(targets=("m#1",)))
    assert state.money == [(2, 1)]
    assert events(recs, "money_dropped") == [{"figure": "m#1", "hex": [2, 1]}]


def test_a_summoned_monster_drops_none():
    s = setup([attack(2)])
    state = planned(s)
    state.monsters[0].summoned = True
    state, _ = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("m#1",)))
    assert state.monsters[0].hex is None and state.money == []


def test_a_character_loots_its_hex_at_the_end_of_its_turn_not_when_its_move_ends():
    s = setup([attack(2)], bottom=[move(2)], monsters=((4, 2),))
    state = planned(s)
    state.money = [(2, 1), (2, 1), (3, 1)]
    state, recs = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=(2, 1)))
    assert state.money == [(2, 1), (2, 1), (3, 1)]  # the move has ended, the turn has not
    state, recs = act(s, state, PlayHalf(card="y", half="top", default=True), AttackTargets(targets=()))
    assert state.money == [(3, 1)] and state.character("a").looted == 2
    assert events(recs, "loot")[0]["tokens"] == 2


def test_loot_x_takes_every_token_within_range_in_sight_past_monsters_and_obstacles():
    terrain = [{"hex": [2, 1], "type": "obstacle"}]
    s = setup([{"type": "loot", "range": 2}], monsters=((4, 2),), terrain=terrain)
    state = planned(s)
    state.money = [(1, 1), (3, 1), (3, 0), (4, 1), (0, 2)]
    state, recs = act(s, state, PlayHalf(card="x", half="top"))
    # (4,1) is 3 hexes away; the rest are within 2, the obstacle in between does not matter
    assert state.money == [(4, 1)]
    assert state.character("a").looted == 4


def test_loot_range_is_counted_around_walls():
    s = setup([{"type": "loot", "range": 2}], monsters=((4, 2),), terrain=[{"hex": [2, 1], "type": "wall"}])
    state = planned(s)
    state.money = [(3, 1)]  # two hexes in a line, three around the wall hex
    state, _ = act(s, state, PlayHalf(card="x", half="top"))
    assert state.money == [(3, 1)] and state.character("a").looted == 0


def test_monsters_do_not_loot_at_the_end_of_their_turns():
    s = setup([attack(2)], monsters=((4, 2),), mcards=[mcard("walk", 30, move=0)])
    state = planned(s)
    state.money = [(4, 2)]
    state, _ = act(s, state, PlayHalf(card="x", half="bottom"), MoveTo(hex=(1, 1)))
    state, _ = act(s, state, PlayHalf(card="y", half="top", default=True), AttackTargets(targets=()))
    assert state.monster_decks["m"].revealed is not None
    assert state.money == [(4, 2)]
