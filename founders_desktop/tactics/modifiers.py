"""Attack modifier decks: the standard 20 cards, drawing, and the end-of-round reshuffle.

The deck is a ``ModifierDeck`` in the state (draw pile, discard pile, reshuffle flag); every
shuffle uses the state's generator. Drawing x2 or null marks the deck for a reshuffle at the
end of the round (rulebook p.20); an empty draw pile is reshuffled at once.

Bless and curse (p.23): a blessed or cursed figure shuffles a BLESS (x2) or CURSE (null) card
into the remaining draw pile of its deck (a summon: its summoner's; a monster: the monster
deck), at most 10 of each in one deck. When drawn the card is removed from the deck instead of
being discarded, and it does not call for a reshuffle.
"""

from __future__ import annotations

from founders_desktop.tactics.rng import Chance
from founders_desktop.tactics.rounds.state import ModifierDeck

#: The standard deck: +0 x6, +1 x5, -1 x5, +2, -2, x2, null.
STANDARD_DECK: tuple[str, ...] = ("+0",) * 6 + ("+1",) * 5 + ("-1",) * 5 + ("+2", "-2", "x2", "null")
RESHUFFLE_CARDS = frozenset({"x2", "null"})
BLESS, CURSE = "bless", "curse"
#: Cards that leave the deck once drawn (p.23).
REMOVED_WHEN_DRAWN = frozenset({BLESS, CURSE})
MAX_BLESS_OR_CURSE = 10


def new_deck(chance: Chance) -> ModifierDeck:
    return ModifierDeck(draw=chance.shuffled(list(STANDARD_DECK)))


def draw(deck: ModifierDeck, chance: Chance) -> str:
    """Draw the top card (shuffling the discard back in first if the draw pile is empty)."""
    if not deck.draw:
        deck.draw = chance.shuffled(deck.discard)
        deck.discard = []
    card = deck.draw.pop(0)
    if card in REMOVED_WHEN_DRAWN:
        return card
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


def shuffle_in(deck: ModifierDeck, card: str, chance: Chance) -> bool:
    """Shuffle a bless or curse into the remaining draw pile; False when the deck holds 10."""
    if deck.draw.count(card) >= MAX_BLESS_OR_CURSE:
        return False
    deck.draw = chance.shuffled([*deck.draw, card])
    return True


def modified(value: int, card: str) -> int:
    """The attack value after a modifier card (never below 0)."""
    if card in ("null", CURSE):
        return 0
    if card in ("x2", BLESS):
        return value * 2
    return max(0, value + int(card))


def _rank(value: int, card: str) -> tuple[int, bool]:
    """Better cards rank higher; a null (or curse) is the worse of two cards that both give 0."""
    return modified(value, card), card not in ("null", CURSE)


def attack_value(
    value: int, deck: ModifierDeck, chance: Chance, disadvantage: bool, advantage: bool = False
) -> tuple[int, list[str]]:
    """Draw for one attack; with disadvantage draw two and keep the worse, with advantage draw
    two and keep the better; having both, they cancel and one card is drawn (p.20)."""
    first = draw(deck, chance)
    if advantage == disadvantage:
        return modified(value, first), [first]
    second = draw(deck, chance)
    pick = max if advantage else min
    kept = pick((first, second), key=lambda c: _rank(value, c))
    return modified(value, kept), [first, second]
