"""Which roads an Upgrade built road first could still be sited against, without building them.

"Either before or after placing the tile, the player may also build a single road connected to
the resource tile being built." With the road first, the search for a complete action would try
every legal road (a full placement each: deliveries, networks, a copied game) and then look for
a tile connected to it. ``road_may_site`` answers from the board before the road, with bit
masks, whether a road on one square can leave any tile of the action a legal, connected place;
the search skips the roads for which it cannot. It is a necessary condition (never False where
a road would work), so no answer of the engine changes; why, rule by rule:

A road on square ``r`` (free, so no tile stands there) changes the board only in this:
- ``r`` is no longer free. Every other condition on the squares a tile may cover (not beside the
  player's own buildings, one tile of a resource per section) reads tiles, which a road does not
  add: the squares allowed after the road are exactly those allowed before, less ``r``.
- Roads chain by touch, so ``r`` and every chain of road squares it touches (the player's own
  bridges/gates count as roads for them) become one chain ``C``; the other chains stay as they
  were. "Connected" is touching a tile or touching a chain that touches it, and ``C`` touches
  the tiles its old chains touched and those beside ``r``. So for any set of tiles ``T`` (what
  the player owns; the tiles of one prerequisite they own or have access to, which a road leaves
  as they were: it places no claim), the squares connected to ``T`` after the road are those
  connected before, and the squares touching ``C`` if ``C`` touches a tile of ``T``.
- The tile must also be connected to the road itself: it must touch ``C``.
- A delivery the road makes possible spends delivery tokens and fills slots; it never gives
  money, tiles left or claim tokens back, so what a piece needs wherever it goes
  (``piece_violations``: tiles left, claim and delivery tokens) is no easier after the road, and
  the tiles the card can pay for (money, the resource tracker) are the same.

A tile with a legal place after the road therefore has an anchor where every cell is allowed
(less ``r``), some cell touches ``C``, and for each condition some cell is connected to it before
the road or touches ``C`` while ``C`` touches one of its tiles; that is what is tested. (It is
in fact exact unless the road's deliveries use up the last delivery tokens; the property test
holds it equal to building the road whenever the road delivers nothing.)
"""

from __future__ import annotations

from founders_desktop.city.game.state import GameState
from founders_desktop.city.game.tiles import candidate_pieces
from founders_desktop.city.geometry import footprint_for
from founders_desktop.city.index import board_index
from founders_desktop.city.network import network
from founders_desktop.city.piece_rules import piece_violations
from founders_desktop.city.placements import _masks, need_tiles
from founders_desktop.content import Square
from founders_desktop.content.effects import Upgrade


def road_may_site(state: GameState, seat: int, e: Upgrade, road: Square) -> bool:
    """Whether, after ``seat`` builds a road on ``road``, some tile ``e`` could place (and pay
    for) might have a legal place connected to that road (False: it certainly has none)."""
    board = state.board
    net = network(board, seat)
    bits = board.grid.bits
    occupant = board_index(board).occupant
    chain_of = net.chain_of
    chain = bits.bit(road)  # the chain the road joins, and the tiles it touches
    touching = 0
    for n in board.grid.neighbours[road]:
        c = chain_of.get(n)
        if c is not None:
            chain |= net.chain_squares[c]
            touching |= net.chain_mask[c]
        j = occupant.get(n)
        if j is not None:
            touching |= 1 << j
    beside = bits.dilate(chain)
    free = ~bits.bit(road)
    for allowed, needs, orientations in _sites(state, seat, e):
        after = [need | beside if tiles & touching else need for need, tiles in needs]
        after.append(beside)  # and connected to the road
        allowed &= free
        if any(bits.anchors(allowed, cells, after) for cells in orientations):
            return True
    return False


_Site = tuple[int, tuple[tuple[int, int], ...], tuple[tuple[tuple[int, int], ...], ...]]


def _sites(state: GameState, seat: int, e: Upgrade) -> tuple[_Site, ...]:
    """Per tile ``e`` could place (none left out by ``piece_violations``): the squares its cells
    may cover, each condition's (connecting squares, tiles), and its orientations' cells. The
    same for every road tried on one board: remembered on it."""
    board = state.board
    pieces = candidate_pieces(state, seat, e)
    key = ("road_first_sites", seat, pieces)
    found = board._cache.get(key)
    if found is None:
        out = []
        for piece in pieces:
            if piece_violations(board, seat, piece, False):
                continue
            fp = footprint_for(board, piece.kind, piece.item)
            assert fp is not None  # an advanced tile has a footprint
            allowed, needs = _masks(board, seat, piece, False)
            tiles = need_tiles(board, seat, piece)
            out.append((allowed, tuple(zip(needs, tiles, strict=True)), fp.orientations))
        found = board._cache[key] = tuple(out)
    return found  # type: ignore[no-any-return]
