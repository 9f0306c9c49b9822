"""Line of sight (TACTICS.md, Line of sight and range; rulebook p.19-21).

Walls are the only thing that blocks sight: wall hexes, thin wall lines and the map's outer edge,
all of them hex edges (``Board.sight_segments``). A sight line may not *touch* a wall: a line that
grazes a wall's corner, runs along a wall, or starts at a hex corner that lies on a wall is
blocked. This is what makes a corner on a thin wall's tip useless (case mm055).

* Gloomhaven: some corner of one hex joins some corner of the other by such a line.
* Frosthaven and Jaws of the Lion: any point of one hex joins any point of the other.

Arithmetic. Everything is done in the integer *lattice* coordinates of hexgrid.py, where hex
corners and wall ends are integer points. The corner-to-corner test is therefore exact: integer
orientation tests, with touching and collinear overlap handled explicitly.

The any-point test first tries exact candidate lines (corner to corner, centre to centre). If
none is free it searches exhaustively: a free segment, if one exists, forms an open set of lines;
every such set has, on its boundary, a line through two *critical points* (corners of the two
hexes, ends of the walls in between). So the search takes every line through two critical
points that meets both hexes and tries each small perturbation of it that puts the critical
points on that line on either side (a shift, or a turn about a point between two consecutive
critical points). Perturbations are ``1e-6`` lattice units in offset and about ``1e-6`` in
slope, far below the smallest gap between distinct critical features (coordinates are integers
below a few hundred, so a critical point off a critical line lies at least ~1e-3 from it); the
tests of the perturbed segments use floats with a ``1e-9`` tolerance that counts near-contact as
contact, so they can only err towards "blocked" at distances a thousand times below any real
gap, which does not happen.
"""

from __future__ import annotations

from collections.abc import Sequence

from founders_desktop.tactics.board import Board, Point, Segment
from founders_desktop.tactics.hexgrid import CORNER_OFFSETS, lattice_centre, lattice_corners

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
    return (_cross(a, d) > 0) == (ab > 0) and _cross(a, d) != 0 and (_cross(b, d) > 0) == (ab < 0) and _cross(b, d) != 0


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


_EPS = 1e-9


def _forient(a: FPoint, b: FPoint, c: FPoint) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _fsegments_touch(a: FPoint, b: FPoint, c: FPoint, d: FPoint) -> bool:
    """Closed segments a-b and c-d within ``_EPS`` of touching (near-contact counts)."""
    o1 = _forient(a, b, c)
    o2 = _forient(a, b, d)
    o3 = _forient(c, d, a)
    o4 = _forient(c, d, b)
    if ((o1 > _EPS and o2 < -_EPS) or (o1 < -_EPS and o2 > _EPS)) and (
        (o3 > _EPS and o4 < -_EPS) or (o3 < -_EPS and o4 > _EPS)
    ):
        return True

    def near(p: FPoint, q: FPoint, r: FPoint, o: float) -> bool:
        return (
            abs(o) <= _EPS * max(1.0, abs(q[0] - p[0]) + abs(q[1] - p[1]))
            and min(p[0], q[0]) - _EPS <= r[0] <= max(p[0], q[0]) + _EPS
            and min(p[1], q[1]) - _EPS <= r[1] <= max(p[1], q[1]) + _EPS
        )

    return near(a, b, c, o1) or near(a, b, d, o2) or near(c, d, a, o3) or near(c, d, b, o4)


class Sight:
    """Line of sight on one board under one rule (corner-to-corner or any-point). Results are
    cached per pair of hexes; use ``sight_for(board, any_point)`` to share one per board."""

    def __init__(self, board: Board, any_point: bool) -> None:
        self.board = board
        self.any_point = any_point
        self.walls: tuple[Segment, ...] = board.sight_segments
        self._wall_boxes = [
            (min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1])) for a, b in self.walls
        ]
        self._corners: list[tuple[Point, ...]] = [lattice_corners(h) for h in board.cells]
        wall_set = set(self.walls)
        # per hex, per corner k: None if a line may leave the corner in any direction, else
        # (corner, ray to corner k+1, ray outward, ray to corner k-1, edge k is a wall,
        # edge k-1 is a wall); see _leaves_ok.
        self._corner_rules: list[list[tuple[Point, Point, Point, Point, bool, bool] | None]] = []
        for h, cs in zip(board.cells, self._corners, strict=True):
            c = lattice_centre(h)
            walls_at = []
            for d in range(6):
                a, b = cs[d], cs[(d + 1) % 6]
                walls_at.append(((a, b) if a <= b else (b, a)) in wall_set)
            rules: list[tuple[Point, Point, Point, Point, bool, bool] | None] = []
            for k in range(6):
                u = cs[k]
                nxt, prv = cs[(k + 1) % 6], cs[(k - 1) % 6]
                w_next, w_prev = walls_at[k], walls_at[(k - 1) % 6]
                if not w_next and not w_prev:
                    rules.append(None)
                    continue
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
            self._corner_rules.append(rules)
        self._cache: dict[tuple[int, int], tuple[FPoint, FPoint] | None] = {}

    # --- public ---------------------------------------------------------------------------

    def visible(self, i: int, j: int) -> bool:
        """Can hex number ``i`` see hex number ``j``? (Symmetric; a hex sees itself.)"""
        return self.line(i, j) is not None

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

    # --- computation ------------------------------------------------------------------------

    def _relevant_walls(self, i: int, j: int) -> list[Segment]:
        ci, cj = self._corners[i], self._corners[j]
        xs = [p[0] for p in ci] + [p[0] for p in cj]
        ys = [p[1] for p in ci] + [p[1] for p in cj]
        x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
        walls = self.walls
        return [
            walls[k]
            for k, (a, b, c, d) in enumerate(self._wall_boxes)
            if a <= x1 and b >= x0 and c <= y1 and d >= y0
        ]

    def _compute(self, i: int, j: int) -> tuple[FPoint, FPoint] | None:
        board = self.board
        if board.terrain_list[i] is not None and board.terrain_list[i].value == "wall":
            return None
        if board.terrain_list[j] is not None and board.terrain_list[j].value == "wall":
            return None
        if i == j:
            c = lattice_centre(board.cells[i])
            p = (float(c[0]), float(c[1]))
            return (p, p)
        walls = self._relevant_walls(i, j)
        found = self._corner_to_corner(i, j, walls)
        if found is not None or not self.any_point:
            return found
        return self._any_point(i, j, walls)

    def _corner_to_corner(self, i: int, j: int, walls: Sequence[Segment]) -> tuple[FPoint, FPoint] | None:
        ca, cb = lattice_centre(self.board.cells[i]), lattice_centre(self.board.cells[j])
        dx, dy = cb[0] - ca[0], cb[1] - ca[1]
        # Try the corners facing each other first: visible pairs are then found at once.
        ka = sorted(range(6), key=lambda k: -(CORNER_OFFSETS[k][0] * dx + CORNER_OFFSETS[k][1] * dy))
        kb = sorted(range(6), key=lambda k: CORNER_OFFSETS[k][0] * dx + CORNER_OFFSETS[k][1] * dy)
        corners_a, corners_b = self._corners[i], self._corners[j]
        rules_a, rules_b = self._corner_rules[i], self._corner_rules[j]
        last: Segment | None = None
        for x in ka:
            a = corners_a[x]
            ra = rules_a[x]
            for y in kb:
                b = corners_b[y]
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

    def _any_point(self, i: int, j: int, walls: Sequence[Segment]) -> tuple[FPoint, FPoint] | None:
        ca, cb = lattice_centre(self.board.cells[i]), lattice_centre(self.board.cells[j])
        centre_a = (float(ca[0]), float(ca[1]))
        centre_b = (float(cb[0]), float(cb[1]))
        if not any(segments_touch(ca, cb, w[0], w[1]) for w in walls):
            return (centre_a, centre_b)
        hex_a, hex_b = self._corners[i], self._corners[j]
        critical = list(dict.fromkeys([*hex_a, *hex_b, *(p for w in walls for p in w)]))
        fwalls = [((float(a[0]), float(a[1])), (float(b[0]), float(b[1]))) for a, b in walls]
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
                g = _gcd3(a, b, c)
                a, b, c = a // g, b // g, c // g
                if a < 0 or (a == 0 and b < 0):
                    a, b, c = -a, -b, -c
                if (a, b, c) in seen:
                    continue
                seen.add((a, b, c))
                if not (_line_meets(a, b, c, hex_a) and _line_meets(a, b, c, hex_b)):
                    continue
                on_line = [r for r in critical if a * r[0] + b * r[1] == c]
                found = self._try_perturbations(a, b, on_line, hex_a, hex_b, fwalls)
                if found is not None:
                    return found
        return None

    def _try_perturbations(
        self,
        a: int,
        b: int,
        on_line: list[Point],
        hex_a: Sequence[Point],
        hex_b: Sequence[Point],
        fwalls: Sequence[tuple[FPoint, FPoint]],
    ) -> tuple[FPoint, FPoint] | None:
        # direction along the line and unit-ish normal
        dx, dy = float(-b), float(a)
        norm = (dx * dx + dy * dy) ** 0.5
        dx, dy = dx / norm, dy / norm
        nx, ny = -dy, dx
        pts = sorted(on_line, key=lambda r: r[0] * dx + r[1] * dy)
        base = (float(pts[0][0]), float(pts[0][1]))
        delta = 1e-6
        candidates: list[tuple[FPoint, FPoint]] = []  # (point on line, direction)
        for sign in (1.0, -1.0):
            candidates.append(((base[0] + sign * delta * nx, base[1] + sign * delta * ny), (dx, dy)))
        for k in range(len(pts) - 1):
            m = ((pts[k][0] + pts[k + 1][0]) / 2.0, (pts[k][1] + pts[k + 1][1]) / 2.0)
            for sign in (1.0, -1.0):
                ex, ey = dx + sign * delta * nx, dy + sign * delta * ny
                candidates.append((m, (ex, ey)))
        for origin, direction in candidates:
            seg = _bridge(origin, direction, hex_a, hex_b)
            if seg is None:
                continue
            if not any(_fsegments_touch(seg[0], seg[1], w[0], w[1]) for w in fwalls):
                return seg
        return None


def _gcd3(a: int, b: int, c: int) -> int:
    from math import gcd

    g = gcd(gcd(abs(a), abs(b)), abs(c))
    return g or 1


def _line_meets(a: int, b: int, c: int, poly: Sequence[Point]) -> bool:
    vals = [a * p[0] + b * p[1] for p in poly]
    return min(vals) <= c <= max(vals)


def _clip(origin: FPoint, direction: FPoint, poly: Sequence[Point]) -> tuple[float, float] | None:
    """Parameter interval of the line origin + t * direction inside a convex polygon given
    counter-clockwise or clockwise (hex corners in order); None if it misses the interior."""
    t0, t1 = -1e18, 1e18
    cx = sum(p[0] for p in poly) / len(poly)
    cy = sum(p[1] for p in poly) / len(poly)
    m = len(poly)
    for k in range(m):
        p, q = poly[k], poly[(k + 1) % m]
        ex, ey = q[0] - p[0], q[1] - p[1]
        # inward normal
        nx, ny = -ey, ex
        if nx * (cx - p[0]) + ny * (cy - p[1]) < 0:
            nx, ny = -nx, -ny
        num = nx * (origin[0] - p[0]) + ny * (origin[1] - p[1])
        den = nx * direction[0] + ny * direction[1]
        if abs(den) < 1e-15:
            if num <= 0:
                return None
            continue
        t = -num / den
        if den > 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t1 - t0 <= 1e-12:
        return None
    return (t0, t1)


def _bridge(
    origin: FPoint, direction: FPoint, hex_a: Sequence[Point], hex_b: Sequence[Point]
) -> tuple[FPoint, FPoint] | None:
    """The shortest piece of the line joining the two hexes' interiors (from A to B)."""
    ia = _clip(origin, direction, hex_a)
    ib = _clip(origin, direction, hex_b)
    if ia is None or ib is None:
        return None
    if ia[1] <= ib[0] + 1e-12:
        ta, tb = ia[1], ib[0]
    elif ib[1] <= ia[0] + 1e-12:
        ta, tb = ia[0], ib[1]
    else:  # overlapping chords cannot happen for two distinct hexes
        return None
    pa = (origin[0] + ta * direction[0], origin[1] + ta * direction[1])
    pb = (origin[0] + tb * direction[0], origin[1] + tb * direction[1])
    return (pa, pb)


def sight_for(board: Board, any_point: bool) -> Sight:
    """The board's shared ``Sight`` for one rule (built on first use, then cached on the board)."""
    cache: dict[bool, Sight] = board.__dict__.setdefault("_sight_cache", {})
    got = cache.get(any_point)
    if got is None:
        got = Sight(board, any_point)
        cache[any_point] = got
    return got


__all__ = ["CORNER_OFFSETS", "Sight", "segments_touch", "sight_for"]
