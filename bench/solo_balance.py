"""Benchmark: can a computer player win the solo game, and what do the pack's solo values change?

Plays ``--games`` solo games (seeds S, S+1, ..., the ``simulate`` command's games) per map with
one player, optionally with some of the pack's designed solo values replaced (``--solo
income_at_vote=false``, ``--solo starting_money=12``, values as JSON) and the first stall forced
into a section of another solo difficulty (``--difficulty hard``). Prints one line per game and
ends with ``RESULT games=... won=... open_slots=... completions=... cpu_s=...`` (open slots of
the buildings built, summed over the games). The figures of the pack's DESIGN.md, "Solo
balance", come from it. Run:
``PYTHONPATH=. python bench/solo_balance.py --bot hard --games 10 [--maps thematic] [--solo K=V]``.
"""

from __future__ import annotations

import argparse
import json
import time

from founders_desktop.bots import solo_play
from founders_desktop.bots.simulate import play_game
from founders_desktop.city.game import Action, GameState
from founders_desktop.content import ContentPack, default_pack

MAPS = ("thematic", "symmetric")


def with_solo(pack: ContentPack, changes: list[str]) -> ContentPack:
    """The pack with some "solo" values of rules.json replaced (``name=json``)."""
    update = {}
    for change in changes:
        name, _, text = change.partition("=")
        update[name] = json.loads(text)
    if not update:
        return pack
    given = pack.solo.model_dump(exclude_unset=True)
    provenance = given["provenance"]
    if isinstance(provenance, dict):  # a value tried here is this pack's design
        given["provenance"] = {**provenance, **dict.fromkeys(update, "reconstructed")}
    solo = type(pack.solo).model_validate({**given, **update})
    return pack.model_copy(update={"solo": solo})


def start_in(level: str) -> None:
    """Make the players put their first stall in a section of solo difficulty ``level``."""

    def spaces(view: GameState, legal: list[Action]) -> list[Action]:
        board = view.map_board
        out = []
        for a in legal:
            number = board.section_of(a.placement.anchor) if a.placement is not None else None
            if number is not None and board.section(number).solo_difficulty == level:
                out.append(a)
        return out

    solo_play.normal_spaces = spaces  # type: ignore[assignment]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bot", default="hard", help="easy, normal, hard, greedy")
    parser.add_argument("--games", type=int, default=10, help="games per map")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--maps", default=",".join(MAPS), help="map sides, comma separated")
    parser.add_argument("--budget", type=float, default=0.2, help="seconds a card (normal, hard)")
    parser.add_argument("--solo", action="append", default=[], help="a solo value: name=json")
    parser.add_argument("--difficulty", default="normal", help="solo difficulty of the start section")
    args = parser.parse_args()
    pack = with_solo(default_pack(), args.solo)
    if args.difficulty != "normal":
        start_in(args.difficulty)
    won = open_slots = completions = games = 0
    start = time.process_time()
    for map_id in args.maps.split(","):
        for seed in range(args.seed, args.seed + args.games):
            _, result = play_game(pack, map_id, [args.bot], seed, budget_s=args.budget)
            games += 1
            won += result.solo_result == "won"
            open_slots += result.solo_open_slots
            completions += result.completions
            print(f"{result.line()} open_slots={result.solo_open_slots}", flush=True)
    cpu = time.process_time() - start
    print(f"RESULT games={games} won={won} open_slots={open_slots} completions={completions} cpu_s={cpu:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
