"""Bless and curse cards (rulebook p.23): shuffled into the remaining draw pile, at most 10 of
each in one deck, removed from the deck instead of discarded when drawn, no reshuffle."""

from __future__ import annotations

from founders_desktop.tactics.modifiers import attack_value, draw, modified, reshuffle_if_needed, shuffle_in
from founders_desktop.tactics.rng import Chance
from founders_desktop.tactics.rounds.state import ModifierDeck


def test_a_drawn_bless_or_curse_leaves_the_deck_and_calls_for_no_reshuffle():
    deck = ModifierDeck(draw=["curse", "bless", "+0"])
    chance = Chance(1, 0)
    assert draw(deck, chance) == "curse"
    assert draw(deck, chance) == "bless"
    assert deck.discard == [] and not deck.reshuffle
    assert not reshuffle_if_needed(deck, chance)


def test_bless_doubles_and_curse_nulls_the_attack():
    assert modified(3, "bless") == 6
    assert modified(3, "curse") == 0


def test_at_most_ten_curses_go_into_one_deck():
    deck = ModifierDeck(draw=["+0"])
    chance = Chance(1, 0)
    assert all(shuffle_in(deck, "curse", chance) for _ in range(10))
    assert not shuffle_in(deck, "curse", chance)
    assert deck.draw.count("curse") == 10
    assert shuffle_in(deck, "bless", chance)  # blesses are counted apart


def test_a_curse_is_shuffled_into_the_remaining_draw_pile_not_the_discard():
    deck = ModifierDeck(draw=["+1"], discard=["-1", "+0"])
    shuffle_in(deck, "curse", Chance(3, 0))
    assert sorted(deck.draw) == ["+1", "curse"] and deck.discard == ["-1", "+0"]


def test_advantage_and_disadvantage_cancel_out_to_one_card():
    deck = ModifierDeck(draw=["-1", "+2"])
    value, cards = attack_value(2, deck, Chance(1, 0), disadvantage=True, advantage=True)
    assert cards == ["-1"] and value == 1


def test_with_advantage_the_better_card_is_kept():
    deck = ModifierDeck(draw=["null", "+0"])
    value, cards = attack_value(0, deck, Chance(1, 0), disadvantage=False, advantage=True)
    assert cards == ["null", "+0"] and value == 0
    deck = ModifierDeck(draw=["-1", "bless"])
    assert attack_value(2, deck, Chance(1, 0), disadvantage=False, advantage=True)[0] == 4
