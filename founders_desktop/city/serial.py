"""JSON forms: a board state (the pack is named, not stored), placements with their choices
(the action log a save file replays), and records (for the game log and the view)."""

from __future__ import annotations

from typing import Any

from founders_desktop.city.pieces import PieceKind, Placement, Tile, TileKind
from founders_desktop.city.records import ActionRecord, Choices
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


def placement_to_json(placement: Placement, choices: Choices | None = None) -> dict[str, Any]:
    """A placement (and the choices made with it) as a save file's action log stores it."""
    out: dict[str, Any] = {
        "kind": placement.kind.value,
        "player": placement.player,
        "item": placement.item,
        "anchor": list(placement.anchor),
        "orientation": placement.orientation,
    }
    if choices:
        out["choices"] = [[k[0], k[1], k[2], v] for k, v in sorted(choices.items())]
    return out


def placement_from_json(data: dict[str, Any]) -> tuple[Placement, Choices]:
    """The inverse of ``placement_to_json``."""
    placement = Placement(
        kind=PieceKind(data["kind"]),
        player=int(data["player"]),
        item=str(data["item"]),
        anchor=(int(data["anchor"][0]), int(data["anchor"][1])),
        orientation=int(data["orientation"]),
    )
    choices: Choices = {(str(c[0]), int(c[1]), str(c[2])): int(c[3]) for c in data.get("choices", [])}
    return placement, choices


def record_to_json(record: ActionRecord) -> dict[str, Any]:
    """What a placement did, for the game log and the view (plain values only)."""
    return {
        "placement": placement_to_json(record.placement, record.choices),
        "cost": record.cost,
        "paid_to": record.paid_to,
        "tile": record.tile,
        "payments": [
            {
                "player": p.player,
                "points": p.points,
                "earned": p.earned,
                "tile": p.tile,
                "resource": p.resource,
                "cause": p.cause,
                "via": p.via,
            }
            for p in record.payments
        ],
        "deliveries": [
            {
                "building": d.building,
                "resource": d.resource,
                "player": d.player,
                "source": d.source,
                "points": d.points,
            }
            for d in record.deliveries
        ],
        "completed": list(record.completed),
        "options": [[k[0], k[1], k[2], list(v)] for k, v in sorted(record.options.items())],
    }
