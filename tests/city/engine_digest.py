"""Prints one digest of what the city engine does over random and greedy games: every legal list
and every outcome. Run as a script with either engine on PYTHONPATH (the checkout's Python
modules, or a compiled copy from ``scripts/compile_engine.py``): equal digests, equal engines.

    python tests/city/engine_digest.py GAMES
"""

from __future__ import annotations

import hashlib
import random
import sys

from founders_desktop.bots.greedy import LightGreedyBot
from founders_desktop.city.game import apply, apply_in_place, is_over, legal_actions, new_game
from founders_desktop.content import default_pack
from founders_desktop.logs import engine_kind


def digest(games: int) -> str:
    pack = default_pack()
    h = hashlib.sha256()
    for g in range(games):
        for players in (1, 2, 3, 4):
            for map_id in ("thematic", "symmetric"):
                seed = 1000 * g + 10 * players + (map_id == "symmetric")
                rng = random.Random(seed)
                greedy = LightGreedyBot(seed) if g % 2 else None
                state = new_game(pack, map_id, players, seed)
                while not is_over(state) and state.turn <= 150:
                    legal = legal_actions(state)
                    h.update("|".join(a.short() + repr(a.choices) for a in legal).encode())
                    action = greedy.choose(state, legal) if greedy else legal[rng.randrange(len(legal))]
                    if rng.random() < 0.5:  # both ways of applying, the copy and the playout's
                        state, record = apply(state, action, check=False)
                    else:
                        record = apply_in_place(state, action, check=False)
                    h.update(repr((record.events, record.money, record.payments)).encode())
                h.update(
                    repr(
                        [
                            (p.money, p.fleeting, p.lasting, p.card_points, p.hand, p.played)
                            for p in state.players
                        ]
                    ).encode()
                )
                h.update(repr((state.turn, state.solo_result, state.board.points)).encode())
    return f"{engine_kind()} {h.hexdigest()}"


if __name__ == "__main__":
    print(digest(int(sys.argv[1]) if len(sys.argv) > 1 else 2))
