"""The Founders of Gloomhaven board rules: state, connectivity, legality and the scoring cascade.

Pure Python (no Qt). Start from ``new_board(pack, map_id, seats)``; ask ``validate``,
``legal_placements`` and ``preview``; play with ``apply``, which returns the new state and an
``ActionRecord`` of every payment and delivery. Money, turns and cards are the game's business:
this layer says what a placement costs and to whom, and keeps the score track.

Rulings where the rulebook leaves room (each explained where it is applied):
- "Connected by the owner" means connected as the owner sees the board (all roads, plus the
  owner's own bridges/gates), whoever laid the last piece (deliveries.py).
- Without a recorded choice, a chooser takes the source that leaves them the most points, the
  oldest tile on a tie (cascade.py, deliveries.py); ``ActionRecord.options`` lists real choices.
- A neutral basic prerequisite counts ``scoring.neutral_prerequisite_value`` (2) instead of its
  printed value, for every consumer, and pays nobody (cascade.py).
- Buildings on reserved locations belong to no section, so the one-type-per-section rule never
  involves them (index.py).
- Importing another player's resource (after the 2nd completion) puts down a stall that player
  owns, with their claim token: it may not touch their buildings (piece_rules.py, legality.py).
- "Something owned" is a resource tile, house or bridge/gate of the player; roads and prestige
  buildings belong to nobody. Houses and bridges cost one less unless done as a follow (costs.py).
- The solo player's first stall may use any numbered start space (piece_rules.py).
"""

from founders_desktop.city.apply import IllegalPlacement, apply
from founders_desktop.city.costs import cost
from founders_desktop.city.legality import is_legal, validate
from founders_desktop.city.network import Network, network
from founders_desktop.city.pieces import Piece, PieceKind, Placement, Tile, TileKind, Violation
from founders_desktop.city.placements import legal_anchor_squares, legal_placements
from founders_desktop.city.preview import PlacementPreview, preview
from founders_desktop.city.records import ActionRecord, Choices, Delivery, Payment
from founders_desktop.city.serial import (
    from_json,
    placement_from_json,
    placement_to_json,
    record_to_json,
    to_json,
)
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
    "placement_from_json",
    "placement_to_json",
    "preview",
    "record_to_json",
    "to_json",
    "trackers",
    "validate",
]
