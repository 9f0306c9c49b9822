"""The Founders of Gloomhaven board rules: state, connectivity, legality and the scoring cascade.

Pure Python (no Qt). Start from ``new_board(pack, map_id, seats)``; ask ``validate``,
``legal_placements`` and ``preview``; play with ``apply``, which returns the new state and an
``ActionRecord`` of every payment and delivery.
"""

from founders_desktop.city.apply import IllegalPlacement, apply
from founders_desktop.city.costs import cost
from founders_desktop.city.legality import is_legal, validate
from founders_desktop.city.network import Network, network
from founders_desktop.city.pieces import Piece, PieceKind, Placement, Tile, TileKind, Violation
from founders_desktop.city.placements import legal_anchor_squares, legal_placements
from founders_desktop.city.preview import PlacementPreview, preview
from founders_desktop.city.records import ActionRecord, Choices, Delivery, Payment
from founders_desktop.city.serial import from_json, to_json
from founders_desktop.city.state import BoardState, Seat, new_board
from founders_desktop.city.trackers import Trackers, trackers

__all__ = [
    "ActionRecord",
    "BoardState",
    "Choices",
    "Delivery",
    "IllegalPlacement",
    "Network",
    "Payment",
    "Piece",
    "PieceKind",
    "Placement",
    "PlacementPreview",
    "Seat",
    "Tile",
    "TileKind",
    "Trackers",
    "Violation",
    "apply",
    "cost",
    "from_json",
    "is_legal",
    "legal_anchor_squares",
    "legal_placements",
    "network",
    "new_board",
    "preview",
    "to_json",
    "trackers",
    "validate",
]
