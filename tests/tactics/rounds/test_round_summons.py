"""Summons (rulebook p.26; seed paragraph five): placed next to the summoner, acting directly
before it in the order summoned, never in the round summoned, with its modifier deck."""

from __future__ import annotations

from founders_desktop.tactics.rounds.actions import ChooseOutcome, MoveTo, PlayHalf, SummonAt
from founders_desktop.tactics.rounds.engine import legal_actions

from .round_helpers import (
    act,
    card,
    events,
    hero,
    mcard,
    monster_type,
    plain_cards,
    plan,
    start,
    turn_starts,
    world,
)

WOLF = {"type": "summon", "name": "wolf", "hp": 3, "move": 2, "attack": 2}
BAT = {"type": "summon", "name": "bat", "hp": 2, "move": 3, "attack": 1, "flying": True}
STAY = [{"type": "move", "value": 0}]


def summoner(monster_card):
    cards = [
        card("call1", 20, [WOLF], STAY, top_loss=True),
        card("call2", 30, STAY, [BAT], bottom_loss=True),
        *plain_cards("p", [40, 50, 60]),
    ]
    classes = [hero("a", cards)]
    mtypes = [monster_type("m", [monster_card], hp=30, move_=0)]
    return world(
        classes, mtypes, [{"class": "a", "hex": [1, 1]}], [{"type": "m", "standee": 1, "hex": [3, 0]}]
    )


def summon_both(s):
    state, _ = plan(s, start(s), {"a": ("call1", "call2")})
    state, _ = act(s, state, PlayHalf(card="call1", half="top"))
    spots = {a.hex for a in legal_actions(state) if isinstance(a, SummonAt)}
    # the six neighbours of (1,1) that hold no figure (the map is open floor)
    assert spots == {(2, 0), (1, 0), (0, 1), (0, 2), (1, 2), (2, 1)}
    state, r1 = act(s, state, SummonAt(hex=(2, 0)), PlayHalf(card="call2", half="bottom"))
    assert (2, 0) not in {a.hex for a in legal_actions(state) if isinstance(a, SummonAt)}
    state, r2 = act(s, state, SummonAt(hex=(2, 1)))
    return state, r1 + r2


def test_summons_wait_a_round_then_act_before_their_summoner_in_order():
    s = summoner(mcard("wait", 90))
    state, recs = summon_both(s)
    assert [x.name for x in state.summons] == ["wolf", "bat"]
    assert sorted(state.character("a").piles.active) == ["call1", "call2"]
    assert "a.wolf#1" not in turn_starts(recs) and "a.bat#2" not in turn_starts(recs)
    state, recs = plan(s, state, {"a": ("p0", "p1")})
    assert turn_starts(recs) == ["a.wolf#1", "a.bat#2", "a"]


def test_summons_draw_from_their_summoners_modifier_deck():
    s = summoner(mcard("wait", 90))
    state, _ = summon_both(s)
    a_before = len(state.character("a").modifiers.discard)
    m_before = len(state.monster_modifiers.discard)
    state, recs = plan(s, state, {"a": ("p0", "p1")})
    hits = events(recs, "attack")
    assert {h["figure"] for h in hits} == {"a.wolf#1", "a.bat#2"}
    assert hits[0]["value"] == 2 and hits[1]["value"] == 1
    assert len(state.character("a").modifiers.discard) - a_before == 2
    assert len(state.monster_modifiers.discard) == m_before


def test_a_dead_summon_takes_its_card_from_the_active_pile():
    s = summoner(mcard("smash", 25, attack=3, targets=6))
    state = start(s)
    state.monster_modifiers.draw = ["+0"] * 20
    state, _ = plan(s, state, {"a": ("call1", "p0")})
    state, _ = act(s, state, PlayHalf(card="call1", half="top"), SummonAt(hex=(2, 0)))
    state, _ = act(s, state, PlayHalf(card="p0", half="bottom"), MoveTo(hex=(1, 1)))
    # the monster (25) acts after a (20): it hits the adjacent wolf (3 hit points) with 3
    a = state.character("a")
    assert state.summons == []
    assert "call1" in a.piles.lost and a.piles.active == []


def test_in_focus_ties_a_summon_counts_before_its_summoner():
    from founders_desktop.tactics.rounds.context import initiative_of

    s = summoner(mcard("wait", 90))
    state, _ = summon_both(s)
    state, _ = plan(s, state, {"a": ("p0", "p1")})
    wolf, bat = state.summons
    a = state.character("a")
    order = [initiative_of(state, s, f) for f in (wolf, bat, a)]
    assert order == sorted(order) and len(set(order)) == 3


def test_an_attack_on_a_summoner_and_its_summon_skips_the_summon_once_removed():
    from founders_desktop.tactics.monster_act import carry_out
    from founders_desktop.tactics.rounds.context import Ctx
    from founders_desktop.tactics.rounds.state import OutcomeData

    s = summoner(mcard("smash", 90, attack=3, targets=6))
    state, _ = summon_both(s)  # round 2 now; the monster stays put (no move on its card)
    state, _ = plan(s, state, {"a": ("p0", "p1")})
    state.monster_modifiers.draw = ["+0"] * 20
    state.character("a").hp = 1
    state.monster_decks["m"].revealed = "smash"
    ctx = Ctx.of(state)
    here = state.monsters[0].hex
    carry_out(ctx, state.monsters[0], OutcomeData(end=here, path=[here], targets=["a", "a.wolf#1"]))
    assert state.character("a").exhausted and state.summons == []
    assert [e.params["target"] for e in ctx.events if e.code == "attack"] == ["a"]


def test_a_monster_focuses_the_summon_before_its_equally_close_summoner():
    cards = [card("call1", 20, [WOLF], STAY, top_loss=True), *plain_cards("p", [40, 50, 60])]
    mtypes = [monster_type("m", [mcard("go", 90, move=0, attack=0)], hp=30, move_=1)]
    s = world(
        [hero("a", cards)],
        mtypes,
        [{"class": "a", "hex": [1, 1]}],
        [{"type": "m", "standee": 1, "hex": [3, 1]}],
    )
    state, _ = plan(s, start(s), {"a": ("call1", "p0")})
    state, _ = act(s, state, PlayHalf(card="call1", half="top"), SummonAt(hex=(2, 0)))
    # wolf (2,0) and summoner (1,1) are both two hexes from the monster and one step away
    state, _ = act(s, state, PlayHalf(card="p0", half="bottom"), MoveTo(hex=(1, 1)))
    # two hexes next to the wolf are one step away: the players choose, the target is the same
    assert sorted(c.end for c in state.choices) == [(2, 1), (3, 0)]
    assert all(c.targets == ["a.wolf#1"] for c in state.choices)
    state, recs = act(s, state, ChooseOutcome(index=0))
    assert [e["target"] for e in events(recs, "attack")] == ["a.wolf#1"]
