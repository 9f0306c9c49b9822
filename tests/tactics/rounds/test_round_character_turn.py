"""A character's turn (rulebook p.18; seed paragraph two): top of one card, bottom of the
other, in either order; loss and default halves; long and short rests; violations as codes."""

from __future__ import annotations

import pytest

from founders_desktop.tactics.rounds.actions import (
    AttackTargets,
    DeclareLongRest,
    IllegalAction,
    MoveTo,
    PlayHalf,
    RestLose,
    SelectCards,
    ShortRest,
)
from founders_desktop.tactics.rounds.engine import apply, legal_actions, validate

from .round_helpers import act, attack, card, events, hero, idle_turn, mcard, monster_type, plan, start, world

MOVE1 = [{"type": "move", "value": 1}]


def solo(cards=None, hp=10):
    cards = cards or [
        card("lead", 20, [attack(3)], MOVE1),
        card("burn", 40, [attack(5)], MOVE1, top_loss=True),
        card("x", 60, [attack(1)], MOVE1),
        card("y", 70, [attack(1)], MOVE1),
    ]
    classes = [hero("a", cards, hp=hp)]
    mtypes = [monster_type("m", [mcard("wait", 90)], hp=30)]
    return world(
        classes, mtypes, [{"class": "a", "hex": [1, 1]}], [{"type": "m", "standee": 1, "hex": [2, 1]}]
    )


def halves(scenario, state):
    return {(a.card, a.half) for a in legal_actions(state) if isinstance(a, PlayHalf) and not a.default}


def test_top_of_one_card_and_bottom_of_the_other_in_either_order():
    s = solo()
    state, _ = plan(s, start(s), {"a": ("lead", "burn")})
    assert halves(s, state) == {("lead", "top"), ("lead", "bottom"), ("burn", "top"), ("burn", "bottom")}
    # the leading card does not have to go first: start with the bottom of "burn"
    state, _ = act(s, state, PlayHalf(card="burn", half="bottom"), MoveTo(hex=(1, 1)))
    assert halves(s, state) == {("lead", "top")}
    bad = PlayHalf(card="lead", half="bottom")
    assert [v.code for v in validate(state, bad)] == ["half_not_playable"]
    with pytest.raises(IllegalAction):
        apply(state, bad)


def test_loss_half_goes_to_lost_default_half_to_discard():
    s = solo()
    state, _ = plan(s, start(s), {"a": ("lead", "burn")})
    state, recs = act(
        s,
        state,
        PlayHalf(card="burn", half="top"),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="lead", half="bottom"),
        MoveTo(hex=(1, 1)),
    )
    a = state.character("a")
    assert a.piles.lost == ["burn"] and a.piles.discard == ["lead"]
    assert events(recs, "attack")[0]["value"] == 5
    # the same loss half played as the default Attack 2 is only discarded
    s2 = solo()
    state, _ = plan(s2, start(s2), {"a": ("lead", "burn")})
    state, recs = act(
        s2,
        state,
        PlayHalf(card="burn", half="top", default=True),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="lead", half="bottom"),
        MoveTo(hex=(1, 1)),
    )
    assert events(recs, "attack")[0]["value"] == 2
    assert sorted(state.character("a").piles.discard) == ["burn", "lead"]


def test_long_rest_loses_a_chosen_card_heals_two_and_returns_the_rest():
    s = solo(hp=10)
    state = start(s)
    a = state.character("a")
    a.piles.hand, a.piles.discard = ["lead"], ["burn", "x", "y"]
    a.hp = 5
    state, _ = act(s, state, DeclareLongRest(character="a"))
    # a rests at 99, after the monster (90)
    assert sorted(a.card for a in legal_actions(state)) == ["burn", "x", "y"]
    state, recs = act(s, state, RestLose(card="x"))
    a = state.character("a")
    assert a.piles.lost == ["x"] and sorted(a.piles.hand) == ["burn", "lead", "y"] and a.piles.discard == []
    assert a.hp == 7
    assert events(recs, "long_rest") == [{"figure": "a", "lost": "x"}]


def test_short_rest_loses_a_random_discard_and_returns_the_rest():
    s = solo()
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, _ = idle_turn(s, state)
    assert state.phase == "rest"
    state, recs = act(s, state, ShortRest(character="a", rest=True))
    a = state.character("a")
    lost = events(recs, "short_rest")[0]["lost"]
    assert lost in ("x", "y") and a.piles.lost == [lost]
    kept = "y" if lost == "x" else "x"
    assert sorted(a.piles.hand) == sorted(["lead", "burn", kept]) and a.piles.discard == []


def test_violations_are_codes():
    s = solo()
    state = start(s)
    assert [v.code for v in validate(state, SelectCards(character="a", leading="nope", second="x"))] == [
        "card_not_in_hand"
    ]
    assert [v.code for v in validate(state, SelectCards(character="a", leading="x", second="x"))] == [
        "same_card_twice"
    ]
    assert [v.code for v in validate(state, SelectCards(character="zz", leading="x", second="y"))] == [
        "not_your_decision"
    ]
    assert [v.code for v in validate(state, DeclareLongRest(character="a"))] == ["cannot_rest"]
    assert [v.code for v in validate(state, MoveTo(hex=(0, 0)))] == ["not_legal_now"]
