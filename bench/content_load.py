"""Benchmark: loading and validating the default content pack, and the map lookups the rules
call most (terrain, section, neighbours). Run: PYTHONPATH=. python bench/content_load.py [--short]"""

from __future__ import annotations

import sys
import time

from founders_desktop.content import default_pack_path, load_pack


def main() -> None:
    short = "--short" in sys.argv
    loads = 3 if short else 20
    start = time.perf_counter()
    for _ in range(loads):
        pack = load_pack(default_pack_path())
    load_ms = (time.perf_counter() - start) * 1000 / loads
    print(f"load+validate default pack: {load_ms:.1f} ms ({loads} loads)")

    board = pack.maps["thematic"]
    squares = board.squares()
    rounds = 20 if short else 200
    start = time.perf_counter()
    n = 0
    for _ in range(rounds):
        for sq in squares:
            board.terrain_at(sq)
            board.section_of(sq)
            for nb in board.neighbours8(sq):
                n += board.is_buildable(nb)
    lookups = rounds * len(squares)
    per_square_us = (time.perf_counter() - start) * 1e6 / lookups
    print(f"terrain+section+8 neighbours per square: {per_square_us:.2f} us ({lookups} squares)")

    footprint = pack.footprint_of(pack.prestige_buildings["merchants_guild"])
    start = time.perf_counter()
    placements = 0
    for o in range(len(footprint.orientations)):
        for anchor in squares:
            if all(board.is_buildable(sq) for sq in footprint.squares_at(anchor, o)):
                placements += 1
    scan_ms = (time.perf_counter() - start) * 1000
    print(f"scan all Merchant's Guild placements on the thematic side: {scan_ms:.2f} ms ({placements} fit)")
    print(
        f"RESULT load_ms={load_ms:.1f} square_lookup_us={per_square_us:.2f} placement_scan_ms={scan_ms:.2f}"
    )


if __name__ == "__main__":
    main()
