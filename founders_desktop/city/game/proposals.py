"""Building proposals: dealt from the bottom of the deck, never two of one type at once.

A card whose type (shape and colour) is already among the proposals goes on top of the deck and
is replaced; when the deck runs out the discards are shuffled into a new one.
"""

from __future__ import annotations

from founders_desktop.city.game.rng import draw_rng
from founders_desktop.city.game.state import GameState


def _refill_deck(state: GameState) -> bool:
    if state.prestige_deck or not state.prestige_discard:
        return bool(state.prestige_deck)
    deck = list(state.prestige_discard)
    state.prestige_discard.clear()
    draw_rng(state).shuffle(deck)
    state.prestige_deck = deck
    return True


def draw_bottom(state: GameState) -> str | None:
    """The bottom card of the deck (reshuffling the discards if it is empty), or None."""
    if not _refill_deck(state):
        return None
    return state.prestige_deck.pop()


def deal_proposals(state: GameState) -> None:
    """Fill the proposal spaces left to right, sending a duplicate type back to the top."""
    pack = state.pack
    want = pack.scoring.proposals
    tries = 0
    while len(state.proposals) < want:
        card = draw_bottom(state)
        if card is None:
            return
        known = pack.prestige_buildings  # a seat's view holds hidden placeholders instead of cards
        types = {known[c].type_key for c in state.proposals if c in known}
        if card in known and known[card].type_key in types and tries <= len(state.prestige_deck):
            state.prestige_deck.insert(0, card)
            tries += 1
            continue
        state.proposals.append(card)
