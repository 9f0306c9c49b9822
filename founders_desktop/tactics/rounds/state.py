"""The state of a scenario being played, round after round: plain data, JSON, cheap to clone.

Everything that changes lives here (figures, piles, decks, the turn order, whose decision is
pending, the generator's counter); everything that does not (map, cards, stats) stays in the
``Scenario``, which the state carries as shared read-only content (like the city game's content
pack): it is not part of the JSON (``model_dump_json()`` writes the scenario's id) and a state
read back from JSON gets it again with ``attach``. A game replays from (scenario, seed, log).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from founders_desktop.tactics.rounds.actions import Action

if TYPE_CHECKING:
    from founders_desktop.tactics.scenario import Scenario

HexT = tuple[int, int]
Phase = Literal["plan", "order", "turns", "rest", "over"]
Half = Literal["top", "bottom"]


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ModifierDeck(_Data):
    """An attack modifier deck; ``draw[0]`` is the top card. ``reshuffle`` is set when x2 or
    null is drawn: the deck is reshuffled at the end of the round."""

    draw: list[str]
    discard: list[str] = Field(default_factory=list)
    reshuffle: bool = False


class Piles(_Data):
    hand: list[str]
    #: the two cards chosen for this round, until the turn ends and they go to another pile
    played: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    lost: list[str] = Field(default_factory=list)
    active: list[str] = Field(default_factory=list)

    def all_cards(self) -> list[str]:
        return self.hand + self.played + self.discard + self.lost + self.active


class FigureState(_Data):
    id: str
    hex: HexT | None
    hp: int
    max_hp: int
    #: condition name -> True while it must outlast the end of the figure's current turn
    #: (given during its own turn); conditions end at the end of the figure's next turn.
    conditions: dict[str, bool] = Field(default_factory=dict)
    #: round bonuses (from ability cards) until the end of the round: shield, and retaliate
    #: as [value, range] pairs
    round_shield: int = 0
    round_retaliate: list[tuple[int, int]] = Field(default_factory=list)

    @property
    def on_map(self) -> bool:
        return self.hex is not None


class CharacterState(FigureState):
    cls: str
    piles: Piles
    modifiers: ModifierDeck
    exhausted: bool = False
    #: money tokens looted so far (tallied when the scenario ends)
    looted: int = 0
    #: left the map by an exit hex (an escape scenario)
    escaped: bool = False


class MonsterState(FigureState):
    type: str
    elite: bool
    standee: int
    move: int
    attack: int
    range: int
    #: a summoned monster drops no money token when it dies
    summoned: bool = False
    #: nor does a spawned one ("if the monster was not summoned or spawned", p.15)
    spawned: bool = False


class SummonState(FigureState):
    owner: str
    name: str
    move: int
    attack: int
    range: int
    flying: bool
    summoned_round: int
    #: the summoner's card that stays active while the summon lives, and whether it is lost
    #: (rather than discarded) when the summon goes
    card: str
    card_lost: bool


class MonsterDeckState(_Data):
    draw: list[str]
    discard: list[str] = Field(default_factory=list)
    revealed: str | None = None
    reshuffle: bool = False


class Plan(_Data):
    """A character's choice for the round: two cards (the first leads) or a long rest."""

    long_rest: bool = False
    leading: str | None = None
    second: str | None = None


class HalfPlay(_Data):
    card: str
    half: Half
    default: bool = False


class CharacterTurn(_Data):
    """Progress through a character's turn: the halves played so far and the next action of
    the last one."""

    character: str
    halves: list[HalfPlay] = Field(default_factory=list)
    step: int = 0
    #: the pending action's element was consumed for its bonus
    consumed: bool = False
    #: targets of the pending attack still to be attacked (a push or pull paused it)
    targets_left: list[str] = Field(default_factory=list)
    #: a move that opened a door goes on with the movement it has left (None: a fresh move)
    move_left: int | None = None


class ForcedMove(_Data):
    """A push or pull being carried out, one hex per decision (forced_move.py)."""

    target: str
    kind: Literal["push", "pull"]
    left: int
    #: the attacker's hex: every hex moved must be farther from (push) or closer to (pull) it
    origin: HexT
    attacker: str
    #: the hexes moved through so far, the start first (empty before the first hex)
    path: list[HexT] = Field(default_factory=list)


class OutcomeData(_Data):
    """One legal outcome of an automated figure's turn (a monster or a summon)."""

    end: HexT
    path: list[HexT]
    targets: list[str]


class DamageOffer(_Data):
    """Damage a character is about to suffer, waiting for its player: suffer or negate."""

    character: str
    amount: int
    #: what deals it: the attacker's id, or "trap", "hazard", "wound"
    source: str


class RoundState(_Data):
    scenario: str
    seed: int
    rng_counter: int = 0
    round: int = 1
    phase: Phase = "plan"
    outcome: Literal["won", "lost"] | None = None
    characters: list[CharacterState]
    monsters: list[MonsterState]
    summons: list[SummonState] = Field(default_factory=list)
    summon_counter: int = 0
    monster_modifiers: ModifierDeck
    monster_decks: dict[str, MonsterDeckState]
    traps: list[HexT] = Field(default_factory=list)
    #: money tokens on the map, one entry per token (sorted)
    money: list[HexT] = Field(default_factory=list)
    plans: dict[str, Plan] = Field(default_factory=dict)
    #: turn order as groups of actors ("c:<character>" or "m:<monster type>"); a group of
    #: several is a tie the players still have to order.
    order: list[list[str]] = Field(default_factory=list)
    slot: int = 0
    queue: list[str] = Field(default_factory=list)
    #: figures that have begun their turn this round -> the slot of ``order`` they took it in
    #: (a monster revealed after its type acted gets a slot of its own; the others never act twice)
    acted: dict[str, int] = Field(default_factory=dict)
    active: str | None = None
    turn: CharacterTurn | None = None
    choices: list[OutcomeData] = Field(default_factory=list)
    #: characters still to answer "short rest?" in the rest phase
    rest_pending: list[str] = Field(default_factory=list)
    #: the elemental infusion table: element -> strong or waning (absent: inert)
    elements: dict[str, Literal["strong", "waning"]] = Field(default_factory=dict)
    #: elements infused during the current turn: they become strong when it ends
    infusing: list[str] = Field(default_factory=list)
    #: monster types that have decided this round whether their set consumes (True: it did)
    consumed_sets: dict[str, bool] = Field(default_factory=dict)
    #: a short rest just made: (character, the card it lost, the cards it took back); the
    #: character may still redraw the lost card (``RedrawRest``) until the next action
    rest_redraw: tuple[str, str, list[str]] | None = None
    #: rooms whose doors have been opened
    opened: list[str] = Field(default_factory=list)
    #: triggered spawns that have come (indices into the scenario's spawns; spawn_triggers.py)
    spawned: list[int] = Field(default_factory=list)
    #: a push or pull waiting for the attacker's side to choose the next hex
    forced: ForcedMove | None = None
    #: False for logs saved before the damage choice existed: they replay as "suffer" always
    damage_choice: bool = True
    #: False for logs saved before revealed monsters joined the round they are revealed in:
    #: such monsters wait for the next round and a move stops at the door it opens; spawns
    #: have no triggers, and a spawned monster drops money as a printed one does
    doors_mid_round: bool = True
    #: damage waiting for its character's choice (``DamageChoice``), and how to go on
    damage_offer: DamageOffer | None = None
    resume: Resume | None = None

    _content: Scenario | None = PrivateAttr(default=None)

    @property
    def content(self) -> Scenario:
        """The scenario being played (map, cards, stats): shared, never copied."""
        if self._content is None:
            raise ValueError(f"state of {self.scenario!r} has no scenario attached; use attach()")
        return self._content

    def attach(self, scenario: Scenario) -> RoundState:
        """Give a state read from JSON its scenario back (it must be the one it was played on)."""
        if scenario.id != self.scenario:
            raise ValueError(f"state of {self.scenario!r} cannot be played on {scenario.id!r}")
        self._content = scenario
        if self.resume is not None:
            self.resume.base.attach(scenario)
        return self

    def clone(self) -> RoundState:
        """A deep copy of everything that changes; the scenario is shared."""
        memo: dict[int, object] = {}
        if self._content is not None:
            memo[id(self._content)] = self._content
        return copy.deepcopy(self, memo)

    # --- lookups ----------------------------------------------------------------------------

    def character(self, cid: str) -> CharacterState:
        for c in self.characters:
            if c.id == cid:
                return c
        raise KeyError(cid)

    def figure(self, fid: str) -> FigureState:
        found = self.find(fid)
        if found is None:
            raise KeyError(fid)
        return found

    def find(self, fid: str) -> FigureState | None:
        """The figure called ``fid``, or None (a summon that has been removed)."""
        for group in (self.characters, self.monsters, self.summons):
            for f in group:
                if f.id == fid:
                    return f
        return None

    def living_monsters(self) -> list[MonsterState]:
        return [m for m in self.monsters if m.hex is not None]

    def active_characters(self) -> list[CharacterState]:
        return [c for c in self.characters if not c.exhausted and not c.escaped]

    def figures_on_map(self) -> list[FigureState]:
        out: list[FigureState] = []
        out.extend(c for c in self.characters if c.hex is not None)
        out.extend(s for s in self.summons if s.hex is not None)
        out.extend(m for m in self.monsters if m.hex is not None)
        return out

    def occupant(self, h: HexT) -> FigureState | None:
        for f in self.figures_on_map():
            if f.hex == h:
                return f
        return None


class Resume(_Data):
    """How a game stopped at a damage choice goes on: the action is played again from the
    state before it, with the choices made so far (the generator is counter-based, so it
    reaches the same point); ``seen`` events were reported already."""

    base: RoundState
    action: Action
    answers: list[tuple[str, ...]] = Field(default_factory=list)
    seen: int = 0


RoundState.model_rebuild()
