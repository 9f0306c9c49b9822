"""The board as the players see it while an action's events are played back.

``apply`` returns the state after every automated turn at once; to show a monster walk and
then strike, the view keeps figures as they were *before* the action and moves them one event
at a time (a move, a hit, a death). The events carry everything needed; a new summon's hit
points come from the state the playback leads to. At the end the picture is the state again.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from founders_desktop.app.tactics.scenario import FigureKind, ScenarioFigure
from founders_desktop.tactics import Hex
from founders_desktop.tactics.combat import retaliates as combat_retaliates
from founders_desktop.tactics.combat import shield_of
from founders_desktop.tactics.rounds import Event, RoundState
from founders_desktop.tactics.rounds.context import Ctx
from founders_desktop.tactics.rounds.state import CharacterState, FigureState, MonsterState, SummonState


@dataclass(frozen=True)
class ShownFigure:
    """A figure on the board as drawn: where, how hurt, under which conditions."""

    id: str
    kind: FigureKind
    hex: Hex
    hp: int
    max_hp: int
    elite: bool = False
    standee: int = 0
    conditions: tuple[str, ...] = ()
    #: the shield the figure has now (its stat card's, the scenario's starting one, this round's)
    shield: int = 0
    #: its retaliates now, as (value, range); range 1 is adjacent attackers only
    retaliate: tuple[tuple[int, int], ...] = ()
    #: a character's level (its maximum hit points are its class's at that level); 0 for others
    level: int = 0

    def as_scenario_figure(self, initiative: float | None) -> ScenarioFigure:
        """The editor's figure value, so the editor's standee item draws it."""
        return ScenarioFigure(self.id, self.hex, self.kind, initiative, self.elite, self.standee)


def shown_figures(state: RoundState) -> dict[str, ShownFigure]:
    out: dict[str, ShownFigure] = {}
    ctx = Ctx.of(state)
    for f in state.figures_on_map():
        assert f.hex is not None
        if isinstance(f, MonsterState):
            kind, elite, standee = FigureKind.MONSTER, f.elite, f.standee
        elif isinstance(f, SummonState):
            kind, elite, standee = FigureKind.SUMMON, False, 0
        else:
            kind, elite, standee = FigureKind.CHARACTER, False, 0
        level = state.content.character_level(f.id) if isinstance(f, CharacterState) else 0
        out[f.id] = ShownFigure(
            f.id,
            kind,
            Hex(*f.hex),
            f.hp,
            f.max_hp,
            elite,
            standee,
            tuple(sorted(f.conditions)),
            shield_of(ctx, f),
            retaliates(state, f),
            level,
        )
    return out


def retaliates(state: RoundState, f: FigureState) -> tuple[tuple[int, int], ...]:
    """The retaliates the engine plays with (combat.retaliates): the stat card's (adjacent),
    the scenario's starting one, then the round's from played cards."""
    return tuple(combat_retaliates(Ctx.of(state), f))


@dataclass
class Playback:
    """Figures as shown, moved on by one event at a time towards ``target``."""

    target: RoundState
    figures: dict[str, ShownFigure] = field(default_factory=dict)
    #: whose turn is being shown
    active: str | None = None

    def step(self, event: Event) -> set[str]:
        """Apply one event to the picture; the ids of the figures it changed."""
        p = event.params
        code = event.code
        fid = p.get("target") if code == "attack" else p.get("figure")
        if code == "turn_start":
            self.active = str(fid)
            return {self.active}
        if code == "summon":
            fid = p["summon"]
            final = self.target.find(fid)
            hp = final.max_hp if final is not None else 1
            self.figures[fid] = ShownFigure(fid, FigureKind.SUMMON, Hex(*p["hex"]), hp, hp)
            return {fid}
        f = self.figures.get(fid) if isinstance(fid, str) else None
        if f is None or fid is None:
            return set()
        if code == "move":
            self.figures[fid] = replace(f, hex=Hex(*p["path"][-1]))
        elif code == "attack" or code in ("trap", "hazard"):
            self.figures[fid] = replace(f, hp=max(0, f.hp - int(p["damage"])))
        elif code == "heal":
            self.figures[fid] = replace(f, hp=min(f.max_hp, f.hp + int(p["amount"])))
        elif code == "condition":
            conds = tuple(sorted({*f.conditions, str(p["condition"])}))
            self.figures[fid] = replace(f, conditions=conds)
        elif code in ("dies", "exhausted", "summon_removed"):
            del self.figures[fid]
        else:
            return set()
        return {fid}


def is_character(state: RoundState, fid: str) -> bool:
    return isinstance(state.find(fid), CharacterState)


def event_subjects(event: Event) -> tuple[tuple[str, ...], tuple[Hex, ...]]:
    """The figures and hexes a log line talks about, for the board to point at on hover: who
    acts and whom it affects, and the hexes of a move's path or a summon's spot."""
    p = event.params
    ids: list[str] = []
    for key in ("figure", "target", "summon"):
        value = p.get(key)
        if isinstance(value, str) and value:
            ids.append(value)
    hexes: list[Hex] = []
    if event.code == "move":
        hexes = [Hex(*h) for h in p.get("path", ())]
    elif event.code == "summon" and p.get("hex") is not None:
        hexes = [Hex(*p["hex"])]
    return tuple(ids), tuple(hexes)
