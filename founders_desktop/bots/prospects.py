"""What a seat's tiles may still bring: deliveries not made yet and upgrades not built yet.

Both are counted in roads still to lay (``roads.py``), so every road toward a delivery or toward
an upgrade site earns its share of what waits at the end, and a road that leads nowhere earns
nothing. A delivery waits at every open slot of a prestige building on the board whose resource
the seat owns; an upgrade waits for every advanced resource the seat does not own yet whose
prerequisites it can all use and that open slots (or a higher recipe) want.
"""

from __future__ import annotations

from founders_desktop.bots.roads import FAR, first_steps, layers, roads_needed
from founders_desktop.city.game import GameState
from founders_desktop.city.index import board_index
from founders_desktop.city.pieces import TileKind
from founders_desktop.content import ContentPack

SPAN = 2  # free squares an advanced tile can bridge by itself between its two sources
W_UPGRADE = 1.5  # an upgrade in reach, before what it is wanted for (owning it is worth more)
W_WANTED = 0.3  # per banner point of open slots wanting the upgrade
WANTED_CAP = 12.0  # banner points counted at most
W_FEEDS = 0.6  # per higher recipe the upgrade feeds
FAR_SLOT = 3  # a slot this many roads from the seat's tiles of its resource wants another tile


def reach(k: int) -> float:
    """The share of a prize still ``k`` roads away (1 when connected, 0 out of reach)."""
    return max(0.0, (FAR + 1 - k) / (FAR + 1))


def open_slots(state: GameState) -> dict[str, list[tuple[int, int]]]:
    """Resource -> (prestige tile, banner points) of every slot still waiting, board order."""
    key = "bot_open_slots"
    board = state.board
    hit = board._cache.get(key)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    out: dict[str, list[tuple[int, int]]] = {}
    for i, tile in enumerate(board.tiles):
        if tile.kind is not TileKind.PRESTIGE:
            continue
        done = tile.delivered_resources()
        for slot in state.pack.prestige_buildings[tile.item].slots:
            if slot.resource not in done:
                out.setdefault(slot.resource, []).append((i, slot.points))
    board._cache[key] = out
    return out


def beside_slots(state: GameState) -> dict[str, int]:
    """Resource -> squares touching a prestige building with an open slot for it: a tile of
    that resource placed there delivers at once."""
    key = "bot_beside_slots"
    board = state.board
    hit = board._cache.get(key)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    idx = board_index(board)
    dilate = board.grid.bits.dilate
    out: dict[str, int] = {}
    for resource, slots in open_slots(state).items():
        mask = 0
        for tile, _ in slots:
            mask |= dilate(idx.tile_mask[tile])
        out[resource] = mask
    board._cache[key] = out
    return out


def _grown(state: GameState, seat: int, start: int) -> list[int]:
    board = state.board
    key = ("bot_layers", seat, start)
    hit = board._cache.get(key)
    if hit is None:
        hit = board._cache[key] = layers(board, seat, start)
    return hit  # type: ignore[no-any-return]


def tiles_mask(state: GameState, seat: int, resource: str, owned: bool) -> int:
    """Squares of the tiles of ``resource`` the seat owns (or, ``owned`` False, may use)."""
    board = state.board
    idx = board_index(board)
    mask = 0
    for i in idx.resource_tiles.get(resource, ()):
        tile = board.tiles[i]
        if tile.owner == seat if owned else tile.has_access(seat):
            mask |= idx.tile_mask[i]
    return mask


def deliveries(state: GameState, seat: int) -> float:
    """Banner points of open slots the seat's own tiles could fill, by roads still to lay."""
    board = state.board
    idx = board_index(board)
    total = 0.0
    for resource, slots in open_slots(state).items():
        start = tiles_mask(state, seat, resource, owned=True)
        if not start:
            continue
        grown = _grown(state, seat, start)
        for tile, points in slots:
            total += points * reach(roads_needed(board, grown, idx.tile_mask[tile]))
    return total


def upgrades(state: GameState, seat: int) -> float:
    """Advanced resources the seat could build: wanted ones, with sources close together."""
    board = state.board
    pack = state.pack
    idx = board_index(board)
    own = state.trackers(seat)
    slots = open_slots(state)
    total = 0.0
    for res, pre, tiles, feeds in recipes(pack):
        if len(idx.resource_tiles.get(res, ())) >= tiles or not all(own.can_use(r) for r in pre):
            continue
        if res in own.own:  # another tile of it only for slots the first ones cannot reach
            grown = _grown(state, seat, tiles_mask(state, seat, res, owned=True))
            far = [p for t, p in slots.get(res, ()) if roads_needed(board, grown, idx.tile_mask[t]) > FAR_SLOT]
            if not far:
                continue
            wanted, base = min(WANTED_CAP, float(sum(far))), 0.0
        else:
            wanted = min(WANTED_CAP, float(sum(points for _, points in slots.get(res, ()))))
            base = W_UPGRADE + W_FEEDS * feeds
        needed = 0
        if len(pre) == 2:
            grown = _grown(state, seat, tiles_mask(state, seat, pre[0], owned=False))
            k = roads_needed(board, grown, tiles_mask(state, seat, pre[1], owned=False))
            needed = max(0, k - SPAN)
        total += (base + W_WANTED * wanted) * reach(needed)
    return total


_RECIPES: dict[int, tuple[ContentPack, tuple[tuple[str, tuple[str, ...], int, int], ...]]] = {}


def recipes(pack: ContentPack) -> tuple[tuple[str, tuple[str, ...], int, int], ...]:
    """(resource, prerequisites, tiles in the box, recipes it feeds) of every advanced resource,
    in pack order: read once per pack (the pack's models compute these on every access)."""
    hit = _RECIPES.get(id(pack))
    if hit is not None and hit[0] is pack:
        return hit[1]
    table = tuple(
        (res.id, tuple(res.prerequisites), res.tiles, len(pack.used_in(res.id)))
        for res in pack.resources.values()
        if res.tier > 1
    )
    _RECIPES[id(pack)] = (pack, table)
    return table


def useful_roads(state: GameState, seat: int) -> int:
    """Squares where a road shortens the way to a delivery or between an upgrade's sources."""
    board = state.board
    idx = board_index(board)
    own = state.trackers(seat)
    out = 0
    for resource, slots in open_slots(state).items():
        start = tiles_mask(state, seat, resource, owned=True)
        if not start:
            continue
        grown = _grown(state, seat, start)
        for tile, _ in slots:
            target = idx.tile_mask[tile]
            out |= first_steps(board, seat, grown, target, roads_needed(board, grown, target))
    for res, pre, _, _ in recipes(state.pack):
        if len(pre) != 2 or res in own.own or not all(own.can_use(r) for r in pre):
            continue
        for a, b in (pre, pre[::-1]):
            grown = _grown(state, seat, tiles_mask(state, seat, a, owned=False))
            target = tiles_mask(state, seat, b, owned=False)
            k = roads_needed(board, grown, target)
            if k > SPAN:
                out |= first_steps(board, seat, grown, target, k)
    return out
