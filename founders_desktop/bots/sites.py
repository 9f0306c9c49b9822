"""Where an upgrade could stand, and how many roads until it can.

An advanced tile must touch (directly or through a road chain) a usable tile of each
prerequisite, and may not stand beside the seat's own buildings nor in a section that has its
resource already. So a seat that owns both sources still needs a road from each to a free spot
that touches neither: straight-line closeness says nothing. This counts, with the board's own
anchor search on bit masks, the fewest roads (grown from the sources, ``roads.Layers``) after
which some orientation of the tile fits.
"""

from __future__ import annotations

from founders_desktop.bots.roads import FAR, Layers
from founders_desktop.city.bits import set_bits
from founders_desktop.city.index import board_index
from founders_desktop.city.state import BoardState
from founders_desktop.content import ContentPack

# Roads looked for; beyond this an upgrade site counts as out of reach. At 4, 4-player games on
# the crowded thematic side stalled: every site was 5 or 6 roads from the sources.
MOST = 6
WIDE = 24  # placements: a site with more than this is not shut by one tile
Cells = tuple[tuple[int, int], ...]
_SHAPES: dict[int, tuple[ContentPack, dict[str, tuple[Cells, ...]]]] = {}


def shapes(pack: ContentPack) -> dict[str, tuple[Cells, ...]]:
    """Advanced resource -> its footprint's orientations (read once per pack)."""
    hit = _SHAPES.get(id(pack))
    if hit is not None and hit[0] is pack:
        return hit[1]
    table = {r.id: pack.footprint_of(r).orientations for r in pack.resources.values() if r.tier > 1}
    _SHAPES[id(pack)] = (pack, table)
    return table


def allowed_squares(board: BoardState, seat: int, resource: str) -> int:
    """Free squares the seat's tile of ``resource`` may cover (the board's own rules)."""
    idx = board_index(board)
    g = board.grid
    allowed = idx.free_mask & ~idx.near_own_mask[seat]
    for section, item in idx.resources_in_section:
        if item == resource:
            allowed &= ~g.section_mask[section]
    return allowed


def roads_to_site(board: BoardState, seat: int, resource: str, grown: list[Layers]) -> int:
    """Fewest roads from the tiles it must connect to (``grown``: the layers from each source,
    see ``roads.Layers``) before a tile of ``resource`` fits touching all of them; ``FAR + 1``
    if not within ``MOST``. The greedy player asks this for every upgrade on every position it
    weighs, so rather than trying every way to share ``total`` roads among the sources, it keeps
    per orientation the anchors that ``t`` roads shared among the first ``j`` sources reach
    (``reached[j][t]``: those reached by ``t - k`` roads among the sources before ``j`` that
    touch layer ``k`` of source ``j``), one total after the other. Layers only grow, so a site
    the deepest layers miss is out of reach without going through the totals."""
    allowed = allowed_squares(board, seat, resource)
    if not allowed:
        return FAR + 1
    bits = board.grid.bits
    n = len(grown)
    rings: dict[tuple[int, int], int] = {}  # (source, layer) -> the squares touching that layer
    orientations = []  # (cells, anchors with every cell allowed, (source, layer) -> anchors touching it)
    for cells in shapes(board.pack)[resource]:
        fits = bits.anchors(allowed, cells)
        if fits:
            orientations.append((cells, fits, dict[tuple[int, int], int]()))
    if not orientations:
        return FAR + 1

    def touching(o: int, i: int, k: int) -> int:
        cells, fits, known = orientations[o]
        found = known.get((i, k))
        if found is None:
            ring = rings.get((i, k))
            if ring is None:
                ring = rings[i, k] = bits.dilate(grown[i].at(k))
            found = known[i, k] = fits & bits.touching(ring, cells)
        return found

    def fits_deepest() -> bool:
        for o, (_, fits, _) in enumerate(orientations):
            for i in range(n):
                fits &= touching(o, i, MOST)
                if not fits:
                    break
            if fits:
                return True
        return False

    reached: list[list[list[int]]] = [[[] for _ in grown] for _ in orientations]  # [orientation][j][t]
    for total in range(MOST + 1):
        if total == 2 and not fits_deepest():  # (once the near sites are out: it grows every layer)
            return FAR + 1
        for o, (_, fits, _) in enumerate(orientations):
            mine = reached[o]
            found = fits & touching(o, 0, total)
            mine[0].append(found)
            for j in range(1, n):
                below = mine[j - 1]
                found = 0
                for k in range(total + 1):
                    if below[total - k]:
                        found |= below[total - k] & touching(o, j, k)
                mine[j].append(found)
            if found:
                return total
    return FAR + 1


def placements_now(board: BoardState, seat: int, resource: str, needs: list[int]) -> list[int] | None:
    """The squares of each placement of the seat's ``resource`` tile that fits now touching every
    mask of ``needs``; None when there are more than ``WIDE`` (room for more than one tile)."""
    allowed = allowed_squares(board, seat, resource)
    bits = board.grid.bits
    out: list[int] = []
    for cells in shapes(board.pack)[resource]:
        for anchor in set_bits(bits.anchors(allowed, cells, needs)):
            out.append(bits.placed(anchor, cells))
            if len(out) > WIDE:
                return None
    return out


def shuts(board: BoardState, seat: int, first: tuple[str, list[int]], second: tuple[str, list[int]]) -> bool:
    """Whether the seat's tile of ``first`` (resource, the masks it must touch), wherever it
    fits now, leaves ``second`` no site: it covers the squares, and the seat's next tile may not
    touch it. Two upgrades between the same sources often share one gap; both counted as in
    reach, building one lost the other, and a seat that could finish a building would not."""
    placed = placements_now(board, seat, *first)
    if not placed:
        return False
    resource, needs = second
    bits = board.grid.bits
    allowed = allowed_squares(board, seat, resource)
    cells = shapes(board.pack)[resource]
    return not any(bits.anchors(allowed & ~bits.dilate(p), c, needs) for p in placed for c in cells)
