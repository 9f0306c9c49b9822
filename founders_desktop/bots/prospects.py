"""What a seat's tiles may still bring: deliveries not made yet and upgrades not built yet.

Both are counted in roads still to lay (``roads.py``), so every road toward a delivery or toward
an upgrade site earns its share of what waits at the end, and a road that leads nowhere earns
nothing. A delivery waits at every open slot of a prestige building on the board whose resource
the seat owns; an upgrade waits for every advanced resource the seat does not own yet whose
prerequisites it can all use and that open slots (or a higher recipe) want, and for another
tile of one it owns when its tiles are too far from slots that want it. A delivery counts what
the seat keeps of the banner, not the banner: prerequisites owned by others are paid out of it.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations

from founders_desktop.bots.roads import FAR, Layers, first_steps, roads_needed
from founders_desktop.bots.sites import roads_to_site, shuts
from founders_desktop.city.game import GameState
from founders_desktop.city.index import board_index
from founders_desktop.city.pieces import Piece, PieceKind, TileKind
from founders_desktop.city.placements import need_tiles
from founders_desktop.city.tokens import claim_tokens_for_board, claim_tokens_used, delivery_tokens_left
from founders_desktop.content import ContentPack

W_UPGRADE = 1.5  # an upgrade in reach, before what it is wanted for (owning it is worth more)
W_WANTED = 0.3  # per banner point of open slots wanting the upgrade
WANTED_CAP = 12.0  # banner points counted at most
W_FEEDS = 0.6  # per higher recipe the upgrade feeds
FINISH_POINTS = 3.5  # a building the seat can finish alone: completions end the game (a made
# one is worth ``evaluate.W_COMPLETION``, a little more than this planned one)
FINISH_DECAY = 0.7  # per road still to lay
FAR_SLOT = 3  # a slot this many roads from the seat's tiles of its resource wants another tile


def reach(k: int) -> float:
    """The share of a prize still ``k`` roads away (1 when connected, 0 out of reach)."""
    return max(0.0, (FAR + 1 - k) / (FAR + 1))


Slot = tuple[int, int, int]  # (prestige tile, banner points, squares touching the building)
Prize = tuple[float, str, tuple[str, ...], int]  # (upgrade prize, resource, prerequisites, roads)


def roads_left(state: GameState) -> int:
    """Roads still in the shared supply: a prize further than this is out of reach (games
    stalled with every road laid and deliveries counted two roads away)."""
    return state.pack.supply.roads - len(state.board.roads)


def within_supply(state: GameState, k: int) -> int:
    """``k`` roads, or out of reach (``FAR + 1``) if the supply no longer holds them."""
    return k if k <= roads_left(state) else FAR + 1


def open_slots(state: GameState) -> dict[str, list[Slot]]:
    """Resource -> every slot still waiting for it, in board order."""
    key = "bot_open_slots"
    board = state.board
    hit = board._cache.get(key)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    idx = board_index(board)
    dilate = board.grid.bits.dilate
    out: dict[str, list[Slot]] = {}
    for i, tile in enumerate(board.tiles):
        if tile.kind is not TileKind.PRESTIGE:
            continue
        done = tile.delivered_resources()
        ring = dilate(idx.tile_mask[i])
        for slot in state.pack.prestige_buildings[tile.item].slots:
            if slot.resource not in done:
                out.setdefault(slot.resource, []).append((i, slot.points, ring))
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
    out: dict[str, int] = {}
    for resource, slots in open_slots(state).items():
        mask = 0
        for _, _, ring in slots:
            mask |= ring
        out[resource] = mask
    board._cache[key] = out
    return out


def _grown(state: GameState, seat: int, start: int) -> Layers:
    board = state.board
    key = ("bot_layers", seat, start)
    hit = board._cache.get(key)
    if hit is None:
        hit = board._cache[key] = Layers(board, seat, start)
    return hit  # type: ignore[no-any-return]


def seat_tiles(state: GameState, seat: int) -> tuple[dict[str, int], dict[str, int]]:
    """(resource -> squares of the tiles the seat owns, resource -> squares of those it may use)."""
    board = state.board
    key = ("bot_seat_tiles", seat)
    hit = board._cache.get(key)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    idx = board_index(board)
    owned: dict[str, int] = {}
    usable: dict[str, int] = {}
    for i, tile in enumerate(board.tiles):
        if not tile.kind.resource:
            continue
        if tile.owner == seat:
            owned[tile.item] = owned.get(tile.item, 0) | idx.tile_mask[i]
        if tile.has_access(seat):
            usable[tile.item] = usable.get(tile.item, 0) | idx.tile_mask[i]
    board._cache[key] = (owned, usable)
    return owned, usable


def slot_roads(state: GameState, seat: int) -> dict[str, list[tuple[int, int]]]:
    """Resource the seat owns -> (banner points, roads still needed) of each open slot for it."""
    board = state.board
    key = ("bot_slot_roads", seat)
    hit = board._cache.get(key)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    owned, _ = seat_tiles(state, seat)
    out: dict[str, list[tuple[int, int]]] = {}
    for resource, slots in open_slots(state).items():
        start = owned.get(resource, 0)
        if start:
            grown = _grown(state, seat, start)
            out[resource] = [
                (share(state, seat, resource, points), within_supply(state, grown.reach(ring)))
                for _, points, ring in slots
            ]
    board._cache[key] = out
    return out


def share(state: GameState, seat: int, resource: str, banner: int) -> int:
    """What the seat keeps of a banner: prerequisites it does not own are paid to others (a
    neutral basic one counts 2 and is lost), and so on down the chain: a prerequisite the seat
    owns pays its own prerequisites in turn. (Counting only the first step made a 10-point
    Government delivery look worth 10 when it kept 7, so connecting it lowered the value and
    2-player games stalled one road short of it.)"""
    own = state.trackers(seat).own
    board = state.board
    neutral = state.pack.scoring.neutral_prerequisite_value
    kept = banner
    for prerequisite, paid in prerequisite_values(state.pack).get(resource, ()):
        if prerequisite in own:
            kept -= paid - share(state, seat, prerequisite, paid)
        else:
            kept -= neutral if board.is_neutral(prerequisite) else paid
    return kept


def site_roads(state: GameState, seat: int, resource: str) -> int:
    """Roads before a tile of ``resource`` fits between usable tiles of its prerequisites, and
    connected to something the seat owns (``site_sources``)."""
    key = ("bot_site", seat, resource)
    board = state.board
    hit = board._cache.get(key)
    if hit is None:
        grown = [_grown(state, seat, m) for m in site_sources(state, seat, resource)]
        hit = board._cache[key] = within_supply(state, roads_to_site(board, seat, resource, grown))
    return hit  # type: ignore[no-any-return]


def site_sources(state: GameState, seat: int, resource: str) -> list[int]:
    """The squares an upgrade must connect to, one mask per condition the rules set
    (``placements.need_tiles``: the usable tiles of each prerequisite, and something the seat
    owns), the seat's own tiles left out when one prerequisite's usable tiles are all its own
    (joining those joins them). A seat with access to both sources counted a site between them
    as in reach with no road of its own there, and never built the road."""
    owned_tiles, *pre_tiles = need_tiles(state.board, seat, Piece(PieceKind.UPGRADE, resource))
    squares_of = board_index(state.board).squares_of
    sources = [squares_of(m) for m in pre_tiles]
    if all(m & ~owned_tiles for m in pre_tiles):
        sources.append(squares_of(owned_tiles))
    return sources


def deliveries(state: GameState, seat: int, finish: float = 1.0) -> float:
    """Banner points of open slots the seat's own tiles could fill, by roads still to lay, and
    for the slots of a building the seat can finish alone (it owns every resource still open)
    a share of ``FINISH_POINTS`` that halves about every two roads. Only as many as the seat
    has delivery tokens left (every delivery takes one, none ever comes back), the best first:
    otherwise a token spent on a building that never completes looked free, and 2-player games
    stalled with five completions and every seat's tokens on half-built buildings. The steep
    finishing share makes the first of two roads to a last slot worth laying: with only the
    banner's straight line over ``FAR`` roads it gained less than a basic influence, and a seat
    sat two roads from finishing the sixth building for a hundred turns. ``finish`` scales the
    finishing share (a leading seat wants the game to end)."""
    distances = slot_roads(state, seat)
    if not distances:
        return 0.0
    slots = open_slots(state)
    left = open_counts(state)
    mine = {building: 0 for building in left}
    for resource in distances:
        for building, _, _ in slots[resource]:
            mine[building] += 1
    prizes = [
        slot_prize(points, k, left[building] if mine[building] == left[building] else 0, finish)
        for resource, far in distances.items()
        for (building, _, _), (points, k) in zip(slots[resource], far, strict=True)
    ]
    tokens = delivery_tokens_left(state.board, seat)
    if tokens >= len(prizes):
        return sum(prizes)
    return sum(sorted(prizes, reverse=True)[: max(0, tokens)])


def slot_prize(points: int, k: int, finishing: int, finish: float = 1.0) -> float:
    """What an open slot ``k`` roads away is worth as a prospect: the seat's share of its banner
    by ``reach``; if it is one of the ``finishing`` open slots of a building the seat can finish
    alone (0: it cannot), also its share of ``FINISH_POINTS`` (times ``finish``), steeply
    nearer with each road."""
    prize = points * reach(k)
    if finishing and k <= FAR:
        prize += finish * FINISH_POINTS / finishing * FINISH_DECAY**k
    return prize


def open_counts(state: GameState) -> dict[int, int]:
    """Prestige tile -> its slots still open (tiles with none are left out)."""
    key = "bot_open_counts"
    board = state.board
    hit = board._cache.get(key)
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    out: dict[int, int] = {}
    for slots in open_slots(state).values():
        for building, _, _ in slots:
            out[building] = out.get(building, 0) + 1
    board._cache[key] = out
    return out


def upgrades(state: GameState, seat: int, finish: float = 0.0) -> float:
    """Advanced resources the seat could build: wanted ones, with sources close together; only
    as many as it has claim tokens left for (every tile takes one), the best first. Otherwise
    an access that spent the last claim token looked free, and 2-player games stalled with
    every seat's claims spent on access and upgrades still "in reach". One that a building's
    last open slot wants also counts ``finish`` times ``FINISH_POINTS``: a 2-player game sat
    at five completions for a hundred turns while the leader could build the one tile that
    finished a building (and its tile there counted no more than any other)."""
    board = state.board
    idx = board_index(board)
    _, usable = seat_tiles(state, seat)
    distances = slot_roads(state, seat)
    slots = open_slots(state)
    last = {building for building, n in open_counts(state).items() if n == 1} if finish else set()
    prizes: list[Prize] = []
    for res, pre, tiles, feeds in recipes(state.pack):
        if len(idx.resource_tiles.get(res, ())) >= tiles or not all(r in usable for r in pre):
            continue
        if res in distances or res in state.trackers(seat).own:
            # another tile of it only for slots the first ones cannot reach
            ways = zip(slots.get(res, ()), distances.get(res, ()), strict=True)
            far_slots = [(building, points) for (building, _, _), (points, k) in ways if k > FAR_SLOT]
            if not far_slots:
                continue
            wanted, base = min(WANTED_CAP, float(sum(points for _, points in far_slots))), 0.0
            finishing = any(building in last for building, _ in far_slots)
        else:
            wanted = min(WANTED_CAP, float(sum(points for _, points, _ in slots.get(res, ()))))
            base = W_UPGRADE + W_FEEDS * feeds
            finishing = any(building in last for building, _, _ in slots.get(res, ()))
        needed = site_roads(state, seat, res)
        prize = (base + W_WANTED * wanted + finish * FINISH_POINTS * finishing) * reach(needed)
        prizes.append((prize, res, pre, needed))
    tokens = claim_tokens_for_board(board) - claim_tokens_used(board, seat)
    return sum(prize for prize, _, _ in _sites_once(state, seat, prizes, tokens))


def _sites_once(
    state: GameState, seat: int, prizes: list[Prize], tokens: int
) -> list[tuple[float, str, tuple[str, ...]]]:
    """The best ``tokens`` prizes, a site counted once: a prize whose only sites now are shut by
    a better one that fits now (``sites.shuts``) is left out."""
    kept: list[tuple[float, str, tuple[str, ...]]] = []
    now: list[tuple[str, list[int]]] = []  # kept ones that fit now, with the masks they touch
    for prize, res, pre, needed in sorted(prizes, key=lambda p: -p[0]):
        if len(kept) >= tokens:
            break
        if needed == 0:
            mine = (res, needs_now(state, seat, res))
            if any(_shut(state, seat, first, mine) for first in now):
                continue
            now.append(mine)
        kept.append((prize, res, pre))
    return kept


def needs_now(state: GameState, seat: int, resource: str) -> list[int]:
    """The squares touching each of ``site_sources`` or the road chains touching it."""
    dilate = state.board.grid.bits.dilate
    return [dilate(_grown(state, seat, m).at(0)) for m in site_sources(state, seat, resource)]


def _shut(state: GameState, seat: int, first: tuple[str, list[int]], second: tuple[str, list[int]]) -> bool:
    key = ("bot_shuts", seat, first[0], second[0])
    board = state.board
    hit = board._cache.get(key)
    if hit is None:
        hit = board._cache[key] = shuts(board, seat, first, second)
    return hit  # type: ignore[no-any-return]


_PAID: dict[int, tuple[ContentPack, dict[str, tuple[tuple[str, int], ...]]]] = {}


def prerequisite_values(pack: ContentPack) -> dict[str, tuple[tuple[str, int], ...]]:
    """Advanced resource -> (prerequisite, value printed for it) pairs, read once per pack."""
    hit = _PAID.get(id(pack))
    if hit is not None and hit[0] is pack:
        return hit[1]
    table = {
        res.id: tuple((p, pack.prerequisite_value(res.id, p)) for p in res.prerequisites)
        for res in pack.resources.values()
        if res.tier > 1
    }
    _PAID[id(pack)] = (pack, table)
    return table


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


def useful_crossings(state: GameState, seat: int) -> int:
    """Empty river/wall squares where a bridge/gate of the seat lies on a shortest way from its
    tile to an open slot that wants it (a crossing counts as two pieces, ``roads.py``). A way
    across was "two roads" long, but only roads were ever tried first: a leading seat sat with
    every slot it could finish one bridge away and never built it."""
    board = state.board
    dilate = board.grid.bits.dilate
    barrier = board.grid.barrier_mask & ~board_index(board).taken_mask
    out = 0
    for grown, back, k in _ways_to_slots(state, seat, 2):
        for j in range(k - 1):  # (k is a layer grown reaches: every j below it is one)
            out |= dilate(grown.at(j)) & dilate(back.at(k - 2 - j)) & barrier
    return out


def _ways_to_slots(state: GameState, seat: int, nearest: int) -> Iterator[tuple[Layers, Layers, int]]:
    """For each open slot ``nearest`` to ``FAR`` roads from the seat's tiles of its resource:
    the layers grown from those tiles, the layers grown from the slot's building, and k."""
    idx = board_index(state.board)
    owned, _ = seat_tiles(state, seat)
    for resource, slots in open_slots(state).items():
        start = owned.get(resource, 0)
        if not start:
            continue
        grown = _grown(state, seat, start)
        for tile, _, ring in slots:
            k = grown.reach(ring)
            if nearest <= k <= FAR:
                yield grown, _grown(state, seat, idx.tile_mask[tile]), k


def useful_roads(state: GameState, seat: int) -> int:
    """Squares where a road shortens the way to a delivery or between an upgrade's sources."""
    board = state.board
    own = state.trackers(seat)
    _, usable = seat_tiles(state, seat)
    out = 0
    for grown, back, k in _ways_to_slots(state, seat, 1):
        out |= first_steps(grown, back, k)
    for res, pre, _, _ in recipes(state.pack):
        if res in own.own or not all(r in usable for r in pre):
            continue
        if not 1 <= site_roads(state, seat, res) <= FAR:
            continue
        sources = site_sources(state, seat, res)
        if len(sources) == 1:  # any road out of the source's chain may open a site
            grown = _grown(state, seat, sources[0])
            out |= grown.at(1) & ~grown.at(0)
            continue
        for a, b in permutations(sources, 2):
            grown = _grown(state, seat, a)
            k = roads_needed(board, grown, b)
            out |= first_steps(grown, _grown(state, seat, b), k)
    return out
