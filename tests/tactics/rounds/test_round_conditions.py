"""Conditions that change the rules: invisible (never focused), muddled (disadvantage),
disarmed (no attack); each lasts until the end of the figure's next turn."""

from __future__ import annotations

from founders_desktop.tactics.rounds.actions import AttackTargets, MoveTo, PlayHalf, ShortRest

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


def two_halves(top_card, bottom_card, first="x", second="y"):
    """Play ``first``'s top then ``second``'s bottom (both cards given here)."""
    return [PlayHalf(card=first, half="top"), PlayHalf(card=second, half="bottom")]


def duo(top_actions, bottom_actions, mdeck=None, mhp=30, loss=False):
    """A hero with card x (top: top_actions) and card y (bottom: bottom_actions), initiative 10
    and 20, next to one monster whose deck is ``mdeck`` (default: stay and attack 2, init 30)."""
    cards = [
        card("x", 10, top_actions, STAY, top_loss=loss),
        card("y", 20, STAY, bottom_actions),
        *plain_cards("p", [40, 50]),
    ]
    deck = mdeck or [mcard("hit", 30, move=0, attack=0)]
    return world(
        [hero("a", cards, hp=20)],
        [monster_type("m", deck, hp=mhp, attack_=2)],
        [{"class": "a", "hex": [1, 1]}],
        [{"type": "m", "standee": 1, "hex": [2, 1]}],
    )


def hits_by(recs, fid):
    return [h for h in events(recs, "attack") if h["figure"] == fid]


def test_enemies_attacking_a_poisoned_figure_gain_plus_1_attack():
    s = duo([attack(1, conditions=["poisoned"])], [attack(2)])
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(
        s,
        state,
        PlayHalf(card="x", half="top"),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="y", half="bottom"),
        AttackTargets(targets=("m#1",)),
    )
    assert [h["value"] for h in hits_by(recs, "a")] == [1, 3]
    # poison does not run out at the end of the monster's turn: only a heal removes it
    assert "poisoned" in state.monsters[0].conditions


def test_a_heal_on_a_poisoned_figure_removes_poison_and_wound_and_heals_nothing():
    s = duo(
        [attack(3, conditions=["poisoned"])],
        [attack(1, conditions=["wounded"])],
        mdeck=[mcard("mend", 30, heal=3)],
    )
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(
        s,
        state,
        PlayHalf(card="x", half="top"),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="y", half="bottom"),
        AttackTargets(targets=("m#1",)),
    )
    m = state.monsters[0]
    wound = events(recs, "wound")
    assert wound == [{"figure": "m#1", "damage": 1}]  # at the start of its turn
    assert events(recs, "heal") == [{"figure": "m#1", "amount": 0}]
    assert m.conditions == {}
    dealt = sum(h["damage"] for h in hits_by(recs, "a"))
    assert m.hp == 30 - dealt - 1


def test_a_wounded_figure_suffers_1_damage_each_turn_until_a_heal_removes_it_and_heals():
    s = duo([attack(0, conditions=["wounded"])], STAY, mdeck=[mcard("hit", 30, move=0, attack=0)])
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(
        s,
        state,
        PlayHalf(card="x", half="top"),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="y", half="bottom"),
        MoveTo(hex=(1, 1)),
    )
    m = state.monsters[0]
    assert events(recs, "wound") == [{"figure": "m#1", "damage": 1}]
    assert "wounded" in m.conditions  # still there after the monster's turn ended


def test_a_heal_on_a_wounded_figure_removes_the_wound_and_heals_normally():
    s = duo([attack(0, conditions=["wounded"])], STAY, mdeck=[mcard("mend", 30, heal=2)])
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(
        s,
        state,
        PlayHalf(card="x", half="top"),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="y", half="bottom"),
        MoveTo(hex=(1, 1)),
    )
    m = state.monsters[0]
    dealt = hits_by(recs, "a")[0]["damage"]
    after_wound = 30 - dealt - 1
    assert m.conditions == {}
    assert m.hp == min(30, after_wound + 2)
    assert events(recs, "heal") == [{"figure": "m#1", "amount": m.hp - after_wound}]


def test_a_stunned_monster_does_nothing_on_its_next_turn():
    s = duo([attack(1, conditions=["stunned"])], STAY)
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(
        s,
        state,
        PlayHalf(card="x", half="top"),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="y", half="bottom"),
        MoveTo(hex=(1, 1)),
    )
    assert hits_by(recs, "m#1") == []
    assert events(recs, "stunned") == [{"figure": "m#1"}]
    assert state.monsters[0].conditions == {}  # removed at the end of that turn


def test_a_stunned_character_plays_two_cards_that_are_simply_discarded():
    cards = [card("x", 40, [attack(2)], STAY, top_loss=True), *plain_cards("p", [50, 60, 70])]
    s = world(
        [hero("a", cards, hp=20)],
        [monster_type("m", [mcard("bash", 5, move=0, attack=0, conditions=["stunned"])], hp=30)],
        [{"class": "a", "hex": [1, 1]}],
        [{"type": "m", "standee": 1, "hex": [2, 1]}],
    )
    state, recs = plan(s, start(s), {"a": ("x", "p0")})
    a = state.character("a")
    assert events(recs, "stunned") == [{"figure": "a"}]
    assert hits_by(recs, "a") == []
    # the loss half was never performed: both cards are discarded, and the stun is over
    assert sorted(a.piles.discard) == ["p0", "x"] and a.piles.lost == []
    assert a.conditions == {}


def test_a_strengthened_figure_draws_two_modifiers_and_keeps_the_better():
    s = duo([{"type": "condition", "condition": "strengthened"}, attack(1)], STAY)
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, recs = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("m#1",)))
    (hit,) = hits_by(recs, "a")
    assert len(hit["modifiers"]) == 2
    from founders_desktop.tactics.modifiers import modified

    assert hit["damage"] == max(modified(1, c) for c in hit["modifiers"])


def test_an_immobilized_monster_does_not_move():
    cards = [
        card("x", 10, [attack(1, rng=3, conditions=["immobilized"])], STAY),
        *plain_cards("p", [40, 50, 60]),
    ]
    s = world(
        [hero("a", cards, hp=20)],
        [monster_type("m", [mcard("go", 30, move=0, attack=0)], hp=30, move_=3)],
        [{"class": "a", "hex": [0, 1]}],
        [{"type": "m", "standee": 1, "hex": [3, 0]}],
    )
    state, _ = plan(s, start(s), {"a": ("x", "p0")})
    state, recs = act(
        s,
        state,
        PlayHalf(card="x", half="top"),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="p0", half="bottom"),
        MoveTo(hex=(0, 1)),
    )
    assert events(recs, "move") == []
    assert state.monsters[0].hex == (3, 0)


def test_a_cursed_monster_shuffles_a_curse_into_the_monster_deck():
    s = duo([attack(1, conditions=["cursed"])], STAY)
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    before = list(state.monster_modifiers.draw)
    state, recs = act(s, state, PlayHalf(card="x", half="top"), AttackTargets(targets=("m#1",)))
    assert sorted(state.monster_modifiers.draw) == sorted([*before, "curse"])
    assert events(recs, "condition") == [{"figure": "m#1", "condition": "cursed"}]
    assert state.monsters[0].conditions == {}  # a card, not a token


def test_a_blessed_character_shuffles_a_bless_into_its_own_deck():
    s = duo([{"type": "condition", "condition": "blessed"}], STAY)
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state, _ = act(s, state, PlayHalf(card="x", half="top"))
    assert state.character("a").modifiers.draw.count("bless") == 1


def test_a_wound_can_kill_a_monster_at_the_start_of_its_turn():
    s = duo([attack(0, conditions=["wounded"])], STAY, mhp=1)
    state, _ = plan(s, start(s), {"a": ("x", "y")})
    state.character("a").modifiers.draw = ["+0"] * 5
    state, recs = act(
        s,
        state,
        PlayHalf(card="x", half="top"),
        AttackTargets(targets=("m#1",)),
        PlayHalf(card="y", half="bottom"),
        MoveTo(hex=(1, 1)),
    )
    assert events(recs, "wound") == [{"figure": "m#1", "damage": 1}]
    assert events(recs, "dies") == [{"figure": "m#1"}]
    assert hits_by(recs, "m#1") == []
    assert state.outcome == "won"


def test_a_stunned_character_may_still_long_rest():
    from founders_desktop.tactics.rounds.actions import DeclareLongRest, RestLose

    cards = [card("x", 40, STAY, STAY), *plain_cards("p", [50, 60, 70])]
    s = world(
        [hero("a", cards, hp=20)],
        [monster_type("m", [mcard("bash", 5, move=0, attack=0, conditions=["stunned"])], hp=30)],
        [{"class": "a", "hex": [1, 1]}],
        [{"type": "m", "standee": 1, "hex": [2, 1]}],
    )
    state, _ = plan(s, start(s), {"a": ("x", "p0")})
    state, _ = act(s, state, ShortRest(character="a", rest=False))
    state, recs = act(s, state, DeclareLongRest(character="a"))
    assert state.character("a").conditions == {"stunned": False}
    state, recs = act(s, state, RestLose(card="x"))
    assert "x" in state.character("a").piles.lost
    assert events(recs, "heal")[0]["figure"] == "a"
