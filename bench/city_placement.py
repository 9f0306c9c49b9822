"""Time what a drag asks of the city engine on a late-game board (4 players, both maps).

For every piece kind (each resource, each unplaced prestige building), every player: the time of
``legal_placements`` on a state whose caches are cleared first (the first query of a drag, the
slow one: later moves hit the cache), then ``preview`` of legal drops (cost, payments and the
deliveries they trigger). Prints one line per map and a final
``RESULT median_ms=... max_ms=...`` over all timed queries. Targets: median < 3, max < 16.

    PYTHONPATH=. python bench/city_placement.py [--short]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from founders_desktop.city import BoardState, Piece, PieceKind, TileKind, legal_placements, preview
from founders_desktop.city.random_play import random_board
from founders_desktop.content import default_pack


def late_game(map_id: str, seed: int) -> BoardState:
    """A board with 30+ buildings and 40+ roads, made of random legal placements."""
    pack = default_pack()
    for attempt in range(20):
        state, _ = random_board(pack, map_id, 4, 320, seed + attempt)
        buildings = sum(1 for t in state.tiles if t.kind is not TileKind.BRIDGE)
        if buildings >= 30 and len(state.roads) >= 40:
            return state
    raise SystemExit(f"could not make a late-game board on {map_id}")


def pieces(state: BoardState, player: int) -> list[Piece]:
    pack = state.pack
    placed = {t.item for t in state.tiles if t.kind is TileKind.PRESTIGE}
    out = [Piece(PieceKind.IMPORT, r) for r in state.seats[player].resources]
    out += [Piece(PieceKind.IMPORT_AND_BUY, r) for r in pack.basic_resources]
    out += [Piece(PieceKind.UPGRADE, r.id) for r in pack.resources.values() if not r.basic]
    out += [Piece(PieceKind.PRESTIGE, b) for b in pack.prestige_buildings if b not in placed]
    out += [Piece(k) for k in (PieceKind.HOUSE, PieceKind.BRIDGE, PieceKind.ROAD, PieceKind.BUY_ACCESS)]
    return out


def cold(state: BoardState) -> BoardState:
    state._cache.clear()
    return state


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--short", action="store_true", help="one player per map (CI)")
    args = parser.parse_args()
    rng = random.Random(7)
    all_times: list[float] = []
    for map_id in ("symmetric", "thematic"):
        state = late_game(map_id, 11)
        kinds = Counter(t.kind.value for t in state.tiles)
        times: list[float] = []
        by_kind: dict[str, float] = {}
        previews: list[float] = []
        for player in range(1 if args.short else 4):
            for piece in pieces(state, player):
                cold(state)
                t0 = time.perf_counter()
                legal = legal_placements(state, player, piece)
                dt = (time.perf_counter() - t0) * 1000
                times.append(dt)
                by_kind[piece.kind.value] = max(by_kind.get(piece.kind.value, 0.0), dt)
                for pl in rng.sample(legal, min(3, len(legal))):
                    t0 = time.perf_counter()
                    preview(state, player, pl)
                    previews.append((time.perf_counter() - t0) * 1000)
        print(
            f"{map_id}: tiles {dict(kinds)} roads {len(state.roads)}; legal_placements "
            f"median {statistics.median(times):.2f} ms max {max(times):.2f} ms; "
            f"preview median {statistics.median(previews):.2f} ms max {max(previews):.2f} ms"
        )
        print(
            "  slowest legal_placements per kind (ms): "
            + ", ".join(f"{k} {v:.2f}" for k, v in by_kind.items())
        )
        all_times += times + previews
    print(f"RESULT median_ms={statistics.median(all_times):.2f} max_ms={max(all_times):.2f}")


if __name__ == "__main__":
    main()
