"""Benchmark: can a computer player win the solo game, and what do the pack's solo values change?

Plays ``--games`` solo games (seeds S, S+1, ..., the ``simulate`` command's games) per map with
one player, optionally with some of the pack's designed solo values replaced (``--solo
income_at_vote=false``, ``--solo starting_money=12``, values as JSON) and the first stall forced
into a section of another solo difficulty (``--difficulty hard``). Prints one line per game and
ends with ``RESULT games=... won=... open_slots=... completions=... cpu_s=...`` (open slots of
the buildings built, summed over the games). The figures of the pack's DESIGN.md, "Solo
balance", come from it. Run:
``PYTHONPATH=. python bench/solo_balance.py --bot hard --games 10 [--maps thematic] [--solo K=V]``.

``--bound`` plays nothing: for each seed it deals the six sets of proposals (the choice of one
does not change the deck) and prints the fewest delivery tokens a win needs over every choice
of one proposal per vote (the income marker, one "own" space per resource type the chosen
buildings want with their prerequisites, one per slot), against the supply. ``--supply
delivery_tokens=40`` replaces a supply value (a rulebook value: a what-if, never the pack's).

``--why`` adds to each game's line what it left: ``unowned=`` the open slots' resources the
player never owned, ``far=`` those it owned with the roads each slot still lacked, and
``upgrade_down=ready/short``: how often the Upgrade card went to a basic action while a wanted
upgrade's site was within a road (its sources usable), and how often of those the money was
below the upgrade's price.

``--cpu-clock`` counts the search players' budget in this process's CPU time (as
``bot_strength.py`` does): on the wall clock the hard level's solo planner stops a decision at
twice its budget, so the machine's load moves which cycles are played out, and the same code won
3 to 7 of the same 20 games from run to run.
"""

from __future__ import annotations

import argparse
import itertools
import json
import time

from cpu_clock import cpu_clocked  # type: ignore[import-not-found]

from founders_desktop.bots import prospects, solo_play
from founders_desktop.bots.simulate import Observer, play_game
from founders_desktop.bots.solo import tokens_to_win
from founders_desktop.bots.solo_bot import wanted_advanced
from founders_desktop.city.game import Action, ActionRecord, GameState, new_game
from founders_desktop.city.game.proposals import deal_proposals
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


def with_supply(pack: ContentPack, changes: list[str]) -> ContentPack:
    """The pack with some "supply" values replaced (``name=json``): what-ifs only."""
    if not changes:
        return pack
    update = {name: json.loads(text) for name, _, text in (c.partition("=") for c in changes)}
    return pack.model_copy(update={"supply": pack.supply.model_copy(update=update)})


def proposal_sets(pack: ContentPack, map_id: str, seed: int) -> list[list[str]]:
    """The six sets of proposals a solo game from ``seed`` deals, whatever is chosen."""
    state = new_game(pack, map_id, 1, seed)
    sets = []
    for _ in range(pack.solo.votes):
        if not state.proposals:
            deal_proposals(state)
        sets.append(list(state.proposals))
        state.prestige_discard.extend(state.proposals)
        state.proposals = []
    return sets


def bound(pack: ContentPack, maps: list[str], seed: int, games: int) -> int:
    """Print, per seed, the fewest delivery tokens a win needs; end with the RESULT line."""
    supply = pack.supply.delivery_tokens
    fits = 0
    fewest_all = []
    for map_id in maps:
        for s in range(seed, seed + games):
            sets = proposal_sets(pack, map_id, s)
            fewest, pick = min(
                (tokens_to_win(pack, [sets[i][c] for i, c in enumerate(combo)]), combo)
                for combo in itertools.product(*(range(len(t)) for t in sets))
            )
            fits += fewest <= supply
            fewest_all.append(fewest)
            chosen = ",".join(sets[i][c] for i, c in enumerate(pick))
            print(f"seed={s} map={map_id} fewest_delivery_tokens={fewest} supply={supply} with={chosen}")
    print(f"RESULT seeds={len(fewest_all)} fit_supply={fits} fewest={min(fewest_all)} most={max(fewest_all)}")
    return 0


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


class UpgradeWatch:
    """Counts the Upgrade card played face down with a wanted upgrade's site ready (``--why``)."""

    def __init__(self) -> None:
        self.ready = self.short = 0

    def __call__(self, state: GameState, record: ActionRecord) -> None:
        action = record.action
        if action.type != "play_card" or action.target != "upgrade" or action.face_up:
            return
        seat = action.seat
        _, usable = prospects.seat_tiles(state, seat)
        prices = [
            state.pack.costs.upgrade_cost(r.tier)
            for r in (state.pack.resources[res] for res in wanted_advanced(state, seat))
            if all(p in usable for p in r.prerequisites) and prospects.site_roads(state, seat, r.id) <= 1
        ]
        if prices:
            self.ready += 1
            self.short += state.players[action.seat].money < min(prices)


def why(state: GameState, watch: UpgradeWatch) -> str:
    """What a game left open, and why (``--why``)."""
    own = state.trackers(0).own
    unowned = ",".join(sorted(r for r in prospects.open_slots(state) if r not in own)) or "-"
    roads = sorted(prospects.slot_roads(state, 0).items())
    far = ",".join(f"{r}:{'/'.join(str(k) for _, k in ks)}" for r, ks in roads) or "-"
    return f" unowned={unowned} far={far} upgrade_down={watch.ready}/{watch.short}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bot", default="hard", help="easy, normal, hard, greedy")
    parser.add_argument("--games", type=int, default=10, help="games per map")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--maps", default=",".join(MAPS), help="map sides, comma separated")
    parser.add_argument("--budget", type=float, default=0.2, help="seconds a card (normal, hard)")
    parser.add_argument("--solo", action="append", default=[], help="a solo value: name=json")
    parser.add_argument("--difficulty", default="normal", help="solo difficulty of the start section")
    parser.add_argument("--supply", action="append", default=[], help="a supply value (what-if): name=json")
    parser.add_argument("--bound", action="store_true", help="print the delivery tokens a win needs")
    parser.add_argument("--why", action="store_true", help="print what each game left open, and why")
    parser.add_argument("--cpu-clock", action="store_true", help="the search budget in CPU time")
    args = parser.parse_args()
    bot = cpu_clocked(args.bot) if args.cpu_clock else args.bot
    pack = with_supply(with_solo(default_pack(), args.solo), args.supply)
    if args.bound:
        return bound(pack, args.maps.split(","), args.seed, args.games)
    if args.difficulty != "normal":
        start_in(args.difficulty)
    won = open_slots = completions = games = 0
    start = time.process_time()
    for map_id in args.maps.split(","):
        for seed in range(args.seed, args.seed + args.games):
            watch = UpgradeWatch()
            observe: Observer | None = watch if args.why else None
            state, result = play_game(pack, map_id, [bot], seed, observe=observe, budget_s=args.budget)
            games += 1
            won += result.solo_result == "won"
            open_slots += result.solo_open_slots
            completions += result.completions
            extra = why(state, watch) if args.why else ""
            print(f"{result.line()} open_slots={result.solo_open_slots}{extra}", flush=True)
    cpu = time.process_time() - start
    print(f"RESULT games={games} won={won} open_slots={open_slots} completions={completions} cpu_s={cpu:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
