"""Card effects as steps: each printed effect becomes a step on the stack.

Gains and payments resolve on their own; recruit, trade, upgrade, construct, roads and choices
wait for their seat's decision. ``options`` lists the legal actions of an effect step (placements
straight from the board module's ``legal_placements``), and ``feasible`` says whether a list of
effects can be started (a card is played face up only if its main action can be carried out).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice

from founders_desktop.city.game import boardops
from founders_desktop.city.game.actions import Action, ActionRecord
from founders_desktop.city.game.reach import any_placement, upgrade_may_fit
from founders_desktop.city.game.state import GameState, Step
from founders_desktop.city.geometry import covered
from founders_desktop.city.index import board_index
from founders_desktop.city.network import network
from founders_desktop.city.pieces import Piece, PieceKind, TileKind
from founders_desktop.city.placements import legal_placements
from founders_desktop.content import Square
from founders_desktop.content.effects import (
    BuildRoads,
    Choice,
    CollectIncome,
    Construct,
    Effect,
    FollowAction,
    GainInfluence,
    GainMoney,
    GainPoints,
    PayMoney,
    Recruit,
    Trade,
    Upgrade,
)

AUTO = (GainMoney, PayMoney, GainInfluence, GainPoints, CollectIncome, FollowAction)
FOLLOW_TERRAINS = frozenset({"red", "white"})
TRADE_KINDS = {
    "import": PieceKind.IMPORT,
    "buy_access": PieceKind.BUY_ACCESS,
    "import_access": PieceKind.IMPORT_AND_BUY,
}


def push_effects(state: GameState, seat: int, effects: tuple[Effect, ...], ref: str = "") -> None:
    """Put ``effects`` on the stack so that the first is resolved first."""
    for e in reversed(effects):
        if isinstance(e, BuildRoads):
            for _ in range(e.count):
                state.stack.append(Step("road", seat, ref=ref))
        else:
            state.stack.append(Step("effect", seat, effect=e, ref=ref))


def per_count(state: GameState, seat: int, per: str | None) -> int:
    """The multiplier of a "per" gain."""
    match per:
        case None:
            return 1
        case "house":
            return state.houses(seat)
        case "bridge":
            return sum(1 for t in state.board.tiles if t.kind is TileKind.BRIDGE and t.owner == seat)
        case "resource_type_owned":
            return state.trackers(seat).income
        case "adviser_recruited":
            return state.players[seat].advisers_recruited
        case "prestige_delivered_to":
            return sum(
                1
                for t in state.board.tiles
                if t.kind is TileKind.PRESTIGE and any(p == seat for _, p in t.delivered)
            )
    return 1


def gain_fleeting(state: GameState, seat: int, amount: int) -> None:
    state.players[seat].fleeting += max(0, min(amount, state.influence_left()))


def gain_lasting(state: GameState, seat: int, amount: int) -> None:
    state.players[seat].lasting += max(0, min(amount, state.influence_left()))


def collect_income(state: GameState, rec: ActionRecord, seat: int) -> None:
    """Money equal to the income track, and 1 fleeting influence per house built."""
    income = state.trackers(seat).income
    state.players[seat].money += income
    rec.money.append((seat, income))
    gain_fleeting(state, seat, state.houses(seat))


def add_card_points(state: GameState, rec: ActionRecord, seat: int, points: int, reason: str) -> None:
    from founders_desktop.city.game.actions import Payment

    if points:
        state.players[seat].card_points += points
        rec.payments.append(Payment(seat, points, reason))


def resolve_auto(state: GameState, rec: ActionRecord, step: Step) -> None:
    """Resolve an effect that needs no decision."""
    e = step.effect
    seat = step.seat
    p = state.players[seat]
    match e:
        case GainMoney():
            amount = e.amount * per_count(state, seat, e.per)
            p.money += amount
            rec.money.append((seat, amount))
        case PayMoney():
            paid = min(e.amount, p.money)
            p.money -= paid
            rec.money.append((seat, -paid))
        case GainInfluence():
            amount = e.amount * per_count(state, seat, e.per)
            if e.lasting:
                gain_lasting(state, seat, amount)
            else:
                gain_fleeting(state, seat, amount)
        case GainPoints():
            add_card_points(state, rec, seat, e.amount * per_count(state, seat, e.per), "card")
        case CollectIncome():
            collect_income(state, rec, seat)
        case FollowAction():
            card = state.pack.standard_cards[e.category]
            push_effects(state, seat, card.follow_options[0], step.ref)


# -- what each decision may be ---------------------------------------------------------------


def options(state: GameState, step: Step) -> Iterator[Action]:
    """Every legal action for an effect or road step."""
    seat = step.seat
    if step.kind == "road":
        yield from road_options(state, seat)
        return
    e = step.effect
    match e:
        case Recruit():
            yield from recruit_options(state, seat, e)
        case Trade() | Upgrade() | Construct():
            if step.kind == "place":
                yield from placements_for(state, seat, e, piece_of(step.ref), road_square(step))
            else:
                yield from piece_options(state, step)
        case Choice():
            for i, opt in enumerate(e.options):
                if feasible(state, seat, opt):
                    yield Action("choose", seat, index=i)


def can_build_road(state: GameState, seat: int) -> bool:
    return any_placement(state.board, seat, Piece(PieceKind.ROAD))


def road_options(state: GameState, seat: int) -> Iterator[Action]:
    for pl in legal_placements(state.board, seat, Piece(PieceKind.ROAD)):
        yield Action("road", seat, placement=pl)


def recruit_cost(state: GameState, space: int, discount: int) -> int:
    return max(0, state.pack.costs.adviser_offer[space] - discount)


def recruit_options(state: GameState, seat: int, e: Recruit) -> Iterator[Action]:
    p = state.players[seat]
    usable = state.trackers(seat)
    for i, card in enumerate(state.offer):
        if card is None or card not in state.pack.advisers:
            continue
        if (
            usable.can_use(state.pack.advisers[card].resource)
            and recruit_cost(state, i, e.discount) <= p.money
        ):
            yield Action("recruit", seat, index=i)


def is_follow_trade(e: Trade) -> bool:
    """A trade limited to red and white squares is the follow form (the board checks colours)."""
    return set(e.terrains) <= FOLLOW_TERRAINS


KIND_OF_ACTION = {
    "import": PieceKind.IMPORT,
    "buy_access": PieceKind.BUY_ACCESS,
    "import_access": PieceKind.IMPORT_AND_BUY,
    "upgrade": PieceKind.UPGRADE,
    "house": PieceKind.HOUSE,
    "bridge": PieceKind.BRIDGE,
}
ACTION_OF_KIND = {kind: name for name, kind in KIND_OF_ACTION.items()}


def candidate_pieces(state: GameState, seat: int, e: Effect) -> list[Piece]:
    """The tiles an effect could place, before asking the board where."""
    pack = state.pack
    money = state.players[seat].money
    out: list[Piece] = []
    match e:
        case Trade():
            follow = is_follow_trade(e)
            if "import" in e.forms:
                out += [Piece(PieceKind.IMPORT, r) for r in state.controlled(seat)]
            if "buy_access" in e.forms:
                out.append(Piece(PieceKind.BUY_ACCESS))
            if "import_and_buy_access" in e.forms and not follow:
                mine = set(state.controlled(seat))
                out += [Piece(PieceKind.IMPORT_AND_BUY, r) for r in pack.basic_resources if r not in mine]
        case Upgrade():
            usable = state.trackers(seat)
            for tier in e.tiers:
                if max(0, pack.costs.upgrade_cost(tier) - e.discount) <= money:
                    out += [
                        Piece(PieceKind.UPGRADE, res.id)
                        for res in pack.tier(tier)
                        if all(usable.can_use(r) for r in res.prerequisites)
                    ]
        case Construct():
            if max(0, pack.costs.personal_building - e.discount) <= money:
                if "house" in e.buildings:
                    out.append(Piece(PieceKind.HOUSE))
                if "bridge" in e.buildings:
                    out.append(Piece(PieceKind.BRIDGE))
    return out


def _discount_follow(e: Effect) -> tuple[int, bool]:
    discount = getattr(e, "discount", 0)
    return discount, isinstance(e, Trade) and is_follow_trade(e)


def _dearest(state: GameState, piece: Piece, e: Effect) -> int:
    """The most this piece can cost with this effect (to skip listing when money suffices)."""
    costs = state.pack.costs
    discount, _ = _discount_follow(e)
    match piece.kind:
        case PieceKind.IMPORT:
            base = max(costs.import_price.values())
        case PieceKind.BUY_ACCESS:
            base = max(costs.access_price.values())
        case PieceKind.IMPORT_AND_BUY:
            base = max(costs.neutral_import_and_access, costs.other_player_import_and_access)
        case PieceKind.UPGRADE:
            base = costs.upgrade_cost(state.pack.resources[piece.item].tier)
        case _:
            base = costs.personal_building
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
    for pl in legal_placements(state.board, seat, piece, follow=follow):
        if boardops.price(state, pl, discount, follow) > money:
            continue
        if near is not None and not any(sq in near for sq in covered(state.board, pl) or ()):
            continue
        yield Action(name, seat, placement=pl)


def _road_chain_neighbours(state: GameState, seat: int, road: Square) -> frozenset[Square]:
    """Squares touching the chain of roads that holds ``road``: a tile there is connected to it."""
    net = network(state.board, seat)
    chain = net.chain_of.get(road)
    squares = [sq for sq, c in net.chain_of.items() if c == chain] if chain is not None else [road]
    neighbours = state.board.grid.neighbours
    return frozenset(n for sq in squares for n in neighbours[sq])


def road_square(step: Step) -> Square | None:
    """The road an upgrade's road-first step left for the tile to connect to."""
    return (step.options[0], step.options[1]) if len(step.options) == 2 else None


def piece_possible(state: GameState, seat: int, e: Effect, piece: Piece) -> bool:
    _, follow = _discount_follow(e)
    if piece.kind is PieceKind.UPGRADE and not upgrade_may_fit(state.board, seat, piece.item):
        return False
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
    return Piece(PieceKind(kind), item)


def feasible(state: GameState, seat: int, effects: tuple[Effect, ...]) -> bool:
    """Whether the effects can be started: money for any payment before the first decision,
    and at least one legal choice for that decision."""
    money = state.players[seat].money
    for e in effects:
        if isinstance(e, PayMoney):
            if e.amount > money:
                return False
            money -= e.amount
            continue
        if isinstance(e, GainMoney | GainInfluence | GainPoints | CollectIncome):
            continue
        if isinstance(e, FollowAction):
            card = state.pack.standard_cards[e.category]
            return feasible(state, seat, card.follow_options[0])
        if isinstance(e, BuildRoads):
            return can_build_road(state, seat)
        return can_start(state, seat, e, money)
    return True


def can_start(state: GameState, seat: int, e: Effect, money: int) -> bool:
    """Whether one decision effect has a legal choice (early exit)."""
    if isinstance(e, Trade | Upgrade | Construct):
        return any(piece_possible(state, seat, e, piece) for piece in candidate_pieces(state, seat, e))
    step = Step("effect", seat, effect=e)
    return any(True for _ in islice(options(state, step), 1))


# -- applying a decision ----------------------------------------------------------------------


def apply_option(state: GameState, step: Step, action: Action, rec: ActionRecord) -> None:
    """Carry out an effect decision (the step is already off the stack)."""
    seat = step.seat
    p = state.players[seat]
    pack = state.pack
    pl = action.placement
    e = step.effect
    match action.type:
        case "road":
            assert pl is not None
            boardops.place(state, rec, pl)
            below = state.stack[-1] if state.stack else None
            if step.ref == "upgrade_first" and below is not None and below.ref == "road_first":
                state.stack[-1] = Step(
                    below.kind, seat, effect=below.effect, ref=below.ref, options=pl.anchor
                )
        case "choose_piece":
            state.stack.append(Step("place", seat, effect=e, ref=action.target, options=step.options))
        case "road_first":
            assert isinstance(e, Upgrade)
            after = Upgrade(tiers=e.tiers, discount=e.discount, road=False)
            state.stack.append(Step("effect", seat, effect=after, ref="road_first"))
            state.stack.append(Step("road", seat, ref="upgrade_first"))
        case "choose":
            assert isinstance(e, Choice)
            push_effects(state, seat, e.options[action.index], step.ref)
        case "recruit":
            assert isinstance(e, Recruit)
            card = state.offer[action.index]
            assert card is not None
            amount = recruit_cost(state, action.index, e.discount)
            p.money -= amount
            rec.money.append((seat, -amount))
            state.offer[action.index] = None
            p.hand.append(card)
            p.advisers_recruited += 1
            gain_lasting(state, seat, 1)
            add_card_points(state, rec, seat, pack.advisers[card].points, f"adviser:{card}")
        case "import" | "buy_access" | "import_access":
            assert isinstance(e, Trade) and pl is not None
            boardops.place(state, rec, pl, e.discount, is_follow_trade(e))
        case "upgrade":
            assert isinstance(e, Upgrade) and pl is not None
            brec = boardops.place(state, rec, pl, e.discount)
            if e.road and brec.tile is not None:
                state.stack.append(Step("upgrade_road", seat, n=brec.tile))
        case "house" | "bridge":
            assert isinstance(e, Construct) and pl is not None
            boardops.place(state, rec, pl, e.discount)
        case _:
            raise AssertionError(action.type)


def upgrade_road_options(state: GameState, step: Step) -> Iterator[Action]:
    """The optional road of an upgrade main action: connected to the new building."""
    yield Action("skip", step.seat)
    net = network(state.board, step.seat)
    for pl in legal_placements(state.board, step.seat, Piece(PieceKind.ROAD)):
        if net.touch((pl.anchor,)) >> step.n & 1:
            yield Action("road", step.seat, placement=pl)
