"""Attack modifier decks: the standard 20 cards, drawing, and the end-of-round reshuffle.

The deck is a ``ModifierDeck`` in the state (draw pile, discard pile, reshuffle flag); every
shuffle uses the state's generator. Drawing x2 or null marks the deck for a reshuffle at the
end of the round (rulebook p.20); an empty draw pile is reshuffled at once.
"""

from __future__ import annotations

from founders_desktop.tactics.rng import Chance
from founders_desktop.tactics.round_state import ModifierDeck

#: The standard deck: +0 x6, +1 x5, -1 x5, +2, -2, x2, null.
STANDARD_DECK: tuple[str, ...] = ("+0",) * 6 + ("+1",) * 5 + ("-1",) * 5 + ("+2", "-2", "x2", "null")
RESHUFFLE_CARDS = frozenset({"x2", "null"})


def new_deck(chance: Chance) -> ModifierDeck:
    return ModifierDeck(draw=chance.shuffled(list(STANDARD_DECK)))


def draw(deck: ModifierDeck, chance: Chance) -> str:
    """Draw the top card (shuffling the discard back in first if the draw pile is empty)."""
    if not deck.draw:
        deck.draw = chance.shuffled(deck.discard)
        deck.discard = []
    card = deck.draw.pop(0)
    deck.discard.append(card)
    if card in RESHUFFLE_CARDS:
        deck.reshuffle = True
    return card


def reshuffle_if_needed(deck: ModifierDeck, chance: Chance) -> bool:
    """End of round: shuffle the discard back in if x2 or null was drawn."""
    if not deck.reshuffle:
        return False
    deck.draw = chance.shuffled(deck.draw + deck.discard)
    deck.discard = []
    deck.reshuffle = False
    return True


def modified(value: int, card: str) -> int:
    """The attack value after a modifier card (never below 0)."""
    if card == "null":
        return 0
    if card == "x2":
        return value * 2
    return max(0, value + int(card))


def attack_value(value: int, deck: ModifierDeck, chance: Chance, disadvantage: bool) -> tuple[int, list[str]]:
    """Draw for one attack; with disadvantage draw two and keep the worse (p.20)."""
    first = draw(deck, chance)
    if not disadvantage:
        return modified(value, first), [first]
    second = draw(deck, chance)
    worse = min((first, second), key=lambda c: (modified(value, c), c != "null"))
    return modified(value, worse), [first, second]
