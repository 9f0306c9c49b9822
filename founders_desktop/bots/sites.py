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
    if not within ``MOST``."""
    allowed = allowed_squares(board, seat, resource)
    if not allowed:
        return FAR + 1
    bits = board.grid.bits
    near = [[bits.dilate(m) for m in g[: MOST + 1]] for g in grown]
    cells = shapes(board.pack)[resource]
    for total in range(MOST + 1):
        for split in _splits(total, len(grown)):
            needs = [n[min(k, len(n) - 1)] for n, k in zip(near, split, strict=True)]
            if any(bits.anchors(allowed, c, needs) for c in cells):
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
