"""Put a piece on the board: the new state and the record of what it did.

Order of events, as in example 5: the new tile is placed and its prerequisites are paid, then
every delivery it makes possible happens, then completed buildings are noted.
"""

from __future__ import annotations

from founders_desktop.city.cascade import pay_prerequisites
from founders_desktop.city.costs import cost
from founders_desktop.city.deliveries import connection_deliveries, near_change, neutral_deliveries
from founders_desktop.city.geometry import covered
from founders_desktop.city.index import board_index
from founders_desktop.city.legality import validate
from founders_desktop.city.pieces import Owner, PieceKind, Placement, Player, Tile, TileKind, Violation
from founders_desktop.city.records import ActionRecord, ChoiceLog, Choices, Delivery, Payment
from founders_desktop.city.state import BoardState


class IllegalPlacement(ValueError):
    """Raised by ``apply`` for an illegal placement; carries the violations."""

    def __init__(self, violations: list[Violation]) -> None:
        super().__init__(", ".join(v.code for v in violations))
        self.violations = violations


def apply(
    state: BoardState,
    placement: Placement,
    choices: Choices | None = None,
    *,
    follow: bool = False,
    check: bool = True,
) -> tuple[BoardState, ActionRecord]:
    """The state after ``placement`` and what happened. ``check=False`` skips legality (sandbox,
    previews of illegal drops) but the squares must still be on the board and free."""
    if check:
        problems = validate(state, placement, follow=follow)
        if problems:
            raise IllegalPlacement(problems)
    choices = choices or {}
    made = ChoiceLog()
    amount, payee = cost(state, placement, follow=follow)
    player = placement.player
    kind = placement.kind
    payments: list[Payment] = []
    new_index: int | None = len(state.tiles)
    owners: frozenset[Player] | None = frozenset()  # whose connections may have changed
    squares = covered(state, placement)
    if squares is None:
        raise IllegalPlacement([Violation("bad_orientation")])
    after: BoardState
    if kind in (PieceKind.FIRST_STALL, PieceKind.IMPORT):
        after = state.with_tile(Tile(TileKind.STALL, placement.item, player, squares))
        owners = frozenset({player})
    elif kind is PieceKind.IMPORT_AND_BUY:
        owner: Owner = state.controller_of(placement.item)
        after = state.with_tile(Tile(TileKind.STALL, placement.item, owner, squares, claims=(player,)))
        owners = frozenset() if owner is None else frozenset({owner})
    elif kind is PieceKind.BUY_ACCESS:
        j = board_index(state).occupant[placement.anchor]
        tile = state.tiles[j]
        claimed = Tile(tile.kind, tile.item, tile.owner, tile.squares, (*tile.claims, player), tile.delivered)
        after = state.with_tile_replaced(j, claimed)
        new_index = None
    elif kind is PieceKind.UPGRADE:
        payments = pay_prerequisites(
            state, player, placement.item, len(state.tiles), squares, "build", choices, made
        )
        after = state.with_tile(Tile(TileKind.ADVANCED, placement.item, player, squares))
        owners = frozenset({player})
    elif kind is PieceKind.HOUSE:
        after = state.with_tile(Tile(TileKind.HOUSE, "", player, squares))
    elif kind is PieceKind.BRIDGE:
        after = state.with_tile(Tile(TileKind.BRIDGE, "", player, squares))
        owners = frozenset({player})
    elif kind is PieceKind.ROAD:
        after = state.with_road(squares[0])
        new_index = None
        owners = None
    else:  # PRESTIGE: only owners of the resources it takes can deliver to it
        after = state.with_tile(Tile(TileKind.PRESTIGE, placement.item, None, squares))
        wanted = {slot.resource for slot in state.pack.prestige_buildings[placement.item].slots}
        owners = frozenset(t.owner for t in state.tiles if t.item in wanted and t.owner is not None)
    deliveries: list[Delivery] = []
    if kind is PieceKind.PRESTIGE and new_index is not None:
        deliveries.extend(neutral_deliveries(after, new_index))
        after = _with_deliveries(after, deliveries)
    # "settled": no connection of this state waits for a delivery (see deliveries.py). Then only
    # the buildings the placement can newly connect need looking at.
    settled = state._cache.get("settled") is True
    if owners is None or owners:
        only = near_change(after, kind, squares, new_index) if settled else None
        found, paid = connection_deliveries(after, player, owners, choices, made, only)
        deliveries.extend(found)
        payments.extend(paid)
        after = _with_deliveries(after, found)
    gains: dict[Player, int] = {}
    for p in payments:
        if p.player is not None:
            gains[p.player] = gains.get(p.player, 0) + p.points
    after = after.with_points(gains)
    if settled or owners is None:  # a road looks at every owner: nothing is left waiting
        after._cache["settled"] = True
    # only deliveries fill slots: the buildings delivered to (and a new one) are all that can complete
    changed = {d.building for d in deliveries}
    if kind is PieceKind.PRESTIGE and new_index is not None:
        changed.add(new_index)
    old = len(state.tiles)
    completed = tuple(
        sorted(b for b in changed if _complete(after, b) and not (b < old and _complete(state, b)))
    )
    before = state._cache.get("completions")
    if before is not None:  # completions only grow, by the buildings this placement completed
        after._cache["completions"] = before + len(completed)
    record = ActionRecord(
        placement=placement,
        cost=amount,
        paid_to=payee,
        tile=new_index,
        payments=tuple(payments),
        deliveries=tuple(deliveries),
        completed=completed,
        choices=made.made,
        options=made.options,
    )
    return after, record


def _with_deliveries(state: BoardState, deliveries: list[Delivery]) -> BoardState:
    for d in deliveries:
        tile = state.tiles[d.building]
        # (the constructor rather than ``dataclasses.replace``: several times quicker)
        delivered = (*tile.delivered, (d.resource, d.player))
        state = state.with_tile_replaced(
            d.building, Tile(tile.kind, tile.item, tile.owner, tile.squares, tile.claims, delivered)
        )
    return state


def _complete(state: BoardState, i: int) -> bool:
    t = state.tiles[i]
    if t.kind is not TileKind.PRESTIGE:
        return False
    return len(t.delivered) == len(state.pack.prestige_buildings[t.item].slots)
