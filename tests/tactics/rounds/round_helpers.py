"""Small worlds for round tests: a scenario built in code with its own classes and monsters.

Every test states the cards and stats it relies on here or in its own body, so that a change
to the starter content never changes what a rule test proves.
"""

from __future__ import annotations

from typing import Any

from founders_desktop.tactics.catalog import Catalog
from founders_desktop.tactics.rounds.actions import Action, ActionRecord, DamageChoice, SelectCards
from founders_desktop.tactics.rounds.engine import apply, legal_actions, new_game
from founders_desktop.tactics.rounds.state import RoundState
from founders_desktop.tactics.scenario import Scenario, parse_scenario


def rect(width: int, height: int) -> list[list[int]]:
    """A roughly rectangular map: ``width`` columns of ``height`` hexes."""
    return [[q, r] for q in range(width) for r in range(-(q // 2), height - (q // 2))]


def move(value: int, mode: str = "normal") -> dict[str, Any]:
    return {"type": "move", "value": value, "mode": mode}


def attack(value: int, rng: int = 0, targets: int = 1, **extra: Any) -> dict[str, Any]:
    return {"type": "attack", "value": value, "range": rng, "targets": targets, **extra}


def card(
    cid: str,
    initiative: int,
    top: list[dict[str, Any]],
    bottom: list[dict[str, Any]],
    top_loss: bool = False,
    bottom_loss: bool = False,
) -> dict[str, Any]:
    return {
        "id": cid,
        "name": cid,
        "initiative": initiative,
        "top": {"actions": top, "loss": top_loss},
        "bottom": {"actions": bottom, "loss": bottom_loss},
    }


def plain_cards(prefix: str, initiatives: list[int]) -> list[dict[str, Any]]:
    """Cards with Attack 2 on top and Move 2 below, one per initiative."""
    return [card(f"{prefix}{i}", ini, [attack(2)], [move(2)]) for i, ini in enumerate(initiatives)]


def hero(cid: str, cards: list[dict[str, Any]], hp: int = 10) -> dict[str, Any]:
    return {"id": cid, "name": cid, "hp": hp, "hand_size": len(cards), "cards": cards}


def monster_type(
    mid: str,
    deck: list[dict[str, Any]],
    hp: int = 5,
    move_: int = 2,
    attack_: int = 2,
    rng: int = 0,
    traits: tuple[str, ...] = (),
) -> dict[str, Any]:
    stats = {"hp": hp, "move": move_, "attack": attack_, "range": rng, "hp_per_level": 0}
    return {
        "id": mid,
        "name": mid,
        "normal": stats,
        "elite": {**stats, "hp": hp + 2},
        "traits": list(traits),
        "deck": deck,
    }


def mcard(cid: str, initiative: int, **kw: Any) -> dict[str, Any]:
    return {"id": cid, "name": cid, "initiative": initiative, **kw}


def world(
    classes: list[dict[str, Any]],
    monster_types: list[dict[str, Any]],
    characters: list[dict[str, Any]],
    monsters: list[dict[str, Any]],
    hexes: list[list[int]] | None = None,
    terrain: list[dict[str, Any]] | None = None,
    level: int = 0,
    **extra: Any,
) -> Scenario:
    data = {
        "format": "tactics-scenario/1",
        "id": "test",
        "name": "test",
        "level": level,
        "map": {"hexes": hexes or rect(6, 5), "terrain": terrain or []},
        "characters": characters,
        "monsters": monsters,
        "classes": classes,
        "monster_types": monster_types,
        **extra,
    }
    return parse_scenario(data, "test.json", Catalog())


def start(scenario: Scenario, seed: int = 1) -> RoundState:
    return new_game(scenario, seed)


def act(scenario: Scenario, state: RoundState, *actions: Action) -> tuple[RoundState, list[ActionRecord]]:
    records = []
    for a in actions:
        state, rec = apply(state, a)
        records.append(rec)
        state = suffer_all(state, records)
    return state, records


def suffer_all(state: RoundState, records: list[ActionRecord]) -> RoundState:
    """Answer every pending damage choice with "suffer" (tests of other rules script only
    their own decisions; test_round_damage_choice.py tests the choice itself)."""
    while state.damage_offer is not None:
        state, rec = apply(state, DamageChoice(character=state.damage_offer.character))
        records.append(rec)
    return state


def plan(
    scenario: Scenario, state: RoundState, picks: dict[str, tuple[str, str]]
) -> tuple[RoundState, list[ActionRecord]]:
    """Every character plays its (leading, second) cards."""
    return act(
        scenario, state, *(SelectCards(character=c, leading=a, second=b) for c, (a, b) in picks.items())
    )


def events(records: list[ActionRecord], code: str) -> list[dict[str, Any]]:
    return [e.params for r in records for e in r.events if e.code == code]


def turn_starts(records: list[ActionRecord]) -> list[str]:
    return [p["figure"] for p in events(records, "turn_start")]


def first_legal(scenario: Scenario, state: RoundState, kind: type) -> Action:
    return next(a for a in legal_actions(state) if isinstance(a, kind))


def idle_turn(scenario: Scenario, state: RoundState) -> tuple[RoundState, list[ActionRecord]]:
    """The deciding character plays its turn doing as little as it can (no move, no attack)."""
    from founders_desktop.tactics.rounds.actions import AttackTargets, MoveTo, PlayHalf
    from founders_desktop.tactics.rounds.engine import current_decider

    who = current_decider(state)
    records: list[ActionRecord] = []
    while current_decider(state) == who and state.active == who:
        legal = legal_actions(state)
        me = state.character(who)
        choice = (
            next((a for a in legal if isinstance(a, PlayHalf) and not a.default), None)
            or next((a for a in legal if isinstance(a, AttackTargets) and not a.targets), None)
            or next((a for a in legal if isinstance(a, MoveTo) and me.hex == a.hex), None)
            or legal[0]
        )
        state, rec = apply(state, choice)
        records.append(rec)
        state = suffer_all(state, records)
    return state, records
