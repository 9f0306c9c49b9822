"""Sample sandbox layouts made of random legal placements (the engine's ``random_play``): a busy
board to look at, to benchmark a drag on, and to test against."""

from __future__ import annotations

import random

from founders_desktop.app.sandbox.layout import Entry
from founders_desktop.city import BoardState, Piece, PieceKind, apply, legal_placements, new_board
from founders_desktop.city.random_play import default_seats, random_step
from founders_desktop.content import ContentPack


def sample_entries(
    pack: ContentPack, map_id: str, players: int, steps: int, seed: int
) -> tuple[tuple[Entry, ...], BoardState]:
    """First stalls, then ``steps`` attempted random legal placements, players taking turns."""
    rng = random.Random(seed)
    state = new_board(pack, map_id, default_seats(pack, players))
    entries: list[Entry] = []
    for p in reversed(range(players)):
        options = legal_placements(state, p, Piece(PieceKind.FIRST_STALL, state.seats[p].resources[0]))
        if options:
            choice = rng.choice(options)
            state, _ = apply(state, choice)
            entries.append(Entry(choice))
    for step in range(steps):
        done = random_step(state, step % players, rng)
        if done is not None:
            state, record = done
            entries.append(Entry(record.placement))
    return tuple(entries), state
