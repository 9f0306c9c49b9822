"""What a placement would do, for the view to show under the cursor while a tile is dragged.

Legal or not, the preview says why not, what it costs and, where the squares are free, what it
would pay and deliver (the sandbox shows the score of an illegal drop too).
"""

from __future__ import annotations

from dataclasses import dataclass

from founders_desktop.city.apply import apply
from founders_desktop.city.costs import cost
from founders_desktop.city.geometry import covered
from founders_desktop.city.index import board_index
from founders_desktop.city.legality import validate
from founders_desktop.city.network import mask_tiles, network
from founders_desktop.city.pieces import Owner, PieceKind, Placement, Player, Violation
from founders_desktop.city.records import ActionRecord, Choices, Delivery, Payment
from founders_desktop.city.state import BoardState


@dataclass(frozen=True)
class PlacementPreview:
    """Cost, reasons it is illegal, payments and deliveries, and the tiles it would connect to."""

    placement: Placement
    cost: int
    paid_to: Owner
    violations: tuple[Violation, ...]
    payments: tuple[Payment, ...]
    deliveries: tuple[Delivery, ...]
    connects_to: tuple[int, ...]  # tiles the new piece would be connected to
    record: ActionRecord | None  # None when the squares are not free (nothing to simulate)

    @property
    def legal(self) -> bool:
        return not self.violations

    def gains(self) -> dict[Player, int]:
        return self.record.gains() if self.record else {}


def preview(
    state: BoardState,
    player: Player,
    placement: Placement,
    choices: Choices | None = None,
    *,
    follow: bool = False,
) -> PlacementPreview:
    """Simulate ``placement`` (made by ``player``) without changing ``state``. Cached per state
    (without explicit choices): the cursor often comes back to the same square."""
    if placement.player != player:
        placement = Placement(placement.kind, player, placement.item, placement.anchor, placement.orientation)
    key = ("preview", placement, follow)
    if not choices:
        cached = state._cache.get(key)
        if isinstance(cached, PlacementPreview):
            return cached
        made = _preview(state, player, placement, None, follow)
        state._cache[key] = made
        return made
    return _preview(state, player, placement, choices, follow)


def _preview(
    state: BoardState, player: Player, placement: Placement, choices: Choices | None, follow: bool
) -> PlacementPreview:
    problems = tuple(validate(state, placement, follow=follow))
    amount, payee = cost(state, placement, follow=follow)
    squares = covered(state, placement)
    record: ActionRecord | None = None
    connects: tuple[int, ...] = ()
    fatal = any(v.code in _NOT_SIMULABLE for v in problems)
    if squares is not None and not fatal and all(sq in state.grid.terrain for sq in squares):
        connects = mask_tiles(network(state, player).touch(squares))
        if _simulable(state, placement, squares):
            _, record = apply(state, placement, choices, follow=follow, check=False)
    return PlacementPreview(
        placement=placement,
        cost=amount,
        paid_to=payee,
        violations=problems,
        payments=record.payments if record else (),
        deliveries=record.deliveries if record else (),
        connects_to=connects,
        record=record,
    )


# Without a known item, a player or a place on the board there is nothing to simulate.
_NOT_SIMULABLE = ("unknown_player", "unknown_item", "not_advanced", "bad_orientation", "off_board")


def _simulable(state: BoardState, placement: Placement, squares: tuple[tuple[int, int], ...]) -> bool:
    idx = board_index(state)
    if placement.kind is PieceKind.BUY_ACCESS:
        j = idx.occupant.get(placement.anchor)
        return j is not None and state.tiles[j].kind.resource and state.tiles[j].owner != placement.player
    items_ok = placement.kind not in (PieceKind.UPGRADE, PieceKind.PRESTIGE) or (
        placement.item in state.pack.resources or placement.item in state.pack.prestige_buildings
    )
    if placement.kind in (PieceKind.FIRST_STALL, PieceKind.IMPORT, PieceKind.IMPORT_AND_BUY):
        items_ok = placement.item in state.pack.resources
    return items_ok and not any(sq in idx.occupant or sq in idx.roads for sq in squares)
