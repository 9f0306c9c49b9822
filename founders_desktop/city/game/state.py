"""The game state as plain data, cheap to clone.

Tiles and steps are frozen values shared between clones; players and the containers that change
are copied by ``clone``. Every decision still owed sits on ``stack`` as a ``Step`` naming the
seat that decides, so ``current_player`` is always the seat of the top step.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from founders_desktop.content import ContentPack, MapBoard
from founders_desktop.content.effects import Effect
from founders_desktop.content.terrain import Square

NEUTRAL = -1  # owner of a neutral resource tile; also the "seat" paid when points are lost
NOBODY = -2  # owner of roads and prestige buildings

_versions = itertools.count(1)


def new_version() -> int:
    """A board version unique in this process: caches keyed by it never mix two branches."""
    return next(_versions)


@dataclass(frozen=True, slots=True)
class Tile:
    """A tile on the map. ``access`` holds the seats with a claim token under the owner's;
    ``delivered`` maps a prestige building's resources to the seat that delivered (NEUTRAL for
    a neutral resource)."""

    tid: int
    kind: str  # stall | advanced | prestige | house | bridge | road
    item: str  # resource id, prestige building id, or "" for houses, bridges and roads
    owner: int
    squares: tuple[Square, ...]
    section: int | None
    access: tuple[int, ...] = ()
    delivered: tuple[tuple[str, int], ...] = ()

    def delivered_by(self, resource: str) -> int | None:
        for r, seat in self.delivered:
            if r == resource:
                return seat
        return None


@dataclass(frozen=True, slots=True)
class Step:
    """A pending decision (or an automatic step the engine resolves on its own)."""

    kind: str
    seat: int
    effect: Effect | None = None
    ref: str = ""
    n: int = 0
    options: tuple[int, ...] = ()


@dataclass(slots=True)
class PlayerState:
    """One seat: race, resources, hand, played cards, money, influence, pieces and score."""

    seat: int
    race: str = ""
    race_resource: str = ""
    cards: list[str] = field(default_factory=list)  # resource card ids held (race's first if any)
    hand: list[str] = field(default_factory=list)
    played: list[tuple[str, bool]] = field(default_factory=list)  # (card, face up)
    money: int = 0
    fleeting: int = 0
    lasting: int = 0
    points: int = 0
    houses: int = 0
    bridges: int = 0
    workers_out: list[str] = field(default_factory=list)  # "race" or prestige building ids
    owned_types: list[str] = field(default_factory=list)  # resource tracker "own" spots, in order
    access_types: list[str] = field(default_factory=list)  # resource tracker "access" spots
    claims: int = 0  # claim tokens on the map (owned tiles and access)
    deliveries: int = 0  # delivery tokens on prestige buildings
    advisers_recruited: int = 0
    roads_built: int = 0

    def copy(self) -> PlayerState:
        return PlayerState(
            self.seat,
            self.race,
            self.race_resource,
            list(self.cards),
            list(self.hand),
            list(self.played),
            self.money,
            self.fleeting,
            self.lasting,
            self.points,
            self.houses,
            self.bridges,
            list(self.workers_out),
            list(self.owned_types),
            list(self.access_types),
            self.claims,
            self.deliveries,
            self.advisers_recruited,
            self.roads_built,
        )

    @property
    def income(self) -> int:
        """The income track: one per resource type owned on the map."""
        return len(self.owned_types)

    @property
    def workers_free(self) -> int:
        """Workers unlocked by houses and not placed."""
        return self.houses - len(self.workers_out)


@dataclass(slots=True)
class GameState:
    """Everything about one game. ``pack`` and ``board`` are shared, read-only content."""

    pack: ContentPack
    board: MapBoard
    seed: int
    players: list[PlayerState]
    rng_draws: int = 0
    stack: list[Step] = field(default_factory=list)
    phase: str = "setup"  # setup | play | over
    start_player: int = 0
    active: int = 0
    turn: int = 0  # turns begun (a turn is one active player's card and its follows)
    votes_held: int = 0
    resource_cards: list[str] = field(default_factory=list)  # cards not yet taken
    races_left: list[str] = field(default_factory=list)
    neutral: tuple[str, ...] = ()
    offer: list[str | None] = field(default_factory=list)
    adviser_deck: list[str] = field(default_factory=list)  # index 0 is the top
    proposals: list[str] = field(default_factory=list)
    prestige_deck: list[str] = field(default_factory=list)  # index 0 top, -1 bottom
    prestige_discard: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)  # advisers (solo) and unplaceable buildings
    tiles: dict[int, Tile] = field(default_factory=dict)
    occupied: dict[Square, int] = field(default_factory=dict)
    next_tid: int = 1
    board_version: int = 0
    votes: dict[int, tuple[int, int, int]] = field(default_factory=dict)  # seat -> (space, f, l)
    vote_caller: int = -1
    completions: int = 0
    end_triggered: bool = False
    solo_cycles: int = 0
    solo_result: str = ""  # "" | "won" | "lost"
    cache: dict[Any, Any] = field(default_factory=dict)
    legal: list[Any] | None = None  # legal actions of this very state (never copied)

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    def clone(self) -> GameState:
        """A copy that can change without touching this one (content is shared)."""
        return GameState(
            self.pack,
            self.board,
            self.seed,
            [p.copy() for p in self.players],
            self.rng_draws,
            list(self.stack),
            self.phase,
            self.start_player,
            self.active,
            self.turn,
            self.votes_held,
            list(self.resource_cards),
            list(self.races_left),
            self.neutral,
            list(self.offer),
            list(self.adviser_deck),
            list(self.proposals),
            list(self.prestige_deck),
            list(self.prestige_discard),
            list(self.removed),
            dict(self.tiles),
            dict(self.occupied),
            self.next_tid,
            self.board_version,
            dict(self.votes),
            self.vote_caller,
            self.completions,
            self.end_triggered,
            self.solo_cycles,
            self.solo_result,
            self.cache,
        )

    # -- small helpers the rules share -------------------------------------------------------
    def player(self, seat: int) -> PlayerState:
        return self.players[seat]

    def order_from(self, seat: int) -> list[int]:
        """Seats in player order starting with ``seat``."""
        return [(seat + i) % self.n for i in range(self.n)]

    def distance(self, from_seat: int, to_seat: int) -> int:
        """How far ``to_seat`` is after ``from_seat`` in player order (0 for itself)."""
        return (to_seat - from_seat) % self.n

    def controlled(self, seat: int) -> list[str]:
        """Basic resources a seat controls (may import)."""
        if self.solo:
            return list(self.pack.basic_resources)
        p = self.players[seat]
        out = [p.race_resource] if p.race_resource else []
        for card in p.cards:
            r = self.pack.resource_cards[card].resource
            if r not in out:
                out.append(r)
        return out

    def influence_left(self) -> int:
        used = sum(p.fleeting + p.lasting for p in self.players)
        if self.solo:
            used += sum(f + la for f, la in self.pack.solo.phantom_influence)
        return self.pack.supply.influence_tokens - used

    def roads_left(self) -> int:
        return self.pack.supply.roads - sum(1 for t in self.tiles.values() if t.kind == "road")

    def add_tile(self, tile: Tile) -> None:
        self.tiles[tile.tid] = tile
        for sq in tile.squares:
            self.occupied[sq] = tile.tid
        self.next_tid = max(self.next_tid, tile.tid + 1)
        self.board_version = new_version()

    def replace_tile(self, tile: Tile) -> None:
        self.tiles[tile.tid] = tile
