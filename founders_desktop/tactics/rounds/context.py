"""What every rule step of a round works on: the scenario, a state being changed, the chance
generator and the events being recorded. ``apply`` makes one per action on a clone."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.rng import Chance
from founders_desktop.tactics.rounds.actions import Event
from founders_desktop.tactics.rounds.state import (
    CharacterState,
    FigureState,
    MonsterState,
    RoundState,
    SummonState,
)
from founders_desktop.tactics.scenario import Scenario


@dataclass
class Ctx:
    scenario: Scenario
    state: RoundState
    chance: Chance
    events: list[Event] = field(default_factory=list)
    #: the damage choices already made in the action being played (``apply`` sets them);
    #: None: a rule step run outside ``apply`` has no one to ask, its damage is suffered
    answers: list[tuple[str, ...]] | None = None

    @classmethod
    def of(cls, state: RoundState) -> Ctx:
        return cls(state.content, state, Chance(state.seed, state.rng_counter))

    def emit(self, code: str, **params: Any) -> None:
        self.events.append(Event(code=code, params=params))

    def sync(self) -> None:
        """Write the generator's counter back into the state."""
        self.state.rng_counter = self.chance.counter


def is_monster_side(f: FigureState) -> bool:
    return isinstance(f, MonsterState)


def enemies_of(state: RoundState, f: FigureState) -> list[FigureState]:
    mine = is_monster_side(f)
    return [o for o in state.figures_on_map() if is_monster_side(o) != mine]


def allies_of(state: RoundState, f: FigureState) -> list[FigureState]:
    """Figures on the same side, ``f`` excluded."""
    mine = is_monster_side(f)
    return [o for o in state.figures_on_map() if is_monster_side(o) == mine and o.id != f.id]


def hex_of(f: FigureState) -> Hex:
    if f.hex is None:
        raise ValueError(f"{f.id} is not on the map")
    return Hex(*f.hex)


def initiative_of(state: RoundState, scenario: Scenario, f: FigureState) -> float | None:
    """This round's initiative of a figure, for focus ties: a summon just before its summoner
    (earlier summons first), a long rest at 99, a monster at its type's card."""
    if isinstance(f, CharacterState):
        plan = state.plans.get(f.id)
        if plan is None:
            return None
        if plan.long_rest or plan.leading is None:
            return 99.0
        return float(scenario.character_class(f.cls).card(plan.leading).initiative)
    if isinstance(f, SummonState):
        owner = state.character(f.owner)
        base = initiative_of(state, scenario, owner)
        if base is None:
            return None
        return base - 0.5 + 0.001 * _summon_rank(state, f)
    if isinstance(f, MonsterState):
        deck = state.monster_decks.get(f.type)
        if deck is None or deck.revealed is None:
            return None
        return float(scenario.monster_type(f.type).card(deck.revealed).initiative)
    return None


def _summon_rank(state: RoundState, f: SummonState) -> int:
    return [s.id for s in state.summons].index(f.id)
