"""What a drop would do, in words: legality and why, cost and payee, points per player, deliveries.

Every figure comes from the engine's ``PlacementPreview``; this module only phrases it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from founders_desktop.city import BoardState, PlacementPreview
from founders_desktop.view.board.looks import Seating, player_name
from founders_desktop.view.board.violation_text import item_name, violations_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlacementPreview", text)


@dataclass(frozen=True)
class PreviewText:
    headline: str
    legal: bool
    reasons: tuple[str, ...]
    details: tuple[str, ...]

    def lines(self) -> list[str]:
        return [self.headline, *(f"• {r}" for r in self.reasons), *self.details]


def preview_text(
    pv: PlacementPreview,
    state: BoardState,
    seating: Seating | None = None,
    names: tuple[str, ...] | None = None,
) -> PreviewText:
    """``names``: a game's seat names (who is paid); without them, the colours' names."""
    pack = state.pack
    reasons = tuple(violations_text(pv.violations, pack))
    if pv.record is None and pv.violations:
        headline = QCoreApplication.translate("PlacementPreview", "Cannot go here")
    elif pv.violations:
        headline = QCoreApplication.translate("PlacementPreview", "Illegal")
    else:
        headline = QCoreApplication.translate("PlacementPreview", "Legal")
    details: list[str] = []
    if pv.cost:
        payee = (
            QCoreApplication.translate("PlacementPreview", "the bank")
            if pv.paid_to is None
            else player_name(pv.paid_to, seating, names)
        )
        details.append(
            QCoreApplication.translate("PlacementPreview", "Costs {money} money, paid to {payee}").format(
                money=pv.cost, payee=payee
            )
        )
    gains = pv.gains()
    if gains:
        parts = [
            QCoreApplication.translate("PlacementPreview", "{player} +{points}").format(
                player=player_name(p, seating, names), points=n
            )
            for p, n in sorted(gains.items())
        ]
        details.append(
            QCoreApplication.translate("PlacementPreview", "Points: {list}").format(list=", ".join(parts))
        )
    lost = sum(p.points for p in pv.payments if p.player is None)
    if lost:
        details.append(
            QCoreApplication.translate(
                "PlacementPreview", "{points} points to neutral resources (lost)"
            ).format(points=lost)
        )
    for d in pv.deliveries:
        building = state.tiles[d.building].item if d.building < len(state.tiles) else ""
        name = item_name(pack, building or pv.placement.item)
        details.append(
            QCoreApplication.translate(
                "PlacementPreview", "Delivers {resource} to {building} ({points} points, {player} token)"
            ).format(
                resource=item_name(pack, d.resource),
                building=name,
                points=d.points,
                player=player_name(d.player, seating, names),
            )
        )
    if pv.record is not None and pv.record.completed:
        details.append(QCoreApplication.translate("PlacementPreview", "Completes a prestige building"))
    if pv.connects_to:
        # No plural: lupdate reads the count of QCoreApplication.translate in no form.
        connects = QCoreApplication.translate(
            "PlacementPreview", "Tiles it connects to (highlighted): {count}"
        )
        details.append(connects.format(count=len(pv.connects_to)))
    return PreviewText(headline, not pv.violations, reasons, tuple(details))
