"""How good a position is for one seat: points, and what will bring points soon.

The greedy player compares positions one move apart with this. Beyond points it counts income
(money each vote), money, lasting influence (a point each at the end), houses (workers and
fleeting influence), and two "connections" terms that give roads a purpose: how close the
seat's resources (with the road chains touching them) stand to prestige buildings that still
need them, and how close the sources of each recipe's prerequisites stand to one another (an
advanced building needs to touch them all).
"""

from __future__ import annotations

from founders_desktop.city.game import GameState
from founders_desktop.city.index import board_index
from founders_desktop.city.network import network
from founders_desktop.city.pieces import TileKind
from founders_desktop.content import Square

W_POINTS = 1.0
W_INCOME = 2.5
W_MONEY = 0.3
MONEY_CAP = 14  # money beyond this buys nothing more a turn
W_LASTING = 1.0
W_FLEETING = 0.2
W_HOUSE = 2.0
W_CLAIM = -0.4  # claim tokens are few (25): each one spent must buy something
NEAR = 3.0  # value of a resource one step from a building that needs it
FALLOFF = 0.3  # lost per square of distance
W_RECIPE = 1.2  # per tier, for a recipe whose sources are close enough to build between
RECIPE_GAP = 3  # sources this far apart (or closer) can be joined by one tile


def value(state: GameState, seat: int) -> float:
    p = state.players[seat]
    t = state.trackers(seat)
    v = (
        W_POINTS * state.points(seat)
        + W_INCOME * t.income
        + W_CLAIM * board_index(state.board).claims_used.get(seat, 0)
        + W_MONEY * min(p.money, MONEY_CAP)
        + W_LASTING * p.lasting
        + W_FLEETING * p.fleeting
        + W_HOUSE * state.houses(seat)
    )
    reach = _reach_sets(state, seat)
    return v + proximity(state, seat, reach) + recipes(state, seat, reach)


def _reach_sets(state: GameState, seat: int) -> dict[int, tuple[Square, ...]]:
    """For each resource tile: its squares plus those of every road chain (with the seat's
    bridges) touching it, i.e. where it is already connected to."""
    board = state.board
    key = ("bot_reach", seat)
    hit = board._cache.get(key)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    net = network(board, seat)
    chains: dict[int, list[Square]] = {}
    for sq, c in net.chain_of.items():
        chains.setdefault(c, []).append(sq)
    neighbours = board.grid.neighbours
    out: dict[int, tuple[Square, ...]] = {}
    for i, tile in enumerate(board.tiles):
        if not tile.kind.resource:
            continue
        squares = set(tile.squares)
        touched = {net.chain_of[n] for sq in tile.squares for n in neighbours[sq] if n in net.chain_of}
        for c in touched:
            squares.update(chains[c])
        out[i] = tuple(squares)
    board._cache[key] = out
    return out


def _gap(a: tuple[Square, ...], b: tuple[Square, ...]) -> int:
    return min(max(abs(x - u), abs(y - v)) for x, y in a for u, v in b)


def proximity(state: GameState, seat: int, reach: dict[int, tuple[Square, ...]]) -> float:
    """Per open slot of each prestige building, the seat's nearest tile of that resource."""
    tiles = state.board.tiles
    mine: dict[str, list[int]] = {}
    for i, tile in enumerate(tiles):
        if tile.kind.resource and tile.owner == seat:
            mine.setdefault(tile.item, []).append(i)
    if not mine:
        return 0.0
    total = 0.0
    for tile in tiles:
        if tile.kind is not TileKind.PRESTIGE:
            continue
        done = tile.delivered_resources()
        for slot in state.pack.prestige_buildings[tile.item].slots:
            own = mine.get(slot.resource)
            if slot.resource in done or not own:
                continue
            dist = min(_gap(reach[i], tile.squares) for i in own)
            total += max(0.0, NEAR - FALLOFF * (dist - 1)) * slot.points / 4
    return total


def recipes(state: GameState, seat: int, reach: dict[int, tuple[Square, ...]]) -> float:
    """Advanced resources the seat does not own yet but could: every prerequisite usable, and
    usable sources of the different prerequisites close enough to join with one tile."""
    usable = state.trackers(seat)
    tiles = state.board.tiles
    by_resource: dict[str, list[int]] = {}
    for i, tile in enumerate(tiles):
        if tile.kind.resource and tile.has_access(seat):
            by_resource.setdefault(tile.item, []).append(i)
    total = 0.0
    for res in state.pack.resources.values():
        if res.tier == 1 or res.id in usable.own:
            continue
        pre = res.prerequisites
        if not all(r in by_resource for r in pre):
            continue
        gap = 0
        if len(pre) == 2:
            gap = min(_gap(reach[a], reach[b]) for a in by_resource[pre[0]] for b in by_resource[pre[1]])
        closeness = 1.0 if gap <= RECIPE_GAP else max(0.0, 1.0 - 0.15 * (gap - RECIPE_GAP))
        total += W_RECIPE * res.tier * closeness
    return total
