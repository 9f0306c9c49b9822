"""The elemental infusion table (rulebook p.24), in its own words:

"it is not possible to create an element and consume it on the same turn, but it may be
consumed by anyone with a later turn in the initiative order of the same round"; "at the end
of every round ... all elemental infusions will wane ... from Strong to Waning or from Waning
to Inert"; "if an ability is used that consumes an element and the corresponding element token
is in the Strong or Waning column, that element token may be used to augment the ability by
moving the token to the Inert column"; "monsters always consume elements if they can, and
every activated monster of that type will gain the benefit of the consumed element, not just
the first monster to consume it".
"""

from __future__ import annotations

from founders_desktop.tactics.rounds.actions import (
    AttackTargets,
    ConsumeElement,
    MoveTo,
    PlayHalf,
    ShortRest,
)
from founders_desktop.tactics.rounds.engine import legal_actions

from .round_helpers import act, attack, card, events, hero, mcard, monster_type, move, plan, start, world

STAY = [move(0)]
FIRE_ATTACK = attack(1, consume={"element": "fire", "value": 2})


def setup(mdeck=None, monsters=None):
    cards = [
        card("x", 10, [attack(1, infuse=["fire"])], STAY),
        card("y", 20, STAY, [FIRE_ATTACK]),
        card("c", 15, [FIRE_ATTACK], STAY),
        card("p", 40, STAY, STAY),
        card("q", 50, STAY, STAY),
    ]
    deck = mdeck or [mcard("hit", 30, move=0, attack=0)]
    return world(
        [hero("a", cards, hp=30)],
        [monster_type("m", deck, hp=30, attack_=2)],
        [{"class": "a", "hex": [1, 1]}],
        monsters or [{"type": "m", "standee": 1, "hex": [2, 1]}],
    )


def infuse_fire_round(s, state):
    """Round: a plays x (top: Attack 1, infuse fire) and p (bottom: stay)."""
    state, planned = plan(s, state, {"a": ("x", "p")})
    state, recs = act(
        s,
        state,
        PlayHalf(card="x", half="top"),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="p", half="bottom"),
        MoveTo(hex=(1, 1)),
    )
    return state, planned + recs


def test_an_element_infused_this_turn_cannot_be_consumed_until_the_turn_ends():
    s = setup()
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, _ = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("m#1",)))
    assert state.elements == {} and state.infusing == ["fire"]
    state, _ = act(s, state, PlayHalf(card="y", half="bottom"))
    assert not any(isinstance(a, ConsumeElement) for a in legal_actions(state))
    state, recs = act(s, state, AttackTargets(targets=("m#1",)))
    assert [h["value"] for h in events(recs, "attack") if h["figure"] == "a"] == [1]
    assert events(recs, "infuse") == [{"figure": "a", "element": "fire"}]
    assert state.elements == {"fire": "strong"}


def test_elements_wane_at_the_end_of_each_round_strong_then_waning_then_inert():
    s = setup()
    state, _ = infuse_fire_round(s, start(s))
    assert state.elements == {"fire": "strong"}
    state, _ = act(s, state, ShortRest(character="a", rest=False))
    assert state.round == 2 and state.elements == {"fire": "waning"}
    state, _ = plan(s, state, {"a": ("y", "q")})
    state, _ = act(
        s,
        state,
        PlayHalf(card="y", half="top"),
        MoveTo(hex=(1, 1)),
        PlayHalf(card="q", half="bottom"),
        MoveTo(hex=(1, 1)),
    )
    state, _ = act(s, state, ShortRest(character="a", rest=False))
    assert state.round == 3 and state.elements == {}


def test_a_character_may_consume_a_waning_element_for_the_bonus_and_it_goes_inert():
    s = setup()
    state, _ = infuse_fire_round(s, start(s))
    state, _ = act(s, state, ShortRest(character="a", rest=False))
    state, _ = plan(s, state, {"a": ("c", "q")})
    state, _ = act(s, state, PlayHalf(card="c", half="top"))
    assert ConsumeElement(element="fire") in legal_actions(state)
    state, recs = act(s, state, ConsumeElement(element="fire"), AttackTargets(targets=("m#1",)))
    assert events(recs, "consume") == [{"figure": "a", "element": "fire"}]
    assert [h["value"] for h in events(recs, "attack") if h["figure"] == "a"] == [3]
    assert state.elements == {}


def test_consuming_is_the_players_choice():
    s = setup()
    state, _ = infuse_fire_round(s, start(s))
    state, _ = act(s, state, ShortRest(character="a", rest=False))
    state, _ = plan(s, state, {"a": ("c", "q")})
    state, recs = act(s, state, PlayHalf(card="c", half="top"), AttackTargets(targets=("m#1",)))
    assert [h["value"] for h in events(recs, "attack") if h["figure"] == "a"] == [1]
    assert state.elements == {"fire": "waning"}


def test_a_later_monster_always_consumes_and_every_monster_of_its_set_gains_the_bonus():
    deck = [mcard("blaze", 30, move=0, attack=0, consume={"element": "fire", "attack": 2})]
    monsters = [{"type": "m", "standee": 1, "hex": [2, 1]}, {"type": "m", "standee": 2, "hex": [1, 2]}]
    s = setup(deck, monsters)
    state, recs = infuse_fire_round(s, start(s))
    assert events(recs, "consume") == [{"figure": "m#1", "element": "fire"}]
    assert [h["value"] for h in events(recs, "attack") if h["figure"] != "a"] == [4, 4]
    assert state.elements == {}


def test_a_monster_without_the_element_gets_no_bonus():
    deck = [mcard("blaze", 5, move=0, attack=0, consume={"element": "fire", "attack": 2})]
    s = setup(deck)
    state, recs = infuse_fire_round(s, start(s))  # the monster acts first, before the fire
    assert events(recs, "consume") == []
    assert [h["value"] for h in events(recs, "attack") if h["figure"] == "m#1"] == [2]
    assert state.elements == {"fire": "strong"}


def test_a_monster_card_infuses_at_the_end_of_the_monsters_turn():
    deck = [mcard("frost", 30, move=0, attack=0, infuse=["ice"])]
    s = setup(deck)
    state, recs = infuse_fire_round(s, start(s))
    assert {"figure": "m#1", "element": "ice"} in events(recs, "infuse")
    assert state.elements == {"fire": "strong", "ice": "strong"}


def test_a_monsters_consume_bonus_can_add_a_condition_and_range_only_to_a_ranged_attack():
    from founders_desktop.tactics.monster_act import ability_for
    from founders_desktop.tactics.rounds.context import Ctx

    bonus = {"element": "fire", "attack": 1, "range": 2, "conditions": ["wounded"]}
    deck = [mcard("blaze", 30, move=0, attack=0, consume=bonus)]
    s = setup(deck)
    state, recs = infuse_fire_round(s, start(s))
    assert [h["value"] for h in events(recs, "attack") if h["figure"] == "m#1"] == [3]
    assert "wounded" in state.character("a").conditions
    # the same round, the set's bonus holds: a melee monster gains no range from it
    ctx = Ctx.of(state)
    state.consumed_sets["m"] = True
    state.monster_decks["m"].revealed = "blaze"
    ability, value = ability_for(ctx, state.monsters[0])
    assert ability.range == 0 and value == 3


def test_a_consume_bonus_with_conditions_on_a_move_is_refused_naming_the_field():
    import pytest

    from founders_desktop.tactics.content_errors import TacticsFileError

    bad = card(
        "z",
        30,
        [{"type": "move", "value": 1, "consume": {"element": "air", "conditions": ["wounded"]}}],
        STAY,
    )
    with pytest.raises(TacticsFileError, match=r"cards\[0\]\.top\.actions\[0\].*attacks only"):
        world(
            [hero("a", [bad, card("w", 31, STAY, STAY)])],
            [monster_type("m", [mcard("hit", 30)])],
            [{"class": "a", "hex": [1, 1]}],
            [{"type": "m", "standee": 1, "hex": [2, 1]}],
        )
