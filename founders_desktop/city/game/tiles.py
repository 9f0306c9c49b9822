"""Placing a tile is two decisions, as at the table: which tile (``choose_piece``), then where
(``place``). The first list stays short (a few tiles, each known to have a legal square); the
second is exactly the board's ``legal_placements`` for that tile that the player can pay for.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import cast

from founders_desktop.city.game import boardops
from founders_desktop.city.game.actions import Action, ActionType, placement_action, placement_actions
from founders_desktop.city.game.effect_codes import CONSTRUCT, TRADE, UPGRADE, effect_code
from founders_desktop.city.game.piece_tables import piece_tables
from founders_desktop.city.game.reach import any_placement
from founders_desktop.city.game.state import GameState, Step
from founders_desktop.city.geometry import covered
from founders_desktop.city.index import board_index
from founders_desktop.city.network import network
from founders_desktop.city.pieces import Piece, PieceKind, shared_piece
from founders_desktop.city.placements import legal_placements
from founders_desktop.content import ContentPack, Square
from founders_desktop.content.effects import Construct, Effect, Trade, Upgrade

FOLLOW_TERRAINS = frozenset({"red", "white"})
TRADE_KINDS = {
    "import": PieceKind.IMPORT,
    "buy_access": PieceKind.BUY_ACCESS,
    "import_access": PieceKind.IMPORT_AND_BUY,
}


def can_build_road(state: GameState, seat: int) -> bool:
    return any_placement(state.board, seat, shared_piece(PieceKind.ROAD))


def road_options(state: GameState, seat: int) -> Iterator[Action]:
    yield from placement_actions(
        "road", seat, legal_placements(state.board, seat, shared_piece(PieceKind.ROAD))
    )


def is_follow_trade(e: Trade) -> bool:
    """A trade limited to red and white squares is the follow form (the board checks colours)."""
    return set(e.terrains) <= FOLLOW_TERRAINS


KIND_OF_ACTION: dict[ActionType, PieceKind] = {
    "import": PieceKind.IMPORT,
    "buy_access": PieceKind.BUY_ACCESS,
    "import_access": PieceKind.IMPORT_AND_BUY,
    "upgrade": PieceKind.UPGRADE,
    "house": PieceKind.HOUSE,
    "bridge": PieceKind.BRIDGE,
}
ACTION_OF_KIND = {kind: name for name, kind in KIND_OF_ACTION.items()}


_CANDIDATES: dict[tuple[object, ...], tuple[Effect, ContentPack, tuple[Piece, ...]]] = {}


def candidate_pieces(state: GameState, seat: int, e: Effect) -> tuple[Piece, ...]:
    """The tiles an effect could place, before asking the board where. Remembered by what they
    depend on (asked for every card in hand on every turn, and these rarely change): a trade on
    the resources the seat controls, an upgrade on the tiers its money pays for and its resource
    tracker, a personal building on whether its money pays for one. The same answer comes back
    as the same tuple, so callers may remember what they derive from it by its identity."""
    pack = state.pack
    p = state.players[seat]
    code = effect_code(e)
    if code == TRADE:
        key: tuple[object, ...] = (id(e), id(pack), len(state.players) == 1, p.race_resource, tuple(p.cards))
    elif code == UPGRADE:
        usable = state.trackers(seat)
        key = (id(e), id(pack), _paid_tiers(pack, cast(Upgrade, e), p.money), usable.own, usable.access)
    elif code == CONSTRUCT:
        discount = cast(Construct, e).discount
        key = (id(e), id(pack), max(0, pack.costs.personal_building - discount) <= p.money)
    else:
        return tuple(_candidate_pieces(state, seat, e))
    found = _CANDIDATES.get(key)
    if found is not None and found[0] is e and found[1] is pack:  # (both kept alive: ids stay theirs)
        return found[2]
    if len(_CANDIDATES) > 4096:
        _CANDIDATES.clear()
    made = tuple(_candidate_pieces(state, seat, e))
    _CANDIDATES[key] = (e, pack, made)
    return made


_PAID: dict[tuple[int, int, int], tuple[Upgrade, ContentPack, tuple[int, ...]]] = {}


def _paid_tiers(pack: ContentPack, e: Upgrade, money: int) -> tuple[int, ...]:
    """The tiers of ``e`` that ``money`` pays for, remembered per effect, pack and amount."""
    key = (id(e), id(pack), money)
    found = _PAID.get(key)
    if found is not None and found[0] is e and found[1] is pack:  # (both kept alive: ids stay theirs)
        return found[2]
    price = piece_tables(pack).tier_price
    paid = tuple(tier for tier in e.tiers if max(0, price[tier] - e.discount) <= money)
    if len(_PAID) > 4096:  # effects made on the fly (an upgrade after its road) come and go
        _PAID.clear()
    _PAID[key] = (e, pack, paid)
    return paid


def _candidate_pieces(state: GameState, seat: int, e: Effect) -> list[Piece]:
    pack = state.pack
    money = state.players[seat].money
    out: list[Piece] = []
    match e:
        case Trade():
            follow = is_follow_trade(e)
            if "import" in e.forms:
                out += [shared_piece(PieceKind.IMPORT, r) for r in state.controlled(seat)]
            if "buy_access" in e.forms:
                out.append(shared_piece(PieceKind.BUY_ACCESS))
            if "import_and_buy_access" in e.forms and not follow:
                mine = set(state.controlled(seat))
                out += [
                    shared_piece(PieceKind.IMPORT_AND_BUY, r) for r in pack.basic_resources if r not in mine
                ]
        case Upgrade():
            usable = state.trackers(seat)
            upgrades = piece_tables(pack).upgrades
            for tier in e.tiers:
                if max(0, pack.costs.upgrade_cost(tier) - e.discount) <= money:
                    out += [
                        piece
                        for piece, prerequisites in upgrades.get(tier, ())
                        if all(usable.can_use(r) for r in prerequisites)
                    ]
        case Construct():
            if max(0, pack.costs.personal_building - e.discount) <= money:
                if "house" in e.buildings:
                    out.append(shared_piece(PieceKind.HOUSE))
                if "bridge" in e.buildings:
                    out.append(shared_piece(PieceKind.BRIDGE))
    return out


_TERMS: dict[int, tuple[Effect, int, bool]] = {}  # id -> (the effect, discount, follow)


def _discount_follow(e: Effect) -> tuple[int, bool]:
    """The card's discount and whether it is the follow form of a trade (cached per effect)."""
    found = _TERMS.get(id(e))
    if found is not None and found[0] is e:
        return found[1], found[2]
    discount = getattr(e, "discount", 0)
    follow = isinstance(e, Trade) and is_follow_trade(e)
    if len(_TERMS) > 4096:  # effects made on the fly (an upgrade after its road) come and go
        _TERMS.clear()
    _TERMS[id(e)] = (e, discount, follow)
    return discount, follow


def _dearest(state: GameState, piece: Piece, e: Effect) -> int:
    """The most this piece can cost with this effect (to skip listing when money suffices)."""
    discount, _ = _discount_follow(e)
    tables = piece_tables(state.pack)
    if piece.kind is PieceKind.UPGRADE:
        base = tables.upgrade_price[piece.item]
    else:
        base = tables.dearest.get(piece.kind, state.pack.costs.personal_building)
    return max(0, base - discount)


def placements_for(
    state: GameState, seat: int, e: Effect, piece: Piece, road: Square | None = None
) -> Iterator[Action]:
    """Legal placements of ``piece`` the seat can pay for, as actions; with ``road`` (an
    upgrade's road built first) only those connected to that road."""
    discount, follow = _discount_follow(e)
    money = state.players[seat].money
    name = ACTION_OF_KIND[piece.kind]
    near = _road_chain_neighbours(state, seat, road) if road is not None else None
    # The price of a legal placement depends on the piece alone, or for an import on the colour
    # of its square; only buying access is priced tile by tile.
    kind = piece.kind
    legal = legal_placements(state.board, seat, piece, follow=follow)
    if near is None and kind is not PieceKind.BUY_ACCESS and _dearest(state, piece, e) <= money:
        # no legal placement costs more than the dearest price: every one is affordable
        yield from placement_actions(name, seat, legal)
        return
    terrain = state.board.grid.terrain
    bits = state.board.grid.bits
    prices: dict[object, int] = {}
    for pl in legal:
        if kind is PieceKind.BUY_ACCESS:
            amount = boardops.price(state, pl, discount, follow)
        else:
            where = terrain.get(pl.anchor) if kind is PieceKind.IMPORT else None
            found = prices.get(where)
            if found is None:
                found = prices[where] = boardops.price(state, pl, discount, follow)
            amount = found
        if amount > money:
            continue
        if near is not None and not near & bits.of(covered(state.board, pl) or ()):
            continue
        yield placement_action(name, seat, pl)


def _road_chain_neighbours(state: GameState, seat: int, road: Square) -> int:
    """The mask of squares touching the chain of roads that holds ``road``: a tile there is
    connected to it. A mask, not a set of squares: it is asked once per road tried by the
    road-first search, the hottest loop of a random game."""
    net = network(state.board, seat)
    bits = state.board.grid.bits
    chain = net.chain_of.get(road)
    chain_mask = net.chain_squares[chain] if chain is not None else bits.bit(road)
    near = bits.dilate(chain_mask)
    if chain_mask & (chain_mask - 1) == 0:
        near &= ~chain_mask  # a lone square does not touch itself; in a longer chain each does
    return near


def road_square(step: Step) -> Square | None:
    """The road an upgrade's road-first step left for the tile to connect to."""
    return (step.options[0], step.options[1]) if len(step.options) == 2 else None


def piece_possible(state: GameState, seat: int, e: Effect, piece: Piece) -> bool:
    """Whether ``placements_for`` lists anything (cached on the board: it depends only on the
    board, the seat, the piece, the card's discount and follow form, and the seat's money)."""
    discount, follow = _discount_follow(e)
    money = state.players[seat].money
    kind = piece.kind
    # One price per piece: affordable at its dearest means any legal placement will do (the
    # board caches that answer; no need for a second entry per amount of money).
    one_price = kind is PieceKind.UPGRADE or kind is PieceKind.HOUSE or kind is PieceKind.BRIDGE
    if one_price and _dearest(state, piece, e) <= money:
        return any_placement(state.board, seat, piece, follow)
    key = ("possible", seat, kind, piece.item, discount, follow, money)  # (fields: hashed in C)
    cache = state.board._cache
    found = cache.get(key)
    if found is None:
        found = cache[key] = _piece_possible(state, seat, e, piece)
    return found  # type: ignore[no-any-return]


def _piece_possible(state: GameState, seat: int, e: Effect, piece: Piece) -> bool:
    _, follow = _discount_follow(e)
    if piece.kind in (PieceKind.IMPORT, PieceKind.IMPORT_AND_BUY) and not stall_may_fit(state, piece):
        return False
    if _dearest(state, piece, e) <= state.players[seat].money:
        return any_placement(state.board, seat, piece, follow)
    return any(True for _ in placements_for(state, seat, e, piece))


def stall_may_fit(state: GameState, piece: Piece) -> bool:
    """Quick necessary conditions before the board's search: a stall of the resource is left,
    and another player's resource is imported only after enough completions."""
    board = state.board
    if len(board_index(board).resource_tiles.get(piece.item, ())) >= state.pack.resources[piece.item].tiles:
        return False
    if piece.kind is PieceKind.IMPORT_AND_BUY and not board.is_neutral(piece.item):
        return state.completions() >= state.pack.costs.other_player_import_after_completions
    return True


def piece_options(state: GameState, step: Step) -> Iterator[Action]:
    """First choose the tile (as a player picks one up), then where it goes (``place`` step).
    An upgrade main action with a road may instead build the road first (``road_first``)."""
    seat, e = step.seat, step.effect
    assert e is not None
    road = road_square(step)
    for piece in candidate_pieces(state, seat, e):
        if road is None:
            ok = piece_possible(state, seat, e, piece)
        else:
            ok = any(True for _ in placements_for(state, seat, e, piece, road))
        if ok:
            yield Action("choose_piece", seat, target=f"{piece.kind.value}:{piece.item}")
    # a tile it could afford and make, maybe once the road is down
    road_first = isinstance(e, Upgrade) and e.road and road is None
    if road_first and candidate_pieces(state, seat, e) and can_build_road(state, seat):
        yield Action("road_first", seat)


def piece_of(target: str) -> Piece:
    kind, item = target.split(":", 1)
    return shared_piece(PieceKind(kind), item)
