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
from founders_desktop.tactics.hexgrid import (
    CORNER_OFFSETS,
    Hex,
    lattice_centre,
    lattice_corners,
    lattice_to_pixel,
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


_EPS = 1e-9


def _fsegments_touch(a: FPoint, b: FPoint, c: FPoint, d: FPoint) -> bool:
    """Closed segments a-b and c-d within ``_EPS`` of touching (near-contact counts)."""
    ax, ay = a
    bx, by = b
    cx, cy = c
    dx, dy = d
    ux, uy = bx - ax, by - ay
    vx, vy = dx - cx, dy - cy
    o1 = ux * (cy - ay) - uy * (cx - ax)
    o2 = ux * (dy - ay) - uy * (dx - ax)
    o3 = vx * (ay - cy) - vy * (ax - cx)
    o4 = vx * (by - cy) - vy * (bx - cx)
    eps = _EPS
    if ((o1 > eps and o2 < -eps) or (o1 < -eps and o2 > eps)) and (
        (o3 > eps and o4 < -eps) or (o3 < -eps and o4 > eps)
    ):
        return True
    # near-contact of an end point with the other segment
    tol_ab = eps * max(1.0, abs(ux) + abs(uy))
    tol_cd = eps * max(1.0, abs(vx) + abs(vy))
    lo_x, hi_x = (ax, bx) if ax <= bx else (bx, ax)
    lo_y, hi_y = (ay, by) if ay <= by else (by, ay)
    if -tol_ab <= o1 <= tol_ab and lo_x - eps <= cx <= hi_x + eps and lo_y - eps <= cy <= hi_y + eps:
        return True
    if -tol_ab <= o2 <= tol_ab and lo_x - eps <= dx <= hi_x + eps and lo_y - eps <= dy <= hi_y + eps:
        return True
    lo_x, hi_x = (cx, dx) if cx <= dx else (dx, cx)
    lo_y, hi_y = (cy, dy) if cy <= dy else (dy, cy)
    if -tol_cd <= o3 <= tol_cd and lo_x - eps <= ax <= hi_x + eps and lo_y - eps <= ay <= hi_y + eps:
        return True
    return -tol_cd <= o4 <= tol_cd and lo_x - eps <= bx <= hi_x + eps and lo_y - eps <= by <= hi_y + eps


CornerRule = tuple[Point, Point, Point, Point, bool, bool]


class Sight:
    """Line of sight on one board under one rule (corner-to-corner or any-point). Results are
    cached per pair of hexes; use ``sight_for(board, any_point)`` to share one per board."""

    def __init__(self, board: Board, any_point: bool) -> None:
        self.board = board
        self.any_point = any_point
        self._walls: tuple[Segment, ...] | None = None
        self._wall_boxes: list[tuple[int, int, int, int]] = []
        n = len(board.cells)
        self._corners: list[tuple[Point, ...] | None] = [None] * n
        self._rules: list[list[CornerRule | None] | None] = [None] * n
        self._cache: dict[tuple[int, int], tuple[FPoint, FPoint] | None] = {}

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
        return self._walls

    # --- per hex data -------------------------------------------------------------------------

    def corners(self, i: int) -> tuple[Point, ...]:
        got = self._corners[i]
        if got is None:
            got = lattice_corners(self.board.cells[i])
            self._corners[i] = got
        return got

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
        segment between them."""
        (ax, ay), (bx, by) = lattice_centre(self.board.cells[i]), lattice_centre(self.board.cells[j])
        x0, x1 = min(ax, bx) - 2, max(ax, bx) + 2
        y0, y1 = min(ay, by) - 1, max(ay, by) + 1
        walls = self.walls
        return [
            walls[k]
            for k, (a, b, c, d) in enumerate(self._wall_boxes)
            if a <= x1 and b >= x0 and c <= y1 and d >= y0
        ]

    def _compute(self, i: int, j: int) -> tuple[FPoint, FPoint] | None:
        board = self.board
        terr = board.terrain_list
        if terr[i] is Terrain.WALL or terr[j] is Terrain.WALL:
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
            if _near_segment(px - ax, py - ay, vx, vy):
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
        hull = _hull([*hex_a, *hex_b])
        walls = [w for w in walls if _segment_meets_convex(w, hull)]
        critical = list(dict.fromkeys([*hex_a, *hex_b, *(p for w in walls for p in w)]))
        fwalls = [((float(a[0]), float(a[1])), (float(b[0]), float(b[1]))) for a, b in walls]
        planes_a, planes_b = _half_planes(hex_a), _half_planes(hex_b)
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
                found = _try_perturbations(a, b, on_line, planes_a, planes_b, fwalls)
                if found is not None:
                    return found
        return None


def _near_segment(px: int, py: int, vx: int, vy: int) -> bool:
    """Is the point (relative to the segment's start) strictly inside the segment (0,0)-(vx,vy)
    widened by a doubled hex {|y| < 2, |x| + |y| < 4}, i.e. is there a t in [0, 1] that puts
    p - t v strictly inside that hex? Exact: bounds on t are kept as integer fractions."""
    lo_n, lo_d = -1, 0  # -infinity
    hi_n, hi_d = 1, 0  # +infinity
    for sx, sy, m in ((0, 1, 2), (0, -1, 2), (1, 1, 4), (1, -1, 4), (-1, 1, 4), (-1, -1, 4)):
        base = sx * px + sy * py
        slope = -(sx * vx + sy * vy)
        # base + t * slope < m
        if slope == 0:
            if base >= m:
                return False
        elif slope > 0:  # t < (m - base) / slope
            num, den = m - base, slope
            if hi_d == 0 or num * hi_d < hi_n * den:
                hi_n, hi_d = num, den
        else:  # t > (base - m) / -slope
            num, den = base - m, -slope
            if lo_d == 0 or num * lo_d > lo_n * den:
                lo_n, lo_d = num, den
    if lo_d and hi_d and lo_n * hi_d >= hi_n * lo_d:
        return False
    if lo_d and lo_n >= lo_d:  # lower bound >= 1
        return False
    return not (hi_d and hi_n <= 0)  # upper bound <= 0


def _hull(points: list[Point]) -> list[Point]:
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def build(seq: list[Point]) -> list[Point]:
        out: list[Point] = []
        for p in seq:
            while len(out) >= 2 and _orient(out[-2], out[-1], p) <= 0:
                out.pop()
            out.append(p)
        return out

    lower = build(pts)
    upper = build(list(reversed(pts)))
    return lower[:-1] + upper[:-1]


def _segment_meets_convex(w: Segment, poly: list[Point]) -> bool:
    """Does the closed segment meet the closed convex polygon (counter-clockwise in _orient's
    sense)? Separating-axis test on the polygon's edges and the segment's own line."""
    a, b = w
    m = len(poly)
    for k in range(m):
        p, q = poly[k], poly[(k + 1) % m]
        if _orient(p, q, a) < 0 and _orient(p, q, b) < 0:
            return False
    sides = [_orient(a, b, p) for p in poly]
    return not (all(v > 0 for v in sides) or all(v < 0 for v in sides))


def _half_planes(poly: Sequence[Point]) -> list[tuple[float, float, float]]:
    """The hexagon as half-planes n . x >= c with inward normals."""
    cx = sum(p[0] for p in poly) / len(poly)
    cy = sum(p[1] for p in poly) / len(poly)
    out = []
    m = len(poly)
    for k in range(m):
        p, q = poly[k], poly[(k + 1) % m]
        nx, ny = float(p[1] - q[1]), float(q[0] - p[0])
        if nx * (cx - p[0]) + ny * (cy - p[1]) < 0:
            nx, ny = -nx, -ny
        out.append((nx, ny, nx * p[0] + ny * p[1]))
    return out


def _try_perturbations(
    a: int,
    b: int,
    on_line: list[Point],
    planes_a: list[tuple[float, float, float]],
    planes_b: list[tuple[float, float, float]],
    fwalls: Sequence[tuple[FPoint, FPoint]],
) -> tuple[FPoint, FPoint] | None:
    """Try the lines just beside the line a x + b y = c through the critical points
    ``on_line``: shifted to either side, and turned either way about each point between two
    consecutive critical points."""
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
            candidates.append((m, (dx + sign * delta * nx, dy + sign * delta * ny)))
    for origin, direction in candidates:
        seg = _bridge(origin, direction, planes_a, planes_b)
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


def _clip(
    origin: FPoint, direction: FPoint, planes: list[tuple[float, float, float]]
) -> tuple[float, float] | None:
    """Parameter interval of the line origin + t * direction inside a convex polygon given as
    half-planes; None if it misses the interior."""
    t0, t1 = -1e18, 1e18
    ox, oy = origin
    ddx, ddy = direction
    for nx, ny, c in planes:
        num = nx * ox + ny * oy - c  # >= 0 inside
        den = nx * ddx + ny * ddy
        if -1e-15 < den < 1e-15:
            if num <= 0:
                return None
            continue
        t = -num / den
        if den > 0:
            if t > t0:
                t0 = t
        elif t < t1:
            t1 = t
    if t1 - t0 <= 1e-12:
        return None
    return (t0, t1)


def _bridge(
    origin: FPoint,
    direction: FPoint,
    planes_a: list[tuple[float, float, float]],
    planes_b: list[tuple[float, float, float]],
) -> tuple[FPoint, FPoint] | None:
    """The shortest piece of the line joining the two hexes' interiors (from A to B)."""
    ia = _clip(origin, direction, planes_a)
    if ia is None:
        return None
    ib = _clip(origin, direction, planes_b)
    if ib is None:
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
