"""How good a position is for one seat: points, and what will bring points soon.

The greedy player compares positions one move apart with this. Beyond points it counts income
(money each vote), money, lasting influence (a point each at the end), houses (workers and
fleeting influence), and how close the seat's resources stand to prestige buildings that still
need them (deliveries are the big points; getting near them is the "connections" term).
"""

from __future__ import annotations

from founders_desktop.city.game import GameState
from founders_desktop.city.pieces import TileKind

W_POINTS = 1.0
W_INCOME = 2.5
W_MONEY = 0.3
W_LASTING = 1.0
W_FLEETING = 0.2
W_HOUSE = 2.0
W_ACCESS = 0.8
NEAR = 3.0  # value of a resource right beside a building that needs it
FALLOFF = 0.35  # lost per square of distance


def value(state: GameState, seat: int) -> float:
    p = state.players[seat]
    t = state.trackers(seat)
    v = (
        W_POINTS * state.points(seat)
        + W_INCOME * t.income
        + W_ACCESS * len(t.access)
        + W_MONEY * min(p.money, 14)
        + W_LASTING * p.lasting
        + W_FLEETING * p.fleeting
        + W_HOUSE * state.houses(seat)
    )
    return v + proximity(state, seat)


def proximity(state: GameState, seat: int) -> float:
    """For each open slot of each prestige building, the best of the seat's own tiles of that
    resource: NEAR minus FALLOFF per square of (king-move) distance, never below 0."""
    tiles = state.board.tiles
    mine: dict[str, list[tuple[int, int]]] = {}
    for tile in tiles:
        if tile.kind.resource and tile.owner == seat:
            mine.setdefault(tile.item, []).extend(tile.squares)
    if not mine:
        return 0.0
    total = 0.0
    for tile in tiles:
        if tile.kind is not TileKind.PRESTIGE:
            continue
        done = tile.delivered_resources()
        for slot in state.pack.prestige_buildings[tile.item].slots:
            squares = mine.get(slot.resource)
            if slot.resource in done or not squares:
                continue
            dist = min(max(abs(x - bx), abs(y - by)) for x, y in squares for bx, by in tile.squares)
            total += max(0.0, NEAR - FALLOFF * dist) * slot.points / 4
    return total
