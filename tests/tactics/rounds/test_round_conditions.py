"""Conditions that change the rules: invisible (never focused), muddled (disadvantage),
disarmed (no attack); each lasts until the end of the figure's next turn."""

from __future__ import annotations

from founders_desktop.tactics.round_actions import AttackTargets, MoveTo, PlayHalf

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


def setup(first_card):
    cards = [first_card, *plain_cards("p", [40, 50, 60])]
    classes = [hero("a", cards, hp=20)]
    mtypes = [monster_type("m", [mcard("hit", 30, move=0, attack=0)], hp=30, attack_=2)]
    return world(
        classes, mtypes, [{"class": "a", "hex": [1, 1]}], [{"type": "m", "standee": 1, "hex": [2, 1]}]
    )


def test_an_invisible_character_is_never_focused():
    s = setup(card("fade", 10, [{"type": "condition", "condition": "invisible"}], STAY))
    state, _ = plan(s, start(s), {"a": ("fade", "p0")})
    state, recs = act(
        s, state, PlayHalf(card="fade", half="top"), PlayHalf(card="p0", half="bottom"), MoveTo(hex=(1, 1))
    )
    assert events(recs, "attack") == []
    # given on its own turn, it lasts through the end of that turn, and ends with the next
    assert "invisible" in state.character("a").conditions


def test_a_muddled_monster_draws_two_modifiers():
    s = setup(card("mud", 10, [attack(1, conditions=["muddled"])], STAY))
    state, _ = plan(s, start(s), {"a": ("mud", "p0")})
    state, recs = act(
        s,
        state,
        PlayHalf(card="mud", half="top"),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="p0", half="bottom"),
        MoveTo(hex=(1, 1)),
    )
    hits = events(recs, "attack")
    assert len(hits[0]["modifiers"]) == 1  # a is not muddled
    assert hits[1]["figure"] == "m#1" and len(hits[1]["modifiers"]) == 2
    # the condition ran out at the end of the monster's turn
    assert state.monsters[0].conditions == {}


def test_a_disarmed_monster_does_not_attack():
    s = setup(card("dis", 10, [attack(1, conditions=["disarmed"])], STAY))
    state, _ = plan(s, start(s), {"a": ("dis", "p0")})
    state, recs = act(
        s,
        state,
        PlayHalf(card="dis", half="top"),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="p0", half="bottom"),
        MoveTo(hex=(1, 1)),
    )
    assert [h["figure"] for h in events(recs, "attack")] == ["a"]
    assert state.monsters[0].conditions == {}
