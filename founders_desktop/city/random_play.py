"""Random legal placements: boards for property tests, benchmarks and the sandbox.

Not a bot (no money, no turns): it picks a kind of piece, lists its legal placements and takes one
at random, so every board it makes is reachable by legal placements alone.
"""

from __future__ import annotations

import random

from founders_desktop.city.apply import apply
from founders_desktop.city.pieces import Piece, PieceKind, TileKind
from founders_desktop.city.placements import legal_placements
from founders_desktop.city.records import ActionRecord
from founders_desktop.city.state import BoardState, Seat, new_board
from founders_desktop.content import ContentPack

# How often each kind of piece is tried: roads and trade are common, prestige buildings rare.
WEIGHTS: dict[PieceKind, int] = {
    PieceKind.ROAD: 8,
    PieceKind.IMPORT: 5,
    PieceKind.BUY_ACCESS: 4,
    PieceKind.UPGRADE: 6,
    PieceKind.IMPORT_AND_BUY: 1,
    PieceKind.HOUSE: 2,
    PieceKind.BRIDGE: 1,
    PieceKind.PRESTIGE: 1,
}


def default_seats(pack: ContentPack, players: int) -> tuple[Seat, ...]:
    """Two basic resources per player in pack order (three each with two players)."""
    basics = list(pack.basic_resources)
    per = 1 if players == 1 else (3 if players == 2 else 2)
    if players == 1:
        return (Seat(tuple(basics)),)
    return tuple(Seat(tuple(basics[p * per : (p + 1) * per])) for p in range(players))


def setup(pack: ContentPack, map_id: str, players: int, rng: random.Random) -> BoardState:
    """A new board with every player's first stall on a numbered grey space."""
    state = new_board(pack, map_id, default_seats(pack, players))
    for p in reversed(range(players)):
        piece = Piece(PieceKind.FIRST_STALL, state.seats[p].resources[0])
        options = legal_placements(state, p, piece)
        if options:
            state, _ = apply(state, rng.choice(options))
    return state


def random_step(state: BoardState, player: int, rng: random.Random) -> tuple[BoardState, ActionRecord] | None:
    """One random legal placement for ``player`` (None if the chosen kind had none)."""
    kinds = list(WEIGHTS)
    kind = rng.choices(kinds, weights=[WEIGHTS[k] for k in kinds])[0]
    pack = state.pack
    item = ""
    if kind is PieceKind.IMPORT:
        item = rng.choice(state.seats[player].resources)
    elif kind is PieceKind.IMPORT_AND_BUY:
        others = [r for r in pack.basic_resources if state.controller_of(r) != player]
        item = rng.choice(others)
    elif kind is PieceKind.UPGRADE:
        item = rng.choice([r.id for r in pack.resources.values() if not r.basic])
    elif kind is PieceKind.PRESTIGE:
        placed = {t.item for t in state.tiles if t.kind is TileKind.PRESTIGE}
        left = [b for b in pack.prestige_buildings if b not in placed]
        if not left:
            return None
        item = rng.choice(left)
    options = legal_placements(state, player, Piece(kind, item))
    if not options:
        return None
    return apply(state, rng.choice(options))


def random_board(
    pack: ContentPack, map_id: str, players: int, steps: int, seed: int
) -> tuple[BoardState, list[ActionRecord]]:
    """A board after ``steps`` attempted random placements, players taking turns."""
    rng = random.Random(seed)
    state = setup(pack, map_id, players, rng)
    records: list[ActionRecord] = []
    for step in range(steps):
        done = random_step(state, step % players, rng)
        if done is not None:
            state, record = done
            records.append(record)
    return state, records
