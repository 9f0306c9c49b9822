"""How pieces look: the four player colours (Okabe-Ito, safe for colour-blind players; each with a
name and a symbol drawn on its pieces, so colour is never the only clue), the names of piece kinds,
and short labels for resources."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from founders_desktop.city import PieceKind
from founders_desktop.view.art.piece_art import Seat


@dataclass(frozen=True)
class PlayerLook:
    fill: QColor
    ink: QColor  # text drawn on ``fill``
    name: str


def _tr(text: str) -> str:
    return QCoreApplication.translate("CityPieces", text)


@lru_cache(maxsize=1)
def player_looks() -> tuple[PlayerLook, ...]:
    """Okabe-Ito blue, orange, reddish purple and black: apart from each other for every kind of
    colour blindness and from the terrains (no red, green, grey or white owners). Their symbols
    (circle, triangle, diamond, star: ``view/art/seat_marks.py``) are drawn on every piece."""
    return (
        PlayerLook(QColor("#0072b2"), QColor("#ffffff"), QCoreApplication.translate("CityPieces", "Blue")),
        PlayerLook(QColor("#e69f00"), QColor("#1d1303"), QCoreApplication.translate("CityPieces", "Orange")),
        PlayerLook(QColor("#cc79a7"), QColor("#1d0a14"), QCoreApplication.translate("CityPieces", "Purple")),
        PlayerLook(QColor("#1f1f1f"), QColor("#ffffff"), QCoreApplication.translate("CityPieces", "Black")),
    )


NEUTRAL = PlayerLook(QColor("#d9d4c7"), QColor("#2a2620"), "")
PRESTIGE_FILL = QColor("#f6e7bf")
PRESTIGE_INK = QColor("#3b2a06")
LEGAL_SHADE = QColor(40, 200, 90, 95)
ILLEGAL = QColor("#d0202a")
LEGAL = QColor("#1c9a4a")
HIGHLIGHT = QColor("#ffd83a")


Seating = tuple[int, ...]
"""The colour (an index into ``player_looks()``) of each seat. The sandbox paints player i in
colour i (no seating); a game's seats choose their colours at set-up."""


def seat_colour(player: int, seating: Seating | None = None) -> int:
    """The colour index seat ``player`` plays."""
    if seating is not None and 0 <= player < len(seating):
        return seating[player]
    return player


def player_look(player: int | None, seating: Seating | None = None) -> PlayerLook:
    if player is None:
        return NEUTRAL
    looks = player_looks()
    return looks[seat_colour(player, seating) % len(looks)]


def piece_seat(player: int | None, seating: Seating | None = None) -> Seat:
    """What a piece of ``player`` is drawn with: colour, ink and the colour's symbol."""
    look = player_look(player, seating)
    if player is None:
        return Seat(look.fill, look.ink, None)
    return Seat(look.fill, look.ink, seat_colour(player, seating) % len(player_looks()))


def player_name(
    player: int | None, seating: Seating | None = None, names: tuple[str, ...] | None = None
) -> str:
    """A game's seat name when ``names`` are given, else the colour's name (the sandbox)."""
    if player is None:
        return QCoreApplication.translate("CityPieces", "Neutral")
    if names is not None and 0 <= player < len(names):
        return names[player]
    return player_look(player, seating).name


def piece_kind_names() -> dict[PieceKind, str]:
    """The tray's words for each kind of piece, in the rulebook's vocabulary."""
    return {
        PieceKind.FIRST_STALL: QCoreApplication.translate("CityPieces", "First trade stall (set-up)"),
        PieceKind.IMPORT: QCoreApplication.translate("CityPieces", "Trade stall (import)"),
        PieceKind.IMPORT_AND_BUY: QCoreApplication.translate("CityPieces", "Import and buy access"),
        PieceKind.BUY_ACCESS: QCoreApplication.translate("CityPieces", "Claim token (buy access)"),
        PieceKind.UPGRADE: QCoreApplication.translate("CityPieces", "Tier 2/3 resource building"),
        PieceKind.HOUSE: QCoreApplication.translate("CityPieces", "House"),
        PieceKind.BRIDGE: QCoreApplication.translate("CityPieces", "Bridge or gate"),
        PieceKind.ROAD: QCoreApplication.translate("CityPieces", "Road"),
        PieceKind.PRESTIGE: QCoreApplication.translate("CityPieces", "Prestige building"),
    }


def short_label(name: str, room: int) -> str:
    """A resource name cut to ``room`` letters (whole if it fits) for a small tile."""
    return name if len(name) <= room else name[: max(1, room - 1)] + "."
