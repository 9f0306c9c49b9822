"""What the game asks of the content pack on nearly every decision, worked out once per pack.

"May this card be played face up?" is asked for every card in hand on every turn, and each
asking walks the pack's tiers, recipes and price tables (pydantic models: slow to read in a hot
loop). These tables hold the same answers as plain tuples and ints.
"""

from __future__ import annotations

from dataclasses import dataclass

from founders_desktop.city.pieces import Piece, PieceKind
from founders_desktop.content import ContentPack


@dataclass(frozen=True, slots=True)
class PieceTables:
    """Per tier: the upgrade pieces in pack order with their prerequisites; the dearest price of
    each kind of piece before any discount (see ``tiles._dearest``), per advanced resource for
    upgrades; the printed cost of an upgrade per tier."""

    upgrades: dict[int, tuple[tuple[Piece, tuple[str, ...]], ...]]
    dearest: dict[PieceKind, int]
    upgrade_price: dict[str, int]
    tier_price: dict[int, int]  # an upgrade's printed cost per tier


_TABLES: dict[int, tuple[ContentPack, PieceTables]] = {}


def piece_tables(pack: ContentPack) -> PieceTables:
    """The tables of ``pack`` (cached by identity; packs are immutable)."""
    found = _TABLES.get(id(pack))
    if found is not None and found[0] is pack:
        return found[1]
    costs = pack.costs
    tiers: list[int] = sorted({r.tier for r in pack.resources.values() if not r.basic})
    upgrades: dict[int, tuple[tuple[Piece, tuple[str, ...]], ...]] = {
        tier: tuple((Piece(PieceKind.UPGRADE, r.id), r.prerequisites) for r in pack.tier(tier))
        for tier in tiers
    }
    dearest = {
        PieceKind.IMPORT: max(costs.import_price.values()),
        PieceKind.BUY_ACCESS: max(costs.access_price.values()),
        PieceKind.IMPORT_AND_BUY: max(costs.neutral_import_and_access, costs.other_player_import_and_access),
    }
    upgrade_price = {r.id: costs.upgrade_cost(r.tier) for r in pack.resources.values() if not r.basic}
    tier_price = {tier: costs.upgrade_cost(tier) for tier in tiers}
    made = PieceTables(upgrades, dearest, upgrade_price, tier_price)
    _TABLES[id(pack)] = (pack, made)
    return made
