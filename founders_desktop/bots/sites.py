"""Where an upgrade could stand, and how many roads until it can.

An advanced tile must touch (directly or through a road chain) a usable tile of each
prerequisite, and may not stand beside the seat's own buildings nor in a section that has its
resource already. So a seat that owns both sources still needs a road from each to a free spot
that touches neither: straight-line closeness says nothing. This counts, with the board's own
anchor search on bit masks, the fewest roads (grown from the sources, ``roads.layers``) after
which some orientation of the tile fits.
"""

from __future__ import annotations

from founders_desktop.bots.roads import FAR
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


def roads_to_site(board: BoardState, seat: int, resource: str, grown: list[list[int]]) -> int:
    """Fewest roads from the tiles it must connect to (``grown``: the layers from each source,
    see ``roads.layers``) before a tile of ``resource`` fits touching all of them; ``FAR + 1``
    if not within ``MOST``. The greedy player asks this for every upgrade on every position it
    weighs, so the anchors touching each source's k-th layer are worked out once per
    orientation, when first needed, and each way of sharing the roads is a few ANDs of them;
    layers only grow, so a site the deepest layers miss is out of reach at once."""
    allowed = allowed_squares(board, seat, resource)
    if not allowed:
        return FAR + 1
    bits = board.grid.bits
    orientations = []  # (cells, anchors where every cell is allowed)
    for cells in shapes(board.pack)[resource]:
        fits = bits.anchors(allowed, cells)
        if fits:
            orientations.append((cells, fits))
    if not orientations:
        return FAR + 1
    depth = [min(MOST, len(g) - 1) for g in grown]
    rings: dict[tuple[int, int], int] = {}  # (source, layer) -> the squares touching that layer
    touching: dict[tuple[int, int, int], int] = {}  # (orientation, source, layer) -> anchors

    def fits_with(split: tuple[int, ...]) -> bool:
        for o, (cells, found) in enumerate(orientations):
            for i, k in enumerate(split):
                k = min(k, depth[i])
                anchors = touching.get((o, i, k))
                if anchors is None:
                    ring = rings.get((i, k))
                    if ring is None:
                        ring = rings[i, k] = bits.dilate(grown[i][k])
                    anchors = touching[o, i, k] = bits.touching(ring, cells)
                found &= anchors
                if not found:
                    break
            if found:
                return True
        return False

    if not fits_with(tuple(depth)):
        return FAR + 1
    for total in range(MOST + 1):
        for split in _splits(total, len(grown)):
            if fits_with(split):
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


def _splits(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to share ``total`` roads among ``parts`` sources."""
    if parts == 1:
        return [(total,)]
    return [(i, *rest) for i in range(total + 1) for rest in _splits(total - i, parts - 1)]
