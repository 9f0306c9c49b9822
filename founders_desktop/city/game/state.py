"""The game state as plain data, cheap to clone.

The map is the board module's ``BoardState`` (immutable, so clones share it); steps are frozen
values; players and the containers that change are copied by ``clone``. Every decision still
owed sits on ``stack`` as a ``Step`` naming the seat that decides, so ``current_player`` is
always the seat of the top step.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from founders_desktop.city.game.reach import completions, seat_trackers
from founders_desktop.city.index import board_index
from founders_desktop.city.state import BoardState
from founders_desktop.city.trackers import Trackers
from founders_desktop.content import ContentPack, MapBoard
from founders_desktop.content.effects import Effect

NEUTRAL = -1  # the "seat" of points lost to a neutral tile in payments


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
    """One seat: race, resource cards, hand, played cards, money, influence, workers, and the
    points scored off the board (advisers, cards); the board holds the rest of the score."""

    seat: int
    race: str = ""
    race_resource: str = ""
    cards: list[str] = field(default_factory=list)  # resource card ids held (race's first if any)
    hand: list[str] = field(default_factory=list)
    played: list[tuple[str, bool]] = field(default_factory=list)  # (card, face up)
    money: int = 0
    fleeting: int = 0
    lasting: int = 0
    card_points: int = 0
    workers_out: list[str] = field(default_factory=list)  # "race" or prestige building ids
    advisers_recruited: int = 0

    def copy(self) -> PlayerState:
        return PlayerState(
            self.seat,
            self.race,
            self.race_resource,
            self.cards.copy(),
            self.hand.copy(),
            self.played.copy(),
            self.money,
            self.fleeting,
            self.lasting,
            self.card_points,
            self.workers_out.copy(),
            self.advisers_recruited,
        )


@dataclass(slots=True)
class GameState:
    """Everything about one game. ``pack`` and ``board`` are shared, read-only content."""

    pack: ContentPack
    map_id: str
    seed: int
    players: list[PlayerState]
    board: BoardState
    rng_draws: int = 0
    rng_version: int = 2  # which generator draws (rng.py): 1 only for saves made before 2
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
    votes: dict[int, tuple[int, int, int]] = field(default_factory=dict)  # seat -> (space, f, l)
    vote_caller: int = -1
    end_triggered: bool = False
    solo_cycles: int = 0
    solo_result: str = ""  # "" | "won" | "lost"
    legal: list[Any] | None = None  # legal actions of this very state (never copied)

    @property
    def map_board(self) -> MapBoard:
        return self.pack.maps[self.map_id]

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    def clone(self) -> GameState:
        """A copy that can change without touching this one (content is shared). ``.copy()``
        rather than ``list(...)``: the faster spelling, on every decision."""
        return GameState(
            self.pack,
            self.map_id,
            self.seed,
            [p.copy() for p in self.players],
            self.board,
            self.rng_draws,
            self.rng_version,
            self.stack.copy(),
            self.phase,
            self.start_player,
            self.active,
            self.turn,
            self.votes_held,
            self.resource_cards.copy(),
            self.races_left.copy(),
            self.neutral,
            self.offer.copy(),
            self.adviser_deck.copy(),
            self.proposals.copy(),
            self.prestige_deck.copy(),
            self.prestige_discard.copy(),
            self.removed.copy(),
            self.votes.copy(),
            self.vote_caller,
            self.end_triggered,
            self.solo_cycles,
            self.solo_result,
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

    # -- read off the board -------------------------------------------------------------------
    def points(self, seat: int) -> int:
        """Score track: the board's payments plus points from advisers and cards."""
        return self.board.points[seat] + self.players[seat].card_points

    def trackers(self, seat: int) -> Trackers:
        return seat_trackers(self.board, seat)

    def houses(self, seat: int) -> int:
        return board_index(self.board).houses.get(seat, 0)

    def workers_free(self, seat: int) -> int:
        """Workers unlocked by houses and not placed."""
        return self.houses(seat) - len(self.players[seat].workers_out)

    def completions(self) -> int:
        return completions(self.board)
