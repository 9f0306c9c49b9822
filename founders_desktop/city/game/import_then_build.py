"""Whether a personal building can follow an import, read off the board before the import.

An adviser's main action may import and then follow with Construct; to offer it the search of
``complete.py`` would import on every square it may, and after each ask whether a house or a
bridge/gate could then be built. ``building_may_follow`` answers for one import square from the
board before it, with bit masks, and the search skips the squares where it cannot. What an
import of one's own resource on square ``s`` changes for the building that follows:
- it takes ``s`` and is the player's own building, so a house may not go on or beside ``s``
  (a bridge/gate may: "excluding bridges/gates"; and ``s`` is never a river or wall square);
- it is something the player owns, so the squares connected to what they own gain those
  touching ``s`` and those touching any chain of roads that touches ``s``. An import lays no
  road, so the chains themselves stay as they were;
- it costs its price, and the deliveries it makes possible score points, never money; the
  houses and bridges/gates left in the supply stay the same.
With nothing but gains of influence or points between the import and the Construct, a building
follows exactly when the money left pays for it and one of its squares is still free of those
limits and connected; the property test holds this equal to importing and asking the engine.
So when that Construct is all the action has left (``only_construct_left``), the answer settles
the import both ways: skipped if no building may follow, complete if one may.

Buying access instead (a claim token on another player's stall) takes no square and makes
nothing the player owns: no delivery follows (only owners deliver), the squares a building may
cover and those connected to what the player owns stay as they were, and only the money left
changes; the same test, with nothing gained, answers for it.
"""

from __future__ import annotations

from founders_desktop.city.game import boardops
from founders_desktop.city.game.ruled_out import every_effect
from founders_desktop.city.game.state import GameState, Step
from founders_desktop.city.game.tiles import _discount_follow, candidate_pieces, placements_for
from founders_desktop.city.network import Network, network
from founders_desktop.city.piece_rules import piece_blocked
from founders_desktop.city.pieces import PieceKind, Placement, shared_piece
from founders_desktop.city.placements import _masks
from founders_desktop.city.state import BoardState
from founders_desktop.content.effects import Construct, Effect, GainInfluence, GainPoints, Trade

_BUILDINGS = {"house": PieceKind.HOUSE, "bridge": PieceKind.BRIDGE}
_QUIET = (GainInfluence, GainPoints)  # no decision, no money


def next_construct(state: GameState, steps: list[Step]) -> Construct | None:
    """The Construct that ``steps`` (a stack's steps, the next to resolve last) resolve first,
    if only gains of influence or points come before it."""
    for s in reversed(steps):
        if s.kind != "effect" or s.effect is None:
            return None
        for e in every_effect(state.pack, (s.effect,)):
            if isinstance(e, Construct):
                return e
            if not isinstance(e, _QUIET):
                return None
    return None


def only_construct_left(state: GameState, steps: list[Step]) -> bool:
    """Whether ``steps`` hold one Construct and otherwise only gains of influence or points
    (which never fail): then the action is complete once that Construct has a building."""
    constructs = 0
    for s in steps:
        if s.kind != "effect" or s.effect is None:
            return False
        for e in every_effect(state.pack, (s.effect,)):
            if isinstance(e, Construct):
                constructs += 1
            elif not isinstance(e, _QUIET):
                return False
    return constructs == 1


def building_may_follow(state: GameState, e: Effect, placement: Placement, then: Construct) -> bool:
    """Whether ``then`` has a legal building after ``placement`` (an import or a bought access
    of ``e``, a trade)."""
    board = state.board
    seat = placement.player
    discount, follow = _discount_follow(e)
    money = state.players[seat].money - boardops.price(state, placement, discount, follow)
    if money < max(0, state.pack.costs.personal_building - then.discount):
        return False
    return _built_after(board, network(board, seat), _buildings(board, seat, then.buildings), placement)


def _built_after(
    board: BoardState, net: Network, buildings: tuple[_Building, ...], placement: Placement
) -> bool:
    """``building_may_follow`` once the money is known to suffice: some building of
    ``buildings`` (``_buildings``: the seat's, before the trade) has a square after it."""
    if not buildings:
        return False
    if placement.kind is PieceKind.BUY_ACCESS:
        stall = beside = 0  # a claim token only: no square, nothing newly owned
    else:
        bits = board.grid.bits
        stall = bits.bit(placement.anchor)
        beside = bits.dilate(stall)
    # First without what the import gains: a square connected before it still is after it
    # (each condition only grows), so most answers come without the chains looked at.
    for is_house, allowed, needs in buildings:
        allowed &= ~beside if is_house else ~stall
        for need in needs:
            allowed &= need
        if allowed:
            return True
    if placement.kind is PieceKind.BUY_ACCESS:
        return False  # nothing gained: the answer above is the whole answer
    chain_of = net.chain_of
    chains = 0
    for c in {chain_of[n] for n in board.grid.neighbours[placement.anchor] if n in chain_of}:
        chains |= net.chain_squares[c]
    gained = beside | board.grid.bits.dilate(chains)
    for is_house, allowed, needs in buildings:
        allowed &= ~beside if is_house else ~stall
        for need in needs:
            allowed &= need | gained
        if allowed:
            return True
    return False


_Building = tuple[bool, int, tuple[int, ...]]


def _buildings(board: BoardState, seat: int, buildings: tuple[str, ...]) -> tuple[_Building, ...]:
    """Per building of the Construct that the board allows at all (``piece_violations``): a
    house or not, the squares it may cover and those it must touch, before the trade. The same
    for every square the trade is tried on: remembered on the board."""
    key = ("buildings_before_trade", seat, buildings)
    found = board._cache.get(key)
    if found is None:
        out = []
        for name in buildings:
            kind = _BUILDINGS[name]
            piece = shared_piece(kind)
            if piece_blocked(board, seat, piece, False):
                continue
            allowed, needs = _masks(board, seat, piece, False)
            out.append((kind is PieceKind.HOUSE, allowed, tuple(needs)))
        found = board._cache[key] = tuple(out)
    return found  # type: ignore[no-any-return]


def trade_then_build(state: GameState, seat: int, effects: tuple[Effect, ...]) -> bool | None:
    """Whether a whole action "trade, then Construct" (a follow action's Construct counts, with
    nothing else but gains of influence or points) can be resolved: the search would choose each
    tile, then each square, and ``building_may_follow`` settles every import or bought access
    both ways, so some square where a building may follow is the answer. None: not such an
    action, or a placement (import and buy access together) the search must try."""
    trade = effects[0] if effects else None
    if not isinstance(trade, Trade):
        return None
    then: Construct | None = None
    for e in every_effect(state.pack, effects[1:]):
        if isinstance(e, Construct) and then is None:
            then = e
        elif not isinstance(e, _QUIET):
            return None
    if then is None:
        return None
    unsure = False
    # ``building_may_follow`` for each placement, what it looks up asked once for them all
    board = state.board
    discount, follow = _discount_follow(trade)
    money = state.players[seat].money
    floor = max(0, state.pack.costs.personal_building - then.discount)
    net = network(board, seat)
    buildings = _buildings(board, seat, then.buildings)
    terrain = board.grid.terrain
    import_prices: dict[object, int] = {}  # an import's price depends on its square's colour alone
    for piece in candidate_pieces(state, seat, trade):
        for action in placements_for(state, seat, trade, piece):
            if action.type not in ("import", "buy_access"):
                unsure = True
                continue
            placement = action.placement
            assert placement is not None
            if placement.kind is PieceKind.IMPORT:
                colour = terrain.get(placement.anchor)
                price = import_prices.get(colour)
                if price is None:
                    price = import_prices[colour] = boardops.price(state, placement, discount, follow)
            else:
                price = boardops.price(state, placement, discount, follow)
            if money - price >= floor and _built_after(board, net, buildings, placement):
                return True
    return None if unsure else False
