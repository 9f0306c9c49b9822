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
from founders_desktop.city.index import board_index
from founders_desktop.city.state import BoardState
from founders_desktop.content import ContentPack

# Roads looked for; beyond this an upgrade site counts as out of reach. At 4, 4-player games on
# the crowded thematic side stalled: every site was 5 or 6 roads from the sources.
MOST = 6
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
    """Fewest roads from the prerequisites' tiles (``grown``: the layers from each, see
    ``roads.layers``) before a tile of ``resource`` fits touching all of them; ``FAR + 1`` if
    not within ``MOST``."""
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


def _splits(total: int, parts: int) -> list[tuple[int, ...]]:
    if parts == 1:
        return [(total,)]
    return [(i, total - i) for i in range(total + 1)]
