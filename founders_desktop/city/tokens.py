"""Claim and delivery tokens in use, read off the board (never stored apart).

A player's delivery tokens sit on the income track (one marker), on the "own" and "access"
spaces of the resource tracker (one per resource owned, one per resource reached only through
access) and on prestige buildings (one per resource delivered); a pack may design that the solo
player marks neither track with them (``solo.tracker_tokens`` false: it controls all eight
resources and nobody else reads the tracker), so only its deliveries take them. Claim tokens sit on owned
resource tiles and under other owners' tokens (access), and one marks the score on the score
track, so one fewer than the supply can go on tiles. The supplies are the pack's values
(``rules.json`` ``supply``).
"""

from __future__ import annotations

from founders_desktop.city.index import board_index
from founders_desktop.city.pieces import Player
from founders_desktop.city.state import BoardState
from founders_desktop.city.trackers import trackers


def delivery_tokens_used(state: BoardState, player: Player) -> int:
    """Counted once per board state (it never changes): every placement check asks it."""
    key = ("delivery_tokens_used", player)
    hit = state._cache.get(key)
    if hit is None:
        hit = state._cache[key] = _count_delivery_tokens(state, player)
    return hit  # type: ignore[no-any-return]


def _count_delivery_tokens(state: BoardState, player: Player) -> int:
    tiles = state.tiles
    delivered = sum(1 for i in board_index(state).prestige for _, who in tiles[i].delivered if who == player)
    if not marks_take_tokens(state):
        return delivered
    marks = trackers(state, player)
    return 1 + len(marks.own) + len(marks.access) + delivered


def marks_take_tokens(state: BoardState) -> bool:
    """Whether the income marker and the tracker's "own" and "access" marks are delivery tokens
    from the player's supply: always with more players; in solo as the pack designs it."""
    return state.player_count > 1 or state.pack.solo.tracker_tokens


SCORE_MARKER = 1  # "One claim token is placed on the "0" space of the score track" (setup)


def claim_tokens_for_board(state: BoardState) -> int:
    """How many of a race's claim tokens can go on tiles: the supply less the one that marks
    the race's score on the score track from setup on."""
    return state.pack.supply.claim_tokens - SCORE_MARKER


def claim_tokens_used(state: BoardState, player: Player) -> int:
    """Claim tokens on the board's tiles (owned and access), the score marker not counted."""
    return int(board_index(state).claims_used.get(player, 0))


def delivery_tokens_left(state: BoardState, player: Player) -> int:
    return state.pack.supply.delivery_tokens - delivery_tokens_used(state, player)


def over_supply(state: BoardState) -> list[tuple[str, Player]]:
    """("claim" or "delivery", player) for every supply a board exceeds."""
    supply = state.pack.supply
    out: list[tuple[str, Player]] = []
    for p in range(state.player_count):
        if claim_tokens_used(state, p) > claim_tokens_for_board(state):
            out.append(("claim", p))
        if delivery_tokens_used(state, p) > supply.delivery_tokens:
            out.append(("delivery", p))
    return out


def tracker_token_missing(state: BoardState, player: Player, resource: str) -> bool:
    """Whether ``player`` would need a delivery token for a new "own" or "access" space of
    ``resource`` and has none left ("place one of their delivery tokens on the ... spot")."""
    if not marks_take_tokens(state):
        return False
    marks = trackers(state, player)
    if resource in marks.own or resource in marks.access:
        return False
    return delivery_tokens_left(state, player) <= 0
