"""Card effects as steps: each printed effect becomes a step on the stack.

Gains and payments resolve on their own; recruit, trade, upgrade, construct, roads and choices
wait for their seat's decision. ``options`` lists the legal actions of an effect step (placements
straight from the board module's ``legal_placements``), and ``feasible`` says whether a list of
effects can be started (a card is played face up only if its main action can be carried out).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice
from typing import cast

from founders_desktop.city.game import boardops, complete
from founders_desktop.city.game.actions import Action, ActionRecord, placement_action, shared_action
from founders_desktop.city.game.effect_codes import (
    AUTO_CODES,
    CONSTRUCT,
    FOLLOW,
    GAIN,
    PAY,
    RECRUIT,
    ROADS,
    TRADE,
    UPGRADE,
    effect_code,
)
from founders_desktop.city.game.import_then_build import trade_then_build
from founders_desktop.city.game.reach import any_placement
from founders_desktop.city.game.road_first import no_road_sites, some_road_sites
from founders_desktop.city.game.ruled_out import every_effect, some_step_ruled_out
from founders_desktop.city.game.state import GameState, Step
from founders_desktop.city.game.tiles import (
    can_build_road,
    candidate_pieces,
    is_follow_trade,
    piece_of,
    piece_options,
    piece_possible,
    placements_for,
    road_options,
    road_square,
)
from founders_desktop.city.network import network
from founders_desktop.city.pieces import Piece, PieceKind, TileKind
from founders_desktop.city.placements import legal_placements
from founders_desktop.content import ContentPack
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
            if e.amount > p.money:  # never in play: such an action is not offered
                rec.events.append("short:pay_money")
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
                    yield shared_action("choose", seat, index=i)


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
            yield shared_action("recruit", seat, index=i)


def feasible(state: GameState, seat: int, effects: tuple[Effect, ...]) -> bool:
    """Whether ``seat`` can fully resolve ``effects`` now (a card face up, a follow, a racial or
    worker action). A quick test of the first decision settles most; a list with later decisions
    (or an upgrade that needs its road first) is played out by ``complete.effects_complete``."""
    begun = can_begin(state, seat, effects)
    if begun is False:
        return False
    if begun and _one_decision(effects):
        return True
    if begun is None:  # only a road first could start it
        upgrade = _first_upgrade(effects)
        if effects[0] is upgrade and all(effect_code(e) == GAIN for e in effects[1:]):
            # the search would try each road first, then the tile, and nothing after can fail
            sited = some_road_sites(state, seat, upgrade)
            if sited is not None:
                return sited
        elif no_road_sites(state, seat, upgrade):
            return False  # no road leaves a tile a place
    if not _money_may_suffice(state, seat, effects) or some_step_ruled_out(state, seat, effects):
        return False
    p = state.players[seat]
    key = ("complete", seat, id(effects), p.money, p.race_resource, tuple(p.cards), tuple(state.offer))
    cache = state.board._cache
    hit = cache.get(key)
    if hit is not None and hit[0] is effects:  # (the effects themselves are kept: ids are reused)
        return bool(hit[1])
    found = trade_then_build(state, seat, effects)
    if found is None:
        found = complete.effects_complete(state, seat, effects)
    cache[key] = (effects, found)
    return found


def _first_upgrade(effects: tuple[Effect, ...]) -> Upgrade:
    """The Upgrade that ``can_begin`` found startable only with its road first."""
    for e in effects:
        if isinstance(e, Upgrade):
            return e
    raise AssertionError(effects)


_ONE_DECISION: dict[int, tuple[tuple[Effect, ...], bool]] = {}


def _one_decision(effects: tuple[Effect, ...]) -> bool:
    """At most one decision, nothing after it that could fail: the first test is exact.
    Remembered per list (the effects printed on a card: asked for every card on every turn)."""
    found = _ONE_DECISION.get(id(effects))
    if found is not None and found[0] is effects:  # (the list itself is kept: ids are reused)
        return found[1]
    if len(_ONE_DECISION) > 4096:  # lists made on the fly come and go
        _ONE_DECISION.clear()
    answer = _count_one_decision(effects)
    _ONE_DECISION[id(effects)] = (effects, answer)
    return answer


def _count_one_decision(effects: tuple[Effect, ...]) -> bool:
    decisions = 0
    for e in effects:
        if isinstance(e, FollowAction | Choice) or (isinstance(e, BuildRoads) and e.count > 1):
            return False
        if isinstance(e, PayMoney) and decisions:
            return False
        if effect_code(e) not in AUTO_CODES:
            decisions += 1
    return decisions <= 1


def _money_may_suffice(state: GameState, seat: int, effects: tuple[Effect, ...]) -> bool:
    """A lower bound: the cheapest price of every decision together, a follow action's included
    (when nothing in the list brings money in between)."""
    pack = state.pack
    need = 0
    for e in every_effect(pack, effects):
        match e:
            case GainMoney() | CollectIncome() | Choice():
                return True  # money may come in, or the cost depends on a choice
            case PayMoney():
                need += e.amount
            case Trade():
                need += max(0, _cheapest_trade(pack) - e.discount)
            case Construct():
                need += max(0, pack.costs.personal_building - e.discount)
            case Upgrade():
                need += min(max(0, pack.costs.upgrade_cost(t) - e.discount) for t in e.tiers)
    return need <= state.players[seat].money


def _cheapest_trade(pack: ContentPack) -> int:
    """The lowest price of any import or access, whatever the square (before a discount)."""
    costs = pack.costs
    return min(
        *costs.import_price.values(),
        *costs.access_price.values(),
        costs.neutral_import_and_access,
        costs.other_player_import_and_access,
    )


def can_begin(state: GameState, seat: int, effects: tuple[Effect, ...]) -> bool | None:
    """Whether the effects can be started: money for any payment before the first decision,
    and a legal choice for that decision. None: only an upgrade's road first could start it."""
    money = state.players[seat].money
    for e in effects:
        code = effect_code(e)
        if code == PAY:
            amount = cast(PayMoney, e).amount
            if amount > money:
                return False
            money -= amount
            continue
        if code == GAIN:
            continue
        if code == FOLLOW:
            card = state.pack.standard_cards[cast(FollowAction, e).category]
            return can_begin(state, seat, card.follow_options[0])
        if code == ROADS:
            return can_build_road(state, seat)
        if can_start(state, seat, e, money):
            return True
        if code == UPGRADE and cast(Upgrade, e).road and can_build_road(state, seat):
            # "either before or after placing the tile, the player may also build a single road
            # connected to the resource tile being built": the road may be what makes a site
            return None if candidate_pieces(state, seat, e) else False
        return False
    return True


def can_start(state: GameState, seat: int, e: Effect, money: int) -> bool:
    """Whether one decision effect has a legal choice (early exit). For a tile, cached on the
    board: asked for the card in hand, then again when the card is played."""
    code = effect_code(e)
    if code in (UPGRADE, CONSTRUCT):  # one price per tile
        return _some_piece_placed(state, seat, cast("Upgrade | Construct", e))
    if code == TRADE:
        p = state.players[seat]
        key = ("can_start", seat, id(e), money, p.race_resource, tuple(p.cards))
        cache = state.board._cache
        hit = cache.get(key)
        if hit is not None and hit[0] is e:  # (the effect itself is kept: ids are reused)
            return bool(hit[1])
        found = False
        for piece in candidate_pieces(state, seat, e):
            if piece_possible(state, seat, e, piece):
                found = True
                break
        cache[key] = (e, found)
        return found
    if code == RECRUIT:  # what ``options`` lists for it, without a step made to ask
        return any(True for _ in recruit_options(state, seat, cast(Recruit, e)))
    step = Step("effect", seat, effect=e)
    return any(True for _ in islice(options(state, step), 1))


def _some_piece_placed(state: GameState, seat: int, e: Upgrade | Construct) -> bool:
    """``can_start`` for an upgrade or a personal building: every candidate tile is one the
    seat's money pays for at its one price, so the answer is whether one has a legal place,
    which depends on the board and the candidates alone (remembered on the board by the
    candidates' tuple, shared by every card and amount of money with the same candidates)."""
    pieces = candidate_pieces(state, seat, e)
    if not pieces:
        return False
    key = ("some_piece", seat, id(pieces))
    cache = state.board._cache
    hit = cache.get(key)
    if hit is not None and hit[0] is pieces:  # (the tuple itself is kept: ids are reused)
        return bool(hit[1])
    found = any(any_placement(state.board, seat, piece) for piece in pieces)
    cache[key] = (pieces, found)
    return found


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
            boardops.place(state, rec, pl, choices=action.choice_dict())
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
            boardops.place(state, rec, pl, e.discount, is_follow_trade(e), choices=action.choice_dict())
        case "upgrade":
            assert isinstance(e, Upgrade) and pl is not None
            brec = boardops.place(state, rec, pl, e.discount, choices=action.choice_dict())
            if e.road and brec.tile is not None:
                state.stack.append(Step("upgrade_road", seat, n=brec.tile))
        case "house" | "bridge":
            assert isinstance(e, Construct) and pl is not None
            boardops.place(state, rec, pl, e.discount, choices=action.choice_dict())
        case _:
            raise AssertionError(action.type)


def upgrade_road_options(state: GameState, step: Step) -> Iterator[Action]:
    """The optional road of an upgrade main action: connected to the new building."""
    yield Action("skip", step.seat)
    net = network(state.board, step.seat)
    for pl in legal_placements(state.board, step.seat, Piece(PieceKind.ROAD)):
        if net.touch((pl.anchor,)) >> step.n & 1:
            yield placement_action("road", step.seat, pl)
