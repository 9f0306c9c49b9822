"""Decks and chance: the standard modifier deck, reshuffles at the end of the round, monster
ability decks, and one seeded generator that makes every game replayable."""

from __future__ import annotations

from collections import Counter

from founders_desktop.tactics.modifiers import STANDARD_DECK, attack_value, draw, modified, new_deck
from founders_desktop.tactics.rng import Chance
from founders_desktop.tactics.rounds.actions import ShortRest

from .round_helpers import act, card, hero, idle_turn, mcard, monster_type, plain_cards, plan, start, world


def test_standard_deck_has_the_twenty_cards():
    assert Counter(STANDARD_DECK) == Counter(
        {"+0": 6, "+1": 5, "-1": 5, "+2": 1, "-2": 1, "x2": 1, "null": 1}
    )
    assert Counter(new_deck(Chance(3)).draw) == Counter(STANDARD_DECK)


def test_modifier_values():
    assert modified(3, "+1") == 4 and modified(3, "-2") == 1 and modified(1, "-2") == 0
    assert modified(3, "x2") == 6 and modified(3, "null") == 0


def test_disadvantage_keeps_the_worse_card():
    deck = new_deck(Chance(1))
    deck.draw = ["+2", "-1", "+0"]
    value, cards = attack_value(3, deck, Chance(1), disadvantage=True)
    assert cards == ["+2", "-1"] and value == 2


def test_x2_or_null_reshuffles_at_end_of_round_only():
    deck = new_deck(Chance(1))
    deck.draw = ["+1", "null", "+0"] + deck.draw[3:]
    ch = Chance(9)
    draw(deck, ch)
    assert not deck.reshuffle
    draw(deck, ch)
    assert deck.reshuffle and deck.discard == ["+1", "null"]
    # inside a round: the flag set by null waits for the round's end
    s = world(
        [hero("a", plain_cards("p", [10, 20, 30, 40]))],
        [monster_type("m", [mcard("w", 90)], hp=30)],
        [{"class": "a", "hex": [0, 0]}],
        [{"type": "m", "standee": 1, "hex": [5, 0]}],
    )
    state = start(s)
    a = state.character("a")
    a.modifiers.discard, a.modifiers.draw = ["null", "+1"], [c for c in a.modifiers.draw]
    a.modifiers.draw.remove("null")
    a.modifiers.draw.remove("+1")
    a.modifiers.reshuffle = True
    state, _ = plan(s, state, {"a": ("p0", "p1")})
    state, _ = idle_turn(s, state)
    assert state.character("a").modifiers.reshuffle  # still waiting
    state, _ = act(s, state, ShortRest(character="a", rest=False))
    mods = state.character("a").modifiers
    assert not mods.reshuffle and mods.discard == [] and Counter(mods.draw) == Counter(STANDARD_DECK)


def test_monster_deck_reshuffles_after_a_shuffle_card():
    deck = [mcard("a1", 50), mcard("a2", 60, shuffle=True), mcard("a3", 70)]
    s = world(
        [hero("a", plain_cards("p", [10, 20, 30, 40, 45, 46]))],
        [monster_type("m", deck, hp=30)],
        [{"class": "a", "hex": [0, 0]}],
        [{"type": "m", "standee": 1, "hex": [5, 0]}],
    )
    state = start(s)
    state.monster_decks["m"].draw = ["a1", "a2", "a3"]
    state, _ = plan(s, state, {"a": ("p0", "p1")})
    assert state.monster_decks["m"].revealed == "a1"
    state, _ = idle_turn(s, state)
    state, _ = act(s, state, ShortRest(character="a", rest=False))
    assert state.monster_decks["m"].discard == ["a1"] and state.monster_decks["m"].draw == ["a2", "a3"]
    state, _ = plan(s, state, {"a": ("p2", "p3")})
    assert state.monster_decks["m"].revealed == "a2"
    state, _ = idle_turn(s, state)
    state, _ = act(s, state, ShortRest(character="a", rest=False))
    deck_state = state.monster_decks["m"]
    assert deck_state.discard == [] and sorted(deck_state.draw) == ["a1", "a2", "a3"]


def test_chance_is_reproducible_and_uniform_enough():
    a, b = Chance(42), Chance(42)
    assert [a.below(10) for _ in range(50)] == [b.below(10) for _ in range(50)]
    assert Chance(42).shuffled(list(range(10))) != Chance(43).shuffled(list(range(10)))
    seven = Chance(7)
    counts = Counter(seven.below(4) for _ in range(4000))
    assert all(900 < counts[i] < 1100 for i in range(4))
    c = Chance(5)
    c.below(3)
    resumed = Chance(5, c.counter)
    assert resumed.below(1000) == c.below(1000)


def test_same_seed_same_game_start():
    s = world(
        [
            hero(
                "a",
                [
                    card("x", 10, [{"type": "attack", "value": 1}], [{"type": "move", "value": 1}]),
                    *plain_cards("p", [20]),
                ],
            )
        ],
        [monster_type("m", [mcard("w1", 90), mcard("w2", 80), mcard("w3", 70)])],
        [{"class": "a", "hex": [0, 0]}],
        [{"type": "m", "standee": 1, "hex": [5, 0]}],
    )
    assert start(s, 5) == start(s, 5)
    assert start(s, 5).character("a").modifiers != start(s, 6).character("a").modifiers
