"""Negating damage with cards (rulebook p.17, "Damage"): whenever a character would suffer
damage, its player may instead lose one card from the hand or two cards from the discard pile
to negate all the damage of that one source (an attack after its shield and modifier, a trap,
a hazard, a retaliate, a wound). A character that cannot pay, or will not, suffers it, and is
exhausted when its hit points drop below 1. The 1 damage of a short rest's redraw is its
price, not damage to negate.

The choice is asked in the middle of whatever sets it off (often a monster's turn): the rule
step raises ``DamageDecision`` and ``apply`` stops there with a ``DamageOffer``; the answer
plays the interrupted action again from the state before it with the answers so far (chance is
counter-based, so it arrives at the same point) and goes on.
"""

from __future__ import annotations

from itertools import combinations

from founders_desktop.tactics.rounds.actions import Action, DamageChoice
from founders_desktop.tactics.rounds.context import Ctx
from founders_desktop.tactics.rounds.state import CharacterState, DamageOffer


class DamageDecision(Exception):
    """Raised by ``damage`` when a character's player must choose; ``apply`` catches it."""

    def __init__(self, offer: DamageOffer) -> None:
        self.offer = offer
        super().__init__(offer.character)


def can_negate(c: CharacterState) -> bool:
    return bool(c.piles.hand) or len(c.piles.discard) >= 2


def negate_options(c: CharacterState) -> list[tuple[str, ...]]:
    """Suffer first, then each hand card, then each pair of discarded cards (sorted)."""
    out: list[tuple[str, ...]] = [()]
    out.extend((card,) for card in sorted(c.piles.hand))
    out.extend(combinations(sorted(c.piles.discard), 2))
    return out


def damage_choices(c: CharacterState) -> list[Action]:
    return [DamageChoice(character=c.id, cards=cards) for cards in negate_options(c)]


def negated(ctx: Ctx, c: CharacterState, amount: int, source: str) -> bool:
    """True when the character's player negates this damage (the cards are lost then); raises
    ``DamageDecision`` when the choice has not been made yet."""
    if ctx.answers is None or not ctx.state.damage_choice or not can_negate(c):
        return False
    if not ctx.answers:
        raise DamageDecision(DamageOffer(character=c.id, amount=amount, source=source))
    cards = ctx.answers.pop(0)
    if not cards:
        return False
    pile = c.piles.hand if len(cards) == 1 else c.piles.discard
    for card in cards:
        pile.remove(card)
        c.piles.lost.append(card)
    ctx.emit("damage_negated", figure=c.id, damage=amount, source=source, lost=list(cards))
    return True
