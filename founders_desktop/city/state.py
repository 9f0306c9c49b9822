"""The board state: plain frozen data, copy-on-write, with derived caches kept beside it.

A ``BoardState`` holds only what a player could read off the table: the tiles (with owners, claim
tokens and delivery tokens), the roads, each seat's controlled resources and the score track.
Everything else (connectivity, trackers, section contents) is derived and cached per state in
``_cache``, which is never compared or saved. A new state starts with an empty cache, except
that the connection networks survive what cannot change them (points, claims, deliveries) and are
extended, not rebuilt, when a road or a tile is added (a player's own bridge/gate joins their
chains of roads as a road would; with the squares near what each player owns, see
``Network.near``); the index (index.py) is
updated in place of a rebuild for new tiles, points, claims, deliveries and roads; each seat's
resource tracker and delivery tokens in use are kept past a change that does not touch that
seat; and the map's lookup tables are shared from the start.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from founders_desktop.city.grid import Grid, grid
from founders_desktop.city.pieces import Owner, Player, Tile, TileKind
from founders_desktop.content import ContentPack, MapBoard, Square


@dataclass(frozen=True, slots=True)
class Seat:
    """A player at the table, as the board needs to know it: the basic resources they control
    (race resource first). Resources nobody controls are neutral."""

    resources: tuple[str, ...]


@dataclass(frozen=True)
class BoardState:
    """Everything on the map board. Never mutated: ``with_*`` methods return a new state."""

    pack: ContentPack = field(compare=False, repr=False)
    map_id: str
    seats: tuple[Seat, ...]
    tiles: tuple[Tile, ...] = ()
    roads: frozenset[Square] = frozenset()
    points: tuple[int, ...] = ()
    _cache: dict[Any, Any] = field(default_factory=dict, init=False, compare=False, repr=False)

    # -- reading -----------------------------------------------------------------------------
    @property
    def board(self) -> MapBoard:
        return self.pack.maps[self.map_id]

    @property
    def grid(self) -> Grid:
        """The map's lookup tables (fast plain dicts)."""
        found = self._cache.get("grid")
        if found is None:
            found = self._cache["grid"] = grid(self.pack.maps[self.map_id])
        return found  # type: ignore[no-any-return]  # (no isinstance check: asked on every query)

    @property
    def player_count(self) -> int:
        return len(self.seats)

    def controller_of(self, resource: str) -> Owner:
        """The seat controlling a basic resource, or None if it is neutral (or advanced)."""
        for index, seat in enumerate(self.seats):
            if resource in seat.resources:
                return index
        return None

    def is_neutral(self, resource: str) -> bool:
        """A basic resource nobody controls (2- and 3-player games)."""
        return self.pack.resources[resource].basic and self.controller_of(resource) is None

    def completions(self) -> int:
        """Prestige buildings with every slot delivered (completion markers placed)."""
        found = self._cache.get("completions")
        if found is not None:
            assert isinstance(found, int)
            return found
        n = 0
        for tile in self.tiles:
            if tile.kind is TileKind.PRESTIGE:
                slots = self.pack.prestige_buildings[tile.item].slots
                if len(tile.delivered) == len(slots):
                    n += 1
        self._cache["completions"] = n
        return n

    # -- copy-on-write -----------------------------------------------------------------------
    def with_tile(self, tile: Tile) -> BoardState:
        out = self._derived((*self.tiles, tile), self.roads, self.points)
        idx = self._cache.get("index")
        terrain = self.grid.terrain
        if idx is not None and all(sq in terrain for sq in tile.squares):  # (tests place off the map)
            out._cache["index"] = idx.with_tile(out)
        for key, net in self._networks():  # the chains of roads stay: extend the networks
            if tile.kind is not TileKind.BRIDGE or key[1] != tile.owner:
                out._cache[key] = net.extended(out)
            else:  # a bridge is a road to its owner: its squares join the owner's chains
                out._cache[key] = net.with_own_bridge(out)
        self._carry_seat_marks(out, {tile.owner, *tile.claims, *(who for _, who in tile.delivered)})
        return out

    def with_tile_replaced(self, index: int, tile: Tile) -> BoardState:
        tiles = list(self.tiles)
        old = tiles[index]
        tiles[index] = tile
        out = self._derived(tuple(tiles), self.roads, self.points)
        if (old.kind, old.owner, old.squares) == (tile.kind, tile.owner, tile.squares):
            # claims or deliveries changed, not where anything stands: connections are the same
            out._cache.update(self._networks())
            idx = self._cache.get("index")
            if idx is not None:
                claims = dict(idx.claims_used)
                if tile.kind.resource:
                    for p in old.claims:
                        claims[p] -= 1
                    for p in tile.claims:
                        claims[p] += 1
                out._cache["index"] = idx.changed(claims_used=claims)
        if (old.kind, old.item, old.owner) == (tile.kind, tile.item, tile.owner):
            self._carry_seat_marks(out, _marks_changed(old, tile))
        return out

    def with_road(self, square: Square) -> BoardState:
        out = self._derived(self.tiles, self.roads | {square}, self.points)
        idx = self._cache.get("index")
        if idx is not None and square not in self.roads:  # a road only takes its square
            bit = self.grid.bits.bit(square)
            out._cache["index"] = idx.changed(
                roads=out.roads, free_mask=idx.free_mask & ~bit, taken_mask=idx.taken_mask | bit
            )
        if square not in self.roads:
            new_index = out._cache.get("index")
            beside: int | None = None  # the tiles beside the road, the same for every network
            if new_index is not None:
                beside = new_index.tiles_beside(self.grid.neighbours, square)
            for key, net in self._networks():
                out._cache[key] = net.with_road(out, square, beside)
        self._carry_seat_marks(out, ())
        return out

    def with_points(self, gains: dict[Player, int]) -> BoardState:
        if not any(gains.values()):
            return self
        pts = list(self.points)
        for p, n in gains.items():
            pts[p] += n
        out = self._derived(self.tiles, self.roads, tuple(pts))
        out._cache.update(self._networks())  # points change no connection nor any index
        if "index" in self._cache:
            out._cache["index"] = self._cache["index"]
        self._carry_seat_marks(out, ())
        return out

    def _derived(
        self, tiles: tuple[Tile, ...], roads: frozenset[Square], points: tuple[int, ...]
    ) -> BoardState:
        """A new state of this board, its map's lookup tables known at once (the same map)."""
        out = BoardState(self.pack, self.map_id, self.seats, tiles, roads, points)
        out._cache["grid"] = self.grid
        return out

    def _carry_seat_marks(self, out: BoardState, changed: Collection[Owner]) -> None:
        """Give ``out`` this state's resource trackers and delivery tokens in use (see
        trackers.py, tokens.py) of every seat not in ``changed``. They read only who owns or has
        access to each resource tile and who delivered to each prestige building; the callers
        name every seat a change touches there (a new tile's owner, claim holders and
        deliverers; a replaced tile's claims and deliveries that differ)."""
        cache = self._cache
        target = out._cache
        for seat, keys in enumerate(_seat_mark_keys(len(self.seats))):
            if seat in changed:
                continue
            for key in keys:
                found = cache.get(key)
                if found is not None:
                    target[key] = found

    def _networks(self) -> list[tuple[Any, Any]]:
        """The cached connection networks (see ``network.network``), keyed ("network", seat) or
        ("network", None). Looked up by key rather than by walking the whole cache, which holds
        many other answers: this runs on every placement. (A network of any other key is simply
        rebuilt when asked.)"""
        cache = self._cache
        keys = _NETWORK_KEYS.get(len(self.seats))
        if keys is None:
            keys = _NETWORK_KEYS[len(self.seats)] = (
                ("network", None),
                *(("network", p) for p in range(len(self.seats))),
            )
        return [(k, cache[k]) for k in keys if k in cache]


_NETWORK_KEYS: dict[int, tuple[tuple[str, int | None], ...]] = {}  # per player count
_SEAT_MARK_KEYS: dict[int, tuple[tuple[tuple[str, int], tuple[str, int]], ...]] = {}


def _seat_mark_keys(n: int) -> tuple[tuple[tuple[str, int], tuple[str, int]], ...]:
    """Per seat, the cache keys of its trackers and of its delivery tokens in use."""
    keys = _SEAT_MARK_KEYS.get(n)
    if keys is None:
        keys = _SEAT_MARK_KEYS[n] = tuple((("trackers", p), ("delivery_tokens_used", p)) for p in range(n))
    return keys


def _marks_changed(old: Tile, new: Tile) -> set[Owner]:
    """The seats whose access or deliveries differ between two states of one tile."""
    changed: set[Owner] = set()
    changed.update(set(old.claims) ^ set(new.claims))
    before = [who for _, who in old.delivered]
    after = [who for _, who in new.delivered]
    changed.update(who for who in {*before, *after} if before.count(who) != after.count(who))
    return changed


def new_board(pack: ContentPack, map_id: str, seats: tuple[Seat, ...]) -> BoardState:
    """An empty board for ``seats`` on one side of the map, everyone at 0 points."""
    if map_id not in pack.maps:
        raise KeyError(f"no map {map_id!r} in pack {pack.id!r}")
    board = BoardState(pack=pack, map_id=map_id, seats=seats, points=tuple(0 for _ in seats))
    board._cache["settled"] = True  # no tile yet, so no connection waits for a delivery
    return board
