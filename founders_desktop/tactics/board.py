"""The map: which hexes exist, their terrain and the thin walls between neighbours.

A ``Board`` is immutable and knows nothing of figures, so everything derived from it is built
once and cached on the instance:

* ``proximity_graph``: a networkx ``Graph`` of the hexes that are not walls, an edge between
  two neighbours unless a thin wall runs between them. Proximity, range and adjacency are
  measured on it (only walls count, docs/TACTICS.md p.19-21).
* ``movement_graph``: a networkx ``DiGraph`` for walking: the proximity graph without obstacle
  hexes, each edge weighted with the cost of entering its head (2 for difficult terrain).
  Figures are not part of it (they change every turn): see movement.py.
* ``cells`` / ``index`` and ``links``: the same adjacency as flat integer tables (hex number ->
  neighbour number per direction, -1 where a wall, thin wall or the map edge is in the way).
  The solver's inner loops use these; they are equivalent to the graphs.
* ``sight_segments``: the wall lines that block sight, in integer lattice coordinates
  (hexgrid.py): the edges of wall hexes, the thin walls and the map's outer edge.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from functools import cached_property, lru_cache
from typing import Any

import networkx as nx

from founders_desktop.tactics.hexgrid import CORNER_OFFSETS, DIRECTIONS, Hex, direction_between
from founders_desktop.tactics.terrain import Terrain

Point = tuple[int, int]
Segment = tuple[Point, Point]


class BoardError(ValueError):
    """The map is inconsistent (a thin wall between hexes that are not neighbours, ...)."""


class Board:
    """The hexes of a map, their terrain and the thin walls. Immutable; derived data is cached."""

    def __init__(
        self,
        hexes: Iterable[tuple[int, int]],
        terrain: Mapping[Any, Terrain | str] | None = None,
        thin_walls: Iterable[tuple[tuple[int, int], tuple[int, int]]] = (),
    ) -> None:
        cells = tuple(dict.fromkeys(h if type(h) is Hex else Hex(*h) for h in hexes))
        self._hexes = frozenset(cells)
        terrain_map: dict[Hex, Terrain] = {}
        for h, t in (terrain or {}).items():
            hh = Hex(*h)
            if hh not in self._hexes:
                raise BoardError(f"terrain on {hh}, which is not on the map")
            terrain_map[hh] = Terrain(t)
        self._terrain = terrain_map
        walls: set[frozenset[Hex]] = set()
        for a, b in thin_walls:
            ha, hb = Hex(*a), Hex(*b)
            if direction_between(ha, hb) is None:
                raise BoardError(f"thin wall between {ha} and {hb}, which are not neighbours")
            if ha not in self._hexes and hb not in self._hexes:
                raise BoardError(f"thin wall between {ha} and {hb}, neither of which is on the map")
            if ha in self._hexes and hb in self._hexes:
                # along the map's border the edge is a wall line already: nothing to add
                walls.add(frozenset((ha, hb)))
        self._thin_walls = frozenset(walls)
        self.cells: tuple[Hex, ...] = cells
        #: hex -> hex number (a plain (q, r) tuple finds the same entry)
        self.index: dict[tuple[int, int], int] = {h: i for i, h in enumerate(cells)}
        self._proximity_cache: dict[int, list[int]] = {}

    # --- plain queries ---------------------------------------------------------------------

    @property
    def hexes(self) -> frozenset[Hex]:
        return self._hexes

    @property
    def terrain(self) -> Mapping[Hex, Terrain]:
        return self._terrain

    @property
    def thin_walls(self) -> frozenset[frozenset[Hex]]:
        return self._thin_walls

    def __contains__(self, h: object) -> bool:
        return h in self._hexes

    def terrain_at(self, h: tuple[int, int]) -> Terrain | None:
        return self._terrain.get(Hex(*h))

    def is_wall(self, h: tuple[int, int]) -> bool:
        return self._terrain.get(Hex(*h)) is Terrain.WALL

    def is_open(self, h: tuple[int, int]) -> bool:
        """On the map and not a wall: a hex a figure could ever be in."""
        hh = Hex(*h)
        return hh in self._hexes and self._terrain.get(hh) is not Terrain.WALL

    def thin_wall_between(self, a: tuple[int, int], b: tuple[int, int]) -> bool:
        return frozenset((Hex(*a), Hex(*b))) in self._thin_walls

    def adjacent(self, a: tuple[int, int], b: tuple[int, int]) -> bool:
        """Neighbours with no wall line between them (docs/TACTICS.md: a wall line breaks adjacency)."""
        return (
            direction_between(a, b) is not None
            and self.is_open(a)
            and self.is_open(b)
            and not self.thin_wall_between(a, b)
        )

    # --- flat tables -------------------------------------------------------------------------

    @cached_property
    def terrain_list(self) -> tuple[Terrain | None, ...]:
        """Terrain per hex number."""
        return tuple(self._terrain.get(h) for h in self.cells)

    @cached_property
    def _tables(
        self,
    ) -> tuple[
        tuple[tuple[int, ...], ...],
        tuple[tuple[bool, ...], ...],
        tuple[tuple[int, ...], ...],
        tuple[tuple[int, ...], ...],
    ]:
        """raw_neighbours, edge_walls, links and neighbour_lists. The map's shape gives the first
        and the defaults of the others (shared by every board of that shape); only the hexes
        next to a wall or a thin wall are then worked out again."""
        raw, open_walls, open_nbrs = _shape_tables(self.cells)
        terr = self.terrain_list
        is_wall = [t is Terrain.WALL for t in terr]
        thin: set[tuple[int, int]] = set()
        for pair in self._thin_walls:
            a, b = tuple(pair)
            ia, ib = self.index[a], self.index[b]
            thin.add((ia, ib))
            thin.add((ib, ia))
        special: set[int] = {i for i, _ in thin}
        for i, w in enumerate(is_wall):
            if w:
                special.add(i)
                special.update(j for j in raw[i] if j >= 0)
        if not special:
            return raw, open_walls, raw, open_nbrs
        walls_all = list(open_walls)
        links_all = list(raw)
        nbrs_all = list(open_nbrs)
        all_walls = (True,) * 6
        no_links = (-1,) * 6
        for i in special:
            if is_wall[i]:
                walls_all[i] = all_walls
                links_all[i] = no_links
                nbrs_all[i] = ()
                continue
            row = raw[i]
            walls = tuple([j < 0 or is_wall[j] or (i, j) in thin for j in row])
            link = tuple([-1 if w else j for j, w in zip(row, walls)])  # noqa: B905
            walls_all[i] = walls
            links_all[i] = link
            nbrs_all[i] = tuple([j for j in link if j >= 0])
        return raw, tuple(walls_all), tuple(links_all), tuple(nbrs_all)

    @property
    def raw_neighbours(self) -> tuple[tuple[int, ...], ...]:
        """Per hex number, per direction: the neighbour's number, -1 off the map (walls and thin
        walls ignored)."""
        return self._tables[0]

    @property
    def edge_walls(self) -> tuple[tuple[bool, ...], ...]:
        """Per hex number, per direction: is that edge of the hex a wall line (the neighbour is a
        wall hex or off the map, or a thin wall runs there)? All True for a wall hex."""
        return self._tables[1]

    @property
    def links(self) -> tuple[tuple[int, ...], ...]:
        """Per hex number, per direction: the neighbour's number, or -1 if a wall (hex or thin
        wall) or the map's edge is in the way. Wall hexes have no links at all."""
        return self._tables[2]

    @property
    def neighbour_lists(self) -> tuple[tuple[int, ...], ...]:
        """Per hex number: the numbers of the hexes it is adjacent to (``links`` without -1)."""
        return self._tables[3]

    # --- networkx models -----------------------------------------------------------------------

    @cached_property
    def proximity_graph(self) -> Any:
        """Non-wall hexes; an edge between neighbours unless a thin wall separates them."""
        g = nx.Graph()
        for i, h in enumerate(self.cells):
            if self._terrain.get(h) is Terrain.WALL:
                continue
            g.add_node(h, terrain=self._terrain.get(h))
            for j in self.links[i]:
                if j >= 0:
                    g.add_edge(h, self.cells[j])
        return g

    @cached_property
    def movement_graph(self) -> Any:
        """Walkable hexes (no walls, no obstacles); edge weight ``cost`` = cost of entering the
        head hex (2 for difficult terrain), attribute ``negative`` if the head is a trap or
        hazardous. Figures are not in it: they change every turn."""
        g = nx.DiGraph()
        for h in self.cells:
            t = self._terrain.get(h)
            if t is None or not t.blocks_walking:
                g.add_node(h, terrain=t)
        for a, b in self.proximity_graph.edges:
            for u, v in ((a, b), (b, a)):
                if u in g and v in g:
                    t = self._terrain.get(v)
                    g.add_edge(
                        u,
                        v,
                        cost=t.entry_cost if t else 1,
                        negative=bool(t and t.is_negative),
                    )
        return g

    # --- proximity ---------------------------------------------------------------------------

    def proximity_from(self, h: tuple[int, int]) -> dict[Hex, int]:
        """Steps from ``h`` to every hex, around walls and thin walls (figures, obstacles and
        other terrain do not matter). Cached per hex."""
        i = self.index.get(Hex(*h))
        if i is None:
            return {}
        dist = self.proximity_table(i)
        return {self.cells[j]: d for j, d in enumerate(dist) if d >= 0}

    def proximity_table(self, i: int) -> list[int]:
        """``proximity_from`` by hex number: a list of steps, -1 where unreachable."""
        cache = self._proximity_cache
        got = cache.get(i)
        if got is not None:
            return got
        n = len(self.cells)
        dist = [-1] * n
        dist[i] = 0
        todo = deque([i])
        nbrs = self.neighbour_lists
        while todo:
            u = todo.popleft()
            du = dist[u] + 1
            for v in nbrs[u]:
                if dist[v] < 0:
                    dist[v] = du
                    todo.append(v)
        cache[i] = dist
        return dist

    def proximity(self, a: tuple[int, int], b: tuple[int, int]) -> int | None:
        """Steps between two hexes counting around walls; None if walls separate them entirely."""
        ia, ib = self.index.get(Hex(*a)), self.index.get(Hex(*b))
        if ia is None or ib is None:
            return None
        d = self.proximity_table(ia)[ib]
        return d if d >= 0 else None

    # --- sight ------------------------------------------------------------------------------

    @cached_property
    def sight_segments(self) -> tuple[Segment, ...]:
        """Wall lines in lattice coordinates: every edge between a hex that is not a wall and a
        wall hex, a thin wall, or the outside of the map. Sight lines may not touch them."""
        segs: set[Segment] = set()
        terr = self.terrain_list
        edge_walls = self.edge_walls
        offs = CORNER_OFFSETS
        for i, (q, r) in enumerate(self.cells):
            walls = edge_walls[i]
            if terr[i] is Terrain.WALL or True not in walls:
                continue
            x, y = 3 * q, 2 * r + q
            for d in range(6):
                if walls[d]:
                    o1, o2 = offs[d], offs[(d + 1) % 6]
                    a, b = (x + o1[0], y + o1[1]), (x + o2[0], y + o2[1])
                    segs.add((a, b) if a <= b else (b, a))
        return tuple(sorted(segs))

    def __repr__(self) -> str:
        return (
            f"Board({len(self._hexes)} hexes, {len(self._terrain)} with terrain, "
            f"{len(self._thin_walls)} thin walls)"
        )


@lru_cache(maxsize=64)
def _shape_tables(
    cells: tuple[Hex, ...],
) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[bool, ...], ...], tuple[tuple[int, ...], ...]]:
    """For a map shape (its hexes in order): per hex number the neighbour numbers per direction
    (-1 off the map), which edges are the map's edge, and the neighbours on the map. A pure
    function of the shape, so boards of the same shape share it."""
    # Integer keys q * shift + (r - low), so that neighbour look-ups are additions. The shift
    # exceeds the span of r by two, so a step of r by one never reaches another column's keys
    # (Python integers do not overflow: any coordinates work).
    low = min((r for _, r in cells), default=0) - 1
    shift = max((r for _, r in cells), default=0) - low + 2
    key_index = {q * shift + r - low: i for i, (q, r) in enumerate(cells)}
    get = key_index.get
    k0, k1, k2, k3, k4, k5 = (dq * shift + dr for dq, dr in DIRECTIONS)
    raw = []
    for q, r in cells:
        key = q * shift + r - low
        raw.append(
            (
                get(key + k0, -1),
                get(key + k1, -1),
                get(key + k2, -1),
                get(key + k3, -1),
                get(key + k4, -1),
                get(key + k5, -1),
            )
        )
    edges = tuple(tuple([j < 0 for j in row]) for row in raw)
    nbrs = tuple(tuple([j for j in row if j >= 0]) for row in raw)
    return tuple(raw), edges, nbrs
