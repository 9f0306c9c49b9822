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
holds it equal to building the road whenever the road delivers nothing.) A road delivers only
resources the player owns, one token per open slot at most, so with more tokens left than such
slots, or the tile's resource on the tracker already (no new token needed), a place found is
certain: ``road_verdict`` then says True, and the search need not build the road.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from founders_desktop.city.game.state import GameState
from founders_desktop.city.game.tiles import candidate_pieces
from founders_desktop.city.geometry import footprint_for
from founders_desktop.city.index import board_index
from founders_desktop.city.network import Network, network
from founders_desktop.city.piece_rules import piece_blocked
from founders_desktop.city.pieces import PieceKind, shared_piece
from founders_desktop.city.placements import _masks, legal_placements, need_tiles
from founders_desktop.city.state import BoardState
from founders_desktop.city.tokens import delivery_tokens_left, marks_take_tokens
from founders_desktop.city.trackers import trackers
from founders_desktop.content import Square
from founders_desktop.content.effects import Upgrade

_ROAD = shared_piece(PieceKind.ROAD)


def road_may_site(state: GameState, seat: int, e: Upgrade, road: Square) -> bool:
    """Whether, after ``seat`` builds a road on ``road``, some tile ``e`` could place (and pay
    for) might have a legal place connected to that road (False: it certainly has none)."""
    return road_verdict(state, seat, e, road) is not False


def road_verdict(state: GameState, seat: int, e: Upgrade, road: Square) -> bool | None:
    """``road_may_site``, and more: True if a tile certainly has a legal place connected to the
    road once it is built (its delivery token cannot run out: the player has the resource on
    their tracker already, or more tokens left than the road could deliver of theirs: open
    slots of resources they own); False if certainly none; None if the road must be built."""
    return _verdict(state.board, network(state.board, seat), _sites(state, seat, e), road)


def _verdict(board: BoardState, net: Network, sites: tuple[_Site, ...], road: Square) -> bool | None:
    """``road_verdict`` with the seat's network and the tiles' sites already looked up (the
    same for every road tried on one board)."""
    return next(_verdicts(board, net, sites, (road,)))


def _verdicts(
    board: BoardState, net: Network, sites: tuple[_Site, ...], roads: Iterable[Square]
) -> Iterator[bool | None]:
    """``_verdict`` of each road in turn, the board's tables looked up once for them all."""
    g = board.grid
    bits = g.bits
    neighbours = g.neighbours
    occupant = board_index(board).occupant
    chain_of = net.chain_of
    chain_squares = net.chain_squares
    chain_mask = net.chain_mask
    for road in roads:
        road_bit = bits.bit(road)
        chain = road_bit  # the chain the road joins, and the tiles it touches
        touching = 0
        for n in neighbours[road]:
            c = chain_of.get(n)
            if c is not None:
                chain |= chain_squares[c]
                touching |= chain_mask[c]
            j = occupant.get(n)
            if j is not None:
                touching |= 1 << j
        beside = bits.dilate(chain)
        found: bool | None = False
        for orientations, need_tiles_, token_sure in sites:
            if _sited_any(orientations, beside, touching, need_tiles_, road_bit):
                if token_sure:
                    found = True
                    break
                found = None
        yield found


def _sited_any(
    orientations: tuple[_Orientation, ...],
    beside: int,
    touching: int,
    need_tiles_: tuple[int, ...],
    road_bit: int = 0,
) -> bool:
    """Whether in some orientation some anchor (every cell on an allowed square, none on the
    road's square ``road_bit``) also has a cell beside the road's chain (``beside``) and one on
    each condition's connecting squares, where a condition whose tiles the chain touches
    (``touching``) is also met beside the chain. That is ``bits.anchors`` with the conditions
    grown by ``beside`` and ``beside`` itself added: a cell beside the chain is required anyway,
    so a grown condition asks nothing more, and each other condition's anchors (``touched``)
    were worked out once per board. (The shifts of ``bits.touching`` written out: this is the
    inner loop of the road-first search, once per road, tile and orientation.)"""
    for offsets, anchors, touched in orientations:
        if not anchors:
            continue
        near = 0
        on_road = 0
        for off in offsets:
            near |= beside >> off
            on_road |= road_bit >> off
        anchors &= near & ~on_road
        for tiles, need_anchors in zip(need_tiles_, touched, strict=True):
            if not anchors:
                break
            if not tiles & touching:
                anchors &= need_anchors
        if anchors:
            return True
    return False


def no_road_sites(state: GameState, seat: int, e: Upgrade) -> bool:
    """True if no legal road of ``seat`` could leave a tile of ``e`` sited (``road_verdict`` is
    False for every one), decided for all roads at once: the union of what any one road adds
    (the squares beside its chain, the tiles its chain touches) is a looser condition than each
    road's own, so a tile with no anchor under it has none after any single road. Remembered on
    the board per candidate tiles (the same tuple for every card and money that has them)."""
    board = state.board
    pieces = candidate_pieces(state, seat, e)
    key = ("no_road_sites", seat, id(pieces))
    hit = board._cache.get(key)
    if hit is not None and hit[0] is pieces:  # (the tuple itself is kept: ids are reused)
        return bool(hit[1])
    found = _no_road_sites(state, seat, e)
    board._cache[key] = (pieces, found)
    return found


def _no_road_sites(state: GameState, seat: int, e: Upgrade) -> bool:
    board = state.board
    allowed_roads, road_needs = _masks(board, seat, _ROAD, False)
    for need in road_needs:
        allowed_roads &= need
    if not allowed_roads:
        return True
    net = network(board, seat)
    bits = board.grid.bits
    near_roads = bits.dilate(allowed_roads)
    chains = allowed_roads
    touching = 0
    for c, squares in enumerate(net.chain_squares):
        if squares & near_roads:
            chains |= squares
            touching |= net.chain_mask[c]
    for j, mask in enumerate(board_index(board).tile_mask):
        if mask & near_roads:
            touching |= 1 << j
    beside = bits.dilate(chains)
    for orientations, need_tiles_, _ in _sites(state, seat, e):
        if _sited_any(orientations, beside, touching, need_tiles_):
            return False
    return True


def some_road_sites(state: GameState, seat: int, e: Upgrade) -> bool | None:
    """What trying every legal road of ``seat`` first shows for the tile of ``e``: True if some
    road surely leaves a tile a connected place (``road_verdict`` True), False if none can,
    None if a road must be built to tell. Remembered on the board per candidate tiles."""
    board = state.board
    pieces = candidate_pieces(state, seat, e)
    key = ("some_road_sites", seat, id(pieces))
    hit = board._cache.get(key)
    if hit is not None and hit[0] is pieces:  # (the tuple itself is kept: ids are reused)
        return hit[1]  # type: ignore[no-any-return]
    found: bool | None = False
    if not no_road_sites(state, seat, e):
        net = network(board, seat)
        sites = _sites(state, seat, e)
        roads = (pl.anchor for pl in legal_placements(board, seat, _ROAD))
        for verdict in _verdicts(board, net, sites, roads):
            if verdict:
                found = True
                break
            if verdict is None:
                found = None
    board._cache[key] = (pieces, found)
    return found


# Per orientation: its cells' bit offsets from the anchor, the anchors where every cell is on an
# allowed square, and per condition the anchors where some cell is on its connecting squares
# (before any road).
_Orientation = tuple[tuple[int, ...], int, tuple[int, ...]]
# Per tile: its orientations, each condition's tiles, and whether its delivery token is sure.
_Site = tuple[tuple[_Orientation, ...], tuple[int, ...], bool]


def _sites(state: GameState, seat: int, e: Upgrade) -> tuple[_Site, ...]:
    """Per tile ``e`` could place (none left out by ``piece_violations``): per orientation the
    anchors its cells allow and each condition's anchors (``_Orientation``), each condition's
    tiles, and whether its delivery token is sure to be there after the road. The same for
    every road tried on one board: remembered on it."""
    board = state.board
    pieces = candidate_pieces(state, seat, e)
    key = ("road_first_sites", seat, id(pieces))
    hit = board._cache.get(key)
    found = hit[1] if hit is not None and hit[0] is pieces else None  # (ids are reused: kept)
    if found is None:
        marks = trackers(board, seat)
        # the road's deliveries may spend the tokens a new tile's tracker mark needs
        spare = not marks_take_tokens(board) or delivery_tokens_left(board, seat) > _open_slots_of(
            board, marks.own
        )
        out = []
        for piece in pieces:
            if piece_blocked(board, seat, piece, False):
                continue
            fp = footprint_for(board, piece.kind, piece.item)
            assert fp is not None  # an advanced tile has a footprint
            allowed, needs = _masks(board, seat, piece, False)
            tiles = need_tiles(board, seat, piece)
            token_sure = spare or marks.can_use(piece.item)
            bits = board.grid.bits
            orientations = tuple(
                (
                    bits.shifts(cells),
                    bits.anchors(allowed, cells),
                    tuple(bits.touching(need, cells) for need in needs),
                )
                for cells in fp.orientations
            )
            out.append((orientations, tuple(tiles), token_sure))
        found = tuple(out)
        board._cache[key] = (pieces, found)
    return found  # type: ignore[no-any-return]


def _open_slots_of(board: BoardState, resources: frozenset[str]) -> int:
    """Open slots of prestige buildings for ``resources``: at most this many deliveries of a
    player owning only those resources can one road make (each spends one delivery token)."""
    buildings = board.pack.prestige_buildings
    tiles = board.tiles
    n = 0
    for i in board_index(board).prestige:  # (the prestige buildings alone, not every tile)
        tile = tiles[i]
        done = tile.delivered_resources()
        for slot in buildings[tile.item].slots:
            if slot.resource in resources and slot.resource not in done:
                n += 1
    return n
