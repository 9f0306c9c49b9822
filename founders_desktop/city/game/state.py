"""The game state as plain data, cheap to clone.

The map is the board module's ``BoardState`` (immutable, so clones share it); steps are frozen
values; players and the containers that change are copied by ``clone``. Every decision still
owed sits on ``stack`` as a ``Step`` naming the seat that decides, so ``current_player`` is
always the seat of the top step.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from founders_desktop.city.game.reach import completions, seat_trackers
from founders_desktop.city.index import board_index
from founders_desktop.city.slots import slot_setters
from founders_desktop.city.state import BoardState
from founders_desktop.city.trackers import Trackers
from founders_desktop.content import ContentPack, MapBoard
from founders_desktop.content.effects import Effect

NEUTRAL = -1  # the "seat" of points lost to a neutral tile in payments


@dataclass(frozen=True, slots=True, init=False)
class Step:
    """A pending decision (or an automatic step the engine resolves on its own)."""

    kind: str
    seat: int
    effect: Effect | None = None
    ref: str = ""
    n: int = 0
    options: tuple[int, ...] = ()

    def __init__(
        self,
        kind: str,
        seat: int,
        effect: Effect | None = None,
        ref: str = "",
        n: int = 0,
        options: tuple[int, ...] = (),
    ) -> None:
        """The dataclass's own ``__init__``, each slot set through its descriptor rather than
        ``object.__setattr__`` by name: half the time, and a decision makes two steps or so.
        (Compiled, the class is native and has no descriptors: set the plain way.)"""
        if _STEP_SETTERS is None:
            object.__setattr__(self, "kind", kind)
            object.__setattr__(self, "seat", seat)
            object.__setattr__(self, "effect", effect)
            object.__setattr__(self, "ref", ref)
            object.__setattr__(self, "n", n)
            object.__setattr__(self, "options", options)
            return
        _set_step_kind(self, kind)
        _set_step_seat(self, seat)
        _set_step_effect(self, effect)
        _set_step_ref(self, ref)
        _set_step_n(self, n)
        _set_step_options(self, options)


# each field is set in ``__init__``: a new one must be added there too, or this fails at import
_STEP_SETTERS = slot_setters(Step, ("kind", "seat", "effect", "ref", "n", "options"))  # None: compiled
if _STEP_SETTERS is not None:
    _set_step_kind, _set_step_seat, _set_step_effect, _set_step_ref, _set_step_n, _set_step_options = (
        _STEP_SETTERS
    )


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
        """A copy whose lists can change on their own. Made without ``__init__`` (each slot set
        directly: a third quicker, and every decision copies every player)."""
        new: PlayerState = PlayerState.__new__(PlayerState)
        new.seat = self.seat
        new.race = self.race
        new.race_resource = self.race_resource
        new.cards = self.cards.copy()
        new.hand = self.hand.copy()
        new.played = self.played.copy()
        new.money = self.money
        new.fleeting = self.fleeting
        new.lasting = self.lasting
        new.card_points = self.card_points
        new.workers_out = self.workers_out.copy()
        new.advisers_recruited = self.advisers_recruited
        return new


# ``copy`` and ``GameState.clone`` set every field by name: a new field must be set there too
assert [f.name for f in fields(PlayerState)] == [
    "seat",
    "race",
    "race_resource",
    "cards",
    "hand",
    "played",
    "money",
    "fleeting",
    "lasting",
    "card_points",
    "workers_out",
    "advisers_recruited",
]


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
        rather than ``list(...)``, and each slot set directly rather than through ``__init__``:
        the faster spellings, on every decision. ``legal`` is never copied."""
        new: GameState = GameState.__new__(GameState)
        new.pack = self.pack
        new.map_id = self.map_id
        new.seed = self.seed
        new.players = [p.copy() for p in self.players]
        new.board = self.board
        new.rng_draws = self.rng_draws
        new.rng_version = self.rng_version
        new.stack = self.stack.copy()
        new.phase = self.phase
        new.start_player = self.start_player
        new.active = self.active
        new.turn = self.turn
        new.votes_held = self.votes_held
        new.resource_cards = self.resource_cards.copy()
        new.races_left = self.races_left.copy()
        new.neutral = self.neutral
        new.offer = self.offer.copy()
        new.adviser_deck = self.adviser_deck.copy()
        new.proposals = self.proposals.copy()
        new.prestige_deck = self.prestige_deck.copy()
        new.prestige_discard = self.prestige_discard.copy()
        new.removed = self.removed.copy()
        new.votes = self.votes.copy()
        new.vote_caller = self.vote_caller
        new.end_triggered = self.end_triggered
        new.solo_cycles = self.solo_cycles
        new.solo_result = self.solo_result
        new.legal = None
        return new

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
        used = 0
        for p in self.players:  # (a loop: quicker than sum over a generator, asked every decision)
            used += p.fleeting + p.lasting
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


# ``clone`` sets every field by name: a new field must be set there too
assert [f.name for f in fields(GameState)] == [
    "pack",
    "map_id",
    "seed",
    "players",
    "board",
    "rng_draws",
    "rng_version",
    "stack",
    "phase",
    "start_player",
    "active",
    "turn",
    "votes_held",
    "resource_cards",
    "races_left",
    "neutral",
    "offer",
    "adviser_deck",
    "proposals",
    "prestige_deck",
    "prestige_discard",
    "removed",
    "votes",
    "vote_caller",
    "end_triggered",
    "solo_cycles",
    "solo_result",
    "legal",
]
