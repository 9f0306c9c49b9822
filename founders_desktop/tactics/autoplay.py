"""Play a scenario to its end with seeded random choices: the ``tactics play --auto`` command,
the random-game tests and a quick way to watch the rules at work.

The players' choices come from their own counter-based stream (seeded from the game's seed), so
the same seed always gives the same game, and the game's own generator is untouched by them.
Each figure's turn becomes one line: round, initiative, who, what it did.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from founders_desktop.tactics.rng import Chance
from founders_desktop.tactics.rounds.actions import (
    Action,
    ActionRecord,
    AttackTargets,
    DeclareLongRest,
    Event,
    RedrawRest,
    ShortRest,
)
from founders_desktop.tactics.rounds.engine import apply, legal_actions, new_game
from founders_desktop.tactics.rounds.state import RoundState
from founders_desktop.tactics.scenario import Scenario

#: Mixed into the seed for the players' choices, so they differ from the game's own draws.
CHOOSER_SALT = 0x5EED_C40C


@dataclass
class Step:
    action: Action
    record: ActionRecord
    state: RoundState


def pick(state: RoundState, actions: list[Action], chooser: Chance) -> Action:
    """A random legal action, with two habits of real players: when some attack would hit
    someone, one of those; and a rest (short or long) only once the hand is down to one card.
    Damage that cards could negate is always suffered, by a fixed rule that draws no choice
    (so games played before the choice existed play the same)."""
    if state.damage_offer is not None:
        return actions[0]
    hitting = [a for a in actions if isinstance(a, AttackTargets) and a.targets]
    sensible = [a for a in actions if _sensible(state, a)]
    pool = hitting or sensible or actions
    return pool[chooser.below(len(pool))]


def _sensible(state: RoundState, action: Action) -> bool:
    if isinstance(action, RedrawRest):
        return False
    if isinstance(action, DeclareLongRest):
        return len(state.character(action.character).piles.hand) < 2
    if isinstance(action, ShortRest):
        return action.rest == (len(state.character(action.character).piles.hand) < 2)
    return True


def random_game(
    scenario: Scenario, seed: int, max_actions: int = 20000, habits: bool = True
) -> Iterator[Step]:
    """Every step of a game whose every decision is a seeded random legal action (with the
    players' habits of ``pick``, or uniformly among all legal actions)."""
    state = new_game(scenario, seed)
    chooser = Chance(seed ^ CHOOSER_SALT)
    for _ in range(max_actions):
        if state.phase == "over":
            return
        actions = legal_actions(state)
        if state.damage_offer is not None:
            action = actions[0]  # the fixed rule: always suffer the damage (draws no choice)
        else:
            action = pick(state, actions, chooser) if habits else actions[chooser.below(len(actions))]
        state, record = apply(state, action)
        yield Step(action, record, state)
    raise RuntimeError(f"no end after {max_actions} actions")


def _hex(h: Any) -> str:
    return f"({h[0]},{h[1]})"


def describe(event: Event) -> str | None:
    """A short English phrase for an event inside a turn (None: not worth a mention)."""
    p = event.params
    code = event.code
    if code == "play_half":
        how = " as default" if p["default"] else ""
        return f"{p['half']} of {p['card']}{how}"
    if code == "move":
        return f"move {_hex(p['path'][0])}->{_hex(p['path'][-1])}"
    if code == "attack":
        mods = " ".join(p["modifiers"])
        shield = f" shield {p['shield']}" if p.get("shield") else ""
        return f"attack {p['target']} {p['value']} ({mods}){shield} = {p['damage']}"
    if code == "retaliate":
        return f"{p['figure']} retaliates {p['damage']} on {p['target']}"
    if code in ("shield", "retaliate_bonus"):
        return f"{'shield' if code == 'shield' else 'retaliate'} {p['value']}"
    if code == "wound":
        return f"wound hurts {p['figure']} for {p['damage']}"
    if code == "stunned":
        return "stunned"
    if code == "condition_removed":
        return f"{p['condition']} removed from {p['figure']}"
    if code in ("infuse", "consume"):
        return f"{code} {p['element']}"
    if code == "door_opened":
        return f"opens {p['room']}"
    if code == "escaped":
        return "escapes"
    if code in ("revealed", "spawned"):
        return f"{p['figure']} {code} at {_hex(p['hex'])}"
    if code == "plate_pressed":
        return f"presses the plate at {_hex(p['hex'])}"
    if code == "loot":
        return f"loot {p['tokens']}"
    if code in ("push", "pull"):
        return f"{code} {p['figure']} {_hex(p['path'][0])}->{_hex(p['path'][-1])}"
    if code == "heal":
        return f"heal {p['figure']} +{p['amount']}"
    if code == "summon":
        return f"summon {p['summon']} at {_hex(p['hex'])}"
    if code == "condition":
        return f"{p['condition']} on {p['figure']}"
    if code == "immune":
        return f"{p['figure']} is immune to {p['condition']}"
    if code in ("trap", "hazard"):
        return f"{code} at {_hex(p['hex'])} hits {p['figure']} for {p['damage']}"
    if code == "dies":
        return f"{p['figure']} dies"
    if code == "exhausted":
        return f"{p['figure']} exhausted ({p['reason']})"
    if code == "summon_removed":
        return f"{p['figure']} removed"
    if code == "long_rest":
        return f"long rest, loses {p['lost']}"
    return None


def turn_lines(steps: Iterator[Step]) -> Iterator[str]:
    """One line per figure's turn (and per rest or exhaustion between turns), then RESULT."""
    round_no = 1
    current: list[str] | None = None
    head = ""
    last: RoundState | None = None
    for step in steps:
        last = step.state
        for event in step.record.events:
            p = event.params
            if event.code == "round_start":
                round_no = p["round"]
            elif event.code == "turn_start":
                ini = p["initiative"]
                shown = "?" if ini is None else f"{ini:g}"
                head = f"R{round_no} i={shown} {p['figure']}:"
                current = []
            elif event.code == "turn_end":
                if current is not None:
                    yield f"{head} {'; '.join(current) if current else 'nothing'}"
                current = None
            elif current is not None:
                text = describe(event)
                if text:
                    current.append(text)
            elif event.code == "short_rest":
                yield f"R{round_no} rest {p['figure']}: short rest, loses {p['lost']}"
            elif event.code == "exhausted":
                yield f"R{round_no} {p['figure']}: exhausted ({p['reason']})"
            elif event.code == "spawned":
                yield f"R{round_no} spawn: {p['figure']} at {_hex(p['hex'])}"
    if current:
        yield f"{head} {'; '.join(current)}"
    if last is not None:
        loot = sum(c.looted for c in last.characters)
        yield f"RESULT outcome={last.outcome} rounds={last.round} loot={loot}"
