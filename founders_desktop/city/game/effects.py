"""Card effects as steps: each printed effect becomes a step on the stack.

Gains and payments resolve on their own; recruit, trade, upgrade, construct, roads and choices
wait for their seat's decision. ``options`` lists the legal actions of an effect step, and
``feasible`` says whether a list of effects can be started (a card is played face up only if its
main action can be carried out).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice

from founders_desktop.city.game import board as B
from founders_desktop.city.game import placing, scoring
from founders_desktop.city.game.actions import Action, ActionRecord, Placement
from founders_desktop.city.game.state import NEUTRAL, GameState, Step
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
    p = state.players[seat]
    match per:
        case None:
            return 1
        case "house":
            return p.houses
        case "bridge":
            return p.bridges
        case "resource_type_owned":
            return p.income
        case "adviser_recruited":
            return p.advisers_recruited
        case "prestige_delivered_to":
            return sum(1 for t in state.tiles.values() if t.kind == "prestige" and seat in dict(t.delivered).values())
    return 1


def gain_fleeting(state: GameState, seat: int, amount: int) -> None:
    state.players[seat].fleeting += max(0, min(amount, state.influence_left()))


def gain_lasting(state: GameState, seat: int, amount: int) -> None:
    state.players[seat].lasting += max(0, min(amount, state.influence_left()))


def collect_income(state: GameState, rec: ActionRecord, seat: int) -> None:
    """Money equal to the income track, and 1 fleeting influence per house built."""
    p = state.players[seat]
    p.money += p.income
    rec.money.append((seat, p.income))
    gain_fleeting(state, seat, p.houses)


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
            p.money -= min(e.amount, p.money)
            rec.money.append((seat, -e.amount))
        case GainInfluence():
            amount = e.amount * per_count(state, seat, e.per)
            if e.lasting:
                gain_lasting(state, seat, amount)
            else:
                gain_fleeting(state, seat, amount)
        case GainPoints():
            scoring.add_points(state, rec, seat, e.amount * per_count(state, seat, e.per), "card")
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
        case Trade():
            yield from trade_options(state, seat, e)
        case Upgrade():
            yield from upgrade_options(state, seat, e)
        case Construct():
            yield from construct_options(state, seat, e)
        case Choice():
            for i, opt in enumerate(e.options):
                if feasible(state, seat, opt):
                    yield Action("choose", seat, index=i)


def road_options(state: GameState, seat: int) -> Iterator[Action]:
    if state.roads_left() <= 0:
        return
    for sq in B.road_squares(state, seat):
        yield Action("road", seat, placement=Placement("road", "", (sq,), sq))


def recruit_cost(state: GameState, space: int, discount: int) -> int:
    return max(0, state.pack.costs.adviser_offer[space] - discount)


def recruit_options(state: GameState, seat: int, e: Recruit) -> Iterator[Action]:
    p = state.players[seat]
    for i, card in enumerate(state.offer):
        if card is None or card not in state.pack.advisers:
            continue
        need = state.pack.advisers[card].resource
        if need not in p.owned_types and need not in p.access_types:
            continue
        if recruit_cost(state, i, e.discount) <= p.money:
            yield Action("recruit", seat, index=i)


def claims_left(state: GameState, seat: int) -> int:
    return state.pack.supply.claim_tokens - 1 - state.players[seat].claims


def tiles_left(state: GameState, resource: str) -> int:
    on_map = sum(1 for t in state.tiles.values() if t.item == resource and t.kind in ("stall", "advanced"))
    return state.pack.resources[resource].tiles - on_map


def trade_options(state: GameState, seat: int, e: Trade) -> Iterator[Action]:
    pack = state.pack
    p = state.players[seat]
    if claims_left(state, seat) <= 0:
        return
    if "import" in e.forms:
        for r in state.controlled(seat):
            if tiles_left(state, r) <= 0:
                continue
            for sq in B.stall_squares(state, seat, r, e.terrains):
                cost = max(0, pack.costs.import_cost(state.board.terrain_at(sq).value) - e.discount)
                if cost <= p.money:
                    yield Action("import", seat, placement=Placement("stall", r, (sq,), sq))
    if "buy_access" in e.forms:
        for tid in sorted(state.tiles):
            t = state.tiles[tid]
            if t.kind not in ("stall", "advanced") or t.owner == seat or seat in t.access:
                continue
            colour = B.access_cost_terrain(state, t)
            if colour not in e.terrains:
                continue
            if max(0, pack.costs.access_cost(colour) - e.discount) <= p.money:
                yield Action("buy_access", seat, index=tid)
    if "import_and_buy_access" in e.forms:
        cost = max(0, pack.costs.neutral_import_and_access - e.discount)
        late = state.completions >= pack.costs.other_player_import_after_completions
        if late:
            cost_other = max(0, pack.costs.other_player_import_and_access - e.discount)
        else:
            cost_other = 10**9
        mine = set(state.controlled(seat))
        for r in pack.basic_resources:
            if r in mine or tiles_left(state, r) <= 0:
                continue
            price = cost if r in state.neutral else cost_other
            owner = controller_of(state, r)
            if price > p.money or owner == seat or (owner >= 0 and claims_left(state, owner) <= 0):
                continue
            for sq in B.stall_squares(state, owner if owner >= 0 else None, r, e.terrains):
                yield Action("import_access", seat, placement=Placement("stall", r, (sq,), sq))


def controller_of(state: GameState, resource: str) -> int:
    """The seat that controls a basic resource, or NEUTRAL."""
    if resource in state.neutral:
        return NEUTRAL
    for seat in range(state.n):
        if resource in state.controlled(seat):
            return seat
    return NEUTRAL


def upgrade_options(state: GameState, seat: int, e: Upgrade) -> Iterator[Action]:
    pack = state.pack
    p = state.players[seat]
    if claims_left(state, seat) <= 0:
        return
    for tier in e.tiers:
        if max(0, pack.costs.upgrade_cost(tier) - e.discount) > p.money:
            continue
        for res in pack.tier(tier):
            if tiles_left(state, res.id) <= 0:
                continue
            for pl in B.upgrade_placements(state, seat, res.id):
                yield Action("upgrade", seat, placement=pl)


def construct_options(state: GameState, seat: int, e: Construct) -> Iterator[Action]:
    pack = state.pack
    p = state.players[seat]
    if max(0, pack.costs.personal_building - e.discount) > p.money:
        return
    if "house" in e.buildings and p.houses < pack.supply.houses:
        for sq in B.house_squares(state, seat):
            yield Action("house", seat, placement=Placement("house", "", (sq,), sq))
    if "bridge" in e.buildings and p.bridges < pack.supply.bridges:
        for sq in B.bridge_squares(state, seat):
            yield Action("bridge", seat, placement=Placement("bridge", "", (sq,), sq))


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
            return any(True for _ in islice(road_options(state, seat), 1))
        step = Step("effect", seat, effect=e)
        return any(True for _ in islice(options(state, step), 1))
    return True


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
            placing.place_piece(state, rec, seat, pl)
        case "choose":
            assert isinstance(e, Choice)
            push_effects(state, seat, e.options[action.index], step.ref)
        case "recruit":
            assert isinstance(e, Recruit)
            card = state.offer[action.index]
            assert card is not None
            pay(state, rec, seat, recruit_cost(state, action.index, e.discount))
            state.offer[action.index] = None
            p.hand.append(card)
            p.advisers_recruited += 1
            gain_lasting(state, seat, 1)
            scoring.add_points(state, rec, seat, pack.advisers[card].points, f"adviser:{card}")
        case "import":
            assert isinstance(e, Trade) and pl is not None
            price = pack.costs.import_cost(state.board.terrain_at(pl.squares[0]).value)
            pay(state, rec, seat, max(0, price - e.discount))
            placing.place_owned(state, rec, seat, pl)
        case "buy_access":
            assert isinstance(e, Trade)
            tile = state.tiles[action.index]
            price = max(0, pack.costs.access_cost(B.access_cost_terrain(state, tile)) - e.discount)
            pay(state, rec, seat, price)
            if tile.owner >= 0:
                state.players[tile.owner].money += price
                rec.money.append((tile.owner, price))
            placing.take_access(state, seat, tile)
        case "import_access":
            assert isinstance(e, Trade) and pl is not None
            owner = controller_of(state, pl.item)
            base = pack.costs.neutral_import_and_access if owner == NEUTRAL else pack.costs.other_player_import_and_access
            pay(state, rec, seat, max(0, base - e.discount))
            placing.place_owned(state, rec, seat, pl, owner=owner)
        case "upgrade":
            assert isinstance(e, Upgrade) and pl is not None
            tier = pack.resources[pl.item].tier
            pay(state, rec, seat, max(0, pack.costs.upgrade_cost(tier) - e.discount))
            tile = placing.place_owned(state, rec, seat, pl)
            if e.road:
                state.stack.append(Step("upgrade_road", seat, ref=str(tile.tid)))
        case "house" | "bridge":
            assert isinstance(e, Construct) and pl is not None
            pay(state, rec, seat, max(0, pack.costs.personal_building - e.discount))
            placing.place_piece(state, rec, seat, pl)
        case _:
            raise AssertionError(action.type)


def pay(state: GameState, rec: ActionRecord, seat: int, amount: int) -> None:
    state.players[seat].money -= amount
    rec.money.append((seat, -amount))


def upgrade_road_options(state: GameState, step: Step) -> Iterator[Action]:
    """The optional road of an upgrade main action: connected to the new building."""
    yield Action("skip", step.seat)
    if state.roads_left() <= 0:
        return
    near = B.touch(state, step.seat, state.tiles[int(step.ref)])
    for sq in B.road_squares(state, step.seat):
        if sq in near:
            yield Action("road", step.seat, placement=Placement("road", "", (sq,), sq))
