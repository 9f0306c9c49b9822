"""Small immutable values: what stands on the board, what a player drags, and why it is illegal.

Everything here is a frozen dataclass of plain values (ints, strings, square tuples) so that a
board state is cheap to copy, to compare and to write as JSON.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from founders_desktop.city.slots import slot_setters
from founders_desktop.content import Square

Player = int  # seat index, 0-based; ``None`` where a value may be neutral
Owner = int | None  # None: a neutral tile (or nobody, for prestige buildings)


class TileKind(StrEnum):
    """What a tile on the board is. Roads are kept apart as plain squares (they have no owner)."""

    STALL = "stall"  # basic resource trade stall
    ADVANCED = "advanced"  # tier 2 or tier 3 resource building
    HOUSE = "house"
    BRIDGE = "bridge"  # bridge or gate, on a river or wall square
    PRESTIGE = "prestige"

    # The member's string hash, at C speed (``Enum`` hashes its name in Python, and kinds are in
    # every cache key of the placement search); equal members and strings now also hash equal.
    __hash__ = str.__hash__

    @property
    def resource(self) -> bool:
        return self in (TileKind.STALL, TileKind.ADVANCED)

    @property
    def building(self) -> bool:
        """Buildings that may never stand beside another of the same owner (bridges excepted)."""
        return self in (TileKind.STALL, TileKind.ADVANCED, TileKind.HOUSE)


class PieceKind(StrEnum):
    """What a player can put on the board: one kind per placement rule of the rulebook."""

    FIRST_STALL = "first_stall"  # setup: race resource on a numbered grey space
    IMPORT = "import"  # trade: one of the player's basic resources
    BUY_ACCESS = "buy_access"  # trade: a claim token under another owner's token
    IMPORT_AND_BUY = "import_and_buy"  # trade: a neutral (or, late, another player's) stall + access
    UPGRADE = "upgrade"  # tier 2 or tier 3 resource building
    HOUSE = "house"
    BRIDGE = "bridge"
    ROAD = "road"
    PRESTIGE = "prestige"

    __hash__ = str.__hash__  # as TileKind: C speed, consistent with equality to the string


@dataclass(frozen=True, slots=True)
class Tile:
    """One tile on the board. Its index in ``BoardState.tiles`` is its id (tiles never leave).

    ``claims`` are the players with access (claim tokens under the owner's); ``delivered`` holds,
    for a prestige building, (resource, player or None for a neutral token) per filled slot.
    """

    kind: TileKind
    item: str  # resource id, prestige building id, or "" for houses and bridges
    owner: Owner
    squares: tuple[Square, ...]
    claims: tuple[Player, ...] = ()
    delivered: tuple[tuple[str, Owner], ...] = ()

    def has_access(self, player: Player) -> bool:
        """Owner or claim holder: may use this resource for upgrades."""
        return self.owner == player or player in self.claims

    def delivered_resources(self) -> frozenset[str]:
        return frozenset(r for r, _ in self.delivered)


@dataclass(frozen=True, slots=True)
class Piece:
    """What is being dragged: a kind and, where it matters, the resource or building id."""

    kind: PieceKind
    item: str = ""


@dataclass(frozen=True, slots=True)
class Placement:
    """One concrete placement: a piece, who places it, where (box corner) and which orientation.

    For BUY_ACCESS the anchor is any square of the tile bought into.
    """

    kind: PieceKind
    player: Player
    item: str = ""
    anchor: Square = (0, 0)
    orientation: int = 0

    @property
    def piece(self) -> Piece:
        return Piece(self.kind, self.item)


@dataclass(frozen=True, slots=True)
class Violation:
    """Why a placement is illegal: a code for the view to translate, the squares to highlight,
    and the resource or building concerned where there is one."""

    code: str
    squares: tuple[Square, ...] = ()
    item: str = ""


# Placements are made by the thousand while a game is young (every new anchor of a listing):
# made through the slots' setters where they exist (``slot_setters``: twice as quick).
_new_object = object.__new__
_PLACEMENT_FIELDS = ("kind", "player", "item", "anchor", "orientation")
_PLACEMENT_SETTERS = slot_setters(Placement, _PLACEMENT_FIELDS)  # None: compiled
if _PLACEMENT_SETTERS is not None:
    _set_kind, _set_player, _set_item, _set_anchor, _set_orientation = _PLACEMENT_SETTERS


def make_placement(kind: PieceKind, player: Player, item: str, anchor: Square, orientation: int) -> Placement:
    """``Placement(kind, player, item, anchor, orientation)``, made the quick way (see above)."""
    if _PLACEMENT_SETTERS is None:
        return Placement(kind, player, item, anchor, orientation)
    placement: Placement = _new_object(Placement)
    _set_kind(placement, kind)
    _set_player(placement, player)
    _set_item(placement, item)
    _set_anchor(placement, anchor)
    _set_orientation(placement, orientation)
    return placement


_SHARED: dict[tuple[PieceKind, Player, str, Square, int], Placement] = {}


def shared_placement(
    kind: PieceKind, player: Player, item: str, anchor: Square, orientation: int = 0
) -> Placement:
    """``Placement(kind, player, item, anchor, orientation)``, one shared value per distinct
    placement: listing legal placements makes the same ones on every state, and looking one up
    is several times cheaper than making it (a frozen dataclass sets each field the slow way)."""
    key = (kind, player, item, anchor, orientation)
    found = _SHARED.get(key)
    if found is None:
        if len(_SHARED) > 20_000:  # bounded (a few MB): a long session sees many maps and packs
            _SHARED.clear()
        found = _SHARED[key] = make_placement(kind, player, item, anchor, orientation)
    return found


_PIECES: dict[tuple[PieceKind, str], Piece] = {}


def shared_piece(kind: PieceKind, item: str = "") -> Piece:
    """``Piece(kind, item)``, one shared value per distinct piece (see ``shared_placement``)."""
    found = _PIECES.get((kind, item))
    if found is None:
        if len(_PIECES) > 10_000:
            _PIECES.clear()
        found = _PIECES[(kind, item)] = Piece(kind, item)
    return found
