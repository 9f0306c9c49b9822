"""Building proposals: dealt from the bottom of the deck, never two of one type at once.

A card whose type (shape and colour) is already among the proposals goes on top of the deck and
is replaced; when the deck runs short the discards are shuffled into a new one.
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
    """Fill the proposal spaces left to right from the bottom of the deck.

    "If two cards of the same building type are drawn in the same set of three, place the
    rightmost one on the top of the draw deck and replace it." A card set aside this way waits
    on top, so it cannot be drawn again in this deal; when only such cards are left, "the
    discard should be shuffled and used to make a new draw deck" below them. With no card of
    another type anywhere, the space stays empty: never two of one type together."""
    known = state.pack.prestige_buildings  # a seat's view holds hidden placeholders instead of cards
    want = state.pack.scoring.proposals
    aside: list[str] = []
    while len(state.proposals) < want:
        card = draw_bottom(state)
        if card is None:
            break
        types = {known[c].type_key for c in state.proposals if c in known}
        if card in known and known[card].type_key in types:
            aside.append(card)
            continue
        state.proposals.append(card)
    state.prestige_deck[:0] = reversed(aside)  # each on top of the one set aside before it
