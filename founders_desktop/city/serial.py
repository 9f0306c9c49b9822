"""JSON form of a board state: only plain values; the pack is named, not stored."""

from __future__ import annotations

from typing import Any

from founders_desktop.city.pieces import Tile, TileKind
from founders_desktop.city.state import BoardState, Seat
from founders_desktop.content import ContentPack

SCHEMA_VERSION = 1


def to_json(state: BoardState) -> dict[str, Any]:
    """A dict of lists, strings and ints (``json.dumps`` takes it as is)."""
    return {
        "schema_version": SCHEMA_VERSION,
        "pack": state.pack.id,
        "map": state.map_id,
        "seats": [list(s.resources) for s in state.seats],
        "points": list(state.points),
        "roads": sorted([x, y] for x, y in state.roads),
        "tiles": [
            {
                "kind": t.kind.value,
                "item": t.item,
                "owner": t.owner,
                "squares": [list(sq) for sq in t.squares],
                "claims": list(t.claims),
                "delivered": [[r, p] for r, p in t.delivered],
            }
            for t in state.tiles
        ],
    }


def from_json(data: dict[str, Any], pack: ContentPack) -> BoardState:
    """Rebuild a state written by ``to_json`` against ``pack`` (which must have the same id)."""
    if data.get("schema_version") != SCHEMA_VERSION:
        raise ValueError(f"unknown board schema version {data.get('schema_version')!r}")
    if data["pack"] != pack.id:
        raise ValueError(f"board was saved with pack {data['pack']!r}, not {pack.id!r}")
    tiles = tuple(
        Tile(
            kind=TileKind(t["kind"]),
            item=t["item"],
            owner=t["owner"],
            squares=tuple((int(x), int(y)) for x, y in t["squares"]),
            claims=tuple(t["claims"]),
            delivered=tuple((str(r), p) for r, p in t["delivered"]),
        )
        for t in data["tiles"]
    )
    return BoardState(
        pack=pack,
        map_id=data["map"],
        seats=tuple(Seat(tuple(r)) for r in data["seats"]),
        tiles=tiles,
        roads=frozenset((int(x), int(y)) for x, y in data["roads"]),
        points=tuple(data["points"]),
    )
