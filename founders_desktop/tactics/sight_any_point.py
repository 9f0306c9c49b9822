"""Any-point line of sight (Frosthaven, Jaws of the Lion): the geometry behind
``Sight._any_point`` in sight.py.

Two hexes see each other when some point of one joins some point of the other by a segment that
touches no wall. The set of such segments is open, so if it is not empty it contains lines
beside a line through two *critical points* (corners of the two hexes, ends of the walls between
them); ``try_perturbations`` tries those. ``near_segment`` and the hull helpers give a quick exact
proof that no line exists (no chain of open hexes inside the two hexes' convex hull).

Arithmetic: integer lattice points (exact) for the hull and corridor tests; the perturbed lines
use floats shifted by 1e-6, far below any gap between distinct critical features (integers below
a few hundred), and a 1e-9 tolerance that treats near-contact as contact, so they can only err
towards "blocked", at distances that never occur.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import gcd

Point = tuple[int, int]
Segment = tuple[Point, Point]
FPoint = tuple[float, float]


def orient(a: Point, b: Point, c: Point) -> int:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


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


def near_segment(px: int, py: int, vx: int, vy: int) -> bool:
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


def hull(points: list[Point]) -> list[Point]:
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def build(seq: list[Point]) -> list[Point]:
        out: list[Point] = []
        for p in seq:
            while len(out) >= 2 and orient(out[-2], out[-1], p) <= 0:
                out.pop()
            out.append(p)
        return out

    lower = build(pts)
    upper = build(list(reversed(pts)))
    return lower[:-1] + upper[:-1]


def segment_meets_convex(w: Segment, poly: list[Point]) -> bool:
    """Does the closed segment meet the closed convex polygon (counter-clockwise in _orient's
    sense)? Separating-axis test on the polygon's edges and the segment's own line."""
    a, b = w
    m = len(poly)
    for k in range(m):
        p, q = poly[k], poly[(k + 1) % m]
        if orient(p, q, a) < 0 and orient(p, q, b) < 0:
            return False
    sides = [orient(a, b, p) for p in poly]
    return not (all(v > 0 for v in sides) or all(v < 0 for v in sides))


def half_planes(poly: Sequence[Point]) -> list[tuple[float, float, float]]:
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


def try_perturbations(
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


def gcd3(a: int, b: int, c: int) -> int:
    g = gcd(gcd(abs(a), abs(b)), abs(c))
    return g or 1


def line_meets(a: int, b: int, c: int, poly: Sequence[Point]) -> bool:
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
