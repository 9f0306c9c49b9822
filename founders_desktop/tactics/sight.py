"""Line of sight (docs/TACTICS.md, Line of sight and range; rulebook p.19-21).

Walls are the only thing that blocks sight: wall hexes, thin wall lines and the map's outer edge,
all of them hex edges (``Board.sight_segments``).

* Gloomhaven: some corner of one hex joins some corner of the other by a straight line that
  touches no wall.
* Frosthaven and Jaws of the Lion: any point of one hex joins any point of the other so.

"Touches": between its two ends a line may not meet a wall at all, neither crossing it, nor
grazing a wall's corner, nor running along it. At its ends, a line starts from a corner of its own
hex, and that corner may lie on a wall: the line may leave it into its own hex or into a neighbour
across an edge that is no wall, never into a neighbour beyond a wall line (that would pass
through the wall). So the corner at a thin wall's tip cannot see past the wall (case mm055), while
a corner on the map's edge still sees along the map (case mm037). The visible cases rule out both
simpler readings (every corner on a wall unusable; any wall contact at an end allowed). A hex whose
every corner touches a wall line sees nothing corner to corner (``Sight.blind``): every line from
it would start on a wall.

Arithmetic. Everything is done in the integer *lattice* coordinates of hexgrid.py, where hex
corners and wall ends are integer points. The corner-to-corner test is therefore exact: integer
orientation tests, with touching and collinear overlap handled explicitly.

The any-point test first tries exact candidate lines (corner to corner, centre to centre), then an
exact proof of blindness (no chain of open hexes inside the two hexes' convex hull), then an
exhaustive search of the lines beside every line through two critical points (sight_any_point.py,
which states its tolerances).
"""

from __future__ import annotations

from collections.abc import Sequence

from founders_desktop.tactics.board import Board, Point, Segment
from founders_desktop.tactics.hexgrid import (
    CORNER_OFFSETS,
    Hex,
    lattice_centre,
    lattice_corners,
    lattice_to_pixel,
)
from founders_desktop.tactics.sight_any_point import (
    gcd3,
    half_planes,
    hull,
    line_meets,
    near_segment,
    segment_meets_convex,
    try_perturbations,
)
from founders_desktop.tactics.terrain import Terrain

FPoint = tuple[float, float]


def _orient(a: Point, b: Point, c: Point) -> int:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _on_segment(a: Point, b: Point, p: Point) -> bool:
    """``p`` (known collinear with a-b) lies within the closed segment a-b."""
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def segments_touch(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Do the closed segments a-b and c-d share any point? Exact for integer points."""
    o1 = _orient(a, b, c)
    o2 = _orient(a, b, d)
    o3 = _orient(c, d, a)
    o4 = _orient(c, d, b)
    if ((o1 > 0 and o2 < 0) or (o1 < 0 and o2 > 0)) and ((o3 > 0 and o4 < 0) or (o3 < 0 and o4 > 0)):
        return True
    if o1 == 0 and _on_segment(a, b, c):
        return True
    if o2 == 0 and _on_segment(a, b, d):
        return True
    if o3 == 0 and _on_segment(c, d, a):
        return True
    return o4 == 0 and _on_segment(c, d, b)


def open_segment_touches(u: Point, v: Point, w1: Point, w2: Point) -> bool:
    """Does the wall w1-w2 touch the segment u-v anywhere but at u or v themselves? A wall that
    runs along the segment for any length touches it. Exact for integer points."""
    o1 = _orient(u, v, w1)
    o2 = _orient(u, v, w2)
    if o1 == 0 and o2 == 0:
        # collinear: do the two pieces overlap for a positive length?
        if u[0] != v[0]:
            lo, hi = sorted((u[0], v[0]))
            a, b = sorted((w1[0], w2[0]))
        else:
            lo, hi = sorted((u[1], v[1]))
            a, b = sorted((w1[1], w2[1]))
        return min(hi, b) > max(lo, a)
    o3 = _orient(w1, w2, u)
    o4 = _orient(w1, w2, v)
    if ((o1 > 0 > o2) or (o1 < 0 < o2)) and ((o3 > 0 > o4) or (o3 < 0 < o4)):
        return True
    if o1 == 0 and w1 != u and w1 != v and _on_segment(u, v, w1):
        return True
    return o2 == 0 and w2 != u and w2 != v and _on_segment(u, v, w2)


def _cross(a: Point, b: Point) -> int:
    return a[0] * b[1] - a[1] * b[0]


def _between(a: Point, b: Point, d: Point) -> bool:
    """Is direction ``d`` strictly inside the angle (< 180 degrees) from ray ``a`` to ray ``b``?"""
    ab = _cross(a, b)
    return (
        (_cross(a, d) > 0) == (ab > 0)
        and _cross(a, d) != 0
        and (_cross(b, d) > 0) == (ab < 0)
        and _cross(b, d) != 0
    )


def _leaves_ok(rule: tuple[Point, Point, Point, Point, bool, bool], target: Point) -> bool:
    """May a sight line leave this hex corner towards ``target``?

    Three hexes meet at a corner: this one and the neighbours across the two edges that end
    there. A line from the corner may head into this hex, or into a neighbour whose edge with
    this hex is not a wall; heading into a neighbour beyond a wall line is passing through that
    wall (a thin wall's tip, case mm055). Lines along an edge are judged by the wall test."""
    u, r_next, r_out, r_prev, w_next, w_prev = rule
    d = (target[0] - u[0], target[1] - u[1])
    if _between(r_next, r_out, d):
        return not w_next
    if _between(r_out, r_prev, d):
        return not w_prev
    if _cross(r_out, d) == 0 and r_out[0] * d[0] + r_out[1] * d[1] > 0:
        return not (w_next and w_prev)
    return True


CornerRule = tuple[Point, Point, Point, Point, bool, bool]


class Sight:
    """Line of sight on one board under one rule (corner-to-corner or any-point). Results are
    cached per pair of hexes; use ``sight_for(board, any_point)`` to share one per board."""

    def __init__(self, board: Board, any_point: bool) -> None:
        self.board = board
        self.any_point = any_point
        self._walls: tuple[Segment, ...] | None = None
        self._wall_boxes: list[tuple[int, int, int, int]] = []
        self._wall_buckets: dict[int, list[int]] = {}
        n = len(board.cells)
        self._corners: list[tuple[Point, ...] | None] = [None] * n
        self._rules: list[list[CornerRule | None] | None] = [None] * n
        self._cache: dict[tuple[int, int], tuple[FPoint, FPoint] | None] = {}
        self._wall_points: frozenset[Point] | None = None

    # --- public ---------------------------------------------------------------------------

    def visible(self, i: int, j: int) -> bool:
        """Can hex number ``i`` see hex number ``j``? (Symmetric; a hex sees itself.)"""
        key = (i, j) if i <= j else (j, i)
        got = self._cache.get(key, 0)
        if got == 0:
            got = self._compute(key[0], key[1])
            self._cache[key] = got
        return got is not None

    def line(self, i: int, j: int) -> tuple[FPoint, FPoint] | None:
        """A free sight line from hex ``i`` to hex ``j`` in lattice coordinates, or None."""
        key = (i, j) if i <= j else (j, i)
        cache = self._cache
        if key in cache:
            got = cache[key]
        else:
            got = self._compute(key[0], key[1])
            cache[key] = got
        if got is None or key[0] == i:
            return got
        return (got[1], got[0])

    @property
    def walls(self) -> tuple[Segment, ...]:
        """The board's wall lines (built on first use: melee-only turns never need them)."""
        if self._walls is None:
            self._walls = self.board.sight_segments
            self._wall_boxes = [
                (min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1])) for a, b in self._walls
            ]
            buckets: dict[int, list[int]] = {}
            for k, (a, b, _, _) in enumerate(self._wall_boxes):
                for col in range(a // 3, b // 3 + 1):
                    buckets.setdefault(col, []).append(k)
            self._wall_buckets = buckets
        return self._walls

    # --- per hex data -------------------------------------------------------------------------

    def corners(self, i: int) -> tuple[Point, ...]:
        got = self._corners[i]
        if got is None:
            got = lattice_corners(self.board.cells[i])
            self._corners[i] = got
        return got

    def blind(self, i: int) -> bool:
        """Corner to corner (Gloomhaven), does every corner of hex ``i`` touch a wall line? Every
        line from it then starts on a wall, so it sees nothing but itself: a monster there must
        step out to gain sight (issue 15; the Monster Mover's vertex rule)."""
        if self._wall_points is None:
            self._wall_points = frozenset(pt for seg in self.board.sight_segments for pt in seg)
        points = self._wall_points
        return all(c in points for c in self.corners(i))

    def corner_rules(self, i: int) -> list[CornerRule | None]:
        """Per corner k: None if a sight line may leave it in any direction, else (corner, ray to
        corner k+1, outward ray, ray to corner k-1, edge k is a wall, edge k-1 is a wall)."""
        got = self._rules[i]
        if got is not None:
            return got
        cs = self.corners(i)
        c = lattice_centre(self.board.cells[i])
        walls_at = self.board.edge_walls[i]
        rules: list[CornerRule | None] = []
        for k in range(6):
            w_next, w_prev = walls_at[k], walls_at[(k - 1) % 6]
            if not w_next and not w_prev:
                rules.append(None)
                continue
            u = cs[k]
            nxt, prv = cs[(k + 1) % 6], cs[(k - 1) % 6]
            rules.append(
                (
                    u,
                    (nxt[0] - u[0], nxt[1] - u[1]),
                    (u[0] - c[0], u[1] - c[1]),
                    (prv[0] - u[0], prv[1] - u[1]),
                    w_next,
                    w_prev,
                )
            )
        self._rules[i] = rules
        return rules

    # --- computation ------------------------------------------------------------------------

    def _relevant_walls(self, i: int, j: int) -> list[Segment]:
        """Walls whose bounding box meets that of the two hexes: no other wall can touch a
        segment between them. Walls are bucketed by lattice column to find them fast."""
        walls = self.walls
        (ax, ay), (bx, by) = lattice_centre(self.board.cells[i]), lattice_centre(self.board.cells[j])
        x0, x1 = (ax, bx) if ax <= bx else (bx, ax)
        y0, y1 = (ay, by) if ay <= by else (by, ay)
        x0, x1, y0, y1 = x0 - 2, x1 + 2, y0 - 1, y1 + 1
        buckets = self._wall_buckets
        boxes = self._wall_boxes
        seen: set[int] = set()
        out: list[Segment] = []
        for col in range(x0 // 3, x1 // 3 + 1):
            for k in buckets.get(col, ()):
                if k in seen:
                    continue
                seen.add(k)
                a, b, c, d = boxes[k]
                if a <= x1 and b >= x0 and c <= y1 and d >= y0:
                    out.append(walls[k])
        return out

    def _compute(self, i: int, j: int) -> tuple[FPoint, FPoint] | None:
        board = self.board
        terr = board.terrain_list
        if terr[i] is Terrain.WALL or terr[j] is Terrain.WALL:
            return None
        if i == j:
            c = lattice_centre(board.cells[i])
            p = (float(c[0]), float(c[1]))
            return (p, p)
        if not self.any_point and (self.blind(i) or self.blind(j)):
            return None
        walls = self._relevant_walls(i, j)
        found = self._corner_to_corner(i, j, walls)
        if found is not None or not self.any_point:
            return found
        return self._any_point(i, j, walls)

    def _corner_to_corner(self, i: int, j: int, walls: Sequence[Segment]) -> tuple[FPoint, FPoint] | None:
        ca, cb = lattice_centre(self.board.cells[i]), lattice_centre(self.board.cells[j])
        dx, dy = cb[0] - ca[0], cb[1] - ca[1]
        corners_a, corners_b = self.corners(i), self.corners(j)
        if not walls:
            a, b = corners_a[0], corners_b[0]
            return ((float(a[0]), float(a[1])), (float(b[0]), float(b[1])))
        # Try the corners facing each other first: visible pairs are then found at once.
        ka = sorted(range(6), key=lambda k: -(CORNER_OFFSETS[k][0] * dx + CORNER_OFFSETS[k][1] * dy))
        kb = sorted(range(6), key=lambda k: CORNER_OFFSETS[k][0] * dx + CORNER_OFFSETS[k][1] * dy)
        rules_a, rules_b = self.corner_rules(i), self.corner_rules(j)
        last: Segment | None = None
        for x in ka:
            a = corners_a[x]
            ra = rules_a[x]
            for y in kb:
                b = corners_b[y]
                if a == b:
                    continue  # a corner two neighbours share is no line at all
                if ra is not None and not _leaves_ok(ra, b):
                    continue
                rb = rules_b[y]
                if rb is not None and not _leaves_ok(rb, a):
                    continue
                if last is not None and open_segment_touches(a, b, last[0], last[1]):
                    continue
                for w in walls:
                    if open_segment_touches(a, b, w[0], w[1]):
                        last = w
                        break
                else:
                    return ((float(a[0]), float(a[1])), (float(b[0]), float(b[1])))
        return None

    # --- any point --------------------------------------------------------------------------

    def _corridor_blocked(self, i: int, j: int) -> bool:
        """True if no chain of hexes, each overlapping the convex hull of the two hexes and each
        joined to the next across an edge that is no wall, leads from one to the other.

        Any free sight line can be moved to run strictly inside that hull, through a sequence of
        such hexes (it cannot enter a wall hex, cross a wall line or pass a corner where a wall
        ends), so a missing chain proves there is none. A hex overlaps the hull of hexes A and B
        iff its centre lies in the segment between their centres widened by a hex twice the
        size (exact integer test)."""
        board = self.board
        (ax, ay), (bx, by) = lattice_centre(board.cells[i]), lattice_centre(board.cells[j])
        vx, vy = bx - ax, by - ay
        cells = board.cells
        x0, x1 = min(ax, bx) - 6, max(ax, bx) + 6
        y0, y1 = min(ay, by) - 4, max(ay, by) + 4
        inside: set[int] = set()
        for k, (q, r) in enumerate(cells):
            px, py = 3 * q, 2 * r + q
            if not (x0 <= px <= x1 and y0 <= py <= y1):
                continue
            if near_segment(px - ax, py - ay, vx, vy):
                inside.add(k)
        links = board.links
        seen = {i}
        todo = [i]
        while todo:
            u = todo.pop()
            for v in links[u]:
                if v < 0 or v in seen or v not in inside:
                    continue
                if v == j:
                    return False
                seen.add(v)
                todo.append(v)
        return True

    def _any_point(self, i: int, j: int, walls: Sequence[Segment]) -> tuple[FPoint, FPoint] | None:
        ca, cb = lattice_centre(self.board.cells[i]), lattice_centre(self.board.cells[j])
        centre_a = (float(ca[0]), float(ca[1]))
        centre_b = (float(cb[0]), float(cb[1]))
        if not any(segments_touch(ca, cb, w[0], w[1]) for w in walls):
            return (centre_a, centre_b)
        if self._corridor_blocked(i, j):
            return None
        hex_a, hex_b = self.corners(i), self.corners(j)
        # walls that can matter: those meeting the hull of the two hexes
        outline = hull([*hex_a, *hex_b])
        walls = [w for w in walls if segment_meets_convex(w, outline)]
        critical = list(dict.fromkeys([*hex_a, *hex_b, *(p for w in walls for p in w)]))
        fwalls = [((float(a[0]), float(a[1])), (float(b[0]), float(b[1]))) for a, b in walls]
        planes_a, planes_b = half_planes(hex_a), half_planes(hex_b)
        seen: set[tuple[int, int, int]] = set()
        n = len(critical)
        for s in range(n):
            p = critical[s]
            for t in range(s + 1, n):
                q = critical[t]
                # the line a x + b y = c through p and q, normalised
                a = q[1] - p[1]
                b = p[0] - q[0]
                c = a * p[0] + b * p[1]
                g = gcd3(a, b, c)
                a, b, c = a // g, b // g, c // g
                if a < 0 or (a == 0 and b < 0):
                    a, b, c = -a, -b, -c
                if (a, b, c) in seen:
                    continue
                seen.add((a, b, c))
                if not (line_meets(a, b, c, hex_a) and line_meets(a, b, c, hex_b)):
                    continue
                on_line = [r for r in critical if a * r[0] + b * r[1] == c]
                found = try_perturbations(a, b, on_line, planes_a, planes_b, fwalls)
                if found is not None:
                    return found
        return None


def sight_for(board: Board, any_point: bool) -> Sight:
    """The board's shared ``Sight`` for one rule (built on first use, then cached on the board)."""
    cache: dict[bool, Sight] = board.__dict__.setdefault("_sight_cache", {})
    got = cache.get(any_point)
    if got is None:
        got = Sight(board, any_point)
        cache[any_point] = got
    return got


def line_of_sight(
    board: Board, a: tuple[int, int], b: tuple[int, int], any_point: bool = False
) -> tuple[FPoint, FPoint] | None:
    """A free sight line between two hexes in pixel coordinates of hexes of side 1 (for drawing),
    or None if they do not see each other. ``any_point``: the Frosthaven / Jaws of the Lion rule
    (``RuleSet.sight_any_point``)."""
    ia, ib = board.index.get(a), board.index.get(b)
    if ia is None or ib is None:
        return None
    seg = sight_for(board, any_point).line(ia, ib)
    if seg is None:
        return None
    return (lattice_to_pixel(seg[0]), lattice_to_pixel(seg[1]))


def visible_hexes(board: Board, origin: tuple[int, int], any_point: bool = False) -> set[Hex]:
    """Every hex that ``origin`` sees (itself included): what a view shades for line of sight."""
    io = board.index.get(origin)
    if io is None:
        return set()
    s = sight_for(board, any_point)
    return {h for h, i in board.index.items() if s.visible(io, i)}  # type: ignore[misc]


__all__ = ["Sight", "line_of_sight", "open_segment_touches", "segments_touch", "sight_for", "visible_hexes"]
