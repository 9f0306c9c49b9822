"""Exhaustion (rulebook p.17, 28; seed paragraph one): both paths and their consequences."""

from __future__ import annotations

from founders_desktop.tactics.rounds.actions import (
    DeclareLongRest,
    MoveTo,
    PlayHalf,
    SelectCards,
    ShortRest,
    SummonAt,
)
from founders_desktop.tactics.rounds.engine import legal_actions

from .round_helpers import (
    act,
    card,
    events,
    hero,
    idle_turn,
    mcard,
    monster_type,
    plain_cards,
    plan,
    start,
    world,
)

SUMMON = {"type": "summon", "name": "wolf", "hp": 3, "move": 2, "attack": 1}


def duel(hp: int = 10, monster_attack: int = 2, extra_hero: bool = False):
    cards = [
        card("call", 50, [SUMMON], [{"type": "move", "value": 1}], top_loss=True),
        *plain_cards("p", [60, 70, 80]),
    ]
    classes = [hero("a", cards, hp=hp), hero("b", plain_cards("b", [61, 71]), hp=10)]
    mtypes = [monster_type("m", [mcard("hit", 10, attack=0)], attack_=monster_attack)]
    chars = [{"class": "a", "hex": [1, 1]}]
    if extra_hero:
        chars.append({"class": "b", "hex": [0, 4]})
    return world(classes, mtypes, chars, [{"type": "m", "standee": 1, "hex": [2, 1]}])


def test_hit_points_below_one_exhausts_and_removes_summons():
    s = duel(monster_attack=0, extra_hero=True)
    state = start(s)
    state.monster_modifiers.draw = ["+0"] * 20
    state, _ = plan(s, state, {"a": ("call", "p0"), "b": ("b0", "b1")})
    # the monster (initiative 10, attack 0) has acted; a summons its wolf behind itself
    state, _ = act(s, state, PlayHalf(card="call", half="top"), SummonAt(hex=(0, 1)))
    state, _ = act(s, state, PlayHalf(card="p0", half="bottom"), MoveTo(hex=(1, 1)))
    state, _ = idle_turn(s, state)  # b
    state, _ = act(s, state, ShortRest(character="b", rest=False))
    assert [x.owner for x in state.summons] == ["a"]
    assert state.character("a").piles.active == ["call"]  # active while the wolf lives
    state.monsters[0].attack = 20
    state, recs = act(
        s, state, SelectCards(character="a", leading="p1", second="p2"), DeclareLongRest(character="b")
    )
    exhausted = events(recs, "exhausted")
    assert exhausted == [{"figure": "a", "reason": "hit_points"}]
    a = state.character("a")
    assert a.exhausted and a.hex is None and a.hp < 1
    assert a.piles.hand == a.piles.discard == a.piles.active == a.piles.played == []
    assert sorted(a.piles.lost) == ["call", "p0", "p1", "p2"]
    assert state.summons == []
    assert all(f.id != "a" for f in state.figures_on_map())
    assert state.outcome is None  # b still stands


def test_every_character_exhausted_loses_the_scenario():
    s = duel(hp=1, monster_attack=3)
    state, recs = plan(s, start(s), {"a": ("p0", "p1")})
    assert state.character("a").exhausted
    assert state.phase == "over" and state.outcome == "lost"
    assert events(recs, "scenario_lost")
    assert legal_actions(state) == []


def test_start_of_round_without_two_cards_or_a_rest():
    s = duel(monster_attack=0)
    state = start(s)
    state.monster_modifiers.draw = ["+0"] * 20
    state, _ = plan(s, state, {"a": ("p0", "p1")})
    state, _ = idle_turn(s, state)
    assert state.phase == "rest"
    a = state.character("a")
    a.piles.hand, a.piles.discard, a.piles.lost = ["p2"], ["p1"], ["call", "p0"]
    state, recs = act(s, state, ShortRest(character="a", rest=False))
    assert events(recs, "exhausted") == [{"figure": "a", "reason": "cards"}]
    a = state.character("a")
    assert sorted(a.piles.lost) == ["call", "p0", "p1", "p2"] and a.hex is None
    assert state.outcome == "lost"


def test_one_card_in_hand_and_one_discard_is_not_yet_exhausted_with_two_in_hand():
    s = duel(monster_attack=0)
    state = start(s)
    state.monster_modifiers.draw = ["+0"] * 20
    state, _ = plan(s, state, {"a": ("p0", "p1")})
    state, _ = idle_turn(s, state)
    a = state.character("a")
    a.piles.hand, a.piles.discard, a.piles.lost = ["p2", "call"], ["p1"], ["p0"]
    state, recs = act(s, state, ShortRest(character="a", rest=False))
    assert not events(recs, "exhausted") and state.phase == "plan"


def test_one_card_in_hand_but_a_discard_must_long_rest():
    s = duel(monster_attack=0)
    state = start(s)
    a = state.character("a")
    a.piles.discard = a.piles.hand[1:]
    a.piles.hand = a.piles.hand[:1]
    assert legal_actions(state) == [DeclareLongRest(character="a")]
